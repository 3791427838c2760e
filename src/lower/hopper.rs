//! The asynchronous machinery of sm_90: warpgroup matrix multiplies (`wgmma`), transaction
//! barriers (`mbarrier`), tensor-map copies and cache policies, in the register shapes
//! ptxas 13.5 gives them at sm_90a (`ptxas -arch sm_90a` + `cuobjdump -sass` on
//! `tests/golden/lower/wgmma.ptx`):
//!
//! ```text
//! wgmma.fence                   WARPGROUP.ARRIVE
//! wgmma.mma_async {d}, a, b, p  HGMMA.64x64x16.F32.BF16 R24, gdesc[UR8].tnspB, R24, UP0, gsb0
//! wgmma.commit_group            (the gsb0 of the HGMMA above)
//! wgmma.wait_group 0            WARPGROUP.DEPBAR.LE gsb0, 0x0
//! mbarrier.init [b], 1          SYNCS.EXCH.64 URZ, [UR12], UR4
//! mbarrier.arrive.expect_tx     IMAD.MOV.U32 R2, RZ, RZ, 0x400; SYNCS.ARRIVE.TRANS64 RZ, [UR12], R2
//! mbarrier.try_wait.parity p    SHF.L.U32 R2, R0, 0x1f, RZ; SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR12], R2
//! mbarrier.arrive %rd, [b]      SYNCS.ARRIVE.TRANS64.A1T0 R2, [UR12], RZ
//! mbarrier.inval [b]            SYNCS.CCTL.IV [UR12]
//! tensormap.cp_fenceproxy       LDS R5, [R4+UR6]; ATOMG.E.EXCH.STRONG.GPU PT, RZ, [R2], R5
//! createpolicy.fractional 1.0   a 64-bit constant (UMOV UR6, URZ; … UR7)
//! ```
//!
//! The accumulator of an `HGMMA` is read and written in place: the PTX names the same
//! registers as input and output, and the product is added to them whenever the scale
//! predicate is true, so they stay live across the whole main loop. ptxas keeps it in one
//! block of consecutive registers from R24 up (64 of them for `m64n128k16.f32`; a second
//! accumulator follows the first, R88 for two of 64), whatever else the kernel holds: the
//! lowering gives each accumulator register that home ([`crate::ir::VRegInfo::home`]),
//! which the allocator takes whenever it is free.

use ptx_parser::ast::{self, ScalarType};

use super::context::Cx;
use super::generic::{lower_effect, lower_simple, simple_operands};
use super::LowerError;
use crate::ir::{Mod, Mods, Opcode, Operand, RegClass};

/// The first register of the accumulator block ptxas keeps `HGMMA` results in.
const ACCUMULATOR_BASE: u16 = 24;

/// `wgmma.*`: `WARPGROUP.ARRIVE`, `HGMMA`/`IGMMA`/`QGMMA`, `WARPGROUP.DEPBAR.LE`.
pub(super) fn lower_wgmma(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    match i.modifiers.first().map(|m| m.as_str()) {
        Some("fence") => {
            cx.out.effect(Opcode::WARPGROUP, Mod::ARRIVE, vec![]);
            Ok(())
        }
        // The commit is a flag of the multiplies before it.
        Some("commit_group") => Ok(()),
        Some("wait_group") => lower_effect(
            cx,
            i,
            scope,
            Opcode::WARPGROUP,
            Mods::of([Mod::DEPBAR, Mod::Cond(crate::ir::Cond::LE)]),
        ),
        _ => lower_mma_async(cx, i, scope),
    }
}

/// `wgmma.mma_async`: one multiply whose accumulator registers are read and written.
fn lower_mma_async(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let Some(acc) = i.operands.first() else {
        return Err(cx.error(i.span, "`wgmma.mma_async` needs an accumulator"));
    };
    let op = if i.has("s8") || i.has("u8") {
        Opcode::IGMMA
    } else if i.has("e4m3") || i.has("e5m2") {
        Opcode::QGMMA
    } else {
        Opcode::HGMMA
    };
    // `HGMMA.64x64x16.F32.BF16`: the shape, then the accumulator's and the inputs' types.
    let mut name = i
        .modifiers
        .iter()
        .filter_map(|m| m.strip_prefix('m'))
        .find(|s| s.contains('n') && s.contains('k'))
        .map(|s| s.replace(['n', 'k'], "x"))
        .unwrap_or_default();
    let types = i.modifiers.iter().filter(|m| {
        matches!(
            m.as_str(),
            "f32" | "f16" | "bf16" | "tf32" | "s32" | "s8" | "u8" | "e4m3" | "e5m2" | "b1"
        )
    });
    for t in types.take(2) {
        name.push('.');
        name.push_str(&t.to_uppercase());
    }
    let mut defs = Vec::new();
    cx.dsts(acc, scope, &mut defs)?;
    // The accumulator, then the operands (descriptors, A's registers, the scale predicate).
    let uses = cx.all_srcs(&i.operands, ScalarType::B32, scope)?;
    cx.give_accumulator_homes(&defs);
    cx.out
        .push(crate::ir::Inst::new(op, Mods::text(&name), defs, uses));
    Ok(())
}

/// `mbarrier.*`: the `SYNCS` family. Transaction counts are read from a register; a
/// parity is shifted to the top bit first.
pub(super) fn lower_mbarrier(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let what = i.modifiers.first().map_or("", |m| m.as_str());
    let mods = match what {
        "init" => "EXCH.64",
        "inval" => "CCTL.IV",
        "try_wait" | "test_wait" => "PHASECHK.TRANS64.TRYWAIT",
        _ => "ARRIVE.TRANS64",
    };
    let ty = if what == "init" {
        ScalarType::U32
    } else {
        ScalarType::B64
    };
    let (defs, mut uses) = simple_operands(cx, i, ty, scope)?;
    // The operands after the barrier's address: a count or a phase.
    for u in uses.iter_mut().skip(1) {
        let needs_reg = matches!(u, Operand::Imm(_)) && what != "init";
        if needs_reg {
            *u = Operand::Reg(cx.force_reg(*u, 1));
        } else if i.has("parity") && matches!(u, Operand::Reg(_)) {
            let top = cx.out.def(
                Opcode::SHF,
                Mods::of([Mod::L, Mod::U32]),
                RegClass::R,
                1,
                vec![*u, Operand::Imm(31)],
            );
            *u = Operand::Reg(crate::ir::RegUse::whole(top));
        }
    }
    cx.out.push(crate::ir::Inst::new(
        Opcode::SYNCS,
        Mods::text(mods),
        defs,
        uses,
    ));
    Ok(())
}

/// `tensormap.cp_fenceproxy [global], [shared], size`: each lane copies one word of the
/// tensor map from shared memory into global memory with an atomic exchange.
pub(super) fn lower_tensormap_copy(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let [ast::Operand::Address(dst), ast::Operand::Address(src), ..] = i.operands.as_slice() else {
        return Err(cx.error(
            i.span,
            "`tensormap.cp_fenceproxy` needs a global and a shared address",
        ));
    };
    let dst = cx.address(dst, ast::StateSpace::Global, scope)?;
    let src = cx.address(src, ast::StateSpace::Shared, scope)?;
    let word = cx
        .out
        .def(Opcode::LDS, Mods::NONE, RegClass::R, 1, vec![src]);
    cx.out.effect(
        Opcode::ATOMG,
        Mods::text("E.EXCH.STRONG.GPU"),
        vec![dst, Operand::Reg(crate::ir::RegUse::whole(word))],
    );
    Ok(())
}

/// `createpolicy`: a 64-bit cache-policy value. With constant operands it is a constant
/// (ptxas builds it in uniform registers); otherwise it is computed from them.
pub(super) fn lower_createpolicy(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let Some(dst) = i.operands.first() else {
        return Err(cx.error(i.span, "`createpolicy` needs a destination"));
    };
    if i.operands[1..]
        .iter()
        .all(|o| matches!(o, ast::Operand::Imm(..)))
    {
        // The policy's bits are not modelled; any constant that needs both words will do.
        cx.copy_into(dst, Operand::Imm(POLICY_PLACEHOLDER), true, scope)
    } else {
        lower_simple(cx, i, scope, Opcode::LOP3, Mod::LUT)
    }
}

/// A stand-in for a constant cache policy: a 64-bit value with both words non-zero.
const POLICY_PLACEHOLDER: i64 = 0x1000_0000_1000_0000;

impl Cx<'_, '_> {
    /// Gives the registers of one `wgmma` accumulator their homes in ptxas's accumulator
    /// block: the first accumulator from R24, each new one after the last (back to R24 when
    /// the register file ends), the same registers again for an accumulator seen before.
    fn give_accumulator_homes(&mut self, acc: &[crate::ir::VReg]) {
        let Some(&first) = acc.first() else { return };
        if self.out.func.vreg(first).home.is_some() {
            return;
        }
        let width = acc.len() as u16;
        let mut base = self.f.next_accumulator.unwrap_or(ACCUMULATOR_BASE);
        if base + width > 253 {
            base = ACCUMULATOR_BASE;
        }
        self.f.next_accumulator = Some(base + width);
        for (k, v) in acc.iter().enumerate() {
            let info = &mut self.out.func.vregs[v.index()];
            if info.home.is_none() && info.class == RegClass::R && info.width == 1 {
                info.home = Some(base + k as u16);
            }
        }
    }
}
