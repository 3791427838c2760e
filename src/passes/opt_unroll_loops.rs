//! Loop unrolling, as ptxas does it to small counted loops before scheduling.
//!
//! nvdisasm listings show ptxas unrolling innermost counted loops that the PTX did not mark
//! `.pragma "nounroll"` by four, with a remainder: `half2_row_stats` (a loop NVVM had already
//! unrolled to four loads) runs 16 loads per trip in SASS; `reduce_sumsq_shfl`'s shared-
//! memory sum 16 `LDS.128` per trip, with the same code at `--maxrregcount 64` and by
//! default (only the scheduling of the loads differs). The loads of the copies are then
//! issued together, which is where ptxas's register counts on such kernels come from; a
//! grid-stride loop whose step is not a constant is left alone, as ptxas leaves it.
//!
//! We unroll a loop that is one block `B` ending in `@p BRA B`, where `p` is an unguarded
//! `ISETP` comparing an induction variable (a register updated once per trip by
//! `IADD3 v, v, c`) with a loop-invariant bound, monotonically (`<`, `≤`, `≠` counting up;
//! `>`, `≥`, `≠` counting down — a `≠` loop is assumed to reach its bound exactly, as the
//! counters compilers emit do). With `U` the factor:
//!
//! ```text
//!  G:  t = iv + δ·c ; q = cond(t) ; @!q BRA R        enough trips left for U copies?
//!  M:  copy 0 … copy U-1 of the body                 iv read as iv + k·c in copy k
//!      iv += U·c ; t = iv + δ·c ; q = cond(t) ; @q BRA M
//!  C:  q = cond(iv + ε) ; @!q BRA exit               any trip left?
//!  R:  the original loop (the remainder)
//! ```
//!
//! where the offsets `δ` and `ε` account for whether the comparison reads the variable
//! before or after its update. Copies read every induction variable at its own offset:
//! folded into the immediate of a memory operand when the variable is the address (as
//! ptxas folds it: `[R4.64+0x80]`), through one `IADD3` otherwise; values local to one trip
//! get fresh registers per copy, values carried between trips stay shared. The
//! transformation keeps the program's meaning, so the listing remains a faithful program.

use rustc_hash::FxHashMap as HashMap;

use crate::analysis::{Cfg, Liveness};
use crate::ir::{
    Access, BlockId, Cmp, Cond, Function, Guard, Inst, Mod, Mods, OpClass, Opcode, Operand, VReg,
};

/// The fewest different predicates guarding a loop body's stores that keep ptxas from
/// unrolling it.
const STORE_GUARDS_KEEPING_ROLLED: usize = 4;

/// Loop unrolling limits.
#[derive(Clone, Copy, Debug)]
pub struct UnrollOptions {
    /// Copies of the body per trip of the unrolled loop (0 or 1: off).
    pub factor: u32,
    /// Largest unrolled body (instructions of all copies) worth producing.
    pub max_insts: usize,
}

/// Unrolls every qualifying single-block loop of `f`; returns how many were unrolled.
pub fn opt_unroll_loops(f: &mut Function, opts: UnrollOptions) -> u32 {
    if opts.factor < 2 {
        return 0;
    }
    // Every plan is made on the function as it is: unrolling one loop only touches its own
    // block, so the plans (and the liveness they read) stay valid for the others. Liveness
    // is computed the first time a loop passes the structural tests (most functions have
    // none that does).
    let live = std::cell::OnceCell::new();
    let live_of = || {
        live.get_or_init(|| {
            let cfg = Cfg::new(f);
            Liveness::compute(f, &cfg)
        })
    };
    let plans: Vec<Option<Plan>> = (0..f.blocks.len())
        .map(|b| plan_loop(f, BlockId::new(b), opts, &live_of))
        .collect();
    let done = plans.iter().flatten().count() as u32;
    if done == 0 {
        return 0;
    }
    // An unrolled loop becomes four blocks (guard, copies, check, remainder); one pass moves
    // every block to its new index and retargets every branch.
    let mut new_index = Vec::with_capacity(plans.len() + 1);
    let mut next = 0;
    for p in &plans {
        new_index.push(next);
        next += if p.is_some() { 4 } else { 1 };
    }
    new_index.push(next);
    let old = std::mem::take(&mut f.blocks);
    let mut blocks = Vec::with_capacity(next);
    for (b, (mut blk, plan)) in old.into_iter().zip(&plans).enumerate() {
        for i in blk.insts.iter_mut() {
            for o in i.uses.iter_mut() {
                if let Operand::Block(t) = o {
                    *t = BlockId::new(new_index[t.index()]);
                }
            }
        }
        match plan {
            Some(plan) => blocks.extend(unroll(
                f,
                blk,
                plan,
                opts.factor,
                new_index[b],
                BlockId::new(new_index[b + 1]),
            )),
            None => blocks.push(blk),
        }
    }
    f.blocks = blocks;
    done
}

/// How an induction variable is updated: `v = v + step` by instruction `update` of the body.
#[derive(Clone, Debug)]
struct Induction {
    v: VReg,
    step: i64,
    update: usize,
}

/// The comparison that keeps the loop going, normalised to `iv (op) bound`.
#[derive(Clone, Debug)]
struct ExitTest {
    /// Index in the body of the `ISETP`.
    at: usize,
    /// Which induction variable it reads.
    iv: usize,
    /// Continue-condition on `iv` (after negation and operand swap): LT, LE, GT, GE.
    op: Cond,
    /// The other operand.
    bound: Operand,
    /// The `ISETP`'s compare, whose signedness and combiner the new tests keep.
    cmp: Cmp,
}

struct Plan {
    ivs: Vec<Induction>,
    test: ExitTest,
    /// Indices in the body of the constant-bank loads it repeats every trip (kernel
    /// parameters read where they are used), which move in front of the loop.
    hoisted: Vec<usize>,
    /// Values defined in the body that live only within one trip.
    locals: Vec<VReg>,
}

fn plan_loop<'l>(
    f: &Function,
    b: BlockId,
    opts: UnrollOptions,
    live: &impl Fn() -> &'l Liveness,
) -> Option<Plan> {
    let blk = &f.blocks[b.index()];
    if blk.nounroll || b.index() + 1 >= f.blocks.len() {
        return None;
    }
    let n = blk.insts.len();
    if n < 2 || n * opts.factor as usize > opts.max_insts {
        return None;
    }
    let br = blk.insts.last()?;
    let guard = br.guard?;
    if br.op != Opcode::BRA || br.targets().collect::<Vec<_>>() != [b] {
        return None;
    }
    // Nothing in the body may transfer control, call, or carry ABI or spill constraints
    // (pseudo-instructions pin values at a point, or stand for unmodelled PTX).
    let body = &blk.insts[..n - 1];
    if body.iter().any(|i| {
        matches!(i.op.info().class, OpClass::Control | OpClass::Pseudo)
            || i.flags.spill
            || !i.clobbers.is_empty()
            || i.defs.iter().any(|d| f.vreg(*d).fixed.is_some())
    }) {
        return None;
    }
    // Stores under four or more different predicates (Triton's masked stores of a tile
    // Triton already unrolled): ptxas 13.5 leaves such a loop rolled, and unrolls the same
    // loop with three, or with four stores under one predicate
    // (`tests/golden/passes/unroll_guarded_stores.ptx`).
    let mut store_guards: Vec<VReg> = body
        .iter()
        .filter(|i| {
            i.op.info()
                .memory()
                .is_some_and(|m| m.access == Access::Store)
        })
        .filter_map(|i| i.guard.map(|g| g.pred))
        .collect();
    store_guards.sort();
    store_guards.dedup();
    if store_guards.len() >= STORE_GUARDS_KEEPING_ROLLED {
        return None;
    }
    // Induction variables: exactly one definition in the body, `v = v + imm`.
    let mut def_count: HashMap<VReg, u32> = HashMap::default();
    for i in body {
        for d in &i.defs {
            *def_count.entry(*d).or_default() += 1;
        }
    }
    let mut ivs = Vec::new();
    for (k, i) in body.iter().enumerate() {
        if i.op != Opcode::IADD3 || i.guard.is_some() || !(i.mods.is_empty() || i.mods == Mod::W64)
        {
            continue;
        }
        let Some(&v) = i.defs.first() else { continue };
        if def_count.get(&v) != Some(&1)
            || i.defs[1..].iter().any(|d| !f.vreg(*d).class.is_predicate())
        {
            continue;
        }
        let step = match i.uses.as_slice() {
            [Operand::Reg(u), Operand::Imm(c)] | [Operand::Imm(c), Operand::Reg(u)]
                if u.vreg == v && u.is_whole() =>
            {
                *c
            }
            _ => continue,
        };
        if step != 0 {
            ivs.push(Induction { v, step, update: k });
        }
    }
    // The exit test: the branch predicate, defined once by an unguarded ISETP, read only by
    // the branch.
    let p = guard.pred;
    let at = body.iter().rposition(|i| i.defs.contains(&p))?;
    let cmp = &body[at];
    if cmp.op != Opcode::ISETP || cmp.guard.is_some() || cmp.defs != [p] || def_count[&p] != 1 {
        return None;
    }
    if body.iter().any(|i| i.reg_uses().any(|u| u.vreg == p)) {
        return None;
    }
    let hoisted = constant_loads(body, &def_count);
    let (ivk, op, bound, cmp) = exit_test(f, cmp, &ivs, body, guard, &hoisted)?;
    // A `≠` test counts towards its bound: up for a positive step, down for a negative one.
    let step = ivs[ivk].step;
    let op = match op {
        Cond::NE if step > 0 => Cond::LT,
        Cond::NE => Cond::GT,
        o => o,
    };
    let monotone = match op {
        Cond::LT | Cond::LE => step > 0,
        Cond::GT | Cond::GE => step < 0,
        _ => false,
    };
    if !monotone {
        return None;
    }
    // Values of one trip: defined in the body, neither live into the loop nor out of it.
    let live = live();
    let (live_in, live_out) = (live.live_in(b), live.live_out(b));
    let mut locals: Vec<VReg> = def_count
        .keys()
        .copied()
        .filter(|v| !live_in.contains(*v) && !live_out.contains(*v))
        .filter(|v| !ivs.iter().any(|iv| iv.v == *v))
        .filter(|v| !hoisted.iter().any(|&k| body[k].defs[0] == *v))
        .collect();
    locals.sort();
    Some(Plan {
        ivs,
        test: ExitTest {
            at,
            iv: ivk,
            op,
            bound,
            cmp,
        },
        hoisted,
        locals,
    })
}

/// The constant-bank loads `body` repeats every trip: unguarded `LDC`s of a fixed word
/// (a kernel parameter the lowering reads where it is used, as from sm_90), each the one
/// write of its value and before every read of it. Their values are the same on every trip;
/// ptxas loads them once in front of a loop it unrolls (`LDC R7, c[0x0][0x220]`, the bound,
/// and `LDC.64 R2, c[0x0][0x218]`, the array, before the unrolled loop of
/// `tests/golden/passes/unroll_param_bound.ptx`; the copies then share one register).
fn constant_loads(body: &[Inst], def_count: &HashMap<VReg, u32>) -> Vec<usize> {
    (0..body.len())
        .filter(|&at| {
            let i = &body[at];
            let [v] = i.defs[..] else { return false };
            i.op == Opcode::LDC
                && i.guard.is_none()
                && def_count.get(&v) == Some(&1)
                && i.reg_uses().next().is_none()
                && !body[..=at]
                    .iter()
                    .any(|r| r.reg_uses().any(|u| u.vreg == v))
        })
        .collect()
}

/// Splits an `ISETP` into (induction variable index, continue-condition, bound, compare),
/// with the branch's negation and the operand order folded in. A bound written in the body
/// must be one of its `hoisted` constant loads.
fn exit_test(
    f: &Function,
    cmp: &Inst,
    ivs: &[Induction],
    body: &[Inst],
    guard: Guard,
    hoisted: &[usize],
) -> Option<(usize, Cond, Operand, Cmp)> {
    let test = cmp.mods.cmp()?;
    if test.ex {
        return None;
    }
    let [a, bnd] = cmp.uses.as_slice() else {
        return None;
    };
    let invariant = |o: &Operand| {
        o.reg().is_none_or(|u| {
            let def = body.iter().position(|i| i.defs.contains(&u.vreg));
            def.is_none_or(|k| hoisted.contains(&k))
        })
    };
    let iv_of = |o: &Operand| match o {
        Operand::Reg(u) if u.is_whole() || (u.offset == 0 && f.vreg(u.vreg).width == 1) => {
            ivs.iter().position(|iv| iv.v == u.vreg)
        }
        _ => None,
    };
    let (ivk, bound, swapped) = match (iv_of(a), iv_of(bnd)) {
        (Some(k), None) if invariant(bnd) => (k, *bnd, false),
        (None, Some(k)) if invariant(a) => (k, *a, true),
        _ => return None,
    };
    let mut op = match test.cond {
        c @ (Cond::LT | Cond::LE | Cond::GT | Cond::GE | Cond::NE | Cond::EQ) => c,
        _ => return None,
    };
    if swapped {
        op = op.swapped()?;
    }
    if guard.negated {
        op = negate(op);
    }
    if op == Cond::EQ {
        return None;
    }
    Some((ivk, op, bound, test))
}

/// The integer condition that holds exactly when `op` does not.
fn negate(op: Cond) -> Cond {
    match op {
        Cond::LT => Cond::GE,
        Cond::LE => Cond::GT,
        Cond::GT => Cond::LE,
        Cond::GE => Cond::LT,
        Cond::NE => Cond::EQ,
        _ => Cond::NE,
    }
}

/// Rewrites block `b` into the guard, unrolled loop, remainder check and remainder.
/// The four blocks that replace loop block `rest` (branch targets already renumbered),
/// placed from index `at` on; `exit` is where the loop falls through to.
fn unroll(
    f: &mut Function,
    mut rest: crate::ir::Block,
    plan: &Plan,
    factor: u32,
    at: usize,
    exit: BlockId,
) -> [crate::ir::Block; 4] {
    let body: Vec<Inst> = rest.insts[..rest.insts.len().saturating_sub(1)].to_vec();
    let line = body.first().map_or(0, |i| i.ptx_line);
    let test = &plan.test;
    let iv = &plan.ivs[test.iv];
    let u = i64::from(factor);
    // The comparison reads the variable after its update iff it comes later in the body.
    let d = if test.at > iv.update { iv.step } else { 0 };
    let delta_loop = (u - 2) * iv.step + d;
    let delta_rest = d - iv.step;

    // Block layout: the guard G takes the loop's place (branches to the loop reach it), then
    // the copies M, the check C and the original loop as the remainder R.
    let (m, r) = (BlockId::new(at + 1), BlockId::new(at + 3));
    // The original loop (now the remainder) branches to itself.
    if let Some(Operand::Block(t)) = rest.insts.last_mut().and_then(|i| i.uses.first_mut()) {
        *t = r;
    }
    let label = rest.label.clone();

    // G: enough trips for a full copy set? The constant loads the body repeated are made
    // here once, for the copies and the remainder too (G is where both are entered from).
    let mut guard_blk: Vec<Inst> = plan.hoisted.iter().map(|&k| body[k].clone()).collect();
    for &k in plan.hoisted.iter().rev() {
        rest.insts.remove(k);
    }
    let q0 = emit_test(f, &mut guard_blk, plan, delta_loop, true, line);
    let mut br = Inst::new(Opcode::BRA, Mods::NONE, vec![], vec![Operand::Block(r)]);
    br.guard = Some(Guard {
        pred: q0,
        negated: false,
    });
    br.ptx_line = line;
    guard_blk.push(br);

    // M: the copies, one update per variable, the back-edge test.
    let mut main = Vec::new();
    for k in 0..u {
        copy_body(f, &body, plan, k, &mut main);
    }
    for iv in &plan.ivs {
        let mut upd = body[iv.update].clone();
        for d in upd.defs.iter_mut().skip(1) {
            let info = f.vreg(*d).clone();
            *d = f.new_vreg(info.class, info.width);
        }
        set_imm(&mut upd, u * iv.step);
        main.push(upd);
    }
    let q = emit_test(f, &mut main, plan, delta_loop, false, line);
    let mut back = Inst::new(Opcode::BRA, Mods::NONE, vec![], vec![Operand::Block(m)]);
    back.guard = Some(Guard {
        pred: q,
        negated: false,
    });
    back.ptx_line = line;
    main.push(back);

    // C: any trip left for the remainder?
    let mut check = Vec::new();
    let q2 = emit_test(f, &mut check, plan, delta_rest, true, line);
    let mut out = Inst::new(Opcode::BRA, Mods::NONE, vec![], vec![Operand::Block(exit)]);
    out.guard = Some(Guard {
        pred: q2,
        negated: false,
    });
    out.ptx_line = line;
    check.push(out);

    [
        crate::ir::Block {
            label: label.clone(),
            insts: guard_blk,
            nounroll: false,
        },
        crate::ir::Block {
            label: format!("{label}.unrolled"),
            insts: main,
            nounroll: true,
        },
        crate::ir::Block {
            label: String::new(),
            insts: check,
            nounroll: false,
        },
        crate::ir::Block {
            label: format!("{label}.rem"),
            nounroll: true,
            ..rest
        },
    ]
}

/// Emits `q = cond(iv + delta)` (or its negation) into `out`; returns `q`.
fn emit_test(
    f: &mut Function,
    out: &mut Vec<Inst>,
    plan: &Plan,
    delta: i64,
    negated: bool,
    line: u32,
) -> VReg {
    let test = &plan.test;
    let iv = &plan.ivs[test.iv];
    let x = offset_value(f, out, iv, delta, line);
    let op = if negated { negate(test.op) } else { test.op };
    let q = f.new_vreg(crate::ir::RegClass::P, 1);
    let mut i = Inst::new(
        Opcode::ISETP,
        Cmp {
            cond: op,
            ..test.cmp
        },
        vec![q],
        vec![x, test.bound],
    );
    i.ptx_line = line;
    out.push(i);
    q
}

/// `iv + delta` as an operand: the variable itself for 0, else a fresh value computed into
/// `out` by a copy of the variable's own update.
fn offset_value(
    f: &mut Function,
    out: &mut Vec<Inst>,
    iv: &Induction,
    delta: i64,
    line: u32,
) -> Operand {
    if delta == 0 {
        return Operand::Reg(crate::ir::RegUse::whole(iv.v));
    }
    let info = f.vreg(iv.v).clone();
    let t = f.new_vreg(info.class, info.width);
    let mut defs = vec![t];
    // A 64-bit add also writes its carry predicate.
    if info.width == 2 {
        defs.push(f.new_vreg(crate::ir::RegClass::P, 1));
    }
    let mut i = Inst::new(
        Opcode::IADD3,
        Mods::w64_if(info.width == 2),
        defs,
        vec![
            Operand::Reg(crate::ir::RegUse::whole(iv.v)),
            Operand::Imm(delta),
        ],
    );
    i.ptx_line = line;
    out.push(i);
    Operand::Reg(crate::ir::RegUse::whole(t))
}

fn set_imm(i: &mut Inst, value: i64) {
    for o in i.uses.iter_mut() {
        if let Operand::Imm(c) = o {
            *c = value;
        }
    }
}

/// Appends copy `k` of the body to `out`: trip-local values renamed (copies after the
/// first), induction variables read at their offset for this trip, their updates and the
/// exit test left out.
fn copy_body(f: &mut Function, body: &[Inst], plan: &Plan, k: i64, out: &mut Vec<Inst>) {
    let mut rename: HashMap<VReg, VReg> = HashMap::default();
    if k > 0 {
        for &v in &plan.locals {
            let info = f.vreg(v).clone();
            let nv = f.new_vreg(info.class, info.width);
            f.vregs[nv.index()].name = info.name.clone();
            rename.insert(v, nv);
        }
    }
    // Offset values materialised for this copy, by (variable, offset).
    let mut offsets: HashMap<(VReg, i64), VReg> = HashMap::default();
    let start = out.len();
    let mut prologue: Vec<Inst> = Vec::new();
    for (idx, inst) in body.iter().enumerate() {
        if idx == plan.test.at
            || plan.hoisted.contains(&idx)
            || plan.ivs.iter().any(|iv| iv.update == idx)
        {
            continue;
        }
        let mut i = inst.clone();
        for o in i.uses.iter_mut() {
            match o {
                Operand::Mem {
                    base: Some(u),
                    offset,
                } => {
                    if let Some(iv) = plan.ivs.iter().find(|iv| iv.v == u.vreg) {
                        let delta = trip_offset(iv, idx, k);
                        if u.is_whole() || f.vreg(u.vreg).width == 1 {
                            *offset += delta;
                        } else if delta != 0 {
                            let t = offset_reg(
                                f,
                                &mut prologue,
                                &mut offsets,
                                iv,
                                delta,
                                inst.ptx_line,
                            );
                            u.vreg = t;
                        }
                    } else if let Some(n) = rename.get(&u.vreg) {
                        u.vreg = *n;
                    }
                }
                Operand::Reg(u) => {
                    if let Some(iv) = plan.ivs.iter().find(|iv| iv.v == u.vreg) {
                        let delta = trip_offset(iv, idx, k);
                        if delta != 0 {
                            u.vreg = offset_reg(
                                f,
                                &mut prologue,
                                &mut offsets,
                                iv,
                                delta,
                                inst.ptx_line,
                            );
                        }
                    } else if let Some(n) = rename.get(&u.vreg) {
                        u.vreg = *n;
                    }
                }
                _ => {}
            }
        }
        if let Some(g) = i.guard.as_mut() {
            if let Some(n) = rename.get(&g.pred) {
                g.pred = *n;
            }
        }
        for d in i.defs.iter_mut() {
            if let Some(n) = rename.get(d) {
                *d = *n;
            }
        }
        out.push(i);
    }
    out.splice(start..start, prologue);
}

/// How far copy `k` reads `iv` from its value at the start of the unrolled trip, at body
/// position `idx` (after the update, the next trip's value).
fn trip_offset(iv: &Induction, idx: usize, k: i64) -> i64 {
    let trips = if idx > iv.update { k + 1 } else { k };
    trips * iv.step
}

fn offset_reg(
    f: &mut Function,
    prologue: &mut Vec<Inst>,
    cache: &mut HashMap<(VReg, i64), VReg>,
    iv: &Induction,
    delta: i64,
    line: u32,
) -> VReg {
    if let Some(v) = cache.get(&(iv.v, delta)) {
        return *v;
    }
    let Operand::Reg(u) = offset_value(f, prologue, iv, delta, line) else {
        return iv.v;
    };
    cache.insert((iv.v, delta), u.vreg);
    u.vreg
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, RegClass, RegUse};

    /// `for (i = 0; i < n; i += 1) acc += a[i]` over a pointer IV `p` (step 4) and a counter
    /// `i` (step 1) compared with `n` in c[0x0][0x168].
    fn counted_loop() -> (Function, VReg, VReg, VReg) {
        let mut f = Function::new("k", FunctionKind::Entry);
        let pre = f.add_block("pre");
        let lp = f.add_block("loop");
        let exit = f.add_block("exit");
        let (i, p, acc) = (
            f.new_vreg(RegClass::R, 1),
            f.new_vreg(RegClass::R, 2),
            f.new_vreg(RegClass::R, 1),
        );
        let x = f.new_vreg(RegClass::R, 1);
        let (carry, q) = (f.new_vreg(RegClass::P, 1), f.new_vreg(RegClass::P, 1));
        let r = |v| Operand::Reg(RegUse::whole(v));
        f.blocks[pre.index()].insts = vec![
            Inst::new(Opcode::MOV, Mods::NONE, vec![i], vec![Operand::Imm(0)]),
            Inst::new(
                Opcode::MOV,
                Mod::W64,
                vec![p],
                vec![Operand::CBank {
                    bank: 0,
                    offset: 0x160,
                }],
            ),
            Inst::new(Opcode::MOV, Mods::NONE, vec![acc], vec![Operand::Imm(0)]),
        ];
        let mut br = Inst::new(Opcode::BRA, Mods::NONE, vec![], vec![Operand::Block(lp)]);
        br.guard = Some(Guard {
            pred: q,
            negated: false,
        });
        f.blocks[lp.index()].insts = vec![
            Inst::new(
                Opcode::LDG,
                Mod::E,
                vec![x],
                vec![Operand::Mem {
                    base: Some(RegUse::whole(p)),
                    offset: 0,
                }],
            ),
            Inst::new(Opcode::FADD, Mods::NONE, vec![acc], vec![r(acc), r(x)]),
            Inst::new(
                Opcode::IADD3,
                Mod::W64,
                vec![p, carry],
                vec![r(p), Operand::Imm(4)],
            ),
            Inst::new(
                Opcode::IADD3,
                Mods::NONE,
                vec![i],
                vec![r(i), Operand::Imm(1)],
            ),
            Inst::new(
                Opcode::ISETP,
                Cmp::new(Cond::LT),
                vec![q],
                vec![
                    r(i),
                    Operand::CBank {
                        bank: 0,
                        offset: 0x168,
                    },
                ],
            ),
            br,
        ];
        f.blocks[exit.index()].insts = vec![
            Inst::new(
                Opcode::STG,
                Mod::E,
                vec![],
                vec![
                    Operand::Mem {
                        base: Some(RegUse::whole(p)),
                        offset: 0,
                    },
                    r(acc),
                ],
            ),
            Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]),
        ];
        (f, i, p, x)
    }

    #[test]
    fn a_counted_loop_is_unrolled_with_guard_and_remainder() {
        let (mut f, _, p, x) = counted_loop();
        let n = opt_unroll_loops(
            &mut f,
            UnrollOptions {
                factor: 4,
                max_insts: 512,
            },
        );
        assert_eq!(n, 1);
        assert!(crate::ir::verify::verify_function(&f).is_ok());
        assert_eq!(f.blocks.len(), 6);
        // M holds four loads at offsets 0, 4, 8, 12 of the pointer, each into its own value.
        let m = &f.blocks[2];
        let loads: Vec<(i64, VReg)> = m
            .insts
            .iter()
            .filter(|i| i.op == Opcode::LDG)
            .map(|i| match (&i.uses[0], i.defs[0]) {
                (
                    Operand::Mem {
                        base: Some(b),
                        offset,
                    },
                    d,
                ) if b.vreg == p => (*offset, d),
                _ => panic!("load not on the pointer"),
            })
            .collect();
        assert_eq!(loads.iter().map(|l| l.0).collect::<Vec<_>>(), [0, 4, 8, 12]);
        assert_eq!(loads[0].1, x);
        assert!(loads[1..].iter().all(|l| l.1 != x));
        // One update per variable by four trips, and the back edge to M.
        assert!(m
            .insts
            .iter()
            .any(|i| i.op == Opcode::IADD3 && i.uses[1] == Operand::Imm(16)));
        assert!(m
            .insts
            .iter()
            .any(|i| i.op == Opcode::IADD3 && i.uses[1] == Operand::Imm(4)));
        assert_eq!(
            m.insts.last().map(|i| i.uses[0]),
            Some(Operand::Block(BlockId(2)))
        );
        // G and C branch to the remainder and the exit; the remainder loops on itself.
        assert_eq!(
            f.blocks[1].insts.last().map(|i| i.uses[0]),
            Some(Operand::Block(BlockId(4)))
        );
        assert_eq!(
            f.blocks[3].insts.last().map(|i| i.uses[0]),
            Some(Operand::Block(BlockId(5)))
        );
        assert_eq!(
            f.blocks[4].insts.last().map(|i| i.uses[0]),
            Some(Operand::Block(BlockId(4)))
        );
        // The guard tests i + 3 < n; the back edge after the update tests i + 3 < n too.
        let g = &f.blocks[1].insts;
        assert!(g
            .iter()
            .any(|i| i.op == Opcode::IADD3 && i.uses[1] == Operand::Imm(3)));
        assert!(g
            .iter()
            .any(|i| i.op == Opcode::ISETP && i.mods == Mods::from(Cmp::new(Cond::GE))));
    }

    #[test]
    fn nounroll_and_variable_steps_are_left_alone() {
        let (mut f, i, _, _) = counted_loop();
        f.blocks[1].nounroll = true;
        assert_eq!(
            opt_unroll_loops(
                &mut f,
                UnrollOptions {
                    factor: 4,
                    max_insts: 512
                }
            ),
            0
        );
        let (mut f, _, _, _) = counted_loop();
        // i += n: no constant step.
        f.blocks[1].insts[3].uses[1] = Operand::CBank {
            bank: 0,
            offset: 0x16c,
        };
        assert_eq!(
            opt_unroll_loops(
                &mut f,
                UnrollOptions {
                    factor: 4,
                    max_insts: 512
                }
            ),
            0
        );
        let _ = i;
        let (mut f, _, _, _) = counted_loop();
        assert_eq!(
            opt_unroll_loops(
                &mut f,
                UnrollOptions {
                    factor: 4,
                    max_insts: 8
                }
            ),
            0
        );
    }
}
