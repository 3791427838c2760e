//! Natural loops and loop nesting depth.
//!
//! Spill costs weight each definition and use by how often its block runs, and the static
//! estimate of that is the loop nesting depth (see [`super::frequency`]). A natural loop is
//! found from each back edge `latch → header` whose header dominates the latch; its body is
//! the header plus every block that reaches a latch without passing the header. Back edges to
//! the same header form one loop.
//!
//! Loops are discovered innermost first (headers in post-order), and a block already claimed
//! by an inner loop is skipped by jumping to that loop's outermost known ancestor, which
//! becomes a child of the loop being built. Each block and edge is visited a bounded number of
//! times per nesting level, which keeps the pass near-linear.
//!
//! Irreducible control flow (a cycle entered at more than one block, so no block of it
//! dominates the others) has no natural loop. Its retreating edges are recorded in
//! [`LoopForest::irreducible_edges`] and the cycle is *not* counted as a loop: its blocks keep
//! the depth of the enclosing natural loop. This underestimates their frequency, which is
//! the conservative direction for the allocator (it makes no spill decision that relies on a
//! cycle being hot); liveness is unaffected because it is computed by dataflow on any graph.
//! Blocks unreachable from the entry belong to no loop.

use super::cfg::Cfg;
use super::dominators::DomTree;
use crate::ir::BlockId;

/// Index of a loop in [`LoopForest::loops`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LoopId(pub u32);

impl LoopId {
    /// The index as a `usize`.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One natural loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    /// The block every iteration enters through; it dominates the whole body.
    pub header: BlockId,
    /// Sources of the back edges to the header.
    pub latches: Vec<BlockId>,
    /// The innermost loop containing this one.
    pub parent: Option<LoopId>,
    /// Nesting depth: 1 for an outermost loop.
    pub depth: u32,
}

/// All natural loops of a function and the innermost loop of each block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopForest {
    /// Loops, inner loops before the loops that contain them.
    pub loops: Vec<Loop>,
    /// Innermost loop of each block.
    pub loop_of: Vec<Option<LoopId>>,
    /// Loop nesting depth of each block, 0 outside every loop.
    pub depth: Vec<u32>,
    /// Retreating edges `(source, target)` whose target does not dominate the source: they
    /// close irreducible cycles, which are not loops here (see the module docs).
    pub irreducible_edges: Vec<(BlockId, BlockId)>,
}

impl LoopForest {
    /// Finds the loops of `cfg` using its dominator tree.
    pub fn new(cfg: &Cfg, dom: &DomTree) -> LoopForest {
        let n = cfg.num_blocks();
        let mut loops: Vec<Loop> = Vec::new();
        let mut loop_of: Vec<Option<LoopId>> = vec![None; n];
        let mut irreducible_edges = Vec::new();
        let mut work: Vec<BlockId> = Vec::new();

        for &h in cfg.rpo.iter().rev() {
            let mut latches = Vec::new();
            for &p in cfg.preds(h) {
                if !cfg.is_reachable(p) {
                    continue;
                }
                if dom.dominates(h, p) {
                    latches.push(p);
                } else if cfg.rpo_index(p) >= cfg.rpo_index(h) {
                    irreducible_edges.push((p, h));
                }
            }
            if latches.is_empty() {
                continue;
            }
            let id = LoopId(loops.len() as u32);
            loops.push(Loop {
                header: h,
                latches: latches.clone(),
                parent: None,
                depth: 0,
            });
            loop_of[h.index()] = Some(id);
            work.clear();
            work.extend(latches.iter().copied().filter(|&l| l != h));
            while let Some(b) = work.pop() {
                match loop_of[b.index()] {
                    None => {
                        loop_of[b.index()] = Some(id);
                        work.extend(cfg.preds(b).iter().filter(|&&p| cfg.is_reachable(p)));
                    }
                    Some(inner) => {
                        // Climb to the outermost loop discovered so far that holds `b`.
                        let mut top = inner;
                        while let Some(parent) = loops[top.index()].parent {
                            top = parent;
                        }
                        if top == id {
                            continue;
                        }
                        loops[top.index()].parent = Some(id);
                        // Continue from the edges entering the sub-loop; edges from inside it
                        // lead back to `top` and stop there.
                        let sub_header = loops[top.index()].header;
                        work.extend(
                            cfg.preds(sub_header)
                                .iter()
                                .filter(|&&p| cfg.is_reachable(p)),
                        );
                    }
                }
            }
        }

        // Parents are created after their children, so walking backwards sets depths
        // outside-in.
        for i in (0..loops.len()).rev() {
            loops[i].depth = match loops[i].parent {
                Some(p) => loops[p.index()].depth + 1,
                None => 1,
            };
        }
        let depth = loop_of
            .iter()
            .map(|l| l.map_or(0, |l| loops[l.index()].depth))
            .collect();
        LoopForest {
            loops,
            loop_of,
            depth,
            irreducible_edges,
        }
    }

    /// Loop nesting depth of `b` (0 outside loops).
    #[inline]
    pub fn depth(&self, b: BlockId) -> u32 {
        self.depth.get(b.index()).copied().unwrap_or(0)
    }

    /// The innermost loop containing `b`.
    pub fn loop_of(&self, b: BlockId) -> Option<LoopId> {
        self.loop_of.get(b.index()).copied().flatten()
    }

    /// Whether `b` is the header of a loop.
    pub fn is_header(&self, b: BlockId) -> bool {
        self.loop_of(b)
            .is_some_and(|l| self.loops[l.index()].header == b)
    }

    /// Whether loop `inner` is `outer` or nested inside it.
    pub fn is_within(&self, inner: LoopId, outer: LoopId) -> bool {
        let mut l = Some(inner);
        while let Some(x) = l {
            if x == outer {
                return true;
            }
            l = self.loops[x.index()].parent;
        }
        false
    }

    /// Whether block `b` belongs to loop `l` (directly or through a nested loop).
    pub fn contains(&self, l: LoopId, b: BlockId) -> bool {
        self.loop_of(b)
            .is_some_and(|inner| self.is_within(inner, l))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn ids(v: &[usize]) -> Vec<BlockId> {
        v.iter().map(|&b| BlockId::new(b)).collect()
    }

    fn forest(succs: Vec<Vec<BlockId>>) -> LoopForest {
        let cfg = Cfg::from_succs(succs);
        let dom = DomTree::new(&cfg);
        LoopForest::new(&cfg, &dom)
    }

    #[test]
    fn single_loop() {
        // 0 -> 1; 1 -> 2, 3; 2 -> 1; 3 exit
        let f = forest(vec![ids(&[1]), ids(&[2, 3]), ids(&[1]), vec![]]);
        assert_eq!(f.loops.len(), 1);
        assert_eq!(f.loops[0].header, BlockId(1));
        assert_eq!(f.loops[0].latches, ids(&[2]));
        assert_eq!(f.depth, vec![0, 1, 1, 0]);
        assert!(f.is_header(BlockId(1)));
        assert!(!f.is_header(BlockId(2)));
    }

    #[test]
    fn nested_loops() {
        // 0 -> 1 (outer header); 1 -> 2 (inner header); 2 -> 3; 3 -> 2, 4 (inner latch);
        // 4 -> 1, 5 (outer latch); 5 exit
        let f = forest(vec![
            ids(&[1]),
            ids(&[2]),
            ids(&[3]),
            ids(&[2, 4]),
            ids(&[1, 5]),
            vec![],
        ]);
        assert_eq!(f.loops.len(), 2);
        assert_eq!(f.depth, vec![0, 1, 2, 2, 1, 0]);
        let inner = f.loop_of(BlockId(3)).unwrap();
        let outer = f.loop_of(BlockId(4)).unwrap();
        assert_eq!(f.loops[inner.index()].header, BlockId(2));
        assert_eq!(f.loops[inner.index()].parent, Some(outer));
        assert!(f.contains(outer, BlockId(3)));
        assert!(!f.contains(inner, BlockId(4)));
    }

    #[test]
    fn self_loop_and_two_latches() {
        // 0 -> 1; 1 -> 1, 2; 2 -> 3, 4; 3 -> 2; 4 -> 2, 5; 5 exit
        let f = forest(vec![
            ids(&[1]),
            ids(&[1, 2]),
            ids(&[3, 4]),
            ids(&[2]),
            ids(&[2, 5]),
            vec![],
        ]);
        assert_eq!(f.loops.len(), 2);
        assert_eq!(f.depth, vec![0, 1, 1, 1, 1, 0]);
        let l = f.loop_of(BlockId(2)).unwrap();
        assert_eq!(f.loops[l.index()].latches.len(), 2);
    }

    #[test]
    fn irreducible_cycle_is_not_a_loop() {
        // 0 -> 1, 2; 1 -> 2; 2 -> 1, 3; 3 exit
        let f = forest(vec![ids(&[1, 2]), ids(&[2]), ids(&[1, 3]), vec![]]);
        assert!(f.loops.is_empty());
        assert_eq!(f.depth, vec![0, 0, 0, 0]);
        assert_eq!(f.irreducible_edges.len(), 1);
    }
}
