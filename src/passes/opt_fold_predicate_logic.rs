//! Compares that take over predicate logic: SASS compares (`ISETP`, `FSETP`, `DSETP`)
//! combine their result with a predicate source (`ISETP.LT.AND P0, PT, R0, R5, P1`), so
//! ptxas folds PTX's `and.pred`/`or.pred`/`xor.pred` of a compare into the compare.
//! ptxas 13.5 (sm_80, `tests/golden/lower/fold_predicate_logic.ptx`): `p3 = (r < n) and
//! (f > lo)` then `p5 = p3 or (r != 7)` is `FSETP.GT.AND P0, PT, R4, c[0x0][0x16c], PT`,
//! `ISETP.LT.AND P0, PT, R0, c[0x0][0x168], P0`, `ISETP.NE.OR P0, PT, R0, 0x7, P0`: no
//! `PLOP3` left, and the compare that was first in the PTX comes second, where the logic
//! was.
//!
//! The rule: a two-predicate `PLOP3` whose first source (else its second) is a plain
//! compare (combined with `PT`) written once, in the same block, read only by it, with its
//! sources unchanged up to it, becomes that compare, combined with the other predicate by
//! the logic's operator, in the logic's place.

use crate::ir::{BoolOp, Cmp, Function, Inst, Mod, Mods, Opcode, Operand, RegClass};

/// The operator of a two-predicate logic instruction (its combiner token).
fn logic_op(inst: &Inst) -> Option<BoolOp> {
    if inst.op != Opcode::PLOP3 || inst.guard.is_some() || inst.defs.len() != 1 {
        return None;
    }
    let lut = Mods::from(Mod::LUT);
    let op = if inst.mods == lut.with(Mod::AND) {
        BoolOp::And
    } else if inst.mods == lut.with(Mod::OR) {
        BoolOp::Or
    } else if inst.mods == lut.with(Mod::XOR) {
        BoolOp::Xor
    } else {
        return None;
    };
    let preds = inst
        .uses
        .iter()
        .filter(|o| matches!(o, Operand::Reg(_)))
        .count();
    (inst.uses.len() == 2 && preds == 2).then_some(op)
}

/// The compare of `inst` when it is a plain one: a single predicate result combined with
/// `PT` (no predicate source).
fn plain_compare(f: &Function, inst: &Inst) -> Option<Cmp> {
    if !matches!(inst.op, Opcode::ISETP | Opcode::FSETP | Opcode::DSETP)
        || inst.guard.is_some()
        || inst.defs.len() != 1
        || inst.uses.len() != 2
    {
        return None;
    }
    let reads_predicate = inst.reg_uses().any(|u| f.vreg(u.vreg).class.is_predicate());
    let cmp = inst.mods.cmp()?;
    (!reads_predicate && cmp.op == BoolOp::And && f.vreg(inst.defs[0]).class == RegClass::P)
        .then_some(cmp)
}

/// Folds predicate logic into the compares it reads; returns how many.
pub fn opt_fold_predicate_logic(f: &mut Function) -> usize {
    let defs = f.def_counts();
    let reads = f.read_counts();
    let mut folded = 0;
    for b in 0..f.blocks.len() {
        let mut insts = std::mem::take(&mut f.blocks[b].insts);
        let mut gone = vec![false; insts.len()];
        for at in 0..insts.len() {
            let Some(op) = logic_op(&insts[at]) else {
                continue;
            };
            let found = (0..2).find_map(|k| {
                let Operand::Reg(p) = insts[at].uses[k] else {
                    return None;
                };
                if defs[p.vreg.index()] != 1 || reads[p.vreg.index()] != 1 {
                    return None;
                }
                let from = (0..at).rev().find(|&j| insts[j].defs.contains(&p.vreg))?;
                let cmp = plain_compare(f, &insts[from])?;
                super::sources_hold(&insts, from, at).then_some((k, from, cmp))
            });
            let Some((k, from, cmp)) = found else {
                continue;
            };
            let other = insts[at].uses[1 - k];
            let mut fused = insts[from].clone();
            fused.mods = Cmp { op, ..cmp }.into();
            fused.defs = insts[at].defs.clone();
            fused.uses.push(other);
            insts[at] = fused;
            gone[from] = true;
            folded += 1;
        }
        super::remove_marked(&mut insts, &gone);
        f.blocks[b].insts = insts;
    }
    folded
}
