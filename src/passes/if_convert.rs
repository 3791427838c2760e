//! If-conversion: short blocks skipped by a conditional branch become predicated code in the
//! block before them, as ptxas does before scheduling.
//!
//! ptxas turns `if (i + 8k < n) f_k = x[i + 8k]` sequences into `@!P0 IMAD.WIDE`, `@!P0 LDG`
//! and then issues the guarded loads of several such regions together, so their addresses
//! and results are live at once (the `guard4` mini kernel: 18 registers, four guarded loads
//! in flight). Kept behind their branches, each region is its own block and the scheduler
//! cannot move its load up. Shapes converted, where every block of the region has the
//! branching block as its only predecessor:
//!
//! * **triangle** `A: @P BRA J; T: ...; J:` — `T` gets the guard `@!P`;
//! * **diamond** `A: @P BRA E; T: ...; BRA J; E: ...; J:` — `T` gets `@!P`, `E` gets `@P`.
//!
//! Then the join block `J` moves into `A` when nothing else reaches it, so the next region
//! (whose branch ends `J`) converts into the same block: the whole sequence becomes one
//! block for [`super::sched_pre_ra`].
//!
//! What ptxas 13.5 does (sm_80, mini kernels, `nvdisasm -c`): bodies of 9 instructions and
//! global stores (`@!P0 STG.E`) are predicated, and so is a lone region of ALU code or
//! stores. A region that loads is predicated only when the block it goes into loads
//! something else too (another guarded load, or one before or after it) whose latency the
//! guarded load can share: a lone `@P0 BRA; IMAD.WIDE; LDG` keeps its branch, even with
//! eight dependent multiplies after it, while the same region after an unguarded load, or
//! beside a second guarded load, is predicated. Hence [`IfConvertOptions::lone_loads`].
//!
//! Correctness: a predicated instruction writes nothing where its guard fails, which is
//! exactly what the skipped block did, so the merged code computes the same values on
//! every path. The guard must be the branch's own predicate, unchanged through the region
//! (no instruction of the region writes it), and every instruction must take a guard:
//! none already guarded, no control flow, barriers, calls, warp-collective operations or
//! pseudo-instructions. Liveness already treats a guarded definition as a partial write
//! (the old value flows through), so the allocator and the checker need nothing new.

use crate::ir::{BlockId, Function, Guard, Inst, Mods, Opcode, Operand, RegClass};

/// Limits of the conversion.
#[derive(Clone, Copy, Debug)]
pub struct IfConvertOptions {
    /// Largest block (instructions, its closing branch excluded) that is predicated.
    pub max_insts: usize,
    /// Also predicate a region whose load would be the only one of the merged block
    /// (ptxas keeps the branch there).
    pub lone_loads: bool,
}

/// Whether `inst` may carry a guard inside a converted region: a predicable opcode
/// ([`crate::ir::OpInfo::predicable`]), not already guarded, no clobbers, not spill code, no
/// value pinned to a register.
fn predicable(f: &Function, inst: &Inst) -> bool {
    inst.op.info().predicable
        && inst.guard.is_none()
        && inst.clobbers.is_empty()
        && !inst.flags.spill
        && inst
            .defs
            .iter()
            .all(|d| f.vregs.get(d.index()).is_some_and(|i| i.fixed.is_none()))
}

/// Predecessors of every block (blocks emptied by earlier merges have none left).
fn predecessors(f: &Function) -> Vec<Vec<usize>> {
    let mut preds = vec![Vec::new(); f.blocks.len()];
    for b in 0..f.blocks.len() {
        for s in f.successors(BlockId::new(b)) {
            preds[s.index()].push(b);
        }
    }
    preds
}

/// The block control reaches after `b` by falling through (skipping emptied blocks).
fn next_live(dead: &[bool], b: usize) -> Option<usize> {
    (b + 1..dead.len()).find(|&i| !dead[i])
}

/// The body of block `b` to predicate: its instructions without a closing unconditional
/// `BRA` to `join`, or `None` when the block does not qualify.
fn body(
    f: &Function,
    dead: &[bool],
    b: usize,
    guard_pred: crate::ir::VReg,
    join: usize,
    opts: IfConvertOptions,
) -> Option<usize> {
    let insts = &f.blocks[b].insts;
    let (n, ends) = match insts.last() {
        Some(l) if l.op == Opcode::BRA && l.guard.is_none() => {
            let t: Vec<BlockId> = l.targets().collect();
            (insts.len() - 1, t.first().map(|t| t.index()))
        }
        _ => (insts.len(), next_live(dead, b)),
    };
    let ok = ends == Some(join)
        && n <= opts.max_insts
        && insts[..n]
            .iter()
            .all(|i| predicable(f, i) && !i.defs.contains(&guard_pred));
    ok.then_some(n)
}

/// A region found at block `a`: the blocks to predicate (with their guards' polarity and
/// body lengths) and the join.
struct Region {
    parts: Vec<(usize, bool, usize)>,
    join: usize,
}

fn find_region(
    f: &Function,
    preds: &[Vec<usize>],
    dead: &[bool],
    a: usize,
    opts: IfConvertOptions,
) -> Option<Region> {
    let br = f.blocks[a].insts.last()?;
    let g = br.guard?;
    if br.op != Opcode::BRA || f.vregs.get(g.pred.index())?.class != RegClass::P {
        return None;
    }
    let targets: Vec<BlockId> = br.targets().collect();
    let [taken] = targets.as_slice() else {
        return None;
    };
    let taken = taken.index();
    let t = next_live(dead, a)?;
    if t == taken || preds[t] != [a] || taken == a {
        return None;
    }
    // Triangle: T falls through (or branches) to the branch target.
    if let Some(n) = body(f, dead, t, g.pred, taken, opts) {
        return Some(Region {
            parts: vec![(t, !g.negated, n)],
            join: taken,
        });
    }
    // Diamond: T ends `BRA J`, the target E follows T and reaches only J.
    let e = taken;
    let last = f.blocks[t].insts.last()?;
    if last.op != Opcode::BRA || last.guard.is_some() || next_live(dead, t) != Some(e) {
        return None;
    }
    let join = last.targets().next()?.index();
    if preds[e] != [a] || join == e || join == t || join == a {
        return None;
    }
    let nt = body(f, dead, t, g.pred, join, opts)?;
    let ne = body(f, dead, e, g.pred, join, opts)?;
    Some(Region {
        parts: vec![(t, !g.negated, nt), (e, g.negated, ne)],
        join,
    })
}

/// Whether `inst` loads from memory, a load whose latency predication lets others overlap.
/// Constant-bank reads (`LDC`) do not count: the constant cache serves them in a few cycles
/// (the measured case is a global load).
fn is_load(inst: &Inst) -> bool {
    let info = inst.op.info();
    info.is_load() && info.touches_memory()
}

/// Converts the regions, each into the block that branched around it. With `loads_of`
/// (loads per block after a conversion of everything), a region that loads converts only
/// into a block with at least two loads. Returns the loads of every block afterwards (by
/// the index the block had before the emptied blocks were removed) and the number of
/// regions converted.
fn convert(
    f: &mut Function,
    opts: IfConvertOptions,
    loads_of: Option<&[usize]>,
) -> (Vec<usize>, usize) {
    let nb = f.blocks.len();
    let mut regions = 0;
    let mut dead = vec![false; nb];
    let mut preds = predecessors(f);
    let mut a = 0;
    while a < nb {
        if dead[a] {
            a += 1;
            continue;
        }
        let Some(region) = find_region(f, &preds, &dead, a, opts) else {
            a += 1;
            continue;
        };
        let loads = region
            .parts
            .iter()
            .any(|&(b, _, n)| f.blocks[b].insts[..n].iter().any(is_load));
        if loads && loads_of.is_some_and(|l| l[a] < 2) {
            a += 1;
            continue;
        }
        let br = f.blocks[a].insts.pop().and_then(|i| i.guard);
        let Some(g) = br else { break };
        regions += 1;
        for &(b, negated, n) in &region.parts {
            let mut insts = std::mem::take(&mut f.blocks[b].insts);
            insts.truncate(n);
            for i in &mut insts {
                i.guard = Some(Guard {
                    pred: g.pred,
                    negated,
                });
            }
            f.blocks[a].insts.extend(insts);
            dead[b] = true;
        }
        // The join now has the region's blocks (all gone into `a`) as its only predecessors:
        // it follows `a` directly, so it becomes part of `a` when it comes right after.
        let j = region.join;
        let from: Vec<usize> = region.parts.iter().map(|p| p.0).collect();
        preds[j].retain(|p| !from.contains(p) && *p != a);
        let adjacent = next_live(&dead, a) == Some(j);
        if adjacent && preds[j].is_empty() && !f.blocks[j].nounroll {
            let insts = std::mem::take(&mut f.blocks[j].insts);
            f.blocks[a].insts.extend(insts);
            dead[j] = true;
            for s in f.successors(BlockId::new(a)) {
                // A fall-through successor is named by the next index, maybe an emptied block.
                let s = if dead[s.index()] {
                    match next_live(&dead, a) {
                        Some(n) => n,
                        None => continue,
                    }
                } else {
                    s.index()
                };
                let ps = &mut preds[s];
                for p in ps.iter_mut() {
                    if *p == j {
                        *p = a;
                    }
                }
            }
        } else {
            preds[j].push(a);
            // `a` falls through the emptied blocks to the join: nothing to jump over.
            if !adjacent {
                let target = BlockId::new(j);
                f.blocks[a].insts.push(Inst::new(
                    Opcode::BRA,
                    Mods::NONE,
                    vec![],
                    vec![Operand::Block(target)],
                ));
            }
        }
        // Stay on `a`: the join may end with the next region's branch.
    }
    let loads = (0..nb)
        .map(|b| f.blocks[b].insts.iter().filter(|i| is_load(i)).count())
        .collect();
    super::remove_blocks(f, &dead);
    (loads, regions)
}

/// Predicates short branched-around blocks into the block before them; returns how many
/// regions were converted.
pub fn if_convert(f: &mut Function, opts: IfConvertOptions) -> usize {
    if opts.max_insts == 0 {
        return 0;
    }
    if opts.lone_loads {
        return convert(f, opts, None).1;
    }
    // Which blocks end up with company for a guarded load: a trial on a copy, then the real
    // run with that answer (the conversion is deterministic, so a block collects the same
    // regions, less the lone loading ones). The trial converts nothing unless some region
    // of the unchanged code qualifies, and then the copy is not needed.
    let preds = predecessors(f);
    let dead = vec![false; f.blocks.len()];
    if (0..f.blocks.len()).all(|a| find_region(f, &preds, &dead, a, opts).is_none()) {
        return 0;
    }
    let mut trial = f.clone();
    let (loads, regions) = convert(&mut trial, opts, None);
    if regions == 0 {
        return 0;
    }
    convert(f, opts, Some(&loads)).1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{check_liveness, Cfg, Liveness};

    const OPTS: IfConvertOptions = IfConvertOptions {
        max_insts: 8,
        lone_loads: false,
    };

    fn lower(body: &str) -> Function {
        let mut f = crate::lower::lower_kernel_for_test(
            ".param .u64 x, .param .u32 n",
            &format!(
                ".reg .pred %p<8>; .reg .b32 %r<40>; .reg .f32 %f<20>; .reg .b64 %rd<20>;\n\
                 ld.param.u64 %rd1, [x]; ld.param.u32 %r1, [n];\n\
                 mov.u32 %r2, %tid.x;\n{body}\nret;"
            ),
        );
        crate::passes::opt_dce(&mut f);
        f
    }

    /// `if (i + 8k < n) f_k = x[i + 8k]` for k < `regions`, then the sum is stored.
    fn guarded_loads(regions: usize, extra: &str) -> String {
        let mut s = String::new();
        for k in 0..regions {
            s += &format!(
                "mov.f32 %f{k}, 0f00000000;\nadd.s32 %r{a}, %r2, {off};\n\
                 setp.ge.s32 %p{k}, %r{a}, %r1;\n@%p{k} bra L{k};\n\
                 mul.wide.s32 %rd{b}, %r{a}, 4; add.s64 %rd{b}, %rd1, %rd{b};\n\
                 ld.global.f32 %f{k}, [%rd{b}];{extra}\nL{k}:\n",
                a = 10 + k,
                b = 2 + k,
                off = 8 * k
            );
        }
        s += "mov.f32 %f19, 0f00000000;\n";
        for k in 0..regions {
            s += &format!("add.f32 %f19, %f19, %f{k};\n");
        }
        s + "st.global.f32 [%rd1], %f19;"
    }

    fn guarded(f: &Function, op: Opcode) -> Vec<Guard> {
        f.insts()
            .filter(|(_, i)| i.op == op)
            .filter_map(|(_, i)| i.guard)
            .collect()
    }

    fn branches(f: &Function) -> usize {
        f.insts().filter(|(_, i)| i.op == Opcode::BRA).count()
    }

    fn check(f: &Function) {
        crate::ir::verify::verify_function(f).expect("IR stays valid");
        let cfg = Cfg::new(f);
        check_liveness(f, &cfg, &Liveness::compute(f, &cfg)).expect("liveness agrees");
    }

    #[test]
    fn consecutive_guarded_loads_become_one_predicated_block() {
        let mut f = lower(&guarded_loads(4, ""));
        assert_eq!(branches(&f), 4);
        assert_eq!(if_convert(&mut f, OPTS), 4);
        check(&f);
        assert_eq!(branches(&f), 0);
        assert_eq!(f.blocks.len(), 1, "the joins went into the entry block");
        // `@P BRA` skipped the load, so the load runs under `@!P`.
        let loads = guarded(&f, Opcode::LDG);
        assert_eq!(loads.len(), 4);
        assert!(loads.iter().all(|g| g.negated));
        let mut preds: Vec<_> = loads.iter().map(|g| g.pred).collect();
        preds.dedup();
        assert_eq!(preds.len(), 4, "each load keeps its own bounds test");
        assert_eq!(
            guarded(&f, Opcode::IMAD).len(),
            4,
            "the address arithmetic too"
        );
    }

    #[test]
    fn a_lone_guarded_load_keeps_its_branch_unless_allowed() {
        // With another load in the block, or without a load, a lone region converts.
        let mut f = lower(
            &("ld.global.f32 %f18, [%rd1+64]; st.global.f32 [%rd1+68], %f18;\n".to_string()
                + &guarded_loads(1, "")),
        );
        assert_eq!(if_convert(&mut f, OPTS), 1);
        check(&f);
        let mut f = lower(
            "setp.ge.s32 %p0, %r2, %r1;\n@%p0 bra L0;\nst.global.u32 [%rd1], %r2;\nL0:\n\
             st.global.u32 [%rd1+4], %r1;",
        );
        assert_eq!(if_convert(&mut f, OPTS), 1);
        check(&f);
        assert_eq!(guarded(&f, Opcode::STG).len(), 1);
        // Alone, the load keeps its branch.
        let mut f = lower(&guarded_loads(1, ""));
        let before = f.clone();
        assert_eq!(if_convert(&mut f, OPTS), 0);
        assert_eq!(f, before);
        let one = IfConvertOptions {
            lone_loads: true,
            ..OPTS
        };
        assert_eq!(if_convert(&mut f, one), 1);
        check(&f);
        assert_eq!(branches(&f), 0);
    }

    #[test]
    fn unpredicable_or_long_blocks_keep_their_branch() {
        for extra in [
            " bar.sync 0;",
            // Writes the guard's own predicate (and reads it, so that it is not dead code).
            " setp.lt.f32 %p0, %f0, 0f00000000; selp.f32 %f0, %f0, 0f3f800000, %p0;",
            " add.f32 %f0, %f0, 0f3f800000; add.f32 %f0, %f0, 0f3f800000; \
              add.f32 %f0, %f0, 0f3f800000; add.f32 %f0, %f0, 0f3f800000; \
              add.f32 %f0, %f0, 0f3f800000; add.f32 %f0, %f0, 0f3f800000;",
        ] {
            let mut f = lower(&guarded_loads(2, extra));
            assert_eq!(if_convert(&mut f, OPTS), 0, "{extra}");
            assert_eq!(branches(&f), 2, "{extra}");
        }
    }

    #[test]
    fn diamonds_predicate_both_arms_with_opposite_guards() {
        let mut s = String::new();
        for k in 0..2 {
            s += &format!(
                "setp.ge.s32 %p{k}, %r2, {k};\n@%p{k} bra E{k};\n\
                 mul.lo.s32 %r{a}, %r2, 3;\nbra.uni J{k};\n\
                 E{k}:\nadd.s32 %r{a}, %r2, %r1;\nJ{k}:\n",
                a = 10 + k
            );
        }
        s += "add.s32 %r12, %r10, %r11;\nmul.wide.u32 %rd2, %r2, 4;\nadd.s64 %rd2, %rd1, %rd2;\n\
              st.global.u32 [%rd2], %r12;";
        let mut f = lower(&s);
        assert_eq!(if_convert(&mut f, OPTS), 2);
        check(&f);
        assert_eq!((branches(&f), f.blocks.len()), (0, 1));
        let mul = guarded(&f, Opcode::IMAD);
        let add = guarded(&f, Opcode::IADD3);
        assert_eq!((mul.len(), add.len()), (2, 2));
        for (m, a) in mul.iter().zip(&add) {
            assert_eq!(m.pred, a.pred);
            assert!(m.negated && !a.negated, "then-arm @!P, else-arm @P");
        }
    }

    #[test]
    fn temporaries_of_a_converted_loop_body_stay_inside_it() {
        // A loop whose body holds two guarded loads: their addresses are defined and read
        // only under their guard, so they must not be live around the loop.
        let body = "mov.u32 %r30, 0;\nmov.f32 %f18, 0f00000000;\nLOOP:\n".to_string()
            + &guarded_loads(2, "").replace("st.global.f32 [%rd1], %f19;", "")
            + "add.f32 %f18, %f18, %f19;\nadd.s32 %r30, %r30, 1;\n\
               setp.lt.s32 %p7, %r30, %r1;\n@%p7 bra LOOP;\nst.global.f32 [%rd1], %f18;";
        let mut f = lower(&body);
        assert_eq!(if_convert(&mut f, OPTS), 2);
        check(&f);
        let cfg = Cfg::new(&f);
        let live = Liveness::compute(&f, &cfg);
        let local = crate::analysis::guard_local_values(&f);
        let addresses: Vec<_> = f
            .insts()
            .filter(|(_, i)| i.op == Opcode::LDG)
            .filter_map(|(_, i)| i.uses.first().and_then(Operand::reg))
            .map(|u| u.vreg)
            .collect();
        assert_eq!(addresses.len(), 2);
        for a in addresses {
            assert!(local[a.index()], "{a} is guard-local");
            for b in 0..f.blocks.len() {
                assert!(
                    !live.live_in(BlockId::new(b)).contains(a),
                    "{a} live into {b}"
                );
            }
        }
    }
}
