//! Moves warp-uniform values into the uniform register files (UR/UP) on SMs that have them.
//!
//! ptxas computes values that are the same in every lane (parameters, block indices, launch
//! geometry, arithmetic on those outside divergent control flow) on the uniform datapath, so
//! they cost no per-thread GPR. The uniformity analysis decides which values qualify; this
//! pass only re-classes them. Pre-coloured values (ABI registers, the stack pointer) stay in
//! the GPR file, as do values some instruction without a uniform form defines.

use crate::analysis::{calc_uniformity, Cfg};
use crate::ir::{Function, Opcode, Operand, RegClass};
use crate::target::SmInfo;

/// Re-classes uniform values; returns how many moved.
pub fn assign_uniform(f: &mut Function, info: &SmInfo) -> usize {
    if info.uniform_registers == 0 {
        return 0;
    }
    let cfg = Cfg::new(f);
    let uniform = calc_uniformity(f, &cfg);
    let mut uniform_def = vec![true; f.vregs.len()];
    for (_, inst) in f.insts() {
        for d in &inst.defs {
            if !inst.op.has_uniform_form() || inst.guard.is_some() || inst.defs.len() > 1 {
                uniform_def[d.index()] = false;
            }
        }
    }
    // A uniform register can only be read where SASS encodes one: a source slot of an ALU
    // instruction. Address bases, store data, tuple packing, warp-level and conversion
    // operands and guards of per-thread instructions need the per-thread file.
    let mut uniform_uses = vec![true; f.vregs.len()];
    for (_, inst) in f.insts() {
        let alu = reads_uniform_sources(inst.op);
        for op in &inst.uses {
            match op {
                Operand::Reg(r) if alu => {}
                Operand::Reg(r) | Operand::Mem { base: Some(r), .. } => {
                    uniform_uses[r.vreg.index()] = false
                }
                _ => {}
            }
        }
        if let Some(g) = inst.guard {
            if !alu || inst.defs.iter().any(|d| !uniform[d.index()]) {
                uniform_uses[g.pred.index()] = false;
            }
        }
    }
    let mut moved = 0;
    for (i, info) in f.vregs.iter_mut().enumerate() {
        if uniform.get(i).copied().unwrap_or(false)
            && uniform_def[i]
            && uniform_uses[i]
            && info.fixed.is_none()
            && matches!(info.class, RegClass::R | RegClass::P)
        {
            info.class = info.class.to_uniform();
            moved += 1;
        }
    }
    moved
}

/// ALU instructions whose source operands may be uniform registers.
fn reads_uniform_sources(op: Opcode) -> bool {
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
            | IABS
            | SEL
            | POPC
            | FLO
            | BREV
            | BMSK
            | PRMT
            | SGXT
            | FADD
            | FMUL
            | FFMA
            | FMNMX
            | FSETP
            | FSEL
            | MOV
            | PLOP3
            | BRA
    )
}
