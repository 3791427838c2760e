//! `ptxra explain`: why a kernel needs its registers, as text or JSON, with an annotated
//! pressure plot per function on `--plot`.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Result};
use clap::Args;
use ptxra::commands::explain;

use super::io::out;
use super::CommonArgs;

/// `ptxra explain`'s arguments.
#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// Input `.ptx`, `.ll` or `.bc`.
    input: PathBuf,
    /// Only this function.
    #[arg(long)]
    function: Option<String>,
    /// Machine-readable output (every list whole).
    #[arg(long)]
    json: bool,
    /// How many entries each list of the text shows (values live at a peak, values moved
    /// out of registers, source lines).
    #[arg(long, default_value_t = 10, value_name = "N")]
    top: usize,
    /// Shared options.
    #[command(flatten)]
    common: CommonArgs,
}

/// Runs `ptxra explain`.
pub fn run(a: ExplainArgs) -> Result<ExitCode> {
    a.common.one_allocator()?;
    a.common.refuse("explain", true, false)?;
    let opts = a.common.options()?;
    let e = explain::explain(&a.input, &opts, a.function.as_deref())?;
    if let Some(name) = &a.function {
        if e.functions.is_empty() {
            bail!(
                "explain: no function named `{name}` in {}",
                a.input.display()
            );
        }
    }
    if let Some(dir) = &a.common.plot {
        explain::write_plots(&a.input, &opts, &e, dir)?;
    }
    if a.json {
        out(&format!("{}\n", serde_json::to_string_pretty(&e)?))?;
    } else {
        out(&explain::render_text(&e, a.top))?;
    }
    Ok(ExitCode::SUCCESS)
}
