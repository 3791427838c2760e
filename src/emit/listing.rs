//! The SASS-like listing (`ptxra compile --emit sass`, `ptxra ptxas -o FILE`): what the
//! allocated machine code looks like in nvdisasm's layout, so that people who read
//! `nvdisasm -c` output can read ours, plus a facts block that golden tests `// CHECK:`.
//!
//! Layout (nvdisasm 13.5 measured): a label line per function, `.L_x_N:` labels only on
//! branch targets, and one instruction per line as
//! `        /*0040*/               @P1 BRA `(.L_x_1) ;` — eight spaces, the byte address
//! (16 bytes per instruction), the guard right-aligned in a 19-column field, the
//! instruction, ` ;`. Spill code and rematerialised instructions carry a trailing comment
//! (`// spill`, `// reload`, `// remat`) where nvdisasm would print `(*"SpillRefill"*)`.
//!
//! The machine IR keeps a few *macro instructions* that stand for several SASS instructions
//! (64-bit integer ALU operations on register pairs, `PACK`, `ARG`); [`emit_listing`] expands
//! them here, each expansion documented on its function, so the listing shows only real
//! SASS. Other `.64` pseudo-operations without a one-line SASS equivalent (`IMAD.64`,
//! `IMNMX.64`) are printed as they are.

use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

use crate::ir::decimal::push_decimal;
use crate::ir::{
    BlockId, Function, Inst, MemSpace, Mod, Mods, Opcode, Operand, PhysReg, RegClass, RegUse, VReg,
};
use crate::stats::FunctionStats;

/// One emitted SASS line before addresses are assigned.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    /// `@P0 ` / `@!P0 ` or empty.
    guard: String,
    /// Opcode, modifiers and operands (the instruction's note, if any, follows each line).
    text: String,
}

/// Renders `f` with the physical register `regs[v]` for every virtual register `v` (a
/// missing or `None` entry falls back to the value's fixed register, then to its IR name
/// `%v`, so half-allocated functions still print). `stats` fills the facts block.
pub fn emit_listing(f: &Function, regs: &[Option<PhysReg>], stats: &FunctionStats) -> String {
    let mut out = facts_block(stats);
    // About one 80-byte line per instruction: sized once, a large kernel's listing is not
    // copied again and again as it grows.
    out.reserve(f.num_insts().saturating_mul(80));
    let _ = writeln!(out, "{}:", f.name);
    let _ = writeln!(out, ".text.{}:", f.name);
    let mut text = TextSink { out, addr: 0 };
    walk(f, regs, &mut text);
    text.out
}

/// One block of the listing as data: what [`emit_listing`] prints for it, line by line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListedBlock {
    /// Its `.L_x_N` label, when it is a branch target.
    pub label: Option<String>,
    /// The SASS lines printed for its instructions (a macro instruction gives several).
    pub lines: Vec<ListedLine>,
}

/// One printed SASS line, without its address and note.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListedLine {
    /// `@P0 ` / `@!P0 `, or empty.
    pub guard: String,
    /// The instruction as printed (`IMAD.WIDE R2, R0, R3, c[0x0][0x160]`).
    pub text: String,
    /// The label of the block a branch goes to (`.L_x_1`).
    pub target: Option<String>,
}

/// The listing of `f` as data, block by block, exactly the lines [`emit_listing`] prints
/// (the stack-pointer load of an entry opens the first block), so that code can be measured
/// as printed without reading text back.
pub fn listed_blocks(f: &Function, regs: &[Option<PhysReg>]) -> Vec<ListedBlock> {
    let mut sink = BlockSink(Vec::new());
    walk(f, regs, &mut sink);
    sink.0
}

/// Where [`walk`] puts the listing: text or data.
trait Sink {
    /// Block `b` starts, with its label number when it is a branch target.
    fn block(&mut self, b: BlockId, label: Option<usize>);
    /// A line for `inst` (`None`: the stack-pointer load), with its guard and text.
    fn line(&mut self, ctx: &Ctx<'_>, inst: Option<&Inst>, guard: &str, text: &dyn Fn(&mut String));
}

/// The text of [`emit_listing`], with addresses and notes.
struct TextSink {
    out: String,
    addr: u32,
}

impl Sink for TextSink {
    fn block(&mut self, _: BlockId, label: Option<usize>) {
        if let Some(n) = label {
            let _ = writeln!(self.out, ".L_x_{n}:");
        }
    }

    // `        /*{addr:04x}*/{guard:>19}{text} ;`, without the formatter; a plain instruction
    // (most of them) is written straight into the listing.
    fn line(&mut self, _: &Ctx<'_>, inst: Option<&Inst>, guard: &str, text: &dyn Fn(&mut String)) {
        let out = &mut self.out;
        out.push_str("        /*");
        push_hex_digits(out, u64::from(self.addr), 4);
        out.push_str("*/");
        (guard.len()..19).for_each(|_| out.push(' '));
        out.push_str(guard);
        text(out);
        out.push_str(" ;");
        if let Some(note) = inst.and_then(Ctx::note) {
            out.push_str("  // ");
            out.push_str(note);
        }
        out.push('\n');
        self.addr = self.addr.wrapping_add(0x10);
    }
}

/// The blocks of [`listed_blocks`].
struct BlockSink(Vec<ListedBlock>);

impl Sink for BlockSink {
    fn block(&mut self, b: BlockId, label: Option<usize>) {
        // The stack-pointer load opened the first block already, unless that is labelled.
        if b.index() == 0 && label.is_none() && !self.0.is_empty() {
            return;
        }
        self.0.push(ListedBlock {
            label: label.map(|n| format!(".L_x_{n}")),
            lines: Vec::new(),
        });
    }

    fn line(
        &mut self,
        ctx: &Ctx<'_>,
        inst: Option<&Inst>,
        guard: &str,
        text: &dyn Fn(&mut String),
    ) {
        if self.0.is_empty() {
            self.0.push(ListedBlock::default());
        }
        let mut s = String::new();
        text(&mut s);
        let target = inst
            .and_then(|i| i.targets().next())
            .and_then(|b| ctx.labels.get(&b))
            .map(|n| format!(".L_x_{n}"));
        if let Some(blk) = self.0.last_mut() {
            blk.lines.push(ListedLine {
                guard: guard.to_string(),
                text: s,
                target,
            });
        }
    }
}

/// Walks the listing of `f` in order: the stack-pointer load of an entry, then every block
/// and the SASS lines of each instruction (macro instructions expanded).
fn walk(f: &Function, regs: &[Option<PhysReg>], sink: &mut impl Sink) {
    let ctx = Ctx::new(f, regs);
    // Every kernel starts by loading the stack pointer into R1 (ptxas always emits it); the
    // IR carries it as a value only when the code addresses local memory through it.
    let sets_r1 = f
        .blocks
        .first()
        .and_then(|b| b.insts.first())
        .is_some_and(|i| {
            i.defs
                .first()
                .and_then(|d| regs.get(d.index()).copied().flatten())
                == Some(PhysReg {
                    class: RegClass::R,
                    index: 1,
                })
        });
    if f.kind == crate::ir::FunctionKind::Entry && !sets_r1 {
        sink.line(&ctx, None, "", &|out| out.push_str("MOV R1, c[0x0][0x28]"));
    }
    for (b, blk) in f.blocks.iter().enumerate() {
        let id = BlockId::new(b);
        sink.block(id, ctx.labels.get(&id).copied());
        for inst in &blk.insts {
            match Ctx::macro_expansion(inst) {
                None => {
                    let guard = ctx.guard(inst);
                    sink.line(&ctx, Some(inst), &guard, &|out| ctx.push_plain(out, inst));
                }
                Some(expansion) => {
                    for line in expansion(&ctx, inst) {
                        sink.line(&ctx, Some(inst), &line.guard, &|out| {
                            out.push_str(&line.text)
                        });
                    }
                }
            }
        }
    }
}

/// The `// key: value` facts comment that starts every function's listing. Keys are the
/// JSON field names of [`FunctionStats`] so one vocabulary serves both.
pub fn facts_block(s: &FunctionStats) -> String {
    let mut out = format!("// ptxra facts for {}\n", s.name);
    let kind = match s.kind {
        crate::ir::FunctionKind::Entry => "entry",
        crate::ir::FunctionKind::Func => "func",
    };
    let rows: [(&str, String); 14] = [
        ("kind", kind.to_string()),
        ("registers", s.registers.to_string()),
        ("uniform_registers", s.uniform_registers.to_string()),
        ("predicates", s.predicates.to_string()),
        ("barriers", s.barriers.to_string()),
        ("stack_frame", s.stack_frame.to_string()),
        ("spill_stores", s.spill_stores.to_string()),
        ("spill_loads", s.spill_loads.to_string()),
        ("smem_spill_bytes", s.smem_spill_bytes.to_string()),
        ("remat_count", s.remat_count.to_string()),
        ("instructions", s.instructions.to_string()),
        ("max_live", s.max_live.to_string()),
        ("register_target", s.register_target.to_string()),
        ("verified", s.verified.to_string()),
    ];
    for (k, v) in rows {
        let _ = writeln!(out, "// {k}: {v}");
    }
    if let Some(o) = &s.occupancy {
        let _ = writeln!(
            out,
            "// occupancy: {:.3} (block_size {}, active_blocks {}, active_warps {}, limiter {})",
            o.occupancy, o.block_size, o.active_blocks, o.active_warps, o.limiter
        );
    }
    out
}

/// Name of physical register `index` of `class`.
fn phys_name(class: RegClass, index: u32) -> String {
    let mut s = String::new();
    push_phys(&mut s, class, index);
    s
}

/// Appends the name of physical register `index` of `class` (`R12`, `UP0`).
fn push_phys(out: &mut String, class: RegClass, index: u32) {
    out.push_str(class.prefix());
    push_decimal(out, u64::from(index));
}

/// Appends `n` in lower-case hexadecimal, at least `width` digits.
fn push_hex_digits(out: &mut String, mut n: u64, width: usize) {
    let mut digits = [0u8; 16];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b"0123456789abcdef"[(n & 0xf) as usize];
        n >>= 4;
        if n == 0 && digits.len() - at >= width {
            break;
        }
    }
    digits[at..].iter().for_each(|&d| out.push(char::from(d)));
}

/// The zero/true register of a class.
fn zero_name(class: RegClass) -> &'static str {
    match class {
        RegClass::R => "RZ",
        RegClass::UR => "URZ",
        RegClass::P => "PT",
        RegClass::UP => "UPT",
        // Barrier registers have no zero encoding; never produced by lowering.
        RegClass::B => "B?",
    }
}

/// Formats an integer immediate as nvdisasm does (`0x1f`, `-0x58`).
fn hex(v: i64) -> String {
    let mut s = String::new();
    push_hex(&mut s, v);
    s
}

/// Appends an integer immediate as nvdisasm writes it (`0x1f`, `-0x58`).
fn push_hex(out: &mut String, v: i64) {
    out.push_str(if v < 0 { "-0x" } else { "0x" });
    push_hex_digits(out, v.unsigned_abs(), 1);
}

/// Formats a float immediate like nvdisasm: integral values without a fraction (`1`),
/// `+INF`/`-INF`/`+QNAN`, small and huge magnitudes in exponent form (`3.8e-06`). Digits are
/// Rust's shortest round-trip ones rather than nvdisasm's 20 significant digits.
fn float(v: f64, shortest: String) -> String {
    if v.is_nan() {
        return "+QNAN".into();
    }
    if v.is_infinite() {
        return if v > 0.0 {
            "+INF".into()
        } else {
            "-INF".into()
        };
    }
    let a = v.abs();
    if a == 0.0 || (1e-4..1e16).contains(&a) {
        return shortest;
    }
    // `{:e}` gives `3.8e-6`; nvdisasm writes at least two exponent digits.
    match shortest.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = match e.strip_prefix('-') {
                Some(d) => ("-", d),
                None => ("+", e),
            };
            format!("{m}e{sign}{digits:0>2}")
        }
        None => shortest,
    }
}

/// Appends a constant-bank operand, `c[0x0][0x160]`.
fn push_cbank(out: &mut String, bank: u8, offset: u32) {
    out.push_str("c[0x");
    push_hex_digits(out, u64::from(bank), 1);
    out.push_str("][0x");
    push_hex_digits(out, u64::from(offset), 1);
    out.push(']');
}

/// Which half of a 64-bit operand an expansion reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Half {
    Lo,
    Hi,
}

/// Renders operands of one function under one register assignment.
struct Ctx<'a> {
    f: &'a Function,
    regs: &'a [Option<PhysReg>],
    /// `.L_x_N` number of every block that is a branch target.
    labels: HashMap<BlockId, usize>,
}

impl<'a> Ctx<'a> {
    fn new(f: &'a Function, regs: &'a [Option<PhysReg>]) -> Ctx<'a> {
        // Branch targets, and the joins `BSSY` names.
        let mut targets: Vec<BlockId> = f
            .insts()
            .flat_map(|(_, i)| i.uses.iter())
            .filter_map(|o| match o {
                Operand::Block(b) => Some(*b),
                _ => None,
            })
            .collect();
        targets.sort();
        targets.dedup();
        let labels = targets
            .into_iter()
            .enumerate()
            .map(|(n, b)| (b, n))
            .collect();
        Ctx { f, regs, labels }
    }

    /// The physical register of `v`: the assignment, else the fixed register.
    fn phys(&self, v: VReg) -> Option<PhysReg> {
        if let Some(Some(p)) = self.regs.get(v.index()) {
            return Some(*p);
        }
        let info = self.f.vregs.get(v.index())?;
        info.fixed.map(|index| PhysReg {
            class: info.class,
            index,
        })
    }

    fn width(&self, v: VReg) -> u8 {
        self.f.vregs.get(v.index()).map_or(1, |i| i.width.max(1))
    }

    fn class(&self, v: VReg) -> RegClass {
        self.f.vregs.get(v.index()).map_or(RegClass::R, |i| i.class)
    }

    /// Register `offset` of the tuple `v` (`R5`), or `%v[offset]` when unallocated.
    fn reg_at(&self, v: VReg, offset: u8) -> String {
        let mut s = String::new();
        self.push_reg(&mut s, v, offset);
        s
    }

    /// Appends [`Ctx::reg_at`].
    fn push_reg(&self, out: &mut String, v: VReg, offset: u8) {
        match self.phys(v) {
            Some(p) => push_phys(out, p.class, u32::from(p.index) + u32::from(offset)),
            None if offset == 0 => {
                let _ = write!(out, "{v}");
            }
            None => {
                let _ = write!(out, "{v}[{offset}]");
            }
        }
    }

    /// Physical register number of register `offset` of `v`, for move bookkeeping.
    fn reg_key(&self, v: VReg, offset: u8) -> Option<(RegClass, u32)> {
        self.phys(v)
            .map(|p| (p.class, u32::from(p.index) + u32::from(offset)))
    }

    fn label(&self, b: BlockId) -> String {
        match self.labels.get(&b) {
            Some(n) => format!("`(.L_x_{n})"),
            None => format!("`({b})"),
        }
    }

    /// An operand as a SASS source: tuples as their first register, sub-register uses as
    /// the register they name, memory bases of pairs with `.64`.
    fn operand(&self, inst: &Inst, op: &Operand) -> String {
        let mut s = String::new();
        self.push_operand(&mut s, inst, op);
        s
    }

    /// Appends [`Ctx::operand`].
    fn push_operand(&self, out: &mut String, inst: &Inst, op: &Operand) {
        match op {
            Operand::Reg(r) => self.push_reg(out, r.vreg, r.offset),
            Operand::Zero(c) => out.push_str(zero_name(*c)),
            Operand::Phys(p) => push_phys(out, p.class, u32::from(p.index)),
            Operand::Special(s) => out.push_str(s),
            Operand::Imm(i) => push_hex(out, *i),
            Operand::FImm(b) => {
                let v = f32::from_bits(*b);
                out.push_str(&float(f64::from(v), shortest_f32(v)));
            }
            Operand::DImm(b) => {
                let v = f64::from_bits(*b);
                out.push_str(&float(v, shortest_f64(v)));
            }
            Operand::CBank { bank, offset } => push_cbank(out, *bank, *offset),
            Operand::Mem { base, offset } => self.push_mem(out, inst, *base, *offset),
            Operand::Block(b) => out.push_str(&self.label(*b)),
            Operand::Symbol(s) => {
                let _ = write!(out, "`({s})");
            }
        }
    }

    /// Appends `[R2.64+0x10]`, `[R4]`, spill slots `[R1+0x8]` (local) or `[0x8]` (shared).
    fn push_mem(&self, out: &mut String, inst: &Inst, base: Option<RegUse>, offset: i64) {
        let off = |out: &mut String, o: i64| {
            if o != 0 {
                out.push_str(if o < 0 { "-0x" } else { "+0x" });
                push_hex_digits(out, o.unsigned_abs(), 1);
            }
        };
        out.push('[');
        match base {
            Some(r) => {
                let wide = if r.is_whole() {
                    self.width(r.vreg) == 2
                } else {
                    r.count == 2
                };
                self.push_reg(out, r.vreg, r.offset);
                if wide {
                    out.push_str(".64");
                }
                off(out, offset);
            }
            None if inst.flags.spill && inst.op.info().space() == Some(MemSpace::Local) => {
                // Spill slots live in the stack frame, addressed from the stack pointer R1.
                out.push_str("R1");
                off(out, offset);
            }
            None => push_hex(out, offset),
        }
        out.push(']');
    }

    /// Half of a 64-bit source: pairs split into their two registers, immediates into
    /// their 32-bit words, constant-bank operands into two adjacent words. A 32-bit
    /// register in a 64-bit operation reads as zero-extended (high word `RZ`).
    fn half(&self, inst: &Inst, op: &Operand, half: Half) -> String {
        let hi = half == Half::Hi;
        match op {
            Operand::Reg(r) => {
                let wide = if r.is_whole() {
                    self.width(r.vreg) >= 2
                } else {
                    r.count >= 2
                };
                match (wide, hi) {
                    (_, false) => self.reg_at(r.vreg, r.offset),
                    (true, true) => self.reg_at(r.vreg, r.offset + 1),
                    (false, true) => zero_name(self.class(r.vreg)).to_string(),
                }
            }
            Operand::Imm(v) => {
                let word = if hi { (*v >> 32) as u32 } else { *v as u32 };
                // nvdisasm shows a zero word as the zero register (`IADD3.X R3, RZ, R3, …`).
                match (word, self.prefix(inst)) {
                    (0, "U") => "URZ".into(),
                    (0, _) => "RZ".into(),
                    _ => hex(i64::from(word)),
                }
            }
            Operand::DImm(b) => {
                let word = if hi { (*b >> 32) as u32 } else { *b as u32 };
                hex(i64::from(word))
            }
            Operand::CBank { bank, offset } => {
                let o = if hi {
                    offset.saturating_add(4)
                } else {
                    *offset
                };
                let mut s = String::new();
                push_cbank(&mut s, *bank, o);
                s
            }
            Operand::Phys(p) if hi => phys_name(p.class, u32::from(p.index) + 1),
            other => self.operand(inst, other),
        }
    }

    /// The guard prefix, `@P0 ` / `@!P0 `.
    fn guard(&self, inst: &Inst) -> String {
        let mut s = String::new();
        if let Some(g) = inst.guard {
            s.push_str(if g.negated { "@!" } else { "@" });
            self.push_reg(&mut s, g.pred, 0);
            s.push(' ');
        }
        s
    }

    /// The mnemonic: uniform-datapath forms get their `U` prefix when the result lives in a
    /// uniform register (`UIADD3`, `UMOV`, `ULDC`); `GENERIC` prints its PTX name.
    fn mnemonic(&self, inst: &Inst) -> String {
        let mut s = String::new();
        self.push_mnemonic(&mut s, inst);
        s
    }

    /// Appends [`Ctx::mnemonic`].
    fn push_mnemonic(&self, out: &mut String, inst: &Inst) {
        if inst.op == Opcode::GENERIC {
            if inst.mods.is_empty() {
                out.push_str("GENERIC");
            } else {
                inst.mods.write_to(out);
            }
        } else {
            out.push_str(self.prefix(inst));
            out.push_str(inst.op.name());
        }
    }

    fn prefix(&self, inst: &Inst) -> &'static str {
        let uniform = inst
            .defs
            .first()
            .is_some_and(|d| self.class(*d).is_uniform());
        if uniform && inst.op.has_uniform_form() && inst.op != Opcode::S2UR {
            "U"
        } else {
            ""
        }
    }

    fn note(inst: &Inst) -> Option<&'static str> {
        if inst.flags.spill {
            Some(if inst.op.info().is_load() {
                "reload"
            } else {
                "spill"
            })
        } else if inst.flags.remat {
            Some("remat")
        } else {
            None
        }
    }

    fn line(&self, inst: &Inst, text: String) -> Line {
        Line {
            guard: self.guard(inst),
            text,
        }
    }

    /// How a macro instruction turns into SASS lines (several, or none); `None` for an
    /// instruction printed as it is ([`Ctx::plain`]).
    fn macro_expansion(inst: &Inst) -> Option<fn(&Self, &Inst) -> Vec<Line>> {
        let wide = inst.mods.has(Mod::W64);
        Some(match inst.op {
            Opcode::ARG => |_, _| Vec::new(),
            Opcode::PACK => Self::expand_pack,
            Opcode::IADD3 if wide => Self::expand_iadd3_64,
            Opcode::MOV if wide => Self::expand_mov_64,
            Opcode::SEL | Opcode::LOP3 if wide => Self::expand_halves,
            Opcode::SHF if wide => Self::expand_shf_64,
            _ => return None,
        })
    }

    /// The SASS lines one IR instruction stands for (the listing writes them as it goes;
    /// the tests compare them).
    #[cfg(test)]
    fn expand(&self, inst: &Inst) -> Vec<Line> {
        match Self::macro_expansion(inst) {
            Some(expansion) => expansion(self, inst),
            None => vec![self.plain(inst)],
        }
    }

    /// An instruction printed as it is: results first, then sources.
    fn plain(&self, inst: &Inst) -> Line {
        let mut text = String::with_capacity(48);
        self.push_plain(&mut text, inst);
        self.line(inst, text)
    }

    /// Appends the text of [`Ctx::plain`].
    fn push_plain(&self, text: &mut String, inst: &Inst) {
        self.push_mnemonic(text, inst);
        if inst.op == Opcode::PLOP3 {
            // The combiner token says which function the lookup table computes.
            let shown = inst
                .mods
                .without(Mod::AND)
                .without(Mod::OR)
                .without(Mod::XOR);
            shown.write_to(text);
        } else if inst.op != Opcode::GENERIC {
            inst.mods.write_to(text);
        }
        // A call to one of ptxas's internal subroutines writes the body's scratch registers
        // too; the listing names only the result, like ptxas names only the target.
        let internal = inst.op == Opcode::CALL
            && inst.uses.iter().any(|u| {
                matches!(u, Operand::Symbol(s) if crate::target::Subroutine::is_internal_name(s))
            });
        let shown = if internal { 1 } else { inst.defs.len() };
        let mut sep = " ";
        for d in inst.defs.iter().take(shown) {
            text.push_str(sep);
            self.push_reg(text, *d, 0);
            sep = ", ";
        }
        for u in &inst.uses {
            text.push_str(sep);
            self.push_operand(text, inst, u);
            sep = ", ";
        }
    }

    /// Modifiers without the `.64` macro marker (and an add's `.HI` source marker).
    fn mods32(inst: &Inst) -> Mods {
        let m = inst.mods.without(Mod::W64);
        if inst.op == Opcode::IADD3 {
            m.without(Mod::HI).without(Mod::SX32)
        } else {
            m
        }
    }

    /// The zero register of `inst`'s register file.
    fn zero_of(&self, inst: &Inst) -> &'static str {
        if self.prefix(inst) == "U" {
            "URZ"
        } else {
            "RZ"
        }
    }

    /// `IADD3.64 d, P, a, b[, c]` — a 64-bit add through a carry predicate (the second
    /// result):
    /// `IADD3 d.lo, P, a.lo, b.lo, c.lo` then `IADD3.X d.hi, a.hi, b.hi, c.hi, P, !PT`
    /// (`c` is `RZ` when absent). The low half is written first; pairs are aligned, so it
    /// can never be the high half of a source. A 32-bit source is zero-extended (its high
    /// word is `RZ`); with `.HI` the last source is a high word over a zero low word, with
    /// `.SX32` it is sign-extended.
    fn expand_iadd3_64(&self, inst: &Inst) -> Vec<Line> {
        let Some(&d) = inst.defs.first() else {
            return vec![self.plain(inst)];
        };
        let carry = match inst.defs.get(1) {
            Some(p) => self.reg_at(*p, 0),
            None => "PT".to_string(),
        };
        let high_last = inst.mods.has(Mod::HI);
        let last = inst.uses.len().saturating_sub(1);
        let srcs = |h: Half| -> Vec<String> {
            let mut v: Vec<String> = inst
                .uses
                .iter()
                .take(3)
                .enumerate()
                .map(|(k, u)| match (high_last && k == last, h) {
                    (true, Half::Lo) => self.zero_of(inst).to_string(),
                    (true, Half::Hi) => self.half(inst, u, Half::Lo),
                    (false, _) => self.half(inst, u, h),
                })
                .collect();
            while v.len() < 3 {
                v.push("RZ".into());
            }
            v
        };
        let m = Self::mods32(inst);
        let p = self.prefix(inst);
        let lo = format!(
            "{p}IADD3{m} {}, {carry}, {}",
            self.reg_at(d, 0),
            srcs(Half::Lo).join(", ")
        );
        // A sign-extended source: ptxas adds its sign in the high step by a shift-and-add
        // that reads the word itself (`LEA.HI.X.SX32 R3, R0, UR5, 0x1, P1`).
        if inst.mods.has(Mod::SX32) {
            if let [a, x] = inst.uses.as_slice() {
                let hi = format!(
                    "{p}LEA.HI.X.SX32{m} {}, {}, {}, 0x1, {carry}",
                    self.reg_at(d, 1),
                    self.half(inst, x, Half::Lo),
                    self.half(inst, a, Half::Hi),
                );
                return vec![self.line(inst, lo), self.line(inst, hi)];
            }
        }
        let hi = format!(
            "{p}IADD3.X{m} {}, {}, {carry}, !{}",
            self.reg_at(d, 1),
            srcs(Half::Hi).join(", "),
            if p.is_empty() { "PT" } else { "UPT" }
        );
        vec![self.line(inst, lo), self.line(inst, hi)]
    }

    /// `SEL.64` / `LOP3.LUT.64` — the same 32-bit operation on each half, low first:
    /// `SEL d.lo, a.lo, b.lo, P` / `SEL d.hi, a.hi, b.hi, P`. Predicate and LUT operands are
    /// shared by both halves. Safe in place because aligned pairs either coincide or are
    /// disjoint, so writing `d.lo` never clobbers a high half still to be read.
    fn expand_halves(&self, inst: &Inst) -> Vec<Line> {
        let Some(&d) = inst.defs.first() else {
            return vec![self.plain(inst)];
        };
        let m = Self::mods32(inst);
        let name = self.mnemonic(inst);
        [Half::Lo, Half::Hi]
            .into_iter()
            .map(|h| {
                let srcs: Vec<String> = inst
                    .uses
                    .iter()
                    .map(|u| match u {
                        Operand::Reg(r) if self.class(r.vreg).is_predicate() => {
                            self.operand(inst, u)
                        }
                        _ => self.half(inst, u, h),
                    })
                    .collect();
                let off = u8::from(h == Half::Hi);
                let text = format!("{name}{m} {}, {}", self.reg_at(d, off), srcs.join(", "));
                self.line(inst, text)
            })
            .collect()
    }

    /// `MOV.64 d, a` — two 32-bit moves with parallel-move semantics (see
    /// [`Ctx::parallel_moves`]): nothing when `a` already is `d`.
    fn expand_mov_64(&self, inst: &Inst) -> Vec<Line> {
        let (Some(&d), Some(a)) = (inst.defs.first(), inst.uses.first()) else {
            return vec![self.plain(inst)];
        };
        let moves = vec![
            (0u8, Src::from_half(self, inst, a, Half::Lo)),
            (1u8, Src::from_half(self, inst, a, Half::Hi)),
        ];
        self.parallel_moves(inst, d, moves)
    }

    /// `SHF.L.64 d, a, s` / `SHF.R[.S].64 d, a, s` — a 64-bit shift by `s` as ptxas writes it:
    /// left: `SHF.L.U64.HI d.hi, a.lo, s, a.hi` then `SHF.L.U32 d.lo, a.lo, s, RZ` (high word
    /// first: it still needs `a.lo`); right: `SHF.R.U64 d.lo, a.lo, s, a.hi` then
    /// `SHF.R.U32.HI d.hi, RZ, s, a.hi` (`.S64`/`.S32` when signed; low word first: the high
    /// one only needs `a.hi`). Other shapes are printed unexpanded.
    fn expand_shf_64(&self, inst: &Inst) -> Vec<Line> {
        let (Some(&d), [a, s]) = (inst.defs.first(), inst.uses.as_slice()) else {
            return vec![self.plain(inst)];
        };
        let (alo, ahi) = (self.half(inst, a, Half::Lo), self.half(inst, a, Half::Hi));
        let s = self.operand(inst, s);
        let (dlo, dhi) = (self.reg_at(d, 0), self.reg_at(d, 1));
        let p = self.prefix(inst);
        let signed = inst.mods.has(Mod::S);
        let (w64, w32) = if signed {
            ("S64", "S32")
        } else {
            ("U64", "U32")
        };
        let (first, second) = if inst.mods.has(Mod::L) {
            (
                format!("{p}SHF.L.U64.HI {dhi}, {alo}, {s}, {ahi}"),
                format!("{p}SHF.L.U32 {dlo}, {alo}, {s}, RZ"),
            )
        } else if inst.mods.has(Mod::R) {
            (
                format!("{p}SHF.R.{w64} {dlo}, {alo}, {s}, {ahi}"),
                format!("{p}SHF.R.{w32}.HI {dhi}, RZ, {s}, {ahi}"),
            )
        } else {
            return vec![self.plain(inst)];
        };
        vec![self.line(inst, first), self.line(inst, second)]
    }

    /// `PACK d, a, b, …` — builds the tuple `d` from its parts: part `i` goes to register
    /// `d + i` (a pair part fills two). Lowered as a parallel copy (see
    /// [`Ctx::parallel_moves`]).
    fn expand_pack(&self, inst: &Inst) -> Vec<Line> {
        let Some(&d) = inst.defs.first() else {
            return Vec::new();
        };
        let mut moves = Vec::new();
        let mut slot: u8 = 0;
        for u in &inst.uses {
            let n = match u {
                Operand::Reg(r) if r.is_whole() => self.width(r.vreg),
                Operand::Reg(r) => r.count.max(1),
                _ => 1,
            };
            for k in 0..n {
                let src = match u {
                    Operand::Reg(r) => Src::Reg(*r, k),
                    other => Src::Other(self.operand(inst, other)),
                };
                moves.push((slot, src));
                slot = slot.saturating_add(1);
            }
        }
        self.parallel_moves(inst, d, moves)
    }

    /// Emits the copies `d + slot ← src` as if all happened at once: copies onto
    /// themselves vanish; a copy is emitted only once no pending copy still reads its
    /// destination; copies from constants/`RZ`/immediates read no register and go last;
    /// what remains are cycles, each broken by swapping two registers with three XORs
    /// (`LOP3.LUT a, a, b, RZ, 0x3c, !PT` — a swap needs no scratch register, which the
    /// allocator does not reserve) and retargeting the copies that read the swapped
    /// register.
    fn parallel_moves(&self, inst: &Inst, d: VReg, moves: Vec<(u8, Src)>) -> Vec<Line> {
        let uniform = self.class(d).is_uniform();
        let (mov, lop, pt) = if uniform {
            ("UMOV", "ULOP3.LUT", "!UPT")
        } else {
            ("MOV", "LOP3.LUT", "!PT")
        };
        // Register moves as (dst, src) register keys when both are allocated.
        let mut pending: Vec<(Key, Key)> = Vec::new();
        let mut constants: Vec<(String, String)> = Vec::new();
        let mut unallocated: Vec<(String, String)> = Vec::new();
        for (slot, src) in moves {
            let dst_name = self.reg_at(d, slot);
            match (&src, self.reg_key(d, slot)) {
                (Src::Reg(r, k), Some(dk)) => {
                    match self.reg_key(r.vreg, r.offset.saturating_add(*k)) {
                        Some(sk) if sk == dk => {}
                        Some(sk) => pending.push((dk, sk)),
                        None => unallocated
                            .push((dst_name, self.reg_at(r.vreg, r.offset.saturating_add(*k)))),
                    }
                }
                (Src::Reg(r, k), None) => {
                    unallocated.push((dst_name, self.reg_at(r.vreg, r.offset.saturating_add(*k))))
                }
                (Src::Other(s), _) => constants.push((dst_name, s.clone())),
            }
        }
        let name = |k: Key| phys_name(k.0, k.1);
        let mut out = Vec::new();
        while !pending.is_empty() {
            let ready = pending
                .iter()
                .position(|&(dst, _)| !pending.iter().any(|&(_, src)| src == dst));
            match ready {
                Some(i) => {
                    let (dst, src) = pending.remove(i);
                    out.push(self.line(inst, format!("{mov} {}, {}", name(dst), name(src))));
                }
                None => {
                    // Every remaining destination is still read: a cycle. Swap the first
                    // move's registers; its destination then holds its source's value.
                    let (dst, src) = pending.remove(0);
                    let (a, b) = (name(dst), name(src));
                    for (x, y) in [(&a, &b), (&b, &a), (&a, &b)] {
                        out.push(self.line(inst, format!("{lop} {x}, {x}, {y}, RZ, 0x3c, {pt}")));
                    }
                    // The old value of `dst` now lives in `src`.
                    for m in pending.iter_mut() {
                        if m.1 == dst {
                            m.1 = src;
                        }
                    }
                    pending.retain(|&(x, y)| x != y);
                }
            }
        }
        for (dst, src) in unallocated {
            out.push(self.line(inst, format!("{mov} {dst}, {src}")));
        }
        // Zeros into both registers of an aligned pair are one `CS2R Rk, SRZ`, as ptxas
        // clears a guarded load's destination (`CS2R R4, SRZ ; CS2R R6, SRZ ; @!P0
        // LDG.E.128 R4`).
        let zero_at = |n: u32| {
            constants
                .iter()
                .any(|(d, s)| is_zero_text(s) && gpr_number(d) == Some(n))
        };
        for (dst, src) in &constants {
            let pair = (!uniform && is_zero_text(src))
                .then(|| gpr_number(dst))
                .flatten()
                .map(|n| (n % 2 == 0 && zero_at(n + 1), n % 2 == 1 && zero_at(n - 1)));
            match pair {
                Some((true, _)) => out.push(self.line(inst, format!("CS2R {dst}, SRZ"))),
                Some((_, true)) => {}
                _ => out.push(self.line(inst, format!("{mov} {dst}, {src}"))),
            }
        }
        out
    }
}

/// Whether an operand's text is a zero (`0`, `0x0`, `RZ`).
fn is_zero_text(s: &str) -> bool {
    matches!(s, "0" | "0x0" | "RZ")
}

/// The number of a general-purpose register's name (`R12` → 12).
fn gpr_number(name: &str) -> Option<u32> {
    name.strip_prefix('R')?.parse().ok()
}

/// A physical register as `(class, number)`.
type Key = (RegClass, u32);

/// The source of one 32-bit copy in an expansion.
#[derive(Clone, Debug)]
enum Src {
    /// Register `k` of the use (relative to its offset).
    Reg(RegUse, u8),
    /// Anything that reads no allocatable register (`RZ`, immediates, `c[..][..]`).
    Other(String),
}

impl Src {
    /// One half of a 64-bit source operand.
    fn from_half(ctx: &Ctx<'_>, inst: &Inst, op: &Operand, half: Half) -> Src {
        match (op, half) {
            (Operand::Reg(r), Half::Lo) => Src::Reg(*r, 0),
            (Operand::Reg(r), Half::Hi) => {
                let wide = if r.is_whole() {
                    ctx.width(r.vreg) >= 2
                } else {
                    r.count >= 2
                };
                if wide {
                    Src::Reg(*r, 1)
                } else {
                    Src::Other(zero_name(ctx.class(r.vreg)).to_string())
                }
            }
            (other, h) => Src::Other(ctx.half(inst, other, h)),
        }
    }
}

/// Shortest round-trip decimal of an `f32` (`0.5`, `1`), exponent form for extremes.
fn shortest_f32(v: f32) -> String {
    let a = v.abs();
    if a != 0.0 && !(1e-4..1e16).contains(&a) {
        format!("{v:e}")
    } else {
        format!("{v}")
    }
}

/// Shortest round-trip decimal of an `f64`.
fn shortest_f64(v: f64) -> String {
    let a = v.abs();
    if a != 0.0 && !(1e-4..1e16).contains(&a) {
        format!("{v:e}")
    } else {
        format!("{v}")
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use rustc_hash::FxHashMap as HashMap;

    use super::*;
    use crate::ir::{FunctionKind, Guard, InstFlags};

    fn r(i: u16) -> Option<PhysReg> {
        Some(PhysReg {
            class: RegClass::R,
            index: i,
        })
    }

    fn p(i: u16) -> Option<PhysReg> {
        Some(PhysReg {
            class: RegClass::P,
            index: i,
        })
    }

    fn reg(v: VReg) -> Operand {
        Operand::Reg(RegUse::whole(v))
    }

    /// A one-block function holding `insts`, with the given vreg table.
    fn func(vregs: &[(RegClass, u8)], insts: Vec<Inst>) -> Function {
        let mut f = Function::new("t", FunctionKind::Entry);
        for &(c, w) in vregs {
            f.new_vreg(c, w);
        }
        let b = f.add_block("entry");
        f.blocks[b.index()].insts = insts;
        f
    }

    /// The instruction texts (no address, guard kept) of the expansion of `f`'s only block.
    fn texts(f: &Function, regs: &[Option<PhysReg>]) -> Vec<String> {
        let ctx = Ctx::new(f, regs);
        f.blocks[0]
            .insts
            .iter()
            .flat_map(|i| ctx.expand(i).into_iter().map(move |l| (i, l)))
            .map(|(i, l)| {
                let mut s = format!("{}{}", l.guard, l.text);
                if let Some(n) = Ctx::note(i) {
                    s.push_str(" // ");
                    s.push_str(n);
                }
                s
            })
            .collect()
    }

    #[test]
    fn iadd3_64_splits_through_carry() {
        let v = |i| VReg(i);
        let f = func(
            &[
                (RegClass::R, 2),
                (RegClass::R, 2),
                (RegClass::R, 2),
                (RegClass::P, 1),
            ],
            vec![
                Inst::new(
                    Opcode::IADD3,
                    Mod::W64,
                    vec![v(2), v(3)],
                    vec![reg(v(0)), reg(v(1))],
                ),
                Inst::new(
                    Opcode::IADD3,
                    Mod::W64,
                    vec![v(2), v(3)],
                    vec![reg(v(0)), Operand::Imm(0x1_0000_0010)],
                ),
                Inst::new(
                    Opcode::IADD3,
                    Mod::W64,
                    vec![v(2), v(3)],
                    vec![
                        Operand::CBank {
                            bank: 0,
                            offset: 0x160,
                        },
                        Operand::Zero(RegClass::R),
                    ],
                ),
            ],
        );
        let regs = [r(2), r(4), r(6), p(0)];
        assert_eq!(
            texts(&f, &regs),
            [
                "IADD3 R6, P0, R2, R4, RZ",
                "IADD3.X R7, R3, R5, RZ, P0, !PT",
                "IADD3 R6, P0, R2, 0x10, RZ",
                "IADD3.X R7, R3, 0x1, RZ, P0, !PT",
                "IADD3 R6, P0, c[0x0][0x160], RZ, RZ",
                "IADD3.X R7, c[0x0][0x164], RZ, RZ, P0, !PT",
            ]
        );
    }

    #[test]
    fn other_pair_macros() {
        let v = |i| VReg(i);
        let f = func(
            &[
                (RegClass::R, 2),
                (RegClass::R, 2),
                (RegClass::R, 2),
                (RegClass::P, 1),
                (RegClass::R, 1),
            ],
            vec![
                Inst::new(
                    Opcode::SEL,
                    Mod::W64,
                    vec![v(2)],
                    vec![reg(v(0)), reg(v(1)), reg(v(3))],
                ),
                Inst::new(
                    Opcode::LOP3,
                    Mods::of([Mod::LUT, Mod::W64]),
                    vec![v(2)],
                    vec![reg(v(0)), reg(v(1))],
                ),
                Inst::new(Opcode::MOV, Mod::W64, vec![v(2)], vec![reg(v(0))]),
                Inst::new(Opcode::MOV, Mod::W64, vec![v(2)], vec![reg(v(2))]),
                Inst::new(Opcode::MOV, Mod::W64, vec![v(2)], vec![reg(v(4))]),
                Inst::new(
                    Opcode::SHF,
                    Mods::of([Mod::L, Mod::W64]),
                    vec![v(2)],
                    vec![reg(v(0)), reg(v(4))],
                ),
                Inst::new(
                    Opcode::SHF,
                    Mods::of([Mod::R, Mod::S, Mod::W64]),
                    vec![v(2)],
                    vec![reg(v(0)), Operand::Imm(3)],
                ),
            ],
        );
        let regs = [r(2), r(4), r(6), p(1), r(9)];
        assert_eq!(
            texts(&f, &regs),
            [
                "SEL R6, R2, R4, P1",
                "SEL R7, R3, R5, P1",
                "LOP3.LUT R6, R2, R4",
                "LOP3.LUT R7, R3, R5",
                "MOV R6, R2",
                "MOV R7, R3",
                // MOV.64 onto itself vanishes; a 32-bit source is zero-extended.
                "MOV R6, R9",
                "MOV R7, RZ",
                "SHF.L.U64.HI R7, R2, R9, R3",
                "SHF.L.U32 R6, R2, R9, RZ",
                "SHF.R.S64 R6, R2, 0x3, R3",
                "SHF.R.S32.HI R7, RZ, 0x3, R3",
            ]
        );
    }

    #[test]
    fn pack_orders_moves_and_swaps_cycles() {
        let v = |i| VReg(i);
        let f = func(
            &[
                (RegClass::R, 2),
                (RegClass::R, 1),
                (RegClass::R, 1),
                (RegClass::R, 1),
            ],
            vec![
                // In place + constant: one MOV.
                Inst::new(
                    Opcode::PACK,
                    Mods::NONE,
                    vec![v(0)],
                    vec![reg(v(1)), Operand::Zero(RegClass::R)],
                ),
            ],
        );
        assert_eq!(texts(&f, &[r(4), r(4), r(5), r(6)]), ["MOV R5, RZ"]);
        // Chain: R4 <- R6, R5 <- R4 must read R4 before overwriting it.
        let f2 = func(
            &[(RegClass::R, 2), (RegClass::R, 1), (RegClass::R, 1)],
            vec![Inst::new(
                Opcode::PACK,
                Mods::NONE,
                vec![v(0)],
                vec![reg(v(1)), reg(v(2))],
            )],
        );
        assert_eq!(
            texts(&f2, &[r(4), r(6), r(4)]),
            ["MOV R5, R4", "MOV R4, R6"]
        );
        // Swap: R4 <- R5, R5 <- R4.
        assert_eq!(
            texts(&f2, &[r(4), r(5), r(4)]),
            [
                "LOP3.LUT R4, R4, R5, RZ, 0x3c, !PT",
                "LOP3.LUT R5, R5, R4, RZ, 0x3c, !PT",
                "LOP3.LUT R4, R4, R5, RZ, 0x3c, !PT",
            ]
        );
    }

    /// Runs MOV / XOR-LOP3 lines on a register file.
    fn run(lines: &[String], file: &mut HashMap<String, i64>) {
        for l in lines {
            let (op, rest) = l.split_once(' ').unwrap();
            let ops: Vec<&str> = rest.split(", ").collect();
            let val = |s: &str, file: &HashMap<String, i64>| -> i64 {
                if s == "RZ" {
                    0
                } else if let Some(h) = s.strip_prefix("0x") {
                    i64::from_str_radix(h, 16).unwrap()
                } else {
                    file[s]
                }
            };
            let result = match op {
                "MOV" => val(ops[1], file),
                "LOP3.LUT" => {
                    assert_eq!(&ops[4..], ["0x3c", "!PT"]);
                    val(ops[1], file) ^ val(ops[2], file)
                }
                _ => panic!("unexpected {l}"),
            };
            file.insert(ops[0].to_string(), result);
        }
    }

    /// Every permutation of a quad packed from its own registers (plus a duplicated
    /// source) ends with the right values.
    #[test]
    fn pack_parallel_moves_are_correct_for_all_permutations() {
        let v = |i| VReg(i);
        let mut perms = vec![vec![]];
        for _ in 0..4 {
            perms = perms
                .into_iter()
                .flat_map(|p: Vec<u16>| {
                    (8..12u16)
                        .filter(|x| !p.contains(x))
                        .map(|x| {
                            let mut q = p.clone();
                            q.push(x);
                            q
                        })
                        .collect::<Vec<_>>()
                })
                .collect();
        }
        assert_eq!(perms.len(), 24);
        let mut tests = perms.clone();
        tests.push(vec![9, 9, 8, 8]);
        tests.push(vec![11, 8, 8, 10]);
        for perm in tests {
            let f = func(
                &[
                    (RegClass::R, 4),
                    (RegClass::R, 1),
                    (RegClass::R, 1),
                    (RegClass::R, 1),
                    (RegClass::R, 1),
                ],
                vec![Inst::new(
                    Opcode::PACK,
                    Mods::NONE,
                    vec![v(0)],
                    vec![reg(v(1)), reg(v(2)), reg(v(3)), reg(v(4))],
                )],
            );
            let regs = [r(8), r(perm[0]), r(perm[1]), r(perm[2]), r(perm[3])];
            let lines = texts(&f, &regs);
            let mut file: HashMap<String, i64> =
                (8..12).map(|i| (format!("R{i}"), 100 + i)).collect();
            run(&lines, &mut file);
            for (k, src) in perm.iter().enumerate() {
                assert_eq!(
                    file[&format!("R{}", 8 + k)],
                    100 + i64::from(*src),
                    "perm {perm:?}: {lines:?}"
                );
            }
        }
    }

    #[test]
    fn operands_spills_and_guards() {
        let v = |i| VReg(i);
        let spill = |mut i: Inst| {
            i.flags = InstFlags {
                spill: true,
                remat: false,
                ..Default::default()
            };
            i
        };
        let mut remat = Inst::new(
            Opcode::MOV,
            Mods::NONE,
            vec![v(1)],
            vec![Operand::Imm(-0x58)],
        );
        remat.flags.remat = true;
        let mut guarded = Inst::new(
            Opcode::FADD,
            Mod::FTZ,
            vec![v(1)],
            vec![reg(v(1)), Operand::FImm(0.5f32.to_bits())],
        );
        guarded.guard = Some(Guard {
            pred: v(3),
            negated: true,
        });
        let f = func(
            &[
                (RegClass::R, 2),
                (RegClass::R, 1),
                (RegClass::UR, 1),
                (RegClass::P, 1),
            ],
            vec![
                spill(Inst::new(
                    Opcode::STL,
                    Mods::NONE,
                    vec![],
                    vec![
                        Operand::Mem {
                            base: None,
                            offset: 8,
                        },
                        reg(v(1)),
                    ],
                )),
                spill(Inst::new(
                    Opcode::LDL,
                    Mods::NONE,
                    vec![v(1)],
                    vec![Operand::Mem {
                        base: None,
                        offset: 8,
                    }],
                )),
                spill(Inst::new(
                    Opcode::STS,
                    Mods::NONE,
                    vec![],
                    vec![
                        Operand::Mem {
                            base: None,
                            offset: 0x40,
                        },
                        reg(v(1)),
                    ],
                )),
                spill(Inst::new(
                    Opcode::LDS,
                    Mods::NONE,
                    vec![v(1)],
                    vec![Operand::Mem {
                        base: None,
                        offset: 0,
                    }],
                )),
                remat,
                guarded,
                Inst::new(
                    Opcode::LDG,
                    Mod::E,
                    vec![v(1)],
                    vec![Operand::Mem {
                        base: Some(RegUse::whole(v(0))),
                        offset: 0x10,
                    }],
                ),
                Inst::new(
                    Opcode::IADD3,
                    Mods::NONE,
                    vec![v(1)],
                    vec![
                        Operand::Reg(RegUse::part(v(0), 1, 1)),
                        Operand::FImm(f32::NEG_INFINITY.to_bits()),
                        Operand::Zero(RegClass::R),
                    ],
                ),
                Inst::new(
                    Opcode::IADD3,
                    Mods::NONE,
                    vec![v(2)],
                    vec![reg(v(2)), Operand::Imm(1), Operand::Zero(RegClass::UR)],
                ),
                Inst::new(
                    Opcode::GENERIC,
                    Mods::text("prefetch.global.L2"),
                    vec![],
                    vec![reg(v(0))],
                ),
                Inst::new(Opcode::ARG, Mods::NONE, vec![v(1)], vec![]),
                Inst::new(
                    Opcode::FMUL,
                    Mods::NONE,
                    vec![v(1)],
                    vec![reg(v(1)), Operand::FImm(3.814_697_3e-6f32.to_bits())],
                ),
            ],
        );
        let regs = [
            r(2),
            r(4),
            Some(PhysReg {
                class: RegClass::UR,
                index: 5,
            }),
            p(0),
        ];
        assert_eq!(
            texts(&f, &regs),
            [
                "STL [R1+0x8], R4 // spill",
                "LDL R4, [R1+0x8] // reload",
                "STS [0x40], R4 // spill",
                "LDS R4, [0x0] // reload",
                "MOV R4, -0x58 // remat",
                "@!P0 FADD.FTZ R4, R4, 0.5",
                "LDG.E R4, [R2.64+0x10]",
                "IADD3 R4, R3, -INF, RZ",
                "UIADD3 UR5, UR5, 0x1, URZ",
                ".prefetch.global.L2 R2",
                "FMUL R4, R4, 3.8146973e-06",
            ]
        );
    }
}
