//! Warp-level matrix instructions: `wmma.load`/`wmma.mma`/`wmma.store` fragments, the
//! operand tuples of `mma.sync`, and `ldmatrix`/`stmatrix`, in the register shapes ptxas
//! gives them on sm_80+.
//!
//! A `wmma` fragment lists more PTX registers than the hardware holds. For the 16×16 tiles
//! (`m16n16k16` with f16/bf16, `m16n16k8` with tf32) each thread owns four distinct words of
//! `a` and of `b`; the eight f16x2 registers PTX names for them repeat those four. The f32
//! accumulator is eight words, which ptxas keeps as two aligned quads because the tile is
//! computed as two `HMMA.16816` (or `HMMA.1688` for tf32) halves of eight columns each.
//! Recorded from ptxas 13.5 at sm_80 (`nvdisasm -c`):
//!
//! ```text
//! wmma.load.a (global)   S2R SR_LANEID; row/column bits; IMAD.WIDE.U32 + LEA pair;
//!                        IMAD.WIDE.U32 for row + 8; four LDG.E into R4..R7
//! wmma.load.b (row)      the same four loads, then MOVM.16.MT88 into a fresh quad
//! wmma.load.a (shared)   LDSM.16.M88.4 R8, [R0]          (b, row-major: LDSM.16.MT88.4)
//! wmma.load.c (f32)      four LDG.E.64 into R8..R15
//! wmma.mma (f32)         HMMA.16816.F32 R8, R4, R26, R8; HMMA.16816.F32 R12, R4, R28, R12
//! wmma.store.d (f32)     four STG.E.64
//! ```
//!
//! The loads that fill one quad from two row addresses are one instruction here (its two
//! memory operands are the two rows): ptxas's four loads write the quad's lanes one by one,
//! which this IR, whose definitions write whole values, expresses as a single definition.
//! Shapes and types outside the 16×16 tiles are lowered generically, with a warning.

use ptx_parser::ast::{self, ScalarType};

use super::context::Cx;
use super::generic::{lower_effect, lower_generic, lower_tuple_def};
use super::ptx::opcode_name;
use super::values::reg;
use super::LowerError;
use crate::ir::{Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg};

/// Which fragment a `wmma.load`/`wmma.store` moves.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Frag {
    A,
    B,
    /// The accumulator (`c` loaded, `d` stored).
    Acc,
}

/// The modelled 16×16 tile shapes and their element types.
struct Tile {
    /// Input elements are tf32 (`m16n16k8`): `HMMA.1688`, and no 16-bit transpose.
    tf32: bool,
    /// Inputs are bf16.
    bf16: bool,
    /// The accumulator is f16 (four words) rather than f32 (eight).
    acc_f16: bool,
}

impl Tile {
    fn of(i: &ast::Instruction) -> Option<Tile> {
        let shape16 = i.has("m16n16k16");
        let shape8 = i.has("m16n16k8");
        if !(shape16 || shape8) || i.has("s8") || i.has("u8") || i.has("s4") || i.has("u4") {
            return None;
        }
        // `wmma.mma` names D's type first (`.f32.f32`, `.f32.bf16.bf16.f32`); loads and
        // stores name their own element type last.
        let types: Vec<&str> = i
            .modifiers
            .iter()
            .map(|m| m.as_str())
            .filter(|m| matches!(*m, "f16" | "bf16" | "tf32" | "f32"))
            .collect();
        let acc_f16 = if i.has("mma") {
            types.first() == Some(&"f16")
        } else {
            types.last() == Some(&"f16") && (i.has("c") || i.has("d"))
        };
        Some(Tile {
            tf32: shape8 || i.has("tf32"),
            bf16: i.has("bf16"),
            acc_f16,
        })
    }

    /// Words of an accumulator half (one HMMA's C/D).
    fn acc_half(&self) -> u8 {
        if self.acc_f16 {
            2
        } else {
            4
        }
    }
}

/// Whether every operand is a zero constant, so an accumulator can be `RZ`.
fn all_zero(parts: &[Operand]) -> bool {
    parts.iter().all(|p| {
        matches!(
            p,
            Operand::Zero(_) | Operand::Imm(0) | Operand::FImm(0) | Operand::DImm(0)
        )
    })
}

/// A row address moved to accumulator half `half`: the second half's eight columns start
/// 0x20 bytes on.
fn in_half(row: &Operand, half: usize) -> Operand {
    match row {
        Operand::Mem { base, offset } => Operand::Mem {
            base: *base,
            offset: offset + 0x20 * half as i64,
        },
        o => *o,
    }
}

/// The stride operand of a `wmma.load`/`wmma.store` (in elements; 16 when omitted).
fn leading_dimension(i: &ast::Instruction) -> ast::Operand {
    i.operands.get(2).cloned().unwrap_or(ast::Operand::Imm(
        ast::Immediate::Int(16),
        ast::Span::default(),
    ))
}

/// `wmma.load` / `wmma.mma` / `wmma.store`.
pub(super) fn lower_wmma(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let Some(tile) = Tile::of(i) else {
        cx.warn(format!(
            "`{}`: only the 16x16 wmma tiles are modelled; lowered generically",
            opcode_name(i)
        ));
        return lower_generic(cx, i, scope);
    };
    if i.has("mma") {
        lower_wmma_mma(cx, i, scope, &tile)
    } else {
        let frag = if i.has("a") {
            Frag::A
        } else if i.has("b") {
            Frag::B
        } else {
            Frag::Acc
        };
        if i.has("load") {
            lower_wmma_load(cx, i, scope, &tile, frag)
        } else {
            lower_wmma_store(cx, i, scope, &tile)
        }
    }
}

/// The two row addresses a thread's fragment words come from: rows `lane / 4` and
/// `lane / 4 + 8`, column `lane % 4`, scaled by the element size (`ldm` is in elements).
/// Returns the address operands and whether they are 32-bit (shared).
fn wmma_rows(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
    addr: &ast::Operand,
    ldm: &ast::Operand,
    elem_shift: i64,
) -> Result<(Operand, Operand), LowerError> {
    let ast::Operand::Address(a) = addr else {
        return Err(cx.error(i.span, "`wmma` needs an address operand"));
    };
    let shared = i.has("shared");
    let space = if shared {
        ast::StateSpace::Shared
    } else {
        ast::StateSpace::Global
    };
    let base = cx.address(a, space, scope)?;
    let Operand::Mem { base, offset } = base else {
        return Err(cx.error(i.span, "`wmma` needs a memory address"));
    };
    let ldm = cx.src(ldm, ScalarType::U32, scope)?;
    let base = base.map_or(Operand::Zero(RegClass::R), Operand::Reg);
    let mem = |v: VReg| Operand::Mem {
        base: Some(RegUse::whole(v)),
        offset,
    };
    let key = vec![base, ldm, Operand::Imm(elem_shift)];
    if let Some(&[row0, row8]) = cx.reuse_block_values(&key).as_deref() {
        return Ok((mem(row0), mem(row8)));
    }
    let lane = Operand::Reg(cx.force_reg(Operand::Special("SR_LANEID"), 1));
    let row = cx.out.def(
        Opcode::SHF,
        Mods::of([Mod::R, Mod::U32, Mod::HI]),
        RegClass::R,
        1,
        vec![Operand::Zero(RegClass::R), Operand::Imm(2), lane],
    );
    let col = cx.out.def(
        Opcode::LOP3,
        Mod::LUT,
        RegClass::R,
        1,
        vec![lane, Operand::Imm(3)],
    );
    let width = if shared { 1 } else { 2 };
    let (imad, lea) = if shared {
        (Mods::from(Mod::U32), Mods::NONE)
    } else {
        (Mods::of([Mod::WIDE, Mod::U32]), Mods::from(Mod::W64))
    };
    let off = cx.out.def(
        Opcode::IMAD,
        imad,
        RegClass::R,
        width,
        vec![reg(row), ldm, reg(col)],
    );
    let row0 = cx.out.def(
        Opcode::LEA,
        lea,
        RegClass::R,
        width,
        vec![reg(off), base, Operand::Imm(elem_shift)],
    );
    let row8 = cx.out.def(
        Opcode::IMAD,
        imad,
        RegClass::R,
        width,
        vec![ldm, Operand::Imm(8 << elem_shift), reg(row0)],
    );
    cx.remember_block_values(key, vec![row0, row8]);
    Ok((mem(row0), mem(row8)))
}

/// `wmma.load`: `a`/`b` fragments as one quad (`LDSM` from shared memory, two-row loads
/// otherwise, transposed by `MOVM` for a row-major `b`), accumulators as one or two quads.
fn lower_wmma_load(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
    tile: &Tile,
    frag: Frag,
) -> Result<(), LowerError> {
    let (Some(ast::Operand::Vector(elems, _)), Some(addr)) =
        (i.operands.first(), i.operands.get(1))
    else {
        return lower_generic(cx, i, scope);
    };
    let ldm = leading_dimension(i);
    let shared = i.has("shared");
    let row_major = i.has("row");
    let quads: Vec<VReg> = match frag {
        Frag::A | Frag::B if shared && !tile.tf32 => {
            // ldmatrix from the lane's row: one address.
            let (row0, _) = wmma_rows(cx, i, scope, addr, &ldm, 1)?;
            let layout = if frag == Frag::B && row_major {
                Mod::MT88
            } else {
                Mod::M88
            };
            let mods = Mods::of([Mod::W16, layout, Mod::X4]);
            vec![cx.out.def(Opcode::LDSM, mods, RegClass::R, 4, vec![row0])]
        }
        Frag::A | Frag::B => {
            let shift = if tile.tf32 { 2 } else { 1 };
            let (row0, row8) = wmma_rows(cx, i, scope, addr, &ldm, shift)?;
            let op = if shared { Opcode::LDS } else { Opcode::LDG };
            let mods = if shared {
                Mods::NONE
            } else {
                Mods::from(Mod::E)
            };
            let q = cx.out.def(op, mods, RegClass::R, 4, vec![row0, row8]);
            if frag == Frag::B && row_major && !tile.tf32 {
                vec![cx.out.def(
                    Opcode::MOVM,
                    Mods::of([Mod::W16, Mod::MT88]),
                    RegClass::R,
                    4,
                    vec![Operand::Reg(RegUse::whole(q))],
                )]
            } else {
                vec![q]
            }
        }
        Frag::Acc => {
            let shift = if tile.acc_f16 { 1 } else { 2 };
            let (row0, row8) = wmma_rows(cx, i, scope, addr, &ldm, shift)?;
            let (op, wide) = if shared {
                (Opcode::LDS, Mods::from(Mod::W64))
            } else {
                (Opcode::LDG, Mods::of([Mod::E, Mod::W64]))
            };
            let halves = if tile.acc_f16 { 1 } else { 2 };
            (0..halves)
                .map(|h| {
                    let at = |m: &Operand| in_half(m, h);
                    cx.out.def(
                        op,
                        if tile.acc_f16 {
                            wide.without(Mod::W64)
                        } else {
                            wide
                        },
                        RegClass::R,
                        4,
                        vec![at(&row0), at(&row8)],
                    )
                })
                .collect()
        }
    };
    // PTX element k lives in word k of the quads (a/b repeat their four words).
    let words = quads.len() * 4;
    for (k, e) in elems.iter().enumerate() {
        if matches!(e, ast::Operand::Sink(_)) {
            continue;
        }
        let w = k % words;
        let lane = RegUse::part(quads[w / 4], (w % 4) as u8, 1);
        cx.copy_into(e, Operand::Reg(lane), true, scope)?;
    }
    Ok(())
}

/// `wmma.store`: the accumulator's words to rows r and r + 8 of each half.
fn lower_wmma_store(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
    tile: &Tile,
) -> Result<(), LowerError> {
    let (Some(addr), Some(ast::Operand::Vector(elems, _))) =
        (i.operands.first(), i.operands.get(1))
    else {
        return lower_generic(cx, i, scope);
    };
    let ldm = leading_dimension(i);
    let shift = if tile.acc_f16 { 1 } else { 2 };
    let (row0, row8) = wmma_rows(cx, i, scope, addr, &ldm, shift)?;
    let (op, mods) = if i.has("shared") {
        (Opcode::STS, Mods::NONE)
    } else {
        (Opcode::STG, Mods::from(Mod::E))
    };
    let mods = if tile.acc_f16 {
        mods
    } else {
        mods.with(Mod::W64)
    };
    // Words 0-1 and 2-3 of each half go to rows r and r + 8; the second half 0x20 on.
    let per = if tile.acc_f16 { 1 } else { 2 };
    for (k, chunk) in elems.chunks(per).enumerate() {
        let row = if k % 2 == 0 { &row0 } else { &row8 };
        let at = in_half(row, k / 2);
        let value = cx.tuple_of(chunk, ScalarType::B32, per as u8, scope)?;
        cx.out.effect(op, mods, vec![at, value]);
    }
    Ok(())
}

/// `wmma.mma`: two `HMMA`s, one per half of the accumulator's columns.
fn lower_wmma_mma(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
    tile: &Tile,
) -> Result<(), LowerError> {
    let [ast::Operand::Vector(d, _), ast::Operand::Vector(a, _), ast::Operand::Vector(b, _), c] =
        &i.operands[..]
    else {
        return lower_generic(cx, i, scope);
    };
    let half = tile.acc_half() as usize;
    let a = cx.tuple_of(&a[..a.len().min(4)], ScalarType::B32, 4, scope)?;
    let mods = match (tile.tf32, tile.bf16, tile.acc_f16) {
        (true, _, _) => Mods::of([Mod::MMA1688, Mod::F32, Mod::TF32]),
        (_, true, _) => Mods::of([Mod::MMA16816, Mod::F32, Mod::BF16]),
        (_, _, true) => Mods::of([Mod::MMA16816, Mod::F16]),
        _ => Mods::of([Mod::MMA16816, Mod::F32]),
    };
    for h in 0..2 {
        let b_half = b.get(2 * h..2 * h + 2).unwrap_or(&[]);
        let b_op = cx.tuple_of(b_half, ScalarType::B32, 2, scope)?;
        let c_op = match c {
            ast::Operand::Vector(c, _) => {
                let part = c.get(half * h..half * (h + 1)).unwrap_or(&[]);
                accumulator(cx, part, half as u8, scope)?
            }
            other => {
                let s = cx.src(other, ScalarType::F32, scope)?;
                Operand::Reg(cx.force_reg(s, 1))
            }
        };
        let t = cx.out.def(
            Opcode::HMMA,
            mods,
            RegClass::R,
            half as u8,
            vec![a, b_op, c_op],
        );
        for (k, e) in d.iter().skip(half * h).take(half).enumerate() {
            let lane = RegUse::part(t, k as u8, 1);
            cx.copy_into(e, Operand::Reg(lane), true, scope)?;
        }
    }
    Ok(())
}

/// An MMA accumulator input: `RZ` when every element is zero (ptxas reads `RZ` then),
/// otherwise the elements as one tuple.
pub(super) fn accumulator(
    cx: &mut Cx<'_, '_>,
    elems: &[ast::Operand],
    width: u8,
    scope: usize,
) -> Result<Operand, LowerError> {
    let mut parts = Vec::with_capacity(elems.len());
    for e in elems {
        parts.push(cx.src(e, ScalarType::B32, scope)?);
    }
    if !parts.is_empty() && all_zero(&parts) {
        return Ok(Operand::Zero(RegClass::R));
    }
    cx.tuple_of(elems, ScalarType::B32, width, scope)
}

/// `mma.sync`: the fragments as register tuples (f64 elements are pairs), one
/// HMMA/IMMA/DMMA per quad of the destination.
pub(super) fn lower_mma(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    if i.operands.len() < 4 {
        return lower_generic(cx, i, scope);
    }
    let (op, ety, per) = if i.has("f64") {
        (Opcode::DMMA, ScalarType::F64, 2u8)
    } else if ["s8", "u8", "s4", "u4", "b1"].iter().any(|t| i.has(t)) {
        (Opcode::IMMA, ScalarType::B32, 1)
    } else {
        (Opcode::HMMA, ScalarType::B32, 1)
    };
    let chunk_len = (4 / per) as usize;
    let width = |n: usize| (n as u8 * per).next_power_of_two().min(4);
    let mut uses = Vec::new();
    for (k, o) in i.operands[1..4].iter().enumerate() {
        match o {
            ast::Operand::Vector(elems, _) => {
                for chunk in elems.chunks(chunk_len) {
                    let w = width(chunk.len());
                    uses.push(if k == 2 {
                        accumulator(cx, chunk, w, scope)?
                    } else {
                        cx.tuple_of(chunk, ety, w, scope)?
                    });
                }
            }
            other => {
                let s = cx.src(other, ety, scope)?;
                uses.push(Operand::Reg(cx.force_reg(s, per)));
            }
        }
    }
    match &i.operands[0] {
        ast::Operand::Vector(elems, _) => {
            for chunk in elems.chunks(chunk_len) {
                let t = cx.out.def(
                    op,
                    mma_mods(i, op),
                    RegClass::R,
                    width(chunk.len()),
                    uses.clone(),
                );
                for (k, e) in chunk.iter().enumerate() {
                    let lane = RegUse::part(t, k as u8 * per, per);
                    cx.copy_into(e, Operand::Reg(lane), true, scope)?;
                }
            }
            Ok(())
        }
        _ => lower_generic(cx, i, scope),
    }
}

/// `ldmatrix`: `LDSM` into a tuple whose lanes are the destinations.
pub(super) fn lower_ldmatrix(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    lower_tuple_def(cx, i, scope, Opcode::LDSM, matrix_mods(i))
}

/// `stmatrix`: `STSM` of the source registers.
pub(super) fn lower_stmatrix(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    lower_effect(cx, i, scope, Opcode::STSM, matrix_mods(i))
}

/// SASS modifiers of `ldmatrix`/`stmatrix`: 16-bit 8x8 matrices, transposed or not, and
/// how many (`ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16` is `LDSM.16.MT88.4`).
fn matrix_mods(i: &ast::Instruction) -> Mods {
    let n = [("x4", Mod::X4), ("x2", Mod::X2)]
        .into_iter()
        .find(|(x, _)| i.has(x))
        .map_or(Mod::X1, |(_, n)| n);
    let t = if i.has("trans") { Mod::MT88 } else { Mod::M88 };
    Mods::of([Mod::W16, t, n])
}

/// SASS modifiers of an `mma.sync`: the shape digits, then the accumulator type for HMMA
/// (`mma.m16n8k16.row.col.f32.f16.f16.f32` is `HMMA.16816.F32`) or the input types for IMMA
/// (`IMMA.16832.S8.S8`); DMMA has the shape only (`DMMA.884`).
fn mma_mods(i: &ast::Instruction, op: Opcode) -> Mods {
    let shape = i
        .modifiers
        .iter()
        .find(|m| m.starts_with('m') && m.contains('n') && m.contains('k'))
        .map(|m| m.chars().filter(char::is_ascii_digit).collect::<String>())
        .unwrap_or_default();
    let mut names = vec![shape.as_str()];
    let types: Vec<&str> = i
        .modifiers
        .iter()
        .map(|m| m.as_str())
        .filter(|m| {
            matches!(
                *m,
                "f16" | "bf16" | "tf32" | "f32" | "f64" | "s8" | "u8" | "s4" | "u4" | "b1" | "s32"
            )
        })
        .collect();
    match op {
        Opcode::IMMA => names.extend(types.iter().skip(1).take(2)),
        Opcode::HMMA => {
            names.extend(types.first());
            if i.has("bf16") {
                names.push("bf16");
            } else if i.has("tf32") {
                names.push("tf32");
            }
        }
        _ => {}
    }
    Mods::from_names(&names)
}
