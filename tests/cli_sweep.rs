//! `ptxra sweep`: every budget of the range compiles, the counts stay within their budget,
//! spill traffic never grows with the budget, and the recommendation is the cheapest budget
//! of each occupancy step; a kernel with launch bounds is swept over its minimum blocks per
//! SM; identical rows share one line.

#[path = "common/cli.rs"]
mod cli;

use serde_json::Value;

fn run(args: &[&str]) -> String {
    let mut all = vec!["sweep"];
    all.extend_from_slice(args);
    cli::ptxra_stdout(&all)
}

fn sweep(file: &str) -> Value {
    let json = run(&[
        "--json", "--verify", "--from", "24", "--to", "128", "--step", "8", file,
    ]);
    serde_json::from_str(&json).unwrap_or(Value::Null)
}

fn num(v: &Value) -> u64 {
    v.as_u64().unwrap_or(u64::MAX)
}

#[test]
fn spill_traffic_never_grows_with_the_budget() {
    for file in [
        "kernels/ptx/nvrtc-13.5/sm_80/gemm_rb4x4.ptx",
        "kernels/ptx/nvrtc-13.5/sm_80/huge_register_tile.ptx",
        "kernels/ptx/nvrtc-13.5/sm_80/huge_many_accumulators.ptx",
        "kernels/ptx/clang-22/sm_80/stencils.ptx",
    ] {
        let s = sweep(file);
        let funcs = s["functions"].as_array().cloned().unwrap_or_default();
        assert!(!funcs.is_empty(), "{file}: no functions");
        for f in funcs {
            let pts = f["points"].as_array().cloned().unwrap_or_default();
            assert_eq!(pts.len(), 14, "{file} {}: one point per budget", f["name"]);
            let mut last = u64::MAX;
            let fixed = f["fixed_budget"].as_u64();
            for p in &pts {
                // Launch bounds set their own budget, as in ptxas.
                let budget = fixed.unwrap_or(num(&p["budget"]));
                assert!(num(&p["registers"]) <= budget, "{file}: {p}");
                let bytes = num(&p["spill_stores"]) + num(&p["spill_loads"]);
                assert!(
                    bytes <= last,
                    "{file} {}: spill bytes grow to {bytes} at budget {}",
                    f["name"],
                    p["budget"]
                );
                last = bytes;
            }
            // The recommendation for each occupancy step is its cheapest budget (of the
            // min-blocks sweep for a kernel with launch bounds).
            let by_blocks = f["min_blocks_points"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let pts = if by_blocks.is_empty() { pts } else { by_blocks };
            for r in f["recommended"].as_array().cloned().unwrap_or_default() {
                let occ = r["occupancy"].as_f64().unwrap_or(-1.0);
                let cheapest = pts
                    .iter()
                    .filter(|p| (p["occupancy"].as_f64().unwrap_or(-2.0) - occ).abs() < 1e-9)
                    .map(|p| p["spill_cost"].as_f64().unwrap_or(f64::MAX))
                    .fold(f64::MAX, f64::min);
                assert_eq!(r["spill_cost"].as_f64(), Some(cheapest), "{file}: {r}");
            }
        }
    }
}

#[test]
fn a_kernel_with_launch_bounds_sweeps_its_minimum_blocks_per_sm() {
    let file = "kernels/ptx/nvrtc-13.5/sm_80/launch_bounds.ptx";
    let s = sweep(file);
    let funcs = s["functions"].as_array().cloned().unwrap_or_default();
    let Some(f) = funcs.iter().find(|f| f["name"] == "lb_256_2") else {
        panic!("no lb_256_2 in {s}")
    };
    // `.maxntid 256, .minnctapersm m` on sm_80 leaves 65536 / (256 m) registers rounded down
    // to 8, at most 255 (ptxas 13.5's limit for these bounds; src/regalloc/budget.rs).
    let pts = f["min_blocks_points"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let rows: Vec<(u64, u64)> = pts
        .iter()
        .map(|p| (num(&p["min_blocks"]), num(&p["budget"])))
        .collect();
    assert_eq!(
        rows,
        [
            (1, 255),
            (2, 128),
            (3, 80),
            (4, 64),
            (5, 48),
            (6, 40),
            (7, 32)
        ]
    );
    for p in &pts {
        assert!(num(&p["registers"]) <= num(&p["budget"]), "{p}");
    }
    // The declared bounds (256, 2) give what `stats` gives.
    let stats: Value =
        serde_json::from_str(&cli::ptxra_stdout(&["stats", "--json", file])).unwrap_or_default();
    let declared = stats["inputs"][0]["functions"]
        .as_array()
        .and_then(|fs| fs.iter().find(|f| f["name"] == "lb_256_2"))
        .map(|f| num(&f["registers"]));
    assert_eq!(declared, Some(num(&pts[1]["registers"])));
    let text = run(&[file, "--function", "lb_256_2"]);
    assert!(text.contains("use __launch_bounds__(256, 7)"), "{text}");
    assert!(text.contains("<- as declared"), "{text}");
}

#[test]
fn budgets_with_the_same_outcome_share_a_row() {
    // lb_none needs 167 registers: every budget from 168 up gives the same result.
    let text = run(&[
        "kernels/ptx/nvrtc-13.5/sm_80/launch_bounds.ptx",
        "--function",
        "lb_none",
        "--from",
        "160",
        "--to",
        "248",
    ]);
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.trim_start().starts_with(char::is_numeric))
        .collect();
    assert_eq!(rows.len(), 2, "{text}");
    assert!(rows[1].trim_start().starts_with("168-248 "), "{text}");
}
