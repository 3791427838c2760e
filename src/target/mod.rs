//! Per-SM target data and the occupancy calculator.
//!
//! Everything that differs between GPU generations is data in this module, so the rest of
//! ptxra asks "what does this SM do" instead of testing SM numbers:
//!
//! * [`Arch`] — a parsed `sm_XY[a|f]` name; only architectures with data can be built.
//! * [`SmInfo`] — per compute capability: register file and allocation granularity, warp,
//!   block and shared-memory limits, uniform/predicate/barrier register counts, and the ptxas
//!   conventions measured with the real ptxas (parameter constant-bank offset, LDC vs direct
//!   parameter operands, `--maxrregcount` floor, empty-kernel register count). Where every
//!   number comes from is documented on its field and in `MEASURED.md`.
//! * [`Subroutine`] — ptxas's internal subroutines (IEEE division, square root, 64-bit
//!   integer division) and the registers their bodies need, measured with the real ptxas.
//! * [`mod@occupancy`] — NVIDIA's occupancy calculator (`cuda_occupancy.h`) re-implemented,
//!   plus the register "cliffs" a kernel can aim for. Checked point for point against the
//!   real header by `tests/occupancy_oracle.rs`.
//!
//! This module depends on nothing else in ptxra (docs/design.md: `target/` is plain per-SM data).

mod arch;
pub mod occupancy;
mod sm;
mod subroutines;

pub use arch::{Arch, ArchError, ArchSuffix};

/// The ptxas release whose behaviour ptxra models: the numbers, listings and messages it
/// reproduces were measured with this one (`ptxas --version`).
pub const PTXAS_VERSION: &str = "13.5.37";

/// `ptxra --version`: ptxra's own version, and the ptxas and architectures it models.
pub fn version_text() -> String {
    let arches: Vec<String> = Arch::all().map(|a| a.to_string()).collect();
    format!(
        "{} (models ptxas {PTXAS_VERSION}; {} to {})",
        env!("CARGO_PKG_VERSION"),
        arches.first().map_or("", String::as_str),
        arches.last().map_or("", String::as_str)
    )
}
pub use occupancy::{occupancy, Limiter, Occupancy, OccupancyError, OccupancyInput};
pub use sm::{ParamAccess, SmInfo};
pub use subroutines::{CallShape, Subroutine, SubroutineInfo};
