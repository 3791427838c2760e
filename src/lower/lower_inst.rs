//! Instruction-by-instruction lowering: one PTX instruction becomes the SASS-like
//! instructions ptxas emits for it. [`lower_inst`] checks the operands and applies the
//! instruction's guard to what it produced; the table in `lower_unguarded` sends each
//! instruction to the lowering of its family, in the order of the instruction chapters of
//! the PTX ISA.

use ptx_parser::ast::{self, ScalarType};

use super::context::Cx;
use super::generic::{
    lower_activemask, lower_effect, lower_generic, lower_shf, lower_shfl, lower_simple,
    lower_tuple_def,
};
use super::ptx::{is_ptx_opcode, opcode_name};
use super::regs::Resolved;
use super::{control, expand, hopper, memory, subroutine, wmma, LowerError};
use crate::ir::{Guard, Mod, Mods, Opcode};

/// Lowers one instruction into the current block.
pub(super) fn lower_inst(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    if let Some(routine) = subroutine::routine_of(i) {
        // Spans several blocks and handles its own guard.
        return subroutine::lower_subroutine_op(cx, i, routine, scope);
    }
    let start = cx.out.insts().len();
    let first_temp = cx.out.func.vregs.len();
    let block = cx.out.block;
    check_operand_sizes(cx, i, scope)?;
    if memory::lower_masked_load(cx, i, scope)? {
        // Guards its load alone.
        return Ok(());
    }
    lower_unguarded(cx, i, scope)?;
    // A PTX guard applies to every machine instruction it produced in this block, except
    // the gathering of a vector operand into a fresh register tuple: that is no instruction
    // but a constraint on where the words live, and ptxas computes the words straight into
    // the tuple the guarded instruction reads (Triton's masked `@%p st.global.v4.b32`:
    // `HMUL2 R4, R4, R0.H0_H0` … `@!P0 STG.E.128 [R2.64], R4`). A guarded gathering would
    // keep an older value in the tuple and force a copy of each word.
    if let Some(g) = &i.guard {
        if let Some(pred) = cx.guard_pred(g, scope)? {
            for inst in &mut cx.out.func.blocks[block.index()].insts[start..] {
                let gathers_temp =
                    inst.op == Opcode::PACK && inst.defs.iter().all(|d| d.index() >= first_temp);
                if inst.guard.is_none() && !gathers_temp {
                    inst.guard = Some(Guard {
                        pred,
                        negated: g.negated,
                    });
                }
            }
        }
    }
    Ok(())
}

/// The instruction table: each PTX instruction to the lowering of its family, by chapter of
/// the PTX ISA's instruction set.
fn lower_unguarded(
    cx: &mut Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    match i.opcode.as_str() {
        // Integer, extended-precision, floating-point and half-precision arithmetic; logic
        // and shift.
        "add" | "sub" | "mul" | "mad" | "fma" | "min" | "max" | "and" | "or" | "xor" | "shl"
        | "shr" | "neg" | "abs" | "not" | "cnot" | "mul24" | "mad24" | "sad" | "copysign"
        | "addc" | "subc" | "madc" => expand::lower_arith(cx, i, scope),
        "div" | "rem" | "sqrt" | "rcp" | "rsqrt" | "ex2" | "lg2" | "sin" | "cos" | "tanh"
        | "tanh.approx" => expand::lower_math(cx, i, scope),
        "popc" | "clz" | "bfind" | "brev" if i.ty().is_some_and(|t| t.bits() == 64) => {
            expand::lower_bits64(cx, i, scope)
        }
        "popc" => lower_simple(cx, i, scope, Opcode::POPC, Mods::NONE),
        "clz" | "bfind" => lower_simple(cx, i, scope, Opcode::FLO, Mod::U32),
        "brev" => lower_simple(cx, i, scope, Opcode::BREV, Mods::NONE),
        "bfe" | "bfi" => lower_simple(cx, i, scope, Opcode::SHF, Mod::BF),
        "fns" => lower_simple(cx, i, scope, Opcode::POPC, Mod::FNS),
        "dp4a" | "dp2a" => lower_simple(cx, i, scope, Opcode::IDP, Mod::A4),
        "testp" => lower_simple(cx, i, scope, Opcode::FSETP, Mod::TESTP),
        "lop3" => lower_simple(cx, i, scope, Opcode::LOP3, Mod::LUT),
        "shf" => lower_shf(cx, i, scope),
        // Comparison and selection.
        "setp" => expand::lower_setp(cx, i, scope),
        "selp" => expand::lower_selp(cx, i, scope),
        "slct" => expand::lower_slct(cx, i, scope),
        "set" => expand::lower_set(cx, i, scope),
        // Data movement and conversion.
        "mov" => memory::lower_mov(cx, i, scope),
        "ld" | "ldu" => memory::lower_ld(cx, i, scope),
        "st" => memory::lower_st(cx, i, scope),
        "cvta" => memory::lower_cvta(cx, i, scope),
        "cvt" => expand::lower_cvt(cx, i, scope),
        "cp" => memory::lower_cp(cx, i, scope),
        "shfl" => lower_shfl(cx, i, scope),
        "prmt" => lower_simple(cx, i, scope, Opcode::PRMT, Mods::NONE),
        "isspacep" => lower_simple(cx, i, scope, Opcode::ISETP, Mod::SPACE),
        "mapa" | "getctarank" => lower_simple(cx, i, scope, Opcode::PRMT, Mod::MAPA),
        "prefetch" | "prefetchu" | "discard" | "applypriority" => Ok(()),
        "tensormap" if i.modifiers.first().is_some_and(|m| m == "replace") => {
            memory::lower_tensormap_replace(cx, i, scope)
        }
        // Texture and surface.
        "tex" | "tld4" | "txq" => lower_tuple_def(cx, i, scope, Opcode::TEX, Mods::NONE),
        "suld" => lower_tuple_def(cx, i, scope, Opcode::SULD, Mods::NONE),
        "sust" | "sured" => lower_effect(cx, i, scope, Opcode::SUST, Mods::NONE),
        // Control flow.
        "bra" => control::lower_bra(cx, i, scope),
        "brx" => control::lower_brx(cx, i, scope),
        "call" => control::lower_call(cx, i, scope),
        "ret" => {
            control::lower_ret(cx);
            Ok(())
        }
        "exit" => {
            control::lower_exit(cx);
            Ok(())
        }
        // Parallel synchronisation and communication.
        "bar" | "barrier" => control::lower_bar(cx, i, scope),
        "membar" | "fence" => {
            control::lower_membar(cx, i);
            Ok(())
        }
        "atom" | "red" => memory::lower_atom(cx, i, scope),
        "vote" => lower_simple(cx, i, scope, Opcode::VOTE, Mod::ANY),
        "match" => lower_simple(cx, i, scope, Opcode::MATCH, Mod::ANY),
        "activemask" => lower_activemask(cx, i, scope),
        "redux" => lower_simple(cx, i, scope, Opcode::REDUX, Mod::SUM),
        "elect" => lower_generic(cx, i, scope),
        // Warp-level matrix instructions.
        "wmma" => wmma::lower_wmma(cx, i, scope),
        "mma" => wmma::lower_mma(cx, i, scope),
        "ldmatrix" => wmma::lower_ldmatrix(cx, i, scope),
        "stmatrix" => wmma::lower_stmatrix(cx, i, scope),
        // Miscellaneous.
        "trap" | "brkpt" => {
            control::lower_trap(cx);
            Ok(())
        }
        "nanosleep" => lower_effect(cx, i, scope, Opcode::NANOSLEEP, Mods::NONE),
        // The asynchronous machinery of sm_90.
        "wgmma" => hopper::lower_wgmma(cx, i, scope),
        "mbarrier" => hopper::lower_mbarrier(cx, i, scope),
        "createpolicy" => hopper::lower_createpolicy(cx, i, scope),
        "tensormap" if i.has("cp_fenceproxy") => hopper::lower_tensormap_copy(cx, i, scope),
        // `USETMAXREG.TRY_ALLOC.CTAPOOL UP0, 0xe8` / `USETMAXREG.DEALLOC.CTAPOOL 0x28` (ptxas
        // 13.5, sm_90a); the limits they set are `crate::regalloc::RegisterLimits`.
        "setmaxnreg" => {
            let way = if i.has("inc") {
                Mod::TRYALLOC
            } else {
                Mod::DEALLOC
            };
            lower_effect(
                cx,
                i,
                scope,
                Opcode::USETMAXREG,
                Mods::of([way, Mod::CTAPOOL]),
            )
        }
        "pmevent" => Ok(()),
        op if !is_ptx_opcode(op) => Err(cx.error(
            i.span,
            format!("`{}` is not a PTX instruction", opcode_name(i)),
        )),
        _ => {
            cx.warn(format!(
                "no SASS model for `{}`; lowered conservatively",
                opcode_name(i)
            ));
            lower_generic(cx, i, scope)
        }
    }
}

/// Refuses a register operand whose declared size differs from the instruction type
/// where PTX requires them to match (`add.s32` on a `.b64` register; ptxas: "Arguments
/// mismatch"). Only the plain arithmetic and logic instructions whose every operand has
/// the instruction type are checked; `ld`/`st`/`cvt` and the wide forms may legally mix.
fn check_operand_sizes(
    cx: &Cx<'_, '_>,
    i: &ast::Instruction,
    scope: usize,
) -> Result<(), LowerError> {
    let same_type = matches!(
        i.opcode.as_str(),
        "add"
            | "sub"
            | "min"
            | "max"
            | "and"
            | "or"
            | "xor"
            | "not"
            | "cnot"
            | "neg"
            | "abs"
            | "mul"
            | "mad"
            | "div"
            | "rem"
            | "fma"
            | "copysign"
    ) && !i.has("wide");
    if !same_type {
        return Ok(());
    }
    // Exactly one type modifier (without collecting them: asked of every instruction).
    let mut types = i.modifiers.iter().filter_map(|m| ScalarType::from_name(m));
    let (Some(ty), None) = (types.next(), types.next()) else {
        return Ok(());
    };
    for op in &i.operands {
        let mut op = op;
        while let ast::Operand::Not(inner, _) | ast::Operand::Neg(inner, _) = op {
            op = inner;
        }
        let ast::Operand::Reg(r) = op else { continue };
        let Some(Resolved {
            ty: declared, vec, ..
        }) = cx.f.resolve(&r.name, scope)
        else {
            continue;
        };
        let fits = if ty == ScalarType::Pred || declared == ScalarType::Pred {
            ty == declared
        } else {
            vec <= 1 && declared.bits() == ty.bits()
        };
        if !fits {
            return Err(cx.error(
                r.span,
                format!(
                    "operand `{}` is a `.{}` register, but `{}` needs `.{}` operands \
                     (arguments mismatch)",
                    r.name,
                    declared.name(),
                    opcode_name(i),
                    ty.name()
                ),
            ));
        }
    }
    Ok(())
}
