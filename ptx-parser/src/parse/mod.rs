//! PTX text to [`Module`]: the entry points and the module-level grammar.
//!
//! The grammar is recursive descent over `Cursor`; recursion only happens for nested
//! `{ }` scopes, initializer lists, constant expressions and compound operands, and all of
//! those share one depth counter capped at [`MAX_NESTING`], so hostile input cannot overflow
//! the stack, nor build a tree too deep for the recursive walks over it. Every loop consumes input or exits, so parsing is linear in the input size.

mod body;
mod decl;
mod number;
mod operand;

use std::collections::HashMap;

use crate::ast::{FileDirective, Item, Linkage, Module, Span, Target, Version};
use crate::error::{line_col, ParseError};
use crate::lexer::{Cursor, PResult};

/// Deepest nesting of blocks, initializer lists, expressions and operands accepted (an
/// operator chained to the ones before it, as in `1+1+1`, counts as a level: it nests them).
/// Real compilers emit a handful of levels; the cap exists to reject adversarial input
/// cleanly, and to bound every recursive walk over the syntax tree. At the cap, compiling
/// needs at most 256 KiB of stack in an optimised build and 1.5 MiB unoptimised (measured
/// with `ulimit -s` on `ptxra stats`, for each kind of nesting; operands need the most).
pub const MAX_NESTING: u32 = 256;

/// Parses a PTX module from text.
///
/// Accepts what clang, nvcc/NVRTC, Triton and numba emit (see the crate docs); returns the
/// first error with its location otherwise. Never panics.
pub fn parse_module(src: &str) -> Result<Module, ParseError> {
    if src.len() >= u32::MAX as usize {
        return Err(ParseError::new(
            "input too large: PTX files are limited to 4 GiB",
            Span::new(0, 0),
            "",
        ));
    }
    parse_module_with(src, SPLIT_BODY_BYTES)
}

/// [`parse_module`] with the size from which a function body is parsed on two threads.
fn parse_module_with(src: &str, split_bytes: usize) -> Result<Module, ParseError> {
    let mut p = Parser::new(src);
    p.split_bytes = split_bytes;
    let result = p.module();
    if let Some(at) = p.c.open_comment {
        return Err(ParseError::new(
            "unterminated block comment",
            Span::new(at, at + 2),
            "`/*` opened here is never closed by `*/`",
        ));
    }
    result.map_err(|e| *e)
}

/// Parses a PTX module from raw bytes, rejecting binary data (e.g. a cubin passed by mistake)
/// and invalid UTF-8 with a located error instead of garbage diagnostics further on.
pub fn parse_bytes(bytes: &[u8]) -> Result<Module, ParseError> {
    if bytes.starts_with(b"\x7fELF") {
        return Err(ParseError::new(
            "binary data: this is an ELF file (a cubin?), not PTX text",
            Span::new(0, 4),
            "ELF magic number",
        )
        .with_note("pass the `.ptx` text that ptxas compiles, not its output"));
    }
    let utf8_end = match std::str::from_utf8(bytes) {
        Ok(_) => bytes.len(),
        Err(e) => e.valid_up_to(),
    };
    if let Some(nul) = bytes[..utf8_end].iter().position(|&b| b == 0) {
        return Err(ParseError::new(
            "binary data: NUL byte in PTX text",
            Span::new(nul, nul + 1),
            "byte 0x00",
        ));
    }
    match std::str::from_utf8(bytes) {
        Ok(src) => parse_module(src),
        Err(e) => {
            let at = e.valid_up_to();
            let len = e.error_len().unwrap_or(bytes.len() - at);
            let byte = bytes.get(at).copied().unwrap_or(0);
            Err(ParseError::new(
                format!("invalid UTF-8: byte 0x{byte:02x} at offset {at}"),
                Span::new(at, at + len),
                "not valid UTF-8",
            )
            .with_note("PTX is ASCII text; is this a binary file?"))
        }
    }
}

/// Parser state on top of the cursor.
pub(crate) struct Parser<'a> {
    /// The cursor.
    pub c: Cursor<'a>,
    /// Current nesting depth (blocks, lists, expressions).
    pub depth: u32,
    /// Registers declared without `%` that are in scope, with a shadowing count.
    pub named_regs: HashMap<&'a str, u32>,
    /// `name<N>` ranges declared without `%` (prefix, count).
    pub named_ranges: Vec<(&'a str, u32)>,
    /// Names added to `named_regs` in the open scopes, for popping at `}`.
    pub scope_log: Vec<&'a str>,
    /// Statements produced by the last statement beyond the one it returned (a declaration
    /// of several variables).
    pub pending: Vec<crate::ast::Statement>,
    /// Reused buffers for an instruction's modifiers and operands, which are then copied
    /// into vectors of exactly their size (a `Vec` grown by pushes has room for four;
    /// most instructions have fewer modifiers, and the AST of a large kernel is most of
    /// the memory it takes to compile).
    pub modifier_scratch: Vec<crate::ast::CompactString>,
    pub operand_scratch: Vec<crate::ast::Operand>,
    /// Function bodies with at least this many bytes left to parse are parsed in two
    /// halves on two threads (see [`Parser::block`]); `usize::MAX` never splits.
    pub split_bytes: usize,
}

/// The default [`Parser::split_bytes`]: below a megabyte a thread costs more than it saves.
const SPLIT_BODY_BYTES: usize = 1 << 20;

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Parser<'a> {
        Parser {
            c: Cursor::new(src),
            depth: 0,
            named_regs: HashMap::new(),
            named_ranges: Vec::new(),
            scope_log: Vec::new(),
            pending: Vec::new(),
            modifier_scratch: Vec::new(),
            operand_scratch: Vec::new(),
            split_bytes: SPLIT_BODY_BYTES,
        }
    }

    /// Enters one nesting level, failing cleanly past [`MAX_NESTING`].
    pub fn enter(&mut self, at: Span, what: &str) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.c.err(
                format!("{what} nested too deeply (more than {MAX_NESTING} levels)"),
                at,
                "nesting limit exceeded here",
            ));
        }
        Ok(())
    }

    /// Leaves one nesting level.
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// "line:col" of a byte offset, for messages that mention another place.
    pub fn where_is(&self, offset: usize) -> String {
        let (l, c) = line_col(self.c.src, offset);
        format!("{l}:{c}")
    }

    /// A decimal/hex/... unsigned integer token (directive arguments, `.loc` numbers).
    pub fn uint(&mut self, what: &str) -> PResult<(u64, Span)> {
        match self.c.peek() {
            Some(b'0'..=b'9') => match number::number(&mut self.c)? {
                (number::Num::Int(v), s) => Ok((v, s)),
                (_, s) => Err(self.c.err(
                    format!("expected {what}, found a floating-point literal"),
                    s,
                    "must be an integer",
                )),
            },
            _ => Err(self.c.expected(what)),
        }
    }

    /// [`Parser::uint`] narrowed to `u32`.
    pub fn uint32(&mut self, what: &str) -> PResult<(u32, Span)> {
        let (v, s) = self.uint(what)?;
        u32::try_from(v).map(|v| (v, s)).map_err(|_| {
            self.c
                .err(format!("{what} is too large"), s, "does not fit in 32 bits")
        })
    }

    fn module(&mut self) -> PResult<Module> {
        let mut items = Vec::new();
        let mut version_at: Option<Span> = None;
        let mut have_target = false;
        loop {
            match self.c.peek() {
                None => break,
                Some(b'.') => {}
                Some(b'{') => {
                    return Err(self.c.err(
                        "unexpected `{` at module scope",
                        self.c.token_span(),
                        "blocks only appear inside function bodies",
                    ))
                }
                Some(b'}') => {
                    return Err(self.c.err(
                        "unmatched `}`",
                        self.c.token_span(),
                        "no block is open here",
                    ))
                }
                Some(c) if crate::lexer::is_ident_start(c) => {
                    let e = *self.c.expected("a directive at module scope");
                    return Err(Box::new(e.with_note(
                        "instructions and labels belong inside a function body: `.entry name() { ... }`",
                    )));
                }
                Some(_) => {
                    return Err(self.c.expected(
                        "a module-level directive (`.version`, `.target`, `.entry`, `.func`, `.global`, ...)",
                    ))
                }
            }
            let start = self.c.pos;
            let Some((name, dspan)) = self.c.directive() else {
                return Err(self.c.expected("a directive name after `.`"));
            };
            let item = match name {
                "version" => {
                    let v = self.version(start)?;
                    version_at = Some(v.span);
                    Item::Version(v)
                }
                "target" => {
                    have_target = true;
                    Item::Target(self.target(start)?)
                }
                "address_size" => {
                    let (n, s) = self.uint32("an address size (32 or 64)")?;
                    if n != 32 && n != 64 {
                        return Err(self.c.err(
                            format!("bad `.address_size {n}`"),
                            s,
                            "must be 32 or 64",
                        ));
                    }
                    Item::AddressSize(n, Span::new(start, self.c.last_end))
                }
                "file" => Item::File(self.file(start)?),
                "section" => Item::Section(self.section(start)?),
                "pragma" => {
                    let (s, _) = self.pragma()?;
                    Item::Pragma(s, Span::new(start, self.c.last_end))
                }
                "alias" => self.alias(start)?,
                _ => {
                    let mut linkage = Vec::new();
                    let mut name = name;
                    let mut nspan = dspan;
                    loop {
                        let l = match name {
                            "visible" => Linkage::Visible,
                            "extern" => Linkage::Extern,
                            "weak" => Linkage::Weak,
                            "common" => Linkage::Common,
                            _ => break,
                        };
                        linkage.push(l);
                        match self.c.directive() {
                            Some(d) => (name, nspan) = d,
                            None => {
                                return Err(self
                                    .c
                                    .expected("`.entry`, `.func` or a state space after linkage"))
                            }
                        }
                    }
                    if let (Some(v), false) = (version_at, have_target) {
                        if matches!(name, "entry" | "func") || decl::state_space(name).is_some() {
                            return Err(Box::new(
                                ParseError::new(
                                    "missing `.target` directive",
                                    nspan,
                                    "declaration before any `.target`",
                                )
                                .with_label(v, "`.version` is not followed by `.target`")
                                .with_note("write e.g. `.target sm_80` right after `.version`"),
                            ));
                        }
                    }
                    match name {
                        "entry" | "func" => {
                            Item::Function(self.function(linkage, name == "func", start)?)
                        }
                        _ => match decl::state_space(name) {
                            Some(space) => {
                                let vars = self.var_decl(linkage, space, start)?;
                                items.extend(vars.into_iter().map(Item::Variable));
                                continue;
                            }
                            None => {
                                return Err(self.unknown_directive(name, nspan, "at module scope"))
                            }
                        },
                    }
                }
            };
            items.push(item);
        }
        Ok(Module { items })
    }

    /// "unknown directive `.foo`".
    pub fn unknown_directive(&self, name: &str, span: Span, place: &str) -> Box<ParseError> {
        Box::new(
            ParseError::new(
                format!("unknown directive `.{name}` {place}"),
                span,
                "not a PTX directive here",
            )
            .with_note(match place {
                "at module scope" => "expected `.version`, `.target`, `.address_size`, `.file`, `.section`, `.entry`, `.func`, a variable, `.pragma` or `.alias`",
                _ => "expected `.reg`, `.local`, `.shared`, `.param`, `.const`, `.global`, `.pragma`, `.loc` or an instruction",
            }),
        )
    }

    fn version(&mut self, start: usize) -> PResult<Version> {
        self.c.ws();
        let b = self.c.b;
        let p = self.c.pos;
        let major_len = b[p..].iter().take_while(|c| c.is_ascii_digit()).count();
        let dot = p + major_len;
        let minor_len = b
            .get(dot + 1..)
            .unwrap_or(&[])
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let end = dot + 1 + minor_len;
        let ok = major_len > 0
            && b.get(dot) == Some(&b'.')
            && minor_len > 0
            && !b
                .get(end)
                .is_some_and(|&c| crate::lexer::is_ident_cont(c) || c == b'.');
        let parsed = ok
            .then(|| {
                let major = self.c.src[p..dot].parse::<u32>().ok()?;
                let minor = self.c.src[dot + 1..end].parse::<u32>().ok()?;
                Some((major, minor))
            })
            .flatten();
        match parsed {
            Some((major, minor)) => {
                self.c.bump(end - p);
                Ok(Version {
                    major,
                    minor,
                    span: Span::new(start, end),
                })
            }
            None => {
                let found = self.c.describe_next();
                Err(Box::new(
                    ParseError::new(
                        format!("bad `.version`: expected `MAJOR.MINOR`, found {found}"),
                        self.c.token_span(),
                        "not a version number",
                    )
                    .with_note("e.g. `.version 8.8`"),
                ))
            }
        }
    }

    fn target(&mut self, start: usize) -> PResult<Target> {
        let mut entries = Vec::new();
        loop {
            match self.c.ident() {
                Some((e, _)) => entries.push(e.to_string()),
                None => return Err(self.c.expected("a target such as `sm_80`")),
            }
            if !self.c.eat(b',') {
                break;
            }
        }
        Ok(Target {
            entries,
            span: Span::new(start, self.c.last_end),
        })
    }

    fn file(&mut self, start: usize) -> PResult<FileDirective> {
        let (index, _) = self.uint32("a file index")?;
        let path = match self.c.string()? {
            Some((s, _)) => s,
            None => return Err(self.c.expected("a quoted file name")),
        };
        let mut extra = Vec::new();
        while self.c.eat(b',') {
            extra.push(self.uint("a timestamp or file size")?.0);
        }
        Ok(FileDirective {
            index,
            path,
            extra,
            span: Span::new(start, self.c.last_end),
        })
    }

    /// `.section .name { raw }`: the body is scanned for its closing brace, skipping strings
    /// and comments, and kept verbatim.
    fn section(&mut self, start: usize) -> PResult<crate::ast::Section> {
        self.c.ws();
        let p = self.c.pos;
        let n = self.c.b[p..]
            .iter()
            .take_while(|&&c| crate::lexer::is_ident_cont(c) || c == b'.')
            .count();
        if n == 0 || self.c.b[p] != b'.' {
            return Err(self.c.expected("a section name such as `.debug_info`"));
        }
        self.c.bump(n);
        let name = self.c.src[p..p + n].to_string();
        if self.c.peek() != Some(b'{') {
            return Err(self.c.expected("`{` after the section name"));
        }
        let open = self.c.pos;
        let b = self.c.b;
        let mut i = open + 1;
        loop {
            match b.get(i) {
                None => {
                    return Err(Box::new(
                        ParseError::new(
                            format!(
                                "unterminated block: `{{` at {} is never closed",
                                self.where_is(open)
                            ),
                            Span::new(open, open + 1),
                            "this `{` is never closed",
                        )
                        .with_label(self.c.eof_span(), "file ends here"),
                    ))
                }
                Some(b'}') => break,
                Some(b'"') => {
                    i += 1;
                    while let Some(&c) = b.get(i) {
                        i += 1;
                        match c {
                            b'\\' => i += 1,
                            b'"' | b'\n' => break,
                            _ => {}
                        }
                    }
                }
                Some(b'/') if b.get(i + 1) == Some(&b'/') => {
                    i = b[i..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .map_or(b.len(), |n| i + n);
                }
                Some(b'/') if b.get(i + 1) == Some(&b'*') => {
                    i = b[i + 2..]
                        .windows(2)
                        .position(|w| w == b"*/")
                        .map_or(b.len(), |n| i + 2 + n + 2);
                }
                Some(_) => i += 1,
            }
        }
        let body = self.c.src[open + 1..i.min(b.len())].to_string();
        self.c.bump(i + 1 - self.c.pos);
        Ok(crate::ast::Section {
            name,
            body,
            span: Span::new(start, self.c.last_end),
        })
    }

    /// `.pragma "text";` (the directive itself already consumed).
    pub fn pragma(&mut self) -> PResult<(String, Span)> {
        let s = match self.c.string()? {
            Some(s) => s,
            None => return Err(self.c.expected("a quoted string after `.pragma`")),
        };
        self.c.expect(b';', "after `.pragma`")?;
        Ok(s)
    }

    fn alias(&mut self, start: usize) -> PResult<Item> {
        let Some((alias, _)) = self.c.ident() else {
            return Err(self.c.expected("an alias name"));
        };
        self.c
            .expect(b',', "between the alias and the aliased function")?;
        let Some((aliasee, _)) = self.c.ident() else {
            return Err(self.c.expected("the aliased function name"));
        };
        self.c.expect(b';', "after `.alias`")?;
        Ok(Item::Alias {
            alias: alias.to_string(),
            aliasee: aliasee.to_string(),
            span: Span::new(start, self.c.last_end),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kernel body of about `n` instructions whose middle holds whatever `middle` is.
    fn big_kernel(n: usize, header_regs: &str, middle: &str) -> String {
        let mut s = String::from(".version 8.0\n.target sm_80\n.address_size 64\n");
        s.push_str(".visible .entry k(.param .u64 p)\n{\n.reg .b32 %r<9>;\n");
        s.push_str(header_regs);
        for i in 0..n {
            if i == n / 2 {
                s.push_str(middle);
            }
            s.push_str(&format!("add.s32 %r{}, %r{}, {};\n", i % 8, (i + 1) % 8, i));
            if i % 97 == 0 {
                s.push_str("{ .reg .b32 t;\nmov.b32 t, %r1;\n}\n// a comment; with a semicolon;\n");
            }
        }
        s.push_str("ret;\n}\n");
        s
    }

    /// Parsing a body in two halves gives exactly the sequential parse (spans included),
    /// wherever the middle falls: in a comment, in a nested block, with `%`-less
    /// registers in scope, or on an error.
    #[test]
    fn a_body_split_in_two_parses_as_one() {
        let cases = [
            big_kernel(20_000, "", ""),
            big_kernel(20_000, "", "/* a comment\n in the middle; of it;\n */\n"),
            big_kernel(
                20_000,
                "",
                "{\n.reg .b32 u;\nmov.b32 u, 1;\nmov.b32 u, 2;\n}\n",
            ),
            big_kernel(20_000, ".reg .b32 plain;\n", "mov.b32 plain, %r1;\n"),
            big_kernel(20_000, "", "bogus.instruction %r1;;\n"),
            big_kernel(20_000, "", "add.s32 %r1, %r2;\n"),
            format!(
                "{}{}",
                big_kernel(10_000, "", ""),
                big_kernel(10_000, "", "")
            ),
        ];
        for (k, src) in cases.iter().enumerate() {
            let seq = format!("{:?}", parse_module_with(src, usize::MAX));
            let split = format!("{:?}", parse_module_with(src, 1 << 10));
            assert!(seq == split, "case {k}: the split parse differs");
        }
    }
}
