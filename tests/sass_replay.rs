//! `ptxra replay` against the real ptxas 13.5 and nvdisasm (installed by `scripts/setup.sh`
//! from PyPI; these tests fail, never skip, without them), on a stratified sample of
//! `kernels/ptx/` and the development corpus (`common/corpus.rs`; `PTXRA_FULL=1` runs all):
//!
//! * every function of every sampled file is read, renamed, allocated and accepted by the
//!   checker;
//! * the operand roles the lifter gives agree with nvdisasm's own life ranges on every
//!   instruction (the registers a line marks written are the ones lifted as destinations;
//!   the ones it marks read for the last time are among those lifted as sources);
//! * the peak of live registers of ptxas's code, by ptxra's liveness with ptxas's placement,
//!   equals nvdisasm's on a kernel file where the two are known to agree, and on most of
//!   the sample (the remaining differences are listed in docs/fidelity.md);
//! * a listing that cannot be read is a located error with exit status 2.

#[path = "common/corpus.rs"]
mod corpus;
#[path = "common/nvidia.rs"]
mod nvidia;

use nvidia::{root, tool};

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use ptxra::commands::replay::{ptx_target, replay_input, ReplayOptions, ReplayedFunction};
use ptxra::ir::RegClass;
use ptxra::sass::ast::LiveMark;
use ptxra::sass::lift::lift;
use ptxra::sass::run_tool::DEFAULT_TIMEOUT;

/// The sampled share of each directory, in thousandths.
const SAMPLE_PER_MILLE: u64 = 40;

fn options() -> ReplayOptions {
    ReplayOptions {
        ptxas: Some(tool("ptxas")),
        nvdisasm: Some(tool("nvdisasm")),
        ..ReplayOptions::default()
    }
}

fn sample(test: &str) -> Vec<PathBuf> {
    let files = corpus::files(&["kernels/ptx", "../shared/corpus/ptx"], "ptx");
    corpus::sweep(test, files, SAMPLE_PER_MILLE)
}

/// The PTX files ptxas 13.5 accepts (a few corpus files target PTX it rejects).
fn accepted(r: &Result<Vec<ReplayedFunction>, ptxra::commands::replay::ReplayError>) -> bool {
    !matches!(
        r,
        Err(ptxra::commands::replay::ReplayError::Tool(
            ptxra::sass::ToolError::Failed { .. }
        ))
    )
}

#[test]
fn every_sampled_function_replays_and_passes_the_checker() {
    let files = sample("sass_replay");
    let opts = options();
    let results = corpus::parallel(&files, |f| (f.clone(), replay_input(f, &opts)));
    let mut failures = Vec::new();
    let (mut functions, mut live_equal, mut with_ranges, mut placement_checks) = (0, 0, 0, 0);
    for (f, r) in results.iter().filter(|(_, r)| accepted(r)) {
        match r {
            Err(e) => failures.push(format!("{}: {e}", f.display())),
            Ok(rows) => {
                for row in rows {
                    functions += 1;
                    placement_checks += usize::from(row.ptxas_placement_checks);
                    if let Some(e) = &row.error {
                        failures.push(format!("{} {}: {e}", f.display(), row.name));
                    } else if !row.verified {
                        failures.push(format!("{} {}: not verified", f.display(), row.name));
                    }
                    if let Some(n) = row.nvdisasm_max_live {
                        with_ranges += 1;
                        live_equal += usize::from(n == row.ptxas_max_live);
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(functions > 50, "only {functions} functions replayed");
    // Measured on the whole of kernels/ and the corpus: 72 % agree (docs/fidelity.md).
    let share = live_equal as f64 / with_ranges.max(1) as f64;
    eprintln!("peak live equal to nvdisasm's on {live_equal} of {with_ranges} functions");
    assert!(
        share >= 0.6,
        "peak live equal to nvdisasm's on only {live_equal} of {with_ranges}"
    );
    // ptxas's own registers pass the checker on the renamed code of 89 % of the functions
    // of kernels/ (tuples ptxas builds over registers of values still in use, and written
    // in parts on joining paths, are the rest): the renaming keeps apart what ptxas does.
    let share = placement_checks as f64 / functions.max(1) as f64;
    eprintln!("ptxas's placement checks on {placement_checks} of {functions} functions");
    assert!(
        share >= 0.8,
        "ptxas's placement checks on only {placement_checks} of {functions}"
    );
}

#[test]
fn the_peak_of_live_registers_is_nvdisasms_on_a_kernel_file() {
    // Four kernels of atomics and spin locks (nvrtc 13.5, sm_80): ptxas's code at its
    // peak, instruction by instruction, as nvdisasm -plr counts it (10, 23, 7, 6).
    let f = root().join("kernels/ptx/nvrtc-13.5/sm_80/atomics_cas.ptx");
    let rows = replay_input(&f, &options()).expect("replays");
    assert_eq!(rows.len(), 4);
    for r in &rows {
        assert_eq!(Some(r.ptxas_max_live), r.nvdisasm_max_live, "{}", r.name);
        assert!(r.verified, "{}", r.name);
    }
}

#[test]
fn lifted_roles_match_the_life_ranges() {
    let files = sample("sass_roles");
    let results = corpus::parallel(&files, |f| role_mismatches(f));
    let mismatches: Vec<String> = results.into_iter().flatten().collect();
    assert!(
        mismatches.is_empty(),
        "{} instructions whose lifted roles differ from nvdisasm's life ranges:\n{}",
        mismatches.len(),
        mismatches
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The instructions of `ptx`'s SASS whose lifted destinations are not the registers
/// nvdisasm marks written, or whose lifted sources miss a register it marks read last.
/// Calls (their effects come from the callee), `R2P` (nvdisasm shows no predicate it writes),
/// the zero-fill predicate of `LDGSTS` (which nvdisasm marks written) and the implicit
/// memory descriptor of sm_80…sm_89 global accesses (added when renaming)
/// are left out.
#[allow(
    clippy::expect_used,
    reason = "a test helper: an unreadable input is the test's failure"
)]
fn role_mismatches(ptx: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(ptx).expect("readable");
    let Some(arch) = ptx_target(&text).map(|a| a.to_string()) else {
        return Vec::new();
    };
    let Ok(cubin) = ptxra::sass::assemble(&tool("ptxas"), ptx, &arch, &[], DEFAULT_TIMEOUT) else {
        return Vec::new(); // PTX this ptxas rejects.
    };
    let listing = ptxra::sass::disassemble(&tool("nvdisasm"), cubin.path(), true, DEFAULT_TIMEOUT)
        .map_err(|e| e.to_string())
        .and_then(|t| ptxra::sass::parse_listing(&t, "x.sass").map_err(|e| e.to_string()))
        .expect("disassembles and parses");
    let mut out = Vec::new();
    for f in &listing.functions {
        for i in f.insts().filter(|i| !i.live.is_empty()) {
            if matches!(i.opcode.as_str(), "CALL" | "R2P") {
                continue;
            }
            let l = lift(i);
            // Registers nvdisasm prints a column for.
            let shown = |class: RegClass, r: u16| {
                i.live.iter().any(|c| c.class == class) && (class != RegClass::UR || r < 63)
            };
            let ours_w: BTreeSet<(RegClass, u16)> = l
                .defs
                .iter()
                .flat_map(|s| s.units().map(move |u| (s.class, u)))
                .filter(|&(c, u)| shown(c, u))
                .collect();
            let ours_r: BTreeSet<(RegClass, u16)> = l
                .read_slots()
                .chain(l.predicate_file.iter().copied())
                .flat_map(|s| s.units().map(move |u| (s.class, u)))
                .collect();
            let mut theirs_w = BTreeSet::new();
            let mut theirs_r = BTreeSet::new();
            for c in &i.live {
                for &(r, m) in &c.marks {
                    // nvdisasm marks the zero-fill predicate `LDGSTS` reads as written.
                    let fill_predicate = i.opcode == "LDGSTS" && c.class == RegClass::P;
                    if matches!(m, LiveMark::Def | LiveMark::UseDef) && !fill_predicate {
                        theirs_w.insert((c.class, r));
                    }
                    if matches!(m, LiveMark::LastUse | LiveMark::UseDef) {
                        theirs_r.insert((c.class, r));
                    }
                }
            }
            let missing: Vec<_> = theirs_r
                .difference(&ours_r)
                .filter(|(c, _)| !(l.implicit_descriptor && *c == RegClass::UR))
                .collect();
            if ours_w != theirs_w || !missing.is_empty() {
                out.push(format!(
                    "{} line {} `{} {}`: writes {ours_w:?} (nvdisasm {theirs_w:?}), missing reads {missing:?}",
                    ptx.display(),
                    i.line,
                    i.opcode,
                    i.mods.join(".")
                ));
            }
        }
    }
    out
}

#[test]
fn a_listing_that_cannot_be_read_is_a_located_error() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let bad = dir.path().join("bad.sass");
    std::fs::write(
        &bad,
        "\t.section\t.text.k,\"ax\",@progbits\nk:\n        /*0000*/ MOV R1, c[0x0][0x28] ;\n        /*0010*/ IADD3 R2, R0, [[[ ;\n",
    )
    .expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(["replay", "--arch", "sm_80"])
        .arg(&bad)
        .output()
        .expect("ptxra runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("bad.sass:4:"), "{stderr}");
}
