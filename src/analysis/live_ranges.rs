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
//! Segments follow the rules of [`Liveness::walk_block`] exactly (the walk here keeps no
//! live set of its own, but opens and closes segments where that walk's set gains and loses
//! values), so a value read in a block without a definition on any path is live from that
//! block's start to the read, and nowhere else.

use super::liveness::Liveness;
use super::numbering::InstIdx;
use super::rows::Rows;
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

/// The live ranges of every value of a function, as rows indexed by
/// [`crate::ir::VReg`]: the same lists as [`LiveRange`]'s, in three flat tables (the
/// allocator computes them every round, for every value).
#[derive(Clone, Debug, Default)]
pub struct LiveRows {
    /// Per value: sorted, disjoint, non-adjacent half-open point intervals `[start, end)`.
    pub segments: Rows<(u32, u32)>,
    /// Per value: the instructions defining it, in layout order.
    pub defs: Rows<InstIdx>,
    /// Per value: the instructions reading it, in layout order, each once.
    pub uses: Rows<InstIdx>,
}

/// Builds the live range of every value of `f` (indexed by [`crate::ir::VReg`]).
pub fn calc_live_ranges(f: &Function, live: &Liveness) -> Vec<LiveRange> {
    let rows = calc_live_rows(f, live);
    (0..f.vregs.len())
        .map(|v| LiveRange {
            segments: rows.segments[v].to_vec(),
            defs: rows.defs[v].to_vec(),
            uses: rows.uses[v].to_vec(),
        })
        .collect()
}

/// [`calc_live_ranges`] as rows.
pub fn calc_live_rows(f: &Function, live: &Liveness) -> LiveRows {
    let nv = f.vregs.len();
    let num = live.numbering();
    // Walking blocks and instructions backwards produces every list in reverse order, as
    // (value, item) pairs; the rows are built from them at the end, read back to front.
    // Sized for the common shape (about one definition and two reads per instruction).
    let n = f.num_insts();
    let mut segments: Vec<(u32, (u32, u32))> = Vec::with_capacity(n + n / 2);
    let mut defs: Vec<(u32, InstIdx)> = Vec::with_capacity(n);
    let mut uses: Vec<(u32, InstIdx)> = Vec::with_capacity(2 * n);
    // The instruction last listed as defining and as reading each value (an instruction
    // naming a value twice lists it once).
    let mut last_def = vec![u32::MAX; nv];
    let mut last_use = vec![u32::MAX; nv];
    // End of the segment currently open for each value while walking backwards.
    let mut open_end: Vec<u32> = vec![CLOSED; nv];
    // The values opened while walking the current block (some closed again since): those
    // still open at its start are live into it. The walk needs no live set of its own.
    let mut opened: Vec<u32> = Vec::new();
    for b in (0..f.blocks.len()).rev().map(BlockId::new) {
        let end = num.block_end_point(b);
        opened.clear();
        for v in live.live_out(b).iter() {
            open_end[v.index()] = end;
            opened.push(v.0);
        }
        let first = num.first(b);
        for (pos, inst) in f.blocks[b.index()].insts.iter().enumerate().rev() {
            let idx = InstIdx(first.0 + pos as u32);
            let (rp, wp) = (idx.read_point(), idx.write_point());
            for (k, &d) in inst.defs.iter().enumerate() {
                let di = d.index();
                if di >= nv {
                    continue;
                }
                if last_def[di] != idx.0 {
                    last_def[di] = idx.0;
                    defs.push((d.0, idx));
                }
                let oe = open_end[di];
                if oe == CLOSED {
                    // Dead after the instruction: the write still needs its register.
                    segments.push((d.0, (wp, wp + 1)));
                } else if live.kills_at(inst, idx, k) {
                    segments.push((d.0, (wp, oe)));
                    open_end[di] = CLOSED;
                }
            }
            for u in inst.reg_uses() {
                let ui = u.vreg.index();
                if ui >= nv {
                    continue;
                }
                if last_use[ui] != idx.0 {
                    last_use[ui] = idx.0;
                    uses.push((u.vreg.0, idx));
                }
                if open_end[ui] == CLOSED {
                    open_end[ui] = rp + 1;
                    opened.push(u.vreg.0);
                }
            }
        }
        let start = num.block_start_point(b);
        for &v in &opened {
            let oe = open_end[v as usize];
            if oe != CLOSED {
                segments.push((v, (start, oe)));
                open_end[v as usize] = CLOSED;
            }
        }
    }
    let mut rows = LiveRows {
        segments: Rows::from_pairs(nv, segments.iter().rev().copied()),
        defs: Rows::from_pairs(nv, defs.iter().rev().copied()),
        uses: Rows::from_pairs(nv, uses.iter().rev().copied()),
    };
    rows.segments.compact_rows(merge_segments);
    rows
}

/// Sorts segments and merges overlapping or touching ones, in place: the merged segments
/// are the first ones, and their number is returned.
fn merge_segments(segs: &mut [(u32, u32)]) -> usize {
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
    out
}
