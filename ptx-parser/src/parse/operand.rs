//! Instructions and their operands — the hot path of the parser.
//!
//! Opcodes and modifiers are parsed generically (any `word.mod.mod::arg`), so instructions
//! newer than this crate still parse; only the operand count of opcodes the table in
//! [`crate::opcodes`] knows is checked.

use super::number::{number, Num};
use super::Parser;
use crate::ast::{
    Address, AddressBase, CompactString, Guard, Immediate, Instruction, Operand, RegRef, Span,
};
use crate::error::ParseError;
use crate::lexer::{is_ident_cont, is_ident_start, PResult};

impl<'a> Parser<'a> {
    /// The rest of an instruction after its opcode word.
    pub(crate) fn instruction(
        &mut self,
        guard: Option<Guard>,
        opcode: &'a str,
        opspan: Span,
        start: usize,
    ) -> PResult<Instruction> {
        let mut modifiers = std::mem::take(&mut self.modifier_scratch);
        modifiers.clear();
        while let Some(m) = self.c.glued_modifier() {
            modifiers.push(CompactString::from(m));
        }
        if self.c.b.get(self.c.pos) == Some(&b'.') {
            return Err(self.c.err(
                "bad instruction modifier",
                self.c.token_span(),
                "expected a modifier name after `.`",
            ));
        }
        let head_end = self.c.last_end;
        let mut operands = std::mem::take(&mut self.operand_scratch);
        operands.clear();
        if !self.c.eat(b';') {
            loop {
                operands.push(self.operand()?);
                if self.c.eat(b',') {
                    continue;
                }
                if self.c.eat(b';') {
                    break;
                }
                return Err(self.missing_separator());
            }
        }
        // Exactly sized copies; the buffers go back for the next instruction.
        let mut exact_modifiers = Vec::with_capacity(modifiers.len());
        exact_modifiers.append(&mut modifiers);
        let mut exact_operands = Vec::with_capacity(operands.len());
        exact_operands.append(&mut operands);
        self.modifier_scratch = modifiers;
        self.operand_scratch = operands;
        let (modifiers, operands) = (exact_modifiers, exact_operands);
        let instr = Instruction {
            guard,
            opcode: CompactString::from(opcode),
            modifiers,
            operands,
            span: Span::new(start, self.c.last_end),
        };
        if let Some((min, max)) = crate::opcodes::expected_operands(&instr) {
            let n = instr.operands.len();
            if n < min || n > max {
                let expected = match (min, max) {
                    (a, b) if a == b => format!("{a}"),
                    (a, b) if b == a + 1 => format!("{a} or {b}"),
                    (a, b) => format!("{a} to {b}"),
                };
                let full = &self.c.src[opspan.start as usize..head_end];
                return Err(Box::new(ParseError::new(
                    format!(
                        "wrong number of operands for `{opcode}`: expected {expected}, found {n}"
                    ),
                    Span::new(opspan.start as usize, head_end),
                    format!(
                        "`{full}` takes {expected} operand{}",
                        if max == 1 { "" } else { "s" }
                    ),
                )));
            }
        }
        Ok(instr)
    }

    /// Error when an operand is followed by neither `,` nor `;`.
    fn missing_separator(&mut self) -> Box<ParseError> {
        self.c.ws();
        let crossed_line = self.c.b[self.c.last_end.min(self.c.pos)..self.c.pos].contains(&b'\n');
        if self.c.pos >= self.c.b.len() || crossed_line {
            let at = Span::new(self.c.last_end, self.c.last_end);
            Box::new(
                ParseError::new("expected `;` after instruction", at, "here")
                    .with_note("every PTX instruction ends with `;`"),
            )
        } else {
            let found = self.c.describe_next();
            Box::new(ParseError::new(
                format!("expected `,` or `;` after operand, found {found}"),
                self.c.token_span(),
                "operands are separated by `,`",
            ))
        }
    }

    /// One operand, including `a|b` pairs.
    fn operand(&mut self) -> PResult<Operand> {
        let first = self.primary_operand()?;
        if self.c.peek() != Some(b'|') {
            return Ok(first);
        }
        self.c.bump(1);
        let second = self.primary_operand()?;
        let span = first.span().to(second.span());
        Ok(Operand::Pair(Box::new(first), Box::new(second), span))
    }

    fn primary_operand(&mut self) -> PResult<Operand> {
        let Some(c) = self.c.peek() else {
            return Err(self.c.expected("an operand"));
        };
        let start = self.c.pos;
        match c {
            b'_' if !self.c.byte_at(1).is_some_and(is_ident_cont) => {
                self.c.bump(1);
                Ok(Operand::Sink(Span::new(start, start + 1)))
            }
            c if is_ident_start(c) => self.name_operand(),
            b'0'..=b'9' => {
                let (n, span) = number(&mut self.c)?;
                Ok(match n {
                    Num::Int(v) => match i64::try_from(v) {
                        Ok(v) => Operand::Imm(Immediate::Int(v), span),
                        Err(_) => Operand::Imm(Immediate::UInt(v), span),
                    },
                    Num::F32(b) => Operand::Imm(Immediate::F32(b), span),
                    Num::F64(b) => Operand::Imm(Immediate::F64(b), span),
                    Num::Float(f) => Operand::Imm(Immediate::Float(f), span),
                })
            }
            b'-' => {
                self.c.bump(1);
                if self.c.byte_at(0).is_some_and(|c| c.is_ascii_digit()) {
                    let (n, span) = number(&mut self.c)?;
                    let span = Span::new(start, span.end as usize);
                    return match n {
                        Num::Int(v) if v <= 1 << 63 => {
                            Ok(Operand::Imm(Immediate::Int((-i128::from(v)) as i64), span))
                        }
                        Num::Int(_) => Err(self.c.err(
                            "bad immediate: negative integer out of range",
                            span,
                            "does not fit in a signed 64-bit integer",
                        )),
                        Num::Float(f) => Ok(Operand::Imm(Immediate::Float(-f), span)),
                        Num::F32(b) => Ok(Operand::Neg(
                            Box::new(Operand::Imm(
                                Immediate::F32(b),
                                Span::new(start + 1, span.end as usize),
                            )),
                            span,
                        )),
                        Num::F64(b) => Ok(Operand::Neg(
                            Box::new(Operand::Imm(
                                Immediate::F64(b),
                                Span::new(start + 1, span.end as usize),
                            )),
                            span,
                        )),
                    };
                }
                let inner = self.nested_operand(start)?;
                let span = Span::new(start, inner.span().end as usize);
                Ok(Operand::Neg(Box::new(inner), span))
            }
            b'!' => {
                self.c.bump(1);
                let inner = self.nested_operand(start)?;
                let span = Span::new(start, inner.span().end as usize);
                Ok(Operand::Not(Box::new(inner), span))
            }
            b'{' => {
                let items = self.operand_list(b'{', b'}', "vector operand")?;
                let span = Span::new(start, self.c.last_end);
                if items.is_empty() {
                    return Err(self.c.err(
                        "bad vector operand: `{}` is empty",
                        span,
                        "a vector operand needs at least one element",
                    ));
                }
                Ok(Operand::Vector(items, span))
            }
            b'(' => {
                let items = self.operand_list(b'(', b')', "operand list")?;
                Ok(Operand::List(items, Span::new(start, self.c.last_end)))
            }
            b'[' => self.bracket_operand(),
            _ => Err(self.c.expected("an operand")),
        }
    }

    /// An operand inside a `-`/`!` prefix, with the nesting limit applied.
    fn nested_operand(&mut self, at: usize) -> PResult<Operand> {
        self.enter(Span::new(at, at + 1), "operands")?;
        let r = self.primary_operand();
        self.leave();
        r
    }

    /// `open item, item close` (possibly empty).
    fn operand_list(&mut self, open: u8, close: u8, what: &str) -> PResult<Vec<Operand>> {
        let at = self.c.pos;
        self.enter(Span::new(at, at + 1), "operands")?;
        self.c.bump(1);
        let r = (|| {
            let mut items = Vec::new();
            if self.c.eat(close) {
                return Ok(items);
            }
            loop {
                items.push(self.operand()?);
                if self.c.eat(b',') {
                    continue;
                }
                if self.c.eat(close) {
                    return Ok(items);
                }
                let found = self.c.describe_next();
                let close = close as char;
                let open = open as char;
                return Err(Box::new(
                    ParseError::new(
                        format!("bad {what}: expected `,` or `{close}`, found {found}"),
                        self.c.token_span(),
                        "unexpected token",
                    )
                    .with_label(Span::new(at, at + 1), format!("`{open}` opened here")),
                ));
            }
        })();
        self.leave();
        r
    }

    /// A register (with `.x` component), a `%`-less register name, or a symbol with an
    /// optional `+offset`.
    fn name_operand(&mut self) -> PResult<Operand> {
        let Some((name, span)) = self.c.ident() else {
            return Err(self.c.expected("an operand"));
        };
        if self.is_reg_name(name) {
            return Ok(Operand::Reg(self.reg_ref(name, span)));
        }
        let offset = self.offset_terms()?;
        Ok(Operand::Symbol {
            name: CompactString::from(name),
            offset,
            span: Span::new(span.start as usize, self.c.last_end),
        })
    }

    /// Completes a register reference whose name was just read (`%tid` + `.x`).
    fn reg_ref(&mut self, name: &str, span: Span) -> RegRef {
        let b = self.c.b;
        let p = self.c.pos;
        let mut component = None;
        if b.get(p) == Some(&b'.') {
            if let Some(&c) = b.get(p + 1) {
                if matches!(c, b'x' | b'y' | b'z' | b'w' | b'r' | b'g' | b'b' | b'a')
                    && !b.get(p + 2).is_some_and(|&c| is_ident_cont(c))
                {
                    component = Some(c as char);
                    self.c.bump(2);
                }
            }
        }
        RegRef {
            name: CompactString::from(name),
            component,
            span: Span::new(span.start as usize, self.c.last_end),
        }
    }

    /// `+4`, `-8`, `+-8`, `+4+4` after an address base or symbol, summed.
    fn offset_terms(&mut self) -> PResult<i64> {
        let mut total: i128 = 0;
        loop {
            let sign: i128 = match self.c.peek() {
                Some(b'+') => 1,
                Some(b'-') => -1,
                _ => break,
            };
            let op_at = self.c.pos;
            self.c.bump(1);
            let mut sign = sign;
            if self.c.peek() == Some(b'-') {
                self.c.bump(1);
                sign = -sign;
            }
            match self.c.peek() {
                Some(b'0'..=b'9') => {}
                _ => {
                    return Err(Box::new(
                        ParseError::new(
                            format!(
                                "bad address offset: expected an integer, found {}",
                                self.c.describe_next()
                            ),
                            self.c.token_span(),
                            "not an integer constant",
                        )
                        .with_label(Span::new(op_at, op_at + 1), "after this operator"),
                    ))
                }
            }
            let (n, span) = number(&mut self.c)?;
            let Num::Int(v) = n else {
                return Err(self.c.err(
                    "bad address offset: must be an integer",
                    span,
                    "floating-point literal in an address",
                ));
            };
            total += sign * i128::from(v);
            if i64::try_from(total).is_err() {
                return Err(self.c.err(
                    "address offset out of range",
                    span,
                    "the offset does not fit in 64 bits",
                ));
            }
        }
        Ok(total as i64)
    }

    /// `[base+off]`, `[imm]`, or a bracketed list `[tex, {..}]`.
    fn bracket_operand(&mut self) -> PResult<Operand> {
        let open = self.c.pos;
        self.enter(Span::new(open, open + 1), "operands")?;
        self.c.bump(1);
        let r = self.bracket_inner(open);
        self.leave();
        r
    }

    fn bracket_inner(&mut self, open: usize) -> PResult<Operand> {
        let bad_address = |p: &mut Parser<'a>, why: &str| -> Box<ParseError> {
            let found = p.c.describe_next();
            Box::new(
                ParseError::new(
                    format!("bad address: {why}, found {found}"),
                    p.c.token_span(),
                    "unexpected token",
                )
                .with_label(Span::new(open, open + 1), "address starts here"),
            )
        };
        let first = match self.c.peek() {
            Some(b']') => {
                return Err(self.c.err(
                    "bad address: `[]` is empty",
                    Span::new(open, self.c.pos + 1),
                    "expected a register, variable or constant inside",
                ))
            }
            Some(c) if is_ident_start(c) => {
                let Some((name, span)) = self.c.ident() else {
                    return Err(bad_address(self, "expected a register or variable"));
                };
                if self.is_reg_name(name) {
                    Some(AddressBase::Reg(self.reg_ref(name, span)))
                } else {
                    Some(AddressBase::Symbol(CompactString::from(name)))
                }
            }
            Some(b'0'..=b'9') => None,
            Some(b'-') if self.c.byte_at(1).is_some_and(|c| c.is_ascii_digit()) => None,
            Some(_) => {
                // A list whose first element is a general operand (e.g. `[{..}]`).
                let op = self.operand()?;
                return self.bracket_list(open, op);
            }
            None => {
                return Err(bad_address(
                    self,
                    "expected a register, variable or constant",
                ))
            }
        };
        match first {
            Some(base) => {
                let offset = self.offset_terms()?;
                let base_end = self.c.last_end;
                if self.c.peek() == Some(b',') {
                    let op = match base {
                        AddressBase::Reg(r) if offset == 0 => Operand::Reg(r),
                        AddressBase::Reg(_) => {
                            return Err(bad_address(self, "expected `]` after a register offset"))
                        }
                        AddressBase::Symbol(name) => Operand::Symbol {
                            name,
                            offset,
                            span: Span::new(open + 1, base_end),
                        },
                    };
                    return self.bracket_list(open, op);
                }
                if !self.c.eat(b']') {
                    return Err(bad_address(self, "expected `+offset` or `]`"));
                }
                Ok(Operand::Address(Address {
                    base: Some(base),
                    offset,
                    span: Span::new(open, self.c.last_end),
                }))
            }
            None => {
                // Absolute address: an integer, possibly negative, plus more terms.
                let neg = self.c.eat(b'-');
                let (n, span) = number(&mut self.c)?;
                let Num::Int(v) = n else {
                    return Err(self.c.err(
                        "bad address: an absolute address must be an integer",
                        span,
                        "floating-point literal in an address",
                    ));
                };
                let v = if neg { -i128::from(v) } else { i128::from(v) };
                let rest = self.offset_terms()?;
                let total = i64::try_from(v + i128::from(rest)).map_err(|_| {
                    self.c.err(
                        "address offset out of range",
                        span,
                        "does not fit in 64 bits",
                    )
                })?;
                if !self.c.eat(b']') {
                    return Err(bad_address(self, "expected `]`"));
                }
                Ok(Operand::Address(Address {
                    base: None,
                    offset: total,
                    span: Span::new(open, self.c.last_end),
                }))
            }
        }
    }

    /// The rest of `[first, a, b]` after `first`.
    fn bracket_list(&mut self, open: usize, first: Operand) -> PResult<Operand> {
        let mut items = vec![first];
        loop {
            if self.c.eat(b']') {
                return Ok(Operand::Bracket(items, Span::new(open, self.c.last_end)));
            }
            if !self.c.eat(b',') {
                let found = self.c.describe_next();
                return Err(Box::new(
                    ParseError::new(
                        format!("bad bracketed operand: expected `,` or `]`, found {found}"),
                        self.c.token_span(),
                        "unexpected token",
                    )
                    .with_label(Span::new(open, open + 1), "`[` opened here"),
                ));
            }
            items.push(self.operand()?);
        }
    }
}
