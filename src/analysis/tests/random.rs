//! Randomised comparison against naive recomputation, and a large-kernel timing run.

#![allow(clippy::unwrap_used)]

use super::*;
use crate::ir::Mods;

/// xorshift64: deterministic, dependency-free pseudo-random numbers.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

fn random_function(rng: &mut Rng) -> Function {
    let mut f = Function::new("rand", FunctionKind::Entry);
    let nb = 1 + rng.below(7);
    let nv = 1 + rng.below(10);
    for _ in 0..nb {
        f.add_block("b");
    }
    let mut preds = Vec::new();
    for _ in 0..nv {
        let (class, width) = match rng.below(5) {
            0 => (RegClass::P, 1),
            1 => (RegClass::R, 2),
            2 => (RegClass::R, 4),
            _ => (RegClass::R, 1),
        };
        let v = f.new_vreg(class, width);
        if class == RegClass::P {
            preds.push(v);
        }
    }
    if preds.is_empty() {
        preds.push(f.new_vreg(RegClass::P, 1));
    }
    let nv = f.vregs.len();
    for b in 0..nb {
        let n = rng.below(6);
        for _ in 0..n {
            let defs: Vec<VReg> = (0..rng.below(3)).map(|_| VReg::new(rng.below(nv))).fold(
                Vec::new(),
                |mut acc, v| {
                    if !acc.contains(&v) {
                        acc.push(v);
                    }
                    acc
                },
            );
            let uses: Vec<Operand> = (0..rng.below(4))
                .map(|_| {
                    let v = VReg::new(rng.below(nv));
                    let w = f.vregs[v.index()].width;
                    if w > 1 && rng.chance(50) {
                        part(v, (rng.below(w as usize)) as u8, 1)
                    } else {
                        r(v)
                    }
                })
                .collect();
            let mut inst = Inst::new(Opcode::IADD3, Mods::NONE, defs, uses);
            if rng.chance(30) {
                inst = guarded(inst, preds[rng.below(preds.len())]);
            }
            f.blocks[b].insts.push(inst);
        }
        match rng.below(4) {
            0 => {}
            1 => f.blocks[b].insts.push(bra(BlockId::new(rng.below(nb)))),
            2 => {
                let p = preds[rng.below(preds.len())];
                f.blocks[b]
                    .insts
                    .push(guarded(bra(BlockId::new(rng.below(nb))), p));
            }
            _ => f.blocks[b].insts.push(exit()),
        }
    }
    if rng.chance(20) {
        f.vregs[rng.below(nv)].fixed = Some(0);
    }
    f
}

fn weights(f: &Function, vs: impl Iterator<Item = VReg>) -> PerClass<u32> {
    let mut p = PerClass::default();
    for v in vs {
        p[f.vregs[v.index()].class] += u32::from(f.vregs[v.index()].width);
    }
    p
}

#[test]
fn random_functions_agree_with_naive() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..500 {
        let f = random_function(&mut rng);
        let all = analyse(&f);
        // Live sets before/after every instruction, from the (checked) walk.
        let n = all.live.numbering().num_insts();
        let mut after: Vec<Vec<VReg>> = vec![Vec::new(); n];
        let mut before: Vec<Vec<VReg>> = vec![Vec::new(); n];
        let mut cursor = LiveCursor::new(&f);
        for b in (0..f.blocks.len()).map(BlockId::new) {
            let range = all.live.numbering().block_insts(b);
            all.live.walk_block(&f, b, &mut cursor, |il| {
                after[il.idx.index()] = il.live_after.iter().collect();
                if il.idx.0 + 1 < range.end {
                    before[il.idx.index() + 1] = il.live_after.iter().collect();
                }
            });
            if !range.is_empty() {
                before[range.start as usize] = cursor.live().iter().collect();
            }
        }
        let ranges = calc_live_ranges(&f, &all.live);
        let profile = pressure_profile_with(&f, &all.live);
        for (b, i, inst) in f
            .blocks
            .iter()
            .enumerate()
            .flat_map(|(b, blk)| blk.insts.iter().map(move |i| (b, i)))
            .enumerate()
            .map(|(i, (b, inst))| (b, i, inst))
        {
            let _ = b;
            let idx = InstIdx(i as u32);
            let mut at_write = after[i].clone();
            for &d in &inst.defs {
                if !at_write.contains(&d) {
                    at_write.push(d);
                }
            }
            for v in (0..f.vregs.len()).map(VReg::new) {
                let rg = &ranges[v.index()];
                assert_eq!(
                    rg.contains(idx.read_point()),
                    before[i].contains(&v),
                    "{v} at read point of {i}\n{f:#?}"
                );
                assert_eq!(
                    rg.contains(idx.write_point()),
                    at_write.contains(&v),
                    "{v} at write point of {i}\n{f:#?}"
                );
            }
            let rw = weights(&f, before[i].iter().copied());
            let ww = weights(&f, at_write.iter().copied());
            for c in RegClass::ALLOCATION_ORDER {
                assert_eq!(profile[i][c], rw[c].max(ww[c]), "pressure of {c} at {i}");
            }
        }
        for r in &ranges {
            assert!(
                r.segments.windows(2).all(|w| w[0].1 < w[1].0),
                "sorted, disjoint"
            );
            assert!(r.segments.iter().all(|s| s.0 < s.1));
        }
        // overlaps() agrees with a point-by-point comparison.
        for a in 0..ranges.len() {
            for b in 0..ranges.len() {
                let naive = (0..all.live.numbering().num_points())
                    .any(|p| ranges[a].contains(p) && ranges[b].contains(p));
                assert_eq!(overlaps(&ranges[a], &ranges[b]), naive);
            }
        }
        // Dominators agree with the definition: a dominates b iff b is unreachable once a is
        // removed.
        let dom = DomTree::new(&all.cfg);
        for a in 0..f.blocks.len() {
            let reach = reachable_without(&all.cfg, BlockId::new(a));
            for b in 0..f.blocks.len() {
                let (a, b) = (BlockId::new(a), BlockId::new(b));
                let expect = all.cfg.is_reachable(b) && (a == b || !reach[b.index()]);
                assert_eq!(dom.dominates(a, b), expect, "{a} dom {b}");
            }
        }
        let loops = LoopForest::new(&all.cfg, &dom);
        for (b, &d) in loops.depth.iter().enumerate() {
            assert_eq!(d > 0, loops.loop_of(BlockId::new(b)).is_some());
        }
        let _ = calc_uniformity(&f, &all.cfg);
    }
}

/// Blocks reachable from the entry without entering `removed`.
fn reachable_without(cfg: &Cfg, removed: BlockId) -> Vec<bool> {
    let mut seen = vec![false; cfg.num_blocks()];
    if removed.index() == 0 || cfg.num_blocks() == 0 {
        return seen;
    }
    let mut stack = vec![BlockId(0)];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for &s in cfg.succs(b) {
            if s != removed && !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// A million-instruction kernel: 2000 blocks of 500 instructions in nested loops, one fresh
/// value per instruction. Run with `cargo test --release -- --ignored large_kernel` to see
/// the time of each analysis.
#[test]
#[ignore]
fn large_kernel_performance() {
    use std::time::Instant;
    let mut rng = Rng(12345);
    let mut f = Function::new("big", FunctionKind::Entry);
    let nb = 2000;
    let blocks: Vec<BlockId> = (0..nb).map(|_| f.add_block("b")).collect();
    let long: Vec<VReg> = (0..32).map(|_| f.new_vreg(RegClass::R, 1)).collect();
    let pred = f.new_vreg(RegClass::P, 1);
    let mut bld = Builder::new(&mut f, blocks[0]);
    for &v in &long {
        bld.push(Inst::new(
            Opcode::MOV,
            Mods::NONE,
            vec![v],
            vec![param(0x160)],
        ));
    }
    bld.push(Inst::new(
        Opcode::ISETP,
        Mods::NONE,
        vec![pred],
        vec![r(long[0]), imm(0)],
    ));
    let mut recent: Vec<VReg> = long.clone();
    for (bi, &b) in blocks.iter().enumerate() {
        bld.block = b;
        for _ in 0..500 {
            let x = recent[recent.len() - 1 - rng.below(recent.len().min(40))];
            let y = long[rng.below(long.len())];
            let v = bld.def(
                Opcode::IADD3,
                Mods::NONE,
                RegClass::R,
                1,
                vec![r(x), r(y), imm(1)],
            );
            recent.push(v);
        }
        // Every 4th block closes a loop over the previous 4; every 20th an outer one.
        if bi % 20 == 19 {
            bld.push(guarded(bra(blocks[bi - 19]), pred));
        } else if bi % 4 == 3 {
            bld.push(guarded(bra(blocks[bi - 3]), pred));
        }
    }
    bld.effect(
        Opcode::STG,
        Mods::NONE,
        vec![mem(long[0]), r(recent[recent.len() - 1])],
    );
    bld.push(exit());
    println!("{} instructions, {} values", f.num_insts(), f.vregs.len());

    let t = Instant::now();
    let cfg = Cfg::new(&f);
    let dom = DomTree::new(&cfg);
    let loops = LoopForest::new(&cfg, &dom);
    let freq = calc_block_frequency(&cfg, &loops, DEFAULT_LOOP_ITERATIONS);
    println!(
        "cfg+dom+loops+freq: {:?} (max freq {})",
        t.elapsed(),
        freq.iter().fold(0.0f64, |a, &b| a.max(b))
    );
    let t = Instant::now();
    let live = Liveness::compute(&f, &cfg);
    println!(
        "liveness: {:?} ({} cross-block values)",
        t.elapsed(),
        live.cross_block_values().len()
    );
    let t = Instant::now();
    let p = calc_pressure(&f, &live);
    println!(
        "pressure: {:?} (max R {})",
        t.elapsed(),
        p.max_live[RegClass::R]
    );
    let t = Instant::now();
    let ranges = calc_live_ranges(&f, &live);
    println!("live ranges: {:?} ({} ranges)", t.elapsed(), ranges.len());
    let t = Instant::now();
    let uni = calc_uniformity(&f, &cfg);
    println!(
        "uniformity: {:?} ({} uniform)",
        t.elapsed(),
        uni.iter().filter(|&&u| u).count()
    );
}
