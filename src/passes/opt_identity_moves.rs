//! After allocation: drop register copies whose source and destination got the same physical
//! register (the copies coalescing made redundant). ptxas never emits `MOV R3, R3`, so the
//! instruction count and the listing only match it without them. Runs after the checker has
//! seen the copies, so the claim it verified is the code before this clean-up.

use crate::ir::{Function, Opcode, Operand, PhysReg};

/// Removes every unguarded whole-register `MOV` from a register to itself; returns how many.
pub fn opt_identity_moves(f: &mut Function, regs: &[Option<PhysReg>]) -> u32 {
    let reg_of = |v: crate::ir::VReg| regs.get(v.index()).copied().flatten();
    let mut removed = 0;
    for b in 0..f.blocks.len() {
        let before = f.blocks[b].insts.len();
        let vregs = &f.vregs;
        f.blocks[b].insts.retain(|i| {
            if i.op != Opcode::MOV || i.guard.is_some() || !i.mods.is_empty() {
                return true;
            }
            let ([d], [Operand::Reg(u)]) = (i.defs.as_slice(), i.uses.as_slice()) else {
                return true;
            };
            let same_width = vregs
                .get(d.index())
                .zip(vregs.get(u.vreg.index()))
                .is_some_and(|(a, b)| a.width == b.width && (u.is_whole() || u.count == a.width));
            !(same_width && u.offset == 0 && reg_of(*d).is_some() && reg_of(*d) == reg_of(u.vreg))
        });
        removed += (before - f.blocks[b].insts.len()) as u32;
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, Inst, RegClass, RegUse, VReg};

    use crate::ir::Mods;
    #[test]
    fn only_self_copies_go() {
        let mut f = Function::new("f", FunctionKind::Entry);
        let b = f.add_block("b");
        let (x, y, z) = (
            f.new_vreg(RegClass::R, 1),
            f.new_vreg(RegClass::R, 1),
            f.new_vreg(RegClass::R, 1),
        );
        let mov = |d: VReg, s: VReg| {
            Inst::new(
                Opcode::MOV,
                Mods::NONE,
                vec![d],
                vec![Operand::Reg(RegUse::whole(s))],
            )
        };
        f.blocks[b.index()].insts = vec![mov(y, x), mov(z, y)];
        let r = |i| {
            Some(PhysReg {
                class: RegClass::R,
                index: i,
            })
        };
        assert_eq!(opt_identity_moves(&mut f, &[r(3), r(3), r(4)]), 1);
        assert_eq!(f.blocks[0].insts, vec![mov(z, y)]);
    }
}
