//! Arithmetic, comparisons, conversions and the multi-instruction math expansions.
//!
//! The expansions follow the shape of what ptxas emits (MUFU approximations refined by
//! Newton–Raphson FFMA steps, integer division through a float reciprocal, 64-bit integer
//! arithmetic on register pairs) so that the temporaries they need are visible to the
//! allocator. Instruction-exact sequences are not the goal; the number of values live at
//! once is.

use ptx_parser::ast::{self, ScalarType};

use super::context::Cx;
use super::regs::{class_of, Binding};
use super::subroutine::fast_fdiv;
use super::values::reg;
use super::wide_mul::{halves, is_wide_mul, lower_wide_mul};
use super::LowerError;
use crate::ir::{BoolOp, Cmp, Cond, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg};

fn is_half(ty: ScalarType) -> bool {
    matches!(
        ty,
        ScalarType::F16 | ScalarType::F16x2 | ScalarType::Bf16 | ScalarType::Bf16x2
    )
}

/// ALU sources of type `ty`: constants in place, but at most one constant-bank word (the
/// others go to registers).
fn srcs(
    cx: &mut Cx<'_, '_>,
    ops: &[ast::Operand],
    ty: ScalarType,
    scope: usize,
) -> Result<Vec<Operand>, LowerError> {
    let mut out = Vec::with_capacity(ops.len());
    for o in ops {
        out.push(cx.src_alu(o, ty, scope)?);
    }
    // At most one constant-bank operand per SASS instruction.
    let mut seen_cbank = false;
    for o in out.iter_mut() {
        if matches!(o, Operand::CBank { .. }) {
            if seen_cbank {
                let w = class_of(ty).1;
                *o = Operand::Reg(cx.force_reg(*o, w));
            }
            seen_cbank = true;
        }
    }
    Ok(out)
}

/// The other operand of an unguarded integer `add` one of whose operands is zero (an
/// immediate, or a register bound to zero).
fn add_of_zero<'i>(
    cx: &Cx<'_, '_>,
    i: &'i ast::Instruction,
    ty: ScalarType,
    scope: usize,
) -> Option<&'i ast::Operand> {
    let integer = matches!(
        ty,
        ScalarType::B32
            | ScalarType::B64
            | ScalarType::U32
            | ScalarType::U64
            | ScalarType::S32
            | ScalarType::S64
    );
    if !cx.m.opts.optimizing()
        || i.opcode != "add"
        || !integer
        || i.guard.is_some()
        || i.has("cc")
        || i.has("sat")
    {
        return None;
    }
    let [_, a, b] = i.operands.as_slice() else {
        return None;
    };
    let zero = |o: &ast::Operand| match o {
        ast::Operand::Imm(ast::Immediate::Int(0) | ast::Immediate::UInt(0), _) => true,
        ast::Operand::Reg(r) => cx.f.resolve(&r.name, scope).is_some_and(|r| {
            matches!(
                cx.f.bindings.get(&r.key),
                Some(Binding::Const(Operand::Imm(0)))
            )
        }),
        _ => false,
    };
    if zero(b) {
        Some(a)
    } else if zero(a) {
        Some(b)
    } else {
        None
    }
}

/// add/sub/mul/mad/fma/min/max/logic/shift/neg/abs/not.
pub(super) fn lower_arith(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    if is_wide_mul(i) {
        return lower_wide_mul(cx, i, scope);
    }
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let name = i.opcode.as_str();
    if i.operands.is_empty() {
        return Err(cx.error(i.span, format!("`{name}` needs operands")));
    }
    if ty == ScalarType::F32x2 {
        return lower_f32x2(cx, i, scope);
    }
    if let [ScalarType::F32, narrow @ (ScalarType::F16 | ScalarType::Bf16)] = i.types()[..] {
        return lower_mixed(cx, i, narrow, scope);
    }
    if let Some(other) = add_of_zero(cx, i, ty, scope) {
        // `x + 0` (typically the address of a shared variable at offset 0 plus an
        // index) is a copy, which ptxas's copy propagation removes.
        let single = cx.src_single_def(other, scope);
        let value = cx.src(other, ty, scope)?;
        return cx.copy_into(&i.operands[0], value, single, scope);
    }
    if let Some(s) = shift_by_a_word(i, ty) {
        return lower_shift_by_a_word(cx, i, s, scope);
    }
    let d = cx.dst(&i.operands[0], scope)?;
    let mut uses = srcs(cx, &i.operands[1..], ty, scope)?;
    let (op, mods) = arith_opcode(i, ty);
    // A 64-bit immediate needs no register pair: these pair operations are two 32-bit
    // instructions (`IADD3` + `IADD3.X`, two `LOP3`s, `ISETP` + `SEL`s), each taking its
    // half as a 32-bit immediate, as ptxas writes them (`LOP3.LUT R11, R3, 0xa0761d64,
    // RZ, 0x3c, !PT` for `xor.b64 d, a, 0xa0761d6478bd642f`).
    let mut defs = vec![d];
    // 64-bit adds carry through a predicate between the low and high halves.
    if op == Opcode::IADD3 && mods.has(Mod::W64) {
        defs.push(cx.out.func.new_vreg(RegClass::P, 1));
    }
    if name == "copysign" || name == "cnot" {
        uses.push(Operand::Imm(0));
    }
    cx.out.push(Inst::new(op, mods, defs, uses));
    Ok(())
}

/// The shift of a 64-bit `shl`/`shr` by a constant 32 ≤ s < 64: one that moves a word of the
/// source into the other word of the result.
fn shift_by_a_word(i: &ast::Instruction, ty: ScalarType) -> Option<u32> {
    if !matches!(i.opcode.as_str(), "shl" | "shr") || ty.bits() != 64 {
        return None;
    }
    let s = match i.operands.get(2)? {
        ast::Operand::Imm(ast::Immediate::Int(n), _) => u64::try_from(*n).ok()?,
        ast::Operand::Imm(ast::Immediate::UInt(n), _) => *n,
        _ => return None,
    };
    (32..64).contains(&s).then_some(s as u32)
}

/// A 64-bit shift by 32 ≤ s < 64 as two words: `shl` puts zero below and `a`'s low word
/// shifted by s − 32 above; `shr` puts `a`'s high word shifted by s − 32 below and its sign
/// (`.s64`) or zero above. Only one word of `a` is read, so `opt_narrow_addresses` computes
/// `a` in one register when nothing else reads it whole. NVRTC's 32-bit index arithmetic in
/// 64-bit registers (`mul.lo.s64 t, a, b; shl.b64 u, t, 32; shr.s64 i, u, 32`, CuPy's
/// ufunc loops) is this: ptxas 13.5 (`cupy_add__fff`, sm_80) multiplies in 32 bits (`IMAD
/// R15, R17, c[0x0][0x1b8], RZ`) into the high word of a pair whose low word is zero
/// (`IMAD.MOV.U32 R14, RZ, RZ, RZ`), and adds the high word alone, sign-extended, to the
/// base (`LEA.HI.X.SX32 R9, R10, c[0x0][0x164], 0x1, P0`).
fn lower_shift_by_a_word(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    s: u32,
    scope: usize,
) -> Result<(), LowerError> {
    let a = cx.src(&i.operands[1], ScalarType::B64, scope)?;
    let a = cx.force_reg(a, 2);
    let left = i.opcode == "shl";
    let word = Operand::Reg(RegUse::part(a.vreg, a.offset + u8::from(!left), 1));
    let dir = if left { Mod::L } else { Mod::R };
    let shift = |cx: &mut Cx<'_, '_>, by: u32| {
        reg(cx.out.def(
            Opcode::SHF,
            Mods::from(dir),
            RegClass::R,
            1,
            vec![word, Operand::Imm(i64::from(by))],
        ))
    };
    let moved = if s == 32 { word } else { shift(cx, s - 32) };
    let fill = if !left && i.ty() == Some(ScalarType::S64) {
        // The sign of the high word, spelled as `cvt.s64.s32` spells a sign, so that
        // `opt_unpair_add_sources` sees a sign-extended word.
        reg(cx.out.def(
            Opcode::SHF,
            Mods::of([Mod::R, Mod::S32, Mod::HI]),
            RegClass::R,
            1,
            vec![Operand::Zero(RegClass::R), Operand::Imm(31), word],
        ))
    } else {
        let zero = Operand::Imm(0);
        reg(cx
            .out
            .def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![zero]))
    };
    let words = if left {
        vec![fill, moved]
    } else {
        vec![moved, fill]
    };
    let t = cx.out.def(Opcode::PACK, Mods::NONE, RegClass::R, 2, words);
    cx.copy_into(&i.operands[0], reg(t), true, scope)
}

/// `add`/`sub`/`mul`/`fma` `.f32x2`: both halves of `.b64` register pairs at once. ptxas
/// 13.5 on sm_100a gives one paired instruction (`FADD2 R16, R8.F32x2.HI_LO,
/// R10.F32x2.HI_LO`, `FMUL2.FTZ.RZ`, `FFMA2`); on sm_120a, without them, one `FADD`/`FFMA`
/// per half (`FADD R17, R8, R10` / `FADD R19, R9, R11`) whose results form the pair.
fn lower_f32x2(cx: &mut Cx<'_, '_>, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
    let mut pairs = Vec::with_capacity(i.operands.len().saturating_sub(1));
    for o in &i.operands[1..] {
        let s = cx.src(o, ScalarType::B64, scope)?;
        pairs.push(cx.force_reg(s, 2));
    }
    let mut names = Vec::new();
    if i.has("ftz") {
        names.push("FTZ");
    }
    if let Some(r) = ["rz", "rm", "rp"].into_iter().find(|r| i.has(r)) {
        names.push(match r {
            "rz" => "RZ",
            "rm" => "RM",
            _ => "RP",
        });
    }
    let mods = Mods::from_names(&names);
    let (paired, single) = match i.opcode.as_str() {
        "mul" => (Opcode::FMUL2, Opcode::FMUL),
        "fma" => (Opcode::FFMA2, Opcode::FFMA),
        _ => (Opcode::FADD2, Opcode::FADD),
    };
    if cx.m.opts.arch.number() < 120 {
        let d = cx.dst(&i.operands[0], scope)?;
        let uses = pairs.into_iter().map(Operand::Reg).collect();
        cx.out.push(Inst::new(paired, mods, vec![d], uses));
        return Ok(());
    }
    let lane = |r: RegUse, k: u8| RegUse::part(r.vreg, r.offset + k, 1);
    let mut halves = Vec::with_capacity(2);
    for k in 0..2 {
        let uses = pairs.iter().map(|&r| Operand::Reg(lane(r, k))).collect();
        let h = cx.out.def(single, mods, RegClass::R, 1, uses);
        halves.push(Operand::Reg(RegUse::whole(h)));
    }
    let t = cx.out.def(Opcode::PACK, Mods::NONE, RegClass::R, 2, halves);
    cx.copy_into(&i.operands[0], Operand::Reg(RegUse::whole(t)), true, scope)
}

/// Mixed precision (`add.f32.bf16 d, a, c`, `fma.rn.f32.f16 d, a, b, c`): the 16-bit
/// operands widened into a single-precision add or fused multiply-add. ptxas 13.5 on
/// sm_100a/sm_120a: `FHADD.BF16 R19, R0, R17`, `FHADD.RZ.SAT R3, R0, R3` (`.f16`),
/// `FHFMA.RM R10, R0, R0, R3`, every source a register (an immediate `c` is moved into
/// one first: `MOV R11, UR6` / `FHADD R11, R0, R11`).
fn lower_mixed(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    narrow: ScalarType,
    scope: usize,
) -> Result<(), LowerError> {
    let d = cx.dst(&i.operands[0], scope)?;
    let last = i.operands.len() - 1;
    let mut uses = Vec::with_capacity(last);
    for (k, o) in i.operands.iter().enumerate().skip(1) {
        let ty = if k == last { ScalarType::F32 } else { narrow };
        let s = cx.src(o, ty, scope)?;
        uses.push(Operand::Reg(cx.force_reg(s, 1)));
    }
    let mut names = Vec::new();
    if narrow == ScalarType::Bf16 {
        names.push("BF16");
    }
    if let Some(r) = ["rz", "rm", "rp"].into_iter().find(|r| i.has(r)) {
        names.push(match r {
            "rz" => "RZ",
            "rm" => "RM",
            _ => "RP",
        });
    }
    if i.has("sat") {
        names.push("SAT");
    }
    let op = if i.opcode == "fma" {
        Opcode::FHFMA
    } else {
        Opcode::FHADD
    };
    cx.out
        .push(Inst::new(op, Mods::from_names(&names), vec![d], uses));
    Ok(())
}

/// The SASS opcode and modifiers of `add`, `mul`, `fma`, `min`, the logic and shift
/// instructions … of type `ty`: the half, f64, f32, integer or predicate unit's.
fn arith_opcode(i: &ast::Instruction, ty: ScalarType) -> (Opcode, Mods) {
    let name = i.opcode.as_str();
    if is_half(ty) {
        let op = match name {
            "add" | "sub" | "neg" | "abs" => Opcode::HADD2,
            "mul" => Opcode::HMUL2,
            "fma" | "mad" => Opcode::HFMA2,
            "min" | "max" => Opcode::HMNMX2,
            _ => Opcode::LOP3,
        };
        (op, Mods::NONE)
    } else if ty == ScalarType::F64 {
        let op = match name {
            "add" | "sub" | "neg" | "abs" => Opcode::DADD,
            "mul" => Opcode::DMUL,
            "fma" | "mad" => Opcode::DFMA,
            "min" | "max" => Opcode::DMNMX,
            _ => Opcode::LOP3,
        };
        (op, Mods::NONE)
    } else if ty == ScalarType::F32 {
        let op = match name {
            "add" | "sub" | "neg" | "abs" => Opcode::FADD,
            "mul" => Opcode::FMUL,
            "fma" | "mad" => Opcode::FFMA,
            "min" | "max" => Opcode::FMNMX,
            "copysign" => Opcode::LOP3,
            _ => Opcode::FADD,
        };
        (
            op,
            if i.has("ftz") {
                Mods::from(Mod::FTZ)
            } else {
                Mods::NONE
            },
        )
    } else {
        let (op, m) = match name {
            "add" | "sub" | "neg" | "addc" | "subc" => (Opcode::IADD3, Mods::NONE),
            "mul" | "mul24" if i.has("wide") => (Opcode::IMAD, Mod::WIDE.into()),
            "mul" | "mul24" if i.has("hi") => (Opcode::IMAD, Mod::HI.into()),
            "mul" | "mul24" => (Opcode::IMAD, Mods::NONE),
            "mad" | "mad24" | "madc" if i.has("wide") => (Opcode::IMAD, Mod::WIDE.into()),
            "mad" | "mad24" | "madc" if i.has("hi") => (Opcode::IMAD, Mod::HI.into()),
            "mad" | "mad24" | "madc" => (Opcode::IMAD, Mods::NONE),
            "min" | "max" => (Opcode::IMNMX, Mods::NONE),
            "abs" => (Opcode::IABS, Mods::NONE),
            "and" | "or" | "xor" | "not" | "cnot" => (Opcode::LOP3, Mod::LUT.into()),
            "shl" | "shr" => (
                Opcode::SHF,
                if name == "shl" { Mod::L } else { Mod::R }.into(),
            ),
            "sad" => (Opcode::IADD3, Mod::SAD.into()),
            _ => (Opcode::IADD3, Mods::NONE),
        };
        // 64-bit operations work on pairs (`.64`); a wide multiply's inputs are 32-bit.
        let m = if ty.bits() == 64 && !i.has("wide") {
            m.with(Mod::W64)
        } else {
            m
        };
        if ty == ScalarType::Pred {
            // The function of two predicates is kept as its combiner token (not printed:
            // SASS writes a lookup table), so a compare can take it over
            // (`opt_fold_predicate_logic`).
            let combiner = match name {
                "and" => Some(Mod::AND),
                "or" => Some(Mod::OR),
                "xor" => Some(Mod::XOR),
                _ => None,
            };
            let lut = Mods::from(Mod::LUT);
            (Opcode::PLOP3, combiner.map_or(lut, |m| lut.with(m)))
        } else {
            (op, m)
        }
    }
}

/// setp: one or two predicate results; `.and`/`.or`/`.xor` variants read a third predicate.
pub(super) fn lower_setp(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::S32);
    let Some(first) = i.operands.first() else {
        return Err(cx.error(i.span, "`setp` needs operands"));
    };
    let mut defs = Vec::new();
    match first {
        ast::Operand::Pair(a, b, _) => {
            defs.push(cx.dst(a, scope)?);
            defs.push(cx.dst(b, scope)?);
        }
        d => defs.push(cx.dst(d, scope)?),
    }
    let mut uses = srcs(cx, &i.operands[1..i.operands.len().min(3)], ty, scope)?;
    if let Some(p) = i.operands.get(3) {
        uses.push(cx.src(p, ScalarType::Pred, scope)?);
    }
    let op = if is_half(ty) {
        Opcode::HSETP2
    } else if ty == ScalarType::F64 {
        Opcode::DSETP
    } else if ty == ScalarType::F32 {
        Opcode::FSETP
    } else {
        Opcode::ISETP
    };
    // The PTX condition (its first modifier), `.EX` for a 64-bit integer compare.
    let ex = op == Opcode::ISETP && ty.bits() == 64;
    let cmp = i.modifiers.first().map_or("", |m| m.as_str());
    // `.and`/`.or`/`.xor` with a third predicate combine the result with it.
    let combiner = if i.has("or") {
        BoolOp::Or
    } else if i.has("xor") {
        BoolOp::Xor
    } else {
        BoolOp::And
    };
    let mods = match Cond::from_name(cmp) {
        Some(cond) => Cmp {
            ex,
            op: combiner,
            ..Cmp::new(cond)
        }
        .into(),
        // Not a condition: its text as given.
        None if ex => Mods::from_names(&[cmp, "EX", "AND"]),
        None => Mods::from_names(&[cmp, "AND"]),
    };
    cx.out.push(Inst::new(op, mods, defs, uses));
    Ok(())
}

/// `selp`: `SEL` (`FSEL` for f32, `SEL.64` on pairs) by a predicate.
pub(super) fn lower_selp(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let ops = &i.operands;
    let d = cx.dst(&ops[0], scope)?;
    let a = cx.src_alu(&ops[1], ty, scope)?;
    let b = cx.src_alu(&ops[2], ty, scope)?;
    let p = cx.pred_operand(&ops[3], scope)?;
    let (op, mods) = if ty.bits() == 64 {
        (Opcode::SEL, Mods::from(Mod::W64))
    } else if ty == ScalarType::F32 {
        (Opcode::FSEL, Mods::NONE)
    } else {
        (Opcode::SEL, Mods::NONE)
    };
    // 64-bit immediates in SEL need a register pair.
    let a = if ty.bits() == 64 && matches!(a, Operand::Imm(_) | Operand::DImm(_)) {
        Operand::Reg(cx.force_reg(a, 2))
    } else {
        a
    };
    cx.out.assign(op, mods, d, vec![a, b, p]);
    Ok(())
}

/// `set` of half-precision values: one `HSET2` writing the result register, reading the
/// two values and the Boolean operator's predicate (ptxas 13.5 on sm_80, measured on a
/// small kernel: `set.gtu.and.f16x2.f16x2 d, a, b, p` is `HSET2.BF.GTU.AND R4, R4, R7, P0`,
/// `set.le.u32.f16x2` is `HSET2.LE.AND`; `.BF` marks a 1.0/0.0 result rather than a mask,
/// which costs the same registers and is not modelled). The other `set`s as
/// [`lower_slct`].
pub(super) fn lower_set(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let types = i.types();
    let Some(&sty) = types.get(1).filter(|t| is_half(**t)) else {
        return lower_slct(cx, i, scope);
    };
    let Some(d) = i.operands.first() else {
        return Err(cx.error(i.span, "`set` needs operands"));
    };
    let d = cx.dst(d, scope)?;
    let mut uses = srcs(cx, &i.operands[1..i.operands.len().min(3)], sty, scope)?;
    if let Some(p) = i.operands.get(3) {
        uses.push(cx.pred_operand(p, scope)?);
    }
    let cmp = i.modifiers.first().map_or("", |m| m.as_str());
    let mods = match Cond::from_name(cmp) {
        Some(cond) => Cmp::new(cond).into(),
        None => Mods::from_names(&[cmp, "AND"]),
    };
    cx.out.assign(Opcode::HSET2, mods, d, uses);
    Ok(())
}

/// `slct`, `set`: a `SEL` named after the PTX instruction, every source read.
pub(super) fn lower_slct(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let d = cx.dst(&i.operands[0], scope)?;
    let uses = cx.all_srcs(&i.operands[1..], ty, scope)?;
    cx.out.assign(Opcode::SEL, Mods::text(&i.opcode), d, uses);
    Ok(())
}

/// `cvt.pack.sat`: one `I2IP` of the two values and the word they are packed over,
/// writing one 32-bit register, as ptxas 13.5 emits it on sm_80 (measured on small
/// kernels: `cvt.pack.sat.s4.s32.b32 d, a, b, c` is `I2IP.S4.S32.SAT R0, R10, R11, R0.24`;
/// the two-value `.u16.s32` form packs over `RZ`, `I2IP.U16.S32.SAT R5, R4, 0x12c, RZ`).
/// Only `b` may be an immediate in place (`I2IP.S8.S32.SAT R6, R6, 0x7, R5`); `a` and `c`
/// are registers, a zero `c` is `RZ`.
fn lower_cvt_pack(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let [d, a, b, rest @ ..] = i.operands.as_slice() else {
        return Err(cx.error(i.span, "`cvt.pack` needs a result and two values"));
    };
    let d = cx.dst(d, scope)?;
    let a = Operand::Reg(cx.src_reg(a, ScalarType::S32, scope)?);
    let b = cx.src_alu(b, ScalarType::S32, scope)?;
    let c = match rest.first() {
        None => Operand::Zero(RegClass::R),
        Some(c) => match cx.src(c, ScalarType::B32, scope)? {
            Operand::Imm(0) | Operand::Zero(_) => Operand::Zero(RegClass::R),
            o => Operand::Reg(cx.force_reg(o, 1)),
        },
    };
    // The packed width (`.s4`, or the result type of the byte and half forms), the
    // sources' type, `.SAT`.
    let width = i
        .modifiers
        .iter()
        .map(|m| m.as_str())
        .find(|m| matches!(*m, "s2" | "u2" | "s4" | "u4" | "s8" | "u8" | "s16" | "u16"))
        .unwrap_or("s32");
    let mods = Mods::from_names(&[width, "s32", "sat"]);
    cx.out.assign(Opcode::I2IP, mods, d, vec![a, b, c]);
    Ok(())
}

/// cvt between integer widths, floats, and their mixes.
pub(super) fn lower_cvt(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    if i.has("pack") {
        return lower_cvt_pack(cx, i, scope);
    }
    let types = i.types();
    let (dty, sty) = match types.as_slice() {
        [d, s, ..] => (*d, *s),
        [d] => (*d, *d),
        [] => (ScalarType::B32, ScalarType::B32),
    };
    let (Some(dst), Some(src)) = (i.operands.first(), i.operands.get(1)) else {
        return Err(cx.error(i.span, "`cvt` needs two operands"));
    };
    let s = cx.src_alu(src, sty, scope)?;
    // A source register wider than the source type (PTX allows it for `cvt`: `cvt.s64.s32
    // %rd23, %rd22`) is read by its low word, so a pair read only so can be narrowed
    // (`opt_narrow_addresses`): ptxas 13.5 computes NVRTC's `mul.lo.s64` + `cvt.s64.s32` in
    // one 32-bit `IMAD` (`cupy_positive__ee`, sm_80).
    let s = match s {
        Operand::Reg(r)
            if sty.bits() <= 32 && r.is_whole() && cx.out.func.vreg(r.vreg).width > 1 =>
        {
            Operand::Reg(RegUse::part(r.vreg, 0, 1))
        }
        o => o,
    };
    let dint = !dty.is_float();
    let sint = !sty.is_float();
    if dint && sint {
        // Integer → integer: narrowing reads the low word; widening builds a pair.
        if dty.bits() <= 32 && sty.bits() == 64 {
            let lo = match s {
                Operand::Reg(r) if r.is_whole() => Operand::Reg(RegUse::part(r.vreg, 0, 1)),
                o => o,
            };
            let single = cx.src_single_def(src, scope);
            return copy_truncated(cx, dst, lo, single, scope, dty.bits() < 32);
        }
        if dty.bits() == 64 && sty.bits() <= 32 {
            let d = cx.dst(dst, scope)?;
            let signed = matches!(sty, ScalarType::S32 | ScalarType::S16 | ScalarType::S8);
            let hi = if signed {
                let sreg = Operand::Reg(cx.force_reg(s, 1));
                let h = cx.out.def(
                    Opcode::SHF,
                    Mods::of([Mod::R, Mod::S32, Mod::HI]),
                    RegClass::R,
                    1,
                    vec![Operand::Zero(RegClass::R), Operand::Imm(31), sreg],
                );
                Operand::Reg(RegUse::whole(h))
            } else {
                Operand::Zero(RegClass::R)
            };
            let once = cx
                .dst_key(dst, scope)
                .is_some_and(|r| cx.f.single_def(r.key));
            if once && matches!(s, Operand::CBank { .. }) {
                cx.f.widened_params.insert(d, (s, hi));
            }
            cx.out.assign(Opcode::PACK, Mods::NONE, d, vec![s, hi]);
            return Ok(());
        }
        let d = cx.dst(dst, scope)?;
        let op = if sty.bits() == 64 {
            Opcode::MOV
        } else {
            Opcode::SGXT
        };
        let mods = Mods::w64_if(op == Opcode::MOV);
        cx.out.assign(op, mods, d, vec![s]);
        return Ok(());
    }
    let d = cx.dst(dst, scope)?;
    let types = || Mods::from_names(&[dty.name(), sty.name()]);
    let (op, mods) = match (dint, sint) {
        (false, true) => (Opcode::I2F, types()),
        (true, false) => (Opcode::F2I, types()),
        _ if is_half(dty) && is_half(sty) => (Opcode::HADD2, Mods::NONE),
        // Widening a 16-bit float reads it in place: an f16 through the half unit
        // (`HADD2.F32 d, -RZ, s.H0_H0`), a bf16 by moving it into the high half (it is an
        // f32 with a shorter mantissa): `SHF.L.U32 R8, R7, 0x10, RZ` in ptxas 13.5's
        // listing of `tests/golden/passes/pair_half_ops.ptx`.
        _ if dty == ScalarType::F32 && sty == ScalarType::Bf16 => {
            cx.out
                .assign(Opcode::SHF, Mod::L, d, vec![s, Operand::Imm(16)]);
            return Ok(());
        }
        _ if dty == ScalarType::F32 && is_half(sty) => (Opcode::HADD2, Mod::F32.into()),
        _ if is_half(dty) || is_half(sty) => (Opcode::F2FP, Mod::PACKAB.into()),
        _ if dty == sty => (Opcode::FRND, Mods::NONE),
        _ => (Opcode::F2F, types()),
    };
    // f64 ↔ 64-bit integer conversions go through the pair; cvt.rn.f32.f64 etc. are single.
    let s = if matches!(
        s,
        Operand::CBank { .. } | Operand::Imm(_) | Operand::DImm(_)
    ) && sty.bits() == 64
    {
        Operand::Reg(cx.force_reg(s, 2))
    } else {
        s
    };
    cx.out.assign(op, mods, d, vec![s]);
    Ok(())
}

/// [`Cx::copy_into`] for the conversion lowering: narrowing that drops bits needs a real
/// instruction.
fn copy_truncated(
    cx: &mut Cx<'_, '_>,
    dst: &ast::Operand,
    value: Operand,
    single: bool,
    scope: usize,
    truncates: bool,
) -> Result<(), LowerError> {
    if truncates {
        let d = cx.dst(dst, scope)?;
        cx.out
            .assign(Opcode::LOP3, Mod::LUT, d, vec![value, Operand::Imm(0xffff)]);
        return Ok(());
    }
    cx.copy_into(dst, value, single, scope)
}

/// `popc.b64`, `clz.b64`, `bfind.{u,s}64` and `brev.b64`, on the two words of the value, as
/// ptxas 13.5 writes them (`ptxas -arch=sm_80` + `nvdisasm -c`, `tests/golden/lower/popc64.ptx`
/// and `bits64.ptx`):
/// - `popc`: the bits set in each word, added; a word may stay in the constant bank
///   (numba's `simple_popc`, a 64-bit kernel parameter: `POPC R0, c[0x0][0x19c]` ;
///   `UPOPC UR4, UR4` ; `IADD3 R0, R0, UR4, RZ`);
/// - `clz`: `ISETP.NE.U32.AND P0, PT, R3, RZ, PT` ; `SEL R2, R2, R3, !P0` (the high word
///   when it has a bit set) ; `FLO.U32 R2, R2` ; the count from the word's top and from the
///   value's (`IADD3 R0, -R2, 0x1f` ; `IADD3 R3, -R2, 0x3f`), chosen by `P0`;
/// - `bfind`: `FLO.U32` of each word, the high one's position plus 32 where it has a bit set;
/// - `brev`: each word reversed into the other's place (`BREV R5, R2` ; `BREV R4, R3`).
///
/// `bfind.s64` is given the unsigned form's shape (not measured on ptxas).
pub(super) fn lower_bits64(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let name = i.opcode.as_str();
    let (Some(dst), Some(src)) = (i.operands.first(), i.operands.get(1)) else {
        return Err(cx.error(i.span, format!("`{name}` needs two operands")));
    };
    let d = cx.dst(dst, scope)?;
    let s = cx.src(src, ScalarType::B64, scope)?;
    let (lo, hi) = halves(&s);
    let one = |cx: &mut Cx<'_, '_>, op: Opcode, mods: Mods, uses: Vec<Operand>| {
        reg(cx.out.def(op, mods, RegClass::R, 1, uses))
    };
    if name == "popc" {
        let (a, b) = (
            one(cx, Opcode::POPC, Mods::NONE, vec![lo]),
            one(cx, Opcode::POPC, Mods::NONE, vec![hi]),
        );
        cx.out.assign(Opcode::IADD3, Mods::NONE, d, vec![a, b]);
        return Ok(());
    }
    let lo = Operand::Reg(cx.force_reg(lo, 1));
    let hi = Operand::Reg(cx.force_reg(hi, 1));
    let flo = |cx: &mut Cx<'_, '_>, w: Operand| one(cx, Opcode::FLO, Mod::U32.into(), vec![w]);
    match name {
        "brev" => {
            let new_lo = one(cx, Opcode::BREV, Mods::NONE, vec![hi]);
            let new_hi = one(cx, Opcode::BREV, Mods::NONE, vec![lo]);
            cx.out
                .assign(Opcode::PACK, Mods::NONE, d, vec![new_lo, new_hi]);
        }
        "clz" => {
            let high_set = cx.out.def(
                Opcode::ISETP,
                Cmp::new(Cond::NE).unsigned(),
                RegClass::P,
                1,
                vec![hi, Operand::Zero(RegClass::R)],
            );
            let word = one(cx, Opcode::SEL, Mods::NONE, vec![hi, lo, reg(high_set)]);
            let top = flo(cx, word);
            let in_word = one(cx, Opcode::IADD3, Mods::NONE, vec![top, Operand::Imm(0x1f)]);
            let in_value = one(cx, Opcode::IADD3, Mods::NONE, vec![top, Operand::Imm(0x3f)]);
            cx.out.assign(
                Opcode::SEL,
                Mods::NONE,
                d,
                vec![in_word, in_value, reg(high_set)],
            );
        }
        _ => {
            let top_hi = flo(cx, hi);
            let high_set = cx.out.def(
                Opcode::ISETP,
                Cmp::new(Cond::NE).unsigned(),
                RegClass::P,
                1,
                vec![top_hi, Operand::Imm(-1)],
            );
            let in_value = one(
                cx,
                Opcode::IADD3,
                Mods::NONE,
                vec![top_hi, Operand::Imm(0x20)],
            );
            let top_lo = flo(cx, lo);
            cx.out.assign(
                Opcode::SEL,
                Mods::NONE,
                d,
                vec![in_value, top_lo, reg(high_set)],
            );
        }
    }
    Ok(())
}

/// div / rem / sqrt / rcp / rsqrt / ex2 / lg2 / sin / cos / tanh. The IEEE `.rn` forms of
/// div/rcp/sqrt and 64-bit div/rem never get here: they call a subroutine
/// (`super::subroutine`); the other rounding modes keep the plain expansions below.
pub(super) fn lower_math(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::F32);
    let name = i.opcode.as_str();
    if i.operands.len() < 2 {
        return Err(cx.error(i.span, format!("`{name}` needs operands")));
    }
    let d = cx.dst(&i.operands[0], scope)?;
    let mut srcs = Vec::new();
    for o in &i.operands[1..] {
        let s = cx.src(o, ty, scope)?;
        srcs.push(s);
    }
    let approx = i.has("approx") || i.has("full");
    match (name, ty) {
        ("div", ScalarType::F32) if approx => {
            let b = reg_of(cx, srcs[1], 1);
            let r = cx.out.def(Opcode::MUFU, Mod::RCP, RegClass::R, 1, vec![b]);
            cx.out
                .assign(Opcode::FMUL, Mods::NONE, d, vec![srcs[0], reg(r)]);
        }
        ("div", ScalarType::F32) => expand_fdiv(cx, d, &srcs),
        ("div", ScalarType::F64) => expand_ddiv(cx, d, &srcs),
        ("rcp", ScalarType::F32) if approx => {
            let a = reg_of(cx, srcs[0], 1);
            cx.out.assign(Opcode::MUFU, Mod::RCP, d, vec![a]);
        }
        ("rcp", ScalarType::F32) => {
            let one = Operand::FImm(1.0f32.to_bits());
            expand_fdiv(cx, d, &[one, srcs[0]]);
        }
        ("rcp", ScalarType::F64) => {
            let one = Operand::DImm(1.0f64.to_bits());
            expand_ddiv(cx, d, &[one, srcs[0]]);
        }
        ("sqrt", ScalarType::F32) if approx => {
            let a = reg_of(cx, srcs[0], 1);
            cx.out.assign(Opcode::MUFU, Mod::SQRT, d, vec![a]);
        }
        ("sqrt", ScalarType::F32) => expand_fsqrt(cx, d, srcs[0]),
        ("sqrt", ScalarType::F64) | ("rsqrt", ScalarType::F64) => expand_dsqrt(cx, d, srcs[0]),
        ("rsqrt", _) => {
            let a = reg_of(cx, srcs[0], 1);
            cx.out.assign(Opcode::MUFU, Mod::RSQ, d, vec![a]);
        }
        ("ex2", _) => expand_ex2(cx, d, srcs[0]),
        ("lg2", _) => expand_lg2(cx, d, srcs[0]),
        ("sin" | "cos", _) => {
            let a = reg_of(cx, srcs[0], 1);
            let s = cx.out.def(
                Opcode::FMUL,
                Mod::RZ,
                RegClass::R,
                1,
                vec![a, Operand::FImm(0.159_154_94f32.to_bits())],
            );
            let m = if name == "sin" { Mod::SIN } else { Mod::COS };
            cx.out.assign(Opcode::MUFU, m, d, vec![reg(s)]);
        }
        ("tanh" | "tanh.approx", _) => {
            let a = reg_of(cx, srcs[0], 1);
            cx.out.assign(Opcode::MUFU, Mod::TANH, d, vec![a]);
        }
        // 64-bit `div`/`rem` are calls to ptxas's subroutines (`super::subroutine`).
        ("div" | "rem", t) if t.bits() <= 32 => expand_idiv32(
            cx,
            d,
            &srcs,
            name == "rem",
            matches!(ty, ScalarType::S32 | ScalarType::S16 | ScalarType::S8),
        ),
        _ => {
            cx.warn(format!(
                "no SASS model for `{name}.{}`; lowered conservatively",
                ty.name()
            ));
            let uses = srcs
                .into_iter()
                .map(|s| reg_of(cx, s, class_of(ty).1))
                .collect();
            cx.out.assign(Opcode::GENERIC, Mods::text(name), d, uses);
        }
    }
    Ok(())
}

/// f32 square root in a directed rounding mode (`.rn` calls a subroutine): `MUFU.RSQ`, then
/// y = x·r, h = r/2, e = -y·y + x, result y + e·h (plus a slow-path check predicate).
fn expand_fsqrt(cx: &mut Cx<'_, '_>, d: VReg, x: Operand) {
    let a = reg_of(cx, x, 1);
    let r = cx.out.def(Opcode::MUFU, Mod::RSQ, RegClass::R, 1, vec![a]);
    let _p = cx.out.def(
        Opcode::FSETP,
        Cmp::new(Cond::GEU),
        RegClass::P,
        1,
        vec![a, Operand::FImm(0)],
    );
    let y = cx
        .out
        .def(Opcode::FMUL, Mods::NONE, RegClass::R, 1, vec![a, reg(r)]);
    let h = cx.out.def(
        Opcode::FMUL,
        Mods::NONE,
        RegClass::R,
        1,
        vec![reg(r), Operand::FImm(0.5f32.to_bits())],
    );
    let e = cx.out.def(
        Opcode::FFMA,
        Mods::NONE,
        RegClass::R,
        1,
        vec![reg(y), reg(y), a],
    );
    cx.out
        .assign(Opcode::FFMA, Mods::NONE, d, vec![reg(e), reg(h), reg(y)]);
}

/// f64 square root and reciprocal square root without the IEEE rounding: `MUFU.RSQ64H` on
/// the high word refined by `DFMA` steps on pairs.
fn expand_dsqrt(cx: &mut Cx<'_, '_>, d: VReg, x: Operand) {
    let a = reg_of(cx, x, 2);
    let r = cx
        .out
        .def(Opcode::MUFU, Mod::RSQ64H, RegClass::R, 1, vec![a]);
    let r2 = cx.out.def(
        Opcode::PACK,
        Mods::NONE,
        RegClass::R,
        2,
        vec![Operand::Zero(RegClass::R), reg(r)],
    );
    let t = cx
        .out
        .def(Opcode::DMUL, Mods::NONE, RegClass::R, 2, vec![a, reg(r2)]);
    let e = cx.out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(t), reg(r2), Operand::DImm((-1.0f64).to_bits())],
    );
    let h = cx.out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(e), Operand::DImm(0.5f64.to_bits()), reg(r2)],
    );
    cx.out
        .assign(Opcode::DFMA, Mods::NONE, d, vec![reg(t), reg(h), a]);
}

/// `ex2`: ptxas scales into `MUFU.EX2`'s range, a compare and two `FMUL`s around the `MUFU`.
fn expand_ex2(cx: &mut Cx<'_, '_>, d: VReg, x: Operand) {
    let a = reg_of(cx, x, 1);
    let p = cx.out.def(
        Opcode::FSETP,
        Cmp::new(Cond::GEU),
        RegClass::P,
        1,
        vec![a, Operand::FImm((-126.0f32).to_bits())],
    );
    let s = cx.out.def(
        Opcode::FMUL,
        Mods::NONE,
        RegClass::R,
        1,
        vec![a, Operand::FImm(0.5f32.to_bits())],
    );
    let _ = p;
    let e = cx
        .out
        .def(Opcode::MUFU, Mod::EX2, RegClass::R, 1, vec![reg(s)]);
    cx.out
        .assign(Opcode::FMUL, Mods::NONE, d, vec![reg(e), reg(e)]);
}

/// `lg2`: `MUFU.LG2` of the input scaled out of the denormal range (a compare and an
/// `FMUL`), then the scale's logarithm subtracted.
fn expand_lg2(cx: &mut Cx<'_, '_>, d: VReg, x: Operand) {
    let a = reg_of(cx, x, 1);
    let p = cx.out.def(
        Opcode::FSETP,
        Cmp::new(Cond::GEU),
        RegClass::P,
        1,
        vec![a, Operand::FImm(0x0080_0000)],
    );
    let s = cx.out.def(
        Opcode::FMUL,
        Mods::NONE,
        RegClass::R,
        1,
        vec![a, Operand::FImm(0x4b80_0000)],
    );
    let _ = p;
    let l = cx
        .out
        .def(Opcode::MUFU, Mod::LG2, RegClass::R, 1, vec![reg(s)]);
    cx.out.assign(
        Opcode::FADD,
        Mods::NONE,
        d,
        vec![reg(l), Operand::FImm((-24.0f32).to_bits())],
    );
}

/// `o` in a register of `width` words, as an operand.
fn reg_of(cx: &mut Cx<'_, '_>, o: Operand, width: u8) -> Operand {
    Operand::Reg(cx.force_reg(o, width))
}

/// IEEE f32 division: reciprocal estimate refined by FFMA, quotient correction, and the
/// FCHK range check that guards ptxas's slow path.
fn expand_fdiv(cx: &mut Cx<'_, '_>, d: VReg, s: &[Operand]) {
    let a = reg_of(cx, s[0], 1);
    let b = reg_of(
        cx,
        s.get(1).cloned().unwrap_or(Operand::Zero(RegClass::R)),
        1,
    );
    fast_fdiv(&mut cx.out, d, &a, &b);
}

/// IEEE f64 division: MUFU.RCP64H on the high word, DFMA refinement on pairs.
fn expand_ddiv(cx: &mut Cx<'_, '_>, d: VReg, s: &[Operand]) {
    let a = reg_of(cx, s[0], 2);
    let b = reg_of(
        cx,
        s.get(1).cloned().unwrap_or(Operand::Zero(RegClass::R)),
        2,
    );
    let bhi = match &b {
        Operand::Reg(r) => Operand::Reg(RegUse::part(r.vreg, r.offset + 1, 1)),
        o => *o,
    };
    let rh = cx
        .out
        .def(Opcode::MUFU, Mod::RCP64H, RegClass::R, 1, vec![bhi]);
    let r = cx.out.def(
        Opcode::PACK,
        Mods::NONE,
        RegClass::R,
        2,
        vec![Operand::Zero(RegClass::R), reg(rh)],
    );
    let e = cx.out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![b, reg(r), Operand::DImm(1.0f64.to_bits())],
    );
    let e2 = cx.out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(e), reg(e), reg(e)],
    );
    let r2 = cx.out.def(
        Opcode::DFMA,
        Mods::NONE,
        RegClass::R,
        2,
        vec![reg(r), reg(e2), reg(r)],
    );
    let q = cx
        .out
        .def(Opcode::DMUL, Mods::NONE, RegClass::R, 2, vec![a, reg(r2)]);
    let rem = cx
        .out
        .def(Opcode::DFMA, Mods::NONE, RegClass::R, 2, vec![b, reg(q), a]);
    cx.out
        .assign(Opcode::DFMA, Mods::NONE, d, vec![reg(r2), reg(rem), reg(q)]);
}

/// 32-bit integer division/remainder through a float reciprocal of the divisor
/// (I2F.RP, MUFU.RCP, F2I.TRUNC, then two IMAD corrections with compare/select).
fn expand_idiv32(cx: &mut Cx<'_, '_>, d: VReg, s: &[Operand], rem: bool, signed: bool) {
    let a = reg_of(cx, s[0], 1);
    let b = reg_of(
        cx,
        s.get(1).cloned().unwrap_or(Operand::Zero(RegClass::R)),
        1,
    );
    let (a, b) = if signed {
        let aa = cx
            .out
            .def(Opcode::IABS, Mods::NONE, RegClass::R, 1, vec![a]);
        let bb = cx
            .out
            .def(Opcode::IABS, Mods::NONE, RegClass::R, 1, vec![b]);
        (reg(aa), reg(bb))
    } else {
        (a, b)
    };
    let f = cx.out.def(
        Opcode::I2F,
        Mods::of([Mod::U32, Mod::RP]),
        RegClass::R,
        1,
        vec![b],
    );
    let r = cx
        .out
        .def(Opcode::MUFU, Mod::RCP, RegClass::R, 1, vec![reg(f)]);
    let r2 = cx.out.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![reg(r), Operand::Imm(0x0fff_fffe)],
    );
    let q0 = cx.out.def(
        Opcode::F2I,
        Mods::of([Mod::FTZ, Mod::U32, Mod::TRUNC]),
        RegClass::R,
        1,
        vec![reg(r2)],
    );
    let nb = cx.out.def(
        Opcode::IMAD,
        Mod::MOV,
        RegClass::R,
        1,
        vec![Operand::Zero(RegClass::R), Operand::Zero(RegClass::R), b],
    );
    let t = cx.out.def(
        Opcode::IMAD,
        Mods::NONE,
        RegClass::R,
        1,
        vec![reg(nb), reg(q0), Operand::Zero(RegClass::R)],
    );
    let q1 = cx.out.def(
        Opcode::IMAD,
        Mod::HI,
        RegClass::R,
        1,
        vec![reg(q0), reg(t), reg(q0)],
    );
    let q2 = cx.out.def(
        Opcode::IMAD,
        Mod::HI,
        RegClass::R,
        1,
        vec![reg(q1), a, Operand::Zero(RegClass::R)],
    );
    let r0 = cx.out.def(
        Opcode::IMAD,
        Mods::NONE,
        RegClass::R,
        1,
        vec![reg(nb), reg(q2), a],
    );
    let p = cx.out.def(
        Opcode::ISETP,
        Cmp::new(Cond::GE).unsigned(),
        RegClass::P,
        1,
        vec![reg(r0), b],
    );
    let r1 = cx.out.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![reg(r0), Operand::Reg(RegUse::whole(nb))],
    );
    let _ = p;
    if rem {
        cx.out
            .assign(Opcode::SEL, Mods::NONE, d, vec![reg(r1), reg(r0), reg(p)]);
    } else {
        let q3 = cx.out.def(
            Opcode::IADD3,
            Mods::NONE,
            RegClass::R,
            1,
            vec![reg(q2), Operand::Imm(1)],
        );
        let _ = r1;
        cx.out
            .assign(Opcode::SEL, Mods::NONE, d, vec![reg(q3), reg(q2), reg(p)]);
    }
}
