//! How many registers a function may use (its budget, a hard limit) and how many ptxas aims
//! for (its register target, which pre-allocation scheduling spends on latency hiding).
//!
//! * The **budget** (`PTXAS-FACTS.md`, measured): launch bounds (`.maxntid`, `.reqntid`,
//!   `.minnctapersm`) and `.maxnreg` win over `--maxrregcount` — the per-thread limit is the
//!   register file divided by (threads rounded to warps × minimum blocks), rounded down to
//!   8 — `.maxnreg` caps the launch-bound limit, requests below the per-arch floor are
//!   raised, and without any of them the hardware limit (255) applies.
//! * The **target** (`ptxas-allocator-architecture.txt`, "Budget Pressure Model": an
//!   occupancy-aware budget): with an explicit limit the target is that limit; without one it
//!   is the top of the warp-occupancy plateau the function's demand falls on — the largest
//!   register count that keeps as many warps resident (32 on sm_80, 40 on sm_86/sm_89, 64 on
//!   sm_75 for a small kernel). ptxas's own counts cluster exactly at these plateau tops on
//!   the development corpus (38 of 182 sm_80 entries at 32, 22 of 98 sm_86 ones at 40).

use serde::Serialize;

use crate::ir::{Function, Opcode, Operand};
use crate::target::occupancy::plateau_top;
use crate::target::SmInfo;

/// Where a function's register budget came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BudgetSource {
    /// No limit given: the hardware's per-thread maximum.
    Hardware,
    /// `--maxrregcount` (raised to the per-arch floor when below it).
    MaxRRegCount,
    /// Launch bounds (`.maxntid`/`.reqntid`, with `.minnctapersm`).
    LaunchBounds,
    /// `.maxnreg` in the PTX.
    MaxNReg,
}

/// A function's register budget and target, in "Used N registers" terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RegisterBudget {
    /// The hard limit: "Used N" may not exceed it.
    pub limit: u32,
    /// What ptxas aims for (≤ `limit`).
    pub target: u32,
    /// Where `limit` came from.
    pub source: BudgetSource,
    /// Whether launch bounds overrode a `--maxrregcount` the user gave.
    pub bounds_override: bool,
    /// For a kernel that sets its warps' register limits (`setmaxnreg`): the count every
    /// warp starts with, which ptxas reports; `limit` is then the highest limit of any
    /// region ([`super::warp_limits::with_warp_limits`]).
    pub warp_entry: Option<u32>,
}

/// The budget and target of `f` on `info`. `demand` is the register count the function needs
/// at the least ("Used N" for its peak pressure).
pub fn register_budget(
    f: &Function,
    info: &SmInfo,
    maxrregcount: Option<u32>,
    demand: u32,
) -> RegisterBudget {
    bounded_register_budget(&f.bounds, info, maxrregcount, demand)
}

/// [`register_budget`] of a function with launch bounds `b`: the bounds are all it reads of
/// the function, and a caller asking for several demands need not hold the function.
pub fn bounded_register_budget(
    b: &crate::ir::LaunchBounds,
    info: &SmInfo,
    maxrregcount: Option<u32>,
    demand: u32,
) -> RegisterBudget {
    let hw = info.max_registers_per_thread;
    let mut limit = hw;
    let mut source = BudgetSource::Hardware;
    let mut bounds_override = false;
    let mut min_blocks_valid = false;
    if let Some(threads) = b.block_size() {
        let warps = threads.div_ceil(info.warp_size);
        // ptxas ignores a `.minnctapersm` the SM cannot host (more blocks than it holds, or
        // more threads), with a warning; only `.maxntid`/`.reqntid` then bound the count.
        let blocks = b
            .min_blocks
            .filter(|&m| min_blocks_in_range(info, threads, m))
            .unwrap_or(1)
            .max(1);
        min_blocks_valid = blocks > 1 || b.min_blocks == Some(1);
        let per_thread = info.registers_per_sm
            / warps
                .saturating_mul(info.warp_size)
                .saturating_mul(blocks)
                .max(1);
        // Registers are granted per warp in units of 256, i.e. 8 per thread.
        limit = limit.min(per_thread / 8 * 8);
        source = BudgetSource::LaunchBounds;
        bounds_override = maxrregcount.is_some();
    } else if b.max_regs.is_some() {
        // `.maxnreg` wins over `--maxrregcount` too (ptxas 12.9: "Overriding global
        // maxrregcount 24 with entry-specific value 40 of .maxnreg").
        bounds_override = maxrregcount.is_some();
    } else if let Some(n) = maxrregcount {
        limit = limit.min(info.effective_maxrregcount(n));
        source = BudgetSource::MaxRRegCount;
    }
    if let Some(n) = b.max_regs {
        let cap = n.max(info.maxrregcount_floor);
        if cap < limit {
            limit = cap;
            source = BudgetSource::MaxNReg;
        }
    }
    let limit = limit.max(info.min_registers);
    // A limit chosen for occupancy (`--maxrregcount`, `.maxnreg`, a minimum block count) is
    // what ptxas aims for; a bare `.maxntid` only caps, and the demand's plateau applies.
    let aims_at_limit = match source {
        BudgetSource::Hardware => false,
        BudgetSource::LaunchBounds => min_blocks_valid,
        BudgetSource::MaxRRegCount | BudgetSource::MaxNReg => true,
    };
    let target = if aims_at_limit {
        limit
    } else {
        plateau_top(info, demand.clamp(info.min_registers, limit)).min(limit)
    };
    RegisterBudget {
        limit,
        target,
        source,
        bounds_override,
        warp_entry: None,
    }
}

/// Whether `.minnctapersm blocks` with `threads` per block fits on one SM (else ptxas warns
/// "Value of minnctapersm for entry … is out of range" and ignores it).
pub fn min_blocks_in_range(info: &SmInfo, threads: u32, blocks: u32) -> bool {
    let threads = threads.div_ceil(info.warp_size) * info.warp_size;
    blocks <= info.max_blocks_per_sm
        && u64::from(threads) * u64::from(blocks)
            <= u64::from(info.max_warps_per_sm) * u64::from(info.warp_size)
}

/// The warning ptxas prints (without its `ptxas warning : ` prefix) when it ignores the
/// `.minnctapersm` of entry `name`, or `None` when the bounds are usable.
///
/// Measured with ptxas 13.5 on sm_75 (16 blocks and 1024 threads per SM): `.maxntid 64`
/// with `.minnctapersm 17` or `.reqntid 128` with 40 exceed the block limit ("Value of
/// minnctapersm … minnctapersm will be ignored"); `.maxntid 90` with 11 (96 threads once
/// rounded to warps, 1056 in all) and `.maxntid 8, 8, 8` with 3 exceed the thread limit
/// ("Value of threads per SM … .minnctapersm will be ignored", with the dot). When both are
/// exceeded only the first is printed (`.maxntid 64` with 32 on sm_75).
pub fn ignored_min_blocks_warning(
    info: &SmInfo,
    name: &str,
    bounds: &crate::ir::LaunchBounds,
) -> Option<String> {
    let threads = bounds.block_size()?;
    let blocks = bounds.min_blocks?;
    if blocks > info.max_blocks_per_sm {
        Some(format!(
            "Value of minnctapersm for entry {name} is out of range. minnctapersm will be ignored"
        ))
    } else if !min_blocks_in_range(info, threads, blocks) {
        Some(format!(
            "Value of threads per SM for entry {name} is out of range. .minnctapersm will be ignored"
        ))
    } else {
        None
    }
}

/// The register target a function's tensor-core instructions need, with the PTX line of the
/// first that needs the most: ptxas refuses (error C7602) to compile an MMA under a smaller
/// one, however few registers the function uses otherwise.
///
/// Measured with ptxas 13.5 on sm_80…sm_120: the target is 14 plus the registers of the
/// instruction's D, A and B operands and of C counted at D's size (C may be `RZ`):
/// `HMMA.16816` (4 + 4 + 2 + 4) needs 28, `HMMA.1688` with f16 inputs (4 + 2 + 1 + 4) 25,
/// `DMMA.884` (4 + 2 + 2 + 4) 26, `IMMA.16832` 28; a `wmma` 16×16 tile is two `HMMA.16816`.
pub fn tensor_core_target(f: &Function) -> Option<(u32, u32)> {
    let width = |o: Option<&Operand>| match o {
        Some(Operand::Reg(u)) if u.is_whole() => u32::from(f.vreg(u.vreg).width),
        Some(Operand::Reg(u)) => u32::from(u.count),
        _ => 0,
    };
    let mut best: Option<(u32, u32)> = None;
    for (_, i) in f.insts() {
        if !matches!(i.op, Opcode::HMMA | Opcode::IMMA | Opcode::DMMA) {
            continue;
        }
        let d: u32 = i.defs.iter().map(|v| u32::from(f.vreg(*v).width)).sum();
        let target = 14 + 2 * d + width(i.uses.first()) + width(i.uses.get(1));
        if best.is_none_or(|(_, t)| target > t) {
            best = Some((i.ptx_line, target));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::FunctionKind;
    use crate::target::Arch;

    fn info(sm: &str) -> &'static SmInfo {
        Arch::parse(sm).unwrap().info()
    }

    #[test]
    fn targets_are_plateau_tops_without_a_limit() {
        let f = Function::new("k", FunctionKind::Entry);
        let t = |sm, demand| register_budget(&f, info(sm), None, demand).target;
        assert_eq!(t("sm_80", 14), 32);
        assert_eq!(t("sm_80", 33), 40);
        assert_eq!(t("sm_80", 41), 48);
        assert_eq!(t("sm_80", 70), 72);
        assert_eq!(t("sm_80", 90), 96);
        assert_eq!(t("sm_86", 20), 40);
        assert_eq!(t("sm_89", 20), 40);
        assert_eq!(t("sm_75", 20), 64);
        assert_eq!(t("sm_80", 300), 255);
        let b = register_budget(&f, info("sm_80"), None, 14);
        assert_eq!((b.limit, b.source), (255, BudgetSource::Hardware));
    }

    #[test]
    fn explicit_limits_are_the_target() {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = register_budget(&f, info("sm_80"), Some(64), 14);
        assert_eq!(
            (b.limit, b.target, b.source),
            (64, 64, BudgetSource::MaxRRegCount)
        );
        let b = register_budget(&f, info("sm_80"), Some(16), 14);
        assert_eq!((b.limit, b.target), (24, 24));
        f.bounds.max_threads = Some(512);
        f.bounds.min_blocks = Some(2);
        let b = register_budget(&f, info("sm_80"), Some(32), 14);
        assert_eq!((b.limit, b.target), (64, 64));
        assert_eq!(b.source, BudgetSource::LaunchBounds);
        assert!(b.bounds_override);
        f.bounds.max_regs = Some(40);
        let b = register_budget(&f, info("sm_80"), None, 14);
        assert_eq!((b.limit, b.source), (40, BudgetSource::MaxNReg));
        // `.maxnreg` alone overrides a smaller `--maxrregcount`.
        let mut g = Function::new("k", FunctionKind::Entry);
        g.bounds.max_regs = Some(40);
        let b = register_budget(&g, info("sm_80"), Some(24), 14);
        assert_eq!(
            (b.limit, b.source, b.bounds_override),
            (40, BudgetSource::MaxNReg, true)
        );
    }

    #[test]
    fn launch_bounds_as_ptxas_applies_them() {
        // Measured (development corpus, lb_minblocks_mlp): 64×32 fits sm_80 (limit 32) but
        // not sm_86 (16 blocks at most), where ptxas ignores it; 128×12 fits sm_86 (40) but
        // not sm_75 (1024 threads at most).
        let mut f = Function::new("k", FunctionKind::Entry);
        f.bounds.max_threads = Some(64);
        f.bounds.min_blocks = Some(32);
        assert_eq!(register_budget(&f, info("sm_80"), None, 50).limit, 32);
        assert_eq!(register_budget(&f, info("sm_86"), None, 50).limit, 255);
        f.bounds.max_threads = Some(128);
        f.bounds.min_blocks = Some(12);
        let b = register_budget(&f, info("sm_86"), None, 30);
        assert_eq!((b.limit, b.target), (40, 40));
        assert_eq!(register_budget(&f, info("sm_75"), None, 50).limit, 255);
        // A bare `.maxntid` caps the count but the target follows the demand.
        f.bounds.max_threads = Some(256);
        f.bounds.min_blocks = None;
        let b = register_budget(&f, info("sm_80"), None, 120);
        assert_eq!((b.limit, b.target), (255, 128));
    }

    #[test]
    fn ignored_min_blocks_warnings_match_ptxas() {
        let bounds = |threads, blocks| crate::ir::LaunchBounds {
            max_threads: Some(threads),
            min_blocks: Some(blocks),
            ..Default::default()
        };
        let w = |sm, b| ignored_min_blocks_warning(info(sm), "k", &b);
        assert_eq!(w("sm_80", bounds(64, 32)), None);
        assert_eq!(
            w("sm_86", bounds(64, 32)).as_deref(),
            Some("Value of minnctapersm for entry k is out of range. minnctapersm will be ignored")
        );
        // Both limits exceeded: the block limit is reported.
        assert!(w("sm_75", bounds(64, 32)).is_some_and(|m| m.starts_with("Value of minnctapersm")));
        assert_eq!(
            w("sm_75", bounds(90, 11)).as_deref(),
            Some("Value of threads per SM for entry k is out of range. .minnctapersm will be ignored")
        );
        assert_eq!(w("sm_75", bounds(96, 10)), None);
        // Without a thread count ptxas ignores `.minnctapersm` for another reason.
        let alone = crate::ir::LaunchBounds {
            min_blocks: Some(64),
            ..Default::default()
        };
        assert_eq!(ignored_min_blocks_warning(info("sm_75"), "k", &alone), None);
    }
}
