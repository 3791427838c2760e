//! Analyses of machine IR that the allocator and the pre-RA passes rely on.
//!
//! ```text
//!  Function ──► Cfg ──► DomTree ──► LoopForest ──► calc_block_frequency   (spill-cost weights)
//!                │  └─► PostDomTree ─┐
//!                │                   └──────────► calc_uniformity         (UR/UP candidates)
//!                └────► Liveness ──► calc_live_ranges                     (interference, costs)
//!                            └─────► calc_pressure / pressure_profile     (MaxLive)
//! ```
//!
//! * [`bitset`]: dense bitsets over typed indices, the representation of every set here.
//! * [`call_graph`]: callees-first order and reached recursion over a module's calls, by
//!   explicit stack.
//! * [`cfg`](mod@cfg): successors, predecessors, reverse post-order, unreachable blocks.
//! * [`dominators`], [`post_dominators`]: Cooper–Harvey–Kennedy dominator trees with O(1)
//!   queries.
//! * [`loops`]: natural loops, nesting and per-block depth (irreducible cycles are not loops).
//! * [`frequency`]: `iters^depth` block frequencies (ptxas' `RegAllocEstimatedLoopIterations`).
//! * [`numbering`]: instruction indices and program points (`2i` read, `2i + 1` write).
//! * [`liveness`]: block live-in/live-out with PTX semantics (tuples are one value, guarded
//!   definitions do not kill, never-defined values are not live-in) and a per-instruction
//!   backward walk; [`liveness_check`] recomputes it naively for tests.
//! * [`live_ranges`]: per-value segments in point space, with definition and use lists.
//! * [`pressure`]: register pressure per instruction and class, counted in registers.
//! * [`uniformity`]: which values are warp-uniform.
//!
//! Invariants: every analysis is a pure function of the [`Function`](crate::ir::Function) it
//! was computed from and must be recomputed after a pass edits that function; block and value
//! indices are the function's own ([`BlockId`](crate::ir::BlockId),
//! [`VReg`](crate::ir::VReg)); instructions are numbered in layout order. The analyses assume
//! the IR verifier's invariants but never panic on out-of-range indices in operands: such
//! operands are ignored.

pub mod bitset;
pub mod call_graph;
pub mod cfg;
pub mod dominators;
pub mod frequency;
pub mod live_ranges;
pub mod liveness;
pub mod liveness_check;
pub mod loops;
pub mod numbering;
pub mod placed;
pub mod post_dominators;
pub mod pressure;
pub mod rows;
pub mod uniformity;

#[cfg(test)]
mod tests;

pub use bitset::BitSet;
pub use cfg::Cfg;
pub use dominators::DomTree;
pub use frequency::{calc_block_frequency, DEFAULT_LOOP_ITERATIONS};
pub use live_ranges::{calc_live_ranges, calc_live_rows, overlaps, LiveRange, LiveRows};
pub use liveness::{guard_local_values, InstLive, LiveCursor, LiveSet, Liveness};
pub use liveness_check::check_liveness;
pub use loops::{Loop, LoopForest, LoopId};
pub use numbering::{InstIdx, InstNumbering};
pub use placed::{placed_peak, placed_profile};
pub use post_dominators::PostDomTree;
pub use pressure::{
    boundary_pressure, calc_pressure, max_live, pressure_profile, pressure_profile_with, Pressure,
};
pub use uniformity::{
    calc_divergent_blocks, calc_divergent_branches, calc_live_thread_uniformity, calc_uniformity,
};
