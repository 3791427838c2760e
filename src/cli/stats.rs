//! `ptxra stats`: per-function statistics of many inputs, as tables or as the JSON report of
//! docs/design.md ("Outputs"); with `--allocator all`, the three allocators side by side.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use ptxra::commands::allocators;
use ptxra::driver::{self, DriverError, Options};
use ptxra::emit::{json, table};
use rayon::prelude::*;

use super::io::{expand_inputs, note, out, print_times, print_warnings};
use super::CommonArgs;

/// `ptxra stats`'s arguments.
#[derive(Args, Debug)]
pub struct StatsArgs {
    /// Inputs (`.ptx`, `.ll`, `.bc`, or directories searched for them).
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    /// Machine-readable output (docs/design.md, "Outputs").
    #[arg(long)]
    json: bool,
    /// Search links to directories too (each directory once); by default they are left out.
    #[arg(long)]
    follow_links: bool,
    /// Shared options.
    #[command(flatten)]
    common: CommonArgs,
}

/// Runs `ptxra stats`.
pub fn run(a: StatsArgs) -> Result<ExitCode> {
    let opts = a.common.options()?;
    let files = expand_inputs(&a.inputs, a.follow_links)?;
    if a.common.all_allocators() {
        return run_all_allocators(&files, &opts, a.json);
    }
    // The worst outcome decides the exit status: 4 (internal error) over 3 (budget cannot
    // be met) over 2 (bad input).
    let mut worst = 0u8;
    let mut reports = Vec::new();
    // Inputs are compiled in parallel, a chunk at a time, and reported in the order given:
    // the output is the same whatever the thread count, and a long run prints as it goes
    // without holding every compiled module in memory. A chunk waits for its slowest input,
    // so chunks are long (64 inputs a thread): with 8 a thread, the suite's large kernels
    // left the other core idle at every chunk's end.
    let chunk = rayon::current_num_threads().max(1) * 64;
    let mut pass_times: Vec<(String, std::time::Duration)> = Vec::new();
    let mut totals = Totals::default();
    for files in files.chunks(chunk) {
        let done: Vec<StatsOutcome> = files
            .par_iter()
            .map(|path| stats_one(path, &opts, a.json, a.common.plot.as_deref()))
            .collect();
        for o in done {
            print_warnings(&o.warnings);
            if let Some(e) = &o.error {
                worst = worst.max(o.error_code);
                if !a.json {
                    note(e);
                }
            }
            if let Some(e) = o.plot_error {
                return Err(e);
            }
            out(&o.table)?;
            totals.add(&o.report);
            reports.push(o.report);
            for (pass, t) in &o.pass_times {
                driver::pipeline::record_time(&opts, &mut pass_times, pass, *t);
            }
        }
    }
    if opts.time_passes {
        print_times(&pass_times);
    }
    if a.json {
        out(&json::render_json(&json::Report::new(reports)))?;
    } else if totals.inputs > 1 {
        out(&totals.line())?;
    }
    Ok(ExitCode::from(worst))
}

/// The closing line of a run over several inputs.
#[derive(Default)]
struct Totals {
    inputs: usize,
    failed: usize,
    functions: usize,
    verified: usize,
    spilling: usize,
}

impl Totals {
    fn add(&mut self, r: &json::InputReport) {
        self.inputs += 1;
        match &r.outcome {
            json::Outcome::Functions(fs) => {
                self.functions += fs.len();
                self.verified += fs.iter().filter(|f| f.verified).count();
                self.spilling += fs.iter().filter(|f| f.spill_stores > 0).count();
            }
            json::Outcome::Error(_) => self.failed += 1,
        }
    }

    fn line(&self) -> String {
        format!(
            "total: {} inputs ({} failed), {} functions ({} verified), {} spilling\n",
            self.inputs, self.failed, self.functions, self.verified, self.spilling
        )
    }
}

/// `stats --allocator all`: every allocator on every input, side by side.
fn run_all_allocators(files: &[PathBuf], opts: &Options, json: bool) -> Result<ExitCode> {
    let kinds = driver::AllocatorKind::ALL;
    let runs = allocators::run_allocators(files, opts, &kinds);
    if json {
        out(&format!("{}\n", serde_json::to_string_pretty(&runs)?))?;
        // The JSON carries the failures; a person reading the terminal needs them too.
        for f in &runs.failures {
            note(&format!(
                "{} ({}): {}",
                f.input,
                f.allocator.name(),
                f.message
            ));
        }
    } else {
        out(&allocators::render_runs(&runs, &kinds))?;
    }
    Ok(if runs.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    })
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
    /// CPU time per pass (with `--time-passes`).
    pass_times: Vec<(String, std::time::Duration)>,
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
        pass_times: Vec::new(),
    };
    match &r {
        Err(e) => {
            // Every message names its input: ptxas's own wording (C7602, "Register
            // allocation failed") does not.
            let message = e.to_string();
            let name = path.display().to_string();
            out.error = Some(if message.starts_with(&name) {
                message
            } else {
                format!("{name}: {message}")
            });
            out.error_code = u8::try_from(e.exit_code()).unwrap_or(2);
        }
        Ok(r) => {
            out.warnings = r.warnings.clone();
            out.pass_times = r.pass_times.clone();
            if let Some(dir) = plot {
                if let Err(e) = ptxra::emit::plots::write_plots(r, path, dir) {
                    out.plot_error = Some(
                        anyhow::Error::new(e)
                            .context(format!("cannot write plots to {}", dir.display())),
                    );
                }
            }
            if !json {
                out.table = table::stats_table(path, r.arch, r.functions.iter().map(|f| &f.stats));
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
    // An input that parsed but could not be allocated still has its architecture.
    let arch = match &r {
        Ok(c) => Some(c.arch.to_string()),
        Err(e) => e.arch().map(|a| a.to_string()),
    };
    let stats = r.map(|c| c.functions.into_iter().map(|f| f.stats).collect());
    ptxra::api::input_report(&path.display().to_string(), opts, arch, stats)
}
