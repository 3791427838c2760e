//! A greedy live-interval allocator for one register class (`--allocator greedy`), after
//! the LLVM-style greedy allocator cicc runs (`cicc-greedy-register-allocation.txt`), in our
//! own rendering:
//!
//! ```text
//! queue: every interval, largest (width × length) first
//! pop an interval:
//!     assign   the lowest aligned register free over its segments, below the budget
//!     evict    else a register whose occupants all have a lower spill weight: they go back
//!              into the queue (weights strictly decrease along a chain of evictions)
//!     recolour else last chance: move the (≤ 8) occupants of a register elsewhere,
//!              recursively up to depth 5, undoing everything if that fails
//!     split    else, for a value local to one block, a copy point where the part before
//!              and the part after each find a free register; for a value live into a
//!              loop it is defined outside of, a copy in the loop's preheader when the part
//!              from the copy on, or the part before it, outweighs the whole and finds a
//!              register, free or held only by lighter values (the driver inserts the
//!              copies and allocates again, and keeps the result only if it spills less)
//!     spill    else, the last resort (the driver rewrites it with the shared spill code)
//! ```
//!
//! The budget (`-maxrregcount`) is the pressure ceiling: no register at or above it is ever
//! handed out. Spill weight is LLVM's: frequency-weighted references over the length of the
//! interval, so short busy values outrank long idle ones.

use std::collections::BinaryHeap;

use super::assign_fatpoint::{pick_slot, Candidate, ClassAssignment, RegFile};

/// Depth of last-chance recolouring (LLVM's `lcr-max-depth`).
pub const RECOLOUR_DEPTH: u32 = 5;
/// Most interferences last-chance recolouring moves away from one register
/// (`lcr-max-interf`).
pub const RECOLOUR_INTERFERENCES: usize = 8;
/// Recolouring steps allowed per interval (keeps the search bounded on big functions).
const RECOLOUR_STEPS: u32 = 2000;

/// What the allocator needs besides the candidates.
pub struct GreedyInput<'a> {
    /// The values of the class.
    pub cands: &'a [Candidate<'a>],
    /// Spill weight per candidate (`f64::INFINITY`: never spilled or evicted).
    pub weight: &'a [f64],
    /// Per candidate: program points where a copy may split it (empty: not splittable).
    pub split_points: &'a [Vec<u32>],
    /// Per candidate: the parts a region split would give to copies (empty: none), and the
    /// part that would remain of the value.
    pub regions: &'a [(Vec<RegionPart>, Option<RegionPart>)],
}

/// The part of a value a region split would give to a copy inside a loop.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionPart {
    /// Where the copy would be live.
    pub segments: Vec<(u32, u32)>,
    /// The spill weight it would have.
    pub weight: f64,
}

/// The assignment, and the splits requested instead of spills.
pub struct GreedyResult {
    /// Register per candidate (`None`: spilled, or split when listed in `splits`).
    pub assignment: ClassAssignment,
    /// `(candidate, point)`: insert a copy at `point` and allocate again.
    pub splits: Vec<(u32, u32)>,
    /// Candidates to split around all their regions (then allocate again).
    pub region_splits: Vec<u32>,
    /// Evictions made.
    pub evictions: u32,
    /// Intervals placed by last-chance recolouring.
    pub recoloured: u32,
}

/// One change to the register file, for undoing a failed recolouring.
enum Op {
    Place(u32, usize),
    Release(u32, usize),
}

struct State<'a> {
    cands: &'a [Candidate<'a>],
    file: &'a mut RegFile,
    reg: Vec<Option<usize>>,
    limit: usize,
    log: Vec<Op>,
    steps: u32,
}

impl State<'_> {
    fn width(&self, c: u32) -> usize {
        self.cands[c as usize].width.max(1) as usize
    }

    fn place(&mut self, c: u32, s: usize) {
        for i in 0..self.width(c) {
            for &(a, e) in self.cands[c as usize].segments {
                self.file.occupy(s + i, a, e, c);
            }
        }
        self.reg[c as usize] = Some(s);
        self.log.push(Op::Place(c, s));
    }

    fn release(&mut self, c: u32) {
        let Some(s) = self.reg[c as usize].take() else {
            return;
        };
        for i in 0..self.width(c) {
            self.file.release(s + i, self.cands[c as usize].segments, c);
        }
        self.log.push(Op::Release(c, s));
    }

    fn undo_to(&mut self, mark: usize) {
        while self.log.len() > mark {
            match self.log.pop() {
                Some(Op::Place(c, s)) => {
                    for i in 0..self.width(c) {
                        self.file.release(s + i, self.cands[c as usize].segments, c);
                    }
                    self.reg[c as usize] = None;
                }
                Some(Op::Release(c, s)) => {
                    for i in 0..self.width(c) {
                        for &(a, e) in self.cands[c as usize].segments {
                            self.file.occupy(s + i, a, e, c);
                        }
                    }
                    self.reg[c as usize] = Some(s);
                }
                None => break,
            }
        }
    }

    /// Aligned slots of width `w` below the budget.
    fn slots(&self, w: usize) -> impl Iterator<Item = usize> {
        (0..self.limit.saturating_sub(w - 1)).step_by(w)
    }

    /// The lowest aligned slot below the budget whose `w` registers are free over `segs`,
    /// from one pass over the segments for the whole file.
    fn first_free(&self, segs: &[(u32, u32)], w: usize) -> Option<usize> {
        pick_slot(&self.file.free_over(segs), self.limit, w)
    }

    /// The candidates occupying `s..s+w` over `c`'s segments (`None`: blocked).
    fn occupants(&self, segs: &[(u32, u32)], s: usize, w: usize) -> Option<Vec<u32>> {
        let mut all = Vec::new();
        for i in 0..w {
            all.extend(self.file.owners(s + i, segs)?);
        }
        all.sort_unstable();
        all.dedup();
        Some(all)
    }

    /// Places `c` at `s` after moving its occupants elsewhere, recursively (`depth` levels),
    /// never moving the intervals in `chain`. Leaves the file unchanged on failure.
    fn recolour(&mut self, c: u32, s: usize, depth: u32, chain: &mut Vec<u32>) -> bool {
        self.steps += 1;
        if depth == 0 || self.steps > RECOLOUR_STEPS {
            return false;
        }
        let w = self.width(c);
        let segs = &self.cands[c as usize].segments;
        let Some(occ) = self.occupants(segs, s, w) else {
            return false;
        };
        if occ.len() > RECOLOUR_INTERFERENCES
            || occ
                .iter()
                .any(|o| chain.contains(o) || self.cands[*o as usize].fixed.is_some())
        {
            return false;
        }
        let mark = self.log.len();
        for &o in &occ {
            self.release(o);
        }
        self.place(c, s);
        chain.push(c);
        let mut ok = true;
        for &o in &occ {
            let (ow, osegs) = (self.width(o), &self.cands[o as usize].segments);
            if let Some(t) = self.first_free(osegs, ow) {
                self.place(o, t);
                continue;
            }
            let tries: Vec<usize> = self.slots(ow).collect();
            if !tries
                .into_iter()
                .any(|t| self.recolour(o, t, depth - 1, chain))
            {
                ok = false;
                break;
            }
        }
        chain.pop();
        if !ok {
            self.undo_to(mark);
        }
        ok
    }
}

impl State<'_> {
    /// The register whose occupants over `c`'s segments weigh least (heaviest first, then
    /// in sum), all lighter than `c` and none pre-coloured, with those occupants.
    fn cheapest_eviction(&self, c: u32, weight: &[f64]) -> Option<(usize, Vec<u32>)> {
        let ci = c as usize;
        let (w, segs) = (self.width(c), &self.cands[ci].segments);
        let mut best: Option<((f64, f64), usize, Vec<u32>)> = None;
        for s in self.slots(w) {
            let Some(occ) = self.occupants(segs, s, w) else {
                continue;
            };
            if occ.iter().any(|&o| {
                self.cands[o as usize].fixed.is_some() || weight[o as usize] >= weight[ci]
            }) {
                continue;
            }
            let max = occ.iter().map(|&o| weight[o as usize]).fold(0.0, f64::max);
            let sum: f64 = occ.iter().map(|&o| weight[o as usize]).sum();
            if best.as_ref().is_none_or(|(k, _, _)| (max, sum) < *k) {
                best = Some(((max, sum), s, occ));
            }
        }
        best.map(|(_, s, occ)| (s, occ))
    }

    /// The first of `points` at which `c` splits into two parts that both find a free
    /// register.
    fn local_split(&self, c: u32, points: &[u32]) -> Option<u32> {
        let (w, segs) = (self.width(c), &self.cands[c as usize].segments);
        points.iter().copied().find(|&p| {
            let (before, after) = (
                clip(segs, 0, p + 1),
                clip(segs, p.saturating_sub(1), u32::MAX),
            );
            !before.is_empty()
                && !after.is_empty()
                && self.first_free(&before, w).is_some()
                && self.first_free(&after, w).is_some()
        })
    }

    /// Whether splitting `c` around its loop regions pays: a part (the copies', or what
    /// remains of the value) outweighs the whole and finds a register, free or held by
    /// lighter values.
    fn worth_region_split(
        &self,
        c: u32,
        weight: &[f64],
        (parts, rest): &(Vec<RegionPart>, Option<RegionPart>),
    ) -> bool {
        let w = self.width(c);
        let hot = |r: &RegionPart| {
            r.weight > weight[c as usize]
                && (self.first_free(&r.segments, w).is_some()
                    || self.slots(w).any(|s| {
                        self.occupants(&r.segments, s, w).is_some_and(|occ| {
                            occ.iter().all(|&o| {
                                self.cands[o as usize].fixed.is_none()
                                    && weight[o as usize] < r.weight
                            })
                        })
                    }))
        };
        !parts.is_empty() && (parts.iter().any(hot) || rest.as_ref().is_some_and(hot))
    }

    /// The registers placed, and the registers needed: at least `needed` (the pre-coloured
    /// values'), the highest placed, and for values `left` without a register the next
    /// aligned slot past the budget.
    fn assignment(&self, mut needed: u32, left: &[u32], budget: usize) -> ClassAssignment {
        let mut regs: Vec<Option<u16>> = vec![None; self.reg.len()];
        for (k, r) in self.reg.iter().enumerate() {
            if let Some(s) = r {
                regs[k] = Some(*s as u16);
                needed = needed.max((*s + self.width(k as u32)) as u32);
            }
        }
        if let Some(w) = left.iter().map(|&c| self.width(c)).max() {
            needed = needed.max((budget.next_multiple_of(w) + w) as u32);
        }
        ClassAssignment { regs, needed }
    }
}

/// Clips sorted segments to the points in `[lo, hi)`.
fn clip(segs: &[(u32, u32)], lo: u32, hi: u32) -> Vec<(u32, u32)> {
    segs.iter()
        .filter_map(|&(s, e)| {
            let (s, e) = (s.max(lo), e.min(hi));
            (s < e).then_some((s, e))
        })
        .collect()
}

/// Allocates `input.cands` within `budget` registers of `file` (which holds the interference
/// already: reservations, clobbers).
pub fn assign_greedy(input: &GreedyInput<'_>, file: &mut RegFile, budget: usize) -> GreedyResult {
    let cands = input.cands;
    let n = cands.len();
    let limit = budget.min(file.len());
    let mut st = State {
        cands,
        file,
        reg: vec![None; n],
        limit,
        log: Vec::new(),
        steps: 0,
    };
    let mut needed = 0u32;
    for (k, c) in cands.iter().enumerate() {
        if let Some(r) = c.fixed {
            st.place(k as u32, r as usize);
            needed = needed.max(r as u32 + c.width.max(1) as u32);
        }
    }
    let size = |c: &Candidate<'_>| {
        c.segments
            .iter()
            .map(|(s, e)| u64::from(e - s))
            .sum::<u64>()
            * u64::from(c.width.max(1))
    };
    let mut queue: BinaryHeap<(u64, std::cmp::Reverse<u32>)> = cands
        .iter()
        .enumerate()
        .filter(|(_, c)| c.fixed.is_none())
        .map(|(k, c)| (size(c), std::cmp::Reverse(k as u32)))
        .collect();
    let mut splits = Vec::new();
    let mut region_splits = Vec::new();
    let mut spilled: Vec<u32> = Vec::new();
    let (mut evictions, mut recoloured) = (0u32, 0u32);
    let mut pops = 0usize;
    let max_pops = 20 * n + 100;
    while let Some((_, std::cmp::Reverse(c))) = queue.pop() {
        pops += 1;
        let ci = c as usize;
        if st.reg[ci].is_some() {
            continue;
        }
        let w = st.width(c);
        let segs = &cands[ci].segments;
        // 1. A free register.
        if let Some(s) = st.first_free(segs, w) {
            st.place(c, s);
            continue;
        }
        // 2. Eviction: the register whose occupants weigh least, all lighter than `c`.
        if pops < max_pops {
            if let Some((s, occ)) = st.cheapest_eviction(c, input.weight) {
                for &o in &occ {
                    st.release(o);
                    queue.push((size(&cands[o as usize]), std::cmp::Reverse(o)));
                    evictions += 1;
                }
                st.place(c, s);
                continue;
            }
        }
        // 3. Last-chance recolouring, unless some point of `c` has fewer free registers
        // than it needs even with everything placed packed (no moves can then help).
        st.steps = 0;
        st.log.clear();
        let mut chain = Vec::new();
        let tries: Vec<usize> = if st.file.crowded(segs, w, limit) {
            Vec::new()
        } else {
            st.slots(w).collect()
        };
        if tries
            .into_iter()
            .any(|s| st.recolour(c, s, RECOLOUR_DEPTH, &mut chain))
        {
            recoloured += 1;
            st.log.clear();
            continue;
        }
        st.log.clear();
        // 4. Split a block-local value where both parts find a register.
        if let Some(p) = st.local_split(c, &input.split_points[ci]) {
            splits.push((c, p));
            continue;
        }
        // 4b. Split around loops when a part would outweigh the whole and find a register.
        if st.worth_region_split(c, input.weight, &input.regions[ci]) {
            region_splits.push(c);
            continue;
        }
        // 5. Spill.
        spilled.push(c);
    }
    let left: Vec<u32> = spilled
        .iter()
        .chain(splits.iter().map(|(c, _)| c))
        .chain(&region_splits)
        .copied()
        .collect();
    GreedyResult {
        assignment: st.assignment(needed, &left, budget),
        splits,
        region_splits,
        evictions,
        recoloured,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cand(v: u32, segs: &[(u32, u32)], width: u8) -> Candidate<'_> {
        Candidate::test(v, segs, width)
    }

    fn run(
        cands: &[Candidate<'_>],
        weight: &[f64],
        splits: &[Vec<u32>],
        budget: usize,
    ) -> GreedyResult {
        let regions = vec![(Vec::new(), None); cands.len()];
        let input = GreedyInput {
            cands,
            weight,
            split_points: splits,
            regions: &regions,
        };
        assign_greedy(&input, &mut RegFile::new(16), budget)
    }

    #[test]
    fn a_heavier_interval_evicts_a_lighter_one() {
        // One register. The long, idle value is queued first (it is larger) and takes R0;
        // the short busy value then evicts it (weight 9 > 1) and the idle one is spilled.
        let cands = [cand(0, &[(0, 100)], 1), cand(1, &[(10, 20)], 1)];
        let r = run(&cands, &[1.0, 9.0], &[vec![], vec![]], 1);
        assert_eq!(r.assignment.regs, vec![None, Some(0)]);
        assert_eq!(r.evictions, 1);
        assert!(r.splits.is_empty());
        // With the weights the other way round, nothing is evicted: the short one spills.
        let r = run(&cands, &[9.0, 1.0], &[vec![], vec![]], 1);
        assert_eq!(r.assignment.regs, vec![Some(0), None]);
        assert_eq!(r.evictions, 0);
    }

    #[test]
    fn a_split_avoids_a_spill() {
        // Two registers. a is pinned to R0 over [0, 19), b to R1 over [21, 40). x lives over
        // [10, 30): no single register is free for all of it, nothing can be evicted or
        // moved, but R1 is free before 20 and R0 after it: a copy at 20 saves the spill.
        let mut a = cand(0, &[(0, 19)], 1);
        a.fixed = Some(0);
        let mut b = cand(1, &[(21, 40)], 1);
        b.fixed = Some(1);
        let cands = [a, b, cand(2, &[(10, 30)], 1)];
        let weight = [f64::INFINITY, f64::INFINITY, 1.0];
        let r = run(&cands, &weight, &[vec![], vec![], vec![20]], 2);
        assert_eq!(r.splits, vec![(2, 20)]);
        assert_eq!(r.assignment.regs[2], None);
        // Without a split point, x is spilled instead.
        let r = run(&cands, &weight, &[vec![], vec![], vec![]], 2);
        assert!(r.splits.is_empty());
        assert_eq!(r.assignment.regs[2], None);
        assert!(r.assignment.needed > 2);
        // A split point where one part still finds no register does not help: spill.
        let r = run(&cands, &weight, &[vec![], vec![], vec![12]], 2);
        assert!(r.splits.is_empty());
    }

    #[test]
    fn last_chance_recolouring_moves_an_occupant() {
        // Budget 5: pair slots R0:R1 and R2:R3, scalars R0..R4. Queue order by size: the
        // pair p [0, 50) takes R0:R1, the scalar s [0, 80) takes R2, then the pair q [5, 40)
        // finds both pair slots occupied. Nothing may be evicted (infinite weights); the
        // recolouring moves p to R2:R3 and s, in turn, to R4.
        let cands = [
            cand(0, &[(0, 50)], 2),
            cand(1, &[(0, 80)], 1),
            cand(2, &[(5, 40)], 2),
        ];
        let w = [f64::INFINITY; 3];
        let r = run(&cands, &w, &[vec![], vec![], vec![]], 5);
        assert_eq!(r.assignment.regs, vec![Some(2), Some(4), Some(0)]);
        assert_eq!(r.recoloured, 1);
        assert_eq!(r.evictions, 0);
        // With budget 4 there is no home for s: the search fails and undoes itself; q is
        // left unplaced and p, s keep their registers.
        let r = run(&cands, &w, &[vec![], vec![], vec![]], 4);
        assert_eq!(r.assignment.regs, vec![Some(0), Some(2), None]);
        assert_eq!(r.recoloured, 0);
    }
}
