//! The list schedulers of one block: latency first within a pressure limit (top-down), and
//! register-saving (bottom-up).

use super::dag::Dag;
use super::ready::{Bounds, Pressure, Rank, ReadySet};
use super::{BlockFacts, Sink};

/// Peak GPR pressure of the block run in `order`, from the values live out of the block.
pub(super) fn order_pressure(facts: &BlockFacts, order: &[usize], live_out: &[u32]) -> u32 {
    let nv = facts.is_r.len();
    let gpr = |v: u32| facts.is_r.get(v as usize).copied().unwrap_or(false);
    let mut live = vec![false; nv];
    let mut cur = 0u32;
    for &v in live_out {
        if gpr(v) {
            live[v as usize] = true;
            cur += facts.width[v as usize];
        }
    }
    let mut peak = cur;
    for &k in order.iter().rev() {
        let mut dead_defs = 0;
        for &d in facts.defs.get(k) {
            if !gpr(d) {
                continue;
            }
            let d = d as usize;
            if live[d] {
                if !facts.guarded[k] {
                    live[d] = false;
                    cur -= facts.width[d];
                }
            } else {
                dead_defs += facts.width[d];
            }
        }
        peak = peak.max(cur + dead_defs);
        for &u in facts.reads.get(k) {
            if gpr(u) && !live[u as usize] {
                live[u as usize] = true;
                cur += facts.width[u as usize];
            }
        }
        peak = peak.max(cur);
    }
    peak
}

/// The register-saving schedule, built from the end of the block upwards: at each step the
/// instruction that makes the fewest registers live above it, among equals the one
/// defining a value the most recently placed instructions read (depth-first: one
/// computation is finished before another is started), then the latest in the PTX.
///
/// An instruction's pressure change depends only on whether its values are live, so it is
/// kept per instruction and recomputed when one of its values changes liveness.
pub(super) fn bottom_up(dag: &Dag, facts: &BlockFacts, live_out: &[u32]) -> Vec<usize> {
    let n = facts.guarded.len();
    let nv = facts.is_r.len();
    let mut live = vec![false; nv];
    // When each value was last read (placement step), and per ready instruction the latest
    // read of a value it defines. That cannot change while the instruction waits: every
    // read of a value it defines that is placed later is one of its successors.
    let mut wanted = vec![0u32; nv];
    for v in live_out.iter().map(|&v| v as usize) {
        if facts.is_r.get(v).copied().unwrap_or(false) {
            live[v] = true;
        }
    }
    // Registers made live above the instruction (uses not yet live, less the values it
    // writes that are live below it and that it neither reads nor writes under a guard).
    let change = |k: usize, live: &[bool]| -> i64 {
        let mut d = 0i64;
        let reads = facts.reads.get(k);
        for &dv in facts.defs.get(k) {
            let dv = dv as usize;
            if facts.is_r[dv]
                && live[dv]
                && !facts.guarded[k]
                && reads.binary_search(&(dv as u32)).is_err()
            {
                d -= i64::from(facts.width[dv]);
            }
        }
        for &u in reads {
            let u = u as usize;
            if facts.is_r[u] && !live[u] {
                d += i64::from(facts.width[u]);
            }
        }
        d
    };
    let mut cached = vec![0i64; n];
    let mut stale = vec![true; n];
    let mut was_live: Vec<bool> = Vec::new();
    let mut nsuccs: Vec<u32> = (0..n).map(|k| dag.succs.get(k).len() as u32).collect();
    let latest_read = |k: usize, wanted: &[u32]| {
        facts
            .defs
            .get(k)
            .iter()
            .filter(|&&dv| facts.is_r[dv as usize])
            .map(|&dv| wanted[dv as usize])
            .max()
            .unwrap_or(0)
    };
    let mut recent = vec![0u32; n];
    let mut ready: Vec<usize> = (0..n).filter(|&k| nsuccs[k] == 0).collect();
    let mut order = Vec::with_capacity(n);
    let mut clock = 1u32;
    while !ready.is_empty() {
        let mut best: Option<(i64, u32, usize, usize)> = None;
        for (pos, &k) in ready.iter().enumerate() {
            if stale[k] {
                cached[k] = change(k, &live);
                stale[k] = false;
            }
            debug_assert_eq!(recent[k], latest_read(k, &wanted));
            let key = (-cached[k], recent[k], k, pos);
            if best.is_none_or(|b| (key.0, key.1, key.2) > (b.0, b.1, b.2)) {
                best = Some(key);
            }
        }
        let Some((_, _, _, pos)) = best else { break };
        let k = ready.swap_remove(pos);
        order.push(k);
        clock += 1;
        let touched = facts.touched.get(k);
        was_live.clear();
        was_live.extend(touched.iter().map(|&v| live[v as usize]));
        if !facts.guarded[k] {
            for &dv in facts.defs.get(k) {
                if facts.is_r[dv as usize] {
                    live[dv as usize] = false;
                }
            }
        }
        for &u in facts.reads.get(k) {
            if facts.is_r[u as usize] {
                live[u as usize] = true;
                wanted[u as usize] = clock;
            }
        }
        for (&v, &before) in touched.iter().zip(&was_live) {
            if live[v as usize] != before {
                for &j in facts.users.get(v as usize) {
                    stale[j as usize] = true;
                }
            }
        }
        for &p in dag.preds.get(k) {
            nsuccs[p as usize] -= 1;
            if nsuccs[p as usize] == 0 {
                recent[p as usize] = latest_read(p as usize, &wanted);
                ready.push(p as usize);
            }
        }
    }
    if order.len() != n {
        return (0..n).collect();
    }
    order.reverse();
    order
}

/// `order` with its loads issued no earlier than their latency needs, as ptxas does.
///
/// The top-down schedule issues a load as soon as its address is ready, which spends a
/// register from there to the load's first use. ptxas keeps a load only so far ahead of its
/// first use (`tests/golden/passes/sched_load_window.ptx`: with registers to spare, each
/// shared load of an unrolled multiply-add loop stays 38–47 instructions above its first
/// use, two pairs of quads in flight), so here every load moves down to at most twice its
/// latency (in instructions) above its first successor — looking through a barrier to what
/// the barrier orders — and every barrier then moves down to right after the last access
/// it orders, where the top-down schedule would have issued it.
pub(super) fn sink(dag: &Dag, facts: &BlockFacts, order: &[usize]) -> Vec<usize> {
    let n = order.len();
    let mut pos = vec![0usize; n];
    for (p, &k) in order.iter().enumerate() {
        pos[k] = p;
    }
    // Sort keys per position: the slot an instruction goes at (its own if it stays), then
    // whether it goes before the instruction staying there (0) or is that one (1), then the
    // top-down order.
    let mut keys: Vec<(u32, u8, u32)> = (0..n as u32).map(|p| (p, 1, p)).collect();
    // Per position of a load or barrier: the earliest slot of its successors, a barrier's
    // looked through (only those two kinds read it).
    let mut first = vec![n as u32; n];
    for p in (0..n).rev() {
        let k = order[p];
        if facts.sink[k] == Sink::Stay {
            continue;
        }
        first[p] = dag
            .succs
            .get(k)
            .iter()
            .map(|&s| {
                let q = pos[s as usize];
                match facts.sink[s as usize] {
                    Sink::Barrier => first[q],
                    _ => keys[q].0,
                }
            })
            .min()
            .unwrap_or(n as u32);
        if let Sink::Load(window) = facts.sink[k] {
            keys[p] = ((p as u32).max(first[p].saturating_sub(window)), 0, p as u32);
        }
    }
    for p in 0..n {
        let k = order[p];
        if facts.sink[k] == Sink::Barrier {
            // Right after a predecessor: its slot and side, then this position, which
            // follows the predecessor's.
            let after_preds = dag.preds.get(k).iter().map(|&q| {
                let (slot, side, _) = keys[pos[q as usize]];
                (slot, side, p as u32)
            });
            keys[p] = after_preds.fold(keys[p], Ord::max);
        }
    }
    let mut by_key: Vec<usize> = (0..n).collect();
    by_key.sort_by_key(|&p| keys[p]);
    by_key.into_iter().map(|p| order[p]).collect()
}

/// A top-down order with its peak pressure and the limits it is the schedule for: a limit
/// only decides which instructions are too costly to issue, so every limit that decides
/// alike gives the same order.
pub(super) struct TopDownRun {
    pub order: Vec<usize>,
    pub pressure: u32,
    /// The GPR limits `lo..hi` that give this order.
    lo: i64,
    hi: i64,
    /// The predicate limit it was scheduled under.
    predicates: u32,
}

impl TopDownRun {
    /// Whether this is the order for `limit` GPRs and `predicates` predicates.
    pub fn gives(&self, limit: u32, predicates: u32) -> bool {
        predicates == self.predicates && (self.lo..self.hi).contains(&i64::from(limit))
    }
}

/// The register file a value counts against in the pressure the scheduler watches.
#[derive(Clone, Copy, PartialEq, Eq)]
enum File {
    Gpr,
    Predicate,
    Other,
}

impl File {
    /// The pressure counter of the file (GPRs, predicates), `None` when it is not watched.
    #[inline]
    fn slot(self) -> Option<usize> {
        match self {
            File::Gpr => Some(0),
            File::Predicate => Some(1),
            File::Other => None,
        }
    }
}

/// What the pressure change of an instruction reads of one of its values: whether it is
/// live, read once more, and written no more.
type ValueFacts = (bool, bool, bool);

/// The latency-first schedule within the pressure limits (see the module docs): `limit`
/// GPRs, and `predicates` predicate registers, which a kernel has only a few of (an
/// instruction that would exceed them waits while anything else can issue, so a predicate
/// is computed near the instructions it guards instead of all of them at the top).
///
/// An instruction's pressure change depends on whether each of its values is live, is read
/// once more and is written no more; it is kept per instruction and recomputed when one of
/// those facts changes for one of its values.
pub(super) fn top_down(
    dag: &Dag,
    facts: &BlockFacts,
    live_in: &[u32],
    live_out: &[u32],
    limit: u32,
    predicates: u32,
) -> TopDownRun {
    let n = facts.guarded.len();
    let mut s = TopDown::new(dag, facts, live_in, live_out);
    // The limits that decide alike: at least every cost let through, below every cost
    // turned away.
    let mut bounds = Bounds::default();
    let mut ready = ReadySet::new(n);
    for k in 0..n {
        if s.npreds[k] == 0 {
            s.make_ready(k, &mut ready);
        }
    }
    let mut order = Vec::with_capacity(n);
    // The highest instruction that keeps within the limits or adds nothing to the pressure;
    // among equally high ones the one that adds the fewest registers (frees the most: the
    // tail of a computation before the start of the next, as ptxas finishes
    // `hash_table_lookup`'s 128-bit multiply before the sign extension the PTX writes
    // between), then the earliest in the PTX. Otherwise save registers: one within the
    // predicate limit first, then the one that adds the fewest GPRs; among equals one that
    // is not a load, then the one reading the most recently computed value (finish the
    // computation in hand before starting another), then the earliest in the PTX.
    let limits = [i64::from(limit), i64::from(predicates)];
    while let Some(k) = ready.take(
        &Pressure {
            live: s.pressure,
            limit: limits,
        },
        &mut bounds,
    ) {
        debug_assert_eq!(s.rank(k).recent, ready.rank(k).recent);
        order.push(k);
        s.issue(k, &mut ready);
    }
    if order.len() != n {
        // A cycle cannot happen (edges only go forward); keep the block as it was if it did.
        order = (0..n).collect();
    } else {
        order = sink(dag, facts, &order);
    }
    TopDownRun {
        pressure: order_pressure(facts, &order, live_out),
        order,
        lo: bounds.lo,
        hi: bounds.hi,
        predicates,
    }
}

/// A top-down schedule in progress: what each value still waits for, the pressure so far,
/// and each instruction's pressure change.
struct TopDown<'a> {
    dag: &'a Dag,
    facts: &'a BlockFacts,
    /// Per value: its register file.
    file: Vec<File>,
    /// Per value: its reads and definitions not yet issued.
    reads_left: Vec<u32>,
    defs_left: Vec<u32>,
    /// Per value: whether it is live out of the block.
    out_set: Vec<bool>,
    /// Per value: whether it is live now.
    live: Vec<bool>,
    /// Live GPRs and live predicates.
    pressure: [i64; 2],
    /// Per instruction: its pressure change, valid unless stale.
    cached: Vec<[i64; 2]>,
    stale: Vec<bool>,
    /// Per instruction: its predecessors not yet issued.
    npreds: Vec<u32>,
    /// When each value was defined (schedule position), for the register-saving choice.
    /// Per ready instruction the latest definition among its reads cannot change while the
    /// instruction waits: an earlier definition of a value it reads is a predecessor, and a
    /// later one depends on it (the graph's anti-dependences).
    born: Vec<u32>,
    /// Schedule position of the last issued instruction.
    clock: u32,
    /// Scratch of [`TopDown::issue`]: the facts of the issued instruction's values before
    /// it, and the ready instructions whose pressure change must be recomputed.
    before: Vec<ValueFacts>,
    dirty: Vec<usize>,
}

impl<'a> TopDown<'a> {
    /// The state before the first instruction: every value's file and remaining reads and
    /// definitions, and the pressure of the values live into the block.
    fn new(dag: &'a Dag, facts: &'a BlockFacts, live_in: &[u32], live_out: &[u32]) -> Self {
        let n = facts.guarded.len();
        let nv = facts.is_r.len();
        let file: Vec<File> = (0..nv)
            .map(|v| {
                if facts.is_r[v] {
                    File::Gpr
                } else if facts.is_p[v] {
                    File::Predicate
                } else {
                    File::Other
                }
            })
            .collect();
        let mut reads_left = vec![0u32; nv];
        let mut defs_left = vec![0u32; nv];
        for k in 0..n {
            for &v in facts.reads.get(k) {
                reads_left[v as usize] += 1;
            }
            for &d in facts.defs.get(k) {
                defs_left[d as usize] += 1;
            }
        }
        let mut out_set = vec![false; nv];
        for &v in live_out {
            if let Some(o) = out_set.get_mut(v as usize) {
                *o = true;
            }
        }
        let mut live = vec![false; nv];
        let mut pressure = [0i64; 2];
        for v in live_in.iter().map(|&v| v as usize) {
            if let Some(c) = file.get(v).and_then(|&f| f.slot()) {
                live[v] = true;
                pressure[c] += i64::from(facts.width[v]);
            }
        }
        TopDown {
            dag,
            facts,
            file,
            reads_left,
            defs_left,
            out_set,
            live,
            pressure,
            cached: vec![[0i64; 2]; n],
            stale: vec![true; n],
            npreds: (0..n).map(|k| dag.preds.get(k).len() as u32).collect(),
            born: vec![0u32; nv],
            clock: 1,
            before: Vec::new(),
            dirty: Vec::new(),
        }
    }

    /// Whether value `v` stays live after the current point: read again, or live out of the
    /// block with no definition left to replace it.
    #[inline]
    fn needed_after(&self, v: usize) -> bool {
        self.reads_left[v] > 0 || (self.out_set[v] && self.defs_left[v] == 0)
    }

    /// The pressure change (GPRs, predicates) if `k` were issued now.
    fn delta(&self, k: usize) -> [i64; 2] {
        let mut d = [0i64; 2];
        let defs = self.facts.defs.get(k);
        for &v in self.facts.reads.get(k) {
            let v = v as usize;
            let Some(c) = self.file[v].slot() else {
                continue;
            };
            if self.live[v]
                && self.reads_left[v] == 1
                && !defs.contains(&(v as u32))
                && !(self.out_set[v] && self.defs_left[v] == 0)
            {
                d[c] -= i64::from(self.facts.width[v]);
            }
        }
        for &dv in defs {
            let dv = dv as usize;
            let Some(c) = self.file[dv].slot() else {
                continue;
            };
            // A predicate nothing reads (an add's carry-out, which SASS hands straight to
            // the high step) holds no predicate register beyond its instruction.
            let unread = c == 1 && self.reads_left[dv] == 0 && !self.out_set[dv];
            if !self.live[dv] && !unread {
                d[c] += i64::from(self.facts.width[dv]);
            }
        }
        d
    }

    /// What [`TopDown::delta`] reads of value `v`.
    #[inline]
    fn value_facts(&self, v: usize) -> ValueFacts {
        (
            self.live[v],
            self.reads_left[v] == 1,
            self.defs_left[v] == 0,
        )
    }

    /// The tie-breaking keys of `k`: its latency height, whether it is a load, and the
    /// newest definition among its reads.
    fn rank(&self, k: usize) -> Rank {
        Rank {
            height: self.dag.height[k],
            load: self.facts.load[k],
            recent: self
                .facts
                .reads
                .get(k)
                .iter()
                .map(|&v| self.born[v as usize])
                .max()
                .unwrap_or(0),
        }
    }

    /// Puts `k`, whose predecessors have all issued, in the ready set with its pressure
    /// change.
    fn make_ready(&mut self, k: usize, ready: &mut ReadySet) {
        if self.stale[k] {
            self.cached[k] = self.delta(k);
            self.stale[k] = false;
        }
        ready.insert(k, self.rank(k), self.cached[k]);
    }

    /// Issues `k`: updates liveness and pressure, recomputes the pressure changes its values'
    /// new facts make stale, and readies the successors it was the last predecessor of.
    fn issue(&mut self, k: usize, ready: &mut ReadySet) {
        self.clock += 1;
        let facts = self.facts;
        let touched = facts.touched.get(k);
        let mut before = std::mem::take(&mut self.before);
        before.clear();
        before.extend(touched.iter().map(|&v| self.value_facts(v as usize)));
        self.update_liveness(k);
        self.mark_stale(touched, &before, ready);
        self.before = before;
        for &s in self.dag.succs.get(k) {
            let s = s as usize;
            self.npreds[s] -= 1;
            if self.npreds[s] == 0 {
                self.make_ready(s, ready);
            }
        }
    }

    /// The effect of issuing `k` on its values: definitions are born, one read and one
    /// definition fewer remain, values not needed any more die, definitions needed later
    /// become live.
    fn update_liveness(&mut self, k: usize) {
        let facts = self.facts;
        for &d in facts.defs.get(k) {
            self.born[d as usize] = self.clock;
        }
        for &v in facts.reads.get(k) {
            self.reads_left[v as usize] -= 1;
        }
        for &d in facts.defs.get(k) {
            self.defs_left[d as usize] -= 1;
        }
        for &v in facts.reads.get(k) {
            let v = v as usize;
            let Some(c) = self.file[v].slot() else {
                continue;
            };
            if self.live[v] && !self.needed_after(v) {
                self.live[v] = false;
                self.pressure[c] -= i64::from(facts.width[v]);
            }
        }
        for &d in facts.defs.get(k) {
            let d = d as usize;
            let Some(c) = self.file[d].slot() else {
                continue;
            };
            let need = self.needed_after(d);
            if need && !self.live[d] {
                self.live[d] = true;
                self.pressure[c] += i64::from(facts.width[d]);
            } else if !need && self.live[d] {
                self.live[d] = false;
                self.pressure[c] -= i64::from(facts.width[d]);
            }
        }
    }

    /// Instructions reading or writing a value whose facts changed (from `before`) have a
    /// new pressure change: computed at once when they are ready, when they become ready
    /// otherwise.
    fn mark_stale(&mut self, touched: &[u32], before: &[ValueFacts], ready: &mut ReadySet) {
        for (&v, &was) in touched.iter().zip(before) {
            if self.value_facts(v as usize) != was {
                for &j in self.facts.users.get(v as usize) {
                    let j = j as usize;
                    if !self.stale[j] {
                        self.stale[j] = true;
                        if ready.contains(j) {
                            self.dirty.push(j);
                        }
                    }
                }
            }
        }
        let mut dirty = std::mem::take(&mut self.dirty);
        for j in dirty.drain(..) {
            self.cached[j] = self.delta(j);
            self.stale[j] = false;
            ready.update(j, self.cached[j]);
        }
        self.dirty = dirty;
    }
}
