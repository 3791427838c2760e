//! Settings, named as ptxas names its knobs (`--knob NAME=VALUE`), typed, with the defaults
//! the seed documents or the measurements give.
//!
//! One table (the `knobs!` invocation below) is the single source of every setting: it
//! generates the typed [`Settings`] struct the pipeline reads, the `--knob` parser, the table
//! of names, defaults and meanings ([`KNOBS`]) behind `ptxra --list-knobs` and
//! `docs/knobs.md`. An unknown name or a value of the wrong type is an error naming what was
//! expected.
//!
//! [`Knobs`] is what a user asked for (an optimisation level and explicit settings); the
//! driver resolves it into [`Settings`] once per function ([`Knobs::settings`]): the table's
//! defaults, then the level's ([`Settings::at_level`]), then the explicit ones.

use std::fmt;

/// How a knob's value is written and read.
pub trait KnobValue: Sized + Copy {
    /// What the value must look like, for error messages and the table.
    const EXPECTED: &'static str;
    /// The value written as `text`, if it is one.
    fn parse(text: &str) -> Option<Self>;
    /// The value as `--knob` takes it.
    fn show(self) -> String;
}

impl KnobValue for bool {
    const EXPECTED: &'static str = "0 or 1";
    fn parse(text: &str) -> Option<bool> {
        match text {
            "0" | "false" | "off" => Some(false),
            "1" | "true" | "on" => Some(true),
            _ => None,
        }
    }
    fn show(self) -> String {
        u8::from(self).to_string()
    }
}

impl KnobValue for u32 {
    const EXPECTED: &'static str = "a whole number";
    fn parse(text: &str) -> Option<u32> {
        text.parse().ok()
    }
    fn show(self) -> String {
        self.to_string()
    }
}

impl KnobValue for f64 {
    const EXPECTED: &'static str = "a number";
    fn parse(text: &str) -> Option<f64> {
        text.parse().ok().filter(|v: &f64| v.is_finite())
    }
    fn show(self) -> String {
        self.to_string()
    }
}

/// A whole number, or `-1` for "never".
impl KnobValue for Option<u32> {
    const EXPECTED: &'static str = "a whole number, or -1 for never";
    fn parse(text: &str) -> Option<Option<u32>> {
        match text {
            "-1" | "never" => Some(None),
            _ => text.parse().ok().map(Some),
        }
    }
    fn show(self) -> String {
        self.map_or_else(|| "-1".to_string(), |v| v.to_string())
    }
}

/// An enumeration whose values are written as numbers (as ptxas's knobs are) or by name.
macro_rules! knob_enum {
    ($(#[doc = $doc:literal])* $name:ident {
        $($(#[doc = $vdoc:literal])* $variant:ident = $number:literal $text:literal,)*
    }) => {
        $(#[doc = $doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $($(#[doc = $vdoc])* $variant,)*
        }

        impl KnobValue for $name {
            const EXPECTED: &'static str = concat!($($number, " (", $text, ") "),*);
            fn parse(text: &str) -> Option<$name> {
                match text {
                    $($number | $text => Some($name::$variant),)*
                    _ => None,
                }
            }
            fn show(self) -> String {
                match self {
                    $($name::$variant => $number.to_string(),)*
                }
            }
        }
    };
}

knob_enum! {
    /// Which loops loop-invariant code motion hoists out of (ptxas knob 381).
    HoistPolicy {
        /// Out of every loop.
        Always = "0" "every",
        /// Out of innermost loops only: the placement ptxas 13.5 shows.
        InnerLoops = "1" "innermost",
        /// Never.
        Never = "3" "never",
    }
}

knob_enum! {
    /// Which short blocks skipped by a conditional branch are predicated.
    IfConvertPolicy {
        /// None: every branch stays.
        Off = "0" "off",
        /// ptxas's rule: a block whose load would be the only one of the merged block keeps
        /// its branch.
        PtxasRule = "1" "ptxas",
        /// That block too.
        LoneLoads = "2" "lone-loads",
    }
}

knob_enum! {
    /// Which 64-bit address additions are fused into the wide multiply before them
    /// (`IMAD.WIDE a, i, k, base`).
    FuseWideAddressPolicy {
        /// None.
        Off = "0" "off",
        /// When the base is a register pair.
        RegisterBases = "1" "register-bases",
        /// Also when it is a kernel parameter: the factor then goes into a register shared by
        /// the block's addresses (ptxas's `IMAD.MOV.U32 R11, RZ, RZ, 0x4`).
        ParameterBases = "2" "parameter-bases",
    }
}

/// A setting's name, default and meaning, as `--list-knobs` and `docs/knobs.md` show them.
#[derive(Clone, Copy, Debug)]
pub struct KnobDef {
    /// The name `--knob` takes (ptxas's, where ptxas has the knob).
    pub name: &'static str,
    /// What a value looks like.
    pub expected: &'static str,
    /// What it controls.
    pub doc: &'static str,
}

/// Generates [`Settings`], [`KNOBS`] and the by-name access from one table of
/// `Name: field: Type = default, "meaning";` rows.
macro_rules! knobs {
    ($($name:ident : $field:ident : $ty:ty = $default:expr, $doc:literal;)*) => {
        /// Every setting, typed, as one function's compilation reads them (see
        /// [`Knobs::settings`]). Each field is the knob of the same meaning in [`KNOBS`].
        #[derive(Clone, Copy, Debug, PartialEq)]
        pub struct Settings {
            $(#[doc = $doc] pub $field: $ty,)*
        }

        impl Default for Settings {
            fn default() -> Settings {
                Settings { $($field: $default,)* }
            }
        }

        /// Every knob, in the order of the table.
        pub const KNOBS: &[KnobDef] = &[
            $(KnobDef {
                name: stringify!($name),
                expected: <$ty as KnobValue>::EXPECTED,
                doc: $doc,
            },)*
        ];

        impl Settings {
            /// Sets knob `name` from its text; `Ok(false)` when no knob has that name.
            fn set_named(&mut self, name: &str, text: &str) -> Result<bool, KnobError> {
                match name {
                    $(stringify!($name) => {
                        self.$field = <$ty as KnobValue>::parse(text).ok_or_else(|| {
                            KnobError::BadValue {
                                name: stringify!($name),
                                value: text.to_string(),
                                expected: <$ty as KnobValue>::EXPECTED,
                            }
                        })?;
                        Ok(true)
                    })*
                    _ => Ok(false),
                }
            }

            /// The value of knob `name` as `--knob` writes it.
            pub fn show(&self, name: &str) -> Option<String> {
                match name {
                    $(stringify!($name) => Some(self.$field.show()),)*
                    _ => None,
                }
            }
        }
    };
}

knobs! {
    RegAllocThresholdForDiscardConflicts: discard_conflicts_threshold: u32 = 50,
        "Accepted for ptxas compatibility (knob 684, default 50): ptxas stops counting a slot's conflicts past it; ptxra answers every slot at once from per-point occupancy bits, so there is no count to cut short.";
    RegAllocNumNonSpillTrials: non_spill_trials: u32 = 2,
        "Attempts without spilling after the NOSPILL one, each walking the values in another order (tuples first, longest first), when only alignment or order made it fail (ptxas knob 639).";
    RegAllocNumSpillTrials: spill_trials: u32 = 8,
        "Guided SPILL rounds before the final fallback restores the best attempt and spills everything that did not fit there (ptxas knob 638, the retry limit).";
    RegAllocCoalescing: coalescing: bool = true,
        "Prefer the register of a copy partner so the copy disappears (ptxas knob 618).";
    RegAllocEstimatedLoopIterations: loop_iterations: f64 = 10.0,
        "Iterations assumed per loop level when weighting spill costs by block frequency (ptxas knob 623).";
    RegAllocSpillBaseWeight: spill_base_weight: f64 = 15.0,
        "Cost of one spill store or reload before frequency weighting (spill seed: 15.0).";
    RegAllocSpillHighPressureWeight: spill_high_pressure_weight: f64 = 3.0,
        "Base weight used instead when the class is under high pressure (spill seed: 3.0).";
    RegAllocReloadReuseDistance: reload_reuse_distance: u32 = 8,
        "A spilled value reloaded (or defined) in a block is reused by its reads up to this many instructions later instead of reloading again; 0 = reload before every read.";
    RegAllocSlotPreferences: slot_preferences: bool = true,
        "GPRs are chosen among the legal ones below the occupancy-neutral count by ptxas's measured preferences (parity unlike co-read operands, a dying source's register, no write soon after a memory instruction's read), then by index; 0 = lowest legal register.";
    RegAllocStoreReuseWindow: store_reuse_window: u32 = 10,
        "Instructions after a memory instruction's last read of a register during which the slot preferences avoid writing that register again (ptxas 13.5: avoided at 10, reused at 11).";
    RegAllocStoreReuseInBlock: store_reuse_in_block: bool = false,
        "1 = the store-reuse window counts only a read and a write in the same block (ptxas rewrites a register 3–5 instructions after a `RED`/`STG` when a branch lies between); 0 = in layout order across blocks.";
    InjectPanic: inject_panic: bool = false,
        "1 = panic on purpose inside `opt_dce` (tests that an internal bug ends in a clean error naming the function, exit status 4, not a panic trace).";
    SmemSpilling: smem_spilling: bool = false,
        "1 = spill 32-bit values to shared memory first in every entry, as `.pragma \"enable_smem_spilling\"` (CUDA 13) asks for one.";
    RegAllocFitTarget: fit_target: u32 = 4,
        "When the best allocation is at most this many registers over the register target (and no explicit budget set the target), allocate again within the target, recomputing or spilling what does not fit, and keep that if it spills nothing: ptxas does not give up an occupancy step for a register or two it can do without; 0 = never.";
    RegAllocRegionSplit: region_split: bool = false,
        "Greedy allocator: a value read in a loop it is defined outside of (or live through one) that finds no register is split by a copy in the loop's preheader, so one side keeps a register and only the other is spilled; the allocation is kept only when it spills less than one with local splits alone; 0 (default) = local splits only.";
    RematEnable: remat: bool = true,
        "Values whose one definition is a cheap ALU instruction (IADD3, SHF, IMAD, ISETP, LOP3, SEL, MOV) or an invariant special-register read (S2R SR_TID.X) with its sources still live and unchanged at every read are recomputed there instead of spilled; 0 = always spill.";
    RegAllocRematWeight: remat_weight: f64 = 1.0,
        "Cost of one recomputation before frequency weighting, in the units of RegAllocSpillBaseWeight (a single-cycle ALU instruction against a local-memory round trip).";
    PromoteLocals: promote_locals: bool = true,
        "Keep the stack frame (local arrays) in registers when every access is a plain load or store at a followable address, none indexed at run time inside a loop, and the run-time-indexed ones are few enough for the function's size, as ptxas does; 0 = off.";
    ForwardCopies: forward_copies: bool = true,
        "A copy of a register whose readers all follow it in its block is removed and they read the source, as ptxas's copy propagation leaves Triton's twice-written load registers and 16-bit lanes; 0 = off.";
    PairHalfOps: pair_half_ops: bool = true,
        "Two 16-bit float operations (or f32-to-half conversions) whose results are packed into one word, lane by lane, become one paired operation writing the word (`HFMA2.BF16_V2`, `F2FP.PACK_AB`), as ptxas pairs Triton's scalar half arithmetic; 0 = off.";
    FoldOffsets: fold_offsets: bool = true,
        "Fold constant pointer bumps into the immediate offsets of memory operands and into one add from the root pointer (`q = p + 128; ld [q+4]` reads `[p+0x84]`), as ptxas does before allocation; 0 = off.";
    NarrowAddresses: narrow_addresses: bool = true,
        "Compute 64-bit arithmetic whose high word nothing reads (shared-memory addresses kept in 64-bit pointers by NVRTC 12.x and clang 19) in single registers, as ptxas does; 0 = off.";
    UnpairAddSources: unpair_add_sources: bool = true,
        "A 64-bit add reads a source built from one register and a zero or sign word (`cvt.u64.u32`, `shl.b64 x, 32`, `cvt.s64.s32`) as that register, so the pair is never built, as ptxas does; 0 = off.";
    ConvergenceBarriers: convergence_barriers: bool = true,
        "Open a convergence barrier (`BSSY`) before every branch on a thread-dependent condition whose paths meet again, and wait for the warp (`BSYNC`) where they meet, as ptxas does from sm_70 (no register cost; two instructions per region); 0 = off.";
    MergeBlocks: merge_blocks: bool = true,
        "A block reached only by an unconditional jump joins the block that jumps to it, so that a rotated loop (Triton's `bra.uni` into the loads, the trip's last part in the block above them) is one block as in ptxas's listings; 0 = off.";
    GuardedExits: guarded_exits: bool = true,
        "A conditional branch to a block that only exits becomes a guarded `EXIT` (`@P0 EXIT`), as ptxas writes `if (i >= n) return;`, so the code after it is neither branched around nor predicated; 0 = off.";
    FoldPredicateLogic: fold_predicate_logic: bool = true,
        "An `and`/`or`/`xor` of two predicates, one of them a plain compare written once and read only there, becomes that compare combined with the other (`ISETP.NE.OR P0, PT, R0, 0x7, P0`), as ptxas does; 0 = off.";
    FuseMultiplyAdd: fuse_multiply_add: bool = true,
        "Fold a 32-bit multiply (or left shift by a constant) written once into the adds that read it, one `IMAD a, b, c` each, when every reader is such an add in its block, as ptxas does; 0 = off.";
    FuseThreeInput: fuse_three_input: bool = true,
        "Fold chains of 32-bit adds into `IADD3` and of logic operations into `LOP3` while three inputs (one constant at most) suffice, absorbing a source computed once in the same block and read only there, as ptxas does; 0 = off.";
    FuseWideAddress: fuse_wide_address: FuseWideAddressPolicy = FuseWideAddressPolicy::ParameterBases,
        "Fuse `IMAD.WIDE t, i, k` + `IADD3.64 a, t, base` into `IMAD.WIDE a, i, k, base` as ptxas forms addresses: 1 = when the base is a register pair, 2 = also when it is a parameter (the factor then goes into a register shared by the block's addresses, ptxas's `IMAD.MOV.U32 R11, RZ, RZ, 0x4`), 0 = off. Applies below `FuseWideAddressBeforeSm`.";
    FuseWideAddressBeforeSm: fuse_wide_address_before_sm: u32 = 90,
        "Architectures (sm number) below which `FuseWideAddress` applies: from sm_90 ptxas loads a parameter base into registers (`LDC.64`) and the fused form moved the counts away from its (per-pass table in docs/fidelity.md).";
    Cse: cse: bool = false,
        "1 = local common-subexpression elimination: a pure instruction that reads registers and repeats an earlier one of its block with unchanged operands reuses its result (values written once only). Off by default: merging lengthens live ranges and moves the counts away from ptxas's on every measured run (per-pass table in docs/fidelity.md), so ptxas evidently recomputes such repeats.";
    MergeLoads: merge_loads: bool = true,
        "Merge scalar shared loads of a 16-byte-aligned chunk (three or four words) into LDS.128 and aligned word pairs into LDS.64, as ptxas does before allocation; each word of the merged tuple is free after its own last read, as ptxas's registers are (`tests/golden/alloc/words_die_apart.ptx`); 0 = off.";
    LoopUnrollFactor: unroll_factor: u32 = 4,
        "Copies per trip when unrolling an innermost counted loop not marked nounroll, as ptxas does (nvdisasm: 4 on the development corpus); 0 or 1 = off.";
    LoopUnrollMaxInsts: unroll_max_insts: u32 = 192,
        "Largest unrolled loop body (instructions of all copies) the unroller produces: ptxas leaves big bodies (often already unrolled by NVVM) alone; 192 fits the corpus best (512 and 256 unroll too much, 128 too little).";
    HoistInvariants: hoist_invariants: HoistPolicy = HoistPolicy::Never,
        "Loop-invariant code motion before allocation (ptxas knob 381): 0 = hoist out of every loop, 1 = out of innermost loops only (the placement ptxas 13.5 shows), 3 = never (default: hoisting did not improve register fidelity on the corpus). Pure ALU instructions with a register source, in a block run on every iteration, whose sources are defined outside the loop move to the loop's preheader.";
    IfConvert: if_convert: IfConvertPolicy = IfConvertPolicy::PtxasRule,
        "Predicate short blocks that a conditional branch skips (triangles and if/else diamonds) into the block before them and merge the join, so the scheduler sees one block and issues the guarded loads together, as ptxas does: 1 = ptxas's rule (a block whose load would be the only one of the merged block keeps its branch), 2 = that block too, 0 = off.";
    IfConvertMaxInsts: if_convert_max_insts: u32 = 8,
        "Largest block (instructions) that if-conversion predicates.";
    UniformLoadPromotion: uniform_load_promotion: bool = true,
        "Copy read-only loads of warp-uniform addresses into uniform registers (R2UR) so their readers take the UR operand, as ptxas does when that lowers the register target (an explicit budget the code does not fit otherwise, or a lower occupancy plateau); 0 = never.";
    AssignUniform: assign_uniform: bool = true,
        "Move warp-uniform values into uniform registers before allocation, as ptxas does on sm_75 and later; 0 = keep the classes the code has (`ptxra replay` allocates ptxas's own code, whose classes ptxas already chose).";
    SchedPreRa: sched_pre_ra: bool = true,
        "Pre-allocation list scheduling towards the register target (latency first while registers are free, register-saving beyond); 0 = keep the PTX order.";
    SchedPressureMargin: sched_pressure_margin: u32 = 2,
        "GPRs below the register target (after the reserved ones) at which the scheduler stops spending registers on latency.";
    SchedTargetFromMinPressure: sched_target_from_min_pressure: bool = true,
        "1 = derive the register target from a register-saving schedule's pressure instead of the PTX order's.";
    SchedPredicatePressure: sched_predicate_pressure: bool = true,
        "1 = the pre-allocation scheduler keeps at most the predicate file (7 on every supported SM) live, so a predicate is computed near the instructions it guards (ptxas predicates 32 guarded loads of an unrolled FIR loop without spilling a predicate); 0 = predicates unlimited (they spill to GPRs).";
    SchedBottomUpSlack: sched_bottom_up_slack: Option<u32> = Some(8),
        "Where the latency-first schedule of a block overshoots the pressure limit by more than this many registers, a bottom-up register-saving schedule replaces it when it overshoots less (serialising independent work, as ptxas does on huge kernels); -1 = never.";
    SchedTargetRetries: sched_target_retries: u32 = 3,
        "Re-schedules (with the pressure limit lowered by the excess) when the allocated count overshoots the register target or the budget forced spills; the best attempt wins.";
}

impl Settings {
    /// These settings with what optimisation level `level` (0–3) switches, as measured on
    /// ptxas 13.5: `-O0` promotes no local arrays, forwards no copies, pairs no 16-bit
    /// operations, merges no loads, unrolls, schedules,
    /// hoists, if-converts, fuses addresses and recomputes nothing; `-O1` does not unroll
    /// and does not serialise huge blocks to save registers (ptxas keeps
    /// `huge_chacha_blocks` at 80 registers at -O1, 32 at -O2/-O3); `-O2` equals `-O3`.
    pub fn at_level(mut self, level: u8) -> Settings {
        match level {
            0 => {
                self.promote_locals = false;
                self.fold_offsets = false;
                self.narrow_addresses = false;
                self.unpair_add_sources = false;
                self.forward_copies = false;
                self.pair_half_ops = false;
                self.merge_loads = false;
                self.fuse_three_input = false;
                self.fuse_multiply_add = false;
                self.fold_predicate_logic = false;
                self.unroll_factor = 0;
                self.sched_pre_ra = false;
                self.remat = false;
                self.if_convert = IfConvertPolicy::Off;
                self.merge_blocks = false;
                self.fuse_wide_address = FuseWideAddressPolicy::Off;
            }
            1 => {
                self.unroll_factor = 0;
                self.sched_bottom_up_slack = None;
            }
            _ => {}
        }
        self
    }
}

/// A `--knob` setting that cannot be taken.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum KnobError {
    /// Not `NAME=VALUE`.
    #[error("knob `{0}` must be NAME=VALUE")]
    Syntax(String),
    /// No knob has this name.
    #[error("unknown knob `{0}`; known knobs: {known}", known = known_names())]
    Unknown(String),
    /// The value is not of the knob's type.
    #[error("knob `{name}` needs {expected}, got `{value}`")]
    BadValue {
        /// The knob.
        name: &'static str,
        /// What was given.
        value: String,
        /// What it must look like.
        expected: &'static str,
    },
}

fn known_names() -> String {
    KNOBS.iter().map(|k| k.name).collect::<Vec<_>>().join(", ")
}

/// What a user asked for: explicit `--knob` settings over an optimisation level's defaults.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Knobs {
    /// Each explicit setting, checked when it was made, in the order given (a later one
    /// wins).
    explicit: Vec<(&'static str, String)>,
}

impl Knobs {
    /// Takes `NAME=VALUE`; unknown names and values of the wrong type are errors.
    pub fn set(&mut self, spec: &str) -> Result<(), KnobError> {
        let (name, value) = spec
            .split_once('=')
            .ok_or_else(|| KnobError::Syntax(spec.to_string()))?;
        let (name, value) = (name.trim(), value.trim());
        let def = KNOBS
            .iter()
            .find(|k| k.name == name)
            .ok_or_else(|| KnobError::Unknown(name.to_string()))?;
        Settings::default().set_named(def.name, value)?;
        self.explicit.retain(|(n, _)| *n != def.name);
        self.explicit.push((def.name, value.to_string()));
        Ok(())
    }

    /// The settings a function compiles with: the table's defaults, then what optimisation
    /// level `level` changes (`None` is ptxas's default, `-O3`), then the explicit settings.
    pub fn settings(&self, level: Option<u8>) -> Settings {
        let mut s = Settings::default().at_level(level.unwrap_or(3));
        for (name, value) in &self.explicit {
            // Checked by `set`: neither the name nor the value can fail here.
            let _ = s.set_named(name, value);
        }
        s
    }
}

/// The knob table as a Markdown table (`docs/knobs.md`), defaults as `--knob` writes them.
pub fn markdown_table() -> String {
    let defaults = Settings::default();
    let mut out = String::from("| knob | default | values | meaning |\n|---|---|---|---|\n");
    for k in KNOBS {
        let default = defaults.show(k.name).unwrap_or_default();
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            k.name,
            default,
            k.expected.trim(),
            k.doc
        ));
    }
    out
}

/// Every knob with its default, its values and its meaning (`ptxra --list-knobs`).
pub fn describe() -> String {
    let mut out = String::from(
        "knobs (--knob NAME=VALUE; -O0 and -O1 change some defaults first: -O0 turns off \
         PromoteLocals, FoldOffsets, NarrowAddresses, UnpairAddSources, ForwardCopies, \
         PairHalfOps, MergeLoads, LoopUnrollFactor, SchedPreRa, \
         RematEnable, IfConvert, MergeBlocks and FuseWideAddress; -O1 LoopUnrollFactor and \
         SchedBottomUpSlack):\n",
    );
    for k in KNOBS {
        out.push_str(&format!("{k}\n"));
    }
    out
}

impl fmt::Display for KnobDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let default = Settings::default().show(self.name).unwrap_or_default();
        write!(
            f,
            "{} = {} ({})\n    {}",
            self.name,
            default,
            self.expected.trim(),
            self.doc
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_overrides_and_errors() {
        let mut k = Knobs::default();
        assert_eq!(k.settings(None).discard_conflicts_threshold, 50);
        k.set("RegAllocNumNonSpillTrials=5").unwrap();
        assert_eq!(k.settings(None).non_spill_trials, 5);
        assert!(matches!(
            k.set("NoSuchKnob=1"),
            Err(KnobError::Unknown(n)) if n == "NoSuchKnob"
        ));
        assert!(k
            .set("NoSuchKnob=1")
            .unwrap_err()
            .to_string()
            .contains("known knobs"));
        assert!(matches!(
            k.set("RegAllocCoalescing=yes"),
            Err(KnobError::BadValue { .. })
        ));
        assert!(matches!(
            k.set("RegAllocCoalescing=2"),
            Err(KnobError::BadValue { .. })
        ));
        assert!(matches!(
            k.set("LoopUnrollFactor=2.5"),
            Err(KnobError::BadValue { .. })
        ));
        assert!(matches!(
            k.set("HoistInvariants=2"),
            Err(KnobError::BadValue { .. })
        ));
        assert!(matches!(
            k.set("RegAllocCoalescing"),
            Err(KnobError::Syntax(_))
        ));
        // A failed setting leaves the earlier ones alone.
        assert_eq!(k.settings(None).non_spill_trials, 5);
    }

    #[test]
    fn typed_values_by_number_or_name() {
        let mut k = Knobs::default();
        k.set("HoistInvariants=innermost").unwrap();
        k.set("IfConvert=2").unwrap();
        k.set("SchedBottomUpSlack=-1").unwrap();
        k.set("RegAllocSpillBaseWeight=2.5").unwrap();
        let s = k.settings(None);
        assert_eq!(s.hoist_invariants, HoistPolicy::InnerLoops);
        assert_eq!(s.if_convert, IfConvertPolicy::LoneLoads);
        assert_eq!(s.sched_bottom_up_slack, None);
        assert_eq!(s.spill_base_weight, 2.5);
        // The last setting of a knob wins.
        k.set("IfConvert=0").unwrap();
        assert_eq!(k.settings(None).if_convert, IfConvertPolicy::Off);
    }

    #[test]
    fn levels_change_defaults_but_not_explicit_settings() {
        let mut k = Knobs::default();
        k.set("RematEnable=1").unwrap();
        let o0 = k.settings(Some(0));
        assert!(!o0.sched_pre_ra);
        assert_eq!(o0.unroll_factor, 0);
        assert!(o0.remat, "an explicit knob wins over the level");
        assert_eq!(k.settings(Some(1)).unroll_factor, 0);
        assert!(k.settings(Some(1)).sched_pre_ra);
        assert_eq!(k.settings(Some(2)), k.settings(None));
        assert_eq!(k.settings(Some(3)), k.settings(None));
    }

    /// Every default shows as a value its own parser takes back.
    #[test]
    fn every_default_round_trips() {
        let defaults = Settings::default();
        for def in KNOBS {
            let shown = defaults.show(def.name).unwrap();
            let mut k = Knobs::default();
            k.set(&format!("{}={shown}", def.name)).unwrap();
            assert_eq!(k.settings(None), defaults, "{}", def.name);
        }
    }

    /// `docs/knobs.md` is generated from the table: it must list every knob as the code
    /// has it. `PTXRA_BLESS=1` rewrites it.
    #[test]
    fn docs_knob_table_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/knobs.md");
        let header = "# Knobs\n\n`--knob NAME=VALUE` changes a setting (repeatable; the last one of a name wins; `-O0`…`-O2` change some defaults first, see `ptxra --list-knobs`). Generated from `src/knobs.rs` by its test `docs_knob_table_is_current` (`PTXRA_BLESS=1` rewrites this file).\n\n";
        let want = format!("{header}{}", markdown_table());
        if std::env::var_os("PTXRA_BLESS").is_some() {
            std::fs::write(path, &want).unwrap();
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == want,
            "docs/knobs.md is out of date with src/knobs.rs: run the test with PTXRA_BLESS=1"
        );
    }
}
