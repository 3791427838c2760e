//! Output formats, all rendered from the same plain data ([`FunctionStats`] plus the
//! allocated machine IR) so they cannot disagree:
//!
//! * [`listing`] — the SASS-like listing with a per-function facts block (DESIGN.md §5);
//! * [`ptxas_v`] — the `ptxas -v` lines, byte for byte in ptxas's format (DESIGN.md §3);
//! * [`json`] — the `stats --json` report (DESIGN.md §4);
//! * [`svg`] — register-pressure and occupancy charts as self-contained SVG;
//! * [`table`] — the `stats` table and the `--time-passes` lines, for people;
//! * [`occupancy`] — `ptxra occupancy`'s report (text and JSON);
//! * [`decimal`] — fast decimal numbers for the hot text paths (the listing, and the
//!   virtual-register names lowering gives).
//!
//! [`FunctionStats`]: crate::stats::FunctionStats

pub mod decimal;
pub mod json;
pub mod listing;
pub mod occupancy;
pub mod ptxas_v;
pub mod svg;
pub mod table;

pub use json::{render_json, InputError, InputReport, Outcome, Report};
pub use listing::{emit_listing, facts_block};
pub use ptxas_v::{format_v, FunctionFacts, ModuleFacts, RegLimit, VOptions};
pub use svg::{occupancy_svg, pressure_svg};
