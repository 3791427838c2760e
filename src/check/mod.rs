//! The independent allocation checker behind `--verify`.
//!
//! It sees only the final machine code and the allocator's claims ([`Assignment`]) and decides,
//! by its own dataflow, whether every register read gets the value the original program meant.
//! It never imports `regalloc/`: the checker must not trust the allocator it checks.
//!
//! # Definition
//!
//! **Locations.** Every physical register `(class, index)` and every 4-byte word of a spill
//! slot `(space, byte offset)` is a location. Slots exist only through spill instructions
//! (`flags.spill`); their space is `local` (`STL`/`LDL`) or `shared` (`STS`/`LDS`).
//!
//! **Maybe-defined values.** PTX is not SSA and may read a register no path has written, so
//! an original value can be undefined on some paths to a read; there any bits are a correct
//! answer, and the allocator (whose liveness clips values to where they are maybe-defined)
//! may legally keep another value in its register. The checker computes its own forward
//! *maybe-defined* dataflow over original values: a def of any vreg `d` (by an instruction
//! that is not a spill copy, guarded or not) defines `origin[d]`;
//! `MD_out(b) = MD_in(b) ∪ defs(b)`, `MD_in(b) = ⋃ MD_out(p)` over the reachable
//! predecessors. Values pinned to a register (`VRegInfo::fixed`) that no instruction defines
//! are ABI arguments: defined on entry, in their registers. Spill copies do not define: a
//! reload on a path where the value is undefined copies garbage, which is fine.
//!
//! **Abstract values.** A location holds a set `S` of up to 4 `(v, p)` pairs, part `p` of
//! original value `v` (`p` = 0 for scalars, the register's position within the tuple
//! otherwise), meaning: *on every path reaching this point along which `v` is
//! maybe-defined, the location holds part `p` of `v`.* The empty set knows nothing (never
//! written, clobbered, or different values on different paths where they are defined).
//! Dropping pairs is conservative (it can only reject a read), so the size is capped.
//!
//! **Transfer.** Instructions run in order; each one, in this order:
//! 1. *Checks its reads.* A read of final vreg `u` with sub-range `(offset, count)` (whole
//!    tuple when `count` = 0) — source operands, address bases and the guard — needs, for
//!    every `j < count`, location `regs[u] + offset + j` to hold `(origin[u], offset + j)`
//!    in its set, *or* `origin[u]` not to be maybe-defined at this point (a read of a value
//!    no path defined: the original program itself reads garbage).
//! 2. *Applies clobbers:* every register of every [`Clobber`](crate::ir::Clobber) gets `{}`.
//! 3. *Writes its defs:* def `d` sets `{(origin[d], j)}` at `regs[d] + j` for
//!    `j < width(d)`. A guarded def writes too (see *Soundness*).
//! 4. *Keeps what it copied:* an unguarded `PACK` or register `MOV` copies bits, so each
//!    register it writes also keeps every pair its source register held before it (the
//!    sources in order, register by register). A tuple built over the registers of values
//!    still in use (as ptxas builds a vector store's data) leaves those values readable
//!    where they are; writing the register again drops them like any write.
//!
//! Spill instructions (`flags.spill`) instead *copy* sets between locations without checking
//! the source, so a reload from the wrong slot, or from a slot overwritten since, reaches the
//! next real read as the wrong value:
//! - `STL`/`STS` with `uses = [Mem{base: None, offset}, Reg(src)]`: slot words
//!   `offset/4 + j` get the contents of `regs[src] + src.offset + j`;
//! - `LDL`/`LDS` with `defs = [dst]`, `uses = [Mem{base: None, offset}]`: registers
//!   `regs[dst] + j` get slot words `offset/4 + j`;
//! - a shared slot may instead be addressed from a base register, `Mem{base: Some(b),
//!   offset}`: `b` must carry the thread's shared spill base (a value defined only by
//!   `SMEMBASE`, the same per-thread address wherever it is read), its read is checked like
//!   any other, and the slot is named by `offset` alone;
//! - `MOV` with `defs = [dst]`, `uses = [Reg(src)]`: register to register.
//!
//! `j` runs over the width of the moved value (1, 2 or 4 words); `offset` must be a
//! non-negative multiple of `4 * width` (the natural alignment `STL.64`/`STL.128` need). Any
//! other spill-flagged instruction (e.g. `P2R`/`R2P` predicate packing) is checked like a
//! normal instruction: its reads must hold their origins and its defs write their origins.
//! The guard of a spill instruction is checked like any read.
//!
//! **Meet.** Entry starts with every set empty except the registers of the pinned ABI
//! arguments. At a join, a predecessor-end state `S_p` computed under `MD_out(p)` is met into
//! the state accumulated so far `S_acc`, whose predecessors' maybe-defined sets have the
//! union `MD_acc`, per location:
//!
//! ```text
//! S = { x ∈ S_acc : x ∈ S_p or x.value ∉ MD_out(p) } ∪ { x ∈ S_p : x.value ∉ MD_acc }
//! ```
//!
//! (the first predecessor copies its state). A pair survives exactly when every incoming
//! path either carries it or does not define its value: a register holding `%17` on a path
//! where `%37` was never defined does not stop it holding `%37` after the join, while a path
//! that defined `%37` but left it elsewhere (or wrote nothing there) does. The analysis
//! iterates to a fixed point (reverse post-order worklist, the maybe-defined sets computed
//! along, so that a state and its `MD` always belong together: `(S, MD)` stands for `S`
//! plus every pair whose value is not in `MD`, and the meet is the intersection of those),
//! then one more pass over every block checks the reads. Unreachable blocks are checked from
//! all-empty sets with nothing maybe-defined on entry.
//!
//! Only values with a read not preceded in its block by an unguarded real def of the same
//! value get an exact maybe-defined bit; every other value counts as maybe-defined wherever
//! the question arises. That is exact at its reads (the preceding def defines it), and at a
//! join it can only drop a pair no correct read needs (a read after that def must find the
//! new def's value, written after the join). It keeps the sets small: the 1M-instruction
//! timing test tracks 9 values.
//!
//! **Structure.** Every referenced vreg (and every vreg that has a register at all) must have
//! a register of its class, a tuple of width `w` must start at a multiple of `w`, the whole
//! tuple must lie below [`Limits::max_index`], no register of it may be in
//! [`Limits::reserved`] unless the value is pinned to exactly that register (the stack
//! pointer in R1), `VRegInfo::fixed` must equal the assigned index, and `origin` must
//! name an existing vreg.
//!
//! **Messages.** A failed read is explained by following the location backwards from the
//! read: through spill copies to their sources and, at block starts, into a predecessor on
//! whose path the value is maybe-defined and the location lacks it, until an instruction
//! wrote another value or clobbered it, or the entry is reached. The error names that value
//! and its writer (or the clobbering instruction, or "never written", with the location
//! still holding the value if any), and the first join on the way: "R2 does not hold %37 on
//! every path where %37 is defined: it holds %17 (from `…`) on a path from bb12 (paths join
//! at bb13)".
//!
//! # Soundness
//!
//! *Undefined values.* A read is accepted without its value only where the value is not
//! maybe-defined, i.e. no path from the entry to the read defines it: the original program
//! reads garbage there too. A pair kept across a join from one side only is kept because
//! the other side does not define its value, so on every path that does define it the
//! location holds it. Values defined only by spill copies (never by a real instruction)
//! would be read as "undefined"; a correct allocator only copies defined values.
//!
//! *Guarded defs.* `@P0 op d` writes `d`'s register only when `P0` holds; otherwise the
//! register keeps its old contents and the *original* program keeps `d`'s old value. The
//! checker records `(d, j)` either way. This is exact when the guard holds. When it does
//! not, the original `d` is either undefined on this path (any bits are correct) or was
//! defined earlier and, since `d` is one final vreg with one register, lives in this same
//! register — unless the allocator overwrote that register while `d` was live across the
//! guarded def, or the earlier def wrote another final vreg with the same origin (a split
//! between partial defs), bugs this rule does not see (see *Limits of the check*). Treating
//! the def as a read of its destination would see it, but would also reject allocators whose
//! liveness understands predicates (a register holding a dead value before the first,
//! guarded def of `d`).
//!
//! *Copies.* An unguarded `PACK` or `MOV` writes exactly the bits its sources held, so a
//! pair true of a source register before it is true of the register it copied to after
//! it. A guarded copy may write nothing, so it keeps nothing; the copy's own value is
//! written as any def is.
//!
//! # Limits of the check
//!
//! - Values, not versions, are tracked: a stale copy of an earlier definition of the same
//!   original value passes for the current one.
//! - The guarded-def case above.
//! - Paths are not pruned by predicates (path-insensitive), and a guarded def is a write on
//!   every path: an allocation that is correct only because of predicate correlations (e.g.
//!   `@P0` and `@!P0` defs of two live values sharing a register) is rejected. Allocations
//!   that respect CFG liveness with guarded defs as partial writes never hit this.
//! - More than 4 values known to be in one location (each undefined on the others' paths)
//!   drop pairs: a read of a dropped one is rejected ("no longer tracked").
//! - Non-spill memory accesses are not tracked, so user `.local` stores aliasing a spill
//!   slot go unnoticed.
//!
//! # Rematerialisation
//!
//! An instruction flagged `remat` is a recomputation of an original value. Its reads are
//! checked like any others; that it recomputes the right value (the same computation as the
//! value's one original definition, at a point where none of that definition's sources has
//! been redefined since) is verified against the program the allocator was given, by the
//! `remat` submodule ([`check_allocation_against`]).

mod cfg;
mod defined;
mod lattice;
mod placement;
mod remat;
mod values;
mod warp_limits;

#[cfg(test)]
mod tests;

use std::fmt;

use crate::ir::{BlockId, Function, PerClass, PhysReg, RegClass, VReg};

/// What the allocator claims.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assignment {
    /// Physical register of each vreg of the FINAL function (None = vreg not referenced any
    /// more).
    pub regs: Vec<Option<PhysReg>>,
    /// For each vreg of the final function, the ORIGINAL program value it carries. Normal
    /// vregs carry themselves; vregs created by the allocator for reloads, split copies or
    /// rematerialisations carry the value they stand for.
    pub origin: Vec<VReg>,
}

impl Assignment {
    /// An assignment where every vreg carries itself (no vregs were created by allocation).
    pub fn identity(regs: Vec<Option<PhysReg>>) -> Assignment {
        let origin = (0..regs.len()).map(VReg::new).collect();
        Assignment { regs, origin }
    }
}

/// Limits the allocation must respect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Per class, the exclusive upper bound on any register touched: a tuple at `index` of
    /// width `w` needs `index + w <= max_index[class]`. The caller derives it from
    /// `--maxrregcount` and the target.
    pub max_index: PerClass<u16>,
    /// Registers that must never be assigned (e.g. R1, the stack pointer), per class.
    pub reserved: PerClass<Vec<u16>>,
}

impl Limits {
    /// The architectural register files with nothing reserved: R0–R254 (R255 is RZ),
    /// UR0–UR62 (UR63 is URZ), P0–P6 and UP0–UP6 (7 is PT/UPT), B0–B15.
    pub fn architectural() -> Limits {
        Limits {
            max_index: PerClass([255, 63, 7, 7, 16]),
            reserved: PerClass::default(),
        }
    }
}

/// Counts from a successful (or failed) check, for `-v` output and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CheckStats {
    /// Blocks in the function.
    pub blocks: usize,
    /// Block transfers run while iterating to the fixed point.
    pub block_visits: usize,
    /// Instructions checked in the final pass.
    pub insts_checked: usize,
    /// Register reads checked (one per operand, address base or guard).
    pub uses_checked: usize,
    /// Spill stores, loads and copies followed.
    pub spill_ops: usize,
    /// Distinct 4-byte spill slot words seen.
    pub slots_seen: usize,
}

/// Which spill space a slot lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SlotSpace {
    /// Thread-local memory (`STL`/`LDL`).
    Local,
    /// Shared memory (`STS`/`LDS`).
    Shared,
}

/// A location the checker tracks: a register or a 4-byte word of a spill slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// A physical register.
    Reg(PhysReg),
    /// The spill-slot word at this byte offset.
    Slot {
        /// Memory space.
        space: SlotSpace,
        /// Byte offset (a multiple of 4).
        offset: i64,
    },
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Reg(r) => write!(f, "{r}"),
            Location::Slot {
                space: SlotSpace::Local,
                offset,
            } => write!(f, "local[0x{offset:x}]"),
            Location::Slot {
                space: SlotSpace::Shared,
                offset,
            } => write!(f, "shared[0x{offset:x}]"),
        }
    }
}

/// An instruction named in a message: where it is and how it prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstRef {
    /// Its block.
    pub block: BlockId,
    /// Its index in the block.
    pub inst: usize,
    /// The instruction, printed.
    pub text: String,
}

impl fmt::Display for InstRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` at {}:{}", self.text, self.block, self.inst)
    }
}

/// A value name in a message: `%7`, or `%7[1]` for one register of a tuple.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueName {
    /// The original value.
    pub value: VReg,
    /// The register within the tuple, `None` for scalars.
    pub part: Option<u8>,
}

impl fmt::Display for ValueName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.part {
            Some(p) => write!(f, "{}[{p}]", self.value),
            None => write!(f, "{}", self.value),
        }
    }
}

/// What a location held when a read expected something else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Another value (or another part of the expected tuple).
    Value {
        /// The value found.
        value: ValueName,
        /// The instruction that last wrote it (for copies, the original definition).
        writer: InstRef,
    },
    /// Destroyed by a call clobber.
    Clobbered {
        /// The clobbering instruction.
        by: InstRef,
    },
    /// Never written on the path followed back to the entry.
    NeverWritten {
        /// Where the expected value is at the read, if anywhere (a missing reload or copy).
        elsewhere: Option<Location>,
    },
    /// What the location holds on one path where the expected value is defined: paths join
    /// on the way, and on others the location may hold the expected value.
    OnPath {
        /// What the location holds on that path.
        held: Box<Found>,
        /// The predecessor the path comes from.
        from: BlockId,
        /// Where the paths join.
        at: BlockId,
    },
    /// The location may hold more values than the checker tracks, and the expected one was
    /// dropped at this join (a conservative error).
    Untracked {
        /// Where the paths join.
        at: BlockId,
        /// How many values the location tracked.
        cap: usize,
    },
}

impl Found {
    /// Whether the expected value was dropped at the checker's cap somewhere along the way
    /// (a larger cap may find it).
    fn lost_track(&self) -> bool {
        match self {
            Found::Untracked { .. } => true,
            Found::OnPath { held, .. } => held.lost_track(),
            _ => false,
        }
    }
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Value { value, writer } => write!(f, "{value} (from {writer})"),
            Found::Clobbered { by } => write!(f, "a value clobbered by {by}"),
            Found::NeverWritten {
                elsewhere: Some(elsewhere),
            } => write!(
                f,
                "nothing (never written), while the value is in {elsewhere}"
            ),
            Found::NeverWritten { elsewhere: None } => write!(f, "nothing (never written)"),
            Found::OnPath { held, from, at } => {
                write!(f, "{held} on a path from {from} (paths join at {at})")
            }
            Found::Untracked { at, cap } => write!(
                f,
                "more than {cap} values merged at {at}, the expected one no longer tracked"
            ),
        }
    }
}

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckErrorKind {
    /// `Assignment::regs` or `Assignment::origin` does not have one entry per vreg.
    TableSize {
        /// `"regs"` or `"origin"`.
        table: &'static str,
        /// Entries in the table.
        len: usize,
        /// Vregs in the function.
        vregs: usize,
    },
    /// The code names a vreg the function does not have.
    UnknownVReg(VReg),
    /// A referenced vreg has no register.
    Unassigned(VReg),
    /// A vreg's width is not 1, 2 or 4.
    InvalidWidth {
        /// The vreg.
        vreg: VReg,
        /// Its width.
        width: u8,
    },
    /// A read names registers outside its tuple.
    BadSubRange {
        /// The vreg.
        vreg: VReg,
        /// First register read.
        offset: u8,
        /// Registers read.
        count: u8,
        /// Width of the vreg.
        width: u8,
    },
    /// The register is of another class than the vreg.
    WrongClass {
        /// The vreg.
        vreg: VReg,
        /// Its class.
        class: RegClass,
        /// The register it got.
        reg: PhysReg,
    },
    /// A tuple does not start at a multiple of its width.
    Misaligned {
        /// The vreg.
        vreg: VReg,
        /// Its first register.
        reg: PhysReg,
        /// Its width.
        width: u8,
    },
    /// The tuple reaches `Limits::max_index` or beyond.
    OutOfBudget {
        /// The vreg.
        vreg: VReg,
        /// Its first register.
        reg: PhysReg,
        /// Its width.
        width: u8,
        /// The exclusive bound of the class.
        max_index: u16,
    },
    /// An instruction touches a GPR at or above the warp register limit in force there.
    OverWarpLimit {
        /// The vreg.
        vreg: VReg,
        /// Its first register.
        reg: PhysReg,
        /// The limit in force (a register count, as `setmaxnreg` gives it).
        limit: u32,
    },
    /// A warp register limit change (`USETMAXREG`) lets registers from `from` up keep
    /// values across it.
    WarpLimitKeeps {
        /// The first register that must be destroyed.
        from: u32,
    },
    /// The tuple covers a reserved register.
    Reserved {
        /// The vreg.
        vreg: VReg,
        /// The reserved register it covers.
        reg: PhysReg,
    },
    /// A vreg with a fixed register got another one.
    FixedViolated {
        /// The vreg.
        vreg: VReg,
        /// The register it got.
        reg: PhysReg,
        /// The index it must have.
        fixed: u16,
    },
    /// `Assignment::origin` names a vreg the function does not have.
    BadOrigin {
        /// The vreg.
        vreg: VReg,
        /// Its claimed origin.
        origin: VReg,
    },
    /// A spill-flagged instruction does not have the shape the checker understands.
    MalformedSpill(String),
    /// A branch names a block that does not exist.
    BadBranchTarget(BlockId),
    /// A rematerialised instruction does not provably recompute the value it claims.
    Remat(String),
    /// A read gets the wrong value.
    WrongValue {
        /// The operand, e.g. `operand 2 (%7)`.
        operand: String,
        /// The location read.
        location: Location,
        /// The value the read needs.
        expected: ValueName,
        /// What the location holds.
        found: Found,
    },
}

impl fmt::Display for CheckErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use CheckErrorKind::*;
        match self {
            TableSize { table, len, vregs } => {
                write!(f, "assignment.{table} has {len} entries but the function has {vregs} vregs")
            }
            UnknownVReg(v) => write!(f, "{v} is not a vreg of the function"),
            Unassigned(v) => write!(f, "{v} is referenced but has no register"),
            InvalidWidth { vreg, width } => write!(f, "{vreg} has invalid width {width}"),
            BadSubRange {
                vreg,
                offset,
                count,
                width,
            } => write!(
                f,
                "reads registers {offset}..{} of {vreg}, which has width {width}",
                *offset as u32 + *count as u32
            ),
            WrongClass { vreg, class, reg } => write!(f, "{vreg} is of class {class} but got {reg}"),
            Misaligned { vreg, reg, width } => {
                write!(f, "{vreg} has width {width} but starts at {reg}, not a multiple of {width}")
            }
            OutOfBudget {
                vreg,
                reg,
                width,
                max_index,
            } => write!(
                f,
                "{vreg} occupies {reg}..+{width}, beyond the budget ({} registers below {}{max_index})",
                reg.class,
                reg.class.prefix()
            ),
            OverWarpLimit { vreg, reg, limit } => write!(
                f,
                "{vreg} is in {reg}, beyond the warp register limit of {limit} in force there"
            ),
            WarpLimitKeeps { from } => write!(
                f,
                "the register limit change does not destroy R{from} and up, which it takes away"
            ),
            Reserved { vreg, reg } => write!(f, "{vreg} is placed on reserved register {reg}"),
            FixedViolated { vreg, reg, fixed } => {
                write!(f, "{vreg} must be in {}{fixed} but got {reg}", reg.class.prefix())
            }
            BadOrigin { vreg, origin } => write!(f, "origin of {vreg} is {origin}, which does not exist"),
            MalformedSpill(why) => write!(f, "malformed spill instruction: {why}"),
            BadBranchTarget(b) => write!(f, "branch to missing block {b}"),
            Remat(why) => write!(f, "rematerialisation: {why}"),
            WrongValue {
                operand,
                location,
                expected,
                found: found @ Found::OnPath { .. },
            } => write!(
                f,
                "{operand}: {location} does not hold {expected} on every path where {expected} \
                 is defined: it holds {found}"
            ),
            WrongValue {
                operand,
                location,
                expected,
                found,
            } => write!(f, "{operand}: {location} holds {found}, expected {expected}"),
        }
    }
}

/// One error, located at an instruction when it has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckError {
    /// The instruction (for placement errors: the first one referencing the vreg); `None` for
    /// errors about the function or the assignment as a whole.
    pub at: Option<InstRef>,
    /// What is wrong.
    pub kind: CheckErrorKind,
}

/// Every error found in one function (up to a cap; the rest are counted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckErrors {
    /// The function checked.
    pub function: String,
    /// The errors: placement errors first, then value errors in layout order.
    pub errors: Vec<CheckError>,
    /// Errors found beyond the cap and not recorded.
    pub suppressed: usize,
    /// The counts gathered before and during the failing check.
    pub stats: CheckStats,
}

impl fmt::Display for CheckErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "allocation check failed for `{}` ({} errors):",
            self.function,
            self.errors.len() + self.suppressed
        )?;
        for e in &self.errors {
            match &e.at {
                Some(at) => writeln!(
                    f,
                    "  {}:{}: {}\n      {}",
                    at.block, at.inst, e.kind, at.text
                )?,
                None => writeln!(f, "  {}", e.kind)?,
            }
        }
        if self.suppressed > 0 {
            writeln!(f, "  ... and {} more", self.suppressed)?;
        }
        Ok(())
    }
}

impl std::error::Error for CheckErrors {}

/// Errors recorded per function before the rest are only counted: enough to diagnose, small
/// enough that a badly broken million-instruction function still prints quickly.
const MAX_ERRORS: usize = 200;

/// Collects errors up to [`MAX_ERRORS`].
pub(crate) struct Reporter {
    errors: Vec<CheckError>,
    suppressed: usize,
}

impl Reporter {
    fn new() -> Reporter {
        Reporter {
            errors: Vec::new(),
            suppressed: 0,
        }
    }

    /// Whether a read failed only because the checker dropped its value at its cap.
    fn lost_track(&self) -> bool {
        self.errors.iter().any(
            |e| matches!(&e.kind, CheckErrorKind::WrongValue { found, .. } if found.lost_track()),
        )
    }

    /// Adds `other`'s errors after these.
    fn append(&mut self, other: Reporter) {
        for e in other.errors {
            self.push(e.at, e.kind);
        }
        self.suppressed += other.suppressed;
    }

    /// Whether further errors are only counted.
    fn is_full(&self) -> bool {
        self.errors.len() >= MAX_ERRORS
    }

    /// Counts an error beyond the cap without building it.
    fn suppress(&mut self) {
        self.suppressed += 1;
    }

    fn push(&mut self, at: Option<InstRef>, kind: CheckErrorKind) {
        if self.errors.len() < MAX_ERRORS {
            self.errors.push(CheckError { at, kind });
        } else {
            self.suppressed += 1;
        }
    }
}

/// Checks that `a` is a correct register assignment for the final function `f` within
/// `limits`, as defined in the [module documentation](self). Rematerialised instructions
/// cannot be verified without the program the allocator started from: use
/// [`check_allocation_against`] when the allocation may contain them.
pub fn check_allocation(
    f: &Function,
    a: &Assignment,
    limits: &Limits,
) -> Result<CheckStats, CheckErrors> {
    check(f, a, limits, None)
}

/// [`check_allocation`] for an allocation of `original` (the function the allocator was
/// given, whose vregs are the original values): also verifies every rematerialised
/// instruction against it (see the `remat` module).
pub fn check_allocation_against(
    f: &Function,
    a: &Assignment,
    limits: &Limits,
    original: &Function,
) -> Result<CheckStats, CheckErrors> {
    check(f, a, limits, Some(original))
}

fn check(
    f: &Function,
    a: &Assignment,
    limits: &Limits,
    original: Option<&Function>,
) -> Result<CheckStats, CheckErrors> {
    let mut rep = Reporter::new();
    let placements = placement::check_placement(f, a, limits, &mut rep);
    let cfg = cfg::build_cfg(f, &mut rep);
    warp_limits::check_warp_limits(f, &placements, &cfg, &mut rep);
    let stats = values::check_values(f, &placements, &cfg, &mut rep);
    remat::check_remat(f, &placements, original, &mut rep);
    if rep.errors.is_empty() && rep.suppressed == 0 {
        Ok(stats)
    } else {
        Err(CheckErrors {
            function: f.name.clone(),
            errors: rep.errors,
            suppressed: rep.suppressed,
            stats,
        })
    }
}

/// Prints an instruction without trusting its vreg numbers (printing looks defs up).
pub(crate) fn inst_ref(f: &Function, block: usize, inst: usize) -> InstRef {
    let text = match f.blocks.get(block).and_then(|b| b.insts.get(inst)) {
        Some(i) if i.defs.iter().all(|d| d.index() < f.vregs.len()) => {
            crate::ir::print::print_inst(f, i)
        }
        Some(i) => format!("{} (with out-of-range values)", i.op.name()),
        None => String::from("<missing instruction>"),
    };
    InstRef {
        block: BlockId::new(block),
        inst,
        text,
    }
}
