//! A parser for NVIDIA PTX.
//!
//! ```text
//!  source text ──► parse::parse_module ──► ast::Module (spans on every node)
//!                         │                        │
//!                         ▼                        ▼
//!                  error::ParseError        print::print_module ──► PTX text
//!                  (file:line:col render)   opcodes::classify   ──► family, operand roles
//!                                           validate::validate  ──► what ptxas refuses
//! ```
//!
//! It accepts PTX as clang's NVPTX backend, nvcc/NVRTC 12.x–13.x, Triton and numba emit it:
//! debug sections, `.loc` with or without `;`, inline-assembly scopes, call sequences and
//! prototypes, every literal radix, and instructions of any opcode (modifiers are parsed
//! generically, so instructions newer than this crate still parse).
//!
//! ```
//! let src = ".version 8.0\n.target sm_80\n.address_size 64\n\
//!            .visible .entry k() { ret; }\n";
//! let m = ptx_parser::parse_module(src).map_err(|e| e.render("k.ptx", src));
//! let m = m.unwrap_or_default();
//! assert_eq!(m.functions().count(), 1);
//! assert_eq!(ptx_parser::parse_module(&ptx_parser::print_module(&m)), Ok(m));
//! ```
//!
//! Lexemes are recognised with `nom` combinators over bytes; the grammar on top is a
//! hand-written recursive descent with a depth cap ([`parse::MAX_NESTING`]), which keeps error
//! positions exact and the hot path free of backtracking.
//!
//! Invariants: parsing never panics and never loops without consuming input; every error span
//! lies inside the input; `parse(print(parse(x))) == parse(x)` (spans do not take part in
//! equality).
#![deny(missing_docs)]
// No `panic!` on input-derived data outside tests (`allow-panic-in-tests` in clippy.toml).
#![warn(clippy::panic)]

pub mod ast;
pub mod error;
mod lexer;
pub mod opcodes;
pub mod parse;
pub mod print;
pub mod validate;

pub use error::ParseError;
pub use parse::{parse_bytes, parse_module};
pub use print::print_module;
pub use validate::validate;
