//! PTX → machine IR lowering.
//!
//! ptxas does not allocate PTX registers; it allocates the SASS it generates. This module
//! turns each PTX function into SASS-like machine IR the way ptxas does, because every idiom
//! changes the register count a user sees:
//!
//! * kernel parameters and launch-geometry registers (`%ntid`, `%nctaid`) are read straight
//!   from constant bank 0 and cost no register where an instruction can take a `c[0x0][..]`
//!   operand (`regs::Binding::Const`); where one cannot (an address base, a store value) a
//!   per-block `MOV`/`LDC` materialises them;
//! * 64-bit values are aligned register pairs, `.b128` values and `.v4` loads quads; 64-bit
//!   multiplication works on their 32-bit halves, as ptxas does it (`wide_mul`);
//! * single-definition copies, `cvta.to.global` and vector-load lanes share their source's
//!   registers instead of copying;
//! * division, remainder, square root and transcendental instructions expand into the
//!   multi-instruction sequences ptxas emits, with their temporaries (`expand`); those
//!   ptxas completes with an internal subroutine (IEEE `div`/`rcp`/`sqrt`, 64-bit `div`/`rem`)
//!   get its fast path, check and call (`subroutine`);
//! * anything not modelled yet is lowered conservatively (every register operand read, the
//!   destinations written) with a warning, so no valid kernel is refused.
//!
//! Per-SM differences come from [`crate::target::Arch`] data, not from scattered checks.

mod cmem2;
mod context;
mod def_sites;
mod expand;
mod facts;
mod lower_inst;
mod regs;
mod subroutine;
mod wide_mul;
mod wmma;

use rustc_hash::FxHashMap as HashMap;

use ptx_parser::ast;

use crate::ir;
use crate::target::Arch;

pub use context::LineIndex;
pub(crate) use subroutine::{call_sequence, BodyScratch};

/// Options that change how PTX maps to the machine.
#[derive(Clone, Debug)]
pub struct LowerOptions {
    /// Target architecture.
    pub arch: Arch,
    /// ptxas `-O0` code generation: every `ld.param` of a kernel parameter loads the word
    /// into a register where the PTX reads it (instead of the constant-bank operand the
    /// optimiser folds into each reader), so parameters hold registers from their load to
    /// their last use.
    pub keep_param_loads: bool,
}

impl LowerOptions {
    /// Whether ptxas's optimiser runs (`-O1` and above): it folds what the PTX spells out,
    /// such as adding zero; `-O0` code keeps it.
    pub fn optimizing(&self) -> bool {
        !self.keep_param_loads
    }
}

/// A PTX construct that cannot be lowered (the PTX is malformed in a way the parser accepts).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{line}:{col}: error: {message}")]
pub struct LowerError {
    /// What is wrong.
    pub message: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// The function being lowered.
    pub function: String,
}

/// Something lowered approximately; reported, not fatal.
#[derive(Clone, Debug, PartialEq)]
pub struct LowerWarning {
    /// What was approximated.
    pub message: String,
    /// 1-based PTX line.
    pub line: u32,
}

/// The result of lowering a module.
#[derive(Clone, Debug, Default)]
pub struct Lowered {
    /// The machine module.
    pub module: ir::Module,
    /// Approximations made, one per distinct (message, line).
    pub warnings: Vec<LowerWarning>,
}

/// Module-level facts every function needs: where shared and global variables live.
#[derive(Default)]
pub(crate) struct ModuleLayout {
    /// Shared variable name → (byte offset in the CTA's static shared window, size).
    pub shared: HashMap<String, (u32, u32)>,
    /// Module-level shared variables in declaration order (for the per-kernel layout of
    /// the referenced ones that constant bank 2 needs).
    pub shared_decls: Vec<cmem2::SharedDecl>,
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

/// Lowers every function with a body. `source` is the PTX text the module was parsed from
/// (for line numbers).
pub fn lower_module(
    m: &ast::Module,
    source: &str,
    opts: &LowerOptions,
) -> Result<Lowered, LowerError> {
    let lines = LineIndex::new(source);
    let mut layout = ModuleLayout::default();
    let mut out = Lowered::default();
    for item in &m.items {
        match item {
            ast::Item::Variable(v) => match v.space {
                ast::StateSpace::Shared => {
                    layout.shared_decls.push(cmem2::SharedDecl::of(v));
                    let size = context::byte_size(v.size_bytes().unwrap_or(0));
                    let align = v.align.unwrap_or(4).max(1);
                    let off = context::align_up(layout.shared_bytes, align);
                    layout.shared.insert(v.name.clone(), (off, size));
                    if !v.linkage.contains(&ast::Linkage::Extern) {
                        layout.shared_bytes = off.saturating_add(size);
                    }
                }
                ast::StateSpace::Global => {
                    if !v.linkage.contains(&ast::Linkage::Extern) {
                        out.module.global_bytes = out
                            .module
                            .global_bytes
                            .saturating_add(v.size_bytes().unwrap_or(0));
                    }
                    // ptxas keeps every `.global`'s address in constant bank 4, 8 bytes each,
                    // referenced or not, `.extern` ones included (whole-program compilation
                    // resolves them as definitions). ptxas 13.5, sm_80: two unreferenced
                    // Triton `.global .b8 _$_str[..]` strings give `16 bytes cmem[4]`; three
                    // globals `28 bytes gmem, 24 bytes cmem[4]`; not printed from sm_90 on.
                    out.module.global_address_bytes =
                        out.module.global_address_bytes.saturating_add(8);
                    layout.globals.insert(v.name.clone(), v.space);
                }
                ast::StateSpace::Const => {
                    let size = v.size_bytes().unwrap_or(0);
                    let align = u64::from(v.align.unwrap_or(4).max(1));
                    if !v.linkage.contains(&ast::Linkage::Extern) {
                        let off = out
                            .module
                            .const_bytes
                            .checked_next_multiple_of(align)
                            .unwrap_or(u64::MAX);
                        layout
                            .consts
                            .insert(v.name.clone(), context::byte_size(off));
                        out.module.const_bytes = off.saturating_add(size);
                    }
                    layout.globals.insert(v.name.clone(), v.space);
                }
                _ => {
                    layout.globals.insert(v.name.clone(), v.space);
                }
            },
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
    for f in m.functions() {
        if f.body.is_none() {
            continue;
        }
        let (func, warnings) = context::lower_function(f, &layout, &lines, opts)?;
        for w in warnings {
            if !out.warnings.contains(&w) {
                out.warnings.push(w);
            }
        }
        out.module.functions.push(func);
    }
    Ok(out)
}

/// Lowers the first function of a PTX source for sm_80 (unit tests of lowering and passes).
#[cfg(test)]
#[allow(clippy::expect_used)]
pub(crate) fn lower_first_for_test(src: &str) -> crate::ir::Function {
    let m = ptx_parser::parse_bytes(src.as_bytes()).expect("test PTX parses");
    let opts = LowerOptions {
        arch: crate::target::Arch::parse("sm_80").expect("sm_80 is known"),
        keep_param_loads: false,
    };
    lower_module(&m, src, &opts)
        .expect("test PTX lowers")
        .module
        .functions
        .remove(0)
}
