//! Warp-uniformity: which values are provably the same in every thread of a warp.
//!
//! Uniform values can live in the uniform register file (UR/UP) and be computed once per
//! warp, which frees per-thread registers — ptxas does this aggressively (`S2UR` for
//! `%ctaid`, `ULDC` for parameters, uniform address arithmetic). This module only computes
//! the facts; a later pass moves values to the uniform classes.
//!
//! # Rules
//!
//! A value is uniform when **all** of these hold:
//! 1. it has at least one definition, and every definition is by an instruction whose opcode
//!    has a uniform form ([`crate::ir::Opcode::has_uniform_form`], plus `S2R`, whose uniform
//!    form is `S2UR`) and which does not access
//!    memory (a load returns per-thread data; constant-bank reads `LDC` are allowed);
//! 2. every source of those instructions is uniform: immediates, zero registers, constant-bank
//!    operands, symbols, values that are themselves uniform, and the special registers that
//!    are the same for a whole CTA or grid ([`is_uniform_special`]) — never `SR_TID.*`,
//!    `SR_LANEID`, lane masks, clocks or timers. The guard predicate counts as a source, so a
//!    definition under a non-uniform guard is non-uniform;
//! 3. no definition is in a *divergent block*: a block that may run with only part of the
//!    warp active, so that two threads may disagree on whether (or how often) it ran and
//!    hence on the value. That covers values merging from the two sides of a divergent branch
//!    and values carried around a loop whose exit depends on the thread.
//!
//! Values already in UR/UP are uniform by construction (the lowering decided it) and are
//! trusted as sources. Values pinned to a fixed register (ABI arguments) are not uniform.
//!
//! # Divergent blocks
//!
//! A block with several successors branches divergently when a branch in it reads a
//! non-uniform value (its guard, or the index of `BRX`). Every block reachable from such a
//! branch without passing its immediate post-dominator (the reconvergence point) is
//! divergent. Conservative choices:
//! * when the branching block has no immediate post-dominator (paths only meet at the exit,
//!   or never reach it), everything reachable from the branch is divergent;
//! * any branch *inside* a divergent block also starts a divergent region, even when its
//!   predicate is uniform: the threads that reach it are already a subset of the warp, and a
//!   uniform `break` out of a loop taken by that subset makes the loop's later iterations run
//!   with fewer threads;
//! * a guarded `EXIT`/`RET` (`if (i >= n) return;`, which ptxas writes `@P0 EXIT`) counts
//!   as the branch to the exit it stands for: everything after it is divergent. ptxas
//!   keeps the values after such an exit out of the uniform datapath (CuPy's grid-stride
//!   ufunc loops compute their stride after `@P0 EXIT` as `IMAD.WIDE.U32 R2, R4,
//!   c[0x0][0xc], RZ`). Among the *live* threads (below) it splits nothing: the remaining
//!   threads still agree on every value.
//!
//! # Algorithm
//!
//! Optimistic fixed point: start with every value uniform and every block convergent, then
//! only demote. A worklist propagates non-uniformity along def-use edges; a branch whose
//! predicate becomes non-uniform (or whose block becomes divergent) marks its region
//! divergent, demoting every value defined there. Each value, instruction and branch enters a
//! worklist at most once; each region walk is linear in the region's size.

use super::bitset::BitSet;
use super::cfg::Cfg;
use super::post_dominators::PostDomTree;
use super::rows::Rows;
use crate::ir::{BlockId, Function, Inst, OpClass, Opcode, Operand, VReg};

/// Whether a special register (`S2R`/`S2UR` source) has the same value in every thread of a
/// warp: launch geometry, block and grid identifiers, cluster identifiers and configuration.
/// Anything unknown is assumed per-thread.
pub fn is_uniform_special(name: &str) -> bool {
    const UNIFORM_PREFIXES: [&str; 7] = [
        "SR_CTAID",   // block index: one per CTA
        "SR_NTID",    // block dimensions
        "SR_NCTAID",  // grid dimensions
        "SR_GRIDID",  // grid identifier
        "SR_CLUSTER", // cluster ids and sizes, the same for the whole CTA
        "SR_CgaCtaId",
        "SR_VIRTCFG", // number of warps / SMs: a machine constant
    ];
    UNIFORM_PREFIXES.iter().any(|p| name.starts_with(p))
}

/// Whether an operand other than a virtual register is uniform. Physical registers are
/// uniform only in a uniform class; address bases are virtual registers (handled by the
/// caller).
fn operand_is_uniform_constant(op: &Operand) -> bool {
    match op {
        Operand::Reg(_) | Operand::Mem { .. } => true,
        Operand::Zero(_)
        | Operand::Imm(_)
        | Operand::FImm(_)
        | Operand::DImm(_)
        | Operand::CBank { .. }
        | Operand::Block(_)
        | Operand::Symbol(_) => true,
        Operand::Phys(p) => p.class.is_uniform(),
        Operand::Special(name) => is_uniform_special(name),
    }
}

/// Whether the instruction can produce a uniform result when its register sources are
/// uniform (rules 1 and 2 without the register sources).
fn can_be_uniform(inst: &Inst) -> bool {
    // `S2R` has the uniform form `S2UR`, which `has_uniform_form` lists under its own name.
    (inst.op.has_uniform_form() || inst.op == Opcode::S2R)
        && !inst.op.touches_memory()
        && inst.uses.iter().all(operand_is_uniform_constant)
}

/// Computes, for every value of `f`, whether it is warp-uniform (see the module docs).
pub fn calc_uniformity(f: &Function, cfg: &Cfg) -> Vec<bool> {
    analyse(f, cfg, &PostDomTree::new(cfg), false).0
}

/// Uniformity and divergent blocks among the warp's *live* threads (the rule of
/// [`calc_divergent_blocks`]): a value computed after `if (tid >= n) return;` is the same in
/// every thread still running, which is what a copy into a uniform register needs.
pub fn calc_live_thread_uniformity(f: &Function, cfg: &Cfg) -> (Vec<bool>, Vec<bool>) {
    analyse(f, cfg, &PostDomTree::new(cfg), true)
}

/// Which blocks may run with only part of the warp's *live* threads, as ptxas decides where
/// a warp-synchronous instruction (`shfl.sync`) needs its divergent path: the divergent
/// blocks of the module docs, except that a branch whose reconvergence point only exits
/// (`@p bra done; ...; done: ret;`) does not diverge, since the threads that took it leave
/// the kernel. ptxas 13.5 sm_80: a `shfl.sync.bfly` after `if (tid >= n) return;` is a plain
/// `SHFL.BFLY`; after `if (tid < n) {...}` followed by a store it is guarded by `BRA.DIV`.
pub fn calc_divergent_blocks(f: &Function, cfg: &Cfg) -> Vec<bool> {
    analyse(f, cfg, &PostDomTree::new(cfg), true).1
}

/// Per block, whether it ends in a branch that may split the warp's live threads: a branch
/// (or `BRX`) on a value that is not uniform among them. A predicate computed in the
/// branch's own block from uniform sources counts as uniform even inside a divergent region
/// (every thread that reaches the branch computed it alike), as ptxas 13.5 decides where it
/// opens a convergence barrier: a parameter test inside a thread-dependent `if` opens none
/// (`tests/golden/lower/convergence_barriers.ptx`).
pub fn calc_divergent_branches(f: &Function, cfg: &Cfg, pdom: &PostDomTree) -> Vec<bool> {
    let (uniform, _) = analyse(f, cfg, pdom, true);
    let def_count = f.def_counts();
    // Values the threads reaching a point of the block agree on: the uniform ones, and those
    // written once, in the block, from values they agree on.
    let mut agreed = uniform;
    f.blocks
        .iter()
        .map(|blk| {
            let mut local: Vec<VReg> = Vec::new();
            let mut splits = false;
            for inst in &blk.insts {
                let reads_agreed = inst.reg_uses().all(|u| agreed[u.vreg.index()]);
                if inst.targets().next().is_some() || inst.op == Opcode::BRX {
                    splits |= !reads_agreed;
                } else if reads_agreed && can_be_uniform(inst) {
                    for &d in &inst.defs {
                        if def_count[d.index()] == 1 && !agreed[d.index()] {
                            agreed[d.index()] = true;
                            local.push(d);
                        }
                    }
                }
            }
            for v in local {
                agreed[v.index()] = false;
            }
            splits
        })
        .collect()
}

/// Whether every instruction of `b` ends the thread (`EXIT`/`RET`, unguarded at the end) or
/// does nothing (`NOP`).
pub fn only_exits(f: &Function, b: BlockId) -> bool {
    f.blocks[b.index()].insts.iter().all(|i| {
        let info = i.op.info();
        (info.exits || info.class == OpClass::Nop) && i.guard.is_none()
    }) && !f.blocks[b.index()].insts.is_empty()
}

/// The fixed point: (uniform per value, divergent per block). With `exits_reconverge`, a
/// branch whose reconvergence point [`only_exits`] opens no divergent region.
fn analyse(
    f: &Function,
    cfg: &Cfg,
    pdom: &PostDomTree,
    exits_reconverge: bool,
) -> (Vec<bool>, Vec<bool>) {
    let nv = f.vregs.len();
    let nb = f.blocks.len();
    let preset = |v: VReg| f.vregs.get(v.index()).is_some_and(|i| i.class.is_uniform());

    // One walk over the code gathers what the propagation asks of an instruction, in flat
    // tables indexed by its position in layout order (the propagation visits the readers of
    // a value, scattered over the code: a table entry is cheaper to reach than the
    // instruction's own vectors): row `i` of `defs` is what instruction `i` writes.
    let mut defs: Rows<VReg> = Rows::with_capacity(f.num_insts(), f.num_insts());
    let mut branch_block: Vec<u32> = Vec::new(); // block of instruction `i` if it branches
    let mut reads: Vec<(u32, u32)> = Vec::new(); // (value, instruction)
    let mut has_def = vec![false; nv];
    let mut uniform = vec![true; nv];
    let mut value_work: Vec<VReg> = Vec::new();
    let demote = |v: VReg, uniform: &mut Vec<bool>, work: &mut Vec<VReg>| {
        if let Some(u) = uniform.get_mut(v.index()) {
            if *u && !preset(v) {
                *u = false;
                work.push(v);
            }
        }
    };
    // Blocks that end in a guarded exit, which acts as a branch to the exit.
    let mut exits_early: BitSet<BlockId> = BitSet::new(nb);
    for (b, blk) in f.blocks.iter().enumerate() {
        for inst in &blk.insts {
            let id = defs.len() as u32;
            let early_exit = !exits_reconverge && inst.guard.is_some() && inst.op.info().exits;
            if early_exit {
                exits_early.insert(BlockId::new(b));
            }
            let branches = inst.targets().next().is_some() || inst.op == Opcode::BRX || early_exit;
            branch_block.push(if branches { b as u32 } else { u32::MAX });
            reads.extend(inst.reg_uses().map(|u| (u.vreg.index() as u32, id)));
            let per_thread = !can_be_uniform(inst);
            for &d in &inst.defs {
                defs.push(d);
                if let Some(h) = has_def.get_mut(d.index()) {
                    *h = true;
                }
                if per_thread {
                    demote(d, &mut uniform, &mut value_work);
                }
            }
            defs.end_row();
        }
    }
    let users: Rows<u32> = Rows::from_pairs(nv, reads);
    for (v, info) in f.vregs.iter().enumerate() {
        if !has_def[v] || info.fixed.is_some() {
            demote(VReg::new(v), &mut uniform, &mut value_work);
        }
    }

    let mut divergent: BitSet<BlockId> = BitSet::new(nb);
    let mut branch_done: BitSet<BlockId> = BitSet::new(nb);
    let mut branch_work: Vec<BlockId> = Vec::new();
    // Region walk scratch: a block is visited in the current walk when its stamp matches.
    let mut visit_stamp = vec![u32::MAX; nb];
    let mut walk_id = 0u32;
    let mut stack: Vec<BlockId> = Vec::new();

    loop {
        // Propagate non-uniform values to the instructions reading them.
        while let Some(v) = value_work.pop() {
            for &i in users.get(v.index()) {
                for &d in defs.get(i as usize) {
                    demote(d, &mut uniform, &mut value_work);
                }
                if branch_block[i as usize] != u32::MAX {
                    branch_work.push(BlockId(branch_block[i as usize]));
                }
            }
        }
        let Some(b) = branch_work.pop() else {
            break;
        };
        let early_exit = exits_early.contains(b);
        if (cfg.succs(b).len() < 2 && !early_exit) || !branch_done.insert(b) {
            continue;
        }
        // The threads that left never come back: no reconvergence point.
        let stop = if early_exit { None } else { pdom.ipdom(b) };
        if exits_reconverge && stop.is_some_and(|x| only_exits(f, x)) {
            continue;
        }
        walk_id += 1;
        stack.clear();
        stack.extend(cfg.succs(b).iter().copied());
        while let Some(x) = stack.pop() {
            if Some(x) == stop || visit_stamp[x.index()] == walk_id {
                continue;
            }
            visit_stamp[x.index()] = walk_id;
            if divergent.insert(x) {
                for inst in &f.blocks[x.index()].insts {
                    for &d in &inst.defs {
                        demote(d, &mut uniform, &mut value_work);
                    }
                }
                branch_work.push(x);
            }
            stack.extend(cfg.succs(x).iter().copied());
        }
    }
    let divergent = (0..nb)
        .map(|b| divergent.contains(BlockId::new(b)))
        .collect();
    (uniform, divergent)
}
