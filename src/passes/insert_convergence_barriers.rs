//! Convergence barriers: where a warp may split at a branch, ptxas (sm_70+) opens a barrier
//! before the branch, `BSSY Bn, join`, and waits for the whole warp at the point where the
//! paths meet again, `BSYNC Bn`. The pair costs no general-purpose register (`Bn` is a
//! barrier register), but it is two instructions per region, and ptxas's listings have one
//! pair wherever this rule says (ptxas 13.5, sm_80; `tests/golden/lower/convergence_barriers.ptx`):
//!
//! * a branch on a thread-dependent predicate (`@P0 BRA` after `ISETP … R(tid) …`) whose
//!   paths meet again opens a region: `BSSY B0` before the branch, `BSYNC B0` first in the
//!   join, the branch's immediate post-dominator;
//! * the branches that meet at the same join share one barrier (a nested `if` that ends
//!   where the outer one ends; a loop's skip and its divergent back edge);
//! * a region opened inside another takes the next barrier (`B1` inside `B0`);
//! * a loop left on a thread-dependent condition has its `BSSY` before the loop, not in it;
//! * a warp-uniform branch opens nothing, even inside a divergent region (the threads that
//!   reach it agree), and neither does a branch whose other paths only leave the kernel
//!   (`if (tid >= n) return;` is `@P0 EXIT`).
//!
//! The pass runs once the control flow is final (after unrolling and if-conversion), so
//! every region it marks is one ptxas keeps as a branch.

use crate::analysis::uniformity::only_exits;
use crate::analysis::{calc_divergent_branches, BitSet, Cfg, DomTree, PostDomTree};
use crate::ir::{BlockId, Function, Inst, Mods, Opcode, Operand, PhysReg, RegClass};

/// One barrier region: the blocks whose divergent branches meet at `join`.
struct Region {
    join: BlockId,
    /// The block whose end opens the barrier.
    opener: BlockId,
    /// Blocks a thread may run between the branches and the join.
    inside: BitSet<BlockId>,
}

/// Inserts a `BSSY`/`BSYNC` pair around every region where the warp may diverge; returns
/// how many.
pub fn insert_convergence_barriers(f: &mut Function) -> usize {
    let conditional = |i: &Inst| i.op == Opcode::BRX || (i.guard.is_some() && i.op == Opcode::BRA);
    if !f.insts().any(|(_, i)| conditional(i)) {
        return 0;
    }
    let cfg = Cfg::new(f);
    let pdom = PostDomTree::new(&cfg);
    let divergent = calc_divergent_branches(f, &cfg, &pdom);
    // The joins of the divergent branches, each with its branching blocks, in block order.
    let mut joins: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
    for b in (0..f.blocks.len())
        .map(BlockId::new)
        .filter(|&b| cfg.is_reachable(b))
    {
        let divergent = divergent[b.index()];
        let Some(join) = pdom.ipdom(b).filter(|_| divergent) else {
            continue;
        };
        if only_exits(f, join) {
            continue;
        }
        match joins.iter_mut().find(|(j, _)| *j == join) {
            Some((_, from)) => from.push(b),
            None => joins.push((join, vec![b])),
        }
    }
    if joins.is_empty() {
        return 0;
    }
    let dom = DomTree::new(&cfg);
    let regions: Vec<Region> = joins
        .into_iter()
        .map(|(join, from)| {
            let inside = region_blocks(&cfg, &from, join);
            // The opener dominates every branch and lies outside the region, so it runs once
            // per entry: for a loop left on a divergent condition, the block before the loop.
            let mut opener = from[1..]
                .iter()
                .fold(from[0], |a, &b| common_dominator(&dom, a, b));
            while inside.contains(opener) {
                match dom.idom(opener) {
                    Some(up) => opener = up,
                    None => break,
                }
            }
            Region {
                join,
                opener,
                inside,
            }
        })
        .collect();
    // A region whose join lies inside another region is nested in it and takes the next
    // barrier; outer barriers open first where several open in one block.
    let depth: Vec<u16> = regions
        .iter()
        .map(|r| {
            regions
                .iter()
                .filter(|outer| outer.inside.contains(r.join))
                .count() as u16
        })
        .collect();
    let mut order: Vec<usize> = (0..regions.len()).collect();
    order.sort_by_key(|&k| depth[k]);
    for k in order {
        let r = &regions[k];
        let barrier = Operand::Phys(PhysReg {
            class: RegClass::B,
            index: depth[k],
        });
        let bssy = Inst::new(
            Opcode::BSSY,
            Mods::NONE,
            vec![],
            vec![barrier, Operand::Block(r.join)],
        );
        let insts = &mut f.blocks[r.opener.index()].insts;
        let at = insts.len()
            - insts
                .iter()
                .rev()
                .take_while(|i| i.op.is_terminator())
                .count();
        insts.insert(at, bssy);
        let bsync = Inst::new(Opcode::BSYNC, Mods::NONE, vec![], vec![barrier]);
        f.blocks[r.join.index()].insts.insert(0, bsync);
    }
    regions.len()
}

/// The blocks reachable from the branches of `from` without passing `join`.
fn region_blocks(cfg: &Cfg, from: &[BlockId], join: BlockId) -> BitSet<BlockId> {
    let mut inside = BitSet::new(cfg.num_blocks());
    let mut stack: Vec<BlockId> = from.iter().flat_map(|&b| cfg.succs(b).to_vec()).collect();
    while let Some(b) = stack.pop() {
        if b != join && inside.insert(b) {
            stack.extend(cfg.succs(b).iter().copied());
        }
    }
    inside
}

/// The nearest block dominating both `a` and `b`.
fn common_dominator(dom: &DomTree, mut a: BlockId, b: BlockId) -> BlockId {
    while !dom.dominates(a, b) {
        match dom.idom(a) {
            Some(up) => a = up,
            None => break,
        }
    }
    a
}
