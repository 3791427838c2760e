//! Constant folding of address arithmetic: `q = p + 128; r = q + 256; ld [r+4]` becomes
//! `ld [p+0x184]`, and an add of a constant to a register that is itself a register plus a
//! constant adds the sum to the first register instead.
//!
//! ptxas does this before allocation (a pointer bumped by constants is one register pair
//! with several immediate offsets in its listing), so without it every intermediate pointer
//! would hold a pair of its own and the peak would be too high. The facts it relies on
//! (`v = base + delta`, both written once) come from lowering, which still sees `add` and
//! `sub` apart; dead intermediates are left to `opt_dce`.

use crate::ir::{Function, Mod, Opcode, Operand, RegUse, VReg};

/// Longest chain of `+ constant` steps followed back to its root.
const MAX_CHAIN: usize = 64;

/// Largest byte offset a memory operand can encode (24-bit signed field).
const MAX_MEM_OFFSET: i64 = (1 << 23) - 1;

/// The register `v` is computed from by adding constants only, with the total added; `None`
/// when `v` is not such a value. Every step keeps the class and width, so a widened 32-bit
/// value is never mistaken for its 64-bit result.
fn root_of(f: &Function, v: VReg) -> Option<(VReg, i64)> {
    let info = f.vreg(v);
    let (mut cur, mut delta) = (v, 0i64);
    for _ in 0..MAX_CHAIN {
        let Some((base, d)) = f.vreg(cur).facts.offset_of else {
            break;
        };
        let b = f.vreg(base);
        if b.class != info.class || b.width != info.width || base == v {
            break;
        }
        cur = base;
        delta = delta.wrapping_add(d);
    }
    (cur != v).then_some((cur, delta))
}

/// Memory instructions whose address operand takes an immediate offset.
fn takes_offset(op: Opcode) -> bool {
    op.info().memory().is_some_and(|m| m.offset_address())
}

/// Folds constant offsets into memory operands and constant-add chains; returns how many
/// operands changed.
pub fn opt_fold_offsets(f: &mut Function) -> usize {
    let mut changed = 0;
    for b in 0..f.blocks.len() {
        for i in 0..f.blocks[b].insts.len() {
            let inst = &f.blocks[b].insts[i];
            if takes_offset(inst.op) {
                for k in 0..inst.uses.len() {
                    let Operand::Mem {
                        base: Some(u),
                        offset,
                    } = f.blocks[b].insts[i].uses[k]
                    else {
                        continue;
                    };
                    let Some((root, delta)) = u.is_whole().then(|| root_of(f, u.vreg)).flatten()
                    else {
                        continue;
                    };
                    let folded = offset.wrapping_add(delta);
                    if folded.abs() <= MAX_MEM_OFFSET {
                        f.blocks[b].insts[i].uses[k] = Operand::Mem {
                            base: Some(RegUse::whole(root)),
                            offset: folded,
                        };
                        changed += 1;
                    }
                }
            } else if inst.op == Opcode::IADD3 && (inst.mods.is_empty() || inst.mods == Mod::W64) {
                changed += usize::from(fold_add_chain(f, b, i));
            }
        }
    }
    changed
}

/// `d = x + c` where `x` is itself `root + c'`: rewrites it to `d = root + (c' + c)`, taken
/// from the facts on `d` (which lowering derived with the sign of `sub`).
fn fold_add_chain(f: &mut Function, b: usize, i: usize) -> bool {
    let inst = &f.blocks[b].insts[i];
    let [d, ..] = inst.defs[..] else {
        return false;
    };
    let regs: Vec<usize> = (0..inst.uses.len())
        .filter(|&k| matches!(inst.uses[k], Operand::Reg(_)))
        .collect();
    let imms: Vec<usize> = (0..inst.uses.len())
        .filter(|&k| matches!(inst.uses[k], Operand::Imm(_)))
        .collect();
    let (&[r], &[c]) = (regs.as_slice(), imms.as_slice()) else {
        return false;
    };
    let Operand::Reg(x) = inst.uses[r] else {
        return false;
    };
    let Some((root, delta)) = root_of(f, d) else {
        return false;
    };
    // Only when `x` is a step of the chain (not the root already): otherwise nothing folds.
    if !x.is_whole() || x.vreg == root || f.vreg(x.vreg).facts.offset_of.is_none() {
        return false;
    }
    if f.vreg(d).facts.offset_of.map(|(base, _)| base) != Some(x.vreg) {
        return false;
    }
    let inst = &mut f.blocks[b].insts[i];
    inst.uses[r] = Operand::Reg(RegUse::whole(root));
    inst.uses[c] = Operand::Imm(delta);
    true
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn lower(body: &str) -> Function {
        crate::lower::lower_kernel_for_test(
            ".param .u64 p",
            &format!(
                ".reg .b32 %r<8>;\n.reg .f32 %f<8>;\n.reg .b64 %rd<16>;\n\
                 ld.param.u64 %rd1, [p];\ncvta.to.global.u64 %rd2, %rd1;\n\
                 mov.u32 %r1, %tid.x;\nmul.wide.u32 %rd3, %r1, 4;\nadd.s64 %rd4, %rd2, %rd3;\n\
                 {body}\nret;"
            ),
        )
    }

    fn mem_offsets(f: &Function) -> Vec<(VReg, i64)> {
        f.insts()
            .flat_map(|(_, i)| i.uses.iter())
            .filter_map(|o| match o {
                Operand::Mem {
                    base: Some(u),
                    offset,
                } => Some((u.vreg, *offset)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn pointer_bumps_fold_into_one_base() {
        let mut f = lower(
            "add.s64 %rd5, %rd4, 128;\nsub.s64 %rd6, %rd5, 32;\n\
             ld.global.f32 %f1, [%rd5];\nld.global.f32 %f2, [%rd6+8];\n\
             add.f32 %f3, %f1, %f2;\nst.global.f32 [%rd6+-4], %f3;",
        );
        assert!(opt_fold_offsets(&mut f) >= 3);
        let offs = mem_offsets(&f);
        let base = offs[0].0;
        // 128, 128 - 32 + 8, 128 - 32 - 4: all on the pair of %rd4.
        assert_eq!(offs, vec![(base, 128), (base, 104), (base, 92)]);
        crate::passes::opt_dce(&mut f);
        assert!(
            !f.insts().any(|(_, i)| i.op == Opcode::IADD3
                && i.uses.iter().any(|o| matches!(o, Operand::Imm(_)))),
            "the bumped pointers are dead once folded"
        );
    }

    #[test]
    fn a_widened_value_is_not_a_root() {
        // %rd5 = zero-extended %r2 + 4: no 64-bit root, nothing folds.
        let mut f = lower(
            "add.s32 %r2, %r1, 4;\ncvt.u64.u32 %rd5, %r2;\nadd.s64 %rd6, %rd5, 8;\n\
             add.s64 %rd7, %rd4, %rd6;\nld.global.f32 %f1, [%rd7];\nst.global.f32 [%rd4], %f1;",
        );
        let before = mem_offsets(&f);
        opt_fold_offsets(&mut f);
        assert_eq!(mem_offsets(&f), before);
    }
}
