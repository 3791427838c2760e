//! Address formation as ptxas writes it: `IMAD.WIDE t, i, 0x4` followed by the 64-bit add
//! `IADD3.64 a, t, base` becomes one `IMAD.WIDE a, i, 0x4, base`.
//!
//! The fused form has no intermediate pair, but when the base is a kernel parameter
//! (`c[0x0][0x160]`) SASS cannot encode both the constant-bank base and an immediate factor,
//! so ptxas puts the element size in a register first (`MOV R3, 0x4` or `HFMA2.MMA R3, ...`;
//! `IMAD.WIDE.U32 R2, R2, R3, c[0x0][0x160]` at sm_80) and reuses that register for every
//! such address in the block. Both effects move the register count, in opposite directions.
//! On by default below sm_90, parameter bases included (knobs `FuseWideAddress`,
//! `FuseWideAddressBeforeSm`): `bitunpack_select` at sm_75–89 keeps ptxas's factor register
//! live across four blocks. From sm_90 ptxas loads the parameter base into registers first,
//! and the fused form moved the counts away from its.

use rustc_hash::FxHashMap as HashMap;

use crate::ir::{Function, Inst, Mod, Mods, Opcode, Operand, RegUse, VReg};

/// Fuses multiply-then-add address pairs (with a constant-bank base too when
/// `parameter_bases`); returns how many were fused.
pub fn opt_fuse_wide_address(f: &mut Function, parameter_bases: bool) -> usize {
    let mut uses = vec![0u32; f.vregs.len()];
    let mut defs = vec![0u32; f.vregs.len()];
    for (_, inst) in f.insts() {
        for u in inst.reg_uses() {
            uses[u.vreg.index()] += 1;
        }
        if let Some(g) = inst.guard {
            uses[g.pred.index()] += 1;
        }
        for d in &inst.defs {
            defs[d.index()] += 1;
        }
    }
    let mut fused = 0;
    for b in 0..f.blocks.len() {
        // Element-size constants already in a register in this block.
        let mut factors: HashMap<i64, VReg> = HashMap::default();
        // Fused products leave an empty instruction in their place, and factor copies wait
        // for their place before the fused instruction, until the block is rebuilt once at
        // its end: removing and inserting one by one shifted the rest of a large block for
        // every fusion.
        let mut removed: Vec<usize> = Vec::new();
        let mut copies: Vec<(usize, Inst)> = Vec::new();
        for i in 0..f.blocks[b].insts.len() {
            let Some((m, add)) = fusable(f, b, i, &uses, &defs, parameter_bases) else {
                continue;
            };
            let insts = &f.blocks[b].insts;
            let base = insts[add]
                .uses
                .iter()
                .find(|o| !matches!(o, Operand::Reg(u) if u.vreg == insts[m].defs[0]))
                .cloned();
            let Some(base) = base else {
                continue;
            };
            let mut mul = insts[m].clone();
            if let (Operand::CBank { .. }, Some(Operand::Imm(k))) = (&base, mul.uses.get(1)) {
                let k = *k;
                let r = match factors.get(&k) {
                    Some(&r) => r,
                    None => {
                        let r = f.new_vreg(crate::ir::RegClass::R, 1);
                        factors.insert(k, r);
                        let mut mov =
                            Inst::new(Opcode::MOV, Mods::NONE, vec![r], vec![Operand::Imm(k)]);
                        mov.ptx_line = mul.ptx_line;
                        copies.push((add, mov));
                        r
                    }
                };
                mul.uses[1] = Operand::Reg(RegUse::whole(r));
            }
            mul.uses.push(base);
            mul.defs = vec![f.blocks[b].insts[add].defs[0]];
            mul.ptx_line = f.blocks[b].insts[add].ptx_line;
            let insts = &mut f.blocks[b].insts;
            insts[add] = mul;
            // No definitions and no operands: invisible to the scans for later fusions.
            insts[m].defs.clear();
            insts[m].uses.clear();
            removed.push(m);
            fused += 1;
        }
        if removed.is_empty() {
            continue;
        }
        removed.sort_unstable();
        let old = std::mem::take(&mut f.blocks[b].insts);
        let mut out = Vec::with_capacity(old.len() - removed.len() + copies.len());
        let (mut removed, mut copies) = (removed.into_iter().peekable(), copies.into_iter());
        let mut copy = copies.next();
        for (k, inst) in old.into_iter().enumerate() {
            while let Some((_, mov)) = copy.take_if(|(at, _)| *at == k) {
                out.push(mov);
                copy = copies.next();
            }
            if removed.next_if_eq(&k).is_none() {
                out.push(inst);
            }
        }
        f.blocks[b].insts = out;
    }
    fused
}

/// When instruction `add` of block `b` is a 64-bit add of a wide product defined earlier in
/// the block (read nowhere else, its operands unchanged in between) and its carry is unused:
/// the product's index and `add`.
fn fusable(
    f: &Function,
    b: usize,
    add: usize,
    uses: &[u32],
    defs: &[u32],
    parameter_bases: bool,
) -> Option<(usize, usize)> {
    let insts = &f.blocks[b].insts;
    let a = &insts[add];
    if a.op != Opcode::IADD3 || a.mods != Mod::W64 || a.guard.is_some() || a.uses.len() != 2 {
        return None;
    }
    if a.defs.len() != 2 || uses[a.defs[1].index()] != 0 || defs[a.defs[0].index()] != 1 {
        return None;
    }
    for (k, o) in a.uses.iter().enumerate() {
        let Operand::Reg(t) = o else { continue };
        if !t.is_whole() || uses[t.vreg.index()] != 1 || defs[t.vreg.index()] != 1 {
            continue;
        }
        let other = &a.uses[1 - k];
        let base_ok = match other {
            Operand::CBank { .. } => parameter_bases,
            Operand::Reg(r) => r.is_whole() && f.vreg(r.vreg).width == 2,
            _ => false,
        };
        if !base_ok {
            continue;
        }
        let m = insts[..add]
            .iter()
            .rposition(|i| i.defs.contains(&t.vreg))?;
        let mul = &insts[m];
        if mul.op != Opcode::IMAD
            || !mul.mods.has(Mod::WIDE)
            || mul.guard.is_some()
            || mul.uses.len() != 2
            || mul.defs.len() != 1
        {
            continue;
        }
        // The product's sources must still hold the same values at the add.
        let read: Vec<VReg> = mul.reg_uses().map(|u| u.vreg).collect();
        if insts[m + 1..add]
            .iter()
            .any(|i| i.defs.iter().any(|d| read.contains(d)))
        {
            continue;
        }
        return Some((m, add));
    }
    None
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn lower(body: &str) -> Function {
        crate::lower::lower_kernel_for_test(
            ".param .u64 p, .param .u64 q",
            &format!(
                ".reg .b32 %r<8>;\n.reg .b64 %rd<16>;\n\
                 ld.param.u64 %rd1, [p];\nld.param.u64 %rd2, [q];\nmov.u32 %r1, %tid.x;\n\
                 {body}\nret;"
            ),
        )
    }

    fn ops(f: &Function) -> Vec<String> {
        f.insts()
            .map(|(_, i)| format!("{}{}/{}", i.op.name(), i.mods, i.uses.len()))
            .collect()
    }

    #[test]
    fn a_parameter_base_takes_the_factor_in_a_register_shared_in_the_block() {
        let mut f = lower(
            "mul.wide.u32 %rd3, %r1, 4;\nadd.s64 %rd4, %rd1, %rd3;\n\
             mul.wide.u32 %rd5, %r1, 4;\nadd.s64 %rd6, %rd2, %rd5;\n\
             ld.global.u32 %r2, [%rd4];\nst.global.u32 [%rd6], %r2;",
        );
        assert_eq!(opt_fuse_wide_address(&mut f, true), 2);
        let ops = ops(&f);
        assert_eq!(
            ops.iter().filter(|o| o.starts_with("MOV/")).count(),
            1,
            "{ops:?}"
        );
        assert_eq!(
            ops.iter().filter(|o| *o == "IMAD.WIDE/3").count(),
            2,
            "{ops:?}"
        );
        assert!(!ops.iter().any(|o| o.starts_with("IADD3")), "{ops:?}");
    }

    #[test]
    fn a_product_read_twice_is_left_alone() {
        let mut f = lower(
            "mul.wide.u32 %rd3, %r1, 4;\nadd.s64 %rd4, %rd1, %rd3;\nadd.s64 %rd5, %rd2, %rd3;\n\
             ld.global.u32 %r2, [%rd4];\nst.global.u32 [%rd5], %r2;",
        );
        assert_eq!(opt_fuse_wide_address(&mut f, true), 0);
    }
}
