//! ptxas's own code as ptxra's machine IR: the text `nvdisasm` prints for a cubin, read
//! ([`parse`]), given operand roles (`lift`) and renamed from physical registers into values.
//! [`tools`] finds and runs NVIDIA's tools that produce that text.

pub mod ast;
pub mod parse;
pub mod tools;

pub use parse::{parse_listing, SassError};
pub use tools::{assemble, disassemble, find_nvdisasm, ToolError};
