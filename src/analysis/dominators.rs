//! Dominators: which blocks every path from the entry must cross.
//!
//! Loops are found from back edges whose target dominates their source, and the uniformity
//! analysis reasons about post-dominators (the same algorithm on the reversed graph, see
//! [`super::post_dominators`]). The algorithm is the iterative one of Cooper, Harvey and
//! Kennedy ("A Simple, Fast Dominance Algorithm", 2001): walk blocks in reverse post-order,
//! intersecting the dominator-tree paths of already-processed predecessors, until nothing
//! changes; on reducible graphs it converges in two sweeps. Queries are O(1): the tree is
//! numbered by a depth-first walk and `a` dominates `b` exactly when `b`'s interval lies
//! within `a`'s.

use super::cfg::Cfg;
use crate::ir::BlockId;

/// No dominator (the entry, or a node unreachable from it).
const NONE: u32 = u32::MAX;

/// The dominator tree of a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DomTree {
    /// Immediate dominator of each node; the entry points to itself, unreachable nodes hold
    /// `NONE`.
    idom: Vec<u32>,
    /// Pre-order number of each node in the tree (`NONE` when unreachable).
    pre: Vec<u32>,
    /// Number of the last descendant in pre-order, so `pre..=last` is the subtree.
    last: Vec<u32>,
}

impl DomTree {
    /// Dominators of a function's CFG (entry: block 0).
    pub fn new(cfg: &Cfg) -> DomTree {
        DomTree::from_graph(cfg.num_blocks(), &cfg.rpo, |b| cfg.preds(BlockId::new(b)))
    }

    /// Dominators of any graph with `n` nodes, given its reverse post-order from the entry
    /// (`rpo[0]`) and its predecessor lists. Predecessors outside the order are unreachable and
    /// ignored.
    pub(crate) fn from_graph<'a>(
        n: usize,
        rpo: &[BlockId],
        preds: impl Fn(usize) -> &'a [BlockId],
    ) -> DomTree {
        let mut idom = vec![NONE; n];
        let mut order = vec![NONE; n];
        for (i, b) in rpo.iter().enumerate() {
            order[b.index()] = i as u32;
        }
        let Some(entry) = rpo.first().map(|b| b.index()) else {
            return DomTree {
                idom,
                pre: vec![NONE; n],
                last: vec![NONE; n],
            };
        };
        idom[entry] = entry as u32;
        let mut changed = true;
        while changed {
            changed = false;
            for b in &rpo[1..] {
                let b = b.index();
                let mut new_idom = NONE;
                for p in preds(b) {
                    let p = p.index();
                    if p >= n || idom[p] == NONE {
                        continue;
                    }
                    new_idom = if new_idom == NONE {
                        p as u32
                    } else {
                        intersect(&idom, &order, p as u32, new_idom)
                    };
                }
                if new_idom != NONE && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        let (pre, last) = number_tree(&idom, entry);
        DomTree { idom, pre, last }
    }

    /// The immediate dominator of `b`; `None` for the entry and for unreachable blocks.
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        let d = *self.idom.get(b.index())?;
        (d != NONE && d as usize != b.index()).then_some(BlockId(d))
    }

    /// Whether every path from the entry to `b` passes through `a` (reflexive). False when
    /// either block is unreachable: nothing is known about paths that do not exist.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&pa), Some(&pb)) = (self.pre.get(a.index()), self.pre.get(b.index())) else {
            return false;
        };
        pa != NONE && pb != NONE && pa <= pb && pb <= self.last[a.index()]
    }

    /// Whether `a` dominates `b` and differs from it.
    pub fn strictly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.dominates(a, b)
    }

    /// Whether the tree knows `b` (it is reachable from the entry).
    pub fn contains(&self, b: BlockId) -> bool {
        self.pre.get(b.index()).is_some_and(|&p| p != NONE)
    }
}

/// The nearest common ancestor of `a` and `b` in the partial tree, walking up by reverse
/// post-order number (a dominator always precedes what it dominates).
fn intersect(idom: &[u32], order: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while order[a as usize] > order[b as usize] {
            a = idom[a as usize];
        }
        while order[b as usize] > order[a as usize] {
            b = idom[b as usize];
        }
    }
    a
}

/// Pre-order intervals of the tree given by `idom`, by an explicit-stack walk.
fn number_tree(idom: &[u32], entry: usize) -> (Vec<u32>, Vec<u32>) {
    let n = idom.len();
    // Children in CSR form: counts, then offsets, then fill.
    let mut start = vec![0u32; n + 1];
    for (b, &d) in idom.iter().enumerate() {
        if d != NONE && d as usize != b {
            start[d as usize + 1] += 1;
        }
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut children = vec![0u32; start[n] as usize];
    for (b, &d) in idom.iter().enumerate() {
        if d != NONE && d as usize != b {
            children[fill[d as usize] as usize] = b as u32;
            fill[d as usize] += 1;
        }
    }
    let mut pre = vec![NONE; n];
    let mut last = vec![NONE; n];
    let mut counter = 0u32;
    // (node, next child position)
    let mut stack: Vec<(u32, u32)> = vec![(entry as u32, start[entry])];
    pre[entry] = counter;
    counter += 1;
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        if next < start[node as usize + 1] {
            top.1 += 1;
            let c = children[next as usize];
            pre[c as usize] = counter;
            counter += 1;
            stack.push((c, start[c as usize]));
        } else {
            last[node as usize] = counter - 1;
            stack.pop();
        }
    }
    (pre, last)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(v: &[usize]) -> Vec<BlockId> {
        v.iter().map(|&b| BlockId::new(b)).collect()
    }

    #[test]
    fn diamond() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3
        let cfg = Cfg::from_succs(vec![ids(&[1, 2]), ids(&[3]), ids(&[3]), vec![]]);
        let d = DomTree::new(&cfg);
        assert_eq!(d.idom(BlockId(0)), None);
        assert_eq!(d.idom(BlockId(1)), Some(BlockId(0)));
        assert_eq!(d.idom(BlockId(2)), Some(BlockId(0)));
        assert_eq!(d.idom(BlockId(3)), Some(BlockId(0)));
        assert!(d.dominates(BlockId(0), BlockId(3)));
        assert!(d.dominates(BlockId(3), BlockId(3)));
        assert!(!d.dominates(BlockId(1), BlockId(3)));
        assert!(!d.dominates(BlockId(2), BlockId(1)));
        assert!(!d.strictly_dominates(BlockId(1), BlockId(1)));
    }

    #[test]
    fn loop_and_unreachable() {
        // 0 -> 1; 1 -> 2, 4; 2 -> 3; 3 -> 1; 4 exit; 5 unreachable -> 2
        let cfg = Cfg::from_succs(vec![
            ids(&[1]),
            ids(&[2, 4]),
            ids(&[3]),
            ids(&[1]),
            vec![],
            ids(&[2]),
        ]);
        let d = DomTree::new(&cfg);
        assert_eq!(d.idom(BlockId(1)), Some(BlockId(0)));
        assert_eq!(d.idom(BlockId(2)), Some(BlockId(1)));
        assert_eq!(d.idom(BlockId(3)), Some(BlockId(2)));
        assert_eq!(d.idom(BlockId(4)), Some(BlockId(1)));
        assert!(
            d.dominates(BlockId(1), BlockId(3)),
            "header dominates latch"
        );
        assert!(!d.dominates(BlockId(3), BlockId(1)));
        assert_eq!(d.idom(BlockId(5)), None);
        assert!(!d.dominates(BlockId(0), BlockId(5)));
        assert!(!d.contains(BlockId(5)));
    }

    #[test]
    fn irreducible_entry_dominates_both() {
        // 0 -> 1, 2; 1 -> 2; 2 -> 1
        let cfg = Cfg::from_succs(vec![ids(&[1, 2]), ids(&[2]), ids(&[1])]);
        let d = DomTree::new(&cfg);
        assert_eq!(d.idom(BlockId(1)), Some(BlockId(0)));
        assert_eq!(d.idom(BlockId(2)), Some(BlockId(0)));
    }
}
