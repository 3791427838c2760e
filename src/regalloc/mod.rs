//! The ptxas-style register allocator.
//!
//! Design (from `ptxas-allocator-architecture.txt` and `ptxas-spill-mechanism.txt`, in our
//! own words):
//!
//! ```text
//! round: analyse live segments, frequencies                    (live_info.rs)
//!        coalesce copies into alias groups                     (coalesce.rs)
//!     for each class in UR, P, UP, B, R:                       (alloc_classes.rs)
//!         pre-colour: reserved registers, clobbers             (constraints.rs)
//!         NOSPILL attempt, then reorder trials                 (class_attempt.rs)
//!             the class's assignment: fat-point walk           (assign_fatpoint.rs)
//!             (or Briggs / greedy, see below)                  (assigners.rs)
//!         fits → next class
//!         else (fat-point: spill_retry.rs):
//!             record the attempt if it is the best so far      (best_result.rs)
//!             trials left: spill guidance, cheapest values at the overflow (spill_guidance.rs)
//!             else: restore the best attempt, spill what did not fit there
//!         recompute the cheap ones instead (remat.rs), spill the rest
//!         (LMEM slots / P→GPR, spill_lmem.rs), next round      (program.rs)
//!     fail with ptxas's diagnostic when nothing is left to spill.
//! ```
//!
//! The assignment is pluggable ([`AllocatorKind`], the `ClassAssigner` trait of
//! `class_attempt.rs`): the fat-point walk above, Chaitin–Briggs graph colouring
//! (`interference.rs`, `assign_briggs.rs`) or the greedy interval allocator
//! (`assign_greedy.rs`, with `split_ranges.rs`). The other two pick their own spills
//! (uncoloured nodes, intervals left over, splits) instead of spill guidance and the
//! best-result fallback; everything else — liveness, alias groups, pre-colouring, spill
//! code with lazy reloads, rematerialisation, the uniform-to-GPR demotion and the checker —
//! is shared.
//!
//! The allocator sees machine IR only (never the parser, lowering or output layers). Its
//! result names, for every value of the final code, a physical register and the original
//! value it carries, which the independent checker (`crate::check`) verifies.

mod alloc_classes;
pub mod assign_briggs;
pub mod assign_fatpoint;
pub mod assign_greedy;
mod assigners;
pub mod best_result;
pub mod budget;
mod class_attempt;
pub mod coalesce;
pub mod constraints;
pub mod interference;
pub mod live_info;
mod program;
pub mod remat;
pub mod slot_prefs;
mod spill_guidance;
pub mod spill_lmem;
mod spill_retry;
pub mod split_ranges;
pub mod warp_limits;

pub use alloc_classes::{allocate, allocate_owned};

pub use budget::{
    bounded_register_budget, register_budget, tensor_core_target, BudgetSource, RegisterBudget,
};

use serde::Serialize;

use crate::ir::{Function, PerClass, PhysReg, RegClass, VReg};
use crate::knobs::Settings;
use crate::target::SmInfo;

/// Which algorithm assigns the registers of each class. All three share the per-class
/// driver, liveness, coalescing analysis, spill code, rematerialisation and the checker;
/// they differ in how one attempt places the values of a class and picks what to spill.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum AllocatorKind {
    /// ptxas's fat-point walk (default; [`assign_fatpoint`]).
    #[default]
    Fatpoint,
    /// Chaitin–Briggs graph colouring with conservative coalescing ([`assign_briggs`]).
    Briggs,
    /// Greedy live-interval allocation with eviction, splitting and recolouring
    /// ([`assign_greedy`]).
    Greedy,
}

impl AllocatorKind {
    /// Every allocator, in the order comparisons report them.
    pub const ALL: [AllocatorKind; 3] = [
        AllocatorKind::Fatpoint,
        AllocatorKind::Briggs,
        AllocatorKind::Greedy,
    ];

    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            AllocatorKind::Fatpoint => "fatpoint",
            AllocatorKind::Briggs => "briggs",
            AllocatorKind::Greedy => "greedy",
        }
    }

    /// The allocator called `name`.
    pub fn parse(name: &str) -> Result<AllocatorKind, String> {
        AllocatorKind::ALL
            .into_iter()
            .find(|k| k.name() == name)
            .ok_or_else(|| {
                format!("unknown allocator `{name}` (available: fatpoint, briggs, greedy)")
            })
    }
}

/// Budgets and constraints for one allocation.
#[derive(Clone, Debug)]
pub struct AllocOptions {
    /// Per class: registers with index `>=` this are out of budget.
    pub limits: PerClass<u16>,
    /// Registers never handed out: R1, the stack pointer, and UR0–UR3, which ptxas never
    /// uses (no ptxas 13.5 listing of `kernels/` at sm_75…sm_120 names one; its uniform
    /// values start at UR4, the global memory descriptor of sm_80–89 in UR4:UR5).
    pub reserved: PerClass<Vec<u16>>,
    /// The knob settings (the allocator reads the `RegAlloc*` and `Remat*` ones).
    pub settings: Settings,
    /// Bytes of local memory the function uses before spill slots.
    pub frame_base: u32,
    /// Per class: registers below this index may be spent on ptxas's slot preferences
    /// (the occupancy-neutral count, see [`assign_fatpoint::SlotPrefs`]); 0 = pack tightly.
    pub preferred: PerClass<u16>,
    /// Shared-memory spill slots the function may use before local memory (0: off).
    pub smem_spill_slots: u32,
    /// The assignment algorithm.
    pub allocator: AllocatorKind,
}

impl AllocOptions {
    /// Options for a function on `info` whose "Used N registers" may not exceed `budget`.
    pub fn new(info: &SmInfo, budget: u32, settings: Settings) -> AllocOptions {
        let r = budget
            .saturating_sub(info.reserved_registers_in_count)
            .max(2) as u16;
        AllocOptions {
            limits: PerClass([
                r,
                info.uniform_registers as u16,
                info.predicates as u16,
                info.uniform_predicates as u16,
                info.barriers as u16,
            ]),
            reserved: PerClass::from_fn(|c| match c {
                RegClass::R => vec![1],
                RegClass::UR => vec![0, 1, 2, 3],
                _ => vec![],
            }),
            settings,
            frame_base: 0,
            preferred: PerClass::default(),
            smem_spill_slots: 0,
            allocator: AllocatorKind::Fatpoint,
        }
    }

    /// The exclusive register bound per class (what the checker enforces).
    pub fn limits(&self) -> PerClass<u16> {
        self.limits.clone()
    }
}

/// Totals the statistics report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AllocStats {
    /// Bytes written by spill stores.
    pub spill_store_bytes: u32,
    /// Bytes read by reloads.
    pub spill_load_bytes: u32,
    /// Bytes of spill slots in the stack frame.
    pub spill_frame_bytes: u32,
    /// Shared-memory spill slots used (4 bytes per thread each).
    pub smem_spill_slots: u32,
    /// Bytes written by shared-memory spill stores (static).
    pub smem_spill_store_bytes: u32,
    /// Bytes read by shared-memory reloads (static).
    pub smem_spill_load_bytes: u32,
    /// Values rematerialised instead of spilled.
    pub remat_count: u32,
    /// Values spilled.
    pub spilled_values: u32,
    /// Allocation attempts made (NOSPILL + SPILL retries, over all classes).
    pub attempts: u32,
    /// Uniform values moved to GPRs because the uniform file was full.
    pub demoted_uniform: u32,
    /// Register copies made redundant by coalescing (both sides share a register).
    pub coalesced_copies: u32,
    /// Live ranges split by a copy (greedy allocator).
    pub splits: u32,
    /// Copies inserted in loop preheaders by region splitting (greedy allocator).
    pub region_splits: u32,
    /// Evictions (greedy allocator).
    pub evictions: u32,
}

/// Why a value left the registers, for `explain`.
#[derive(Clone, Debug, PartialEq)]
pub struct SpillDecision {
    /// The original value (a vreg of the function given to the allocator).
    pub value: VReg,
    /// Its class.
    pub class: RegClass,
    /// What happened to it.
    pub action: SpillAction,
    /// How it was chosen.
    pub reason: SpillReason,
    /// Its normalised spill cost when chosen: accesses × base weight × block frequency over
    /// the length of its live range (lower goes first).
    pub cost: f64,
    /// Frequency-weighted number of its definitions and reads.
    pub weighted_refs: f64,
    /// Loop depth of its most frequent access (0: outside loops).
    pub loop_depth: u32,
}

/// What the allocator did with a value that could not stay in a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SpillAction {
    /// Stored after its definitions, reloaded before its reads (local memory).
    Spilled,
    /// Kept in shared-memory spill slots.
    SpilledToShared,
    /// A predicate packed into a GPR.
    PredicateToGpr,
    /// Recomputed before its reads.
    Rematerialized,
}

/// How a victim was picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SpillReason {
    /// Spill guidance: the cheapest value live at the pressure peak, `rank`-th pick of
    /// guided round `trial`.
    Guidance {
        /// Guided round (1-based).
        trial: u32,
        /// Order of the pick in that round (1-based).
        rank: u32,
    },
    /// The final fallback: it did not fit in the best attempt.
    Fallback,
    /// The graph-colouring or greedy allocator's own choice: a node select could not
    /// colour, or an interval that could neither be assigned, evicted, recoloured nor split.
    Uncoloured,
}

/// The allocator's answer. The code is a [`Function`] for callers; inside the allocator
/// it stays borrowed from the caller until spill code changes it.
#[derive(Clone, Debug)]
pub struct Allocation<F = Function> {
    /// Final code, spill code included.
    pub func: F,
    /// Physical register of every value of `func` (`None` for values no longer referenced).
    pub regs: Vec<Option<PhysReg>>,
    /// The original value each value of `func` carries.
    pub origin: Vec<VReg>,
    /// Totals.
    pub stats: AllocStats,
    /// Every value that left the registers, in the order decided.
    pub decisions: Vec<SpillDecision>,
}

impl<F> Allocation<F> {
    /// The same allocation with its code replaced by `code(self.func)`.
    pub fn with_code<G>(self, code: impl FnOnce(F) -> G) -> Allocation<G> {
        Allocation {
            func: code(self.func),
            regs: self.regs,
            origin: self.origin,
            stats: self.stats,
            decisions: self.decisions,
        }
    }
}

/// Why allocation failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AllocError {
    /// Even with everything spilled the class does not fit (ptxas: "Register allocation
    /// failed with register count of 'N'").
    #[error("register allocation failed with register count of '{count}' ({class} class)")]
    Failed {
        /// Class that did not fit.
        class: RegClass,
        /// The budget ("Used N" form for R).
        count: u32,
    },
}

#[cfg(test)]
mod tests;
