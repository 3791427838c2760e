//! C ABI for ptxra (header: `include/ptxra.h`).
//!
//! ```text
//! C caller ── const char* / bytes + options JSON ──► catch_unwind ─► ptxra::api ─► JSON
//!          ◄── char* (Rust-owned, free with ptxra_free_string) ───────────────────┘
//! ```
//!
//! Every entry point returns a JSON document, never a partial result:
//! - the input was processed: the DESIGN.md §4 report with one input, whose entry holds
//!   either `"functions": [...]` or `"error": {"message", "line", "col"}` (bad PTX, wrong
//!   LLVM triple, unknown architecture, allocation failure …), exactly as `ptxra stats --json`;
//! - the call itself was unusable (null pointer, invalid UTF-8, malformed options JSON, a
//!   panic inside ptxra): `{"tool": "ptxra", "version": …, "error": {...}}` at top level.
//!
//! LLVM diagnostics are collected into the report (never printed, never `exit`); an LLVM
//! *fatal* error (e.g. "Cannot select" for an instruction the arch lacks) still ends the
//! process, as in any program using LLVM (see `include/ptxra.h`).
//!
//! Invariants: no Rust panic crosses the boundary (each call runs under `catch_unwind`), no
//! pointer is dereferenced before its null check, and every returned string comes from
//! `CString::into_raw` so [`ptxra_free_string`] can take it back.
#![deny(missing_docs)]
// No `panic!` on input-derived data outside tests (`allow-panic-in-tests` in clippy.toml).
#![warn(clippy::panic)]

use std::ffi::{c_char, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

use ptxra::api::{self, Options};
use ptxra::emit::json::{render_json, InputError};
use ptxra::target::Arch;
use serde::{Deserialize, Serialize};

/// The options object accepted by the C entry points; every key is optional and unknown
/// keys are rejected so that typos do not silently fall back to defaults.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct OptionsJson {
    /// `sm_XX`; default: the PTX `.target` (sm_80 for LLVM input).
    arch: Option<String>,
    /// `--maxrregcount`.
    maxrregcount: Option<u32>,
    /// Run the independent allocation checker.
    verify: Option<bool>,
    /// Block size for occupancy when the kernel declares none.
    block_size: Option<u32>,
    /// Allocator name (only `fatpoint` exists).
    allocator: Option<String>,
    /// `NAME=VALUE` knob settings, as `--knob`.
    knobs: Option<Vec<String>>,
}

/// A top-level error: the call could not be processed at all.
#[derive(Serialize)]
struct CallError {
    tool: &'static str,
    version: &'static str,
    error: InputError,
}

fn call_error(message: impl Into<String>) -> String {
    let e = CallError {
        tool: "ptxra",
        version: env!("CARGO_PKG_VERSION"),
        error: InputError {
            message: message.into(),
            line: None,
            col: None,
        },
    };
    match serde_json::to_string_pretty(&e) {
        Ok(mut s) => {
            s.push('\n');
            s
        }
        // Serialising plain strings and options cannot fail; keep a literal fallback anyway.
        Err(_) => "{\"tool\": \"ptxra\", \"error\": {\"message\": \"internal error\", \"line\": null, \"col\": null}}\n".into(),
    }
}

/// Parses the options JSON (`None` or an empty string means defaults).
fn parse_options(json: Option<&str>) -> Result<Options, String> {
    let raw: OptionsJson = match json.map(str::trim) {
        None | Some("") => OptionsJson::default(),
        Some(text) => serde_json::from_str(text).map_err(|e| format!("options JSON: {e}"))?,
    };
    let mut opts = Options {
        arch: raw
            .arch
            .as_deref()
            .map(Arch::parse)
            .transpose()
            .map_err(|e| e.to_string())?,
        maxrregcount: raw.maxrregcount,
        verify: raw.verify.unwrap_or(false),
        block_size: raw.block_size,
        ..Options::default()
    };
    if let Some(a) = raw.allocator.as_deref() {
        opts.allocator = ptxra::driver::AllocatorKind::parse(a)?;
    }
    for k in raw.knobs.unwrap_or_default() {
        opts.knobs.set(&k).map_err(|e| e.to_string())?;
    }
    Ok(opts)
}

/// Compiles PTX text with options given as JSON and returns the JSON document described in
/// the crate docs. Safe Rust twin of [`ptxra_compile_ptx`].
pub fn compile_ptx_json(ptx: &str, options_json: Option<&str>) -> String {
    match parse_options(options_json) {
        Ok(opts) => render_json(&api::report_from_ptx(ptx, &opts)),
        Err(e) => call_error(e),
    }
}

/// Compiles LLVM IR (`.ll` text or `.bc` bitcode) with options given as JSON and returns
/// the JSON document described in the crate docs. Safe Rust twin of
/// [`ptxra_compile_llvm_ir`].
pub fn compile_llvm_ir_json(ir: &[u8], options_json: Option<&str>) -> String {
    match parse_options(options_json) {
        Ok(opts) => render_json(&api::report_from_llvm_ir(ir, &opts)),
        Err(e) => call_error(e),
    }
}

/// Runs `f`, turning a panic into a top-level error document, and hands the result to C.
fn guarded(f: impl FnOnce() -> String) -> *mut c_char {
    let text = catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|payload| {
        let why = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic payload".into());
        call_error(format!(
            "internal error (panic in ptxra): {why}; please report this with the input"
        ))
    });
    // serde_json escapes NUL as \u0000, so the report never holds an interior NUL; if it
    // somehow did, report that instead of returning NULL.
    CString::new(text)
        .or_else(|_| CString::new(call_error("internal error: NUL byte in the report")))
        .map_or(std::ptr::null_mut(), CString::into_raw)
}

/// Reads an optional NUL-terminated UTF-8 string; `what` names it in errors.
///
/// # Safety
/// `p` is null or points to a NUL-terminated string valid for the duration of the call.
unsafe fn opt_str<'a>(p: *const c_char, what: &str) -> Result<Option<&'a str>, String> {
    if p.is_null() {
        return Ok(None);
    }
    // SAFETY: non-null and NUL-terminated per this function's contract.
    let c = unsafe { CStr::from_ptr(p) };
    c.to_str()
        .map(Some)
        .map_err(|e| format!("{what} is not valid UTF-8 ({e})"))
}

/// The ptxra version, e.g. `"0.1.0"`: a static NUL-terminated string; do not free it.
#[no_mangle]
pub extern "C" fn ptxra_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}

/// Allocates registers for every function of a PTX module and returns the JSON report
/// (see the crate docs). The result must be released with [`ptxra_free_string`].
///
/// # Safety
/// `ptx_text` must be null or a NUL-terminated string; `options_json` must be null (all
/// defaults) or a NUL-terminated string. Both need only live for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn ptxra_compile_ptx(
    ptx_text: *const c_char,
    options_json: *const c_char,
) -> *mut c_char {
    guarded(|| {
        // SAFETY: forwarded from this function's contract.
        let (ptx, opts) = unsafe {
            (
                opt_str(ptx_text, "ptx_text"),
                opt_str(options_json, "options_json"),
            )
        };
        match (ptx, opts) {
            (Ok(Some(ptx)), Ok(opts)) => compile_ptx_json(ptx, opts),
            (Ok(None), _) => call_error("ptx_text is a null pointer"),
            (Err(e), _) | (_, Err(e)) => call_error(e),
        }
    })
}

/// Compiles NVPTX LLVM IR — textual `.ll` or `.bc` bitcode, `len` bytes at `ir_or_bitcode`
/// (no NUL terminator needed) — to PTX with LLVM's NVPTX back end, allocates every function
/// and returns the JSON report (see the crate docs). The result must be released with
/// [`ptxra_free_string`].
///
/// # Safety
/// `ir_or_bitcode` must be null or point to `len` readable bytes; `options_json` must be
/// null (all defaults) or a NUL-terminated string. Both need only live for the call.
#[no_mangle]
pub unsafe extern "C" fn ptxra_compile_llvm_ir(
    ir_or_bitcode: *const c_char,
    len: usize,
    options_json: *const c_char,
) -> *mut c_char {
    guarded(|| {
        if ir_or_bitcode.is_null() {
            return call_error("ir_or_bitcode is a null pointer");
        }
        // SAFETY: non-null, and `len` readable bytes per this function's contract.
        let ir = unsafe { std::slice::from_raw_parts(ir_or_bitcode.cast::<u8>(), len) };
        // SAFETY: forwarded from this function's contract.
        match unsafe { opt_str(options_json, "options_json") } {
            Ok(opts) => compile_llvm_ir_json(ir, opts),
            Err(e) => call_error(e),
        }
    })
}

/// Releases a string returned by [`ptxra_compile_ptx`] or [`ptxra_compile_llvm_ir`].
/// Null is accepted and ignored.
///
/// # Safety
/// `s` must be null or a pointer returned by one of those functions and not yet freed.
#[no_mangle]
pub unsafe extern "C" fn ptxra_free_string(s: *mut c_char) {
    if s.is_null() {
        return;
    }
    // Dropping a CString cannot panic, but keep the promise that nothing unwinds into C.
    let _ = catch_unwind(|| {
        // SAFETY: `s` came from `CString::into_raw` in `guarded` and is freed only once.
        drop(unsafe { CString::from_raw(s) });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    const EMPTY_KERNEL: &str =
        ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry empty()\n{\n\tret;\n}\n";

    fn take(p: *mut c_char) -> Value {
        assert!(!p.is_null());
        // SAFETY: `p` came from one of our entry points.
        let text = unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_string();
        // SAFETY: freed exactly once.
        unsafe { ptxra_free_string(p) };
        serde_json::from_str(&text).unwrap()
    }

    #[test]
    fn ptx_report_and_options() {
        let opts = CString::new(r#"{"arch":"sm_86","maxrregcount":32,"verify":true}"#).unwrap();
        let ptx = CString::new(EMPTY_KERNEL).unwrap();
        // SAFETY: valid NUL-terminated strings.
        let v = take(unsafe { ptxra_compile_ptx(ptx.as_ptr(), opts.as_ptr()) });
        let input = &v["inputs"][0];
        assert_eq!(input["arch"], "sm_86");
        assert_eq!(input["maxrregcount"], 32);
        assert_eq!(input["functions"][0]["name"], "empty");
        assert_eq!(input["functions"][0]["verified"], true);
    }

    #[test]
    fn call_errors_are_top_level() {
        // SAFETY: null pointers are part of the contract.
        let v = take(unsafe { ptxra_compile_ptx(std::ptr::null(), std::ptr::null()) });
        assert!(v["error"]["message"].as_str().unwrap().contains("null"));
        // SAFETY: as above.
        let v = take(unsafe { ptxra_compile_llvm_ir(std::ptr::null(), 0, std::ptr::null()) });
        assert!(v["error"]["message"].as_str().unwrap().contains("null"));

        let bad_utf8 = [b'.', 0xFF, 0xFE, 0];
        // SAFETY: NUL-terminated.
        let v = take(unsafe { ptxra_compile_ptx(bad_utf8.as_ptr().cast(), std::ptr::null()) });
        assert!(v["error"]["message"].as_str().unwrap().contains("UTF-8"));

        for (opts, want) in [
            (r#"{"arch":"sm_999"}"#, "unsupported architecture `sm_999`"),
            (r#"{"archh":"sm_80"}"#, "unknown field"),
            (r#"{"allocator":"linear"}"#, "unknown allocator"),
            ("not json", "options JSON"),
        ] {
            let v: Value =
                serde_json::from_str(&compile_ptx_json(EMPTY_KERNEL, Some(opts))).unwrap();
            let msg = v["error"]["message"].as_str().unwrap();
            assert!(msg.contains(want), "{opts}: {msg}");
            assert!(v.get("inputs").is_none());
        }
    }

    #[test]
    fn input_errors_are_in_the_report() {
        let v: Value = serde_json::from_str(&compile_ptx_json("garbage", None)).unwrap();
        assert!(v.get("error").is_none());
        assert!(v["inputs"][0]["error"]["line"].is_u64(), "{v}");
        let v: Value =
            serde_json::from_str(&compile_llvm_ir_json(b"define void @k( {", None)).unwrap();
        let msg = v["inputs"][0]["error"]["message"].as_str().unwrap();
        assert!(msg.contains("invalid LLVM IR"), "{msg}");
        assert_eq!(v["inputs"][0]["error"]["line"], 1, "{v}");
    }

    const LLVM_KERNEL: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\
        define ptx_kernel void @k(ptr %p) {\n  store i32 1, ptr %p\n  ret void\n}\n";

    /// The `inputs[0].error.message` of an LLVM compile, which must have failed.
    fn llvm_error(ir: &str, options: Option<&str>) -> String {
        let v: Value = serde_json::from_str(&compile_llvm_ir_json(ir.as_bytes(), options)).unwrap();
        assert!(v["inputs"][0].get("functions").is_none(), "{v}");
        v["inputs"][0]["error"]["message"]
            .as_str()
            .unwrap_or_else(|| panic!("no input error in {v}"))
            .to_string()
    }

    #[test]
    fn llvm_input_errors_are_in_the_report() {
        let v: Value =
            serde_json::from_str(&compile_llvm_ir_json(LLVM_KERNEL.as_bytes(), None)).unwrap();
        assert_eq!(v["inputs"][0]["functions"][0]["name"], "k", "{v}");
        // sm_80a is an architecture ptxra knows and LLVM 22's NVPTX back end does not.
        let msg = llvm_error(LLVM_KERNEL, Some(r#"{"arch":"sm_80a"}"#));
        assert!(msg.contains("sm_80a") && msg.contains("LLVM 22."), "{msg}");
        let msg = llvm_error("target triple = \"nvptx64-nvidia-cuda\"\n", None);
        assert!(msg.contains("no kernels in the module"), "{msg}");
        // A back-end error: LLVM's default handler would print it and exit the host process.
        let alloca = LLVM_KERNEL.replace(
            "  store i32 1, ptr %p\n",
            "  %n = load i64, ptr %p\n  %a = alloca i32, i64 %n\n  store i32 1, ptr %a\n",
        );
        let msg = llvm_error(&alloca, None);
        assert!(msg.contains("dynamic alloca"), "{msg}");
    }

    #[test]
    fn version_is_static_and_nul_terminated() {
        // SAFETY: a static NUL-terminated string.
        let v = unsafe { CStr::from_ptr(ptxra_version()) };
        assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    }
}
