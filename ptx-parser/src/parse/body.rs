//! Functions: header, performance directives, and the statements of a body.

use super::Parser;
use crate::ast::{
    Block, BranchTargets, CallPrototype, CompactString, Function, FunctionKind, Guard, Linkage,
    Loc, PerfDirective, PerfKind, Span, Statement,
};
use crate::error::ParseError;
use crate::lexer::{is_ident_start, PResult};

/// Maps a performance directive name to its kind (`Other` for ones this crate does not know).
fn perf_kind(name: &str) -> PerfKind {
    match name {
        "maxntid" => PerfKind::MaxNtid,
        "reqntid" => PerfKind::ReqNtid,
        "minnctapersm" => PerfKind::MinNctaPerSm,
        "maxnctapersm" => PerfKind::MaxNctaPerSm,
        "maxnreg" => PerfKind::MaxNreg,
        "maxclusterrank" => PerfKind::MaxClusterRank,
        "reqnctapercluster" => PerfKind::ReqNctaPerCluster,
        "noreturn" => PerfKind::NoReturn,
        "explicitcluster" => PerfKind::ExplicitCluster,
        "blocksareclusters" => PerfKind::BlocksAreClusters,
        _ => PerfKind::Other,
    }
}

impl<'a> Parser<'a> {
    /// `.entry`/`.func` after the keyword.
    pub(crate) fn function(
        &mut self,
        linkage: Vec<Linkage>,
        is_func: bool,
        start: usize,
    ) -> PResult<Function> {
        // Registers named without `%` in the parameter lists belong to this function only.
        let scope_mark = self.scope_log.len();
        let ranges_mark = self.named_ranges.len();
        let r = self.function_inner(linkage, is_func, start);
        self.pop_scope(scope_mark, ranges_mark);
        r
    }

    fn function_inner(
        &mut self,
        linkage: Vec<Linkage>,
        is_func: bool,
        start: usize,
    ) -> PResult<Function> {
        let kind = if is_func {
            FunctionKind::Func
        } else {
            FunctionKind::Entry
        };
        let returns = if is_func && self.c.peek() == Some(b'(') {
            self.param_list()?
        } else {
            Vec::new()
        };
        let Some((name, name_span)) = self.c.ident() else {
            return Err(self.c.expected("a function name"));
        };
        let params = if self.c.peek() == Some(b'(') {
            self.param_list()?
        } else {
            Vec::new()
        };
        let mut directives = Vec::new();
        while let Some((d, dspan)) = self.c.directive() {
            let mut args = Vec::new();
            if self.c.peek().is_some_and(|c| c.is_ascii_digit()) {
                loop {
                    args.push(self.uint("a directive argument")?.0);
                    if !self.c.eat(b',') {
                        break;
                    }
                }
            }
            directives.push(PerfDirective {
                kind: perf_kind(d),
                name: d.to_string(),
                args,
                span: Span::new(dspan.start as usize, self.c.last_end),
            });
        }
        let body = match self.c.peek() {
            Some(b';') => {
                self.c.bump(1);
                None
            }
            Some(b'{') => Some(self.block()?),
            _ => {
                return Err(self.c.expected(
                    "`{` (function body) or `;` (declaration) after the function header",
                ))
            }
        };
        Ok(Function {
            linkage,
            kind,
            returns,
            name: name.to_string(),
            params,
            directives,
            body,
            span: Span::new(start, self.c.last_end),
            name_span,
        })
    }

    /// Forgets the `%`-less register names declared since the marks.
    fn pop_scope(&mut self, scope_mark: usize, ranges_mark: usize) {
        for name in self.scope_log.drain(scope_mark..) {
            if let Some(n) = self.named_regs.get_mut(name) {
                *n = n.saturating_sub(1);
            }
        }
        self.named_ranges.truncate(ranges_mark);
    }

    /// A `{ ... }` scope (the `{` being the next token).
    pub(crate) fn block(&mut self) -> PResult<Block> {
        self.c.ws();
        let open = self.c.pos;
        self.enter(Span::new(open, open + 1), "blocks")?;
        self.c.bump(1);
        let scope_mark = self.scope_log.len();
        let ranges_mark = self.named_ranges.len();
        let r = self.block_statements(open);
        self.pop_scope(scope_mark, ranges_mark);
        self.leave();
        Ok(Block {
            statements: r?,
            span: Span::new(open, self.c.last_end),
        })
    }

    fn block_statements(&mut self, open: usize) -> PResult<Vec<Statement>> {
        let mut statements = Vec::new();
        // A function body (depth 1) of a megabyte or more: the second half on another
        // thread, from a statement boundary near the middle of what is left.
        if self.depth == 1 && self.c.b.len() - self.c.pos >= self.split_bytes {
            if let Some(split) = self.split_point() {
                return self.split_statements(open, split, statements);
            }
        }
        self.statements_until(open, &mut statements, usize::MAX, None)?;
        Ok(statements)
    }

    /// A candidate place to split the rest of the input: just after the first `;` that
    /// ends a line past its middle. It is only a guess (it may lie in a comment, a nested
    /// block or another function); [`Parser::split_statements`] checks it.
    fn split_point(&self) -> Option<usize> {
        let b = self.c.b;
        let mid = self.c.pos + (b.len() - self.c.pos) / 2;
        let k = b[mid..].windows(2).position(|w| w == b";\n")?;
        Some(mid + k + 1)
    }

    /// The statements of the block opened at `open`, parsing those from `split` on on a
    /// second thread. The halves are joined when this thread's statements end exactly at
    /// `split` in the block itself and declared no `%`-less register the second half
    /// could name (its parser starts without them); otherwise the rest is parsed here, so
    /// the result is always the sequential parse's.
    #[inline(never)]
    fn split_statements(
        &mut self,
        open: usize,
        split: usize,
        mut statements: Vec<Statement>,
    ) -> PResult<Vec<Statement>> {
        let cancel = std::sync::atomic::AtomicBool::new(false);
        let mut rest = Parser::new(self.c.src);
        rest.c.pos = split;
        rest.c.last_end = split;
        rest.depth = self.depth;
        rest.split_bytes = usize::MAX;
        let (mine, theirs) = std::thread::scope(|s| {
            // Named as ptxra names its threads, whose panics its library hook keeps quiet.
            let second = std::thread::Builder::new()
                .name("ptxra-parse".into())
                .spawn_scoped(s, || {
                    let mut v = Vec::new();
                    let r = rest.statements_until(open, &mut v, usize::MAX, Some(&cancel));
                    (r.map(|_| v), rest)
                });
            let mine = self.statements_until(open, &mut statements, split, None);
            let joinable = matches!(mine, Ok(false))
                && self.c.pos == split
                && self.named_regs.values().all(|&n| n == 0)
                && self.named_ranges.is_empty();
            if !joinable {
                cancel.store(true, std::sync::atomic::Ordering::Relaxed);
            }
            let theirs = second.ok().and_then(|h| h.join().ok());
            (mine.map(|closed| (closed, joinable)), theirs)
        });
        match (mine?, theirs) {
            // The block closed before the split point: the other half was not in it.
            ((true, _), _) => Ok(statements),
            ((false, true), Some((theirs, rest))) => {
                self.c.pos = rest.c.pos;
                self.c.last_end = rest.c.last_end;
                if self.c.open_comment.is_none() {
                    self.c.open_comment = rest.c.open_comment;
                }
                statements.extend(theirs?);
                Ok(statements)
            }
            // Not a clean split (or no second thread): go on here.
            _ => {
                self.statements_until(open, &mut statements, usize::MAX, None)?;
                Ok(statements)
            }
        }
    }

    /// Statements of the block opened at `open` into `statements`, through its `}`
    /// (`Ok(true)`), or until a statement ends at or past `stop` (`Ok(false)`), or until
    /// `cancel` is set (`Ok(false)`, the result then unused).
    fn statements_until(
        &mut self,
        open: usize,
        statements: &mut Vec<Statement>,
        stop: usize,
        cancel: Option<&std::sync::atomic::AtomicBool>,
    ) -> PResult<bool> {
        loop {
            match self.c.peek() {
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
                Some(b'}') => {
                    self.c.bump(1);
                    return Ok(true);
                }
                Some(b';') => {
                    // An empty statement (`;;` in inline assembly): nothing to keep.
                    self.c.bump(1);
                }
                // A nested block here rather than in `statement`, whose frame is large: the
                // stack a nesting level takes stays small (see `MAX_NESTING`).
                Some(b'{') => statements.push(Statement::Block(self.block()?)),
                Some(_) => {
                    statements.push(self.statement()?);
                    statements.append(&mut self.pending);
                }
            }
            if self.c.pos >= stop
                || cancel.is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed))
            {
                return Ok(false);
            }
        }
    }

    #[inline(never)]
    fn statement(&mut self) -> PResult<Statement> {
        let start = self.c.pos;
        match self.c.b.get(start).copied() {
            Some(b'{') => Ok(Statement::Block(self.block()?)),
            Some(b'.') => self.body_directive(start),
            Some(b'@') => {
                self.c.bump(1);
                let negated = self.c.eat(b'!');
                let Some((reg, rspan)) = self.c.ident() else {
                    return Err(self.c.expected("a predicate register after `@`"));
                };
                let guard = Guard {
                    negated,
                    reg: CompactString::from(reg),
                    span: Span::new(start, rspan.end as usize),
                };
                let Some((op, ospan)) = self.c.ident() else {
                    return Err(self.c.expected("an instruction after the guard"));
                };
                Ok(Statement::Instruction(self.instruction(
                    Some(guard),
                    op,
                    ospan,
                    start,
                )?))
            }
            Some(b':') => Err(self.c.err(
                "empty label: expected a name before `:`",
                Span::new(start, start + 1),
                "label without a name",
            )),
            Some(c) if is_ident_start(c) => {
                let Some((word, wspan)) = self.c.ident() else {
                    return Err(self.c.expected("a statement"));
                };
                if self.c.peek() == Some(b':') {
                    self.c.bump(1);
                    return match self.c.peek_directive() {
                        Some("callprototype") => self.call_prototype(word, start),
                        Some("branchtargets") => self.branch_targets(word, start),
                        _ => Ok(Statement::Label(CompactString::from(word), wspan)),
                    };
                }
                if !word.as_bytes()[0].is_ascii_alphabetic() {
                    return Err(self.c.err(
                        format!("expected an instruction or a label, found `{word}`"),
                        wspan,
                        "an opcode starts with a letter; a label needs a `:`",
                    ));
                }
                Ok(Statement::Instruction(
                    self.instruction(None, word, wspan, start)?,
                ))
            }
            _ => Err(self
                .c
                .expected("a statement (instruction, label, directive or `}`)")),
        }
    }

    fn body_directive(&mut self, start: usize) -> PResult<Statement> {
        let Some((name, dspan)) = self.c.directive() else {
            return Err(self.c.expected("a directive name after `.`"));
        };
        match name {
            "reg" => Ok(Statement::Reg(self.reg_decl(start)?)),
            "pragma" => {
                let (s, _) = self.pragma()?;
                Ok(Statement::Pragma(s, Span::new(start, self.c.last_end)))
            }
            "loc" => Ok(Statement::Loc(self.loc(start)?)),
            _ => {
                let mut linkage = Vec::new();
                let mut name = name;
                let mut nspan = dspan;
                while let Some(l) = match name {
                    "visible" => Some(Linkage::Visible),
                    "extern" => Some(Linkage::Extern),
                    "weak" => Some(Linkage::Weak),
                    "common" => Some(Linkage::Common),
                    _ => None,
                } {
                    linkage.push(l);
                    match self.c.directive() {
                        Some(d) => (name, nspan) = d,
                        None => return Err(self.c.expected("a state space after linkage")),
                    }
                }
                match super::decl::state_space(name) {
                    Some(space) if space != crate::ast::StateSpace::Reg => {
                        let mut vars = self.var_decl(linkage, space, start)?;
                        if vars.len() == 1 {
                            if let Some(v) = vars.pop() {
                                return Ok(Statement::Variable(Box::new(v)));
                            }
                        }
                        // Several names in one declaration become consecutive declarations;
                        // the block loop appends the rest right after this one.
                        let first = vars.remove(0);
                        self.pending
                            .extend(vars.into_iter().map(|v| Statement::Variable(Box::new(v))));
                        Ok(Statement::Variable(Box::new(first)))
                    }
                    _ => Err(self.unknown_directive(name, nspan, "in a function body")),
                }
            }
        }
    }

    /// `.loc file line column [rest]`, with or without a trailing `;` (Triton omits it).
    fn loc(&mut self, start: usize) -> PResult<Loc> {
        let (file, _) = self.uint32("a file index after `.loc`")?;
        let (line, _) = self.uint32("a line number")?;
        let (column, _) = self.uint32("a column number")?;
        let b = self.c.b;
        let mut p = self.c.pos;
        while matches!(b.get(p), Some(b' ' | b'\t' | b'\r')) {
            p += 1;
        }
        let rest_start = p;
        while let Some(&ch) = b.get(p) {
            if matches!(ch, b'\n' | b';' | b'{' | b'}')
                || (ch == b'/' && matches!(b.get(p + 1), Some(b'/' | b'*')))
            {
                break;
            }
            p += 1;
        }
        let rest = self.c.src[rest_start..p].trim_end().to_string();
        self.c.pos = p;
        self.c.last_end = rest_start + rest.len();
        if self.c.b.get(p) == Some(&b';') {
            self.c.bump(1);
        }
        Ok(Loc {
            file,
            line,
            column,
            rest,
            span: Span::new(start, self.c.last_end),
        })
    }

    /// `name : .callprototype (rets) _ (params) [.noreturn];` after the `:`.
    fn call_prototype(&mut self, name: &str, start: usize) -> PResult<Statement> {
        self.c.directive();
        let returns = if self.c.peek() == Some(b'(') {
            self.param_list()?
        } else {
            Vec::new()
        };
        match self.c.ident() {
            Some(("_", _)) => {}
            _ => {
                return Err(self
                    .c
                    .expected("`_` (the function placeholder) in `.callprototype`"))
            }
        }
        let params = if self.c.peek() == Some(b'(') {
            self.param_list()?
        } else {
            Vec::new()
        };
        let mut attributes = Vec::new();
        while let Some((d, _)) = self.c.directive() {
            attributes.push(format!(".{d}"));
        }
        self.c.expect(b';', "after `.callprototype`")?;
        Ok(Statement::CallPrototype(Box::new(CallPrototype {
            name: name.to_string(),
            returns,
            params,
            attributes,
            span: Span::new(start, self.c.last_end),
        })))
    }

    /// `name: .branchtargets L0, L1, ...;` after the `:`.
    fn branch_targets(&mut self, name: &str, start: usize) -> PResult<Statement> {
        self.c.directive();
        let mut targets = Vec::new();
        loop {
            let Some((t, _)) = self.c.ident() else {
                return Err(self.c.expected("a label in `.branchtargets`"));
            };
            targets.push(t.to_string());
            if !self.c.eat(b',') {
                break;
            }
        }
        self.c.expect(b';', "after `.branchtargets`")?;
        Ok(Statement::BranchTargets(BranchTargets {
            name: name.to_string(),
            targets,
            span: Span::new(start, self.c.last_end),
        }))
    }
}
