//! PTX register declarations and what each PTX register is bound to during lowering.
//!
//! PTX registers are not SSA: a register may be written many times (loop-carried values).
//! Each PTX register normally becomes one virtual register of the matching class and width.
//! Registers written exactly once may instead be *bound* to something cheaper, which is what
//! ptxas's own copy propagation achieves: a kernel parameter or `%ntid.x` becomes a
//! constant-bank operand (no register at all), a vector-load lane becomes a sub-range of the
//! load's tuple, a single-def copy of a single-def register shares its source's value.

use rustc_hash::FxHashMap as HashMap;

use ptx_parser::ast::{self, ScalarType};

use crate::ir::{Operand, RegClass, RegUse};

/// The class and width a PTX type occupies in the machine.
pub fn class_of(ty: ScalarType) -> (RegClass, u8) {
    match ty {
        ScalarType::Pred => (RegClass::P, 1),
        ScalarType::B128 => (RegClass::R, 4),
        t if t.bits() == 64 => (RegClass::R, 2),
        _ => (RegClass::R, 1),
    }
}

/// Declared PTX registers of one function: exact names and `%r<N>` ranges.
#[derive(Default)]
pub struct RegDecls {
    exact: HashMap<String, (ScalarType, u32)>,
    ranges: HashMap<String, (ScalarType, u32, u32)>,
}

impl RegDecls {
    /// Records a `.reg` declaration.
    pub fn declare(&mut self, decl: &ast::RegDecl) {
        let vec = decl.vector.unwrap_or(1);
        for n in &decl.names {
            match n.range {
                Some(count) => {
                    self.ranges.insert(n.name.clone(), (decl.ty, vec, count));
                }
                None => {
                    self.exact.insert(n.name.clone(), (decl.ty, vec));
                }
            }
        }
    }

    /// Type and vector width of a register name, if declared.
    pub fn lookup(&self, name: &str) -> Option<(ScalarType, u32)> {
        if let Some(t) = self.exact.get(name) {
            return Some(*t);
        }
        let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let (prefix, num) = name.split_at(name.len() - digits);
        let (ty, vec, count) = *self.ranges.get(prefix)?;
        let n: u64 = num.parse().ok()?;
        (n < count as u64).then_some((ty, vec))
    }
}

/// What a PTX register stands for at its uses.
#[derive(Clone, Debug, PartialEq)]
pub enum Binding {
    /// A (part of a) virtual register.
    Reg(RegUse),
    /// A value every use can read without a register: a constant-bank word or an immediate.
    Const(Operand),
}
