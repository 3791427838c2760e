//! `explain` on every kernel of the suite and (when present) the development corpus: it
//! must work everywhere, name a GPR peak with at least as many live registers as it
//! reports, and account for every value the allocator moved out of registers.
//!
//! `cargo test` runs a stratified sample (a fifth of every producer × architecture
//! directory and every kernel at least once: `common/corpus.rs`); `PTXRA_FULL=1`
//! (`scripts/test-full.sh`) runs every file.

#[path = "common/corpus.rs"]
mod corpus;

use ptxra::commands::explain::explain;
use ptxra::driver::{DriverError, Options};

/// The sampled share of each directory, in thousandths.
const SAMPLE_PER_MILLE: u64 = 200;

#[test]
fn explain_works_on_every_kernel() {
    let files = corpus::files(&["kernels/ptx", "../shared/corpus/ptx"], "ptx");
    assert!(!files.is_empty());
    let files = corpus::sweep("cli_explain", files, SAMPLE_PER_MILLE);
    let opts = Options {
        maxrregcount: Some(32),
        ..Options::default()
    };
    // Per file: the functions explained and what is wrong with them.
    let outcomes = corpus::parallel(&files, |path| {
        let mut failures = Vec::new();
        let mut functions = 0;
        match explain(path, &opts, None) {
            Ok(e) => {
                for f in &e.functions {
                    functions += 1;
                    let Some(r) = f.peaks.iter().find(|p| p.class == "R") else {
                        continue; // no GPR value at all (an empty kernel)
                    };
                    let live: u32 = r.live.iter().map(|v| u32::from(v.width)).sum();
                    if live > r.registers || r.at.is_empty() {
                        failures.push(format!(
                            "{}: {}: peak {} but {live} live registers listed at {:?}",
                            path.display(),
                            f.name,
                            r.registers,
                            r.at.first()
                        ));
                    }
                }
            }
            Err(DriverError::Alloc { .. }) => {}
            Err(e) => failures.push(format!("{}: {e}", path.display())),
        }
        (functions, failures)
    });
    let functions: usize = outcomes.iter().map(|o| o.0).sum();
    let failures: Vec<String> = outcomes.into_iter().flat_map(|o| o.1).collect();
    eprintln!("explained {functions} functions in {} files", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
