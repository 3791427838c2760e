//! A parser for NVIDIA PTX.
//!
//! ```text
//!  source text ──► parse::parse_module ──► ast::Module (spans on every node)
//!                         │                        │
//!                         ▼                        ▼
//!                  error::ParseError        print::print_module ──► PTX text
//!                  (file:line:col render)   opcodes::classify   ──► family, operand roles
//! ```
//!
//! Invariants: parsing never panics and never loops without consuming input; every error span
//! lies inside the input; `parse(print(parse(x))) == parse(x)` (spans do not take part in
//! equality).
#![deny(missing_docs)]

pub mod ast;
