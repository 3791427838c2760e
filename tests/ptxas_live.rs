//! Tests against the real NVIDIA ptxas (installed by `scripts/setup.sh` from PyPI). They
//! fail — never skip — when ptxas is missing.
//!
//! * `ptxra ptxas -v` prints the same lines as ptxas, in the same order and format; only the
//!   numbers may differ (they are masked), and ptxas's "Compile time" lines are dropped.
//! * The recorded reference numbers under `kernels/ref/` are what this ptxas prints now.

use std::path::{Path, PathBuf};
use std::process::Command;

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
/// stack, smem) depend on the numbers, so they are removed like the numbers are masked.
fn stderr_lines(out: &std::process::Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| !l.contains("Compile time"))
        .map(|l| {
            mask(l)
                .replace(" # bytes cumulative stack size,", "")
                .replace(" # bytes smem,", "")
        })
        .collect()
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
    for flags in [vec![], vec!["--maxrregcount=32".to_string()]] {
        for file in sample_files() {
            let arch = format!("-arch={}", arch_of(&file));
            let mut args = vec!["-v".to_string(), arch];
            args.extend(flags.iter().cloned());
            let real = Command::new(&ptxas)
                .args(&args)
                .arg(&file)
                .args(["-o", "/dev/null"])
                .output()
                .unwrap();
            assert!(real.status.success(), "ptxas failed on {}", file.display());
            let ours = Command::new(env!("CARGO_BIN_EXE_ptxra"))
                .arg("ptxas")
                .args(&args)
                .arg(&file)
                .output()
                .unwrap();
            assert!(
                ours.status.success(),
                "ptxra ptxas failed on {}: {}",
                file.display(),
                String::from_utf8_lossy(&ours.stderr)
            );
            assert_eq!(
                stderr_lines(&ours),
                stderr_lines(&real),
                "line format differs for {} {:?}",
                file.display(),
                flags
            );
        }
    }
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
