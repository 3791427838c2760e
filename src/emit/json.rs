//! The `ptxra stats --json` report (docs/design.md, "Outputs"). The shape is a contract with
//! scripts and CI checks, so it is spelled out as serde structs here and checked key by key in
//! tests; every function entry is a [`FunctionStats`] serialised as is.

use serde::Serialize;

use crate::stats::FunctionStats;

/// The whole report: `{"tool": "ptxra", "version": …, "models_ptxas": …, "inputs": [...]}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// Always `"ptxra"`, so consumers can tell our report from others.
    pub tool: &'static str,
    /// The ptxra version that produced the numbers.
    pub version: &'static str,
    /// The ptxas release whose behaviour those numbers model ([`crate::target::PTXAS_VERSION`]).
    pub models_ptxas: &'static str,
    /// One entry per input file, in command-line order.
    pub inputs: Vec<InputReport>,
}

impl Report {
    /// A report for `inputs`, stamped with this build's tool name and version.
    pub fn new(inputs: Vec<InputReport>) -> Report {
        Report {
            tool: "ptxra",
            version: env!("CARGO_PKG_VERSION"),
            models_ptxas: crate::target::PTXAS_VERSION,
            inputs,
        }
    }
}

/// What happened to one input file.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct InputReport {
    /// The path as given on the command line.
    pub path: String,
    /// The architecture compiled for (`sm_80`); `null` when the input failed before one was
    /// known.
    pub arch: Option<String>,
    /// `--maxrregcount` as given, `null` when absent.
    pub maxrregcount: Option<u32>,
    /// The allocator strategy (`fatpoint`, `briggs`, `greedy`).
    pub allocator: String,
    /// `"functions": [...]` on success, `"error": {...}` on failure (never both).
    #[serde(flatten)]
    pub outcome: Outcome,
}

/// The result part of an [`InputReport`]; serialised as a single `functions` or `error` key
/// so a failed input has no `functions` array to misread.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Outcome {
    /// Statistics of every function, in PTX order.
    #[serde(rename = "functions")]
    Functions(Vec<FunctionStats>),
    /// Why the input could not be processed.
    #[serde(rename = "error")]
    Error(InputError),
}

/// A located error for one input (`line`/`col` are 1-based, `null` when not tied to a
/// place in the source).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InputError {
    /// Human-readable message.
    pub message: String,
    /// Source line.
    pub line: Option<u32>,
    /// Source column.
    pub col: Option<u32>,
}

/// Renders the report as pretty-printed JSON with a trailing newline. Field order is the
/// struct order, so the output is deterministic and diffs cleanly.
pub fn render_json(report: &Report) -> String {
    match serde_json::to_string_pretty(report) {
        Ok(mut s) => {
            s.push('\n');
            s
        }
        // Only non-string map keys or failing Serialize impls can fail; none exist here.
        Err(e) => format!(
            "{{\"tool\": \"ptxra\", \"internal_error\": {:?}}}\n",
            e.to_string()
        ),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::Value;

    use super::*;
    use crate::ir::FunctionKind;
    use crate::target::{occupancy, Arch, OccupancyInput};

    fn saxpy() -> FunctionStats {
        let info = Arch::parse("sm_80").unwrap().info();
        FunctionStats {
            name: "saxpy".into(),
            kind: FunctionKind::Entry,
            registers: 10,
            uniform_registers: 2,
            predicates: 1,
            barriers: 0,
            stack_frame: 0,
            spill_stores: 0,
            spill_loads: 0,
            smem_spill_bytes: 0,
            remat_count: 0,
            instructions: 14,
            max_live: 8,
            register_target: 32,
            cmem0: 372,
            smem: 0,
            occupancy: Some(occupancy(info, &OccupancyInput::new(10, 256)).unwrap()),
            verified: true,
        }
    }

    fn keys(v: &Value) -> Vec<&str> {
        v.as_object().unwrap().keys().map(String::as_str).collect()
    }

    /// The keys, their order and their types are exactly those of docs/design.md ("Outputs").
    #[test]
    fn shape_matches_the_contract() {
        let helper = FunctionStats {
            name: "helper".into(),
            kind: FunctionKind::Func,
            occupancy: None,
            ..saxpy()
        };
        let report = Report::new(vec![
            InputReport {
                path: "k.ptx".into(),
                arch: Some("sm_80".into()),
                maxrregcount: None,
                allocator: "fatpoint".into(),
                outcome: Outcome::Functions(vec![saxpy(), helper]),
            },
            InputReport {
                path: "bad.ptx".into(),
                arch: None,
                maxrregcount: Some(32),
                allocator: "fatpoint".into(),
                outcome: Outcome::Error(InputError {
                    message: "unknown instruction `frob`".into(),
                    line: Some(12),
                    col: Some(3),
                }),
            },
        ]);
        let text = render_json(&report);
        assert!(text.ends_with("}\n"));
        assert_eq!(text, render_json(&report), "deterministic");
        let v: Value = serde_json::from_str(&text).unwrap();
        // serde_json's map sorts keys; compare them as sets and check the order in the text.
        let mut k = keys(&v);
        k.sort_unstable();
        assert_eq!(k, ["inputs", "models_ptxas", "tool", "version"]);
        assert!(
            text.find("\"tool\"") < text.find("\"version\"")
                && text.find("\"version\"") < text.find("\"models_ptxas\"")
                && text.find("\"models_ptxas\"") < text.find("\"inputs\"")
        );
        assert_eq!(v["tool"], "ptxra");
        assert_eq!(v["version"], env!("CARGO_PKG_VERSION"));
        assert_eq!(v["models_ptxas"], "13.5.37");

        let ok = &v["inputs"][0];
        let mut k = keys(ok);
        k.sort_unstable();
        assert_eq!(
            k,
            ["allocator", "arch", "functions", "maxrregcount", "path"]
        );
        assert_eq!(ok["maxrregcount"], Value::Null);
        let f = &ok["functions"][0];
        let mut k = keys(f);
        k.sort_unstable();
        let mut want = vec![
            "name",
            "kind",
            "registers",
            "uniform_registers",
            "predicates",
            "barriers",
            "stack_frame",
            "spill_stores",
            "spill_loads",
            "smem_spill_bytes",
            "remat_count",
            "instructions",
            "max_live",
            "register_target",
            "cmem0",
            "smem",
            "occupancy",
            "verified",
        ];
        let in_text: Vec<usize> = want
            .iter()
            .map(|key| text.find(&format!("\"{key}\"")).unwrap())
            .collect();
        assert!(in_text.windows(2).all(|w| w[0] < w[1]), "§4 key order");
        want.sort_unstable();
        assert_eq!(k, want);
        assert_eq!(f["kind"], "entry");
        assert_eq!(f["registers"], 10);
        let occ = &f["occupancy"];
        let mut k = keys(occ);
        k.sort_unstable();
        assert_eq!(
            k,
            [
                "active_blocks",
                "active_warps",
                "block_size",
                "limiter",
                "occupancy"
            ]
        );
        assert_eq!(occ["block_size"], 256);
        assert_eq!(occ["occupancy"], 1.0);
        assert_eq!(occ["limiter"], "warps");
        assert_eq!(ok["functions"][1]["kind"], "func");
        assert_eq!(ok["functions"][1]["occupancy"], Value::Null);

        let bad = &v["inputs"][1];
        let mut k = keys(bad);
        k.sort_unstable();
        assert_eq!(k, ["allocator", "arch", "error", "maxrregcount", "path"]);
        assert_eq!(bad["error"]["message"], "unknown instruction `frob`");
        assert_eq!(bad["error"]["line"], 12);
        assert_eq!(bad["error"]["col"], 3);
    }
}
