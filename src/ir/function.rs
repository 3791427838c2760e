//! Machine functions: blocks of instructions over virtual registers, plus the facts about the
//! function that statistics and the allocator need (frame, launch bounds, parameter bank).

use super::inst::{Inst, Operand};
use super::mods::Mods;
use super::opcode::Opcode;
use super::types::{BlockId, RegClass, VReg};

/// What a virtual register holds and how it must be placed.
#[derive(Clone, Debug, PartialEq)]
pub struct VRegInfo {
    /// Register class.
    pub class: RegClass,
    /// Number of consecutive registers (1, 2 or 4); a tuple starts at a multiple of its width.
    pub width: u8,
    /// The PTX register this value came from, for listings and explanations (inline for
    /// short names: functions are cloned for every scheduling attempt).
    pub name: Option<compact_str::CompactString>,
    /// A fixed physical register index (ABI argument/return registers, the stack pointer).
    pub fixed: Option<u16>,
    /// What lowering proved about the value from the PTX that computes it.
    pub facts: ValueFacts,
    /// The register ptxas keeps this value in when it is free (a `wgmma` accumulator's
    /// place in ptxas's accumulator block); the allocator takes it before any other.
    pub home: Option<u16>,
}

/// Facts about a value that lowering reads off the PTX, where the operation is still known
/// exactly (the machine IR keeps only what allocation needs: `add` and `sub` are both
/// `IADD3`, `and`/`or`/`xor` are all `LOP3`). Address-based passes such as load merging
/// ([`crate::passes::opt_merge_loads`]) use them.
///
/// They describe every value the register may hold, so they stay true under any
/// transformation that keeps what each register holds; passes that duplicate code give the
/// copies' new registers no facts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ValueFacts {
    /// The value's low bits, where known: see [`LowBits`].
    pub low: LowBits,
    /// The value is `base + delta` (wrapping): both are written once, `base` before it.
    pub offset_of: Option<(VReg, i64)>,
    /// The value is `a + b` (wrapping) of two registers, all three written once.
    pub sum_of: Option<(VReg, VReg)>,
}

/// The low `bits` bits of a value equal those of `value` (e.g. an address known to be a
/// multiple of 16 has `bits` 4 and `value` 0). `bits` 0 means nothing is known.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LowBits {
    /// How many low bits are known (0..=32).
    pub bits: u8,
    /// Their value (bits above `bits` are zero).
    pub value: u32,
}

impl LowBits {
    /// Nothing known.
    pub const UNKNOWN: LowBits = LowBits { bits: 0, value: 0 };

    /// A known 32-bit constant (the low word of wider ones).
    pub fn exact(v: i64) -> LowBits {
        LowBits {
            bits: 32,
            value: v as u32,
        }
    }

    /// `bits` low bits of `value` (the rest dropped).
    pub fn new(bits: u32, value: u64) -> LowBits {
        let bits = bits.min(32);
        LowBits {
            bits: bits as u8,
            value: (value & Self::mask(bits)) as u32,
        }
    }

    fn mask(bits: u32) -> u64 {
        if bits >= 32 {
            u64::from(u32::MAX)
        } else {
            (1u64 << bits) - 1
        }
    }

    /// The largest power-of-two alignment `2^k` (k ≤ `bits`) the value is known to have,
    /// as `k`: the number of known low zero bits.
    pub fn known_zeros(self) -> u32 {
        (self.value.trailing_zeros()).min(u32::from(self.bits))
    }

    /// What two values have in common: the low bits on which they agree.
    pub fn meet(self, o: LowBits) -> LowBits {
        let bits = u32::from(self.bits.min(o.bits));
        let diff = u64::from(self.value ^ o.value) & Self::mask(bits);
        let agree = if diff == 0 {
            bits
        } else {
            diff.trailing_zeros()
        };
        LowBits::new(agree, u64::from(self.value))
    }

    /// `self + o` (or `self - o` with `negate`).
    pub fn plus(self, o: LowBits, negate: bool) -> LowBits {
        let bits = u32::from(self.bits.min(o.bits));
        let b = if negate {
            u64::from(o.value.wrapping_neg())
        } else {
            u64::from(o.value)
        };
        LowBits::new(bits, u64::from(self.value).wrapping_add(b))
    }

    /// `self * o`.
    pub fn times(self, o: LowBits) -> LowBits {
        // (a + 2^ka·m)(b + 2^kb·n) = ab + 2^kb·a·n + 2^ka·b·m + …: known modulo
        // 2^min(kb + tz(a), ka + tz(b)), with tz counted within the known bits.
        let bits = (u32::from(o.bits) + self.known_zeros())
            .min(u32::from(self.bits) + o.known_zeros())
            .min(32);
        LowBits::new(bits, u64::from(self.value).wrapping_mul(u64::from(o.value)))
    }

    /// `self << s`.
    pub fn shifted_left(self, s: u32) -> LowBits {
        if s >= 32 {
            return LowBits::exact(0);
        }
        LowBits::new(u32::from(self.bits) + s, u64::from(self.value) << s)
    }

    /// `self & o`: a bit is known where both are known or either is a known zero; only the
    /// low run of known bits is kept.
    pub fn and(self, o: LowBits) -> LowBits {
        let both = u32::from(self.bits.min(o.bits));
        let v = u64::from(self.value & o.value);
        // Beyond the bits both know, a known zero on the side that knows more still decides.
        let (wide, _) = if self.bits >= o.bits {
            (self, o)
        } else {
            (o, self)
        };
        let mut bits = both;
        while bits < u32::from(wide.bits) && (wide.value >> bits) & 1 == 0 {
            bits += 1;
        }
        LowBits::new(bits, v)
    }

    /// `self | o` or `self ^ o` (`xor`): known where both are known.
    pub fn or(self, o: LowBits, xor: bool) -> LowBits {
        let bits = u32::from(self.bits.min(o.bits));
        let v = if xor {
            self.value ^ o.value
        } else {
            self.value | o.value
        };
        LowBits::new(bits, u64::from(v))
    }
}

/// Kernel (`.entry`) or device function (`.func`, called through the ABI).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FunctionKind {
    /// A kernel.
    Entry,
    /// A device function.
    Func,
}

/// Launch bounds written in the PTX (`.maxntid`, `.reqntid`, `.minnctapersm`, `.maxnreg`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaunchBounds {
    /// Product of `.maxntid` dimensions.
    pub max_threads: Option<u32>,
    /// Product of `.reqntid` dimensions.
    pub req_threads: Option<u32>,
    /// `.minnctapersm`.
    pub min_blocks: Option<u32>,
    /// `.maxnreg`.
    pub max_regs: Option<u32>,
    /// The PTX's thread count exceeded what an SM holds, so the thread and block counts
    /// were dropped (ptxas ignores them with a warning).
    pub out_of_range: Option<OutOfRangeBounds>,
}

/// Launch bounds ptxas ignores because one block would exceed what an SM holds, by the
/// warning it prints (ptxas 13.5, sm_80, `.maxntid 4096` and `.maxntid 4096, .minnctapersm
/// 2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutOfRangeBounds {
    /// A thread count alone: "Value of threads per SM for entry k is out of range.
    /// .minnctapersm and .maxntid will be ignored".
    Threads,
    /// With `.minnctapersm`: "Value of maxntid, for entry k is out of range. .minnctapersm
    /// and .maxntid will be ignored".
    ThreadsAndBlocks,
}

impl LaunchBounds {
    /// The block size the kernel promises not to exceed, if any.
    pub fn block_size(&self) -> Option<u32> {
        self.req_threads.or(self.max_threads)
    }
    /// ptxas's warning when it ignored the thread and block counts of entry `name`
    /// ([`LaunchBounds::out_of_range`]).
    pub fn ignored_threads_warning(&self, name: &str) -> Option<String> {
        let what = match self.out_of_range? {
            OutOfRangeBounds::Threads => "threads per SM",
            OutOfRangeBounds::ThreadsAndBlocks => "maxntid,",
        };
        Some(format!(
            "Value of {what} for entry {name} is out of range. .minnctapersm and .maxntid \
             will be ignored"
        ))
    }
    /// Whether the kernel carries bounds that override `--maxrregcount` (as ptxas does).
    pub fn overrides_maxrregcount(&self) -> bool {
        self.max_threads.is_some() || self.req_threads.is_some() || self.min_blocks.is_some()
    }
}

/// A basic block.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    /// Label (from the PTX when it had one).
    pub label: String,
    /// Instructions; only the last may be a terminator, and a guarded terminator falls through.
    pub insts: Vec<Inst>,
    /// The PTX marked this block's loop `.pragma "nounroll"` (the loop unroller leaves it).
    pub nounroll: bool,
}

/// A machine function.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Name as in the PTX.
    pub name: String,
    /// Kernel or device function.
    pub kind: FunctionKind,
    /// Blocks; block 0 is the entry, the order is the layout order.
    pub blocks: Vec<Block>,
    /// Virtual register table, indexed by [`VReg`].
    pub vregs: Vec<VRegInfo>,
    /// Bytes of `.local` data the PTX declared (before any spill slots).
    pub local_bytes: u32,
    /// Bytes of parameters in constant bank 0 (the `cmem[0]` payload beyond the driver area).
    pub param_bytes: u32,
    /// Static shared memory declared in or used by the function.
    pub shared_bytes: u32,
    /// Named barriers used (`bar.sync N` → N+1).
    pub barriers: u32,
    /// Launch bounds.
    pub bounds: LaunchBounds,
    /// Whether the function calls others through the ABI.
    pub has_calls: bool,
    /// `.pragma "enable_smem_spilling"` in the body: spills may go to shared memory (CUDA
    /// 13's opt-in), ahead of local memory.
    pub smem_spilling: bool,
    /// PTX line of the function header.
    pub ptx_line: u32,
    /// Values ptxas keeps in the function's compiler constant bank (bank 2, the `N bytes
    /// cmem[2]` of `ptxas -v`) because no SASS operand can encode them, as `(bits, bytes)`
    /// without duplicates: 8-byte f64 constants and 64-bit integer addends, 4-byte f32
    /// values. These are the function's own; ptxas inlines device functions into entries,
    /// so an entry's bank is [`Function::bank2_bytes`] over it and the functions it calls.
    pub bank2_values: Vec<(u64, u8)>,
    /// Bytes of `brx.idx` jump tables in constant bank 2 (4 per target); unlike
    /// [`Function::bank2_values`] they are never shared with another function.
    pub bank2_table_bytes: u32,
    /// Why the `.local` arrays stay in memory rather than in registers, when the promotion
    /// pass looked at them and declined (`None` when there are none or they were promoted).
    pub frame_kept: Option<FrameKept>,
    /// For a kernel that sets its warps' register limits (`setmaxnreg`, sm_90a): the count
    /// every warp starts with (`crate::regalloc::warp_limits`). `None` otherwise.
    pub warp_limits: Option<WarpLimits>,
    /// GPRs this function may not write because its callers keep values there across their
    /// calls to it: set on the copy of a device function compiled into one kernel in
    /// whole-program mode (`driver::calls`), empty otherwise.
    pub held_by_callers: Vec<u16>,
}

/// The register limits of a kernel that sets its warps' limits itself: every warp starts
/// with `entry` registers, and `USETMAXREG N` sets the limit to N for what follows. A
/// limit counts as ptxas's "Used N registers" does, so the registers a warp may touch
/// under limit N are those below N − `unusable`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WarpLimits {
    /// The count every warp starts with.
    pub entry: u32,
    /// Registers of each count that hold no value (`SmInfo::reserved_registers_in_count`).
    pub unusable: u32,
}

impl WarpLimits {
    /// The exclusive bound of the GPR indices a warp may touch under `limit`.
    pub fn index_bound(self, limit: u32) -> u32 {
        limit.saturating_sub(self.unusable)
    }
}

/// Why ptxas keeps a function's local arrays in memory (a stack frame) instead of turning
/// their words into registers; the PTX line is the access that decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameKept {
    /// More than 64 words (256 bytes), or not a whole number of words.
    TooBig {
        /// The arrays' bytes.
        bytes: u32,
    },
    /// An array's address leaves plain loads and stores: passed to a call, stored, or used
    /// by a generic access.
    AddressEscapes {
        /// The PTX line that uses it.
        ptx_line: u32,
    },
    /// An access in bytes or half-words.
    NarrowAccess {
        /// The access.
        ptx_line: u32,
    },
    /// More than one word (an 8-byte element, a vector) at a run-time offset.
    WideIndexed {
        /// The access.
        ptx_line: u32,
    },
    /// A run-time-indexed access under a condition.
    GuardedIndexed {
        /// The access.
        ptx_line: u32,
    },
    /// Another access the promotion cannot rewrite (outside the arrays, misaligned, or a
    /// load whose destination is not as wide as the access).
    IrregularAccess {
        /// The access.
        ptx_line: u32,
    },
    /// A volatile (or strong) access: it must reach memory.
    Volatile {
        /// The access.
        ptx_line: u32,
    },
    /// An array indexed at run time inside a loop.
    IndexedInLoop {
        /// The access.
        ptx_line: u32,
    },
    /// Indexed at run time in more places than the function's size pays for: each such
    /// access becomes a compare and a select per word of the array.
    TooManyIndexed {
        /// Run-time-indexed accesses.
        accesses: usize,
        /// Words of the arrays.
        words: u32,
    },
}

impl FrameKept {
    /// The PTX line of the deciding access, if one decided it.
    pub fn ptx_line(self) -> Option<u32> {
        match self {
            FrameKept::AddressEscapes { ptx_line }
            | FrameKept::NarrowAccess { ptx_line }
            | FrameKept::WideIndexed { ptx_line }
            | FrameKept::GuardedIndexed { ptx_line }
            | FrameKept::IrregularAccess { ptx_line }
            | FrameKept::Volatile { ptx_line }
            | FrameKept::IndexedInLoop { ptx_line } => Some(ptx_line),
            FrameKept::TooBig { .. } | FrameKept::TooManyIndexed { .. } => None,
        }
    }
}

impl std::fmt::Display for FrameKept {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FrameKept::TooBig { bytes } if *bytes <= 256 => write!(
                f,
                "the local arrays take {bytes} bytes, not a whole number of 4-byte words"
            ),
            FrameKept::TooBig { bytes } => write!(
                f,
                "the local arrays take {bytes} bytes, more than the 256 ptxas turns into registers"
            ),
            FrameKept::AddressEscapes { .. } => {
                write!(f, "an array's address is passed on (to a call, a store or a generic access)")
            }
            FrameKept::NarrowAccess { .. } => {
                write!(f, "an array is accessed in bytes or half-words")
            }
            FrameKept::WideIndexed { .. } => write!(
                f,
                "an array of 8-byte (or vector) elements is indexed at run time"
            ),
            FrameKept::GuardedIndexed { .. } => {
                write!(f, "an array is indexed at run time under a condition")
            }
            FrameKept::IrregularAccess { .. } => write!(
                f,
                "an access the promotion cannot rewrite (outside the arrays, or misaligned)"
            ),
            FrameKept::Volatile { .. } => {
                write!(f, "an array is accessed with `.volatile` (or a memory order), which must reach memory")
            }
            FrameKept::IndexedInLoop { .. } => {
                write!(f, "an array is indexed at run time inside a loop")
            }
            FrameKept::TooManyIndexed { accesses, words } => write!(
                f,
                "{accesses} accesses index the {words}-word arrays at run time, too many for the kernel's size (each would become a compare and a select per word)"
            ),
        }
    }
}

impl Function {
    /// A copy whose blocks `copy_block` makes from this function's (block index, block):
    /// a pass that wants the code changed in the copy need not copy it twice.
    pub fn clone_with_blocks(&self, copy_block: impl FnMut(usize, &Block) -> Block) -> Function {
        let mut copy_block = copy_block;
        // Spelled out field by field so that a new field cannot be forgotten here.
        let Function {
            name,
            kind,
            blocks,
            vregs,
            local_bytes,
            param_bytes,
            shared_bytes,
            barriers,
            bounds,
            has_calls,
            smem_spilling,
            ptx_line,
            bank2_values,
            bank2_table_bytes,
            frame_kept,
            warp_limits,
            held_by_callers,
        } = self;
        Function {
            name: name.clone(),
            kind: *kind,
            blocks: blocks
                .iter()
                .enumerate()
                .map(|(b, blk)| copy_block(b, blk))
                .collect(),
            vregs: vregs.clone(),
            local_bytes: *local_bytes,
            param_bytes: *param_bytes,
            shared_bytes: *shared_bytes,
            barriers: *barriers,
            bounds: *bounds,
            has_calls: *has_calls,
            smem_spilling: *smem_spilling,
            ptx_line: *ptx_line,
            bank2_values: bank2_values.clone(),
            bank2_table_bytes: *bank2_table_bytes,
            frame_kept: *frame_kept,
            warp_limits: *warp_limits,
            held_by_callers: held_by_callers.clone(),
        }
    }

    /// An empty function.
    pub fn new(name: impl Into<String>, kind: FunctionKind) -> Function {
        Function {
            name: name.into(),
            kind,
            blocks: Vec::new(),
            vregs: Vec::new(),
            local_bytes: 0,
            param_bytes: 0,
            shared_bytes: 0,
            barriers: 0,
            bounds: LaunchBounds::default(),
            has_calls: false,
            smem_spilling: false,
            ptx_line: 0,
            bank2_values: Vec::new(),
            bank2_table_bytes: 0,
            frame_kept: None,
            warp_limits: None,
            held_by_callers: Vec::new(),
        }
    }

    /// Size of constant bank 2 (`N bytes cmem[2]`) for code made of `funcs` (an entry and the
    /// device functions ptxas inlines into it): each distinct value once, plus the jump
    /// tables. 8-byte values come first so that nothing needs padding; ptxas orders the bank
    /// by first use, which can add 4 bytes of padding after a lone 4-byte value.
    pub fn bank2_bytes<'a>(funcs: impl IntoIterator<Item = &'a Function>) -> u32 {
        let mut values: Vec<(u64, u8)> = Vec::new();
        let mut tables = 0;
        for f in funcs {
            for v in &f.bank2_values {
                if !values.contains(v) {
                    values.push(*v);
                }
            }
            tables += f.bank2_table_bytes;
        }
        let words: u32 = values.iter().map(|&(_, bytes)| u32::from(bytes)).sum();
        words + tables
    }

    /// Creates a virtual register.
    pub fn new_vreg(&mut self, class: RegClass, width: u8) -> VReg {
        let v = VReg::new(self.vregs.len());
        self.vregs.push(VRegInfo {
            class,
            width,
            name: None,
            fixed: None,
            facts: ValueFacts::default(),
            home: None,
        });
        v
    }

    /// The description of `v`.
    #[inline]
    pub fn vreg(&self, v: VReg) -> &VRegInfo {
        &self.vregs[v.index()]
    }

    /// Appends a block and returns its id.
    pub fn add_block(&mut self, label: impl Into<String>) -> BlockId {
        let b = BlockId::new(self.blocks.len());
        self.blocks.push(Block {
            label: label.into(),
            insts: Vec::new(),
            nounroll: false,
        });
        b
    }

    /// All instructions in layout order with their block.
    pub fn insts(&self) -> impl Iterator<Item = (BlockId, &Inst)> {
        self.blocks
            .iter()
            .enumerate()
            .flat_map(|(b, blk)| blk.insts.iter().map(move |i| (BlockId::new(b), i)))
    }

    /// How many instructions write each value, indexed by value: passes that rewrite only
    /// values written once (which hold one value wherever they are read) ask this first.
    pub fn def_counts(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.vregs.len()];
        for (_, inst) in self.insts() {
            for d in &inst.defs {
                counts[d.index()] += 1;
            }
        }
        counts
    }

    /// How many times each value is read (guards included), indexed by value: a value read
    /// once can be folded into its one reader.
    pub fn read_counts(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.vregs.len()];
        for (_, inst) in self.insts() {
            for u in inst.reg_uses() {
                counts[u.vreg.index()] += 1;
            }
        }
        counts
    }

    /// Number of instructions.
    pub fn num_insts(&self) -> usize {
        self.blocks.iter().map(|b| b.insts.len()).sum()
    }

    /// Successors of `b`: explicit branch targets, plus the next block when control can fall
    /// through. Computed from the instructions so the CFG can never go stale.
    pub fn successors(&self, b: BlockId) -> Vec<BlockId> {
        let blk = &self.blocks[b.index()];
        let mut succs: Vec<BlockId> = Vec::new();
        let mut falls = true;
        for inst in &blk.insts {
            for t in inst.targets() {
                if !succs.contains(&t) {
                    succs.push(t);
                }
            }
            if !inst.falls_through() {
                falls = false;
                break;
            }
        }
        let next = b.index() + 1;
        if falls && next < self.blocks.len() {
            let n = BlockId::new(next);
            if !succs.contains(&n) {
                succs.push(n);
            }
        }
        succs
    }

    /// Whether any instruction uses the call ABI.
    pub fn calls_anything(&self) -> bool {
        self.insts().any(|(_, i)| i.op == Opcode::CALL)
    }
}

/// A lowered module: its functions and module-level facts.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    /// Functions with bodies, in PTX order.
    pub functions: Vec<Function>,
    /// Bytes of `.global` variables (the `N bytes gmem` line of ptxas).
    pub global_bytes: u64,
    /// Bytes of user `__constant__` data (constant bank 3).
    pub const_bytes: u64,
    /// Bytes of constant bank 4, where ptxas keeps the 64-bit address of every `.global`
    /// variable of the module (8 bytes each, used or not) in whole-program compilation
    /// (with `-c` the addresses are relocations instead).
    pub global_address_bytes: u64,
}

/// Builds instructions into a function's current block.
pub struct Builder<'f> {
    /// The function being built.
    pub func: &'f mut Function,
    /// Where instructions go.
    pub block: BlockId,
    /// PTX line stamped on new instructions.
    pub line: u32,
}

impl<'f> Builder<'f> {
    /// A builder appending to `block`.
    pub fn new(func: &'f mut Function, block: BlockId) -> Builder<'f> {
        Builder {
            func,
            block,
            line: 0,
        }
    }
    /// Appends an instruction.
    pub fn push(&mut self, mut inst: Inst) {
        if inst.ptx_line == 0 {
            inst.ptx_line = self.line;
        }
        self.func.blocks[self.block.index()].insts.push(inst);
    }
    /// Appends `op` defining a fresh value of `class`/`width`; returns the value.
    pub fn def(
        &mut self,
        op: Opcode,
        mods: impl Into<Mods>,
        class: RegClass,
        width: u8,
        uses: Vec<Operand>,
    ) -> VReg {
        let v = self.func.new_vreg(class, width);
        self.push(Inst::new(op, mods, vec![v], uses));
        v
    }
    /// Appends `op` writing the existing value `dst` (a value written more than once, such
    /// as a loop-carried register, or one the caller made in advance).
    pub fn assign(&mut self, op: Opcode, mods: impl Into<Mods>, dst: VReg, uses: Vec<Operand>) {
        self.push(Inst::new(op, mods, vec![dst], uses));
    }
    /// Appends an instruction with no results.
    pub fn effect(&mut self, op: Opcode, mods: impl Into<Mods>, uses: Vec<Operand>) {
        self.push(Inst::new(op, mods, Vec::new(), uses));
    }
    /// The instructions of the current block so far.
    pub fn insts(&self) -> &[Inst] {
        &self.func.blocks[self.block.index()].insts
    }
}

#[cfg(test)]
mod tests {
    use super::LowBits;

    #[test]
    fn low_bits_follow_address_arithmetic() {
        let tid = LowBits::UNKNOWN;
        // tid << 4 is 16-byte aligned; adding a 16-byte-aligned array keeps it so.
        let scaled = tid.shifted_left(4);
        assert_eq!((scaled.bits, scaled.value), (4, 0));
        let addr = scaled.plus(LowBits::exact(0x1000), false);
        assert_eq!(addr.known_zeros(), 4);
        // +4 is known exactly in the low bits; -4 too.
        assert_eq!(addr.plus(LowBits::exact(4), false).value, 4);
        assert_eq!(addr.plus(LowBits::exact(4), true).value, 12);
        // Multiplying by 12 (4·3) gives two known zero bits.
        assert_eq!(tid.times(LowBits::exact(12)).known_zeros(), 2);
        // Masking with 124 (0b111_1100) clears the low two bits, whatever the input.
        let masked = tid.and(LowBits::exact(124));
        assert_eq!(masked.known_zeros(), 2);
        // `or` keeps only what both sides know.
        assert_eq!(scaled.or(LowBits::exact(8), false).value, 8);
    }

    #[test]
    fn meet_keeps_the_common_low_bits() {
        // A loop pointer starting at 0 and stepping by 16 is 16-byte aligned.
        let start = LowBits::exact(0);
        let next = start.plus(LowBits::exact(16), false);
        assert_eq!(start.meet(next).known_zeros(), 4);
        assert_eq!(start.meet(LowBits::exact(8)).known_zeros(), 3);
        assert_eq!(LowBits::exact(4).meet(LowBits::UNKNOWN).bits, 0);
    }
}
