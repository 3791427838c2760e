//! ptxra library.
#![deny(missing_docs)]
// No `panic!` on input-derived data outside tests (`allow-panic-in-tests` in clippy.toml).
#![warn(clippy::panic)]

pub mod allocators;
pub mod analysis;
pub mod api;
pub mod check;
pub mod compare;
pub mod driver;
pub mod emit;
pub mod explain;
pub mod guard;
pub mod ir;
pub mod knobs;
pub mod llvm;
pub mod lower;
pub mod passes;
pub mod ptxas_compat;
pub mod regalloc;
pub mod stats;
pub mod suite;
pub mod sweep;
pub mod synth;
pub mod target;
pub mod testgen;
pub mod text;
