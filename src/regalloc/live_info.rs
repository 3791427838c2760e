//! What the allocator needs from the analyses, computed in one place per allocation round:
//! live segments in program-point space and frequency-weighted reference counts (the raw
//! material of the spill cost model).

use crate::analysis::{
    calc_block_frequency, calc_live_ranges, Cfg, DomTree, LiveRange, Liveness, LoopForest,
};
use crate::ir::Function;

/// Per-value liveness facts for one version of the code.
pub struct LiveRanges {
    /// Live segments per value (empty for values no longer referenced).
    pub segments: Vec<Vec<(u32, u32)>>,
    /// Σ over definitions and uses of the frequency of their block.
    pub weighted_refs: Vec<f64>,
    /// Number of program points (two per instruction).
    pub points: usize,
}

impl LiveRanges {
    /// Analyses `f` with `iters` assumed iterations per loop level.
    pub fn compute(f: &Function, iters: f64) -> LiveRanges {
        let cfg = Cfg::new(f);
        let dom = DomTree::new(&cfg);
        let loops = LoopForest::new(&cfg, &dom);
        let freq = calc_block_frequency(&cfg, &loops, iters);
        let live = Liveness::compute(f, &cfg);
        let numbering = live.numbering();
        let ranges: Vec<LiveRange> = calc_live_ranges(f, &live);
        let weight = |i| numbering.block_of(i).map_or(1.0, |b| freq[b.index()]);
        let weighted_refs = ranges
            .iter()
            .map(|r| r.defs.iter().chain(&r.uses).map(|&i| weight(i)).sum())
            .collect();
        LiveRanges {
            segments: ranges.into_iter().map(|r| r.segments).collect(),
            weighted_refs,
            points: numbering.num_points() as usize,
        }
    }
}
