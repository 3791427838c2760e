//! The per-class driver: NOSPILL attempt, then SPILL retries, class by class
//! (`ptxas-allocator-architecture.txt`, "Per-Class Driver"; `ptxas-spill-mechanism.txt`,
//! "Spill Retry Loop").
//!
//! ```text
//! round: analyse the code (live ranges, alias groups of copies)
//!     for class in UR, P, UP, B, R:
//!         attempt (NOSPILL, then reorder trials)          class_attempt.rs
//!         fits → place it, next class
//!         else → a Step: uniform values demoted to R, or
//!                the assigner's choice of splits or victims  assigners.rs, spill_retry.rs
//!                (nothing left to spill: AllocError::Failed, ptxas's diagnostic)
//!              rewrite the code (recompute or spill), next round   program.rs
//! ```
//!
//! Spill code changes the program points of everything after it, so after a step the whole
//! function is re-analysed and every class re-assigned from scratch. A uniform value that
//! does not fit the uniform file moves to the per-thread file instead of memory, as ptxas
//! does, and a predicate spilled is packed into a GPR: both add GPR values, so the GPRs are
//! assigned last ([`ROUND_ORDER`]), once the other classes fit, rather than in every round
//! another class spills in (ptxas allocates them first, but each class to completion).

use std::borrow::Cow;

use super::assigners::assigner_for;
use super::class_attempt::{best_attempt, Round};
use super::coalesce::{coalesce_copies, AliasGroups};
use super::constraints::precolor_interference;
use super::live_info::LiveRanges;
use super::program::{Program, Step};
use super::{AllocError, AllocOptions, Allocation, AllocatorKind};
use crate::analysis::Liveness;
use crate::ir::{Function, PerClass, PhysReg, RegClass, VReg};

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
        || !opts.settings.region_split
        || first.as_ref().is_ok_and(|a| a.stats.region_splits == 0)
    {
        return first;
    }
    let mut local = opts.clone();
    local.settings.region_split = false;
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

/// [`allocate_with`] reusing reloads over `RegAllocReloadReuseDistance` instructions, and
/// without reuse when that fails.
fn allocate_reusing<'f>(
    f: &'f Function,
    opts: &AllocOptions,
    live: Option<Liveness>,
) -> Result<Allocation<Cow<'f, Function>>, AllocError> {
    let reuse = opts.settings.reload_reuse_distance as usize;
    match allocate_with(f, opts, reuse, live) {
        Err(_) if reuse > 0 => allocate_with(f, opts, 0, None),
        r => r,
    }
}

/// The round loop (see the module docs); `reuse_distance` is how far a reload serves later
/// reads, `initial` the caller's liveness of `f` if it has one.
fn allocate_with<'f>(
    f: &'f Function,
    opts: &AllocOptions,
    reuse_distance: usize,
    mut initial: Option<Liveness>,
) -> Result<Allocation<Cow<'f, Function>>, AllocError> {
    let mut prog = Program::new(f, opts);
    let mut assigner = assigner_for(opts.allocator);
    let mut attempts = 0u32;
    'round: for _ in 0..MAX_ROUNDS {
        // The caller's liveness describes the code until the first round inserts spill code.
        let iters = opts.settings.loop_iterations;
        let live = match initial.take() {
            Some(l) => LiveRanges::from_liveness(&prog.func, iters, l),
            None => LiveRanges::compute(&prog.func, iters),
        };
        let groups = alias_groups(&prog, &live, opts, assigner.coalesces_first());
        let class_values = live_values_by_class(&prog.func, &live);
        let mut regs: Vec<Option<PhysReg>> = vec![None; prog.func.vregs.len()];
        let (mut coalesced, mut evictions) = (groups.coalesced, 0);
        for class in ROUND_ORDER {
            let round = Round {
                prog: &prog,
                live: &live,
                groups: &groups,
                opts,
            };
            let values = &class_values[class];
            let Some(attempt) = best_attempt(&*assigner, round, class, values, &mut attempts)
            else {
                continue;
            };
            coalesced += attempt.coalesced;
            evictions += attempt.evictions;
            if attempt.summary.fits() {
                for &(v, index) in &attempt.placed {
                    regs[v.index()] = Some(PhysReg { class, index });
                }
                assigner.fitted(class);
                continue;
            }
            let step = if class.is_uniform() {
                Step::Demote(attempt.unplaced)
            } else {
                assigner.overflow(&mut prog, &live, class, attempt, opts)?
            };
            prog.apply(step, &live, opts, reuse_distance);
            continue 'round;
        }
        prog.stats.attempts = attempts;
        prog.stats.coalesced_copies = coalesced;
        prog.stats.evictions = evictions;
        return Ok(prog.finish(regs));
    }
    Err(AllocError::Failed {
        class: RegClass::R,
        count: opts.limits[RegClass::R] as u32 + 2,
    })
}

/// The round's alias groups: copies coalesced up front (`coalesce`: unless the assigner
/// coalesces on its own), each value alone otherwise.
fn alias_groups<'a>(
    prog: &'a Program<'_>,
    live: &'a LiveRanges,
    opts: &AllocOptions,
    coalesce: bool,
) -> AliasGroups<'a> {
    if opts.settings.coalescing && coalesce {
        coalesce_copies(&prog.func, live, &|c| {
            precolor_interference(&prog.func, c, &opts.reserved[c])
        })
    } else {
        AliasGroups::singletons(&prog.func, live)
    }
}

/// The live values of each class, in value order: each class's attempts group them by
/// alias group.
fn live_values_by_class(f: &Function, live: &LiveRanges) -> PerClass<Vec<VReg>> {
    let mut class_values: PerClass<Vec<VReg>> = PerClass::default();
    for (v, info) in f.vregs.iter().enumerate() {
        if !live.segments[v].is_empty() {
            class_values[info.class].push(VReg::new(v));
        }
    }
    class_values
}
