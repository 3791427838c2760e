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
//!
//! # Structure
//!
//! The state of lowering is split by how long it lives, and passed explicitly:
//!
//! * the **module context** (`module::ModuleCx`: the layout of the module's variables, the
//!   options, the line index) is shared, read-only, by every function and by the bank-2 scan
//!   that runs beside a function's lowering on another thread;
//! * the **function context** (`context::FnCx`: register names and bindings, definition
//!   counts, labels, parameters, the frame and shared variables, call and ABI buffers,
//!   subroutine scratch, warnings, barriers, the stack pointer) lives from a function's
//!   first instruction to its last;
//! * the **block context** (`context::BlockCx`: the constants materialised in the current
//!   block and the values it computed for later reuse) is reset at every block boundary,
//!   since a value computed in one block need not reach the next on every path; the
//!   current block is the [`ir::Builder`]'s, through which every instruction is emitted.
//!
//! Every construct's lowering takes the three together (`context::Cx`). The files, from the
//! leaves up (none imports one above it):
//!
//! * `ptx`, `regs`, `abi`, `module`: stateless views of the PTX AST, register keys and
//!   bindings, the calling conventions, the module context;
//! * `names`, `def_sites`: register scopes and numbers; every instruction's destinations;
//! * `context`, `values`: the function and block contexts, and operands read through them;
//! * `vectors`: vector registers rewritten as their scalar elements before anything else
//!   reads the body;
//! * `facts`, `cmem2`: what the whole body says before it is lowered (value facts, the
//!   constants of bank 2);
//! * one construct family per file: `generic` (one SASS instruction), `expand`
//!   (arithmetic, comparisons, conversions, math expansions), `wide_mul`, `subroutine`,
//!   `memory` (data movement), `control` (control flow, calls, barriers), `wmma` (matrix
//!   instructions);
//! * `lower_inst` (the instruction table), `function` (one function, start to end) and
//!   [`lower_module`] here.

mod abi;
mod cmem2;
mod context;
mod control;
mod def_sites;
mod expand;
mod facts;
mod function;
mod generic;
mod hopper;
mod lower_inst;
mod memory;
mod module;
mod names;
mod ptx;
mod regs;
mod subroutine;
mod values;
mod vectors;
mod wide_mul;
mod wmma;

use ptx_parser::ast;

use crate::ir;
use crate::target::Arch;

pub(crate) use abi::{call_sequence, BodyScratch};
pub use module::LineIndex;
use module::{ModuleCx, ModuleLayout};

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

/// Lowers every function with a body. `source` is the PTX text the module was parsed from
/// (for line numbers).
pub fn lower_module(
    m: &ast::Module,
    source: &str,
    opts: &LowerOptions,
) -> Result<Lowered, LowerError> {
    let lines = LineIndex::new(source);
    let mut out = Lowered::default();
    let layout = ModuleLayout::of(m, &mut out.module);
    let cx = ModuleCx {
        layout: &layout,
        opts,
        lines: &lines,
    };
    for f in m.functions() {
        if f.body.is_none() {
            continue;
        }
        let (func, warnings) = function::lower_function(f, cx)?;
        for w in warnings {
            if !out.warnings.contains(&w) {
                out.warnings.push(w);
            }
        }
        out.module.functions.push(func);
    }
    Ok(out)
}

/// Lowers the kernel `k(params)` with body `body` (its declarations included) for sm_80:
/// the small kernels of the passes' unit tests.
#[cfg(test)]
pub(crate) fn lower_kernel_for_test(params: &str, body: &str) -> crate::ir::Function {
    lower_first_for_test(&format!(
        ".version 8.0\n.target sm_80\n.address_size 64\n\
         .visible .entry k({params})\n{{\n{body}\n}}\n"
    ))
}

/// Lowers the first function of a PTX source for sm_80 (unit tests of lowering and passes).
#[cfg(test)]
pub(crate) fn lower_first_for_test(src: &str) -> crate::ir::Function {
    lower_all_for_test(src).remove(0)
}

/// Lowers every function of a PTX source for sm_80, in the source's order (unit tests).
#[cfg(test)]
#[allow(clippy::expect_used)]
pub(crate) fn lower_all_for_test(src: &str) -> Vec<crate::ir::Function> {
    let m = ptx_parser::parse_bytes(src.as_bytes()).expect("test PTX parses");
    let opts = LowerOptions {
        arch: crate::target::Arch::parse("sm_80").expect("sm_80 is known"),
        keep_param_loads: false,
    };
    lower_module(&m, src, &opts)
        .expect("test PTX lowers")
        .module
        .functions
}
