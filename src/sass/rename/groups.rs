//! Webs grouped into values: registers written or read together as one tuple.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{RegClass, RegUse, VReg};

use super::blocks::Unit;
use super::webs::{Def, Walked, Webs};
use super::RenameError;
use crate::sass::lift::Slot;

/// One value: webs placed together.
pub(super) struct Group {
    pub(super) class: RegClass,
    pub(super) base: u16,
    pub(super) width: u8,
}

/// A register of a value that an instruction writing part of the value leaves to it
/// ([`Groups::kept`]).
pub(super) struct Kept<'w> {
    /// The value.
    pub(super) value: VReg,
    /// The register's place in it.
    pub(super) offset: u8,
    /// The definitions reaching the register at the instruction.
    pub(super) reaching: &'w [Def],
    /// The instruction writes the register, into another value.
    pub(super) elsewhere: bool,
}

/// The webs grouped into values.
pub(super) struct Groups {
    pub(super) list: Vec<Group>,
    /// The group of each web representative.
    pub(super) of_web: FxHashMap<Def, usize>,
}

impl Groups {
    /// Groups the webs: the registers a slot writes are one value, and so are the
    /// registers a slot reads unless one of their webs is in `unpacked` (those reads are
    /// packed when emitted).
    pub(super) fn of(
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

    /// The values instruction `w` writes, each once, in the order it writes them.
    pub(super) fn written(&self, webs: &mut Webs, w: &Walked) -> Vec<VReg> {
        let mut out: Vec<VReg> = Vec::new();
        for (s, d) in &w.writes {
            let v = self.value(webs, d[0], (s.class, s.first));
            if !out.contains(&v) {
                out.push(v);
            }
        }
        out
    }

    /// What instruction `w` keeps of the values it writes part of: each register of such a
    /// value it does not write into that value, with the definitions reaching the register
    /// there and whether the instruction writes it into another value.
    pub(super) fn kept<'w>(&self, webs: &mut Webs, w: &'w Walked) -> Vec<Kept<'w>> {
        let mut out = Vec::new();
        for v in self.written(webs, w) {
            let g = &self.list[v.index()];
            for u in g.base..g.base + u16::from(g.width) {
                let unit = (g.class, u);
                let mut writes = w.writes.iter().filter(|(s, _)| (s.class, s.first) == unit);
                let into = writes.any(|(_, d)| self.value(webs, d[0], unit) == v);
                if into {
                    continue;
                }
                let elsewhere = w.writes.iter().any(|(s, _)| (s.class, s.first) == unit);
                let reaching = w
                    .before
                    .iter()
                    .find(|(bu, _)| *bu == unit)
                    .map_or(&[][..], |(_, ds)| ds.as_slice());
                out.push(Kept {
                    value: v,
                    offset: (u - g.base) as u8,
                    reaching,
                    elsewhere,
                });
            }
        }
        out
    }

    /// The webs of the groups that some write of part of the group makes claim a register
    /// holding another value: the register's definitions reaching the write belong to
    /// another group.
    pub(super) fn crowded_webs(&self, webs: &mut Webs, walk: &[Vec<Walked>]) -> FxHashSet<Def> {
        let mut crowded: FxHashSet<VReg> = FxHashSet::default();
        for w in walk.iter().flatten() {
            for k in self.kept(webs, w).into_iter().filter(|k| !k.elsewhere) {
                let (v, ds) = (k.value, k.reaching);
                let others: Vec<Option<VReg>> =
                    ds.iter().map(|&o| self.group_of(webs, o)).collect();
                if others.iter().any(Option::is_some) && others.iter().all(|&o| o != Some(v)) {
                    crowded.insert(v);
                }
            }
        }
        self.of_web
            .iter()
            .filter(|(_, &g)| crowded.contains(&VReg::new(g)))
            .map(|(&d, _)| d)
            .collect()
    }

    /// Joins into one web the definitions reaching a register that a write of part of a
    /// value keeps, when some of them are the value's and others not; whether any joined.
    pub(super) fn join_kept(&self, webs: &mut Webs, walk: &[Vec<Walked>]) -> bool {
        let mut joined = false;
        for w in walk.iter().flatten() {
            for k in self.kept(webs, w).into_iter().filter(|k| !k.elsewhere) {
                let (v, ds) = (k.value, k.reaching);
                let Some(&first) = ds.iter().find(|&&o| self.group_of(webs, o) == Some(v)) else {
                    continue;
                };
                for &o in ds {
                    if webs.find(o) != webs.find(first) && self.group_of(webs, o).is_some() {
                        webs.union(first, o);
                        joined = true;
                    }
                }
            }
        }
        joined
    }

    /// The value of web `d`, if it was read or written (a register's value on entry that
    /// nothing reads has none).
    pub(super) fn group_of(&self, webs: &mut Webs, d: Def) -> Option<VReg> {
        self.of_web.get(&webs.find(d)).map(|&g| VReg::new(g))
    }

    /// The value of a web read or written (register `u` of it).
    pub(super) fn value(&self, webs: &mut Webs, d: Def, u: Unit) -> VReg {
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
    pub(super) fn read(&self, webs: &mut Webs, d: Def, s: Slot) -> RegUse {
        let v = self.value(webs, d, (s.class, s.first));
        let g = &self.list[v.index()];
        if g.base == s.first && g.width == s.width {
            RegUse::whole(v)
        } else {
            RegUse::part(v, (s.first - g.base) as u8, s.width.min(4))
        }
    }
}
