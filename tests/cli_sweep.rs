//! `ptxra sweep`: every budget of the range compiles, the counts stay within their budget,
//! spill traffic never grows with the budget, and the recommendation is the cheapest budget
//! of each occupancy step.

use std::path::Path;
use std::process::Command;

use serde_json::Value;

fn sweep(file: &str) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args([
            "sweep", "--json", "--verify", "--from", "24", "--to", "128", "--step", "8",
        ])
        .arg(file)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
        .output();
    let Ok(out) = out else {
        panic!("cannot run ptxra")
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or(Value::Null)
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
            // The recommendation for each occupancy step is its cheapest budget.
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
