//! The function and block contexts of lowering, and [`Cx`]: the module, function and block
//! contexts together, as the lowering of one instruction sees them.
//!
//! The state is split by how long it lives:
//!
//! * the module context ([`ModuleCx`]) is shared, read-only, by every function;
//! * the function context ([`FnCx`]) accumulates from a function's first instruction to its
//!   last: register names and what each register is bound to, labels, parameters, the
//!   stack frame and shared variables, call buffers, subroutine scratch, warnings;
//! * the block context ([`BlockCx`]) is valid until the current block ends: the constants
//!   materialised in it and the values computed in it that later instructions may reuse.
//!   The current block itself is the [`Builder`]'s, through which every instruction is
//!   emitted, so that a block switch is one place ([`Cx::switch_block`]).
//!
//! Reading PTX operands as machine operands (sources, destinations, addresses) builds on
//! this in `values`.

use rustc_hash::FxHashMap as HashMap;

use ptx_parser::ast::{self, ScalarType};

use super::abi::{fixed_vreg, BodyScratch, CallParam};
use super::module::{align_up, ModuleCx};
use super::names::Names;
use super::regs::{class_of, Binding, RegKey, RegMap, Resolved};
use super::{LowerError, LowerWarning};
use crate::ir::{BlockId, Builder, Inst, Mods, Opcode, Operand, RegUse, VReg};
use crate::target::Subroutine;

/// A kernel parameter's place in constant bank 0.
#[derive(Clone, Copy)]
pub(super) struct ParamSlot {
    pub offset: u32,
}

/// The function context: what lowering one function accumulates and every instruction of
/// it may read.
pub(super) struct FnCx {
    /// The register names in scope and their numbers.
    pub names: Names,
    /// PTX register → what it stands for.
    pub bindings: RegMap<Binding>,
    /// PTX register → number of instructions writing it.
    pub def_count: RegMap<u32>,
    /// Label → its block (the first label of each name; a nested `{ }` scope may declare
    /// the name again, which [`FnCx::scoped_labels`] tells apart).
    pub labels: HashMap<String, BlockId>,
    /// (scope, label) → its block: every label, for resolving a name from a scope.
    pub scoped_labels: HashMap<(usize, String), BlockId>,
    /// The blocks of labels whose name an earlier label of another scope has.
    pub shadowed_labels: Vec<BlockId>,
    /// Kernel parameters by name.
    pub params: HashMap<String, ParamSlot>,
    /// In-body `.local` variables and the `__local_depot` frame: name → frame offset.
    pub locals: HashMap<String, u32>,
    /// In-body `.shared` variables: name → (offset, size).
    pub shared: HashMap<String, (u32, u32)>,
    /// Call-site `.param` buffers by name.
    pub call_params: HashMap<String, CallParam>,
    /// `.func` parameters: name → ABI registers per word.
    pub abi_params: HashMap<String, CallParam>,
    /// `.func` return buffers: name → ABI registers per word.
    pub abi_returns: HashMap<String, CallParam>,
    /// The scratch values of each internal subroutine body called in the function (shared by
    /// all its call sites).
    pub subroutine_regs: HashMap<Subroutine, BodyScratch>,
    /// Pairs written once by widening a constant-bank word (`cvt.s64.s32` of a kernel
    /// parameter), with their two words: a 64-bit multiply reads the words themselves, as
    /// ptxas does (`IMAD R50, R48, c[0x0][0x160], RZ`), so the pair need not stay live.
    pub widened_params: HashMap<VReg, (Operand, Operand)>,
    /// Approximations made, each once.
    pub warnings: Vec<LowerWarning>,
    /// Highest barrier id used + 1.
    pub barriers: u32,
    /// Where the next `wgmma` accumulator's home registers start (`hopper`).
    pub next_accumulator: Option<u16>,
    /// The fixed R1 stack pointer value, created on first use ([`Cx::stack_pointer`]).
    stack_pointer: Option<VReg>,
    /// Index of the next pre-created block (labels, branch fall-throughs and the blocks of
    /// subroutine expansions, in the order the first walk over the body created them).
    pub next_block: usize,
}

impl FnCx {
    /// The context of a function about to be lowered: nothing declared, bound or placed.
    pub fn new() -> FnCx {
        FnCx {
            names: Names::new(),
            bindings: RegMap::default(),
            def_count: RegMap::default(),
            labels: HashMap::default(),
            scoped_labels: HashMap::default(),
            shadowed_labels: Vec::new(),
            params: HashMap::default(),
            locals: HashMap::default(),
            shared: HashMap::default(),
            call_params: HashMap::default(),
            abi_params: HashMap::default(),
            abi_returns: HashMap::default(),
            subroutine_regs: HashMap::default(),
            widened_params: HashMap::default(),
            warnings: Vec::new(),
            barriers: 0,
            next_accumulator: None,
            stack_pointer: None,
            next_block: 1,
        }
    }

    /// The block of label `name` as `scope` sees it: declared there or in a scope around it
    /// (ptxas: a nested `{ }` may declare a label of the function's scope again, and its own
    /// labels are not visible outside it).
    pub fn resolve_label(&self, name: &str, scope: usize) -> Option<BlockId> {
        let mut s = Some(scope);
        while let Some(k) = s {
            if let Some(b) = self.scoped_labels.get(&(k, name.to_string())) {
                return Some(*b);
            }
            s = self.names.parent(k);
        }
        None
    }

    /// Resolves a register name in a scope to its key and declared type.
    pub fn resolve(&self, name: &str, scope: usize) -> Option<Resolved> {
        self.names.resolve(name, scope)
    }

    /// An empty map with room for every register numbered so far.
    pub fn reg_map<V>(&self) -> RegMap<V> {
        RegMap::with_capacity(self.names.register_count())
    }

    /// Whether a PTX register is written exactly once (so it may be bound, not copied).
    pub fn single_def(&self, key: RegKey) -> bool {
        self.def_count.get(&key).copied().unwrap_or(0) <= 1
    }

    /// Bytes of static shared memory: the module's, then the body's own variables.
    pub fn shared_bytes(&self, module_bytes: u32) -> u32 {
        // The end of the last variable, alignment padding included (an 8-byte barrier
        // then a 128-byte-aligned buffer of 128 bytes take 256 bytes, as ptxas counts).
        self.shared
            .values()
            .fold(module_bytes, |a, (off, s)| a.max(off.saturating_add(*s)))
    }

    /// Records an approximation made at PTX line `line`.
    pub fn warn(&mut self, message: String, line: u32) {
        let w = LowerWarning { message, line };
        if !self.warnings.contains(&w) {
            self.warnings.push(w);
        }
    }
}

/// The block context: what the instructions lowered so far in the current block left for
/// the later ones.
#[derive(Default)]
pub(super) struct BlockCx {
    /// Constants materialised into registers in this block.
    materialised: HashMap<Operand, VReg>,
    /// Values computed earlier in this block, keyed by the operands they were computed from,
    /// with the instruction index they were computed at (see [`Cx::reuse_block_values`]).
    values: Vec<(Vec<Operand>, usize, Vec<VReg>)>,
}

impl BlockCx {
    /// The register constant `o` was materialised into in this block.
    pub fn materialised(&self, o: &Operand) -> Option<VReg> {
        self.materialised.get(o).copied()
    }

    /// Remembers that `o` is in register `v` from here to the end of the block.
    pub fn remember_materialised(&mut self, o: Operand, v: VReg) {
        self.materialised.insert(o, v);
    }
}

/// The three contexts of lowering, as every instruction's lowering takes them, and the
/// builder appending to the current block.
pub(super) struct Cx<'m, 'f> {
    /// The module context.
    pub m: ModuleCx<'m>,
    /// The function context.
    pub f: FnCx,
    /// The block context (of `out.block`).
    pub b: BlockCx,
    /// The function being built, positioned at the end of the current block, stamping the
    /// current PTX line on what it appends.
    pub out: Builder<'f>,
}

impl Cx<'_, '_> {
    /// A located error at `span`.
    pub fn error(&self, span: ast::Span, message: impl Into<String>) -> LowerError {
        self.m.error(&self.out.func.name, span, message)
    }

    /// Records an approximation at the current line.
    pub fn warn(&mut self, message: String) {
        self.f.warn(message, self.out.line);
    }

    /// Continues in block `b`, with a fresh block context.
    pub fn switch_block(&mut self, b: BlockId) {
        self.out.block = b;
        self.b.materialised.clear();
        self.b.values.clear();
    }

    /// Continues in the next pre-created block.
    pub fn advance_block(&mut self) {
        self.switch_block(BlockId::new(self.f.next_block));
        self.f.next_block += 1;
    }

    /// The block a label names from `scope`.
    pub fn label(&self, name: &str, scope: usize, span: ast::Span) -> Result<BlockId, LowerError> {
        self.f
            .resolve_label(name, scope)
            .ok_or_else(|| self.error(span, format!("undefined label `{name}`")))
    }

    /// The virtual register backing PTX register `key` of type `ty`, created on first sight.
    pub fn vreg_of(&mut self, key: RegKey, ty: ScalarType, vec: u32) -> RegUse {
        if let Some(Binding::Reg(r)) = self.f.bindings.get(&key) {
            return *r;
        }
        let (class, width) = class_of(ty);
        let width = (width as u32 * vec.max(1)).min(4) as u8;
        let v = self.out.func.new_vreg(class, width);
        self.out.func.vregs[v.index()].name = Some(self.f.names.key_name(key).into());
        let r = RegUse::whole(v);
        self.f.bindings.insert(key, Binding::Reg(r));
        r
    }

    /// Values computed earlier in this block from exactly `key`, when none of the registers
    /// `key` reads has been written since: the address arithmetic ptxas computes once and
    /// reuses (a `wmma` tile's row addresses serve its load and its store).
    pub fn reuse_block_values(&self, key: &[Operand]) -> Option<Vec<VReg>> {
        let (_, at, vals) = self.b.values.iter().find(|(k, _, _)| k == key)?;
        let read: Vec<VReg> = key.iter().filter_map(|o| o.reg()).map(|r| r.vreg).collect();
        let clobbered = self
            .out
            .insts()
            .get(*at..)
            .unwrap_or(&[])
            .iter()
            .any(|i| i.defs.iter().any(|d| read.contains(d)));
        (!clobbered).then(|| vals.clone())
    }

    /// Remembers values computed from `key` at this point of the block.
    pub fn remember_block_values(&mut self, key: Vec<Operand>, vals: Vec<VReg>) {
        let at = self.out.insts().len();
        self.b.values.push((key, at, vals));
    }

    /// The R1 stack pointer as a value (fixed to R1, defined at entry).
    pub fn stack_pointer(&mut self) -> VReg {
        if let Some(v) = self.f.stack_pointer {
            return v;
        }
        let func = &mut *self.out.func;
        let v = fixed_vreg(func, 1);
        func.vregs[v.index()].name = Some("SP".into());
        let mut init = Inst::new(
            Opcode::MOV,
            Mods::NONE,
            vec![v],
            vec![Operand::CBank {
                bank: 0,
                offset: 0x28,
            }],
        );
        init.ptx_line = func.ptx_line;
        func.blocks[0].insts.insert(0, init);
        self.f.stack_pointer = Some(v);
        v
    }

    /// Gives the ABI parameter `name` a stack-frame home (once): frame bytes, and stores of
    /// its argument words right after the entry copies of the argument registers.
    pub fn home_abi_param(&mut self, name: &str) {
        if self.f.locals.contains_key(name) {
            return;
        }
        let Some(cp) = self.f.abi_params.get(name).cloned() else {
            return;
        };
        let off = align_up(self.out.func.local_bytes, 8);
        self.out.func.local_bytes = off.saturating_add(4 * cp.words.len() as u32);
        self.f.locals.insert(name.to_string(), off);
        let sp = self.stack_pointer();
        let func = &mut *self.out.func;
        let entry = &func.blocks[0].insts;
        // After the stack-pointer set-up, the ARG pseudo-instruction and its copies.
        let mut at = entry
            .iter()
            .position(|i| i.op == Opcode::ARG)
            .map_or(0, |k| k + 1);
        while entry.get(at).is_some_and(|i| {
            i.op == Opcode::MOV
                && i.uses
                    .first()
                    .and_then(Operand::reg)
                    .is_some_and(|u| func.vreg(u.vreg).fixed.is_some())
        }) {
            at += 1;
        }
        let line = func.ptx_line;
        let stores: Vec<Inst> = cp
            .words
            .iter()
            .enumerate()
            .filter_map(|(k, w)| {
                w.map(|w| {
                    let mut st = Inst::new(
                        Opcode::STL,
                        Mods::NONE,
                        vec![],
                        vec![
                            Operand::Mem {
                                base: Some(RegUse::whole(sp)),
                                offset: i64::from(off) + 4 * k as i64,
                            },
                            Operand::Reg(w),
                        ],
                    );
                    st.ptx_line = line;
                    st
                })
            })
            .collect();
        func.blocks[0].insts.splice(at..at, stores);
    }
}
