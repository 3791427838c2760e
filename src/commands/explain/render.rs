//! `explain`'s text: for each function a summary first (what left the registers, by source
//! line; what the stack frame holds; how the count follows from the target), then the
//! budget, the pressure peaks and the values moved out of registers, each list cut to its
//! `top` first entries.

use std::fmt::Write;

use super::{Explanation, FunctionExplanation, MovedCounts, PtxLine};
use crate::regalloc::SpillAction;

/// `PTX line N` with its source line when the PTX has one.
fn loc(l: &PtxLine) -> String {
    match &l.source {
        Some(s) => format!("PTX line {} ({}:{})", l.line, s.file, s.line),
        None => format!("PTX line {}", l.line),
    }
}

/// The class as a CUDA programmer reads it.
fn class_name(class: &str) -> &'static str {
    match class {
        "R" => "general-purpose registers (R)",
        "UR" => "uniform registers (UR)",
        "P" => "predicates (P)",
        "UP" => "uniform predicates (UP)",
        _ => "barriers (B)",
    }
}

/// `N spilled, M recomputed, …` for the non-zero counts.
fn counts(g: &MovedCounts) -> String {
    [
        (g.spilled, "spilled"),
        (g.spilled_to_shared, "spilled to shared memory"),
        (g.recomputed, "recomputed"),
        (g.packed, "packed into a GPR"),
    ]
    .iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, what)| format!("{n} {what}"))
    .collect::<Vec<_>>()
    .join(", ")
}

/// "… and N more (--top M shows them)" under a list cut at `top`.
fn more(out: &mut String, indent: &str, total: usize, top: usize) {
    if total > top {
        let _ = writeln!(
            out,
            "{indent}… and {} more (--top {total} shows them all)",
            total - top
        );
    }
}

/// The explanation for people; every list shows its `top` first entries.
pub fn render_text(e: &Explanation, top: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} ({})", e.input, e.arch);
    for f in &e.functions {
        function(&mut out, f, top);
    }
    out
}

fn function(out: &mut String, f: &FunctionExplanation, top: usize) {
    let mut header = format!(
        "\n{} — {} registers",
        crate::emit::table::display_name(&f.name),
        f.registers
    );
    if f.spill_stores > 0 {
        header += &format!(", {} bytes spill stores", f.spill_stores);
    }
    if let Some(fr) = &f.frame {
        header += &format!(", {} bytes stack frame", fr.bytes);
    }
    if let Some(o) = f.occupancy {
        header += &format!(", occupancy {:.1}%", o * 100.0);
    }
    let _ = writeln!(out, "{header}");
    summary(out, f, top);
    let b = &f.budget;
    let _ = writeln!(out, "  budget {} (target {}): {}", b.limit, b.target, b.why);
    for p in &f.peaks {
        let _ = writeln!(out, "  {} peak at {}:", class_name(&p.class), p.registers);
        for (k, at) in p.at.iter().enumerate() {
            let _ = writeln!(
                out,
                "    {}{}: {}",
                if k == 0 { "at " } else { "also " },
                loc(at),
                at.text
            );
        }
        if p.live.is_empty() {
            continue;
        }
        let n = p.live.len();
        let _ = writeln!(
            out,
            "    live there ({n} value{}):",
            if n == 1 { "" } else { "s" }
        );
        for v in p.live.iter().take(top) {
            let def = v
                .defined_at
                .as_ref()
                .map_or("defined on entry".to_string(), |d| {
                    format!("from {}: {}", loc(d), d.text)
                });
            let width = if v.width > 1 {
                format!(" x{}", v.width)
            } else {
                String::new()
            };
            let _ = writeln!(out, "      {:<10} {}{width}  {def}", v.name, v.class);
        }
        more(out, "      ", p.live.len(), top);
    }
    if f.decisions.is_empty() {
        return;
    }
    let _ = writeln!(out, "  values moved out of registers, in the order chosen:");
    for d in f.decisions.iter().take(top) {
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
    more(out, "    ", f.decisions.len(), top);
}

/// The summary: what left the registers by line, the stack frame, and the count's story.
fn summary(out: &mut String, f: &FunctionExplanation, top: usize) {
    if !f.decisions.is_empty() {
        let with_source = f.by_line.iter().any(|g| g.at.source.is_some());
        let _ = writeln!(
            out,
            "  {} value{} left the registers: {}{}",
            f.decisions.len(),
            if f.decisions.len() == 1 { "" } else { "s" },
            counts(&f.moved),
            if with_source {
                ", defined at:"
            } else {
                " (PTX with line information, e.g. from -lineinfo, groups them by source line)"
            }
        );
        if with_source {
            for g in f.by_line.iter().take(top) {
                let place = match &g.at.source {
                    Some(s) => format!("{}:{}", s.file, s.line),
                    None => format!("PTX line {}", g.at.line),
                };
                let _ = writeln!(out, "    {place}: {}", counts(&g.moved));
            }
            more(out, "    ", f.by_line.len(), top);
        }
    }
    if let Some(fr) = &f.frame {
        let mut parts = Vec::new();
        if fr.local_bytes > 0 {
            let why = fr.why_local.as_deref().unwrap_or("they are kept in memory");
            let at = fr
                .at
                .as_ref()
                .map_or(String::new(), |a| format!(" ({}: {})", loc(a), a.text));
            parts.push(format!(
                "{} bytes of local arrays that stay in memory: {why}{at}",
                fr.local_bytes
            ));
        }
        if fr.spill_bytes > 0 {
            parts.push(format!("{} bytes of spill slots", fr.spill_bytes));
        }
        let _ = writeln!(
            out,
            "  stack frame of {} bytes: {}",
            fr.bytes,
            parts.join("; ")
        );
    }
    let _ = writeln!(out, "  result: {}", f.result);
}
