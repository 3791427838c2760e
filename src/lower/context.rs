//! Per-function lowering state: scopes, bindings, blocks, parameters, and the operand helpers
//! every instruction lowering uses.

use rustc_hash::FxHashMap as HashMap;

use ptx_parser::ast::{self, ScalarType};

use std::cell::RefCell;

use super::def_sites::DefSites;
use super::regs::{
    class_of, Binding, RegDecls, RegKey, RegMap, ResolveCache, Resolved, UNNUMBERED,
};
use super::subroutine::BodyScratch;
use super::{LowerError, LowerOptions, LowerWarning, ModuleLayout};
use crate::ir::{self, BlockId, Inst, Opcode, Operand, RegClass, RegUse, VReg};
use crate::target::{ParamAccess, Subroutine};

/// Byte offset → 1-based line/column.
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    /// Indexes the line starts of `src`.
    pub fn new(src: &str) -> LineIndex {
        let mut starts = vec![0u32];
        starts.extend(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i as u32 + 1));
        LineIndex { starts }
    }
    /// The 1-based line and column of byte `offset`.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line.saturating_sub(1)];
        (line as u32, offset - start + 1)
    }

    /// The 1-based line of byte `offset`, looked for first on line `near` and the few after
    /// it: lowering asks in source order, and a binary search over the line starts of a
    /// huge kernel for every instruction missed the cache at every step.
    pub fn line_near(&self, offset: u32, near: u32) -> u32 {
        let mut line = near.max(1) as usize;
        for _ in 0..8 {
            match self.starts.get(line - 1) {
                Some(&start) if start <= offset => {}
                _ => break,
            }
            match self.starts.get(line) {
                Some(&next) if next <= offset => line += 1,
                _ => return line as u32,
            }
        }
        self.line_col(offset).0
    }
}

/// A declared size in bytes as `u32`, saturating (sizes beyond 4 GiB are absurd for a
/// per-thread or per-block space and must not wrap).
pub(super) fn byte_size(n: u64) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// `n` rounded up to a multiple of `align`, saturating.
pub(super) fn align_up(n: u32, align: u32) -> u32 {
    n.checked_next_multiple_of(align.max(1)).unwrap_or(u32::MAX)
}

/// One flattened body element: labels and instructions with the scope they were written in.
pub(super) enum Flat<'a> {
    Label(&'a str, ast::Span),
    Inst(&'a ast::Instruction, usize),
    /// `.pragma "nounroll"` in a loop body: the block it sits in is not unrolled.
    NoUnroll,
    /// A `.param` buffer declared in the body (a call sequence's argument or result): each
    /// call sequence declares its own, often under the name of an earlier one.
    Param(&'a ast::VarDecl),
}

/// A register scope (`{ }` blocks may declare registers that shadow outer ones).
#[derive(Clone)]
struct Scope {
    parent: Option<usize>,
    decls: RegDecls,
}

/// A kernel parameter's place in constant bank 0.
#[derive(Clone, Copy)]
pub(super) struct ParamSlot {
    pub offset: u32,
}

/// A call-site `.param` (argument or return buffer) and the ABI registers backing it.
#[derive(Clone, Default)]
pub(super) struct CallParam {
    /// First ABI register of the buffer.
    pub first_reg: u16,
    /// Values stored into (arguments) or produced in (returns) each 4-byte word, by word.
    pub words: Vec<Option<RegUse>>,
}

/// The register names in scope and their numbers. Resolution only reads the scopes; it
/// numbers registers their declarations left unnumbered as it meets them, so a copy
/// resolves on another thread as this one would, numbering such registers on its own.
#[derive(Clone)]
pub(super) struct Names {
    scopes: Vec<Scope>,
    /// Numbers of the registers met that their declarations did not number (see
    /// [`Names::number_late`]), and the next free number.
    late_ids: RefCell<(HashMap<RegKey, u32>, u32)>,
    /// Recent results of [`Names::resolve`].
    resolved: RefCell<ResolveCache>,
}

impl Names {
    /// Resolves a register name in a scope to its key and declared type.
    pub fn resolve(&self, name: &str, scope: usize) -> Option<Resolved> {
        if let Some(hit) = self.resolved.borrow().get(name, scope) {
            return hit;
        }
        let r = self.resolve_uncached(name, scope);
        self.resolved.borrow_mut().put(name, scope, r);
        r
    }

    fn resolve_uncached(&self, name: &str, scope: usize) -> Option<Resolved> {
        let mut s = Some(scope);
        while let Some(i) = s {
            if let Some(mut r) = self.scopes[i].decls.lookup(name, i as u32) {
                if r.key.id() == UNNUMBERED {
                    r.key = self.number_late(r.key);
                }
                return Some(r);
            }
            s = self.scopes[i].parent;
        }
        None
    }

    /// How many registers are numbered so far (every [`RegKey::id`] met is below this).
    pub fn register_count(&self) -> usize {
        self.late_ids.borrow().1 as usize
    }

    /// The key of a register its declaration could not number (past the dense limit, or a
    /// name with leading zeros), numbered the first time it is met.
    fn number_late(&self, key: RegKey) -> RegKey {
        let mut late = self.late_ids.borrow_mut();
        let (ids, next) = &mut *late;
        let id = *ids.entry(key).or_insert_with(|| {
            *next += 1;
            *next - 1
        });
        key.with_id(id)
    }
}

/// The state of lowering one function.
pub(super) struct FnLower<'a> {
    pub func: ir::Function,
    pub opts: &'a LowerOptions,
    pub layout: &'a ModuleLayout,
    lines: &'a LineIndex,
    /// The register names in scope and their numbers.
    pub names: Names,
    /// PTX register → what it stands for.
    pub bindings: RegMap<Binding>,
    /// PTX register → number of instructions writing it.
    pub def_count: RegMap<u32>,
    pub labels: HashMap<String, BlockId>,
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
    pub block: BlockId,
    /// Constants materialised into registers in the current block.
    materialised: HashMap<Operand, VReg>,
    /// Values computed earlier in the current block, keyed by the operands they were
    /// computed from, with the instruction index they were computed at (see
    /// [`FnLower::reuse_block_values`]).
    block_values: Vec<(Vec<Operand>, usize, Vec<VReg>)>,
    pub line: u32,
    pub warnings: Vec<LowerWarning>,
    /// Highest barrier id used + 1.
    pub barriers: u32,
    /// The fixed R1 stack pointer value, created on first use.
    stack_pointer: Option<VReg>,
    /// Index of the next pre-created block (labels, branch fall-throughs and the blocks of
    /// subroutine expansions, in the order the first walk over the body created them).
    pub next_block: usize,
    /// The scratch values of each internal subroutine body called in the function (shared by
    /// all its call sites).
    pub subroutine_regs: HashMap<Subroutine, BodyScratch>,
    /// Pairs written once by widening a constant-bank word (`cvt.s64.s32` of a kernel
    /// parameter), with their two words: a 64-bit multiply reads the words themselves, as
    /// ptxas does (`IMAD R50, R48, c[0x0][0x160], RZ`), so the pair need not stay live.
    pub widened_params: HashMap<VReg, (Operand, Operand)>,
}

/// Lowers one function with a body.
pub(super) fn lower_function(
    f: &ast::Function,
    layout: &ModuleLayout,
    lines: &LineIndex,
    opts: &LowerOptions,
) -> Result<(ir::Function, Vec<LowerWarning>), LowerError> {
    crate::guard::enter_function(&f.name);
    crate::guard::enter_pass("lower");
    let kind = match f.kind {
        ast::FunctionKind::Entry => ir::FunctionKind::Entry,
        ast::FunctionKind::Func => ir::FunctionKind::Func,
    };
    let mut cx = FnLower {
        func: ir::Function::new(&f.name, kind),
        opts,
        layout,
        lines,
        names: Names {
            scopes: vec![Scope {
                parent: None,
                decls: RegDecls::default(),
            }],
            late_ids: RefCell::default(),
            resolved: RefCell::default(),
        },
        bindings: RegMap::default(),
        def_count: RegMap::default(),
        labels: HashMap::default(),
        params: HashMap::default(),
        locals: HashMap::default(),
        shared: HashMap::default(),
        call_params: HashMap::default(),
        abi_params: HashMap::default(),
        abi_returns: HashMap::default(),
        block: BlockId(0),
        materialised: HashMap::default(),
        block_values: Vec::new(),
        line: 0,
        warnings: Vec::new(),
        barriers: 0,
        stack_pointer: None,
        next_block: 1,
        subroutine_regs: HashMap::default(),
        widened_params: HashMap::default(),
    };
    cx.func.ptx_line = lines.line_col(f.span.start).0;
    cx.func.bounds = launch_bounds(f);
    cx.layout_params(f);

    let mut flat = Vec::new();
    if let Some(body) = &f.body {
        cx.flatten(body, 0, &mut flat);
    }
    cx.number_registers(flat.len());
    cx.bindings = cx.reg_map();
    cx.def_count = cx.reg_map();
    let defs = DefSites::build(&cx, &flat);
    cx.count_defs(&defs);
    cx.prebind_constants(&flat, &defs);
    let facts = cx.value_facts(&flat, &defs);

    // Blocks: one at entry, one per label, one after each branch/return/exit, and those of
    // subroutine expansions.
    let entry = cx.func.add_block("entry");
    cx.block = entry;
    let mut need_new = false;
    // PTX instructions per block (those of a subroutine expansion counted in its first
    // block), to size the blocks' instruction lists once rather than by doubling.
    let mut insts_in: Vec<usize> = vec![0];
    for item in &flat {
        match item {
            Flat::Label(name, span) => {
                if cx.labels.contains_key(*name) {
                    return Err(cx.error(*span, format!("duplicate definition of label `{name}`")));
                }
                let b = cx.func.add_block(*name);
                cx.labels.insert((*name).to_string(), b);
                need_new = false;
                insts_in.push(0);
            }
            Flat::Inst(i, _) => {
                if need_new {
                    cx.func.add_block("");
                    insts_in.push(0);
                }
                if let Some(n) = insts_in.last_mut() {
                    *n += 1;
                }
                let extra = super::subroutine::extra_blocks(i);
                for _ in 0..extra {
                    cx.func.add_block("");
                }
                insts_in.resize(insts_in.len() + extra, 0);
                need_new = is_block_end(i);
            }
            Flat::NoUnroll | Flat::Param(_) => {}
        }
    }
    for (blk, n) in cx.func.blocks.iter_mut().zip(insts_in) {
        blk.insts.reserve(n);
    }
    cx.func.vregs.reserve(cx.register_count());

    if kind == ir::FunctionKind::Func {
        cx.define_abi_params(f);
    }

    // The bank-2 scan reads only what the passes above found, so a large body's runs on
    // the other core while the instructions are lowered.
    let scan = super::cmem2::Scan::of(&cx);
    let (lowered, bank2) = std::thread::scope(|s| {
        let side = (flat.len() >= PARALLEL_SCAN_ITEMS)
            .then(|| {
                let own = scan.clone();
                let (flat, defs) = (&flat, &defs);
                std::thread::Builder::new()
                    .spawn_scoped(s, move || super::cmem2::collect(&own, flat, defs, f))
                    .ok()
            })
            .flatten();
        let lowered = cx.lower_body(&flat, kind);
        (lowered, side.and_then(|h| h.join().ok()))
    });
    lowered?;
    cx.func.barriers = cx.barriers;
    cx.record_facts(&facts);
    let bank2 = bank2.unwrap_or_else(|| super::cmem2::collect(&scan, &flat, &defs, f));
    cx.func.bank2_values = bank2.values;
    cx.func.bank2_table_bytes = bank2.table_bytes;
    cx.func.shared_bytes = cx
        .shared
        .values()
        .fold(layout.shared_bytes, |a, (_, s)| a.saturating_add(*s));
    cx.func.has_calls = cx.func.calls_anything();
    Ok((cx.func, cx.warnings))
}

impl FnLower<'_> {
    /// Lowers the instructions of the flattened body in order, block by block, and ends a
    /// body that falls off its end with `EXIT`/`RET`.
    fn lower_body(&mut self, flat: &[Flat<'_>], kind: ir::FunctionKind) -> Result<(), LowerError> {
        let mut need_new = false;
        for item in flat {
            match item {
                Flat::Label(..) => {
                    self.advance_block();
                    need_new = false;
                }
                Flat::Inst(inst, scope) => {
                    if need_new {
                        self.advance_block();
                    }
                    self.line = self.lines.line_near(inst.span.start, self.line);
                    let before = self.next_block;
                    crate::guard::at_line(self.line);
                    self.lower_inst(inst, *scope)?;
                    if self.next_block != before + super::subroutine::extra_blocks(inst) {
                        return Err(self.error(
                            inst.span,
                            "internal error: the expansion did not fill the blocks made for it",
                        ));
                    }
                    need_new = is_block_end(inst);
                }
                Flat::NoUnroll => self.func.blocks[self.block.index()].nounroll = true,
                Flat::Param(v) => self.declare_call_param(v),
            }
        }
        // Control never falls off the end of a PTX function; make that explicit.
        let last = self.func.blocks.len() - 1;
        if self.func.blocks[last]
            .insts
            .last()
            .is_none_or(|i| i.falls_through())
        {
            self.block = BlockId::new(last);
            let op = if kind == ir::FunctionKind::Entry {
                Opcode::EXIT
            } else {
                Opcode::RET
            };
            self.emit(Inst::new(op, "", vec![], vec![]));
        }
        Ok(())
    }
}

/// Bodies of at least this many statements scan their bank-2 constants on a second thread.
const PARALLEL_SCAN_ITEMS: usize = 20_000;

fn is_block_end(i: &ast::Instruction) -> bool {
    matches!(i.opcode.as_str(), "bra" | "brx" | "ret" | "exit")
}

fn launch_bounds(f: &ast::Function) -> ir::LaunchBounds {
    let get = |k| f.directive(k).map(|d| d.product() as u32);
    ir::LaunchBounds {
        max_threads: get(ast::PerfKind::MaxNtid),
        req_threads: get(ast::PerfKind::ReqNtid),
        min_blocks: get(ast::PerfKind::MinNctaPerSm),
        max_regs: get(ast::PerfKind::MaxNreg),
    }
}

impl<'a> FnLower<'a> {
    /// Kernel parameters live in constant bank 0 from the arch's parameter offset on.
    fn layout_params(&mut self, f: &ast::Function) {
        let mut off = 0u32;
        for p in &f.params {
            let size = byte_size(p.size_bytes().unwrap_or(8));
            let align = p
                .align
                .unwrap_or_else(|| (p.ty.bits() / 8).max(1) * p.vector.unwrap_or(1))
                .max(1);
            off = align_up(off, align);
            if f.kind == ast::FunctionKind::Entry {
                self.params.insert(
                    p.name.clone(),
                    ParamSlot {
                        offset: self.opts.arch.info().param_cbank_offset.saturating_add(off),
                    },
                );
            }
            off = off.saturating_add(size);
        }
        self.func.param_bytes = off;
    }

    /// Device-function parameters arrive in ABI registers from R4 on (one register per 4-byte
    /// word, 64-bit words pair-aligned); an `ARG` pseudo at entry defines them.
    fn define_abi_params(&mut self, f: &ast::Function) {
        let mut reg = ABI_FIRST_ARG;
        let mut defs = Vec::new();
        for p in &f.params {
            let (cp, next) = self.abi_buffer(p, reg, true, &mut defs);
            self.abi_params.insert(p.name.clone(), cp);
            reg = next;
        }
        let mut reg = ABI_FIRST_ARG;
        for p in &f.returns {
            let (cp, next) = self.abi_buffer(p, reg, false, &mut defs);
            self.abi_returns.insert(p.name.clone(), cp);
            reg = next;
        }
        if defs.is_empty() {
            return;
        }
        // The pinned argument registers are copied out at once, so that only the copies
        // (which the allocator may place anywhere) live on, e.g. across calls that
        // redefine R4…
        self.block = BlockId(0);
        self.emit(Inst::new(Opcode::ARG, "", defs.clone(), vec![]));
        let mut copies = Vec::with_capacity(defs.len());
        for d in &defs {
            let c = self.func.new_vreg(RegClass::R, 1);
            self.emit(Inst::new(
                Opcode::MOV,
                "",
                vec![c],
                vec![Operand::Reg(RegUse::whole(*d))],
            ));
            copies.push((*d, c));
        }
        for cp in self.abi_params.values_mut() {
            for w in cp.words.iter_mut().flatten() {
                if let Some((_, c)) = copies.iter().find(|(d, _)| *d == w.vreg) {
                    *w = RegUse::whole(*c);
                }
            }
        }
    }

    fn abi_buffer(
        &mut self,
        p: &ast::Param,
        first: u16,
        define: bool,
        defs: &mut Vec<VReg>,
    ) -> (CallParam, u16) {
        let words = (p.size_bytes().unwrap_or(4) as u32).div_ceil(4).max(1) as u16;
        let wide = p.ty.bits() == 64 && p.dims.is_empty();
        let first = if wide {
            first.next_multiple_of(2)
        } else {
            first
        };
        let mut cp = CallParam {
            first_reg: first,
            words: vec![None; words as usize],
        };
        if define {
            for w in 0..words {
                let v = self.fixed_vreg(first + w);
                cp.words[w as usize] = Some(RegUse::whole(v));
                defs.push(v);
            }
        }
        (cp, first + words)
    }

    /// A fresh single register pinned to physical `R{index}`.
    pub fn fixed_vreg(&mut self, index: u16) -> VReg {
        let v = self.func.new_vreg(RegClass::R, 1);
        self.func.vregs[v.index()].fixed = Some(index);
        v
    }

    /// The R1 stack pointer as a value (fixed to R1, defined at entry).
    pub fn stack_pointer(&mut self) -> VReg {
        if let Some(v) = self.stack_pointer {
            return v;
        }
        let v = self.fixed_vreg(1);
        self.func.vregs[v.index()].name = Some("SP".into());
        let mut init = Inst::new(
            Opcode::MOV,
            "",
            vec![v],
            vec![Operand::CBank {
                bank: 0,
                offset: 0x28,
            }],
        );
        init.ptx_line = self.func.ptx_line;
        self.func.blocks[0].insts.insert(0, init);
        self.stack_pointer = Some(v);
        v
    }

    fn flatten<'b>(&mut self, block: &'b ast::Block, scope: usize, out: &mut Vec<Flat<'b>>) {
        for st in &block.statements {
            match st {
                ast::Statement::Label(l, span) => out.push(Flat::Label(l, *span)),
                ast::Statement::Instruction(i) => out.push(Flat::Inst(i, scope)),
                ast::Statement::Pragma(p, _) if p.trim() == "nounroll" => out.push(Flat::NoUnroll),
                ast::Statement::Pragma(p, _) if p.trim() == "enable_smem_spilling" => {
                    self.func.smem_spilling = true
                }
                ast::Statement::Reg(r) => self.names.scopes[scope].decls.declare(r),
                ast::Statement::Variable(v) if v.space == ast::StateSpace::Param => {
                    out.push(Flat::Param(v))
                }
                ast::Statement::Variable(v) => self.declare_body_var(v),
                ast::Statement::Block(b) => {
                    self.names.scopes.push(Scope {
                        parent: Some(scope),
                        decls: RegDecls::default(),
                    });
                    let inner = self.names.scopes.len() - 1;
                    self.flatten(b, inner, out);
                }
                _ => {}
            }
        }
    }

    fn declare_body_var(&mut self, v: &ast::VarDecl) {
        let size = byte_size(v.size_bytes().unwrap_or(0));
        let align = v.align.unwrap_or(4).max(1);
        match v.space {
            ast::StateSpace::Local => {
                let off = align_up(self.func.local_bytes, align);
                self.locals.insert(v.name.clone(), off);
                self.func.local_bytes = off.saturating_add(size);
            }
            ast::StateSpace::Shared => {
                let used = self
                    .shared
                    .values()
                    .fold(self.layout.shared_bytes, |a, (_, s)| a.saturating_add(*s));
                let off = align_up(used, align);
                self.shared.insert(v.name.clone(), (off, size));
            }
            _ => {}
        }
    }

    /// Declares (or declares again, empty) the call-sequence buffer `v`, where the body
    /// declares it: a later call sequence's buffer of the same name has its own size and
    /// none of the earlier one's words.
    fn declare_call_param(&mut self, v: &ast::VarDecl) {
        let size = byte_size(v.size_bytes().unwrap_or(0));
        self.call_params.insert(
            v.name.clone(),
            CallParam {
                first_reg: 0,
                // No call passes more than 32 KiB of arguments; the cap only keeps an
                // absurd declaration from allocating gigabytes here.
                words: vec![None; size.min(1 << 15).div_ceil(4).max(1) as usize],
            },
        );
    }

    /// Gives the ABI parameter `name` a stack-frame home (once): frame bytes, and stores of
    /// its argument words right after the entry copies of the argument registers.
    fn home_abi_param(&mut self, name: &str) {
        if self.locals.contains_key(name) {
            return;
        }
        let Some(cp) = self.abi_params.get(name).cloned() else {
            return;
        };
        let off = align_up(self.func.local_bytes, 8);
        self.func.local_bytes = off.saturating_add(4 * cp.words.len() as u32);
        self.locals.insert(name.to_string(), off);
        let sp = self.stack_pointer();
        let entry = &self.func.blocks[0].insts;
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
                    .is_some_and(|u| self.func.vreg(u.vreg).fixed.is_some())
        }) {
            at += 1;
        }
        let line = self.func.ptx_line;
        let stores: Vec<Inst> = cp
            .words
            .iter()
            .enumerate()
            .filter_map(|(k, w)| {
                w.map(|w| {
                    let mut st = Inst::new(
                        Opcode::STL,
                        "",
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
        self.func.blocks[0].insts.splice(at..at, stores);
    }

    /// Resolves a register name in a scope to its key and declared type.
    pub fn resolve(&self, name: &str, scope: usize) -> Option<Resolved> {
        self.names.resolve(name, scope)
    }

    /// An empty map with room for every register numbered so far.
    pub fn reg_map<V>(&self) -> RegMap<V> {
        RegMap::with_capacity(self.register_count())
    }

    /// How many registers are numbered so far (every [`RegKey::id`] met is below this).
    pub fn register_count(&self) -> usize {
        self.names.register_count()
    }

    /// Numbers the scopes' declared registers once the body has been flattened (every
    /// declaration seen), before anything is resolved. NVVM declares about as many registers
    /// as the body has instructions; declarations far beyond that are numbered lazily, so
    /// that the per-register maps stay the size of the code.
    fn number_registers(&mut self, body_len: usize) {
        let limit = (body_len as u64 * 4).max(1 << 16);
        let mut next = 0u64;
        for s in &mut self.names.scopes {
            s.decls.number(&mut next, limit);
        }
        self.names.late_ids.borrow_mut().1 = next as u32;
    }

    /// A register's name as written, with `@scope` for one declared in a nested scope
    /// (the name its virtual register carries).
    pub fn key_name(&self, key: RegKey) -> String {
        let scope = key.scope();
        match self.names.scopes.get(scope) {
            Some(s) if scope == 0 => s.decls.name(key),
            Some(s) => format!("{}@{scope}", s.decls.name(key)),
            None => String::new(),
        }
    }

    fn count_defs(&mut self, defs: &DefSites) {
        for r in defs.all() {
            *self.def_count.get_or_insert_with(r.key, || 0) += 1;
        }
    }

    /// Continues in the next pre-created block.
    pub fn advance_block(&mut self) {
        self.switch_block(BlockId::new(self.next_block));
        self.next_block += 1;
    }

    /// Binds registers that every definition loads from the same constant-bank word
    /// (`ld.const` of one address on two paths, as NVVM emits for `__constant__` tables) to
    /// that word, before any use is lowered: ptxas reads such data as a `c[0x3][..]` operand
    /// at each use instead of keeping it in a register (`huge_soft_hist96`: 96 constants
    /// loaded into the same registers on two paths; ptxas 122 registers, no copies).
    /// Single-definition registers are bound when their load is lowered.
    fn prebind_constants(&mut self, flat: &[Flat<'_>], defs: &DefSites) {
        // Per register: the word every definition seen so far loads, `None` once a
        // definition is anything else.
        let mut word: RegMap<Option<(u32, u32)>> = self.reg_map();
        for (at, item) in flat.iter().enumerate() {
            let Flat::Inst(i, _) = item else { continue };
            let loaded = self.const_words(i);
            for (k, r) in defs.of(at).iter().enumerate() {
                let Some(r) = r else {
                    continue;
                };
                let this = loaded.as_ref().and_then(|w| w.get(k).copied().flatten());
                let entry = word.get_or_insert_with(r.key, || this);
                if *entry != this {
                    *entry = None;
                }
            }
        }
        for (id, w) in word {
            if let Some((offset, _)) = w {
                if self.def_count.get_id(id).copied().unwrap_or(0) > 1 {
                    self.bindings
                        .insert_id(id, Binding::Const(Operand::CBank { bank: 3, offset }));
                }
            }
        }
    }

    /// For `ld.const` of 32- or 64-bit words at a constant address: the (offset, bits) each
    /// destination register (in order) loads from constant bank 3.
    fn const_words(&self, i: &ast::Instruction) -> Option<Vec<Option<(u32, u32)>>> {
        if i.opcode.as_str() != "ld" || !i.has("const") {
            return None;
        }
        let bits = i.ty()?.bits();
        if bits != 32 && bits != 64 {
            return None;
        }
        let Some(ast::Operand::Address(a)) = i.operands.get(1) else {
            return None;
        };
        let base = match &a.base {
            None => 0,
            Some(ast::AddressBase::Symbol(name)) => {
                i64::from(*self.layout.consts.get(name.as_str())?)
            }
            Some(ast::AddressBase::Reg(_)) => return None,
        };
        let elems: Vec<&ast::Operand> = match i.operands.first()? {
            ast::Operand::Vector(v, _) => v.iter().collect(),
            d => vec![d],
        };
        let size = i64::from(bits / 8);
        let mut out = Vec::new();
        for (k, e) in elems.iter().enumerate() {
            match e {
                ast::Operand::Sink(_) => {}
                _ => out.push(
                    u32::try_from(base + a.offset + k as i64 * size)
                        .ok()
                        .map(|o| (o, bits)),
                ),
            }
        }
        Some(out)
    }

    fn switch_block(&mut self, b: BlockId) {
        self.block = b;
        self.materialised.clear();
        self.block_values.clear();
    }

    /// Appends an instruction to the current block, stamped with the current PTX line.
    pub fn emit(&mut self, mut inst: Inst) {
        if inst.ptx_line == 0 {
            inst.ptx_line = self.line;
        }
        self.func.blocks[self.block.index()].insts.push(inst);
    }

    /// Appends `op` defining a fresh value; returns it.
    pub fn def(
        &mut self,
        op: Opcode,
        mods: &str,
        class: RegClass,
        width: u8,
        uses: Vec<Operand>,
    ) -> VReg {
        let v = self.func.new_vreg(class, width);
        self.emit(Inst::new(op, mods, vec![v], uses));
        v
    }

    /// Values computed earlier in this block from exactly `key`, when none of the registers
    /// `key` reads has been written since: the address arithmetic ptxas computes once and
    /// reuses (a `wmma` tile's row addresses serve its load and its store).
    pub fn reuse_block_values(&self, key: &[Operand]) -> Option<Vec<VReg>> {
        let (_, at, vals) = self.block_values.iter().find(|(k, _, _)| k == key)?;
        let read: Vec<VReg> = key.iter().filter_map(|o| o.reg()).map(|r| r.vreg).collect();
        let insts = &self.func.blocks[self.block.index()].insts;
        let clobbered = insts
            .get(*at..)
            .unwrap_or(&[])
            .iter()
            .any(|i| i.defs.iter().any(|d| read.contains(d)));
        (!clobbered).then(|| vals.clone())
    }

    /// Remembers values computed from `key` at this point of the block.
    pub fn remember_block_values(&mut self, key: Vec<Operand>, vals: Vec<VReg>) {
        let at = self.func.blocks[self.block.index()].insts.len();
        self.block_values.push((key, at, vals));
    }

    /// Records an approximation.
    pub fn warn(&mut self, message: String) {
        let w = LowerWarning {
            message,
            line: self.line,
        };
        if !self.warnings.contains(&w) {
            self.warnings.push(w);
        }
    }

    /// A located error at `span`.
    pub fn error(&self, span: ast::Span, message: impl Into<String>) -> LowerError {
        let (line, col) = self.lines.line_col(span.start);
        LowerError {
            message: message.into(),
            line,
            col,
            function: self.func.name.clone(),
        }
    }

    /// Whether a PTX register is written exactly once (so it may be bound, not copied).
    pub fn single_def(&self, key: RegKey) -> bool {
        self.def_count.get(&key).copied().unwrap_or(0) <= 1
    }

    /// The virtual register backing PTX register `key` of type `ty`, created on first sight.
    pub fn vreg_of(&mut self, key: RegKey, ty: ScalarType, vec: u32) -> RegUse {
        if let Some(Binding::Reg(r)) = self.bindings.get(&key) {
            return *r;
        }
        let (class, width) = class_of(ty);
        let width = (width as u32 * vec.max(1)).min(4) as u8;
        let v = self.func.new_vreg(class, width);
        self.func.vregs[v.index()].name = Some(self.key_name(key).into());
        let r = RegUse::whole(v);
        self.bindings.insert(key, Binding::Reg(r));
        r
    }

    /// The destination value for a register operand: a fresh binding for single-def
    /// registers that were bound to a constant earlier is impossible (they have one def), so
    /// this is always the register's own virtual register.
    pub fn dst(&mut self, op: &ast::Operand, scope: usize) -> Result<VReg, LowerError> {
        match op {
            ast::Operand::Reg(r) => {
                let Resolved { key, ty, vec } = self.resolve(&r.name, scope).ok_or_else(|| {
                    self.error(r.span, format!("register `{}` is not declared", r.name))
                })?;
                if let Some(Binding::Const(_)) = self.bindings.get(&key) {
                    // A register bound to a constant is being redefined: give it a real register.
                    self.bindings.remove(&key);
                }
                let u = self.vreg_of(key, ty, vec);
                if u.is_whole() {
                    Ok(u.vreg)
                } else {
                    // A lane alias being redefined: unbind and use a fresh register.
                    self.bindings.remove(&key);
                    Ok(self.vreg_of(key, ty, vec).vreg)
                }
            }
            ast::Operand::Sink(_) => Ok(self.func.new_vreg(RegClass::R, 1)),
            other => Err(self.error(other.span(), "expected a register as destination")),
        }
    }

    /// The key and type of a destination register operand, if it is one.
    pub fn dst_key(&self, op: &ast::Operand, scope: usize) -> Option<Resolved> {
        match op {
            ast::Operand::Reg(r) => self.resolve(&r.name, scope),
            _ => None,
        }
    }

    /// Binds a single-def destination register to a value instead of defining it.
    pub fn bind(&mut self, key: RegKey, b: Binding) {
        self.bindings.insert(key, b);
    }

    /// A source operand: register (or its binding), immediate, special register, symbol.
    pub fn src(
        &mut self,
        op: &ast::Operand,
        ty: ScalarType,
        scope: usize,
    ) -> Result<Operand, LowerError> {
        Ok(match op {
            ast::Operand::Reg(r) => {
                if let Some(Resolved { key, ty: dty, vec }) = self.resolve(&r.name, scope) {
                    match self.bindings.get(&key) {
                        Some(Binding::Const(c)) => *c,
                        Some(Binding::Reg(u)) => Operand::Reg(*u),
                        None => Operand::Reg(self.vreg_of(key, dty, vec)),
                    }
                } else if let Some(s) = self.special(&r.name, r.component) {
                    s
                } else {
                    return Err(
                        self.error(r.span, format!("register `{}` is not declared", r.name))
                    );
                }
            }
            ast::Operand::Imm(i, _) => immediate(*i, ty),
            ast::Operand::Symbol { name, offset, span } => {
                self.symbol_address(name, *offset, *span)?
            }
            ast::Operand::Not(inner, _) | ast::Operand::Neg(inner, _) => {
                self.src(inner, ty, scope)?
            }
            ast::Operand::Sink(_) => Operand::Zero(RegClass::R),
            other => return Err(self.error(other.span(), "unexpected operand form here")),
        })
    }

    /// The value of a symbol used as an operand (`mov.u64 %rd1, shmem;`).
    fn symbol_address(
        &mut self,
        name: &str,
        offset: i64,
        span: ast::Span,
    ) -> Result<Operand, LowerError> {
        if let Some((off, _)) = self
            .shared
            .get(name)
            .or_else(|| self.layout.shared.get(name))
        {
            return Ok(Operand::Imm(*off as i64 + offset));
        }
        if let Some(off) = self.locals.get(name) {
            let _ = off;
            let sp = self.stack_pointer();
            return Ok(Operand::Reg(RegUse::whole(sp)));
        }
        if let Some(p) = self.params.get(name) {
            return Ok(Operand::CBank {
                bank: 0,
                offset: p.offset + offset as u32,
            });
        }
        if self.abi_params.contains_key(name) {
            // A device-function parameter whose address is taken lives in the stack frame,
            // as ptxas places it: copied there from its argument registers on entry.
            self.home_abi_param(name);
            let sp = self.stack_pointer();
            return Ok(Operand::Reg(RegUse::whole(sp)));
        }
        if self.layout.globals.contains_key(name) || self.layout.functions.contains_key(name) {
            return Ok(Operand::Symbol(ir::intern_symbol(name)));
        }
        if name == "WARP_SZ" {
            // The one predefined PTX constant.
            return Ok(Operand::Imm(32));
        }
        if self.labels.contains_key(name) {
            return Ok(Operand::Block(self.labels[name]));
        }
        Err(self.error(span, format!("unknown symbol `{name}`")))
    }

    /// Special registers: launch geometry reads constant bank 0, the rest go through S2R.
    fn special(&mut self, name: &str, comp: Option<char>) -> Option<Operand> {
        let axis = match comp {
            Some('x') | None => 0,
            Some('y') => 1,
            Some('z') => 2,
            _ => 0,
        };
        let sr: &'static str = match name {
            "%ntid" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: axis * 4,
                })
            }
            "%nctaid" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0xc + axis * 4,
                })
            }
            "%tid" => ["SR_TID.X", "SR_TID.Y", "SR_TID.Z"][axis as usize],
            "%ctaid" => ["SR_CTAID.X", "SR_CTAID.Y", "SR_CTAID.Z"][axis as usize],
            "%laneid" => "SR_LANEID",
            "%warpid" => "SR_VIRTID",
            "%nwarpid" => "SR_VIRTCFG",
            "%smid" => "SR_VIRTID",
            "%nsmid" => "SR_VIRTCFG",
            "%gridid" => "SR_GRIDID",
            "%lanemask_eq" => "SR_EQMASK",
            "%lanemask_lt" => "SR_LTMASK",
            "%lanemask_le" => "SR_LEMASK",
            "%lanemask_gt" => "SR_GTMASK",
            "%lanemask_ge" => "SR_GEMASK",
            "%clock" => "SR_CLOCKLO",
            "%clock_hi" => "SR_CLOCKHI",
            "%clock64" => "SR_CLOCK64",
            "%globaltimer" => "SR_GLOBALTIMER",
            "%globaltimer_lo" => "SR_GLOBALTIMERLO",
            "%globaltimer_hi" => "SR_GLOBALTIMERHI",
            "%dynamic_smem_size" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0x3c,
                })
            }
            "%total_smem_size" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0x40,
                })
            }
            "%aggr_smem_size" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0x44,
                })
            }
            "%cluster_ctarank" => "SR_CgaCtaId",
            "%clusterid"
            | "%cluster_ctaid"
            | "%nclusterid"
            | "%cluster_nctaid"
            | "%cluster_nctarank"
            | "%is_explicit_cluster" => "SR_CLUSTER",
            "%activemask" => "SR_ACTIVEMASK",
            n if n.starts_with("%envreg") => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0x48,
                })
            }
            n if n.starts_with("%pm") => "SR_PM",
            _ => return None,
        };
        Some(Operand::Special(sr))
    }

    /// A source that must be in a register: constants and specials are materialised (once per
    /// block) with the instruction ptxas uses.
    pub fn src_reg(
        &mut self,
        op: &ast::Operand,
        ty: ScalarType,
        scope: usize,
    ) -> Result<RegUse, LowerError> {
        let o = self.src(op, ty, scope)?;
        Ok(self.force_reg(o, class_of(ty).1))
    }

    /// Puts any operand in a register of the given width.
    pub fn force_reg(&mut self, o: Operand, width: u8) -> RegUse {
        match o {
            Operand::Reg(r) => r,
            other => {
                if let Some(v) = self.materialised.get(&other) {
                    if self.func.vreg(*v).width == width {
                        return RegUse::whole(*v);
                    }
                }
                let (op, mods) = match &other {
                    Operand::Special(s)
                        if s.starts_with("SR_CLOCK64") || s.starts_with("SR_GLOBALTIMER") =>
                    {
                        (Opcode::CS2R, "")
                    }
                    Operand::Special(_) => (Opcode::S2R, ""),
                    Operand::CBank { .. }
                        if self.opts.arch.info().param_access == Some(ParamAccess::LoadWithLdc) =>
                    {
                        (Opcode::LDC, if width == 2 { ".64" } else { "" })
                    }
                    _ => (Opcode::MOV, if width == 2 { ".64" } else { "" }),
                };
                let v = self.def(op, mods, RegClass::R, width, vec![other]);
                self.materialised.insert(other, v);
                RegUse::whole(v)
            }
        }
    }

    /// A source for an ALU slot that may read the constant bank or an immediate directly.
    pub fn src_alu(
        &mut self,
        op: &ast::Operand,
        ty: ScalarType,
        scope: usize,
    ) -> Result<Operand, LowerError> {
        let o = self.src(op, ty, scope)?;
        Ok(match o {
            Operand::Special(_) | Operand::Symbol(_) => {
                Operand::Reg(self.force_reg(o, class_of(ty).1))
            }
            Operand::CBank { .. }
                if self.opts.arch.info().param_access == Some(ParamAccess::LoadWithLdc) =>
            {
                Operand::Reg(self.force_reg(o, class_of(ty).1))
            }
            other => other,
        })
    }

    /// The block a label names.
    pub fn label(&self, name: &str, span: ast::Span) -> Result<BlockId, LowerError> {
        self.labels
            .get(name)
            .copied()
            .ok_or_else(|| self.error(span, format!("undefined label `{name}`")))
    }
}

/// First ABI argument/return register (R4; R0–R3 are scratch, R1 the stack pointer).
pub(super) const ABI_FIRST_ARG: u16 = 4;

/// Register names mentioned by an operand (destinations may be vectors or `|` pairs).
pub(super) fn collect_regs<'o>(op: &'o ast::Operand, out: &mut Vec<&'o str>) {
    match op {
        ast::Operand::Reg(r) => out.push(&r.name),
        ast::Operand::Vector(v, _) | ast::Operand::List(v, _) => {
            v.iter().for_each(|o| collect_regs(o, out))
        }
        ast::Operand::Pair(a, b, _) => {
            collect_regs(a, out);
            collect_regs(b, out);
        }
        _ => {}
    }
}

/// An immediate as the instruction of type `ty` reads it.
pub(super) fn immediate(i: ast::Immediate, ty: ScalarType) -> Operand {
    match (i, ty) {
        (ast::Immediate::F32(b), _) => Operand::FImm(b),
        (ast::Immediate::F64(b), _) => Operand::DImm(b),
        (ast::Immediate::Float(x), ScalarType::F64) => Operand::DImm(x.to_bits()),
        (ast::Immediate::Float(x), _) => Operand::FImm((x as f32).to_bits()),
        (ast::Immediate::Int(n), ScalarType::F32) => Operand::FImm((n as f32).to_bits()),
        (ast::Immediate::Int(n), ScalarType::F64) => Operand::DImm((n as f64).to_bits()),
        (ast::Immediate::Int(n), _) => Operand::Imm(n),
        (ast::Immediate::UInt(n), _) => Operand::Imm(n as i64),
    }
}

#[cfg(test)]
mod tests {
    use super::LineIndex;

    /// The line found from any starting line is the line the binary search finds, at every
    /// offset (line starts, ends, empty lines, past the end).
    #[test]
    fn line_near_agrees_with_line_col() {
        let src = "a\n\nbcd\n\n\nefgh\ni\n\n";
        let index = LineIndex::new(src);
        let lines = src.lines().count() as u32 + 2;
        for offset in 0..=src.len() as u32 + 1 {
            for near in 0..=lines {
                assert_eq!(
                    index.line_near(offset, near),
                    index.line_col(offset).0,
                    "offset {offset} from line {near}"
                );
            }
        }
    }
}
