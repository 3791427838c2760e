//! After allocation: drop register copies whose source and destination got the same physical
//! register (the copies coalescing made redundant). ptxas never emits `MOV R3, R3`, so the
//! instruction count and the listing only match it without them. Runs after the checker has
//! seen the copies, so the claim it verified is the code before this clean-up.

use crate::ir::{Function, Opcode, Operand, PhysReg};

/// Removes every unguarded `MOV` from a register to itself — the source a whole value or
/// one word of a tuple (`MOV R6, R6` for the low word of a pair in R6:R7) — and returns how
/// many.
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
            let (Some(dst), Some(src)) = (reg_of(*d), reg_of(u.vreg)) else {
                return true;
            };
            let widths = vregs.get(d.index()).zip(vregs.get(u.vreg.index()));
            let read = |w: u8| if u.is_whole() { w } else { u.count };
            let same_width = widths.is_some_and(|(dv, uv)| read(uv.width) == dv.width);
            !(same_width && dst.class == src.class && dst.index == src.index + u16::from(u.offset))
        });
        removed += (before - f.blocks[b].insts.len()) as u32;
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, Inst, Mods, RegClass, RegUse, VReg};

    /// `MOV d, src`.
    fn mov(d: VReg, src: RegUse) -> Inst {
        Inst::new(Opcode::MOV, Mods::NONE, vec![d], vec![Operand::Reg(src)])
    }

    /// General-purpose register `index`, as the allocator's result gives it.
    fn in_r(index: u16) -> Option<PhysReg> {
        Some(PhysReg {
            class: RegClass::R,
            index,
        })
    }

    #[test]
    fn only_self_copies_go() {
        let mut f = Function::new("f", FunctionKind::Entry);
        let b = f.add_block("b");
        let (x, y, z) = (
            f.new_vreg(RegClass::R, 1),
            f.new_vreg(RegClass::R, 1),
            f.new_vreg(RegClass::R, 1),
        );
        let copy = |d: VReg, s: VReg| mov(d, RegUse::whole(s));
        f.blocks[b.index()].insts = vec![copy(y, x), copy(z, y)];
        assert_eq!(opt_identity_moves(&mut f, &[in_r(3), in_r(3), in_r(4)]), 1);
        assert_eq!(f.blocks[0].insts, vec![copy(z, y)]);
    }

    #[test]
    fn a_word_copied_onto_itself_goes() {
        let mut f = Function::new("f", FunctionKind::Entry);
        let b = f.add_block("b");
        let pair = f.new_vreg(RegClass::R, 2);
        let (lo, hi, moved) = (
            f.new_vreg(RegClass::R, 1),
            f.new_vreg(RegClass::R, 1),
            f.new_vreg(RegClass::R, 1),
        );
        let word = |d: VReg, k: u8| {
            let src = RegUse {
                vreg: pair,
                offset: k,
                count: 1,
            };
            mov(d, src)
        };
        // The pair in R6:R7: its low word copied to R6 and its high word to R7 are no-ops,
        // its high word copied to R6 is not.
        f.blocks[b.index()].insts = vec![word(lo, 0), word(hi, 1), word(moved, 1)];
        let regs = [in_r(6), in_r(6), in_r(7), in_r(6)];
        assert_eq!(opt_identity_moves(&mut f, &regs), 2);
        assert_eq!(f.blocks[0].insts, vec![word(moved, 1)]);
    }
}
