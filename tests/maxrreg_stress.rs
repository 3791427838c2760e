//! `--maxrregcount 16 --verify` over every golden PTX kernel: each input either allocates
//! with every function verified and within 16 registers (or the architecture's
//! `--maxrregcount` floor, 24 from sm_70 on, when that is higher), or ends in the clean
//! "register budget cannot be met" error with exit status 3 — never a panic, an internal
//! error or a checker failure. Two kinds of kernel keep their own count, as with ptxas 13.5:
//! launch bounds with a block count (or `.maxnreg`) override `--maxrregcount`, and a
//! warpgroup multiply keeps its accumulator block (`tests/golden/lower/wgmma.ptx`: 58
//! registers at `--maxrregcount 16`, ptxas's count too).

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use ptxra::target::Arch;

fn golden_ptx(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("golden dir")
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            golden_ptx(&p, out);
        } else if p.extension().is_some_and(|e| e == "ptx") {
            out.push(p);
        }
    }
}

#[test]
fn every_golden_kernel_at_maxrregcount_16() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    golden_ptx(&root.join("tests/golden"), &mut files);
    assert!(files.len() > 20, "golden kernels not found");
    let (mut ok, mut budget_failures, mut skipped) = (0, 0, 0);
    let mut problems = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        // Inputs that are malformed on purpose are the bad-input tests' business.
        if text.lines().any(|l| l.trim() == "// EXIT: 2") {
            skipped += 1;
            continue;
        }
        let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
            .args(["stats", "--json", "--verify", "--maxrregcount", "16"])
            .arg(f)
            .stdin(Stdio::null())
            .output()
            .expect("run ptxra");
        let name = f.strip_prefix(root).unwrap_or(f).display().to_string();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let json: serde_json::Value = match serde_json::from_slice(&out.stdout) {
            Ok(v) => v,
            Err(e) => {
                problems.push(format!("{name}: no JSON ({e}); stderr:\n{stderr}"));
                continue;
            }
        };
        let input = &json["inputs"][0];
        match out.status.code() {
            Some(0) => {
                // ptxas raises a --maxrregcount below the architecture's floor to the floor.
                let arch = input["arch"].as_str().expect("arch");
                let floor = Arch::parse(arch).expect("arch").info().maxrregcount_floor;
                let limit = u64::from(floor.max(16));
                let own_count = [".minnctapersm", ".maxnreg", "wgmma.mma_async"]
                    .iter()
                    .any(|k| text.contains(k));
                for func in input["functions"].as_array().expect("functions") {
                    if func["verified"] != true {
                        problems.push(format!("{name}: {} not verified", func["name"]));
                    }
                    let regs = func["registers"].as_u64().unwrap_or(u64::MAX);
                    if regs > limit && !own_count {
                        problems.push(format!("{name}: {} uses {regs} > {limit}", func["name"]));
                    }
                }
                ok += 1;
            }
            Some(3) => {
                let msg = input["error"]["message"].as_str().unwrap_or("");
                if !msg.contains("Register allocation failed") && !msg.contains("(C7602)") {
                    problems.push(format!("{name}: exit 3 without the budget error: {msg}"));
                }
                budget_failures += 1;
            }
            code => problems.push(format!("{name}: exit {code:?}\n{stderr}\n{json}")),
        }
    }
    eprintln!(
        "maxrregcount 16: {ok} verified, {budget_failures} budget cannot be met, {skipped} skipped"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(ok > 0, "nothing allocated at 16 registers");
}
