//! Input whose depth is the attack: call chains tens of thousands of functions deep, call
//! cycles and call DAGs with exponentially many paths. Every walk over calls keeps its own
//! stack and visits each function once, so these compile like any other module: no stack
//! overflow (exit 134 before), no exponential time.
//!
//! Nesting of blocks and expressions is bounded by the parser instead (`ptx-parser`'s
//! `MAX_NESTING`, tested there); the C library's stack is tested in `ptxra-capi`.

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used)]

use std::process::{Command, Output};
use std::time::{Duration, Instant};

const HEADER: &str = ".version 7.0\n.target sm_80\n.address_size 64\n";

/// `n` device functions where `f{i}` calls `f{i-1}`, defined in that order, and a kernel
/// calling the last: the callees-first walk from the last function goes `n` deep.
fn call_chain(n: usize) -> String {
    let mut s = String::from(HEADER);
    for i in 0..n {
        let call = if i > 0 {
            format!("\tcall.uni f{}, ();\n", i - 1)
        } else {
            String::new()
        };
        s += &format!(".func f{i}()\n{{\n{call}\tret;\n}}\n");
    }
    s += &format!(
        ".visible .entry k()\n{{\n\tcall.uni f{}, ();\n\tret;\n}}\n",
        n - 1
    );
    s
}

/// `n` device functions calling each other in one cycle, and a kernel calling the first.
fn call_cycle(n: usize) -> String {
    let mut s = String::from(HEADER);
    for i in 0..n {
        s += &format!(".func c{i}();\n");
    }
    for i in 0..n {
        s += &format!(
            ".func c{i}()\n{{\n\tcall.uni c{}, ();\n\tret;\n}}\n",
            (i + 1) % n
        );
    }
    s += ".visible .entry k()\n{\n\tcall.uni c0, ();\n\tret;\n}\n";
    s
}

/// `g{i}` calls `g{i-1}` and `g{i-2}`: `fib(n)` call paths from the kernel.
fn call_dag(n: usize) -> String {
    let mut s = String::from(HEADER);
    for i in 0..n {
        let mut body = String::new();
        for back in [1, 2] {
            if i >= back {
                body += &format!("\tcall.uni g{}, ();\n", i - back);
            }
        }
        s += &format!(".func g{i}()\n{{\n{body}\tret;\n}}\n");
    }
    s += &format!(
        ".visible .entry k()\n{{\n\tcall.uni g{}, ();\n\tret;\n}}\n",
        n - 1
    );
    s
}

/// Runs `ptxra ARGS FILE` on `text` written to a file, killing it after `limit`. Its
/// output goes to files (a pipe left unread would stall it).
fn ptxra(args: &[&str], text: &str, limit: Duration) -> Output {
    let dir = tempfile::tempdir().expect("tempdir");
    let input = dir.path().join("deep.ptx");
    std::fs::write(&input, text).expect("write the input");
    let (stdout, stderr) = (dir.path().join("stdout"), dir.path().join("stderr"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(args)
        .arg(&input)
        .stdout(std::fs::File::create(&stdout).expect("stdout file"))
        .stderr(std::fs::File::create(&stderr).expect("stderr file"))
        .spawn()
        .expect("run ptxra");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for ptxra") {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("`ptxra {}` ran longer than {limit:?}", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: std::fs::read(&stdout).expect("read stdout"),
        stderr: std::fs::read(&stderr).expect("read stderr"),
    }
}

fn assert_ok(out: &Output, what: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{what}: {} (134 is the abort of a stack overflow)\n{}",
        out.status,
        &stderr[..stderr.len().min(2000)]
    );
}

/// Generous: each run takes about two seconds in the test profile.
const LIMIT: Duration = Duration::from_secs(120);

#[test]
fn a_30000_deep_call_chain_compiles() {
    let chain = call_chain(30_000);
    for args in [
        &["stats"][..],
        &["ptxas", "-v", "-arch", "sm_80", "-o", "/dev/null"],
    ] {
        let out = ptxra(args, &chain, LIMIT);
        assert_ok(&out, &format!("ptxra {}", args.join(" ")));
    }
    let out = ptxra(&["stats", "--json"], &chain, LIMIT);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(
        v["inputs"][0]["functions"].as_array().map(Vec::len),
        Some(30_001)
    );
}

#[test]
fn a_30000_function_call_cycle_compiles() {
    let cycle = call_cycle(30_000);
    for args in [
        &["stats"][..],
        &["ptxas", "-v", "-arch", "sm_80", "-o", "/dev/null"],
    ] {
        let out = ptxra(args, &cycle, LIMIT);
        assert_ok(&out, &format!("ptxra {}", args.join(" ")));
    }
}

/// The cumulative stack walked every call path: 2^n on a DAG of n functions (40 took
/// minutes). Each function is now visited once.
#[test]
fn ptxas_v_on_a_call_dag_takes_linear_time() {
    let out = ptxra(
        &["ptxas", "-v", "-arch", "sm_80", "-o", "/dev/null"],
        &call_dag(60),
        Duration::from_secs(30),
    );
    assert_ok(&out, "ptxra ptxas -v on a call DAG");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.matches("Function properties for g").count(), 60);
}

/// The library itself, on a thread with a small stack: the call-graph walks keep their own
/// stack on the heap, so a chain 30 000 deep needs no more thread stack than one function.
#[test]
fn the_library_compiles_a_deep_chain_on_a_small_stack() {
    let chain = call_chain(30_000);
    let worker = std::thread::Builder::new()
        .stack_size(SMALL_STACK)
        .spawn(move || ptxra::api::stats_from_ptx(&chain, &ptxra::api::Options::default()))
        .expect("spawn");
    let stats = worker.join().expect("no panic").expect("compiles");
    assert_eq!(stats.len(), 30_001);
}

/// Thread stack for [`the_library_compiles_a_deep_chain_on_a_small_stack`]: what musl gives
/// a thread by default.
const SMALL_STACK: usize = 128 * 1024;
