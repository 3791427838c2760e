//! Command-line compatibility with NVIDIA ptxas, for `ptxra ptxas …` and for a `ptxas` link to
//! the binary (docs/design.md, "Outputs", `ptxra ptxas -v`): build systems call ptxas with
//! their own argument styles — nvcc passes `-arch=sm_80 -m64 -O3 …`, clang runs `ptxas -m64 -O3
//! --gpu-name sm_80 --output-file TMP/x.cubin TMP/x.s` (plus `-v`, `-g`, `-lineinfo` as asked)
//! — and all of them must work unchanged.
//!
//! Accepted spellings follow ptxas's option table (`ptxas --help`, 13.5): every option has a
//! long name used with `--` and a short name used with `-`; values come after `=` or as the
//! next argument; `-O3` and `-m64` carry their value attached. We are more lenient than
//! ptxas in two ways, on purpose: either name works with one or two dashes, and a bare
//! `--allow-expensive-optimizations`/`--fmad` means `true`. An option ptxas does not have
//! is fatal, as in ptxas (`ptxas fatal   : Unknown option 'bogus'`, exit status 255), and
//! so is a known option missing its value or given a bad one. `--options-file` reads more
//! arguments from files; `--input-as-string` gives PTX text instead of a file.

use std::fmt;

use crate::driver::{CompileResult, Options};
use crate::emit::ptxas_v::VOptions;
use crate::ir::FunctionKind;
use crate::target::Arch;

/// A `--maxrregcount` value: a number or one of ptxas's symbolic limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegCount {
    /// An explicit register count.
    Value(u32),
    /// `archmax`: the architecture's maximum.
    ArchMax,
    /// `archmin`: the architecture's minimum (the `--maxrregcount` floor).
    ArchMin,
}

/// Everything a ptxas command line says that ptxra acts on or reports.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PtxasArgs {
    /// `-arch`/`--gpu-name`, as written (`sm_80`); validated by the caller with `Arch::parse`.
    pub arch: Option<String>,
    /// `-m64`/`-m32`/`--machine N`.
    pub machine: Option<u32>,
    /// `-O0`…`-O3`/`--opt-level N`.
    pub opt_level: Option<u32>,
    /// `--maxrregcount N`.
    pub maxrregcount: Option<RegCount>,
    /// `-v`/`--verbose` (`-v2`/`--verbose2` also sets it).
    pub verbose: bool,
    /// `--warn-on-spills`.
    pub warn_on_spills: bool,
    /// `--warn-on-local-memory-usage`.
    pub warn_on_local_memory_usage: bool,
    /// `-c`/`--compile-only`: relocatable code.
    pub compile_only: bool,
    /// `-o FILE`/`--output-file FILE`.
    pub output: Option<String>,
    /// `--knob NAME=VALUE`, in order (a knob without `=` has an empty value).
    pub knobs: Vec<(String, String)>,
    /// `-lineinfo`/`--generate-line-info`.
    pub line_info: bool,
    /// `-g`/`--device-debug`.
    pub device_debug: bool,
    /// `-w`/`--disable-warnings`.
    pub disable_warnings: bool,
    /// `-Werror`/`--warning-as-error`.
    pub warning_as_error: bool,
    /// `--allow-expensive-optimizations true|false`.
    pub allow_expensive_optimizations: Option<bool>,
    /// `--fmad true|false`.
    pub fmad: Option<bool>,
    /// Other recognised options and their values (`("ftz", "true")`, `("def-load-cache",
    /// "ca")`): accepted because toolchains pass them, without effect on allocation.
    pub other: Vec<(String, String)>,
    /// Input files, in order.
    pub inputs: Vec<String>,
    /// PTX modules given as text (`--input-as-string`), in order.
    pub input_strings: Vec<String>,
    /// `--entry`/`-e`: the entry functions to compile (all when empty).
    pub entries: Vec<String>,
    /// `--help`/`-h`.
    pub help: bool,
    /// `--version`/`-V`.
    pub version: bool,
    /// `--list-arch`/`-arch-ls`.
    pub list_arch: bool,
    /// `--list-version`/`-version-ls`.
    pub list_version: bool,
    /// Warnings for the user (`ptxas-compat: option '-v' takes no value; value ignored`).
    pub warnings: Vec<String>,
}

/// Why a command line was rejected: ptxas's own messages (each ends the run with exit
/// status 255, as ptxas does).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CompatError {
    /// An option ptxas does not have (named as ptxas names it: one leading dash dropped).
    #[error("ptxas fatal   : Unknown option '{0}'")]
    UnknownOption(String),
    /// A known option that needs a value was the last argument.
    #[error("ptxas fatal   : argument expected after '{0}'")]
    MissingValue(String),
    /// An options file that cannot be read.
    #[error("ptxas fatal   : Options file '{path}' could not be read: {message}")]
    OptionsFile {
        /// The file named.
        path: String,
        /// Why it could not be read.
        message: String,
    },
    /// A value of the wrong form.
    #[error("ptxas fatal   : Invalid value '{value}' for option '{option}' (expected {expected})")]
    BadValue {
        /// The option as written.
        option: String,
        /// The value as written.
        value: String,
        /// What was expected.
        expected: &'static str,
    },
}

/// What an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// No value.
    Flag,
    /// A value after `=` or in the next argument.
    Value,
    /// `true`/`false`, which may be omitted (then `true`).
    Bool,
}

/// What the parser does with an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Act {
    Arch,
    Machine,
    Opt,
    MaxRreg,
    Verbose,
    WarnSpills,
    WarnLmem,
    CompileOnly,
    Output,
    Knob,
    LineInfo,
    Debug,
    NoWarn,
    Werror,
    Expensive,
    Fmad,
    Entry,
    InputString,
    OptionsFile,
    Help,
    Version,
    ListArch,
    ListVersion,
    /// Recognised, recorded in [`PtxasArgs::other`].
    Other,
}

/// `(long name, short name, kind, action)`: every option of `ptxas --help` (13.5) plus the
/// nvcc-style `-ftz`/`-prec-div`/`-prec-sqrt` that some wrappers forward, and the hidden
/// `--knob`.
const OPTIONS: &[(&str, &str, Kind, Act)] = &[
    ("help", "h", Kind::Flag, Act::Help),
    ("version", "V", Kind::Flag, Act::Version),
    ("list-arch", "arch-ls", Kind::Flag, Act::ListArch),
    ("list-version", "version-ls", Kind::Flag, Act::ListVersion),
    ("entry", "e", Kind::Value, Act::Entry),
    ("input-as-string", "ias", Kind::Value, Act::InputString),
    ("options-file", "optf", Kind::Value, Act::OptionsFile),
    ("apply-controls", "apply-controls", Kind::Flag, Act::Other),
    (
        "compile-as-tools-patch",
        "astoolspatch",
        Kind::Flag,
        Act::Other,
    ),
    (
        "g-tensor-memory-access-check",
        "g-tmem-access-check",
        Kind::Flag,
        Act::Other,
    ),
    (
        "gno-fabric-access-check",
        "gno-fabric-access-check",
        Kind::Flag,
        Act::Other,
    ),
    (
        "gno-tensor-memory-access-check",
        "gno-tmem-access-check",
        Kind::Flag,
        Act::Other,
    ),
    ("jobserver", "jobserver", Kind::Flag, Act::Other),
    (
        "legacy-bar-warp-wide-behavior",
        "legacy-bar-warp-wide-behavior",
        Kind::Flag,
        Act::Other,
    ),
    (
        "override-directive-values",
        "override-directive-values",
        Kind::Flag,
        Act::Other,
    ),
    (
        "suppress-async-bulk-multicast-advisory-warning",
        "suppress-async-bulk-multicast-advisory-warning",
        Kind::Flag,
        Act::Other,
    ),
    (
        "suppress-position-independent-code-warning",
        "suppress-position-independent-code-warning",
        Kind::Flag,
        Act::Other,
    ),
    (
        "suppress-sparse-mma-advisory-info",
        "suppress-sparse-mma-advisory-info",
        Kind::Flag,
        Act::Other,
    ),
    ("gpu-name", "arch", Kind::Value, Act::Arch),
    ("machine", "m", Kind::Value, Act::Machine),
    ("opt-level", "O", Kind::Value, Act::Opt),
    ("maxrregcount", "maxrregcount", Kind::Value, Act::MaxRreg),
    ("verbose", "v", Kind::Flag, Act::Verbose),
    ("verbose2", "v2", Kind::Flag, Act::Verbose),
    ("warn-on-spills", "warn-spills", Kind::Flag, Act::WarnSpills),
    (
        "warn-on-local-memory-usage",
        "warn-lmem-usage",
        Kind::Flag,
        Act::WarnLmem,
    ),
    ("compile-only", "c", Kind::Flag, Act::CompileOnly),
    ("output-file", "o", Kind::Value, Act::Output),
    ("knob", "knob", Kind::Value, Act::Knob),
    ("generate-line-info", "lineinfo", Kind::Flag, Act::LineInfo),
    ("device-debug", "g", Kind::Flag, Act::Debug),
    ("disable-warnings", "w", Kind::Flag, Act::NoWarn),
    ("warning-as-error", "Werror", Kind::Flag, Act::Werror),
    (
        "allow-expensive-optimizations",
        "allow-expensive-optimizations",
        Kind::Bool,
        Act::Expensive,
    ),
    ("fmad", "fmad", Kind::Bool, Act::Fmad),
    ("ftz", "ftz", Kind::Bool, Act::Other),
    ("prec-div", "prec-div", Kind::Bool, Act::Other),
    ("prec-sqrt", "prec-sqrt", Kind::Bool, Act::Other),
    ("Ofast-compile", "Ofc", Kind::Value, Act::Other),
    ("def-load-cache", "dlcm", Kind::Value, Act::Other),
    ("def-store-cache", "dscm", Kind::Value, Act::Other),
    ("force-load-cache", "flcm", Kind::Value, Act::Other),
    ("force-store-cache", "fscm", Kind::Value, Act::Other),
    (
        "device-function-maxrregcount",
        "func-maxrregcount",
        Kind::Value,
        Act::Other,
    ),
    (
        "device-stack-protector",
        "device-stack-protector",
        Kind::Bool,
        Act::Other,
    ),
    ("position-independent-code", "pic", Kind::Bool, Act::Other),
    (
        "enable-func-clone-sc",
        "enable-func-clone-sc",
        Kind::Bool,
        Act::Other,
    ),
    ("maxntid", "maxntid", Kind::Value, Act::Other),
    ("minnctapersm", "minnctapersm", Kind::Value, Act::Other),
    (
        "register-usage-level",
        "regUsageLevel",
        Kind::Value,
        Act::Other,
    ),
    ("split-compile", "split-compile", Kind::Value, Act::Other),
    ("sanitize", "sanitize", Kind::Value, Act::Other),
    ("extensible-whole-program", "ewp", Kind::Flag, Act::Other),
    ("preserve-relocs", "preserve-relocs", Kind::Flag, Act::Other),
    ("return-at-end", "ret-end", Kind::Flag, Act::Other),
    ("sp-bounds-check", "sp-bounds-check", Kind::Flag, Act::Other),
    (
        "suppress-debug-info",
        "suppress-debug-info",
        Kind::Flag,
        Act::Other,
    ),
    (
        "suppress-stack-size-warning",
        "suppress-stack-size-warning",
        Kind::Flag,
        Act::Other,
    ),
    (
        "suppress-double-demote-warning",
        "suppress-double-demote-warning",
        Kind::Flag,
        Act::Other,
    ),
    (
        "warn-on-double-precision-use",
        "warn-double-usage",
        Kind::Flag,
        Act::Other,
    ),
    (
        "dont-merge-basicblocks",
        "no-bb-merge",
        Kind::Flag,
        Act::Other,
    ),
    (
        "disable-optimizer-constants",
        "disable-optimizer-consts",
        Kind::Flag,
        Act::Other,
    ),
    (
        "make-errors-visible-at-exit",
        "make-errors-visible-at-exit",
        Kind::Flag,
        Act::Other,
    ),
    (
        "optimize-float-atomics",
        "opt-fp-atomics",
        Kind::Flag,
        Act::Other,
    ),
    ("compiler-annotations", "annotate", Kind::Flag, Act::Other),
];

/// Finds an option by either name.
fn lookup(name: &str) -> Option<(&'static str, Kind, Act)> {
    OPTIONS
        .iter()
        .find(|(long, short, _, _)| *long == name || *short == name)
        .map(|&(long, _, kind, act)| (long, kind, act))
}

fn parse_bool(option: &str, value: &str) -> Result<bool, CompatError> {
    match value {
        "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(CompatError::BadValue {
            option: option.to_string(),
            value: value.to_string(),
            expected: "true or false",
        }),
    }
}

fn parse_num(option: &str, value: &str, expected: &'static str) -> Result<u32, CompatError> {
    value.trim().parse().map_err(|_| CompatError::BadValue {
        option: option.to_string(),
        value: value.to_string(),
        expected,
    })
}

/// Most options files one command line may read (they may name each other).
const MAX_OPTIONS_FILES: usize = 64;

/// Parses ptxas arguments (without the program name). An unknown option is an error; a later
/// value of an option overrides an earlier one, as in ptxas; arguments not starting with
/// `-` are input files (`-` alone too: stdin); the arguments of an options file take its
/// place.
pub fn parse_ptxas_args<I, S>(args: I) -> Result<PtxasArgs, CompatError>
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    let mut args: Vec<String> = args.into_iter().map(|a| a.as_ref().to_string()).collect();
    let mut out = PtxasArgs::default();
    let mut options_files = 0;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        let Some(body) = arg.strip_prefix('-').filter(|b| !b.is_empty()) else {
            out.inputs.push(arg.clone());
            continue;
        };
        let body = body.strip_prefix('-').unwrap_or(body);
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        // Attached values: -O3, -m64 (ptxas's only short options that take them so).
        let (name, inline) = match (lookup(name), inline) {
            (None, None) if name.len() > 1 && (name.starts_with('O') || name.starts_with('m')) => {
                let (n, v) = name.split_at(1);
                if v.bytes().all(|b| b.is_ascii_digit()) {
                    (n, Some(v.to_string()))
                } else {
                    (name, None)
                }
            }
            (_, inline) => (name, inline),
        };
        let Some((long, kind, act)) = lookup(name) else {
            let shown = arg.strip_prefix('-').unwrap_or(arg);
            return Err(CompatError::UnknownOption(shown.to_string()));
        };
        let value = match kind {
            Kind::Flag => {
                if inline.is_some() {
                    out.warnings.push(format!(
                        "ptxas-compat: option '{arg}' takes no value; value ignored"
                    ));
                }
                String::new()
            }
            Kind::Value => match inline {
                Some(v) => v,
                None => {
                    // `-O` takes its level attached; accept a separate digit as a courtesy.
                    let next = args
                        .get(i)
                        .filter(|n| long != "opt-level" || n.bytes().all(|b| b.is_ascii_digit()));
                    match next {
                        Some(v) => {
                            i += 1;
                            v.clone()
                        }
                        None => return Err(CompatError::MissingValue(arg.clone())),
                    }
                }
            },
            Kind::Bool => match inline {
                Some(v) => v,
                None => match args.get(i).map(String::as_str) {
                    Some(v @ ("true" | "false")) => {
                        i += 1;
                        v.to_string()
                    }
                    _ => "true".to_string(),
                },
            },
        };
        if act == Act::OptionsFile {
            // Its arguments come next, each file once over the whole command line.
            let mut spliced = Vec::new();
            for path in value.split(',').filter(|p| !p.is_empty()) {
                options_files += 1;
                if options_files > MAX_OPTIONS_FILES {
                    return Err(CompatError::OptionsFile {
                        path: path.to_string(),
                        message: format!("more than {MAX_OPTIONS_FILES} options files"),
                    });
                }
                let text = std::fs::read_to_string(path).map_err(|e| CompatError::OptionsFile {
                    path: path.to_string(),
                    message: e.to_string(),
                })?;
                spliced.extend(text.split_whitespace().map(str::to_string));
            }
            args.splice(i..i, spliced);
            continue;
        }
        apply(&mut out, arg, long, act, value)?;
    }
    Ok(out)
}

/// Records one parsed option.
fn apply(
    out: &mut PtxasArgs,
    arg: &str,
    long: &str,
    act: Act,
    value: String,
) -> Result<(), CompatError> {
    match act {
        Act::Arch => out.arch = Some(value),
        Act::Machine => {
            let bits = parse_num(arg, &value, "32 or 64")?;
            if bits != 32 && bits != 64 {
                return Err(CompatError::BadValue {
                    option: arg.to_string(),
                    value,
                    expected: "32 or 64",
                });
            }
            out.machine = Some(bits);
        }
        Act::Opt => {
            let level = parse_num(arg, &value, "an optimisation level 0-3")?;
            if level > 3 {
                return Err(CompatError::BadValue {
                    option: arg.to_string(),
                    value,
                    expected: "an optimisation level 0-3",
                });
            }
            out.opt_level = Some(level);
        }
        Act::MaxRreg => {
            out.maxrregcount = Some(match value.as_str() {
                "archmax" => RegCount::ArchMax,
                "archmin" => RegCount::ArchMin,
                v => RegCount::Value(parse_num(arg, v, "a register count, archmax or archmin")?),
            })
        }
        Act::Verbose => out.verbose = true,
        Act::WarnSpills => out.warn_on_spills = true,
        Act::WarnLmem => out.warn_on_local_memory_usage = true,
        Act::CompileOnly => out.compile_only = true,
        Act::Output => out.output = Some(value),
        Act::Knob => {
            let (k, v) = value.split_once('=').unwrap_or((value.as_str(), ""));
            out.knobs.push((k.to_string(), v.to_string()));
        }
        Act::LineInfo => out.line_info = true,
        Act::Debug => out.device_debug = true,
        Act::NoWarn => out.disable_warnings = true,
        Act::Werror => out.warning_as_error = true,
        Act::Expensive => out.allow_expensive_optimizations = Some(parse_bool(arg, &value)?),
        Act::Fmad => out.fmad = Some(parse_bool(arg, &value)?),
        Act::Entry => out.entries.extend(
            value
                .split(',')
                .filter(|e| !e.is_empty())
                .map(str::to_string),
        ),
        Act::InputString => out.input_strings.push(value),
        Act::Help => out.help = true,
        Act::Version => out.version = true,
        Act::ListArch => out.list_arch = true,
        Act::ListVersion => out.list_version = true,
        // Spliced into the arguments by the parser.
        Act::OptionsFile => {}
        Act::Other => out.other.push((long.to_string(), value)),
    }
    Ok(())
}

impl fmt::Display for RegCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegCount::Value(n) => write!(f, "{n}"),
            RegCount::ArchMax => f.write_str("archmax"),
            RegCount::ArchMin => f.write_str("archmin"),
        }
    }
}

impl PtxasArgs {
    /// The compile options this command line asks for: the architecture (checked), the
    /// register limit (`archmax`/`archmin` resolved for the architecture, ptxas's own 255 and
    /// 24 without one), the optimisation level, calls kept to the ABI under `-c`, and the
    /// knobs. The error is the message for the user.
    pub fn options(&self) -> Result<Options, String> {
        let arch = self
            .arch
            .as_deref()
            .map(Arch::parse)
            .transpose()
            .map_err(|e| e.to_string())?;
        let maxrregcount = self.maxrregcount.map(|m| match m {
            RegCount::Value(n) => n,
            RegCount::ArchMax => arch.map_or(255, |a| a.info().max_registers_per_thread),
            RegCount::ArchMin => arch.map_or(24, |a| a.info().maxrregcount_floor),
        });
        let mut opts = Options {
            arch,
            maxrregcount,
            opt_level: self.opt_level.map(|l| l as u8),
            abi_calls: self.compile_only,
            ..Options::default()
        };
        for (k, v) in &self.knobs {
            opts.knobs
                .set(&format!("{k}={v}"))
                .map_err(|e| e.to_string())?;
        }
        Ok(opts)
    }

    /// What the `-v` lines show and warn about, for the register limit `maxrregcount` as
    /// [`PtxasArgs::options`] resolved it.
    pub fn v_options(&self, maxrregcount: Option<u32>) -> VOptions {
        VOptions {
            verbose: self.verbose,
            maxrregcount,
            warn_on_spills: self.warn_on_spills,
            warn_on_local_memory_usage: self.warn_on_local_memory_usage,
            compile_only: self.compile_only,
        }
    }
}

/// The file ptxas writes without `-o`.
pub const DEFAULT_OUTPUT: &str = "elf.o";

/// `ptxas --version` of the drop-in: what it is, and the line tools read the release from
/// (`Cuda compilation tools, release 13.5, V13.5.37`) for the ptxas it models.
pub fn version_text() -> String {
    let v = crate::target::PTXAS_VERSION;
    let release = v.rsplit_once('.').map_or(v, |(r, _)| r);
    format!(
        "ptxas: ptxra {}, the ptxas drop-in of a re-creation of NVIDIA's ptxas register \
         allocator (not NVIDIA's ptxas)\nCuda compilation tools, release {release}, V{v} (modelled)\n",
        env!("CARGO_PKG_VERSION")
    )
}

/// `ptxas --help` of the drop-in: what it does with each option.
pub const HELP: &str = "\
Usage  : ptxas [options] <ptx file>,...

ptxra's drop-in for NVIDIA's ptxas: it takes ptxas 13.5's command line, prints ptxas's
-v lines for ptxra's allocation on standard error, and writes a SASS-like listing (not a
cubin) to the output file.

Options that act:
  --gpu-name/-arch sm_XX      target (default: the PTX .target)
  --maxrregcount/-maxrregcount N|archmax|archmin
  --opt-level/-O N            0-3
  --verbose/-v, --verbose2/-v2, --warn-on-spills, --warn-on-local-memory-usage
  --compile-only/-c           relocatable code: calls keep the ABI
  --entry/-e NAME,...         compile these entry functions only
  --output-file/-o FILE       the listing (default: elf.o)
  --input-as-string/-ias PTX  a module given as text
  --options-file/-optf FILE   more arguments from a file
  --knob NAME=VALUE           a ptxra knob (ptxra --list-knobs)
  --version/-V, --help/-h, --list-arch/-arch-ls, --list-version/-version-ls

Every other option of ptxas 13.5 is accepted and has no effect on the allocation; an
option ptxas does not have is fatal (exit status 255), as in ptxas.
";

/// `--list-arch` (the architecture numbers, one a line, as ptxas prints them) and
/// `--list-version` (the PTX ISA versions read, oldest first).
pub fn lists(arch: bool, version: bool) -> String {
    let mut out = String::new();
    if arch {
        for a in Arch::all() {
            out.push_str(&format!("{}\n", a.info().sm));
        }
    }
    if version {
        let (max_major, max_minor) = crate::driver::MAX_PTX_VERSION;
        // The ISA's versions: 1.0-1.5, 2.0-2.3, 3.0-3.2, 4.0-4.3, 5.0-5.1, 6.0-6.5,
        // 7.0-7.8, 8.0-8.8, then 9.0 up to the newest read.
        let last_minor = [5, 3, 2, 3, 1, 5, 8, 8];
        for major in 1..=max_major {
            let top = match last_minor.get(major as usize - 1) {
                Some(&m) if major < max_major => m,
                _ => max_minor,
            };
            for minor in 0..=top {
                out.push_str(&format!("{major}.{minor}\n"));
            }
        }
    }
    out
}

/// Keeps only the entry functions `entries` names (all when empty), as `--entry` asks; the
/// device functions stay (the `-v` lines show those the kept entries reach). A name that is
/// no entry of the module is ptxas's fatal error.
pub fn select_entries(r: &mut CompileResult, entries: &[String]) -> Result<(), String> {
    if entries.is_empty() {
        return Ok(());
    }
    let is_entry = |f: &crate::driver::FunctionResult| f.stats.kind == FunctionKind::Entry;
    if let Some(missing) = entries.iter().find(|e| {
        !r.functions
            .iter()
            .any(|f| is_entry(f) && f.stats.name == **e)
    }) {
        return Err(format!("ptxas fatal   : Unknown function {missing}"));
    }
    r.functions
        .retain(|f| !is_entry(f) || entries.contains(&f.stats.name));
    Ok(())
}

/// The fatal error ptxas gives for a module it refuses to compile this way, if any: ptxas
/// 13.5 refuses the shared-memory spilling opt-in outside whole-program compilation (`-c`),
/// where functions keep the ABI.
pub fn refusal(args: &PtxasArgs, r: &CompileResult) -> Option<&'static str> {
    (args.compile_only && r.functions.iter().any(|f| f.func.smem_spilling)).then_some(
        "ptxas fatal   : Pragma 'enable_smem_spilling' is not allowed for per-function compilation modes",
    )
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn p(args: &str) -> PtxasArgs {
        parse_ptxas_args(args.split_whitespace()).unwrap()
    }

    /// The symbolic limits resolve for the architecture given (ptxas's own numbers without
    /// one), `-c` keeps calls to the ABI, and a bad architecture or knob is the user's error.
    #[test]
    fn options_for_the_driver() {
        let o = p("-arch=sm_80 --maxrregcount archmin -O1 -c")
            .options()
            .unwrap();
        assert_eq!(o.arch.map(|a| a.to_string()).as_deref(), Some("sm_80"));
        assert_eq!(o.maxrregcount, Some(24));
        assert_eq!(o.opt_level, Some(1));
        assert!(o.abi_calls);
        assert_eq!(
            p("--maxrregcount archmax").options().unwrap().maxrregcount,
            Some(255)
        );
        assert_eq!(
            p("--maxrregcount 40").options().unwrap().maxrregcount,
            Some(40)
        );
        assert!(p("-arch=sm_7").options().is_err());
        assert!(p("--knob NoSuchKnob=1").options().is_err());
    }

    #[test]
    fn arch_spellings() {
        for a in [
            "-arch=sm_80",
            "-arch sm_80",
            "--gpu-name sm_80",
            "--gpu-name=sm_80",
            "-gpu-name=sm_80",
            "--arch=sm_80",
        ] {
            let r = p(a);
            assert_eq!(r.arch.as_deref(), Some("sm_80"), "{a}");
            assert!(r.warnings.is_empty(), "{a}: {:?}", r.warnings);
        }
    }

    #[test]
    fn machine_and_opt_level() {
        assert_eq!(p("-m64").machine, Some(64));
        assert_eq!(p("-m32").machine, Some(32));
        assert_eq!(p("-m 64").machine, Some(64));
        assert_eq!(p("--machine=64").machine, Some(64));
        for (a, l) in [
            ("-O0", 0),
            ("-O1", 1),
            ("-O2", 2),
            ("-O3", 3),
            ("--opt-level 2", 2),
            ("--opt-level=1", 1),
            ("-O 2", 2),
        ] {
            assert_eq!(p(a).opt_level, Some(l), "{a}");
        }
        assert_eq!(
            p("-O3 -O1").opt_level,
            Some(1),
            "the last one wins, as in ptxas"
        );
        assert!(parse_ptxas_args(["-O7"]).is_err());
        assert!(parse_ptxas_args(["-m16"]).is_err());
    }

    #[test]
    fn maxrregcount_spellings() {
        for a in [
            "--maxrregcount=32",
            "-maxrregcount 32",
            "--maxrregcount 32",
            "-maxrregcount=32",
        ] {
            assert_eq!(p(a).maxrregcount, Some(RegCount::Value(32)), "{a}");
        }
        assert_eq!(
            p("--maxrregcount=archmax").maxrregcount,
            Some(RegCount::ArchMax)
        );
        assert_eq!(
            p("-maxrregcount archmin").maxrregcount,
            Some(RegCount::ArchMin)
        );
        assert!(matches!(
            parse_ptxas_args(["--maxrregcount=lots"]),
            Err(CompatError::BadValue { .. })
        ));
    }

    #[test]
    fn flags() {
        let r = p("-v --warn-on-spills --warn-on-local-memory-usage -c -lineinfo -g -w -Werror");
        assert!(r.verbose && r.warn_on_spills && r.warn_on_local_memory_usage && r.compile_only);
        assert!(r.line_info && r.device_debug && r.disable_warnings && r.warning_as_error);
        let r = p("--verbose --compile-only --generate-line-info --device-debug --disable-warnings --warning-as-error -warn-spills -warn-lmem-usage");
        assert!(r.verbose && r.compile_only && r.line_info && r.device_debug && r.disable_warnings);
        assert!(r.warning_as_error && r.warn_on_spills && r.warn_on_local_memory_usage);
        assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    }

    #[test]
    fn bool_options() {
        assert_eq!(p("--fmad=true").fmad, Some(true));
        assert_eq!(p("-fmad false").fmad, Some(false));
        assert_eq!(
            p("--allow-expensive-optimizations").allow_expensive_optimizations,
            Some(true)
        );
        assert_eq!(
            p("--allow-expensive-optimizations false").allow_expensive_optimizations,
            Some(false)
        );
        assert_eq!(
            p("--allow-expensive-optimizations k.ptx").inputs,
            vec!["k.ptx"]
        );
        let r = p("-ftz=true -prec-div=false -prec-sqrt true");
        assert_eq!(
            r.other,
            vec![
                ("ftz".to_string(), "true".to_string()),
                ("prec-div".to_string(), "false".to_string()),
                ("prec-sqrt".to_string(), "true".to_string())
            ]
        );
        assert!(parse_ptxas_args(["--fmad=maybe"]).is_err());
    }

    #[test]
    fn output_knobs_and_inputs() {
        let r = p("-o out.cubin a.ptx --knob A=1 --knob=B=x -knob C b.ptx");
        assert_eq!(r.output.as_deref(), Some("out.cubin"));
        assert_eq!(r.inputs, vec!["a.ptx", "b.ptx"]);
        assert_eq!(
            r.knobs,
            vec![
                ("A".to_string(), "1".to_string()),
                ("B".to_string(), "x".to_string()),
                ("C".to_string(), String::new())
            ]
        );
        assert_eq!(
            p("--output-file x.cubin").output.as_deref(),
            Some("x.cubin")
        );
        assert_eq!(p("-").inputs, vec!["-"]);
    }

    #[test]
    fn unknown_options_and_missing_values_are_fatal() {
        assert_eq!(
            parse_ptxas_args(["-arch=sm_80", "--foo", "k.ptx"]),
            Err(CompatError::UnknownOption("-foo".into()))
        );
        assert_eq!(
            parse_ptxas_args(["-Xbar"]),
            Err(CompatError::UnknownOption("Xbar".into()))
        );
        assert_eq!(
            CompatError::UnknownOption("bogus".into()).to_string(),
            "ptxas fatal   : Unknown option 'bogus'"
        );
        for a in [
            "-o",
            "--maxrregcount",
            "-arch",
            "--gpu-name",
            "--knob",
            "--output-file",
            "-e",
            "-optf",
        ] {
            assert_eq!(
                parse_ptxas_args([a]),
                Err(CompatError::MissingValue(a.to_string())),
                "{a}"
            );
        }
        assert_eq!(
            CompatError::MissingValue("-o".into()).to_string(),
            "ptxas fatal   : argument expected after '-o'"
        );
    }

    /// Every option of `ptxas --help` (13.5) is known, by both its names.
    #[test]
    fn every_ptxas_option_is_known() {
        for (long, short) in [
            ("apply-controls", "apply-controls"),
            ("compile-as-tools-patch", "astoolspatch"),
            ("entry", "e"),
            ("g-tensor-memory-access-check", "g-tmem-access-check"),
            ("help", "h"),
            ("input-as-string", "ias"),
            ("jobserver", "jobserver"),
            ("list-arch", "arch-ls"),
            ("list-version", "version-ls"),
            ("maxntid", "maxntid"),
            ("options-file", "optf"),
            ("override-directive-values", "override-directive-values"),
            ("version", "V"),
        ] {
            assert!(lookup(long).is_some() && lookup(short).is_some(), "{long}");
        }
        let r = p("-e a,b --entry c -V -h -arch-ls -version-ls");
        assert_eq!(r.entries, vec!["a", "b", "c"]);
        assert!(r.version && r.help && r.list_arch && r.list_version);
    }

    /// What clang's CUDA driver runs (`clang --cuda-path=… --ptxas-path=…`, verbose build).
    #[test]
    fn clang_invocation() {
        let r =
            p("-m64 -O3 --gpu-name sm_80 --output-file tmpdir/x-sm_80.cubin tmpdir/x-sm_80.s -v");
        assert_eq!(r.machine, Some(64));
        assert_eq!(r.opt_level, Some(3));
        assert_eq!(r.arch.as_deref(), Some("sm_80"));
        assert_eq!(r.output.as_deref(), Some("tmpdir/x-sm_80.cubin"));
        assert_eq!(r.inputs, vec!["tmpdir/x-sm_80.s"]);
        assert!(r.verbose && r.warnings.is_empty());
        // With -g clang passes -g --dont-merge-basicblocks --return-at-end.
        let r = p("-m64 -g --dont-merge-basicblocks --return-at-end --gpu-name sm_90 --output-file o.cubin i.s");
        assert!(r.device_debug && r.warnings.is_empty());
        assert_eq!(r.other.len(), 2);
    }

    /// What nvcc passes (`nvcc -Xptxas -v,--warn-on-spills …`, seen with `nvcc --dryrun`).
    #[test]
    fn nvcc_invocation() {
        let r = p("-arch=sm_80 -m64 -v --warn-on-spills --maxrregcount=32 x.ptx -o x.cubin");
        assert_eq!(r.arch.as_deref(), Some("sm_80"));
        assert_eq!(r.maxrregcount, Some(RegCount::Value(32)));
        assert!(r.verbose && r.warn_on_spills);
        assert_eq!(r.output.as_deref(), Some("x.cubin"));
        assert_eq!(r.inputs, vec!["x.ptx"]);
    }
}
