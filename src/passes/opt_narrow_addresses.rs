//! 64-bit arithmetic whose high word nothing reads becomes 32-bit arithmetic.
//!
//! Compilers that keep shared-memory pointers 64 bits wide (NVRTC 12.x, clang 19:
//! `mov.u64 %rd47, smem; mul.wide.s32 %rd46, %r1, 4; add.s64 %rd2, %rd47, %rd46;
//! ld.shared.f32 %f2, [%rd2]`) compute addresses in register pairs, but a shared (or local)
//! access reads only the low word: the window is 32 bits. ptxas computes such addresses in
//! single registers (`bitonic_kv_shared` from NVRTC 12.9: 32 registers, where pairs would
//! need 64). The low word of an add, a shift left by a constant, a multiply, a bitwise
//! operation, a select or a move depends only on the low words of its operands, so a pair
//! whose every reader takes only its low word — directly, or through such an operation whose
//! own result is narrowed — is computed in one register instead.
//!
//! The analysis starts from every pair computed by one of those operations and drops, until
//! nothing changes, each one that something reads whole or by its high word (a 64-bit store,
//! a comparison, a call) other than a narrowed operation, and each one an instruction
//! defines that is not such an operation.

use crate::analysis::rows::Rows;
use crate::ir::{Function, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg};

/// Narrows every pair of `f` whose high word is never read; returns how many.
pub fn opt_narrow_addresses(f: &mut Function) -> usize {
    let narrow = narrowable(f);
    let count = narrow.iter().filter(|&&n| n).count();
    if count == 0 {
        return 0;
    }
    // The 32-bit value each narrowed pair becomes.
    let mut low: Vec<Option<VReg>> = vec![None; f.vregs.len()];
    for v in (0..f.vregs.len()).filter(|&v| narrow[v]) {
        let nv = f.new_vreg(RegClass::R, 1);
        f.vregs[nv.index()].name = f.vregs[v].name.clone();
        low[v] = Some(nv);
    }
    // What lowering proved of a pair holds for its low word, where the values it names are
    // narrowed too (address folding follows `offset_of` chains).
    for v in (0..low.len()).filter(|&v| narrow[v]) {
        let Some(nv) = low[v] else { continue };
        let facts = f.vregs[v].facts;
        let lo = |x: VReg| low.get(x.index()).copied().flatten();
        let mut new = crate::ir::ValueFacts {
            low: facts.low,
            ..Default::default()
        };
        // A base already one word wide (the stack pointer of a `.local` address) stays.
        let one_word = |x: VReg| {
            let info = f.vreg(x);
            (info.class == RegClass::R && info.width == 1).then_some(x)
        };
        new.offset_of = facts.offset_of.and_then(|(b, d)| {
            lo(b)
                .or_else(|| one_word(b))
                .map(|b| (b, i64::from(d as i32)))
        });
        new.sum_of = facts.sum_of.and_then(|(a, b)| Some((lo(a)?, lo(b)?)));
        f.vregs[nv.index()].facts = new;
    }
    for b in 0..f.blocks.len() {
        for inst in &mut f.blocks[b].insts {
            let narrowed_def = inst
                .defs
                .first()
                .and_then(|d| low.get(d.index()).copied().flatten());
            if let Some(d) = narrowed_def {
                narrow_inst(inst, d, &low);
            } else {
                for u in &mut inst.uses {
                    rename_low_reads(u, &low);
                }
            }
        }
    }
    count
}

/// Per value: whether it is a pair to narrow.
fn narrowable(f: &Function) -> Vec<bool> {
    let nv = f.vregs.len();
    let mut cand: Vec<bool> = f
        .vregs
        .iter()
        .map(|v| v.class == RegClass::R && v.width == 2 && v.fixed.is_none())
        .collect();
    let mut defined = vec![false; nv];
    // Predicates read anywhere (a 64-bit add's carry-out must be unused).
    let mut read = vec![false; nv];
    for (_, inst) in f.insts() {
        for u in inst.reg_uses() {
            if let Some(r) = read.get_mut(u.vreg.index()) {
                *r = true;
            }
        }
    }
    for (_, inst) in f.insts() {
        for (k, d) in inst.defs.iter().enumerate() {
            let Some(c) = cand.get_mut(d.index()) else {
                continue;
            };
            defined[d.index()] = true;
            let ok = k == 0
                && narrows(inst)
                && inst.defs[1..]
                    .iter()
                    .all(|p| !read.get(p.index()).copied().unwrap_or(true));
            if !ok {
                *c = false;
            }
        }
    }
    for (c, d) in cand.iter_mut().zip(&defined) {
        *c &= *d;
    }
    // A read that is neither of the low word alone nor passed on to a narrowed result rules
    // its pair out. Ruling out a result can rule out the pairs its definitions pass on: those
    // definitions are looked at again (a worklist, not sweeps of the whole code until nothing
    // changes).
    let insts: Vec<&Inst> = f.insts().map(|(_, i)| i).collect();
    let mut work: Vec<VReg> = Vec::new();
    let rule_out = |inst: &Inst, cand: &mut [bool], work: &mut Vec<VReg>| {
        let result_narrowed = inst
            .defs
            .first()
            .is_some_and(|d| cand.get(d.index()).copied().unwrap_or(false));
        for (k, op) in inst.uses.iter().enumerate() {
            let Some(u) = op.reg() else { continue };
            if !cand.get(u.vreg.index()).copied().unwrap_or(false) {
                continue;
            }
            let low_only = u.offset == 0 && u.count == 1;
            let passes_low = result_narrowed
                && matches!(op, Operand::Reg(_))
                && u.is_whole()
                && low_operand(inst, k);
            if !low_only && !passes_low {
                cand[u.vreg.index()] = false;
                work.push(u.vreg);
            }
        }
        if let Some(g) = inst.guard {
            if cand.get(g.pred.index()).copied().unwrap_or(false) {
                cand[g.pred.index()] = false;
                work.push(g.pred);
            }
        }
    };
    for inst in &insts {
        rule_out(inst, &mut cand, &mut work);
    }
    if work.is_empty() {
        return cand;
    }
    let defined_by = Rows::from_pairs(
        nv,
        insts
            .iter()
            .zip(0u32..)
            .filter_map(|(i, id)| i.defs.first().map(|d| (d.index() as u32, id))),
    );
    while let Some(v) = work.pop() {
        for &id in defined_by.get(v.index()) {
            rule_out(insts[id as usize], &mut cand, &mut work);
        }
    }
    cand
}

/// Whether `inst` computes the low word of its first (pair) result from the low words of
/// its operands alone, so that it can be done in 32 bits.
fn narrows(inst: &Inst) -> bool {
    let m = inst.mods;
    match inst.op {
        Opcode::IADD3 => m == Mod::W64,
        Opcode::MOV | Opcode::SEL => m == Mod::W64,
        Opcode::LOP3 => m == Mods::of([Mod::LUT, Mod::W64]),
        Opcode::SHF => {
            m == Mods::of([Mod::L, Mod::W64])
                && matches!(inst.uses.get(1), Some(Operand::Imm(s)) if (0..32).contains(s))
        }
        Opcode::IMAD => {
            (m == Mod::WIDE || m == Mods::of([Mod::WIDE, Mod::U32])) && inst.uses.len() <= 3
        }
        Opcode::PACK => inst.uses.len() == 2,
        _ => false,
    }
}

/// Whether operand `k` of a narrowing instruction is a 64-bit operand whose low word is all
/// the narrowed result reads (the 32-bit factors of a wide multiply are not).
fn low_operand(inst: &Inst, k: usize) -> bool {
    match inst.op {
        Opcode::IMAD => k == 2,
        Opcode::SHF => k == 0,
        Opcode::PACK => false,
        _ => true,
    }
}

/// The 32-bit form of a narrowing instruction defining `d`.
fn narrow_inst(inst: &mut Inst, d: VReg, low: &[Option<VReg>]) {
    let lo = |o: &Operand| -> Operand {
        match o {
            Operand::Reg(u) if u.offset == 0 => match low.get(u.vreg.index()).copied().flatten() {
                Some(l) => Operand::Reg(RegUse::whole(l)),
                None => Operand::Reg(RegUse::part(u.vreg, u.offset, 1)),
            },
            Operand::Reg(u) => Operand::Reg(RegUse::part(u.vreg, u.offset, 1)),
            Operand::Imm(n) => Operand::Imm(i64::from(*n as u32)),
            other => *other,
        }
    };
    let (op, mods, uses): (Opcode, Mods, Vec<Operand>) = match inst.op {
        Opcode::IADD3 => (
            Opcode::IADD3,
            Mods::NONE,
            inst.uses.iter().map(lo).collect(),
        ),
        Opcode::MOV => (Opcode::MOV, Mods::NONE, inst.uses.iter().map(lo).collect()),
        Opcode::SEL => {
            let mut u: Vec<Operand> = inst.uses.iter().map(lo).collect();
            // The selecting predicate is not a pair: keep it as it is.
            if let (Some(last), Some(orig)) = (u.last_mut(), inst.uses.last()) {
                *last = *orig;
            }
            (Opcode::SEL, Mods::NONE, u)
        }
        Opcode::LOP3 => (
            Opcode::LOP3,
            Mod::LUT.into(),
            inst.uses.iter().map(lo).collect(),
        ),
        Opcode::SHF => (
            Opcode::SHF,
            Mod::L.into(),
            inst.uses.iter().map(lo).collect(),
        ),
        Opcode::IMAD => {
            // The factors are 32-bit already (the low word of a narrowed pair, at most).
            let mut u = inst.uses.clone();
            for f in u.iter_mut().take(2) {
                rename_low_reads(f, low);
            }
            if let Some(a) = u.get_mut(2) {
                *a = lo(a);
            }
            (Opcode::IMAD, Mods::NONE, u)
        }
        // PACK lo, hi: the low word is `lo`.
        _ => (
            Opcode::MOV,
            Mods::NONE,
            inst.uses.iter().take(1).cloned().collect(),
        ),
    };
    inst.op = op;
    inst.mods = mods;
    inst.defs = vec![d];
    inst.uses = uses;
}

/// Rewrites a read of a narrowed pair's low word to read the 32-bit value.
fn rename_low_reads(op: &mut Operand, low: &[Option<VReg>]) {
    let u = match op {
        Operand::Reg(u) | Operand::Mem { base: Some(u), .. } => u,
        _ => return,
    };
    if let Some(l) = low.get(u.vreg.index()).copied().flatten() {
        *u = RegUse::whole(l);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::verify::verify_function;

    #[test]
    fn shared_addresses_are_computed_in_single_registers() {
        let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<4>;
    .reg .f32 %f<3>;
    .reg .b64 %rd<8>;
    .shared .align 4 .b8 first[16];
    .shared .align 4 .b8 sm[1024];
    mov.u32 %r1, %tid.x;
    mul.wide.s32 %rd1, %r1, 4;
    mov.u64 %rd2, sm;
    add.s64 %rd3, %rd2, %rd1;
    ld.shared.f32 %f1, [%rd3];
    ld.shared.f32 %f2, [%rd3+4];
    add.f32 %f1, %f1, %f2;
    ld.param.u64 %rd4, [out];
    cvta.to.global.u64 %rd5, %rd4;
    add.s64 %rd6, %rd5, %rd1;
    st.global.f32 [%rd6], %f1;
    ret;
}
"#;
        let mut f = crate::lower::lower_first_for_test(src);
        let before = f.clone();
        // The product feeds a global address too, so it stays a pair; the shared address is
        // built from its low word.
        assert_eq!(opt_narrow_addresses(&mut f), 1);
        assert!(verify_function(&f).is_ok());
        let pairs = |f: &Function| {
            f.insts()
                .filter(|(_, i)| {
                    i.defs
                        .first()
                        .is_some_and(|d| f.vreg(*d).width == 2 && f.vreg(*d).class == RegClass::R)
                })
                .count()
        };
        assert_eq!(pairs(&f), pairs(&before) - 1);
        assert!(f
            .insts()
            .any(|(_, i)| i.op == Opcode::IADD3 && i.mods.is_empty()));
    }

    #[test]
    fn a_pair_read_whole_stays_a_pair() {
        let src = r#"
.version 7.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<8>;
    mov.u32 %r1, %tid.x;
    mul.wide.s32 %rd1, %r1, 4;
    add.s64 %rd2, %rd1, 1024;
    ld.param.u64 %rd4, [out];
    cvta.to.global.u64 %rd5, %rd4;
    st.global.u64 [%rd5], %rd2;
    ret;
}
"#;
        let mut f = crate::lower::lower_first_for_test(src);
        assert_eq!(opt_narrow_addresses(&mut f), 0);
    }
}
