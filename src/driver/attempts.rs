//! Schedule and allocate until the count meets the register target: the best attempt wins.
//!
//! ```text
//! limit = target − reserved − SchedPressureMargin
//! repeat (SchedTargetRetries):  schedule towards limit ─► assign uniform ─► allocate
//!     over the target, or spilled?  limit −= the excess          (ptxas re-schedules too)
//! still spilling?    the most register-saving schedule there is
//! a little over?     allocate within the target itself (RegAllocFitTarget)
//! ```
//!
//! An attempt whose schedule repeats an earlier one is not allocated again: the same code
//! allocates the same way, and lowering the limit often leaves a schedule unchanged.

use super::pipeline::{CpuClock, PassRunner};
use super::register_target::RegisterTarget;
use super::DriverError;
use crate::analysis::{calc_pressure, calc_uniformity, Cfg, Liveness};
use crate::ir::{Function, FunctionKind, RegClass};
use crate::knobs::Settings;
use crate::passes::{self, SchedOptions, Scheduler};
use crate::regalloc::{self, AllocError, AllocOptions, AllocatorKind};
use crate::target::{occupancy, SmInfo};

/// The allocation chosen for a function, and what reporting it needs.
pub struct Allocated {
    /// The allocation.
    pub alloc: regalloc::Allocation,
    /// The code allocated, when the allocation changed it (spill code).
    pub allocated_from: Option<Function>,
    /// GPR pressure of the code allocated (MaxLive).
    pub max_live: u32,
    /// The options it was allocated under (the checker's register limits).
    pub alloc_opts: AllocOptions,
    /// Threads per block the shared-memory spill area is sized for.
    pub smem_threads: u32,
    /// CPU time of scheduling and allocation (every attempt).
    pub time: std::time::Duration,
}

/// Schedules and allocates `base` towards the target of `target` until it fits (see the
/// module docs); the best attempt.
pub fn best_allocation(
    runner: &mut PassRunner<'_>,
    base: Function,
    target: RegisterTarget,
    settings: &Settings,
    info: &SmInfo,
    allocator: AllocatorKind,
) -> Result<Allocated, DriverError> {
    let RegisterTarget { plan, mut sched } = target;
    let mut alloc_opts = AllocOptions::new(info, plan.limit, *settings);
    alloc_opts.allocator = allocator;
    alloc_opts.reserved[RegClass::R].extend(base.held_by_callers.iter().copied());
    let smem_threads = smem_spill_threads(&base, info);
    if (base.smem_spilling || settings.smem_spilling) && base.kind == FunctionKind::Entry {
        alloc_opts.smem_spill_slots = smem_spill_capacity(&base, info, smem_threads);
    }
    let start = CpuClock::now();
    let uniform = if info.uniform_registers > 0 && settings.assign_uniform {
        calc_uniformity(&base, &Cfg::new(&base))
    } else {
        Vec::new()
    };
    let ctx = AttemptCtx {
        uniform: &uniform,
        base: &base,
        info,
        alloc_opts: &alloc_opts,
        budget: plan.limit,
        target: plan.target,
        schedule: settings.sched_pre_ra,
        assign_uniform: settings.assign_uniform,
        predicate_limit: if settings.sched_predicate_pressure {
            info.predicates
        } else {
            u32::MAX
        },
        bottom_up: settings.sched_bottom_up_slack,
    };
    let mut best = Best::default();
    let limit = ctx.towards_target(runner, &mut sched, &mut best, settings)?;
    // Still spilling: the most register-saving schedule the scheduler knows (ptxas would not
    // spill where a schedule that fits exists).
    if ctx.schedule && best.attempt.as_ref().is_some_and(|b| b.quality.1 > 0) {
        let last = AttemptCtx {
            bottom_up: Some(0),
            ..ctx
        };
        if let Some((_, Some(a))) = last.run(runner, &mut sched, &mut best.seen, 0, true)? {
            best.offer(a);
        }
    }
    ctx.fit_target(runner, &mut sched, &mut best, limit, settings)?;
    let Some(best) = best.attempt else {
        return Err(DriverError::Internal {
            function: base.name.clone(),
            pass: "regalloc".into(),
            message: "no allocation attempt completed".into(),
        });
    };
    Ok(Allocated {
        alloc: best.alloc,
        allocated_from: best.allocated_from,
        max_live: best.max_live,
        alloc_opts,
        smem_threads,
        time: start.elapsed(),
    })
}

/// One schedule-and-allocate attempt: its quality `(registers over the target, spill store
/// bytes, registers)` (lower is better), the code and the allocation.
struct Attempt {
    quality: (u32, u32, u32),
    /// The code allocated, when the allocation changed it (spill code).
    allocated_from: Option<Function>,
    alloc: regalloc::Allocation,
    /// GPR pressure of the code allocated (MaxLive).
    max_live: u32,
}

/// What one attempt came to: its quality, the instructions the scheduler moved and the
/// values moved out of registers.
#[derive(Clone, Copy)]
struct Outcome {
    quality: (u32, u32, u32),
    moved: usize,
    spilled: u32,
}

/// The best attempt so far, and the schedules already allocated (as
/// [`Scheduler::last_order`] gives them) with their outcomes.
#[derive(Default)]
struct Best {
    attempt: Option<Attempt>,
    seen: Vec<(Vec<u32>, Outcome)>,
}

impl Best {
    /// Keeps `a` if it is better than the best so far.
    fn offer(&mut self, a: Attempt) {
        if self.attempt.as_ref().is_none_or(|b| a.quality < b.quality) {
            self.attempt = Some(a);
        }
    }
}

/// What every attempt of one function shares.
#[derive(Clone, Copy)]
struct AttemptCtx<'a> {
    base: &'a Function,
    info: &'a SmInfo,
    alloc_opts: &'a AllocOptions,
    budget: u32,
    target: u32,
    schedule: bool,
    /// `AssignUniform`: move warp-uniform values into uniform registers.
    assign_uniform: bool,
    /// Predicates the scheduler keeps live at most (`u32::MAX`: no limit).
    predicate_limit: u32,
    /// `SchedBottomUpSlack`.
    bottom_up: Option<u32>,
    /// Which values of `base` are warp-uniform: every schedule of it has the same.
    uniform: &'a [bool],
}

impl AttemptCtx<'_> {
    /// Schedules towards the target and allocates; when the count overshoots the target (or
    /// the budget forced spills), schedules again with the limit lowered by the excess, as
    /// ptxas re-schedules to meet its register target. Returns the last limit.
    fn towards_target(
        &self,
        runner: &mut PassRunner<'_>,
        sched: &mut Scheduler,
        best: &mut Best,
        settings: &Settings,
    ) -> Result<u32, DriverError> {
        let reserved =
            self.info.reserved_registers_in_count + 1 + self.base.held_by_callers.len() as u32;
        let mut limit = self
            .target
            .saturating_sub(reserved)
            .saturating_sub(settings.sched_pressure_margin);
        let retries = settings.sched_target_retries;
        for round in 0..=retries {
            let have_best = best.attempt.is_some();
            let Some((outcome, fresh)) =
                self.run(runner, sched, &mut best.seen, limit, have_best)?
            else {
                break;
            };
            if let Some(a) = fresh {
                best.offer(a);
            }
            // Recomputation also means the values did not fit: a re-schedule may still find
            // a count that needs neither (remat must never cost registers a schedule would
            // save).
            let (over, spill_bytes, _) = outcome.quality;
            let done = over == 0 && spill_bytes == 0 && outcome.spilled == 0;
            if done || outcome.moved == 0 || round == retries {
                break;
            }
            // Lower the limit by the overshoot, or by the registers the values moved out of
            // registers (spilled or recomputed) needed; at most half the limit at once.
            let spilled = best
                .attempt
                .as_ref()
                .map_or(outcome.spilled, |b| {
                    b.alloc.stats.spilled_values + b.alloc.stats.remat_count
                })
                .min((limit / 2).max(1));
            limit = limit.saturating_sub(over.max(spilled).max(1));
        }
        Ok(limit)
    }

    /// A little over the target: allocates within the target itself (what does not fit is
    /// recomputed or spilled) and keeps that when nothing is spilled; ptxas does not give up
    /// an occupancy step for a register or two it can do without (`RegAllocFitTarget`).
    fn fit_target(
        &self,
        runner: &mut PassRunner<'_>,
        sched: &mut Scheduler,
        best: &mut Best,
        limit: u32,
        settings: &Settings,
    ) -> Result<(), DriverError> {
        let over = best.attempt.as_ref().map_or(0, |b| b.quality.0);
        if over == 0 || over > settings.fit_target || self.budget <= self.target {
            return Ok(());
        }
        let mut tight = self.alloc_opts.clone();
        tight.limits[RegClass::R] = self
            .target
            .saturating_sub(self.info.reserved_registers_in_count)
            .max(2) as u16;
        let fitted = AttemptCtx {
            alloc_opts: &tight,
            budget: self.target,
            ..*self
        };
        let mut seen = Vec::new();
        if let Some((outcome, Some(a))) = fitted.run(runner, sched, &mut seen, limit, true)? {
            if outcome.quality.1 == 0 {
                best.offer(a);
            }
        }
        Ok(())
    }

    /// Schedules the code towards `limit` GPRs (when scheduling is on), assigns uniform
    /// registers and allocates: the outcome, and the attempt unless its schedule repeats an
    /// earlier one of `seen`. An allocation failure is `Ok(None)` when an earlier attempt
    /// exists (`have_best`) and the ptxas-style error otherwise.
    fn run(
        &self,
        runner: &mut PassRunner<'_>,
        sched: &mut Scheduler,
        seen: &mut Vec<(Vec<u32>, Outcome)>,
        limit: u32,
        have_best: bool,
    ) -> Result<Option<(Outcome, Option<Attempt>)>, DriverError> {
        // The order first: a schedule allocated before is not copied again.
        let mut moved = 0;
        if self.schedule {
            let opts = SchedOptions {
                pressure_limit: limit,
                bottom_up: self.bottom_up,
                predicate_limit: self.predicate_limit,
            };
            moved = runner.time("sched_pre_ra", || sched.plan(self.base, opts));
        }
        // Unscheduled, every attempt is the same code.
        let order = if self.schedule {
            sched.last_order()
        } else {
            &[]
        };
        if let Some((_, outcome)) = seen.iter().find(|(o, _)| o == order) {
            return Ok(Some((*outcome, None)));
        }
        let mut func = if self.schedule {
            let func = sched.scheduled_copy(self.base);
            runner.after("sched_pre_ra", &func)?;
            func
        } else {
            self.base.clone()
        };
        let order = order.to_vec();
        let (info, uniform) = (self.info, self.uniform);
        let values = func.vregs.len();
        if self.assign_uniform {
            runner.run("assign_uniform", &mut func, |f| {
                passes::assign_uniform_with(f, info, uniform)
            })?;
        }
        let name = func.name.clone();
        let allocated = runner.time("regalloc", || {
            // One liveness for the pressure the slot preferences are sized by and the
            // allocator: the scheduler's, unless uniform registers needed copies (new
            // values, new instructions); re-classing values and re-spelling opcodes leave
            // liveness as it is.
            let live = if self.schedule && func.vregs.len() == values {
                sched.scheduled_liveness()
            } else {
                Liveness::compute(&func, &Cfg::new(&func))
            };
            let max_live = calc_pressure(&func, &live).max_live[RegClass::R];
            let round_opts = with_slot_preferences(self.alloc_opts, max_live, info, self.budget);
            regalloc::allocate_owned(func, &round_opts, Some(live)).map(|a| (a, max_live))
        });
        let ((alloc, allocated_from), max_live) = match allocated {
            Ok(a) => a,
            Err(AllocError::Failed { count, .. }) => {
                if have_best {
                    return Ok(None);
                }
                return Err(DriverError::Alloc {
                    function: name,
                    count,
                    instruction: None,
                    arch: None,
                });
            }
        };
        runner.after("regalloc", &alloc.func)?;
        let count = info.ptxas_register_count(Some(highest_gpr(&alloc)));
        let quality = (
            count.saturating_sub(self.target),
            alloc.stats.spill_store_bytes,
            count,
        );
        let outcome = Outcome {
            quality,
            moved,
            spilled: alloc.stats.spilled_values + alloc.stats.remat_count,
        };
        seen.push((order, outcome));
        let attempt = Attempt {
            quality,
            allocated_from,
            alloc,
            max_live,
        };
        Ok(Some((outcome, Some(attempt))))
    }
}

/// `opts` with the GPRs ptxas spends on its slot preferences: everything below the
/// occupancy-neutral count for the code's tight need (the top of the occupancy plateau the
/// need falls on, capped by the budget). ptxas 13.5 was measured to spread values up to
/// exactly that count (32 registers on sm_80/sm_90, 40 on sm_86/sm_89, 64 on sm_75 for small
/// kernels; 40, 48, 72 for needs of 35, 45, 65 on sm_80) and to pack tightly when the budget
/// is below the need.
fn with_slot_preferences(
    opts: &AllocOptions,
    live: u32,
    info: &SmInfo,
    budget: u32,
) -> AllocOptions {
    let mut o = opts.clone();
    let need = info.ptxas_register_count(Some(live));
    let spread = occupancy::plateau_top(info, need).min(budget);
    if spread >= need {
        o.preferred[RegClass::R] = spread.saturating_sub(info.reserved_registers_in_count) as u16;
    }
    o
}

/// Threads per block the shared-memory spill area is sized for: the launch bounds' block, or
/// the largest block the function may be launched with (ptxas 13.5: a kernel without bounds
/// takes `slots * 4 * 1024` bytes), rounded to whole warps.
fn smem_spill_threads(func: &Function, info: &SmInfo) -> u32 {
    func.bounds
        .block_size()
        .unwrap_or(info.max_threads_per_block)
        // A bound beyond what a block can hold never launches; it must not overflow here.
        .min(info.max_threads_per_block)
        .div_ceil(info.warp_size)
        * info.warp_size
}

/// Shared-memory spill slots an entry may use: at most [`SMEM_SPILL_MAX_SLOTS`], and no more
/// than the 48 KiB of static shared memory per block leave after the function's own shared
/// data, 4 bytes per thread and slot. Measured with ptxas 13.5 (`--maxrregcount`/`.maxnreg`
/// 24 to 64, 30 to 100 values live at once), on sm_80 and sm_86: 20 slots at 128, 256 and
/// 512 threads, 16 at 768, 12 at 992 and 1024 — the cap, then the 48 KiB. sm_90 gives a
/// slot or two fewer at some sizes (19 at 256, 10 at 1024), which is not modelled.
fn smem_spill_capacity(func: &Function, info: &SmInfo, threads: u32) -> u32 {
    let free = info
        .shared_memory_per_block
        .saturating_sub(func.shared_bytes);
    (free / (4 * threads.max(1))).min(SMEM_SPILL_MAX_SLOTS)
}

/// The most shared-memory spill slots ptxas 13.5 gives a thread (80 bytes), whatever the
/// register budget and the block size (measured, see [`smem_spill_capacity`]).
const SMEM_SPILL_MAX_SLOTS: u32 = 20;

/// The highest register index of `class` the allocation touches (a tuple touches all of its
/// registers).
pub fn highest_of(alloc: &regalloc::Allocation, class: RegClass) -> Option<u32> {
    alloc
        .regs
        .iter()
        .zip(&alloc.func.vregs)
        .filter_map(|(r, v)| {
            r.filter(|p| p.class == class)
                .map(|p| p.index as u32 + v.width as u32 - 1)
        })
        .max()
}

/// The highest GPR index touched: R1, the stack pointer in every kernel ptxas emits, at
/// least.
pub fn highest_gpr(alloc: &regalloc::Allocation) -> u32 {
    highest_of(alloc, RegClass::R).map_or(1, |h| h.max(1))
}
