//! Control flow and the calling convention: branches, returns, calls (arguments into the
//! ABI registers, the caller-saved registers clobbered, results copied out at once), a
//! device function's parameters on entry, and barriers and fences.

use ptx_parser::ast::{self, ScalarType};

use super::abi::{
    caller_saved, fixed_vreg, system_call_clobbered, CallParam, ABI_FIRST_ARG, SYSTEM_CALLS,
};
use super::context::{Cx, FnCx};
use super::generic::lower_simple;
use super::module::byte_size;
use super::LowerError;
use crate::ir::{
    self, BlockId, Function, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg,
};

/// `bra`: a branch to a label visible from `scope` (`.uni`: all threads take it together).
pub(super) fn lower_bra(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let t = match i.operands.first() {
        Some(ast::Operand::Symbol { name, span, .. }) => cx.label(name, scope, *span)?,
        Some(ast::Operand::Reg(r)) => cx.label(&r.name, scope, r.span)?,
        _ => return Err(cx.error(i.span, "`bra` needs a label")),
    };
    let mods = if i.has("uni") {
        Mods::from(Mod::U)
    } else {
        Mods::NONE
    };
    cx.out.effect(Opcode::BRA, mods, vec![Operand::Block(t)]);
    Ok(())
}

/// `ret`: `EXIT` from a kernel; `RET` from a device function, reading its return registers.
pub(super) fn lower_ret(cx: &mut Cx<'_, '_>) {
    let op = if cx.out.func.kind == ir::FunctionKind::Entry {
        Opcode::EXIT
    } else {
        Opcode::RET
    };
    let uses =
        cx.f.abi_returns
            .values()
            .flat_map(|cp| cp.words.iter().flatten().map(|r| Operand::Reg(*r)))
            .collect();
    cx.out.effect(op, Mods::NONE, uses);
}

/// `exit`.
pub(super) fn lower_exit(cx: &mut Cx<'_, '_>) {
    cx.out.effect(Opcode::EXIT, Mods::NONE, vec![]);
}

/// `trap`, `brkpt`: `BPT.TRAP`.
pub(super) fn lower_trap(cx: &mut Cx<'_, '_>) {
    cx.out.effect(Opcode::BPT, Mod::TRAP, vec![]);
}

/// `membar`, `fence`: `MEMBAR` with the PTX modifiers.
pub(super) fn lower_membar(cx: &mut Cx<'_, '_>, i: &ast::Instruction) {
    cx.out
        .effect(Opcode::MEMBAR, Mods::text(&i.modifiers.join(".")), vec![]);
}

/// `brx.idx`: an indirect branch to one of the function's labels.
pub(super) fn lower_brx(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let idx = match i.operands.first() {
        Some(o) => cx.src_reg(o, ScalarType::U32, scope)?,
        None => return Err(cx.error(i.span, "`brx.idx` needs an index")),
    };
    let mut uses = vec![Operand::Reg(idx)];
    // The table is a `.branchtargets` label list; conservatively every label in the
    // function is a possible target when the table cannot be read.
    for b in cx.f.labels.values().chain(&cx.f.shadowed_labels) {
        uses.push(Operand::Block(*b));
    }
    cx.out.effect(Opcode::BRX, Mods::NONE, uses);
    Ok(())
}

/// `call (ret), f, (args)`: arguments are copied into R4…, the call clobbers the
/// caller-saved registers, results come back in R4….
pub(super) fn lower_call(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let mut rets: Vec<String> = Vec::new();
    let mut args: Vec<String> = Vec::new();
    let mut target = None;
    let mut seen_target = false;
    for o in &i.operands {
        match o {
            ast::Operand::List(items, _) => {
                let names = items.iter().filter_map(|e| match e {
                    ast::Operand::Reg(r) => Some(r.name.to_string()),
                    ast::Operand::Symbol { name, .. } => Some(name.to_string()),
                    _ => None,
                });
                if seen_target {
                    args.extend(names);
                } else {
                    rets.extend(names);
                }
            }
            ast::Operand::Symbol { name, span, .. } if !seen_target => {
                if cx.m.layout.functions.contains_key(name.as_str()) {
                    target = Some(Operand::Symbol(ir::intern_symbol(name)));
                } else {
                    return Err(cx.error(
                        *span,
                        format!("call to undefined function `{name}` (no `.func` declares it)"),
                    ));
                }
                seen_target = true;
            }
            ast::Operand::Reg(r) if !seen_target => {
                let o = cx.src(&ast::Operand::Reg(r.clone()), ScalarType::U64, scope)?;
                target = Some(Operand::Reg(cx.force_reg(o, 2)));
                seen_target = true;
            }
            _ => {}
        }
    }
    let system_call = matches!(target, Some(Operand::Symbol(name)) if SYSTEM_CALLS.contains(&name));
    let mut uses = Vec::new();
    if let Some(t) = target {
        uses.push(t);
    }
    let mut reg = ABI_FIRST_ARG;
    for a in &args {
        let cp = cx.f.call_params.get(a).cloned().unwrap_or_default();
        let wide = cp.words.len() == 2;
        if wide {
            reg = reg.next_multiple_of(2);
        }
        for w in cp.words.iter() {
            let f = fixed_vreg(cx.out.func, reg);
            let src = w.map(Operand::Reg).unwrap_or(Operand::Zero(RegClass::R));
            cx.out.assign(Opcode::MOV, Mods::NONE, f, vec![src]);
            uses.push(Operand::Reg(RegUse::whole(f)));
            reg += 1;
        }
    }
    let mut defs = Vec::new();
    let mut reg = ABI_FIRST_ARG;
    for r in &rets {
        let n = cx.f.call_params.get(r).map_or(1, |c| c.words.len()).max(1);
        if n == 2 {
            reg = reg.next_multiple_of(2);
        }
        let mut words = Vec::new();
        for _ in 0..n {
            let f = fixed_vreg(cx.out.func, reg);
            defs.push(f);
            words.push(Some(RegUse::whole(f)));
            reg += 1;
        }
        cx.f.call_params.insert(
            r.clone(),
            CallParam {
                first_reg: ABI_FIRST_ARG,
                words,
            },
        );
    }
    let mut call = Inst::new(
        Opcode::CALL,
        Mods::of([Mod::ABS, Mod::NOINC]),
        defs.clone(),
        uses,
    );
    call.clobbers = if system_call {
        system_call_clobbered()
    } else {
        caller_saved()
    }
    .into();
    cx.out.push(call);
    // Results are copied out of the pinned return registers at once (the next call
    // redefines them).
    for cp in cx.f.call_params.values_mut() {
        for w in cp.words.iter_mut().flatten() {
            if defs.contains(&w.vreg) {
                let c = cx.out.def(
                    Opcode::MOV,
                    Mods::NONE,
                    RegClass::R,
                    1,
                    vec![Operand::Reg(*w)],
                );
                *w = RegUse::whole(c);
            }
        }
    }
    cx.out.func.has_calls = true;
    Ok(())
}

/// `bar`, `barrier`: `BAR.SYNC`/`BAR.ARV`, or `BAR.RED` for the reductions; the function
/// uses barriers up to the highest id named (all 16 for an id in a register).
pub(super) fn lower_bar(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    // `bar.red` writes its first operand; the barrier id follows it.
    let first_id = usize::from(i.has("red"));
    let id = match i.operands.get(first_id) {
        Some(ast::Operand::Imm(ast::Immediate::Int(n), _)) => Some((*n).clamp(0, 15) as u32),
        _ => None,
    };
    match id {
        Some(n) => cx.f.barriers = cx.f.barriers.max(n + 1),
        None if i.operands.len() <= first_id => cx.f.barriers = cx.f.barriers.max(1),
        None => cx.f.barriers = cx.f.barriers.max(16),
    }
    if i.has("red") || i.has("popc") {
        return lower_simple(cx, i, scope, Opcode::BAR, Mod::RED);
    }
    let uses = cx.all_srcs(&i.operands, ScalarType::U32, scope)?;
    let mods = if i.has("arrive") { Mod::ARV } else { Mod::SYNC };
    cx.out.effect(Opcode::BAR, mods, uses);
    Ok(())
}

/// Device-function parameters arrive in ABI registers from R4 on (one register per 4-byte
/// word, 64-bit words pair-aligned); an `ARG` pseudo at entry defines them.
pub(super) fn define_abi_params(cx: &mut Cx<'_, '_>, f: &ast::Function) {
    let mut reg = ABI_FIRST_ARG;
    let mut defs = Vec::new();
    for p in &f.params {
        let (cp, next) = abi_buffer(cx.out.func, p, reg, true, &mut defs);
        cx.f.abi_params.insert(p.name.clone(), cp);
        reg = next;
    }
    let mut reg = ABI_FIRST_ARG;
    for p in &f.returns {
        let (cp, next) = abi_buffer(cx.out.func, p, reg, false, &mut defs);
        cx.f.abi_returns.insert(p.name.clone(), cp);
        reg = next;
    }
    if defs.is_empty() {
        return;
    }
    // The pinned argument registers are copied out at once, so that only the copies
    // (which the allocator may place anywhere) live on, e.g. across calls that
    // redefine R4…
    cx.switch_block(BlockId(0));
    cx.out
        .push(Inst::new(Opcode::ARG, Mods::NONE, defs.clone(), vec![]));
    let mut copies = Vec::with_capacity(defs.len());
    for d in &defs {
        let c = cx.out.def(
            Opcode::MOV,
            Mods::NONE,
            RegClass::R,
            1,
            vec![Operand::Reg(RegUse::whole(*d))],
        );
        copies.push((*d, c));
    }
    for cp in cx.f.abi_params.values_mut() {
        for w in cp.words.iter_mut().flatten() {
            if let Some((_, c)) = copies.iter().find(|(d, _)| *d == w.vreg) {
                *w = RegUse::whole(*c);
            }
        }
    }
}

/// The ABI registers of parameter or return buffer `p`, from register `first` on (pair-aligned
/// for a 64-bit scalar), defined as pinned values into `defs` when `define`; returns the
/// buffer and the register after it.
fn abi_buffer(
    func: &mut Function,
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
            let v = fixed_vreg(func, first + w);
            cp.words[w as usize] = Some(RegUse::whole(v));
            defs.push(v);
        }
    }
    (cp, first + words)
}

/// Declares (or declares again, empty) the call-sequence buffer `v`, where the body
/// declares it: a later call sequence's buffer of the same name has its own size and
/// none of the earlier one's words.
pub(super) fn declare_call_param(f: &mut FnCx, v: &ast::VarDecl) {
    let size = byte_size(v.size_bytes().unwrap_or(0));
    f.call_params.insert(
        v.name.clone(),
        CallParam {
            first_reg: 0,
            // No call passes more than 32 KiB of arguments; the cap only keeps an
            // absurd declaration from allocating gigabytes here.
            words: vec![None; size.min(1 << 15).div_ceil(4).max(1) as usize],
        },
    );
}
