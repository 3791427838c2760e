//! Which source-operand combinations a SASS ALU instruction can encode.
//!
//! SASS ALU instructions (Volta and later) have up to three sources `A, B, C`. `A` is always
//! a per-thread register (a GPR or `RZ`); exactly one of `B`/`C` may instead be an immediate,
//! a constant-bank word or a uniform register, and the other one is a GPR. So an instruction
//! reads at most one of {immediate, `c[bank][offset]`, UR}. Measured on ptxas 13.5 sm_80
//! listings: `FFMA R5, R5, R0, c[0x0][0x170]` after `MOV R5, c[0x0][0x168]` and
//! `MOV R0, c[0x0][0x16c]` (an FFMA of three parameters), `IMAD R14, R6, R13, UR6` after
//! `MOV R13, c[0x0][0x17c]` (a UR and a parameter), `ISETP.NE.U32.AND P0, PT, RZ, UR4, PT`
//! (a compare of a UR with zero puts `RZ` in `A`). Instructions with one source (`MOV`,
//! `POPC`, `FLO`, `BREV`, `IABS`) read it in the `B` slot, so it may be anything.
//!
//! Uniform-datapath instructions (`UIADD3`, `UMOV`, ...) are stricter: they read only
//! uniform registers, `URZ` and immediates. ptxas never gives one a constant-bank operand; it
//! loads the word with `ULDC` first (`ULDC UR4, c[0x0][0x174]` then `UIADD3 UR4, UR4, -0x1,
//! URZ`, `bitonic_merge_global` at sm_80).
//!
//! The machine IR keeps sources in SASS order, so `uses[0]` of an ALU instruction is its `A`
//! slot. Predicate operands (the `PT` of `ISETP`, the selector of `SEL`) are not data sources
//! and are left out of the count.

use super::function::Function;
use super::inst::{Inst, Operand};
use super::mods::Cmp;
use super::opcode::Opcode;

/// What an operand costs in the encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotKind {
    /// A per-thread register or `RZ`.
    Gpr,
    /// An immediate, a constant-bank word or a uniform register: at most one per instruction.
    NonGpr,
    /// A predicate source (not a data slot).
    Predicate,
}

/// Classifies operand `k` of `inst`; `uniform(v)` says whether a register value lives (or
/// is about to live) in the uniform file. A literal zero counts as `RZ`, as ptxas writes it
/// (`FFMA R24, R24, c[0x3][0x0], RZ`).
pub fn slot_kind(f: &Function, inst: &Inst, k: usize, uniform: &dyn Fn(usize) -> bool) -> SlotKind {
    // The lookup table of an explicit `LOP3.LUT a, b, c, lut` is a field of the encoding.
    if inst.op == Opcode::LOP3 && k == 3 {
        return SlotKind::Predicate;
    }
    match &inst.uses[k] {
        Operand::Reg(r) => {
            if f.vreg(r.vreg).class.is_predicate() {
                SlotKind::Predicate
            } else if uniform(r.vreg.index()) {
                SlotKind::NonGpr
            } else {
                SlotKind::Gpr
            }
        }
        Operand::Zero(c) if c.is_predicate() => SlotKind::Predicate,
        Operand::Zero(_) => SlotKind::Gpr,
        Operand::Phys(p) if p.class.is_predicate() => SlotKind::Predicate,
        Operand::Phys(p) if p.class.is_uniform() => SlotKind::NonGpr,
        o if is_zero_literal(inst.op, o) => SlotKind::Gpr,
        Operand::Imm(_) | Operand::FImm(_) | Operand::DImm(_) | Operand::CBank { .. } => {
            SlotKind::NonGpr
        }
        _ => SlotKind::Gpr,
    }
}

/// Whether `o` is a literal zero that `inst.op` reads as a value (so `RZ` can stand for it).
/// Shift amounts and byte selectors are fields of the encoding, not values, so only
/// arithmetic, logic, compare and select sources qualify (the lookup table of `LOP3` is
/// excluded by its position, see [`slot_kind`]).
pub fn is_zero_literal(op: Opcode, o: &Operand) -> bool {
    op.info().zero_is_value && matches!(o, Operand::Imm(0) | Operand::FImm(0) | Operand::DImm(0))
}

/// Whether the data sources of `inst` fit one SASS encoding, given which register values
/// are uniform. Instructions without an [`AluForm`](super::opcode::AluForm) are not judged (always `true`).
pub fn sources_encodable(f: &Function, inst: &Inst, uniform: &dyn Fn(usize) -> bool) -> bool {
    let Some(form) = inst.op.info().alu_form else {
        return true;
    };
    let data: Vec<SlotKind> = (0..inst.uses.len())
        .map(|k| slot_kind(f, inst, k, uniform))
        .filter(|s| *s != SlotKind::Predicate)
        .collect();
    let non_gpr = data.iter().filter(|s| **s == SlotKind::NonGpr).count();
    if non_gpr > 1 {
        return false;
    }
    match data.first() {
        Some(SlotKind::NonGpr) if !form.unary => {
            form.swaps_ab && data.get(1).is_some_and(|s| *s == SlotKind::Gpr)
        }
        _ => true,
    }
}

/// Puts a GPR in the `A` slot of `inst` when a non-GPR operand sits there and `B` holds a GPR,
/// by swapping the first two data sources the way SASS allows: commutative operations as they
/// are, compares with the condition reversed (`ISETP.LT` ↔ `ISETP.GT`), explicit `LOP3`
/// lookup tables permuted. Selects are not rewritten: swapping their sources needs the
/// selector inverted, which the IR has no operand for (they are encodable either way).
/// Returns whether the instruction changed.
pub fn put_gpr_in_slot_a(f: &Function, inst: &mut Inst, uniform: &dyn Fn(usize) -> bool) -> bool {
    let Some(form) = inst.op.info().alu_form else {
        return false;
    };
    if !form.swaps_ab || form.unary || matches!(inst.op, Opcode::SEL | Opcode::FSEL) {
        return false;
    }
    let data: Vec<usize> = (0..inst.uses.len())
        .filter(|&k| slot_kind(f, inst, k, uniform) != SlotKind::Predicate)
        .collect();
    let (Some(&a), Some(&b)) = (data.first(), data.get(1)) else {
        return false;
    };
    if slot_kind(f, inst, a, uniform) != SlotKind::NonGpr
        || slot_kind(f, inst, b, uniform) != SlotKind::Gpr
    {
        return false;
    }
    match inst.op {
        Opcode::ISETP | Opcode::FSETP | Opcode::DSETP | Opcode::HSETP2 | Opcode::HSET2 => {
            let Some(reversed) = inst.mods.cmp().and_then(Cmp::reversed) else {
                return false;
            };
            inst.mods = reversed.into();
        }
        Opcode::LOP3 => {
            if let Some(Operand::Imm(lut)) = inst.uses.get(3) {
                let lut = *lut;
                inst.uses[3] = Operand::Imm(swap_lut_ab(lut));
            }
        }
        _ => {}
    }
    inst.uses.swap(a, b);
    // A literal zero now in slot A is `RZ` (`ISETP.NE.U32.AND P0, PT, RZ, UR4, PT`).
    if is_zero_literal(inst.op, &inst.uses[a]) {
        inst.uses[a] = Operand::Zero(super::types::RegClass::R);
    }
    true
}

/// A `LOP3` lookup table for the same function with inputs `a` and `b` exchanged. Bit `i` of
/// the table is the result for `a = i>>2 & 1`, `b = i>>1 & 1`, `c = i & 1`.
fn swap_lut_ab(lut: i64) -> i64 {
    (0..8).fold(lut & !0xff, |acc, i| {
        let j = (i & 1) | ((i >> 2) & 1) << 1 | ((i >> 1) & 1) << 2;
        acc | (((lut >> j) & 1) << i)
    })
}

/// Moves `seeds` from the uniform files to the per-thread ones (UR → R, UP → P), then every
/// value a uniform instruction computes from a moved value, until no uniform instruction reads
/// a per-thread register: the allocator does this when the uniform file overflows. `S2UR`
/// becomes `S2R` again. Returns how many values moved.
pub fn move_to_per_thread(f: &mut Function, seeds: &[super::types::VReg]) -> usize {
    let mut moved = 0;
    for v in seeds {
        if let Some(info) = f.vregs.get_mut(v.index()) {
            if info.class.is_uniform() {
                info.class = info.class.to_vector();
                moved += 1;
            }
        }
    }
    loop {
        let mut changed = false;
        for b in 0..f.blocks.len() {
            for i in 0..f.blocks[b].insts.len() {
                let inst = &f.blocks[b].insts[i];
                let uniform_def = inst
                    .defs
                    .first()
                    .is_some_and(|d| f.vregs[d.index()].class.is_uniform());
                let reads_per_thread = inst
                    .reg_uses()
                    .any(|u| !f.vregs[u.vreg.index()].class.is_uniform());
                if !(uniform_def && reads_per_thread) {
                    continue;
                }
                let defs = inst.defs.clone();
                for d in defs {
                    let info = &mut f.vregs[d.index()];
                    if info.class.is_uniform() {
                        info.class = info.class.to_vector();
                        moved += 1;
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    for blk in &mut f.blocks {
        for inst in &mut blk.insts {
            if inst.op == Opcode::S2UR
                && inst
                    .defs
                    .first()
                    .is_some_and(|d| !f.vregs[d.index()].class.is_uniform())
            {
                inst.op = Opcode::S2R;
            }
        }
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::ir::{Cond, Mod, Mods};
    #[test]
    fn lut_swap_exchanges_a_and_b() {
        // a & ~b (0x30) becomes b & ~a (0x0c); symmetric functions do not change.
        assert_eq!(swap_lut_ab(0x30), 0x0c);
        assert_eq!(swap_lut_ab(0xc0), 0xc0);
        assert_eq!(swap_lut_ab(0x96), 0x96);
        // a (0xf0) becomes b (0xcc).
        assert_eq!(swap_lut_ab(0xf0), 0xcc);
    }

    #[test]
    fn moving_a_uniform_value_moves_what_is_computed_from_it() {
        use crate::ir::{Builder, FunctionKind, RegClass, RegUse};
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("entry");
        let mut bld = Builder::new(&mut f, b);
        let cta = bld.def(
            Opcode::S2UR,
            Mods::NONE,
            RegClass::UR,
            1,
            vec![Operand::Special("SR_CTAID.X")],
        );
        let reg = |v| Operand::Reg(RegUse::whole(v));
        let shl = bld.def(
            Opcode::SHF,
            Mod::L,
            RegClass::UR,
            1,
            vec![reg(cta), Operand::Imm(4)],
        );
        let other = bld.def(
            Opcode::MOV,
            Mods::NONE,
            RegClass::UR,
            1,
            vec![Operand::Imm(7)],
        );
        let tid = bld.def(
            Opcode::S2R,
            Mods::NONE,
            RegClass::R,
            1,
            vec![Operand::Special("SR_TID.X")],
        );
        bld.def(
            Opcode::IADD3,
            Mods::NONE,
            RegClass::R,
            1,
            vec![reg(tid), reg(shl)],
        );
        assert_eq!(move_to_per_thread(&mut f, &[cta]), 2);
        assert_eq!(f.vreg(cta).class, RegClass::R);
        assert_eq!(f.vreg(shl).class, RegClass::R);
        assert_eq!(f.vreg(other).class, RegClass::UR);
        assert_eq!(f.blocks[0].insts[0].op, Opcode::S2R);
    }

    #[test]
    fn slot_a_takes_a_gpr() {
        use crate::ir::{FunctionKind, RegClass, RegUse};
        let mut f = Function::new("k", FunctionKind::Entry);
        let u = f.new_vreg(RegClass::UR, 1);
        let r = f.new_vreg(RegClass::R, 1);
        let p = f.new_vreg(RegClass::P, 1);
        let reg = |v| Operand::Reg(RegUse::whole(v));
        let uniform = |v: usize| f.vregs[v].class.is_uniform();
        let mut cmp = Inst::new(
            Opcode::ISETP,
            Cmp::new(Cond::LT),
            vec![p],
            vec![reg(u), reg(r)],
        );
        assert!(sources_encodable(&f, &cmp, &uniform));
        assert!(put_gpr_in_slot_a(&f, &mut cmp, &uniform));
        assert_eq!(cmp.mods, Mods::from(Cmp::new(Cond::GT)));
        assert_eq!(cmp.uses, vec![reg(r), reg(u)]);
        // A UR and an immediate: two non-GPR sources.
        let add = Inst::new(
            Opcode::IADD3,
            Mods::NONE,
            vec![r],
            vec![reg(r), reg(u), Operand::Imm(1)],
        );
        assert!(!sources_encodable(&f, &add, &uniform));
        // A literal zero is RZ.
        let add0 = Inst::new(
            Opcode::IADD3,
            Mods::NONE,
            vec![r],
            vec![reg(u), Operand::Imm(0)],
        );
        assert!(sources_encodable(&f, &add0, &uniform));
        // A shift cannot swap: the UR in slot A does not fit.
        let shf = Inst::new(Opcode::SHF, Mod::L, vec![r], vec![reg(u), reg(r)]);
        assert!(!sources_encodable(&f, &shf, &uniform));
    }
}
