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
