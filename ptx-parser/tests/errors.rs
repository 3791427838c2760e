//! Snapshot tests of diagnostics: every `tests/errors/*.ptx` must fail to parse, and its
//! rendered error must equal the neighbouring `.stderr` file exactly.
//!
//! `PTXRA_BLESS=1 cargo test -p ptx-parser --test errors` rewrites the snapshots; review the
//! diff, since the point of the snapshots is the quality of each message.

use std::path::{Path, PathBuf};

use ptx_parser::parse_bytes;

/// Renders the diagnostic for one input (parsed as bytes, so invalid UTF-8 is covered).
fn diagnose(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    match parse_bytes(&bytes) {
        Ok(_) => Err(format!("{name}: parsed without error, but it is malformed")),
        Err(e) => {
            let src = String::from_utf8_lossy(&bytes);
            let span = e.span();
            if span.start > span.end || span.end as usize > bytes.len() {
                return Err(format!("{name}: error span {span:?} is outside the input"));
            }
            Ok(e.render(&name, &src))
        }
    }
}

#[test]
fn error_snapshots() {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/errors"));
    let bless = std::env::var_os("PTXRA_BLESS").is_some_and(|v| v == "1");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    inputs.retain(|p| p.extension().is_some_and(|e| e == "ptx"));
    inputs.sort();
    assert!(
        inputs.len() >= 25,
        "expected at least 25 error cases, found {}",
        inputs.len()
    );
    let mut failures = Vec::new();
    for input in &inputs {
        let expected_path = input.with_extension("stderr");
        let actual = match diagnose(input) {
            Ok(a) => a,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        if bless {
            if let Err(e) = std::fs::write(&expected_path, &actual) {
                failures.push(format!("{}: {e}", expected_path.display()));
            }
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != actual {
            failures.push(format!(
                "{}: diagnostic differs (PTXRA_BLESS=1 to update)\n--- expected\n{expected}--- actual\n{actual}",
                input.display()
            ));
        }
    }
    println!("checked {} error snapshots", inputs.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
