//! The ready set of the top-down scheduler, grouped by pressure change.
//!
//! Each step admits the instructions whose pressure change keeps within the limits and takes
//! the highest of them, or, when none is admitted, the one that saves the most registers.
//! Whether an instruction is admitted depends only on its pressure change, and a block's
//! ready instructions share a handful of changes, so they are kept in one group per change:
//! a step looks at each group once (its highest member comes from a heap) instead of at
//! every ready instruction, which made wide blocks quadratic.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rustc_hash::FxHashMap;

/// An instruction's pressure change if issued: GPRs and predicates.
pub(super) type Delta = [i64; 2];

/// What the choice of the next instruction depends on besides the ready instructions.
#[derive(Clone, Copy, Debug)]
pub(super) struct Pressure {
    /// Live GPRs and live predicates.
    pub live: [i64; 2],
    /// The GPR limit and the predicate limit.
    pub limit: [i64; 2],
}

/// What never changes about an instruction while it waits: the keys the choice breaks ties
/// with.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Rank {
    /// Latency height: the higher is issued first while registers are free.
    pub height: u32,
    /// Loads only add a value; under pressure anything else goes first.
    pub load: bool,
    /// The schedule position of the newest value it reads: under pressure, the computation
    /// in hand is finished first.
    pub recent: u32,
}

/// The limits that decide a step alike: at least every admitted cost, below every cost
/// turned away (see [`super::list::TopDownRun`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Bounds {
    pub lo: i64,
    pub hi: i64,
}

impl Default for Bounds {
    fn default() -> Self {
        Bounds {
            lo: i64::MIN,
            hi: i64::MAX,
        }
    }
}

/// Whether an instruction with pressure change `delta` keeps within the predicate limit.
fn predicates_fit(delta: Delta, p: &Pressure) -> bool {
    delta[1] <= 0 || p.live[1] + delta[1] <= p.limit[1]
}

/// Whether an instruction with pressure change `delta` is admitted under `p`, narrowing
/// `bounds` to the GPR limits that admit or refuse it alike: `(predicates fit, admitted)`.
fn admits(delta: Delta, p: &Pressure, bounds: &mut Bounds) -> (bool, bool) {
    let d = delta[0];
    let predicates_fit = predicates_fit(delta, p);
    let admitted = if !predicates_fit {
        false
    } else if d <= 0 {
        true
    } else if p.live[0] + d > p.limit[0] {
        bounds.hi = bounds.hi.min(p.live[0] + d);
        false
    } else {
        bounds.lo = bounds.lo.max(p.live[0] + d);
        true
    };
    (predicates_fit, admitted)
}

/// Height, GPRs saved, instruction (reversed): see [`admitted_key`].
type AdmittedKey = (u32, i64, Reverse<u32>);

/// Predicates fit, GPRs saved, not a load, newest value read, instruction (reversed): see
/// [`saving_key`].
type SavingKey = (bool, i64, bool, u32, Reverse<u32>);

/// The order of preference among admitted instructions (greater first): the highest, then
/// the one adding the fewest registers, then the earliest in the PTX.
fn admitted_key(rank: &Rank, delta: Delta, k: u32) -> AdmittedKey {
    (rank.height, -delta[0], Reverse(k))
}

/// The order of preference when nothing is admitted (greater first): one within the
/// predicate limit, then the fewest GPRs added, then not a load, then the newest value
/// read, then the earliest in the PTX.
fn saving_key(rank: &Rank, delta: Delta, fit: bool, k: u32) -> SavingKey {
    (fit, -delta[0], !rank.load, rank.recent, Reverse(k))
}

const NOT_READY: u32 = u32::MAX;

/// The greatest entry of `heap` that is `current`, dropping the stale ones above it.
fn top<T: Ord + Copy>(heap: &mut BinaryHeap<T>, current: impl Fn(&T) -> bool) -> Option<T> {
    while let Some(e) = heap.peek() {
        if current(e) {
            return Some(*e);
        }
        heap.pop();
    }
    None
}

/// The ready instructions with one pressure change.
struct Group {
    delta: Delta,
    /// How many ready instructions it holds.
    size: u32,
    /// Members by height, then earliest first; entries of instructions that left the group
    /// stay until they reach the top.
    by_height: BinaryHeap<(u32, Reverse<u32>)>,
    /// Members by the saving key's last terms (see [`saving_key`]), kept the same way.
    by_saving: BinaryHeap<(bool, u32, Reverse<u32>)>,
    /// Position in [`ReadySet::active`] while the group has members.
    active_at: u32,
}

/// The ready instructions of one block, grouped by pressure change.
pub(super) struct ReadySet {
    groups: Vec<Group>,
    group_of_delta: FxHashMap<Delta, u32>,
    /// The groups with members.
    active: Vec<u32>,
    /// Per instruction: its group while ready.
    group: Vec<u32>,
    rank: Vec<Rank>,
}

impl ReadySet {
    /// An empty set for a block of `n` instructions.
    pub fn new(n: usize) -> ReadySet {
        ReadySet {
            groups: Vec::new(),
            group_of_delta: FxHashMap::default(),
            active: Vec::new(),
            group: vec![NOT_READY; n],
            rank: vec![Rank::default(); n],
        }
    }

    pub fn contains(&self, k: usize) -> bool {
        self.group[k] != NOT_READY
    }

    /// The rank `k` was made ready with.
    pub fn rank(&self, k: usize) -> Rank {
        self.rank[k]
    }

    /// Makes `k` ready with pressure change `delta`.
    pub fn insert(&mut self, k: usize, rank: Rank, delta: Delta) {
        debug_assert!(!self.contains(k));
        self.rank[k] = rank;
        self.join(k, delta);
    }

    /// Gives the ready instruction `k` its new pressure change.
    pub fn update(&mut self, k: usize, delta: Delta) {
        let g = self.group[k];
        if self.groups[g as usize].delta != delta {
            self.leave(k);
            self.join(k, delta);
        }
    }

    /// Takes the instruction to issue next under `p` out of the set, narrowing `bounds`.
    pub fn take(&mut self, p: &Pressure, bounds: &mut Bounds) -> Option<usize> {
        let mut best: Option<AdmittedKey> = None;
        let mut save: Option<(bool, i64)> = None;
        for &g in &self.active {
            let group = &mut self.groups[g as usize];
            let (fit, admitted) = admits(group.delta, p, bounds);
            if admitted {
                let (_, Reverse(k)) = top(&mut group.by_height, |&(_, Reverse(k))| {
                    self.group[k as usize] == g
                })?;
                let key = admitted_key(&self.rank[k as usize], group.delta, k);
                best = best.max(Some(key));
            } else if best.is_none() {
                save = save.max(Some((fit, -group.delta[0])));
            }
        }
        let k = match (best, save) {
            (Some((.., Reverse(k))), _) => k,
            // Groups differing only in predicates share the saving key's first terms.
            (None, Some(first @ (fit, _))) => {
                let mut chosen: Option<SavingKey> = None;
                for &g in &self.active {
                    let group = &mut self.groups[g as usize];
                    if (predicates_fit(group.delta, p), -group.delta[0]) != first {
                        continue;
                    }
                    let (.., Reverse(k)) = top(&mut group.by_saving, |&(.., Reverse(k))| {
                        self.group[k as usize] == g
                    })?;
                    let key = saving_key(&self.rank[k as usize], group.delta, fit, k);
                    chosen = chosen.max(Some(key));
                }
                let (.., Reverse(k)) = chosen?;
                k
            }
            (None, None) => return None,
        };
        self.leave(k as usize);
        self.group[k as usize] = NOT_READY;
        Some(k as usize)
    }

    fn join(&mut self, k: usize, delta: Delta) {
        let next = self.groups.len() as u32;
        let g = *self.group_of_delta.entry(delta).or_insert(next);
        if g == next {
            self.groups.push(Group {
                delta,
                size: 0,
                by_height: BinaryHeap::new(),
                by_saving: BinaryHeap::new(),
                active_at: 0,
            });
        }
        let group = &mut self.groups[g as usize];
        if group.size == 0 {
            group.active_at = self.active.len() as u32;
            self.active.push(g);
        }
        group.size += 1;
        self.group[k] = g;
        let rank = &self.rank[k];
        group.by_height.push((rank.height, Reverse(k as u32)));
        group
            .by_saving
            .push((!rank.load, rank.recent, Reverse(k as u32)));
    }

    /// Takes `k` out of its group (its heap entry goes stale).
    fn leave(&mut self, k: usize) {
        let g = self.group[k] as usize;
        let group = &mut self.groups[g];
        group.size -= 1;
        if group.size == 0 {
            group.by_height.clear();
            group.by_saving.clear();
            let pos = group.active_at as usize;
            self.active.swap_remove(pos);
            if let Some(&moved) = self.active.get(pos) {
                self.groups[moved as usize].active_at = pos as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The choice by looking at every ready instruction, as the scheduler made it before
    /// the groups.
    fn take_by_scan(
        ready: &mut Vec<(usize, Rank, Delta)>,
        p: &Pressure,
        bounds: &mut Bounds,
    ) -> Option<usize> {
        let mut best = None;
        let mut save = None;
        for (pos, &(k, rank, delta)) in ready.iter().enumerate() {
            let (fit, admitted) = admits(delta, p, bounds);
            if admitted {
                let key = admitted_key(&rank, delta, k as u32);
                if best.is_none_or(|(b, _)| key > b) {
                    best = Some((key, pos));
                }
            } else {
                let key = saving_key(&rank, delta, fit, k as u32);
                if save.is_none_or(|(b, _)| key > b) {
                    save = Some((key, pos));
                }
            }
        }
        let pos = best.map(|b| b.1).or(save.map(|s| s.1))?;
        Some(ready.swap_remove(pos).0)
    }

    #[derive(Clone, Debug)]
    enum Op {
        Insert(Rank, Delta),
        Update(usize, Delta),
        Take(Pressure),
    }

    fn op() -> impl Strategy<Value = Op> {
        let delta = (-3i64..4, -1i64..2).prop_map(|(d, p)| [d, p]);
        let rank = (0u32..6, any::<bool>(), 0u32..4).prop_map(|(height, load, recent)| Rank {
            height,
            load,
            recent,
        });
        let pressure = (0i64..8, 0i64..3, 0i64..8, 0i64..3).prop_map(|(g, p, lg, lp)| Pressure {
            live: [g, p],
            limit: [lg, lp],
        });
        prop_oneof![
            (rank, delta.clone()).prop_map(|(r, d)| Op::Insert(r, d)),
            (any::<usize>(), delta).prop_map(|(i, d)| Op::Update(i, d)),
            pressure.prop_map(Op::Take),
        ]
    }

    proptest! {
        /// The grouped set makes every choice, and narrows the limits, exactly as a scan of
        /// all ready instructions does.
        #[test]
        fn groups_choose_as_a_full_scan(ops in proptest::collection::vec(op(), 1..120)) {
            let n = ops.len();
            let mut set = ReadySet::new(n);
            let mut scan: Vec<(usize, Rank, Delta)> = Vec::new();
            let mut next = 0;
            for op in ops {
                match op {
                    Op::Insert(rank, delta) => {
                        set.insert(next, rank, delta);
                        scan.push((next, rank, delta));
                        next += 1;
                    }
                    Op::Update(i, delta) => {
                        if scan.is_empty() {
                            continue;
                        }
                        let len = scan.len();
                        let e = &mut scan[i % len];
                        e.2 = delta;
                        set.update(e.0, delta);
                    }
                    Op::Take(p) => {
                        let (mut a, mut b) = (Bounds::default(), Bounds::default());
                        let got = set.take(&p, &mut a);
                        prop_assert_eq!(got, take_by_scan(&mut scan, &p, &mut b));
                        prop_assert_eq!(a, b);
                        if let Some(k) = got {
                            prop_assert!(!set.contains(k));
                        }
                    }
                }
                prop_assert_eq!(set.active.is_empty(), scan.is_empty());
            }
        }
    }
}
