//! The README is true: every `console` block runs, command by command, from the repository
//! root with this build's `ptxra` first on `PATH`, and prints what the page shows. A line `…`
//! in the page stands for any number of lines (none included); every other line must match
//! the output exactly (trailing blanks aside), in order. Every block that shows a `$ `
//! prompt must be a `console` block, so no shown command goes unchecked.
//!
//! The commands need what `scripts/setup.sh` installs (ptxas, nvdisasm, clang-22).

use std::path::Path;
use std::process::Command;

/// One shown command and the lines the page says it prints.
struct Shown {
    line: usize,
    command: String,
    expected: Vec<String>,
}

/// The `console` blocks' commands in page order. Panics on a prompt outside one.
fn shown_commands(readme: &str) -> Vec<Shown> {
    let mut out: Vec<Shown> = Vec::new();
    let mut fence: Option<String> = None;
    let mut continued = false;
    for (i, line) in readme.lines().enumerate() {
        if let Some(info) = line.strip_prefix("```") {
            fence = match fence {
                None => Some(info.trim().to_string()),
                Some(_) => None,
            };
            continued = false;
            continue;
        }
        let Some(info) = &fence else { continue };
        if let Some(cmd) = line.strip_prefix("$ ") {
            assert_eq!(
                info,
                "console",
                "README.md:{}: a prompt in a `{info}` block: make it a `console` block so the test runs it",
                i + 1
            );
            out.push(Shown {
                line: i + 1,
                command: cmd.to_string(),
                expected: Vec::new(),
            });
            continued = cmd.ends_with('\\');
        } else if info == "console" {
            let Some(last) = out.last_mut() else {
                panic!("README.md:{}: a console block must start with `$ `", i + 1)
            };
            if continued {
                last.command.push('\n');
                last.command.push_str(line);
                continued = line.ends_with('\\');
            } else {
                last.expected.push(line.trim_end().to_string());
            }
        }
    }
    out
}

/// Whether `actual` matches `expected`, where an expected line `…` matches any run of lines.
fn matches(expected: &[String], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((e, rest)) if e.trim() == "…" => {
            (0..=actual.len()).any(|k| matches(rest, &actual[k..]))
        }
        Some((e, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| a.trim_end() == e && matches(rest, more)),
    }
}

#[test]
fn every_console_block_of_the_readme_prints_what_it_shows() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap_or_default();
    let shown = shown_commands(&readme);
    assert!(shown.len() >= 10, "only {} commands found", shown.len());
    // `ptxra` is this build's binary, as `export PATH=…/target/release:$PATH` makes it.
    let Ok(bin) = tempfile::tempdir() else {
        panic!("no temporary directory")
    };
    if let Err(e) =
        std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_ptxra"), bin.path().join("ptxra"))
    {
        panic!("cannot link ptxra: {e}");
    }
    let path = format!(
        "{}:{}",
        bin.path().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut failures = Vec::new();
    for s in &shown {
        let out = Command::new("bash")
            .args(["-c", &format!("{} 2>&1", s.command)])
            .current_dir(root)
            .env("PATH", &path)
            .env_remove("PTXRA_PTXAS")
            .output();
        let Ok(out) = out else {
            panic!("cannot run bash")
        };
        let printed = String::from_utf8_lossy(&out.stdout).into_owned();
        let lines: Vec<&str> = printed.lines().collect();
        if !out.status.success() || !matches(&s.expected, &lines) {
            failures.push(format!(
                "README.md:{}: `{}` ({})\n--- the page shows:\n{}\n--- it printed:\n{printed}",
                s.line,
                s.command,
                out.status,
                s.expected.join("\n")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn an_ellipsis_line_matches_any_run_of_lines_and_nothing_else_does() {
    let e = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert!(matches(&e(&["a", "…", "d"]), &["a", "b", "c", "d"]));
    assert!(matches(&e(&["a", "…", "d"]), &["a", "d"]));
    assert!(matches(&e(&["a", "…"]), &["a", "b  "]));
    assert!(!matches(&e(&["a", "d"]), &["a", "b", "d"]));
    assert!(!matches(&e(&["a"]), &["a", "b"]));
    assert!(!matches(&e(&["a", "…", "x"]), &["a", "b"]));
}
