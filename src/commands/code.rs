//! `ptxra compare --code`: the code each tool made, measured the same way on both sides.
//!
//! ```text
//! ptxas -o x.cubin ─► nvdisasm -c -plr ─► sass::parse ─► Code (blocks at labels) ─┐
//! ptxra's allocated function ─► emit::listed_blocks ─► Code (blocks as ptxra's) ──┴─► CodeMetrics
//! ```
//!
//! Both sides become a [`Code`]: blocks of printed SASS lines, each with its mnemonic (no
//! modifiers; ptxra's as its listing prints it, `UIADD3`, `IMAD`) and branch target.
//! Padding is left out on both sides: ptxas's `NOP`s and the branch to itself that closes
//! its code (ptxra prints neither). Measured per function:
//!
//! * **instructions**: ptxas's whole section, its internal subroutines included (they follow
//!   the kernel's code after a label such as `$__internal_0_$__cuda_sm20_div_rn_f64_full`);
//!   ptxra's listing lines, a macro instruction counted as the lines it prints as (`PACK`,
//!   `IADD3.64`), its calls to internal subroutines without their bodies;
//! * **histogram distance**: Σ over mnemonics of |ptxas's count − ptxra's| / ptxas's total;
//! * **peak live GPRs**, one definition on both sides, nvdisasm's: at each instruction the
//!   registers live across it, read or written by it, `R1` included; ptxas's is the largest
//!   count of `-plr`'s GPR column, ptxra's the same count on its final code with its
//!   registers ([`crate::analysis::placed_peak`]), not the `max_live` of `stats`
//!   (values live before allocation, without `R1`);
//! * **loops**: every back edge of the listing (a branch to a label at or before it), with
//!   its body's size in instructions (from the label to the branch), and the **unroll
//!   factor** it was given: its memory operations per trip over those of the PTX loop it
//!   came from. Unrolling copies the loads and stores of a body and nothing removes them
//!   (both tools keep them one for one), so the ratio is the number of copies. A listing
//!   loop is matched to the first PTX loop, in layout order from the last match on, whose
//!   memory operations divide its own; an unrolled loop and its remainder (which both tools
//!   keep after it) then match the same PTX loop, with factors such as 4 and 1. A loop
//!   without memory operations, or none that divides, has no factor.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::Serialize;

use crate::analysis::placed_peak;
use crate::driver::FunctionResult;
use crate::emit::listing::listed_blocks;
use crate::ir::{PhysReg, RegClass};
use crate::sass::ast::{Item, SassFunction, SassOperand};
use crate::sass::{find_nvdisasm, ToolError};

/// One function's code as data: blocks of printed lines, padding left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Code {
    /// Blocks in address order.
    pub blocks: Vec<CodeBlock>,
}

/// A block: ptxas's from one label to the next, ptxra's one of its blocks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodeBlock {
    /// The labels it starts with (none for the entry and for unlabelled ptxra blocks).
    pub labels: Vec<String>,
    /// Its instructions.
    pub lines: Vec<CodeLine>,
}

/// One instruction as printed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodeLine {
    /// The mnemonic without modifiers (`LDG`, `UIADD3`).
    pub mnemonic: String,
    /// Guard and instruction, as printed without address or `;` (`@P0 BRA `(.L_x_1)`).
    pub text: String,
    /// The label a branch goes to.
    pub target: Option<String>,
}

impl Code {
    /// ptxas's function `f`, read from the listing `text` it was parsed from (for the lines
    /// as printed). The function's own name labels do not open a block. Its own code ends
    /// where the out-of-line bodies ptxas appends to it begin, each under a `$` label: its
    /// internal subroutines (`$__internal_0_$__cuda_sm3x_div_rn_noftz_f32_slowpath`) and
    /// the clones of device functions it calls (`$kernel$callee`). ptxra models those as
    /// calls and lists a device function on its own, so they are not compared.
    pub fn from_sass(f: &SassFunction, text: &str) -> Code {
        let lines: Vec<&str> = text.lines().collect();
        let own = [f.name.clone(), format!(".text.{}", f.name)];
        let mut code = Code::default();
        let mut pending: Vec<String> = Vec::new();
        for item in &f.items {
            match item {
                Item::Label(l) if own.contains(l) => {}
                Item::Label(l) if l.starts_with('$') => break,
                Item::Label(l) => pending.push(l.clone()),
                Item::Inst(inst) => {
                    if !pending.is_empty() || code.blocks.is_empty() {
                        code.blocks.push(CodeBlock {
                            labels: std::mem::take(&mut pending),
                            lines: Vec::new(),
                        });
                    }
                    let raw = lines
                        .get((inst.line as usize).saturating_sub(1))
                        .copied()
                        .unwrap_or("");
                    let target = (inst.opcode == "BRA")
                        .then(|| {
                            inst.operands.iter().find_map(|o| match o {
                                SassOperand::Label(l) => Some(l.clone()),
                                _ => None,
                            })
                        })
                        .flatten();
                    let line = CodeLine {
                        mnemonic: inst.opcode.clone(),
                        text: printed_instruction(raw),
                        target,
                    };
                    let closing = inst.guard.is_none()
                        && line.target.as_ref().is_some_and(|t| {
                            code.blocks.last().is_some_and(|b| {
                                b.lines.is_empty() && b.labels.iter().any(|l| l == t)
                            })
                        });
                    if line.mnemonic != "NOP" && !closing {
                        if let Some(b) = code.blocks.last_mut() {
                            b.lines.push(line);
                        }
                    }
                }
            }
        }
        code.blocks.retain(|b| !b.lines.is_empty());
        code
    }

    /// ptxra's function as its listing prints it ([`listed_blocks`]). An empty block's
    /// label moves to the next block, as a label before the next instruction does in
    /// ptxas's listing.
    pub fn from_result(f: &FunctionResult) -> Code {
        let blocks: Vec<CodeBlock> = listed_blocks(&f.func, &f.regs)
            .into_iter()
            .map(|b| CodeBlock {
                labels: b.label.into_iter().collect(),
                lines: b
                    .lines
                    .into_iter()
                    .map(|l| CodeLine {
                        mnemonic: mnemonic_of(&l.text).to_string(),
                        text: format!("{}{}", l.guard, l.text),
                        target: l.target,
                    })
                    .filter(|l| l.mnemonic != "NOP")
                    .collect(),
            })
            .collect();
        let mut code = Code::default();
        let mut pending: Vec<String> = Vec::new();
        for mut b in blocks {
            pending.append(&mut b.labels);
            if !b.lines.is_empty() {
                b.labels = std::mem::take(&mut pending);
                code.blocks.push(b);
            }
        }
        code
    }

    /// The instructions in order.
    pub fn lines(&self) -> impl Iterator<Item = &CodeLine> {
        self.blocks.iter().flat_map(|b| b.lines.iter())
    }

    /// How many instructions there are.
    pub fn instructions(&self) -> u32 {
        u32::try_from(self.lines().count()).unwrap_or(u32::MAX)
    }

    /// How often each mnemonic occurs.
    pub fn histogram(&self) -> BTreeMap<&str, u32> {
        let mut h = BTreeMap::new();
        for l in self.lines() {
            *h.entry(l.mnemonic.as_str()).or_insert(0) += 1;
        }
        h
    }

    /// The body size (instructions from the target label through the branch) of every
    /// back edge, in the order of the branches.
    pub fn loops(&self) -> Vec<u32> {
        self.loop_bodies().map(|body| body.len() as u32).collect()
    }

    /// The memory operations per trip of every back edge, in the order of [`Code::loops`].
    pub fn loop_memory_ops(&self) -> Vec<u32> {
        self.loop_bodies()
            .map(|body| body.iter().filter(|l| is_memory_op(&l.mnemonic)).count() as u32)
            .collect()
    }

    /// The lines from each back edge's target label through its branch.
    fn loop_bodies(&self) -> impl Iterator<Item = Vec<&CodeLine>> {
        let mut at: BTreeMap<&str, usize> = BTreeMap::new();
        let mut i = 0;
        for b in &self.blocks {
            for l in &b.labels {
                at.insert(l, i);
            }
            i += b.lines.len();
        }
        let lines: Vec<&CodeLine> = self.lines().collect();
        let edges: Vec<(usize, usize)> = lines
            .iter()
            .enumerate()
            .filter_map(|(i, l)| {
                let start = *at.get(l.target.as_deref()?)?;
                (start <= i).then_some((start, i))
            })
            .collect();
        edges
            .into_iter()
            .map(move |(start, end)| lines[start..=end].to_vec())
    }
}

/// Whether a listing mnemonic is a memory operation the PTX names (local memory, where
/// spill code goes, and constant loads, which parameters become, left out).
fn is_memory_op(mnemonic: &str) -> bool {
    matches!(
        mnemonic,
        "LDG"
            | "STG"
            | "LDS"
            | "STS"
            | "LD"
            | "ST"
            | "ATOM"
            | "ATOMG"
            | "ATOMS"
            | "RED"
            | "REDG"
            | "LDGSTS"
            | "LDSM"
            | "STSM"
            | "TEX"
            | "TLD"
            | "SULD"
            | "SUST"
    )
}

/// The memory operations per trip of every loop of a PTX function (each branch back to a
/// label at or before it, nested scopes flattened), in layout order: the loads, stores,
/// atomics and asynchronous copies that the listings count as memory operations.
pub fn ptx_loop_memory_ops(f: &ptx_parser::ast::Function) -> Vec<u32> {
    use ptx_parser::ast::{Operand, Statement};
    enum Item<'a> {
        Label(&'a str),
        Inst(&'a ptx_parser::ast::Instruction),
    }
    fn flatten<'a>(statements: &'a [Statement], out: &mut Vec<Item<'a>>) {
        for s in statements {
            match s {
                Statement::Label(l, _) => out.push(Item::Label(l)),
                Statement::Instruction(i) => out.push(Item::Inst(i)),
                Statement::Block(b) => flatten(&b.statements, out),
                _ => {}
            }
        }
    }
    let mut items = Vec::new();
    if let Some(body) = &f.body {
        flatten(&body.statements, &mut items);
    }
    let mut at: BTreeMap<&str, usize> = BTreeMap::new();
    for (k, it) in items.iter().enumerate() {
        if let Item::Label(l) = it {
            at.insert(l, k);
        }
    }
    let is_memory = |i: &ptx_parser::ast::Instruction| {
        let space = |m: &str| i.has(m);
        match i.opcode.as_str() {
            "ld" | "st" => !(space("local") || space("param") || space("const")),
            "atom" | "red" | "ldmatrix" | "stmatrix" | "tex" | "tld4" | "suld" | "sust" => true,
            "cp" => space("async") && !space("bulk"),
            _ => false,
        }
    };
    let mut out = Vec::new();
    for (k, it) in items.iter().enumerate() {
        let Item::Inst(i) = it else { continue };
        if i.opcode != "bra" {
            continue;
        }
        let target = i.operands.iter().find_map(|o| match o {
            Operand::Symbol { name, .. } => at.get(name.as_str()).copied(),
            _ => None,
        });
        if let Some(start) = target.filter(|&s| s <= k) {
            let n = items[start..=k]
                .iter()
                .filter(|x| matches!(x, Item::Inst(i) if is_memory(i)))
                .count();
            out.push(n as u32);
        }
    }
    out
}

/// The unroll factor of each listing loop with `side` memory operations per trip, against
/// the PTX loops' `ptx` (see the module documentation): `None` where none matches.
///
/// Loops are matched in layout order. A PTX loop shows in a listing either as one loop or as
/// an unrolled loop followed by its remainder (factor 1), so a listing loop matches the PTX
/// loop matched last only as the remainder of an unrolled one; otherwise it matches the
/// first later PTX loop whose memory operations divide its own.
pub fn unroll_factors(side: &[u32], ptx: &[u32]) -> Vec<Option<u32>> {
    // The PTX loop matched last, and whether its remainder may still come.
    let mut last: Option<(usize, bool)> = None;
    side.iter()
        .map(|&m| {
            if let Some((k, true)) = last {
                if m == ptx[k] {
                    last = Some((k, false));
                    return Some(1);
                }
            }
            let from = last.map_or(0, |(k, _)| k + 1);
            let k = (from..ptx.len()).find(|&k| m > 0 && ptx[k] > 0 && m % ptx[k] == 0)?;
            let factor = m / ptx[k];
            last = Some((k, factor > 1));
            Some(factor)
        })
        .collect()
}

/// The instruction of an nvdisasm line: between the `/*addr*/` and the `;`, trimmed.
fn printed_instruction(raw: &str) -> String {
    let code = raw.split("//").next().unwrap_or(raw);
    let after = code.split_once("*/").map_or(code, |(_, r)| r);
    after.split(';').next().unwrap_or(after).trim().to_string()
}

/// The mnemonic of an instruction's text: its first word without modifiers.
fn mnemonic_of(text: &str) -> &str {
    let word = text.split_whitespace().next().unwrap_or("");
    word.split('.').next().unwrap_or(word)
}

/// Σ over mnemonics of |count in `theirs` − count in `ours`|, divided by `theirs`'s
/// instruction count (0 when both are empty).
pub fn histogram_distance(theirs: &Code, ours: &Code) -> f64 {
    let (a, b) = (theirs.histogram(), ours.histogram());
    let diff: u32 = a
        .keys()
        .chain(b.keys())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .map(|m| {
            a.get(m)
                .copied()
                .unwrap_or(0)
                .abs_diff(b.get(m).copied().unwrap_or(0))
        })
        .sum();
    f64::from(diff) / f64::from(theirs.instructions().max(1))
}

/// ptxra's peak of live GPRs on its final code, by nvdisasm's definition (see the module
/// documentation).
pub fn ptxra_peak_live(f: &FunctionResult) -> u32 {
    // A value without a register has no place to count; a non-GPR placeholder keeps it out.
    let placement: Vec<PhysReg> = f
        .regs
        .iter()
        .zip(&f.func.vregs)
        .map(|(r, info)| {
            r.or(info.fixed.map(|index| PhysReg {
                class: info.class,
                index,
            }))
            .unwrap_or(PhysReg {
                class: RegClass::B,
                index: 0,
            })
        })
        .collect();
    placed_peak(&f.func, &placement, RegClass::R)
}

/// nvdisasm as [`find_nvdisasm`] finds it, checked to run (`nvdisasm --version`), so that a
/// missing tool is one error before any work rather than one per input.
pub fn usable_nvdisasm(explicit: Option<&Path>) -> Result<PathBuf, ToolError> {
    let path = find_nvdisasm(explicit)?;
    match Command::new(&path).arg("--version").output() {
        Ok(out) if out.status.success() => Ok(path),
        Ok(out) => Err(ToolError::Unusable {
            path: path.display().to_string(),
            message: format!("`--version` exited with {}", out.status),
        }),
        Err(e) => Err(ToolError::Unusable {
            path: path.display().to_string(),
            message: e.to_string(),
        }),
    }
}

/// ptxas's peak of live GPRs: the largest GPR count of the `-plr` columns.
pub fn ptxas_peak_live(f: &SassFunction) -> Option<u32> {
    f.life_range_peak(RegClass::R)
}

/// What `compare --code` reports per function (the `code` field of a row of
/// `compare --json`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CodeMetrics {
    /// ptxas's instructions of the function's own code ([`Code::from_sass`]: its
    /// out-of-line subroutines and callee clones apart), NOPs and the closing branch to
    /// itself left out.
    pub ptxas_instructions: u32,
    /// ptxra's listing lines.
    pub ptxra_instructions: u32,
    /// Σ |mnemonic count difference| / `ptxas_instructions`.
    pub histogram_distance: f64,
    /// ptxas's peak of live GPRs (nvdisasm's life ranges; `None` without them).
    pub ptxas_peak_live: Option<u32>,
    /// ptxra's, by the same definition.
    pub ptxra_peak_live: u32,
    /// Body size of every loop of ptxas's listing.
    pub ptxas_loops: Vec<u32>,
    /// Body size of every loop of ptxra's listing.
    pub ptxra_loops: Vec<u32>,
    /// The unroll factor of each loop of ptxas's listing (`None`: not matched to a PTX loop).
    pub ptxas_unroll: Vec<Option<u32>>,
    /// The same for ptxra's.
    pub ptxra_unroll: Vec<Option<u32>>,
    /// ptxas's instructions per mnemonic (the counts [`histogram_distance`] compares), so
    /// that a corpus's differences can be summed per opcode.
    pub ptxas_histogram: BTreeMap<String, u32>,
    /// The same for ptxra's listing.
    pub ptxra_histogram: BTreeMap<String, u32>,
}

impl CodeMetrics {
    /// Measures both sides of a function whose PTX loops have `ptx_loops` memory
    /// operations per trip ([`ptx_loop_memory_ops`]).
    pub fn measure(
        theirs: &Code,
        ptxas_peak_live: Option<u32>,
        ours: &Code,
        ptxra_peak_live: u32,
        ptx_loops: &[u32],
    ) -> CodeMetrics {
        CodeMetrics {
            ptxas_unroll: unroll_factors(&theirs.loop_memory_ops(), ptx_loops),
            ptxra_unroll: unroll_factors(&ours.loop_memory_ops(), ptx_loops),
            ptxas_instructions: theirs.instructions(),
            ptxra_instructions: ours.instructions(),
            histogram_distance: histogram_distance(theirs, ours),
            ptxas_peak_live,
            ptxra_peak_live,
            ptxas_loops: theirs.loops(),
            ptxra_loops: ours.loops(),
            ptxas_histogram: theirs
                .histogram()
                .into_iter()
                .map(|(m, n)| (m.to_owned(), n))
                .collect(),
            ptxra_histogram: ours
                .histogram()
                .into_iter()
                .map(|(m, n)| (m.to_owned(), n))
                .collect(),
        }
    }

    /// Whether ptxra's instruction count is within 10 % of ptxas's.
    pub fn instructions_within_10pct(&self) -> bool {
        let (a, b) = (
            f64::from(self.ptxas_instructions),
            f64::from(self.ptxra_instructions),
        );
        (a - b).abs() <= 0.1 * a
    }

    /// Whether the peaks of live GPRs are within one register (`None` without ptxas's).
    pub fn peak_live_within_1(&self) -> Option<bool> {
        Some(self.ptxas_peak_live?.abs_diff(self.ptxra_peak_live) <= 1)
    }
}

/// The code summary over the functions both sides measured (the `code` field of
/// `compare --json`'s summary).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CodeSummary {
    /// Functions measured on both sides.
    pub functions: usize,
    /// % whose instruction counts are within ±10 % of ptxas's.
    pub instructions_within_10_pct: f64,
    /// % whose peaks of live GPRs are within ±1 (of those with ptxas's life ranges).
    pub peak_live_within_1_pct: f64,
    /// Mean histogram distance.
    pub mean_histogram_distance: f64,
}

/// The summary of `metrics` (zeros when empty).
pub fn summarize_code<'a>(metrics: impl Iterator<Item = &'a CodeMetrics>) -> CodeSummary {
    let ms: Vec<&CodeMetrics> = metrics.collect();
    let n = ms.len();
    if n == 0 {
        return CodeSummary::default();
    }
    let pct = |k: usize, n: usize| {
        if n == 0 {
            0.0
        } else {
            100.0 * k as f64 / n as f64
        }
    };
    let live: Vec<bool> = ms.iter().filter_map(|m| m.peak_live_within_1()).collect();
    CodeSummary {
        functions: n,
        instructions_within_10_pct: pct(
            ms.iter().filter(|m| m.instructions_within_10pct()).count(),
            n,
        ),
        peak_live_within_1_pct: pct(live.iter().filter(|x| **x).count(), live.len()),
        mean_histogram_distance: ms.iter().map(|m| m.histogram_distance).sum::<f64>() / n as f64,
    }
}

/// `loops: ptxas N (body sizes …; unrolled ×4 ×1), ptxra M (…; …)`.
pub fn render_loops(m: &CodeMetrics) -> String {
    let sizes = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
    let factors = |v: &[Option<u32>]| {
        v.iter()
            .map(|f| f.map_or("×?".to_string(), |f| format!("×{f}")))
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "loops: ptxas {} (body sizes {}; unrolled {}), ptxra {} ({}; {})",
        m.ptxas_loops.len(),
        sizes(&m.ptxas_loops),
        factors(&m.ptxas_unroll),
        m.ptxra_loops.len(),
        sizes(&m.ptxra_loops),
        factors(&m.ptxra_unroll)
    )
}

/// Width of ptxas's column in [`side_by_side`].
const COLUMN: usize = 56;

/// The two listings of one function block by block, aligned: the n-th block of each side
/// together, their instructions line by line. The mark between the columns says how a row
/// compares: blank for the same text, `~` for the same mnemonic, `*` for different ones,
/// `<`/`>` where only one side has a line.
pub fn side_by_side(function: &str, theirs: &Code, ours: &Code) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{function}: ptxas {} instructions in {} blocks, ptxra {} in {} blocks",
        theirs.instructions(),
        theirs.blocks.len(),
        ours.instructions(),
        ours.blocks.len()
    );
    let _ = writeln!(out, "{:<COLUMN$}   ptxra", "ptxas");
    let empty = CodeBlock::default();
    for i in 0..theirs.blocks.len().max(ours.blocks.len()) {
        let a = theirs.blocks.get(i).unwrap_or(&empty);
        let b = ours.blocks.get(i).unwrap_or(&empty);
        let head = |blk: &CodeBlock| {
            let l = if blk.labels.is_empty() {
                String::new()
            } else {
                format!(" {}", blk.labels.join(" "))
            };
            fit(&format!("-- block {i}{l} ({})", blk.lines.len()))
        };
        let _ = writeln!(out, "{:<COLUMN$} | {}", head(a), head(b));
        for j in 0..a.lines.len().max(b.lines.len()) {
            let (x, y) = (a.lines.get(j), b.lines.get(j));
            let mark = match (x, y) {
                (Some(x), Some(y)) if x.text == y.text => ' ',
                (Some(x), Some(y)) if x.mnemonic == y.mnemonic => '~',
                (Some(_), Some(_)) => '*',
                (Some(_), None) => '<',
                _ => '>',
            };
            let text = |l: Option<&CodeLine>| l.map_or(String::new(), |l| fit(&l.text));
            let row = format!("{:<COLUMN$} {mark} {}", text(x), text(y));
            let _ = writeln!(out, "{}", row.trim_end());
        }
    }
    out
}

/// `s` cut to [`COLUMN`] characters, with an ellipsis when cut.
fn fit(s: &str) -> String {
    if s.chars().count() <= COLUMN {
        return s.to_string();
    }
    let mut t: String = s.chars().take(COLUMN - 1).collect();
    t.push('…');
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(blocks: &[(&[&str], &[&str])]) -> Code {
        Code {
            blocks: blocks
                .iter()
                .map(|(labels, lines)| CodeBlock {
                    labels: labels.iter().map(|l| l.to_string()).collect(),
                    lines: lines
                        .iter()
                        .map(|t| CodeLine {
                            mnemonic: mnemonic_of(unguarded(t)).to_string(),
                            text: t.to_string(),
                            target: t
                                .split("`(")
                                .nth(1)
                                .map(|r| r.trim_end_matches(')').to_string()),
                        })
                        .collect(),
                })
                .collect(),
        }
    }

    /// The instruction without its `@P0 ` guard.
    fn unguarded(t: &str) -> &str {
        match t.strip_prefix('@') {
            Some(r) => r.split_once(' ').map_or(r, |(_, x)| x),
            None => t,
        }
    }

    #[test]
    fn ptxas_code_ends_where_its_out_of_line_bodies_begin() {
        // ptxas 13.5, sm_80, a kernel computing `div.rn.f32` (`nvdisasm -c`, trimmed): the
        // slow path's body follows the kernel's EXIT under its own `$` label.
        let text = "\t.section\t.text.k,\"ax\",@progbits\n\
k:\n\
.text.k:\n\
        /*0000*/                   IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] ;\n\
        /*00f0*/              @!P0 BRA `(.L_x_1) ;\n\
        /*0100*/                   MOV R0, 0x120 ;\n\
        /*0110*/                   CALL.REL.NOINC `($__internal_0_$__cuda_sm3x_div_rn_noftz_f32_slowpath) ;\n\
.L_x_1:\n\
        /*0120*/                   STG.E [R2.64], R7 ;\n\
        /*0130*/                   EXIT ;\n\
        .type           $__internal_0_$__cuda_sm3x_div_rn_noftz_f32_slowpath,@function\n\
$__internal_0_$__cuda_sm3x_div_rn_noftz_f32_slowpath:\n\
        /*0140*/                   SHF.R.U32.HI R7, RZ, 0x17, R5 ;\n\
        /*0150*/                   RET.REL.NODEC R0 0x0 ;\n";
        let listing = crate::sass::parse::parse_listing(text, "k.sass").unwrap();
        let code = Code::from_sass(&listing.functions[0], text);
        assert_eq!(code.instructions(), 6);
        assert!(code
            .lines()
            .all(|l| l.mnemonic != "SHF" && l.mnemonic != "RET"));
    }

    #[test]
    fn histogram_distance_by_hand() {
        // ptxas: MOV S2R IMAD EXIT; ptxra: MOV MOV IMAD STG EXIT.
        // |MOV 1-2| + |S2R 1-0| + |IMAD 1-1| + |STG 0-1| + |EXIT 1-1| = 3, over 4.
        let a = code(&[(
            &[],
            &[
                "MOV R1, c[0x0][0x28]",
                "S2R R0, SR_TID.X",
                "IMAD R0, R0, 0x4, RZ",
                "EXIT",
            ],
        )]);
        let b = code(&[(
            &[],
            &[
                "MOV R1, c[0x0][0x28]",
                "MOV R0, RZ",
                "IMAD R0, R0, 0x4, RZ",
                "STG.E [R2.64], R0",
                "EXIT",
            ],
        )]);
        assert_eq!(histogram_distance(&a, &b), 0.75);
        assert_eq!(histogram_distance(&a, &a), 0.0);
    }

    #[test]
    fn loops_are_back_edges_with_their_body_sizes() {
        let c = code(&[
            (&[], &["MOV R0, RZ"]),
            (
                &[".L_x_0"],
                &[
                    "IADD3 R0, R0, 0x1, RZ",
                    "ISETP.NE.AND P0, PT, R0, 0x8, PT",
                    "@P0 BRA `(.L_x_0)",
                ],
            ),
            (&[".L_x_1"], &["@P1 BRA `(.L_x_2)", "EXIT"]),
            (&[".L_x_2"], &["BRA `(.L_x_1)"]),
        ]);
        assert_eq!(c.loops(), vec![3, 3]);
        assert_eq!(c.instructions(), 7);
    }

    #[test]
    fn loop_memory_operations_per_trip() {
        let c = code(&[(
            &[".L_x_0"],
            &[
                "LDG.E R2, [R4.64]",
                "LDS R3, [R0]",
                "STL [R1], R2",
                "@P0 BRA `(.L_x_0)",
            ],
        )]);
        // Spill code (local memory) is not a memory operation of the program.
        assert_eq!(c.loop_memory_ops(), vec![2]);
    }

    #[test]
    fn unroll_factors_match_unrolled_loops_and_remainders_to_their_ptx_loops() {
        // red_f64_sumsq (nvrtc 13.5, sm_80): PTX loops with 1, 4 and 1 loads per trip.
        // ptxas 13.5's listing has four loops with 1, 8, 2 and 1 (`nvdisasm -c`): the first
        // loop as it was, the second unrolled twice, the third unrolled twice with its
        // remainder after it.
        assert_eq!(
            unroll_factors(&[1, 8, 2, 1], &[1, 4, 1]),
            vec![Some(1), Some(2), Some(2), Some(1)]
        );
        // A loop unrolled four times, then its remainder, then the next loop as it was.
        assert_eq!(
            unroll_factors(&[4, 1, 3], &[1, 3]),
            vec![Some(4), Some(1), Some(1)]
        );
        // No memory operations, or none that divide: no factor.
        assert_eq!(unroll_factors(&[0, 5], &[2]), vec![None, None]);
    }

    #[test]
    fn ptx_loops_count_the_memory_operations_between_label_and_back_branch() {
        let m = ptx_parser::parse_module(
            ".version 8.0\n.target sm_80\n.address_size 64\n\
             .visible .entry k(.param .u64 p)\n{\n.reg .pred %p<2>;\n.reg .b32 %r<4>;\n\
             .reg .b64 %rd<3>;\n\
             ld.param.u64 %rd1, [p];\n\
             $L__BB0_1:\n\
             ld.global.u32 %r1, [%rd1];\n\
             { st.global.u32 [%rd1], %r1; }\n\
             ld.local.u32 %r2, [%rd1];\n\
             setp.ne.s32 %p1, %r1, 0;\n\
             @%p1 bra $L__BB0_1;\n\
             ret;\n}\n",
        )
        .expect("parses");
        let f = m.functions().next().expect("one function");
        assert_eq!(ptx_loop_memory_ops(f), vec![2]);
    }

    #[test]
    fn the_printed_instruction_of_an_nvdisasm_line() {
        let raw =
            "        /*0050*/               @P0 EXIT ;                      // |  2  :    :  |";
        assert_eq!(printed_instruction(raw), "@P0 EXIT");
        assert_eq!(
            printed_instruction("        /*0250*/                   BRA `(.L_x_3);"),
            "BRA `(.L_x_3)"
        );
        assert_eq!(mnemonic_of("UIADD3 UR4, UR4, 0x1, URZ"), "UIADD3");
        assert_eq!(mnemonic_of("IMAD.WIDE R2, R0, R3, c[0x0][0x160]"), "IMAD");
    }
}
