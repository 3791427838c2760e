//! ptxra library.
#![deny(missing_docs)]

pub mod analysis;
pub mod check;
pub mod driver;
pub mod ir;
pub mod lower;
pub mod passes;
pub mod regalloc;
pub mod stats;
pub mod target;
