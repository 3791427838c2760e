//! The nvdisasm listing reader (`ptxra::sass::parse`) on what the real tools print: a
//! stratified sample of `kernels/ptx/` and of the development corpus
//! (`../shared/corpus/ptx/`, when it is beside the project) is assembled by ptxas 13.5 for
//! the architecture of its directory and disassembled by nvdisasm 13.5 with the life-range
//! columns (`-c -plr -lrm narrow`), and every listing must read without error:
//!
//! * every `/*addr*/` line is one instruction, every `.text.NAME` section one function;
//! * every function whose section prints `SHI_REGISTERS` has it, and on the architectures
//!   whose listings always print it (sm_75 to sm_89; from sm_90 on the count is only in
//!   `.nv.info`, which `-c` does not print) every function does;
//! * every instruction has the life-range columns, and every register it names (an operand
//!   or an address base) has a mark in its register file's column, which checks the reading
//!   of the header's digit rows.
//!
//! The tools come from `scripts/setup.sh`; the test fails, never skips, without them.
//! `PTXRA_FULL=1` runs every file instead of the sample (about fifteen minutes on two cores:
//! nvdisasm's life ranges cost more than ptxas).

#[path = "common/corpus.rs"]
mod corpus;
#[path = "common/nvidia.rs"]
mod nvidia;

use nvidia::{root, tool};

use std::collections::BTreeMap;
use std::path::Path;

use ptxra::ir::RegClass;
use ptxra::sass::ast::{Listing, SassInst, SassOperand};
use ptxra::sass::run_tool::DEFAULT_TIMEOUT;
use ptxra::sass::{assemble, disassemble, find_nvdisasm, parse_listing, ToolError};

/// The sampled share of each directory, in thousandths: with every kernel at least once
/// (`common/corpus.rs`) about a minute of ptxas and nvdisasm on two cores.
const SAMPLE_PER_MILLE: u64 = 1;

/// Architectures whose listings print `.sectioninfo @"SHI_REGISTERS=N"` for every function
/// (measured with ptxas and nvdisasm 13.5 on the whole corpus).
const ARCHES_WITH_SHI_REGISTERS: &[&str] = &["sm_75", "sm_80", "sm_86", "sm_89"];

/// The uniform registers nvdisasm's `UGPR` columns show (UR0–UR62): sm_100 and sm_120 code
/// uses UR63 and above, which have no column.
const UGPR_COLUMNS: u16 = 63;

fn arch_of(path: &Path) -> String {
    path.parent()
        .and_then(|p| p.file_name())
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// What one file's listing held.
#[derive(Default)]
struct Tally {
    functions: usize,
    instructions: usize,
    /// Operands kept as text, by text: the lifter's to-do list.
    other: BTreeMap<String, usize>,
}

/// Assembles, disassembles and reads one file; the tally, or what went wrong.
fn check_file(ptxas: &Path, nvdisasm: &Path, file: &Path) -> Result<Tally, String> {
    let arch = arch_of(file);
    let cubin = assemble(ptxas, file, &arch, &[], DEFAULT_TIMEOUT).map_err(|e| e.to_string())?;
    let text =
        disassemble(nvdisasm, cubin.path(), true, DEFAULT_TIMEOUT).map_err(|e| e.to_string())?;
    let listing = parse_listing(&text, "listing").map_err(|e| e.to_string())?;
    check_listing(&text, &listing, &arch)
}

fn check_listing(text: &str, listing: &Listing, arch: &str) -> Result<Tally, String> {
    let lines = |p: &dyn Fn(&str) -> bool| text.lines().filter(|l| p(l.trim_start())).count();
    let mut tally = Tally {
        functions: listing.functions.len(),
        instructions: listing.functions.iter().map(|f| f.insts().count()).sum(),
        other: BTreeMap::new(),
    };
    let addr_lines = lines(&|l| l.starts_with("/*"));
    if addr_lines != tally.instructions {
        return Err(format!(
            "{addr_lines} `/*addr*/` lines but {} instructions read",
            tally.instructions
        ));
    }
    let sections = lines(&|l| l.starts_with(".section") && l.contains(".text."));
    if sections != tally.functions {
        return Err(format!(
            "{sections} code sections but {} functions",
            tally.functions
        ));
    }
    let with_count = listing
        .functions
        .iter()
        .filter(|f| f.shi_registers.is_some())
        .count();
    let printed = lines(&|l| l.starts_with(".sectioninfo") && l.contains("SHI_REGISTERS="));
    let always = ARCHES_WITH_SHI_REGISTERS.contains(&arch);
    if with_count != printed || (always && with_count != tally.functions) {
        return Err(format!(
            "SHI_REGISTERS printed {printed} times, read for {with_count} of {} functions",
            tally.functions
        ));
    }
    for f in &listing.functions {
        for inst in f.insts() {
            check_marks(inst).map_err(|e| format!("{} line {}: {e}", f.name, inst.line))?;
            for op in &inst.operands {
                if let SassOperand::Other(s) = op {
                    *tally.other.entry(s.clone()).or_default() += 1;
                }
            }
        }
    }
    Ok(tally)
}

/// The instruction has life-range columns, and a mark for every register it names.
fn check_marks(inst: &SassInst) -> Result<(), String> {
    if inst.live.is_empty() {
        return Err("no life-range columns".into());
    }
    let named = inst.operands.iter().filter_map(|o| match o {
        SassOperand::Reg(r) => Some(r.reg),
        SassOperand::Mem(a) => a.base.as_ref().map(|b| b.reg),
        _ => None,
    });
    for reg in named {
        let has_column = match reg.class {
            RegClass::R | RegClass::P | RegClass::UP => true,
            RegClass::UR => reg.index < UGPR_COLUMNS,
            RegClass::B => false,
        };
        if reg.is_zero() || !has_column {
            continue;
        }
        let marked = inst
            .live
            .iter()
            .filter(|c| c.class == reg.class)
            .any(|c| c.marks.iter().any(|&(i, _)| i == reg.index));
        if !marked {
            return Err(format!("{}{} has no life-range mark", reg.class, reg.index));
        }
    }
    Ok(())
}

#[test]
fn nvdisasm_listings_of_the_corpus_read_completely() {
    let (ptxas, nvdisasm) = (tool("ptxas"), tool("nvdisasm"));
    let files = corpus::files(&["kernels/ptx", "../shared/corpus/ptx"], "ptx");
    assert!(!files.is_empty(), "no PTX under kernels/ptx");
    let files = corpus::sweep("sass_reader", files, SAMPLE_PER_MILLE);
    let results = corpus::parallel(&files, |f| check_file(&ptxas, &nvdisasm, f));
    let mut failures = Vec::new();
    let mut total = Tally::default();
    let mut arches = BTreeMap::<String, usize>::new();
    for (file, result) in files.iter().zip(results) {
        let rel = file.strip_prefix(root()).unwrap_or(file);
        match result {
            Ok(t) => {
                *arches.entry(arch_of(file)).or_default() += t.functions;
                total.functions += t.functions;
                total.instructions += t.instructions;
                for (k, n) in t.other {
                    *total.other.entry(k).or_default() += n;
                }
            }
            Err(e) => failures.push(format!("{}: {e}", rel.display())),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} listings not read completely:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
    eprintln!(
        "{} files, {} functions ({arches:?}), {} instructions read; operands kept as text: {:?}",
        files.len(),
        total.functions,
        total.instructions,
        total.other
    );
}

/// nvdisasm is found without being told where (the project's tools directory, at least),
/// and a ptxas error comes back with ptxas's own message.
#[test]
fn tools_are_found_and_report_failures() {
    let (ptxas, nvdisasm) = (tool("ptxas"), tool("nvdisasm"));
    assert!(find_nvdisasm(None).is_ok());
    assert_eq!(find_nvdisasm(Some(&nvdisasm)).ok(), Some(nvdisasm));
    let mut bad = tempfile::Builder::new().suffix(".ptx").tempfile().unwrap();
    std::io::Write::write_all(
        &mut bad,
        b".version 8.0\n.target sm_80\n.address_size 64\nnot ptx\n",
    )
    .unwrap();
    match assemble(&ptxas, bad.path(), "sm_80", &[], DEFAULT_TIMEOUT) {
        Err(ToolError::Failed { tool, message, .. }) => {
            assert_eq!(tool, "ptxas");
            assert!(message.contains("syntax error"), "{message}");
        }
        other => panic!("expected ptxas to fail, got {other:?}"),
    }
}
