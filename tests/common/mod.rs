//! Shared support for integration tests.
//!
//! [`filecheck`] is the small FileCheck-like matcher behind `tests/golden.rs`.

pub mod filecheck;
