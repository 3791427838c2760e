//! Builds the C programs of `tests/c/` with the system C compiler against the cdylib cargo
//! produced for this profile and runs them: the C header, the exported symbols, the
//! ownership rules and the library's robustness are exercised from real C, not from Rust.
//! Fails loudly when `cc` is missing.
//!
//! - `smoke.c`: every entry point, options and error reporting (the `ptxra-llvm` helper
//!   named by `$PTXRA_LLVM`);
//! - `small_stack.c`: hostile input from a thread with a 128 KiB stack, with the library
//!   and the helper installed side by side in a directory of their own (the helper found
//!   beside the library), and nothing printed on stderr.

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod common;

fn cc() -> String {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    match Command::new(&cc).arg("--version").output() {
        Ok(o) if o.status.success() => cc,
        Ok(o) => panic!(
            "`{cc} --version` failed: {}",
            String::from_utf8_lossy(&o.stderr)
        ),
        Err(e) => panic!("C compiler `{cc}` not found ({e}): install gcc (scripts/setup.sh)"),
    }
}

/// Compiles `tests/c/<program>.c` against `libptxra_capi.so` in `lib_dir` and runs it with
/// the extra environment `env`.
fn build_and_run(program: &str, lib_dir: &Path, env: &[(&str, &Path)]) -> Output {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp = tempfile::tempdir().expect("tempdir");
    let exe = tmp.path().join(program);
    let out = Command::new(cc())
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-pthread", "-o"])
        .arg(&exe)
        .arg("-I")
        .arg(crate_dir.join("include"))
        .arg(crate_dir.join(format!("tests/c/{program}.c")))
        .arg("-L")
        .arg(lib_dir)
        .arg(format!("-Wl,-rpath,{}", lib_dir.display()))
        .arg("-lptxra_capi")
        .output()
        .expect("run cc");
    assert!(
        out.status.success(),
        "compiling {program}.c failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The library does not link LLVM: only the helper does, which finds it itself. The
    // program loads the library its run path names, not one of cargo's library path.
    Command::new(&exe)
        .env_remove("LD_LIBRARY_PATH")
        .env_remove("PTXRA_LLVM")
        .env_remove("PTXRA_LLVM_TIMEOUT")
        .envs(env.iter().copied())
        .output()
        .unwrap_or_else(|e| panic!("run {program}: {e}"))
}

fn assert_passed(program: &str, run: &Output) {
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        run.status.success() && stdout.contains("all checks passed"),
        "{program} failed ({}):\nstdout:\n{stdout}\nstderr:\n{stderr}",
        run.status
    );
}

#[test]
fn smoke_c_links_and_passes() {
    let lib_dir = common::build_dir_holding("libptxra_capi.so");
    let helper = common::llvm_helper();
    let run = build_and_run("smoke", &lib_dir, &[("PTXRA_LLVM", &helper)]);
    assert_passed("smoke.c", &run);
}

/// The library and its helper copied into a directory of their own, as an installation
/// puts them: the library finds the helper beside itself.
fn installed_side_by_side(dir: &Path) -> PathBuf {
    let lib_dir = common::build_dir_holding("libptxra_capi.so");
    for (from, name) in [
        (lib_dir.join("libptxra_capi.so"), "libptxra_capi.so"),
        (common::llvm_helper(), "ptxra-llvm"),
    ] {
        std::fs::copy(&from, dir.join(name))
            .unwrap_or_else(|e| panic!("copy {}: {e}", from.display()));
    }
    dir.to_path_buf()
}

#[test]
fn small_stack_c_survives_hostile_input_quietly() {
    let install = tempfile::tempdir().expect("tempdir");
    let lib_dir = installed_side_by_side(install.path());
    let run = build_and_run("small_stack", &lib_dir, &[]);
    assert_passed("small_stack.c", &run);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.is_empty(),
        "the library printed on the host's stderr:\n{stderr}"
    );
}
