//! `ptxra sweep`: what each register budget costs and buys. For every budget in a range the
//! input is compiled with that `--maxrregcount` (budgets in parallel), and per function the
//! registers, spill bytes, recomputations, occupancy at the kernel's block size and an
//! estimated spill cost are recorded; the recommendation is, for each occupancy step
//! reached, the budget that reaches it with the least spill cost.
//!
//! The estimated cost weighs every byte of spill traffic (local and shared memory) by the
//! frequency of its block (`RegAllocEstimatedLoopIterations` per loop level, the allocator's
//! own cost model): spill code in a loop costs more than spill code outside it.

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde::Serialize;

use crate::analysis::{calc_block_frequency, Cfg, DomTree, LoopForest};
use crate::driver::{self, DriverError, Options};
use crate::ir::{Function, FunctionKind, Opcode};

/// One function at one budget.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SweepPoint {
    /// The `--maxrregcount` given.
    pub budget: u32,
    /// "Used N registers".
    pub registers: u32,
    /// Spill store bytes (local memory).
    pub spill_stores: u32,
    /// Spill load bytes (local memory).
    pub spill_loads: u32,
    /// Shared memory taken by spill slots (per block).
    pub smem_spill_bytes: u32,
    /// Values recomputed instead of spilled.
    pub remat_count: u32,
    /// Occupancy at the kernel's block size (entries).
    pub occupancy: Option<f64>,
    /// Spill traffic in bytes weighted by block frequency.
    pub spill_cost: f64,
}

/// One function over the whole range.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FunctionSweep {
    /// Function name.
    pub name: String,
    /// `entry` or `func`.
    pub kind: FunctionKind,
    /// Block size the occupancy is for.
    pub block_size: Option<u32>,
    /// The register limit the function's own launch bounds or `.maxnreg` set, which wins
    /// over `--maxrregcount` as in ptxas (then every point is the same budget).
    pub fixed_budget: Option<u32>,
    /// One point per budget, ascending.
    pub points: Vec<SweepPoint>,
    /// Per occupancy step reached (highest occupancy first): the budget reaching it with the
    /// least spill cost (ties: the largest budget, which leaves the scheduler most room).
    pub recommended: Vec<Recommendation>,
}

/// The best budget for one occupancy step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Recommendation {
    /// The occupancy reached.
    pub occupancy: f64,
    /// The budget to use.
    pub budget: u32,
    /// Its estimated spill cost.
    pub spill_cost: f64,
    /// Its spill store bytes.
    pub spill_stores: u32,
}

/// The whole sweep of one input.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sweep {
    /// The input.
    pub input: String,
    /// The architecture.
    pub arch: String,
    /// Budgets that could not be met ("Register allocation failed"), ascending.
    pub failed_budgets: Vec<u32>,
    /// Per function, in PTX order.
    pub functions: Vec<FunctionSweep>,
}

/// Sweeps `budgets` (ascending) for the input at `path`. A budget the allocator cannot meet
/// is recorded in [`Sweep::failed_budgets`]; any other error is returned.
pub fn sweep(path: &Path, opts: &Options, budgets: &[u32]) -> Result<Sweep, DriverError> {
    let input = driver::read_input(path, opts)?;
    let results: Vec<(u32, Result<driver::CompileResult, DriverError>)> = budgets
        .par_iter()
        .map(|&b| {
            let o = Options {
                maxrregcount: Some(b),
                verify: opts.verify,
                ..opts.clone()
            };
            (b, driver::compile_ptx(&input.ptx, &input.ptx_name, &o))
        })
        .collect();
    let mut failed_budgets = Vec::new();
    let mut arch = None;
    let mut functions: Vec<FunctionSweep> = Vec::new();
    let iters = opts.knobs.settings(opts.opt_level).loop_iterations;
    for (b, r) in results {
        let r = match r {
            Ok(r) => r,
            Err(DriverError::Alloc { .. }) => {
                failed_budgets.push(b);
                continue;
            }
            Err(e) => return Err(e),
        };
        arch.get_or_insert_with(|| r.arch.to_string());
        for (k, f) in r.functions.iter().enumerate() {
            let s = &f.stats;
            let point = SweepPoint {
                budget: b,
                registers: s.registers,
                spill_stores: s.spill_stores,
                spill_loads: s.spill_loads,
                smem_spill_bytes: s.smem_spill_bytes,
                remat_count: s.remat_count,
                occupancy: s.occupancy.as_ref().map(|o| o.occupancy),
                spill_cost: spill_cost(&f.func, iters),
            };
            if functions.len() <= k {
                functions.push(FunctionSweep {
                    name: s.name.clone(),
                    kind: s.kind,
                    block_size: s.occupancy.as_ref().map(|o| o.block_size),
                    fixed_budget: f.bounds_override.then_some(f.budget),
                    points: Vec::new(),
                    recommended: Vec::new(),
                });
            }
            functions[k].points.push(point);
        }
    }
    for f in &mut functions {
        f.recommended = recommend(&f.points);
    }
    Ok(Sweep {
        input: path.display().to_string(),
        arch: arch.unwrap_or_default(),
        failed_budgets,
        functions,
    })
}

/// Spill traffic of `f` (bytes moved by spill instructions) weighted by block frequency.
pub fn spill_cost(f: &Function, iters: f64) -> f64 {
    let cfg = Cfg::new(f);
    let dom = DomTree::new(&cfg);
    let loops = LoopForest::new(&cfg, &dom);
    let freq = calc_block_frequency(&cfg, &loops, iters);
    f.blocks
        .iter()
        .zip(&freq)
        .map(|(blk, &w)| {
            let bytes: u32 = blk
                .insts
                .iter()
                .filter(|i| i.flags.spill)
                .map(|i| match i.op {
                    Opcode::STL | Opcode::STS => i
                        .uses
                        .get(1)
                        .and_then(|o| o.reg())
                        .map_or(4, |u| 4 * u32::from(f.vreg(u.vreg).width)),
                    Opcode::LDL | Opcode::LDS => i
                        .defs
                        .first()
                        .map_or(4, |d| 4 * u32::from(f.vreg(*d).width)),
                    _ => 0,
                })
                .sum();
            w * f64::from(bytes)
        })
        .sum()
}

/// The cheapest budget per occupancy step.
fn recommend(points: &[SweepPoint]) -> Vec<Recommendation> {
    let mut steps: Vec<Recommendation> = Vec::new();
    for p in points {
        let Some(occ) = p.occupancy else { continue };
        match steps.iter_mut().find(|r| (r.occupancy - occ).abs() < 1e-9) {
            Some(r) => {
                if p.spill_cost < r.spill_cost
                    || (p.spill_cost == r.spill_cost && p.budget > r.budget)
                {
                    r.budget = p.budget;
                    r.spill_cost = p.spill_cost;
                    r.spill_stores = p.spill_stores;
                }
            }
            None => steps.push(Recommendation {
                occupancy: occ,
                budget: p.budget,
                spill_cost: p.spill_cost,
                spill_stores: p.spill_stores,
            }),
        }
    }
    steps.sort_by(|a, b| b.occupancy.total_cmp(&a.occupancy));
    steps
}

/// Why a sweep plot could not be written: what was being done, where, and the system's
/// reason.
#[derive(Debug, thiserror::Error)]
#[error("cannot {action} {}", path.display())]
pub struct PlotError {
    /// `create` (the directory) or `write` (a plot).
    action: &'static str,
    /// The directory or file.
    path: PathBuf,
    /// The system's reason.
    #[source]
    source: std::io::Error,
}

/// Writes `<stem>.sweep.svg` per swept function into `dir` (created if needed; the stem is
/// [`crate::emit::plots::plot_stem`], each file replaced atomically):
/// occupancy and spill stores against the budget, the recommended budgets marked.
pub fn write_plots(s: &Sweep, dir: &Path) -> Result<(), PlotError> {
    std::fs::create_dir_all(dir).map_err(|source| PlotError {
        action: "create",
        path: dir.to_path_buf(),
        source,
    })?;
    for f in &s.functions {
        let pts: Vec<(u32, Option<f64>, u32)> = f
            .points
            .iter()
            .map(|p| (p.budget, p.occupancy, p.spill_stores))
            .collect();
        let rec: Vec<u32> = f.recommended.iter().map(|r| r.budget).collect();
        let stem = crate::emit::plots::plot_stem(std::ffi::OsStr::new(&s.input), &f.name);
        let path = dir.join(format!("{stem}.sweep.svg"));
        crate::emit::files::write_atomic(
            &path,
            &[crate::emit::svg::sweep_svg(&f.name, &pts, &rec)],
        )
        .map_err(|e| PlotError {
            action: "write",
            path,
            source: e.source,
        })?;
    }
    Ok(())
}

/// The sweep as a table per function, for people.
pub fn render_text(s: &Sweep) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = writeln!(out, "{} ({})", s.input, s.arch);
    for f in &s.functions {
        let _ = writeln!(
            out,
            "  {} ({}{})",
            crate::emit::table::display_name(&f.name),
            match f.kind {
                FunctionKind::Entry => "entry",
                FunctionKind::Func => "func",
            },
            f.block_size
                .map_or(String::new(), |b| format!(", block size {b}"))
        );
        if let Some(b) = f.fixed_budget {
            let _ = writeln!(
                out,
                "    its launch bounds set the budget ({b} registers): --maxrregcount does not apply"
            );
        }
        let _ = writeln!(
            out,
            "    {:>6} {:>5} {:>8} {:>8} {:>8} {:>5} {:>9} {:>12}",
            "budget", "regs", "spill_st", "spill_ld", "smem_sp", "remat", "occupancy", "spill cost"
        );
        for p in &f.points {
            let _ = writeln!(
                out,
                "    {:>6} {:>5} {:>8} {:>8} {:>8} {:>5} {:>9} {:>12.0}",
                p.budget,
                p.registers,
                p.spill_stores,
                p.spill_loads,
                p.smem_spill_bytes,
                p.remat_count,
                p.occupancy
                    .map_or("-".to_string(), |o| format!("{:.1}%", o * 100.0)),
                p.spill_cost
            );
        }
        for r in &f.recommended {
            let _ = writeln!(
                out,
                "    occupancy {:.1}%: use --maxrregcount {} (spill cost {:.0}, {} bytes spill stores)",
                r.occupancy * 100.0,
                r.budget,
                r.spill_cost,
                r.spill_stores
            );
        }
    }
    if !s.failed_budgets.is_empty() {
        let list: Vec<String> = s.failed_budgets.iter().map(u32::to_string).collect();
        let _ = writeln!(
            out,
            "  budgets that cannot be met (allocation fails): {}",
            list.join(", ")
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(budget: u32, occupancy: f64, spill_cost: f64) -> SweepPoint {
        SweepPoint {
            budget,
            registers: budget,
            spill_stores: spill_cost as u32,
            spill_loads: 0,
            smem_spill_bytes: 0,
            remat_count: 0,
            occupancy: Some(occupancy),
            spill_cost,
        }
    }

    #[test]
    fn the_cheapest_budget_of_each_step_is_recommended() {
        let pts = [
            point(24, 1.0, 900.0),
            point(32, 1.0, 100.0),
            point(40, 0.75, 0.0),
            point(48, 0.625, 0.0),
            point(56, 0.625, 0.0),
        ];
        let r = recommend(&pts);
        let got: Vec<(f64, u32)> = r.iter().map(|r| (r.occupancy, r.budget)).collect();
        assert_eq!(got, vec![(1.0, 32), (0.75, 40), (0.625, 56)]);
    }
}
