//! Machine functions: blocks of instructions over virtual registers, plus the facts about the
//! function that statistics and the allocator need (frame, launch bounds, parameter bank).

use super::inst::{Inst, Opcode, Operand};
use super::types::{BlockId, RegClass, VReg};

/// What a virtual register holds and how it must be placed.
#[derive(Clone, Debug, PartialEq)]
pub struct VRegInfo {
    /// Register class.
    pub class: RegClass,
    /// Number of consecutive registers (1, 2 or 4); a tuple starts at a multiple of its width.
    pub width: u8,
    /// The PTX register this value came from, for listings and explanations.
    pub name: Option<String>,
    /// A fixed physical register index (ABI argument/return registers, the stack pointer).
    pub fixed: Option<u16>,
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
}

impl LaunchBounds {
    /// The block size the kernel promises not to exceed, if any.
    pub fn block_size(&self) -> Option<u32> {
        self.req_threads.or(self.max_threads)
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
}

impl Function {
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
        mods: &str,
        class: RegClass,
        width: u8,
        uses: Vec<Operand>,
    ) -> VReg {
        let v = self.func.new_vreg(class, width);
        self.push(Inst::new(op, mods, vec![v], uses));
        v
    }
    /// Appends an instruction with no results.
    pub fn effect(&mut self, op: Opcode, mods: &str, uses: Vec<Operand>) {
        self.push(Inst::new(op, mods, Vec::new(), uses));
    }
}
