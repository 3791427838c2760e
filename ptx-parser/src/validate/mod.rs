//! What ptxas refuses in a module that parses: the checks between the grammar and code
//! generation, each with the place it is about.
//!
//! ```text
//!  ast::Module ──► module: .version against .target, duplicate functions and variables,
//!                  the constant bank's size
//!              ──► per function: launch-bound directives, the kernel parameter space,
//!                  the names of each { } scope (names.rs)
//!              ──► per instruction: its names resolve; its types and modifiers are a form
//!                  of the instruction's table (arith, logic, data, sync, control) that
//!                  exists in the module's .version and .target; its register operands
//!                  have the types the form wants (types.rs); special registers only where
//!                  ptxas reads them
//! ```
//!
//! The tables cover the instructions compilers emit in bulk; an instruction outside them
//! (tensor cores, textures, bulk copies, …) is only checked for its names, for modifiers
//! that are malformed type names (`.s31`), and for the version and target it needs
//! (features.rs). Every check mirrors a ptxas 13.5 error, and `tests/strict_input.rs` runs
//! ptxas on the same input to show that it refuses it too; valid input is never refused
//! (the same test runs every file of the kernel suite and the development corpus).

mod arith;
mod control;
mod data;
mod features;
mod logic;
mod names;
mod sync;
mod table;
mod types;

// The validation looks a name up for every operand: a fast hash, not SipHash.
use rustc_hash::FxHashMap as HashMap;

use crate::ast::{
    AddressBase, Block, Function, FunctionKind, Instruction, Item, Linkage, Module, Operand,
    PerfKind, RegRef, ScalarType, Span, StateSpace, Statement, VarDecl,
};
use crate::error::{line_col, ParseError};
use names::{Decl, Scopes};
use table::{match_forms, split_modifiers, Arity, Form, Mismatch, Opnd, Since};
use types::Fit;

/// Checks `module` (parsed from `src`) as ptxas does before compiling it: the first error,
/// in source order.
pub fn validate(module: &Module, src: &str) -> Result<(), ParseError> {
    match validate_all(module, src).into_iter().next() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Every error [`validate`] finds, in source order (ptxas too reports them all).
pub fn validate_all(module: &Module, src: &str) -> Vec<ParseError> {
    let mut v = Validator {
        src,
        version: module.version().map(|v| (v.major, v.minor)),
        target: module.target().and_then(|t| t.sm()).and_then(sm_number),
        globals: HashMap::default(),
        scopes: Scopes::default(),
        referenced: Vec::new(),
        own_shared: 0,
        uses: HashMap::default(),
        errors: Vec::new(),
    };
    v.module(module);
    v.errors.sort_by_key(|e| e.span().start);
    v.errors
}

/// `sm_90a` → (90, Some('a')).
fn sm_number(sm: &str) -> Option<(u32, Option<char>)> {
    let rest = sm.strip_prefix("sm_")?;
    let (digits, suffix) = match rest.chars().last() {
        Some(c @ ('a' | 'f')) => (&rest[..rest.len() - 1], Some(c)),
        _ => (rest, None),
    };
    Some((digits.parse().ok()?, suffix))
}

/// What a module-scope name stands for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Global {
    /// A function with a body.
    Defined,
    /// A function declared only.
    Declared,
    /// A variable (`extern` or not).
    Variable { external: bool },
}

/// Kernel parameter space ptxas allows: 4352 bytes before PTX ISA 8.1, 32764 from it
/// ("Entry function 'k' uses too much parameter space (0x8000 bytes, 0x7ffc max)").
fn param_space_limit(version: (u32, u32)) -> u64 {
    if version >= (8, 1) {
        0x7ffc
    } else {
        0x1100
    }
}

/// Constant bank 3, which holds the module's `.const` data ("File uses too much global
/// constant data (0x10004 bytes, 0x10000 max)").
const CONST_BANK_BYTES: u64 = 0x10000;

/// Static shared memory an entry may declare (dynamic shared memory beyond it is requested
/// at launch).
const STATIC_SHARED_BYTES: u64 = 0xc000;

/// The directives whose arguments must be positive ("Positive non-zero value expected for
/// maxntid").
const POSITIVE_DIRECTIVES: &[PerfKind] = &[
    PerfKind::MaxNtid,
    PerfKind::ReqNtid,
    PerfKind::MinNctaPerSm,
    PerfKind::MaxNreg,
    PerfKind::MaxNctaPerSm,
    PerfKind::ReqNctaPerCluster,
    PerfKind::MaxClusterRank,
];

struct Validator<'a> {
    src: &'a str,
    /// `.version`, when present.
    version: Option<(u32, u32)>,
    /// The `.target`'s number and suffix, when it names one.
    target: Option<(u32, Option<char>)>,
    /// Module-scope functions and variables.
    globals: HashMap<&'a str, Global>,
    scopes: Scopes<'a>,
    /// The module-scope names the function being checked refers to.
    referenced: Vec<String>,
    /// The bytes of `.shared` variables the function being checked declares.
    own_shared: u64,
    /// Per function with a body: the module-scope names it refers to and the bytes of its
    /// own `.shared` variables.
    uses: HashMap<&'a str, (Vec<String>, u64)>,
    errors: Vec<ParseError>,
}

impl<'a> Validator<'a> {
    fn error(&mut self, message: impl Into<String>, span: Span, label: impl Into<String>) {
        self.errors.push(ParseError::new(message, span, label));
    }

    /// The span of the first `text` inside `within` (or `within` itself).
    fn find(&self, within: Span, text: &str) -> Span {
        let (start, end) = (
            within.start as usize,
            (within.end as usize).min(self.src.len()),
        );
        self.src
            .get(start..end)
            .and_then(|s| s.find(text))
            .map_or(within, |k| Span::new(start + k, start + k + text.len()))
    }

    fn module(&mut self, m: &'a Module) {
        self.version_supports_target(m);
        let mut const_bytes = 0u64;
        for item in &m.items {
            match item {
                Item::Function(f) => self.declare_function(f),
                Item::Variable(v) => {
                    self.declare_global_variable(v);
                    if v.space == StateSpace::Const && !v.linkage.contains(&Linkage::Extern) {
                        const_bytes = align_to(const_bytes, var_align(v)) + var_size(v);
                        if const_bytes > CONST_BANK_BYTES {
                            let at = self.find(v.span, &v.name);
                            self.error(
                                format!(
                                    "the module's `.const` data needs {const_bytes:#x} bytes, \
                                     more than constant bank 3 holds ({CONST_BANK_BYTES:#x})"
                                ),
                                at,
                                "this variable does not fit",
                            );
                            const_bytes = 0;
                        }
                    }
                }
                _ => {}
            }
        }
        for f in m.functions() {
            self.function(f);
        }
        self.static_shared(m);
    }

    /// An entry's static shared memory — its own `.shared` variables, those of the
    /// functions it calls and the module's it refers to — must fit 48 KiB (ptxas: "Entry
    /// function 'k' uses too much shared data (0xc004 bytes, 0xc000 max)"; a module
    /// variable no entry uses does not count).
    fn static_shared(&mut self, m: &'a Module) {
        let module_shared: Vec<&VarDecl> = m
            .variables()
            .filter(|v| v.space == StateSpace::Shared && !v.linkage.contains(&Linkage::Extern))
            .collect();
        for f in m.functions().filter(|f| f.kind == FunctionKind::Entry) {
            let mut reached = vec![f.name.as_str()];
            let mut names: Vec<&str> = Vec::new();
            let mut own = 0u64;
            let mut next = 0;
            while let Some(&g) = reached.get(next) {
                next += 1;
                let Some((refs, bytes)) = self.uses.get(g) else {
                    continue;
                };
                own = own.saturating_add(*bytes);
                for r in refs {
                    if matches!(self.globals.get(r.as_str()), Some(Global::Defined)) {
                        if !reached.contains(&r.as_str()) {
                            reached.push(r);
                        }
                    } else if !names.contains(&r.as_str()) {
                        names.push(r);
                    }
                }
            }
            let mut bytes = 0u64;
            for v in module_shared
                .iter()
                .filter(|v| names.contains(&v.name.as_str()))
            {
                bytes = align_to(bytes, var_align(v)).saturating_add(var_size(v));
            }
            let bytes = align_to(bytes, 4).saturating_add(own);
            if bytes > STATIC_SHARED_BYTES {
                self.error(
                    format!(
                        "entry function `{}` uses {bytes:#x} bytes of static shared memory, \
                         more than {STATIC_SHARED_BYTES:#x}",
                        f.name
                    ),
                    f.name_span,
                    "too much shared data",
                );
            }
        }
    }

    /// ptxas: "PTX .version 8.0 does not support .target sm_100".
    fn version_supports_target(&mut self, m: &Module) {
        let (Some((number, suffix)), Some(version), Some(t)) =
            (self.target, self.version, m.target())
        else {
            return;
        };
        let Some(needed) = features::min_version_for_target(number, suffix) else {
            return;
        };
        if version < needed {
            let sm = t.sm().unwrap_or_default().to_string();
            self.error(
                format!(
                    "PTX ISA {}.{} does not support `.target {sm}` (it needs `.version {}.{}` \
                     or later)",
                    version.0, version.1, needed.0, needed.1
                ),
                t.span,
                "target too new for this `.version`",
            );
        }
    }

    fn declare_function(&mut self, f: &'a Function) {
        let defined = f.body.is_some();
        match self.globals.get(f.name.as_str()).copied() {
            Some(Global::Defined) if defined => self.error(
                format!("duplicate definition of function `{}`", f.name),
                f.name_span,
                "defined a second time",
            ),
            Some(Global::Variable { .. }) => self.error(
                format!(
                    "`{}` is declared both as a variable and as a function",
                    f.name
                ),
                f.name_span,
                "inconsistent redefinition",
            ),
            Some(Global::Defined) => {}
            _ => {
                let g = if defined {
                    Global::Defined
                } else {
                    Global::Declared
                };
                self.globals.insert(&f.name, g);
            }
        }
    }

    fn declare_global_variable(&mut self, v: &'a VarDecl) {
        let external = v.linkage.contains(&Linkage::Extern);
        match self.globals.get(v.name.as_str()).copied() {
            Some(Global::Variable { external: earlier }) if !external && !earlier => {
                let at = self.find(v.span, &v.name);
                self.error(
                    format!("duplicate definition of variable `{}`", v.name),
                    at,
                    "defined a second time",
                );
            }
            Some(Global::Defined | Global::Declared) => {
                let at = self.find(v.span, &v.name);
                self.error(
                    format!(
                        "`{}` is declared both as a function and as a variable",
                        v.name
                    ),
                    at,
                    "inconsistent redefinition",
                );
            }
            Some(Global::Variable { .. }) if external => {}
            _ => {
                self.globals.insert(&v.name, Global::Variable { external });
            }
        }
    }

    fn function(&mut self, f: &'a Function) {
        self.launch_bounds(f);
        if f.kind == FunctionKind::Entry {
            self.parameter_space(f);
        }
        let Some(body) = &f.body else { return };
        self.scopes.push();
        for p in f.returns.iter().chain(&f.params) {
            if p.name.is_empty() {
                continue;
            }
            let decl = if p.space == StateSpace::Reg {
                Decl::Reg(p.ty, p.vector.unwrap_or(1))
            } else {
                Decl::Var
            };
            if let Err(earlier) = self.scopes.declare(&p.name, decl, p.span) {
                self.duplicate("parameter", &p.name, p.span, earlier);
            }
        }
        self.block(body);
        self.scopes.pop();
        let referenced = std::mem::take(&mut self.referenced);
        let own = std::mem::take(&mut self.own_shared);
        self.uses.insert(&f.name, (referenced, own));
    }

    /// Zero launch bounds and `.maxntid` with `.reqntid` are errors in ptxas.
    fn launch_bounds(&mut self, f: &Function) {
        for d in &f.directives {
            if POSITIVE_DIRECTIVES.contains(&d.kind) && d.args.contains(&0) {
                self.error(
                    format!("`.{}` needs positive values", d.name),
                    d.span,
                    "zero here",
                );
            }
        }
        if let (Some(_), Some(req)) = (
            f.directive(PerfKind::MaxNtid),
            f.directive(PerfKind::ReqNtid),
        ) {
            self.error(
                "`.maxntid` and `.reqntid` cannot both be specified",
                req.span,
                "conflicts with `.maxntid`",
            );
        }
    }

    /// The kernel's parameters, laid out with their alignment, must fit the parameter space.
    fn parameter_space(&mut self, f: &Function) {
        let Some(version) = self.version else { return };
        let mut bytes = 0u64;
        for p in &f.params {
            let elem = u64::from(p.ty.bits().div_ceil(8)) * u64::from(p.vector.unwrap_or(1));
            let align = p.align.map_or(elem, u64::from).max(1);
            bytes = align_to(bytes, align).saturating_add(p.size_bytes().unwrap_or(0));
        }
        let limit = param_space_limit(version);
        if bytes > limit {
            self.error(
                format!(
                    "entry function `{}` needs {bytes:#x} bytes of parameters, more than the \
                     {limit:#x} PTX ISA {}.{} allows",
                    f.name, version.0, version.1
                ),
                f.name_span,
                "too much parameter space",
            );
        }
    }

    /// `name` (a `what`) declared again in one scope.
    fn duplicate(&mut self, what: &str, name: &str, span: Span, earlier: Span) {
        let (line, col) = line_col(self.src, earlier.start as usize);
        self.error(
            format!("duplicate definition of {what} `{name}`"),
            span,
            format!("already declared at {line}:{col}"),
        );
    }

    /// A `{ }` scope: its declarations and labels first, then its statements.
    fn block(&mut self, b: &'a Block) {
        self.scopes.push();
        for st in &b.statements {
            self.declare_statement(st);
        }
        for st in &b.statements {
            match st {
                Statement::Instruction(i) => self.instruction(i),
                Statement::Block(inner) => self.block(inner),
                Statement::BranchTargets(t) => {
                    for target in &t.targets {
                        if self.scopes.lookup(target) != Some(Decl::Label) {
                            let at = self.find(t.span, target);
                            self.error(
                                format!("undefined label `{target}`"),
                                at,
                                "no label of this name is visible here",
                            );
                        }
                    }
                }
                _ => {}
            }
        }
        self.scopes.pop();
    }

    fn declare_statement(&mut self, st: &'a Statement) {
        match st {
            Statement::Reg(r) => {
                if r.ty == ScalarType::B128 {
                    let at = self.find(r.span, ".b128");
                    self.require(
                        "`.reg .b128`",
                        Since {
                            ptx: (8, 3),
                            sm: 70,
                        },
                        at,
                    );
                }
                if !types::declarable(r.ty) {
                    let at = self.find(r.span, &r.ty.to_string());
                    self.error(
                        format!("`{}` is not a register type", r.ty),
                        at,
                        "declare `.bf16` values as `.b16` (`.bf16x2` as `.b32`)",
                    );
                }
                let vector = r.vector.unwrap_or(1);
                for n in &r.names {
                    let at = self.find(r.span, &n.name);
                    let clash = match n.range {
                        Some(count) => self.scopes.declare_range(&n.name, count, r.ty, vector, at),
                        None => self.scopes.declare(&n.name, Decl::Reg(r.ty, vector), at),
                    };
                    if let Err(earlier) = clash {
                        self.duplicate("register", &n.name, at, earlier);
                    }
                }
            }
            Statement::Variable(v) => {
                if v.space == StateSpace::Shared {
                    self.own_shared =
                        align_to(self.own_shared, var_align(v)).saturating_add(var_size(v));
                }
                let at = self.find(v.span, &v.name);
                if let Err(earlier) = self.scopes.declare(&v.name, Decl::Var, at) {
                    self.duplicate("variable", &v.name, at, earlier);
                }
            }
            Statement::Label(name, span) => {
                if let Err(earlier) = self.scopes.declare(name, Decl::Label, *span) {
                    self.duplicate("label", name, *span, earlier);
                }
            }
            Statement::CallPrototype(p) => {
                let at = self.find(p.span, &p.name);
                if let Err(earlier) = self.scopes.declare(&p.name, Decl::Var, at) {
                    self.duplicate("prototype", &p.name, at, earlier);
                }
            }
            Statement::BranchTargets(t) => {
                let at = self.find(t.span, &t.name);
                if let Err(earlier) = self.scopes.declare(&t.name, Decl::Var, at) {
                    self.duplicate("branch table", &t.name, at, earlier);
                }
            }
            _ => {}
        }
    }

    /// The instruction's name with its modifiers, e.g. `add.s32`.
    fn full_name(i: &Instruction) -> String {
        let mut s = i.opcode.to_string();
        for m in &i.modifiers {
            s.push('.');
            s.push_str(m);
        }
        s
    }

    /// Where the opcode and its modifiers are written.
    fn head_span(&self, i: &Instruction) -> Span {
        let from = i.guard.as_ref().map_or(i.span.start, |g| g.span.end);
        let within = Span {
            start: from,
            end: i.span.end,
        };
        self.find(within, &Self::full_name(i))
    }

    /// Where modifier `k` of `i` is written.
    fn modifier_span(&self, i: &Instruction, k: usize) -> Span {
        let head = self.head_span(i);
        let before: usize =
            i.opcode.len() + i.modifiers[..k].iter().map(|m| m.len() + 1).sum::<usize>();
        // Within the head, should the text differ from the parsed modifiers.
        let end = head.end as usize;
        let start = (head.start as usize + before).min(end);
        Span::new(start, (start + i.modifiers[k].len() + 1).min(end))
    }

    fn instruction(&mut self, i: &'a Instruction) {
        self.guard(i);
        for op in &i.operands {
            self.names_in(i, op);
        }
        let opcode = i.opcode.as_str();
        let first = i.modifiers.first().map(|m| m.as_str());
        let entry = arith::entry(opcode)
            .or_else(|| logic::entry(opcode))
            .or_else(|| data::entry(opcode, i))
            .or_else(|| sync::entry(opcode, first))
            .or_else(|| control::entry(opcode));
        let Some(entry) = entry else {
            self.unchecked_instruction(i);
            return;
        };
        let (types, others) = split_modifiers(i);
        match match_forms(&entry, i, &types, &others) {
            Ok(form) => {
                self.since(i, form.since);
                self.arch_specific(i);
                self.rules(i, form);
                self.arity(i, form);
                self.operand_types(i, form, &types);
            }
            Err(m) => self.mismatch(i, m, &types, entry.forms),
        }
    }

    fn mismatch(&mut self, i: &Instruction, m: Mismatch, types: &[ScalarType], forms: &[Form]) {
        let full = Self::full_name(i);
        let op = i.opcode.as_str();
        let mods = |ms: &[&str]| {
            ms.iter()
                .map(|m| format!("`.{m}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match m {
            Mismatch::Unknown(k) => {
                let at = self.modifier_span(i, k);
                self.error(
                    format!("unknown modifier `.{}` for `{op}`", i.modifiers[k]),
                    at,
                    "not a modifier of this instruction",
                );
            }
            Mismatch::NotAllowed(k) => {
                let at = self.modifier_span(i, k);
                self.error(
                    format!("modifier `.{}` is not allowed on `{full}`", i.modifiers[k]),
                    at,
                    "not with this type and these modifiers",
                );
            }
            Mismatch::Twice(a, b) => {
                let at = self.modifier_span(i, b);
                self.error(
                    format!(
                        "modifiers `.{}` and `.{}` of `{full}` exclude each other",
                        i.modifiers[a], i.modifiers[b]
                    ),
                    at,
                    "only one of these",
                );
            }
            Mismatch::Missing(group) => {
                let at = self.head_span(i);
                self.error(
                    format!("`{full}` needs one of {}", mods(group)),
                    at,
                    "modifier missing",
                );
            }
            Mismatch::Types => {
                let at = self.head_span(i);
                let allowed = table::first_slot_types(forms)
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                let message = match types {
                    [] => format!("`{full}` needs an instruction type ({allowed})"),
                    _ => format!(
                        "`{op}` does not take the type{} `{}` (it takes {allowed})",
                        if types.len() > 1 { "s" } else { "" },
                        types.iter().map(|t| t.to_string()).collect::<String>()
                    ),
                };
                self.error(message, at, "unexpected instruction type");
            }
        }
    }

    /// The form's constraints between modifiers.
    fn rules(&mut self, i: &Instruction, form: &Form) {
        let has = |m: &str| i.modifiers.iter().any(|x| x == m);
        for rule in form.rules {
            let Some(k) = i
                .modifiers
                .iter()
                .position(|m| rule.when.contains(&m.as_str()))
            else {
                continue;
            };
            if rule.before != (0, 0) && self.version.is_some_and(|v| v >= rule.before) {
                continue;
            }
            let m = &i.modifiers[k];
            if let Some((why, label)) = self.lacks(rule.since) {
                let at = self.modifier_span(i, k);
                self.error(format!("`.{m}` on `{}` {why}", i.opcode), at, label);
            }
            let at = || self.modifier_span(i, k);
            if rule.leading && k != 0 {
                let at = at();
                self.error(
                    format!("`.{m}` must come right after `{}`", i.opcode),
                    at,
                    "out of place",
                );
            } else if !rule.needs.is_empty() && !rule.needs.iter().any(|n| has(n)) {
                let list = rule
                    .needs
                    .iter()
                    .map(|n| format!("`.{n}`"))
                    .collect::<Vec<_>>();
                let at = at();
                self.error(
                    format!("`.{m}` on `{}` needs one of {}", i.opcode, list.join(", ")),
                    at,
                    "missing its companion",
                );
            } else if let Some(x) = rule.excludes.iter().find(|x| has(x)) {
                let at = at();
                self.error(
                    format!("`.{m}` and `.{x}` cannot be combined on `{}`", i.opcode),
                    at,
                    "not together",
                );
            }
        }
    }

    /// The number of operands the form takes.
    fn arity(&mut self, i: &Instruction, form: &Form) {
        let Arity::PlusOneWith(base, with) = form.arity else {
            return;
        };
        let expected = base + usize::from(i.modifiers.iter().any(|m| with.contains(&m.as_str())));
        if i.operands.len() != expected {
            let at = self.head_span(i);
            self.error(
                format!(
                    "`{}` takes {expected} operands, found {}",
                    Self::full_name(i),
                    i.operands.len()
                ),
                at,
                "wrong number of operands",
            );
        }
    }

    /// An instruction outside the tables: malformed type names and its version and target.
    fn unchecked_instruction(&mut self, i: &Instruction) {
        for (k, m) in i.modifiers.iter().enumerate() {
            if malformed_type_name(m) {
                let at = self.modifier_span(i, k);
                self.error(
                    format!("unknown modifier `.{m}` for `{}`", i.opcode),
                    at,
                    "not a PTX type",
                );
            }
        }
        self.since(i, features::instruction_since(i));
        self.arch_specific(i);
    }

    /// An instruction of the architecture-specific feature set needs a target that has it.
    fn arch_specific(&mut self, i: &Instruction) {
        let (Some(needed), Some((number, suffix))) = (features::arch_specific(i), self.target)
        else {
            return;
        };
        if !needed.accepts(number, suffix) {
            let at = self.head_span(i);
            self.error(
                format!(
                    "`{}` needs an architecture-specific target ({})",
                    Self::full_name(i),
                    needed.describe()
                ),
                at,
                "not on this target",
            );
        }
    }

    /// The module's `.version` and `.target` must have what `i` uses.
    fn since(&mut self, i: &Instruction, since: Since) {
        if let Some((why, label)) = self.lacks(since) {
            let at = self.head_span(i);
            self.error(format!("`{}` {why}", Self::full_name(i)), at, label);
        }
    }

    /// `what` (e.g. a special register) needs `since`.
    fn require(&mut self, what: &str, since: Since, at: Span) {
        if let Some((why, label)) = self.lacks(since) {
            self.error(format!("{what} {why}"), at, label);
        }
    }

    /// What the module's `.version` or `.target` lacks of `since`, as the end of a message
    /// and a label; `None` when it has it (checked for every instruction: nothing is
    /// formatted then).
    fn lacks(&self, since: Since) -> Option<(String, &'static str)> {
        if let Some(version) = self.version.filter(|&v| v < since.ptx) {
            return Some((
                format!(
                    "requires PTX ISA {}.{} or later (`.version {}.{}` here)",
                    since.ptx.0, since.ptx.1, version.0, version.1
                ),
                "too new for this `.version`",
            ));
        }
        let (sm, _) = self.target.filter(|&(sm, _)| sm < since.sm)?;
        Some((
            format!(
                "requires `.target sm_{}` or higher (`.target sm_{sm}` here)",
                since.sm
            ),
            "not on this target",
        ))
    }

    fn guard(&mut self, i: &Instruction) {
        let Some(g) = &i.guard else { return };
        match self.scopes.lookup(&g.reg) {
            Some(Decl::Reg(ScalarType::Pred, _)) => {}
            Some(Decl::Reg(ty, _)) => self.error(
                format!("guard `{}` is a `{ty}` register, not a predicate", g.reg),
                g.span,
                "not a predicate",
            ),
            _ => self.error(
                format!("predicate `{}` is not declared", g.reg),
                g.span,
                "undeclared",
            ),
        }
    }

    /// Every register and symbol `op` names must be declared, and special registers only
    /// read where ptxas reads them.
    fn names_in(&mut self, i: &Instruction, op: &Operand) {
        match op {
            Operand::Reg(r) => self.register(i, r),
            Operand::Symbol { name, span, .. } => self.symbol(i, name, *span),
            Operand::Address(a) => match &a.base {
                Some(AddressBase::Reg(r)) => self.register(i, r),
                Some(AddressBase::Symbol(name)) => {
                    let at = self.find(a.span, name);
                    self.symbol(i, name, at);
                }
                None => {}
            },
            Operand::Bracket(v, _) | Operand::Vector(v, _) | Operand::List(v, _) => {
                for o in v {
                    self.names_in(i, o);
                }
            }
            Operand::Not(inner, _) | Operand::Neg(inner, _) => self.names_in(i, inner),
            Operand::Pair(a, b, _) => {
                self.names_in(i, a);
                self.names_in(i, b);
            }
            Operand::Imm(..) | Operand::Sink(_) => {}
        }
    }

    /// A register operand must be declared, or a special register read where ptxas reads
    /// one, in a `.version` and on a target that have it.
    fn register(&mut self, i: &Instruction, r: &RegRef) {
        if let Some(decl) = self.scopes.lookup(&r.name) {
            if let (Decl::Reg(_, 1), Some(c)) = (decl, r.component) {
                // ptxas 13.5: "Unknown video selector: '.x'".
                self.error(
                    format!(
                        "`{}` is not a vector register: it has no element `.{c}`",
                        r.name
                    ),
                    r.span,
                    "a scalar register",
                );
            }
            return;
        }
        match features::special_register(&r.name) {
            Some(since) => {
                if !special_registers_allowed(i) {
                    self.error(
                        format!(
                            "special register `{}` cannot be an operand of `{}`",
                            r.name,
                            Self::full_name(i)
                        ),
                        r.span,
                        "read it with `mov` first",
                    );
                }
                if let Some((why, label)) = self.lacks(since) {
                    self.error(format!("`{}` {why}", r.name), r.span, label);
                }
            }
            None => self.error(
                format!("register `{}` is not declared", r.name),
                r.span,
                "undeclared",
            ),
        }
    }

    fn symbol(&mut self, i: &Instruction, name: &str, span: Span) {
        if self.scopes.lookup(name).is_some() || name == "WARP_SZ" {
            return;
        }
        if self.globals.contains_key(name) {
            if !self.referenced.iter().any(|r| r == name) {
                self.referenced.push(name.to_string());
            }
            return;
        }
        let message = match i.opcode.as_str() {
            "bra" | "brx" => format!("undefined label `{name}`"),
            "call" => format!("call to undefined function `{name}` (no `.func` declares it)"),
            _ => format!("unknown symbol `{name}`"),
        };
        self.error(message, span, "not declared where it is used");
    }

    /// The register operands of `i` must have the types `form` gives them.
    fn operand_types(&mut self, i: &Instruction, form: &Form, types: &[ScalarType]) {
        let slot = |k: usize| types.get(k).copied();
        for (op, want) in i.operands.iter().zip(form.operands) {
            // The type wanted, how the register may differ, and whether the type is the
            // instruction's.
            let expect = match want {
                Opnd::Ty | Opnd::TyOrPairPred => slot(0).map(|t| (t, Fit::Same, true)),
                Opnd::Ty1 => slot(1).map(|t| (t, Fit::Same, true)),
                Opnd::Wide => slot(0).and_then(wide).map(|t| (t, Fit::Same, true)),
                Opnd::Relaxed => slot(0).map(|t| (t, Fit::Wider, true)),
                Opnd::Relaxed1 => slot(1).map(|t| (t, Fit::Wider, true)),
                Opnd::Relaxed2 => slot(2).map(|t| (t, Fit::Wider, true)),
                // Typed like the instruction's own operands: ptxas 13.5 takes a `.f16x2`
                // register for it.
                Opnd::AtLeastU32 => Some((ScalarType::U32, Fit::Wider, true)),
                Opnd::Pred => Some((ScalarType::Pred, Fit::Same, false)),
                Opnd::U32Reg => Some((ScalarType::U32, Fit::Same, false)),
                Opnd::Any => None,
            };
            let Some((ty, fit, own)) = expect else {
                continue;
            };
            if let Some(n) = self.whole_vector(op) {
                self.vector_register(i, op, n, *want, ty, own);
                continue;
            }
            match (op, want) {
                (Operand::Pair(a, b, _), Opnd::TyOrPairPred) => {
                    self.operand_type(i, a, ty, fit, own);
                    self.operand_type(i, b, ScalarType::Pred, Fit::Same, false);
                }
                (Operand::Pair(a, b, _), Opnd::Pred) => {
                    self.operand_type(i, a, ty, fit, own);
                    self.operand_type(i, b, ty, fit, own);
                }
                (Operand::Vector(v, _), Opnd::Relaxed | Opnd::Relaxed1) => {
                    for e in v {
                        self.operand_type(i, e, ty, Fit::Element, own);
                    }
                    self.vector_width(i, op, v.len());
                }
                (_, Opnd::Relaxed) => {
                    self.vector_width(i, op, 1);
                    self.operand_type(i, op, ty, fit, own);
                }
                // `mov.v2.f32 {%f1, %f2}, {%r1, %r2}`: elements as those of `ld`/`st` (ptxas
                // 13.5 takes `.u32` registers for `.f32` elements, not the reverse).
                (Operand::Vector(v, _), Opnd::Ty) if i.vector().is_some() => {
                    let fit = if i.opcode == "mov" {
                        Fit::Element
                    } else {
                        Fit::ExactElement
                    };
                    for e in v {
                        self.operand_type(i, e, ty, fit, own);
                    }
                    self.vector_width(i, op, v.len());
                }
                // A scalar where a vector atomic takes a `{..}` list (ptxas 13.5: "Arguments
                // mismatch for instruction 'atom'").
                (_, Opnd::Ty)
                    if i.vector().is_some() && matches!(i.opcode.as_str(), "atom" | "red") =>
                {
                    self.vector_width(i, op, 1);
                    self.operand_type(i, op, ty, fit, own);
                }
                _ => self.operand_type(i, op, ty, fit, own),
            }
        }
    }

    /// The width of the vector register `op` names whole (`v` of `.reg .v2 .f32 v`, not
    /// `v.x`).
    fn whole_vector(&self, op: &Operand) -> Option<u32> {
        let Operand::Reg(r) = op else { return None };
        match self.scopes.lookup(&r.name) {
            Some(Decl::Reg(_, n)) if n > 1 && r.component.is_none() => Some(n),
            _ => None,
        }
    }

    /// A vector register named whole (of `n` elements) stands for the `{..}` list of its
    /// elements: as the data of a `.v2`/`.v4` `ld`, `st` or `mov`, checked element by
    /// element, or as what a plain `mov` packs or unpacks through a bit-size type of its
    /// size (ptxas 13.5 takes `mov.b64 %rd1, v` for a `.v2 .f32 v`, not `mov.u64` nor
    /// `mov.b32`). Anywhere else ptxas refuses it ("Vector operand is not allowed for
    /// instruction 'max'", "Argument vector size mismatch for instruction 'st'").
    fn vector_register(
        &mut self,
        i: &Instruction,
        op: &Operand,
        n: u32,
        want: Opnd,
        ty: ScalarType,
        own: bool,
    ) {
        let Operand::Reg(r) = op else { return };
        let Some(Decl::Reg(element, _)) = self.scopes.lookup(&r.name) else {
            return;
        };
        let listed = i.vector().is_some()
            && (matches!(want, Opnd::Relaxed | Opnd::Relaxed1)
                || (want == Opnd::Ty && i.opcode == "mov"));
        if listed {
            self.vector_width(i, op, n as usize);
            return self.operand_type(i, op, ty, Fit::Element, own);
        }
        let bit_size = matches!(
            ty,
            ScalarType::B16 | ScalarType::B32 | ScalarType::B64 | ScalarType::B128
        );
        let packs = i.opcode == "mov"
            && i.vector().is_none()
            && bit_size
            && ty.bits() == element.bits() * n;
        if !packs {
            self.error(
                format!(
                    "vector register `{}` ({n} elements) cannot be an operand of `{}`",
                    r.name,
                    Self::full_name(i)
                ),
                r.span,
                "name one element (`.x`, `.y`, ...) or use a matching vector access",
            );
        }
    }

    /// A `.v2`/`.v4`/`.v8` access moves a `{..}` vector of that many registers.
    fn vector_width(&mut self, i: &Instruction, op: &Operand, found: usize) {
        let Some(n) = i.vector() else { return };
        if found != n as usize {
            self.error(
                format!(
                    "`{}` moves a vector of {n} registers, found {}",
                    Self::full_name(i),
                    if found == 1 {
                        "a single operand".to_string()
                    } else {
                        format!("{found}")
                    }
                ),
                op.span(),
                format!("expected `{{..}}` with {n} elements"),
            );
        }
    }

    fn operand_type(&mut self, i: &Instruction, op: &Operand, ty: ScalarType, fit: Fit, own: bool) {
        let r = match op {
            Operand::Reg(r) => r,
            Operand::Not(inner, _) | Operand::Neg(inner, _) => {
                return self.operand_type(i, inner, ty, fit, own)
            }
            _ => return,
        };
        let Some(Decl::Reg(declared, vector)) = self.scopes.lookup(&r.name) else {
            return;
        };
        // A component (`v.x`) is a scalar of the element type; a whole vector is checked
        // element by element where a `{..}` list may stand ([`Self::vector_register`]), and
        // not here otherwise (an element of a `{..}` list or a `|` pair).
        let whole_vector = vector > 1 && r.component.is_none();
        let element = matches!(fit, Fit::Element | Fit::ExactElement);
        if (whole_vector && !element) || types::fits(ty, declared, fit, own) {
            return;
        }
        let wanted = if ty == ScalarType::Pred {
            "a predicate".to_string()
        } else if !matches!(fit, Fit::Same | Fit::ExactElement) {
            format!("`{ty}` operands or wider")
        } else {
            format!("`{ty}` operands")
        };
        self.error(
            format!(
                "operand `{}` is a `{declared}` register, but `{}` needs {wanted} (arguments \
                 mismatch)",
                r.name,
                Self::full_name(i)
            ),
            r.span,
            "wrong register type",
        );
    }
}

/// Whether ptxas lets `i` read special registers: `mov`, and `cvt` between integers
/// ("Special register argument not allowed for instruction 'add'").
fn special_registers_allowed(i: &Instruction) -> bool {
    match i.opcode.as_str() {
        "mov" => true,
        "cvt" => i.types().iter().all(|t| !t.is_float()),
        _ => false,
    }
}

/// The type twice as wide (`mul.wide.s32` writes an `.s64`).
fn wide(t: ScalarType) -> Option<ScalarType> {
    use ScalarType::*;
    Some(match t {
        U16 => U32,
        S16 => S32,
        U32 => U64,
        S32 => S64,
        _ => return None,
    })
}

/// A modifier spelled like a type that is none: a letter of `b`, `s`, `u`, `f` and a width
/// PTX has no such type of (`.s31`, `.f33`).
fn malformed_type_name(m: &str) -> bool {
    let mut chars = m.chars();
    let Some('b' | 's' | 'u' | 'f') = chars.next() else {
        return false;
    };
    let digits = chars.as_str();
    !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && !matches!(
            digits,
            "1" | "2" | "4" | "6" | "8" | "16" | "32" | "64" | "128"
        )
}

fn align_to(offset: u64, align: u64) -> u64 {
    offset.div_ceil(align.max(1)).saturating_mul(align.max(1))
}

fn var_size(v: &VarDecl) -> u64 {
    v.size_bytes().unwrap_or(0)
}

fn var_align(v: &VarDecl) -> u64 {
    v.align.map_or_else(
        || u64::from(v.ty.bits().div_ceil(8)) * u64::from(v.vector.unwrap_or(1)),
        u64::from,
    )
}

#[cfg(test)]
mod tests;
