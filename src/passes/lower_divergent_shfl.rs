//! `shfl.sync` where the warp may run diverged becomes a call to ptxas's
//! `__cuda_sm70_shflsync_*` subroutine.
//!
//! ptxas 13.5 (sm_70+) emits a plain `SHFL` only where it can prove the warp converged. In
//! code that part of the warp may reach alone (under a thread-dependent branch, before the
//! branches meet again) it checks convergence once per group of shuffles (`BRA.DIV ~URZ,
//! divergent`) and keeps, out of line, a copy of the group where each shuffle is a call:
//!
//! ```text
//! IMAD.MOV.U32 R7, RZ, RZ, 0x1 ; MOV R8, 0x1f ; IMAD.MOV.U32 R11, RZ, RZ, -0x1 ; MOV R4, ret
//! CALL.REL.NOINC `($__internal_0_$__cuda_sm70_shflsync_bfly)
//!   body: IMAD.MOV.U32 R5, RZ, RZ, 0x0 ; WARPSYNC R11 ; SHFL.BFLY PT, R7, R0, R7, R8 ; RET
//! ```
//!
//! The diverged copy holds the same values as the converged one plus the body's registers
//! (offset, clamp, mask, return address, scratch), so it sets the register count; the
//! shuffle is modelled as that call ([`crate::target::Subroutine`] has the footprint; like
//! the other subroutine calls, it writes the result plus scratch values shared by every call
//! site of the routine). Which blocks may run diverged is the uniformity analysis's
//! [`calc_divergent_blocks`], in which a branch whose threads only leave the kernel does not
//! diverge (`if (tid >= n) return;` before a reduction keeps plain `SHFL`s, as in ptxas).
//! A guarded shuffle stays as it is (a call cannot be predicated, and ptxas guards it with a
//! branch that this model would not add registers for).

use std::collections::HashMap;

use crate::analysis::{calc_divergent_blocks, Cfg};
use crate::ir::{Function, Mod, Mods, Opcode};
use crate::lower::{call_sequence, BodyScratch};
use crate::target::{Arch, Subroutine};

/// The routine for a `SHFL` of mode `mods` (`.BFLY`, `.UP`, `.DOWN`, `.IDX`).
fn routine_of(mods: Mods) -> Subroutine {
    if mods == Mod::BFLY {
        Subroutine::ShflSyncBfly
    } else if mods == Mod::UP {
        Subroutine::ShflSyncUp
    } else if mods == Mod::DOWN {
        Subroutine::ShflSyncDown
    } else {
        Subroutine::ShflSyncIdx
    }
}

/// Turns the unguarded `SHFL`s of blocks that may run diverged into calls; returns how many.
pub fn lower_divergent_shfl(f: &mut Function, arch: Arch) -> usize {
    if !Subroutine::divergent_shuffles_call(arch) || !f.insts().any(|(_, i)| i.op == Opcode::SHFL) {
        return 0;
    }
    let cfg = Cfg::new(f);
    let divergent = calc_divergent_blocks(f, &cfg);
    // Scratch values per routine name (the `_p` form is its own routine).
    let mut bodies: HashMap<String, BodyScratch> = HashMap::new();
    let mut count = 0;
    for (b, diverged) in divergent.iter().enumerate() {
        if !diverged {
            continue;
        }
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let mut out = Vec::with_capacity(insts.len());
        for inst in insts {
            if inst.op != Opcode::SHFL || inst.guard.is_some() {
                out.push(inst);
                continue;
            }
            let info = routine_of(inst.mods).info(arch);
            let name = format!(
                "{}{}",
                info.name,
                if inst.defs.len() > 1 { "_p" } else { "" }
            );
            let scratch = bodies.entry(name.clone()).or_default();
            let line = inst.ptx_line;
            for mut i in call_sequence(f, scratch, &info, &name, inst.defs, inst.uses, 0) {
                i.ptx_line = line;
                out.push(i);
            }
            count += 1;
        }
        f.blocks[b].insts = out;
    }
    count
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::ir::{
        BlockId, Cmp, Cond, FunctionKind, Guard, Inst, Operand, RegClass, RegUse, VReg,
    };

    fn reg(v: VReg) -> Operand {
        Operand::Reg(RegUse::whole(v))
    }

    /// `bb0: p = tid < n; @p BRA bb2; bb1: x = SHFL ...; bb2: store-ish; EXIT` — the shuffle
    /// runs only in the threads with `!p`: diverged. With bb2 only exiting, it is not.
    fn kernel(join_only_exits: bool) -> Function {
        let mut f = Function::new("k", FunctionKind::Entry);
        for l in ["entry", "body", "join"] {
            f.add_block(l);
        }
        let t = f.new_vreg(RegClass::R, 1);
        let p = f.new_vreg(RegClass::P, 1);
        let x = f.new_vreg(RegClass::R, 1);
        f.blocks[0].insts.push(Inst::new(
            Opcode::S2R,
            Mods::NONE,
            vec![t],
            vec![Operand::Special("SR_TID.X")],
        ));
        f.blocks[0].insts.push(Inst::new(
            Opcode::ISETP,
            Cmp::new(Cond::GE),
            vec![p],
            vec![reg(t), Operand::Imm(16)],
        ));
        let mut bra = Inst::new(
            Opcode::BRA,
            Mods::NONE,
            vec![],
            vec![Operand::Block(BlockId(2))],
        );
        bra.guard = Some(Guard {
            pred: p,
            negated: false,
        });
        f.blocks[0].insts.push(bra);
        f.blocks[1].insts.push(Inst::new(
            Opcode::SHFL,
            Mod::BFLY,
            vec![x],
            vec![reg(t), Operand::Imm(1), Operand::Imm(31), Operand::Imm(-1)],
        ));
        f.blocks[1].insts.push(Inst::new(
            Opcode::STG,
            Mod::E,
            vec![],
            vec![
                Operand::Mem {
                    base: None,
                    offset: 0,
                },
                reg(x),
            ],
        ));
        if !join_only_exits {
            f.blocks[2].insts.push(Inst::new(
                Opcode::STG,
                Mod::E,
                vec![],
                vec![
                    Operand::Mem {
                        base: None,
                        offset: 4,
                    },
                    reg(t),
                ],
            ));
        }
        f.blocks[2]
            .insts
            .push(Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]));
        f
    }

    #[test]
    fn a_shuffle_under_a_thread_dependent_branch_becomes_a_call() {
        let arch = Arch::parse("sm_80").unwrap();
        let mut f = kernel(false);
        assert_eq!(lower_divergent_shfl(&mut f, arch), 1);
        // The body's registers besides the value operand, then the call.
        let scratch = &f.blocks[1].insts[0];
        assert_eq!(scratch.op, Opcode::ARG);
        assert_eq!(
            scratch.defs.len(),
            usize::from(Subroutine::ShflSyncBfly.info(arch).registers) - 1
        );
        let call = &f.blocks[1].insts[1];
        assert_eq!(call.op, Opcode::CALL);
        assert_eq!(
            call.uses[0],
            Operand::Symbol("$__internal_0_$__cuda_sm70_shflsync_bfly")
        );
        assert_eq!(call.defs.len(), 1);
    }

    #[test]
    fn a_branch_whose_threads_only_exit_does_not_diverge() {
        let arch = Arch::parse("sm_80").unwrap();
        let mut f = kernel(true);
        assert_eq!(lower_divergent_shfl(&mut f, arch), 0);
        assert_eq!(f.blocks[1].insts[0].op, Opcode::SHFL);
    }
}
