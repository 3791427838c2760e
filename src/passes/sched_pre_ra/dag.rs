//! The dependence graph of one block (see the module docs of the pass for its edges).

use std::collections::HashMap;

use super::BlockFacts;
use crate::analysis::rows::Rows;
use crate::ir::{Access, Function, Inst, MemSpace, OpClass, Operand, RegClass, VReg};

/// Memory spaces whose accesses may conflict.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Space {
    Global,
    Shared,
    Local,
    Any,
}

enum MemKind {
    None,
    /// Reads memory that nothing in the kernel writes.
    ReadOnly,
    Load(Space),
    /// Writes (or reads and writes) memory.
    Store(Space),
    /// Orders everything: barriers, fences, calls, spill code, unknown instructions.
    Fence,
}

/// Whether `i` only adds a value (a load, read-only or not): the register-saving choice
/// prefers anything else, which may let values die after it.
pub(super) fn is_load(i: &Inst) -> bool {
    matches!(mem_kind(i), MemKind::Load(_) | MemKind::ReadOnly)
}

/// How the scheduler orders `i` against other memory accesses. Spill code, barriers and
/// waits, control transfers and calls, and instructions that order memory (unseen code)
/// are fixed points: nothing moves across them.
fn mem_kind(i: &Inst) -> MemKind {
    let info = i.op.info();
    if i.flags.spill || info.orders_memory || matches!(info.class, OpClass::Sync | OpClass::Control)
    {
        return MemKind::Fence;
    }
    let Some(m) = info.memory() else {
        return MemKind::None;
    };
    if i.reads_read_only_memory() {
        return MemKind::ReadOnly;
    }
    let space = match m.space {
        MemSpace::Global => Space::Global,
        MemSpace::Shared => Space::Shared,
        MemSpace::Local => Space::Local,
        // Generic addresses, surfaces and asynchronous copies (global to shared) may meet
        // any space's accesses.
        MemSpace::Generic | MemSpace::Surface | MemSpace::GlobalToShared => Space::Any,
        MemSpace::Constant | MemSpace::Texture => return MemKind::ReadOnly,
    };
    match m.access {
        Access::Load => MemKind::Load(space),
        Access::Store | Access::Atomic => MemKind::Store(space),
    }
}

fn conflicts(a: Space, b: Space) -> bool {
    a == b || a == Space::Any || b == Space::Any
}

/// The dependence graph of one block: predecessors per instruction (deduplicated) and the
/// latency-weighted height of each.
pub(super) struct Dag {
    pub preds: Rows<u32>,
    /// Successors, in order.
    pub succs: Rows<u32>,
    pub height: Vec<u32>,
}

/// Where a memory access goes, as far as the scheduler can tell: a base register (with the
/// number of times it had been written before, so a redefined base is a different address)
/// and a byte range from it; `None` for anything else (conflicts with everything).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Addr {
    base: Option<(u32, u32)>,
    start: i64,
    end: i64,
}

impl Addr {
    fn disjoint(&self, other: &Addr) -> bool {
        self.base == other.base && (self.end <= other.start || other.end <= self.start)
    }
}

/// Bytes an access moves: from the width modifiers, else from its value's registers.
fn access_bytes(f: &Function, i: &Inst, value: Option<VReg>) -> i64 {
    let m = i.mods.as_str();
    if m.contains(".128") {
        16
    } else if m.contains(".64") {
        8
    } else if m.contains("U8") || m.contains("S8") {
        1
    } else if m.contains("U16") || m.contains("S16") {
        2
    } else {
        value
            .and_then(|v| f.vregs.get(v.index()))
            .map_or(4, |v| 4 * i64::from(v.width))
    }
}

/// Accesses of one space since the last fence, and a barrier that collapses them when the
/// list grows too long (beyond that, every later access of the space waits for it).
#[derive(Default)]
struct SpaceAccesses {
    list: Vec<(u32, Addr, bool)>,
    barrier: Option<u32>,
}

/// Longest list of accesses kept per space before they collapse into a barrier.
const MAX_TRACKED: usize = 512;

/// The end of a value's list of reads in [`build_dag`].
const NO_READ: u32 = u32::MAX;

/// The dependence graph of `insts`, whose register reads and writes `facts` lists (local
/// value numbers, which `local` gives for the function's values).
pub(super) fn build_dag(
    f: &Function,
    insts: &[Inst],
    facts: &BlockFacts,
    local: &dyn Fn(VReg) -> Option<u32>,
) -> Dag {
    let n = insts.len();
    let nv = facts.num_values();
    let mut last_def: Vec<u32> = vec![u32::MAX; nv];
    let mut versions: Vec<u32> = vec![0; nv];
    // Per value, the reads since its last definition: a list through `read_links` (instruction,
    // next entry) from `reads_since[v]`, newest first. One vector for every value's list.
    let mut reads_since: Vec<u32> = vec![NO_READ; nv];
    let mut read_links: Vec<(u32, u32)> = Vec::with_capacity(n);
    let mut preds: Rows<u32> = Rows::with_capacity(n, 2 * n);
    let mut last_fence: Option<u32> = None;
    let mut since_fence: Vec<u32> = Vec::new();
    let spaces = [Space::Global, Space::Shared, Space::Local, Space::Any];
    let mut acc: [SpaceAccesses; 4] = Default::default();
    let sidx = |s: Space| spaces.iter().position(|x| *x == s).unwrap_or(3);
    // Values pinned to a physical register (call arguments and results, the stack pointer)
    // share it: a write of one must stay after the reads of the one before, or two of them
    // would need the same register at once (an allocation nothing can satisfy).
    let mut phys_last_def: HashMap<(RegClass, u16), u32> = HashMap::default();
    let mut phys_reads: HashMap<(RegClass, u16), Vec<u32>> = HashMap::default();
    let mut p: Vec<u32> = Vec::new();
    for (j, i) in insts.iter().enumerate() {
        let j32 = j as u32;
        let (reads, defs) = (facts.reads.get(j), facts.defs.get(j));
        p.clear();
        for &d in defs {
            if let Some((class, r, w)) = facts.fixed[d as usize] {
                for x in r..r + u16::from(w) {
                    p.extend(phys_last_def.get(&(class, x)).copied());
                    p.extend(phys_reads.get(&(class, x)).into_iter().flatten().copied());
                }
            }
        }
        for &u in reads {
            if let Some((class, r, w)) = facts.fixed[u as usize] {
                for x in r..r + u16::from(w) {
                    p.extend(phys_last_def.get(&(class, x)).copied());
                    phys_reads.entry((class, x)).or_default().push(j32);
                }
            }
        }
        for &d in defs {
            if let Some((class, r, w)) = facts.fixed[d as usize] {
                for x in r..r + u16::from(w) {
                    phys_last_def.insert((class, x), j32);
                    phys_reads.remove(&(class, x));
                }
            }
        }
        for &u in reads {
            if last_def[u as usize] != u32::MAX {
                p.push(last_def[u as usize]);
            }
        }
        for &d in defs {
            let k = d as usize;
            if last_def[k] != u32::MAX {
                p.push(last_def[k]);
            }
            let mut at = reads_since[k];
            while let Some(&(x, next)) = read_links.get(at as usize) {
                p.push(x);
                at = next;
            }
        }
        let kind = mem_kind(i);
        let addr = || {
            let value = match kind {
                MemKind::Store(_) => i.uses.get(1).and_then(Operand::reg).map(|u| u.vreg),
                _ => i.defs.first().copied(),
            };
            let bytes = access_bytes(f, i, value);
            // A warp-collective matrix access (LDSM/STSM) moves rows addressed by other
            // lanes, and a fragment load reads several rows: neither has a range of its own.
            let collective = i.op.info().memory().is_some_and(|m| m.matrix)
                || i.uses
                    .iter()
                    .filter(|o| matches!(o, Operand::Mem { .. }))
                    .count()
                    > 1;
            match i.uses.first() {
                Some(Operand::Mem { base, offset }) if !collective => Addr {
                    base: match base {
                        Some(b) => local(b.vreg).map(|l| (l, versions[l as usize])),
                        None => Some((u32::MAX, 0)),
                    },
                    start: *offset,
                    end: *offset + bytes,
                },
                _ => Addr {
                    base: None,
                    start: 0,
                    end: 0,
                },
            }
        };
        let this_addr = match kind {
            MemKind::Load(_) | MemKind::Store(_) => addr(),
            _ => Addr {
                base: None,
                start: 0,
                end: 0,
            },
        };
        match kind {
            MemKind::Fence => p.extend(since_fence.iter().copied()),
            MemKind::Load(s) | MemKind::Store(s) => {
                let a = this_addr;
                let is_store = matches!(kind, MemKind::Store(_));
                for (k, sp) in spaces.iter().enumerate() {
                    if !conflicts(s, *sp) {
                        continue;
                    }
                    p.extend(acc[k].barrier);
                    for &(x, other, other_store) in &acc[k].list {
                        if (is_store || other_store) && !a.disjoint(&other) {
                            p.push(x);
                        }
                    }
                }
            }
            MemKind::ReadOnly | MemKind::None => {}
        }
        if let Some(fence) = last_fence {
            p.push(fence);
        }
        p.retain(|&x| x != j32);
        // Update the trackers.
        let mut add_read = |v: usize, reads_since: &mut [u32]| {
            let head = reads_since[v];
            if read_links.get(head as usize).is_none_or(|&(x, _)| x != j32) {
                reads_since[v] = read_links.len() as u32;
                read_links.push((j32, head));
            }
        };
        for &u in reads {
            add_read(u as usize, &mut reads_since);
        }
        for &d in defs {
            let d = d as usize;
            last_def[d] = j32;
            versions[d] += 1;
            reads_since[d] = NO_READ;
            // A guarded definition keeps the old value where it does not fire: it reads it.
            if facts.guarded[j] {
                add_read(d, &mut reads_since);
            }
        }
        match kind {
            MemKind::Fence => {
                last_fence = Some(j32);
                since_fence.clear();
                for a in acc.iter_mut() {
                    a.list.clear();
                    a.barrier = None;
                }
            }
            MemKind::Load(s) | MemKind::Store(s) => {
                let is_store = matches!(kind, MemKind::Store(_));
                let a = &mut acc[sidx(s)];
                if a.list.len() >= MAX_TRACKED {
                    // This access already waits for every conflicting one; later ones wait for
                    // it (conservative, and it keeps the scan bounded).
                    p.extend(a.list.iter().map(|e| e.0));
                    a.list.clear();
                    a.barrier = Some(j32);
                } else {
                    a.list.push((j32, this_addr, is_store));
                }
            }
            _ => {}
        }
        since_fence.push(j32);
        p.sort_unstable();
        p.dedup();
        for &x in &p {
            preds.push(x);
        }
        preds.end_row();
    }
    let succs = preds.transpose(n);
    let lat: Vec<u32> = insts.iter().map(|i| i.op.info().latency).collect();
    let mut height = vec![0u32; n];
    for i in (0..n).rev() {
        height[i] = succs
            .get(i)
            .iter()
            .map(|&s| height[s as usize] + lat[i])
            .max()
            .unwrap_or(lat[i]);
    }
    Dag {
        preds,
        succs,
        height,
    }
}
