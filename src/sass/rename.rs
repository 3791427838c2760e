//! From ptxas's physical registers to values: the machine IR of a function as ptxas wrote it.
//!
//! ```text
//! lifted instructions ─► blocks (labels, branches) ─► reaching definitions per register
//!   ─► webs (definitions that reach a common read) ─► groups (webs read or written together
//!   as one tuple) ─► one value per group, placed where ptxas placed it
//! ```
//!
//! A register ptxas reuses for unrelated data becomes several values; a register pair
//! built by two 32-bit writes (`IADD3 R2, P0, ...` then `IADD3.X R3, ...`) and read as one
//! address becomes one pair value. The IR's definitions write whole values, so a write of
//! part of a tuple defines the whole value and reads the parts it keeps (they stay live
//! through it, as they do in the hardware registers).
//!
//! ptxas's internal subroutines (the slow paths of division and square root, called with
//! `CALL.REL.NOINC` and ending in `RET`) use fixed registers: they are not renamed, and each
//! call reads the registers the subroutine reads, writes the ones it writes and destroys
//! the rest of what it writes. Calls of another function of the listing use that function's
//! registers the same way. A device function's incoming registers are defined at its entry,
//! fixed where ptxas had them; `R1`, the stack pointer, is fixed too.

use rustc_hash::{FxHashMap, FxHashSet};

use super::ast::{Item, SassFunction};
use super::lift::{lift, Lifted, Slot, Source};
use crate::ir::{
    Block, BlockId, Clobber, Function, FunctionKind, Guard, Inst, Mods, Opcode, Operand, PhysReg,
    RegClass, RegUse, VReg,
};

/// A function renamed: the machine IR and where ptxas put each value.
#[derive(Clone, Debug)]
pub struct Renamed {
    /// The code, in ptxas's order, over values.
    pub func: Function,
    /// ptxas's register for every value (the first of a tuple).
    pub ptxas: Vec<PhysReg>,
}

/// Why a function's code cannot be made into machine IR.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct RenameError {
    /// Line of the listing.
    pub line: u32,
    /// What went wrong.
    pub message: String,
}

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
struct Blocks {
    /// Lifted instructions per block, in layout order.
    insts: Vec<Vec<Lifted>>,
    /// Block of every label.
    labels: FxHashMap<String, usize>,
    /// Label text per block (its first label).
    names: Vec<String>,
}

impl Blocks {
    fn of(f: &SassFunction) -> Blocks {
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
    fn successors(&self, k: usize) -> Vec<usize> {
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
    fn reachable(&self, start: usize) -> Vec<bool> {
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
    fn summary(&self, start: usize, callees: &FxHashMap<String, Summary>) -> Summary {
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
                for l in self.insts[b].iter().rev() {
                    let (defs, uses) = units_of(l, callees);
                    if l.guard.is_none() {
                        for d in &defs {
                            live.remove(d);
                        }
                    }
                    s.writes.extend(defs);
                    live.extend(uses);
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
fn loads_descriptor(l: &Lifted) -> Option<Slot> {
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
fn ends_block(l: &Lifted) -> bool {
    l.op.is_terminator() || l.sources.iter().any(|s| matches!(s, Source::Branch(_)))
}

/// The registers an instruction writes and reads (a call: its callee's).
fn units_of(l: &Lifted, callees: &FxHashMap<String, Summary>) -> (Vec<Unit>, Vec<Unit>) {
    let mut defs: Vec<Unit> = l.defs.iter().flat_map(|s| slot_units(*s)).collect();
    let mut uses: Vec<Unit> = source_slots(l).flat_map(slot_units).collect();
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

fn slot_units(s: Slot) -> impl Iterator<Item = Unit> {
    s.units().map(move |u| (s.class, u))
}

/// Every register slot an instruction reads (guard, operands, address bases).
fn source_slots(l: &Lifted) -> impl Iterator<Item = Slot> + '_ {
    l.guard
        .map(|(s, _)| s)
        .into_iter()
        .chain(l.sources.iter().filter_map(|s| match s {
            Source::Reg(r) => Some(*r),
            Source::Mem { base, .. } => *base,
            _ => None,
        }))
}

/// The summaries of every function of a listing, for the calls between them: each
/// function's registers read on entry and written (callees first, to a fixed point).
pub fn function_summaries(functions: &[SassFunction]) -> FxHashMap<String, Summary> {
    let blocks: Vec<Blocks> = functions.iter().map(Blocks::of).collect();
    let mut out: FxHashMap<String, Summary> = FxHashMap::default();
    for _round in 0..4 {
        let mut changed = false;
        for (f, b) in functions.iter().zip(&blocks) {
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
fn subroutine_summaries(
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

/// A definition: an instruction's write of one register, or the value a register holds on
/// entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Def(u32);

/// Reaching definitions per register at a point: a small sorted set per unit.
type State = FxHashMap<Unit, Vec<Def>>;

/// Union-find over definitions: the webs.
struct Webs {
    parent: Vec<u32>,
}

impl Webs {
    fn find(&mut self, d: Def) -> Def {
        let mut x = d.0;
        while self.parent[x as usize] != x {
            let p = self.parent[x as usize];
            self.parent[x as usize] = self.parent[p as usize];
            x = p;
        }
        Def(x)
    }
    fn union(&mut self, a: Def, b: Def) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            let (lo, hi) = if a < b { (a, b) } else { (b, a) };
            self.parent[hi.0 as usize] = lo.0;
        }
    }
    fn fresh(&mut self) -> Def {
        let d = Def(self.parent.len() as u32);
        self.parent.push(d.0);
        d
    }
}

/// Renames function `f` of a listing whose functions are summarised in `functions`.
pub fn rename(
    f: &SassFunction,
    functions: &FxHashMap<String, Summary>,
) -> Result<Renamed, RenameError> {
    let blocks = Blocks::of(f);
    let mut callees = functions.clone();
    callees.extend(subroutine_summaries(&blocks, functions));
    let reach = blocks.reachable(0);
    let order: Vec<usize> = (0..blocks.insts.len()).filter(|&b| reach[b]).collect();
    let mut r = Renamer::new(&blocks, &callees, order);
    r.reaching_definitions();
    r.build(f)
}

/// The state of one renaming.
struct Renamer<'a> {
    blocks: &'a Blocks,
    callees: &'a FxHashMap<String, Summary>,
    /// Blocks kept (reachable from the entry), in layout order.
    order: Vec<usize>,
    preds: FxHashMap<usize, Vec<usize>>,
    webs: Webs,
    /// The definition of each (block, instruction, unit) written there.
    defs: FxHashMap<(usize, usize, Unit), Def>,
    /// The value each register holds on entry (defined by the entry's `ARG`).
    entry: FxHashMap<Unit, Def>,
    /// Reaching definitions on entry to each block.
    block_in: FxHashMap<usize, State>,
    /// Definitions that reach a read.
    read: FxHashSet<Def>,
}

impl<'a> Renamer<'a> {
    fn new(
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
            read: FxHashSet::default(),
        };
        for &b in &r.order.clone() {
            for (i, l) in blocks.insts[b].iter().enumerate() {
                for u in units_of(l, callees).0 {
                    let d = r.webs.fresh();
                    r.defs.insert((b, i, u), d);
                }
            }
        }
        r
    }

    /// The definition of `u` on entry (created on first need).
    fn entry_def(&mut self, u: Unit) -> Def {
        if let Some(&d) = self.entry.get(&u) {
            return d;
        }
        let d = self.webs.fresh();
        self.entry.insert(u, d);
        d
    }

    /// Reaching definitions to a fixed point (sets only grow).
    fn reaching_definitions(&mut self) {
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
                for i in 0..self.blocks.insts[b].len() {
                    self.step(b, i, &mut state);
                }
            }
        }
    }

    /// The definitions reaching the entry of `b`: the union over its predecessors' exits.
    fn incoming(&self, b: usize) -> State {
        let mut state = State::default();
        for &p in self.preds.get(&b).into_iter().flatten() {
            let mut out = self.block_in.get(&p).cloned().unwrap_or_default();
            for i in 0..self.blocks.insts[p].len() {
                self.step(p, i, &mut out);
            }
            for (u, ds) in out {
                let set = state.entry(u).or_default();
                for d in ds {
                    if let Err(at) = set.binary_search(&d) {
                        set.insert(at, d);
                    }
                }
            }
        }
        state
    }

    /// The state after instruction `i` of `b`: its writes replace (or, guarded, join) what
    /// reached before.
    fn step(&self, b: usize, i: usize, state: &mut State) {
        let l = &self.blocks.insts[b][i];
        let guarded = l.guard.is_some();
        for u in units_of(l, self.callees).0 {
            let d = self.defs[&(b, i, u)];
            let set = state.entry(u).or_default();
            if guarded {
                if let Err(at) = set.binary_search(&d) {
                    set.insert(at, d);
                }
            } else {
                *set = vec![d];
            }
        }
    }

    /// The web of the value a read of `u` sees in `state`: the definitions reaching it are
    /// one value (the entry's only when nothing else reaches).
    fn read_web(&mut self, u: Unit, state: &State) -> Def {
        let ds = state.get(&u).cloned().unwrap_or_default();
        let Some(&first) = ds.first() else {
            let d = self.entry_def(u);
            self.read.insert(d);
            return d;
        };
        for &d in &ds {
            self.webs.union(first, d);
            self.read.insert(d);
        }
        self.webs.find(first)
    }

    fn build(mut self, f: &SassFunction) -> Result<Renamed, RenameError> {
        // Pass 1: the web of every register operand, in the order the code is walked.
        let walk = self.walk_operands()?;
        // Pass 2: tuples group webs; one value per group. A group that would take a
        // register another value holds (a tuple ptxas builds piece by piece over a register
        // still in use) is not made from reads: those reads get a PACK instead.
        let no_skip = FxHashSet::default();
        let mut groups = Groups::of(&mut self.webs, &walk, &no_skip)?;
        let crowded = groups.crowded_webs(&mut self.webs, &walk);
        if !crowded.is_empty() {
            groups = Groups::of(&mut self.webs, &walk, &crowded)?;
        }
        self.emit(f, &walk, &groups)
    }

    /// Walks the code once with the final reaching definitions, recording for every
    /// instruction the web of each register it writes and reads.
    fn walk_operands(&mut self) -> Result<Vec<Vec<Walked>>, RenameError> {
        let mut out = Vec::new();
        for k in 0..self.order.len() {
            let b = self.order[k];
            let mut state = self.block_in.get(&b).cloned().unwrap_or_default();
            let mut block = Vec::new();
            for i in 0..self.blocks.insts[b].len() {
                let l = &self.blocks.insts[b][i];
                let mut w = Walked::default();
                for s in source_slots(l) {
                    let webs = s.units().map(|u| self.read_web((s.class, u), &state));
                    w.reads.push((s, webs.collect()));
                }
                let (defs, uses) = units_of(l, self.callees);
                // A call's and the predicate file's registers, one by one.
                let extra =
                    uses.len() - source_slots(l).map(|s| usize::from(s.width)).sum::<usize>();
                for &u in &uses[uses.len() - extra..] {
                    let web = self.read_web(u, &state);
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
                for u in defs {
                    w.writes.push((unit_slot(u), vec![self.defs[&(b, i, u)]]));
                }
                w.slots = l.defs.clone();
                self.step(b, i, &mut state);
                block.push(w);
            }
            out.push(block);
        }
        Ok(out)
    }

    fn emit(
        mut self,
        f: &SassFunction,
        walk: &[Vec<Walked>],
        groups: &Groups,
    ) -> Result<Renamed, RenameError> {
        let kind = if f.entry {
            FunctionKind::Entry
        } else {
            FunctionKind::Func
        };
        let mut func = Function::new(f.name.clone(), kind);
        func.ptx_line = f.line;
        let mut ptxas = Vec::new();
        for g in &groups.list {
            let v = func.new_vreg(g.class, g.width);
            ptxas.push(PhysReg {
                class: g.class,
                index: g.base,
            });
            if g.class == RegClass::R && g.base <= 1 && g.base + u16::from(g.width) > 1 {
                func.vregs[v.index()].fixed = Some(g.base);
            }
        }
        let block_id: FxHashMap<usize, usize> = self
            .order
            .iter()
            .enumerate()
            .map(|(k, &b)| (b, k))
            .collect();
        let blocks = self.blocks;
        let label_block = |t: &str| {
            blocks
                .labels
                .get(t)
                .and_then(|b| block_id.get(b))
                .map(|&k| BlockId::new(k))
        };
        let mut e = Emitter {
            groups,
            webs: &mut self.webs,
            func,
            ptxas,
            fixed: Vec::new(),
        };
        for (k, &b) in self.order.iter().enumerate() {
            e.func.blocks.push(Block {
                label: blocks.names[b].clone(),
                insts: Vec::new(),
                nounroll: false,
            });
            for (i, l) in blocks.insts[b].iter().enumerate() {
                let mut insts = e.inst(l, &walk[k][i], &label_block)?;
                e.func.blocks[k].insts.append(&mut insts);
            }
        }
        let Emitter {
            mut func,
            ptxas,
            mut fixed,
            ..
        } = e;
        // Registers read before any write: defined on entry, where ptxas had them.
        let mut live_in: Vec<VReg> = Vec::new();
        for (&u, &d) in &self.entry {
            if self.read.contains(&d) {
                let v = groups.value(&mut self.webs, d, u);
                if !live_in.contains(&v) {
                    live_in.push(v);
                }
            }
        }
        live_in.sort();
        // A device function's arguments arrive where the caller put them; in a kernel a read
        // of a register nothing wrote is of no value ptxas placed.
        if kind == FunctionKind::Func {
            fixed.extend(live_in.iter().copied());
        }
        for v in fixed {
            func.vregs[v.index()].fixed = Some(ptxas[v.index()].index);
        }
        if !live_in.is_empty() {
            if let Some(entry) = func.blocks.first_mut() {
                entry
                    .insts
                    .insert(0, Inst::new(Opcode::ARG, Mods::NONE, live_in, vec![]));
            }
        }
        if func.blocks.is_empty() {
            func.add_block("");
        }
        Ok(Renamed { func, ptxas })
    }
}

fn unit_slot((class, first): Unit) -> Slot {
    Slot {
        class,
        first,
        width: 1,
    }
}

/// One instruction's registers with their webs: reads (in source order, then the extra
/// reads of calls and the predicate file) and writes (one per register).
#[derive(Default)]
struct Walked {
    reads: Vec<(Slot, Vec<Def>)>,
    writes: Vec<(Slot, Vec<Def>)>,
    /// The definitions of each written register that reached the instruction.
    before: Vec<(Unit, Vec<Def>)>,
    /// The lifted destination slots.
    slots: Vec<Slot>,
}

/// One value: webs placed together.
struct Group {
    class: RegClass,
    base: u16,
    width: u8,
}

/// The webs grouped into values.
struct Groups {
    list: Vec<Group>,
    /// The group of each web representative.
    of_web: FxHashMap<Def, usize>,
}

impl Groups {
    /// Groups the webs: the registers a slot writes are one value, and so are the
    /// registers a slot reads unless one of their webs is in `unpacked` (those reads are
    /// packed when emitted).
    fn of(
        webs: &mut Webs,
        walk: &[Vec<Walked>],
        unpacked: &FxHashSet<Def>,
    ) -> Result<Groups, RenameError> {
        // Union-find over web representatives: a slot's registers are one value.
        let mut tuples = Webs {
            parent: (0..webs.parent.len() as u32).collect(),
        };
        let mut unit_of: FxHashMap<Def, Unit> = FxHashMap::default();
        let mut record = |webs: &mut Webs, slot: Slot, defs: &[Def], tuples: &mut Webs| {
            let reps: Vec<Def> = defs.iter().map(|&d| webs.find(d)).collect();
            for (u, &rep) in slot.units().zip(&reps) {
                unit_of.insert(rep, (slot.class, u));
            }
            // Quads at most (the wide accumulators are split into quads).
            for chunk in reps.chunks(4) {
                for &d in &chunk[1..] {
                    tuples.union(chunk[0], d);
                }
            }
        };
        for w in walk.iter().flatten() {
            for (slot, defs) in &w.reads {
                if defs.iter().any(|&d| unpacked.contains(&webs.find(d))) {
                    for (u, &d) in slot.units().zip(defs) {
                        let one = Slot {
                            first: u,
                            width: 1,
                            ..*slot
                        };
                        record(webs, one, &[d], &mut tuples);
                    }
                } else {
                    record(webs, *slot, defs, &mut tuples);
                }
            }
            for (slot, defs) in &w.writes {
                record(webs, *slot, defs, &mut tuples);
            }
            // A written slot's registers are one value too.
            for s in &w.slots {
                let defs: Vec<Def> = s
                    .units()
                    .filter_map(|u| {
                        w.writes
                            .iter()
                            .find(|(ws, _)| ws.class == s.class && ws.first == u)
                            .map(|(_, d)| d[0])
                    })
                    .collect();
                if defs.len() == usize::from(s.width) {
                    record(webs, *s, &defs, &mut tuples);
                }
            }
        }
        // Each tuple group's registers: the aligned range covering them.
        let mut span: FxHashMap<Def, (RegClass, u16, u16)> = FxHashMap::default();
        for (&rep, &(class, u)) in &unit_of {
            let root = tuples.find(rep);
            let e = span.entry(root).or_insert((class, u, u));
            e.1 = e.1.min(u);
            e.2 = e.2.max(u);
        }
        let mut list = Vec::new();
        let mut index_of_root: FxHashMap<Def, usize> = FxHashMap::default();
        let mut roots: Vec<Def> = span.keys().copied().collect();
        roots.sort();
        for root in roots {
            let (class, lo, hi) = span[&root];
            let width = [1u16, 2, 4]
                .into_iter()
                .find(|w| lo / w == hi / w)
                .ok_or_else(|| RenameError {
                    line: 0,
                    message: format!(
                        "registers {class}{lo}..{class}{hi} are used as one tuple wider than four"
                    ),
                })?;
            index_of_root.insert(root, list.len());
            list.push(Group {
                class,
                base: lo - lo % width,
                width: width as u8,
            });
        }
        let mut of_web = FxHashMap::default();
        for &rep in unit_of.keys() {
            of_web.insert(rep, index_of_root[&tuples.find(rep)]);
        }
        Ok(Groups { list, of_web })
    }

    /// The webs of the groups that some write of part of the group makes claim a register
    /// holding another value: the register's definitions reaching the write belong to
    /// another group.
    fn crowded_webs(&self, webs: &mut Webs, walk: &[Vec<Walked>]) -> FxHashSet<Def> {
        let mut crowded: FxHashSet<usize> = FxHashSet::default();
        for w in walk.iter().flatten() {
            for (s, d) in &w.writes {
                let v = self.value(webs, d[0], (s.class, s.first)).index();
                let g = &self.list[v];
                for u in g.base..g.base + u16::from(g.width) {
                    let unit = (g.class, u);
                    if w.writes.iter().any(|(ws, _)| (ws.class, ws.first) == unit) {
                        continue;
                    }
                    let Some((_, ds)) = w.before.iter().find(|(bu, _)| *bu == unit) else {
                        continue;
                    };
                    if !ds.is_empty() && ds.iter().all(|&o| self.value(webs, o, unit).index() != v)
                    {
                        crowded.insert(v);
                    }
                }
            }
        }
        self.of_web
            .iter()
            .filter(|(_, g)| crowded.contains(g))
            .map(|(&d, _)| d)
            .collect()
    }

    /// The value of web `d` (a register `u` of it).
    fn value(&self, webs: &mut Webs, d: Def, u: Unit) -> VReg {
        let rep = webs.find(d);
        let g = self.of_web.get(&rep).copied().unwrap_or_else(|| {
            self.list
                .iter()
                .position(|g| g.class == u.0 && g.base == u.1)
                .unwrap_or(0)
        });
        VReg::new(g)
    }

    /// The use of slot `s` read through web `d`: the whole value or the registers of it.
    fn read(&self, webs: &mut Webs, d: Def, s: Slot) -> RegUse {
        let v = self.value(webs, d, (s.class, s.first));
        let g = &self.list[v.index()];
        if g.base == s.first && g.width == s.width {
            RegUse::whole(v)
        } else {
            RegUse::part(v, (s.first - g.base) as u8, s.width.min(4))
        }
    }
}

/// Builds the IR instructions: each lifted instruction over the groups' values, after a
/// `PACK` for each tuple it reads that no one value holds whole (a pair ptxas built from two
/// 32-bit writes, or completed after a call wrote part of it): the IR reads tuples as
/// values, ptxas reads registers.
struct Emitter<'a> {
    groups: &'a Groups,
    webs: &'a mut Webs,
    func: Function,
    /// ptxas's register of every value (the groups', then the packs').
    ptxas: Vec<PhysReg>,
    /// Values that must stay where ptxas put them (call arguments and results).
    fixed: Vec<VReg>,
}

impl Emitter<'_> {
    /// The read of `slot` (at most a quad) whose registers' definitions are `defs`: a part of
    /// the one value holding them all, else a new tuple packed from them by an instruction
    /// added to `pre`.
    fn read(&mut self, slot: Slot, defs: &[Def], pre: &mut Vec<Inst>) -> RegUse {
        let unit = |k: usize| (slot.class, slot.first + k as u16);
        let v = self.groups.value(self.webs, defs[0], unit(0));
        let g = &self.groups.list[v.index()];
        let inside = g.base <= slot.first
            && slot.first + u16::from(slot.width) <= g.base + u16::from(g.width);
        let one_value =
            inside && (1..defs.len()).all(|k| self.groups.value(self.webs, defs[k], unit(k)) == v);
        if one_value {
            return self.groups.read(self.webs, defs[0], slot);
        }
        let parts: Vec<Operand> = (0..defs.len())
            .map(|k| {
                let one = Slot {
                    first: slot.first + k as u16,
                    width: 1,
                    ..slot
                };
                Operand::Reg(self.groups.read(self.webs, defs[k], one))
            })
            .collect();
        let t = self.func.new_vreg(slot.class, slot.width);
        self.ptxas.push(PhysReg {
            class: slot.class,
            index: slot.first,
        });
        pre.push(Inst::new(Opcode::PACK, Mods::NONE, vec![t], parts));
        RegUse::whole(t)
    }

    /// The reads of `slot` (wider than a quad: one per quad).
    fn reads(&mut self, slot: Slot, defs: &[Def], pre: &mut Vec<Inst>) -> Vec<RegUse> {
        (0..usize::from(slot.width).div_ceil(4))
            .map(|q| {
                let quad = Slot {
                    first: slot.first + 4 * q as u16,
                    width: slot.width.min(4),
                    ..slot
                };
                let end = (4 * q + usize::from(quad.width)).min(defs.len());
                self.read(quad, &defs[(4 * q).min(end)..end], pre)
            })
            .collect()
    }

    /// The instructions for one lifted instruction: its packs, then itself.
    fn inst(
        &mut self,
        l: &Lifted,
        w: &Walked,
        label_block: &impl Fn(&str) -> Option<BlockId>,
    ) -> Result<Vec<Inst>, RenameError> {
        let err = |message: &str| RenameError {
            line: l.line,
            message: message.to_string(),
        };
        let mut out = Vec::new();
        let mut reads = w.reads.iter();
        let next = |e: &mut Self,
                    reads: &mut std::slice::Iter<'_, (Slot, Vec<Def>)>,
                    out: &mut Vec<Inst>|
         -> Result<Vec<RegUse>, RenameError> {
            let (s, d) = reads
                .next()
                .ok_or_else(|| err("an operand without its registers"))?;
            Ok(e.reads(*s, d, out))
        };
        let guard = match l.guard {
            Some((_, negated)) => Some(Guard {
                pred: next(self, &mut reads, &mut out)?[0].vreg,
                negated,
            }),
            None => None,
        };
        let mut uses = Vec::new();
        for s in &l.sources {
            match s {
                Source::Reg(_) => {
                    uses.extend(
                        next(self, &mut reads, &mut out)?
                            .into_iter()
                            .map(Operand::Reg),
                    );
                }
                Source::Mem { base, offset } => {
                    let base = match base {
                        Some(_) => Some(next(self, &mut reads, &mut out)?[0]),
                        None => None,
                    };
                    uses.push(Operand::Mem {
                        base,
                        offset: *offset,
                    });
                }
                Source::Branch(t) => uses.push(Operand::Block(
                    label_block(t).ok_or_else(|| err("a branch to an unknown label"))?,
                )),
                Source::Plain(o) => uses.push(*o),
            }
        }
        // The extra reads of a call and of the predicate file.
        let is_call = l.call.is_some();
        while reads.len() > 0 {
            for r in next(self, &mut reads, &mut out)? {
                if is_call {
                    self.fixed.push(r.vreg);
                }
                uses.push(Operand::Reg(r));
            }
        }
        let defs = self.writes(w, is_call, &mut uses);
        let mut inst = Inst::new(l.op, l.mods, defs, uses);
        inst.guard = guard;
        inst.ptx_line = l.line;
        if is_call {
            inst.clobbers = clobbers(w);
        }
        for pack in &mut out {
            pack.ptx_line = l.line;
        }
        out.push(inst);
        Ok(out)
    }

    /// The values an instruction writes; a write of part of a value keeps the rest, so the
    /// registers of the value that reach it are added to `uses` (they stay live through it).
    fn writes(&mut self, w: &Walked, is_call: bool, uses: &mut Vec<Operand>) -> Vec<VReg> {
        let mut defs: Vec<VReg> = Vec::new();
        for (s, d) in &w.writes {
            let v = self.groups.value(self.webs, d[0], (s.class, s.first));
            if !defs.contains(&v) {
                defs.push(v);
            }
        }
        for &v in &defs {
            let g = &self.groups.list[v.index()];
            let (class, base, width) = (g.class, g.base, g.width);
            let mut written_all = true;
            for u in base..base + u16::from(width) {
                let unit = (class, u);
                let written = w.writes.iter().any(|(s, d)| {
                    (s.class, s.first) == unit && self.groups.value(self.webs, d[0], unit) == v
                });
                written_all &= written;
                let kept = !written
                    && w.before
                        .iter()
                        .filter(|(bu, _)| *bu == unit)
                        .flat_map(|(_, ds)| ds)
                        .any(|&d| self.groups.value(self.webs, d, unit) == v);
                if kept {
                    uses.push(Operand::Reg(RegUse::part(v, (u - base) as u8, 1)));
                }
            }
            // A call's results sit where the callee writes them; a value it writes only
            // part of is left free, since the rest may hold other values across the call.
            if is_call && written_all {
                self.fixed.push(v);
            }
        }
        defs
    }
}

/// The registers a call destroys: every one its callee writes.
fn clobbers(w: &Walked) -> thin_vec::ThinVec<Clobber> {
    w.writes
        .iter()
        .map(|(s, _)| Clobber {
            class: s.class,
            first: s.first,
            count: 1,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::print::print_inst;
    use crate::sass::parse_listing;

    /// A kernel listing around `body` (instruction lines and labels, without addresses).
    fn kernel(body: &str) -> Renamed {
        let mut text = String::from(
            "\t.section\t.text.k,\"ax\",@progbits\n\t.other k,@\"STO_CUDA_ENTRY STV_DEFAULT\"\nk:\n",
        );
        let mut addr = 0;
        for line in body.lines().map(str::trim).filter(|l| !l.is_empty()) {
            if line.ends_with(':') {
                text.push_str(&format!("{line}\n"));
            } else {
                text.push_str(&format!("        /*{addr:04x}*/ {line} ;\n"));
                addr += 0x10;
            }
        }
        let listing = parse_listing(&text, "k.sass").expect("the snippet parses");
        let f = &listing.functions[0];
        rename(f, &function_summaries(&listing.functions)).expect("the snippet renames")
    }

    fn listing(r: &Renamed) -> Vec<String> {
        r.func
            .insts()
            .map(|(_, i)| print_inst(&r.func, i))
            .collect()
    }

    #[test]
    fn a_register_reused_for_unrelated_data_is_two_values() {
        let r = kernel(
            "S2R R0, SR_TID.X
             STG.E [R2.64], R0
             S2R R0, SR_CTAID.X
             STG.E [R2.64+0x4], R0
             EXIT",
        );
        let text = listing(&r);
        // R0 twice, R2:R3 once (read, never written: defined on entry).
        assert_eq!(r.func.vregs.len(), 3, "{text:#?}");
        assert_ne!(
            r.func.blocks[0].insts[1].defs,
            r.func.blocks[0].insts[3].defs
        );
    }

    #[test]
    fn the_definitions_of_a_diamond_that_reach_one_read_are_one_value() {
        // Both arms write R4; the join reads it: one value, placed where ptxas put it.
        let r = kernel(
            "S2R R0, SR_TID.X
             ISETP.GE.AND P0, PT, R0, 0x10, PT
             @P0 BRA `(.L_x_1)
             MOV R4, 0x1
             BRA `(.L_x_2)
             .L_x_1:
             MOV R4, 0x2
             .L_x_2:
             IADD3 R5, R4, R0, RZ
             STG.E [R2.64], R5
             EXIT",
        );
        let defs_of_r4: Vec<VReg> = r
            .func
            .insts()
            .filter(|(_, i)| i.op == Opcode::MOV)
            .map(|(_, i)| i.defs[0])
            .collect();
        assert_eq!(defs_of_r4.len(), 2);
        assert_eq!(defs_of_r4[0], defs_of_r4[1], "{:#?}", listing(&r));
        assert_eq!(
            r.ptxas[defs_of_r4[0].index()],
            PhysReg {
                class: RegClass::R,
                index: 4
            }
        );
        assert_eq!(r.func.blocks.len(), 4);
    }

    #[test]
    fn a_loop_carried_pair_updated_half_by_half_is_one_pair() {
        // IMAD.WIDE writes R2:R3; the loop bumps the low half with a carry into the high
        // half and reads the pair as an address: one pair value, whose high half a write of
        // the low half keeps (reads).
        let r = kernel(
            "S2R R0, SR_TID.X
             IMAD.WIDE R2, R0, 0x4, RZ
             .L_x_0:
             LDG.E R5, [R2.64]
             IADD3 R2, P0, R2, 0x4, RZ
             IADD3.X R3, RZ, R3, RZ, P0, !PT
             ISETP.NE.AND P1, PT, R5, RZ, PT
             @P1 BRA `(.L_x_0)
             EXIT",
        );
        let pairs: Vec<usize> = (0..r.func.vregs.len())
            .filter(|&v| r.func.vregs[v].width == 2 && r.ptxas[v].index == 2)
            .collect();
        assert_eq!(pairs.len(), 1, "{:#?}", listing(&r));
        let low_bump = r
            .func
            .insts()
            .find(|(_, i)| i.op == Opcode::IADD3 && i.mods.is_empty())
            .map(|(_, i)| i.clone())
            .expect("the low half's add");
        // The pair and the carry predicate.
        assert_eq!(low_bump.defs[0], VReg::new(pairs[0]));
        assert_eq!(r.func.vreg(low_bump.defs[1]).class, RegClass::P);
        assert!(
            low_bump
                .reg_uses()
                .any(|u| u.vreg.index() == pairs[0] && u.offset == 1),
            "the high half is kept: {:#?}",
            listing(&r)
        );
    }

    #[test]
    fn a_pair_built_over_a_register_in_use_is_packed_where_it_is_read() {
        // R3 still holds the block index when R2, the low half of the address pair, is
        // written: the pair cannot be one value from that write on, so its halves stay
        // single values and a PACK joins them for the store.
        let r = kernel(
            "S2R R0, SR_TID.X
             S2R R3, SR_CTAID.X
             MOV R2, 0x10
             STG.E [R4.64], R3
             MOV R3, 0x20
             STG.E [R2.64], R0
             EXIT",
        );
        let text = listing(&r);
        let (at, pack) = r
            .func
            .insts()
            .enumerate()
            .find(|(_, (_, i))| i.op == Opcode::PACK)
            .map(|(k, (_, i))| (k, i.clone()))
            .unwrap_or_else(|| panic!("no PACK: {text:#?}"));
        let v = pack.defs[0];
        assert_eq!((r.func.vreg(v).width, r.ptxas[v.index()].index), (2, 2));
        // Right before the store that reads the pair, from the two halves.
        assert!(text[at + 1].starts_with("STG"), "{text:#?}");
        assert_eq!(pack.uses.len(), 2, "{text:#?}");
    }

    #[test]
    fn the_stack_pointer_stays_in_r1() {
        let r = kernel("MOV R1, c[0x0][0x28]\nEXIT");
        assert_eq!(r.func.vregs[0].fixed, Some(1));
    }
}
