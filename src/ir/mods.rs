//! Instruction modifiers: the dotted tokens after a SASS mnemonic (`IMAD.WIDE.U32`,
//! `LDG.E.64`, `ISETP.GE.U32.AND`), typed.
//!
//! [`Mod`] is the closed set of tokens ptxra writes, each with its printed text; [`Mods`] is
//! one instruction's modifiers, an ordered sequence of tokens printed in the order the
//! producer gave (SASS fixes the order per instruction), so listings print exactly what was
//! built. Passes ask typed questions ([`Mods::has`], [`Mods::cmp`], ...) instead of looking
//! for substrings, which would confuse `.S` with `.SAT` or `.EX` with `.EX2`.
//!
//! Comparisons have a typed view of their own, [`Cmp`]: the condition, the signedness, the
//! 64-bit `.EX` step and the predicate combiner, so the passes that reverse or rewrite a
//! compare work on fields, not tokens.
//!
//! Some modifier text is not SASS modifiers at all: a `GENERIC` instruction carries the PTX
//! instruction it stands for, `MEMBAR` the PTX ordering, and a PTX modifier ptxra has no
//! token for is carried over as written. That text is kept as text ([`Mods::text`]), so the
//! tokens never pretend to know it.
//!
//! A [`Mods`] is 16 bytes and `Copy`: up to [`Mods::CAPACITY`] one-byte tokens, or an
//! interned string. Building one from tokens, copying, comparing and printing it never
//! allocate (text is interned once per distinct string), and instructions stay 88 bytes.

use std::fmt;

use super::intern::intern_symbol;

/// Defines [`Mod`]: the comparison tokens plus one fieldless variant per listed token, its
/// printed text and the list of them all, from one table.
macro_rules! tokens {
    ($($(#[$doc:meta])* $name:ident = $text:literal,)*) => {
        /// One SASS modifier token; [`Mod::text`] is how it prints.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Mod {
            /// A comparison condition (`ISETP.GE`, `DEPBAR.LE`).
            Cond(Cond),
            $($(#[$doc])* $name,)*
        }

        impl Mod {
            /// Every token but the conditions ([`Cond::ALL`]), in table order.
            pub const TOKENS: &'static [Mod] = &[$(Mod::$name,)*];

            /// The printed text, with its leading dot.
            pub const fn text(self) -> &'static str {
                match self {
                    Mod::Cond(c) => c.text(),
                    $(Mod::$name => $text,)*
                }
            }
        }
    };
}

tokens! {
    // Access widths and memory.
    /// `.16`: 16-bit matrix elements (`LDSM.16.M88.4`).
    W16 = ".16",
    /// `.64`: a 64-bit access, or a 64-bit operation on register pairs that the listing
    /// writes as two 32-bit instructions (`IADD3.64`).
    W64 = ".64",
    /// `.128`: a 128-bit access.
    W128 = ".128",
    /// `.E`: a global access through a 64-bit address.
    E = ".E",
    /// `.CONSTANT`: a global load through the read-only path (`ld.global.nc`).
    CONSTANT = ".CONSTANT",
    // Integer operations.
    /// `.WIDE`: a 32 × 32 → 64-bit multiply.
    WIDE = ".WIDE",
    /// `.HI`: the high word (of a product, of a funnel shift).
    HI = ".HI",
    /// `.X`: the extended (carry-in) step of a multi-word operation.
    X = ".X",
    /// `.MOV`: `IMAD.MOV`, a move through the multiplier.
    MOV = ".MOV",
    /// `.SAD`: sum of absolute differences.
    SAD = ".SAD",
    /// `.LUT`: a three-input logic operation by lookup table.
    LUT = ".LUT",
    /// `.L`: shift left.
    L = ".L",
    /// `.R`: shift right.
    R = ".R",
    /// `.W`: a wrapping (clamped-count) funnel shift.
    W = ".W",
    /// `.S`: an arithmetic (signed) shift.
    S = ".S",
    /// `.BF`: bit-field extract or insert.
    BF = ".BF",
    /// `.MAPA`: a cluster shared-memory address mapping.
    MAPA = ".MAPA",
    /// `.FNS`: find the n-th set bit.
    FNS = ".FNS",
    /// `.4A`: a four-byte dot product with accumulate (`IDP.4A`).
    A4 = ".4A",
    // Compares.
    /// `.AND`: the compare result AND-ed with a predicate.
    AND = ".AND",
    /// `.OR`: the compare result OR-ed with a predicate (also the atomic OR).
    OR = ".OR",
    /// `.XOR`: the compare result XOR-ed with a predicate (also the atomic XOR).
    XOR = ".XOR",
    /// `.EX`: the extended (high-word) step of a 64-bit compare.
    EX = ".EX",
    /// `.SPACE`: an address-space test (`isspacep`).
    SPACE = ".SPACE",
    /// `.TESTP`: a floating-point class test (`testp`).
    TESTP = ".TESTP",
    // Floating point.
    /// `.FTZ`: denormals flushed to zero.
    FTZ = ".FTZ",
    /// `.RZ`: round towards zero.
    RZ = ".RZ",
    /// `.RP`: round towards plus infinity.
    RP = ".RP",
    /// `.TRUNC`: truncate to an integer.
    TRUNC = ".TRUNC",
    /// `.PACK_AB`: two values converted and packed into one register.
    PACKAB = ".PACK_AB",
    // Multi-function unit.
    /// `MUFU.RCP`: reciprocal.
    RCP = ".RCP",
    /// `MUFU.RSQ`: reciprocal square root.
    RSQ = ".RSQ",
    /// `MUFU.RCP64H`: reciprocal of a double's high word.
    RCP64H = ".RCP64H",
    /// `MUFU.RSQ64H`: reciprocal square root of a double's high word.
    RSQ64H = ".RSQ64H",
    /// `MUFU.SQRT`: square root.
    SQRT = ".SQRT",
    /// `MUFU.SIN`: sine.
    SIN = ".SIN",
    /// `MUFU.COS`: cosine.
    COS = ".COS",
    /// `MUFU.EX2`: base-2 exponential.
    EX2 = ".EX2",
    /// `MUFU.LG2`: base-2 logarithm.
    LG2 = ".LG2",
    /// `MUFU.TANH`: hyperbolic tangent.
    TANH = ".TANH",
    // Data types (conversions, atomics, tensor-core inputs), spelled as PTX's.
    /// `.B1`
    B1 = ".B1",
    /// `.B8`
    B8 = ".B8",
    /// `.B16`
    B16 = ".B16",
    /// `.B32`
    B32 = ".B32",
    /// `.B64`
    B64 = ".B64",
    /// `.B128`
    B128 = ".B128",
    /// `.U4`
    U4 = ".U4",
    /// `.U8`: also an unsigned byte access.
    U8 = ".U8",
    /// `.U16`: also an unsigned 16-bit access.
    U16 = ".U16",
    /// `.U32`: also an unsigned compare or multiply.
    U32 = ".U32",
    /// `.U64`
    U64 = ".U64",
    /// `.S4`
    S4 = ".S4",
    /// `.S8`: also a signed byte access.
    S8 = ".S8",
    /// `.S16`: also a signed 16-bit access.
    S16 = ".S16",
    /// `.S32`: also a signed funnel shift.
    S32 = ".S32",
    /// `.S64`
    S64 = ".S64",
    /// `.SX32`: a 32-bit source sign-extended into a 64-bit operation (`LEA.HI.X.SX32`).
    SX32 = ".SX32",
    /// `.F16`
    F16 = ".F16",
    /// `.F16X2`
    F16X2 = ".F16X2",
    /// `.BF16`
    BF16 = ".BF16",
    /// `.BF16X2`
    BF16X2 = ".BF16X2",
    /// `.TF32`
    TF32 = ".TF32",
    /// `.F32`
    F32 = ".F32",
    /// `.F64`
    F64 = ".F64",
    // Control flow and calls.
    /// `BRA.U`: a branch all threads take together.
    U = ".U",
    /// `CALL.ABS`: a call to an absolute address.
    ABS = ".ABS",
    /// `CALL.REL`: a call to a relative address.
    REL = ".REL",
    /// `.NOINC`: a call that does not push the convergence stack.
    NOINC = ".NOINC",
    /// `BPT.TRAP`: a trap.
    TRAP = ".TRAP",
    /// `ARG.SUBROUTINE`: the scratch registers of an internal subroutine's body.
    SUBROUTINE = ".SUBROUTINE",
    // Warpgroup register limits and tensor cores (sm_90a).
    /// `USETMAXREG.TRY_ALLOC`: raise the warp's register limit (`setmaxnreg.inc`).
    TRYALLOC = ".TRY_ALLOC",
    /// `USETMAXREG.DEALLOC`: lower the warp's register limit (`setmaxnreg.dec`).
    DEALLOC = ".DEALLOC",
    /// `.CTAPOOL`: the registers go to (or come from) the block's pool.
    CTAPOOL = ".CTAPOOL",
    /// `WARPGROUP.ARRIVE`: the warpgroup's registers are ready for `HGMMA` (`wgmma.fence`).
    ARRIVE = ".ARRIVE",
    /// `WARPGROUP.DEPBAR.LE`: wait for committed `HGMMA` groups (`wgmma.wait_group`).
    DEPBAR = ".DEPBAR",
    /// `BAR.ARV`: arrive without waiting.
    ARV = ".ARV",
    /// `BAR.SYNC`: arrive and wait.
    SYNC = ".SYNC",
    /// `BAR.RED`: a barrier with a reduction.
    RED = ".RED",
    // Warp-level operations.
    /// `SHFL.BFLY`: butterfly shuffle.
    BFLY = ".BFLY",
    /// `SHFL.UP`: shuffle from a lower lane.
    UP = ".UP",
    /// `SHFL.DOWN`: shuffle from a higher lane.
    DOWN = ".DOWN",
    /// `SHFL.IDX`: shuffle from an indexed lane.
    IDX = ".IDX",
    /// `.ANY`: any lane (vote, match).
    ANY = ".ANY",
    /// `REDUX.SUM`: warp sum.
    SUM = ".SUM",
    // Predicates through registers (spills of predicates).
    /// `.R2P`: register bits to predicates.
    R2P = ".R2P",
    /// `.P2R`: predicates to register bits.
    P2R = ".P2R",
    // Tensor cores.
    /// `.M88`: 8 × 8 matrices.
    M88 = ".M88",
    /// `.MT88`: 8 × 8 matrices, transposed.
    MT88 = ".MT88",
    /// `.1`: one matrix.
    X1 = ".1",
    /// `.2`: two matrices.
    X2 = ".2",
    /// `.4`: four matrices.
    X4 = ".4",
    /// The `m8n8k4` MMA shape.
    MMA884 = ".884",
    /// The `m8n8k16` MMA shape.
    MMA8816 = ".8816",
    /// The `m8n8k32` MMA shape.
    MMA8832 = ".8832",
    /// The `m8n8k128` MMA shape.
    MMA88128 = ".88128",
    /// The `m16n8k4` MMA shape.
    MMA1684 = ".1684",
    /// The `m16n8k8` MMA shape.
    MMA1688 = ".1688",
    /// The `m16n8k16` MMA shape.
    MMA16816 = ".16816",
    /// The `m16n8k32` MMA shape.
    MMA16832 = ".16832",
    /// The `m16n8k64` MMA shape.
    MMA16864 = ".16864",
    /// The `m16n8k128` MMA shape.
    MMA168128 = ".168128",
    /// The `m16n8k256` MMA shape.
    MMA168256 = ".168256",
    // Atomic operations and orderings, as PTX names them.
    /// Atomic add.
    ADD = ".ADD",
    /// Atomic minimum.
    MIN = ".MIN",
    /// Atomic maximum.
    MAX = ".MAX",
    /// Atomic wrapping increment.
    INC = ".INC",
    /// Atomic wrapping decrement.
    DEC = ".DEC",
    /// Atomic compare-and-swap.
    CAS = ".CAS",
    /// Atomic exchange.
    EXCH = ".EXCH",
    /// Acquire ordering.
    ACQUIRE = ".ACQUIRE",
    /// Release ordering.
    RELEASE = ".RELEASE",
    /// Acquire-release ordering.
    ACQREL = ".ACQ_REL",
    /// Cluster scope.
    CLUSTER = ".CLUSTER",
    /// A half-precision add that keeps denormals.
    NOFTZ = ".NOFTZ",
    /// Two elements.
    V2 = ".V2",
    /// Four elements.
    V4 = ".V4",
    /// Eight elements.
    V8 = ".V8",
}

impl Mod {
    /// The token PTX spells `name` (any case, without the dot: `add`, `u32`), if there is
    /// one; the conditions are not looked up here ([`Cond::from_name`]: `hi` is both a
    /// condition and a high word).
    pub fn from_name(name: &str) -> Option<Mod> {
        Mod::TOKENS
            .iter()
            .copied()
            .find(|m| m.text()[1..].eq_ignore_ascii_case(name))
    }
}

/// Defines [`Cond`], its printed text and the list of all conditions, from one table.
macro_rules! conditions {
    ($($(#[$doc:meta])* $name:ident = $text:literal,)*) => {
        /// A comparison condition, spelled as in SASS and PTX (`U` suffix: true when either
        /// operand is NaN).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Cond {
            $($(#[$doc])* $name,)*
        }

        impl Cond {
            /// Every condition, in table order.
            pub const ALL: &'static [Cond] = &[$(Cond::$name,)*];

            /// The printed text, with its leading dot.
            pub const fn text(self) -> &'static str {
                match self {
                    $(Cond::$name => $text,)*
                }
            }
        }
    };
}

conditions! {
    /// Equal.
    EQ = ".EQ",
    /// Not equal.
    NE = ".NE",
    /// Less than.
    LT = ".LT",
    /// Less than or equal.
    LE = ".LE",
    /// Greater than.
    GT = ".GT",
    /// Greater than or equal.
    GE = ".GE",
    /// Unsigned lower (PTX `lo`).
    LO = ".LO",
    /// Unsigned lower or same (PTX `ls`).
    LS = ".LS",
    /// Unsigned higher (PTX `hi`).
    HI = ".HI",
    /// Unsigned higher or same (PTX `hs`).
    HS = ".HS",
    /// Equal or unordered.
    EQU = ".EQU",
    /// Not equal or unordered.
    NEU = ".NEU",
    /// Less than or unordered.
    LTU = ".LTU",
    /// Less than, equal or unordered.
    LEU = ".LEU",
    /// Greater than or unordered.
    GTU = ".GTU",
    /// Greater than, equal or unordered.
    GEU = ".GEU",
    /// Both operands are numbers.
    NUM = ".NUM",
    /// Either operand is NaN.
    NAN = ".NAN",
}

impl Cond {
    /// The condition PTX spells `name` (any case, without the dot: `lt`, `geu`).
    pub fn from_name(name: &str) -> Option<Cond> {
        Cond::ALL
            .iter()
            .copied()
            .find(|c| c.text()[1..].eq_ignore_ascii_case(name))
    }

    /// The condition with its operands exchanged (`a < b` is `b > a`); `None` for the
    /// unsigned PTX spellings (`LO`, `LS`, `HI`, `HS`), which SASS writes as `.U32` compares
    /// and the IR keeps as PTX gave them.
    pub fn swapped(self) -> Option<Cond> {
        use Cond::*;
        Some(match self {
            LT => GT,
            GT => LT,
            LE => GE,
            GE => LE,
            LTU => GTU,
            GTU => LTU,
            LEU => GEU,
            GEU => LEU,
            EQ | NE | EQU | NEU | NAN | NUM => self,
            LO | LS | HI | HS => return None,
        })
    }
}

/// How a compare's result combines with its predicate source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoolOp {
    /// `.AND` (with `PT`, a plain compare).
    And,
    /// `.OR`
    Or,
    /// `.XOR`
    Xor,
}

impl BoolOp {
    /// The token that prints it.
    const fn token(self) -> Mod {
        match self {
            BoolOp::And => Mod::AND,
            BoolOp::Or => Mod::OR,
            BoolOp::Xor => Mod::XOR,
        }
    }
}

/// The modifiers of a compare (`ISETP`, `FSETP`, `DSETP`, `HSETP2`, `HSET2`), printed as
/// condition, `.U32`, `.EX`, combiner: `ISETP.GE.U32.AND`, `ISETP.LT.EX.AND`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cmp {
    /// The condition.
    pub cond: Cond,
    /// Unsigned operands (`.U32`).
    pub unsigned: bool,
    /// The high-word step of a 64-bit compare (`.EX`).
    pub ex: bool,
    /// How the result combines with the predicate source.
    pub op: BoolOp,
}

impl Cmp {
    /// A signed compare combined by `.AND`, the form a plain comparison takes.
    pub const fn new(cond: Cond) -> Cmp {
        Cmp {
            cond,
            unsigned: false,
            ex: false,
            op: BoolOp::And,
        }
    }

    /// The same compare of unsigned operands.
    pub const fn unsigned(self) -> Cmp {
        Cmp {
            unsigned: true,
            ..self
        }
    }

    /// The same compare with its operands exchanged, if the condition allows
    /// ([`Cond::swapped`]).
    pub fn reversed(self) -> Option<Cmp> {
        Some(Cmp {
            cond: self.cond.swapped()?,
            ..self
        })
    }
}

/// One instruction's modifiers: SASS tokens in printed order, or text that is not SASS
/// modifiers (see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Mods(Repr);

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Repr {
    /// The tokens, then `None` to the end (so equal sequences compare equal).
    Tokens([Option<Mod>; Mods::CAPACITY]),
    /// Interned text, printed after a dot.
    Text(&'static str),
}

impl Mods {
    /// The most tokens one instruction holds: with the text variant's string it keeps
    /// [`Mods`] at 16 bytes. Longer sequences (only PTX modifiers carried over can be) are
    /// kept as text.
    pub const CAPACITY: usize = 8;

    /// No modifiers.
    pub const NONE: Mods = Mods(Repr::Tokens([None; Mods::CAPACITY]));

    /// The tokens `toks`, printed in this order (at most [`Mods::CAPACITY`], checked when
    /// compiling).
    pub const fn of<const N: usize>(toks: [Mod; N]) -> Mods {
        const { assert!(N <= Mods::CAPACITY, "too many modifier tokens") };
        let mut t = [None; Mods::CAPACITY];
        let mut k = 0;
        while k < N {
            t[k] = Some(toks[k]);
            k += 1;
        }
        Mods(Repr::Tokens(t))
    }

    /// `.64` when `pair` (a move or load of a register pair), else none.
    pub const fn w64_if(pair: bool) -> Mods {
        if pair {
            Mods::of([Mod::W64])
        } else {
            Mods::NONE
        }
    }

    /// Text that is not SASS modifiers, printed as `.text` (`GENERIC`'s PTX instruction,
    /// `MEMBAR`'s PTX ordering). Interned: one copy per distinct text.
    pub fn text(text: &str) -> Mods {
        Mods(Repr::Text(intern_symbol(text)))
    }

    /// The modifiers PTX spells `names` (any case, no dots: `["E", "add", "u32"]` is
    /// `.E.ADD.U32`): tokens when each name is one ([`Mod::from_name`]) and they fit, else
    /// the names upper-cased as text, so what prints is the same either way.
    pub fn from_names(names: &[&str]) -> Mods {
        let mut t = [None; Mods::CAPACITY];
        for (k, name) in names.iter().enumerate() {
            match (Mod::from_name(name), t.get_mut(k)) {
                (Some(m), Some(slot)) => *slot = Some(m),
                _ => return Mods::text(&names.join(".").to_uppercase()),
            }
        }
        Mods(Repr::Tokens(t))
    }

    /// These modifiers followed by `m`. Past [`Mods::CAPACITY`] tokens, or after text, the
    /// whole becomes text, so what prints is the same either way.
    pub fn with(self, m: Mod) -> Mods {
        if let Repr::Tokens(mut t) = self.0 {
            if let Some(slot) = t.iter_mut().find(|slot| slot.is_none()) {
                *slot = Some(m);
                return Mods(Repr::Tokens(t));
            }
        }
        let text = format!("{self}{}", m.text());
        Mods::text(&text[1..])
    }

    /// The tokens in order (none for text).
    fn tokens(self) -> impl Iterator<Item = Mod> {
        let toks = match self.0 {
            Repr::Tokens(t) => t,
            Repr::Text(_) => [None; Mods::CAPACITY],
        };
        toks.into_iter().map_while(|m| m)
    }

    /// Whether there are no modifiers.
    pub fn is_empty(self) -> bool {
        matches!(self.0, Repr::Tokens([None, ..]))
    }

    /// Whether token `m` is among the modifiers (never for text).
    pub fn has(self, m: Mod) -> bool {
        self.tokens().any(|t| t == m)
    }

    /// The modifiers without the first `m` (the 32-bit halves of a `.64` operation are the
    /// same operation without `.64`); text is returned as it is.
    pub fn without(self, m: Mod) -> Mods {
        let Repr::Tokens(toks) = self.0 else {
            return self;
        };
        let mut t = [None; Mods::CAPACITY];
        let mut n = 0;
        let mut skipped = false;
        for tok in toks.into_iter().flatten() {
            if !skipped && tok == m {
                skipped = true;
            } else {
                t[n] = Some(tok);
                n += 1;
            }
        }
        Mods(Repr::Tokens(t))
    }

    /// The compare these modifiers describe, if they are exactly a condition, `.U32`, `.EX`
    /// and a combiner in [`Cmp`]'s order; `None` for anything else (`ISETP.SPACE`,
    /// `FSETP.TESTP`, a condition PTX gave that SASS has no token for).
    pub fn cmp(self) -> Option<Cmp> {
        let mut toks = self.tokens().peekable();
        let Some(Mod::Cond(cond)) = toks.next() else {
            return None;
        };
        let unsigned = toks.next_if_eq(&Mod::U32).is_some();
        let ex = toks.next_if_eq(&Mod::EX).is_some();
        let op = match toks.next()? {
            Mod::AND => BoolOp::And,
            Mod::OR => BoolOp::Or,
            Mod::XOR => BoolOp::Xor,
            _ => return None,
        };
        toks.next().is_none().then_some(Cmp {
            cond,
            unsigned,
            ex,
            op,
        })
    }

    /// The registers a plain load or store moves when its modifiers are only a width: none
    /// 1, `.64` 2, `.128` 4; `None` for any other modifiers.
    pub fn access_words(self) -> Option<u8> {
        if self.is_empty() {
            Some(1)
        } else if self == Mod::W64 {
            Some(2)
        } else if self == Mod::W128 {
            Some(4)
        } else {
            None
        }
    }

    /// Appends the printed form (`.E.64`; nothing when empty).
    pub fn write_to(self, out: &mut String) {
        match self.0 {
            Repr::Tokens(_) => self.tokens().for_each(|m| out.push_str(m.text())),
            Repr::Text(text) => {
                out.push('.');
                out.push_str(text);
            }
        }
    }
}

impl Default for Mods {
    fn default() -> Mods {
        Mods::NONE
    }
}

impl From<Mod> for Mods {
    fn from(m: Mod) -> Mods {
        Mods::of([m])
    }
}

impl From<Cmp> for Mods {
    fn from(c: Cmp) -> Mods {
        let mut t = [None; Mods::CAPACITY];
        let mut n = 0;
        let mut push = |m: Mod| {
            t[n] = Some(m);
            n += 1;
        };
        push(Mod::Cond(c.cond));
        if c.unsigned {
            push(Mod::U32);
        }
        if c.ex {
            push(Mod::EX);
        }
        push(c.op.token());
        Mods(Repr::Tokens(t))
    }
}

/// Modifiers equal a token when they are exactly that one token.
impl PartialEq<Mod> for Mods {
    fn eq(&self, m: &Mod) -> bool {
        *self == Mods::from(*m)
    }
}

impl fmt::Display for Mods {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Repr::Tokens(_) => self.tokens().try_for_each(|m| f.write_str(m.text())),
            Repr::Text(text) => write!(f, ".{text}"),
        }
    }
}

/// The printed form, quoted, as the text it replaces printed.
impl fmt::Debug for Mods {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.to_string(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_token_prints_its_text_and_is_found_by_its_name() {
        for &m in Mod::TOKENS {
            let text = m.text();
            assert!(text.starts_with('.') && text.len() > 1, "{m:?}");
            assert_eq!(Mods::from(m).to_string(), text);
            assert_eq!(Mod::from_name(&text[1..]), Some(m), "{text}");
            assert_eq!(Mod::from_name(&text[1..].to_lowercase()), Some(m), "{text}");
        }
        for &c in Cond::ALL {
            assert_eq!(Mods::from(Mod::Cond(c)).to_string(), c.text());
            assert_eq!(Cond::from_name(&c.text()[1..].to_lowercase()), Some(c));
        }
        // No two tokens print alike (conditions aside: `HI` is also a high word).
        let mut texts: Vec<&str> = Mod::TOKENS.iter().map(|m| m.text()).collect();
        texts.sort_unstable();
        texts.dedup();
        assert_eq!(texts.len(), Mod::TOKENS.len());
    }

    #[test]
    fn mods_are_small_and_keep_their_order() {
        assert_eq!(std::mem::size_of::<Mods>(), 16);
        assert_eq!(std::mem::size_of::<Mod>(), 1);
        let m = Mods::of([Mod::WIDE, Mod::U32, Mod::X]);
        assert_eq!(m.to_string(), ".WIDE.U32.X");
        assert!(m.has(Mod::U32) && !m.has(Mod::W64));
        assert_eq!(Mods::NONE.to_string(), "");
        assert!(Mods::NONE.is_empty() && !m.is_empty());
        assert_eq!(format!("{:?}", Mods::of([Mod::E, Mod::W64])), "\".E.64\"");
    }

    #[test]
    fn without_drops_the_first_occurrence() {
        let lop = Mods::of([Mod::LUT, Mod::W64]);
        assert_eq!(lop.without(Mod::W64), Mod::LUT);
        assert_eq!(lop.without(Mod::E), lop);
        assert_eq!(
            Mods::of([Mod::R, Mod::S, Mod::W64])
                .without(Mod::W64)
                .to_string(),
            ".R.S"
        );
    }

    #[test]
    fn compares_decode_encode_and_reverse() {
        let ge = Cmp::new(Cond::GE).unsigned();
        assert_eq!(Mods::from(ge).to_string(), ".GE.U32.AND");
        assert_eq!(Mods::from(ge).cmp(), Some(ge));
        let ex = Cmp {
            ex: true,
            ..Cmp::new(Cond::LT)
        };
        assert_eq!(Mods::from(ex).to_string(), ".LT.EX.AND");
        assert_eq!(Mods::from(ex).cmp(), Some(ex));
        assert_eq!(
            Mods::from(Cmp::new(Cond::LT).reversed().unwrap()).to_string(),
            ".GT.AND"
        );
        assert_eq!(Cmp::new(Cond::NE).reversed(), Some(Cmp::new(Cond::NE)));
        assert_eq!(Cmp::new(Cond::LO).reversed(), None);
        assert_eq!(Mods::from(Mod::SPACE).cmp(), None);
        assert_eq!(
            Mods::of([Mod::Cond(Cond::LT), Mod::AND, Mod::FTZ]).cmp(),
            None
        );
        assert_eq!(Mods::from(Mod::Cond(Cond::LE)).cmp(), None);
    }

    #[test]
    fn text_and_names() {
        let g = Mods::text("wgmma.fence.sync.aligned");
        assert_eq!(g.to_string(), ".wgmma.fence.sync.aligned");
        assert!(!g.is_empty() && !g.has(Mod::W64) && g.cmp().is_none());
        assert_eq!(g, Mods::text("wgmma.fence.sync.aligned"));
        let atom = Mods::from_names(&["E", "add", "u32"]);
        assert_eq!(atom, Mods::of([Mod::E, Mod::ADD, Mod::U32]));
        // A name without a token, or one too many, keeps the whole text.
        let hint = Mods::from_names(&["E", "add", "L2::cache_hint", "u32"]);
        assert_eq!(hint.to_string(), ".E.ADD.L2::CACHE_HINT.U32");
        assert!(!hint.has(Mod::ADD));
        let long = Mods::from_names(&["e"; Mods::CAPACITY + 1]);
        assert_eq!(long.to_string(), ".E".repeat(Mods::CAPACITY + 1));
        assert_eq!(Mods::from_names(&["", "AND"]).to_string(), "..AND");
        assert_eq!(Mods::from_names(&["E", ""]).to_string(), ".E.");
    }

    #[test]
    fn with_appends() {
        let m = Mods::from(Mod::E).with(Mod::CONSTANT).with(Mod::W64);
        assert_eq!(m, Mods::of([Mod::E, Mod::CONSTANT, Mod::W64]));
        let full = Mods::of([Mod::E; Mods::CAPACITY]).with(Mod::W64);
        assert_eq!(
            full.to_string(),
            format!("{}.64", ".E".repeat(Mods::CAPACITY))
        );
        assert_eq!(Mods::text("a").with(Mod::X).to_string(), ".a.X");
    }

    #[test]
    fn access_words() {
        assert_eq!(Mods::NONE.access_words(), Some(1));
        assert_eq!(Mods::from(Mod::W64).access_words(), Some(2));
        assert_eq!(Mods::from(Mod::W128).access_words(), Some(4));
        assert_eq!(Mods::of([Mod::E, Mod::W64]).access_words(), None);
    }
}
