//! The facts ptxas's slot preferences need (see [`super::assign_fatpoint::SlotPrefs`]),
//! gathered from the code for the candidates of one class.
//!
//! What ptxas 13.5 was measured to do, on hand-written kernels read with
//! `nvdisasm -plr` (register bank effects are invisible in the PTX, so these are the
//! tie-breaks the listings show, replayed on 247 corpus functions: 56 % of values get
//! ptxas's exact register with them against 35 % with "lowest free"):
//! * a value stored with `STG [R2.64], Rx` lands in an odd register (R5, then R7, R9…) and
//!   the even one beside it stays empty: the *other* GPR sources of the instructions reading
//!   a value push it to the opposite parity (a pair counts as its even base register, except
//!   for the high-word source of a 64-bit add, which the add's high step reads next to the
//!   pairs' odd high words: `IMAD.X R10, R0, c[0x0][0x178], R10, P1`);
//! * `FFMA R5, R5, R0, c`: a result takes the register of a source that dies there, and a
//!   value that dies into a 64-bit result takes a half of it (`IMAD.WIDE R2` from `tid` in
//!   R2 and the constant 4 in R3);
//! * after a register was last read by a memory instruction (a store's data, a load's
//!   address), ptxas does not write it again for about ten instructions (a write-after-read
//!   hazard the memory pipeline reads late); after an ALU read it reuses it at once.

use super::assign_fatpoint::{Candidate, SlotPrefs};
use super::coalesce::AliasGroups;
use crate::analysis::rows::Rows;
use crate::analysis::InstNumbering;
use crate::ir::{Function, Inst, Mod, Opcode, Operand, RegClass, VReg};

/// Whether `op` reads its register operands late, through the memory pipeline.
fn reads_through_memory(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::LDG
            | Opcode::STG
            | Opcode::LDS
            | Opcode::STS
            | Opcode::LDL
            | Opcode::STL
            | Opcode::LD
            | Opcode::ST
            | Opcode::ATOMG
            | Opcode::ATOMS
            | Opcode::ATOM
            | Opcode::RED
            | Opcode::LDGSTS
            | Opcode::LDSM
            | Opcode::STSM
            | Opcode::TEX
            | Opcode::TLD
            | Opcode::SULD
            | Opcode::SUST
            | Opcode::SHFL
    )
}

/// The preferences for `cands` (the candidates of `class` in `f`, keyed by alias-group
/// leader), with preferences allowed below register `limit` and a store-read window of
/// `window_insts` instructions.
pub fn slot_prefs(
    f: &Function,
    groups: &AliasGroups<'_>,
    class: RegClass,
    cands: &[Candidate<'_>],
    limit: usize,
    window_insts: u32,
    window_in_block: bool,
) -> SlotPrefs {
    let n = cands.len();
    let mut index = vec![u32::MAX; f.vregs.len()];
    for (k, c) in cands.iter().enumerate() {
        index[c.vreg.index()] = k as u32;
    }
    let cand_of = |v: VReg| -> Option<usize> {
        if f.vreg(v).class != class {
            return None;
        }
        let k = index[groups.leader(v).index()];
        (k != u32::MAX).then_some(k as usize)
    };
    // Whether candidate `k` has a segment ending at point `p` (its last read there).
    let dies_at = |k: usize, p: u32| cands[k].segments.iter().any(|&(_, e)| e == p);
    // (candidate, partner) pairs, made rows at the end.
    let mut co_read: Vec<(u32, u32)> = Vec::new();
    let mut affine: Vec<(u32, u32)> = Vec::new();
    let mut prefs = SlotPrefs {
        co_read: Rows::default(),
        affine: Rows::default(),
        mem_last: vec![false; n],
        packed: vec![false; n],
        limit,
        window: 2 * window_insts,
        in_block: window_in_block.then(|| InstNumbering::new(f)),
    };
    let last_end: Vec<u32> = cands
        .iter()
        .map(|c| c.segments.last().map_or(0, |s| s.1))
        .collect();
    // The sources of one instruction: (candidate, read in the high step only, lane).
    let mut srcs: Vec<(usize, bool, u8)> = Vec::new();
    let mut idx = 0u32;
    for blk in &f.blocks {
        for inst in &blk.insts {
            let write = 2 * idx + 1;
            srcs.clear();
            for (v, high_step) in source_regs(inst) {
                if let Some(k) = cand_of(v) {
                    if !srcs.iter().any(|s| s.0 == k) {
                        srcs.push((k, high_step, groups.lane_of(v)));
                    }
                }
            }
            for (a, &(ka, a_high, _)) in srcs.iter().enumerate() {
                for (b, &(kb, _, lane)) in srcs.iter().enumerate() {
                    if a != b {
                        // A high-word source of an add is read next to the high words of
                        // the pairs (`IADD3.X R7, R7, R15, ...`), not their first registers;
                        // a word built into a tuple is read at its lane.
                        let high = u32::from(a_high && f.vreg(cands[kb].vreg).width == 2);
                        let word = (high + u32::from(lane)) & 1;
                        co_read.push((ka as u32, (kb as u32) << 1 | word));
                    }
                }
                if last_end[ka] == write && reads_through_memory(inst.op) {
                    prefs.mem_last[ka] = true;
                }
            }
            for &d in &inst.defs {
                let Some(kd) = cand_of(d) else { continue };
                if inst.op == Opcode::ARG && inst.mods == Mod::SUBROUTINE {
                    prefs.packed[kd] = true;
                }
                for &(ku, _, _) in &srcs {
                    if ku != kd && dies_at(ku, write) {
                        affine.push((kd as u32, ku as u32));
                        if f.vreg(d).width > 1 {
                            affine.push((ku as u32, kd as u32));
                        }
                    }
                }
            }
            idx += 1;
        }
    }
    prefs.co_read = Rows::from_pairs(n, co_read.iter().copied());
    prefs.affine = Rows::from_pairs(n, affine.iter().copied());
    prefs
}

/// The registers an instruction reads as sources and addresses (not its guard: predicates
/// are another class, and a guard is not a datapath operand), each with whether it is the
/// high-word source of an `IADD3.64.HI`, which only the add's high step reads.
fn source_regs(inst: &Inst) -> impl Iterator<Item = (VReg, bool)> + '_ {
    let high_last = inst.op == Opcode::IADD3 && inst.mods.has(Mod::W64) && inst.mods.has(Mod::HI);
    let last = inst.uses.len().saturating_sub(1);
    inst.uses
        .iter()
        .enumerate()
        .filter_map(move |(k, o)| match o {
            Operand::Reg(u) | Operand::Mem { base: Some(u), .. } => {
                Some((u.vreg, high_last && k == last))
            }
            _ => None,
        })
}
