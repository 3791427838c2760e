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
//!   never wait), and treats fences, waits, calls, spill code and the terminator as fixed
//!   points; a block-wide barrier (`BAR`) or memory fence (`MEMBAR`) orders the memory
//!   accesses and special-register reads around it, while register-only arithmetic moves
//!   across it (ptxas issues `BAR.SYNC` right after the loads before it and does the
//!   arithmetic of both sides after it, `tests/golden/passes/sched_barrier.ptx`);
//! * every instruction's priority is its latency height (the longest latency path from it
//!   to the end of the block), so loads and the address arithmetic feeding them come first;
//!   a barrier's is above every other, so it issues as soon as the accesses before it have;
//! * while the GPR pressure after an instruction stays within the limit (the register
//!   target less the registers ptxas reserves and a margin), the highest ready instruction
//!   is taken; at the limit, the one that frees the most registers, among equals the one
//!   reading the most recently computed value (ties: the earliest in the PTX) — finishing
//!   the computation in hand before starting another, which serialises independent work;
//! * then every load moves down to at most twice its latency above its first use, and every
//!   barrier to right after the accesses it orders ([`list::sink`]): ptxas hides a load's
//!   latency, no more, so with registers to spare an unrolled loop keeps two or three pairs
//!   of shared loads in flight, not all of them (`tests/golden/passes/sched_load_window.ptx`).
//!
//! Blocks larger than [`MAX_BLOCK`] instructions keep their order (the bottom-up scan is
//! quadratic in the width of the ready set; the top-down one keeps its ready instructions
//! grouped by pressure change, [`ready`]).
//!
//! The driver schedules one function several times, towards lower and lower limits, and
//! most of that work does not depend on the limit: [`Scheduler`] keeps, per block, the
//! renumbered values, the dependence graph ([`dag`]), the bottom-up order and every top-down
//! order with the range of limits that gives it ([`list`]), so a repeated schedule costs a
//! copy of the function.

mod dag;
mod list;
mod ready;

use crate::analysis::rows::Rows;
use crate::analysis::{Cfg, Liveness};
use crate::ir::{BlockId, Function, Inst, RegClass, VReg};

use dag::{build_dag, is_load, sink_of, Dag, Sink};
use list::{bottom_up, order_pressure, top_down, TopDownRun};

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
    /// Predicate registers the schedule may keep live at once (`u32::MAX`: no limit).
    pub predicate_limit: u32,
}

/// Schedules every block of `f`; returns how many instructions changed position.
pub fn sched_pre_ra(f: &mut Function, opts: SchedOptions) -> usize {
    Scheduler::new(f).schedule(f, opts)
}

/// The scheduling work on one function that does not depend on the pressure limit, and the
/// orders already found, for scheduling the same function again towards other limits.
pub struct Scheduler {
    /// Instructions per block of the function this was made for.
    shape: Vec<usize>,
    /// Per block: what scheduling it needs (`None`: the block keeps its order).
    blocks: Vec<Option<BlockSchedule>>,
    /// The orders of the scheduled blocks the last schedule chose, one after the other.
    last: Vec<u32>,
    /// Liveness of the function this was made for (in its original order).
    live: Liveness,
}

impl Scheduler {
    /// Analyses `f` (liveness, dependence graphs) for scheduling.
    pub fn new(f: &Function) -> Scheduler {
        let cfg = Cfg::new(f);
        let live = Liveness::compute(f, &cfg);
        let guard_local = crate::analysis::guard_local_values(f);
        // Blocks are analysed independently: a large function's blocks in one contiguous
        // run per thread, each with its own numbering scratch, joined in block order.
        let analyse = |first: usize, blocks: &[crate::ir::Block]| {
            let mut local_of = vec![NOT_LOCAL; f.vregs.len()];
            let mut out = Vec::with_capacity(blocks.len());
            for (k, blk) in blocks.iter().enumerate() {
                if !(3..=MAX_BLOCK).contains(&blk.insts.len()) {
                    out.push(None);
                    continue;
                }
                let bid = BlockId::new(first + k);
                let live_in: Vec<VReg> = live.live_in(bid).iter().collect();
                let live_out: Vec<VReg> = live.live_out(bid).iter().collect();
                out.push(Some(BlockSchedule::new(
                    f,
                    &blk.insts,
                    &live_in,
                    &live_out,
                    &mut local_of,
                    &guard_local,
                )));
            }
            out
        };
        let runs = block_runs(f);
        let blocks = if runs == 1 {
            analyse(0, &f.blocks)
        } else {
            use rayon::prelude::*;
            let per = f.blocks.len().div_ceil(runs);
            let parts: Vec<Vec<Option<BlockSchedule>>> = f
                .blocks
                .par_chunks(per)
                .enumerate()
                .map(|(k, chunk)| analyse(k * per, chunk))
                .collect();
            parts.into_iter().flatten().collect()
        };
        Scheduler {
            shape: f.blocks.iter().map(|b| b.insts.len()).collect(),
            blocks,
            last: Vec::new(),
            live,
        }
    }

    /// Whether any block is scheduled at all (blocks of fewer than three or more than
    /// `MAX_BLOCK` instructions keep their order): when none is, scheduling changes nothing.
    pub fn reorders_anything(&self) -> bool {
        self.blocks.iter().any(Option::is_some)
    }

    /// Liveness of the function this scheduler was made for, as it was before scheduling.
    pub fn liveness(&self) -> &Liveness {
        &self.live
    }

    /// Liveness of the code the last [`Scheduler::schedule`] produced (scheduling within
    /// blocks leaves the block live sets as they were; see [`Liveness::reordered`]).
    pub fn scheduled_liveness(&self) -> Liveness {
        self.live.reordered(self.last_block_orders())
    }

    /// Each scheduled block with the order the last [`Scheduler::schedule`] gave it.
    fn last_block_orders(&self) -> impl Iterator<Item = (BlockId, &[u32])> + '_ {
        let mut rest = self.last.as_slice();
        self.blocks
            .iter()
            .enumerate()
            .filter_map(move |(b, sched)| {
                sched.as_ref()?;
                let (order, tail) = rest.split_at(self.shape[b]);
                rest = tail;
                Some((BlockId::new(b), order))
            })
    }

    /// Schedules every block of `f`, which must be the function this scheduler was made
    /// for (another function is analysed afresh); returns how many instructions changed
    /// position.
    pub fn schedule(&mut self, f: &mut Function, opts: SchedOptions) -> usize {
        let moved = self.plan(f, opts);
        // Instruction `k` of a scheduled block's new order is its old `order[k]`.
        self.permute(f, |insts, order| {
            let mut slots: Vec<Option<Inst>> = insts.into_iter().map(Some).collect();
            let mut out = Vec::with_capacity(order.len());
            out.extend(order.iter().filter_map(|&i| slots[i as usize].take()));
            out
        });
        moved
    }

    /// Finds the order [`Scheduler::schedule`] would give every block of `f` (see
    /// [`Scheduler::last_order`]) without moving anything, and returns how many
    /// instructions it moves: a caller that has allocated this order before need not copy
    /// the code at all.
    pub fn plan(&mut self, f: &Function, opts: SchedOptions) -> usize {
        if self.shape.len() != f.blocks.len()
            || self
                .shape
                .iter()
                .zip(&f.blocks)
                .any(|(&n, b)| n != b.insts.len())
        {
            *self = Scheduler::new(f);
        }
        // Each block is ordered on its own: a large function's blocks in one contiguous run
        // per thread, the orders joined in block order.
        let order_run = |scheds: &mut [Option<BlockSchedule>]| {
            let mut last = Vec::new();
            let mut moved = 0;
            for sched in scheds.iter_mut().flatten() {
                let order = sched.order(opts);
                last.extend(order.iter().map(|&k| k as u32));
                moved += order.iter().enumerate().filter(|(k, i)| *k != **i).count();
            }
            (last, moved)
        };
        let runs = block_runs(f);
        let (last, moved) = if runs == 1 {
            order_run(&mut self.blocks)
        } else {
            use rayon::prelude::*;
            let per = f.blocks.len().div_ceil(runs);
            let parts: Vec<(Vec<u32>, usize)> =
                self.blocks.par_chunks_mut(per).map(order_run).collect();
            let mut last = Vec::with_capacity(parts.iter().map(|p| p.0.len()).sum());
            let mut moved = 0;
            for (l, m) in parts {
                last.extend(l);
                moved += m;
            }
            (last, moved)
        };
        self.last = last;
        moved
    }

    /// A copy of `f` in the order the last [`Scheduler::plan`] found, each instruction
    /// copied straight to its new place.
    pub fn scheduled_copy(&self, f: &Function) -> Function {
        let mut rest = self.last.as_slice();
        f.clone_with_blocks(|b, blk| {
            let insts = if self.blocks.get(b).is_some_and(Option::is_some) {
                let (order, tail) = rest.split_at(blk.insts.len());
                rest = tail;
                order
                    .iter()
                    .map(|&i| blk.insts[i as usize].clone())
                    .collect()
            } else {
                blk.insts.clone()
            };
            crate::ir::Block {
                label: blk.label.clone(),
                insts,
                nounroll: blk.nounroll,
            }
        })
    }

    /// Puts the instructions of `f`, as the last [`Scheduler::schedule`] left them, back in
    /// their original order: measuring a schedule then costs no copy of the code.
    pub fn unschedule(&self, f: &mut Function) {
        self.permute(f, |insts, order| {
            let mut slots: Vec<Option<Inst>> = Vec::with_capacity(order.len());
            slots.resize_with(order.len(), || None);
            for (inst, &k) in insts.into_iter().zip(order) {
                slots[k as usize] = Some(inst);
            }
            let mut out = Vec::with_capacity(order.len());
            out.extend(slots.into_iter().flatten());
            out
        });
    }

    /// Rebuilds every scheduled block of `f` with `rebuild(instructions, its last order)`,
    /// a large function's blocks in one contiguous run per thread.
    fn permute(&self, f: &mut Function, rebuild: impl Fn(Vec<Inst>, &[u32]) -> Vec<Inst> + Sync) {
        // The blocks of one run with their orders, which start at `last[start..]`.
        let run =
            |blocks: &mut [crate::ir::Block], scheds: &[Option<BlockSchedule>], start: usize| {
                let mut rest = &self.last[start..];
                for (blk, sched) in blocks.iter_mut().zip(scheds) {
                    if sched.is_none() {
                        continue;
                    }
                    let (order, tail) = rest.split_at(blk.insts.len());
                    rest = tail;
                    blk.insts = rebuild(std::mem::take(&mut blk.insts), order);
                }
            };
        let runs = block_runs(f);
        if runs == 1 {
            run(&mut f.blocks, &self.blocks, 0);
            return;
        }
        use rayon::prelude::*;
        let per = f.blocks.len().div_ceil(runs);
        let mut starts = Vec::with_capacity(runs);
        let mut at = 0;
        for (scheds, shape) in self.blocks.chunks(per).zip(self.shape.chunks(per)) {
            starts.push(at);
            at += scheds
                .iter()
                .zip(shape)
                .filter(|(s, _)| s.is_some())
                .map(|(_, &n)| n)
                .sum::<usize>();
        }
        f.blocks
            .par_chunks_mut(per)
            .zip(self.blocks.par_chunks(per))
            .zip(starts)
            .for_each(|((blocks, scheds), start)| run(blocks, scheds, start));
    }

    /// The order the last [`Scheduler::schedule`] gave the function: equal for two
    /// schedules exactly when they made the same code.
    pub fn last_order(&self) -> &[u32] {
        &self.last
    }
}

/// One block's limit-independent scheduling facts and the orders found so far.
struct BlockSchedule {
    facts: BlockFacts,
    dag: Dag,
    /// Values (local numbers) live into and out of the block.
    live_in: Vec<u32>,
    live_out: Vec<u32>,
    /// The bottom-up order and its peak pressure, once computed.
    bottom_up: Option<(Vec<usize>, u32)>,
    /// Top-down orders, each with the limits it is the schedule for.
    top_down: Vec<TopDownRun>,
}

impl BlockSchedule {
    fn new(
        f: &Function,
        insts: &[Inst],
        live_in: &[VReg],
        live_out: &[VReg],
        local_of: &mut [u32],
        guard_local: &[bool],
    ) -> BlockSchedule {
        let values = number_locally(insts, live_in, live_out, local_of);
        let local = |v: VReg| match local_of.get(v.index()) {
            Some(&k) if k != NOT_LOCAL => Some(k),
            _ => None,
        };
        let facts = BlockFacts::new(f, insts, &values, &local, guard_local);
        let dag = build_dag(f, insts, &facts, &local);
        let live_in = live_in.iter().filter_map(|&v| local(v)).collect();
        let live_out = live_out.iter().filter_map(|&v| local(v)).collect();
        for v in &values {
            local_of[v.index()] = NOT_LOCAL;
        }
        BlockSchedule {
            facts,
            dag,
            live_in,
            live_out,
            bottom_up: None,
            top_down: Vec::new(),
        }
    }

    /// A new order (indices into the block) towards `opts`: the top-down schedule, unless
    /// it overshoots the limit and the bottom-up register-saving schedule overshoots less.
    fn order(&mut self, opts: SchedOptions) -> Vec<usize> {
        let (limit, predicates) = (opts.pressure_limit, opts.predicate_limit);
        let run = match self
            .top_down
            .iter()
            .position(|r| r.gives(limit, predicates))
        {
            Some(k) => k,
            None => {
                let run = top_down(
                    &self.dag,
                    &self.facts,
                    &self.live_in,
                    &self.live_out,
                    limit,
                    predicates,
                );
                self.top_down.push(run);
                self.top_down.len() - 1
            }
        };
        let td = &self.top_down[run];
        match opts.bottom_up {
            Some(slack) if td.pressure > limit + slack => {}
            _ => return td.order.clone(),
        }
        let (facts, dag, live_out) = (&self.facts, &self.dag, &self.live_out);
        let (bu, p_bu) = self.bottom_up.get_or_insert_with(|| {
            let order = bottom_up(dag, facts, live_out);
            let pressure = order_pressure(facts, &order, live_out);
            (order, pressure)
        });
        if p_bu.saturating_sub(limit) < td.pressure.saturating_sub(limit) {
            bu.clone()
        } else {
            td.order.clone()
        }
    }
}

/// Functions of at least this many instructions analyse their blocks on every thread.
const PARALLEL_INSTS: usize = 20_000;

/// How many contiguous runs of blocks `f` is scheduled in: one per thread for a large
/// function, else one.
fn block_runs(f: &Function) -> usize {
    if f.num_insts() >= PARALLEL_INSTS {
        rayon::current_num_threads().min(f.blocks.len()).max(1)
    } else {
        1
    }
}

/// No local number (see [`number_locally`]).
const NOT_LOCAL: u32 = u32::MAX;

/// Numbers the values of one block densely, in the order of their numbers in the function,
/// and returns them (`local_of` maps them to their local numbers; the caller resets it).
/// The per-block scans index arrays by value, and sizing them by the function's value count
/// made scheduling quadratic on kernels of many blocks. Renumbering keeps the relative
/// order of values, so every tie breaks as it would on the original numbers. Values outside
/// the function's table get no local number.
fn number_locally(
    insts: &[Inst],
    live_in: &[VReg],
    live_out: &[VReg],
    local_of: &mut [u32],
) -> Vec<VReg> {
    // Each value once (marked in `local_of` until it is numbered), then in order.
    let mut values: Vec<VReg> = Vec::new();
    let mut note = |v: VReg| {
        if let Some(l) = local_of.get_mut(v.index()) {
            if *l == NOT_LOCAL {
                *l = 0;
                values.push(v);
            }
        }
    };
    for i in insts {
        i.defs.iter().copied().for_each(&mut note);
        i.reg_uses().for_each(|u| note(u.vreg));
    }
    live_in.iter().chain(live_out).copied().for_each(note);
    values.sort_unstable();
    for (k, v) in values.iter().enumerate() {
        local_of[v.index()] = k as u32;
    }
    values
}

/// What the list schedulers and the dependence graph read of one block, in local value
/// numbers, gathered once: the schedulers scan every ready instruction at every step, so
/// these lookups are their inner loop.
struct BlockFacts {
    /// Per value: whether it is a GPR value, whether it is a predicate, its width in
    /// registers, and the physical register it is pinned to (class, first register, width),
    /// if any.
    is_r: Vec<bool>,
    is_p: Vec<bool>,
    width: Vec<u32>,
    fixed: Vec<Option<(RegClass, u16, u8)>>,
    /// Per instruction: the values it reads (the guard included), sorted, each once.
    reads: Rows<u32>,
    /// Per instruction: the values it writes, in order.
    defs: Rows<u32>,
    /// Per instruction: its reads, then the written values it does not read.
    touched: Rows<u32>,
    /// Per value: the instructions that read or write it.
    users: Rows<u32>,
    /// Per instruction: whether its definitions keep the old value where the guard is
    /// false. An instruction defining only guard-local values
    /// ([`crate::analysis::guard_local_values`]) does not: its definitions end the values'
    /// ranges in the pressure counts as they do in liveness, and it still waits for the
    /// predicate, which it reads.
    guarded: Vec<bool>,
    /// Per instruction: whether it is a load (it only adds a value).
    load: Vec<bool>,
    /// Per instruction: how [`list::sink`] may move it.
    sink: Vec<Sink>,
}

impl BlockFacts {
    /// The facts of `insts`, whose `values` have the local numbers `local` gives.
    fn new(
        f: &Function,
        insts: &[Inst],
        values: &[VReg],
        local: &dyn Fn(VReg) -> Option<u32>,
        guard_local: &[bool],
    ) -> BlockFacts {
        let n = insts.len();
        // About two reads and one definition per instruction.
        let mut reads = Rows::with_capacity(n, 2 * n);
        let mut defs = Rows::with_capacity(n, n);
        let mut touched = Rows::with_capacity(n, 3 * n);
        let mut row: Vec<u32> = Vec::new();
        for i in insts {
            row.clear();
            row.extend(i.reg_uses().filter_map(|u| local(u.vreg)));
            row.sort_unstable();
            row.dedup();
            for &v in &row {
                reads.push(v);
                touched.push(v);
            }
            for d in i.defs.iter().filter_map(|&d| local(d)) {
                defs.push(d);
                if let Err(at) = row.binary_search(&d) {
                    row.insert(at, d);
                    touched.push(d);
                }
            }
            reads.end_row();
            defs.end_row();
            touched.end_row();
        }
        let kills_guard = |i: &Inst| {
            !i.defs.is_empty()
                && i.defs
                    .iter()
                    .all(|d| guard_local.get(d.index()).is_some_and(|&l| l))
        };
        let info = |v: &VReg| &f.vregs[v.index()];
        BlockFacts {
            is_r: values
                .iter()
                .map(|v| info(v).class == RegClass::R)
                .collect(),
            is_p: values
                .iter()
                .map(|v| info(v).class == RegClass::P)
                .collect(),
            width: values.iter().map(|v| u32::from(info(v).width)).collect(),
            fixed: values
                .iter()
                .map(|v| {
                    let i = info(v);
                    i.fixed.map(|r| (i.class, r, i.width))
                })
                .collect(),
            users: touched.transpose(values.len()),
            reads,
            defs,
            touched,
            guarded: insts
                .iter()
                .map(|i| i.guard.is_some() && !kills_guard(i))
                .collect(),
            load: insts.iter().map(is_load).collect(),
            sink: insts.iter().map(sink_of).collect(),
        }
    }

    /// Values of the block.
    fn num_values(&self) -> usize {
        self.is_r.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, Opcode, Operand, RegUse};

    use crate::ir::{Cmp, Cond, Mod, Mods};
    fn r(v: VReg) -> Operand {
        Operand::Reg(RegUse::whole(v))
    }

    /// Ends a test block: stores `acc` through the pair `base`, then exits.
    fn store_and_exit(insts: &mut Vec<Inst>, base: VReg, acc: VReg) {
        let at = Operand::Mem {
            base: Some(RegUse::whole(base)),
            offset: 0,
        };
        insts.push(Inst::new(Opcode::STG, Mod::E, vec![], vec![at, r(acc)]));
        insts.push(Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]));
    }

    /// The start of a test block: a base address pair and an index `x`, both constants.
    fn base_and_index(f: &mut Function) -> (VReg, VReg, Vec<Inst>) {
        let base = f.new_vreg(RegClass::R, 2);
        let x = f.new_vreg(RegClass::R, 1);
        let insts = vec![
            Inst::new(Opcode::MOV, Mod::W64, vec![base], vec![Operand::Imm(0)]),
            Inst::new(Opcode::MOV, Mods::NONE, vec![x], vec![Operand::Imm(5)]),
        ];
        (base, x, insts)
    }

    /// Appends `ISETP.GE p, x, k`; returns the new predicate `p`.
    fn compare(f: &mut Function, insts: &mut Vec<Inst>, x: VReg, k: i64) -> VReg {
        let p = f.new_vreg(RegClass::P, 1);
        insts.push(Inst::new(
            Opcode::ISETP,
            Cmp::new(Cond::GE),
            vec![p],
            vec![r(x), Operand::Imm(k)],
        ));
        p
    }

    /// Four independent load→add chains, written chain by chain.
    fn chains() -> (Function, Vec<VReg>) {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("b");
        let base = f.new_vreg(RegClass::R, 2);
        let acc = f.new_vreg(RegClass::R, 1);
        let mut insts = vec![Inst::new(
            Opcode::MOV,
            Mod::W64,
            vec![base],
            vec![Operand::Imm(0)],
        )];
        insts.push(Inst::new(
            Opcode::MOV,
            Mods::NONE,
            vec![acc],
            vec![Operand::Imm(0)],
        ));
        let mut loaded = Vec::new();
        for k in 0..4 {
            let x = f.new_vreg(RegClass::R, 1);
            loaded.push(x);
            insts.push(Inst::new(
                Opcode::LDG,
                Mod::E,
                vec![x],
                vec![Operand::Mem {
                    base: Some(RegUse::whole(base)),
                    offset: 4 * k,
                }],
            ));
            insts.push(Inst::new(
                Opcode::FADD,
                Mods::NONE,
                vec![acc],
                vec![r(acc), r(x)],
            ));
        }
        store_and_exit(&mut insts, base, acc);
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
                predicate_limit: u32::MAX,
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
                predicate_limit: u32::MAX,
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

    /// Sixteen guarded loads, each with its own predicate, summed by a balanced tree: latency
    /// first would compute every predicate before the first load (sixteen live predicates;
    /// a kernel has seven), the predicate limit keeps them within the file.
    #[test]
    fn predicates_stay_within_the_predicate_limit() {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("b");
        let (base, x, mut insts) = base_and_index(&mut f);
        let mut loaded = Vec::new();
        for k in 0..16 {
            let p = compare(&mut f, &mut insts, x, k);
            let v = f.new_vreg(RegClass::R, 1);
            let mut ld = Inst::new(
                Opcode::LDG,
                Mods::of([Mod::E, Mod::CONSTANT]),
                vec![v],
                vec![Operand::Mem {
                    base: Some(RegUse::whole(base)),
                    offset: 4 * k,
                }],
            );
            ld.guard = Some(crate::ir::Guard {
                pred: p,
                negated: true,
            });
            insts.push(ld);
            loaded.push(v);
        }
        while loaded.len() > 1 {
            let mut next = Vec::new();
            for pair in loaded.chunks(2) {
                let sum = f.new_vreg(RegClass::R, 1);
                insts.push(Inst::new(
                    Opcode::FADD,
                    Mods::NONE,
                    vec![sum],
                    vec![r(pair[0]), r(pair[1])],
                ));
                next.push(sum);
            }
            loaded = next;
        }
        let acc = loaded[0];
        store_and_exit(&mut insts, base, acc);
        f.blocks[b.index()].insts = insts;
        let live_predicates = |predicate_limit| {
            let mut g = f.clone();
            sched_pre_ra(
                &mut g,
                SchedOptions {
                    pressure_limit: 64,
                    bottom_up: None,
                    predicate_limit,
                },
            );
            assert!(crate::ir::verify::verify_function(&g).is_ok());
            crate::analysis::max_live(&g)[RegClass::P]
        };
        assert!(live_predicates(u32::MAX) > 7);
        assert!(live_predicates(7) <= 7);
    }

    /// A 64-bit add's carry-out that nothing reads holds no predicate register: with the
    /// predicate file already full (eight guards live to the end), the address add still
    /// issues before compares whose selects wait for its load. Counted as a predicate, the
    /// add waited behind all sixteen compares (Triton's masked loads: 121 predicates live).
    #[test]
    fn an_unread_carry_is_no_predicate_pressure() {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("b");
        let (base, x, mut insts) = base_and_index(&mut f);
        let guards: Vec<VReg> = (0..8).map(|k| compare(&mut f, &mut insts, x, k)).collect();
        let (addr, carry) = (f.new_vreg(RegClass::R, 2), f.new_vreg(RegClass::P, 1));
        insts.push(Inst::new(
            Opcode::IADD3,
            Mod::W64,
            vec![addr, carry],
            vec![r(base), r(x)],
        ));
        let v = f.new_vreg(RegClass::R, 1);
        let at = Operand::Mem {
            base: Some(RegUse::whole(addr)),
            offset: 0,
        };
        insts.push(Inst::new(Opcode::LDG, Mod::E, vec![v], vec![at]));
        let mut acc = v;
        for k in 0..16 {
            let q = compare(&mut f, &mut insts, x, 100 + k);
            let sel = f.new_vreg(RegClass::R, 1);
            insts.push(Inst::new(
                Opcode::SEL,
                Mods::NONE,
                vec![sel],
                vec![Operand::Imm(0), r(acc), r(q)],
            ));
            acc = sel;
        }
        for p in guards {
            let mut st = Inst::new(Opcode::STG, Mod::E, vec![], vec![at, r(acc)]);
            st.guard = Some(crate::ir::Guard {
                pred: p,
                negated: false,
            });
            insts.push(st);
        }
        store_and_exit(&mut insts, base, acc);
        f.blocks[b.index()].insts = insts;
        sched_pre_ra(
            &mut f,
            SchedOptions {
                pressure_limit: 4,
                bottom_up: None,
                predicate_limit: 7,
            },
        );
        assert!(crate::ir::verify::verify_function(&f).is_ok());
        let peak = crate::analysis::max_live(&f)[RegClass::P];
        assert!(peak <= 10, "{peak} predicates live");
    }

    /// A scheduler reused across limits (as the driver reuses it) gives exactly the order a
    /// fresh one gives for each limit, whatever came before.
    #[test]
    fn a_reused_scheduler_orders_as_a_fresh_one_and_puts_the_code_back() {
        let kernels = [
            include_str!("../../../kernels/ptx/nvrtc-13.5/sm_80/gemm_rb4x4.ptx"),
            include_str!("../../../kernels/ptx/nvrtc-13.5/sm_80/huge_sha256.ptx"),
            include_str!("../../../kernels/ptx/nvrtc-13.5/sm_80/nbody.ptx"),
        ];
        let mut functions = vec![chains().0];
        functions.extend(
            kernels
                .iter()
                .map(|k| crate::lower::lower_first_for_test(k)),
        );
        for f in &functions {
            let mut sched = Scheduler::new(f);
            for limit in [64, 24, 0, 40, 24, 13, 64, 1000] {
                for bottom_up in [None, Some(0), Some(8)] {
                    let opts = SchedOptions {
                        pressure_limit: limit,
                        bottom_up,
                        predicate_limit: u32::MAX,
                    };
                    let (mut reused, mut fresh) = (f.clone(), f.clone());
                    let moved = sched.schedule(&mut reused, opts);
                    assert_eq!(moved, sched_pre_ra(&mut fresh, opts));
                    assert!(reused == fresh, "{} at limit {limit}", f.name);
                    // Planning alone and copying gives the same code, `f` untouched.
                    assert_eq!(sched.plan(f, opts), moved);
                    assert!(sched.scheduled_copy(f) == fresh, "{} copied", f.name);
                    sched.unschedule(&mut reused);
                    assert!(reused == *f, "{} unscheduled from limit {limit}", f.name);
                }
            }
        }
    }

    /// A function large enough to be scheduled in runs of blocks on two threads is put back
    /// exactly as it was, and scheduled as on one thread.
    #[test]
    fn a_large_function_is_scheduled_and_put_back_on_two_threads() {
        let text =
            crate::testing::synth::huge_kernel(crate::testing::synth::Shape::Loops, 30_000, 48);
        let f = crate::lower::lower_first_for_test(&text);
        assert!(f.num_insts() >= PARALLEL_INSTS, "{}", f.num_insts());
        let pool = |n| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .unwrap_or_else(|e| panic!("a pool of {n} threads: {e}"))
        };
        let opts = SchedOptions {
            pressure_limit: 24,
            bottom_up: Some(0),
            predicate_limit: u32::MAX,
        };
        let mut one = f.clone();
        pool(1).install(|| sched_pre_ra(&mut one, opts));
        pool(2).install(|| {
            let mut sched = Scheduler::new(&f);
            let mut two = f.clone();
            sched.schedule(&mut two, opts);
            assert!(two == one, "two threads order as one");
            assert!(sched.scheduled_copy(&f) == one, "copied in order");
            sched.unschedule(&mut two);
            assert!(two == f, "put back");
        });
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
            Inst::new(Opcode::MOV, Mods::NONE, vec![a], vec![Operand::Imm(1)]),
            Inst::new(Opcode::STS, Mods::NONE, vec![], vec![mem(0), r(a)]),
            Inst::new(Opcode::LDS, Mods::NONE, vec![x], vec![mem(0)]),
            Inst::new(
                Opcode::LDG,
                Mods::of([Mod::E, Mod::CONSTANT]),
                vec![y],
                vec![mem(8)],
            ),
            Inst::new(Opcode::STG, Mod::E, vec![], vec![mem(16), r(x)]),
            Inst::new(Opcode::STG, Mod::E, vec![], vec![mem(20), r(y)]),
            Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]),
        ];
        sched_pre_ra(
            &mut f,
            SchedOptions {
                pressure_limit: 32,
                bottom_up: Some(0),
                predicate_limit: u32::MAX,
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
