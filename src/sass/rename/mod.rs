//! From ptxas's physical registers to values: the machine IR of a function as ptxas wrote it.
//!
//! ```text
//! lifted instructions ─► blocks (labels, branches) ─► reaching definitions per register
//!   ─► webs (definitions that reach a common read) ─► groups (webs read or written together
//!   as one tuple) ─► one value per group, placed where ptxas placed it
//! ```
//!
//! A register ptxas reuses for unrelated data becomes several values; a register pair
//! built by two 32-bit writes (`IADD3 R2, P0, ...` then `IADD3.X R3, ...`) and read as one
//! address becomes one pair value. The IR's definitions write whole values, so a write of
//! part of a tuple defines the whole value and reads the parts it keeps (they stay live
//! through it, as they do in the hardware registers).
//!
//! A guarded write keeps what the register held where its guard is false, with two
//! exceptions ptxas relies on within a block (until the predicate is written again): a read
//! under the same guard sees the guarded write alone, and a write under the opposite guard
//! completes it (`@!P0 FMUL R9` then `@P0 MOV R9` replace R9 on every path). Taking the
//! guards at their word would join unrelated values through R9, or make a subroutine read
//! a register it only reads after writing it.
//!
//! ptxas's internal subroutines (the slow paths of division and square root, called with
//! `CALL.REL.NOINC` and ending in `RET`) use fixed registers: they are not renamed, and each
//! call reads the registers the subroutine reads on entry (those the caller wrote) and
//! writes, in place, every register the subroutine may write. Calls of another function of
//! the listing use that function's registers the same way. A device function's incoming registers are defined at its entry,
//! fixed where ptxas had them; `R1`, the stack pointer, is fixed too.

mod blocks;
mod emit;
mod groups;
mod guards;
#[cfg(test)]
mod tests;
mod webs;

use rustc_hash::{FxHashMap, FxHashSet};

use super::ast::SassFunction;
use crate::ir::{Function, PhysReg};
pub use blocks::{function_summaries, Summary, Unit};
use blocks::{subroutine_summaries, Blocks};
use groups::Groups;
use webs::Renamer;

/// A function renamed: the machine IR and where ptxas put each value.
#[derive(Clone, Debug)]
pub struct Renamed {
    /// The code, in ptxas's order, over values.
    pub func: Function,
    /// ptxas's register for every value (the first of a tuple).
    pub ptxas: Vec<PhysReg>,
}

/// Why a function's code cannot be made into machine IR.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct RenameError {
    /// Line of the listing.
    pub line: u32,
    /// What went wrong.
    pub message: String,
}

/// Renames function `f` of a listing whose functions are summarised in `functions`.
pub fn rename(
    f: &SassFunction,
    functions: &FxHashMap<String, Summary>,
) -> Result<Renamed, RenameError> {
    let blocks = Blocks::of(f);
    let mut callees = functions.clone();
    callees.extend(subroutine_summaries(&blocks, functions));
    let reach = blocks.reachable(0);
    let order: Vec<usize> = (0..blocks.insts.len()).filter(|&b| reach[b]).collect();
    let mut r = Renamer::new(&blocks, &callees, order);
    r.reaching_definitions();
    // The web of every register operand, in the order the code is walked.
    let walk = r.walk_operands();
    // Tuples group webs; one value per group. A group that would take a register another
    // value holds (a tuple ptxas builds piece by piece over a register still in use) is not
    // made from reads: those reads get a PACK instead.
    let mut groups = Groups::of(&mut r.webs, &walk, &FxHashSet::default())?;
    // A write of part of a value keeps the rest of its registers, whatever reached them: a
    // definition of another value reaching a kept register on some path (a subroutine's
    // result, say) is the same register's content, so joins that web.
    if groups.join_kept(&mut r.webs, &walk) {
        groups = Groups::of(&mut r.webs, &walk, &FxHashSet::default())?;
    }
    let crowded = groups.crowded_webs(&mut r.webs, &walk);
    if !crowded.is_empty() {
        groups = Groups::of(&mut r.webs, &walk, &crowded)?;
    }
    r.emit(f, &walk, &groups)
}
