//! Pre-allocation scheduling, first step: issue loads as early as their dependences allow
//! within a block, as ptxas's scheduler does to hide memory latency.
//!
//! nvdisasm listings show ptxas starting the loads of a block before the arithmetic that
//! precedes them in the PTX (`h2_dot_rows`: all 32 loads of an unrolled loop body hoisted
//! ahead of the first FMA), which keeps more values live at once than the PTX order does —
//! the main reason ptxra's counts were below ptxas's on small kernels. A load moves up past
//! an instruction only when neither reads nor writes anything the other writes (registers),
//! and never past a store, atomic, barrier, fence, call or another block's boundary. The
//! `SchedHoistLoads` knob is the largest distance (in instructions) a load moves; 0 turns
//! the pass off.

use crate::ir::{Function, Inst, Opcode, VReg};

fn is_load(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::LDG
            | Opcode::LDS
            | Opcode::LD
            | Opcode::LDC
            | Opcode::TEX
            | Opcode::TLD
            | Opcode::LDSM
    )
}

/// Instructions no load may move above: memory writes, synchronisation, calls, spill code.
fn is_memory_barrier(i: &Inst) -> bool {
    use Opcode::*;
    i.flags.spill
        || matches!(
            i.op,
            STG | STS
                | STL
                | ST
                | ATOMG
                | ATOMS
                | ATOM
                | RED
                | LDGSTS
                | LDGDEPBAR
                | DEPBAR
                | STSM
                | SUST
                | BAR
                | MEMBAR
                | WARPSYNC
                | SYNCS
                | CALL
                | ARG
                | GENERIC
                | BPT
        )
        || i.op.is_terminator()
}

fn reads(i: &Inst, v: VReg) -> bool {
    i.reg_uses().any(|u| u.vreg == v)
}

/// Whether `load` may move above `other`.
fn independent(load: &Inst, other: &Inst) -> bool {
    if is_memory_barrier(other) {
        return false;
    }
    // The load's sources must not be written by `other` (read after write) …
    if other.defs.iter().any(|d| reads(load, *d)) {
        return false;
    }
    // … and its results must be neither read (write after read) nor written by `other`.
    !load
        .defs
        .iter()
        .any(|d| reads(other, *d) || other.defs.contains(d))
}

/// Hoists loads in every block by at most `window` instructions; returns how many moved.
///
/// The window bounds how much latency hiding may cost in registers: ptxas keeps huge
/// unrolled kernels near their PTX pressure while still starting loads early in small ones.
pub fn sched_hoist_loads(f: &mut Function, window: usize) -> usize {
    let mut moved = 0;
    for blk in &mut f.blocks {
        let insts = &mut blk.insts;
        for i in 0..insts.len() {
            if !is_load(insts[i].op) || insts[i].guard.is_some() {
                continue;
            }
            let mut at = i;
            while at > 0 && i - at < window && independent(&insts[i], &insts[at - 1]) {
                at -= 1;
            }
            if at < i {
                let load = insts.remove(i);
                insts.insert(at, load);
                moved += 1;
            }
        }
    }
    moved
}
