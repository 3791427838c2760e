//! SASS-like opcodes and the one table of their properties.
//!
//! Every question a pass asks about an opcode alone — is it a load, which memory space, may
//! it carry a guard, has it side effects, is it pure, is it on ptxas's remat whitelist, does
//! it have a uniform-datapath form, what latency does the scheduler give it — is answered by
//! [`Opcode::info`], read from one `match` ([`describe`]). No pass keeps a list of opcodes
//! of its own: when two passes need different answers, the table names the difference (a
//! separate fact, or a derived question documented on [`OpInfo`]), so it is visible here.
//!
//! Questions that also depend on an instruction's modifiers or flags (an `LDG.CONSTANT`
//! reads read-only memory; spill code has side effects) are [`super::Inst`] methods built
//! on this table.

/// SASS-like opcodes. The set mirrors what ptxas emits; [`Opcode::info`] gives each one's
/// properties.
#[allow(
    missing_docs,
    reason = "the variants are SASS mnemonics; their facts are documented in the table"
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opcode {
    // Integer ALU.
    IADD3,
    IMAD,
    IMUL,
    LEA,
    SHF,
    LOP3,
    ISETP,
    IMNMX,
    IABS,
    SEL,
    POPC,
    FLO,
    BREV,
    BMSK,
    PRMT,
    SGXT,
    IDP,
    // Float ALU.
    FADD,
    FMUL,
    FFMA,
    /// Packed single precision on a register pair (`add.f32x2`, sm_100):
    /// `FADD2 R16, R8.F32x2.HI_LO, R10.F32x2.HI_LO`.
    FADD2,
    /// The packed multiply (`mul.f32x2`).
    FMUL2,
    /// The packed fused multiply-add (`fma.f32x2`).
    FFMA2,
    /// Mixed precision: a 16-bit operand widened into a single-precision add
    /// (`add.f32.bf16`, sm_100): `FHADD.BF16 R19, R0, R17`.
    FHADD,
    /// The mixed-precision fused multiply-add (`fma.rn.f32.bf16`): `FHFMA.BF16`.
    FHFMA,
    FMNMX,
    FSETP,
    FSEL,
    FCHK,
    DADD,
    DMUL,
    DFMA,
    DSETP,
    DMNMX,
    HADD2,
    HMUL2,
    HFMA2,
    HSETP2,
    /// A packed half-precision compare writing `1.0`/`0.0` (or a mask) per half to a GPR
    /// (`set.eq.f16x2.f16x2`).
    HSET2,
    HMNMX2,
    MUFU,
    FRND,
    // Conversions.
    I2F,
    F2I,
    F2F,
    I2I,
    /// Two integers saturated into narrower fields packed over a third (`cvt.pack.sat`).
    I2IP,
    F2FP,
    // Predicate logic.
    PLOP3,
    P2R,
    R2P,
    // Moves and constants.
    MOV,
    /// Builds a register tuple from scalar parts (lowered to MOVs, or to nothing when the
    /// allocator placed the parts in place).
    PACK,
    LDC,
    S2R,
    S2UR,
    /// Copies a warp-uniform per-thread register into a uniform register (ptxas moves
    /// uniform loaded values out of the GPR file under register pressure).
    R2UR,
    CS2R,
    // Memory.
    LDG,
    STG,
    LDS,
    STS,
    LDL,
    STL,
    LD,
    ST,
    ATOMG,
    ATOMS,
    ATOM,
    RED,
    LDGSTS,
    LDGDEPBAR,
    DEPBAR,
    LDSM,
    /// Warp-wide 16-bit matrix transpose (`MOVM.16.MT88`), used by row-major `wmma.load.b`.
    MOVM,
    STSM,
    TEX,
    TLD,
    SULD,
    SUST,
    // Warp-level.
    SHFL,
    VOTE,
    MATCH,
    REDUX,
    // Tensor cores.
    HMMA,
    IMMA,
    DMMA,
    HGMMA,
    IGMMA,
    QGMMA,
    // Synchronisation.
    BAR,
    MEMBAR,
    WARPSYNC,
    NANOSLEEP,
    SYNCS,
    USETMAXREG,
    WARPGROUP,
    /// Opens a convergence barrier (`BSSY Bn, join`): the warp may split at the branch that
    /// follows and meets again at the named block. It names the block without branching
    /// there (it is not among [`super::Inst::targets`]).
    BSSY,
    /// Waits at a convergence barrier (`BSYNC Bn`) for the threads of the warp to meet.
    BSYNC,
    // Control flow.
    BRA,
    BRX,
    CALL,
    RET,
    EXIT,
    BPT,
    NOP,
    /// Defines values at a point and emits nothing: the incoming ABI argument registers of a
    /// device function at its entry (a definition point for the fixed argument values), and,
    /// right before a call to one of ptxas's internal subroutines (`.SUBROUTINE`), the
    /// scratch registers of its body (`crate::lower::call_sequence`).
    ARG,
    /// Computes the thread's base address in the shared-memory spill area (a short fixed
    /// sequence in SASS: thread index → warp and lane, `warp * slots * 128 + lane * 4`),
    /// defined once at the entry when spills go to shared memory.
    SMEMBASE,
    /// A PTX instruction we have no SASS model for yet; lowered conservatively (all register
    /// operands read, the result written) and named by its PTX instruction, kept as text in
    /// `Inst::mods` ([`super::Mods::text`]).
    GENERIC,
}

/// Number of opcodes.
const COUNT: usize = Opcode::GENERIC as usize + 1;

impl Opcode {
    /// Every opcode, in declaration order (`ALL[op as usize] == op`, checked when the table
    /// is built).
    pub const ALL: [Opcode; COUNT] = {
        use Opcode::*;
        [
            IADD3, IMAD, IMUL, LEA, SHF, LOP3, ISETP, IMNMX, IABS, SEL, POPC, FLO, BREV, BMSK,
            PRMT, SGXT, IDP, FADD, FMUL, FFMA, FADD2, FMUL2, FFMA2, FHADD, FHFMA, FMNMX, FSETP,
            FSEL, FCHK, DADD, DMUL, DFMA, DSETP, DMNMX, HADD2, HMUL2, HFMA2, HSETP2, HSET2, HMNMX2,
            MUFU, FRND, I2F, F2I, F2F, I2I, I2IP, F2FP, PLOP3, P2R, R2P, MOV, PACK, LDC, S2R, S2UR,
            R2UR, CS2R, LDG, STG, LDS, STS, LDL, STL, LD, ST, ATOMG, ATOMS, ATOM, RED, LDGSTS,
            LDGDEPBAR, DEPBAR, LDSM, MOVM, STSM, TEX, TLD, SULD, SUST, SHFL, VOTE, MATCH, REDUX,
            HMMA, IMMA, DMMA, HGMMA, IGMMA, QGMMA, BAR, MEMBAR, WARPSYNC, NANOSLEEP, SYNCS,
            USETMAXREG, WARPGROUP, BSSY, BSYNC, BRA, BRX, CALL, RET, EXIT, BPT, NOP, ARG, SMEMBASE,
            GENERIC,
        ]
    };

    /// The opcode's properties (one entry of the table, no computation).
    #[inline]
    pub fn info(self) -> &'static OpInfo {
        &TABLE[self as usize]
    }

    /// The SASS mnemonic.
    #[inline]
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Whether the opcode has a uniform-datapath form ([`OpInfo::uniform_form`]).
    #[inline]
    pub fn has_uniform_form(self) -> bool {
        self.info().uniform_form
    }

    /// Ends a basic block ([`OpInfo::terminator`]).
    #[inline]
    pub fn is_terminator(self) -> bool {
        self.info().terminator
    }

    /// Reads or writes memory threads can write ([`OpInfo::touches_memory`]).
    #[inline]
    pub fn touches_memory(self) -> bool {
        self.info().touches_memory()
    }
}

/// What an opcode is and does, as far as the passes, the scheduler and the allocator care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// The SASS mnemonic.
    pub name: &'static str,
    /// The family, with the memory space and access kind of memory instructions.
    pub class: OpClass,
    /// Rough issue-to-use latency in cycles, enough for the pre-allocation scheduler to rank
    /// paths (loads from memory 200, shared memory and warp shuffles 25, the constant bank
    /// and special registers 15, the multi-function and conversion units 12, doubles 8,
    /// everything else 4; tensor-core results 16).
    pub latency: u32,
    /// Has a uniform-datapath form (`UIADD3`, `UMOV`, `ULDC`, ...), so its result may live
    /// in UR/UP when the value is warp-uniform (uniformity analysis, uniform assignment,
    /// the listing's `U` prefix).
    pub uniform_form: bool,
    /// A per-thread instruction whose data sources may be uniform registers (`IADD3 R0, R2,
    /// UR4, RZ`, `ISETP.GE.AND P0, PT, R0, UR4, PT`). Conversions, memory operations and the
    /// double/half-precision units are left out: no ptxas listing of the corpus gives them a
    /// UR source.
    pub uniform_sources: bool,
    /// The source-slot layout of an ALU opcode that follows the one-non-GPR rule of the
    /// encoding ([`super::encoding`]), `None` for everything else (memory, conversions,
    /// warp-level and control instructions).
    pub alu_form: Option<AluForm>,
    /// A literal zero source is a value it computes with (arithmetic, logic, compare and
    /// select), so `RZ` can stand for it. Shift amounts and byte selectors are fields of the
    /// encoding, not values ([`super::encoding::is_zero_literal`]).
    pub zero_is_value: bool,
    /// Ends a basic block when unguarded (`BRA`, `BRX`, `EXIT`, `RET`).
    pub terminator: bool,
    /// Leaves the function: nothing follows it on its path (`EXIT`, `RET`).
    pub exits: bool,
    /// Removing it can change behaviour other than through its results: memory writes,
    /// barriers and fences, control transfers and calls, warp-collective operations (every
    /// lane must take part), and `FCHK`, which decides whether ptxas's slow division path
    /// runs (a branch not modelled). Dead-code elimination keeps these; spill code has side
    /// effects too ([`super::Inst::has_side_effects`]).
    pub side_effects: bool,
    /// Computes its results from its source operands alone on the ALU, conversion or move
    /// datapath: no memory, no special registers, no other lanes. Loop-invariant hoisting
    /// moves only these. Not set for `MOVM`, which reads other lanes' registers, nor for
    /// `IDP`, `P2R` and `R2P`, which hoisting has never moved (`P2R`/`R2P` occur only as
    /// spill code; hoisting `IDP` would change which `dp4a` loops lose code, unmeasured
    /// against ptxas).
    pub pure: bool,
    /// On ptxas's late-remat whitelist (`ptxas-rematerialization.txt`): cheap single-cycle
    /// ALU instructions it recomputes rather than spills — `IADD3`, `SHF`, `IMAD`, `ISETP`,
    /// `LOP3`, `SEL` — and `MOV`. Reads of invariant special registers are rematerialised
    /// too, decided by their operand (`crate::regalloc::remat`).
    pub cheap: bool,
    /// May carry a guard in if-converted code. Not control flow and calls,
    /// pseudo-instructions and `PACK` (which stand for other code or none), barriers, fences
    /// and waits, warp-level and tensor-core operations, atomics and asynchronous copies.
    /// (The warp-collective matrix accesses `LDSM`/`STSM` and `MOVM` are predicable, as
    /// if-conversion has always treated them; whether ptxas predicates them is unmeasured.)
    pub predicable: bool,
    /// Memory accesses keep their side of it: barriers and fences, waits for asynchronous
    /// copies, calls, and what stands for code not seen (`ARG` before an internal
    /// subroutine, `GENERIC`). Load merging ends its groups at these; the scheduler treats
    /// them as fixed points.
    pub orders_memory: bool,
}

impl OpInfo {
    /// The memory access, for memory instructions (the constant bank included).
    #[inline]
    pub fn memory(&self) -> Option<MemOp> {
        match self.class {
            OpClass::Memory(m) => Some(m),
            _ => None,
        }
    }

    /// The memory space accessed, for memory instructions.
    #[inline]
    pub fn space(&self) -> Option<MemSpace> {
        self.memory().map(|m| m.space)
    }

    /// Reads or writes memory that threads can write: every memory instruction except the
    /// constant-bank load `LDC` (nothing in a kernel writes the constant bank, so reading it
    /// behaves like reading an operand). Such instructions are never merged by value
    /// (common-subexpression elimination) and have no uniform form.
    #[inline]
    pub fn touches_memory(&self) -> bool {
        self.memory().is_some_and(|m| m.space != MemSpace::Constant)
    }

    /// Reads memory without writing it: a value that only arrives (any space, the constant
    /// bank included). The scheduler's register-saving choice prefers anything else.
    #[inline]
    pub fn is_load(&self) -> bool {
        self.memory().is_some_and(|m| m.access == Access::Load)
    }
}

/// The family of an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpClass {
    /// Integer arithmetic, logic, shifts, compares and selects.
    Integer,
    /// Single-precision arithmetic, the multi-function unit (`MUFU`) and rounding.
    Float,
    /// Double-precision arithmetic.
    Double,
    /// Packed half-precision arithmetic.
    Half,
    /// Conversions between integer and floating-point formats.
    Conversion,
    /// Predicate logic and moves between predicates and GPRs.
    Predicate,
    /// Register moves, tuple building (`PACK`), copies to the uniform file (`R2UR`) and the
    /// warp-wide transpose `MOVM`.
    Move,
    /// Reads a special (system) register: thread and block indices, clocks.
    SpecialRegister,
    /// A memory access.
    Memory(MemOp),
    /// Warp-collective exchange and voting (`SHFL`, `VOTE`, `MATCH`, `REDUX`).
    Warp,
    /// Matrix multiply-accumulate on the tensor cores.
    TensorCore,
    /// Barriers, fences, sleeps and waits for asynchronous copies.
    Sync,
    /// Branches, calls, returns, exits and traps.
    Control,
    /// Does nothing; the machine IR also uses it as a read that keeps a value live to a
    /// point (the `-O0` memory descriptor).
    Nop,
    /// Emits nothing of its own: definition points (`ARG`, `SMEMBASE`) and the stand-in for
    /// an unmodelled PTX instruction (`GENERIC`).
    Pseudo,
}

/// The memory access of a memory instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemOp {
    /// The space accessed.
    pub space: MemSpace,
    /// What the access does.
    pub access: Access,
    /// A warp-collective matrix access (`LDSM`, `STSM`): each lane supplies the address of
    /// a row that other lanes' registers receive or provide, so one lane's address does not
    /// say which bytes the instruction moves.
    pub matrix: bool,
}

impl MemOp {
    /// Writes memory (stores, atomics, reductions and asynchronous copies).
    #[inline]
    pub fn writes(&self) -> bool {
        self.access != Access::Load
    }

    /// Addressed by one `[register + immediate]` operand of a single space, so a constant
    /// offset can move into the address: not the constant bank, textures or surfaces
    /// (coordinates or bank operands), not the two addresses of an asynchronous copy, not a
    /// matrix access.
    #[inline]
    pub fn offset_address(&self) -> bool {
        !self.matrix
            && matches!(
                self.space,
                MemSpace::Global | MemSpace::Shared | MemSpace::Local | MemSpace::Generic
            )
    }
}

/// Memory spaces as the instructions name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemSpace {
    /// Global memory (`.E` accesses through the memory descriptor).
    Global,
    /// The block's shared memory.
    Shared,
    /// The thread's local memory (stack frame, spill slots).
    Local,
    /// A generic address: global, shared or local, decided at run time.
    Generic,
    /// A constant bank (`LDC`): nothing in the kernel writes it.
    Constant,
    /// Texture fetches: read-only for the kernel's lifetime.
    Texture,
    /// Surfaces, read and written through a handle and coordinates.
    Surface,
    /// `LDGSTS`: reads global memory and stores what it read to shared memory,
    /// asynchronously.
    GlobalToShared,
}

impl MemSpace {
    /// May reach global memory, so the access names the global-memory descriptor.
    #[inline]
    pub fn may_be_global(self) -> bool {
        matches!(
            self,
            MemSpace::Global | MemSpace::Generic | MemSpace::GlobalToShared
        )
    }

    /// May reach shared memory.
    #[inline]
    pub fn may_be_shared(self) -> bool {
        matches!(
            self,
            MemSpace::Shared | MemSpace::Generic | MemSpace::GlobalToShared
        )
    }

    /// Nothing in the kernel writes it (the constant bank, textures).
    #[inline]
    pub fn is_read_only(self) -> bool {
        matches!(self, MemSpace::Constant | MemSpace::Texture)
    }
}

/// What a memory instruction does with its space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Reads.
    Load,
    /// Writes (`LDGSTS` after reading global memory, see [`MemSpace::GlobalToShared`]).
    Store,
    /// Reads, modifies and writes in one step (atomics and reductions).
    Atomic,
}

/// The table, indexed by opcode.
static TABLE: [OpInfo; COUNT] = {
    let mut table = [describe(Opcode::NOP); COUNT];
    let mut k = 0;
    while k < COUNT {
        assert!(
            Opcode::ALL[k] as usize == k,
            "Opcode::ALL must list the opcodes in declaration order"
        );
        table[k] = describe(Opcode::ALL[k]);
        k += 1;
    }
    table
};

// Facts of a table row (see the fields of `OpInfo`).
const UNIFORM: u16 = 1 << 0;
const UR_SRC: u16 = 1 << 1;
const ZERO: u16 = 1 << 2;
const TERM: u16 = 1 << 3;
const EXITS: u16 = 1 << 4;
const EFFECTS: u16 = 1 << 5;
const PURE: u16 = 1 << 6;
const CHEAP: u16 = 1 << 7;
const PRED: u16 = 1 << 8;
const ORDERS: u16 = 1 << 9;

/// How an ALU opcode's data sources map to encoding slots (per opcode:
/// [`OpInfo::alu_form`]; the slots are [`super::encoding`]'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AluForm {
    /// `A` and `B` may trade places without another instruction (commutative operations,
    /// compares by reversing the condition, selects by inverting the selector), so a
    /// non-GPR operand in `A` can move to `B` when `B` is a GPR.
    pub swaps_ab: bool,
    /// The instruction has a single data source, encoded in the `B` slot.
    pub unary: bool,
}

// Source-slot layouts (see `AluForm`).
const SWAPS: AluForm = AluForm {
    swaps_ab: true,
    unary: false,
};
const FIXED: AluForm = AluForm {
    swaps_ab: false,
    unary: false,
};
const UNARY: AluForm = AluForm {
    swaps_ab: false,
    unary: true,
};

/// A table row: name, class, latency and facts.
const fn row(name: &'static str, class: OpClass, latency: u32, facts: u16) -> OpInfo {
    OpInfo {
        name,
        class,
        latency,
        uniform_form: facts & UNIFORM != 0,
        uniform_sources: facts & UR_SRC != 0,
        alu_form: None,
        zero_is_value: facts & ZERO != 0,
        terminator: facts & TERM != 0,
        exits: facts & EXITS != 0,
        side_effects: facts & EFFECTS != 0,
        pure: facts & PURE != 0,
        cheap: facts & CHEAP != 0,
        predicable: facts & PRED != 0,
        orders_memory: facts & ORDERS != 0,
    }
}

impl OpInfo {
    /// The row with an ALU source layout.
    const fn form(mut self, form: AluForm) -> OpInfo {
        self.alu_form = Some(form);
        self
    }
}

/// A memory access of `space`.
const fn mem(space: MemSpace, access: Access) -> OpClass {
    OpClass::Memory(MemOp {
        space,
        access,
        matrix: false,
    })
}

/// A warp-collective matrix access of `space`.
const fn matrix(space: MemSpace, access: Access) -> OpClass {
    OpClass::Memory(MemOp {
        space,
        access,
        matrix: true,
    })
}

/// The table: every opcode's row.
#[rustfmt::skip]
const fn describe(op: Opcode) -> OpInfo {
    use Access::*;
    use MemSpace::*;
    use OpClass::*;
    use Opcode::*;
    match op {
        // Integer ALU.
        IADD3 => row("IADD3", Integer, 4, PURE | CHEAP | PRED | UNIFORM | UR_SRC | ZERO).form(SWAPS),
        IMAD  => row("IMAD",  Integer, 4, PURE | CHEAP | PRED | UNIFORM | UR_SRC | ZERO).form(SWAPS),
        IMUL  => row("IMUL",  Integer, 4, PURE | PRED | UR_SRC | ZERO).form(SWAPS),
        LEA   => row("LEA",   Integer, 4, PURE | PRED | UNIFORM | UR_SRC).form(FIXED),
        SHF   => row("SHF",   Integer, 4, PURE | CHEAP | PRED | UNIFORM | UR_SRC).form(FIXED),
        LOP3  => row("LOP3",  Integer, 4, PURE | CHEAP | PRED | UNIFORM | UR_SRC | ZERO).form(SWAPS),
        ISETP => row("ISETP", Integer, 4, PURE | CHEAP | PRED | UNIFORM | UR_SRC | ZERO).form(SWAPS),
        IMNMX => row("IMNMX", Integer, 4, PURE | PRED | UNIFORM | UR_SRC | ZERO).form(SWAPS),
        IABS  => row("IABS",  Integer, 4, PURE | PRED | UNIFORM | UR_SRC).form(UNARY),
        SEL   => row("SEL",   Integer, 4, PURE | CHEAP | PRED | UNIFORM | UR_SRC | ZERO).form(SWAPS),
        POPC  => row("POPC",  Integer, 12, PURE | PRED | UNIFORM | UR_SRC).form(UNARY),
        FLO   => row("FLO",   Integer, 12, PURE | PRED | UNIFORM | UR_SRC).form(UNARY),
        BREV  => row("BREV",  Integer, 12, PURE | PRED | UNIFORM | UR_SRC).form(UNARY),
        BMSK  => row("BMSK",  Integer, 4, PURE | PRED | UNIFORM | UR_SRC).form(FIXED),
        PRMT  => row("PRMT",  Integer, 4, PURE | PRED | UNIFORM | UR_SRC).form(FIXED),
        SGXT  => row("SGXT",  Integer, 4, PURE | PRED | UNIFORM | UR_SRC).form(FIXED),
        IDP   => row("IDP",   Integer, 4, PRED).form(FIXED),
        // Single precision.
        FADD  => row("FADD",  Float, 4, PURE | PRED | UR_SRC | ZERO).form(SWAPS),
        FMUL  => row("FMUL",  Float, 4, PURE | PRED | UR_SRC | ZERO).form(SWAPS),
        FFMA  => row("FFMA",  Float, 4, PURE | PRED | UR_SRC | ZERO).form(SWAPS),
        FADD2 => row("FADD2", Float, 4, PURE | PRED).form(SWAPS),
        FMUL2 => row("FMUL2", Float, 4, PURE | PRED).form(SWAPS),
        FFMA2 => row("FFMA2", Float, 4, PURE | PRED).form(SWAPS),
        FHADD => row("FHADD", Float, 4, PURE | PRED | ZERO).form(FIXED),
        FHFMA => row("FHFMA", Float, 4, PURE | PRED | ZERO).form(FIXED),
        FMNMX => row("FMNMX", Float, 4, PURE | PRED | UR_SRC | ZERO).form(SWAPS),
        FSETP => row("FSETP", Float, 4, PURE | PRED | UR_SRC | ZERO).form(SWAPS),
        FSEL  => row("FSEL",  Float, 4, PURE | PRED | UR_SRC | ZERO).form(SWAPS),
        FCHK  => row("FCHK",  Float, 4, EFFECTS | PRED),
        MUFU  => row("MUFU",  Float, 12, PURE | PRED),
        FRND  => row("FRND",  Float, 12, PURE | PRED),
        // Double and half precision.
        DADD  => row("DADD",  Double, 8, PURE | PRED | ZERO).form(SWAPS),
        DMUL  => row("DMUL",  Double, 8, PURE | PRED | ZERO).form(SWAPS),
        DFMA  => row("DFMA",  Double, 8, PURE | PRED | ZERO).form(SWAPS),
        DSETP => row("DSETP", Double, 8, PURE | PRED | ZERO).form(SWAPS),
        DMNMX => row("DMNMX", Double, 8, PURE | PRED | ZERO).form(SWAPS),
        HADD2 => row("HADD2", Half, 4, PURE | PRED).form(SWAPS),
        HMUL2 => row("HMUL2", Half, 4, PURE | PRED).form(SWAPS),
        HFMA2 => row("HFMA2", Half, 4, PURE | PRED).form(SWAPS),
        HSETP2 => row("HSETP2", Half, 4, PURE | PRED).form(SWAPS),
        HSET2 => row("HSET2", Half, 4, PURE | PRED).form(SWAPS),
        HMNMX2 => row("HMNMX2", Half, 4, PURE | PRED).form(SWAPS),
        // Conversions.
        I2F   => row("I2F",   Conversion, 12, PURE | PRED),
        F2I   => row("F2I",   Conversion, 12, PURE | PRED),
        F2F   => row("F2F",   Conversion, 12, PURE | PRED),
        I2I   => row("I2I",   Conversion, 12, PURE | PRED),
        I2IP  => row("I2IP",  Conversion, 4, PURE | PRED),
        F2FP  => row("F2FP",  Conversion, 4, PURE | PRED),
        // Predicates.
        PLOP3 => row("PLOP3", Predicate, 4, PURE | PRED | UNIFORM),
        P2R   => row("P2R",   Predicate, 4, PRED),
        R2P   => row("R2P",   Predicate, 4, PRED),
        // Moves, constants and special registers.
        MOV   => row("MOV",   Move, 4, PURE | CHEAP | PRED | UNIFORM | UR_SRC).form(UNARY),
        PACK  => row("PACK",  Move, 4, PURE | UNIFORM),
        R2UR  => row("R2UR",  Move, 4, PRED),
        MOVM  => row("MOVM",  Move, 4, PRED),
        LDC   => row("LDC",   mem(Constant, Load), 15, PRED | UNIFORM),
        S2R   => row("S2R",   SpecialRegister, 15, PRED),
        S2UR  => row("S2UR",  SpecialRegister, 15, PRED | UNIFORM),
        CS2R  => row("CS2R",  SpecialRegister, 15, PRED),
        // Memory.
        LDG   => row("LDG",   mem(Global, Load), 200, PRED),
        STG   => row("STG",   mem(Global, Store), 4, EFFECTS | PRED),
        LDS   => row("LDS",   mem(Shared, Load), 25, PRED),
        STS   => row("STS",   mem(Shared, Store), 4, EFFECTS | PRED),
        LDL   => row("LDL",   mem(Local, Load), 200, PRED),
        STL   => row("STL",   mem(Local, Store), 4, EFFECTS | PRED),
        LD    => row("LD",    mem(Generic, Load), 200, PRED),
        ST    => row("ST",    mem(Generic, Store), 4, EFFECTS | PRED),
        ATOMG => row("ATOMG", mem(Global, Atomic), 200, EFFECTS),
        ATOMS => row("ATOMS", mem(Shared, Atomic), 25, EFFECTS),
        ATOM  => row("ATOM",  mem(Generic, Atomic), 200, EFFECTS),
        RED   => row("RED",   mem(Global, Atomic), 4, EFFECTS),
        LDGSTS => row("LDGSTS", mem(GlobalToShared, Store), 4, EFFECTS),
        LDSM  => row("LDSM",  matrix(Shared, Load), 25, PRED),
        STSM  => row("STSM",  matrix(Shared, Store), 4, EFFECTS | PRED),
        TEX   => row("TEX",   mem(Texture, Load), 200, PRED),
        TLD   => row("TLD",   mem(Texture, Load), 200, PRED),
        SULD  => row("SULD",  mem(Surface, Load), 200, PRED),
        SUST  => row("SUST",  mem(Surface, Store), 4, EFFECTS | PRED),
        // Warp-level and tensor cores (`HGMMA` runs asynchronously: it has effects).
        SHFL  => row("SHFL",  Warp, 25, EFFECTS),
        VOTE  => row("VOTE",  Warp, 25, EFFECTS),
        MATCH => row("MATCH", Warp, 25, EFFECTS),
        REDUX => row("REDUX", Warp, 25, EFFECTS),
        HMMA  => row("HMMA",  TensorCore, 16, 0),
        IMMA  => row("IMMA",  TensorCore, 16, 0),
        DMMA  => row("DMMA",  TensorCore, 16, 0),
        HGMMA => row("HGMMA", TensorCore, 16, EFFECTS),
        IGMMA => row("IGMMA", TensorCore, 16, EFFECTS),
        QGMMA => row("QGMMA", TensorCore, 16, EFFECTS),
        // Synchronisation (a sleep orders nothing, but it is there for its timing).
        BAR       => row("BAR",       Sync, 4, EFFECTS | ORDERS),
        MEMBAR    => row("MEMBAR",    Sync, 4, EFFECTS | ORDERS),
        WARPSYNC  => row("WARPSYNC",  Sync, 4, EFFECTS | ORDERS),
        NANOSLEEP => row("NANOSLEEP", Sync, 4, EFFECTS),
        SYNCS     => row("SYNCS",     Sync, 4, EFFECTS | ORDERS),
        // A warp's register limit changes at `USETMAXREG`: nothing moves across it.
        USETMAXREG => row("USETMAXREG", Sync, 4, EFFECTS | ORDERS),
        WARPGROUP => row("WARPGROUP", Sync, 4, EFFECTS | ORDERS),
        LDGDEPBAR => row("LDGDEPBAR", Sync, 4, EFFECTS | ORDERS),
        DEPBAR    => row("DEPBAR",    Sync, 4, EFFECTS | ORDERS),
        // Convergence barriers: nothing moves across them.
        BSSY  => row("BSSY",  Sync, 4, EFFECTS | ORDERS),
        BSYNC => row("BSYNC", Sync, 4, EFFECTS | ORDERS),
        // Control flow.
        BRA   => row("BRA",   Control, 4, EFFECTS | TERM),
        BRX   => row("BRX",   Control, 4, EFFECTS | TERM),
        CALL  => row("CALL",  Control, 4, EFFECTS | ORDERS),
        RET   => row("RET",   Control, 4, EFFECTS | TERM | EXITS),
        EXIT  => row("EXIT",  Control, 4, EFFECTS | TERM | EXITS),
        BPT   => row("BPT",   Control, 4, EFFECTS),
        NOP   => row("NOP",   Nop, 4, 0),
        // Pseudo-instructions.
        ARG      => row("ARG",      Pseudo, 4, EFFECTS | ORDERS),
        SMEMBASE => row("SMEMBASE", Pseudo, 4, 0),
        GENERIC  => row("GENERIC",  Pseudo, 4, EFFECTS | ORDERS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Opcode::*;

    #[test]
    fn every_name_round_trips() {
        for op in Opcode::ALL {
            // The mnemonic is the variant's own spelling, and names one opcode only.
            assert_eq!(op.name(), format!("{op:?}"));
            let named: Vec<Opcode> = Opcode::ALL
                .into_iter()
                .filter(|o| o.name() == op.name())
                .collect();
            assert_eq!(named, [op]);
        }
    }

    #[test]
    fn facts_of_each_family() {
        // Integer ALU: IADD3 is cheap, pure, uniform-capable; IMUL has no uniform form.
        let iadd3 = IADD3.info();
        assert!(iadd3.cheap && iadd3.pure && iadd3.uniform_form && iadd3.predicable);
        assert_eq!(iadd3.alu_form, Some(SWAPS));
        assert!(!IMUL.info().uniform_form && !IMUL.info().cheap);
        assert!(!LEA.info().cheap, "LEA is not on ptxas's remat whitelist");
        // Floats: pure, FCHK excepted; doubles take no uniform sources.
        assert!(FFMA.info().pure && FFMA.info().uniform_sources);
        assert!(FCHK.info().side_effects && !FCHK.info().pure);
        assert!(!DFMA.info().uniform_sources && DFMA.info().latency == 8);
        // Memory: spaces and accesses, and the constant bank is no memory threads write.
        assert_eq!(
            LDG.info().memory(),
            Some(MemOp {
                space: MemSpace::Global,
                access: Access::Load,
                matrix: false
            })
        );
        assert!(LDG.info().touches_memory() && LDG.info().is_load());
        assert!(LDC.info().is_load() && !LDC.info().touches_memory());
        assert!(STS.info().side_effects && !STS.info().is_load());
        assert!(LDSM
            .info()
            .memory()
            .is_some_and(|m| m.matrix && !m.offset_address()));
        assert!(!ATOMG.info().predicable && ATOMG.info().side_effects);
        assert!(LDGSTS
            .info()
            .memory()
            .is_some_and(|m| m.space.may_be_global() && m.space.may_be_shared() && m.writes()));
        assert!(!LDS.info().memory().is_some_and(|m| m.space.may_be_global()));
        // Warp-level: collective, so not removable and not predicable.
        assert!(SHFL.info().side_effects && !SHFL.info().predicable);
        // Tensor cores: only the asynchronous HGMMA has effects.
        assert!(!HMMA.info().side_effects && HGMMA.info().side_effects);
        // Synchronisation orders memory (the sleep excepted).
        assert!(BAR.info().orders_memory && !NANOSLEEP.info().orders_memory);
        // Control: terminators end blocks; calls order memory; EXIT leaves.
        assert!(BRA.info().terminator && !BRA.info().exits);
        assert!(EXIT.info().terminator && EXIT.info().exits);
        assert!(!CALL.info().terminator && CALL.info().orders_memory);
        // Pseudo-instructions: GENERIC is treated as anything at all.
        assert!(GENERIC.info().side_effects && GENERIC.info().orders_memory);
        assert!(!PACK.info().predicable && PACK.info().pure);
    }

    #[test]
    fn facts_are_consistent() {
        for op in Opcode::ALL {
            let i = op.info();
            assert!(!i.cheap || i.pure, "{op:?}: cheap implies pure");
            assert!(
                !i.pure || (!i.side_effects && i.memory().is_none()),
                "{op:?}: pure implies no effects and no memory"
            );
            assert!(!i.exits || i.terminator, "{op:?}: exits implies terminator");
            assert!(
                !(i.terminator || i.orders_memory) || i.side_effects,
                "{op:?}: control and ordering are effects"
            );
            assert!(
                !i.memory().is_some_and(|m| m.writes()) || i.side_effects,
                "{op:?}: memory writes are effects"
            );
            assert!(
                !i.uniform_sources || i.alu_form.is_some(),
                "{op:?}: uniform sources need an ALU form"
            );
            assert!(
                !i.zero_is_value || i.alu_form.is_some(),
                "{op:?}: zero literals are ALU sources"
            );
        }
    }
}
