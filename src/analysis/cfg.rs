//! The control-flow graph of a function, with predecessor lists and a reverse post-order.
//!
//! Every other analysis iterates blocks in reverse post-order (forward problems) or
//! post-order (backward problems), which makes iterative dataflow converge in a few sweeps.
//! The graph is derived once from [`Function::successors`], so it reflects the instructions;
//! rebuild it after any pass that edits control flow.

use crate::ir::{BlockId, Function};

/// Successors, predecessors and the reverse post-order of a function's blocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cfg {
    /// Successors of each block, without duplicates, in [`Function::successors`] order.
    pub succs: Vec<Vec<BlockId>>,
    /// Predecessors of each block (including unreachable ones), without duplicates.
    pub preds: Vec<Vec<BlockId>>,
    /// Blocks reachable from block 0 in reverse post-order (block 0 first).
    pub rpo: Vec<BlockId>,
    /// Position of each block in `rpo`, `u32::MAX` when unreachable.
    rpo_index: Vec<u32>,
}

/// Marks a block absent from the reverse post-order.
const UNREACHABLE: u32 = u32::MAX;

impl Cfg {
    /// Builds the graph of `f`. Branch targets outside the function (which the IR verifier
    /// rejects) are ignored rather than trusted.
    pub fn new(f: &Function) -> Cfg {
        let n = f.blocks.len();
        let succs: Vec<Vec<BlockId>> = (0..n)
            .map(|b| {
                let mut s = f.successors(BlockId::new(b));
                s.retain(|t| t.index() < n);
                s
            })
            .collect();
        Cfg::from_succs(succs)
    }

    /// Builds the graph from explicit successor lists (block 0 is the entry). Used by tests and
    /// by analyses that reason about a modified graph.
    pub fn from_succs(succs: Vec<Vec<BlockId>>) -> Cfg {
        let n = succs.len();
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for s in ss {
                if s.index() < n && !preds[s.index()].contains(&BlockId::new(b)) {
                    preds[s.index()].push(BlockId::new(b));
                }
            }
        }
        let rpo = reverse_post_order(n, |b| &succs[b]);
        let mut rpo_index = vec![UNREACHABLE; n];
        for (i, b) in rpo.iter().enumerate() {
            rpo_index[b.index()] = i as u32;
        }
        Cfg {
            succs,
            preds,
            rpo,
            rpo_index,
        }
    }

    /// Number of blocks (reachable or not).
    #[inline]
    pub fn num_blocks(&self) -> usize {
        self.succs.len()
    }

    /// Successors of `b`.
    #[inline]
    pub fn succs(&self, b: BlockId) -> &[BlockId] {
        &self.succs[b.index()]
    }

    /// Predecessors of `b`.
    #[inline]
    pub fn preds(&self, b: BlockId) -> &[BlockId] {
        &self.preds[b.index()]
    }

    /// Whether `b` can be reached from the entry block.
    #[inline]
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_index[b.index()] != UNREACHABLE
    }

    /// Position of `b` in the reverse post-order, `None` when unreachable.
    #[inline]
    pub fn rpo_index(&self, b: BlockId) -> Option<u32> {
        let i = self.rpo_index[b.index()];
        (i != UNREACHABLE).then_some(i)
    }

    /// Blocks that cannot be reached from the entry, in layout order. They still hold
    /// instructions the allocator must assign, so liveness covers them too.
    pub fn unreachable(&self) -> impl Iterator<Item = BlockId> + '_ {
        (0..self.num_blocks())
            .map(BlockId::new)
            .filter(|&b| !self.is_reachable(b))
    }

    /// Reverse post-order followed by the unreachable blocks: an order covering every block in
    /// which forward dataflow converges fast.
    pub fn forward_order(&self) -> Vec<BlockId> {
        let mut order = self.rpo.clone();
        order.extend(self.unreachable());
        order
    }
}

/// Reverse post-order of the nodes reachable from node 0 of a graph with `n` nodes, by an
/// explicit-stack depth-first search (kernels can have chains of thousands of blocks, too deep
/// for recursion). Shared with the post-dominator computation, which runs it on the reversed
/// graph.
pub(crate) fn reverse_post_order<'a>(
    n: usize,
    succs: impl Fn(usize) -> &'a [BlockId],
) -> Vec<BlockId> {
    let mut post = Vec::with_capacity(n);
    if n == 0 {
        return post;
    }
    let mut visited = vec![false; n];
    // (node, index of the next successor to visit)
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    visited[0] = true;
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        match succs(node).get(next) {
            Some(s) => {
                top.1 += 1;
                let s = s.index();
                if s < n && !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            }
            None => {
                post.push(BlockId::new(node));
                stack.pop();
            }
        }
    }
    post.reverse();
    post
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(v: &[usize]) -> Vec<BlockId> {
        v.iter().map(|&b| BlockId::new(b)).collect()
    }

    #[test]
    fn diamond_rpo_and_preds() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 4 unreachable -> 3
        let cfg = Cfg::from_succs(vec![ids(&[1, 2]), ids(&[3]), ids(&[3]), vec![], ids(&[3])]);
        assert_eq!(cfg.rpo[0], BlockId(0));
        assert_eq!(*cfg.rpo.last().unwrap_or(&BlockId(9)), BlockId(3));
        assert_eq!(cfg.rpo.len(), 4);
        assert_eq!(cfg.preds(BlockId(3)), &ids(&[1, 2, 4])[..]);
        assert!(!cfg.is_reachable(BlockId(4)));
        assert_eq!(cfg.unreachable().collect::<Vec<_>>(), ids(&[4]));
        assert_eq!(cfg.forward_order().len(), 5);
        assert_eq!(cfg.rpo_index(BlockId(4)), None);
    }

    #[test]
    fn rpo_puts_loop_header_before_body() {
        // 0 -> 1; 1 -> 2, 3; 2 -> 1; 3 exit
        let cfg = Cfg::from_succs(vec![ids(&[1]), ids(&[2, 3]), ids(&[1]), vec![]]);
        let pos = |b: usize| cfg.rpo_index(BlockId::new(b)).unwrap_or(u32::MAX);
        assert!(pos(0) < pos(1) && pos(1) < pos(2) && pos(1) < pos(3));
    }
}
