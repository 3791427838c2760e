//! Live-range splitting for the greedy allocator (`cicc-greedy-register-allocation.txt`,
//! local splitting, in our own rendering): a value that finds no register for its whole
//! range may still find one register before some instruction and another after it. A copy
//! (`MOV v', v`, flagged as spill code so the checker follows it as a register move and
//! coalescing does not join the two sides again) goes before that instruction, and `v'`
//! serves the rest of the block.
//!
//! Only values local to one block are split: renaming the later references of a block is
//! then exact, whatever the control flow around it.

use super::assign_fatpoint::Candidate;
use super::live_info::LiveRanges;
use crate::analysis::{InstIdx, InstNumbering};
use crate::ir::{Function, Inst, InstFlags, Opcode, Operand, RegClass, RegUse, VReg};

/// Which values may not be split, and which may not be spilled.
pub struct SplitState<'a> {
    /// Values created by spilling (too short to gain anything).
    pub no_spill: &'a [bool],
    /// Values created by (or already cut by) a split.
    pub no_split: &'a [bool],
}

/// Where a copy may split candidate `c` (the read points of the instructions before which
/// the copy would go): only a single 32-bit GPR value, not pre-coloured, not created by
/// spilling or splitting, whose definitions and reads all lie in one block it never leaves;
/// a copy may go before each of its reads after its first reference.
pub fn split_points(
    f: &Function,
    live: &LiveRanges,
    state: &SplitState<'_>,
    c: &Candidate,
    members: &[VReg],
) -> Vec<u32> {
    let [v] = members else {
        return Vec::new();
    };
    let vi = v.index();
    let info = f.vreg(*v);
    if info.class != RegClass::R
        || info.width != 1
        || info.fixed.is_some()
        || c.fixed.is_some()
        || state.no_spill.get(vi).copied().unwrap_or(true)
        || state.no_split.get(vi).copied().unwrap_or(false)
        || live.cross_block[vi]
    {
        return Vec::new();
    }
    let (defs, uses) = (&live.defs[vi], &live.uses[vi]);
    let Some(&first) = defs.iter().chain(uses).min() else {
        return Vec::new();
    };
    let block = live.numbering.block_of(first);
    if defs
        .iter()
        .chain(uses)
        .any(|&i| live.numbering.block_of(i) != block)
    {
        return Vec::new();
    }
    let mut points: Vec<u32> = uses
        .iter()
        .filter(|&&i| i > first)
        .map(|i| i.read_point())
        .collect();
    points.dedup();
    points
}

/// Splits each value before its instruction (see the module docs). `origin`, `no_spill` and
/// `no_split` are extended for the new values; both parts are marked never to be split
/// again. Returns the number of splits made.
pub fn split_ranges(
    f: &mut Function,
    splits: &[(VReg, InstIdx)],
    origin: &mut Vec<VReg>,
    no_spill: &mut Vec<bool>,
    no_split: &mut Vec<bool>,
) -> u32 {
    let numbering = InstNumbering::new(f);
    // Latest first, so earlier positions stay valid.
    let mut splits = splits.to_vec();
    splits.sort_by_key(|&(_, i)| std::cmp::Reverse(i));
    let mut made = 0;
    for (v, at) in splits {
        let Some(b) = numbering.block_of(at) else {
            continue;
        };
        let pos = (at.0 - numbering.first(b).0) as usize;
        let info = f.vreg(v).clone();
        let nv = f.new_vreg(info.class, info.width);
        origin.push(origin[v.index()]);
        no_spill.push(false);
        no_split.resize(f.vregs.len(), false);
        no_split[v.index()] = true;
        no_split[nv.index()] = true;
        let insts = &mut f.blocks[b.index()].insts;
        for inst in insts[pos..].iter_mut() {
            for op in inst.uses.iter_mut() {
                if let Operand::Reg(u) | Operand::Mem { base: Some(u), .. } = op {
                    if u.vreg == v {
                        u.vreg = nv;
                    }
                }
            }
            for d in inst.defs.iter_mut() {
                if *d == v {
                    *d = nv;
                }
            }
        }
        let mut copy = Inst::new(
            Opcode::MOV,
            "",
            vec![nv],
            vec![Operand::Reg(RegUse::whole(v))],
        );
        copy.flags = InstFlags {
            spill: true,
            ..Default::default()
        };
        copy.ptx_line = insts[pos].ptx_line;
        insts.insert(pos, copy);
        made += 1;
    }
    made
}
