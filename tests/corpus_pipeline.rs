//! Kernels of the project's suite and (when present) the shared development corpus go
//! through the whole pipeline with the independent checker on: at the default budget and
//! under `--maxrregcount` 24 and 32 (the stress budgets that force spilling).
//!
//! `cargo test` runs each budget on a stratified sample (a fifth of every producer ×
//! architecture directory and every kernel at least once: `common/corpus.rs`), each budget
//! on different files; `PTXRA_FULL=1` (`scripts/test-full.sh`) runs every file.

#[path = "common/corpus.rs"]
mod corpus;

use ptxra::driver::{compile_ptx, DriverError, Options};

/// The sampled share of each directory, in thousandths.
const SAMPLE_PER_MILLE: u64 = 200;

fn run_all(test: &str, maxrregcount: Option<u32>) {
    let files = corpus::files(&["kernels/ptx", "../shared/corpus/ptx"], "ptx");
    assert!(!files.is_empty(), "no PTX inputs found");
    let files = corpus::sweep(test, files, SAMPLE_PER_MILLE);
    let opts = Options {
        maxrregcount,
        verify: true,
        ..Options::default()
    };
    // Per file: the functions verified, or what went wrong.
    let outcomes = corpus::parallel(&files, |path| -> Result<usize, String> {
        let name = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| format!("{name}: unreadable: {e}"))?;
        let outcome = std::panic::catch_unwind(|| compile_ptx(&bytes, &name, &opts))
            .map_err(|_| format!("{name}: PANIC"))?;
        match outcome {
            Ok(r) => {
                for f in &r.functions {
                    assert!(f.stats.verified, "{name}: {} not verified", f.stats.name);
                }
                Ok(r.functions.len())
            }
            // A budget that cannot fit is a legitimate ptxas-style outcome; anything else is not.
            Err(DriverError::Alloc { .. }) => Ok(0),
            Err(e) => Err(format!("{name}: {e}")),
        }
    });
    let functions: usize = outcomes.iter().filter_map(|o| o.as_ref().ok()).sum();
    let failures: Vec<&String> = outcomes.iter().filter_map(|o| o.as_ref().err()).collect();
    eprintln!(
        "{} files, {functions} functions verified (maxrregcount {maxrregcount:?})",
        files.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn every_kernel_allocates_and_verifies_at_default_budget() {
    run_all("corpus_pipeline default", None);
}

#[test]
fn every_kernel_allocates_and_verifies_at_maxrregcount_32() {
    run_all("corpus_pipeline 32", Some(32));
}

#[test]
fn every_kernel_allocates_and_verifies_at_maxrregcount_24() {
    run_all("corpus_pipeline 24", Some(24));
}
