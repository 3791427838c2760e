//! LLVM golden fixtures (`tests/llvm/`): NVPTX IR in, facts out, through the whole pipeline
//! with the allocation checker on; and every way LLVM input can be wrong, through the CLI.
//!
//! - `reverse32.ll`: hand-written here (see its header for why every `reverse32*` kernel
//!   needs at least 34 GPRs to avoid spilling); `reverse32.bc` is it through `llvm-as-22`.
//! - `launch_bounds_forms.ll`: hand-written; the same 34-GPR body under every kernel marking
//!   (`ptx_kernel` and `!nvvm.annotations` "kernel") and launch-bound form (`maxntid`,
//!   `reqntid`, `minctasm`, `maxnreg`, as annotations and as `"nvvm.*"` attributes).
//! - `triton_vector_add.ll`: Triton 3.9's `llir` stage for a 1024-wide vector add
//!   (`gen_triton_llir.py` next to it regenerates it).
//!
//! Every expected number is derived by hand (the derivation is next to it) or was measured
//! with the real ptxas 12.9 (`ptxas -arch=sm_80 -v [--maxrregcount=24]`) on the PTX that
//! `llc-22 -march=nvptx64 -mcpu=sm_80` makes from the fixture; those are marked "ptxas 12.9".
//! None comes from ptxra's own output.
//!
//! LLVM input that defines no function is an error ("no kernels in the module", exit code 2):
//! there is nothing to allocate, and it is almost always a mistake upstream. (PTX without
//! functions stays accepted, as ptxas accepts it.) A module with device functions but no
//! kernel is compiled, with a warning, its functions reported with kind `func`.

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

/// Compiles a fixture through the driver, translating LLVM in this process (as embedding
/// programs do; the CLI tests below go through the `ptxra-llvm` helper).
fn compile(name: &str, opts: &Options) -> CompileResult {
    compile_file(&fixture(name), opts).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// [`compile_path`] with LLVM translated in this process: each test chooses the backend
/// itself, so that it passes alone (as `cargo nextest` runs it) and not only after another.
fn compile_file(path: &Path, opts: &Options) -> Result<CompileResult, DriverError> {
    ptxra::llvm::use_in_process();
    compile_path(path, opts)
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
    let err = compile_file(&p, &verified(None)).unwrap_err();
    assert!(matches!(err, DriverError::Llvm { .. }), "{err:?}");
    assert_eq!(err.exit_code(), 2);
    let msg = err.to_string();
    assert!(
        msg.contains("x86_64-unknown-linux-gnu") && msg.contains("not 64-bit NVPTX"),
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
    // Nothing defined: an error naming the problem, from the file and from memory alike.
    let empty = write_tmp(
        &tmp,
        "empty.ll",
        "target triple = \"nvptx64-nvidia-cuda\"\ndeclare void @ext()\n@g = global i32 0\n",
    );
    let err = compile_file(&empty, &verified(None)).unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert!(
        err.to_string().contains("no kernels in the module"),
        "{err}"
    );
    // No triple at all is taken as nvptx64-nvidia-cuda (what Triton's llir relies on), so an
    // empty buffer gets as far as the same check.
    let err = api::stats_from_llvm_ir(b"", &Options::default()).unwrap_err();
    assert!(
        err.to_string().contains("no kernels in the module"),
        "{err}"
    );

    // Device functions only: compiled (a separately compiled library is legitimate), with a
    // warning that names the problem in case the kernels were meant to be marked.
    let device_only = write_tmp(
        &tmp,
        "dev.ll",
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define void @dev(ptr %p) {\n  store i32 1, ptr %p\n  ret void\n}\n",
    );
    let r = compile_file(&device_only, &verified(None)).unwrap();
    assert_eq!(r.functions.len(), 1);
    let s = &r.functions[0].stats;
    assert_eq!((s.name.as_str(), s.kind), ("dev", FunctionKind::Func));
    assert!(s.occupancy.is_none() && s.verified);
    assert!(
        r.warnings
            .iter()
            .any(|w| w.contains("dev.ll: warning: no kernels in the module")),
        "{:?}",
        r.warnings
    );
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

/// The kernels of `launch_bounds_forms.ll`, in definition order (llc keeps it).
const FORMS: [&str; 6] = [
    "ann_kernel",
    "ann_maxnreg",
    "attr_maxnreg",
    "ann_bounds",
    "attr_minctasm",
    "ann_reqntid",
];

#[test]
fn kernel_markings_and_launch_bounds_reach_the_ptx() {
    let text = std::fs::read(fixture("launch_bounds_forms.ll")).unwrap();
    let ptx = api::llvm_ir_to_ptx(&text, &Options::default()).unwrap();
    // Annotation-only kernels are entries; the unmarked function is a .func.
    for k in FORMS {
        assert!(
            ptx.contains(&format!(".visible .entry {k}(")),
            "{k} not an entry:\n{ptx}"
        );
    }
    assert!(ptx.contains(".visible .func not_a_kernel("), "{ptx}");
    for want in [
        ".maxnreg 32",
        ".maxnreg 40",
        ".maxntid 256",
        ".maxntid 512",
        ".minnctapersm 2",
        ".reqntid 64, 2",
    ] {
        assert!(ptx.contains(want), "missing `{want}` in:\n{ptx}");
    }
}

#[test]
fn kernel_markings_and_launch_bounds_set_kind_budget_and_block_size() {
    let r = compile("launch_bounds_forms.ll", &verified(None));
    let found: Vec<(&str, FunctionKind)> = r
        .functions
        .iter()
        .map(|f| (f.stats.name.as_str(), f.stats.kind))
        .collect();
    let mut want: Vec<(&str, FunctionKind)> =
        FORMS.iter().map(|k| (*k, FunctionKind::Entry)).collect();
    want.push(("not_a_kernel", FunctionKind::Func));
    assert_eq!(found, want);
    // Budgets (sm_80: 65536 registers per SM, 255 per thread, granted in 8s), no
    // --maxrregcount:
    //   ann_kernel     no bounds                          255
    //   ann_maxnreg    .maxnreg 32                         32
    //   attr_maxnreg   .maxnreg 40                         40
    //   ann_bounds     .maxntid 256 + .minnctapersm 2    65536 / 512  = 128
    //   attr_minctasm  .maxntid 512 + .minnctapersm 2    65536 / 1024 = 64
    //   ann_reqntid    .reqntid 64, 2 (128 threads)      65536 / 128 = 512 -> 255
    // and the block size occupancy uses is the declared one (256 when none is declared).
    let expect = [
        ("ann_kernel", 255, 256),
        ("ann_maxnreg", 32, 256),
        ("attr_maxnreg", 40, 256),
        ("ann_bounds", 128, 256),
        ("attr_minctasm", 64, 512),
        ("ann_reqntid", 255, 128),
    ];
    for (k, budget, block) in expect {
        let f = function(&r, k);
        assert_eq!((f.budget, f.bounds_override), (budget, false), "{k}");
        assert_eq!(
            f.stats.occupancy.as_ref().map(|o| o.block_size),
            Some(block),
            "{k}"
        );
        // Two pointers of parameters after the 0x160 driver area. ptxas 12.9: 368 bytes
        // cmem[0] for every kernel.
        assert_eq!(f.stats.cmem0, 0x160 + 16, "{k}");
        assert!(f.stats.registers <= budget, "{k}: {}", f.stats.registers);
        // 34 values live at once: only `.maxnreg 32` forces spilling. ptxas 12.9: 32
        // registers and 20 bytes spill stores/loads for ann_maxnreg, 40 registers and no
        // spills for every other kernel.
        let spills = f.stats.spill_stores > 0 && f.stats.spill_loads > 0;
        assert_eq!(spills, k == "ann_maxnreg", "{k}: {:?}", f.stats);
        if !spills {
            assert!(f.stats.registers >= 34, "{k}: {}", f.stats.registers);
        }
    }
}

#[test]
fn maxnreg_and_launch_bounds_override_maxrregcount() {
    // ptxas 12.9 with --maxrregcount=24:
    //   ann_kernel     "Overriding maximum register limit 256 for 'ann_kernel' with 24 of
    //                  maxrregcount option": 24 registers, 52 bytes spill stores and loads
    //   ann_maxnreg    "... entry-specific value 32 of .maxnreg": 32 registers, 20 bytes spills
    //   attr_maxnreg   "... entry-specific value 40 of .maxnreg": 40 registers, no spills
    //   ann_bounds     "... entry-specific value 128 computed using thread count": no spills
    //   attr_minctasm  "... entry-specific value 64 computed using thread count": no spills
    //   ann_reqntid    (no message; the bounds win silently): 40 registers, no spills
    let r = compile("launch_bounds_forms.ll", &verified(Some(24)));
    let expect = [
        ("ann_kernel", 24, false, true),
        ("ann_maxnreg", 32, true, true),
        ("attr_maxnreg", 40, true, false),
        ("ann_bounds", 128, true, false),
        ("attr_minctasm", 64, true, false),
        ("ann_reqntid", 255, true, false),
    ];
    for (k, budget, overridden, spills) in expect {
        let f = function(&r, k);
        assert_eq!((f.budget, f.bounds_override), (budget, overridden), "{k}");
        assert!(f.stats.registers <= budget, "{k}: {}", f.stats.registers);
        assert_eq!(
            f.stats.spill_stores > 0 && f.stats.spill_loads > 0,
            spills,
            "{k}: {:?}",
            f.stats
        );
    }
}

/// Runs the built `ptxra` binary.
fn ptxra(args: &[&str], input: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(args)
        .arg(input)
        .output()
        .unwrap_or_else(|e| panic!("cannot run ptxra: {e}"))
}

/// Text LLVM prints when it handles an error itself (a crash, or output the user did not
/// ask for) rather than through ptxra.
const LLVM_NOISE: [&str; 5] = [
    "panicked",
    "LLVM ERROR",
    "PLEASE submit a bug report",
    "Stack dump",
    "is not a recognized processor",
];

fn assert_clean(what: &str, stderr: &str) {
    for noise in LLVM_NOISE {
        assert!(
            !stderr.contains(noise),
            "{what}: `{noise}` in stderr:\n{stderr}"
        );
    }
}

#[test]
fn bad_llvm_input_exits_2_with_the_diagnostic() {
    let tmp = tempfile::tempdir().unwrap();
    let kernel = |body: &str| {
        format!(
            "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(ptr %p) {{\n{body}}}\n"
        )
    };
    let bitcode = std::fs::read(fixture("reverse32.bc")).unwrap();
    let mut garbage = b"BC\xC0\xDE".to_vec();
    garbage.extend((0u8..=255).rev().cycle().take(200));
    struct Case {
        file: &'static str,
        bytes: Vec<u8>,
        args: &'static [&'static str],
        want: &'static [&'static str],
        /// The line the JSON error carries.
        line: Option<u64>,
    }
    let cases = [
        Case {
            file: "syntax.ll",
            bytes: kernel("  ret void\n")
                .replace("(ptr %p)", "(ptr %p")
                .into_bytes(),
            args: &[],
            want: &[
                "syntax.ll:3:34: error: invalid LLVM IR: expected ')' at end of argument list",
                "define ptx_kernel void @k(ptr %p {",
            ],
            line: Some(3),
        },
        Case {
            file: "verifier.ll",
            bytes: kernel("  %x = add i32 %x, 1\n  store i32 %x, ptr %p\n  ret void\n").into_bytes(),
            args: &[],
            // The verifier's own words, the instruction it prints, and the line holding it.
            want: &[
                "verifier.ll:4: error: LLVM verifier: Only PHI nodes may reference their own value!",
                "%x = add i32 %x, 1",
            ],
            line: Some(4),
        },
        Case {
            file: "x86.ll",
            bytes: b"target triple = \"x86_64-unknown-linux-gnu\"\ndefine void @f() {\n  ret void\n}\n"
                .to_vec(),
            args: &[],
            want: &["x86.ll: error: module triple `x86_64-unknown-linux-gnu` is not 64-bit NVPTX"],
            line: None,
        },
        Case {
            file: "nvptx32.ll",
            bytes: kernel("  ret void\n")
                .replace("nvptx64-nvidia-cuda", "nvptx-nvidia-cuda")
                .into_bytes(),
            args: &[],
            want: &["module triple `nvptx-nvidia-cuda` is not 64-bit NVPTX"],
            line: None,
        },
        Case {
            // ptxra has sm_80 data, LLVM has no sm_80a processor.
            file: "arch.ll",
            bytes: kernel("  ret void\n").into_bytes(),
            args: &["--arch", "sm_80a"],
            want: &["arch.ll: error: LLVM 22.", "(NVPTX) does not support `sm_80a`"],
            line: None,
        },
        Case {
            file: "nothing.ll",
            bytes: b"target triple = \"nvptx64-nvidia-cuda\"\ndeclare void @ext()\n".to_vec(),
            args: &[],
            want: &["nothing.ll: error: no kernels in the module"],
            line: None,
        },
        Case {
            file: "garbage.bc",
            bytes: garbage,
            args: &[],
            want: &["garbage.bc: error: invalid LLVM bitcode: "],
            line: None,
        },
        Case {
            file: "truncated.bc",
            bytes: bitcode[..bitcode.len() / 2].to_vec(),
            args: &[],
            want: &["truncated.bc: error: invalid LLVM bitcode: "],
            line: None,
        },
        Case {
            // Binary bytes in a `.ll`: LLVM's message, without the unprintable source line.
            file: "binary.ll",
            bytes: (0u8..=255).cycle().skip(1).take(300).collect(),
            args: &[],
            want: &["binary.ll:1:1: error: invalid LLVM IR: "],
            line: Some(1),
        },
        Case {
            // A back-end diagnostic: LLVM's default handler would print it and exit(1).
            file: "alloca.ll",
            bytes: kernel(
                "  %n = load i64, ptr %p\n  %a = alloca i32, i64 %n\n  store i32 1, ptr %a\n  ret void\n",
            )
            .into_bytes(),
            args: &[],
            want: &[
                "alloca.ll: error: NVPTX code generation for `sm_80` failed (LLVM 22.",
                "Support for dynamic alloca introduced in PTX ISA version 7.3",
            ],
            line: None,
        },
        Case {
            // An instruction sm_75 lacks: LLVM's fatal "Cannot select", which would abort.
            file: "redux.ll",
            bytes: format!(
                "{}declare i32 @llvm.nvvm.redux.sync.add(i32, i32)\n",
                kernel(
                    "  %v = call i32 @llvm.nvvm.redux.sync.add(i32 1, i32 -1)\n  store i32 %v, ptr %p\n  ret void\n"
                )
            )
            .into_bytes(),
            args: &["--arch", "sm_75"],
            want: &[
                "redux.ll: error: NVPTX code generation for `sm_75` failed (LLVM 22.",
                "Cannot select: intrinsic %llvm.nvvm.redux.sync.add",
            ],
            line: None,
        },
    ];
    for c in &cases {
        let path = write_bytes(&tmp, c.file, &c.bytes);
        for command in [&["stats"][..], &["compile", "--emit", "ptx"][..]] {
            let args: Vec<&str> = command.iter().chain(c.args).copied().collect();
            let out = ptxra(&args, &path);
            let stderr = String::from_utf8_lossy(&out.stderr);
            let what = format!("{} ({})", c.file, args.join(" "));
            assert_eq!(
                out.status.code(),
                Some(2),
                "{what}: {}\n{stderr}",
                out.status
            );
            for w in c.want {
                assert!(stderr.contains(w), "{what}: no `{w}` in stderr:\n{stderr}");
            }
            assert_clean(&what, &stderr);
        }
        // Even an LLVM fatal error (which ends the `ptxra-llvm` helper) is a JSON entry.
        let args: Vec<&str> = ["stats", "--json"].iter().chain(c.args).copied().collect();
        let out = ptxra(&args, &path);
        assert_eq!(out.status.code(), Some(2), "{} --json", c.file);
        let report: serde_json::Value = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|e| panic!("{} --json: {e}", c.file));
        let error = &report["inputs"][0]["error"];
        let message = error["message"].as_str().unwrap_or_default();
        for w in c.want {
            assert!(message.contains(w), "{}: no `{w}` in {message}", c.file);
        }
        assert_eq!(error["line"].as_u64(), c.line, "{}: {error}", c.file);
        assert_clean(c.file, &String::from_utf8_lossy(&out.stderr));
    }
}

/// An LLVM fatal error ends only the helper translating that input: the inputs after it
/// are still compiled and reported.
#[test]
fn an_llvm_fatal_error_ends_only_its_input() {
    let tmp = tempfile::tempdir().unwrap();
    let redux = write_bytes(
        &tmp,
        "redux.ll",
        b"target triple = \"nvptx64-nvidia-cuda\"\n\
          declare i32 @llvm.nvvm.redux.sync.add(i32, i32)\n\
          define ptx_kernel void @k(ptr %p) {\n\
            %v = call i32 @llvm.nvvm.redux.sync.add(i32 1, i32 -1)\n\
            store i32 %v, ptr %p\n  ret void\n}\n",
    );
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(["stats", "--arch", "sm_75"])
        .arg(&redux)
        .arg(fixture("reverse32.ll"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("Cannot select"), "{stderr}");
    assert!(
        stdout.contains("reverse32.ll"),
        "the next input is lost:\n{stdout}"
    );
}

fn write_bytes(dir: &tempfile::TempDir, name: &str, bytes: &[u8]) -> PathBuf {
    let p = dir.path().join(name);
    std::fs::write(&p, bytes).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    p
}

#[test]
fn good_llvm_input_leaves_stderr_empty() {
    for f in [
        "reverse32.ll",
        "reverse32.bc",
        "launch_bounds_forms.ll",
        "triton_vector_add.ll",
    ] {
        let out = ptxra(&["stats", "--json"], &fixture(f));
        assert!(out.status.success(), "{f}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{f}");
    }
}

#[test]
fn llvm_warnings_become_ptxra_warnings() {
    // Debug info with an invalid version: LLVM drops it and warns (its default handler would
    // print the warning itself, unprefixed).
    let tmp = tempfile::tempdir().unwrap();
    let p = write_tmp(
        &tmp,
        "dbg.ll",
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define ptx_kernel void @k(ptr %p) {\n  store i32 1, ptr %p, !dbg !5\n  ret void\n}\n\
         !llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 1}\n\
         !5 = !DILocation(line: 1, scope: !6)\n\
         !6 = distinct !DISubprogram(name: \"k\", scope: null, spFlags: DISPFlagDefinition, unit: null)\n",
    );
    let want = "dbg.ll: warning: ignoring debug info with an invalid version (1)";
    let r = compile_file(&p, &verified(None)).unwrap();
    assert!(
        r.warnings.iter().any(|w| w.contains(want)),
        "{:?}",
        r.warnings
    );
    let out = ptxra(&["stats"], &p);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(stderr.matches("ignoring debug info").count(), 1, "{stderr}");
    assert!(stderr.contains(want), "{stderr}");
}
