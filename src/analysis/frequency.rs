//! Static block frequency estimates for spill-cost weighting.
//!
//! ptxas weights spill costs by an estimate of how often each block runs, derived from loop
//! nesting and its knob `RegAllocEstimatedLoopIterations` (knob 623 in the allocator
//! architecture seed). We model the same: a block at loop depth `d` runs `iters^d` times per
//! kernel invocation. The default of 10 iterations per loop is the conventional static
//! estimate (LLVM's and most textbook spill heuristics use 10 as well); the knob lets callers
//! change it.
//!
//! Unreachable blocks get frequency 0 (they never run). Frequencies are capped at
//! [`MAX_FREQUENCY`] so that deep nests cannot overflow to infinity, which would make every
//! cost comparison among them a tie or a NaN after subtraction.

use super::cfg::Cfg;
use super::loops::LoopForest;

/// Iterations assumed per loop when the knob is not given.
pub const DEFAULT_LOOP_ITERATIONS: f64 = 10.0;

/// Upper bound of any block frequency: far above any realistic estimate (10 iterations at
/// depth 30), yet leaving room to sum a million weighted uses without reaching infinity.
pub const MAX_FREQUENCY: f64 = 1e30;

/// Estimated executions of each block, `iters^depth`, capped at [`MAX_FREQUENCY`].
///
/// `iters` below 1 or not finite is replaced by 1 (a loop runs at least once per entry, and a
/// NaN knob must not poison every cost).
pub fn calc_block_frequency(cfg: &Cfg, loops: &LoopForest, iters: f64) -> Vec<f64> {
    let iters = if iters.is_finite() && iters >= 1.0 {
        iters
    } else {
        1.0
    };
    (0..cfg.num_blocks())
        .map(|b| {
            let b = crate::ir::BlockId::new(b);
            if !cfg.is_reachable(b) {
                return 0.0;
            }
            let d = loops.depth(b).min(i32::MAX as u32) as i32;
            iters.powi(d).min(MAX_FREQUENCY)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::dominators::DomTree;
    use crate::ir::BlockId;

    #[test]
    fn nested_loop_frequencies() {
        let ids = |v: &[usize]| v.iter().map(|&b| BlockId::new(b)).collect::<Vec<_>>();
        // 0 -> 1; 1 -> 2; 2 -> 3; 3 -> 2, 4; 4 -> 1, 5; 5 exit; 6 unreachable
        let cfg = Cfg::from_succs(vec![
            ids(&[1]),
            ids(&[2]),
            ids(&[3]),
            ids(&[2, 4]),
            ids(&[1, 5]),
            vec![],
            vec![],
        ]);
        let loops = LoopForest::new(&cfg, &DomTree::new(&cfg));
        let f = calc_block_frequency(&cfg, &loops, DEFAULT_LOOP_ITERATIONS);
        assert_eq!(f, vec![1.0, 10.0, 100.0, 100.0, 10.0, 1.0, 0.0]);
        let g = calc_block_frequency(&cfg, &loops, f64::NAN);
        assert_eq!(g[2], 1.0);
        let h = calc_block_frequency(&cfg, &loops, 1e300);
        assert_eq!(h[2], MAX_FREQUENCY);
    }
}
