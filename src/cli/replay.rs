//! `ptxra replay`: ptxra's allocator on ptxas's own code, per function.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use ptxra::commands::compare::find_ptxas;
use ptxra::commands::replay::{self, ReplayOptions};
use ptxra::sass::find_nvdisasm;
use ptxra::target::Arch;

use super::io::{expand_replay_inputs, note, out, progress};

/// `ptxra replay`'s arguments.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// Inputs: `.ptx` (ptxas and nvdisasm run on it), `.cubin`, or an nvdisasm listing
    /// (`.sass`, the text of `nvdisasm -c [-plr]`); directories are searched for them.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    /// Target architecture (default: the PTX's `.target`, or the listing's).
    #[arg(long)]
    arch: Option<String>,
    /// Register budget per thread, for ptxas and for ptxra alike.
    #[arg(long)]
    maxrregcount: Option<u32>,
    /// Machine-readable output.
    #[arg(long)]
    json: bool,
    /// The ptxas to run on PTX inputs (default: as `compare` finds it).
    #[arg(long)]
    ptxas: Option<PathBuf>,
    /// The nvdisasm to run on cubins (default: $PTXRA_NVDISASM, `nvdisasm` on PATH, or the
    /// one `scripts/setup.sh` installs).
    #[arg(long)]
    nvdisasm: Option<PathBuf>,
    /// Stop a ptxas or nvdisasm run after this many seconds: the input counts as failed
    /// (exit status 2) instead of hanging the replay.
    #[arg(long, value_name = "SECONDS", default_value_t = ptxra::sass::run_tool::DEFAULT_TIMEOUT.as_secs(),
          value_parser = clap::value_parser!(u64).range(1..))]
    ptxas_timeout: u64,
    /// Search links to directories too (each directory once); by default they are left out.
    #[arg(long)]
    follow_links: bool,
}

/// Runs `ptxra replay`: exit status 2 when a tool is missing, an input could not be read or
/// a function could not be replayed.
pub fn run(a: ReplayArgs) -> Result<ExitCode> {
    let files = expand_replay_inputs(&a.inputs, a.follow_links)?;
    let needs_ptxas = files
        .iter()
        .any(|f| f.extension().is_some_and(|e| e == "ptx"));
    let needs_nvdisasm = files
        .iter()
        .any(|f| f.extension().is_some_and(|e| e == "ptx" || e == "cubin"));
    let opts = ReplayOptions {
        arch: a.arch.as_deref().map(Arch::parse).transpose()?,
        maxrregcount: a.maxrregcount,
        ptxas: needs_ptxas
            .then(|| find_ptxas(a.ptxas.as_deref()))
            .transpose()?,
        nvdisasm: needs_nvdisasm
            .then(|| find_nvdisasm(a.nvdisasm.as_deref()))
            .transpose()?,
        timeout: std::time::Duration::from_secs(a.ptxas_timeout),
    };
    let mut rows = Vec::new();
    let mut failed = false;
    let bar = progress(files.len());
    for f in &files {
        match replay::replay_input(f, &opts) {
            Ok(mut r) => rows.append(&mut r),
            Err(e) => {
                bar.suspend(|| note(&format!("error: {e}")));
                failed = true;
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    failed |= rows.iter().any(|r| r.error.is_some() || !r.verified);
    if a.json {
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&serde_json::json!({ "functions": rows }))?
        ))?;
    } else {
        out(&replay::render_text(&rows))?;
    }
    Ok(if failed {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}
