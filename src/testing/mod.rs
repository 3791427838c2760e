//! Kernels made up for measuring and testing the pipeline, not for users: compiled only with
//! the `testing` feature (which the crate's own tests, benchmarks, examples and the fuzz
//! targets turn on) or in the library's unit tests, so the public API of a normal build
//! carries no test generators.
//!
//! * [`synth`] — synthetic kernels of any size and register pressure, for benchmarks and
//!   scaling measurements (`benches/pipeline.rs`, `examples/gen_huge.rs`);
//! * [`testgen`] — structurally valid random PTX from arbitrary bytes, for fuzzing past the
//!   parser (`fuzz/`, `tests/gen_pipeline.rs`).

pub mod synth;
pub mod testgen;
