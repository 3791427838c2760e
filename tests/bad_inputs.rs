//! Hostile input: every file of `tests/bad/` (empty, binary, truncated, unknown directives
//! and instructions, unsupported `.version` / `.target`, broken braces, deep nesting, invalid
//! UTF-8, undeclared registers, type mismatches, bad labels and calls, invalid LLVM IR, a
//! `.bc` that is not bitcode, and what ptxas refuses in PTX that parses: bad types and
//! modifiers, duplicate names, launch bounds, size limits, version and target requirements)
//! must end in a located error with exit status 2 — never a panic, a hang or a runaway
//! allocation. `tests/strict_input.rs` checks that ptxas refuses each PTX file too.
//!
//! * Each file's rendered error is compared with the snapshot next to it, `NAME.stderr`
//!   (`PTXRA_BLESS=1 cargo test --test bad_inputs` rewrites the snapshots; review the diff).
//!   The expected texts were checked by hand against the files: each names the line and
//!   column of the fault, which the file's construction puts there.
//! * Every run happens under a 1 GiB address-space limit (`RLIMIT_AS`) and is timed; the
//!   bound asserted is a generous 10 s (the real times are printed with `--nocapture`).
//! * A 200 MB file is generated in a temporary directory at test time.
//! * `ptxra stats` over a directory reports every bad file and still processes the good one.

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Upper bound asserted per run (the goal is < 2 s; CI machines are shared and slow).
const TIME_BOUND: Duration = Duration::from_secs(10);
/// Address-space limit of every child run.
const MEMORY_LIMIT: u64 = 1 << 30;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `ptxra ARGS` in the crate root under the memory limit; returns the output and the
/// wall time.
fn ptxra(args: &[&str]) -> (Output, Duration) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ptxra"));
    cmd.args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .env("RAYON_NUM_THREADS", "1")
        .env_remove("RUST_BACKTRACE");
    // SAFETY: setrlimit is async-signal-safe; nothing else runs between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            let lim = libc::rlimit {
                rlim_cur: MEMORY_LIMIT as libc::rlim_t,
                rlim_max: MEMORY_LIMIT as libc::rlim_t,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let start = Instant::now();
    let out = cmd.output().expect("run ptxra");
    (out, start.elapsed())
}

/// The corpus files (not the snapshots), sorted.
fn bad_files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("tests/bad"))
        .expect("tests/bad")
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            matches!(
                p.extension().and_then(|e| e.to_str()),
                Some("ptx" | "ll" | "bc")
            )
        })
        .collect();
    v.sort();
    v
}

fn snapshot_path(file: &Path) -> PathBuf {
    let mut s = file.as_os_str().to_owned();
    s.push(".stderr");
    PathBuf::from(s)
}

/// Every required kind of bad input is present (a deleted file must not pass silently).
#[test]
fn corpus_is_complete() {
    let names: Vec<String> = bad_files()
        .iter()
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    for want in [
        "empty.ptx",
        "binary.ptx",
        "truncated.ptx",
        "unknown_directive.ptx",
        "unknown_instruction.ptx",
        "version_9_9.ptx",
        "unsupported_target.ptx",
        "mismatched_braces.ptx",
        "deep_nesting.ptx",
        "invalid_utf8.ptx",
        "undeclared_register.ptx",
        "type_mismatch.ptx",
        "duplicate_label.ptx",
        "undefined_label.ptx",
        "undefined_function.ptx",
        "invalid_ir.ll",
        "not_bitcode.bc",
        // What ptxas refuses in input that parses (tests/strict_input.rs runs ptxas on them).
        "unknown_type_suffix.ptx",
        "unknown_modifier.ptx",
        "unexpected_type.ptx",
        "missing_rounding.ptx",
        "modifier_not_allowed.ptx",
        "operand_kind_mismatch.ptx",
        "duplicate_register.ptx",
        "duplicate_function.ptx",
        "duplicate_variable.ptx",
        "duplicate_parameter.ptx",
        "zero_launch_bounds.ptx",
        "conflicting_launch_bounds.ptx",
        "parameter_space.ptx",
        "shared_memory_size.ptx",
        "constant_bank_size.ptx",
        "instruction_target.ptx",
        "special_register_version.ptx",
        "version_below_target.ptx",
        "bf16_register.ptx",
        "special_register_operand.ptx",
        "label_out_of_scope.ptx",
        "vector_width.ptx",
        "missing_scope.ptx",
        "setp_operand_count.ptx",
    ] {
        assert!(names.iter().any(|n| n == want), "tests/bad/{want} missing");
    }
}

#[test]
fn each_bad_file_gives_its_located_error() {
    let bless = std::env::var_os("PTXRA_BLESS").is_some();
    let mut failures = Vec::new();
    for file in bad_files() {
        let rel = file
            .strip_prefix(root())
            .expect("under the crate root")
            .to_string_lossy()
            .into_owned();
        let (out, took) = ptxra(&["compile", &rel]);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        eprintln!(
            "{rel:<40} exit {:?} {:>8.1} ms",
            out.status.code(),
            ms(took)
        );
        if out.status.code() != Some(2) {
            failures.push(format!(
                "{rel}: exit {:?}, expected 2\n{stderr}",
                out.status.code()
            ));
            continue;
        }
        if took > TIME_BOUND {
            failures.push(format!("{rel}: took {took:?}"));
        }
        // The first line is the located diagnostic: `FILE:LINE[:COL]: error: ...`.
        let first = stderr.lines().next().unwrap_or("");
        if !first.starts_with(&format!("{rel}:")) || !first.contains("error:") {
            failures.push(format!("{rel}: not a located error: {first}"));
        }
        if stderr.contains("panicked") {
            failures.push(format!("{rel}: panic\n{stderr}"));
        }
        let snap = snapshot_path(&file);
        if bless {
            std::fs::write(&snap, &stderr).expect("write snapshot");
            continue;
        }
        match std::fs::read_to_string(&snap) {
            Ok(want) if want == stderr => {}
            Ok(want) => failures.push(format!(
                "{rel}: stderr differs from {}\n--- expected\n{want}--- got\n{stderr}",
                snap.display()
            )),
            Err(_) => failures.push(format!(
                "{rel}: no snapshot {} (PTXRA_BLESS=1 creates it)",
                snap.display()
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `ptxra stats DIR` (text and JSON) names every bad file and still reports the good kernel.
#[test]
fn stats_over_a_directory_keeps_going() {
    let dir = tempfile::tempdir().expect("tempdir");
    for f in bad_files() {
        let name = f.file_name().expect("name");
        std::fs::copy(&f, dir.path().join(name)).expect("copy");
    }
    // Sorted between the bad files, so the good one is not simply first or last.
    std::fs::copy(
        root().join("tests/golden/alloc/loop_carry.ptx"),
        dir.path().join("m_good.ptx"),
    )
    .expect("copy good");
    let d = dir.path().to_string_lossy().into_owned();
    let (out, took) = ptxra(&["stats", &d]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    eprintln!(
        "stats over {} files: {:.1} ms",
        bad_files().len() + 1,
        ms(took)
    );
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(took < TIME_BOUND * 3, "took {took:?}");
    assert!(
        stdout.contains("loop_carry"),
        "good kernel not reported:\n{stdout}"
    );
    for f in bad_files() {
        let name = f.file_name().expect("name").to_string_lossy().into_owned();
        assert!(
            stderr.contains(&format!("{name}:")),
            "{name} not reported:\n{stderr}"
        );
    }

    let (out, _) = ptxra(&["stats", "--json", &d]);
    assert_eq!(out.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON report");
    let inputs = v["inputs"].as_array().expect("inputs");
    assert_eq!(inputs.len(), bad_files().len() + 1);
    let errors = inputs.iter().filter(|i| i.get("error").is_some()).count();
    assert_eq!(errors, bad_files().len(), "{v:#}");
    let good = inputs
        .iter()
        .find(|i| {
            i["path"]
                .as_str()
                .is_some_and(|p| p.ends_with("m_good.ptx"))
        })
        .expect("good input");
    assert_eq!(good["functions"][0]["name"], "loop_carry", "{good:#}");
}

/// A 200 MB file (made here, never committed): a valid kernel, then 200 MB of comments, and
/// an unknown directive on the very last line, which must be found and located.
#[test]
fn two_hundred_megabyte_file() {
    use std::io::Write;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("huge.ptx");
    let mut w = std::io::BufWriter::new(std::fs::File::create(&path).expect("create"));
    let head =
        std::fs::read_to_string(root().join("tests/golden/alloc/loop_carry.ptx")).expect("kernel");
    w.write_all(head.as_bytes()).expect("write");
    let mut lines = head.lines().count();
    let pad = format!("// {}\n", "x".repeat(96));
    let mut size = head.len();
    while size < 200_000_000 {
        w.write_all(pad.as_bytes()).expect("write");
        size += pad.len();
        lines += 1;
    }
    w.write_all(b".bogus 1;\n").expect("write");
    w.flush().expect("flush");
    drop(w);
    let p = path.to_string_lossy().into_owned();
    let (out, took) = ptxra(&["compile", &p]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    eprintln!(
        "200 MB file: exit {:?} {:.1} ms",
        out.status.code(),
        ms(took)
    );
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    let want = format!("{p}:{}:1: error: unknown directive `.bogus`", lines + 1);
    assert!(stderr.starts_with(&want), "want {want}\ngot {stderr}");
    assert!(took < TIME_BOUND, "took {took:?}");
}

/// Where ptxas accepts a file after all, so does ptxra: `ptxas -arch sm_80` compiles the
/// `.target sm_10` kernel (13.5: `Used 8 registers`), the command-line architecture
/// overriding the file's.
#[test]
fn unsupported_target_compiles_with_an_explicit_arch() {
    let (out, _) = ptxra(&[
        "stats",
        "--arch",
        "sm_80",
        "tests/bad/unsupported_target.ptx",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("(sm_80)"), "{stdout}");
}

/// An internal bug (a panic injected with a debug knob) ends in one clean message naming
/// the input, function and pass, with a request to report it, and exit status 4 — for a
/// single compile and for `stats`, which still reports its other inputs.
#[test]
fn an_internal_panic_becomes_exit_4() {
    let file = "tests/golden/alloc/loop_carry.ptx";
    let (out, _) = ptxra(&["compile", "--knob", "InjectPanic=1", file]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(4), "{stderr}");
    assert!(
        stderr.starts_with(&format!(
            "{file}: internal error (panic) in `loop_carry` during `opt_dce`: panic injected"
        )),
        "{stderr}"
    );
    assert!(stderr.contains("please report"), "{stderr}");
    assert!(!stderr.contains("panicked at"), "{stderr}");

    let (out, _) = ptxra(&[
        "stats",
        "--knob",
        "InjectPanic=1",
        file,
        "tests/bad/empty.ptx",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(4), "{stderr}");
    assert!(
        stderr.contains("internal error (panic) in `loop_carry`"),
        "{stderr}"
    );
    assert!(
        stderr.contains("tests/bad/empty.ptx:1:1: error:"),
        "{stderr}"
    );
}

/// Absurd sizes in declarations and launch bounds (found by probing; each used to overflow
/// an addition or multiplication and panic) compile or fail cleanly, never exit 4.
#[test]
fn oversized_declarations_do_not_overflow() {
    let head = ".version 8.0\n.target sm_80\n.address_size 64\n";
    let body = "{\n.reg .b64 %rd<3>;\nmov.u64 %rd1, s;\nst.u32 [%rd1], 1;\nret;\n}\n";
    let cases = [
        // Two 4 GiB shared arrays: the layout offset overflowed u32.
        format!(".shared .b8 s[4294967295];\n.shared .b8 t[4294967295];\n.visible .entry k()\n{body}"),
        // A 4 GiB local array: the spill frame base overflowed.
        ".visible .entry k()\n{\n.reg .b64 %rd<3>;\n.local .b8 s[4294967295];\nmov.u64 %rd1, s;\nst.local.u32 [%rd1], 1;\nret;\n}\n".to_string(),
        // A 4 GiB kernel parameter: cmem[0] overflowed.
        ".visible .entry k(.param .align 4 .b8 p[4294967295])\n{\nret;\n}\n".to_string(),
        // Block-size bounds whose product overflows.
        ".visible .entry k() .maxntid 4294967295,4294967295,4294967295\n{\nret;\n}\n".to_string(),
        // Array dimensions whose product overflows u64.
        format!(".global .b8 g[4000000000][4000000000][4000000000];\n.shared .b8 s[4];\n.visible .entry k()\n{body}"),
        // A call-site `.param` buffer of 4 GiB (used to allocate a word per 4 bytes).
        ".visible .entry k()\n{\n.param .b8 q[4294967295];\nret;\n}\n".to_string(),
    ];
    let dir = tempfile::tempdir().expect("tempdir");
    for (i, c) in cases.iter().enumerate() {
        let path = dir.path().join(format!("case{i}.ptx"));
        std::fs::write(&path, format!("{head}{c}")).expect("write");
        let p = path.to_string_lossy().into_owned();
        let (out, took) = ptxra(&["stats", "--verify", &p]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            matches!(out.status.code(), Some(0 | 2)),
            "case {i}: exit {:?}\n{c}\n{stderr}",
            out.status.code()
        );
        assert!(took < TIME_BOUND, "case {i} took {took:?}");
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
