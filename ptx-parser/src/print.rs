//! [`Module`] back to PTX text.
//!
//! The output is formatted like nvcc's (tab-indented bodies, labels at column 0) so it stays
//! readable and diffs well against compiler output, and it is accepted by ptxas. The printer
//! is the inverse of the parser: `parse_module(&print_module(&m)) == Ok(m)` for every `m` the
//! parser produces (spans aside). `Section` bodies and `Statement::Other` text are printed
//! verbatim.

use std::fmt::Write;

use crate::ast::{
    Address, AddressBase, BinOp, Block, ConstExpr, Function, FunctionKind, Immediate, Initializer,
    Instruction, Item, Linkage, Module, Operand, Param, RegDecl, StateSpace, Statement, UnaryOp,
    VarDecl,
};

/// Prints a whole module.
pub fn print_module(m: &Module) -> String {
    let mut out = String::with_capacity(4096);
    let mut prev_fn = false;
    for item in &m.items {
        let is_fn = matches!(item, Item::Function(_) | Item::Section(_));
        if is_fn || prev_fn {
            out.push('\n');
        }
        prev_fn = is_fn;
        print_item(&mut out, item);
    }
    out
}

fn print_item(out: &mut String, item: &Item) {
    match item {
        Item::Version(v) => {
            let _ = writeln!(out, ".version {}.{}", v.major, v.minor);
        }
        Item::Target(t) => {
            let _ = writeln!(out, ".target {}", t.entries.join(", "));
        }
        Item::AddressSize(n, _) => {
            let _ = writeln!(out, ".address_size {n}");
        }
        Item::File(f) => {
            let _ = write!(out, ".file\t{} ", f.index);
            push_string(out, &f.path);
            for x in &f.extra {
                let _ = write!(out, ", {x}");
            }
            out.push('\n');
        }
        Item::Section(s) => {
            let _ = writeln!(out, ".section\t{}\n{{{}}}", s.name, s.body);
        }
        Item::Pragma(p, _) => {
            out.push_str(".pragma ");
            push_string(out, p);
            out.push_str(";\n");
        }
        Item::Variable(v) => {
            print_var(out, v);
            out.push('\n');
        }
        Item::Function(f) => print_function(out, f),
        Item::Alias { alias, aliasee, .. } => {
            let _ = writeln!(out, ".alias {alias}, {aliasee};");
        }
    }
}

/// Writes `s` as a double-quoted PTX string.
fn push_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out.push('"');
}

fn linkage_name(l: Linkage) -> &'static str {
    match l {
        Linkage::Visible => ".visible",
        Linkage::Extern => ".extern",
        Linkage::Weak => ".weak",
        Linkage::Common => ".common",
    }
}

/// The directive spelling of a state space, e.g. `.global`.
pub fn space_name(s: StateSpace) -> &'static str {
    match s {
        StateSpace::Reg => ".reg",
        StateSpace::Sreg => ".sreg",
        StateSpace::Const => ".const",
        StateSpace::Global => ".global",
        StateSpace::Local => ".local",
        StateSpace::Param => ".param",
        StateSpace::Shared => ".shared",
        StateSpace::Tex => ".tex",
    }
}

fn push_dims(out: &mut String, dims: &[Option<u64>]) {
    for d in dims {
        match d {
            Some(n) => {
                let _ = write!(out, "[{n}]");
            }
            None => out.push_str("[]"),
        }
    }
}

fn print_var(out: &mut String, v: &VarDecl) {
    for l in &v.linkage {
        out.push_str(linkage_name(*l));
        out.push(' ');
    }
    out.push_str(space_name(v.space));
    for a in &v.attributes {
        out.push(' ');
        out.push_str(a);
    }
    if let Some(a) = v.align {
        let _ = write!(out, " .align {a}");
    }
    if let Some(n) = v.vector {
        let _ = write!(out, " .v{n}");
    }
    let _ = write!(out, " {} {}", v.ty, v.name);
    push_dims(out, &v.dims);
    if let Some(init) = &v.init {
        out.push_str(" = ");
        print_init(out, init);
    }
    out.push(';');
}

fn print_init(out: &mut String, init: &Initializer) {
    match init {
        Initializer::Expr(e) => print_expr(out, e),
        Initializer::List(items) => {
            out.push('{');
            for (i, it) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_init(out, it);
            }
            out.push('}');
        }
    }
}

fn binop(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "+",
        BinOp::Sub => "-",
        BinOp::Mul => "*",
        BinOp::Div => "/",
        BinOp::Rem => "%",
        BinOp::Shl => "<<",
        BinOp::Shr => ">>",
        BinOp::And => "&",
        BinOp::Or => "|",
        BinOp::Xor => "^",
    }
}

fn print_expr(out: &mut String, e: &ConstExpr) {
    match e {
        ConstExpr::Int(v) => {
            let _ = write!(out, "{v}");
        }
        ConstExpr::F32(b) => {
            let _ = write!(out, "0f{b:08X}");
        }
        ConstExpr::F64(b) => {
            let _ = write!(out, "0d{b:016X}");
        }
        ConstExpr::Float(f) => push_float(out, *f),
        ConstExpr::Symbol(s) => out.push_str(s),
        ConstExpr::Generic(inner) => {
            out.push_str("generic(");
            print_expr(out, inner);
            out.push(')');
        }
        ConstExpr::Call(name, args) => {
            out.push_str(name);
            out.push('(');
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_expr(out, a);
            }
            out.push(')');
        }
        ConstExpr::Binary(op, l, r) => {
            print_sub_expr(out, l);
            out.push_str(binop(*op));
            print_sub_expr(out, r);
        }
        ConstExpr::Unary(op, inner) => {
            out.push(match op {
                UnaryOp::Neg => '-',
                UnaryOp::Not => '~',
                UnaryOp::LogicalNot => '!',
            });
            // `-(5)` stays a negation; `-5` would read back as the literal -5.
            let wrap = matches!(**inner, ConstExpr::Binary(..))
                || (*op == UnaryOp::Neg
                    && matches!(**inner, ConstExpr::Int(_) | ConstExpr::Float(_)));
            if wrap {
                out.push('(');
                print_expr(out, inner);
                out.push(')');
            } else {
                print_expr(out, inner);
            }
        }
    }
}

/// Operands of a binary operator: nested binaries are parenthesised, so precedence never
/// changes the tree on re-parse.
fn print_sub_expr(out: &mut String, e: &ConstExpr) {
    if matches!(e, ConstExpr::Binary(..)) {
        out.push('(');
        print_expr(out, e);
        out.push(')');
    } else {
        print_expr(out, e);
    }
}

/// A decimal float that reads back to the same value (always with a `.` or exponent).
fn push_float(out: &mut String, f: f64) {
    let s = format!("{f:?}");
    out.push_str(&s);
}

fn print_param(out: &mut String, p: &Param) {
    out.push_str(space_name(p.space));
    if let Some(a) = p.align {
        let _ = write!(out, " .align {a}");
    }
    if let Some(n) = p.vector {
        let _ = write!(out, " .v{n}");
    }
    let _ = write!(out, " {}", p.ty);
    if let Some(ptr) = &p.ptr {
        out.push_str(" .ptr");
        if let Some(s) = ptr.space {
            out.push(' ');
            out.push_str(space_name(s));
        }
        if let Some(a) = ptr.align {
            let _ = write!(out, " .align {a}");
        }
    }
    if !p.name.is_empty() {
        out.push(' ');
        out.push_str(&p.name);
    }
    push_dims(out, &p.dims);
}

fn print_params(out: &mut String, params: &[Param], multiline: bool) {
    out.push('(');
    for (i, p) in params.iter().enumerate() {
        if i > 0 {
            out.push(',');
            if !multiline {
                out.push(' ');
            }
        }
        if multiline {
            out.push_str("\n\t");
        }
        print_param(out, p);
    }
    if multiline && !params.is_empty() {
        out.push('\n');
    }
    out.push(')');
}

fn print_function(out: &mut String, f: &Function) {
    for l in &f.linkage {
        out.push_str(linkage_name(*l));
        out.push(' ');
    }
    out.push_str(match f.kind {
        FunctionKind::Entry => ".entry ",
        FunctionKind::Func => ".func ",
    });
    if !f.returns.is_empty() {
        print_params(out, &f.returns, false);
        out.push(' ');
    }
    out.push_str(&f.name);
    print_params(out, &f.params, true);
    out.push('\n');
    for d in &f.directives {
        let _ = write!(out, ".{}", d.name);
        for (i, a) in d.args.iter().enumerate() {
            let _ = write!(out, "{}{a}", if i == 0 { " " } else { ", " });
        }
        out.push('\n');
    }
    match &f.body {
        None => out.push_str(";\n"),
        Some(b) => {
            print_block(out, b, 0);
            out.push('\n');
        }
    }
}

fn indent(out: &mut String, depth: usize) {
    for _ in 0..depth {
        out.push('\t');
    }
}

fn print_block(out: &mut String, b: &Block, depth: usize) {
    indent(out, depth);
    out.push_str("{\n");
    for s in &b.statements {
        print_statement(out, s, depth + 1);
    }
    indent(out, depth);
    out.push('}');
}

fn print_statement(out: &mut String, s: &Statement, depth: usize) {
    match s {
        Statement::Label(name, _) => {
            let _ = writeln!(out, "{name}:");
        }
        Statement::Instruction(i) => {
            indent(out, depth);
            print_instruction(out, i);
            out.push('\n');
        }
        Statement::Reg(r) => {
            indent(out, depth);
            print_reg(out, r);
            out.push('\n');
        }
        Statement::Variable(v) => {
            indent(out, depth);
            print_var(out, v);
            out.push('\n');
        }
        Statement::Block(b) => {
            print_block(out, b, depth);
            out.push('\n');
        }
        Statement::Pragma(p, _) => {
            indent(out, depth);
            out.push_str(".pragma ");
            push_string(out, p);
            out.push_str(";\n");
        }
        Statement::Loc(l) => {
            indent(out, depth);
            let _ = write!(out, ".loc\t{} {} {}", l.file, l.line, l.column);
            if !l.rest.is_empty() {
                if !l.rest.starts_with(',') {
                    out.push(' ');
                }
                out.push_str(&l.rest);
            }
            out.push('\n');
        }
        Statement::CallPrototype(p) => {
            let _ = write!(out, "{} : .callprototype ", p.name);
            print_params(out, &p.returns, false);
            out.push_str(" _ ");
            print_params(out, &p.params, false);
            for a in &p.attributes {
                out.push(' ');
                out.push_str(a);
            }
            out.push_str(";\n");
        }
        Statement::Other(text, _) => {
            indent(out, depth);
            out.push_str(text);
            out.push('\n');
        }
        Statement::BranchTargets(t) => {
            let _ = writeln!(out, "{}: .branchtargets {};", t.name, t.targets.join(", "));
        }
    }
}

fn print_reg(out: &mut String, r: &RegDecl) {
    out.push_str(".reg");
    if let Some(a) = r.align {
        let _ = write!(out, " .align {a}");
    }
    if let Some(n) = r.vector {
        let _ = write!(out, " .v{n}");
    }
    let _ = write!(out, " {} \t", r.ty);
    for (i, n) in r.names.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&n.name);
        if let Some(k) = n.range {
            let _ = write!(out, "<{k}>");
        }
        push_dims(out, &n.dims);
    }
    out.push(';');
}

/// Prints one instruction (without indentation or newline), e.g. for diagnostics.
pub fn print_instruction(out: &mut String, i: &Instruction) {
    if let Some(g) = &i.guard {
        out.push('@');
        if g.negated {
            out.push('!');
        }
        out.push_str(&g.reg);
        out.push(' ');
    }
    out.push_str(&i.opcode);
    for m in &i.modifiers {
        out.push('.');
        out.push_str(m);
    }
    for (k, op) in i.operands.iter().enumerate() {
        out.push_str(if k == 0 { " \t" } else { ", " });
        print_operand(out, op);
    }
    out.push(';');
}

fn print_operand(out: &mut String, op: &Operand) {
    match op {
        Operand::Reg(r) => {
            out.push_str(&r.name);
            if let Some(c) = r.component {
                out.push('.');
                out.push(c);
            }
        }
        Operand::Imm(imm, _) => print_imm(out, imm),
        Operand::Symbol { name, offset, .. } => {
            out.push_str(name);
            push_offset(out, *offset);
        }
        Operand::Address(a) => print_address(out, a),
        Operand::Bracket(items, _) => print_list(out, '[', items, ']'),
        Operand::Vector(items, _) => print_list(out, '{', items, '}'),
        Operand::List(items, _) => print_list(out, '(', items, ')'),
        Operand::Sink(_) => out.push('_'),
        Operand::Not(inner, _) => {
            out.push('!');
            print_operand(out, inner);
        }
        Operand::Neg(inner, _) => {
            out.push('-');
            // `- 5` is the negation of the immediate 5, `-5` the immediate -5: keep the space
            // so the printed form parses back to the same tree (found by fuzzing).
            if matches!(
                **inner,
                Operand::Imm(
                    Immediate::Int(_) | Immediate::UInt(_) | Immediate::Float(_),
                    _
                )
            ) {
                out.push(' ');
            }
            print_operand(out, inner);
        }
        Operand::Pair(a, b, _) => {
            print_operand(out, a);
            out.push('|');
            print_operand(out, b);
        }
    }
}

fn push_offset(out: &mut String, offset: i64) {
    if offset > 0 {
        let _ = write!(out, "+{offset}");
    } else if offset < 0 {
        let _ = write!(out, "{offset}");
    }
}

fn print_imm(out: &mut String, imm: &Immediate) {
    let _ = match imm {
        Immediate::Int(v) => write!(out, "{v}"),
        Immediate::UInt(v) => write!(out, "{v}"),
        Immediate::F32(b) => write!(out, "0f{b:08X}"),
        Immediate::F64(b) => write!(out, "0d{b:016X}"),
        Immediate::Float(f) => {
            push_float(out, *f);
            Ok(())
        }
    };
}

fn print_address(out: &mut String, a: &Address) {
    out.push('[');
    match &a.base {
        Some(AddressBase::Reg(r)) => {
            out.push_str(&r.name);
            if let Some(c) = r.component {
                out.push('.');
                out.push(c);
            }
        }
        Some(AddressBase::Symbol(s)) => out.push_str(s),
        None => {
            let _ = write!(out, "{}", a.offset);
            out.push(']');
            return;
        }
    }
    // `[%rd1+-8]` for negative offsets, as clang writes them.
    if a.offset != 0 {
        let _ = write!(out, "+{}", a.offset);
    }
    out.push(']');
}

fn print_list(out: &mut String, open: char, items: &[Operand], close: char) {
    out.push(open);
    for (i, it) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_operand(out, it);
    }
    out.push(close);
}
