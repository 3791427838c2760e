//! Loop-invariant code motion before allocation (ptxas's `HoistInvariants`, policy knob 381).
//!
//! An instruction inside a loop whose sources are all defined outside it computes the same
//! value on every trip; moving it to the loop's preheader saves the recomputation but keeps
//! the value live across the whole loop, so the pass changes register pressure both ways.
//! Only what is safe without further analysis moves:
//!
//! * pure, unguarded ALU and conversion instructions (no memory, no special registers, no
//!   clobbers), whose results are defined nowhere else in the function, so moving the single
//!   definition cannot change which value a read sees;
//! * in a block that runs on every trip (it dominates every latch), so nothing is computed
//!   that the loop would not have computed;
//! * into the one block outside the loop that enters its header, before that block's
//!   branches.
//!
//! Loops are visited innermost first, so with the `always` policy a value invariant in two
//! nested loops ends up in front of the outer one (the inner preheader is part of the outer
//! loop and is visited with it).

use crate::analysis::cfg::Cfg;
use crate::analysis::dominators::DomTree;
use crate::analysis::loops::{LoopForest, LoopId};
use crate::ir::{BlockId, Function, Inst};
use crate::knobs::HoistPolicy;

/// Whether `inst` computes its results from its operands alone, so that it may run earlier:
/// a pure opcode ([`crate::ir::OpInfo::pure`]), unguarded, without clobbers, not allocator
/// or ordered code.
fn is_pure(inst: &Inst) -> bool {
    inst.guard.is_none()
        && inst.clobbers.is_empty()
        && !inst.flags.spill
        && !inst.flags.remat
        && !inst.flags.ordered
        && !inst.defs.is_empty()
        && inst.op.info().pure
}

/// Moves loop-invariant instructions to loop preheaders under `policy`; returns how many
/// moves were made (an instruction that leaves two nested loops counts twice).
pub fn opt_hoist_invariants(f: &mut Function, policy: HoistPolicy) -> usize {
    if policy == HoistPolicy::Never {
        return 0;
    }
    let cfg = Cfg::new(f);
    let dom = DomTree::new(&cfg);
    let forest = LoopForest::new(&cfg, &dom);
    if forest.loops.is_empty() {
        return 0;
    }
    // Definitions per value, and the blocks defining it.
    let mut def_count = vec![0u32; f.vregs.len()];
    let mut def_block: Vec<Vec<BlockId>> = vec![Vec::new(); f.vregs.len()];
    for (b, inst) in f.insts() {
        for d in &inst.defs {
            def_count[d.index()] += 1;
            def_block[d.index()].push(b);
        }
    }
    let has_child: Vec<bool> = {
        let mut v = vec![false; forest.loops.len()];
        for l in &forest.loops {
            if let Some(p) = l.parent {
                v[p.index()] = true;
            }
        }
        v
    };
    let mut moved = 0;
    for (li, lp) in forest.loops.iter().enumerate() {
        if policy == HoistPolicy::InnerLoops && has_child[li] {
            continue;
        }
        let id = LoopId(li as u32);
        let in_loop: Vec<bool> = (0..f.blocks.len())
            .map(|b| {
                let mut l = forest.loop_of[b];
                while let Some(x) = l {
                    if x == id {
                        return true;
                    }
                    l = forest.loops[x.index()].parent;
                }
                false
            })
            .collect();
        let outside: Vec<BlockId> = cfg
            .preds(lp.header)
            .iter()
            .copied()
            .filter(|p| !in_loop[p.index()] && cfg.is_reachable(*p))
            .collect();
        let [pre] = outside.as_slice() else {
            continue;
        };
        let pre = *pre;
        // Blocks of the loop in reverse post-order, so a value's definition is seen (and
        // hoisted) before the instructions that read it.
        let order: Vec<BlockId> = cfg
            .rpo
            .iter()
            .copied()
            .filter(|b| in_loop[b.index()])
            .filter(|b| lp.latches.iter().all(|l| dom.dominates(*b, *l)))
            .collect();
        // Candidates in order, as (block, index); their results count as defined in the
        // preheader for the instructions after them.
        let mut cands: Vec<(BlockId, usize)> = Vec::new();
        for &b in &order {
            for (k, inst) in f.blocks[b.index()].insts.iter().enumerate() {
                let invariant = is_pure(inst)
                    && inst
                        .defs
                        .iter()
                        .all(|d| def_count[d.index()] == 1 && f.vregs[d.index()].fixed.is_none())
                    && inst.reg_uses().all(|u| {
                        def_block[u.vreg.index()]
                            .iter()
                            .all(|db| !in_loop[db.index()])
                    });
                if invariant {
                    for d in &inst.defs {
                        def_block[d.index()] = vec![pre];
                    }
                    cands.push((b, k));
                }
            }
        }
        // A value made from constants alone is cheaper to recompute in the loop than to keep
        // live across it (ptxas rematerialises those): it moves only when a moving
        // instruction reads it.
        let mut needed = vec![false; f.vregs.len()];
        let mut keep = vec![false; cands.len()];
        for (c, &(b, k)) in cands.iter().enumerate().rev() {
            let inst = &f.blocks[b.index()].insts[k];
            keep[c] =
                inst.reg_uses().next().is_some() || inst.defs.iter().any(|d| needed[d.index()]);
            if keep[c] {
                for u in inst.reg_uses() {
                    needed[u.vreg.index()] = true;
                }
            } else {
                for d in &inst.defs {
                    def_block[d.index()] = vec![b];
                }
            }
        }
        let mut hoisted: Vec<Inst> = Vec::new();
        let mut taken: std::collections::HashSet<(BlockId, usize)> = Default::default();
        for (c, &(b, k)) in cands.iter().enumerate() {
            if keep[c] {
                hoisted.push(f.blocks[b.index()].insts[k].clone());
                taken.insert((b, k));
            }
        }
        for &b in &order {
            let mut k = 0;
            f.blocks[b.index()].insts.retain(|_| {
                let out = !taken.contains(&(b, k));
                k += 1;
                out
            });
        }
        if hoisted.is_empty() {
            continue;
        }
        moved += hoisted.len();
        let blk = &mut f.blocks[pre.index()].insts;
        let at = blk
            .iter()
            .rposition(|i| !i.op.is_terminator())
            .map_or(0, |p| p + 1);
        blk.splice(at..at, hoisted);
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, Guard, Opcode, Operand, RegClass, RegUse, VReg};

    use crate::ir::{Cmp, Cond, Mods};
    fn r(v: VReg) -> Operand {
        Operand::Reg(RegUse::whole(v))
    }

    /// entry: a = S2R; n = MOV c[0][0x160]
    /// outer: (header of the outer loop)
    /// inner: x = a * 3; y = x + a; i = i + y; p = i < n; @p BRA inner
    /// latch: j = j + 1; q = j < n; @q BRA outer
    /// exit:  EXIT
    /// Returns the function and x, y, i's update.
    fn nested() -> Function {
        let mut f = Function::new("k", FunctionKind::Entry);
        let entry = f.add_block("entry");
        let outer = f.add_block("outer");
        let inner = f.add_block("inner");
        let latch = f.add_block("latch");
        let exit = f.add_block("exit");
        let [a, n, x, y, i, j] = [0; 6].map(|_| f.new_vreg(RegClass::R, 1));
        let [p, q] = [0; 2].map(|_| f.new_vreg(RegClass::P, 1));
        let blocks = &mut f.blocks;
        blocks[entry.index()].insts = vec![
            Inst::new(
                Opcode::S2R,
                Mods::NONE,
                vec![a],
                vec![Operand::Special("SR_TID.X")],
            ),
            Inst::new(
                Opcode::MOV,
                Mods::NONE,
                vec![n],
                vec![Operand::CBank {
                    bank: 0,
                    offset: 0x160,
                }],
            ),
            Inst::new(Opcode::MOV, Mods::NONE, vec![i], vec![Operand::Imm(0)]),
            Inst::new(Opcode::MOV, Mods::NONE, vec![j], vec![Operand::Imm(0)]),
        ];
        blocks[outer.index()].insts = vec![];
        let mut br = Inst::new(Opcode::BRA, Mods::NONE, vec![], vec![Operand::Block(inner)]);
        br.guard = Some(Guard {
            pred: p,
            negated: false,
        });
        blocks[inner.index()].insts = vec![
            Inst::new(
                Opcode::IMAD,
                Mods::NONE,
                vec![x],
                vec![r(a), Operand::Imm(3), Operand::Zero(RegClass::R)],
            ),
            Inst::new(
                Opcode::IADD3,
                Mods::NONE,
                vec![y],
                vec![r(x), r(a), Operand::Zero(RegClass::R)],
            ),
            Inst::new(
                Opcode::IADD3,
                Mods::NONE,
                vec![i],
                vec![r(i), r(y), Operand::Zero(RegClass::R)],
            ),
            Inst::new(Opcode::ISETP, Cmp::new(Cond::LT), vec![p], vec![r(i), r(n)]),
            br,
        ];
        let mut br2 = Inst::new(Opcode::BRA, Mods::NONE, vec![], vec![Operand::Block(outer)]);
        br2.guard = Some(Guard {
            pred: q,
            negated: false,
        });
        blocks[latch.index()].insts = vec![
            Inst::new(
                Opcode::IADD3,
                Mods::NONE,
                vec![j],
                vec![r(j), Operand::Imm(1), Operand::Zero(RegClass::R)],
            ),
            Inst::new(Opcode::ISETP, Cmp::new(Cond::LT), vec![q], vec![r(j), r(n)]),
            br2,
        ];
        blocks[exit.index()].insts = vec![Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![])];
        f
    }

    fn ops(f: &Function, b: usize) -> Vec<Opcode> {
        f.blocks[b].insts.iter().map(|i| i.op).collect()
    }

    #[test]
    fn always_hoists_out_of_both_loops() {
        let mut f = nested();
        assert_eq!(opt_hoist_invariants(&mut f, HoistPolicy::Always), 4);
        // x and y leave the inner loop for `outer`, then the outer loop for `entry`.
        assert_eq!(
            ops(&f, 0),
            [
                Opcode::S2R,
                Opcode::MOV,
                Opcode::MOV,
                Opcode::MOV,
                Opcode::IMAD,
                Opcode::IADD3
            ]
        );
        assert!(ops(&f, 1).is_empty());
        assert_eq!(ops(&f, 2), [Opcode::IADD3, Opcode::ISETP, Opcode::BRA]);
        crate::ir::verify::verify_function(&f).unwrap();
    }

    #[test]
    fn inner_policy_stops_at_the_inner_preheader() {
        let mut f = nested();
        assert_eq!(opt_hoist_invariants(&mut f, HoistPolicy::InnerLoops), 2);
        assert_eq!(ops(&f, 1), [Opcode::IMAD, Opcode::IADD3]);
        assert_eq!(ops(&f, 0).len(), 4);
    }

    #[test]
    fn constants_move_only_with_a_reader_that_moves() {
        let mut f = nested();
        let [k, c, z] = [0; 3].map(|_| f.new_vreg(RegClass::R, 1));
        let a = VReg::new(0);
        let inner = &mut f.blocks[2].insts;
        // k = 7 feeds the variant counter: it stays; c = 9 feeds z = a + c: both move.
        inner.insert(
            0,
            Inst::new(Opcode::MOV, Mods::NONE, vec![k], vec![Operand::Imm(7)]),
        );
        inner.insert(
            1,
            Inst::new(Opcode::MOV, Mods::NONE, vec![c], vec![Operand::Imm(9)]),
        );
        inner.insert(
            2,
            Inst::new(
                Opcode::IADD3,
                Mods::NONE,
                vec![z],
                vec![r(a), r(c), Operand::Zero(RegClass::R)],
            ),
        );
        inner[5].uses[1] = r(k);
        opt_hoist_invariants(&mut f, HoistPolicy::InnerLoops);
        assert_eq!(
            ops(&f, 1),
            [Opcode::MOV, Opcode::IADD3, Opcode::IMAD, Opcode::IADD3]
        );
        assert_eq!(f.blocks[2].insts[0].defs, [k]);
    }

    #[test]
    fn never_and_variant_values_stay() {
        let mut f = nested();
        let before = f.clone();
        assert_eq!(opt_hoist_invariants(&mut f, HoistPolicy::Never), 0);
        assert_eq!(f, before);
        // i and p change every trip; j's update too.
        let mut f = nested();
        opt_hoist_invariants(&mut f, HoistPolicy::Always);
        assert_eq!(ops(&f, 3), [Opcode::IADD3, Opcode::ISETP, Opcode::BRA]);
    }
}
