//! The gate's verdict for people (text, a Markdown summary for a pull-request comment), for
//! programs (JSON) and for CI test views (JUnit XML).

use std::fmt::Write;

use super::gate::{count, Amount, Change, Direction};
use super::Record;
use crate::emit::table::display_name;

/// Totals of one comparison.
#[derive(Clone, Copy, Debug)]
pub struct Totals {
    /// Inputs compiled.
    pub inputs: usize,
    /// Functions among them that compiled.
    pub functions: usize,
}

fn word(d: Direction) -> &'static str {
    match d {
        Direction::Regression => "REGRESSION",
        Direction::Allowed => "allowed",
        Direction::Improvement => "improved",
        Direction::New => "new",
        Direction::Changed => "changed",
    }
}

/// `input [flags]`, with the old options of an edited line.
fn line_name(c: &Change) -> String {
    match (&c.old_flags, c.flags.is_empty()) {
        (Some(was), _) => format!("{} [{}, was {was}]", c.input, c.flags),
        (None, true) => c.input.clone(),
        (None, false) => format!("{} [{}]", c.input, c.flags),
    }
}

fn summary(changes: &[Change], t: Totals) -> String {
    format!(
        "{} inputs, {} functions: {} regression(s), {} allowed, {} improvement(s), {} new, {} changed",
        t.inputs,
        t.functions,
        count(changes, Direction::Regression),
        count(changes, Direction::Allowed),
        count(changes, Direction::Improvement),
        count(changes, Direction::New),
        count(changes, Direction::Changed)
    )
}

/// The command that shows why `function` of the input at `path` needs its registers and
/// spills (`None` for an input-level record).
fn explain_hint(path: &str, flags: &str, function: &str) -> Option<String> {
    if function.is_empty() {
        return None;
    }
    let flags = if flags.is_empty() {
        String::new()
    } else {
        format!(" {flags}")
    };
    Some(format!("ptxra explain {path} --function {function}{flags}"))
}

/// The `ptxra explain` commands for the functions whose numbers regressed.
fn regression_hints(changes: &[Change]) -> Vec<String> {
    let mut hints: Vec<String> = changes
        .iter()
        .filter(|c| c.direction == Direction::Regression && c.delta.is_some())
        .filter_map(|c| explain_hint(&c.path, &c.flags, &c.function))
        .collect();
    hints.dedup();
    hints
}

/// The comparison for people: one line per change, then the totals, then how to see why
/// each regressed function grew.
pub fn render_text(changes: &[Change], t: Totals) -> String {
    let mut out = String::new();
    for c in changes {
        let func = if c.function.is_empty() {
            String::new()
        } else {
            format!(" {}", display_name(&c.function))
        };
        let _ = writeln!(
            out,
            "{:<10} {}{func}: {}",
            word(c.direction),
            line_name(c),
            c.message
        );
    }
    let _ = writeln!(out, "ptxra suite: {}", summary(changes, t));
    for h in regression_hints(changes) {
        let _ = writeln!(out, "  why: {h}");
    }
    out
}

/// The comparison as JSON (`ptxra suite --json`): the totals and every change, each with
/// its metric, old and new values and delta.
pub fn render_json(changes: &[Change], t: Totals) -> serde_json::Value {
    serde_json::json!({
        "tool": "ptxra", "version": env!("CARGO_PKG_VERSION"),
        "models_ptxas": crate::target::PTXAS_VERSION,
        "inputs": t.inputs, "functions": t.functions,
        "regressions": count(changes, Direction::Regression),
        "allowed": count(changes, Direction::Allowed),
        "improvements": count(changes, Direction::Improvement),
        "new": count(changes, Direction::New),
        "changed": count(changes, Direction::Changed),
        "changes": changes,
    })
}

/// A Markdown summary for a pull-request comment: the verdict, then a table of the changes
/// (regressions first), then the commands that show why the regressed functions grew.
pub fn render_markdown(changes: &[Change], t: Totals) -> String {
    let regressions = count(changes, Direction::Regression);
    let mut s = String::new();
    let verdict = if regressions == 0 {
        "passed".to_string()
    } else {
        format!("{regressions} regression(s)")
    };
    let _ = writeln!(s, "### ptxra suite: {verdict}\n");
    let _ = writeln!(
        s,
        "{} (ptxra {}, modelling ptxas {}).\n",
        summary(changes, t),
        env!("CARGO_PKG_VERSION"),
        crate::target::PTXAS_VERSION
    );
    if changes.is_empty() {
        let _ = writeln!(s, "No function changed.");
        return s;
    }
    let _ = writeln!(
        s,
        "| | Input | Function | Metric | Old | New | Change | Occupancy |"
    );
    let _ = writeln!(s, "|---|---|---|---|---:|---:|---:|---|");
    let cell = |x: &str| x.replace('|', "\\|");
    for d in Direction::ALL {
        for c in changes.iter().filter(|c| c.direction == d) {
            let shown = |a: Option<Amount>| a.map(|a| a.to_string()).unwrap_or_default();
            let (metric, delta) = match c.delta {
                Some(Amount::Fraction(x)) => (
                    c.metric.label().to_string(),
                    format!("{:+.1} pt", x * 100.0),
                ),
                Some(Amount::Count(n)) => (c.metric.label().to_string(), format!("{n:+}")),
                None => (cell(&c.message), String::new()),
            };
            let occupancy = c
                .occupancy
                .map(|o| format!("{} → {}", o.old, o.new))
                .unwrap_or_default();
            let function = if c.function.is_empty() {
                String::new()
            } else {
                format!("`{}`", cell(&display_name(&c.function)))
            };
            let strong = if d == Direction::Regression { "**" } else { "" };
            let _ = writeln!(
                s,
                "| {strong}{}{strong} | `{}` | {function} | {metric} | {} | {} | {delta} | {occupancy} |",
                word(d).to_lowercase(),
                cell(&line_name(c)),
                shown(c.old),
                shown(c.new),
            );
        }
    }
    let hints = regression_hints(changes);
    if !hints.is_empty() {
        let _ = writeln!(s, "\nWhy the regressed functions grew:\n\n```sh");
        for h in hints {
            let _ = writeln!(s, "{h}");
        }
        let _ = writeln!(s, "```");
    }
    s
}

/// JUnit XML for CI systems: one test case per (input, options, function) with its file,
/// allocation time and arch/options as properties, failing where a regression was found
/// (the failure says which command shows why).
pub fn junit(current: &[Record], changes: &[Change]) -> String {
    let failing = |r: &Record| -> Vec<&Change> {
        changes
            .iter()
            .filter(|c| {
                c.direction == Direction::Regression
                    && c.input == r.input
                    && c.flags == r.flags
                    && c.function == r.function
            })
            .collect()
    };
    // Regressions of functions that vanished have no current record: report them too.
    let vanished: Vec<&Change> = changes
        .iter()
        .filter(|c| {
            c.direction == Direction::Regression
                && !current
                    .iter()
                    .any(|r| r.input == c.input && r.flags == c.flags && r.function == c.function)
        })
        .collect();
    let failures = current.iter().filter(|r| !failing(r).is_empty()).count() + vanished.len();
    let tests = current.len() + vanished.len();
    let time: f64 = current.iter().map(|r| r.seconds).sum();
    let mut s = String::new();
    let _ = writeln!(s, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        s,
        r#"<testsuites name="ptxra suite" tests="{tests}" failures="{failures}" time="{time:.3}">"#
    );
    let _ = writeln!(
        s,
        r#"  <testsuite name="ptxra suite" tests="{tests}" failures="{failures}" time="{time:.3}">"#
    );
    let _ = writeln!(s, "    <properties>");
    for (name, value) in [
        ("ptxra", env!("CARGO_PKG_VERSION")),
        ("models_ptxas", crate::target::PTXAS_VERSION),
    ] {
        let _ = writeln!(s, r#"      <property name="{name}" value="{value}"/>"#);
    }
    let _ = writeln!(s, "    </properties>");
    struct Case<'a> {
        input: &'a str,
        path: &'a str,
        flags: &'a str,
        function: &'a str,
        arch: &'a str,
        seconds: f64,
    }
    let case = |s: &mut String, k: Case, fails: &[&Change]| {
        let name = match (k.function.is_empty(), k.flags.is_empty()) {
            (true, true) => "(input)".to_string(),
            (true, false) => format!("(input) [{}]", k.flags),
            (false, true) => k.function.to_string(),
            (false, false) => format!("{} [{}]", k.function, k.flags),
        };
        let _ = writeln!(
            s,
            r#"    <testcase classname="{}" name="{}" file="{}" time="{:.3}">"#,
            xml_escape(k.input),
            xml_escape(&name),
            xml_escape(k.path),
            k.seconds
        );
        let _ = writeln!(s, "      <properties>");
        for (name, value) in [("arch", k.arch), ("flags", k.flags)] {
            if !value.is_empty() {
                let _ = writeln!(
                    s,
                    r#"        <property name="{name}" value="{}"/>"#,
                    xml_escape(value)
                );
            }
        }
        let _ = writeln!(s, "      </properties>");
        if !fails.is_empty() {
            let msg: Vec<&str> = fails.iter().map(|c| c.message.as_str()).collect();
            let mut body = msg.join("\n");
            if fails.iter().any(|c| c.delta.is_some()) {
                if let Some(hint) = explain_hint(k.path, k.flags, k.function) {
                    body += &format!("\nwhy: {hint}");
                }
            }
            let _ = writeln!(
                s,
                r#"      <failure message="{}" type="regression">{}</failure>"#,
                xml_escape(&msg.join("; ")),
                xml_escape(&body)
            );
        }
        let _ = writeln!(s, "    </testcase>");
    };
    for r in current {
        let k = Case {
            input: &r.input,
            path: &r.path,
            flags: &r.flags,
            function: &r.function,
            arch: &r.arch,
            seconds: r.seconds,
        };
        case(&mut s, k, &failing(r));
    }
    for c in vanished {
        let k = Case {
            input: &c.input,
            path: &c.input,
            flags: &c.flags,
            function: &c.function,
            arch: "",
            seconds: 0.0,
        };
        case(&mut s, k, &[c]);
    }
    let _ = writeln!(s, "  </testsuite>");
    let _ = writeln!(s, "</testsuites>");
    s
}

fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::rec;
    use super::*;
    use crate::commands::suite::diff;

    #[test]
    fn junit_names_the_regressed_function_and_how_to_see_why() {
        let old = vec![rec("a.ptx", "k", 32, 0, 1.0), rec("a.ptx", "ok", 8, 0, 1.0)];
        let new = vec![rec("a.ptx", "k", 48, 0, 1.0), rec("a.ptx", "ok", 8, 0, 1.0)];
        let d = diff(&old, &new);
        let x = junit(&new, &d);
        assert!(x.contains(r#"failures="1""#), "{x}");
        assert!(
            x.contains(r#"<testcase classname="a.ptx" name="k" file="a.ptx" time="0.001">"#),
            "{x}"
        );
        assert!(
            x.contains(r#"<property name="arch" value="sm_80"/>"#),
            "{x}"
        );
        assert!(
            x.contains(r#"<property name="models_ptxas" value="13.5.37"/>"#),
            "{x}"
        );
        assert!(x.contains("registers 32 -&gt; 48 (+16)"), "{x}");
        assert!(x.contains("why: ptxra explain a.ptx --function k<"), "{x}");
        assert_eq!(x.matches("<failure").count(), 1, "{x}");
    }

    #[test]
    fn markdown_lists_regressions_first_with_their_numbers() {
        let old = vec![
            rec("a.ptx", "k", 32, 0, 1.0),
            rec("a.ptx", "j", 40, 0, 0.75),
        ];
        let new = vec![
            rec("a.ptx", "k", 40, 0, 0.75),
            rec("a.ptx", "j", 32, 0, 1.0),
        ];
        let d = diff(&old, &new);
        let t = Totals {
            inputs: 1,
            functions: 2,
        };
        let m = render_markdown(&d, t);
        assert!(m.starts_with("### ptxra suite: 2 regression(s)"), "{m}");
        let first_row = m
            .lines()
            .find(|l| l.starts_with("| **"))
            .unwrap_or_default();
        assert_eq!(
            first_row,
            "| **regression** | `a.ptx` | `k` | registers | 32 | 40 | +8 | 100.0% → 75.0% |"
        );
        assert!(
            m.contains("| improved | `a.ptx` | `j` | occupancy | 75.0% | 100.0% | +25.0 pt |  |"),
            "{m}"
        );
        assert!(m.contains("ptxra explain a.ptx --function k\n"), "{m}");
    }
}
