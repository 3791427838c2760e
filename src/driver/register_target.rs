//! The register target: how many registers ptxas aims a function at, before it allocates.
//!
//! ptxas aims for the best occupancy its scheduler can reach, then spends what that
//! occupancy plateau leaves on latency. So the target comes from the least GPR pressure the
//! code can be scheduled into (a register-saving schedule, `sched_probe`), with read-only
//! uniform loads copied into uniform registers when that lowers it
//! (`promote_uniform_loads`), bounded by `--maxrregcount`, `.maxnreg` and launch bounds
//! (`register_budget`); an MMA needs a minimum target of its own (ptxas's C7602).

use super::pipeline::PassRunner;
use super::DriverError;
use crate::analysis::{boundary_pressure, calc_pressure};
use crate::ir::{Function, LaunchBounds, RegClass};
use crate::knobs::Settings;
use crate::passes::{self, SchedOptions, Scheduler};
use crate::regalloc::{self, RegisterBudget};
use crate::target::SmInfo;

/// What the target step decided for one function.
pub struct RegisterTarget {
    /// The budget and the target, and where they came from.
    pub plan: RegisterBudget,
    /// The function's scheduler, built on its code as it now stands.
    pub sched: Scheduler,
}

/// Measures the pressure `func` can be scheduled into, copies its uniform loads into
/// uniform registers when ptxas would, and derives the budget and the target.
pub fn register_target(
    runner: &mut PassRunner<'_>,
    func: &mut Function,
    settings: &Settings,
    info: &SmInfo,
    maxrregcount: Option<u32>,
) -> Result<RegisterTarget, DriverError> {
    let promotion = settings.uniform_load_promotion && info.uniform_registers > 0;
    let curve = TargetCurve::new(func, info, maxrregcount);
    let (mut sched, mut max_live) = runner.run("sched_probe", func, |f| {
        let mut sched = Scheduler::new(f);
        let live = schedulable_max_live(settings, f, &mut sched, |floor, live| {
            !curve.decides_alike(floor, live, promotion)
        });
        (sched, live)
    })?;
    // Promotion pays only for a lower target, or for fitting a fixed one.
    if promotion && !curve.decides_alike(0, max_live, true) {
        let promoted = runner.run("promote_uniform_loads", func, |f| {
            let (promoted, live, promoted_sched) =
                uniform_loads_worth_promoting(settings, info, f, &curve, max_live)?;
            *f = promoted;
            Some((live, promoted_sched))
        })?;
        if let Some((live, promoted_sched)) = promoted {
            max_live = live;
            sched = promoted_sched;
        }
    }
    let plan = runner.time("register_budget", || {
        // A kernel's copy of a device function stacks its values on what the callers hold.
        let held = func.held_by_callers.len() as u32;
        let demand = info.ptxas_register_count((max_live + held).checked_sub(1));
        let plan = regalloc::register_budget(func, info, maxrregcount, demand);
        regalloc::warp_limits::with_warp_limits(func, info, plan)
    });
    if let Some(entry) = plan.warp_entry {
        let limits = crate::ir::WarpLimits {
            entry,
            unusable: info.reserved_registers_in_count,
        };
        regalloc::warp_limits::set_warp_limits(func, limits);
    }
    if let Some((line, target)) = regalloc::tensor_core_target(func) {
        if plan.limit < target {
            return Err(DriverError::Alloc {
                function: func.name.clone(),
                count: plan.limit,
                instruction: Some((line, target)),
                arch: None,
            });
        }
    }
    Ok(RegisterTarget { plan, sched })
}

/// How the register target answers to the code's GPR pressure. It only moves between
/// occupancy plateaus (not at all under an explicit limit), so a probe that could lower the
/// pressure only within a plateau is wasted.
struct TargetCurve<'a> {
    bounds: LaunchBounds,
    info: &'a SmInfo,
    maxrregcount: Option<u32>,
    /// The target of the least demand.
    lowest: u32,
    /// Whether the target is an explicit limit that no demand moves.
    fixed: bool,
}

impl<'a> TargetCurve<'a> {
    fn new(func: &Function, info: &'a SmInfo, maxrregcount: Option<u32>) -> Self {
        let target =
            |demand| regalloc::bounded_register_budget(&func.bounds, info, maxrregcount, demand);
        let lowest = target(0).target;
        TargetCurve {
            bounds: func.bounds,
            info,
            maxrregcount,
            lowest,
            fixed: target(u32::MAX).target == lowest,
        }
    }

    /// The register target for `demand`.
    fn target(&self, demand: u32) -> u32 {
        regalloc::bounded_register_budget(&self.bounds, self.info, self.maxrregcount, demand).target
    }

    /// The register count a peak of `live` GPRs asks for.
    fn demand(&self, live: u32) -> u32 {
        self.info.ptxas_register_count(live.checked_sub(1))
    }

    /// Whether every GPR pressure from `floor` to `live` decides alike: the same register
    /// target and, under a fixed target where uniform loads may be promoted (`promotion`:
    /// they are when the code does not fit the target otherwise), the same fit. The target
    /// never falls as the demand grows, so the two ends decide for everything between.
    fn decides_alike(&self, floor: u32, live: u32, promotion: bool) -> bool {
        let (low, high) = (self.demand(floor), self.demand(live));
        let over = |demand: u32| demand > self.lowest;
        self.target(low) == self.target(high)
            && !(promotion && self.fixed && over(low) != over(high))
    }
}

/// The GPR pressure the register target is derived from: the least `f` can be scheduled
/// into (a register-saving schedule) when `SchedTargetFromMinPressure` is on, else the
/// pressure of the code as it stands. `sched` is `f`'s scheduler; `f` is scheduled in place
/// for the measurement and put back. The schedule is tried only when `matters(floor, live)`
/// says some pressure from `floor` (what no schedule within blocks goes below) up to the
/// code's own `live` would decide something differently.
fn schedulable_max_live(
    settings: &Settings,
    f: &mut Function,
    sched: &mut Scheduler,
    matters: impl Fn(u32, u32) -> bool,
) -> u32 {
    let live = calc_pressure(f, sched.liveness()).max_live[RegClass::R];
    let probe_wanted = settings.sched_pre_ra && settings.sched_target_from_min_pressure;
    if !probe_wanted || !sched.reorders_anything() || !matters(0, live) {
        return live;
    }
    let floor = boundary_pressure(f, sched.liveness())[RegClass::R];
    if !matters(floor, live) {
        return live;
    }
    sched.schedule(
        f,
        SchedOptions {
            pressure_limit: 0,
            bottom_up: Some(0),
            predicate_limit: u32::MAX,
        },
    );
    let probe_live = sched.scheduled_liveness();
    let probe = calc_pressure(f, &probe_live).max_live[RegClass::R];
    sched.unschedule(f);
    live.min(probe)
}

/// The function with its uniform loaded values copied into uniform registers
/// ([`passes::promote_uniform_loads`]), its pressure and its scheduler, when ptxas would
/// copy them: when they lower the register target. With an explicit limit (launch bounds
/// with a block count, `--maxrregcount`, `.maxnreg`) that is when the code does not fit it
/// otherwise (`lb_1024_1` copies 43 values to fit 64 registers, `lb_256_2` none at 128);
/// without one, when the pressure they save moves the demand to a lower occupancy plateau
/// (`lb_none`: 96 → 48 registers; a three-layer MLP of 8 shared weights already on the
/// 32-register plateau copies none).
fn uniform_loads_worth_promoting(
    settings: &Settings,
    info: &SmInfo,
    func: &Function,
    curve: &TargetCurve,
    max_live: u32,
) -> Option<(Function, u32, Scheduler)> {
    if !passes::may_promote_uniform_loads(func) {
        return None;
    }
    let mut promoted = func.clone();
    if passes::promote_uniform_loads(&mut promoted, info) == 0 {
        return None;
    }
    let mut sched = Scheduler::new(&promoted);
    // Under a fixed target only whether the original fits decides; the promoted code's
    // pressure then changes nothing.
    let live = schedulable_max_live(settings, &mut promoted, &mut sched, |floor, live| {
        !curve.decides_alike(floor, live, false)
    });
    let worth = if curve.fixed {
        curve.demand(max_live) > curve.lowest
    } else {
        curve.target(curve.demand(live)) < curve.target(curve.demand(max_live))
    };
    worth.then_some((promoted, live, sched))
}
