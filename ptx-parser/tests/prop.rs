//! Property tests (bounded case counts, a few seconds in total):
//! - arbitrary bytes and mutated real PTX never panic, and every error span lies inside the
//!   input;
//! - whatever parses round-trips through the printer;
//! - generated small modules print to text that parses back to the same tree.

use proptest::prelude::*;
use ptx_parser::ast::*;
use ptx_parser::{parse_bytes, parse_module, print_module};

/// A real-looking seed for mutation (covers calls, vectors, guards, addresses, `.loc`).
const SEED: &str = include_str!("syntax/features.ptx");

/// Checks the invariants for one input.
fn check_bytes(bytes: &[u8]) -> Result<(), TestCaseError> {
    match parse_bytes(bytes) {
        Ok(m) => {
            let printed = print_module(&m);
            let again = parse_module(&printed);
            prop_assert_eq!(again.as_ref().ok(), Some(&m), "printed:\n{}", printed);
            // Validation never panics, and its errors point inside the input.
            let src = String::from_utf8_lossy(bytes);
            for e in ptx_parser::validate::validate_all(&m, &src) {
                for (span, _) in &e.labels {
                    prop_assert!(span.start <= span.end, "inverted span {:?}", span);
                    prop_assert!(span.end as usize <= bytes.len(), "span {:?} beyond", span);
                }
                let _ = e.render("prop.ptx", &src);
            }
        }
        Err(e) => {
            for (span, _) in &e.labels {
                prop_assert!(span.start <= span.end, "inverted span {:?}", span);
                prop_assert!(
                    span.end as usize <= bytes.len(),
                    "span {:?} beyond {}",
                    span,
                    bytes.len()
                );
            }
            // Rendering must not panic either.
            let _ = e.render("x.ptx", &String::from_utf8_lossy(bytes));
        }
    }
    Ok(())
}

/// One edit applied to the seed.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, Vec<u8>),
    Truncate(usize),
    Duplicate(usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let token = prop::sample::select(vec![
        "{",
        "}",
        ";",
        ",",
        "[",
        "]",
        "(",
        ")",
        "%r1",
        "@!",
        ".reg",
        ".b32",
        "0f",
        "0x",
        "-",
        "|",
        "/*",
        "//",
        "\"",
        ":",
        "_",
        ".loc 1 2 3",
        "\n",
        "\u{e9}",
        "\0",
    ]);
    prop_oneof![
        (any::<usize>(), 0usize..40).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), token).prop_map(|(a, t)| Edit::Insert(a, t.as_bytes().to_vec())),
        (any::<usize>(), prop::collection::vec(any::<u8>(), 1..6))
            .prop_map(|(a, b)| Edit::Insert(a, b)),
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), 0usize..200).prop_map(|(a, n)| Edit::Duplicate(a, n)),
    ]
}

fn apply(src: &[u8], edits: &[Edit]) -> Vec<u8> {
    let mut v = src.to_vec();
    for e in edits {
        let len = v.len().max(1);
        match e {
            Edit::Delete(a, n) => {
                let a = a % len;
                let b = (a + n).min(v.len());
                if a < b {
                    v.drain(a..b);
                }
            }
            Edit::Insert(a, bytes) => {
                let a = (a % (v.len() + 1)).min(v.len());
                v.splice(a..a, bytes.iter().copied());
            }
            Edit::Truncate(a) => v.truncate(a % len),
            Edit::Duplicate(a, n) => {
                let a = a % len;
                let b = (a + n).min(v.len());
                if a < b {
                    let chunk = v[a..b].to_vec();
                    v.splice(b..b, chunk);
                }
            }
        }
    }
    v
}

// ----- generator of valid modules -----

fn reg() -> impl Strategy<Value = Operand> {
    (
        prop::sample::select(vec!["%r", "%rd", "%f", "%p", "%tid", "%ctaid"]),
        0u32..50,
        prop::option::of(prop::sample::select(vec!['x', 'y', 'z'])),
    )
        .prop_map(|(p, n, c)| {
            let (name, component) = if p == "%tid" || p == "%ctaid" {
                (p.to_string(), c)
            } else {
                (format!("{p}{n}"), None)
            };
            Operand::Reg(RegRef {
                name: name.into(),
                component,
                span: Span::default(),
            })
        })
}

fn imm() -> impl Strategy<Value = Operand> {
    prop_oneof![
        any::<i64>().prop_map(Immediate::Int),
        ((i64::MAX as u64 + 1)..=u64::MAX).prop_map(Immediate::UInt),
        any::<u32>().prop_map(Immediate::F32),
        any::<u64>().prop_map(Immediate::F64),
        (-1.0e30f64..1.0e30).prop_map(Immediate::Float),
    ]
    .prop_map(|i| Operand::Imm(i, Span::default()))
}

fn symbol() -> impl Strategy<Value = Operand> {
    ("[a-z_$][a-z0-9_$]{0,8}", -100i64..100)
        .prop_filter("not a sink", |(n, _)| n != "_")
        .prop_map(|(name, offset)| Operand::Symbol {
            name: name.into(),
            offset,
            span: Span::default(),
        })
}

fn address() -> impl Strategy<Value = Operand> {
    let base = prop_oneof![
        Just(None),
        reg().prop_map(|r| match r {
            Operand::Reg(r) => Some(AddressBase::Reg(r)),
            _ => None,
        }),
        "[a-z][a-z0-9_]{0,8}".prop_map(|s| Some(AddressBase::Symbol(s.into()))),
    ];
    (base, any::<i64>()).prop_map(|(base, offset)| {
        Operand::Address(Address {
            base,
            offset,
            span: Span::default(),
        })
    })
}

fn operand() -> impl Strategy<Value = Operand> {
    let leaf = prop_oneof![
        reg(),
        imm(),
        symbol(),
        address(),
        Just(Operand::Sink(Span::default()))
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 1..4)
                .prop_map(|v| Operand::Vector(v, Span::default())),
            prop::collection::vec(inner.clone(), 0..3)
                .prop_map(|v| Operand::List(v, Span::default())),
            (
                reg(),
                prop_oneof![reg(), Just(Operand::Sink(Span::default()))]
            )
                .prop_map(|(a, b)| Operand::Pair(
                    Box::new(a),
                    Box::new(b),
                    Span::default()
                )),
            reg().prop_map(|r| Operand::Not(Box::new(r), Span::default())),
            reg().prop_map(|r| Operand::Neg(Box::new(r), Span::default())),
            (symbol(), prop::collection::vec(inner, 1..3)).prop_map(|(s, mut v)| {
                v.insert(0, s);
                Operand::Bracket(v, Span::default())
            }),
        ]
    })
}

fn instruction() -> impl Strategy<Value = Statement> {
    let guard = prop::option::of((any::<bool>(), 0u32..9).prop_map(|(negated, n)| Guard {
        negated,
        reg: format!("%p{n}").into(),
        span: Span::default(),
    }));
    // Opcodes outside the operand-count table, so any operand count is fine.
    let opcode = "zz[a-z]{1,6}";
    let mods = prop::collection::vec("[a-z0-9]{1,4}(::[a-z0-9]{1,4})?", 0..4);
    (guard, opcode, mods, prop::collection::vec(operand(), 0..5)).prop_map(
        |(guard, opcode, modifiers, operands)| {
            Statement::Instruction(Instruction {
                guard,
                opcode: opcode.into(),
                modifiers: modifiers.into_iter().map(Into::into).collect(),
                operands,
                span: Span::default(),
            })
        },
    )
}

fn statement() -> impl Strategy<Value = Statement> {
    prop_oneof![
        4 => instruction(),
        1 => "\\$L__BB[0-9]_[0-9]".prop_map(|l| Statement::Label(l.into(), Span::default())),
        1 => (0u32..3, 1u32..500, 0u32..80).prop_map(|(file, line, column)| Statement::Loc(Loc { file, line, column, rest: String::new(), span: Span::default() })),
        1 => (1u32..100).prop_map(|n| Statement::Reg(RegDecl { vector: None, ty: ScalarType::B32, align: None, names: vec![RegName { name: "%r".into(), range: Some(n), dims: vec![] }], span: Span::default() })),
    ]
}

fn module() -> impl Strategy<Value = Module> {
    prop::collection::vec(statement(), 0..12).prop_map(|statements| Module {
        items: vec![
            Item::Version(Version {
                major: 8,
                minor: 0,
                span: Span::default(),
            }),
            Item::Target(Target {
                entries: vec!["sm_80".into()],
                span: Span::default(),
            }),
            Item::AddressSize(64, Span::default()),
            Item::Function(Function {
                linkage: vec![Linkage::Visible],
                kind: FunctionKind::Entry,
                returns: vec![],
                name: "k".into(),
                params: vec![],
                directives: vec![],
                body: Some(Block {
                    statements,
                    span: Span::default(),
                }),
                span: Span::default(),
                name_span: Span::default(),
            }),
        ],
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        check_bytes(&bytes)?;
    }

    #[test]
    fn arbitrary_ascii_never_panics(s in "[ -~\n\t]{0,300}") {
        check_bytes(s.as_bytes())?;
    }

    #[test]
    fn mutated_ptx_never_panics_and_round_trips(edits in prop::collection::vec(edit(), 1..6)) {
        check_bytes(&apply(SEED.as_bytes(), &edits))?;
    }

    #[test]
    fn generated_modules_round_trip(m in module()) {
        let printed = print_module(&m);
        match parse_module(&printed) {
            Ok(again) => prop_assert_eq!(again, m, "printed:\n{}", printed),
            Err(e) => prop_assert!(false, "{}", e.render("generated.ptx", &printed)),
        }
    }
}

/// Constant expressions follow C's precedence (`|` < `^` < `&` < shifts < `+ -` < `* / %`)
/// and associate to the left; the printer parenthesises every nested operator, which shows
/// the tree.
#[test]
fn constant_expressions_follow_c_precedence() {
    for (text, tree) in [
        ("1|2^3&4<<5+6*7", "1|(2^(3&(4<<(5+(6*7)))))"),
        ("1*2+3<<4&5^6|7", "(((((1*2)+3)<<4)&5)^6)|7"),
        ("1-2-3", "(1-2)-3"),
        ("8/4/2%3", "((8/4)/2)%3"),
        ("1+2*3-4", "(1+(2*3))-4"),
        ("1>>2<<3", "(1>>2)<<3"),
        ("-(1+2)*~3", "-(1+2)*~3"),
        ("(1|2)&3", "(1|2)&3"),
    ] {
        let src = format!(".version 8.0\n.target sm_80\n.global .u32 g = {text};\n");
        let printed = parse_module(&src).map(|m| print_module(&m));
        let printed = printed.map_err(|e| e.to_string()).unwrap_or_default();
        assert!(
            printed.contains(&format!(".global .u32 g = {tree};")),
            "{text}: {printed}"
        );
    }
}

/// A level of block nesting costs only the frames of `block` and `statements_until` (the
/// large frames of `statement`, which parses instructions, and of the split parse are not on
/// the way down), so the deepest nesting accepted parses on a thread of 512 KiB: measured,
/// it needs 160 KiB optimised (`ci` profile) and 448 KiB unoptimised (`quick`), where it
/// needed 640 KiB and a megabyte with those frames on the way.
#[test]
fn blocks_at_the_nesting_limit_parse_on_a_small_stack() {
    let depth = ptx_parser::parse::MAX_NESTING as usize - 1;
    let src = format!(
        ".version 8.0\n.target sm_80\n.entry k()\n{{\n{}ret;\n{}}}\n",
        "{\n".repeat(depth),
        "}\n".repeat(depth)
    );
    let parsed = std::thread::Builder::new()
        .stack_size(512 * 1024)
        .spawn(move || parse_module(&src).map(|m| m.functions().count()))
        .expect("spawn")
        .join()
        .expect("no panic");
    assert_eq!(parsed.map_err(|e| e.to_string()), Ok(1));
}

#[test]
fn deep_nesting_is_rejected_without_overflow() {
    for open in ["{", "-", "!", "(", "["] {
        let body = open.repeat(10_000);
        let src = format!(
            ".version 8.0\n.target sm_80\n.entry k()\n{{\n{}{body}\n}}\n",
            if open == "{" { "" } else { "mov.u32 %r1, " }
        );
        let e = parse_module(&src).err();
        assert!(e.is_some(), "{open}");
        let e = e.map(|e| e.render("deep.ptx", &src)).unwrap_or_default();
        assert!(
            e.contains("nested too deeply") || e.contains("expected"),
            "{open}: {e}"
        );
    }
    let init = format!(
        ".version 8.0\n.target sm_80\n.global .u32 g = {};\n",
        "{".repeat(10_000)
    );
    assert!(parse_module(&init).is_err());
    // A chain of operators nests what precedes each one: 100 000 of them made a tree so
    // deep that printing or dropping it overflowed the stack. A chain within the limit
    // parses and prints back.
    for op in ["+", "*", "|", "<<"] {
        let chain = vec!["1"; 100_000].join(op);
        let src = format!(".version 8.0\n.target sm_80\n.global .u32 g = {chain};\n");
        let e = parse_module(&src).err().map(|e| e.to_string());
        assert!(
            e.as_deref()
                .is_some_and(|e| e.contains("nested too deeply")),
            "{op}: {e:?}"
        );
    }
    let chain = vec!["1"; 200].join("+");
    let src = format!(".version 8.0\n.target sm_80\n.global .u32 g = {chain};\n");
    let m = parse_module(&src).map_err(|e| e.to_string());
    assert!(m.is_ok(), "{m:?}");
    let m = m.unwrap_or_default();
    assert_eq!(parse_module(&print_module(&m)), Ok(m));
    let expr = format!(
        ".version 8.0\n.target sm_80\n.global .u32 g = {}1;\n",
        "-(".repeat(10_000)
    );
    assert!(parse_module(&expr).is_err());
}

#[test]
fn large_input_is_linear() {
    // ~20 MB of instructions parse in one go (the bound is generous for debug builds).
    let line = "\tfma.rn.f32 \t%f12, %f10, %f11, %f9;\n";
    let body = line.repeat(20_000_000 / line.len());
    let src = format!(".version 8.0\n.target sm_80\n.entry k()\n{{\n.reg .f32 %f<20>;\n{body}}}\n");
    let t = std::time::Instant::now();
    let m = parse_module(&src);
    assert!(m.is_ok());
    assert!(t.elapsed().as_secs() < 60);
}
