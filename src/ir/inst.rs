//! Machine instructions: SASS-like opcodes over virtual registers.

use super::types::{BlockId, PhysReg, RegClass, VReg};

/// SASS-like opcodes. The set mirrors what ptxas emits; the allocator only cares about a few
/// properties (remat cost, memory access, control flow), which the methods below expose.
#[allow(missing_docs)]
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
    HMNMX2,
    MUFU,
    FRND,
    // Conversions.
    I2F,
    F2I,
    F2F,
    I2I,
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
    // Synchronisation.
    BAR,
    MEMBAR,
    WARPSYNC,
    NANOSLEEP,
    SYNCS,
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
    /// operands read, the result written) and named by its PTX opcode in `Inst::mods`.
    GENERIC,
}

impl Opcode {
    /// The SASS mnemonic.
    pub fn name(self) -> &'static str {
        use Opcode::*;
        match self {
            IADD3 => "IADD3",
            IMAD => "IMAD",
            IMUL => "IMUL",
            LEA => "LEA",
            SHF => "SHF",
            LOP3 => "LOP3",
            ISETP => "ISETP",
            IMNMX => "IMNMX",
            IABS => "IABS",
            SEL => "SEL",
            POPC => "POPC",
            FLO => "FLO",
            BREV => "BREV",
            BMSK => "BMSK",
            PRMT => "PRMT",
            SGXT => "SGXT",
            IDP => "IDP",
            FADD => "FADD",
            FMUL => "FMUL",
            FFMA => "FFMA",
            FMNMX => "FMNMX",
            FSETP => "FSETP",
            FSEL => "FSEL",
            FCHK => "FCHK",
            DADD => "DADD",
            DMUL => "DMUL",
            DFMA => "DFMA",
            DSETP => "DSETP",
            DMNMX => "DMNMX",
            HADD2 => "HADD2",
            HMUL2 => "HMUL2",
            HFMA2 => "HFMA2",
            HSETP2 => "HSETP2",
            HMNMX2 => "HMNMX2",
            MUFU => "MUFU",
            FRND => "FRND",
            I2F => "I2F",
            F2I => "F2I",
            F2F => "F2F",
            I2I => "I2I",
            F2FP => "F2FP",
            PLOP3 => "PLOP3",
            P2R => "P2R",
            R2P => "R2P",
            MOV => "MOV",
            PACK => "PACK",
            LDC => "LDC",
            S2R => "S2R",
            S2UR => "S2UR",
            R2UR => "R2UR",
            CS2R => "CS2R",
            LDG => "LDG",
            STG => "STG",
            LDS => "LDS",
            STS => "STS",
            LDL => "LDL",
            STL => "STL",
            LD => "LD",
            ST => "ST",
            ATOMG => "ATOMG",
            ATOMS => "ATOMS",
            ATOM => "ATOM",
            RED => "RED",
            LDGSTS => "LDGSTS",
            LDGDEPBAR => "LDGDEPBAR",
            DEPBAR => "DEPBAR",
            LDSM => "LDSM",
            MOVM => "MOVM",
            STSM => "STSM",
            TEX => "TEX",
            TLD => "TLD",
            SULD => "SULD",
            SUST => "SUST",
            SHFL => "SHFL",
            VOTE => "VOTE",
            MATCH => "MATCH",
            REDUX => "REDUX",
            HMMA => "HMMA",
            IMMA => "IMMA",
            DMMA => "DMMA",
            HGMMA => "HGMMA",
            BAR => "BAR",
            MEMBAR => "MEMBAR",
            WARPSYNC => "WARPSYNC",
            NANOSLEEP => "NANOSLEEP",
            SYNCS => "SYNCS",
            BRA => "BRA",
            BRX => "BRX",
            CALL => "CALL",
            RET => "RET",
            EXIT => "EXIT",
            BPT => "BPT",
            NOP => "NOP",
            ARG => "ARG",
            SMEMBASE => "SMEMBASE",
            GENERIC => "GENERIC",
        }
    }

    /// Whether the opcode has a uniform-datapath form (`UIADD3`, `UMOV`, ...), so its result
    /// may live in UR/UP when the value is warp-uniform.
    pub fn has_uniform_form(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            IADD3
                | IMAD
                | LEA
                | SHF
                | LOP3
                | ISETP
                | SEL
                | MOV
                | PLOP3
                | POPC
                | FLO
                | BREV
                | PRMT
                | SGXT
                | BMSK
                | S2UR
                | LDC
                | IABS
                | IMNMX
        )
    }

    /// Ends a basic block.
    pub fn is_terminator(self) -> bool {
        matches!(self, Opcode::BRA | Opcode::BRX | Opcode::EXIT | Opcode::RET)
    }

    /// Reads or writes memory (never rematerialised, never moved across barriers).
    pub fn touches_memory(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            LDG | STG
                | LDS
                | STS
                | LDL
                | STL
                | LD
                | ST
                | ATOMG
                | ATOMS
                | ATOM
                | RED
                | LDGSTS
                | LDSM
                | STSM
                | TEX
                | TLD
                | SULD
                | SUST
        )
    }

    /// A cheap single-cycle ALU operation that ptxas re-computes rather than spills
    /// (the remat whitelist of the rematerialisation seed: IADD3, SHF, IMAD, ISETP, LOP3, SEL,
    /// plus plain moves of constants).
    pub fn is_cheap_alu(self) -> bool {
        use Opcode::*;
        matches!(self, IADD3 | SHF | IMAD | ISETP | LOP3 | SEL | MOV | LEA)
    }
}

/// A use of (part of) a virtual register. Tuples may be read whole or by a sub-range of their
/// registers (the high word of a 64-bit pair, one lane of a vector load).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegUse {
    /// The value read.
    pub vreg: VReg,
    /// First register of the tuple that is read.
    pub offset: u8,
    /// Number of registers read; 0 means the whole tuple.
    pub count: u8,
}

impl RegUse {
    /// A use of the whole value.
    pub fn whole(vreg: VReg) -> RegUse {
        RegUse {
            vreg,
            offset: 0,
            count: 0,
        }
    }
    /// A use of `count` registers starting at `offset` within the tuple.
    pub fn part(vreg: VReg, offset: u8, count: u8) -> RegUse {
        RegUse {
            vreg,
            offset,
            count,
        }
    }
    /// Whether the whole value is read.
    pub fn is_whole(self) -> bool {
        self.count == 0
    }
}

/// A source operand. Plain data (`Copy`): copying and dropping an instruction's operands
/// is a copy of its operand vector, which every schedule and spill round does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A virtual register (or part of one).
    Reg(RegUse),
    /// The zero/true register of a class: `RZ`, `URZ`, `PT`, `UPT`.
    Zero(RegClass),
    /// A physical register that is not allocated (used after allocation and for fixed
    /// hardware registers in hand-written tests).
    Phys(PhysReg),
    /// A special system register read by `S2R`/`S2UR`/`CS2R`, e.g. `SR_TID.X`.
    Special(&'static str),
    /// An integer immediate (bits as the instruction interprets them).
    Imm(i64),
    /// A 32-bit float immediate, as bits.
    FImm(u32),
    /// A 64-bit float immediate, as bits.
    DImm(u64),
    /// A constant-bank operand `c[bank][offset]`, optionally indexed by a register.
    CBank {
        /// Bank number (0 = kernel parameters and driver constants, 3 = user `__constant__`).
        bank: u8,
        /// Byte offset.
        offset: u32,
    },
    /// A memory address `[base + offset]`; `base` is a 64-bit pair for global/generic
    /// addresses and a 32-bit register for shared/local ones.
    Mem {
        /// Address register, `None` for an absolute address.
        base: Option<RegUse>,
        /// Byte offset.
        offset: i64,
    },
    /// A branch target.
    Block(BlockId),
    /// A function name (calls) or global symbol, interned ([`intern_symbol`]).
    Symbol(&'static str),
}

impl Operand {
    /// The register read by this operand, if any.
    pub fn reg(&self) -> Option<RegUse> {
        match self {
            Operand::Reg(r) => Some(*r),
            Operand::Mem { base, .. } => *base,
            _ => None,
        }
    }
}

/// `@P0` / `@!P0` guard of a predicated instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guard {
    /// The predicate (class P or UP).
    pub pred: VReg,
    /// Executes when the predicate is false.
    pub negated: bool,
}

/// A range of physical registers an instruction destroys (call clobbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clobber {
    /// Class of the registers.
    pub class: RegClass,
    /// First clobbered register.
    pub first: u16,
    /// Number of registers.
    pub count: u16,
}

/// One machine instruction.
///
/// Definitions always write whole values; a guarded definition writes its value only when the
/// guard holds (liveness treats it as a partial write).
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    /// Opcode.
    pub op: Opcode,
    /// SASS modifiers, e.g. `.WIDE`, `.E.64`, `.GE.AND` (for `GENERIC`, the PTX opcode).
    pub mods: compact_str::CompactString,
    /// Guard predicate.
    pub guard: Option<Guard>,
    /// Values written, each whole.
    pub defs: Vec<VReg>,
    /// Source operands in SASS order.
    pub uses: Vec<Operand>,
    /// Physical registers destroyed (calls).
    pub clobbers: thin_vec::ThinVec<Clobber>,
    /// Line of the PTX instruction this came from (1-based), 0 when synthetic.
    pub ptx_line: u32,
    /// Bookkeeping flags.
    pub flags: InstFlags,
}

/// Why an instruction exists, for listings and statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InstFlags {
    /// Inserted by the spiller (STL/LDL/STS/LDS of a spilled value).
    pub spill: bool,
    /// A recomputation inserted by rematerialisation.
    pub remat: bool,
    /// A volatile or strong (`.relaxed`, `.acquire`, `.mmio`) access: it keeps its own
    /// place among the memory accesses, so it is never merged with others.
    pub ordered: bool,
}

impl Inst {
    /// A new unguarded instruction.
    pub fn new(
        op: Opcode,
        mods: impl Into<compact_str::CompactString>,
        defs: Vec<VReg>,
        uses: Vec<Operand>,
    ) -> Inst {
        Inst {
            op,
            mods: mods.into(),
            guard: None,
            defs,
            uses,
            clobbers: thin_vec::ThinVec::new(),
            ptx_line: 0,
            flags: InstFlags::default(),
        }
    }

    /// Every register read: source operands, address bases and the guard.
    pub fn reg_uses(&self) -> impl Iterator<Item = RegUse> + '_ {
        self.uses
            .iter()
            .filter_map(Operand::reg)
            .chain(self.guard.map(|g| RegUse::whole(g.pred)))
    }

    /// Branch targets named by the instruction.
    pub fn targets(&self) -> impl Iterator<Item = BlockId> + '_ {
        self.uses.iter().filter_map(|o| match o {
            Operand::Block(b) => Some(*b),
            _ => None,
        })
    }

    /// Whether control can continue to the next instruction (not an unconditional
    /// branch/exit/return).
    pub fn falls_through(&self) -> bool {
        match self.op {
            Opcode::BRA | Opcode::BRX | Opcode::EXIT | Opcode::RET => self.guard.is_some(),
            _ => true,
        }
    }
}

/// The one copy of symbol name `name` for [`Operand::Symbol`]: each distinct name is stored
/// once for the life of the process (a suite names a few hundred functions and globals).
pub fn intern_symbol(name: &str) -> &'static str {
    use std::sync::{Mutex, OnceLock};
    static SYMBOLS: OnceLock<Mutex<rustc_hash::FxHashSet<&'static str>>> = OnceLock::new();
    let mut symbols = SYMBOLS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&s) = symbols.get(name) {
        return s;
    }
    let s: &'static str = Box::leak(name.to_owned().into_boxed_str());
    symbols.insert(s);
    s
}
