//! LLVM IR input goes through LLVM 22's own NVPTX back end (through inkwell): `ptxra` on a
//! `.ll` file must give exactly what `llc-22` followed by `ptxra` on the PTX gives. Fails
//! loudly when LLVM 22 is not installed (scripts/setup.sh installs it).

use std::path::{Path, PathBuf};
use std::process::Command;

use ptxra::driver::{compile_path, compile_ptx, Options};

fn llc() -> PathBuf {
    let p = PathBuf::from("/usr/lib/llvm-22/bin/llc");
    assert!(
        p.exists(),
        "llc from LLVM 22 not found at {}: run scripts/setup.sh",
        p.display()
    );
    p
}

#[test]
fn ll_input_matches_llc_then_ptx() {
    let llc = llc();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 10,
        "expected the kernel suite's .ll files in {}",
        dir.display()
    );
    let tmp = tempfile::tempdir().unwrap();
    let opts = Options {
        verify: true,
        ..Options::default()
    };
    for ll in &files {
        let ptx_path = tmp.path().join("out.ptx");
        let st = Command::new(&llc)
            .args(["-march=nvptx64", "-mcpu=sm_80"])
            .arg(ll)
            .arg("-o")
            .arg(&ptx_path)
            .status()
            .unwrap();
        assert!(st.success(), "llc failed on {}", ll.display());
        let via_llc = compile_ptx(&std::fs::read(&ptx_path).unwrap(), "out.ptx", &opts)
            .unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
        let direct = compile_path(ll, &opts).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
        let a: Vec<_> = direct.functions.iter().map(|f| &f.stats).collect();
        let b: Vec<_> = via_llc.functions.iter().map(|f| &f.stats).collect();
        assert_eq!(
            a,
            b,
            "{}: direct LLVM input differs from llc + PTX",
            ll.display()
        );
    }
}

#[test]
fn bad_ir_is_a_clean_error() {
    let tmp = tempfile::tempdir().unwrap();
    let bad = tmp.path().join("bad.ll");
    std::fs::write(&bad, "define void @k( {\n").unwrap();
    let err = compile_path(&bad, &Options::default()).unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert!(err.to_string().contains("invalid LLVM IR"), "{err}");
    let not_bc = tmp.path().join("x.bc");
    std::fs::write(&not_bc, b"BC\xC0\xDEgarbage").unwrap();
    let err = compile_path(&not_bc, &Options::default()).unwrap_err();
    assert_eq!(err.exit_code(), 2);
}
