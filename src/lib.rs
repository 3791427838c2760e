//! ptxra library.
#![deny(missing_docs)]
// No `panic!` on input-derived data outside tests (`allow-panic-in-tests` in clippy.toml).
#![warn(clippy::panic)]

pub mod analysis;
pub mod api;
pub mod check;
pub mod commands;
pub mod driver;
pub mod emit;
pub mod guard;
pub mod ir;
pub mod llvm;
pub mod lower;
pub mod passes;
pub mod regalloc;
pub mod stats;
pub mod target;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
