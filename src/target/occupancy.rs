//! The occupancy calculator: how many blocks of a kernel fit on one SM at once.
//!
//! This is a re-implementation of `cudaOccMaxActiveBlocksPerMultiprocessor` from NVIDIA's
//! `cuda_occupancy.h` (CUDA 13.5), computing the same five per-resource limits and taking
//! their minimum:
//!
//! ```text
//! warps     = max_warps_per_sm / ceil(block_size / 32)            (0 if block_size > 1024)
//! registers = per sub-partition: (regs_per_sm / sub_partitions) / round_up(regs * 32, 256)
//!             warps, times sub_partitions, / warps per block      (0 if over regs_per_block)
//! shared    = smem per SM (carveout) / round_up(static + dynamic + reserved, unit)
//! blocks    = max_blocks_per_sm
//! barriers  = max_blocks_per_sm * slots / barriers used           (sm_90 and later only)
//! ```
//!
//! Every step, including the header's quirks (GP100 re-checked as GP10x, Turing's smallest
//! carveout being 32 KiB, stale limiter flags when barriers lower the result), is checked
//! against the real header over a grid of inputs by `tests/occupancy_oracle.rs`.
//!
//! Not modelled, because ptxra's callers never set them: partitioned global caching
//! (`PARTITIONED_GC_ON`, sm_52/sm_6x; off by default in the header), the pre-Volta
//! `cudaFuncCachePrefer*` cache config (no effect on Maxwell/Pascal), and virtual resources
//! (CUDA 13, never limiting for kernels that declare none).

use serde::Serialize;

use super::sm::SmInfo;

/// The "no limit from this resource" value, like the header's `INT_MAX`.
pub const UNLIMITED: u32 = u32::MAX;

/// One resource that can cap the number of resident blocks, in the order the header tests
/// them (which is also the tie-break for [`Occupancy::limiter`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Limiter {
    /// Warp slots per SM (`OCC_LIMIT_WARPS`).
    Warps,
    /// The register file (`OCC_LIMIT_REGISTERS`).
    Registers,
    /// Shared memory (`OCC_LIMIT_SHARED_MEMORY`).
    SharedMemory,
    /// The hardware's resident-block cap (`OCC_LIMIT_BLOCKS`).
    Blocks,
    /// Named-barrier slots, sm_90 and later (`OCC_LIMIT_BARRIERS`).
    Barriers,
}

impl Limiter {
    /// All limiters in the header's order.
    pub const ALL: [Limiter; 5] = [
        Limiter::Warps,
        Limiter::Registers,
        Limiter::SharedMemory,
        Limiter::Blocks,
        Limiter::Barriers,
    ];

    /// The header's `cudaOccLimitingFactor` bit for this limiter, so results compare
    /// directly with `cudaOccResult::limitingFactors`.
    pub fn bit(self) -> u32 {
        match self {
            Limiter::Warps => 0x01,
            Limiter::Registers => 0x02,
            Limiter::SharedMemory => 0x04,
            Limiter::Blocks => 0x08,
            Limiter::Barriers => 0x10,
        }
    }

    /// The JSON spelling (`"shared_memory"`), also used in text reports.
    pub fn as_str(self) -> &'static str {
        match self {
            Limiter::Warps => "warps",
            Limiter::Registers => "registers",
            Limiter::SharedMemory => "shared_memory",
            Limiter::Blocks => "blocks",
            Limiter::Barriers => "barriers",
        }
    }
}

impl std::fmt::Display for Limiter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The shared-memory/L1 split the kernel asks for (`cudaFuncAttributePreferredSharedMemoryCarveout`).
/// Only Volta and later honour it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Carveout {
    /// No preference: the calculator assumes the largest carveout.
    #[default]
    Default,
    /// Percentage (0–100) of the maximum shared memory per SM, rounded up to a supported
    /// carveout size. A block needing more still gets enough to run.
    Percent(u8),
}

/// What the occupancy of one launch configuration depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OccupancyInput {
    /// Registers per thread, as "Used N registers" reports it.
    pub registers_per_thread: u32,
    /// Threads per block.
    pub block_size: u32,
    /// Static shared memory of the kernel (`.shared` declarations), bytes.
    pub static_smem: u64,
    /// Dynamic shared memory given at launch, bytes.
    pub dynamic_smem: u64,
    /// Named barriers per block (`cudaOccFuncAttributes::numBlockBarriers`). The header's
    /// conversion from `cudaFuncAttributes` uses 1, so [`OccupancyInput::new`] does too.
    pub barriers: u32,
    /// `Some(max)` when the kernel opted in to more than 48 KiB of dynamic shared memory
    /// with `cudaFuncAttributeMaxDynamicSharedMemorySize = max` (header:
    /// `FUNC_SHMEM_LIMIT_OPTIN`); `None` keeps the default 48 KiB per-block limit.
    pub opt_in_max_dynamic_smem: Option<u64>,
    /// The preferred shared-memory carveout.
    pub carveout: Carveout,
}

impl OccupancyInput {
    /// A launch with no shared memory, one barrier and default settings.
    pub fn new(registers_per_thread: u32, block_size: u32) -> Self {
        OccupancyInput {
            registers_per_thread,
            block_size,
            static_smem: 0,
            dynamic_smem: 0,
            barriers: 1,
            opt_in_max_dynamic_smem: None,
            carveout: Carveout::Default,
        }
    }

    /// The same launch with `dynamic` bytes of dynamic shared memory.
    pub fn with_dynamic_smem(self, dynamic: u64) -> Self {
        OccupancyInput {
            dynamic_smem: dynamic,
            ..self
        }
    }

    /// The same launch with `bytes` of static shared memory.
    pub fn with_static_smem(self, bytes: u64) -> Self {
        OccupancyInput {
            static_smem: bytes,
            ..self
        }
    }
}

/// Rejected calculator inputs (the header's `CUDA_OCC_ERROR_INVALID_INPUT`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OccupancyError {
    /// Block size 0.
    #[error("block size must be at least 1")]
    ZeroBlockSize,
    /// A carveout percentage above 100.
    #[error("shared memory carveout {0}% is above 100%")]
    CarveoutOutOfRange(u8),
    /// More registers per thread than the architecture has.
    #[error("{registers} registers per thread: {arch} has at most {max}")]
    TooManyRegisters {
        /// `sm_XY`.
        arch: String,
        /// The count asked about.
        registers: u32,
        /// The architecture's maximum.
        max: u32,
    },
    /// More threads than a block may have.
    #[error("a block of {threads} threads: {arch} allows at most {max}")]
    BlockTooLarge {
        /// `sm_XY`.
        arch: String,
        /// The block size asked about.
        threads: u32,
        /// The architecture's maximum.
        max: u32,
    },
    /// More shared memory than one block may use, even after opting in.
    #[error(
        "{bytes} bytes of shared memory per block: {arch} allows at most {max} (after opting in)"
    )]
    TooMuchSharedMemory {
        /// `sm_XY`.
        arch: String,
        /// The bytes asked about.
        bytes: u64,
        /// The architecture's maximum.
        max: u32,
    },
    /// The carveout cannot be rounded to any size the SM supports.
    #[error("no shared memory configuration of {arch} holds {bytes} bytes")]
    NoCarveout {
        /// `sm_XY`.
        arch: String,
        /// The requested shared memory per SM.
        bytes: u64,
    },
}

/// The per-resource block limits behind a result (the header's `blockLimit*` fields);
/// [`UNLIMITED`] where a resource imposes none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlockLimits {
    /// Blocks allowed by warp slots.
    pub warps: u32,
    /// Blocks allowed by the register file.
    pub registers: u32,
    /// Blocks allowed by shared memory.
    pub shared_memory: u32,
    /// The hardware's resident-block cap.
    pub blocks: u32,
    /// Blocks allowed by barrier slots ([`UNLIMITED`] before sm_90 or with 0 barriers).
    pub barriers: u32,
}

/// The occupancy of one launch configuration on one SM. Serialises to the `occupancy`
/// object of the `stats --json` contract (docs/design.md, "Outputs").
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Occupancy {
    /// Threads per block.
    pub block_size: u32,
    /// Resident blocks per SM (0: the configuration cannot launch).
    pub active_blocks: u32,
    /// Resident warps per SM: `active_blocks * ceil(block_size / 32)`.
    pub active_warps: u32,
    /// `active_warps / max_warps_per_sm`, in 0.0–1.0.
    pub occupancy: f64,
    /// The resource that caps `active_blocks`; on ties the first in [`Limiter::ALL`] order.
    pub limiter: Limiter,
    /// Every limiter flag the header sets (`limitingFactors`, bits of [`Limiter::bit`]).
    #[serde(skip)]
    pub limiting_factors: u32,
    /// Registers the SM allocates to one block.
    #[serde(skip)]
    pub allocated_registers_per_block: u32,
    /// Shared memory the SM allocates to one block, reserved part included.
    #[serde(skip)]
    pub allocated_smem_per_block: u64,
    /// The limit from each resource.
    #[serde(skip)]
    pub limits: BlockLimits,
}

impl Occupancy {
    /// Every limiter whose flag is set, in header order.
    pub fn limiters(&self) -> impl Iterator<Item = Limiter> + '_ {
        Limiter::ALL
            .into_iter()
            .filter(|l| self.limiting_factors & l.bit() != 0)
    }
}

fn div_round_up(x: u64, y: u64) -> u64 {
    x.div_ceil(y)
}

fn round_up(x: u64, y: u64) -> u64 {
    y * div_round_up(x, y)
}

fn clamp_u32(x: u64) -> u32 {
    u32::try_from(x).unwrap_or(UNLIMITED)
}

/// Rounds a shared-memory-per-SM request up to the next carveout the SM supports
/// (`cudaOccAlignUpShmemSizeVoltaPlus`).
fn align_up_carveout(info: &SmInfo, bytes: u64) -> Result<u64, OccupancyError> {
    info.shared_memory_carveouts
        .iter()
        .map(|&c| u64::from(c))
        .find(|&c| c >= bytes)
        .ok_or_else(|| OccupancyError::NoCarveout {
            arch: info.name(),
            bytes,
        })
}

/// Shared memory per SM the user's carveout preference asks for
/// (`cudaOccSMemPerMultiprocessor`).
fn preferred_smem_per_sm(info: &SmInfo, carveout: Carveout) -> Result<u64, OccupancyError> {
    let per_sm = u64::from(info.shared_memory_per_sm);
    if info.shared_memory_carveouts.is_empty() {
        // Maxwell and Pascal: dedicated shared memory, no split to choose.
        return Ok(per_sm);
    }
    let wanted = match carveout {
        Carveout::Default => per_sm,
        Carveout::Percent(p) if p > 100 => return Err(OccupancyError::CarveoutOutOfRange(p)),
        Carveout::Percent(p) => u64::from(p) * per_sm / 100,
    };
    align_up_carveout(info, wanted)
}

/// Blocks allowed by registers (`cudaOccMaxBlocksPerSMRegsLimit`, partitioned caching off),
/// for a given number of register sub-partitions.
fn register_limit(info: &SmInfo, regs: u32, warps_per_block: u64, sub_partitions: u32) -> u32 {
    let unit = u64::from(info.register_allocation_unit);
    let regs_per_warp = round_up(u64::from(regs) * u64::from(info.warp_size), unit);
    let regs_per_block = regs_per_warp * warps_per_block;
    // The hardware checks the per-block limit as if warps were spread over all sub-partitions.
    let regs_assumed = regs_per_warp * round_up(warps_per_block, u64::from(sub_partitions));
    let per_block_cap = u64::from(info.registers_per_block);
    if regs_assumed > per_block_cap
        || regs_per_block > per_block_cap
        || regs > info.occupancy_max_registers_per_thread
    {
        return 0;
    }
    if regs_per_warp == 0 {
        return UNLIMITED;
    }
    let regs_per_sub_partition = u64::from(info.registers_per_sm / sub_partitions);
    let warps_per_sub_partition = regs_per_sub_partition / regs_per_warp;
    clamp_u32(warps_per_sub_partition * u64::from(sub_partitions) / warps_per_block)
}

/// Computes the occupancy of `input` on `info`'s SM exactly as `cuda_occupancy.h` does.
pub fn occupancy(info: &SmInfo, input: &OccupancyInput) -> Result<Occupancy, OccupancyError> {
    if input.block_size == 0 {
        return Err(OccupancyError::ZeroBlockSize);
    }
    let warp = u64::from(info.warp_size);
    let warps_per_block = div_round_up(u64::from(input.block_size), warp);

    // Registers. GP100 (two sub-partitions) is re-checked as GP10x (four): a launch that
    // cannot run on GP10x is reported as not running on any Pascal.
    let mut regs_limit = register_limit(
        info,
        input.registers_per_thread,
        warps_per_block,
        info.register_sub_partitions,
    );
    if info.register_sub_partitions != 4
        && regs_limit != 0
        && register_limit(info, input.registers_per_thread, warps_per_block, 4) == 0
    {
        regs_limit = 0;
    }
    let allocated_registers_per_block = clamp_u32(
        round_up(
            u64::from(input.registers_per_thread) * warp,
            u64::from(info.register_allocation_unit),
        ) * warps_per_block,
    );

    // Warps.
    let warps_limit = if input.block_size > info.max_threads_per_block {
        0
    } else {
        clamp_u32(u64::from(info.max_warps_per_sm) / warps_per_block)
    };

    let blocks_limit = info.max_blocks_per_sm;

    // Shared memory.
    let preferred = preferred_smem_per_sm(info, input.carveout)?;
    let reserved = u64::from(info.reserved_shared_memory_per_block);
    let static_smem = input.static_smem + reserved;
    let allocated_smem = round_up(
        static_smem + input.dynamic_smem,
        u64::from(info.shared_memory_allocation_unit),
    );
    let (dynamic_exceeded, block_cap) = match input.opt_in_max_dynamic_smem {
        None => (false, u64::from(info.shared_memory_per_block)),
        Some(max_dynamic) => {
            let cap = if static_smem + max_dynamic > u64::from(info.shared_memory_per_block) {
                u64::from(info.shared_memory_per_block_optin)
            } else {
                u64::from(info.shared_memory_per_block)
            };
            (input.dynamic_smem > max_dynamic, cap)
        }
    };
    // From Ampere the reserved part is added on top of the per-block limit.
    let block_cap = block_cap + reserved;
    let smem_limit = if dynamic_exceeded || allocated_smem > block_cap {
        0
    } else {
        let per_sm = if preferred >= allocated_smem {
            preferred
        } else if !info.shared_memory_carveouts.is_empty() {
            // A carveout too small for one block is overridden by the smallest that fits.
            align_up_carveout(info, allocated_smem)?
        } else {
            u64::from(info.shared_memory_per_sm)
        };
        // No shared memory at all: no limit (the header's INT_MAX).
        per_sm
            .checked_div(allocated_smem)
            .map_or(UNLIMITED, clamp_u32)
    };

    let mut active = regs_limit
        .min(smem_limit)
        .min(warps_limit)
        .min(blocks_limit);
    let mut factors = 0;
    for (limit, limiter) in [
        (warps_limit, Limiter::Warps),
        (regs_limit, Limiter::Registers),
        (smem_limit, Limiter::SharedMemory),
        (blocks_limit, Limiter::Blocks),
    ] {
        if limit == active {
            factors |= limiter.bit();
        }
    }
    let mut limiter = Limiter::ALL
        .into_iter()
        .find(|l| factors & l.bit() != 0)
        .unwrap_or(Limiter::Warps);

    // Barriers (Hopper and later). The header keeps the flags set above even when barriers
    // lower the result further; `limiter` names the resource that actually binds.
    let barriers_limit = match info.barrier_slots_per_block_slot {
        Some(slots) if input.barriers > 0 => {
            let limit = blocks_limit * slots / input.barriers;
            if limit < active {
                limiter = Limiter::Barriers;
            }
            active = active.min(limit);
            if active == limit {
                factors |= Limiter::Barriers.bit();
            }
            limit
        }
        _ => UNLIMITED,
    };

    let active_warps = clamp_u32(u64::from(active) * warps_per_block);
    Ok(Occupancy {
        block_size: input.block_size,
        active_blocks: active,
        active_warps,
        occupancy: f64::from(active_warps) / f64::from(info.max_warps_per_sm),
        limiter,
        limiting_factors: factors,
        allocated_registers_per_block,
        allocated_smem_per_block: allocated_smem,
        limits: BlockLimits {
            warps: warps_limit,
            registers: regs_limit,
            shared_memory: smem_limit,
            blocks: blocks_limit,
            barriers: barriers_limit,
        },
    })
}

/// Warps per SM the register file allows at `regs` registers per thread when the block
/// size is not known: registers are granted per warp (in allocation units, per
/// sub-partition), so this is the occupancy a compiler can reason about before launch.
pub fn warps_for_registers(info: &SmInfo, regs: u32) -> u32 {
    let unit = u64::from(info.register_allocation_unit);
    let regs_per_warp = round_up(u64::from(regs.max(1)) * u64::from(info.warp_size), unit);
    let per_sub = u64::from(info.registers_per_sm / info.register_sub_partitions.max(1));
    clamp_u32((per_sub / regs_per_warp) * u64::from(info.register_sub_partitions))
        .min(info.max_warps_per_sm)
}

/// The top of the warp-occupancy plateau `regs` lies on: the largest register count
/// (≤ the per-thread maximum) that keeps as many warps resident as `regs` does. Registers
/// up to it are "free" for occupancy, which is how ptxas's register target treats them
/// (32 on sm_80, 40 on sm_86/sm_89, 64 on sm_75 when little is needed).
pub fn plateau_top(info: &SmInfo, regs: u32) -> u32 {
    let warps = warps_for_registers(info, regs);
    (regs.max(1)..=info.max_registers_per_thread)
        .take_while(|&r| warps_for_registers(info, r) == warps)
        .last()
        .unwrap_or(regs)
}

/// One plateau of the occupancy-versus-registers curve.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct RegisterStep {
    /// The largest register count on this plateau (the count to aim for).
    pub max_registers: u32,
    /// Resident blocks per SM on this plateau.
    pub active_blocks: u32,
    /// Occupancy on this plateau.
    pub occupancy: f64,
}

/// The register "cliffs" for a launch configuration: for registers per thread 1 ..=
/// `max_registers_per_thread`, the plateaus of equal active blocks, highest occupancy first.
/// `input.registers_per_thread` is ignored.
pub fn register_steps(
    info: &SmInfo,
    input: &OccupancyInput,
) -> Result<Vec<RegisterStep>, OccupancyError> {
    let mut steps: Vec<RegisterStep> = Vec::new();
    for regs in 1..=info.max_registers_per_thread {
        let occ = occupancy(
            info,
            &OccupancyInput {
                registers_per_thread: regs,
                ..*input
            },
        )?;
        match steps.last_mut() {
            Some(last) if last.active_blocks == occ.active_blocks => last.max_registers = regs,
            _ => steps.push(RegisterStep {
                max_registers: regs,
                active_blocks: occ.active_blocks,
                occupancy: occ.occupancy,
            }),
        }
    }
    Ok(steps)
}

/// The largest register count that reaches the next higher occupancy than
/// `input.registers_per_thread` gives, or `None` when fewer registers would not help
/// (already at the top, or another resource binds).
pub fn next_step_up(info: &SmInfo, input: &OccupancyInput) -> Result<Option<u32>, OccupancyError> {
    let current = occupancy(info, input)?.active_blocks;
    let steps = register_steps(info, input)?;
    Ok(steps
        .iter()
        .filter(|s| s.active_blocks > current && s.max_registers < input.registers_per_thread)
        .map(|s| s.max_registers)
        .max())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::target::Arch;

    fn occ(arch: &str, regs: u32, block: u32, smem: u64) -> Occupancy {
        let info = Arch::parse(arch).unwrap().info();
        occupancy(
            info,
            &OccupancyInput::new(regs, block).with_dynamic_smem(smem),
        )
        .unwrap()
    }

    #[test]
    fn sm80_full_occupancy_at_32_registers() {
        let o = occ("sm_80", 32, 256, 0);
        assert_eq!((o.active_blocks, o.active_warps), (8, 64));
        assert_eq!(o.occupancy, 1.0);
        // Warps and registers both allow exactly 8 blocks; warps wins the tie.
        assert_eq!(o.limiter, Limiter::Warps);
        assert_eq!(
            o.limiters().collect::<Vec<_>>(),
            [Limiter::Warps, Limiter::Registers]
        );
    }

    #[test]
    fn sm80_half_occupancy_at_64_registers() {
        // 64 regs * 32 lanes = 2048 per warp; 16384 per sub-partition → 8 warps each, 32
        // warps per SM, 4 blocks of 8 warps.
        let o = occ("sm_80", 64, 256, 0);
        assert_eq!((o.active_blocks, o.active_warps), (4, 32));
        assert_eq!(o.occupancy, 0.5);
        assert_eq!(o.limiter, Limiter::Registers);
    }

    #[test]
    fn sm80_255_registers() {
        // 255 * 32 = 8160 → 8192 per warp; 2 warps per sub-partition, 8 per SM: one block.
        let o = occ("sm_80", 255, 256, 0);
        assert_eq!((o.active_blocks, o.active_warps), (1, 8));
        assert_eq!(o.limiter, Limiter::Registers);
        assert_eq!(occ("sm_80", 255, 512, 0).active_blocks, 0);
    }

    #[test]
    fn small_blocks_hit_the_block_cap() {
        let o = occ("sm_86", 16, 32, 0);
        assert_eq!(o.active_blocks, 16);
        assert_eq!(o.limiter, Limiter::Blocks);
    }

    #[test]
    fn shared_memory_counts_the_reserved_kilobyte() {
        // (48 KiB + 1 KiB reserved) per block in 164 KiB: 3 blocks.
        let o = occ("sm_80", 32, 128, 48 * 1024);
        assert_eq!(o.active_blocks, 3);
        assert_eq!(o.limiter, Limiter::SharedMemory);
        assert_eq!(o.allocated_smem_per_block, 49 * 1024);
        // One byte over the default 48 KiB limit without opting in: cannot launch.
        assert_eq!(occ("sm_80", 32, 128, 48 * 1024 + 1).active_blocks, 0);
    }

    #[test]
    fn barriers_cap_blackwell_consumer_parts() {
        let info = Arch::parse("sm_120").unwrap().info();
        let input = OccupancyInput {
            barriers: 2,
            ..OccupancyInput::new(16, 32)
        };
        let o = occupancy(info, &input).unwrap();
        assert_eq!(o.active_blocks, 12);
        assert_eq!(o.limiter, Limiter::Barriers);
    }

    #[test]
    fn json_field_names_follow_the_contract() {
        let json = serde_json::to_value(occ("sm_80", 32, 256, 0)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({ "block_size": 256, "active_blocks": 8, "active_warps": 64,
                                "occupancy": 1.0, "limiter": "warps" })
        );
    }

    #[test]
    fn register_cliffs_sm80_256_threads() {
        let info = Arch::parse("sm_80").unwrap().info();
        let steps = register_steps(info, &OccupancyInput::new(0, 256)).unwrap();
        let blocks: Vec<(u32, u32)> = steps
            .iter()
            .map(|s| (s.max_registers, s.active_blocks))
            .collect();
        assert_eq!(
            blocks,
            [
                (32, 8),
                (40, 6),
                (48, 5),
                (64, 4),
                (80, 3),
                (128, 2),
                (255, 1)
            ]
        );
        let at = |regs| next_step_up(info, &OccupancyInput::new(regs, 256)).unwrap();
        assert_eq!(at(70), Some(64));
        assert_eq!(at(64), Some(48));
        assert_eq!(at(33), Some(32));
        assert_eq!(at(32), None);
    }

    #[test]
    fn zero_block_size_is_an_error() {
        let info = Arch::parse("sm_80").unwrap().info();
        assert_eq!(
            occupancy(info, &OccupancyInput::new(32, 0)),
            Err(OccupancyError::ZeroBlockSize)
        );
    }
}
