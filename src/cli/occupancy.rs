//! `ptxra occupancy`: the occupancy of a register count and block size, with the register
//! cliffs, without compiling anything.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use ptxra::emit::occupancy::OccupancyReport;
use ptxra::target::Arch;

use super::io::out;

/// `ptxra occupancy`'s arguments.
#[derive(Args, Debug)]
pub struct OccupancyArgs {
    /// Target architecture, e.g. sm_80.
    #[arg(long)]
    arch: String,
    /// Registers per thread.
    #[arg(long)]
    registers: u32,
    /// Threads per block.
    #[arg(long)]
    block_size: u32,
    /// Shared memory per block in bytes.
    #[arg(long, default_value_t = 0)]
    smem: u64,
    /// Machine-readable output.
    #[arg(long)]
    json: bool,
}

/// Runs `ptxra occupancy`.
pub fn run(a: OccupancyArgs) -> Result<ExitCode> {
    let arch = Arch::parse(&a.arch).map_err(|e| anyhow::anyhow!("{e}"))?;
    let report = OccupancyReport::new(arch, a.registers, a.block_size, a.smem)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    if a.json {
        out(&format!(
            "{}\n",
            serde_json::to_string_pretty(&report.to_json())?
        ))?;
    } else {
        out(&report.render_text())?;
    }
    Ok(ExitCode::SUCCESS)
}
