//! LLVM IR input goes through LLVM 22's own NVPTX back end (through inkwell): `ptxra stats`
//! on a `.ll` file must print exactly the JSON that `llc-22` followed by `ptxra stats` on the
//! PTX prints, for every `.ll` of the kernel suite (`kernels/ll/`) and of the development
//! corpus (`../shared/corpus/ll/`, beside the project; that part is skipped, saying so, when
//! the directory is absent). Fails loudly when LLVM 22 is not installed (scripts/setup.sh
//! installs it).
//!
//! `cargo test` runs the whole kernel suite (one file per kind of kernel) and a quarter of
//! the development corpus (`common/corpus.rs`); `PTXRA_FULL=1` (`scripts/test-full.sh`)
//! runs all of it.

#[path = "common/corpus.rs"]
mod corpus;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

const LLC: &str = "/usr/lib/llvm-22/bin/llc";

/// The sampled share of the development corpus, in thousandths.
const SAMPLE_PER_MILLE: u64 = 250;

fn llc() -> PathBuf {
    let p = PathBuf::from(LLC);
    assert!(
        p.exists(),
        "llc from LLVM 22 not found at {}: run scripts/setup.sh",
        p.display()
    );
    p
}

/// One `.ll` and where its llc PTX goes.
struct Case {
    ll: PathBuf,
    ptx: PathBuf,
}

/// Starts `ptxra stats --json --verify FILES...` with stdout and stderr going to files (the
/// lowering warnings of large kernels would fill a pipe while the other run is waited for).
fn start_stats(files: &[&Path], out: &Path) -> std::process::Child {
    let create =
        |p: &Path| std::fs::File::create(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(["stats", "--json", "--verify"])
        .args(files)
        .stdout(Stdio::from(create(out)))
        .stderr(Stdio::from(create(&out.with_extension("stderr"))))
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run ptxra: {e}"))
}

/// The report's `inputs`, with each input's own path (and the names diagnostics give it)
/// replaced by `label`, so that a `.ll` entry and its llc `.ptx` entry can be compared.
fn normalised_inputs(report: &Value, paths: &[&Path], labels: &[String]) -> Vec<Value> {
    let Some(inputs) = report["inputs"].as_array() else {
        panic!("no inputs array in the report")
    };
    assert_eq!(inputs.len(), paths.len());
    inputs
        .iter()
        .zip(paths.iter().zip(labels))
        .map(|(input, (path, label))| {
            let path = path.display().to_string();
            assert_eq!(input["path"], Value::from(path.as_str()));
            let mut input = input.clone();
            input["path"] = Value::from(label.as_str());
            if let Some(msg) = input["error"]["message"].as_str() {
                // LLVM input names its PTX `<path>.ptx` in diagnostics.
                let msg = msg
                    .replace(&format!("{path}.ptx"), label)
                    .replace(&path, label);
                input["error"]["message"] = Value::from(msg);
            }
            input
        })
        .collect()
}

#[test]
fn ll_input_matches_llc_then_ptx() {
    let llc = llc();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let kernels = corpus::files(&["kernels/ll"], "ll");
    assert!(
        kernels.len() >= 10,
        "expected the kernel suite's .ll files in kernels/ll"
    );
    let corpus_dir = root.join("../shared/corpus/ll");
    let corpus = if corpus_dir.is_dir() {
        let c = corpus::files(&["../shared/corpus/ll"], "ll");
        assert!(!c.is_empty(), "{} holds no .ll file", corpus_dir.display());
        corpus::sweep("llvm_bridge", c, SAMPLE_PER_MILLE)
    } else {
        eprintln!(
            "note: {} not found: skipping the development corpus part (kernels/ll only)",
            corpus_dir.display()
        );
        Vec::new()
    };
    let tmp = tempfile::tempdir().unwrap();
    let mut cases = Vec::new();
    for (sub, files) in [("kernels", &kernels), ("corpus", &corpus)] {
        std::fs::create_dir_all(tmp.path().join(sub)).unwrap();
        for ll in files.iter() {
            let stem = ll.file_stem().unwrap().to_string_lossy().into_owned();
            let ptx = tmp.path().join(sub).join(format!("{stem}.ptx"));
            cases.push(Case {
                ll: ll.clone(),
                ptx,
            });
        }
    }

    // 1. llc-22 -march=nvptx64 -mcpu=sm_80 x.ll -o x.ptx, and the bridge's PTX for x.ll is
    //    that very text (so lines in diagnostics about the PTX agree too).
    corpus::parallel(&cases, |c| {
        let out = Command::new(&llc)
            .args(["-march=nvptx64", "-mcpu=sm_80"])
            .arg(&c.ll)
            .arg("-o")
            .arg(&c.ptx)
            .output()
            .unwrap();
        assert!(
            out.status.success() && out.stderr.is_empty(),
            "llc on {}: {}",
            c.ll.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let llc_ptx = std::fs::read_to_string(&c.ptx).unwrap();
        let bytes = std::fs::read(&c.ll).unwrap();
        // In this process (the library's way); the CLI's helper process is compared below
        // through `ptxra stats --json`.
        ptxra::llvm::use_in_process();
        let ours = ptxra::driver::llvm_to_ptx(&bytes, &c.ll.display().to_string(), None)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(
            ours == llc_ptx,
            "{}: the bridge's PTX differs from llc-22's",
            c.ll.display()
        );
    });

    // 2. `ptxra stats --json` on all .ll files and on all llc .ptx files, the two runs side by
    //    side, and the reports compared input by input.
    let lls: Vec<&Path> = cases.iter().map(|c| c.ll.as_path()).collect();
    let ptxs: Vec<&Path> = cases.iter().map(|c| c.ptx.as_path()).collect();
    let (ll_json, ptx_json) = (tmp.path().join("ll.json"), tmp.path().join("ptx.json"));
    let mut ll_run = start_stats(&lls, &ll_json);
    let mut ptx_run = start_stats(&ptxs, &ptx_json);
    let (ll_status, ptx_status) = (ll_run.wait().unwrap(), ptx_run.wait().unwrap());
    let read = |p: &Path| -> Value {
        let text = std::fs::read_to_string(p).unwrap();
        serde_json::from_str(&text).unwrap_or_else(|e| {
            panic!(
                "{}: not JSON ({e}); stderr:\n{}",
                p.display(),
                std::fs::read_to_string(p.with_extension("stderr")).unwrap_or_default()
            )
        })
    };
    let (ll_report, ptx_report) = (read(&ll_json), read(&ptx_json));
    // Same exit code (2 when some input failed, in both runs alike).
    assert_eq!(ll_status.code(), ptx_status.code());
    assert_eq!(ll_report["tool"], ptx_report["tool"]);
    assert_eq!(ll_report["version"], ptx_report["version"]);
    let labels: Vec<String> = cases
        .iter()
        .map(|c| c.ll.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    let a = normalised_inputs(&ll_report, &lls, &labels);
    let b = normalised_inputs(&ptx_report, &ptxs, &labels);
    let mut functions = 0;
    for ((x, y), c) in a.iter().zip(&b).zip(&cases) {
        assert_eq!(
            x,
            y,
            "{}: `ptxra stats --json` differs from llc-22 + `ptxra stats --json`",
            c.ll.display()
        );
        functions += x["functions"].as_array().map_or(0, Vec::len);
    }
    assert!(functions >= cases.len(), "too few functions compared");
    eprintln!(
        "compared {} .ll files ({} kernel suite, {} corpus), {functions} functions",
        cases.len(),
        kernels.len(),
        corpus.len()
    );
}

/// [`llvm_bridge::NVPTX_PROCESSORS`] is exactly what LLVM 22's NVPTX back end lists.
#[test]
fn processor_list_is_llvms() {
    let out = Command::new(llc())
        .args(["-march=nvptx64", "-mcpu=help"])
        .output()
        .unwrap();
    // llc prints the help to stderr (older versions: stdout); read both.
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let cpus = text
        .split("Available CPUs for this target:")
        .nth(1)
        .and_then(|s| s.split("Available features").next())
        .unwrap_or_else(|| panic!("no CPU list in `llc -mcpu=help`:\n{text}"));
    let mut from_llc: Vec<&str> = cpus
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    from_llc.sort_unstable();
    let mut ours = llvm_bridge::NVPTX_PROCESSORS.to_vec();
    ours.sort_unstable();
    assert_eq!(ours, from_llc);
    assert!(llvm_bridge::is_known_processor("sm_90a"));
    assert!(!llvm_bridge::is_known_processor("sm_80a"));
}
