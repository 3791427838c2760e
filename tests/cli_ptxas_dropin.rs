//! The ptxas drop-in answers as ptxas 13.5 does where a build or a tool looks: `--version`
//! names the release it models, no input prints the usage, an unknown option or a missing
//! value is fatal with ptxas's message and exit status 255 (the real ptxas is run on the
//! same command line and must agree), `--entry` selects entries, `-c` prints ptxas's
//! fields, `--options-file` and `--input-as-string` work, and without `-o` the output goes to
//! ptxas's `elf.o`.

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "common/nvidia.rs"]
mod nvidia;

use std::path::Path;
use std::process::{Command, Output};

/// A kernel `k` with a 64-byte frame calling two `.func`s (ptxas 13.5 sm_80: 9 registers).
const MODULE: &str = "tests/valid/many_values_merged_in_r0.ptx";

fn ours(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .arg("ptxas")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run ptxra ptxas")
}

fn theirs(dir: &Path, args: &[&str]) -> Output {
    Command::new(nvidia::tool("ptxas"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run ptxas")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A scratch directory holding a copy of [`MODULE`] as `m.ptx`.
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temporary directory");
    std::fs::copy(nvidia::root().join(MODULE), dir.path().join("m.ptx")).expect("copy");
    dir
}

/// The `-v` lines with every number masked and ptxas's compile times dropped.
fn masked(stderr: &[u8]) -> Vec<String> {
    text(stderr)
        .lines()
        .filter(|l| !l.contains("Compile time"))
        .map(|l| {
            l.split(' ')
                .map(|w| {
                    if w.bytes().all(|b| b.is_ascii_digit()) && !w.is_empty() {
                        "#"
                    } else {
                        w
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

#[test]
fn version_and_usage() {
    let dir = scratch();
    let o = ours(dir.path(), &["--version"]);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(out.contains("not NVIDIA's ptxas"), "{out}");
    assert!(
        out.contains("Cuda compilation tools, release 13.5, V13.5.37"),
        "{out}"
    );
    for args in [&[][..], &["--help"], &["-h"]] {
        let o = ours(dir.path(), args);
        assert!(o.status.success(), "{args:?}");
        assert!(text(&o.stdout).starts_with("Usage  : ptxas [options] <ptx file>,..."));
        // ptxas too prints its usage and succeeds without an input.
        assert!(theirs(dir.path(), args).status.success(), "{args:?}");
    }
    let o = ours(dir.path(), &["--list-version"]);
    assert_eq!(o.stdout, theirs(dir.path(), &["--list-version"]).stdout);
}

#[test]
fn command_line_errors_are_ptxas_fatal_errors() {
    let dir = scratch();
    for (args, message) in [
        (
            &["-bogus", "m.ptx"][..],
            "ptxas fatal   : Unknown option 'bogus'",
        ),
        (
            &["--bogus", "m.ptx"],
            "ptxas fatal   : Unknown option '-bogus'",
        ),
        (&["-Xbar", "m.ptx"], "ptxas fatal   : Unknown option 'Xbar'"),
        (
            &["m.ptx", "-o"],
            "ptxas fatal   : argument expected after '-o'",
        ),
        (
            &["-arch=sm_80", "-e", "nosuch", "m.ptx"],
            "ptxas fatal   : Unknown function nosuch",
        ),
    ] {
        let (o, t) = (ours(dir.path(), args), theirs(dir.path(), args));
        assert_eq!(o.status.code(), Some(255), "{args:?}: {}", text(&o.stderr));
        assert_eq!(t.status.code(), Some(255), "ptxas {args:?}");
        assert!(
            text(&o.stderr).contains(message),
            "{args:?}: {}",
            text(&o.stderr)
        );
        assert!(
            text(&t.stderr).contains(message),
            "ptxas {args:?}: {}",
            text(&t.stderr)
        );
    }
}

#[test]
fn entry_selection_compile_only_and_the_default_output() {
    let dir = scratch();
    let d = dir.path();
    for flags in [&["-e", "k"][..], &["-c"], &["-c", "-e", "k"]] {
        let mut args = vec!["-arch=sm_80", "-v", "m.ptx"];
        args.extend(flags);
        let o = ours(d, &args);
        args.extend(["-o", "/dev/null"]);
        let t = theirs(d, &args);
        assert!(o.status.success(), "{flags:?}: {}", text(&o.stderr));
        assert!(t.status.success(), "ptxas {flags:?}");
        assert_eq!(masked(&o.stderr), masked(&t.stderr), "{flags:?}");
        // Without -o the drop-in writes ptxas's elf.o (the listing).
        let listing = std::fs::read_to_string(d.join("elf.o")).expect("elf.o written");
        assert!(listing.contains("// ptxra facts for k"), "{listing}");
        std::fs::remove_file(d.join("elf.o")).expect("remove elf.o");
    }
}

#[test]
fn options_files_and_input_strings() {
    let dir = scratch();
    let d = dir.path();
    std::fs::write(d.join("opts.txt"), "-arch=sm_80\n-v -o out.txt\n").expect("options file");
    let o = ours(d, &["--options-file", "opts.txt", "m.ptx"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("Compiling entry function 'k' for 'sm_80'"));
    assert!(d.join("out.txt").is_file());
    let ptx = std::fs::read_to_string(d.join("m.ptx")).expect("read");
    let o = ours(d, &["-arch=sm_80", "-v", "-o", "/dev/null", "-ias", &ptx]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("Function properties for k"));
    let o = ours(d, &["-optf", "missing.txt", "m.ptx"]);
    assert_eq!(o.status.code(), Some(255));
    assert!(text(&o.stderr).contains("Options file 'missing.txt' could not be read"));
}
