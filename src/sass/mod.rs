//! ptxas's own code as ptxra's machine IR: the text `nvdisasm` prints for a cubin, read
//! ([`parse`]), given operand roles ([`lift`]) and renamed from physical registers into
//! values ([`rename`]). [`tools`] finds and runs NVIDIA's tools that produce that text, each
//! run under a time limit ([`run_tool`]).

pub mod ast;
pub mod lift;
pub mod parse;
pub mod rename;
pub mod run_tool;
pub mod tools;

pub use parse::{parse_listing, SassError};
pub use tools::{assemble, assemble_with_log, disassemble, find_nvdisasm, ToolError};
