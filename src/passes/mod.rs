//! Machine-IR passes that run between lowering and allocation (the ones ptxas runs too,
//! where they change register pressure), and the clean-up after it. One pass per file, each
//! named by its verb.

mod assign_uniform;
mod hold_memory_descriptor;
mod if_convert;
mod insert_convergence_barriers;
mod legalize_operands;
mod lower_divergent_shfl;
mod opt_cse;
mod opt_dce;
mod opt_fold_offsets;
mod opt_fold_predicate_logic;
mod opt_forward_copies;
mod opt_fuse_multiply_add;
mod opt_fuse_three_input;
mod opt_fuse_wide_address;
mod opt_guarded_exits;
mod opt_hoist_invariants;
mod opt_identity_moves;
mod opt_merge_blocks;
mod opt_merge_loads;
mod opt_narrow_addresses;
mod opt_pair_half_ops;
mod opt_promote_locals;
mod opt_unpair_add_sources;
mod opt_unroll_loops;
mod promote_uniform_loads;
mod sched_pre_ra;

pub use assign_uniform::{assign_uniform, assign_uniform_with};
pub use hold_memory_descriptor::hold_memory_descriptor;
pub use if_convert::{if_convert, IfConvertOptions};
pub use insert_convergence_barriers::insert_convergence_barriers;
pub use legalize_operands::legalize_operands;
pub use lower_divergent_shfl::lower_divergent_shfl;
pub use opt_cse::opt_cse;
pub use opt_dce::{opt_dce, remove_unread};
pub use opt_fold_offsets::opt_fold_offsets;
pub use opt_fold_predicate_logic::opt_fold_predicate_logic;
pub use opt_forward_copies::opt_forward_copies;
pub use opt_fuse_multiply_add::opt_fuse_multiply_add;
pub use opt_fuse_three_input::opt_fuse_three_input;
pub use opt_fuse_wide_address::opt_fuse_wide_address;
pub use opt_guarded_exits::opt_guarded_exits;
pub use opt_hoist_invariants::opt_hoist_invariants;
pub use opt_identity_moves::opt_identity_moves;
pub use opt_merge_blocks::opt_merge_blocks;
pub use opt_merge_loads::opt_merge_loads;
pub use opt_narrow_addresses::opt_narrow_addresses;
pub use opt_pair_half_ops::opt_pair_half_ops;
pub use opt_promote_locals::opt_promote_locals;
pub use opt_unpair_add_sources::opt_unpair_add_sources;
pub use opt_unroll_loops::{opt_unroll_loops, UnrollOptions};
pub use promote_uniform_loads::{may_promote_uniform_loads, promote_uniform_loads};
pub use sched_pre_ra::{sched_pre_ra, SchedOptions, Scheduler};

/// Drops the blocks marked `dead` and renumbers branch targets. No branch may name a dropped
/// block: the passes that call this have moved each one's code into the block that
/// reached it.
fn remove_blocks(f: &mut crate::ir::Function, dead: &[bool]) {
    if !dead.contains(&true) {
        return;
    }
    let mut new_index = vec![0usize; dead.len()];
    let mut k = 0;
    for (b, &d) in dead.iter().enumerate() {
        new_index[b] = k;
        if !d {
            k += 1;
        }
    }
    let blocks = std::mem::take(&mut f.blocks);
    f.blocks = blocks
        .into_iter()
        .zip(dead)
        .filter(|(_, &d)| !d)
        .map(|(b, _)| b)
        .collect();
    for blk in &mut f.blocks {
        for inst in &mut blk.insts {
            for o in &mut inst.uses {
                if let crate::ir::Operand::Block(t) = o {
                    *t = crate::ir::BlockId::new(new_index[t.index()]);
                }
            }
        }
    }
}

/// Whether the register sources of `insts[from]` still hold the values it read when
/// `insts[at]` (later in the block) runs: no instruction in between writes one of them.
/// A pass that moves a computation from `from` to `at` asks this first.
fn sources_hold(insts: &[crate::ir::Inst], from: usize, at: usize) -> bool {
    let sources: Vec<crate::ir::VReg> = insts[from].reg_uses().map(|u| u.vreg).collect();
    !insts[from + 1..at]
        .iter()
        .any(|i| i.defs.iter().any(|d| sources.contains(d)))
}

/// Removes the instructions marked in `gone` (one flag per instruction) from `insts`.
fn remove_marked(insts: &mut Vec<crate::ir::Inst>, gone: &[bool]) {
    let positions: Vec<usize> = (0..gone.len()).filter(|&k| gone[k]).collect();
    remove_positions(insts, &positions);
}

/// Removes the instructions at `positions` (sorted, each once) from `insts`, keeping the
/// order of the rest; nothing moves when `positions` is empty.
fn remove_positions(insts: &mut Vec<crate::ir::Inst>, positions: &[usize]) {
    if positions.is_empty() {
        return;
    }
    let mut k = 0;
    insts.retain(|_| {
        let keep = positions.binary_search(&k).is_err();
        k += 1;
        keep
    });
}

/// `insts` with each of `before` (position, instruction) put just before the instruction at
/// that position, in the order given; `before` is left empty. Passes that edit instructions
/// in place and add a few copies rebuild a block only when it has some.
fn insert_before(
    insts: Vec<crate::ir::Inst>,
    before: &mut Vec<(usize, crate::ir::Inst)>,
) -> Vec<crate::ir::Inst> {
    if before.is_empty() {
        return insts;
    }
    let mut out = Vec::with_capacity(insts.len() + before.len());
    let mut pending = before.drain(..).peekable();
    for (at, inst) in insts.into_iter().enumerate() {
        while let Some((_, copy)) = pending.next_if(|(k, _)| *k == at) {
            out.push(copy);
        }
        out.push(inst);
    }
    out
}
