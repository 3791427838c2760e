//! The fat-point assignment core for one register class.
//!
//! ptxas's allocator is not a graph colourer (`ptxas-allocator-architecture.txt`): it walks
//! the virtual registers in a fixed priority order and, for each, fills two per-physical-
//! register arrays — a *primary* interference count and a *secondary* tie-break cost — then
//! takes the slot with the lowest primary count, breaking ties on the secondary cost. Slots
//! whose count exceeds `RegAllocThresholdForDiscardConflicts` are discarded without further
//! look. A slot at or beyond the class budget means the value needs a spill.
//!
//! Our rendering of that design:
//! * primary\[s\] = number of already-placed values and interference intervals
//!   ([`Interference`]) that overlap this value's live segments on register `s` (on any
//!   register of a tuple). Only a zero count is a legal assignment, so ptxra keeps just
//!   whether it is zero: per program point, a bit per register ([`RegFile`]); the union
//!   over a value's points gives every slot's answer at once. (ptxas's threshold, which cuts
//!   a count short, has nothing left to bound.)
//! * secondary\[s\] = ptxas's soft preferences among the legal slots ([`SlotPrefs`], measured
//!   on ptxas 13.5 with nvdisasm and replayed on the corpus), compared in this order: a
//!   register whose parity (index mod 2) differs from the registers already holding the
//!   other GPR sources of the instructions that read the value (register-bank conflicts);
//!   the register of a source that dies where the value is defined (or, for a value that
//!   dies into a wide result, a register of that result); a register whose previous occupant
//!   was not last read by a memory instruction in the last few instructions (and, for a
//!   value last read by one, whose next occupant is not defined right after); and finally
//!   the lowest index. Preferences may roam up to an occupancy-neutral register count (the
//!   largest count that keeps as many warps resident as the tight one): ptxas spends that
//!   slack, which is why it does not pack tightly. Without preferences, or when no legal slot
//!   lies below that count, the lowest legal register wins. (Copy partners need no
//!   preference here: [`super::coalesce`] has already put them in one candidate.)
//! * tuples (64-bit pairs, quads) only start at multiples of their width and take all their
//!   registers (the *paired* constraint) — each register over its own word's segments when
//!   the words live apart ([`Candidate::lanes`]: ptxas's registers are words); pre-coloured values (R1, ABI registers: the
//!   *exclude-all-but* constraint) are placed first, at their register, and occupy it like
//!   any value.

use super::constraints::Interference;
use crate::analysis::rows::Rows;
use crate::analysis::{InstIdx, InstNumbering};
use crate::ir::VReg;

/// One value to place (an alias group of coalesced values, named by its leader): its live
/// segments in program-point space, width and constraints.
#[derive(Clone, Debug)]
pub struct Candidate<'a> {
    /// The value (leader of its alias group).
    pub vreg: VReg,
    /// Sorted, disjoint half-open `[start, end)` segments.
    pub segments: &'a [(u32, u32)],
    /// For a tuple built in place from words live on their own (see
    /// [`super::coalesce`]), each register's own segments (lane `i` of the slot is busy
    /// over `lanes[i]` only); `None`: every register over `segments`.
    pub lanes: Option<&'a [Vec<(u32, u32)>]>,
    /// Registers in the tuple (1, 2 or 4).
    pub width: u8,
    /// Required register, if pre-coloured.
    pub fixed: Option<u16>,
    /// The register ptxas keeps it in when it is free (a `wgmma` accumulator's place in
    /// the accumulator block, [`crate::ir::VRegInfo::home`]).
    pub home: Option<u16>,
}

#[cfg(test)]
impl<'a> Candidate<'a> {
    /// An unconstrained candidate for value `v` (unit tests of the allocators).
    pub(crate) fn test(v: u32, segs: &'a [(u32, u32)], width: u8) -> Candidate<'a> {
        Candidate {
            vreg: VReg(v),
            segments: segs,
            lanes: None,
            width,
            fixed: None,
            home: None,
        }
    }
}

/// ptxas's soft slot preferences for the candidates of one class (see the module docs).
/// Indices are positions in the candidate list given to [`assign_class`].
#[derive(Clone, Debug, Default)]
pub struct SlotPrefs {
    /// Per candidate: the other candidates read by the same instructions (once per reading
    /// instruction), whose registers it should differ from in parity, each as
    /// `partner << 1 | word`: the register read is the partner's first plus `word` (1 for
    /// the high word of a pair).
    pub co_read: Rows<u32>,
    /// Per candidate: candidates whose registers it would like to take: sources that die
    /// where it is defined, and wide results it dies into.
    pub affine: Rows<u32>,
    /// Per candidate: whether its last read is a memory instruction (whose register read
    /// ptxas does not follow by a write to the same register too soon).
    pub mem_last: Vec<bool>,
    /// Per candidate: whether it is packed tightly (lowest legal register) whatever the
    /// preferences: the scratch registers of a ptxas subroutine body, which ptxas allocates
    /// as one block of registers, not value by value at the call site.
    pub packed: Vec<bool>,
    /// Registers below this index may be chosen for a preference; above it, tight packing.
    pub limit: usize,
    /// How close (in program points) a write may follow a memory instruction's last read of
    /// the same register before the register is avoided.
    pub window: u32,
    /// The code's blocks, when the window counts only within one block (`None`: across
    /// blocks too).
    pub in_block: Option<InstNumbering>,
}

impl SlotPrefs {
    /// Whether a write at point `write` follows a read ending at point `read_end` within the
    /// window. The distance is taken in layout order, whatever the blocks: measured on the
    /// corpus, this matches ptxas better than counting only reads that flow into the write
    /// (54.2 % against 55.1 % of entries within ±2 registers), as ptxas has turned many of
    /// the small branches we keep into predicated straight-line code.
    fn too_close(&self, read_end: u32, write: u32) -> bool {
        write >= read_end
            && write - read_end <= self.window
            && self.in_block.as_ref().is_none_or(|num| {
                num.block_of(InstIdx(read_end / 2)) == num.block_of(InstIdx(write / 2))
            })
    }

    /// What the preference cost of candidate `k` needs of the placed values, gathered once
    /// for all its slots (the partners into `partners`, a buffer kept across candidates).
    fn context<'p>(
        &self,
        k: usize,
        w: usize,
        at: &Placed<'_>,
        partners: &'p mut Vec<(usize, usize)>,
    ) -> CostContext<'p> {
        let reg_of = |j: u32| at.regs.get(j as usize).copied().flatten();
        let mut same_parity = [0u32; 2];
        if w == 1 {
            for (r, word) in self.co_read[k]
                .iter()
                .filter_map(|&j| reg_of(j >> 1).map(|r| (r, j & 1)))
            {
                same_parity[(r as usize + word as usize) % 2] += 1;
            }
        }
        partners.clear();
        partners.extend(self.affine[k].iter().filter_map(|&j| {
            reg_of(j).map(|r| (r as usize, at.widths[j as usize].max(1) as usize))
        }));
        CostContext {
            same_parity,
            partners,
        }
    }

    /// The first two parts of the preference cost of placing a candidate at `s`: parity
    /// conflicts with its co-read values, and whether it misses all its affinity partners.
    /// Cheap (the context holds what they need), so they are compared first.
    fn head_cost(s: usize, w: usize, cx: &CostContext<'_>) -> (u32, u32) {
        let parity = cx.same_parity[s % 2];
        let affinity_met = cx.partners.iter().any(|&(r, wj)| s < r + wj && r < s + w);
        let affinity = u32::from(!cx.partners.is_empty() && !affinity_met);
        (parity, affinity)
    }

    /// The last part of the preference cost of placing candidate `k` at `s`: 1 when a
    /// register of the slot was last read by a memory instruction just before the value is
    /// written (or, for a value last read by one, is written again just after), else 0. It
    /// searches the registers' placed segments, so it is asked only of the slots that tie on
    /// [`SlotPrefs::head_cost`].
    fn window_cost(&self, k: usize, c: &Candidate<'_>, s: usize, w: usize, file: &RegFile) -> u32 {
        let (start, end) = match (c.segments.first(), c.segments.last()) {
            (Some(f), Some(l)) => (f.0, l.1),
            _ => return 0,
        };
        for i in 0..w {
            if let Some((prev_end, owner)) = file.previous(s + i, start) {
                if self.mem_last.get(owner as usize).copied().unwrap_or(false)
                    && self.too_close(prev_end, start)
                {
                    return 1;
                }
            }
            if self.mem_last[k] {
                if let Some(next_start) = file.next_start(s + i, end) {
                    if self.too_close(end, next_start) {
                        return 1;
                    }
                }
            }
        }
        0
    }
}

/// The placed values one candidate's preferences look at: how many of its co-read values
/// sit in even and in odd registers (a tuple has no parity preference: zero), and the
/// registers of its placed affinity partners (first register, width).
struct CostContext<'p> {
    same_parity: [u32; 2],
    partners: &'p [(usize, usize)],
}

/// What has been placed so far: the register file and the register of each candidate.
struct Placed<'a> {
    file: &'a RegFile,
    regs: &'a [Option<u16>],
    widths: &'a [u8],
}

/// A set of registers of one file (files have at most 256 registers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RegMask([u64; MASK_WORDS]);

/// Words of a [`RegMask`]: 256 registers, the size of the largest file (R).
const MASK_WORDS: usize = 4;

impl RegMask {
    /// Whether register `r` is in the set.
    pub fn contains(&self, r: usize) -> bool {
        self.0
            .get(r / 64)
            .is_some_and(|word| word >> (r % 64) & 1 == 1)
    }

    /// Adds register `r` (ignored beyond 256).
    pub fn insert(&mut self, r: usize) {
        if let Some(word) = self.0.get_mut(r / 64) {
            *word |= 1 << (r % 64);
        }
    }

    /// The first registers of the legal slots of a `w`-register tuple (`w` of 1, 2 or 4)
    /// that end at or below `limit`: multiples of `w` whose `w` registers are all in the
    /// set. Slot searches then visit only these instead of testing every register.
    pub(super) fn slot_starts(&self, w: usize, limit: usize) -> RegMask {
        let bits = |r: usize| -> u64 {
            // The 64 bits from register `r` on.
            let (k, sh) = (r / 64, r % 64);
            let lo = self.0.get(k).copied().unwrap_or(0) >> sh;
            let hi = match (sh, self.0.get(k + 1)) {
                (0, _) | (_, None) => 0,
                (_, Some(&next)) => next << (64 - sh),
            };
            lo | hi
        };
        // Multiples of `w` among the 64 registers of word `k`.
        let aligned = |k: usize| match w {
            1 => u64::MAX,
            2 => 0x5555_5555_5555_5555,
            4 => 0x1111_1111_1111_1111,
            _ => (0..64)
                .filter(|b| (64 * k + b) % w.max(1) == 0)
                .fold(0, |m, b| m | 1 << b),
        };
        let mut out = RegMask::default();
        for (k, word) in out.0.iter_mut().enumerate() {
            let mut m = self.0[k] & aligned(k);
            for i in 1..w {
                m &= bits(64 * k + i);
            }
            // Starts `s` with `s + w <= limit`.
            let first = 64 * k;
            m &= low_bits((limit + 1).saturating_sub(w).saturating_sub(first));
            *word = m;
        }
        out
    }

    /// The lowest register in the set.
    pub(super) fn lowest(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, &word)| word != 0)
            .map(|(k, &word)| 64 * k + word.trailing_zeros() as usize)
    }

    /// The registers in the set, lowest first.
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &word)| {
            let mut m = word;
            std::iter::from_fn(move || {
                (m != 0).then(|| {
                    let b = m.trailing_zeros() as usize;
                    m &= m - 1;
                    64 * k + b
                })
            })
        })
    }
}

/// The segments placed on one register, `(start, end, candidate)` sorted by start. They
/// never overlap, and the fat-point walk places values in order of their first point, so
/// nearly every insertion appends.
#[derive(Clone, Debug, Default)]
struct Placements(Vec<(u32, u32, u32)>);

impl Placements {
    fn position(&self, start: u32) -> Result<usize, usize> {
        self.0.binary_search_by_key(&start, |&(s, ..)| s)
    }

    /// Places `[start, end)` for `owner` (replacing what started at `start`).
    fn insert(&mut self, start: u32, end: u32, owner: u32) {
        if self.0.last().is_none_or(|&(s, ..)| s < start) {
            self.0.push((start, end, owner));
            return;
        }
        match self.position(start) {
            Ok(k) => self.0[k] = (start, end, owner),
            Err(k) => self.0.insert(k, (start, end, owner)),
        }
    }

    /// The end and owner of the segment starting at `start`.
    fn get(&self, start: u32) -> Option<(u32, u32)> {
        let k = self.position(start).ok()?;
        let (_, end, owner) = self.0[k];
        Some((end, owner))
    }

    fn remove(&mut self, start: u32) {
        if let Ok(k) = self.position(start) {
            self.0.remove(k);
        }
    }

    /// The segments that start before `point`, in order.
    fn starting_before(&self, point: u32) -> &[(u32, u32, u32)] {
        &self.0[..self.0.partition_point(|&(s, ..)| s < point)]
    }

    /// The start of the first segment starting at or after `point`.
    fn first_from(&self, point: u32) -> Option<u32> {
        let k = self.0.partition_point(|&(s, ..)| s < point);
        self.0.get(k).map(|&(s, ..)| s)
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Occupancy of each physical register of the class.
pub struct RegFile {
    /// Per register: the values placed there. Segments of one register never overlap: only
    /// values that do not interfere share a register.
    slots: Vec<Placements>,
    /// Per register: sorted, merged intervals where it is unavailable (interference).
    blocked: Vec<Vec<(u32, u32)>>,
    /// Per register: the point from which it is unavailable to the end of the code (a
    /// reservation), `u32::MAX` when none.
    blocked_from: Vec<u32>,
    /// The registers with a reservation and its start (few: R1 and the ABI's).
    reservations: Vec<(usize, u32)>,
    /// The fat points themselves: per program point, `stride` words with a bit per register
    /// that a placed value or a bounded blocked interval covers there. A value's legal
    /// registers are the complement of the union over its points, so one pass over its
    /// segments answers for the whole file (rather than one ordered-map search per register
    /// per segment).
    busy: Vec<u64>,
    /// Per run of [`SPAN`] points, the union of their `busy` words: a long value tests whole
    /// runs at once, so a query costs its length / 64 plus its two ragged ends.
    summary: Vec<u64>,
    /// Per run of [`SPAN`] points, the registers busy at *every* point of the run. A segment
    /// marks the runs it covers wholly here instead of point by point (a value live across a
    /// long loop would otherwise write a word per point), so a register is busy at point `p`
    /// when `busy` or the `full` word of `p`'s run says so (and likewise for `fine`).
    full: Vec<u64>,
    /// The same per run of [`FINE`] points, for the ragged ends: a query reads at most
    /// 2 × 7 single points.
    fine: Vec<u64>,
    /// Words per point: `len().div_ceil(64)`.
    stride: usize,
    /// Per register: whether a piece on it was ever marked again in parts (a release
    /// overlapping it re-marks what remains of it), so that its points may hold the
    /// register away from the piece's ends.
    marked_in_parts: Vec<bool>,
}

/// A word with its `n` lowest bits set (all of them from 64 on): the registers of a mask
/// word below a limit.
fn low_bits(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// Points per [`RegFile::summary`] entry.
const SPAN: usize = 64;

/// Points per [`RegFile::fine`] entry.
const FINE: usize = 8;

/// Clears register bit `bit` of word `word` in the runs of `span` points lying wholly inside
/// `[start, last)` of a summary level (a release empties them; what remains is marked
/// again), and returns those runs.
fn clear_whole_runs(
    level: &mut [u64],
    span: usize,
    stride: usize,
    (word, bit): (usize, u64),
    (start, last): (usize, usize),
) -> std::ops::Range<usize> {
    let whole = start.div_ceil(span)..last / span;
    for run in whole.clone() {
        level[run * stride + word] &= !bit;
    }
    whole
}

/// Sets bit `bit` of word `word` in the runs of a summary level (`span` points each) that
/// `[start, last)` touches but does not cover (`whole` are the covered ones) where
/// `any(run)` says the run holds the register somewhere, and clears it elsewhere.
fn refresh_ragged_runs(
    level: &mut [u64],
    span: usize,
    stride: usize,
    (word, bit): (usize, u64),
    (start, last): (usize, usize),
    whole: std::ops::Range<usize>,
    any: impl Fn(usize) -> bool,
) {
    let touched = start / span..last.div_ceil(span);
    let ends = [touched.start, touched.end.saturating_sub(1)];
    for (k, &run) in ends.iter().enumerate() {
        if !touched.contains(&run) || whole.contains(&run) || (k == 1 && run == ends[0]) {
            continue;
        }
        let at = &mut level[run * stride + word];
        *at = if any(run) { *at | bit } else { *at & !bit };
    }
}

impl RegFile {
    /// An empty file of `n` registers (at most 256).
    pub fn new(n: usize) -> RegFile {
        let n = n.min(64 * MASK_WORDS);
        RegFile {
            slots: (0..n).map(|_| Placements::default()).collect(),
            blocked: vec![Vec::new(); n],
            blocked_from: vec![u32::MAX; n],
            reservations: Vec::new(),
            busy: Vec::new(),
            summary: Vec::new(),
            full: Vec::new(),
            fine: Vec::new(),
            stride: n.div_ceil(64).max(1),
            marked_in_parts: vec![false; n],
        }
    }

    /// Sizes the per-point tables for intervals ending by `end` at once: they grow as marks
    /// reach further otherwise, a copy of every table per doubling.
    pub fn reserve_points(&mut self, end: u32) {
        let end = end as usize;
        let stride = self.stride;
        self.busy.reserve(end * stride);
        self.summary.reserve(end.div_ceil(SPAN) * stride);
        self.full.reserve(end.div_ceil(SPAN) * stride);
        self.fine.reserve(end.div_ceil(FINE) * stride);
    }

    /// Number of registers.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether the file has no registers.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Makes register `r` busy at every point of `[start, end)`: the runs of [`SPAN`] points
    /// the interval covers wholly in `full`, the rest point by point.
    fn mark(&mut self, r: usize, start: u32, end: u32) {
        let (start, end) = (start as usize, end as usize);
        if end <= start {
            return;
        }
        if self.busy.len() < end * self.stride {
            self.busy.resize(end * self.stride, 0);
            self.summary.resize(end.div_ceil(SPAN) * self.stride, 0);
            self.full.resize(end.div_ceil(SPAN) * self.stride, 0);
            self.fine.resize(end.div_ceil(FINE) * self.stride, 0);
        }
        let (word, bit) = (r / 64, 1u64 << (r % 64));
        let whole = start.div_ceil(SPAN)..end / SPAN;
        if whole.is_empty() {
            self.mark_points(word, bit, start, end);
        } else {
            for run in whole.clone() {
                self.full[run * self.stride + word] |= bit;
            }
            self.mark_points(word, bit, start, whole.start * SPAN);
            self.mark_points(word, bit, whole.end * SPAN, end);
        }
        for run in start / SPAN..end.div_ceil(SPAN) {
            self.summary[run * self.stride + word] |= bit;
        }
    }

    /// Sets bit `bit` of word `word` at every point of `[start, end)` and in their `fine`
    /// runs.
    fn mark_points(&mut self, word: usize, bit: u64, start: usize, end: usize) {
        for p in start..end {
            self.busy[p * self.stride + word] |= bit;
        }
        for run in start / FINE..end.div_ceil(FINE) {
            self.fine[run * self.stride + word] |= bit;
        }
    }

    /// Recomputes register `r`'s bit over `[start, end)` from the segments and intervals
    /// that remain (after a release).
    fn remark(&mut self, r: usize, start: u32, end: u32) {
        let (word, bit) = (r / 64, 1u64 << (r % 64));
        let last = (end as usize).min(self.points());
        let range = (start as usize, last);
        let mut cover: Vec<(u32, u32)> = Vec::new();
        if let Some(slot) = self.slots.get(r) {
            for &(s, e, _) in slot.starting_before(end).iter().rev() {
                if e <= start {
                    break;
                }
                cover.push((s, e));
            }
        }
        if let Some(blocked) = self.blocked.get(r) {
            let first = blocked.partition_point(|&(_, be)| be <= start);
            cover.extend(blocked[first..].iter().take_while(|&&(bs, _)| bs < end));
        }
        // Points and runs of 8 hold the register only where something was marked point by
        // point. When nothing else overlaps the range and every piece on the register was
        // marked whole, that is the released piece's two ragged ends only ([`RegFile::mark`]),
        // so a value live across a long loop is released without a pass over its points.
        let whole_runs = range.0.div_ceil(SPAN)..range.1 / SPAN;
        let pieces = if cover.is_empty() && !self.marked_in_parts[r] && !whole_runs.is_empty() {
            [
                (range.0, whole_runs.start * SPAN),
                (whole_runs.end * SPAN, range.1),
            ]
        } else {
            [range, (range.1, range.1)]
        };
        let stride = self.stride;
        for (a, b) in pieces {
            for p in a..b {
                self.busy[p * stride + word] &= !bit;
            }
            clear_whole_runs(&mut self.fine, FINE, stride, (word, bit), (a, b));
        }
        // Runs wholly inside the release hold nothing of `r` now but what is marked again
        // below (which sets their summary bits itself); only the two ragged runs at its ends
        // need their points looked at, at each level.
        let wb = (word, bit);
        let whole = clear_whole_runs(&mut self.summary, SPAN, stride, wb, range);
        clear_whole_runs(&mut self.full, SPAN, stride, wb, range);
        let whole_fine = range.0.div_ceil(FINE)..range.1 / FINE;
        if !cover.is_empty() {
            self.marked_in_parts[r] = true;
        }
        for (s, e) in cover {
            if e != u32::MAX {
                self.mark(r, s.max(start), e.min(end));
            }
        }
        // The ragged runs of 8 points from their points, then the ragged runs of 64 from
        // their runs of 8 (and the whole-run word).
        let points = self.points();
        let (busy, full) = (&self.busy, &self.full);
        refresh_ragged_runs(&mut self.fine, FINE, stride, wb, range, whole_fine, |run| {
            full[run * FINE / SPAN * stride + word] & bit != 0
                || (run * FINE..((run + 1) * FINE).min(points))
                    .any(|p| busy[p * stride + word] & bit != 0)
        });
        let fine = &self.fine;
        let fine_runs = fine.len() / stride;
        refresh_ragged_runs(&mut self.summary, SPAN, stride, wb, range, whole, |run| {
            full[run * stride + word] & bit != 0
                || (run * (SPAN / FINE)..((run + 1) * (SPAN / FINE)).min(fine_runs))
                    .any(|k| fine[k * stride + word] & bit != 0)
        });
    }

    /// Points the occupancy arrays cover (beyond them nothing is busy but reservations).
    fn points(&self) -> usize {
        self.busy.len() / self.stride
    }

    /// Makes a register unavailable where `i` says.
    pub fn block(&mut self, i: Interference) {
        let (reg, start, end) = i.interval();
        let r = reg as usize;
        let Some(list) = self.blocked.get_mut(r) else {
            return;
        };
        // The list is sorted and disjoint, so its ends are sorted too: the intervals that
        // overlap or touch the new one are one run, replaced by their union (no rebuild of
        // the whole list: a register blocked for thousands of values stays cheap).
        let lo = list.partition_point(|&(_, e)| e < start);
        let hi = list.partition_point(|&(s, _)| s <= end);
        let merged = if lo < hi {
            (list[lo].0.min(start), list[hi - 1].1.max(end))
        } else {
            (start, end)
        };
        list.splice(lo..hi, [merged]);
        if end == u32::MAX {
            self.blocked_from[r] = self.blocked_from[r].min(start);
            self.reservations.retain(|&(q, _)| q != r);
            self.reservations.push((r, self.blocked_from[r]));
        } else {
            self.mark(r, start, end);
        }
    }

    /// The registers free over all of `segs`: no placed value and no blocked interval
    /// overlaps them there.
    pub fn free_over(&self, segs: &[(u32, u32)]) -> RegMask {
        let mut busy = [0u64; MASK_WORDS];
        let stride = self.stride;
        let mut or_in = |words: &[u64]| {
            for (b, w) in busy.iter_mut().zip(words) {
                *b |= w;
            }
        };
        let points = self.points();
        // The run of SPAN points whose `full` word is already in (points and fine runs
        // inside a run read it once).
        let mut full_in = usize::MAX;
        for &(s, e) in segs {
            let (mut p, e) = (s as usize, (e as usize).min(points));
            while p < e {
                if p % SPAN == 0 && p + SPAN <= e {
                    let run = p / SPAN;
                    or_in(&self.summary[run * stride..(run + 1) * stride]);
                    p += SPAN;
                    continue;
                }
                let span = p / SPAN;
                if span != full_in {
                    or_in(&self.full[span * stride..(span + 1) * stride]);
                    full_in = span;
                }
                if p % FINE == 0 && p + FINE <= e {
                    let run = p / FINE;
                    or_in(&self.fine[run * stride..(run + 1) * stride]);
                    p += FINE;
                } else {
                    or_in(&self.busy[p * stride..(p + 1) * stride]);
                    p += 1;
                }
            }
        }
        let end = segs.iter().map(|&(_, e)| e).max().unwrap_or(0);
        for &(r, from) in &self.reservations {
            if from < end {
                busy[r / 64] |= 1 << (r % 64);
            }
        }
        let mut free = RegMask::default();
        for (k, (f, b)) in free.0.iter_mut().zip(busy).enumerate() {
            *f = !b & low_bits(self.len().saturating_sub(64 * k));
        }
        free
    }

    /// Whether register `r` is free over all of `segs` (`false` outside the file).
    pub fn is_free(&self, r: usize, segs: &[(u32, u32)]) -> bool {
        let Some(&from) = self.blocked_from.get(r) else {
            return false;
        };
        let points = self.points();
        let (word, bit) = (r / 64, 1u64 << (r % 64));
        let stride = self.stride;
        segs.iter().all(|&(s, e)| {
            let (first, last) = (s as usize, (e as usize).min(points));
            from >= e
                && (first >= last
                    || ((first / SPAN..last.div_ceil(SPAN))
                        .all(|run| self.full[run * stride + word] & bit == 0)
                        && (first..last).all(|p| self.busy[p * stride + word] & bit == 0)))
        })
    }

    /// The end and owner of the last segment on register `r` that starts before `point`.
    fn previous(&self, r: usize, point: u32) -> Option<(u32, u32)> {
        self.slots
            .get(r)?
            .starting_before(point)
            .last()
            .map(|&(_, end, owner)| (end, owner))
    }

    /// The start of the first segment on register `r` that starts at or after `point`.
    fn next_start(&self, r: usize, point: u32) -> Option<u32> {
        self.slots.get(r)?.first_from(point)
    }

    /// Marks `[start, end)` of register `r` as taken by candidate `owner`.
    pub fn occupy(&mut self, r: usize, start: u32, end: u32, owner: u32) {
        if let Some(slot) = self.slots.get_mut(r) {
            slot.insert(start, end, owner);
            self.mark(r, start, end);
        }
    }

    /// Whether register `r` holds anything yet (a placed value or a blocked interval).
    pub fn in_use(&self, r: usize) -> bool {
        self.slots.get(r).is_some_and(|s| !s.is_empty())
            || self.blocked.get(r).is_some_and(|b| !b.is_empty())
    }

    /// Removes the segments `segs` of candidate `owner` from register `r` (an eviction or a
    /// recolouring undoing an earlier [`RegFile::occupy`]).
    pub fn release(&mut self, r: usize, segs: &[(u32, u32)], owner: u32) {
        let mut freed = Vec::new();
        if let Some(slot) = self.slots.get_mut(r) {
            for &(s, _) in segs {
                if let Some((e, o)) = slot.get(s) {
                    if o == owner {
                        slot.remove(s);
                        freed.push((s, e));
                    }
                }
            }
        }
        for (s, e) in freed {
            self.remark(r, s, e);
        }
    }

    /// Whether at some point of `segs` fewer than `width` of the registers below `limit`
    /// hold nothing (no placed value, no bounded blocked interval): then no re-arrangement
    /// of the placed values makes room for `width` more registers there, since each of them
    /// still needs its own registers at that point.
    pub fn crowded(&self, segs: &[(u32, u32)], width: usize, limit: usize) -> bool {
        let limit = limit.min(self.len());
        let stride = self.stride;
        let points = self.points();
        let below = |word: usize| low_bits(limit.saturating_sub(word * 64));
        if width > limit {
            return segs.iter().any(|&(s, e)| s < e);
        }
        let room = limit - width;
        segs.iter().any(|&(s, e)| {
            (s as usize..(e as usize).min(points)).any(|p| {
                let taken: u32 = (0..stride)
                    .map(|w| {
                        let held = self.busy[p * stride + w] | self.full[p / SPAN * stride + w];
                        (held & below(w)).count_ones()
                    })
                    .sum();
                taken as usize > room
            })
        })
    }

    /// The candidates placed on register `r` whose segments overlap `segs` (sorted, unique),
    /// or `None` when a blocked interval overlaps (nothing can be moved away from it) or `r`
    /// lies outside the file.
    pub fn owners(&self, r: usize, segs: &[(u32, u32)]) -> Option<Vec<u32>> {
        let (slot, blocked) = (self.slots.get(r)?, self.blocked.get(r)?);
        let mut out = Vec::new();
        for &(s, e) in segs {
            let first = blocked.partition_point(|&(_, be)| be <= s);
            if blocked.get(first).is_some_and(|&(bs, _)| bs < e) {
                return None;
            }
            for &(_, end, owner) in slot.starting_before(e).iter().rev() {
                if end <= s {
                    break;
                }
                out.push(owner);
            }
        }
        out.sort_unstable();
        out.dedup();
        Some(out)
    }
}

/// The outcome of placing one class.
#[derive(Debug, Default)]
pub struct ClassAssignment {
    /// Register per candidate (same order as the input), `None` when no legal register below
    /// the budget existed (the value needs a spill).
    pub regs: Vec<Option<u16>>,
    /// Registers the assignment would have needed: highest register touched + 1, counting the
    /// registers the unplaced values would take beyond the budget.
    pub needed: u32,
}

/// Assigns registers to `cands` in order within `budget` registers, given the interference
/// already in `file`, with ptxas's slot preferences when `prefs` is given.
pub fn assign_class(
    cands: &[Candidate<'_>],
    file: &mut RegFile,
    budget: usize,
    prefs: Option<&SlotPrefs>,
) -> ClassAssignment {
    let widths: Vec<u8> = cands.iter().map(|c| c.width).collect();
    let mut regs: Vec<Option<u16>> = vec![None; cands.len()];
    let mut needed = 0u32;
    let mut partners = Vec::new();
    // Pre-coloured values first: their registers are not negotiable. Then the values with
    // a home (ptxas sets its accumulator block aside before placing the rest).
    let rank = |c: &Candidate<'_>| match (c.fixed, c.home) {
        (Some(_), _) => 0,
        (None, Some(_)) => 1,
        (None, None) => 2,
    };
    let order = (0..3).flat_map(|r| cands.iter().enumerate().filter(move |(_, c)| rank(c) == r));
    for (k, c) in order {
        let w = c.width.max(1) as usize;
        let (chosen, free) = match c.fixed {
            Some(r) => (Some(r as usize), RegMask::default()),
            None => {
                let free = free_for(file, c, w);
                let limit = budget.min(file.len());
                let home = c
                    .home
                    .map(usize::from)
                    .filter(|&h| h + w <= limit && legal(&free, h, w));
                let chosen = home.or_else(|| {
                    let at = Placed {
                        file,
                        regs: &regs,
                        widths: &widths,
                    };
                    prefs
                        .and_then(|p| pick_preferred(k, c, &at, &free, w, p, &mut partners))
                        .or_else(|| pick_slot(&free, limit, w))
                });
                (chosen, free)
            }
        };
        match chosen {
            Some(r) => {
                for i in 0..w {
                    let segs = c.lanes.and_then(|l| l.get(i)).map_or(c.segments, |l| l);
                    for &(s, e) in segs {
                        file.occupy(r + i, s, e, k as u32);
                    }
                }
                regs[k] = Some(r as u16);
                needed = needed.max((r + w) as u32);
            }
            None => {
                // What it would take: the first legal slot beyond the budget.
                let beyond = (budget.next_multiple_of(w)..file.len())
                    .step_by(w)
                    .find(|&s| legal(&free, s, w))
                    .unwrap_or(file.len());
                needed = needed.max((beyond + w) as u32);
            }
        }
    }
    ClassAssignment { regs, needed }
}

/// The registers free for `c` (of width `w`): those free over its segments, or for a tuple
/// with lanes of its own, register `r` free over the segments of lane `r mod w` — the lane
/// it is in every aligned slot holding it.
fn free_for(file: &RegFile, c: &Candidate<'_>, w: usize) -> RegMask {
    let Some(lanes) = c.lanes else {
        return file.free_over(c.segments);
    };
    let mut free = RegMask::default();
    for (i, segs) in lanes.iter().enumerate().take(w) {
        let lane = file.free_over(segs);
        for r in (i..file.len()).step_by(w) {
            if lane.contains(r) {
                free.insert(r);
            }
        }
    }
    free
}

/// Whether all `w` registers from `s` are free.
fn legal(free: &RegMask, s: usize, w: usize) -> bool {
    (s..s + w).all(|r| free.contains(r))
}

/// The legal slot below the preference limit with the lowest preference cost, or `None`
/// when no legal slot lies below it.
fn pick_preferred(
    k: usize,
    c: &Candidate<'_>,
    at: &Placed<'_>,
    free: &RegMask,
    w: usize,
    prefs: &SlotPrefs,
    partners: &mut Vec<(usize, usize)>,
) -> Option<usize> {
    if prefs.packed.get(k).copied().unwrap_or(false) {
        return None;
    }
    let limit = prefs.limit.min(at.file.len());
    let cx = prefs.context(k, w, at, partners);
    // The cost is (parity, affinity, window), compared in that order, the lowest index
    // breaking ties. The first two parts are cheap; the window part (a search of the
    // registers' segments) is asked only of a slot that could still beat the best so far.
    let mut best: Option<((u32, u32, u32), usize)> = None;
    for s in free.slot_starts(w, limit).iter() {
        let (parity, affinity) = SlotPrefs::head_cost(s, w, &cx);
        let improves = match best {
            None => true,
            Some(((bp, ba, bw), _)) => {
                (parity, affinity) < (bp, ba) || ((parity, affinity) == (bp, ba) && bw > 0)
            }
        };
        if improves {
            let cost = (parity, affinity, prefs.window_cost(k, c, s, w, at.file));
            if best.is_none_or(|(b, _)| cost < b) {
                best = Some((cost, s));
                if cost == (0, 0, 0) {
                    break; // Nothing beats it: the index decides the rest.
                }
            }
        }
    }
    best.map(|(_, s)| s)
}

/// The fat-point choice for one value: the lowest legal slot below `limit` among the
/// `free` registers (the secondary cost is the slot index, so the first legal slot wins).
/// Briggs's select phase and greedy's free-slot search take the same slot.
pub(super) fn pick_slot(free: &RegMask, limit: usize, w: usize) -> Option<usize> {
    free.slot_starts(w, limit).lowest()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cand(v: u32, segs: &[(u32, u32)], width: u8) -> Candidate<'_> {
        Candidate::test(v, segs, width)
    }

    #[test]
    fn disjoint_values_share_the_lowest_register() {
        let cands = [cand(0, &[(1, 4)], 1), cand(1, &[(5, 8)], 1)];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 8, None);
        assert_eq!(a.regs, vec![Some(0), Some(0)]);
        assert_eq!(a.needed, 1);
    }

    #[test]
    fn overlapping_values_take_consecutive_registers() {
        let cands = [
            cand(0, &[(1, 6)], 1),
            cand(1, &[(3, 8)], 1),
            cand(2, &[(5, 9)], 1),
        ];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 8, None);
        assert_eq!(a.regs, vec![Some(0), Some(1), Some(2)]);
    }

    #[test]
    fn pairs_and_quads_are_aligned() {
        let cands = [
            cand(0, &[(1, 9)], 1),
            cand(1, &[(2, 8)], 2),
            cand(2, &[(2, 8)], 4),
        ];
        let mut file = RegFile::new(16);
        let a = assign_class(&cands, &mut file, 16, None);
        // R0 is taken, so the pair cannot start at R1: it starts at R2; the quad at R4.
        assert_eq!(a.regs, vec![Some(0), Some(2), Some(4)]);
        assert_eq!(a.needed, 8);
    }

    #[test]
    fn fixed_values_are_placed_first_and_others_avoid_them() {
        let mut f = cand(1, &[(0, 10)], 1);
        f.fixed = Some(0);
        let cands = [cand(0, &[(1, 5)], 1), f];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 8, None);
        assert_eq!(a.regs, vec![Some(1), Some(0)]);
    }

    #[test]
    fn a_fixed_value_may_sit_on_a_reserved_register() {
        // R1 is reserved from the entry on (below-point), yet the stack pointer pinned to it
        // lands there; an ordinary value does not.
        let mut sp = cand(0, &[(0, 20)], 1);
        sp.fixed = Some(1);
        let cands = [sp, cand(1, &[(2, 6)], 1), cand(2, &[(3, 7)], 1)];
        let mut file = RegFile::new(8);
        file.block(Interference::BelowPoint { reg: 1, point: 0 });
        let a = assign_class(&cands, &mut file, 8, None);
        assert_eq!(a.regs, vec![Some(1), Some(0), Some(2)]);
    }

    #[test]
    fn point_interference_blocks_only_its_point() {
        // A call clobbers R0 at point 5: a value live across it moves to R1; one that ends
        // before it keeps R0.
        let cands = [
            cand(0, &[(1, 5)], 1),
            cand(1, &[(5, 9)], 1),
            cand(2, &[(6, 9)], 1),
        ];
        let mut file = RegFile::new(8);
        file.block(Interference::Point { reg: 0, point: 5 });
        let a = assign_class(&cands, &mut file, 8, None);
        assert_eq!(a.regs, vec![Some(0), Some(1), Some(0)]);
    }

    #[test]
    fn range_and_below_point_interference() {
        let mut file = RegFile::new(4);
        file.block(Interference::Range {
            reg: 0,
            start: 10,
            end: 20,
        });
        file.block(Interference::BelowPoint { reg: 1, point: 30 });
        // Before the range: R0. Inside it: R1 (free until 30). Across 30: R2.
        let cands = [
            cand(0, &[(2, 8)], 1),
            cand(1, &[(12, 18)], 1),
            cand(2, &[(15, 35)], 1),
        ];
        let a = assign_class(&cands, &mut file, 4, None);
        assert_eq!(a.regs, vec![Some(0), Some(1), Some(2)]);
        // Adjacent and overlapping blocks merge into one interval.
        file.block(Interference::Range {
            reg: 3,
            start: 0,
            end: 5,
        });
        file.block(Interference::Range {
            reg: 3,
            start: 5,
            end: 9,
        });
        file.block(Interference::Point { reg: 3, point: 7 });
        assert_eq!(file.blocked[3], vec![(0, 9)]);
    }

    #[test]
    fn over_budget_reports_what_was_needed() {
        let cands = [
            cand(0, &[(1, 9)], 1),
            cand(1, &[(2, 9)], 1),
            cand(2, &[(3, 9)], 1),
        ];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 2, None);
        assert_eq!(a.regs, vec![Some(0), Some(1), None]);
        assert_eq!(a.needed, 3);
    }

    #[test]
    fn occupancy_is_per_point_and_release_keeps_what_remains() {
        // R0 holds five short values with gaps; R1 is blocked over [20, 30) and reserved
        // from 60 on.
        let mut file = RegFile::new(2);
        for k in 0..5u32 {
            file.occupy(0, 10 * k, 10 * k + 5, k);
        }
        file.block(Interference::Range {
            reg: 1,
            start: 20,
            end: 30,
        });
        file.block(Interference::BelowPoint { reg: 1, point: 60 });
        // Gaps are free on R0; R1 is free before its block, not across it, not after 60.
        assert!(file.free_over(&[(5, 10), (15, 20)]).contains(0));
        assert!(!file.free_over(&[(4, 6)]).contains(0));
        assert!(file.free_over(&[(0, 20)]).contains(1));
        assert!(!file.free_over(&[(0, 21)]).contains(1));
        assert!(file.free_over(&[(30, 60)]).contains(1));
        assert!(!file.free_over(&[(30, 61)]).contains(1));
        assert!(!file.is_free(1, &[(59, 61)]) && file.is_free(1, &[(59, 60)]));
        assert!(!file.is_free(2, &[(0, 1)]), "outside the file");
        // Releasing value 2 frees [20, 25) of R0 and nothing else.
        file.release(0, &[(20, 25)], 2);
        assert!(file.is_free(0, &[(20, 25)]));
        assert!(!file.is_free(0, &[(14, 21)]) && !file.is_free(0, &[(24, 31)]));
        // A release does not clear a blocked interval that shares the points.
        file.occupy(1, 35, 40, 7);
        file.block(Interference::Range {
            reg: 1,
            start: 38,
            end: 39,
        });
        file.release(1, &[(35, 40)], 7);
        assert!(file.is_free(1, &[(35, 38)]) && !file.is_free(1, &[(38, 39)]));
        // The assignment skips a register busy anywhere in the value's range.
        let a = assign_class(&[cand(9, &[(0, 50)], 1)], &mut file, 2, None);
        assert_eq!(a.regs, vec![None]);
        let a = assign_class(&[cand(9, &[(20, 25)], 1)], &mut file, 2, None);
        assert_eq!(a.regs, vec![Some(0)]);
    }

    /// Preferences for `n` candidates: `co_read` and `affine` as (candidate, partner) pairs.
    fn prefs(n: usize, limit: usize, co_read: &[(u32, u32)], affine: &[(u32, u32)]) -> SlotPrefs {
        SlotPrefs {
            co_read: Rows::from_pairs(n, co_read.iter().map(|&(k, j)| (k, j << 1))),
            affine: Rows::from_pairs(n, affine.iter().copied()),
            mem_last: vec![false; n],
            packed: vec![false; n],
            limit,
            window: 20,
            in_block: None,
        }
    }

    fn with_r1_reserved(n: usize) -> RegFile {
        let mut file = RegFile::new(n);
        file.block(Interference::BelowPoint { reg: 1, point: 0 });
        file
    }

    #[test]
    fn a_value_stored_through_a_pair_takes_the_other_parity() {
        // `STG [p.64], x`: the pair goes first to R2:R3 (R1 is reserved); x, read together with
        // it, avoids even registers: R0 would do for "lowest free", ptxas picks R5.
        let cands = [cand(0, &[(2, 10)], 2), cand(1, &[(1, 10)], 1)];
        let p = prefs(2, 16, &[(1, 0), (0, 1)], &[]);
        let a = assign_class(&cands, &mut with_r1_reserved(16), 16, Some(&p));
        assert_eq!(a.regs, vec![Some(2), Some(5)]);
        // Without preferences: the lowest free register.
        let a = assign_class(&cands, &mut with_r1_reserved(16), 16, None);
        assert_eq!(a.regs, vec![Some(2), Some(0)]);
    }

    #[test]
    fn a_result_takes_the_register_of_a_source_dying_there() {
        // x (R0) and z (R2) are read for the last time by the instruction at index 2 (their
        // segments end at its write point, 5), which defines y. y would take R0 by index; it
        // takes the register of the dying source it is affine to.
        let cands = [
            cand(0, &[(1, 5)], 1),
            cand(1, &[(2, 5)], 1),
            cand(2, &[(5, 9)], 1),
        ];
        let p = prefs(3, 16, &[], &[(2, 1)]);
        let a = assign_class(&cands, &mut with_r1_reserved(16), 16, Some(&p));
        assert_eq!(a.regs, vec![Some(0), Some(2), Some(2)]);
    }

    #[test]
    fn a_register_read_by_a_memory_instruction_is_not_rewritten_at_once() {
        // x's last read is a store at point 5; y is written at 7, within the window: y avoids
        // R0 and takes R2. Past the window (z at 41), R0 is fine again.
        let cands = [
            cand(0, &[(1, 5)], 1),
            cand(1, &[(7, 11)], 1),
            cand(2, &[(41, 45)], 1),
        ];
        let mut p = prefs(3, 16, &[], &[]);
        p.mem_last[0] = true;
        let a = assign_class(&cands, &mut with_r1_reserved(16), 16, Some(&p));
        assert_eq!(a.regs, vec![Some(0), Some(2), Some(0)]);
        // After an ALU read the register is reused immediately.
        p.mem_last[0] = false;
        let a = assign_class(&cands, &mut with_r1_reserved(16), 16, Some(&p));
        assert_eq!(a.regs, vec![Some(0), Some(0), Some(0)]);
    }

    #[test]
    fn preferences_stop_at_the_occupancy_neutral_limit() {
        // Limit 3: only R0 and R2 may serve preferences. x would like odd registers (its
        // partner is R2), finds none below the limit that is free, and takes R0.
        let cands = [cand(0, &[(2, 10)], 2), cand(1, &[(1, 10)], 1)];
        let p = prefs(2, 3, &[(1, 0)], &[]);
        let a = assign_class(&cands, &mut with_r1_reserved(16), 16, Some(&p));
        assert_eq!(a.regs, vec![Some(2), Some(0)]);
    }

    /// The register file against a list of intervals per register, over a pseudo-random
    /// mix of placements (short and spanning many runs of points), blocked intervals and
    /// releases: every query must agree whichever level (points, runs, whole runs) answers.
    #[test]
    fn file_queries_agree_with_a_plain_interval_model() {
        const REGS: usize = 70; // two words per point
        const POINTS: u32 = 700;
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u32| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % u64::from(n)) as u32
        };
        let mut file = RegFile::new(REGS);
        // Per register: (start, end, owner) of placed values, and blocked intervals.
        let mut placed: Vec<Vec<(u32, u32, u32)>> = vec![Vec::new(); REGS];
        let mut blocked: Vec<Vec<(u32, u32)>> = vec![Vec::new(); REGS];
        let busy = |placed: &[Vec<(u32, u32, u32)>],
                    blocked: &[Vec<(u32, u32)>],
                    r: usize,
                    s: u32,
                    e: u32| {
            placed[r].iter().any(|&(a, b, _)| a < e && s < b)
                || blocked[r].iter().any(|&(a, b)| a < e && s < b)
        };
        for step in 0..3000u32 {
            let r = next(REGS as u32) as usize;
            let s = next(POINTS - 1);
            let len = if next(4) == 0 {
                1 + next(400)
            } else {
                1 + next(12)
            };
            let e = (s + len).min(POINTS);
            match next(10) {
                0 => {
                    file.block(Interference::Range {
                        reg: r as u16,
                        start: s,
                        end: e,
                    });
                    blocked[r].push((s, e));
                }
                1 | 2 if !placed[r].is_empty() => {
                    let n = placed[r].len() as u32;
                    let k = next(n) as usize;
                    let (a, b, owner) = placed[r].swap_remove(k);
                    file.release(r, &[(a, b)], owner);
                }
                _ if !busy(&placed, &blocked, r, s, e) => {
                    file.occupy(r, s, e, step);
                    placed[r].push((s, e, step));
                }
                _ => {}
            }
            let qs = next(POINTS - 1);
            let qlen = if next(3) == 0 { 300 } else { 20 };
            let qe = (qs + 1 + next(qlen)).min(POINTS);
            let free = file.free_over(&[(qs, qe)]);
            for q in 0..REGS {
                let expect = !busy(&placed, &blocked, q, qs, qe);
                assert_eq!(
                    free.contains(q),
                    expect,
                    "step {step}: R{q} over [{qs}, {qe})"
                );
                assert_eq!(file.is_free(q, &[(qs, qe)]), expect, "step {step}: R{q}");
            }
            let (limit, width) = (1 + next(REGS as u32) as usize, 1 + next(4) as usize);
            let crowded = (qs..qe).any(|p| {
                let taken = (0..limit)
                    .filter(|&q| busy(&placed, &blocked, q, p, p + 1))
                    .count();
                taken + width > limit
            });
            assert_eq!(
                file.crowded(&[(qs, qe)], width, limit),
                crowded,
                "step {step}: {width} more below R{limit} over [{qs}, {qe})"
            );
        }
    }

    /// A release leaves nothing behind even where values on one register overlapped (which
    /// the allocators never place, but the file does not rely on): the value released
    /// second was marked again in parts when the first went, and is cleared in full.
    #[test]
    fn overlapping_values_release_cleanly() {
        for (a, b) in [
            ((10, 300), (200, 500)),
            ((200, 500), (10, 300)),
            ((0, 640), (64, 128)),
        ] {
            let mut file = RegFile::new(8);
            file.occupy(3, a.0, a.1, 1);
            file.occupy(3, b.0, b.1, 2);
            file.release(3, &[a], 1);
            assert!(!file.is_free(3, &[b]), "{a:?} then {b:?}");
            file.release(3, &[b], 2);
            assert!(file.is_free(3, &[(0, 700)]), "{a:?} then {b:?}");
            assert!(file.free_over(&[(0, 700)]).contains(3));
        }
    }

    /// The legal slot starts the searches visit are exactly the slots the plain test
    /// accepts, lowest first, for every width and limit.
    #[test]
    fn slot_starts_are_the_legal_slots_below_the_limit() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..200 {
            let mut free = RegMask::default();
            for word in free.0.iter_mut() {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Dense and sparse sets both.
                *word = if round % 2 == 0 {
                    seed
                } else {
                    seed | seed.rotate_left(7)
                };
            }
            for w in [1, 2, 3, 4] {
                for limit in [0, 1, 3, 4, 63, 64, 65, 127, 128, 130, 200, 255, 256, 300] {
                    let expected: Vec<usize> = (0..limit)
                        .step_by(w)
                        .take_while(|s| s + w <= limit)
                        .filter(|&s| legal(&free, s, w))
                        .collect();
                    let starts = free.slot_starts(w, limit);
                    let got: Vec<usize> = starts.iter().collect();
                    assert_eq!(got, expected, "w {w} limit {limit} mask {:x?}", free.0);
                    assert_eq!(starts.lowest(), expected.first().copied());
                }
            }
        }
    }
}
