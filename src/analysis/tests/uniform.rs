//! Uniformity on hand-built functions.

#![allow(clippy::unwrap_used)]

use super::*;
use crate::ir::Mods;

/// Uniformity: `%ctaid`- and parameter-derived values are uniform; `%tid`-derived ones, loads,
/// and anything defined under a `%tid`-dependent branch are not; after reconvergence,
/// uniform arithmetic is uniform again.
#[test]
fn uniformity_of_params_tid_and_divergent_branches() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("entry");
    let b1 = f.add_block("then");
    let b2 = f.add_block("else");
    let b3 = f.add_block("join");
    let b4 = f.add_block("uniform_then");
    let b5 = f.add_block("end");
    let w = f.new_vreg(RegClass::R, 1);
    let mut bld = Builder::new(&mut f, b0);
    let tid = bld.def(
        Opcode::S2R,
        Mods::NONE,
        RegClass::R,
        1,
        vec![Operand::Special("SR_TID.X")],
    );
    let cta = bld.def(
        Opcode::S2R,
        Mods::NONE,
        RegClass::R,
        1,
        vec![Operand::Special("SR_CTAID.X")],
    );
    let k = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![param(0x160)]);
    let a = bld.def(
        Opcode::IMAD,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(cta), r(k), imm(0)],
    );
    let g = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(tid), r(a), imm(0)],
    );
    let ld = bld.def(Opcode::LDG, Mods::NONE, RegClass::R, 1, vec![mem(a)]);
    let fl = bld.def(Opcode::FADD, Mods::NONE, RegClass::R, 1, vec![r(k), r(k)]);
    let pt = bld.def(
        Opcode::ISETP,
        Mods::NONE,
        RegClass::P,
        1,
        vec![r(tid), r(k)],
    );
    let pu = bld.def(Opcode::ISETP, Mods::NONE, RegClass::P, 1, vec![r(a), r(k)]);
    bld.push(guarded(bra(b2), pt));
    bld.block = b1;
    bld.push(Inst::new(Opcode::MOV, Mods::NONE, vec![w], vec![r(k)]));
    let in_then = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(a), imm(1), imm(0)],
    );
    bld.push(bra(b3));
    bld.block = b2;
    bld.push(Inst::new(Opcode::MOV, Mods::NONE, vec![w], vec![imm(1)]));
    bld.block = b3;
    let z = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(a), imm(1), imm(0)],
    );
    let m = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(w), imm(1), imm(0)],
    );
    bld.push(guarded(bra(b5), pu));
    bld.block = b4;
    let uu = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![r(k)]);
    bld.block = b5;
    bld.effect(
        Opcode::STG,
        Mods::NONE,
        vec![mem(g), r(ld), r(fl), r(in_then), r(z), r(m), r(uu)],
    );
    bld.push(exit());
    let all = analyse(&f);
    let uni = calc_uniformity(&f, &all.cfg);
    let is = |v: VReg| uni[v.index()];
    assert!(!is(tid));
    assert!(is(cta));
    assert!(is(k), "parameter");
    assert!(is(a), "ctaid * param");
    assert!(!is(g), "tid-derived");
    assert!(!is(ld), "memory load");
    assert!(!is(fl), "FADD has no uniform form");
    assert!(!is(pt));
    assert!(is(pu));
    assert!(!is(w), "defined under a tid-dependent branch");
    assert!(!is(in_then), "defined in a divergent block");
    assert!(is(z), "after reconvergence");
    assert!(!is(m));
    assert!(is(uu), "under a uniform branch");
}

/// A loop whose exit depends on `%tid` makes its loop-carried counter non-uniform; the same
/// loop with a uniform exit keeps it uniform.
#[test]
fn uniformity_of_loop_with_divergent_exit() {
    for divergent_exit in [true, false] {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b0 = f.add_block("entry");
        let b1 = f.add_block("loop");
        let b2 = f.add_block("exit");
        let i = f.new_vreg(RegClass::R, 1);
        let mut bld = Builder::new(&mut f, b0);
        let tid = bld.def(
            Opcode::S2R,
            Mods::NONE,
            RegClass::R,
            1,
            vec![Operand::Special("SR_TID.X")],
        );
        let k = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![param(0x160)]);
        bld.push(Inst::new(Opcode::MOV, Mods::NONE, vec![i], vec![imm(0)]));
        bld.block = b1;
        bld.push(Inst::new(
            Opcode::IADD3,
            Mods::NONE,
            vec![i],
            vec![r(i), imm(1), imm(0)],
        ));
        let bound = if divergent_exit { tid } else { k };
        let p = bld.def(
            Opcode::ISETP,
            Mods::NONE,
            RegClass::P,
            1,
            vec![r(i), r(bound)],
        );
        bld.push(guarded(bra(b1), p));
        bld.block = b2;
        let after = bld.def(
            Opcode::IADD3,
            Mods::NONE,
            RegClass::R,
            1,
            vec![r(k), imm(1), imm(0)],
        );
        bld.effect(Opcode::STG, Mods::NONE, vec![mem(i), r(after)]);
        bld.push(exit());
        let all = analyse(&f);
        let uni = calc_uniformity(&f, &all.cfg);
        assert_eq!(
            uni[i.index()],
            !divergent_exit,
            "divergent_exit={divergent_exit}"
        );
        assert!(uni[after.index()], "the exit block reconverges");
    }
}
