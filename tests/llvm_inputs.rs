//! LLVM golden fixtures (`tests/llvm/`): NVPTX IR in, facts out, through the whole pipeline
//! with the allocation checker on.
//!
//! - `reverse32.ll`: hand-written here (see its header for why every `reverse32*` kernel
//!   needs at least 34 GPRs to avoid spilling); `reverse32.bc` is it through `llvm-as-22`.
//! - `triton_vector_add.ll`: Triton 3.9's `llir` stage for a 1024-wide vector add
//!   (`gen_triton_llir.py` next to it regenerates it).
//!
//! Every expected number is derived by hand (the derivation is next to it) or was measured
//! with the real ptxas 12.9 (`ptxas -arch=sm_80 -v [--maxrregcount=24]`) on the PTX that
//! `llc-22 -march=nvptx64 -mcpu=sm_80` makes from the fixture; those are marked "ptxas 12.9".
//! None comes from ptxra's own output.
//!
//! A module without kernels is not an error: an empty module gives an empty function list
//! (ptxas 12.9 accepts llc's PTX for it, printing only `0 bytes gmem`), and a module with only
//! device functions lists them with kind `func` and no occupancy.

use std::path::{Path, PathBuf};
use std::process::Command;

use ptxra::api;
use ptxra::driver::{compile_path, CompileResult, DriverError, FunctionResult, Options};
use ptxra::ir::FunctionKind;
use ptxra::target::{Arch, ArchError};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/llvm")
        .join(name)
}

fn verified(maxrregcount: Option<u32>) -> Options {
    Options {
        verify: true,
        maxrregcount,
        ..Options::default()
    }
}

fn compile(name: &str, opts: &Options) -> CompileResult {
    compile_path(&fixture(name), opts).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn function<'r>(r: &'r CompileResult, name: &str) -> &'r FunctionResult {
    r.functions
        .iter()
        .find(|f| f.stats.name == name)
        .unwrap_or_else(|| panic!("no function `{name}`"))
}

#[test]
fn hand_written_ll_functions_kinds_and_params() {
    let r = compile("reverse32.ll", &verified(None));
    assert_eq!(r.arch.to_string(), "sm_80", "LLVM input defaults to sm_80");
    let found: Vec<(&str, FunctionKind)> = r
        .functions
        .iter()
        .map(|f| (f.stats.name.as_str(), f.stats.kind))
        .collect();
    // Definition order of the .ll, which llc keeps.
    assert_eq!(
        found,
        [
            ("reverse32", FunctionKind::Entry),
            ("reverse32_maxntid", FunctionKind::Entry),
            ("reverse32_annotated", FunctionKind::Entry),
            ("bump", FunctionKind::Func),
            ("calls_bump", FunctionKind::Entry),
        ]
    );
    for f in &r.functions {
        let s = &f.stats;
        assert!(s.verified, "{}: checker did not run", s.name);
        assert_eq!(
            s.occupancy.is_some(),
            s.kind == FunctionKind::Entry,
            "{}",
            s.name
        );
    }
    // cmem[0] = 0x160 driver area on sm_80 + parameter bytes: two pointers (16) for the
    // reverse32 kernels, one (8) for calls_bump. ptxas 12.9: 368 and 360 bytes cmem[0].
    for k in ["reverse32", "reverse32_maxntid", "reverse32_annotated"] {
        assert_eq!(function(&r, k).stats.cmem0, 0x160 + 16, "{k}");
    }
    assert_eq!(function(&r, "calls_bump").stats.cmem0, 0x160 + 8);
    // Launch bounds carried from LLVM into the PTX give the occupancy block size.
    let block = |k: &str| {
        function(&r, k)
            .stats
            .occupancy
            .as_ref()
            .map(|o| o.block_size)
    };
    assert_eq!(
        block("reverse32_maxntid"),
        Some(1024),
        "\"nvvm.maxntid\"=\"1024\""
    );
    assert_eq!(
        block("reverse32_annotated"),
        Some(128),
        "nvvm.annotations maxntidx 128"
    );
    // Unbounded and no --maxrregcount: 32 live values + the `out` pair fit in 255 registers
    // without spilling (ptxas 12.9: 40 registers, no spills).
    let s = &function(&r, "reverse32").stats;
    assert_eq!((s.spill_stores, s.spill_loads), (0, 0));
    assert!(
        s.registers >= 34,
        "{} registers < 34 live values",
        s.registers
    );
}

#[test]
fn launch_bounds_override_maxrregcount() {
    let r = compile("reverse32.ll", &verified(Some(24)));
    // No launch bounds: the budget is --maxrregcount (24 is the sm_80 floor, so unchanged),
    // 34 values cannot fit, so it spills. ptxas 12.9: 24 registers, 52 bytes spill stores
    // and loads.
    let free = function(&r, "reverse32");
    assert_eq!((free.budget, free.bounds_override), (24, false));
    assert!(free.stats.registers <= 24, "{}", free.stats.registers);
    assert!(free.stats.spill_stores > 0 && free.stats.spill_loads > 0);
    assert!(free.stats.stack_frame > 0);
    // `.maxntid 1024`: 65536 registers per SM / 1024 threads = 64 per thread, replacing
    // --maxrregcount; 34 fit, no spill. ptxas 12.9: 64 registers, no spills, and no
    // "Overriding ... with 24 of maxrregcount" line for this kernel.
    let bounded = function(&r, "reverse32_maxntid");
    assert_eq!((bounded.budget, bounded.bounds_override), (64, true));
    assert_eq!(bounded.stats.spill_stores, 0);
    assert!(
        (34..=64).contains(&bounded.stats.registers),
        "{}",
        bounded.stats.registers
    );
    // `.maxntid 128` + `.minnctapersm 4`: 65536 / (128 * 4) = 128 per thread. ptxas 12.9:
    // "Overriding global maxrregcount 24 with entry-specific value 128 computed using thread
    // count", 40 registers, no spills.
    let annotated = function(&r, "reverse32_annotated");
    assert_eq!((annotated.budget, annotated.bounds_override), (128, true));
    assert_eq!(annotated.stats.spill_stores, 0);
    assert!(
        annotated.stats.registers >= 34,
        "{}",
        annotated.stats.registers
    );
}

#[test]
fn bitcode_and_text_give_identical_stats() {
    for opts in [verified(None), verified(Some(24))] {
        let ll = compile("reverse32.ll", &opts);
        let bc = compile("reverse32.bc", &opts);
        let a: Vec<_> = ll.functions.iter().map(|f| &f.stats).collect();
        let b: Vec<_> = bc.functions.iter().map(|f| &f.stats).collect();
        assert_eq!(a, b, "maxrregcount {:?}", opts.maxrregcount);
        // The in-process API answers the same as the file-based driver.
        let ll_bytes = std::fs::read(fixture("reverse32.ll")).unwrap();
        let bc_bytes = std::fs::read(fixture("reverse32.bc")).unwrap();
        let via_api_ll = api::stats_from_llvm_ir(&ll_bytes, &opts).unwrap();
        let via_api_bc = api::stats_from_llvm_ir(&bc_bytes, &opts).unwrap();
        assert_eq!(via_api_ll.iter().collect::<Vec<_>>(), a);
        assert_eq!(via_api_bc, via_api_ll);
    }
}

#[test]
fn triton_llir_vector_add() {
    let text = std::fs::read_to_string(fixture("triton_vector_add.ll")).unwrap();
    for leak in ["/work/", "/home/", "/tmp/", "site-packages"] {
        assert!(
            !text.contains(leak),
            "fixture holds an absolute path ({leak})"
        );
    }
    let r = compile("triton_vector_add.ll", &verified(None));
    assert_eq!(r.functions.len(), 1);
    let s = &r.functions[0].stats;
    assert_eq!(
        (s.name.as_str(), s.kind),
        ("vector_add", FunctionKind::Entry)
    );
    assert!(s.verified);
    // Parameters: 3 pointers, an i32 (padded to 8 for the next pointer), 2 scratch pointers
    // Triton appends = 48 bytes after the 0x160 driver area. ptxas 12.9: 400 bytes cmem[0].
    assert_eq!(s.cmem0, 0x160 + 48);
    // "nvvm.reqntid"="128" (num_warps = 4) becomes `.reqntid 128`, the occupancy block size.
    assert_eq!(s.occupancy.as_ref().map(|o| o.block_size), Some(128));
    // 8 loads of x and y each, 8 predicates, two address pairs: far below 255, no spills
    // (ptxas 12.9: 29 registers, no spills).
    assert_eq!((s.spill_stores, s.spill_loads, s.stack_frame), (0, 0, 0));
    let ptx = api::llvm_ir_to_ptx(text.as_bytes(), &Options::default()).unwrap();
    assert!(ptx.contains(".reqntid 128"), "{ptx}");
}

fn write_tmp(dir: &tempfile::TempDir, name: &str, text: &str) -> PathBuf {
    let p = dir.path().join(name);
    std::fs::write(&p, text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    p
}

#[test]
fn wrong_triple_is_a_clean_error_naming_it() {
    let tmp = tempfile::tempdir().unwrap();
    let p = write_tmp(
        &tmp,
        "x86.ll",
        "target triple = \"x86_64-unknown-linux-gnu\"\ndefine void @f() {\n  ret void\n}\n",
    );
    let err = compile_path(&p, &verified(None)).unwrap_err();
    assert!(matches!(err, DriverError::Llvm(_)), "{err:?}");
    assert_eq!(err.exit_code(), 2);
    let msg = err.to_string();
    assert!(
        msg.contains("x86_64-unknown-linux-gnu") && msg.contains("not NVPTX"),
        "{msg}"
    );
    assert!(msg.contains("x86.ll"), "message names the file: {msg}");
}

#[test]
fn unsupported_arch_is_a_clean_error() {
    match Arch::parse("sm_999") {
        Err(ArchError::Unsupported { name, .. }) => assert_eq!(name, "sm_999"),
        other => panic!("sm_999 accepted or misreported: {other:?}"),
    }
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(["compile", "--arch", "sm_999"])
        .arg(fixture("reverse32.ll"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("unsupported architecture `sm_999`"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn modules_without_kernels() {
    let tmp = tempfile::tempdir().unwrap();
    let empty = write_tmp(
        &tmp,
        "empty.ll",
        "target triple = \"nvptx64-nvidia-cuda\"\n",
    );
    let r = compile_path(&empty, &verified(None)).unwrap();
    assert!(r.functions.is_empty());
    // No triple at all is taken as nvptx64-nvidia-cuda (what Triton's llir relies on).
    assert!(api::stats_from_llvm_ir(b"", &Options::default())
        .unwrap()
        .is_empty());

    let device_only = write_tmp(
        &tmp,
        "dev.ll",
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define void @dev(ptr %p) {\n  store i32 1, ptr %p\n  ret void\n}\n",
    );
    let r = compile_path(&device_only, &verified(None)).unwrap();
    assert_eq!(r.functions.len(), 1);
    let s = &r.functions[0].stats;
    assert_eq!((s.name.as_str(), s.kind), ("dev", FunctionKind::Func));
    assert!(s.occupancy.is_none() && s.verified);
}

#[test]
fn cli_emit_ptx_for_llvm_input() {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(["compile", "--emit", "ptx"])
        .arg(fixture("reverse32.ll"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for want in [
        ".target sm_80",
        ".visible .entry reverse32(",
        ".visible .func bump(",
        ".maxntid 1024",
        ".maxntid 128",
        ".minnctapersm 4",
    ] {
        assert!(stdout.contains(want), "missing `{want}` in:\n{stdout}");
    }
}
