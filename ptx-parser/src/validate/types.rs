//! Instruction types: the sets the tables name, and when a register of one declared type
//! may stand for an operand of an instruction type.
//!
//! The operand rule was measured with ptxas 13.5 on every instruction type against every
//! register type (`tests/strict_input.rs` checks it again against the real ptxas):
//!
//! * a predicate only matches a predicate;
//! * otherwise the sizes must agree — equal, or for the data operands of `ld`, `st` and
//!   `cvt` the register at least as wide as the type (but exactly `.b16` for `.bf16`);
//! * a bit-size type (`.b32`) takes a register of any kind; an integer type takes integer
//!   and bit-size registers; a floating-point type takes its own type and bit-size
//!   registers, and in a `{..}` vector of `ld`/`st` same-size integer registers too;
//! * where the operand's type is the instruction's, a `.f16x2` register also counts as a
//!   32-bit integer and as a predicate (`and.pred` takes one; `selp`'s selector does not).

use crate::ast::ScalarType::{self, *};

/// A set of instruction types, in the order the PTX ISA lists them.
pub(super) type Types = &'static [ScalarType];

/// 16-, 32- and 64-bit integers.
pub(super) const INT: Types = &[U16, U32, U64, S16, S32, S64];
/// 32- and 64-bit integers.
pub(super) const INT32_64: Types = &[U32, U64, S32, S64];
/// 16- and 32-bit integers (`mul.wide`, `mad.wide`).
pub(super) const INT16_32: Types = &[U16, U32, S16, S32];
/// Unsigned integers.
pub(super) const UINT: Types = &[U16, U32, U64];
/// Signed integers.
pub(super) const SINT: Types = &[S16, S32, S64];
/// What `set` writes.
pub(super) const SET_DEST: Types = &[U32, S32, F32];
/// `.u32` and `.s32`.
pub(super) const INT32: Types = &[U32, S32];
/// 32- and 64-bit unsigned and signed integers (`bfe`, `bfind`).
pub(super) const U32_64: Types = &[U32, U64];
/// 16-, 32- and 64-bit bit-size types.
pub(super) const BITS: Types = &[B16, B32, B64];
/// Bit-size types and predicates (logic).
pub(super) const BITS_PRED: Types = &[B16, B32, B64, Pred];
/// 32- and 64-bit bit-size types.
pub(super) const BITS32_64: Types = &[B32, B64];
/// Types `selp` and `mov`-like selections take.
pub(super) const SELECTABLE: Types = &[B16, B32, B64, U16, U32, U64, S16, S32, S64, F32, F64];
/// Half precision, alone and in pairs.
pub(super) const HALF: Types = &[F16, F16x2];
/// Brain float, alone and in pairs.
pub(super) const BF16: Types = &[Bf16, Bf16x2];
/// Single and double precision.
pub(super) const F32_64: Types = &[F32, F64];
/// Single precision.
pub(super) const F32_ONLY: Types = &[F32];
/// Double precision.
pub(super) const F64_ONLY: Types = &[F64];
/// `.f32x2` (packed single precision in a `.b64` register).
pub(super) const F32X2_ONLY: Types = &[F32x2];
/// The 16-bit floating-point types (a mixed-precision operand, a vector atomic's element).
pub(super) const HALF_WORD: Types = &[F16, Bf16];
/// The packed 16-bit floating-point pairs.
pub(super) const HALF_PAIR: Types = &[F16x2, Bf16x2];
/// 8- and 16-bit types a load or store moves.
pub(super) const TY8_16: Types = &[B8, B16, U8, U16, S8, S16];
/// 32-bit types a load or store moves.
pub(super) const TY32: Types = &[B32, U32, S32, F32];
/// 64-bit types a load or store moves.
pub(super) const TY64: Types = &[B64, U64, S64, F64];
/// `.b128` (PTX ISA 8.3).
pub(super) const B128_ONLY: Types = &[B128];
/// Every numeric type `cvt` converts between.
pub(super) const NUMERIC: Types = &[
    U8, U16, U32, U64, S8, S16, S32, S64, F16, F16x2, Bf16, Bf16x2, F32, F64,
];

/// Single-type lists, for forms that take exactly one type.
pub(super) const B32_ONLY: Types = &[B32];
/// `.u32` alone.
pub(super) const U32_ONLY: Types = &[U32];
/// `.s32` alone.
pub(super) const S32_ONLY: Types = &[S32];
/// `.pred` alone.
pub(super) const PRED_ONLY: Types = &[Pred];
/// `.b64` alone.
pub(super) const B64_ONLY: Types = &[B64];
/// `.f16` alone.
pub(super) const F16_ONLY: Types = &[F16];
/// `.f16x2` alone.
pub(super) const F16X2_ONLY: Types = &[F16x2];
/// `.bf16` alone.
pub(super) const BF16_ONLY: Types = &[Bf16];
/// `.bf16x2` alone.
pub(super) const BF16X2_ONLY: Types = &[Bf16x2];
/// 16-bit types `mov` takes.
pub(super) const MOV16: Types = &[B16, U16, S16];

/// The kind of a type, for the compatibility rule.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Bits,
    Int,
    Float,
    Pred,
    Opaque,
}

fn kind(t: ScalarType) -> Kind {
    match t {
        B8 | B16 | B32 | B64 | B128 => Kind::Bits,
        U8 | U16 | U32 | U64 | S8 | S16 | S32 | S64 => Kind::Int,
        F16 | F16x2 | Bf16 | Bf16x2 | F32 | F32x2 | F64 => Kind::Float,
        Pred => Kind::Pred,
        TexRef | SamplerRef | SurfRef => Kind::Opaque,
    }
}

/// How an operand's register may differ from the type it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fit {
    /// The same size (most operands).
    Same,
    /// At least as wide: the data operands of `ld`, `st` and `cvt` (not `.bf16` ones).
    Wider,
    /// An element of a `{..}` vector of `ld`/`st`, which a same-size integer register may
    /// also be for a floating-point type.
    Element,
    /// The same for an element of a vector atomic, which must be exactly as wide (ptxas
    /// 13.5 refuses a `.b32` register for a `.f16` element).
    ExactElement,
}

/// Whether a register declared `reg` may be an operand of type `ty` (the measured rule is
/// in the module docs); `typed_by_instruction` for operands whose type is the
/// instruction's (only those take a `.f16x2` register as an integer or predicate).
pub(super) fn fits(ty: ScalarType, reg: ScalarType, fit: Fit, typed_by_instruction: bool) -> bool {
    let (tk, rk) = (kind(ty), kind(reg));
    let quirk = typed_by_instruction && reg == F16x2;
    if tk == Kind::Pred {
        return rk == Kind::Pred || quirk;
    }
    if rk == Kind::Pred || tk == Kind::Opaque || rk == Kind::Opaque {
        return rk == tk;
    }
    let fit = if matches!(ty, Bf16 | Bf16x2) {
        Fit::Same
    } else {
        fit
    };
    let same_size = reg.bits() == ty.bits();
    let size_ok = match fit {
        Fit::Same | Fit::ExactElement => same_size,
        Fit::Wider | Fit::Element => reg.bits() >= ty.bits(),
    };
    size_ok
        && match tk {
            Kind::Bits => true,
            Kind::Int => rk != Kind::Float || quirk,
            _ => {
                rk == Kind::Bits
                    || reg == ty
                    || (matches!(fit, Fit::Element | Fit::ExactElement)
                        && same_size
                        && rk == Kind::Int)
            }
        }
}

/// Whether `t` may be declared as a register type (ptxas refuses `.reg .bf16`).
pub(super) fn declarable(t: ScalarType) -> bool {
    !matches!(t, Bf16 | Bf16x2 | F32x2)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Spot checks from ptxas 13.5 (the full matrix is checked against ptxas itself in
    /// `tests/strict_input.rs`).
    #[test]
    fn measured_cases() {
        let ok = |t, r, fit| fits(t, r, fit, true);
        assert!(ok(S32, U32, Fit::Same));
        assert!(!ok(S32, F32, Fit::Same));
        assert!(ok(F32, B32, Fit::Same));
        assert!(!ok(F32, U32, Fit::Same));
        assert!(ok(B32, F32, Fit::Same));
        assert!(!ok(B32, U16, Fit::Same));
        assert!(ok(U16, U32, Fit::Wider));
        assert!(!ok(U32, U16, Fit::Wider));
        assert!(!ok(U32, F32, Fit::Wider));
        assert!(ok(B8, F64, Fit::Wider));
        assert!(ok(F32, U32, Fit::Element));
        assert!(!ok(Bf16, B32, Fit::Wider));
        assert!(ok(U32, F16x2, Fit::Same));
        assert!(ok(Pred, F16x2, Fit::Same));
        assert!(!fits(U32, F16x2, Fit::Same, false));
        assert!(!ok(F16x2, U32, Fit::Same));
    }
}
