//! The per-class driver: NOSPILL attempt, then SPILL retries guided by spill costs, each
//! attempt recorded by the best-result comparison, then the final fallback — class by class
//! (`ptxas-allocator-architecture.txt`, "Per-Class Driver"; `ptxas-spill-mechanism.txt`,
//! "Spill Retry Loop").
//!
//! ```text
//! for class in UR, P, UP, B, R:
//!     attempt (NOSPILL: the code as it is)          ─ fits → next class
//!     while it does not fit:
//!         trials left?  guidance picks victims at the pressure peaks   (spill_guidance)
//!         otherwise     restore the best attempt, spill what did not fit there (fallback)
//!         nothing left to spill → AllocError::Failed (ptxas's diagnostic)
//!         spill them (spill_lmem), re-analyse, attempt again
//! ```
//!
//! Spill code changes the program points of everything after it, so after a spill the whole
//! function is re-analysed and every class re-assigned from scratch. A uniform value that
//! does not fit the uniform file moves to the per-thread file instead of memory, as ptxas
//! does, and a predicate spilled is packed into a GPR: both add GPR values, so the GPRs are
//! assigned last ([`ROUND_ORDER`]), once the other classes fit, rather than in every round
//! another class spills in (ptxas allocates them first, but each class to completion).

use std::borrow::Cow;

use super::assign_briggs::{assign_briggs, BriggsInput};
use super::assign_fatpoint::{assign_class, Candidate, ClassAssignment, RegFile};
use super::assign_greedy::{assign_greedy, GreedyInput, RegionPart};
use super::best_result::AttemptSummary;
use super::coalesce::{coalesce_copies, AliasGroups};
use super::constraints::precolor_interference;
use super::live_info::LiveRanges;
use super::remat::{remat_candidates, remat_values};
use super::slot_prefs::slot_prefs;
use super::spill_guidance::{choose_victims, GuidanceInput};
use super::spill_lmem::{spill_values, SlotPool, SpillHome};
use super::split_ranges::{
    split_around_regions, split_points, split_ranges, split_regions, Region, SplitState,
};
use super::{
    AllocError, AllocOptions, AllocStats, Allocation, AllocatorKind, SpillAction, SpillDecision,
    SpillReason,
};
use crate::analysis::rows::Rows;
use crate::analysis::InstIdx;
use crate::analysis::Liveness;
use crate::ir::{Function, PerClass, PhysReg, RegClass, VReg};

/// Registers modelled per class (the hardware encodings, so overflow can be measured).
fn file_size(class: RegClass) -> usize {
    match class {
        RegClass::R => 256,
        RegClass::UR => 64,
        RegClass::P | RegClass::UP => 8,
        RegClass::B => 16,
    }
}

/// The order the classes are assigned in within a round. Every class but the GPRs spills
/// into the GPRs (uniform values demoted, predicates packed), and the GPRs spill only to
/// memory, so with the GPRs last a round that ends in another class's spill has not
/// assigned the GPRs for nothing: a Triton GEMM whose 65 live predicates spill over a dozen
/// rounds assigns its 130 GPRs in the last round only.
const ROUND_ORDER: [RegClass; 5] = [
    RegClass::UR,
    RegClass::P,
    RegClass::UP,
    RegClass::B,
    RegClass::R,
];

/// Hard cap on analyse–assign–spill rounds (each round spills or demotes at least one value).
const MAX_ROUNDS: u32 = 400;

/// The code being allocated and everything spilling has done to it; attempts snapshot it so
/// the fallback can restore the best one.
#[derive(Clone)]
struct Program<'f> {
    /// The code, borrowed from the caller until spill or split code is first inserted: most
    /// functions allocate without, and a huge kernel's code is the largest thing in memory.
    func: Cow<'f, Function>,
    /// The original value each value carries.
    origin: Vec<VReg>,
    /// Values created by spilling (never picked again).
    no_spill: Vec<bool>,
    /// Values created by (or already cut by) a live-range split, never split again.
    no_split: Vec<bool>,
    homes: Vec<Option<SpillHome>>,
    pool: SlotPool,
    stats: AllocStats,
    /// Σ over inserted spill instructions of base weight × block frequency.
    spill_cost: f64,
    /// Why each value left the registers.
    decisions: Vec<SpillDecision>,
}

/// One class's retry state.
#[derive(Default)]
struct ClassRetries<'f> {
    /// Guided SPILL rounds made since the class last fitted.
    trials: u32,
    /// The best failed attempt of the current retry sequence and what it left unplaced.
    best: Option<(AttemptSummary, Program<'f>, Vec<VReg>)>,
}

/// One attempt at a class.
struct ClassAttempt {
    /// Register of every value of the class that got one.
    placed: Vec<(VReg, u16)>,
    /// Values (all members of their alias groups) that did not fit.
    unplaced: Vec<VReg>,
    summary: AttemptSummary,
    /// Live-range splits requested instead of spills: `(value, instruction)` — copy the
    /// value before the instruction and let the copy serve the rest of the block.
    splits: Vec<(VReg, InstIdx)>,
    /// Region splits requested instead of spills: copy the value in a loop's preheader and
    /// let the copy serve the reads inside the loop.
    region_splits: Vec<(VReg, Region)>,
    /// Copies coalesced by the attempt itself (graph colouring).
    coalesced: u32,
    /// Evictions made (greedy).
    evictions: u32,
}

/// Allocates every class of `f`. Reused reloads lengthen the reload values, which can never
/// be spilled again; when they make a budget impossible, the allocation is redone with a
/// reload before every read.
///
/// With `RegAllocRegionSplit`, a greedy allocation that split values around loops is
/// compared with one that does not (local splits only), and the one with less spill code is
/// kept: a region split pays off only when one side keeps its register, which the next
/// round cannot promise.
pub fn allocate(f: &Function, opts: &AllocOptions) -> Result<Allocation, AllocError> {
    allocate_borrowed(f, opts, None).map(|a| a.with_code(Cow::into_owned))
}

/// [`allocate`], taking the code and, when the caller has computed it, its liveness (the
/// driver measures the pressure of every attempt before allocating it). A function
/// allocated without spill or split code keeps its code as it is, so nothing is copied (a
/// huge kernel's code is the largest thing in memory). Also returns `f` as it was when the
/// allocation changed the code (the checker and `explain` compare against it).
pub fn allocate_owned(
    f: Function,
    opts: &AllocOptions,
    live: Option<Liveness>,
) -> Result<(Allocation, Option<Function>), AllocError> {
    let mut a = allocate_borrowed(&f, opts, live)?.with_code(|code| match code {
        Cow::Owned(code) => Some(code),
        Cow::Borrowed(_) => None,
    });
    Ok(match a.func.take() {
        Some(code) => (a.with_code(|_| code), Some(f)),
        None => (a.with_code(|_| f), None),
    })
}

/// The allocation of `f`, its code still borrowed when no spill code was inserted.
fn allocate_borrowed<'f>(
    f: &'f Function,
    opts: &AllocOptions,
    live: Option<Liveness>,
) -> Result<Allocation<Cow<'f, Function>>, AllocError> {
    let first = allocate_reusing(f, opts, live);
    if opts.allocator != AllocatorKind::Greedy
        || !opts.knobs.on("RegAllocRegionSplit")
        || first.as_ref().is_ok_and(|a| a.stats.region_splits == 0)
    {
        return first;
    }
    let mut local = opts.clone();
    if local.knobs.set("RegAllocRegionSplit=0").is_err() {
        return first;
    }
    let Ok(with_region) = first else {
        return allocate_reusing(f, &local, None);
    };
    let spill_bytes = |a: &Allocation<Cow<'f, Function>>| {
        let s = &a.stats;
        s.spill_store_bytes
            + s.spill_load_bytes
            + s.smem_spill_store_bytes
            + s.smem_spill_load_bytes
    };
    match allocate_reusing(f, &local, None) {
        Ok(without) if spill_bytes(&without) <= spill_bytes(&with_region) => Ok(without),
        _ => Ok(with_region),
    }
}

fn allocate_reusing<'f>(
    f: &'f Function,
    opts: &AllocOptions,
    live: Option<Liveness>,
) -> Result<Allocation<Cow<'f, Function>>, AllocError> {
    let reuse = opts.knobs.get("RegAllocReloadReuseDistance").max(0.0) as usize;
    match allocate_with(f, opts, reuse, live) {
        Err(_) if reuse > 0 => allocate_with(f, opts, 0, None),
        r => r,
    }
}

fn allocate_with<'f>(
    f: &'f Function,
    opts: &AllocOptions,
    reuse_distance: usize,
    mut initial: Option<Liveness>,
) -> Result<Allocation<Cow<'f, Function>>, AllocError> {
    let knobs = &opts.knobs;
    let iters = knobs.get("RegAllocEstimatedLoopIterations");
    let nonspill_trials = knobs.get("RegAllocNumNonSpillTrials").max(0.0) as u32;
    let spill_trials = knobs.get("RegAllocNumSpillTrials").max(0.0) as u32;
    let base_weight = knobs.get("RegAllocSpillBaseWeight");
    let mut prog = Program {
        func: Cow::Borrowed(f),
        origin: (0..f.vregs.len()).map(VReg::new).collect(),
        no_spill: never_read(f),
        no_split: vec![false; f.vregs.len()],
        homes: Vec::new(),
        pool: SlotPool {
            base: f
                .local_bytes
                .checked_next_multiple_of(4)
                .unwrap_or(u32::MAX)
                .saturating_add(opts.frame_base),
            shared_capacity: opts.smem_spill_slots,
            ..SlotPool::default()
        },
        stats: AllocStats::default(),
        spill_cost: 0.0,
        decisions: Vec::new(),
    };
    let mut retries: PerClass<ClassRetries> = PerClass::default();
    let mut attempts = 0u32;
    'round: for _ in 0..MAX_ROUNDS {
        // The caller's liveness describes the code until the first round inserts spill code.
        let live = match initial.take() {
            Some(l) => LiveRanges::from_liveness(&prog.func, iters, l),
            None => LiveRanges::compute(&prog.func, iters),
        };
        // The graph colourer coalesces on its graph (conservatively); the others start from
        // the alias groups of the copies.
        let groups = if knobs.on("RegAllocCoalescing") && opts.allocator != AllocatorKind::Briggs {
            coalesce_copies(&prog.func, &live, &|c| {
                precolor_interference(&prog.func, c, &opts.reserved[c])
            })
        } else {
            AliasGroups::singletons(&prog.func, &live)
        };
        let mut regs: Vec<Option<PhysReg>> = vec![None; prog.func.vregs.len()];
        let mut coalesced = groups.coalesced;
        let mut evictions = 0;
        let trials = if opts.allocator == AllocatorKind::Fatpoint {
            nonspill_trials
        } else {
            0
        };
        // The live values of each class, in value order: each class's attempts group
        // them by alias group.
        let mut class_values: PerClass<Vec<VReg>> = PerClass::default();
        for (v, info) in prog.func.vregs.iter().enumerate() {
            if !live.segments[v].is_empty() {
                class_values[info.class].push(VReg::new(v));
            }
        }
        for class in ROUND_ORDER {
            // NOSPILL attempt, then the non-spill trials: the same code walked in other
            // orders, which rescue assignments that failed on alignment or order alone.
            let mut outcome = None;
            for k in 0..=trials {
                attempts += 1;
                let order = WalkOrder::of_trial(k);
                let Some(a) = attempt_class(
                    &prog,
                    &live,
                    &groups,
                    class,
                    &class_values[class],
                    opts,
                    order,
                ) else {
                    break;
                };
                let fits = a.summary.fits();
                let pressure_fits = a.summary.max_pressure <= usable(class, opts);
                let better = outcome
                    .as_ref()
                    .is_none_or(|o: &ClassAttempt| a.summary.better_than(&o.summary));
                if better {
                    outcome = Some(a);
                }
                // Another order cannot help when the pressure itself exceeds the budget.
                if fits || !pressure_fits {
                    break;
                }
            }
            let Some(attempt) = outcome else { continue };
            coalesced += attempt.coalesced;
            evictions += attempt.evictions;
            if attempt.summary.fits() {
                for &(v, index) in &attempt.placed {
                    regs[v.index()] = Some(PhysReg { class, index });
                }
                retries[class] = ClassRetries::default();
                continue;
            }
            // Uniform values that do not fit move to the per-thread file, and with them
            // the uniform computations reading them (a uniform instruction cannot read R).
            if class.is_uniform() {
                let moved =
                    crate::ir::encoding::move_to_per_thread(prog.func.to_mut(), &attempt.unplaced);
                prog.stats.demoted_uniform += moved as u32;
                continue 'round;
            }
            if opts.allocator != AllocatorKind::Fatpoint {
                // The colourer chose its own spills (or splits): rewrite them and go again.
                if !attempt.splits.is_empty() || !attempt.region_splits.is_empty() {
                    // Local splits first: they address instructions of the current code;
                    // region splits address blocks, which the local copies do not change.
                    prog.stats.splits += split_ranges(
                        prog.func.to_mut(),
                        &attempt.splits,
                        &mut prog.origin,
                        &mut prog.no_spill,
                        &mut prog.no_split,
                    );
                    prog.stats.region_splits += split_around_regions(
                        prog.func.to_mut(),
                        &attempt.region_splits,
                        &mut prog.origin,
                        &mut prog.no_spill,
                        &mut prog.no_split,
                    );
                    continue 'round;
                }
                let mut victims: Vec<VReg> = attempt
                    .unplaced
                    .iter()
                    .copied()
                    .filter(|v| !prog.no_spill[v.index()])
                    .collect();
                // Unplaced values spilling created cannot go again: for each, the cheapest
                // spillable value overlapping it makes room.
                for u in attempt.unplaced.iter().filter(|v| prog.no_spill[v.index()]) {
                    for v in interfering_spillable(&prog, &live, std::slice::from_ref(u)) {
                        if !victims.contains(&v) {
                            victims.push(v);
                        }
                    }
                }
                if victims.is_empty() {
                    return Err(failure(class, opts));
                }
                dbg(|| {
                    format!(
                        "{}: class {class}: needed {} unplaced {} victims {} values {}",
                        opts.allocator.name(),
                        attempt.summary.needed,
                        attempt.unplaced.len(),
                        victims.len(),
                        prog.func.vregs.len()
                    )
                });
                let remat = if knobs.on("RematEnable") {
                    remat_candidates(&prog.func, &live, &prog.no_spill, class)
                } else {
                    Vec::new()
                };
                record_decisions(
                    &mut prog,
                    &victims,
                    &live,
                    &remat,
                    base_weight,
                    iters,
                    SpillReason::Uncoloured,
                );
                spill(
                    &mut prog,
                    &victims,
                    &live,
                    &remat,
                    base_weight,
                    reuse_distance,
                );
                continue 'round;
            }
            let mut summary = attempt.summary;
            summary.cost += base_weight
                * attempt
                    .unplaced
                    .iter()
                    .map(|v| live.weighted_refs[v.index()])
                    .sum::<f64>();
            let st = &mut retries[class];
            let better = st
                .best
                .as_ref()
                .is_none_or(|(b, _, _)| summary.better_than(b));
            let guided = st.trials < spill_trials;
            // The fallback below goes on from the best attempt: when that is this one, the
            // code and its analyses are already at hand.
            if better && guided {
                st.best = Some((summary, prog.clone(), attempt.unplaced.clone()));
            }
            let remat = if knobs.on("RematEnable") {
                remat_candidates(&prog.func, &live, &prog.no_spill, class)
            } else {
                Vec::new()
            };
            // The live ranges of an earlier version of the code the fallback goes back to.
            let mut restored_live: Option<LiveRanges> = None;
            let mut reason = SpillReason::Fallback;
            let victims = if guided {
                st.trials += 1;
                let input = GuidanceInput {
                    func: &prog.func,
                    segments: &live.segments,
                    weighted_refs: &live.weighted_refs,
                    no_spill: &prog.no_spill,
                    remat: &remat,
                    points: live.points,
                };
                reason = SpillReason::Guidance {
                    trial: st.trials,
                    rank: 0,
                };
                let mut v = choose_victims(
                    &input,
                    class,
                    usable(class, opts),
                    &opts.reserved[class],
                    &attempt.unplaced,
                    knobs,
                );
                if v.is_empty() {
                    v = interfering_spillable(&prog, &live, &attempt.unplaced);
                }
                v
            } else {
                // Final fallback: from the best attempt, everything that did not fit there goes
                // to memory.
                let best = st.best.take();
                let unplaced = if better {
                    attempt.unplaced.clone()
                } else {
                    let Some((_, best_prog, unplaced)) = best else {
                        return Err(failure(class, opts));
                    };
                    prog = best_prog;
                    restored_live = Some(LiveRanges::compute(&prog.func, iters));
                    unplaced
                };
                let mut v: Vec<VReg> = unplaced
                    .iter()
                    .copied()
                    .filter(|v| !prog.no_spill[v.index()])
                    .collect();
                if v.is_empty() {
                    let live = restored_live.as_ref().unwrap_or(&live);
                    v = interfering_spillable(&prog, live, &unplaced);
                }
                v
            };
            dbg(|| {
                format!(
                    "class {class}: needed {} maxp {} unplaced {} victims {} spill trial {}",
                    summary.needed,
                    summary.max_pressure,
                    attempt.unplaced.len(),
                    victims.len(),
                    retries[class].trials
                )
            });
            if victims.is_empty() {
                return Err(failure(class, opts));
            }
            // Another class's recorded attempts predate this spill: they cannot be restored.
            for c in RegClass::ALLOCATION_ORDER
                .into_iter()
                .filter(|c| *c != class)
            {
                retries[c].best = None;
            }
            // The fallback restored an earlier version of the code: analyse that one.
            let (live, remat) = match &restored_live {
                Some(restored) => {
                    let remat = if knobs.on("RematEnable") {
                        remat_candidates(&prog.func, restored, &prog.no_spill, class)
                    } else {
                        Vec::new()
                    };
                    (restored, remat)
                }
                None => (&live, remat),
            };
            record_decisions(
                &mut prog,
                &victims,
                live,
                &remat,
                base_weight,
                iters,
                reason,
            );
            spill(
                &mut prog,
                &victims,
                live,
                &remat,
                base_weight,
                reuse_distance,
            );
            continue 'round;
        }
        prog.stats.attempts = attempts;
        prog.stats.spill_frame_bytes = prog.pool.used;
        prog.stats.smem_spill_slots = prog.pool.shared_used;
        prog.stats.coalesced_copies = coalesced;
        prog.stats.evictions = evictions;
        return Ok(Allocation {
            func: prog.func,
            regs,
            origin: prog.origin,
            stats: prog.stats,
            decisions: prog.decisions,
        });
    }
    Err(AllocError::Failed {
        class: RegClass::R,
        count: opts.limits[RegClass::R] as u32 + 2,
    })
}

/// Registers of `class` an ordinary value may take (the budget less the reserved ones).
fn usable(class: RegClass, opts: &AllocOptions) -> u32 {
    (opts.limits[class] as usize).saturating_sub(opts.reserved[class].len()) as u32
}

/// ptxas's failure for `class`: "Register allocation failed with register count of 'N'".
fn failure(class: RegClass, opts: &AllocOptions) -> AllocError {
    AllocError::Failed {
        class,
        count: if class == RegClass::R {
            opts.limits[class] as u32 + 2
        } else {
            opts.limits[class] as u32
        },
    }
}

/// Places `values`, the live values of `class` (`None` when the class has none).
fn attempt_class(
    prog: &Program<'_>,
    live: &LiveRanges,
    groups: &AliasGroups<'_>,
    class: RegClass,
    values: &[VReg],
    opts: &AllocOptions,
    order: WalkOrder,
) -> Option<ClassAttempt> {
    let f = &prog.func;
    // Each alias group's members among `values` (the class's live values), by leader.
    let members: Rows<VReg> = Rows::from_pairs(
        f.vregs.len(),
        values.iter().map(|&v| (groups.leader(v).0, v)),
    );
    // The leaders of those groups, each met at its group's first member among the class's
    // values (rather than by a walk over every value of the function, most of them in
    // other classes). Their order does not matter: the walk order sorts them completely.
    let mut cands: Vec<Candidate<'_>> = values
        .iter()
        .filter_map(|&v| {
            let leader = groups.leader(v);
            (members.get(leader.index()).first() == Some(&v)).then_some(leader)
        })
        .map(|leader| Candidate {
            vreg: leader,
            segments: groups.segments(leader),
            width: f.vreg(leader).width,
            fixed: groups.fixed(leader),
        })
        .filter(|c| !c.segments.is_empty())
        .collect();
    if cands.is_empty() {
        return None;
    }
    order.sort(&mut cands);
    let mut file = RegFile::new(file_size(class));
    let last_end = cands
        .iter()
        .filter_map(|c| c.segments.last())
        .map(|s| s.1)
        .max();
    file.reserve_points(last_end.unwrap_or(0));
    for i in precolor_interference(f, class, &opts.reserved[class]) {
        file.block(i);
    }
    let budget = opts.limits[class] as usize;
    let preferred = opts.preferred[class] as usize;
    let prefs_of = || {
        (preferred > 0 && opts.knobs.on("RegAllocSlotPreferences")).then(|| {
            let window = opts.knobs.get("RegAllocStoreReuseWindow").max(0.0) as u32;
            let in_block = opts.knobs.on("RegAllocStoreReuseInBlock");
            slot_prefs(
                f,
                groups,
                class,
                &cands,
                preferred.min(budget),
                window,
                in_block,
            )
        })
    };
    let (mut splits, mut coalesced, mut evictions) = (Vec::new(), 0, 0);
    let mut region_splits = Vec::new();
    let result = match opts.allocator {
        AllocatorKind::Fatpoint => {
            let prefs = prefs_of();
            assign_class(&cands, &mut file, budget, prefs.as_ref())
        }
        AllocatorKind::Briggs => {
            let cost = spill_costs(prog, live, &cands, &members, false);
            let index: std::collections::HashMap<VReg, u32> = cands
                .iter()
                .enumerate()
                .map(|(k, c)| (c.vreg, k as u32))
                .collect();
            let copies = class_copies(f, live, groups, &index);
            let input = BriggsInput {
                cands: &cands,
                cost: &cost,
                copies: &copies,
                coalesce: opts.knobs.on("RegAllocCoalescing"),
            };
            let r = assign_briggs(&input, &mut file, budget);
            coalesced = r.coalesced;
            r.assignment
        }
        AllocatorKind::Greedy => {
            let weight = spill_costs(prog, live, &cands, &members, true);
            let state = SplitState {
                no_spill: &prog.no_spill,
                no_split: &prog.no_split,
            };
            let split_points: Vec<Vec<u32>> = cands
                .iter()
                .map(|c| split_points(f, live, &state, c, members.get(c.vreg.index())))
                .collect();
            let region_split = opts.knobs.on("RegAllocRegionSplit");
            let (regions, rests): (Vec<Vec<Region>>, Vec<Option<Region>>) = cands
                .iter()
                .map(|c| {
                    if region_split {
                        split_regions(f, live, &state, c, members.get(c.vreg.index()))
                    } else {
                        (Vec::new(), None)
                    }
                })
                .unzip();
            let part = |r: &Region| RegionPart {
                segments: r.segments.clone(),
                weight: r.weight,
            };
            let parts: Vec<(Vec<RegionPart>, Option<RegionPart>)> = regions
                .iter()
                .zip(&rests)
                .map(|(rs, rest)| (rs.iter().map(part).collect(), rest.as_ref().map(part)))
                .collect();
            let input = GreedyInput {
                cands: &cands,
                weight: &weight,
                split_points: &split_points,
                regions: &parts,
            };
            let r = assign_greedy(&input, &mut file, budget);
            region_splits = r
                .region_splits
                .iter()
                .flat_map(|&c| {
                    let v = cands[c as usize].vreg;
                    regions[c as usize].iter().map(move |r| (v, r.clone()))
                })
                .collect();
            splits = r
                .splits
                .iter()
                .map(|&(c, p)| (cands[c as usize].vreg, InstIdx(p / 2)))
                .collect();
            evictions = r.evictions;
            r.assignment
        }
    };
    let result: ClassAssignment = result;
    let mut placed = Vec::new();
    let mut unplaced = Vec::new();
    for (c, r) in cands.iter().zip(&result.regs) {
        for &m in members.get(c.vreg.index()) {
            match r {
                Some(index) => placed.push((m, *index)),
                None => unplaced.push(m),
            }
        }
    }
    Some(ClassAttempt {
        placed,
        unplaced,
        summary: AttemptSummary {
            needed: result.needed,
            budget: budget as u32,
            max_pressure: max_pressure(&cands, live.points),
            cost: prog.spill_cost,
        },
        splits,
        region_splits,
        coalesced,
        evictions,
    })
}

/// Spill cost per candidate: the frequency-weighted references of its members (infinite
/// for values spilling created); `per_length` divides by the length of the live range
/// (the greedy allocator's spill weight).
fn spill_costs(
    prog: &Program<'_>,
    live: &LiveRanges,
    cands: &[Candidate<'_>],
    members: &Rows<VReg>,
    per_length: bool,
) -> Vec<f64> {
    cands
        .iter()
        .map(|c| {
            let m = members.get(c.vreg.index());
            if m.iter().any(|v| prog.no_spill[v.index()]) {
                return f64::INFINITY;
            }
            let refs: f64 = m.iter().map(|v| live.weighted_refs[v.index()]).sum();
            if per_length {
                let len: u32 = c.segments.iter().map(|(s, e)| e - s).sum();
                refs / f64::from(len.max(1))
            } else {
                refs
            }
        })
        .collect()
}

/// The copies between candidates of one class, `(a, b, block frequency)`.
fn class_copies(
    f: &Function,
    live: &LiveRanges,
    groups: &AliasGroups<'_>,
    index: &std::collections::HashMap<VReg, u32>,
) -> Vec<(u32, u32, f64)> {
    let mut out = Vec::new();
    for (i, inst) in f.blocks.iter().flat_map(|b| &b.insts).enumerate() {
        if let Some((d, s)) = super::coalesce::as_copy(f, inst) {
            if let (Some(&a), Some(&b)) =
                (index.get(&groups.leader(d)), index.get(&groups.leader(s)))
            {
                out.push((a, b, live.freq_of(InstIdx(i as u32))));
            }
        }
    }
    out
}

/// The order in which an attempt walks the values of a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WalkOrder {
    /// By first definition point, wider tuples first on ties (they are the hardest to fit).
    Program,
    /// ptxas's walk: tuples before scalars (alignment cannot strand them), each by first
    /// definition point. Replaying ptxas 13.5's listings, this order reproduces more of its
    /// register choices than plain definition order (77 % against 69 % of the values of the
    /// tiny kernels of the suite): a value stored through a 64-bit address finds the address
    /// already placed and takes the parity opposite to it.
    WideFirst,
    /// Longest live ranges first (they constrain the most).
    LongestFirst,
}

impl WalkOrder {
    /// The walk of non-spill trial `k` (0 = the NOSPILL attempt).
    fn of_trial(k: u32) -> WalkOrder {
        match k % 3 {
            0 => WalkOrder::WideFirst,
            1 => WalkOrder::Program,
            _ => WalkOrder::LongestFirst,
        }
    }

    /// Every key ends in the value, which is unique, so an unstable sort gives the one order.
    fn sort(self, cands: &mut [Candidate<'_>]) {
        let len = |c: &Candidate<'_>| c.segments.iter().map(|(s, e)| e - s).sum::<u32>();
        match self {
            WalkOrder::Program => cands
                .sort_unstable_by_key(|c| (c.segments[0].0, std::cmp::Reverse(c.width), c.vreg)),
            WalkOrder::WideFirst => cands
                .sort_unstable_by_key(|c| (std::cmp::Reverse(c.width), c.segments[0].0, c.vreg)),
            WalkOrder::LongestFirst => cands.sort_by_cached_key(|c| {
                (
                    std::cmp::Reverse(c.width),
                    std::cmp::Reverse(len(c)),
                    c.vreg,
                )
            }),
        }
    }
}

/// Peak number of registers the candidates occupy at once.
fn max_pressure(cands: &[Candidate<'_>], points: usize) -> u32 {
    let mut delta = vec![0i64; points + 2];
    for c in cands {
        for &(s, e) in c.segments {
            delta[(s as usize).min(points + 1)] += c.width as i64;
            delta[(e as usize).min(points + 1)] -= c.width as i64;
        }
    }
    let mut acc = 0i64;
    let mut peak = 0i64;
    for d in delta {
        acc += d;
        peak = peak.max(acc);
    }
    peak as u32
}

/// Records why each of `victims` leaves the registers (before the rewrite renames them).
fn record_decisions(
    prog: &mut Program<'_>,
    victims: &[VReg],
    live: &LiveRanges,
    remat: &[bool],
    base_weight: f64,
    iters: f64,
    reason: SpillReason,
) {
    for (k, &v) in victims.iter().enumerate() {
        let info = prog.func.vreg(v);
        let action = if remat.get(v.index()).copied().unwrap_or(false) {
            SpillAction::Rematerialized
        } else if info.class.is_predicate() {
            SpillAction::PredicateToGpr
        } else if info.width == 1 && prog.pool.shared_used < prog.pool.shared_capacity {
            SpillAction::SpilledToShared
        } else {
            SpillAction::Spilled
        };
        let len: u32 = live.segments[v.index()].iter().map(|(s, e)| e - s).sum();
        let refs = live.weighted_refs[v.index()];
        let max_freq = live.defs[v.index()]
            .iter()
            .chain(&live.uses[v.index()])
            .map(|&i| live.freq_of(i))
            .fold(1.0f64, f64::max);
        let loop_depth = if iters > 1.0 {
            (max_freq.ln() / iters.ln()).round().max(0.0) as u32
        } else {
            0
        };
        prog.decisions.push(SpillDecision {
            value: prog.origin[v.index()],
            class: info.class,
            action,
            reason: match reason {
                SpillReason::Guidance { trial, .. } => SpillReason::Guidance {
                    trial,
                    rank: k as u32 + 1,
                },
                r => r,
            },
            cost: base_weight * refs / f64::from(len.max(1)),
            weighted_refs: refs,
            loop_depth,
        });
    }
}

/// Recomputes the victims that can be (`remat`) and spills the others, accounting for the
/// cost of the code inserted.
fn spill(
    prog: &mut Program<'_>,
    victims: &[VReg],
    live: &LiveRanges,
    remat: &[bool],
    base_weight: f64,
    reuse_distance: usize,
) {
    let (recompute, mut victims): (Vec<VReg>, Vec<VReg>) = victims
        .iter()
        .partition(|v| remat.get(v.index()).copied().unwrap_or(false));
    if !recompute.is_empty() {
        let done = remat_values(
            prog.func.to_mut(),
            &recompute,
            &mut prog.origin,
            &mut prog.no_spill,
            reuse_distance,
        );
        prog.stats.remat_count += done.recomputed.len() as u32;
        // One cheap instruction per copy, at the frequency of the reads it serves (on average).
        let (freq, reads) = done.recomputed.iter().fold((0.0, 0usize), |(f, n), v| {
            let u = &live.uses[v.index()];
            (
                f + u.iter().map(|&i| live.freq_of(i)).sum::<f64>(),
                n + u.len(),
            )
        });
        prog.spill_cost += f64::from(done.copies) * freq / reads.max(1) as f64;
        // Refused recomputations are spilled after all: correct their records.
        let recent = prog
            .decisions
            .len()
            .saturating_sub(victims.len() + recompute.len());
        for &v in &done.refused {
            let o = prog.origin[v.index()];
            if let Some(d) = prog.decisions[recent..].iter_mut().find(|d| d.value == o) {
                d.action = SpillAction::Spilled;
            }
        }
        victims.extend(done.refused);
    }
    let victims = &victims[..];
    if victims.is_empty() {
        return;
    }
    prog.stats.spilled_values += victims.len() as u32;
    let counts = spill_values(
        prog.func.to_mut(),
        victims,
        &mut prog.homes,
        &mut prog.origin,
        &mut prog.no_spill,
        &mut prog.pool,
        reuse_distance,
    );
    prog.stats.spill_store_bytes += counts.store_bytes;
    prog.stats.spill_load_bytes += counts.load_bytes;
    prog.stats.smem_spill_store_bytes += counts.shared_store_bytes;
    prog.stats.smem_spill_load_bytes += counts.shared_load_bytes;
    // Each definition gains a store and each read a reload, at its block's frequency.
    prog.spill_cost += base_weight
        * victims
            .iter()
            .map(|v| {
                live.defs[v.index()]
                    .iter()
                    .chain(&live.uses[v.index()])
                    .map(|&i: &InstIdx| live.freq_of(i))
                    .sum::<f64>()
            })
            .sum::<f64>();
}

/// When guidance finds nothing at the peak, spill the cheapest value that overlaps a value
/// that did not fit.
fn interfering_spillable(prog: &Program<'_>, live: &LiveRanges, unplaced: &[VReg]) -> Vec<VReg> {
    let f = &prog.func;
    let class = unplaced.first().map(|v| f.vreg(*v).class);
    let mut best: Option<(f64, VReg)> = None;
    for v in (0..f.vregs.len()).map(VReg::new) {
        if Some(f.vreg(v).class) != class
            || prog.no_spill[v.index()]
            || live.segments[v.index()].is_empty()
        {
            continue;
        }
        if unplaced.iter().any(|u| {
            super::coalesce::overlaps(&live.segments[u.index()], &live.segments[v.index()])
        }) {
            let cost = live.weighted_refs[v.index()];
            if best.is_none_or(|(c, _)| cost < c) {
                best = Some((cost, v));
            }
        }
    }
    best.map(|(_, v)| vec![v]).unwrap_or_default()
}
/// Values no instruction reads (results nobody uses, the scratch registers of a ptxas
/// subroutine body): spilling them frees no register, since each definition still writes
/// one, so they are never spill candidates.
fn never_read(f: &Function) -> Vec<bool> {
    let mut read = vec![false; f.vregs.len()];
    for (_, inst) in f.insts() {
        for u in inst.reg_uses() {
            if let Some(r) = read.get_mut(u.vreg.index()) {
                *r = true;
            }
        }
    }
    read.into_iter().map(|r| !r).collect()
}

fn dbg(msg: impl FnOnce() -> String) {
    if std::env::var_os("PTXRA_DEBUG_RA").is_some() {
        eprintln!("{}", msg());
    }
}
