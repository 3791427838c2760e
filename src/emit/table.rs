//! The plain-text tables the command prints for people: per-function statistics of one input
//! (`ptxra stats` without `--json`) and the `--time-passes` lines. Machine-readable output is
//! [`super::json`]; these texts are for reading, not parsing.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

use crate::stats::FunctionStats;
use crate::target::Arch;

/// `ptxra stats`'s table for one input compiled for `arch`: a header line naming the input,
/// then one line per function (registers per class, stack, spill bytes, peak pressure,
/// occupancy, and whether the checker verified it).
pub fn stats_table<'a>(
    path: &Path,
    arch: Arch,
    functions: impl IntoIterator<Item = &'a FunctionStats>,
) -> String {
    let mut t = String::new();
    let _ = writeln!(t, "{} ({})", path.display(), arch);
    let _ = writeln!(
        t,
        "  {:<40} {:>5} {:>4} {:>3} {:>6} {:>7} {:>7} {:>8} {:>9}",
        "function", "regs", "UR", "P", "stack", "spill_st", "spill_ld", "max_live", "occupancy"
    );
    for s in functions {
        let occ = s.occupancy.as_ref().map_or_else(
            || "-".to_string(),
            |o| format!("{:.0}%", o.occupancy * 100.0),
        );
        let _ = writeln!(
            t,
            "  {:<40} {:>5} {:>4} {:>3} {:>6} {:>7} {:>7} {:>8} {:>9}{}",
            s.name,
            s.registers,
            s.uniform_registers,
            s.predicates,
            s.stack_frame,
            s.spill_stores,
            s.spill_loads,
            s.max_live,
            occ,
            if s.verified { "  verified" } else { "" }
        );
    }
    t
}

/// `--time-passes`: one line per pass (as the driver sums them over functions and
/// scheduling rounds), then the total, in milliseconds.
pub fn pass_times(times: &[(String, Duration)]) -> String {
    let mut t = String::new();
    let w = times.iter().map(|(n, _)| n.len()).max().unwrap_or(0).max(5);
    for (name, d) in times {
        let _ = writeln!(t, "{name:>w$}: {:10.3} ms", d.as_secs_f64() * 1e3);
    }
    let total: Duration = times.iter().map(|(_, d)| *d).sum();
    let _ = writeln!(t, "{:>w$}: {:10.3} ms", "total", total.as_secs_f64() * 1e3);
    t
}
