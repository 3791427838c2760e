//! Tests of the analyses on tiny hand-built functions with hand-derived expectations, plus a
//! randomised comparison of the fast liveness, live ranges and pressure against naive
//! recomputations. This file holds the shared builders.

#![allow(clippy::unwrap_used)]

mod hand;
mod random;
mod uniform;

#[allow(unused_imports)]
pub(super) use super::*;
#[allow(unused_imports)]
pub(super) use crate::ir::{
    BlockId, Builder, Cmp, Cond, Function, FunctionKind, Guard, Inst, Mod, Mods, Opcode, Operand,
    PerClass, RegClass, RegUse, VReg,
};

pub(super) fn r(v: VReg) -> Operand {
    Operand::Reg(RegUse::whole(v))
}

pub(super) fn part(v: VReg, offset: u8, count: u8) -> Operand {
    Operand::Reg(RegUse::part(v, offset, count))
}

pub(super) fn imm(x: i64) -> Operand {
    Operand::Imm(x)
}

pub(super) fn param(offset: u32) -> Operand {
    Operand::CBank { bank: 0, offset }
}

pub(super) fn mem(base: VReg) -> Operand {
    Operand::Mem {
        base: Some(RegUse::whole(base)),
        offset: 0,
    }
}

pub(super) fn guarded(mut inst: Inst, pred: VReg) -> Inst {
    inst.guard = Some(Guard {
        pred,
        negated: false,
    });
    inst
}

pub(super) fn bra(target: BlockId) -> Inst {
    Inst::new(
        Opcode::BRA,
        Mods::NONE,
        vec![],
        vec![Operand::Block(target)],
    )
}

pub(super) fn exit() -> Inst {
    Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![])
}

pub(super) fn set(vs: &[VReg]) -> Vec<VReg> {
    let mut v = vs.to_vec();
    v.sort();
    v
}

pub(super) fn elems(s: liveness::LiveSet<'_>) -> Vec<VReg> {
    s.iter().collect()
}

/// Everything the tests look at, computed once.
pub(super) struct All {
    pub(super) cfg: Cfg,
    pub(super) live: Liveness,
}

pub(super) fn analyse(f: &Function) -> All {
    crate::ir::verify::verify_function(f).unwrap();
    let cfg = Cfg::new(f);
    let live = Liveness::compute(f, &cfg);
    check_liveness(f, &cfg, &live).unwrap();
    All { cfg, live }
}
