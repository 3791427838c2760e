//! Machine-IR passes that run between lowering and allocation (the ones ptxas runs too,
//! where they change register pressure), and the clean-up after it. One pass per file, each
//! named by its verb.

mod assign_uniform;
mod legalize_operands;
mod opt_dce;
mod opt_identity_moves;
mod sched_hoist_loads;

pub use assign_uniform::assign_uniform;
pub use legalize_operands::legalize_operands;
pub use opt_dce::opt_dce;
pub use opt_identity_moves::opt_identity_moves;
pub use sched_hoist_loads::sched_hoist_loads;
