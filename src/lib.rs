//! A re-creation of the NVIDIA ptxas register allocator: PTX (or NVPTX LLVM IR) in; the
//! registers, spills and occupancy ptxas would report out, with the allocated SASS-like code
//! and the reasons behind them.
//!
//! ```text
//!  .ptx ───────────────────────────────────────┐
//!  .ll/.bc ─► llvm (NVPTX back end) ─► PTX ────┴─► ptx_parser ─► PTX AST (spans)
//!                                                                  │
//!  lower ───── PTX AST ─► machine IR (ir): SASS-like, virtual registers with classes;
//!                         per-SM idioms (constant-bank params, aligned pairs, expansions)
//!                                                                  │
//!  passes ──── the pre-allocation passes ptxas runs (promote, fold, CSE, unroll, if-convert,
//!              schedule, uniform assignment), on the analyses (analysis: CFG, dominators,
//!              loops, frequencies, liveness, pressure, uniformity)
//!                                                                  │
//!  regalloc ── per class R, UR, P, UP, B: NOSPILL attempt ─► spill guidance ─► SPILL
//!              retries ─► best result ─► spill code (local or shared memory), remat
//!                                                                  │
//!  check ───── the independent checker (--verify) ─► stats::FunctionStats
//!                                                                  │
//!  emit ────── listing · ptxas -v lines · JSON report · SVG · tables
//! ```
//!
//! [`driver`] runs that pipeline in one list, every pass through one runner that times it,
//! prints the IR after it on request and verifies it; everything else is a library call too,
//! and the `ptxra` command only parses arguments and prints.
//!
//! # Where things live
//!
//! * Input: the `ptx-parser` crate (PTX text to AST, located errors); [`llvm`] (LLVM IR to PTX,
//!   in this process or in the `ptxra-llvm` helper).
//! * The pipeline: [`driver`] (options, the pass list, the compile entry points and errors).
//! * Machine IR and lowering: [`ir`] (instructions, functions, the IR verifier), [`lower`]
//!   (PTX AST to machine IR, the way ptxas writes SASS).
//! * Before allocation: [`analysis`] (CFG, loops, liveness, pressure, uniformity) and
//!   [`passes`] (one pass per file, named by its verb).
//! * Allocation: [`regalloc`] (the fat-point allocator and its two alternatives, spilling,
//!   rematerialisation); [`check`] (the checker that trusts none of it).
//! * Results: [`stats`] (the one per-function record every format is rendered from) and
//!   [`emit`] (listing, `-v` lines, JSON, SVG, the command's tables).
//! * What ptxas did: [`sass`] (the `nvdisasm` listing of ptxas's own code, read and renamed
//!   into machine IR, and the NVIDIA tools that produce it); `ptxra replay`
//!   ([`commands::replay`]) allocates that code with ptxra's allocator.
//! * Per-SM facts: [`target`] (architectures, register files, measured ptxas conventions,
//!   the occupancy calculator).
//! * The commands beyond compiling: [`commands`] (`compare`, `suite`, `explain`, `sweep`,
//!   the allocator table, the `ptxas` drop-in).
//! * For programs that embed ptxra: [`api`] (text or bytes in, statistics or the JSON report
//!   out); [`guard`] turns a bug in one function into an error naming it.
//! * With the `testing` feature only: `testing` (synthetic kernels for benchmarks, random
//!   valid PTX for fuzzing).
//!
//! ```
//! use ptxra::api::{stats_from_ptx, Options};
//!
//! let ptx = ".version 8.0\n.target sm_80\n.address_size 64\n\
//!            .visible .entry scale(.param .u64 out, .param .f32 k)\n{\n\
//!            .reg .b32 %r<2>;\n.reg .f32 %f<3>;\n.reg .b64 %rd<4>;\n\
//!            ld.param.u64 %rd1, [out];\nld.param.f32 %f1, [k];\nmov.u32 %r1, %tid.x;\n\
//!            cvta.to.global.u64 %rd2, %rd1;\nmul.wide.u32 %rd3, %r1, 4;\n\
//!            add.s64 %rd2, %rd2, %rd3;\nld.global.f32 %f2, [%rd2];\n\
//!            mul.f32 %f2, %f2, %f1;\nst.global.f32 [%rd2], %f2;\nret;\n}\n";
//! let opts = Options { verify: true, ..Options::default() };
//! let f = &stats_from_ptx(ptx, &opts)?[0];
//! assert_eq!(f.name, "scale");
//! // ptxas 13 -v: "Used 8 registers", no stack frame, no spills.
//! assert_eq!((f.registers, f.stack_frame, f.spill_stores), (8, 0, 0));
//! assert!(f.verified);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Invariants
//!
//! * Input: parsing never panics, and every error names its input, line and column. Bad
//!   input is an error ([`api::DriverError`], exit status 2), never a panic; a bug that
//!   panics anyway is caught per function by [`guard`] (exit status 4).
//! * Lowering: every valid PTX function lowers (what is not modelled yet is lowered
//!   conservatively, with a warning); per-SM differences come from [`target`] data.
//! * Passes: each leaves IR the verifier accepts, checked after every pass with `--verify`,
//!   in debug builds and in tests; analyses are pure functions of the IR they were computed
//!   from.
//! * Allocation: every value of the final code sits in a physical register of its class,
//!   tuples in aligned consecutive registers, within the budget; when the budget cannot be
//!   met the error is ptxas's diagnostic (exit status 3). The allocator sees machine IR only.
//! * Checking: [`check`] never imports [`regalloc`]; it decides from the final code and the
//!   claimed assignment alone that every read gets the value the program meant.
//! * Output: every format is rendered from the same [`stats::FunctionStats`] and allocated
//!   IR, so they cannot disagree; results are the same whatever the thread count.
//! * Layering: `ir` sits below every pass, `target` is plain per-SM data, and the library
//!   never imports the command line.
#![deny(missing_docs)]
// No `panic!` on input-derived data outside tests (`allow-panic-in-tests` in clippy.toml).
#![warn(clippy::panic)]

pub mod analysis;
pub mod api;
pub mod check;
pub mod commands;
pub mod driver;
pub mod emit;
pub mod guard;
pub mod ir;
pub mod knobs;
pub mod llvm;
pub mod lower;
pub mod passes;
pub mod regalloc;
pub mod sass;
pub mod stats;
pub mod target;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
