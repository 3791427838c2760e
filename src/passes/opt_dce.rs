//! Dead-code elimination: drops side-effect-free instructions whose results nobody reads.
//!
//! ptxas removes them before allocation, and PTX from every producer has some (unused
//! special-register reads, address arithmetic of folded loads, results of lowering idioms),
//! so keeping them would inflate pressure.
//!
//! Two kinds of dead code, removed in turn until neither is left:
//! - **unread values**: no instruction reads the result (counted uses, cheap);
//! - **overwritten values**: the result is read somewhere, but every path from the
//!   definition redefines it first. Triton initialises the destination of each masked load
//!   (`mov.b32 %r1, 0; @%p1 ld.global.v4.b32 {%r1, ...}`); when the mask is the constant
//!   true the load is unguarded and the initial zero is never read. ptxas drops those
//!   moves (its listing of such a kernel has no `MOV R, RZ` before the loads); kept, each
//!   is a register live up to its load.

use crate::analysis::cfg::Cfg;
use crate::analysis::liveness::{LiveCursor, Liveness};
use crate::ir::{BlockId, Function};

/// Removes dead instructions until none is left; returns how many were removed.
pub fn opt_dce(f: &mut Function) -> usize {
    let mut removed = 0;
    loop {
        removed += remove_unread(f);
        let overwritten = remove_overwritten(f);
        if overwritten == 0 {
            return removed;
        }
        removed += overwritten;
    }
}

/// Removes side-effect-free definitions whose value is not live just after them (every
/// path redefines it before reading it); returns how many were removed.
fn remove_overwritten(f: &mut Function) -> usize {
    let cfg = Cfg::new(f);
    let liveness = Liveness::compute(f, &cfg);
    let mut cursor = LiveCursor::new(f);
    let mut dead: Vec<Vec<usize>> = vec![Vec::new(); f.blocks.len()];
    for b in (0..f.blocks.len()).map(BlockId::new) {
        liveness.walk_block(f, b, &mut cursor, |at| {
            let inst = at.inst;
            if !inst.defs.is_empty()
                && !inst.has_side_effects()
                && inst
                    .defs
                    .iter()
                    .all(|&d| !at.live_after.contains(d) && f.vregs[d.index()].fixed.is_none())
            {
                dead[b.index()].push(at.pos);
            }
        });
    }
    let mut removed = 0;
    for (block, positions) in f.blocks.iter_mut().zip(&dead) {
        if positions.is_empty() {
            continue;
        }
        removed += positions.len();
        // The walk went backwards: `positions` is in decreasing order.
        for &pos in positions {
            block.insts.remove(pos);
        }
    }
    removed
}

/// Removes instructions whose results nobody reads, until none is left; returns how many
/// were removed. The cheap half of [`opt_dce`], for passes that only leave unread values
/// behind.
pub fn remove_unread(f: &mut Function) -> usize {
    let mut uses = vec![0u32; f.vregs.len()];
    for (_, inst) in f.insts() {
        for u in inst.reg_uses() {
            uses[u.vreg.index()] += 1;
        }
    }
    let mut removed = 0;
    // Removal in place: a sweep that removes nothing moves nothing.
    let (blocks, vregs) = (&mut f.blocks, &f.vregs);
    loop {
        let mut changed = false;
        for block in blocks.iter_mut() {
            block.insts.retain(|inst| {
                let dead = !inst.defs.is_empty()
                    && !inst.has_side_effects()
                    && inst
                        .defs
                        .iter()
                        .all(|d| uses[d.index()] == 0 && vregs[d.index()].fixed.is_none());
                if dead {
                    for u in inst.reg_uses() {
                        uses[u.vreg.index()] -= 1;
                    }
                    removed += 1;
                    changed = true;
                }
                !dead
            });
        }
        if !changed {
            return removed;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, Inst, Opcode, Operand, RegClass, RegUse};

    use crate::ir::Mods;
    #[test]
    fn removes_chains_of_unused_values_but_keeps_stores() {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("entry");
        let a = f.new_vreg(RegClass::R, 1);
        let c = f.new_vreg(RegClass::R, 1);
        let s = f.new_vreg(RegClass::R, 1);
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(Inst::new(
            Opcode::S2R,
            Mods::NONE,
            vec![a],
            vec![Operand::Special("SR_TID.X")],
        ));
        insts.push(Inst::new(
            Opcode::IADD3,
            Mods::NONE,
            vec![c],
            vec![Operand::Reg(RegUse::whole(a)), Operand::Imm(1)],
        ));
        insts.push(Inst::new(
            Opcode::MOV,
            Mods::NONE,
            vec![s],
            vec![Operand::Imm(3)],
        ));
        insts.push(Inst::new(
            Opcode::STS,
            Mods::NONE,
            vec![],
            vec![
                Operand::Mem {
                    base: None,
                    offset: 0,
                },
                Operand::Reg(RegUse::whole(s)),
            ],
        ));
        insts.push(Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]));
        assert_eq!(opt_dce(&mut f), 2);
        assert_eq!(f.num_insts(), 3);
    }

    /// The first function of `body` wrapped in a kernel, lowered.
    fn lower(body: &str) -> Function {
        crate::lower::lower_kernel_for_test(
            ".param .u64 x, .param .u32 n",
            &format!(
                ".reg .pred %p<4>; .reg .b32 %r<20>; .reg .b64 %rd<4>;\n\
                 ld.param.u64 %rd1, [x]; ld.param.u32 %r1, [n];\n{body}\nret;"
            ),
        )
    }

    fn moves_of(f: &Function, imm: i64) -> usize {
        f.insts()
            .filter(|(_, i)| i.op == Opcode::MOV && i.uses == [Operand::Imm(imm)])
            .count()
    }

    #[test]
    fn removes_values_overwritten_before_any_read() {
        // `%r2 = 7` is overwritten on every path before the store reads `%r2`.
        let mut f = lower(
            "mov.u32 %r2, 7;\nmov.u32 %r3, %tid.x;\nmov.u32 %r2, %r3;\n\
             st.global.u32 [%rd1], %r2;\nst.global.u32 [%rd1+4], %r3;",
        );
        assert_eq!(moves_of(&f, 7), 1);
        opt_dce(&mut f);
        assert_eq!(moves_of(&f, 7), 0);
    }

    #[test]
    fn keeps_values_read_on_some_path_or_around_a_loop() {
        // `%r2 = 7` reaches the store when the branch is taken; `%r4 = 0` is read by the
        // loop's first iteration, the loop's own update by the next one.
        let body = "mov.u32 %r2, 7;\nsetp.lt.u32 %p1, %r1, 4;\n@%p1 bra L1;\n\
                    mov.u32 %r2, %r1;\nL1:\nst.global.u32 [%rd1], %r2;\n\
                    mov.u32 %r4, 0;\nL2:\nadd.s32 %r4, %r4, 3;\n\
                    setp.lt.u32 %p2, %r4, %r1;\n@%p2 bra L2;\nst.global.u32 [%rd1+4], %r4;";
        let mut f = lower(body);
        let before = (moves_of(&f, 7), moves_of(&f, 0), f.num_insts());
        opt_dce(&mut f);
        assert_eq!((moves_of(&f, 7), moves_of(&f, 0), f.num_insts()), before);
    }
}
