//! Data movement: `mov`, `cvta`, loads and stores (the parameter space included),
//! atomics and asynchronous copies.
//!
//! Each state space has its own SASS opcode (`LDG`/`LDS`/`LDL`/`LDC`, generic `LD`), and
//! the parameter space is no memory at all after lowering: a kernel parameter is a
//! constant-bank word (`c[0x0][..]`, read in place by its users), a device function's
//! parameters and a call's arguments and results are ABI registers
//! ([`super::abi`]). Single-definition destinations of moves and constant loads are bound
//! to their value rather than copied, as ptxas's copy propagation leaves them.

use ptx_parser::ast::{self, ScalarType};

use super::abi::{fixed_vreg, ABI_FIRST_ARG};
use super::context::Cx;
use super::generic::lower_effect;
use super::ptx::{opcode_name, state_space};
use super::regs::Binding;
use super::LowerError;
use crate::ir::{Cond, Guard, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse};

/// `mov`: a copy (or a binding, see [`Cx::copy_into`]), a pair or quad packed from scalars,
/// or unpacked into them.
pub(super) fn lower_mov(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let (d, s) = match (i.operands.first(), i.operands.get(1)) {
        (Some(d), Some(s)) => (d, s),
        _ => return Err(cx.error(i.span, "`mov` needs two operands")),
    };
    match (d, s) {
        // `mov.v2.f32 {a, b}, {c, d}`: a copy per element.
        (ast::Operand::Vector(ds, _), ast::Operand::Vector(ss, _)) if i.vector().is_some() => {
            for (e, src) in ds.iter().zip(ss) {
                if let ast::Operand::Sink(_) = e {
                    continue;
                }
                let o = cx.src(src, ty, scope)?;
                let single = cx.src_single_def(src, scope);
                cx.copy_into(e, o, single, scope)?;
            }
            Ok(())
        }
        // Unpack a pair/quad into scalars: bind lanes when nothing is redefined.
        (ast::Operand::Vector(ds, _), src) => {
            let sreg = cx.src_reg(src, ty, scope)?;
            let n = ds.len().max(1) as u8;
            // The registers the source spans: a lane of a loaded tuple (`%r2` of
            // `ld.v4.b32 {%r2, ..}`) is its own word, not the whole tuple.
            let sw = if sreg.is_whole() {
                cx.out.func.vreg(sreg.vreg).width
            } else {
                sreg.count
            };
            let per = (sw / n).max(1);
            let src_single = cx.src_single_def(src, scope);
            for (k, e) in ds.iter().enumerate() {
                if let ast::Operand::Sink(_) = e {
                    continue;
                }
                let lane = RegUse::part(sreg.vreg, sreg.offset + k as u8 * per, per);
                // Lanes narrower than a register (16-bit halves) read the register itself.
                let lane = if k as u8 * per + per > sw || (sreg.is_whole() && per == sw) {
                    sreg
                } else {
                    lane
                };
                cx.copy_into(e, Operand::Reg(lane), src_single, scope)?;
            }
            Ok(())
        }
        // Pack scalars into a pair.
        (dst, ast::Operand::Vector(ss, _)) => {
            let ety = match ty.bits() {
                64 => ScalarType::B32,
                32 => ScalarType::B16,
                _ => ScalarType::B32,
            };
            let mut uses = Vec::new();
            for e in ss {
                let o = cx.src(e, ety, scope)?;
                uses.push(o);
            }
            let d = cx.dst(dst, scope)?;
            // Two 16-bit halves into one word are a byte permute, not a tuple: ptxas 13.5
            // writes `PRMT R6, R10, 0x5410, R6` (`tests/golden/passes/pair_half_ops.ptx`).
            if let [lo, hi] = uses[..] {
                if ty.bits() == 32 {
                    let select = Operand::Imm(0x5410);
                    cx.out
                        .assign(Opcode::PRMT, Mods::NONE, d, vec![lo, select, hi]);
                    return Ok(());
                }
            }
            cx.out.assign(Opcode::PACK, Mods::NONE, d, uses);
            Ok(())
        }
        (dst, src) => {
            let o = cx.src(src, ty, scope)?;
            let single = cx.src_single_def(src, scope);
            cx.copy_into(dst, o, single, scope)
        }
    }
}

/// `cvta`: an identity on addresses.
pub(super) fn lower_cvta(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    // cvta.to.global / cvta.global are identities on every supported SM (generic and
    // global addresses coincide); shared/local conversions add or remove a window base,
    // which ptxas folds into the 32-bit shared/local address.
    let ty = i.ty().unwrap_or(ScalarType::U64);
    let (Some(d), Some(s)) = (i.operands.first(), i.operands.get(1)) else {
        return Err(cx.error(i.span, "`cvta` needs two operands"));
    };
    let o = cx.src(s, ty, scope)?;
    let single = cx.src_single_def(s, scope);
    cx.copy_into(d, o, single, scope)
}

/// The load or store opcode of a state space.
fn mem_opcode(space: ast::StateSpace, load: bool) -> Opcode {
    use ast::StateSpace::*;
    match (space, load) {
        (Global, true) => Opcode::LDG,
        (Global, false) => Opcode::STG,
        (Shared, true) => Opcode::LDS,
        (Shared, false) => Opcode::STS,
        (Local, true) => Opcode::LDL,
        (Local, false) => Opcode::STL,
        (Const, true) => Opcode::LDC,
        (_, true) => Opcode::LD,
        (_, false) => Opcode::ST,
    }
}

/// The size modifier of a load or store of `bits` bits (none for 32).
fn width_mod(bits: u32) -> Option<Mod> {
    match bits {
        0..=8 => Some(Mod::U8),
        9..=16 => Some(Mod::U16),
        17..=32 => None,
        33..=64 => Some(Mod::W64),
        _ => Some(Mod::W128),
    }
}

/// The modifiers of a load or store of `bits` bits: `.E` for a global access, then
/// `.CONSTANT` for a read-only one, then the size.
fn access_mods(space: ast::StateSpace, read_only: bool, bits: u32) -> Mods {
    let mut mods = if space == ast::StateSpace::Global {
        Mods::from(Mod::E)
    } else {
        Mods::NONE
    };
    if read_only {
        mods = mods.with(Mod::CONSTANT);
    }
    match width_mod(bits) {
        Some(w) => mods.with(w),
        None => mods,
    }
}

/// `ld`, `ldu`: a load of the space the instruction names into the destination (a vector
/// load into one tuple whose lanes the elements are).
pub(super) fn lower_ld(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let space = state_space(i);
    let (Some(dst), Some(addr)) = (i.operands.first(), i.operands.get(1)) else {
        return Err(cx.error(i.span, "`ld` needs a destination and an address"));
    };
    let ast::Operand::Address(a) = addr else {
        return Err(cx.error(addr.span(), "`ld` needs an address operand `[...]`"));
    };
    if space == ast::StateSpace::Param {
        return lower_ld_param(cx, dst, a, ty, scope);
    }
    let mem = cx.address(a, space, scope)?;
    let nelem = i.vector().unwrap_or(1);
    let total_bits = ty.bits() * nelem;
    let width = total_bits.div_ceil(32).clamp(1, 4) as u8;
    let mods = access_mods(space, i.has("nc"), total_bits);
    let op = mem_opcode(space, true);
    let ordered = is_ordered(i);
    // A constant-bank word at a known offset costs no register: every use reads it as a
    // `c[0x3][..]` operand, as ptxas folds it (`FFMA R4, R2, c[0x3][0x0], RZ`).
    if let (Opcode::LDC, Operand::Mem { base: None, offset }) = (op, &mem) {
        if ty.bits() == 32 || ty.bits() == 64 {
            let size = i64::from(ty.bits() / 8);
            let elems: Vec<&ast::Operand> = match dst {
                ast::Operand::Vector(v, _) => v.iter().collect(),
                d => vec![d],
            };
            for (k, e) in elems.iter().enumerate() {
                if matches!(e, ast::Operand::Sink(_)) {
                    continue;
                }
                let c = Operand::CBank {
                    bank: 3,
                    offset: (offset + k as i64 * size) as u32,
                };
                cx.copy_into(e, c, true, scope)?;
            }
            return Ok(());
        }
    }
    let mem = if op == Opcode::LDC {
        match mem {
            Operand::Mem { base: None, offset } => Operand::CBank {
                bank: 3,
                offset: offset as u32,
            },
            m => m,
        }
    } else {
        mem
    };
    match dst {
        ast::Operand::Vector(elems, _) => {
            let t = cx.out.func.new_vreg(RegClass::R, width);
            let mut load = Inst::new(op, mods, vec![t], vec![mem]);
            load.flags.ordered = ordered;
            cx.out.push(load);
            let per = (ty.bits().div_ceil(32)) as u8;
            for (k, e) in elems.iter().enumerate() {
                if matches!(e, ast::Operand::Sink(_)) {
                    continue;
                }
                let off = ((k as u32 * ty.bits()) / 32) as u8;
                let lane = RegUse::part(t, off.min(width - 1), per.max(1).min(width));
                cx.copy_into(e, Operand::Reg(lane), true, scope)?;
            }
            Ok(())
        }
        d => {
            let dv = cx.dst(d, scope)?;
            if cx.out.func.vreg(dv).width != width && width > cx.out.func.vreg(dv).width {
                cx.warn(format!(
                    "`{}` loads {} bits into a narrower register",
                    opcode_name(i),
                    total_bits
                ));
            }
            let mut load = Inst::new(op, mods, vec![dv], vec![mem]);
            load.flags.ordered = ordered;
            cx.out.push(load);
            Ok(())
        }
    }
}

/// Whether load or store `i` is volatile or strong: it keeps its own place among the memory
/// accesses.
fn is_ordered(i: &ast::Instruction) -> bool {
    ["volatile", "relaxed", "acquire", "mmio"]
        .iter()
        .any(|m| i.has(m))
}

/// A guarded vector load into registers that already hold a value, Triton's masked load
/// (`mov.b32 %r26, %r30; ... @%p7 ld.global.v4.b32 {%r26, %r27, %r28, %r29}, [%rd25]`):
/// where the guard is false the registers keep their "other" value. ptxas writes the
/// values into the load's own registers and loads over them (`CS2R R6, SRZ; CS2R R4, SRZ;
/// @!P1 LDG.E.128 R4, desc[UR14][R12.64]`, ptxas 13.5 at sm_90), so each element costs one
/// register. Lowered the same way: the elements' values packed into the load's tuple, the
/// guarded load, and unguarded copies back, which the allocator coalesces. Returns `false`
/// (and emits nothing) for every other instruction, which [`lower_ld`] takes with the
/// guard applied to all it emits: there the load's fresh tuple and the elements' old values
/// would both be live up to the guarded copies. A one-element load is left to it too: on
/// the development corpus's Triton reductions (`triton_tiled_reduce_atomic`, sixteen of
/// them in a loop) the packed form raised the register-saving schedule's pressure and the
/// count from ptxas's 40 to 54, for a reason not found yet.
pub(super) fn lower_masked_load(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<bool, LowerError> {
    let (Some(g), "ld") = (&i.guard, i.opcode.as_str()) else {
        return Ok(false);
    };
    let space = state_space(i);
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let (Some(ast::Operand::Vector(elems, _)), Some(ast::Operand::Address(a))) =
        (i.operands.first(), i.operands.get(1))
    else {
        return Ok(false);
    };
    let op = mem_opcode(space, true);
    if ty.bits() != 32 || op == Opcode::LDC || elems.len() < 2 || elems.len() > 4 {
        return Ok(false);
    }
    // Every element a distinct register written elsewhere too (its old value matters).
    let mut keys = Vec::with_capacity(elems.len());
    for e in elems {
        match cx.dst_key(e, scope) {
            Some(r) if !cx.f.single_def(r.key) && !keys.contains(&r.key) => keys.push(r.key),
            _ => return Ok(false),
        }
    }
    let Some(pred) = cx.guard_pred(g, scope)? else {
        return Ok(false);
    };
    let mem = cx.address(a, space, scope)?;
    let width = elems.len() as u8;
    // Each element's value: the constant it was just set to (the move is then dead), or
    // its register; with whether the load's lane can stand for the element from here on.
    let mut old = Vec::with_capacity(elems.len());
    let mut lane_is_element = Vec::with_capacity(elems.len());
    for (e, key) in elems.iter().zip(&keys) {
        let v = cx.src(e, ty, scope)?;
        match constant_in_block(cx, &v) {
            Some(c) => {
                // Set here and loaded here, nowhere else, and not read yet: after the
                // load the element is the lane itself, as when a register has one
                // definition.
                let unread = |r: &RegUse| {
                    !cx.out
                        .func
                        .blocks
                        .iter()
                        .flat_map(|b| &b.insts)
                        .any(|i| i.reg_uses().any(|u| u.vreg == r.vreg))
                };
                let twice = cx.f.def_count.get(key).copied() == Some(2);
                lane_is_element.push(twice && matches!(&v, Operand::Reg(r) if unread(r)));
                old.push(c);
            }
            None => {
                lane_is_element.push(false);
                old.push(v);
            }
        }
    }
    let pack = if width == 1 {
        Opcode::MOV
    } else {
        Opcode::PACK
    };
    let t = cx.out.def(pack, Mods::NONE, RegClass::R, width, old);
    let mut load = Inst::new(
        op,
        access_mods(space, i.has("nc"), 32 * u32::from(width)),
        vec![t],
        vec![mem],
    );
    load.flags.ordered = is_ordered(i);
    load.guard = Some(Guard {
        pred,
        negated: g.negated,
    });
    cx.out.push(load);
    for (k, e) in elems.iter().enumerate() {
        let lane = RegUse::part(t, k as u8, 1);
        if lane_is_element[k] {
            cx.bind(keys[k], Binding::Reg(lane));
        } else {
            cx.copy_into(e, Operand::Reg(lane), false, scope)?;
        }
    }
    Ok(true)
}

/// The constant `v` was last set to in the current block, when that is what it holds (an
/// unguarded move of an immediate or a constant-bank word): the masked load packs the
/// constant itself, and the move, overwritten before any other read, is dead.
fn constant_in_block(cx: &Cx<'_, '_>, v: &Operand) -> Option<Operand> {
    let Operand::Reg(r) = v else {
        return None;
    };
    let last = cx
        .out
        .insts()
        .iter()
        .rev()
        .find(|i| i.defs.contains(&r.vreg))?;
    match (last.op, last.guard, last.uses.as_slice()) {
        (
            Opcode::MOV,
            None,
            [c @ (Operand::Imm(_) | Operand::FImm(_) | Operand::Zero(_) | Operand::CBank { .. })],
        ) => Some(*c),
        _ => None,
    }
}

/// `ld.param`: kernel parameters are constant-bank words; device-function parameters and
/// call results are ABI registers.
fn lower_ld_param(
    cx: &mut Cx<'_, '_>,
    dst: &ast::Operand,
    a: &ast::Address,
    ty: ScalarType,
    scope: usize,
) -> Result<(), LowerError> {
    // Each destination element reads `bits` bits at byte offset `a.offset + k * size`.
    let elems: Vec<&ast::Operand> = match dst {
        ast::Operand::Vector(v, _) => v.iter().collect(),
        d => vec![d],
    };
    let size = (ty.bits() / 8).max(1) as i64;
    let name = match &a.base {
        Some(ast::AddressBase::Symbol(n)) => n.to_string(),
        Some(ast::AddressBase::Reg(r)) => r.name.to_string(),
        None => return Err(cx.error(a.span, "`ld.param` needs a parameter name")),
    };
    // Kernel parameters: constant-bank words, directly or through a register holding the
    // parameter's address (`mov.b64 %rd1, k_param_0; ld.param [%rd1]`).
    let cbank_base = match cx.f.params.get(&name) {
        Some(p) => Some(p.offset as i64),
        None => match cx
            .f
            .resolve(&name, scope)
            .and_then(|r| cx.f.bindings.get(&r.key).cloned())
        {
            Some(Binding::Const(Operand::CBank { bank: 0, offset })) => Some(offset as i64),
            _ => None,
        },
    };
    if let Some(base) = cbank_base {
        for (k, e) in elems.iter().enumerate() {
            if matches!(e, ast::Operand::Sink(_)) {
                continue;
            }
            let c = Operand::CBank {
                bank: 0,
                offset: (base + a.offset + k as i64 * size) as u32,
            };
            if cx.m.opts.keep_param_loads {
                let d = cx.dst(e, scope)?;
                let mods = Mods::w64_if(cx.out.func.vreg(d).width == 2);
                cx.out.assign(Opcode::MOV, mods, d, vec![c]);
            } else {
                cx.copy_into(e, c, true, scope)?;
            }
        }
        return Ok(());
    }
    let Some(cp) =
        cx.f.abi_params
            .get(&name)
            .or_else(|| cx.f.call_params.get(&name))
            .cloned()
    else {
        // A parameter read through an address computed at run time.
        let mem = cx.address(a, ast::StateSpace::Param, scope)?;
        for e in elems {
            let d = cx.dst(e, scope)?;
            cx.out.assign(Opcode::LDC, Mods::NONE, d, vec![mem]);
        }
        return Ok(());
    };
    let nw = ty.bits().div_ceil(32) as usize;
    for (k, e) in elems.iter().enumerate() {
        if matches!(e, ast::Operand::Sink(_)) {
            continue;
        }
        let w0 = ((a.offset + k as i64 * size) / 4).max(0) as usize;
        let parts: Vec<Operand> = (w0..w0 + nw)
            .map(|w| match cp.words.get(w).copied().flatten() {
                Some(r) => Operand::Reg(r),
                None => Operand::Zero(RegClass::R),
            })
            .collect();
        match <[Operand; 1]>::try_from(parts) {
            Ok([p]) => cx.copy_into(e, p, true, scope)?,
            Err(parts) => {
                let d = cx.dst(e, scope)?;
                cx.out.assign(Opcode::PACK, Mods::NONE, d, parts);
            }
        }
    }
    Ok(())
}

/// `st`: a store from a register (or tuple) to the space the instruction names.
pub(super) fn lower_st(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let space = state_space(i);
    let (Some(addr), Some(val)) = (i.operands.first(), i.operands.get(1)) else {
        return Err(cx.error(i.span, "`st` needs an address and a value"));
    };
    let ast::Operand::Address(a) = addr else {
        return Err(cx.error(addr.span(), "`st` needs an address operand `[...]`"));
    };
    if space == ast::StateSpace::Param {
        return lower_st_param(cx, a, val, ty, scope);
    }
    let mem = cx.address(a, space, scope)?;
    let nelem = i.vector().unwrap_or(1);
    let total_bits = ty.bits() * nelem;
    let width = total_bits.div_ceil(32).clamp(1, 4) as u8;
    let value = match val {
        ast::Operand::Vector(elems, _) => cx.tuple_of(elems, ty, width, scope)?,
        v => {
            let o = cx.src(v, ty, scope)?;
            match o {
                Operand::Imm(0) | Operand::FImm(0) | Operand::DImm(0) if width == 1 => {
                    Operand::Zero(RegClass::R)
                }
                // A register wider than the stored type (PTX allows it: numba's
                // `st.global.u32 [%rd3], %rd4` of a `cvt.u64.u32`) is stored from its low
                // words, and the rest of it need not exist: ptxas 13.5 stores the 32-bit
                // `POPC` result alone (`STG.E.SYS [UR4], R0`, numba's `simple_popc`).
                Operand::Reg(r) if r.is_whole() && cx.out.func.vreg(r.vreg).width > width => {
                    Operand::Reg(RegUse::part(r.vreg, 0, width))
                }
                o => Operand::Reg(cx.force_reg(o, width)),
            }
        }
    };
    let mods = access_mods(space, false, total_bits);
    let mut store = Inst::new(mem_opcode(space, false), mods, Vec::new(), vec![mem, value]);
    store.flags.ordered = is_ordered(i);
    cx.out.push(store);
    Ok(())
}

/// `st.param`: a call argument or a return value, written into the ABI registers of its
/// buffer.
fn lower_st_param(
    cx: &mut Cx<'_, '_>,
    a: &ast::Address,
    val: &ast::Operand,
    ty: ScalarType,
    scope: usize,
) -> Result<(), LowerError> {
    let name = match &a.base {
        Some(ast::AddressBase::Symbol(n)) => n.to_string(),
        Some(ast::AddressBase::Reg(r)) => r.name.to_string(),
        None => return Err(cx.error(a.span, "`st.param` needs a parameter name")),
    };
    let nw = ty.bits().div_ceil(32) as u8;
    let value = match val {
        ast::Operand::Vector(elems, _) => {
            let w = (nw as usize * elems.len()).clamp(1, 4) as u8;
            cx.tuple_of(elems, ty, w, scope)?
        }
        v => cx.src(v, ty, scope)?,
    };
    let value = match value {
        Operand::Reg(r) => r,
        o => cx.force_reg(o, nw.max(1)),
    };
    let total = cx.out.func.vreg(value.vreg).width.max(1);
    let w0 = (a.offset / 4).max(0) as usize;
    let is_ret = cx.f.abi_returns.contains_key(&name);
    let cp = if is_ret {
        cx.f.abi_returns.get_mut(&name)
    } else {
        cx.f.call_params.get_mut(&name)
    };
    let Some(cp) = cp else {
        return Err(cx.error(a.span, format!("unknown parameter `{name}`")));
    };
    let n = if value.is_whole() { total } else { value.count };
    for k in 0..n {
        let w = w0 + k as usize;
        if cp.words.len() <= w {
            cp.words.resize(w + 1, None);
        }
        cp.words[w] = Some(if n == 1 && value.is_whole() {
            value
        } else {
            RegUse::part(value.vreg, value.offset + k, 1)
        });
    }
    if is_ret {
        // Returned values go to the fixed return registers right away.
        let (first, words) = match cx.f.abi_returns.get(&name) {
            Some(c) => (c.first_reg, c.words.clone()),
            None => (ABI_FIRST_ARG, Vec::new()),
        };
        let mut fixed = Vec::new();
        for (k, w) in words.iter().enumerate() {
            if let Some(src) = w {
                let f = fixed_vreg(cx.out.func, first + k as u16);
                cx.out
                    .assign(Opcode::MOV, Mods::NONE, f, vec![Operand::Reg(*src)]);
                fixed.push(Some(RegUse::whole(f)));
            } else {
                fixed.push(None);
            }
        }
        if let Some(cp) = cx.f.abi_returns.get_mut(&name) {
            cp.words = fixed;
        }
    }
    Ok(())
}

/// `tensormap.replace`: a store of the new value into the tensor map at the address, in
/// the space the instruction names (generic when none). ptxas 13.5 on sm_90a writes the
/// field with `STS`/`STG`/`ST` (`.global_address` of a `.shared::cta` map:
/// `STS.64 [R7+UR4], R4`), the bit fields after reading the word they sit in and merging
/// them with `LOP3` (`LDS R5, [..+0x8]`, `LOP3.LUT R5, R5, 0x70, R0, 0xb8`, `STS`): the
/// address and the value are read, no register is written. The ordinal of the
/// per-dimension fields is an immediate that selects the word.
pub(super) fn lower_tensormap_replace(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let (Some(ast::Operand::Address(a)), Some(val)) = (i.operands.first(), i.operands.last())
    else {
        return Err(cx.error(i.span, "`tensormap.replace` needs an address and a value"));
    };
    let space = state_space(i);
    let mem = cx.address(a, space, scope)?;
    let width = ty.bits().div_ceil(32).clamp(1, 2) as u8;
    let value = cx.src(val, ty, scope)?;
    let value = Operand::Reg(cx.force_reg(value, width));
    let mods = access_mods(space, false, ty.bits());
    cx.out
        .effect(mem_opcode(space, false), mods, vec![mem, value]);
    Ok(())
}

/// `atom`, `red`: `ATOMG`/`ATOMS`/`ATOM`/`RED` with the operation as modifiers.
pub(super) fn lower_atom(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let ty = i.ty().unwrap_or(ScalarType::B32);
    let space = state_space(i);
    let op = match (i.opcode.as_str(), space) {
        ("red", _) => Opcode::RED,
        (_, ast::StateSpace::Global) => Opcode::ATOMG,
        (_, ast::StateSpace::Shared) => Opcode::ATOMS,
        _ => Opcode::ATOM,
    };
    // A vector atomic (`.v4.f32`, `.v8.bf16`) reads and writes one register tuple of the
    // vector's size, as `ld`/`st` do: ptxas 13.5 on sm_90a/sm_100a/sm_120a gives
    // `ATOMG.E.ADD.F32x4.FTZ.RN.STRONG.GPU PT, R4, desc[UR6][R2.64], R4` (four registers
    // each way), `ATOMG.E.ADD.BF16x4.RN... R10, .., R12` (a `.v4.bf16` in a pair) and
    // `REDG.E.ADD.F32x4.FTZ.RN.STRONG.GPU desc[..][R8.64+0x70], R4`.
    let nelem = i.vector().unwrap_or(1);
    let w = (ty.bits() * nelem).div_ceil(32).clamp(1, 4) as u8;
    let mut defs = Vec::new();
    let mut unpack = None;
    let rest = if op == Opcode::RED {
        &i.operands[..]
    } else {
        match i.operands.first() {
            Some(ast::Operand::Vector(elems, _)) if nelem > 1 => {
                let t = cx.out.func.new_vreg(RegClass::R, w);
                defs.push(t);
                unpack = Some((t, elems));
            }
            Some(d) => cx.dsts(d, scope, &mut defs)?,
            None => {}
        }
        &i.operands[1.min(i.operands.len())..]
    };
    let mut uses = Vec::new();
    for o in rest {
        match o {
            ast::Operand::Address(a) => uses.push(cx.address(a, space, scope)?),
            ast::Operand::Vector(elems, _) if nelem > 1 && ty.bits() == 16 => {
                let t = half_word_tuple(cx, elems, ty, w, scope)?;
                uses.push(t);
            }
            ast::Operand::Vector(elems, _) if nelem > 1 => {
                let t = cx.tuple_of(elems, ty, w, scope)?;
                uses.push(t);
            }
            other => {
                let s = cx.src(other, ty, scope)?;
                uses.push(Operand::Reg(cx.force_reg(s, w)));
            }
        }
    }
    let names: Vec<&str> = std::iter::once("E")
        .chain(
            i.modifiers
                .iter()
                .map(|m| m.as_str())
                .filter(|m| !matches!(*m, "global" | "shared" | "gpu" | "sys" | "cta" | "relaxed")),
        )
        .collect();
    let mods = Mods::from_names(&names);
    cx.out.push(Inst::new(op, mods, defs, uses));
    if let Some((t, elems)) = unpack {
        let per = ty.bits().div_ceil(32) as u8;
        for (k, e) in elems.iter().enumerate() {
            if matches!(e, ast::Operand::Sink(_)) {
                continue;
            }
            let off = ((k as u32 * ty.bits()) / 32) as u8;
            let lane = RegUse::part(t, off.min(w - 1), per.max(1).min(w));
            cx.copy_into(e, Operand::Reg(lane), true, scope)?;
        }
    }
    Ok(())
}

/// The tuple of `width` words holding the 16-bit `elems` two to a word. Two halves copied
/// out of one word by an unpacking `mov` (`mov.b32 {%rs9, %rs10}, %r1` of a word a
/// guarded load wrote) are that word again, as ptxas reads it: it keeps the loaded words
/// and feeds them to `ATOMG.E.ADD.BF16x8` whole. Other pairs are packed.
fn half_word_tuple(
    cx: &mut Cx<'_, '_>,
    elems: &[ast::Operand],
    ty: ScalarType,
    width: u8,
    scope: usize,
) -> Result<Operand, LowerError> {
    let mut words = Vec::with_capacity(width as usize);
    for pair in elems.chunks(2) {
        let mut halves = Vec::with_capacity(2);
        for e in pair {
            halves.push(cx.src(e, ty, scope)?);
        }
        let origin = |cx: &Cx<'_, '_>, h: &Operand| match h {
            Operand::Reg(r) => copied_word(cx, *r),
            _ => None,
        };
        let same = match (halves.first(), halves.get(1)) {
            (Some(a), Some(b)) => match (origin(cx, a), origin(cx, b)) {
                (Some(x), Some(y)) if x == y => Some(x),
                _ => None,
            },
            _ => None,
        };
        match same {
            Some(word) => words.push(Operand::Reg(word)),
            None => {
                let p = cx.out.def(Opcode::PACK, Mods::NONE, RegClass::R, 1, halves);
                words.push(Operand::Reg(RegUse::whole(p)));
            }
        }
    }
    // The words of one tuple in order are that tuple.
    if let Some(Operand::Reg(first)) = words.first() {
        let v = first.vreg;
        let in_order = cx.out.func.vreg(v).width == width
            && words.len() == width as usize
            && words.iter().enumerate().all(|(k, w)| {
                matches!(w, Operand::Reg(r) if r.vreg == v && r.count == 1 && r.offset == k as u8)
            });
        if in_order {
            return Ok(Operand::Reg(RegUse::whole(v)));
        }
    }
    let t = cx
        .out
        .def(Opcode::PACK, Mods::NONE, RegClass::R, width, words);
    Ok(Operand::Reg(RegUse::whole(t)))
}

/// The one-register word the 16-bit value `r` is an unguarded copy of, made in this
/// block and not overwritten since (the value itself when it is no such copy).
fn copied_word(cx: &Cx<'_, '_>, r: RegUse) -> Option<RegUse> {
    let insts = cx.out.insts();
    let Some(k) = insts.iter().rposition(|x| x.defs.contains(&r.vreg)) else {
        return Some(r);
    };
    let x = &insts[k];
    let src = match (x.op, x.guard, x.uses.as_slice()) {
        (Opcode::MOV, None, [Operand::Reg(s)]) => *s,
        _ => return Some(r),
    };
    let whole_word = |u: RegUse| {
        if u.is_whole() {
            cx.out.func.vreg(u.vreg).width == 1
        } else {
            u.count == 1
        }
    };
    let overwritten = insts[k + 1..].iter().any(|y| y.defs.contains(&src.vreg));
    if whole_word(src) && !overwritten {
        // `%w` and `%w[0]` of a one-register `%w` are the same word.
        if cx.out.func.vreg(src.vreg).width == 1 {
            Some(RegUse::whole(src.vreg))
        } else {
            Some(src)
        }
    } else {
        Some(r)
    }
}

/// `cp.async`: `LDGSTS` and its group commit and wait; the bulk forms generically.
pub(super) fn lower_cp(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let first = i.modifiers.first().map(|m| m.as_str());
    if first == Some("async") {
        if i.has("commit_group") {
            cx.out.effect(Opcode::LDGDEPBAR, Mods::NONE, vec![]);
            return Ok(());
        }
        if i.has("wait_group") || i.has("wait_all") {
            cx.out.effect(Opcode::DEPBAR, Mod::Cond(Cond::LE), vec![]);
            return Ok(());
        }
        if !i.has("bulk") {
            let mut uses = Vec::new();
            for (k, o) in i.operands.iter().enumerate() {
                match o {
                    ast::Operand::Address(a) => {
                        let space = if k == 0 {
                            ast::StateSpace::Shared
                        } else {
                            ast::StateSpace::Global
                        };
                        uses.push(cx.address(a, space, scope)?);
                    }
                    other => {
                        let s = cx.src(other, ScalarType::U32, scope)?;
                        uses.push(s);
                    }
                }
            }
            cx.out.effect(Opcode::LDGSTS, Mod::E, uses);
            return Ok(());
        }
    }
    lower_effect(cx, i, scope, Opcode::GENERIC, Mods::NONE)
}
