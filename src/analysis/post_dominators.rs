//! Post-dominators: which blocks every path from a block to the function's exit must cross.
//!
//! The uniformity analysis needs them to find where a divergent branch reconverges: the
//! immediate post-dominator of the branching block. They are the dominators of the reversed
//! graph rooted at a virtual exit node that every exiting block (no successors: `EXIT`, `RET`)
//! flows into. Blocks that cannot reach an exit (an infinite loop, or code after a trap) have
//! no post-dominator at all; callers must treat a missing post-dominator conservatively
//! (reconvergence never happens).

use super::cfg::{reverse_post_order, Cfg};
use super::dominators::DomTree;
use crate::ir::BlockId;

/// The post-dominator tree of a function's CFG.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostDomTree {
    /// Dominators of the reversed graph; node 0 is the virtual exit and block `b` is node
    /// `b + 1`.
    tree: DomTree,
    /// Immediate post-dominator of each block (block index, or `None` when it is the virtual
    /// exit or unknown).
    ipdom: Vec<Option<BlockId>>,
}

impl PostDomTree {
    /// Post-dominators of `cfg`.
    pub fn new(cfg: &Cfg) -> PostDomTree {
        let n = cfg.num_blocks();
        let node = |b: BlockId| BlockId::new(b.index() + 1);
        // Reversed graph: the virtual exit's successors are the exiting blocks; a block's
        // successors are its CFG predecessors.
        let mut rsuccs: Vec<Vec<BlockId>> = Vec::with_capacity(n + 1);
        rsuccs.push(
            (0..n)
                .map(BlockId::new)
                .filter(|&b| cfg.succs(b).is_empty())
                .map(node)
                .collect(),
        );
        let mut rpreds: Vec<Vec<BlockId>> = vec![Vec::new(); n + 1];
        for b in (0..n).map(BlockId::new) {
            rsuccs.push(cfg.preds(b).iter().map(|&p| node(p)).collect());
            rpreds[b.index() + 1] = cfg.succs(b).iter().map(|&s| node(s)).collect();
            if cfg.succs(b).is_empty() {
                rpreds[b.index() + 1].push(BlockId(0));
            }
        }
        let rpo = reverse_post_order(n + 1, |v| &rsuccs[v]);
        let tree = DomTree::from_graph(n + 1, &rpo, |v| &rpreds[v]);
        let ipdom = (0..n)
            .map(|b| {
                tree.idom(BlockId::new(b + 1))
                    .filter(|d| d.index() != 0)
                    .map(|d| BlockId::new(d.index() - 1))
            })
            .collect();
        PostDomTree { tree, ipdom }
    }

    /// The nearest block every path from `b` to an exit crosses (other than `b`). `None` when
    /// paths from `b` only meet at the virtual exit, or when `b` cannot reach an exit.
    pub fn ipdom(&self, b: BlockId) -> Option<BlockId> {
        self.ipdom.get(b.index()).copied().flatten()
    }

    /// Whether every path from `b` to an exit passes through `a` (reflexive). False when either
    /// block cannot reach an exit.
    pub fn post_dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.tree
            .dominates(BlockId::new(a.index() + 1), BlockId::new(b.index() + 1))
    }

    /// Whether `b` can reach an exit (otherwise nothing post-dominates it).
    pub fn reaches_exit(&self, b: BlockId) -> bool {
        self.tree.contains(BlockId::new(b.index() + 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(v: &[usize]) -> Vec<BlockId> {
        v.iter().map(|&b| BlockId::new(b)).collect()
    }

    #[test]
    fn diamond_reconverges_at_join() {
        let cfg = Cfg::from_succs(vec![ids(&[1, 2]), ids(&[3]), ids(&[3]), vec![]]);
        let p = PostDomTree::new(&cfg);
        assert_eq!(p.ipdom(BlockId(0)), Some(BlockId(3)));
        assert_eq!(p.ipdom(BlockId(1)), Some(BlockId(3)));
        assert_eq!(p.ipdom(BlockId(3)), None);
        assert!(p.post_dominates(BlockId(3), BlockId(0)));
        assert!(!p.post_dominates(BlockId(1), BlockId(0)));
    }

    #[test]
    fn two_exits_and_infinite_loop() {
        // 0 -> 1, 2; 1 exit; 2 -> 3; 3 -> 3 (never exits)
        let cfg = Cfg::from_succs(vec![ids(&[1, 2]), vec![], ids(&[3]), ids(&[3])]);
        let p = PostDomTree::new(&cfg);
        assert_eq!(p.ipdom(BlockId(0)), Some(BlockId(1)));
        assert!(!p.reaches_exit(BlockId(3)));
        assert!(!p.reaches_exit(BlockId(2)));
        assert_eq!(p.ipdom(BlockId(2)), None);
    }

    #[test]
    fn loop_exit_post_dominates_body() {
        // 0 -> 1; 1 -> 2; 2 -> 1, 3; 3 exit
        let cfg = Cfg::from_succs(vec![ids(&[1]), ids(&[2]), ids(&[1, 3]), vec![]]);
        let p = PostDomTree::new(&cfg);
        assert_eq!(p.ipdom(BlockId(2)), Some(BlockId(3)));
        assert_eq!(p.ipdom(BlockId(1)), Some(BlockId(2)));
    }
}
