//! A small FileCheck-like matcher for golden tests (STYLE.md item 10).
//!
//! # Directives
//!
//! Directives are written anywhere on a line of the test file as `PREFIX:` / `PREFIX-KIND:`
//! followed by a pattern; the default prefix is `CHECK` (a `RUN(FOO):` line in the golden
//! harness checks its output against the `FOO` directives instead).
//!
//! | directive        | meaning                                                                 |
//! |------------------|-------------------------------------------------------------------------|
//! | `CHECK:`         | the pattern matches at or after the end of the previous match           |
//! | `CHECK-NEXT:`    | … and on the line right after the previous match's line                 |
//! | `CHECK-SAME:`    | … and on the same line as the previous match, after it                   |
//! | `CHECK-EMPTY:`   | the line right after the previous match's line is empty                 |
//! | `CHECK-NOT:`     | the pattern does not match between the previous and the next match      |
//! | `CHECK-LABEL:`   | matched first, in order; splits the output into independent blocks      |
//! | `CHECK-COUNT-N:` | the pattern matches N times in a row (each at or after the previous one) |
//!
//! `CHECK-COUNT-N` does not say "exactly N": follow it with a `CHECK-NOT:` of the same
//! pattern to forbid an (N+1)th.
//!
//! # Patterns
//!
//! A pattern matches a substring of one output line. Text is literal, except:
//! * a run of spaces/tabs matches any non-empty run of spaces/tabs; leading and trailing
//!   whitespace of the pattern is ignored;
//! * `{{re}}` is a regular expression (the `regex` crate's syntax);
//! * `[[NAME:re]]` matches `re` and captures the text as variable `NAME`;
//! * `[[NAME]]` matches the text captured earlier for `NAME` (literally);
//! * `[[[` is a literal `[` followed by `[[`, so `[[[A]]]` matches `[%2]` when `A` is `%2`.
//!
//! Variables stay defined for the rest of the file (across `CHECK-LABEL` blocks); a pattern
//! may not use a variable it defines itself.
//!
//! # Failures
//!
//! Every failure names the directive, its `file:line`, the output region that was searched,
//! the nearest partial match there (the longest leading part of the pattern that does
//! match, and the line it matched on), and whether the whole pattern matches somewhere else.
//! A block stops at its first failed positive directive (later ones would only cascade);
//! other `CHECK-LABEL` blocks are still checked.

use std::collections::HashMap;
use std::fmt::Write as _;

use regex::Regex;

/// What a directive asserts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `CHECK:`
    Check,
    /// `CHECK-NEXT:`
    Next,
    /// `CHECK-SAME:`
    Same,
    /// `CHECK-EMPTY:`
    Empty,
    /// `CHECK-NOT:`
    Not,
    /// `CHECK-LABEL:`
    Label,
    /// `CHECK-COUNT-N:`
    Count(usize),
}

impl Kind {
    /// The directive's suffix as written (`-NEXT`, `-COUNT-3`, or empty).
    fn suffix(self) -> String {
        match self {
            Kind::Check => String::new(),
            Kind::Next => "-NEXT".into(),
            Kind::Same => "-SAME".into(),
            Kind::Empty => "-EMPTY".into(),
            Kind::Not => "-NOT".into(),
            Kind::Label => "-LABEL".into(),
            Kind::Count(n) => format!("-COUNT-{n}"),
        }
    }
}

/// One piece of a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Literal text (whitespace runs match any horizontal whitespace).
    Literal(String),
    /// `{{re}}`
    Regex(String),
    /// `[[NAME:re]]`
    Define(String, String),
    /// `[[NAME]]`
    Use(String),
}

/// One parsed directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directive {
    /// What it asserts.
    pub kind: Kind,
    /// The prefix it was written with (`CHECK`).
    pub prefix: String,
    /// The pattern as written (trimmed).
    pub text: String,
    /// The pattern, parsed.
    pub pieces: Vec<Piece>,
    /// 1-based line in the test file.
    pub line: usize,
}

impl Directive {
    /// `CHECK-NEXT: text` as written.
    pub fn spelled(&self) -> String {
        format!("{}{}: {}", self.prefix, self.kind.suffix(), self.text)
    }
}

/// Whether `c` may be part of a directive prefix.
fn is_prefix_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-'
}

/// Parses the directives for `prefixes` out of a test file. Errors (malformed patterns,
/// misspelled directives such as `CHECK-NXT:`, a `CHECK-NEXT` with nothing before it) are
/// returned as `file:line: message` strings, all of them.
pub fn parse_directives(
    text: &str,
    prefixes: &[String],
    file: &str,
) -> Result<Vec<Directive>, Vec<String>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (idx, line) in text.lines().enumerate() {
        let lineno = idx + 1;
        for prefix in prefixes {
            let mut search = 0;
            while let Some(rel) = line[search..].find(prefix.as_str()) {
                let at = search + rel;
                search = at + prefix.len();
                // Whole-word prefix only (`XCHECK:` is not a `CHECK:`).
                if line[..at].chars().next_back().is_some_and(is_prefix_char) {
                    continue;
                }
                let rest = &line[at + prefix.len()..];
                let word_len = rest
                    .find(|c: char| !is_prefix_char(c))
                    .unwrap_or(rest.len());
                let (suffix, after) = rest.split_at(word_len);
                let Some(pattern) = after.strip_prefix(':') else {
                    continue;
                };
                let kind = match suffix {
                    "" => Some(Kind::Check),
                    "-NEXT" => Some(Kind::Next),
                    "-SAME" => Some(Kind::Same),
                    "-EMPTY" => Some(Kind::Empty),
                    "-NOT" => Some(Kind::Not),
                    "-LABEL" => Some(Kind::Label),
                    s => s
                        .strip_prefix("-COUNT-")
                        .and_then(|n| n.parse::<usize>().ok())
                        .filter(|n| *n > 0)
                        .map(Kind::Count),
                };
                let Some(kind) = kind else {
                    errors.push(format!(
                        "{file}:{lineno}: unknown directive `{prefix}{suffix}:` (known: -NEXT, -SAME, -EMPTY, -NOT, -LABEL, -COUNT-N)"
                    ));
                    break;
                };
                let pattern = pattern.trim();
                match parse_pattern(pattern) {
                    Ok(pieces) => {
                        if pieces.is_empty() && kind != Kind::Empty {
                            errors.push(format!(
                                "{file}:{lineno}: `{prefix}{}:` has an empty pattern",
                                kind.suffix()
                            ));
                        } else if kind == Kind::Empty && !pieces.is_empty() {
                            errors.push(format!(
                                "{file}:{lineno}: `{prefix}-EMPTY:` takes no pattern"
                            ));
                        } else {
                            out.push(Directive {
                                kind,
                                prefix: prefix.clone(),
                                text: pattern.to_string(),
                                pieces,
                                line: lineno,
                            });
                        }
                    }
                    Err(e) => errors.push(format!("{file}:{lineno}: {e}")),
                }
                break;
            }
        }
    }
    // A NEXT/SAME/EMPTY needs a previous match in its block.
    let mut have_prev: HashMap<&str, bool> = HashMap::new();
    for d in &out {
        let prev = have_prev.entry(d.prefix.as_str()).or_insert(false);
        match d.kind {
            Kind::Next | Kind::Same | Kind::Empty if !*prev => errors.push(format!(
                "{file}:{}: `{}` has no previous match to follow",
                d.line,
                d.spelled()
            )),
            Kind::Not => {}
            _ => *prev = true,
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// The end of a `[[NAME:re]]` / `{{re}}` regex starting at `s`: the byte index of the
/// closing `]]` / `}}`, skipping escapes and character classes (`[[N:[0-9]]]` works).
fn regex_end(s: &str, close: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut in_class = false;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 1,
            b'[' if !in_class => {
                in_class = true;
                // `[]...]` and `[^]...]` start with a literal `]`.
                if b.get(i + 1) == Some(&b'^') {
                    i += 1;
                }
                if b.get(i + 1) == Some(&b']') {
                    i += 1;
                }
            }
            b']' if in_class => in_class = false,
            _ if !in_class && s[i..].starts_with(close) => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

fn is_var_name(s: &str) -> bool {
    let mut c = s.chars();
    c.next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && c.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Parses one pattern into pieces.
pub fn parse_pattern(p: &str) -> Result<Vec<Piece>, String> {
    let mut pieces = Vec::new();
    let mut lit = String::new();
    let mut rest = p;
    let mut defined = Vec::new();
    while !rest.is_empty() {
        if rest.starts_with("[[[") {
            // `[[[X]]]`: a literal `[` before a variable (memory operands `[%2]`).
            lit.push('[');
            rest = &rest[1..];
        } else if let Some(r) = rest.strip_prefix("{{") {
            let end = regex_end(r, "}}").ok_or_else(|| format!("unterminated `{{{{` in `{p}`"))?;
            let re = &r[..end];
            Regex::new(re).map_err(|e| format!("bad regex `{re}` in `{p}`: {e}"))?;
            if !lit.is_empty() {
                pieces.push(Piece::Literal(std::mem::take(&mut lit)));
            }
            pieces.push(Piece::Regex(re.to_string()));
            rest = &r[end + 2..];
        } else if let Some(r) = rest.strip_prefix("[[") {
            let end = regex_end(r, "]]").ok_or_else(|| format!("unterminated `[[` in `{p}`"))?;
            let body = &r[..end];
            let piece = match body.split_once(':') {
                Some((name, re)) => {
                    if !is_var_name(name) {
                        return Err(format!("bad variable name `{name}` in `{p}`"));
                    }
                    Regex::new(re).map_err(|e| format!("bad regex `{re}` in `{p}`: {e}"))?;
                    if defined.contains(&name) {
                        return Err(format!("variable `{name}` defined twice in `{p}`"));
                    }
                    defined.push(name);
                    Piece::Define(name.to_string(), re.to_string())
                }
                None => {
                    if !is_var_name(body) {
                        return Err(format!("bad variable name `{body}` in `{p}`"));
                    }
                    if defined.contains(&body) {
                        return Err(format!(
                            "variable `{body}` is used in the pattern that defines it: `{p}`"
                        ));
                    }
                    Piece::Use(body.to_string())
                }
            };
            if !lit.is_empty() {
                pieces.push(Piece::Literal(std::mem::take(&mut lit)));
            }
            pieces.push(piece);
            rest = &r[end + 2..];
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            lit.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    if !lit.is_empty() {
        pieces.push(Piece::Literal(lit));
    }
    Ok(pieces)
}

/// Escapes literal text, turning each whitespace run into `[ \t]+`.
fn literal_regex(s: &str, out: &mut String) {
    let mut in_ws = false;
    for c in s.chars() {
        if c == ' ' || c == '\t' {
            if !in_ws {
                out.push_str("[ \\t]+");
            }
            in_ws = true;
        } else {
            in_ws = false;
            let mut b = [0u8; 4];
            out.push_str(&regex::escape(c.encode_utf8(&mut b)));
        }
    }
}

/// Builds the regex for `pieces` under the current variables.
fn build_regex(pieces: &[Piece], vars: &HashMap<String, String>) -> Result<Regex, String> {
    let mut re = String::new();
    for p in pieces {
        match p {
            Piece::Literal(s) => literal_regex(s, &mut re),
            Piece::Regex(r) => {
                let _ = write!(re, "(?:{r})");
            }
            Piece::Define(name, r) => {
                let _ = write!(re, "(?P<{name}>{r})");
            }
            Piece::Use(name) => match vars.get(name) {
                Some(v) => re.push_str(&regex::escape(v)),
                None => return Err(format!("variable `{name}` is used before it is defined")),
            },
        }
    }
    Regex::new(&re).map_err(|e| format!("cannot build the pattern's regex: {e}"))
}

/// A position in the output: line index and byte column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Pos {
    line: usize,
    col: usize,
}

/// A found match: start and end position (same line).
#[derive(Clone, Copy, Debug)]
struct Found {
    line: usize,
    start: usize,
    end: usize,
}

/// A region of the output: from `start` (inclusive) to `end` (exclusive).
#[derive(Clone, Copy, Debug)]
struct Region {
    start: Pos,
    end: Pos,
}

/// The output being checked, split into lines.
struct Output<'a> {
    lines: Vec<&'a str>,
}

impl<'a> Output<'a> {
    fn new(text: &'a str) -> Self {
        let mut lines: Vec<&str> = text.split('\n').collect();
        if lines.last() == Some(&"") && lines.len() > 1 {
            lines.pop();
        }
        Output { lines }
    }

    fn end(&self) -> Pos {
        Pos {
            line: self.lines.len(),
            col: 0,
        }
    }

    /// The searchable part of line `l` within `r`: (text up to the region end, start column).
    fn slice(&self, l: usize, r: Region) -> Option<(&'a str, usize)> {
        if l < r.start.line || l > r.end.line || l >= self.lines.len() {
            return None;
        }
        let line = self.lines[l];
        let from = if l == r.start.line {
            r.start.col.min(line.len())
        } else {
            0
        };
        let to = if l == r.end.line {
            r.end.col.min(line.len())
        } else {
            line.len()
        };
        (from <= to).then(|| (&line[..to], from))
    }

    /// The first match of `re` in `r`, with its captures.
    fn find(&self, re: &Regex, r: Region) -> Option<(Found, HashMap<String, String>)> {
        for l in r.start.line..=r.end.line.min(self.lines.len().saturating_sub(1)) {
            let Some((hay, from)) = self.slice(l, r) else {
                continue;
            };
            if let Some(c) = re.captures_at(hay, from) {
                let m = c
                    .get(0)
                    .map(|m| (m.start(), m.end()))
                    .unwrap_or((from, from));
                let vars = re
                    .capture_names()
                    .flatten()
                    .filter_map(|n| c.name(n).map(|v| (n.to_string(), v.as_str().to_string())))
                    .collect();
                return Some((
                    Found {
                        line: l,
                        start: m.0,
                        end: m.1,
                    },
                    vars,
                ));
            }
        }
        None
    }

    fn whole(&self) -> Region {
        Region {
            start: Pos { line: 0, col: 0 },
            end: self.end(),
        }
    }

    /// `  12 | text` for output lines `from..to` (at most `max`, elided in the middle).
    fn show(&self, from: usize, to: usize, max: usize) -> String {
        let to = to.min(self.lines.len());
        let mut s = String::new();
        let n = to.saturating_sub(from);
        for (k, l) in (from..to).enumerate() {
            if n > max && k == max / 2 {
                let _ = writeln!(s, "       | … {} more lines …", n - max);
            }
            if n > max && k >= max / 2 && k < n - max / 2 {
                continue;
            }
            let _ = writeln!(s, "  {:4} | {}", l + 1, self.lines[l]);
        }
        s
    }
}

/// One failed directive, with its explanation.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The full, human-readable explanation.
    pub message: String,
}

/// Checks `output` against `directives` (all of one prefix, in file order). `file` names the
/// test file in messages; `what` names the output (`stdout of RUN line 3`).
pub fn check(output: &str, directives: &[Directive], file: &str, what: &str) -> Vec<Failure> {
    let out = Output::new(output);
    let mut vars: HashMap<String, String> = HashMap::new();
    let mut failures = Vec::new();

    // Pass 1: labels, in order, split the output into blocks.
    let mut bounds = Vec::new(); // (directive index, found)
    let mut pos = Pos { line: 0, col: 0 };
    for (i, d) in directives.iter().enumerate() {
        if d.kind != Kind::Label {
            continue;
        }
        let region = Region {
            start: pos,
            end: out.end(),
        };
        let re = match build_regex(&d.pieces, &vars) {
            Ok(re) => re,
            Err(e) => {
                failures.push(fail(d, file, what, &e, &out, None, &vars));
                return failures;
            }
        };
        match out.find(&re, region) {
            Some((f, caps)) => {
                vars.extend(caps);
                pos = Pos {
                    line: f.line,
                    col: f.end,
                };
                bounds.push((i, f));
            }
            None => {
                failures.push(fail(
                    d,
                    file,
                    what,
                    "label not found",
                    &out,
                    Some(region),
                    &vars,
                ));
                return failures;
            }
        }
    }

    // Pass 2: each block between labels.
    let mut block_start = 0usize;
    let mut prev: Option<Found> = None;
    let mut start_pos = Pos { line: 0, col: 0 };
    for b in 0..=bounds.len() {
        let (dir_end, end_pos) = match bounds.get(b) {
            Some((i, f)) => (
                *i,
                Pos {
                    line: f.line,
                    col: f.start,
                },
            ),
            None => (directives.len(), out.end()),
        };
        check_block(
            &directives[block_start..dir_end],
            &out,
            Region {
                start: start_pos,
                end: end_pos,
            },
            prev,
            file,
            what,
            &mut vars,
            &mut failures,
        );
        if let Some((i, f)) = bounds.get(b) {
            block_start = i + 1;
            prev = Some(*f);
            start_pos = Pos {
                line: f.line,
                col: f.end,
            };
        }
    }
    failures
}

/// Checks the directives of one block against the output region `block`. `prev` is the
/// label match that opened the block.
#[allow(clippy::too_many_arguments)]
fn check_block(
    dirs: &[Directive],
    out: &Output<'_>,
    block: Region,
    mut prev: Option<Found>,
    file: &str,
    what: &str,
    vars: &mut HashMap<String, String>,
    failures: &mut Vec<Failure>,
) {
    let mut pos = block.start;
    let mut nots: Vec<&Directive> = Vec::new();
    // Where the pending NOTs' region starts: the end of the match before them.
    let mut not_start = pos;
    for d in dirs {
        if d.kind == Kind::Not {
            if nots.is_empty() {
                not_start = pos;
            }
            nots.push(d);
            continue;
        }
        let times = if let Kind::Count(n) = d.kind { n } else { 1 };
        let re = match build_regex(&d.pieces, vars) {
            Ok(re) => re,
            Err(e) => {
                failures.push(fail(d, file, what, &e, out, None, vars));
                return;
            }
        };
        let mut first_found = None;
        for k in 0..times {
            // Where this directive may match.
            let region = match d.kind {
                Kind::Next | Kind::Empty => {
                    let l = prev.map_or(block.start.line, |p| p.line + 1);
                    Region {
                        start: Pos { line: l, col: 0 },
                        end: if l < block.end.line {
                            Pos {
                                line: l,
                                col: usize::MAX,
                            }
                        } else {
                            block.end
                        },
                    }
                }
                Kind::Same => Region {
                    start: pos,
                    end: Pos {
                        line: pos.line,
                        col: if pos.line < block.end.line {
                            usize::MAX
                        } else {
                            block.end.col
                        },
                    },
                },
                _ => Region {
                    start: pos,
                    end: block.end,
                },
            };
            let found = if d.kind == Kind::Empty {
                let l = region.start.line;
                (l < out.lines.len() && region.start <= block.end && out.lines[l].trim().is_empty())
                    .then_some((
                        Found {
                            line: l,
                            start: 0,
                            end: out.lines[l].len(),
                        },
                        HashMap::new(),
                    ))
            } else {
                out.find(&re, region)
            };
            match found {
                Some((f, caps)) => {
                    vars.extend(caps);
                    if first_found.is_none() {
                        first_found = Some(f);
                    }
                    pos = Pos {
                        line: f.line,
                        col: f.end,
                    };
                    prev = Some(f);
                }
                None => {
                    let why = match (d.kind, times) {
                        (Kind::Empty, _) => "the next line is not empty".to_string(),
                        (_, 1) => "expected pattern not found".to_string(),
                        (_, n) => format!("expected {n} matches, found only {k}"),
                    };
                    failures.push(fail(d, file, what, &why, out, Some(region), vars));
                    return;
                }
            }
        }
        // The NOTs waiting for this match: nothing between the previous match and this one.
        if let Some(f) = first_found {
            let region = Region {
                start: not_start,
                end: Pos {
                    line: f.line,
                    col: f.start,
                },
            };
            check_nots(&nots, out, region, file, what, vars, failures);
            nots.clear();
        }
    }
    let region = Region {
        start: not_start,
        end: block.end,
    };
    check_nots(&nots, out, region, file, what, vars, failures);
}

fn check_nots(
    nots: &[&Directive],
    out: &Output<'_>,
    region: Region,
    file: &str,
    what: &str,
    vars: &HashMap<String, String>,
    failures: &mut Vec<Failure>,
) {
    for d in nots {
        let re = match build_regex(&d.pieces, vars) {
            Ok(re) => re,
            Err(e) => {
                failures.push(fail(d, file, what, &e, out, None, vars));
                continue;
            }
        };
        if let Some((f, _)) = out.find(&re, region) {
            let mut msg = String::new();
            let _ = writeln!(
                msg,
                "{file}:{}: error: {what}: `{}`: excluded pattern found at output line {}",
                d.line,
                d.spelled(),
                f.line + 1
            );
            let _ = writeln!(msg, "{}", describe_region(out, region));
            let _ = write!(msg, "{}", out.show(f.line, f.line + 1, 1));
            failures.push(Failure { message: msg });
        }
    }
}

fn describe_region(out: &Output<'_>, r: Region) -> String {
    let last = r.end.line.min(out.lines.len().saturating_sub(1));
    if out.lines.is_empty() {
        return "  searched: the output, which is empty".into();
    }
    let from = if r.start.col > 0 {
        format!("line {} col {}", r.start.line + 1, r.start.col + 1)
    } else {
        format!("line {}", r.start.line + 1)
    };
    let to = if r.end.line >= out.lines.len() {
        "the end of the output".to_string()
    } else if r.end.col == usize::MAX || r.end.col >= out.lines[last].len() {
        format!("the end of line {}", last + 1)
    } else {
        format!("line {} col {}", r.end.line + 1, r.end.col + 1)
    };
    format!("  searched: output from {from} to {to}")
}

/// Explains a failed positive directive.
fn fail(
    d: &Directive,
    file: &str,
    what: &str,
    why: &str,
    out: &Output<'_>,
    region: Option<Region>,
    vars: &HashMap<String, String>,
) -> Failure {
    let mut msg = String::new();
    let _ = writeln!(
        msg,
        "{file}:{}: error: {what}: `{}`: {why}",
        d.line,
        d.spelled()
    );
    if let Some(r) = region {
        let _ = writeln!(msg, "{}", describe_region(out, r));
        let last = r.end.line.min(out.lines.len());
        let upto = if last < out.lines.len() {
            last + 1
        } else {
            last
        };
        let _ = write!(msg, "{}", out.show(r.start.line, upto, 12));
        if d.kind != Kind::Empty {
            let _ = write!(msg, "{}", nearest_partial(d, out, r, vars));
            if let Ok(re) = build_regex(&d.pieces, vars) {
                if let Some((f, _)) = out.find(&re, out.whole()) {
                    let _ = writeln!(
                        msg,
                        "  note: the whole pattern does match at output line {}, outside the searched region:",
                        f.line + 1
                    );
                    let _ = write!(msg, "{}", out.show(f.line, f.line + 1, 1));
                }
            }
        }
    }
    let used: Vec<_> = d
        .pieces
        .iter()
        .filter_map(|p| match p {
            Piece::Use(n) => Some(n),
            _ => None,
        })
        .collect();
    for n in used {
        match vars.get(n) {
            Some(v) => {
                let _ = writeln!(msg, "  with [[{n}]] = \"{v}\"");
            }
            None => {
                let _ = writeln!(msg, "  with [[{n}]] undefined");
            }
        }
    }
    Failure { message: msg }
}

/// Splits a pattern into word-sized pieces so that a partial match can be reported at word
/// granularity.
fn words(pieces: &[Piece]) -> Vec<Piece> {
    let mut out = Vec::new();
    for p in pieces {
        match p {
            Piece::Literal(s) => {
                let mut cur = String::new();
                for c in s.chars() {
                    cur.push(c);
                    if c == ' ' || c == '\t' || c == ',' {
                        out.push(Piece::Literal(std::mem::take(&mut cur)));
                    }
                }
                if !cur.is_empty() {
                    out.push(Piece::Literal(cur));
                }
            }
            other => out.push(other.clone()),
        }
    }
    out
}

fn spell(pieces: &[Piece]) -> String {
    pieces
        .iter()
        .map(|p| match p {
            Piece::Literal(s) => s.clone(),
            Piece::Regex(r) => format!("{{{{{r}}}}}"),
            Piece::Define(n, r) => format!("[[{n}:{r}]]"),
            Piece::Use(n) => format!("[[{n}]]"),
        })
        .collect()
}

/// The longest leading part of the pattern that matches in `r`, and where.
fn nearest_partial(
    d: &Directive,
    out: &Output<'_>,
    r: Region,
    vars: &HashMap<String, String>,
) -> String {
    let w = words(&d.pieces);
    // Trailing whitespace in a prefix would demand whitespace after it; trim it.
    for k in (1..w.len()).rev() {
        let mut prefix = w[..k].to_vec();
        if let Some(Piece::Literal(s)) = prefix.last_mut() {
            *s = s.trim_end().to_string();
            if s.is_empty() {
                continue;
            }
        }
        let Ok(re) = build_regex(&prefix, vars) else {
            continue;
        };
        if let Some((f, _)) = out.find(&re, r) {
            return format!(
                "  nearest partial match at output line {}: `{}` matches, then `{}` does not:\n{}",
                f.line + 1,
                spell(&prefix).trim(),
                spell(&w[k..]).trim(),
                out.show(f.line, f.line + 1, 1)
            );
        }
    }
    match w.first() {
        Some(first) if w.len() > 1 => format!(
            "  nearest partial match: none (not even `{}` matches in the region)\n",
            spell(std::slice::from_ref(first)).trim()
        ),
        _ => "  nearest partial match: none\n".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dirs(text: &str) -> Vec<Directive> {
        match parse_directives(text, &["CHECK".to_string()], "t.ptx") {
            Ok(d) => d,
            Err(e) => panic!("parse failed: {e:?}"),
        }
    }

    fn run(checks: &str, output: &str) -> Vec<Failure> {
        check(output, &dirs(checks), "t.ptx", "stdout")
    }

    fn ok(checks: &str, output: &str) {
        let f = run(checks, output);
        assert!(
            f.is_empty(),
            "{}",
            f.iter().map(|f| f.message.as_str()).collect::<String>()
        );
    }

    fn fails(checks: &str, output: &str) -> String {
        let f = run(checks, output);
        assert!(!f.is_empty(), "expected a failure");
        f.iter().map(|f| f.message.as_str()).collect()
    }

    #[test]
    fn plain_check_is_ordered_substring() {
        ok("// CHECK: b\n// CHECK: d", "a b c\nd");
        fails("// CHECK: d\n// CHECK: b", "a b c\nd");
        ok("// CHECK: b\n// CHECK: b", "b b");
    }

    #[test]
    fn whitespace_runs_match_any_whitespace() {
        ok("// CHECK: IADD3 R0,  R1", "  IADD3\tR0, R1, RZ");
        fails("// CHECK: IADD3 R0,R1", "IADD3 R0, R1");
    }

    #[test]
    fn next_same_empty() {
        ok("// CHECK: a\n// CHECK-NEXT: b\n// CHECK-SAME: c", "a\nb c");
        let m = fails("// CHECK: a\n// CHECK-NEXT: b", "a\nx\nb");
        assert!(m.contains("t.ptx:2:"), "{m}");
        assert!(m.contains("does match at output line 3"), "{m}");
        fails("// CHECK: a\n// CHECK-SAME: b", "a\nb");
        ok("// CHECK: a\n// CHECK-EMPTY:\n// CHECK-NEXT: b", "a\n\nb");
        fails("// CHECK: a\n// CHECK-EMPTY:", "a\nb");
    }

    #[test]
    fn not_is_checked_between_matches() {
        ok(
            "// CHECK: a\n// CHECK-NOT: x\n// CHECK: b\n// CHECK: x",
            "a\nb\nx",
        );
        let m = fails("// CHECK: a\n// CHECK-NOT: x\n// CHECK: b", "a\nx\nb");
        assert!(m.contains("excluded pattern found at output line 2"), "{m}");
        // A trailing NOT extends to the end of the block.
        fails("// CHECK: a\n// CHECK-NOT: x", "a\nx");
        // Not before the previous match.
        ok("// CHECK: a\n// CHECK-NOT: x", "x a");
    }

    #[test]
    fn labels_split_blocks() {
        let checks =
            "// CHECK-LABEL: f1:\n// CHECK: regs: 4\n// CHECK-LABEL: f2:\n// CHECK: regs: 8";
        ok(checks, "f1:\nregs: 4\nf2:\nregs: 8");
        // f1's check may not be satisfied by f2's text.
        let m = fails(checks, "f1:\nregs: 6\nf2:\nregs: 4\nregs: 8");
        assert!(m.contains("t.ptx:2:"), "{m}");
        // Blocks after a failed one are still checked.
        let f = run(checks, "f1:\nregs: 6\nf2:\nregs: 9");
        assert_eq!(f.len(), 2);
        // A missing label stops everything with a message.
        let m = fails(checks, "f1:\nregs: 4\n");
        assert!(m.contains("label not found"), "{m}");
    }

    #[test]
    fn count() {
        ok("// CHECK-COUNT-3: x", "x\nx x");
        let m = fails("// CHECK-COUNT-3: x", "x\ny\nx");
        assert!(m.contains("expected 3 matches, found only 2"), "{m}");
    }

    #[test]
    fn captures_and_regex() {
        ok(
            "// CHECK: MOV [[R:R[0-9]+]], c\n// CHECK: STG [{{.*}}], [[R]]",
            "MOV R5, c\nSTG [R2.64], R5",
        );
        let m = fails(
            "// CHECK: MOV [[R:R[0-9]+]], c\n// CHECK: STG [{{.*}}], [[R]]",
            "MOV R5, c\nSTG [R2.64], R6",
        );
        assert!(m.contains("with [[R]] = \"R5\""), "{m}");
        // Character classes containing `]` inside a capture.
        ok("// CHECK: [[N:[0-9]]]x", "7x");
        ok(
            "// CHECK: [[A:%[0-9]+]] x\n// CHECK: STG [[[A]]], [[[A]]+0x4]",
            "%2 x\nSTG [%2], [%2+0x4]",
        );
        ok("// CHECK: n=[[N:[0-9]+]]\n// CHECK: m=[[N]]", "n=12 m=12");
        fails("// CHECK: n=[[N:[0-9]+]]\n// CHECK: m=[[N]]x", "n=12 m=13x");
    }

    #[test]
    fn bad_directives_are_errors() {
        let e = parse_directives("// CHECK-NXT: a", &["CHECK".into()], "t.ptx");
        assert!(e.is_err());
        let e = parse_directives("// CHECK-NEXT: a", &["CHECK".into()], "t.ptx");
        assert!(e.is_err(), "NEXT without a previous match");
        assert!(parse_pattern("[[X:a]] [[X]]").is_err());
        assert!(parse_pattern("{{(}}").is_err());
        assert!(parse_pattern("[[1x:a]]").is_err());
        // Other prefixes and words containing the prefix are ignored.
        assert!(dirs("// XCHECK: a\n// FOO: b\n// CHECKS are fine").is_empty());
    }

    #[test]
    fn failure_message_explains() {
        let m = fails(
            "// CHECK: start\n// CHECK: IMAD.WIDE R2, R0, c[0x0][0x160]",
            "start\nIMAD.WIDE R2, R0, 0x4\nother",
        );
        assert!(
            m.contains("t.ptx:2: error: stdout: `CHECK: IMAD.WIDE R2, R0, c[0x0][0x160]`"),
            "{m}"
        );
        assert!(
            m.contains("searched: output from line 1 col 6 to the end of the output"),
            "{m}"
        );
        assert!(m.contains("nearest partial match at output line 2"), "{m}");
        assert!(m.contains("`IMAD.WIDE R2, R0,` matches"), "{m}");
        assert!(m.contains("   2 | IMAD.WIDE R2, R0, 0x4"), "{m}");
    }

    #[test]
    fn undefined_variable_is_reported() {
        let m = fails("// CHECK: [[NOPE]]", "x");
        assert!(m.contains("used before it is defined"), "{m}");
    }
}
