//! Tricky lexemes and constructs, checked against the exact tree they must produce.

use ptx_parser::ast::*;
use ptx_parser::{parse_module, print_module};

/// Wraps instructions into a minimal kernel.
fn kernel(body: &str) -> String {
    format!(".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{{\n{body}\n}}\n")
}

/// Parses, checks the round trip, and returns the module.
fn parse_rt(src: &str) -> Module {
    let m = match parse_module(src) {
        Ok(m) => m,
        Err(e) => panic!("{}", e.render("test.ptx", src)),
    };
    let printed = print_module(&m);
    match parse_module(&printed) {
        Ok(again) => assert_eq!(again, m, "round trip changed the tree:\n{printed}"),
        Err(e) => panic!(
            "printed form does not parse:\n{}",
            e.render("printed.ptx", &printed)
        ),
    }
    m
}

/// The statements of the first function's body.
fn body(m: &Module) -> Vec<Statement> {
    m.functions()
        .next()
        .and_then(|f| f.body.clone())
        .map(|b| b.statements)
        .unwrap_or_default()
}

/// The instructions of the first function's body (top level only).
fn instrs(src: &str) -> Vec<Instruction> {
    body(&parse_rt(&kernel(src)))
        .into_iter()
        .filter_map(|s| match s {
            Statement::Instruction(i) => Some(i),
            _ => None,
        })
        .collect()
}

fn imm(op: &Operand) -> Immediate {
    match op {
        Operand::Imm(i, _) => *i,
        other => panic!("not an immediate: {other:?}"),
    }
}

#[test]
fn immediates_of_every_radix() {
    let i = instrs(
        ".reg .b64 %rd<2>;\nmov.b64 %rd1, 0x1F;\nmov.b64 %rd1, 017;\nmov.b64 %rd1, 0b101;\n\
         mov.b64 %rd1, 42U;\nmov.b64 %rd1, -7;\nmov.b64 %rd1, 0xffffffffffffffff;\n\
         mov.f32 %f1, 0f3F800000;\nmov.f64 %fd1, 0d3FF0000000000000;\nmov.f32 %f1, 1.5;\n\
         mov.f32 %f1, -0f3F800000;\nmov.b64 %rd1, -9223372036854775808;",
    );
    let got: Vec<String> = i.iter().map(|i| format!("{:?}", i.operands[1])).collect();
    assert_eq!(imm(&i[0].operands[1]), Immediate::Int(31));
    assert_eq!(imm(&i[1].operands[1]), Immediate::Int(15));
    assert_eq!(imm(&i[2].operands[1]), Immediate::Int(5));
    assert_eq!(imm(&i[3].operands[1]), Immediate::Int(42));
    assert_eq!(imm(&i[4].operands[1]), Immediate::Int(-7));
    assert_eq!(imm(&i[5].operands[1]), Immediate::UInt(u64::MAX));
    assert_eq!(imm(&i[6].operands[1]), Immediate::F32(0x3F80_0000));
    assert_eq!(
        imm(&i[7].operands[1]),
        Immediate::F64(0x3FF0_0000_0000_0000)
    );
    assert_eq!(imm(&i[8].operands[1]), Immediate::Float(1.5));
    assert!(
        matches!(&i[9].operands[1], Operand::Neg(inner, _) if imm(inner) == Immediate::F32(0x3F80_0000)),
        "{got:?}"
    );
    assert_eq!(imm(&i[10].operands[1]), Immediate::Int(i64::MIN));
}

#[test]
fn special_registers_and_components() {
    let i = instrs("mov.u32 %r1, %tid.x;\nmov.u32 %r2, %envreg3;\nmov.u64 %rd1, %clock64;");
    match &i[0].operands[1] {
        Operand::Reg(r) => {
            assert_eq!(r.name, "%tid");
            assert_eq!(r.component, Some('x'));
        }
        o => panic!("{o:?}"),
    }
    assert!(
        matches!(&i[1].operands[1], Operand::Reg(r) if r.name == "%envreg3" && r.component.is_none())
    );
    assert!(matches!(&i[2].operands[1], Operand::Reg(r) if r.name == "%clock64"));
}

#[test]
fn guards_pairs_not_and_sinks() {
    let i = instrs(
        "@!%p1 bra $L__BB0_1;\n@%p2 setp.lt.s32 %p1|%p2, %r1, %r2;\nsetp.ne.and.s32 %p3, %r1, 0, !%p2;\n\
         ld.global.v2.u32 {%r1, _}, [%rd1];\n$L__BB0_1:\nbra.uni $L__BB0_1;",
    );
    let g = i[0].guard.as_ref().map(|g| (g.negated, g.reg.as_str()));
    assert_eq!(g, Some((true, "%p1")));
    assert!(
        matches!(&i[0].operands[0], Operand::Symbol { name, offset: 0, .. } if name == "$L__BB0_1")
    );
    assert!(matches!(&i[1].operands[0], Operand::Pair(a, b, _)
        if matches!(&**a, Operand::Reg(r) if r.name == "%p1") && matches!(&**b, Operand::Reg(r) if r.name == "%p2")));
    assert!(
        matches!(&i[2].operands[3], Operand::Not(inner, _) if matches!(&**inner, Operand::Reg(_)))
    );
    assert!(matches!(&i[3].operands[0], Operand::Vector(v, _) if matches!(v[1], Operand::Sink(_))));
    assert_eq!(i[4].modifiers, vec!["uni".to_string()]);
}

#[test]
fn addresses() {
    let i = instrs(
        "ld.u32 %r1, [%rd1+16];\nld.u32 %r1, [var+4];\nld.u32 %r1, [%rd1+-8];\nld.u32 %r1, [var];\n\
         ld.u32 %r1, [0x100];\nld.u32 %r1, [%rd1-4];\ntex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex0, {%f5, %f6}];",
    );
    let addr = |k: usize| match &i[k].operands[1] {
        Operand::Address(a) => a.clone(),
        o => panic!("{o:?}"),
    };
    assert!(matches!(addr(0).base, Some(AddressBase::Reg(ref r)) if r.name == "%rd1"));
    assert_eq!(addr(0).offset, 16);
    assert_eq!(addr(1).base, Some(AddressBase::Symbol("var".into())));
    assert_eq!(addr(1).offset, 4);
    assert_eq!(addr(2).offset, -8);
    assert_eq!(addr(3).offset, 0);
    assert_eq!(addr(4).base, None);
    assert_eq!(addr(4).offset, 256);
    assert_eq!(addr(5).offset, -4);
    assert!(
        matches!(&i[6].operands[1], Operand::Bracket(items, _) if items.len() == 2
        && matches!(&items[0], Operand::Symbol { name, .. } if name == "tex0")
        && matches!(&items[1], Operand::Vector(v, _) if v.len() == 2))
    );
}

#[test]
fn call_lists_and_prototypes() {
    let m = parse_rt(&kernel(
        "{\n.param .b32 param0;\n.param .b32 retval0;\ncall.uni (retval0),\nfoo,\n(\nparam0\n);\n}\n\
         {\nprototype_0 : .callprototype (.param .b32 _) _ (.param .b64 _, .param .b32 _);\n\
         call (retval0), %rd1, (param0, param1), prototype_0;\ncall foo;\ncall foo, ();\n}",
    ));
    let b = body(&m);
    let Statement::Block(b0) = &b[0] else {
        panic!("{b:?}")
    };
    let Statement::Instruction(call) = &b0.statements[2] else {
        panic!()
    };
    assert_eq!(call.opcode, "call");
    assert!(matches!(&call.operands[0], Operand::List(v, _) if v.len() == 1));
    assert!(matches!(&call.operands[1], Operand::Symbol { name, .. } if name == "foo"));
    assert!(matches!(&call.operands[2], Operand::List(v, _) if v.len() == 1));
    let info = ptx_parser::opcodes::classify(call);
    assert_eq!(info.defs, 1);
    let Statement::Block(b1) = &b[1] else {
        panic!()
    };
    let Statement::CallPrototype(p) = &b1.statements[0] else {
        panic!()
    };
    assert_eq!(p.name, "prototype_0");
    assert_eq!(p.returns.len(), 1);
    assert_eq!(p.params.len(), 2);
    assert_eq!(p.params[0].name, "_");
    let Statement::Instruction(c) = &b1.statements[2] else {
        panic!()
    };
    assert_eq!(ptx_parser::opcodes::classify(c).defs, 0);
}

#[test]
fn loc_without_semicolon_and_inside_blocks() {
    let m = parse_rt(&kernel(
        ".loc 1 8 0 // comment\n.loc\t1 9 9, function_name $L__info_string0, inlined_at 1 2 3\n\
         {\n.loc 1 12 9\nmov.u16 %rs1, %rs2;\n}\n.loc 2 3 4;",
    ));
    let b = body(&m);
    let Statement::Loc(l0) = &b[0] else { panic!() };
    assert_eq!(
        (l0.file, l0.line, l0.column, l0.rest.as_str()),
        (1, 8, 0, "")
    );
    let Statement::Loc(l1) = &b[1] else { panic!() };
    assert_eq!(
        l1.rest,
        ", function_name $L__info_string0, inlined_at 1 2 3"
    );
    let Statement::Block(inner) = &b[2] else {
        panic!()
    };
    assert!(matches!(inner.statements[0], Statement::Loc(_)));
    assert!(matches!(inner.statements[1], Statement::Instruction(_)));
    assert!(matches!(b[3], Statement::Loc(_)));
}

#[test]
fn named_registers_are_registers_in_scope_only() {
    let i = body(&parse_rt(&kernel(
        "{\n.reg .b32 tmp;\nmov.u32 tmp, 1;\n}\nmov.u32 %r1, tmp;\n.reg .b32 q<3>;\nmov.u32 q2, 1;",
    )));
    let Statement::Block(b) = &i[0] else { panic!() };
    let Statement::Instruction(x) = &b.statements[1] else {
        panic!()
    };
    assert!(matches!(&x.operands[0], Operand::Reg(r) if r.name == "tmp"));
    let Statement::Instruction(y) = &i[1] else {
        panic!()
    };
    assert!(matches!(&y.operands[1], Operand::Symbol { name, .. } if name == "tmp"));
    let Statement::Instruction(z) = &i[3] else {
        panic!()
    };
    assert!(matches!(&z.operands[0], Operand::Reg(r) if r.name == "q2"));
}

#[test]
fn generic_modifiers_parse() {
    let i = instrs(
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%r1], [%rd1, {%r2, %r3}], [%r4], %rd2;\n\
         tcgen05.ld.sync.aligned.16x64b.x1.b32 {%r1}, [%r2];\nfrobnicate.new.thing %r1, %r2;",
    );
    assert_eq!(i[0].opcode, "cp");
    assert_eq!(
        i[0].modifiers,
        [
            "async",
            "bulk",
            "tensor",
            "2d",
            "shared::cluster",
            "global",
            "tile",
            "mbarrier::complete_tx::bytes",
            "L2::cache_hint"
        ]
    );
    assert_eq!(i[1].modifiers[3], "16x64b");
    assert_eq!(
        ptx_parser::opcodes::classify(&i[2]).family,
        ptx_parser::opcodes::Family::Unknown
    );
}

#[test]
fn module_level_constructs() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/syntax/features.ptx"
    ))
    .unwrap_or_default();
    let m = parse_rt(&src);
    assert_eq!(m.target().and_then(|t| t.sm()), Some("sm_90a"));
    let files: Vec<&FileDirective> = m
        .items
        .iter()
        .filter_map(|i| match i {
            Item::File(f) => Some(f),
            _ => None,
        })
        .collect();
    assert_eq!(files[0].extra, vec![1_700_000_000, 1234]);
    assert_eq!(files[1].path, "b\\c.h");
    let vars: Vec<&VarDecl> = m.variables().collect();
    let ptrs = vars
        .iter()
        .find(|v| v.name == "ptrs")
        .map(|v| v.init.clone());
    assert_eq!(
        ptrs,
        Some(Some(Initializer::List(vec![
            Initializer::Expr(ConstExpr::Generic(Box::new(ConstExpr::Symbol(
                "table".into()
            )))),
            Initializer::Expr(ConstExpr::Binary(
                BinOp::Add,
                Box::new(ConstExpr::Symbol("table".into())),
                Box::new(ConstExpr::Int(4))
            )),
        ])))
    );
    assert!(vars.iter().any(|v| v.name == "b_var" && v.init.is_some()));
    assert!(vars
        .iter()
        .any(|v| v.name == "dyn_smem" && v.dims == vec![None]));
    let kern = m.functions().find(|f| f.name == "kern");
    let kern = kern.map(|k| {
        (
            k.directive(PerfKind::MaxNtid).map(|d| d.product()),
            k.params[0].ptr.clone(),
        )
    });
    assert_eq!(
        kern,
        Some((
            Some(128),
            Some(PtrAttr {
                space: Some(StateSpace::Global),
                align: Some(16)
            })
        ))
    );
    let decl = m
        .functions()
        .find(|f| f.name == "vprintf")
        .map(|f| (f.body.is_none(), f.returns.len()));
    assert_eq!(decl, Some((true, 1)));
}

#[test]
fn sections_are_kept_verbatim() {
    let src = ".version 8.0\n.target sm_80\n.section\t.debug_str\n{\n$L__info_string0:\n.b8 95 // }\n.b8 \"a}\"\n}\n.section .debug_macinfo { }\n";
    let m = parse_rt(src);
    let Item::Section(s) = &m.items[2] else {
        panic!()
    };
    assert_eq!(s.name, ".debug_str");
    assert_eq!(s.body, "\n$L__info_string0:\n.b8 95 // }\n.b8 \"a}\"\n");
}

/// `- 5` (negation of 5) and `-5` (the immediate -5) are different trees; printing must keep
/// them apart (a fuzzer-found round-trip failure: `--- 1020` printed as `---1020`).
#[test]
fn negated_immediate_keeps_its_space() {
    for imm in [
        "- 1020",
        "-- 1020",
        "- -1020",
        "- 1.5",
        "--1020",
        "- 0f3F800000",
    ] {
        parse_rt(&kernel(&format!("and.b32 %r1, %r2, {imm};")));
    }
}

/// An error whose caret falls in a run of `\r`s past a long line renders without panicking
/// (a fuzzer-found crash: the snippet window started past the trimmed line's end).
#[test]
fn an_error_in_trailing_carriage_returns_renders() {
    let src = format!(
        ".func m{}\r{{\r\r\r\r{};{}{};{}",
        "\u{b}".repeat(12),
        "\u{b}".repeat(8),
        "\r".repeat(60),
        "\u{b}".repeat(8),
        "\r".repeat(200)
    );
    let Err(e) = parse_module(&src) else {
        panic!("the input is not valid PTX")
    };
    assert!(e.render("fuzz.ptx", &src).contains("error:"));
    let crash = include_bytes!("data/crash_trailing_cr.ptx");
    if let Err(e) = ptx_parser::parse_bytes(crash) {
        e.render("crash.ptx", &String::from_utf8_lossy(crash));
    }
}
