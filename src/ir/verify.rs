//! The IR verifier: structural invariants every pass must preserve. It collects all errors
//! (rather than stopping at the first) and renders them next to the offending instructions.

use std::fmt;

use super::function::Function;
use super::inst::{Inst, Operand};
use super::opcode::Opcode;
use super::print::print_inst;
use super::types::{BlockId, RegClass};

/// One broken invariant, located at an instruction (or at the function when `inst` is `None`).
#[derive(Clone, Debug, PartialEq)]
pub struct VerifyError {
    /// Block of the instruction.
    pub block: BlockId,
    /// Index of the instruction in its block.
    pub inst: Option<usize>,
    /// The instruction, printed.
    pub text: String,
    /// What is wrong.
    pub message: String,
}

/// All errors found in a function.
#[derive(Clone, Debug, PartialEq)]
pub struct VerifyErrors {
    /// Function name.
    pub function: String,
    /// The errors in layout order.
    pub errors: Vec<VerifyError>,
}

impl fmt::Display for VerifyErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "IR verification failed for `{}`:", self.function)?;
        for e in &self.errors {
            match e.inst {
                Some(i) => writeln!(f, "  {}:{}: {}\n      {}", e.block, i, e.message, e.text)?,
                None => writeln!(f, "  {}: {}", e.block, e.message)?,
            }
        }
        Ok(())
    }
}

impl std::error::Error for VerifyErrors {}

/// Checks `f`: vreg references in range, tuple widths and sub-ranges valid, guards are
/// predicates, branch targets exist, terminators only end blocks, fixed registers aligned.
pub fn verify_function(f: &Function) -> Result<(), VerifyErrors> {
    let mut errors = Vec::new();
    let nv = f.vregs.len();
    for (vi, info) in f.vregs.iter().enumerate() {
        let ok_width = matches!(info.width, 1 | 2 | 4)
            && (info.width == 1 || matches!(info.class, RegClass::R | RegClass::UR));
        if !ok_width {
            errors.push(VerifyError {
                block: BlockId(0),
                inst: None,
                text: String::new(),
                message: format!(
                    "%{vi} has invalid width {} for class {}",
                    info.width, info.class
                ),
            });
        }
        if let Some(fx) = info.fixed {
            if fx % info.width as u16 != 0 {
                errors.push(VerifyError {
                    block: BlockId(0),
                    inst: None,
                    text: String::new(),
                    message: format!(
                        "%{vi} is fixed to misaligned register {fx} (width {})",
                        info.width
                    ),
                });
            }
        }
    }
    if f.blocks.is_empty() {
        errors.push(VerifyError {
            block: BlockId(0),
            inst: None,
            text: String::new(),
            message: "function has no blocks".into(),
        });
    }
    for (b, blk) in f.blocks.iter().enumerate() {
        let bid = BlockId::new(b);
        for (i, inst) in blk.insts.iter().enumerate() {
            let mut err = |message: String| {
                errors.push(VerifyError {
                    block: bid,
                    inst: Some(i),
                    text: print_inst_safe(f, inst),
                    message,
                })
            };
            for d in &inst.defs {
                if d.index() >= nv {
                    err(format!("defines unknown value {d}"));
                }
            }
            for u in inst.reg_uses() {
                if u.vreg.index() >= nv {
                    err(format!("reads unknown value {}", u.vreg));
                    continue;
                }
                let w = f.vreg(u.vreg).width;
                if !u.is_whole() && (u.offset as u32 + u.count as u32 > w as u32) {
                    err(format!(
                        "reads registers {}..{} of {} which has width {w}",
                        u.offset,
                        u.offset + u.count,
                        u.vreg
                    ));
                }
            }
            if let Some(g) = inst.guard {
                if g.pred.index() < nv && !f.vreg(g.pred).class.is_predicate() {
                    err(format!("guard {} is not a predicate", g.pred));
                }
            }
            for t in inst.targets() {
                if t.index() >= f.blocks.len() {
                    err(format!("branches to missing block {t}"));
                }
            }
            if !inst.falls_through() && i + 1 != blk.insts.len() {
                err("unconditional terminator in the middle of a block".into());
            }
            if inst.op == Opcode::BRA && inst.targets().count() != 1 {
                err("BRA needs exactly one target".into());
            }
            // A uniform-datapath instruction reads only UR/UP, their zero registers and
            // immediates; a constant-bank word goes through `ULDC` (the `LDC` itself).
            let uniform_op = inst.op.has_uniform_form()
                && inst
                    .defs
                    .first()
                    .is_some_and(|d| d.index() < nv && f.vreg(*d).class.is_uniform());
            if uniform_op {
                for u in inst.reg_uses() {
                    if u.vreg.index() < nv && !f.vreg(u.vreg).class.is_uniform() {
                        err(format!(
                            "uniform instruction reads per-thread register {}",
                            u.vreg
                        ));
                    }
                }
                if inst.op != Opcode::LDC
                    && inst.uses.iter().any(|u| matches!(u, Operand::CBank { .. }))
                {
                    err("uniform instruction reads the constant bank without ULDC".into());
                }
            }
            for u in &inst.uses {
                if let Operand::Mem { base: Some(b), .. } = u {
                    if b.vreg.index() < nv && f.vreg(b.vreg).class.is_predicate() {
                        err("address base is a predicate".into());
                    }
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(VerifyErrors {
            function: f.name.clone(),
            errors,
        })
    }
}

/// Printing must not fail on the broken IR it reports.
fn print_inst_safe(f: &Function, inst: &Inst) -> String {
    if inst.defs.iter().any(|d| d.index() >= f.vregs.len()) {
        format!("{} (with out-of-range values)", inst.op.name())
    } else {
        print_inst(f, inst)
    }
}
