//! Valid input compiles: random kernels with what valid PTX may hold and ptxra found hard —
//! registers and predicates read before any definition, irreducible loops, `brx.idx`
//! switches, internal-subroutine operations (guarded 64-bit `rem`/`div`), a `setp` that
//! rewrites its own guard, votes, shuffles, atomics, calls (`ptxra::testing::testgen`) —
//! with the real ptxas 13.5 deciding validity. Every kernel ptxas compiles at a budget
//! (the default, `--maxrregcount` 64, 32 and 24) must compile in ptxra at that budget with
//! every function verified by the independent checker: here an allocation failure is an
//! error, not an unmet budget.
//!
//! The reproducers of `tests/valid/` (valid kernels that once failed to allocate or to
//! verify) are checked the same way, with every allocator.
//!
//! `PTXRA_FUZZ_CASES=N` sets the number of kernels (default 200); `scripts/fuzz.sh` runs
//! it for longer with fresh seeds (`PTXRA_FUZZ_SEED`).

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "common/nvidia.rs"]
mod nvidia;

use std::path::Path;
use std::process::Command;

use ptxra::testing::testgen::{check_compiles, generate};

/// The budgets tried: ptxas's default and three `--maxrregcount` values.
const BUDGETS: [Option<u32>; 4] = [None, Some(64), Some(32), Some(24)];

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Input bytes for kernel `case` of run `seed` (a fixed xorshift stream: reruns repeat).
fn bytes(seed: u64, case: u64) -> Vec<u8> {
    let mut x = (seed << 32 ^ case).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..1200)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// The `sm_XX` of a generated module's `.target`.
fn target_of(ptx: &str) -> &str {
    ptx.lines()
        .find_map(|l| l.strip_prefix(".target "))
        .expect("generated PTX has a .target")
        .trim()
}

/// Whether the real ptxas compiles `file` for `arch` at `budget`.
fn ptxas_compiles(file: &Path, arch: &str, budget: Option<u32>) -> bool {
    let mut cmd = Command::new(nvidia::tool("ptxas"));
    cmd.arg(format!("-arch={arch}"))
        .arg(file)
        .args(["-o", "/dev/null"]);
    if let Some(b) = budget {
        cmd.arg(format!("--maxrregcount={b}"));
    }
    cmd.output().expect("run ptxas").status.success()
}

#[test]
fn every_generated_kernel_ptxas_compiles_compiles_and_verifies() {
    let cases = env_u64("PTXRA_FUZZ_CASES", 200);
    let seed = env_u64("PTXRA_FUZZ_SEED", 0);
    let dir = std::env::temp_dir().join(format!("ptxra-validity-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let (mut accepted, mut failures) = (0u64, Vec::new());
    for case in 0..cases {
        let ptx = generate(&bytes(seed, case));
        let file = dir.join(format!("k{case}.ptx"));
        std::fs::write(&file, &ptx).expect("write the kernel");
        let arch = target_of(&ptx);
        for budget in BUDGETS {
            if !ptxas_compiles(&file, arch, budget) {
                continue;
            }
            accepted += 1;
            if let Err(e) = check_compiles(&ptx, budget) {
                failures.push(format!(
                    "seed {seed} case {case}, maxrregcount {budget:?}: {e}\n{ptx}"
                ));
                break;
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        failures.is_empty(),
        "{} of the kernels ptxas compiles fail in ptxra; the first:\n{}",
        failures.len(),
        failures[0]
    );
    // The generator writes valid PTX: ptxas must accept nearly every kernel at every
    // budget, or this test checks little.
    let tried = cases * BUDGETS.len() as u64;
    assert!(
        accepted * 10 >= tried * 9,
        "ptxas accepted only {accepted} of {tried} kernel-budget pairs"
    );
}

/// The kept reproducers, each with every allocator at every budget ptxas compiles it at:
/// * `guard_rewritten_by_its_setp.ptx`: `@!%p11 setp.eq.s32 %p11|%p23` with both
///   predicates spilled (ptxas 13.5: 6 registers; ptxra failed with "register count of
///   '7'" at every budget);
/// * `guard_recomputed_for_a_spill_store.ptx`: the guard of a spilled definition
///   recomputed twice, once for the definition and once for its store (ptxas compiles it;
///   ptxra failed likewise);
/// * `many_values_merged_in_r0.ptx`: five values on five paths in R0 (ptxas 13.5: 9
///   registers; at `--maxrregcount 64` the checker lost track and reported an internal
///   error on a correct allocation);
/// * `spilled_guard_read_before_definition.ptx`: `@!%p1 setp.eq.s32 %p1|%p0` with `%p1`
///   never defined before and spilled (generated; the checker refused the spill store's
///   guard, a reload of the value the `setp` had just redefined).
#[test]
fn the_kept_reproducers_compile_and_verify_with_every_allocator() {
    let dir = nvidia::root().join("tests/valid");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/valid")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ptx"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 4,
        "reproducers missing from {}",
        dir.display()
    );
    for file in &files {
        let ptx = std::fs::read_to_string(file).expect("read the reproducer");
        let arch = target_of(&ptx);
        for budget in BUDGETS {
            assert!(
                ptxas_compiles(file, arch, budget),
                "ptxas refuses {} at {budget:?}: not a valid reproducer",
                file.display()
            );
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_ptxra"));
            cmd.args(["stats", "--verify", "--allocator", "all"])
                .arg(file);
            if let Some(b) = budget {
                cmd.arg(format!("--maxrregcount={b}"));
            }
            let out = cmd.output().expect("run ptxra");
            let stdout = String::from_utf8_lossy(&out.stdout);
            let ctx = format!(
                "{} at {budget:?}:\n{stdout}{}",
                file.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(out.status.success(), "{ctx}");
            let totals: Vec<&str> = stdout.lines().filter(|l| l.starts_with("total")).collect();
            assert_eq!(totals.len(), 3, "{ctx}");
            for t in totals {
                let (functions, verified) = verified_counts(t);
                assert!(functions > 0 && functions == verified, "{ctx}");
                assert!(t.ends_with(" 0 inputs failed"), "{ctx}");
            }
        }
    }
}

/// `(functions, verified)` of a `total ALLOCATOR: N functions (M verified), …` line.
fn verified_counts(line: &str) -> (u32, u32) {
    let after = |key: &str| -> u32 {
        let end = line.find(key).expect("count in the totals line");
        let start = line[..end].rfind([' ', '(']).map_or(0, |i| i + 1);
        line[start..end].parse().expect("a number")
    };
    (after(" functions"), after(" verified"))
}
