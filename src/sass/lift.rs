//! Operand roles: which operands of a SASS instruction it writes, which it reads, and how
//! many consecutive registers each one spans. nvdisasm prints registers, not roles; the
//! roles follow from the opcode and its modifiers, the way the ISA defines them:
//!
//! * the destinations come first: one register, preceded by a predicate for the forms that
//!   also write one (`ISETP P0, PT, ...` writes two predicates, `SHFL.IDX PT, R3, ...` and
//!   `LOP3.LUT P0, R2, ...` a predicate and a register), and followed by carry-out
//!   predicates (`IADD3 R2, P0, P1, ...`, `LEA R2, P0, ...`) or `VOTE`'s predicate result;
//!   stores, reductions, barriers and branches write nothing;
//! * widths: `.64`/`.128` accesses move pairs and quads; a global or generic address with
//!   `.E` or a `.64` suffix is a pair, and so is a `desc[URk]` descriptor; `IMAD.WIDE`
//!   writes and adds a pair; double-precision operations read and write pairs;
//!   conversions take their widths from their type modifiers; matrix instructions from
//!   their shapes (`HMMA.16816.F32`: A 4 registers, B 2, C and D 4).
//!
//! The tables were checked against nvdisasm's own life ranges (`-plr`): the registers a line
//! marks as written are exactly the ones lifted as destinations (the test
//! `lifted_destinations_match_the_life_ranges`).

use super::ast::{Address, Reg, RegOperand, SassInst, SassOperand};
use crate::ir::{intern_symbol, Mods, Opcode, Operand, RegClass};

/// Consecutive physical registers of one class: an operand as ptxas placed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slot {
    /// Register file.
    pub class: RegClass,
    /// First register.
    pub first: u16,
    /// Number of registers (1, 2, 4, or a multiple of 4 for the wide matrix accumulators).
    pub width: u8,
}

impl Slot {
    /// The registers of the slot.
    pub fn units(self) -> impl Iterator<Item = u16> {
        self.first..self.first + u16::from(self.width)
    }
}

/// A source operand of a lifted instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    /// Registers read.
    Reg(Slot),
    /// An operand without registers (immediate, constant bank, zero register, special).
    Plain(Operand),
    /// A memory address: the base registers (if any) and the offset.
    Mem {
        /// The base register (a pair for 64-bit addresses).
        base: Option<Slot>,
        /// Byte offset.
        offset: i64,
    },
    /// A branch target: a label of the function.
    Branch(String),
}

/// One instruction with its operands' roles, still on ptxas's physical registers.
#[derive(Clone, Debug, PartialEq)]
pub struct Lifted {
    /// The machine IR opcode (`GENERIC` for mnemonics the IR has no opcode for).
    pub op: Opcode,
    /// Modifiers (for `GENERIC`, the mnemonic and modifiers as text).
    pub mods: Mods,
    /// The guard predicate and whether it is negated.
    pub guard: Option<(Slot, bool)>,
    /// Registers written, in operand order.
    pub defs: Vec<Slot>,
    /// Operands read, in operand order, then registers read that the IR operand has no
    /// place for (a constant bank's index, a uniform address part, a descriptor).
    pub sources: Vec<Source>,
    /// A call: the callee's name (a label of the function for ptxas's internal
    /// subroutines, another function's name otherwise).
    pub call: Option<String>,
    /// The predicates `R2P` writes or `P2R` reads (by mask), as single registers.
    pub predicate_file: Vec<Slot>,
    /// A global access with no `desc[URk]` operand: on sm_80…sm_89 it reads the memory
    /// descriptor anyway, the uniform pair the code loaded from `c[0x0][0x118]`.
    pub implicit_descriptor: bool,
    /// Line in the listing.
    pub line: u32,
}

impl Lifted {
    /// Every register slot the instruction names as read: its guard, its register operands
    /// and its address bases (not a callee's reads, not the predicate file).
    pub fn read_slots(&self) -> impl Iterator<Item = Slot> + '_ {
        self.guard
            .map(|(s, _)| s)
            .into_iter()
            .chain(self.sources.iter().filter_map(|s| match s {
                Source::Reg(r) => Some(*r),
                Source::Mem { base, .. } => *base,
                _ => None,
            }))
    }
}

/// Gives the operands of `inst` their roles.
pub fn lift(inst: &SassInst) -> Lifted {
    let mods: Vec<&str> = inst.mods.iter().map(String::as_str).collect();
    let (op, ir_mods) = opcode_of(&inst.opcode, &mods);
    let ndefs = destinations(&inst.opcode, &mods, &inst.operands);
    let mut shape = Shape::of(&inst.opcode, &mods);
    if inst.opcode.ends_with("IMAD") && mods.contains(&"HI") && ndefs == 2 {
        // `IMAD.HI.U32 R12, P1, R11, R15, R12`: with a carry out, the addend is a pair.
        shape.sources[2] = Some(2);
    }
    let mut defs = Vec::new();
    let mut sources = Vec::new();
    let mut extra = Vec::new();
    let mut tma = tma_tuples(&inst.opcode, &mods).into_iter();
    for (k, operand) in inst.operands.iter().enumerate() {
        let role = if k < ndefs { Role::Def } else { Role::Use };
        let width = shape.width(k, ndefs, role);
        match operand {
            SassOperand::Mem(a) if tma.len() > 0 => {
                let n = tma.next().unwrap_or(1);
                if let Some(r) = a.ubase.as_ref().or(a.base.as_ref()) {
                    sources.extend((0..u16::from(n)).map(|i| {
                        Source::Reg(Slot {
                            class: r.reg.class,
                            first: r.reg.index + i,
                            width: 1,
                        })
                    }));
                }
            }
            SassOperand::Reg(r) if role == Role::Def => {
                if !r.reg.is_zero() {
                    defs.extend(split(slot(r.reg, width_of(r, width))));
                }
            }
            SassOperand::Reg(r) => sources.push(register_source(r, width)),
            SassOperand::Mem(a) => sources.push(address(a, shape.wide_addresses, &mut extra)),
            SassOperand::CBank {
                bank,
                bank_reg,
                index,
                offset,
                ..
            } => {
                if let Some(r) = bank_reg {
                    extra.push(Source::Reg(slot(*r, 1)));
                }
                if let Some(r) = index {
                    extra.push(register_source(r, 1));
                }
                sources.push(Source::Plain(Operand::CBank {
                    bank: bank.unwrap_or(0),
                    offset: u32::try_from(*offset).unwrap_or(0),
                }));
            }
            SassOperand::Imm(v) => sources.push(Source::Plain(Operand::Imm(*v))),
            SassOperand::Float(text) => sources.push(Source::Plain(float(text))),
            SassOperand::Label(l) if shape.branch => sources.push(Source::Branch(l.clone())),
            SassOperand::Label(l) => {
                sources.push(Source::Plain(Operand::Symbol(intern_symbol(l))));
            }
            SassOperand::Special(s) => sources.push(Source::Plain(special(s))),
            SassOperand::Other(text) => {
                registers_in_text(text, &mut extra);
                sources.push(Source::Plain(Operand::Symbol(intern_symbol(text))));
            }
        }
    }
    sources.append(&mut extra);
    // An indirect branch's targets, as ptxas notes them (`BRANCH_TARGETS .L_x_51,...`).
    for note in &inst.notes {
        if let Some(targets) = note.strip_prefix("BRANCH_TARGETS ") {
            sources.extend(
                targets
                    .split(',')
                    .map(|t| Source::Branch(t.trim().to_string())),
            );
        }
    }
    let has_descriptor = inst
        .operands
        .iter()
        .any(|o| matches!(o, SassOperand::Mem(a) if a.desc.is_some()));
    let call = (inst.opcode == "CALL")
        .then(|| {
            inst.operands.iter().find_map(|o| match o {
                SassOperand::Label(l) => Some(l.clone()),
                _ => None,
            })
        })
        .flatten();
    Lifted {
        op,
        mods: ir_mods,
        guard: inst
            .guard
            .filter(|(r, _)| !r.is_zero())
            .map(|(r, neg)| (slot(r, 1), neg)),
        defs,
        sources,
        call,
        predicate_file: predicate_file(inst),
        implicit_descriptor: shape.global && !has_descriptor,
        line: inst.line,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Def,
    Use,
}

/// The IR opcode for a mnemonic: its own, the per-thread opcode of a uniform-datapath
/// mnemonic (`UIADD3` is `IADD3` on uniform registers), or `GENERIC` carrying the text.
fn opcode_of(mnemonic: &str, mods: &[&str]) -> (Opcode, Mods) {
    let known = |name: &str| Opcode::ALL.iter().copied().find(|op| op.name() == name);
    let op = known(mnemonic).or_else(|| {
        mnemonic
            .strip_prefix('U')
            .and_then(known)
            .filter(|op| op.has_uniform_form() || *op == Opcode::LDC)
    });
    // Branch forms the IR's BRA does not mean (a divergence test, an indirect jump) and
    // calls, whose targets are not blocks, stay text.
    let plain_branch = |op: Opcode| op != Opcode::BRA || mods.iter().all(|m| *m == "U");
    match op
        .filter(|op| plain_branch(*op) && !matches!(op, Opcode::CALL | Opcode::ARG | Opcode::PACK))
    {
        Some(op) => (op, Mods::from_names(mods)),
        None => {
            let mut text = mnemonic.to_string();
            for m in mods {
                text.push('.');
                text.push_str(m);
            }
            (Opcode::GENERIC, Mods::text(&text))
        }
    }
}

/// How many leading operands are destinations (zero registers included: `PT`, `RZ`).
fn destinations(mnemonic: &str, mods: &[&str], operands: &[SassOperand]) -> usize {
    let class = |k: usize| match operands.get(k) {
        Some(SassOperand::Reg(r)) => Some(r.reg.class),
        _ => None,
    };
    let is_pred = |k: usize| class(k).is_some_and(RegClass::is_predicate);
    let is_gpr = |k: usize| matches!(class(k), Some(RegClass::R | RegClass::UR));
    let base = mnemonic.strip_prefix('U').filter(|m| {
        matches!(
            *m,
            "IADD3" | "LEA" | "IMAD" | "ISETP" | "PLOP3" | "LOP3" | "SEL" | "MOV" | "SHF"
        )
    });
    let name = base.unwrap_or(mnemonic);
    match name {
        "STG" | "STS" | "STL" | "ST" | "RED" | "REDG" | "STSM" | "SUST" | "SURED" | "BAR"
        | "MEMBAR" | "ERRBAR" | "CGAERRBAR" | "CCTL" | "FENCE" | "DEPBAR" | "LDGDEPBAR"
        | "WARPSYNC" | "BSYNC" | "BREAK" | "YIELD" | "NOP" | "EXIT" | "BRA" | "BRX" | "JMP"
        | "JMX" | "RET" | "CALL" | "NANOSLEEP" | "ENDCOLLECTIVE" | "WARPGROUP" | "KILL" | "BPT"
        | "LDGSTS" | "ARRIVES" | "SYNCS" | "UTMALDG" | "UTMASTG" | "UBLKCP" | "ACQBULK"
        | "WARPGROUPSET" | "ELECT" | "UCGABAR_ARV" | "UCGABAR_WAIT" => {
            // `ELECT P0, URx, PT` and `SYNCS.*` with a destination write one.
            match name {
                "ELECT" | "SYNCS" => {
                    usize::from(is_pred(0) || is_gpr(0)) + usize::from(is_pred(0) && is_gpr(1))
                }
                _ => 0,
            }
        }
        "R2P" => 0,
        "ISETP" | "FSETP" | "DSETP" | "HSETP2" | "PLOP3" => 1 + usize::from(is_pred(1)),
        "VOTE" | "VOTEU" => 1 + usize::from(is_gpr(0) && is_pred(1)),
        // `B2R.RESULT RZ, P1` writes the predicate too.
        "B2R" => 1 + usize::from(is_pred(1)),
        _ if is_pred(0) => {
            // A predicate then a register: `LOP3.LUT P0, R2`, `SHFL.IDX PT, R3`,
            // `ATOMG... PT, R5` (never `FCHK P0, R0, R3`, which reads R0).
            // `R2UR P3, UR10, R25` (sm_100) writes the uniform register too.
            let reg_too = (is_gpr(1) && !matches!(name, "FCHK" | "R2UR"))
                || (name == "R2UR" && class(1) == Some(RegClass::UR));
            1 + usize::from(reg_too)
        }
        _ if is_gpr(0) || class(0) == Some(RegClass::B) => {
            // Carry-out predicates right after the destination.
            let mut n = 1;
            if !mods.contains(&"X") || matches!(name, "IADD3" | "LEA" | "IMAD" | "IADD") {
                while is_pred(n) && n < 3 && carries_out(name) {
                    n += 1;
                }
            }
            n
        }
        _ => 0,
    }
}

/// Instructions that may write carry (or overflow) predicates after their destination.
fn carries_out(name: &str) -> bool {
    matches!(
        name,
        "IADD3" | "LEA" | "IMAD" | "IADD" | "VIADD" | "IADD32I" | "IMAD32I"
    )
}

/// Operand widths of one instruction.
#[derive(Clone, Copy, Debug, Default)]
struct Shape {
    /// Width of the data a memory instruction moves or an ALU instruction computes.
    data: u8,
    /// Width of the destination, when it differs from `data` (conversions, `IMAD.WIDE`).
    def: Option<u8>,
    /// Widths of the first register sources, when they differ from `data`.
    sources: [Option<u8>; 4],
    /// A global or generic access (`.E`): it reads the memory descriptor.
    global: bool,
    /// Its addresses are pairs unless marked `.U32` (not `LDGSTS`, whose first address is
    /// the shared destination; its global source says `.64`).
    wide_addresses: bool,
    /// Label operands are branch targets (not a reconvergence point or a callee).
    branch: bool,
}

impl Shape {
    fn of(mnemonic: &str, mods: &[&str]) -> Shape {
        let has = |m: &str| mods.contains(&m);
        let mut s = Shape {
            data: 1,
            ..Shape::default()
        };
        let name = mnemonic.strip_prefix('U').unwrap_or(mnemonic);
        let wide_data = if has("128") {
            4
        } else if has("64") {
            2
        } else {
            1
        };
        s.global = matches!(
            mnemonic,
            "LDG" | "STG" | "LD" | "ST" | "ATOMG" | "ATOM" | "RED" | "REDG" | "CCTL" | "LDGSTS"
        ) && has("E");
        s.wide_addresses = s.global && mnemonic != "LDGSTS";
        s.branch = matches!(mnemonic, "BRA" | "BRX" | "JMP" | "JMX");
        match name {
            "DADD" | "DMUL" | "DFMA" | "DMNMX" | "DSETP" => s.data = 2,
            // 64-bit compares (sm_120) read pairs; a return address and an indirect
            // branch's target are 64-bit.
            "ISETP" if has("U64") || has("S64") => s.data = 2,
            "RET" | "BRX" => s.data = 2,
            "IMAD" | "IMAD32I" if has("WIDE") => {
                s.def = Some(2);
                s.sources = [Some(1), Some(1), Some(2), None];
            }
            "F2F" | "F2I" | "I2F" | "I2I" | "FRND" | "F2IP" | "I2FP" => {
                let (dst, src) = conversion_widths(name, mods);
                s.def = Some(dst);
                s.sources = [Some(src); 4];
            }
            "CS2R" => s.data = if has("32") { 1 } else { 2 },
            "LDSM" | "STSM" | "MOVM" => {
                s.data = match mods.last() {
                    Some(&"4") => 4,
                    Some(&"2") => 2,
                    _ => 1,
                }
            }
            "ATOMG" | "ATOM" | "ATOMS" | "RED" | "REDG" => {
                s.data = if mods
                    .iter()
                    .any(|m| matches!(*m, "64" | "F64" | "S64" | "U64"))
                {
                    2
                } else {
                    1
                }
            }
            "HMMA" | "IMMA" | "DMMA" | "HGMMA" | "IGMMA" | "QMMA" | "OMMA" => {
                if let Some(m) = Matrix::of(name, mods) {
                    s.def = Some(m.d);
                    // A warpgroup MMA takes B (and often A) from descriptors: its register
                    // sources are A, when in registers, and the accumulator.
                    let b = if name.ends_with("GMMA") { m.d } else { m.b };
                    s.sources = [Some(m.a), Some(b), Some(m.d), None];
                    s.data = m.d;
                }
            }
            _ => s.data = wide_data,
        }
        s
    }

    /// Width of operand `k` (`ndefs` leading operands are destinations).
    fn width(&self, k: usize, ndefs: usize, role: Role) -> u8 {
        match role {
            // Predicate destinations are single; the register one takes the data width.
            Role::Def => self.def.unwrap_or(self.data),
            Role::Use => {
                let src = k - ndefs;
                self.sources
                    .get(src)
                    .copied()
                    .flatten()
                    .unwrap_or(self.data)
            }
        }
    }
}

/// Destination and source widths of a conversion from its type modifiers: `F2F.F64.F32`
/// names the destination type first; a single type names the side it can belong to (`I2F.F64`
/// the float destination, `I2F.U64` the integer source, `F2I.U64` the integer destination).
fn conversion_widths(name: &str, mods: &[&str]) -> (u8, u8) {
    let types: Vec<&str> = mods
        .iter()
        .copied()
        .filter(|m| {
            matches!(
                *m,
                "F16"
                    | "BF16"
                    | "F32"
                    | "F64"
                    | "S8"
                    | "U8"
                    | "S16"
                    | "U16"
                    | "S32"
                    | "U32"
                    | "S64"
                    | "U64"
            )
        })
        .collect();
    let w = |t: &str| if t.ends_with("64") { 2 } else { 1 };
    let float = |t: &&str| t.starts_with('F') || t.starts_with('B');
    match (name, types.as_slice()) {
        (_, [dst, src]) => (w(dst), w(src)),
        ("I2F" | "I2FP", [t]) if float(t) => (w(t), 1),
        ("I2F" | "I2FP", [t]) => (1, w(t)),
        ("F2I" | "F2IP", [t]) if float(t) => (1, w(t)),
        ("F2I" | "F2IP", [t]) => (w(t), 1),
        (_, [t]) => (w(t), w(t)),
        _ => (1, 1),
    }
}

/// Registers per thread of a matrix instruction's operands, from its shape and types.
struct Matrix {
    a: u8,
    b: u8,
    d: u8,
}

impl Matrix {
    fn of(name: &str, mods: &[&str]) -> Option<Matrix> {
        let shape = mods.first()?;
        let (m, n, k) = if let Some((m, rest)) = shape.split_once('x') {
            let (n, k) = rest.split_once('x')?;
            (
                m.parse::<u32>().ok()?,
                n.parse::<u32>().ok()?,
                k.parse::<u32>().ok()?,
            )
        } else {
            // `16816` = m16 n8 k16, `884` = m8 n8 k4: n is always 8.
            let m: u32 = if shape.starts_with("16") { 16 } else { 8 };
            let rest = &shape[if m == 16 { 2 } else { 1 }..];
            let k = rest.strip_prefix('8')?.parse::<u32>().ok()?;
            (m, 8, k)
        };
        let bits = |t: &str| -> Option<u32> {
            Some(match t {
                "F64" => 64,
                "F32" | "S32" | "TF32" => 32,
                "F16" | "BF16" => 16,
                "S8" | "U8" | "E4M3" | "E5M2" => 8,
                "S4" | "U4" => 4,
                _ => return None,
            })
        };
        let types: Vec<u32> = mods[1..].iter().filter_map(|t| bits(t)).collect();
        let (d_bits, in_bits) = match (name, types.as_slice()) {
            ("DMMA", _) => (64, 64),
            ("IMMA", [a, ..]) => (32, *a),
            ("IMMA", []) => (32, 8),
            (_, [d, a, ..]) => (*d, *a),
            (_, [d]) => (*d, 16),
            _ => (32, 16),
        };
        // The warp (or warpgroup, for the 64-row wgmma shapes) shares the tiles.
        let threads = if m == 64 { 128 } else { 32 };
        let regs = |elems: u32, bits: u32| {
            u8::try_from((elems * bits).div_ceil(32 * threads).max(1)).unwrap_or(u8::MAX)
        };
        Some(Matrix {
            a: regs(m * k, in_bits),
            b: regs(k * n, in_bits),
            d: regs(m * n, d_bits),
        })
    }
}

fn slot(r: Reg, width: u8) -> Slot {
    Slot {
        class: r.class,
        first: r.index,
        width: if r.class.is_predicate() || r.class == RegClass::B {
            1
        } else {
            width
        },
    }
}

/// A register operand's width: its own `.64` suffix, else what the instruction says.
fn width_of(r: &RegOperand, width: u8) -> u8 {
    if r.suffixes.iter().any(|s| s == "64") {
        2
    } else {
        width
    }
}

/// Slots wider than the IR's widest tuple (the matrix accumulators of `HGMMA`) become
/// quads: the IR's values are at most four registers wide.
fn split(s: Slot) -> Vec<Slot> {
    if s.width <= 4 {
        return vec![s];
    }
    (0..s.width / 4)
        .map(|q| Slot {
            class: s.class,
            first: s.first + u16::from(q) * 4,
            width: 4,
        })
        .collect()
}

fn register_source(r: &RegOperand, width: u8) -> Source {
    if r.reg.is_zero() {
        return Source::Plain(Operand::Zero(r.reg.class));
    }
    Source::Reg(slot(r.reg, width_of(r, width)))
}

/// The uniform tuples a tensor copy reads through its two bracketed operands
/// (`UTMALDG.2D [UR16], [UR12]`): first the shared address, for a load the barrier's too,
/// and one coordinate per dimension; then the tensor map's 64-bit address (nvdisasm's life
/// ranges on ptxas 13.5's sm_90a/sm_100a code: UR16–UR19 and UR12–UR13 read there).
fn tma_tuples(mnemonic: &str, mods: &[&str]) -> Vec<u8> {
    let dims = mods
        .iter()
        .find_map(|m| m.strip_suffix('D').and_then(|d| d.parse::<u8>().ok()))
        .unwrap_or(1);
    match mnemonic {
        "UTMALDG" => vec![2 + dims, 2],
        "UTMASTG" => vec![1 + dims, 2],
        _ => Vec::new(),
    }
}

/// A memory operand: the per-thread base (a pair for a global address), the uniform part
/// and the descriptor as extra reads.
fn address(a: &Address, global: bool, extra: &mut Vec<Source>) -> Source {
    let pair = |r: &RegOperand| {
        if r.suffixes.iter().any(|s| s == "64")
            || (global && !r.suffixes.iter().any(|s| s == "U32"))
        {
            2
        } else {
            1
        }
    };
    if let Some(d) = a.desc {
        extra.push(Source::Reg(slot(d, 2)));
    }
    let base = a.base.as_ref().filter(|b| !b.reg.is_zero());
    let ubase = a.ubase.as_ref().filter(|b| !b.reg.is_zero());
    let base_slot = match (base, ubase) {
        (Some(b), Some(u)) => {
            // `[R2.U32+UR4]`, `[R30.64+UR4]`: in a global access the uniform part is 64-bit.
            let uw = if global { 2 } else { 1 };
            extra.push(Source::Reg(slot(u.reg, width_of(u, uw))));
            Some(slot(b.reg, pair(b)))
        }
        (Some(b), None) => Some(slot(b.reg, pair(b))),
        (None, Some(u)) => Some(slot(u.reg, pair(u))),
        (None, None) => None,
    };
    Source::Mem {
        base: base_slot,
        offset: a.offset,
    }
}

/// A floating-point immediate as the 32-bit pattern the IR keeps (the value is never
/// computed with; only its presence matters to allocation).
fn float(text: &str) -> Operand {
    let t = text.trim_start_matches('+');
    let v = match t {
        "INF" => f32::INFINITY,
        "-INF" => f32::NEG_INFINITY,
        _ if t.contains("NAN") => f32::NAN,
        _ => t.parse::<f32>().unwrap_or(0.0),
    };
    Operand::FImm(v.to_bits())
}

fn special(name: &str) -> Operand {
    if name == "SRZ" {
        Operand::Imm(0)
    } else {
        Operand::Special(intern_symbol(name))
    }
}

/// Registers named inside text the reader kept whole (`gdesc[UR4]`: two 64-bit matrix
/// descriptors, four uniform registers).
fn registers_in_text(text: &str, out: &mut Vec<Source>) {
    let width = if text.starts_with("gdesc") { 4 } else { 1 };
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let uniform = text[i..].starts_with("UR");
        let plain = bytes[i] == b'R' && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric());
        if uniform || plain {
            let start = i + if uniform { 2 } else { 1 };
            let digits = text[start..].bytes().take_while(u8::is_ascii_digit).count();
            if let Ok(index) = text[start..start + digits].parse::<u16>() {
                let class = if uniform { RegClass::UR } else { RegClass::R };
                out.push(Source::Reg(Slot {
                    class,
                    first: index,
                    width,
                }));
            }
            i = start + digits.max(1);
        } else {
            i += 1;
        }
    }
}

/// `R2P PR, R0, 0x7f` writes and `P2R R0, PR, RZ, 0x7f` reads the predicates of the mask.
fn predicate_file(inst: &SassInst) -> Vec<Slot> {
    if !matches!(inst.opcode.as_str(), "R2P" | "P2R") {
        return Vec::new();
    }
    let mask = inst
        .operands
        .iter()
        .rev()
        .find_map(|o| match o {
            SassOperand::Imm(v) => Some(*v),
            _ => None,
        })
        .unwrap_or(0x7f);
    (0..7)
        .filter(|p| mask >> p & 1 == 1)
        .map(|p| Slot {
            class: RegClass::P,
            first: p,
            width: 1,
        })
        .collect()
}
