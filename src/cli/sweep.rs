//! `ptxra sweep`: the input compiled at every budget of a range, with the cheapest budget
//! for each occupancy step, as text or JSON, with a plot per function on `--plot`.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Result};
use clap::Args;
use ptxra::commands::sweep;

use super::CommonArgs;

/// `ptxra sweep`'s arguments.
#[derive(Args, Debug)]
pub struct SweepArgs {
    /// Input `.ptx`, `.ll` or `.bc`.
    input: PathBuf,
    /// First budget.
    #[arg(long, default_value_t = 24)]
    from: u32,
    /// Last budget.
    #[arg(long, default_value_t = 255)]
    to: u32,
    /// Step between budgets.
    #[arg(long, default_value_t = 8)]
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

/// Runs `ptxra sweep`.
pub fn run(a: SweepArgs) -> Result<ExitCode> {
    let opts = a.common.options()?;
    if a.step == 0 || a.from > a.to {
        bail!("sweep: need --from <= --to and --step > 0");
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
        println!("{}", serde_json::to_string_pretty(&s)?);
    } else {
        print!("{}", sweep::render_text(&s));
    }
    Ok(ExitCode::SUCCESS)
}
