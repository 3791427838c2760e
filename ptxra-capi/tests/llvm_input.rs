//! LLVM input through the C library's Rust twin: translated by the `ptxra-llvm` helper
//! (found through `$PTXRA_LLVM`), its errors reported in the input's entry, and input that
//! crashes LLVM or makes it run too long reported the same way instead of ending the test
//! process.

use std::sync::Once;

use ptxra_capi::compile_llvm_ir_json;
use serde_json::Value;

mod common;

/// Points `$PTXRA_LLVM` at the helper built with the tests, before any test reads the
/// environment: every test starts with this.
fn use_built_helper() {
    static SET: Once = Once::new();
    SET.call_once(|| std::env::set_var("PTXRA_LLVM", common::llvm_helper()));
}

const LLVM_KERNEL: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\
    define ptx_kernel void @k(ptr %p) {\n  store i32 1, ptr %p\n  ret void\n}\n";

fn report(ir: &[u8], options: Option<&str>) -> Value {
    use_built_helper();
    let text = compile_llvm_ir_json(ir, options);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// The `inputs[0].error.message` of an LLVM compile, which must have failed.
fn llvm_error(ir: &[u8], options: Option<&str>) -> String {
    let v = report(ir, options);
    assert!(v["inputs"][0].get("functions").is_none(), "{v}");
    v["inputs"][0]["error"]["message"]
        .as_str()
        .unwrap_or_else(|| panic!("no input error in {v}"))
        .to_string()
}

#[test]
fn llvm_input_errors_are_in_the_report() {
    let v = report(LLVM_KERNEL.as_bytes(), None);
    assert_eq!(v["inputs"][0]["functions"][0]["name"], "k", "{v}");
    let v = report(b"define void @k( {", None);
    let msg = v["inputs"][0]["error"]["message"]
        .as_str()
        .unwrap_or_default();
    assert!(msg.contains("invalid LLVM IR"), "{msg}");
    assert_eq!(v["inputs"][0]["error"]["line"], 1, "{v}");
    // sm_80a is an architecture ptxra knows and LLVM 22's NVPTX back end does not.
    let msg = llvm_error(LLVM_KERNEL.as_bytes(), Some(r#"{"arch":"sm_80a"}"#));
    assert!(msg.contains("sm_80a") && msg.contains("LLVM 22."), "{msg}");
    let msg = llvm_error(b"target triple = \"nvptx64-nvidia-cuda\"\n", None);
    assert!(msg.contains("no kernels in the module"), "{msg}");
    // A back-end error: LLVM's default handler would print it and exit the host process.
    let alloca = LLVM_KERNEL.replace(
        "  store i32 1, ptr %p\n",
        "  %n = load i64, ptr %p\n  %a = alloca i32, i64 %n\n  store i32 1, ptr %a\n",
    );
    let msg = llvm_error(alloca.as_bytes(), None);
    assert!(msg.contains("dynamic alloca"), "{msg}");
}

/// A global of a constant expression nested `depth` deep, which LLVM's parser recurses on.
pub fn deep_constant(depth: usize) -> String {
    let mut e = String::from("ptr addrspace(1) @h");
    for _ in 0..depth {
        e = format!("ptr addrspace(1) getelementptr (i8, {e}, i64 1)");
    }
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n@h = addrspace(1) global i32 0\n\
         @g = addrspace(1) global {e}\n{}",
        &LLVM_KERNEL[LLVM_KERNEL.find("define").unwrap_or(0)..]
    )
}

/// LLVM overflows its stack on a constant nested 20 000 deep (as on deeply nested types in
/// bitcode): translated in this process, that ended it with SIGSEGV; now it ends only the
/// helper, and the input's entry says so.
#[test]
fn input_that_crashes_llvm_is_an_input_error() {
    let msg = llvm_error(deep_constant(20_000).as_bytes(), None);
    assert!(msg.contains("LLVM crashed on this input"), "{msg}");
    // Moderate depths compile. (LLVM writes the constant as a chain of 2 000 additions,
    // `h+1+1…`, which is past the PTX parser's nesting limit: refused there, located.)
    let v = report(deep_constant(200).as_bytes(), None);
    assert_eq!(v["inputs"][0]["functions"][0]["name"], "k", "{v}");
    let v = report(deep_constant(2_000).as_bytes(), None);
    let msg = v["inputs"][0]["error"]["message"]
        .as_str()
        .unwrap_or_default();
    assert!(
        msg.contains("<llvm-ir>.ptx:11:") && msg.contains("nested too deeply"),
        "{v}"
    );
}

#[test]
fn the_llvm_timeout_option_stops_the_helper() {
    // Starting the helper and loading LLVM take far longer than a millisecond.
    let msg = llvm_error(LLVM_KERNEL.as_bytes(), Some(r#"{"llvm_timeout": 0.001}"#));
    assert!(
        msg.contains("did not finish this input within 0.001 s"),
        "{msg}"
    );
    let v = report(LLVM_KERNEL.as_bytes(), Some(r#"{"llvm_timeout": 60}"#));
    assert_eq!(v["inputs"][0]["functions"][0]["name"], "k", "{v}");
}
