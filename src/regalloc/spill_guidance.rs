//! Spill guidance: which values to spill when a class does not fit.
//!
//! The cost model follows `ptxas-spill-mechanism.txt`: every definition and use of a value
//! costs a base weight (15.0; 3.0 when the class is under high pressure) times the frequency
//! of its block (`RegAllocEstimatedLoopIterations` per loop level); the value's normalised
//! cost is that sum divided by the length of its live range, so long-lived, rarely touched
//! values (loop invariants, values carried across a loop but used after it) go first.
//!
//! Guidance walks the overflow: while some program point needs more registers of the class
//! than the budget, it takes the point of maximum pressure (the seed's max-pressure query)
//! and spills the cheapest spillable value live there. Values created by earlier spilling
//! (reloads, re-definitions) are never picked again.

use crate::analysis::rows::Rows;
use crate::ir::{Function, RegClass, VReg};
use crate::knobs::Settings;

/// What guidance needs to know about the function.
pub struct GuidanceInput<'a> {
    /// The function.
    pub func: &'a Function,
    /// Live segments per value.
    pub segments: &'a Rows<(u32, u32)>,
    /// Frequency-weighted number of definitions and uses per value.
    pub weighted_refs: &'a [f64],
    /// Values that must not be spilled.
    pub no_spill: &'a [bool],
    /// Values that can be recomputed at their reads instead (empty: none).
    pub remat: &'a [bool],
    /// Number of program points.
    pub points: usize,
}

/// The base weights of the spill cost for one guidance run.
struct CostWeights {
    remat: f64,
    spill: f64,
}

impl CostWeights {
    fn new(settings: &Settings, high_pressure: bool) -> CostWeights {
        CostWeights {
            remat: settings.remat_weight,
            spill: if high_pressure {
                settings.spill_high_pressure_weight
            } else {
                settings.spill_base_weight
            },
        }
    }
}

/// The cost of spilling `v`, normalised by its live-range length. A value that can be
/// recomputed costs one cheap instruction per access instead of a memory round trip
/// (`RegAllocRematWeight`), so guidance prefers it: ptxas's remat-over-spill decision.
fn normalized_cost(input: &GuidanceInput<'_>, v: VReg, weights: &CostWeights) -> f64 {
    let base = if input.remat.get(v.index()).copied().unwrap_or(false) {
        weights.remat
    } else {
        weights.spill
    };
    let len: u32 = input.segments[v.index()].iter().map(|(s, e)| e - s).sum();
    base * input.weighted_refs[v.index()] / len.max(1) as f64
}

/// Picks values of `class` to spill so that no point needs more than `limit` registers
/// besides the `reserved` ones. `extra` are values that failed assignment (they are
/// preferred when equally cheap).
pub fn choose_victims(
    input: &GuidanceInput<'_>,
    class: RegClass,
    limit: u32,
    reserved: &[u16],
    extra: &[VReg],
    settings: &Settings,
) -> Vec<VReg> {
    choose_victims_scanning(
        input,
        class,
        limit,
        reserved,
        extra,
        settings,
        DIRECT_QUERIES,
    )
}

/// [`choose_victims`], answering the first `direct` queries by scanning.
fn choose_victims_scanning(
    input: &GuidanceInput<'_>,
    class: RegClass,
    limit: u32,
    reserved: &[u16],
    extra: &[VReg],
    settings: &Settings,
    direct: usize,
) -> Vec<VReg> {
    let f = input.func;
    let members: Vec<VReg> = (0..f.vregs.len())
        .map(VReg::new)
        .filter(|v| {
            let info = f.vreg(*v);
            // Values pinned to reserved registers do not compete for the usable ones.
            info.class == class
                && !info.fixed.is_some_and(|r| reserved.contains(&r))
                && !input.segments[v.index()].is_empty()
        })
        .collect();
    let points = Points::of(input, &members);
    let mut pressure = vec![0i64; points.len()];
    for &v in &members {
        let w = f.vreg(v).width as i64;
        for &seg in &input.segments[v.index()] {
            let (s, e) = points.pressure_span(seg);
            pressure[s] += w;
            pressure[e] -= w;
        }
    }
    let mut acc = 0i64;
    for p in pressure.iter_mut() {
        acc += *p;
        *p = acc;
    }
    let max_pressure = pressure.iter().copied().max().unwrap_or(0);
    let high = max_pressure > limit as i64 + limit as i64 / 4;
    let weights = CostWeights::new(settings, high);
    let mut failed = vec![false; f.vregs.len()];
    for v in extra {
        if let Some(x) = failed.get_mut(v.index()) {
            *x = true;
        }
    }
    // The order victims are taken in at a point: cheapest first (failed values slightly
    // preferred), then the lowest value number.
    let key = |v: VReg| {
        let c = normalized_cost(input, v, &weights);
        if failed[v.index()] {
            c * 0.99
        } else {
            c
        }
    };
    let mut chosen: Vec<VReg> = Vec::new();
    // The earliest point of maximum pressure, while it exceeds the budget (the indexes are
    // built only when it does).
    if max_pressure > limit as i64 {
        let spillable: Vec<(f64, VReg)> = members
            .iter()
            .filter(|v| !input.no_spill[v.index()])
            .map(|&v| (key(v), v))
            .collect();
        let mut taken = vec![false; f.vregs.len()];
        let mut indexes: Option<(StabIndex, MaxTree)> = None;
        loop {
            // Most calls take a victim or two: the first few queries scan the pressure and
            // the values directly, and only a longer run builds the indexes (from the
            // pressure as those victims left it).
            if indexes.is_none() && chosen.len() >= direct {
                indexes = Some((
                    StabIndex::new(&spillable, input.segments, &points),
                    MaxTree::new(&pressure),
                ));
            }
            let peak = match &indexes {
                Some((_, peaks)) => peaks.peak(),
                None => earliest_peak(&pressure),
            };
            let Some(point) = peak.filter(|&(_, p)| p > limit as i64).map(|(i, _)| i) else {
                break;
            };
            let cheapest = match &mut indexes {
                Some((live_at, _)) => live_at.cheapest(point, &taken),
                None => cheapest_live_at(&spillable, input.segments, &points, point, &taken),
            };
            let Some(v) = cheapest else {
                // Nothing spillable is live at the peak: spilling cannot help there.
                break;
            };
            taken[v.index()] = true;
            chosen.push(v);
            let w = f.vreg(v).width as i64;
            for &seg in &input.segments[v.index()] {
                let (s, e) = points.pressure_span(seg);
                match &mut indexes {
                    Some((_, peaks)) => peaks.add(s, e, -w),
                    None => {
                        let e = e.min(pressure.len());
                        pressure[s.min(e)..e].iter_mut().for_each(|p| *p -= w);
                    }
                }
            }
        }
    }
    // Pressure fits but assignment still failed (fragmentation, clobbers): spill the values
    // that did not fit.
    if chosen.is_empty() {
        let mut rest: Vec<VReg> = extra
            .iter()
            .copied()
            .filter(|v| !input.no_spill[v.index()])
            .collect();
        rest.sort_by(|a, b| {
            normalized_cost(input, *a, &weights)
                .total_cmp(&normalized_cost(input, *b, &weights))
                .then(a.cmp(b))
        });
        chosen.extend(rest);
    }
    chosen
}

/// Victims [`choose_victims`] finds by scanning before it builds its indexes.
const DIRECT_QUERIES: usize = 4;

/// The earliest point of maximum pressure and the pressure there, as [`MaxTree::peak`].
fn earliest_peak(pressure: &[i64]) -> Option<(usize, i64)> {
    let mut best: Option<(usize, i64)> = None;
    for (i, &p) in pressure.iter().enumerate() {
        if best.is_none_or(|(_, b)| p > b) {
            best = Some((i, p));
        }
    }
    best
}

/// The cheapest value of `values` not `taken` live at `point`, as [`StabIndex::cheapest`].
fn cheapest_live_at(
    values: &[(f64, VReg)],
    segments: &Rows<(u32, u32)>,
    points: &Points,
    point: usize,
    taken: &[bool],
) -> Option<VReg> {
    let live = |v: VReg| {
        segments[v.index()].iter().any(|&seg| {
            let (s, e) = points.live_span(seg);
            s <= point && point < e
        })
    };
    values
        .iter()
        .filter(|&&(_, v)| !taken[v.index()] && live(v))
        .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)))
        .map(|&(_, v)| v)
}

/// The points guidance walks: every program point, or, when the class's segments are few
/// against the length of the code, only the points where one of them starts or ends.
/// Pressure and liveness are constant between two such points, so the earliest point of
/// maximum pressure and the values live there come out the same; a class of a few values
/// in a long kernel (predicates) then costs its segments, not the kernel.
struct Points {
    /// The points, when compressed (`None`: every point of `0..end`).
    kept: Option<Vec<u32>>,
    /// One past the last point a segment is taken to cover (the code's points, plus one).
    end: u32,
}

impl Points {
    /// The points for the segments of `members`: compressed when they are few.
    fn of(input: &GuidanceInput<'_>, members: &[VReg]) -> Points {
        let last = input.points as u32;
        let end = last + 1;
        let segments: usize = members
            .iter()
            .map(|v| input.segments[v.index()].len())
            .sum();
        if 3 * segments >= input.points {
            return Points { kept: None, end };
        }
        // Where segments start, and where they end as the pressure and the live sets clip
        // them.
        let mut kept = Vec::with_capacity(3 * segments);
        for v in members {
            for &(s, e) in &input.segments[v.index()] {
                kept.extend([s, e.min(last), e.min(end)]);
            }
        }
        kept.sort_unstable();
        kept.dedup();
        Points {
            kept: Some(kept),
            end,
        }
    }

    /// How many points there are.
    fn len(&self) -> usize {
        match &self.kept {
            Some(kept) => kept.len(),
            None => self.end as usize,
        }
    }

    /// The index of point `p`, which is one of them.
    fn index(&self, p: u32) -> usize {
        match &self.kept {
            Some(kept) => kept.partition_point(|&k| k < p),
            None => p as usize,
        }
    }

    /// The indices of segment `(s, e)` as the pressure counts it: to the code's last point.
    fn pressure_span(&self, (s, e): (u32, u32)) -> (usize, usize) {
        (self.index(s), self.index(e.min(self.end - 1)))
    }

    /// The indices of segment `(s, e)` as the live sets hold it: one point further.
    fn live_span(&self, (s, e): (u32, u32)) -> (usize, usize) {
        (self.index(s), self.index(e.min(self.end)))
    }
}

/// Pressure per point with range updates and the earliest point of maximum pressure in
/// O(log n) (a segment tree with lazy additions): guidance takes one victim per query, and
/// rescanning every point per victim made it quadratic on long kernels.
struct MaxTree {
    n: usize,
    /// Per node: maximum over its range (lazy additions of the node included) and the
    /// earliest point holding it.
    max: Vec<(i64, usize)>,
    /// Per node: addition pending for its whole range.
    add: Vec<i64>,
}

impl MaxTree {
    fn new(values: &[i64]) -> MaxTree {
        let n = values.len().max(1);
        let mut t = MaxTree {
            n,
            max: vec![(i64::MIN, 0); 4 * n],
            add: vec![0; 4 * n],
        };
        t.build(1, 0, n, values);
        t
    }

    fn build(&mut self, node: usize, lo: usize, hi: usize, values: &[i64]) {
        if hi - lo == 1 {
            self.max[node] = (values.get(lo).copied().unwrap_or(i64::MIN), lo);
            return;
        }
        let mid = (lo + hi) / 2;
        self.build(2 * node, lo, mid, values);
        self.build(2 * node + 1, mid, hi, values);
        self.pull(node);
    }

    /// The earlier of the children's maxima on ties.
    fn pull(&mut self, node: usize) {
        let (l, r) = (self.max[2 * node], self.max[2 * node + 1]);
        let best = if l.0 >= r.0 { l } else { r };
        self.max[node] = (best.0 + self.add[node], best.1);
    }

    /// Adds `w` to the points `[s, e)`.
    fn add(&mut self, s: usize, e: usize, w: i64) {
        if s < e {
            self.add_in(1, 0, self.n, s, e.min(self.n), w);
        }
    }

    fn add_in(&mut self, node: usize, lo: usize, hi: usize, s: usize, e: usize, w: i64) {
        if e <= lo || hi <= s {
            return;
        }
        if s <= lo && hi <= e {
            self.add[node] += w;
            self.max[node].0 += w;
            return;
        }
        let mid = (lo + hi) / 2;
        self.add_in(2 * node, lo, mid, s, e, w);
        self.add_in(2 * node + 1, mid, hi, s, e, w);
        self.pull(node);
    }

    /// The earliest point of maximum pressure and the pressure there.
    fn peak(&self) -> Option<(usize, i64)> {
        let (p, i) = self.max[1];
        (p != i64::MIN).then_some((i, p))
    }
}

/// Which values are live at a point, cheapest first: each live segment is filed under the
/// O(log n) nodes of a segment tree over the points that cover it, each node's values sorted
/// by cost; a query walks one root-to-leaf path. Taken values are skipped lazily (a cursor
/// per node only moves forward), so all queries together cost O(segments · log n).
struct StabIndex {
    n: usize,
    /// Per node: (cost, value), sorted.
    lists: Rows<(f64, VReg)>,
    /// Per node: first entry not yet known to be taken.
    cursor: Vec<u32>,
}

impl StabIndex {
    fn new(values: &[(f64, VReg)], segments: &Rows<(u32, u32)>, points: &Points) -> StabIndex {
        let n = points.len().max(1);
        let mut filed: Vec<(u32, (f64, VReg))> = Vec::new();
        for &(cost, v) in values {
            for &seg in &segments[v.index()] {
                let (s, e) = points.live_span(seg);
                if s < e {
                    file(&mut filed, 1, 0, n, s, e, (cost, v));
                }
            }
        }
        let mut lists = Rows::from_pairs(4 * n, filed.iter().copied());
        lists.compact_rows(|l| {
            l.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            // A value filed twice under one node (two of its segments) is listed once.
            let mut kept = 0;
            for k in 0..l.len() {
                if kept == 0 || l[kept - 1].1 != l[k].1 {
                    l[kept] = l[k];
                    kept += 1;
                }
            }
            kept
        });
        StabIndex {
            n,
            lists,
            cursor: vec![0; 4 * n],
        }
    }

    /// The cheapest value not `taken` live at `point`.
    fn cheapest(&mut self, point: usize, taken: &[bool]) -> Option<VReg> {
        let (mut node, mut lo, mut hi) = (1, 0, self.n);
        let mut best: Option<(f64, VReg)> = None;
        loop {
            let list = &self.lists[node];
            let c = &mut self.cursor[node];
            while (*c as usize) < list.len() && taken[list[*c as usize].1.index()] {
                *c += 1;
            }
            if let Some(&cand) = list.get(*c as usize) {
                let better =
                    best.is_none_or(|b| cand.0.total_cmp(&b.0).then(cand.1.cmp(&b.1)).is_lt());
                if better {
                    best = Some(cand);
                }
            }
            if hi - lo <= 1 {
                break;
            }
            let mid = (lo + hi) / 2;
            if point < mid {
                node *= 2;
                hi = mid;
            } else {
                node = 2 * node + 1;
                lo = mid;
            }
        }
        best.map(|b| b.1)
    }
}

/// Files `item` under the nodes of the segment tree over `lo..hi` (rooted at `node`) that
/// cover `s..e` between them, as `(node, item)` pairs.
fn file(
    out: &mut Vec<(u32, (f64, VReg))>,
    node: usize,
    lo: usize,
    hi: usize,
    s: usize,
    e: usize,
    item: (f64, VReg),
) {
    if e <= lo || hi <= s {
        return;
    }
    if s <= lo && hi <= e {
        out.push((node as u32, item));
        return;
    }
    let mid = (lo + hi) / 2;
    file(out, 2 * node, lo, mid, s, e, item);
    file(out, 2 * node + 1, mid, hi, s, e, item);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::FunctionKind;

    /// Guidance over the compressed points chooses exactly what it chooses over every
    /// point, on random segments, widths, costs and budgets: the same values over code
    /// with a long tail of points no segment reaches (which compresses) and without it;
    /// and the same whether its queries scan or use the indexes.
    #[test]
    fn compressed_points_choose_the_same_victims() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n.max(1)
        };
        let settings = Settings::default();
        let mut compared = 0;
        for _ in 0..1000 {
            let points = 4 + next(200) as u32;
            let values = 1 + next(40) as usize;
            let mut f = Function::new("f", FunctionKind::Entry);
            let mut pairs = Vec::new();
            for v in 0..values {
                let class = if next(4) == 0 {
                    RegClass::P
                } else {
                    RegClass::R
                };
                let width = if class == RegClass::P {
                    1
                } else {
                    [1, 1, 2, 4][next(4) as usize]
                };
                f.new_vreg(class, width);
                let mut at = next(u64::from(points)) as u32;
                for _ in 0..next(3) {
                    let end = (at + 1 + next(60) as u32).min(points);
                    if at < end {
                        pairs.push((v as u32, (at, end)));
                    }
                    at = end + 1 + next(30) as u32;
                    if at >= points {
                        break;
                    }
                }
            }
            let segments = Rows::from_pairs(values, pairs.iter().copied());
            let weighted_refs: Vec<f64> = (0..values).map(|_| 1.0 + next(50) as f64).collect();
            let no_spill: Vec<bool> = (0..values).map(|_| next(6) == 0).collect();
            let remat: Vec<bool> = (0..values).map(|_| next(5) == 0).collect();
            let input = |points: u32| GuidanceInput {
                func: &f,
                segments: &segments,
                weighted_refs: &weighted_refs,
                no_spill: &no_spill,
                remat: &remat,
                points: points as usize,
            };
            let (short, long) = (input(points), input(1000 * points));
            let extra: Vec<VReg> = (0..next(3))
                .map(|_| VReg::new(next(values as u64) as usize))
                .collect();
            for class in [RegClass::R, RegClass::P] {
                let members: Vec<VReg> = (0..values)
                    .map(VReg::new)
                    .filter(|v| f.vreg(*v).class == class && !segments[v.index()].is_empty())
                    .collect();
                let compresses = |i: &GuidanceInput<'_>| Points::of(i, &members).kept.is_some();
                if compresses(&short) || !compresses(&long) {
                    continue;
                }
                let limit = next(12) as u32;
                let all = choose_victims(&short, class, limit, &[1], &extra, &settings);
                let few = choose_victims(&long, class, limit, &[1], &extra, &settings);
                assert_eq!(all, few, "class {class} limit {limit}");
                // Scanning and the indexes answer alike, whenever the switch comes.
                for direct in [0, 1, usize::MAX] {
                    let scanned = choose_victims_scanning(
                        &short,
                        class,
                        limit,
                        &[1],
                        &extra,
                        &settings,
                        direct,
                    );
                    assert_eq!(all, scanned, "class {class} limit {limit} direct {direct}");
                }
                compared += usize::from(!all.is_empty());
            }
        }
        // The comparison means something only if victims were chosen.
        assert!(compared > 100, "{compared}");
    }
}
