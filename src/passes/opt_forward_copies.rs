//! A copy's readers read the copy's source instead.
//!
//! The lowering binds a copy whose destination and source are each written once to its
//! source and emits nothing ([`crate::lower`]). A register written more than once gets a
//! real `MOV`, and Triton writes most of its registers twice: every load is
//! `mov.u32 %r5, 0x0; @%p ld.global.v2.b32 {%r5, %r6}, [..]`, after which the 16-bit
//! lanes are taken out of the loaded words with `mov.b32 {%rs2, %rs3}, %r5`. Lowered
//! literally, the loaded tuple is copied into `%r5`, `%r6`, and each of those into two lane
//! registers, three live copies of every word until the last lane is read. ptxas copies
//! nothing: its listing of `tests/golden/passes/pair_half_ops.ptx` (13.5, sm_80) reads the
//! loaded registers in place (`@!P0 LDG.E.128 R4, [R2.64]` then
//! `HFMA2.BF16_V2 R7, R4, R5, R6`).
//!
//! The rule is first applied within a block, which is where most of these copies and their
//! readers are. A copy `MOV x, y` goes when every reader of the value it writes is later in
//! its block, before the next definition of `x` (inclusive: that instruction reads before
//! it writes), and `y` is not written between the copy and the last of them. A value still
//! live at the end of the block, or one a guarded definition may let through, is kept. A
//! constant goes only into copies and tuples (the zeros of a guarded load: ptxas's
//! `CS2R R4, SRZ`).
//!
//! Then across blocks: a copy written once whose readers elsewhere are all reached from it
//! with its source unchanged on every way there goes too, as ptxas's global copy
//! propagation leaves the lanes a rotated loop reads a block after the loads.
//!
//! Two kinds of copy stay. A whole value copied into another, each written once, is the
//! lowering's own (it binds such PTX copies): the move of a uniform product into the
//! registers a store reads (`tests/golden/lower/mul64.ptx`). And a tuple is not built from
//! another tuple's words (an `HMMA` accumulator handed to the next): the allocator builds
//! it in place from the copies.

use crate::analysis::bitset::BitSet;
use crate::analysis::cfg::Cfg;
use crate::analysis::liveness::Liveness;
use crate::ir::{BlockId, Function, Inst, Mod, Mods, Opcode, Operand, RegUse, VReg};

/// Forwards copies into their readers; returns how many copies were removed.
pub fn opt_forward_copies(f: &mut Function) -> usize {
    let cfg = Cfg::new(f);
    let liveness = Liveness::compute(f, &cfg);
    let n = f.vregs.len();
    // A copy of a whole value into another, each written once, is one the lowering made on
    // purpose (its PTX copies of such values it binds): a value moved out of the uniform
    // datapath. A word taken out of a tuple is not: that is a lane of a load whose zeros
    // were dropped.
    let def_count = f.def_counts();
    let written_once = |v: VReg| def_count[v.index()] == 1;
    // Per value, the positions in the current block that read it and that write it.
    let mut reads: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut writes: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut touched: Vec<VReg> = Vec::new();
    let mut removed = 0;
    for b in 0..f.blocks.len() {
        for v in touched.drain(..) {
            reads[v.index()].clear();
            writes[v.index()].clear();
        }
        for (k, inst) in f.blocks[b].insts.iter().enumerate() {
            for u in inst.reg_uses() {
                note(&mut reads, &mut touched, u.vreg, k);
            }
            for &d in &inst.defs {
                note(&mut writes, &mut touched, d, k);
            }
        }
        let live_out = liveness.live_out(BlockId::new(b));
        let mut copies = Vec::new();
        for k in 0..f.blocks[b].insts.len() {
            let insts = &f.blocks[b].insts;
            let Some((x, y)) = plain_copy(f, &insts[k]) else {
                continue;
            };
            if written_once(x) && y.reg().is_none_or(|y| y.is_whole() && written_once(y.vreg)) {
                continue;
            }
            let after = |list: &[u32]| list.partition_point(|&p| p as usize <= k);
            let xw = &writes[x.index()];
            let next_write = xw.get(after(xw)).map(|&p| p as usize);
            match next_write {
                Some(p) if insts[p].guard.is_some() => continue,
                None if live_out.contains(x) => continue,
                _ => {}
            }
            let end = next_write.unwrap_or(usize::MAX);
            let xr = &reads[x.index()];
            let readers: Vec<usize> = xr[after(xr)..]
                .iter()
                .map(|&p| p as usize)
                .take_while(|&p| p <= end)
                .collect();
            let Some(&last) = readers.last() else {
                continue;
            };
            let width = f.vreg(x).width;
            let source_kept = match y {
                Operand::Reg(y) => {
                    let yw = &writes[y.vreg.index()];
                    !yw[after(yw)..].iter().any(|&p| (p as usize) < last)
                }
                _ => true,
            };
            if !source_kept || !readers_take(f, insts, &readers, x, y) {
                continue;
            }
            let insts = &mut f.blocks[b].insts;
            for &p in &readers {
                rewrite_reads(&mut insts[p], x, y, width);
            }
            copies.push(k);
        }
        removed += copies.len();
        super::remove_positions(&mut f.blocks[b].insts, &copies);
    }
    // Chains of copies (`x = y`, `z = x`) settle in a few rounds; each round forwards the
    // copies whose source no other forward of the round changed.
    for _ in 0..4 {
        let n = forward_across_blocks(f);
        removed += n;
        if n == 0 {
            break;
        }
    }
    removed
}

/// A copy whose value outlives its block: `MOV x, y` with `x` written only there, where
/// every read of `x`, in whatever block, is reached from the copy with `y` unchanged on
/// every way there (the copy is *available*, a forward dataflow over the blocks). Every
/// such read reads `y`, and the copy goes. This is the case of Triton's rotated loops,
/// whose last part sits in the block above the loads (`$L__BB0_66` before
/// `$L__BB0_2`): the lanes of the loaded words are read there, a block later, and copied
/// out they were two registers for every loaded word where ptxas keeps the one it loaded
/// (`tests/golden/passes/merge_rotated_loop.ptx`).
fn forward_across_blocks(f: &mut Function) -> usize {
    let cfg = Cfg::new(f);
    let def_count = f.def_counts();
    // The candidates: (block, position, x, y).
    let mut cands: Vec<(usize, usize, VReg, RegUse)> = Vec::new();
    for (b, block) in f.blocks.iter().enumerate() {
        for (k, inst) in block.insts.iter().enumerate() {
            let Some((x, Operand::Reg(y))) = plain_copy(f, inst) else {
                continue;
            };
            let lowering_own = y.is_whole() && def_count[y.vreg.index()] == 1;
            if def_count[x.index()] == 1 && !lowering_own {
                cands.push((b, k, x, y));
            }
        }
    }
    if cands.is_empty() {
        return 0;
    }
    let nb = f.blocks.len();
    let nc = cands.len();
    // The candidates each value is the source of.
    let mut by_source: rustc_hash::FxHashMap<VReg, Vec<usize>> = Default::default();
    for (c, &(_, _, _, y)) in cands.iter().enumerate() {
        by_source.entry(y.vreg).or_default().push(c);
    }
    // Where each block writes a source of a candidate (positions in increasing order).
    let mut source_writes: Vec<rustc_hash::FxHashMap<VReg, Vec<usize>>> =
        vec![Default::default(); nb];
    for (b, block) in f.blocks.iter().enumerate() {
        for (k, inst) in block.insts.iter().enumerate() {
            for d in inst.defs.iter().filter(|d| by_source.contains_key(d)) {
                source_writes[b].entry(*d).or_default().push(k);
            }
        }
    }
    // Whether block `b` writes `v` at a position in `from..to`.
    let written = |b: usize, v: VReg, from: usize, to: usize| {
        source_writes[b].get(&v).is_some_and(|w| {
            let first = w.partition_point(|&p| p < from);
            w.get(first).is_some_and(|&p| p < to)
        })
    };
    // Per block: the copies it makes available at its end (`gen`), and those whose source
    // it writes (`kill`).
    let mut gen = vec![BitSet::<usize>::new(nc); nb];
    let mut kill = vec![BitSet::<usize>::new(nc); nb];
    for (b, writes) in source_writes.iter().enumerate() {
        for v in writes.keys() {
            for &c in &by_source[v] {
                kill[b].insert(c);
            }
        }
    }
    for (c, &(b, k, _, y)) in cands.iter().enumerate() {
        if !written(b, y.vreg, k + 1, usize::MAX) {
            gen[b].insert(c);
        }
    }
    // Available at a block's start: at the end of every predecessor (none at the entry).
    let order = cfg.forward_order();
    let mut avail_in = vec![BitSet::<usize>::new(nc); nb];
    let mut avail_out = vec![BitSet::<usize>::full(nc); nb];
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order {
            let preds = cfg.preds(b);
            let mut inn = if b.index() == 0 || preds.is_empty() {
                BitSet::new(nc)
            } else {
                BitSet::full(nc)
            };
            if b.index() != 0 {
                for p in preds {
                    inn.intersect_with(&avail_out[p.index()]);
                }
            }
            let mut out = inn.clone();
            out.subtract(&kill[b.index()]);
            out.union_with(&gen[b.index()]);
            if out != avail_out[b.index()] {
                avail_out[b.index()] = out;
                changed = true;
            }
            avail_in[b.index()] = inn;
        }
    }
    // Every read of each candidate's `x`, and whether the copy reaches it.
    let mut by_dest: rustc_hash::FxHashMap<VReg, usize> = Default::default();
    for (c, &(_, _, x, _)) in cands.iter().enumerate() {
        by_dest.insert(x, c);
    }
    let mut readers: Vec<Vec<(usize, usize)>> = vec![Vec::new(); nc];
    let mut reachable = vec![true; nc];
    for (b, block) in f.blocks.iter().enumerate() {
        for (j, inst) in block.insts.iter().enumerate() {
            for u in inst.reg_uses() {
                let Some(&c) = by_dest.get(&u.vreg) else {
                    continue;
                };
                if readers[c].last() != Some(&(b, j)) {
                    readers[c].push((b, j));
                }
                // The copy earlier in this block, or available at its start, and the source
                // not written since (the reader itself reads before it writes).
                let (cb, ck, _, y) = cands[c];
                reachable[c] &= if b == cb && j > ck {
                    !written(b, y.vreg, ck + 1, j)
                } else {
                    avail_in[b].contains(c) && !written(b, y.vreg, 0, j)
                };
            }
        }
    }
    // Forward, skipping copies whose source a forward of this round rewrote.
    let mut stale = vec![false; nc];
    let mut gone: Vec<Vec<usize>> = vec![Vec::new(); nb];
    for c in 0..nc {
        let (b, k, x, y) = cands[c];
        if stale[c] || !reachable[c] || readers[c].is_empty() {
            continue;
        }
        let takes = readers[c]
            .iter()
            .all(|&(rb, j)| readers_take(f, &f.blocks[rb].insts, &[j], x, Operand::Reg(y)));
        if !takes {
            continue;
        }
        let width = f.vreg(x).width;
        for &(rb, j) in &readers[c] {
            let inst = &mut f.blocks[rb].insts[j];
            rewrite_reads(inst, x, Operand::Reg(y), width);
            if let Some(&d) = inst.defs.first().and_then(|d| by_dest.get(d)) {
                stale[d] = true;
            }
        }
        // A copy into `y` must stay now that these readers read `y`.
        if let Some(&d) = by_dest.get(&y.vreg) {
            stale[d] = true;
        }
        gone[b].push(k);
    }
    let mut removed = 0;
    for (b, mut list) in gone.into_iter().enumerate() {
        list.sort_unstable();
        removed += list.len();
        super::remove_positions(&mut f.blocks[b].insts, &list);
    }
    removed
}

/// Whether every reader (at `readers` in `insts`) can read `y` where it reads `x`.
fn readers_take(f: &Function, insts: &[Inst], readers: &[usize], x: VReg, y: Operand) -> bool {
    let width = f.vreg(x).width;
    match y {
        Operand::Reg(y) => {
            let part_of_tuple = f.vreg(y.vreg).width > width;
            readers.iter().all(|&p| {
                // A tuple built from the words of another (an accumulator passed from one
                // `HMMA` to the next) is left to the allocator, which builds it in place
                // from scalar copies.
                (insts[p].op != Opcode::PACK || !part_of_tuple)
                    && insts[p]
                        .reg_uses()
                        .filter(|u| u.vreg == x)
                        .all(|u| aligned(forwarded(u, y, width)))
            })
        }
        // A constant goes only into copies and the tuples built from it (the zeros a
        // guarded load starts from: ptxas's `CS2R R4, SRZ`), where any operand may stand.
        _ => readers.iter().all(|&p| {
            let r = &insts[p];
            matches!(r.op, Opcode::PACK | Opcode::MOV)
                && r.uses.iter().all(|o| match o {
                    Operand::Reg(u) => u.vreg != x || u.is_whole(),
                    o => o.reg().is_none_or(|u| u.vreg != x),
                })
        }),
    }
}

/// Records position `k` in `v`'s list (positions arrive in increasing order).
fn note(lists: &mut [Vec<u32>], touched: &mut Vec<VReg>, v: VReg, k: usize) {
    let list = &mut lists[v.index()];
    if list.is_empty() {
        touched.push(v);
    }
    if list.last() != Some(&(k as u32)) {
        list.push(k as u32);
    }
}

/// `MOV x, y` (or `MOV.64`) of one register value into another of its class and width, or
/// of a 32-bit constant, unguarded, neither of them a fixed (ABI) register.
fn plain_copy(f: &Function, inst: &Inst) -> Option<(VReg, Operand)> {
    let plain = inst.mods == Mods::NONE || inst.mods == Mods::from(Mod::W64);
    if inst.op != Opcode::MOV || !plain || inst.guard.is_some() {
        return None;
    }
    let (&[x], &[y]) = (&inst.defs[..], &inst.uses[..]) else {
        return None;
    };
    let xv = f.vreg(x);
    let ok = match y {
        Operand::Reg(y) => {
            let yv = f.vreg(y.vreg);
            let y_width = if y.is_whole() { yv.width } else { y.count };
            x != y.vreg && xv.class == yv.class && xv.width == y_width && yv.fixed.is_none()
        }
        Operand::Imm(_) | Operand::FImm(_) | Operand::Zero(_) => {
            xv.width == 1 && inst.mods == Mods::NONE
        }
        _ => false,
    };
    (ok && xv.fixed.is_none()).then_some((x, y))
}

/// The register `u` (a read of `x`, `width` registers wide) reads once `x` is `y`.
fn forwarded(u: RegUse, y: RegUse, width: u8) -> RegUse {
    let (offset, count) = if u.is_whole() {
        (0, width)
    } else {
        (u.offset, u.count)
    };
    if y.is_whole() && u.is_whole() {
        return RegUse::whole(y.vreg);
    }
    RegUse::part(y.vreg, y.offset + offset, count)
}

/// Whether a read of several registers starts at a multiple of its width, as pairs and
/// quads must.
fn aligned(u: RegUse) -> bool {
    u.is_whole() || u.count <= 1 || u.offset % u.count == 0
}

/// Makes `inst` read `y` wherever it read `x` (a constant `y` only as a whole operand).
fn rewrite_reads(inst: &mut Inst, x: VReg, y: Operand, width: u8) {
    for op in &mut inst.uses {
        match (op, y) {
            (Operand::Reg(u), Operand::Reg(y)) if u.vreg == x => *u = forwarded(*u, y, width),
            (Operand::Mem { base: Some(u), .. }, Operand::Reg(y)) if u.vreg == x => {
                *u = forwarded(*u, y, width)
            }
            (op @ Operand::Reg(_), y) if op.reg().is_some_and(|u| u.vreg == x) => *op = y,
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::lower_kernel_for_test;

    fn count(f: &Function, op: Opcode) -> usize {
        f.insts().filter(|(_, i)| i.op == op).count()
    }

    /// Triton's guarded load into twice-written registers, then the lanes of a word.
    const LANES: &str = "
        .reg .pred %p<2>; .reg .b16 %rs<8>; .reg .b32 %r<8>; .reg .b64 %rd<4>;
        ld.param.b64 %rd1, [p0];
        mov.u32 %r1, %tid.x;
        setp.lt.s32 %p1, %r1, 64;
        mov.b32 %r2, 0;
        mov.b32 %r3, 0;
        @%p1 ld.global.v2.b32 {%r2, %r3}, [%rd1];
        mov.b32 {%rs1, %rs2}, %r2;
        cvt.f32.bf16 %r4, %rs1;
        cvt.f32.bf16 %r5, %rs2;
        add.f32 %r6, %r4, %r5;
        add.f32 %r6, %r6, %r3;
        st.global.b32 [%rd1], %r6;
        ret;";

    #[test]
    fn loaded_words_are_read_in_place() {
        let mut f = lower_kernel_for_test(".param .u64 p0", LANES);
        let before = count(&f, Opcode::MOV);
        let removed = opt_forward_copies(&mut f);
        assert!(removed >= 2, "{removed} copies removed");
        assert_eq!(count(&f, Opcode::MOV), before - removed);
        // The conversions read the loaded tuple itself.
        let ldg = f.insts().find(|(_, i)| i.op == Opcode::LDG).unwrap().1.defs[0];
        let shifts: Vec<_> = f.insts().filter(|(_, i)| i.op == Opcode::SHF).collect();
        assert_eq!(shifts.len(), 2);
        for (_, s) in shifts {
            assert_eq!(s.uses[0], Operand::Reg(RegUse::part(ldg, 0, 1)));
        }
    }

    #[test]
    fn a_copy_live_out_of_its_block_stays() {
        let body = "
            .reg .pred %p<2>; .reg .b32 %r<8>; .reg .b64 %rd<4>;
            ld.param.b64 %rd1, [p0];
            mov.u32 %r1, %tid.x;
            mov.u32 %r2, 0;
        $L_loop:
            mov.u32 %r3, %r1;
            add.s32 %r1, %r1, 1;
            add.s32 %r2, %r2, %r3;
            setp.lt.s32 %p1, %r1, 64;
            @%p1 bra $L_loop;
            st.global.b32 [%rd1], %r3;
            ret;";
        let mut f = lower_kernel_for_test(".param .u64 p0", body);
        // `%r3` is read after the loop, and `%r1` is written before `%r3`'s reader in it.
        assert_eq!(opt_forward_copies(&mut f), 0);
    }

    #[test]
    fn lanes_read_in_a_later_block_read_the_loaded_word() {
        let body = LANES.replace(
            "cvt.f32.bf16 %r5, %rs2;",
            "setp.lt.s32 %p0, %r1, 32;\n@%p0 bra L1;\nst.global.b32 [%rd1+8], %r4;\nL1:\n\
             cvt.f32.bf16 %r5, %rs2;",
        );
        let mut f = lower_kernel_for_test(".param .u64 p0", &body);
        opt_forward_copies(&mut f);
        let register_copies = f
            .insts()
            .filter(|(_, i)| i.op == Opcode::MOV && i.reg_uses().next().is_some())
            .count();
        assert_eq!(register_copies, 0, "every copy of a register forwarded");
        let ldg = f.insts().find(|(_, i)| i.op == Opcode::LDG).unwrap().1.defs[0];
        let (b, shift) = f
            .insts()
            .filter(|(_, i)| i.op == Opcode::SHF)
            .last()
            .unwrap();
        assert_ne!(
            b.index(),
            0,
            "the second conversion is in the block after the branch"
        );
        assert_eq!(shift.uses[0], Operand::Reg(RegUse::part(ldg, 0, 1)));
    }

    #[test]
    fn a_copy_not_made_on_every_way_to_its_reader_stays() {
        let body = "
            .reg .pred %p<2>; .reg .b32 %r<8>; .reg .b64 %rd<4>;
            ld.param.b64 %rd1, [p0];
            mov.u32 %r1, %tid.x;
            mov.u32 %r1, %ctaid.x;
            setp.lt.s32 %p1, %r1, 64;
            @%p1 bra L1;
            mov.u32 %r3, %r1;
        L1:
            add.s32 %r4, %r3, 1;
            st.global.b32 [%rd1], %r4;
            ret;";
        let mut f = lower_kernel_for_test(".param .u64 p0", body);
        assert_eq!(opt_forward_copies(&mut f), 0);
    }

    #[test]
    fn a_source_written_before_the_last_reader_stays() {
        let body = "
            .reg .b32 %r<8>; .reg .b64 %rd<4>;
            ld.param.b64 %rd1, [p0];
            mov.u32 %r1, %tid.x;
            mov.u32 %r1, %ctaid.x;
            mov.u32 %r2, %r1;
            mov.u32 %r2, %r1;
            add.s32 %r1, %r1, 1;
            add.s32 %r3, %r2, %r1;
            st.global.b32 [%rd1], %r3;
            ret;";
        let mut f = lower_kernel_for_test(".param .u64 p0", body);
        opt_forward_copies(&mut f);
        // The second copy of `%r1` is read after `%r1` changes: it stays, and the sum
        // reads the old `%r1` (through it) and the new one.
        let add = f
            .insts()
            .filter(|(_, i)| i.op == Opcode::IADD3)
            .last()
            .unwrap()
            .1;
        let Operand::Reg(a) = add.uses[0] else {
            panic!("register source")
        };
        let Operand::Reg(b) = add.uses[1] else {
            panic!("register source")
        };
        assert_ne!(a.vreg, b.vreg);
    }
}
