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

/// A declared PTX register as lowering keys it: its scope, its declaration there, its
/// number in a `%r<N>` range, and how many leading zeros its name spells that number with
/// (`%r05` and `%r5` are different names). Cheap to copy and hash, where the name string it
/// stands for cost an allocation at every operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegKey {
    scope: u32,
    decl: u32,
    index: u32,
    zeros: u8,
}

/// [`RegKey::index`] of a register declared by its exact name.
const EXACT: u32 = u32::MAX;

/// A resolved register operand: its key, declared type and vector width.
#[derive(Clone, Copy, Debug)]
pub struct Resolved {
    /// The register's key.
    pub key: RegKey,
    /// Its declared type.
    pub ty: ScalarType,
    /// Its vector width (`.v2`, `.v4`), 1 for scalars.
    pub vec: u32,
}

/// Declared PTX registers of one scope: exact names and `%r<N>` ranges.
#[derive(Default)]
pub struct RegDecls {
    /// Name → type, vector width and declaration number.
    exact: HashMap<String, (ScalarType, u32, u32)>,
    /// Range prefix → type, vector width, count and declaration number.
    ranges: HashMap<String, (ScalarType, u32, u32, u32)>,
    /// Per declaration number: the name or range prefix.
    names: Vec<String>,
}

impl RegDecls {
    /// Records a `.reg` declaration (a name declared again keeps its declaration number).
    pub fn declare(&mut self, decl: &ast::RegDecl) {
        let vec = decl.vector.unwrap_or(1);
        for n in &decl.names {
            match n.range {
                Some(count) => {
                    let id = match self.ranges.get(&n.name) {
                        Some(&(.., id)) => id,
                        None => self.new_name(&n.name),
                    };
                    self.ranges
                        .insert(n.name.clone(), (decl.ty, vec, count, id));
                }
                None => {
                    let id = match self.exact.get(&n.name) {
                        Some(&(.., id)) => id,
                        None => self.new_name(&n.name),
                    };
                    self.exact.insert(n.name.clone(), (decl.ty, vec, id));
                }
            }
        }
    }

    fn new_name(&mut self, name: &str) -> u32 {
        self.names.push(name.to_string());
        (self.names.len() - 1) as u32
    }

    /// The register `name` names in this scope (numbered `scope`), if declared here.
    pub fn lookup(&self, name: &str, scope: u32) -> Option<Resolved> {
        if let Some(&(ty, vec, decl)) = self.exact.get(name) {
            let key = RegKey {
                scope,
                decl,
                index: EXACT,
                zeros: 0,
            };
            return Some(Resolved { key, ty, vec });
        }
        let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let (prefix, num) = name.split_at(name.len() - digits);
        let &(ty, vec, count, decl) = self.ranges.get(prefix)?;
        let n: u64 = num.parse().ok()?;
        if n >= u64::from(count) {
            return None;
        }
        let significant = num.trim_start_matches('0').len().max(1);
        let key = RegKey {
            scope,
            decl,
            index: n as u32,
            zeros: u8::try_from(digits - significant).ok()?,
        };
        Some(Resolved { key, ty, vec })
    }

    /// The name of `key` as written (a key of this scope).
    pub fn name(&self, key: RegKey) -> String {
        let base = self.names.get(key.decl as usize).map_or("", String::as_str);
        if key.index == EXACT {
            base.to_string()
        } else {
            format!("{base}{}{}", "0".repeat(key.zeros.into()), key.index)
        }
    }
}

impl RegKey {
    /// The scope the register was declared in.
    pub fn scope(self) -> usize {
        self.scope as usize
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
