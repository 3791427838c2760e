//! Chaitin–Briggs graph colouring for one register class (`--allocator briggs`), after the
//! graph-colouring allocator described in `chaitin-briggs-and-lazy-reload.md`, in our own
//! rendering:
//!
//! ```text
//! build      interference graph from live segments (adjacency lists)     (interference.rs)
//! coalesce   copy-related pairs, hottest copy first, when the Briggs test allows
//! simplify   remove nodes of degree < K; when none is left, push the node with the lowest
//!            spill cost / degree anyway (optimistic: it may still find a colour)
//! select     pop: lowest aligned legal register below the budget, or an actual spill
//! ```
//!
//! Degrees and K are counted in aligned slots of the node's width (pairs at even, quads at
//! multiples of four registers), so a node of degree < K always finds a slot. Legality at
//! select time is decided on the same [`RegFile`] the fat-point core uses (pre-coloured
//! values, reservations and clobbers included), so the colouring is exact even where the
//! graph's slot counting is conservative. The actual spills go back to the per-class driver,
//! which rewrites them with the shared spill code (lazy reloads, reused within a block) and
//! colours again.

use super::assign_fatpoint::{pick_slot, Candidate, ClassAssignment, RegFile};
use super::coalesce::merge;
use super::interference::{briggs_criterion, Graph};

/// What the colourer needs besides the candidates.
pub struct BriggsInput<'a> {
    /// The values of the class.
    pub cands: &'a [Candidate<'a>],
    /// Spill cost per candidate (`f64::INFINITY`: may not be spilled).
    pub cost: &'a [f64],
    /// Copy-related candidate pairs `(a, b, frequency)`.
    pub copies: &'a [(u32, u32, f64)],
    /// Whether to coalesce copies.
    pub coalesce: bool,
}

/// The colouring, and how many copies it coalesced.
pub struct BriggsResult {
    /// Register per candidate (`None`: actual spill).
    pub assignment: ClassAssignment,
    /// Copies whose two sides were merged.
    pub coalesced: u32,
}

/// Aligned slots of width `w` below `budget` whose registers `file` leaves free over `segs`.
/// Only the registers already in use (`busy`, ascending) need a look.
fn slots_free(file: &RegFile, busy: &[usize], segs: &[(u32, u32)], w: usize, budget: usize) -> u32 {
    let limit = budget.min(file.len());
    let total = (limit / w) as u32;
    let mut taken = 0u32;
    let mut last_slot = usize::MAX;
    for &r in busy.iter().take_while(|&&r| r < limit / w * w) {
        let slot = r / w;
        if slot != last_slot && !file.is_free(r, segs) {
            taken += 1;
            last_slot = slot;
        }
    }
    total - taken
}

/// Colours `input.cands` within `budget` registers of `file` (which holds the interference
/// already: reservations, clobbers).
pub fn assign_briggs(input: &BriggsInput<'_>, file: &mut RegFile, budget: usize) -> BriggsResult {
    let cands = input.cands;
    let n = cands.len();
    let mut regs: Vec<Option<u16>> = vec![None; n];
    let mut needed = 0u32;
    // Pre-coloured values first, as in the fat-point core: they are not negotiable and do
    // not take part in the graph (their registers are simply unavailable to neighbours).
    for (k, c) in cands.iter().enumerate() {
        if let Some(r) = c.fixed {
            let w = c.width.max(1) as usize;
            for i in 0..w {
                for &(s, e) in c.segments {
                    file.occupy(r as usize + i, s, e, k as u32);
                }
            }
            regs[k] = Some(r);
            needed = needed.max(r as u32 + w as u32);
        }
    }
    let busy: Vec<usize> = (0..file.len()).filter(|&r| file.in_use(r)).collect();
    let mut g = Graph::build(cands);
    let mut segs: Vec<Vec<(u32, u32)>> = cands.iter().map(|c| c.segments.to_vec()).collect();
    let mut cost: Vec<f64> = input.cost.to_vec();
    let mut k: Vec<u32> = (0..n)
        .map(|i| slots_free(file, &busy, &segs[i], g.width[i] as usize, budget))
        .collect();
    // rep[i]: the node candidate i was merged into.
    let mut rep: Vec<u32> = (0..n as u32).collect();
    let mut gone: Vec<bool> = cands.iter().map(|c| c.fixed.is_some()).collect();
    let find = |rep: &Vec<u32>, mut x: u32| {
        while rep[x as usize] != x {
            x = rep[x as usize];
        }
        x
    };
    let mut coalesced = 0;
    if input.coalesce {
        let mut copies = input.copies.to_vec();
        copies.sort_by(|a, b| b.2.total_cmp(&a.2));
        // A few passes: a merge can make another one safe.
        let mut changed = true;
        let mut passes = 0;
        while changed && passes < 4 {
            changed = false;
            passes += 1;
            for &(a, b, _) in &copies {
                let (a, b) = (find(&rep, a), find(&rep, b));
                let (ai, bi) = (a as usize, b as usize);
                if a == b
                    || gone[ai]
                    || gone[bi]
                    || g.width[ai] != g.width[bi]
                    || g.has_edge(a, b)
                    || !cost[ai].is_finite()
                    || !cost[bi].is_finite()
                {
                    continue;
                }
                let merged = merge(&segs[ai], &segs[bi]);
                let k_ab = slots_free(file, &busy, &merged, g.width[ai] as usize, budget);
                let alive = |m: u32| !gone[m as usize];
                if k_ab == 0 || !briggs_criterion(&g, a, b, &k, k_ab, &alive) {
                    continue;
                }
                let (keep, drop) = if a < b { (a, b) } else { (b, a) };
                g.merge(keep, drop);
                segs[keep as usize] = merged;
                segs[drop as usize].clear();
                cost[keep as usize] += cost[drop as usize];
                k[keep as usize] = k_ab;
                rep[drop as usize] = keep;
                gone[drop as usize] = true;
                coalesced += 1;
                changed = true;
            }
        }
    }
    let nodes: Vec<u32> = (0..n as u32).filter(|&i| !gone[i as usize]).collect();
    let stack = simplify(&g, &nodes, &k, &cost);
    // Select: pop and colour, lowest legal aligned register first.
    let mut colour: Vec<Option<u16>> = vec![None; n];
    let limit = budget.min(file.len());
    let mut spilled_width = 0usize;
    for &node in stack.iter().rev() {
        let ni = node as usize;
        let w = g.width[ni] as usize;
        // One pass over the node's segments for the whole file.
        match pick_slot(&file.free_over(&segs[ni]), limit, w) {
            Some(s) => {
                for i in 0..w {
                    for &(a, e) in &segs[ni] {
                        file.occupy(s + i, a, e, node);
                    }
                }
                colour[ni] = Some(s as u16);
                needed = needed.max((s + w) as u32);
            }
            None => spilled_width = spilled_width.max(w),
        }
    }
    for i in 0..n {
        if cands[i].fixed.is_none() {
            regs[i] = colour[find(&rep, i as u32) as usize];
        }
    }
    if spilled_width > 0 {
        needed = needed.max((budget.next_multiple_of(spilled_width) + spilled_width) as u32);
    }
    BriggsResult {
        assignment: ClassAssignment { regs, needed },
        coalesced,
    }
}

/// Simplify: the removal order of `nodes` (the stack, bottom first). Nodes of degree < K
/// go first; when none is left, the node with the lowest cost per degree is pushed
/// optimistically.
pub fn simplify(g: &Graph, nodes: &[u32], k: &[u32], cost: &[f64]) -> Vec<u32> {
    let mut in_graph = vec![false; g.len()];
    for &v in nodes {
        in_graph[v as usize] = true;
    }
    let mut deg: Vec<u32> = vec![0; g.len()];
    for &v in nodes {
        deg[v as usize] = g.degree(v, &|m| in_graph[m as usize]);
    }
    let mut low: Vec<u32> = nodes
        .iter()
        .copied()
        .filter(|&v| deg[v as usize] < k[v as usize])
        .collect();
    let mut queued = vec![false; g.len()];
    for &v in &low {
        queued[v as usize] = true;
    }
    let mut remaining = nodes.len();
    let mut stack = Vec::with_capacity(nodes.len());
    // cost / degree as ordered bits (non-negative floats order like their bit patterns).
    let ratio = |v: u32, deg: &[u32]| {
        (cost[v as usize].max(0.0) / f64::from(deg[v as usize].max(1))).to_bits()
    };
    let mut stuck: std::collections::BinaryHeap<std::cmp::Reverse<(u64, u32)>> = nodes
        .iter()
        .map(|&v| std::cmp::Reverse((ratio(v, &deg), v)))
        .collect();
    while remaining > 0 {
        let v = match low.pop() {
            Some(v) => v,
            None => {
                // Stuck: the cheapest node per unit of degree, pushed in the hope that its
                // neighbours end up sharing registers. Degrees only fall, so a key in the heap
                // is never above the node's current one: a stale entry is re-keyed on pop.
                let mut pick = None;
                while let Some(std::cmp::Reverse((key, v))) = stuck.pop() {
                    if !in_graph[v as usize] {
                        continue;
                    }
                    let now = ratio(v, &deg);
                    if now != key {
                        stuck.push(std::cmp::Reverse((now, v)));
                        continue;
                    }
                    pick = Some(v);
                    break;
                }
                let Some(v) = pick else { break };
                v
            }
        };
        if !in_graph[v as usize] {
            continue;
        }
        in_graph[v as usize] = false;
        remaining -= 1;
        stack.push(v);
        for &m in &g.adj[v as usize] {
            let mi = m as usize;
            if in_graph[mi] {
                deg[mi] = deg[mi].saturating_sub(g.weight(v, m));
                if deg[mi] < k[mi] && !queued[mi] {
                    queued[mi] = true;
                    low.push(m);
                }
            }
        }
    }
    stack
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cand(v: u32, segs: &[(u32, u32)], width: u8) -> Candidate<'_> {
        Candidate::test(v, segs, width)
    }

    fn colour(cands: &[Candidate<'_>], budget: usize) -> ClassAssignment {
        let cost = vec![1.0; cands.len()];
        let input = BriggsInput {
            cands,
            cost: &cost,
            copies: &[],
            coalesce: false,
        };
        assign_briggs(&input, &mut RegFile::new(16), budget).assignment
    }

    /// A 4-cycle a–b–c–d–a (values with two segments make it: interval graphs alone are
    /// chordal).
    fn four_cycle() -> Vec<Candidate<'static>> {
        vec![
            cand(0, &[(0, 10), (30, 40)], 1),
            cand(1, &[(5, 20)], 1),
            cand(2, &[(15, 25)], 1),
            cand(3, &[(22, 35)], 1),
        ]
    }

    #[test]
    fn optimistic_colouring_of_a_four_cycle_with_two_registers() {
        let cands = four_cycle();
        let g = Graph::build(&cands);
        assert_eq!(g.adj, vec![vec![1, 3], vec![0, 2], vec![1, 3], vec![0, 2]]);
        // Every node has degree 2 = K: simplify alone (Chaitin) gets stuck at once and would
        // spill; the cycle is 2-colourable (a, c on one register, b, d on the other), and
        // optimistic select finds that.
        assert!((0..4).all(|v| g.degree(v, &|_| true) >= 2));
        let a = colour(&cands, 2);
        assert!(a.regs.iter().all(|r| r.is_some()), "{:?}", a.regs);
        let r: Vec<u16> = a.regs.iter().flatten().copied().collect();
        assert_eq!(
            (r[0] == r[2], r[1] == r[3], r[0] != r[1]),
            (true, true, true)
        );
        assert_eq!(a.needed, 2);
    }

    #[test]
    fn a_triangle_with_two_registers_spills_exactly_one() {
        let cands = [
            cand(0, &[(0, 10)], 1),
            cand(1, &[(1, 10)], 1),
            cand(2, &[(2, 10)], 1),
        ];
        let a = colour(&cands, 2);
        assert_eq!(a.regs.iter().filter(|r| r.is_none()).count(), 1);
        assert!(a.needed > 2);
    }

    #[test]
    fn the_cheapest_per_degree_is_the_one_spilled() {
        // A triangle again, now with costs: the cheap value is pushed first (optimistically)
        // and is the one left without a register.
        let cands = [
            cand(0, &[(0, 10)], 1),
            cand(1, &[(1, 10)], 1),
            cand(2, &[(2, 10)], 1),
        ];
        let cost = [5.0, 1.0, 5.0];
        let input = BriggsInput {
            cands: &cands,
            cost: &cost,
            copies: &[],
            coalesce: false,
        };
        let a = assign_briggs(&input, &mut RegFile::new(4), 2).assignment;
        assert_eq!(a.regs[1], None);
        assert!(a.regs[0].is_some() && a.regs[2].is_some());
    }

    #[test]
    fn pairs_and_quads_take_aligned_registers() {
        let cands = [
            cand(0, &[(0, 10)], 1),
            cand(1, &[(0, 10)], 2),
            cand(2, &[(0, 10)], 4),
            cand(3, &[(0, 10)], 1),
        ];
        let a = colour(&cands, 8);
        let r: Vec<u16> = a.regs.iter().map(|r| r.unwrap_or(99)).collect();
        assert_eq!(r[1] % 2, 0);
        assert_eq!(r[2] % 4, 0);
        assert_eq!(a.needed, 8);
    }

    #[test]
    fn copy_related_values_are_coalesced_when_safe() {
        // a dies where b is born (a copy joins them): one register for both.
        let cands = [cand(0, &[(0, 5)], 1), cand(1, &[(5, 9)], 1)];
        let cost = [1.0, 1.0];
        let input = BriggsInput {
            cands: &cands,
            cost: &cost,
            copies: &[(0, 1, 1.0)],
            coalesce: true,
        };
        let r = assign_briggs(&input, &mut RegFile::new(4), 4);
        assert_eq!(r.coalesced, 1);
        assert_eq!(r.assignment.regs[0], r.assignment.regs[1]);
    }
}
