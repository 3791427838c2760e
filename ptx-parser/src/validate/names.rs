//! The names a function body declares, scope by scope, as ptxas resolves them: registers,
//! variables, parameters and labels share one namespace per `{ }` scope; an inner scope
//! may reuse an outer name; a `%r<4>` declaration owns `%r0`…`%r3` and, as a range, the
//! prefix itself (a second `%r<N>` in the scope is a duplicate, `%r7` is not).
//!
//! Each scope's declarations and labels are entered when the scope opens, before its
//! statements are checked, so a branch may name a label further down.

// The validation looks a name up for every operand: a fast hash, not SipHash.
use rustc_hash::FxHashMap as HashMap;

use crate::ast::{ScalarType, Span};

/// What a name stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Decl {
    /// A register of this type and vector width (1 for a scalar).
    Reg(ScalarType, u32),
    /// A variable or parameter (addressed, not a register).
    Var,
    /// A label.
    Label,
}

/// One `{ }` scope.
#[derive(Default)]
struct Scope<'a> {
    names: HashMap<&'a str, (Decl, Span)>,
    /// `%r<4>` declarations: prefix, count, type, vector width, where.
    ranges: Vec<(&'a str, u32, ScalarType, u32, Span)>,
}

impl<'a> Scope<'a> {
    /// The declaration of `name` in this scope alone.
    fn get(&self, name: &str) -> Option<(Decl, Span)> {
        // Compilers declare registers as ranges: most scopes hash no name at all.
        if !self.names.is_empty() {
            if let Some(d) = self.names.get(name) {
                return Some(*d);
            }
        }
        if self.ranges.is_empty() {
            return None;
        }
        let (prefix, number) = split_number(name)?;
        self.ranges
            .iter()
            .find(|r| r.0 == prefix && number < r.1)
            .map(|r| (Decl::Reg(r.2, r.3), r.4))
    }
}

/// `%r12` → (`%r`, 12); names without a trailing decimal number (or with a leading zero
/// before other digits) have none.
fn split_number(name: &str) -> Option<(&str, u32)> {
    // Asked for every register operand: digits read by hand, no `str::parse`.
    let bytes = name.as_bytes();
    let digits = bytes
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits == 0 || digits == bytes.len() || digits > 9 {
        return None;
    }
    let (prefix, n) = bytes.split_at(bytes.len() - digits);
    if n.len() > 1 && n[0] == b'0' {
        return None;
    }
    let value = n.iter().fold(0u32, |v, d| v * 10 + u32::from(d - b'0'));
    // The prefix ends before ASCII digits: a character boundary.
    Some((name.get(..prefix.len())?, value))
}

/// The scopes open at a point of a function body, innermost last.
#[derive(Default)]
pub(super) struct Scopes<'a> {
    stack: Vec<Scope<'a>>,
}

impl<'a> Scopes<'a> {
    /// Opens a scope.
    pub fn push(&mut self) {
        self.stack.push(Scope::default());
    }

    /// Closes the innermost scope.
    pub fn pop(&mut self) {
        self.stack.pop();
    }

    /// Declares `name` in the innermost scope; on a clash, the earlier declaration's place.
    pub fn declare(&mut self, name: &'a str, decl: Decl, span: Span) -> Result<(), Span> {
        let Some(scope) = self.stack.last_mut() else {
            return Ok(());
        };
        if let Some((_, earlier)) = scope.get(name) {
            return Err(earlier);
        }
        scope.names.insert(name, (decl, span));
        Ok(())
    }

    /// Declares the range `prefix<count>` of registers in the innermost scope; on a clash
    /// (another range of the prefix, or a register it would own), the earlier place.
    pub fn declare_range(
        &mut self,
        prefix: &'a str,
        count: u32,
        ty: ScalarType,
        vector: u32,
        span: Span,
    ) -> Result<(), Span> {
        let Some(scope) = self.stack.last_mut() else {
            return Ok(());
        };
        if let Some(r) = scope.ranges.iter().find(|r| r.0 == prefix) {
            return Err(r.4);
        }
        let owned = scope
            .names
            .iter()
            .find(|(n, _)| split_number(n).is_some_and(|(p, k)| p == prefix && k < count));
        if let Some((_, (_, earlier))) = owned {
            return Err(*earlier);
        }
        scope.ranges.push((prefix, count, ty, vector, span));
        Ok(())
    }

    /// What `name` stands for where the innermost scope is.
    pub fn lookup(&self, name: &str) -> Option<Decl> {
        self.stack
            .iter()
            .rev()
            .find_map(|s| s.get(name))
            .map(|d| d.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The clashes ptxas 13.5 reports ("Duplicate definition of variable '%r1'") and the
    /// declarations it accepts.
    #[test]
    fn ranges_and_names_clash_as_in_ptxas() {
        let s = Span::default();
        let mut scopes = Scopes::default();
        scopes.push();
        assert!(scopes.declare_range("%r", 4, ScalarType::B32, 1, s).is_ok());
        assert!(scopes
            .declare("%r1", Decl::Reg(ScalarType::B32, 1), s)
            .is_err());
        assert!(scopes
            .declare("%r4", Decl::Reg(ScalarType::B32, 1), s)
            .is_ok());
        assert!(scopes
            .declare_range("%r", 8, ScalarType::B32, 1, s)
            .is_err());
        assert!(scopes
            .declare("%q1", Decl::Reg(ScalarType::B32, 1), s)
            .is_ok());
        assert!(scopes
            .declare_range("%q", 2, ScalarType::B32, 1, s)
            .is_err());
        scopes.push();
        assert!(scopes.declare_range("%r", 4, ScalarType::F32, 1, s).is_ok());
        assert_eq!(scopes.lookup("%r2"), Some(Decl::Reg(ScalarType::F32, 1)));
        scopes.pop();
        assert_eq!(scopes.lookup("%r2"), Some(Decl::Reg(ScalarType::B32, 1)));
        assert_eq!(scopes.lookup("%r9"), None);
    }
}
