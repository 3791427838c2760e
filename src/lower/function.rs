//! Lowering one function, in order: rewrite its vector registers as scalars, lay out its
//! parameters and body variables, flatten the body and number its registers, read what the
//! whole body says before any instruction is lowered (definition counts, constant
//! bindings, value facts), create its blocks, then lower the instructions block by block
//! while the bank-2 scan runs beside them.

use ptx_parser::ast;

use super::cmem2;
use super::context::{BlockCx, Cx, FnCx, ParamSlot};
use super::control::{declare_call_param, define_abi_params};
use super::def_sites::DefSites;
use super::facts::{record_facts, value_facts};
use super::lower_inst::lower_inst;
use super::module::{align_up, byte_size, ModuleCx};
use super::ptx::Flat;
use super::regs::{Binding, RegMap};
use super::subroutine::extra_blocks;
use super::vectors;
use super::{LowerError, LowerWarning};
use crate::ir::{self, BlockId, Builder, Mods, Opcode, Operand};

/// Bodies of at least this many statements scan their bank-2 constants on a second thread.
const PARALLEL_SCAN_ITEMS: usize = 20_000;

/// Lowers one function with a body.
pub(super) fn lower_function(
    f: &ast::Function,
    m: ModuleCx<'_>,
) -> Result<(ir::Function, Vec<LowerWarning>), LowerError> {
    crate::guard::enter_function(&f.name);
    crate::guard::enter_pass("lower");
    // Vector registers are lowered as their scalar elements.
    let scalar = vectors::scalarize(f);
    let f = scalar.as_ref().unwrap_or(f);
    let kind = match f.kind {
        ast::FunctionKind::Entry => ir::FunctionKind::Entry,
        ast::FunctionKind::Func => ir::FunctionKind::Func,
    };
    let mut func = ir::Function::new(&f.name, kind);
    let mut fx = FnCx::new();
    func.ptx_line = m.lines.line_col(f.span.start).0;
    func.bounds = launch_bounds(f, m.opts.arch.info());
    if let Some(w) = func.bounds.ignored_threads_warning(&f.name) {
        fx.warn(w, m.lines.line_col(f.span.start).0);
    }
    layout_params(&mut fx, &mut func, m, f);

    let mut flat = Vec::new();
    if let Some(body) = &f.body {
        flatten(&mut fx, &mut func, m, body, 0, &mut flat);
    }
    fx.names.number(flat.len());
    fx.bindings = fx.reg_map();
    fx.def_count = fx.reg_map();
    let defs = DefSites::build(&fx.names, &flat);
    for r in defs.all() {
        *fx.def_count.get_or_insert_with(r.key, || 0) += 1;
    }
    prebind_constants(&mut fx, m, &flat, &defs);
    let facts = value_facts(&fx, m.layout, &flat, &defs);
    let entry = create_blocks(&mut fx, &mut func, m, &flat)?;
    func.vregs.reserve(fx.names.register_count());

    let mut cx = Cx {
        m,
        f: fx,
        b: BlockCx::default(),
        out: Builder::new(&mut func, entry),
    };
    if kind == ir::FunctionKind::Func {
        define_abi_params(&mut cx, f);
    }
    // The bank-2 scan reads only what the passes above found, so a large body's runs on
    // the other core while the instructions are lowered.
    let scan = cmem2::Scan::of(m, &cx.f);
    let (lowered, bank2) = std::thread::scope(|s| {
        let side = (flat.len() >= PARALLEL_SCAN_ITEMS)
            .then(|| {
                let own = scan.clone();
                let (flat, defs) = (&flat, &defs);
                std::thread::Builder::new()
                    .name(format!("{}-scan", crate::guard::THREAD_NAME_PREFIX))
                    .spawn_scoped(s, move || cmem2::collect(&own, flat, defs, f))
                    .ok()
            })
            .flatten();
        let lowered = lower_body(&mut cx, &flat, kind);
        (lowered, side.and_then(|h| h.join().ok()))
    });
    lowered?;
    let fx = cx.f;
    func.barriers = fx.barriers;
    record_facts(&fx, &mut func, &facts);
    let bank2 = bank2.unwrap_or_else(|| cmem2::collect(&scan, &flat, &defs, f));
    func.bank2_values = bank2.values;
    func.bank2_table_bytes = bank2.table_bytes;
    func.shared_bytes = fx.shared_bytes(m.layout.shared_bytes);
    func.has_calls = func.calls_anything();
    Ok((func, fx.warnings))
}

/// Lowers the instructions of the flattened body in order, block by block, and ends a
/// body that falls off its end with `EXIT`/`RET`.
fn lower_body(
    cx: &mut Cx<'_, '_>,
    flat: &[Flat<'_>],
    kind: ir::FunctionKind,
) -> Result<(), LowerError> {
    let mut need_new = false;
    for item in flat {
        match item {
            Flat::Label(..) => {
                cx.advance_block();
                need_new = false;
            }
            Flat::Inst(inst, scope) => {
                if need_new {
                    cx.advance_block();
                }
                cx.out.line = cx.m.lines.line_near(inst.span.start, cx.out.line);
                let before = cx.f.next_block;
                crate::guard::at_line(cx.out.line);
                lower_inst(cx, inst, *scope)?;
                if cx.f.next_block != before + extra_blocks(inst) {
                    return Err(cx.error(
                        inst.span,
                        "internal error: the expansion did not fill the blocks made for it",
                    ));
                }
                need_new = is_block_end(inst);
            }
            Flat::NoUnroll => cx.out.func.blocks[cx.out.block.index()].nounroll = true,
            Flat::Param(v) => declare_call_param(&mut cx.f, v),
        }
    }
    // Control never falls off the end of a PTX function; make that explicit.
    let last = cx.out.func.blocks.len() - 1;
    if cx.out.func.blocks[last]
        .insts
        .last()
        .is_none_or(|i| i.falls_through())
    {
        cx.out.block = BlockId::new(last);
        let op = if kind == ir::FunctionKind::Entry {
            Opcode::EXIT
        } else {
            Opcode::RET
        };
        cx.out.effect(op, Mods::NONE, vec![]);
    }
    Ok(())
}

/// Whether control does not fall through `i` to the next instruction's block.
fn is_block_end(i: &ast::Instruction) -> bool {
    matches!(i.opcode.as_str(), "bra" | "brx" | "ret" | "exit")
}

/// The function's `.maxntid`, `.reqntid`, `.minnctapersm` and `.maxnreg` directives. A
/// block larger than the SM holds makes ptxas ignore the thread count and the block count
/// with a warning (ptxas 13.5 on sm_80: `.maxntid 1024, 1024, 1024` compiles as without
/// bounds, [`ir::OutOfRangeBounds`]; `.maxntid 1024, 2`, 2048 threads, is kept).
fn launch_bounds(f: &ast::Function, info: &crate::target::SmInfo) -> ir::LaunchBounds {
    let get = |k| {
        f.directive(k)
            .map(|d| u32::try_from(d.product()).unwrap_or(u32::MAX))
    };
    let mut bounds = ir::LaunchBounds {
        max_threads: get(ast::PerfKind::MaxNtid),
        req_threads: get(ast::PerfKind::ReqNtid),
        min_blocks: get(ast::PerfKind::MinNctaPerSm),
        max_regs: get(ast::PerfKind::MaxNreg),
        out_of_range: None,
    };
    let sm_threads = u64::from(info.max_warps_per_sm) * u64::from(info.warp_size);
    let block = bounds
        .block_size()
        .map(|t| u64::from(t).next_multiple_of(u64::from(info.warp_size)));
    if f.kind == ast::FunctionKind::Entry && block.is_some_and(|t| t > sm_threads) {
        bounds.out_of_range = Some(if bounds.min_blocks.is_some() {
            ir::OutOfRangeBounds::ThreadsAndBlocks
        } else {
            ir::OutOfRangeBounds::Threads
        });
        bounds.max_threads = None;
        bounds.req_threads = None;
        bounds.min_blocks = None;
    }
    bounds
}

/// Kernel parameters live in constant bank 0 from the arch's parameter offset on.
fn layout_params(fx: &mut FnCx, func: &mut ir::Function, m: ModuleCx<'_>, f: &ast::Function) {
    let mut off = 0u32;
    for p in &f.params {
        let size = byte_size(p.size_bytes().unwrap_or(8));
        let align = p
            .align
            .unwrap_or_else(|| (p.ty.bits() / 8).max(1) * p.vector.unwrap_or(1))
            .max(1);
        off = align_up(off, align);
        if f.kind == ast::FunctionKind::Entry {
            fx.params.insert(
                p.name.clone(),
                ParamSlot {
                    offset: m.opts.arch.info().param_cbank_offset.saturating_add(off),
                },
            );
        }
        off = off.saturating_add(size);
    }
    func.param_bytes = off;
}

/// Flattens `block` (of register scope `scope`) into `out`, declaring its registers and
/// placing its variables on the way.
fn flatten<'b>(
    fx: &mut FnCx,
    func: &mut ir::Function,
    m: ModuleCx<'_>,
    block: &'b ast::Block,
    scope: usize,
    out: &mut Vec<Flat<'b>>,
) {
    for st in &block.statements {
        match st {
            ast::Statement::Label(l, span) => out.push(Flat::Label(l, *span, scope)),
            ast::Statement::Instruction(i) => out.push(Flat::Inst(i, scope)),
            ast::Statement::Pragma(p, _) if p.trim() == "nounroll" => out.push(Flat::NoUnroll),
            ast::Statement::Pragma(p, _) if p.trim() == "enable_smem_spilling" => {
                func.smem_spilling = true
            }
            ast::Statement::Reg(r) => fx.names.declare(scope, r),
            ast::Statement::Variable(v) if v.space == ast::StateSpace::Param => {
                out.push(Flat::Param(v))
            }
            ast::Statement::Variable(v) => declare_body_var(fx, func, m, v),
            ast::Statement::Block(b) => {
                let inner = fx.names.push_scope(scope);
                flatten(fx, func, m, b, inner, out);
            }
            _ => {}
        }
    }
}

/// Places a `.local` variable in the stack frame, a `.shared` one after the shared memory
/// placed so far.
fn declare_body_var(fx: &mut FnCx, func: &mut ir::Function, m: ModuleCx<'_>, v: &ast::VarDecl) {
    let size = byte_size(v.size_bytes().unwrap_or(0));
    let align = v.align.unwrap_or(4).max(1);
    match v.space {
        ast::StateSpace::Local => {
            let off = align_up(func.local_bytes, align);
            fx.locals.insert(v.name.clone(), off);
            func.local_bytes = off.saturating_add(size);
        }
        ast::StateSpace::Shared => {
            let off = align_up(fx.shared_bytes(m.layout.shared_bytes), align);
            fx.shared.insert(v.name.clone(), (off, size));
        }
        _ => {}
    }
}

/// Creates the blocks: one at entry, one per label, one after each branch/return/exit, and
/// those of subroutine expansions, each with room for its instructions. Returns the entry.
fn create_blocks(
    fx: &mut FnCx,
    func: &mut ir::Function,
    m: ModuleCx<'_>,
    flat: &[Flat<'_>],
) -> Result<BlockId, LowerError> {
    let entry = func.add_block("entry");
    let mut need_new = false;
    // PTX instructions per block (those of a subroutine expansion counted in its first
    // block), to size the blocks' instruction lists once rather than by doubling.
    let mut insts_in: Vec<usize> = vec![0];
    for item in flat {
        match item {
            Flat::Label(name, span, scope) => {
                let key = (*scope, (*name).to_string());
                if fx.scoped_labels.contains_key(&key) {
                    return Err(m.error(
                        &func.name,
                        *span,
                        format!("duplicate definition of label `{name}`"),
                    ));
                }
                let b = func.add_block(*name);
                fx.scoped_labels.insert(key, b);
                if fx.labels.contains_key(*name) {
                    fx.shadowed_labels.push(b);
                } else {
                    fx.labels.insert((*name).to_string(), b);
                }
                need_new = false;
                insts_in.push(0);
            }
            Flat::Inst(i, _) => {
                if need_new {
                    func.add_block("");
                    insts_in.push(0);
                }
                if let Some(n) = insts_in.last_mut() {
                    *n += 1;
                }
                let extra = extra_blocks(i);
                for _ in 0..extra {
                    func.add_block("");
                }
                insts_in.resize(insts_in.len() + extra, 0);
                need_new = is_block_end(i);
            }
            Flat::NoUnroll | Flat::Param(_) => {}
        }
    }
    for (blk, n) in func.blocks.iter_mut().zip(insts_in) {
        blk.insts.reserve(n);
    }
    Ok(entry)
}

/// Binds registers that every definition loads from the same constant-bank word
/// (`ld.const` of one address on two paths, as NVVM emits for `__constant__` tables) to
/// that word, before any use is lowered: ptxas reads such data as a `c[0x3][..]` operand
/// at each use instead of keeping it in a register (`huge_soft_hist96`: 96 constants
/// loaded into the same registers on two paths; ptxas 122 registers, no copies).
/// Single-definition registers are bound when their load is lowered.
fn prebind_constants(fx: &mut FnCx, m: ModuleCx<'_>, flat: &[Flat<'_>], defs: &DefSites) {
    // Per register: the word every definition seen so far loads, `None` once a
    // definition is anything else.
    let mut word: RegMap<Option<(u32, u32)>> = fx.reg_map();
    for (at, item) in flat.iter().enumerate() {
        let Flat::Inst(i, _) = item else { continue };
        let loaded = const_words(m, i);
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
            if fx.def_count.get_id(id).copied().unwrap_or(0) > 1 {
                fx.bindings
                    .insert_id(id, Binding::Const(Operand::CBank { bank: 3, offset }));
            }
        }
    }
}

/// For `ld.const` of 32- or 64-bit words at a constant address: the (offset, bits) each
/// destination register (in order) loads from constant bank 3.
fn const_words(m: ModuleCx<'_>, i: &ast::Instruction) -> Option<Vec<Option<(u32, u32)>>> {
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
        Some(ast::AddressBase::Symbol(name)) => i64::from(*m.layout.consts.get(name.as_str())?),
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

#[cfg(test)]
mod tests {
    use crate::ir::Opcode;

    /// A nested `{ }` may declare a label of the function's scope again (ptxas 13.5
    /// compiles `dup_label_funcscope`-style PTX); a branch goes to the label its own scope
    /// sees.
    #[test]
    fn a_nested_scope_has_its_own_labels() {
        let f = super::super::lower_first_for_test(
            ".version 8.0\n.target sm_80\n.address_size 64\n\
             .visible .entry k(.param .u32 n)\n{\n.reg .b32 %r<3>;\n.reg .pred %p;\n\
             ld.param.u32 %r1, [n];\nL1:\nadd.s32 %r1, %r1, 1;\n{\nL1:\n\
             add.s32 %r1, %r1, 2;\nsetp.lt.s32 %p, %r1, 10;\n@%p bra L1;\n}\n\
             setp.lt.s32 %p, %r1, 100;\n@%p bra L1;\nret;\n}\n",
        );
        let labelled: Vec<usize> = (0..f.blocks.len())
            .filter(|&b| f.blocks[b].label == "L1")
            .collect();
        assert_eq!(labelled.len(), 2, "two blocks labelled L1");
        let targets: Vec<usize> = f
            .insts()
            .filter(|(_, i)| i.op == Opcode::BRA)
            .filter_map(|(_, i)| {
                i.uses.iter().find_map(|o| match o {
                    crate::ir::Operand::Block(b) => Some(b.index()),
                    _ => None,
                })
            })
            .collect();
        // The inner branch loops on the inner label, the outer one on the outer label.
        assert_eq!(targets, vec![labelled[1], labelled[0]]);
    }
}
