//! Rematerialisation: instead of storing a spilled value and reloading it, recompute it right
//! before each read (`ptxas-rematerialization.txt`: the late-remat whitelist, the source
//! availability check, and the allocator's remat-over-spill preference).
//!
//! A value `v` can be recomputed when
//! * it has exactly one definition `D`, unguarded, defining nothing else, without clobbers,
//!   not itself spill or remat code;
//! * `D` is a cheap ALU instruction of ptxas's remat whitelist — `IADD3`, `SHF`, `IMAD`,
//!   `ISETP`, `LOP3`, `SEL` — a `MOV` (of a constant, a constant-bank word or a register),
//!   or a read of a special register that never changes (`S2R SR_TID.X`), all free of side
//!   effects;
//! * every register `D` reads is *available* at every read of `v`: live there already (the
//!   recomputation must not lengthen another value's range) and not redefined on any path
//!   from `D` to the read (a "stale" source would recompute a different value). Staleness
//!   is a forward may-analysis over the blocks: a definition of a source of `v` makes `v`
//!   stale, `D` makes it fresh again.
//!
//! The rewrite deletes `D` and puts a copy of it (flagged `remat`, writing a fresh value that
//! carries `v`) before the reads, reusing one copy for the reads that follow within the
//! lazy-reload distance in the same block, as reloads do. The independent checker verifies
//! each copy against `D` in the program the allocator was given (same computation, sources
//! holding the same values, no stale source).

use crate::ir::{Function, InstFlags, OpClass, Operand, RegClass, RegUse, VReg};

use super::live_info::LiveRanges;
use super::spill_lmem::reuse_window;

/// Special registers whose value never changes during a thread's life (thread and block
/// indices, lane masks): reading them again gives the same value. Clocks, timers and the
/// SM/warp identifiers (which may change when a thread is preempted) are not among them.
const INVARIANT_SPECIAL_REGS: &[&str] = &[
    "SR_TID.",
    "SR_CTAID.",
    "SR_LANEID",
    "SR_EQMASK",
    "SR_LTMASK",
    "SR_LEMASK",
    "SR_GTMASK",
    "SR_GEMASK",
    "SR_GRIDID",
];

/// Whether `inst` computes something worth recomputing: ptxas's list of cheap ALU
/// instructions, moves, and reads of invariant special registers (ptxas re-reads
/// `SR_TID.X` inside a loop rather than keep it live across, as nvdisasm listings show).
pub fn is_remat_instruction(inst: &crate::ir::Inst) -> bool {
    let info = inst.op.info();
    info.cheap
        || (info.class == OpClass::SpecialRegister
            && inst.uses.iter().all(|o| match o {
                Operand::Special(name) => {
                    INVARIANT_SPECIAL_REGS.iter().any(|p| name.starts_with(p))
                }
                _ => false,
            }))
}

/// Per value of `f`: can it be recomputed at each of its reads instead of spilled? Only
/// values of `class` are examined (a round spills one class; the others read `false`).
pub fn remat_candidates(
    f: &Function,
    live: &LiveRanges,
    no_spill: &[bool],
    class: RegClass,
) -> Vec<bool> {
    let n = f.vregs.len();
    let mut ok = vec![false; n];
    // Where each value is defined: (block, position) of its only definition.
    let mut def_at: Vec<Option<(usize, usize)>> = vec![None; n];
    let mut def_count = vec![0u32; n];
    for (b, blk) in f.blocks.iter().enumerate() {
        for (i, inst) in blk.insts.iter().enumerate() {
            for d in &inst.defs {
                def_count[d.index()] += 1;
                def_at[d.index()] = Some((b, i));
            }
        }
    }
    // Shape checks: a single plain definition by a whitelisted instruction.
    let mut cands: Vec<VReg> = Vec::new();
    for v in (0..n).map(VReg::new) {
        if f.vreg(v).class != class
            || no_spill.get(v.index()).copied().unwrap_or(true)
            || def_count[v.index()] != 1
            || f.vreg(v).fixed.is_some()
            || live.uses[v.index()].is_empty()
        {
            continue;
        }
        let Some((b, i)) = def_at[v.index()] else {
            continue;
        };
        let d = &f.blocks[b].insts[i];
        let plain = is_remat_instruction(d)
            && d.guard.is_none()
            && d.defs.len() == 1
            && d.clobbers.is_empty()
            && !d.flags.spill
            && !d.flags.remat
            && d.uses.iter().all(|o| match o {
                Operand::Reg(u) => u.vreg != v,
                Operand::Mem { .. } | Operand::Symbol(_) | Operand::Block(_) => false,
                _ => true,
            });
        if plain {
            cands.push(v);
        }
    }
    if cands.is_empty() {
        return ok;
    }
    // Availability: every source live at every read of the value.
    let sources = |v: VReg| -> Vec<VReg> {
        let (b, i) = def_at[v.index()].unwrap_or((0, 0));
        f.blocks[b].insts[i]
            .uses
            .iter()
            .filter_map(|o| match o {
                Operand::Reg(u) => Some(u.vreg),
                _ => None,
            })
            .collect()
    };
    cands.retain(|&v| {
        let srcs = sources(v);
        live.uses[v.index()].iter().all(|&u| {
            let p = u.read_point();
            srcs.iter().all(|s| covers(&live.segments[s.index()], p))
        })
    });
    // Freshness: no source redefined between the definition and any read.
    let stale_at_reads = stale_reads(f, &cands, &sources);
    for (k, &v) in cands.iter().enumerate() {
        ok[v.index()] = !stale_at_reads[k];
    }
    ok
}

fn covers(segs: &[(u32, u32)], p: u32) -> bool {
    let i = segs.partition_point(|&(_, e)| e <= p);
    segs.get(i).is_some_and(|&(s, _)| s <= p)
}

/// For each candidate: is it stale (a source redefined since its definition) at one of its
/// reads on some path?
fn stale_reads(f: &Function, cands: &[VReg], sources: &dyn Fn(VReg) -> Vec<VReg>) -> Vec<bool> {
    let k = cands.len();
    let words = k.div_ceil(64);
    let mut cand_of = vec![usize::MAX; f.vregs.len()];
    for (c, v) in cands.iter().enumerate() {
        cand_of[v.index()] = c;
    }
    // users[s]: the candidates reading s.
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); f.vregs.len()];
    for (c, &v) in cands.iter().enumerate() {
        let mut s = sources(v);
        s.sort();
        s.dedup();
        for x in s {
            users[x.index()].push(c);
        }
    }
    // One instruction's effect on the stale set, in place.
    let apply = |set: &mut [u64], inst: &crate::ir::Inst| {
        for d in &inst.defs {
            for &c in &users[d.index()] {
                set[c / 64] |= 1 << (c % 64);
            }
        }
        for d in &inst.defs {
            let c = cand_of[d.index()];
            if c != usize::MAX {
                set[c / 64] &= !(1 << (c % 64));
            }
        }
    };
    let nb = f.blocks.len();
    let succs: Vec<Vec<usize>> = (0..nb)
        .map(|b| {
            f.successors(crate::ir::BlockId::new(b))
                .into_iter()
                .map(|s| s.index())
                .collect()
        })
        .collect();
    let mut ins = vec![vec![0u64; words]; nb];
    let mut changed = true;
    let mut cur = vec![0u64; words];
    while changed {
        changed = false;
        for b in 0..nb {
            cur.copy_from_slice(&ins[b]);
            for inst in &f.blocks[b].insts {
                apply(&mut cur, inst);
            }
            for &s in &succs[b] {
                for (w, c) in ins[s].iter_mut().zip(&cur) {
                    let nw = *w | c;
                    if nw != *w {
                        *w = nw;
                        changed = true;
                    }
                }
            }
        }
    }
    let mut bad = vec![false; k];
    for (blk, input) in f.blocks.iter().zip(&ins) {
        cur.copy_from_slice(input);
        for inst in &blk.insts {
            for u in inst.reg_uses() {
                let c = cand_of[u.vreg.index()];
                if c != usize::MAX && cur[c / 64] >> (c % 64) & 1 == 1 {
                    bad[c] = true;
                }
            }
            apply(&mut cur, inst);
        }
    }
    bad
}

/// What [`remat_values`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RematOutcome {
    /// Values recomputed at their reads.
    pub recomputed: Vec<VReg>,
    /// Victims left alone because their definition reads another victim of the same batch
    /// (its copies would read a value whose definition is gone); the caller spills them.
    pub refused: Vec<VReg>,
    /// Recomputations inserted.
    pub copies: u32,
}

/// Recomputes every value of `victims` (all remat candidates) before its reads and deletes
/// its definition. New values carry the victim's original value (`origin`) and are never
/// picked again (`no_spill`).
pub fn remat_values(
    f: &mut Function,
    victims: &[VReg],
    origin: &mut Vec<VReg>,
    no_spill: &mut Vec<bool>,
    reuse_distance: usize,
) -> RematOutcome {
    let mut defs: Vec<Option<crate::ir::Inst>> = vec![None; f.vregs.len()];
    let mut is_victim = vec![false; f.vregs.len()];
    for &v in victims {
        is_victim[v.index()] = true;
    }
    // A victim whose definition reads another victim is refused (until none is left that
    // does): its copies would read a value this batch deletes the definition of.
    let mut srcs: Vec<(VReg, Vec<VReg>)> = Vec::with_capacity(victims.len());
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        if let [d] = inst.defs[..] {
            if is_victim[d.index()] {
                srcs.push((d, inst.reg_uses().map(|u| u.vreg).collect()));
            }
        }
    }
    let mut refused = Vec::new();
    loop {
        let bad: Vec<VReg> = srcs
            .iter()
            .filter(|(v, s)| is_victim[v.index()] && s.iter().any(|x| is_victim[x.index()]))
            .map(|(v, _)| *v)
            .collect();
        if bad.is_empty() {
            break;
        }
        for v in bad {
            is_victim[v.index()] = false;
            refused.push(v);
        }
    }
    // Take the definitions out.
    for blk in f.blocks.iter_mut() {
        blk.insts.retain(|inst| {
            if let [d] = inst.defs[..] {
                if is_victim[d.index()] {
                    defs[d.index()] = Some(inst.clone());
                    return false;
                }
            }
            true
        });
    }
    let mut inserted = 0;
    for b in 0..f.blocks.len() {
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let mut out = Vec::with_capacity(insts.len());
        // Recomputed values at hand in this block: (victim, copy, last touch).
        let mut avail: Vec<(VReg, VReg, usize)> = Vec::new();
        for (idx, mut inst) in insts.into_iter().enumerate() {
            let mut reads: Vec<VReg> = inst.reg_uses().map(|u| u.vreg).collect();
            reads.sort();
            reads.dedup();
            let mut renamed: Vec<(VReg, VReg)> = Vec::new();
            for r in reads {
                let Some(d) = is_victim
                    .get(r.index())
                    .copied()
                    .unwrap_or(false)
                    .then(|| defs[r.index()].clone())
                    .flatten()
                else {
                    continue;
                };
                if let Some(a) = avail
                    .iter_mut()
                    .find(|a| a.0 == r && idx - a.2 <= reuse_window(&inst, reuse_distance))
                {
                    a.2 = idx;
                    renamed.push((r, a.1));
                    continue;
                }
                let info = f.vreg(r).clone();
                let nv = f.new_vreg(info.class, info.width);
                origin.push(origin[r.index()]);
                no_spill.push(true);
                let mut copy = d;
                copy.defs = vec![nv];
                copy.flags = InstFlags {
                    spill: false,
                    remat: true,
                    ..Default::default()
                };
                copy.ptx_line = inst.ptx_line;
                out.push(copy);
                inserted += 1;
                renamed.push((r, nv));
                avail.retain(|a| a.0 != r);
                avail.push((r, nv, idx));
            }
            if !renamed.is_empty() {
                let lookup = |v: VReg| renamed.iter().find(|(o, _)| *o == v).map(|x| x.1);
                for op in inst.uses.iter_mut() {
                    if let Operand::Reg(RegUse { vreg, .. })
                    | Operand::Mem {
                        base: Some(RegUse { vreg, .. }),
                        ..
                    } = op
                    {
                        if let Some(nv) = lookup(*vreg) {
                            *vreg = nv;
                        }
                    }
                }
                if let Some(g) = inst.guard.as_mut() {
                    if let Some(nv) = lookup(g.pred) {
                        g.pred = nv;
                    }
                }
            }
            out.push(inst);
        }
        f.blocks[b].insts = out;
    }
    RematOutcome {
        recomputed: victims
            .iter()
            .copied()
            .filter(|v| is_victim[v.index()])
            .collect(),
        refused,
        copies: inserted,
    }
}
