//! The whole pipeline in one list.
//!
//! ```text
//! bytes ─► parse ─► lower                                   (input.rs, crate::lower)
//!       ─► the pre-allocation passes, one table             (pipeline.rs: PRE_ALLOCATION)
//!          opt_promote_locals ─► opt_narrow_addresses ─► opt_fold_offsets ─► opt_dce
//!          ─► opt_cse ─► opt_fuse_wide_address ─► lower_divergent_shfl ─► legalize_operands
//!          ─► hold_memory_descriptor ─► opt_merge_loads ─► opt_unroll_loops
//!          ─► opt_forward_copies ─► opt_pair_half_ops ─► opt_hoist_invariants
//!          ─► if_convert ─► opt_merge_blocks ─► opt_unpair_add_sources
//!       ─► the register target                              (register_target.rs)
//!          sched_probe ─► promote_uniform_loads ─► register_budget (C7602 check)
//!       ─► the best allocation                              (attempts.rs)
//!          per attempt: sched_pre_ra ─► assign_uniform ─► regalloc
//!       ─► check (--verify) ─► opt_identity_moves ─► statistics
//! ```
//!
//! Every step runs through [`pipeline::PassRunner`], which times it, prints the IR after it
//! on `--print-after=<pass|all>`, and runs the IR verifier after it when verification is
//! on. Functions are compiled callees first (calls.rs); the results keep the file's order.
//! What reports need beyond the statistics is rendered from the result by `crate::emit`.

mod attempts;
mod calls;
mod input;
pub mod pipeline;
mod register_target;

use std::time::Duration;

use crate::check;
use crate::ir::{Function, FunctionKind, PhysReg, RegClass};
use crate::knobs::Knobs;
use crate::lower::{self, LowerOptions};
use crate::passes;
use crate::regalloc;
use crate::stats::FunctionStats;
use crate::target::occupancy::{self, OccupancyInput};
use crate::target::Arch;

use attempts::{highest_of, Allocated};
use pipeline::{record_time, CpuClock, PassContext, PassRunner};

/// Which allocator assigns registers (defined by the allocator library).
pub use crate::regalloc::AllocatorKind;
pub use input::{
    compile_llvm, compile_path, is_llvm_path, llvm_to_ptx, load_input, read_bounded, read_input,
    Input, DEFAULT_MAX_INPUT_BYTES, MAX_PTX_VERSION,
};
pub use pipeline::{check_print_after, describe as describe_passes};

/// Everything that changes what the pipeline does.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Target; defaults to the PTX `.target`.
    pub arch: Option<Arch>,
    /// `--maxrregcount`.
    pub maxrregcount: Option<u32>,
    /// A what-if for kernels with launch bounds: compile every entry that declares its block
    /// size (`.maxntid`/`.reqntid`) as if its `.minnctapersm` (the second argument of CUDA's
    /// `__launch_bounds__`) were this. `sweep` varies it; launch bounds win over
    /// `--maxrregcount`, so for such kernels it is the budget that can be chosen.
    pub min_blocks: Option<u32>,
    /// Allocation strategy.
    pub allocator: AllocatorKind,
    /// `--knob NAME=VALUE` settings.
    pub knobs: Knobs,
    /// Run the independent checker on every allocation.
    pub verify: bool,
    /// Block size for occupancy when the kernel does not declare one (default 256).
    pub block_size: Option<u32>,
    /// Print the IR after this pass (`all` for every pass) to stderr.
    pub print_after: Option<String>,
    /// Collect per-pass times.
    pub time_passes: bool,
    /// ptxas's `-O` level, 0–3 (`None` is ptxas's default, 3): lower levels switch passes
    /// and recomputation off as ptxas does (see [`crate::knobs::Settings::at_level`]);
    /// `--knob` still wins.
    pub opt_level: Option<u8>,
    /// Calls to `.func` follow the CUDA ABI (caller-saved R0–R15 and R32+), as in separate
    /// compilation (`ptxas -c`). Off (the default, ptxas's whole-program mode): a call
    /// clobbers only the registers the callee writes, and the kernel's count includes the
    /// callee's, as ptxas compiles a clone of the callee into each kernel.
    pub abi_calls: bool,
    /// Keep the code each function was allocated from in
    /// [`FunctionResult::allocated_from`] even when allocation did not change it (`explain`
    /// reads it); otherwise that code is not copied.
    pub keep_allocated_from: bool,
    /// The largest input file read, in bytes (`None`: [`DEFAULT_MAX_INPUT_BYTES`]).
    pub max_input_bytes: Option<u64>,
}

/// Why a compilation failed.
#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    /// The input did not parse; `rendered` is the `file:line:col: error: ...` text.
    #[error("{rendered}")]
    Parse {
        /// Rendered diagnostic.
        rendered: String,
        /// Plain message.
        message: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// Lowering rejected the PTX.
    #[error("{path}:{0}", path = .1)]
    Lower(lower::LowerError, String),
    /// The architecture is missing or unknown.
    #[error("{0}")]
    Arch(String),
    /// The input file could not be read, or is larger than the size limit.
    #[error("{path}: cannot read: {message}")]
    Read {
        /// The file.
        path: String,
        /// The system's reason, or the limit.
        message: String,
    },
    /// LLVM input could not be turned into PTX; `rendered` is `file[:line[:col]]: error: ...`
    /// with LLVM's own diagnostic.
    #[error("{rendered}")]
    Llvm {
        /// Rendered diagnostic.
        rendered: String,
        /// 1-based line in the LLVM input (0 when unknown).
        line: u32,
        /// 1-based column (0 when unknown).
        col: u32,
    },
    /// The register budget is too small (ptxas's wording: the allocation failed, or one
    /// instruction cannot be compiled under it).
    #[error("{}", alloc_message(function, *count, *instruction))]
    Alloc {
        /// Function that did not fit.
        function: String,
        /// The budget that failed.
        count: u32,
        /// When one instruction needs more: its PTX line and the register target it needs.
        instruction: Option<(u32, u32)>,
        /// The architecture compiled for (the driver fills it in for every function).
        arch: Option<Arch>,
    },
    /// ptxra panicked (caught by [`crate::guard`]): a ptxra bug, reported with where it
    /// happened.
    #[error("{path}: internal error (panic) in `{function}` during `{pass}`{at}: {message}\nplease report this ptxra bug with the input file", at = if *.line > 0 { format!(" at PTX line {}", .line) } else { String::new() })]
    Panic {
        /// Input file.
        path: String,
        /// Function being compiled.
        function: String,
        /// Pass that was running.
        pass: String,
        /// PTX line of the instruction being lowered (0 when unknown).
        line: u32,
        /// The panic message and its source location.
        message: String,
    },
    /// An internal invariant broke (IR verifier or allocation checker): a ptxra bug.
    #[error("internal error in `{function}` after pass `{pass}`: {message}\nplease report this with the input file")]
    Internal {
        /// Function.
        function: String,
        /// Pass after which it was detected.
        pass: String,
        /// Details.
        message: String,
    },
}

/// ptxas's messages for a budget that is too small.
fn alloc_message(function: &str, count: u32, instruction: Option<(u32, u32)>) -> String {
    match instruction {
        Some((line, target)) => format!(
            "ptxas fatal   : (C7602) Insufficient registers ({count}) to compile instruction at line {line} in function {function}. Try to compile with register target of {target} or higher."
        ),
        None => format!(
            "ptxas fatal   : Register allocation failed with register count of '{count}' in function '{function}'. Compile the program with a higher register target"
        ),
    }
}

impl DriverError {
    /// Process exit code for this error (docs/design.md, "Outputs").
    pub fn exit_code(&self) -> i32 {
        match self {
            DriverError::Alloc { .. } => 3,
            DriverError::Internal { .. } | DriverError::Panic { .. } => 4,
            _ => 2,
        }
    }
    /// The architecture an allocation failed on, when this is one.
    pub fn arch(&self) -> Option<Arch> {
        match self {
            DriverError::Alloc { arch, .. } => *arch,
            _ => None,
        }
    }

    /// This error, naming `arch` if it is an allocation failure.
    fn on_arch(self, on: Arch) -> DriverError {
        match self {
            DriverError::Alloc {
                function,
                count,
                instruction,
                ..
            } => DriverError::Alloc {
                function,
                count,
                instruction,
                arch: Some(on),
            },
            other => other,
        }
    }

    /// Location for JSON error entries.
    pub fn location(&self) -> (u32, u32) {
        match self {
            DriverError::Parse { line, col, .. } => (*line, *col),
            DriverError::Lower(e, _) => (e.line, e.col),
            DriverError::Llvm { line, col, .. } => (*line, *col),
            DriverError::Alloc {
                instruction: Some((line, _)),
                ..
            } => (*line, 0),
            _ => (0, 0),
        }
    }
}

/// One allocated function and everything reported about it.
#[derive(Clone, Debug)]
pub struct FunctionResult {
    /// Statistics.
    pub stats: FunctionStats,
    /// Final machine code (spill code included).
    pub func: Function,
    /// Physical register of each virtual register of `func`.
    pub regs: Vec<Option<PhysReg>>,
    /// Register budget used for the GPR class ("Used N" may not exceed it).
    pub budget: u32,
    /// Whether `--maxrregcount` was overridden by launch bounds.
    pub bounds_override: bool,
    /// How the budget and the register target were chosen.
    pub plan: regalloc::RegisterBudget,
    /// The code the allocator was given (after scheduling): the original values that
    /// [`FunctionResult::decisions`] and the final code's origins name. Present when the
    /// allocation inserted code or [`Options::keep_allocated_from`] is set.
    pub allocated_from: Option<Function>,
    /// Every value that left the registers, and why.
    pub decisions: Vec<regalloc::SpillDecision>,
    /// CPU time of scheduling and allocation (every attempt), without verification.
    pub alloc_time: std::time::Duration,
    /// For a kernel in whole-program mode: the device functions compiled into it, stacked
    /// on what their callers hold across the calls, in the order compiled.
    pub callee_copies: Vec<CalleeCopy>,
}

/// A device function's copy compiled into a kernel (see `driver::calls`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CalleeCopy {
    /// The device function.
    pub name: String,
    /// GPRs its callers hold across their calls to it, which it may not write.
    pub held: u32,
    /// Its ptxas register count there: the kernel's count is at least this.
    pub registers: u32,
}

/// A compiled module.
#[derive(Clone, Debug)]
pub struct CompileResult {
    /// Architecture compiled for.
    pub arch: Arch,
    /// Functions in PTX order.
    pub functions: Vec<FunctionResult>,
    /// `N bytes gmem`.
    pub global_bytes: u64,
    /// `N bytes cmem[3]`.
    pub const_bytes: u64,
    /// `N bytes cmem[4]`: the addresses of the module's `.global` variables.
    pub global_address_bytes: u64,
    /// Lowering approximations and budget adjustments, as `file:line: warning: ...`.
    pub warnings: Vec<String>,
    /// Per-pass times (with `time_passes`).
    pub pass_times: Vec<(String, Duration)>,
}

/// Parses PTX bytes and compiles every function.
pub fn compile_ptx(bytes: &[u8], path: &str, opts: &Options) -> Result<CompileResult, DriverError> {
    let mut pass_times = Vec::new();
    let start = CpuClock::for_passes(opts);
    let input::ParsedPtx {
        module,
        source,
        arch,
    } = input::parse_ptx(bytes, path, opts.arch)?;
    record_time(opts, &mut pass_times, "parse", start.elapsed());
    let start = CpuClock::for_passes(opts);
    let panicked = |(cx, message): (crate::guard::Context, String)| DriverError::Panic {
        path: path.to_string(),
        function: cx.function,
        pass: cx.pass.to_string(),
        line: cx.line,
        message,
    };
    crate::guard::enter_function("");
    let lower_opts = LowerOptions {
        arch,
        keep_param_loads: opts.opt_level == Some(0),
    };
    // What ptxas refuses is checked on the other core while the module is lowered; its
    // error, if any, is the one reported.
    let (validated, lowered) = std::thread::scope(|s| {
        let check = s.spawn(|| {
            let start = CpuClock::for_passes(opts);
            crate::guard::enter_pass("validate");
            let checked = crate::guard::catch(|| input::validate(&module, &source, path));
            (checked, start.elapsed())
        });
        let lowered = crate::guard::catch(|| lower::lower_module(&module, &source, &lower_opts));
        (check.join(), lowered)
    });
    let Ok((validated, validate_time)) = validated else {
        return Err(DriverError::Internal {
            function: String::new(),
            pass: "validate".to_string(),
            message: "the validation thread ended abnormally".to_string(),
        });
    };
    validated.map_err(panicked)??;
    record_time(opts, &mut pass_times, "validate", validate_time);
    let lowered = lowered
        .map_err(panicked)?
        .map_err(|e| DriverError::Lower(e, path.to_string()))?;
    record_time(opts, &mut pass_times, "lower", start.elapsed());
    // The syntax tree is as large as the machine code: free it before the passes copy the
    // code (a million-instruction kernel's tree is a few hundred megabytes).
    drop(module);
    let mut result = CompileResult {
        arch,
        functions: Vec::new(),
        global_bytes: lowered.module.global_bytes,
        const_bytes: lowered.module.const_bytes,
        global_address_bytes: lowered.module.global_address_bytes,
        warnings: lowered
            .warnings
            .iter()
            .map(|w| format!("{path}:{}: warning: {}", w.line, w.message))
            .collect(),
        pass_times,
    };
    // ptxas compiles a module's functions last to first, so when several cannot be
    // compiled it names the last one; device functions go first here (callees before
    // callers) so that whole-program calls know what their callee writes. The results keep
    // the file's order.
    let mut funcs = lowered.module.functions;
    if let Some(m) = opts.min_blocks {
        for f in funcs.iter_mut().filter(|f| f.bounds.block_size().is_some()) {
            f.bounds.min_blocks = Some(m);
        }
    }
    let mut linkage = calls::Linkage::new(&funcs);
    let order = linkage.compile_order(&funcs);
    let info = arch.info();
    let callee_limits = linkage.callee_limits(&funcs, |kernel| {
        let budget = regalloc::bounded_register_budget(&kernel.bounds, info, opts.maxrregcount, 0);
        (budget.source != regalloc::BudgetSource::Hardware).then_some(budget.limit)
    });
    // A device function reached only from kernels with launch bounds is compiled under
    // their limit.
    let options_for = |k: usize| match callee_limits[k] {
        Some(limit) if limit != opts.maxrregcount => std::borrow::Cow::Owned(Options {
            maxrregcount: limit,
            ..opts.clone()
        }),
        _ => std::borrow::Cow::Borrowed(opts),
    };
    let mut slots: Vec<Option<Function>> = funcs.into_iter().map(Some).collect();
    let mut done: Vec<Option<FunctionResult>> = (0..slots.len()).map(|_| None).collect();
    for k in order {
        let Some(mut func) = slots[k].take() else {
            continue;
        };
        crate::guard::enter_function(&func.name);
        let whole_program = !opts.abi_calls;
        // Kept for a second compilation with the ABI's clobbers (`Linkage::stacks_callees`).
        let unprepared = (whole_program && linkage.stacks_callees(k)).then(|| func.clone());
        let mut callee_registers = 0;
        if whole_program {
            callee_registers = linkage.use_callee_footprints(k, &mut func, true);
            linkage.keep_code(k, &func);
        }
        let times = &mut result.pass_times;
        // Compiles function `g` (`func`, or a copy of it), under `g`'s limit.
        let mut compile = |g: usize, func, callee_registers| {
            crate::guard::catch(|| {
                compile_function(func, arch, &options_for(g), times, callee_registers)
            })
            .map_err(panicked)?
        };
        let (mut r, stacked) = match (compile(k, func, callee_registers), unprepared) {
            (Err(DriverError::Alloc { .. }), Some(mut func)) => {
                let callee_registers = linkage.use_callee_footprints(k, &mut func, false);
                (compile(k, func, callee_registers)?, false)
            }
            (r, _) => (r?, whole_program),
        };
        if r.func.kind != FunctionKind::Entry {
            linkage.record(k, &r);
        } else if stacked {
            r.callee_copies = linkage.compile_copies(k, &r, |g, copy| compile(g, copy, 0))?;
            let copies = r
                .callee_copies
                .iter()
                .map(|c| c.registers)
                .max()
                .unwrap_or(0);
            if copies > r.stats.registers {
                r.stats.registers = copies;
                r.stats.occupancy =
                    entry_occupancy(&r.func, copies, r.stats.smem_spill_bytes, opts, arch);
            }
        }
        done[k] = Some(r);
    }
    result.functions = done.into_iter().flatten().collect();
    Ok(result)
}

/// Compiles one function; `callee_registers` is the highest register count among the device
/// functions it calls in whole-program mode, which its own count includes (0 for none).
fn compile_function(
    mut func: Function,
    arch: Arch,
    opts: &Options,
    times: &mut Vec<(String, Duration)>,
    callee_registers: u32,
) -> Result<FunctionResult, DriverError> {
    let settings = opts.knobs.settings(opts.opt_level);
    let mut runner = PassRunner { opts, times };
    let cx = PassContext {
        settings: &settings,
        arch,
        opt_level: opts.opt_level.unwrap_or(3),
    };
    pipeline::run_pre_allocation(&mut runner, &mut func, &cx)?;
    allocate_function(func, arch, opts, runner.times, callee_registers)
}

/// Allocates machine code as it stands: the register target, the attempts, the checker
/// and the statistics, without the passes before allocation. `ptxra replay` runs it on
/// ptxas's own code (with scheduling and uniform assignment off, so the code stays as
/// ptxas wrote it).
pub fn allocate_machine_function(
    func: Function,
    arch: Arch,
    opts: &Options,
) -> Result<FunctionResult, DriverError> {
    crate::guard::enter_function(&func.name);
    let name = func.name.clone();
    let mut times = Vec::new();
    crate::guard::catch(|| allocate_function(func, arch, opts, &mut times, 0)).map_err(
        |(cx, message)| DriverError::Panic {
            path: String::new(),
            function: if cx.function.is_empty() {
                name
            } else {
                cx.function
            },
            pass: cx.pass.to_string(),
            line: cx.line,
            message,
        },
    )?
}

/// Allocates `func` (see [`allocate_machine_function`]); `callee_registers` as for
/// [`compile_function`].
fn allocate_function(
    mut func: Function,
    arch: Arch,
    opts: &Options,
    times: &mut Vec<(String, Duration)>,
    callee_registers: u32,
) -> Result<FunctionResult, DriverError> {
    let settings = opts.knobs.settings(opts.opt_level);
    let info = arch.info();
    let mut runner = PassRunner { opts, times };
    let target = register_target::register_target(
        &mut runner,
        &mut func,
        &settings,
        info,
        opts.maxrregcount,
    )
    .map_err(|e| e.on_arch(arch))?;
    let plan = target.plan;
    let allocated =
        attempts::best_allocation(&mut runner, func, target, &settings, info, opts.allocator)
            .map_err(|e| e.on_arch(arch))?;
    let verified = runner.time("check", || check_allocation(&allocated, opts.verify))?;
    let Allocated {
        mut alloc,
        allocated_from,
        max_live,
        smem_threads,
        time,
        ..
    } = allocated;
    let allocated_from =
        allocated_from.or_else(|| opts.keep_allocated_from.then(|| alloc.func.clone()));
    runner.run("opt_identity_moves", &mut alloc.func, |f| {
        passes::opt_identity_moves(f, &alloc.regs)
    })?;
    // A kernel that sets its warps' limits reports the count its warps start with, however
    // few registers its code touches.
    let registers = plan.warp_entry.unwrap_or_else(|| {
        info.ptxas_register_count(Some(attempts::highest_gpr(&alloc)))
            .max(callee_registers)
    });
    let stats = function_stats(
        &alloc,
        registers,
        max_live,
        &plan,
        smem_threads,
        verified,
        opts,
        arch,
    );
    Ok(FunctionResult {
        stats,
        regs: alloc.regs,
        func: alloc.func,
        budget: plan.limit,
        bounds_override: plan.bounds_override,
        plan,
        allocated_from,
        decisions: alloc.decisions,
        alloc_time: time,
        callee_copies: Vec::new(),
    })
}

/// Runs the independent checker on the allocation when `verify` is on: whether it ran.
fn check_allocation(allocated: &Allocated, verify: bool) -> Result<bool, DriverError> {
    if !verify {
        return Ok(false);
    }
    let alloc = &allocated.alloc;
    let limits = check::Limits {
        max_index: allocated.alloc_opts.limits(),
        reserved: allocated.alloc_opts.reserved.clone(),
    };
    let claim = check::Assignment {
        regs: alloc.regs.clone(),
        origin: alloc.origin.clone(),
    };
    let source = allocated.allocated_from.as_ref().unwrap_or(&alloc.func);
    check::check_allocation_against(&alloc.func, &claim, &limits, source).map_err(|e| {
        DriverError::Internal {
            function: source.name.clone(),
            pass: "regalloc".into(),
            message: e.to_string(),
        }
    })?;
    Ok(true)
}

/// The occupancy of kernel `func` at `registers` per thread (`None` for a device function).
fn entry_occupancy(
    func: &Function,
    registers: u32,
    smem_spill_bytes: u32,
    opts: &Options,
    arch: Arch,
) -> Option<occupancy::Occupancy> {
    if func.kind != FunctionKind::Entry {
        return None;
    }
    let block_size = func.bounds.block_size().or(opts.block_size).unwrap_or(256);
    let mut input = OccupancyInput::new(registers, block_size)
        .with_static_smem(u64::from(func.shared_bytes) + u64::from(smem_spill_bytes));
    input.barriers = func.barriers.max(1);
    occupancy::occupancy(arch.info(), &input).ok()
}

/// The statistics of an allocated function, as `-v`, JSON and the listing report them.
#[allow(
    clippy::too_many_arguments,
    reason = "each is one reported fact's source"
)]
fn function_stats(
    alloc: &regalloc::Allocation,
    registers: u32,
    max_live: u32,
    plan: &regalloc::RegisterBudget,
    smem_threads: u32,
    verified: bool,
    opts: &Options,
    arch: Arch,
) -> FunctionStats {
    let info = arch.info();
    let func = &alloc.func;
    let highest = |c: RegClass| highest_of(alloc, c);
    let smem_spill_bytes = alloc.stats.smem_spill_slots * 4 * smem_threads;
    let occupancy = entry_occupancy(func, registers, smem_spill_bytes, opts, arch);
    FunctionStats {
        name: func.name.clone(),
        kind: func.kind,
        registers,
        uniform_registers: highest(RegClass::UR).map_or(0, |h| h + 1),
        predicates: highest(RegClass::P).map_or(0, |h| h + 1),
        barriers: func.barriers,
        stack_frame: func
            .local_bytes
            .checked_next_multiple_of(4)
            .unwrap_or(u32::MAX)
            .saturating_add(alloc.stats.spill_frame_bytes)
            .checked_next_multiple_of(8)
            .unwrap_or(u32::MAX),
        spill_stores: alloc.stats.spill_store_bytes,
        spill_loads: alloc.stats.spill_load_bytes,
        smem_spill_bytes,
        remat_count: alloc.stats.remat_count,
        instructions: func.num_insts() as u32,
        max_live,
        register_target: plan.target,
        cmem0: info.param_cbank_offset.saturating_add(func.param_bytes),
        smem: func.shared_bytes.saturating_add(smem_spill_bytes),
        occupancy,
        verified,
    }
}
