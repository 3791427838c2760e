//! Per-function statistics: the one plain struct that the `-v` lines, the JSON report, the
//! listing's facts block and the fidelity comparisons are all rendered from.

use serde::Serialize;

use crate::ir::FunctionKind;
use crate::target::occupancy::Occupancy;

/// What ptxra found for one function. Field meanings follow `ptxas -v` exactly where ptxas
/// prints the same fact (docs/design.md, "Outputs").
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FunctionStats {
    /// Function name as in the PTX.
    pub name: String,
    /// `entry` or `func`.
    pub kind: FunctionKind,
    /// ptxas's "Used N registers": highest GPR index touched + the reserved registers.
    pub registers: u32,
    /// Uniform registers used (highest UR index + 1; ptxas does not count them in N).
    pub uniform_registers: u32,
    /// Predicate registers used (highest P index + 1).
    pub predicates: u32,
    /// Named barriers (`used N barriers`).
    pub barriers: u32,
    /// Bytes of stack frame (local arrays + spill slots).
    pub stack_frame: u32,
    /// Bytes written by spill stores (static count, as ptxas reports it).
    pub spill_stores: u32,
    /// Bytes read by spill loads.
    pub spill_loads: u32,
    /// Bytes of shared memory per block taken by spill slots (`.pragma
    /// "enable_smem_spilling"`): 4 bytes per thread and slot. Included in `smem`; shared
    /// spill traffic is not counted in `spill_stores`/`spill_loads`, as in ptxas.
    pub smem_spill_bytes: u32,
    /// Values recomputed instead of spilled.
    pub remat_count: u32,
    /// Machine instructions after allocation.
    pub instructions: u32,
    /// Peak simultaneously live GPRs (the lower bound an allocator is judged against).
    pub max_live: u32,
    /// The register count ptxas aims for ("Used N" terms): the explicit limit when there is
    /// one, else the top of the occupancy plateau the function's demand falls on.
    pub register_target: u32,
    /// `N bytes cmem[0]`: driver area plus parameters.
    pub cmem0: u32,
    /// Static shared memory bytes.
    pub smem: u32,
    /// Occupancy at the kernel's block size (entries only).
    pub occupancy: Option<Occupancy>,
    /// Whether the independent checker verified the allocation (`false` when not run).
    pub verified: bool,
}
