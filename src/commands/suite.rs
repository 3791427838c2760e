//! `ptxra suite`: a register/spill/occupancy regression gate over a kernel suite, for CI.
//!
//! A suite is a directory (every `.ptx`, `.ll` and `.bc` below it, at the command's options)
//! or a manifest: a text file with one input per line, optionally followed by the options
//! that input is compiled with, paths relative to the manifest:
//!
//! ```text
//! # kernels.suite
//! ptx/gemm.ptx
//! ptx/gemm.ptx   --maxrregcount 64
//! ll/softmax.ll  --arch sm_90 --knob RegAllocCoalescing=0
//! ```
//!
//! Every (input, options) pair is compiled in parallel; its functions become [`Record`]s
//! keyed by (input, options, function). [`diff`] compares them with a baseline file written
//! earlier by `--update`: more registers than the tolerance allows, more spill bytes, a
//! bigger stack frame, lower occupancy, a function that disappeared or an input that no
//! longer compiles are regressions; the opposite moves are improvements. Records are sorted,
//! so the baseline is byte-identical for the same results whatever the thread count.

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use std::collections::HashMap;

use crate::commands::inputs::{find_inputs, relative_label, Links};
use crate::driver::{self, Options};
use crate::target::Arch;

/// The baseline file's format version; bumped when [`Baseline`] changes incompatibly.
pub const BASELINE_FORMAT: u32 = 1;

/// Why a suite could not be loaded or compared.
#[derive(Debug, thiserror::Error)]
pub enum SuiteError {
    /// A file or directory could not be read.
    #[error("cannot read {path}: {message}")]
    Io {
        /// The path.
        path: String,
        /// The OS error.
        message: String,
    },
    /// A manifest line is malformed.
    #[error("{path}:{line}: {message}")]
    Manifest {
        /// The manifest.
        path: String,
        /// 1-based line.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// The baseline file is not one `suite --update` wrote.
    #[error("{path}: not a ptxra suite baseline: {message}")]
    Baseline {
        /// The baseline path.
        path: String,
        /// What is wrong.
        message: String,
    },
}

/// A loaded suite.
#[derive(Clone, Debug, Default)]
pub struct Suite {
    /// Its inputs, each with its options.
    pub entries: Vec<SuiteEntry>,
    /// Links to directories left out of a directory suite (see [`Links`]).
    pub skipped_links: Vec<PathBuf>,
}

/// One input of the suite with the options it is compiled with.
#[derive(Clone, Debug)]
pub struct SuiteEntry {
    /// Where the input is.
    pub path: PathBuf,
    /// The input as reports and the baseline name it: relative to the suite directory or
    /// the manifest's directory, `/`-separated.
    pub label: String,
    /// The options from the manifest line, as written (empty for directory suites).
    pub flags: String,
    /// The options it is compiled with.
    pub opts: Options,
}

/// Loads a suite: a directory or a manifest (see the module docs). `base` holds the options
/// every input starts from; manifest options override them. Below a directory, links to
/// directories are followed only with [`Links::Follow`]; every input gets its own label
/// ([`relative_label`]), and a manifest naming one input with the same options twice is an
/// error, since both lines would be one record of the baseline.
pub fn load_suite(spec: &Path, base: &Options, links: Links) -> Result<Suite, SuiteError> {
    if spec.is_dir() {
        let found = find_inputs(spec, &["ptx", "ll", "bc"], links).map_err(|e| SuiteError::Io {
            path: e.path.display().to_string(),
            message: e.source.to_string(),
        })?;
        let entries = found
            .files
            .into_iter()
            .map(|p| SuiteEntry {
                label: relative_label(&p, spec),
                path: p,
                flags: String::new(),
                opts: base.clone(),
            })
            .collect();
        return Ok(Suite {
            entries,
            skipped_links: found.skipped_links,
        });
    }
    let limit = base
        .max_input_bytes
        .unwrap_or(driver::DEFAULT_MAX_INPUT_BYTES);
    let text = read_text(spec, limit)?;
    let dir = spec.parent().unwrap_or(Path::new("."));
    let mut out = Vec::new();
    let mut first_line: HashMap<(String, String), usize> = HashMap::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |message: String| SuiteError::Manifest {
            path: spec.display().to_string(),
            line: i + 1,
            message,
        };
        let mut words = line.split_whitespace();
        let Some(file) = words.next() else { continue };
        let rest: Vec<&str> = words.collect();
        let opts = manifest_options(&rest, base).map_err(bad)?;
        let path = dir.join(file);
        if !path.is_file() {
            return Err(bad(format!("no such input: {}", path.display())));
        }
        let label = file.replace('\\', "/");
        let flags = rest.join(" ");
        if let Some(first) = first_line.insert((label.clone(), flags.clone()), i + 1) {
            return Err(bad(format!(
                "repeats line {first} (the same input with the same options)"
            )));
        }
        out.push(SuiteEntry {
            label,
            path,
            flags,
            opts,
        });
    }
    Ok(Suite {
        entries: out,
        skipped_links: Vec::new(),
    })
}

/// A text file of at most `limit` bytes (a manifest or a baseline).
fn read_text(path: &Path, limit: u64) -> Result<String, SuiteError> {
    let io = |message: String| SuiteError::Io {
        path: path.display().to_string(),
        message,
    };
    let bytes = driver::read_bounded(path, limit).map_err(|e| match e {
        driver::DriverError::Read { message, .. } => io(message),
        other => io(other.to_string()),
    })?;
    String::from_utf8(bytes).map_err(|e| io(e.to_string()))
}

/// Applies a manifest line's options to `base`.
fn manifest_options(words: &[&str], base: &Options) -> Result<Options, String> {
    let mut o = base.clone();
    let mut it = words.iter();
    while let Some(w) = it.next() {
        let (key, inline) = match w.split_once('=') {
            Some((k, v)) if k.starts_with("--") && k != "--knob" => (k, Some(v)),
            _ => (*w, None),
        };
        let mut value = || {
            inline
                .map(str::to_string)
                .or_else(|| it.next().map(|s| s.to_string()))
                .ok_or_else(|| format!("`{key}` needs a value"))
        };
        match key {
            "--arch" => o.arch = Some(Arch::parse(&value()?).map_err(|e| e.to_string())?),
            "--maxrregcount" => {
                let v = value()?;
                o.maxrregcount = Some(v.parse().map_err(|_| format!("bad --maxrregcount `{v}`"))?);
            }
            "--block-size" => {
                let v = value()?;
                o.block_size = Some(v.parse().map_err(|_| format!("bad --block-size `{v}`"))?);
            }
            "--knob" => o.knobs.set(&value()?).map_err(|e| e.to_string())?,
            k if k == "-O" || k == "--opt-level" || (k.len() == 3 && k.starts_with("-O")) => {
                let v = if k.len() == 3 { k[2..].to_string() } else { value()? };
                o.opt_level = Some(
                    v.parse()
                        .ok()
                        .filter(|l| *l <= 3)
                        .ok_or_else(|| format!("bad -O level `{v}` (0 to 3)"))?,
                );
            }
            other => {
                return Err(format!(
                    "unknown option `{other}` (a manifest line takes --arch, --maxrregcount, --block-size, --knob, -O)"
                ))
            }
        }
    }
    Ok(o)
}

/// One function's numbers (or one input's error) in a suite run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The input's label.
    pub input: String,
    /// The options from the manifest line.
    pub flags: String,
    /// Function name; empty for an input that failed to compile.
    pub function: String,
    /// "Used N registers".
    pub registers: u32,
    /// Spill store bytes.
    pub spill_stores: u32,
    /// Spill load bytes.
    pub spill_loads: u32,
    /// Stack frame bytes.
    pub stack_frame: u32,
    /// Occupancy at the kernel's block size (entries only).
    pub occupancy: Option<f64>,
    /// Why the input failed (only on error records).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// Whether the error is a ptxra bug (exit status 4): `--update` refuses to record one
    /// as the accepted state. Not stored in the baseline.
    #[serde(skip)]
    pub internal: bool,
}

impl Record {
    fn key(&self) -> (&str, &str, &str) {
        (&self.input, &self.flags, &self.function)
    }
}

/// A baseline file: what the suite gave when it was last accepted.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Baseline {
    /// `"ptxra"`.
    pub tool: String,
    /// The ptxra version that wrote it (informative).
    pub version: String,
    /// [`BASELINE_FORMAT`].
    pub format: u32,
    /// Sorted by input, flags, then PTX order of functions.
    pub records: Vec<Record>,
}

impl Baseline {
    /// A baseline holding `records`, stamped with this build.
    pub fn new(records: Vec<Record>) -> Baseline {
        Baseline {
            tool: "ptxra".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            format: BASELINE_FORMAT,
            records,
        }
    }

    /// Reads a baseline written by [`Baseline::render`], refusing a file over `limit` bytes.
    pub fn load(path: &Path, limit: u64) -> Result<Baseline, SuiteError> {
        let text = read_text(path, limit)?;
        let b: Baseline = serde_json::from_str(&text).map_err(|e| SuiteError::Baseline {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
        if b.tool != "ptxra" || b.format != BASELINE_FORMAT {
            return Err(SuiteError::Baseline {
                path: path.display().to_string(),
                message: format!(
                    "tool `{}` format {} (this ptxra reads format {BASELINE_FORMAT}; rewrite it with --update)",
                    b.tool, b.format
                ),
            });
        }
        Ok(b)
    }

    /// Pretty JSON with a trailing newline (stable: diffs cleanly under version control).
    pub fn render(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }
}

/// Compiles every entry in parallel and returns the records in a deterministic order.
/// `tick` is called once per finished entry (for a progress bar).
pub fn run_suite(entries: &[SuiteEntry], tick: &(dyn Fn() + Sync)) -> Vec<Record> {
    let mut per_entry: Vec<Vec<Record>> = entries
        .par_iter()
        .map(|e| {
            let r = run_entry(e);
            tick();
            r
        })
        .collect();
    let mut order: Vec<usize> = (0..entries.len()).collect();
    order.sort_by(|&a, &b| {
        (&entries[a].label, &entries[a].flags).cmp(&(&entries[b].label, &entries[b].flags))
    });
    order
        .into_iter()
        .flat_map(|i| std::mem::take(&mut per_entry[i]))
        .collect()
}

fn run_entry(e: &SuiteEntry) -> Vec<Record> {
    let base = Record {
        input: e.label.clone(),
        flags: e.flags.clone(),
        function: String::new(),
        registers: 0,
        spill_stores: 0,
        spill_loads: 0,
        stack_frame: 0,
        occupancy: None,
        error: None,
        internal: false,
    };
    match driver::compile_path(&e.path, &e.opts) {
        Ok(r) => r
            .functions
            .iter()
            .map(|f| {
                let s = &f.stats;
                Record {
                    function: s.name.clone(),
                    registers: s.registers,
                    spill_stores: s.spill_stores,
                    spill_loads: s.spill_loads,
                    stack_frame: s.stack_frame,
                    occupancy: s.occupancy.as_ref().map(|o| o.occupancy),
                    ..base.clone()
                }
            })
            .collect(),
        Err(err) => vec![Record {
            error: Some(err.to_string()),
            internal: err.exit_code() == 4,
            ..base
        }],
    }
}

/// Which way a change goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// Worse than the baseline: fails the gate.
    Regression,
    /// Better than the baseline.
    Improvement,
    /// Not in the baseline (a new input or function): reported, never fails the gate.
    New,
}

/// One difference between a run and the baseline.
#[derive(Clone, Debug, Serialize)]
pub struct Change {
    /// Regression, improvement or new.
    pub direction: Direction,
    /// The input's label.
    pub input: String,
    /// Its manifest options.
    pub flags: String,
    /// The function (empty for input-level changes).
    pub function: String,
    /// What changed, e.g. `registers 32 -> 40 (+8)`.
    pub message: String,
}

/// How many of `changes` go in direction `d`.
pub fn count(changes: &[Change], d: Direction) -> usize {
    changes.iter().filter(|c| c.direction == d).count()
}

/// The comparison for people: one line per change, then the totals (`inputs` compiled,
/// `functions` among them that compiled).
pub fn render_text(changes: &[Change], inputs: usize, functions: usize) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    for c in changes {
        let what = match c.direction {
            Direction::Regression => "REGRESSION",
            Direction::Improvement => "improved",
            Direction::New => "new",
        };
        let flags = if c.flags.is_empty() {
            String::new()
        } else {
            format!(" [{}]", c.flags)
        };
        let func = if c.function.is_empty() {
            String::new()
        } else {
            format!(" {}", c.function)
        };
        let _ = writeln!(out, "{what:<10} {}{flags}{func}: {}", c.input, c.message);
    }
    let _ = writeln!(
        out,
        "ptxra suite: {inputs} inputs, {functions} functions: {} regression(s), {} improvement(s), {} new",
        count(changes, Direction::Regression),
        count(changes, Direction::Improvement),
        count(changes, Direction::New)
    );
    out
}

/// The comparison as JSON (`ptxra suite --json`): the totals and every change.
pub fn render_json(changes: &[Change], inputs: usize, functions: usize) -> serde_json::Value {
    serde_json::json!({
        "tool": "ptxra", "version": env!("CARGO_PKG_VERSION"),
        "inputs": inputs, "functions": functions,
        "regressions": count(changes, Direction::Regression),
        "improvements": count(changes, Direction::Improvement),
        "new": count(changes, Direction::New),
        "changes": changes,
    })
}

/// How much worse is still accepted.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tolerance {
    /// Registers a function may grow by without failing.
    pub registers: u32,
}

/// The changes from `baseline` to `current`, in record order.
pub fn diff(baseline: &[Record], current: &[Record], tol: Tolerance) -> Vec<Change> {
    let old: HashMap<(&str, &str, &str), &Record> = baseline.iter().map(|r| (r.key(), r)).collect();
    let new: HashMap<(&str, &str, &str), &Record> = current.iter().map(|r| (r.key(), r)).collect();
    let mut out = Vec::new();
    let change = |d: Direction, r: &Record, message: String| Change {
        direction: d,
        input: r.input.clone(),
        flags: r.flags.clone(),
        function: r.function.clone(),
        message,
    };
    for r in current {
        let Some(o) = old.get(&r.key()) else {
            match &r.error {
                // An input that failed now but had functions before.
                Some(e)
                    if baseline
                        .iter()
                        .any(|b| b.input == r.input && b.flags == r.flags) =>
                {
                    out.push(change(
                        Direction::Regression,
                        r,
                        format!("no longer compiles: {e}"),
                    ))
                }
                Some(e) => out.push(change(Direction::New, r, format!("new input, fails: {e}"))),
                None => out.push(change(Direction::New, r, "new function".into())),
            }
            continue;
        };
        for (field, before, after, worse_if_higher, slack) in [
            ("registers", o.registers, r.registers, true, tol.registers),
            ("spill stores", o.spill_stores, r.spill_stores, true, 0),
            ("spill loads", o.spill_loads, r.spill_loads, true, 0),
            ("stack frame", o.stack_frame, r.stack_frame, true, 0),
        ] {
            if before == after {
                continue;
            }
            let delta = i64::from(after) - i64::from(before);
            let worse = (delta > 0) == worse_if_higher;
            let dir = if !worse {
                Direction::Improvement
            } else if delta.unsigned_abs() > u64::from(slack) {
                Direction::Regression
            } else {
                continue;
            };
            out.push(change(
                dir,
                r,
                format!("{field} {before} -> {after} ({delta:+})"),
            ));
        }
        if let (Some(a), Some(b)) = (o.occupancy, r.occupancy) {
            if (a - b).abs() > 1e-9 {
                let dir = if b < a {
                    Direction::Regression
                } else {
                    Direction::Improvement
                };
                out.push(change(
                    dir,
                    r,
                    format!("occupancy {:.1}% -> {:.1}%", a * 100.0, b * 100.0),
                ));
            }
        }
    }
    for o in baseline {
        if new.contains_key(&o.key()) {
            continue;
        }
        let input_failed = current
            .iter()
            .any(|r| r.input == o.input && r.flags == o.flags && r.error.is_some());
        let input_gone = !current
            .iter()
            .any(|r| r.input == o.input && r.flags == o.flags);
        let message = if input_gone {
            "input no longer in the suite".to_string()
        } else if input_failed {
            // Reported once, at the input's error record.
            continue;
        } else if o.error.is_some() {
            "compiles again".to_string()
        } else {
            "function no longer reported".to_string()
        };
        let dir = if o.error.is_some() {
            Direction::Improvement
        } else {
            Direction::Regression
        };
        out.push(change(dir, o, message));
    }
    out
}

/// JUnit XML for CI systems: one test case per (input, options, function), failing where a
/// regression was found.
pub fn junit(current: &[Record], changes: &[Change]) -> String {
    use std::fmt::Write;
    let failing = |r: &Record| -> Vec<&Change> {
        changes
            .iter()
            .filter(|c| {
                c.direction == Direction::Regression
                    && c.input == r.input
                    && c.flags == r.flags
                    && c.function == r.function
            })
            .collect()
    };
    // Regressions of functions that vanished have no current record: report them too.
    let vanished: Vec<&Change> = changes
        .iter()
        .filter(|c| {
            c.direction == Direction::Regression
                && !current
                    .iter()
                    .any(|r| r.input == c.input && r.flags == c.flags && r.function == c.function)
        })
        .collect();
    let failures = current.iter().filter(|r| !failing(r).is_empty()).count() + vanished.len();
    let mut s = String::new();
    let _ = writeln!(s, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        s,
        r#"<testsuites name="ptxra suite" tests="{}" failures="{failures}">"#,
        current.len() + vanished.len()
    );
    let _ = writeln!(
        s,
        r#"  <testsuite name="ptxra suite" tests="{}" failures="{failures}">"#,
        current.len() + vanished.len()
    );
    let case = |s: &mut String, input: &str, flags: &str, function: &str, fails: &[&Change]| {
        let name = match (function.is_empty(), flags.is_empty()) {
            (true, true) => "(input)".to_string(),
            (true, false) => format!("(input) [{flags}]"),
            (false, true) => function.to_string(),
            (false, false) => format!("{function} [{flags}]"),
        };
        let _ = write!(
            s,
            r#"    <testcase classname="{}" name="{}""#,
            xml_escape(input),
            xml_escape(&name)
        );
        if fails.is_empty() {
            let _ = writeln!(s, "/>");
            return;
        }
        let _ = writeln!(s, ">");
        let msg: Vec<&str> = fails.iter().map(|c| c.message.as_str()).collect();
        let _ = writeln!(
            s,
            r#"      <failure message="{}" type="regression">{}</failure>"#,
            xml_escape(&msg.join("; ")),
            xml_escape(&msg.join("\n"))
        );
        let _ = writeln!(s, "    </testcase>");
    };
    for r in current {
        case(&mut s, &r.input, &r.flags, &r.function, &failing(r));
    }
    for c in vanished {
        case(&mut s, &c.input, &c.flags, &c.function, &[c]);
    }
    let _ = writeln!(s, "  </testsuite>");
    let _ = writeln!(s, "</testsuites>");
    s
}

fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(input: &str, function: &str, registers: u32, spill: u32, occ: f64) -> Record {
        Record {
            input: input.into(),
            flags: String::new(),
            function: function.into(),
            registers,
            spill_stores: spill,
            spill_loads: spill,
            stack_frame: spill,
            occupancy: Some(occ),
            error: None,
            internal: false,
        }
    }

    #[test]
    fn worse_numbers_are_regressions_and_better_ones_improvements() {
        let old = vec![
            rec("a.ptx", "k", 32, 0, 1.0),
            rec("b.ptx", "j", 40, 8, 0.75),
        ];
        let new = vec![
            rec("a.ptx", "k", 40, 0, 0.75),
            rec("b.ptx", "j", 38, 0, 0.75),
        ];
        let d = diff(&old, &new, Tolerance::default());
        let regressions: Vec<&str> = d
            .iter()
            .filter(|c| c.direction == Direction::Regression)
            .map(|c| c.message.as_str())
            .collect();
        assert_eq!(
            regressions,
            ["registers 32 -> 40 (+8)", "occupancy 100.0% -> 75.0%"]
        );
        assert_eq!(
            d.iter()
                .filter(|c| c.direction == Direction::Improvement)
                .count(),
            4
        );
    }

    #[test]
    fn the_tolerance_absorbs_small_register_growth_only() {
        let old = vec![rec("a.ptx", "k", 32, 0, 1.0)];
        let new = vec![rec("a.ptx", "k", 34, 4, 1.0)];
        let d = diff(&old, &new, Tolerance { registers: 2 });
        assert!(d.iter().all(|c| !c.message.starts_with("registers")));
        assert!(
            d.iter()
                .any(|c| c.direction == Direction::Regression
                    && c.message.starts_with("spill stores"))
        );
    }

    #[test]
    fn vanished_functions_and_failing_inputs_regress() {
        let old = vec![
            rec("a.ptx", "k", 32, 0, 1.0),
            rec("a.ptx", "k2", 32, 0, 1.0),
        ];
        let mut failed = rec("a.ptx", "", 0, 0, 1.0);
        failed.error = Some("boom".into());
        failed.occupancy = None;
        let d = diff(&old, &[failed.clone()], Tolerance::default());
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(d[0].direction, Direction::Regression);
        assert!(d[0].message.contains("no longer compiles"));
        let d = diff(&old, &old[..1], Tolerance::default());
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].function, "k2");
        assert_eq!(d[0].direction, Direction::Regression);
        // Failing before and compiling now is an improvement; new functions are only new.
        let d = diff(&[failed], &old, Tolerance::default());
        assert!(d.iter().any(|c| c.direction == Direction::Improvement));
        assert!(d.iter().all(|c| c.direction != Direction::Regression));
    }

    #[test]
    fn junit_names_the_regressed_function() {
        let old = vec![rec("a.ptx", "k", 32, 0, 1.0), rec("a.ptx", "ok", 8, 0, 1.0)];
        let new = vec![rec("a.ptx", "k", 48, 0, 1.0), rec("a.ptx", "ok", 8, 0, 1.0)];
        let d = diff(&old, &new, Tolerance::default());
        let x = junit(&new, &d);
        assert!(x.contains(r#"failures="1""#), "{x}");
        assert!(
            x.contains(r#"<testcase classname="a.ptx" name="k">"#),
            "{x}"
        );
        assert!(x.contains("registers 32 -&gt; 48 (+16)"), "{x}");
        assert!(
            x.contains(r#"<testcase classname="a.ptx" name="ok"/>"#),
            "{x}"
        );
    }

    #[test]
    fn manifest_options_override_the_base() {
        let o = manifest_options(
            &["--maxrregcount", "32", "--arch=sm_90"],
            &Options::default(),
        )
        .unwrap_or_default();
        assert_eq!(o.maxrregcount, Some(32));
        assert_eq!(o.arch.map(|a| a.to_string()).as_deref(), Some("sm_90"));
        assert!(manifest_options(&["--bogus"], &Options::default()).is_err());
        assert!(manifest_options(&["--maxrregcount"], &Options::default()).is_err());
    }

    #[test]
    fn manifest_lines_take_an_optimisation_level() {
        let d = Options::default();
        for (words, level) in [
            (&["-O0"][..], 0),
            (&["-O", "1"][..], 1),
            (&["--opt-level=2"][..], 2),
        ] {
            let o = manifest_options(words, &d).unwrap_or_default();
            assert_eq!(o.opt_level, Some(level), "{words:?}");
        }
        assert!(manifest_options(&["-O7"], &d).is_err());
        assert!(manifest_options(&["-O"], &d).is_err());
    }
}
