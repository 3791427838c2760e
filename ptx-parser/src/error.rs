//! Parse errors that point at the source.
//!
//! A [`ParseError`] carries byte spans rather than line numbers so that producing one is cheap
//! (the parser creates it on the failure path only, but mutated-input fuzzing creates millions);
//! line and column are computed once, in [`ParseError::render`], when a human reads it.

use crate::ast::Span;

/// Why a PTX text could not be parsed, with the places that explain it.
///
/// The first label is the primary location (the `file:line:col` of the rendered header); more
/// labels point at related places (e.g. the `{` that an unterminated block opened).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{message}")]
pub struct ParseError {
    /// One-line summary, e.g. ``expected `;` after instruction``.
    pub message: String,
    /// Labelled source ranges; the first one is the primary location.
    pub labels: Vec<(Span, String)>,
    /// Extra hints printed after the snippet.
    pub notes: Vec<String>,
}

/// Longest source line shown in full; longer lines are cut around the caret so that a
/// single-line 100 MB file does not produce a 100 MB diagnostic.
const MAX_SHOWN_CHARS: usize = 160;

impl ParseError {
    /// An error at `span` whose caret carries `label`.
    pub fn new(message: impl Into<String>, span: Span, label: impl Into<String>) -> ParseError {
        ParseError {
            message: message.into(),
            labels: vec![(span, label.into())],
            notes: Vec::new(),
        }
    }

    /// Adds a secondary label, e.g. pointing at the opening brace of an unterminated block.
    pub fn with_label(mut self, span: Span, label: impl Into<String>) -> ParseError {
        self.labels.push((span, label.into()));
        self
    }

    /// Adds a note printed below the snippet.
    pub fn with_note(mut self, note: impl Into<String>) -> ParseError {
        self.notes.push(note.into());
        self
    }

    /// The primary location (an empty span at 0 if the error has no label).
    pub fn span(&self) -> Span {
        self.labels.first().map(|l| l.0).unwrap_or_default()
    }

    /// Formats the error like a compiler diagnostic:
    ///
    /// ```text
    /// file.ptx:12:5: error: expected `;` after instruction
    ///    12 |     add.s32 %r1, %r2, %r3
    ///       |                          ^ here
    /// note: ...
    /// ```
    ///
    /// `src` should be the text that was parsed; spans outside it are clamped, so rendering
    /// never panics even with the wrong text.
    pub fn render(&self, file_name: &str, src: &str) -> String {
        let primary = self.span();
        let (line, col) = line_col(src, primary.start as usize);
        let mut out = format!("{file_name}:{line}:{col}: error: {}\n", self.message);
        let width = self
            .labels
            .iter()
            .map(|(s, _)| line_col(src, s.start as usize).0.to_string().len())
            .max()
            .unwrap_or(1)
            .max(5);
        let mut last_line = None;
        for (span, label) in &self.labels {
            let line = line_col(src, span.start as usize).0;
            render_snippet(&mut out, src, *span, label, width, last_line != Some(line));
            last_line = Some(line);
        }
        for note in &self.notes {
            out.push_str("note: ");
            out.push_str(note);
            out.push('\n');
        }
        out
    }
}

/// Largest char boundary of `src` that is `<= offset` (and `<= src.len()`).
fn floor_boundary(src: &str, offset: usize) -> usize {
    let mut o = offset.min(src.len());
    while o > 0 && !src.is_char_boundary(o) {
        o -= 1;
    }
    o
}

/// 1-based line and column (in characters) of byte `offset`.
pub(crate) fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let o = floor_boundary(src, offset);
    let before = &src.as_bytes()[..o];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let col = src[line_start..o].chars().count() + 1;
    (line, col)
}

/// Appends `NNNN | source line` (unless the previous label was on the same line) and the
/// caret line for one label.
fn render_snippet(
    out: &mut String,
    src: &str,
    span: Span,
    label: &str,
    width: usize,
    show_source: bool,
) {
    let start = floor_boundary(src, span.start as usize);
    let end = floor_boundary(src, (span.end as usize).max(start));
    let line_start = src[..start].rfind('\n').map_or(0, |p| p + 1);
    let line_end = src[start..].find('\n').map_or(src.len(), |p| start + p);
    let line_text = src[line_start..line_end].trim_end_matches('\r');
    let (line, _) = line_col(src, start);

    let chars: Vec<char> = line_text.chars().collect();
    let caret_col = src[line_start..start].chars().count();
    let caret_len = src[start..end.min(line_end).max(start)]
        .chars()
        .count()
        .max(1);
    // Window long lines around the caret.
    let (from, to) = if chars.len() > MAX_SHOWN_CHARS {
        // The caret may sit in the line's trailing `\r`s, which the text leaves out.
        let from = caret_col
            .saturating_sub(MAX_SHOWN_CHARS / 2)
            .min(chars.len());
        (from, (from + MAX_SHOWN_CHARS).min(chars.len()))
    } else {
        (0, chars.len())
    };
    let shown = |c: char| {
        if c.is_control() && c != '\t' {
            '\u{fffd}'
        } else {
            c
        }
    };
    let mut text = String::new();
    let mut pad = String::new();
    if from > 0 {
        text.push_str("...");
        pad.push_str("   ");
    }
    text.extend(chars[from..to].iter().map(|&c| shown(c)));
    if to < chars.len() {
        text.push_str("...");
    }
    pad.extend(chars[from..caret_col.clamp(from, to)].iter().map(|&c| {
        if c == '\t' {
            '\t'
        } else {
            ' '
        }
    }));
    let carets = "^".repeat(caret_len.min(MAX_SHOWN_CHARS));
    if show_source {
        out.push_str(&format!("{line:>width$} | {text}\n"));
    }
    let sep = if label.is_empty() { "" } else { " " };
    out.push_str(&format!("{:>width$} | {pad}{carets}{sep}{label}\n", ""));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_header_line_and_caret() {
        let src = "a\n    add.s32 %r1, %r2, %r3\nb";
        let e = ParseError::new("expected `;` after instruction", Span::new(27, 27), "here")
            .with_note("every instruction ends with `;`");
        let r = e.render("file.ptx", src);
        assert_eq!(
            r,
            "file.ptx:2:26: error: expected `;` after instruction\n    2 |     add.s32 %r1, %r2, %r3\n      |                          ^ here\nnote: every instruction ends with `;`\n"
        );
    }

    #[test]
    fn render_never_panics_on_odd_spans() {
        let e = ParseError::new("x", Span::new(100, 5), "");
        assert!(e.render("f", "é\u{1}").starts_with("f:1:"));
        let e = ParseError::new("x", Span::new(1, 2), "l");
        assert!(e.render("f", "é").starts_with("f:1:1:"));
    }
}
