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

use crate::ir::{Function, RegClass, VReg};

use super::Knobs;

/// What guidance needs to know about the function.
pub struct GuidanceInput<'a> {
    /// The function.
    pub func: &'a Function,
    /// Live segments per value.
    pub segments: &'a [Vec<(u32, u32)>],
    /// Frequency-weighted number of definitions and uses per value.
    pub weighted_refs: &'a [f64],
    /// Values that must not be spilled.
    pub no_spill: &'a [bool],
    /// Values that can be recomputed at their reads instead (empty: none).
    pub remat: &'a [bool],
    /// Number of program points.
    pub points: usize,
}

/// The cost of spilling `v`, normalised by its live-range length. A value that can be
/// recomputed costs one cheap instruction per access instead of a memory round trip
/// (`RegAllocRematWeight`), so guidance prefers it: ptxas's remat-over-spill decision.
pub fn normalized_cost(
    input: &GuidanceInput<'_>,
    v: VReg,
    knobs: &Knobs,
    high_pressure: bool,
) -> f64 {
    let base = if input.remat.get(v.index()).copied().unwrap_or(false) {
        knobs.get("RegAllocRematWeight")
    } else if high_pressure {
        knobs.get("RegAllocSpillHighPressureWeight")
    } else {
        knobs.get("RegAllocSpillBaseWeight")
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
    knobs: &Knobs,
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
    let mut pressure = vec![0i64; input.points + 1];
    for &v in &members {
        let w = f.vreg(v).width as i64;
        for &(s, e) in &input.segments[v.index()] {
            pressure[s as usize] += w;
            pressure[(e as usize).min(input.points)] -= w;
        }
    }
    let mut acc = 0i64;
    for p in pressure.iter_mut() {
        acc += *p;
        *p = acc;
    }
    let max_pressure = pressure.iter().copied().max().unwrap_or(0);
    let high = max_pressure > limit as i64 + limit as i64 / 4;
    let mut chosen: Vec<VReg> = Vec::new();
    let mut taken = vec![false; f.vregs.len()];
    // The earliest point of maximum pressure, while it exceeds the budget.
    while let Some((point, _)) = pressure
        .iter()
        .enumerate()
        .max_by_key(|(i, p)| (**p, std::cmp::Reverse(*i)))
        .filter(|(_, p)| **p > limit as i64)
    {
        let live_here = members.iter().copied().filter(|v| {
            !taken[v.index()]
                && !input.no_spill[v.index()]
                && input.segments[v.index()]
                    .iter()
                    .any(|&(s, e)| s as usize <= point && point < e as usize)
        });
        let best = live_here.min_by(|a, b| {
            let ca = normalized_cost(input, *a, knobs, high)
                * if extra.contains(a) { 0.99 } else { 1.0 };
            let cb = normalized_cost(input, *b, knobs, high)
                * if extra.contains(b) { 0.99 } else { 1.0 };
            ca.total_cmp(&cb).then(a.cmp(b))
        });
        let Some(v) = best else {
            // Nothing spillable is live at the peak: spilling cannot help there.
            break;
        };
        taken[v.index()] = true;
        chosen.push(v);
        let w = f.vreg(v).width as i64;
        for &(s, e) in &input.segments[v.index()] {
            for q in &mut pressure[s as usize..(e as usize).min(input.points)] {
                *q -= w;
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
            normalized_cost(input, *a, knobs, high)
                .total_cmp(&normalized_cost(input, *b, knobs, high))
                .then(a.cmp(b))
        });
        chosen.extend(rest);
    }
    chosen
}
