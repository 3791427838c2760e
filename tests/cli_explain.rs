//! `explain` on every kernel of the suite and (when present) the development corpus: it
//! must work everywhere, name a GPR peak with at least as many live registers as it
//! reports, account for every value the allocator moved out of registers in its summary,
//! split the stack frame into its parts and name no internal value. Then the summary on
//! kernels whose stack frames ptxas's own numbers explain.
//!
//! `cargo test` runs a stratified sample (a fifth of every producer × architecture
//! directory and every kernel at least once: `common/corpus.rs`); `PTXRA_FULL=1`
//! (`scripts/test-full.sh`) runs every file.

#[path = "common/cli.rs"]
mod cli;
#[path = "common/corpus.rs"]
mod corpus;

use ptxra::commands::explain::{explain, FunctionExplanation};
use ptxra::driver::{DriverError, Options};

/// The sampled share of each directory, in thousandths.
const SAMPLE_PER_MILLE: u64 = 200;

#[test]
fn explain_works_on_every_kernel() {
    let files = corpus::files(&["kernels/ptx", "../shared/corpus/ptx"], "ptx");
    assert!(!files.is_empty());
    let files = corpus::sweep("cli_explain", files, SAMPLE_PER_MILLE);
    let opts = Options {
        maxrregcount: Some(32),
        ..Options::default()
    };
    // Per file: the functions explained and what is wrong with them.
    let outcomes = corpus::parallel(&files, |path| {
        let mut failures = Vec::new();
        let mut functions = 0;
        match explain(path, &opts, None) {
            Ok(e) => {
                for f in &e.functions {
                    functions += 1;
                    failures.extend(
                        summary_problems(f)
                            .into_iter()
                            .map(|p| format!("{}: {}: {p}", path.display(), f.name)),
                    );
                    let Some(r) = f.peaks.iter().find(|p| p.class == "R") else {
                        continue; // no GPR value at all (an empty kernel)
                    };
                    let live: u32 = r.live.iter().map(|v| u32::from(v.width)).sum();
                    if live > r.registers || r.at.is_empty() {
                        failures.push(format!(
                            "{}: {}: peak {} but {live} live registers listed at {:?}",
                            path.display(),
                            f.name,
                            r.registers,
                            r.at.first()
                        ));
                    }
                }
            }
            Err(DriverError::Alloc { .. }) => {}
            Err(e) => failures.push(format!("{}: {e}", path.display())),
        }
        (functions, failures)
    });
    let functions: usize = outcomes.iter().map(|o| o.0).sum();
    let failures: Vec<String> = outcomes.into_iter().flat_map(|o| o.1).collect();
    eprintln!("explained {functions} functions in {} files", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What is wrong with a function's summary: values the by-line summary misses, a frame whose
/// parts do not add up or whose local arrays have no reason, internal names.
fn summary_problems(f: &FunctionExplanation) -> Vec<String> {
    let mut out = Vec::new();
    let located = f
        .decisions
        .iter()
        .filter(|d| d.value.defined_at.is_some())
        .count();
    let summed: usize = f.by_line.iter().map(|g| g.moved.total()).sum();
    if summed != located {
        out.push(format!(
            "by-line summary counts {summed} of {located} values"
        ));
    }
    if let Some(fr) = &f.frame {
        if fr.local_bytes + fr.spill_bytes != fr.bytes {
            out.push(format!("frame parts do not add up: {fr:?}"));
        }
        if fr.local_bytes > 0 && fr.why_local.is_none() {
            out.push("local arrays in the frame without a reason".into());
        }
    }
    let names = f
        .peaks
        .iter()
        .flat_map(|p| &p.live)
        .chain(f.decisions.iter().map(|d| &d.value))
        .map(|v| v.name.as_str());
    for n in names {
        if n.starts_with("%t") || n == "SP" {
            out.push(format!("internal name `{n}`"));
        }
    }
    out
}

fn explain_text(args: &[&str]) -> String {
    let mut all = vec!["explain"];
    all.extend_from_slice(args);
    cli::ptxra_stdout(&all)
}

#[test]
fn the_stack_frame_is_explained_by_the_access_that_keeps_it() {
    // ptxas 13.5 (kernels/ref/ptxas-13.5.json) keeps local_dyn_hist16's 64-byte array in a
    // 64-byte frame, written at a run-time index inside a loop, and local_dyn_f64_stack's
    // 192 bytes of doubles indexed at run time; local_dyn_lut's table it turns into
    // registers (no frame).
    let file = "kernels/ptx/nvrtc-13.5/sm_80/local_arrays.ptx";
    let text = explain_text(&[file, "--top", "3"]);
    let section = |name: &str| -> String {
        let start = text.find(&format!("\n{name} — ")).unwrap_or(0);
        let rest = &text[start + 1..];
        rest[..rest.find("\n\n").unwrap_or(rest.len())].to_string()
    };
    let hist = section("local_dyn_hist16");
    assert!(
        hist.contains("stack frame of 64 bytes: 64 bytes of local arrays that stay in memory: an array is indexed at run time inside a loop (PTX line "),
        "{hist}"
    );
    let f64s = section("local_dyn_f64_stack");
    assert!(
        f64s.contains("192 bytes of local arrays that stay in memory: an array of 8-byte (or vector) elements is indexed at run time"),
        "{f64s}"
    );
    assert!(!section("local_dyn_lut").contains("stack frame"), "{text}");
    // --top 3 cuts the lists and says how to see the rest; no internal names.
    assert!(
        text.contains("… and 37 more (--top 40 shows them all)"),
        "{text}"
    );
    assert!(!text.contains("%t") && !text.contains(" SP "), "{text}");
}

#[test]
fn values_that_left_the_registers_are_grouped_by_source_line() {
    // Triton writes `.loc` line information: the summary names the Python lines.
    let text = explain_text(&[
        "--maxrregcount",
        "32",
        "kernels/ptx/triton-3.9/sm_90a/tri_row_cumsum.ptx",
    ]);
    let summary = text
        .lines()
        .skip_while(|l| !l.contains("left the registers"))
        .take(3)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(summary.contains(", defined at:"), "{text}");
    assert!(
        summary.contains("src/triton_scan_argmax.py:11: 2 packed into a GPR"),
        "{text}"
    );
    assert!(text.contains("  result: "), "{text}");
}
