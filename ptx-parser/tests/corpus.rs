//! Every real PTX file we have parses, and printing it gives text that parses to the same
//! tree: the shared compiler corpus (when checked out next to the workspace) and the
//! project's own `kernels/`.

use std::path::{Path, PathBuf};

use ptx_parser::{parse_module, print_module};

/// All `*.ptx` files under `dir`, sorted; none when `dir` is missing.
fn ptx_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            ptx_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "ptx") {
            out.push(p);
        }
    }
}

/// Parses and round-trips one file; `Err` carries a rendered diagnostic.
fn check(path: &Path) -> Result<(), String> {
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let m = parse_module(&src).map_err(|e| e.render(&name, &src))?;
    let printed = print_module(&m);
    let again = parse_module(&printed).map_err(|e| {
        format!(
            "printed form of {name} does not parse:\n{}",
            e.render(&format!("{name} (printed)"), &printed)
        )
    })?;
    if again != m {
        let (a, b) = (format!("{m:#?}"), format!("{again:#?}"));
        let line = a
            .lines()
            .zip(b.lines())
            .position(|(x, y)| x != y)
            .unwrap_or(0);
        let ctx = |s: &str| {
            s.lines()
                .skip(line.saturating_sub(5))
                .take(10)
                .collect::<Vec<_>>()
                .join("\n")
        };
        return Err(format!(
            "{name}: round trip changed the tree near Debug line {line}:\n--- parsed\n{}\n--- reparsed\n{}",
            ctx(&a),
            ctx(&b)
        ));
    }
    Ok(())
}

#[test]
fn corpus_and_kernels_parse_and_round_trip() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    ptx_files(&root.join("../../shared/corpus/ptx"), &mut files);
    let corpus = files.len();
    ptx_files(&root.join("../kernels"), &mut files);
    let kernels = files.len() - corpus;
    let failures: Vec<String> = files.iter().filter_map(|f| check(f).err()).collect();
    println!(
        "checked {} PTX files ({corpus} corpus, {kernels} kernels), {} failed",
        files.len(),
        failures.len()
    );
    if !failures.is_empty() {
        let shown: Vec<&String> = failures.iter().take(10).collect();
        panic!(
            "{} of {} files failed:\n{}",
            failures.len(),
            files.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}
