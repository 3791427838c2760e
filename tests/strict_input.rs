//! Strict input: ptxra refuses what ptxas 13.5 refuses, with a located error, and accepts
//! what it accepts. Every expectation here is ptxas's own verdict, from running it in the
//! test (these tests fail, never skip, without it):
//!
//! * every PTX file of `tests/bad/` is refused by ptxas too (ptxra's located errors and exit
//!   status are checked by `tests/bad_inputs.rs`);
//! * the instruction tables of `ptx_parser::validate` agree with ptxas line by line on
//!   generated sweeps: every type with every modifier of the tabled instructions, every
//!   `cvt` pair with every rounding, every register type in the operands of representative
//!   instructions, the special registers — at sm_75, sm_80, sm_90 and sm_100 with the
//!   oldest and newer `.version`s — and the version and target each instruction outside
//!   the tables needs;
//! * `--arch` older than the PTX `.target` (or another than an `sm_90a` target) is refused
//!   by both, a newer one accepted by both;
//! * the files of `tests/strict/accepted/` compile with both, with ptxas's warnings;
//! * a kernel's launch bounds, not `--maxrregcount`, govern the functions it calls;
//! * the kernel suite and the development corpus are accepted by both (a stratified
//!   sample, a tenth of each directory and every kernel once: `common/corpus.rs`; every file
//!   with `PTXRA_FULL=1`: `scripts/test-full.sh`).

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "common/corpus.rs"]
mod corpus;
#[path = "common/nvidia.rs"]
mod nvidia;

use std::path::Path;
use std::process::{Command, Output};

/// The sampled share of each corpus directory, in thousandths.
const SAMPLE_PER_MILLE: u64 = 100;

/// The `sm_XX` of a PTX text's `.target` (sm_80 when it has none).
fn target_of(text: &str) -> String {
    text.lines()
        .find_map(|l| l.trim().strip_prefix(".target"))
        .and_then(|t| t.split([',', ' ', '\t']).find(|e| e.starts_with("sm_")))
        .unwrap_or("sm_80")
        .to_string()
}

/// `ptxas ARGS` (its output discarded to /dev/null unless `-o` is given).
fn ptxas(args: &[&str]) -> Output {
    let mut cmd = Command::new(nvidia::tool("ptxas"));
    cmd.args(args);
    if !args.contains(&"-o") {
        cmd.args(["-o", "/dev/null"]);
    }
    cmd.output().expect("run ptxas")
}

/// `ptxra ARGS` in the project root.
fn ptxra(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(args)
        .current_dir(nvidia::root())
        .output()
        .expect("run ptxra")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn ptxas_refuses_every_bad_input() {
    let mut accepted = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(nvidia::root().join("tests/bad"))
        .expect("tests/bad")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ptx"))
        .collect();
    files.sort();
    assert!(files.len() > 30, "tests/bad has its PTX files");
    for f in &files {
        let arch = target_of(&text(&std::fs::read(f).expect("readable")));
        let out = ptxas(&[&format!("-arch={arch}"), &f.to_string_lossy()]);
        if out.status.success() {
            accepted.push(f.display().to_string());
        }
    }
    assert!(
        accepted.is_empty(),
        "ptxas accepts these, so ptxra must too:\n{}",
        accepted.join("\n")
    );
}

#[test]
fn an_arch_older_than_the_target_is_refused_by_both() {
    let sm80 = "kernels/ptx/nvrtc-13.5/sm_80/tiny_anchors.ptx";
    let sm90a = "kernels/ptx/triton-3.9/sm_90a/tri_gemm_bf16_128x64x64.ptx";
    for (file, arch, accepted) in [
        (sm80, "sm_75", false),
        (sm80, "sm_86", true),
        (sm90a, "sm_90", false),
        (sm90a, "sm_100", false),
        (sm90a, "sm_90a", true),
    ] {
        let path = nvidia::root().join(file);
        let theirs = ptxas(&[&format!("-arch={arch}"), &path.to_string_lossy()]);
        let ours = ptxra(&["stats", "--arch", arch, file]);
        let ctx = format!("{file} at {arch}: {}", text(&theirs.stderr));
        assert_eq!(theirs.status.success(), accepted, "ptxas {ctx}");
        if accepted {
            assert_eq!(ours.status.code(), Some(0), "{ctx}{}", text(&ours.stderr));
        } else {
            let stderr = text(&ours.stderr);
            assert_eq!(ours.status.code(), Some(2), "{ctx}{stderr}");
            // Located at the `.target` line.
            let target_line = std::fs::read_to_string(&path)
                .expect("readable")
                .lines()
                .position(|l| l.starts_with(".target"))
                .expect("a .target")
                + 1;
            assert!(
                stderr.starts_with(&format!("{file}:{target_line}:1: error:")),
                "{stderr}"
            );
        }
    }
}

#[test]
fn inputs_ptxas_accepts_are_accepted() {
    let dir = nvidia::root().join("tests/strict/accepted");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/strict/accepted")
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    assert!(files.len() >= 5, "the accepted cases are there");
    for f in files {
        let arch = target_of(&text(&std::fs::read(&f).expect("readable")));
        let theirs = ptxas(&[&format!("-arch={arch}"), &f.to_string_lossy()]);
        assert!(
            theirs.status.success(),
            "ptxas refuses {}: {}",
            f.display(),
            text(&theirs.stderr)
        );
        let rel = f.strip_prefix(nvidia::root()).expect("in the project");
        let ours = ptxra(&["stats", &rel.to_string_lossy()]);
        let stderr = text(&ours.stderr);
        assert_eq!(ours.status.code(), Some(0), "{}: {stderr}", rel.display());
        // ptxas's warnings about launch bounds it ignores come out of ptxra too.
        for w in text(&theirs.stderr)
            .lines()
            .filter_map(|l| l.strip_prefix("ptxas warning : "))
            .filter(|w| w.starts_with("Value of"))
        {
            assert!(
                stderr.contains(w),
                "{}: no `{w}` in\n{stderr}",
                rel.display()
            );
        }
    }
}

/// The ptxas `-v` figures of one function: registers and spill bytes.
#[derive(Debug, Default)]
struct PtxasFunction {
    registers: Option<u32>,
    spill_bytes: u32,
}

/// ptxas's `-v` output, per function.
fn ptxas_functions(stderr: &str) -> std::collections::HashMap<String, PtxasFunction> {
    let mut out = std::collections::HashMap::new();
    let mut current = String::new();
    for line in stderr.lines() {
        if let Some(rest) = line.split("Function properties for ").nth(1) {
            current = rest.trim().to_string();
            out.entry(current.clone())
                .or_insert_with(PtxasFunction::default);
        } else if let Some(rest) = line.split("Compiling entry function '").nth(1) {
            current = rest.split('\'').next().unwrap_or("").to_string();
        } else if line.contains("bytes spill stores") {
            let n: u32 = line
                .split(',')
                .filter(|p| p.contains("spill"))
                .filter_map(|p| p.split_whitespace().next()?.parse::<u32>().ok())
                .sum();
            out.entry(current.clone()).or_default().spill_bytes += n;
        } else if let Some(rest) = line.split("Used ").nth(1) {
            let n = rest.split_whitespace().next().and_then(|n| n.parse().ok());
            out.entry(current.clone()).or_default().registers = n;
        }
    }
    out
}

#[test]
fn callees_are_compiled_under_their_kernels_launch_bounds() {
    let file = "tests/strict/launch_bounds_callee.ptx";
    let path = nvidia::root().join(file);
    let theirs = ptxas(&[
        "-v",
        "-arch=sm_80",
        "--maxrregcount",
        "32",
        &path.to_string_lossy(),
    ]);
    let log = text(&theirs.stderr);
    assert!(theirs.status.success(), "{log}");
    // The kernel's limit: 65536 / (192 threads x 5 blocks), rounded down to 8.
    assert!(
        log.contains("Overriding global maxrregcount 32 with entry-specific value 64"),
        "{log}"
    );
    let ptxas_functions = ptxas_functions(&log);
    let kernel = &ptxas_functions["lb_kernel"];
    let callee = &ptxas_functions["_Z4workPKfi"];
    let kernel_registers = kernel.registers.expect("lb_kernel's count");
    assert!(kernel_registers > 32 && callee.spill_bytes == 0, "{log}");

    let ours = ptxra(&["stats", "--json", "--maxrregcount", "32", file]);
    assert_eq!(ours.status.code(), Some(0), "{}", text(&ours.stderr));
    let report: serde_json::Value = serde_json::from_slice(&ours.stdout).expect("JSON");
    let functions = report["inputs"][0]["functions"]
        .as_array()
        .expect("functions");
    let ours = |name: &str| {
        functions
            .iter()
            .find(|f| f["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {report:#}"))
    };
    let callee = ours("_Z4workPKfi");
    let kernel = ours("lb_kernel");
    // Like ptxas: the callee does not spill, and the kernel (which counts it) takes more
    // than 32 registers, within its own limit of 64.
    assert_eq!(callee["spill_stores"], 0, "{callee:#}");
    assert_eq!(callee["spill_loads"], 0, "{callee:#}");
    let registers = kernel["registers"].as_u64().expect("registers");
    assert!(
        (33..=64).contains(&registers),
        "{kernel:#} (ptxas {kernel_registers})"
    );
}

#[test]
fn the_corpus_is_accepted_by_both() {
    let files = corpus::files(&["kernels/ptx", "../shared/corpus/ptx"], "ptx");
    assert!(!files.is_empty(), "no PTX inputs found");
    let files = corpus::sweep("strict_input", files, SAMPLE_PER_MILLE);
    let failures: Vec<String> = corpus::parallel(&files, |path| {
        let name = path.display().to_string();
        let bytes = std::fs::read(path).expect("readable");
        let arch = target_of(&text(&bytes));
        let theirs = ptxas(&[&format!("-arch={arch}"), &path.to_string_lossy()]);
        if !theirs.status.success() {
            return Some(format!(
                "{name}: ptxas refuses it: {}",
                text(&theirs.stderr)
            ));
        }
        let opts = ptxra::driver::Options::default();
        match ptxra::driver::compile_ptx(&bytes, &name, &opts) {
            Ok(_) => None,
            Err(e) => Some(format!("{name}: {e}")),
        }
    })
    .into_iter()
    .flatten()
    .collect();
    eprintln!("{} files accepted by both", files.len() - failures.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ---------------------------------------------------------------------------------------
// The table sweeps.

/// Every instruction type the sweeps try.
const TYPES: &[&str] = &[
    "b8", "b16", "b32", "b64", "b128", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "f16",
    "f16x2", "bf16", "bf16x2", "f32", "f64", "pred",
];

/// Register types that can be declared (ptxas refuses `.reg .bf16`).
fn register_types() -> impl Iterator<Item = &'static str> {
    TYPES.iter().copied().filter(|t| !t.starts_with("bf16"))
}

/// Register `i` of type `t` in the sweeps' module (`.bf16` values live in `.b16` registers,
/// `.bf16x2` in `.b32`).
fn reg(t: &str, i: u32) -> String {
    let t = match t {
        "bf16" => "b16",
        "bf16x2" => "b32",
        t => t,
    };
    format!("%{}_{i}", t.replace('x', "X"))
}

/// The module around the swept lines: one kernel declaring four registers of every type
/// (`.b128` only where the `.version` has it) and a 64-bit address `%a`.
fn sweep_header(target: &str, version: &str) -> String {
    let mut s = format!(
        ".version {version}\n.target {target}\n.address_size 64\n.visible .entry k(.param .u64 p)\n{{\n"
    );
    let has_b128 = version >= "8.3";
    for t in register_types().filter(|&t| t != "b128" || has_b128) {
        s.push_str(&format!("    .reg .{t} %{}_<4>;\n", t.replace('x', "X")));
    }
    s.push_str("    .reg .b64 %a;\n");
    s
}

/// The end of the sweeps' module: the label `$L_end` that branches may name, and the return.
const SWEEP_FOOTER: &str = "$L_end:\n    ret;\n}\n";

/// The lines of `lines` that ptxas refuses, for the module `header` + lines + footer. A
/// fatal error stops ptxas's parse; the lines after it are tried again without it.
fn ptxas_refused(header: &str, lines: &[String], arch: &str) -> Vec<bool> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("sweep.ptx");
    let base = header.lines().count();
    let mut refused = vec![false; lines.len()];
    let mut start = 0;
    while start < lines.len() {
        let body: String = lines[start..]
            .iter()
            .map(|l| format!("    {l}\n"))
            .collect();
        std::fs::write(&file, format!("{header}{body}{SWEEP_FOOTER}")).expect("written");
        let out = ptxas(&[&format!("-arch={arch}"), &file.to_string_lossy()]);
        let mut restart = None;
        for l in text(&out.stderr).lines() {
            let Some(rest) = l.split(", line ").nth(1) else {
                continue;
            };
            let Some((n, kind)) = rest.split_once(';') else {
                continue;
            };
            let Ok(n) = n.parse::<usize>() else { continue };
            if n <= base {
                // A line of the header: the sweep's own module is wrong.
                assert!(!kind.contains("fatal"), "ptxas: {l}");
                continue;
            }
            let k = start + n - base - 1;
            if k < lines.len() {
                refused[k] = true;
                if kind.contains("fatal") {
                    restart = Some(restart.map_or(k, |r: usize| r.min(k)));
                }
            }
        }
        match restart {
            Some(k) => start = k + 1,
            None => break,
        }
    }
    refused
}

/// The lines of `lines` that ptxra refuses: each line is checked in a module of its own
/// (the lines do not refer to each other), which the parser cannot read or validation
/// reports an error in.
fn ptxra_refused(header: &str, lines: &[String]) -> Vec<bool> {
    let base = header.lines().count();
    lines
        .iter()
        .map(|line| {
            let src = format!("{header}    {line}\n{SWEEP_FOOTER}");
            match ptx_parser::parse_module(&src) {
                Err(_) => true,
                Ok(m) => ptx_parser::validate::validate_all(&m, &src)
                    .iter()
                    .any(|e| src[..e.span().start as usize].matches('\n').count() == base),
            }
        })
        .collect()
}

/// Runs `lines` through both at (`target`, `version`); the lines they disagree on.
fn disagreements(lines: &[String], target: &str, version: &str) -> Vec<String> {
    let header = sweep_header(target, version);
    let theirs = ptxas_refused(&header, lines, target);
    let ours = ptxra_refused(&header, lines);
    lines
        .iter()
        .zip(theirs.iter().zip(&ours))
        .filter(|(_, (t, o))| t != o)
        .map(|(l, (t, _))| {
            let who = if *t { "ptxas refuses" } else { "ptxra refuses" };
            format!("{target} .version {version}: only {who}: {l}")
        })
        .collect()
}

/// Integer, floating-point and logic instructions with each type and each modifier.
fn arithmetic_lines() -> Vec<String> {
    const MODS: &[&str] = &[
        "", "rn", "rz", "rm", "rp", "rni", "rzi", "ftz", "sat", "approx", "full", "lo", "hi",
        "wide", "cc", "relu", "NaN", "oob", "shiftamt", "clamp", "wrap", "noftz", "uni", "sync",
    ];
    let shapes: &[(&[&str], usize)] = &[
        (
            &[
                "add", "sub", "mul", "min", "max", "and", "or", "xor", "div", "rem", "copysign",
                "mul24", "addc", "subc",
            ],
            3,
        ),
        (
            &[
                "neg", "abs", "not", "cnot", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2",
                "tanh", "mov", "brev",
            ],
            2,
        ),
        (&["mad", "fma", "mad24", "madc", "sad"], 4),
    ];
    let mut lines = Vec::new();
    for (opcodes, arity) in shapes {
        for op in *opcodes {
            for t in TYPES {
                for m in MODS {
                    let name = [*op, m, t]
                        .iter()
                        .filter(|s| !s.is_empty())
                        .copied()
                        .collect::<Vec<_>>()
                        .join(".");
                    let ops: Vec<String> =
                        (0..*arity).map(|i| reg(t, (i as u32 + 1) % 4)).collect();
                    lines.push(format!("{name} {};", ops.join(", ")));
                }
            }
        }
    }
    lines
}

/// Comparison, bit manipulation, data movement and synchronization instructions, as
/// templates (`{d}` `{a}` `{b}` `{c}` registers of the type, `{w}` of twice its width), with
/// each type and each modifier.
fn template_lines() -> Vec<String> {
    const TEMPLATES: &[(&str, &str)] = &[
        ("setp.eq", "%pred_1, {a}, {b}"),
        ("setp.lt", "%pred_1, {a}, {b}"),
        ("setp.lt.and", "%pred_1, {a}, {b}, %pred_2"),
        ("setp.equ", "%pred_1, {a}, {b}"),
        ("set.eq.u32", "%u32_1, {a}, {b}"),
        ("set.eq.f32", "%f32_1, {a}, {b}"),
        ("set.eq.f16", "%f16_1, {a}, {b}"),
        ("set.lt.f16x2", "%b32_1, {a}, {b}"),
        ("set.lt.bf16", "%b16_1, {a}, {b}"),
        ("selp", "{d}, {a}, {b}, %pred_2"),
        ("slct", "{d}, {a}, {b}, %s32_1"),
        ("slct", "{d}, {a}, {b}, %f32_1"),
        ("testp.finite", "%pred_1, {a}"),
        ("shl", "{d}, {a}, %u32_1"),
        ("shr", "{d}, {a}, %u32_1"),
        ("shf.l.wrap", "{d}, {a}, {b}, %u32_1"),
        ("shf.r.clamp", "{d}, {a}, {b}, %u32_1"),
        ("lop3", "{d}, {a}, {b}, {c}, 0x80"),
        ("popc", "%u32_1, {a}"),
        ("clz", "%u32_1, {a}"),
        ("bfind", "%u32_1, {a}"),
        ("bfe", "{d}, {a}, %u32_1, %u32_2"),
        ("bfi", "{d}, {a}, {b}, %u32_1, %u32_2"),
        ("prmt", "{d}, {a}, {b}, {c}"),
        ("fns", "{d}, {a}, {b}, %s32_1"),
        ("dp4a.u32", "{d}, {a}, {b}, {c}"),
        ("dp2a.lo.u32", "{d}, {a}, {b}, {c}"),
        ("bmsk.clamp", "{d}, {a}, {b}"),
        ("szext.clamp", "{d}, {a}, {b}"),
        ("mul.wide", "{w}, {a}, {b}"),
        ("mad.wide", "{w}, {a}, {b}, {w2}"),
        ("cvta.to.global", "{d}, {a}"),
        ("cvta.global", "{d}, {a}"),
        ("shfl.sync.bfly", "{d}, {a}, 1, 31, -1"),
        ("shfl.sync.idx", "{d}|%pred_1, {a}, 1, 31, -1"),
        ("vote.sync.ballot", "{d}, %pred_1, -1"),
        ("vote.sync.all", "{d}, %pred_1, -1"),
        ("match.any.sync", "%b32_1, {a}, -1"),
        ("match.all.sync", "%b32_1, {a}, -1"),
        ("redux.sync.add", "{d}, {a}, -1"),
        ("redux.sync.or", "{d}, {a}, -1"),
        ("activemask", "{d}"),
        ("atom.global.add", "{d}, [%a], {b}"),
        ("atom.global.cas", "{d}, [%a], {b}, {c}"),
        ("atom.global.exch", "{d}, [%a], {b}"),
        ("atom.global.inc", "{d}, [%a], {b}"),
        ("atom.global.min", "{d}, [%a], {b}"),
        ("atom.global.and", "{d}, [%a], {b}"),
        ("atom.shared.add", "{d}, [%a], {b}"),
        ("red.global.add", "[%a], {b}"),
        ("red.global.max", "[%a], {b}"),
        ("bar.red.popc", "{d}, 0, %pred_1"),
        ("bar.red.or", "{d}, 0, %pred_1"),
        ("ldu.global", "{d}, [%a]"),
        ("ld.global.nc", "{d}, [%a]"),
        ("ld.shared", "{d}, [%a]"),
        ("ld.param", "{d}, [%a]"),
        ("ld.local", "{d}, [%a]"),
        ("ld", "{d}, [%a]"),
        ("st.shared", "[%a], {d}"),
        ("st", "[%a], {d}"),
    ];
    const MODS: &[&str] = &[
        "",
        "rn",
        "rz",
        "ftz",
        "sat",
        "approx",
        "lo",
        "hi",
        "wide",
        "cc",
        "relu",
        "NaN",
        "shiftamt",
        "clamp",
        "wrap",
        "l",
        "r",
        "and",
        "or",
        "xor",
        "uni",
        "aligned",
        "nc",
        "v2",
        "v4",
        "volatile",
        "relaxed",
        "acquire",
        "release",
        "gpu",
        "sys",
        "cta",
        "ca",
        "cg",
        "cs",
        "wb",
        "L1::no_allocate",
        "L2::evict_last",
        "L2::cache_hint",
        "L2::128B",
        "noftz",
        "global",
        "shared",
        "local",
        "acq_rel",
        "eq",
        "add",
        "popc",
        "b4e",
    ];
    let wide = |t: &str| {
        match t {
            "u16" => "u32",
            "s16" => "s32",
            "u32" => "u64",
            "s32" => "s64",
            "f32" => "f64",
            t => t,
        }
        .to_string()
    };
    let mut lines = Vec::new();
    for (base, ops) in TEMPLATES {
        for t in TYPES {
            for m in MODS {
                if !m.is_empty() && base.split('.').any(|b| b == *m) {
                    continue;
                }
                let name = [*base, m, t]
                    .iter()
                    .filter(|s| !s.is_empty())
                    .copied()
                    .collect::<Vec<_>>()
                    .join(".");
                let operands = ops
                    .replace("{d}", &reg(t, 1))
                    .replace("{a}", &reg(t, 2))
                    .replace("{b}", &reg(t, 3))
                    .replace("{c}", &reg(t, 0))
                    .replace("{w2}", &reg(&wide(t), 2))
                    .replace("{w}", &reg(&wide(t), 1));
                lines.push(format!("{name} {operands};"));
            }
        }
    }
    lines
}

/// Every `cvt` pair with each rounding; every register type in the operands of
/// representative instructions; the special registers.
fn conversion_and_operand_lines() -> Vec<String> {
    const NUMERIC: &[&str] = &[
        "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "f16", "f16x2", "bf16", "bf16x2",
        "f32", "f64",
    ];
    const CVT_MODS: &[&str] = &[
        "",
        "rn",
        "rz",
        "rm",
        "rp",
        "rni",
        "rzi",
        "rmi",
        "rpi",
        "rna",
        "ftz",
        "sat",
        "relu",
        "satfinite",
        "rn.ftz",
        "rni.ftz",
        "rn.sat",
        "rni.sat",
        "rn.relu",
        "rn.satfinite",
        "rz.relu",
    ];
    let mut lines = Vec::new();
    for d in NUMERIC {
        for s in NUMERIC {
            for m in CVT_MODS {
                let m = if m.is_empty() {
                    String::new()
                } else {
                    format!(".{m}")
                };
                let src = if d.ends_with("x2") {
                    format!("{}, {}", reg(s, 2), reg(s, 3))
                } else {
                    reg(s, 2)
                };
                lines.push(format!("cvt{m}.{d}.{s} {}, {src};", reg(d, 1)));
            }
        }
    }
    for w in ["s4", "u4", "s2", "u2", "s8", "u8", "u16", "s16", "s32"] {
        for sat in ["", ".sat"] {
            let c = if w.ends_with("16") { "" } else { ".b32" };
            let operands = if c.is_empty() {
                "%u32_1, %s32_1, %s32_2"
            } else {
                "%u32_1, %s32_1, %s32_2, %b32_1"
            };
            lines.push(format!("cvt.pack{sat}.{w}.s32{c} {operands};"));
        }
    }
    // Triton 3.9's: packed `.f32x2` and mixed-precision arithmetic (sm_100), vector
    // atomics and reductions (sm_90).
    for op in ["add", "sub", "mul"] {
        for m in ["", ".rz", ".ftz", ".sat", ".rn.ftz"] {
            lines.push(format!("{op}{m}.f32x2 %b64_1, %b64_2, %b64_3;"));
        }
        for t in ["f16", "bf16"] {
            for m in ["", ".rm", ".sat", ".ftz"] {
                lines.push(format!("{op}{m}.f32.{t} %f32_1, %b16_1, %f32_2;"));
            }
            lines.push(format!("{op}.f32.{t} %f32_1, %f32_2, %b16_1;"));
        }
    }
    for m in [".rn", "", ".rp.ftz", ".rn.sat"] {
        lines.push(format!("fma{m}.f32x2 %b64_1, %b64_2, %b64_3, %b64_1;"));
        lines.push(format!("fma{m}.f32.bf16 %f32_1, %b16_1, %b16_2, %f32_2;"));
        lines.push(format!("fma{m}.f32.f16 %f32_1, %f16_1, %f16_2, %f32_2;"));
    }
    lines.push("add.f32x2 %u64_1, %u64_2, %u64_3;".to_string());
    lines.push("add.f32x2 %f64_1, %f64_2, %f64_3;".to_string());
    for (op, v, t, r) in [
        ("add", "v2", "f32", "f32"),
        ("add", "v4", "f32", "f32"),
        ("add", "v4", "f32", "u32"),
        ("add", "v8", "f32", "f32"),
        ("add", "v4", "u32", "u32"),
        ("min", "v4", "f32", "f32"),
        ("add.noftz", "v8", "bf16", "b16"),
        ("add", "v8", "bf16", "b16"),
        ("min.noftz", "v4", "f16", "f16"),
        ("max.noftz", "v2", "f16", "b32"),
        ("add.noftz", "v4", "bf16x2", "b32"),
        ("add.noftz", "v8", "bf16x2", "b32"),
        ("max.noftz", "v2", "f16x2", "f16X2"),
    ] {
        let n: usize = v[1..].parse().unwrap_or(1);
        let list = (0..n)
            .map(|k| format!("%{r}_{}", k % 4))
            .collect::<Vec<_>>()
            .join(", ");
        for space in ["global.", "", "shared."] {
            lines.push(format!(
                "atom.{space}gpu.acq_rel.{op}.{v}.{t} {{{list}}}, [%a], {{{list}}};"
            ));
            lines.push(format!(
                "red.{space}relaxed.gpu.{op}.{v}.{t} [%a], {{{list}}};"
            ));
        }
    }
    const OPERAND_TEMPLATES: &[&str] = &[
        "ld.global.{t} {R}, [%a];",
        "st.global.{t} [%a], {R};",
        "add.{t} {R}, {R2}, {R2};",
        "and.{t} {R}, {R2}, {R2};",
        "setp.eq.{t} %pred_1, {R}, {R};",
        "mov.{t} {R}, {R};",
        "cvt.{t}.u32 {R}, %u32_1;",
        "cvt.rn.f32.{t} %f32_1, {R};",
        "cvt.u32.{t} %u32_1, {R};",
        "selp.{t} {R}, {R2}, {R2}, %pred_1;",
        "shl.{t} {R}, {R2}, %u32_1;",
        "fma.rn.{t} {R}, {R2}, {R2}, {R2};",
        "atom.global.add.{t} {R}, [%a], {R2};",
        "red.global.add.{t} [%a], {R};",
        "ld.global.v2.{t} {{R}, {R2}}, [%a];",
        "cvt.pack.sat.s4.s32.b32 {R}, %s32_1, %s32_2, %b32_1;",
    ];
    let registers = |name: &str, t: &str, r: &str| {
        let r1 = format!("%{}_1", r.replace('x', "X"));
        let r2 = format!("%{}_2", r.replace('x', "X"));
        name.replace("{t}", t)
            .replace("{R2}", &r2)
            .replace("{R}", &r1)
    };
    for tmpl in OPERAND_TEMPLATES {
        for t in TYPES {
            for r in register_types() {
                lines.push(registers(tmpl, t, r));
            }
        }
    }
    for tmpl in [
        "mul.wide.u16 {R}, %u16_1, %u16_2;",
        "mul.wide.s32 {R}, %s32_1, %s32_2;",
        "popc.b32 {R}, %b32_2;",
        "shl.b32 %b32_1, %b32_2, {R};",
        "@{R} bra $L_end;",
        "shfl.sync.bfly.b32 {R}, %b32_1, 1, 31, -1;",
        "selp.b32 %b32_1, %b32_2, %b32_3, {R};",
    ] {
        for r in register_types() {
            lines.push(registers(tmpl, "", r));
        }
    }
    for sreg in [
        "mov.u16 %u16_1, %tid.x;",
        "cvt.u64.u32 %u64_1, %tid.x;",
        "mov.b32 %b32_1, %tid.x;",
        "add.s32 %s32_1, %tid.x, 1;",
        "mov.u32 %u32_1, %activemask;",
        "mov.u64 %u64_1, %gridid;",
        "mov.u32 %u32_1, %laneid;",
        "mov.u32 %u32_1, %envreg3;",
        "mov.u32 %u32_1, %envreg32;",
        "mov.u32 %u32_1, %pm3;",
        "mov.u64 %u64_1, %pm3_64;",
        "mov.u32 %u32_1, %pm8;",
        "mov.u32 %u32_1, %dynamic_smem_size;",
        "mov.u32 %u32_1, %aggr_smem_size;",
        "mov.u64 %u64_1, %globaltimer;",
        "mov.u32 %u32_1, %cluster_ctarank;",
        "mov.u32 %u32_1, %clusterid.x;",
        "mov.pred %pred_1, %is_explicit_cluster;",
        "mov.u64 %u64_1, %current_graph_exec;",
        "cvt.u32.u32 %u32_1, %tid.x;",
        "cvt.rn.f32.u32 %f32_1, %tid.x;",
        "st.global.u32 [%a], %tid.x;",
        "mov.u32 %u32_1, %reserved_smem_offset_begin;",
        "mov.u32 %u32_1, %reserved_smem_offset_end;",
        "mov.u32 %u32_1, %reserved_smem_offset_cap;",
        "mov.u32 %u32_1, %reserved_smem_offset_0;",
        "mov.u32 %u32_1, %reserved_smem_offset_1;",
        "mov.u32 %u32_1, %reserved_smem_offset_2;",
    ] {
        lines.push(sreg.to_string());
    }
    lines
}

/// The (target, `.version`) pairs the sweeps run at: each target's oldest version, and the
/// newest.
const SWEEP_TARGETS: &[(&str, &str)] = &[
    ("sm_75", "6.5"),
    ("sm_80", "7.0"),
    ("sm_80", "7.1"),
    ("sm_90", "7.8"),
    ("sm_90", "8.5"),
    ("sm_100", "8.8"),
];

fn sweep(lines: fn() -> Vec<String>) {
    sweep_at(lines, SWEEP_TARGETS);
}

fn sweep_at(lines: fn() -> Vec<String>, targets: &[(&str, &str)]) {
    let lines = lines();
    let runs: Vec<Vec<String>> = corpus::parallel(targets, |(target, version)| {
        disagreements(&lines, target, version)
    });
    let all: Vec<String> = runs.into_iter().flatten().collect();
    eprintln!(
        "{} lines at {} targets, {} disagreements",
        lines.len(),
        targets.len(),
        all.len()
    );
    assert!(
        all.is_empty(),
        "{} disagreements with ptxas, e.g.:\n{}",
        all.len(),
        all.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn arithmetic_tables_agree_with_ptxas() {
    sweep(arithmetic_lines);
}

#[test]
fn comparison_memory_and_synchronization_tables_agree_with_ptxas() {
    sweep(template_lines);
}

#[test]
fn conversions_operand_types_and_special_registers_agree_with_ptxas() {
    sweep(conversion_and_operand_lines);
}

/// Instructions outside the tables, whose existence depends on the `.version` and the
/// target (including the architecture-specific ones, and the tabled but
/// architecture-specific `tensormap.replace`), and the forms of `vote` and `shfl` without
/// `.sync`, which ptxas 13.5 refuses at every target it compiles for.
fn version_and_target_lines() -> Vec<String> {
    [
        "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%b32_1}, [%a];",
        "movmatrix.sync.aligned.m8n8.trans.b16 %b32_1, %b32_2;",
        "stmatrix.sync.aligned.m8n8.x1.shared.b16 [%a], {%b32_1};",
        "cp.async.ca.shared.global [%a], [%a], 4;",
        "cp.async.commit_group;",
        "cp.async.bulk.commit_group;",
        "mbarrier.init.shared.b64 [%a], 1;",
        "elect.sync %b32_1|%pred_1, -1;",
        "griddepcontrol.wait;",
        "fence.proxy.async;",
        "fence.proxy.alias;",
        "fence.sc.sys;",
        "membar.proxy.alias;",
        "setmaxnreg.inc.sync.aligned.u32 64;",
        "wgmma.fence.sync.aligned;",
        "tcgen05.fence::before_thread_sync;",
        "mapa.u64 %u64_1, %u64_2, %u32_1;",
        "nanosleep.u32 %u32_1;",
        "bar.warp.sync -1;",
        "discard.global.L2 [%a], 128;",
        "applypriority.global.L2::evict_normal [%a], 128;",
        "createpolicy.fractional.L2::evict_last.b64 %b64_1, 1.0;",
        "alloca.u64 %u64_1, 16;",
        "stacksave.u64 %u64_1;",
        "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%a], %u32_1, [%a];",
        "vote.any.pred %pred_1, %pred_2;",
        "vote.ballot.b32 %b32_1, %pred_2;",
        "shfl.bfly.b32 %b32_1, %b32_2, 1, 31;",
        "tensormap.replace.tile.rank.global.b1024.b32 [%a], %b32_1;",
        "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [%a], 1;",
        "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%a], [%a], 128;",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

#[test]
fn version_and_target_requirements_agree_with_ptxas() {
    sweep_at(
        version_and_target_lines,
        &[
            ("sm_75", "6.3"),
            ("sm_75", "6.5"),
            ("sm_75", "7.8"),
            ("sm_80", "7.0"),
            ("sm_80", "8.0"),
            ("sm_90", "7.8"),
            ("sm_90", "8.1"),
            ("sm_90a", "8.0"),
            ("sm_100a", "8.6"),
            ("sm_100f", "8.8"),
        ],
    );
}

/// The sweeps' helpers agree with ptxas on a line each way (so that a sweep cannot pass by
/// comparing nothing).
#[test]
fn the_sweep_harness_sees_refusals() {
    let lines: Vec<String> = [
        "add.s32 %s32_1, %s32_2, %s32_3;",
        "add.s31 %s32_1, %s32_2, %s32_3;",
        "fma.rn.f33 %f32_1, %f32_2, %f32_3, %f32_0;",
        "ld.global.nc.q32 %u32_1, [%a];",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let header = sweep_header("sm_80", "8.0");
    let theirs = ptxas_refused(&header, &lines, "sm_80");
    assert_eq!(theirs, [false, true, true, true]);
    assert_eq!(ptxra_refused(&header, &lines), theirs);
    assert!(Path::new(&nvidia::tool("ptxas")).exists());
}
