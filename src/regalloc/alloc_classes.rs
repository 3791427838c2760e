//! The per-class driver: NOSPILL attempt, then SPILL retries guided by spill costs, class
//! by class in ptxas's order (`ptxas-allocator-architecture.txt`, "Per-Class Driver").
//!
//! Spill code changes the program points of everything after it, so after a spill the
//! whole function is re-analysed and every class re-assigned from scratch; a uniform value
//! that does not fit the uniform file moves to the GPR file instead of memory, as ptxas
//! does.

use super::live_info::LiveRanges;
use crate::ir::{Function, Opcode, PhysReg, RegClass, VReg};

use super::assign_fatpoint::{assign_class, Candidate, RegFile};
use super::spill_guidance::{choose_victims, GuidanceInput};
use super::spill_lmem::{spill_values, SlotPool, SpillHome};
use super::{AllocError, AllocOptions, AllocStats, Allocation};

/// Registers modelled per class (the hardware encodings, so overflow can be measured).
fn file_size(class: RegClass) -> usize {
    match class {
        RegClass::R => 256,
        RegClass::UR => 64,
        RegClass::P | RegClass::UP => 8,
        RegClass::B => 16,
    }
}

/// Hard cap on analyse–assign–spill rounds (each round spills at least one value).
const MAX_ROUNDS: u32 = 400;

/// Allocates every class of `f`.
pub fn allocate(f: &Function, opts: &AllocOptions) -> Result<Allocation, AllocError> {
    let mut func = f.clone();
    let mut origin: Vec<VReg> = (0..func.vregs.len()).map(VReg::new).collect();
    let mut no_spill = vec![false; func.vregs.len()];
    let mut homes: Vec<Option<SpillHome>> = Vec::new();
    let mut pool = SlotPool {
        base: func.local_bytes.next_multiple_of(4) + opts.frame_base,
        used: 0,
    };
    let mut stats = AllocStats::default();
    let trials = opts.knobs.get("RegAllocNumNonSpillTrials").max(0.0) as u32;
    let threshold = opts
        .knobs
        .get("RegAllocThresholdForDiscardConflicts")
        .max(0.0) as u32;
    let mut spill_rounds = 0u32;
    'round: for _ in 0..MAX_ROUNDS {
        stats.attempts += 1;
        let live = LiveRanges::compute(&func, opts.knobs.get("RegAllocEstimatedLoopIterations"));
        let mut regs: Vec<Option<PhysReg>> = vec![None; func.vregs.len()];
        for class in RegClass::ALLOCATION_ORDER {
            let cands = candidates(&func, &live, class, &regs, &opts.knobs);
            if cands.is_empty() {
                continue;
            }
            let mut file = RegFile::new(file_size(class));
            occupy_fixed(&func, &live, class, opts, &mut file);
            let limit = opts.limits[class] as usize;
            let result = assign_class(&cands, &mut file, limit, threshold);
            let unplaced: Vec<VReg> = cands
                .iter()
                .zip(&result.regs)
                .filter(|(_, r)| r.is_none())
                .map(|(c, _)| c.vreg)
                .collect();
            if unplaced.is_empty() {
                for (c, r) in cands.iter().zip(&result.regs) {
                    regs[c.vreg.index()] = r.map(|index| PhysReg { class, index });
                }
                continue;
            }
            // Uniform values that do not fit move to the per-thread file.
            if class.is_uniform() {
                for v in &unplaced {
                    func.vregs[v.index()].class = class.to_vector();
                }
                stats.demoted_uniform += unplaced.len() as u32;
                continue 'round;
            }
            spill_rounds += 1;
            let input = GuidanceInput {
                func: &func,
                segments: &live.segments,
                weighted_refs: &live.weighted_refs,
                no_spill: &no_spill,
                points: live.points,
            };
            let mut victims = if spill_rounds <= trials.max(1) {
                // Reserved registers (R1) hold nothing but their pre-coloured value.
                let usable = limit.saturating_sub(opts.reserved[class].len()) as u32;
                choose_victims(
                    &input,
                    class,
                    usable,
                    &opts.reserved[class],
                    &unplaced,
                    &opts.knobs,
                )
            } else {
                // Final fallback: everything that did not fit goes to memory.
                unplaced
                    .iter()
                    .copied()
                    .filter(|v| !no_spill[v.index()])
                    .collect()
            };
            if victims.is_empty() {
                victims = interfering_spillable(&func, &live, &unplaced, &no_spill);
            }
            if victims.is_empty() {
                return Err(AllocError::Failed {
                    class,
                    count: if class == RegClass::R {
                        opts.limits[class] as u32 + 2
                    } else {
                        opts.limits[class] as u32
                    },
                });
            }
            if std::env::var_os("PTXRA_DEBUG_RA").is_some() {
                let mut pr = vec![0i64; live.points + 2];
                for c in &cands {
                    for &(a, b) in &c.segments {
                        pr[a as usize] += c.width as i64;
                        pr[(b as usize).min(live.points)] -= c.width as i64;
                    }
                }
                let mut acc = 0;
                let mut mx = 0;
                for p in &pr {
                    acc += p;
                    mx = mx.max(acc);
                }
                let w2 = unplaced.iter().filter(|v| func.vreg(**v).width > 1).count();
                eprintln!("round {}: class {class} unplaced {} (wide {w2}) victims {} maxpressure {mx} needed {}", stats.attempts, unplaced.len(), victims.len(), result.needed);
            }
            stats.spilled_values += victims.len() as u32;
            let counts = spill_values(
                &mut func,
                &victims,
                &mut homes,
                &mut origin,
                &mut no_spill,
                &mut pool,
            );
            stats.spill_store_bytes += counts.store_bytes;
            stats.spill_load_bytes += counts.load_bytes;
            continue 'round;
        }
        stats.spill_frame_bytes = pool.used;
        return Ok(Allocation {
            func,
            regs,
            origin,
            stats,
        });
    }
    Err(AllocError::Failed {
        class: RegClass::R,
        count: opts.limits[RegClass::R] as u32 + 2,
    })
}

/// The values of `class` to place, in ptxas's walk order: by first definition point, wider
/// tuples first on ties (they are the hardest to fit), with copy partners as hints.
fn candidates(
    f: &Function,
    live: &LiveRanges,
    class: RegClass,
    _regs: &[Option<PhysReg>],
    knobs: &super::Knobs,
) -> Vec<Candidate> {
    let mut out: Vec<Candidate> = (0..f.vregs.len())
        .map(VReg::new)
        .filter(|v| f.vreg(*v).class == class && !live.segments[v.index()].is_empty())
        .map(|v| Candidate {
            vreg: v,
            segments: live.segments[v.index()].clone(),
            width: f.vreg(v).width,
            fixed: f.vreg(v).fixed,
            hints: Vec::new(),
        })
        .collect();
    out.sort_by_key(|c| (c.segments[0].0, std::cmp::Reverse(c.width), c.vreg));
    let _ = knobs;
    out
}

/// Reserved registers are taken for the whole function; call clobbers at the call's
/// definition point, except the registers the call itself defines.
fn occupy_fixed(
    f: &Function,
    live: &LiveRanges,
    class: RegClass,
    opts: &AllocOptions,
    file: &mut RegFile,
) {
    // Reserved registers (R1) are taken for the whole function; the stack-pointer value is
    // pre-coloured there, so only it ever lands on R1.
    for &r in &opts.reserved[class] {
        file.reserve(r as usize);
    }
    let mut idx = 0u32;
    for blk in &f.blocks {
        for inst in &blk.insts {
            if inst.op == Opcode::CALL || !inst.clobbers.is_empty() {
                let fixed_defs: Vec<u16> = inst
                    .defs
                    .iter()
                    .filter(|d| f.vreg(**d).class == class)
                    .filter_map(|d| f.vreg(*d).fixed)
                    .collect();
                for c in inst.clobbers.iter().filter(|c| c.class == class) {
                    for r in c.first..c.first + c.count {
                        if !fixed_defs.contains(&r) {
                            file.occupy(r as usize, 2 * idx + 1, 2 * idx + 2, u32::MAX);
                        }
                    }
                }
            }
            idx += 1;
        }
    }
    let _ = live;
}

/// When guidance finds nothing at the peak, spill the cheapest value that overlaps a value
/// that did not fit.
fn interfering_spillable(
    f: &Function,
    live: &LiveRanges,
    unplaced: &[VReg],
    no_spill: &[bool],
) -> Vec<VReg> {
    let overlaps = |a: &[(u32, u32)], b: &[(u32, u32)]| {
        a.iter()
            .any(|&(s, e)| b.iter().any(|&(t, u)| s < u && t < e))
    };
    let class = unplaced.first().map(|v| f.vreg(*v).class);
    let mut best: Option<(f64, VReg)> = None;
    for v in (0..f.vregs.len()).map(VReg::new) {
        if Some(f.vreg(v).class) != class
            || no_spill[v.index()]
            || live.segments[v.index()].is_empty()
        {
            continue;
        }
        if unplaced
            .iter()
            .any(|u| overlaps(&live.segments[u.index()], &live.segments[v.index()]))
        {
            let cost = live.weighted_refs[v.index()];
            if best.is_none_or(|(c, _)| cost < c) {
                best = Some((cost, v));
            }
        }
    }
    best.map(|(_, v)| vec![v]).unwrap_or_default()
}
