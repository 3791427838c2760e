//! Local common-subexpression elimination: a pure instruction that repeats an earlier one
//! of its block with the same operands (none rewritten in between) reuses its result.
//!
//! Off by default (knob `Cse`): on the corpus merging repeats lengthened live ranges and
//! moved register counts away from ptxas's, which evidently recomputes them; the pass stays
//! to measure that claim again as lowering changes. Only values written exactly once in the
//! function are merged, so renaming every read of the repeat is safe wherever it is.

use rustc_hash::FxHashMap as HashMap;

use crate::ir::{Function, Inst, Mods, Opcode, Operand, VReg};

/// What makes two instructions compute the same values: opcode, modifiers and operands,
/// with the version (definition count so far) of every register read.
type Key = (Opcode, Mods, Vec<Operand>, Vec<u32>, Vec<(u8, u8)>);

/// Whether `inst` may be merged with an identical earlier one.
fn mergeable(f: &Function, inst: &Inst, defs: &[u32]) -> bool {
    !inst.defs.is_empty()
        && inst.guard.is_none()
        && inst.clobbers.is_empty()
        && !inst.has_side_effects()
        && !inst.op.touches_memory()
        // Values made from constants alone are rematerialised by ptxas, not shared.
        && inst.reg_uses().next().is_some()
        // Clock and timer reads (`CS2R`, `S2R`) give another value each time.
        && !inst.uses.iter().any(|o| {
            matches!(o, Operand::Special(s) if s.contains("CLOCK") || s.contains("TIMER"))
        })
        && inst
            .defs
            .iter()
            .all(|d| defs[d.index()] == 1 && f.vregs[d.index()].fixed.is_none())
}

/// Merges repeated pure instructions within each block; returns how many were removed.
pub fn opt_cse(f: &mut Function) -> usize {
    let defs = f.def_counts();
    let mut rename: HashMap<VReg, VReg> = HashMap::default();
    let mut removed = 0;
    for b in 0..f.blocks.len() {
        let mut version = vec![0u32; 0];
        version.resize(f.vregs.len(), 0);
        let mut seen: HashMap<Key, Vec<VReg>> = HashMap::default();
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let mut kept = Vec::with_capacity(insts.len());
        for mut inst in insts {
            rename_uses(&mut inst, &rename);
            if mergeable(f, &inst, &defs) {
                let regs: Vec<_> = inst.reg_uses().collect();
                let key = (
                    inst.op,
                    inst.mods,
                    inst.uses.clone(),
                    regs.iter().map(|u| version[u.vreg.index()]).collect(),
                    inst.defs
                        .iter()
                        .map(|d| (f.vregs[d.index()].width, f.vregs[d.index()].class as u8))
                        .collect(),
                );
                if let Some(earlier) = seen.get(&key) {
                    for (d, e) in inst.defs.iter().zip(earlier) {
                        rename.insert(*d, *e);
                    }
                    removed += 1;
                    continue;
                }
                seen.insert(key, inst.defs.clone());
            }
            for d in &inst.defs {
                version[d.index()] += 1;
            }
            kept.push(inst);
        }
        f.blocks[b].insts = kept;
    }
    if !rename.is_empty() {
        // Reads in earlier blocks (loop back edges) and later blocks.
        for b in 0..f.blocks.len() {
            for inst in &mut f.blocks[b].insts {
                rename_uses(inst, &rename);
            }
        }
    }
    removed
}

fn rename_uses(inst: &mut Inst, rename: &HashMap<VReg, VReg>) {
    if rename.is_empty() {
        return;
    }
    for o in &mut inst.uses {
        match o {
            Operand::Reg(u) => {
                if let Some(n) = rename.get(&u.vreg) {
                    u.vreg = *n;
                }
            }
            Operand::Mem { base: Some(u), .. } => {
                if let Some(n) = rename.get(&u.vreg) {
                    u.vreg = *n;
                }
            }
            _ => {}
        }
    }
    if let Some(g) = &mut inst.guard {
        if let Some(n) = rename.get(&g.pred) {
            g.pred = *n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, RegClass, RegUse};

    fn reg(v: VReg) -> Operand {
        Operand::Reg(RegUse::whole(v))
    }

    #[test]
    fn repeats_merge_until_an_operand_is_rewritten() {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("entry");
        let v: Vec<VReg> = (0..6).map(|_| f.new_vreg(RegClass::R, 1)).collect();
        let add = |d: VReg, s: VReg| {
            Inst::new(
                Opcode::IADD3,
                Mods::NONE,
                vec![d],
                vec![reg(s), Operand::Imm(4)],
            )
        };
        let store = |s: VReg| {
            Inst::new(
                Opcode::STS,
                Mods::NONE,
                vec![],
                vec![
                    Operand::Mem {
                        base: None,
                        offset: 0,
                    },
                    reg(s),
                ],
            )
        };
        f.blocks[b.index()].insts = vec![
            Inst::new(
                Opcode::S2R,
                Mods::NONE,
                vec![v[0]],
                vec![Operand::Special("SR_TID.X")],
            ),
            add(v[1], v[0]),
            add(v[2], v[0]), // same as v1
            store(v[2]),
            // v0 is written again (a second definition keeps v0 out of the merge itself)
            Inst::new(
                Opcode::S2R,
                Mods::NONE,
                vec![v[0]],
                vec![Operand::Special("SR_TID.X")],
            ),
            add(v[3], v[0]), // reads the new v0: not v1
            store(v[3]),
            store(v[1]),
        ];
        assert_eq!(opt_cse(&mut f), 1);
        let insts = &f.blocks[0].insts;
        assert_eq!(insts.len(), 7);
        assert_eq!(
            insts[2].uses[1],
            reg(v[1]),
            "the repeat's reader reads the first result"
        );
        assert_eq!(
            insts[4].defs,
            vec![v[3]],
            "an add of the rewritten register stays"
        );
    }
}
