//! The register names of one function: its `{ }` scopes, the registers each declares, and
//! their dense numbers ([`RegKey::id`]), by which every per-register map of lowering is
//! indexed.

use std::cell::RefCell;

use rustc_hash::FxHashMap as HashMap;

use ptx_parser::ast;

use super::regs::{RegDecls, RegKey, ResolveCache, Resolved, UNNUMBERED};

/// A register scope (`{ }` blocks may declare registers that shadow outer ones).
#[derive(Clone)]
struct Scope {
    parent: Option<usize>,
    decls: RegDecls,
}

/// The register names in scope and their numbers. Resolution only reads the scopes; it
/// numbers registers their declarations left unnumbered as it meets them, so a copy
/// resolves on another thread as this one would, numbering such registers on its own.
#[derive(Clone)]
pub(super) struct Names {
    scopes: Vec<Scope>,
    /// Numbers of the registers met that their declarations did not number (see
    /// [`Names::number_late`]), and the next free number.
    late_ids: RefCell<(HashMap<RegKey, u32>, u32)>,
    /// Recent results of [`Names::resolve`].
    resolved: RefCell<ResolveCache>,
}

impl Names {
    /// The names of a function body: one (outermost) scope, nothing declared yet.
    pub fn new() -> Names {
        Names {
            scopes: vec![Scope {
                parent: None,
                decls: RegDecls::default(),
            }],
            late_ids: RefCell::default(),
            resolved: RefCell::default(),
        }
    }

    /// Records a `.reg` declaration in `scope`.
    pub fn declare(&mut self, scope: usize, decl: &ast::RegDecl) {
        self.scopes[scope].decls.declare(decl);
    }

    /// Opens a scope nested in `parent`; returns its number.
    pub fn push_scope(&mut self, parent: usize) -> usize {
        self.scopes.push(Scope {
            parent: Some(parent),
            decls: RegDecls::default(),
        });
        self.scopes.len() - 1
    }

    /// The scope `scope` is nested in (`None` for the outermost).
    pub fn parent(&self, scope: usize) -> Option<usize> {
        self.scopes.get(scope).and_then(|s| s.parent)
    }

    /// Numbers the scopes' declared registers once the body has been flattened (every
    /// declaration seen), before anything is resolved. NVVM declares about as many registers
    /// as the body has instructions; declarations far beyond that are numbered lazily, so
    /// that the per-register maps stay the size of the code.
    pub fn number(&mut self, body_len: usize) {
        let limit = (body_len as u64 * 4).max(1 << 16);
        let mut next = 0u64;
        for s in &mut self.scopes {
            s.decls.number(&mut next, limit);
        }
        self.late_ids.borrow_mut().1 = next as u32;
    }

    /// Resolves a register name in a scope to its key and declared type.
    pub fn resolve(&self, name: &str, scope: usize) -> Option<Resolved> {
        if let Some(hit) = self.resolved.borrow().get(name, scope) {
            return hit;
        }
        let r = self.resolve_uncached(name, scope);
        self.resolved.borrow_mut().put(name, scope, r);
        r
    }

    fn resolve_uncached(&self, name: &str, scope: usize) -> Option<Resolved> {
        let mut s = Some(scope);
        while let Some(i) = s {
            if let Some(mut r) = self.scopes[i].decls.lookup(name, i as u32) {
                if r.key.id() == UNNUMBERED {
                    r.key = self.number_late(r.key);
                }
                return Some(r);
            }
            s = self.scopes[i].parent;
        }
        None
    }

    /// How many registers are numbered so far (every [`RegKey::id`] met is below this).
    pub fn register_count(&self) -> usize {
        self.late_ids.borrow().1 as usize
    }

    /// The key of a register its declaration could not number (past the dense limit, or a
    /// name with leading zeros), numbered the first time it is met.
    fn number_late(&self, key: RegKey) -> RegKey {
        let mut late = self.late_ids.borrow_mut();
        let (ids, next) = &mut *late;
        let id = *ids.entry(key).or_insert_with(|| {
            *next += 1;
            *next - 1
        });
        key.with_id(id)
    }

    /// A register's name as written, with `@scope` for one declared in a nested scope
    /// (the name its virtual register carries).
    pub fn key_name(&self, key: RegKey) -> String {
        let scope = key.scope();
        match self.scopes.get(scope) {
            Some(s) if scope == 0 => s.decls.name(key),
            Some(s) => format!("{}@{scope}", s.decls.name(key)),
            None => String::new(),
        }
    }
}
