//! The module context: what the lowering of every function of a module reads and none
//! changes — where the module's variables live ([`ModuleLayout`]), the options, and the line
//! index that locates errors and warnings.

use rustc_hash::FxHashMap as HashMap;

use ptx_parser::ast;

use super::{LowerError, LowerOptions};
use crate::ir;

/// Byte offset → 1-based line/column.
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    /// Indexes the line starts of `src`.
    pub fn new(src: &str) -> LineIndex {
        let mut starts = vec![0u32];
        starts.extend(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i as u32 + 1));
        LineIndex { starts }
    }
    /// The 1-based line and column of byte `offset`.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line.saturating_sub(1)];
        (line as u32, offset - start + 1)
    }

    /// The 1-based line of byte `offset`, looked for first on line `near` and the few after
    /// it: lowering asks in source order, and a binary search over the line starts of a
    /// huge kernel for every instruction missed the cache at every step.
    pub fn line_near(&self, offset: u32, near: u32) -> u32 {
        let mut line = near.max(1) as usize;
        for _ in 0..8 {
            match self.starts.get(line - 1) {
                Some(&start) if start <= offset => {}
                _ => break,
            }
            match self.starts.get(line) {
                Some(&next) if next <= offset => line += 1,
                _ => return line as u32,
            }
        }
        self.line_col(offset).0
    }
}

/// A declared size in bytes as `u32`, saturating (sizes beyond 4 GiB are absurd for a
/// per-thread or per-block space and must not wrap).
pub(super) fn byte_size(n: u64) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// `n` rounded up to a multiple of `align`, saturating.
pub(super) fn align_up(n: u32, align: u32) -> u32 {
    n.checked_next_multiple_of(align.max(1)).unwrap_or(u32::MAX)
}

/// Module-level facts every function needs: where shared and global variables live.
#[derive(Default)]
pub(super) struct ModuleLayout {
    /// Shared variable name → (byte offset in the CTA's static shared window, size).
    pub shared: HashMap<String, (u32, u32)>,
    /// Module-level shared variables in declaration order (for the per-kernel layout of
    /// the referenced ones that constant bank 2 needs).
    pub shared_decls: Vec<SharedDecl>,
    /// Names of `.global`/`.const` variables (their addresses are relocations).
    pub globals: HashMap<String, ast::StateSpace>,
    /// `.const` variable name → byte offset in constant bank 3 (declaration order, natural
    /// alignment), where ptxas places user `__constant__` data.
    pub consts: HashMap<String, u32>,
    /// Names of functions defined or declared in the module.
    pub functions: HashMap<String, ast::FunctionKind>,
    /// Total bytes of static shared memory declared at module scope.
    pub shared_bytes: u32,
}

impl ModuleLayout {
    /// Lays out the module-scope variables of `m` and names its functions, adding the
    /// module-level byte counts (global memory, constant banks 3 and 4) to `out`.
    pub fn of(m: &ast::Module, out: &mut ir::Module) -> ModuleLayout {
        let mut layout = ModuleLayout::default();
        for item in &m.items {
            match item {
                ast::Item::Variable(v) => layout.declare(v, out),
                ast::Item::Function(f) => {
                    layout.functions.insert(f.name.clone(), f.kind);
                }
                ast::Item::Alias { alias, .. } => {
                    layout
                        .functions
                        .insert(alias.clone(), ast::FunctionKind::Func);
                }
                _ => {}
            }
        }
        layout
    }

    /// Places one module-scope variable.
    fn declare(&mut self, v: &ast::VarDecl, out: &mut ir::Module) {
        match v.space {
            ast::StateSpace::Shared => {
                self.shared_decls.push(SharedDecl::of(v));
                let size = byte_size(v.size_bytes().unwrap_or(0));
                let align = v.align.unwrap_or(4).max(1);
                let off = align_up(self.shared_bytes, align);
                self.shared.insert(v.name.clone(), (off, size));
                if !v.linkage.contains(&ast::Linkage::Extern) {
                    self.shared_bytes = off.saturating_add(size);
                }
            }
            ast::StateSpace::Global => {
                if !v.linkage.contains(&ast::Linkage::Extern) {
                    out.global_bytes = out.global_bytes.saturating_add(v.size_bytes().unwrap_or(0));
                }
                // ptxas keeps every `.global`'s address in constant bank 4, 8 bytes each,
                // referenced or not, `.extern` ones included (whole-program compilation
                // resolves them as definitions). ptxas 13.5, sm_80: two unreferenced
                // Triton `.global .b8 _$_str[..]` strings give `16 bytes cmem[4]`; three
                // globals `28 bytes gmem, 24 bytes cmem[4]`; not printed from sm_90 on.
                out.global_address_bytes = out.global_address_bytes.saturating_add(8);
                self.globals.insert(v.name.clone(), v.space);
            }
            ast::StateSpace::Const => {
                let size = v.size_bytes().unwrap_or(0);
                let align = u64::from(v.align.unwrap_or(4).max(1));
                if !v.linkage.contains(&ast::Linkage::Extern) {
                    let off = out
                        .const_bytes
                        .checked_next_multiple_of(align)
                        .unwrap_or(u64::MAX);
                    self.consts.insert(v.name.clone(), byte_size(off));
                    out.const_bytes = off.saturating_add(size);
                }
                self.globals.insert(v.name.clone(), v.space);
            }
            _ => {
                self.globals.insert(v.name.clone(), v.space);
            }
        }
    }
}

/// A shared variable's layout facts.
#[derive(Clone, Debug)]
pub(super) struct SharedDecl {
    /// Name.
    pub name: String,
    /// Bytes (0 for an unsized `extern` array).
    pub size: u64,
    /// Alignment.
    pub align: u32,
    /// Declared `.extern` (dynamic shared memory).
    pub external: bool,
}

impl SharedDecl {
    /// The facts of a `.shared` declaration.
    pub fn of(v: &ast::VarDecl) -> SharedDecl {
        SharedDecl {
            name: v.name.clone(),
            size: v.size_bytes().unwrap_or(0),
            align: v.align.unwrap_or_else(|| (v.ty.bits() / 8).max(1)),
            external: v.linkage.contains(&ast::Linkage::Extern),
        }
    }
}

/// The module context: shared, read-only, by every function's lowering (and by the bank-2
/// scan that runs beside it on another thread).
#[derive(Clone, Copy)]
pub(super) struct ModuleCx<'m> {
    /// Where the module's variables and functions are.
    pub layout: &'m ModuleLayout,
    /// How PTX maps to the machine.
    pub opts: &'m LowerOptions,
    /// Line starts of the PTX text, for locating errors and warnings.
    pub lines: &'m LineIndex,
}

impl ModuleCx<'_> {
    /// A located error at `span` in `function`.
    pub fn error(&self, function: &str, span: ast::Span, message: impl Into<String>) -> LowerError {
        let (line, col) = self.lines.line_col(span.start);
        LowerError {
            message: message.into(),
            line,
            col,
            function: function.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LineIndex;

    /// The line found from any starting line is the line the binary search finds, at every
    /// offset (line starts, ends, empty lines, past the end).
    #[test]
    fn line_near_agrees_with_line_col() {
        let src = "a\n\nbcd\n\n\nefgh\ni\n\n";
        let index = LineIndex::new(src);
        let lines = src.lines().count() as u32 + 2;
        for offset in 0..=src.len() as u32 + 1 {
            for near in 0..=lines {
                assert_eq!(
                    index.line_near(offset, near),
                    index.line_col(offset).0,
                    "offset {offset} from line {near}"
                );
            }
        }
    }
}
