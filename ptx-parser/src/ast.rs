//! The typed PTX syntax tree.
//!
//! The tree keeps the module in source order (so the printer can reproduce it) and records a
//! byte [`Span`] on every node a diagnostic may need to point at. Instructions are kept
//! generic — opcode, dotted modifiers, operands — so that an instruction the PTX ISA adds
//! tomorrow still parses; [`crate::opcodes`] classifies them for the consumers that care.
//!
//! Equality (`PartialEq`) ignores spans, so `parse(print(parse(x))) == parse(x)` can be
//! asserted directly.

use std::fmt;

/// The small-string type of names, opcodes and modifiers: strings of up to 24 bytes are
/// stored inline, so building the tree allocates nothing for them. It dereferences to `str`.
pub use compact_str::CompactString;

/// A half-open byte range `[start, end)` into the parsed source text.
#[derive(Clone, Copy, Debug, Default, Eq)]
pub struct Span {
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span covering `start..end`.
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }
    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// Spans never take part in equality: two trees are equal when they say the same thing.
impl PartialEq for Span {
    fn eq(&self, _other: &Span) -> bool {
        true
    }
}

/// Hashing agrees with equality: spans hash to nothing, so trees that compare equal hash
/// equally.
impl std::hash::Hash for Span {
    fn hash<H: std::hash::Hasher>(&self, _state: &mut H) {}
}

/// A whole `.ptx` file.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    /// Every top-level item in source order.
    pub items: Vec<Item>,
}

impl Module {
    /// The `.version` directive, if present.
    pub fn version(&self) -> Option<Version> {
        self.items.iter().find_map(|i| match i {
            Item::Version(v) => Some(*v),
            _ => None,
        })
    }
    /// The `.target` directive, if present.
    pub fn target(&self) -> Option<&Target> {
        self.items.iter().find_map(|i| match i {
            Item::Target(t) => Some(t),
            _ => None,
        })
    }
    /// The `.address_size`, 64 when absent (what every modern producer emits).
    pub fn address_size(&self) -> u32 {
        self.items
            .iter()
            .find_map(|i| match i {
                Item::AddressSize(n, _) => Some(*n),
                _ => None,
            })
            .unwrap_or(64)
    }
    /// All function definitions and declarations, in source order.
    pub fn functions(&self) -> impl Iterator<Item = &Function> {
        self.items.iter().filter_map(|i| match i {
            Item::Function(f) => Some(f),
            _ => None,
        })
    }
    /// All module-scope variables, in source order.
    pub fn variables(&self) -> impl Iterator<Item = &VarDecl> {
        self.items.iter().filter_map(|i| match i {
            Item::Variable(v) => Some(v),
            _ => None,
        })
    }
}

/// A module-level item.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// `.version 8.8`
    Version(Version),
    /// `.target sm_80, texmode_independent`
    Target(Target),
    /// `.address_size 64`
    AddressSize(u32, Span),
    /// `.file 1 "a.cu", 1700000000, 1234` — index, path and the optional timestamp/size.
    File(FileDirective),
    /// `.section .debug_str { ... }` — kept verbatim (its body is only re-printed).
    Section(Section),
    /// `.pragma "nounroll";`
    Pragma(String, Span),
    /// A module-scope variable (`.global`, `.shared`, `.const`, `.local`, ...).
    Variable(VarDecl),
    /// A `.entry` or `.func`, defined or only declared.
    Function(Function),
    /// `.alias a, b;`
    Alias {
        /// The new name.
        alias: String,
        /// The existing function it stands for.
        aliasee: String,
        /// Where.
        span: Span,
    },
}

/// `.version MAJOR.MINOR`
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Version {
    /// Major ISA version.
    pub major: u32,
    /// Minor ISA version.
    pub minor: u32,
    /// Where.
    pub span: Span,
}

/// `.target` and its comma-separated entries, e.g. `sm_90a`, `texmode_independent`, `debug`.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// Entries in source order.
    pub entries: Vec<String>,
    /// Where.
    pub span: Span,
}

impl Target {
    /// The `sm_XX[a|f]` entry, if any.
    pub fn sm(&self) -> Option<&str> {
        self.entries
            .iter()
            .map(String::as_str)
            .find(|e| e.starts_with("sm_"))
    }
}

/// `.file N "path" [, timestamp, size]`
#[derive(Clone, Debug, PartialEq)]
pub struct FileDirective {
    /// The file index `.loc` refers to.
    pub index: u32,
    /// The path, unescaped.
    pub path: String,
    /// Optional timestamp and size.
    pub extra: Vec<u64>,
    /// Where.
    pub span: Span,
}

/// `.section NAME { ... }` kept as raw text between the braces.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// Section name including its leading dot, e.g. `.debug_str`.
    pub name: String,
    /// The text between the braces, verbatim.
    pub body: String,
    /// Where.
    pub span: Span,
}

/// Linkage and visibility attributes written before a declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Linkage {
    /// `.visible`
    Visible,
    /// `.extern`
    Extern,
    /// `.weak`
    Weak,
    /// `.common`
    Common,
}

/// PTX state spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StateSpace {
    /// `.reg`
    Reg,
    /// `.sreg`
    Sreg,
    /// `.const`
    Const,
    /// `.global`
    Global,
    /// `.local`
    Local,
    /// `.param`
    Param,
    /// `.shared`
    Shared,
    /// `.tex`
    Tex,
}

/// PTX fundamental types (`.b32`, `.f16x2`, `.pred`, ...), plus the opaque ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    /// `.b8`
    B8,
    /// `.b16`
    B16,
    /// `.b32`
    B32,
    /// `.b64`
    B64,
    /// `.b128`
    B128,
    /// `.u8`
    U8,
    /// `.u16`
    U16,
    /// `.u32`
    U32,
    /// `.u64`
    U64,
    /// `.s8`
    S8,
    /// `.s16`
    S16,
    /// `.s32`
    S32,
    /// `.s64`
    S64,
    /// `.f16`
    F16,
    /// `.f16x2`
    F16x2,
    /// `.bf16`
    Bf16,
    /// `.bf16x2`
    Bf16x2,
    /// `.f32`
    F32,
    /// `.f32x2` (two `.f32` in a `.b64` register: packed arithmetic, sm_100)
    F32x2,
    /// `.f64`
    F64,
    /// `.pred`
    Pred,
    /// `.texref`
    TexRef,
    /// `.samplerref`
    SamplerRef,
    /// `.surfref`
    SurfRef,
}

impl ScalarType {
    /// Size in bits (1 for predicates, 64 for opaque handles).
    pub fn bits(self) -> u32 {
        use ScalarType::*;
        match self {
            Pred => 1,
            B8 | U8 | S8 => 8,
            B16 | U16 | S16 | F16 | Bf16 => 16,
            B32 | U32 | S32 | F32 | F16x2 | Bf16x2 => 32,
            B64 | U64 | S64 | F64 | F32x2 | TexRef | SamplerRef | SurfRef => 64,
            B128 => 128,
        }
    }
    /// Whether the type is floating point (the half-precision pairs included).
    pub fn is_float(self) -> bool {
        use ScalarType::*;
        matches!(self, F16 | F16x2 | Bf16 | Bf16x2 | F32 | F32x2 | F64)
    }
    /// The PTX spelling without the dot, e.g. `"b32"`.
    pub fn name(self) -> &'static str {
        use ScalarType::*;
        match self {
            B8 => "b8",
            B16 => "b16",
            B32 => "b32",
            B64 => "b64",
            B128 => "b128",
            U8 => "u8",
            U16 => "u16",
            U32 => "u32",
            U64 => "u64",
            S8 => "s8",
            S16 => "s16",
            S32 => "s32",
            S64 => "s64",
            F16 => "f16",
            F16x2 => "f16x2",
            Bf16 => "bf16",
            Bf16x2 => "bf16x2",
            F32 => "f32",
            F32x2 => "f32x2",
            F64 => "f64",
            Pred => "pred",
            TexRef => "texref",
            SamplerRef => "samplerref",
            SurfRef => "surfref",
        }
    }
    /// Parses a spelling without the dot.
    pub fn from_name(s: &str) -> Option<ScalarType> {
        use ScalarType::*;
        // Byte patterns, not string literals: every instruction's modifiers are looked up
        // here, and a string match compares the name with each same-length type in turn.
        Some(match s.as_bytes() {
            [b'b', b'8'] => B8,
            [b'b', b'1', b'6'] => B16,
            [b'b', b'3', b'2'] => B32,
            [b'b', b'6', b'4'] => B64,
            [b'b', b'1', b'2', b'8'] => B128,
            [b'u', b'8'] => U8,
            [b'u', b'1', b'6'] => U16,
            [b'u', b'3', b'2'] => U32,
            [b'u', b'6', b'4'] => U64,
            [b's', b'8'] => S8,
            [b's', b'1', b'6'] => S16,
            [b's', b'3', b'2'] => S32,
            [b's', b'6', b'4'] => S64,
            [b'f', b'1', b'6'] => F16,
            [b'f', b'1', b'6', b'x', b'2'] => F16x2,
            [b'b', b'f', b'1', b'6'] => Bf16,
            [b'b', b'f', b'1', b'6', b'x', b'2'] => Bf16x2,
            [b'f', b'3', b'2'] => F32,
            [b'f', b'3', b'2', b'x', b'2'] => F32x2,
            [b'f', b'6', b'4'] => F64,
            [b'p', b'r', b'e', b'd'] => Pred,
            [b't', b'e', b'x', b'r', b'e', b'f'] => TexRef,
            [b's', b'a', b'm', b'p', b'l', b'e', b'r', b'r', b'e', b'f'] => SamplerRef,
            [b's', b'u', b'r', b'f', b'r', b'e', b'f'] => SurfRef,
            _ => return None,
        })
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ".{}", self.name())
    }
}

/// A variable declaration, at module scope or inside a function body
/// (`.global .align 4 .b8 g[16] = {...};`, `.local .align 8 .b8 __local_depot0[32];`,
/// `.shared .f32 tile[256];`, `.param .b32 p;` in a call block).
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    /// `.visible`, `.extern`, `.weak`, `.common`.
    pub linkage: Vec<Linkage>,
    /// Where the variable lives.
    pub space: StateSpace,
    /// `.align N`.
    pub align: Option<u32>,
    /// `.v2`/`.v4`/`.v8` element vector width.
    pub vector: Option<u32>,
    /// Element type.
    pub ty: ScalarType,
    /// Name.
    pub name: String,
    /// Array dimensions; `None` for an unsized dimension (`[]`).
    pub dims: Vec<Option<u64>>,
    /// `= ...` initializer.
    pub init: Option<Initializer>,
    /// Other attributes written among the modifiers (e.g. `.attribute(.managed)`), verbatim.
    pub attributes: Vec<String>,
    /// Where.
    pub span: Span,
}

impl VarDecl {
    /// Total size in bytes when every dimension is known.
    pub fn size_bytes(&self) -> Option<u64> {
        let elem = (self.ty.bits() as u64).div_ceil(8) * self.vector.unwrap_or(1) as u64;
        // Saturates: absurd declared sizes must not overflow.
        self.dims
            .iter()
            .try_fold(elem, |acc, d| d.map(|d| acc.saturating_mul(d)))
    }
}

/// A variable initializer.
#[derive(Clone, Debug, PartialEq)]
pub enum Initializer {
    /// A single constant expression.
    Expr(ConstExpr),
    /// `{ a, b, {c, d} }`
    List(Vec<Initializer>),
}

/// Constant expressions allowed in initializers and a few operand positions.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr {
    /// An integer literal (any radix), already evaluated.
    Int(i128),
    /// `0fXXXXXXXX`, kept as bits.
    F32(u32),
    /// `0dXXXXXXXXXXXXXXXX`, kept as bits.
    F64(u64),
    /// A decimal floating literal, e.g. `1.5` (PTX allows them in initializers).
    Float(f64),
    /// A variable or function name.
    Symbol(String),
    /// `generic(name)`
    Generic(Box<ConstExpr>),
    /// `mask(expr)` or similar function-like operators, with their name.
    Call(String, Vec<ConstExpr>),
    /// `a + b`, `a - b`, `a * b`, ...
    Binary(BinOp, Box<ConstExpr>, Box<ConstExpr>),
    /// `-a`, `~a`, `!a`
    Unary(UnaryOp, Box<ConstExpr>),
}

/// Binary operators of constant expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `&`
    And,
    /// `|`
    Or,
    /// `^`
    Xor,
}

/// Unary operators of constant expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// `-`
    Neg,
    /// `~`
    Not,
    /// `!`
    LogicalNot,
}

/// `.entry` or `.func`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FunctionKind {
    /// A kernel.
    Entry,
    /// A device function.
    Func,
}

/// A function definition (with a body) or declaration (without).
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// `.visible`, `.extern`, `.weak`.
    pub linkage: Vec<Linkage>,
    /// Kernel or device function.
    pub kind: FunctionKind,
    /// Return parameters `( .param .b32 retval )` of a `.func`.
    pub returns: Vec<Param>,
    /// The function name.
    pub name: String,
    /// Parameters in order.
    pub params: Vec<Param>,
    /// `.maxntid`, `.reqntid`, `.minnctapersm`, `.maxnreg`, `.noreturn`, ...
    pub directives: Vec<PerfDirective>,
    /// The body, `None` for a declaration (`;`).
    pub body: Option<Block>,
    /// Where (the whole function).
    pub span: Span,
    /// Where the name is.
    pub name_span: Span,
}

impl Function {
    /// The first directive with the given kind.
    pub fn directive(&self, kind: PerfKind) -> Option<&PerfDirective> {
        self.directives.iter().find(|d| d.kind == kind)
    }
}

/// A parameter of a function or prototype.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// `.param` (normal) or `.reg` (old-style `.func` parameters).
    pub space: StateSpace,
    /// `.ptr` attributes: `.ptr .global .align 8` becomes `Some(PtrAttr{..})`.
    pub ptr: Option<PtrAttr>,
    /// `.align N`.
    pub align: Option<u32>,
    /// `.v2`/`.v4`.
    pub vector: Option<u32>,
    /// Element type.
    pub ty: ScalarType,
    /// Name (may be empty in prototypes that omit it).
    pub name: String,
    /// Array dimensions (`.param .align 8 .b8 p[16]`).
    pub dims: Vec<Option<u64>>,
    /// Where.
    pub span: Span,
}

impl Param {
    /// Size in bytes when known.
    pub fn size_bytes(&self) -> Option<u64> {
        let elem = (self.ty.bits() as u64).div_ceil(8) * self.vector.unwrap_or(1) as u64;
        // Saturates: absurd declared sizes must not overflow.
        self.dims
            .iter()
            .try_fold(elem, |acc, d| d.map(|d| acc.saturating_mul(d)))
    }
}

/// `.ptr [.space] [.align N]` on a kernel parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct PtrAttr {
    /// `.global`, `.shared`, `.const`, `.local`, or none (generic).
    pub space: Option<StateSpace>,
    /// `.align N`.
    pub align: Option<u32>,
}

/// Kinds of performance-tuning directives after a function header.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PerfKind {
    /// `.maxntid x[, y[, z]]`
    MaxNtid,
    /// `.reqntid x[, y[, z]]`
    ReqNtid,
    /// `.minnctapersm n`
    MinNctaPerSm,
    /// `.maxnctapersm n` (deprecated)
    MaxNctaPerSm,
    /// `.maxnreg n`
    MaxNreg,
    /// `.maxclusterrank n`
    MaxClusterRank,
    /// `.reqnctapercluster x[, y[, z]]`
    ReqNctaPerCluster,
    /// `.noreturn`
    NoReturn,
    /// `.explicitcluster`
    ExplicitCluster,
    /// `.blocksareclusters`
    BlocksAreClusters,
    /// `.abi_preserve n` / `.abi_preserve_control n` and other directives kept verbatim.
    Other,
}

/// A performance directive with its numeric arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct PerfDirective {
    /// Which directive.
    pub kind: PerfKind,
    /// Spelling without the dot (kept for `Other`).
    pub name: String,
    /// Arguments, possibly empty.
    pub args: Vec<u64>,
    /// Where.
    pub span: Span,
}

impl PerfDirective {
    /// The product of the arguments (threads per block for `.maxntid`/`.reqntid`).
    pub fn product(&self) -> u64 {
        self.args.iter().fold(1u64, |a, &b| a.saturating_mul(b))
    }
}

/// A `{ ... }` scope.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Block {
    /// Statements in order.
    pub statements: Vec<Statement>,
    /// Where (braces included).
    pub span: Span,
}

/// A statement in a function body.
#[derive(Clone, Debug, PartialEq)]
pub enum Statement {
    /// `$L__BB0_2:`
    Label(CompactString, Span),
    /// An instruction.
    Instruction(Instruction),
    /// `.reg .b32 %r<10>;` or `.reg .f32 a, b;`
    Reg(RegDecl),
    /// `.local`, `.shared`, `.param` (call blocks) and other in-body variables.
    Variable(Box<VarDecl>),
    /// A nested `{ }` scope.
    Block(Block),
    /// `.pragma "nounroll";`
    Pragma(String, Span),
    /// `.loc file line col [, extras]`
    Loc(Loc),
    /// `name: .callprototype (...) _ (...);` — a prototype used by indirect calls.
    CallPrototype(Box<CallPrototype>),
    /// A directive the parser keeps but does not interpret (e.g. `.section` inside a body).
    Other(String, Span),
    /// `$L_tbl: .branchtargets $L1, $L2;` — the label table an indirect `brx.idx` jumps
    /// through (needed to build the control-flow graph of a `switch`).
    BranchTargets(BranchTargets),
}

/// `name: .branchtargets L0, L1, ...;`
#[derive(Clone, Debug, PartialEq)]
pub struct BranchTargets {
    /// The table's label, used as the last operand of `brx.idx`.
    pub name: String,
    /// Target labels in index order.
    pub targets: Vec<String>,
    /// Where.
    pub span: Span,
}

/// `.reg` declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct RegDecl {
    /// `.v2`/`.v4`.
    pub vector: Option<u32>,
    /// Element type.
    pub ty: ScalarType,
    /// `.align N` (rare).
    pub align: Option<u32>,
    /// Each declared name or range.
    pub names: Vec<RegName>,
    /// Where.
    pub span: Span,
}

/// One entry of a `.reg` declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct RegName {
    /// `%r` in `%r<10>`, or the full name.
    pub name: String,
    /// `Some(10)` for `%r<10>` (declares `%r0` … `%r9`).
    pub range: Option<u32>,
    /// Array dimension for `.reg .b32 a[4]` (rare).
    pub dims: Vec<Option<u64>>,
}

/// `.loc file line column` with the optional trailing `, inlined_at ...`/`function_name` text.
#[derive(Clone, Debug, PartialEq)]
pub struct Loc {
    /// File index from `.file`.
    pub file: u32,
    /// Source line.
    pub line: u32,
    /// Source column.
    pub column: u32,
    /// Anything after the three numbers, verbatim (e.g. `, function_name $L__info_string0, inlined_at 1 2 3`).
    pub rest: String,
    /// Where.
    pub span: Span,
}

/// `prototype_0 : .callprototype (.param .b32 _) _ (.param .b64 _);`
#[derive(Clone, Debug, PartialEq)]
pub struct CallPrototype {
    /// Label naming the prototype.
    pub name: String,
    /// Return parameters.
    pub returns: Vec<Param>,
    /// Parameters.
    pub params: Vec<Param>,
    /// `.noreturn` and similar, verbatim.
    pub attributes: Vec<String>,
    /// Where.
    pub span: Span,
}

/// An instruction: `[@[!]%p] opcode{.modifier} operand, ...;`
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// Guard predicate.
    pub guard: Option<Guard>,
    /// The base opcode without modifiers, e.g. `ld`, `mad`, `cp.async` is `cp` + [`async`, ...].
    pub opcode: CompactString,
    /// The dotted modifiers in order, without dots: `ld.global.nc.v4.f32` has
    /// `["global", "nc", "v4", "f32"]`. Modifiers with arguments (`.L2::cache_hint`) are kept whole.
    pub modifiers: Vec<CompactString>,
    /// Operands in order.
    pub operands: Vec<Operand>,
    /// Where (guard to `;`).
    pub span: Span,
}

impl Instruction {
    /// Whether the modifier list contains `m`.
    pub fn has(&self, m: &str) -> bool {
        self.modifiers.iter().any(|x| x == m)
    }
    /// The last modifier that names a type (`ld.global.v4.f32` → `F32`).
    pub fn ty(&self) -> Option<ScalarType> {
        self.modifiers
            .iter()
            .rev()
            .find_map(|m| ScalarType::from_name(m))
    }
    /// All type modifiers in order (`cvt.rn.f32.s32` → `[F32, S32]`).
    pub fn types(&self) -> Vec<ScalarType> {
        self.modifiers
            .iter()
            .filter_map(|m| ScalarType::from_name(m))
            .collect()
    }
    /// The vector width modifier (`.v2`, `.v4`, `.v8`), if any.
    pub fn vector(&self) -> Option<u32> {
        self.modifiers.iter().find_map(|m| match m.as_str() {
            "v2" => Some(2),
            "v4" => Some(4),
            "v8" => Some(8),
            _ => None,
        })
    }
}

/// `@%p` or `@!%p`.
#[derive(Clone, Debug, PartialEq)]
pub struct Guard {
    /// `@!` rather than `@`.
    pub negated: bool,
    /// The predicate register name.
    pub reg: CompactString,
    /// Where.
    pub span: Span,
}

/// An instruction operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// A register or special register, e.g. `%r1`, `%tid.x` (name `%tid`, component `x`),
    /// `%envreg3`, or a plain identifier declared with `.reg`.
    Reg(RegRef),
    /// An immediate value.
    Imm(Immediate, Span),
    /// A name that is not a register: a label, function, variable, or prototype, with an
    /// optional constant offset (`var+4`).
    Symbol {
        /// The name.
        name: CompactString,
        /// Byte offset added to its address.
        offset: i64,
        /// Where.
        span: Span,
    },
    /// `[base+offset]` memory address.
    Address(Address),
    /// `[a, b, ...]` bracketed list (texture / surface coordinates, `brx.idx` tables…).
    Bracket(Vec<Operand>, Span),
    /// `{a, b, _}` vector of operands.
    Vector(Vec<Operand>, Span),
    /// `(a, b)` parenthesised list (call return and argument lists).
    List(Vec<Operand>, Span),
    /// `_` placeholder (sink).
    Sink(Span),
    /// `!operand` (negated predicate source).
    Not(Box<Operand>, Span),
    /// `-operand` (negated source, e.g. in some f16/half instructions).
    Neg(Box<Operand>, Span),
    /// `a|b` pair of destinations (setp with two predicate results).
    Pair(Box<Operand>, Box<Operand>, Span),
}

impl Operand {
    /// The source range of this operand.
    pub fn span(&self) -> Span {
        match self {
            Operand::Reg(r) => r.span,
            Operand::Imm(_, s)
            | Operand::Bracket(_, s)
            | Operand::Vector(_, s)
            | Operand::List(_, s)
            | Operand::Sink(s)
            | Operand::Not(_, s)
            | Operand::Neg(_, s)
            | Operand::Pair(_, _, s) => *s,
            Operand::Symbol { span, .. } => *span,
            Operand::Address(a) => a.span,
        }
    }
}

/// A register reference.
#[derive(Clone, Debug, PartialEq)]
pub struct RegRef {
    /// Name including `%` when written, e.g. `%rd12`, `%tid`.
    pub name: CompactString,
    /// `.x`/`.y`/`.z`/`.w` (or `.r`/`.g`/`.b`/`.a`) component for special or vector registers.
    pub component: Option<char>,
    /// Where.
    pub span: Span,
}

/// Immediate values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Immediate {
    /// An integer literal, evaluated (a trailing `U` is accepted and dropped).
    Int(i64),
    /// An integer that needs the full unsigned 64-bit range.
    UInt(u64),
    /// `0fXXXXXXXX` as bits.
    F32(u32),
    /// `0dXXXXXXXXXXXXXXXX` as bits.
    F64(u64),
    /// A decimal float literal such as `1.0` (accepted by ptxas for `.f32`/`.f64`).
    Float(f64),
}

/// A memory address `[base + offset]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Address {
    /// The base register or symbol, `None` for an absolute `[0x100]`.
    pub base: Option<AddressBase>,
    /// Constant byte offset.
    pub offset: i64,
    /// Where (brackets included).
    pub span: Span,
}

/// The base of an address expression.
#[derive(Clone, Debug, PartialEq)]
pub enum AddressBase {
    /// A register, e.g. `%rd4`.
    Reg(RegRef),
    /// A variable or parameter name, e.g. `saxpy_param_0`.
    Symbol(CompactString),
}
