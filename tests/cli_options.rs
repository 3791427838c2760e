//! No silent options, one document per output: an option a command accepts does something
//! there or is refused with a usage error (exit status 2), and `compile --emit json` prints
//! one JSON document whatever the number of functions.

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::path::Path;
use std::process::{Command, Output};

/// A module of three functions: a kernel and two `.func`s.
const THREE_FUNCTIONS: &str = "tests/valid/many_values_merged_in_r0.ptx";

fn ptxra(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
        .output()
        .expect("run ptxra")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `--time-passes` on `stats` prints the pass times summed over the inputs (it used to
/// print nothing).
#[test]
fn stats_prints_pass_times() {
    let o = ptxra(&["stats", "--time-passes", THREE_FUNCTIONS]);
    let err = text(&o.stderr);
    assert!(o.status.success(), "{err}");
    for pass in ["parse", "lower", "regalloc", "total"] {
        assert!(
            err.lines()
                .any(|l| l.trim_start().starts_with(&format!("{pass}:"))),
            "no time for {pass}:\n{err}"
        );
    }
}

/// Options a command has no use for are refused, naming where they apply.
#[test]
fn options_a_command_cannot_honour_are_refused() {
    let cases: [(&[&str], &str); 7] = [
        (
            &["compare", "--time-passes"],
            "`--time-passes` is for `compile` and `stats`",
        ),
        (
            &["explain", "--time-passes"],
            "`--time-passes` is for `compile` and `stats`",
        ),
        (
            &["sweep", "--time-passes"],
            "`--time-passes` is for `compile` and `stats`",
        ),
        (
            &["compare", "--plot", "plots"],
            "`--plot` is for `compile`, `stats`",
        ),
        (
            &["sweep", "--allocator", "all"],
            "`--allocator all` is for `stats` and `compare`",
        ),
        (
            &["explain", "--allocator", "all"],
            "`--allocator all` is for `stats` and `compare`",
        ),
        (
            &["compile", "--allocator", "all"],
            "`--allocator all` is for `stats` and `compare`",
        ),
    ];
    for (args, message) in cases {
        let mut all = args.to_vec();
        all.push(THREE_FUNCTIONS);
        let o = ptxra(&all);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
    }
    // `suite` takes a manifest and a baseline; the options are refused before either is read.
    for (option, message) in [
        (&["--time-passes"][..], "`--time-passes` is for"),
        (&["--plot", "plots"][..], "`--plot` is for"),
        (&["--allocator", "all"][..], "`--allocator all` is for"),
    ] {
        let mut args = vec!["suite", "--baseline", "missing.json"];
        args.extend(option);
        args.push("missing.txt");
        let o = ptxra(&args);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{option:?}: {err}");
        assert!(err.contains(message), "{option:?}: {err}");
    }
}

/// `compile --emit json` on a module of three functions prints one JSON document: the one
/// `stats --json` prints for the input (it used to print one document per function).
#[test]
fn compile_emits_one_json_document() {
    let o = ptxra(&["compile", "--emit", "json", THREE_FUNCTIONS]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON document");
    let s = ptxra(&["stats", "--json", THREE_FUNCTIONS]);
    let stats: serde_json::Value = serde_json::from_slice(&s.stdout).expect("stats JSON");
    assert_eq!(doc["inputs"], stats["inputs"]);
    assert_eq!(
        doc["inputs"][0]["functions"].as_array().map(Vec::len),
        Some(3)
    );
}

/// `ptxra --version` names the ptxas release and the architectures it models, and the JSON
/// report records the release.
#[test]
fn the_version_names_the_modelled_ptxas() {
    let o = ptxra(&["--version"]);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(out.contains("models ptxas 13.5.37"), "{out}");
    assert!(out.contains("sm_75") || out.contains(" to sm_"), "{out}");
    let s = ptxra(&["stats", "--json", THREE_FUNCTIONS]);
    let v: serde_json::Value = serde_json::from_slice(&s.stdout).expect("stats JSON");
    assert_eq!(v["models_ptxas"], "13.5.37");
}

/// `ptxra occupancy` refuses a launch no GPU of the architecture can make (it used to print
/// 0 % for them) and prints the blocks per SM each resource allows, as NVIDIA's calculator
/// does.
#[test]
fn occupancy_validates_its_inputs_and_shows_every_limit() {
    for (args, message) in [
        (
            &["--registers", "300", "--block-size", "256"][..],
            "300 registers per thread: sm_80 has at most 255",
        ),
        (
            &["--registers", "32", "--block-size", "2000"],
            "a block of 2000 threads: sm_80 allows at most 1024",
        ),
        (
            &[
                "--registers",
                "32",
                "--block-size",
                "256",
                "--smem",
                "300000",
            ],
            "300000 bytes of shared memory per block: sm_80 allows at most 166912",
        ),
    ] {
        let mut all = vec!["occupancy", "--arch", "sm_80"];
        all.extend(args);
        let o = ptxra(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            text(&o.stderr).contains(message),
            "{args:?}: {}",
            text(&o.stderr)
        );
    }
    // 40000 B per block: shared memory allows 4 blocks of the 8 the warps allow (sm_80: 164
    // KiB per SM, 1 KiB reserved per block).
    let o = ptxra(&[
        "occupancy",
        "--arch",
        "sm_80",
        "--registers",
        "32",
        "--block-size",
        "256",
        "--smem",
        "40000",
    ]);
    assert!(o.status.success());
    assert!(
        text(&o.stdout).contains(
            "blocks per SM allowed by each resource: warps 8, registers 8, shared memory 4, block slots 32, barriers -"
        ),
        "{}",
        text(&o.stdout)
    );
    let o = ptxra(&[
        "occupancy",
        "--arch",
        "sm_80",
        "--registers",
        "32",
        "--block-size",
        "256",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["block_limits"]["warps"], 8);
    assert_eq!(v["block_limits"]["barriers"], serde_json::Value::Null);
}

/// `stats` over several inputs ends with a totals line, and `-j N` bounds the inputs
/// compiled at once without changing the output.
#[test]
fn stats_totals_and_jobs() {
    let dir = "tests/valid";
    let one = ptxra(&["stats", "--verify", "-j", "1", dir]);
    let two = ptxra(&["stats", "--verify", "--jobs", "2", dir]);
    assert!(one.status.success(), "{}", text(&one.stderr));
    assert_eq!(one.stdout, two.stdout);
    let out = text(&one.stdout);
    let last = out.lines().last().unwrap_or("");
    assert!(last.starts_with("total: 4 inputs (0 failed), "), "{out}");
    assert!(last.contains(" verified), "), "{out}");
    let o = ptxra(&["stats", "-j", "0", dir]);
    assert_eq!(o.status.code(), Some(2));
}

/// Human tables show C++ names demangled and never cut a name or a path; JSON keeps the
/// mangled name ptxas prints.
#[test]
fn names_are_demangled_and_never_cut() {
    let input = "kernels/ptx/clang-22/sm_90/unrolled_loops.ptx";
    let o = ptxra(&["stats", input]);
    let out = text(&o.stdout);
    assert!(
        out.contains("  fir_unrolled<32, 16>(float const*, float*, int) "),
        "{out}"
    );
    let o = ptxra(&["stats", "--allocator", "all", input]);
    let out = text(&o.stdout);
    assert!(
        out.contains(&format!(
            "{input} fir_unrolled<32, 16>(float const*, float*, int) "
        )),
        "{out}"
    );
    assert!(!out.contains('…'), "{out}");
    let o = ptxra(&["stats", "--json", input]);
    assert!(text(&o.stdout).contains("\"_Z12fir_unrolledILi32ELi16EEvPKfPfi\""));
}

/// An allocation failure under `stats` names its input, and its JSON entry carries the PTX
/// line and the architecture (ptxas's C7602 wording names neither the file nor the target).
#[test]
fn budget_failures_name_the_file_line_and_arch() {
    let input = "kernels/ptx/nvrtc-13.5/sm_80/mma_sync_ptx.ptx";
    let o = ptxra(&["stats", "--maxrregcount", "16", input]);
    assert_eq!(o.status.code(), Some(3));
    let err = text(&o.stderr);
    assert!(
        err.contains(&format!("{input}: ptxas fatal   : (C7602)")),
        "{err}"
    );
    let o = ptxra(&["stats", "--json", "--maxrregcount", "16", input]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    let entry = &v["inputs"][0];
    assert_eq!(entry["arch"], "sm_80");
    assert!(
        entry["error"]["line"].as_u64().is_some_and(|l| l > 0),
        "{entry}"
    );
}

/// `compile -o -` writes to standard output, as `-` means for output files elsewhere, not to
/// a file named `-`.
#[test]
fn compile_output_dash_is_stdout() {
    let dir = std::env::temp_dir().join(format!("ptxra-dash-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join(THREE_FUNCTIONS);
    let o = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(["compile", "-o", "-"])
        .arg(&input)
        .current_dir(&dir)
        .output()
        .expect("run ptxra");
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("registers:"),
        "no listing on stdout"
    );
    assert!(!dir.join("-").exists(), "a file named '-' was written");
    std::fs::remove_dir_all(&dir).ok();
}
