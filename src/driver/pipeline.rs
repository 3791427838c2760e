//! The machine-IR passes that run before allocation, as one table, and the runner every step
//! of the pipeline goes through: it times the step, prints the IR after it on
//! `--print-after=<step|all>`, and runs the IR verifier after it when verification is on
//! (with `--verify`, and always in debug builds and tests).

use std::time::Duration;

use super::{DriverError, Options};
use crate::ir::{self, verify::verify_function, Function};
use crate::knobs::{FuseWideAddressPolicy, HoistPolicy, IfConvertPolicy, Settings};
use crate::passes;
use crate::target::Arch;

/// What a pass decides by.
pub struct PassContext<'a> {
    /// The function's settings (knobs at its optimisation level).
    pub settings: &'a Settings,
    /// The target.
    pub arch: Arch,
    /// ptxas's `-O` level (3 unless given).
    pub opt_level: u8,
}

/// One pre-allocation pass: its name (for `--print-after`, `--time-passes` and
/// `--list-passes`), when it runs and what it does.
pub struct Pass {
    /// The pass's name, as its file and entry point are named.
    pub name: &'static str,
    /// The knob (or option) that switches it.
    pub switch: &'static str,
    /// Whether it runs for this function.
    pub enabled: fn(&PassContext) -> bool,
    /// Runs it.
    pub run: fn(&mut Function, &PassContext),
}

/// The passes between lowering and allocation, in the order they run. Each one ptxas runs
/// too, where it changes register pressure (see each pass's module docs for the listing it
/// is modelled on).
pub const PRE_ALLOCATION: &[Pass] = &[
    Pass {
        name: "opt_promote_locals",
        switch: "PromoteLocals",
        enabled: |cx| cx.settings.promote_locals,
        run: |f, _| {
            passes::opt_promote_locals(f);
        },
    },
    Pass {
        name: "opt_narrow_addresses",
        switch: "NarrowAddresses",
        enabled: |cx| cx.settings.narrow_addresses,
        // Narrowing a pair leaves the arithmetic of its high word dead; once that is gone,
        // the pairs it read may have no other reader of their high word (`mul.lo.s64` of
        // a `mul.lo.s64`, both only shifted left by 32): narrow and clean up until nothing
        // changes.
        run: |f, _| while passes::opt_narrow_addresses(f) > 0 && passes::opt_dce(f) > 0 {},
    },
    Pass {
        name: "opt_fold_offsets",
        switch: "FoldOffsets",
        enabled: |cx| cx.settings.fold_offsets,
        run: |f, _| {
            passes::opt_fold_offsets(f);
        },
    },
    Pass {
        name: "opt_dce",
        switch: "always",
        enabled: |_| true,
        run: |f, cx| {
            #[allow(
                clippy::panic,
                reason = "deliberate: exercises the internal-error guard"
            )]
            if cx.settings.inject_panic {
                panic!("panic injected by --knob InjectPanic=1");
            }
            passes::opt_dce(f);
        },
    },
    Pass {
        name: "opt_cse",
        switch: "Cse",
        enabled: |cx| cx.settings.cse,
        run: |f, _| {
            passes::opt_cse(f);
        },
    },
    Pass {
        name: "opt_fuse_multiply_add",
        switch: "FuseMultiplyAdd",
        enabled: |cx| cx.settings.fuse_multiply_add,
        run: |f, _| {
            passes::opt_fuse_multiply_add(f);
        },
    },
    Pass {
        name: "opt_fuse_three_input",
        switch: "FuseThreeInput",
        enabled: |cx| cx.settings.fuse_three_input,
        run: |f, _| {
            passes::opt_fuse_three_input(f);
        },
    },
    Pass {
        name: "opt_fold_predicate_logic",
        switch: "FoldPredicateLogic",
        enabled: |cx| cx.settings.fold_predicate_logic,
        run: |f, _| {
            passes::opt_fold_predicate_logic(f);
        },
    },
    Pass {
        name: "opt_fuse_wide_address",
        switch: "FuseWideAddress, below FuseWideAddressBeforeSm",
        enabled: |cx| {
            cx.settings.fuse_wide_address != FuseWideAddressPolicy::Off
                && cx.arch.info().sm < cx.settings.fuse_wide_address_before_sm
        },
        run: |f, cx| {
            let parameter_bases =
                cx.settings.fuse_wide_address == FuseWideAddressPolicy::ParameterBases;
            passes::opt_fuse_wide_address(f, parameter_bases);
        },
    },
    Pass {
        name: "lower_divergent_shfl",
        switch: "always",
        enabled: |_| true,
        run: |f, cx| {
            passes::lower_divergent_shfl(f, cx.arch);
        },
    },
    Pass {
        name: "legalize_operands",
        switch: "always",
        enabled: |_| true,
        run: |f, _| {
            passes::legalize_operands(f);
        },
    },
    Pass {
        name: "hold_memory_descriptor",
        switch: "-O0",
        enabled: |cx| cx.opt_level == 0,
        run: |f, _| {
            passes::hold_memory_descriptor(f);
        },
    },
    Pass {
        name: "opt_merge_loads",
        switch: "MergeLoads",
        enabled: |cx| cx.settings.merge_loads,
        run: |f, _| {
            passes::opt_merge_loads(f);
        },
    },
    Pass {
        name: "opt_unroll_loops",
        switch: "LoopUnrollFactor",
        enabled: |cx| cx.settings.unroll_factor >= 2,
        run: |f, cx| {
            let opts = passes::UnrollOptions {
                factor: cx.settings.unroll_factor,
                max_insts: cx.settings.unroll_max_insts as usize,
            };
            passes::opt_unroll_loops(f, opts);
        },
    },
    Pass {
        name: "opt_forward_copies",
        switch: "ForwardCopies",
        enabled: |cx| cx.settings.forward_copies,
        run: |f, _| {
            passes::opt_forward_copies(f);
        },
    },
    Pass {
        name: "opt_pair_half_ops",
        switch: "PairHalfOps",
        enabled: |cx| cx.settings.pair_half_ops,
        run: |f, _| {
            passes::opt_pair_half_ops(f);
        },
    },
    Pass {
        name: "opt_hoist_invariants",
        switch: "HoistInvariants",
        enabled: |cx| cx.settings.hoist_invariants != HoistPolicy::Never,
        run: |f, cx| {
            passes::opt_hoist_invariants(f, cx.settings.hoist_invariants);
        },
    },
    Pass {
        name: "opt_guarded_exits",
        switch: "GuardedExits",
        enabled: |cx| cx.settings.guarded_exits,
        run: |f, _| {
            passes::opt_guarded_exits(f);
        },
    },
    Pass {
        name: "if_convert",
        switch: "IfConvert",
        enabled: |cx| cx.settings.if_convert != IfConvertPolicy::Off,
        run: |f, cx| {
            let opts = passes::IfConvertOptions {
                max_insts: cx.settings.if_convert_max_insts as usize,
                lone_loads: cx.settings.if_convert == IfConvertPolicy::LoneLoads,
            };
            passes::if_convert(f, opts);
        },
    },
    Pass {
        name: "opt_merge_blocks",
        switch: "MergeBlocks",
        enabled: |cx| cx.settings.merge_blocks,
        run: |f, _| {
            passes::opt_merge_blocks(f);
        },
    },
    Pass {
        name: "opt_unpair_add_sources",
        switch: "UnpairAddSources",
        enabled: |cx| cx.settings.unpair_add_sources,
        run: |f, _| {
            // The pairs no add reads any more (and the zeros and signs they were built
            // from) go.
            if passes::opt_unpair_add_sources(f) > 0 {
                passes::remove_unread(f);
            }
        },
    },
    Pass {
        name: "insert_convergence_barriers",
        switch: "ConvergenceBarriers",
        enabled: |cx| cx.settings.convergence_barriers,
        run: |f, _| {
            passes::insert_convergence_barriers(f);
        },
    },
];

/// The steps after [`PRE_ALLOCATION`], in order, with what each does: they choose the
/// register target and allocate (`driver::register_target`, `driver::attempts`), then check.
pub const ALLOCATION_STEPS: &[(&str, &str)] = &[
    (
        "sched_probe",
        "the least GPR pressure a register-saving schedule reaches (SchedTargetFromMinPressure)",
    ),
    (
        "promote_uniform_loads",
        "uniform loads copied into uniform registers when that lowers the target (UniformLoadPromotion)",
    ),
    (
        "register_budget",
        "the register budget and target from the pressure, --maxrregcount and launch bounds",
    ),
    (
        "sched_pre_ra",
        "list scheduling towards the register target, once per attempt (SchedPreRa)",
    ),
    (
        "assign_uniform",
        "warp-uniform values into uniform registers, once per attempt",
    ),
    (
        "regalloc",
        "per-class assignment with spilling and recomputation, once per attempt",
    ),
    (
        "check",
        "the independent allocation checker (--verify)",
    ),
    (
        "opt_identity_moves",
        "copies between the same registers removed",
    ),
];

/// Every step `--print-after` and `--time-passes` know, in pipeline order (`parse` and
/// `lower` come before the machine IR exists).
pub fn step_names() -> impl Iterator<Item = &'static str> {
    PRE_ALLOCATION
        .iter()
        .map(|p| p.name)
        .chain(ALLOCATION_STEPS.iter().map(|(name, _)| *name))
}

/// Checks a `--print-after` argument: `all` or a step's name.
pub fn check_print_after(name: &str) -> Result<(), String> {
    if name == "all" || step_names().any(|s| s == name) {
        return Ok(());
    }
    Err(format!(
        "unknown pass `{name}` for --print-after; the passes are: all, {}",
        step_names().collect::<Vec<_>>().join(", ")
    ))
}

/// The pipeline as `--list-passes` prints it: each step, whether it runs under `cx` and
/// what switches it.
pub fn describe(cx: &PassContext) -> String {
    let mut out = String::from("before allocation (in order):\n");
    for p in PRE_ALLOCATION {
        let state = if (p.enabled)(cx) { "on " } else { "off" };
        out.push_str(&format!("  {:<24} {state}  {}\n", p.name, p.switch));
    }
    out.push_str("allocation:\n");
    for (name, doc) in ALLOCATION_STEPS {
        out.push_str(&format!("  {name:<24}      {doc}\n"));
    }
    out
}

/// Runs the pre-allocation passes of [`PRE_ALLOCATION`] that `cx` enables.
pub fn run_pre_allocation(
    runner: &mut PassRunner<'_>,
    f: &mut Function,
    cx: &PassContext,
) -> Result<(), DriverError> {
    for pass in PRE_ALLOCATION.iter().filter(|p| (p.enabled)(cx)) {
        runner.run(pass.name, f, |f| (pass.run)(f, cx))?;
    }
    Ok(())
}

/// Times, prints and verifies one step.
pub struct PassRunner<'o> {
    /// Whether to time, print or verify.
    pub opts: &'o Options,
    /// Accumulated times per step (with `--time-passes`).
    pub times: &'o mut Vec<(String, Duration)>,
}

impl PassRunner<'_> {
    /// Runs `pass` on `f` as step `name`: timed, then printed and verified.
    pub fn run<T>(
        &mut self,
        name: &'static str,
        f: &mut Function,
        pass: impl FnOnce(&mut Function) -> T,
    ) -> Result<T, DriverError> {
        let out = self.time(name, || pass(f));
        self.after(name, f)?;
        Ok(out)
    }

    /// Runs `step` as step `name`, timed (for steps that do not rewrite one function in
    /// place; they call [`PassRunner::after`] on what they produce).
    pub fn time<T>(&mut self, name: &'static str, step: impl FnOnce() -> T) -> T {
        crate::guard::enter_pass(name);
        let start = CpuClock::for_passes(self.opts);
        let out = step();
        record_time(self.opts, self.times, name, start.elapsed());
        out
    }

    /// What follows every step: the IR printed when asked for, and verified.
    pub fn after(&self, name: &str, f: &Function) -> Result<(), DriverError> {
        if let Some(p) = &self.opts.print_after {
            if p == name || p == "all" {
                eprintln!("// IR after {name}\n{}", ir::print::print_function(f));
            }
        }
        if self.opts.verify || cfg!(debug_assertions) {
            verify_function(f).map_err(|e| DriverError::Internal {
                function: f.name.clone(),
                pass: name.to_string(),
                message: e.to_string(),
            })?;
        }
        Ok(())
    }
}

/// CPU time the calling thread has used: `--time-passes` reports CPU time, not wall time,
/// so that the numbers stay meaningful on a loaded machine (each function is compiled on one
/// thread). A stopped clock (`None`) reads nothing: the thread's CPU time is a system call,
/// and a pass timer no one asked for cost about 2 % of a suite run.
#[derive(Clone, Copy)]
pub struct CpuClock(Option<Duration>);

impl CpuClock {
    /// The thread's CPU time now.
    pub fn now() -> CpuClock {
        let mut ts = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `ts` is a valid, writable timespec; the clock id is a constant the C
        // library defines. On failure `ts` stays zero and the times read zero.
        unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
        CpuClock(Some(Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)))
    }

    /// A clock started only when `opts` asks for pass times.
    pub fn for_passes(opts: &Options) -> CpuClock {
        if opts.time_passes {
            CpuClock::now()
        } else {
            CpuClock(None)
        }
    }

    /// CPU time since the clock started (zero for a stopped clock).
    pub fn elapsed(self) -> Duration {
        match self.0 {
            Some(start) => CpuClock::now().0.unwrap_or_default().saturating_sub(start),
            None => Duration::ZERO,
        }
    }
}

/// Adds `elapsed` to the time of `name` (when timing is on).
pub fn record_time(
    opts: &Options,
    times: &mut Vec<(String, Duration)>,
    name: &str,
    elapsed: Duration,
) {
    if opts.time_passes {
        match times.iter_mut().find(|(n, _)| n == name) {
            Some((_, t)) => *t += elapsed,
            None => times.push((name.to_string(), elapsed)),
        }
    }
}
