//! The interference graph of one register class, for the graph-colouring allocator
//! ([`super::assign_briggs`]): adjacency lists built by a sweep over the candidates' live
//! segments, so the cost follows the number of edges (values × pressure), never the square
//! of the number of values.
//!
//! Tuples make the graph weighted: a neighbour of width `wm` occupies `max(1, wm / w)` of
//! the `w`-aligned slots a value of width `w` may take (a narrower neighbour sits inside one
//! aligned slot, a wider one covers several). The degree of a node counts those slots.

use super::assign_fatpoint::Candidate;

/// Undirected interference between candidates (indices into the candidate list).
#[derive(Clone, Debug)]
pub struct Graph {
    /// Sorted, unique neighbours per node.
    pub adj: Vec<Vec<u32>>,
    /// Registers per node (1, 2 or 4).
    pub width: Vec<u8>,
}

impl Graph {
    /// The graph of `cands`: two candidates interfere when their segments overlap.
    pub fn build(cands: &[Candidate<'_>]) -> Graph {
        // Touching segments of one value (block boundaries) act as one for overlap: merging
        // them first keeps a long-lived neighbour from being met once per block.
        let mut segs: Vec<(u32, u32, u32)> = Vec::new();
        for (k, c) in cands.iter().enumerate() {
            for &(s, e) in c.segments {
                match segs.last_mut() {
                    Some(last) if last.2 == k as u32 && last.1 == s => last.1 = e,
                    _ => segs.push((s, e, k as u32)),
                }
            }
        }
        segs.sort_unstable();
        let mut adj: Vec<Vec<u32>> = vec![Vec::new(); cands.len()];
        // Segments still open at the current start: (end, node).
        let mut active: Vec<(u32, u32)> = Vec::new();
        for (s, e, k) in segs {
            active.retain(|&(end, _)| end > s);
            for &(_, m) in &active {
                if m != k {
                    adj[k as usize].push(m);
                    adj[m as usize].push(k);
                }
            }
            active.push((e, k));
        }
        for a in &mut adj {
            a.sort_unstable();
            a.dedup();
        }
        Graph {
            adj,
            width: cands.iter().map(|c| c.width.max(1)).collect(),
        }
    }

    /// A graph from an explicit edge list (tests, small examples).
    pub fn from_edges(width: Vec<u8>, edges: &[(u32, u32)]) -> Graph {
        let mut adj = vec![Vec::new(); width.len()];
        for &(a, b) in edges {
            adj[a as usize].push(b);
            adj[b as usize].push(a);
        }
        for a in &mut adj {
            a.sort_unstable();
            a.dedup();
        }
        Graph { adj, width }
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.adj.len()
    }

    /// Whether the graph has no node.
    pub fn is_empty(&self) -> bool {
        self.adj.is_empty()
    }

    /// Whether `a` and `b` interfere.
    pub fn has_edge(&self, a: u32, b: u32) -> bool {
        self.adj[a as usize].binary_search(&b).is_ok()
    }

    /// Aligned slots of node `n`'s width that neighbour `m` can occupy.
    pub fn weight(&self, m: u32, n: u32) -> u32 {
        let (wm, wn) = (self.width[m as usize] as u32, self.width[n as usize] as u32);
        (wm / wn).max(1)
    }

    /// The weighted degree of `n` counting only neighbours for which `alive` holds.
    pub fn degree(&self, n: u32, alive: &dyn Fn(u32) -> bool) -> u32 {
        self.adj[n as usize]
            .iter()
            .filter(|&&m| alive(m))
            .map(|&m| self.weight(m, n))
            .sum()
    }

    /// Merges node `b` into node `a` (coalescing): `a` takes `b`'s neighbours, which now
    /// point at `a`; `b` is left without edges.
    pub fn merge(&mut self, a: u32, b: u32) {
        let nb = std::mem::take(&mut self.adj[b as usize]);
        for &m in &nb {
            let list = &mut self.adj[m as usize];
            if let Ok(p) = list.binary_search(&b) {
                list.remove(p);
            }
            if m != a {
                if let Err(p) = list.binary_search(&a) {
                    list.insert(p, a);
                }
                if let Err(p) = self.adj[a as usize].binary_search(&m) {
                    self.adj[a as usize].insert(p, m);
                }
            }
        }
    }
}

/// The Briggs test for coalescing `a` and `b`: the merged node has fewer than `k_ab`
/// (weighted) neighbours of significant degree — a neighbour `m` is significant when its
/// degree after the merge is still at least `k[m]` — so merging cannot turn a colourable
/// graph into one simplify gets stuck on. `alive` says which nodes are still in the graph.
pub fn briggs_criterion(
    g: &Graph,
    a: u32,
    b: u32,
    k: &[u32],
    k_ab: u32,
    alive: &dyn Fn(u32) -> bool,
) -> bool {
    let mut significant = 0u32;
    let (na, nb) = (&g.adj[a as usize], &g.adj[b as usize]);
    let (mut i, mut j) = (0, 0);
    while i < na.len() || j < nb.len() {
        let m = match (na.get(i), nb.get(j)) {
            (Some(&x), Some(&y)) if x == y => {
                i += 1;
                j += 1;
                x
            }
            (Some(&x), Some(&y)) if x < y => {
                i += 1;
                x
            }
            (Some(_), Some(&y)) => {
                j += 1;
                y
            }
            (Some(&x), None) => {
                i += 1;
                x
            }
            (None, Some(&y)) => {
                j += 1;
                y
            }
            (None, None) => break,
        };
        if m == a || m == b || !alive(m) {
            continue;
        }
        let mut deg = g.degree(m, alive);
        // A neighbour of both loses one of its two edges.
        if g.has_edge(m, a) && g.has_edge(m, b) {
            deg = deg.saturating_sub(g.weight(a, m));
        }
        if deg >= k[m as usize] {
            significant += g.weight(m, a);
            if significant >= k_ab {
                return false;
            }
        }
    }
    significant < k_ab
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cand(v: u32, segs: &[(u32, u32)], width: u8) -> Candidate<'_> {
        Candidate::test(v, segs, width)
    }

    #[test]
    fn overlapping_segments_make_edges() {
        // a overlaps b; c starts where b ends (half-open: no overlap); a's second segment
        // overlaps c.
        let g = Graph::build(&[
            cand(0, &[(0, 4), (10, 12)], 1),
            cand(1, &[(2, 6)], 2),
            cand(2, &[(6, 11)], 1),
        ]);
        assert_eq!(g.adj, vec![vec![1, 2], vec![0], vec![0]]);
        // A pair counts one slot for a pair, and two single slots for a scalar.
        assert_eq!(g.weight(1, 0), 2);
        assert_eq!(g.weight(0, 1), 1);
        assert_eq!(g.degree(0, &|_| true), 3);
    }

    #[test]
    fn briggs_criterion_counts_significant_neighbours_only() {
        // K = 2. a and b (copy-related, not interfering) share neighbour c; c also
        // interferes with d and e, so c has degree 4 ≥ K. Merging a and b gives one node
        // with one significant neighbour (< 2): allowed.
        let g = Graph::from_edges(vec![1; 5], &[(0, 2), (1, 2), (2, 3), (2, 4)]);
        let k = [2u32; 5];
        assert!(briggs_criterion(&g, 0, 1, &k, 2, &|_| true));
        // Now a and b each have a different significant neighbour (c, and d with degree 2):
        // two significant neighbours, not < K: refused.
        let g = Graph::from_edges(
            vec![1; 6],
            &[(0, 2), (1, 3), (2, 4), (2, 5), (3, 4), (3, 5)],
        );
        assert!(!briggs_criterion(&g, 0, 1, &k, 2, &|_| true));
        // With K = 3 the same merge is safe.
        assert!(briggs_criterion(&g, 0, 1, &[3; 6], 3, &|_| true));
        // A neighbour of both that drops below K once its two edges become one does not
        // count: c has degree 2 (a, b) before the merge and 1 after.
        let g = Graph::from_edges(vec![1; 3], &[(0, 2), (1, 2)]);
        assert!(briggs_criterion(&g, 0, 1, &[2; 3], 1, &|_| true));
    }

    #[test]
    fn merge_moves_edges() {
        let mut g = Graph::from_edges(vec![1; 4], &[(0, 2), (1, 2), (1, 3)]);
        g.merge(0, 1);
        assert_eq!(g.adj, vec![vec![2, 3], vec![], vec![0], vec![0]]);
    }
}
