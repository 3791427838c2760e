//! Reaching definitions per physical register, and the webs they form: the definitions
//! that reach a common read are one value.

use rustc_hash::{FxHashMap, FxHashSet};

use super::blocks::{units_of, Blocks, Summary, Unit};
use super::guards::SameGuard;
use crate::sass::lift::Slot;

/// A definition: an instruction's write of one register, or the value a register holds on
/// entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) struct Def(u32);

/// Reaching definitions per register at a point: a small sorted set per unit.
pub(super) type State = FxHashMap<Unit, Vec<Def>>;

/// Union-find over definitions: the webs.
pub(super) struct Webs {
    pub(super) parent: Vec<u32>,
}

impl Webs {
    pub(super) fn find(&mut self, d: Def) -> Def {
        let mut x = d.0;
        while self.parent[x as usize] != x {
            let p = self.parent[x as usize];
            self.parent[x as usize] = self.parent[p as usize];
            x = p;
        }
        Def(x)
    }
    pub(super) fn union(&mut self, a: Def, b: Def) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            let (lo, hi) = if a < b { (a, b) } else { (b, a) };
            self.parent[hi.0 as usize] = lo.0;
        }
    }
    pub(super) fn fresh(&mut self) -> Def {
        let d = Def(self.parent.len() as u32);
        self.parent.push(d.0);
        d
    }
}

/// The state of one renaming.
pub(super) struct Renamer<'a> {
    pub(super) blocks: &'a Blocks,
    pub(super) callees: &'a FxHashMap<String, Summary>,
    /// Blocks kept (reachable from the entry), in layout order.
    pub(super) order: Vec<usize>,
    pub(super) preds: FxHashMap<usize, Vec<usize>>,
    pub(super) webs: Webs,
    /// The definition of each (block, instruction, unit) written there.
    pub(super) defs: FxHashMap<(usize, usize, Unit), Def>,
    /// The value each register holds on entry (defined by the entry's `ARG`).
    pub(super) entry: FxHashMap<Unit, Def>,
    /// Reaching definitions on entry to each block.
    pub(super) block_in: FxHashMap<usize, State>,
    /// Reaching definitions on exit from each block (as of its last visit).
    pub(super) block_out: FxHashMap<usize, State>,
    /// Definitions that reach a read.
    pub(super) read: FxHashSet<Def>,
}

impl<'a> Renamer<'a> {
    pub(super) fn new(
        blocks: &'a Blocks,
        callees: &'a FxHashMap<String, Summary>,
        order: Vec<usize>,
    ) -> Renamer<'a> {
        let mut preds: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
        for &b in &order {
            for s in blocks.successors(b) {
                preds.entry(s).or_default().push(b);
            }
        }
        let mut r = Renamer {
            blocks,
            callees,
            order,
            preds,
            webs: Webs { parent: Vec::new() },
            defs: FxHashMap::default(),
            entry: FxHashMap::default(),
            block_in: FxHashMap::default(),
            block_out: FxHashMap::default(),
            read: FxHashSet::default(),
        };
        for &b in &r.order.clone() {
            for (i, l) in blocks.insts[b].iter().enumerate() {
                let (defs, uses) = units_of(l, callees);
                for u in defs {
                    let d = r.webs.fresh();
                    r.defs.insert((b, i, u), d);
                }
                for u in uses {
                    r.entry_def(u);
                }
            }
        }
        r
    }

    /// The definition of `u` on entry (created on first need).
    pub(super) fn entry_def(&mut self, u: Unit) -> Def {
        if let Some(&d) = self.entry.get(&u) {
            return d;
        }
        let d = self.webs.fresh();
        self.entry.insert(u, d);
        d
    }

    /// Reaching definitions to a fixed point (sets only grow).
    pub(super) fn reaching_definitions(&mut self) {
        let mut changed = true;
        while changed {
            changed = false;
            for k in 0..self.order.len() {
                let b = self.order[k];
                let mut state = self.incoming(b);
                if self.block_in.get(&b) != Some(&state) {
                    self.block_in.insert(b, state.clone());
                    changed = true;
                }
                let mut same_guard = SameGuard::default();
                for i in 0..self.blocks.insts[b].len() {
                    self.step(b, i, &mut state, &mut same_guard);
                }
                self.block_out.insert(b, state);
            }
        }
    }

    /// The definitions reaching the entry of `b`: the union over its predecessors' exits.
    pub(super) fn incoming(&self, b: usize) -> State {
        // On entry every register holds what it held before the function: a read that some
        // path reaches without a write reads that, and keeps the register from the entry on
        // (as nvdisasm's life ranges show and ptxas allocates).
        let mut state = if b == 0 {
            self.entry.iter().map(|(&u, &d)| (u, vec![d])).collect()
        } else {
            State::default()
        };
        for &p in self.preds.get(&b).into_iter().flatten() {
            for (u, ds) in self.block_out.get(&p).into_iter().flatten() {
                let set = state.entry(*u).or_default();
                for &d in ds {
                    if let Err(at) = set.binary_search(&d) {
                        set.insert(at, d);
                    }
                }
            }
        }
        state
    }

    /// The state after instruction `i` of `b`: its writes replace (or, guarded, join) what
    /// reached before. A guarded write completing one under the opposite guard replaces it
    /// too: `@!P0 FMUL R9` then `@P0 MOV R9` leave R9 holding one of the two on every path.
    pub(super) fn step(
        &self,
        b: usize,
        i: usize,
        state: &mut State,
        same_guard: &mut SameGuard<Def>,
    ) {
        let l = &self.blocks.insts[b][i];
        let defs = units_of(l, self.callees).0;
        for &u in &defs {
            let d = self.defs[&(b, i, u)];
            let set = state.entry(u).or_default();
            match (l.guard, same_guard.completes(l.guard, u)) {
                (None, _) => *set = vec![d],
                (Some(_), Some(other)) => *set = vec![other.min(d), other.max(d)],
                (Some(_), None) => {
                    if let Err(at) = set.binary_search(&d) {
                        set.insert(at, d);
                    }
                }
            }
        }
        same_guard.after(l.guard, &defs, |u| self.defs[&(b, i, u)]);
    }

    /// The web of the value a read of `u` sees in `state`: the definitions reaching it are
    /// one value.
    pub(super) fn read_web(&mut self, u: Unit, ds: &[Def]) -> Def {
        let Some(&first) = ds.first() else {
            let d = self.entry_def(u);
            self.read.insert(d);
            return d;
        };
        for &d in ds {
            self.webs.union(first, d);
            self.read.insert(d);
        }
        self.webs.find(first)
    }

    /// Walks the code once with the final reaching definitions, recording for every
    /// instruction the web of each register it writes and reads.
    pub(super) fn walk_operands(&mut self) -> Vec<Vec<Walked>> {
        let mut out = Vec::new();
        for k in 0..self.order.len() {
            let b = self.order[k];
            let mut state = self.block_in.get(&b).cloned().unwrap_or_default();
            let mut same_guard = SameGuard::default();
            let mut block = Vec::new();
            for i in 0..self.blocks.insts[b].len() {
                let l = &self.blocks.insts[b][i];
                let mut w = Walked::default();
                for s in l.read_slots() {
                    let webs = s.units().map(|u| {
                        let reaching = state.get(&(s.class, u)).map_or(&[][..], Vec::as_slice);
                        let seen = same_guard.seen(l.guard, (s.class, u), reaching);
                        self.read_web((s.class, u), seen)
                    });
                    w.reads.push((s, webs.collect()));
                }
                let (defs, uses) = units_of(l, self.callees);
                // A call's and the predicate file's registers, one by one.
                let extra =
                    uses.len() - l.read_slots().map(|s| usize::from(s.width)).sum::<usize>();
                for &u in &uses[uses.len() - extra..] {
                    // What a callee reads that the caller never wrote is no argument (a
                    // register the callee saves and restores, say).
                    let entry = self.entry.get(&u).copied();
                    if state
                        .get(&u)
                        .is_none_or(|ds| ds.iter().all(|&d| Some(d) == entry))
                    {
                        continue;
                    }
                    let web = self.read_web(u, state.get(&u).map_or(&[], Vec::as_slice));
                    w.reads.push((unit_slot(u), vec![web]));
                }
                // What a partial write may keep: the definitions reaching the other
                // registers of each written register's aligned quad (a value is at most one).
                for &(class, u) in &defs {
                    for x in (u - u % 4)..(u - u % 4 + 4) {
                        if !w.before.iter().any(|(bu, _)| *bu == (class, x)) {
                            let ds = state.get(&(class, x)).cloned().unwrap_or_default();
                            w.before.push(((class, x), ds));
                        }
                    }
                }
                for &u in &defs {
                    w.writes.push((unit_slot(u), vec![self.defs[&(b, i, u)]]));
                }
                w.slots = l.defs.clone();
                self.step(b, i, &mut state, &mut same_guard);
                block.push(w);
            }
            out.push(block);
        }
        out
    }
}

pub(super) fn unit_slot((class, first): Unit) -> Slot {
    Slot {
        class,
        first,
        width: 1,
    }
}

/// One instruction's registers with their webs: reads (in source order, then the extra
/// reads of calls and the predicate file) and writes (one per register).
#[derive(Default)]
pub(super) struct Walked {
    pub(super) reads: Vec<(Slot, Vec<Def>)>,
    pub(super) writes: Vec<(Slot, Vec<Def>)>,
    /// The definitions of each written register that reached the instruction.
    pub(super) before: Vec<(Unit, Vec<Def>)>,
    /// The lifted destination slots.
    pub(super) slots: Vec<Slot>,
}
