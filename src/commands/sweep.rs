//! `ptxra sweep`: what each register budget costs and buys. For every budget in a range the
//! input is compiled with that `--maxrregcount` (budgets in parallel), and per function the
//! registers, spill bytes, recomputations, occupancy at the kernel's block size and an
//! estimated spill cost are recorded; the recommendation is, for each occupancy step
//! reached, the budget that reaches it with the least spill cost.
//!
//! The estimated cost weighs every byte of spill traffic (local and shared memory) by the
//! frequency of its block (`RegAllocEstimatedLoopIterations` per loop level, the allocator's
//! own cost model): spill code in a loop costs more than spill code outside it.
//!
//! A kernel whose launch bounds declare its block size ignores `--maxrregcount`, as in
//! ptxas: its budget is what the block size and the minimum blocks per SM leave
//! (`__launch_bounds__(T, N)`). For those kernels the sweep varies N instead
//! ([`Options::min_blocks`]), once per distinct budget it gives, and the recommendation
//! names the launch bounds to write.

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde::Serialize;

use crate::analysis::{calc_block_frequency, Cfg, DomTree, LoopForest};
use crate::driver::{self, DriverError, Options};
use crate::ir::{Function, FunctionKind, Opcode};

/// One function at one budget.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SweepPoint {
    /// The `--maxrregcount` given, or the register limit the launch bounds leave.
    pub budget: u32,
    /// The minimum blocks per SM the launch bounds were compiled with (the min-blocks
    /// sweep of kernels with launch bounds only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_blocks: Option<u32>,
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
    /// For a kernel whose launch bounds declare its block size: one point per minimum
    /// blocks per SM that gives a new budget, ascending (empty otherwise).
    pub min_blocks_points: Vec<SweepPoint>,
    /// Per occupancy step reached (highest occupancy first): the budget reaching it with the
    /// least spill cost (ties: the largest budget, which leaves the scheduler most room),
    /// from the min-blocks sweep when there is one.
    pub recommended: Vec<Recommendation>,
}

/// The best budget for one occupancy step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Recommendation {
    /// The occupancy reached.
    pub occupancy: f64,
    /// The budget to use.
    pub budget: u32,
    /// The minimum blocks per SM that gives it (kernels with launch bounds).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_blocks: Option<u32>,
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
    /// Minimum block counts whose budget could not be met, ascending.
    pub failed_min_blocks: Vec<u32>,
    /// Per function, in PTX order.
    pub functions: Vec<FunctionSweep>,
}

/// Sweeps `budgets` (ascending) for the input at `path`, and the minimum blocks per SM of
/// kernels with launch bounds. A budget the allocator cannot meet is recorded in
/// [`Sweep::failed_budgets`] (or [`Sweep::failed_min_blocks`]); any other error is returned.
pub fn sweep(path: &Path, opts: &Options, budgets: &[u32]) -> Result<Sweep, DriverError> {
    let input = driver::read_input(path, opts)?;
    let compile = |o: &Options| driver::compile_ptx(&input.ptx, &input.ptx_name, o);
    let iters = opts.knobs.settings(opts.opt_level).loop_iterations;
    let results: Vec<(u32, Result<driver::CompileResult, DriverError>)> = budgets
        .par_iter()
        .map(|&b| {
            let o = Options {
                maxrregcount: Some(b),
                ..opts.clone()
            };
            (b, compile(&o))
        })
        .collect();
    let mut out = Sweep {
        input: path.display().to_string(),
        arch: String::new(),
        failed_budgets: Vec::new(),
        failed_min_blocks: Vec::new(),
        functions: Vec::new(),
    };
    let mut arch = None;
    let mut bounds: Vec<crate::ir::LaunchBounds> = Vec::new();
    for (b, r) in results {
        let r = match r {
            Ok(r) => r,
            Err(DriverError::Alloc { .. }) => {
                out.failed_budgets.push(b);
                continue;
            }
            Err(e) => return Err(e),
        };
        arch.get_or_insert(r.arch);
        if bounds.is_empty() {
            bounds = r.functions.iter().map(|f| f.func.bounds).collect();
        }
        for (k, f) in r.functions.iter().enumerate() {
            if out.functions.len() <= k {
                let s = &f.stats;
                out.functions.push(FunctionSweep {
                    name: s.name.clone(),
                    kind: s.kind,
                    block_size: s.occupancy.as_ref().map(|o| o.block_size),
                    fixed_budget: f.bounds_override.then_some(f.budget),
                    points: Vec::new(),
                    min_blocks_points: Vec::new(),
                    recommended: Vec::new(),
                });
            }
            out.functions[k].points.push(point(f, b, None, iters));
        }
    }
    if let Some(arch) = arch {
        out.arch = arch.to_string();
        // The kernels with a declared block size, each with the minimum block counts that
        // give it a new budget; every count any of them needs is compiled once.
        let sized: Vec<(usize, Vec<u32>)> = bounds
            .iter()
            .enumerate()
            .filter(|(_, b)| b.block_size().is_some())
            .map(|(k, b)| (k, budget_changing_min_blocks(arch, b)))
            .collect();
        let mut counts: Vec<u32> = sized.iter().flat_map(|(_, c)| c.iter().copied()).collect();
        counts.sort_unstable();
        counts.dedup();
        let results: Vec<(u32, Result<driver::CompileResult, DriverError>)> = counts
            .par_iter()
            .map(|&m| {
                let o = Options {
                    maxrregcount: None,
                    min_blocks: Some(m),
                    ..opts.clone()
                };
                (m, compile(&o))
            })
            .collect();
        for (m, r) in results {
            let r = match r {
                Ok(r) => r,
                Err(DriverError::Alloc { .. }) => {
                    out.failed_min_blocks.push(m);
                    continue;
                }
                Err(e) => return Err(e),
            };
            for (k, own) in &sized {
                let (Some(f), Some(fs)) = (r.functions.get(*k), out.functions.get_mut(*k)) else {
                    continue;
                };
                // Only the counts that change this kernel's own budget.
                if own.contains(&m) {
                    fs.min_blocks_points
                        .push(point(f, f.budget, Some(m), iters));
                }
            }
        }
    }
    for f in &mut out.functions {
        f.recommended = if f.min_blocks_points.is_empty() {
            recommend(&f.points)
        } else {
            recommend(&f.min_blocks_points)
        };
    }
    Ok(out)
}

/// One function's numbers at one budget (or minimum block count).
fn point(
    f: &driver::FunctionResult,
    budget: u32,
    min_blocks: Option<u32>,
    iters: f64,
) -> SweepPoint {
    let s = &f.stats;
    SweepPoint {
        budget,
        min_blocks,
        registers: s.registers,
        spill_stores: s.spill_stores,
        spill_loads: s.spill_loads,
        smem_spill_bytes: s.smem_spill_bytes,
        remat_count: s.remat_count,
        occupancy: s.occupancy.as_ref().map(|o| o.occupancy),
        spill_cost: spill_cost(&f.func, iters),
    }
}

/// The minimum blocks per SM, ascending, at which the budget of a kernel with launch bounds
/// `bounds` changes (1 always; then each count the SM can host whose budget is below the
/// previous count's): compiling the others would repeat a row.
fn budget_changing_min_blocks(
    arch: crate::target::Arch,
    bounds: &crate::ir::LaunchBounds,
) -> Vec<u32> {
    let info = arch.info();
    let Some(threads) = bounds.block_size() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut last = None;
    for m in 1..=info.max_blocks_per_sm {
        if !crate::regalloc::budget::min_blocks_in_range(info, threads, m) {
            break;
        }
        let with_m = crate::ir::LaunchBounds {
            min_blocks: Some(m),
            ..*bounds
        };
        let limit = crate::regalloc::bounded_register_budget(&with_m, info, None, 0).limit;
        if last != Some(limit) {
            out.push(m);
            last = Some(limit);
        }
    }
    out
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
                    r.min_blocks = p.min_blocks;
                    r.spill_cost = p.spill_cost;
                    r.spill_stores = p.spill_stores;
                }
            }
            None => steps.push(Recommendation {
                occupancy: occ,
                budget: p.budget,
                min_blocks: p.min_blocks,
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
        let points = if f.min_blocks_points.is_empty() {
            &f.points
        } else {
            &f.min_blocks_points
        };
        let pts: Vec<(u32, Option<f64>, u32)> = points
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

/// The sweep as a table per function, for people. Consecutive budgets with the same
/// outcome share one row (`48-255`); a kernel with launch bounds shows its min-blocks sweep.
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
        let by_blocks = !f.min_blocks_points.is_empty();
        let points = if by_blocks {
            let _ = writeln!(
                out,
                "    its launch bounds set the budget, so --maxrregcount does not apply: sweeping the minimum blocks per SM (__launch_bounds__'s second argument)"
            );
            &f.min_blocks_points
        } else {
            if let Some(b) = f.fixed_budget {
                let _ = writeln!(
                    out,
                    "    its launch bounds set the budget ({b} registers): --maxrregcount does not apply"
                );
            }
            &f.points
        };
        let columns = format!(
            "{:>5} {:>8} {:>8} {:>8} {:>5} {:>9} {:>12}",
            "regs", "spill_st", "spill_ld", "smem_sp", "remat", "occupancy", "spill cost"
        );
        let _ = if by_blocks {
            writeln!(out, "    {:>10} {:>6} {columns}", "min_blocks", "budget")
        } else {
            writeln!(out, "    {:>7} {columns}", "budget")
        };
        for run in same_outcome_runs(points) {
            let (first, last) = (&run[0], &run[run.len() - 1]);
            let key = |p: &SweepPoint| {
                if by_blocks {
                    p.min_blocks.unwrap_or(0)
                } else {
                    p.budget
                }
            };
            let range = if run.len() == 1 {
                key(first).to_string()
            } else {
                format!("{}-{}", key(first), key(last))
            };
            let lead = if by_blocks {
                format!("{range:>10} {:>6}", first.budget)
            } else {
                format!("{range:>7}")
            };
            let declared = if by_blocks && f.fixed_budget == Some(first.budget) {
                "  <- as declared"
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "    {lead} {:>5} {:>8} {:>8} {:>8} {:>5} {:>9} {:>12.0}{declared}",
                first.registers,
                first.spill_stores,
                first.spill_loads,
                first.smem_spill_bytes,
                first.remat_count,
                first
                    .occupancy
                    .map_or("-".to_string(), |o| format!("{:.1}%", o * 100.0)),
                first.spill_cost
            );
        }
        for r in &f.recommended {
            let how = match (r.min_blocks, f.block_size) {
                (Some(m), Some(t)) => format!("__launch_bounds__({t}, {m})"),
                _ => format!("--maxrregcount {}", r.budget),
            };
            let _ = writeln!(
                out,
                "    occupancy {:.1}%: use {how} (spill cost {:.0}, {} bytes spill stores)",
                r.occupancy * 100.0,
                r.spill_cost,
                r.spill_stores
            );
        }
    }
    for (what, list) in [
        ("budgets", &s.failed_budgets),
        ("minimum block counts", &s.failed_min_blocks),
    ] {
        if !list.is_empty() {
            let list: Vec<String> = list.iter().map(u32::to_string).collect();
            let _ = writeln!(
                out,
                "  {what} that cannot be met (allocation fails): {}",
                list.join(", ")
            );
        }
    }
    out
}

/// `points` cut into runs of consecutive points with the same outcome (registers, spill
/// bytes, recomputations, occupancy, spill cost).
fn same_outcome_runs(points: &[SweepPoint]) -> Vec<&[SweepPoint]> {
    let outcome = |p: &SweepPoint| {
        (
            p.registers,
            p.spill_stores,
            p.spill_loads,
            p.smem_spill_bytes,
            p.remat_count,
            p.occupancy,
            p.spill_cost,
        )
    };
    points.chunk_by(|a, b| outcome(a) == outcome(b)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(budget: u32, occupancy: f64, spill_cost: f64) -> SweepPoint {
        SweepPoint {
            budget,
            min_blocks: None,
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

    #[test]
    fn identical_outcomes_share_a_row() {
        let mut same = point(48, 0.625, 0.0);
        same.registers = 45;
        let pts = [
            point(40, 0.75, 10.0),
            same.clone(),
            SweepPoint {
                budget: 56,
                ..same.clone()
            },
            SweepPoint { budget: 64, ..same },
        ];
        let runs: Vec<Vec<u32>> = same_outcome_runs(&pts)
            .iter()
            .map(|r| r.iter().map(|p| p.budget).collect())
            .collect();
        assert_eq!(runs, vec![vec![40], vec![48, 56, 64]]);
    }
}
