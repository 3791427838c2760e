//! `ptxra compare`: the real ptxas and ptxra on the same inputs, per function and in
//! summary; with `--allocator all`, once per allocator.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use ptxra::commands::{allocators, code, compare};
use ptxra::driver::{self, Options};

use super::io::{expand_inputs, note, out, progress};
use super::CommonArgs;

/// `ptxra compare`'s arguments.
#[derive(Args, Debug)]
pub struct CompareArgs {
    /// Inputs (`.ptx`, `.ll`, `.bc`, or directories searched for them).
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    /// The ptxas to compare with (default: $PTXRA_PTXAS, `ptxas` on PATH, or the one
    /// `scripts/setup.sh` installs).
    #[arg(long)]
    ptxas: Option<PathBuf>,
    /// Machine-readable output.
    #[arg(long)]
    json: bool,
    /// Exit with 1 when a function's register count differs from ptxas's by more than N.
    #[arg(long, value_name = "N")]
    tolerance: Option<u32>,
    /// Stop a ptxas (or, with --code, nvdisasm) run after this many seconds: the input counts
    /// as failed (exit status 2) instead of hanging the comparison.
    #[arg(long, value_name = "SECONDS", default_value_t = ptxra::sass::run_tool::DEFAULT_TIMEOUT.as_secs(),
          value_parser = clap::value_parser!(u64).range(1..))]
    ptxas_timeout: u64,
    /// Search links to directories too (each directory once); by default they are left out.
    #[arg(long)]
    follow_links: bool,
    /// Compare the code too, per function: instructions (NOPs left out; ptxas's internal
    /// subroutines included), the distance of the opcode histograms (Σ|difference| /
    /// ptxas's count), the peak of live GPRs (nvdisasm's life-range count on both sides,
    /// R1 included) and the body size of every loop (back edge) of each listing. Loops are
    /// listed, not matched: neither listing says an unroll factor.
    #[arg(long)]
    code: bool,
    /// The nvdisasm that reads ptxas's code for `--code` (default: $PTXRA_NVDISASM,
    /// `nvdisasm` on PATH, or the one `scripts/setup.sh` installs).
    #[arg(long, requires = "code")]
    nvdisasm: Option<PathBuf>,
    /// Only this function's rows.
    #[arg(long, value_name = "F")]
    function: Option<String>,
    /// With `--code --function F`: the two listings of F block by block, aligned (the n-th
    /// blocks together, line by line; the mark between the columns: blank for the same
    /// text, `~` the same mnemonic, `*` different ones, `<`/`>` a line on one side only).
    #[arg(long, requires_all = ["code", "function"])]
    side_by_side: bool,
    /// Shared options.
    #[command(flatten)]
    common: CommonArgs,
}

/// Runs `ptxra compare`: exit status 2 when an input failed or a tool (ptxas, nvdisasm) is
/// missing (or ptxas ran past `--ptxas-timeout`), 1 when a register count is beyond
/// `--tolerance` or nothing could be compared under it.
pub fn run(a: CompareArgs) -> Result<ExitCode> {
    a.common.refuse("compare", true, true)?;
    let opts = a.common.options()?;
    let files = expand_inputs(&a.inputs, a.follow_links)?;
    let ptxas = compare::Ptxas {
        path: compare::find_ptxas(a.ptxas.as_deref())?,
        timeout: std::time::Duration::from_secs(a.ptxas_timeout),
    };
    if a.common.all_allocators() {
        anyhow::ensure!(
            !a.code,
            "--code compares one allocator: drop --allocator all"
        );
        anyhow::ensure!(
            a.tolerance.is_none(),
            "--tolerance gates one allocator: drop --allocator all"
        );
        return run_all_allocators(&files, &opts, &ptxas, a.json);
    }
    let code = if a.code {
        Some(compare::CodeOptions {
            nvdisasm: code::usable_nvdisasm(a.nvdisasm.as_deref())?,
            keep_listings: a.side_by_side,
        })
    } else {
        None
    };
    let bar = progress(files.len());
    let c = compare::compare_with(&files, &opts, &ptxas, code.as_ref(), &|| bar.inc(1));
    bar.finish_and_clear();
    let mut c = c?;
    if let Some(f) = &a.function {
        anyhow::ensure!(c.only_function(f), "no function `{f}` in the inputs");
    }
    if a.json {
        out(&format!("{}\n", serde_json::to_string_pretty(&c)?))?;
    } else if a.side_by_side {
        for r in &c.rows {
            match &r.listings {
                Some(l) => out(&code::side_by_side(&r.function, &l.0, &l.1))?,
                None => out(&format!("{}: not compiled by both tools\n", r.function))?,
            }
        }
    } else {
        out(&compare::render_text(&c))?;
    }
    let errors: Vec<i64> = c
        .rows
        .iter()
        .filter_map(compare::Row::register_error)
        .collect();
    // A gate that compared nothing must not pass: every input failing, or ptxas reporting
    // no count, would otherwise look like perfect agreement.
    let nothing_compared = a.tolerance.is_some() && errors.is_empty();
    if nothing_compared {
        note("ptxra compare: --tolerance: no function has a register count from both tools, so nothing was compared");
    }
    let beyond = a
        .tolerance
        .is_some_and(|t| errors.iter().any(|e| e.unsigned_abs() > u64::from(t)));
    Ok(if !c.failures.is_empty() {
        ExitCode::from(2)
    } else if beyond || nothing_compared {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `compare --allocator all`: the comparison once per allocator.
fn run_all_allocators(
    files: &[PathBuf],
    opts: &Options,
    ptxas: &compare::Ptxas,
    json: bool,
) -> Result<ExitCode> {
    let kinds = driver::AllocatorKind::ALL;
    let cs = allocators::compare_allocators(files, opts, ptxas, &kinds)?;
    if json {
        out(&format!("{}\n", allocators::render_comparisons_json(&cs)?))?;
    } else {
        out(&allocators::render_comparisons(&cs))?;
    }
    Ok(if cs.iter().any(|(_, c)| !c.failures.is_empty()) {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}
