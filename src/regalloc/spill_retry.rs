//! What the fat-point allocator spills when a class does not fit: the SPILL retries
//! (`ptxas-spill-mechanism.txt`, "Spill Retry Loop"; knob `RegAllocNumSpillTrials`).
//!
//! Every failed attempt is compared with the best one of the class's retry sequence
//! (`best_result.rs`). While trials are left, spill guidance picks the cheapest values live
//! at the pressure peaks (`spill_guidance.rs`); when they run out, the final fallback
//! restores the code of the best attempt and spills everything that did not fit there.

use super::best_result::AttemptSummary;
use super::class_attempt::{failure, usable, ClassAttempt};
use super::live_info::LiveRanges;
use super::program::{trace, Program, Step};
use super::spill_guidance::{choose_victims, GuidanceInput};
use super::{AllocError, AllocOptions, SpillReason};
use crate::ir::{PerClass, RegClass, VReg};

/// The retry state of every class.
#[derive(Default)]
pub(super) struct SpillRetries<'f> {
    classes: PerClass<ClassRetries<'f>>,
}

/// One class's retry state.
#[derive(Default)]
struct ClassRetries<'f> {
    /// Guided SPILL rounds made since the class last fitted.
    trials: u32,
    /// The best failed attempt of the current retry sequence, the code it was made on, and
    /// what it left unplaced.
    best: Option<(AttemptSummary, Program<'f>, Vec<VReg>)>,
}

impl<'f> SpillRetries<'f> {
    /// `class` fitted: its retry sequence is over.
    pub fn class_fitted(&mut self, class: RegClass) {
        self.classes[class] = ClassRetries::default();
    }

    /// The values to take out of the registers after `attempt` failed: guidance's choice
    /// while trials are left, else the fallback's (which may first restore `prog` to the
    /// best attempt's code).
    pub fn next_spill(
        &mut self,
        prog: &mut Program<'f>,
        live: &LiveRanges,
        class: RegClass,
        attempt: ClassAttempt,
        opts: &AllocOptions,
    ) -> Result<Step, AllocError> {
        let settings = &opts.settings;
        let mut summary = attempt.summary;
        summary.cost += settings.spill_base_weight
            * attempt
                .unplaced
                .iter()
                .map(|v| live.weighted_refs[v.index()])
                .sum::<f64>();
        let st = &mut self.classes[class];
        let better = st
            .best
            .as_ref()
            .is_none_or(|(b, _, _)| summary.better_than(b));
        let guided = st.trials < settings.spill_trials;
        // The fallback goes on from the best attempt: when that is this one, the code and
        // its analyses are already at hand.
        if better && guided {
            st.best = Some((summary, prog.clone(), attempt.unplaced.clone()));
        }
        let remat = prog.remat_candidates(live, class, opts);
        let (victims, reason, restored) = if guided {
            st.trials += 1;
            let reason = SpillReason::Guidance {
                trial: st.trials,
                rank: 0,
            };
            (
                guided_victims(prog, live, class, &attempt, &remat, opts),
                reason,
                None,
            )
        } else {
            let iters = settings.loop_iterations;
            let (victims, restored) = fallback_victims(st, prog, live, &attempt, better, iters);
            (victims, SpillReason::Fallback, restored)
        };
        trace(|| {
            format!(
                "class {class}: needed {} maxp {} unplaced {} victims {} spill trial {}",
                summary.needed,
                summary.max_pressure,
                attempt.unplaced.len(),
                victims.len(),
                self.classes[class].trials
            )
        });
        if victims.is_empty() {
            return Err(failure(class, opts));
        }
        // Another class's recorded attempts predate this spill: they cannot be restored.
        for c in RegClass::ALLOCATION_ORDER
            .into_iter()
            .filter(|c| *c != class)
        {
            self.classes[c].best = None;
        }
        // The fallback restored an earlier version of the code: analyse that one.
        let remat = match &restored {
            Some(restored) => prog.remat_candidates(restored, class, opts),
            None => remat,
        };
        Ok(Step::Spill {
            victims,
            reason,
            remat,
            restored,
        })
    }
}

/// Guidance's victims: the cheapest values live where the pressure exceeds the budget, or,
/// when it finds none there, the cheapest value overlapping one that did not fit.
fn guided_victims(
    prog: &Program<'_>,
    live: &LiveRanges,
    class: RegClass,
    attempt: &ClassAttempt,
    remat: &[bool],
    opts: &AllocOptions,
) -> Vec<VReg> {
    let input = GuidanceInput {
        func: &prog.func,
        segments: &live.segments,
        weighted_refs: &live.weighted_refs,
        no_spill: &prog.no_spill,
        remat,
        points: live.points,
    };
    let victims = choose_victims(
        &input,
        class,
        usable(class, opts),
        &opts.reserved[class],
        &attempt.unplaced,
        &opts.settings,
    );
    if victims.is_empty() {
        prog.interfering_spillable(live, &attempt.unplaced)
    } else {
        victims
    }
}

/// The final fallback: from the best attempt (`better`: this one), everything that did not
/// fit there goes to memory (with, for what cannot go, a value in its way). When the best is an earlier one, `prog` goes back to its code,
/// whose live ranges are returned.
fn fallback_victims<'f>(
    st: &mut ClassRetries<'f>,
    prog: &mut Program<'f>,
    live: &LiveRanges,
    attempt: &ClassAttempt,
    better: bool,
    iters: f64,
) -> (Vec<VReg>, Option<Box<LiveRanges>>) {
    let best = st.best.take();
    let mut restored = None;
    let unplaced = if better {
        attempt.unplaced.clone()
    } else {
        let Some((_, best_prog, unplaced)) = best else {
            return (Vec::new(), None);
        };
        *prog = best_prog;
        restored = Some(Box::new(LiveRanges::compute(&prog.func, iters)));
        unplaced
    };
    let victims = prog.unplaced_victims(restored.as_deref().unwrap_or(live), &unplaced);
    (victims, restored)
}
