//! A tiny CFG of our own (successors and reverse post-order), so the checker depends on
//! nothing but the IR.

use super::{inst_ref, CheckErrorKind, Reporter};
use crate::ir::{BlockId, Function};

/// Successor lists and a reverse post-order of the reachable blocks.
pub(super) struct Cfg {
    /// Successors of each block (missing targets dropped and reported).
    pub succs: Vec<Vec<u32>>,
    /// Reachable blocks in reverse post-order from block 0.
    pub rpo: Vec<u32>,
    /// Position of each block in `rpo`, `u32::MAX` when unreachable.
    pub rpo_index: Vec<u32>,
}

/// Builds the CFG from [`Function::successors`], reporting branches to missing blocks.
pub(super) fn build_cfg(f: &Function, rep: &mut Reporter) -> Cfg {
    let n = f.blocks.len();
    let mut succs = Vec::with_capacity(n);
    for b in 0..n {
        let mut list = Vec::new();
        for s in f.successors(BlockId::new(b)) {
            if s.index() < n {
                list.push(s.0);
            } else {
                let at = f.blocks[b]
                    .insts
                    .iter()
                    .position(|i| i.targets().any(|t| t == s))
                    .map(|i| inst_ref(f, b, i));
                rep.push(at, CheckErrorKind::BadBranchTarget(s));
            }
        }
        succs.push(list);
    }

    // Iterative DFS post-order from the entry.
    let mut post = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack: Vec<(u32, usize)> = Vec::new();
    if n > 0 {
        seen[0] = true;
        stack.push((0, 0));
    }
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if let Some(&s) = succs[b as usize].get(next) {
            top.1 += 1;
            if !seen[s as usize] {
                seen[s as usize] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    let mut rpo_index = vec![u32::MAX; n];
    for (i, &b) in post.iter().enumerate() {
        rpo_index[b as usize] = i as u32;
    }
    Cfg {
        succs,
        rpo: post,
        rpo_index,
    }
}
