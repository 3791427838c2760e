//! C ABI for ptxra (header: `include/ptxra.h`).
//!
//! ```text
//! C caller ── const char* / bytes + options JSON ──► worker thread (8 MiB stack, panics caught)
//!                                                      ├─ PTX ──────────────► ptxra::api ─► JSON
//!                                                      └─ LLVM ─► ptxra-llvm helper ─► PTX ─┘
//!          ◄── char* (Rust-owned, free with ptxra_free_string) ◄────────────────────────────┘
//! ```
//!
//! Every entry point returns a JSON document, never a partial result:
//! - the input was processed: the `stats --json` report (docs/design.md, "Outputs") with one
//!   input, whose entry holds either `"functions": [...]` or `"error": {"message", "line",
//!   "col"}` (bad PTX, wrong LLVM triple, unknown architecture, allocation failure …), exactly
//!   as `ptxra stats --json`;
//! - the call itself was unusable (null pointer, invalid UTF-8, malformed options JSON, a
//!   panic inside ptxra): `{"tool": "ptxra", "version": …, "error": {...}}` at top level.
//!
//! Nothing an input does can end or corrupt the host (docs/capi.md has the details):
//! - each call runs on a thread of its own with [`WORKER_STACK`] bytes of stack, so the
//!   caller's thread needs only a few kilobytes, however small its stack (musl gives threads
//!   128 KiB) and however deep the input nests;
//! - LLVM input is translated by the `ptxra-llvm` helper process, never in the host: LLVM
//!   crashes on hostile bitcode (deeply nested constants or types) and ends the process on a
//!   fatal error, which then end only the helper and come back as the input's error; the
//!   helper has a time limit (`"llvm_timeout"`) and dies with the host;
//! - a panic inside ptxra becomes a top-level error and prints nothing (the process's panic
//!   hook stays the host's for its own threads).
//!
//! Invariants: no Rust panic crosses the boundary (each call runs under `catch_unwind`), no
//! pointer is dereferenced before its null check, and every returned string comes from
//! `CString::into_raw` so [`ptxra_free_string`] can take it back.
#![deny(missing_docs)]
// No `panic!` on input-derived data outside tests (`allow-panic-in-tests` in clippy.toml).
#![warn(clippy::panic)]

use std::ffi::{c_char, CStr, CString};
use std::panic::catch_unwind;
use std::time::Duration;

use ptxra::api::{self, Options};
use ptxra::emit::json::{render_json, InputError, Report};
use ptxra::target::Arch;
use serde::{Deserialize, Serialize};

/// The stack of the thread each call runs on: a Linux main thread's, five times what the
/// deepest input the parser accepts needs in an unoptimised build (1.5 MiB) and thirty
/// times in an optimised one (docs/capi.md). Only touched pages cost memory.
pub const WORKER_STACK: usize = 8 << 20;

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
    /// Seconds the LLVM helper may take on one module (default: `$PTXRA_LLVM_TIMEOUT`, else
    /// ptxra's default).
    llvm_timeout: Option<f64>,
}

/// What one call was asked to do.
struct CallOptions {
    /// The pipeline's options.
    opts: Options,
    /// The LLVM helper's time limit, when given.
    llvm_timeout: Option<Duration>,
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
fn parse_options(json: Option<&str>) -> Result<CallOptions, String> {
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
    let llvm_timeout = raw
        .llvm_timeout
        .map(|secs| {
            Duration::try_from_secs_f64(secs)
                .ok()
                .filter(|d| !d.is_zero())
                .ok_or_else(|| {
                    format!("options: llvm_timeout {secs} is not a positive number of seconds")
                })
        })
        .transpose()?;
    Ok(CallOptions { opts, llvm_timeout })
}

/// Compiles PTX text with options given as JSON and returns the JSON document described in
/// the crate docs. Safe Rust twin of [`ptxra_compile_ptx`] (on the caller's thread).
pub fn compile_ptx_json(ptx: &str, options_json: Option<&str>) -> String {
    match parse_options(options_json) {
        Ok(call) => render_json(&api::report_from_ptx(ptx, &call.opts)),
        Err(e) => call_error(e),
    }
}

/// Compiles LLVM IR (`.ll` text or `.bc` bitcode) with options given as JSON and returns
/// the JSON document described in the crate docs; the `ptxra-llvm` helper translates it.
/// Safe Rust twin of [`ptxra_compile_llvm_ir`] (on the caller's thread).
pub fn compile_llvm_ir_json(ir: &[u8], options_json: Option<&str>) -> String {
    match parse_options(options_json) {
        Ok(call) => {
            let report = || render_json(&llvm_report(ir, &call.opts));
            match call.llvm_timeout {
                Some(limit) => ptxra::llvm::with_helper_timeout(limit, report),
                None => report(),
            }
        }
        Err(e) => call_error(e),
    }
}

/// The report for LLVM input translated by the helper process (a backend a Rust program
/// using this crate chose before stands: the first choice is the process's).
fn llvm_report(ir: &[u8], opts: &Options) -> Report {
    ptxra::llvm::set_backend(ptxra::llvm::in_helper_process);
    let name = api::LLVM_INPUT_NAME;
    let r = ptxra::driver::compile_llvm(ir, name, opts);
    let arch = r.as_ref().ok().map(|c| c.arch.to_string());
    let stats = r.map(|c| c.functions.into_iter().map(|f| f.stats).collect());
    Report::new(vec![api::input_report(name, opts, arch, stats)])
}

/// Runs `f` on a thread of its own with [`WORKER_STACK`] bytes of stack (the caller's may be
/// small), catching a panic quietly; the result or an error document.
fn on_worker(f: impl FnOnce() -> String + Send) -> String {
    ptxra::guard::install_quiet_hook();
    let panicked = |(_, why): (ptxra::guard::Context, String)| {
        call_error(format!(
            "internal error (panic in ptxra): {why}; please report this with the input"
        ))
    };
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .name(format!("{}-capi", ptxra::guard::THREAD_NAME_PREFIX))
            .stack_size(WORKER_STACK)
            .spawn_scoped(s, || {
                ptxra::guard::catch_quietly(f).unwrap_or_else(panicked)
            });
        match worker {
            Ok(handle) => handle
                .join()
                .unwrap_or_else(|_| call_error("internal error: ptxra's worker thread failed")),
            Err(e) => call_error(format!("cannot start a thread for ptxra: {e}")),
        }
    })
}

/// Runs `f` on the caller's thread (turning a panic into a top-level error document,
/// quietly) and hands the result to C.
fn guarded(f: impl FnOnce() -> String) -> *mut c_char {
    ptxra::guard::install_quiet_hook();
    let text = ptxra::guard::catch_quietly(f).unwrap_or_else(|(_, why)| {
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
            (Ok(Some(ptx)), Ok(opts)) => on_worker(|| compile_ptx_json(ptx, opts)),
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
            Ok(opts) => on_worker(|| compile_llvm_ir_json(ir, opts)),
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
    }

    /// Panics inside ptxra come back as top-level errors, with where they happened.
    #[test]
    fn a_panic_is_a_call_error() {
        let ptx = CString::new(EMPTY_KERNEL).unwrap();
        let opts = CString::new(r#"{"knobs":["InjectPanic=1"]}"#).unwrap();
        // SAFETY: valid NUL-terminated strings.
        let v = take(unsafe { ptxra_compile_ptx(ptx.as_ptr(), opts.as_ptr()) });
        let msg = v["inputs"][0]["error"]["message"]
            .as_str()
            .unwrap_or_default();
        assert!(msg.contains("panic injected"), "{v}");
        let v: Value = serde_json::from_str(&on_worker(|| panic!("boom"))).unwrap();
        let msg = v["error"]["message"].as_str().unwrap_or_default();
        assert!(msg.contains("boom") && msg.contains("lib.rs"), "{v}");
    }

    #[test]
    fn bad_llvm_timeouts_are_call_errors() {
        for t in ["0", "-1", "1e400", "\"soon\""] {
            let opts = format!(r#"{{"llvm_timeout": {t}}}"#);
            let v: Value = serde_json::from_str(&compile_llvm_ir_json(b"", Some(&opts))).unwrap();
            assert!(v.get("inputs").is_none(), "{t}: {v}");
            assert!(v["error"]["message"].as_str().is_some(), "{t}: {v}");
        }
    }

    #[test]
    fn version_is_static_and_nul_terminated() {
        // SAFETY: a static NUL-terminated string.
        let v = unsafe { CStr::from_ptr(ptxra_version()) };
        assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    }
}
