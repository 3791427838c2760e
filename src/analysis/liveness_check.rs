//! An independent, deliberately naive recomputation of liveness, for tests and debug checks.
//!
//! [`super::liveness`] is optimised (dense sets per block, gen/kill lists, a transparency
//! table, a cursor walk). This module implements the same specification (the rules in
//! [`super::liveness`]'s docs) the slow and obvious way: ordered sets at every instruction
//! boundary, iterated over the whole function until nothing changes. Any disagreement between
//! the two is a bug in one of them. It is far too slow for real kernels; call it from tests or
//! behind a debug option.

use std::collections::BTreeSet;

use super::cfg::Cfg;
use super::liveness::{LiveCursor, Liveness};
use crate::ir::{BlockId, Function, VReg};

type Set = BTreeSet<VReg>;

/// Recomputes liveness of `f` naively and compares it with `live`: block live-in and live-out
/// sets, and the live-after set of every instruction as reported by
/// [`Liveness::walk_block`]. Returns a description of the first disagreement.
pub fn check_liveness(f: &Function, cfg: &Cfg, live: &Liveness) -> Result<(), String> {
    let nb = f.blocks.len();
    let valid = |v: VReg| v.index() < f.vregs.len();
    let local = super::liveness::guard_local_values(f);

    // Maybe-defined before each instruction, and at each block's entry and exit.
    let entry_fixed: Set = (0..f.vregs.len())
        .map(VReg::new)
        .filter(|v| f.vregs[v.index()].fixed.is_some())
        .collect();
    let mut md_in: Vec<Set> = vec![Set::new(); nb];
    let mut md_out: Vec<Set> = vec![Set::new(); nb];
    loop {
        let mut changed = false;
        for b in 0..nb {
            let mut s: Set = if b == 0 {
                entry_fixed.clone()
            } else {
                Set::new()
            };
            for p in cfg.preds(BlockId::new(b)) {
                s.extend(md_out[p.index()].iter().copied());
            }
            let mut o = s.clone();
            for inst in &f.blocks[b].insts {
                o.extend(inst.defs.iter().copied().filter(|&d| valid(d)));
            }
            if s != md_in[b] || o != md_out[b] {
                md_in[b] = s;
                md_out[b] = o;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }

    // Live after each instruction; block entry sets are clipped by maybe-defined.
    let mut after: Vec<Vec<Set>> = f
        .blocks
        .iter()
        .map(|blk| vec![Set::new(); blk.insts.len()])
        .collect();
    let mut live_in: Vec<Set> = vec![Set::new(); nb];
    let mut live_out: Vec<Set> = vec![Set::new(); nb];
    loop {
        let mut changed = false;
        for b in (0..nb).rev() {
            let mut out = Set::new();
            for s in cfg.succs(BlockId::new(b)) {
                out.extend(live_in[s.index()].iter().copied());
            }
            out.retain(|v| md_out[b].contains(v));
            let mut cur = out.clone();
            // Maybe-defined before each instruction, for the transparency rule.
            let mut md_before: Vec<Set> = Vec::new();
            let mut md = md_in[b].clone();
            for inst in &f.blocks[b].insts {
                md_before.push(md.clone());
                md.extend(inst.defs.iter().copied());
            }
            for (i, inst) in f.blocks[b].insts.iter().enumerate().rev() {
                if after[b][i] != cur {
                    after[b][i] = cur.clone();
                    changed = true;
                }
                for &d in &inst.defs {
                    let transparent = inst.guard.is_some()
                        && !local.get(d.index()).is_some_and(|&l| l)
                        && md_before[i].contains(&d);
                    if !transparent {
                        cur.remove(&d);
                    }
                }
                cur.extend(inst.reg_uses().map(|u| u.vreg).filter(|&v| valid(v)));
            }
            cur.retain(|v| md_in[b].contains(v));
            if cur != live_in[b] || out != live_out[b] {
                live_in[b] = cur;
                live_out[b] = out;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }

    let as_set = |s: super::liveness::LiveSet<'_>| s.iter().collect::<Set>();
    let bits = |s: &super::bitset::BitSet<VReg>| s.iter().collect::<Set>();
    for b in 0..nb {
        let bid = BlockId::new(b);
        if as_set(live.live_in(bid)) != live_in[b] {
            return Err(format!(
                "live-in of {bid}: fast {:?}, naive {:?}",
                as_set(live.live_in(bid)),
                live_in[b]
            ));
        }
        if as_set(live.live_out(bid)) != live_out[b] {
            return Err(format!(
                "live-out of {bid}: fast {:?}, naive {:?}",
                as_set(live.live_out(bid)),
                live_out[b]
            ));
        }
        let mut cursor = LiveCursor::new(f);
        let mut err = None;
        live.walk_block(f, bid, &mut cursor, |il| {
            let fast = bits(il.live_after);
            let regs: u32 = il.regs_after.0.iter().sum();
            let naive_regs: u32 = fast
                .iter()
                .map(|v| u32::from(f.vregs[v.index()].width))
                .sum();
            if err.is_none() && (fast != after[b][il.pos] || regs != naive_regs) {
                err = Some(format!(
                    "live after {bid}:{}: fast {fast:?} ({regs} regs), naive {:?}",
                    il.pos, after[b][il.pos]
                ));
            }
        });
        if let Some(e) = err {
            return Err(e);
        }
    }
    Ok(())
}
