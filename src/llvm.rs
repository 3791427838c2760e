//! Where LLVM input becomes PTX: in this process, or in the `ptxra-llvm` helper process.
//!
//! LLVM's NVPTX back end is a large shared library: loading it costs a process about 14 ms,
//! as long as ptxra takes to allocate a typical kernel, and an LLVM fatal error ends the
//! process that hit it. The `ptxra` command therefore does not link LLVM at all. For `.ll`
//! and `.bc` inputs it runs `ptxra-llvm` (installed beside it), which translates one module
//! and answers in JSON; an LLVM fatal error then ends only the helper, and the command
//! reports it against that input and goes on with the others. The C library does the same
//! (LLVM crashes on hostile bitcode, and its host must survive that); Rust programs using
//! [`crate::api`] translate in their own process unless they choose the helper.
//!
//! ```text
//! ptxra x.ll ─► in_helper_process ─► ptxra-llvm - --name x.ll --sm sm_80 ─► JSON ─┐
//!                  (module on stdin, time limit, killed with its parent)         │
//! api::stats_from_llvm_ir ─► in_process ─► llvm_bridge::translate ───────────────┴► PTX
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

use std::cell::Cell;
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

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

/// The helper's name; see [`helper_path`] for where it is looked for.
pub const HELPER: &str = "ptxra-llvm";

/// The environment variable naming the helper executable, before any other place.
pub const HELPER_ENV: &str = "PTXRA_LLVM";

/// The environment variable giving the helper's time limit in seconds.
pub const TIMEOUT_ENV: &str = "PTXRA_LLVM_TIMEOUT";

/// How long the helper may take on one module unless told otherwise: far beyond what LLVM
/// needs for any real kernel (the largest module of the development corpus takes under a
/// second), short enough that a module LLVM loops on does not hold a build forever.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(300);

thread_local! {
    /// The time limit [`with_helper_timeout`] set for this thread's translations.
    static TIMEOUT: Cell<Option<Duration>> = const { Cell::new(None) };
}

/// Runs `f` with `timeout` as the helper's time limit for the translations this thread makes
/// meanwhile (the C library's `"llvm_timeout"` option); otherwise the limit is
/// `$PTXRA_LLVM_TIMEOUT` seconds, or [`DEFAULT_TIMEOUT`].
pub fn with_helper_timeout<T>(timeout: Duration, f: impl FnOnce() -> T) -> T {
    let outer = TIMEOUT.with(|t| t.replace(Some(timeout)));
    // Restored on unwinding too, so that a caught panic leaves no limit behind.
    struct Restore(Option<Duration>);
    impl Drop for Restore {
        fn drop(&mut self) {
            TIMEOUT.with(|t| t.set(self.0));
        }
    }
    let _restore = Restore(outer);
    f()
}

/// The helper's time limit for this translation (see [`with_helper_timeout`]).
fn helper_timeout() -> Result<Duration, String> {
    if let Some(t) = TIMEOUT.with(Cell::get) {
        return Ok(t);
    }
    let Some(text) = std::env::var_os(TIMEOUT_ENV) else {
        return Ok(DEFAULT_TIMEOUT);
    };
    text.to_str()
        .and_then(|t| t.trim().parse::<f64>().ok())
        .and_then(|secs| Duration::try_from_secs_f64(secs).ok())
        .filter(|d| !d.is_zero())
        .ok_or_else(|| {
            format!(
                "{TIMEOUT_ENV}=`{}` is not a positive number of seconds",
                text.to_string_lossy()
            )
        })
}

/// Translates in the `ptxra-llvm` helper process (see the module docs).
///
/// The module reaches the helper as its standard input, read from a temporary file that has
/// no name (it is unlinked when made), and the answer comes back as JSON through another;
/// so nothing is left on disk however this process ends. The helper is killed when it
/// outlives its time limit ([`with_helper_timeout`]) and, on Linux, when this process dies
/// (SIGINT, SIGTERM, a crash). A helper that dies (an LLVM fatal error, a crash on hostile
/// bitcode) is reported with the message it wrote.
pub fn in_helper_process(bytes: &[u8], name: &str, sm: &str) -> Result<LlvmPtx, LlvmError> {
    let fail = |message: String| LlvmError {
        message,
        ..LlvmError::default()
    };
    let timeout = helper_timeout().map_err(fail)?;
    let helper = helper_path();
    let scratch = |what: &'static str| {
        move |e: std::io::Error| fail(format!("cannot make a temporary file for {what}: {e}"))
    };
    let mut input = tempfile::tempfile().map_err(scratch("the LLVM input"))?;
    input
        .write_all(bytes)
        .and_then(|()| input.seek(SeekFrom::Start(0)).map(drop))
        .map_err(scratch("the LLVM input"))?;
    let mut stdout = tempfile::tempfile().map_err(scratch("the helper's answer"))?;
    let mut stderr = tempfile::tempfile().map_err(scratch("the helper's messages"))?;
    let mut command = Command::new(&helper);
    command
        .arg("-")
        .args(["--name", name, "--sm", sm])
        .stdin(input)
        .stdout(stdout.try_clone().map_err(scratch("the helper's answer"))?)
        .stderr(
            stderr
                .try_clone()
                .map_err(scratch("the helper's messages"))?,
        );
    end_with_this_process(&mut command);
    let mut child = command.spawn().map_err(|e| {
        fail(format!(
            "cannot run the LLVM helper `{}` ({e}); {HELPER_HINT}",
            helper.display()
        ))
    })?;
    let status = wait_at_most(&mut child, timeout)
        .map_err(|e| fail(format!("waiting for the LLVM helper: {e}")))?;
    let Some(status) = status else {
        return Err(fail(format!(
            "LLVM did not finish this input within {} s: the helper was stopped \
             ({TIMEOUT_ENV} sets the limit)",
            timeout.as_secs_f64()
        )));
    };
    let read = |file: &mut std::fs::File| -> Vec<u8> {
        let mut out = Vec::new();
        let _ = file
            .seek(SeekFrom::Start(0))
            .and_then(|_| file.read_to_end(&mut out));
        out
    };
    let (stdout, stderr) = (read(&mut stdout), read(&mut stderr));
    if let Ok(answer) = serde_json::from_slice::<Answer>(&stdout) {
        return match answer {
            Answer::Ptx(p) => Ok(p),
            Answer::Error(e) => Err(e),
        };
    }
    // No answer: LLVM ended the helper (its fatal-error handler printed `name: error: ...`),
    // or the helper crashed.
    let stderr = String::from_utf8_lossy(&stderr);
    let prefix = format!("{name}: error: ");
    let message = stderr
        .lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .map(str::to_string)
        .unwrap_or_else(|| {
            let what = if status.signal().is_some() {
                "LLVM crashed on this input: the helper"
            } else {
                "the LLVM helper"
            };
            let said: Vec<&str> = stderr
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect();
            let said = if said.is_empty() {
                String::new()
            } else {
                format!(": {}", said.join("; "))
            };
            format!("{what} `{}` ended with {status}{said}", helper.display())
        });
    Err(fail(message))
}

/// Waits for `child` at most `limit`: its status, or `None` after killing it.
fn wait_at_most(child: &mut Child, limit: Duration) -> std::io::Result<Option<ExitStatus>> {
    let start = Instant::now();
    // Polled: a short first wait for the common quick answer, then longer ones.
    let mut pause = Duration::from_millis(1);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        let elapsed = start.elapsed();
        if elapsed >= limit {
            let _ = child.kill();
            child.wait()?;
            return Ok(None);
        }
        std::thread::sleep(pause.min(limit - elapsed));
        pause = (pause * 2).min(Duration::from_millis(16));
    }
}

/// Makes the kernel kill the helper when the thread that starts it ends, so that no helper
/// outlives this process (the thread always waits for the helper first). Linux only.
#[cfg(target_os = "linux")]
fn end_with_this_process(command: &mut Command) {
    use std::os::unix::process::CommandExt;
    // SAFETY: `getpid` before the fork; between fork and exec the closure calls only the
    // async-signal-safe `prctl` and `getppid` and builds errors without allocating.
    let parent = unsafe { libc::getpid() };
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // The parent may have died before the request above took effect.
            if libc::getppid() != parent {
                return Err(std::io::Error::from_raw_os_error(libc::ESRCH));
            }
            Ok(())
        });
    }
}

#[cfg(not(target_os = "linux"))]
fn end_with_this_process(_command: &mut Command) {}

/// What to do when the helper cannot be run.
const HELPER_HINT: &str = "install it (`cargo build --release` builds it, with LLVM) beside \
     the `ptxra` command or the C library, or name it by $PTXRA_LLVM";

/// The helper executable: `$PTXRA_LLVM` when set; else beside the running executable, or
/// beside the shared library holding this code (a program using the C library); else found
/// on `PATH`.
pub fn helper_path() -> PathBuf {
    if let Some(p) = std::env::var_os(HELPER_ENV).filter(|p| !p.is_empty()) {
        return p.into();
    }
    let beside = |file: PathBuf| Some(file.with_file_name(HELPER)).filter(|p| p.is_file());
    std::env::current_exe()
        .ok()
        .and_then(beside)
        .or_else(|| this_object().and_then(beside))
        .unwrap_or_else(|| HELPER.into())
}

/// The file this code was loaded from (the executable, or a shared library), when the
/// dynamic loader knows it by an absolute path.
fn this_object() -> Option<PathBuf> {
    use std::os::unix::ffi::OsStrExt;
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    let here = this_object as *const () as *const libc::c_void;
    // SAFETY: `dladdr` only reads the address and fills `info`; `dli_fname` is null or a
    // NUL-terminated string owned by the loader, copied out at once.
    let name = unsafe {
        if libc::dladdr(here, &mut info) == 0 || info.dli_fname.is_null() {
            return None;
        }
        std::ffi::CStr::from_ptr(info.dli_fname)
    };
    let path = PathBuf::from(std::ffi::OsStr::from_bytes(name.to_bytes()));
    path.is_absolute().then_some(path)
}

/// What the helper prints.
#[derive(Serialize, Deserialize)]
enum Answer {
    Ptx(LlvmPtx),
    Error(LlvmError),
}

/// The helper's main: `ptxra-llvm FILE --name NAME --sm SM` translates FILE (`-`: standard
/// input) in process and prints the answer as JSON; returns the exit status (2 for bad
/// arguments or an unreadable file, 0 otherwise: translation errors are part of the answer).
/// An LLVM fatal error ends the helper with a one-line message and status 2.
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
        eprintln!("usage: {HELPER} FILE|- [--name NAME] [--sm sm_XX]");
        return 2;
    };
    let read = if file == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map(|_| bytes)
    } else {
        std::fs::read(&file)
    };
    let bytes = match read {
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
