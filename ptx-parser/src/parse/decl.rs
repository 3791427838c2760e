//! Declarations: variables, `.reg`, parameters, array dimensions, initializers and the
//! constant expressions inside them.

use super::number::{number, Num};
use super::Parser;
use crate::ast::{
    BinOp, ConstExpr, Initializer, Linkage, Param, PtrAttr, RegDecl, RegName, ScalarType, Span,
    StateSpace, UnaryOp, VarDecl,
};
use crate::error::ParseError;
use crate::lexer::PResult;

/// The state space a directive name denotes, if any.
pub(crate) fn state_space(name: &str) -> Option<StateSpace> {
    Some(match name {
        "reg" => StateSpace::Reg,
        "sreg" => StateSpace::Sreg,
        "const" => StateSpace::Const,
        "global" => StateSpace::Global,
        "local" => StateSpace::Local,
        "param" => StateSpace::Param,
        "shared" => StateSpace::Shared,
        "tex" => StateSpace::Tex,
        _ => return None,
    })
}

/// Vector width of `.v2`/`.v4`/`.v8`.
fn vector_width(name: &str) -> Option<u32> {
    match name {
        "v2" => Some(2),
        "v4" => Some(4),
        "v8" => Some(8),
        _ => None,
    }
}

/// Attributes common to variable, register and parameter declarations.
#[derive(Default)]
struct Attrs {
    align: Option<u32>,
    vector: Option<u32>,
    ty: Option<ScalarType>,
    ptr: Option<PtrAttr>,
    attributes: Vec<String>,
}

impl<'a> Parser<'a> {
    /// Reads `.align N`, `.vN`, `.type`, `.ptr ...`, `.attribute(...)` in any order, stopping
    /// at the first token that is not one of them.
    fn attrs(&mut self, allow_ptr: bool) -> PResult<Attrs> {
        let mut a = Attrs::default();
        while let Some(d) = self.c.peek_directive() {
            if d == "align" {
                self.c.directive();
                a.align = Some(self.align_value()?);
            } else if let Some(v) = vector_width(d) {
                self.c.directive();
                a.vector = Some(v);
            } else if let Some(t) = ScalarType::from_name(d) {
                self.c.directive();
                a.ty = Some(t);
            } else if d == "ptr" && allow_ptr {
                self.c.directive();
                let mut ptr = PtrAttr {
                    space: None,
                    align: None,
                };
                if let Some(s) = self.c.peek_directive().and_then(state_space) {
                    self.c.directive();
                    ptr.space = Some(s);
                }
                if self.c.peek_directive() == Some("align") {
                    self.c.directive();
                    ptr.align = Some(self.align_value()?);
                }
                a.ptr = Some(ptr);
            } else if d == "attribute" {
                self.c.ws();
                let start = self.c.pos;
                self.c.directive();
                self.c.expect(b'(', "after `.attribute`")?;
                let close = self.c.b[self.c.pos..]
                    .iter()
                    .position(|&c| c == b')' || c == b';' || c == b'\n');
                match close.map(|n| self.c.pos + n) {
                    Some(end) if self.c.b[end] == b')' => {
                        self.c.bump(end + 1 - self.c.pos);
                        a.attributes.push(self.c.src[start..end + 1].to_string());
                    }
                    _ => return Err(self.c.expected("`)` closing `.attribute(`")),
                }
            } else {
                break;
            }
        }
        Ok(a)
    }

    fn align_value(&mut self) -> PResult<u32> {
        let (v, s) = self.uint32("an alignment after `.align`")?;
        if !v.is_power_of_two() {
            return Err(self
                .c
                .err(format!("bad alignment {v}"), s, "must be a power of two"));
        }
        Ok(v)
    }

    /// Zero or more `[N]` / `[]` dimensions.
    fn dims(&mut self) -> PResult<Vec<Option<u64>>> {
        let mut dims = Vec::new();
        while self.c.peek() == Some(b'[') {
            let open = self.c.pos;
            self.c.bump(1);
            if self.c.eat(b']') {
                dims.push(None);
                continue;
            }
            let (n, _) = self.uint("an array size")?;
            if !self.c.eat(b']') {
                return Err(Box::new(
                    ParseError::new(
                        "bad array dimension: expected `]`",
                        self.c.token_span(),
                        "expected `]` here",
                    )
                    .with_label(Span::new(open, open + 1), "dimension opened here"),
                ));
            }
            dims.push(Some(n));
        }
        Ok(dims)
    }

    /// A variable declaration after its state space; several comma-separated names become
    /// several [`VarDecl`]s sharing the attributes.
    pub(crate) fn var_decl(
        &mut self,
        linkage: Vec<Linkage>,
        space: StateSpace,
        start: usize,
    ) -> PResult<Vec<VarDecl>> {
        let a = self.attrs(false)?;
        let Some(ty) = a.ty else {
            return Err(self
                .c
                .expected("a type such as `.b32` in the variable declaration"));
        };
        let mut out = Vec::new();
        loop {
            let Some((name, _)) = self.c.ident() else {
                return Err(self.c.expected("a variable name"));
            };
            let dims = self.dims()?;
            let init = if self.c.eat(b'=') {
                Some(self.initializer()?)
            } else {
                None
            };
            out.push(VarDecl {
                linkage: linkage.clone(),
                space,
                align: a.align,
                vector: a.vector,
                ty,
                name: name.to_string(),
                dims,
                init,
                attributes: a.attributes.clone(),
                span: Span::new(start, self.c.last_end),
            });
            if !self.c.eat(b',') {
                break;
            }
        }
        self.c.expect(b';', "after the variable declaration")?;
        Ok(out)
    }

    /// `.reg` declaration after the `.reg` directive.
    pub(crate) fn reg_decl(&mut self, start: usize) -> PResult<RegDecl> {
        let a = self.attrs(false)?;
        let Some(ty) = a.ty else {
            return Err(self.c.expected("a type such as `.b32` after `.reg`"));
        };
        let mut names = Vec::new();
        loop {
            let Some((name, nspan)) = self.c.ident() else {
                return Err(self.c.expected("a register name"));
            };
            let mut range = None;
            if self.c.peek() == Some(b'<') {
                let open = self.c.pos;
                self.c.bump(1);
                let digits = self.c.b[self.c.pos..]
                    .iter()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                let n = self.c.src[self.c.pos..self.c.pos + digits]
                    .parse::<u32>()
                    .ok();
                let close = self.c.pos + digits;
                match (n, self.c.b.get(close)) {
                    (Some(n), Some(b'>')) => {
                        self.c.bump(digits + 1);
                        range = Some(n);
                    }
                    _ => {
                        let end = self.c.b[open..]
                            .iter()
                            .position(|&c| c == b'>' || c == b';' || c == b'\n')
                            .map_or(self.c.b.len(), |n| open + n);
                        let end = if self.c.b.get(end) == Some(&b'>') {
                            end + 1
                        } else {
                            end
                        };
                        let text = &self.c.src[nspan.start as usize..end];
                        return Err(Box::new(
                            ParseError::new(
                                format!("bad register range `{text}`"),
                                Span::new(open, end),
                                "expected `<N>` with a decimal count",
                            )
                            .with_note("`%r<4>` declares %r0, %r1, %r2 and %r3"),
                        ));
                    }
                }
            }
            let dims = self.dims()?;
            if !name.starts_with('%') {
                match range {
                    Some(n) => self.named_ranges.push((name, n)),
                    None => self.declare_named_reg(name),
                }
            }
            names.push(RegName {
                name: name.to_string(),
                range,
                dims,
            });
            if !self.c.eat(b',') {
                break;
            }
        }
        self.c.expect(b';', "after the `.reg` declaration")?;
        Ok(RegDecl {
            vector: a.vector,
            ty,
            align: a.align,
            names,
            span: Span::new(start, self.c.last_end),
        })
    }

    /// Records a register declared without `%` so operands naming it become registers.
    pub(crate) fn declare_named_reg(&mut self, name: &'a str) {
        *self.named_regs.entry(name).or_insert(0) += 1;
        self.scope_log.push(name);
    }

    /// Whether an identifier operand names a register.
    pub(crate) fn is_reg_name(&self, name: &str) -> bool {
        if name.starts_with('%') {
            return true;
        }
        if self.named_regs.get(name).is_some_and(|&n| n > 0) {
            return true;
        }
        self.named_ranges.iter().any(|&(prefix, n)| {
            name.strip_prefix(prefix).is_some_and(|digits| {
                !digits.is_empty()
                    && digits.bytes().all(|c| c.is_ascii_digit())
                    && (digits == "0" || !digits.starts_with('0'))
                    && digits.parse::<u32>().is_ok_and(|i| i < n)
            })
        })
    }

    /// `( param, ... )`, the `(` being the next token.
    pub(crate) fn param_list(&mut self) -> PResult<Vec<Param>> {
        let open = self.c.pos;
        self.c.expect(b'(', "to open the parameter list")?;
        let mut params = Vec::new();
        if self.c.eat(b')') {
            return Ok(params);
        }
        loop {
            params.push(self.param()?);
            if self.c.eat(b',') {
                continue;
            }
            if self.c.eat(b')') {
                return Ok(params);
            }
            let mut e = *self.c.expected("`,` or `)` in the parameter list");
            e = e.with_label(Span::new(open, open + 1), "list opened here");
            return Err(Box::new(e));
        }
    }

    fn param(&mut self) -> PResult<Param> {
        let start = {
            self.c.ws();
            self.c.pos
        };
        let space = match self.c.peek_directive() {
            Some("param") => StateSpace::Param,
            Some("reg") => StateSpace::Reg,
            _ => return Err(self.c.expected("`.param` or `.reg` in the parameter list")),
        };
        self.c.directive();
        let a = self.attrs(true)?;
        let Some(ty) = a.ty else {
            return Err(self.c.expected("a parameter type such as `.u64`"));
        };
        let name = match self.c.peek() {
            Some(b',' | b')') => "",
            _ => match self.c.ident() {
                Some((n, _)) => n,
                None => return Err(self.c.expected("a parameter name")),
            },
        };
        let dims = self.dims()?;
        if space == StateSpace::Reg && !name.is_empty() && !name.starts_with('%') {
            self.declare_named_reg(name);
        }
        Ok(Param {
            space,
            ptr: a.ptr,
            align: a.align,
            vector: a.vector,
            ty,
            name: name.to_string(),
            dims,
            span: Span::new(start, self.c.last_end),
        })
    }

    /// `= ...` right-hand side: a constant expression or a (nested) `{ }` list.
    fn initializer(&mut self) -> PResult<Initializer> {
        if self.c.peek() != Some(b'{') {
            return Ok(Initializer::Expr(self.const_expr()?));
        }
        let open = self.c.pos;
        self.enter(Span::new(open, open + 1), "initializer lists")?;
        self.c.bump(1);
        let mut items = Vec::new();
        if !self.c.eat(b'}') {
            loop {
                items.push(self.initializer()?);
                if self.c.eat(b',') {
                    continue;
                }
                if self.c.eat(b'}') {
                    break;
                }
                let e = *self.c.expected("`,` or `}` in the initializer list");
                return Err(Box::new(
                    e.with_label(Span::new(open, open + 1), "list opened here"),
                ));
            }
        }
        self.leave();
        Ok(Initializer::List(items))
    }

    /// A constant expression with C-like precedence (`|` < `^` < `&` < shifts < `+ -` <
    /// `* / %` < unary).
    pub(crate) fn const_expr(&mut self) -> PResult<ConstExpr> {
        self.binary(0)
    }

    /// Operators binding at least as tightly as `min_level` (0: `|` … 5: `*`), all
    /// left-associative, by precedence climbing: a parenthesised operand costs one frame
    /// here rather than one per precedence level, so nesting takes little stack.
    fn binary(&mut self, min_level: u8) -> PResult<ConstExpr> {
        let mut lhs = self.unary()?;
        // Each operator of a chain (`1+1+1…`) puts what came before one level deeper in the
        // tree, so it counts as a level until the chain ends: every walk over the tree
        // (printing, evaluation, dropping it) stays within twice the nesting limit.
        let mut chained = 0;
        while let Some((op, len, level)) = self.binop_from(min_level) {
            self.c.bump(len);
            let at = self.c.token_span();
            self.enter(at, "constant expressions")?;
            chained += 1;
            let rhs = self.binary(level + 1)?;
            lhs = ConstExpr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
        for _ in 0..chained {
            self.leave();
        }
        Ok(lhs)
    }

    /// The binary operator next (not consumed), its length and its precedence level (0:
    /// `|` binds loosest … 5: `*`), when it binds at least as tightly as `min_level`.
    fn binop_from(&mut self, min_level: u8) -> Option<(BinOp, usize, u8)> {
        let (op, len, level) = match (self.c.peek()?, self.c.byte_at(1)) {
            (b'|', _) => (BinOp::Or, 1, 0),
            (b'^', _) => (BinOp::Xor, 1, 1),
            (b'&', _) => (BinOp::And, 1, 2),
            (b'<', Some(b'<')) => (BinOp::Shl, 2, 3),
            (b'>', Some(b'>')) => (BinOp::Shr, 2, 3),
            (b'+', _) => (BinOp::Add, 1, 4),
            (b'-', _) => (BinOp::Sub, 1, 4),
            (b'*', _) => (BinOp::Mul, 1, 5),
            (b'/', _) => (BinOp::Div, 1, 5),
            (b'%', _) => (BinOp::Rem, 1, 5),
            _ => return None,
        };
        (level >= min_level).then_some((op, len, level))
    }

    fn unary(&mut self) -> PResult<ConstExpr> {
        let op = match self.c.peek() {
            Some(b'-') => UnaryOp::Neg,
            Some(b'~') => UnaryOp::Not,
            Some(b'!') => UnaryOp::LogicalNot,
            _ => return self.primary_expr(),
        };
        let at = self.c.token_span();
        self.c.bump(1);
        // `-5` and `-1.5` are literals, not negations (so they print back the same way).
        if op == UnaryOp::Neg && self.c.byte_at(0).is_some_and(|c| c.is_ascii_digit()) {
            let (n, _) = number(&mut self.c)?;
            return Ok(match n {
                Num::Int(v) => ConstExpr::Int(-i128::from(v)),
                Num::Float(f) => ConstExpr::Float(-f),
                Num::F32(b) => ConstExpr::Unary(op, Box::new(ConstExpr::F32(b))),
                Num::F64(b) => ConstExpr::Unary(op, Box::new(ConstExpr::F64(b))),
            });
        }
        self.enter(at, "constant expressions")?;
        let inner = self.unary();
        self.leave();
        Ok(ConstExpr::Unary(op, Box::new(inner?)))
    }

    fn primary_expr(&mut self) -> PResult<ConstExpr> {
        match self.c.peek() {
            Some(b'0'..=b'9') => {
                let (n, _) = number(&mut self.c)?;
                Ok(match n {
                    Num::Int(v) => ConstExpr::Int(i128::from(v)),
                    Num::F32(b) => ConstExpr::F32(b),
                    Num::F64(b) => ConstExpr::F64(b),
                    Num::Float(f) => ConstExpr::Float(f),
                })
            }
            Some(b'(') => {
                let open = self.c.token_span();
                self.enter(open, "constant expressions")?;
                self.c.bump(1);
                let e = self.const_expr();
                self.leave();
                let e = e?;
                if !self.c.eat(b')') {
                    let err = *self.c.expected("`)` in the constant expression");
                    return Err(Box::new(err.with_label(open, "`(` opened here")));
                }
                Ok(e)
            }
            _ => {
                let Some((name, nspan)) = self.c.ident() else {
                    return Err(self.c.expected("a constant expression"));
                };
                if self.c.b.get(self.c.pos) != Some(&b'(') {
                    return Ok(ConstExpr::Symbol(name.to_string()));
                }
                self.enter(nspan, "constant expressions")?;
                self.c.bump(1);
                let mut args = Vec::new();
                let r = (|| -> PResult<()> {
                    if self.c.eat(b')') {
                        return Ok(());
                    }
                    loop {
                        args.push(self.const_expr()?);
                        if self.c.eat(b',') {
                            continue;
                        }
                        self.c.expect(b')', "closing the argument list")?;
                        return Ok(());
                    }
                })();
                self.leave();
                r?;
                if name == "generic" && args.len() == 1 {
                    if let Some(a) = args.pop() {
                        return Ok(ConstExpr::Generic(Box::new(a)));
                    }
                }
                Ok(ConstExpr::Call(name.to_string(), args))
            }
        }
    }
}
