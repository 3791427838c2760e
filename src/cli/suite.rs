//! `ptxra suite`: the regression gate. Compiles every input of a suite (with a progress bar
//! on standard error), then writes the baseline (`--update`) or compares with it: exit
//! status 1 on a regression. The baseline, the JUnit file and the Markdown summary are
//! replaced atomically, and an update holds `<baseline>.lock` while it runs
//! (`ptxra::emit::files`).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Result};
use clap::Args;
use ptxra::commands::inputs::Links;
use ptxra::commands::suite;
use ptxra::driver;
use ptxra::emit::files::{write_atomic, FileLock};

use super::io::{note, out, progress};
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
    /// Registers a function may grow by before it counts as a regression (a manifest line's
    /// `tolerance=N` overrides it).
    #[arg(long, default_value_t = 0, value_name = "N")]
    tolerance: u32,
    /// What fails the gate: a comma-separated list of registers, occupancy, spills, stack
    /// (a manifest line's `fail-on=LIST` overrides it). The other changes are reported as
    /// allowed.
    #[arg(long, value_name = "LIST", default_value = "registers,occupancy,spills,stack", value_parser = suite::FailOn::parse)]
    fail_on: suite::FailOn,
    /// Machine-readable output.
    #[arg(long)]
    json: bool,
    /// Also write JUnit XML here (one test case per function).
    #[arg(long, value_name = "FILE")]
    junit: Option<PathBuf>,
    /// Also write a Markdown summary here (for a pull-request comment).
    #[arg(long, value_name = "FILE")]
    markdown: Option<PathBuf>,
    /// Search links to directories too (each directory once); by default they are left out.
    #[arg(long)]
    follow_links: bool,
    /// Shared options.
    #[command(flatten)]
    common: CommonArgs,
}

/// Runs `ptxra suite`. The exit status is the worst of: 4 when an input hit an internal
/// error, 2 when a report file could not be written, 1 on a regression.
pub fn run(a: SuiteArgs) -> Result<ExitCode> {
    let (spec, baseline) = (&a.suite, &a.baseline);
    a.common.one_allocator()?;
    a.common.refuse("suite", true, true)?;
    let opts = a.common.options()?;
    // Taken before the suite runs: a second update fails at once instead of compiling the
    // whole suite and then racing the first to the file.
    let _lock = if a.update {
        Some(FileLock::try_lock(baseline)?)
    } else {
        None
    };
    let links = if a.follow_links {
        Links::Follow
    } else {
        Links::Skip
    };
    let policy = suite::Policy {
        tolerance: a.tolerance,
        fail_on: a.fail_on,
    };
    let loaded = suite::load_suite(spec, &opts, policy, links)?;
    for l in &loaded.skipped_links {
        note(&format!(
            "ptxra suite: note: not searching {}, a link to a directory (--follow-links searches it)",
            l.display()
        ));
    }
    let entries = loaded.entries;
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
        let limit = opts
            .max_input_bytes
            .unwrap_or(driver::DEFAULT_MAX_INPUT_BYTES);
        Some(suite::Baseline::load(baseline, limit)?)
    };
    let records = run_with_progress(&entries);
    let functions = records.iter().filter(|r| r.error.is_none()).count();
    let internal: Vec<&suite::Record> = records.iter().filter(|r| r.internal).collect();
    for r in &internal {
        note(r.error.as_deref().unwrap_or_default());
    }
    let Some(old) = old else {
        if !internal.is_empty() {
            note(&format!(
                "ptxra suite: {} not written: {} input(s) hit an internal error (above), which a baseline must not record as accepted",
                baseline.display(),
                internal.len()
            ));
            return Ok(ExitCode::from(4));
        }
        let b = suite::Baseline::new(records);
        write_atomic(baseline, &[b.render()])?;
        note(&format!(
            "ptxra suite: wrote {} ({} inputs, {functions} functions)",
            baseline.display(),
            entries.len()
        ));
        return Ok(ExitCode::SUCCESS);
    };
    let changes = suite::diff(&old.records, &records);
    let totals = suite::Totals {
        inputs: entries.len(),
        functions,
    };
    // The verdict is printed before any report file is written: a file that cannot be
    // written must not hide the regressions.
    if a.json {
        let v = suite::render_json(&changes, totals);
        out(&format!("{}\n", serde_json::to_string_pretty(&v)?))?;
    } else {
        out(&suite::render_text(&changes, totals))?;
    }
    let mut worst = 0u8;
    if suite::count(&changes, suite::Direction::Regression) > 0 {
        worst = 1;
    }
    let reports: [(&Option<PathBuf>, &dyn Fn() -> String); 2] = [
        (&a.junit, &|| suite::junit(&records, &changes)),
        (&a.markdown, &|| suite::render_markdown(&changes, totals)),
    ];
    for (path, text) in reports {
        let Some(path) = path else { continue };
        if let Err(e) = write_atomic(path, &[text()]) {
            note(&format!("ptxra: error: {e}"));
            worst = worst.max(2);
        }
    }
    if !internal.is_empty() {
        worst = 4;
    }
    Ok(ExitCode::from(worst))
}

/// Compiles the suite with a progress bar on standard error, cleared when done.
fn run_with_progress(entries: &[suite::SuiteEntry]) -> Vec<suite::Record> {
    let bar = progress(entries.len());
    let records = suite::run_suite(entries, &|| bar.inc(1));
    bar.finish_and_clear();
    records
}
