//! Copy coalescing: values joined by a register copy share one register, so the copy
//! becomes `MOV Rx, Rx` and disappears from the final code.
//!
//! ptxas coalesces before its fat-point walk (`RegAllocCoalescing`, knob 618; the alias
//! chains of `ptxas-allocator-architecture.txt`: a coalesced value's register is propagated
//! along its alias parent links). We build the same alias groups with a union-find: an
//! unguarded whole-register `MOV d, s` of one class and width joins the groups of `d` and `s`
//! when their live segments never overlap — the copy is then the only place the two meet,
//! and one register can hold both. Copies are tried in decreasing block frequency (a copy in
//! a loop saves more), then layout order.
//!
//! A group may hold at most one pre-coloured register. A value joins a pre-coloured group
//! only if its segments avoid everything else pinned to that register (other pre-coloured
//! values, clobbers, reservations), because the core places pre-coloured groups without
//! looking. The allocator then places each group as one candidate.

use rustc_hash::FxHashMap as HashMap;

use super::constraints::Interference;
use super::live_info::LiveRanges;
use crate::analysis::rows::Rows;
use crate::analysis::InstIdx;
use crate::ir::{Function, Opcode, Operand, VReg};

/// The alias groups of a function: each value's group leader and the merged segments of
/// each group.
pub struct AliasGroups<'a> {
    parent: Vec<u32>,
    /// Each value's own segments: those of a group of one.
    own: &'a Rows<(u32, u32)>,
    /// The merged segments of each leader of a larger group (few values are coalesced, so
    /// the rest are not copied).
    merged: HashMap<u32, Vec<(u32, u32)>>,
    /// Pre-coloured register of each leader's group.
    fixed: Vec<Option<u16>>,
    /// Copies made redundant.
    pub coalesced: u32,
}

impl<'a> AliasGroups<'a> {
    /// Every value alone in its group.
    pub fn singletons(f: &Function, live: &'a LiveRanges) -> AliasGroups<'a> {
        AliasGroups {
            parent: (0..f.vregs.len() as u32).collect(),
            own: &live.segments,
            merged: HashMap::default(),
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

    /// The pre-coloured register of the group led by `leader`.
    pub fn fixed(&self, leader: VReg) -> Option<u16> {
        self.fixed[leader.index()]
    }

    fn union(&mut self, a: VReg, b: VReg) {
        let (a, b) = (self.leader(a), self.leader(b));
        if a == b {
            return;
        }
        let (keep, gone) = if a < b { (a, b) } else { (b, a) };
        let merged = merge(self.segments(keep), self.segments(gone));
        self.merged.remove(&gone.0);
        self.merged.insert(keep.0, merged);
        self.fixed[keep.index()] = self.fixed[keep.index()].or(self.fixed[gone.index()]);
        self.parent[gone.index()] = keep.0;
    }
}

/// Coalesces the copies of `f`. `interference` lists, per class, what is pinned to registers
/// besides pre-coloured values (clobbers, reservations); see the module docs.
pub fn coalesce_copies<'a>(
    f: &Function,
    live: &'a LiveRanges,
    interference: &dyn Fn(crate::ir::RegClass) -> Vec<Interference>,
) -> AliasGroups<'a> {
    let mut groups = AliasGroups::singletons(f, live);
    let mut copies: Vec<(f64, u32, VReg, VReg)> = Vec::new();
    let mut idx = 0u32;
    for blk in &f.blocks {
        for inst in &blk.insts {
            if let Some((d, s)) = as_copy(f, inst) {
                copies.push((live.freq_of(InstIdx(idx)), idx, d, s));
            }
            idx += 1;
        }
    }
    if copies.is_empty() {
        return groups;
    }
    copies.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
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
        if ld == ls || overlaps(groups.segments(ld), groups.segments(ls)) {
            continue;
        }
        let (class, width) = (f.vreg(d).class, u16::from(f.vreg(d).width));
        let ok = match (groups.fixed(ld), groups.fixed(ls)) {
            (Some(a), Some(b)) => a == b,
            (Some(r), None) => !pinned_overlap(&pinned, class, r, width, groups.segments(ls)),
            (None, Some(r)) => !pinned_overlap(&pinned, class, r, width, groups.segments(ld)),
            (None, None) => true,
        };
        if !ok {
            continue;
        }
        let newly_pinned = match (groups.fixed(ld), groups.fixed(ls)) {
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
        groups.union(ld, ls);
        groups.coalesced += 1;
    }
    groups
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
    let mut all: Vec<(u32, u32)> = a.iter().chain(b).copied().collect();
    all.sort_unstable();
    let mut out: Vec<(u32, u32)> = Vec::with_capacity(all.len());
    for (s, e) in all {
        match out.last_mut() {
            Some(last) if s <= last.1 => last.1 = last.1.max(e),
            _ => out.push((s, e)),
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
        Inst::new(
            Opcode::STG,
            Mods::NONE,
            vec![],
            vec![
                Operand::Mem {
                    base: None,
                    offset: 0,
                },
                Operand::Reg(RegUse::whole(s)),
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
