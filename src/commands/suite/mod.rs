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
//! ptx/attn.ptx   fail-on=occupancy          # only losing occupancy fails this one
//! ptx/reduce.ptx tolerance=4                # registers may grow by 4
//! ```
//!
//! Every (input, options) pair is compiled in parallel; its functions become [`Record`]s
//! keyed by (input, options, function). [`diff`] (the `gate` module) compares them with a
//! baseline file written earlier by `--update`: more registers than the tolerance allows,
//! more spill bytes, a bigger stack frame, lower occupancy, a function that disappeared or
//! an input that no longer compiles are regressions when the entry's [`Policy`] gates on
//! them; the opposite moves are improvements. Records are sorted, so the baseline is
//! byte-identical for the same results whatever the thread count. The `report` module prints
//! the verdict ([`render_text`], [`render_markdown`], [`junit`]).

mod gate;
mod report;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

pub use gate::{count, diff, Amount, Before, Change, Direction, FailOn, Metric, Policy};
pub use report::{junit, render_json, render_markdown, render_text, Totals};

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
    /// What fails the gate for it.
    pub policy: Policy,
}

/// Loads a suite: a directory or a manifest (see the module docs). `base` holds the options and
/// `policy` the gate policy every input starts from; a manifest line overrides them. Below a
/// directory, links to directories are followed only with [`Links::Follow`]; every input gets
/// its own label ([`relative_label`]), and a manifest naming one input with the same options
/// twice is an error, since both lines would be one record of the baseline.
pub fn load_suite(
    spec: &Path,
    base: &Options,
    policy: Policy,
    links: Links,
) -> Result<Suite, SuiteError> {
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
                policy,
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
        let (policy_words, rest): (Vec<&str>, Vec<&str>) =
            words.partition(|w| w.starts_with("tolerance=") || w.starts_with("fail-on="));
        let policy = manifest_policy(&policy_words, policy).map_err(bad)?;
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
            policy,
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

/// Applies a manifest line's `tolerance=N` and `fail-on=LIST` to `base`. They are not part
/// of the line's options: changing the policy does not make the line a different record.
fn manifest_policy(words: &[&str], base: Policy) -> Result<Policy, String> {
    let mut p = base;
    for w in words {
        match w.split_once('=') {
            Some(("tolerance", v)) => {
                p.tolerance = v.parse().map_err(|_| format!("bad tolerance `{v}`"))?;
            }
            Some(("fail-on", v)) => p.fail_on = FailOn::parse(v)?,
            _ => unreachable!("only policy words are passed"),
        }
    }
    Ok(p)
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
                    "unknown option `{other}` (a manifest line takes --arch, --maxrregcount, --block-size, --knob, -O, tolerance=N, fail-on=LIST)"
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
    /// The entry's gate policy (not stored in the baseline: the manifest holds it).
    #[serde(skip)]
    pub policy: Policy,
    /// Where the input is, as the suite was given (not stored).
    #[serde(skip)]
    pub path: String,
    /// The architecture it was compiled for (not stored).
    #[serde(skip)]
    pub arch: String,
    /// CPU seconds of scheduling and allocation; for a failed input, of the attempt (not
    /// stored).
    #[serde(skip)]
    pub seconds: f64,
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
    /// The ptxas release ptxra modelled (informative; empty in baselines written before
    /// it was recorded).
    #[serde(default)]
    pub models_ptxas: String,
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
            models_ptxas: crate::target::PTXAS_VERSION.into(),
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
        policy: e.policy,
        path: e.path.display().to_string(),
        arch: e.opts.arch.map(|a| a.to_string()).unwrap_or_default(),
        seconds: 0.0,
    };
    let start = Instant::now();
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
                    arch: r.arch.to_string(),
                    seconds: f.alloc_time.as_secs_f64(),
                    ..base.clone()
                }
            })
            .collect(),
        Err(err) => vec![Record {
            error: Some(err.to_string()),
            internal: err.exit_code() == 4,
            seconds: start.elapsed().as_secs_f64(),
            ..base
        }],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A function record for the gate's tests.
    pub(super) fn rec(input: &str, function: &str, registers: u32, spill: u32, occ: f64) -> Record {
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
            policy: Policy::default(),
            path: input.into(),
            arch: "sm_80".into(),
            seconds: 0.001,
        }
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

    #[test]
    fn manifest_policy_words_override_the_command_line() {
        let base = Policy {
            tolerance: 1,
            fail_on: FailOn::ALL,
        };
        let p = manifest_policy(&["tolerance=4", "fail-on=occupancy,spills"], base);
        assert_eq!(
            p,
            Ok(Policy {
                tolerance: 4,
                fail_on: FailOn {
                    registers: false,
                    occupancy: true,
                    spills: true,
                    stack: false
                }
            })
        );
        assert!(manifest_policy(&["tolerance=lots"], base).is_err());
        assert!(manifest_policy(&["fail-on=speed"], base).is_err());
    }
}
