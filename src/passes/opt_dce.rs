//! Dead-code elimination: drops side-effect-free instructions whose results nobody reads.
//!
//! ptxas removes them before allocation, and PTX from every producer has some (unused
//! special-register reads, address arithmetic of folded loads, results of lowering idioms),
//! so keeping them would inflate pressure.

use crate::ir::Function;

/// Removes dead instructions until none is left; returns how many were removed.
pub fn opt_dce(f: &mut Function) -> usize {
    let mut uses = vec![0u32; f.vregs.len()];
    for (_, inst) in f.insts() {
        for u in inst.reg_uses() {
            uses[u.vreg.index()] += 1;
        }
    }
    let mut removed = 0;
    // Removal in place: a sweep that removes nothing moves nothing.
    let (blocks, vregs) = (&mut f.blocks, &f.vregs);
    loop {
        let mut changed = false;
        for block in blocks.iter_mut() {
            block.insts.retain(|inst| {
                let dead = !inst.defs.is_empty()
                    && !inst.has_side_effects()
                    && inst
                        .defs
                        .iter()
                        .all(|d| uses[d.index()] == 0 && vregs[d.index()].fixed.is_none());
                if dead {
                    for u in inst.reg_uses() {
                        uses[u.vreg.index()] -= 1;
                    }
                    removed += 1;
                    changed = true;
                }
                !dead
            });
        }
        if !changed {
            return removed;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, Inst, Opcode, Operand, RegClass, RegUse};

    use crate::ir::Mods;
    #[test]
    fn removes_chains_of_unused_values_but_keeps_stores() {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("entry");
        let a = f.new_vreg(RegClass::R, 1);
        let c = f.new_vreg(RegClass::R, 1);
        let s = f.new_vreg(RegClass::R, 1);
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(Inst::new(
            Opcode::S2R,
            Mods::NONE,
            vec![a],
            vec![Operand::Special("SR_TID.X")],
        ));
        insts.push(Inst::new(
            Opcode::IADD3,
            Mods::NONE,
            vec![c],
            vec![Operand::Reg(RegUse::whole(a)), Operand::Imm(1)],
        ));
        insts.push(Inst::new(
            Opcode::MOV,
            Mods::NONE,
            vec![s],
            vec![Operand::Imm(3)],
        ));
        insts.push(Inst::new(
            Opcode::STS,
            Mods::NONE,
            vec![],
            vec![
                Operand::Mem {
                    base: None,
                    offset: 0,
                },
                Operand::Reg(RegUse::whole(s)),
            ],
        ));
        insts.push(Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]));
        assert_eq!(opt_dce(&mut f), 2);
        assert_eq!(f.num_insts(), 3);
    }
}
