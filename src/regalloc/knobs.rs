//! Register-allocation knobs, named as in ptxas (`--knob NAME=VALUE`), with the defaults the
//! seed documents give. One table, so the README can print it and `--knob` can reject
//! misspellings.

use std::collections::BTreeMap;

/// A knob's name, default and meaning.
pub struct KnobDef {
    /// ptxas name.
    pub name: &'static str,
    /// Default value.
    pub default: f64,
    /// What it controls in ptxra.
    pub doc: &'static str,
}

/// Every knob ptxra understands.
pub const KNOBS: &[KnobDef] = &[
    KnobDef {
        name: "RegAllocThresholdForDiscardConflicts",
        default: 50.0,
        doc: "Accepted for ptxas compatibility (knob 684, default 50): ptxas stops counting a slot's conflicts past it; ptxra answers every slot at once from per-point occupancy bits, so there is no count to cut short.",
    },
    KnobDef {
        name: "RegAllocNumNonSpillTrials",
        default: 2.0,
        doc: "Attempts without spilling after the NOSPILL one, each walking the values in another order (tuples first, longest first), when only alignment or order made it fail (ptxas knob 639).",
    },
    KnobDef {
        name: "RegAllocNumSpillTrials",
        default: 8.0,
        doc: "Guided SPILL rounds before the final fallback restores the best attempt and spills everything that did not fit there (ptxas knob 638, the retry limit).",
    },
    KnobDef {
        name: "RegAllocCoalescing",
        default: 1.0,
        doc: "Prefer the register of a copy partner so the copy disappears (ptxas knob 618).",
    },
    KnobDef {
        name: "RegAllocEstimatedLoopIterations",
        default: 10.0,
        doc: "Iterations assumed per loop level when weighting spill costs by block frequency (ptxas knob 623).",
    },
    KnobDef {
        name: "RegAllocSpillBaseWeight",
        default: 15.0,
        doc: "Cost of one spill store or reload before frequency weighting (spill seed: 15.0).",
    },
    KnobDef {
        name: "RegAllocSpillHighPressureWeight",
        default: 3.0,
        doc: "Base weight used instead when the class is under high pressure (spill seed: 3.0).",
    },
    KnobDef {
        name: "RegAllocReloadReuseDistance",
        default: 8.0,
        doc: "A spilled value reloaded (or defined) in a block is reused by its reads up to this many instructions later instead of reloading again; 0 = reload before every read.",
    },
    KnobDef {
        name: "RegAllocSlotPreferences",
        default: 1.0,
        doc: "GPRs are chosen among the legal ones below the occupancy-neutral count by ptxas's measured preferences (parity unlike co-read operands, a dying source's register, no write soon after a memory instruction's read), then by index; 0 = lowest legal register.",
    },
    KnobDef {
        name: "RegAllocStoreReuseWindow",
        default: 10.0,
        doc: "Instructions after a memory instruction's last read of a register during which the slot preferences avoid writing that register again (ptxas 13.5: avoided at 10, reused at 11).",
    },
    KnobDef {
        name: "RegAllocStoreReuseInBlock",
        default: 0.0,
        doc: "1 = the store-reuse window counts only a read and a write in the same block (ptxas rewrites a register 3–5 instructions after a `RED`/`STG` when a branch lies between); 0 = in layout order across blocks.",
    },
    KnobDef {
        name: "InjectPanic",
        default: 0.0,
        doc: "1 = panic on purpose inside `opt_dce` (tests that an internal bug ends in a clean error naming the function, exit status 4, not a panic trace).",
    },
    KnobDef {
        name: "SmemSpilling",
        default: 0.0,
        doc: "1 = spill 32-bit values to shared memory first in every entry, as `.pragma \"enable_smem_spilling\"` (CUDA 13) asks for one.",
    },
    KnobDef {
        name: "RegAllocFitTarget",
        default: 4.0,
        doc: "When the best allocation is at most this many registers over the register target (and no explicit budget set the target), allocate again within the target, recomputing or spilling what does not fit, and keep that if it spills nothing: ptxas does not give up an occupancy step for a register or two it can do without; 0 = never.",
    },
    KnobDef {
        name: "RegAllocRegionSplit",
        default: 0.0,
        doc: "Greedy allocator: a value read in a loop it is defined outside of (or live through one) that finds no register is split by a copy in the loop's preheader, so one side keeps a register and only the other is spilled; the allocation is kept only when it spills less than one with local splits alone; 0 (default) = local splits only.",
    },
    KnobDef {
        name: "RematEnable",
        default: 1.0,
        doc: "Values whose one definition is a cheap ALU instruction (IADD3, SHF, IMAD, ISETP, LOP3, SEL, MOV) or an invariant special-register read (S2R SR_TID.X) with its sources still live and unchanged at every read are recomputed there instead of spilled; 0 = always spill.",
    },
    KnobDef {
        name: "RegAllocRematWeight",
        default: 1.0,
        doc: "Cost of one recomputation before frequency weighting, in the units of RegAllocSpillBaseWeight (a single-cycle ALU instruction against a local-memory round trip).",
    },
    KnobDef {
        name: "PromoteLocals",
        default: 1.0,
        doc: "Keep the stack frame (local arrays) in registers when every access is a plain load or store at a followable address, none indexed at run time inside a loop, and the run-time-indexed ones are few enough for the function's size, as ptxas does; 0 = off.",
    },
    KnobDef {
        name: "FoldOffsets",
        default: 1.0,
        doc: "Fold constant pointer bumps into the immediate offsets of memory operands and into one add from the root pointer (`q = p + 128; ld [q+4]` reads `[p+0x84]`), as ptxas does before allocation; 0 = off.",
    },
    KnobDef {
        name: "NarrowAddresses",
        default: 1.0,
        doc: "Compute 64-bit arithmetic whose high word nothing reads (shared-memory addresses kept in 64-bit pointers by NVRTC 12.x and clang 19) in single registers, as ptxas does; 0 = off.",
    },
    KnobDef {
        name: "FuseWideAddress",
        default: 2.0,
        doc: "Fuse `IMAD.WIDE t, i, k` + `IADD3.64 a, t, base` into `IMAD.WIDE a, i, k, base` as ptxas forms addresses: 1 = when the base is a register pair, 2 = also when it is a parameter (the factor then goes into a register shared by the block's addresses, ptxas's `IMAD.MOV.U32 R11, RZ, RZ, 0x4`), 0 = off. Applies below `FuseWideAddressBeforeSm`.",
    },
    KnobDef {
        name: "FuseWideAddressBeforeSm",
        default: 90.0,
        doc: "Architectures (sm number) below which `FuseWideAddress` applies: from sm_90 ptxas loads a parameter base into registers (`LDC.64`) and the fused form moved the counts away from its (per-arch table in the README).",
    },
    KnobDef {
        name: "Cse",
        default: 0.0,
        doc: "1 = local common-subexpression elimination: a pure instruction that reads registers and repeats an earlier one of its block with unchanged operands reuses its result (values written once only). Off by default: merging lengthens live ranges and moves the counts away from ptxas's on every measured run (per-pass table in the README), so ptxas evidently recomputes such repeats.",
    },
    KnobDef {
        name: "MergeLoads",
        default: 0.0,
        doc: "1 = merge scalar shared loads of a 16-byte-aligned chunk (three or four words) into LDS.128 and aligned word pairs into LDS.64, as ptxas does before allocation. Off by default: a merged tuple stays live until its last lane is read (ptxra's liveness is per value, ptxas's per register), which costs more than the merge saves: with it on, MAE is worse on every measured run (per-pass table in the README).",
    },
    KnobDef {
        name: "LoopUnrollFactor",
        default: 4.0,
        doc: "Copies per trip when unrolling an innermost counted loop not marked nounroll, as ptxas does (nvdisasm: 4 on the development corpus); 0 or 1 = off.",
    },
    KnobDef {
        name: "LoopUnrollMaxInsts",
        default: 192.0,
        doc: "Largest unrolled loop body (instructions of all copies) the unroller produces: ptxas leaves big bodies (often already unrolled by NVVM) alone; 192 fits the corpus best (512 and 256 unroll too much, 128 too little).",
    },
    KnobDef {
        name: "HoistInvariants",
        default: 3.0,
        doc: "Loop-invariant code motion before allocation (ptxas knob 381): 0 = hoist out of every loop, 1 = out of innermost loops only (the placement ptxas 13.5 shows), 3 = never (default: hoisting did not improve register fidelity on the corpus). Pure ALU instructions with a register source, in a block run on every iteration, whose sources are defined outside the loop move to the loop's preheader.",
    },
    KnobDef {
        name: "IfConvert",
        default: 1.0,
        doc: "Predicate short blocks that a conditional branch skips (triangles and if/else diamonds) into the block before them and merge the join, so the scheduler sees one block and issues the guarded loads together, as ptxas does: 1 = ptxas's rule (a block whose load would be the only one of the merged block keeps its branch), 2 = that block too, 0 = off.",
    },
    KnobDef {
        name: "IfConvertMaxInsts",
        default: 8.0,
        doc: "Largest block (instructions) that if-conversion predicates.",
    },
    KnobDef {
        name: "UniformLoadPromotion",
        default: 1.0,
        doc: "Copy read-only loads of warp-uniform addresses into uniform registers (R2UR) so their readers take the UR operand, as ptxas does when that lowers the register target (an explicit budget the code does not fit otherwise, or a lower occupancy plateau); 0 = never.",
    },
    KnobDef {
        name: "SchedPreRa",
        default: 1.0,
        doc: "Pre-allocation list scheduling towards the register target (latency first while registers are free, register-saving beyond); 0 = keep the PTX order.",
    },
    KnobDef {
        name: "SchedPressureMargin",
        default: 2.0,
        doc: "GPRs below the register target (after the reserved ones) at which the scheduler stops spending registers on latency.",
    },
    KnobDef {
        name: "SchedTargetFromMinPressure",
        default: 1.0,
        doc: "1 = derive the register target from a register-saving schedule's pressure instead of the PTX order's.",
    },
    KnobDef {
        name: "SchedPredicatePressure",
        default: 1.0,
        doc: "1 = the pre-allocation scheduler keeps at most the predicate file (7 on every supported SM) live, so a predicate is computed near the instructions it guards (ptxas predicates 32 guarded loads of an unrolled FIR loop without spilling a predicate); 0 = predicates unlimited (they spill to GPRs).",
    },
    KnobDef {
        name: "SchedBottomUpSlack",
        default: 8.0,
        doc: "Where the latency-first schedule of a block overshoots the pressure limit by more than this many registers, a bottom-up register-saving schedule replaces it when it overshoots less (serialising independent work, as ptxas does on huge kernels); -1 = never.",
    },
    KnobDef {
        name: "SchedTargetRetries",
        default: 3.0,
        doc: "Re-schedules (with the pressure limit lowered by the excess) when the allocated count overshoots the register target or the budget forced spills; the best attempt wins.",
    },
];

/// The knobs an optimisation level below 3 changes, as measured on ptxas 13.5 (`-O0`: no
/// promotion of local arrays, no load merging, no unrolling, no scheduling, no hoisting, no
/// fused address arithmetic and no recomputation; `-O1`: no unrolling, and huge blocks are
/// not serialised to save registers (ptxas keeps `huge_chacha_blocks` at 80 registers at
/// -O1, 32 at -O2/-O3); `-O2` equals `-O3`).
fn level_default(level: u8, name: &str) -> Option<f64> {
    match (level, name) {
        (
            0,
            "PromoteLocals" | "FoldOffsets" | "NarrowAddresses" | "MergeLoads" | "LoopUnrollFactor"
            | "SchedPreRa" | "RematEnable" | "IfConvert" | "FuseWideAddress",
        ) => Some(0.0),
        (1, "LoopUnrollFactor") => Some(0.0),
        (1, "SchedBottomUpSlack") => Some(-1.0),
        _ => None,
    }
}

/// Knob settings: the optimisation level's defaults overridden by `--knob NAME=VALUE`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Knobs {
    overrides: BTreeMap<String, f64>,
    /// `-O` level whose defaults apply; `None` is `-O3`.
    level: Option<u8>,
}

impl Knobs {
    /// Parses `NAME=VALUE`; unknown names and bad values are errors naming the known knobs.
    pub fn set(&mut self, spec: &str) -> Result<(), String> {
        let (name, value) = spec
            .split_once('=')
            .ok_or_else(|| format!("knob `{spec}` must be NAME=VALUE"))?;
        let def = KNOBS
            .iter()
            .find(|k| k.name == name.trim())
            .ok_or_else(|| {
                let names: Vec<&str> = KNOBS.iter().map(|k| k.name).collect();
                format!("unknown knob `{name}`; known knobs: {}", names.join(", "))
            })?;
        let v: f64 = value
            .trim()
            .parse()
            .map_err(|_| format!("knob `{}` needs a number, got `{value}`", def.name))?;
        self.overrides.insert(def.name.to_string(), v);
        Ok(())
    }

    /// These settings with the defaults of optimisation level `level` (0–3) underneath:
    /// explicit settings still win.
    pub fn at_level(&self, level: u8) -> Knobs {
        Knobs {
            overrides: self.overrides.clone(),
            level: Some(level),
        }
    }

    /// The value of a knob (its default at the optimisation level when not set).
    pub fn get(&self, name: &str) -> f64 {
        self.overrides
            .get(name)
            .copied()
            .or_else(|| self.level.and_then(|l| level_default(l, name)))
            .or_else(|| KNOBS.iter().find(|k| k.name == name).map(|k| k.default))
            .unwrap_or(0.0)
    }

    /// Whether a boolean knob is on.
    pub fn on(&self, name: &str) -> bool {
        self.get(name) != 0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The README's knob table is the user's reference: every knob appears there with the
    /// default the code uses.
    #[test]
    fn readme_lists_every_knob_with_its_default() {
        let readme = include_str!("../../README.md");
        for k in KNOBS {
            let row = format!("| {} | {} |", k.name, k.default);
            assert!(readme.contains(&row), "README knob table lacks `{row}`");
        }
    }

    #[test]
    fn defaults_overrides_and_errors() {
        let mut k = Knobs::default();
        assert_eq!(k.get("RegAllocThresholdForDiscardConflicts"), 50.0);
        k.set("RegAllocNumNonSpillTrials=2").unwrap();
        assert_eq!(k.get("RegAllocNumNonSpillTrials"), 2.0);
        assert!(k.set("NoSuchKnob=1").unwrap_err().contains("known knobs"));
        assert!(k.set("RegAllocCoalescing=yes").is_err());
        assert!(k.set("RegAllocCoalescing").is_err());
    }

    #[test]
    fn levels_change_defaults_but_not_explicit_settings() {
        let mut k = Knobs::default();
        k.set("RematEnable=1").unwrap();
        let o0 = k.at_level(0);
        assert!(!o0.on("SchedPreRa"));
        assert!(!o0.on("LoopUnrollFactor"));
        assert_eq!(o0.get("SchedPreRa"), 0.0);
        assert!(o0.on("RematEnable"), "an explicit knob wins over the level");
        assert!(!k.at_level(1).on("LoopUnrollFactor"));
        assert!(k.at_level(1).on("SchedPreRa"));
        assert_eq!(
            k.at_level(2),
            Knobs {
                level: Some(2),
                ..k.clone()
            }
        );
        assert_eq!(
            k.at_level(2).get("LoopUnrollFactor"),
            k.get("LoopUnrollFactor")
        );
    }
}
