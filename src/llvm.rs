//! Where LLVM input becomes PTX: in this process, or in the `ptxra-llvm` helper process.
//!
//! LLVM's NVPTX back end is a large shared library: loading it costs a process about 14 ms,
//! as long as ptxra takes to allocate a typical kernel, and an LLVM fatal error ends the
//! process that hit it. The `ptxra` command therefore does not link LLVM at all. For `.ll`
//! and `.bc` inputs it runs `ptxra-llvm` (installed beside it), which translates one module
//! and answers in JSON; an LLVM fatal error then ends only the helper, and the command
//! reports it against that input and goes on with the others. Programs that embed the
//! library ([`crate::api`], the C ABI) translate in their own process.
//!
//! ```text
//! ptxra x.ll ─► in_helper_process ─► ptxra-llvm x.ll.tmp --name x.ll --sm sm_80 ─► JSON ─┐
//! api::stats_from_llvm_ir ─► in_process ─► llvm_bridge::translate ──────────────────────┴► PTX
//! ```
//!
//! [`crate::driver`] asks for the backend that [`set_backend`] chose; none chosen is an
//! error naming the choice to make, so that linking the library never loads LLVM by itself.
//!
//! The in-process backend (`in_process`, `use_in_process`) and the helper's own main
//! (`serve`) exist only with the `llvm` feature (on by default), the one part of ptxra that
//! needs LLVM installed to build. Without it the library builds anywhere, and LLVM input
//! still works through a `ptxra-llvm` built elsewhere and installed beside the command;
//! when there is none, the error says that this build has no LLVM.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// PTX made from an LLVM module, with what the driver needs to know about the module.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LlvmPtx {
    /// The PTX (byte for byte what `llc-22` writes).
    pub text: String,
    /// Kernels, in module order.
    pub kernels: Vec<String>,
    /// The other defined functions, in module order.
    pub device_functions: Vec<String>,
    /// LLVM's warnings.
    pub warnings: Vec<String>,
}

/// Why an LLVM module could not be made into PTX: LLVM's message and where in the input,
/// when known (0 = unknown).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LlvmError {
    /// The message, without the `name:line:col: error:` prefix.
    pub message: String,
    /// 1-based line, 0 when unknown.
    pub line: u32,
    /// 1-based column, 0 when unknown.
    pub col: u32,
}

/// A way to translate LLVM input named `name` for `sm` into PTX.
pub type Backend = fn(bytes: &[u8], name: &str, sm: &str) -> Result<LlvmPtx, LlvmError>;

static BACKEND: OnceLock<Backend> = OnceLock::new();

/// Chooses how this process translates LLVM input; the first choice stands (returns
/// whether this one was taken).
pub fn set_backend(backend: Backend) -> bool {
    BACKEND.set(backend).is_ok()
}

/// Translates in this process unless a backend was chosen already (what [`crate::api`]
/// does for embedding programs).
#[cfg(feature = "llvm")]
pub fn use_in_process() {
    let _ = BACKEND.set(in_process);
}

/// The backend chosen, if any.
pub(crate) fn backend() -> Option<Backend> {
    BACKEND.get().copied()
}

/// Translates with LLVM linked into this process ([`llvm_bridge::translate`] at `-O2`).
#[cfg(feature = "llvm")]
pub fn in_process(bytes: &[u8], name: &str, sm: &str) -> Result<LlvmPtx, LlvmError> {
    let opts = llvm_bridge::Options {
        sm: sm.to_string(),
        opt_level: 2,
    };
    match llvm_bridge::translate(bytes, name, &opts) {
        Ok(p) => Ok(LlvmPtx {
            text: p.text,
            kernels: p.kernels,
            device_functions: p.device_functions,
            warnings: p.warnings,
        }),
        Err(e) => {
            let (line, col) = e.location().map_or((0, 0), |(l, c)| (l, c.unwrap_or(0)));
            Err(LlvmError {
                message: e.to_string(),
                line,
                col,
            })
        }
    }
}

/// The helper's name; it is looked for beside the running executable, then on `PATH`.
pub const HELPER: &str = "ptxra-llvm";

/// Translates in the `ptxra-llvm` helper process (see the module docs). The module goes to
/// the helper through a temporary file, and its answer comes back as JSON on its standard
/// output; a helper that dies (an LLVM fatal error) is reported with the message it wrote.
pub fn in_helper_process(bytes: &[u8], name: &str, sm: &str) -> Result<LlvmPtx, LlvmError> {
    let fail = |message: String| LlvmError {
        message,
        ..LlvmError::default()
    };
    let helper = helper_path();
    let mut file = tempfile::NamedTempFile::new()
        .map_err(|e| fail(format!("cannot write a temporary file for {HELPER}: {e}")))?;
    std::io::Write::write_all(&mut file, bytes)
        .map_err(|e| fail(format!("cannot write a temporary file for {HELPER}: {e}")))?;
    let out = std::process::Command::new(&helper)
        .arg(file.path())
        .args(["--name", name, "--sm", sm])
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| {
            fail(format!(
                "cannot run the LLVM helper `{}` ({e}); {HELPER_HINT}",
                helper.display()
            ))
        })?;
    if let Ok(answer) = serde_json::from_slice::<Answer>(&out.stdout) {
        return match answer {
            Answer::Ptx(p) => Ok(p),
            Answer::Error(e) => Err(e),
        };
    }
    // No answer: LLVM ended the helper (its fatal-error handler printed `name: error: ...`).
    let stderr = String::from_utf8_lossy(&out.stderr);
    let prefix = format!("{name}: error: ");
    let message = stderr
        .lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .map(str::to_string)
        .unwrap_or_else(|| {
            format!(
                "the LLVM helper `{}` failed ({}): {}",
                helper.display(),
                out.status,
                stderr.trim()
            )
        });
    Err(fail(message))
}

/// What to do when the helper cannot be run.
#[cfg(feature = "llvm")]
const HELPER_HINT: &str =
    "it is built and installed beside `ptxra` (cargo build --release builds both)";
/// What to do when the helper cannot be run, in a build that cannot make one.
#[cfg(not(feature = "llvm"))]
const HELPER_HINT: &str = "this build of ptxra has no LLVM (the `llvm` feature is off): \
     install a `ptxra-llvm` built with it beside `ptxra`, or rebuild with the feature";

/// The helper executable: beside the running one when it is there, else found on `PATH`.
fn helper_path() -> std::path::PathBuf {
    std::env::current_exe()
        .ok()
        .map(|exe| exe.with_file_name(HELPER))
        .filter(|p| p.is_file())
        .unwrap_or_else(|| HELPER.into())
}

/// What the helper prints.
#[derive(Serialize, Deserialize)]
enum Answer {
    Ptx(LlvmPtx),
    Error(LlvmError),
}

/// The helper's main: `ptxra-llvm FILE --name NAME --sm SM` translates FILE in process and
/// prints the answer as JSON; returns the exit status (2 for bad arguments or an unreadable
/// file, 0 otherwise: translation errors are part of the answer). An LLVM fatal error ends
/// the helper with a one-line message and status 2.
#[cfg(feature = "llvm")]
pub fn serve(args: &[String]) -> i32 {
    let mut file = None;
    let (mut name, mut sm) = (None, "sm_80".to_string());
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--name" => name = it.next().cloned(),
            "--sm" => sm = it.next().cloned().unwrap_or(sm),
            _ if file.is_none() => file = Some(a.clone()),
            _ => {
                eprintln!("{HELPER}: unexpected argument `{a}`");
                return 2;
            }
        }
    }
    let Some(file) = file else {
        eprintln!("usage: {HELPER} FILE [--name NAME] [--sm sm_XX]");
        return 2;
    };
    let bytes = match std::fs::read(&file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{HELPER}: cannot read {file}: {e}");
            return 2;
        }
    };
    llvm_bridge::exit_cleanly_on_fatal_errors(2);
    let name = name.unwrap_or(file);
    let answer = match in_process(&bytes, &name, &sm) {
        Ok(p) => Answer::Ptx(p),
        Err(e) => Answer::Error(e),
    };
    match serde_json::to_string(&answer) {
        Ok(json) => {
            println!("{json}");
            0
        }
        Err(e) => {
            eprintln!("{HELPER}: cannot encode the answer: {e}");
            2
        }
    }
}
