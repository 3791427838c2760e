//! Multiply-add fusion: `IMAD d, a, b, c` computes `a * b + c` in one instruction, so ptxas
//! folds a 32-bit multiply or left shift by a constant into the add that reads it.
//! ptxas 13.5 (sm_80, `tr_tile_f64` of `kernels/`, `tests/golden/lower/fuse_multiply_add.ptx`):
//! `shl.b32 %r1, %r10, 4; add.s32 %r3, %r1, %r2` is `IMAD R2, R9, 0x10, R0`, and when the
//! shifted value feeds two adds each gets its own `IMAD` and the shift is gone
//! (`IMAD R9, R9, 0x10, R8`); `mul.lo.s32` by 17 then an add is `IMAD R11, R8, 0x11, R0`.
//!
//! The rule: a product (`IMAD t, a, b` with a zero addend, or `SHF.L t, a, k`, read as
//! `a * 2^k`) written once is absorbed by the two-source adds that read it, when every one
//! of its readers is such an add, one of them in its block, the product's sources hold
//! the same values there, each fused instruction still has at most one constant operand,
//! and the two do not come from one PTX instruction (ptxas combines PTX's operations, not
//! the steps of its own expansions).
//! The product then goes. Run before operand legalisation, so a constant factor stays an
//! immediate where the add supplies the register addend (unfused, `IMAD t, a, 0x88, 0`
//! needs its factor in a register).

use crate::ir::{Function, Inst, Mod, Mods, Opcode, Operand, RegClass, VReg};

/// Whether `v` is a single general-purpose register.
fn is_word(f: &Function, v: VReg) -> bool {
    let info = f.vreg(v);
    info.class == RegClass::R && info.width == 1
}

/// The general-purpose register an operand reads when it reads one word (a single
/// register, or one word of a tuple).
fn word(f: &Function, o: &Operand) -> Option<VReg> {
    match o {
        Operand::Reg(r)
            if f.vreg(r.vreg).class == RegClass::R
                && (r.count == 1 || (r.is_whole() && f.vreg(r.vreg).width == 1)) =>
        {
            Some(r.vreg)
        }
        _ => None,
    }
}

fn is_constant(o: &Operand) -> bool {
    matches!(o, Operand::Imm(_) | Operand::CBank { .. })
}

/// A product `t = a * factor` in one word: a multiply with a zero addend, or a left shift
/// by a constant.
struct Product {
    a: Operand,
    factor: Factor,
}

enum Factor {
    /// `IMAD t, a, b`: fused as `IMAD d, a, b, c`.
    Times(Operand),
    /// `SHF.L t, a, k`: fused as `LEA d, a, c, k`, whose shift is a field of its own (the
    /// addend may still be a constant).
    Shifted(i64),
}

impl Product {
    /// Whether fusing with addend `c` keeps at most one constant operand.
    fn fits(&self, c: &Operand) -> bool {
        match &self.factor {
            Factor::Times(b) => !(is_constant(b) && is_constant(c)),
            Factor::Shifted(_) => true,
        }
    }

    /// The fused instruction's opcode and sources with addend `c`.
    fn with_addend(&self, c: Operand) -> (Opcode, Vec<Operand>) {
        match &self.factor {
            Factor::Times(b) => (Opcode::IMAD, vec![self.a, *b, c]),
            Factor::Shifted(k) => (Opcode::LEA, vec![self.a, c, Operand::Imm(*k)]),
        }
    }
}

fn product(f: &Function, inst: &Inst) -> Option<Product> {
    if inst.guard.is_some() || inst.defs.len() != 1 || !is_word(f, inst.defs[0]) {
        return None;
    }
    let (a, factor) = match (inst.op, inst.uses.as_slice()) {
        (Opcode::IMAD, [a, b] | [a, b, Operand::Imm(0) | Operand::Zero(_)])
            if inst.mods == Mods::NONE && (word(f, b).is_some() || is_constant(b)) =>
        {
            (a, Factor::Times(*b))
        }
        (Opcode::SHF, [a, Operand::Imm(k)])
            if inst.mods == Mods::from(Mod::L) && (0..32).contains(k) =>
        {
            (a, Factor::Shifted(*k))
        }
        _ => return None,
    };
    word(f, a)?;
    Some(Product { a: *a, factor })
}

/// Whether `inst` is a plain two-source 32-bit add.
fn plain_add(f: &Function, inst: &Inst) -> bool {
    inst.op == Opcode::IADD3
        && inst.mods == Mods::NONE
        && inst.guard.is_none()
        && inst.defs.len() == 1
        && is_word(f, inst.defs[0])
        && inst.uses.len() == 2
        && inst
            .uses
            .iter()
            .all(|o| word(f, o).is_some() || is_constant(o) || matches!(o, Operand::Zero(_)))
}

/// Fuses products into the adds that read them; returns how many products went.
pub fn opt_fuse_multiply_add(f: &mut Function) -> usize {
    let defs = f.def_counts();
    let mut products = vec![false; f.vregs.len()];
    for (_, inst) in f.insts() {
        if product(f, inst).is_some() {
            products[inst.defs[0].index()] = true;
        }
    }
    if !products.contains(&true) {
        return 0;
    }
    // Where each product is read: (block, instruction) once per reading instruction.
    let mut readers: Vec<Vec<(usize, usize)>> = vec![Vec::new(); f.vregs.len()];
    for (b, blk) in f.blocks.iter().enumerate() {
        for (j, inst) in blk.insts.iter().enumerate() {
            for u in inst.reg_uses().filter(|u| products[u.vreg.index()]) {
                if readers[u.vreg.index()].last() != Some(&(b, j)) {
                    readers[u.vreg.index()].push((b, j));
                }
            }
        }
    }
    let mut gone: Vec<Vec<bool>> = f
        .blocks
        .iter()
        .map(|b| vec![false; b.insts.len()])
        .collect();
    let positions: Vec<(usize, usize)> = f
        .blocks
        .iter()
        .enumerate()
        .flat_map(|(b, blk)| (0..blk.insts.len()).map(move |at| (b, at)))
        .collect();
    let mut fused = 0;
    for (b, at) in positions {
        let Some(p) = product(f, &f.blocks[b].insts[at]) else {
            continue;
        };
        let t = f.blocks[b].insts[at].defs[0];
        if defs[t.index()] != 1 {
            continue;
        }
        let sources: Vec<VReg> = f.blocks[b].insts[at].reg_uses().map(|u| u.vreg).collect();
        let line = f.blocks[b].insts[at].ptx_line;
        // Sources written once hold their value wherever the product is read (its
        // definition dominates its readers); others only up to their next write in the
        // product's block.
        let steady = sources.iter().all(|v| defs[v.index()] == 1);
        let holds = |rb: usize, rj: usize| {
            steady || (rb == b && rj > at && super::sources_hold(&f.blocks[b].insts, at, rj))
        };
        // Every reader with the addend it keeps, if all of them can absorb the product.
        let plan: Option<Vec<(usize, usize, Operand)>> = readers[t.index()]
            .iter()
            .map(|&(rb, rj)| {
                let add = &f.blocks[rb].insts[rj];
                let other = *add.uses.iter().find(|o| word(f, o) != Some(t))?;
                let once = add.reg_uses().filter(|u| u.vreg == t).count() == 1;
                // Two steps of one PTX instruction's expansion (a 64-bit multiply's cross
                // term and the add of its high word) stay apart: ptxas writes them after
                // combining (`IMAD R5, R3, 0xa, RZ` … `IADD3 R7, R7, R5, RZ`, `mul64.ptx`).
                let apart = line == 0 || add.ptx_line != line;
                (once && apart && plain_add(f, add) && p.fits(&other) && holds(rb, rj))
                    .then_some((rb, rj, other))
            })
            .collect();
        // ptxas combines within a block: a product none of whose readers is in its block
        // stays (`gemm_rb4x4_i32`: a shift in the entry block, its add after a branch).
        // Readers elsewhere recompute it too when that keeps one register live in its place
        // (`transpose_f64_tile`'s shift, after a barrier); a product of two registers read
        // elsewhere would keep both, in a loop for every trip, and stays.
        let one_source = sources.len() == 1;
        let Some(plan) = plan.filter(|plan| {
            plan.iter().any(|&(rb, _, _)| rb == b)
                && (one_source || plan.iter().all(|&(rb, _, _)| rb == b))
        }) else {
            continue;
        };
        for (rb, rj, other) in plan {
            let add = &mut f.blocks[rb].insts[rj];
            (add.op, add.uses) = p.with_addend(other);
        }
        gone[b][at] = true;
        fused += 1;
    }
    for (blk, gone) in f.blocks.iter_mut().zip(gone) {
        super::remove_marked(&mut blk.insts, &gone);
    }
    fused
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::lower_kernel_for_test;

    fn count(f: &Function, op: Opcode) -> usize {
        f.insts().filter(|(_, i)| i.op == op).count()
    }

    #[test]
    fn a_product_with_a_reader_that_is_no_add_stays() {
        let body = "
            .reg .b32 %r<9>; .reg .b64 %rd<2>;
            ld.param.b64 %rd1, [p0];
            mov.u32 %r1, %tid.x;
            ld.global.u32 %r2, [%rd1];
            mul.lo.s32 %r3, %r1, 24;
            add.s32 %r4, %r3, %r2;
            st.global.u32 [%rd1], %r4;
            st.global.u32 [%rd1+4], %r3;
            ret;";
        let mut f = lower_kernel_for_test(".param .u64 p0", body);
        assert_eq!(opt_fuse_multiply_add(&mut f), 0);
        assert_eq!(count(&f, Opcode::IADD3), 1);
    }

    #[test]
    fn a_product_read_only_after_a_branch_stays() {
        // ptxas keeps `gemm_rb4x4_i32`'s shift in the entry block when its add is past a
        // branch; with an add beside it, the one after the branch fuses too.
        let body = |beside: &str| {
            format!(
                "
            .reg .pred %p<2>; .reg .b32 %r<9>; .reg .b64 %rd<2>;
            ld.param.b64 %rd1, [p0];
            mov.u32 %r1, %tid.x;
            ld.global.u32 %r2, [%rd1];
            shl.b32 %r3, %r1, 6;
            {beside}
            setp.lt.s32 %p1, %r2, 0;
            @%p1 bra DONE;
            add.s32 %r4, %r3, %r2;
            st.global.u32 [%rd1], %r4;
        DONE:
            ret;"
            )
        };
        let mut f = lower_kernel_for_test(".param .u64 p0", &body(""));
        assert_eq!(opt_fuse_multiply_add(&mut f), 0);
        let mut f = lower_kernel_for_test(
            ".param .u64 p0",
            &body("add.s32 %r5, %r3, 7; st.global.u32 [%rd1+4], %r5;"),
        );
        assert_eq!(opt_fuse_multiply_add(&mut f), 1);
        assert_eq!(count(&f, Opcode::LEA), 2);
        assert_eq!(count(&f, Opcode::SHF), 0);
    }
}
