//! Linear numbering of instructions and program points.
//!
//! Live ranges, pressure profiles and the allocator's interference checks all need one
//! total order over the function. Every instruction gets an index `i` in layout order (block
//! 0's instructions first); each has two program points: `2i`, where it reads its operands,
//! and `2i + 1`, where it writes its results. A value read for the last time by `i` and a
//! value written by `i` therefore never overlap (they may share a register), while a value
//! live across `i` overlaps both. Block `b` covers the half-open point range
//! `[2 * first(b), 2 * end(b))`.

use std::ops::Range;

use crate::ir::{BlockId, Function};

/// Index of an instruction in layout order across the whole function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct InstIdx(pub u32);

impl InstIdx {
    /// The index as a `usize`.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The point where the instruction reads its operands (`2i`).
    #[inline]
    pub fn read_point(self) -> u32 {
        2 * self.0
    }
    /// The point where the instruction writes its results (`2i + 1`).
    #[inline]
    pub fn write_point(self) -> u32 {
        2 * self.0 + 1
    }
}

/// Where each block's instructions start in the linear order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstNumbering {
    /// `start[b]` is the index of block `b`'s first instruction; `start[num_blocks]` is the
    /// number of instructions.
    start: Vec<u32>,
}

impl InstNumbering {
    /// Numbers the instructions of `f` in layout order.
    pub fn new(f: &Function) -> InstNumbering {
        let mut start = Vec::with_capacity(f.blocks.len() + 1);
        let mut n = 0u32;
        for b in &f.blocks {
            start.push(n);
            n += b.insts.len() as u32;
        }
        start.push(n);
        InstNumbering { start }
    }

    /// Number of instructions.
    #[inline]
    pub fn num_insts(&self) -> usize {
        self.start.last().copied().unwrap_or(0) as usize
    }

    /// Number of program points (two per instruction).
    #[inline]
    pub fn num_points(&self) -> u32 {
        2 * self.num_insts() as u32
    }

    /// Index of the first instruction of `b`.
    #[inline]
    pub fn first(&self, b: BlockId) -> InstIdx {
        InstIdx(self.start[b.index()])
    }

    /// The instruction indices of `b`.
    #[inline]
    pub fn block_insts(&self, b: BlockId) -> Range<u32> {
        self.start[b.index()]..self.start[b.index() + 1]
    }

    /// The global index of instruction `pos` of block `b`.
    #[inline]
    pub fn inst(&self, b: BlockId, pos: usize) -> InstIdx {
        InstIdx(self.start[b.index()] + pos as u32)
    }

    /// The first program point of `b` (the read point of its first instruction).
    #[inline]
    pub fn block_start_point(&self, b: BlockId) -> u32 {
        2 * self.start[b.index()]
    }

    /// One past the last program point of `b`.
    #[inline]
    pub fn block_end_point(&self, b: BlockId) -> u32 {
        2 * self.start[b.index() + 1]
    }

    /// The block holding instruction `i` (`None` when out of range).
    pub fn block_of(&self, i: InstIdx) -> Option<BlockId> {
        if i.index() >= self.num_insts() {
            return None;
        }
        // Last block starting at or before `i`; empty blocks share their start with the next
        // block and are skipped by taking the last one.
        let nb = self.start.len() - 1;
        let k = self.start[..nb].partition_point(|&s| s <= i.0);
        Some(BlockId::new(k - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FunctionKind, Inst, Opcode};

    use crate::ir::Mods;
    #[test]
    fn blocks_and_points() {
        let mut f = Function::new("t", FunctionKind::Entry);
        for n in [2, 0, 3] {
            let b = f.add_block("b");
            for _ in 0..n {
                f.blocks[b.index()]
                    .insts
                    .push(Inst::new(Opcode::NOP, Mods::NONE, vec![], vec![]));
            }
        }
        let num = InstNumbering::new(&f);
        assert_eq!(num.num_insts(), 5);
        assert_eq!(num.block_insts(BlockId(2)), 2..5);
        assert_eq!(num.block_of(InstIdx(2)), Some(BlockId(2)));
        assert_eq!(num.block_of(InstIdx(1)), Some(BlockId(0)));
        assert_eq!(num.block_of(InstIdx(5)), None);
        assert_eq!(num.block_start_point(BlockId(2)), 4);
        assert_eq!(num.block_end_point(BlockId(2)), 10);
        assert_eq!(InstIdx(3).write_point(), 7);
    }
}
