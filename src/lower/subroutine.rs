//! Operations ptxas implements with an internal subroutine: the inline fast path exactly as
//! ptxas emits it (opcodes and temporaries), the check that sends hard operands to the
//! subroutine, and the call.
//!
//! The call is a `CALL.REL.NOINC` that reads the operands and writes the result, preceded by
//! an `ARG` that defines the other registers the subroutine's body occupies, as dead scratch
//! values ([`call_sequence`]; [`crate::target::Subroutine`] has the measurements and why the
//! model has no fixed registers). The scratch values are the same virtual registers at every
//! call site of a routine in the function, because ptxas emits one body per kernel and
//! allocates it once: a value live across any call site stays out of every register the
//! body uses, and the body's highest register counts towards the kernel's register count.
//!
//! Layouts (ptxas 13.5, sm_80; `join` is where the PTX instruction's successor starts):
//!
//! ```text
//! FastThenCheck   fast path → d; check → P      CheckThenFast   check → P
//!                 @!P BRA join                                   @!P BRA fast
//!        call:    ARG; CALL d                            call:    ARG; CALL d; BRA join
//!        join:                                          fast:    fast path → d
//!                                                       join:
//! Always          ARG; CALL d
//! ```
//!
//! A guarded PTX instruction (`@p div.rn.f32 ...`) first branches around the whole
//! expansion (`@!p BRA join`), as the call cannot be predicated. The blocks are created up
//! front with the others ([`extra_blocks`], in the same order), so labels keep their
//! [`BlockId`]s.

use ptx_parser::ast::{self, ScalarType};

use super::abi::call_sequence;
use super::context::Cx;
use super::values::reg;
use super::LowerError;
use crate::ir::{
    BlockId, Builder, Cmp, Cond, Guard, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg,
};
use crate::target::{CallShape, Subroutine};

/// The subroutine ptxas calls for `i`, if any: IEEE `div`/`rcp`/`sqrt` with `.rn` on f32 and
/// f64, and `div`/`rem` on s64/u64 (ptxas 13.5 calls them for every operand form measured,
/// constants included: `div.u64 x, 8` too).
pub(super) fn routine_of(i: &ast::Instruction) -> Option<Subroutine> {
    // Asked of every instruction, twice: the opcode rules out nearly all before the
    // modifiers are searched.
    if !matches!(i.opcode.as_str(), "div" | "rcp" | "sqrt" | "rem") {
        return None;
    }
    let ty = i.ty()?;
    let ftz = i.has("ftz");
    match (i.opcode.as_str(), ty) {
        ("div", ScalarType::F32) if i.has("rn") => Some(if ftz {
            Subroutine::DivRnFtzF32
        } else {
            Subroutine::DivRnF32
        }),
        ("rcp", ScalarType::F32) if i.has("rn") => Some(if ftz {
            Subroutine::RcpRnFtzF32
        } else {
            Subroutine::RcpRnF32
        }),
        ("sqrt", ScalarType::F32) if i.has("rn") => Some(if ftz {
            Subroutine::SqrtRnFtzF32
        } else {
            Subroutine::SqrtRnF32
        }),
        ("div", ScalarType::F64) if i.has("rn") => Some(Subroutine::DivRnF64),
        ("rcp", ScalarType::F64) if i.has("rn") => Some(Subroutine::RcpRnF64),
        ("sqrt", ScalarType::F64) if i.has("rn") => Some(Subroutine::SqrtRnF64),
        ("div", ScalarType::S64) => Some(Subroutine::DivS64),
        ("div", ScalarType::U64) => Some(Subroutine::DivU64),
        ("rem", ScalarType::S64) => Some(Subroutine::RemS64),
        ("rem", ScalarType::U64) => Some(Subroutine::RemU64),
        _ => None,
    }
}

/// Blocks the expansion of `i` adds after the one it starts in (see the module docs).
pub(super) fn extra_blocks(i: &ast::Instruction) -> usize {
    let Some(r) = routine_of(i) else {
        return 0;
    };
    let guarded = usize::from(i.guard.is_some());
    match r.shape() {
        CallShape::FastThenCheck => 2 + guarded,
        CallShape::CheckThenFast => 3 + guarded,
        CallShape::Always | CallShape::DivergentWarpSync => 2 * guarded,
    }
}

fn hi(o: &Operand) -> Operand {
    match o {
        Operand::Reg(r) => Operand::Reg(RegUse::part(r.vreg, r.offset + 1, 1)),
        o => *o,
    }
}

fn fimm(v: u32) -> Operand {
    Operand::FImm(v)
}

/// Whether `o` is computed from kernel constants only (parameters, immediates) by plain
/// arithmetic, so that ptxas can compute it inside a subroutine body from the constant
/// bank, as it does for a constant operand.
fn kernel_constant(cx: &Cx<'_, '_>, o: &Operand, depth: u32) -> bool {
    match o {
        Operand::CBank { .. }
        | Operand::Imm(_)
        | Operand::FImm(_)
        | Operand::DImm(_)
        | Operand::Zero(_) => true,
        Operand::Reg(r) if depth < 4 => {
            let mut defs = cx
                .out
                .func
                .blocks
                .iter()
                .flat_map(|b| &b.insts)
                .filter(|i| i.defs.contains(&r.vreg))
                .peekable();
            defs.peek().is_some()
                && defs.all(|def| {
                    def.guard.is_none()
                        && matches!(
                            def.op,
                            Opcode::MOV
                                | Opcode::PACK
                                | Opcode::SHF
                                | Opcode::IADD3
                                | Opcode::IMAD
                                | Opcode::LOP3
                        )
                        && def.uses.iter().all(|u| kernel_constant(cx, u, depth + 1))
                })
        }
        _ => false,
    }
}

/// Lowers `i`, which [`routine_of`] maps to `routine`, into the blocks [`extra_blocks`]
/// made for it.
pub(super) fn lower_subroutine_op(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    routine: Subroutine,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::F32);
    let name = i.opcode.as_str();
    let first = cx.f.next_block;
    let extra = extra_blocks(i);
    let join = BlockId::new(first + extra - usize::from(extra > 0));
    if let Some(g) = &i.guard {
        if let Some(p) = cx.guard_pred(g, scope)? {
            branch(&mut cx.out, p, g.negated, join);
        }
        cx.advance_block();
    }
    let Some(dst) = i.operands.first() else {
        return Err(cx.error(i.span, format!("`{name}` needs operands")));
    };
    let d = cx.dst(dst, scope)?;
    let width = if ty.bits() == 64 { 2 } else { 1 };
    // `srcs` in registers for the fast path; `args` for the call, where a constant stays a
    // constant: ptxas specialises the body for it (SubroutineInfo docs).
    let mut srcs = Vec::new();
    let mut args = Vec::new();
    let savings = routine.info(cx.m.opts.arch).constant_operand_saving;
    let mut saving = 0u8;
    for (k, o) in i.operands[1..].iter().enumerate() {
        let s = cx.src(o, ty, scope)?;
        let reg = Operand::Reg(cx.force_reg(s, width));
        if matches!(
            s,
            Operand::CBank { .. } | Operand::Imm(_) | Operand::FImm(_) | Operand::DImm(_)
        ) {
            saving += savings.get(k).copied().unwrap_or(0);
            args.push(s);
        } else {
            // Computed from kernel constants: ptxas recomputes it in the body from the
            // bank (uniform registers), as for a constant, though the fast path and the
            // check still read it in registers here.
            if kernel_constant(cx, &s, 0) {
                saving += savings.get(k).copied().unwrap_or(0);
            }
            args.push(reg);
        }
        srcs.push(reg);
    }
    if srcs.len() < if matches!(name, "rcp" | "sqrt") { 1 } else { 2 } {
        return Err(cx.error(i.span, format!("`{name}` needs operands")));
    }
    match routine.shape() {
        CallShape::FastThenCheck => fast_then_check(cx, routine, d, &srcs, args, saving, join),
        CallShape::CheckThenFast => {
            let fast = BlockId::new(first + extra - 2);
            check_then_fast(cx, routine, d, srcs[0], args[0], saving, (fast, join));
        }
        CallShape::Always | CallShape::DivergentWarpSync => {
            call_into(cx, routine, d, args, saving);
            if i.guard.is_some() {
                cx.advance_block();
            }
        }
    }
    Ok(())
}

/// The [`CallShape::FastThenCheck`] layout: the fast path into `d`, its check skipping the
/// call to `join`, and the call.
fn fast_then_check(
    cx: &mut Cx<'_, '_>,
    routine: Subroutine,
    d: VReg,
    srcs: &[Operand],
    args: Vec<Operand>,
    saving: u8,
    join: BlockId,
) {
    let skip = match routine {
        Subroutine::DivRnF64 => fast_ddiv(&mut cx.out, d, &srcs[0], &srcs[1]),
        Subroutine::RcpRnF64 => fast_drcp(&mut cx.out, d, &srcs[0]),
        Subroutine::SqrtRnF64 => fast_dsqrt(&mut cx.out, d, &srcs[0]),
        _ => fast_fdiv(&mut cx.out, d, &srcs[0], &srcs[1]),
    };
    branch(&mut cx.out, skip.0, skip.1, join);
    cx.advance_block();
    let args = if routine == Subroutine::RcpRnF64 {
        // ptxas prepares the scaled exponent word for the slow path:
        // `LOP3.LUT R2, R5, 0x7fffffff, RZ, 0xc0`, `IADD3 R8, R2, -0x100000`.
        let m = cx.out.def(
            Opcode::LOP3,
            Mod::LUT,
            RegClass::R,
            1,
            vec![hi(&srcs[0]), Operand::Imm(0x7fff_ffff)],
        );
        let e = cx.out.def(
            Opcode::IADD3,
            Mods::NONE,
            RegClass::R,
            1,
            vec![reg(m), Operand::Imm(-0x10_0000)],
        );
        vec![args[0], reg(e)]
    } else {
        args
    };
    call_into(cx, routine, d, args, saving);
    cx.advance_block();
}

/// The [`CallShape::CheckThenFast`] layout: the range check of `a` branching to the fast
/// path, the call (whose operand is `arg`) and a branch to `join`, then the fast path.
fn check_then_fast(
    cx: &mut Cx<'_, '_>,
    routine: Subroutine,
    d: VReg,
    a: Operand,
    arg: Operand,
    saving: u8,
    (fast, join): (BlockId, BlockId),
) {
    let rsq = if matches!(routine, Subroutine::SqrtRnF32 | Subroutine::SqrtRnFtzF32) {
        // IADD3 R0, R2, -0xd000000; MUFU.RSQ R5, R2;
        // ISETP.GT.U32.AND P0, PT, R0, 0x727fffff; @!P0 BRA fast
        let t = cx.out.def(
            Opcode::IADD3,
            Mods::NONE,
            RegClass::R,
            1,
            vec![a, Operand::Imm(-0xd00_0000)],
        );
        let r = cx.out.def(Opcode::MUFU, Mod::RSQ, RegClass::R, 1, vec![a]);
        let p = cx.out.def(
            Opcode::ISETP,
            Cmp::new(Cond::GT).unsigned(),
            RegClass::P,
            1,
            vec![reg(t), Operand::Imm(0x727f_ffff)],
        );
        branch(&mut cx.out, p, false, fast);
        Some(r)
    } else {
        // IADD3 R4, R3, 0x1800000; LOP3.LUT R4, R4, 0x7f800000, RZ, 0xc0;
        // ISETP.GT.U32.AND P0, PT, R4, 0x1ffffff; @P0 BRA fast
        let t = cx.out.def(
            Opcode::IADD3,
            Mods::NONE,
            RegClass::R,
            1,
            vec![a, Operand::Imm(0x180_0000)],
        );
        let e = cx.out.def(
            Opcode::LOP3,
            Mod::LUT,
            RegClass::R,
            1,
            vec![reg(t), Operand::Imm(0x7f80_0000)],
        );
        let p = cx.out.def(
            Opcode::ISETP,
            Cmp::new(Cond::GT).unsigned(),
            RegClass::P,
            1,
            vec![reg(e), Operand::Imm(0x1ff_ffff)],
        );
        branch(&mut cx.out, p, true, fast);
        None
    };
    cx.advance_block();
    call_into(cx, routine, d, vec![arg], saving);
    cx.out
        .effect(Opcode::BRA, Mods::NONE, vec![Operand::Block(join)]);
    cx.advance_block();
    match rsq {
        Some(r) => fast_fsqrt(&mut cx.out, d, &a, r),
        None => fast_frcp(&mut cx.out, d, &a),
    }
    cx.advance_block();
}

/// `@[!]p BRA target`, branching when `p` is `taken_when`.
fn branch(out: &mut Builder<'_>, p: VReg, taken_when: bool, target: BlockId) {
    let mut bra = Inst::new(
        Opcode::BRA,
        Mods::NONE,
        vec![],
        vec![Operand::Block(target)],
    );
    bra.guard = Some(Guard {
        pred: p,
        negated: !taken_when,
    });
    out.push(bra);
}

/// The call, writing `d`. `saving` GPRs of the body are not needed at this call site
/// (constant operands).
fn call_into(cx: &mut Cx<'_, '_>, routine: Subroutine, d: VReg, args: Vec<Operand>, saving: u8) {
    let info = routine.info(cx.m.opts.arch);
    let mut scratch = cx.f.subroutine_regs.remove(&routine).unwrap_or_default();
    let insts = call_sequence(
        cx.out.func,
        &mut scratch,
        &info,
        info.name,
        vec![d],
        args,
        saving,
    );
    cx.f.subroutine_regs.insert(routine, scratch);
    for i in insts {
        cx.out.push(i);
    }
}

/// `div.rn.f32` fast path (ptxas 13.5 sm_80, operands R2/R3):
/// `MUFU.RCP R4, R3; FCHK P0, R2, R3; FFMA R5, -R3, R4, 1; FFMA R5, R4, R5, R4;
/// FFMA R4, R2, R5, RZ; FFMA R6, -R3, R4, R2; FFMA R5, R5, R6, R4`, then `@!P0 BRA`.
/// Returns the branch that skips the call.
pub(super) fn fast_fdiv(out: &mut Builder<'_>, d: VReg, a: &Operand, b: &Operand) -> (VReg, bool) {
    let r = out.def(Opcode::MUFU, Mod::RCP, RegClass::R, 1, vec![*b]);
    let chk = out.def(Opcode::FCHK, Mods::NONE, RegClass::P, 1, vec![*a, *b]);
    let e = out.def(
        Opcode::FFMA,
        Mods::NONE,
        RegClass::R,
        1,
        vec![*b, reg(r), fimm(1.0f32.to_bits())],
    );
    let r2 = out.def(
        Opcode::FFMA,
        Mods::NONE,
        RegClass::R,
        1,
        vec![reg(r), reg(e), reg(r)],
    );
    let q = out.def(
        Opcode::FFMA,
        Mods::NONE,
        RegClass::R,
        1,
        vec![*a, reg(r2), Operand::Zero(RegClass::R)],
    );
    let rem = out.def(
        Opcode::FFMA,
        Mods::NONE,
        RegClass::R,
        1,
        vec![*b, reg(q), *a],
    );
    out.assign(Opcode::FFMA, Mods::NONE, d, vec![reg(r2), reg(rem), reg(q)]);
    (chk, false)
}

/// `rcp.rn.f32` fast path: `MUFU.RCP R2, R3; FFMA R4, R3, R2, -1; FADD.FTZ R5, -R4, -RZ;
/// FFMA R5, R2, R5, R2`.
fn fast_frcp(out: &mut Builder<'_>, d: VReg, a: &Operand) {
    let r = out.def(Opcode::MUFU, Mod::RCP, RegClass::R, 1, vec![*a]);
    let e = out.def(
        Opcode::FFMA,
        Mods::NONE,
        RegClass::R,
        1,
        vec![*a, reg(r), fimm((-1.0f32).to_bits())],
    );
    let n = out.def(
        Opcode::FADD,
        Mod::FTZ,
        RegClass::R,
        1,
        vec![reg(e), Operand::Zero(RegClass::R)],
    );
    out.assign(Opcode::FFMA, Mods::NONE, d, vec![reg(r), reg(n), reg(r)]);
}

/// `sqrt.rn.f32` fast path from the `MUFU.RSQ` made before the check:
/// `FMUL.FTZ R3, R2, R5; FMUL.FTZ R5, R5, 0.5; FFMA R2, -R3, R3, R2; FFMA R5, R2, R5, R3`.
fn fast_fsqrt(out: &mut Builder<'_>, d: VReg, a: &Operand, rsq: VReg) {
    let y = out.def(Opcode::FMUL, Mod::FTZ, RegClass::R, 1, vec![*a, reg(rsq)]);
    let h = out.def(
        Opcode::FMUL,
        Mod::FTZ,
        RegClass::R,
        1,
        vec![reg(rsq), fimm(0.5f32.to_bits())],
    );
    let e = out.def(
        Opcode::FFMA,
        Mods::NONE,
        RegClass::R,
        1,
        vec![reg(y), reg(y), *a],
    );
    out.assign(Opcode::FFMA, Mods::NONE, d, vec![reg(e), reg(h), reg(y)]);
}

/// `div.rn.f64` fast path (ptxas 13.5 sm_80, a = R4:R5, b = R6:R7):
/// `IMAD.MOV.U32 R2, RZ, RZ, 0x1; MUFU.RCP64H R3, R7;
/// FSETP.GEU.AND P1, PT, |R5|, 6.58e-37, PT; DFMA R8, -R6, R2, 1; DFMA R8, R8, R8, R8;
/// DFMA R8, R2, R8, R2; DFMA R2, -R6, R8, 1; DFMA R2, R8, R2, R8; DMUL R8, R4, R2;
/// DFMA R12, -R6, R8, R4; DFMA R2, R2, R12, R8; FFMA R0, RZ, R7, R3;
/// FSETP.GT.AND P0, PT, |R0|, 1.47e-39, PT; @P0 BRA P1, join` (the two-predicate branch
/// is modelled by folding P1 into the second compare).
fn fast_ddiv(out: &mut Builder<'_>, d: VReg, a: &Operand, b: &Operand) -> (VReg, bool) {
    let rh = out.def(Opcode::MUFU, Mod::RCP64H, RegClass::R, 1, vec![hi(b)]);
    let r = out.def(
        Opcode::PACK,
        Mods::NONE,
        RegClass::R,
        2,
        vec![Operand::Imm(1), reg(rh)],
    );
    let p1 = out.def(
        Opcode::FSETP,
        Cmp::new(Cond::GEU),
        RegClass::P,
        1,
        vec![hi(a), fimm(0x0360_0000)],
    );
    let (t, f) = refine_drcp(out, r, b);
    let r2 = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(t), reg(f), reg(t)],
    );
    let q = out.def(Opcode::DMUL, Mods::NONE, RegClass::R, 2, vec![*a, reg(r2)]);
    let rem = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![*b, reg(q), *a],
    );
    out.assign(Opcode::DFMA, Mods::NONE, d, vec![reg(r2), reg(rem), reg(q)]);
    let c = out.def(
        Opcode::FFMA,
        Mods::NONE,
        RegClass::R,
        1,
        vec![
            Operand::Zero(RegClass::R),
            hi(b),
            Operand::Reg(RegUse::part(d, 1, 1)),
        ],
    );
    let p0 = out.def(
        Opcode::FSETP,
        Cmp::new(Cond::GT),
        RegClass::P,
        1,
        vec![reg(c), fimm(0x0010_0000), reg(p1)],
    );
    (p0, true)
}

/// The Newton steps both f64 fast paths apply to the `MUFU.RCP64H` estimate `r` of
/// `1/b`: `DFMA e, -b, r, 1; DFMA e2, e, e, e; DFMA t, r, e2, r; DFMA f, -b, t, 1`.
/// Returns `(t, f)`; the refined reciprocal is `DFMA t, f, t`.
fn refine_drcp(out: &mut Builder<'_>, r: VReg, b: &Operand) -> (VReg, VReg) {
    let one = Operand::DImm(1.0f64.to_bits());
    let e = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![*b, reg(r), one],
    );
    let e2 = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(e), reg(e), reg(e)],
    );
    let t = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(r), reg(e2), reg(r)],
    );
    let f = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![*b, reg(t), one],
    );
    (t, f)
}

/// `rcp.rn.f64` fast path (b = R4:R5): `MUFU.RCP64H R7, R5; IADD3 R6, R5, 0x300402, RZ;
/// FSETP.GEU.AND P0, PT, |R6|, 5.88e-39, PT; DFMA R8, -R4, R6, 1; DFMA R8, R8, R8, R8;
/// DFMA R8, R6, R8, R6; DFMA R10, -R4, R8, 1; DFMA R8, R8, R10, R8; @P0 BRA join`.
fn fast_drcp(out: &mut Builder<'_>, d: VReg, b: &Operand) -> (VReg, bool) {
    let rh = out.def(Opcode::MUFU, Mod::RCP64H, RegClass::R, 1, vec![hi(b)]);
    let lo = out.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![hi(b), Operand::Imm(0x30_0402)],
    );
    let p = out.def(
        Opcode::FSETP,
        Cmp::new(Cond::GEU),
        RegClass::P,
        1,
        vec![reg(lo), fimm(0x0040_0402)],
    );
    let r = out.def(
        Opcode::PACK,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(lo), reg(rh)],
    );
    let (t, f) = refine_drcp(out, r, b);
    out.assign(Opcode::DFMA, Mods::NONE, d, vec![reg(t), reg(f), reg(t)]);
    (p, true)
}

/// `sqrt.rn.f64` fast path (a = R4:R5): `IMAD.MOV.U32 R8, RZ, RZ, 0x0;
/// IMAD.MOV.U32 R9, RZ, RZ, 0x3fd80000; MUFU.RSQ64H R7, R5; IADD3 R6, R5, -0x3500000, RZ;
/// ISETP.GE.U32.AND P0, PT, R6, 0x7ca00000, PT; DMUL R2, R6, R6; DFMA R2, R4, -R2, 1;
/// DFMA R8, R2, R8, 0.5; DMUL R2, R6, R2; DFMA R8, R8, R2, R6; DMUL R10, R4, R8;
/// IADD3 R15, R9, -0x100000, RZ; DFMA R12, R10, -R10, R4; MOV R14, R8;
/// DFMA R2, R12, R14, R10; @!P0 BRA join`.
fn fast_dsqrt(out: &mut Builder<'_>, d: VReg, a: &Operand) -> (VReg, bool) {
    let c = out.def(
        Opcode::PACK,
        Mods::NONE,
        RegClass::R,
        2,
        vec![Operand::Imm(0), Operand::Imm(0x3fd8_0000)],
    );
    let rh = out.def(Opcode::MUFU, Mod::RSQ64H, RegClass::R, 1, vec![hi(a)]);
    let lo = out.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![hi(a), Operand::Imm(-0x350_0000)],
    );
    let p = out.def(
        Opcode::ISETP,
        Cmp::new(Cond::GE).unsigned(),
        RegClass::P,
        1,
        vec![reg(lo), Operand::Imm(0x7ca0_0000)],
    );
    let r = out.def(
        Opcode::PACK,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(lo), reg(rh)],
    );
    let s = out.def(
        Opcode::DMUL,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(r), reg(r)],
    );
    let s2 = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![*a, reg(s), Operand::DImm(1.0f64.to_bits())],
    );
    let c2 = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(s2), reg(c), Operand::DImm(0.5f64.to_bits())],
    );
    let s3 = out.def(
        Opcode::DMUL,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(r), reg(s2)],
    );
    let c3 = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(c2), reg(s3), reg(r)],
    );
    let y = out.def(Opcode::DMUL, Mods::NONE, RegClass::R, 2, vec![*a, reg(c3)]);
    let hh = out.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![
            Operand::Reg(RegUse::part(c3, 1, 1)),
            Operand::Imm(-0x10_0000),
        ],
    );
    let e = out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(y), reg(y), *a],
    );
    let h = out.def(
        Opcode::PACK,
        Mods::NONE,
        RegClass::R,
        2,
        vec![Operand::Reg(RegUse::part(c3, 0, 1)), reg(hh)],
    );
    out.assign(Opcode::DFMA, Mods::NONE, d, vec![reg(e), reg(h), reg(y)]);
    (p, false)
}
