//! What each user-facing command does beyond the pipeline: the work and the reports of the
//! subcommands that are more than "compile and print" (docs/design.md). The `ptxra` binary
//! only parses arguments, calls these and prints what they render.
//!
//! * [`compare`] — `ptxra compare`: the real ptxas beside ptxra, per function, with the
//!   fidelity summary of docs/design.md ("Outputs");
//! * [`code`] — `compare --code`: the code of both tools measured the same way, and the
//!   two listings side by side;
//! * [`allocators`] — `stats`/`compare --allocator all`: the three allocators side by side;
//! * [`suite`] — `ptxra suite`: the regression gate against a baseline file (and JUnit XML);
//! * [`explain`] — `ptxra explain`: why a kernel needs its registers;
//! * [`sweep`] — `ptxra sweep`: what each register budget costs and buys;
//! * [`ptxas`] — `ptxra ptxas` and a `ptxas` link: ptxas's command line, understood;
//! * [`inputs`] — the inputs below a directory, without following link loops, and their
//!   names in reports.

pub mod allocators;
pub mod code;
pub mod compare;
pub mod explain;
pub mod inputs;
pub mod ptxas;
pub mod replay;
pub mod suite;
pub mod sweep;
