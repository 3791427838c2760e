//! `ptxra sweep`: the input compiled at every budget of a range, with the cheapest budget
//! for each occupancy step, as text or JSON, with a plot per function on `--plot`.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Result};
use clap::Args;
use ptxra::commands::sweep;

use super::io::out;
use super::CommonArgs;

/// `ptxra sweep`'s arguments.
#[derive(Args, Debug)]
pub struct SweepArgs {
    /// Input `.ptx`, `.ll` or `.bc`.
    input: PathBuf,
    /// First budget (1 to 255).
    #[arg(long, default_value_t = 24, value_parser = budget())]
    from: u32,
    /// Last budget (1 to 255: no thread has more registers, so larger budgets would all
    /// repeat 255's result).
    #[arg(long, default_value_t = 255, value_parser = budget())]
    to: u32,
    /// Step between budgets.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..))]
    step: u32,
    /// Only this function.
    #[arg(long)]
    function: Option<String>,
    /// Machine-readable output.
    #[arg(long)]
    json: bool,
    /// Shared options (`--maxrregcount` is ignored: the sweep sets it).
    #[command(flatten)]
    common: CommonArgs,
}

/// A budget a sweep may try: at most 255 registers per thread on every architecture, so the
/// largest sweep is 255 compilations.
fn budget() -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(1..=i64::from(MAX_BUDGET))
}

/// The most registers a thread can have (`--maxrregcount` beyond it changes nothing).
const MAX_BUDGET: u32 = 255;

/// Runs `ptxra sweep`.
pub fn run(a: SweepArgs) -> Result<ExitCode> {
    a.common.one_allocator()?;
    a.common.refuse("sweep", true, false)?;
    let opts = a.common.options()?;
    if a.from > a.to {
        bail!("sweep: need --from <= --to");
    }
    let budgets: Vec<u32> = (a.from..=a.to).step_by(a.step as usize).collect();
    let mut s = sweep::sweep(&a.input, &opts, &budgets)?;
    if let Some(name) = &a.function {
        s.functions.retain(|f| &f.name == name);
        if s.functions.is_empty() {
            bail!("sweep: no function named `{name}` in {}", a.input.display());
        }
    }
    if let Some(dir) = &a.common.plot {
        sweep::write_plots(&s, dir)?;
    }
    if a.json {
        out(&format!("{}\n", serde_json::to_string_pretty(&s)?))?;
    } else {
        out(&sweep::render_text(&s))?;
    }
    Ok(ExitCode::SUCCESS)
}
