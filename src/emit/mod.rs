//! Output formats, all rendered from the same plain data ([`FunctionStats`] plus the
//! allocated machine IR) so they cannot disagree:
//!
//! * [`listing`] — the SASS-like listing with a per-function facts block (docs/design.md,
//!   "Outputs");
//! * [`ptxas_v`] — the `ptxas -v` lines, byte for byte in ptxas's format (docs/design.md,
//!   "Outputs");
//! * [`json`] — the `stats --json` report (docs/design.md, "Outputs");
//! * [`ptxas_facts`] — what the `-v` lines need from a compiled module beyond statistics;
//! * [`svg`] — register-pressure and occupancy charts as self-contained SVG, and [`plots`]
//!   — those charts for every function of a compiled module, as files;
//! * [`table`] — the `stats` table and the `--time-passes` lines, for people;
//! * [`occupancy`] — `ptxra occupancy`'s report (text and JSON);
//! * [`files`] — report files replaced atomically, and the lock `suite --update` takes.
//!
//! [`FunctionStats`]: crate::stats::FunctionStats

pub mod files;
pub mod json;
pub mod listing;
pub mod occupancy;
pub mod plots;
pub mod ptxas_facts;
pub mod ptxas_v;
pub mod svg;
pub mod table;

pub use json::{render_json, InputError, InputReport, Outcome, Report};
pub use listing::{emit_listing, facts_block, listed_blocks, ListedBlock, ListedLine};
pub use ptxas_v::{format_v, FunctionFacts, ModuleFacts, RegLimit, VOptions};
pub use svg::{occupancy_svg, pressure_svg};
