//! Every kernel of the project's suite and (when present) the shared development corpus goes
//! through the whole pipeline with the independent checker on: at the default budget and
//! under `--maxrregcount` 24 and 32 (the stress budgets that force spilling).

use std::path::{Path, PathBuf};

use ptxra::driver::{compile_ptx, DriverError, Options};

fn ptx_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            ptx_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "ptx") {
            out.push(p);
        }
    }
}

fn inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    ptx_files(&root.join("kernels/ptx"), &mut files);
    ptx_files(&root.join("../shared/corpus/ptx"), &mut files);
    files
}

fn run_all(maxrregcount: Option<u32>) {
    let files = inputs();
    assert!(!files.is_empty(), "no PTX inputs found");
    let opts = Options {
        maxrregcount,
        verify: true,
        ..Options::default()
    };
    let mut failures = Vec::new();
    let mut functions = 0;
    for path in &files {
        let Ok(bytes) = std::fs::read(path) else {
            failures.push(format!("{}: unreadable", path.display()));
            continue;
        };
        let name = path.display().to_string();
        let outcome = std::panic::catch_unwind(|| compile_ptx(&bytes, &name, &opts));
        let Ok(outcome) = outcome else {
            failures.push(format!("{name}: PANIC"));
            continue;
        };
        match outcome {
            Ok(r) => {
                for f in &r.functions {
                    assert!(f.stats.verified);
                    functions += 1;
                }
            }
            // A budget that cannot fit is a legitimate ptxas-style outcome; anything else is not.
            Err(DriverError::Alloc { .. }) => {}
            Err(e) => failures.push(format!("{}: {e}", path.display())),
        }
    }
    eprintln!(
        "{} files, {functions} functions verified (maxrregcount {maxrregcount:?})",
        files.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_kernel_allocates_and_verifies_at_default_budget() {
    run_all(None);
}

#[test]
fn every_kernel_allocates_and_verifies_at_maxrregcount_32() {
    run_all(Some(32));
}

#[test]
fn every_kernel_allocates_and_verifies_at_maxrregcount_24() {
    run_all(Some(24));
}
