//! NVPTX LLVM IR in, PTX text out, through LLVM 22's own NVPTX back end (the same code `llc`
//! runs), so that `ptxra stats x.ll` answers exactly what `llc` followed by `ptxra stats x.ptx`
//! would.
//!
//! ```text
//! .ll / .bc ─► parse (LLVM upgrades nvvm.annotations) ─► verify ─► triple / processor checks
//!           ─► data layout from the target machine (as llc does) ─► NVPTX asm printer ─► PTX
//! ```
//!
//! [`translate`] gives the PTX byte for byte as `llc-22 -march=nvptx64 -mcpu=<sm> -O<n>` writes
//! it (verbose assembly included, so line numbers in later diagnostics match llc's file),
//! together with the kernels found and LLVM's warnings. Nothing LLVM says reaches stderr:
//! diagnostics are collected through a context diagnostic handler, and an unknown processor
//! is rejected before LLVM sees it (LLVM would only warn and emit `.target` for it anyway).
#![deny(missing_docs)]
// No `panic!` on input-derived data outside tests (`allow-panic-in-tests` in clippy.toml).
#![warn(clippy::panic)]

use std::cell::RefCell;
use std::ffi::{c_char, c_void, CStr};
use std::io::Write;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Once;

use inkwell::context::{AsContextRef, Context};
use inkwell::llvm_sys::core::{
    LLVMContextSetDiagnosticHandler, LLVMDisposeMessage, LLVMGetDiagInfoDescription,
    LLVMGetDiagInfoSeverity,
};
use inkwell::llvm_sys::error_handling::LLVMInstallFatalErrorHandler;
use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMDiagnosticInfoRef};
use inkwell::llvm_sys::LLVMDiagnosticSeverity;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::OptimizationLevel;

/// The triple every CUDA producer uses; OpenCL's `nvptx64-nvidia-nvcl` is accepted too, and a
/// module without a triple (Triton's `llir`) is given this one.
pub const DEFAULT_TRIPLE: &str = "nvptx64-nvidia-cuda";

/// LLVM's number for the `ptx_kernel` calling convention (`CallingConv::PTX_Kernel`).
const PTX_KERNEL_CC: u32 = 71;

/// Every processor LLVM 22's NVPTX back end knows: the `Proc` records of
/// `llvm/lib/Target/NVPTX/NVPTX.td` in LLVM 22.1, i.e. exactly the list
/// `llc-22 -march=nvptx64 -mcpu=help` prints under "Available CPUs for this target" (a test
/// compares the two). LLVM-C has no query for it, and LLVM accepts any other CPU string with
/// only a warning on stderr, so [`translate`] checks requests against this list.
pub const NVPTX_PROCESSORS: &[&str] = &[
    "sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37", "sm_50", "sm_52", "sm_53", "sm_60",
    "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89",
    "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_100f", "sm_101", "sm_101a", "sm_101f", "sm_103",
    "sm_103a", "sm_103f", "sm_110", "sm_110a", "sm_110f", "sm_120", "sm_120a", "sm_120f", "sm_121",
    "sm_121a", "sm_121f",
];

/// Whether LLVM's NVPTX back end knows the processor `sm` (see [`NVPTX_PROCESSORS`]).
pub fn is_known_processor(sm: &str) -> bool {
    NVPTX_PROCESSORS.contains(&sm)
}

/// Why LLVM input could not be turned into PTX. [`BridgeError::location`] gives the line
/// (and column) in the input when LLVM's message allows it.
#[derive(Debug, thiserror::Error)]
pub enum BridgeError {
    /// The text did not parse; `message` is LLVM's, `context` its source line and caret.
    #[error("invalid LLVM IR: {message}{context}")]
    Parse {
        /// LLVM's message without its `name:line:col: error:` prefix.
        message: String,
        /// 1-based line, when LLVM gave one.
        line: Option<u32>,
        /// 1-based column, when LLVM gave one.
        col: Option<u32>,
        /// `"\n<source line>\n<caret>"` as LLVM prints it, or empty.
        context: String,
    },
    /// Bitcode (detected by its magic) that LLVM's reader rejected.
    #[error("invalid LLVM bitcode: {0}")]
    Bitcode(String),
    /// The module parsed but LLVM's verifier rejected it; `message` is the verifier's text,
    /// including the offending IR it prints.
    #[error("LLVM verifier: {message}")]
    Verify {
        /// The verifier's message.
        message: String,
        /// The line of the `.ll` text holding the first offending instruction the verifier
        /// printed, when it can be found unambiguously.
        line: Option<u32>,
    },
    /// The triple is not a 64-bit NVPTX one.
    #[error("module triple `{0}` is not 64-bit NVPTX (expected nvptx64-nvidia-cuda or nvptx64-nvidia-nvcl)")]
    WrongTriple(String),
    /// The requested processor is not one LLVM's NVPTX back end knows.
    #[error("LLVM {llvm} (NVPTX) does not support `{sm}`; it supports {}", NVPTX_PROCESSORS.join(", "))]
    UnsupportedArch {
        /// The arch asked for.
        sm: String,
        /// LLVM version string.
        llvm: String,
    },
    /// The module defines no function at all: no kernel, no device function, nothing to
    /// allocate.
    #[error("no kernels in the module: it defines no function (kernels are functions with the `ptx_kernel` calling convention or an `!nvvm.annotations` \"kernel\" entry)")]
    NoFunctions,
    /// The NVPTX back end reported an error (e.g. a feature the target or PTX version lacks).
    #[error("NVPTX code generation for `{sm}` failed (LLVM {llvm}): {message}")]
    Codegen {
        /// The arch compiled for.
        sm: String,
        /// LLVM version string.
        llvm: String,
        /// LLVM's diagnostics, one per line.
        message: String,
    },
}

impl BridgeError {
    /// 1-based `(line, column)` in the input, when known (`column` may be unknown alone).
    pub fn location(&self) -> Option<(u32, Option<u32>)> {
        match self {
            BridgeError::Parse { line, col, .. } => line.map(|l| (l, *col)),
            BridgeError::Verify { line, .. } => line.map(|l| (l, None)),
            _ => None,
        }
    }
}

/// Options for code generation.
#[derive(Clone, Debug)]
pub struct Options {
    /// Target `sm_XX`, e.g. `sm_80`; must be one of [`NVPTX_PROCESSORS`].
    pub sm: String,
    /// LLVM optimisation level 0–3 (`llc -O`; 2 is llc's default).
    pub opt_level: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            sm: "sm_80".into(),
            opt_level: 2,
        }
    }
}

/// The result of [`translate`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ptx {
    /// The PTX, byte for byte what `llc-22 -march=nvptx64 -mcpu=<sm> -O<opt_level>` writes.
    pub text: String,
    /// Kernels in module order: defined functions with the `ptx_kernel` calling convention.
    /// LLVM 22 turns the older `!nvvm.annotations` `"kernel"` entries into that calling
    /// convention (and `maxntid`/`reqntid`/`minctasm`/`maxnreg` entries into `"nvvm.*"`
    /// function attributes) when it loads a module, so both markings count.
    pub kernels: Vec<String>,
    /// The other defined functions (`.func` in the PTX), in module order.
    pub device_functions: Vec<String>,
    /// LLVM's warnings while loading and compiling (e.g. dropped invalid debug info).
    pub warnings: Vec<String>,
}

/// Parses textual IR (`.ll`) or bitcode (`.bc`, detected by its magic), verifies it, and
/// returns the PTX with the kernels found. `name` is the buffer name LLVM uses in its
/// messages.
pub fn translate(bytes: &[u8], name: &str, opts: &Options) -> Result<Ptx, BridgeError> {
    check_processor(&opts.sm)?;
    let context = Context::create();
    let diags = Diagnostics::install(&context);
    let _fatal = FatalContext::enter(name, &opts.sm);
    let module = load_module_inner(&context, bytes, name)?;
    let mut out = codegen(&module, opts, &diags)?;
    out.warnings = diags.take_warnings();
    Ok(out)
}

/// Parses textual IR (`.ll`) or bitcode (`.bc`, detected by its magic) and returns PTX text
/// ([`translate`] without the kernel list and warnings).
pub fn llvm_to_ptx(bytes: &[u8], name: &str, opts: &Options) -> Result<String, BridgeError> {
    translate(bytes, name, opts).map(|p| p.text)
}

/// Loads `.ll` text or `.bc` bitcode into a module of `context` and verifies it.
pub fn load_module<'ctx>(
    context: &'ctx Context,
    bytes: &[u8],
    name: &str,
) -> Result<Module<'ctx>, BridgeError> {
    let _diags = Diagnostics::install(context);
    load_module_inner(context, bytes, name)
}

fn load_module_inner<'ctx>(
    context: &'ctx Context,
    bytes: &[u8],
    name: &str,
) -> Result<Module<'ctx>, BridgeError> {
    let is_bitcode =
        bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]);
    let buffer = MemoryBuffer::create_from_memory_range_copy(bytes, name);
    let module = if is_bitcode {
        Module::parse_bitcode_from_buffer(&buffer, context)
            .map_err(|e| BridgeError::Bitcode(e.to_string().trim_end().to_string()))?
    } else {
        context
            .create_module_from_ir(buffer)
            .map_err(|e| parse_error(&e.to_string(), name))?
    };
    module.verify().map_err(|e| {
        let message = e.to_string().trim_end().to_string();
        let line = if is_bitcode {
            None
        } else {
            verifier_line(&String::from_utf8_lossy(bytes), &message)
        };
        BridgeError::Verify { message, line }
    })?;
    Ok(module)
}

/// Runs the NVPTX target machine on a loaded module. Like llc, it gives a module without a
/// triple [`DEFAULT_TRIPLE`] and replaces the module's data layout with the target's.
pub fn module_to_ptx(module: &Module<'_>, opts: &Options) -> Result<String, BridgeError> {
    check_processor(&opts.sm)?;
    let diags = Diagnostics::install(module.get_context());
    let _fatal = FatalContext::enter(&module.get_name().to_string_lossy(), &opts.sm);
    codegen(module, opts, &diags).map(|p| p.text)
}

fn check_processor(sm: &str) -> Result<(), BridgeError> {
    if is_known_processor(sm) {
        Ok(())
    } else {
        Err(BridgeError::UnsupportedArch {
            sm: sm.to_string(),
            llvm: llvm_version(),
        })
    }
}

fn codegen(module: &Module<'_>, opts: &Options, diags: &Diagnostics) -> Result<Ptx, BridgeError> {
    Target::initialize_nvptx(&InitializationConfig::default());
    let triple_str = module.get_triple().as_str().to_string_lossy().into_owned();
    if triple_str.is_empty() {
        module.set_triple(&TargetTriple::create(DEFAULT_TRIPLE));
    } else if !triple_str.starts_with("nvptx64-") && triple_str != "nvptx64" {
        return Err(BridgeError::WrongTriple(triple_str));
    }
    let triple = module.get_triple();
    let mut kernels = Vec::new();
    let mut device_functions = Vec::new();
    for f in module.get_functions() {
        if f.count_basic_blocks() == 0 {
            continue;
        }
        let name = f.get_name().to_string_lossy().into_owned();
        if f.get_call_conventions() == PTX_KERNEL_CC {
            kernels.push(name);
        } else {
            device_functions.push(name);
        }
    }
    if kernels.is_empty() && device_functions.is_empty() {
        return Err(BridgeError::NoFunctions);
    }
    let codegen_error = |message: String| BridgeError::Codegen {
        sm: opts.sm.clone(),
        llvm: llvm_version(),
        message,
    };
    let target = Target::from_triple(&triple).map_err(|e| codegen_error(e.to_string()))?;
    let level = match opts.opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    let machine: TargetMachine = target
        .create_target_machine(
            &triple,
            &opts.sm,
            "",
            level,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| codegen_error("LLVM could not create the NVPTX target machine".into()))?;
    // llc prints verbose assembly (comments) by default; matching it keeps the PTX identical
    // to llc's file, so line numbers in later diagnostics point into the same text.
    machine.set_asm_verbosity(true);
    // llc replaces the module's data layout with the target's (clang-19 IR carries an older
    // NVPTX layout than LLVM 22's, for instance).
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    let buffer = machine
        .write_to_memory_buffer(module, FileType::Assembly)
        .map_err(|e| codegen_error(e.to_string()))?;
    let errors = diags.take_errors();
    if !errors.is_empty() {
        // Back-end diagnostics carry no source location: drop LLVM's `<unknown>:0:0: `.
        let errors: Vec<&str> = errors
            .iter()
            .map(|e| e.trim().trim_start_matches("<unknown>:0:0: "))
            .collect();
        return Err(codegen_error(errors.join("\n")));
    }
    Ok(Ptx {
        text: String::from_utf8_lossy(buffer.as_slice()).into_owned(),
        kernels,
        device_functions,
        warnings: Vec::new(),
    })
}

/// The LLVM version linked in, e.g. `22.1.8`.
pub fn llvm_version() -> String {
    let (a, b, c) = inkwell::support::get_llvm_version();
    format!("{a}.{b}.{c}")
}

/// Splits LLVM's `name:line:col: error: message\n<source line>\n<caret>` parse message.
fn parse_error(raw: &str, name: &str) -> BridgeError {
    let raw = raw.trim_end();
    let (first, rest) = raw.split_once('\n').unwrap_or((raw, ""));
    let located = first
        .strip_prefix(name)
        .and_then(|s| s.strip_prefix(':'))
        .and_then(|s| {
            let (line, s) = s.split_once(':')?;
            let (col, s) = s.split_once(':')?;
            let message = s.trim_start();
            let message = message
                .strip_prefix("error:")
                .unwrap_or(message)
                .trim_start();
            Some((line.parse().ok()?, col.parse().ok()?, message))
        });
    // The source line LLVM quotes is only worth showing when it is text.
    let printable = |s: &str| {
        !s.chars()
            .any(|c| c == '\u{fffd}' || (c.is_control() && c != '\t'))
    };
    let context = if !rest.is_empty() && rest.lines().all(printable) {
        format!("\n{rest}")
    } else {
        String::new()
    };
    match located {
        Some((line, col, message)) => BridgeError::Parse {
            message: message.to_string(),
            line: Some(line),
            col: Some(col),
            context,
        },
        None => BridgeError::Parse {
            message: first.to_string(),
            line: None,
            col: None,
            context,
        },
    }
}

/// The line of `source` holding the first IR line the verifier printed in `message` that
/// occurs exactly once there (as a whole line, or by the `%name =` it defines).
fn verifier_line(source: &str, message: &str) -> Option<u32> {
    let lines: Vec<&str> = source
        .lines()
        .map(|l| match l.find(" ;") {
            Some(i) if !l[..i].contains('"') => l[..i].trim(),
            _ => l.trim(),
        })
        .collect();
    let unique = |pred: &dyn Fn(&str) -> bool| -> Option<u32> {
        let mut hits = lines.iter().enumerate().filter(|(_, l)| pred(l));
        let first = hits.next()?;
        hits.next().is_none().then_some(first.0 as u32 + 1)
    };
    for printed in message.lines().skip(1).map(str::trim) {
        if printed.is_empty() {
            continue;
        }
        if let Some(l) = unique(&|l: &str| l == printed) {
            return Some(l);
        }
        if let Some((def, _)) = printed.split_once(" = ") {
            if def.starts_with('%') && !def.contains(' ') {
                let prefix = format!("{def} = ");
                if let Some(l) = unique(&|l: &str| l.starts_with(&prefix)) {
                    return Some(l);
                }
            }
        }
    }
    None
}

/// LLVM diagnostics collected from a context instead of printed to stderr (LLVM's default
/// handler prints them and, for errors, exits the process).
struct Diagnostics {
    context: LLVMContextRef,
    sink: Box<RefCell<Sink>>,
}

#[derive(Default)]
struct Sink {
    errors: Vec<String>,
    warnings: Vec<String>,
}

impl Diagnostics {
    fn install<'ctx>(context: impl AsContextRef<'ctx>) -> Diagnostics {
        let sink = Box::new(RefCell::new(Sink::default()));
        let context = context.as_ctx_ref();
        // SAFETY: `sink` is boxed (stable address) and outlives the registration: `drop`
        // unregisters the handler before the box is freed. The context is single-threaded.
        unsafe {
            LLVMContextSetDiagnosticHandler(
                context,
                Some(on_diagnostic),
                &*sink as *const RefCell<Sink> as *mut c_void,
            );
        }
        Diagnostics { context, sink }
    }

    fn take_errors(&self) -> Vec<String> {
        std::mem::take(&mut self.sink.borrow_mut().errors)
    }

    fn take_warnings(&self) -> Vec<String> {
        std::mem::take(&mut self.sink.borrow_mut().warnings)
    }
}

impl Drop for Diagnostics {
    fn drop(&mut self) {
        // SAFETY: restores LLVM's default handler on the context registered in `install`.
        unsafe { LLVMContextSetDiagnosticHandler(self.context, None, std::ptr::null_mut()) }
    }
}

extern "C" fn on_diagnostic(info: LLVMDiagnosticInfoRef, sink: *mut c_void) {
    // Nothing may unwind into LLVM.
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: LLVM passes a valid diagnostic and the pointer registered in `install`,
        // which is alive while the handler is registered.
        let (severity, text, sink) = unsafe {
            let desc = LLVMGetDiagInfoDescription(info);
            let text = if desc.is_null() {
                String::new()
            } else {
                let t = CStr::from_ptr(desc).to_string_lossy().into_owned();
                LLVMDisposeMessage(desc);
                t
            };
            (
                LLVMGetDiagInfoSeverity(info),
                text,
                &*(sink as *const RefCell<Sink>),
            )
        };
        let Ok(mut sink) = sink.try_borrow_mut() else {
            return;
        };
        match severity {
            LLVMDiagnosticSeverity::LLVMDSError => sink.errors.push(text),
            LLVMDiagnosticSeverity::LLVMDSWarning => sink.warnings.push(text),
            _ => {}
        }
    }));
}

thread_local! {
    /// What this thread is compiling, for the fatal-error message.
    static FATAL_WHAT: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
}

static FATAL_EXIT_CODE: AtomicI32 = AtomicI32::new(2);
static FATAL_HANDLER: Once = Once::new();

/// Marks what the current thread compiles for the duration of a translation.
struct FatalContext;

impl FatalContext {
    fn enter(name: &str, sm: &str) -> FatalContext {
        FATAL_WHAT.with(|w| *w.borrow_mut() = Some((name.to_string(), sm.to_string())));
        FatalContext
    }
}

impl Drop for FatalContext {
    fn drop(&mut self) {
        FATAL_WHAT.with(|w| *w.borrow_mut() = None);
    }
}

/// Makes an LLVM fatal error end the process with a one-line message naming the input, the
/// arch and the LLVM version, and with `exit_code`, instead of LLVM's "LLVM ERROR" and abort
/// (a crash). LLVM ends the process on a fatal error either way (for instance
/// "Cannot select: intrinsic %llvm.nvvm.redux.sync.add" when a kernel uses an instruction
/// the chosen `sm_XX` lacks); this only makes the ending clean. The handler is process-wide,
/// so command-line tools call this once; libraries embedded in other programs should leave
/// the host's policy alone. Later calls only change the exit code.
pub fn exit_cleanly_on_fatal_errors(exit_code: i32) {
    FATAL_EXIT_CODE.store(exit_code, Ordering::Relaxed);
    FATAL_HANDLER.call_once(|| {
        // SAFETY: installs a plain function pointer; LLVM calls it with a C string.
        unsafe { LLVMInstallFatalErrorHandler(Some(on_fatal_error)) }
    });
}

extern "C" fn on_fatal_error(reason: *const c_char) {
    let reason = if reason.is_null() {
        String::new()
    } else {
        // SAFETY: LLVM passes a NUL-terminated string.
        unsafe { CStr::from_ptr(reason) }
            .to_string_lossy()
            .into_owned()
    };
    let what = FATAL_WHAT
        .try_with(|w| w.try_borrow().ok().and_then(|w| w.clone()))
        .ok()
        .flatten();
    let (name, sm) = what.unwrap_or_else(|| ("<llvm>".into(), "?".into()));
    let _ = writeln!(
        std::io::stderr(),
        "{name}: error: {}",
        BridgeError::Codegen {
            sm,
            llvm: llvm_version(),
            message: reason.trim_end().to_string(),
        }
    );
    std::process::exit(FATAL_EXIT_CODE.load(Ordering::Relaxed));
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn parse_errors_are_split_into_location_and_context() {
        match parse_error(
            "k.ll:2:17: error: expected type\ndefine void @k( {\n                ^\n",
            "k.ll",
        ) {
            BridgeError::Parse {
                message,
                line,
                col,
                context,
            } => {
                assert_eq!(message, "expected type");
                assert_eq!((line, col), (Some(2), Some(17)));
                assert_eq!(context, "\ndefine void @k( {\n                ^");
            }
            e => panic!("{e:?}"),
        }
        match parse_error(
            "k.ll:1:1: error: expected top-level entity\n\u{1}\u{fffd}\n^",
            "k.ll",
        ) {
            BridgeError::Parse { context, .. } => assert_eq!(context, ""),
            e => panic!("{e:?}"),
        }
    }

    #[test]
    fn verifier_lines_are_found_only_when_unambiguous() {
        let src = "define void @k(ptr %p) {\n  %x = add i32 %x, 1 ; self\n  ret void\n}\n";
        let msg = "Only PHI nodes may reference their own value!\n  %x = add i32 %x, 1";
        assert_eq!(verifier_line(src, msg), Some(2));
        let twice = format!("{src}{src}");
        assert_eq!(verifier_line(&twice, msg), None);
        assert_eq!(verifier_line(src, "Broken module\n  ret void"), Some(3));
    }

    #[test]
    fn unknown_processors_are_refused_before_llvm_sees_them() {
        let err = llvm_to_ptx(
            b"target triple = \"nvptx64-nvidia-cuda\"\n",
            "x.ll",
            &Options {
                sm: "sm_999".into(),
                opt_level: 2,
            },
        )
        .unwrap_err();
        assert!(matches!(err, BridgeError::UnsupportedArch { .. }), "{err}");
        let msg = err.to_string();
        assert!(
            msg.contains("sm_999") && msg.contains(&llvm_version()),
            "{msg}"
        );
    }
}
