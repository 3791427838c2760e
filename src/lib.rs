//! ptxra library.
#![deny(missing_docs)]

pub mod ir;
pub mod lower;
pub mod target;
