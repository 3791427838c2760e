//! Reading what `nvdisasm -c` prints for a cubin, with or without the life-range columns of
//! `-plr -lrm narrow`, into an [`ast::Listing`](super::ast::Listing).
//!
//! The text is line-oriented. Each line is code, then optionally `//` and a comment:
//!
//! ```text
//!     .target sm_80                                          the listing's architecture
//! //------------- .text.ema_update -----------               a comment: skipped
//!     .section .text.ema_update,"ax",@progbits               a function starts
//!     .sectioninfo @"SHI_REGISTERS=14"                       its registers (sm_75 to sm_89)
//!     .other ema_update,@"STO_CUDA_ENTRY STV_DEFAULT"        it is a kernel
//!                                       // +--------+-----+  the life-range header (-plr):
//!                                       // |  GPR   |PRED |  group names, then rows of digits
//!                                       // |  # 0123| # 01|  giving each column's register
//!                                       // +--------+-----+
//! .L_x_3:                               // |  2 ::  | 1 : |  a label (its columns are not kept)
//!     /*0050*/ @P0 EXIT ;               // |  2 ::  | 1 v |  an instruction and its columns
//! ```
//!
//! An instruction is `/*addr*/ [@[!]Pn] OPCODE[.MOD]... [operand[, operand]...] [(*"note"*)] ;`.
//! Operands are separated by commas, except that ``RET.REL.NODEC R20 `(fn)`` and
//! `BRX R8 -0x170` separate two operands by a space only, so a space outside brackets
//! separates operands too (but sm_75's `c[0x2] [0x0]` is one). Hexadecimal numbers are
//! integers; decimal numbers (`1`, `0.5`, `+INF`) are floating-point immediates (nvdisasm
//! prints every integer immediate in hexadecimal, floating-point ones in decimal). An
//! operand of a form this reader does not know is kept as [`SassOperand::Other`] with its
//! text, never an error; a line that starts like an instruction but cannot be read (no `;`,
//! an empty operand, an unbalanced bracket, a bad guard) is an error, as is a line that is
//! neither code, nor a directive, nor a label.
//!
//! Directives other than `.target`, `.section`, `.sectioninfo` and `.other` (`.global`,
//! `.type`, `.size`, `.align`, `.elftype`) and comments outside the life-range table are
//! skipped.
//!
//! Life ranges: each instruction's comment holds one `|`-separated group per register file
//! (`GPR`, `PRED`, `UGPR`, `UPRED`); a group is the live count right-aligned under the
//! header's `#`, then one character per register column: ` ` not live, `:` live through,
//! `^` written, `v` last read, `x` read and written. The header's digit rows, read top to
//! bottom at a column, give that column's register number; only columns whose last digit row
//! has a digit are registers.

use std::fmt;

use super::ast::{
    Address, Item, Listing, LiveColumn, LiveMark, Reg, RegOperand, SassFunction, SassInst,
    SassOperand,
};
use crate::ir::RegClass;

/// Why a listing could not be read: the place, what was wrong, and the line itself so the
/// error can be shown with a caret.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct SassError {
    /// The listing's name as given to [`parse_listing`].
    pub path: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
    /// What was wrong.
    pub message: String,
    /// The text of the line.
    pub source_line: String,
}

impl fmt::Display for SassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.line.to_string();
        let pad = " ".repeat(n.len());
        let caret = " ".repeat(self.column.saturating_sub(1) as usize);
        write!(
            f,
            "{}:{}:{}: error: {}\n{n} | {}\n{pad} | {caret}^",
            self.path, self.line, self.column, self.message, self.source_line
        )
    }
}

/// An error at a byte offset of the current line, located by [`parse_listing`].
#[derive(Debug)]
struct At {
    offset: usize,
    message: String,
}

fn at(offset: usize, message: impl Into<String>) -> At {
    At {
        offset,
        message: message.into(),
    }
}

impl At {
    fn locate(self, path: &str, line: u32, text: &str) -> SassError {
        let mut end = self.offset.min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let column = u32::try_from(text[..end].chars().count() + 1).unwrap_or(u32::MAX);
        SassError {
            path: path.to_string(),
            line,
            column,
            message: self.message,
            source_line: text.to_string(),
        }
    }
}

/// Reads the text `nvdisasm -c [-plr -lrm narrow]` printed; `path` names it in errors.
pub fn parse_listing(text: &str, path: &str) -> Result<Listing, SassError> {
    let mut reader = Reader::default();
    for (i, line) in text.lines().enumerate() {
        let no = u32::try_from(i + 1).unwrap_or(u32::MAX);
        reader
            .line(no, line)
            .map_err(|e| e.locate(path, no, line))?;
    }
    Ok(reader.finish())
}

/// The state between lines: what was read, the function being read, and its life-range
/// header.
#[derive(Default)]
struct Reader {
    listing: Listing,
    function: Option<SassFunction>,
    columns: Columns,
}

/// Where the current function's life-range header is.
#[derive(Default)]
enum Columns {
    /// None seen yet (the listing has no `-plr` columns, or they start later).
    #[default]
    Absent,
    /// Between the header's opening `+---` row and its closing one: its rows so far.
    Header(Vec<String>),
    /// Read: one group per register file.
    Read(Vec<Group>),
}

/// One register file's columns: where its `#` is and which register each column shows,
/// as byte offsets from the `|` that opens the group.
struct Group {
    class: RegClass,
    hash: usize,
    regs: Vec<(usize, u16)>,
}

impl Reader {
    fn line(&mut self, no: u32, line: &str) -> Result<(), At> {
        let (code, comment) = match memchr::memmem::find(line.as_bytes(), b"//") {
            Some(i) => (&line[..i], Some((i + 2, &line[i + 2..]))),
            None => (line, None),
        };
        let start = code.len() - code.trim_start().len();
        let code = code.trim();
        if code.starts_with("/*") {
            let mut inst = parse_inst(code, start)?;
            inst.line = no;
            if let Some((offset, text)) = comment {
                inst.live = self.live(text, offset)?;
            }
            self.function(start)?.items.push(Item::Inst(inst));
            return Ok(());
        }
        if let Some((offset, text)) = comment {
            self.table_row(text, offset)?;
        }
        if code.is_empty() {
            Ok(())
        } else if let Some(name) = code.strip_suffix(':') {
            if let Some(i) = name.find(char::is_whitespace) {
                return Err(at(start + i, "a label is one word followed by `:`"));
            }
            let label = Item::Label(name.to_string());
            self.function(start)?.items.push(label);
            Ok(())
        } else if code.starts_with('.') {
            self.directive(no, code, start)
        } else {
            Err(at(
                start,
                "expected an instruction (`/*addr*/ ...`), a label or a directive",
            ))
        }
    }

    /// The function being read, for a label or instruction at `offset`.
    fn function(&mut self, offset: usize) -> Result<&mut SassFunction, At> {
        self.function
            .as_mut()
            .ok_or_else(|| at(offset, "code outside a `.section .text.NAME`"))
    }

    fn directive(&mut self, no: u32, code: &str, start: usize) -> Result<(), At> {
        let (word, rest) = code.split_once(char::is_whitespace).unwrap_or((code, ""));
        let rest = rest.trim();
        match word {
            ".target" => {
                self.listing.target.get_or_insert_with(|| rest.to_string());
            }
            ".section" => {
                self.end_function();
                let section = rest.split(',').next().unwrap_or("").trim();
                if let Some(name) = section.strip_prefix(".text.") {
                    self.function = Some(SassFunction {
                        name: name.to_string(),
                        line: no,
                        ..SassFunction::default()
                    });
                }
            }
            ".sectioninfo" => {
                const KEY: &str = "SHI_REGISTERS=";
                if let (Some(f), Some(i)) = (self.function.as_mut(), rest.find(KEY)) {
                    let digits = &rest[i + KEY.len()..];
                    let end = digits
                        .find(|c: char| !c.is_ascii_digit())
                        .unwrap_or(digits.len());
                    let offset = start + (code.len() - rest.len()) + i + KEY.len();
                    let n = digits[..end]
                        .parse()
                        .map_err(|_| at(offset, format!("expected a number after `{KEY}`")))?;
                    f.shi_registers = Some(n);
                }
            }
            ".other" => {
                let symbol = rest.split(',').next().unwrap_or("").trim();
                if let Some(f) = self.function.as_mut() {
                    if f.name == symbol && rest.contains("STO_CUDA_ENTRY") {
                        f.entry = true;
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn end_function(&mut self) {
        self.listing.functions.extend(self.function.take());
        self.columns = Columns::Absent;
    }

    fn finish(mut self) -> Listing {
        self.end_function();
        self.listing
    }

    /// A comment on a line that is not an instruction: the life-range header's rows are
    /// collected between its `+---` rows; everything else is skipped.
    fn table_row(&mut self, comment: &str, offset: usize) -> Result<(), At> {
        if let Columns::Read(_) = self.columns {
            return Ok(());
        }
        let rule = comment.trim_start().starts_with("+-");
        match &mut self.columns {
            Columns::Absent if rule => self.columns = Columns::Header(Vec::new()),
            Columns::Header(rows) if rule => {
                let groups = header_groups(rows).map_err(|m| at(offset, m))?;
                self.columns = Columns::Read(groups);
            }
            Columns::Header(rows) => rows.push(comment.to_string()),
            Columns::Absent | Columns::Read(_) => {}
        }
        Ok(())
    }

    /// An instruction's life-range columns (`comment` starts at byte `offset` of the line).
    fn live(&self, comment: &str, offset: usize) -> Result<Vec<LiveColumn>, At> {
        let lead = comment.len() - comment.trim_start().len();
        let Some(body) = comment[lead..].strip_prefix('|') else {
            return Ok(Vec::new());
        };
        let groups = match &self.columns {
            Columns::Read(groups) => groups,
            Columns::Absent => {
                return Err(at(offset + lead, "life-range columns without a header"))
            }
            Columns::Header(_) => {
                return Err(at(
                    offset + lead,
                    "an instruction inside the life-range header",
                ))
            }
        };
        // Each group ends with a `|`: as many closed groups as the header has.
        let closed = body.trim_end();
        let closed = closed.strip_suffix('|').unwrap_or(closed);
        let found = closed.split('|').count();
        if found != groups.len() {
            let message = format!("expected {} life-range groups, found {found}", groups.len());
            return Err(at(offset + lead, message));
        }
        groups
            .iter()
            .zip(segments(closed, offset + lead + 1))
            .map(|(g, (seg_at, seg))| live_column(g, seg, seg_at))
            .collect()
    }
}

/// The `|`-separated segments of a table row after its first `|`, each with its byte offset
/// in the line (`base` is the offset of `text`).
fn segments(text: &str, base: usize) -> impl Iterator<Item = (usize, &str)> {
    text.split('|').scan(base, |next, seg| {
        let here = *next;
        *next += seg.len() + 1;
        Some((here, seg))
    })
}

/// One group of an instruction's life-range columns.
fn live_column(g: &Group, seg: &str, seg_at: usize) -> Result<LiveColumn, At> {
    let count_cell = seg.get(..(g.hash + 1).min(seg.len())).unwrap_or("");
    let count_text = count_cell.trim();
    let count = if count_text.is_empty() {
        None
    } else {
        let lead = count_cell.len() - count_cell.trim_start().len();
        let n = count_text
            .parse()
            .map_err(|_| at(seg_at + lead, "expected the live-register count"))?;
        Some(n)
    };
    let bytes = seg.as_bytes();
    // The count is how many registers are live here: nearly every one has a mark.
    let expected = count.map_or(0, |n: u32| n as usize + 2);
    let mut marks = Vec::with_capacity(expected.min(g.regs.len()));
    for &(off, reg) in &g.regs {
        let mark = match bytes.get(off) {
            None | Some(b' ') => continue,
            Some(b':') => LiveMark::Live,
            Some(b'^') => LiveMark::Def,
            Some(b'v') => LiveMark::LastUse,
            Some(b'x') => LiveMark::UseDef,
            Some(_) => {
                return Err(at(
                    seg_at + off,
                    "expected a life-range mark (` `, `:`, `^`, `v` or `x`)",
                ))
            }
        };
        marks.push((reg, mark));
    }
    Ok(LiveColumn {
        class: g.class,
        count,
        marks,
    })
}

/// The register files and column numbers of a life-range header (its rows between the
/// `+---` rules: group names, then digit rows ending with the `#` row).
fn header_groups(rows: &[String]) -> Result<Vec<Group>, String> {
    let split: Vec<Vec<&str>> = rows
        .iter()
        .map(|r| {
            let r = r.trim();
            let r = r.strip_prefix('|').unwrap_or(r);
            r.strip_suffix('|').unwrap_or(r).split('|').collect()
        })
        .collect();
    let Some((names, digit_rows)) = split.split_first() else {
        return Err("empty life-range header".into());
    };
    let mut groups = Vec::with_capacity(names.len());
    for (g, name) in names.iter().enumerate() {
        let class = match name.trim() {
            "GPR" => RegClass::R,
            "PRED" => RegClass::P,
            "UGPR" => RegClass::UR,
            "UPRED" => RegClass::UP,
            other => return Err(format!("unknown life-range group `{other}`")),
        };
        let column: Vec<&[u8]> = digit_rows
            .iter()
            .filter_map(|r| r.get(g).map(|s| s.as_bytes()))
            .collect();
        let cells: Vec<&[u8]> = column
            .iter()
            .copied()
            .filter(|s| s.iter().any(u8::is_ascii_digit))
            .collect();
        let Some(units) = column.iter().find(|c| c.contains(&b'#')) else {
            return Err(format!(
                "no `#` row under life-range group `{}`",
                name.trim()
            ));
        };
        let hash = units.iter().position(|&b| b == b'#').unwrap_or(0);
        let mut regs = Vec::new();
        for off in hash + 1..units.len() {
            if !units[off].is_ascii_digit() {
                continue;
            }
            let mut n: u32 = 0;
            for c in &cells {
                if let Some(d) = c.get(off).filter(|d| d.is_ascii_digit()) {
                    n = n.saturating_mul(10).saturating_add(u32::from(d - b'0'));
                }
            }
            let n = u16::try_from(n).map_err(|_| format!("register column {n} out of range"))?;
            regs.push((off, n));
        }
        groups.push(Group { class, hash, regs });
    }
    Ok(groups)
}

/// One instruction line's code, `code` starting at byte `base` of the line.
fn parse_inst(code: &str, base: usize) -> Result<SassInst, At> {
    let close = code
        .get(2..)
        .and_then(|c| c.find("*/"))
        .map(|i| i + 2)
        .ok_or_else(|| at(base, "expected `*/` after the address"))?;
    let addr_text = &code[2..close];
    let addr = u32::from_str_radix(addr_text, 16)
        .map_err(|_| at(base + 2, "expected a hexadecimal address in `/*...*/`"))?;
    let Some(body) = code.strip_suffix(';') else {
        return Err(at(
            base + code.len(),
            "expected `;` at the end of the instruction",
        ));
    };
    let body_at = base + close + 2;
    let body = &body[close + 2..];
    // `(*"SpillRefill"*)` notes come last; operands never contain `(*`.
    let (body, notes) = match body.find("(*") {
        Some(i) => (&body[..i], notes(&body[i..], body_at + i)?),
        None => (body, Vec::new()),
    };
    let mut pos = skip_space(body, 0);
    let mut guard = None;
    if body[pos..].starts_with('@') {
        let end = word_end(body, pos);
        guard = Some(parse_guard(&body[pos + 1..end], body_at + pos)?);
        pos = skip_space(body, end);
    }
    let end = word_end(body, pos);
    let mut words = body[pos..end].split('.');
    let opcode = words.next().unwrap_or("");
    if opcode.is_empty()
        || !opcode
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_')
    {
        return Err(at(body_at + pos, "expected an opcode"));
    }
    let mods: Vec<String> = words.map(str::to_string).collect();
    if mods.iter().any(String::is_empty) {
        return Err(at(body_at + pos, "empty modifier in the opcode"));
    }
    let operands = split_operands(&body[end..], body_at + end)?
        .into_iter()
        .map(|(offset, text)| operand(text, offset))
        .collect::<Result<Vec<_>, At>>()?;
    Ok(SassInst {
        addr,
        line: 0,
        guard,
        opcode: opcode.to_string(),
        mods,
        operands,
        notes,
        live: Vec::new(),
    })
}

/// The texts of `(*"..."*)` notes, `text` starting at byte `base` of the line.
fn notes(text: &str, base: usize) -> Result<Vec<String>, At> {
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < text.len() {
        let rest = &text[pos..];
        let inner = rest
            .strip_prefix("(*")
            .and_then(|r| r.find("*)").map(|e| &r[..e]))
            .ok_or_else(|| at(base + pos, "expected a `(*\"...\"*)` note"))?;
        out.push(inner.trim_matches('"').to_string());
        pos = skip_space(text, pos + inner.len() + 4);
    }
    Ok(out)
}

fn skip_space(s: &str, pos: usize) -> usize {
    s[pos..]
        .find(|c: char| !c.is_whitespace())
        .map_or(s.len(), |i| pos + i)
}

fn word_end(s: &str, pos: usize) -> usize {
    s[pos..]
        .find(char::is_whitespace)
        .map_or(s.len(), |i| pos + i)
}

/// `P0`, `!UP1`, `PT` after `@`; `offset` is the `@`'s.
fn parse_guard(text: &str, offset: usize) -> Result<(Reg, bool), At> {
    let (negated, name) = match text.strip_prefix('!') {
        Some(n) => (true, n),
        None => (false, text),
    };
    match reg_name(name) {
        Some(r) if matches!(r.class, RegClass::P | RegClass::UP) => Ok((r, negated)),
        _ => Err(at(offset, "expected a predicate after `@`")),
    }
}

/// The operands of `text` (what follows the opcode), each with its byte offset in the
/// line: separated by commas, or by spaces, outside brackets and parentheses.
fn split_operands(text: &str, base: usize) -> Result<Vec<(usize, &str)>, At> {
    let mut out = Vec::new();
    let mut open: Vec<(char, usize)> = Vec::new();
    let mut start: Option<usize> = None;
    // After a comma an operand must follow before the next comma or the end.
    let mut pending_comma: Option<usize> = None;
    // Byte by byte: every delimiter is ASCII, so the slices fall on character boundaries.
    for (i, &b) in text.as_bytes().iter().enumerate() {
        match b {
            b'[' | b'(' => open.push((b as char, i)),
            b']' | b')' => {
                let want = if b == b']' { '[' } else { '(' };
                match open.pop() {
                    Some((o, _)) if o == want => {}
                    _ => return Err(at(base + i, format!("unmatched `{}`", b as char))),
                }
            }
            _ => {}
        }
        // sm_75's `c[0x2] [0x0].F32` is one operand despite its space.
        let bank_offset =
            b.is_ascii_whitespace() && start.is_some() && text[i..].trim_start().starts_with('[');
        if !open.is_empty() || !(b == b',' || b.is_ascii_whitespace()) || bank_offset {
            start.get_or_insert(i);
            continue;
        }
        if let Some(s) = start.take() {
            out.push((base + s, &text[s..i]));
            pending_comma = None;
        }
        if b == b',' {
            if pending_comma.is_some() || out.is_empty() {
                return Err(at(base + i, "expected an operand before `,`"));
            }
            pending_comma = Some(i);
        }
    }
    if let Some((c, i)) = open.pop() {
        return Err(at(base + i, format!("unclosed `{c}`")));
    }
    if let Some(s) = start {
        out.push((base + s, &text[s..]));
    } else if let Some(i) = pending_comma {
        return Err(at(base + i, "expected an operand after `,`"));
    }
    Ok(out)
}

/// One operand's text, at byte `offset` of the line.
fn operand(text: &str, offset: usize) -> Result<SassOperand, At> {
    if let Some(rest) = text.strip_prefix('`') {
        return match rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
            Some(name) if !name.is_empty() => Ok(SassOperand::Label(name.to_string())),
            _ => Err(at(offset, "expected `(label) after the backquote")),
        };
    }
    if is_float(text) {
        return Ok(SassOperand::Float(text.to_string()));
    }
    if let Some(v) = hex_imm(text) {
        return Ok(SassOperand::Imm(v));
    }
    if text.starts_with("SR_") || text == "SRZ" {
        return Ok(SassOperand::Special(text.to_string()));
    }
    Ok(decorated(text).unwrap_or_else(|| SassOperand::Other(text.to_string())))
}

/// `[+-]` then `INF`, `QNAN`, `NAN` or a decimal number with an optional fraction and
/// exponent.
fn is_float(text: &str) -> bool {
    let t = text.strip_prefix(['+', '-']).unwrap_or(text);
    if matches!(t, "INF" | "QNAN" | "SNAN" | "NAN") {
        return true;
    }
    let (mantissa, exponent) = match t.split_once(['e', 'E']) {
        Some((m, e)) => (m, Some(e.strip_prefix(['+', '-']).unwrap_or(e))),
        None => (t, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let mantissa_ok = match mantissa.split_once('.') {
        Some((i, f)) => digits(i) && digits(f),
        None => digits(mantissa),
    };
    mantissa_ok && exponent.is_none_or(digits)
}

/// `0x1f`, `-0x4`: the value (64-bit patterns wrap to their two's-complement `i64`).
fn hex_imm(text: &str) -> Option<i64> {
    let (neg, t) = match text.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, text),
    };
    let digits = t.strip_prefix("0x")?;
    if digits.is_empty() || digits.len() > 16 {
        return None;
    }
    // Two's complement: `0xffffffffffffffff` is -1 as an i64, as the hardware reads it.
    let v = u64::from_str_radix(digits, 16).ok()? as i64;
    Some(if neg { v.wrapping_neg() } else { v })
}

/// A register, memory or constant-bank operand with its decorations (`-`, `|..|`, `!`, `~`),
/// or `None` for a form this reader does not know.
fn decorated(text: &str) -> Option<SassOperand> {
    let (neg, t) = strip(text, "-");
    let (not_bang, t) = strip(t, "!");
    let (not_tilde, t) = strip(t, "~");
    let (abs, t) = strip(t, "|");
    let not = not_bang || not_tilde;
    if t.starts_with("c[") || t.starts_with("cx[") || t.starts_with('[') || t.starts_with("desc[") {
        // Only `-c[..][..]` is printed with a decoration.
        if abs || not {
            return None;
        }
        if let Some(m) = memory(t) {
            return (!neg).then_some(m);
        }
        return cbank(t, neg);
    }
    // `|R3|.reuse`: suffixes may follow the closing bar.
    let (mut reg, rest) = reg_with_suffixes(t)?;
    let rest = if abs { rest.strip_prefix('|')? } else { rest };
    if !suffixes(&mut reg, rest).is_empty() {
        return None;
    }
    reg.neg = neg;
    reg.abs = abs;
    reg.not = not;
    Some(SassOperand::Reg(reg))
}

fn strip<'a>(text: &'a str, prefix: &str) -> (bool, &'a str) {
    match text.strip_prefix(prefix) {
        Some(t) => (true, t),
        None => (false, text),
    }
}

/// `R2`, `URZ`, `PT`, `UP1`, `B0`: the register, or `None`.
fn reg_name(name: &str) -> Option<Reg> {
    let zero = |class| {
        Some(Reg {
            class,
            index: Reg::ZERO,
        })
    };
    let (class, number) = match name {
        "RZ" => return zero(RegClass::R),
        "URZ" => return zero(RegClass::UR),
        "PT" => return zero(RegClass::P),
        "UPT" => return zero(RegClass::UP),
        _ => [
            ("UR", RegClass::UR),
            ("UP", RegClass::UP),
            ("R", RegClass::R),
            ("P", RegClass::P),
            ("B", RegClass::B),
        ]
        .into_iter()
        .find_map(|(p, c)| name.strip_prefix(p).map(|n| (c, n)))?,
    };
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let index: u16 = number.parse().ok()?;
    (index != Reg::ZERO).then_some(Reg { class, index })
}

/// Dotted suffixes at the start of `text` added to `op` (`.reuse` sets its flag), and the
/// rest of the text.
fn suffixes<'a>(op: &mut RegOperand, mut text: &'a str) -> &'a str {
    while let Some(rest) = text.strip_prefix('.') {
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        match &rest[..end] {
            "reuse" => op.reuse = true,
            s => op.suffixes.push(s.to_string()),
        }
        text = &rest[end..];
    }
    text
}

/// A register name and its suffixes at the start of `text`, and the rest of the text.
fn reg_with_suffixes(text: &str) -> Option<(RegOperand, &str)> {
    let end = text
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(text.len());
    let mut op = RegOperand::new(reg_name(&text[..end])?);
    let rest = suffixes(&mut op, &text[end..]);
    Some((op, rest))
}

/// `[R2.64+UR4+0x10]` or `desc[UR4][R2.64+0x10]`, or `None`.
fn memory(text: &str) -> Option<SassOperand> {
    let (desc, rest) = match text.strip_prefix("desc[") {
        Some(rest) => {
            let (name, rest) = rest.split_once(']')?;
            let r = reg_name(name).filter(|r| r.class == RegClass::UR)?;
            (Some(r), rest)
        }
        None => (None, text),
    };
    let inner = rest.strip_prefix('[')?.strip_suffix(']')?;
    let (regs, offset) = sum(inner)?;
    let mut a = Address {
        desc,
        offset,
        ..Address::default()
    };
    for r in regs {
        let slot = match r.reg.class {
            RegClass::R => &mut a.base,
            RegClass::UR => &mut a.ubase,
            _ => return None,
        };
        if slot.replace(r).is_some() {
            return None;
        }
    }
    Some(SassOperand::Mem(a))
}

/// `c[0x3][R2+0x10]` or `cx[UR4][0x0]`, or `None`.
fn cbank(text: &str, neg: bool) -> Option<SassOperand> {
    let (bank, bank_reg, rest) = if let Some(rest) = text.strip_prefix("c[") {
        let (b, rest) = rest.split_once(']')?;
        (Some(u8::try_from(hex_imm(b)?).ok()?), None, rest)
    } else {
        let (r, rest) = text.strip_prefix("cx[")?.split_once(']')?;
        (None, Some(reg_name(r)?), rest)
    };
    let inner = rest.trim_start().strip_prefix('[')?.strip_suffix(']')?;
    let (mut regs, offset) = sum(inner)?;
    if regs.len() > 1 {
        return None;
    }
    Some(SassOperand::CBank {
        bank,
        bank_reg,
        index: regs.pop(),
        offset,
        neg,
    })
}

/// The registers and the summed offset of `R2.64+UR4+-0x10`, or `None` if a term is neither.
fn sum(text: &str) -> Option<(Vec<RegOperand>, i64)> {
    let mut regs = Vec::new();
    let mut offset: i64 = 0;
    for term in text.split('+') {
        if let Some(v) = hex_imm(term) {
            offset = offset.checked_add(v)?;
        } else {
            let (r, rest) = reg_with_suffixes(term)?;
            if !rest.is_empty() {
                return None;
            }
            regs.push(r);
        }
    }
    Some((regs, offset))
}

#[cfg(test)]
mod tests {
    //! Snippets are lines of real `nvdisasm -c` (13.5) listings of ptxas 13.5 cubins, cited by
    //! kernel and architecture (`kernels/ptx/...` in the project, `corpus/...` in the
    //! development corpus); the padding before `//` is shortened, nothing else is changed.

    use super::*;

    fn parse(text: &str) -> Listing {
        match parse_listing(text, "t.sass") {
            Ok(l) => l,
            Err(e) => panic!("{e}"),
        }
    }

    /// The one instruction of `line`, read inside a function.
    fn inst(line: &str) -> SassInst {
        let l = parse(&format!("\t.section\t.text.f,\"ax\",@progbits\n{line}\n"));
        let first = l.functions[0].insts().next().cloned();
        first.expect("one instruction")
    }

    fn ops(line: &str) -> Vec<SassOperand> {
        inst(line).operands
    }

    fn reg(class: RegClass, index: u16) -> Reg {
        Reg { class, index }
    }

    fn r(index: u16) -> SassOperand {
        SassOperand::Reg(RegOperand::new(reg(RegClass::R, index)))
    }

    fn with(index: u16, f: impl FnOnce(&mut RegOperand)) -> RegOperand {
        let mut op = RegOperand::new(reg(RegClass::R, index));
        f(&mut op);
        op
    }

    fn err(text: &str) -> SassError {
        match parse_listing(text, "t.sass") {
            Ok(l) => panic!("expected an error, read {l:?}"),
            Err(e) => e,
        }
    }

    /// corpus/clang-19/sm_80/axpby_clamp_grid.ptx: the directives of a kernel.
    #[test]
    fn directives_make_functions() {
        let l = parse(concat!(
            "\t.target\tsm_80\n",
            "\n",
            "\t.elftype\t@\"ET_EXEC\"\n",
            "\n",
            "//--------------------- .text.ema_update          --------------------------\n",
            "\t.section\t.text.ema_update,\"ax\",@progbits\n",
            "\t.sectioninfo\t@\"SHI_REGISTERS=14\"\n",
            "\t.align\t128\n",
            "        .global         ema_update\n",
            "        .type           ema_update,@function\n",
            "        .size           ema_update,(.L_x_7 - ema_update)\n",
            "        .other          ema_update,@\"STO_CUDA_ENTRY STV_DEFAULT\"\n",
            "ema_update:\n",
            ".text.ema_update:\n",
            "        /*0000*/                   MOV R1, c[0x0][0x28] ;\n",
            ".L_x_3:\n",
            "        /*0050*/               @P0 EXIT ;\n",
            "\n",
            "//--------------------- .text.axpby_clamp_grid    --------------------------\n",
            "\t.section\t.text.axpby_clamp_grid,\"ax\",@progbits\n",
            "\t.sectioninfo\t@\"SHI_REGISTERS=20\"\n",
        ));
        assert_eq!(l.target.as_deref(), Some("sm_80"));
        assert_eq!(l.functions.len(), 2);
        let f = &l.functions[0];
        assert_eq!(
            (f.name.as_str(), f.entry, f.shi_registers, f.line),
            ("ema_update", true, Some(14), 6)
        );
        let labels: Vec<&str> = f
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Label(n) => Some(n.as_str()),
                Item::Inst(_) => None,
            })
            .collect();
        assert_eq!(labels, ["ema_update", ".text.ema_update", ".L_x_3"]);
        let insts: Vec<(u32, u32, &str)> = f
            .insts()
            .map(|i| (i.addr, i.line, i.opcode.as_str()))
            .collect();
        assert_eq!(insts, [(0, 15, "MOV"), (0x50, 17, "EXIT")]);
        let g = &l.functions[1];
        assert_eq!(
            (g.name.as_str(), g.entry, g.shi_registers),
            ("axpby_clamp_grid", false, Some(20))
        );
    }

    /// corpus/clang-19/sm_90/hash_open_addressing.ptx: from sm_90 on, the section has no
    /// `.sectioninfo` (the count is only in `.nv.info`, which `-c` does not print).
    #[test]
    fn sm90_sections_have_no_register_count() {
        let l = parse(concat!(
            "\t.target\tsm_90\n",
            "\t.section\t.text.hash_table_lookup,\"ax\",@progbits\n",
            "\t.align\t128\n",
            "        .other          hash_table_lookup,@\"STO_CUDA_ENTRY STV_DEFAULT\"\n",
            "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n",
        ));
        assert_eq!(l.functions[0].shi_registers, None);
        assert!(l.functions[0].entry);
    }

    /// Guards: corpus/clang-19/sm_80/axpby_clamp_grid.ptx (`@P0`, `@!P0`),
    /// corpus/clang-19/sm_80/cp_async_stencil_pipe.ptx (`@!PT`),
    /// corpus/clang-19/sm_90/mma_inline_tf32.ptx (`@!UPT`),
    /// kernels/ptx/nvrtc-13.5/sm_120/rng_montecarlo.ptx (`@UP0`).
    #[test]
    fn guards() {
        let p = |class, index| Some((reg(class, index), false));
        let n = |class, index| Some((reg(class, index), true));
        let z = Reg::ZERO;
        for (line, guard) in [
            (
                "        /*0050*/               @P0 EXIT ;",
                p(RegClass::P, 0),
            ),
            (
                "        /*01d0*/              @!P0 LDG.E.CONSTANT R8, [R12.64+0x4] ;",
                n(RegClass::P, 0),
            ),
            (
                "        /*0380*/              @!PT LDS RZ, [RZ] ;",
                n(RegClass::P, z),
            ),
            (
                "        /*0740*/             @!UPT UIADD3 URZ, URZ, URZ, URZ ;",
                n(RegClass::UP, z),
            ),
            (
                "        /*0360*/               @UP0 UFFMA UR4, UR11, UR6, +INF ;",
                p(RegClass::UP, 0),
            ),
            (
                "        /*0010*/                   S2R R4, SR_CTAID.X ;",
                None,
            ),
        ] {
            assert_eq!(inst(line).guard, guard, "{line}");
        }
    }

    /// corpus/clang-19/sm_80/axpby_clamp_grid.ptx and corpus/clang-19/sm_80/reduce_sumsq_shfl.ptx:
    /// mnemonics, modifiers, and `ERRBAR;` with no space before the `;`.
    #[test]
    fn opcodes_and_modifiers() {
        let i = inst("        /*0080*/                   ISETP.GE.AND.EX P0, PT, R17, c[0x0][0x18c], PT, P0 ;");
        assert_eq!(
            (i.opcode.as_str(), i.mods.as_slice()),
            ("ISETP", &["GE".to_string(), "AND".into(), "EX".into()][..])
        );
        let i = inst("        /*12a0*/                   ERRBAR;");
        assert_eq!(
            (i.opcode.as_str(), i.mods.len(), i.operands.len()),
            ("ERRBAR", 0, 0)
        );
        // kernels/ptx/nvrtc-13.5/sm_120/atomics_cas.ptx
        assert_eq!(
            inst("        /*0500*/                   NOP ;").opcode,
            "NOP"
        );
        // A hand-written sm_100a tcgen05 kernel: lower-case modifiers.
        let i = inst("        /*0230*/                   LDTM.x2 R2, tmem[UR4] ;");
        assert_eq!(i.mods, ["x2"]);
    }

    /// Register decorations and suffixes, from corpus/clang-19/sm_80/axpby_clamp_grid.ptx,
    /// corpus/nvrtc-12.9/sm_89/f64_newton_cbrt.ptx, corpus/nvrtc-12.9/sm_75/half2_bias_relu_scale.ptx,
    /// corpus/nvrtc-12.9/sm_86/fft_radix4_stage_global.ptx, corpus/nvrtc-12.9/sm_86/half2_bias_relu_scale.ptx,
    /// kernels/ptx/clang-22/sm_90/rng_montecarlo.ptx.
    #[test]
    fn register_operands() {
        let o = ops("        /*02e0*/              @!P0 FSEL R13, -R10, R10, !P3 ;");
        assert_eq!(o[1], SassOperand::Reg(with(10, |r| r.neg = true)));
        let not_p3 = RegOperand {
            not: true,
            ..RegOperand::new(reg(RegClass::P, 3))
        };
        assert_eq!(o[3], SassOperand::Reg(not_p3));
        let o = ops("        /*02a0*/                   DFMA R14, R24, R4, -|R8| ;");
        assert_eq!(
            o[3],
            SassOperand::Reg(with(8, |r| (r.neg, r.abs) = (true, true)))
        );
        let o = ops("        /*01f0*/                   HADD2.F32 R9, R7.reuse.H0_H0, -RZ.H0_H0 ;");
        assert_eq!(
            o[1],
            SassOperand::Reg(with(7, |r| (r.reuse, r.suffixes) = (true, vec!["H0_H0".into()])))
        );
        let neg_rz = with(0, |r| {
            (r.reg.index, r.neg, r.suffixes) = (Reg::ZERO, true, vec!["H0_H0".into()])
        });
        assert_eq!(o[2], SassOperand::Reg(neg_rz));
        // `+INF , PT`: a space before the comma after a float.
        let o = ops(
            "        /*1be0*/                   FSETP.NEU.FTZ.AND P1, PT, |R0|.reuse, +INF , PT ;",
        );
        assert_eq!(
            o[2],
            SassOperand::Reg(with(0, |r| (r.abs, r.reuse) = (true, true)))
        );
        assert_eq!(o[3], SassOperand::Float("+INF".into()));
        assert_eq!(o.len(), 5);
        let o = ops("        /*0390*/                   UIADD3.X UR7, URZ, ~UR6, URZ, UP1, !UPT ;");
        let ur = |index, not| {
            SassOperand::Reg(RegOperand {
                not,
                ..RegOperand::new(reg(RegClass::UR, index))
            })
        };
        assert_eq!(o[..3], [ur(7, false), ur(Reg::ZERO, false), ur(6, true)]);
        assert_eq!(
            o[4],
            SassOperand::Reg(RegOperand::new(reg(RegClass::UP, 1)))
        );
        let not_upt = RegOperand {
            not: true,
            ..RegOperand::new(reg(RegClass::UP, Reg::ZERO))
        };
        assert_eq!(o[5], SassOperand::Reg(not_upt));
        assert_eq!(
            ops("        /*01d0*/                   I2F.U16 R6, R4.H1 ;")[1],
            SassOperand::Reg(with(4, |r| r.suffixes = vec!["H1".into()]))
        );
        let o = ops("        /*02e0*/                   BSYNC B0 ;");
        assert_eq!(o, [SassOperand::Reg(RegOperand::new(reg(RegClass::B, 0)))]);
    }

    /// Immediates: corpus/clang-19/sm_80/axpby_clamp_grid.ptx (`0, 2.38e-07`),
    /// corpus/clang-19/sm_90/hash_open_addressing.ptx (negative hex),
    /// kernels/ptx/nvrtc-13.5/sm_120/divergence.ptx (`-QNAN`),
    /// kernels/ptx/nvrtc-13.5/sm_100/f64_kernels.ptx, corpus/clang-19/sm_80/cl_saxpy_poly.ptx.
    #[test]
    fn immediates() {
        let o = ops(
            "        /*0060*/                   HFMA2.MMA R5, -RZ, RZ, 0, 2.384185791015625e-07 ;",
        );
        assert_eq!(
            o[3..],
            [
                SassOperand::Float("0".into()),
                SassOperand::Float("2.384185791015625e-07".into())
            ]
        );
        let o = ops("        /*0120*/                   IMAD.WIDE.U32 R4, R11, -0x5f4bd725, RZ ;");
        assert_eq!(o[2], SassOperand::Imm(-0x5f4b_d725));
        let o =
            ops("        /*0100*/                   LOP3.LUT R11, R3, 0xa0761d64, RZ, 0x3c, !PT ;");
        assert_eq!(
            (&o[2], &o[4]),
            (&SassOperand::Imm(0xa076_1d64), &SassOperand::Imm(0x3c))
        );
        assert_eq!(
            ops("        /*0fe0*/                   MUFU.RSQ R5, -QNAN ;")[1],
            SassOperand::Float("-QNAN".into())
        );
        let o = ops("        /*0f30*/                   FSETP.GEU.AND P1, PT, |R15|, 6.5827683646048100446e-37, PT ;");
        assert_eq!(o[3], SassOperand::Float("6.5827683646048100446e-37".into()));
        assert_eq!(
            ops("        /*0190*/                   FMNMX R0, R0, -1, !PT ;")[2],
            SassOperand::Float("-1".into())
        );
        // corpus/clang-19/sm_80/cl_histogram_local.ptx
        assert_eq!(
            ops("        /*02a0*/                   WARPSYNC 0xffffffff ;"),
            [SassOperand::Imm(0xffff_ffff)]
        );
        assert_eq!(hex_imm("0xffffffffffffffff"), Some(-1));
        assert_eq!(hex_imm("0x1ffffffffffffffff"), None);
    }

    /// Constant banks: corpus/clang-19/sm_80/axpby_clamp_grid.ptx, corpus/clang-19/sm_90/axpby_clamp_grid.ptx
    /// (`c[0x0][RZ]`), kernels/ptx/nvrtc-12.9/sm_89/fft_butterflies.ptx (`c[0x3][R19+0x200]`),
    /// corpus/nvrtc-12.9/sm_89/half2_bias_relu_scale.ptx (`-c[..]`), kernels/ptx/nvrtc-12.9/sm_75/half2_ops.ptx
    /// (sm_75's spaced bank with a conversion suffix, kept as text).
    #[test]
    fn constant_banks() {
        let cb = |bank, index, offset, neg| SassOperand::CBank {
            bank: Some(bank),
            bank_reg: None,
            index,
            offset,
            neg,
        };
        assert_eq!(
            ops("        /*0000*/                   MOV R1, c[0x0][0x28] ;")[1],
            cb(0, None, 0x28, false)
        );
        let rz = RegOperand::new(reg(RegClass::R, Reg::ZERO));
        assert_eq!(
            ops("        /*0030*/                   LDC R9, c[0x0][RZ] ;")[1],
            cb(0, Some(rz), 0, false)
        );
        assert_eq!(
            ops("        /*0200*/                   LDC R9, c[0x3][R19+0x200] ;")[1],
            cb(3, Some(with(19, |_| {})), 0x200, false)
        );
        let o = ops("        /*0200*/               @P0 IADD3 R0, R0, -c[0x0][0x178], RZ ;");
        assert_eq!(o[2], cb(0, None, 0x178, true));
        let o = ops("        /*0220*/                   HADD2 R6, -RZ.H0_H0, c[0x2] [0x0].F32 ;");
        assert_eq!(o[2], SassOperand::Other("c[0x2] [0x0].F32".into()));
        assert_eq!(o.len(), 3);
        // `cx[URk]` (a bank chosen by a uniform register) does not occur in the corpus: this
        // line is written by hand.
        let o = ops("        /*0010*/                   LDC R2, cx[UR4][R0+0x8] ;");
        let cx = SassOperand::CBank {
            bank: None,
            bank_reg: Some(reg(RegClass::UR, 4)),
            index: Some(with(0, |_| {})),
            offset: 8,
            neg: false,
        };
        assert_eq!(o[1], cx);
    }

    /// Addresses: corpus/clang-19/sm_80/axpby_clamp_grid.ptx, corpus/clang-19/sm_90/fir_unroll_taps.ptx
    /// (`desc[..]`, negative offset), kernels/ptx/nvrtc-12.9/sm_75/stencils.ptx,
    /// kernels/ptx/nvrtc-12.9/sm_75/softmax_layernorm.ptx, kernels/ptx/nvrtc-12.9/sm_75/gemm_rb8x8.ptx,
    /// kernels/ptx/nvrtc-13.5/sm_100/nbody.ptx, corpus/nvrtc-13.5/sm_86/hist_float_warp_private.ptx.
    #[test]
    fn addresses() {
        let mem = |base: Option<RegOperand>, ubase: Option<RegOperand>, offset| {
            SassOperand::Mem(Address {
                desc: None,
                base,
                ubase,
                offset,
            })
        };
        let sfx = |index, s: &str| with(index, |r| r.suffixes = vec![s.into()]);
        let u = |index| RegOperand::new(reg(RegClass::UR, index));
        assert_eq!(
            ops("        /*01d0*/              @!P0 LDG.E.CONSTANT R8, [R12.64+0x4] ;")[1],
            mem(Some(sfx(12, "64")), None, 4)
        );
        let o =
            ops("        /*0620*/              @!P5 LDG.E.CONSTANT R15, desc[UR4][R22.64+-0x4] ;");
        assert_eq!(
            o[1],
            SassOperand::Mem(Address {
                desc: Some(reg(RegClass::UR, 4)),
                base: Some(sfx(22, "64")),
                ubase: None,
                offset: -4
            })
        );
        assert_eq!(
            ops("        /*0a10*/                   LDG.E.SYS R20, [R10.64+UR8+0x4] ;")[1],
            mem(Some(sfx(10, "64")), Some(u(8)), 4)
        );
        assert_eq!(
            ops("        /*03b0*/                   LDG.E.SYS R10, [R12.U32+UR4+0x80] ;")[1],
            mem(Some(sfx(12, "U32")), Some(u(4)), 0x80)
        );
        assert_eq!(
            ops("        /*11b0*/                   LDS.U.128 R20, [R7.X4+UR8+0x100] ;")[1],
            mem(Some(sfx(7, "X4")), Some(u(8)), 0x100)
        );
        assert_eq!(
            ops("        /*03b0*/                   LDS.128 R4, [UR5+-0x20] ;")[1],
            mem(None, Some(u(5)), -0x20)
        );
        assert_eq!(
            ops("        /*0330*/                   ATOMS.POPC.INC.32 RZ, [R0.X4+URZ] ;")[1],
            mem(Some(sfx(0, "X4")), Some(u(Reg::ZERO)), 0)
        );
        // corpus/clang-19/sm_80/cp_async_stencil_pipe.ptx, kernels/ptx/nvrtc-12.9/sm_75/softmax_layernorm.ptx
        assert_eq!(
            ops("        /*0380*/              @!PT LDS RZ, [RZ] ;")[1],
            mem(Some(RegOperand::new(reg(RegClass::R, Reg::ZERO))), None, 0)
        );
        assert_eq!(
            ops("        /*04d0*/                   STS [0x80], R5 ;")[0],
            mem(None, None, 0x80)
        );
    }

    /// Branch and call targets, special registers and what stays text:
    /// corpus/clang-19/sm_80/f64_newton_cbrt.ptx, corpus/nvrtc-12.9/sm_75/axpby_clamp_grid.ptx,
    /// corpus/clang-19/sm_80/scan_warp_kogge.ptx, kernels/ptx/clang-22/sm_90/divergence.ptx,
    /// corpus/nvrtc-12.9/sm_89/f64_trig_series.ptx, corpus/triton-3.9/sm_90a/triton_matmul_fp16_128x128x32.ptx,
    /// corpus/clang-19/sm_90/cl_histogram_local.ptx, corpus/clang-19/sm_80/fir_unroll_taps.ptx,
    /// corpus/clang-19/sm_80/cp_async_stencil_pipe.ptx.
    #[test]
    fn targets_specials_and_other() {
        let label = |s: &str| SassOperand::Label(s.into());
        assert_eq!(
            ops("        /*0180*/                   BRA `(.L_x_0);"),
            [label(".L_x_0")]
        );
        let o = ops("        /*0300*/                   CALL.REL.NOINC `($__internal_0_$__cuda_sm20_div_rn_f64_full) ;");
        assert_eq!(o, [label("$__internal_0_$__cuda_sm20_div_rn_f64_full")]);
        // The return register and the target are separated by a space only.
        let o = ops("        /*1390*/                   RET.REL.NODEC R8 `(axpby_clamp_grid) ;");
        assert_eq!(o, [r(8), label("axpby_clamp_grid")]);
        let o = ops("        /*00f0*/                   BSSY B0, `(.L_x_0) ;");
        assert_eq!(o[1], label(".L_x_0"));
        let o = ops("        /*02d0*/                   BRA.DIV ~URZ, `(.L_x_2) ;");
        assert_eq!(
            o[0],
            SassOperand::Reg(RegOperand {
                not: true,
                ..RegOperand::new(reg(RegClass::UR, Reg::ZERO))
            })
        );
        // An indirect branch: register and offset apart, its targets in a note.
        let i = inst("        /*01a0*/                   BRX R10 -0x1b0                                                          (*\"BRANCH_TARGETS .L_x_51,.L_x_52,.L_x_53,.L_x_54,.L_x_55,.L_x_56,.L_x_57,.L_x_58\"*);");
        assert_eq!(i.operands, [r(10), SassOperand::Imm(-0x1b0)]);
        assert_eq!(
            i.notes,
            ["BRANCH_TARGETS .L_x_51,.L_x_52,.L_x_53,.L_x_54,.L_x_55,.L_x_56,.L_x_57,.L_x_58"]
        );
        assert_eq!(
            ops("        /*0010*/                   S2R R4, SR_CTAID.X ;")[1],
            SassOperand::Special("SR_CTAID.X".into())
        );
        assert_eq!(
            ops("        /*0020*/                   S2UR UR5, SR_CgaCtaId ;")[1],
            SassOperand::Special("SR_CgaCtaId".into())
        );
        assert_eq!(
            ops("        /*0140*/                   CS2R R4, SRZ ;")[1],
            SassOperand::Special("SRZ".into())
        );
        let other = |s: &str| SassOperand::Other(s.into());
        assert_eq!(
            ops("        /*03b0*/                   R2P PR, R28, 0x3 ;")[0],
            other("PR")
        );
        assert_eq!(
            ops("        /*0440*/                   DEPBAR.LE SB0, 0x2 ;")[0],
            other("SB0")
        );
        let o = ops("        /*11c0*/                   HGMMA.64x128x16.F32 R24, gdesc[UR8].tnspB, R24, gsb0 ;");
        assert_eq!(o[1..], [other("gdesc[UR8].tnspB"), r(24), other("gsb0")]);
        // A hand-written sm_100a tcgen05 kernel.
        assert_eq!(
            ops("        /*0260*/                   STTM tmem[UR4], R5 ;")[0],
            other("tmem[UR4]")
        );
    }

    /// corpus/nvrtc-12.9/sm_86/huge_conv3x3_regtile.ptx, corpus/clang-19/sm_80/huge_conv3x3_regtile.ptx:
    /// ptxas's spill code carries a note.
    #[test]
    fn spill_notes() {
        let i = inst("        /*00a0*/                   STL [R1+0xb0], R20                                 (*\"SpillRefill\"*);");
        assert_eq!(i.notes, ["SpillRefill"]);
        assert_eq!(i.operands.len(), 2);
        let i = inst("        /*5ad0*/                   LDL.LU R50, [R1+0x468]                             (*\"SpillRefill\"*);");
        assert_eq!((i.operands[0].clone(), i.notes.len()), (r(50), 1));
    }

    /// corpus/clang-19/sm_80/axpby_clamp_grid.ptx with `-plr -lrm narrow`: the header's digit
    /// rows number the columns (two rows: R0–R17), labels and directives carry columns that
    /// are not kept, and each instruction's count and marks are read per register file.
    #[test]
    fn life_range_columns() {
        let l = parse(concat!(
            "\t.section\t.text.ema_update,\"ax\",@progbits\n",
            "\t.sectioninfo\t@\"SHI_REGISTERS=14\"\n",
            "\t.align\t128\n",
            "    // +------------------------+---------+-----------+\n",
            "    // |          GPR           |  PRED   |   UGPR    |\n",
            "    // |                        |         |           |\n",
            "    // |    000000000011111111  |         |           |\n",
            "    // |  # 012345678901234567  | # 0123  | # 012345  |\n",
            "    // +------------------------+---------+-----------+\n",
            "        .global         ema_update    // |                        |         |           |\n",
            "ema_update:    // |                        |         |           |\n",
            "        /*0000*/                   MOV R1, c[0x0][0x28] ;    // |  1  ^                  |         |           |\n",
            "        /*0030*/                   IMAD R4, R4, c[0x0][0x0], R3 ;    // |  3  : vx               |         |           |\n",
            "        /*0040*/                   ISETP.GE.AND P0, PT, R4, c[0x0][0x17c], PT ;    // |  2  :  v               | 1 ^     |           |\n",
            ".L_x_3:    // |  2  :  :               | 1 :     |           |\n",
            "        /*0070*/                   ULDC.64 UR4, c[0x0][0x118] ;    // |  3  :  ::              |         | 2     ^^  |\n",
            "        /*0100*/                   FADD R9, -R0, R7 ;    // | 10 v::::: v:^:         |         | 2     ::  |\n",
            ".L_x_4:    // +........................+.........+...........+\n",
            "        /*0170*/                   EXIT ;    // |  1  :                  |         |           |\n",
            ".L_x_7:    // +------------------------+---------+-----------+\n",
            "\n",
            "    // Legend:\n",
            "    //     ^       : Register assignment\n",
        ));
        let insts: Vec<&SassInst> = l.functions[0].insts().collect();
        use LiveMark::*;
        let col = |class, count, marks: &[(u16, LiveMark)]| LiveColumn {
            class,
            count,
            marks: marks.to_vec(),
        };
        assert_eq!(
            insts[0].live,
            [
                col(RegClass::R, Some(1), &[(1, Def)]),
                col(RegClass::P, None, &[]),
                col(RegClass::UR, None, &[])
            ]
        );
        assert_eq!(
            insts[1].live[0],
            col(
                RegClass::R,
                Some(3),
                &[(1, Live), (3, LastUse), (4, UseDef)]
            )
        );
        assert_eq!(insts[2].live[1], col(RegClass::P, Some(1), &[(0, Def)]));
        assert_eq!(
            insts[3].live[2],
            col(RegClass::UR, Some(2), &[(4, Def), (5, Def)])
        );
        let r9 = [
            (0, LastUse),
            (1, Live),
            (2, Live),
            (3, Live),
            (4, Live),
            (5, Live),
            (7, LastUse),
            (8, Live),
            (9, Def),
            (10, Live),
        ];
        assert_eq!(insts[4].live[0], col(RegClass::R, Some(10), &r9));
        assert_eq!(insts[5].live[0], col(RegClass::R, Some(1), &[(1, Live)]));
    }

    /// A hand-written sm_100a kernel: a header without a tens row, `#` one column from the
    /// bar, and a UPRED group.
    #[test]
    fn life_range_columns_without_tens() {
        let l = parse(concat!(
            "\t.section\t.text.tm,\"ax\",@progbits\n",
            "    // +-------------+--------+--------------+---------+\n",
            "    // |    GPR      | PRED   |    UGPR      | UPRED   |\n",
            "    // |             |        |              |         |\n",
            "    // |             |        |              |         |\n",
            "    // | # 01234567  |  # 0   | # 012345678  |   # 0   |\n",
            "    // +-------------+--------+--------------+---------+\n",
            "        /*0230*/                   LDTM.x2 R2, tmem[UR4] ;    // | 4  :^^   :  |        | 2     v:     |         |\n",
            "        /*00c0*/                   UTCATOMSWS.FIND_AND_SET.ALIGN UP0, UR4, UR8 ;    // | 3  :    :   |  1 :   | 3     x   v  |   1 ^   |\n",
        ));
        let insts: Vec<&SassInst> = l.functions[0].insts().collect();
        use LiveMark::*;
        assert_eq!(
            insts[0].live[0].marks,
            [(1, Live), (2, Def), (3, Def), (7, Live)]
        );
        assert_eq!(insts[0].live[2].marks, [(4, LastUse), (5, Live)]);
        let classes: Vec<RegClass> = insts[1].live.iter().map(|c| c.class).collect();
        assert_eq!(
            classes,
            [RegClass::R, RegClass::P, RegClass::UR, RegClass::UP]
        );
        assert_eq!(insts[1].live[2].marks, [(4, UseDef), (8, LastUse)]);
        assert_eq!(
            (insts[1].live[3].count, &insts[1].live[3].marks[..]),
            (Some(1), &[(0, Def)][..])
        );
    }

    /// A register file with no column reads as its count alone.
    #[test]
    fn life_range_group_without_columns() {
        let l = parse(concat!(
            "\t.section\t.text.f,\"ax\",@progbits\n",
            "// +------+---+\n// |  GPR |PRED|\n// |  # 01| # |\n// +------+---+\n",
            "/*0000*/ EXIT ; // |  1 :^|   |\n",
        ));
        let inst = l.functions[0]
            .insts()
            .next()
            .cloned()
            .expect("one instruction");
        let pred = LiveColumn {
            class: RegClass::P,
            count: None,
            marks: Vec::new(),
        };
        assert_eq!(inst.live[1], pred);
    }

    #[test]
    fn errors_are_located() {
        let head = "\t.section\t.text.f,\"ax\",@progbits\n";
        for (body, column, message) in [
            (
                "        /*0010*/                   IADD3 R1, R2, , R3 ;",
                50,
                "expected an operand before `,`",
            ),
            (
                "        /*0010*/                   IADD3 R1, R2, R3",
                52,
                "expected `;` at the end of the instruction",
            ),
            (
                "        /*0010*/                   LDG.E R0, [R2.64 ;",
                46,
                "unclosed `[`",
            ),
            (
                "        /*0010*/                   LDG.E R0, R2.64] ;",
                51,
                "unmatched `]`",
            ),
            (
                "        /*0010*/                   IADD3 R1, R2, ;",
                48,
                "expected an operand after `,`",
            ),
            (
                "        /*0010*/               @Q0 EXIT ;",
                32,
                "expected a predicate after `@`",
            ),
            (
                "        /*00z0*/                   EXIT ;",
                11,
                "expected a hexadecimal address in `/*...*/`",
            ),
            (
                "        /*0010                     EXIT ;",
                9,
                "expected `*/` after the address",
            ),
            (
                "        /*0010*/                   ;",
                36,
                "expected an opcode",
            ),
            (
                "        /*0010*/                   LDG..E R0, [R2] ;",
                36,
                "empty modifier in the opcode",
            ),
            (
                "        /*0010*/                   BRA `.L_x_0 ;",
                40,
                "expected `(label) after the backquote",
            ),
            (
                "        /*0010*/                   STL [R1], R2   (*\"SpillRefill\" ;",
                51,
                "expected a `(*\"...\"*)` note",
            ),
            (
                "        something else",
                9,
                "expected an instruction (`/*addr*/ ...`), a label or a directive",
            ),
            ("a label:", 2, "a label is one word followed by `:`"),
            (
                "        /*0000*/  EXIT ;    // |  1  ^   |",
                32,
                "life-range columns without a header",
            ),
        ] {
            let e = err(&format!("{head}{body}\n"));
            assert_eq!(
                (e.line, e.column, e.message.as_str()),
                (2, column, message),
                "{body}"
            );
        }
        let e = err("        /*0000*/                   EXIT ;\n");
        assert_eq!(
            (e.line, e.column, e.message.as_str()),
            (1, 9, "code outside a `.section .text.NAME`")
        );
        let e = err(&format!("{head}\t.sectioninfo\t@\"SHI_REGISTERS=x\"\n"));
        assert_eq!((e.line, e.column), (2, 31));
    }

    #[test]
    fn life_range_errors_are_located() {
        let head = concat!(
            "\t.section\t.text.f,\"ax\",@progbits\n",
            "// +------+-----+\n",
            "// |  GPR | PRED|\n",
            "// |  # 01| # 0 |\n",
            "// +------+-----+\n",
        );
        let e = err(&format!("{head}/*0000*/ EXIT ; // |  1 ?^| 1 ^ |\n"));
        assert_eq!(
            (e.line, e.column, e.message.as_str()),
            (
                6,
                25,
                "expected a life-range mark (` `, `:`, `^`, `v` or `x`)"
            )
        );
        let e = err(&format!("{head}/*0000*/ EXIT ; // |  1 :^|\n"));
        assert_eq!(
            (e.line, e.column, e.message.as_str()),
            (6, 20, "expected 2 life-range groups, found 1")
        );
        let e = err(&format!("{head}/*0000*/ EXIT ; // |  Z :^| 1 ^ |\n"));
        assert_eq!(
            (e.line, e.column, e.message.as_str()),
            (6, 23, "expected the live-register count")
        );
        let open_header = head.strip_suffix("// +------+-----+\n").unwrap_or(head);
        let e = err(&format!("{open_header}/*0000*/ EXIT ; // |  1 :^| 1 ^ |\n"));
        assert_eq!(
            (e.line, e.column, e.message.as_str()),
            (5, 20, "an instruction inside the life-range header")
        );
        let e = err(
            "\t.section\t.text.f,\"ax\",@progbits\n// +---+\n// | XYZ |\n// | # 0 |\n// +---+\n",
        );
        assert_eq!(
            (e.line, e.column, e.message.as_str()),
            (5, 3, "unknown life-range group `XYZ`")
        );
    }

    #[test]
    fn errors_render_with_a_caret() {
        let e = err("\t.section\t.text.f,\"ax\",@progbits\n  /*0010*/ IADD3 R1, R2, , R3 ;\n");
        assert_eq!(
            e.to_string(),
            "t.sass:2:26: error: expected an operand before `,`\n\
             2 |   /*0010*/ IADD3 R1, R2, , R3 ;\n  \
               |                          ^"
        );
    }

    /// Nothing the reader is given makes it panic: every prefix of a real listing, and bytes
    /// flipped at every position of an instruction line.
    #[test]
    fn never_panics() {
        let text = concat!(
            "\t.section\t.text.f,\"ax\",@progbits\n",
            "// +------+-----+\n// |  GPR | PRED|\n// |  # 01| # 0 |\n// +------+-----+\n",
            "/*01d0*/ @!P0 LDG.E.CONSTANT R8, desc[UR4][R12.64+-0x4] (*\"SpillRefill\"*); // |  1 :^| 1 ^ |\n",
            "/*01e0*/ BRA `(.L_x_0); /*01f0*/ MOV R1, -c[0x3][R2+0x10] ; // |  1 :^| 1 ^ |\n",
        );
        for end in (0..=text.len()).filter(|&e| text.is_char_boundary(e)) {
            let _ = parse_listing(&text[..end], "t");
        }
        let bytes = text.as_bytes();
        for i in 0..bytes.len() {
            for b in [
                b'[', b']', b'(', b')', b'`', b'|', b'/', b'*', b';', b' ', b'+', b'-', b'\xc3',
            ] {
                let mut v = bytes.to_vec();
                v[i] = b;
                let _ = parse_listing(&String::from_utf8_lossy(&v), "t");
            }
        }
    }
}
