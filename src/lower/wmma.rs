//! Warp-level matrix instructions: `wmma.load`/`wmma.mma`/`wmma.store` fragments and the
//! operand tuples of `mma.sync`, in the register shapes ptxas gives them on sm_80+.
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

use super::context::FnLower;
use super::LowerError;
use crate::ir::{Inst, Opcode, Operand, RegClass, RegUse, VReg};

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

impl FnLower<'_> {
    /// `wmma.load` / `wmma.mma` / `wmma.store`.
    pub(super) fn lower_wmma(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
    ) -> Result<(), LowerError> {
        let Some(tile) = Tile::of(i) else {
            self.warn(format!(
                "`{}`: only the 16x16 wmma tiles are modelled; lowered generically",
                super::lower_inst::opcode_name(i)
            ));
            return self.lower_generic(i, scope);
        };
        if i.has("mma") {
            self.lower_wmma_mma(i, scope, &tile)
        } else {
            let frag = if i.has("a") {
                Frag::A
            } else if i.has("b") {
                Frag::B
            } else {
                Frag::Acc
            };
            if i.has("load") {
                self.lower_wmma_load(i, scope, &tile, frag)
            } else {
                self.lower_wmma_store(i, scope, &tile)
            }
        }
    }

    /// The two row addresses a thread's fragment words come from: rows `lane / 4` and
    /// `lane / 4 + 8`, column `lane % 4`, scaled by the element size (`ldm` is in elements).
    /// Returns the address operands and whether they are 32-bit (shared).
    fn wmma_rows(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
        addr: &ast::Operand,
        ldm: &ast::Operand,
        elem_shift: i64,
    ) -> Result<(Operand, Operand), LowerError> {
        let ast::Operand::Address(a) = addr else {
            return Err(self.error(i.span, "`wmma` needs an address operand"));
        };
        let shared = i.has("shared");
        let space = if shared {
            ast::StateSpace::Shared
        } else {
            ast::StateSpace::Global
        };
        let base = self.address(a, space, scope)?;
        let Operand::Mem { base, offset } = base else {
            return Err(self.error(i.span, "`wmma` needs a memory address"));
        };
        let ldm = self.src(ldm, ScalarType::U32, scope)?;
        let base = base.map_or(Operand::Zero(RegClass::R), Operand::Reg);
        let mem = |v: VReg| Operand::Mem {
            base: Some(RegUse::whole(v)),
            offset,
        };
        let key = vec![base, ldm, Operand::Imm(elem_shift)];
        if let Some(&[row0, row8]) = self.reuse_block_values(&key).as_deref() {
            return Ok((mem(row0), mem(row8)));
        }
        let lane = Operand::Reg(self.force_reg(Operand::Special("SR_LANEID"), 1));
        let row = self.def(
            Opcode::SHF,
            ".R.U32.HI",
            RegClass::R,
            1,
            vec![Operand::Zero(RegClass::R), Operand::Imm(2), lane],
        );
        let col = self.def(
            Opcode::LOP3,
            ".LUT",
            RegClass::R,
            1,
            vec![lane, Operand::Imm(3)],
        );
        let reg = |v: VReg| Operand::Reg(RegUse::whole(v));
        let width = if shared { 1 } else { 2 };
        let (imad, lea) = if shared {
            (".U32", "")
        } else {
            (".WIDE.U32", ".64")
        };
        let off = self.def(
            Opcode::IMAD,
            imad,
            RegClass::R,
            width,
            vec![reg(row), ldm, reg(col)],
        );
        let row0 = self.def(
            Opcode::LEA,
            lea,
            RegClass::R,
            width,
            vec![reg(off), base, Operand::Imm(elem_shift)],
        );
        let row8 = self.def(
            Opcode::IMAD,
            imad,
            RegClass::R,
            width,
            vec![ldm, Operand::Imm(8 << elem_shift), reg(row0)],
        );
        self.remember_block_values(key, vec![row0, row8]);
        Ok((mem(row0), mem(row8)))
    }

    fn lower_wmma_load(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
        tile: &Tile,
        frag: Frag,
    ) -> Result<(), LowerError> {
        let (Some(ast::Operand::Vector(elems, _)), Some(addr)) =
            (i.operands.first(), i.operands.get(1))
        else {
            return self.lower_generic(i, scope);
        };
        let ldm = leading_dimension(i);
        let shared = i.has("shared");
        let row_major = i.has("row");
        let quads: Vec<VReg> = match frag {
            Frag::A | Frag::B if shared && !tile.tf32 => {
                // ldmatrix from the lane's row: one address.
                let (row0, _) = self.wmma_rows(i, scope, addr, &ldm, 1)?;
                let mods = if frag == Frag::B && row_major {
                    ".16.MT88.4"
                } else {
                    ".16.M88.4"
                };
                vec![self.def(Opcode::LDSM, mods, RegClass::R, 4, vec![row0])]
            }
            Frag::A | Frag::B => {
                let shift = if tile.tf32 { 2 } else { 1 };
                let (row0, row8) = self.wmma_rows(i, scope, addr, &ldm, shift)?;
                let op = if shared { Opcode::LDS } else { Opcode::LDG };
                let mods = if shared { "" } else { ".E" };
                let q = self.def(op, mods, RegClass::R, 4, vec![row0, row8]);
                if frag == Frag::B && row_major && !tile.tf32 {
                    vec![self.def(
                        Opcode::MOVM,
                        ".16.MT88",
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
                let (row0, row8) = self.wmma_rows(i, scope, addr, &ldm, shift)?;
                let (op, wide) = if shared {
                    (Opcode::LDS, ".64")
                } else {
                    (Opcode::LDG, ".E.64")
                };
                let halves = if tile.acc_f16 { 1 } else { 2 };
                (0..halves)
                    .map(|h| {
                        let at = |m: &Operand| in_half(m, h);
                        self.def(
                            op,
                            if tile.acc_f16 {
                                &wide[..wide.len() - 3]
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
            self.copy_into(e, Operand::Reg(lane), true, scope)?;
        }
        Ok(())
    }

    fn lower_wmma_store(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
        tile: &Tile,
    ) -> Result<(), LowerError> {
        let (Some(addr), Some(ast::Operand::Vector(elems, _))) =
            (i.operands.first(), i.operands.get(1))
        else {
            return self.lower_generic(i, scope);
        };
        let ldm = leading_dimension(i);
        let shift = if tile.acc_f16 { 1 } else { 2 };
        let (row0, row8) = self.wmma_rows(i, scope, addr, &ldm, shift)?;
        let (op, mods) = if i.has("shared") {
            (Opcode::STS, if tile.acc_f16 { "" } else { ".64" })
        } else {
            (Opcode::STG, if tile.acc_f16 { ".E" } else { ".E.64" })
        };
        // Words 0-1 and 2-3 of each half go to rows r and r + 8; the second half 0x20 on.
        let per = if tile.acc_f16 { 1 } else { 2 };
        for (k, chunk) in elems.chunks(per).enumerate() {
            let row = if k % 2 == 0 { &row0 } else { &row8 };
            let at = in_half(row, k / 2);
            let value = self.tuple_of(chunk, ScalarType::B32, per as u8, scope)?;
            self.emit(Inst::new(op, mods, vec![], vec![at, value]));
        }
        Ok(())
    }

    fn lower_wmma_mma(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
        tile: &Tile,
    ) -> Result<(), LowerError> {
        let [ast::Operand::Vector(d, _), ast::Operand::Vector(a, _), ast::Operand::Vector(b, _), c] =
            &i.operands[..]
        else {
            return self.lower_generic(i, scope);
        };
        let half = tile.acc_half() as usize;
        let a = self.tuple_of(&a[..a.len().min(4)], ScalarType::B32, 4, scope)?;
        let mods = match (tile.tf32, tile.bf16, tile.acc_f16) {
            (true, _, _) => ".1688.F32.TF32",
            (_, true, _) => ".16816.F32.BF16",
            (_, _, true) => ".16816.F16",
            _ => ".16816.F32",
        };
        for h in 0..2 {
            let b_half = b.get(2 * h..2 * h + 2).unwrap_or(&[]);
            let b_op = self.tuple_of(b_half, ScalarType::B32, 2, scope)?;
            let c_op = match c {
                ast::Operand::Vector(c, _) => {
                    let part = c.get(half * h..half * (h + 1)).unwrap_or(&[]);
                    self.accumulator(part, half as u8, scope)?
                }
                other => {
                    let s = self.src(other, ScalarType::F32, scope)?;
                    Operand::Reg(self.force_reg(s, 1))
                }
            };
            let t = self.def(
                Opcode::HMMA,
                mods,
                RegClass::R,
                half as u8,
                vec![a, b_op, c_op],
            );
            for (k, e) in d.iter().skip(half * h).take(half).enumerate() {
                let lane = RegUse::part(t, k as u8, 1);
                self.copy_into(e, Operand::Reg(lane), true, scope)?;
            }
        }
        Ok(())
    }

    /// An MMA accumulator input: `RZ` when every element is zero (ptxas reads `RZ` then),
    /// otherwise the elements as one tuple.
    pub(super) fn accumulator(
        &mut self,
        elems: &[ast::Operand],
        width: u8,
        scope: usize,
    ) -> Result<Operand, LowerError> {
        let mut parts = Vec::with_capacity(elems.len());
        for e in elems {
            parts.push(self.src(e, ScalarType::B32, scope)?);
        }
        if !parts.is_empty() && all_zero(&parts) {
            return Ok(Operand::Zero(RegClass::R));
        }
        self.tuple_of(elems, ScalarType::B32, width, scope)
    }
}
