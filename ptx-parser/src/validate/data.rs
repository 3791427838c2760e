//! Data movement and conversion (PTX ISA §9.7.9): `mov`, `ld`, `ldu`, `st`, `cvt` (with
//! `cvt.pack`), `cvta`, `isspacep`, `shfl` and `tensormap.replace`, with the types and
//! modifiers ptxas 13.5 accepts (`tests/strict_input.rs` sweeps them against it).
//!
//! `cvt`'s modifiers depend on the pair of types; its forms are chosen per pair
//! ([`cvt_forms`]) from this table, measured with ptxas 13.5 on every pair:
//!
//! | conversion | rounding | `.sat` |
//! |---|---|---|
//! | integer ← integer | none | when the value may not fit |
//! | integer ← float | `.rni`/`.rzi`/`.rmi`/`.rpi` required | unless from `.bf16` |
//! | float ← integer | `.rn`/`.rz`/`.rm`/`.rp` required | unless to `.bf16` |
//! | float ← same float | `.rni`… optional | unless `.bf16` |
//! | float ← narrower float | none (`.rn`… optional when `.bf16` is either side) | unless `.bf16` is |
//! | float ← wider float | `.rn`… required | unless `.bf16` is |
//!
//! `.ftz` goes with an `.f32` on either side; `.relu` and `.satfinite` with `.f16`/`.bf16`
//! from `.f32`.

use super::table::{
    excludes, form, leading, needs, new_in, opt, req, Entry, Form, Opnd, Opnd::*, Rule, ROUND,
    ROUND_INT,
};
use super::types::*;
use crate::ast::{Instruction, ScalarType};

/// State spaces a load reads.
const LD_SPACE: &[&str] = &[
    "global",
    "shared",
    "shared::cta",
    "shared::cluster",
    "local",
    "const",
    "param",
    "param::entry",
    "param::func",
];
/// State spaces a store writes.
const ST_SPACE: &[&str] = &[
    "global",
    "shared",
    "shared::cta",
    "shared::cluster",
    "local",
    "param",
    "param::func",
];
/// Memory-model scopes.
pub(super) const SCOPE: &[&str] = &["cta", "cluster", "gpu", "sys"];
/// Level-1 eviction priorities.
const L1_EVICT: &[&str] = &[
    "L1::evict_normal",
    "L1::evict_unchanged",
    "L1::evict_first",
    "L1::evict_last",
    "L1::no_allocate",
];
/// Level-2 eviction priorities.
const L2_EVICT: &[&str] = &["L2::evict_normal", "L2::evict_first", "L2::evict_last"];
/// Prefetch sizes.
const PREFETCH: &[&str] = &["L2::64B", "L2::128B", "L2::256B"];

/// `mov`: every register type but 8-bit and 16-bit floating point.
const MOV: &[Form] = &[
    form(
        &[&[
            ScalarType::B16,
            ScalarType::B32,
            ScalarType::B64,
            ScalarType::U16,
            ScalarType::U32,
            ScalarType::U64,
            ScalarType::S16,
            ScalarType::S32,
            ScalarType::S64,
            ScalarType::F32,
            ScalarType::F64,
            ScalarType::Pred,
        ]],
        &[],
        &[Ty, Ty],
    ),
    form(&[B128_ONLY], &[], &[Ty, Ty]).since(8, 3, 70),
    // Vectors of up to 128 bits, `{..}` lists or vector registers on both sides (ptxas 13.5
    // accepts `mov.v2.f32 {%f1, %f2}, {%f3, %f4}` and refuses `.v4.b64`: "Vector type too
    // large, exceeds 128 bit limit").
    form(&[MOV16], &[req(&["v2", "v4"])], &[Ty, Ty]),
    form(&[TY32], &[req(&["v2", "v4"])], &[Ty, Ty]),
    form(&[TY64], &[req(&["v2"])], &[Ty, Ty]),
];

/// Spaces other than generic and global, where the cache and eviction hints do not apply.
const NOT_GLOBAL: &[&str] = &[
    "shared",
    "shared::cta",
    "shared::cluster",
    "local",
    "const",
    "param",
    "param::entry",
    "param::func",
];
/// Memory-ordering semantics.
const ORDERED: &[&str] = &["relaxed", "acquire", "release"];
/// Hints that only apply to generic and global accesses.
const GLOBAL_HINTS: &[&str] = &[
    "mmio",
    "L1::evict_normal",
    "L1::evict_unchanged",
    "L1::evict_first",
    "L1::evict_last",
    "L1::no_allocate",
    "L2::cache_hint",
    "L2::64B",
    "L2::128B",
    "L2::256B",
];

/// How `ld`'s and `st`'s modifiers constrain each other (measured with ptxas 13.5 on every
/// space with every modifier): a scope goes with `.relaxed`/`.acquire`/`.release` and they
/// with a scope; `.nc` needs `.global` and no ordering; hints need a generic or global
/// address; ordering needs a space that is shared between threads.
const MEMORY_RULES: &[Rule] = &[
    needs(SCOPE, ORDERED),
    needs(ORDERED, SCOPE),
    needs(&["nc"], &["global"]),
    excludes(
        &["nc"],
        &["weak", "volatile", "relaxed", "acquire", "lu", "cv"],
    ),
    excludes(GLOBAL_HINTS, NOT_GLOBAL),
    excludes(
        &["volatile", "relaxed", "acquire", "release"],
        &["const", "param", "param::entry", "param::func"],
    ),
    excludes(&["relaxed", "acquire", "release"], &["local"]),
    excludes(&["volatile"], &["local"]).before(9, 1),
    new_in(L1_EVICT, 7, 4, 70),
    new_in(PREFETCH, 7, 4, 75),
    new_in(&["L2::cache_hint"], 7, 4, 80),
];

/// A form of `ld` or `st`: the memory rules, and a cache policy operand with
/// `.L2::cache_hint`.
const fn memory(f: Form) -> Form {
    f.rules(MEMORY_RULES).arity(2, &["L2::cache_hint"])
}

/// The groups of `ld` besides the vector width: a state space, a memory-ordering
/// semantics with its scope, `.nc`, a cache operator, an L1 eviction priority, a cache
/// hint and a prefetch size, all optional.
macro_rules! ld_groups {
    ($($extra:expr),* $(,)?) => {
        &[
            opt(LD_SPACE),
            opt(&["weak", "volatile", "relaxed", "acquire"]),
            opt(&["mmio"]),
            opt(SCOPE),
            opt(&["nc"]),
            opt(&["ca", "cg", "cs", "lu", "cv"]),
            opt(L1_EVICT),
            opt(&["L2::cache_hint"]),
            opt(PREFETCH),
            $($extra,)*
        ]
    };
}

/// `ld`: up to 128 bits a vector (256 from PTX 8.8 on sm_100, where the L2 eviction
/// priorities apply too).
const LD: &[Form] = &[
    memory(form(&[TY8_16], ld_groups![opt(&["v2", "v4"])], &[Relaxed])),
    memory(form(&[TY32], ld_groups![opt(&["v2", "v4"])], &[Relaxed])),
    memory(form(&[TY64], ld_groups![opt(&["v2"])], &[Relaxed])),
    memory(form(&[B128_ONLY], ld_groups![], &[Relaxed])).since(8, 3, 70),
    memory(form(
        &[TY32],
        ld_groups![req(&["v8"]), opt(L2_EVICT)],
        &[Relaxed],
    ))
    .since(8, 8, 100),
    memory(form(
        &[TY64],
        ld_groups![req(&["v4"]), opt(L2_EVICT)],
        &[Relaxed],
    ))
    .since(8, 8, 100),
];

/// `ldu`: global, up to 128 bits a vector.
const LDU: &[Form] = &[
    form(
        &[TY8_16],
        &[opt(&["global"]), opt(&["v2", "v4"])],
        &[Relaxed],
    ),
    form(&[TY32], &[opt(&["global"]), opt(&["v2", "v4"])], &[Relaxed]),
    form(&[TY64], &[opt(&["global"]), opt(&["v2"])], &[Relaxed]),
    form(&[B128_ONLY], &[opt(&["global"])], &[Relaxed]).since(8, 3, 70),
];

/// The groups of `st` besides the vector width, as `ld`'s with the store cache operators.
macro_rules! st_groups {
    ($($extra:expr),* $(,)?) => {
        &[
            opt(ST_SPACE),
            opt(&["weak", "volatile", "relaxed", "release"]),
            opt(&["mmio"]),
            opt(SCOPE),
            opt(&["wb", "cg", "cs", "wt"]),
            opt(L1_EVICT),
            opt(&["L2::cache_hint"]),
            $($extra,)*
        ]
    };
}

/// `st`: as `ld`.
const ST: &[Form] = &[
    memory(form(
        &[TY8_16],
        st_groups![opt(&["v2", "v4"])],
        &[Any, Relaxed],
    )),
    memory(form(
        &[TY32],
        st_groups![opt(&["v2", "v4"])],
        &[Any, Relaxed],
    )),
    memory(form(&[TY64], st_groups![opt(&["v2"])], &[Any, Relaxed])),
    memory(form(&[B128_ONLY], st_groups![], &[Any, Relaxed])).since(8, 3, 70),
    memory(form(
        &[TY32],
        st_groups![req(&["v8"]), opt(L2_EVICT)],
        &[Any, Relaxed],
    ))
    .since(8, 8, 100),
    memory(form(
        &[TY64],
        st_groups![req(&["v4"]), opt(L2_EVICT)],
        &[Any, Relaxed],
    ))
    .since(8, 8, 100),
];

/// `cvta`: a state space, `.to` for the other direction, a 32- or 64-bit address.
const CVTA: &[Form] = &[form(
    &[U32_64],
    &[
        opt(&["to"]),
        req(&[
            "global",
            "shared",
            "shared::cta",
            "shared::cluster",
            "local",
            "const",
            "param",
            "param::entry",
        ]),
    ],
    &[Ty, Ty],
)];

/// `isspacep`: a state space, no type.
const ISSPACEP: &[Form] = &[form(
    &[],
    &[req(&[
        "global",
        "shared",
        "shared::cta",
        "shared::cluster",
        "local",
        "const",
        "param",
        "param::entry",
    ])],
    &[Pred],
)];

/// `shfl`: `.sync` (which ptxas 13.5 requires on every target it compiles for) and a mode,
/// on `.b32`.
const SHFL: &[Form] = &[form(
    &[B32_ONLY],
    &[req(&["sync"]), req(&["up", "down", "bfly", "idx"])],
    &[TyOrPairPred, Ty],
)
.since(6, 0, 30)];

/// Every modifier `cvt` takes with some pair of types.
const CVT_VOCABULARY: &[&str] = &[
    "rn",
    "rz",
    "rm",
    "rp",
    "rni",
    "rzi",
    "rmi",
    "rpi",
    "rna",
    "rs",
    "ftz",
    "sat",
    "relu",
    "satfinite",
];

const CVT_OPERANDS: &[Opnd] = &[Relaxed, Relaxed1];

/// `cvt` between integers that always fit: no modifier.
const CVT_INT_FITS: &[Form] = &[form(&[NUMERIC, NUMERIC], &[], CVT_OPERANDS)];
/// `cvt` between integers that may not fit: `.sat` optional.
const CVT_INT: &[Form] = &[form(&[NUMERIC, NUMERIC], &[opt(&["sat"])], CVT_OPERANDS)];
/// Integer from `.f16`/`.f64`; from `.f32` with `.ftz`; from `.bf16` without `.sat`.
const CVT_F2I: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[req(ROUND_INT), opt(&["sat"])],
    CVT_OPERANDS,
)];
const CVT_F32_TO_I: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[req(ROUND_INT), opt(&["ftz"]), opt(&["sat"])],
    CVT_OPERANDS,
)];
const CVT_BF16_TO_I: &[Form] =
    &[form(&[NUMERIC, NUMERIC], &[req(ROUND_INT)], CVT_OPERANDS).since(7, 8, 90)];
/// Float from integer; to `.f32` with `.ftz`; to `.bf16` (or `.bf16` from `.f64`) without
/// `.sat`.
const CVT_I2F: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[req(ROUND), opt(&["sat"])],
    CVT_OPERANDS,
)];
const CVT_I_TO_F32: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[req(ROUND), opt(&["ftz"]), opt(&["sat"])],
    CVT_OPERANDS,
)];
const CVT_I_TO_BF16: &[Form] =
    &[form(&[NUMERIC, NUMERIC], &[req(ROUND)], CVT_OPERANDS).since(7, 8, 90)];
/// Float from the same float (`.f32` with `.ftz`, `.bf16` without `.sat`).
const CVT_SAME: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[opt(ROUND_INT), opt(&["sat"])],
    CVT_OPERANDS,
)];
const CVT_SAME_F32: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[opt(ROUND_INT), opt(&["ftz"]), opt(&["sat"])],
    CVT_OPERANDS,
)];
const CVT_SAME_BF16: &[Form] =
    &[form(&[NUMERIC, NUMERIC], &[opt(ROUND_INT)], CVT_OPERANDS).since(7, 8, 90)];
/// Float from a narrower float (with `.ftz` when either is `.f32`).
const CVT_WIDEN: &[Form] = &[form(&[NUMERIC, NUMERIC], &[opt(&["sat"])], CVT_OPERANDS)];
const CVT_WIDEN_F32: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[opt(&["ftz"]), opt(&["sat"])],
    CVT_OPERANDS,
)];
/// Float from or to `.bf16` (other than narrowing): rounding optional.
const CVT_BF16_SIDE: &[Form] =
    &[form(&[NUMERIC, NUMERIC], &[opt(ROUND)], CVT_OPERANDS).since(7, 8, 90)];
const CVT_BF16_SIDE_F32: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[opt(ROUND), opt(&["ftz"])],
    CVT_OPERANDS,
)
.since(7, 1, 80)
.rules(&[new_in(&["ftz"], 7, 8, 90)])];
/// Float from a wider float: rounding required (with `.ftz` to `.f32`).
const CVT_NARROW: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[req(ROUND), opt(&["sat"])],
    CVT_OPERANDS,
)];
const CVT_NARROW_F32: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[req(ROUND), opt(&["ftz"]), opt(&["sat"])],
    CVT_OPERANDS,
)];
/// `.relu` (sm_80) and `.satfinite` (PTX ISA 8.1) of `.f16`/`.bf16` from `.f32`.
const CVT_HALF_RULES: &[Rule] = &[
    new_in(&["relu"], 7, 0, 80),
    new_in(&["satfinite"], 8, 1, 80),
];

/// `.f16`/`.bf16` from `.f32`: rounding required, `.relu` and `.satfinite` (sm_80).
const CVT_HALF_FROM_F32: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[
        req(ROUND),
        opt(&["ftz"]),
        opt(&["sat"]),
        opt(&["relu"]),
        opt(&["satfinite"]),
    ],
    CVT_OPERANDS,
)
.rules(CVT_HALF_RULES)];
const CVT_BF16_FROM_F32: &[Form] = &[form(
    &[NUMERIC, NUMERIC],
    &[
        req(ROUND),
        opt(&["ftz"]),
        opt(&["relu"]),
        opt(&["satfinite"]),
    ],
    CVT_OPERANDS,
)
.since(7, 0, 80)
.rules(CVT_HALF_RULES)];
/// A pair of halves from two `.f32` (`cvt.rn.f16x2.f32 d, a, b`, sm_80).
const CVT_PAIR: &[Form] = &[form(
    &[&[ScalarType::F16x2, ScalarType::Bf16x2], F32_ONLY],
    &[req(&["rn", "rz"]), opt(&["relu"]), opt(&["satfinite"])],
    &[Ty, Ty1, Ty1],
)
.since(7, 0, 80)
.arity(3, &[])
.rules(CVT_HALF_RULES)];

/// `cvt.pack`'s sub-byte widths, which are no register types (`.s4`, `.u2`, ...).
const PACK_SUB_BYTE: &[&str] = &["s4", "u4", "s2", "u2"];

/// `.pack` comes right after `cvt` (ptxas 13.5 on `cvt.sat.pack`: "Unknown modifier
/// '.pack'").
const CVT_PACK_RULES: &[Rule] = &[leading(&["pack"])];

/// `cvt.pack` (PTX ISA 6.5, sm_72): two `.s32` values saturated to `.u16`/`.s16` halves of
/// the result (`d, a, b`), or to bytes, nibbles or bit pairs shifted in above those of the
/// `.b32` `c` (`d, a, b, c`). ptxas 13.5 requires `.sat` (".sat modifier required for
/// instruction 'cvt.pack'"); every operand may be wider than its type, as `cvt`'s data
/// operands, and the result is a 32-bit or wider integer register.
const CVT_PACK: &[Form] = &[
    form(
        &[&[ScalarType::U16, ScalarType::S16], S32_ONLY],
        &[req(&["pack"]), req(&["sat"])],
        &[AtLeastU32, Relaxed1, Relaxed1],
    )
    .arity(3, &[])
    .since(6, 5, 72)
    .rules(CVT_PACK_RULES),
    form(
        &[&[ScalarType::U8, ScalarType::S8], S32_ONLY, B32_ONLY],
        &[req(&["pack"]), req(&["sat"])],
        &[AtLeastU32, Relaxed1, Relaxed1, Relaxed2],
    )
    .arity(4, &[])
    .since(6, 5, 72)
    .rules(CVT_PACK_RULES),
    form(
        &[S32_ONLY, B32_ONLY],
        &[req(&["pack"]), req(&["sat"]), req(PACK_SUB_BYTE)],
        &[AtLeastU32, Relaxed, Relaxed, Relaxed1],
    )
    .arity(4, &[])
    .since(6, 5, 72)
    .rules(CVT_PACK_RULES),
];

/// The modifier groups of a `tensormap.replace` of `field`: the tile mode, a `.global` or
/// `.shared::cta` tensor map (generic when neither) and its 1024-bit size, in any order
/// after `.replace` (ptxas 13.5 accepts `.rank.b1024.global` and `.global.rank.b1024`).
macro_rules! tensormap_groups {
    ($($field:literal),+ $(,)?) => {
        &[
            req(&["replace"]),
            req(&["tile"]),
            req(&[$($field),+]),
            opt(&["global", "shared::cta"]),
            req(&["b1024"]),
        ]
    };
}

/// `.replace` first; `.swizzle_atomicity` from PTX ISA 8.6 and sm_100 (ptxas 13.5:
/// "Instruction 'tensormap.replace.swizzle_atomicity' not supported on .target 'sm_90a'").
const TENSORMAP_RULES: &[Rule] = &[
    leading(&["replace"]),
    new_in(&["swizzle_atomicity"], 8, 6, 100),
];

/// `tensormap.replace` (PTX ISA 8.3, sm_90a): one field of a tensor map in memory,
/// `[addr], value` or, for the per-dimension fields, `[addr], ordinal, value`. The global
/// address and the strides are `.b64`, the other fields `.b32` (ptxas 13.5: "Illegal
/// modifier '.rank' for instruction 'tensormap.replace' with type '.b64'"); the value of
/// the enumerated fields (`.elemtype`, `.swizzle_mode`, ...) is an immediate.
const TENSORMAP_REPLACE: &[Form] = &[
    form(&[B64_ONLY], tensormap_groups!["global_address"], &[Any, Ty])
        .arity(2, &[])
        .since(8, 3, 90)
        .rules(TENSORMAP_RULES),
    form(&[B32_ONLY], tensormap_groups!["rank"], &[Any, Ty])
        .arity(2, &[])
        .since(8, 3, 90)
        .rules(TENSORMAP_RULES),
    form(
        &[B32_ONLY],
        tensormap_groups!["box_dim", "global_dim", "element_stride"],
        &[Any, Any, Ty],
    )
    .arity(3, &[])
    .since(8, 3, 90)
    .rules(TENSORMAP_RULES),
    form(
        &[B64_ONLY],
        tensormap_groups!["global_stride"],
        &[Any, Any, Ty],
    )
    .arity(3, &[])
    .since(8, 3, 90)
    .rules(TENSORMAP_RULES),
    form(
        &[B32_ONLY],
        tensormap_groups![
            "elemtype",
            "interleave_layout",
            "swizzle_mode",
            "swizzle_atomicity",
            "fill_mode",
        ],
        &[Any, Any],
    )
    .arity(2, &[])
    .since(8, 3, 90)
    .rules(TENSORMAP_RULES),
];

/// Whether every value of integer type `src` fits in integer type `dst`.
fn int_fits(dst: ScalarType, src: ScalarType) -> bool {
    let signed = |t: ScalarType| {
        matches!(
            t,
            ScalarType::S8 | ScalarType::S16 | ScalarType::S32 | ScalarType::S64
        )
    };
    match (signed(dst), signed(src)) {
        (true, true) | (false, false) => src.bits() <= dst.bits(),
        (true, false) => src.bits() < dst.bits(),
        (false, true) => false,
    }
}

/// The forms of `cvt.dst.src` (see the table in the module docs); `None` for pairs
/// outside it (the formats without a register type, such as `.tf32` and `.e4m3x2`, are not
/// checked).
fn cvt_forms(dst: ScalarType, src: ScalarType) -> Option<&'static [Form]> {
    use ScalarType::*;
    let float = |t: ScalarType| matches!(t, F16 | Bf16 | F32 | F64);
    let int = |t: ScalarType| NUMERIC.contains(&t) && !float(t) && !matches!(t, F16x2 | Bf16x2);
    Some(match (dst, src) {
        (F16x2 | Bf16x2, F32) => CVT_PAIR,
        (d, s) if int(d) && int(s) => {
            if int_fits(d, s) {
                CVT_INT_FITS
            } else {
                CVT_INT
            }
        }
        (d, F32) if int(d) => CVT_F32_TO_I,
        (d, Bf16) if int(d) => CVT_BF16_TO_I,
        (d, s) if int(d) && float(s) => CVT_F2I,
        (F32, s) if int(s) => CVT_I_TO_F32,
        (Bf16, s) if int(s) => CVT_I_TO_BF16,
        (d, s) if float(d) && int(s) => CVT_I2F,
        (F32, F32) => CVT_SAME_F32,
        (Bf16, Bf16) => CVT_SAME_BF16,
        (d, s) if d == s && float(d) => CVT_SAME,
        (F16, F32) => CVT_HALF_FROM_F32,
        (Bf16, F32) => CVT_BF16_FROM_F32,
        (Bf16, F64) => CVT_I_TO_BF16,
        (F32, Bf16) => CVT_BF16_SIDE_F32,
        (_, Bf16) | (Bf16, _) if float(dst) && float(src) => CVT_BF16_SIDE,
        (F32, F64) => CVT_NARROW_F32,
        (d, s) if float(d) && float(s) && d.bits() < s.bits() => CVT_NARROW,
        (F64, F32) => CVT_WIDEN_F32,
        (F32, F16) => CVT_WIDEN_F32,
        (F64, F16) => CVT_WIDEN,
        // Every other pair of register types (an `.f16x2` from an integer, …) is none.
        _ => &[],
    })
}

/// The data-movement instructions' forms for `instr` (with opcode `opcode`).
pub(super) fn entry(opcode: &str, instr: &Instruction) -> Option<Entry> {
    let first = instr.modifiers.first().map(|m| m.as_str());
    Some(match opcode {
        "mov" => Entry::of(MOV),
        // `ld.global.nc` and friends; the asynchronous and bulk forms are other instructions.
        "ld" => Entry::of(LD),
        "ldu" => Entry::of(LDU),
        "st" if matches!(first, Some("async" | "bulk")) => return None,
        "st" => Entry::of(ST),
        "cvta" => Entry::of(CVTA),
        "isspacep" => Entry::of(ISSPACEP),
        "shfl" => Entry::of(SHFL),
        // The other `tensormap` instructions are not tabled.
        "tensormap" if first == Some("replace") => Entry::of(TENSORMAP_REPLACE),
        "cvt" if instr.has("pack") => Entry {
            forms: CVT_PACK,
            vocabulary: CVT_VOCABULARY,
        },
        "cvt" => {
            let mut types = instr
                .modifiers
                .iter()
                .filter_map(|m| ScalarType::from_name(m));
            let (Some(dst), Some(src), None) = (types.next(), types.next(), types.next()) else {
                return None;
            };
            Entry {
                forms: cvt_forms(dst, src)?,
                vocabulary: CVT_VOCABULARY,
            }
        }
        _ => return None,
    })
}
