//! The shape of the instruction tables and how an instruction is matched against them.
//!
//! Each instruction the tables know has a list of [`Form`]s: the instruction types it takes
//! (one set per type slot: `cvt.f32.s32` has two), the modifier groups that may or must
//! accompany them (at most one modifier of each group; a required group needs one), the
//! type of each operand, and the PTX ISA version and target the form first appeared in.
//! An instruction is valid when some form takes its types and its modifiers; the first such
//! form decides its operands and its version and target requirements.

use crate::ast::{Instruction, ScalarType};

use super::types::Types;

/// One allowed shape of an instruction.
#[derive(Debug)]
pub(super) struct Form {
    /// The instruction types, one set per type slot.
    pub types: &'static [Types],
    /// The modifier groups.
    pub groups: &'static [Group],
    /// What each operand must be, in order (operands past the list are not checked).
    pub operands: &'static [Opnd],
    /// The first PTX ISA version and target with this form.
    pub since: Since,
    /// How modifiers of different groups constrain each other.
    pub rules: &'static [Rule],
    /// How many operands the form takes.
    pub arity: Arity,
}

/// A constraint between modifiers: when the instruction has one of `when`, it must also
/// have one of `needs` (unless empty) and none of `excludes` (`.nc` needs `.global`; a
/// scope needs a memory-ordering semantics).
#[derive(Debug)]
pub(super) struct Rule {
    /// The modifiers the rule is about.
    pub when: &'static [&'static str],
    /// One of these must accompany them (no constraint when empty).
    pub needs: &'static [&'static str],
    /// None of these may accompany them.
    pub excludes: &'static [&'static str],
    /// The rule holds only before this PTX ISA version (`(0, 0)`: always).
    pub before: (u32, u32),
    /// They must be the first modifier (`bar.cta.sync`, not `bar.sync.cta`).
    pub leading: bool,
    /// They exist from this version and target on.
    pub since: Since,
}

/// `when` requires one of `needs`.
pub(super) const fn needs(when: &'static [&'static str], needs: &'static [&'static str]) -> Rule {
    Rule {
        when,
        needs,
        excludes: &[],
        before: (0, 0),
        leading: false,
        since: ALWAYS,
    }
}

/// `when` excludes all of `excludes`.
pub(super) const fn excludes(
    when: &'static [&'static str],
    excludes: &'static [&'static str],
) -> Rule {
    Rule {
        when,
        needs: &[],
        excludes,
        before: (0, 0),
        leading: false,
        since: ALWAYS,
    }
}

/// `when` must come first.
pub(super) const fn leading(when: &'static [&'static str]) -> Rule {
    Rule {
        when,
        needs: &[],
        excludes: &[],
        before: (0, 0),
        leading: true,
        since: ALWAYS,
    }
}

/// `when` exists from PTX ISA `major.minor` and `sm_<sm>` on.
pub(super) const fn new_in(when: &'static [&'static str], major: u32, minor: u32, sm: u32) -> Rule {
    Rule {
        when,
        needs: &[],
        excludes: &[],
        before: (0, 0),
        leading: false,
        since: Since {
            ptx: (major, minor),
            sm,
        },
    }
}

impl Rule {
    /// The rule, holding only before PTX ISA `major.minor`.
    pub const fn before(self, major: u32, minor: u32) -> Rule {
        Rule {
            before: (major, minor),
            ..self
        }
    }
}

/// How many operands a form takes.
#[derive(Clone, Copy, Debug)]
pub(super) enum Arity {
    /// Whatever the parser accepted.
    Unchecked,
    /// This many, plus one when any of the modifiers is present (the Boolean operator of
    /// `setp` adds a predicate, `.L2::cache_hint` a cache policy).
    PlusOneWith(usize, &'static [&'static str]),
}

/// Modifiers of which an instruction takes at most one (exactly one when `required`).
#[derive(Debug)]
pub(super) struct Group {
    /// The modifiers, without the dot.
    pub mods: &'static [&'static str],
    /// Whether one of them must be present.
    pub required: bool,
}

/// A PTX ISA version and a target: where a form or feature first exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Since {
    /// `(major, minor)` of `.version`.
    pub ptx: (u32, u32),
    /// The `sm_XX` number of `.target`.
    pub sm: u32,
}

/// No requirement beyond what every supported module has.
pub(super) const ALWAYS: Since = Since { ptx: (0, 0), sm: 0 };

/// What an operand must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Opnd {
    /// A register of the first type slot's type.
    Ty,
    /// A register of the second type slot's type.
    Ty1,
    /// A register of twice the first slot's width (`mul.wide` results).
    Wide,
    /// A register at least as wide as the first slot's type (`ld`, `st`, `cvt` data); each
    /// element of a `{..}` vector counts on its own.
    Relaxed,
    /// The same for the second type slot (`cvt`'s source).
    Relaxed1,
    /// The same for the third type slot (`cvt.pack`'s `.b32` operand).
    Relaxed2,
    /// A register of 32 bits or more that is not floating point (`cvt.pack`'s packed
    /// result, whose type no type slot names).
    AtLeastU32,
    /// A predicate (or a `p|q` pair of them).
    Pred,
    /// The first slot's type, or a `d|p` pair of it and a predicate (`shfl`, `match`).
    TyOrPairPred,
    /// A `.u32` register.
    U32Reg,
    /// Not checked (an address, an immediate, a symbol, a vector).
    Any,
}

/// A form taking `types` with `groups` and `operands`, in every PTX version and target.
pub(super) const fn form(
    types: &'static [Types],
    groups: &'static [Group],
    operands: &'static [Opnd],
) -> Form {
    Form {
        types,
        groups,
        operands,
        since: ALWAYS,
        rules: &[],
        arity: Arity::Unchecked,
    }
}

impl Form {
    /// The form, existing from PTX ISA `major.minor` and `sm_<sm>` on.
    pub const fn since(self, major: u32, minor: u32, sm: u32) -> Form {
        Form {
            since: Since {
                ptx: (major, minor),
                sm,
            },
            ..self
        }
    }

    /// The form, with constraints between its modifiers.
    pub const fn rules(self, rules: &'static [Rule]) -> Form {
        Form { rules, ..self }
    }

    /// The form, taking `base` operands plus one when any of `plus_one_with` is present.
    pub const fn arity(self, base: usize, plus_one_with: &'static [&'static str]) -> Form {
        Form {
            arity: Arity::PlusOneWith(base, plus_one_with),
            ..self
        }
    }
}

/// At most one of `mods`.
pub(super) const fn opt(mods: &'static [&'static str]) -> Group {
    Group {
        mods,
        required: false,
    }
}

/// Exactly one of `mods`.
pub(super) const fn req(mods: &'static [&'static str]) -> Group {
    Group {
        mods,
        required: true,
    }
}

/// The rounding modifiers of floating-point arithmetic.
pub(super) const ROUND: &[&str] = &["rn", "rz", "rm", "rp"];
/// The rounding modifiers that round to an integral value.
pub(super) const ROUND_INT: &[&str] = &["rni", "rzi", "rmi", "rpi"];

/// Why an instruction matches none of its forms.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Mismatch {
    /// The modifier at this index of `Instruction::modifiers` is no modifier of the opcode.
    Unknown(usize),
    /// No form takes the instruction's types.
    Types,
    /// The modifier at this index is not allowed with the instruction's types.
    NotAllowed(usize),
    /// Two modifiers (these indices) of one group.
    Twice(usize, usize),
    /// None of these modifiers, of which one is required.
    Missing(&'static [&'static str]),
}

/// The instruction's type modifiers (in order) and the indices of its other modifiers
/// (asked of nearly every instruction: small inline buffers, no allocation).
pub(super) fn split_modifiers(instr: &Instruction) -> (Few<ScalarType>, Few<usize>) {
    let mut types = Few::new(ScalarType::Pred);
    let mut others = Few::new(0);
    for (k, m) in instr.modifiers.iter().enumerate() {
        match ScalarType::from_name(m) {
            Some(t) => types.push(t),
            None => others.push(k),
        }
    }
    (types, others)
}

/// A short list kept inline: up to [`Few::INLINE`] items without allocating, more on the
/// heap.
#[derive(Debug)]
pub(super) enum Few<T: Copy> {
    /// The items in `.0[..len]`.
    Inline([T; 12], usize),
    /// Too many for the inline buffer.
    Heap(Vec<T>),
}

impl<T: Copy> Few<T> {
    /// How many items fit inline.
    pub const INLINE: usize = 12;

    /// An empty list (`fill` only initialises the unused buffer).
    fn new(fill: T) -> Few<T> {
        Few::Inline([fill; 12], 0)
    }

    fn push(&mut self, item: T) {
        match self {
            Few::Inline(buf, len) if *len < Self::INLINE => {
                buf[*len] = item;
                *len += 1;
            }
            Few::Inline(buf, len) => {
                let mut v = buf[..*len].to_vec();
                v.push(item);
                *self = Few::Heap(v);
            }
            Few::Heap(v) => v.push(item),
        }
    }
}

impl<T: Copy> std::ops::Deref for Few<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match self {
            Few::Inline(buf, len) => &buf[..*len],
            Few::Heap(v) => v,
        }
    }
}

/// The forms of one opcode as a family table gives them.
pub(super) struct Entry {
    /// The forms to try, in order.
    pub forms: &'static [Form],
    /// Modifiers of the opcode beyond those of `forms` (when the table chose the forms by
    /// the instruction's types, the others' modifiers are still the opcode's).
    pub vocabulary: &'static [&'static str],
}

impl Entry {
    /// An opcode's whole table.
    pub const fn of(forms: &'static [Form]) -> Entry {
        Entry {
            forms,
            vocabulary: &[],
        }
    }
}

/// The form of `entry` that takes `instr`, or why none does.
pub(super) fn match_forms(
    entry: &Entry,
    instr: &Instruction,
    types: &[ScalarType],
    others: &[usize],
) -> Result<&'static Form, Mismatch> {
    let forms = entry.forms;
    let mut first_failure = None;
    for f in forms {
        let takes_types = f.types.len() == types.len()
            && f.types.iter().zip(types).all(|(slot, t)| slot.contains(t));
        if !takes_types {
            continue;
        }
        match fit_groups(f, instr, others) {
            Ok(()) => return Ok(f),
            Err(e) => {
                first_failure.get_or_insert(e);
            }
        }
    }
    // No form takes it: a modifier the opcode has nowhere says most.
    let known = |m: &str| {
        entry.vocabulary.contains(&m)
            || forms
                .iter()
                .any(|f| f.groups.iter().any(|g| g.mods.contains(&m)))
    };
    if let Some(&k) = others.iter().find(|&&k| !known(&instr.modifiers[k])) {
        return Err(Mismatch::Unknown(k));
    }
    Err(first_failure.unwrap_or(Mismatch::Types))
}

/// Whether `others` fall into distinct groups of `f`, every required group filled.
fn fit_groups(f: &Form, instr: &Instruction, others: &[usize]) -> Result<(), Mismatch> {
    // Which modifier filled each group (the tables have at most `MAX_GROUPS` per form).
    let mut used = [None; MAX_GROUPS];
    for &k in others {
        let m = instr.modifiers[k].as_str();
        let Some(g) = f.groups.iter().position(|g| g.mods.contains(&m)) else {
            return Err(Mismatch::NotAllowed(k));
        };
        let Some(slot) = used.get_mut(g) else {
            return Err(Mismatch::NotAllowed(k));
        };
        if let Some(first) = *slot {
            return Err(Mismatch::Twice(first, k));
        }
        *slot = Some(k);
    }
    match f
        .groups
        .iter()
        .zip(&used)
        .find(|(g, u)| g.required && u.is_none())
    {
        Some((g, _)) => Err(Mismatch::Missing(g.mods)),
        None => Ok(()),
    }
}

/// The most modifier groups a form has (`ld`'s eleven, with room to spare).
pub(super) const MAX_GROUPS: usize = 16;

/// Every type the forms take in their first slot, in the PTX ISA's order (for messages).
pub(super) fn first_slot_types(forms: &[Form]) -> Vec<ScalarType> {
    use ScalarType::*;
    const ORDER: &[ScalarType] = &[
        B8, B16, B32, B64, B128, U8, U16, U32, U64, S8, S16, S32, S64, F16, F16x2, Bf16, Bf16x2,
        F32, F32x2, F64, Pred,
    ];
    ORDER
        .iter()
        .copied()
        .filter(|t| {
            forms
                .iter()
                .any(|f| f.types.first().is_some_and(|s| s.contains(t)))
        })
        .collect()
}
