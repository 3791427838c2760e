//! Builds `tests/c/smoke.c` with the system C compiler against the cdylib cargo produced for
//! this profile and runs it: the C header, the exported symbols and the ownership rules are
//! exercised from real C, not from Rust. Fails loudly when `cc` is missing.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Where LLVM 22 keeps `libLLVM-22.so`, which the cdylib links dynamically (llvm-bridge).
const LLVM_LIB_DIR: &str = "/usr/lib/llvm-22/lib";

/// The directory holding `libptxra_capi.so`. The test executable lives in
/// `target/[<triple>/]<profile>/deps/`; `cargo test` leaves the cdylib next to it in `deps/`,
/// `cargo build` also copies it up to `target/[<triple>/]<profile>/`. Walking up from the
/// executable finds either, for any profile (`dev`, `release`, `--profile ci`).
fn cdylib_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("current_exe: {e}"));
    exe.ancestors()
        .skip(1)
        .take(4)
        .find(|d| d.join("libptxra_capi.so").is_file())
        .map(Path::to_path_buf)
        .unwrap_or_else(|| {
            panic!(
                "libptxra_capi.so not found in any parent of {}; cargo builds it with the \
                 ptxra-capi library (crate-type cdylib)",
                exe.display()
            )
        })
}

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

#[test]
fn smoke_c_links_and_passes() {
    let cc = cc();
    let lib_dir = cdylib_dir();
    assert!(
        Path::new(LLVM_LIB_DIR).is_dir(),
        "{LLVM_LIB_DIR} missing: install llvm-22-dev (scripts/setup.sh)"
    );
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp = tempfile::tempdir().expect("tempdir");
    let exe = tmp.path().join("smoke");
    let out = Command::new(&cc)
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&exe)
        .arg("-I")
        .arg(crate_dir.join("include"))
        .arg(crate_dir.join("tests/c/smoke.c"))
        .arg("-L")
        .arg(&lib_dir)
        .arg(format!("-Wl,-rpath,{}", lib_dir.display()))
        .arg(format!("-Wl,-rpath,{LLVM_LIB_DIR}"))
        .arg("-lptxra_capi")
        .output()
        .expect("run cc");
    assert!(
        out.status.success(),
        "compiling smoke.c failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ld_path = match std::env::var("LD_LIBRARY_PATH") {
        Ok(p) if !p.is_empty() => format!("{}:{LLVM_LIB_DIR}:{p}", lib_dir.display()),
        _ => format!("{}:{LLVM_LIB_DIR}", lib_dir.display()),
    };
    let run = Command::new(&exe)
        .env("LD_LIBRARY_PATH", ld_path)
        .output()
        .expect("run smoke");
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        run.status.success(),
        "smoke.c failed ({}):\nstdout:\n{stdout}\nstderr:\n{stderr}",
        run.status
    );
    assert!(stdout.contains("all checks passed"), "{stdout}");
}
