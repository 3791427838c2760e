//! The code being allocated and everything spilling has done to it, and the one way the
//! round loop changes it: a [`Step`] — values demoted from the uniform file, live ranges
//! split, or values recomputed and spilled — after which the whole function is analysed and
//! every class assigned again.

use std::borrow::Cow;

use super::live_info::LiveRanges;
use super::remat::{remat_candidates, remat_values};
use super::spill_lmem::{spill_values, SlotPool, SpillHome};
use super::split_ranges::{split_around_regions, split_ranges, Region};
use super::{AllocOptions, AllocStats, Allocation, SpillAction, SpillDecision, SpillReason};
use crate::analysis::InstIdx;
use crate::ir::{Function, PhysReg, RegClass, VReg};

/// The code being allocated and everything spilling has done to it; the fat-point retries
/// snapshot it so the fallback can restore the best attempt.
#[derive(Clone)]
pub(super) struct Program<'f> {
    /// The code, borrowed from the caller until spill or split code is first inserted: most
    /// functions allocate without, and a huge kernel's code is the largest thing in memory.
    pub func: Cow<'f, Function>,
    /// The original value each value carries.
    pub origin: Vec<VReg>,
    /// Values created by spilling (never picked again).
    pub no_spill: Vec<bool>,
    /// Values created by (or already cut by) a live-range split, never split again.
    pub no_split: Vec<bool>,
    homes: Vec<Option<SpillHome>>,
    pub pool: SlotPool,
    pub stats: AllocStats,
    /// Σ over inserted spill instructions of base weight × block frequency.
    pub spill_cost: f64,
    /// Why each value left the registers.
    pub decisions: Vec<SpillDecision>,
}

/// What a round that did not fit a class does to the code before the next round.
pub(super) enum Step {
    /// Uniform values that do not fit move to the per-thread file, and with them the uniform
    /// computations reading them (a uniform instruction cannot read R), as ptxas does.
    Demote(Vec<VReg>),
    /// Live-range splits chosen by the assignment instead of spills.
    Split {
        /// `(value, instruction)`: copy the value before the instruction and let the copy
        /// serve the rest of the block.
        local: Vec<(VReg, InstIdx)>,
        /// Copy the value in a loop's preheader and let the copy serve the reads inside.
        regions: Vec<(VReg, Region)>,
    },
    /// Values leaving the registers: recomputed where `remat` says they can be, spilled
    /// otherwise.
    Spill {
        /// The values.
        victims: Vec<VReg>,
        /// Why (recorded for `explain`).
        reason: SpillReason,
        /// Per value: whether it can be recomputed at its reads.
        remat: Vec<bool>,
        /// The live ranges of an earlier version of the code the fat-point fallback went
        /// back to; `None`: the round's own.
        restored: Option<Box<LiveRanges>>,
    },
}

impl<'f> Program<'f> {
    /// `f` before any spill code, its spill slots after the function's own local memory.
    pub fn new(f: &'f Function, opts: &AllocOptions) -> Program<'f> {
        Program {
            func: Cow::Borrowed(f),
            origin: (0..f.vregs.len()).map(VReg::new).collect(),
            no_spill: never_read(f),
            no_split: vec![false; f.vregs.len()],
            homes: Vec::new(),
            pool: SlotPool {
                base: f
                    .local_bytes
                    .checked_next_multiple_of(4)
                    .unwrap_or(u32::MAX)
                    .saturating_add(opts.frame_base),
                shared_capacity: opts.smem_spill_slots,
                ..SlotPool::default()
            },
            stats: AllocStats::default(),
            spill_cost: 0.0,
            decisions: Vec::new(),
        }
    }

    /// Rewrites the code as `step` says; `live` is the round's analysis.
    pub fn apply(&mut self, step: Step, live: &LiveRanges, opts: &AllocOptions, reuse: usize) {
        match step {
            Step::Demote(values) => {
                let moved = crate::ir::encoding::move_to_per_thread(self.func.to_mut(), &values);
                self.stats.demoted_uniform += moved as u32;
            }
            Step::Split { local, regions } => {
                // Local splits first: they address instructions of the current code; region
                // splits address blocks, which the local copies do not change.
                self.stats.splits += split_ranges(
                    self.func.to_mut(),
                    &local,
                    &mut self.origin,
                    &mut self.no_spill,
                    &mut self.no_split,
                );
                self.stats.region_splits += split_around_regions(
                    self.func.to_mut(),
                    &regions,
                    &mut self.origin,
                    &mut self.no_spill,
                    &mut self.no_split,
                );
            }
            Step::Spill {
                victims,
                reason,
                remat,
                restored,
            } => {
                let live = restored.as_deref().unwrap_or(live);
                let settings = &opts.settings;
                let weight = settings.spill_base_weight;
                self.record_decisions(
                    &victims,
                    live,
                    &remat,
                    weight,
                    settings.loop_iterations,
                    reason,
                );
                self.spill(&victims, live, &remat, weight, reuse);
            }
        }
    }

    /// The allocation: the code as it now is, with `regs` for its values.
    pub fn finish(self, regs: Vec<Option<PhysReg>>) -> Allocation<Cow<'f, Function>> {
        let mut stats = self.stats;
        stats.spill_frame_bytes = self.pool.used;
        stats.smem_spill_slots = self.pool.shared_used;
        Allocation {
            func: self.func,
            regs,
            origin: self.origin,
            stats,
            decisions: self.decisions,
        }
    }

    /// Records why each of `victims` leaves the registers (before the rewrite renames them).
    fn record_decisions(
        &mut self,
        victims: &[VReg],
        live: &LiveRanges,
        remat: &[bool],
        base_weight: f64,
        iters: f64,
        reason: SpillReason,
    ) {
        for (k, &v) in victims.iter().enumerate() {
            let info = self.func.vreg(v);
            let action = if remat.get(v.index()).copied().unwrap_or(false) {
                SpillAction::Rematerialized
            } else if info.class.is_predicate() {
                SpillAction::PredicateToGpr
            } else if info.width == 1 && self.pool.shared_used < self.pool.shared_capacity {
                SpillAction::SpilledToShared
            } else {
                SpillAction::Spilled
            };
            let len: u32 = live.segments[v.index()].iter().map(|(s, e)| e - s).sum();
            let refs = live.weighted_refs[v.index()];
            let max_freq = live.defs[v.index()]
                .iter()
                .chain(&live.uses[v.index()])
                .map(|&i| live.freq_of(i))
                .fold(1.0f64, f64::max);
            let loop_depth = if iters > 1.0 {
                (max_freq.ln() / iters.ln()).round().max(0.0) as u32
            } else {
                0
            };
            self.decisions.push(SpillDecision {
                value: self.origin[v.index()],
                class: info.class,
                action,
                reason: match reason {
                    SpillReason::Guidance { trial, .. } => SpillReason::Guidance {
                        trial,
                        rank: k as u32 + 1,
                    },
                    r => r,
                },
                cost: base_weight * refs / f64::from(len.max(1)),
                weighted_refs: refs,
                loop_depth,
            });
        }
    }

    /// Recomputes the victims that can be (`remat`) and spills the others, accounting for
    /// the cost of the code inserted.
    fn spill(
        &mut self,
        victims: &[VReg],
        live: &LiveRanges,
        remat: &[bool],
        base_weight: f64,
        reuse_distance: usize,
    ) {
        let (recompute, mut victims): (Vec<VReg>, Vec<VReg>) = victims
            .iter()
            .partition(|v| remat.get(v.index()).copied().unwrap_or(false));
        if !recompute.is_empty() {
            let done = remat_values(
                self.func.to_mut(),
                &recompute,
                &mut self.origin,
                &mut self.no_spill,
                reuse_distance,
            );
            self.stats.remat_count += done.recomputed.len() as u32;
            // One cheap instruction per copy, at the frequency of the reads it serves (on
            // average).
            let (freq, reads) = done.recomputed.iter().fold((0.0, 0usize), |(f, n), v| {
                let u = &live.uses[v.index()];
                (
                    f + u.iter().map(|&i| live.freq_of(i)).sum::<f64>(),
                    n + u.len(),
                )
            });
            self.spill_cost += f64::from(done.copies) * freq / reads.max(1) as f64;
            // Refused recomputations are spilled after all: correct their records.
            let recent = self
                .decisions
                .len()
                .saturating_sub(victims.len() + recompute.len());
            for &v in &done.refused {
                let o = self.origin[v.index()];
                if let Some(d) = self.decisions[recent..].iter_mut().find(|d| d.value == o) {
                    d.action = SpillAction::Spilled;
                }
            }
            victims.extend(done.refused);
        }
        let victims = &victims[..];
        if victims.is_empty() {
            return;
        }
        self.stats.spilled_values += victims.len() as u32;
        let counts = spill_values(
            self.func.to_mut(),
            victims,
            &mut self.homes,
            &mut self.origin,
            &mut self.no_spill,
            &mut self.pool,
            reuse_distance,
        );
        self.stats.spill_store_bytes += counts.store_bytes;
        self.stats.spill_load_bytes += counts.load_bytes;
        self.stats.smem_spill_store_bytes += counts.shared_store_bytes;
        self.stats.smem_spill_load_bytes += counts.shared_load_bytes;
        // Each definition gains a store and each read a reload, at its block's frequency.
        self.spill_cost += base_weight
            * victims
                .iter()
                .map(|v| {
                    live.defs[v.index()]
                        .iter()
                        .chain(&live.uses[v.index()])
                        .map(|&i: &InstIdx| live.freq_of(i))
                        .sum::<f64>()
                })
                .sum::<f64>();
    }

    /// Which values of `class` can be recomputed at their reads (none when `RematEnable` is
    /// off).
    pub fn remat_candidates(
        &self,
        live: &LiveRanges,
        class: RegClass,
        opts: &AllocOptions,
    ) -> Vec<bool> {
        if opts.settings.remat {
            remat_candidates(&self.func, live, &self.no_spill, class)
        } else {
            Vec::new()
        }
    }

    /// What goes to memory when `unplaced` did not fit and nothing cleverer is left: each
    /// spillable one itself and, for each one that spilling created (a reload or a spill
    /// temporary cannot go again), the cheapest spillable value overlapping it. One victim
    /// per stuck value, not one per round: a round re-analyses the whole function, and a
    /// single victim rarely frees the register that a particular stuck value needs.
    pub fn unplaced_victims(&self, live: &LiveRanges, unplaced: &[VReg]) -> Vec<VReg> {
        let mut victims: Vec<VReg> = unplaced
            .iter()
            .copied()
            .filter(|v| !self.no_spill[v.index()])
            .collect();
        for u in unplaced.iter().filter(|v| self.no_spill[v.index()]) {
            for v in self.interfering_spillable(live, std::slice::from_ref(u)) {
                if !victims.contains(&v) {
                    victims.push(v);
                }
            }
        }
        victims
    }

    /// When guidance finds nothing at the peak, the cheapest spillable value that overlaps a
    /// value that did not fit.
    pub fn interfering_spillable(&self, live: &LiveRanges, unplaced: &[VReg]) -> Vec<VReg> {
        let f = &self.func;
        let class = unplaced.first().map(|v| f.vreg(*v).class);
        let mut best: Option<(f64, VReg)> = None;
        for v in (0..f.vregs.len()).map(VReg::new) {
            if Some(f.vreg(v).class) != class
                || self.no_spill[v.index()]
                || live.segments[v.index()].is_empty()
            {
                continue;
            }
            if unplaced.iter().any(|u| {
                super::coalesce::overlaps(&live.segments[u.index()], &live.segments[v.index()])
            }) {
                let cost = live.weighted_refs[v.index()];
                if best.is_none_or(|(c, _)| cost < c) {
                    best = Some((cost, v));
                }
            }
        }
        best.map(|(_, v)| vec![v]).unwrap_or_default()
    }
}

/// Values no instruction reads (results nobody uses, the scratch registers of a ptxas
/// subroutine body): spilling them frees no register, since each definition still writes
/// one, so they are never spill candidates.
fn never_read(f: &Function) -> Vec<bool> {
    let mut read = vec![false; f.vregs.len()];
    for (_, inst) in f.insts() {
        for u in inst.reg_uses() {
            if let Some(r) = read.get_mut(u.vreg.index()) {
                *r = true;
            }
        }
    }
    read.into_iter().map(|r| !r).collect()
}

/// Prints an allocator trace line when `PTXRA_DEBUG_RA` is set.
pub(super) fn trace(msg: impl FnOnce() -> String) {
    if std::env::var_os("PTXRA_DEBUG_RA").is_some() {
        eprintln!("{}", msg());
    }
}
