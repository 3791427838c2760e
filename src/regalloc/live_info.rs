//! What the allocator needs from the analyses, computed in one place per version of the code:
//! live segments in program-point space, the instructions defining and reading each value,
//! and block frequencies (the raw material of coalescing, the spill cost model and
//! rematerialisation).

use crate::analysis::rows::Rows;
use crate::analysis::{
    calc_block_frequency, calc_live_rows, Cfg, DomTree, InstIdx, InstNumbering, LiveRows, Liveness,
    LoopForest,
};
use crate::ir::{BlockId, Function};

/// Per-value liveness facts for one version of the code.
pub struct LiveRanges {
    /// Live segments per value (empty for values no longer referenced).
    pub segments: Rows<(u32, u32)>,
    /// Instructions defining each value, in layout order.
    pub defs: Rows<InstIdx>,
    /// Instructions reading each value, in layout order.
    pub uses: Rows<InstIdx>,
    /// Σ over definitions and uses of the frequency of their block.
    pub weighted_refs: Vec<f64>,
    /// Frequency of each block (`RegAllocEstimatedLoopIterations` per loop level).
    pub block_freq: Vec<f64>,
    /// Instruction numbering of the code analysed.
    pub numbering: InstNumbering,
    /// Number of program points (two per instruction).
    pub points: usize,
    /// Whether each value is live across a block boundary (live into or out of a block).
    pub cross_block: Vec<bool>,
    /// Control-flow graph of the code analysed (region splitting looks for preheaders).
    pub cfg: Cfg,
    /// Its dominator tree.
    pub dom: DomTree,
    /// Its natural loops (the regions a value may be split around).
    pub loops: LoopForest,
}

impl LiveRanges {
    /// Analyses `f` with `iters` assumed iterations per loop level.
    pub fn compute(f: &Function, iters: f64) -> LiveRanges {
        let cfg = Cfg::new(f);
        let live = Liveness::compute(f, &cfg);
        LiveRanges::with_cfg(f, iters, live, cfg)
    }

    /// Analyses `f` from its already computed liveness.
    pub fn from_liveness(f: &Function, iters: f64, live: Liveness) -> LiveRanges {
        LiveRanges::with_cfg(f, iters, live, Cfg::new(f))
    }

    /// Analyses `f` from its liveness and its control-flow graph (built once per round:
    /// finding a block's successors reads every instruction of it).
    fn with_cfg(f: &Function, iters: f64, live: Liveness, cfg: Cfg) -> LiveRanges {
        let dom = DomTree::new(&cfg);
        let loops = LoopForest::new(&cfg, &dom);
        let block_freq = calc_block_frequency(&cfg, &loops, iters);
        let numbering = live.numbering().clone();
        let mut cross_block = vec![false; f.vregs.len()];
        for v in live.cross_block_values() {
            if let Some(c) = cross_block.get_mut(v.index()) {
                *c = true;
            }
        }
        let LiveRows {
            segments,
            defs,
            uses,
        } = calc_live_rows(f, &live);
        // The frequency of each instruction's block, looked up by index (a search of the
        // block starts per reference cost more than the sums).
        let inst_freq: Vec<f64> = f
            .blocks
            .iter()
            .zip(&block_freq)
            .flat_map(|(b, &freq)| std::iter::repeat_n(freq, b.insts.len()))
            .collect();
        let weight = |i: &InstIdx| inst_freq.get(i.index()).copied().unwrap_or(1.0);
        let weighted_refs = (0..f.vregs.len())
            .map(|v| defs[v].iter().chain(&uses[v]).map(weight).sum())
            .collect();
        LiveRanges {
            segments,
            defs,
            uses,
            weighted_refs,
            block_freq,
            points: numbering.num_points() as usize,
            numbering,
            cross_block,
            cfg,
            dom,
            loops,
        }
    }

    /// Frequency of the block holding instruction `i`.
    pub fn freq_of(&self, i: InstIdx) -> f64 {
        self.numbering
            .block_of(i)
            .map_or(1.0, |b: BlockId| self.block_freq[b.index()])
    }
}
