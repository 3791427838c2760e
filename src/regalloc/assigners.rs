//! The three [`ClassAssigner`]s: ptxas's fat-point walk (its overflow handling, spill
//! guidance and the best-attempt fallback, is in `spill_retry.rs`), Chaitin–Briggs graph
//! colouring and the greedy interval allocator. The two graph-era allocators choose their
//! own spills: what they leave uncoloured, or the splits they ask for.

use std::collections::HashMap;

use super::assign_briggs::{assign_briggs, BriggsInput};
use super::assign_fatpoint::{assign_class, Candidate, RegFile};
use super::assign_greedy::{assign_greedy, GreedyInput, RegionPart};
use super::class_attempt::{failure, ClassAssigner, ClassAttempt, ClassInput, Placement};
use super::coalesce::AliasGroups;
use super::live_info::LiveRanges;
use super::program::{trace, Program, Step};
use super::slot_prefs::slot_prefs;
use super::spill_retry::SpillRetries;
use super::split_ranges::{split_points, split_regions, Region, SplitState};
use super::{AllocError, AllocOptions, AllocatorKind, SpillReason};
use crate::analysis::rows::Rows;
use crate::analysis::InstIdx;
use crate::ir::{Function, RegClass, VReg};
use crate::knobs::Settings;

/// The assigner of `kind`, with its state for one allocation.
pub(super) fn assigner_for<'f>(kind: AllocatorKind) -> Box<dyn ClassAssigner<'f> + 'f> {
    match kind {
        AllocatorKind::Fatpoint => Box::new(Fatpoint::default()),
        AllocatorKind::Briggs => Box::new(Briggs),
        AllocatorKind::Greedy => Box::new(Greedy),
    }
}

/// ptxas's fat-point walk (`assign_fatpoint`) with its slot preferences; values that do
/// not fit are chosen for spilling by guidance, then by the best-attempt fallback.
#[derive(Default)]
struct Fatpoint<'f> {
    retries: SpillRetries<'f>,
}

impl<'f> ClassAssigner<'f> for Fatpoint<'f> {
    fn reorder_trials(&self, settings: &Settings) -> u32 {
        settings.non_spill_trials
    }

    fn place(&self, input: &ClassInput<'_>, file: &mut RegFile, budget: usize) -> Placement {
        let opts = input.round.opts;
        let settings = &opts.settings;
        let preferred = opts.preferred[input.class] as usize;
        let prefs = (preferred > 0 && settings.slot_preferences).then(|| {
            slot_prefs(
                &input.round.prog.func,
                input.round.groups,
                input.class,
                input.cands,
                preferred.min(budget),
                settings.store_reuse_window,
                settings.store_reuse_in_block,
            )
        });
        Placement {
            assignment: assign_class(input.cands, file, budget, prefs.as_ref()),
            ..Placement::default()
        }
    }

    fn fitted(&mut self, class: RegClass) {
        self.retries.class_fitted(class);
    }

    fn overflow(
        &mut self,
        prog: &mut Program<'f>,
        live: &LiveRanges,
        class: RegClass,
        attempt: ClassAttempt,
        opts: &AllocOptions,
    ) -> Result<Step, AllocError> {
        self.retries.next_spill(prog, live, class, attempt, opts)
    }
}

/// Chaitin–Briggs graph colouring with conservative coalescing (`assign_briggs`).
struct Briggs;

impl<'f> ClassAssigner<'f> for Briggs {
    fn coalesces_first(&self) -> bool {
        false
    }

    fn place(&self, input: &ClassInput<'_>, file: &mut RegFile, budget: usize) -> Placement {
        let round = input.round;
        let cost = spill_costs(round.prog, round.live, input.cands, input.members, false);
        let index: HashMap<VReg, u32> = input
            .cands
            .iter()
            .enumerate()
            .map(|(k, c)| (c.vreg, k as u32))
            .collect();
        let copies = class_copies(&round.prog.func, round.live, round.groups, &index);
        let briggs = BriggsInput {
            cands: input.cands,
            cost: &cost,
            copies: &copies,
            coalesce: round.opts.settings.coalescing,
        };
        let r = assign_briggs(&briggs, file, budget);
        Placement {
            assignment: r.assignment,
            coalesced: r.coalesced,
            ..Placement::default()
        }
    }

    fn overflow(
        &mut self,
        prog: &mut Program<'f>,
        live: &LiveRanges,
        class: RegClass,
        attempt: ClassAttempt,
        opts: &AllocOptions,
    ) -> Result<Step, AllocError> {
        own_spills(prog, live, class, attempt, opts)
    }
}

/// LLVM/cicc-style greedy interval allocation with eviction, splitting and recolouring
/// (`assign_greedy`).
struct Greedy;

impl<'f> ClassAssigner<'f> for Greedy {
    fn place(&self, input: &ClassInput<'_>, file: &mut RegFile, budget: usize) -> Placement {
        let round = input.round;
        let (f, live, cands) = (&round.prog.func, round.live, input.cands);
        let weight = spill_costs(round.prog, live, cands, input.members, true);
        let state = SplitState {
            no_spill: &round.prog.no_spill,
            no_split: &round.prog.no_split,
        };
        let members = |c: &Candidate<'_>| input.members.get(c.vreg.index());
        let split_points: Vec<Vec<u32>> = cands
            .iter()
            .map(|c| split_points(f, live, &state, c, members(c)))
            .collect();
        let region_split = round.opts.settings.region_split;
        let (regions, rests): (Vec<Vec<Region>>, Vec<Option<Region>>) = cands
            .iter()
            .map(|c| {
                if region_split {
                    split_regions(f, live, &state, c, members(c))
                } else {
                    (Vec::new(), None)
                }
            })
            .unzip();
        let part = |r: &Region| RegionPart {
            segments: r.segments.clone(),
            weight: r.weight,
        };
        let parts: Vec<(Vec<RegionPart>, Option<RegionPart>)> = regions
            .iter()
            .zip(&rests)
            .map(|(rs, rest)| (rs.iter().map(part).collect(), rest.as_ref().map(part)))
            .collect();
        let greedy = GreedyInput {
            cands,
            weight: &weight,
            split_points: &split_points,
            regions: &parts,
        };
        let r = assign_greedy(&greedy, file, budget);
        Placement {
            region_splits: r
                .region_splits
                .iter()
                .flat_map(|&c| {
                    let v = cands[c as usize].vreg;
                    regions[c as usize].iter().map(move |r| (v, r.clone()))
                })
                .collect(),
            splits: r
                .splits
                .iter()
                .map(|&(c, p)| (cands[c as usize].vreg, InstIdx(p / 2)))
                .collect(),
            evictions: r.evictions,
            assignment: r.assignment,
            coalesced: 0,
        }
    }

    fn overflow(
        &mut self,
        prog: &mut Program<'f>,
        live: &LiveRanges,
        class: RegClass,
        attempt: ClassAttempt,
        opts: &AllocOptions,
    ) -> Result<Step, AllocError> {
        own_spills(prog, live, class, attempt, opts)
    }
}

/// A colourer's own choice: the splits it asked for, or else what it left uncoloured
/// (Chaitin style), with, for each unplaced value that spilling created and so cannot go
/// again, the cheapest spillable value overlapping it.
fn own_spills(
    prog: &Program<'_>,
    live: &LiveRanges,
    class: RegClass,
    attempt: ClassAttempt,
    opts: &AllocOptions,
) -> Result<Step, AllocError> {
    if !attempt.splits.is_empty() || !attempt.region_splits.is_empty() {
        return Ok(Step::Split {
            local: attempt.splits,
            regions: attempt.region_splits,
        });
    }
    let victims = prog.unplaced_victims(live, &attempt.unplaced);
    if victims.is_empty() {
        return Err(failure(class, opts));
    }
    trace(|| {
        format!(
            "{}: class {class}: needed {} unplaced {} victims {} values {}",
            opts.allocator.name(),
            attempt.summary.needed,
            attempt.unplaced.len(),
            victims.len(),
            prog.func.vregs.len()
        )
    });
    Ok(Step::Spill {
        victims,
        reason: SpillReason::Uncoloured,
        remat: prog.remat_candidates(live, class, opts),
        restored: None,
    })
}

/// Spill cost per candidate: the frequency-weighted references of its members (infinite
/// for values spilling created); `per_length` divides by the length of the live range
/// (the greedy allocator's spill weight).
fn spill_costs(
    prog: &Program<'_>,
    live: &LiveRanges,
    cands: &[Candidate<'_>],
    members: &Rows<VReg>,
    per_length: bool,
) -> Vec<f64> {
    cands
        .iter()
        .map(|c| {
            let m = members.get(c.vreg.index());
            if m.iter().any(|v| prog.no_spill[v.index()]) {
                return f64::INFINITY;
            }
            let refs: f64 = m.iter().map(|v| live.weighted_refs[v.index()]).sum();
            if per_length {
                let len: u32 = c.segments.iter().map(|(s, e)| e - s).sum();
                refs / f64::from(len.max(1))
            } else {
                refs
            }
        })
        .collect()
}

/// The copies between candidates of one class, `(a, b, block frequency)`.
fn class_copies(
    f: &Function,
    live: &LiveRanges,
    groups: &AliasGroups<'_>,
    index: &HashMap<VReg, u32>,
) -> Vec<(u32, u32, f64)> {
    let mut out = Vec::new();
    for (i, inst) in f.blocks.iter().flat_map(|b| &b.insts).enumerate() {
        if let Some((d, s)) = super::coalesce::as_copy(f, inst) {
            if let (Some(&a), Some(&b)) =
                (index.get(&groups.leader(d)), index.get(&groups.leader(s)))
            {
                out.push((a, b, live.freq_of(InstIdx(i as u32))));
            }
        }
    }
    out
}
