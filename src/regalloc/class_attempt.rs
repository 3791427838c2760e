//! One attempt at a register class: its candidates (the alias groups of its live values),
//! a register file with the pre-coloured registers blocked, and the placement the
//! allocator's [`ClassAssigner`] makes; then the best of the walk orders tried.

use super::assign_fatpoint::{Candidate, ClassAssignment, RegFile};
use super::best_result::AttemptSummary;
use super::coalesce::AliasGroups;
use super::constraints::precolor_interference;
use super::live_info::LiveRanges;
use super::program::{Program, Step};
use super::split_ranges::Region;
use super::{AllocError, AllocOptions};
use crate::analysis::rows::Rows;
use crate::analysis::InstIdx;
use crate::ir::{RegClass, VReg};
use crate::knobs::Settings;

/// How one attempt places the values of a class, and what is done when they do not fit:
/// the part in which the three allocators differ. Everything else — liveness, alias groups,
/// pre-colouring, the spill code, recomputation and the round loop — is shared.
pub(super) trait ClassAssigner<'f> {
    /// Attempts after the first, each walking the values in another [`WalkOrder`], when only
    /// alignment or order made the first fail.
    fn reorder_trials(&self, _settings: &Settings) -> u32 {
        0
    }

    /// Whether copies are coalesced into alias groups before the attempt (a graph colourer
    /// coalesces on its own graph, conservatively).
    fn coalesces_first(&self) -> bool {
        true
    }

    /// Places the candidates of one class into `file`, below `budget`.
    fn place(&self, input: &ClassInput<'_>, file: &mut RegFile, budget: usize) -> Placement;

    /// The class fitted.
    fn fitted(&mut self, _class: RegClass) {}

    /// What to do with the values of `attempt` that did not fit.
    fn overflow(
        &mut self,
        prog: &mut Program<'f>,
        live: &LiveRanges,
        class: RegClass,
        attempt: ClassAttempt,
        opts: &AllocOptions,
    ) -> Result<Step, AllocError>;
}

/// What every attempt of one round reads.
#[derive(Clone, Copy)]
pub(super) struct Round<'a> {
    /// The code and its spill state.
    pub prog: &'a Program<'a>,
    /// The round's live ranges.
    pub live: &'a LiveRanges,
    /// The round's alias groups.
    pub groups: &'a AliasGroups<'a>,
    /// The allocation's options.
    pub opts: &'a AllocOptions,
}

/// What an assigner sees of one class.
pub(super) struct ClassInput<'a> {
    /// The round.
    pub round: Round<'a>,
    /// The class.
    pub class: RegClass,
    /// Its candidates (alias-group leaders), in walk order.
    pub cands: &'a [Candidate<'a>],
    /// Each candidate's group members among the class's live values, by leader.
    pub members: &'a Rows<VReg>,
}

/// An assigner's placement of one class.
#[derive(Default)]
pub(super) struct Placement {
    /// Register per candidate, and the registers needed.
    pub assignment: ClassAssignment,
    /// Live-range splits requested instead of spills.
    pub splits: Vec<(VReg, InstIdx)>,
    /// Region splits requested instead of spills.
    pub region_splits: Vec<(VReg, Region)>,
    /// Copies coalesced by the attempt itself (graph colouring).
    pub coalesced: u32,
    /// Evictions made (greedy).
    pub evictions: u32,
}

/// One attempt at a class.
pub(super) struct ClassAttempt {
    /// Register of every value of the class that got one.
    pub placed: Vec<(VReg, u16)>,
    /// Values (all members of their alias groups) that did not fit.
    pub unplaced: Vec<VReg>,
    /// How it went, for the best-result comparison.
    pub summary: AttemptSummary,
    /// Live-range splits requested instead of spills: `(value, instruction)`.
    pub splits: Vec<(VReg, InstIdx)>,
    /// Region splits requested instead of spills.
    pub region_splits: Vec<(VReg, Region)>,
    /// Copies coalesced by the attempt itself (graph colouring).
    pub coalesced: u32,
    /// Evictions made (greedy).
    pub evictions: u32,
}

/// The NOSPILL attempt at `class` (`values`: its live values), then the assigner's reorder
/// trials — the same code walked in other orders, which rescue assignments that failed on
/// alignment or order alone — and the best of them. `attempts` counts every attempt;
/// `None` when the class has nothing to place.
pub(super) fn best_attempt<'f>(
    assigner: &dyn ClassAssigner<'f>,
    round: Round<'_>,
    class: RegClass,
    values: &[VReg],
    attempts: &mut u32,
) -> Option<ClassAttempt> {
    let opts = round.opts;
    let trials = assigner.reorder_trials(&opts.settings);
    let mut best: Option<ClassAttempt> = None;
    for k in 0..=trials {
        *attempts += 1;
        let Some(a) = attempt_class(assigner, round, class, values, WalkOrder::of_trial(k)) else {
            break;
        };
        let fits = a.summary.fits();
        let pressure_fits = a.summary.max_pressure <= usable(class, opts);
        if best
            .as_ref()
            .is_none_or(|b| a.summary.better_than(&b.summary))
        {
            best = Some(a);
        }
        // Another order cannot help when the pressure itself exceeds the budget.
        if fits || !pressure_fits {
            break;
        }
    }
    best
}

/// Places the live values of one class (`None` when it has none) in walk order `order`.
fn attempt_class<'f>(
    assigner: &dyn ClassAssigner<'f>,
    round: Round<'_>,
    class: RegClass,
    values: &[VReg],
    order: WalkOrder,
) -> Option<ClassAttempt> {
    let Round {
        prog,
        live,
        groups,
        opts,
    } = round;
    let f = &prog.func;
    // Each alias group's members among `values` (the class's live values), by leader.
    let members: Rows<VReg> = Rows::from_pairs(
        f.vregs.len(),
        values.iter().map(|&v| (groups.leader(v).0, v)),
    );
    // The leaders of those groups, each met at its group's first member among the class's
    // values (rather than by a walk over every value of the function, most of them in
    // other classes). Their order does not matter: the walk order sorts them completely.
    let mut cands: Vec<Candidate<'_>> = values
        .iter()
        .filter_map(|&v| {
            let leader = groups.leader(v);
            (members.get(leader.index()).first() == Some(&v)).then_some(leader)
        })
        .map(|leader| Candidate {
            vreg: leader,
            segments: groups.segments(leader),
            lanes: groups.lanes(leader),
            width: f.vreg(leader).width,
            fixed: groups.fixed(leader),
            home: f.vreg(leader).home,
        })
        .filter(|c| !c.segments.is_empty())
        .collect();
    if cands.is_empty() {
        return None;
    }
    order.sort(&mut cands);
    let mut file = RegFile::new(file_size(class));
    let last_end = cands
        .iter()
        .filter_map(|c| c.segments.last())
        .map(|s| s.1)
        .max();
    file.reserve_points(last_end.unwrap_or(0));
    for i in precolor_interference(f, class, &opts.reserved[class]) {
        file.block(i);
    }
    let budget = opts.limits[class] as usize;
    let input = ClassInput {
        round,
        class,
        cands: &cands,
        members: &members,
    };
    let placement = assigner.place(&input, &mut file, budget);
    let mut placed = Vec::new();
    let mut unplaced = Vec::new();
    for (c, r) in cands.iter().zip(&placement.assignment.regs) {
        for &m in members.get(c.vreg.index()) {
            match r {
                Some(index) => placed.push((m, index + u16::from(groups.lane_of(m)))),
                None => unplaced.push(m),
            }
        }
    }
    Some(ClassAttempt {
        placed,
        unplaced,
        summary: AttemptSummary {
            needed: placement.assignment.needed,
            budget: budget as u32,
            max_pressure: max_pressure(&cands, live.points),
            cost: prog.spill_cost,
        },
        splits: placement.splits,
        region_splits: placement.region_splits,
        coalesced: placement.coalesced,
        evictions: placement.evictions,
    })
}

/// Registers modelled per class (the hardware encodings, so overflow can be measured).
fn file_size(class: RegClass) -> usize {
    match class {
        RegClass::R => 256,
        RegClass::UR => 64,
        RegClass::P | RegClass::UP => 8,
        RegClass::B => 16,
    }
}

/// Registers of `class` an ordinary value may take (the budget less the reserved ones).
pub(super) fn usable(class: RegClass, opts: &AllocOptions) -> u32 {
    (opts.limits[class] as usize).saturating_sub(opts.reserved[class].len()) as u32
}

/// ptxas's failure for `class`: "Register allocation failed with register count of 'N'".
pub(super) fn failure(class: RegClass, opts: &AllocOptions) -> AllocError {
    AllocError::Failed {
        class,
        count: if class == RegClass::R {
            opts.limits[class] as u32 + 2
        } else {
            opts.limits[class] as u32
        },
    }
}

/// The order in which an attempt walks the values of a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WalkOrder {
    /// By first definition point, wider tuples first on ties (they are the hardest to fit).
    Program,
    /// ptxas's walk: tuples before scalars (alignment cannot strand them), each by first
    /// definition point. Replaying ptxas 13.5's listings, this order reproduces more of its
    /// register choices than plain definition order (77 % against 69 % of the values of the
    /// tiny kernels of the suite): a value stored through a 64-bit address finds the address
    /// already placed and takes the parity opposite to it.
    WideFirst,
    /// Longest live ranges first (they constrain the most).
    LongestFirst,
}

impl WalkOrder {
    /// The walk of non-spill trial `k` (0 = the NOSPILL attempt).
    fn of_trial(k: u32) -> WalkOrder {
        match k % 3 {
            0 => WalkOrder::WideFirst,
            1 => WalkOrder::Program,
            _ => WalkOrder::LongestFirst,
        }
    }

    /// Every key ends in the value, which is unique, so an unstable sort gives the one order.
    fn sort(self, cands: &mut [Candidate<'_>]) {
        let len = |c: &Candidate<'_>| c.segments.iter().map(|(s, e)| e - s).sum::<u32>();
        match self {
            WalkOrder::Program => cands
                .sort_unstable_by_key(|c| (c.segments[0].0, std::cmp::Reverse(c.width), c.vreg)),
            WalkOrder::WideFirst => cands
                .sort_unstable_by_key(|c| (std::cmp::Reverse(c.width), c.segments[0].0, c.vreg)),
            WalkOrder::LongestFirst => cands.sort_by_cached_key(|c| {
                (
                    std::cmp::Reverse(c.width),
                    std::cmp::Reverse(len(c)),
                    c.vreg,
                )
            }),
        }
    }
}

/// Peak number of registers the candidates occupy at once.
fn max_pressure(cands: &[Candidate<'_>], points: usize) -> u32 {
    let mut delta = vec![0i64; points + 2];
    for c in cands {
        for &(s, e) in c.segments {
            delta[(s as usize).min(points + 1)] += c.width as i64;
            delta[(e as usize).min(points + 1)] -= c.width as i64;
        }
    }
    let mut acc = 0i64;
    let mut peak = 0i64;
    for d in delta {
        acc += d;
        peak = peak.max(acc);
    }
    peak as u32
}
