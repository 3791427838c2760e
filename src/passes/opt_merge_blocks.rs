//! A block above that only one jump from below reaches joins the block that jumps to it.
//!
//! Triton lays its loops out rotated: the preheader jumps (`bra.uni $L__BB0_2`) to the
//! loads, and the last part of each trip, which reads what they loaded and ends with the
//! exit test, sits in the block above them (`$L__BB0_66`), reached only by the jump back up
//! that ends the loads' block. Kept apart, the two halves of the trip are two blocks, the
//! scheduler orders each alone, and every value the lower half hands to the upper one is
//! live across the jump. ptxas makes the trip one block: its listing of
//! `tests/golden/passes/merge_rotated_loop.ptx` (13.5, sm_80) is one body between `.L_x_0:`
//! and `@!P0 BRA .L_x_0`, the loads at its top and the last part's arithmetic interleaved
//! with the rest. numba's loops have the same shape (a store block above the loop header,
//! reached by `bra.uni` from the loop's end): ptxas places it after the jumping block
//! (`@!P0 BRA .L_x_1 ; ... STG.E.SYS [UR4], R0 ; BRA .L_x_1`).
//!
//! The jump goes. The joined block's code follows the jumping block's, and where it fell
//! through, to the block after it, the merged block jumps there — or, when it already ends
//! with a guarded branch to the block that now follows it, that branch is turned around
//! (`@!P BRA next; BRA t` is `@P BRA t`), which is the bottom-tested loop ptxas writes. A
//! jump to the block that follows (the preheader's, once the block between went) is a
//! fall-through and goes too. The entry block, the blocks of a loop marked `nounroll` and
//! blocks below their jump (forward jumps, whose layout no listing measured here) are left
//! alone.

use crate::ir::{BlockId, Function, Inst, Mods, Opcode, Operand};

/// Merges every block reached only by an unconditional jump from below into the jumping
/// block; returns how many blocks were merged away.
pub fn opt_merge_blocks(f: &mut Function) -> usize {
    let mut merged = 0;
    while let Some((a, j)) = find_merge(f) {
        merge(f, a, j);
        merged += 1;
    }
    // A jump to the block that follows (the preheader's `bra.uni` once the block between
    // went) is a fall-through.
    for b in 0..f.blocks.len() {
        let next = BlockId::new(b + 1);
        let insts = &mut f.blocks[b].insts;
        if insts
            .last()
            .is_some_and(|l| l.op == Opcode::BRA && l.guard.is_none() && l.targets().eq([next]))
        {
            insts.pop();
        }
    }
    merged
}

/// The first pair (jumping block, joined block) that can merge.
fn find_merge(f: &Function) -> Option<(usize, usize)> {
    let n = f.blocks.len();
    // How many edges reach each block (an edge per branch instruction and fall-through).
    let mut edges = vec![0u32; n];
    for b in 0..n {
        let insts = &f.blocks[b].insts;
        for i in insts {
            for t in i.targets() {
                edges[t.index()] += 1;
            }
        }
        if insts.iter().all(Inst::falls_through) && b + 1 < n {
            edges[b + 1] += 1;
        }
    }
    (0..n).find_map(|a| {
        let last = f.blocks[a].insts.last()?;
        if last.op != Opcode::BRA || last.guard.is_some() {
            return None;
        }
        let targets: Vec<BlockId> = last.targets().collect();
        let [j] = targets[..] else { return None };
        let j = j.index();
        let joinable =
            j < a && j != 0 && edges[j] == 1 && !f.blocks[j].nounroll && !f.blocks[a].nounroll;
        joinable.then_some((a, j))
    })
}

/// Moves block `j` (reached only by the jump ending block `a`) into `a` and removes it.
fn merge(f: &mut Function, a: usize, j: usize) {
    let joined = std::mem::take(&mut f.blocks[j].insts);
    // Where `j` continued when it fell through: the block after it.
    let falls_to = joined
        .iter()
        .all(Inst::falls_through)
        .then_some(j + 1)
        .filter(|&t| t < f.blocks.len());
    f.blocks[a].insts.pop();
    f.blocks[a].insts.extend(joined);
    let mut dead = vec![false; f.blocks.len()];
    dead[j] = true;
    super::remove_blocks(f, &dead);
    let renumber = |t: usize| if t > j { t - 1 } else { t };
    let a = renumber(a);
    if let Some(t) = falls_to {
        continue_at(f, a, renumber(t));
    }
}

/// Ends block `a` so that control continues at block `target` where it fell through: nothing
/// when `target` follows it, the turned-around guard of a closing branch to the block that
/// follows, else a jump.
fn continue_at(f: &mut Function, a: usize, target: usize) {
    let next = a + 1;
    if target == next {
        return;
    }
    let insts = &mut f.blocks[a].insts;
    if let Some(last) = insts.last_mut() {
        let to_next = last.op == Opcode::BRA && last.targets().eq([BlockId::new(next)]);
        if let (true, Some(g)) = (to_next, last.guard.as_mut()) {
            g.negated = !g.negated;
            for o in &mut last.uses {
                if let Operand::Block(t) = o {
                    *t = BlockId::new(target);
                }
            }
            return;
        }
    }
    insts.push(Inst::new(
        Opcode::BRA,
        Mods::NONE,
        vec![],
        vec![Operand::Block(BlockId::new(target))],
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{check_liveness, Cfg, Liveness};

    /// A rotated loop: the preheader jumps to the loads, whose block jumps back up to the
    /// trip's last part, which tests and falls through to the loads again.
    const ROTATED: &str = "
        .reg .pred %p<4>; .reg .b32 %r<20>; .reg .b64 %rd<8>;
        ld.param.u64 %rd1, [x]; ld.param.u32 %r1, [n];
        mov.u32 %r2, %tid.x;
        mov.u32 %r3, 0;
        mov.b32 %r10, 0;
        bra.uni L_loads;
    L_tail:
        add.s32 %r10, %r10, %r5;
        add.s32 %r3, %r3, 256;
        setp.lt.s32 %p1, %r3, %r1;
        @!%p1 bra L_exit;
    L_loads:
        add.s32 %r4, %r2, %r3;
        mul.wide.s32 %rd2, %r4, 4;
        add.s64 %rd3, %rd1, %rd2;
        ld.global.u32 %r5, [%rd3];
        bra.uni L_tail;
    L_exit:
        st.global.u32 [%rd1], %r10;
        ret;";

    #[test]
    fn a_rotated_loop_becomes_one_bottom_tested_block() {
        let mut f = crate::lower::lower_kernel_for_test(".param .u64 x, .param .u32 n", ROTATED);
        let before = f.blocks.len();
        assert_eq!(opt_merge_blocks(&mut f), 1);
        assert_eq!(f.blocks.len(), before - 1);
        crate::ir::verify::verify_function(&f).expect("IR stays valid");
        let cfg = Cfg::new(&f);
        check_liveness(&f, &cfg, &Liveness::compute(&f, &cfg)).expect("liveness agrees");
        // The loop is one block that branches back to itself on the turned-around test and
        // falls through to the exit.
        let (b, body) = f
            .blocks
            .iter()
            .enumerate()
            .find(|(_, blk)| blk.insts.iter().any(|i| i.op == Opcode::LDG))
            .unwrap();
        let last = body.insts.last().unwrap();
        assert_eq!(last.op, Opcode::BRA);
        assert_eq!(last.targets().collect::<Vec<_>>(), [BlockId::new(b)]);
        assert!(
            !last.guard.unwrap().negated,
            "`@!P1 BRA exit` became `@P1 BRA loop`"
        );
        assert!(f.blocks[b + 1].insts.iter().any(|i| i.op == Opcode::STG));
        assert_eq!(opt_merge_blocks(&mut f), 0);
    }

    #[test]
    fn a_block_below_its_jump_stays() {
        let body = "
            .reg .pred %p<2>; .reg .b32 %r<8>; .reg .b64 %rd<4>;
            ld.param.u64 %rd1, [x];
            mov.u32 %r1, %tid.x;
            setp.lt.s32 %p1, %r1, 32;
            @%p1 bra L_low;
            add.s32 %r1, %r1, 1;
            bra.uni L_join;
        L_low:
            st.global.u32 [%rd1+4], %r1;
            ret;
        L_join:
            st.global.u32 [%rd1], %r1;
            ret;";
        let mut f = crate::lower::lower_kernel_for_test(".param .u64 x, .param .u32 n", body);
        let before = f.clone();
        assert_eq!(opt_merge_blocks(&mut f), 0);
        assert_eq!(f, before);
    }

    #[test]
    fn a_block_reached_twice_stays() {
        // The tail is also reached by falling through from the block above it.
        let body = ROTATED.replace("bra.uni L_loads;", "");
        let mut f = crate::lower::lower_kernel_for_test(".param .u64 x, .param .u32 n", &body);
        let before = f.clone();
        assert_eq!(opt_merge_blocks(&mut f), 0);
        assert_eq!(f, before);
    }
}
