//! The calling conventions lowering follows: the CUDA ABI of device-function calls
//! (arguments and results in consecutive registers from [`ABI_FIRST_ARG`] on, one per
//! 4-byte word, and the registers a call may destroy), and the calls ptxas makes to its
//! internal subroutines ([`call_sequence`], also used after lowering by the passes that
//! expand an instruction into such a call).

use crate::ir::{Clobber, Function, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg};

/// First ABI argument/return register (R4; R0–R3 are scratch, R1 the stack pointer).
pub(super) const ABI_FIRST_ARG: u16 = 4;

/// A fresh single register of `func` pinned to physical `R{index}` (an ABI register, or
/// the stack pointer R1).
pub(super) fn fixed_vreg(func: &mut Function, index: u16) -> VReg {
    let v = func.new_vreg(RegClass::R, 1);
    func.vregs[v.index()].fixed = Some(index);
    v
}

/// A call-site `.param` (argument or return buffer) and the ABI registers backing it.
#[derive(Clone, Default)]
pub(super) struct CallParam {
    /// First ABI register of the buffer.
    pub first_reg: u16,
    /// Values stored into (arguments) or produced in (returns) each 4-byte word, by word.
    pub words: Vec<Option<RegUse>>,
}

/// Registers a call may destroy. The CUDA ABI keeps R16–R31 callee-saved (documented
/// approximation; R1 is the stack pointer and is restored).
pub(super) fn caller_saved() -> Vec<Clobber> {
    vec![
        Clobber {
            class: RegClass::R,
            first: 0,
            count: 1,
        },
        Clobber {
            class: RegClass::R,
            first: 2,
            count: 14,
        },
        Clobber {
            class: RegClass::R,
            first: 32,
            count: 223,
        },
        Clobber {
            class: RegClass::P,
            first: 0,
            count: 7,
        },
    ]
}

/// The CUDA system calls: functions the driver provides (`.extern .func` in the PTX, no
/// body), reached by `CALL.ABS.NOINC` through an address in constant bank 4.
pub(super) const SYSTEM_CALLS: &[&str] = &["vprintf", "__assertfail", "malloc", "free"];

/// Registers a system call destroys: its argument and address registers (R4–R15, the
/// first ones also its result), the return address `LEPC` writes (R20–R21), R0 and R3,
/// and the predicates. Everything else survives the call. ptxas 13.5 at sm_90 keeps 61
/// values live across a `vprintf` (and an `__assertfail`) in R2, R16–R19 and R22–R76
/// with no spill (`LEPC R20, 0x4a0; CALL.ABS.NOINC R8` followed by
/// `IADD3 R2, R17, R76, R2`), where the device-function ABI would clobber R32 and up:
/// `tests/golden/lower/system_call.ptx`.
pub(super) fn system_call_clobbered() -> Vec<Clobber> {
    let r = |first, count| Clobber {
        class: RegClass::R,
        first,
        count,
    };
    vec![
        r(0, 1),
        r(3, 13),
        r(20, 2),
        Clobber {
            class: RegClass::P,
            first: 0,
            count: 7,
        },
    ]
}

/// The scratch values of one subroutine body in a function, shared by all its call sites
/// (ptxas allocates the body once per kernel): GPRs, grown to what the most demanding call
/// site needs, and predicates.
#[derive(Clone, Debug, Default)]
pub(crate) struct BodyScratch {
    gprs: Vec<VReg>,
    preds: Vec<VReg>,
}

/// The instructions of one call to a subroutine described by `info` (named `name`, `_p` forms
/// included): `ARG scratch…` right before `CALL.REL.NOINC results, `(name)`, args…`.
///
/// The body keeps its register operands in their registers while it runs and uses
/// `info.registers` registers in all, operands included, so the `ARG` defines what the body
/// needs besides the register operands (and `saving` fewer for constant operands): at that
/// point the operands are still live, so the scratch values avoid them and every value live
/// across the call, and the pressure there is the values live across the call plus the
/// body's footprint, whether or not the operands live on after it. The `ARG` is ptxas's
/// `MOV Rret, <return offset>` plus the body's temporaries; it emits nothing.
pub(crate) fn call_sequence(
    f: &mut Function,
    scratch: &mut BodyScratch,
    info: &crate::target::SubroutineInfo,
    name: &str,
    results: Vec<VReg>,
    args: Vec<Operand>,
    saving: u8,
) -> Vec<Inst> {
    // Registers the operands occupy at the call: whole tuples (a lane of a vector load keeps
    // the whole tuple live), each once.
    let mut operand_values: Vec<VReg> = args
        .iter()
        .filter_map(|a| a.reg())
        .map(|r| r.vreg)
        .collect();
    operand_values.sort();
    operand_values.dedup();
    let arg_regs: usize = operand_values
        .iter()
        .map(|v| usize::from(f.vreg(*v).width))
        .sum();
    let needed = usize::from(info.registers)
        .saturating_sub(arg_regs)
        .saturating_sub(usize::from(saving));
    while scratch.gprs.len() < needed {
        scratch.gprs.push(f.new_vreg(RegClass::R, 1));
    }
    while scratch.preds.len() < usize::from(info.predicates) {
        scratch.preds.push(f.new_vreg(RegClass::P, 1));
    }
    let mut defs: Vec<VReg> = scratch.gprs[..needed].to_vec();
    defs.extend(&scratch.preds);
    let mut out = Vec::with_capacity(2);
    if !defs.is_empty() {
        out.push(Inst::new(Opcode::ARG, Mod::SUBROUTINE, defs, vec![]));
    }
    let mut uses = vec![Operand::Symbol(crate::ir::intern_symbol(&format!(
        "$__internal_0_${name}"
    )))];
    uses.extend(args);
    out.push(Inst::new(
        Opcode::CALL,
        Mods::of([Mod::REL, Mod::NOINC]),
        results,
        uses,
    ));
    out
}
