//! Layout test of the SASS-like listing on a tiny hand-built function with a hand-written
//! register assignment. The expectation is blessable (`PTXRA_BLESS=1 cargo test --test emit`
//! rewrites it); it pins layout only — the register numbers are chosen by hand here, never
//! taken from the allocator.

use std::path::PathBuf;

use ptxra::emit::emit_listing;
use ptxra::ir::{
    Cmp, Cond, Function, FunctionKind, Guard, Inst, InstFlags, Mod, Mods, Opcode, Operand, PhysReg,
    RegClass, RegUse, VReg,
};
use ptxra::stats::FunctionStats;

fn reg(v: VReg) -> Operand {
    Operand::Reg(RegUse::whole(v))
}

/// `out[i] = a[i] * 0.5 + 1` over a counted loop, with one spilled value and one remat.
fn tiny() -> (Function, Vec<Option<PhysReg>>) {
    let mut f = Function::new("tiny", FunctionKind::Entry);
    let sp = f.new_vreg(RegClass::R, 1);
    let tid = f.new_vreg(RegClass::R, 1);
    let addr = f.new_vreg(RegClass::R, 2);
    let x = f.new_vreg(RegClass::R, 1);
    let p = f.new_vreg(RegClass::P, 1);
    let carry = f.new_vreg(RegClass::P, 1);
    let n = f.new_vreg(RegClass::UR, 1);
    let pair = f.new_vreg(RegClass::R, 2);
    let entry = f.add_block("entry");
    let body = f.add_block("body");
    let exit = f.add_block("exit");
    let mut push = |b: ptxra::ir::BlockId, i: Inst| f.blocks[b.index()].insts.push(i);
    push(
        entry,
        Inst::new(
            Opcode::MOV,
            Mods::NONE,
            vec![sp],
            vec![Operand::CBank {
                bank: 0,
                offset: 0x28,
            }],
        ),
    );
    push(
        entry,
        Inst::new(
            Opcode::S2R,
            Mods::NONE,
            vec![tid],
            vec![Operand::Special("SR_TID.X")],
        ),
    );
    push(
        entry,
        Inst::new(
            Opcode::LDC,
            Mods::NONE,
            vec![n],
            vec![Operand::CBank {
                bank: 0,
                offset: 0x170,
            }],
        ),
    );
    push(
        entry,
        Inst::new(
            Opcode::IMAD,
            Mod::WIDE,
            vec![addr],
            vec![
                reg(tid),
                Operand::Imm(4),
                Operand::CBank {
                    bank: 0,
                    offset: 0x160,
                },
            ],
        ),
    );
    push(
        entry,
        Inst::new(
            Opcode::ISETP,
            Cmp::new(Cond::GE),
            vec![p],
            vec![
                Operand::Zero(RegClass::P),
                reg(tid),
                reg(n),
                Operand::Zero(RegClass::P),
            ],
        ),
    );
    let mut exit_early = Inst::new(Opcode::BRA, Mods::NONE, vec![], vec![Operand::Block(exit)]);
    exit_early.guard = Some(Guard {
        pred: p,
        negated: false,
    });
    push(entry, exit_early);
    push(
        body,
        Inst::new(
            Opcode::LDG,
            Mod::E,
            vec![x],
            vec![Operand::Mem {
                base: Some(RegUse::whole(addr)),
                offset: 0x10,
            }],
        ),
    );
    let mut st = Inst::new(
        Opcode::STL,
        Mods::NONE,
        vec![],
        vec![
            Operand::Mem {
                base: None,
                offset: 0x8,
            },
            reg(x),
        ],
    );
    st.flags = InstFlags {
        spill: true,
        remat: false,
        ..Default::default()
    };
    push(body, st);
    push(
        body,
        Inst::new(
            Opcode::FFMA,
            Mods::NONE,
            vec![x],
            vec![
                reg(x),
                Operand::FImm(0.5f32.to_bits()),
                Operand::FImm(1.0f32.to_bits()),
            ],
        ),
    );
    push(
        body,
        Inst::new(
            Opcode::IADD3,
            Mod::W64,
            vec![addr, carry],
            vec![reg(addr), Operand::Imm(0x80)],
        ),
    );
    push(
        body,
        Inst::new(
            Opcode::PACK,
            Mods::NONE,
            vec![pair],
            vec![reg(x), Operand::Zero(RegClass::R)],
        ),
    );
    let mut ld = Inst::new(
        Opcode::LDL,
        Mods::NONE,
        vec![x],
        vec![Operand::Mem {
            base: None,
            offset: 0x8,
        }],
    );
    ld.flags = InstFlags {
        spill: true,
        remat: false,
        ..Default::default()
    };
    push(body, ld);
    let mut remat = Inst::new(Opcode::MOV, Mods::NONE, vec![tid], vec![Operand::Imm(-1)]);
    remat.flags = InstFlags {
        spill: false,
        remat: true,
        ..Default::default()
    };
    push(body, remat);
    push(
        body,
        Inst::new(
            Opcode::STG,
            Mod::E,
            vec![],
            vec![
                Operand::Mem {
                    base: Some(RegUse::whole(addr)),
                    offset: 0,
                },
                reg(x),
            ],
        ),
    );
    let mut again = Inst::new(Opcode::BRA, Mods::NONE, vec![], vec![Operand::Block(body)]);
    again.guard = Some(Guard {
        pred: p,
        negated: true,
    });
    push(body, again);
    push(exit, Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]));
    let r = |class, index| Some(PhysReg { class, index });
    let regs = vec![
        r(RegClass::R, 1),
        r(RegClass::R, 0),
        r(RegClass::R, 2),
        r(RegClass::R, 4),
        r(RegClass::P, 0),
        r(RegClass::P, 1),
        r(RegClass::UR, 4),
        r(RegClass::R, 4),
    ];
    (f, regs)
}

fn stats() -> FunctionStats {
    FunctionStats {
        name: "tiny".into(),
        kind: FunctionKind::Entry,
        registers: 8,
        uniform_registers: 5,
        predicates: 2,
        barriers: 0,
        stack_frame: 16,
        spill_stores: 4,
        spill_loads: 4,
        smem_spill_bytes: 0,
        remat_count: 1,
        instructions: 16,
        max_live: 5,
        register_target: 32,
        cmem0: 372,
        smem: 0,
        occupancy: None,
        verified: false,
    }
}

/// A minimal line diff for failure messages: `-expected`, `+got`.
fn diff(expected: &str, got: &str) -> String {
    let (e, g): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), got.lines().collect());
    let mut out = String::new();
    for i in 0..e.len().max(g.len()) {
        match (e.get(i), g.get(i)) {
            (Some(a), Some(b)) if a == b => out.push_str(&format!(" {a}\n")),
            (a, b) => {
                if let Some(a) = a {
                    out.push_str(&format!("-{a}\n"));
                }
                if let Some(b) = b {
                    out.push_str(&format!("+{b}\n"));
                }
            }
        }
    }
    out
}

#[test]
fn listing_layout_golden() {
    let (f, regs) = tiny();
    let got = emit_listing(&f, &regs, &stats());
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/listing/tiny.sass");
    if std::env::var_os("PTXRA_BLESS").is_some() {
        std::fs::write(&path, &got).unwrap_or_else(|e| panic!("bless {}: {e}", path.display()));
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        expected == got,
        "listing layout changed (PTXRA_BLESS=1 to accept):\n{}",
        diff(&expected, &got)
    );
}

#[test]
fn facts_block_is_checkable() {
    let (f, regs) = tiny();
    let got = emit_listing(&f, &regs, &stats());
    let facts: Vec<&str> = got.lines().take_while(|l| l.starts_with("//")).collect();
    assert_eq!(facts[0], "// ptxra facts for tiny");
    for want in [
        "// registers: 8",
        "// spill_stores: 4",
        "// stack_frame: 16",
        "// remat_count: 1",
    ] {
        assert!(facts.contains(&want), "{want} missing from {facts:?}");
    }
}
