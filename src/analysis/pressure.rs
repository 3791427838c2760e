//! Register pressure: how many registers of each class are occupied at each instruction.
//!
//! The maximum over the function (MaxLive) is a lower bound on the registers any allocation
//! needs, the number reported next to the allocator's result, and the yardstick of the
//! spill heuristics. Pressure is counted in registers, not values: a 64-bit pair counts 2 and
//! a vector quad 4, in its own class.
//!
//! # Definition
//!
//! For instruction `i` (see [`super::numbering`] for program points):
//!
//! * `R(i)` = registers of the values live at its read point `2i`: everything live before
//!   `i`, including its operands (those it reads for the last time too).
//! * `W(i)` = registers of the values live at its write point `2i + 1`: everything live after
//!   `i`, plus every value `i` defines that is *not* live after it (a dead definition still
//!   needs a register: the hardware writes it).
//! * `pressure(i) = max(R(i), W(i))`, per class.
//!
//! Equivalently: the values live across `i`, plus the larger of (values `i` reads for the last
//! time) and (values `i` writes). The two groups do not add up because a result may reuse the
//! register of an operand that dies at the same instruction (`IADD3 R0, R0, R1, RZ`). A
//! transparent guarded definition of a live value (see [`super::liveness`]) is counted once.
//! Within a block `R(i) = |live_after(i-1)| ≤ W(i-1)`, so `R` matters only at the first
//! instruction of a block, where it sees the block's live-in values (and any value read there
//! without ever being defined).
//!
//! `max_live[c] = max_i pressure(i)[c]`; the peak instruction is the first (in layout order)
//! reaching it.

use super::cfg::Cfg;
use super::liveness::{LiveCursor, LiveSet, Liveness};
use super::numbering::InstIdx;
use crate::ir::{BlockId, Function, PerClass, RegClass};

/// Peak register pressure of a function, per class.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pressure {
    /// MaxLive: the highest pressure of each class over all instructions.
    pub max_live: PerClass<u32>,
    /// The first instruction where each class reaches its maximum (`None` when the function
    /// has no instruction or the class is never used).
    pub peak: PerClass<Option<InstIdx>>,
}

/// Pressure at every instruction, in layout order, computed from `live`.
pub fn pressure_profile_with(f: &Function, live: &Liveness) -> Vec<PerClass<u32>> {
    let mut profile: Vec<PerClass<u32>> = vec![PerClass::default(); live.numbering().num_insts()];
    walk_pressure(f, live, 0..f.blocks.len(), true, |i, regs| {
        let p = &mut profile[i.index()];
        for c in RegClass::ALLOCATION_ORDER {
            p[c] = p[c].max(regs[c]);
        }
    });
    profile
}

/// Calls `visit` with every register count that makes up the pressure of an instruction of
/// `blocks` (its pressure is the largest of them): W(i) for every instruction, R(i) for the
/// first instruction of each block (its live-in set) and, when `inner_reads`, for every other
/// one (the live-after set of the one before it, which never exceeds that one's W). Each
/// block is walked from its live-out set alone, so ranges of blocks can be walked apart.
fn walk_pressure(
    f: &Function,
    live: &Liveness,
    blocks: std::ops::Range<usize>,
    inner_reads: bool,
    mut visit: impl FnMut(InstIdx, &PerClass<u32>),
) {
    let mut cursor = LiveCursor::new(f);
    for b in blocks.map(BlockId::new) {
        live.walk_block(f, b, &mut cursor, |il| {
            // W(i): live after, plus definitions that are dead after the instruction.
            let mut w = il.regs_after.clone();
            for (k, &d) in il.inst.defs.iter().enumerate() {
                if il.live_after.contains(d) || il.inst.defs[..k].contains(&d) {
                    continue;
                }
                if let Some(info) = f.vregs.get(d.index()) {
                    w[info.class] += u32::from(info.width);
                }
            }
            visit(il.idx, &w);
            // R(i + 1) is the live-after set of `i` when both are in this block.
            if inner_reads && il.pos + 1 < f.blocks[b.index()].insts.len() {
                visit(InstIdx(il.idx.0 + 1), &il.regs_after);
            }
        });
        // R of the block's first instruction: what the walk left in the cursor.
        if !f.blocks[b.index()].insts.is_empty() {
            visit(live.numbering().first(b), cursor.regs());
        }
    }
}

/// Pressure at every instruction of `f`, in layout order (for plots and reports).
pub fn pressure_profile(f: &Function) -> Vec<PerClass<u32>> {
    let cfg = Cfg::new(f);
    let live = Liveness::compute(f, &cfg);
    pressure_profile_with(f, &live)
}

/// MaxLive and the peak instruction of each class, from a computed profile.
pub fn peak_of(profile: &[PerClass<u32>]) -> Pressure {
    let mut p = Pressure::default();
    for (i, regs) in profile.iter().enumerate() {
        for c in RegClass::ALLOCATION_ORDER {
            if regs[c] > p.max_live[c] {
                p.max_live[c] = regs[c];
                p.peak[c] = Some(InstIdx(i as u32));
            }
        }
    }
    p
}

/// Peak pressure of `f` computed from `live`.
pub fn calc_pressure(f: &Function, live: &Liveness) -> Pressure {
    // The peak straight from the walk (a profile of a million-instruction kernel is 20 MB
    // written once and read once), the two halves of a large function on two threads.
    let n = f.blocks.len();
    if f.num_insts() < PARALLEL_PRESSURE_INSTS || rayon::current_num_threads() < 2 {
        return peak_over(f, live, 0..n);
    }
    let mut seen = 0;
    let half = f.num_insts() / 2;
    let split = f
        .blocks
        .iter()
        .position(|b| {
            seen += b.insts.len();
            seen >= half
        })
        .map_or(n, |b| b + 1);
    let (mut p, later) = rayon::join(
        || peak_over(f, live, 0..split),
        || peak_over(f, live, split..n),
    );
    // The later half's peak counts only where it is higher: the first instruction to reach
    // the maximum wins.
    for c in RegClass::ALLOCATION_ORDER {
        if later.max_live[c] > p.max_live[c] {
            p.max_live[c] = later.max_live[c];
            p.peak[c] = later.peak[c];
        }
    }
    p
}

/// Instructions from which [`calc_pressure`] walks two halves of the code on two threads.
const PARALLEL_PRESSURE_INSTS: usize = 20_000;

/// The peak pressure over the instructions of `blocks`.
fn peak_over(f: &Function, live: &Liveness, blocks: std::ops::Range<usize>) -> Pressure {
    let mut p = Pressure::default();
    // R(i) inside a block is at most W(i - 1), an earlier instruction: it never raises the
    // peak nor comes first to it.
    walk_pressure(f, live, blocks, false, |i, regs| {
        for c in RegClass::ALLOCATION_ORDER {
            // The first instruction in layout order to reach the maximum (the walk visits
            // an instruction's counts in no particular order).
            let first = regs[c] > p.max_live[c]
                || (regs[c] == p.max_live[c] && regs[c] > 0 && p.peak[c].is_some_and(|q| i < q));
            if first {
                p.max_live[c] = regs[c];
                p.peak[c] = Some(i);
            }
        }
    });
    p
}

/// The registers of the widest set of values live into or out of a block of `f` that has
/// instructions: a floor under the MaxLive of every reordering of the instructions within
/// their blocks, which moves no value across a block boundary (the first instruction's
/// R(i) holds the live-in values, the last one's W(i) the live-out ones).
pub fn boundary_pressure(f: &Function, live: &Liveness) -> PerClass<u32> {
    let mut floor = PerClass::<u32>::default();
    let mut regs = |set: LiveSet<'_>| {
        let mut sum = PerClass::<u32>::default();
        for v in set.iter() {
            if let Some(info) = f.vregs.get(v.index()) {
                sum[info.class] += u32::from(info.width);
            }
        }
        for c in RegClass::ALLOCATION_ORDER {
            floor[c] = floor[c].max(sum[c]);
        }
    };
    for (b, block) in f.blocks.iter().enumerate() {
        if !block.insts.is_empty() {
            regs(live.live_in(BlockId::new(b)));
            regs(live.live_out(BlockId::new(b)));
        }
    }
    floor
}

/// MaxLive of `f` per class: the fewest registers of each class any allocation without
/// spilling must use (before alignment of tuples and reserved registers).
pub fn max_live(f: &Function) -> PerClass<u32> {
    peak_of(&pressure_profile(f)).max_live
}
