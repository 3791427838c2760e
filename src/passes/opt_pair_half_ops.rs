//! Two 16-bit float operations whose results are packed into one word become one paired
//! operation that writes the word.
//!
//! Triton computes on 16-bit floats one lane at a time: it takes the lanes out of a loaded
//! word (`mov.b32 {%rs2, %rs3}, %r5`), does each lane's arithmetic in scalar instructions
//! (`fma.rn.bf16 %rs7, %rs2, %rs1, %rs6` and the same for `%rs3`) and packs the results
//! back (`mov.b32 %r7, {%rs7, %rs8}`). ptxas pairs them: the half-precision unit works on
//! both halves of a register at once, so the two scalar instructions are one
//! `HFMA2.BF16_V2` that reads the loaded word and writes the packed one, and the lanes
//! never occupy registers of their own. Its 13.5 listing of
//! `tests/golden/passes/pair_half_ops.ptx` (sm_80) has:
//! - lane-wise operations on loaded words: `HFMA2.BF16_V2 R7, R4, R5, R6`;
//! - a chain of them, paired as a whole: `HFMA2.BF16_V2 R0, R7, R4, -RZ.H0_H0` then
//!   `HFMA2.BF16_V2 R4, R0, R5, R7` (the first pair's result is never unpacked);
//! - two `cvt.rn.bf16.f32` packed together: one `F2FP.BF16.PACK_AB R5, R9, R8` (high
//!   source first).
//!
//! The pairs are found from the packing `PRMT d, a, 0x5410, b` down: `a` and `b` must come
//! from the same operation with the same modifiers in `d`'s block, and every pair of their
//! sources must be the same operand (both lanes of one word, or one value broadcast to both
//! halves: `R0.H0_H0`), or itself such a pair. The paired instruction takes the later one's
//! place, where every source still holds what each lane read, and writes `d` (or, for a
//! pair below the packing, a new word). Whatever else read a lane reads the word instead,
//! as ptxas reads a lane with a half selector (`R6.H1_H1`), so nothing read the earlier
//! lane before that place.
//!
//! It runs after unrolling, as ptxas weighs a loop for unrolling before it pairs: Triton's
//! `element_mul_kernel` loop is 120 PTX instructions a trip, paired into 45 SASS
//! instructions, and ptxas 13.5 does not unroll it.
//!
//! The IR does not record which half of a word a lane is (a lane reads the whole register),
//! so a pair that combines the high lane of one word with the low lane of another is paired
//! too; ptxas keeps that one scalar and packs the results with a `PRMT`. Both read and write
//! the same registers but for the two scalar results.

use rustc_hash::FxHashMap as HashMap;

use crate::ir::{Function, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg};

/// Pairs the 16-bit float operations packed together; returns how many pairs were made.
pub fn opt_pair_half_ops(f: &mut Function) -> usize {
    let n = f.vregs.len();
    let writes = f.def_counts();
    // Per lane value: the word that now holds it.
    let mut word_of: Vec<Option<VReg>> = vec![None; n];
    let mut paired = 0;
    for b in 0..f.blocks.len() {
        if !f.blocks[b].insts.iter().any(|i| half_pack(i).is_some()) {
            continue;
        }
        let block = Block::new(&f.blocks[b].insts);
        let mut plan = Plan::default();
        for (k, inst) in f.blocks[b].insts.iter().enumerate() {
            let Some((d, lo, hi)) = half_pack(inst) else {
                continue;
            };
            if writes[d.index()] != 1 {
                continue;
            }
            let mark = plan.mark();
            let search = Search {
                f,
                block: &block,
                writes: &writes,
            };
            match search.pair(lo, hi, &mut plan) {
                Some(m) if plan.merges[m].packed.is_none() => plan.merges[m].packed = Some((k, d)),
                Some(_) => {}
                None => plan.undo(mark),
            }
        }
        paired += plan.merges.len();
        apply(f, b, plan, &mut word_of);
    }
    if paired > 0 {
        for block in &mut f.blocks {
            for inst in &mut block.insts {
                for op in &mut inst.uses {
                    if let Operand::Reg(u) = op {
                        if let Some(&Some(w)) = word_of.get(u.vreg.index()) {
                            *u = RegUse::whole(w);
                        }
                    }
                }
            }
        }
    }
    paired
}

/// `PRMT d, lo, 0x5410, hi`: two 16-bit values packed into one word.
fn half_pack(inst: &Inst) -> Option<(VReg, VReg, VReg)> {
    if inst.op != Opcode::PRMT || inst.guard.is_some() {
        return None;
    }
    match (&inst.defs[..], &inst.uses[..]) {
        ([d], [Operand::Reg(lo), Operand::Imm(0x5410), Operand::Reg(hi)])
            if lo.is_whole() && hi.is_whole() =>
        {
            Some((*d, lo.vreg, hi.vreg))
        }
        _ => None,
    }
}

/// One block's instructions, with where each value is written and read in it (maps sized
/// by the block, not the function: a kernel may have thousands of blocks).
struct Block<'a> {
    insts: &'a [Inst],
    /// Per value: the positions that write it, in order.
    writes_at: HashMap<VReg, Vec<u32>>,
    /// Per value: the positions that read it, in order.
    reads_at: HashMap<VReg, Vec<u32>>,
}

impl<'a> Block<'a> {
    fn new(insts: &'a [Inst]) -> Block<'a> {
        let mut writes_at: HashMap<VReg, Vec<u32>> = HashMap::default();
        let mut reads_at: HashMap<VReg, Vec<u32>> = HashMap::default();
        for (k, inst) in insts.iter().enumerate() {
            for u in inst.reg_uses() {
                reads_at.entry(u.vreg).or_default().push(k as u32);
            }
            for &d in &inst.defs {
                writes_at.entry(d).or_default().push(k as u32);
            }
        }
        Block {
            insts,
            writes_at,
            reads_at,
        }
    }

    /// The (last) position that writes `v`, if this block does.
    fn def_at(&self, v: VReg) -> Option<usize> {
        self.writes_at.get(&v)?.last().map(|&p| p as usize)
    }

    /// Whether `v` is written strictly between positions `from` and `to`.
    fn written_between(&self, v: VReg, from: usize, to: usize) -> bool {
        self.writes_at.get(&v).is_some_and(|list| {
            list.iter()
                .any(|&p| (p as usize) > from && (p as usize) < to)
        })
    }

    /// Whether `v` is read after position `from` up to `to` (inclusive).
    fn read_until(&self, v: VReg, from: usize, to: usize) -> bool {
        self.reads_at.get(&v).is_some_and(|list| {
            list.iter()
                .any(|&p| (p as usize) > from && (p as usize) <= to)
        })
    }
}

/// One pair: the instruction at `at` becomes the paired instruction, the other one goes.
struct Merge {
    lanes: [VReg; 2],
    early: usize,
    late: usize,
    /// Where the paired instruction goes: `late`, or `early` when something reads the
    /// early lane in between.
    at: usize,
    op: Opcode,
    mods: Mods,
    uses: Vec<Operand>,
    /// The packing `PRMT` this pair replaces (its position and result), if any.
    packed: Option<(usize, VReg)>,
}

/// A block's pairs, and which pair each lane value is in.
#[derive(Default)]
struct Plan {
    merges: Vec<Merge>,
    lane_of: HashMap<VReg, usize>,
}

impl Plan {
    fn mark(&self) -> usize {
        self.merges.len()
    }

    /// Forgets the pairs planned since `mark` (a packing whose search failed).
    fn undo(&mut self, mark: usize) {
        for m in self.merges.drain(mark..) {
            for v in m.lanes {
                self.lane_of.remove(&v);
            }
        }
    }
}

struct Search<'s> {
    f: &'s Function,
    block: &'s Block<'s>,
    writes: &'s [u32],
}

impl Search<'_> {
    /// Whether every instruction reading `lane` after `from` up to `to` is half-precision
    /// arithmetic, which can read it as one half of its word.
    fn lane_readers_select_halves(&self, lane: VReg, from: usize, to: usize) -> bool {
        self.block.reads_at.get(&lane).is_none_or(|list| {
            list.iter()
                .filter(|&&p| (p as usize) > from && (p as usize) <= to)
                .all(|&p| {
                    let reader = &self.block.insts[p as usize];
                    reader.op != Opcode::F2FP && pairable(self.f, reader)
                })
        })
    }

    /// Plans the pairing of `lo` and `hi`; returns the index of their merge.
    fn pair(&self, lo: VReg, hi: VReg, plan: &mut Plan) -> Option<usize> {
        match (plan.lane_of.get(&lo), plan.lane_of.get(&hi)) {
            (Some(&m), Some(&m2)) if m == m2 && plan.merges[m].lanes == [lo, hi] => return Some(m),
            (None, None) => {}
            _ => return None,
        }
        let lane = |v: VReg| {
            lo != hi
                && self.writes[v.index()] == 1
                && self.f.vreg(v).width == 1
                && self.f.vreg(v).class == RegClass::R
        };
        if !lane(lo) || !lane(hi) {
            return None;
        }
        let (pa, pb) = (self.block.def_at(lo)?, self.block.def_at(hi)?);
        let (a, b) = (&self.block.insts[pa], &self.block.insts[pb]);
        if a.op != b.op
            || a.mods != b.mods
            || a.guard.is_some()
            || b.guard.is_some()
            || a.uses.len() != b.uses.len()
            || !pairable(self.f, a)
        {
            return None;
        }
        let (early, late) = (pa.min(pb), pa.max(pb));
        let first = &self.block.insts[early];
        let early_lane = first.defs[0];
        if first
            .reg_uses()
            .any(|u| self.block.written_between(u.vreg, early, late))
        {
            return None;
        }
        let mut below = Vec::new();
        let uses = if a.op == Opcode::F2FP {
            // The packing conversion takes both lanes' sources, the high one first.
            vec![b.uses[0], a.uses[0]]
        } else {
            for (x, y) in a.uses.iter().zip(&b.uses) {
                match (x, y) {
                    _ if x == y => {}
                    (Operand::Reg(x), Operand::Reg(y)) if x.is_whole() && y.is_whole() => {
                        below.push(self.pair(x.vreg, y.vreg, plan)?);
                    }
                    _ => return None,
                }
            }
            // The lanes below are renamed to their words once the block is planned.
            a.uses.clone()
        };
        // The paired instruction takes the later one's place, where both lanes' sources
        // are ready. When half-precision arithmetic reads the early lane before that
        // (Triton's `neg.bf16` then `fma.rn.bf16` per lane, interleaved; ptxas's listing of
        // `_triton_rope` pairs both: `HFMA2.BF16_V2 R17, R3, R15, -R17`), it takes the
        // earlier one's place instead, which needs the pairs it reads to be made before it:
        // those readers select the lane from the word, and the late lane is read only after
        // its own place. Any other reader (a 16-bit store) keeps the lanes scalar.
        let read_between = self.block.read_until(early_lane, early, late);
        let at = if !read_between {
            late
        } else if self.lane_readers_select_halves(early_lane, early, late)
            && below.iter().all(|&m| plan.merges[m].at < early)
        {
            early
        } else {
            return None;
        };
        let m = plan.merges.len();
        plan.merges.push(Merge {
            lanes: [lo, hi],
            early,
            late,
            at,
            op: a.op,
            mods: a.mods,
            uses,
            packed: None,
        });
        plan.lane_of.insert(lo, m);
        plan.lane_of.insert(hi, m);
        Some(m)
    }
}

/// Whether `inst` is a 16-bit float operation the half unit can do on both halves at once.
fn pairable(f: &Function, inst: &Inst) -> bool {
    match inst.op {
        Opcode::HADD2 | Opcode::HMUL2 | Opcode::HFMA2 | Opcode::HMNMX2 => !inst.mods.has(Mod::F32),
        // A conversion from one f32 register (not from f64, which ptxas converts alone).
        Opcode::F2FP => matches!(
            inst.uses[..],
            [Operand::Reg(r)] if inst.mods.has(Mod::PACKAB)
                && (if r.is_whole() { f.vreg(r.vreg).width } else { r.count }) == 1
        ),
        _ => false,
    }
}

/// Rewrites block `b` by its plan: each pair's instruction at its place becomes the paired
/// one, writing the packed word (or a new one), and its other one and the packing `PRMT` go.
/// Records the word of each lane in `word_of`.
fn apply(f: &mut Function, b: usize, plan: Plan, word_of: &mut [Option<VReg>]) {
    let mut gone = Vec::new();
    for m in plan.merges {
        let word = match m.packed {
            Some((prmt, d)) => {
                gone.push(prmt);
                d
            }
            None => f.new_vreg(RegClass::R, 1),
        };
        for v in m.lanes {
            word_of[v.index()] = Some(word);
        }
        let kept = &mut f.blocks[b].insts[m.at];
        let line = kept.ptx_line;
        *kept = Inst::new(m.op, m.mods, vec![word], m.uses);
        kept.ptx_line = line;
        gone.push(if m.at == m.late { m.early } else { m.late });
    }
    gone.sort_unstable();
    super::remove_positions(&mut f.blocks[b].insts, &gone);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::lower_kernel_for_test;
    use crate::passes::opt_forward_copies;

    fn count(f: &Function, op: Opcode) -> usize {
        f.insts().filter(|(_, i)| i.op == op).count()
    }

    /// A word loaded, its lanes put through `lanes` (PTX writing `%rs3`, `%rs4` from
    /// `%rs1`, `%rs2` and the constant `%rs9`), packed and stored.
    fn kernel(lanes: &str) -> Function {
        let body = format!(
            "
            .reg .b16 %rs<12>; .reg .b32 %r<8>; .reg .b64 %rd<4>;
            ld.param.b64 %rd1, [p0];
            ld.global.b32 %r1, [%rd1];
            mov.b32 {{%rs1, %rs2}}, %r1;
            mov.b16 %rs9, 0x8000;
            {lanes}
            mov.b32 %r2, {{%rs3, %rs4}};
            st.global.b32 [%rd1], %r2;
            ret;"
        );
        let mut f = lower_kernel_for_test(".param .u64 p0", &body);
        opt_forward_copies(&mut f);
        f
    }

    #[test]
    fn lanes_packed_together_are_one_paired_operation() {
        let mut f = kernel(
            "fma.rn.bf16 %rs3, %rs1, %rs1, %rs9;
             fma.rn.bf16 %rs4, %rs2, %rs2, %rs9;",
        );
        assert_eq!(opt_pair_half_ops(&mut f), 1);
        assert_eq!(count(&f, Opcode::HFMA2), 1);
        assert_eq!(count(&f, Opcode::PRMT), 0);
        // The paired operation writes what the store reads.
        let hfma = f.insts().find(|(_, i)| i.op == Opcode::HFMA2).unwrap().1;
        let stg = f.insts().find(|(_, i)| i.op == Opcode::STG).unwrap().1;
        assert!(stg.reg_uses().any(|u| u.vreg == hfma.defs[0]));
    }

    #[test]
    fn a_chain_is_paired_as_a_whole() {
        let mut f = kernel(
            "fma.rn.bf16 %rs5, %rs1, %rs1, %rs9;
             fma.rn.bf16 %rs6, %rs2, %rs2, %rs9;
             fma.rn.bf16 %rs3, %rs5, %rs1, %rs9;
             fma.rn.bf16 %rs4, %rs6, %rs2, %rs9;",
        );
        assert_eq!(opt_pair_half_ops(&mut f), 2);
        assert_eq!(count(&f, Opcode::HFMA2), 2);
    }

    #[test]
    fn different_operations_stay_scalar() {
        let mut f = kernel(
            "fma.rn.bf16 %rs3, %rs1, %rs1, %rs9;
             max.bf16 %rs4, %rs2, %rs9;",
        );
        assert_eq!(opt_pair_half_ops(&mut f), 0);
        assert_eq!(count(&f, Opcode::PRMT), 1);
    }

    #[test]
    fn an_early_lane_read_before_the_pair_stays_scalar() {
        // `%rs3` is stored before `%rs4` exists: the paired word would come too late.
        let mut f = kernel(
            "fma.rn.bf16 %rs3, %rs1, %rs1, %rs9;
             st.global.b16 [%rd1+8], %rs3;
             fma.rn.bf16 %rs4, %rs2, %rs2, %rs9;",
        );
        assert_eq!(opt_pair_half_ops(&mut f), 0);
        assert_eq!(count(&f, Opcode::HFMA2), 2);
    }

    #[test]
    fn conversions_to_half_pack_in_one() {
        let body = "
            .reg .b16 %rs<4>; .reg .b32 %r<8>; .reg .b64 %rd<4>;
            ld.param.b64 %rd1, [p0];
            ld.global.v2.f32 {%r1, %r2}, [%rd1];
            cvt.rn.bf16.f32 %rs1, %r1;
            cvt.rn.bf16.f32 %rs2, %r2;
            mov.b32 %r3, {%rs1, %rs2};
            st.global.b32 [%rd1], %r3;
            ret;";
        let mut f = lower_kernel_for_test(".param .u64 p0", body);
        assert_eq!(opt_pair_half_ops(&mut f), 1);
        let cvt = f.insts().find(|(_, i)| i.op == Opcode::F2FP).unwrap().1;
        // High lane's source first, as `F2FP.BF16.PACK_AB R5, R9, R8`.
        let [Operand::Reg(hi), Operand::Reg(lo)] = cvt.uses[..] else {
            panic!("two register sources: {cvt:?}")
        };
        assert_eq!((hi.offset, lo.offset), (1, 0));
    }
}
