//! The instructions lowered as one SASS instruction of a given opcode: most of the
//! communication, bit-manipulation, texture and surface instructions, and the conservative
//! form of everything without a model of its own (destinations written, every other operand
//! read), which keeps its register pressure visible to the allocator.

use ptx_parser::ast::{self, ScalarType};

use super::context::Cx;
use super::ptx::{def_operands, opcode_name};
use super::LowerError;
use crate::ir::{Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse};

/// Conservative lowering: destinations written, every other operand read; the PTX
/// instruction is the `GENERIC`'s text.
pub(super) fn lower_generic(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    lower_simple(cx, i, scope, Opcode::GENERIC, Mods::text(&opcode_name(i)))
}

/// One SASS instruction: destinations, then sources (constants allowed where ALU slots take them).
pub(super) fn lower_simple(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
    op: Opcode,
    mods: impl Into<Mods>,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let (defs, uses) = simple_operands(cx, i, ty, scope)?;
    cx.out.push(Inst::new(op, mods, defs, uses));
    Ok(())
}

/// The destinations ([`def_operands`]) and the sources, read as `ty`, of a one-instruction
/// lowering.
pub(super) fn simple_operands(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    ty: ScalarType,
    scope: usize,
) -> Result<(Vec<crate::ir::VReg>, Vec<Operand>), LowerError> {
    let ndefs = def_operands(i).len();
    let mut defs = Vec::new();
    for o in &i.operands[..ndefs] {
        cx.dsts(o, scope, &mut defs)?;
    }
    let uses = cx.all_srcs(&i.operands[ndefs..], ty, scope)?;
    Ok((defs, uses))
}

/// An instruction with no results: every operand read, constant-bank words in registers.
pub(super) fn lower_effect(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
    op: Opcode,
    mods: impl Into<Mods>,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let uses = cx.all_srcs(&i.operands, ty, scope)?;
    let uses = uses.into_iter().map(|o| reg_for_store(cx, o)).collect();
    cx.out.effect(op, mods, uses);
    Ok(())
}

/// A store's value operand: a constant-bank word goes to a register.
fn reg_for_store(cx: &mut Cx<'_, '_>, o: Operand) -> Operand {
    match o {
        Operand::CBank { .. } => Operand::Reg(cx.force_reg(o, 1)),
        o => o,
    }
}

/// One SASS instruction defining a register tuple (textures, surfaces, `ldmatrix`) whose
/// lanes become the PTX destinations.
pub(super) fn lower_tuple_def(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
    op: Opcode,
    mods: impl Into<Mods>,
) -> Result<(), LowerError> {
    let mods = mods.into();
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let Some(dst) = i.operands.first() else {
        return Err(cx.error(i.span, "missing destination"));
    };
    let uses = cx.all_srcs(&i.operands[1..], ty, scope)?;
    let uses = uses
        .into_iter()
        .map(|o| match o {
            // A bindless texture or surface handle read from the parameters stays a
            // constant-bank operand (`TEX.SCR.LL R8, R6, R4, R9, 0x0, 0x5a, 2D`).
            Operand::CBank { .. } if matches!(op, Opcode::TEX | Opcode::SULD) => o,
            Operand::CBank { .. } | Operand::Symbol(_) => Operand::Reg(cx.force_reg(o, 2)),
            o => o,
        })
        .collect::<Vec<_>>();
    match dst {
        ast::Operand::Vector(elems, _) => {
            let n = elems.len() as u8;
            let per = ty.bits().div_ceil(32).max(1) as u8;
            let width = (n * per).clamp(1, 4);
            let t = cx.out.def(
                op,
                mods,
                RegClass::R,
                if width == 3 { 4 } else { width },
                uses,
            );
            let tw = cx.out.func.vreg(t).width;
            for (k, e) in elems.iter().enumerate() {
                if matches!(e, ast::Operand::Sink(_)) {
                    continue;
                }
                let off = (k as u8 * per).min(tw - 1);
                let lane = RegUse::part(t, off, per.min(tw - off));
                cx.copy_into(e, Operand::Reg(lane), true, scope)?;
            }
            Ok(())
        }
        d => {
            let dv = cx.dst(d, scope)?;
            cx.out.assign(op, mods, dv, uses);
            Ok(())
        }
    }
}

/// `shfl.sync`: `SHFL` in the PTX instruction's mode.
pub(super) fn lower_shfl(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let mode = [
        ("bfly", Mod::BFLY),
        ("up", Mod::UP),
        ("down", Mod::DOWN),
        ("idx", Mod::IDX),
    ]
    .into_iter()
    .find(|(m, _)| i.has(m))
    .map_or(Mod::IDX, |(_, t)| t);
    lower_simple(cx, i, scope, Opcode::SHFL, mode)
}

/// `shf`: a funnel shift, `SHF.L.W.U32.HI d, lo, n, hi` (one instruction, like ptxas).
pub(super) fn lower_shf(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let dir = if i.has("r") { Mod::R } else { Mod::L };
    let mods = if i.has("wrap") {
        Mods::of([dir, Mod::W, Mod::U32, Mod::HI])
    } else {
        Mods::of([dir, Mod::U32, Mod::HI])
    };
    lower_simple(cx, i, scope, Opcode::SHF, mods)
}

/// `activemask`: `VOTE.ANY` of the true predicate.
pub(super) fn lower_activemask(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let d = cx.dst(&i.operands[0], scope)?;
    cx.out
        .assign(Opcode::VOTE, Mod::ANY, d, vec![Operand::Zero(RegClass::P)]);
    Ok(())
}
