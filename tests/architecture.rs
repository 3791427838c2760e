//! The layering test: the design's dependency rules (docs/design.md, "The pipeline") hold by
//! construction.
//!
//! It reads every file under `src/`, follows the `mod` declarations from each crate root
//! (`src/lib.rs`, `src/main.rs`, `src/bin/*.rs`) to know every file's module path, and
//! collects the module edges each file makes: `use` declarations (`crate::`, `super::`,
//! `self::`, a child module, a dependency crate) and the same paths written inline in code
//! (`crate::ir::print::print_inst(…)`). Comments and string literals are stripped first, and
//! test code (`#[cfg(test)]` items and the files they declare) is left out: the rules are
//! about the code that ships, and unit tests may build their inputs with any layer.
//!
//! Three tests, each failing with the file, the line and the rule:
//! 1. [`RULES`]: a module imports nothing its rule forbids;
//! 2. the library never contains or uses the command-line interface ([`CLI_MODULES`],
//!    [`CLI_CRATES`]);
//! 3. no import cycle between the files (child modules) of one module;
//!
//! and a fourth runs the three on a small made-up crate with planted problems, so that the
//! reading of the sources cannot quietly stop seeing them.
//!
//! Modules are named by their path in the crate (`regalloc` covers `src/regalloc.rs` or
//! `src/regalloc/mod.rs` and everything below it), dependency crates by their name, so the
//! rules survive files moving into directories. Edit the tables below when the design
//! changes, and say so in docs/design.md.

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// What a module may import, besides itself and the standard library.
enum Imports {
    /// Anything but these modules or crates.
    AllBut(&'static [&'static str]),
    /// Only these modules or crates.
    Only(&'static [&'static str]),
}

/// One dependency rule: what `module` (and everything below it) may import, and why.
struct Rule {
    module: &'static str,
    imports: Imports,
    why: &'static str,
}

/// The dependency rules of docs/design.md, "The pipeline".
const RULES: &[Rule] = &[
    Rule {
        module: "check",
        imports: Imports::AllBut(&["regalloc"]),
        why: "the checker must not trust the allocator it checks",
    },
    Rule {
        module: "regalloc",
        imports: Imports::AllBut(&[
            "lower",
            "ptx_parser",
            "llvm",
            "llvm_bridge",
            "emit",
            "driver",
            "cli",
            "commands",
        ]),
        why: "the allocator sees machine IR only: never lowering, the parser, the emitters, \
              the driver or the commands",
    },
    Rule {
        module: "ir",
        imports: Imports::Only(&["target"]),
        why: "the IR sits below every pass: it knows the per-SM data and nothing above",
    },
    Rule {
        module: "target",
        imports: Imports::Only(&[]),
        why: "the per-SM data is plain data",
    },
    Rule {
        module: "knobs",
        imports: Imports::Only(&[]),
        why: "the settings are plain data that every layer may read",
    },
    Rule {
        module: "analysis",
        imports: Imports::AllBut(&[
            "lower", "passes", "regalloc", "driver", "emit", "cli", "commands",
        ]),
        why: "the analyses read machine IR and serve every pass above them",
    },
    Rule {
        module: "sass",
        imports: Imports::Only(&["ir", "target"]),
        why: "the SASS front end builds machine IR and knows nothing above it",
    },
    Rule {
        module: "driver",
        imports: Imports::AllBut(&["cli", "commands"]),
        why: "the pipeline knows nothing of the commands built on it",
    },
];

/// The project's own crates: layers like the modules are (docs/design.md, "The pipeline": the
/// parser knows nothing of machines, the allocator nothing of the parser). Other dependency
/// crates are libraries any layer may use; an `Only` rule does not count them.
const PROJECT_CRATES: &[&str] = &["ptx_parser", "llvm_bridge"];

/// Modules of the command-line binary that the library must never declare or import.
const CLI_MODULES: &[&str] = &["cli"];
/// Crates only the command line uses (STYLE.md: `anyhow` only in the CLI).
const CLI_CRATES: &[&str] = &["clap", "anyhow"];

#[test]
fn modules_import_only_what_the_design_allows() {
    let graph = Graph::of(&Sources::read(&root()));
    let report = rule_violations(&graph);
    assert!(report.is_empty(), "dependency rules broken:\n{report}");
}

#[test]
fn the_library_never_uses_the_cli() {
    let graph = Graph::of(&Sources::read(&root()));
    let report = cli_violations(&graph);
    assert!(report.is_empty(), "the library uses the CLI:\n{report}");
}

#[test]
fn no_import_cycle_between_the_files_of_a_module() {
    let graph = Graph::of(&Sources::read(&root()));
    let report = cycles(&graph);
    assert!(report.is_empty(), "import cycles:\n{report}");
}

/// The checks themselves catch what they should, on a small made-up crate.
#[test]
fn the_checks_catch_planted_problems() {
    let files = [
        (
            "src/lib.rs",
            "pub mod check; pub mod regalloc; pub mod ir; pub mod cli;",
        ),
        (
            // `Reexported` is `a`'s `A` seen through `check`: the edge goes to `a`.
            "src/check/mod.rs",
            "mod a; mod b; mod c;\npub use a::A as Reexported;\n\
             // use crate::regalloc::Gone;\n\
             const S: &str = \"crate::regalloc::AlsoGone\"; const C: char = '\"';\n\
             #[cfg(test)]\nmod tests { use crate::regalloc::Fine; }",
        ),
        ("src/check/a.rs", "use super::b::B;\npub struct A;"),
        ("src/check/b.rs", "pub struct B;\nfn f() { super::c::g() }"),
        (
            "src/check/c.rs",
            "pub fn g() { let _ = crate::check::Reexported; }",
        ),
        (
            "src/regalloc.rs",
            "pub struct Knobs;\nfn f() { crate::ir::g() }",
        ),
        (
            "src/ir.rs",
            "use crate::{check::a::A, regalloc::Knobs as K};\nuse clap::Parser;",
        ),
        ("src/cli.rs", ""),
        ("src/main.rs", "mod cli;"),
    ];
    let sources = Sources {
        files: files
            .iter()
            .map(|(p, t)| (PathBuf::from(p), t.to_string()))
            .collect(),
        dependencies: ["clap".to_string()].into(),
    };
    let graph = Graph::of(&sources);
    let rules = rule_violations(&graph);
    assert_eq!(
        rules.lines().count(),
        2,
        "ir → check and ir → regalloc only (clap is a library to `Only`):\n{rules}"
    );
    assert!(
        rules.contains("src/ir.rs:1: `crate::check::a::A`"),
        "{rules}"
    );
    assert!(rules.contains("`crate::regalloc::Knobs`"), "{rules}");
    let cli = cli_violations(&graph);
    assert!(
        cli.contains("src/lib.rs:1: the library declares `cli`"),
        "{cli}"
    );
    assert!(cli.contains("src/ir.rs:2: `clap::Parser`"), "{cli}");
    let cycles = cycles(&graph);
    assert!(
        cycles.contains("cycle: src/check/a.rs → src/check/b.rs → src/check/c.rs → src/check/a.rs"),
        "{cycles}"
    );
    assert!(
        cycles.contains("cycle: src/ir.rs → src/regalloc.rs → src/ir.rs"),
        "{cycles}"
    );
    assert_eq!(cycles.matches("cycle: ").count(), 2, "{cycles}");
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

// ---------------------------------------------------------------------------------------
// The checks.

/// `a::b` is `a` or below it.
fn within(module: &str, prefix: &str) -> bool {
    module == prefix || module.starts_with(&format!("{prefix}::"))
}

fn rule_violations(graph: &Graph) -> String {
    let mut report = String::new();
    for e in graph.edges.iter().filter(|e| e.krate == LIB) {
        for rule in RULES.iter().filter(|r| within(&e.from, r.module)) {
            if within(&e.to, rule.module) {
                continue;
            }
            let broken = match rule.imports {
                Imports::AllBut(banned) => banned.iter().any(|b| within(&e.to, b)),
                Imports::Only(allowed) => {
                    let library = e.external && !PROJECT_CRATES.contains(&e.to.as_str());
                    !library && !allowed.iter().any(|a| within(&e.to, a))
                }
            };
            if broken {
                let allowed = match rule.imports {
                    Imports::AllBut(banned) => format!("must not import {}", banned.join(", ")),
                    Imports::Only([]) => "imports nothing".into(),
                    Imports::Only(allowed) => format!("imports only {}", allowed.join(", ")),
                };
                let _ = writeln!(
                    report,
                    "{}:{}: `{}` reaches `{}`: rule `{}` {allowed} ({})",
                    e.file.display(),
                    e.line,
                    e.written,
                    e.to,
                    rule.module,
                    rule.why
                );
            }
        }
    }
    report
}

fn cli_violations(graph: &Graph) -> String {
    let mut report = String::new();
    let binary_files: BTreeSet<&PathBuf> = graph
        .modules
        .iter()
        .filter(|(k, _)| k.0 != LIB)
        .map(|(_, m)| &m.file)
        .collect();
    for ((krate, path), m) in &graph.modules {
        if *krate != LIB || path.is_empty() {
            continue;
        }
        if CLI_MODULES.iter().any(|c| within(path, c)) || binary_files.contains(&m.file) {
            let _ = writeln!(
                report,
                "{}:{}: the library declares `{path}` ({}), a module of the command-line \
                 binary: the library never imports the CLI",
                m.declared_in.display(),
                m.line,
                m.file.display()
            );
        }
    }
    for e in graph.edges.iter().filter(|e| e.krate == LIB) {
        if CLI_CRATES.iter().any(|c| e.to == *c) || CLI_MODULES.iter().any(|c| within(&e.to, c)) {
            let _ = writeln!(
                report,
                "{}:{}: `{}`: the library never imports the CLI or its crates ({})",
                e.file.display(),
                e.line,
                e.written,
                CLI_CRATES.join(", ")
            );
        }
    }
    report
}

/// Cycles between the child modules of each module: every edge from below one child to
/// below another is an edge between the two children. A module's own file (`mod.rs`) is its
/// interface, not one of its children: its files may all use what it declares, and it may
/// call each of them; what it re-exports counts as the file that defines it.
fn cycles(graph: &Graph) -> String {
    let mut report = String::new();
    for ((krate, parent), _) in graph.modules.iter().filter(|(_, m)| !m.inline) {
        let depth = if parent.is_empty() {
            0
        } else {
            parent.split("::").count()
        };
        let child_of = |module: &str| -> Option<String> {
            let rest = if parent.is_empty() {
                module
            } else {
                module.strip_prefix(parent.as_str())?.strip_prefix("::")?
            };
            let name = rest.split("::").next().filter(|n| !n.is_empty())?;
            let child = if depth == 0 {
                name.to_string()
            } else {
                format!("{parent}::{name}")
            };
            let m = graph.modules.get(&(*krate, child.clone()))?;
            (!m.inline).then_some(child)
        };
        // child → child → the first edge's file and line.
        let mut edges: BTreeMap<String, BTreeMap<String, (PathBuf, usize)>> = BTreeMap::new();
        for e in graph.edges.iter().filter(|e| e.krate == *krate) {
            let (Some(a), Some(b)) = (child_of(&e.from), child_of(&e.to)) else {
                continue;
            };
            if a != b {
                edges
                    .entry(a)
                    .or_default()
                    .entry(b)
                    .or_insert_with(|| (e.file.clone(), e.line));
            }
        }
        for scc in strongly_connected(&edges) {
            let name = |m: &String| {
                graph.modules[&(*krate, m.clone())]
                    .file
                    .display()
                    .to_string()
            };
            let names: Vec<String> = scc.iter().map(name).collect();
            let _ = writeln!(
                report,
                "`{}`: {} files import each other: {}",
                if parent.is_empty() { "crate" } else { parent },
                scc.len(),
                names.join(", ")
            );
            // The shortest cycle through each of them: every one must be broken.
            let mut seen = BTreeSet::new();
            for start in &scc {
                let mut cycle = shortest_cycle(&edges, &scc, start);
                let key = {
                    let mut k = cycle[1..].to_vec();
                    let min = k
                        .iter()
                        .enumerate()
                        .min_by_key(|(_, m)| *m)
                        .map_or(0, |(i, _)| i);
                    k.rotate_left(min);
                    k
                };
                if seen.insert(key) {
                    cycle.iter_mut().for_each(|m| *m = name(m));
                    let _ = writeln!(report, "  cycle: {}", cycle.join(" → "));
                }
            }
            for a in &scc {
                for (b, (file, line)) in edges[a].iter().filter(|(b, _)| scc.contains(*b)) {
                    let _ = writeln!(report, "    {}:{line}: uses {}", file.display(), name(b));
                }
            }
        }
    }
    report
}

type Edges = BTreeMap<String, BTreeMap<String, (PathBuf, usize)>>;

/// The strongly connected components of more than one node (Kosaraju), each sorted.
fn strongly_connected(edges: &Edges) -> Vec<BTreeSet<String>> {
    let nodes: BTreeSet<&String> = edges
        .iter()
        .flat_map(|(a, bs)| std::iter::once(a).chain(bs.keys()))
        .collect();
    fn finish<'a>(
        n: &'a String,
        edges: &'a Edges,
        seen: &mut BTreeSet<&'a String>,
        order: &mut Vec<&'a String>,
    ) {
        if seen.insert(n) {
            for m in edges.get(n).into_iter().flat_map(|bs| bs.keys()) {
                finish(m, edges, seen, order);
            }
            order.push(n);
        }
    }
    let (mut seen, mut order) = (BTreeSet::new(), Vec::new());
    for n in &nodes {
        finish(n, edges, &mut seen, &mut order);
    }
    let mut reverse: BTreeMap<&String, Vec<&String>> = BTreeMap::new();
    for (a, bs) in edges {
        for b in bs.keys() {
            reverse.entry(b).or_default().push(a);
        }
    }
    let mut assigned = BTreeSet::new();
    let mut out = Vec::new();
    for n in order.iter().rev() {
        if assigned.contains(n) {
            continue;
        }
        let mut scc = BTreeSet::new();
        let mut stack = vec![*n];
        assigned.insert(*n);
        while let Some(x) = stack.pop() {
            scc.insert(x.clone());
            for y in reverse.get(x).into_iter().flatten() {
                if assigned.insert(*y) {
                    stack.push(y);
                }
            }
        }
        if scc.len() > 1 {
            out.push(scc);
        }
    }
    out.sort();
    out
}

/// The shortest cycle through `start` within `scc`, `start` first and last.
fn shortest_cycle(edges: &Edges, scc: &BTreeSet<String>, start: &String) -> Vec<String> {
    let mut prev: HashMap<&String, &String> = HashMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(x) = queue.pop_front() {
        for y in edges.get(x).into_iter().flat_map(|bs| bs.keys()) {
            if y == start {
                let mut cycle = vec![start.clone()];
                let mut at = x;
                while at != start {
                    cycle.push(at.clone());
                    at = prev[at];
                }
                cycle.push(start.clone());
                cycle.reverse();
                return cycle;
            }
            if scc.contains(y) && !prev.contains_key(y) {
                prev.insert(y, x);
                queue.push_back(y);
            }
        }
    }
    unreachable!("a strongly connected component of two or more nodes has a cycle")
}

// ---------------------------------------------------------------------------------------
// Reading the sources.

/// Every `.rs` file under `src/`, by path relative to the project, and the package's
/// dependency crates (as Rust names them).
struct Sources {
    files: BTreeMap<PathBuf, String>,
    dependencies: BTreeSet<String>,
}

impl Sources {
    fn read(root: &Path) -> Sources {
        fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<PathBuf, String>) {
            for entry in std::fs::read_dir(root.join(dir)).expect("readable src/") {
                let path = dir.join(entry.expect("directory entry").file_name());
                if root.join(&path).is_dir() {
                    walk(root, &path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(root.join(&path)).expect("UTF-8 source");
                    out.insert(path, text);
                }
            }
        }
        let mut files = BTreeMap::new();
        walk(root, Path::new("src"), &mut files);
        let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
        let dependencies = manifest
            .split("\n[dependencies]\n")
            .nth(1)
            .expect("a [dependencies] table")
            .split("\n[")
            .next()
            .unwrap_or("")
            .lines()
            .filter_map(|l| l.split(['=', '.', ' ']).next())
            .filter(|n| !n.is_empty() && !n.starts_with('#'))
            .map(|n| n.replace('-', "_"))
            .collect();
        Sources {
            files,
            dependencies,
        }
    }
}

/// The library crate's index in [`Graph`]; binaries follow.
const LIB: usize = 0;

/// One module of a crate.
struct Module {
    /// The file it is written in (its own, or its parent's for an inline `mod x { … }`).
    file: PathBuf,
    inline: bool,
    /// Where it is declared (the crate root declares itself at line 0).
    declared_in: PathBuf,
    line: usize,
}

/// One module edge made by non-test code.
struct Edge {
    krate: usize,
    /// The importing module, and its file and line.
    from: String,
    file: PathBuf,
    line: usize,
    /// The path as written, and the module (`a::b`) or dependency crate it reaches.
    written: String,
    to: String,
    /// `to` is a dependency crate.
    external: bool,
}

struct Graph {
    /// (crate, module path) → module; the crate root's path is empty.
    modules: BTreeMap<(usize, String), Module>,
    edges: Vec<Edge>,
}

impl Graph {
    fn of(sources: &Sources) -> Graph {
        let scans: BTreeMap<PathBuf, Scan> = sources
            .files
            .iter()
            .map(|(p, text)| (p.clone(), Scan::of(text)))
            .collect();
        let mut roots = vec![PathBuf::from("src/lib.rs"), PathBuf::from("src/main.rs")];
        roots.extend(
            sources
                .files
                .keys()
                .filter(|p| p.parent() == Some(Path::new("src/bin")))
                .cloned(),
        );
        let mut graph = Graph {
            modules: BTreeMap::new(),
            edges: Vec::new(),
        };
        let mut reached = BTreeSet::new();
        for (krate, root) in roots.iter().enumerate() {
            assert!(
                scans.contains_key(root),
                "crate root {} missing",
                root.display()
            );
            let mut declarer = Declarer {
                krate,
                scans: &scans,
                modules: &mut graph.modules,
                reached: &mut reached,
            };
            declarer.declare(root, root, 0, Some(String::new()));
            let files: Vec<(PathBuf, String)> = graph
                .modules
                .iter()
                .filter(|((k, _), m)| *k == krate && !m.inline)
                .map(|((_, p), m)| (m.file.clone(), p.clone()))
                .collect();
            for (file, module) in files {
                graph.collect_edges(krate, &file, &module, &scans, sources);
            }
        }
        let orphans: Vec<String> = scans
            .keys()
            .filter(|f| !reached.contains(*f))
            .map(|f| f.display().to_string())
            .collect();
        assert!(
            orphans.is_empty(),
            "files no crate declares (dead code, or a declaration this test cannot follow): {}",
            orphans.join(", ")
        );
        graph
    }

    fn collect_edges(
        &mut self,
        krate: usize,
        file: &Path,
        module: &str,
        scans: &BTreeMap<PathBuf, Scan>,
        sources: &Sources,
    ) {
        let mut seen = BTreeSet::new();
        for p in scans[file].paths.iter().filter(|p| !p.test) {
            let scope = join(module, &p.scope);
            let resolver = Resolver {
                krate,
                graph: self,
                scans,
                sources,
            };
            let Some(to) = resolver.resolve(&scope, &p.segments, p.from_use, 0) else {
                continue;
            };
            // One edge per target: the first place (usually the `use`) names it.
            if to == scope || !seen.insert(to.clone()) {
                continue;
            }
            self.edges.push(Edge {
                krate,
                from: scope,
                file: file.to_path_buf(),
                line: p.line,
                written: p.segments.join("::"),
                external: sources.dependencies.contains(&to),
                to,
            });
        }
    }
}

/// Follows `mod` declarations from a crate root.
struct Declarer<'a> {
    krate: usize,
    scans: &'a BTreeMap<PathBuf, Scan>,
    modules: &'a mut BTreeMap<(usize, String), Module>,
    /// Every file declared, test files included.
    reached: &'a mut BTreeSet<PathBuf>,
}

impl Declarer<'_> {
    /// Adds the module written in `file` (`None` for test code: only the files are noted)
    /// and everything it declares.
    fn declare(&mut self, file: &Path, declared_in: &Path, line: usize, module: Option<String>) {
        self.reached.insert(file.to_path_buf());
        if let Some(path) = &module {
            self.modules.insert(
                (self.krate, path.clone()),
                Module {
                    file: file.to_path_buf(),
                    inline: false,
                    declared_in: declared_in.to_path_buf(),
                    line,
                },
            );
        }
        // Children of `x/mod.rs` and of crate roots live beside them; of `x.rs`, in `x/`.
        let parent = file.parent().expect("in src/");
        let is_root = module.as_deref() == Some("");
        let dir = match file.file_stem().and_then(|s| s.to_str()) {
            Some("mod") => parent.to_path_buf(),
            _ if is_root => parent.to_path_buf(),
            Some(stem) => parent.join(stem),
            None => unreachable!("a .rs file has a stem"),
        };
        for decl in &self.scans[file].mods {
            let path = module
                .as_ref()
                .filter(|_| !decl.test)
                .map(|m| join(m, &[decl.scope.clone(), vec![decl.name.clone()]].concat()));
            if decl.inline {
                if let Some(path) = path {
                    let m = Module {
                        file: file.to_path_buf(),
                        inline: true,
                        declared_in: file.to_path_buf(),
                        line: decl.line,
                    };
                    self.modules.insert((self.krate, path), m);
                }
                continue;
            }
            let base: PathBuf = dir.join(decl.scope.iter().collect::<PathBuf>());
            let flat = base.join(format!("{}.rs", decl.name));
            let nested = base.join(&decl.name).join("mod.rs");
            let child = if self.scans.contains_key(&flat) {
                flat
            } else {
                assert!(
                    self.scans.contains_key(&nested),
                    "{}:{}: `mod {};` has no file ({} or {})",
                    file.display(),
                    decl.line,
                    decl.name,
                    flat.display(),
                    nested.display()
                );
                nested
            };
            self.declare(&child, file, decl.line, path);
        }
    }
}

/// Resolves paths written in one crate.
struct Resolver<'a> {
    krate: usize,
    graph: &'a Graph,
    scans: &'a BTreeMap<PathBuf, Scan>,
    sources: &'a Sources,
}

impl Resolver<'_> {
    /// The module (or dependency crate) that `segments`, written in module `scope`, reaches:
    /// the deepest module it names, or the module that defines the item when the module it
    /// names only imports it. `None` for the standard library, local names and the like.
    fn resolve(
        &self,
        scope: &str,
        segments: &[String],
        from_use: bool,
        depth: usize,
    ) -> Option<String> {
        let first = segments.first()?.as_str();
        let mut at: Vec<&str> = scope.split("::").filter(|s| !s.is_empty()).collect();
        let mut rest = segments;
        match first {
            "crate" => {
                at.clear();
                rest = &segments[1..];
            }
            "self" => rest = &segments[1..],
            "super" => {
                while rest.first().is_some_and(|s| s == "super") {
                    at.pop()?;
                    rest = &rest[1..];
                }
            }
            _ if self.is_module(&join(scope, &segments[..1])) => {}
            _ if self.sources.dependencies.contains(first) => return Some(first.to_string()),
            // A name this module imports stands for the path it imports (a `use` path
            // cannot start with one).
            _ if !from_use && depth < 8 => {
                let (scope, path) = self.import(scope, first)?;
                let full = [path, segments[1..].to_vec()].concat();
                return self.resolve(&scope, &full, true, depth + 1);
            }
            _ => return None,
        }
        let mut module = at.join("::");
        for seg in rest {
            let next = join(&module, std::slice::from_ref(seg));
            if self.is_module(&next) {
                module = next;
                continue;
            }
            // An item of `module`: when `module` only imports it, the module that defines it.
            if depth < 8 {
                if let Some((scope, path)) = self.import(&module, seg) {
                    if let Some(to) = self.resolve(&scope, &path, true, depth + 1) {
                        return Some(to);
                    }
                }
            }
            break;
        }
        Some(module)
    }

    fn is_module(&self, path: &str) -> bool {
        self.graph
            .modules
            .contains_key(&(self.krate, path.to_string()))
    }

    /// What `name` stands for in `module` when the module imports it: the module the `use`
    /// is written in, and the path.
    fn import(&self, module: &str, name: &str) -> Option<(String, Vec<String>)> {
        // The file the module is written in, and its inline scope within it.
        let mut file_module = module.to_string();
        let mut within = Vec::new();
        loop {
            let m = self.graph.modules.get(&(self.krate, file_module.clone()))?;
            if !m.inline {
                let path = self.scans[&m.file]
                    .imports
                    .get(&(within.clone(), name.to_string()))?;
                return Some((module.to_string(), path.clone()));
            }
            let (parent, last) = file_module.rsplit_once("::").unwrap_or(("", &file_module));
            within.insert(0, last.to_string());
            file_module = parent.to_string();
        }
    }
}

fn join(module: &str, rest: &[String]) -> String {
    let mut out = module.to_string();
    for seg in rest {
        if !out.is_empty() {
            out.push_str("::");
        }
        out.push_str(seg);
    }
    out
}

// ---------------------------------------------------------------------------------------
// Scanning one file.

/// A `mod` declaration.
struct ModDecl {
    /// The inline modules it sits in, outermost first.
    scope: Vec<String>,
    name: String,
    inline: bool,
    test: bool,
    line: usize,
}

/// A path written in the file: a `use` leaf or a path in code.
struct WrittenPath {
    scope: Vec<String>,
    segments: Vec<String>,
    line: usize,
    test: bool,
    from_use: bool,
}

struct Scan {
    mods: Vec<ModDecl>,
    paths: Vec<WrittenPath>,
    /// (inline scope, name) → the path a non-test `use` imports under that name.
    imports: HashMap<(Vec<String>, String), Vec<String>>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    PathSep,
    Punct(char),
}

impl Scan {
    fn of(text: &str) -> Scan {
        let toks = tokens(&strip(text));
        let test = test_ranges(&toks);
        let mut scan = Scan {
            mods: Vec::new(),
            paths: Vec::new(),
            imports: HashMap::new(),
        };
        let mut depth = 0usize;
        let mut inline: Vec<(String, usize)> = Vec::new();
        let ident = |i: usize| match toks.get(i) {
            Some((Tok::Ident(s), _)) => Some(s.as_str()),
            _ => None,
        };
        let is = |i: usize, t: &Tok| toks.get(i).is_some_and(|(x, _)| x == t);
        let mut i = 0;
        while i < toks.len() {
            let (tok, line) = (&toks[i].0, toks[i].1);
            let scope: Vec<String> = inline.iter().map(|(n, _)| n.clone()).collect();
            match tok {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => {
                    depth = depth.saturating_sub(1);
                    if inline.last().is_some_and(|(_, d)| *d == depth) {
                        inline.pop();
                    }
                }
                Tok::Ident(kw) if kw == "mod" && !is(i.wrapping_sub(1), &Tok::PathSep) => {
                    if let Some(name) = ident(i + 1) {
                        let body = is(i + 2, &Tok::Punct('{'));
                        scan.mods.push(ModDecl {
                            scope: scope.clone(),
                            name: name.to_string(),
                            inline: body,
                            test: test[i],
                            line,
                        });
                        if body {
                            inline.push((name.to_string(), depth));
                        }
                        i += 2;
                        continue;
                    }
                }
                Tok::Ident(kw) if kw == "use" => {
                    let mut leaves = Vec::new();
                    let mut j = i + 1;
                    use_tree(&toks, &mut j, Vec::new(), &mut leaves);
                    for (mut segments, alias, line) in leaves {
                        if segments.last().is_some_and(|s| s == "self") {
                            segments.pop();
                        }
                        if segments.is_empty() {
                            continue;
                        }
                        if !test[i] {
                            if let Some(name) = alias.or_else(|| segments.last().cloned()) {
                                if name != "*" && name != "_" {
                                    scan.imports.insert((scope.clone(), name), segments.clone());
                                }
                            }
                        }
                        segments.retain(|s| s != "*");
                        scan.paths.push(WrittenPath {
                            scope: scope.clone(),
                            segments,
                            line,
                            test: test[i],
                            from_use: true,
                        });
                    }
                    i = j;
                    continue;
                }
                Tok::Ident(first)
                    if is(i + 1, &Tok::PathSep)
                        && !is(i.wrapping_sub(1), &Tok::PathSep)
                        // `pub(in crate::x)` is a visibility, not a dependency.
                        && ident(i.wrapping_sub(1)) != Some("in") =>
                {
                    let mut segments = vec![first.clone()];
                    let mut j = i + 1;
                    while is(j, &Tok::PathSep) {
                        match ident(j + 1) {
                            Some(s) => segments.push(s.to_string()),
                            None => break,
                        }
                        j += 2;
                    }
                    scan.paths.push(WrittenPath {
                        scope,
                        segments,
                        line,
                        test: test[i],
                        from_use: false,
                    });
                    i = j;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        scan
    }
}

/// Reads a use tree from `toks[*j]` up to its `;`, pushing each leaf's (path, alias, line).
fn use_tree(
    toks: &[(Tok, usize)],
    j: &mut usize,
    prefix: Vec<String>,
    leaves: &mut Vec<(Vec<String>, Option<String>, usize)>,
) {
    let mut path = prefix;
    let mut line = toks.get(*j).map_or(0, |t| t.1);
    while let Some((tok, l)) = toks.get(*j) {
        match tok {
            Tok::Ident(s) if s == "as" => {
                let alias = match toks.get(*j + 1) {
                    Some((Tok::Ident(a), _)) => Some(a.clone()),
                    _ => None,
                };
                *j += 2;
                leaves.push((path, alias, line));
                return;
            }
            Tok::Ident(s) => {
                path.push(s.clone());
                line = *l;
            }
            Tok::PathSep => {}
            Tok::Punct('*') => path.push("*".into()),
            Tok::Punct('{') => {
                *j += 1;
                while let Some((t, _)) = toks.get(*j) {
                    match t {
                        Tok::Punct('}') => {
                            *j += 1;
                            break;
                        }
                        Tok::Punct(',') => *j += 1,
                        _ => use_tree(toks, j, path.clone(), leaves),
                    }
                }
                if matches!(toks.get(*j), Some((Tok::Punct(';'), _))) {
                    *j += 1;
                }
                return;
            }
            Tok::Punct(',' | '}') => {
                leaves.push((path, None, line));
                return;
            }
            Tok::Punct(';') => {
                *j += 1;
                leaves.push((path, None, line));
                return;
            }
            Tok::Punct(_) => {}
        }
        *j += 1;
    }
    leaves.push((path, None, line));
}

/// For each token, whether it belongs to a `#[cfg(test)]` item.
fn test_ranges(toks: &[(Tok, usize)]) -> Vec<bool> {
    let mut test = vec![false; toks.len()];
    let attr: Vec<Tok> = ["#", "[", "cfg", "(", "test", ")", "]"]
        .iter()
        .map(|s| match *s {
            "cfg" | "test" => Tok::Ident(s.to_string()),
            p => Tok::Punct(p.chars().next().expect("one char")),
        })
        .collect();
    let mut i = 0;
    while i + attr.len() <= toks.len() {
        if !toks[i..i + attr.len()].iter().map(|t| &t.0).eq(attr.iter()) {
            i += 1;
            continue;
        }
        // The item ends at its first `;` or at the `}` closing its first `{`, outside
        // brackets and parentheses.
        let mut j = i + attr.len();
        let (mut nest, mut braces) = (0usize, 0usize);
        while j < toks.len() {
            match toks[j].0 {
                Tok::Punct('(' | '[') => nest += 1,
                Tok::Punct(')' | ']') => nest = nest.saturating_sub(1),
                Tok::Punct('{') => braces += 1,
                Tok::Punct('}') => {
                    braces = braces.saturating_sub(1);
                    if braces == 0 && nest == 0 {
                        break;
                    }
                }
                Tok::Punct(';') if braces == 0 && nest == 0 => break,
                _ => {}
            }
            j += 1;
        }
        let end = j.min(toks.len() - 1);
        test[i..=end].iter_mut().for_each(|t| *t = true);
        i = end + 1;
    }
    test
}

/// Identifiers, `::` and the punctuation that shapes paths, each with its line.
fn tokens(text: &str) -> Vec<(Tok, usize)> {
    let mut out = Vec::new();
    let mut line = 1;
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i + 1 < chars.len() && (chars[i + 1].is_alphanumeric() || chars[i + 1] == '_') {
                i += 1;
            }
            let word: String = chars[start..=i].iter().collect();
            out.push((Tok::Ident(word), line));
        } else if c.is_ascii_digit() {
            while i + 1 < chars.len() && (chars[i + 1].is_alphanumeric() || chars[i + 1] == '_') {
                i += 1;
            }
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push((Tok::PathSep, line));
            i += 1;
        } else if "{}();,*#[]".contains(c) {
            out.push((Tok::Punct(c), line));
        } else if c == ':' || c == '.' || c == '<' || c == '>' || c == '=' || c == '&' || c == '!' {
            // Separators that end a path (`a: b`, `a.b`, `a<b>`): a token of their own.
            out.push((Tok::Punct(c), line));
        }
        i += 1;
    }
    out
}

/// The text with comments and string and character literals blanked (newlines kept, so
/// lines still count).
fn strip(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let ident = |i: usize| i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_');
    let mut i = 0;
    while i < c.len() {
        if c[i] == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c[i] == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                    out.push_str("  ");
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    out.push_str("  ");
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            continue;
        }
        // Raw strings: r"…", r#"…"#, br"…" (not part of an identifier).
        if (c[i] == 'r' || (c[i] == 'b' && c.get(i + 1) == Some(&'r'))) && !ident(i) {
            let mut j = i + if c[i] == 'b' { 2 } else { 1 };
            let mut hashes = 0;
            while c.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if c.get(j) == Some(&'"') {
                j += 1;
                loop {
                    if j >= c.len() {
                        break;
                    }
                    if c[j] == '"' && (1..=hashes).all(|k| c.get(j + k) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    j += 1;
                }
                for &ch in &c[i..j.min(c.len())] {
                    blank(&mut out, ch);
                }
                i = j;
                continue;
            }
        }
        if c[i] == '"' {
            blank(&mut out, '"');
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
                if i < c.len() {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            blank(&mut out, '"');
            i += 1;
            continue;
        }
        // A character literal ('x', '\n', '\u{..}'); a lifetime ('a) is kept.
        if c[i] == '\'' {
            let end = if c.get(i + 1) == Some(&'\\') {
                (i + 2..c.len()).find(|&j| c[j] == '\'')
            } else if c.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            if let Some(end) = end {
                for &ch in &c[i..=end] {
                    blank(&mut out, ch);
                }
                i = end + 1;
                continue;
            }
        }
        out.push(c[i]);
        i += 1;
    }
    out
}
