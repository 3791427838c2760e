//! `ptxra explain`: why a kernel needs its registers. Per function: the register budget and
//! target and where they came from; per register class, the pressure peak (the PTX line and,
//! through `.loc`/`.file` debug information, the source line) and the values live there
//! (their defining PTX instruction and source line, width, class); and every value that had
//! to leave the registers, with the reason (its spill cost, loop depth, the guidance round
//! and rank that picked it) and what became of it (spilled, recomputed, moved to shared
//! memory, packed into a GPR).
//!
//! The peak is measured on the code the allocator was given (after lowering and the
//! pre-allocation passes), so the values named are PTX registers where the lowering kept
//! them and machine temporaries otherwise.

use std::collections::HashMap;
use std::path::Path;

use serde::Serialize;

use crate::analysis::{pressure_profile_with, Cfg, LiveCursor, Liveness};
use crate::driver::{self, DriverError, FunctionResult, Options};
use crate::ir::{BlockId, Function, FunctionKind, RegClass, VReg};
use crate::regalloc::{BudgetSource, SpillAction, SpillReason};
use crate::target::Arch;

/// A place in the source the PTX was compiled from (`.loc` debug information).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SourceLoc {
    /// The file, as `.file` names it.
    pub file: String,
    /// 1-based line.
    pub line: u32,
}

/// A line of the PTX.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PtxLine {
    /// 1-based line in the PTX.
    pub line: u32,
    /// Its text, trimmed.
    pub text: String,
    /// The source line it came from, when the PTX carries debug information.
    pub source: Option<SourceLoc>,
}

/// A value live at a pressure peak.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveValue {
    /// The PTX register, or `%tN` for a value the lowering made.
    pub name: String,
    /// Registers it takes (2 for 64-bit values).
    pub width: u8,
    /// Its register class (`R`, `UR`, `P`, `UP`, `B`).
    pub class: String,
    /// Where it is defined (its first definition), when it has one in the PTX.
    pub defined_at: Option<PtxLine>,
}

/// The peak pressure of one class.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClassPeak {
    /// The class.
    pub class: String,
    /// Registers live at the peak.
    pub registers: u32,
    /// The distinct PTX lines where the peak is reached (at most 3, in program order).
    pub at: Vec<PtxLine>,
    /// The values live at the first of them, widest and longest-lived first.
    pub live: Vec<LiveValue>,
}

/// A value that left the registers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Decision {
    /// The value.
    pub value: LiveValue,
    /// `spilled`, `spilled_to_shared`, `predicate_to_gpr` or `rematerialized`.
    pub action: SpillAction,
    /// `guidance` (with its round and rank) or `fallback`.
    pub reason: String,
    /// Its normalised spill cost when chosen (lower goes first).
    pub cost: f64,
    /// Loop depth of its most frequent access.
    pub loop_depth: u32,
}

/// How the budget and target were chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BudgetExplanation {
    /// The hard limit ("Used N" may not exceed it).
    pub limit: u32,
    /// What ptxas aims for.
    pub target: u32,
    /// Where the limit came from: `hardware`, `max_r_reg_count`, `launch_bounds`, `max_n_reg`.
    pub source: BudgetSource,
    /// In words.
    pub why: String,
}

/// One function.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FunctionExplanation {
    /// Name.
    pub name: String,
    /// `entry` or `func`.
    pub kind: FunctionKind,
    /// "Used N registers".
    pub registers: u32,
    /// Spill store bytes.
    pub spill_stores: u32,
    /// Occupancy at the kernel's block size.
    pub occupancy: Option<f64>,
    /// Budget and target.
    pub budget: BudgetExplanation,
    /// Peaks per class that has values (R, UR, P, UP).
    pub peaks: Vec<ClassPeak>,
    /// Values that left the registers, in the order decided.
    pub decisions: Vec<Decision>,
}

/// The explanation of one input.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Explanation {
    /// The input.
    pub input: String,
    /// The architecture.
    pub arch: String,
    /// Per function, in PTX order.
    pub functions: Vec<FunctionExplanation>,
}

/// `opts` asking the driver for the code each function was allocated from.
fn keeping_allocated_from(opts: &Options) -> Options {
    Options {
        keep_allocated_from: true,
        ..opts.clone()
    }
}

/// The code `r` was allocated from ([`keeping_allocated_from`] has it kept; the final code
/// stands in should it be missing).
fn allocated_from(r: &FunctionResult) -> &Function {
    r.allocated_from.as_ref().unwrap_or(&r.func)
}

/// Compiles the input at `path` and explains every function (or the one named).
pub fn explain(
    path: &Path,
    opts: &Options,
    only: Option<&str>,
) -> Result<Explanation, DriverError> {
    let input = driver::read_input(path, opts)?;
    let r = driver::compile_ptx(&input.ptx, &input.ptx_name, &keeping_allocated_from(opts))?;
    let text = String::from_utf8_lossy(&input.ptx).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    let debug = DebugLines::new(&input.ptx);
    let functions = r
        .functions
        .iter()
        .filter(|f| only.is_none_or(|n| f.stats.name == n))
        .map(|f| explain_function(f, r.arch, &lines, &debug))
        .collect();
    Ok(Explanation {
        input: path.display().to_string(),
        arch: r.arch.to_string(),
        functions,
    })
}

/// The source line of each PTX line that follows a `.loc`.
struct DebugLines {
    files: HashMap<u32, String>,
    /// PTX line → (file index, source line).
    at: HashMap<u32, (u32, u32)>,
}

impl DebugLines {
    fn new(ptx: &[u8]) -> DebugLines {
        let mut d = DebugLines {
            files: HashMap::new(),
            at: HashMap::new(),
        };
        let Ok(m) = ptx_parser::parse_bytes(ptx) else {
            return d;
        };
        let src = String::from_utf8_lossy(ptx);
        let index = crate::lower::LineIndex::new(&src);
        for item in &m.items {
            match item {
                ptx_parser::ast::Item::File(f) => {
                    d.files.insert(f.index, f.path.clone());
                }
                ptx_parser::ast::Item::Function(f) => {
                    if let Some(body) = &f.body {
                        let mut cur = None;
                        d.walk(body, &index, &mut cur);
                    }
                }
                _ => {}
            }
        }
        d
    }

    fn walk(
        &mut self,
        block: &ptx_parser::ast::Block,
        index: &crate::lower::LineIndex,
        cur: &mut Option<(u32, u32)>,
    ) {
        use ptx_parser::ast::Statement;
        for st in &block.statements {
            match st {
                Statement::Loc(l) => *cur = (l.line > 0).then_some((l.file, l.line)),
                Statement::Instruction(i) => {
                    if let Some(at) = *cur {
                        self.at.insert(index.line_col(i.span.start).0, at);
                    }
                }
                Statement::Block(b) => self.walk(b, index, cur),
                _ => {}
            }
        }
    }

    fn source_of(&self, ptx_line: u32) -> Option<SourceLoc> {
        let &(file, line) = self.at.get(&ptx_line)?;
        Some(SourceLoc {
            file: self
                .files
                .get(&file)
                .cloned()
                .unwrap_or_else(|| format!("file {file}")),
            line,
        })
    }
}

fn ptx_line(line: u32, lines: &[&str], debug: &DebugLines) -> Option<PtxLine> {
    let text = lines.get((line as usize).checked_sub(1)?)?;
    Some(PtxLine {
        line,
        text: text.trim().to_string(),
        source: debug.source_of(line),
    })
}

fn explain_function(
    r: &FunctionResult,
    arch: Arch,
    lines: &[&str],
    debug: &DebugLines,
) -> FunctionExplanation {
    let f = allocated_from(r);
    // First definition of each value, by PTX line.
    let mut def_line: Vec<u32> = vec![0; f.vregs.len()];
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        for d in &inst.defs {
            if def_line[d.index()] == 0 {
                def_line[d.index()] = inst.ptx_line;
            }
        }
    }
    let value = |v: VReg| -> LiveValue {
        // Spilling itself makes values (a predicate's GPR home), which are not in the code
        // the allocator was given.
        let Some(info) = f.vregs.get(v.index()) else {
            return LiveValue {
                name: format!("%t{} (made by spilling)", v.index()),
                width: 1,
                class: RegClass::R.to_string(),
                defined_at: None,
            };
        };
        LiveValue {
            name: info
                .name
                .as_ref()
                .map_or_else(|| format!("%t{}", v.index()), |n| n.to_string()),
            width: info.width,
            class: info.class.to_string(),
            defined_at: (def_line[v.index()] > 0)
                .then(|| ptx_line(def_line[v.index()], lines, debug))
                .flatten(),
        }
    };
    let peaks = class_peaks(f, lines, debug, &value);
    let decisions = r
        .decisions
        .iter()
        .map(|d| Decision {
            value: value(d.value),
            action: d.action,
            reason: match d.reason {
                SpillReason::Guidance { trial, rank } => {
                    format!("guidance round {trial}, pick {rank}: the cheapest value live at the pressure peak")
                }
                SpillReason::Fallback => {
                    "fallback: it did not fit in the best attempt".to_string()
                }
                SpillReason::Uncoloured => {
                    "no register left for it (graph colouring / greedy allocator)".to_string()
                }
            },
            cost: d.cost,
            loop_depth: d.loop_depth,
        })
        .collect();
    let s = &r.stats;
    FunctionExplanation {
        name: s.name.clone(),
        kind: s.kind,
        registers: s.registers,
        spill_stores: s.spill_stores,
        occupancy: s.occupancy.as_ref().map(|o| o.occupancy),
        budget: budget_explanation(r, arch),
        peaks,
        decisions,
    }
}

/// The peak of each class with values, on the code the allocator was given.
fn class_peaks(
    f: &Function,
    lines: &[&str],
    debug: &DebugLines,
    value: &dyn Fn(VReg) -> LiveValue,
) -> Vec<ClassPeak> {
    let cfg = Cfg::new(f);
    let live = Liveness::compute(f, &cfg);
    let profile = pressure_profile_with(f, &live);
    let mut ptx_of = Vec::with_capacity(profile.len());
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        ptx_of.push(inst.ptx_line);
    }
    let mut out = Vec::new();
    for class in [RegClass::R, RegClass::UR, RegClass::P, RegClass::UP] {
        let peak = profile.iter().map(|p| p[class]).max().unwrap_or(0);
        if peak == 0 {
            continue;
        }
        let at_idx: Vec<usize> = (0..profile.len())
            .filter(|&i| profile[i][class] == peak)
            .collect();
        let mut at: Vec<PtxLine> = Vec::new();
        for &i in &at_idx {
            let l = ptx_of[i];
            if l == 0 || at.iter().any(|p| p.line == l) {
                continue;
            }
            if let Some(p) = ptx_line(l, lines, debug) {
                at.push(p);
            }
            if at.len() == 3 {
                break;
            }
        }
        let mut live_values = at_idx
            .first()
            .map(|&i| live_at(f, &live, i, class))
            .unwrap_or_default();
        live_values.sort_by_key(|v| (std::cmp::Reverse(f.vreg(*v).width), *v));
        out.push(ClassPeak {
            class: class.to_string(),
            registers: peak,
            at,
            live: live_values.into_iter().map(value).collect(),
        });
    }
    out
}

/// The values of `class` live across instruction `idx` (after it, plus what it defines).
fn live_at(f: &Function, live: &Liveness, idx: usize, class: RegClass) -> Vec<VReg> {
    let mut cursor = LiveCursor::new(f);
    let mut out = Vec::new();
    for b in (0..f.blocks.len()).map(BlockId::new) {
        let r = live.numbering().block_insts(b);
        if !(r.start as usize..r.end as usize).contains(&idx) {
            continue;
        }
        live.walk_block(f, b, &mut cursor, |il| {
            if il.idx.index() != idx {
                return;
            }
            for v in il.live_after.iter() {
                if f.vreg(v).class == class {
                    out.push(v);
                }
            }
            for &d in &il.inst.defs {
                if f.vreg(d).class == class && !out.contains(&d) {
                    out.push(d);
                }
            }
        });
    }
    out
}

fn budget_explanation(r: &FunctionResult, arch: Arch) -> BudgetExplanation {
    let p = &r.plan;
    let b = &allocated_from(r).bounds;
    let info = arch.info();
    let why = match p.source {
        BudgetSource::Hardware => format!(
            "no limit given: up to {} registers; ptxas aims at {} — the top of the occupancy \
             plateau the function's need falls on (more registers up to there cost no warps)",
            p.limit, p.target
        ),
        BudgetSource::MaxRRegCount => format!(
            "--maxrregcount gives {} registers (never below the {} floor of {arch}); ptxas aims \
             at the limit",
            p.limit, info.maxrregcount_floor
        ),
        BudgetSource::LaunchBounds => {
            let threads = b.block_size().unwrap_or(0);
            match b.min_blocks {
                Some(m) => format!(
                    "launch bounds: {threads} threads per block and at least {m} blocks per SM \
                     leave {} registers per thread ({} / ({threads} x {m}), rounded down to 8)",
                    p.limit, info.registers_per_sm
                ),
                None => format!(
                    "launch bounds: {threads} threads per block allow {} registers per thread; \
                     ptxas aims at {}, the top of the occupancy plateau of the function's need",
                    p.limit, p.target
                ),
            }
        }
        BudgetSource::MaxNReg => format!(".maxnreg sets {} registers", p.limit),
    };
    BudgetExplanation {
        limit: p.limit,
        target: p.target,
        source: p.source,
        why: if p.bounds_override {
            format!("{why} (it overrides --maxrregcount, as in ptxas)")
        } else {
            why
        },
    }
}

/// Writes `<stem>.explain.svg` per explained function into `dir` (the stem is
/// [`crate::emit::plots::plot_stem`], each file replaced atomically): the register
/// pressure of the code the allocator was given, with its GPR peaks marked.
pub fn write_plots(
    input: &Path,
    opts: &Options,
    e: &Explanation,
    dir: &Path,
) -> Result<Vec<std::path::PathBuf>, DriverError> {
    use crate::emit::svg::pressure_svg_annotated;
    let io = |err: std::io::Error| {
        DriverError::Arch(format!("cannot write plots to {}: {err}", dir.display()))
    };
    std::fs::create_dir_all(dir).map_err(io)?;
    let r = driver::compile_path(input, &keeping_allocated_from(opts))?;
    let mut written = Vec::new();
    for f in &r.functions {
        let Some(ex) = e.functions.iter().find(|x| x.name == f.stats.name) else {
            continue;
        };
        let func = allocated_from(f);
        let cfg = Cfg::new(func);
        let live = Liveness::compute(func, &cfg);
        let profile: Vec<[u32; 3]> = pressure_profile_with(func, &live)
            .iter()
            .map(|p| [p[RegClass::R], p[RegClass::UR], p[RegClass::P]])
            .collect();
        let ptx_of: Vec<u32> = func
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .map(|i| i.ptx_line)
            .collect();
        let marks: Vec<(usize, String)> = ex
            .peaks
            .iter()
            .filter(|p| p.class == "R")
            .flat_map(|p| &p.at)
            .filter_map(|at| {
                let i = ptx_of.iter().position(|&l| l == at.line)?;
                let src = at
                    .source
                    .as_ref()
                    .map_or(String::new(), |s| format!(" ({}:{})", s.file, s.line));
                Some((i, format!("peak: PTX line {}{src}", at.line)))
            })
            .collect();
        let stem = crate::emit::plots::plot_stem(input.as_os_str(), &ex.name);
        let path = dir.join(format!("{stem}.explain.svg"));
        crate::emit::files::write_atomic(
            &path,
            &[pressure_svg_annotated(
                &ex.name,
                &profile,
                Some(f.budget),
                &[],
                &marks,
            )],
        )
        .map_err(|e| DriverError::Arch(e.to_string()))?;
        written.push(path);
    }
    Ok(written)
}

/// The explanation for people.
pub fn render_text(e: &Explanation) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let loc = |l: &PtxLine| -> String {
        match &l.source {
            Some(s) => format!("PTX line {} ({}:{})", l.line, s.file, s.line),
            None => format!("PTX line {}", l.line),
        }
    };
    let _ = writeln!(out, "{} ({})", e.input, e.arch);
    for f in &e.functions {
        let _ = writeln!(
            out,
            "\n{} — {} registers{}{}",
            crate::emit::table::display_name(&f.name),
            f.registers,
            if f.spill_stores > 0 {
                format!(", {} bytes spill stores", f.spill_stores)
            } else {
                String::new()
            },
            f.occupancy
                .map_or(String::new(), |o| format!(", occupancy {:.1}%", o * 100.0))
        );
        let _ = writeln!(
            out,
            "  budget {} (target {}): {}",
            f.budget.limit, f.budget.target, f.budget.why
        );
        for p in &f.peaks {
            let _ = writeln!(
                out,
                "  {} pressure peaks at {} registers:",
                p.class, p.registers
            );
            for (k, at) in p.at.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "    {}{}: {}",
                    if k == 0 { "at " } else { "also " },
                    loc(at),
                    at.text
                );
            }
            if !p.live.is_empty() {
                let _ = writeln!(out, "    live there ({} values):", p.live.len());
                for v in &p.live {
                    let def = v
                        .defined_at
                        .as_ref()
                        .map_or("defined on entry".to_string(), |d| {
                            format!("from {}: {}", loc(d), d.text)
                        });
                    let _ = writeln!(
                        out,
                        "      {:<10} {}{}  {def}",
                        v.name,
                        v.class,
                        if v.width > 1 {
                            format!(" x{}", v.width)
                        } else {
                            String::new()
                        }
                    );
                }
            }
        }
        if !f.decisions.is_empty() {
            let _ = writeln!(out, "  values moved out of registers:");
            for d in &f.decisions {
                let action = match d.action {
                    SpillAction::Spilled => "spilled to local memory",
                    SpillAction::SpilledToShared => "spilled to shared memory",
                    SpillAction::PredicateToGpr => "packed into a GPR",
                    SpillAction::Rematerialized => "recomputed at its reads",
                };
                let def = d
                    .value
                    .defined_at
                    .as_ref()
                    .map_or(String::new(), |l| format!(" (from {})", loc(l)));
                let _ = writeln!(
                    out,
                    "    {}{def}: {action}; cost {:.2}, loop depth {}; {}",
                    d.value.name, d.cost, d.loop_depth, d.reason
                );
            }
        }
    }
    out
}
