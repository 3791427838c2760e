//! The byte cursor and lexeme recognisers the grammar is written on.
//!
//! PTX is lexed on demand rather than into a token vector: the grammar needs lookahead of at
//! most a couple of bytes, and not materialising tokens keeps the hot path (millions of
//! `fma.rn.f32 %f1, %f2, %f3, %f4;` lines) allocation-free until the AST strings themselves.
//! Lexemes are recognised with `nom` byte combinators; the cursor tracks positions for spans.

use nom::bytes::complete::{take_while, take_while1, take_while_m_n};
use nom::IResult;

use crate::ast::Span;
use crate::error::ParseError;

/// Result type of the grammar functions; the error is boxed to keep `Ok` paths small.
pub(crate) type PResult<T> = Result<T, Box<ParseError>>;

/// What each byte may be in an identifier: [`START`] and/or [`CONT`]. One load per byte
/// instead of a chain of range tests, in the lexer's hottest loop.
static IDENT_CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic() || b == b'_' || b == b'$';
        if alpha || b == b'%' {
            t[c] |= START;
        }
        if alpha || b.is_ascii_digit() {
            t[c] |= CONT;
        }
        c += 1;
    }
    t
};
const START: u8 = 1;
const CONT: u8 = 2;

/// Whether `c` may start an identifier (`%` and `$` included, as PTX allows).
#[inline]
pub(crate) fn is_ident_start(c: u8) -> bool {
    IDENT_CLASS[usize::from(c)] & START != 0
}

/// Whether `c` may continue an identifier.
#[inline]
pub(crate) fn is_ident_cont(c: u8) -> bool {
    IDENT_CLASS[usize::from(c)] & CONT != 0
}

/// nom: an identifier `[A-Za-z_$%][A-Za-z0-9_$]*` (a lone `%` is not one).
fn nom_ident(i: &[u8]) -> IResult<&[u8], &[u8]> {
    let (rest, first) = take_while_m_n(1, 1, is_ident_start)(i)?;
    let (rest2, _) = take_while(is_ident_cont)(rest)?;
    let len = i.len() - rest2.len();
    if first == b"%" && len == 1 {
        return Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::AlphaNumeric,
        )));
    }
    Ok((rest2, &i[..len]))
}

/// nom: a dotted-modifier body: `[A-Za-z0-9_]` runs joined by `::`.
fn nom_modifier(i: &[u8]) -> IResult<&[u8], &[u8]> {
    let mut len = 0;
    loop {
        let (rest, run) = take_while1(|c: u8| c.is_ascii_alphanumeric() || c == b'_')(&i[len..])?;
        len += run.len();
        if rest.starts_with(b"::") && rest.get(2).is_some_and(|c| c.is_ascii_alphanumeric()) {
            len += 2;
        } else {
            return Ok((&i[len..], &i[..len]));
        }
    }
}

/// nom: a run of hexadecimal digits.
pub(crate) fn nom_hex(i: &[u8]) -> IResult<&[u8], &[u8]> {
    take_while1(|c: u8| c.is_ascii_hexdigit())(i)
}

/// nom: a run of characters that could belong to a (possibly malformed) number token, used
/// to quote the whole bad token in an error.
pub(crate) fn nom_number_like(i: &[u8]) -> IResult<&[u8], &[u8]> {
    take_while(|c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')(i)
}

/// Position-tracking reader over the source bytes.
pub(crate) struct Cursor<'a> {
    /// The whole source.
    pub src: &'a str,
    /// `src` as bytes.
    pub b: &'a [u8],
    /// Next unread byte.
    pub pos: usize,
    /// End of the last consumed token (where "expected `;`" points).
    pub last_end: usize,
    /// Start of a `/*` that runs to the end of the input, if seen.
    pub open_comment: Option<usize>,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `src`.
    pub fn new(src: &'a str) -> Cursor<'a> {
        Cursor {
            src,
            b: src.as_bytes(),
            pos: 0,
            last_end: 0,
            open_comment: None,
        }
    }

    /// Skips whitespace and comments. An unterminated `/*` consumes the rest of the input and
    /// is remembered in [`Cursor::open_comment`] (reported by the driver).
    #[inline]
    pub fn ws(&mut self) {
        let b = self.b;
        let mut p = self.pos;
        loop {
            match b.get(p) {
                Some(b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) => p += 1,
                Some(b'/') => match b.get(p + 1) {
                    Some(b'/') => {
                        p = b[p..]
                            .iter()
                            .position(|&c| c == b'\n')
                            .map_or(b.len(), |n| p + n);
                    }
                    Some(b'*') => match b[p + 2..].windows(2).position(|w| w == b"*/") {
                        Some(n) => p += n + 4,
                        None => {
                            self.open_comment.get_or_insert(p);
                            p = b.len();
                        }
                    },
                    _ => break,
                },
                _ => break,
            }
        }
        self.pos = p;
    }

    /// The next significant byte, after skipping trivia.
    #[inline]
    pub fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.b.get(self.pos).copied()
    }

    /// The byte at `pos + n` without skipping anything.
    #[inline]
    pub fn byte_at(&self, n: usize) -> Option<u8> {
        self.b.get(self.pos + n).copied()
    }

    /// Consumes `c` if it is the next significant byte.
    #[inline]
    pub fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            self.last_end = self.pos;
            true
        } else {
            false
        }
    }

    /// Advances over `n` bytes of the current token.
    #[inline]
    pub fn bump(&mut self, n: usize) {
        self.pos += n;
        self.last_end = self.pos;
    }

    /// Consumes `c` or fails with "expected `c` `context`". A missing `;` is reported right
    /// after the previous token when the next one is on a later line (the usual "forgot the
    /// `;`" case).
    pub fn expect(&mut self, c: u8, context: &str) -> PResult<()> {
        if self.eat(c) {
            return Ok(());
        }
        let what = format!("`{}` {context}", c as char);
        if c == b';' {
            let crossed = self.b[self.last_end.min(self.pos)..self.pos].contains(&b'\n');
            if crossed && self.pos < self.b.len() {
                let at = Span::new(self.last_end, self.last_end);
                let found = self.describe_next();
                return Err(Box::new(
                    ParseError::new(format!("expected {what}"), at, "expected here")
                        .with_label(self.token_span(), format!("next token is {found}")),
                ));
            }
        }
        Err(self.expected(&what))
    }

    /// "expected X, found Y" at the next token; at end of input, points right after the last
    /// token.
    pub fn expected(&mut self, what: &str) -> Box<ParseError> {
        self.ws();
        if self.pos >= self.b.len() {
            let at = Span::new(self.last_end, self.last_end);
            return Box::new(ParseError::new(
                format!("expected {what}, found end of file"),
                at,
                "input ends here",
            ));
        }
        let found = self.describe_next();
        Box::new(ParseError::new(
            format!("expected {what}, found {found}"),
            self.token_span(),
            "unexpected token",
        ))
    }

    /// An error at `span`.
    pub fn err(&self, msg: impl Into<String>, span: Span, label: &str) -> Box<ParseError> {
        Box::new(ParseError::new(msg, span, label))
    }

    /// Span of the next token (roughly: an identifier/number run, or one character).
    pub fn token_span(&self) -> Span {
        Span::new(self.pos, self.pos + self.token_len())
    }

    fn token_len(&self) -> usize {
        let rest = &self.b[self.pos.min(self.b.len())..];
        match rest.first() {
            None => 0,
            Some(&c) if is_ident_cont(c) || c == b'%' || c == b'.' => {
                let n = rest
                    .iter()
                    .skip(1)
                    .take_while(|&&c| is_ident_cont(c))
                    .count();
                1 + n
            }
            Some(&c) if c < 0x80 => 1,
            Some(_) => {
                // A whole UTF-8 character.
                let s = &self.src[self.pos..];
                s.chars().next().map_or(1, char::len_utf8)
            }
        }
    }

    /// Human description of the next token for "found ..." messages.
    pub fn describe_next(&self) -> String {
        if self.pos >= self.b.len() {
            return "end of file".to_string();
        }
        let sp = self.token_span();
        let text = &self.src[sp.start as usize..sp.end as usize];
        match text.chars().next() {
            Some(c) if c.is_control() => format!("byte 0x{:02x}", c as u32),
            _ => format!("`{}`", text.chars().take(40).collect::<String>()),
        }
    }

    /// An identifier at the next significant position (not consumed if absent).
    #[inline]
    pub fn ident(&mut self) -> Option<(&'a str, Span)> {
        self.ws();
        let start = self.pos;
        let (rest, id) = nom_ident(&self.b[start..]).ok()?;
        let _ = rest;
        self.bump(id.len());
        Some((&self.src[start..self.pos], Span::new(start, self.pos)))
    }

    /// A directive `.name` at the next significant position, returned without the dot.
    #[inline]
    pub fn directive(&mut self) -> Option<(&'a str, Span)> {
        self.ws();
        let start = self.pos;
        if self.b.get(start) != Some(&b'.') {
            return None;
        }
        let n = self.b[start + 1..]
            .iter()
            .take_while(|&&c| is_ident_cont(c))
            .count();
        if n == 0 {
            return None;
        }
        self.bump(1 + n);
        Some((&self.src[start + 1..self.pos], Span::new(start, self.pos)))
    }

    /// Peeks at the directive name at the next position without consuming it.
    pub fn peek_directive(&mut self) -> Option<&'a str> {
        let save = (self.pos, self.last_end);
        let d = self.directive().map(|d| d.0);
        (self.pos, self.last_end) = save;
        d
    }

    /// A `.modifier` glued to the previous token (no whitespace skipping), without the dot.
    #[inline]
    pub fn glued_modifier(&mut self) -> Option<&'a str> {
        if self.b.get(self.pos) != Some(&b'.') {
            return None;
        }
        let (_, m) = nom_modifier(&self.b[self.pos + 1..]).ok()?;
        let start = self.pos + 1;
        self.bump(1 + m.len());
        Some(&self.src[start..self.pos])
    }

    /// A double-quoted string with `\"`, `\\`, `\n`, `\t`, `\r` escapes (others kept as
    /// written). Strings may not span lines.
    pub fn string(&mut self) -> PResult<Option<(String, Span)>> {
        if self.peek() != Some(b'"') {
            return Ok(None);
        }
        let start = self.pos;
        let mut out = String::new();
        let mut p = start + 1;
        let mut chunk = p;
        loop {
            match self.b.get(p) {
                None | Some(b'\n') => {
                    return Err(self.err(
                        "unterminated string literal",
                        Span::new(start, start + 1),
                        "string starts here and is not closed on the same line",
                    ));
                }
                Some(b'"') => {
                    out.push_str(&self.src[chunk..p]);
                    break;
                }
                Some(b'\\') => {
                    out.push_str(&self.src[chunk..p]);
                    match self.b.get(p + 1) {
                        Some(b'"') => out.push('"'),
                        Some(b'\\') => out.push('\\'),
                        Some(b'n') => out.push('\n'),
                        Some(b't') => out.push('\t'),
                        Some(b'r') => out.push('\r'),
                        _ => {
                            out.push('\\');
                            p += 1;
                            chunk = p;
                            continue;
                        }
                    }
                    p += 2;
                    chunk = p;
                }
                Some(_) => p += 1,
            }
        }
        self.bump(p + 1 - self.pos);
        Ok(Some((out, Span::new(start, self.pos))))
    }

    /// Span of the whole remaining input's end (for "file ends here").
    pub fn eof_span(&self) -> Span {
        Span::new(self.b.len(), self.b.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifier_bytes_are_ptxs() {
        let start: Vec<u8> = (0..=255u8).filter(|&c| is_ident_start(c)).collect();
        let cont: Vec<u8> = (0..=255u8).filter(|&c| is_ident_cont(c)).collect();
        let letters: Vec<u8> = (b'A'..=b'Z').chain(b'a'..=b'z').collect();
        let mut want_start = [b"$%".as_slice(), &letters, b"_"].concat();
        want_start.sort_unstable();
        let mut want_cont = [b"$0123456789".as_slice(), &letters, b"_"].concat();
        want_cont.sort_unstable();
        assert_eq!(start, want_start);
        assert_eq!(cont, want_cont);
    }

    #[test]
    fn idents_and_modifiers() {
        let mut c = Cursor::new("  // c\n /* x */ %rd12.x $L__BB0_1");
        assert_eq!(c.ident().map(|x| x.0), Some("%rd12"));
        assert_eq!(c.glued_modifier(), Some("x"));
        assert_eq!(c.ident().map(|x| x.0), Some("$L__BB0_1"));
        let mut c = Cursor::new(".L2::cache_hint.shared::cluster.b32 ");
        assert_eq!(c.glued_modifier(), Some("L2::cache_hint"));
        assert_eq!(c.glued_modifier(), Some("shared::cluster"));
        assert_eq!(c.glued_modifier(), Some("b32"));
        assert_eq!(c.glued_modifier(), None);
        let mut c = Cursor::new("% x");
        assert!(c.ident().is_none());
    }

    #[test]
    fn strings() {
        let mut c = Cursor::new(r#""a\"b\\c\q""#);
        assert_eq!(
            c.string().ok().flatten().map(|s| s.0),
            Some("a\"b\\c\\q".to_string())
        );
        let mut c = Cursor::new("\"abc\nd\"");
        assert!(c.string().is_err());
    }

    #[test]
    fn open_comment_is_remembered() {
        let mut c = Cursor::new("a /* never closed");
        assert!(c.ident().is_some());
        assert!(c.peek().is_none());
        assert_eq!(c.open_comment, Some(2));
    }
}
