//! In-process entry points for programs that embed ptxra: text or bytes in, per-function
//! statistics out, without files or the CLI.
//!
//! ```text
//! stats_from_ptx(text)       ─────────────────────────────────► driver::compile_ptx ─► stats
//! stats_from_llvm_ir(bytes)  ─► driver::llvm_to_ptx (NVPTX, -O2) ─┘
//! ```
//!
//! These are thin wrappers over [`crate::driver`]: same options, same errors, same numbers
//! as `ptxra stats` on a file with the same contents. LLVM input is translated in this
//! process (`crate::llvm::use_in_process`), so an LLVM fatal error or crash (hostile bitcode)
//! ends the host program, as it does in any program that links LLVM; a build without the
//! `llvm` feature runs the `ptxra-llvm` helper instead ([`crate::llvm::in_helper_process`]),
//! and a program that must survive any input chooses it first
//! ([`crate::llvm::set_backend`]: the first choice stands), as the C library does. Use the
//! driver directly when you need the allocated machine code as well
//! ([`crate::driver::CompileResult`]).
//!
//! Stack: call from a thread with at least 2 MiB of stack (what Rust gives a spawned thread).
//! Recursion on input depth is bounded: input at the parser's nesting limit needs at most
//! 256 KiB optimised and 1.5 MiB unoptimised, and everything else follows input structure
//! without recursion (docs/capi.md).
//!
//! A PTX module without functions is not an error: the result is an empty list, as ptxas
//! compiles such a module without complaint. LLVM IR that defines no function at all is an
//! error ("no kernels in the module"): there is nothing to answer, and it is almost always a
//! mistake upstream (kernels dropped or never marked).
//!
//! ```no_run
//! use ptxra::api::{stats_from_ptx, Options};
//! let ptx = std::fs::read_to_string("k.ptx")?;
//! for f in stats_from_ptx(&ptx, &Options { verify: true, ..Options::default() })? {
//!     println!("{}: {} registers", f.name, f.registers);
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::driver::{self, CompileResult};
pub use crate::driver::{DriverError, Options};
use crate::emit::json::{InputError, InputReport, Outcome, Report};
use crate::stats::FunctionStats;

/// Name used for in-memory PTX in diagnostics (`<ptx>:3:7: error: …`) and JSON reports.
pub const PTX_INPUT_NAME: &str = "<ptx>";

/// Name used for in-memory LLVM IR in diagnostics and JSON reports.
pub const LLVM_INPUT_NAME: &str = "<llvm-ir>";

/// Allocates every function of a PTX module and returns their statistics in PTX order.
///
/// The architecture is `opts.arch`, else the module's `.target`; a module with neither is a
/// [`DriverError::Arch`] error.
pub fn stats_from_ptx(text: &str, opts: &Options) -> Result<Vec<FunctionStats>, DriverError> {
    driver::compile_ptx(text.as_bytes(), PTX_INPUT_NAME, opts).map(into_stats)
}

/// Compiles NVPTX LLVM IR — `.ll` text or `.bc` bitcode, detected by the bitcode magic —
/// to PTX with LLVM's NVPTX back end (for `opts.arch`, sm_80 when unset) and allocates every
/// function, exactly as `ptxra stats x.ll` does.
///
/// A module whose triple is not 64-bit NVPTX, that does not parse or verify, that defines
/// no function, or that LLVM cannot compile for the arch, is a [`DriverError::Llvm`] error
/// (exit code 2) whose message carries LLVM's diagnostic (and the line when LLVM gives one).
pub fn stats_from_llvm_ir(bytes: &[u8], opts: &Options) -> Result<Vec<FunctionStats>, DriverError> {
    choose_llvm_backend();
    driver::compile_llvm(bytes, LLVM_INPUT_NAME, opts).map(into_stats)
}

/// The PTX that [`stats_from_llvm_ir`] allocates (what `ptxra compile x.ll --emit ptx`
/// prints).
pub fn llvm_ir_to_ptx(bytes: &[u8], opts: &Options) -> Result<String, DriverError> {
    choose_llvm_backend();
    driver::llvm_to_ptx(bytes, LLVM_INPUT_NAME, opts.arch)
}

/// The JSON entry (docs/design.md, "Outputs") for one input: its functions on success, a
/// located error otherwise. `arch` is the architecture compiled for when known (the driver
/// reports it; the stats alone do not carry it).
pub fn input_report(
    path: &str,
    opts: &Options,
    arch: Option<String>,
    result: Result<Vec<FunctionStats>, DriverError>,
) -> InputReport {
    let outcome = match result {
        Ok(functions) => Outcome::Functions(functions),
        Err(e) => {
            let (line, col) = e.location();
            Outcome::Error(InputError {
                message: e.to_string(),
                line: (line > 0).then_some(line),
                col: (col > 0).then_some(col),
            })
        }
    };
    InputReport {
        path: path.to_string(),
        arch: arch.or_else(|| opts.arch.map(|a| a.to_string())),
        maxrregcount: opts.maxrregcount,
        allocator: opts.allocator.name().to_string(),
        outcome,
    }
}

/// Compiles PTX text and returns the whole JSON report (docs/design.md, "Outputs") for it (one
/// input named [`PTX_INPUT_NAME`]); failures are reported inside it, never returned.
pub fn report_from_ptx(text: &str, opts: &Options) -> Report {
    let r = driver::compile_ptx(text.as_bytes(), PTX_INPUT_NAME, opts);
    Report::new(vec![report_entry(PTX_INPUT_NAME, opts, r)])
}

/// Compiles LLVM IR and returns the whole JSON report (docs/design.md, "Outputs") for it (one
/// input named [`LLVM_INPUT_NAME`]); failures are reported inside it, never returned.
pub fn report_from_llvm_ir(bytes: &[u8], opts: &Options) -> Report {
    choose_llvm_backend();
    let r = driver::compile_llvm(bytes, LLVM_INPUT_NAME, opts);
    Report::new(vec![report_entry(LLVM_INPUT_NAME, opts, r)])
}

/// LLVM in this process, unless the program chose otherwise; the helper process in a build
/// without LLVM.
fn choose_llvm_backend() {
    #[cfg(feature = "llvm")]
    crate::llvm::use_in_process();
    #[cfg(not(feature = "llvm"))]
    crate::llvm::set_backend(crate::llvm::in_helper_process);
}

fn report_entry(path: &str, opts: &Options, r: Result<CompileResult, DriverError>) -> InputReport {
    let arch = r.as_ref().ok().map(|c| c.arch.to_string());
    input_report(path, opts, arch, r.map(into_stats))
}

fn into_stats(r: CompileResult) -> Vec<FunctionStats> {
    r.functions.into_iter().map(|f| f.stats).collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::target::Arch;

    /// A kernel whose only work is a `ret`: one entry named `empty`.
    const EMPTY_KERNEL: &str =
        ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry empty()\n{\n\tret;\n}\n";

    #[test]
    fn ptx_text_in_stats_out() {
        let stats = stats_from_ptx(EMPTY_KERNEL, &Options::default()).unwrap();
        assert_eq!(stats.len(), 1);
        assert_eq!(stats[0].name, "empty");
        assert_eq!(stats[0].kind, crate::ir::FunctionKind::Entry);
    }

    #[test]
    fn parse_errors_name_the_in_memory_input() {
        let err = stats_from_ptx(".version 7.0\n.target sm_80\nbogus;\n", &Options::default())
            .unwrap_err();
        assert_eq!(err.exit_code(), 2);
        assert!(err.to_string().contains(PTX_INPUT_NAME), "{err}");
        let report = report_from_ptx("bogus", &Options::default());
        match &report.inputs[0].outcome {
            Outcome::Error(e) => assert!(e.line.is_some(), "{e:?}"),
            o => panic!("expected an error, got {o:?}"),
        }
    }

    #[test]
    fn report_carries_arch_and_options() {
        let opts = Options {
            arch: Some(Arch::parse("sm_86").unwrap()),
            maxrregcount: Some(32),
            ..Options::default()
        };
        let report = report_from_ptx(EMPTY_KERNEL, &opts);
        let input = &report.inputs[0];
        assert_eq!(input.path, PTX_INPUT_NAME);
        assert_eq!(input.arch.as_deref(), Some("sm_86"));
        assert_eq!(input.maxrregcount, Some(32));
        assert!(matches!(&input.outcome, Outcome::Functions(f) if f.len() == 1));
    }
}
