//! Kernels that move registers between their own warps (`setmaxnreg`, sm_90a).
//!
//! A warp-specialised kernel starts every warp with the same register count and then lets
//! each warpgroup raise (`setmaxnreg.inc N`, SASS `USETMAXREG.TRY_ALLOC.CTAPOOL`) or lower
//! (`setmaxnreg.dec N`, `USETMAXREG.DEALLOC.CTAPOOL`) its own: CUTLASS's producer warps drop
//! to 40 registers so that its consumer warps can grow to 232. Measured with ptxas 13.5 on
//! sm_90a (`tests/golden/alloc/setmaxnreg.ptx`):
//!
//! * The count at entry must follow from the kernel alone: `.maxnreg`, or a block size
//!   (`.maxntid`/`.reqntid`) with `.minnctapersm`. Otherwise ptxas ignores every
//!   `setmaxnreg` ("C7508: 'setmaxnreg' ignored; unable to determine register count at
//!   entry") and allocates as usual; `--maxrregcount` does not count.
//! * The count at entry, which `-v` reports, is that budget capped by the largest raise:
//!   `.maxntid 384` with `.minnctapersm 1` gives 168 with `inc 232`/`dec 40`, 104 with
//!   `inc 104`; `.maxntid 128` with 1 block gives 232 with `inc 232`; `.maxnreg 96` gives
//!   64 with `inc 64`; lowering alone leaves the budget (168).
//! * Each region is allocated under its own limit: after `inc 232` the consumer code of
//!   CUTLASS's GEMMs uses up to R229 while the kernel reports 168.
//!
//! So ptxra allocates such a kernel under its highest limit, and where a lower limit is in
//! force the registers above it are taken (pre-coloured ranges over those program points,
//! [`limited_stretches`]); a limit counts as "Used N registers" does, two more than the
//! registers a warp may touch. Each `USETMAXREG N` destroys the registers above the lower
//! of N and the count at entry, and the checker verifies that no instruction touches a
//! register above the limit in force where it runs (`crate::check`).

use super::budget::{min_blocks_in_range, RegisterBudget};
use crate::ir::{BlockId, Clobber, Function, Inst, Mod, Opcode, Operand, RegClass, WarpLimits};
use crate::target::SmInfo;

/// The highest GPR index plus one (R255 is RZ).
const GPR_FILE: u16 = 255;

/// The limits `f`'s `USETMAXREG` instructions set, each with whether it raises the limit.
fn limit_changes(f: &Function) -> impl Iterator<Item = (bool, u32)> + '_ {
    f.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|i| Some((i.mods.has(Mod::TRYALLOC), limit_set_by(i)?)))
}

/// `plan` for a kernel that sets its warps' limits: the budget becomes the highest limit any
/// region has, and `warp_entry` the count at entry (what ptxas reports). Unchanged when `f`
/// has no `setmaxnreg` or ptxas cannot tell its count at entry (then it ignores them).
pub fn with_warp_limits(f: &Function, info: &SmInfo, plan: RegisterBudget) -> RegisterBudget {
    let b = &f.bounds;
    let known_at_entry = b.max_regs.is_some()
        || b.block_size().is_some_and(|threads| {
            b.min_blocks
                .is_some_and(|m| min_blocks_in_range(info, threads, m))
        });
    let mut changes = limit_changes(f).peekable();
    if !known_at_entry || changes.peek().is_none() {
        return plan;
    }
    let top_raise = changes.filter(|&(raise, _)| raise).map(|(_, n)| n).max();
    let entry = top_raise.map_or(plan.limit, |top| plan.limit.min(top));
    let limit = top_raise
        .map_or(entry, |top| entry.max(top))
        .min(info.max_registers_per_thread);
    RegisterBudget {
        limit,
        target: limit,
        warp_entry: Some(entry),
        ..plan
    }
}

/// Records `f`'s limits and marks every limit change as clobbering the registers no value
/// may keep across it: those a warp may not touch under the lower of its new limit and the
/// count at entry.
pub fn set_warp_limits(f: &mut Function, limits: WarpLimits) {
    f.warp_limits = Some(limits);
    for inst in f.blocks.iter_mut().flat_map(|b| &mut b.insts) {
        let Some(next) = limit_set_by(inst) else {
            continue;
        };
        let first = limits.index_bound(next.min(limits.entry));
        let first = u16::try_from(first).unwrap_or(GPR_FILE).min(GPR_FILE);
        inst.clobbers.retain(|c| c.class != RegClass::R);
        if first < GPR_FILE {
            inst.clobbers.push(Clobber {
                class: RegClass::R,
                first,
                count: GPR_FILE - first,
            });
        }
    }
}

/// The limit a `USETMAXREG` sets.
pub fn limit_set_by(inst: &Inst) -> Option<u32> {
    match (inst.op, inst.uses.first()) {
        (Opcode::USETMAXREG, Some(Operand::Imm(n))) => u32::try_from(*n).ok(),
        _ => None,
    }
}

/// The stretches of program points where a warp may touch fewer GPRs than `top` (an
/// exclusive index bound), as `(bound, start, end)` over `[start, end)` (points `2i` and
/// `2i + 1` read and write instruction `i`, counted over the blocks in order): the
/// registers from `bound` up to `top` are taken there. The limit at a block's entry is the
/// lowest any predecessor leaves; a `USETMAXREG N` sets it from its write point on.
pub fn limited_stretches(f: &Function, top: u32) -> Vec<(u32, u32, u32)> {
    let Some(limits) = f.warp_limits else {
        return Vec::new();
    };
    let n = f.blocks.len();
    let mut at_entry: Vec<Option<u32>> = vec![None; n];
    if n > 0 {
        at_entry[0] = Some(limits.entry);
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..n {
            let Some(limit) = at_entry[b] else { continue };
            let out = f.blocks[b]
                .insts
                .iter()
                .rev()
                .find_map(limit_set_by)
                .unwrap_or(limit);
            for s in f.successors(BlockId::new(b)) {
                let Some(slot) = at_entry.get_mut(s.index()) else {
                    continue;
                };
                let new = slot.map_or(out, |l| l.min(out));
                if *slot != Some(new) {
                    *slot = Some(new);
                    changed = true;
                }
            }
        }
    }
    let mut stretches: Vec<(u32, u32, u32)> = Vec::new();
    let mut push = |limit: u32, start: u32, end: u32| {
        let bound = limits.index_bound(limit);
        if bound >= top || start >= end {
            return;
        }
        match stretches.last_mut() {
            Some(last) if last.0 == bound && last.2 == start => last.2 = end,
            _ => stretches.push((bound, start, end)),
        }
    };
    let mut idx = 0u32;
    for (b, blk) in f.blocks.iter().enumerate() {
        // An unreachable block holds no values across it; the entry limit does for it.
        let mut limit = at_entry[b].unwrap_or(limits.entry);
        let mut from = 2 * idx;
        for inst in &blk.insts {
            if let Some(next) = limit_set_by(inst) {
                push(limit, from, 2 * idx + 1);
                limit = next;
                from = 2 * idx + 1;
            }
            idx += 1;
        }
        push(limit, from, 2 * idx);
    }
    stretches
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, Inst, LaunchBounds, Mods};
    use crate::target::Arch;

    /// A kernel with launch bounds `bounds` and one `USETMAXREG` per `(raise, n)`.
    fn kernel(bounds: LaunchBounds, changes: &[(bool, i64)]) -> Function {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("entry");
        f.bounds = bounds;
        for &(raise, n) in changes {
            let way = if raise { Mod::TRYALLOC } else { Mod::DEALLOC };
            f.blocks[b.index()].insts.push(Inst::new(
                Opcode::USETMAXREG,
                Mods::of([way, Mod::CTAPOOL]),
                vec![],
                vec![Operand::Imm(n)],
            ));
        }
        f
    }

    /// (reported count, allocation limit) of `f` on sm_90a, or `None` when ptxas ignores
    /// its `setmaxnreg`.
    fn counts(f: &Function) -> Option<(u32, u32)> {
        let info = Arch::parse("sm_90a").unwrap().info();
        let plan = with_warp_limits(f, info, super::super::register_budget(f, info, None, 16));
        plan.warp_entry.map(|e| (e, plan.limit))
    }

    fn bounds(threads: u32, min_blocks: Option<u32>, max_regs: Option<u32>) -> LaunchBounds {
        LaunchBounds {
            max_threads: Some(threads),
            min_blocks,
            max_regs,
            ..LaunchBounds::default()
        }
    }

    // ptxas 13.5, sm_90a, on the variants listed in the module docs.
    #[test]
    fn the_count_at_entry_is_the_budget_capped_by_the_largest_raise() {
        let cutlass = [(true, 232), (false, 40)];
        assert_eq!(
            counts(&kernel(bounds(384, Some(1), None), &cutlass)),
            Some((168, 232))
        );
        assert_eq!(
            counts(&kernel(bounds(128, Some(1), None), &cutlass)),
            Some((232, 232))
        );
        let small = [(true, 104), (false, 40)];
        assert_eq!(
            counts(&kernel(bounds(384, Some(1), None), &small)),
            Some((104, 104))
        );
        let both = [(true, 232), (true, 104)];
        assert_eq!(
            counts(&kernel(bounds(384, Some(1), None), &both)),
            Some((168, 232))
        );
    }

    #[test]
    fn lowering_alone_leaves_the_budget() {
        let f = kernel(bounds(384, Some(1), None), &[(false, 40), (false, 56)]);
        assert_eq!(counts(&f), Some((168, 168)));
    }

    #[test]
    fn without_a_known_count_at_entry_setmaxnreg_is_ignored() {
        let f = kernel(bounds(384, None, None), &[(true, 232), (false, 40)]);
        assert_eq!(counts(&f), None);
    }
}
