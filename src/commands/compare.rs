//! `ptxra compare`: the real ptxas and ptxra on the same inputs with the same flags, side by
//! side per function, with the fidelity summary docs/design.md defines in "Outputs" (exact %,
//! within ±2 %, MAE, occupancy agreement, spill agreement).
//!
//! ```text
//! input ─► driver::read_input ─► PTX ─┬─► driver::compile_ptx ─► ptxra's stats ───┐
//!                                     └─► ptxas -v -arch=… (subprocess) ─► parse ──┴─► rows ─► summary
//! ```
//!
//! ptxas is found by [`find_ptxas`]: an explicit path, `$PTXRA_PTXAS`, `ptxas` on `PATH`, or
//! the project's tools directory (`.tools/cuda/nvidia/cu13/bin/ptxas`, where
//! `scripts/setup.sh` installs it) under the working directory or the executable's checkout.
//! ptxas's occupancy is computed with ptxra's own calculator (which matches NVIDIA's
//! `cuda_occupancy.h`) from ptxas's register count and shared memory, at the block size
//! ptxra uses for the kernel, so the two occupancy columns differ only through the numbers.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use rayon::prelude::*;
use serde::Serialize;

use crate::commands::code::{self, Code, CodeMetrics, CodeSummary};
use crate::driver::{self, Options};
use crate::emit::table::{column_width, display_name};
use crate::ir::FunctionKind;
use crate::sass::run_tool::{output_within, RunError, DEFAULT_TIMEOUT};
use crate::sass::{self, parse_listing};
use crate::stats::FunctionStats;
use crate::target::occupancy::{self, OccupancyInput};
use crate::target::Arch;

/// Why a comparison could not run at all (per-input failures are rows, not errors).
#[derive(Debug, thiserror::Error)]
pub enum CompareError {
    /// No ptxas binary was found.
    #[error("ptxas not found: pass --ptxas PATH, set PTXRA_PTXAS, put ptxas on PATH, or run scripts/setup.sh (it installs NVIDIA's ptxas from PyPI into .tools/cuda)")]
    PtxasNotFound,
    /// The given ptxas could not be run.
    #[error("cannot run {path}: {message}")]
    PtxasUnusable {
        /// The binary tried.
        path: String,
        /// What went wrong.
        message: String,
    },
}

/// One function as `ptxas -v` reports it. `registers` is `None` for device functions ptxas
/// inlined everywhere (it prints their properties but no "Used N registers" line).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PtxasFunction {
    /// Function name as in the PTX.
    pub name: String,
    /// `entry` or `func`.
    pub kind: FunctionKind,
    /// "Used N registers".
    pub registers: Option<u32>,
    /// "used N barriers".
    pub barriers: u32,
    /// "N bytes stack frame".
    pub stack_frame: u32,
    /// "N bytes spill stores".
    pub spill_stores: u32,
    /// "N bytes spill loads".
    pub spill_loads: u32,
    /// "N bytes smem" (0 when absent).
    pub smem: u32,
}

impl PtxasFunction {
    /// A device function with nothing reported yet.
    fn named(name: &str) -> PtxasFunction {
        PtxasFunction {
            name: name.to_string(),
            kind: FunctionKind::Func,
            registers: None,
            barriers: 0,
            stack_frame: 0,
            spill_stores: 0,
            spill_loads: 0,
            smem: 0,
        }
    }
}

/// Parses `ptxas -v` output (stdout and stderr together) into its functions, in order of
/// appearance. Lines that are not about a function are ignored, so warnings and the timing
/// lines do not matter.
pub fn parse_ptxas_v(text: &str) -> Vec<PtxasFunction> {
    let mut out: Vec<PtxasFunction> = Vec::new();
    // The function the last "Compiling …" line named ("Used N registers" belongs to it) and
    // the one the last "Function properties for" line named (the stack/spill line does).
    let mut compiling: Option<usize> = None;
    let mut properties: Option<usize> = None;
    fn slot(out: &mut Vec<PtxasFunction>, name: &str) -> usize {
        match out.iter().position(|f| f.name == name) {
            Some(i) => i,
            None => {
                out.push(PtxasFunction::named(name));
                out.len() - 1
            }
        }
    }
    for line in text.lines() {
        if let Some(rest) = line.split("Compiling entry function '").nth(1) {
            if let Some(name) = rest.split('\'').next() {
                let i = slot(&mut out, name);
                out[i].kind = FunctionKind::Entry;
                compiling = Some(i);
            }
        } else if let Some(rest) = line.split("Compiling function '").nth(1) {
            if let Some(name) = rest.split('\'').next() {
                compiling = Some(slot(&mut out, name));
            }
        } else if let Some(rest) = line.split("Function properties for ").nth(1) {
            properties = Some(slot(&mut out, rest.trim()));
        } else if line.contains("bytes stack frame") {
            if let Some(i) = properties {
                out[i].stack_frame = number_before(line, " bytes stack frame").unwrap_or(0);
                out[i].spill_stores = number_before(line, " bytes spill stores").unwrap_or(0);
                out[i].spill_loads = number_before(line, " bytes spill loads").unwrap_or(0);
            }
        } else if line.contains("Used ") && line.contains(" registers") {
            if let Some(i) = compiling {
                out[i].registers = number_after(line, "Used ");
                out[i].barriers = number_after(line, "used ").unwrap_or(0);
                out[i].smem = number_before(line, " bytes smem").unwrap_or(0);
            }
        }
    }
    out
}

/// The decimal number that ends right before `marker` in `line`.
fn number_before(line: &str, marker: &str) -> Option<u32> {
    let end = line.find(marker)?;
    let head = &line[..end];
    let start = head
        .rfind(|c: char| !c.is_ascii_digit())
        .map_or(0, |i| i + 1);
    head[start..].parse().ok()
}

/// The decimal number that starts right after `marker` in `line`.
fn number_after(line: &str, marker: &str) -> Option<u32> {
    let start = line.find(marker)? + marker.len();
    let tail = &line[start..];
    let end = tail
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(tail.len());
    tail[..end].parse().ok()
}

/// Locates ptxas: `explicit`, else `$PTXRA_PTXAS`, else `ptxas` on `PATH`, else the
/// project's tools directory below the working directory or above the running executable
/// (a checkout's `target/release/ptxra` finds the checkout's `.tools`).
pub fn find_ptxas(explicit: Option<&Path>) -> Result<PathBuf, CompareError> {
    if let Some(p) = explicit {
        return Ok(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os("PTXRA_PTXAS") {
        return Ok(PathBuf::from(p));
    }
    if let Some(paths) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&paths) {
            let p = dir.join("ptxas");
            // A link named `ptxas` to ptxra itself (the drop-in) is not the reference.
            if p.is_file() && !is_ourselves(&p) {
                return Ok(p);
            }
        }
    }
    let tools = Path::new(".tools/cuda/nvidia/cu13/bin/ptxas");
    let mut roots: Vec<PathBuf> = std::env::current_dir().into_iter().collect();
    if let Ok(exe) = std::env::current_exe() {
        roots.extend(exe.ancestors().skip(1).map(Path::to_path_buf));
    }
    roots
        .iter()
        .map(|r| r.join(tools))
        .find(|p| p.is_file())
        .ok_or(CompareError::PtxasNotFound)
}

fn is_ourselves(p: &Path) -> bool {
    match (std::fs::canonicalize(p), std::env::current_exe()) {
        (Ok(a), Ok(b)) => std::fs::canonicalize(b).is_ok_and(|b| a == b),
        _ => false,
    }
}

/// The ptxas a comparison runs, and how long each run may take.
#[derive(Clone, Debug)]
pub struct Ptxas {
    /// The binary ([`find_ptxas`]).
    pub path: PathBuf,
    /// A run still going after this is stopped and counts as ptxas's failure.
    pub timeout: Duration,
}

impl Ptxas {
    /// `path` with the [`DEFAULT_TIMEOUT`].
    pub fn new(path: PathBuf) -> Ptxas {
        Ptxas {
            path,
            timeout: DEFAULT_TIMEOUT,
        }
    }
}

/// ptxas's version string (`13.5.37`), from `ptxas --version`.
pub fn ptxas_version(ptxas: &Ptxas) -> Result<String, CompareError> {
    let path = &ptxas.path;
    let out = output_within(Command::new(path).arg("--version"), ptxas.timeout).map_err(|e| {
        CompareError::PtxasUnusable {
            path: path.display().to_string(),
            message: e.to_string(),
        }
    })?;
    let text = String::from_utf8_lossy(&out.stdout);
    let version = text
        .split_whitespace()
        .find_map(|w| w.strip_prefix('V'))
        .filter(|v| v.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(|v| v.trim_end_matches(',').to_string());
    version.ok_or_else(|| CompareError::PtxasUnusable {
        path: path.display().to_string(),
        message: format!("unexpected --version output: {}", text.trim()),
    })
}

/// One function of one input, as both tools see it.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    /// The input as given.
    pub input: String,
    /// Function name.
    pub function: String,
    /// `entry` or `func`.
    pub kind: FunctionKind,
    /// What ptxas reported (`None` when ptxas did not report the function).
    pub ptxas: Option<PtxasFunction>,
    /// Occupancy for ptxas's numbers at [`Row::block_size`] (entries only).
    pub ptxas_occupancy: Option<f64>,
    /// What ptxra reported (`None` when ptxra did not report the function).
    pub ptxra: Option<FunctionStats>,
    /// Block size both occupancies are computed for.
    pub block_size: Option<u32>,
    /// The code of both tools measured (with `--code`, when both compiled the function).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<CodeMetrics>,
    /// Both listings, ptxas's then ptxra's (with [`CodeOptions::keep_listings`]).
    #[serde(skip)]
    pub listings: Option<Box<(Code, Code)>>,
}

impl Row {
    /// ptxra − ptxas registers, when both have a count.
    pub fn register_error(&self) -> Option<i64> {
        let s = self.ptxas.as_ref()?.registers?;
        let r = self.ptxra.as_ref()?.registers;
        Some(i64::from(r) - i64::from(s))
    }
}

/// An input neither tool could be compared on, with both tools' messages.
#[derive(Clone, Debug, Serialize)]
pub struct InputFailure {
    /// The input as given.
    pub input: String,
    /// ptxra's error, if it failed.
    pub ptxra: Option<String>,
    /// ptxas's error output, if it failed.
    pub ptxas: Option<String>,
}

/// The fidelity summary over the entry functions both tools counted (docs/design.md, "Outputs").
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Summary {
    /// Entry functions with a register count from both tools.
    pub functions: usize,
    /// % with the same register count.
    pub exact_pct: f64,
    /// % within 2 registers.
    pub within2_pct: f64,
    /// Mean absolute register error.
    pub mae: f64,
    /// % of entries with the same occupancy at their block size.
    pub occupancy_agree_pct: f64,
    /// % of functions (entries and device functions) agreeing on "spills or not".
    pub spill_agree_pct: f64,
    /// The code summary (with `--code`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<CodeSummary>,
}

/// Everything `compare` found.
#[derive(Clone, Debug, Serialize)]
pub struct Comparison {
    /// The ptxas binary used.
    pub ptxas: String,
    /// Its version.
    pub ptxas_version: String,
    /// One row per function, inputs in the order given, functions in ptxra's (PTX) order
    /// followed by any only ptxas reported.
    pub rows: Vec<Row>,
    /// Inputs that could not be compared.
    pub failures: Vec<InputFailure>,
    /// The fidelity numbers.
    pub summary: Summary,
}

/// What `compare --code` needs besides the comparison's own inputs.
#[derive(Clone, Debug)]
pub struct CodeOptions {
    /// nvdisasm, to read ptxas's cubin (found by the caller: [`sass::find_nvdisasm`]).
    pub nvdisasm: PathBuf,
    /// Keep both listings in each row ([`Row::listings`]), for `--side-by-side`.
    pub keep_listings: bool,
}

/// Runs ptxra and ptxas on every input (in parallel, results in input order) with the
/// budget and architecture of `opts`.
pub fn compare(
    inputs: &[PathBuf],
    opts: &Options,
    ptxas: &Ptxas,
) -> Result<Comparison, CompareError> {
    compare_with(inputs, opts, ptxas, None, &|| {})
}

/// [`compare`], and with `code` the code of both tools measured per function
/// ([`Row::code`]): ptxas's cubin is disassembled by nvdisasm. `tick` is called once per
/// finished input (for a progress bar).
pub fn compare_with(
    inputs: &[PathBuf],
    opts: &Options,
    ptxas: &Ptxas,
    code: Option<&CodeOptions>,
    tick: &(dyn Fn() + Sync),
) -> Result<Comparison, CompareError> {
    let version = ptxas_version(ptxas)?;
    let per_input: Vec<Result<Vec<Row>, InputFailure>> = inputs
        .par_iter()
        .map(|p| {
            let r = compare_one(p, opts, ptxas, code);
            tick();
            r
        })
        .collect();
    let mut rows = Vec::new();
    let mut failures = Vec::new();
    for r in per_input {
        match r {
            Ok(mut r) => rows.append(&mut r),
            Err(f) => failures.push(f),
        }
    }
    let summary = summarize(&rows);
    Ok(Comparison {
        ptxas: ptxas.path.display().to_string(),
        ptxas_version: version,
        rows,
        failures,
        summary,
    })
}

impl Comparison {
    /// Keeps only the rows of function `name` (and recomputes the summary); `false` when
    /// no row has it.
    pub fn only_function(&mut self, name: &str) -> bool {
        self.rows.retain(|r| r.function == name);
        self.summary = summarize(&self.rows);
        !self.rows.is_empty()
    }
}

fn compare_one(
    path: &Path,
    opts: &Options,
    ptxas: &Ptxas,
    code: Option<&CodeOptions>,
) -> Result<Vec<Row>, InputFailure> {
    let name = path.display().to_string();
    let fail = |ptxra: Option<String>, ptxas: Option<String>| InputFailure {
        input: name.clone(),
        ptxra,
        ptxas,
    };
    let input = driver::read_input(path, opts).map_err(|e| fail(Some(e.to_string()), None))?;
    let ours = driver::compile_ptx(&input.ptx, &input.ptx_name, opts)
        .map_err(|e| fail(Some(e.to_string()), None))?;
    // ptxas reads a file; LLVM input is compiled to PTX first, into a temporary file.
    let tmp;
    let ptx_path = if driver::is_llvm_path(path) {
        tmp = tempfile::Builder::new()
            .suffix(".ptx")
            .tempfile()
            .and_then(|mut f| {
                std::io::Write::write_all(&mut f, &input.ptx)?;
                Ok(f)
            })
            .map_err(|e| fail(None, Some(format!("cannot write a temporary file: {e}"))))?;
        tmp.path().to_path_buf()
    } else {
        path.to_path_buf()
    };
    // With --code the same run writes the cubin nvdisasm reads.
    let cubin = match code {
        Some(_) => Some(
            tempfile::Builder::new()
                .prefix("ptxra-")
                .suffix(".cubin")
                .tempfile()
                .map_err(|e| fail(None, Some(format!("cannot create a temporary cubin: {e}"))))?,
        ),
        None => None,
    };
    let mut cmd = Command::new(&ptxas.path);
    cmd.arg("-v")
        .arg(format!("-arch={}", ours.arch))
        .arg(&ptx_path)
        .arg("-o")
        .arg(cubin.as_ref().map_or(Path::new("/dev/null"), |c| c.path()));
    if let Some(level) = opts.opt_level {
        cmd.arg(format!("-O{level}"));
    }
    if let Some(m) = opts.maxrregcount {
        cmd.arg(format!("--maxrregcount={m}"));
    }
    let out = output_within(&mut cmd, ptxas.timeout).map_err(|e| {
        let message = match e {
            RunError::TimedOut(_) => format!(
                "{} {e} (--ptxas-timeout sets the limit)",
                ptxas.path.display()
            ),
            RunError::Io(_) => format!("cannot run {}: {e}", ptxas.path.display()),
        };
        fail(None, Some(message))
    })?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if !out.status.success() {
        let msg: Vec<&str> = text
            .lines()
            .filter(|l| l.contains("error") || l.contains("fatal"))
            .collect();
        let msg = if msg.is_empty() {
            format!("ptxas exited with {}", out.status)
        } else {
            msg.join("\n")
        };
        return Err(fail(None, Some(msg)));
    }
    let theirs = parse_ptxas_v(&text);
    let mut rows = rows_for(&name, ours.arch, &ours.functions, theirs);
    if let (Some(code), Some(cubin)) = (code, &cubin) {
        let codes = ptxas_code(&code.nvdisasm, cubin.path(), &name, ptxas.timeout)
            .map_err(|e| fail(None, Some(e)))?;
        let ptx_loops = ptx_loops_of(&ptx_path);
        attach_code(
            &mut rows,
            &ours.functions,
            &codes,
            &ptx_loops,
            code.keep_listings,
        );
    }
    Ok(rows)
}

/// The memory operations per trip of the loops of every function of the PTX file (none
/// where it cannot be read again: the loops then get no unroll factor).
fn ptx_loops_of(path: &Path) -> std::collections::HashMap<String, Vec<u32>> {
    let Some(module) = std::fs::read_to_string(path)
        .ok()
        .and_then(|text| ptx_parser::parse_module(&text).ok())
    else {
        return Default::default();
    };
    module
        .functions()
        .map(|f| (f.name.clone(), code::ptx_loop_memory_ops(f)))
        .collect()
}

/// ptxas's code of every function of `cubin`, with its peak of live GPRs (nvdisasm stopped
/// after `limit`).
fn ptxas_code(
    nvdisasm: &Path,
    cubin: &Path,
    input: &str,
    limit: Duration,
) -> Result<Vec<(String, Code, Option<u32>)>, String> {
    let text = sass::disassemble(nvdisasm, cubin, true, limit).map_err(|e| e.to_string())?;
    let listing =
        parse_listing(&text, &format!("{input} (nvdisasm)")).map_err(|e| e.to_string())?;
    Ok(listing
        .functions
        .iter()
        .map(|f| {
            (
                f.name.clone(),
                Code::from_sass(f, &text),
                code::ptxas_peak_live(f),
            )
        })
        .collect())
}

/// Measures the code of every row both tools compiled.
fn attach_code(
    rows: &mut [Row],
    ours: &[driver::FunctionResult],
    theirs: &[(String, Code, Option<u32>)],
    ptx_loops: &std::collections::HashMap<String, Vec<u32>>,
    keep_listings: bool,
) {
    for row in rows.iter_mut() {
        let Some(f) = ours.iter().find(|f| f.stats.name == row.function) else {
            continue;
        };
        let Some((_, t, peak)) = theirs.iter().find(|(n, _, _)| *n == row.function) else {
            continue;
        };
        let o = Code::from_result(f);
        let loops = ptx_loops.get(&row.function).map_or(&[][..], Vec::as_slice);
        row.code = Some(CodeMetrics::measure(
            t,
            *peak,
            &o,
            code::ptxra_peak_live(f),
            loops,
        ));
        if keep_listings {
            row.listings = Some(Box::new((t.clone(), o)));
        }
    }
}

/// Pairs the two tools' functions by name.
fn rows_for(
    input: &str,
    arch: Arch,
    ours: &[driver::FunctionResult],
    mut theirs: Vec<PtxasFunction>,
) -> Vec<Row> {
    let mut rows = Vec::new();
    for f in ours {
        let s = &f.stats;
        let ptxas = theirs
            .iter()
            .position(|t| t.name == s.name)
            .map(|i| theirs.remove(i));
        let block_size = s.occupancy.as_ref().map(|o| o.block_size);
        let ptxas_occupancy = match (&ptxas, block_size) {
            (Some(p), Some(bs)) => p.registers.and_then(|regs| {
                let mut input = OccupancyInput::new(regs, bs).with_static_smem(u64::from(p.smem));
                input.barriers = p.barriers.max(1);
                occupancy::occupancy(arch.info(), &input)
                    .ok()
                    .map(|o| o.occupancy)
            }),
            _ => None,
        };
        rows.push(Row {
            input: input.to_string(),
            function: s.name.clone(),
            kind: s.kind,
            ptxas,
            ptxas_occupancy,
            ptxra: Some(s.clone()),
            block_size,
            code: None,
            listings: None,
        });
    }
    for t in theirs {
        rows.push(Row {
            input: input.to_string(),
            function: t.name.clone(),
            kind: t.kind,
            ptxas: Some(t),
            ptxas_occupancy: None,
            ptxra: None,
            block_size: None,
            code: None,
            listings: None,
        });
    }
    rows
}

/// The summary over `rows` (percentages of 0 when nothing was comparable).
pub fn summarize(rows: &[Row]) -> Summary {
    let pct = |k: usize, n: usize| {
        if n == 0 {
            0.0
        } else {
            100.0 * k as f64 / n as f64
        }
    };
    let errors: Vec<i64> = rows
        .iter()
        .filter(|r| r.kind == FunctionKind::Entry)
        .filter_map(Row::register_error)
        .collect();
    let n = errors.len();
    let occ: Vec<bool> = rows
        .iter()
        .filter_map(|r| {
            let ours = r.ptxra.as_ref()?.occupancy.as_ref()?.occupancy;
            let theirs = r.ptxas_occupancy?;
            Some((ours - theirs).abs() < 1e-9)
        })
        .collect();
    let spills: Vec<bool> = rows
        .iter()
        .filter_map(|r| {
            Some((r.ptxas.as_ref()?.spill_stores > 0) == (r.ptxra.as_ref()?.spill_stores > 0))
        })
        .collect();
    Summary {
        functions: n,
        exact_pct: pct(errors.iter().filter(|e| **e == 0).count(), n),
        within2_pct: pct(errors.iter().filter(|e| e.abs() <= 2).count(), n),
        mae: if n == 0 {
            0.0
        } else {
            errors.iter().map(|e| e.abs() as f64).sum::<f64>() / n as f64
        },
        occupancy_agree_pct: pct(occ.iter().filter(|a| **a).count(), occ.len()),
        spill_agree_pct: pct(spills.iter().filter(|a| **a).count(), spills.len()),
        code: rows
            .iter()
            .any(|r| r.code.is_some())
            .then(|| code::summarize_code(rows.iter().filter_map(|r| r.code.as_ref()))),
    }
}

/// The side-by-side table and the summary, for people.
pub fn render_text(c: &Comparison) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let with_code = c.rows.iter().any(|r| r.code.is_some());
    let names: Vec<_> = c.rows.iter().map(|r| display_name(&r.function)).collect();
    let wi = column_width(36, c.rows.iter().map(|r| r.input.as_str()));
    let wf = column_width(32, names.iter().map(|n| n.as_ref()));
    let _ = write!(
        s,
        "{:<wi$} {:<wf$} {:>5} {:>5} {:>5}  {:>15}  {:>15}  {:>11}",
        "input",
        "function",
        "ptxas",
        "ptxra",
        "diff",
        "spill st ptxas/ra",
        "spill ld ptxas/ra",
        "occ ptxas/ra"
    );
    if with_code {
        let _ = write!(
            s,
            "  {:>15}  {:>5}  {:>13}",
            "insts ptxas/ra", "hist", "live ptxas/ra"
        );
    }
    s.push('\n');
    for (r, name) in c.rows.iter().zip(&names) {
        let regs = |v: Option<u32>| v.map_or_else(|| "-".to_string(), |v| v.to_string());
        let theirs = r.ptxas.as_ref();
        let ours = r.ptxra.as_ref();
        let diff = r
            .register_error()
            .map_or_else(|| "-".to_string(), |d| format!("{d:+}"));
        let pair = |a: Option<u32>, b: Option<u32>| format!("{}/{}", regs(a), regs(b));
        let occ =
            |o: Option<f64>| o.map_or_else(|| "-".to_string(), |o| format!("{:.0}%", o * 100.0));
        let _ = write!(
            s,
            "{:<wi$} {name:<wf$} {:>5} {:>5} {:>5}  {:>15}  {:>15}  {:>11}",
            r.input,
            regs(theirs.and_then(|t| t.registers)),
            regs(ours.map(|o| o.registers)),
            diff,
            pair(theirs.map(|t| t.spill_stores), ours.map(|o| o.spill_stores)),
            pair(theirs.map(|t| t.spill_loads), ours.map(|o| o.spill_loads)),
            format!(
                "{}/{}",
                occ(r.ptxas_occupancy),
                occ(ours.and_then(|o| o.occupancy.as_ref()).map(|o| o.occupancy))
            ),
        );
        match &r.code {
            Some(m) => {
                let _ = writeln!(
                    s,
                    "  {:>15}  {:>5.2}  {:>13}",
                    pair(Some(m.ptxas_instructions), Some(m.ptxra_instructions)),
                    m.histogram_distance,
                    pair(m.ptxas_peak_live, Some(m.ptxra_peak_live)),
                );
                if !m.ptxas_loops.is_empty() || !m.ptxra_loops.is_empty() {
                    let _ = writeln!(s, "    {}", code::render_loops(m));
                }
            }
            None => s.push('\n'),
        }
    }
    for f in &c.failures {
        let _ = writeln!(s, "{}: not compared", f.input);
        if let Some(m) = &f.ptxra {
            let _ = writeln!(s, "  ptxra: {}", m.trim());
        }
        if let Some(m) = &f.ptxas {
            let _ = writeln!(s, "  ptxas: {}", m.trim());
        }
    }
    let m = &c.summary;
    let _ = writeln!(
        s,
        "summary vs ptxas {}: {} entry functions, exact {:.1} %, within ±2 {:.1} %, MAE {:.2}, same occupancy {:.1} %, spills agree {:.1} %{}",
        c.ptxas_version,
        m.functions,
        m.exact_pct,
        m.within2_pct,
        m.mae,
        m.occupancy_agree_pct,
        m.spill_agree_pct,
        if c.failures.is_empty() {
            String::new()
        } else {
            format!("; {} input(s) not compared", c.failures.len())
        }
    );
    if let Some(k) = &m.code {
        let _ = writeln!(
            s,
            "code: {} functions, instructions within ±10 % {:.1} %, peak live within ±1 {:.1} %, mean histogram distance {:.2}",
            k.functions,
            k.instructions_within_10_pct,
            k.peak_live_within_1_pct,
            k.mean_histogram_distance
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k1' for 'sm_80'
ptxas info    : Function properties for k1
    8 bytes stack frame, 4 bytes spill stores, 12 bytes spill loads
ptxas info    : Used 30 registers, used 1 barriers, 8 bytes cumulative stack size, 256 bytes smem, 376 bytes cmem[0], 8 bytes cmem[2]
ptxas info    : Compile time = 16.936 ms
ptxas info    : Function properties for helper
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Compiling entry function 'k2' for 'sm_80'
ptxas info    : Function properties for k2
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 10 registers, used 0 barriers, 372 bytes cmem[0]
";

    #[test]
    fn parses_entries_and_inlined_functions() {
        let f = parse_ptxas_v(SAMPLE);
        assert_eq!(f.len(), 3);
        assert_eq!(
            f[0],
            PtxasFunction {
                name: "k1".into(),
                kind: FunctionKind::Entry,
                registers: Some(30),
                barriers: 1,
                stack_frame: 8,
                spill_stores: 4,
                spill_loads: 12,
                smem: 256,
            }
        );
        assert_eq!(f[1].name, "helper");
        assert_eq!(f[1].kind, FunctionKind::Func);
        assert_eq!(f[1].registers, None);
        assert_eq!(f[2].registers, Some(10));
        assert_eq!(f[2].smem, 0);
    }

    #[test]
    fn number_helpers() {
        assert_eq!(number_before("x 12 bytes smem", " bytes smem"), Some(12));
        assert_eq!(number_after("Used 7 registers", "Used "), Some(7));
        assert_eq!(number_after("Used registers", "Used "), None);
    }
}
