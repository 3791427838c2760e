//! `--allocator` end to end: each allocator compiles and verifies, `stats --allocator all`
//! reports all three side by side, and unknown names are refused.

use std::process::Command;

#[path = "common/kernels.rs"]
mod kernels;

/// The value of `r`, or a test failure naming `what`.
fn ok<T, E: std::fmt::Display>(r: Result<T, E>, what: &str) -> T {
    match r {
        Ok(v) => v,
        Err(e) => panic!("{what}: {e}"),
    }
}

fn stats_json(args: &[&str]) -> serde_json::Value {
    // One directory per call: the tests run in parallel threads of one process.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "ptxra-cli-allocators-{}-{call}",
        std::process::id()
    ));
    ok(std::fs::create_dir_all(&dir), "temp dir");
    let path = dir.join("rev.ptx");
    ok(
        std::fs::write(&path, kernels::reverse_kernel("rev", 40)),
        "write kernel",
    );
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .arg("stats")
        .arg("--json")
        .arg("--verify")
        .args(args)
        .arg(&path)
        .output();
    let out = ok(out, "run ptxra");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    ok(serde_json::from_slice(&out.stdout), "JSON")
}

#[test]
fn every_allocator_compiles_and_verifies() {
    for kind in ["fatpoint", "briggs", "greedy"] {
        let v = stats_json(&["--allocator", kind]);
        let input = &v["inputs"][0];
        assert_eq!(input["allocator"], kind);
        let f = &input["functions"][0];
        assert_eq!(f["verified"], true, "{kind}");
        // 40 words live at once: at least 40 registers, and no reason to spill.
        assert!(f["registers"].as_u64() >= Some(40), "{kind}: {f}");
        assert_eq!(f["spill_stores"], 0, "{kind}");
        // Under 24 registers they cannot all stay: spill code, still verified.
        let v = stats_json(&["--allocator", kind, "--maxrregcount", "24"]);
        let f = &v["inputs"][0]["functions"][0];
        assert_eq!(f["verified"], true, "{kind}");
        assert!(f["registers"].as_u64() <= Some(24), "{kind}: {f}");
        assert!(f["spill_stores"].as_u64() > Some(0), "{kind}: {f}");
    }
}

#[test]
fn stats_all_reports_each_allocator() {
    let v = stats_json(&["--allocator", "all", "--maxrregcount", "32"]);
    let rows = v["rows"].as_array().unwrap_or_else(|| panic!("rows"));
    let kinds: Vec<&str> = rows
        .iter()
        .filter_map(|r| r["allocator"].as_str())
        .collect();
    assert_eq!(kinds, ["fatpoint", "briggs", "greedy"]);
    for r in rows {
        assert_eq!(r["verified"], true, "{r}");
        assert!(r["registers"].as_u64() <= Some(32), "{r}");
        assert!(r["alloc_ms"].as_f64().is_some_and(|t| t >= 0.0));
    }
    assert!(v["failures"].as_array().is_some_and(|f| f.is_empty()));
}

#[test]
fn unknown_allocators_are_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(["stats", "--allocator", "linear-scan", "x.ptx"])
        .output();
    let out = ok(out, "run ptxra");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown allocator `linear-scan`"));
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(["compile", "--allocator", "all", "x.ptx"])
        .output();
    let out = ok(out, "run ptxra");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("`--allocator all`"));
}
