//! The pipeline on structurally valid random PTX (`ptxra::testing::testgen`): kernels with loops,
//! diamonds, calls, 64-bit pairs, predicates and uniform values, compiled with the
//! independent checker on, at the default budget and under random `--maxrregcount`
//! budgets. The only acceptable failure is a budget that cannot be met.
//!
//! The stable-toolchain driver of the cargo-fuzz targets `pipeline` and `alloc_budget`
//! (`fuzz/`): `cargo test` runs a short sample; `scripts/fuzz.sh` repeats it with
//! `PTXRA_FUZZ_CASES` for longer runs.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use ptxra::testing::testgen::{budget_from, check_pipeline, generate};

fn cases() -> u32 {
    std::env::var("PTXRA_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(48)
}

fn run(budgeted: bool) {
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    let r = runner.run(
        &(any::<u8>(), prop::collection::vec(any::<u8>(), 0..1500)),
        |(b, data)| {
            let ptx = generate(&data);
            let budget = if budgeted { budget_from(b) } else { None };
            if let Err(e) = check_pipeline(&ptx, budget) {
                return Err(TestCaseError::fail(format!(
                    "maxrregcount {budget:?}: {e}\n{ptx}"
                )));
            }
            Ok(())
        },
    );
    if let Err(e) = r {
        panic!("{e}");
    }
}

#[test]
fn generated_kernels_allocate_and_verify() {
    run(false);
}

#[test]
fn generated_kernels_under_random_budgets() {
    run(true);
}

/// Fixed inputs, so a plain `cargo test` always covers loops, calls and tight budgets even
/// if the random sample happens not to.
#[test]
fn generated_kernels_fixed_seeds() {
    for seed in 0u8..24 {
        let data: Vec<u8> = (0..800u32)
            .map(|i| (i.wrapping_mul(2654435761) >> (seed % 24)) as u8 ^ seed)
            .collect();
        let ptx = generate(&data);
        for budget in [None, Some(16), Some(24), Some(40)] {
            if let Err(e) = check_pipeline(&ptx, budget) {
                panic!("seed {seed} maxrregcount {budget:?}: {e}\n{ptx}");
            }
        }
    }
}
