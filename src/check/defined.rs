//! The checker's own forward *maybe-defined* dataflow over original values (see
//! *Maybe-defined values* in the module documentation of `check`).

use super::cfg::Cfg;
use super::placement::Placements;
use crate::ir::{Function, Operand, VReg};

/// The value is not tracked: it is treated as maybe-defined wherever the question arises.
const UNTRACKED: u32 = u32::MAX;

/// Maybe-defined sets of the reachable blocks, over the *tracked* original values.
pub(super) struct Defined {
    /// Dense index of each original value, `UNTRACKED` for the others.
    slot: Vec<u32>,
    /// Words per set.
    words: usize,
    /// `MD_out` of each block, `words` per block (all-zero for unreachable blocks).
    out: Vec<u64>,
    /// `MD` on entry: the pinned values without a definition (ABI arguments).
    entry: Vec<u64>,
    /// Reachable predecessors of each block.
    pub preds: Vec<Vec<u32>>,
    /// Tracked values each block defines.
    defs: Vec<Vec<u32>>,
}

impl Defined {
    /// Computes the sets. `is_copy[b][i]` says whether instruction `i` of block `b` is a spill
    /// copy (which does not define); `entry_values` are the pinned values without a def.
    pub(super) fn compute(
        f: &Function,
        pl: &Placements,
        cfg: &Cfg,
        is_copy: &[Vec<bool>],
        entry_values: &[VReg],
    ) -> Defined {
        let nv = f.vregs.len();
        let nb = f.blocks.len();
        // Tracked values: those with a checked read not preceded in its block by a real,
        // unguarded def of the same value, plus the entry values. Any other read finds its
        // value defined by the preceding def on every path, and no state before that def
        // can satisfy it, so the exact maybe-defined set does not matter for them.
        let mut slot = vec![UNTRACKED; nv];
        let mut n = 0u32;
        let mut track = |v: VReg, slot: &mut Vec<u32>| {
            if let Some(s) = slot.get_mut(v.index()) {
                if *s == UNTRACKED {
                    *s = n;
                    n += 1;
                }
            }
        };
        for &v in entry_values {
            track(v, &mut slot);
        }
        let mut killed = vec![u32::MAX; nv];
        for (b, blk) in f.blocks.iter().enumerate() {
            for (i, inst) in blk.insts.iter().enumerate() {
                let copy = is_copy[b][i];
                let guard = inst.guard.map(|g| g.pred);
                // A spill copy's only checked read is the base of a shared slot address.
                let reads = guard.into_iter().chain(
                    inst.uses
                        .iter()
                        .filter(|o| !copy || matches!(o, Operand::Mem { base: Some(_), .. }))
                        .filter_map(|o| o.reg().map(|u| u.vreg)),
                );
                for u in reads {
                    let o = pl.origin(u);
                    if killed.get(o.index()) != Some(&(b as u32)) {
                        track(o, &mut slot);
                    }
                }
                if !copy && inst.guard.is_none() {
                    for &d in &inst.defs {
                        if let Some(k) = killed.get_mut(pl.origin(d).index()) {
                            *k = b as u32;
                        }
                    }
                }
            }
        }
        let words = (n as usize).div_ceil(64);

        // Tracked values each block really defines.
        let mut defs: Vec<Vec<u32>> = vec![Vec::new(); nb];
        for (b, blk) in f.blocks.iter().enumerate() {
            for (i, inst) in blk.insts.iter().enumerate() {
                if is_copy[b][i] {
                    continue;
                }
                for &d in &inst.defs {
                    let s = slot.get(pl.origin(d).index()).copied().unwrap_or(UNTRACKED);
                    if s != UNTRACKED {
                        defs[b].push(s);
                    }
                }
            }
        }
        let mut entry = vec![0u64; words];
        for &v in entry_values {
            let s = slot[v.index()] as usize;
            entry[s / 64] |= 1 << (s % 64);
        }

        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); nb];
        for &b in &cfg.rpo {
            for &s in &cfg.succs[b as usize] {
                preds[s as usize].push(b);
            }
        }

        let mut d = Defined {
            slot,
            words,
            out: vec![0; nb * words],
            entry,
            preds,
            defs,
        };
        if words == 0 {
            return d;
        }
        let mut tmp = vec![0u64; words];
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &cfg.rpo {
                let b = b as usize;
                d.in_of(b, &mut tmp);
                d.add_defs(b, &mut tmp);
                let out = &mut d.out[b * words..(b + 1) * words];
                if out != tmp.as_slice() {
                    out.copy_from_slice(&tmp);
                    changed = true;
                }
            }
        }
        d
    }

    /// Words per set.
    pub(super) fn words(&self) -> usize {
        self.words
    }

    /// The set `MD_out(b)`.
    pub(super) fn out(&self, b: usize) -> &[u64] {
        &self.out[b * self.words..(b + 1) * self.words]
    }

    /// The set on entry to the function.
    pub(super) fn entry(&self) -> &[u64] {
        &self.entry
    }

    /// Writes `MD_in(b)` (of a reachable block) into `set`.
    pub(super) fn in_of(&self, b: usize, set: &mut [u64]) {
        if b == 0 {
            set.copy_from_slice(&self.entry);
        } else {
            set.fill(0);
        }
        for &p in &self.preds[b] {
            for (w, o) in set.iter_mut().zip(self.out(p as usize)) {
                *w |= o;
            }
        }
    }

    /// Adds the tracked values block `b` defines to `set`.
    pub(super) fn add_defs(&self, b: usize, set: &mut [u64]) {
        for &s in &self.defs[b] {
            set[s as usize / 64] |= 1 << (s % 64);
        }
    }

    /// Whether `v` is in `set`; untracked values always are.
    #[inline]
    pub(super) fn has(&self, set: &[u64], v: VReg) -> bool {
        match self.slot.get(v.index()) {
            Some(&s) if s != UNTRACKED => set[s as usize / 64] & (1 << (s % 64)) != 0,
            _ => true,
        }
    }

    /// Adds `v` to `set` (if tracked).
    #[inline]
    pub(super) fn add(&self, set: &mut [u64], v: VReg) {
        if let Some(&s) = self.slot.get(v.index()) {
            if s != UNTRACKED {
                set[s as usize / 64] |= 1 << (s % 64);
            }
        }
    }
}
