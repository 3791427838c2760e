//! Comparison and selection, logic and shift, and bit manipulation (PTX ISA §9.7.3,
//! §9.7.6–9.7.8): the types and modifiers each instruction takes, as ptxas 13.5 accepts
//! them (`tests/strict_input.rs` sweeps them against it).

use super::table::{form, opt, req, Entry, Form, Group, Opnd, Opnd::*};
use super::types::*;
use crate::ast::ScalarType::{Bf16, F16, F32, F64};

const SAME2: &[Opnd] = &[Ty, Ty];
const SAME3: &[Opnd] = &[Ty, Ty, Ty];

/// Comparisons every comparable type takes.
const CMP_EQ: &[&str] = &["eq", "ne"];
/// Comparisons of signed integers.
const CMP_SINT: &[&str] = &["eq", "ne", "lt", "le", "gt", "ge"];
/// Comparisons of unsigned integers (`.lo`…`.hs` are unsigned spellings of `.lt`…`.ge`).
const CMP_UINT: &[&str] = &["eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"];
/// Comparisons of floating point, ordered and unordered, and the NaN tests.
const CMP_FLOAT: &[&str] = &[
    "eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan",
];
/// The Boolean operators that fold in a predicate operand.
const BOOL_OP: &[&str] = &["and", "or", "xor"];

/// A `setp` form: predicate result(s), two values, and a predicate with a Boolean
/// operator.
const fn compare(types: &'static [Types], groups: &'static [Group]) -> Form {
    form(types, groups, &[Pred, Ty, Ty, Pred]).arity(3, BOOL_OP)
}

/// A `set` form: the result of the first type, two values of the second, and a predicate
/// with a Boolean operator.
const fn set(types: &'static [Types], groups: &'static [Group]) -> Form {
    form(types, groups, &[Ty, Ty1, Ty1, Pred]).arity(3, BOOL_OP)
}

/// `setp`: a comparison, an optional Boolean operator, `.ftz` on `.f32` and half precision.
const SETP: &[Form] = &[
    compare(&[BITS], &[req(CMP_EQ), opt(BOOL_OP)]),
    compare(&[UINT], &[req(CMP_UINT), opt(BOOL_OP)]),
    compare(&[SINT], &[req(CMP_SINT), opt(BOOL_OP)]),
    compare(&[F32_ONLY], &[req(CMP_FLOAT), opt(BOOL_OP), opt(&["ftz"])]),
    compare(&[F64_ONLY], &[req(CMP_FLOAT), opt(BOOL_OP)]),
    compare(&[HALF], &[req(CMP_FLOAT), opt(BOOL_OP), opt(&["ftz"])]).since(4, 2, 53),
    compare(&[BF16], &[req(CMP_FLOAT), opt(BOOL_OP)]).since(7, 8, 90),
];

/// `set`: as `setp`, with the destination type first (`.u32`, `.s32`, `.f32`; half
/// precision below).
const SET: &[Form] = &[
    set(&[SET_DEST, BITS], &[req(CMP_EQ), opt(BOOL_OP)]),
    set(&[SET_DEST, UINT], &[req(CMP_UINT), opt(BOOL_OP)]),
    set(&[SET_DEST, SINT], &[req(CMP_SINT), opt(BOOL_OP)]),
    set(
        &[SET_DEST, F32_ONLY],
        &[req(CMP_FLOAT), opt(BOOL_OP), opt(&["ftz"])],
    ),
    set(&[SET_DEST, F64_ONLY], &[req(CMP_FLOAT), opt(BOOL_OP)]),
    set(
        &[INT32, HALF],
        &[req(CMP_FLOAT), opt(BOOL_OP), opt(&["ftz"])],
    ),
    set(&[INT32, BF16], &[req(CMP_FLOAT), opt(BOOL_OP)]).since(7, 8, 90),
    // A half 1.0 or 0.0: `.f16` from any comparable type, `.f16x2` (one per half) from
    // `.f16x2` only (PTX ISA 4.2, sm_53); ptxas 13.5 refuses `.f16.bf16` and
    // `.f16x2.f16` ("Unexpected instruction types specified for 'set'").
    set(&[F16_ONLY, BITS], &[req(CMP_EQ), opt(BOOL_OP)]).since(4, 2, 53),
    set(&[F16_ONLY, UINT], &[req(CMP_UINT), opt(BOOL_OP)]).since(4, 2, 53),
    set(&[F16_ONLY, SINT], &[req(CMP_SINT), opt(BOOL_OP)]).since(4, 2, 53),
    set(
        &[F16_ONLY, &[F16, F32]],
        &[req(CMP_FLOAT), opt(BOOL_OP), opt(&["ftz"])],
    )
    .since(4, 2, 53),
    set(&[F16_ONLY, F64_ONLY], &[req(CMP_FLOAT), opt(BOOL_OP)]).since(4, 2, 53),
    set(
        &[F16X2_ONLY, F16X2_ONLY],
        &[req(CMP_FLOAT), opt(BOOL_OP), opt(&["ftz"])],
    )
    .since(4, 2, 53),
    // The same in brain float (sm_90), from `.bf16` and `.f16` too, and never `.ftz`
    // (ptxas 13.5: "Illegal modifier '.ftz' for instruction 'set'").
    set(&[BF16_ONLY, BITS], &[req(CMP_EQ), opt(BOOL_OP)]).since(7, 8, 90),
    set(&[BF16_ONLY, UINT], &[req(CMP_UINT), opt(BOOL_OP)]).since(7, 8, 90),
    set(&[BF16_ONLY, SINT], &[req(CMP_SINT), opt(BOOL_OP)]).since(7, 8, 90),
    set(
        &[BF16_ONLY, &[F16, Bf16, F32, F64]],
        &[req(CMP_FLOAT), opt(BOOL_OP)],
    )
    .since(7, 8, 90),
    set(&[BF16X2_ONLY, BF16X2_ONLY], &[req(CMP_FLOAT), opt(BOOL_OP)]).since(7, 8, 90),
];

/// `selp`: two values and a predicate.
const SELP: &[Form] = &[form(&[SELECTABLE], &[], &[Ty, Ty, Ty, Pred])];

/// `slct`: two values and an `.s32` or `.f32` selector (`.ftz` with `.f32`).
const SLCT: &[Form] = &[
    form(&[SELECTABLE, S32_ONLY], &[], &[Ty, Ty, Ty, Ty1]),
    form(
        &[SELECTABLE, F32_ONLY],
        &[opt(&["ftz"])],
        &[Ty, Ty, Ty, Ty1],
    ),
];

/// `testp`: one property test on floating point.
const TESTP: &[Form] = &[form(
    &[F32_64],
    &[req(&[
        "finite",
        "infinite",
        "number",
        "notanumber",
        "normal",
        "subnormal",
    ])],
    &[Pred, Ty],
)];

/// `and`, `or`, `xor`, `not`: bit-size types and predicates; `cnot` bit-size only.
const LOGIC2: &[Form] = &[form(&[BITS_PRED], &[], SAME3)];
/// `not`.
const NOT: &[Form] = &[form(&[BITS_PRED], &[], SAME2)];
/// `cnot`.
const CNOT: &[Form] = &[form(&[BITS], &[], SAME2)];

/// `shl`: bit-size types; `shr` also integers (arithmetic shift for signed ones); the shift
/// amount is `.u32`.
const SHL: &[Form] = &[form(&[BITS], &[], &[Ty, Ty, U32Reg])];
/// `shr`.
const SHR: &[Form] = &[
    form(&[BITS], &[], &[Ty, Ty, U32Reg]),
    form(&[INT], &[], &[Ty, Ty, U32Reg]),
];

/// `shf`: a funnel shift, `.l`/`.r` and `.wrap`/`.clamp` required.
const SHF: &[Form] = &[form(
    &[B32_ONLY],
    &[req(&["l", "r"]), req(&["wrap", "clamp"])],
    &[Ty, Ty, Ty, U32Reg],
)];

/// `lop3` (the predicate-producing `.or`/`.and` form of PTX 8.2 included).
const LOP3: &[Form] = &[form(
    &[B32_ONLY],
    &[opt(&["and", "or"])],
    &[TyOrPairPred, Ty, Ty, Ty],
)
.arity(5, &["and", "or"])];

/// `popc`, `clz`: `.b32`/`.b64` in, `.u32` out.
const POPC: &[Form] = &[form(&[BITS32_64], &[], &[U32Reg, Ty])];

/// `bfind`: integers in (`.shiftamt` optional), `.u32` out.
const BFIND: &[Form] = &[form(&[INT32_64], &[opt(&["shiftamt"])], &[U32Reg, Ty])];

/// `brev`.
const BREV: &[Form] = &[form(&[BITS32_64], &[], SAME2)];

/// `bfe`: integers, `.u32` position and length.
const BFE: &[Form] = &[form(&[INT32_64], &[], &[Ty, Ty, U32Reg, U32Reg])];

/// `bfi`: bit-size types, `.u32` position and length.
const BFI: &[Form] = &[form(&[BITS32_64], &[], &[Ty, Ty, Ty, U32Reg, U32Reg])];

/// `prmt`: `.b32` with an optional mode.
const PRMT: &[Form] = &[form(
    &[B32_ONLY],
    &[opt(&["f4e", "b4e", "rc8", "ecl", "ecr", "rc16"])],
    &[Ty, Ty, Ty, Ty],
)];

/// `fns`: `.b32` (sm_30).
const FNS: &[Form] = &[form(&[B32_ONLY], &[], &[Ty, Ty, Any, Any]).since(6, 0, 30)];

/// `dp4a`: two integer types (sm_61); `dp2a` with `.lo`/`.hi`.
const DP4A: &[Form] = &[form(&[INT32, INT32], &[], &[Any]).since(5, 0, 61)];
/// `dp2a`.
const DP2A: &[Form] = &[form(&[INT32, INT32], &[req(&["lo", "hi"])], &[Any]).since(5, 0, 61)];

/// `bmsk`: `.b32` with `.clamp`/`.wrap` (sm_70); `szext` on 32-bit integers.
const BMSK: &[Form] = &[form(&[B32_ONLY], &[req(&["clamp", "wrap"])], &[Ty]).since(7, 6, 70)];
/// `szext`.
const SZEXT: &[Form] = &[form(&[INT32], &[req(&["clamp", "wrap"])], &[Ty, Ty]).since(7, 6, 70)];

/// The comparison, selection, logic, shift and bit-manipulation instructions' forms.
pub(super) fn entry(opcode: &str) -> Option<Entry> {
    Some(Entry::of(match opcode {
        "setp" => SETP,
        "set" => SET,
        "selp" => SELP,
        "slct" => SLCT,
        "testp" => TESTP,
        "and" | "or" | "xor" => LOGIC2,
        "not" => NOT,
        "cnot" => CNOT,
        "shl" => SHL,
        "shr" => SHR,
        "shf" => SHF,
        "lop3" => LOP3,
        "popc" | "clz" => POPC,
        "bfind" => BFIND,
        "brev" => BREV,
        "bfe" => BFE,
        "bfi" => BFI,
        "prmt" => PRMT,
        "fns" => FNS,
        "dp4a" => DP4A,
        "dp2a" => DP2A,
        "bmsk" => BMSK,
        "szext" => SZEXT,
        _ => return None,
    }))
}
