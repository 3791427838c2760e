//! The fat-point assignment core for one register class.
//!
//! ptxas's allocator is not a graph colourer (`ptxas-allocator-architecture.txt`): it walks
//! the virtual registers in a fixed priority order and, for each, fills two per-physical-
//! register arrays — a *primary* interference count and a *secondary* tie-break cost — then
//! takes the slot with the lowest primary count, breaking ties on the secondary cost. Slots
//! whose count exceeds `RegAllocThresholdForDiscardConflicts` are discarded without further
//! look. A slot at or beyond the class budget means the value needs a spill.
//!
//! Our rendering of that design:
//! * primary[s] = number of already-assigned values (and clobber points) whose live ranges
//!   overlap this value's on register `s` (any register of the tuple). Only a zero count is a
//!   legal assignment; the threshold bounds how many conflicts we bother counting per slot
//!   (a speed knob, as in ptxas).
//! * secondary[s] = a preference cost: a strong bonus for the register a copy-related value
//!   already sits in (coalescing), then the register index itself, so that the lowest legal
//!   register wins — ptxas's habit that makes "highest index + 3" track peak pressure.
//! * tuples (64-bit pairs, quads) only start at multiples of their width and take all their
//!   registers; pre-coloured values (R1, ABI registers) are placed first at their register.

use std::collections::BTreeMap;

use crate::ir::VReg;

/// One value to place: its live segments in program-point space, width and constraints.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The value.
    pub vreg: VReg,
    /// Sorted, disjoint half-open `[start, end)` segments.
    pub segments: Vec<(u32, u32)>,
    /// Registers in the tuple (1, 2 or 4).
    pub width: u8,
    /// Required register, if pre-coloured.
    pub fixed: Option<u16>,
    /// Registers of already-placed copy partners (preferred slots).
    pub hints: Vec<u16>,
}

/// Occupancy of each physical register of the class: live segments of the values in it.
pub struct RegFile {
    /// Per register: segment start → (end, value). Segments of one register never overlap:
    /// only values that do not interfere share a register.
    slots: Vec<BTreeMap<u32, (u32, u32)>>,
    /// Registers no unconstrained value may take (R1, the stack pointer).
    reserved: Vec<bool>,
}

impl RegFile {
    /// An empty file of `n` registers.
    pub fn new(n: usize) -> RegFile {
        RegFile {
            slots: (0..n).map(|_| BTreeMap::new()).collect(),
            reserved: vec![false; n],
        }
    }

    /// Keeps every unconstrained value off register `r`.
    pub fn reserve(&mut self, r: usize) {
        if let Some(x) = self.reserved.get_mut(r) {
            *x = true;
        }
    }

    /// Number of registers.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether the file has no registers.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Marks `[start, end)` of register `r` as taken by value `owner` (`u32::MAX` for a
    /// clobber).
    pub fn occupy(&mut self, r: usize, start: u32, end: u32, owner: u32) {
        if let Some(slot) = self.slots.get_mut(r) {
            slot.insert(start, (end, owner));
        }
    }

    /// Counts segments of register `r` overlapping `segs`, stopping past `limit`.
    pub fn conflicts(&self, r: usize, segs: &[(u32, u32)], limit: u32) -> u32 {
        let Some(slot) = self.slots.get(r) else {
            return u32::MAX;
        };
        if self.reserved[r] {
            return u32::MAX;
        }
        if slot.is_empty() {
            return 0;
        }
        let mut n = 0;
        for &(s, e) in segs {
            // Segments starting before `e` and ending after `s` overlap.
            for (_, &(end, _)) in slot.range(..e).rev() {
                if end <= s {
                    // Segments are disjoint per register, so earlier ones end earlier still.
                    break;
                }
                n += 1;
                if n > limit {
                    return n;
                }
            }
        }
        n
    }
}

/// The outcome of placing one class.
pub struct ClassAssignment {
    /// Register per candidate (same order as the input), `None` when no legal register below
    /// the budget existed (the value needs a spill).
    pub regs: Vec<Option<u16>>,
    /// Registers the assignment would have needed: highest register touched + 1, counting the
    /// registers the unplaced values would take beyond the budget.
    pub needed: u32,
}

/// Assigns registers to `cands` in order within `budget` registers, given registers already
/// occupied in `file` (clobbers, reserved ranges).
pub fn assign_class(
    cands: &[Candidate],
    file: &mut RegFile,
    budget: usize,
    threshold: u32,
) -> ClassAssignment {
    let mut regs: Vec<Option<u16>> = vec![None; cands.len()];
    let mut needed = 0u32;
    // Pre-coloured values first: their registers are not negotiable.
    let order = cands
        .iter()
        .enumerate()
        .filter(|(_, c)| c.fixed.is_some())
        .chain(cands.iter().enumerate().filter(|(_, c)| c.fixed.is_none()));
    for (k, c) in order {
        let w = c.width.max(1) as usize;
        let chosen = match c.fixed {
            Some(r) => Some(r as usize),
            None => pick_slot(c, file, budget, threshold, w),
        };
        match chosen {
            Some(r) => {
                for i in 0..w {
                    for &(s, e) in &c.segments {
                        file.occupy(r + i, s, e, c.vreg.0);
                    }
                }
                regs[k] = Some(r as u16);
                needed = needed.max((r + w) as u32);
            }
            None => {
                // What it would take: the first legal slot beyond the budget.
                let beyond = (budget.next_multiple_of(w)..file.len())
                    .step_by(w)
                    .find(|&s| (0..w).all(|i| file.conflicts(s + i, &c.segments, 0) == 0))
                    .unwrap_or(file.len());
                needed = needed.max((beyond + w) as u32);
            }
        }
    }
    ClassAssignment { regs, needed }
}

/// The fat-point choice for one value: lowest primary count (must be zero), then lowest
/// secondary cost.
fn pick_slot(
    c: &Candidate,
    file: &RegFile,
    budget: usize,
    threshold: u32,
    w: usize,
) -> Option<usize> {
    let limit = budget.min(file.len());
    let mut best: Option<(u32, i64, usize)> = None;
    let mut s = 0;
    while s + w <= limit {
        let mut primary = 0u32;
        for i in 0..w {
            primary = primary.saturating_add(file.conflicts(s + i, &c.segments, threshold));
            if primary > threshold {
                break;
            }
        }
        if primary == 0 {
            let secondary = if c.hints.contains(&(s as u16)) {
                -1_000_000
            } else {
                s as i64
            };
            if best.is_none_or(|(p, sc, _)| (primary, secondary) < (p, sc)) {
                best = Some((primary, secondary, s));
            }
            // Without hints the lowest legal slot is final: costs only grow with the index.
            if c.hints.is_empty() {
                break;
            }
        }
        s += w;
    }
    best.map(|(_, _, s)| s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cand(v: u32, segs: &[(u32, u32)], width: u8) -> Candidate {
        Candidate {
            vreg: VReg(v),
            segments: segs.to_vec(),
            width,
            fixed: None,
            hints: vec![],
        }
    }

    #[test]
    fn disjoint_values_share_the_lowest_register() {
        let cands = [cand(0, &[(1, 4)], 1), cand(1, &[(5, 8)], 1)];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 8, 50);
        assert_eq!(a.regs, vec![Some(0), Some(0)]);
        assert_eq!(a.needed, 1);
    }

    #[test]
    fn overlapping_values_take_consecutive_registers() {
        let cands = [
            cand(0, &[(1, 6)], 1),
            cand(1, &[(3, 8)], 1),
            cand(2, &[(5, 9)], 1),
        ];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 8, 50);
        assert_eq!(a.regs, vec![Some(0), Some(1), Some(2)]);
    }

    #[test]
    fn pairs_are_aligned() {
        let cands = [cand(0, &[(1, 9)], 1), cand(1, &[(2, 8)], 2)];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 8, 50);
        // R0 is taken, so the pair cannot start at R1: it starts at R2.
        assert_eq!(a.regs, vec![Some(0), Some(2)]);
        assert_eq!(a.needed, 4);
    }

    #[test]
    fn fixed_values_are_placed_first_and_others_avoid_them() {
        let mut f = cand(1, &[(0, 10)], 1);
        f.fixed = Some(0);
        let cands = [cand(0, &[(1, 5)], 1), f];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 8, 50);
        assert_eq!(a.regs, vec![Some(1), Some(0)]);
    }

    #[test]
    fn over_budget_reports_what_was_needed() {
        let cands = [
            cand(0, &[(1, 9)], 1),
            cand(1, &[(2, 9)], 1),
            cand(2, &[(3, 9)], 1),
        ];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 2, 50);
        assert_eq!(a.regs, vec![Some(0), Some(1), None]);
        assert_eq!(a.needed, 3);
    }

    #[test]
    fn hints_win_over_lower_registers() {
        let mut c = cand(1, &[(5, 8)], 1);
        c.hints = vec![3];
        let cands = [cand(0, &[(1, 4)], 1), c];
        let mut file = RegFile::new(8);
        let a = assign_class(&cands, &mut file, 8, 50);
        assert_eq!(a.regs, vec![Some(0), Some(3)]);
    }
}
