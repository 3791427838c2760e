//! Local-array promotion: the stack frame's words become registers when every access to it
//! is a plain load or store at an address the pass can follow, as ptxas's
//! `ConvertMemoryToRegisterOrUniform` does before allocation (seed: ptxas allocator
//! architecture, "Pre-Allocation and Mem-to-Reg").
//!
//! ptxas scalarises small local arrays even when they are indexed at run time: each word of
//! the array gets a register; a load at a run-time byte offset `d` becomes one compare and
//! one predicated move per word (`ISETP.EQ.AND Pk, PT, Rd, 4k` then `@Pk MOV Rx, Rk`), a
//! store the same with the moves the other way. `local_dyn_lut` (a 32-word table with 17
//! run-time-indexed accesses) has no stack frame and 48 registers in ptxas; the 7-word
//! Payne–Hanek buffer of the f32 `sin`/`cos` slow path is kept in registers too.
//!
//! When ptxas does it, measured on ptxas 13.5 at sm_80 with generated kernels (a `.local`
//! array written at constant offsets, then read at `l` run-time offsets) and the corpus:
//!
//! * arrays of up to 64 words are promoted, 128 words are not;
//! * run-time-indexed accesses cost: with `N` words, `l` such accesses and `I` instructions
//!   in the function, the array is promoted when `l·(N + 4.8) ≤ 2.08·I − 23` (fitted on the
//!   thresholds of eight (N, l) pairs, each within a few instructions: (16, 7) needs 81
//!   instructions, (32, 17) 311, (64, 9) 309); a bigger function pays for more selects;
//! * arrays read or written at run-time offsets inside a loop stay in memory
//!   (`local_dyn_hist16`, `local_lut_interp`, the Payne–Hanek store loop of ptxas 12.9's
//!   `sin`);
//! * arrays accessed with `.volatile` stay in memory (`promote_locals_volatile.ptx`: ptxas
//!   13.5 keeps a 16-byte array of two volatile counters on the stack, `STL.64 [R1+0x8],
//!   R4` / `LDL.64 R2, [R1+0x8]` in the loop; CuPy's `kdtree` kernels keep theirs so);
//! * arrays whose address escapes (passed to a call, stored, used by a generic access) and
//!   arrays of 8-byte elements accessed at run-time offsets (the f64 Payne–Hanek buffer)
//!   stay in memory; byte and half-word accesses keep the array in memory too.
//!
//! Not modelled: ptxas also declines when the function's register pressure is already high
//! (`fft_radix4_stage_global` keeps its buffer in memory; cutting the pressure-heavy tail of
//! the kernel makes ptxas promote it), a rule not pinned down yet.
//!
//! The pass needs the address arithmetic in closed form, which lowering records from the PTX
//! ([`crate::ir::ValueFacts`]: `base + constant` and `a + b` of single-definition registers);
//! it runs before dead-code elimination, which then removes that arithmetic.

use rustc_hash::FxHashMap as HashMap;

use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::ir::{
    BlockId, Cmp, Cond, FrameKept, Function, Inst, Mods, Opcode, Operand, RegClass, RegUse, VReg,
};

/// Largest array (in 32-bit words) ptxas promotes.
const MAX_WORDS: u32 = 64;

/// An address inside the frame: `SP + dynamic + offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FrameAddr {
    /// A run-time byte offset (its low word is compared), if any.
    dynamic: Option<VReg>,
    /// Constant byte offset.
    offset: i64,
}

/// One access to the frame.
struct Access {
    block: usize,
    at: usize,
    addr: FrameAddr,
    /// Words moved.
    words: u32,
}

/// Promotes the stack frame to registers where ptxas would; returns the number of words
/// promoted (0 when the frame stays in memory, and then [`Function::frame_kept`] says why).
pub fn opt_promote_locals(f: &mut Function) -> usize {
    if f.local_bytes == 0 {
        return 0;
    }
    match plan(f) {
        Ok(plan) => {
            rewrite(f, &plan);
            plan.words as usize
        }
        Err(why) => {
            f.frame_kept = Some(why);
            0
        }
    }
}

/// What promotion will do.
struct Plan {
    /// The stack pointer value.
    sp: VReg,
    /// Values holding frame addresses (only address arithmetic and accesses read them).
    addresses: Vec<VReg>,
    words: u32,
    accesses: Vec<Access>,
}

/// Decides whether the frame can and should be promoted, or why not.
fn plan(f: &Function) -> Result<Plan, FrameKept> {
    let too_big = FrameKept::TooBig {
        bytes: f.local_bytes,
    };
    if f.local_bytes % 4 != 0 || f.local_bytes / 4 > MAX_WORDS {
        return Err(too_big);
    }
    let words = f.local_bytes / 4;
    let sp = f
        .vregs
        .iter()
        .position(|v| v.fixed == Some(1) && v.class == RegClass::R && v.width == 1)
        .map(VReg::new)
        .ok_or(FrameKept::AddressEscapes {
            ptx_line: f.ptx_line,
        })?;
    let mut memo: HashMap<VReg, Option<FrameAddr>> = HashMap::default();
    let mut accesses = Vec::new();
    for (b, blk) in f.blocks.iter().enumerate() {
        for (k, inst) in blk.insts.iter().enumerate() {
            let frame_reads: Vec<(usize, RegUse)> = inst
                .uses
                .iter()
                .enumerate()
                .filter_map(|(n, o)| o.reg().map(|u| (n, u)))
                .filter(|(_, u)| frame_addr(f, sp, u.vreg, &mut memo).is_some())
                .collect();
            if frame_reads.is_empty() && !matches!(inst.op, Opcode::LDL | Opcode::STL) {
                continue;
            }
            let escapes = FrameKept::AddressEscapes {
                ptx_line: inst.ptx_line,
            };
            match inst.op {
                Opcode::LDL | Opcode::STL => {
                    let access = access(f, sp, b, k, inst, &mut memo)?;
                    // The frame address may only appear as the access's address.
                    if frame_reads.iter().any(|(n, _)| *n != 0) {
                        return Err(escapes);
                    }
                    accesses.push(access);
                }
                // Address arithmetic that builds another frame address.
                _ if inst
                    .defs
                    .first()
                    .is_some_and(|d| frame_addr(f, sp, *d, &mut memo).is_some()) => {}
                // The stack pointer's own definition.
                Opcode::MOV if inst.defs == [sp] => {}
                _ => return Err(escapes),
            }
        }
    }
    // Run-time-indexed accesses: none in a loop, and few enough for the function's size.
    let dynamic: Vec<&Access> = accesses
        .iter()
        .filter(|a| a.addr.dynamic.is_some())
        .collect();
    if !dynamic.is_empty() {
        let cfg = Cfg::new(f);
        let dom = DomTree::new(&cfg);
        let loops = LoopForest::new(&cfg, &dom);
        if let Some(a) = dynamic
            .iter()
            .find(|a| loops.loop_of(BlockId::new(a.block)).is_some())
        {
            return Err(FrameKept::IndexedInLoop {
                ptx_line: f.blocks[a.block].insts[a.at].ptx_line,
            });
        }
        let size = f
            .insts()
            .filter(|(_, i)| {
                !(matches!(i.op, Opcode::MOV | Opcode::LDC) && i.uses.iter().all(is_constant))
            })
            .count() as f64;
        let cost = dynamic.len() as f64 * (f64::from(words) + 4.8);
        if cost > 2.08 * size - 23.0 {
            return Err(FrameKept::TooManyIndexed {
                accesses: dynamic.len(),
                words,
            });
        }
    }
    let addresses = memo.into_iter().filter_map(|(v, a)| a.map(|_| v)).collect();
    Ok(Plan {
        sp,
        addresses,
        words,
        accesses,
    })
}

fn is_constant(o: &Operand) -> bool {
    matches!(
        o,
        Operand::Imm(_) | Operand::FImm(_) | Operand::DImm(_) | Operand::CBank { .. }
    )
}

/// A load or store of the frame in the form the rewrite handles.
fn access(
    f: &Function,
    sp: VReg,
    block: usize,
    at: usize,
    inst: &Inst,
    memo: &mut HashMap<VReg, Option<FrameAddr>>,
) -> Result<Access, FrameKept> {
    let irregular = FrameKept::IrregularAccess {
        ptx_line: inst.ptx_line,
    };
    if inst.flags.ordered {
        return Err(FrameKept::Volatile {
            ptx_line: inst.ptx_line,
        });
    }
    let words = u32::from(inst.mods.access_words().ok_or(FrameKept::NarrowAccess {
        ptx_line: inst.ptx_line,
    })?);
    let Some(Operand::Mem {
        base: Some(base),
        offset,
    }) = inst.uses.first()
    else {
        return Err(irregular);
    };
    if base.offset != 0 {
        return Err(irregular);
    }
    // A local access whose address is not one the pass can follow to the frame.
    let a = frame_addr(f, sp, base.vreg, memo).ok_or(FrameKept::AddressEscapes {
        ptx_line: inst.ptx_line,
    })?;
    let addr = FrameAddr {
        dynamic: a.dynamic,
        offset: a.offset + offset,
    };
    match addr.dynamic {
        // One word at a run-time offset, unguarded.
        Some(_) if words != 1 => {
            return Err(FrameKept::WideIndexed {
                ptx_line: inst.ptx_line,
            })
        }
        Some(_) if inst.guard.is_some() => {
            return Err(FrameKept::GuardedIndexed {
                ptx_line: inst.ptx_line,
            })
        }
        Some(_) => {}
        None => {
            let end = addr.offset + 4 * i64::from(words);
            if addr.offset < 0 || addr.offset % 4 != 0 || end > i64::from(f.local_bytes) {
                return Err(irregular);
            }
        }
    }
    if inst.op == Opcode::LDL {
        let [d] = inst.defs.as_slice() else {
            return Err(irregular);
        };
        if u32::from(f.vreg(*d).width) != words {
            return Err(irregular);
        }
    } else if inst.uses.len() != 2 {
        return Err(irregular);
    }
    Ok(Access {
        block,
        at,
        addr,
        words,
    })
}

/// The frame address a value holds, from the facts lowering recorded.
///
/// The facts chain values (`a = b + 8`, `b = c + d`, …) as deep as the code does, so the
/// chain is followed with a stack of its own rather than by recursion: depth first, the
/// first term of a sum before the second, each value once (`memo`, where a value being
/// worked out reads as no address, which also cuts cycles in malformed facts).
fn frame_addr(
    f: &Function,
    sp: VReg,
    v: VReg,
    memo: &mut HashMap<VReg, Option<FrameAddr>>,
) -> Option<FrameAddr> {
    /// What is left to do; the answer of the last value worked out is in `answer`.
    enum Step {
        /// Work out a value.
        Value(VReg),
        /// `v` is the answer plus `delta`.
        Offset { v: VReg, delta: i64 },
        /// `v = x + y`: the answer is x's; y's comes next.
        SumFirst { v: VReg, x: VReg, y: VReg },
        /// `v = x + y`: x's address was `ax`, the answer is y's.
        SumSecond {
            v: VReg,
            x: VReg,
            y: VReg,
            ax: Option<FrameAddr>,
        },
    }
    let mut steps = vec![Step::Value(v)];
    let mut answer = None;
    while let Some(step) = steps.pop() {
        answer = match step {
            Step::Value(v) if v == sp => Some(FrameAddr {
                dynamic: None,
                offset: 0,
            }),
            Step::Value(v) => {
                if let Some(r) = memo.get(&v) {
                    *r
                } else {
                    memo.insert(v, None);
                    let facts = f.vreg(v).facts;
                    if let Some((base, delta)) = facts.offset_of {
                        steps.push(Step::Offset { v, delta });
                        steps.push(Step::Value(base));
                    } else if let Some((x, y)) = facts.sum_of {
                        steps.push(Step::SumFirst { v, x, y });
                        steps.push(Step::Value(x));
                    }
                    None
                }
            }
            Step::Offset { v, delta } => {
                let r = answer.map(|a| FrameAddr {
                    dynamic: a.dynamic,
                    offset: a.offset.wrapping_add(delta),
                });
                memo.insert(v, r);
                r
            }
            Step::SumFirst { v, x, y } => {
                steps.push(Step::SumSecond {
                    v,
                    x,
                    y,
                    ax: answer,
                });
                steps.push(Step::Value(y));
                None
            }
            Step::SumSecond { v, x, y, ax } => {
                let r = match (ax, answer) {
                    (Some(a), None) if a.dynamic.is_none() => Some(FrameAddr {
                        dynamic: Some(y),
                        offset: a.offset,
                    }),
                    (None, Some(a)) if a.dynamic.is_none() => Some(FrameAddr {
                        dynamic: Some(x),
                        offset: a.offset,
                    }),
                    _ => None,
                };
                memo.insert(v, r);
                r
            }
        };
    }
    answer
}

/// Replaces every access with register moves.
fn rewrite(f: &mut Function, plan: &Plan) {
    let sp = plan.sp;
    let elems: Vec<VReg> = (0..plan.words)
        .map(|k| {
            let v = f.new_vreg(RegClass::R, 1);
            f.vregs[v.index()].name = Some(compact_str::format_compact!("local+{}", 4 * k));
            v
        })
        .collect();
    // One predicate for every compare: each compare is consumed by the move right after it,
    // and redefining the same predicate keeps the scheduler from hoisting compares ahead of
    // their moves (ptxas issues them interleaved and cycles through P0–P6).
    let pred = f.new_vreg(RegClass::P, 1);
    let mut by_place: HashMap<(usize, usize), &Access> = HashMap::default();
    for a in &plan.accesses {
        by_place.insert((a.block, a.at), a);
    }
    for b in 0..f.blocks.len() {
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let mut out = Vec::with_capacity(insts.len());
        for (k, inst) in insts.into_iter().enumerate() {
            match by_place.get(&(b, k)) {
                Some(a) => replace_access(f, &elems, pred, a, inst, &mut out),
                None => out.push(inst),
            }
        }
        f.blocks[b].insts = out;
    }
    f.local_bytes = 0;
    // The address arithmetic and the stack pointer have nothing left to address (the
    // listing still sets R1 in kernels, as ptxas does).
    for blk in &mut f.blocks {
        blk.insts.retain(|i| {
            i.defs
                .first()
                .is_none_or(|d| *d != sp && !plan.addresses.contains(d))
        });
    }
}

/// The moves that replace one access.
fn replace_access(
    f: &mut Function,
    elems: &[VReg],
    p: VReg,
    a: &Access,
    inst: Inst,
    out: &mut Vec<Inst>,
) {
    let mut push = |mut i: Inst| {
        i.guard = i.guard.or(inst.guard);
        i.ptx_line = inst.ptx_line;
        out.push(i);
    };
    let load = inst.op == Opcode::LDL;
    match a.addr.dynamic {
        None => {
            let first = (a.addr.offset / 4) as usize;
            let span = &elems[first..first + a.words as usize];
            if load {
                let d = inst.defs[0];
                let srcs: Vec<Operand> = span
                    .iter()
                    .map(|e| Operand::Reg(RegUse::whole(*e)))
                    .collect();
                let op = if srcs.len() == 1 {
                    Opcode::MOV
                } else {
                    Opcode::PACK
                };
                push(Inst::new(op, Mods::NONE, vec![d], srcs));
            } else {
                let value = inst.uses[1];
                for (j, e) in span.iter().enumerate() {
                    push(Inst::new(
                        Opcode::MOV,
                        Mods::NONE,
                        vec![*e],
                        vec![lane(f, &value, j)],
                    ));
                }
            }
        }
        Some(dynamic) => {
            let d = dyn_low(f, dynamic);
            let value = if load { None } else { Some(inst.uses[1]) };
            for (k, e) in elems.iter().enumerate() {
                push(Inst::new(
                    Opcode::ISETP,
                    Cmp::new(Cond::EQ),
                    vec![p],
                    vec![Operand::Reg(d), Operand::Imm(4 * k as i64 - a.addr.offset)],
                ));
                let (dst, src) = match &value {
                    None => (inst.defs[0], Operand::Reg(RegUse::whole(*e))),
                    Some(v) => (*e, lane(f, v, 0)),
                };
                let mut mov = Inst::new(Opcode::MOV, Mods::NONE, vec![dst], vec![src]);
                mov.guard = Some(crate::ir::Guard {
                    pred: p,
                    negated: false,
                });
                push(mov);
            }
        }
    }
}

/// Word `j` of a stored value (a 64-bit register stored with `.u32` gives its low word).
fn lane(f: &Function, value: &Operand, j: usize) -> Operand {
    match value {
        Operand::Reg(u) => {
            let width = if u.is_whole() {
                f.vreg(u.vreg).width
            } else {
                u.count
            };
            if width == 1 {
                Operand::Reg(*u)
            } else {
                Operand::Reg(RegUse::part(u.vreg, u.offset + j as u8, 1))
            }
        }
        other => *other,
    }
}

/// The low word of a run-time offset.
fn dyn_low(f: &Function, v: VReg) -> RegUse {
    if f.vreg(v).width == 1 {
        RegUse::whole(v)
    } else {
        RegUse::part(v, 0, 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::FunctionKind;

    /// A frame address reached through 100 000 offsets, asked for from the end: worked out
    /// on a small stack, exactly, and a cycle in the facts is no address.
    #[test]
    fn long_offset_chains_need_no_thread_stack() {
        const N: usize = 100_000;
        let worker = std::thread::Builder::new()
            .stack_size(64 * 1024)
            .spawn(|| {
                let mut f = Function::new("k", FunctionKind::Entry);
                let sp = f.new_vreg(RegClass::R, 1);
                let mut last = sp;
                for _ in 0..N {
                    let v = f.new_vreg(RegClass::R, 1);
                    f.vregs[v.index()].facts.offset_of = Some((last, 4));
                    last = v;
                }
                // index = last + sp: a run-time offset into the frame.
                let index = f.new_vreg(RegClass::R, 1);
                let sum = f.new_vreg(RegClass::R, 1);
                f.vregs[sum.index()].facts.sum_of = Some((last, index));
                let mut memo = HashMap::default();
                let a = frame_addr(&f, sp, sum, &mut memo);
                assert_eq!(
                    a.map(|a| (a.dynamic, a.offset)),
                    Some((Some(index), 4 * N as i64))
                );
                // A cycle: x = y + 4, y = x + 4.
                let (x, y) = (f.new_vreg(RegClass::R, 1), f.new_vreg(RegClass::R, 1));
                f.vregs[x.index()].facts.offset_of = Some((y, 4));
                f.vregs[y.index()].facts.offset_of = Some((x, 4));
                assert!(frame_addr(&f, sp, x, &mut HashMap::default()).is_none());
            })
            .unwrap();
        worker.join().unwrap();
    }

    /// A frame the pass declines keeps its reason; one it promotes has none.
    #[test]
    fn a_kept_frame_says_why() {
        let mut f = Function::new("k", FunctionKind::Entry);
        f.local_bytes = 1024;
        assert_eq!(opt_promote_locals(&mut f), 0);
        assert_eq!(f.frame_kept, Some(FrameKept::TooBig { bytes: 1024 }));
        assert!(f
            .frame_kept
            .is_some_and(|k| k.to_string().contains("more than the 256")));
        f.local_bytes = 6;
        f.frame_kept = None;
        opt_promote_locals(&mut f);
        assert!(f
            .frame_kept
            .is_some_and(|k| k.to_string().contains("not a whole number")));
        let mut empty = Function::new("e", FunctionKind::Entry);
        opt_promote_locals(&mut empty);
        assert_eq!(empty.frame_kept, None);
    }
}
