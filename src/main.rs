//! The `ptxra` command: a thin layer over the library (see `ptxra::driver`).

mod cli;

/// The pipeline allocates and frees many small vectors per instruction; mimalloc's
/// thread-local size classes make that markedly cheaper than the system allocator.
#[global_allocator]
static ALLOCATOR: small_aligned::Mi = small_aligned::Mi;

/// mimalloc as the global allocator, calling its plain `mi_malloc` family for the usual
/// alignments. (The `mimalloc` crate's allocator asks for every block by alignment, and
/// mimalloc 3 sends about a quarter of those requests down its slow generic path.)
mod small_aligned {
    use std::alloc::{GlobalAlloc, Layout};
    use std::ffi::c_void;

    extern "C" {
        fn mi_malloc(size: usize) -> *mut c_void;
        fn mi_zalloc(size: usize) -> *mut c_void;
        fn mi_realloc(p: *mut c_void, newsize: usize) -> *mut c_void;
        fn mi_free(p: *mut c_void);
    }

    /// The alignment every `mi_malloc` block of at least this size has (mimalloc's
    /// `MI_MAX_ALIGN_SIZE` on 64-bit targets); smaller blocks are aligned to their size
    /// class, which is at least the alignment of any type that fits them.
    const MIN_ALIGN: usize = 16;

    fn plain(layout: &Layout) -> bool {
        layout.align() <= MIN_ALIGN && layout.align() <= layout.size()
    }

    /// The global allocator.
    pub struct Mi;

    // SAFETY: blocks come from mimalloc, which returns null on failure and honours the
    // alignment: `mi_malloc` where `plain` holds (as the standard library's own allocator
    // decides for `malloc`), mimalloc's aligned entry points otherwise.
    unsafe impl GlobalAlloc for Mi {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            if plain(&layout) {
                mi_malloc(layout.size()).cast()
            } else {
                mimalloc::MiMalloc.alloc(layout)
            }
        }

        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            if plain(&layout) {
                mi_zalloc(layout.size()).cast()
            } else {
                mimalloc::MiMalloc.alloc_zeroed(layout)
            }
        }

        unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
            mi_free(ptr.cast());
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            if layout.align() <= MIN_ALIGN && layout.align() <= new_size {
                mi_realloc(ptr.cast(), new_size).cast()
            } else {
                mimalloc::MiMalloc.realloc(ptr, layout, new_size)
            }
        }
    }
}

/// mimalloc's run-time options (the `mi_option_e` enumeration of the mimalloc 3 sources the
/// locked `libmimalloc-sys` builds; `allocator_options_are_mimalloc_3s` checks the numbers).
mod mimalloc_options {
    use std::ffi::{c_int, c_long, c_ulong};

    extern "C" {
        fn mi_option_set(option: c_int, value: c_long);
        #[cfg(test)]
        fn mi_option_get(option: c_int) -> c_long;
    }

    /// Delay before freed memory is returned to the system (ms; -1: never).
    pub const PURGE_DELAY: c_int = 15;
    /// Whether the heap may use transparent huge pages.
    pub const ALLOW_THP: c_int = 43;

    /// A compile keeps its memory until it exits: returning freed pages to the system and
    /// faulting them in again cost as much system time as the whole compile of a
    /// million-instruction kernel. Transparent huge pages are turned off for the process
    /// (mimalloc reads its own huge-page option only when it starts, before `main`): with
    /// them the system time of a million-instruction compile varied from 0.2 to 2 s on the
    /// development machine, without them it stays within 0.4–1.2 s.
    pub fn keep_freed_memory() {
        // SAFETY: setting an option mimalloc defines, with a value it documents; options may
        // be set at any time.
        unsafe {
            mi_option_set(PURGE_DELAY, -1);
            mi_option_set(ALLOW_THP, 0);
        }
        // SAFETY: a documented prctl that only sets a flag of this process; its failure
        // (an old kernel) leaves huge pages on, which is merely slower.
        #[cfg(target_os = "linux")]
        unsafe {
            libc::prctl(
                libc::PR_SET_THP_DISABLE,
                1 as c_ulong,
                0 as c_ulong,
                0 as c_ulong,
                0 as c_ulong,
            );
        }
    }

    /// The current value of an option.
    #[cfg(test)]
    pub fn get(option: c_int) -> c_long {
        // SAFETY: reading an option mimalloc defines.
        unsafe { mi_option_get(option) }
    }
}

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::Parser;
use rayon::prelude::*;

use cli::{Cli, Command, CommonArgs, Emit};
use ptxra::commands::ptxas as ptxas_compat;
use ptxra::commands::{compare, explain, suite, sweep};
use ptxra::driver::{self, DriverError, Options};
use ptxra::emit::{json, listing, ptxas_v};
use ptxra::target::occupancy::{self, OccupancyInput};
use ptxra::target::Arch;

fn main() -> ExitCode {
    mimalloc_options::keep_freed_memory();
    // Like other Unix filters, end quietly when the reader of our output goes away
    // (`ptxra stats … | head`) instead of panicking on the failed write.
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // LLVM input goes to the `ptxra-llvm` helper: this process does not load LLVM (its
    // start-up would cost as much as compiling a kernel), and an LLVM fatal error ends only
    // the helper.
    ptxra::llvm::set_backend(ptxra::llvm::in_helper_process);
    let argv: Vec<String> = std::env::args().collect();
    // Invoked through a link named `ptxas`: behave as the drop-in.
    let invoked_as_ptxas = argv
        .first()
        .and_then(|a| Path::new(a).file_name())
        .is_some_and(|n| n == "ptxas");
    let cli = if invoked_as_ptxas {
        Cli {
            command: Command::Ptxas {
                args: argv[1..].to_vec(),
            },
        }
    } else {
        Cli::parse()
    };
    ptxra::guard::install_panic_hook();
    // Per-function work is guarded in the driver; this catches a bug anywhere else.
    let outcome = match ptxra::guard::catch(|| run(cli)) {
        Ok(o) => o,
        Err((cx, message)) => {
            let function = if cx.function.is_empty() {
                String::new()
            } else {
                format!(" (last function: `{}`)", cx.function)
            };
            eprintln!(
                "ptxra: internal error (panic){function}: {message}\nplease report this ptxra bug with the input file"
            );
            return ExitCode::from(4);
        }
    };
    match outcome {
        Ok(code) => code,
        Err(e) => {
            if let Some(d) = e.downcast_ref::<DriverError>() {
                eprintln!("{d}");
                return ExitCode::from(d.exit_code() as u8);
            }
            eprintln!("ptxra: error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn options(c: &CommonArgs) -> Result<Options> {
    let mut o = Options {
        arch: c
            .arch
            .as_deref()
            .map(Arch::parse)
            .transpose()
            .map_err(|e| anyhow::anyhow!("{e}"))?,
        maxrregcount: c.maxrregcount,
        verify: c.verify,
        block_size: c.block_size,
        print_after: c.print_after.clone(),
        time_passes: c.time_passes,
        opt_level: c.opt_level,
        ..Options::default()
    };
    if c.allocator != "all" {
        o.allocator = driver::AllocatorKind::parse(&c.allocator).map_err(|e| anyhow::anyhow!(e))?;
    }
    for k in &c.knobs {
        o.knobs.set(k).map_err(|e| anyhow::anyhow!(e))?;
    }
    Ok(o)
}

/// `--allocator all`: every allocator (only `stats` and `compare` compare them).
fn all_allocators(c: &CommonArgs) -> bool {
    c.allocator == "all"
}

fn run(cli: Cli) -> Result<ExitCode> {
    if let Command::Compile { common, .. } | Command::Explain { common, .. } = &cli.command {
        if all_allocators(common) {
            bail!("`--allocator all` is for `stats` and `compare`");
        }
    }
    match cli.command {
        Command::Compile {
            input,
            output,
            emit,
            common,
        } => {
            let opts = options(&common)?;
            let text = match emit {
                Emit::Ptx => {
                    let input = driver::read_input(&input, opts.arch)?;
                    print_warnings(&input.warnings);
                    vec![String::from_utf8_lossy(&input.ptx).into_owned()]
                }
                _ => {
                    let r = driver::compile_path(&input, &opts)?;
                    print_warnings(&r.warnings);
                    if let Some(dir) = &common.plot {
                        driver::write_plots(&r, dir)
                            .with_context(|| format!("cannot write plots to {}", dir.display()))?;
                    }
                    let start = std::time::Instant::now();
                    // One text per function, written one after the other: joining them would
                    // copy a large kernel's listing (tens of megabytes) once more.
                    let mut s = Vec::with_capacity(r.functions.len());
                    for f in &r.functions {
                        let mut text = match emit {
                            Emit::Ir => ptxra::ir::print::print_function(&f.func),
                            Emit::Json => serde_json::to_string_pretty(&f.stats)?,
                            _ => listing::emit_listing(&f.func, &f.regs, &f.stats),
                        };
                        text.push('\n');
                        s.push(text);
                    }
                    if opts.time_passes {
                        let mut times = r.pass_times.clone();
                        times.push(("emit".into(), start.elapsed()));
                        print_times(&times);
                    }
                    // The process ends after writing: freeing every instruction of a large
                    // kernel one by one would only delay the exit (a tenth of a second at a
                    // million instructions), so the result is left to the OS.
                    std::mem::forget(r);
                    s
                }
            };
            write_out(output.as_deref(), &text)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Stats {
            inputs,
            json,
            common,
        } => {
            let opts = options(&common)?;
            let files = expand_inputs(&inputs)?;
            if all_allocators(&common) {
                let kinds = driver::AllocatorKind::ALL;
                let runs = ptxra::commands::allocators::run_allocators(&files, &opts, &kinds);
                if json {
                    println!("{}", serde_json::to_string_pretty(&runs)?);
                    // The JSON carries the failures; a person reading the terminal needs
                    // them too.
                    for f in &runs.failures {
                        eprintln!("{} ({}): {}", f.input, f.allocator.name(), f.message);
                    }
                } else {
                    print!(
                        "{}",
                        ptxra::commands::allocators::render_runs(&runs, &kinds)
                    );
                }
                return Ok(if runs.failures.is_empty() {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::from(2)
                });
            }
            // The worst outcome decides the exit status: 4 (internal error) over 3 (budget
            // cannot be met) over 2 (bad input).
            let mut worst = 0u8;
            let mut reports = Vec::new();
            // Inputs are compiled in parallel, a chunk at a time, and reported in the order
            // given: the output is the same whatever the thread count, and a long run prints
            // as it goes without holding every compiled module in memory. A chunk waits for
            // its slowest input, so chunks are long (64 inputs a thread): with 8 a thread,
            // the suite's large kernels left the other core idle at every chunk's end.
            let chunk = rayon::current_num_threads().max(1) * 64;
            for files in files.chunks(chunk) {
                let done: Vec<StatsOutcome> = files
                    .par_iter()
                    .map(|path| stats_one(path, &opts, json, common.plot.as_deref()))
                    .collect();
                for o in done {
                    print_warnings(&o.warnings);
                    if let Some(e) = &o.error {
                        worst = worst.max(o.error_code);
                        if !json {
                            eprintln!("{e}");
                        }
                    }
                    if let Some(e) = o.plot_error {
                        return Err(e);
                    }
                    print!("{}", o.table);
                    reports.push(o.report);
                }
            }
            if json {
                print!("{}", json::render_json(&json::Report::new(reports)));
            }
            Ok(ExitCode::from(worst))
        }
        Command::Ptxas { args } => ptxas_dropin(&args),
        Command::Compare {
            inputs,
            ptxas,
            json,
            tolerance,
            common,
        } => {
            let opts = options(&common)?;
            let files = expand_inputs(&inputs)?;
            let ptxas = compare::find_ptxas(ptxas.as_deref())?;
            if all_allocators(&common) {
                let kinds = driver::AllocatorKind::ALL;
                let cs =
                    ptxra::commands::allocators::compare_allocators(&files, &opts, &ptxas, &kinds)?;
                if json {
                    let by_name: std::collections::BTreeMap<&str, &compare::Comparison> =
                        cs.iter().map(|(k, c)| (k.name(), c)).collect();
                    println!("{}", serde_json::to_string_pretty(&by_name)?);
                } else {
                    print!("{}", ptxra::commands::allocators::render_comparisons(&cs));
                }
                return Ok(if cs.iter().any(|(_, c)| !c.failures.is_empty()) {
                    ExitCode::from(2)
                } else {
                    ExitCode::SUCCESS
                });
            }
            let c = compare::compare(&files, &opts, &ptxas)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&c)?);
            } else {
                print!("{}", compare::render_text(&c));
            }
            let beyond = tolerance.is_some_and(|t| {
                c.rows
                    .iter()
                    .filter_map(compare::Row::register_error)
                    .any(|e| e.unsigned_abs() > u64::from(t))
            });
            Ok(if !c.failures.is_empty() {
                ExitCode::from(2)
            } else if beyond {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            })
        }
        Command::Explain {
            input,
            function,
            json,
            common,
        } => {
            let opts = options(&common)?;
            let e = explain::explain(&input, &opts, function.as_deref())?;
            if let Some(name) = &function {
                if e.functions.is_empty() {
                    bail!("explain: no function named `{name}` in {}", input.display());
                }
            }
            if let Some(dir) = &common.plot {
                explain::write_plots(&input, &opts, &e, dir)?;
            }
            if json {
                println!("{}", serde_json::to_string_pretty(&e)?);
            } else {
                print!("{}", explain::render_text(&e));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Sweep {
            input,
            from,
            to,
            step,
            function,
            json,
            common,
        } => {
            let opts = options(&common)?;
            if step == 0 || from > to {
                bail!("sweep: need --from <= --to and --step > 0");
            }
            let budgets: Vec<u32> = (from..=to).step_by(step as usize).collect();
            let mut s = sweep::sweep(&input, &opts, &budgets)?;
            if let Some(name) = &function {
                s.functions.retain(|f| &f.name == name);
                if s.functions.is_empty() {
                    bail!("sweep: no function named `{name}` in {}", input.display());
                }
            }
            if let Some(dir) = &common.plot {
                std::fs::create_dir_all(dir)
                    .with_context(|| format!("cannot create {}", dir.display()))?;
                for f in &s.functions {
                    let pts: Vec<(u32, Option<f64>, u32)> = f
                        .points
                        .iter()
                        .map(|p| (p.budget, p.occupancy, p.spill_stores))
                        .collect();
                    let rec: Vec<u32> = f.recommended.iter().map(|r| r.budget).collect();
                    let safe = driver::plot_file_stem(&f.name);
                    let path = dir.join(format!("{safe}.sweep.svg"));
                    std::fs::write(&path, ptxra::emit::svg::sweep_svg(&f.name, &pts, &rec))
                        .with_context(|| format!("cannot write {}", path.display()))?;
                }
            }
            if json {
                println!("{}", serde_json::to_string_pretty(&s)?);
            } else {
                print!("{}", sweep::render_text(&s));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Suite {
            suite: spec,
            baseline,
            update,
            tolerance,
            json,
            junit,
            common,
        } => run_suite_command(&spec, &baseline, update, tolerance, json, junit, &common),
        Command::Occupancy {
            arch,
            registers,
            block_size,
            smem,
            json,
        } => {
            let arch = Arch::parse(&arch).map_err(|e| anyhow::anyhow!("{e}"))?;
            let info = arch.info();
            let input = OccupancyInput::new(registers, block_size).with_dynamic_smem(smem);
            let occ = occupancy::occupancy(info, &input).map_err(|e| anyhow::anyhow!("{e}"))?;
            let steps =
                occupancy::register_steps(info, &input).map_err(|e| anyhow::anyhow!("{e}"))?;
            let next = occupancy::next_step_up(info, &input).map_err(|e| anyhow::anyhow!("{e}"))?;
            if json {
                let v = serde_json::json!({ "arch": arch.to_string(), "registers": registers, "occupancy": occ,
                    "steps": steps.iter().map(|s| serde_json::json!({"max_registers": s.max_registers, "active_blocks": s.active_blocks, "occupancy": s.occupancy})).collect::<Vec<_>>(),
                    "next_step_up": next });
                println!("{}", serde_json::to_string_pretty(&v)?);
            } else {
                println!(
                    "{arch}: {registers} registers x {block_size} threads, {smem} B smem -> {} blocks, {} warps, occupancy {:.1}% (limited by {})",
                    occ.active_blocks,
                    occ.active_warps,
                    occ.occupancy * 100.0,
                    occ.limiter.as_str()
                );
                if let Some(n) = next {
                    println!("next occupancy step up: at most {n} registers");
                }
                println!("register cliffs for this block size:");
                for s in &steps {
                    println!(
                        "  <= {:3} registers: {:2} blocks, {:5.1}%",
                        s.max_registers,
                        s.active_blocks,
                        s.occupancy * 100.0
                    );
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Parse { input, print } => {
            let bytes = std::fs::read(&input)
                .with_context(|| format!("cannot read {}", input.display()))?;
            match ptx_parser::parse_bytes(&bytes) {
                Ok(m) => {
                    if print {
                        print!("{}", ptx_parser::print_module(&m));
                    } else {
                        let funcs = m.functions().count();
                        println!("{}: ok ({} functions)", input.display(), funcs);
                    }
                    Ok(ExitCode::SUCCESS)
                }
                Err(e) => {
                    eprint!(
                        "{}",
                        e.render(
                            &input.display().to_string(),
                            &String::from_utf8_lossy(&bytes)
                        )
                    );
                    Ok(ExitCode::from(2))
                }
            }
        }
    }
}

fn run_suite_command(
    spec: &Path,
    baseline: &Path,
    update: bool,
    tolerance: u32,
    json: bool,
    junit: Option<PathBuf>,
    common: &CommonArgs,
) -> Result<ExitCode> {
    let opts = options(common)?;
    let entries = suite::load_suite(spec, &opts)?;
    if entries.is_empty() {
        bail!("{}: the suite has no inputs", spec.display());
    }
    // Read the baseline first: a missing one should fail before the whole suite runs.
    let old = if update {
        None
    } else {
        if !baseline.exists() {
            bail!(
                "{}: no baseline yet; create it with `ptxra suite {} --baseline {} --update`",
                baseline.display(),
                spec.display(),
                baseline.display()
            );
        }
        Some(suite::Baseline::load(baseline)?)
    };
    let bar = indicatif::ProgressBar::with_draw_target(
        Some(entries.len() as u64),
        indicatif::ProgressDrawTarget::stderr(),
    );
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} inputs  {elapsed}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let records = suite::run_suite(&entries, &|| bar.inc(1));
    bar.finish_and_clear();
    let functions = records.iter().filter(|r| r.error.is_none()).count();
    let Some(old) = old else {
        let b = suite::Baseline::new(records);
        std::fs::write(baseline, b.render())
            .with_context(|| format!("cannot write {}", baseline.display()))?;
        eprintln!(
            "ptxra suite: wrote {} ({} inputs, {functions} functions)",
            baseline.display(),
            entries.len()
        );
        return Ok(ExitCode::SUCCESS);
    };
    let changes = suite::diff(
        &old.records,
        &records,
        suite::Tolerance {
            registers: tolerance,
        },
    );
    let count = |d: suite::Direction| changes.iter().filter(|c| c.direction == d).count();
    let regressions = count(suite::Direction::Regression);
    if let Some(path) = &junit {
        std::fs::write(path, suite::junit(&records, &changes))
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    if json {
        let v = serde_json::json!({
            "tool": "ptxra", "version": env!("CARGO_PKG_VERSION"),
            "inputs": entries.len(), "functions": functions,
            "regressions": regressions,
            "improvements": count(suite::Direction::Improvement),
            "new": count(suite::Direction::New),
            "changes": changes,
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        for c in &changes {
            let what = match c.direction {
                suite::Direction::Regression => "REGRESSION",
                suite::Direction::Improvement => "improved",
                suite::Direction::New => "new",
            };
            let flags = if c.flags.is_empty() {
                String::new()
            } else {
                format!(" [{}]", c.flags)
            };
            let func = if c.function.is_empty() {
                String::new()
            } else {
                format!(" {}", c.function)
            };
            println!("{what:<10} {}{flags}{func}: {}", c.input, c.message);
        }
        println!(
            "ptxra suite: {} inputs, {functions} functions: {regressions} regression(s), {} improvement(s), {} new",
            entries.len(),
            count(suite::Direction::Improvement),
            count(suite::Direction::New)
        );
    }
    Ok(if regressions > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn ptxas_dropin(args: &[String]) -> Result<ExitCode> {
    let parsed =
        ptxas_compat::parse_ptxas_args(args).map_err(|e| anyhow::anyhow!("ptxas-compat: {e}"))?;
    for w in &parsed.warnings {
        eprintln!("{w}");
    }
    let arch = parsed
        .arch
        .as_deref()
        .map(Arch::parse)
        .transpose()
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let maxrregcount = parsed.maxrregcount.map(|m| match m {
        ptxas_compat::RegCount::Value(n) => n,
        ptxas_compat::RegCount::ArchMax => arch.map_or(255, |a| a.info().max_registers_per_thread),
        ptxas_compat::RegCount::ArchMin => arch.map_or(24, |a| a.info().maxrregcount_floor),
    });
    let mut opts = Options {
        arch,
        maxrregcount,
        opt_level: parsed.opt_level.map(|l| l as u8),
        abi_calls: parsed.compile_only,
        ..Options::default()
    };
    for (k, v) in &parsed.knobs {
        opts.knobs
            .set(&format!("{k}={v}"))
            .map_err(|e| anyhow::anyhow!(e))?;
    }
    if parsed.inputs.is_empty() {
        bail!("ptxas-compat: no input file");
    }
    for input in &parsed.inputs {
        let r = driver::compile_path(Path::new(input), &opts)?;
        // ptxas 13.5 refuses the shared-memory spilling opt-in outside whole-program
        // compilation (`-c`), where functions keep the ABI.
        if parsed.compile_only && r.functions.iter().any(|f| f.func.smem_spilling) {
            eprintln!(
                "ptxas fatal   : Pragma 'enable_smem_spilling' is not allowed for per-function compilation modes"
            );
            return Ok(ExitCode::from(2));
        }
        let stats: Vec<_> = r.functions.iter().map(|f| f.stats.clone()).collect();
        let vopts = ptxas_v::VOptions {
            verbose: parsed.verbose,
            maxrregcount,
            warn_on_spills: parsed.warn_on_spills,
            warn_on_local_memory_usage: parsed.warn_on_local_memory_usage,
            compile_only: parsed.compile_only,
        };
        eprint!("{}", ptxas_v::format_v(&r.ptxas_facts(), &stats, &vopts));
        if let Some(out) = &parsed.output {
            let texts: Vec<String> = r
                .functions
                .iter()
                .map(|f| listing::emit_listing(&f.func, &f.regs, &f.stats))
                .collect();
            write_out(Some(Path::new(out)), &texts)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// What `stats` reports for one input, computed on a worker thread and printed in order.
struct StatsOutcome {
    report: json::InputReport,
    warnings: Vec<String>,
    /// The text table (empty with `--json`).
    table: String,
    error: Option<String>,
    /// Exit status the error asks for.
    error_code: u8,
    plot_error: Option<anyhow::Error>,
}

fn stats_one(path: &Path, opts: &Options, json: bool, plot: Option<&Path>) -> StatsOutcome {
    let r = driver::compile_path(path, opts);
    let mut out = StatsOutcome {
        report: json::InputReport {
            path: String::new(),
            arch: None,
            maxrregcount: None,
            allocator: String::new(),
            outcome: json::Outcome::Functions(Vec::new()),
        },
        warnings: Vec::new(),
        table: String::new(),
        error: None,
        error_code: 0,
        plot_error: None,
    };
    match &r {
        Err(e) => {
            out.error = Some(e.to_string());
            out.error_code = u8::try_from(e.exit_code()).unwrap_or(2);
        }
        Ok(r) => {
            out.warnings = r.warnings.clone();
            if let Some(dir) = plot {
                if let Err(e) = driver::write_plots(r, dir) {
                    out.plot_error = Some(
                        anyhow::Error::new(e)
                            .context(format!("cannot write plots to {}", dir.display())),
                    );
                }
            }
            if !json {
                out.table = stats_table(path, r);
            }
        }
    }
    out.report = input_report(path, opts, r);
    out
}

/// One input's entry in the JSON report.
fn input_report(
    path: &Path,
    opts: &Options,
    r: Result<driver::CompileResult, DriverError>,
) -> json::InputReport {
    let arch = r.as_ref().ok().map(|c| c.arch.to_string());
    let stats = r.map(|c| c.functions.into_iter().map(|f| f.stats).collect());
    ptxra::api::input_report(&path.display().to_string(), opts, arch, stats)
}

fn stats_table(path: &Path, r: &driver::CompileResult) -> String {
    use std::fmt::Write as _;
    let mut t = String::new();
    let _ = writeln!(t, "{} ({})", path.display(), r.arch);
    let _ = writeln!(
        t,
        "  {:<40} {:>5} {:>4} {:>3} {:>6} {:>7} {:>7} {:>8} {:>9}",
        "function", "regs", "UR", "P", "stack", "spill_st", "spill_ld", "max_live", "occupancy"
    );
    for f in &r.functions {
        let s = &f.stats;
        let occ = s.occupancy.as_ref().map_or_else(
            || "-".to_string(),
            |o| format!("{:.0}%", o.occupancy * 100.0),
        );
        let _ = writeln!(
            t,
            "  {:<40} {:>5} {:>4} {:>3} {:>6} {:>7} {:>7} {:>8} {:>9}{}",
            s.name,
            s.registers,
            s.uniform_registers,
            s.predicates,
            s.stack_frame,
            s.spill_stores,
            s.spill_loads,
            s.max_live,
            occ,
            if s.verified { "  verified" } else { "" }
        );
    }
    t
}

fn expand_inputs(inputs: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for p in inputs {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found)?;
            found.sort();
            out.extend(found);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    for e in std::fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))? {
        let p = e?.path();
        if p.is_dir() {
            walk(&p, out)?;
        } else if matches!(
            p.extension().and_then(|e| e.to_str()),
            Some("ptx" | "ll" | "bc")
        ) {
            out.push(p);
        }
    }
    Ok(())
}

/// Writes `texts` one after the other to `path` (standard output when `None`).
fn write_out(path: Option<&Path>, texts: &[String]) -> Result<()> {
    let write = |out: &mut dyn Write| -> std::io::Result<()> {
        for t in texts {
            out.write_all(t.as_bytes())?;
        }
        out.flush()
    };
    match path {
        Some(p) => std::fs::File::create(p)
            .and_then(|mut file| write(&mut file))
            .with_context(|| format!("cannot write {}", p.display())),
        None => Ok(write(&mut std::io::stdout().lock())?),
    }
}

fn print_warnings(w: &[String]) {
    for w in w {
        eprintln!("{w}");
    }
}

/// `--time-passes`: one line per pass (summed over functions and scheduling rounds), then
/// the total; CPU time of the compiling thread, wall time for `emit`.
fn print_times(t: &[(String, std::time::Duration)]) {
    for (name, d) in t {
        eprintln!("{name:>18}: {:10.3} ms", d.as_secs_f64() * 1e3);
    }
    let total: std::time::Duration = t.iter().map(|(_, d)| *d).sum();
    eprintln!("{:>18}: {:10.3} ms", "total", total.as_secs_f64() * 1e3);
}

#[cfg(test)]
mod tests {
    use super::mimalloc_options as opt;

    /// The option numbers are mimalloc 3's: their defaults read back (1000 ms purge delay,
    /// transparent huge pages allowed). An upgrade that renumbers them fails here.
    #[test]
    fn allocator_options_are_mimalloc_3s() {
        assert_eq!(opt::get(opt::PURGE_DELAY), 1000);
        assert_eq!(opt::get(opt::ALLOW_THP), 1);
    }
}
