//! The `ptxas -v` report, byte for byte in NVIDIA's format, rendered from [`FunctionStats`].
//!
//! Scripts written against ptxas (build systems that grep "Used N registers", CI checks on
//! "bytes spill stores") must work unchanged on `ptxra ptxas`, so every line, its spacing and
//! the order of lines follow what ptxas 12.9 and 13.5 print (measured on the development
//! corpus and on hand-written modules with several entries, `.func` callees, `.global` and
//! `.const` variables, launch bounds and `--maxrregcount`):
//!
//! ```text
//! ptxas warning : For profile sm_80 adjusting per thread register count of 16 to lower bound of 24
//! ptxas warning : Value of minnctapersm for entry k2 is out of range. minnctapersm will be ignored
//! ptxas info    : Overriding maximum register limit 256 for 'k' with  24 of maxrregcount option
//! ptxas info    : Overriding global maxrregcount 24 with entry-specific value 128 computed using thread count
//! ptxas warning : Local memory used for function 'k', size of stack frame: 88 bytes
//! ptxas warning : Registers are spilled to local memory in function 'k', 104 bytes spill stores, 208 bytes spill loads
//! ptxas info    : 40 bytes gmem, 28 bytes cmem[3], 8 bytes cmem[4]
//! ptxas info    : Compiling entry function 'k' for 'sm_80'
//! ptxas info    : Function properties for k
//!     88 bytes stack frame, 104 bytes spill stores, 208 bytes spill loads
//! ptxas info    : Used 32 registers, used 1 barriers, 88 bytes cumulative stack size, 1280 bytes smem, 380 bytes cmem[0], 8 bytes cmem[2]
//! ptxas info    : Function properties for callee
//!     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
//! ```
//!
//! Order (measured): the register-count warning, the ignored-`.minnctapersm` warnings, the
//! "Overriding" lines and the per-function warnings in compile order, then the `gmem` line,
//! then one block per compiled function. ptxas compiles entries in *reverse* PTX order; in whole-program mode each entry
//! is followed by the `.func`s reachable from it, sorted by name (a `.func` reachable from two
//! entries is listed twice; unreachable ones are not compiled). With `-c` (relocatable code)
//! every `.func` is compiled first, callees before callers, then the entries. From sm_90 on
//! ptxas stops printing constant-bank sizes (`cmem[N]`) on both the `gmem` and the `Used`
//! lines.
//!
//! One deliberate difference: ptxas ends each function block with
//! `ptxas info    : Compile time = 4.688 ms`. We never print it: a fake time would mislead,
//! and scripts that parse ptxas output skip that line anyway.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt::Write;

use crate::analysis::call_graph;
use crate::ir::FunctionKind;
use crate::stats::FunctionStats;
use crate::target::Arch;

/// Prefix of ptxas's informational lines (`info` padded to the width of `warning`).
const INFO: &str = "ptxas info    : ";
/// Prefix of ptxas's warning lines.
const WARNING: &str = "ptxas warning : ";
/// The register limit ptxas names when `--maxrregcount` replaces its default (printed as 256
/// on every architecture measured, sm_52…sm_120, although 255 is the usable maximum).
const DEFAULT_REGISTER_LIMIT: u32 = 256;

/// Facts about the whole module that the `-v` lines print besides per-function statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct ModuleFacts {
    /// The architecture as the user named it; printed as given (`'sm_90a'`).
    pub arch: Arch,
    /// Bytes of `.global` variables: `N bytes gmem`.
    pub gmem_bytes: u64,
    /// Module-level constant banks besides bank 0, as `(bank, bytes)`: bank 3 holds user
    /// `__constant__` data, bank 4 the addresses of globals ptxas materialises. Printed on
    /// the `gmem` line in the given order when the size is non-zero.
    pub const_banks: Vec<(u8, u64)>,
    /// Per-function facts that are not part of [`FunctionStats`], matched by name; a function
    /// without an entry here gets [`FunctionFacts::default`] values.
    pub functions: Vec<FunctionFacts>,
}

/// How ptxas chose an entry's register limit, which decides its "Overriding …" line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RegLimit {
    /// No launch bounds: `--maxrregcount`, when given, replaces the default limit and ptxas
    /// says so ("Overriding maximum register limit 256 for 'k' with  N of maxrregcount option").
    #[default]
    Global,
    /// `.maxntid`/`.reqntid` without a minimum block count: the bounds set the limit and
    /// ptxas prints nothing.
    LaunchBounds,
    /// `.minnctapersm` with a thread count: ptxas computed this per-entry limit and prints
    /// "Overriding global maxrregcount G with entry-specific value V computed using thread
    /// count" when `--maxrregcount` was given and V differs from it.
    FromThreadCount(u32),
}

/// Facts about one function that only the `-v` report needs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FunctionFacts {
    /// Function name as in the PTX.
    pub name: String,
    /// Where the entry's register limit came from (ignored for `.func`s).
    pub reg_limit: RegLimit,
    /// `N bytes cumulative stack size` of an entry: its frame plus what its callees need at
    /// the deepest point; printed when non-zero (0 when the entry reaches recursion, whose
    /// depth ptxas cannot bound either).
    pub cumulative_stack: u32,
    /// Per-function constant banks besides bank 0 (`8 bytes cmem[2]` holds constants the
    /// compiler placed in memory), as `(bank, bytes)`, for whole-program compilation, where
    /// ptxas inlines the device functions an entry calls and their constants with them
    /// (an entry's only: empty for a `.func`).
    pub const_banks: Vec<(u8, u32)>,
    /// The same for the function's own code alone: what `-c` reports, as ptxas then
    /// compiles every `.func` separately (measured: an entry calling a `.func` that
    /// multiplies by 2/π shows `16 bytes cmem[2]` whole-program, `8` with `-c`).
    pub own_const_banks: Vec<(u8, u32)>,
    /// Functions called directly; the report lists an entry's reachable `.func`s after it
    /// (without call-graph facts, whole-program output lists no `.func` at all, as ptxas
    /// does for unreachable ones).
    pub callees: Vec<String>,
    /// ptxas's warning about an ignored `.minnctapersm` of this entry, without the
    /// `ptxas warning : ` prefix (see `regalloc::budget::ignored_min_blocks_warning`).
    pub launch_bounds_warning: Option<String>,
}

/// The ptxas options that change what `-v` prints.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VOptions {
    /// `-v`: print the `info` lines (without it only warnings are printed).
    pub verbose: bool,
    /// `--maxrregcount N` as requested (before the floor/ceiling adjustment).
    pub maxrregcount: Option<u32>,
    /// `--warn-on-spills`.
    pub warn_on_spills: bool,
    /// `--warn-on-local-memory-usage`.
    pub warn_on_local_memory_usage: bool,
    /// `-c`: relocatable code, every `.func` compiled on its own (changes the order).
    pub compile_only: bool,
}

/// Whether ptxas prints constant-bank sizes (`cmem[N]`) for this architecture.
///
/// Measured with ptxas 12.9 and 13.5: printed on sm_52…sm_89, never from sm_90 on (sm_90,
/// sm_90a, sm_100, sm_120). Belongs in `SmInfo` as data; kept here until it moves there.
pub fn reports_cmem(arch: Arch) -> bool {
    arch.number() < 90
}

/// Renders everything `ptxas [-v] [--warn-on-spills] …` writes to stderr for a module whose
/// functions (in PTX order) have the given statistics. Each line ends with `\n`.
pub fn format_v(module: &ModuleFacts, funcs: &[FunctionStats], opts: &VOptions) -> String {
    let facts: HashMap<&str, &FunctionFacts> = module
        .functions
        .iter()
        .map(|f| (f.name.as_str(), f))
        .collect();
    let default_facts = FunctionFacts::default();
    let facts_of =
        |name: &str| -> &FunctionFacts { facts.get(name).copied().unwrap_or(&default_facts) };
    let info = module.arch.info();
    let cmem = reports_cmem(module.arch);
    let order = compile_order(funcs, &facts, opts.compile_only);

    let mut out = String::new();
    let global_limit = opts.maxrregcount.map(|requested| {
        if requested > info.max_registers_per_thread {
            let _ = writeln!(
                out,
                "{WARNING}Too big maxrregcount value specified {requested}, will be ignored"
            );
        } else if let Some(w) = info.maxrregcount_floor_warning(requested) {
            out.push_str(&w);
            out.push('\n');
        }
        info.effective_maxrregcount(requested)
    });

    // Measured (ptxas 13.5, lb_minblocks_mlp on sm_75 with --maxrregcount): the warnings
    // about ignored `.minnctapersm` values follow the register-count warning and precede
    // the "Overriding" lines, one per entry in compile order, with or without -v.
    for f in entries_in_order(&order, funcs) {
        if let Some(w) = &facts_of(&f.name).launch_bounds_warning {
            let _ = writeln!(out, "{WARNING}{w}");
        }
    }

    if let (true, Some(global)) = (opts.verbose, global_limit) {
        for f in entries_in_order(&order, funcs) {
            match facts_of(&f.name).reg_limit {
                RegLimit::Global => {
                    let _ = writeln!(
                        out,
                        "{INFO}Overriding maximum register limit {DEFAULT_REGISTER_LIMIT} for '{}' with  {global} of maxrregcount option",
                        f.name
                    );
                }
                RegLimit::FromThreadCount(v) if v != global => {
                    let _ = writeln!(
                        out,
                        "{INFO}Overriding global maxrregcount {global} with entry-specific value {v} computed using thread count"
                    );
                }
                _ => {}
            }
        }
    }

    let mut warned = HashSet::new();
    for &i in &order {
        let Some(f) = funcs.get(i) else { continue };
        if !warned.insert(i) {
            continue;
        }
        if opts.warn_on_local_memory_usage && f.stack_frame > 0 {
            let _ = writeln!(
                out,
                "{WARNING}Local memory used for function '{}', size of stack frame: {} bytes",
                f.name, f.stack_frame
            );
        }
        if opts.warn_on_spills && (f.spill_stores > 0 || f.spill_loads > 0) {
            let _ = writeln!(
                out,
                "{WARNING}Registers are spilled to local memory in function '{}', {} bytes spill stores, {} bytes spill loads",
                f.name, f.spill_stores, f.spill_loads
            );
        }
    }

    if !opts.verbose {
        return out;
    }
    let _ = write!(out, "{INFO}{} bytes gmem", module.gmem_bytes);
    if cmem {
        for &(bank, bytes) in &module.const_banks {
            // With `-c` the addresses of globals are relocations, not bank 4 (measured:
            // f64_trig_series at sm_80 prints `272 bytes gmem, 16 bytes cmem[4]`, with -c
            // `272 bytes gmem`).
            if bytes > 0 && !(bank == 4 && opts.compile_only) {
                let _ = write!(out, ", {bytes} bytes cmem[{bank}]");
            }
        }
    }
    out.push('\n');

    for &i in &order {
        let Some(f) = funcs.get(i) else { continue };
        let extra = facts_of(&f.name);
        if f.kind == FunctionKind::Entry {
            let _ = writeln!(
                out,
                "{INFO}Compiling entry function '{}' for '{}'",
                f.name, module.arch
            );
        }
        let _ = writeln!(out, "{INFO}Function properties for {}", f.name);
        let _ = writeln!(
            out,
            "    {} bytes stack frame, {} bytes spill stores, {} bytes spill loads",
            f.stack_frame, f.spill_stores, f.spill_loads
        );
        if f.kind == FunctionKind::Entry {
            let banks = if opts.compile_only {
                &extra.own_const_banks
            } else {
                &extra.const_banks
            };
            out.push_str(&used_line(f, extra, banks, cmem, opts.compile_only));
        }
    }
    out
}

/// `ptxas info    : Used N registers, used N barriers[, …]` of one entry. Under `-c` the
/// callees are resolved at link time, so there is no cumulative stack size (measured,
/// ptxas 13.5 sm_80: an entry with a 64-byte frame calling a `.func` prints `64 bytes
/// cumulative stack size`, with `-c` nothing).
fn used_line(
    f: &FunctionStats,
    extra: &FunctionFacts,
    banks: &[(u8, u32)],
    cmem: bool,
    compile_only: bool,
) -> String {
    let mut line = format!(
        "{INFO}Used {} registers, used {} barriers",
        f.registers, f.barriers
    );
    if extra.cumulative_stack > 0 && !compile_only {
        let _ = write!(
            line,
            ", {} bytes cumulative stack size",
            extra.cumulative_stack
        );
    }
    if f.smem > 0 {
        let _ = write!(line, ", {} bytes smem", f.smem);
    }
    if cmem {
        let _ = write!(line, ", {} bytes cmem[0]", f.cmem0);
        for &(bank, bytes) in banks {
            if bytes > 0 {
                let _ = write!(line, ", {bytes} bytes cmem[{bank}]");
            }
        }
    }
    line.push('\n');
    line
}

/// The entries among `order`, each once, in compile order.
fn entries_in_order<'a>(
    order: &'a [usize],
    funcs: &'a [FunctionStats],
) -> impl Iterator<Item = &'a FunctionStats> + 'a {
    order
        .iter()
        .filter_map(|&i| funcs.get(i))
        .filter(|f| f.kind == FunctionKind::Entry)
}

/// Indices into `funcs` in the order ptxas reports them (see the module docs); a `.func`
/// may appear once per entry that reaches it.
fn compile_order(
    funcs: &[FunctionStats],
    facts: &HashMap<&str, &FunctionFacts>,
    compile_only: bool,
) -> Vec<usize> {
    let index: HashMap<&str, usize> = funcs
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.as_str(), i))
        .collect();
    let callees = |i: usize| -> Vec<usize> {
        funcs
            .get(i)
            .and_then(|f| facts.get(f.name.as_str()))
            .map(|ff| {
                ff.callees
                    .iter()
                    .filter_map(|c| index.get(c.as_str()).copied())
                    .collect()
            })
            .unwrap_or_default()
    };
    let entries = (0..funcs.len())
        .rev()
        .filter(|&i| funcs[i].kind == FunctionKind::Entry);
    let mut order = Vec::new();
    if compile_only {
        // Every .func, reverse PTX order, callees first (DFS post-order).
        let device_functions = (0..funcs.len())
            .rev()
            .filter(|&i| funcs[i].kind == FunctionKind::Func);
        order = call_graph::callees_first(funcs.len(), device_functions, callees);
        order.extend(entries);
        return order;
    }
    for e in entries {
        order.push(e);
        // Reachable .funcs, sorted by name.
        let mut seen = BTreeSet::new();
        let mut work = callees(e);
        while let Some(c) = work.pop() {
            if funcs[c].kind == FunctionKind::Func && seen.insert((funcs[c].name.as_str(), c)) {
                work.extend(callees(c));
            }
        }
        order.extend(seen.into_iter().map(|(_, c)| c));
    }
    order
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn stats(name: &str, kind: FunctionKind) -> FunctionStats {
        FunctionStats {
            name: name.to_string(),
            kind,
            registers: 0,
            uniform_registers: 0,
            predicates: 0,
            barriers: 0,
            stack_frame: 0,
            spill_stores: 0,
            spill_loads: 0,
            smem_spill_bytes: 0,
            remat_count: 0,
            instructions: 0,
            max_live: 0,
            register_target: 32,
            cmem0: 0,
            smem: 0,
            occupancy: None,
            verified: false,
        }
    }

    /// What a raw `ptxas -v` capture says, turned back into our inputs.
    struct Parsed {
        module: ModuleFacts,
        funcs: Vec<FunctionStats>,
        opts: VOptions,
        /// The capture without its command line and `Compile time` lines.
        expected: String,
    }

    fn num(s: &str) -> Option<u64> {
        s.trim().parse().ok()
    }

    /// `N bytes cmem[B]` → (B, N).
    fn bank(piece: &str) -> Option<(u8, u64)> {
        let piece = piece.trim();
        let (n, rest) = piece.split_once(" bytes cmem[")?;
        let b = rest.strip_suffix(']')?;
        Some((b.parse().ok()?, num(n)?))
    }

    /// The per-entry register limit ptxas computes from `.maxntid` × `.minnctapersm`
    /// (observed: 64×32 → 32, 128×12 → 40, 512×2 → 64, 128×4 → 128): the register file
    /// shared by the promised resident threads, rounded down to a multiple of 8.
    fn thread_count_limit(threads: u32, min_blocks: u32) -> u32 {
        let threads = threads.div_ceil(32) * 32;
        ((65536 / (threads * min_blocks).max(1)) / 8 * 8).min(255)
    }

    /// Launch-bound classification of every entry of a PTX text.
    fn ptx_limits(ptx: &str) -> HashMap<String, RegLimit> {
        let mut out = HashMap::new();
        for (pos, _) in ptx.match_indices(".entry ") {
            let rest = &ptx[pos + 7..];
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| !c.is_whitespace() && *c != '(')
                .collect();
            let header = &rest[..rest.find('{').unwrap_or(rest.len())];
            let dims = |key: &str| -> Option<u32> {
                let at = header.find(key)?;
                let line = header[at + key.len()..].lines().next()?;
                let line = line.split("//").next()?;
                Some(
                    line.split(',')
                        .filter_map(|d| d.trim().parse::<u32>().ok())
                        .product(),
                )
            };
            let threads = dims(".maxntid").or_else(|| dims(".reqntid"));
            let limit = match (threads, dims(".minnctapersm")) {
                (Some(t), Some(b)) => RegLimit::FromThreadCount(thread_count_limit(t, b)),
                (Some(_), None) | (None, Some(_)) => RegLimit::LaunchBounds,
                (None, None) => RegLimit::Global,
            };
            out.insert(name, limit);
        }
        out
    }

    /// Parses one capture of `$ ptxas -v -arch=… [--maxrregcount=N] file -o /dev/null`.
    /// `None` when the capture holds lines the formatter does not model.
    fn parse_raw(raw: &str, corpus: &std::path::Path) -> Option<Parsed> {
        let mut lines = raw.lines();
        let cmd = lines.next()?.strip_prefix("$ ptxas ")?;
        let mut arch = None;
        let mut maxrreg = None;
        let mut ptx_path = None;
        for w in cmd.split_whitespace() {
            if let Some(a) = w.strip_prefix("-arch=") {
                arch = Some(Arch::parse(a).ok()?);
            } else if let Some(m) = w.strip_prefix("--maxrregcount=") {
                maxrreg = Some(m.parse().ok()?);
            } else if w.ends_with(".ptx") {
                ptx_path = Some(corpus.join(w));
            }
        }
        let limits = std::fs::read_to_string(ptx_path?)
            .map(|t| ptx_limits(&t))
            .unwrap_or_default();
        let mut module = ModuleFacts {
            arch: arch?,
            gmem_bytes: 0,
            const_banks: Vec::new(),
            functions: Vec::new(),
        };
        let mut entries: Vec<FunctionStats> = Vec::new();
        let mut funcs: Vec<FunctionStats> = Vec::new();
        let mut facts: HashMap<String, FunctionFacts> = HashMap::new();
        let mut expected = String::new();
        let mut compiling: Option<String> = None;
        // (is_entry, index) of the function whose properties come next.
        let mut current: Option<(bool, usize)> = None;
        let mut last_entry: Option<String> = None;
        let mut bound_warnings: Vec<(String, String)> = Vec::new();
        for line in lines {
            if line.starts_with("ptxas info    : Compile time") {
                continue;
            }
            expected.push_str(line);
            expected.push('\n');
            if let Some(w) = line.strip_prefix(WARNING) {
                let entry = w
                    .strip_prefix("Value of minnctapersm for entry ")
                    .or_else(|| w.strip_prefix("Value of threads per SM for entry "))?;
                let name = entry.split(' ').next()?;
                bound_warnings.push((name.to_string(), w.to_string()));
            } else if let Some(rest) = line.strip_prefix(INFO) {
                if let Some(r) = rest.strip_prefix("Compiling entry function '") {
                    compiling = Some(r.split('\'').next()?.to_string());
                } else if let Some(name) = rest.strip_prefix("Function properties for ") {
                    if compiling.as_deref() == Some(name) {
                        entries.push(stats(name, FunctionKind::Entry));
                        current = Some((true, entries.len() - 1));
                        last_entry = Some(name.to_string());
                        let limit = limits.get(name).copied().unwrap_or_default();
                        facts.insert(
                            name.to_string(),
                            FunctionFacts {
                                name: name.to_string(),
                                reg_limit: limit,
                                ..Default::default()
                            },
                        );
                    } else {
                        let e = last_entry.clone()?;
                        facts.get_mut(&e)?.callees.push(name.to_string());
                        match funcs.iter().position(|f| f.name == name) {
                            Some(i) => current = Some((false, i)),
                            None => {
                                funcs.push(stats(name, FunctionKind::Func));
                                current = Some((false, funcs.len() - 1));
                            }
                        }
                    }
                    compiling = None;
                } else if let Some(r) = rest.strip_prefix("Used ") {
                    let (is_entry, i) = current?;
                    if !is_entry {
                        return None;
                    }
                    let f = entries.get_mut(i)?;
                    let ff = facts.get_mut(&f.name)?;
                    for (k, piece) in r.split(", ").enumerate() {
                        let n = piece
                            .split_whitespace()
                            .find_map(|n| n.parse::<u32>().ok())?;
                        if k == 0 && piece.ends_with(" registers") {
                            f.registers = n;
                        } else if k == 1 && piece.starts_with("used ") {
                            f.barriers = n;
                        } else if piece.ends_with(" bytes cumulative stack size") {
                            ff.cumulative_stack = n;
                        } else if piece.ends_with(" bytes smem") {
                            f.smem = n;
                        } else if let Some((b, bytes)) = bank(piece) {
                            if b == 0 {
                                f.cmem0 = bytes as u32;
                            } else {
                                ff.const_banks.push((b, bytes as u32));
                                ff.own_const_banks.push((b, bytes as u32));
                            }
                        } else {
                            return None;
                        }
                    }
                } else if rest.contains(" bytes gmem") {
                    let mut pieces = rest.split(", ");
                    module.gmem_bytes = num(pieces.next()?.strip_suffix(" bytes gmem")?)?;
                    for p in pieces {
                        module.const_banks.push(bank(p)?);
                    }
                } else if !rest.starts_with("Overriding ") {
                    return None;
                }
            } else if let Some(r) = line.strip_prefix("    ") {
                let nums: Vec<u32> = r
                    .split(", ")
                    .filter_map(|p| p.split_whitespace().next()?.parse().ok())
                    .collect();
                let (is_entry, i) = current?;
                let f = if is_entry {
                    entries.get_mut(i)?
                } else {
                    funcs.get_mut(i)?
                };
                f.stack_frame = *nums.first()?;
                f.spill_stores = *nums.get(1)?;
                f.spill_loads = *nums.get(2)?;
            } else {
                return None;
            }
        }
        for (name, w) in bound_warnings {
            let f = facts.get_mut(&name)?;
            f.launch_bounds_warning = Some(w);
            // ptxas ignores the minimum block count: plain launch bounds remain.
            f.reg_limit = RegLimit::LaunchBounds;
        }
        // Back to PTX order: ptxas compiled the entries in reverse.
        entries.reverse();
        entries.extend(funcs);
        module.functions = facts.into_values().collect();
        Some(Parsed {
            module,
            funcs: entries,
            opts: VOptions {
                verbose: true,
                maxrregcount: maxrreg,
                ..Default::default()
            },
            expected,
        })
    }

    fn entry(name: &str, regs: u32, cmem0: u32) -> FunctionStats {
        FunctionStats {
            registers: regs,
            cmem0,
            ..stats(name, FunctionKind::Entry)
        }
    }

    fn facts(name: &str, reg_limit: RegLimit, callees: &[&str]) -> FunctionFacts {
        FunctionFacts {
            name: name.into(),
            reg_limit,
            callees: callees.iter().map(|c| c.to_string()).collect(),
            ..Default::default()
        }
    }

    /// Three entries (PTX order kb, ka, kc), two `.func`s reachable from kb, a `.global`
    /// and a `.const` variable, `--maxrregcount=16` at sm_80. Expected text: ptxas 12.9.86
    /// on that module (hand-written test PTX), `Compile time` lines removed.
    fn multi_module() -> (ModuleFacts, Vec<FunctionStats>) {
        let kb = entry("kb", 7, 364);
        let ka = FunctionStats {
            barriers: 1,
            smem: 256,
            ..entry("ka", 8, 360)
        };
        let kc = entry("kc", 8, 360);
        let funcs = vec![
            stats("zfunc", FunctionKind::Func),
            stats("afunc", FunctionKind::Func),
            stats("mfunc", FunctionKind::Func),
            kb,
            ka,
            kc,
        ];
        let module = ModuleFacts {
            arch: Arch::parse("sm_80").unwrap(),
            gmem_bytes: 40,
            const_banks: vec![(3, 28), (4, 8)],
            functions: vec![
                facts("kb", RegLimit::FromThreadCount(128), &["afunc"]),
                facts("afunc", RegLimit::Global, &["zfunc"]),
                facts("kc", RegLimit::LaunchBounds, &[]),
            ],
        };
        (module, funcs)
    }

    #[test]
    fn several_entries_funcs_and_overrides() {
        let (module, funcs) = multi_module();
        let opts = VOptions {
            verbose: true,
            maxrregcount: Some(16),
            ..Default::default()
        };
        let expected = "\
ptxas warning : For profile sm_80 adjusting per thread register count of 16 to lower bound of 24
ptxas info    : Overriding maximum register limit 256 for 'ka' with  24 of maxrregcount option
ptxas info    : Overriding global maxrregcount 24 with entry-specific value 128 computed using thread count
ptxas info    : 40 bytes gmem, 28 bytes cmem[3], 8 bytes cmem[4]
ptxas info    : Compiling entry function 'kc' for 'sm_80'
ptxas info    : Function properties for kc
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 8 registers, used 0 barriers, 360 bytes cmem[0]
ptxas info    : Compiling entry function 'ka' for 'sm_80'
ptxas info    : Function properties for ka
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 8 registers, used 1 barriers, 256 bytes smem, 360 bytes cmem[0]
ptxas info    : Compiling entry function 'kb' for 'sm_80'
ptxas info    : Function properties for kb
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 7 registers, used 0 barriers, 364 bytes cmem[0]
ptxas info    : Function properties for afunc
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Function properties for zfunc
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
";
        assert_eq!(format_v(&module, &funcs, &opts), expected);
    }

    /// From sm_90 on no `cmem[N]` appears; `--maxrregcount` above 255 is ignored with a
    /// warning and 255 is used (ptxas 13.5, same module at sm_90).
    #[test]
    fn sm90_omits_cmem_and_too_big_limit() {
        let (mut module, funcs) = multi_module();
        module.arch = Arch::parse("sm_90a").unwrap();
        let opts = VOptions {
            verbose: true,
            maxrregcount: Some(300),
            ..Default::default()
        };
        let got = format_v(&module, &funcs, &opts);
        let head: Vec<&str> = got.lines().take(5).collect();
        assert_eq!(
            head,
            [
                "ptxas warning : Too big maxrregcount value specified 300, will be ignored",
                "ptxas info    : Overriding maximum register limit 256 for 'ka' with  255 of maxrregcount option",
                "ptxas info    : Overriding global maxrregcount 255 with entry-specific value 128 computed using thread count",
                "ptxas info    : 40 bytes gmem",
                "ptxas info    : Compiling entry function 'kc' for 'sm_90a'",
            ]
        );
        assert!(got.contains("ptxas info    : Used 8 registers, used 1 barriers, 256 bytes smem\n"));
        assert!(!got.contains("cmem"));
    }

    /// `-c --warn-on-spills --warn-on-local-memory-usage --maxrregcount=24`: warnings
    /// before the `gmem` line, `.func`s compiled first, callees before callers (ptxas 13.5).
    #[test]
    fn compile_only_order_and_warnings() {
        let frame = |name: &str, frame: u32, st: u32, ld: u32| FunctionStats {
            stack_frame: frame,
            spill_stores: st,
            spill_loads: ld,
            ..stats(name, FunctionKind::Func)
        };
        let funcs = vec![
            frame("zeta", 64, 0, 0),
            frame("alpha", 48, 12, 12),
            frame("mid", 0, 0, 0),
            entry("kone", 24, 360),
            entry("ktwo", 24, 360),
        ];
        let module = ModuleFacts {
            arch: Arch::parse("sm_80").unwrap(),
            gmem_bytes: 0,
            const_banks: vec![],
            functions: vec![
                facts("kone", RegLimit::Global, &["mid", "alpha"]),
                facts("ktwo", RegLimit::Global, &["zeta"]),
                facts("alpha", RegLimit::Global, &["zeta"]),
            ],
        };
        let opts = VOptions {
            verbose: true,
            maxrregcount: Some(24),
            warn_on_spills: true,
            warn_on_local_memory_usage: true,
            compile_only: true,
        };
        let expected = "\
ptxas info    : Overriding maximum register limit 256 for 'ktwo' with  24 of maxrregcount option
ptxas info    : Overriding maximum register limit 256 for 'kone' with  24 of maxrregcount option
ptxas warning : Local memory used for function 'zeta', size of stack frame: 64 bytes
ptxas warning : Local memory used for function 'alpha', size of stack frame: 48 bytes
ptxas warning : Registers are spilled to local memory in function 'alpha', 12 bytes spill stores, 12 bytes spill loads
ptxas info    : 0 bytes gmem
ptxas info    : Function properties for mid
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Function properties for zeta
    64 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Function properties for alpha
    48 bytes stack frame, 12 bytes spill stores, 12 bytes spill loads
ptxas info    : Compiling entry function 'ktwo' for 'sm_80'
ptxas info    : Function properties for ktwo
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 24 registers, used 0 barriers, 360 bytes cmem[0]
ptxas info    : Compiling entry function 'kone' for 'sm_80'
ptxas info    : Function properties for kone
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 24 registers, used 0 barriers, 360 bytes cmem[0]
";
        assert_eq!(format_v(&module, &funcs, &opts), expected);
        // Without -v only the warnings remain.
        let quiet = format_v(
            &module,
            &funcs,
            &VOptions {
                verbose: false,
                ..opts
            },
        );
        assert_eq!(quiet.lines().count(), 3);
        assert!(quiet.lines().all(|l| l.starts_with(WARNING)));
    }

    /// An ignored `.minnctapersm` warns before the "Overriding" lines and leaves plain
    /// launch bounds; bank 2 includes inlined callees except with `-c`, where bank 4 (global
    /// addresses) disappears too. Expected lines: ptxas 13.5 on sm_75 (lb_minblocks_mlp
    /// with `--maxrregcount=32`) and on a hand-written module for the banks.
    #[test]
    fn launch_bound_warnings_and_banks() {
        let funcs = vec![
            entry("lb_ok", 40, 380),
            entry("lb_bad", 70, 380),
            stats("f1", FunctionKind::Func),
        ];
        let module = ModuleFacts {
            arch: Arch::parse("sm_75").unwrap(),
            gmem_bytes: 16,
            const_banks: vec![(4, 8)],
            functions: vec![
                FunctionFacts {
                    launch_bounds_warning: Some(
                        "Value of minnctapersm for entry lb_bad is out of range. minnctapersm will be ignored".into(),
                    ),
                    const_banks: vec![(2, 16)],
                    own_const_banks: vec![(2, 8)],
                    ..facts("lb_bad", RegLimit::LaunchBounds, &["f1"])
                },
                facts("lb_ok", RegLimit::FromThreadCount(64), &[]),
            ],
        };
        let opts = VOptions {
            verbose: true,
            maxrregcount: Some(32),
            ..Default::default()
        };
        let got = format_v(&module, &funcs, &opts);
        let lines: Vec<&str> = got.lines().collect();
        assert_eq!(
            lines[..4],
            [
                "ptxas warning : Value of minnctapersm for entry lb_bad is out of range. minnctapersm will be ignored",
                "ptxas info    : Overriding global maxrregcount 32 with entry-specific value 64 computed using thread count",
                "ptxas info    : 16 bytes gmem, 8 bytes cmem[4]",
                "ptxas info    : Compiling entry function 'lb_bad' for 'sm_75'",
            ]
        );
        assert!(got
            .contains("Used 70 registers, used 0 barriers, 380 bytes cmem[0], 16 bytes cmem[2]\n"));
        let separate = format_v(
            &module,
            &funcs,
            &VOptions {
                compile_only: true,
                ..opts
            },
        );
        assert!(separate.contains("ptxas info    : 16 bytes gmem\n"));
        assert!(separate
            .contains("Used 70 registers, used 0 barriers, 380 bytes cmem[0], 8 bytes cmem[2]\n"));
    }

    /// Every capture in the development corpus (when present) is reproduced byte for byte,
    /// `Compile time` lines aside. Checks the format and ordering, not our allocator.
    #[test]
    fn reproduces_corpus_captures() {
        let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
        let Ok(dir) = std::fs::read_dir(corpus.join("ref/raw")) else {
            eprintln!("corpus not present; skipping");
            return;
        };
        let (mut checked, mut skipped, mut failures) = (0, 0, Vec::new());
        let mut paths: Vec<_> = dir.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            let raw = std::fs::read_to_string(&path).unwrap();
            let Some(p) = parse_raw(&raw, &corpus) else {
                skipped += 1;
                continue;
            };
            checked += 1;
            let got = format_v(&p.module, &p.funcs, &p.opts);
            if got != p.expected {
                failures.push(format!(
                    "{}:\n--- expected\n{}--- got\n{}",
                    path.display(),
                    p.expected,
                    got
                ));
            }
        }
        eprintln!(
            "checked {checked}, skipped {skipped}, failed {}",
            failures.len()
        );
        assert!(
            failures.is_empty(),
            "{} of {checked} captures differ; first:\n{}",
            failures.len(),
            failures[0]
        );
        assert!(
            checked > skipped,
            "too many captures not understood: {skipped}"
        );
    }
}
