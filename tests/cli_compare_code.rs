//! `ptxra compare --code` against the real ptxas and nvdisasm 13.5 (installed by
//! `scripts/setup.sh`; the tests fail, never skip, without them): ptxas's instruction
//! counts are the ones read off its listing by hand, ptxra's are the lines its own listing
//! prints, the histogram distance follows its definition, `--side-by-side` prints the two
//! listings block by block, and a missing nvdisasm is an error before any work.

#[path = "common/nvidia.rs"]
mod nvidia;

use nvidia::{root, tool};

use std::collections::BTreeMap;
use std::process::{Command, Output};

use serde_json::Value;

const TINY: &str = "kernels/ptx/nvrtc-13.5/sm_80/tiny_anchors.ptx";
const CAS: &str = "kernels/ptx/nvrtc-13.5/sm_80/atomics_cas.ptx";

fn ptxra(args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(args)
        .current_dir(root())
        .output();
    let Ok(out) = out else {
        panic!("cannot run ptxra")
    };
    out
}

fn compare_code(args: &[&str]) -> Output {
    let ptxas = tool("ptxas");
    let nvdisasm = tool("nvdisasm");
    let mut all = vec![
        "compare",
        "--code",
        "--ptxas",
        ptxas.to_str().unwrap_or(""),
        "--nvdisasm",
        nvdisasm.to_str().unwrap_or(""),
    ];
    all.extend_from_slice(args);
    ptxra(&all)
}

/// The row of `function` in `compare --json` output.
fn row<'a>(v: &'a Value, function: &str) -> &'a Value {
    let rows = v["rows"].as_array();
    let found = rows.and_then(|rs| rs.iter().find(|r| r["function"] == function));
    let Some(r) = found else {
        panic!("no row for {function}")
    };
    r
}

/// ptxra's listing of `function` (`ptxra compile`): the mnemonic of every instruction line.
fn ptxra_mnemonics(input: &str, function: &str) -> Vec<String> {
    let out = ptxra(&["compile", input]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let start = format!(".text.{function}:");
    text.lines()
        .skip_while(|l| *l != start)
        .skip(1)
        .take_while(|l| !l.is_empty() && !l.starts_with("//"))
        .filter_map(|l| l.split_once("*/").map(|(_, r)| r.trim()))
        .map(|inst| {
            let inst = match inst.strip_prefix('@') {
                Some(r) => r.split_once(' ').map_or(r, |(_, x)| x),
                None => inst,
            };
            let word = inst.split_whitespace().next().unwrap_or("");
            word.split('.').next().unwrap_or(word).to_string()
        })
        .filter(|m| m != "NOP")
        .collect()
}

#[test]
fn instruction_counts_are_the_listings_and_the_distance_follows_its_definition() {
    let out = compare_code(&["--json", TINY, CAS]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    // Read by hand from `ptxas -arch=sm_80 tiny_anchors.ptx -o t.cubin; nvdisasm -c t.cubin`:
    // tiny_store_param is /*0000*/ IMAD.MOV.U32 … /*0060*/ EXIT, 7 instructions, then the
    // closing `BRA `(.L_x_29)` to itself and NOPs (left out).
    // From `ptxas -arch=sm_80 atomics_cas.ptx -o a.cubin; nvdisasm -c a.cubin`:
    // atom_spinlock_update runs /*0000*/ MOV R1 … /*0240*/ EXIT, 37 instructions, with one
    // loop from .L_x_2 (/*00e0*/) back from `@P1 BRA `(.L_x_2)` at /*0230*/: 22 instructions.
    let tiny = &row(&v, "tiny_store_param")["code"];
    assert_eq!(tiny["ptxas_instructions"], 7);
    let spin = &row(&v, "atom_spinlock_update")["code"];
    assert_eq!(spin["ptxas_instructions"], 37);
    assert_eq!(spin["ptxas_loops"], serde_json::json!([22]));
    // The same listing's GPR life-range column (`nvdisasm -c -plr`) peaks at 10 there.
    assert_eq!(spin["ptxas_peak_live"], 10);

    // ptxas's histogram of tiny_store_param, from the same listing: IMAD 2 (IMAD.MOV.U32),
    // MOV 2, ULDC 1, STG 1, EXIT 1. ptxra's is read from `ptxra compile`'s listing.
    let ours = ptxra_mnemonics(TINY, "tiny_store_param");
    assert_eq!(tiny["ptxra_instructions"], ours.len());
    let theirs: BTreeMap<&str, i64> = BTreeMap::from([
        ("IMAD", 2),
        ("MOV", 2),
        ("ULDC", 1),
        ("STG", 1),
        ("EXIT", 1),
    ]);
    let mut diff: BTreeMap<&str, i64> = theirs.clone();
    for m in &ours {
        *diff.entry(m.as_str()).or_insert(0) -= 1;
    }
    let expected = diff.values().map(|d| d.abs()).sum::<i64>() as f64 / 7.0;
    let got = tiny["histogram_distance"].as_f64().unwrap_or(-1.0);
    assert!((got - expected).abs() < 1e-9, "{got} vs {expected}");
    // ptxra's count is its printed listing's for every function of both files.
    for input in [TINY, CAS] {
        for r in v["rows"].as_array().into_iter().flatten() {
            if r["input"] == input && r["code"].is_object() {
                let f = r["function"].as_str().unwrap_or("");
                assert_eq!(
                    r["code"]["ptxra_instructions"],
                    ptxra_mnemonics(input, f).len(),
                    "{f}"
                );
            }
        }
    }
    // The summary covers the measured rows.
    let measured = v["rows"]
        .as_array()
        .map_or(0, |rs| rs.iter().filter(|r| r["code"].is_object()).count());
    assert_eq!(v["summary"]["code"]["functions"], measured);
}

#[test]
fn side_by_side_prints_both_listings_block_by_block() {
    let out = compare_code(&["--function", "tiny_store_param", "--side-by-side", TINY]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("tiny_store_param: ptxas 7 instructions in 2 blocks, ptxra "),
        "{text}"
    );
    assert!(
        lines[1].starts_with("ptxas ") && lines[1].ends_with("   ptxra"),
        "{text}"
    );
    assert!(lines[2].starts_with("-- block 0 (6)") && lines[2].contains(" | -- block 0 ("));
    // ptxas's first instruction in the left column, ptxra's in the right.
    assert!(
        lines[3].starts_with("IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] "),
        "{text}"
    );
    assert!(lines[3].ends_with(" MOV R1, c[0x0][0x28]"), "{text}");
    assert!(text.contains("-- block 1 .L_x_45 (1)"), "{text}");
}

#[test]
fn a_missing_nvdisasm_is_an_error_before_any_work() {
    let ptxas = tool("ptxas");
    let out = ptxra(&[
        "compare",
        "--code",
        "--ptxas",
        ptxas.to_str().unwrap_or(""),
        "--nvdisasm",
        "/nonexistent/nvdisasm",
        TINY,
    ]);
    // As for a missing ptxas: exit 2 with the tool named, and no table.
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/nvdisasm"));
    assert!(out.stdout.is_empty());
    let out = ptxra(&["compare", "--ptxas", "/nonexistent/ptxas", TINY]);
    assert_eq!(out.status.code(), Some(2));
}
