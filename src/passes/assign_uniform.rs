//! Moves warp-uniform values into the uniform register files (UR/UP) on SMs that have them.
//!
//! ptxas computes values that are the same in every lane (parameters, block indices, launch
//! geometry, arithmetic on those outside divergent control flow) on the uniform datapath, so
//! they cost no per-thread GPR. The uniformity analysis decides which values qualify; this
//! pass only re-classes them. Pre-coloured values (ABI registers, the stack pointer) stay in
//! the GPR file, as do values some instruction without a uniform form defines.

use crate::analysis::{calc_uniformity, Cfg};
use crate::ir::{Function, RegClass};
use crate::target::SmInfo;

/// Re-classes uniform values; returns how many moved.
pub fn assign_uniform(f: &mut Function, info: &SmInfo) -> usize {
    if info.uniform_registers == 0 {
        return 0;
    }
    let cfg = Cfg::new(f);
    let uniform = calc_uniformity(f, &cfg);
    let mut uniform_def = vec![true; f.vregs.len()];
    for (_, inst) in f.insts() {
        for d in &inst.defs {
            if !inst.op.has_uniform_form() || inst.guard.is_some() || inst.defs.len() > 1 {
                uniform_def[d.index()] = false;
            }
        }
    }
    let mut moved = 0;
    for (i, info) in f.vregs.iter_mut().enumerate() {
        if uniform.get(i).copied().unwrap_or(false)
            && uniform_def[i]
            && info.fixed.is_none()
            && matches!(info.class, RegClass::R | RegClass::P)
        {
            info.class = info.class.to_uniform();
            moved += 1;
        }
    }
    moved
}
