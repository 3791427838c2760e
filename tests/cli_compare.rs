//! `ptxra compare` against the real ptxas (installed by `scripts/setup.sh`; the test fails,
//! never skips, without it): the ptxas column must be what ptxas recorded for the kernel
//! suite, the summary must be computed from the rows, and the exit code must follow
//! `--tolerance`.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn ptxas() -> PathBuf {
    let p = root().join(".tools/cuda/nvidia/cu13/bin/ptxas");
    assert!(
        p.exists(),
        "ptxas 13.5 not found at {}: run scripts/setup.sh (this test needs the real ptxas)",
        p.display()
    );
    p
}

fn compare(args: &[&str]) -> (Option<i32>, Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .arg("compare")
        .arg("--ptxas")
        .arg(ptxas())
        .args(args)
        .current_dir(root())
        .output();
    let Ok(out) = out else {
        panic!("cannot run ptxra")
    };
    let json = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    (
        out.status.code(),
        json,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_ptxas_column_is_what_ptxas_recorded() {
    let file = "kernels/ptx/nvrtc-13.5/sm_80/tiny_anchors.ptx";
    let (code, v, err) = compare(&["--json", file, "kernels/ll/divergence.ll"]);
    assert_eq!(code, Some(0), "{err}");
    let refs: Vec<Value> = serde_json::from_str(
        &std::fs::read_to_string(root().join("kernels/ref/ptxas-13.5.json")).unwrap_or_default(),
    )
    .unwrap_or_default();
    let rows = v["rows"].as_array().cloned().unwrap_or_default();
    let mut checked = 0;
    for r in rows.iter().filter(|r| r["input"] == file) {
        let recorded = refs.iter().find(|x| {
            x["ptx"] == "ptx/nvrtc-13.5/sm_80/tiny_anchors.ptx"
                && x["run"] == "default"
                && x["function"] == r["function"]
        });
        let Some(recorded) = recorded else {
            panic!("{} has no recorded ptxas result", r["function"])
        };
        for key in ["registers", "stack_frame", "spill_stores", "spill_loads"] {
            assert_eq!(r["ptxas"][key], recorded[key], "{} {key}", r["function"]);
        }
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} functions compared");
    // LLVM input is compared through the PTX LLVM makes of it.
    assert!(rows
        .iter()
        .any(|r| r["input"] == "kernels/ll/divergence.ll" && r["ptxas"]["registers"].is_u64()));
    // The summary is computed from the rows.
    let errors: Vec<i64> = rows
        .iter()
        .filter(|r| r["kind"] == "entry")
        .filter_map(|r| Some(r["ptxra"]["registers"].as_i64()? - r["ptxas"]["registers"].as_i64()?))
        .collect();
    assert_eq!(v["summary"]["functions"], errors.len());
    let exact = 100.0 * errors.iter().filter(|e| **e == 0).count() as f64 / errors.len() as f64;
    let got = v["summary"]["exact_pct"].as_f64().unwrap_or(-1.0);
    assert!((got - exact).abs() < 1e-9, "{got} vs {exact}");
}

#[test]
fn tolerance_sets_the_exit_code_and_bad_inputs_are_reported() {
    let file = "kernels/ptx/nvrtc-13.5/sm_80/tiny_anchors.ptx";
    let (code, v, _) = compare(&["--json", "--tolerance", "1000", file]);
    assert_eq!(code, Some(0));
    let worst = v["rows"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|r| {
            Some((r["ptxra"]["registers"].as_i64()? - r["ptxas"]["registers"].as_i64()?).abs())
        })
        .max()
        .unwrap_or(0);
    let (code, _, _) = compare(&["--json", "--tolerance", &worst.to_string(), file]);
    assert_eq!(code, Some(0), "a tolerance equal to the worst error passes");
    if worst > 0 {
        let (code, _, _) = compare(&["--json", "--tolerance", &(worst - 1).to_string(), file]);
        assert_eq!(code, Some(1), "a tolerance below the worst error fails");
    }
    let Ok(tmp) = tempfile::tempdir() else {
        panic!("no temporary directory")
    };
    let bad = tmp.path().join("bad.ptx");
    std::fs::write(
        &bad,
        ".version 8.0\n.target sm_80\n.address_size 64\n.entry k( {\n",
    )
    .ok();
    let (code, v, _) = compare(&["--json", file, &bad.display().to_string()]);
    assert_eq!(code, Some(2));
    assert_eq!(v["failures"][0]["input"], bad.display().to_string());
    assert!(v["failures"][0]["ptxra"]
        .as_str()
        .is_some_and(|m| m.contains("error")));
    assert!(
        v["rows"].as_array().is_some_and(|r| !r.is_empty()),
        "good inputs still compared"
    );
}

/// The command line `script(1)` runs in a pseudo-terminal, each word quoted for `sh`.
fn shell_line(words: &[&str]) -> String {
    words
        .iter()
        .map(|w| format!("'{}'", w.replace('\'', r"'\''")))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_directory_comparison_shows_progress_on_a_terminal_only() {
    let Ok(tmp) = tempfile::tempdir() else {
        panic!("no temporary directory")
    };
    for k in ["tiny_anchors.ptx", "predicates.ptx"] {
        let from = root().join("kernels/ptx/nvrtc-13.5/sm_80").join(k);
        if let Err(e) = std::fs::copy(&from, tmp.path().join(k)) {
            panic!("cannot copy {}: {e}", from.display());
        }
    }
    let dir = tmp.path().display().to_string();
    let ptxas = ptxas().display().to_string();
    let cmd = [
        env!("CARGO_BIN_EXE_ptxra"),
        "compare",
        "--ptxas",
        &ptxas,
        &dir,
    ];
    // On a terminal (util-linux `script` gives the command one): a bar counting the inputs.
    let out = Command::new("script")
        .args(["-qec", &shell_line(&cmd), "/dev/null"])
        .output();
    let Ok(out) = out else {
        panic!("cannot run script(1) (util-linux)")
    };
    let seen = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{seen}");
    assert!(seen.contains("/2 inputs"), "no progress bar: {seen:?}");
    // Through a pipe: the table only, no bar.
    let (code, _, err) = compare(&[&dir]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!err.contains("inputs"), "{err}");
}
