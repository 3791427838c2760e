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
//! them and temporaries (named by the PTX line that makes them) otherwise.
//!
//! For a reader who wrote CUDA rather than PTX, each function also gets a summary first:
//! how many values left the registers, grouped by the source line that defines them; what
//! the stack frame holds and why (local arrays ptxas keeps in memory, with the access that
//! decided it, and spill slots); and one sentence tying the target, the peak and the final
//! count together. [`render_text`] prints it.

mod plots;
mod render;

pub use plots::write_plots;
pub use render::render_text;

use std::collections::HashMap;
use std::path::Path;

use serde::Serialize;

use crate::analysis::{pressure_profile_with, Cfg, LiveCursor, Liveness};
use crate::driver::{self, DriverError, FunctionResult, Options};
use crate::ir::{BlockId, Function, FunctionKind, RegClass, VReg};
use crate::regalloc::{self, BudgetSource, SpillAction, SpillReason};
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
    /// The PTX register; `temporary` for a value the lowering made (its `defined_at` says
    /// which PTX line), `stack pointer`, or `local+N` for the word at byte N of the local
    /// arrays turned into a register.
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
    /// For a kernel that sets its warps' register limits (`setmaxnreg`): the count every
    /// warp starts with, which is the count reported.
    pub warp_entry: Option<u32>,
}

/// What the stack frame holds, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FrameExplanation {
    /// The whole frame ("N bytes stack frame").
    pub bytes: u32,
    /// Bytes of local arrays kept in memory.
    pub local_bytes: u32,
    /// Bytes of spill slots (the rest of the frame).
    pub spill_bytes: u32,
    /// Why the local arrays stay in memory, in words.
    pub why_local: Option<String>,
    /// The access that decided it, when one did.
    pub at: Option<PtxLine>,
}

/// How many values left the registers, by what became of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MovedCounts {
    /// Values spilled to local memory.
    pub spilled: usize,
    /// Values spilled to shared memory.
    pub spilled_to_shared: usize,
    /// Values recomputed at their reads.
    pub recomputed: usize,
    /// Predicates packed into a GPR.
    pub packed: usize,
}

impl MovedCounts {
    /// Counts one more value moved by `action`.
    fn add(&mut self, action: SpillAction) {
        match action {
            SpillAction::Spilled => self.spilled += 1,
            SpillAction::SpilledToShared => self.spilled_to_shared += 1,
            SpillAction::Rematerialized => self.recomputed += 1,
            SpillAction::PredicateToGpr => self.packed += 1,
        }
    }

    /// All of them.
    pub fn total(&self) -> usize {
        self.spilled + self.spilled_to_shared + self.recomputed + self.packed
    }
}

/// The values that left the registers from one source line (or, without debug
/// information, one PTX line): where a CUDA programmer would look.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineSummary {
    /// The first defining PTX line of the group (its `source` is the group's source line).
    pub at: PtxLine,
    /// What became of them.
    #[serde(flatten)]
    pub moved: MovedCounts,
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
    /// The stack frame, when there is one.
    pub frame: Option<FrameExplanation>,
    /// The values that left the registers, by what became of them.
    pub moved: MovedCounts,
    /// The values that left the registers, by defining line, most first.
    pub by_line: Vec<LineSummary>,
    /// How the target, the peak of live values and the final count fit together.
    pub result: String,
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
                name: "temporary of the spill code".into(),
                width: 1,
                class: RegClass::R.to_string(),
                defined_at: None,
            };
        };
        LiveValue {
            name: match info.name.as_deref() {
                Some("SP") => "stack pointer".into(),
                Some(n) => n.to_string(),
                // Defined before the first instruction: a device function's arguments.
                None if def_line[v.index()] == 0 && f.kind == FunctionKind::Func => {
                    "argument".into()
                }
                None => "temporary".into(),
            },
            width: info.width,
            class: info.class.to_string(),
            defined_at: (def_line[v.index()] > 0)
                .then(|| ptx_line(def_line[v.index()], lines, debug))
                .flatten(),
        }
    };
    let peaks = class_peaks(f, lines, debug, &value);
    let decisions: Vec<Decision> = r
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
    let budget = budget_explanation(r, arch);
    FunctionExplanation {
        name: s.name.clone(),
        kind: s.kind,
        registers: s.registers,
        spill_stores: s.spill_stores,
        occupancy: s.occupancy.as_ref().map(|o| o.occupancy),
        frame: frame_explanation(r, lines, debug),
        moved: decisions.iter().fold(MovedCounts::default(), |mut m, d| {
            m.add(d.action);
            m
        }),
        by_line: by_line(&decisions),
        result: result_story(s.registers, &peaks, &budget, &decisions, &r.callee_copies),
        budget,
        peaks,
        decisions,
    }
}

/// What the frame holds: the local arrays promotion left in memory (rounded to words, as
/// the frame lays them out) and the spill slots after them.
fn frame_explanation(
    r: &FunctionResult,
    lines: &[&str],
    debug: &DebugLines,
) -> Option<FrameExplanation> {
    let bytes = r.stats.stack_frame;
    if bytes == 0 {
        return None;
    }
    let f = allocated_from(r);
    let local_bytes = f.local_bytes.next_multiple_of(4).min(bytes);
    Some(FrameExplanation {
        bytes,
        local_bytes,
        spill_bytes: bytes - local_bytes,
        why_local: f.frame_kept.map(|k| k.to_string()),
        at: f
            .frame_kept
            .and_then(|k| k.ptx_line())
            .and_then(|l| ptx_line(l, lines, debug)),
    })
}

/// The decisions grouped by the source line (else the PTX line) that defines each value,
/// most values first, then in line order.
fn by_line(decisions: &[Decision]) -> Vec<LineSummary> {
    let mut groups: Vec<(Option<SourceLoc>, LineSummary)> = Vec::new();
    for d in decisions {
        let Some(at) = &d.value.defined_at else {
            continue;
        };
        let same = |(src, g): &(Option<SourceLoc>, LineSummary)| match (src, &at.source) {
            (Some(a), Some(b)) => a == b,
            _ => g.at.line == at.line,
        };
        let k = match groups.iter().position(same) {
            Some(k) => k,
            None => {
                groups.push((
                    at.source.clone(),
                    LineSummary {
                        at: at.clone(),
                        moved: MovedCounts::default(),
                    },
                ));
                groups.len() - 1
            }
        };
        groups[k].1.moved.add(d.action);
    }
    let mut out: Vec<LineSummary> = groups.into_iter().map(|(_, g)| g).collect();
    out.sort_by_key(|g| {
        (
            std::cmp::Reverse(g.moved.total()),
            g.at.source.as_ref().map_or(0, |s| s.line),
            g.at.line,
        )
    });
    out
}

/// One sentence on how the final count follows from the target and the peaks of live
/// values: general-purpose values that left the registers to keep the count within the
/// target (or the limit, above it), and predicates packed into a GPR because only seven
/// predicate registers exist.
fn result_story(
    registers: u32,
    peaks: &[ClassPeak],
    budget: &BudgetExplanation,
    decisions: &[Decision],
    copies: &[crate::driver::CalleeCopy],
) -> String {
    let peak_of = |class: &str| {
        peaks
            .iter()
            .find(|p| p.class == class)
            .map_or(0, |p| p.registers)
    };
    let peak = peak_of("R");
    let packed = decisions
        .iter()
        .filter(|d| d.action == SpillAction::PredicateToGpr)
        .count();
    let moved = decisions.len() - packed;
    let over_peak = if budget.warp_entry.is_some() {
        String::from(
            "; the count every warp starts with (setmaxnreg), however few registers its code touches",
        )
    } else if let Some(copy) = copy_setting_count(registers, copies) {
        copy
    } else if registers > peak {
        format!(
            "; {} more than that peak: the assignment's spread (aligned pairs for 64-bit values, registers fixed by the calling convention, gaps)",
            registers - peak
        )
    } else {
        String::new()
    };
    let mut story = if moved > 0 {
        let (bound, n) = if registers <= budget.target {
            ("target", budget.target)
        } else {
            ("limit", budget.limit)
        };
        format!(
            "at most {peak} values are live at once; to keep to the {bound} of {n} registers, {moved} of them left the registers (summary above), and {registers} registers are used"
        )
    } else if registers > budget.target {
        format!(
            "{registers} registers for at most {peak} values live at once: above the target of {}, within the limit of {}, which ptxas prefers to spilling{over_peak}",
            budget.target, budget.limit
        )
    } else {
        format!(
            "{registers} registers for at most {peak} values live at once, within the target of {}: no value left the registers{over_peak}",
            budget.target
        )
    };
    if packed > 0 {
        story += &format!(
            "; the predicates peak at {}, more than the 7 predicate registers, so {packed} were packed into a GPR",
            peak_of("P")
        );
    }
    story
}

/// How a device function compiled into the kernel sets its count, when one does: ptxas
/// compiles each non-recursive callee into the kernel on top of the registers the callers
/// hold across its calls (`driver::calls`), so a callee can lift a kernel above its own peak.
fn copy_setting_count(registers: u32, copies: &[crate::driver::CalleeCopy]) -> Option<String> {
    let top = copies.iter().rfind(|c| c.registers == registers)?;
    Some(format!(
        "; the count is that of `{}` as compiled into this kernel: its callers hold {} registers across their calls to it, and its values take registers around those",
        crate::emit::table::display_name(&top.name),
        top.held
    ))
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
    // A kernel that sets its warps' limits is allocated under the highest of them; its
    // bounds' own limit is what the words below explain.
    let bounds_limit = match p.warp_entry {
        Some(_) => regalloc::bounded_register_budget(b, info, None, 0).limit,
        None => p.limit,
    };
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
                     leave {bounds_limit} registers per thread ({} / ({threads} x {m}), rounded \
                     down to 8)",
                    info.registers_per_sm
                ),
                None => format!(
                    "launch bounds: {threads} threads per block allow {} registers per thread; \
                     ptxas aims at {}, the top of the occupancy plateau of the function's need",
                    p.limit, p.target
                ),
            }
        }
        BudgetSource::MaxNReg => format!(".maxnreg sets {bounds_limit} registers"),
    };
    let why = match p.warp_entry {
        Some(entry) => format!("{why}; {}", warp_limits_in_words(allocated_from(r), entry)),
        None => why,
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
        warp_entry: p.warp_entry,
    }
}

/// The register limits a kernel sets for its warps (`setmaxnreg`), in words: the count at
/// entry and each change with its PTX line.
fn warp_limits_in_words(f: &Function, entry: u32) -> String {
    let changes: Vec<String> = f
        .insts()
        .filter_map(|(_, i)| {
            let n = regalloc::warp_limits::limit_set_by(i)?;
            let way = if i.mods.has(crate::ir::Mod::TRYALLOC) {
                "raises"
            } else {
                "lowers"
            };
            Some(format!("PTX line {} {way} it to {n}", i.ptx_line))
        })
        .collect();
    format!(
        "the kernel sets its warps' register limits with setmaxnreg: every warp starts with \
         {entry} registers (the count ptxas reports: the budget, capped by the largest \
         raise), {}, and each part of the code is allocated within the limit in force there",
        changes.join(", ")
    )
}
