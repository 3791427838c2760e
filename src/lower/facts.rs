//! Value facts read off the PTX before it is lowered: the known low bits of every integer
//! register (alignment of addresses) and which single-definition registers are another
//! register plus a constant.
//!
//! ptxas proves the alignment of shared-memory addresses from the variable layout and the
//! arithmetic that builds them (`tid << 4` added to a 16-byte-aligned array is 16-byte
//! aligned) before it merges scalar loads into `LDS.64`/`LDS.128`. The machine IR cannot
//! redo that proof (`add` and `sub` are both `IADD3` there, `and`/`or`/`xor` all `LOP3`), so
//! lowering computes it here and records it on the virtual registers
//! ([`crate::ir::ValueFacts`]).
//!
//! The analysis is flow-insensitive: a register's fact covers every value any of its
//! definitions may write, found by an optimistic fixed point (a register starts with no
//! values and gains those of each definition whose operands are known), so loop induction
//! variables stepping by aligned amounts keep their alignment. A register that stays without
//! values although something writes it (a cycle reading uninitialised registers) is then
//! forced to "unknown" and the fixed point rerun, so no fact rests on a value that never
//! exists.

use ptx_parser::ast::{self, ScalarType};

use super::context::FnCx;
use super::def_sites::DefSites;
use super::module::ModuleLayout;
use super::ptx::Flat;
use super::regs::{Binding, RegKey, RegMap};
use crate::ir::{Function, LowBits};

/// What the analysis found, per PTX register.
#[derive(Default)]
pub(super) struct PtxFacts {
    /// Known low bits per register (absent: nothing known).
    pub low: RegMap<LowBits>,
    /// Single-definition registers that are another single-definition register plus a
    /// constant: key → (base key, delta).
    pub offset_of: RegMap<(RegKey, i64)>,
    /// Single-definition registers that are the sum of two single-definition registers.
    pub sum_of: RegMap<(RegKey, RegKey)>,
}

/// How a definition computes its value, for the fixed point.
enum Def<'a> {
    /// The value of an operand (`mov`, `cvta`, integer `cvt`).
    Copy(&'a ast::Operand),
    /// `a + b`, `a - b` (`negate`).
    Add(&'a ast::Operand, &'a ast::Operand, bool),
    /// `a * b (+ c)`.
    Mul(&'a ast::Operand, &'a ast::Operand, Option<&'a ast::Operand>),
    /// `a << b`.
    Shl(&'a ast::Operand, &'a ast::Operand),
    /// `a & b`.
    And(&'a ast::Operand, &'a ast::Operand),
    /// `a | b`, `a ^ b` (`xor`).
    Or(&'a ast::Operand, &'a ast::Operand, bool),
    /// One of two operands (`selp`).
    Either(&'a ast::Operand, &'a ast::Operand),
    /// Anything else: nothing known.
    Opaque,
}

/// Runs the analysis over the flattened body of the function `f` is lowering.
pub(super) fn value_facts(
    f: &FnCx,
    layout: &ModuleLayout,
    flat: &[Flat<'_>],
    defs: &DefSites,
) -> PtxFacts {
    Analysis { f, layout }.value_facts(flat, defs)
}

/// What the analysis reads: the function's register names and definition counts, and where
/// the shared variables are.
struct Analysis<'c> {
    f: &'c FnCx,
    layout: &'c ModuleLayout,
}

impl Analysis<'_> {
    /// Runs the analysis over the flattened body.
    fn value_facts(&self, flat: &[Flat<'_>], defs: &DefSites) -> PtxFacts {
        let mut forced_unknown: rustc_hash::FxHashSet<u32> = Default::default();
        loop {
            let low = self.fixed_point(flat, defs, &forced_unknown);
            // Registers written somewhere but still without values read only themselves.
            let stuck: Vec<u32> = self
                .f
                .def_count
                .iter()
                .map(|(id, _)| id)
                .filter(|id| low.get_id(*id).is_none() && !forced_unknown.contains(id))
                .collect();
            if stuck.is_empty() {
                let mut out = PtxFacts {
                    low: self.f.reg_map(),
                    ..PtxFacts::default()
                };
                for (id, v) in low {
                    if let Some(v) = v {
                        if v.bits > 0 {
                            out.low.insert_id(id, v);
                        }
                    }
                }
                (out.offset_of, out.sum_of) = self.offsets(flat);
                return out;
            }
            forced_unknown.extend(stuck);
        }
    }

    /// The optimistic fixed point: `None` = no value seen yet (top), absent = never written.
    fn fixed_point(
        &self,
        flat: &[Flat<'_>],
        defs: &DefSites,
        forced_unknown: &rustc_hash::FxHashSet<u32>,
    ) -> RegMap<Option<LowBits>> {
        let mut low: RegMap<Option<LowBits>> = self.f.reg_map();
        for &id in forced_unknown {
            low.insert_id(id, Some(LowBits::UNKNOWN));
        }
        loop {
            let mut changed = false;
            for (at, item) in flat.iter().enumerate() {
                let Flat::Inst(i, scope) = item else { continue };
                let mut keys = defs.of(at).iter().flatten();
                let value = match (keys.next(), keys.next()) {
                    (Some(r), None) if is_integer(r.ty) && defs.operand_count(at) == 1 => {
                        self.eval(&transfer_of(i), *scope, &low)
                    }
                    (None, _) => continue,
                    _ => Some(LowBits::UNKNOWN),
                };
                // Top: this definition adds nothing yet.
                let Some(value) = value else { continue };
                for key in defs.of(at).iter().flatten().map(|r| r.key) {
                    if forced_unknown.contains(&key.id()) {
                        continue;
                    }
                    let slot = low.get_or_insert_with(key, || None);
                    let new = match slot {
                        None => value,
                        Some(old) => old.meet(value),
                    };
                    if *slot != Some(new) {
                        *slot = Some(new);
                        changed = true;
                    }
                }
            }
            if !changed {
                return low;
            }
        }
    }

    /// The low bits a definition writes, `None` while an operand has no value yet.
    fn eval(&self, d: &Def<'_>, scope: usize, low: &RegMap<Option<LowBits>>) -> Option<LowBits> {
        let get = |o: &ast::Operand| self.operand_bits(o, scope, low);
        Some(match d {
            Def::Copy(a) => get(a)?,
            Def::Add(a, b, neg) => get(a)?.plus(get(b)?, *neg),
            Def::Mul(a, b, c) => {
                let p = get(a)?.times(get(b)?);
                match c {
                    Some(c) => p.plus(get(c)?, false),
                    None => p,
                }
            }
            Def::Shl(a, b) => {
                let s = get(b)?;
                if s.bits < 32 {
                    // A variable shift: only the low bits the shift keeps known survive.
                    let a = get(a)?;
                    let z = a.known_zeros();
                    LowBits::new(z, 0)
                } else {
                    get(a)?.shifted_left(s.value)
                }
            }
            Def::And(a, b) => get(a)?.and(get(b)?),
            Def::Or(a, b, xor) => get(a)?.or(get(b)?, *xor),
            Def::Either(a, b) => get(a)?.meet(get(b)?),
            Def::Opaque => LowBits::UNKNOWN,
        })
    }

    /// The low bits of a source operand: immediates and shared-variable addresses exactly,
    /// registers by their current fact (`None` = top).
    fn operand_bits(
        &self,
        o: &ast::Operand,
        scope: usize,
        low: &RegMap<Option<LowBits>>,
    ) -> Option<LowBits> {
        match o {
            ast::Operand::Imm(ast::Immediate::Int(n), _) => Some(LowBits::exact(*n)),
            ast::Operand::Imm(ast::Immediate::UInt(n), _) => Some(LowBits::exact(*n as i64)),
            ast::Operand::Imm(..) => Some(LowBits::UNKNOWN),
            ast::Operand::Symbol { name, offset, .. } => Some(
                match self
                    .f
                    .shared
                    .get(name.as_str())
                    .or_else(|| self.layout.shared.get(name.as_str()))
                {
                    Some((off, _)) => LowBits::exact(i64::from(*off) + offset),
                    None => LowBits::UNKNOWN,
                },
            ),
            ast::Operand::Reg(r) => match self.f.resolve(&r.name, scope) {
                // Never written (uninitialised, or a special register): unknown.
                Some(r) => match low.get(&r.key) {
                    Some(v) => *v,
                    None => Some(LowBits::UNKNOWN),
                },
                None => Some(LowBits::UNKNOWN),
            },
            _ => Some(LowBits::UNKNOWN),
        }
    }

    /// Single-definition `d = x ± imm` with `x` a single-definition register, and
    /// single-definition `d = x + y` of two such registers.
    #[allow(clippy::type_complexity)]
    fn offsets(&self, flat: &[Flat<'_>]) -> (RegMap<(RegKey, i64)>, RegMap<(RegKey, RegKey)>) {
        let mut out = self.f.reg_map();
        let mut sums = self.f.reg_map();
        for item in flat {
            let Flat::Inst(i, scope) = item else { continue };
            if i.guard.is_some() || !matches!(i.opcode.as_str(), "add" | "sub") {
                continue;
            }
            if i.has("cc") || i.has("sat") || !i.ty().is_some_and(is_integer) {
                continue;
            }
            let (Some(ast::Operand::Reg(d)), Some(a), Some(b)) =
                (i.operands.first(), i.operands.get(1), i.operands.get(2))
            else {
                continue;
            };
            let Some(dkey) = self.f.resolve(&d.name, *scope).map(|r| r.key) else {
                continue;
            };
            let imm = |o: &ast::Operand| match o {
                ast::Operand::Imm(ast::Immediate::Int(n), _) => Some(*n),
                _ => None,
            };
            let reg = |o: &ast::Operand| match o {
                ast::Operand::Reg(r) => self
                    .f
                    .resolve(&r.name, *scope)
                    .map(|r| r.key)
                    .filter(|k| self.f.def_count.get(k).copied() == Some(1)),
                _ => None,
            };
            let sub = i.opcode.as_str() == "sub";
            if self.f.def_count.get(&dkey).copied() != Some(1) {
                continue;
            }
            if let (false, Some(x), Some(y)) = (sub, reg(a), reg(b)) {
                if x != dkey && y != dkey {
                    sums.insert(dkey, (x, y));
                }
            }
            let found = match (reg(a), imm(b), imm(a), reg(b)) {
                (Some(x), Some(c), _, _) => Some((x, if sub { c.wrapping_neg() } else { c })),
                (_, _, Some(c), Some(x)) if !sub => Some((x, c)),
                _ => None,
            };
            if let Some((x, c)) = found {
                if x != dkey {
                    out.insert(dkey, (x, c));
                }
            }
        }
        (out, sums)
    }
}

/// Integer (and untyped bit) registers, whose low bits the analysis tracks.
fn is_integer(ty: ScalarType) -> bool {
    use ScalarType::*;
    matches!(ty, B32 | B64 | U32 | U64 | S32 | S64)
}

/// How an instruction computes its one integer destination.
fn transfer_of<'a>(i: &'a ast::Instruction) -> Def<'a> {
    let ops = &i.operands;
    let src = |k: usize| ops.get(k);
    let two = |f: fn(&'a ast::Operand, &'a ast::Operand) -> Def<'a>| match (src(1), src(2)) {
        (Some(a), Some(b)) => f(a, b),
        _ => Def::Opaque,
    };
    if i.has("cc") || i.has("sat") || i.has("hi") {
        return Def::Opaque;
    }
    match i.opcode.as_str() {
        "mov" | "cvta" => match src(1) {
            Some(
                a @ (ast::Operand::Reg(_) | ast::Operand::Imm(..) | ast::Operand::Symbol { .. }),
            ) => Def::Copy(a),
            _ => Def::Opaque,
        },
        // Integer conversions keep the low bits (widening or narrowing to 32/64 bits).
        "cvt" => {
            let types = i.types();
            match (types.first(), types.get(1), src(1)) {
                (Some(d), Some(s), Some(a)) if is_integer(*d) && is_integer(*s) => Def::Copy(a),
                _ => Def::Opaque,
            }
        }
        "add" => two(|a, b| Def::Add(a, b, false)),
        "sub" => two(|a, b| Def::Add(a, b, true)),
        "mul" => two(|a, b| Def::Mul(a, b, None)),
        "mad" => match (src(1), src(2), src(3)) {
            (Some(a), Some(b), Some(c)) => Def::Mul(a, b, Some(c)),
            _ => Def::Opaque,
        },
        "shl" => two(Def::Shl),
        "and" => two(Def::And),
        "or" => two(|a, b| Def::Or(a, b, false)),
        "xor" => two(|a, b| Def::Or(a, b, true)),
        "selp" => two(Def::Either),
        _ => Def::Opaque,
    }
}

/// Records the facts on the virtual registers the PTX registers ended up in (those bound
/// to a whole value or to the low part of one).
pub(super) fn record_facts(f: &FnCx, func: &mut Function, facts: &PtxFacts) {
    let whole = |b: Option<&Binding>| match b {
        Some(Binding::Reg(u)) if u.is_whole() => Some(u.vreg),
        _ => None,
    };
    for (key, binding) in f.bindings.iter() {
        let Binding::Reg(u) = binding else { continue };
        if u.offset != 0 {
            continue;
        }
        if let Some(lb) = facts.low.get_id(key) {
            let f = &mut func.vregs[u.vreg.index()].facts;
            if lb.bits > f.low.bits {
                f.low = *lb;
            }
        }
        if let Some((x, y)) = facts.sum_of.get_id(key) {
            let (v, xv, yv) = (
                whole(Some(binding)),
                whole(f.bindings.get(x)),
                whole(f.bindings.get(y)),
            );
            if let (Some(v), Some(xv), Some(yv)) = (v, xv, yv) {
                if v != xv && v != yv {
                    func.vregs[v.index()].facts.sum_of = Some((xv, yv));
                }
            }
        }
        if let Some((x, c)) = facts.offset_of.get_id(key) {
            if let (Some(v), Some(xv)) = (whole(Some(binding)), whole(f.bindings.get(x))) {
                if v != xv {
                    func.vregs[v.index()].facts.offset_of = Some((xv, *c));
                }
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use crate::ir::Function;

    fn lower(body: &str) -> Function {
        let src = format!(
            ".version 8.0\n.target sm_80\n.address_size 64\n\
             .shared .align 4 .b8 pad[4];\n.shared .align 16 .b8 sm[4096];\n\
             .visible .entry k(.param .u32 n)\n{{\n\
             .reg .pred %p<4>; .reg .b32 %r<40>; .reg .b64 %rd<8>;\n{body}\nret;\n}}\n"
        );
        crate::lower::lower_first_for_test(&src)
    }

    /// The facts of the value PTX register `name` ended up in.
    fn facts(f: &Function, name: &str) -> crate::ir::ValueFacts {
        f.vregs
            .iter()
            .find(|v| v.name.as_deref() == Some(name))
            .expect("register lowered to a value")
            .facts
    }

    #[test]
    fn shared_addresses_carry_their_alignment() {
        let f = lower(
            "mov.u32 %r1, %tid.x; shl.b32 %r2, %r1, 4; mov.u32 %r3, sm;\n\
             add.s32 %r4, %r3, %r2; add.s32 %r5, %r4, 8; sub.s32 %r6, %r4, 4;\n\
             mul.lo.s32 %r7, %r1, 6; and.b32 %r8, %r1, -8;\n\
             st.shared.u32 [%r5], %r6; st.shared.u32 [%r7], %r8;",
        );
        // `sm` sits at 16 after the 4-byte `pad` (aligned up): sm + tid·16 ≡ 0 (mod 16).
        let a = facts(&f, "%r4").low;
        assert!(a.known_zeros() >= 4, "{a:?}");
        assert_eq!(facts(&f, "%r5").low.value % 16, 8);
        assert_eq!(facts(&f, "%r6").low.value % 16, 12);
        assert_eq!(facts(&f, "%r7").low.known_zeros(), 1);
        assert_eq!(facts(&f, "%r8").low.known_zeros(), 3);
        // %r5 = %r4 + 8 and %r6 = %r4 - 4, both written once.
        let r4 = f
            .vregs
            .iter()
            .position(|v| v.name.as_deref() == Some("%r4"))
            .unwrap();
        assert_eq!(
            facts(&f, "%r5").offset_of.map(|(b, d)| (b.index(), d)),
            Some((r4, 8))
        );
        assert_eq!(
            facts(&f, "%r6").offset_of.map(|(b, d)| (b.index(), d)),
            Some((r4, -4))
        );
    }

    #[test]
    fn loop_pointers_keep_the_step_alignment() {
        let f = lower(
            "mov.u32 %r1, sm; mov.u32 %r2, 0; ld.param.u32 %r9, [n];\n\
             L1: ld.shared.u32 %r3, [%r1]; add.s32 %r1, %r1, 16; add.s32 %r2, %r2, 1;\n\
             setp.lt.s32 %p1, %r2, %r9; @%p1 bra L1;\n\
             mov.u32 %r5, %r6; add.s32 %r6, %r6, 16; st.shared.u32 [%r6], %r5;",
        );
        assert!(facts(&f, "%r1").low.known_zeros() >= 4);
        // `%r6` only ever adds to itself (never initialised): nothing is known.
        assert_eq!(facts(&f, "%r6").low.bits, 0);
    }
}
