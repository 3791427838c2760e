//! ptxas's own code as ptxra's machine IR: the text `nvdisasm` prints for a cubin, read into
//! a syntax tree, given operand roles and renamed from physical registers into values.

pub mod ast;
