//! 64-bit integer multiplication (`mul.lo`, `mad.lo`, `mul.hi` on s64/u64) as ptxas emits it:
//! 32-bit `IMAD`s on the halves of the operands, whose temporaries the allocator must see.
//!
//! ptxas 13.5 sm_80 (`nvdisasm -c -plr`, a = R4:R5, b = R6:R7):
//!
//! ```text
//! mul.lo.s64 d, a, b      IMAD R5, R5, R6, RZ               a.hi·b.lo
//!                         IMAD.WIDE.U32 R8, R4, R6, RZ      a.lo·b.lo (mad.lo: + the addend)
//!                         IMAD R5, R4, R7, R5               + a.lo·b.hi
//!                         IADD3 R9, R9, R5, RZ              d = R8:R9
//! mul.hi.u64 d, a, b      IMAD.WIDE.U32 R2, R5, R6, RZ      a.hi·b.lo
//!                         IMAD.WIDE.U32 R8, P0, R4, R7, R2  + a.lo·b.hi, carry out
//!                         IMAD.WIDE.U32 R2, R4, R6, RZ      a.lo·b.lo
//!                         IADD3.X R11, RZ, RZ, RZ, P0, !PT  the carry as a word
//!                         MOV R10, R9                       R10:R11 = (mid.hi, carry)
//!                         IADD3 RZ, P0, R3, R8, RZ          carry of the middle word
//!                         IMAD.WIDE.U32.X R6, R5, R7, R10, P0   a.hi·b.hi + …
//! mul.hi.s64              the same, then for each operand that may be negative
//!                         (ISETP.LT.AND P1, PT, b.hi, RZ): d - a selected by it (SEL ×2)
//! ```
//!
//! A 64-bit constant operand is split into two 32-bit immediates (`IMAD R5, R3, 0x7f4a7c15,
//! RZ` / `IMAD R5, R2, -0x61c88647, R5` for `0x9e3779b97f4a7c15`) and a kernel parameter into
//! its two constant-bank words, so neither takes a register; a high word of zero drops the
//! second `IMAD` (`mul.lo.s64 d, a, 10`: three instructions). These replace the `IMAD.64` /
//! `IMAD.HI.64` pseudo-instructions, which are not SASS.

use ptx_parser::ast::{self, ScalarType};

use super::context::Cx;
use super::values::reg;
use super::LowerError;
use crate::ir::{Builder, Cmp, Cond, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg};

/// The 32-bit halves of a 64-bit operand.
pub(super) fn halves(o: &Operand) -> (Operand, Operand) {
    match o {
        Operand::Reg(r) => (
            Operand::Reg(RegUse::part(r.vreg, r.offset, 1)),
            Operand::Reg(RegUse::part(r.vreg, r.offset + 1, 1)),
        ),
        Operand::Imm(v) => (
            Operand::Imm(i64::from(*v as u32 as i32)),
            Operand::Imm(i64::from((*v >> 32) as u32 as i32)),
        ),
        Operand::CBank { bank, offset } => (
            Operand::CBank {
                bank: *bank,
                offset: *offset,
            },
            Operand::CBank {
                bank: *bank,
                offset: offset + 4,
            },
        ),
        other => (*other, *other),
    }
}

fn is_zero(o: &Operand) -> bool {
    matches!(o, Operand::Imm(0) | Operand::Zero(_))
}

fn is_reg(o: &Operand) -> bool {
    matches!(o, Operand::Reg(_))
}

fn part(v: VReg, k: u8) -> Operand {
    Operand::Reg(RegUse::part(v, k, 1))
}

/// Whether `i` is a 64-bit integer `mul.lo`/`mad.lo`/`mul.hi`/`mad.hi` (lowered here).
pub(super) fn is_wide_mul(i: &ast::Instruction) -> bool {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    matches!(i.opcode.as_str(), "mul" | "mad")
        && matches!(ty, ScalarType::S64 | ScalarType::U64 | ScalarType::B64)
        && !i.has("wide")
}

/// Lowers a 64-bit `mul`/`mad` ([`is_wide_mul`]).
pub(super) fn lower_wide_mul(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::U64);
    let mad = i.opcode.as_str() == "mad";
    if i.operands.len() < if mad { 4 } else { 3 } {
        return Err(cx.error(i.span, format!("`{}` needs operands", i.opcode)));
    }
    let d = cx.dst(&i.operands[0], scope)?;
    let mut a = cx.src_alu(&i.operands[1], ty, scope)?;
    let mut b = cx.src_alu(&i.operands[2], ty, scope)?;
    // The constant (if any) goes second, as ptxas writes it.
    if !is_reg(&a) && is_reg(&b) {
        std::mem::swap(&mut a, &mut b);
    }
    // A widened parameter goes second too, where its words are read in place.
    if !i.has("hi") && words_of(cx, &a).is_some() && words_of(cx, &b).is_none() {
        std::mem::swap(&mut a, &mut b);
    }
    let a = Operand::Reg(cx.force_reg(a, 2));
    let addend = if mad {
        Some(cx.src_alu(&i.operands[3], ty, scope)?)
    } else {
        None
    };
    if i.has("hi") {
        let signed = ty == ScalarType::S64;
        match addend {
            None => mul_hi64(&mut cx.out, d, &a, &b, signed),
            Some(e) => {
                let h = cx.out.func.new_vreg(RegClass::R, 2);
                mul_hi64(&mut cx.out, h, &a, &b, signed);
                let carry = cx.out.func.new_vreg(RegClass::P, 1);
                cx.out.push(Inst::new(
                    Opcode::IADD3,
                    Mod::W64,
                    vec![d, carry],
                    vec![reg(h), e],
                ));
            }
        }
    } else {
        let (blo, _) = words_of(cx, &b).unwrap_or_else(|| halves(&b));
        let addend = match addend {
            // One non-register source per instruction: a constant addend with a
            // constant multiplier goes to registers.
            Some(e) if !is_reg(&e) && !is_reg(&blo) && !is_zero(&e) => {
                Operand::Reg(cx.force_reg(e, 2))
            }
            Some(e) => e,
            None => Operand::Zero(RegClass::R),
        };
        mul_lo64(cx, d, &a, &b, addend);
    }
    Ok(())
}

/// `IMAD.WIDE.U32 p, x, y, RZ`, or the same product made earlier in the block when `x`
/// and `y` have not changed since: `mul.lo` and `mul.hi` of the same operands (a
/// 64×64→128 multiply, as hash kernels write it) share it, as ptxas shares it
/// (`hash_table_lookup`: one `IMAD.WIDE.U32 R4, R9, -0x5f4bd725, RZ` for both halves).
fn wide_product(out: &mut Builder<'_>, x: Operand, y: Operand) -> VReg {
    let uses = vec![x, y, Operand::Zero(RegClass::R)];
    let insts = out.insts();
    let reads: Vec<VReg> = uses
        .iter()
        .filter_map(|o| o.reg())
        .map(|r| r.vreg)
        .collect();
    for (k, inst) in insts.iter().enumerate().rev() {
        if inst.op == Opcode::IMAD
            && inst.mods == Mods::of([Mod::WIDE, Mod::U32])
            && inst.guard.is_none()
            && inst.defs.len() == 1
            && inst.uses == uses
        {
            let p = inst.defs[0];
            let unchanged = insts[k + 1..]
                .iter()
                .all(|i| !i.defs.iter().any(|d| *d == p || reads.contains(d)));
            if unchanged {
                return p;
            }
        }
        if inst.defs.iter().any(|d| reads.contains(d)) {
            break;
        }
    }
    out.def(
        Opcode::IMAD,
        Mods::of([Mod::WIDE, Mod::U32]),
        RegClass::R,
        2,
        uses,
    )
}

/// The two words of a widened kernel parameter (`FnCx::widened_params`).
fn words_of(cx: &Cx<'_, '_>, o: &Operand) -> Option<(Operand, Operand)> {
    match o {
        Operand::Reg(r) if r.is_whole() => cx.f.widened_params.get(&r.vreg).cloned(),
        _ => None,
    }
}

/// `d = a·b + addend` (low 64 bits); `a` is a register pair.
fn mul_lo64(cx: &mut Cx<'_, '_>, d: VReg, a: &Operand, b: &Operand, addend: Operand) {
    let (alo, ahi) = halves(a);
    let (blo, bhi) = words_of(cx, b).unwrap_or_else(|| halves(b));
    // A widened parameter's high word is zero (`cvt.u64.u32` of `%ntid.x`): no `a.hi·b.lo`
    // term. ptxas 13.5 multiplies CuPy's `ntid * nctaid` (both widened) in one
    // `UIMAD.WIDE.U32` (`cupy_positive__ee`, sm_80).
    let a_high_zero = words_of(cx, a).is_some_and(|(_, hi)| is_zero(&hi));
    let cross = match (a_high_zero, is_zero(&bhi)) {
        (true, true) => None,
        (true, false) => Some(Operand::Zero(RegClass::R)),
        (false, _) => Some(reg(cx.out.def(
            Opcode::IMAD,
            Mods::NONE,
            RegClass::R,
            1,
            vec![ahi, blo, Operand::Zero(RegClass::R)],
        ))),
    };
    let p = if is_zero(&addend) {
        wide_product(&mut cx.out, alo, blo)
    } else {
        cx.out.def(
            Opcode::IMAD,
            Mods::of([Mod::WIDE, Mod::U32]),
            RegClass::R,
            2,
            vec![alo, blo, addend],
        )
    };
    let cross = match cross {
        Some(c) if !is_zero(&bhi) => Some(reg(cx.out.def(
            Opcode::IMAD,
            Mods::NONE,
            RegClass::R,
            1,
            vec![alo, bhi, c],
        ))),
        c => c,
    };
    let Some(c) = cross else {
        cx.out.assign(Opcode::MOV, Mod::W64, d, vec![reg(p)]);
        return;
    };
    let hi = cx.out.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![part(p, 1), c],
    );
    cx.out
        .assign(Opcode::PACK, Mods::NONE, d, vec![part(p, 0), reg(hi)]);
}

/// The result of an earlier [`mul_lo64`] in the block whose low product is
/// `low` (so its operands have not changed, see [`wide_product`]) and whose
/// cross terms are `ahi·blo + alo·bhi`, when nothing has read or written it since: its
/// final `PACK` is removed (the caller writes the value again from the middle word;
/// dead-code elimination removes the cross terms).
fn take_low_half(
    out: &mut Builder<'_>,
    low: VReg,
    alo: &Operand,
    ahi: &Operand,
    blo: &Operand,
    bhi: &Operand,
) -> Option<VReg> {
    let insts = out.insts();
    let start = insts.iter().rposition(|i| i.defs.first() == Some(&low))?;
    let after = &insts[start + 1..];
    let plain = |i: &Inst, op: Opcode, uses: &[Operand]| {
        i.op == op && i.mods.is_empty() && i.guard.is_none() && i.uses == uses
    };
    let def_of = |v: VReg| after.iter().rfind(|i| i.defs == [v]);
    let at = after.iter().rposition(|i| {
        i.op == Opcode::PACK && i.guard.is_none() && i.uses.first() == Some(&part(low, 0))
    })?;
    let pack = &after[at];
    let dlo = *pack.defs.first()?;
    let hi = pack.uses.get(1)?.reg()?.vreg;
    let add = def_of(hi)?;
    let cross = add.uses.get(1)?.reg()?.vreg;
    if !plain(add, Opcode::IADD3, &[part(low, 1), reg(cross)]) {
        return None;
    }
    let rz = Operand::Zero(RegClass::R);
    // `mul_lo64` writes `ahi·blo` just before the low product.
    let first_term = |c: VReg| {
        start.checked_sub(1).is_some_and(|k| {
            let i = &insts[k];
            i.defs == [c] && plain(i, Opcode::IMAD, &[*ahi, *blo, rz])
        })
    };
    let cross_ok = if is_zero(bhi) {
        first_term(cross)
    } else {
        def_of(cross).is_some_and(|i| {
            let c = i.uses.get(2).and_then(Operand::reg).map(|r| r.vreg);
            c.is_some_and(|c| plain(i, Opcode::IMAD, &[*alo, *bhi, reg(c)]) && first_term(c))
        })
    };
    let untouched = after[at + 1..]
        .iter()
        .all(|i| !i.defs.contains(&dlo) && !i.reg_uses().any(|u| u.vreg == dlo));
    if !(cross_ok && untouched && pack.defs.len() == 1) {
        return None;
    }
    out.func.blocks[out.block.index()]
        .insts
        .remove(start + 1 + at);
    Some(dlo)
}

/// `d` = the high 64 bits of `a·b`; `a` is a register pair.
fn mul_hi64(out: &mut Builder<'_>, d: VReg, a: &Operand, b: &Operand, signed: bool) {
    let (alo, ahi) = halves(a);
    let (blo, bhi) = halves(b);
    let rz = Operand::Zero(RegClass::R);
    let t = out.def(
        Opcode::IMAD,
        Mods::of([Mod::WIDE, Mod::U32]),
        RegClass::R,
        2,
        vec![ahi, blo, rz],
    );
    let mid = out.func.new_vreg(RegClass::R, 2);
    let c0 = out.func.new_vreg(RegClass::P, 1);
    out.push(Inst::new(
        Opcode::IMAD,
        Mods::of([Mod::WIDE, Mod::U32]),
        vec![mid, c0],
        vec![alo, bhi, reg(t)],
    ));
    let low = wide_product(out, alo, blo);
    let carry = out.def(
        Opcode::IADD3,
        Mod::X,
        RegClass::R,
        1,
        vec![rz, rz, rz, reg(c0)],
    );
    let w = out.def(
        Opcode::PACK,
        Mods::NONE,
        RegClass::R,
        2,
        vec![part(mid, 1), reg(carry)],
    );
    // The carry of the middle word; when the block already took the low 64 bits of the
    // same product (`mul.lo`), the same add gives their high word, as in ptxas's
    // `IADD3 R5, P0, R5, R6, RZ` (`hash_table_lookup`): one 64×64→128 multiply.
    let c1 = out.func.new_vreg(RegClass::P, 1);
    let low_half = take_low_half(out, low, &alo, &ahi, &blo, &bhi);
    let sum = low_half.map(|_| out.func.new_vreg(RegClass::R, 1));
    out.push(Inst::new(
        Opcode::IADD3,
        Mods::NONE,
        sum.into_iter().chain([c1]).collect(),
        vec![part(low, 1), part(mid, 0)],
    ));
    if let (Some(dlo), Some(sum)) = (low_half, sum) {
        out.assign(Opcode::PACK, Mods::NONE, dlo, vec![part(low, 0), reg(sum)]);
    }
    let unsigned = if signed {
        out.func.new_vreg(RegClass::R, 2)
    } else {
        d
    };
    out.assign(
        Opcode::IMAD,
        Mods::of([Mod::WIDE, Mod::U32, Mod::X]),
        unsigned,
        vec![ahi, bhi, reg(w), reg(c1)],
    );
    if !signed {
        return;
    }
    // Signed: subtract b where a < 0 and a where b < 0 (a constant b's sign is known).
    let mut h = unsigned;
    let b_negative = match b {
        Operand::Imm(v) => Some(*v < 0),
        Operand::Zero(_) => Some(false),
        _ => None,
    };
    let mut fixes: Vec<(Operand, Option<Operand>)> = Vec::new();
    match b_negative {
        Some(false) => {}
        Some(true) => fixes.push((*a, None)),
        None => fixes.push((*a, Some(bhi))),
    }
    fixes.push((*b, Some(ahi)));
    let last = fixes.len() - 1;
    for (k, (sub, sign)) in fixes.into_iter().enumerate() {
        let fixed = if k == last {
            d
        } else {
            out.func.new_vreg(RegClass::R, 2)
        };
        let borrow = out.func.new_vreg(RegClass::P, 1);
        let diff = match &sign {
            Some(_) => out.func.new_vreg(RegClass::R, 2),
            None => fixed,
        };
        out.push(Inst::new(
            Opcode::IADD3,
            Mod::W64,
            vec![diff, borrow],
            vec![reg(h), sub],
        ));
        if let Some(s) = sign {
            let neg = out.def(
                Opcode::ISETP,
                Cmp::new(Cond::LT),
                RegClass::P,
                1,
                vec![s, Operand::Zero(RegClass::R)],
            );
            out.assign(
                Opcode::SEL,
                Mod::W64,
                fixed,
                vec![reg(diff), reg(h), reg(neg)],
            );
        }
        h = fixed;
    }
}
