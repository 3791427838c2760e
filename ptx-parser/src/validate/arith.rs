//! Integer, extended-precision, floating-point and half-precision arithmetic: the types
//! and modifiers each instruction takes (PTX ISA §9.7.1–9.7.4), as ptxas 13.5 accepts them
//! (`tests/strict_input.rs` sweeps every type with every modifier against it).

use super::table::{form, opt, req, Entry, Form, Opnd::*, ROUND};
use super::types::*;

const SAME2: &[super::table::Opnd] = &[Ty, Ty];
const SAME3: &[super::table::Opnd] = &[Ty, Ty, Ty];
const SAME4: &[super::table::Opnd] = &[Ty, Ty, Ty, Ty];

/// `add`, `sub`: `.cc` (carry out) on 32- and 64-bit integers, `.sat` on `.s32`; rounding,
/// flush-to-zero and saturation on floating point (`.rn` only for half precision, which
/// since PTX 7.8 includes `.bf16` on sm_90).
const ADD: &[Form] = &[
    form(&[S32_ONLY], &[opt(&["sat"])], SAME3),
    form(&[INT32_64], &[opt(&["cc"])], SAME3),
    form(&[INT], &[], SAME3),
    form(
        &[F32_ONLY],
        &[opt(ROUND), opt(&["ftz"]), opt(&["sat"])],
        SAME3,
    ),
    form(&[F64_ONLY], &[opt(ROUND)], SAME3),
    form(
        &[HALF],
        &[opt(&["rn"]), opt(&["ftz"]), opt(&["sat"])],
        SAME3,
    )
    .since(4, 2, 53),
    form(&[BF16], &[opt(&["rn"])], SAME3).since(7, 8, 90),
    // Packed pairs in `.b64` registers (no `.sat`: ptxas 13.5 "Illegal modifier '.sat'").
    form(&[F32X2_ONLY], &[opt(ROUND), opt(&["ftz"])], SAME3).since(8, 6, 100),
    // Mixed precision: `d = a + c` with `a` 16-bit (ptxas 13.5 refuses the narrow operand
    // second, and `.ftz`).
    form(
        &[F32_ONLY, HALF_WORD],
        &[opt(ROUND), opt(&["sat"])],
        &[Ty, Ty1, Ty],
    )
    .since(8, 6, 100),
];

/// `mul`: `.lo`/`.hi` or `.wide` on integers; as `add` on floating point.
const MUL: &[Form] = &[
    form(&[INT], &[req(&["lo", "hi"])], SAME3),
    form(&[INT16_32], &[req(&["wide"])], &[Wide, Ty, Ty]),
    form(
        &[F32_ONLY],
        &[opt(ROUND), opt(&["ftz"]), opt(&["sat"])],
        SAME3,
    ),
    form(&[F64_ONLY], &[opt(ROUND)], SAME3),
    form(
        &[HALF],
        &[opt(&["rn"]), opt(&["ftz"]), opt(&["sat"])],
        SAME3,
    )
    .since(4, 2, 53),
    form(&[BF16], &[opt(&["rn"])], SAME3).since(7, 8, 90),
    form(&[F32X2_ONLY], &[opt(ROUND), opt(&["ftz"])], SAME3).since(8, 6, 100),
];

/// `mad`: `.lo`/`.hi` (with `.cc` on 32/64 bits) or `.wide` on integers; a rounding
/// modifier is required on floating point.
const MAD: &[Form] = &[
    form(&[INT32_64], &[req(&["lo", "hi"]), opt(&["cc"])], SAME4),
    form(&[S32_ONLY], &[req(&["hi"]), opt(&["sat"])], SAME4),
    form(&[INT], &[req(&["lo", "hi"])], SAME4),
    form(&[INT16_32], &[req(&["wide"])], &[Wide, Ty, Ty, Wide]),
    form(
        &[F32_ONLY],
        &[req(ROUND), opt(&["ftz"]), opt(&["sat"])],
        SAME4,
    ),
    form(&[F64_ONLY], &[req(ROUND)], SAME4),
];

/// `fma`: a rounding modifier is required; half precision rounds to nearest only,
/// `.bf16` takes every rounding.
const FMA: &[Form] = &[
    form(
        &[F32_ONLY],
        &[req(ROUND), opt(&["ftz"]), opt(&["sat"])],
        SAME4,
    ),
    form(&[F64_ONLY], &[req(ROUND)], SAME4),
    form(
        &[HALF],
        &[
            req(&["rn"]),
            opt(&["ftz"]),
            opt(&["sat"]),
            opt(&["relu"]),
            opt(&["oob"]),
        ],
        SAME4,
    )
    .since(4, 2, 53),
    form(&[BF16], &[req(ROUND), opt(&["relu"]), opt(&["oob"])], SAME4).since(7, 0, 80),
    form(&[F32X2_ONLY], &[req(ROUND), opt(&["ftz"])], SAME4).since(8, 6, 100),
    // Mixed precision: `d = a * b + c` with `a` and `b` 16-bit.
    form(
        &[F32_ONLY, HALF_WORD],
        &[req(ROUND), opt(&["sat"])],
        &[Ty, Ty1, Ty1, Ty],
    )
    .since(8, 6, 100),
];

/// `div`: integers plain; `.f32` needs a rounding, `.approx` or `.full`; `.f64` a rounding.
const DIV: &[Form] = &[
    form(&[INT], &[], SAME3),
    form(
        &[F32_ONLY],
        &[
            req(&["rn", "rz", "rm", "rp", "approx", "full"]),
            opt(&["ftz"]),
        ],
        SAME3,
    ),
    form(&[F64_ONLY], &[req(ROUND)], SAME3),
];

/// `rem`, `sad`: integers only.
const INT_ONLY3: &[Form] = &[form(&[INT], &[], SAME3)];
/// `sad`.
const SAD: &[Form] = &[form(&[INT], &[], SAME4)];

/// `abs`, `neg`: signed integers and floating point (`.ftz` on `.f32` and half precision).
const ABS: &[Form] = &[
    form(&[SINT], &[], SAME2),
    form(&[F32_ONLY], &[opt(&["ftz"])], SAME2),
    form(&[F64_ONLY], &[], SAME2),
    form(&[HALF], &[opt(&["ftz"])], SAME2).since(6, 5, 53),
    form(&[BF16], &[], SAME2).since(7, 0, 80),
];

/// `min`, `max`: `.relu` on `.s32` (sm_90); `.ftz` on `.f32` and half precision, `.NaN`
/// (sm_80) and `.xorsign.abs` (sm_86) on floating point.
const MIN: &[Form] = &[
    form(&[INT], &[], SAME3),
    form(&[S32_ONLY], &[req(&["relu"])], SAME3).since(8, 0, 90),
    form(&[F32_ONLY], &[opt(&["ftz"])], SAME3),
    form(&[F32_ONLY], &[opt(&["ftz"]), req(&["NaN"])], SAME3).since(7, 0, 80),
    form(
        &[F32_ONLY],
        &[
            opt(&["ftz"]),
            opt(&["NaN"]),
            req(&["xorsign"]),
            req(&["abs"]),
        ],
        SAME3,
    )
    .since(7, 2, 86),
    form(&[F64_ONLY], &[], SAME3),
    form(&[HALF], &[opt(&["ftz"]), opt(&["NaN"])], SAME3).since(7, 0, 80),
    form(
        &[HALF],
        &[
            opt(&["ftz"]),
            opt(&["NaN"]),
            req(&["xorsign"]),
            req(&["abs"]),
        ],
        SAME3,
    )
    .since(7, 2, 86),
    form(&[BF16], &[opt(&["NaN"])], SAME3).since(7, 0, 80),
    form(
        &[BF16],
        &[opt(&["NaN"]), req(&["xorsign"]), req(&["abs"])],
        SAME3,
    )
    .since(7, 2, 86),
];

/// `copysign`.
const COPYSIGN: &[Form] = &[form(&[F32_64], &[], SAME3)];

/// `mul24`, `mad24`: `.lo`/`.hi` on 32-bit integers.
const MUL24: &[Form] = &[form(&[INT32], &[req(&["lo", "hi"])], SAME3)];
/// `mad24` (`.sat` with `.hi.s32`).
const MAD24: &[Form] = &[
    form(&[S32_ONLY], &[req(&["hi"]), opt(&["sat"])], SAME4),
    form(&[INT32], &[req(&["lo", "hi"])], SAME4),
];

/// `addc`, `subc`: carry in (and out with `.cc`).
const ADDC: &[Form] = &[
    form(&[S32_ONLY], &[opt(&["sat"])], SAME3),
    form(&[INT32_64], &[opt(&["cc"])], SAME3),
    form(&[INT], &[], SAME3),
];

/// `madc`: carry in, `.lo`/`.hi` required.
const MADC: &[Form] = &[form(&[INT], &[req(&["lo", "hi"]), opt(&["cc"])], SAME4)];

/// `rcp`, `sqrt`: `.f32` needs a rounding or `.approx`, `.f64` a rounding (or
/// `.approx.ftz` for `rcp`).
const RCP: &[Form] = &[
    form(
        &[F32_ONLY],
        &[req(&["rn", "rz", "rm", "rp", "approx"]), opt(&["ftz"])],
        SAME2,
    ),
    form(&[F64_ONLY], &[req(ROUND)], SAME2),
    form(&[F64_ONLY], &[req(&["approx"]), req(&["ftz"])], SAME2),
];
/// `sqrt`.
const SQRT: &[Form] = &[
    form(
        &[F32_ONLY],
        &[req(&["rn", "rz", "rm", "rp", "approx"]), opt(&["ftz"])],
        SAME2,
    ),
    form(&[F64_ONLY], &[req(ROUND)], SAME2),
];

/// `rsqrt`: `.approx` required.
const RSQRT: &[Form] = &[form(&[F32_64], &[req(&["approx"]), opt(&["ftz"])], SAME2)];

/// `sin`, `cos`, `lg2`: `.approx.f32` only.
const APPROX_F32: &[Form] = &[form(&[F32_ONLY], &[req(&["approx"]), opt(&["ftz"])], SAME2)];

/// `ex2`: `.approx`, on `.f32` and (sm_75) half precision; `.bf16` needs `.ftz` too.
const EX2: &[Form] = &[
    form(&[F32_ONLY], &[req(&["approx"]), opt(&["ftz"])], SAME2),
    form(&[HALF], &[req(&["approx"]), opt(&["ftz"])], SAME2).since(7, 0, 75),
    form(&[BF16], &[req(&["approx"]), req(&["ftz"])], SAME2).since(7, 8, 90),
];

/// `tanh`: `.approx` (sm_75).
const TANH: &[Form] = &[
    form(&[F32_ONLY], &[req(&["approx"])], SAME2).since(7, 0, 75),
    form(&[HALF], &[req(&["approx"])], SAME2).since(7, 0, 75),
    form(&[BF16], &[req(&["approx"])], SAME2).since(7, 8, 90),
];

/// The arithmetic instructions' forms.
pub(super) fn entry(opcode: &str) -> Option<Entry> {
    Some(Entry::of(match opcode {
        "add" | "sub" => ADD,
        "mul" => MUL,
        "mad" => MAD,
        "fma" => FMA,
        "div" => DIV,
        "rem" => INT_ONLY3,
        "sad" => SAD,
        "abs" | "neg" => ABS,
        "min" | "max" => MIN,
        "copysign" => COPYSIGN,
        "mul24" => MUL24,
        "mad24" => MAD24,
        "addc" | "subc" => ADDC,
        "madc" => MADC,
        "rcp" => RCP,
        "sqrt" => SQRT,
        "rsqrt" => RSQRT,
        "sin" | "cos" | "lg2" => APPROX_F32,
        "ex2" => EX2,
        "tanh" => TANH,
        _ => return None,
    }))
}
