//! The register limits a kernel sets for its own warps (`USETMAXREG`, from `setmaxnreg`,
//! with [`Function::warp_limits`]): no instruction may touch a GPR a warp may not touch
//! under the limit in force where it runs, and every limit change must destroy the
//! registers it takes away.
//!
//! The limit in force at a block is the lowest its predecessors leave (a register is
//! allowed only when every path allows it); the entry block starts at the count at entry,
//! and a `USETMAXREG N` sets it to N for what follows.

use super::placement::{Placement, Placements};
use super::{cfg::Cfg, inst_ref, CheckErrorKind, Reporter};
use crate::ir::{Function, Inst, Opcode, Operand, RegClass};

/// The limit a `USETMAXREG` sets (read here from the instruction, not from the allocator).
fn limit_set_by(inst: &Inst) -> Option<u32> {
    match (inst.op, inst.uses.first()) {
        (Opcode::USETMAXREG, Some(Operand::Imm(n))) => u32::try_from(*n).ok(),
        _ => None,
    }
}

/// Checks `f` against its warp register limits, when it sets them.
pub(super) fn check_warp_limits(
    f: &Function,
    placements: &Placements,
    cfg: &Cfg,
    rep: &mut Reporter,
) {
    let Some(limits) = f.warp_limits else {
        return;
    };
    // The limit at each block's entry: forward, the minimum over predecessors.
    let mut at_entry: Vec<Option<u32>> = vec![None; f.blocks.len()];
    if let Some(first) = at_entry.first_mut() {
        *first = Some(limits.entry);
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &cfg.rpo {
            let Some(limit) = at_entry[b as usize] else {
                continue;
            };
            let out = f.blocks[b as usize]
                .insts
                .iter()
                .rev()
                .find_map(limit_set_by)
                .unwrap_or(limit);
            for &s in &cfg.succs[b as usize] {
                let slot = &mut at_entry[s as usize];
                let new = slot.map_or(out, |l| l.min(out));
                if *slot != Some(new) {
                    *slot = Some(new);
                    changed = true;
                }
            }
        }
    }
    for &b in &cfg.rpo {
        let b = b as usize;
        let Some(mut limit) = at_entry[b] else {
            continue;
        };
        for (i, inst) in f.blocks[b].insts.iter().enumerate() {
            let bound = limits.index_bound(limit);
            let touched = inst
                .defs
                .iter()
                .copied()
                .chain(inst.reg_uses().map(|u| u.vreg));
            for v in touched {
                let Placement::At { reg, width } = placements.get(v) else {
                    continue;
                };
                if reg.class == RegClass::R && u32::from(reg.index) + u32::from(width) > bound {
                    rep.push(
                        Some(inst_ref(f, b, i)),
                        CheckErrorKind::OverWarpLimit {
                            vreg: v,
                            reg,
                            limit,
                        },
                    );
                }
            }
            if let Some(next) = limit_set_by(inst) {
                let from = limits.index_bound(next.min(limits.entry));
                let destroys = inst.clobbers.iter().any(|c| {
                    c.class == RegClass::R
                        && u32::from(c.first) <= from
                        && u32::from(c.first) + u32::from(c.count) >= 255
                });
                if !destroys && from < 255 {
                    rep.push(
                        Some(inst_ref(f, b, i)),
                        CheckErrorKind::WarpLimitKeeps { from },
                    );
                }
                limit = next;
            }
        }
    }
}
