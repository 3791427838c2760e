//! Operand legalisation: SASS encodes at most one non-register source (an immediate or a
//! constant-bank word) per ALU instruction; the others must come from registers.
//!
//! Measured on ptxas 13.5 sm_80 listings: `mul.wide.u32` by 4 folded with a parameter
//! pointer becomes `IMAD.WIDE.U32 R2, R4, R5, c[0x0][0x160]` with the 4 materialised in R5
//! first, and an FFMA with two parameter operands reads one of them through a `MOV`. The
//! last non-register operand stays in place (it sits in the encoding's most flexible slot);
//! earlier ones get a `MOV` right before the instruction.

use crate::ir::{Function, Inst, Opcode, Operand, RegClass, RegUse};

/// Instructions whose sources follow the one-constant rule.
fn is_alu(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        IADD3
            | IMAD
            | IMUL
            | LEA
            | SHF
            | LOP3
            | ISETP
            | IMNMX
            | SEL
            | PRMT
            | FADD
            | FMUL
            | FFMA
            | FMNMX
            | FSETP
            | FSEL
            | DADD
            | DMUL
            | DFMA
            | DSETP
            | DMNMX
            | HADD2
            | HMUL2
            | HFMA2
            | HSETP2
            | HMNMX2
            | IDP
    )
}

fn is_constant(o: &Operand) -> bool {
    matches!(
        o,
        Operand::Imm(_) | Operand::FImm(_) | Operand::DImm(_) | Operand::CBank { .. }
    )
}

/// Materialises all but the last constant operand of each ALU instruction; returns how many
/// moves were added.
pub fn legalize_operands(f: &mut Function) -> usize {
    let mut added = 0;
    for b in 0..f.blocks.len() {
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let mut out = Vec::with_capacity(insts.len());
        for mut inst in insts {
            if is_alu(inst.op) {
                let consts: Vec<usize> = (0..inst.uses.len())
                    .filter(|&k| is_constant(&inst.uses[k]))
                    .collect();
                if let Some((_, earlier)) = consts.split_last() {
                    // 64-bit operations read 64-bit constants: materialise them as pairs.
                    let width = inst.defs.first().map_or(1, |d| f.vreg(*d).width).min(2);
                    for &k in earlier {
                        let v = f.new_vreg(RegClass::R, width);
                        let mods = if width == 2 { ".64" } else { "" };
                        let mut mov =
                            Inst::new(Opcode::MOV, mods, vec![v], vec![inst.uses[k].clone()]);
                        mov.guard = inst.guard;
                        mov.ptx_line = inst.ptx_line;
                        out.push(mov);
                        inst.uses[k] = Operand::Reg(RegUse::whole(v));
                        added += 1;
                    }
                }
            }
            out.push(inst);
        }
        f.blocks[b].insts = out;
    }
    added
}
