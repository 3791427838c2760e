//! Tests against the real NVIDIA ptxas (installed by `scripts/setup.sh` from PyPI). They
//! fail — never skip — when ptxas is missing.
//!
//! * `ptxra ptxas -v` prints the same lines as ptxas, in the same order and format, on every
//!   `.ptx` file of `kernels/ptx/` and of the development corpus (`../shared/corpus/ptx/`, when
//!   it is beside the project): at default flags, and with `--maxrregcount=32` for the sm_80
//!   files. (`-c` is checked on one module by `tests/cli_ptxas_dropin.rs`; over the sample it
//!   differs in the bank-2 segment of kernels whose 64-bit addends are shared addresses, e.g.
//!   `gemm_rb4x4`: see docs/design.md, known gaps.) Only the numbers may differ (they are
//!   masked), ptxas's "Compile time" lines are dropped, and the two segments whose presence
//!   depends on a number are removed. `cargo test` runs a stratified sample (a tenth of every
//!   producer × architecture directory and every kernel at least once: `common/corpus.rs`);
//!   `PTXRA_FULL=1` (`scripts/test-full.sh`) runs every file.
//! * The recorded reference numbers under `kernels/ref/` are what this ptxas prints now.

#[path = "common/corpus.rs"]
mod corpus;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The sampled share of each directory, in thousandths.
const SAMPLE_PER_MILLE: u64 = 100;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn ptxas() -> PathBuf {
    let p = root().join(".tools/cuda/nvidia/cu13/bin/ptxas");
    assert!(
        p.exists(),
        "ptxas 13.5 not found at {}: run scripts/setup.sh (these tests need the real ptxas)",
        p.display()
    );
    p
}

/// Digits replaced by `#`, so lines compare by format only.
fn mask(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut in_num = false;
    for c in s.chars() {
        if c.is_ascii_digit() {
            if !in_num {
                out.push('#');
            }
            in_num = true;
        } else {
            in_num = false;
            out.push(c);
        }
    }
    out
}

/// The `-v` lines by format. Segments ptxas prints only for non-zero values (cumulative
/// stack, smem) depend on the numbers — whether a kernel has a stack frame is a question of
/// allocator fidelity, not of format — so they are removed like the numbers are masked.
fn stderr_lines(out: &std::process::Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| !l.contains("Compile time"))
        .map(|l| {
            mask(l)
                .replace(", # bytes cumulative stack size", "")
                .replace(", # bytes smem", "")
        })
        .collect()
}

/// The differing lines of one run (`-` ptxas, `+` ours), or why the run failed.
fn format_difference(ptxas: &Path, file: &Path, flags: &[&str]) -> Option<String> {
    let arch = format!("-arch={}", arch_of(file));
    let mut args = vec!["-v", arch.as_str()];
    args.extend_from_slice(flags);
    let real = match Command::new(ptxas)
        .args(&args)
        .arg(file)
        .args(["-o", "/dev/null"])
        .output()
    {
        Ok(o) if o.status.success() => o,
        Ok(o) => {
            return Some(format!(
                "ptxas failed: {}",
                String::from_utf8_lossy(&o.stderr)
            ))
        }
        Err(e) => return Some(format!("cannot run ptxas: {e}")),
    };
    let ours = match Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .arg("ptxas")
        .args(&args)
        .arg(file)
        .args(["-o", "/dev/null"])
        .output()
    {
        Ok(o) if o.status.success() => o,
        Ok(o) => {
            return Some(format!(
                "ptxra ptxas failed: {}",
                String::from_utf8_lossy(&o.stderr)
            ))
        }
        Err(e) => return Some(format!("cannot run ptxra: {e}")),
    };
    let (want, got) = (stderr_lines(&real), stderr_lines(&ours));
    if want == got {
        return None;
    }
    // A compact diff: lines missing from ours, then lines only we print.
    let mut diff: Vec<String> = want
        .iter()
        .filter(|l| !got.contains(l))
        .map(|l| format!("  - {l}"))
        .chain(
            got.iter()
                .filter(|l| !want.contains(l))
                .map(|l| format!("  + {l}")),
        )
        .collect();
    if diff.is_empty() {
        diff.push("  (same lines, different order or count)".into());
    }
    diff.truncate(8);
    Some(diff.join("\n"))
}

fn sample_files() -> Vec<PathBuf> {
    let k = root().join("kernels/ptx");
    [
        "nvrtc-13.5/sm_80/tiny_anchors.ptx",
        "nvrtc-13.5/sm_80/gemm_rb4x4.ptx",
        "nvrtc-13.5/sm_80/noinline_calls.ptx",
        "nvrtc-13.5/sm_80/launch_bounds.ptx",
        "nvrtc-13.5/sm_90/reductions.ptx",
        "nvrtc-12.9/sm_75/histograms.ptx",
        "clang-22/sm_80/local_arrays.ptx",
        "clang-22/sm_90/divergence.ptx",
    ]
    .iter()
    .map(|p| k.join(p))
    .collect()
}

fn arch_of(path: &Path) -> String {
    path.parent()
        .and_then(|p| p.file_name())
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

#[test]
fn ptxas_v_lines_match_the_real_ptxas_format() {
    let ptxas = ptxas();
    assert!(
        !corpus::files(&["kernels/ptx"], "ptx").is_empty(),
        "no PTX under kernels/ptx"
    );
    if !root().join("../shared/corpus/ptx").is_dir() {
        eprintln!("note: no development corpus beside the project; checking kernels/ptx only");
    }
    let files = corpus::files(&["kernels/ptx", "../shared/corpus/ptx"], "ptx");
    let files = corpus::sweep("ptxas_live", files, SAMPLE_PER_MILLE);
    let mut jobs: Vec<(&Path, &[&str])> = Vec::new();
    for f in &files {
        jobs.push((f, &[]));
        if arch_of(f) == "sm_80" {
            jobs.push((f, &["--maxrregcount=32"]));
        }
    }
    let mut failures: Vec<String> = corpus::parallel(&jobs, |&(file, flags)| {
        let diff = format_difference(&ptxas, file, flags)?;
        let rel = file.strip_prefix(root()).unwrap_or(file);
        Some(format!("{} {flags:?}:\n{diff}", rel.display()))
    })
    .into_iter()
    .flatten()
    .collect();
    failures.sort();
    assert!(
        failures.is_empty(),
        "`ptxra ptxas -v` differs in format from ptxas on {} of {} runs:\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n")
    );
    eprintln!(
        "{} runs over {} files match ptxas's format",
        jobs.len(),
        files.len()
    );
}

#[test]
fn recorded_references_are_what_ptxas_prints_now() {
    let ptxas = ptxas();
    let refs = std::fs::read_to_string(root().join("kernels/ref/ptxas-13.5.json")).unwrap();
    let records: Vec<serde_json::Value> = serde_json::from_str(&refs).unwrap();
    for file in sample_files() {
        let rel = file
            .strip_prefix(root().join("kernels"))
            .unwrap()
            .display()
            .to_string();
        let out = Command::new(&ptxas)
            .args(["-v", &format!("-arch={}", arch_of(&file))])
            .arg(&file)
            .args(["-o", "/dev/null"])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stderr).into_owned();
        let mut checked = 0;
        for r in records
            .iter()
            .filter(|r| r["ptx"] == rel.as_str() && r["run"] == "default" && r["kind"] == "entry")
        {
            let name = r["function"].as_str().unwrap();
            let regs = r["registers"].as_u64().unwrap();
            // The "Used N registers" line follows the entry's "Function properties" line.
            let block = text
                .split("Compiling entry function")
                .find(|b| b.contains(&format!("'{name}'")))
                .unwrap_or_else(|| panic!("{name} missing from ptxas output"));
            assert!(
                block.contains(&format!("Used {regs} registers")),
                "{rel} {name}: recorded {regs} registers, ptxas now says:\n{block}"
            );
            checked += 1;
        }
        assert!(checked > 0, "no recorded entries for {rel}");
    }
}
