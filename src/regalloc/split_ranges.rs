//! Live-range splitting for the greedy allocator (`cicc-greedy-register-allocation.txt`,
//! local splitting, in our own rendering): a value that finds no register for its whole
//! range may still find one register before some instruction and another after it. A copy
//! (`MOV v', v`, flagged as spill code so the checker follows it as a register move and
//! coalescing does not join the two sides again) goes before that instruction, and `v'`
//! serves the rest of the block.
//!
//! Local splits cut only values local to one block: renaming the later references of a block
//! is then exact, whatever the control flow around it.
//!
//! Region splits (the same seed, in our own rendering) cut a value that lives across blocks
//! at a loop boundary: for a value defined outside a loop, live into it, and read in the
//! blocks its header dominates (the loop and whatever only the loop leads to), a copy at
//! the end of the loop's preheader serves every one of those reads:
//!
//! ```text
//!   v = …                    v = …
//!   … = v                    … = v
//!   loop:          split     v' = MOV v      (preheader, spill-flagged)
//!     … = v         ──►      loop:
//!   after:                     … = v'
//!     … = v                  after:
//!                              … = v'
//! ```
//!
//! Either side may then keep a register while the other goes to memory: a value read in the
//! loop keeps `v'` there and is stored once before it (one reload, before the copy, instead
//! of reloads in the loop); a value busy before a loop and idle through it keeps `v` and
//! spills only `v'`. The rename is exact because the header's region defines no part of the
//! value and is entered only through the header, whose only outside predecessor ends in the
//! copy.
//!
//! The next round cannot promise that either side keeps its register, so the driver keeps a
//! region-split allocation only when it spills less than one with local splits alone, and
//! the knob `RegAllocRegionSplit` is off by default: on the development corpus it changes
//! no function at the default budget or at `--maxrregcount 32`, and two at 24 (20 bytes of
//! spill code less), for one more allocation of every function where it splits.

use super::assign_fatpoint::Candidate;
use super::live_info::LiveRanges;
use crate::analysis::{InstIdx, InstNumbering};
use crate::ir::{
    BlockId, Function, Inst, InstFlags, Mods, Opcode, Operand, RegClass, RegUse, VReg,
};

/// Which values may not be split, and which may not be spilled.
pub struct SplitState<'a> {
    /// Values created by spilling (too short to gain anything).
    pub no_spill: &'a [bool],
    /// Values created by (or already cut by) a split.
    pub no_split: &'a [bool],
}

/// Where a copy may split candidate `c` (the read points of the instructions before which
/// the copy would go): only a single 32-bit GPR value, not pre-coloured, not created by
/// spilling or splitting, whose definitions and reads all lie in one block it never leaves;
/// a copy may go before each of its reads after its first reference.
pub fn split_points(
    f: &Function,
    live: &LiveRanges,
    state: &SplitState<'_>,
    c: &Candidate<'_>,
    members: &[VReg],
) -> Vec<u32> {
    let [v] = members else {
        return Vec::new();
    };
    let vi = v.index();
    let info = f.vreg(*v);
    if info.class != RegClass::R
        || info.width != 1
        || info.fixed.is_some()
        || c.fixed.is_some()
        || state.no_spill.get(vi).copied().unwrap_or(true)
        || state.no_split.get(vi).copied().unwrap_or(false)
        || live.cross_block[vi]
    {
        return Vec::new();
    }
    let (defs, uses) = (&live.defs[vi], &live.uses[vi]);
    let Some(&first) = defs.iter().chain(uses).min() else {
        return Vec::new();
    };
    let block = live.numbering.block_of(first);
    if defs
        .iter()
        .chain(uses)
        .any(|&i| live.numbering.block_of(i) != block)
    {
        return Vec::new();
    }
    let mut points: Vec<u32> = uses
        .iter()
        .filter(|&&i| i > first)
        .map(|i| i.read_point())
        .collect();
    points.dedup();
    points
}

/// Splits each value before its instruction (see the module docs). `origin`, `no_spill` and
/// `no_split` are extended for the new values; both parts are marked never to be split
/// again. Returns the number of splits made.
pub fn split_ranges(
    f: &mut Function,
    splits: &[(VReg, InstIdx)],
    origin: &mut Vec<VReg>,
    no_spill: &mut Vec<bool>,
    no_split: &mut Vec<bool>,
) -> u32 {
    let numbering = InstNumbering::new(f);
    // Latest first, so earlier positions stay valid.
    let mut splits = splits.to_vec();
    splits.sort_by_key(|&(_, i)| std::cmp::Reverse(i));
    let mut made = 0;
    for (v, at) in splits {
        let Some(b) = numbering.block_of(at) else {
            continue;
        };
        let pos = (at.0 - numbering.first(b).0) as usize;
        let info = f.vreg(v).clone();
        let nv = f.new_vreg(info.class, info.width);
        origin.push(origin[v.index()]);
        no_spill.push(false);
        no_split.resize(f.vregs.len(), false);
        no_split[v.index()] = true;
        no_split[nv.index()] = true;
        let insts = &mut f.blocks[b.index()].insts;
        for inst in insts[pos..].iter_mut() {
            rename_reads(inst, v, nv);
            for d in inst.defs.iter_mut() {
                if *d == v {
                    *d = nv;
                }
            }
        }
        let line = insts[pos].ptx_line;
        insts.insert(pos, split_copy(nv, v, line));
        made += 1;
    }
    made
}

/// The copy `nv = v` that cuts a value: flagged as spill code, so the checker follows it as
/// a register move and coalescing does not join the two sides again.
fn split_copy(nv: VReg, v: VReg, ptx_line: u32) -> Inst {
    let mut copy = Inst::new(
        Opcode::MOV,
        Mods::NONE,
        vec![nv],
        vec![Operand::Reg(RegUse::whole(v))],
    );
    copy.flags = InstFlags {
        spill: true,
        ..Default::default()
    };
    copy.ptx_line = ptx_line;
    copy
}

/// Makes `inst`'s reads of `v` (register and address operands) read `nv`.
fn rename_reads(inst: &mut Inst, v: VReg, nv: VReg) {
    for op in inst.uses.iter_mut() {
        if let Operand::Reg(u) | Operand::Mem { base: Some(u), .. } = op {
            if u.vreg == v {
                u.vreg = nv;
            }
        }
    }
}

/// A loop a value may be split at (see the module docs).
#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    /// The block ending in the copy: the loop's only entry from outside.
    pub preheader: BlockId,
    /// The blocks the loop header dominates, whose reads the copy serves.
    pub blocks: Vec<BlockId>,
    /// Where the copy would be live (from the copy on, in those blocks).
    pub segments: Vec<(u32, u32)>,
    /// Spill weight the copy would have: its frequency-weighted references over its length.
    pub weight: f64,
    /// Reads the copy would serve.
    pub reads: u32,
}

/// Whether `v` may be split at all: a single 32-bit GPR value, not pre-coloured, not created
/// by spilling or splitting.
fn splittable(f: &Function, state: &SplitState<'_>, c: &Candidate<'_>, members: &[VReg]) -> bool {
    let [v] = members else {
        return false;
    };
    let vi = v.index();
    let info = f.vreg(*v);
    info.class == RegClass::R
        && info.width == 1
        && info.fixed.is_none()
        && c.fixed.is_none()
        && !state.no_spill.get(vi).copied().unwrap_or(true)
        && !state.no_split.get(vi).copied().unwrap_or(false)
}

/// The instruction the preheader copy goes before: its first branch (or its end).
fn copy_position(f: &Function, b: BlockId) -> usize {
    let insts = &f.blocks[b.index()].insts;
    insts
        .iter()
        .position(|i| i.op.is_terminator() || i.targets().next().is_some())
        .unwrap_or(insts.len())
}

/// Clips sorted segments to the point ranges of `blocks` (`inside`) or to everything else.
fn clip_blocks(
    segs: &[(u32, u32)],
    num: &InstNumbering,
    blocks: &[BlockId],
    inside: bool,
) -> Vec<(u32, u32)> {
    let mut ranges: Vec<(u32, u32)> = blocks
        .iter()
        .map(|&b| (num.block_start_point(b), num.block_end_point(b)))
        .filter(|(s, e)| s < e)
        .collect();
    ranges.sort_unstable();
    if !inside {
        let mut gaps = Vec::new();
        let mut at = 0;
        for &(s, e) in &ranges {
            if s > at {
                gaps.push((at, s));
            }
            at = at.max(e);
        }
        gaps.push((at, u32::MAX));
        ranges = gaps;
    }
    let mut out = Vec::new();
    for &(lo, hi) in &ranges {
        out.extend(segs.iter().filter_map(|&(s, e)| {
            let (s, e) = (s.max(lo), e.min(hi));
            (s < e).then_some((s, e))
        }));
    }
    out.sort_unstable();
    out
}

/// The regions candidate `c` may be split at: a loop the value is live into, whose header
/// dominates no definition of it, and which has a preheader (its only predecessor outside
/// the loop, with the header as its only successor) that an unguarded definition dominates
/// and that does not redefine the value after the copy point. The region is every block the
/// header dominates (the loop and whatever only the loop leads to), so renaming the reads
/// there is exact; of nested candidates only the outermost is kept, and a region without
/// reads of the value is dropped (its copy would serve nothing). Returns the regions (each
/// with the part its copy would take) and the part that would remain of the value.
pub fn split_regions(
    f: &Function,
    live: &LiveRanges,
    state: &SplitState<'_>,
    c: &Candidate<'_>,
    members: &[VReg],
) -> (Vec<Region>, Option<Region>) {
    if !splittable(f, state, c, members) {
        return (Vec::new(), None);
    }
    let v = members[0];
    let vi = v.index();
    if !live.cross_block[vi] || live.loops.loops.is_empty() {
        return (Vec::new(), None);
    }
    let (defs, uses, segs) = (&live.defs[vi], &live.uses[vi], &live.segments[vi]);
    let num = &live.numbering;
    let def_blocks: Vec<BlockId> = defs.iter().filter_map(|&i| num.block_of(i)).collect();
    if def_blocks.is_empty() {
        return (Vec::new(), None);
    }
    let inst_at = |i: InstIdx| -> Option<&Inst> {
        let b = num.block_of(i)?;
        f.blocks[b.index()]
            .insts
            .get((i.0 - num.first(b).0) as usize)
    };
    let live_at = |p: u32| segs.iter().any(|&(s, e)| s <= p && p < e);
    let (cfg, dom) = (&live.cfg, &live.dom);
    let mut found: Vec<(BlockId, BlockId, usize)> = Vec::new();
    for l in &live.loops.loops {
        let h = l.header;
        if !live_at(num.block_start_point(h)) || def_blocks.iter().any(|&d| dom.dominates(h, d)) {
            continue;
        }
        let outside: Vec<BlockId> = cfg
            .preds(h)
            .iter()
            .copied()
            .filter(|&p| cfg.is_reachable(p) && !dom.dominates(h, p))
            .collect();
        let [pre] = outside[..] else { continue };
        if cfg.succs(pre) != [h] {
            continue;
        }
        let pos = copy_position(f, pre);
        let at = num.inst(pre, pos);
        let dominated = defs.iter().any(|&d| {
            num.block_of(d)
                .is_some_and(|db| dom.dominates(db, pre) && (db != pre || d < at))
                && inst_at(d).is_some_and(|i| i.guard.is_none())
        });
        let redefined = defs
            .iter()
            .any(|&d| num.block_of(d) == Some(pre) && d >= at);
        if dominated && !redefined {
            found.push((h, pre, pos));
        }
    }
    // Outermost only: a region inside another one is served by the outer copy.
    let outer: Vec<(BlockId, BlockId, usize)> = found
        .iter()
        .copied()
        .filter(|&(h, _, _)| !found.iter().any(|&(g, _, _)| dom.strictly_dominates(g, h)))
        .collect();
    if outer.is_empty() {
        return (Vec::new(), None);
    }
    let weigh = |segments: &[(u32, u32)], refs: f64| {
        let len: u32 = segments.iter().map(|(s, e)| e - s).sum();
        refs / f64::from(len.max(1))
    };
    let mut regions = Vec::new();
    let mut all_blocks = Vec::new();
    let mut copies = 0.0;
    for (h, pre, pos) in outer {
        let blocks: Vec<BlockId> = (0..f.blocks.len())
            .map(BlockId::new)
            .filter(|&b| dom.dominates(h, b))
            .collect();
        let end = num.block_end_point(pre);
        let at = num.inst(pre, pos).read_point().min(end.saturating_sub(1));
        let mut segments = clip_blocks(segs, num, &blocks, true);
        segments.push((at, end));
        segments.sort_unstable();
        let in_region = |i: &&InstIdx| num.block_of(**i).is_some_and(|b| blocks.contains(&b));
        let reads = uses.iter().filter(in_region).count() as u32;
        if reads == 0 {
            // Live through to reads the region does not dominate: the copy would serve none.
            continue;
        }
        let pre_freq = live.block_freq[pre.index()];
        let refs: f64 = uses
            .iter()
            .filter(in_region)
            .map(|&u| live.freq_of(u))
            .sum::<f64>()
            + pre_freq;
        copies += pre_freq;
        all_blocks.extend(blocks.iter().copied());
        regions.push(Region {
            preheader: pre,
            weight: weigh(&segments, refs),
            blocks,
            segments,
            reads,
        });
    }
    let rest = clip_blocks(segs, num, &all_blocks, false);
    let outside = |i: &&InstIdx| num.block_of(**i).is_some_and(|b| !all_blocks.contains(&b));
    let refs: f64 = defs
        .iter()
        .chain(uses)
        .filter(outside)
        .map(|&u| live.freq_of(u))
        .sum::<f64>()
        + copies;
    let remainder = Region {
        preheader: BlockId::new(0),
        blocks: Vec::new(),
        weight: weigh(&rest, refs),
        reads: uses.iter().filter(outside).count() as u32,
        segments: rest,
    };
    (regions, Some(remainder))
}

/// Splits each value around each of its regions (see the module docs): a copy before the
/// preheader's branch, the reads inside the loop renamed to it. `origin`, `no_spill` and
/// `no_split` are extended as in [`split_ranges`]. Returns the number of copies inserted.
pub fn split_around_regions(
    f: &mut Function,
    splits: &[(VReg, Region)],
    origin: &mut Vec<VReg>,
    no_spill: &mut Vec<bool>,
    no_split: &mut Vec<bool>,
) -> u32 {
    let mut made = 0;
    for (v, region) in splits {
        let v = *v;
        let info = f.vreg(v).clone();
        let nv = f.new_vreg(info.class, info.width);
        origin.push(origin[v.index()]);
        no_spill.push(false);
        no_split.resize(f.vregs.len(), false);
        no_split[v.index()] = true;
        no_split[nv.index()] = true;
        for &b in &region.blocks {
            for inst in f.blocks[b.index()].insts.iter_mut() {
                rename_reads(inst, v, nv);
            }
        }
        let pos = copy_position(f, region.preheader);
        let insts = &mut f.blocks[region.preheader.index()].insts;
        let line = insts.get(pos).or(insts.last()).map_or(0, |i| i.ptx_line);
        insts.insert(pos, split_copy(nv, v, line));
        made += 1;
    }
    made
}
