//! Pre-allocation scheduling: a register-pressure-aware list scheduler per block, aiming at
//! the function's register target the way ptxas's scheduler does.
//!
//! nvdisasm listings show ptxas spending registers on latency while they are free and
//! saving them when they are not: in an unrolled loop it issues every load of the trip at
//! the top of the body (16 loads in flight in `half2_row_stats`, 25 live registers under a
//! target of 32), the same loop compiled under `--maxrregcount 64` keeps 40 live, and huge
//! kernels whose PTX order needs 90 registers come out at the 32 of their target because
//! independent computations are serialised. We reproduce that policy:
//!
//! * the dependence graph of a block orders register reads and writes (true, anti and output
//!   dependences, guarded definitions also reading the old value), memory accesses per
//!   space (loads reorder freely among themselves and with other spaces' accesses; stores,
//!   atomics and read-write instructions keep their order with accesses of their space
//!   unless both address the same base register with disjoint offsets, as ptxas's
//!   `[R2+0x4]` / `[R2+0x8]` reordering shows; read-only loads (`.CONSTANT`, constant bank)
//!   never wait), and treats barriers, fences, calls, spill code and the terminator as fixed
//!   points;
//! * every instruction's priority is its latency height (the longest latency path from it
//!   to the end of the block), so loads and the address arithmetic feeding them come first;
//! * while the GPR pressure after an instruction stays within the limit (the register
//!   target less the registers ptxas reserves and a margin), the highest ready instruction
//!   is taken; at the limit, the one that frees the most registers, among equals the one
//!   reading the most recently computed value (ties: the earliest in the PTX) — finishing
//!   the computation in hand before starting another, which serialises independent work.
//!
//! Blocks larger than [`MAX_BLOCK`] instructions keep their order (the scan is quadratic in
//! the width of the ready set).

use std::collections::HashMap;

use crate::analysis::{Cfg, Liveness};
use crate::ir::{BlockId, Function, Inst, Opcode, Operand, RegClass, RegUse, VReg};

/// Largest block the scheduler reorders.
pub const MAX_BLOCK: usize = 20_000;

/// What the scheduler aims at.
#[derive(Clone, Copy, Debug)]
pub struct SchedOptions {
    /// GPRs (values' registers, the reserved ones excluded) the schedule may keep live at
    /// once before it turns to saving registers.
    pub pressure_limit: u32,
    /// Try the bottom-up register-saving schedule where the top-down one overshoots the
    /// limit by more than this many registers (`None`: never).
    pub bottom_up: Option<u32>,
}

/// Schedules every block of `f`; returns how many instructions changed position.
pub fn sched_pre_ra(f: &mut Function, opts: SchedOptions) -> usize {
    let cfg = Cfg::new(f);
    let live = Liveness::compute(f, &cfg);
    let mut moved = 0;
    let mut local_of = vec![NOT_LOCAL; f.vregs.len()];
    let guard_local = crate::analysis::guard_local_values(f);
    for b in 0..f.blocks.len() {
        let n = f.blocks[b].insts.len();
        if !(3..=MAX_BLOCK).contains(&n) {
            continue;
        }
        let bid = BlockId::new(b);
        let live_out: Vec<VReg> = live.live_out(bid).iter().collect();
        let live_in: Vec<VReg> = live.live_in(bid).iter().collect();
        let local = LocalBlock::new(
            f,
            &f.blocks[b].insts,
            &live_in,
            &live_out,
            &mut local_of,
            &guard_local,
        );
        let order = schedule_block(
            &local.func,
            &local.insts,
            &local.live_in,
            &local.live_out,
            opts,
        );
        let insts = std::mem::take(&mut f.blocks[b].insts);
        moved += order.iter().enumerate().filter(|(k, i)| *k != **i).count();
        let mut slots: Vec<Option<Inst>> = insts.into_iter().map(Some).collect();
        f.blocks[b].insts = order.iter().filter_map(|&i| slots[i].take()).collect();
    }
    moved
}

/// No local number (see [`LocalBlock`]).
const NOT_LOCAL: u32 = u32::MAX;

/// One block with its values renumbered densely, in the order of their numbers in the
/// function: the per-block scans index arrays by value, and sizing them by the function's
/// value count made scheduling quadratic on kernels of many blocks. Renumbering keeps the
/// relative order of values, so every tie breaks as it would on the original numbers.
struct LocalBlock {
    /// A function holding only the block's values (`vregs`).
    func: Function,
    insts: Vec<Inst>,
    live_in: Vec<VReg>,
    live_out: Vec<VReg>,
}

impl LocalBlock {
    /// `local_of` maps function values to local numbers; it is all [`NOT_LOCAL`] on entry
    /// and on return. An instruction defining only guard-local values
    /// ([`crate::analysis::guard_local_values`]) is copied without its guard, the predicate
    /// read as a plain source instead: its definitions then end the values' ranges in the
    /// pressure counts as they do in liveness, and it still waits for the predicate.
    fn new(
        f: &Function,
        insts: &[Inst],
        live_in: &[VReg],
        live_out: &[VReg],
        local_of: &mut [u32],
        guard_local: &[bool],
    ) -> LocalBlock {
        let nv = f.vregs.len();
        let mut values: Vec<VReg> = Vec::new();
        for i in insts {
            values.extend(i.defs.iter().copied());
            values.extend(i.reg_uses().map(|u| u.vreg));
        }
        values.extend(live_in.iter().chain(live_out).copied());
        values.retain(|v| v.index() < nv);
        values.sort_unstable();
        values.dedup();
        let mut func = Function::new("", f.kind);
        for (k, v) in values.iter().enumerate() {
            local_of[v.index()] = k as u32;
            func.vregs.push(f.vregs[v.index()].clone());
        }
        // Values outside the function's table stay outside the local one.
        let map = |v: VReg| match local_of.get(v.index()) {
            Some(&k) if k != NOT_LOCAL => VReg(k),
            _ => VReg(u32::MAX - 1),
        };
        let renumber = |i: &Inst| {
            let mut i = i.clone();
            let kills = !i.defs.is_empty()
                && i.defs
                    .iter()
                    .all(|d| guard_local.get(d.index()).is_some_and(|&l| l));
            if let (true, Some(g)) = (kills, i.guard) {
                i.guard = None;
                i.uses.push(Operand::Reg(RegUse::whole(g.pred)));
            }
            for d in &mut i.defs {
                *d = map(*d);
            }
            for u in &mut i.uses {
                match u {
                    Operand::Reg(r) | Operand::Mem { base: Some(r), .. } => r.vreg = map(r.vreg),
                    _ => {}
                }
            }
            if let Some(g) = &mut i.guard {
                g.pred = map(g.pred);
            }
            i
        };
        let local = LocalBlock {
            insts: insts.iter().map(renumber).collect(),
            live_in: live_in.iter().map(|&v| map(v)).collect(),
            live_out: live_out.iter().map(|&v| map(v)).collect(),
            func,
        };
        for v in &values {
            local_of[v.index()] = NOT_LOCAL;
        }
        local
    }
}

/// Rough issue-to-use latencies (cycles), enough to rank paths.
fn latency(i: &Inst) -> u32 {
    use Opcode::*;
    match i.op {
        LDG | LD | TEX | TLD | SULD | ATOMG | ATOM | LDL => 200,
        LDS | LDSM | ATOMS | SHFL | VOTE | MATCH | REDUX => 25,
        LDC | S2R | S2UR | CS2R => 15,
        MUFU | I2F | F2I | F2F | I2I | FRND | POPC | FLO | BREV => 12,
        DADD | DMUL | DFMA | DSETP | DMNMX => 8,
        HMMA | IMMA | DMMA | HGMMA => 16,
        _ => 4,
    }
}

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

fn mem_kind(i: &Inst) -> MemKind {
    use Opcode::*;
    if i.flags.spill {
        return MemKind::Fence;
    }
    match i.op {
        LDC => MemKind::ReadOnly,
        LDG | TEX | TLD if i.mods.contains("CONSTANT") || matches!(i.op, TEX | TLD) => {
            MemKind::ReadOnly
        }
        LDG => MemKind::Load(Space::Global),
        LDS | LDSM => MemKind::Load(Space::Shared),
        LDL => MemKind::Load(Space::Local),
        LD | SULD => MemKind::Load(Space::Any),
        STG | ATOMG | RED => MemKind::Store(Space::Global),
        STS | ATOMS | STSM => MemKind::Store(Space::Shared),
        STL => MemKind::Store(Space::Local),
        ST | ATOM | SUST | LDGSTS => MemKind::Store(Space::Any),
        BAR | MEMBAR | WARPSYNC | SYNCS | CALL | ARG | GENERIC | BPT | NANOSLEEP | DEPBAR
        | LDGDEPBAR => MemKind::Fence,
        _ if i.op.is_terminator() => MemKind::Fence,
        _ => MemKind::None,
    }
}

fn conflicts(a: Space, b: Space) -> bool {
    a == b || a == Space::Any || b == Space::Any
}

/// The dependence graph of one block: predecessors per instruction (deduplicated) and the
/// latency-weighted height of each.
struct Dag {
    preds: Vec<Vec<u32>>,
    succs: Vec<Vec<(u32, u32)>>,
    height: Vec<u32>,
}

/// Where a memory access goes, as far as the scheduler can tell: a base register (with the
/// number of times it had been written before, so a redefined base is a different address)
/// and a byte range from it; `None` for anything else (conflicts with everything).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Addr {
    base: Option<(VReg, u32)>,
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

fn build_dag(f: &Function, insts: &[Inst]) -> Dag {
    let n = insts.len();
    let nv = f.vregs.len();
    let mut last_def: Vec<u32> = vec![u32::MAX; nv];
    let mut versions: Vec<u32> = vec![0; nv];
    let mut reads_since: Vec<Vec<u32>> = vec![Vec::new(); nv];
    let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut last_fence: Option<u32> = None;
    let mut since_fence: Vec<u32> = Vec::new();
    let spaces = [Space::Global, Space::Shared, Space::Local, Space::Any];
    let mut acc: [SpaceAccesses; 4] = Default::default();
    let sidx = |s: Space| spaces.iter().position(|x| *x == s).unwrap_or(3);
    // Values pinned to a physical register (call arguments and results, the stack pointer)
    // share it: a write of one must stay after the reads of the one before, or two of them
    // would need the same register at once (an allocation nothing can satisfy).
    let pinned = |v: VReg| {
        f.vregs
            .get(v.index())
            .and_then(|x| x.fixed.map(|r| (x.class, r, x.width)))
    };
    let mut phys_last_def: HashMap<(RegClass, u16), u32> = HashMap::default();
    let mut phys_reads: HashMap<(RegClass, u16), Vec<u32>> = HashMap::default();
    for (j, i) in insts.iter().enumerate() {
        let j32 = j as u32;
        let mut p: Vec<u32> = Vec::new();
        for d in &i.defs {
            if let Some((class, r, w)) = pinned(*d) {
                for x in r..r + u16::from(w) {
                    p.extend(phys_last_def.get(&(class, x)).copied());
                    p.extend(phys_reads.get(&(class, x)).into_iter().flatten().copied());
                }
            }
        }
        for u in i.reg_uses() {
            if let Some((class, r, w)) = pinned(u.vreg) {
                for x in r..r + u16::from(w) {
                    p.extend(phys_last_def.get(&(class, x)).copied());
                    phys_reads.entry((class, x)).or_default().push(j32);
                }
            }
        }
        for d in &i.defs {
            if let Some((class, r, w)) = pinned(*d) {
                for x in r..r + u16::from(w) {
                    phys_last_def.insert((class, x), j32);
                    phys_reads.remove(&(class, x));
                }
            }
        }
        for u in i.reg_uses() {
            if let Some(&d) = last_def.get(u.vreg.index()) {
                if d != u32::MAX {
                    p.push(d);
                }
            }
        }
        for d in &i.defs {
            let k = d.index();
            if k >= nv {
                continue;
            }
            if last_def[k] != u32::MAX {
                p.push(last_def[k]);
            }
            p.extend(reads_since[k].iter().copied());
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
            let collective = matches!(i.op, Opcode::LDSM | Opcode::STSM)
                || i.uses
                    .iter()
                    .filter(|o| matches!(o, Operand::Mem { .. }))
                    .count()
                    > 1;
            match i.uses.first() {
                Some(Operand::Mem { base, offset }) if !collective => Addr {
                    base: match base {
                        Some(b) if b.vreg.index() < nv => Some((b.vreg, versions[b.vreg.index()])),
                        Some(_) => None,
                        None => Some((VReg(u32::MAX), 0)),
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
        p.sort_unstable();
        p.dedup();
        preds[j] = p;
        // Update the trackers.
        for u in i.reg_uses() {
            if let Some(r) = reads_since.get_mut(u.vreg.index()) {
                if r.last() != Some(&j32) {
                    r.push(j32);
                }
            }
        }
        for d in &i.defs {
            if d.index() < nv {
                last_def[d.index()] = j32;
                versions[d.index()] += 1;
                reads_since[d.index()].clear();
                // A guarded definition keeps the old value where it does not fire: it reads it.
                if i.guard.is_some() {
                    reads_since[d.index()].push(j32);
                }
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
                    preds[j].extend(a.list.iter().map(|e| e.0));
                    preds[j].sort_unstable();
                    preds[j].dedup();
                    a.list.clear();
                    a.barrier = Some(j32);
                } else {
                    a.list.push((j32, this_addr, is_store));
                }
            }
            _ => {}
        }
        since_fence.push(j32);
    }
    let mut succs: Vec<Vec<(u32, u32)>> = vec![Vec::new(); n];
    for (j, p) in preds.iter().enumerate() {
        for &i in p {
            succs[i as usize].push((j as u32, latency(&insts[i as usize])));
        }
    }
    let mut height = vec![0u32; n];
    for i in (0..n).rev() {
        let own = latency(&insts[i]);
        height[i] = succs[i]
            .iter()
            .map(|&(s, l)| height[s as usize] + l)
            .max()
            .unwrap_or(own);
    }
    Dag {
        preds,
        succs,
        height,
    }
}

/// A new order (indices into `insts`) for one block: the top-down schedule, unless it
/// overshoots the limit and the bottom-up register-saving schedule overshoots less.
fn schedule_block(
    f: &Function,
    insts: &[Inst],
    live_in: &[VReg],
    live_out: &[VReg],
    opts: SchedOptions,
) -> Vec<usize> {
    let dag = build_dag(f, insts);
    let td = top_down(f, insts, &dag, live_in, live_out, opts);
    let limit = opts.pressure_limit;
    let p_td = order_pressure(f, insts, &td, live_out);
    match opts.bottom_up {
        Some(slack) if p_td > limit + slack => {}
        _ => return td,
    }
    let bu = bottom_up(f, insts, &dag, live_out);
    let p_bu = order_pressure(f, insts, &bu, live_out);
    if p_bu.saturating_sub(limit) < p_td.saturating_sub(limit) {
        bu
    } else {
        td
    }
}

/// Peak GPR pressure of `insts` run in `order`, from the values live out of the block.
fn order_pressure(f: &Function, insts: &[Inst], order: &[usize], live_out: &[VReg]) -> u32 {
    let nv = f.vregs.len();
    let info = |v: VReg| f.vregs.get(v.index()).filter(|i| i.class == RegClass::R);
    let mut live = vec![false; nv];
    let mut cur = 0u32;
    for &v in live_out {
        if let Some(i) = info(v) {
            live[v.index()] = true;
            cur += u32::from(i.width);
        }
    }
    let mut peak = cur;
    for &k in order.iter().rev() {
        let i = &insts[k];
        let mut dead_defs = 0;
        for &d in &i.defs {
            let Some(di) = info(d) else { continue };
            if live[d.index()] {
                if i.guard.is_none() {
                    live[d.index()] = false;
                    cur -= u32::from(di.width);
                }
            } else {
                dead_defs += u32::from(di.width);
            }
        }
        peak = peak.max(cur + dead_defs);
        for u in i.reg_uses() {
            if let Some(ui) = info(u.vreg) {
                if !live[u.vreg.index()] {
                    live[u.vreg.index()] = true;
                    cur += u32::from(ui.width);
                }
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
fn bottom_up(f: &Function, insts: &[Inst], dag: &Dag, live_out: &[VReg]) -> Vec<usize> {
    let n = insts.len();
    let nv = f.vregs.len();
    let info = |v: VReg| f.vregs.get(v.index()).filter(|i| i.class == RegClass::R);
    let mut live = vec![false; nv];
    let mut wanted = vec![0u32; nv];
    for &v in live_out {
        if info(v).is_some() {
            live[v.index()] = true;
        }
    }
    let mut nsuccs: Vec<u32> = dag.succs.iter().map(|s| s.len() as u32).collect();
    let mut ready: Vec<usize> = (0..n).filter(|&k| nsuccs[k] == 0).collect();
    let mut order = Vec::with_capacity(n);
    let mut clock = 1u32;
    while !ready.is_empty() {
        let mut best: Option<(i64, u32, usize, usize)> = None;
        for (pos, &k) in ready.iter().enumerate() {
            let i = &insts[k];
            let mut d = 0i64;
            let mut recent = 0u32;
            for &dv in &i.defs {
                if let Some(di) = info(dv) {
                    let reads_it = i.reg_uses().any(|u| u.vreg == dv);
                    if live[dv.index()] && i.guard.is_none() && !reads_it {
                        d -= i64::from(di.width);
                    }
                    recent = recent.max(wanted[dv.index()]);
                }
            }
            let mut seen: Vec<VReg> = Vec::new();
            for u in i.reg_uses() {
                if let Some(ui) = info(u.vreg) {
                    if !live[u.vreg.index()] && !seen.contains(&u.vreg) {
                        d += i64::from(ui.width);
                        seen.push(u.vreg);
                    }
                }
            }
            let key = (-d, recent, k, pos);
            if best.is_none_or(|b| (key.0, key.1, key.2) > (b.0, b.1, b.2)) {
                best = Some(key);
            }
        }
        let Some((_, _, _, pos)) = best else { break };
        let k = ready.swap_remove(pos);
        order.push(k);
        clock += 1;
        let i = &insts[k];
        for &dv in &i.defs {
            if info(dv).is_some() && i.guard.is_none() {
                live[dv.index()] = false;
            }
        }
        for u in i.reg_uses() {
            if info(u.vreg).is_some() {
                live[u.vreg.index()] = true;
                wanted[u.vreg.index()] = clock;
            }
        }
        for &p in &dag.preds[k] {
            nsuccs[p as usize] -= 1;
            if nsuccs[p as usize] == 0 {
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

/// The latency-first schedule within the pressure limit (see the module docs).
fn top_down(
    f: &Function,
    insts: &[Inst],
    dag: &Dag,
    live_in: &[VReg],
    live_out: &[VReg],
    opts: SchedOptions,
) -> Vec<usize> {
    let n = insts.len();
    let nv = f.vregs.len();
    let is_r = |v: VReg| {
        f.vregs
            .get(v.index())
            .is_some_and(|i| i.class == RegClass::R)
    };
    let width = |v: VReg| u32::from(f.vregs.get(v.index()).map_or(1, |i| i.width));
    let mut reads_left = vec![0u32; nv];
    let mut defs_left = vec![0u32; nv];
    let reads_of = |i: &Inst| {
        let mut r: Vec<VReg> = i
            .reg_uses()
            .map(|u| u.vreg)
            .filter(|v| v.index() < nv)
            .collect();
        r.sort_unstable();
        r.dedup();
        r
    };
    let reads: Vec<Vec<VReg>> = insts.iter().map(reads_of).collect();
    for (k, i) in insts.iter().enumerate() {
        for v in &reads[k] {
            reads_left[v.index()] += 1;
        }
        for d in &i.defs {
            if d.index() < nv {
                defs_left[d.index()] += 1;
            }
        }
    }
    let mut out_set = vec![false; nv];
    for v in live_out {
        if v.index() < nv {
            out_set[v.index()] = true;
        }
    }
    let mut live = vec![false; nv];
    let mut pressure: i64 = 0;
    for &v in live_in {
        if v.index() < nv && is_r(v) {
            live[v.index()] = true;
            pressure += i64::from(width(v));
        }
    }
    let needed_after = |v: VReg, reads_left: &[u32], defs_left: &[u32]| {
        reads_left[v.index()] > 0 || (out_set[v.index()] && defs_left[v.index()] == 0)
    };
    // Pressure change if `k` were issued now.
    let delta = |k: usize, live: &[bool], reads_left: &[u32], defs_left: &[u32]| -> i64 {
        let mut d = 0i64;
        for &v in &reads[k] {
            if is_r(v)
                && live[v.index()]
                && reads_left[v.index()] == 1
                && !insts[k].defs.contains(&v)
                && !(out_set[v.index()] && defs_left[v.index()] == 0)
            {
                d -= i64::from(width(v));
            }
        }
        for &dv in &insts[k].defs {
            if is_r(dv) && !live[dv.index()] {
                d += i64::from(width(dv));
            }
        }
        d
    };
    let limit = i64::from(opts.pressure_limit);
    let mut npreds: Vec<u32> = dag.preds.iter().map(|p| p.len() as u32).collect();
    let mut ready: Vec<usize> = (0..n).filter(|&k| npreds[k] == 0).collect();
    let mut order = Vec::with_capacity(n);
    // When each value was defined (schedule position), for the register-saving choice.
    let mut born = vec![0u32; nv];
    let mut clock = 1u32;
    while !ready.is_empty() {
        // The highest instruction that keeps within the limit or adds nothing to the
        // pressure. Otherwise save registers: the one that adds the least; among equals the
        // one reading the most recently computed value (finish the computation in hand
        // before starting another), then the earliest in the PTX.
        let mut best: Option<(u32, usize, usize)> = None;
        for (pos, &k) in ready.iter().enumerate() {
            let d = delta(k, &live, &reads_left, &defs_left);
            if pressure + d > limit && d > 0 {
                continue;
            }
            let key = (dag.height[k], usize::MAX - k, pos);
            if best.is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
                best = Some(key);
            }
        }
        let pos = match best {
            Some((_, _, pos)) => pos,
            None => {
                let mut save: Option<(i64, bool, u32, usize, usize)> = None;
                for (pos, &k) in ready.iter().enumerate() {
                    let d = delta(k, &live, &reads_left, &defs_left);
                    let recent = reads[k].iter().map(|v| born[v.index()]).max().unwrap_or(0);
                    // A load only adds a value; anything else may let values die after it.
                    let not_load =
                        !matches!(mem_kind(&insts[k]), MemKind::Load(_) | MemKind::ReadOnly);
                    let key = (-d, not_load, recent, usize::MAX - k, pos);
                    if save.is_none_or(|b| (key.0, key.1, key.2, key.3) > (b.0, b.1, b.2, b.3)) {
                        save = Some(key);
                    }
                }
                match save {
                    Some((_, _, _, _, pos)) => pos,
                    None => break,
                }
            }
        };
        let k = ready.swap_remove(pos);
        order.push(k);
        clock += 1;
        for &d in &insts[k].defs {
            if d.index() < nv {
                born[d.index()] = clock;
            }
        }
        // Update liveness.
        for &v in &reads[k] {
            reads_left[v.index()] -= 1;
        }
        for &d in &insts[k].defs {
            if d.index() < nv {
                defs_left[d.index()] -= 1;
            }
        }
        for &v in &reads[k] {
            if is_r(v) && live[v.index()] && !needed_after(v, &reads_left, &defs_left) {
                live[v.index()] = false;
                pressure -= i64::from(width(v));
            }
        }
        for &d in &insts[k].defs {
            if d.index() >= nv || !is_r(d) {
                continue;
            }
            let need = needed_after(d, &reads_left, &defs_left);
            if need && !live[d.index()] {
                live[d.index()] = true;
                pressure += i64::from(width(d));
            } else if !need && live[d.index()] {
                live[d.index()] = false;
                pressure -= i64::from(width(d));
            }
        }
        for &(s, _) in &dag.succs[k] {
            npreds[s as usize] -= 1;
            if npreds[s as usize] == 0 {
                ready.push(s as usize);
            }
        }
    }
    if order.len() != n {
        // A cycle cannot happen (edges only go forward); keep the block as it was if it did.
        return (0..n).collect();
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, RegUse};

    fn r(v: VReg) -> Operand {
        Operand::Reg(RegUse::whole(v))
    }

    /// Four independent load→add chains, written chain by chain.
    fn chains() -> (Function, Vec<VReg>) {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("b");
        let base = f.new_vreg(RegClass::R, 2);
        let acc = f.new_vreg(RegClass::R, 1);
        let mut insts = vec![Inst::new(
            Opcode::MOV,
            ".64",
            vec![base],
            vec![Operand::Imm(0)],
        )];
        insts.push(Inst::new(Opcode::MOV, "", vec![acc], vec![Operand::Imm(0)]));
        let mut loaded = Vec::new();
        for k in 0..4 {
            let x = f.new_vreg(RegClass::R, 1);
            loaded.push(x);
            insts.push(Inst::new(
                Opcode::LDG,
                ".E",
                vec![x],
                vec![Operand::Mem {
                    base: Some(RegUse::whole(base)),
                    offset: 4 * k,
                }],
            ));
            insts.push(Inst::new(Opcode::FADD, "", vec![acc], vec![r(acc), r(x)]));
        }
        insts.push(Inst::new(
            Opcode::STG,
            ".E",
            vec![],
            vec![
                Operand::Mem {
                    base: Some(RegUse::whole(base)),
                    offset: 0,
                },
                r(acc),
            ],
        ));
        insts.push(Inst::new(Opcode::EXIT, "", vec![], vec![]));
        f.blocks[b.index()].insts = insts;
        (f, loaded)
    }

    fn load_positions(f: &Function) -> Vec<usize> {
        f.blocks[0]
            .insts
            .iter()
            .enumerate()
            .filter(|(_, i)| i.op == Opcode::LDG)
            .map(|(k, _)| k)
            .collect()
    }

    #[test]
    fn loads_go_first_while_registers_are_free() {
        let (mut f, _) = chains();
        sched_pre_ra(
            &mut f,
            SchedOptions {
                pressure_limit: 32,
                bottom_up: Some(0),
            },
        );
        assert!(crate::ir::verify::verify_function(&f).is_ok());
        // All four loads issue before the first add.
        let first_add = f.blocks[0].insts.iter().position(|i| i.op == Opcode::FADD);
        assert!(load_positions(&f).iter().all(|&p| Some(p) < first_add));
        assert_eq!(crate::analysis::max_live(&f)[RegClass::R], 7);
        assert_eq!(f.blocks[0].insts.last().map(|i| i.op), Some(Opcode::EXIT));
    }

    #[test]
    fn a_tight_limit_keeps_chains_apart() {
        let (mut f, _) = chains();
        // base (2) + acc (1) + one loaded value: 4 registers in the program order. The greedy
        // may issue one load early before it sees the limit, never more.
        sched_pre_ra(
            &mut f,
            SchedOptions {
                pressure_limit: 4,
                bottom_up: Some(0),
            },
        );
        assert!(crate::analysis::max_live(&f)[RegClass::R] <= 5);
        let first_add = f.blocks[0].insts.iter().position(|i| i.op == Opcode::FADD);
        assert!(
            load_positions(&f)
                .iter()
                .filter(|&&p| Some(p) < first_add)
                .count()
                <= 2
        );
    }

    #[test]
    fn stores_keep_their_order_with_loads_of_their_space() {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("b");
        let (a, x, y) = (
            f.new_vreg(RegClass::R, 1),
            f.new_vreg(RegClass::R, 1),
            f.new_vreg(RegClass::R, 1),
        );
        let mem = |o| Operand::Mem {
            base: None,
            offset: o,
        };
        f.blocks[b.index()].insts = vec![
            Inst::new(Opcode::MOV, "", vec![a], vec![Operand::Imm(1)]),
            Inst::new(Opcode::STS, "", vec![], vec![mem(0), r(a)]),
            Inst::new(Opcode::LDS, "", vec![x], vec![mem(0)]),
            Inst::new(Opcode::LDG, ".E.CONSTANT", vec![y], vec![mem(8)]),
            Inst::new(Opcode::STG, ".E", vec![], vec![mem(16), r(x)]),
            Inst::new(Opcode::STG, ".E", vec![], vec![mem(20), r(y)]),
            Inst::new(Opcode::EXIT, "", vec![], vec![]),
        ];
        sched_pre_ra(
            &mut f,
            SchedOptions {
                pressure_limit: 32,
                bottom_up: Some(0),
            },
        );
        let pos = |op: Opcode, k: usize| {
            f.blocks[0]
                .insts
                .iter()
                .enumerate()
                .filter(|(_, i)| i.op == op)
                .nth(k)
                .map(|(p, _)| p)
        };
        assert!(pos(Opcode::STS, 0) < pos(Opcode::LDS, 0));
        // The read-only load is free to go first.
        assert_eq!(pos(Opcode::LDG, 0), Some(0));
        assert!(pos(Opcode::STG, 0) < pos(Opcode::STG, 1));
    }
}
