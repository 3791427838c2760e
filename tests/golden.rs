//! Golden tests: PTX in, facts out (STYLE.md item 10).
//!
//! Every `tests/golden/**/*.ptx` file (and every `*.ll` file, LLVM IR whose directives sit
//! in `;` comments instead of `//`) is a test. Its header says how to run it:
//!
//! ```text
//! // RUN: ptxra compile --emit ir %s          run; check stdout against CHECK directives
//! // RUN-STDERR: ptxra ptxas -v %s            run; check stderr instead
//! // RUN(SM90): ptxra compile --arch sm_90 %s check against SM90: / SM90-NEXT: … directives
//! // EXIT: 2                                  expected exit status of every RUN (default 0)
//! // XFAIL: <reason>                          the test is expected to fail (an open bug)
//! ```
//!
//! `%s` is the test file (relative to the crate root, which is the working directory), and
//! the `ptxra` binary is the one Cargo built for this test. Arguments are split at
//! whitespace; `'…'` / `"…"` quote. The directives and their pattern language are
//! documented in `tests/common/filecheck.rs`.
//!
//! An XFAIL test that passes fails the suite ("XPASS"), so a fixed bug gets noticed and its
//! `XFAIL` line removed. `PTXRA_GOLDEN_FILTER=substring` runs only the matching files.
//! Expected numbers in these files are derived by hand or recorded from the real ptxas, as
//! each file explains — never copied from ptxra's output (STYLE.md item 11).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use common::filecheck::{self, Directive};

/// How long one RUN line may take.
const RUN_TIMEOUT: Duration = Duration::from_secs(30);

/// One `RUN` line.
#[derive(Debug)]
struct Run {
    /// Line in the test file.
    line: usize,
    /// Arguments after `ptxra`, `%s` substituted.
    args: Vec<String>,
    /// Check stderr instead of stdout.
    stderr: bool,
    /// Directive prefix.
    prefix: String,
}

/// A parsed test file.
#[derive(Debug)]
struct TestFile {
    runs: Vec<Run>,
    exit: i32,
    xfail: Option<String>,
    directives: Vec<Directive>,
}

/// Shell-like splitting: whitespace separates, quotes group.
fn split_args(s: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for c in s.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true;
            }
            (None, c) if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            (None, c) => cur.push(c),
        }
    }
    if quote.is_some() {
        return Err(format!("unterminated quote in `{s}`"));
    }
    if any || !cur.is_empty() {
        out.push(cur);
    }
    Ok(out)
}

/// Parses `// RUN…`, `// EXIT:`, `// XFAIL:` and the directives of every RUN prefix.
fn parse_test(text: &str, file: &str) -> Result<TestFile, Vec<String>> {
    let mut errors = Vec::new();
    let mut runs = Vec::new();
    let mut exit = 0;
    let mut xfail = None;
    for (idx, line) in text.lines().enumerate() {
        let lineno = idx + 1;
        let line = line.trim_start();
        let Some(body) = line.strip_prefix("//").or_else(|| line.strip_prefix(';')) else {
            continue;
        };
        let body = body.trim_start();
        if let Some(rest) = body.strip_prefix("RUN") {
            let (stderr, rest) = match rest.strip_prefix("-STDERR") {
                Some(r) => (true, r),
                None => (false, rest),
            };
            let (prefix, rest) = match rest.strip_prefix('(') {
                Some(r) => match r.split_once(')') {
                    Some((p, r)) => (p.to_string(), r),
                    None => {
                        errors.push(format!("{file}:{lineno}: unterminated `RUN(`"));
                        continue;
                    }
                },
                None => ("CHECK".to_string(), rest),
            };
            let Some(cmd) = rest.strip_prefix(':') else {
                errors.push(format!("{file}:{lineno}: malformed RUN line"));
                continue;
            };
            match split_args(cmd) {
                Ok(args) if args.first().map(String::as_str) == Some("ptxra") => {
                    if !args.iter().any(|a| a.contains("%s")) {
                        errors.push(format!("{file}:{lineno}: RUN line does not mention %s"));
                    }
                    runs.push(Run {
                        line: lineno,
                        args: args[1..].iter().map(|a| a.replace("%s", file)).collect(),
                        stderr,
                        prefix,
                    });
                }
                Ok(_) => errors.push(format!("{file}:{lineno}: RUN line must start with `ptxra`")),
                Err(e) => errors.push(format!("{file}:{lineno}: {e}")),
            }
        } else if let Some(rest) = body.strip_prefix("EXIT:") {
            match rest.trim().parse() {
                Ok(n) => exit = n,
                Err(_) => errors.push(format!("{file}:{lineno}: bad EXIT value `{}`", rest.trim())),
            }
        } else if let Some(rest) = body.strip_prefix("XFAIL:") {
            if rest.trim().is_empty() {
                errors.push(format!("{file}:{lineno}: XFAIL needs a reason"));
            }
            xfail = Some(rest.trim().to_string());
        }
    }
    if runs.is_empty() {
        errors.push(format!("{file}: no `// RUN:` (or `; RUN:`) line"));
    }
    let mut prefixes: Vec<String> = runs.iter().map(|r| r.prefix.clone()).collect();
    prefixes.sort();
    prefixes.dedup();
    let directives = match filecheck::parse_directives(text, &prefixes, file) {
        Ok(d) => d,
        Err(e) => {
            errors.extend(e);
            Vec::new()
        }
    };
    for p in &prefixes {
        if errors.is_empty() && !directives.iter().any(|d| &d.prefix == p) {
            errors.push(format!(
                "{file}: no `{p}:` directives for the RUN lines using them"
            ));
        }
    }
    if errors.is_empty() {
        Ok(TestFile {
            runs,
            exit,
            xfail,
            directives,
        })
    } else {
        Err(errors)
    }
}

/// Runs the binary with a timeout; returns (exit code, stdout, stderr).
fn run_ptxra(args: &[String], root: &Path) -> Result<(i32, String, String), String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(args)
        .current_dir(root)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start ptxra: {e}"))?;
    // Drain the pipes on threads so a chatty child cannot block on a full pipe.
    let mut so = child.stdout.take();
    let mut se = child.stderr.take();
    let t_out = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(p) = so.as_mut() {
            let _ = std::io::Read::read_to_string(p, &mut s);
        }
        s
    });
    let t_err = std::thread::spawn(move || {
        let mut s = String::new();
        if let Some(p) = se.as_mut() {
            let _ = std::io::Read::read_to_string(p, &mut s);
        }
        s
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() > RUN_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("timed out after {RUN_TIMEOUT:?}"));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("wait failed: {e}")),
        }
    };
    let out = t_out.join().unwrap_or_default();
    let err = t_err.join().unwrap_or_default();
    // A signal has no code: report it as -1.
    Ok((status.code().unwrap_or(-1), out, err))
}

/// Runs one test file; returns the failure messages (empty when it passed).
fn run_test(path: &Path, root: &Path) -> Vec<String> {
    let rel = path
        .strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return vec![format!("{rel}: cannot read: {e}")],
    };
    let t = match parse_test(&text, &rel) {
        Ok(t) => t,
        Err(e) => return e,
    };
    let mut failures = Vec::new();
    for run in &t.runs {
        let cmdline = format!("ptxra {}", run.args.join(" "));
        let (code, out, err) = match run_ptxra(&run.args, root) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{rel}:{}: `{cmdline}`: {e}", run.line));
                continue;
            }
        };
        if code != t.exit {
            failures.push(format!(
                "{rel}:{}: `{cmdline}` exited with {code}, expected {}\n--- stderr ---\n{}",
                run.line,
                t.exit,
                tail(&err, 40)
            ));
            continue;
        }
        let (stream, name) = if run.stderr {
            (&err, "stderr")
        } else {
            (&out, "stdout")
        };
        let dirs: Vec<Directive> = t
            .directives
            .iter()
            .filter(|d| d.prefix == run.prefix)
            .cloned()
            .collect();
        let what = format!("{name} of RUN line {}", run.line);
        let f = filecheck::check(stream, &dirs, &rel, &what);
        if !f.is_empty() {
            let mut msg: String = f.into_iter().map(|f| f.message).collect();
            msg.push_str(&format!(
                "--- command: {cmdline}\n--- full {name} ---\n{}",
                tail(stream, 80)
            ));
            failures.push(msg);
        }
    }
    match (&t.xfail, failures.is_empty()) {
        (Some(reason), true) => vec![format!(
            "{rel}: XPASS: marked `XFAIL: {reason}` but every check passed; the bug looks fixed — remove the XFAIL line"
        )],
        (Some(_), false) => Vec::new(),
        (None, _) => failures,
    }
}

/// The last `n` lines of `s`.
fn tail(s: &str, n: usize) -> String {
    let lines: Vec<&str> = s.lines().collect();
    let skip = lines.len().saturating_sub(n);
    let mut out = String::new();
    if skip > 0 {
        out.push_str(&format!("[… {skip} lines omitted …]\n"));
    }
    for l in &lines[skip..] {
        out.push_str(l);
        out.push('\n');
    }
    out
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "ptx" || e == "ll") {
            out.push(p);
        }
    }
}

#[test]
fn golden() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    collect(&root.join("tests/golden"), &mut files);
    files.sort();
    if let Ok(f) = std::env::var("PTXRA_GOLDEN_FILTER") {
        files.retain(|p| p.display().to_string().contains(&f));
    }
    assert!(
        !files.is_empty(),
        "no golden tests found under tests/golden"
    );

    // Run files in parallel; results are reported in file order.
    let results: Mutex<Vec<(usize, Vec<String>, bool)>> = Mutex::new(Vec::new());
    let next = Mutex::new(0usize);
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(8);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = {
                    let Ok(mut n) = next.lock() else { return };
                    let i = *n;
                    *n += 1;
                    i
                };
                let Some(path) = files.get(i) else { return };
                let xfail = std::fs::read_to_string(path)
                    .is_ok_and(|t| t.contains("// XFAIL:") || t.contains("; XFAIL:"));
                let r = run_test(path, &root);
                if let Ok(mut v) = results.lock() {
                    v.push((i, r, xfail));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by_key(|r| r.0);

    let mut report = String::new();
    let mut failed = 0;
    let mut xfailed = 0;
    for (i, msgs, xfail) in &results {
        let rel = files[*i]
            .strip_prefix(&root)
            .unwrap_or(&files[*i])
            .display()
            .to_string();
        let status = match (msgs.is_empty(), xfail) {
            (true, true) => {
                xfailed += 1;
                "XFAIL"
            }
            (true, false) => "PASS",
            (false, _) => {
                failed += 1;
                "FAIL"
            }
        };
        eprintln!("{status:5} {rel}");
        for m in msgs {
            report.push_str(m);
            report.push('\n');
        }
    }
    eprintln!(
        "golden: {} files, {} passed, {} expected failures, {} failed",
        results.len(),
        results.len() - failed - xfailed,
        xfailed,
        failed
    );
    assert!(failed == 0, "{failed} golden test(s) failed:\n\n{report}");
}
