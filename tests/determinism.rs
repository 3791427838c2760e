//! The same input gives byte-identical output across runs and thread counts: `stats --json`
//! over a directory of kernels (compiled in parallel) and `compile` listings.

use std::path::Path;
use std::process::Command;

fn run(args: &[&str], threads: &str) -> Vec<u8> {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
        .env("RAYON_NUM_THREADS", threads)
        .output();
    match out {
        Ok(o) => {
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            o.stdout
        }
        Err(e) => panic!("cannot run ptxra: {e}"),
    }
}

#[test]
fn stats_are_identical_across_runs_and_thread_counts() {
    let args = [
        "stats",
        "--json",
        "--verify",
        "kernels/ptx/nvrtc-13.5/sm_80",
    ];
    let one = run(&args, "1");
    assert!(one.len() > 10_000, "suspiciously small report");
    for threads in ["1", "2", "4"] {
        assert!(
            run(&args, threads) == one,
            "stats differ with {threads} thread(s)"
        );
    }
    let budget = [
        "stats",
        "--json",
        "--maxrregcount",
        "32",
        "kernels/ptx/clang-22/sm_90",
    ];
    assert!(run(&budget, "1") == run(&budget, "2"));
}

#[test]
fn listings_are_identical_across_runs() {
    let args = [
        "compile",
        "--maxrregcount",
        "32",
        "kernels/ptx/nvrtc-13.5/sm_80/huge_register_tile.ptx",
    ];
    let first = run(&args, "2");
    assert!(run(&args, "2") == first);
    assert!(run(&args, "1") == first);
}

#[test]
fn generated_kernels_compile_identically_across_thread_counts() {
    // A loop-heavy kernel under a budget that forces spills: the scheduler, the allocator's
    // retry rounds and the spiller all run, and their output must not depend on threads.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("tempdir: {e}"));
    let path = dir.path().join("loops.ptx");
    let text = ptxra::testing::synth::huge_kernel(ptxra::testing::synth::Shape::Loops, 3_000, 48);
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("write: {e}"));
    let path = path.to_string_lossy().into_owned();
    let listing = ["compile", "--verify", "--maxrregcount", "32", path.as_str()];
    let one = run(&listing, "1");
    assert!(one.len() > 10_000, "suspiciously small listing");
    assert!(run(&listing, "2") == one, "listing differs with 2 threads");
    let stats = ["stats", "--json", "--verify", path.as_str(), path.as_str()];
    assert!(run(&stats, "1") == run(&stats, "2"), "stats differ");
}

/// A generated kernel large enough for every two-thread path (a body over a megabyte parsed
/// in two halves, blocks scheduled on every thread, the bank-2 scan beside lowering) gives
/// the listing the one-thread schedule gives, on every run.
#[test]
fn large_kernels_are_identical_across_thread_counts() {
    let text = ptxra::testing::synth::huge_kernel(ptxra::testing::synth::Shape::Loops, 40_000, 64);
    assert!(
        text.len() > 1 << 20,
        "the kernel must be large enough to split"
    );
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("determinism_loops_40k.ptx");
    if let Err(e) = std::fs::write(&path, &text) {
        panic!("cannot write {}: {e}", path.display());
    }
    let Some(p) = path.to_str() else {
        panic!("temporary path is not UTF-8")
    };
    let args = ["compile", "--verify", p];
    let one = run(&args, "1");
    assert!(one.len() > 1 << 20, "suspiciously small listing");
    assert!(run(&args, "2") == one, "listing differs with 2 threads");
    assert!(run(&args, "2") == one, "listing differs between runs");
}
