//! Inputs: PTX files as they are, LLVM IR through LLVM's NVPTX back end (`crate::llvm`),
//! and the checks every PTX module passes before it is lowered.

use super::{compile_ptx, CompileResult, DriverError, Options};
use crate::lower;
use crate::target::Arch;

/// Whether `path` names LLVM input (`.ll` text or `.bc` bitcode) rather than PTX.
pub fn is_llvm_path(path: &std::path::Path) -> bool {
    matches!(path.extension().and_then(|e| e.to_str()), Some("ll" | "bc"))
}

/// An input file made ready for the PTX pipeline.
#[derive(Clone, Debug)]
pub struct Input {
    /// The PTX: the file itself, or what LLVM's NVPTX back end made of LLVM input.
    pub ptx: Vec<u8>,
    /// The name diagnostics about the PTX use: the path for PTX input, `<path>.ptx` for
    /// LLVM input (its lines are those of `--emit ptx`, which equals llc's output).
    pub ptx_name: String,
    /// Warnings from turning LLVM input into PTX, as `file: warning: ...`.
    pub warnings: Vec<String>,
}

/// The input size limit when [`Options::max_input_bytes`] sets none: 256 MiB. The largest
/// PTX of the kernels and the development corpus is 0.5 MB, and `tests/bad_inputs.rs` reads
/// a 200 MB one; the limit is there so that a stream without end (`/dev/zero`, a pipe left
/// open) is refused instead of read until memory runs out.
pub const DEFAULT_MAX_INPUT_BYTES: u64 = 256 << 20;

/// Reads a whole file, refusing one longer than `limit` bytes without reading past it.
pub fn read_bounded(path: &std::path::Path, limit: u64) -> Result<Vec<u8>, DriverError> {
    let fail = |message: String| DriverError::Read {
        path: path.display().to_string(),
        message,
    };
    let too_big = || {
        fail(format!(
            "larger than the input size limit of {} (--max-input-size or PTXRA_MAX_INPUT_SIZE raise it)",
            size_text(limit)
        ))
    };
    let file = std::fs::File::open(path).map_err(|e| fail(e.to_string()))?;
    // A regular file's length is known: one too long is refused unread. Devices and pipes
    // report 0 and are read up to the limit.
    let known = file
        .metadata()
        .ok()
        .filter(|m| m.is_file())
        .map(|m| m.len());
    if known.is_some_and(|n| n > limit) {
        return Err(too_big());
    }
    let bytes = read_at_most(file, limit, known.unwrap_or(0)).map_err(|e| fail(e.to_string()))?;
    if bytes.len() as u64 > limit {
        return Err(too_big());
    }
    Ok(bytes)
}

/// Reads `r` to its end or to one byte past `limit`, whichever comes first; `expected` is
/// the length it probably has. The buffer grows by doubling but never past `limit + 1`,
/// so a stream without end costs at most about twice the limit, and only while it is read.
fn read_at_most(mut r: impl std::io::Read, limit: u64, expected: u64) -> std::io::Result<Vec<u8>> {
    /// Read (and zero-filled) at most this much at a time.
    const CHUNK: usize = 1 << 20;
    let cap = usize::try_from(limit)
        .unwrap_or(usize::MAX)
        .saturating_add(1);
    let expected = usize::try_from(expected).unwrap_or(0).saturating_add(1);
    let mut buf: Vec<u8> = Vec::with_capacity(expected.min(cap));
    while buf.len() < cap {
        if buf.len() == buf.capacity() {
            let grow = buf.capacity().max(8 << 10).min(cap - buf.len());
            buf.reserve_exact(grow);
        }
        let start = buf.len();
        let end = buf.capacity().min(start + CHUNK).min(cap);
        buf.resize(end, 0);
        match r.read(&mut buf[start..end]) {
            Ok(0) => {
                buf.truncate(start);
                break;
            }
            Ok(n) => buf.truncate(start + n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => buf.truncate(start),
            Err(e) => return Err(e),
        }
    }
    Ok(buf)
}

/// `n` bytes for people: in MiB or KiB when it is a whole number of them.
fn size_text(n: u64) -> String {
    match n {
        0 => "0 bytes".into(),
        n if n % (1 << 20) == 0 => format!("{} MiB", n >> 20),
        n if n % (1 << 10) == 0 => format!("{} KiB", n >> 10),
        n => format!("{n} bytes"),
    }
}

/// Reads an input file: PTX as is, LLVM IR (`.ll`, `.bc`) through the NVPTX back end. The
/// architecture and the size limit come from `opts`.
pub fn read_input(path: &std::path::Path, opts: &Options) -> Result<Input, DriverError> {
    let limit = opts.max_input_bytes.unwrap_or(DEFAULT_MAX_INPUT_BYTES);
    let bytes = read_bounded(path, limit)?;
    let name = path.display().to_string();
    if is_llvm_path(path) {
        return translate_llvm(&bytes, &name, opts.arch);
    }
    Ok(Input {
        ptx: bytes,
        ptx_name: name,
        warnings: Vec::new(),
    })
}

/// Reads an input file and returns the PTX bytes ([`read_input`] without the warnings).
pub fn load_input(path: &std::path::Path, opts: &Options) -> Result<Vec<u8>, DriverError> {
    read_input(path, opts).map(|i| i.ptx)
}

/// LLVM input → PTX for the pipeline, with the bridge's warnings and a warning when the
/// module has functions but no kernel.
fn translate_llvm(bytes: &[u8], name: &str, arch: Option<Arch>) -> Result<Input, DriverError> {
    let sm = arch.map_or_else(|| "sm_80".to_string(), |a| a.to_string());
    let Some(translate) = crate::llvm::backend() else {
        return Err(DriverError::Llvm {
            rendered: format!(
                "{name}: error: LLVM input needs a backend: call ptxra::llvm::use_in_process() \
                 (or set_backend) first"
            ),
            line: 0,
            col: 0,
        });
    };
    let out = translate(bytes, name, &sm).map_err(|e| {
        let at = match (e.line, e.col) {
            (0, _) => String::new(),
            (l, 0) => format!(":{l}"),
            (l, c) => format!(":{l}:{c}"),
        };
        DriverError::Llvm {
            rendered: format!("{name}{at}: error: {}", e.message),
            line: e.line,
            col: e.col,
        }
    })?;
    let mut warnings: Vec<String> = out
        .warnings
        .iter()
        .map(|w| format!("{name}: warning: {w}"))
        .collect();
    if out.kernels.is_empty() {
        warnings.push(format!(
            "{name}: warning: no kernels in the module (no function has the `ptx_kernel` \
             calling convention or an `!nvvm.annotations` \"kernel\" entry); its {} \
             function(s) are allocated as device functions (.func), without occupancy",
            out.device_functions.len()
        ));
    }
    Ok(Input {
        ptx: out.text.into_bytes(),
        ptx_name: format!("{name}.ptx"),
        warnings,
    })
}

/// Turns NVPTX LLVM IR (`.ll` text or `.bc` bitcode, told apart by the bitcode magic) into
/// PTX text through LLVM's NVPTX back end at `-O2`, for `arch` (sm_80 when `None`, the
/// CLI's default for LLVM input): the text `llc-22 -march=nvptx64 -mcpu=<arch>` writes.
/// `name` prefixes error messages.
pub fn llvm_to_ptx(bytes: &[u8], name: &str, arch: Option<Arch>) -> Result<String, DriverError> {
    translate_llvm(bytes, name, arch).map(|i| String::from_utf8_lossy(&i.ptx).into_owned())
}

/// Compiles LLVM IR held in memory (`name` labels diagnostics) exactly as [`compile_path`]
/// compiles a `.ll`/`.bc` file; `opts.arch` defaults to sm_80.
pub fn compile_llvm(
    bytes: &[u8],
    name: &str,
    opts: &Options,
) -> Result<CompileResult, DriverError> {
    compile_input(translate_llvm(bytes, name, opts.arch)?, opts)
}

fn compile_input(input: Input, opts: &Options) -> Result<CompileResult, DriverError> {
    let mut r = compile_ptx(&input.ptx, &input.ptx_name, opts)?;
    r.warnings.splice(0..0, input.warnings);
    Ok(r)
}

/// Compiles a file of any supported kind.
pub fn compile_path(path: &std::path::Path, opts: &Options) -> Result<CompileResult, DriverError> {
    compile_input(read_input(path, opts)?, opts)
}

/// The newest PTX ISA version accepted: ptxas 13.5's (`Unsupported .version 9.9; current
/// version is '9.5'`).
pub const MAX_PTX_VERSION: (u32, u32) = (9, 5);

/// A module must start with a supported `.version` (ptxas refuses a file without one, an
/// empty file included, and any version newer than its own).
pub(super) fn check_version(
    module: &ptx_parser::ast::Module,
) -> Result<(), ptx_parser::ParseError> {
    let Some(v) = module.version() else {
        let mut e = ptx_parser::ParseError::new(
            "missing `.version` directive at the start of the file",
            ptx_parser::ast::Span::default(),
            "expected `.version`",
        );
        e.notes
            .push("every PTX file starts with `.version MAJOR.MINOR`; is this PTX?".into());
        return Err(e);
    };
    let (major, minor) = MAX_PTX_VERSION;
    if (v.major, v.minor) > (major, minor) {
        let mut e = ptx_parser::ParseError::new(
            format!(
                "unsupported `.version {}.{}`; the newest supported is {major}.{minor}",
                v.major, v.minor
            ),
            v.span,
            "PTX ISA version too new",
        );
        e.notes
            .push("this version of the PTX ISA is newer than the ptxas being modelled".into());
        return Err(e);
    }
    Ok(())
}

/// Why `arch` cannot compile PTX written for `target`, in ptxas's terms: an older
/// architecture than the `.target` ("SM version specified by .target is higher than default
/// SM version assumed"), or another one than an arch-specific `.target` such as `sm_90a`
/// ("PTX with .target 'sm_90a' cannot be compiled for architecture 'sm_90'"; "… cannot be
/// compiled to future architecture" for a newer one). ptxas 13.5 measured; a `.target`
/// that names no architecture ptxra knows is left to the rest of the pipeline.
fn arch_below_target(
    arch: Arch,
    target: &ptx_parser::ast::Target,
) -> Option<ptx_parser::ParseError> {
    let written = target.sm()?;
    let wanted = Arch::parse(written).ok()?;
    let error = |message: String, label: &str| {
        Some(
            ptx_parser::ParseError::new(message, target.span, label)
                .with_note("pass an --arch at least as new as the PTX `.target`, or none"),
        )
    };
    if arch.number() < wanted.number() {
        return error(
            format!("the PTX is for `.target {written}`, newer than --arch {arch}"),
            "target newer than --arch",
        );
    }
    if wanted.suffix() == crate::target::ArchSuffix::A && arch != wanted {
        let why = if arch.number() == wanted.number() {
            format!("PTX for `.target {written}` cannot be compiled for {arch}")
        } else {
            format!(
                "PTX for `.target {written}` cannot be compiled for a later architecture ({arch})"
            )
        };
        return error(why, "architecture-specific target");
    }
    None
}

/// What ptxas refuses in a module that parses ([`ptx_parser::validate`]), located in
/// `path`.
pub(super) fn validate(
    module: &ptx_parser::ast::Module,
    source: &str,
    path: &str,
) -> Result<(), DriverError> {
    ptx_parser::validate(module, source).map_err(|e| {
        let (line, col) = lower::LineIndex::new(source).line_col(e.span().start);
        DriverError::Parse {
            rendered: e.render(path, source),
            message: e.message.clone(),
            line,
            col,
        }
    })
}

/// A parsed PTX module, its text, and the architecture it is compiled for.
pub(super) struct ParsedPtx<'b> {
    /// The syntax tree.
    pub module: ptx_parser::ast::Module,
    /// The text, for lowering's line numbers and diagnostics.
    pub source: std::borrow::Cow<'b, str>,
    /// `arch`, or the module's `.target`.
    pub arch: Arch,
}

/// Parses PTX bytes, checks the `.version`, and takes the architecture from `arch` or the
/// module's `.target`; errors are located in `path`.
pub(super) fn parse_ptx<'b>(
    bytes: &'b [u8],
    path: &str,
    arch: Option<Arch>,
) -> Result<ParsedPtx<'b>, DriverError> {
    let module = ptx_parser::parse_bytes(bytes).map_err(|e| {
        let src = String::from_utf8_lossy(bytes);
        let (line, col) = lower::LineIndex::new(&src).line_col(e.span().start);
        DriverError::Parse {
            rendered: e.render(path, &src),
            message: e.to_string(),
            line,
            col,
        }
    })?;
    // `from_utf8` checks ASCII a word at a time; the lossy conversion walks it in chunks.
    let source = match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(bytes),
    };
    let located = |e: ptx_parser::ParseError| {
        let (line, col) = lower::LineIndex::new(&source).line_col(e.span().start);
        DriverError::Parse {
            rendered: e.render(path, &source),
            message: e.message.clone(),
            line,
            col,
        }
    };
    check_version(&module).map_err(located)?;
    let arch = match arch {
        Some(a) => {
            if let Some(e) = module.target().and_then(|t| arch_below_target(a, t)) {
                return Err(located(e));
            }
            a
        }
        None => {
            let Some(target) = module.target() else {
                let mut e = ptx_parser::ParseError::new(
                    "no `.target sm_XX` in the PTX",
                    ptx_parser::ast::Span::default(),
                    "expected `.target` after `.version`",
                );
                e.notes.push("add `.target sm_XX` or pass --arch".into());
                return Err(located(e));
            };
            let Some(sm) = target.sm() else {
                let mut e = ptx_parser::ParseError::new(
                    "`.target` names no `sm_XX` architecture",
                    target.span,
                    "no sm_XX here",
                );
                e.notes.push("pass --arch".into());
                return Err(located(e));
            };
            Arch::parse(sm).map_err(|err| {
                located(ptx_parser::ParseError::new(
                    err.to_string(),
                    target.span,
                    "unsupported target",
                ))
            })?
        }
    };
    Ok(ParsedPtx {
        module,
        source,
        arch,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_stops_one_byte_past_the_limit() {
        let e = read_bounded(std::path::Path::new("/dev/zero"), 100_000).err();
        assert!(e.is_some_and(|e| e.to_string().contains("limit of 100000 bytes")));
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let p = dir.path().join("k.ptx");
        std::fs::write(&p, [7u8; 4096]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read_bounded(&p, 4096).map(|b| b.len()).ok(), Some(4096));
        assert!(read_bounded(&p, 4095).is_err());
        // The stream is read in pieces: every byte arrives, past the first growth too.
        let stream = std::io::Read::chain(&[1u8; 10_000][..], &[2u8; 30_000][..]);
        let got = read_at_most(stream, 1 << 20, 0).unwrap_or_default();
        assert_eq!((got.len(), got[9_999], got[10_000]), (40_000, 1, 2));
    }
}
