//! `ptxra suite` end to end: a baseline is written, an unchanged suite passes, a deliberately
//! worsened kernel makes the gate exit 1 and the JUnit file name it, and the baseline is
//! byte-identical whatever the thread count.

use std::path::Path;
use std::process::Command;

#[path = "common/kernels.rs"]
mod kernels;
use kernels::reverse_kernel;

fn ptxra(args: &[&str], dir: &Path, threads: &str) -> std::process::Output {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(args)
        .current_dir(dir)
        .env("RAYON_NUM_THREADS", threads)
        .output();
    match out {
        Ok(o) => o,
        Err(e) => panic!("cannot run ptxra: {e}"),
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn a_worsened_kernel_fails_the_gate_and_junit_names_it() {
    let Ok(tmp) = tempfile::tempdir() else {
        panic!("no temporary directory")
    };
    let dir = tmp.path();
    let write = |name: &str, body: String| {
        if let Err(e) = std::fs::write(dir.join(name), body) {
            panic!("cannot write {name}: {e}");
        }
    };
    std::fs::create_dir_all(dir.join("k")).ok();
    write("k/hot.ptx", reverse_kernel("hot", 4));
    write("k/cold.ptx", reverse_kernel("cold", 2));
    write(
        "suite.txt",
        "# the suite\nk/hot.ptx\nk/cold.ptx --maxrregcount 32\n".into(),
    );

    // No baseline yet: a usage error that says how to make one.
    let o = ptxra(&["suite", "suite.txt", "--baseline", "base.json"], dir, "2");
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("--update"), "{}", text(&o.stderr));

    let o = ptxra(
        &["suite", "suite.txt", "--baseline", "base.json", "--update"],
        dir,
        "2",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let first = std::fs::read_to_string(dir.join("base.json")).unwrap_or_default();
    assert!(first.contains("\"function\": \"hot\""), "{first}");

    // Deterministic: one thread writes the same bytes.
    let o = ptxra(
        &["suite", "suite.txt", "--baseline", "one.json", "--update"],
        dir,
        "1",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(
        std::fs::read_to_string(dir.join("one.json")).unwrap_or_default(),
        first
    );

    // Unchanged: passes.
    let o = ptxra(&["suite", "suite.txt", "--baseline", "base.json"], dir, "2");
    assert!(o.status.success(), "{}{}", text(&o.stdout), text(&o.stderr));
    assert!(
        text(&o.stdout).contains("0 regression(s)"),
        "{}",
        text(&o.stdout)
    );

    // Worse: 16 values live instead of 4.
    write("k/hot.ptx", reverse_kernel("hot", 16));
    let o = ptxra(
        &[
            "suite",
            "suite.txt",
            "--baseline",
            "base.json",
            "--junit",
            "report.xml",
        ],
        dir,
        "2",
    );
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}{}", text(&o.stderr));
    assert!(
        out.contains("REGRESSION") && out.contains("k/hot.ptx hot: registers"),
        "{out}"
    );
    let junit = std::fs::read_to_string(dir.join("report.xml")).unwrap_or_default();
    assert!(junit.contains(r#"failures="1""#), "{junit}");
    assert!(
        junit.contains(r#"<testcase classname="k/hot.ptx" name="hot">"#),
        "{junit}"
    );
    assert!(junit.contains("<failure message=\"registers "), "{junit}");
    assert!(
        junit.contains(r#"<testcase classname="k/cold.ptx" name="cold [--maxrregcount 32]"/>"#),
        "{junit}"
    );

    // A tolerance as large as the growth accepts it.
    let o = ptxra(
        &[
            "suite",
            "suite.txt",
            "--baseline",
            "base.json",
            "--tolerance",
            "100",
        ],
        dir,
        "2",
    );
    assert!(o.status.success(), "{}", text(&o.stdout));

    // A kernel that no longer compiles is a regression too.
    write("k/hot.ptx", "this is not PTX\n".into());
    let o = ptxra(
        &["suite", "suite.txt", "--baseline", "base.json", "--json"],
        dir,
        "2",
    );
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap_or_default();
    assert_eq!(v["regressions"], 1, "{v}");
    assert!(v["changes"][0]["message"]
        .as_str()
        .is_some_and(|m| m.contains("no longer compiles")));
}

#[test]
fn a_bad_manifest_line_is_located() {
    let Ok(tmp) = tempfile::tempdir() else {
        panic!("no temporary directory")
    };
    let dir = tmp.path();
    std::fs::write(dir.join("k.ptx"), reverse_kernel("k", 2)).ok();
    std::fs::write(dir.join("s.txt"), "k.ptx\nk.ptx --maxrregcount lots\n").ok();
    let o = ptxra(
        &["suite", "s.txt", "--baseline", "b.json", "--update"],
        dir,
        "2",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("s.txt:2: bad --maxrregcount `lots`"),
        "{}",
        text(&o.stderr)
    );
}
