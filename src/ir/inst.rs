//! Machine instructions over virtual registers: operands, guards, flags (opcodes and their
//! properties: [`super::Opcode::info`]).

use super::mods::{Mod, Mods};
use super::opcode::Opcode;
use super::types::{BlockId, PhysReg, RegClass, VReg};

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
    /// A function name (calls) or global symbol, interned ([`super::intern_symbol`]).
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
    /// SASS modifiers, e.g. `.WIDE`, `.E.64`, `.GE.AND` (for `GENERIC`, the PTX instruction
    /// as text).
    pub mods: Mods,
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
    pub fn new(op: Opcode, mods: impl Into<Mods>, defs: Vec<VReg>, uses: Vec<Operand>) -> Inst {
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

    /// Branch targets named by the instruction (a `BSSY` names its join without branching
    /// there).
    pub fn targets(&self) -> impl Iterator<Item = BlockId> + '_ {
        let named: &[Operand] = if self.op == Opcode::BSSY {
            &[]
        } else {
            &self.uses
        };
        named.iter().filter_map(|o| match o {
            Operand::Block(b) => Some(*b),
            _ => None,
        })
    }

    /// Whether control can continue to the next instruction (not an unconditional
    /// branch/exit/return).
    pub fn falls_through(&self) -> bool {
        !self.op.is_terminator() || self.guard.is_some()
    }

    /// Whether removing the instruction can change behaviour other than through its
    /// results: its opcode has side effects ([`super::OpInfo::side_effects`]), or it is spill
    /// code, whose stores and reloads the allocator placed for the values they carry.
    pub fn has_side_effects(&self) -> bool {
        self.op.info().side_effects || self.flags.spill
    }

    /// An `LDG.CONSTANT`: a global load through the read-only (non-coherent) path, PTX
    /// `ld.global.nc`, whose memory the kernel promises nothing writes while it runs.
    pub fn is_read_only_global_load(&self) -> bool {
        self.op == Opcode::LDG && self.mods.has(Mod::CONSTANT)
    }

    /// Whether the instruction reads memory nothing in the kernel writes: the constant bank,
    /// textures and read-only global loads. Such a load needs no order against any store.
    pub fn reads_read_only_memory(&self) -> bool {
        self.is_read_only_global_load()
            || self
                .op
                .info()
                .memory()
                .is_some_and(|m| m.space.is_read_only())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_stay_small() {
        // Passes copy and move instructions a lot (every schedule, spill round and rebuild of
        // a block): the typed modifiers (16 bytes, `Copy`) must not make them bigger than the
        // 96 bytes they had with modifiers as a string.
        assert_eq!(std::mem::size_of::<Mods>(), 16);
        assert!(
            std::mem::size_of::<Inst>() <= 88,
            "{}",
            std::mem::size_of::<Inst>()
        );
        let i = Inst::new(
            Opcode::LDG,
            Mods::of([Mod::E, Mod::CONSTANT]),
            vec![],
            vec![],
        );
        assert!(i.is_read_only_global_load());
    }
}
