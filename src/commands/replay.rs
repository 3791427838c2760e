//! `ptxra replay`: ptxra's allocator on ptxas's own code.
//!
//! ```text
//! .ptx ─► ptxas -v ─► .cubin ─► nvdisasm ─► .sass text ─► sass::parse ─► rename ─► machine IR
//!                                                                                 │
//!        ptxas's registers (-v, or SHI_REGISTERS), its peak of live registers ◄────┤
//!        ptxra's allocation (no passes before it, no scheduling) + checker ◄──────┘
//! ```
//!
//! The register count ptxra gives a kernel depends on the code it allocates and on the
//! allocator's choices on that code. Replaying the allocator on the code ptxas allocated
//! takes the first out: what remains between the two counts is the allocator's, and
//! [`ReplayedFunction::same_register`] says how often it chose ptxas's very register.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rayon::prelude::*;
use serde::Serialize;

use crate::analysis::{placed_peak, Cfg, LiveCursor, Liveness};
use crate::check::{check_allocation, Assignment, Limits};
use crate::commands::compare::parse_ptxas_v;
use crate::driver::{self, Options};
use crate::ir::{verify::verify_function, BlockId, Function, PhysReg, RegClass, VReg};
use crate::knobs::Knobs;
use crate::sass::ast::Listing;
use crate::sass::parse::{parse_listing, SassError};
use crate::sass::rename::{function_summaries, rename, Renamed};
use crate::sass::run_tool::DEFAULT_TIMEOUT;
use crate::sass::tools::{self, ToolError};
use crate::target::Arch;

/// What `replay` needs besides its inputs.
#[derive(Clone, Debug)]
pub struct ReplayOptions {
    /// The architecture (default: the PTX's `.target`, or the listing's).
    pub arch: Option<Arch>,
    /// `--maxrregcount`, given to ptxas and to ptxra's budget alike.
    pub maxrregcount: Option<u32>,
    /// ptxas, for `.ptx` inputs (found by the caller).
    pub ptxas: Option<PathBuf>,
    /// nvdisasm, for `.ptx` and `.cubin` inputs (found by the caller).
    pub nvdisasm: Option<PathBuf>,
    /// How long one ptxas or nvdisasm run may take before it is stopped.
    pub timeout: Duration,
}

impl Default for ReplayOptions {
    fn default() -> ReplayOptions {
        ReplayOptions {
            arch: None,
            maxrregcount: None,
            ptxas: None,
            nvdisasm: None,
            timeout: DEFAULT_TIMEOUT,
        }
    }
}

/// Why an input could not be replayed at all.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// ptxas or nvdisasm failed or is missing.
    #[error(transparent)]
    Tool(#[from] ToolError),
    /// The listing could not be read.
    #[error(transparent)]
    Sass(#[from] SassError),
    /// The input could not be read, or its kind is unknown.
    #[error("{path}: {message}")]
    Input {
        /// The input.
        path: String,
        /// What went wrong.
        message: String,
    },
}

/// One function replayed (the JSON record of `replay --json`).
#[derive(Clone, Debug, Serialize)]
pub struct ReplayedFunction {
    /// The input.
    pub path: String,
    /// The function.
    pub name: String,
    /// The architecture.
    pub arch: String,
    /// ptxas's register count: its `-v` line when ptxra ran ptxas, else the listing's
    /// `SHI_REGISTERS` (which sm_90 and later listings do not have).
    pub ptxas_registers: Option<u32>,
    /// ptxra's count on ptxas's code (`None` when allocation failed: see `error`).
    pub replay_registers: Option<u32>,
    /// The peak of live GPRs of ptxas's code, by ptxra's liveness.
    pub ptxas_max_live: u32,
    /// The same peak as nvdisasm's life ranges print it (`-plr`), when the listing has them.
    pub nvdisasm_max_live: Option<u32>,
    /// Values the code was renamed into.
    pub values: usize,
    /// Fraction (0…1) of the values not pinned to a register that ptxra placed in ptxas's
    /// register.
    pub same_register: f64,
    /// The checker accepted the allocation.
    pub verified: bool,
    /// The checker accepted ptxas's own registers for the renamed code: the values the
    /// listing was renamed into are ones ptxas's placement keeps apart, so ptxra's
    /// allocator could in principle choose exactly what ptxas chose.
    pub ptxas_placement_checks: bool,
    /// The first value (in code order) placed elsewhere than ptxas placed it.
    #[serde(skip)]
    pub first_difference: Option<Difference>,
    /// Why the function could not be replayed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// A value ptxra placed elsewhere than ptxas.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The value (`%12`).
    pub value: String,
    /// Listing line of its first definition.
    pub line: u32,
    /// The instruction there, as ptxra prints it.
    pub inst: String,
    /// ptxas's register.
    pub ptxas: PhysReg,
    /// ptxra's (`None`: spilled or recomputed).
    pub ours: Option<PhysReg>,
    /// Why ptxra did not take ptxas's register: the value holding it where this one is live,
    /// or none (ptxra's slot preferences chose another free register).
    pub holder: Option<String>,
}

/// The options allocation runs with on ptxas's code: the target and budget rules of
/// `stats`, the checker on, and nothing that would change the code (no scheduling, no
/// uniform assignment or promotion: ptxas chose the order and the classes).
pub fn replay_driver_options(opts: &ReplayOptions, arch: Arch) -> Options {
    let mut knobs = Knobs::default();
    for spec in ["SchedPreRa=0", "UniformLoadPromotion=0", "AssignUniform=0"] {
        // The names are the table's own: setting them cannot fail.
        let _ = knobs.set(spec);
    }
    Options {
        arch: Some(arch),
        maxrregcount: opts.maxrregcount,
        knobs,
        verify: true,
        ..Options::default()
    }
}

/// Replays every function of one input (`.ptx`, `.cubin`, or an nvdisasm listing).
pub fn replay_input(
    path: &Path,
    opts: &ReplayOptions,
) -> Result<Vec<ReplayedFunction>, ReplayError> {
    let name = path.display().to_string();
    let input_err = |message: String| ReplayError::Input {
        path: name.clone(),
        message,
    };
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    // ptxas's own count per function, from its `-v` lines when ptxra ran it.
    let mut registers: Vec<(String, u32)> = Vec::new();
    let (text, arch) = match ext {
        "ptx" => {
            let ptx = std::fs::read_to_string(path).map_err(|e| input_err(e.to_string()))?;
            let arch = match opts.arch {
                Some(a) => a,
                None => ptx_target(&ptx).ok_or_else(|| input_err("no .target line".into()))?,
            };
            let ptxas = opts
                .ptxas
                .as_deref()
                .ok_or_else(|| input_err("replaying PTX needs ptxas".into()))?;
            let mut extra = vec!["-v".to_string()];
            extra.extend(opts.maxrregcount.map(|m| format!("--maxrregcount={m}")));
            let (cubin, log) =
                tools::assemble_with_log(ptxas, path, &arch.to_string(), &extra, opts.timeout)?;
            registers = parse_ptxas_v(&log)
                .into_iter()
                .filter_map(|f| Some((f.name, f.registers?)))
                .collect();
            (disassemble(opts, cubin.path())?, Some(arch))
        }
        "cubin" | "o" => (disassemble(opts, path)?, opts.arch),
        _ => (
            std::fs::read_to_string(path).map_err(|e| input_err(e.to_string()))?,
            opts.arch,
        ),
    };
    let listing = parse_listing(&text, &name)?;
    let arch = match arch.or_else(|| listing.target.as_deref().and_then(|t| Arch::parse(t).ok())) {
        Some(a) => a,
        None => {
            return Err(input_err(
                "no architecture: the listing has no .target; pass --arch".into(),
            ))
        }
    };
    let mut rows = replay_listing(&listing, &name, arch, opts);
    for r in &mut rows {
        if let Some((_, n)) = registers.iter().find(|(f, _)| *f == r.name) {
            r.ptxas_registers = Some(*n);
        }
    }
    Ok(rows)
}

fn disassemble(opts: &ReplayOptions, cubin: &Path) -> Result<String, ReplayError> {
    let nvdisasm = opts.nvdisasm.as_deref().ok_or_else(|| ReplayError::Input {
        path: cubin.display().to_string(),
        message: "reading a cubin needs nvdisasm".into(),
    })?;
    Ok(tools::disassemble(nvdisasm, cubin, true, opts.timeout)?)
}

/// The architecture a PTX text names in `.target` (a text scan: no parse of the module).
pub fn ptx_target(ptx: &str) -> Option<Arch> {
    let line = ptx
        .lines()
        .find(|l| l.trim_start().starts_with(".target"))?;
    let target = line.trim_start()[".target".len()..]
        .split([',', ' ', '\t'])
        .find(|w| w.starts_with("sm_"))?;
    Arch::parse(target).ok()
}

/// Replays every function of a listing.
pub fn replay_listing(
    listing: &Listing,
    path: &str,
    arch: Arch,
    opts: &ReplayOptions,
) -> Vec<ReplayedFunction> {
    let summaries = function_summaries(&listing.functions);
    let dopts = replay_driver_options(opts, arch);
    listing
        .functions
        .par_iter()
        .map(|f| {
            let mut out = ReplayedFunction {
                path: path.to_string(),
                name: f.name.clone(),
                arch: arch.to_string(),
                ptxas_registers: f.shi_registers,
                replay_registers: None,
                ptxas_max_live: 0,
                nvdisasm_max_live: f.life_range_peak(RegClass::R),
                values: 0,
                same_register: 0.0,
                verified: false,
                ptxas_placement_checks: false,
                first_difference: None,
                error: None,
            };
            if let Err(e) = rename(f, &summaries)
                .map_err(|e| format!("{path}:{e}"))
                .and_then(|r| replay_function(r, arch, &dopts, &mut out))
            {
                out.error = Some(e);
            }
            out
        })
        .collect()
}

/// Allocates one renamed function and compares the placement with ptxas's.
fn replay_function(
    renamed: Renamed,
    arch: Arch,
    dopts: &Options,
    out: &mut ReplayedFunction,
) -> Result<(), String> {
    let Renamed { func, ptxas } = renamed;
    verify_function(&func).map_err(|e| e.to_string())?;
    out.ptxas_placement_checks = ptxas_placement_checks(&func, &ptxas);
    // The liveness of ptxas's code, for the value holding ptxas's register at a difference.
    let live = Liveness::compute(&func, &Cfg::new(&func));
    out.ptxas_max_live = placed_peak(&func, &ptxas, RegClass::R);
    out.values = func.vregs.len();
    let pinned: Vec<bool> = func.vregs.iter().map(|v| v.fixed.is_some()).collect();
    let code = func.clone();
    let result = driver::allocate_machine_function(func, arch, dopts).map_err(|e| e.to_string())?;
    out.replay_registers = Some(result.stats.registers);
    out.verified = result.stats.verified;
    let mut same = 0;
    let mut counted = 0;
    // In code order (of first definition), so the first difference is the earliest.
    let mut order: Vec<usize> = Vec::with_capacity(ptxas.len());
    let mut seen = vec![false; ptxas.len()];
    for (_, inst) in code.insts() {
        for d in &inst.defs {
            if !std::mem::replace(&mut seen[d.index()], true) {
                order.push(d.index());
            }
        }
    }
    order.extend((0..ptxas.len()).filter(|&v| !seen[v]));
    for v in order {
        let theirs = &ptxas[v];
        if pinned[v] {
            continue;
        }
        counted += 1;
        let ours = result.regs.get(v).copied().flatten();
        if ours == Some(*theirs) {
            same += 1;
        } else if out.first_difference.is_none() {
            let holder = holder_of(&code, &live, &result.regs, VReg::new(v), *theirs);
            out.first_difference = first_definition(&code, v).map(|(line, inst)| Difference {
                value: format!("%{v}"),
                line,
                inst,
                ptxas: *theirs,
                ours,
                holder: holder.map(|h| format!("%{}", h.index())),
            });
        }
    }
    out.same_register = if counted == 0 {
        1.0
    } else {
        f64::from(same) / f64::from(counted)
    };
    Ok(())
}

/// Whether the checker accepts ptxas's registers for the renamed code `func`.
fn ptxas_placement_checks(func: &Function, ptxas: &[PhysReg]) -> bool {
    let claim = Assignment::identity(ptxas.iter().map(|&p| Some(p)).collect());
    let mut limits = Limits::architectural();
    // ptxas's listings are the authority on how many uniform registers there are (sm_100
    // listings use UR67 and above); the values are what is checked here.
    limits.max_index[RegClass::UR] = 255;
    check_allocation(func, &claim, &limits).is_ok()
}

/// The value ptxra placed over register `theirs` while `v` is live (written or live after
/// an instruction together with it), if any.
fn holder_of(
    func: &Function,
    live: &Liveness,
    regs: &[Option<PhysReg>],
    v: VReg,
    theirs: PhysReg,
) -> Option<VReg> {
    let width = |x: VReg| func.vregs.get(x.index()).map_or(1, |i| u16::from(i.width));
    let overlaps = |x: VReg| {
        regs.get(x.index()).copied().flatten().is_some_and(|r| {
            r.class == theirs.class
                && r.index < theirs.index + width(v)
                && theirs.index < r.index + width(x)
        })
    };
    let mut cursor = LiveCursor::new(func);
    let mut found = None;
    for b in 0..func.blocks.len() {
        live.walk_block(func, BlockId::new(b), &mut cursor, |il| {
            if found.is_some() || !(il.live_after.contains(v) || il.inst.defs.contains(&v)) {
                return;
            }
            found = il
                .live_after
                .iter()
                .chain(il.inst.defs.iter().copied())
                .find(|&x| x != v && overlaps(x));
        });
        if found.is_some() {
            break;
        }
    }
    found
}

/// The listing line and text of the first instruction defining value `v`.
fn first_definition(func: &Function, v: usize) -> Option<(u32, String)> {
    func.insts()
        .find(|(_, i)| i.defs.iter().any(|d| d.index() == v))
        .map(|(_, i)| (i.ptx_line, crate::ir::print::print_inst(func, i)))
}

/// The human table: one line per function and the first difference of each.
pub fn render_text(rows: &[ReplayedFunction]) -> String {
    let mut out = format!(
        "{:<40} {:>6} {:>6} {:>5} {:>6} {:>6} {:>5}\n",
        "function", "ptxas", "replay", "live", "values", "same%", "check"
    );
    for r in rows {
        let name = &r.name;
        if let Some(e) = &r.error {
            out.push_str(&format!("{name:<40} error: {e}\n"));
            continue;
        }
        let opt = |n: Option<u32>| n.map_or("-".to_string(), |n| n.to_string());
        out.push_str(&format!(
            "{name:<40} {:>6} {:>6} {:>5} {:>6} {:>6.1} {:>5}\n",
            opt(r.ptxas_registers),
            opt(r.replay_registers),
            r.ptxas_max_live,
            r.values,
            100.0 * r.same_register,
            if r.verified { "ok" } else { "-" }
        ));
        if !r.ptxas_placement_checks {
            out.push_str(
                "    ptxas's own registers do not check on the renamed code (values ptxas keeps \
                 together are apart here): an exact match is out of reach\n",
            );
        }
        if let Some(d) = &r.first_difference {
            let ours = d.ours.map_or("no register".to_string(), |p| p.to_string());
            let why = match &d.holder {
                Some(h) => format!("{h} holds {} where {} is live", d.ptxas, d.value),
                // Free for it: the slot preferences (parity of co-read values, a dying
                // source's register, the memory-read window), then the lowest index, chose.
                None => format!("{} was free: ptxra's slot preferences chose", d.ptxas),
            };
            out.push_str(&format!(
                "    first difference: {} defined at line {} ({}): ptxas {}, ptxra {ours}; {why}\n",
                d.value, d.line, d.inst, d.ptxas
            ));
        }
    }
    out
}
