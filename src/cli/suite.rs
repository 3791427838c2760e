//! `ptxra suite`: the regression gate. Compiles every input of a suite (with a progress bar
//! on standard error), then writes the baseline (`--update`) or compares with it: exit
//! status 1 on a regression.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::Args;
use ptxra::commands::suite;

use super::CommonArgs;

/// `ptxra suite`'s arguments.
#[derive(Args, Debug)]
pub struct SuiteArgs {
    /// A directory of `.ptx`/`.ll`/`.bc` files, or a manifest (one input per line,
    /// optionally followed by `--arch`, `--maxrregcount`, `--block-size`, `--knob`).
    suite: PathBuf,
    /// The baseline file (JSON, written by `--update`).
    #[arg(long)]
    baseline: PathBuf,
    /// Write the current results as the new baseline instead of comparing.
    #[arg(long)]
    update: bool,
    /// Registers a function may grow by before it counts as a regression.
    #[arg(long, default_value_t = 0, value_name = "N")]
    tolerance: u32,
    /// Machine-readable output.
    #[arg(long)]
    json: bool,
    /// Also write JUnit XML here (one test case per function).
    #[arg(long, value_name = "FILE")]
    junit: Option<PathBuf>,
    /// Shared options.
    #[command(flatten)]
    common: CommonArgs,
}

/// Runs `ptxra suite`.
pub fn run(a: SuiteArgs) -> Result<ExitCode> {
    let (spec, baseline) = (&a.suite, &a.baseline);
    let opts = a.common.options()?;
    let entries = suite::load_suite(spec, &opts)?;
    if entries.is_empty() {
        bail!("{}: the suite has no inputs", spec.display());
    }
    // Read the baseline first: a missing one should fail before the whole suite runs.
    let old = if a.update {
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
    let records = run_with_progress(&entries);
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
    let tolerance = suite::Tolerance {
        registers: a.tolerance,
    };
    let changes = suite::diff(&old.records, &records, tolerance);
    if let Some(path) = &a.junit {
        std::fs::write(path, suite::junit(&records, &changes))
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    if a.json {
        let v = suite::render_json(&changes, entries.len(), functions);
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        print!("{}", suite::render_text(&changes, entries.len(), functions));
    }
    Ok(
        if suite::count(&changes, suite::Direction::Regression) > 0 {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        },
    )
}

/// Compiles the suite with a progress bar on standard error, cleared when done.
fn run_with_progress(entries: &[suite::SuiteEntry]) -> Vec<suite::Record> {
    let bar = indicatif::ProgressBar::with_draw_target(
        Some(entries.len() as u64),
        indicatif::ProgressDrawTarget::stderr(),
    );
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} inputs  {elapsed}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let records = suite::run_suite(entries, &|| bar.inc(1));
    bar.finish_and_clear();
    records
}
