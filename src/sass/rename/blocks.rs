//! The code as blocks of lifted instructions, and what a subroutine or a called function
//! reads on entry and writes.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Opcode, Operand, RegClass};

use crate::sass::ast::{Item, SassFunction, SassOperand};
use crate::sass::lift::{lift, Lifted, Slot, Source};

use super::guards::SameGuard;

/// The registers a subroutine (or a called function) reads on entry and writes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// Registers read before any write on some path from the entry.
    pub reads: FxHashSet<Unit>,
    /// Registers written anywhere in it.
    pub writes: FxHashSet<Unit>,
}

/// One physical register: its class and number.
pub type Unit = (RegClass, u16);

/// A function's code split into blocks, lifted.
pub(super) struct Blocks {
    /// Lifted instructions per block, in layout order.
    pub(super) insts: Vec<Vec<Lifted>>,
    /// Block of every label.
    pub(super) labels: FxHashMap<String, usize>,
    /// Label text per block (its first label).
    pub(super) names: Vec<String>,
}

impl Blocks {
    pub(super) fn of(f: &SassFunction) -> Blocks {
        let mut b = Blocks {
            insts: vec![Vec::new()],
            labels: FxHashMap::default(),
            names: vec![String::new()],
        };
        let mut closed = false;
        let mut descriptor: Option<Slot> = None;
        for item in &f.items {
            let last = b.insts.len() - 1;
            match item {
                Item::Label(l) => {
                    if !b.insts[last].is_empty() {
                        b.insts.push(Vec::new());
                        b.names.push(l.clone());
                    } else if b.names[last].is_empty() {
                        b.names[last] = l.clone();
                    }
                    b.labels.insert(l.clone(), b.insts.len() - 1);
                    closed = false;
                }
                Item::Inst(inst) => {
                    if closed {
                        b.insts.push(Vec::new());
                        b.names.push(String::new());
                    }
                    let mut l = lift(inst);
                    if l.implicit_descriptor {
                        l.sources.extend(descriptor.map(Source::Reg));
                    }
                    if let Some(d) = loads_descriptor(&l) {
                        descriptor = Some(d);
                    }
                    closed = ends_block(&l);
                    let last = b.insts.len() - 1;
                    b.insts[last].push(l);
                }
            }
        }
        b
    }

    /// Successors of block `k`: branch targets, then the next block when control can
    /// fall through.
    pub(super) fn successors(&self, k: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut falls = true;
        for l in &self.insts[k] {
            for s in &l.sources {
                if let Source::Branch(t) = s {
                    if let Some(&b) = self.labels.get(t) {
                        out.push(b);
                    }
                }
            }
            if l.op.is_terminator() && l.guard.is_none() {
                falls = false;
            }
        }
        if falls && k + 1 < self.insts.len() {
            out.push(k + 1);
        }
        out
    }

    /// Blocks reachable from `start`.
    pub(super) fn reachable(&self, start: usize) -> Vec<bool> {
        let mut seen = vec![false; self.insts.len()];
        let mut work = vec![start];
        while let Some(b) = work.pop() {
            if std::mem::replace(&mut seen[b], true) {
                continue;
            }
            work.extend(self.successors(b));
        }
        seen
    }

    /// What the code from block `start` reads on entry and writes, until it returns.
    pub(super) fn summary(&self, start: usize, callees: &FxHashMap<String, Summary>) -> Summary {
        let region = self.reachable(start);
        let mut s = Summary::default();
        // Reads on entry: a backward liveness over the region's registers.
        let mut live_in: Vec<FxHashSet<Unit>> = vec![FxHashSet::default(); self.insts.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for b in (0..self.insts.len()).rev().filter(|&b| region[b]) {
                let mut live: FxHashSet<Unit> = FxHashSet::default();
                for t in self.successors(b) {
                    live.extend(live_in[t].iter().copied());
                }
                // Within a block, guards refine what a write kills and a read needs. A read
                // under the guard of the last write sees that write alone (`@!P2 LOP3 R20`
                // then `@!P2 ISETP .., R20` read no R20 of the caller); a write under the
                // opposite guard of the last one completes it (`@!P0 FMUL R9` then
                // `@P0 MOV R9` kill R9 as one unguarded write would).
                let mut same_guard = SameGuard::default();
                let refined: Vec<(Vec<Unit>, Vec<Unit>)> = self.insts[b]
                    .iter()
                    .map(|l| {
                        let defs = units_of(l, callees).0;
                        let covered = l
                            .read_slots()
                            .flat_map(slot_units)
                            .filter(|&u| same_guard.covers(l.guard, u))
                            .collect();
                        let completed = defs
                            .iter()
                            .copied()
                            .filter(|&u| same_guard.completes(l.guard, u).is_some())
                            .collect();
                        same_guard.after(l.guard, &defs, |_| ());
                        (covered, completed)
                    })
                    .collect();
                for (l, (covered, completed)) in self.insts[b].iter().zip(&refined).rev() {
                    let (defs, uses) = units_of(l, callees);
                    let killed = if l.guard.is_none() { &defs } else { completed };
                    for d in killed {
                        live.remove(d);
                    }
                    s.writes.extend(defs);
                    live.extend(uses.into_iter().filter(|u| !covered.contains(u)));
                }
                if live != live_in[b] {
                    live_in[b] = live;
                    changed = true;
                }
            }
        }
        s.reads = std::mem::take(&mut live_in[start]);
        s
    }
}

/// The uniform pair `ULDC.64 URk, c[0x0][0x118]` loads: the global memory descriptor that
/// sm_80…sm_89 global accesses read without naming it (the latest load in layout order).
pub(super) fn loads_descriptor(l: &Lifted) -> Option<Slot> {
    let descriptor = Source::Plain(Operand::CBank {
        bank: 0,
        offset: 0x118,
    });
    match (l.op, l.defs.as_slice(), l.sources.first()) {
        (Opcode::LDC, [d], Some(s))
            if d.class == RegClass::UR && d.width == 2 && *s == descriptor =>
        {
            Some(*d)
        }
        _ => None,
    }
}

/// Whether nothing follows `l` in its block: a branch, or an unconditional exit or return.
pub(super) fn ends_block(l: &Lifted) -> bool {
    l.op.is_terminator() || l.sources.iter().any(|s| matches!(s, Source::Branch(_)))
}

/// The registers an instruction writes and reads (a call: its callee's).
pub(super) fn units_of(l: &Lifted, callees: &FxHashMap<String, Summary>) -> (Vec<Unit>, Vec<Unit>) {
    let mut defs: Vec<Unit> = l.defs.iter().flat_map(|s| slot_units(*s)).collect();
    let mut uses: Vec<Unit> = l.read_slots().flat_map(slot_units).collect();
    if l.op == Opcode::R2P {
        defs.extend(l.predicate_file.iter().flat_map(|s| slot_units(*s)));
    } else {
        uses.extend(l.predicate_file.iter().flat_map(|s| slot_units(*s)));
    }
    if let Some(c) = l.call.as_ref().and_then(|c| callees.get(c)) {
        defs.extend(c.writes.iter().copied());
        uses.extend(c.reads.iter().copied());
    }
    (defs, uses)
}

pub(super) fn slot_units(s: Slot) -> impl Iterator<Item = Unit> {
    s.units().map(move |u| (s.class, u))
}

/// The summaries of every function of a listing, for the calls between them: each
/// function's registers read on entry and written (callees first, to a fixed point).
pub fn function_summaries(functions: &[SassFunction]) -> FxHashMap<String, Summary> {
    // Only functions some call names need one (kernels are not called).
    let called: FxHashSet<&str> = functions
        .iter()
        .flat_map(|f| f.insts())
        .filter(|i| i.opcode == "CALL")
        .flat_map(|i| i.operands.iter())
        .filter_map(|o| match o {
            SassOperand::Label(l) => Some(l.as_str()),
            _ => None,
        })
        .collect();
    let callees: Vec<&SassFunction> = functions
        .iter()
        .filter(|f| called.contains(f.name.as_str()))
        .collect();
    let blocks: Vec<Blocks> = callees.iter().map(|f| Blocks::of(f)).collect();
    let mut out: FxHashMap<String, Summary> = FxHashMap::default();
    for _round in 0..4 {
        let mut changed = false;
        for (f, b) in callees.iter().zip(&blocks) {
            let mut callees = out.clone();
            callees.extend(subroutine_summaries(b, &out));
            let s = b.summary(0, &callees);
            if out.get(&f.name) != Some(&s) {
                out.insert(f.name.clone(), s);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    out
}

/// The summaries of a function's internal subroutines (calls to its own labels).
pub(super) fn subroutine_summaries(
    b: &Blocks,
    functions: &FxHashMap<String, Summary>,
) -> FxHashMap<String, Summary> {
    let mut subs: FxHashMap<String, Summary> = FxHashMap::default();
    let targets: Vec<String> = b
        .insts
        .iter()
        .flatten()
        .filter_map(|l| l.call.clone())
        .filter(|c| b.labels.contains_key(c))
        .collect();
    // Subroutines may call each other: two rounds settle the usual nesting of one.
    for _ in 0..2 {
        for t in &targets {
            let mut callees = functions.clone();
            callees.extend(subs.iter().map(|(k, v)| (k.clone(), v.clone())));
            let s = b.summary(b.labels[t], &callees);
            subs.insert(t.clone(), s);
        }
    }
    subs
}
