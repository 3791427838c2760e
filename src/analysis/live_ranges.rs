//! Live ranges over linear program points.
//!
//! The allocator asks "do these two values ever need a register at the same time?" and the
//! spill-cost model asks "where is this value defined and read?". Both are answered here from
//! liveness, in the point space of [`super::numbering`]: instruction `i` reads at `2i` and
//! writes at `2i + 1`.
//!
//! A value's range is a sorted list of disjoint half-open segments `[start, end)`:
//! * a value live into a block starts at the block's first point; one live out of it extends
//!   to the block's end point (adjacent segments of consecutive blocks are merged);
//! * a killing definition at `i` starts a segment at `2i + 1`;
//! * a read at `i` keeps the value live through `2i`, so its segment ends at `2i + 1` at the
//!   earliest — a value read for the last time by `i` and a value written by `i` do not
//!   overlap and may share a register;
//! * a dead definition (never read) still occupies `[2i + 1, 2i + 2)`, because the hardware
//!   writes its register;
//! * a transparent guarded definition (see [`super::liveness`]) continues the range it
//!   lands in, forcing the old and new values into the same register.
//!
//! Segments follow [`Liveness::walk_block`] exactly, so a value read in a block without a
//! definition on any path is live from that block's start to the read, and nowhere else.

use super::liveness::{LiveCursor, Liveness};
use super::numbering::InstIdx;
use crate::ir::{BlockId, Function};

/// Where one value needs a register, plus its definitions and reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LiveRange {
    /// Sorted, disjoint, non-adjacent half-open point intervals `[start, end)`.
    pub segments: Vec<(u32, u32)>,
    /// Instructions defining the value (guarded ones included), in layout order.
    pub defs: Vec<InstIdx>,
    /// Instructions reading the value (any part of it, guards included), in layout order,
    /// each once.
    pub uses: Vec<InstIdx>,
}

impl LiveRange {
    /// Whether the value never needs a register.
    pub fn is_empty(&self) -> bool {
        self.segments.is_empty()
    }

    /// First point covered.
    pub fn start(&self) -> Option<u32> {
        self.segments.first().map(|s| s.0)
    }

    /// One past the last point covered.
    pub fn end(&self) -> Option<u32> {
        self.segments.last().map(|s| s.1)
    }

    /// Number of points covered (a measure of the range's length).
    pub fn len_points(&self) -> u32 {
        self.segments.iter().map(|(s, e)| e - s).sum()
    }

    /// Whether point `p` is covered (binary search).
    pub fn contains(&self, p: u32) -> bool {
        let i = self.segments.partition_point(|&(_, e)| e <= p);
        self.segments.get(i).is_some_and(|&(s, _)| s <= p)
    }
}

/// Whether two ranges share a point, in O(n + m).
pub fn overlaps(a: &LiveRange, b: &LiveRange) -> bool {
    let (mut i, mut j) = (0, 0);
    while let (Some(&(sa, ea)), Some(&(sb, eb))) = (a.segments.get(i), b.segments.get(j)) {
        if sa < eb && sb < ea {
            return true;
        }
        if ea <= eb {
            i += 1;
        } else {
            j += 1;
        }
    }
    false
}

/// No segment is open for the value.
const CLOSED: u32 = u32::MAX;

/// Builds the live range of every value of `f` (indexed by [`crate::ir::VReg`]).
pub fn calc_live_ranges(f: &Function, live: &Liveness) -> Vec<LiveRange> {
    let nv = f.vregs.len();
    let num = live.numbering();
    // Each value's lists sized by a count of its references first: pushing into them
    // unsized reallocated every list a few times (a tenth of allocating a register-tiled
    // GEMM went there).
    let mut refs = vec![(0u32, 0u32); nv];
    for (_, inst) in f.insts() {
        for d in &inst.defs {
            if let Some(r) = refs.get_mut(d.index()) {
                r.0 += 1;
            }
        }
        for u in inst.reg_uses() {
            if let Some(r) = refs.get_mut(u.vreg.index()) {
                r.1 += 1;
            }
        }
    }
    let mut ranges: Vec<LiveRange> = refs
        .iter()
        .map(|&(d, u)| LiveRange {
            segments: Vec::with_capacity(d as usize + usize::from(u > 0)),
            defs: Vec::with_capacity(d as usize),
            uses: Vec::with_capacity(u as usize),
        })
        .collect();
    // End of the segment currently open for each value while walking backwards.
    let mut open_end: Vec<u32> = vec![CLOSED; nv];
    let mut cursor = LiveCursor::new(f);
    // Walking blocks and instructions backwards produces everything in reverse order.
    for b in (0..f.blocks.len()).rev().map(BlockId::new) {
        let end = num.block_end_point(b);
        for v in live.live_out(b).iter() {
            open_end[v.index()] = end;
        }
        live.walk_block(f, b, &mut cursor, |il| {
            let (rp, wp) = (il.idx.read_point(), il.idx.write_point());
            for (k, &d) in il.inst.defs.iter().enumerate() {
                let Some(r) = ranges.get_mut(d.index()) else {
                    continue;
                };
                if r.defs.last() != Some(&il.idx) {
                    r.defs.push(il.idx);
                }
                let oe = open_end[d.index()];
                if oe == CLOSED {
                    // Dead after the instruction: the write still needs its register.
                    r.segments.push((wp, wp + 1));
                } else if il.kills(k) {
                    r.segments.push((wp, oe));
                    open_end[d.index()] = CLOSED;
                }
            }
            for u in il.inst.reg_uses() {
                let Some(r) = ranges.get_mut(u.vreg.index()) else {
                    continue;
                };
                if r.uses.last() != Some(&il.idx) {
                    r.uses.push(il.idx);
                }
                if open_end[u.vreg.index()] == CLOSED {
                    open_end[u.vreg.index()] = rp + 1;
                }
            }
        });
        let start = num.block_start_point(b);
        for v in cursor.live().iter() {
            if let Some(r) = ranges.get_mut(v.index()) {
                let oe = open_end[v.index()];
                if oe != CLOSED {
                    r.segments.push((start, oe));
                }
                open_end[v.index()] = CLOSED;
            }
        }
    }
    for r in &mut ranges {
        r.defs.reverse();
        r.uses.reverse();
        r.uses.dedup();
        r.segments.reverse();
        merge_segments(&mut r.segments);
    }
    ranges
}

/// Sorts segments and merges overlapping or touching ones, in place.
fn merge_segments(segs: &mut Vec<(u32, u32)>) {
    if segs.windows(2).any(|w| w[0].0 > w[1].0) {
        segs.sort_unstable();
    }
    let mut out = 0;
    for i in 0..segs.len() {
        let s = segs[i];
        if s.0 >= s.1 {
            continue;
        }
        if out > 0 && segs[out - 1].1 >= s.0 {
            segs[out - 1].1 = segs[out - 1].1.max(s.1);
        } else {
            segs[out] = s;
            out += 1;
        }
    }
    segs.truncate(out);
}
