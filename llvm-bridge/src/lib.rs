//! NVPTX LLVM IR in, PTX text out, through LLVM 22's own NVPTX back end (the same code `llc`
//! runs), so that `ptxra stats x.ll` answers exactly what `llc` followed by `ptxra stats x.ptx`
//! would.
#![deny(missing_docs)]

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::OptimizationLevel;

/// The triple every CUDA producer uses; OpenCL's `nvptx64-nvidia-nvcl` is accepted too.
pub const DEFAULT_TRIPLE: &str = "nvptx64-nvidia-cuda";

/// Why LLVM input could not be turned into PTX.
#[derive(Debug, thiserror::Error)]
pub enum BridgeError {
    /// The text or bitcode did not parse; the message is LLVM's own.
    #[error("invalid LLVM IR: {0}")]
    Parse(String),
    /// The module parsed but the verifier rejected it.
    #[error("LLVM verifier: {0}")]
    Verify(String),
    /// The triple is not an NVPTX one.
    #[error("module triple `{0}` is not NVPTX (expected nvptx64-nvidia-cuda)")]
    WrongTriple(String),
    /// The requested `sm_XX` is not known to this LLVM.
    #[error("LLVM {llvm} does not support `{sm}`")]
    UnsupportedArch {
        /// The arch asked for.
        sm: String,
        /// LLVM version string.
        llvm: String,
    },
    /// The NVPTX back end failed.
    #[error("NVPTX code generation failed: {0}")]
    Codegen(String),
}

/// Options for code generation.
#[derive(Clone, Debug)]
pub struct Options {
    /// Target `sm_XX`, e.g. `sm_80`.
    pub sm: String,
    /// LLVM optimisation level 0–3 (`llc -O`).
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

/// Parses textual IR (`.ll`) or bitcode (`.bc`, detected by its magic) and returns PTX text.
pub fn llvm_to_ptx(bytes: &[u8], name: &str, opts: &Options) -> Result<String, BridgeError> {
    let context = Context::create();
    let module = load_module(&context, bytes, name)?;
    module_to_ptx(&module, opts)
}

/// Loads `.ll` text or `.bc` bitcode into a module of `context` and verifies it.
pub fn load_module<'ctx>(
    context: &'ctx Context,
    bytes: &[u8],
    name: &str,
) -> Result<Module<'ctx>, BridgeError> {
    let is_bitcode =
        bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]);
    let module = if is_bitcode {
        let buffer = MemoryBuffer::create_from_memory_range_copy(bytes, name);
        Module::parse_bitcode_from_buffer(&buffer, context)
            .map_err(|e| BridgeError::Parse(e.to_string()))?
    } else {
        let buffer = MemoryBuffer::create_from_memory_range_copy(bytes, name);
        context
            .create_module_from_ir(buffer)
            .map_err(|e| BridgeError::Parse(e.to_string()))?
    };
    module
        .verify()
        .map_err(|e| BridgeError::Verify(e.to_string()))?;
    Ok(module)
}

/// Runs the NVPTX target machine on a loaded module.
pub fn module_to_ptx(module: &Module<'_>, opts: &Options) -> Result<String, BridgeError> {
    Target::initialize_nvptx(&InitializationConfig::default());
    let triple_str = module.get_triple().as_str().to_string_lossy().into_owned();
    let triple = if triple_str.is_empty() {
        TargetTriple::create(DEFAULT_TRIPLE)
    } else if triple_str.starts_with("nvptx") {
        module.get_triple()
    } else {
        return Err(BridgeError::WrongTriple(triple_str));
    };
    let target = Target::from_triple(&triple).map_err(|e| BridgeError::Codegen(e.to_string()))?;
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
        .ok_or_else(|| BridgeError::UnsupportedArch {
            sm: opts.sm.clone(),
            llvm: llvm_version(),
        })?;
    let buffer = machine
        .write_to_memory_buffer(module, FileType::Assembly)
        .map_err(|e| BridgeError::Codegen(e.to_string()))?;
    Ok(String::from_utf8_lossy(buffer.as_slice()).into_owned())
}

/// The LLVM version linked in, e.g. `22.1.8`.
pub fn llvm_version() -> String {
    let (a, b, c) = inkwell::support::get_llvm_version();
    format!("{a}.{b}.{c}")
}
