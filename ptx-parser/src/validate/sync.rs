//! Parallel synchronization and communication (PTX ISA §9.7.13): atomics and reductions,
//! barriers, memory barriers, warp votes, matches and reductions, with the types and
//! modifiers ptxas 13.5 accepts (`tests/strict_input.rs` sweeps them against it).

use super::data::SCOPE;
use super::table::{form, leading, opt, req, Entry, Form, Group, Opnd, Opnd::*, Rule};
use super::types::*;
use crate::ast::ScalarType::{B128, B16, F32, S32, U32, U64};

/// State spaces of atomics.
const ATOM_SPACE: &[&str] = &["global", "shared", "shared::cta", "shared::cluster"];
/// The modifier that adds a cache-policy operand.
const HINT: &[&str] = &["L2::cache_hint"];
/// Memory-ordering semantics of atomics.
const ATOM_SEM: &[&str] = &["relaxed", "acquire", "release", "acq_rel"];
/// Those of reductions, which neither acquire nor release-acquire.
const RED_SEM: &[&str] = &["relaxed", "release"];

/// The modifier groups every atomic may carry besides its operation.
macro_rules! atomic_groups {
    ($($op:expr),* $(,)?) => {
        &[
            $($op,)*
            opt(ATOM_SPACE),
            opt(ATOM_SEM),
            opt(SCOPE),
            opt(&["L2::cache_hint"]),
        ]
    };
}

/// The same for reductions, which neither acquire nor release-acquire.
macro_rules! reduction_groups {
    ($($op:expr),* $(,)?) => {
        &[
            $($op,)*
            opt(ATOM_SPACE),
            opt(RED_SEM),
            opt(SCOPE),
            opt(&["L2::cache_hint"]),
        ]
    };
}

/// The groups of a vector atomic or reduction (sm_90, PTX ISA 8.1): `.global` or generic
/// addresses only (ptxas 13.5: "State space incorrect for feature 'atom instruction with
/// vector types'"), `vec` elements.
macro_rules! vector_groups {
    ($sem:expr, $vec:expr, $($op:expr),* $(,)?) => {
        &[
            $($op,)*
            req($vec),
            opt(&["global"]),
            opt($sem),
            opt(SCOPE),
            opt(&["L2::cache_hint"]),
        ]
    };
}

/// Vectors of 32-bit elements (at most 128 bits: ptxas 13.5 refuses `.v8.f32`).
const VEC32: &[&str] = &["v2", "v4"];
/// Vectors of 16-bit elements.
const VEC16: &[&str] = &["v2", "v4", "v8"];
/// The operations on 16-bit floating-point vectors.
const HALF_OPS: &[&str] = &["add", "min", "max"];

/// An atomic: result, address, operand, and a cache policy with `.L2::cache_hint`.
const fn atomic(types: &'static [Types], groups: &'static [Group]) -> Form {
    form(types, groups, &[Ty, Any, Ty]).arity(3, HINT)
}

/// A compare-and-swap: result, address, compared and new values (and the policy).
const fn atomic_cas(types: &'static [Types], groups: &'static [Group]) -> Form {
    form(types, groups, &[Ty, Any, Ty, Ty]).arity(4, HINT)
}

/// A reduction: address, operand (and the policy).
const fn reduction(types: &'static [Types], groups: &'static [Group]) -> Form {
    form(types, groups, &[Any, Ty]).arity(2, HINT)
}

/// `atom`: the types per operation (`.add` on `.f64` from sm_60, `.cas.b16` from sm_70,
/// 128-bit `.cas`/`.exch` from sm_90, half precision with `.noftz`).
const ATOM: &[Form] = &[
    atomic(&[&[U32, U64, S32, F32]], atomic_groups![req(&["add"])]),
    atomic(&[F64_ONLY], atomic_groups![req(&["add"])]).since(5, 0, 60),
    atomic(&[HALF], atomic_groups![req(&["add"]), req(&["noftz"])]).since(6, 3, 70),
    atomic(&[BF16], atomic_groups![req(&["add"]), req(&["noftz"])]).since(7, 8, 90),
    atomic(&[U32_ONLY], atomic_groups![req(&["inc", "dec"])]),
    atomic(&[INT32_64], atomic_groups![req(&["min", "max"])]),
    atomic(&[BITS32_64], atomic_groups![req(&["and", "or", "xor"])]),
    atomic(&[BITS32_64], atomic_groups![req(&["exch"])]),
    atomic_cas(&[BITS32_64], atomic_groups![req(&["cas"])]),
    atomic_cas(&[&[B16]], atomic_groups![req(&["cas"])]).since(6, 3, 70),
    atomic(&[&[B128]], atomic_groups![req(&["exch"])]).since(8, 3, 90),
    atomic_cas(&[&[B128]], atomic_groups![req(&["cas"])]).since(8, 3, 90),
    // Vectors: `.add` on `.f32`, `.add`/`.min`/`.max` with `.noftz` on half precision
    // (scalar `.min.noftz.f16` is refused: "Vector modifier required").
    atomic(&[F32_ONLY], vector_groups![ATOM_SEM, VEC32, req(&["add"])]).since(8, 1, 90),
    atomic(
        &[HALF_WORD],
        vector_groups![ATOM_SEM, VEC16, req(HALF_OPS), req(&["noftz"])],
    )
    .since(8, 1, 90),
    atomic(
        &[HALF_PAIR],
        vector_groups![ATOM_SEM, VEC32, req(HALF_OPS), req(&["noftz"])],
    )
    .since(8, 1, 90),
];

/// `red`: as `atom` without a result, `.cas` or `.exch`.
const RED: &[Form] = &[
    reduction(&[&[U32, U64, S32, F32]], reduction_groups![req(&["add"])]),
    reduction(&[F64_ONLY], reduction_groups![req(&["add"])]).since(5, 0, 60),
    reduction(&[HALF], reduction_groups![req(&["add"]), req(&["noftz"])]).since(6, 3, 70),
    reduction(&[BF16], reduction_groups![req(&["add"]), req(&["noftz"])]).since(7, 8, 90),
    reduction(&[U32_ONLY], reduction_groups![req(&["inc", "dec"])]),
    reduction(&[INT32_64], reduction_groups![req(&["min", "max"])]),
    reduction(&[BITS32_64], reduction_groups![req(&["and", "or", "xor"])]),
    reduction(&[F32_ONLY], vector_groups![RED_SEM, VEC32, req(&["add"])]).since(8, 1, 90),
    reduction(
        &[HALF_WORD],
        vector_groups![RED_SEM, VEC16, req(HALF_OPS), req(&["noftz"])],
    )
    .since(8, 1, 90),
    reduction(
        &[HALF_PAIR],
        vector_groups![RED_SEM, VEC32, req(HALF_OPS), req(&["noftz"])],
    )
    .since(8, 1, 90),
];

/// `.cta` comes right after `bar`/`barrier` (ptxas: "Illegal modifier '.cta'" elsewhere).
const CTA_FIRST: &[Rule] = &[leading(&["cta"])];

/// A `bar`/`barrier` form whose `.cta` must come first.
const fn barrier(
    types: &'static [Types],
    groups: &'static [Group],
    operands: &'static [Opnd],
) -> Form {
    form(types, groups, operands).rules(CTA_FIRST)
}

/// `bar`: `.sync`/`.arrive`, `.red` with `.popc` to a `.u32` or `.and`/`.or` to a
/// predicate, and `bar.warp.sync`.
const BAR: &[Form] = &[
    barrier(&[], &[opt(&["cta"]), req(&["sync", "arrive"])], &[]),
    form(&[], &[req(&["warp"]), req(&["sync"])], &[]).since(6, 0, 30),
    barrier(
        &[U32_ONLY],
        &[opt(&["cta"]), req(&["red"]), req(&["popc"])],
        &[Ty],
    ),
    barrier(
        &[PRED_ONLY],
        &[opt(&["cta"]), req(&["red"]), req(&["and", "or"])],
        &[Ty],
    ),
];

/// `barrier`: as `bar`, with `.aligned`, and the cluster barrier (sm_90).
const BARRIER: &[Form] = &[
    barrier(
        &[],
        &[opt(&["cta"]), req(&["sync", "arrive"]), opt(&["aligned"])],
        &[],
    ),
    barrier(
        &[U32_ONLY],
        &[
            opt(&["cta"]),
            req(&["red"]),
            req(&["popc"]),
            opt(&["aligned"]),
        ],
        &[Ty],
    ),
    barrier(
        &[PRED_ONLY],
        &[
            opt(&["cta"]),
            req(&["red"]),
            req(&["and", "or"]),
            opt(&["aligned"]),
        ],
        &[Ty],
    ),
    form(
        &[],
        &[
            req(&["cluster"]),
            req(&["arrive", "wait"]),
            opt(&["release", "relaxed", "acquire"]),
            opt(&["aligned"]),
        ],
        &[],
    )
    .since(7, 8, 90),
];

/// `membar`: a level.
const MEMBAR: &[Form] = &[
    form(&[], &[req(&["cta", "gl", "sys"])], &[]),
    form(&[], &[req(&["proxy"]), req(&["alias"])], &[]).since(7, 5, 70),
];

/// `vote`: `.sync` (which ptxas 13.5 requires on every target it compiles for) with
/// `.all`/`.any`/`.uni` to a predicate or `.ballot` to a `.b32`.
const VOTE: &[Form] = &[
    form(
        &[PRED_ONLY],
        &[req(&["sync"]), req(&["all", "any", "uni"])],
        &[Ty, Pred],
    )
    .since(6, 0, 30),
    form(
        &[B32_ONLY],
        &[req(&["sync"]), req(&["ballot"])],
        &[Ty, Pred],
    )
    .since(6, 0, 30),
];

/// `match`: `.any`/`.all` `.sync` on `.b32`/`.b64`, a `.b32` mask out (sm_70).
const MATCH: &[Form] = &[form(
    &[BITS32_64],
    &[req(&["any", "all"]), req(&["sync"])],
    &[Any, Ty],
)
.since(6, 0, 70)];

/// `redux`: `.sync` with an arithmetic operation on 32-bit integers or a logic one on
/// `.b32` (sm_80).
const REDUX: &[Form] = &[
    form(
        &[INT32],
        &[req(&["sync"]), req(&["add", "min", "max"])],
        &[Ty, Ty],
    )
    .since(7, 0, 80),
    form(
        &[B32_ONLY],
        &[req(&["sync"]), req(&["and", "or", "xor"])],
        &[Ty, Ty],
    )
    .since(7, 0, 80),
];

/// `activemask`: `.b32` (sm_30).
const ACTIVEMASK: &[Form] = &[form(&[B32_ONLY], &[], &[Ty]).since(6, 2, 30)];

/// The synchronization and communication instructions' forms.
pub(super) fn entry(opcode: &str, first_modifier: Option<&str>) -> Option<Entry> {
    Some(Entry::of(match opcode {
        // `red.async` is another instruction.
        "red" if first_modifier == Some("async") => return None,
        "atom" => ATOM,
        "red" => RED,
        "bar" => BAR,
        "barrier" => BARRIER,
        "membar" => MEMBAR,
        "vote" => VOTE,
        "match" => MATCH,
        "redux" => REDUX,
        "activemask" => ACTIVEMASK,
        _ => return None,
    }))
}
