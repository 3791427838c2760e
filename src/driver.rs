//! The whole pipeline in one list.
//!
//! ```text
//! bytes ─► parse ─► lower ─► opt_promote_locals ─► opt_fold_offsets ─► opt_dce ─► opt_cse
//!       ─► opt_fuse_wide_address ─► lower_divergent_shfl ─► legalize_operands
//!       ─► opt_merge_loads ─► opt_unroll_loops ─► opt_hoist_invariants ─► if_convert
//!       ─► tensor-core register target (C7602) ─► promote_uniform_loads ─► sched_pre_ra
//!       ─► assign_uniform ─► regalloc
//!                                │
//!          check (--verify) ◄────┘ ─► stats / listing / -v
//! ```
//!
//! Every machine-IR pass runs through `PassRunner::run`, which times it, prints the IR after
//! it on `--print-after=<pass|all>`, and runs the IR verifier after it when verification is on.

use std::time::Duration;

use rustc_hash::FxHashMap as HashMap;

use crate::check;
use crate::ir::{
    self, verify::verify_function, Function, FunctionKind, Opcode, Operand, PerClass, PhysReg,
    RegClass,
};
use crate::lower::{self, LowerOptions};
use crate::passes;
use crate::regalloc::{self, AllocError, AllocOptions, Knobs};
use crate::stats::FunctionStats;
use crate::target::occupancy::{self, OccupancyInput};
use crate::target::Arch;

/// Which allocator assigns registers (defined by the allocator library).
pub use crate::regalloc::AllocatorKind;

/// Everything that changes what the pipeline does.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Target; defaults to the PTX `.target`.
    pub arch: Option<Arch>,
    /// `--maxrregcount`.
    pub maxrregcount: Option<u32>,
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
    /// and recomputation off as ptxas does (see [`Knobs::at_level`]); `--knob` still wins.
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
}

/// The registers a compiled device function writes, which its callers' values must avoid
/// across a call in whole-program mode.
#[derive(Clone, Debug, Default)]
struct CallFootprint {
    /// GPRs written (its call clobbers included), R1 excluded.
    written: Vec<u16>,
    /// The function's ptxas register count.
    registers: u32,
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
    /// Process exit code for this error (DESIGN.md §3).
    pub fn exit_code(&self) -> i32 {
        match self {
            DriverError::Alloc { .. } => 3,
            DriverError::Internal { .. } | DriverError::Panic { .. } => 4,
            _ => 2,
        }
    }
    /// Location for JSON error entries.
    pub fn location(&self) -> (u32, u32) {
        match self {
            DriverError::Parse { line, col, .. } => (*line, *col),
            DriverError::Lower(e, _) => (e.line, e.col),
            DriverError::Llvm { line, col, .. } => (*line, *col),
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
    let module = ptx_parser::parse_bytes(bytes).map_err(|e| {
        let src = String::from_utf8_lossy(bytes);
        let (line, col) = lower::LineIndex::new(&src).line_col(e.span().start);
        DriverError::Parse {
            rendered: e.render(path, &src),
            message: e.to_string(),
            line,
            col,
        }
    })?;
    // `from_utf8` checks ASCII a word at a time; the lossy conversion walks it in chunks.
    let source = match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(bytes),
    };
    let located = |e: ptx_parser::ParseError| {
        let (line, col) = lower::LineIndex::new(&source).line_col(e.span().start);
        DriverError::Parse {
            rendered: e.render(path, &source),
            message: e.message.clone(),
            line,
            col,
        }
    };
    check_version(&module).map_err(located)?;
    let arch = match opts.arch {
        Some(a) => a,
        None => {
            let Some(target) = module.target() else {
                let mut e = ptx_parser::ParseError::new(
                    "no `.target sm_XX` in the PTX",
                    ptx_parser::ast::Span::default(),
                    "expected `.target` after `.version`",
                );
                e.notes.push("add `.target sm_XX` or pass --arch".into());
                return Err(located(e));
            };
            let Some(sm) = target.sm() else {
                let mut e = ptx_parser::ParseError::new(
                    "`.target` names no `sm_XX` architecture",
                    target.span,
                    "no sm_XX here",
                );
                e.notes.push("pass --arch".into());
                return Err(located(e));
            };
            Arch::parse(sm).map_err(|err| {
                located(ptx_parser::ParseError::new(
                    err.to_string(),
                    target.span,
                    "unsupported target",
                ))
            })?
        }
    };
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
    let lowered = crate::guard::catch(|| lower::lower_module(&module, &source, &lower_opts))
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
    let funcs = lowered.module.functions;
    let order = compile_order(&funcs);
    let mut slots: Vec<Option<Function>> = funcs.into_iter().map(Some).collect();
    let mut done: Vec<Option<FunctionResult>> = (0..slots.len()).map(|_| None).collect();
    let mut footprints: HashMap<String, CallFootprint> = HashMap::default();
    for k in order {
        let Some(mut func) = slots[k].take() else {
            continue;
        };
        crate::guard::enter_function(&func.name);
        let callee_registers = if opts.abi_calls {
            0
        } else {
            use_callee_footprints(&mut func, &footprints)
        };
        let times = &mut result.pass_times;
        let r = crate::guard::catch(|| compile_function(func, arch, opts, times, callee_registers))
            .map_err(panicked)??;
        if r.func.kind != FunctionKind::Entry {
            footprints.insert(r.func.name.clone(), footprint(&r));
        }
        done[k] = Some(r);
    }
    result.functions = done.into_iter().flatten().collect();
    Ok(result)
}

/// The order functions are compiled in: device functions first, each after the device
/// functions it calls (recursion breaks the cycle anywhere), then the entries last to first.
fn compile_order(funcs: &[Function]) -> Vec<usize> {
    let index: HashMap<&str, usize> = funcs
        .iter()
        .enumerate()
        .map(|(k, f)| (f.name.as_str(), k))
        .collect();
    let callees = |f: &Function| -> Vec<usize> {
        f.insts()
            .filter(|(_, i)| i.op == Opcode::CALL)
            .flat_map(|(_, i)| i.uses.iter())
            .filter_map(|o| match o {
                Operand::Symbol(name) => index.get(*name).copied(),
                _ => None,
            })
            .collect()
    };
    let mut order = Vec::with_capacity(funcs.len());
    let mut state = vec![0u8; funcs.len()]; // 0 new, 1 on the stack, 2 placed
    fn visit(
        k: usize,
        funcs: &[Function],
        callees: &dyn Fn(&Function) -> Vec<usize>,
        state: &mut [u8],
        order: &mut Vec<usize>,
    ) {
        if state[k] != 0 {
            return;
        }
        state[k] = 1;
        for c in callees(&funcs[k]) {
            visit(c, funcs, callees, state, order);
        }
        state[k] = 2;
        if funcs[k].kind != FunctionKind::Entry {
            order.push(k);
        }
    }
    for k in (0..funcs.len()).rev() {
        if funcs[k].kind != FunctionKind::Entry {
            visit(k, funcs, &callees, &mut state, &mut order);
        }
    }
    order.extend(
        (0..funcs.len())
            .rev()
            .filter(|&k| funcs[k].kind == FunctionKind::Entry),
    );
    order
}

/// The first callee-saved GPR of the CUDA ABI.
const ABI_CALLEE_SAVED_FIRST: u16 = 16;

/// Replaces the ABI clobbers of `func`'s calls to compiled device functions by the registers
/// those functions write (when they write only caller-saved ones); returns the highest
/// register count among the callees, which the caller's count includes.
fn use_callee_footprints(func: &mut Function, footprints: &HashMap<String, CallFootprint>) -> u32 {
    let mut registers = 0;
    for b in &mut func.blocks {
        for inst in &mut b.insts {
            if inst.op != Opcode::CALL {
                continue;
            }
            let Some(fp) = inst.uses.iter().find_map(|o| match o {
                Operand::Symbol(name) => footprints.get(*name),
                _ => None,
            }) else {
                continue;
            };
            registers = registers.max(fp.registers);
            // A callee that writes only below R16 is clobbered where it writes; a bigger one
            // keeps the ABI's clobbers (ptxas then saves the caller's values on the stack
            // around the call, as its cumulative stack sizes show). Measured on the corpus,
            // the small-callee rule alone matches ptxas best.
            if fp
                .written
                .last()
                .is_some_and(|&r| r >= ABI_CALLEE_SAVED_FIRST)
            {
                continue;
            }
            inst.clobbers.retain(|c| c.class != RegClass::R);
            let mut k = 0;
            while k < fp.written.len() {
                let first = fp.written[k];
                let mut count = 1;
                while k + (count as usize) < fp.written.len()
                    && fp.written[k + count as usize] == first + count
                {
                    count += 1;
                }
                inst.clobbers.push(ir::Clobber {
                    class: RegClass::R,
                    first,
                    count,
                });
                k += count as usize;
            }
        }
    }
    registers
}

/// What a compiled device function writes (and what its own calls clobber).
fn footprint(r: &FunctionResult) -> CallFootprint {
    let mut written = std::collections::BTreeSet::new();
    for (_, inst) in r.func.insts() {
        for d in &inst.defs {
            if let Some(p) = r.regs.get(d.index()).copied().flatten() {
                if p.class == RegClass::R {
                    for k in 0..u16::from(r.func.vreg(*d).width) {
                        written.insert(p.index + k);
                    }
                }
            }
        }
        for c in inst.clobbers.iter().filter(|c| c.class == RegClass::R) {
            written.extend(c.first..c.first + c.count);
        }
    }
    written.remove(&1);
    CallFootprint {
        written: written.into_iter().collect(),
        registers: r.stats.registers,
    }
}

/// CPU time the calling thread has used: `--time-passes` reports CPU time, not wall time,
/// so that the numbers stay meaningful on a loaded machine (each function is compiled on one
/// thread). A stopped clock (`None`) reads nothing: the thread's CPU time is a system call,
/// and a pass timer no one asked for cost about 2 % of a suite run.
#[derive(Clone, Copy)]
struct CpuClock(Option<Duration>);

impl CpuClock {
    fn now() -> CpuClock {
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
    fn for_passes(opts: &Options) -> CpuClock {
        if opts.time_passes {
            CpuClock::now()
        } else {
            CpuClock(None)
        }
    }

    fn elapsed(self) -> Duration {
        match self.0 {
            Some(start) => CpuClock::now().0.unwrap_or_default().saturating_sub(start),
            None => Duration::ZERO,
        }
    }
}

/// Adds `elapsed` to the time of `name` (when timing is on).
fn record_time(opts: &Options, times: &mut Vec<(String, Duration)>, name: &str, elapsed: Duration) {
    if opts.time_passes {
        match times.iter_mut().find(|(n, _)| n == name) {
            Some((_, t)) => *t += elapsed,
            None => times.push((name.to_string(), elapsed)),
        }
    }
}

/// The newest PTX ISA version accepted: ptxas 13.5's (`Unsupported .version 9.9; current
/// version is '9.5'`).
pub const MAX_PTX_VERSION: (u32, u32) = (9, 5);

/// A module must start with a supported `.version` (ptxas refuses a file without one, an
/// empty file included, and any version newer than its own).
fn check_version(module: &ptx_parser::ast::Module) -> Result<(), ptx_parser::ParseError> {
    let Some(v) = module.version() else {
        let mut e = ptx_parser::ParseError::new(
            "missing `.version` directive at the start of the file",
            ptx_parser::ast::Span::default(),
            "expected `.version`",
        );
        e.notes
            .push("every PTX file starts with `.version MAJOR.MINOR`; is this PTX?".into());
        return Err(e);
    };
    let (major, minor) = MAX_PTX_VERSION;
    if (v.major, v.minor) > (major, minor) {
        let mut e = ptx_parser::ParseError::new(
            format!(
                "unsupported `.version {}.{}`; the newest supported is {major}.{minor}",
                v.major, v.minor
            ),
            v.span,
            "PTX ISA version too new",
        );
        e.notes
            .push("this version of the PTX ISA is newer than the ptxas being modelled".into());
        return Err(e);
    }
    Ok(())
}

/// Times, prints and verifies one pass.
struct PassRunner<'o> {
    opts: &'o Options,
    times: &'o mut Vec<(String, Duration)>,
}

impl PassRunner<'_> {
    fn run<T>(
        &mut self,
        name: &'static str,
        f: &mut Function,
        pass: impl FnOnce(&mut Function) -> T,
    ) -> Result<T, DriverError> {
        crate::guard::enter_pass(name);
        let start = CpuClock::for_passes(self.opts);
        let out = pass(f);
        record_time(self.opts, self.times, name, start.elapsed());
        self.after(name, f)?;
        Ok(out)
    }

    /// What follows every pass: the IR printed when asked for, and verified.
    fn after(&self, name: &str, f: &Function) -> Result<(), DriverError> {
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

/// Compiles one function; `callee_registers` is the highest register count among the device
/// functions it calls in whole-program mode, which its own count includes (0 for none).
fn compile_function(
    mut func: Function,
    arch: Arch,
    opts: &Options,
    times: &mut Vec<(String, Duration)>,
    callee_registers: u32,
) -> Result<FunctionResult, DriverError> {
    let leveled;
    let opts = match opts.opt_level {
        Some(level) => {
            leveled = Options {
                knobs: opts.knobs.at_level(level),
                ..opts.clone()
            };
            &leveled
        }
        None => opts,
    };
    let info = arch.info();
    let mut runner = PassRunner { opts, times };
    if opts.knobs.on("PromoteLocals") {
        runner.run("opt_promote_locals", &mut func, passes::opt_promote_locals)?;
    }
    if opts.knobs.on("NarrowAddresses") {
        runner.run(
            "opt_narrow_addresses",
            &mut func,
            passes::opt_narrow_addresses,
        )?;
    }
    if opts.knobs.on("FoldOffsets") {
        runner.run("opt_fold_offsets", &mut func, passes::opt_fold_offsets)?;
    }
    runner.run("opt_dce", &mut func, |f| {
        #[allow(
            clippy::panic,
            reason = "deliberate: exercises the internal-error guard"
        )]
        if opts.knobs.on("InjectPanic") {
            panic!("panic injected by --knob InjectPanic=1");
        }
        passes::opt_dce(f)
    })?;
    if opts.knobs.on("Cse") {
        runner.run("opt_cse", &mut func, passes::opt_cse)?;
    }
    if opts.knobs.on("FuseWideAddress")
        && f64::from(info.sm) < opts.knobs.get("FuseWideAddressBeforeSm")
    {
        let parameter_bases = opts.knobs.get("FuseWideAddress") >= 2.0;
        runner.run("opt_fuse_wide_address", &mut func, |f| {
            passes::opt_fuse_wide_address(f, parameter_bases)
        })?;
    }
    runner.run("lower_divergent_shfl", &mut func, |f| {
        passes::lower_divergent_shfl(f, arch)
    })?;
    runner.run("legalize_operands", &mut func, passes::legalize_operands)?;
    if opts.opt_level == Some(0) {
        runner.run(
            "hold_memory_descriptor",
            &mut func,
            passes::hold_memory_descriptor,
        )?;
    }
    if opts.knobs.on("MergeLoads") {
        runner.run("opt_merge_loads", &mut func, passes::opt_merge_loads)?;
    }
    let unroll = passes::UnrollOptions {
        factor: opts.knobs.get("LoopUnrollFactor").max(0.0) as u32,
        max_insts: opts.knobs.get("LoopUnrollMaxInsts").max(0.0) as usize,
    };
    if unroll.factor >= 2 {
        runner.run("opt_unroll_loops", &mut func, |f| {
            passes::opt_unroll_loops(f, unroll)
        })?;
    }
    let hoist = passes::HoistPolicy::from_knob(opts.knobs.get("HoistInvariants"));
    if hoist != passes::HoistPolicy::Never {
        runner.run("opt_hoist_invariants", &mut func, |f| {
            passes::opt_hoist_invariants(f, hoist)
        })?;
    }
    let if_conv = passes::IfConvertOptions {
        max_insts: opts.knobs.get("IfConvertMaxInsts").max(0.0) as usize,
        lone_loads: opts.knobs.get("IfConvert") >= 2.0,
    };
    if opts.knobs.on("IfConvert") {
        runner.run("if_convert", &mut func, |f| passes::if_convert(f, if_conv))?;
    }
    // The register target comes from the least the code can be scheduled into (a
    // register-saving schedule): ptxas aims for the best occupancy its scheduler can reach,
    // then spends what that plateau leaves on latency.
    let probe_start = CpuClock::for_passes(opts);
    let mut sched = passes::Scheduler::new(&func);
    let promotion = opts.knobs.on("UniformLoadPromotion") && info.uniform_registers > 0;
    let curve = TargetCurve::new(&func, info, opts.maxrregcount);
    let mut max_live = schedulable_max_live(opts, &mut func, &mut sched, |floor, live| {
        !curve.decides_alike(floor, live, promotion)
    });
    record_time(opts, runner.times, "sched_probe", probe_start.elapsed());
    // Promotion pays only for a lower target, or for fitting a fixed one.
    if promotion && !curve.decides_alike(0, max_live, true) {
        let promoted = runner.run("promote_uniform_loads", &mut func, |f| {
            let (promoted, live, promoted_sched) =
                uniform_loads_worth_promoting(opts, info, f, &curve, max_live)?;
            *f = promoted;
            Some((live, promoted_sched))
        })?;
        if let Some((live, promoted_sched)) = promoted {
            max_live = live;
            sched = promoted_sched;
        }
    }
    crate::guard::enter_pass("register_budget");
    let demand = info.ptxas_register_count(max_live.checked_sub(1));
    let plan = regalloc::register_budget(&func, info, opts.maxrregcount, demand);
    let budget = plan.limit;
    if let Some((line, target)) = regalloc::tensor_core_target(&func) {
        if budget < target {
            return Err(DriverError::Alloc {
                function: func.name.clone(),
                count: budget,
                instruction: Some((line, target)),
            });
        }
    }
    let mut alloc_opts = AllocOptions::new(info, budget, opts.knobs.clone());
    alloc_opts.allocator = opts.allocator;
    let smem_threads = smem_spill_threads(&func, info);
    if (func.smem_spilling || opts.knobs.on("SmemSpilling")) && func.kind == FunctionKind::Entry {
        alloc_opts.smem_spill_slots = smem_spill_capacity(&func, info, smem_threads);
    }
    let base = func;
    let margin = opts.knobs.get("SchedPressureMargin").max(0.0) as u32;
    let mut limit = plan
        .target
        .saturating_sub(info.reserved_registers_in_count + 1)
        .saturating_sub(margin);
    let retries = opts.knobs.get("SchedTargetRetries").max(0.0) as u32;
    let alloc_start = CpuClock::now();
    // Schedule towards the target, allocate; when the count overshoots the target (or the
    // budget forced spills), schedule again with the limit lowered by the excess, as ptxas
    // re-schedules to meet its register target. The best attempt wins.
    let bottom_up = (opts.knobs.get("SchedBottomUpSlack") >= 0.0)
        .then(|| opts.knobs.get("SchedBottomUpSlack") as u32);
    let uniform = if info.uniform_registers > 0 {
        crate::analysis::calc_uniformity(&base, &crate::analysis::Cfg::new(&base))
    } else {
        Vec::new()
    };
    let ctx = AttemptCtx {
        uniform: &uniform,
        base: &base,
        info,
        alloc_opts: &alloc_opts,
        budget,
        target: plan.target,
        schedule: opts.knobs.on("SchedPreRa"),
        predicate_limit: if opts.knobs.on("SchedPredicatePressure") {
            info.predicates
        } else {
            u32::MAX
        },
    };
    let mut best: Option<Attempt> = None;
    let mut seen = AttemptCache::default();
    for round in 0..=retries {
        let Some(a) = ctx.run(
            &mut runner,
            &mut sched,
            &mut seen,
            limit,
            bottom_up,
            best.is_some(),
        )?
        else {
            break;
        };
        let (outcome, fresh) = a;
        let (quality, moved, spilled_now) = (outcome.quality, outcome.moved, outcome.spilled);
        if let Some(a) = fresh {
            if best.as_ref().is_none_or(|b| quality < b.quality) {
                best = Some(a);
            }
        }
        // Recomputation also means the values did not fit: a re-schedule may still find a
        // count that needs neither (remat must never cost registers a schedule would save).
        let done = quality.0 == 0 && quality.1 == 0 && spilled_now == 0;
        if done || moved == 0 || round == retries {
            break;
        }
        // Lower the limit by the overshoot, or by the registers the values moved out of
        // registers (spilled or recomputed) needed.
        let spilled = best
            .as_ref()
            .map_or(spilled_now, |b| {
                b.alloc.stats.spilled_values + b.alloc.stats.remat_count
            })
            .min(alloc_spilled_cap(limit));
        let excess = quality.0.max(spilled).max(1);
        limit = limit.saturating_sub(excess);
    }
    // Still spilling: the most register-saving schedule the scheduler knows (ptxas would not
    // spill where a schedule that fits exists).
    if ctx.schedule && best.as_ref().is_some_and(|b| b.quality.1 > 0) {
        let last = ctx.run(&mut runner, &mut sched, &mut seen, 0, Some(0), true)?;
        if let Some(a) = last.and_then(|(_, fresh)| fresh) {
            if best.as_ref().is_none_or(|b| a.quality < b.quality) {
                best = Some(a);
            }
        }
    }
    // A little over the target: allocate within the target itself (what does not fit is
    // recomputed or spilled) and keep that when nothing is spilled; ptxas does not give up
    // an occupancy step for a register or two it can do without.
    let over = best.as_ref().map_or(0, |b| b.quality.0);
    let fit = opts.knobs.get("RegAllocFitTarget").max(0.0) as u32;
    if over > 0 && over <= fit && budget > plan.target {
        let mut tight = alloc_opts.clone();
        tight.limits[RegClass::R] = plan
            .target
            .saturating_sub(info.reserved_registers_in_count)
            .max(2) as u16;
        let fitted = AttemptCtx {
            alloc_opts: &tight,
            budget: plan.target,
            ..ctx
        };
        let mut fresh_cache = AttemptCache::default();
        let attempt = fitted.run(
            &mut runner,
            &mut sched,
            &mut fresh_cache,
            limit,
            bottom_up,
            true,
        )?;
        if let Some((outcome, Some(a))) = attempt {
            if outcome.quality.1 == 0 && best.as_ref().is_none_or(|b| a.quality < b.quality) {
                best = Some(a);
            }
        }
    }
    let best = best.map(|a| (a.allocated_from, a.alloc, a.max_live));
    let Some((allocated_from, mut alloc, allocated_live)) = best else {
        return Err(DriverError::Internal {
            function: base.name.clone(),
            pass: "regalloc".into(),
            message: "no allocation attempt completed".into(),
        });
    };
    let alloc_time = alloc_start.elapsed();
    crate::guard::enter_pass("check");
    let check_start = CpuClock::for_passes(opts);
    let verified = if opts.verify {
        let limits = check::Limits {
            max_index: alloc_opts.limits(),
            reserved: PerClass::from_fn(|c| if c == RegClass::R { vec![1] } else { vec![] }),
        };
        let claim = check::Assignment {
            regs: alloc.regs.clone(),
            origin: alloc.origin.clone(),
        };
        let source = allocated_from.as_ref().unwrap_or(&alloc.func);
        check::check_allocation_against(&alloc.func, &claim, &limits, source).map_err(|e| {
            DriverError::Internal {
                function: source.name.clone(),
                pass: "regalloc".into(),
                message: e.to_string(),
            }
        })?;
        true
    } else {
        false
    };
    record_time(opts, runner.times, "check", check_start.elapsed());
    let allocated_from =
        allocated_from.or_else(|| opts.keep_allocated_from.then(|| alloc.func.clone()));
    passes::opt_identity_moves(&mut alloc.func, &alloc.regs);
    let func = &alloc.func;
    let highest = |c: RegClass| highest_of(&alloc, c);
    // R1 is the stack pointer in every kernel ptxas emits.
    let registers = info
        .ptxas_register_count(Some(highest_gpr(&alloc).max(1)))
        .max(callee_registers);
    let block_size = func.bounds.block_size().or(opts.block_size).unwrap_or(256);
    let smem_spill_bytes = alloc.stats.smem_spill_slots * 4 * smem_threads;
    let occupancy = (func.kind == FunctionKind::Entry)
        .then(|| {
            let input = OccupancyInput::new(registers, block_size)
                .with_static_smem(u64::from(func.shared_bytes) + u64::from(smem_spill_bytes));
            let mut input = input;
            input.barriers = func.barriers.max(1);
            occupancy::occupancy(info, &input).ok()
        })
        .flatten();
    let stats = FunctionStats {
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
        instructions: alloc.func.num_insts() as u32,
        max_live: allocated_live,
        register_target: plan.target,
        cmem0: info.param_cbank_offset.saturating_add(func.param_bytes),
        smem: func.shared_bytes.saturating_add(smem_spill_bytes),
        occupancy,
        verified,
    };
    Ok(FunctionResult {
        stats,
        regs: alloc.regs,
        func: alloc.func,
        budget,
        bounds_override: plan.bounds_override,
        plan,
        allocated_from,
        decisions: alloc.decisions,
        alloc_time,
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

/// The schedules already allocated for one function (as [`passes::Scheduler::last_order`]
/// gives them), with their outcomes: the same code allocates the same way, lowering the
/// limit often leaves a schedule unchanged (huge kernels whose blocks keep their order),
/// and the allocation is the costliest step of an attempt.
#[derive(Default)]
struct AttemptCache {
    schedules: Vec<(Vec<u32>, Outcome)>,
}

/// What every attempt of one function shares.
struct AttemptCtx<'a> {
    base: &'a Function,
    info: &'a crate::target::SmInfo,
    alloc_opts: &'a AllocOptions,
    budget: u32,
    target: u32,
    schedule: bool,
    /// Predicates the scheduler keeps live at most (`u32::MAX`: no limit).
    predicate_limit: u32,
    /// Which values of `base` are warp-uniform: every schedule of it has the same.
    uniform: &'a [bool],
}

impl AttemptCtx<'_> {
    /// Schedules the code towards `limit` GPRs (when scheduling is on), assigns uniform
    /// registers and allocates: the outcome, and the attempt unless its schedule repeats an
    /// earlier one. An allocation failure is `Ok(None)` when an earlier attempt exists
    /// (`have_best`) and the ptxas-style error otherwise.
    fn run(
        &self,
        runner: &mut PassRunner<'_>,
        sched: &mut passes::Scheduler,
        cache: &mut AttemptCache,
        limit: u32,
        bottom_up: Option<u32>,
        have_best: bool,
    ) -> Result<Option<(Outcome, Option<Attempt>)>, DriverError> {
        // The order first: a schedule allocated before is not copied again.
        let mut moved = 0;
        if self.schedule {
            crate::guard::enter_pass("sched_pre_ra");
            let start = CpuClock::for_passes(runner.opts);
            moved = sched.plan(
                self.base,
                passes::SchedOptions {
                    pressure_limit: limit,
                    bottom_up,
                    predicate_limit: self.predicate_limit,
                },
            );
            record_time(runner.opts, runner.times, "sched_pre_ra", start.elapsed());
        }
        // Unscheduled, every attempt is the same code.
        let order = if self.schedule {
            sched.last_order()
        } else {
            &[]
        };
        if let Some((_, outcome)) = cache.schedules.iter().find(|(o, _)| o == order) {
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
        runner.run("assign_uniform", &mut func, |f| {
            passes::assign_uniform_with(f, info, uniform)
        })?;
        let start = CpuClock::for_passes(runner.opts);
        // One liveness for the pressure the slot preferences are sized by and the allocator:
        // the scheduler's, unless uniform registers needed copies (new values, new
        // instructions); re-classing values and re-spelling opcodes leave liveness as it is.
        let live = if self.schedule && func.vregs.len() == values {
            sched.scheduled_liveness()
        } else {
            crate::analysis::Liveness::compute(&func, &crate::analysis::Cfg::new(&func))
        };
        let max_live = crate::analysis::calc_pressure(&func, &live).max_live[RegClass::R];
        let round_opts = with_slot_preferences(self.alloc_opts, max_live, info, self.budget);
        crate::guard::enter_pass("regalloc");
        let name = func.name.clone();
        let allocated = regalloc::allocate_owned(func, &round_opts, Some(live));
        record_time(runner.opts, runner.times, "regalloc", start.elapsed());
        let (alloc, allocated_from) = match allocated {
            Ok(a) => a,
            Err(AllocError::Failed { count, .. }) => {
                if have_best {
                    return Ok(None);
                }
                return Err(DriverError::Alloc {
                    function: name,
                    count,
                    instruction: None,
                });
            }
        };
        let count = info.ptxas_register_count(Some(highest_gpr(&alloc).max(1)));
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
        cache.schedules.push((order, outcome));
        Ok(Some((
            outcome,
            Some(Attempt {
                quality,
                allocated_from,
                alloc,
                max_live,
            }),
        )))
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
    info: &crate::target::SmInfo,
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
fn smem_spill_threads(func: &Function, info: &crate::target::SmInfo) -> u32 {
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
fn smem_spill_capacity(func: &Function, info: &crate::target::SmInfo, threads: u32) -> u32 {
    let free = info
        .shared_memory_per_block
        .saturating_sub(func.shared_bytes);
    (free / (4 * threads.max(1))).min(SMEM_SPILL_MAX_SLOTS)
}

/// The most shared-memory spill slots ptxas 13.5 gives a thread (80 bytes), whatever the
/// register budget and the block size (measured, see [`smem_spill_capacity`]).
const SMEM_SPILL_MAX_SLOTS: u32 = 20;

/// How the register target answers to the code's GPR pressure. It only moves between
/// occupancy plateaus (not at all under an explicit limit), so a probe that could lower the
/// pressure only within a plateau is wasted.
struct TargetCurve<'a> {
    bounds: crate::ir::LaunchBounds,
    info: &'a crate::target::SmInfo,
    maxrregcount: Option<u32>,
    /// The target of the least demand.
    lowest: u32,
    /// Whether the target is an explicit limit that no demand moves.
    fixed: bool,
}

impl<'a> TargetCurve<'a> {
    fn new(func: &Function, info: &'a crate::target::SmInfo, maxrregcount: Option<u32>) -> Self {
        let target = |demand| target_for(&func.bounds, info, maxrregcount, demand);
        let lowest = target(0);
        TargetCurve {
            bounds: func.bounds,
            info,
            maxrregcount,
            lowest,
            fixed: target(u32::MAX) == lowest,
        }
    }

    /// The register target for `demand`.
    fn target(&self, demand: u32) -> u32 {
        target_for(&self.bounds, self.info, self.maxrregcount, demand)
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

/// The register target of a function with launch bounds `bounds` for `demand`.
fn target_for(
    bounds: &crate::ir::LaunchBounds,
    info: &crate::target::SmInfo,
    maxrregcount: Option<u32>,
    demand: u32,
) -> u32 {
    regalloc::bounded_register_budget(bounds, info, maxrregcount, demand).target
}

/// The GPR pressure the register target is derived from: the least `f` can be scheduled
/// into (a register-saving schedule) when `SchedTargetFromMinPressure` is on, else the
/// pressure of the code as it stands. `sched` is `f`'s scheduler; `f` is scheduled in place
/// for the measurement and put back. The schedule is tried only when `matters(floor, live)`
/// says some pressure from `floor` (what no schedule within blocks goes below) up to the
/// code's own `live` would decide something differently.
fn schedulable_max_live(
    opts: &Options,
    f: &mut Function,
    sched: &mut passes::Scheduler,
    matters: impl Fn(u32, u32) -> bool,
) -> u32 {
    let live = crate::analysis::calc_pressure(f, sched.liveness()).max_live[RegClass::R];
    let probe_wanted = opts.knobs.on("SchedPreRa") && opts.knobs.on("SchedTargetFromMinPressure");
    if !probe_wanted || !sched.reorders_anything() || !matters(0, live) {
        return live;
    }
    let floor = crate::analysis::boundary_pressure(f, sched.liveness())[RegClass::R];
    if !matters(floor, live) {
        return live;
    }
    sched.schedule(
        f,
        passes::SchedOptions {
            pressure_limit: 0,
            bottom_up: Some(0),
            predicate_limit: u32::MAX,
        },
    );
    let probe_live = sched.scheduled_liveness();
    let probe = crate::analysis::calc_pressure(f, &probe_live).max_live[RegClass::R];
    sched.unschedule(f);
    live.min(probe)
}

/// The function with its uniform loaded values copied into uniform registers
/// ([`passes::promote_uniform_loads`]), its pressure and its scheduler, when ptxas would
/// copy them: when
/// they lower the register target. With an explicit limit (launch
/// bounds with a block count, `--maxrregcount`, `.maxnreg`) that is when the code does not
/// fit it otherwise (`lb_1024_1` copies 43 values to fit 64 registers, `lb_256_2` none at
/// 128); without one, when the pressure they save moves the demand to a lower occupancy
/// plateau (`lb_none`: 96 → 48 registers; a three-layer MLP of 8 shared weights already on
/// the 32-register plateau copies none).
fn uniform_loads_worth_promoting(
    opts: &Options,
    info: &crate::target::SmInfo,
    func: &Function,
    curve: &TargetCurve,
    max_live: u32,
) -> Option<(Function, u32, passes::Scheduler)> {
    if !passes::may_promote_uniform_loads(func) {
        return None;
    }
    let mut promoted = func.clone();
    if passes::promote_uniform_loads(&mut promoted, info) == 0 {
        return None;
    }
    let mut sched = passes::Scheduler::new(&promoted);
    // Under a fixed target only whether the original fits decides; the promoted code's
    // pressure then changes nothing.
    let live = schedulable_max_live(opts, &mut promoted, &mut sched, |floor, live| {
        !curve.decides_alike(floor, live, false)
    });
    let worth = if curve.fixed {
        curve.demand(max_live) > curve.lowest
    } else {
        curve.target(curve.demand(live)) < curve.target(curve.demand(max_live))
    };
    worth.then_some((promoted, live, sched))
}

/// At most half the limit is given up in one re-scheduling step.
fn alloc_spilled_cap(limit: u32) -> u32 {
    (limit / 2).max(1)
}

/// The highest register index of `class` the allocation touches (a tuple touches all of its
/// registers).
fn highest_of(alloc: &regalloc::Allocation, class: RegClass) -> Option<u32> {
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

/// The highest GPR index touched (R1, the stack pointer, at least).
fn highest_gpr(alloc: &regalloc::Allocation) -> u32 {
    highest_of(alloc, RegClass::R).map_or(1, |h| h.max(1))
}

/// Whether `path` names LLVM input (`.ll` text or `.bc` bitcode) rather than PTX.
pub fn is_llvm_path(path: &std::path::Path) -> bool {
    matches!(path.extension().and_then(|e| e.to_str()), Some("ll" | "bc"))
}

/// An input file made ready for the PTX pipeline.
#[derive(Clone, Debug)]
pub struct Input {
    /// The PTX: the file itself, or what LLVM's NVPTX back end made of LLVM input.
    pub ptx: Vec<u8>,
    /// The name diagnostics about the PTX use: the path for PTX input, `<path>.ptx` for
    /// LLVM input (its lines are those of `--emit ptx`, which equals llc's output).
    pub ptx_name: String,
    /// Warnings from turning LLVM input into PTX, as `file: warning: ...`.
    pub warnings: Vec<String>,
}

/// Reads an input file: PTX as is, LLVM IR (`.ll`, `.bc`) through the NVPTX back end.
pub fn read_input(path: &std::path::Path, arch: Option<Arch>) -> Result<Input, DriverError> {
    let bytes = std::fs::read(path)
        .map_err(|e| DriverError::Arch(format!("{}: cannot read: {e}", path.display())))?;
    let name = path.display().to_string();
    if is_llvm_path(path) {
        return translate_llvm(&bytes, &name, arch);
    }
    Ok(Input {
        ptx: bytes,
        ptx_name: name,
        warnings: Vec::new(),
    })
}

/// Reads an input file and returns the PTX bytes ([`read_input`] without the warnings).
pub fn load_input(path: &std::path::Path, arch: Option<Arch>) -> Result<Vec<u8>, DriverError> {
    read_input(path, arch).map(|i| i.ptx)
}

/// LLVM input → PTX for the pipeline, with the bridge's warnings and a warning when the
/// module has functions but no kernel.
fn translate_llvm(bytes: &[u8], name: &str, arch: Option<Arch>) -> Result<Input, DriverError> {
    let sm = arch.map_or_else(|| "sm_80".to_string(), |a| a.to_string());
    let Some(translate) = crate::llvm::backend() else {
        return Err(DriverError::Llvm {
            rendered: format!(
                "{name}: error: LLVM input needs a backend: call ptxra::llvm::use_in_process() \
                 (or set_backend) first"
            ),
            line: 0,
            col: 0,
        });
    };
    let out = translate(bytes, name, &sm).map_err(|e| {
        let at = match (e.line, e.col) {
            (0, _) => String::new(),
            (l, 0) => format!(":{l}"),
            (l, c) => format!(":{l}:{c}"),
        };
        DriverError::Llvm {
            rendered: format!("{name}{at}: error: {}", e.message),
            line: e.line,
            col: e.col,
        }
    })?;
    let mut warnings: Vec<String> = out
        .warnings
        .iter()
        .map(|w| format!("{name}: warning: {w}"))
        .collect();
    if out.kernels.is_empty() {
        warnings.push(format!(
            "{name}: warning: no kernels in the module (no function has the `ptx_kernel` \
             calling convention or an `!nvvm.annotations` \"kernel\" entry); its {} \
             function(s) are allocated as device functions (.func), without occupancy",
            out.device_functions.len()
        ));
    }
    Ok(Input {
        ptx: out.text.into_bytes(),
        ptx_name: format!("{name}.ptx"),
        warnings,
    })
}

/// Turns NVPTX LLVM IR (`.ll` text or `.bc` bitcode, told apart by the bitcode magic) into
/// PTX text through LLVM's NVPTX back end at `-O2`, for `arch` (sm_80 when `None`, the
/// CLI's default for LLVM input): the text `llc-22 -march=nvptx64 -mcpu=<arch>` writes.
/// `name` prefixes error messages.
pub fn llvm_to_ptx(bytes: &[u8], name: &str, arch: Option<Arch>) -> Result<String, DriverError> {
    translate_llvm(bytes, name, arch).map(|i| String::from_utf8_lossy(&i.ptx).into_owned())
}

/// Compiles LLVM IR held in memory (`name` labels diagnostics) exactly as [`compile_path`]
/// compiles a `.ll`/`.bc` file; `opts.arch` defaults to sm_80.
pub fn compile_llvm(
    bytes: &[u8],
    name: &str,
    opts: &Options,
) -> Result<CompileResult, DriverError> {
    compile_input(translate_llvm(bytes, name, opts.arch)?, opts)
}

fn compile_input(input: Input, opts: &Options) -> Result<CompileResult, DriverError> {
    let mut r = compile_ptx(&input.ptx, &input.ptx_name, opts)?;
    r.warnings.splice(0..0, input.warnings);
    Ok(r)
}

/// Compiles a file of any supported kind.
pub fn compile_path(path: &std::path::Path, opts: &Options) -> Result<CompileResult, DriverError> {
    compile_input(read_input(path, opts.arch)?, opts)
}

impl CompileResult {
    /// The module facts the `ptxas -v` report needs beyond per-function statistics: how each
    /// entry's register limit was chosen (and the warning for an ignored `.minnctapersm`),
    /// call graph, cumulative stack, and the constant banks besides bank 0 (3: `.const`
    /// data, 4: `.global` addresses, 2 per entry: constants its code cannot encode).
    pub fn ptxas_facts(&self) -> crate::emit::ptxas_v::ModuleFacts {
        use crate::emit::ptxas_v::{FunctionFacts, ModuleFacts, RegLimit};
        use std::collections::HashMap;
        let callees_of = |f: &Function| -> Vec<String> {
            let mut c: Vec<String> = f
                .insts()
                .filter(|(_, i)| i.op == ir::Opcode::CALL)
                .flat_map(|(_, i)| {
                    i.uses.iter().filter_map(|o| match o {
                        // ptxas's internal subroutines are not functions of the module.
                        ir::Operand::Symbol(s)
                            if !crate::target::Subroutine::is_internal_name(s) =>
                        {
                            Some(s.to_string())
                        }
                        _ => None,
                    })
                })
                .collect();
            c.sort();
            c.dedup();
            c
        };
        let by_name: HashMap<&str, &FunctionResult> = self
            .functions
            .iter()
            .map(|f| (f.stats.name.as_str(), f))
            .collect();
        // `name` and every function it reaches through calls, each once, in visit order.
        fn reachable(
            name: &str,
            by_name: &HashMap<&str, &FunctionResult>,
            callees: &dyn Fn(&Function) -> Vec<String>,
        ) -> Vec<String> {
            let mut seen = vec![name.to_string()];
            let mut next = 0;
            while let Some(n) = seen.get(next).cloned() {
                next += 1;
                if let Some(f) = by_name.get(n.as_str()) {
                    for c in callees(&f.func) {
                        if !seen.contains(&c) {
                            seen.push(c);
                        }
                    }
                }
            }
            seen
        }
        // Deepest frame over the call graph (cycles cut).
        fn cumulative(
            name: &str,
            by_name: &HashMap<&str, &FunctionResult>,
            seen: &mut Vec<String>,
            callees: &dyn Fn(&Function) -> Vec<String>,
        ) -> u32 {
            let Some(f) = by_name.get(name) else { return 0 };
            if seen.iter().any(|s| s == name) {
                return 0;
            }
            seen.push(name.to_string());
            let deepest = callees(&f.func)
                .iter()
                .map(|c| cumulative(c, by_name, seen, callees))
                .max()
                .unwrap_or(0);
            seen.pop();
            f.stats.stack_frame + deepest
        }
        let info = self.arch.info();
        let functions = self
            .functions
            .iter()
            .map(|f| {
                let b = &f.func.bounds;
                let launch_bounds_warning = (f.func.kind == ir::FunctionKind::Entry)
                    .then(|| regalloc::budget::ignored_min_blocks_warning(info, &f.stats.name, b))
                    .flatten();
                // An ignored `.minnctapersm` leaves plain launch bounds (no "Overriding" line).
                let reg_limit = if b.min_blocks.is_some()
                    && b.block_size().is_some()
                    && launch_bounds_warning.is_none()
                {
                    RegLimit::FromThreadCount(f.budget)
                } else if b.block_size().is_some() {
                    RegLimit::LaunchBounds
                } else {
                    RegLimit::Global
                };
                // ptxas inlines the device functions an entry reaches, and their constants
                // with them, into the entry's bank 2 (not with `-c`).
                let bank2 = Function::bank2_bytes(
                    reachable(&f.stats.name, &by_name, &callees_of)
                        .iter()
                        .filter_map(|n| by_name.get(n.as_str()).map(|r| &r.func)),
                );
                let bank = |bytes: u32| {
                    if bytes > 0 {
                        vec![(2, bytes)]
                    } else {
                        Vec::new()
                    }
                };
                FunctionFacts {
                    name: f.stats.name.clone(),
                    reg_limit,
                    cumulative_stack: cumulative(
                        &f.stats.name,
                        &by_name,
                        &mut Vec::new(),
                        &callees_of,
                    ),
                    const_banks: bank(bank2),
                    own_const_banks: bank(Function::bank2_bytes([&f.func])),
                    callees: callees_of(&f.func),
                    launch_bounds_warning,
                }
            })
            .collect();
        ModuleFacts {
            arch: self.arch,
            gmem_bytes: self.global_bytes,
            const_banks: [(3, self.const_bytes), (4, self.global_address_bytes)]
                .into_iter()
                .filter(|&(_, bytes)| bytes > 0)
                .collect(),
            functions,
        }
    }
}

/// A function name as a file name for its plots: anything but ASCII letters, digits and `_`
/// (the `$` and `.` of mangled or PTX-internal names) becomes `_`.
pub fn plot_file_stem(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Writes, for every function of `r`, `<name>.pressure.svg` (GPR/UR/P pressure per
/// instruction of the final code, with the budget line and the spill/reload points) and, for
/// entries, `<name>.occupancy.svg` (occupancy vs registers per thread at the kernel's block
/// size, marking ptxra's count) into `dir`.
pub fn write_plots(
    r: &CompileResult,
    dir: &std::path::Path,
) -> std::io::Result<Vec<std::path::PathBuf>> {
    use crate::emit::svg::{occupancy_svg, pressure_svg};
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    for f in &r.functions {
        let profile: Vec<[u32; 3]> = crate::analysis::pressure_profile(&f.func)
            .iter()
            .map(|p| [p[RegClass::R], p[RegClass::UR], p[RegClass::P]])
            .collect();
        let spills: Vec<usize> = f
            .func
            .insts()
            .enumerate()
            .filter(|(_, (_, i))| i.flags.spill)
            .map(|(k, _)| k)
            .collect();
        let safe = plot_file_stem(&f.stats.name);
        let path = dir.join(format!("{safe}.pressure.svg"));
        std::fs::write(
            &path,
            pressure_svg(&f.stats.name, &profile, Some(f.budget), &spills),
        )?;
        written.push(path);
        if let Some(occ) = &f.stats.occupancy {
            let input = OccupancyInput::new(f.stats.registers, occ.block_size)
                .with_static_smem(f.stats.smem as u64);
            if let Ok(steps) = occupancy::register_steps(r.arch.info(), &input) {
                let pts: Vec<(u32, f64)> = steps
                    .iter()
                    .map(|s| (s.max_registers, s.occupancy))
                    .collect();
                let path = dir.join(format!("{safe}.occupancy.svg"));
                std::fs::write(
                    &path,
                    occupancy_svg(&f.stats.name, &pts, Some(f.stats.registers), None),
                )?;
                written.push(path);
            }
        }
    }
    Ok(written)
}
