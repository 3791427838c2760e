//! `ptxra suite` end to end: a baseline is written, an unchanged suite passes, a deliberately
//! worsened kernel makes the gate exit 1 and the JUnit file name it, and the baseline is
//! byte-identical whatever the thread count; a gate on occupancy only passes register growth
//! within an occupancy step and fails one that loses a step; an edited manifest line is
//! reported as changed.

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
        junit.contains(r#"<testcase classname="k/hot.ptx" name="hot" file="k/hot.ptx" time=""#),
        "{junit}"
    );
    assert!(junit.contains("<failure message=\"registers "), "{junit}");
    assert!(
        junit.contains("why: ptxra explain k/hot.ptx --function hot</failure>"),
        "{junit}"
    );
    assert!(
        junit.contains(r#"<property name="flags" value="--maxrregcount 32"/>"#),
        "{junit}"
    );
    assert!(
        junit.contains(r#"<property name="models_ptxas" value="13.5.37"/>"#),
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

/// A scratch suite directory with a one-line manifest.
struct Scratch {
    tmp: tempfile::TempDir,
}

impl Scratch {
    fn new() -> Scratch {
        let Ok(tmp) = tempfile::tempdir() else {
            panic!("no temporary directory")
        };
        Scratch { tmp }
    }
    fn dir(&self) -> &Path {
        self.tmp.path()
    }
    fn write(&self, name: &str, body: &str) {
        if let Err(e) = std::fs::write(self.dir().join(name), body) {
            panic!("cannot write {name}: {e}");
        }
    }
    fn gate(&self, extra: &[&str]) -> (Option<i32>, String) {
        let mut args = vec!["suite", "s.txt", "--baseline", "b.json"];
        args.extend_from_slice(extra);
        let o = ptxra(&args, self.dir(), "2");
        (o.status.code(), text(&o.stdout) + &text(&o.stderr))
    }
}

#[test]
fn an_occupancy_gate_passes_growth_within_a_step_and_fails_a_lost_step() {
    // The kernel goes from 10 registers to 32, then 40. At 256 threads per block on sm_80
    // every count up to 32 registers keeps 100 % occupancy (cuda_occupancy.h: 64 warps);
    // 40 registers leave room for 6 blocks, 75 %.
    let s = Scratch::new();
    s.write("s.txt", "k.ptx fail-on=occupancy\n");
    s.write("k.ptx", &reverse_kernel("k", 2));
    let (code, out) = s.gate(&["--update"]);
    assert_eq!(code, Some(0), "{out}");

    // 26 values live: 32 registers, the same occupancy step. Allowed, not a regression.
    s.write("k.ptx", &reverse_kernel("k", 26));
    let (code, out) = s.gate(&["--json"]);
    assert_eq!(code, Some(0), "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap_or_default();
    let c = &v["changes"][0];
    assert_eq!(
        (&c["direction"], &c["metric"], &c["new"]),
        (&"allowed".into(), &"registers".into(), &32.into()),
        "{v}"
    );
    assert_eq!(
        c["occupancy"],
        serde_json::json!({"old": 1.0, "new": 1.0}),
        "{v}"
    );
    assert_eq!(
        c["delta"],
        c["new"].as_i64().unwrap_or(0) - c["old"].as_i64().unwrap_or(0)
    );
    // The default policy fails the same growth.
    let (code, out) = s.gate(&["--fail-on", "registers"]);
    assert_eq!(code, Some(0), "the manifest's policy wins: {out}");
    s.write("s.txt", "k.ptx\n");
    let (code, out) = s.gate(&[]);
    assert_eq!(code, Some(1), "{out}");

    // 34 values live: 40 registers, one occupancy step down. A regression.
    s.write("s.txt", "k.ptx fail-on=occupancy\n");
    s.write("k.ptx", &reverse_kernel("k", 34));
    let (code, out) = s.gate(&["--markdown", "pr.md"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("REGRESSION k.ptx k: occupancy 100.0% -> 75.0%"),
        "{out}"
    );
    assert!(out.contains("allowed    k.ptx k: registers"), "{out}");
    let md = std::fs::read_to_string(s.dir().join("pr.md")).unwrap_or_default();
    assert!(md.starts_with("### ptxra suite: 1 regression(s)"), "{md}");
    assert!(
        md.contains("| **regression** | `k.ptx` | `k` | occupancy | 100.0% | 75.0% | -25.0 pt |"),
        "{md}"
    );
}

#[test]
fn an_edited_manifest_line_is_reported_as_changed() {
    let s = Scratch::new();
    s.write("k.ptx", &reverse_kernel("k", 34));
    s.write("s.txt", "k.ptx --maxrregcount 64\n");
    let (code, out) = s.gate(&["--update"]);
    assert_eq!(code, Some(0), "{out}");
    s.write("s.txt", "k.ptx --maxrregcount 32\n");
    let (code, out) = s.gate(&[]);
    assert!(
        out.contains(
            "changed    k.ptx [--maxrregcount 32, was --maxrregcount 64]: options changed"
        ),
        "{out}"
    );
    assert!(
        !out.contains("new function") && !out.contains("no longer"),
        "{out}"
    );
    // Spilling to fit 32 registers is a regression of the spill metrics.
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(
            "REGRESSION k.ptx [--maxrregcount 32, was --maxrregcount 64] k: spill stores 0 -> "
        ),
        "{out}"
    );
}
