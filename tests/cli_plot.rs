//! `--plot DIR` writes one pressure SVG per function and an occupancy SVG per entry.

use std::process::Command;

#[test]
fn plot_writes_svgs_per_function() {
    let dir = tempfile::tempdir().unwrap();
    let input = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/golden/alloc/spill24.ptx"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(["stats", "--maxrregcount", "24", "--plot"])
        .arg(dir.path())
        .arg(input)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(
        names.iter().any(|n| n.ends_with(".pressure.svg")),
        "{names:?}"
    );
    assert!(
        names.iter().any(|n| n.ends_with(".occupancy.svg")),
        "{names:?}"
    );
    for n in &names {
        let text = std::fs::read_to_string(dir.path().join(n)).unwrap();
        assert!(
            text.starts_with("<svg") || text.starts_with("<?xml"),
            "{n} is not SVG"
        );
        // The budget line and spill markers are drawn for a kernel that spills under 24.
        if n.ends_with(".pressure.svg") {
            assert!(text.contains("budget 24"), "{n} lacks the budget line");
        }
    }
}
