//! Early exits: a conditional branch to a block that only ends the thread is that exit,
//! guarded. ptxas 13.5 writes `if (i >= n) return; …` as `ISETP.GE.AND P0, …` then
//! `@P0 EXIT` and the rest unguarded, followed by its own `EXIT` (`tiny_guarded_store` of
//! `kernels/`, sm_80: 12 instructions, two `EXIT`s; a device function's early return is
//! `@P0 RET.REL.NODEC R2`; `tests/golden/lower/guarded_exits.ptx`), so the code after the
//! test is neither branched around nor predicated. The pass runs before if-conversion,
//! which would otherwise predicate that code.

use crate::analysis::uniformity::only_exits;
use crate::ir::{BlockId, Function, Opcode, Operand};

/// Turns branches to exit-only blocks into guarded exits; returns how many.
pub fn opt_guarded_exits(f: &mut Function) -> usize {
    let mut turned = 0;
    for b in 0..f.blocks.len() {
        let Some(last) = f.blocks[b].insts.last() else {
            continue;
        };
        let target = match (last.op, last.guard, last.uses.as_slice()) {
            (Opcode::BRA, Some(_), [Operand::Block(t)]) => *t,
            _ => continue,
        };
        if target == BlockId::new(b + 1) || !only_exits(f, target) {
            continue;
        }
        // The exit block's own exit, under the branch's guard.
        let Some(exit) = f.blocks[target.index()]
            .insts
            .iter()
            .find(|i| i.op.info().exits)
            .cloned()
        else {
            continue;
        };
        if let Some(branch) = f.blocks[b].insts.last_mut() {
            let (guard, line) = (branch.guard, branch.ptx_line);
            *branch = exit;
            branch.guard = guard;
            branch.ptx_line = line;
            turned += 1;
        }
    }
    turned
}
