//! `ptxra ptxas …`, or the binary run through a link named `ptxas`: ptxas's command line in,
//! ptxas's `-v` lines on standard error and our listing in the `-o` file.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{bail, Result};
use clap::Args;
use ptxra::commands::ptxas;
use ptxra::driver;
use ptxra::emit::{listing, ptxas_v};

use super::io::{input_limit, note, note_raw, write_out};

/// `ptxra ptxas`'s arguments: whatever ptxas would be given.
#[derive(Args, Debug)]
pub struct PtxasArgs {
    /// ptxas-style arguments.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// Runs the drop-in.
pub fn run(a: PtxasArgs) -> Result<ExitCode> {
    let parsed =
        ptxas::parse_ptxas_args(&a.args).map_err(|e| anyhow::anyhow!("ptxas-compat: {e}"))?;
    for w in &parsed.warnings {
        note(w);
    }
    let mut opts = parsed.options().map_err(|e| anyhow::anyhow!(e))?;
    // ptxas's command line has no such option: only the environment sets the limit.
    opts.max_input_bytes = input_limit(None)?;
    if parsed.inputs.is_empty() {
        bail!("ptxas-compat: no input file");
    }
    for input in &parsed.inputs {
        let r = driver::compile_path(Path::new(input), &opts)?;
        if let Some(fatal) = ptxas::refusal(&parsed, &r) {
            note(fatal);
            return Ok(ExitCode::from(2));
        }
        let stats: Vec<_> = r.functions.iter().map(|f| f.stats.clone()).collect();
        let vopts = parsed.v_options(opts.maxrregcount);
        note_raw(&ptxas_v::format_v(
            &ptxra::emit::ptxas_facts::module_facts(&r),
            &stats,
            &vopts,
        ));
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
