//! The values ptxas places in a function's compiler constant bank (bank 2, `N bytes cmem[2]`
//! on the `Used N registers` line of `ptxas -v`).
//!
//! SASS instructions take at most one non-register source, and that operand is either a
//! 32-bit immediate or a constant-bank word. Whatever does not fit goes to bank 2 and the
//! instruction reads it as `c[0x2][offset]`. The rules below were found with ptxas 13.5 and
//! 12.9 on tiny kernels (`ptxas -v`, `nvdisasm` for the `c[0x2]` operands, `cuobjdump -elf`
//! for the `.nv.constant2.<entry>` contents) and checked on the development corpus, where
//! they give the presence of the segment right for every entry on sm_75…sm_89 and the exact
//! size for all but three kernels:
//!
//! * **FP64 constants whose low word is not zero.** A double immediate is the high 32 bits
//!   of the value, so `0d3FE0000000000000` (0.5) is an immediate while `0d3FE45F306DC9C883`
//!   (2/π) lives in the bank (sm_80: `DMUL R14, R16, c[0x2][0x0]`). This covers `add`,
//!   `sub` (which stores the negated value: `DADD R12, R12, c[0x2][..]` holds
//!   `0xC330000080000000` for `sub.f64 x, 0d4330000080000000`), `mul`, `fma`, `setp`,
//!   `min`/`max` and `div` (a divisor is stored negated for the Newton step
//!   `DFMA R8, R6, c[0x2][0x0], R4`, a dividend as is). Registers written once by `mov` of a
//!   constant (also `mov.b64 {lo, hi}` of two constants, `neg.f64` of one) count as
//!   constants, as ptxas propagates them.
//! * **`fma.f64` has one such slot for two sources.** The addend takes it first, so the
//!   multiplicand of `fma x, C1, C2` goes to registers; a kernel parameter as the addend keeps
//!   its own `c[0x0]` operand and the constant multiplicand is moved into registers (no
//!   bank 2). One exception, seen on `fma.rn.f64 d, x, 0d3FCDA6711871100E, 0d3FF00…`: when
//!   both are immediates written in the instruction and only the multiplicand needs the bank,
//!   the multiplicand takes the slot and the addend is moved.
//! * **64-bit addends of a fused multiply-add.** ptxas fuses `mul.wide.{s,u}32` or
//!   `mul.lo.{s,u}64` with each `add.s64` of its result (or `sub.s64 e, d, K`, which stores
//!   `-K`) into `IMAD.WIDE`, whose 64-bit addend cannot be an immediate:
//!   `mul.wide.u32 d, r, 3; add.s64 e, d, 1` is `IMAD.WIDE.U32 R2, R2, R3, c[0x2][0x0]` with
//!   `1` in the bank. It does so only when every use of the product is such an add; a
//!   shared-memory address built that way is later narrowed to a 32-bit
//!   `IMAD R2, R3, R2, c[0x2][0x0]` but keeps its 8-byte slot. `mad.lo.s64` with a constant
//!   addend does the same; `mad.wide` with one does not (measured with several factors).
//!   Shared variables and kernel parameters used as values are constants here (their
//!   offsets in the shared window and the parameter space). Details are on
//!   `Body::fused_addends`.
//! * **`brx.idx` jump tables**: 4 bytes per target (`LDC R8, c[0x2][R2]`).
//! * **sm_75 only**: an `f16x2` FMA whose multiplicand and addend are both constants made by
//!   `cvt.rn.f16.f32` of an f32 constant gets the multiplicand from the bank as the f32
//!   value (`HADD2 R6, -RZ.H0_H0, c[0x2][0x0].F32`, 4 bytes); sm_80 materialises it without
//!   the bank.
//!
//! Not modelled (the corpus has three kernels where ptxas's count is 8 bytes higher): a
//! small local array promoted to registers whose index arithmetic keeps its base offset in
//! the bank, and a 64-bit add of a uniform value that ptxas performs as a `UIMAD.WIDE.U32`.
//! Internal expansions (division, square root, reciprocal, f32 transcendental functions)
//! were checked to use no bank 2 on sm_80.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use ptx_parser::ast::{self, ScalarType};

use super::context::{FnCx, ParamSlot};
use super::def_sites::DefSites;
use super::module::{ModuleCx, ModuleLayout, SharedDecl};
use super::names::Names;
use super::ptx::{collect_regs, def_operands, immediate, Flat};
use super::regs::{RegKey, RegMap, Resolved};
use super::LowerOptions;
use crate::analysis::rows::Rows;
use crate::ir::Operand;

/// A value as constant propagation sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Value {
    /// Raw bits: an integer, an address offset, f32 or f64 bits.
    Bits(u64),
    /// An `f16` made by `cvt.rn.f16.f32` of this f32 (bits).
    Half(u32),
    /// Both halves of an `f16x2` set to [`Value::Half`] of this f32 (bits).
    HalfPair(u32),
}

/// How an instruction reads a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UseKind {
    /// As a plain source operand.
    Value,
    /// As the base of a memory operand `[reg+offset]`.
    Address(i64),
}

/// One instruction with the scope its register names resolve in.
struct Site<'a> {
    inst: &'a ast::Instruction,
    scope: usize,
}

/// The instructions of one function with their definitions and uses, by scoped register key.
struct Body<'a, 'c> {
    cx: &'c Scan<'a>,
    sites: Vec<Site<'c>>,
    /// Per register number: the sites defining it.
    defs: Rows<u32>,
    /// Per register number: the sites reading it, and how.
    uses: Rows<(u32, UseKind)>,
    /// Symbol → byte offset, for shared variables and kernel parameters.
    symbols: HashMap<String, u64>,
    /// Memoised constant values of registers (`None` while being computed, to cut cycles).
    memo: std::cell::RefCell<RegMap<Option<Value>>>,
}

/// What [`collect`] found: distinct values with their sizes, and jump-table bytes.
pub(super) struct Bank2 {
    /// `(bits, bytes)`, each value once, in order of discovery.
    pub values: Vec<(u64, u8)>,
    /// Bytes of jump tables.
    pub table_bytes: u32,
}

/// What [`collect`] reads of a function's lowering, with its own copy of the register names:
/// it can then run beside the lowering of the instructions (it depends only on what the
/// passes before that found).
#[derive(Clone)]
pub(super) struct Scan<'a> {
    names: Names,
    layout: &'a ModuleLayout,
    opts: &'a LowerOptions,
    params: HashMap<String, ParamSlot>,
}

impl<'a> Scan<'a> {
    /// The scan of the function `f` is lowering.
    pub fn of(m: ModuleCx<'a>, f: &FnCx) -> Scan<'a> {
        Scan {
            names: f.names.clone(),
            layout: m.layout,
            opts: m.opts,
            params: f.params.clone(),
        }
    }

    fn resolve(&self, name: &str, scope: usize) -> Option<Resolved> {
        self.names.resolve(name, scope)
    }

    fn register_count(&self) -> usize {
        self.names.register_count()
    }
}

/// The bank-2 contents of the function `f` whose body is `flat`.
pub(super) fn collect(
    cx: &Scan<'_>,
    flat: &[Flat<'_>],
    defs: &DefSites,
    f: &ast::Function,
) -> Bank2 {
    let sm75 = cx.opts.arch.number() < 80;
    let index = flat
        .iter()
        .any(|item| matches!(item, Flat::Inst(i, _) if may_place_in_bank(i, sm75)));
    let body = Body::new(cx, flat, defs, f, index);
    let mut values: Vec<(u64, u8)> = Vec::new();
    let mut add = |bits: u64, bytes: u8| {
        if !values.contains(&(bits, bytes)) {
            values.push((bits, bytes));
        }
    };
    let mut table_bytes = 0u32;
    let tables = branch_tables(f);
    for (idx, site) in body.sites.iter().enumerate() {
        let i = site.inst;
        let ty = i.ty();
        match i.opcode.as_str() {
            "add" | "sub" | "mul" | "min" | "max" | "setp" | "div"
                if ty == Some(ScalarType::F64) =>
            {
                body.fp64_binary(idx).into_iter().for_each(|v| add(v, 8));
            }
            "fma" | "mad" if ty == Some(ScalarType::F64) => {
                body.fp64_fma(idx).into_iter().for_each(|v| add(v, 8));
            }
            "fma" if ty == Some(ScalarType::F16x2) && cx.opts.arch.number() < 80 => {
                // sm_75: `HFMA2 R0, R0, R2.H0_H0, 0.5, 0.5` with R2 from
                // `HADD2 R2, -RZ.H0_H0, c[0x2][0x0].F32` (f32 0.5 in the bank).
                let srcs = body.sources(idx);
                if let (Some(Value::HalfPair(b)), Some(Value::HalfPair(_))) = (
                    srcs.get(1).and_then(|o| body.value(o, site.scope, ty)),
                    srcs.get(2).and_then(|o| body.value(o, site.scope, ty)),
                ) {
                    add(u64::from(b), 4);
                }
            }
            "mul" if i.guard.is_none() && is_wide_multiply(i) => {
                if let Some(key) = body.def_key(idx) {
                    for v in body.fused_addends(key, 0).unwrap_or_default() {
                        add(v, 8);
                    }
                }
            }
            "mad" if i.has("lo") && is_wide_multiply(i) => {
                // `mad.lo.s64 d, a, 3, 1` keeps 1 in the bank like `mul.lo.s64` + `add.s64`;
                // `mad.wide.{s,u}32` with a constant addend does not (measured, any factor).
                if let Some(Value::Bits(c)) = body
                    .sources(idx)
                    .get(2)
                    .and_then(|o| body.value(o, site.scope, ty))
                {
                    if c != 0 {
                        add(c, 8);
                    }
                }
            }
            "brx" => {
                let entries = i.operands.iter().find_map(|o| match o {
                    ast::Operand::Symbol { name, .. } => tables.get(name.as_str()),
                    ast::Operand::Reg(r) => tables.get(r.name.as_str()),
                    _ => None,
                });
                if let Some(n) = entries {
                    table_bytes += 4 * n;
                }
            }
            _ => {}
        }
    }
    Bank2 {
        values,
        table_bytes,
    }
}

/// The registers whose uses [`Body`] indexes: by number, and the names they are written
/// with. A register is written with one spelling, so a use spelt otherwise cannot be one of
/// them, and most uses are ruled out without resolving their name.
#[derive(Default)]
struct Followed<'c> {
    ids: Vec<bool>,
    names: rustc_hash::FxHashSet<&'c str>,
}

/// Whether `collect` may find a bank-2 value in `i` (a superset of the cases it handles, so
/// that a function without any skips indexing its registers' definitions and uses).
fn may_place_in_bank(i: &ast::Instruction, sm75: bool) -> bool {
    let ty = i.ty();
    match i.opcode.as_str() {
        "add" | "sub" | "mul" | "min" | "max" | "setp" | "div" | "fma" | "mad"
            if ty == Some(ScalarType::F64) =>
        {
            true
        }
        "fma" => sm75 && ty == Some(ScalarType::F16x2),
        "mul" | "mad" => is_wide_multiply(i),
        _ => false,
    }
}

/// `mul.wide.*`, `mul.lo.{s,u,b}64`, `mad.wide.*`, `mad.lo.{s,u,b}64`: a multiply whose
/// product is 64 bits wide.
fn is_wide_multiply(i: &ast::Instruction) -> bool {
    i.has("wide") || (i.has("lo") && i.ty().is_some_and(|t| t.bits() == 64 && !t.is_float()))
}

/// A 64-bit integer add without carry, the instruction IMAD.WIDE absorbs.
fn is_add64(i: &ast::Instruction) -> bool {
    i.opcode == "add"
        && !i.has("cc")
        && i.guard.is_none()
        && i.ty().is_some_and(|t| t.bits() == 64 && !t.is_float())
}

/// A 64-bit integer subtraction without borrow.
fn is_sub64(i: &ast::Instruction) -> bool {
    i.opcode == "sub"
        && !i.has("cc")
        && i.guard.is_none()
        && i.ty().is_some_and(|t| t.bits() == 64 && !t.is_float())
}

/// Jump tables of the function by label, with their number of targets.
fn branch_tables(f: &ast::Function) -> HashMap<String, u32> {
    fn walk(b: &ast::Block, out: &mut HashMap<String, u32>) {
        for st in &b.statements {
            match st {
                ast::Statement::BranchTargets(t) => {
                    out.insert(t.name.clone(), t.targets.len() as u32);
                }
                ast::Statement::Block(inner) => walk(inner, out),
                _ => {}
            }
        }
    }
    let mut out = HashMap::default();
    if let Some(b) = &f.body {
        walk(b, &mut out);
    }
    out
}

/// The low word of an f64 is zero: the value is a 32-bit SASS immediate.
fn fp64_is_immediate(bits: u64) -> bool {
    bits & 0xffff_ffff == 0
}

impl<'a, 'c> Body<'a, 'c> {
    /// Indexes the instructions of `flat`, with their definitions and uses when `index`.
    fn new(
        cx: &'c Scan<'a>,
        flat: &'c [Flat<'c>],
        def_sites: &DefSites,
        f: &ast::Function,
        index: bool,
    ) -> Self {
        let mut body = Body {
            cx,
            sites: Vec::new(),
            defs: Rows::default(),
            uses: Rows::default(),
            symbols: symbol_offsets(cx, f),
            memo: std::cell::RefCell::new(RegMap::default()),
        };
        // Definitions of every register; uses only of the registers `fused_addends` follows
        // (products of wide multiplies and 64-bit sums), which it alone reads: indexing every
        // use cost a few hundred megabytes on a million-instruction kernel.
        let mut defs = Vec::new();
        let mut followed = Followed::default();
        // Per site: its number of destination operands.
        let mut def_ops: Vec<u8> = Vec::new();
        for (at, item) in flat.iter().enumerate() {
            let Flat::Inst(inst, scope) = item else {
                continue;
            };
            let idx = body.sites.len() as u32;
            body.sites.push(Site {
                inst,
                scope: *scope,
            });
            if !index {
                continue;
            }
            def_ops.push(def_sites.operand_count(at).min(usize::from(u8::MAX)) as u8);
            let follow = (inst.opcode == "mul" && is_wide_multiply(inst))
                || is_add64(inst)
                || is_sub64(inst);
            for r in def_sites.of(at).iter().flatten() {
                let id = r.key.id();
                defs.push((id, idx));
                if follow {
                    if followed.ids.len() <= id as usize {
                        followed.ids.resize(id as usize + 1, false);
                    }
                    followed.ids[id as usize] = true;
                }
            }
            if follow {
                let mut names = Vec::new();
                def_operands(inst)
                    .iter()
                    .for_each(|op| collect_regs(op, &mut names));
                followed.names.extend(names);
            }
        }
        let mut uses = Vec::new();
        if !followed.names.is_empty() {
            for (idx, site) in body.sites.iter().enumerate() {
                for op in site.inst.operands.iter().skip(usize::from(def_ops[idx])) {
                    body.record_uses(op, site.scope, idx as u32, &followed, &mut uses);
                }
            }
        }
        let registers = cx.register_count();
        body.defs = Rows::from_pairs(registers, defs.iter().copied());
        body.uses = Rows::from_pairs(registers, uses.iter().copied());
        body
    }

    /// Records in `out`, by register number, the registers among `followed` that `op` reads
    /// at site `idx`.
    fn record_uses(
        &self,
        op: &ast::Operand,
        scope: usize,
        idx: u32,
        followed: &Followed<'_>,
        out: &mut Vec<(u32, (u32, UseKind))>,
    ) {
        let id = |name: &str| {
            if !followed.names.contains(name) {
                return None;
            }
            let id = self.cx.resolve(name, scope)?.key.id();
            followed
                .ids
                .get(id as usize)
                .copied()
                .unwrap_or(false)
                .then_some(id)
        };
        match op {
            ast::Operand::Reg(r) => {
                if let Some(id) = id(&r.name) {
                    out.push((id, (idx, UseKind::Value)));
                }
            }
            ast::Operand::Address(a) => {
                if let Some(ast::AddressBase::Reg(r)) = &a.base {
                    if let Some(id) = id(&r.name) {
                        out.push((id, (idx, UseKind::Address(a.offset))));
                    }
                }
            }
            ast::Operand::Vector(v, _) | ast::Operand::List(v, _) | ast::Operand::Bracket(v, _) => {
                for o in v {
                    self.record_uses(o, scope, idx, followed, out);
                }
            }
            ast::Operand::Not(inner, _) | ast::Operand::Neg(inner, _) => {
                self.record_uses(inner, scope, idx, followed, out)
            }
            ast::Operand::Pair(a, b, _) => {
                self.record_uses(a, scope, idx, followed, out);
                self.record_uses(b, scope, idx, followed, out);
            }
            _ => {}
        }
    }

    /// The source operands of site `idx` (everything after the destination).
    fn sources(&self, idx: usize) -> &'c [ast::Operand] {
        let i = self.sites[idx].inst;
        &i.operands[def_operands(i).len()..]
    }

    /// The scoped key of the register site `idx` defines, if it defines one register.
    fn def_key(&self, idx: usize) -> Option<RegKey> {
        let site = &self.sites[idx];
        match def_operands(site.inst).first()? {
            ast::Operand::Reg(r) => self.cx.resolve(&r.name, site.scope).map(|r| r.key),
            _ => None,
        }
    }

    /// The scoped key of a register source operand.
    fn key_of(&self, op: &ast::Operand, scope: usize) -> Option<RegKey> {
        match op {
            ast::Operand::Reg(r) => self.cx.resolve(&r.name, scope).map(|r| r.key),
            _ => None,
        }
    }

    /// The only instruction defining `key`, if there is exactly one.
    fn single_def(&self, key: RegKey) -> Option<usize> {
        match self.defs.get(key.id() as usize) {
            [d] => Some(*d as usize),
            _ => None,
        }
    }

    /// The constant value of a source operand read by an instruction of type `ty`.
    fn value(&self, op: &ast::Operand, scope: usize, ty: Option<ScalarType>) -> Option<Value> {
        self.value_at(op, scope, ty, 0)
    }

    /// [`Body::value`] with the recursion depth of the register chain being followed.
    fn value_at(
        &self,
        op: &ast::Operand,
        scope: usize,
        ty: Option<ScalarType>,
        depth: u32,
    ) -> Option<Value> {
        match op {
            ast::Operand::Imm(imm, _) => Some(Value::Bits(imm_bits(*imm, ty))),
            ast::Operand::Symbol { name, offset, .. } => self
                .symbols
                .get(name.as_str())
                .map(|&base| Value::Bits(base.wrapping_add(*offset as u64))),
            ast::Operand::Reg(r) => {
                let key = self.cx.resolve(&r.name, scope)?.key;
                self.register_value(key, depth)
            }
            _ => None,
        }
    }

    /// The value every definition of `key` gives it, when they all give the same constant.
    fn register_value(&self, key: RegKey, depth: u32) -> Option<Value> {
        if depth > 16 {
            return None;
        }
        if let Some(v) = self.memo.borrow().get(&key) {
            return *v;
        }
        self.memo.borrow_mut().insert(key, None);
        let mut value = None;
        for &d in self.defs.get(key.id() as usize) {
            let v = self.defined_value(d as usize, depth + 1);
            match (v, value) {
                (None, _) => {
                    value = None;
                    break;
                }
                (Some(v), None) => value = Some(v),
                (Some(v), Some(w)) if v == w => {}
                _ => {
                    value = None;
                    break;
                }
            }
        }
        self.memo.borrow_mut().insert(key, value);
        value
    }

    /// The constant site `idx` writes, if it writes one.
    fn defined_value(&self, idx: usize, depth: u32) -> Option<Value> {
        let site = &self.sites[idx];
        let i = site.inst;
        if i.guard.is_some() {
            return None;
        }
        let ty = i.ty();
        let src = self.sources(idx);
        match (i.opcode.as_str(), src) {
            ("mov", [ast::Operand::Vector(parts, _)]) => {
                let vals: Vec<Option<Value>> = parts
                    .iter()
                    .map(|p| self.value_at(p, site.scope, None, depth))
                    .collect();
                match vals.as_slice() {
                    // `mov.b32 %r, {h, h}` of two equal f16 constants.
                    [Some(Value::Half(a)), Some(Value::Half(b))] if a == b => {
                        Some(Value::HalfPair(*a))
                    }
                    // `mov.b64 %rd, {lo, hi}` of two 32-bit constants.
                    [Some(Value::Bits(lo)), Some(Value::Bits(hi))]
                        if ty.is_some_and(|t| t.bits() == 64) =>
                    {
                        Some(Value::Bits((lo & 0xffff_ffff) | (hi << 32)))
                    }
                    _ => None,
                }
            }
            ("mov", [s]) => self.value_at(s, site.scope, ty, depth),
            ("neg", [s]) if ty == Some(ScalarType::F64) => {
                match self.value_at(s, site.scope, ty, depth)? {
                    Value::Bits(b) => Some(Value::Bits(b ^ (1 << 63))),
                    _ => None,
                }
            }
            ("cvt", [s]) if i.has("rn") && i.types() == [ScalarType::F16, ScalarType::F32] => {
                match self.value_at(s, site.scope, Some(ScalarType::F32), depth)? {
                    Value::Bits(b) => Some(Value::Half(b as u32)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Bits of an f64 source operand, if constant.
    fn fp64(&self, op: &ast::Operand, scope: usize) -> Option<u64> {
        match self.value(op, scope, Some(ScalarType::F64))? {
            Value::Bits(b) => Some(b),
            _ => None,
        }
    }

    /// The bank-2 value of a two-source FP64 instruction (`DADD`, `DMUL`, `DSETP`, `DMNMX`,
    /// the `div.rn.f64` expansion), if it needs one.
    fn fp64_binary(&self, idx: usize) -> Option<u64> {
        let site = &self.sites[idx];
        let op = site.inst.opcode.as_str();
        let src = self.sources(idx);
        let a = self.fp64(src.first()?, site.scope);
        let b = self.fp64(src.get(1)?, site.scope);
        let value = match (a, b) {
            // Two constants fold; no constant leaves nothing to place.
            (Some(_), Some(_)) | (None, None) => return None,
            (Some(c), None) => c,
            // `x - C` is `DADD x, -C`; the divisor enters the expansion negated.
            (None, Some(c)) if op == "sub" || op == "div" => c ^ (1 << 63),
            (None, Some(c)) => c,
        };
        (!fp64_is_immediate(value)).then_some(value)
    }

    /// The bank-2 value of `fma.f64 d, a, b, c`, if it needs one (see the module docs).
    fn fp64_fma(&self, idx: usize) -> Option<u64> {
        let site = &self.sites[idx];
        let src = self.sources(idx);
        let [a, b, c] = src else { return None };
        if self.is_kernel_param(c, site.scope) {
            return None;
        }
        let inline = |o: &ast::Operand| matches!(o, ast::Operand::Imm(..));
        let needs_bank = |v: Option<u64>| v.filter(|&v| !fp64_is_immediate(v));
        let (va, vb, vc) = (
            self.fp64(a, site.scope),
            self.fp64(b, site.scope),
            self.fp64(c, site.scope),
        );
        let multiplicand = |inline_only: bool| {
            [(a, va), (b, vb)]
                .into_iter()
                .filter(|(o, _)| !inline_only || inline(o))
                .find_map(|(_, v)| needs_bank(v))
        };
        match vc {
            Some(cv) if fp64_is_immediate(cv) && inline(c) => multiplicand(true),
            Some(cv) => needs_bank(Some(cv)),
            None if va.is_some() && vb.is_some() => None,
            None => multiplicand(false),
        }
    }

    /// Whether `op` is a register loaded once from a kernel parameter (read as a `c[0x0]`
    /// operand, so it occupies the instruction's constant slot).
    fn is_kernel_param(&self, op: &ast::Operand, scope: usize) -> bool {
        let Some(d) = self.key_of(op, scope).and_then(|k| self.single_def(k)) else {
            return false;
        };
        let i = self.sites[d].inst;
        i.opcode == "ld"
            && i.has("param")
            && i.guard.is_none()
            && self.sources(d).iter().any(|o| {
                matches!(o, ast::Operand::Address(ast::Address {
                    base: Some(ast::AddressBase::Symbol(s)), ..
                }) if self.cx.params.contains_key(s.as_str()))
            })
    }

    /// Whether register `key` is written once, by a 64-bit multiply.
    fn is_product(&self, key: RegKey) -> bool {
        self.single_def(key).is_some_and(|d| {
            self.sites[d].inst.opcode == "mul" && is_wide_multiply(self.sites[d].inst)
        })
    }

    /// The constant addends that go to bank 2 when ptxas fuses the 64-bit product in
    /// register `m` into `IMAD.WIDE` with the adds that use it; `None` when it does not fuse.
    ///
    /// Measured (ptxas 13.5, sm_80):
    /// * every use of the product must be an `add.s64` (`x*8 + p` and `x*8 + 1024` both fuse,
    ///   8 bytes; with a plain use of `x*8` besides, neither does);
    /// * an add of a non-zero constant `K` stores `K`; an add of zero (a shared variable at
    ///   offset 0) is a copy whose own uses count as uses of the product, except that a copy
    ///   used once, as an address with an offset, folds the offset into the addend
    ///   (`[sa + x*4 + 4]` → `IMAD R0, R0, R3, c[0x2][0x0]` holding 4);
    /// * when the product has several uses and `x*s + K` only feeds an add of a register that
    ///   is not itself a product, `K` is added to that register instead (no bank 2).
    fn fused_addends(&self, m: RegKey, depth: u32) -> Option<Vec<u64>> {
        if depth > 4 {
            return None;
        }
        let uses = self.uses.get(m.id() as usize);
        if uses.is_empty() {
            return None;
        }
        let mut out = Vec::new();
        for &(u, kind) in uses {
            let u = u as usize;
            let site = &self.sites[u];
            let src = self.sources(u);
            let keys: Vec<Option<RegKey>> =
                src.iter().map(|o| self.key_of(o, site.scope)).collect();
            let mine = keys.iter().filter(|k| **k == Some(m)).count();
            // `x*8 - 1024` fuses (-1024 in the bank), `1024 - x*8` does not.
            let subtracted = is_sub64(site.inst) && keys.first().is_some_and(|k| *k == Some(m));
            if kind != UseKind::Value
                || !(is_add64(site.inst) || subtracted)
                || mine != 1
                || src.len() != 2
            {
                return None;
            }
            let other = if keys[0] == Some(m) { &src[1] } else { &src[0] };
            let d = self.def_key(u)?;
            let Some(Value::Bits(k)) = self.value(other, site.scope, site.inst.ty()) else {
                // Fused with a register addend.
                continue;
            };
            let k = if subtracted { k.wrapping_neg() } else { k };
            let d_uses = self.uses.get(d.id() as usize);
            if k != 0 {
                if uses.len() > 1 && self.absorbs_constant(d_uses, d) {
                    continue;
                }
                out.push(k);
                continue;
            }
            if !d_uses.is_empty()
                && d_uses.iter().all(|&(x, kind)| {
                    kind == UseKind::Value && is_add64(self.sites[x as usize].inst)
                })
            {
                out.extend(self.fused_addends(d, depth + 1)?);
                continue;
            }
            match d_uses {
                [(_, UseKind::Address(off))] if *off != 0 => out.push(*off as u64),
                _ => return None,
            }
        }
        Some(out)
    }

    /// Whether the only use of `d` is an add of a register that can take `d`'s constant.
    fn absorbs_constant(&self, d_uses: &[(u32, UseKind)], d: RegKey) -> bool {
        let [(x, UseKind::Value)] = d_uses else {
            return false;
        };
        let x = *x as usize;
        let site = &self.sites[x];
        if !is_add64(site.inst) {
            return false;
        }
        self.sources(x)
            .iter()
            .any(|o| match self.key_of(o, site.scope) {
                Some(k) => k != d && !self.is_product(k) && self.register_value(k, 0).is_none(),
                None => false,
            })
    }
}

/// An immediate's bits as an instruction of type `ty` reads it.
fn imm_bits(imm: ast::Immediate, ty: Option<ScalarType>) -> u64 {
    match immediate(imm, ty.unwrap_or(ScalarType::B64)) {
        Operand::Imm(n) => n as u64,
        Operand::FImm(b) => u64::from(b),
        Operand::DImm(b) => b,
        _ => 0,
    }
}

/// Byte offsets of the symbols whose address is a compile-time constant in this function:
/// shared variables (their place in the CTA's shared window) and kernel parameters (their
/// place in the parameter space, e.g. 0x10 for the third of `u64, u64, .b8[128]`).
///
/// ptxas lays out only the shared variables a kernel references (measured: with `sa` and
/// `sb` declared and only `sb` used, `sb` sits at 0), module-level ones first, each at its
/// alignment, and places `.extern .shared` arrays after all static ones (`row[]` after a
/// 1024-byte array is at 0x400).
fn symbol_offsets(cx: &Scan<'_>, f: &ast::Function) -> HashMap<String, u64> {
    let mut referenced = HashSet::default();
    if let Some(b) = &f.body {
        referenced_symbols(b, &mut referenced);
    }
    let mut body_shared = Vec::new();
    if let Some(b) = &f.body {
        shared_decls(b, &mut body_shared);
    }
    let mut out = HashMap::default();
    let mut off = 0u64;
    let mut externs = Vec::new();
    for v in cx.layout.shared_decls.iter().chain(body_shared.iter()) {
        if !referenced.contains(v.name.as_str()) {
            continue;
        }
        let align = u64::from(v.align.max(1));
        if v.external {
            externs.push((v.name.clone(), align));
            continue;
        }
        off = off.next_multiple_of(align);
        out.insert(v.name.clone(), off);
        off += v.size;
    }
    for (name, align) in externs {
        out.insert(name, off.next_multiple_of(align));
    }
    let base = cx.opts.arch.info().param_cbank_offset;
    for (name, slot) in &cx.params {
        out.insert(name.clone(), u64::from(slot.offset.saturating_sub(base)));
    }
    out
}

/// The `.shared` declarations of a body (nested scopes included), in order.
fn shared_decls(b: &ast::Block, out: &mut Vec<SharedDecl>) {
    for st in &b.statements {
        match st {
            ast::Statement::Variable(v) if v.space == ast::StateSpace::Shared => {
                out.push(SharedDecl::of(v))
            }
            ast::Statement::Block(inner) => shared_decls(inner, out),
            _ => {}
        }
    }
}

/// Names of the variables a body mentions (operands and address bases).
fn referenced_symbols<'b>(b: &'b ast::Block, out: &mut HashSet<&'b str>) {
    fn operand<'b>(o: &'b ast::Operand, out: &mut HashSet<&'b str>) {
        match o {
            ast::Operand::Symbol { name, .. } => {
                out.insert(name.as_str());
            }
            ast::Operand::Address(ast::Address {
                base: Some(ast::AddressBase::Symbol(s)),
                ..
            }) => {
                out.insert(s.as_str());
            }
            ast::Operand::Vector(v, _) | ast::Operand::List(v, _) | ast::Operand::Bracket(v, _) => {
                v.iter().for_each(|x| operand(x, out))
            }
            ast::Operand::Not(x, _) | ast::Operand::Neg(x, _) => operand(x, out),
            ast::Operand::Pair(x, y, _) => {
                operand(x, out);
                operand(y, out);
            }
            _ => {}
        }
    }
    for st in &b.statements {
        match st {
            ast::Statement::Instruction(i) => i.operands.iter().for_each(|o| operand(o, out)),
            ast::Statement::Block(inner) => referenced_symbols(inner, out),
            _ => {}
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use crate::lower::{lower_module, LowerOptions};
    use crate::target::Arch;

    /// Lowers one kernel whose body follows a prologue that defines `%rd1` (a global
    /// pointer), `%r1` (a parameter), `%r3` (`%tid.x`), `%fd1` (an f64 parameter) and `%fd2`
    /// (a loaded f64); `decls` go before the kernel. Returns (values, table bytes).
    fn bank2(sm: &str, decls: &str, body: &str) -> (Vec<(u64, u8)>, u32) {
        let src = format!(
            ".version 8.0\n.target {sm}\n.address_size 64\n{decls}\n\
             .visible .entry k(.param .u64 p, .param .u32 a, .param .f64 d)\n{{\n\
             .reg .pred %p<8>; .reg .b32 %r<40>; .reg .b64 %rd<40>; .reg .f64 %fd<40>;\n\
             .reg .f32 %f<40>;\n\
             ld.param.u64 %rd9, [p]; cvta.to.global.u64 %rd1, %rd9;\n\
             ld.param.u32 %r1, [a]; ld.param.f64 %fd1, [d]; mov.u32 %r3, %tid.x;\n\
             ld.global.f64 %fd2, [%rd1];\n{body}\nret;\n}}\n"
        );
        let m = ptx_parser::parse_bytes(src.as_bytes()).expect("test PTX parses");
        let opts = LowerOptions {
            arch: Arch::parse(sm).unwrap(),
            keep_param_loads: false,
        };
        let lowered = lower_module(&m, &src, &opts).expect("test PTX lowers");
        let f = &lowered.module.functions[0];
        (f.bank2_values.clone(), f.bank2_table_bytes)
    }

    fn values(body: &str) -> Vec<u64> {
        bank2("sm_80", "", body).0.iter().map(|v| v.0).collect()
    }

    const PI: &str = "0d400921FB54442D18";

    #[test]
    fn fp64_constants_without_a_zero_low_word() {
        // ptxas 13.5, sm_80: `DMUL R2, R2, c[0x2][0x0]` holding 0x400921FB54442D18; 0.5 and
        // 3.0 are immediates.
        let st = "st.global.f64 [%rd1], %fd10;";
        assert_eq!(
            values(&format!("mul.f64 %fd10, %fd2, {PI}; {st}")),
            [0x4009_21fb_5444_2d18]
        );
        assert!(values(&format!("mul.f64 %fd10, %fd2, 0d3FE0000000000000; {st}")).is_empty());
        // `x - C` is `DADD x, -C`, the divisor enters `div.rn.f64` negated, a dividend not.
        assert_eq!(
            values(&format!("sub.f64 %fd10, %fd2, {PI}; {st}")),
            [0xc009_21fb_5444_2d18]
        );
        assert_eq!(
            values(&format!("sub.f64 %fd10, {PI}, %fd2; {st}")),
            [0x4009_21fb_5444_2d18]
        );
        assert_eq!(
            values(&format!("div.rn.f64 %fd10, %fd2, {PI}; {st}")),
            [0xc009_21fb_5444_2d18]
        );
        assert_eq!(
            values(&format!("div.rn.f64 %fd10, {PI}, %fd2; {st}")),
            [0x4009_21fb_5444_2d18]
        );
        // Propagated through `mov` and `neg`; one slot per value.
        assert_eq!(
            values(&format!(
                "mov.f64 %fd5, {PI}; neg.f64 %fd6, %fd5; mul.f64 %fd7, %fd2, %fd6;\
                 mul.f64 %fd8, %fd2, %fd6; add.f64 %fd10, %fd7, %fd8; {st}"
            )),
            [0xc009_21fb_5444_2d18]
        );
        // `setp`, `max`.
        assert_eq!(
            values(&format!("setp.lt.f64 %p1, %fd2, {PI}; @%p1 {st}")).len(),
            1
        );
        assert_eq!(values(&format!("max.f64 %fd10, %fd2, {PI}; {st}")).len(), 1);
    }

    #[test]
    fn fp64_fma_has_one_constant_slot() {
        let st = "st.global.f64 [%rd1], %fd10;";
        // Addend first: the multiplicand goes to registers.
        assert_eq!(
            values(&format!(
                "mov.f64 %fd5, 0d3E5ADE1569CE2BDF; mov.f64 %fd6, 0d3E928AF3FCA213EA;\
                 fma.rn.f64 %fd10, %fd5, %fd2, %fd6; {st}"
            )),
            [0x3e92_8af3_fca2_13ea]
        );
        // A propagated immediate addend keeps the slot (`DFMA R8, R6, R8, 6.755e15`).
        assert!(values(&format!(
            "mov.f64 %fd5, 0d3FF71547652B82FE; mov.f64 %fd6, 0d4338000000000000;\
             fma.rn.f64 %fd10, %fd2, %fd5, %fd6; {st}"
        ))
        .is_empty());
        // Both written in the instruction: the multiplicand takes the slot
        // (`DFMA R20, |R14|, c[0x2][0xa8], R20` with 1.0 moved to R20).
        assert_eq!(
            values(&format!(
                "fma.rn.f64 %fd10, %fd2, 0d3FCDA6711871100E, 0d3FF0000000000000; {st}"
            )),
            [0x3fcd_a671_1871_100e]
        );
        // A kernel parameter addend keeps its `c[0x0]` operand.
        assert!(values(&format!("fma.rn.f64 %fd10, %fd2, {PI}, %fd1; {st}")).is_empty());
        assert_eq!(
            values(&format!("fma.rn.f64 %fd10, %fd1, %fd2, {PI}; {st}")).len(),
            1
        );
    }

    #[test]
    fn fused_multiply_add_addends() {
        // `IMAD.WIDE.U32 R2, R2, R3, c[0x2][0x0]` holding 1.
        let st = "st.global.u64 [%rd1], %rd11;";
        assert_eq!(
            values(&format!(
                "mul.wide.u32 %rd10, %r3, 3; add.s64 %rd11, %rd10, 1; {st}"
            )),
            [1]
        );
        assert_eq!(
            values(&format!(
                "mul.lo.s64 %rd10, %rd9, %rd9; add.s64 %rd11, %rd10, 1; {st}"
            )),
            [1]
        );
        // A plain use of the product besides: no fusion.
        assert!(values(&format!(
            "mul.wide.u32 %rd10, %r3, 8; add.s64 %rd11, %rd10, 1024; {st}\
             st.global.u64 [%rd1+8], %rd10;"
        ))
        .is_empty());
        // Two adds of constants: both fuse.
        assert_eq!(
            values(&format!(
                "mul.wide.u32 %rd10, %r3, 8; add.s64 %rd11, %rd10, 1024;\
                 add.s64 %rd12, %rd10, 2048; {st} st.global.u64 [%rd1+8], %rd12;"
            )),
            [1024, 2048]
        );
    }

    #[test]
    fn multiply_add_forms() {
        let st = "st.global.u64 [%rd1], %rd11;";
        // Measured: `x*8 - 1024` → 0xfffffffffffffc00 in the bank, `1024 - x*8` nothing;
        // `mad.lo.s64 d, a, 3, 1` → 1, `mad.wide.u32 d, r, 12, 1024` nothing.
        assert_eq!(
            values(&format!(
                "mul.wide.u32 %rd10, %r3, 8; sub.s64 %rd11, %rd10, 1024; {st}"
            )),
            [1024u64.wrapping_neg()]
        );
        assert!(values(&format!(
            "mul.wide.u32 %rd10, %r3, 8; sub.s64 %rd11, 1024, %rd10; {st}"
        ))
        .is_empty());
        assert_eq!(values(&format!("mad.lo.s64 %rd11, %rd9, 3, 1; {st}")), [1]);
        assert!(values(&format!("mad.wide.u32 %rd11, %r3, 12, 1024; {st}")).is_empty());
    }

    #[test]
    fn shared_addresses() {
        let decls = ".shared .align 4 .b8 sa[1024];\n.shared .align 4 .b8 sb[1024];";
        let v = |body: &str| bank2("sm_80", decls, body).0;
        let out = "st.global.u32 [%rd1], %r10;";
        // `sb` sits after `sa` only when `sa` is referenced too.
        let sb = "mul.wide.u32 %rd10, %r3, 8; mov.u64 %rd11, sb; add.s64 %rd12, %rd11, %rd10;\
                  ld.shared.u32 %r10, [%rd12];";
        assert!(v(&format!("{sb} {out}")).is_empty());
        assert_eq!(
            v(&format!("ld.shared.u32 %r11, [sa]; {sb} {out}")),
            [(1024, 8)]
        );
        // `sa + x*4` read once at +4: the offset becomes the addend; read twice: it does not.
        let sa = "mul.wide.u32 %rd10, %r3, 4; mov.u64 %rd11, sa; add.s64 %rd12, %rd11, %rd10;";
        assert_eq!(
            v(&format!("{sa} ld.shared.u32 %r10, [%rd12+4]; {out}")),
            [(4, 8)]
        );
        assert!(v(&format!(
            "{sa} ld.shared.u32 %r10, [%rd12+4]; st.shared.u32 [%rd12+4], %r3; {out}"
        ))
        .is_empty());
        // Dynamic shared memory follows the static variables.
        let dynamic = bank2(
            "sm_80",
            ".extern .shared .align 16 .b8 row[];\n.shared .align 4 .b8 red[1000];",
            "ld.shared.u32 %r11, [red]; mul.wide.u32 %rd10, %r3, 4; mov.u64 %rd11, row;\
             add.s64 %rd12, %rd11, %rd10; ld.shared.u32 %r10, [%rd12]; st.global.u32 [%rd1], %r10;",
        );
        assert_eq!(dynamic.0, [(1008, 8)]);
    }

    #[test]
    fn jump_tables_and_sm75_half_constants() {
        let table = bank2(
            "sm_80",
            "",
            "$L_t: .branchtargets $L_a, $L_b, $L_c;\nbrx.idx %r1, $L_t;\n\
             $L_a: st.global.u32 [%rd1], %r3;\n$L_b: st.global.u32 [%rd1+4], %r3;\n$L_c:",
        );
        assert_eq!(table, (vec![], 12));
        // sm_75: `HADD2 R2, -RZ.H0_H0, c[0x2][0x0].F32` holding f32 0.5.
        let half = "ld.global.u32 %r5, [%rd1]; mov.f32 %f3, 0f3F000000;\
                    { .reg .f16 low; cvt.rn.f16.f32 low, %f3; mov.b32 %r21, {low,low}; }\
                    fma.rn.f16x2 %r23, %r5, %r21, %r21; st.global.u32 [%rd1], %r23;";
        assert_eq!(bank2("sm_75", "", half).0, [(0x3f00_0000, 4)]);
        assert!(bank2("sm_80", "", half).0.is_empty());
    }

    #[test]
    fn every_global_has_an_address_slot() {
        let src = ".version 8.0\n.target sm_80\n.address_size 64\n\
                   .global .align 4 .b8 ga[16];\n.global .align 8 .u64 gb;\n\
                   .extern .global .align 4 .u32 gc;\n.const .align 4 .b8 ca[16];\n\
                   .visible .entry k() { ret; }\n";
        let m = ptx_parser::parse_bytes(src.as_bytes()).unwrap();
        let opts = LowerOptions {
            arch: Arch::parse("sm_80").unwrap(),
            keep_param_loads: false,
        };
        let lowered = lower_module(&m, src, &opts).unwrap();
        assert_eq!(lowered.module.global_address_bytes, 24);
    }
}
