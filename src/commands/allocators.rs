//! Side-by-side runs of the three allocators (`stats --allocator all`, `compare --allocator
//! all`): the same inputs and options, one allocation per allocator, so their register
//! counts, spill traffic, recomputations and allocation times can be read against each
//! other (and against ptxas).

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde::Serialize;

use crate::commands::compare::{self, CompareError, Comparison};
use crate::driver::{self, Options};
use crate::emit::table::{column_width, display_name};
use crate::regalloc::AllocatorKind;

/// One function under one allocator.
#[derive(Clone, Debug, Serialize)]
pub struct AllocatorRow {
    /// The input as given.
    pub input: String,
    /// Function name.
    pub function: String,
    /// The allocator.
    pub allocator: AllocatorKind,
    /// "Used N registers".
    pub registers: u32,
    /// Spill store bytes.
    pub spill_stores: u32,
    /// Spill load bytes.
    pub spill_loads: u32,
    /// Values recomputed instead of spilled.
    pub remat_count: u32,
    /// Scheduling + allocation time in milliseconds.
    pub alloc_ms: f64,
    /// Whether the checker verified the allocation (`--verify`).
    pub verified: bool,
}

/// An input an allocator failed on.
#[derive(Clone, Debug, Serialize)]
pub struct AllocatorFailure {
    /// The input as given.
    pub input: String,
    /// The allocator.
    pub allocator: AllocatorKind,
    /// The error.
    pub message: String,
}

/// Every allocator on every input.
#[derive(Clone, Debug, Default, Serialize)]
pub struct AllocatorRuns {
    /// Per input (in the order given), per allocator, per function.
    pub rows: Vec<AllocatorRow>,
    /// Inputs an allocator failed on.
    pub failures: Vec<AllocatorFailure>,
}

/// Compiles every input with each of `kinds` (inputs in parallel, results in input order).
pub fn run_allocators(
    inputs: &[PathBuf],
    opts: &Options,
    kinds: &[AllocatorKind],
) -> AllocatorRuns {
    let per_input: Vec<AllocatorRuns> =
        inputs.par_iter().map(|p| run_one(p, opts, kinds)).collect();
    let mut out = AllocatorRuns::default();
    for mut r in per_input {
        out.rows.append(&mut r.rows);
        out.failures.append(&mut r.failures);
    }
    out
}

fn run_one(path: &Path, opts: &Options, kinds: &[AllocatorKind]) -> AllocatorRuns {
    let mut out = AllocatorRuns::default();
    let input = path.display().to_string();
    for &k in kinds {
        let o = Options {
            allocator: k,
            ..opts.clone()
        };
        match driver::compile_path(path, &o) {
            Ok(r) => out.rows.extend(r.functions.iter().map(|f| AllocatorRow {
                input: input.clone(),
                function: f.stats.name.clone(),
                allocator: k,
                registers: f.stats.registers,
                spill_stores: f.stats.spill_stores,
                spill_loads: f.stats.spill_loads,
                remat_count: f.stats.remat_count,
                alloc_ms: f.alloc_time.as_secs_f64() * 1e3,
                verified: f.stats.verified,
            })),
            Err(e) => out.failures.push(AllocatorFailure {
                input: input.clone(),
                allocator: k,
                message: e.to_string(),
            }),
        }
    }
    out
}

/// Per-function rows (one line per function, a column group per allocator) and totals per
/// allocator.
pub fn render_runs(runs: &AllocatorRuns, kinds: &[AllocatorKind]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let mut keys: Vec<(&str, &str)> = Vec::new();
    for r in &runs.rows {
        let key = (r.input.as_str(), r.function.as_str());
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    let names: Vec<_> = keys.iter().map(|(_, f)| display_name(f)).collect();
    let wi = column_width(40, keys.iter().map(|(i, _)| *i));
    let wf = column_width(28, names.iter().map(|n| n.as_ref()));
    let _ = write!(s, "{:<wi$} {:<wf$}", "input", "function");
    for k in kinds {
        let _ = write!(
            s,
            " | {:>8} {:>4} {:>6} {:>5} {:>7}",
            k.name(),
            "regs",
            "spill",
            "remat",
            "ms"
        );
    }
    s.push('\n');
    for ((input, function), name) in keys.into_iter().zip(&names) {
        let _ = write!(s, "{input:<wi$} {name:<wf$}");
        for &k in kinds {
            match runs
                .rows
                .iter()
                .find(|r| r.allocator == k && r.input == input && r.function == function)
            {
                Some(r) => {
                    let _ = write!(
                        s,
                        " | {:>8} {:>4} {:>6} {:>5} {:>7.1}",
                        if r.verified { "verified" } else { "" },
                        r.registers,
                        r.spill_stores + r.spill_loads,
                        r.remat_count,
                        r.alloc_ms
                    );
                }
                None => {
                    let _ = write!(
                        s,
                        " | {:>8} {:>4} {:>6} {:>5} {:>7}",
                        "failed", "-", "-", "-", "-"
                    );
                }
            }
        }
        s.push('\n');
    }
    for f in &runs.failures {
        let _ = writeln!(
            s,
            "{}: {} failed: {}",
            f.input,
            f.allocator.name(),
            f.message.trim()
        );
    }
    for &k in kinds {
        let rows: Vec<&AllocatorRow> = runs.rows.iter().filter(|r| r.allocator == k).collect();
        let _ = writeln!(
            s,
            "total {:<8}: {} functions ({} verified), {} registers, {} spill bytes, {} rematerialised, {:.0} ms, {} inputs failed",
            k.name(),
            rows.len(),
            rows.iter().filter(|r| r.verified).count(),
            rows.iter().map(|r| u64::from(r.registers)).sum::<u64>(),
            rows.iter()
                .map(|r| u64::from(r.spill_stores + r.spill_loads))
                .sum::<u64>(),
            rows.iter().map(|r| u64::from(r.remat_count)).sum::<u64>(),
            rows.iter().map(|r| r.alloc_ms).sum::<f64>(),
            runs.failures.iter().filter(|f| f.allocator == k).count()
        );
    }
    s
}

/// `compare` once per allocator (ptxas runs each time: its result does not depend on ours).
pub fn compare_allocators(
    inputs: &[PathBuf],
    opts: &Options,
    ptxas: &compare::Ptxas,
    kinds: &[AllocatorKind],
) -> Result<Vec<(AllocatorKind, Comparison)>, CompareError> {
    kinds
        .iter()
        .map(|&k| {
            let o = Options {
                allocator: k,
                ..opts.clone()
            };
            compare::compare(inputs, &o, ptxas).map(|c| (k, c))
        })
        .collect()
}

/// The comparisons as one JSON object keyed by allocator name (`compare --allocator all
/// --json`).
pub fn render_comparisons_json(cs: &[(AllocatorKind, Comparison)]) -> serde_json::Result<String> {
    let by_name: std::collections::BTreeMap<&str, &Comparison> =
        cs.iter().map(|(k, c)| (k.name(), c)).collect();
    serde_json::to_string_pretty(&by_name)
}

/// Registers and spill bytes of ptxas beside each allocator, and each allocator's fidelity
/// summary.
pub fn render_comparisons(cs: &[(AllocatorKind, Comparison)]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let Some((_, first)) = cs.first() else {
        return s;
    };
    let names: Vec<_> = first
        .rows
        .iter()
        .map(|r| display_name(&r.function))
        .collect();
    let wi = column_width(40, first.rows.iter().map(|r| r.input.as_str()));
    let wf = column_width(28, names.iter().map(|n| n.as_ref()));
    let _ = write!(s, "{:<wi$} {:<wf$} {:>11}", "input", "function", "ptxas");
    for (k, _) in cs {
        let _ = write!(s, " {:>13}", k.name());
    }
    s.push('\n');
    let regs = |v: Option<u32>| v.map_or_else(|| "-".to_string(), |v| v.to_string());
    for (row, name) in first.rows.iter().zip(&names) {
        let theirs = row.ptxas.as_ref();
        let _ = write!(
            s,
            "{:<wi$} {name:<wf$} {:>11}",
            row.input,
            format!(
                "{}/{}",
                regs(theirs.and_then(|t| t.registers)),
                regs(theirs.map(|t| t.spill_stores + t.spill_loads))
            )
        );
        for (_, c) in cs {
            let ours = c
                .rows
                .iter()
                .find(|r| r.input == row.input && r.function == row.function)
                .and_then(|r| r.ptxra.as_ref());
            let _ = write!(
                s,
                " {:>13}",
                format!(
                    "{}/{}",
                    regs(ours.map(|o| o.registers)),
                    regs(ours.map(|o| o.spill_stores + o.spill_loads))
                )
            );
        }
        s.push('\n');
    }
    let _ = writeln!(s, "(registers/spill bytes)");
    for (k, c) in cs {
        let m = &c.summary;
        let _ = writeln!(
            s,
            "{:<8} vs ptxas {}: {} entry functions, exact {:.1} %, within ±2 {:.1} %, MAE {:.2}, spills agree {:.1} %, {} inputs not compared",
            k.name(),
            c.ptxas_version,
            m.functions,
            m.exact_pct,
            m.within2_pct,
            m.mae,
            m.spill_agree_pct,
            c.failures.len()
        );
    }
    s
}
