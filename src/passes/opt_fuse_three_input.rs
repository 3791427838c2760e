//! Three-input fusion: `IADD3` adds three values and `LOP3` computes any bitwise function of
//! three, so ptxas folds a chain of PTX adds or logic operations into as few instructions
//! as three inputs allow. ptxas 13.5 (sm_80, `tests/golden/lower/fuse_three_input.ptx`):
//! `xor(xor(a, b), c)` is one `LOP3.LUT R6, R4, R0, R5, 0x96`, `or(and(a, b), d)` one
//! `LOP3.LUT … 0xf8`, `a + b + c` one `IADD3 R8, R4, R0, R5`, and the fourth addend a second
//! instruction; `x ^ (~c & d)` absorbs both the `and` and the `not`.
//!
//! The rule, in program order: an instruction absorbs the instruction that computes one of
//! its sources when that one is of the same kind, written once, in the same block, read
//! only there, and the sources of both together are at most three (a register read twice
//! by a `LOP3` counts once: the lookup table reads it once), at most one of them a
//! constant. It absorbs again until no source qualifies, so a value fused earlier stays one
//! input of a later instruction rather than being split up again (the listing's
//! `LOP3.LUT R5, R8, R6, R5, 0x96` reads three fused results).
//!
//! The IR keeps the dataflow of a `LOP3`, not its lookup table, which is all allocation
//! needs.

use crate::ir::{Function, Inst, Mod, Mods, Opcode, Operand, RegClass};

/// The two kinds of instruction that fuse.
fn fusable(f: &Function, inst: &Inst) -> bool {
    let kind = match inst.op {
        Opcode::LOP3 => inst.mods == Mods::from(Mod::LUT),
        Opcode::IADD3 => inst.mods == Mods::NONE,
        _ => false,
    };
    kind && inst.guard.is_none()
        && inst.defs.len() == 1
        && f.vreg(inst.defs[0]).class == RegClass::R
        && f.vreg(inst.defs[0]).width == 1
        && inst.uses.iter().all(|o| match o {
            Operand::Reg(r) => {
                let v = f.vreg(r.vreg);
                v.class == RegClass::R && v.width == 1 && r.is_whole()
            }
            Operand::Imm(_) | Operand::Zero(_) | Operand::CBank { .. } => true,
            _ => false,
        })
}

/// Fuses chains of adds and of logic operations into three-input instructions; returns how
/// many instructions were absorbed.
pub fn opt_fuse_three_input(f: &mut Function) -> usize {
    let defs = f.def_counts();
    let reads = f.read_counts();
    let mut fused = 0;
    for b in 0..f.blocks.len() {
        let mut insts = std::mem::take(&mut f.blocks[b].insts);
        let mut gone = vec![false; insts.len()];
        for at in 0..insts.len() {
            if !fusable(f, &insts[at]) {
                continue;
            }
            while let Some((k, from)) = absorbable(f, &insts, &gone, at, &defs, &reads) {
                let inner = insts[from].uses.clone();
                let outer = &mut insts[at];
                outer.uses.remove(k);
                outer.uses.retain(|o| !matches!(o, Operand::Zero(_)));
                for o in inner.into_iter().filter(|o| !matches!(o, Operand::Zero(_))) {
                    if outer.op == Opcode::IADD3 || !outer.uses.contains(&o) {
                        outer.uses.push(o);
                    }
                }
                gone[from] = true;
                fused += 1;
            }
        }
        super::remove_marked(&mut insts, &gone);
        f.blocks[b].insts = insts;
    }
    fused
}

/// A source `k` of `insts[at]` whose one definition `insts[from]` it can absorb.
fn absorbable(
    f: &Function,
    insts: &[Inst],
    gone: &[bool],
    at: usize,
    defs: &[u32],
    reads: &[u32],
) -> Option<(usize, usize)> {
    let outer = &insts[at];
    outer.uses.iter().enumerate().find_map(|(k, o)| {
        let Operand::Reg(r) = o else { return None };
        let v = r.vreg;
        if defs[v.index()] != 1 || reads[v.index()] != 1 {
            return None;
        }
        let from = (0..at)
            .rev()
            .find(|&j| !gone[j] && insts[j].defs.contains(&v))?;
        let inner = &insts[from];
        // The steps of one PTX instruction's expansion stay as the lowering wrote them.
        let one_expansion = inner.ptx_line != 0 && inner.ptx_line == outer.ptx_line;
        if inner.op != outer.op || one_expansion || !fusable(f, inner) {
            return None;
        }
        let real = |x: &&Operand| !matches!(x, Operand::Zero(_));
        let mut merged: Vec<&Operand> =
            outer.uses.iter().filter(|&x| x != o).filter(real).collect();
        for x in inner.uses.iter().filter(real) {
            if outer.op == Opcode::IADD3 || !merged.contains(&x) {
                merged.push(x);
            }
        }
        let constants = merged
            .iter()
            .filter(|x| matches!(x, Operand::Imm(_) | Operand::CBank { .. }))
            .count();
        // The inner sources must still hold their values where the outer instruction reads
        // them.
        (merged.len() <= 3 && constants <= 1 && super::sources_hold(insts, from, at))
            .then_some((k, from))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::lower_kernel_for_test;

    fn count(f: &Function, op: Opcode) -> usize {
        f.insts().filter(|(_, i)| i.op == op).count()
    }

    const HEAD: &str = "
        .reg .b32 %r<20>; .reg .b64 %rd<4>;
        ld.param.b64 %rd1, [p0];
        ld.global.u32 %r1, [%rd1];
        ld.global.u32 %r2, [%rd1+4];
        ld.global.u32 %r3, [%rd1+8];";

    #[test]
    fn a_value_read_twice_is_not_absorbed() {
        // `%r4` is read by both adds: folding it into one would compute it twice.
        let body = format!(
            "{HEAD}
            add.s32 %r4, %r1, %r2;
            add.s32 %r5, %r4, %r3;
            add.s32 %r6, %r4, %r5;
            st.global.u32 [%rd1], %r6;
            ret;"
        );
        let mut f = lower_kernel_for_test(".param .u64 p0", &body);
        assert_eq!(opt_fuse_three_input(&mut f), 1, "only %r5 goes into %r6");
        assert_eq!(count(&f, Opcode::IADD3), 2);
    }

    #[test]
    fn a_source_written_again_before_the_reader_is_not_absorbed() {
        // `%r1` changes between the `xor` and the `or` that reads its result.
        let body = format!(
            "{HEAD}
            xor.b32 %r4, %r1, %r2;
            ld.global.u32 %r1, [%rd1+12];
            or.b32 %r5, %r4, %r3;
            st.global.u32 [%rd1], %r5;
            st.global.u32 [%rd1+4], %r1;
            ret;"
        );
        let mut f = lower_kernel_for_test(".param .u64 p0", &body);
        assert_eq!(opt_fuse_three_input(&mut f), 0);
        assert_eq!(count(&f, Opcode::LOP3), 2);
    }

    #[test]
    fn at_most_one_constant() {
        // (x & 0xff) | 0x100 would need two constants in one instruction.
        let body = format!(
            "{HEAD}
            and.b32 %r4, %r1, 255;
            or.b32 %r5, %r4, 256;
            xor.b32 %r6, %r2, %r3;
            and.b32 %r7, %r6, 15;
            st.global.u32 [%rd1], %r5;
            st.global.u32 [%rd1+4], %r7;
            ret;"
        );
        let mut f = lower_kernel_for_test(".param .u64 p0", &body);
        assert_eq!(opt_fuse_three_input(&mut f), 1, "only (r2 ^ r3) & 15");
    }
}
