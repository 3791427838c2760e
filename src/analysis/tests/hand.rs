//! Liveness, live ranges, pressure, dominators and loops on hand-built functions, with
//! expectations derived by hand in the comments.

#![allow(clippy::unwrap_used)]

use super::*;
use crate::ir::{Mod, Mods};

/// Registers of class R at each instruction.
fn r_profile(f: &Function) -> Vec<u32> {
    pressure_profile(f).iter().map(|p| p[RegClass::R]).collect()
}

#[test]
fn straight_line_max_live() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("entry");
    let mut bld = Builder::new(&mut f, b0);
    let e = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![imm(3)]); // i0
    let a = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![imm(1)]); // i1
    let b = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![imm(2)]); // i2
    let c = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(a), r(b), imm(0)],
    ); // i3
    let d = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(a), r(c), r(e)],
    ); // i4
    bld.effect(Opcode::STG, Mods::NONE, vec![mem(d), r(d)]); // i5
    bld.push(exit()); // i6
    let all = analyse(&f);
    assert!(all.live.live_in(b0).is_empty());

    // live after: {e} {e,a} {e,a,b} {e,a,c} {d} {} {}
    // R (before): 0 1 2 3 3 1 0;  W (after ∪ defs): 1 2 3 3 1 0 0
    assert_eq!(r_profile(&f), vec![1, 2, 3, 3, 3, 1, 0]);
    let p = calc_pressure(&f, &all.live);
    assert_eq!(p.max_live[RegClass::R], 3);
    assert_eq!(p.peak[RegClass::R], Some(InstIdx(2)));
    assert_eq!(p.max_live[RegClass::P], 0);
    assert_eq!(p.peak[RegClass::P], None);
    assert_eq!(max_live(&f)[RegClass::R], 3);

    let ranges = calc_live_ranges(&f, &all.live);
    // a: written at i1 (point 3), last read by i4 (point 8).
    assert_eq!(ranges[a.index()].segments, vec![(3, 9)]);
    assert_eq!(ranges[b.index()].segments, vec![(5, 7)]);
    // c is written by i3 where b dies: they do not overlap.
    assert!(!overlaps(&ranges[b.index()], &ranges[c.index()]));
    assert!(overlaps(&ranges[a.index()], &ranges[c.index()]));
    assert_eq!(
        ranges[d.index()].uses,
        vec![InstIdx(5)],
        "a double read counts once"
    );
    assert_eq!(ranges[d.index()].defs, vec![InstIdx(4)]);
    assert!(ranges[e.index()].contains(1) && !ranges[e.index()].contains(0));
}

#[test]
fn pair_and_quad_pressure_counts_registers() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("entry");
    let mut bld = Builder::new(&mut f, b0);
    let p = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 2, vec![imm(0)]); // i0
    let q = bld.def(Opcode::LDG, Mod::W128, RegClass::R, 4, vec![mem(p)]); // i1
    let x = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![part(q, 0, 1), part(q, 3, 1), imm(0)],
    ); // i2
    let pr = bld.def(
        Opcode::ISETP,
        Mods::NONE,
        RegClass::P,
        1,
        vec![r(x), imm(0)],
    ); // i3
    bld.push(guarded(
        Inst::new(Opcode::STG, Mods::NONE, vec![], vec![mem(p), r(x)]),
        pr,
    )); // i4
    bld.push(exit()); // i5
    let _ = analyse(&f);
    // i0: W {p}=2. i1: R {p}=2, W {p,q}=6. i2: R {p,q}=6, W {p,x}=3. i3: R 3, W {p,x}=3 (+pr in P).
    // i4: R {p,x}=3. i5: 0.
    assert_eq!(r_profile(&f), vec![2, 6, 6, 3, 3, 0]);
    let prof = pressure_profile(&f);
    let preds: Vec<u32> = prof.iter().map(|c| c[RegClass::P]).collect();
    assert_eq!(preds, vec![0, 0, 0, 1, 1, 0]);
    let pk = peak_of_profile(&prof);
    assert_eq!(pk.max_live[RegClass::R], 6);
    assert_eq!(pk.peak[RegClass::R], Some(InstIdx(1)));
    assert_eq!(pk.peak[RegClass::P], Some(InstIdx(3)));
}

fn peak_of_profile(p: &[PerClass<u32>]) -> Pressure {
    pressure::peak_of(p)
}

#[test]
fn dead_definition_still_needs_a_register() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("entry");
    let mut bld = Builder::new(&mut f, b0);
    let a = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![imm(1)]); // i0
    let dead = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        2,
        vec![r(a), imm(1), imm(0)],
    ); // i1
    bld.effect(Opcode::STG, Mods::NONE, vec![mem(a), r(a)]); // i2
    bld.push(exit());
    let all = analyse(&f);
    let ranges = calc_live_ranges(&f, &all.live);
    assert_eq!(ranges[dead.index()].segments, vec![(3, 4)]);
    assert!(overlaps(&ranges[dead.index()], &ranges[a.index()]));
    // i1: a live across, plus the dead pair.
    assert_eq!(r_profile(&f), vec![1, 3, 1, 0]);
}

/// `b0: a, p; @p BRA b2 | b1: v = a; BRA b3 | b2: w = a | b3: use a, v; EXIT`
#[test]
fn diamond_liveness_and_partial_definition() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("b0");
    let b1 = f.add_block("b1");
    let b2 = f.add_block("b2");
    let b3 = f.add_block("b3");
    let mut bld = Builder::new(&mut f, b0);
    let a = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![param(0x160)]);
    let p = bld.def(
        Opcode::ISETP,
        Mods::NONE,
        RegClass::P,
        1,
        vec![r(a), imm(0)],
    );
    bld.push(guarded(bra(b2), p));
    bld.block = b1;
    let v = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(a), imm(1), imm(0)],
    );
    bld.push(bra(b3));
    bld.block = b2;
    let w = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(a), imm(2), imm(0)],
    );
    bld.block = b3;
    bld.effect(Opcode::STG, Mods::NONE, vec![mem(a), r(v)]);
    bld.push(exit());
    let all = analyse(&f);

    assert_eq!(all.cfg.succs(b0), &[b2, b1]);
    assert_eq!(all.cfg.preds(b3), &[b1, b2]);
    assert!(all.live.live_in(b0).is_empty());
    assert_eq!(elems(all.live.live_out(b0)), set(&[a]));
    assert_eq!(elems(all.live.live_in(b1)), set(&[a]));
    assert_eq!(elems(all.live.live_out(b1)), set(&[a, v]));
    // v is defined only on the b1 path: nothing keeps it on the b2 path.
    assert_eq!(elems(all.live.live_in(b2)), set(&[a]));
    assert_eq!(elems(all.live.live_out(b2)), set(&[a]));
    assert_eq!(elems(all.live.live_in(b3)), set(&[a, v]));
    assert!(!all.live.live_out(b2).contains(w));

    let dom = DomTree::new(&all.cfg);
    assert_eq!(dom.idom(b3), Some(b0));
    assert!(!dom.dominates(b1, b3));
    let pdom = PostDomTree::new(&all.cfg);
    assert_eq!(pdom.ipdom(b0), Some(b3));
    let loops = LoopForest::new(&all.cfg, &dom);
    assert!(loops.loops.is_empty());
}

/// `b0: i = 0; s = 0; n = param | b1: s += i; i += 1; p = i < n; @p BRA b1 | b2: store s`
#[test]
fn loop_carried_values_live_through_loop() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("b0");
    let b1 = f.add_block("loop");
    let b2 = f.add_block("exit");
    let i = f.new_vreg(RegClass::R, 1);
    let s = f.new_vreg(RegClass::R, 1);
    let mut bld = Builder::new(&mut f, b0);
    bld.push(Inst::new(Opcode::MOV, Mods::NONE, vec![i], vec![imm(0)]));
    bld.push(Inst::new(Opcode::MOV, Mods::NONE, vec![s], vec![imm(0)]));
    let n = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![param(0x160)]);
    bld.block = b1;
    bld.push(Inst::new(
        Opcode::IADD3,
        Mods::NONE,
        vec![s],
        vec![r(s), r(i), imm(0)],
    ));
    bld.push(Inst::new(
        Opcode::IADD3,
        Mods::NONE,
        vec![i],
        vec![r(i), imm(1), imm(0)],
    ));
    let p = bld.def(Opcode::ISETP, Mods::NONE, RegClass::P, 1, vec![r(i), r(n)]);
    bld.push(guarded(bra(b1), p));
    bld.block = b2;
    bld.effect(Opcode::STG, Mods::NONE, vec![mem(s), r(s)]);
    bld.push(exit());
    let all = analyse(&f);

    assert_eq!(elems(all.live.live_in(b1)), set(&[i, s, n]));
    assert_eq!(elems(all.live.live_out(b1)), set(&[i, s, n]));
    assert_eq!(elems(all.live.live_in(b2)), set(&[s]));
    let dom = DomTree::new(&all.cfg);
    let loops = LoopForest::new(&all.cfg, &dom);
    assert_eq!(loops.depth, vec![0, 1, 0]);
    assert_eq!(
        calc_block_frequency(&all.cfg, &loops, DEFAULT_LOOP_ITERATIONS),
        vec![1.0, 10.0, 1.0]
    );
    // i is live from its definition in b0 through the whole loop block.
    let ranges = calc_live_ranges(&f, &all.live);
    let (s1, e1) = (
        all.live.numbering().block_start_point(b1),
        all.live.numbering().block_end_point(b1),
    );
    assert_eq!(ranges[i.index()].segments, vec![(1, e1)]);
    assert!(ranges[n.index()].contains(s1) && ranges[n.index()].contains(e1 - 1));
    assert_eq!(ranges[i.index()].defs, vec![InstIdx(0), InstIdx(4)]);
}

/// Nested loops; `t` is read in the inner loop before its definition there and never defined
/// before the loops: it must be live around the loops but not back to the entry.
/// `b0: n | b1: j = 0 | b2: u = t + j; t = u + 1; j += 1; @p BRA b2 | b3: @q BRA b1 | b4: EXIT`
#[test]
fn nested_loops_and_undefined_on_entry() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("b0");
    let b1 = f.add_block("outer");
    let b2 = f.add_block("inner");
    let b3 = f.add_block("latch");
    let b4 = f.add_block("exit");
    let t = f.new_vreg(RegClass::R, 1);
    let j = f.new_vreg(RegClass::R, 1);
    let mut bld = Builder::new(&mut f, b0);
    let n = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![param(0x160)]);
    bld.block = b1;
    bld.push(Inst::new(Opcode::MOV, Mods::NONE, vec![j], vec![imm(0)]));
    bld.block = b2;
    let u = bld.def(
        Opcode::IADD3,
        Mods::NONE,
        RegClass::R,
        1,
        vec![r(t), r(j), imm(0)],
    );
    bld.push(Inst::new(
        Opcode::IADD3,
        Mods::NONE,
        vec![t],
        vec![r(u), imm(1), imm(0)],
    ));
    bld.push(Inst::new(
        Opcode::IADD3,
        Mods::NONE,
        vec![j],
        vec![r(j), imm(1), imm(0)],
    ));
    let p = bld.def(Opcode::ISETP, Mods::NONE, RegClass::P, 1, vec![r(j), r(n)]);
    bld.push(guarded(bra(b2), p));
    bld.block = b3;
    let q = bld.def(Opcode::ISETP, Mods::NONE, RegClass::P, 1, vec![r(u), r(n)]);
    bld.push(guarded(bra(b1), q));
    bld.block = b4;
    bld.push(exit());
    let all = analyse(&f);

    let dom = DomTree::new(&all.cfg);
    let loops = LoopForest::new(&all.cfg, &dom);
    assert_eq!(loops.depth, vec![0, 1, 2, 1, 0]);
    assert_eq!(loops.loops.len(), 2);
    assert_eq!(
        calc_block_frequency(&all.cfg, &loops, DEFAULT_LOOP_ITERATIONS),
        vec![1.0, 10.0, 100.0, 10.0, 1.0]
    );

    assert!(
        all.live.live_in(b0).is_empty(),
        "nothing is live at the entry"
    );
    assert_eq!(elems(all.live.live_out(b0)), set(&[n]));
    assert_eq!(elems(all.live.live_in(b1)), set(&[t, n]));
    assert_eq!(elems(all.live.live_in(b2)), set(&[t, j, n]));
    assert_eq!(elems(all.live.live_out(b3)), set(&[t, n]));
    assert!(
        !all.live.live_in(b2).contains(u),
        "u is defined before its use in the loop"
    );
    // Pressure at the entry block is only n, not n + t.
    let prof = pressure_profile(&f);
    assert_eq!(prof[0][RegClass::R], 1);
}

#[test]
fn guarded_definition_does_not_kill() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("entry");
    let x = f.new_vreg(RegClass::R, 1);
    let y = f.new_vreg(RegClass::R, 1);
    let mut bld = Builder::new(&mut f, b0);
    let p = bld.def(
        Opcode::ISETP,
        Mods::NONE,
        RegClass::P,
        1,
        vec![param(0x160), imm(0)],
    ); // i0
    bld.push(Inst::new(Opcode::MOV, Mods::NONE, vec![x], vec![imm(1)])); // i1
    bld.push(guarded(
        Inst::new(Opcode::MOV, Mods::NONE, vec![x], vec![imm(2)]),
        p,
    )); // i2
    bld.push(guarded(
        Inst::new(Opcode::MOV, Mods::NONE, vec![y], vec![imm(3)]),
        p,
    )); // i3
    bld.effect(Opcode::STG, Mods::NONE, vec![mem(x), r(y)]); // i4
    bld.push(exit()); // i5
    let all = analyse(&f);
    let ranges = calc_live_ranges(&f, &all.live);
    // x: one continuous range from i1's write (3) to i4's read (8): the old value survives i2.
    assert_eq!(ranges[x.index()].segments, vec![(3, 9)]);
    assert_eq!(ranges[x.index()].defs, vec![InstIdx(1), InstIdx(2)]);
    // y was never defined before i3: the guarded definition starts its range.
    assert_eq!(ranges[y.index()].segments, vec![(7, 9)]);
    assert!(all.live.kills(&f, InstIdx(3), 0));
    assert!(!all.live.kills(&f, InstIdx(2), 0));
    assert!(all.live.live_in(b0).is_empty());
    // p is live from i0 to i3; at i2, x is live across and counted once.
    assert_eq!(r_profile(&f), vec![0, 1, 1, 2, 2, 0]);
}

/// A guarded definition inside a loop, of a value also defined before the loop, is
/// transparent; the same guarded definition of a value never defined before is not, on the
/// first visit, but becomes maybe-defined around the back edge.
#[test]
fn guarded_definition_in_loop() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("entry");
    let b1 = f.add_block("loop");
    let b2 = f.add_block("exit");
    let acc = f.new_vreg(RegClass::R, 1);
    let mut bld = Builder::new(&mut f, b0);
    let p = bld.def(
        Opcode::ISETP,
        Mods::NONE,
        RegClass::P,
        1,
        vec![param(0x160), imm(0)],
    );
    bld.block = b1;
    bld.push(guarded(
        Inst::new(
            Opcode::IADD3,
            Mods::NONE,
            vec![acc],
            vec![imm(1), imm(0), imm(0)],
        ),
        p,
    ));
    bld.push(guarded(bra(b1), p));
    bld.block = b2;
    bld.effect(Opcode::STG, Mods::NONE, vec![mem(acc), r(acc)]);
    bld.push(exit());
    let all = analyse(&f);
    // acc is maybe-defined on entry to the loop (around the back edge), so its guarded
    // definition there is transparent and acc is live around the loop; it is not live into
    // the loop from the entry block, where it is undefined.
    assert!(!all.live.kills(&f, InstIdx(1), 0));
    assert!(all.live.live_in(b1).contains(acc));
    assert!(!all.live.live_out(b0).contains(acc));
}

#[test]
fn fixed_registers_are_defined_on_entry() {
    let mut f = Function::new("f", FunctionKind::Func);
    let b0 = f.add_block("entry");
    let b1 = f.add_block("next");
    let arg = f.new_vreg(RegClass::R, 1);
    f.vregs[arg.index()].fixed = Some(4);
    let mut bld = Builder::new(&mut f, b0);
    bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![imm(0)]);
    bld.block = b1;
    bld.effect(Opcode::STG, Mods::NONE, vec![mem(arg), r(arg)]);
    bld.push(Inst::new(Opcode::RET, Mods::NONE, vec![], vec![]));
    let all = analyse(&f);
    assert_eq!(elems(all.live.live_in(b0)), vec![arg]);
    assert_eq!(elems(all.live.live_in(b1)), vec![arg]);
}

#[test]
fn unreachable_block_is_analysed() {
    let mut f = Function::new("k", FunctionKind::Entry);
    let b0 = f.add_block("entry");
    let b1 = f.add_block("dead");
    let mut bld = Builder::new(&mut f, b0);
    bld.push(exit());
    bld.block = b1;
    let a = bld.def(Opcode::MOV, Mods::NONE, RegClass::R, 1, vec![imm(0)]);
    bld.effect(Opcode::STG, Mods::NONE, vec![mem(a), r(a)]);
    bld.push(exit());
    let all = analyse(&f);
    assert!(!all.cfg.is_reachable(b1));
    assert_eq!(r_profile(&f), vec![0, 1, 1, 0]);
    let dom = DomTree::new(&all.cfg);
    let loops = LoopForest::new(&all.cfg, &dom);
    assert_eq!(calc_block_frequency(&all.cfg, &loops, 10.0), vec![1.0, 0.0]);
}
