//! Copy coalescing: values joined by a register copy share one register, so the copy
//! becomes `MOV Rx, Rx` and disappears from the final code; and the parts of a tuple built
//! by a `PACK` sit in the tuple's own registers, so it is built in place.
//!
//! ptxas coalesces before its fat-point walk (`RegAllocCoalescing`, knob 618; the alias
//! chains of `ptxas-allocator-architecture.txt`: a coalesced value's register is propagated
//! along its alias parent links). We build the same alias groups with a union-find: an
//! unguarded whole-register `MOV d, s` of one class and width joins the groups of `d` and `s`
//! when their live segments never overlap — the copy is then the only place the two meet,
//! and one register can hold both. Copies are tried in decreasing block frequency (a copy in
//! a loop saves more), then layout order.
//!
//! ptxas's registers are single words; a pair or quad is only a constraint at the
//! instructions that read or write it whole. So a 64-bit address whose halves two
//! instructions wrote (`IADD3 R6, P0, ...; IADD3.X R7, ...; LDG [R6.64]`) or the data of a
//! vector store is read where the words already are, and the words stay readable one by one.
//! Here a tuple read from separately written words is a `PACK t, a, b` into a value of its
//! own; after the copies, each `PACK` puts its parts at their lanes of `t`'s group (a part
//! becomes a member `k` registers above the group's first), when the group's registers can
//! hold them: on every lane two members share, they are never live together, or they hold
//! the same bits there — each follows, through copies and packs that are their
//! destination's one definition, to one word of one value that sits at that very lane of
//! the group (the bits never leave the register), and neither is live where a value on the
//! way is written again (a later write, a loop's next trip). Each register of such a group
//! is busy over its own members' segments only ([`AliasGroups::lanes`]), so a word written
//! late does not hold its lane from the first word's write on. Replaying ptxas's code, whose
//! pair reads are all of this kind, a new pair per read would hold 2 registers beside the
//! words it copies (`spmv_csr_warp`: 45 registers against ptxas's 32 on ptxas's own code,
//! 37 with the parts in place); the bundled `tests/golden/alloc/pack_in_place.ptx` shows
//! ptxas storing a pair computed in place and reading its words again.
//!
//! A group may hold at most one pre-coloured register. A value joins a pre-coloured group
//! only if its segments avoid everything else pinned to that register (other pre-coloured
//! values, clobbers, reservations), because the core places pre-coloured groups without
//! looking; a pack's parts join no pre-coloured group. The allocator then places each group
//! as one candidate of its widest member's width.

use rustc_hash::FxHashMap as HashMap;

use super::constraints::Interference;
use super::live_info::LiveRanges;
use crate::analysis::rows::Rows;
use crate::analysis::InstIdx;
use crate::ir::{Function, Inst, Opcode, Operand, RegUse, VReg};

/// The alias groups of a function: each value's group leader, its lane in the group, and
/// the merged segments of each group.
pub struct AliasGroups<'a> {
    parent: Vec<u32>,
    /// Each value's first register less its parent's (0 but for the parts of a pack, and the
    /// groups joined under them).
    lane: Vec<u8>,
    /// Each value's width.
    width: Vec<u8>,
    /// Each value's own segments: those of a group of one.
    own: &'a Rows<(u32, u32)>,
    /// The merged segments of each leader of a larger group (few values are coalesced, so
    /// the rest are not copied).
    merged: HashMap<u32, Vec<(u32, u32)>>,
    /// The members of each leader of a larger group.
    members: HashMap<u32, Vec<u32>>,
    /// The segments of each register of a group whose registers are not all busy alike (to
    /// begin with, the tuples read word by word, [`word_segments`]).
    lanes: HashMap<u32, Vec<Vec<(u32, u32)>>>,
    /// Pre-coloured register of each leader's group.
    fixed: Vec<Option<u16>>,
    /// Copies made redundant.
    pub coalesced: u32,
}

impl<'a> AliasGroups<'a> {
    /// Every value alone in its group.
    pub fn singletons(f: &Function, live: &'a LiveRanges) -> AliasGroups<'a> {
        AliasGroups {
            lanes: word_segments(f, live),
            parent: (0..f.vregs.len() as u32).collect(),
            lane: vec![0; f.vregs.len()],
            width: f.vregs.iter().map(|v| v.width).collect(),
            own: &live.segments,
            merged: HashMap::default(),
            members: HashMap::default(),
            fixed: f.vregs.iter().map(|v| v.fixed).collect(),
            coalesced: 0,
        }
    }

    /// The leader of `v`'s group.
    pub fn leader(&self, v: VReg) -> VReg {
        let mut x = v.0;
        while self.parent[x as usize] != x {
            x = self.parent[x as usize];
        }
        VReg(x)
    }

    /// How many registers above its group's first `v` sits.
    pub fn lane_of(&self, v: VReg) -> u8 {
        let (mut x, mut lane) = (v.0, 0u8);
        while self.parent[x as usize] != x {
            lane += self.lane[x as usize];
            x = self.parent[x as usize];
        }
        lane
    }

    /// The merged segments of the group led by `leader` (none for a value that leads no
    /// group).
    pub fn segments(&self, leader: VReg) -> &[(u32, u32)] {
        if self.parent[leader.index()] != leader.0 {
            return &[];
        }
        match self.merged.get(&leader.0) {
            Some(segs) => segs,
            None => &self.own[leader.index()],
        }
    }

    /// The segments of each register of the group led by `leader`, when its members do not
    /// all span its registers (`None`: every register over [`Self::segments`]).
    pub fn lanes(&self, leader: VReg) -> Option<&[Vec<(u32, u32)>]> {
        self.lanes.get(&leader.0).map(Vec::as_slice)
    }

    /// The pre-coloured register of the group led by `leader`.
    pub fn fixed(&self, leader: VReg) -> Option<u16> {
        self.fixed[leader.index()]
    }

    /// The members of the group led by `leader`.
    fn members(&self, leader: VReg) -> &[u32] {
        match self.members.get(&leader.0) {
            Some(m) => m,
            // A leader is its own parent: the group of one.
            None => std::slice::from_ref(&self.parent[leader.index()]),
        }
    }

    /// The segments of register `i` of the group led by `leader`.
    fn lane_segments(&self, leader: VReg, i: usize) -> &[(u32, u32)] {
        match self.lanes.get(&leader.0) {
            Some(lanes) => &lanes[i],
            None => self.segments(leader),
        }
    }

    /// Where the groups of `x` and `y` go together so that `y` sits `k` registers above `x`:
    /// `(keep, gone, lane)`, the narrower group under the wider one's leader (of two alike,
    /// under the lower-numbered) at `lane`, when it lies inside the wider one's registers at
    /// a multiple of its own width. `None` when they do not fit so, or are one group.
    fn placement(&self, x: VReg, y: VReg, k: u8) -> Option<(VReg, VReg, u8)> {
        let (rx, ry) = (self.leader(x), self.leader(y));
        if rx == ry {
            return None;
        }
        // reg(ry) − reg(rx).
        let d = i32::from(self.lane_of(x)) + i32::from(k) - i32::from(self.lane_of(y));
        let (wx, wy) = (self.width[rx.index()], self.width[ry.index()]);
        let (keep, gone, lane) = if wx > wy || (wx == wy && rx < ry) {
            (rx, ry, d)
        } else {
            (ry, rx, -d)
        };
        let (wk, wg) = (
            i32::from(self.width[keep.index()]),
            i32::from(self.width[gone.index()]),
        );
        (lane >= 0 && lane + wg <= wk && lane % wg == 0).then_some((keep, gone, lane as u8))
    }

    /// Puts the group of `gone` under `keep`'s leader at `lane`.
    fn attach(&mut self, keep: VReg, gone: VReg, lane: u8) {
        // Each register's segments, when the group's registers are no longer all busy alike:
        // `keep`'s, with `gone`'s merged in at its lanes.
        let (wk, wg) = (
            usize::from(self.width[keep.index()]),
            usize::from(self.width[gone.index()]),
        );
        let own_lanes = self.lanes.contains_key(&keep.0) || self.lanes.contains_key(&gone.0);
        let lanes = (own_lanes || wg < wk).then(|| {
            let mut lanes: Vec<Vec<(u32, u32)>> = (0..wk)
                .map(|i| self.lane_segments(keep, i).to_vec())
                .collect();
            for j in 0..wg {
                let at = usize::from(lane) + j;
                lanes[at] = merge(&lanes[at], self.lane_segments(gone, j));
            }
            lanes
        });
        let merged = merge(self.segments(keep), self.segments(gone));
        self.merged.remove(&gone.0);
        self.merged.insert(keep.0, merged);
        let mut members = self.members.remove(&keep.0).unwrap_or_else(|| vec![keep.0]);
        match self.members.remove(&gone.0) {
            Some(theirs) => members.extend(theirs),
            None => members.push(gone.0),
        }
        self.members.insert(keep.0, members);
        let moved = self.fixed[gone.index()].and_then(|r| r.checked_sub(u16::from(lane)));
        self.fixed[keep.index()] = self.fixed[keep.index()].or(moved);
        self.parent[gone.index()] = keep.0;
        self.lane[gone.index()] = lane;
        self.lanes.remove(&gone.0);
        match lanes {
            Some(l) => self.lanes.insert(keep.0, l),
            None => self.lanes.remove(&keep.0),
        };
    }

    /// Whether the group of `gone`, put under `keep` at `lane`, would share a register with a
    /// member of `keep`'s group at a point where the two may hold different bits. Groups
    /// whose members would take more than [`MAX_PAIRS`] pairs to compare are not joined.
    fn clash(&self, keep: VReg, gone: VReg, lane: u8, origins: &Origins<'_>) -> bool {
        if !overlaps(self.segments(keep), self.segments(gone)) {
            return false;
        }
        let (ours, theirs) = (self.members(keep), self.members(gone));
        if ours.len() * theirs.len() > MAX_PAIRS {
            return true;
        }
        // Each member of `gone`'s group with its first lane in `keep`'s and its width.
        let theirs: Vec<(VReg, u8, u8)> = theirs
            .iter()
            .map(|&v| {
                (
                    VReg(v),
                    lane + self.lane_of(VReg(v)),
                    self.width[v as usize],
                )
            })
            .collect();
        ours.iter().any(|&mx| {
            let mx = VReg(mx);
            let (lx, wx) = (self.lane_of(mx), self.width[mx.index()]);
            theirs.iter().any(|&(my, ly, wy)| {
                let (lo, hi) = (lx.max(ly), (lx + wx).min(ly + wy));
                lo < hi
                    && overlaps(&self.own[mx.index()], &self.own[my.index()])
                    && !(lo..hi).all(|l| {
                        origins
                            .same_bits(mx, l - lx, my, l - ly)
                            .is_some_and(|(c, k)| self.lane_in(c, keep, gone, lane) == Some(l - k))
                    })
            })
        })
    }

    /// The lane of `v` in `keep`'s group once `gone`'s group sits under it at `lane` (`None`
    /// for a value of neither group).
    fn lane_in(&self, v: VReg, keep: VReg, gone: VReg, lane: u8) -> Option<u8> {
        let leader = self.leader(v);
        (leader == keep)
            .then(|| self.lane_of(v))
            .or_else(|| (leader == gone).then(|| lane + self.lane_of(v)))
    }
}

/// The most member pairs [`AliasGroups::clash`] compares before it refuses a join (a pack
/// of hundreds of copies of one word is not worth a quadratic search).
const MAX_PAIRS: usize = 4096;

/// The segments of each register of the tuples whose words die apart: a tuple live in one
/// block, each register from the first write to the last read of its word, or to the last
/// write of the tuple when that comes later. ptxas's registers are words: after
/// `LDS.128 R4, [..]`, R4 takes another value once its word was last read, while R5–R7 still
/// wait for theirs; one segment list for the whole tuple would hold all four to the last.
/// A tuple written more than once is a guarded load's zeroed destination (`CS2R R4, SRZ`
/// … `@!P0 LDG.E.128 R4, [R2.64]`), whose words die apart just the same.
fn word_segments(f: &Function, live: &LiveRanges) -> HashMap<u32, Vec<Vec<(u32, u32)>>> {
    // The tuples that qualify, each with a slot for its words' last read points, which start
    // at the tuple's last write.
    let mut slot = vec![u32::MAX; f.vregs.len()];
    let mut last: Vec<(u32, [u32; 4])> = Vec::new();
    for (v, info) in f.vregs.iter().enumerate() {
        if info.width > 1
            && !live.defs[v].is_empty()
            && !live.cross_block[v]
            && live.segments[v].len() == 1
        {
            let written = live.defs[v].last().map_or(0, |d| d.write_point());
            slot[v] = last.len() as u32;
            last.push((v as u32, [written; 4]));
        }
    }
    if last.is_empty() {
        return HashMap::default();
    }
    for (idx, (_, inst)) in f.insts().enumerate() {
        let read = 2 * idx as u32;
        for o in &inst.uses {
            let (Operand::Reg(u) | Operand::Mem { base: Some(u), .. }) = o else {
                continue;
            };
            let Some(&k) = slot.get(u.vreg.index()).filter(|&&k| k != u32::MAX) else {
                continue;
            };
            let (first, n) = if u.is_whole() {
                (0, f.vreg(u.vreg).width)
            } else {
                (u.offset, u.count)
            };
            let words = &mut last[k as usize].1;
            for j in first..(first + n).min(4) {
                words[usize::from(j)] = words[usize::from(j)].max(read);
            }
        }
    }
    last.into_iter()
        .filter_map(|(v, words)| {
            let (start, end) = live.segments[v as usize][0];
            let w = usize::from(f.vregs[v as usize].width);
            let lanes: Vec<Vec<(u32, u32)>> = words[..w]
                .iter()
                .map(|&r| {
                    let stop = if r >= start {
                        (r + 1).min(end)
                    } else {
                        start + 1
                    };
                    vec![(start, stop.max(start + 1))]
                })
                .collect();
            lanes.iter().any(|l| l[0].1 < end).then_some((v, lanes))
        })
        .collect()
}

/// Where the bits of a value's registers come from, through single-definition copies and
/// packs, for [`AliasGroups::clash`].
struct Origins<'f> {
    f: &'f Function,
    insts: Vec<&'f Inst>,
    live: &'f LiveRanges,
}

impl Origins<'_> {
    /// The value and lane whose bits lane `lane` of `v` holds, and the values on the way
    /// (`v` first): each copy or pack followed is the one definition of its destination.
    fn origin(&self, mut v: VReg, mut lane: u8, path: &mut Vec<VReg>) -> (VReg, u8) {
        for _ in 0..8 {
            path.push(v);
            let defs = self.live.defs.get(v.index());
            let [i] = defs else { break };
            let inst = self.insts[i.index()];
            if inst.guard.is_some() || inst.flags.spill || !inst.mods.is_empty() {
                break;
            }
            let Some((src, at)) = part_holding(self.f, inst, lane) else {
                break;
            };
            (v, lane) = (src, at);
        }
        (v, lane)
    }

    /// The word lane `lx` of `x` and lane `ly` of `y` both hold wherever both are live, if
    /// there is one: they come from that word of one value, and neither is live where a
    /// value on its way there is written (again: a later write, or the next trip of a loop).
    fn same_bits(&self, x: VReg, lx: u8, y: VReg, ly: u8) -> Option<(VReg, u8)> {
        let (mut px, mut py) = (Vec::new(), Vec::new());
        let origin = self.origin(x, lx, &mut px);
        if origin != self.origin(y, ly, &mut py) {
            return None;
        }
        let current = |v: VReg, path: &[VReg]| {
            path.iter().skip(1).all(|&z| {
                self.live.defs.get(z.index()).iter().all(|i| {
                    let write = 2 * i.0 + 1;
                    !self.live.segments[v.index()]
                        .iter()
                        .any(|&(s, e)| s <= write && write < e)
                })
            })
        };
        (current(x, &px) && current(y, &py)).then_some(origin)
    }
}

/// For a copy or pack `inst`, the value and lane that lane `lane` of its destination is
/// copied from (`None` for other instructions, and for a lane written from an immediate).
fn part_holding(f: &Function, inst: &Inst, lane: u8) -> Option<(VReg, u8)> {
    let read = |u: &RegUse| {
        if u.is_whole() {
            (0, f.vreg(u.vreg).width)
        } else {
            (u.offset, u.count)
        }
    };
    match (inst.op, inst.uses.as_slice()) {
        (Opcode::MOV, [Operand::Reg(u)]) => Some((u.vreg, read(u).0 + lane)),
        (Opcode::PACK, parts) => {
            let mut at = 0u8;
            for p in parts {
                let (src, first, n) = match p {
                    Operand::Reg(u) => {
                        let (first, n) = read(u);
                        (Some(u.vreg), first, n)
                    }
                    _ => (None, 0, 1),
                };
                if lane < at + n {
                    return src.map(|v| (v, first + lane - at));
                }
                at += n;
            }
            None
        }
        _ => None,
    }
}

/// Coalesces the copies of `f`, then builds its packs in place (see the module docs).
/// `interference` lists, per class, what is pinned to registers besides pre-coloured values
/// (clobbers, reservations).
pub fn coalesce_copies<'a>(
    f: &'a Function,
    live: &'a LiveRanges,
    interference: &dyn Fn(crate::ir::RegClass) -> Vec<Interference>,
) -> AliasGroups<'a> {
    let mut groups = AliasGroups::singletons(f, live);
    // (frequency, instruction, destination, source), and the packs as (frequency,
    // instruction, the pack).
    let mut copies: Vec<(f64, u32, VReg, VReg)> = Vec::new();
    let mut packs: Vec<(f64, u32, &Inst)> = Vec::new();
    let mut idx = 0u32;
    for blk in &f.blocks {
        for inst in &blk.insts {
            if let Some((d, s)) = as_copy(f, inst) {
                copies.push((live.freq_of(InstIdx(idx)), idx, d, s));
            } else if is_plain_pack(inst) {
                packs.push((live.freq_of(InstIdx(idx)), idx, inst));
            }
            idx += 1;
        }
    }
    if copies.is_empty() && packs.is_empty() {
        return groups;
    }
    copies.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    packs.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    // Per class and register: everything pinned there (pre-coloured values, every register
    // of a wide one, and interference).
    let mut pinned: HashMap<(crate::ir::RegClass, u16), Vec<(u32, u32)>> = HashMap::default();
    let mut classes: Vec<crate::ir::RegClass> = Vec::new();
    for (k, info) in f.vregs.iter().enumerate() {
        if let Some(r) = info.fixed {
            for reg in r..r + u16::from(info.width) {
                let e = pinned.entry((info.class, reg)).or_default();
                *e = merge(e, &live.segments[k]);
            }
        }
        if !classes.contains(&info.class) {
            classes.push(info.class);
        }
    }
    for c in classes {
        for i in interference(c) {
            let (r, s, e) = i.interval();
            let list = pinned.entry((c, r)).or_default();
            *list = merge(list, &[(s, e)]);
        }
    }
    for (_, _, d, s) in copies {
        let (ld, ls) = (groups.leader(d), groups.leader(s));
        let Some((keep, gone, lane)) = groups.placement(d, s, 0) else {
            continue;
        };
        if overlaps(groups.segments(ld), groups.segments(ls)) {
            continue;
        }
        let (fd, fs) = (groups.fixed(ld), groups.fixed(ls));
        if lane != 0 && (fd.is_some() || fs.is_some()) {
            continue;
        }
        let (class, width) = (f.vreg(d).class, u16::from(groups.width[keep.index()]));
        let ok = match (fd, fs) {
            (Some(a), Some(b)) => a == b,
            (Some(r), None) => !pinned_overlap(&pinned, class, r, width, groups.segments(ls)),
            (None, Some(r)) => !pinned_overlap(&pinned, class, r, width, groups.segments(ld)),
            (None, None) => true,
        };
        if !ok {
            continue;
        }
        let newly_pinned = match (fd, fs) {
            (Some(r), None) => Some((r, groups.segments(ls).to_vec())),
            (None, Some(r)) => Some((r, groups.segments(ld).to_vec())),
            _ => None,
        };
        if let Some((r, segs)) = newly_pinned {
            for reg in r..r + width {
                let list = pinned.entry((class, reg)).or_default();
                *list = merge(list, &segs);
            }
        }
        groups.attach(keep, gone, lane);
        groups.coalesced += 1;
    }
    if packs.is_empty() {
        return groups;
    }
    let origins = Origins {
        f,
        insts: f.insts().map(|(_, i)| i).collect(),
        live,
    };
    for (_, _, inst) in packs {
        let t = inst.defs[0];
        let mut at = 0u8;
        for p in &inst.uses {
            let Operand::Reg(u) = p else {
                at += 1;
                continue;
            };
            let n = if u.is_whole() {
                f.vreg(u.vreg).width
            } else {
                u.count
            };
            let k = at;
            at += n;
            // A whole part only: a word of another tuple stays with that tuple.
            if !u.is_whole() || f.vreg(u.vreg).class != f.vreg(t).class {
                continue;
            }
            let Some((keep, gone, lane)) = groups.placement(t, u.vreg, k) else {
                continue;
            };
            if groups.fixed(keep).is_some()
                || groups.fixed(gone).is_some()
                || groups.clash(keep, gone, lane, &origins)
            {
                continue;
            }
            groups.attach(keep, gone, lane);
            groups.coalesced += 1;
        }
    }
    groups
}

/// Whether `inst` is a plain pack: unguarded, no spill code, one destination.
fn is_plain_pack(inst: &Inst) -> bool {
    inst.op == Opcode::PACK && inst.guard.is_none() && !inst.flags.spill && inst.defs.len() == 1
}

/// `(dest, source)` of an unguarded whole-register copy between values of one class and
/// width (the spiller's predicate packing moves carry modifiers and are not copies; the
/// copies a live-range split inserts are spill code, and joining their two sides again
/// would undo the split).
pub fn as_copy(f: &Function, inst: &crate::ir::Inst) -> Option<(VReg, VReg)> {
    if inst.op != Opcode::MOV || inst.guard.is_some() || !inst.mods.is_empty() || inst.flags.spill {
        return None;
    }
    let ([d], [Operand::Reg(u)]) = (inst.defs.as_slice(), inst.uses.as_slice()) else {
        return None;
    };
    let (dv, sv) = (f.vregs.get(d.index())?, f.vregs.get(u.vreg.index())?);
    let whole = u.is_whole() || (u.offset == 0 && u.count == sv.width);
    (whole && dv.class == sv.class && dv.width == sv.width && *d != u.vreg).then_some((*d, u.vreg))
}

/// Whether anything pinned to one of the `width` registers from `reg` overlaps `segs`.
fn pinned_overlap(
    pinned: &HashMap<(crate::ir::RegClass, u16), Vec<(u32, u32)>>,
    class: crate::ir::RegClass,
    reg: u16,
    width: u16,
    segs: &[(u32, u32)],
) -> bool {
    (reg..reg + width).any(|r| pinned.get(&(class, r)).is_some_and(|p| overlaps(p, segs)))
}

/// Whether two sorted, disjoint segment lists overlap.
pub fn overlaps(a: &[(u32, u32)], b: &[(u32, u32)]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let (s1, e1) = a[i];
        let (s2, e2) = b[j];
        if s1 < e2 && s2 < e1 {
            return true;
        }
        if e1 <= e2 {
            i += 1;
        } else {
            j += 1;
        }
    }
    false
}

/// The union of two sorted, disjoint segment lists, sorted and with touching segments
/// joined.
pub fn merge(a: &[(u32, u32)], b: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    // The two lists in order of start, each segment joined to the last one it touches.
    while i < a.len() || j < b.len() {
        let next = if j == b.len() || (i < a.len() && a[i].0 <= b[j].0) {
            i += 1;
            a[i - 1]
        } else {
            j += 1;
            b[j - 1]
        };
        match out.last_mut() {
            Some(last) if next.0 <= last.1 => last.1 = last.1.max(next.1),
            _ => out.push(next),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, Inst, RegClass, RegUse};

    use crate::ir::Mods;
    fn mov(d: VReg, s: VReg) -> Inst {
        Inst::new(
            Opcode::MOV,
            Mods::NONE,
            vec![d],
            vec![Operand::Reg(RegUse::whole(s))],
        )
    }
    fn def(d: VReg) -> Inst {
        Inst::new(Opcode::IADD3, Mods::NONE, vec![d], vec![Operand::Imm(1)])
    }
    fn use_(s: VReg) -> Inst {
        read(RegUse::whole(s))
    }
    /// `STG [0], u`: a read of `u`.
    fn read(u: RegUse) -> Inst {
        Inst::new(
            Opcode::STG,
            Mods::NONE,
            vec![],
            vec![
                Operand::Mem {
                    base: None,
                    offset: 0,
                },
                Operand::Reg(u),
            ],
        )
    }

    fn func(insts: Vec<Inst>, n: usize) -> Function {
        let mut f = Function::new("f", FunctionKind::Entry);
        let b = f.add_block("b");
        for _ in 0..n {
            f.new_vreg(RegClass::R, 1);
        }
        f.blocks[b.index()].insts = insts;
        f
    }

    #[test]
    fn a_copy_whose_source_dies_is_coalesced() {
        let (a, b) = (VReg(0), VReg(1));
        let f = func(vec![def(a), mov(b, a), use_(b)], 2);
        let live = LiveRanges::compute(&f, 10.0);
        let g = coalesce_copies(&f, &live, &|_| Vec::new());
        assert_eq!(g.coalesced, 1);
        assert_eq!(g.leader(b), a);
        assert_eq!(g.segments(a), &[(1, 5)]);
    }

    #[test]
    fn a_copy_whose_source_lives_on_is_not() {
        let (a, b) = (VReg(0), VReg(1));
        let f = func(vec![def(a), mov(b, a), use_(a), use_(b)], 2);
        let live = LiveRanges::compute(&f, 10.0);
        let g = coalesce_copies(&f, &live, &|_| Vec::new());
        assert_eq!(g.coalesced, 0);
        assert_eq!(g.leader(b), b);
    }

    #[test]
    fn a_value_joins_a_pinned_register_only_where_it_is_free() {
        // b is copied into the pinned r (R4): allowed. c would be copied into R4 as well but
        // is live where a clobber hits R4: refused.
        let (a, r, c, r2) = (VReg(0), VReg(1), VReg(2), VReg(3));
        let mut f = func(
            vec![def(a), mov(r, a), use_(r), def(c), mov(r2, c), use_(r2)],
            4,
        );
        f.vregs[1].fixed = Some(4);
        f.vregs[3].fixed = Some(4);
        let live = LiveRanges::compute(&f, 10.0);
        let clobber = |_| vec![Interference::Point { reg: 4, point: 7 }];
        let g = coalesce_copies(&f, &live, &clobber);
        assert_eq!(g.leader(r), a);
        assert_eq!(g.fixed(a), Some(4));
        assert_eq!(g.leader(r2), r2);
        assert_eq!(g.leader(c), c);
    }

    #[test]
    fn a_pinned_pair_takes_both_its_registers() {
        // The pair w is pinned to R10:R11 while a lives; a's copy into the value pinned to
        // R11 would put a under w's high half (a replayed call, whose result comes back in
        // R10:R11 and whose argument goes in R11, had this shape).
        let (w, a, r) = (VReg(0), VReg(1), VReg(2));
        let mut f = func(vec![def(a), def(w), use_(w), mov(r, a), use_(r)], 3);
        f.vregs[0].width = 2;
        f.vregs[0].fixed = Some(10);
        f.vregs[2].fixed = Some(11);
        let live = LiveRanges::compute(&f, 10.0);
        let g = coalesce_copies(&f, &live, &|_| Vec::new());
        assert_eq!(g.coalesced, 0);
        assert_eq!(g.leader(a), a);
    }

    fn pack(t: VReg, parts: &[VReg]) -> Inst {
        Inst::new(
            Opcode::PACK,
            Mods::NONE,
            vec![t],
            parts
                .iter()
                .map(|&p| Operand::Reg(RegUse::whole(p)))
                .collect(),
        )
    }

    /// a, b, then the pair t = {a, b} read whole and then a and b one by one.
    fn pair_then_words(redefine_a: bool) -> Function {
        let (a, b, t) = (VReg(0), VReg(1), VReg(2));
        let mut insts = vec![def(a), def(b), pack(t, &[a, b])];
        if redefine_a {
            insts.push(def(a));
        }
        insts.extend([use_(t), use_(a), use_(b)]);
        let mut f = func(insts, 3);
        f.vregs[2].width = 2;
        f
    }

    #[test]
    fn a_pack_is_built_over_its_parts_that_live_on() {
        let f = pair_then_words(false);
        let live = LiveRanges::compute(&f, 10.0);
        let g = coalesce_copies(&f, &live, &|_| Vec::new());
        let (a, b, t) = (VReg(0), VReg(1), VReg(2));
        assert_eq!((g.leader(a), g.leader(b)), (t, t));
        assert_eq!((g.lane_of(a), g.lane_of(b), g.lane_of(t)), (0, 1, 0));
        // Each register is busy over its own word: a from its definition, b from its own.
        let lanes = g.lanes(t).expect("lanes of their own");
        assert_eq!(lanes[0][0].0, 1);
        assert_eq!(lanes[1][0].0, 3);
    }

    #[test]
    fn a_part_written_again_while_the_pack_lives_stays_apart() {
        // After the second write of a, t's low word no longer holds a's bits.
        let f = pair_then_words(true);
        let live = LiveRanges::compute(&f, 10.0);
        let g = coalesce_copies(&f, &live, &|_| Vec::new());
        let (a, b, t) = (VReg(0), VReg(1), VReg(2));
        assert_eq!(g.leader(a), a);
        assert_eq!((g.leader(b), g.lane_of(b)), (t, 1));
    }

    #[test]
    fn a_part_goes_only_to_its_own_lane() {
        // t = {a, b} and u = {b, a}: a and b sit in t at lanes 0 and 1, so u, which needs
        // them the other way round, keeps registers of its own.
        let (a, b, t, u) = (VReg(0), VReg(1), VReg(2), VReg(3));
        let mut f = func(
            vec![
                def(a),
                def(b),
                pack(t, &[a, b]),
                pack(u, &[b, a]),
                use_(t),
                use_(u),
            ],
            4,
        );
        f.vregs[2].width = 2;
        f.vregs[3].width = 2;
        let live = LiveRanges::compute(&f, 10.0);
        let g = coalesce_copies(&f, &live, &|_| Vec::new());
        assert_eq!((g.leader(a), g.leader(b)), (t, t));
        assert_eq!(g.leader(u), u);
    }

    #[test]
    fn the_words_of_a_tuple_die_apart() {
        // t (a pair) is written at instruction 0, its low word last read at 1, its high word
        // at 3: the low register is free from 1's write point on.
        let t = VReg(0);
        let word = |k: u8| read(RegUse::part(t, k, 1));
        let mut f = func(vec![def(t), word(0), def(VReg(1)), word(1)], 2);
        f.vregs[0].width = 2;
        let live = LiveRanges::compute(&f, 10.0);
        let g = AliasGroups::singletons(&f, &live);
        assert_eq!(g.segments(t), &[(1, 7)]);
        assert_eq!(g.lanes(t), Some(&[vec![(1, 3)], vec![(1, 7)]][..]));
    }

    #[test]
    fn segment_helpers() {
        assert!(overlaps(&[(0, 4), (10, 12)], &[(11, 20)]));
        assert!(!overlaps(&[(0, 4), (10, 12)], &[(4, 10), (12, 13)]));
        assert_eq!(
            merge(&[(0, 4), (10, 12)], &[(4, 6), (20, 21)]),
            vec![(0, 6), (10, 12), (20, 21)]
        );
    }
}
