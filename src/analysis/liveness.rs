//! Liveness of virtual registers, per block, with PTX's partial-definition semantics.
//!
//! A value is live at a point when some path from the point reads it before redefining it.
//! The allocator, the pressure estimate and the live-range builder all start from this, so
//! the rules below are the contract of the whole back end:
//!
//! 1. **Tuples are one value.** A use of any part of a 64-bit pair or a vector keeps the whole
//!    value live (its registers are allocated together).
//! 2. **Guarded definitions do not kill.** `@P0 MOV R0, ...` leaves the old value of R0 in
//!    place when P0 is false, so the old value must survive the instruction: a guarded
//!    definition is *transparent*, it neither starts nor ends a live range (a value live after
//!    it is live before it). This applies only where the value may already have been defined;
//!    where it cannot have been, there is no old value and the guarded definition starts the
//!    range like a plain one. (A transparent definition does not *add* a use either: if
//!    nothing reads the value afterwards, the old value need not be kept for it.)
//!    Nor does it apply to a *guard-local* value ([`guard_local_values`]): one whose every
//!    definition and read lies in one block under one guard that nothing in between
//!    changes, as in if-converted code (`@!P0 IMAD.WIDE R2, ...; @!P0 LDG R4, [R2.64]`).
//!    Such a value is read only where its definitions fired, so its old value is never
//!    needed and its guarded definitions kill like plain ones.
//! 3. **Undefined values are not live-in.** PTX may read a register no path has written
//!    (uninitialised variables, and loop-carried values whose first iteration reads garbage,
//!    common in compiler output). Naive liveness would make such values live all the way back
//!    to the entry, inflating pressure everywhere before the loop. We compute a forward
//!    *maybe-defined* dataflow (a value is maybe-defined at a point when some path from the
//!    entry to it writes the value, union over predecessors) and keep a value live only where
//!    it is maybe-defined: `live_in(b) ⊆ maybe_defined_in(b)` and
//!    `live_out(b) ⊆ maybe_defined_out(b)`. Values pinned to a physical register
//!    ([`crate::ir::VRegInfo::fixed`]: ABI arguments, the stack pointer) are defined on entry.
//!    Inside a block, a read of a never-defined value is live from the block start to the
//!    read ([`Liveness::walk_block`] does not clip it), which costs at most a register across
//!    part of one block and keeps the per-instruction walk free of forward information.
//!
//! Dataflow equations, with `gen(b)` the values read in `b` before any killing definition and
//! `kill(b)` the values with a killing (non-transparent) definition in `b`:
//!
//! ```text
//! md_in(b)    = fixed (b = entry) ∪ ⋃_{p ∈ preds(b)} (md_in(p) ∪ defs(p))
//! live_out(b) = (⋃_{s ∈ succs(b)} live_in(s)) ∩ (md_in(b) ∪ defs(b))
//! live_in(b)  = (gen(b) ∪ (live_out(b) ∖ kill(b))) ∩ md_in(b)
//! ```
//!
//! Both are solved by round-robin iteration (forward in reverse post-order, backward in
//! post-order) until nothing changes. Unreachable blocks are included: they hold
//! instructions the allocator must still assign.
//!
//! Cost: two dense sets per block (live-in, live-out; a third, maybe-defined-in, only while
//! solving), over the values that can cross a block boundary rather than all values;
//! `gen`, `kill` and `defs` are kept as lists, since they are small. Operands naming a value
//! outside the function's vreg table are ignored (the IR verifier rejects them).

use super::bitset::{BitSet, SetIndex};
use super::cfg::Cfg;
use super::numbering::{InstIdx, InstNumbering};
use crate::ir::{BlockId, Function, Guard, Inst, Operand, PerClass, VReg};

/// Dense index of a value that may be live across a block boundary (see [`Liveness`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Slot(u32);

impl SetIndex for Slot {
    #[inline]
    fn to_index(self) -> usize {
        self.0 as usize
    }
    #[inline]
    fn from_index(i: usize) -> Self {
        Slot(i as u32)
    }
}

/// The value has no slot: it is never live across a block boundary.
const NO_SLOT: u32 = u32::MAX;

/// Live-in and live-out sets of every block, plus what the per-instruction walk needs.
///
/// Block sets range only over the values that may cross a block boundary: those read in
/// some block before any unguarded definition there, plus pinned values. In code lowered
/// from PTX most values are block-local temporaries, so this keeps the per-block sets (the
/// dominant memory cost, `2 × blocks × slots` bits) a fraction of `blocks × vregs`.
#[derive(Clone, Debug)]
pub struct Liveness {
    live_in: Vec<BitSet<Slot>>,
    live_out: Vec<BitSet<Slot>>,
    /// Slot of each value, `NO_SLOT` when it never crosses a block boundary.
    slot_of: Vec<u32>,
    /// Value of each slot.
    vreg_of: Vec<VReg>,
    /// Per instruction: bit `k` set when `defs[k]` is a transparent guarded definition (rule 2).
    transparent: Vec<u32>,
    numbering: InstNumbering,
}

/// A block's live set, viewed as a set of values.
#[derive(Clone, Copy, Debug)]
pub struct LiveSet<'a> {
    bits: &'a BitSet<Slot>,
    slot_of: &'a [u32],
    vreg_of: &'a [VReg],
}

impl<'a> LiveSet<'a> {
    /// Whether `v` is in the set.
    #[inline]
    pub fn contains(&self, v: VReg) -> bool {
        match self.slot_of.get(v.index()) {
            Some(&s) if s != NO_SLOT => self.bits.contains(Slot(s)),
            _ => false,
        }
    }
    /// The values, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = VReg> + 'a {
        let vreg_of = self.vreg_of;
        self.bits.iter().map(move |s: Slot| vreg_of[s.0 as usize])
    }
    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.bits.is_empty()
    }
    /// Number of values.
    pub fn len(&self) -> usize {
        self.bits.count()
    }
}

/// Values as compact lists per block (compressed rows), so that the small per-block facts do
/// not cost a dense set each.
struct Lists<T> {
    start: Vec<u32>,
    items: Vec<T>,
}

impl<T> Lists<T> {
    fn with_blocks(n: usize) -> Lists<T> {
        Lists {
            start: Vec::with_capacity(n + 1),
            items: Vec::new(),
        }
    }
    /// Opens the row of the next block.
    fn open(&mut self) {
        self.start.push(self.items.len() as u32);
    }
    /// Closes the last row (call once after the last block).
    fn close(&mut self) {
        self.start.push(self.items.len() as u32);
    }
    fn get(&self, b: usize) -> &[T] {
        &self.items[self.start[b] as usize..self.start[b + 1] as usize]
    }
}

/// Marks values seen in the current block without clearing a set per block: a value is
/// marked when its stamp equals the current block's stamp.
struct Stamps(Vec<u32>);

impl Stamps {
    fn new(n: usize) -> Stamps {
        Stamps(vec![u32::MAX; n])
    }
    /// Marks `v` with `stamp`; returns whether it was not yet marked.
    fn mark(&mut self, v: VReg, stamp: u32) -> bool {
        match self.0.get_mut(v.index()) {
            Some(s) if *s != stamp => {
                *s = stamp;
                true
            }
            _ => false,
        }
    }
    fn is_marked(&self, v: VReg, stamp: u32) -> bool {
        self.0.get(v.index()) == Some(&stamp)
    }
}

impl Liveness {
    /// Computes liveness of every value of `f` over `cfg` (which must be built from `f`):
    /// one walk over the code for each block's upward-exposed and defined values, slots
    /// for the values that may cross a block boundary, the maybe-defined sets, the exact
    /// gen/kill sets (rule 2), then the live sets.
    pub fn compute(f: &Function, cfg: &Cfg) -> Liveness {
        let numbering = InstNumbering::new(f);
        let order = cfg.forward_order();

        // Blocks with a guarded definition need rules 2's exact treatment (guard-local values,
        // transparent definitions), for which they are walked again by `gen_kill`. Every
        // other block kills at each definition, so one walk over the code gives all its facts.
        let exact: Vec<bool> = f
            .blocks
            .iter()
            .map(|blk| blk.insts.iter().any(has_guarded_def))
            .collect();
        let local = if exact.contains(&true) {
            guard_local_values(f)
        } else {
            Vec::new()
        };
        let walk = BlockValues::new(f, &local);
        let (slot_of, vreg_of) = slots(f, &walk.exposed);
        let ns = vreg_of.len();

        // Slotted values each block defines (guarded or not), and the pinned ones.
        let mut defs: Lists<Slot> = Lists::with_blocks(f.blocks.len());
        for b in 0..f.blocks.len() {
            defs.open();
            defs.items.extend(slots_of(walk.defined.get(b), &slot_of));
        }
        defs.close();
        let mut fixed: BitSet<Slot> = BitSet::new(ns);
        for (v, info) in f.vregs.iter().enumerate() {
            if let (Some(s), Some(_)) = (slot_in(&slot_of, VReg::new(v)), info.fixed) {
                fixed.insert(s);
            }
        }
        let md_in = solve_maybe_defined(cfg, &order, ns, &fixed, &defs);

        let exact = ExactBlocks {
            exact: &exact,
            local: &local,
            slot_of: &slot_of,
            md_in: &md_in,
        };
        let (gen, kill, transparent) = exact.gen_kill(f, &walk, &numbering);
        let (live_in, live_out) = solve_liveness(cfg, &order, ns, &defs, &gen, &kill, &md_in);
        Liveness {
            live_in,
            live_out,
            slot_of,
            vreg_of,
            transparent,
            numbering,
        }
    }

    fn view<'a>(&'a self, bits: &'a BitSet<Slot>) -> LiveSet<'a> {
        LiveSet {
            bits,
            slot_of: &self.slot_of,
            vreg_of: &self.vreg_of,
        }
    }

    /// Values live on entry to `b`.
    #[inline]
    pub fn live_in(&self, b: BlockId) -> LiveSet<'_> {
        self.view(&self.live_in[b.index()])
    }

    /// Values live on exit from `b`.
    #[inline]
    pub fn live_out(&self, b: BlockId) -> LiveSet<'_> {
        self.view(&self.live_out[b.index()])
    }

    /// Values that may be live across some block boundary (all others are local to the
    /// blocks that use them), in increasing order.
    pub fn cross_block_values(&self) -> &[VReg] {
        &self.vreg_of
    }

    /// The liveness of the same code after its blocks were reordered by a schedule that
    /// keeps every dependence: `orders` gives, block by block, each reordered block and its
    /// new order as positions in the old one. Block live sets do not change under such a
    /// reordering (the reads exposed at the top of a block, its killing definitions and what
    /// is defined before a guarded definition stay the same); only the per-instruction
    /// transparency moves with its instruction. Cheaper than [`Liveness::compute`] on the
    /// scheduled code, which it equals.
    pub fn reordered<'o>(
        &self,
        orders: impl IntoIterator<Item = (BlockId, &'o [u32])>,
    ) -> Liveness {
        let mut out = self.clone();
        for (b, order) in orders {
            let first = self.numbering.first(b).index();
            for (new, &old) in order.iter().enumerate() {
                out.transparent[first + new] = self.transparent[first + old as usize];
            }
        }
        out
    }

    /// The instruction numbering liveness was computed with.
    #[inline]
    pub fn numbering(&self) -> &InstNumbering {
        &self.numbering
    }

    /// Whether definition `k` of `inst`, instruction `i` of the code analysed, writes a new
    /// value: [`Liveness::kills`] for a caller already holding the instruction.
    #[inline]
    pub fn kills_at(&self, inst: &Inst, i: InstIdx, k: usize) -> bool {
        !is_transparent(inst.guard.is_some(), self.transparent[i.index()], k)
    }

    /// Whether definition `k` of instruction `i` writes a new value (kills the old one), as
    /// opposed to a transparent guarded definition (rule 2 of the module docs).
    pub fn kills(&self, f: &Function, i: InstIdx, k: usize) -> bool {
        let Some(b) = self.numbering.block_of(i) else {
            return false;
        };
        let pos = (i.0 - self.numbering.first(b).0) as usize;
        let guarded = f.blocks[b.index()]
            .insts
            .get(pos)
            .is_some_and(|inst| inst.guard.is_some());
        !is_transparent(guarded, self.transparent[i.index()], k)
    }

    /// Walks `b` backwards, calling `visit` for each instruction (last first) with the values
    /// live just after it; then steps `cursor` to the values live just before it. When the
    /// walk returns, `cursor` holds the values live before the first instruction: `live_in(b)`
    /// plus any value the block reads without a definition on any path (module docs, rule 3).
    ///
    /// The cursor is reused across blocks and calls, so the walk allocates nothing.
    pub fn walk_block<'f>(
        &self,
        f: &'f Function,
        b: BlockId,
        cursor: &mut LiveCursor,
        mut visit: impl FnMut(&InstLive<'_, 'f>),
    ) {
        cursor.reset(f, self.live_out(b).iter());
        let first = self.numbering.first(b);
        for (pos, inst) in f.blocks[b.index()].insts.iter().enumerate().rev() {
            let idx = InstIdx(first.0 + pos as u32);
            let mask = self.transparent[idx.index()];
            visit(&InstLive {
                block: b,
                pos,
                idx,
                inst,
                live_after: &cursor.live,
                regs_after: cursor.regs.clone(),
                transparent: mask,
            });
            let guarded = inst.guard.is_some();
            for (k, &d) in inst.defs.iter().enumerate() {
                if !is_transparent(guarded, mask, k) {
                    cursor.remove(f, d);
                }
            }
            for u in inst.reg_uses() {
                cursor.insert(f, u.vreg);
            }
        }
    }
}

/// What one walk over each block finds: the values read before any unguarded (or
/// guard-local) definition there, an upper bound of the gen set whatever the guarded
/// definitions turn out to do, and the values defined (guarded or not); each once, in order
/// of first appearance.
struct BlockValues {
    exposed: Lists<VReg>,
    defined: Lists<VReg>,
}

impl BlockValues {
    /// Walks every block of `f`; `local` says which values are guard-local (empty: none).
    fn new(f: &Function, local: &[bool]) -> BlockValues {
        let nb = f.blocks.len();
        let nv = f.vregs.len();
        let is_local = |v: VReg| local.get(v.index()) == Some(&true);
        let mut exposed: Lists<VReg> = Lists::with_blocks(nb);
        let mut defined: Lists<VReg> = Lists::with_blocks(nb);
        let mut killed = Stamps::new(nv);
        let mut read = Stamps::new(nv);
        let mut written = Stamps::new(nv);
        for (b, blk) in f.blocks.iter().enumerate() {
            let stamp = b as u32;
            exposed.open();
            defined.open();
            for inst in &blk.insts {
                for u in inst.reg_uses() {
                    if !killed.is_marked(u.vreg, stamp) && read.mark(u.vreg, stamp) {
                        exposed.items.push(u.vreg);
                    }
                }
                for &d in &inst.defs {
                    if inst.guard.is_none() || is_local(d) {
                        killed.mark(d, stamp);
                    }
                    if written.mark(d, stamp) {
                        defined.items.push(d);
                    }
                }
            }
        }
        exposed.close();
        defined.close();
        BlockValues { exposed, defined }
    }
}

/// Slots: values read before any unguarded definition in some block (`exposed`), and
/// pinned values. Returns the slot of each value and the value of each slot.
fn slots(f: &Function, exposed: &Lists<VReg>) -> (Vec<u32>, Vec<VReg>) {
    let nv = f.vregs.len();
    let mut crosses = vec![false; nv];
    for v in &exposed.items {
        crosses[v.index()] = true;
    }
    let mut slot_of = vec![NO_SLOT; nv];
    let mut vreg_of = Vec::new();
    for (v, info) in f.vregs.iter().enumerate() {
        if crosses[v] || info.fixed.is_some() {
            slot_of[v] = vreg_of.len() as u32;
            vreg_of.push(VReg::new(v));
        }
    }
    (slot_of, vreg_of)
}

/// What the exact treatment of the blocks with guarded definitions needs.
struct ExactBlocks<'a> {
    /// Per block: whether it has a guarded definition.
    exact: &'a [bool],
    /// Per value: whether it is guard-local (empty: none is).
    local: &'a [bool],
    slot_of: &'a [u32],
    /// Maybe-defined values on entry to each block.
    md_in: &'a [BitSet<Slot>],
}

impl ExactBlocks<'_> {
    /// gen/kill lists and the transparent-definition table. A block without guarded
    /// definitions kills every value it defines and exposes what the first walk found.
    /// Otherwise a forward walk: a read is upward-exposed when no killing definition
    /// precedes it in the block. Values without a slot are treated as not maybe-defined on
    /// entry; that changes nothing, because their guarded definitions that are not
    /// preceded by a definition in the block are dead (otherwise a read would be
    /// upward-exposed and give a slot).
    fn gen_kill(
        &self,
        f: &Function,
        walk: &BlockValues,
        numbering: &InstNumbering,
    ) -> (Lists<Slot>, Lists<Slot>, Vec<u32>) {
        let nb = f.blocks.len();
        let is_local = |v: VReg| self.local.get(v.index()) == Some(&true);
        let slot = |v: VReg| slot_in(self.slot_of, v);
        let mut transparent = vec![0u32; numbering.num_insts()];
        let mut gen: Lists<Slot> = Lists::with_blocks(nb);
        let mut kill: Lists<Slot> = Lists::with_blocks(nb);
        let any_exact = self.exact.contains(&true);
        let stamps = || Stamps::new(if any_exact { f.vregs.len() } else { 0 });
        let (mut defined_at, mut killed_at, mut gen_seen) = (stamps(), stamps(), stamps());
        for (b, blk) in f.blocks.iter().enumerate() {
            let stamp = b as u32;
            gen.open();
            kill.open();
            if !self.exact[b] {
                gen.items
                    .extend(slots_of(walk.exposed.get(b), self.slot_of));
                kill.items
                    .extend(slots_of(walk.defined.get(b), self.slot_of));
                continue;
            }
            for (pos, inst) in blk.insts.iter().enumerate() {
                for u in inst.reg_uses() {
                    if !killed_at.is_marked(u.vreg, stamp) && gen_seen.mark(u.vreg, stamp) {
                        if let Some(s) = slot(u.vreg) {
                            gen.items.push(s);
                        }
                    }
                }
                let mut mask = 0u32;
                for (k, &d) in inst.defs.iter().enumerate() {
                    let is_transparent = inst.guard.is_some()
                        && !is_local(d)
                        && (defined_at.is_marked(d, stamp)
                            || slot(d).is_some_and(|s| self.md_in[b].contains(s)));
                    if is_transparent {
                        // Definitions past the 32nd of one instruction cannot be recorded;
                        // the walk then treats them as transparent too (see `kills`).
                        if k < 32 {
                            mask |= 1 << k;
                        }
                    } else if killed_at.mark(d, stamp) {
                        if let Some(s) = slot(d) {
                            kill.items.push(s);
                        }
                    }
                }
                for &d in &inst.defs {
                    defined_at.mark(d, stamp);
                }
                transparent[numbering.inst(BlockId::new(b), pos).index()] = mask;
            }
        }
        gen.close();
        kill.close();
        (gen, kill, transparent)
    }
}

/// The slot of `v`, if it has one.
fn slot_in(slot_of: &[u32], v: VReg) -> Option<Slot> {
    match slot_of.get(v.index()) {
        Some(&s) if s != NO_SLOT => Some(Slot(s)),
        _ => None,
    }
}

/// The slots of those of `values` that have one, in order.
fn slots_of<'s>(values: &'s [VReg], slot_of: &'s [u32]) -> impl Iterator<Item = Slot> + 's {
    values.iter().filter_map(|&v| slot_in(slot_of, v))
}

/// Whether `inst` is guarded and defines something (the only instructions rule 2 is about).
fn has_guarded_def(inst: &Inst) -> bool {
    inst.guard.is_some() && !inst.defs.is_empty()
}

/// Values read only where one of their definitions fired (rule 2 of the module docs): every
/// definition and read lies in one block, a guarded definition comes first, all carry the
/// same guard (predicate and polarity), and no instruction from the first definition to the
/// last read writes that predicate. If-conversion produces them for every temporary of a
/// predicated block; treating their guarded definitions as transparent would keep them
/// live around enclosing loops.
pub fn guard_local_values(f: &Function) -> Vec<bool> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Unseen,
        Open {
            block: u32,
            guard: Guard,
            first: u32,
            last: u32,
        },
        No,
    }
    let nv = f.vregs.len();
    // A value is guard-local only if a guarded definition comes first.
    if !f.blocks.iter().any(|b| b.insts.iter().any(has_guarded_def)) {
        return vec![false; nv];
    }
    let mut st = vec![State::Unseen; nv];
    let see = |st: &mut Vec<State>, v: VReg, b: u32, pos: u32, guard: Option<Guard>, def: bool| {
        let Some(s) = st.get_mut(v.index()) else {
            return;
        };
        *s = match (*s, guard) {
            (State::Unseen, Some(g)) if def => State::Open {
                block: b,
                guard: g,
                first: pos,
                last: pos,
            },
            (
                State::Open {
                    block,
                    guard,
                    first,
                    ..
                },
                Some(g),
            ) if block == b && guard == g => State::Open {
                block,
                guard,
                first,
                last: pos,
            },
            _ => State::No,
        };
    };
    for (b, blk) in f.blocks.iter().enumerate() {
        for (pos, inst) in blk.insts.iter().enumerate() {
            let (b, pos) = (b as u32, pos as u32);
            for u in inst.uses.iter().filter_map(Operand::reg) {
                see(&mut st, u.vreg, b, pos, inst.guard, false);
            }
            if let Some(g) = inst.guard {
                see(&mut st, g.pred, b, pos, None, false);
            }
            for &d in &inst.defs {
                see(&mut st, d, b, pos, inst.guard, true);
            }
        }
    }
    let mut local = vec![false; nv];
    for (v, s) in st.iter().enumerate() {
        let State::Open {
            block,
            guard,
            first,
            last,
        } = *s
        else {
            continue;
        };
        let insts = &f.blocks[block as usize].insts[first as usize..=last as usize];
        local[v] =
            f.vregs[v].fixed.is_none() && !insts.iter().any(|i| i.defs.contains(&guard.pred));
    }
    local
}

/// Whether definition `k` of an instruction with transparency mask `mask` is transparent.
#[inline]
fn is_transparent(guarded: bool, mask: u32, k: usize) -> bool {
    if k < 32 {
        mask & (1 << k) != 0
    } else {
        guarded
    }
}

/// The forward maybe-defined dataflow (rule 3 of the module docs), over slots.
fn solve_maybe_defined(
    cfg: &Cfg,
    order: &[BlockId],
    ns: usize,
    fixed: &BitSet<Slot>,
    defs: &Lists<Slot>,
) -> Vec<BitSet<Slot>> {
    let mut md: Vec<BitSet<Slot>> = vec![BitSet::new(ns); cfg.num_blocks()];
    let mut tmp: BitSet<Slot> = BitSet::new(ns);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order {
            tmp.clear();
            if b.index() == 0 {
                tmp.union_with(fixed);
            }
            for &p in cfg.preds(b) {
                tmp.union_with(&md[p.index()]);
                for &d in defs.get(p.index()) {
                    tmp.insert(d);
                }
            }
            // The sets only grow, so a union detects change.
            changed |= md[b.index()].union_with(&tmp);
        }
    }
    md
}

/// The backward liveness dataflow over slots, returning `(live_in, live_out)`.
fn solve_liveness(
    cfg: &Cfg,
    order: &[BlockId],
    ns: usize,
    defs: &Lists<Slot>,
    gen: &Lists<Slot>,
    kill: &Lists<Slot>,
    md_in: &[BitSet<Slot>],
) -> (Vec<BitSet<Slot>>, Vec<BitSet<Slot>>) {
    let nb = cfg.num_blocks();
    let mut live_in: Vec<BitSet<Slot>> = vec![BitSet::new(ns); nb];
    let mut live_out: Vec<BitSet<Slot>> = vec![BitSet::new(ns); nb];
    let mut out: BitSet<Slot> = BitSet::new(ns);
    let mut md_out: BitSet<Slot> = BitSet::new(ns);
    let mut first = true;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            let bi = b.index();
            out.clear();
            for &s in cfg.succs(b) {
                out.union_with(&live_in[s.index()]);
            }
            md_out.copy_from(&md_in[bi]);
            for &d in defs.get(bi) {
                md_out.insert(d);
            }
            out.intersect_with(&md_out);
            if !first && out == live_out[bi] {
                continue;
            }
            live_out[bi].copy_from(&out);
            for &k in kill.get(bi) {
                out.remove(k);
            }
            for &g in gen.get(bi) {
                out.insert(g);
            }
            out.intersect_with(&md_in[bi]);
            if out != live_in[bi] {
                live_in[bi].copy_from(&out);
                changed = true;
            }
        }
        first = false;
    }
    (live_in, live_out)
}

/// A live set being stepped through a block, with its size per class in registers.
#[derive(Clone, Debug)]
pub struct LiveCursor {
    live: BitSet<VReg>,
    regs: PerClass<u32>,
}

impl LiveCursor {
    /// A cursor for the values of `f`.
    pub fn new(f: &Function) -> LiveCursor {
        LiveCursor {
            live: BitSet::new(f.vregs.len()),
            regs: PerClass::default(),
        }
    }

    /// The current live set.
    #[inline]
    pub fn live(&self) -> &BitSet<VReg> {
        &self.live
    }

    /// Registers the current live set occupies, per class (a pair counts 2, a quad 4).
    #[inline]
    pub fn regs(&self) -> &PerClass<u32> {
        &self.regs
    }

    /// Restarts from the values `set`.
    fn reset(&mut self, f: &Function, set: impl Iterator<Item = VReg>) {
        if self.live.capacity() != f.vregs.len() {
            self.live = BitSet::new(f.vregs.len());
        } else {
            self.live.clear();
        }
        self.regs = PerClass::default();
        for v in set {
            self.insert(f, v);
        }
    }

    #[inline]
    fn insert(&mut self, f: &Function, v: VReg) {
        if self.live.insert(v) {
            if let Some(info) = f.vregs.get(v.index()) {
                self.regs[info.class] += u32::from(info.width);
            }
        }
    }

    #[inline]
    fn remove(&mut self, f: &Function, v: VReg) {
        if self.live.remove(v) {
            if let Some(info) = f.vregs.get(v.index()) {
                self.regs[info.class] -= u32::from(info.width);
            }
        }
    }
}

/// What [`Liveness::walk_block`] reports for one instruction.
pub struct InstLive<'a, 'f> {
    /// The block.
    pub block: BlockId,
    /// Position of the instruction in its block.
    pub pos: usize,
    /// Index of the instruction in the function's linear order.
    pub idx: InstIdx,
    /// The instruction.
    pub inst: &'f Inst,
    /// Values live just after the instruction (after its write point).
    pub live_after: &'a BitSet<VReg>,
    /// Registers `live_after` occupies, per class.
    pub regs_after: PerClass<u32>,
    transparent: u32,
}

impl InstLive<'_, '_> {
    /// Whether definition `k` of the instruction writes a new value rather than being a
    /// transparent guarded definition.
    #[inline]
    pub fn kills(&self, k: usize) -> bool {
        !is_transparent(self.inst.guard.is_some(), self.transparent, k)
    }
}
