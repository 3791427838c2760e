//! The dependence graph of one block (see the module docs of the pass for its edges).

use std::collections::HashMap;

use super::BlockFacts;
use crate::analysis::rows::Rows;
use crate::ir::{Access, Function, Inst, MemSpace, Mod, OpClass, Opcode, Operand, RegClass, VReg};

/// Memory spaces whose accesses may conflict.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Space {
    Global,
    Shared,
    Local,
    Any,
}

#[derive(Clone, Copy)]
enum MemKind {
    None,
    /// Reads memory that nothing in the kernel writes.
    ReadOnly,
    Load(Space),
    /// Writes (or reads and writes) memory.
    Store(Space),
    /// Orders memory: a block-wide barrier or a memory fence. Register-only instructions
    /// move across it freely (see [`is_register_only`]).
    Barrier,
    /// Orders everything: calls, waits, warp-group fences, register-limit changes, spill
    /// code, unknown instructions.
    Fence,
}

/// Whether `i` only computes registers from registers: no memory, no side effect, no
/// special register (a clock read must stay where it was written). A barrier orders
/// memory, not arithmetic: ptxas moves such instructions across `BAR.SYNC` freely (on a
/// Triton softmax it issues the barrier right after the last load that precedes it and
/// interleaves the exponentials before it with the sum after it).
fn is_register_only(i: &Inst, kind: MemKind) -> bool {
    matches!(kind, MemKind::None)
        && !i.has_side_effects()
        && !matches!(i.op, Opcode::S2R | Opcode::CS2R | Opcode::S2UR)
}

/// Whether `i` only adds a value (a load, read-only or not): the register-saving choice
/// prefers anything else, which may let values die after it.
pub(super) fn is_load(i: &Inst) -> bool {
    matches!(mem_kind(i), MemKind::Load(_) | MemKind::ReadOnly)
}

/// How [`super::list::sink`] may move an instruction after the top-down schedule.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Sink {
    /// It keeps its place.
    Stay,
    /// A load: down to this many instructions above its first successor.
    Load(u32),
    /// A barrier: down to right after the accesses it orders.
    Barrier,
}

/// How `i` may sink: a load to twice its latency above its first use, a barrier after the
/// accesses before it. Read-only loads (constant banks, `.CONSTANT`) keep their place: the
/// listing behind the rule has shared loads only.
pub(super) fn sink_of(i: &Inst) -> Sink {
    match mem_kind(i) {
        MemKind::Load(_) => Sink::Load(2 * i.op.info().latency),
        MemKind::Barrier => Sink::Barrier,
        _ => Sink::Stay,
    }
}

/// How the scheduler orders `i` against other memory accesses. Spill code, waits, control
/// transfers and calls, and instructions that order memory (unseen code) are fixed points:
/// nothing moves across them. Block-wide barriers and memory fences order everything but
/// register-only arithmetic.
fn mem_kind(i: &Inst) -> MemKind {
    let info = i.op.info();
    if !i.flags.spill && matches!(i.op, Opcode::BAR | Opcode::MEMBAR) {
        return MemKind::Barrier;
    }
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
    /// An address the scheduler cannot tell anything about.
    const UNKNOWN: Addr = Addr {
        base: None,
        start: 0,
        end: 0,
    };

    fn disjoint(&self, other: &Addr) -> bool {
        self.base == other.base && (self.end <= other.start || other.end <= self.start)
    }
}

/// Bytes an access moves: from the width modifiers, else from its value's registers.
fn access_bytes(f: &Function, i: &Inst, value: Option<VReg>) -> i64 {
    let m = i.mods;
    if m.has(Mod::W128) {
        16
    } else if m.has(Mod::W64) {
        8
    } else if m.has(Mod::U8) || m.has(Mod::S8) {
        1
    } else if m.has(Mod::U16) || m.has(Mod::S16) {
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

/// The end of a value's list of reads in [`DagBuilder`].
const NO_READ: u32 = u32::MAX;

/// The spaces whose accesses are tracked, in the order of [`DagBuilder::accesses`].
const SPACES: [Space; 4] = [Space::Global, Space::Shared, Space::Local, Space::Any];

impl Space {
    /// Position in [`SPACES`].
    fn index(self) -> usize {
        match self {
            Space::Global => 0,
            Space::Shared => 1,
            Space::Local => 2,
            Space::Any => 3,
        }
    }
}

/// The dependence graph of `insts`, whose register reads and writes `facts` lists (local
/// value numbers, which `local` gives for the function's values). Each instruction, in
/// order: the edges from the earlier instructions it must follow (pinned registers, values,
/// memory), then the trackers those edges come from are brought past it.
pub(super) fn build_dag(
    f: &Function,
    insts: &[Inst],
    facts: &BlockFacts,
    local: &dyn Fn(VReg) -> Option<u32>,
) -> Dag {
    let n = insts.len();
    let mut b = DagBuilder::new(facts.num_values(), n);
    let mut preds: Rows<u32> = Rows::with_capacity(n, 2 * n);
    let mut barriers = Vec::new();
    for (j, i) in insts.iter().enumerate() {
        let j32 = j as u32;
        let (reads, defs) = (facts.reads.get(j), facts.defs.get(j));
        b.preds.clear();
        b.pinned_register_order(j32, reads, defs, &facts.fixed);
        b.value_order(reads, defs);
        let kind = mem_kind(i);
        let addr = match kind {
            MemKind::Load(_) | MemKind::Store(_) => access_addr(f, i, kind, local, &b.versions),
            _ => Addr::UNKNOWN,
        };
        if matches!(kind, MemKind::Barrier) {
            barriers.push(j);
        }
        let free = is_register_only(i, kind);
        b.memory_order(kind, addr, free);
        b.preds.retain(|&x| x != j32);
        b.record_values(j32, reads, defs, facts.guarded[j]);
        b.record_memory(j32, kind, addr, free);
        b.preds.sort_unstable();
        b.preds.dedup();
        for &x in &b.preds {
            preds.push(x);
        }
        preds.end_row();
    }
    let succs = preds.transpose(n);
    let height = heights(insts, &succs, &barriers);
    Dag {
        preds,
        succs,
        height,
    }
}

/// Where the memory access `i` (a load or store of `kind`) goes: its first operand's base
/// register, at the version `versions` gives it, and byte range.
fn access_addr(
    f: &Function,
    i: &Inst,
    kind: MemKind,
    local: &dyn Fn(VReg) -> Option<u32>,
    versions: &[u32],
) -> Addr {
    let value = match kind {
        MemKind::Store(_) => i.uses.get(1).and_then(Operand::reg).map(|u| u.vreg),
        _ => i.defs.first().copied(),
    };
    let bytes = access_bytes(f, i, value);
    // A warp-collective matrix access (LDSM/STSM) moves rows addressed by other lanes, and
    // a fragment load reads several rows: neither has a range of its own.
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
        _ => Addr::UNKNOWN,
    }
}

/// The latency-weighted height of each instruction: the longest path of latencies from it
/// to the end of the block; `barriers` (positions) rank above all.
fn heights(insts: &[Inst], succs: &Rows<u32>, barriers: &[usize]) -> Vec<u32> {
    let n = insts.len();
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
    // ptxas issues a barrier as soon as the accesses before it are done, ahead of the
    // arithmetic it does not order: its height is above everything else's.
    let top = height.iter().copied().max().unwrap_or(0);
    for &b in barriers {
        height[b] = top + 1;
    }
    height
}

/// What the instructions seen so far leave for the next ones to depend on, and the
/// predecessors of the instruction being added.
struct DagBuilder {
    /// Per value: its last definition (`u32::MAX`: none yet) and how many there were.
    last_def: Vec<u32>,
    versions: Vec<u32>,
    /// Per value, the reads since its last definition: a list through `read_links`
    /// (instruction, next entry) from `reads_since[v]`, newest first. One vector for every
    /// value's list.
    reads_since: Vec<u32>,
    read_links: Vec<(u32, u32)>,
    /// The last fence or barrier, and every instruction since that is not register-only.
    last_fence: Option<u32>,
    since_fence: Vec<u32>,
    /// The last fence (not barrier), and the register-only instructions since.
    last_hard_fence: Option<u32>,
    free_since_hard_fence: Vec<u32>,
    /// Memory accesses since the last fence, per space of [`SPACES`].
    accesses: [SpaceAccesses; 4],
    /// Values pinned to a physical register (call arguments and results, the stack
    /// pointer) share it: a write of one must stay after the reads of the one before, or
    /// two of them would need the same register at once (an allocation nothing can
    /// satisfy). Per register: its last write and the reads since.
    phys_last_def: HashMap<(RegClass, u16), u32>,
    phys_reads: HashMap<(RegClass, u16), Vec<u32>>,
    /// The predecessors of the instruction being added.
    preds: Vec<u32>,
}

impl DagBuilder {
    fn new(num_values: usize, num_insts: usize) -> DagBuilder {
        DagBuilder {
            last_def: vec![u32::MAX; num_values],
            versions: vec![0; num_values],
            reads_since: vec![NO_READ; num_values],
            read_links: Vec::with_capacity(num_insts),
            last_fence: None,
            since_fence: Vec::new(),
            last_hard_fence: None,
            free_since_hard_fence: Vec::new(),
            accesses: Default::default(),
            phys_last_def: HashMap::default(),
            phys_reads: HashMap::default(),
            preds: Vec::new(),
        }
    }

    /// Edges of pinned registers: a write of one waits for the register's last write and
    /// the reads since; a read waits for the last write. Then instruction `j` is recorded
    /// as the register's reader or writer.
    fn pinned_register_order(
        &mut self,
        j: u32,
        reads: &[u32],
        defs: &[u32],
        fixed: &[Option<(RegClass, u16, u8)>],
    ) {
        for &d in defs {
            if let Some((class, r, w)) = fixed[d as usize] {
                for x in r..r + u16::from(w) {
                    self.preds
                        .extend(self.phys_last_def.get(&(class, x)).copied());
                    self.preds.extend(
                        self.phys_reads
                            .get(&(class, x))
                            .into_iter()
                            .flatten()
                            .copied(),
                    );
                }
            }
        }
        for &u in reads {
            if let Some((class, r, w)) = fixed[u as usize] {
                for x in r..r + u16::from(w) {
                    self.preds
                        .extend(self.phys_last_def.get(&(class, x)).copied());
                    self.phys_reads.entry((class, x)).or_default().push(j);
                }
            }
        }
        for &d in defs {
            if let Some((class, r, w)) = fixed[d as usize] {
                for x in r..r + u16::from(w) {
                    self.phys_last_def.insert((class, x), j);
                    self.phys_reads.remove(&(class, x));
                }
            }
        }
    }

    /// Edges of values: a read waits for the value's last definition (true dependence); a
    /// definition waits for the last one (output) and for the reads since (anti).
    fn value_order(&mut self, reads: &[u32], defs: &[u32]) {
        for &u in reads {
            if self.last_def[u as usize] != u32::MAX {
                self.preds.push(self.last_def[u as usize]);
            }
        }
        for &d in defs {
            let k = d as usize;
            if self.last_def[k] != u32::MAX {
                self.preds.push(self.last_def[k]);
            }
            let mut at = self.reads_since[k];
            while let Some(&(x, next)) = self.read_links.get(at as usize) {
                self.preds.push(x);
                at = next;
            }
        }
    }

    /// Edges of memory: a fence waits for everything since the last one, a barrier for
    /// everything but the register-only instructions (`free`); an access waits for the
    /// conflicting accesses of its space (a store for every access, a load for the stores)
    /// unless their ranges from the same base are disjoint; everything waits for the last
    /// fence or barrier, a register-only instruction only for the last fence.
    fn memory_order(&mut self, kind: MemKind, addr: Addr, free: bool) {
        match kind {
            MemKind::Fence => {
                self.preds.extend(self.since_fence.iter().copied());
                self.preds
                    .extend(self.free_since_hard_fence.iter().copied());
            }
            MemKind::Barrier => self.preds.extend(self.since_fence.iter().copied()),
            MemKind::Load(s) | MemKind::Store(s) => {
                let is_store = matches!(kind, MemKind::Store(_));
                for (k, sp) in SPACES.iter().enumerate() {
                    if !conflicts(s, *sp) {
                        continue;
                    }
                    self.preds.extend(self.accesses[k].barrier);
                    for &(x, other, other_store) in &self.accesses[k].list {
                        if (is_store || other_store) && !addr.disjoint(&other) {
                            self.preds.push(x);
                        }
                    }
                }
            }
            MemKind::ReadOnly | MemKind::None => {}
        }
        let fence = if free {
            self.last_hard_fence
        } else {
            self.last_fence
        };
        self.preds.extend(fence);
    }

    /// Notes `j` as a read of its sources and the last definition of what it writes. A
    /// guarded definition keeps the old value where it does not fire: it reads it too.
    fn record_values(&mut self, j: u32, reads: &[u32], defs: &[u32], guarded: bool) {
        for &u in reads {
            self.add_read(u as usize, j);
        }
        for &d in defs {
            let d = d as usize;
            self.last_def[d] = j;
            self.versions[d] += 1;
            self.reads_since[d] = NO_READ;
            if guarded {
                self.add_read(d, j);
            }
        }
    }

    /// Adds `j` to the reads of value `v` since its last definition (once).
    fn add_read(&mut self, v: usize, j: u32) {
        let head = self.reads_since[v];
        if self
            .read_links
            .get(head as usize)
            .is_none_or(|&(x, _)| x != j)
        {
            self.reads_since[v] = self.read_links.len() as u32;
            self.read_links.push((j, head));
        }
    }

    /// Notes `j` among the memory accesses: a fence starts afresh; an access joins its
    /// space's list, or, when the list is full, waits for all of it and becomes the
    /// space's barrier (conservative, and it keeps the scan bounded).
    fn record_memory(&mut self, j: u32, kind: MemKind, addr: Addr, free: bool) {
        match kind {
            MemKind::Fence | MemKind::Barrier => {
                self.last_fence = Some(j);
                self.since_fence.clear();
                if matches!(kind, MemKind::Fence) {
                    self.last_hard_fence = Some(j);
                    self.free_since_hard_fence.clear();
                }
                for a in self.accesses.iter_mut() {
                    a.list.clear();
                    a.barrier = None;
                }
            }
            MemKind::Load(s) | MemKind::Store(s) => {
                let is_store = matches!(kind, MemKind::Store(_));
                let a = &mut self.accesses[s.index()];
                if a.list.len() >= MAX_TRACKED {
                    self.preds.extend(a.list.iter().map(|e| e.0));
                    a.list.clear();
                    a.barrier = Some(j);
                } else {
                    a.list.push((j, addr, is_store));
                }
            }
            MemKind::ReadOnly | MemKind::None => {}
        }
        if free {
            self.free_since_hard_fence.push(j);
        } else {
            self.since_fence.push(j);
        }
    }
}
