//! The per-SM data table: one [`SmInfo`] per supported compute capability.
//!
//! Three kinds of numbers live here, and each field says which kind it is:
//!
//! * **Hardware limits** as NVIDIA publishes them (CUDA Programming Guide, "Technical
//!   Specifications per Compute Capability"; `cudaDeviceProp` of the device). These are the
//!   device properties fed to the occupancy calculator; `scripts/oracle/occupancy_oracle.cpp`
//!   uses the same numbers and the oracle test checks both tables agree.
//! * **Occupancy-calculator constants** copied from the per-architecture switches of
//!   NVIDIA's `cuda_occupancy.h` (CUDA 13.5): allocation granularities, sub-partitions,
//!   blocks per SM, shared-memory carveout sizes, barrier slots.
//! * **ptxas behaviour measured** with ptxas 12.9.86 (sm_50…sm_121) and 13.5.37
//!   (sm_75…sm_121) by `scripts/oracle/measure-targets.sh`; see `MEASURED.md` next to this
//!   file for the commands and raw results.
//!
//! Architectures differ only through this data: code elsewhere asks `info.field`, never
//! `if sm >= 80`.

/// How a kernel reads its parameters from constant bank 0, as ptxas emits it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamAccess {
    /// Parameters are used directly as `c[0x0][off]` operands of ALU instructions
    /// (`IMAD.WIDE R6, R4, R5, c[0x0][0x170]`); loading them costs no register.
    ConstantOperand,
    /// Parameters are first loaded into registers (`LDC.64 R2, c[0x0][0x210]`), so each live
    /// parameter occupies GPRs for its live range.
    LoadWithLdc,
}

/// Static data for one compute capability: hardware limits, occupancy-calculator constants
/// and measured ptxas conventions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmInfo {
    /// The SM number as in `sm_XY` (80 for sm_80, 110 for sm_110).
    pub sm: u32,
    /// Compute capability `(major, minor)` the occupancy calculator switches on. It differs
    /// from `sm` only in spelling (sm_110 is 11.0, sm_101 is 10.1).
    pub compute_capability: (u32, u32),

    // ---- registers ---------------------------------------------------------------------
    /// 32-bit registers per SM (`regsPerMultiprocessor`): 64 K on every supported SM.
    pub registers_per_sm: u32,
    /// Maximum 32-bit registers one block may hold (`regsPerBlock`): 64 K, except 32 K on the
    /// Tegra chips sm_53 and sm_62 (Programming Guide table).
    pub registers_per_block: u32,
    /// Most registers ptxas gives one thread: 255 (R0…R254; RZ is the 256th encoding).
    /// `--maxrregcount` above this is ignored with "Too big maxrregcount value specified".
    pub max_registers_per_thread: u32,
    /// The per-thread register ceiling the occupancy calculator checks before reporting 0
    /// blocks (`cudaOccRegAllocationMaxPerThread`): 255 up to Pascal, 256 from Volta on.
    pub occupancy_max_registers_per_thread: u32,
    /// Registers are allocated per warp in units of this many (`cudaOccRegAllocationGranularity`):
    /// registers per warp = `round_up(regs_per_thread * 32, 256)`.
    pub register_allocation_unit: u32,
    /// The register file is split into this many sub-partitions, each holding whole warps
    /// (`cudaOccSubPartitionsPerMultiprocessor`): 4, except 2 on GP100 (sm_60).
    pub register_sub_partitions: u32,
    /// The `--maxrregcount` lower bound: smaller requests are raised with
    /// `ptxas warning : For profile sm_XY adjusting per thread register count of N to lower
    /// bound of F` (measured: 16 up to sm_62, 24 from sm_70 on).
    pub maxrregcount_floor: u32,
    /// "Used N registers" of an empty kernel (`ret;` only): measured 2 up to sm_62, 4 from
    /// sm_70 on.
    pub min_registers: u32,
    /// Registers ptxas adds to (highest GPR index + 1) when reporting "Used N registers".
    /// 2 from sm_70 on (PTXAS-FACTS: held on 63/63 cases sm_75…sm_120; the empty kernel's 4 =
    /// R1 stack pointer + 1 + 2). 0 up to sm_62: inferred from the empty kernel reporting 2
    /// (R1 only) — the installed disassemblers cannot print sm_5x/sm_6x SASS to confirm.
    pub reserved_registers_in_count: u32,
    /// Uniform registers UR0…UR62 (URZ is the 64th encoding); none before Turing (sm_75).
    pub uniform_registers: u32,
    /// Uniform predicates UP0…UP6 (UPT is the 8th); none before Turing (sm_75).
    pub uniform_predicates: u32,
    /// Predicate registers P0…P6 (PT is the 8th encoding) on every supported SM.
    pub predicates: u32,
    /// Named barriers per block (B0…B15; ptxas "used N barriers" counts them).
    pub barriers: u32,

    // ---- threads, warps, blocks --------------------------------------------------------
    /// Threads per warp on every NVIDIA GPU.
    pub warp_size: u32,
    /// Resident warps per SM (`maxThreadsPerMultiprocessor / 32`; Programming Guide table):
    /// 64, 32 on Turing, 48 on sm_86/87/89/101/110/120/121.
    pub max_warps_per_sm: u32,
    /// Resident blocks per SM (`cudaOccMaxBlocksPerMultiprocessor`).
    pub max_blocks_per_sm: u32,
    /// Threads per block (`maxThreadsPerBlock`): 1024 everywhere.
    pub max_threads_per_block: u32,
    /// From Hopper on the occupancy calculator caps blocks per SM by barrier use:
    /// `max_blocks_per_sm * slots / barriers_per_block` (`cudaOccMaxBlocksPerSMBlockBarrierLimit`).
    /// `None` where the calculator does not apply this limit (before compute capability 9).
    pub barrier_slots_per_block_slot: Option<u32>,

    // ---- shared memory -----------------------------------------------------------------
    /// Shared memory per SM at the maximum carveout (`sharedMemPerMultiprocessor`), bytes.
    pub shared_memory_per_sm: u32,
    /// Shared memory one block may use without opting in (`sharedMemPerBlock`): 48 KiB.
    pub shared_memory_per_block: u32,
    /// Shared memory one block may use after `cudaFuncSetAttribute(...MaxDynamicSharedMemorySize)`
    /// (`sharedMemPerBlockOptin`), bytes.
    pub shared_memory_per_block_optin: u32,
    /// Shared memory is allocated per block in units of this many bytes
    /// (`cudaOccSMemAllocationGranularity`): 256 up to Turing, 128 from Ampere on.
    pub shared_memory_allocation_unit: u32,
    /// Shared memory the driver reserves in every block (`reservedSharedMemPerBlock`): 1 KiB
    /// from Ampere (sm_80) on, counted against both the block and the SM.
    pub reserved_shared_memory_per_block: u32,
    /// The shared-memory carveout sizes (bytes, ascending) the SM can be configured to
    /// (`cudaOccAlignUpShmemSizeVoltaPlus`); a request is rounded up to the next one.
    /// Empty before Volta, where shared memory is a fixed, dedicated array.
    pub shared_memory_carveouts: &'static [u32],

    // ---- ABI conventions (measured) ----------------------------------------------------
    /// Byte offset in constant bank 0 where kernel parameters start (`c[0x0][0x160]` on
    /// sm_80). Measured from `EIATTR_PARAM_CBANK` of a two-parameter kernel: 0x140 up to
    /// sm_62, 0x160 on sm_70…sm_89, 0x210 on sm_90, 0x380 from sm_100 on.
    pub param_cbank_offset: u32,
    /// Whether parameters are constant-bank operands or loaded with LDC first. Measured on
    /// SASS from sm_75 on (direct up to sm_89, LDC from sm_90); `None` up to sm_72, whose
    /// SASS the installed disassemblers (CUDA 13.x) refuse to print.
    pub param_access: Option<ParamAccess>,
    /// Constant-bank-0 offset the stack pointer R1 is initialised from in every kernel's
    /// first instruction (`MOV R1, c[0x0][0x28]`): 0x28 on sm_75…sm_90, 0x37c from sm_100
    /// on; `None` where not disassembled (up to sm_72).
    pub stack_pointer_cbank_offset: Option<u32>,
    /// Constant-bank-0 offset of the 64-bit global-memory descriptor loaded into UR4 for
    /// `desc[UR4]`/`.E` memory operands (`ULDC.64 UR4, c[0x0][0x118]`): 0x118 on sm_80…sm_89,
    /// 0x208 on sm_90, 0x358 from sm_100 on; `None` where no descriptor is loaded (sm_75)
    /// or not disassembled.
    pub global_descriptor_cbank_offset: Option<u32>,
}

const KIB: u32 = 1024;

/// Carveouts of Volta (sm_70/72): 0, 8, 16, 32, 64, 96 KiB.
const CARVEOUT_VOLTA: &[u32] = &[0, 8 * KIB, 16 * KIB, 32 * KIB, 64 * KIB, 96 * KIB];
/// Carveouts of Turing (sm_75): 32 or 64 KiB; a request for 0 gets 32 KiB.
const CARVEOUT_TURING: &[u32] = &[32 * KIB, 64 * KIB];
/// Carveouts of GA100 and Orin (sm_80/87): up to 164 KiB.
const CARVEOUT_GA100: &[u32] = &[
    0,
    8 * KIB,
    16 * KIB,
    32 * KIB,
    64 * KIB,
    100 * KIB,
    132 * KIB,
    164 * KIB,
];
/// Carveouts of the 100 KiB parts (sm_86/89, sm_120/121).
const CARVEOUT_100K: &[u32] = &[0, 8 * KIB, 16 * KIB, 32 * KIB, 64 * KIB, 100 * KIB];
/// Carveouts of Hopper and datacenter Blackwell (sm_90, sm_100…sm_110): up to 228 KiB.
const CARVEOUT_228K: &[u32] = &[
    0,
    8 * KIB,
    16 * KIB,
    32 * KIB,
    64 * KIB,
    100 * KIB,
    132 * KIB,
    164 * KIB,
    196 * KIB,
    228 * KIB,
];

/// Maxwell sm_50: the base for sm_5x/sm_6x.
const SM_50: SmInfo = SmInfo {
    sm: 50,
    compute_capability: (5, 0),
    registers_per_sm: 64 * KIB,
    registers_per_block: 64 * KIB,
    max_registers_per_thread: 255,
    occupancy_max_registers_per_thread: 255,
    register_allocation_unit: 256,
    register_sub_partitions: 4,
    maxrregcount_floor: 16,
    min_registers: 2,
    reserved_registers_in_count: 0,
    uniform_registers: 0,
    uniform_predicates: 0,
    predicates: 7,
    barriers: 16,
    warp_size: 32,
    max_warps_per_sm: 64,
    max_blocks_per_sm: 32,
    max_threads_per_block: 1024,
    barrier_slots_per_block_slot: None,
    shared_memory_per_sm: 64 * KIB,
    shared_memory_per_block: 48 * KIB,
    shared_memory_per_block_optin: 48 * KIB,
    shared_memory_allocation_unit: 256,
    reserved_shared_memory_per_block: 0,
    shared_memory_carveouts: &[],
    param_cbank_offset: 0x140,
    param_access: None,
    stack_pointer_cbank_offset: None,
    global_descriptor_cbank_offset: None,
};

const SM_52: SmInfo = SmInfo {
    sm: 52,
    compute_capability: (5, 2),
    shared_memory_per_sm: 96 * KIB,
    ..SM_50
};

const SM_53: SmInfo = SmInfo {
    sm: 53,
    compute_capability: (5, 3),
    registers_per_block: 32 * KIB,
    ..SM_50
};

const SM_60: SmInfo = SmInfo {
    sm: 60,
    compute_capability: (6, 0),
    register_sub_partitions: 2,
    ..SM_50
};

const SM_61: SmInfo = SmInfo {
    sm: 61,
    compute_capability: (6, 1),
    shared_memory_per_sm: 96 * KIB,
    ..SM_50
};

const SM_62: SmInfo = SmInfo {
    sm: 62,
    compute_capability: (6, 2),
    registers_per_block: 32 * KIB,
    ..SM_50
};

/// Volta sm_70: the base for sm_7x.
const SM_70: SmInfo = SmInfo {
    sm: 70,
    compute_capability: (7, 0),
    occupancy_max_registers_per_thread: 256,
    maxrregcount_floor: 24,
    min_registers: 4,
    reserved_registers_in_count: 2,
    shared_memory_per_sm: 96 * KIB,
    shared_memory_per_block_optin: 96 * KIB,
    shared_memory_carveouts: CARVEOUT_VOLTA,
    param_cbank_offset: 0x160,
    ..SM_50
};

const SM_72: SmInfo = SmInfo {
    sm: 72,
    compute_capability: (7, 2),
    ..SM_70
};

const SM_75: SmInfo = SmInfo {
    sm: 75,
    compute_capability: (7, 5),
    uniform_registers: 63,
    uniform_predicates: 7,
    max_warps_per_sm: 32,
    max_blocks_per_sm: 16,
    shared_memory_per_sm: 64 * KIB,
    shared_memory_per_block_optin: 64 * KIB,
    shared_memory_carveouts: CARVEOUT_TURING,
    param_access: Some(ParamAccess::ConstantOperand),
    stack_pointer_cbank_offset: Some(0x28),
    ..SM_70
};

/// Ampere GA100 sm_80: the base for sm_8x and later.
const SM_80: SmInfo = SmInfo {
    sm: 80,
    compute_capability: (8, 0),
    max_warps_per_sm: 64,
    max_blocks_per_sm: 32,
    shared_memory_per_sm: 164 * KIB,
    shared_memory_per_block_optin: 163 * KIB,
    shared_memory_allocation_unit: 128,
    reserved_shared_memory_per_block: KIB,
    shared_memory_carveouts: CARVEOUT_GA100,
    global_descriptor_cbank_offset: Some(0x118),
    ..SM_75
};

const SM_86: SmInfo = SmInfo {
    sm: 86,
    compute_capability: (8, 6),
    max_warps_per_sm: 48,
    max_blocks_per_sm: 16,
    shared_memory_per_sm: 100 * KIB,
    shared_memory_per_block_optin: 99 * KIB,
    shared_memory_carveouts: CARVEOUT_100K,
    ..SM_80
};

const SM_87: SmInfo = SmInfo {
    sm: 87,
    compute_capability: (8, 7),
    max_warps_per_sm: 48,
    max_blocks_per_sm: 16,
    ..SM_80
};

const SM_89: SmInfo = SmInfo {
    sm: 89,
    compute_capability: (8, 9),
    max_blocks_per_sm: 24,
    ..SM_86
};

/// Hopper sm_90.
const SM_90: SmInfo = SmInfo {
    sm: 90,
    compute_capability: (9, 0),
    barrier_slots_per_block_slot: Some(2),
    shared_memory_per_sm: 228 * KIB,
    shared_memory_per_block_optin: 227 * KIB,
    shared_memory_carveouts: CARVEOUT_228K,
    param_cbank_offset: 0x210,
    param_access: Some(ParamAccess::LoadWithLdc),
    global_descriptor_cbank_offset: Some(0x208),
    ..SM_80
};

/// Blackwell B100/B200 sm_100: the base for sm_10x/sm_11x/sm_12x.
const SM_100: SmInfo = SmInfo {
    sm: 100,
    compute_capability: (10, 0),
    param_cbank_offset: 0x380,
    stack_pointer_cbank_offset: Some(0x37c),
    global_descriptor_cbank_offset: Some(0x358),
    ..SM_90
};

/// Thor as named by CUDA 12.x; CUDA 13 renamed it sm_110.
const SM_101: SmInfo = SmInfo {
    sm: 101,
    compute_capability: (10, 1),
    max_warps_per_sm: 48,
    max_blocks_per_sm: 24,
    barrier_slots_per_block_slot: Some(1),
    ..SM_100
};

const SM_103: SmInfo = SmInfo {
    sm: 103,
    compute_capability: (10, 3),
    barrier_slots_per_block_slot: Some(1),
    ..SM_100
};

const SM_110: SmInfo = SmInfo {
    sm: 110,
    compute_capability: (11, 0),
    ..SM_101
};

const SM_120: SmInfo = SmInfo {
    sm: 120,
    compute_capability: (12, 0),
    max_warps_per_sm: 48,
    max_blocks_per_sm: 24,
    barrier_slots_per_block_slot: Some(1),
    shared_memory_per_sm: 100 * KIB,
    shared_memory_per_block_optin: 99 * KIB,
    shared_memory_carveouts: CARVEOUT_100K,
    ..SM_100
};

const SM_121: SmInfo = SmInfo {
    sm: 121,
    compute_capability: (12, 1),
    ..SM_120
};

/// Every supported architecture, ascending by SM number.
///
/// ptxas 13.5 also accepts sm_88 and sm_107; they are left out because NVIDIA publishes no
/// device properties for them (and `cuda_occupancy.h` has no entries specific to sm_88).
pub(crate) static TABLE: [SmInfo; 20] = [
    SM_50, SM_52, SM_53, SM_60, SM_61, SM_62, SM_70, SM_72, SM_75, SM_80, SM_86, SM_87, SM_89,
    SM_90, SM_100, SM_101, SM_103, SM_110, SM_120, SM_121,
];

/// Finds the entry for an SM number.
pub(crate) fn lookup(sm: u32) -> Option<&'static SmInfo> {
    TABLE.iter().find(|info| info.sm == sm)
}

impl SmInfo {
    /// The name ptxas uses for this entry, `sm_XY`.
    pub fn name(&self) -> String {
        format!("sm_{}", self.sm)
    }

    /// "Used N registers" as ptxas reports it for a function whose highest touched GPR index
    /// is `highest_gpr_index` (a 64-bit `Rk.64` touches k+1, a quad k+3; UR and P registers do
    /// not count). `None` means no GPR at all and gives the empty-kernel count.
    ///
    /// The rule (PTXAS-FACTS): highest index + 1 + [`reserved_registers_in_count`], never
    /// rounded, never below [`min_registers`].
    ///
    /// [`reserved_registers_in_count`]: SmInfo::reserved_registers_in_count
    /// [`min_registers`]: SmInfo::min_registers
    pub fn ptxas_register_count(&self, highest_gpr_index: Option<u32>) -> u32 {
        match highest_gpr_index {
            None => self.min_registers,
            Some(h) => (h + 1 + self.reserved_registers_in_count).max(self.min_registers),
        }
    }

    /// The budget ptxas actually uses for `--maxrregcount requested`: raised to
    /// [`maxrregcount_floor`](SmInfo::maxrregcount_floor) (with a warning, see
    /// [`maxrregcount_floor_warning`](SmInfo::maxrregcount_floor_warning)); requests above
    /// [`max_registers_per_thread`](SmInfo::max_registers_per_thread) are ignored.
    pub fn effective_maxrregcount(&self, requested: u32) -> u32 {
        if requested > self.max_registers_per_thread {
            self.max_registers_per_thread
        } else {
            requested.max(self.maxrregcount_floor)
        }
    }

    /// The exact warning ptxas prints when `--maxrregcount requested` is below the floor, or
    /// `None` when the request is accepted as is.
    pub fn maxrregcount_floor_warning(&self, requested: u32) -> Option<String> {
        (requested < self.maxrregcount_floor).then(|| {
            format!(
                "ptxas warning : For profile sm_{} adjusting per thread register count of {} to lower bound of {}",
                self.sm, requested, self.maxrregcount_floor
            )
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_unique() {
        assert!(TABLE.windows(2).all(|w| w[0].sm < w[1].sm));
    }

    #[test]
    fn register_count_rule() {
        let sm80 = lookup(80).map(|i| i.ptxas_register_count(Some(5)));
        assert_eq!(sm80, Some(8));
        assert_eq!(lookup(80).map(|i| i.ptxas_register_count(None)), Some(4));
        assert_eq!(lookup(80).map(|i| i.ptxas_register_count(Some(1))), Some(4));
        assert_eq!(lookup(50).map(|i| i.ptxas_register_count(Some(3))), Some(4));
    }

    #[test]
    fn maxrregcount_floor() {
        let Some(sm80) = lookup(80) else {
            panic!("sm_80 missing")
        };
        assert_eq!(sm80.effective_maxrregcount(16), 24);
        assert_eq!(sm80.effective_maxrregcount(32), 32);
        assert_eq!(sm80.effective_maxrregcount(300), 255);
        assert_eq!(
            sm80.maxrregcount_floor_warning(16).as_deref(),
            Some("ptxas warning : For profile sm_80 adjusting per thread register count of 16 to lower bound of 24")
        );
        assert_eq!(sm80.maxrregcount_floor_warning(24), None);
    }

    #[test]
    fn compute_capability_matches_name() {
        for info in &TABLE {
            let (major, minor) = info.compute_capability;
            assert_eq!(major * 10 + minor, info.sm, "sm_{}", info.sm);
            // Opt-in never exceeds what the largest carveout can hold.
            if let Some(&largest) = info.shared_memory_carveouts.last() {
                assert!(
                    info.shared_memory_per_block_optin + info.reserved_shared_memory_per_block
                        <= largest
                );
                assert_eq!(largest, info.shared_memory_per_sm, "sm_{}", info.sm);
            }
        }
    }
}
