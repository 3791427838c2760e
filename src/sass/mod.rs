//! ptxas's own code as ptxra's machine IR: the text `nvdisasm` prints for a cubin, read
//! ([`parse`]), given operand roles ([`lift`]) and renamed from physical registers into values.

pub mod ast;
