//! `ptxra occupancy`'s report: the occupancy of one launch configuration (registers per
//! thread, block size, shared memory) and the register counts where it steps, as text for
//! people and as JSON. The numbers come from [`mod@crate::target::occupancy`], NVIDIA's
//! occupancy calculator re-created; this module only gathers and renders them.

use std::fmt::Write as _;

use crate::target::occupancy::{self, Occupancy, OccupancyError, OccupancyInput, RegisterStep};
use crate::target::Arch;

/// One launch configuration on one architecture, with its occupancy and register cliffs.
#[derive(Debug, Clone)]
pub struct OccupancyReport {
    /// The architecture.
    pub arch: Arch,
    /// Registers per thread.
    pub registers: u32,
    /// Threads per block.
    pub block_size: u32,
    /// Dynamic shared memory per block, in bytes.
    pub smem: u64,
    /// The occupancy of this configuration.
    pub occupancy: Occupancy,
    /// The plateaus of equal resident blocks over registers per thread, highest first.
    pub steps: Vec<RegisterStep>,
    /// The most registers per thread that reach the next occupancy step up, if any.
    pub next_step_up: Option<u32>,
}

impl OccupancyReport {
    /// Computes the report; a configuration the calculator rejects (a zero block size, more
    /// threads than a block may have) is an error.
    pub fn new(
        arch: Arch,
        registers: u32,
        block_size: u32,
        smem: u64,
    ) -> Result<OccupancyReport, OccupancyError> {
        let info = arch.info();
        let name = arch.to_string();
        if registers > info.max_registers_per_thread {
            return Err(OccupancyError::TooManyRegisters {
                arch: name,
                registers,
                max: info.max_registers_per_thread,
            });
        }
        if block_size > info.max_threads_per_block {
            return Err(OccupancyError::BlockTooLarge {
                arch: name,
                threads: block_size,
                max: info.max_threads_per_block,
            });
        }
        if smem > u64::from(info.shared_memory_per_block_optin) {
            return Err(OccupancyError::TooMuchSharedMemory {
                arch: name,
                bytes: smem,
                max: info.shared_memory_per_block_optin,
            });
        }
        let input = OccupancyInput::new(registers, block_size).with_dynamic_smem(smem);
        Ok(OccupancyReport {
            arch,
            registers,
            block_size,
            smem,
            occupancy: occupancy::occupancy(info, &input)?,
            steps: occupancy::register_steps(info, &input)?,
            next_step_up: occupancy::next_step_up(info, &input)?,
        })
    }

    /// The report for people: the configuration and its occupancy with the limiter, the next
    /// step up, and the register cliffs.
    pub fn render_text(&self) -> String {
        let (arch, registers, block_size, smem) =
            (self.arch, self.registers, self.block_size, self.smem);
        let occ = &self.occupancy;
        let mut t = String::new();
        let _ = writeln!(
            t,
            "{arch}: {registers} registers x {block_size} threads, {smem} B smem -> {} blocks, {} warps, occupancy {:.1}% (limited by {})",
            occ.active_blocks,
            occ.active_warps,
            occ.occupancy * 100.0,
            occ.limiter.as_str()
        );
        let limit = |n: u32| {
            if n == occupancy::UNLIMITED {
                "-".to_string()
            } else {
                n.to_string()
            }
        };
        let l = &occ.limits;
        let _ = writeln!(
            t,
            "blocks per SM allowed by each resource: warps {}, registers {}, shared memory {}, block slots {}, barriers {}",
            limit(l.warps),
            limit(l.registers),
            limit(l.shared_memory),
            limit(l.blocks),
            limit(l.barriers)
        );
        if let Some(n) = self.next_step_up {
            let _ = writeln!(t, "next occupancy step up: at most {n} registers");
        }
        let _ = writeln!(t, "register cliffs for this block size:");
        for s in &self.steps {
            let _ = writeln!(
                t,
                "  <= {:3} registers: {:2} blocks, {:5.1}%",
                s.max_registers,
                s.active_blocks,
                s.occupancy * 100.0
            );
        }
        t
    }

    /// The report as JSON (`ptxra occupancy --json`): keys in alphabetical order, as
    /// `serde_json` writes an object built this way.
    pub fn to_json(&self) -> serde_json::Value {
        let limit = |n: u32| (n != occupancy::UNLIMITED).then_some(n);
        let l = &self.occupancy.limits;
        serde_json::json!({ "arch": self.arch.to_string(), "registers": self.registers,
            "occupancy": self.occupancy,
            "block_limits": { "warps": limit(l.warps), "registers": limit(l.registers),
                "shared_memory": limit(l.shared_memory), "blocks": limit(l.blocks),
                "barriers": limit(l.barriers) },
            "steps": self.steps.iter().map(|s| serde_json::json!({"max_registers": s.max_registers,
                "active_blocks": s.active_blocks, "occupancy": s.occupancy})).collect::<Vec<_>>(),
            "next_step_up": self.next_step_up })
    }
}
