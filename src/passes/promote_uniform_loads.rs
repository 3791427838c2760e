//! Moves warp-uniform loaded values out of the GPR file into uniform registers (`R2UR`),
//! for when that lowers a function's register target.
//!
//! A read-only load (`LDG.E.CONSTANT`) from a warp-uniform address returns the same word in
//! every lane, but a load always writes a per-thread register. ptxas copies such a value
//! into a uniform register right after it arrives and lets the instructions that read it
//! take the UR operand, so only the short load-to-copy range costs a GPR. It does this under
//! pressure only: at sm_80 the 41 kernel files of the development set compile to 155 `R2UR`
//! copies, all of them in the `launch_bounds` MLP, whose 61 shared weights and 48 biases are
//! `ld.global.nc` of a kernel parameter plus constants. There `lb_none` (no bounds) and
//! `lb_256` copy 56 values and fall from a PTX-order pressure of 96 to 48 registers
//! (peak 46 live GPRs, 58 URs in use); `lb_1024_1` (a 64-register budget) copies
//! 43; `lb_256_2`, `lb_128_4` and `lb_64_8`, whose bounds leave 128 registers, copy none
//! and use 124.
//!
//! The pass is the mechanism; the driver decides when (`UniformLoadPromotion`). A value is
//! promoted when
//! * its only definition is an unguarded read-only load whose address is uniform (every
//!   register of it uniform by [`calc_uniformity`]), in a block all the warp's live threads
//!   run ([`calc_divergent_blocks`]);
//! * it is a single 32-bit register, read only in its own block and not live out of it;
//! * every reader is an ALU instruction that takes a uniform operand and can still encode
//!   its sources with it in the uniform file (one non-GPR source, [`sources_encodable`]);
//! * the uniform registers the promoted values hold at once stay within the file, less a
//!   reserve for the uniform values the compiler keeps anyway.
//!
//! Longer ranges go first: they are the ones that hold GPRs across the block.

use crate::analysis::{calc_live_thread_uniformity, Cfg, Liveness};
use crate::ir::encoding::{put_gpr_in_slot_a, sources_encodable};
use crate::ir::{BlockId, Function, Inst, Mods, Opcode, Operand, RegClass, RegUse, VReg};
use crate::target::SmInfo;

/// Uniform registers left for the values the compiler keeps in the uniform file anyway
/// (the memory descriptor pair, parameters, block indices); ptxas's `lb_none` keeps 58 of
/// its 63 in use.
pub const UR_RESERVE: u32 = 7;

/// A promotion candidate: the value, its block, and the positions (within the block) of
/// its definition and last read.
struct Cand {
    v: VReg,
    block: usize,
    def: usize,
    last: usize,
}

/// An unguarded load of one value through the constant path, the only kind of instruction
/// whose value can be promoted.
fn is_constant_load(i: &Inst) -> bool {
    i.is_read_only_global_load() && i.guard.is_none() && i.defs.len() == 1
}

/// Whether [`promote_uniform_loads`] may find anything to promote in `f`: a scan for
/// constant loads that spares the caller a copy of the function and the analyses when
/// there are none.
pub fn may_promote_uniform_loads(f: &Function) -> bool {
    f.blocks
        .iter()
        .any(|b| b.insts.iter().any(is_constant_load))
}

/// Finds the candidates of `f` (see the module docs), longest range first.
fn candidates(f: &Function) -> Vec<Cand> {
    let cfg = Cfg::new(f);
    let (uniform, divergent) = calc_live_thread_uniformity(f, &cfg);
    let live = Liveness::compute(f, &cfg);
    let nv = f.vregs.len();
    let mut ndefs = vec![0u32; nv];
    let mut def_at: Vec<Option<(usize, usize)>> = vec![None; nv];
    for (b, blk) in f.blocks.iter().enumerate() {
        for (k, i) in blk.insts.iter().enumerate() {
            for d in &i.defs {
                if d.index() < nv {
                    ndefs[d.index()] += 1;
                    def_at[d.index()] = Some((b, k));
                }
            }
        }
    }
    let is_uniform = |v: VReg| uniform.get(v.index()).copied().unwrap_or(false);
    let loaded = |i: &Inst| {
        is_constant_load(i)
            && i.uses.iter().all(|o| match o {
                Operand::Mem { base: Some(r), .. } => is_uniform(r.vreg),
                Operand::Mem { base: None, .. } => true,
                Operand::Reg(r) => is_uniform(r.vreg),
                _ => true,
            })
    };
    let mut out = Vec::new();
    for v in 0..nv {
        let info = &f.vregs[v];
        if ndefs[v] != 1 || info.class != RegClass::R || info.width != 1 || info.fixed.is_some() {
            continue;
        }
        let Some((b, k)) = def_at[v] else { continue };
        let vreg = VReg(v as u32);
        if divergent.get(b).copied().unwrap_or(true)
            || !loaded(&f.blocks[b].insts[k])
            || live.live_out(BlockId::new(b)).contains(vreg)
        {
            continue;
        }
        out.push(Cand {
            v: vreg,
            block: b,
            def: k,
            last: k,
        });
    }
    // Readers: only in the defining block, after the definition, as plain register sources
    // of instructions that take a uniform operand.
    let mut slot: Vec<Option<usize>> = vec![None; nv];
    for (c, cand) in out.iter().enumerate() {
        slot[cand.v.index()] = Some(c);
    }
    let mut ok = vec![true; out.len()];
    let mut read = vec![false; out.len()];
    for (b, blk) in f.blocks.iter().enumerate() {
        for (k, i) in blk.insts.iter().enumerate() {
            for o in &i.uses {
                let (r, plain) = match o {
                    Operand::Reg(r) => (r, true),
                    Operand::Mem { base: Some(r), .. } => (r, false),
                    _ => continue,
                };
                let Some(c) = slot.get(r.vreg.index()).copied().flatten() else {
                    continue;
                };
                let cand = &mut out[c];
                read[c] = true;
                if !plain
                    || b != cand.block
                    || k <= cand.def
                    || !i.op.info().uniform_sources
                    || i.op == Opcode::MOV
                    || i.defs.iter().any(|d| f.vregs[d.index()].class.is_uniform())
                {
                    ok[c] = false;
                }
                cand.last = cand.last.max(k);
            }
            if let Some(g) = i.guard {
                if let Some(c) = slot.get(g.pred.index()).copied().flatten() {
                    ok[c] = false;
                }
            }
        }
    }
    let mut out: Vec<Cand> = out
        .into_iter()
        .enumerate()
        .filter(|(c, _)| ok[*c] && read[*c])
        .map(|(_, x)| x)
        .collect();
    out.sort_by_key(|c| (std::cmp::Reverse(c.last - c.def), c.block, c.def));
    out
}

/// Promotes the uniform loaded values of `f` that fit (see the module docs); returns how
/// many moved.
pub fn promote_uniform_loads(f: &mut Function, info: &SmInfo) -> usize {
    if info.uniform_registers <= UR_RESERVE {
        return 0;
    }
    let cap = info.uniform_registers - UR_RESERVE;
    let cands = candidates(f);
    if cands.is_empty() {
        return 0;
    }
    let nv = f.vregs.len();
    let mut promoted = vec![false; nv];
    // Uniform registers the promoted values hold between consecutive instructions.
    let mut held: Vec<Vec<u32>> = f.blocks.iter().map(|b| vec![0; b.insts.len()]).collect();
    let mut readers: Vec<Vec<usize>> = vec![Vec::new(); nv];
    for blk in &f.blocks {
        for (k, i) in blk.insts.iter().enumerate() {
            for u in i.reg_uses() {
                if let Some(r) = readers.get_mut(u.vreg.index()) {
                    if r.last() != Some(&k) {
                        r.push(k);
                    }
                }
            }
        }
    }
    let mut chosen = Vec::new();
    for c in &cands {
        let range = c.def..c.last;
        if held[c.block][range.clone()].iter().any(|&h| h >= cap) {
            continue;
        }
        promoted[c.v.index()] = true;
        let fits = readers[c.v.index()].iter().all(|&k| {
            let i = &f.blocks[c.block].insts[k];
            sources_encodable(f, i, &|x| {
                promoted[x] || f.vregs.get(x).is_some_and(|v| v.class.is_uniform())
            })
        });
        if !fits {
            promoted[c.v.index()] = false;
            continue;
        }
        for h in &mut held[c.block][range] {
            *h += 1;
        }
        chosen.push((c.v, c.block, c.def));
    }
    if chosen.is_empty() {
        return 0;
    }
    // Rewrite: a fresh UR per value, copied right after the load; readers use it.
    let mut copy_of: Vec<Option<VReg>> = vec![None; nv];
    let mut after: Vec<Vec<(usize, VReg, VReg)>> = vec![Vec::new(); f.blocks.len()];
    for &(v, b, k) in &chosen {
        let u = f.new_vreg(RegClass::UR, 1);
        copy_of[v.index()] = Some(u);
        after[b].push((k, v, u));
    }
    for (b, list) in after.iter_mut().enumerate() {
        if list.is_empty() {
            continue;
        }
        list.sort_unstable();
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let mut out = Vec::with_capacity(insts.len() + list.len());
        let mut next = 0;
        for (k, mut inst) in insts.into_iter().enumerate() {
            let mut changed = false;
            for o in &mut inst.uses {
                if let Operand::Reg(r) = o {
                    if let Some(u) = copy_of.get(r.vreg.index()).copied().flatten() {
                        r.vreg = u;
                        changed = true;
                    }
                }
            }
            if changed {
                let in_uniform_file = |x: usize| f.vregs[x].class.is_uniform();
                put_gpr_in_slot_a(f, &mut inst, &in_uniform_file);
            }
            let line = inst.ptx_line;
            out.push(inst);
            while next < list.len() && list[next].0 == k {
                let (_, v, u) = list[next];
                let mut copy = Inst::new(
                    Opcode::R2UR,
                    Mods::NONE,
                    vec![u],
                    vec![Operand::Reg(RegUse::whole(v))],
                );
                copy.ptx_line = line;
                out.push(copy);
                next += 1;
            }
        }
        f.blocks[b].insts = out;
    }
    chosen.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::FunctionKind;
    use crate::target::Arch;

    use crate::ir::Mod;
    fn r(v: VReg) -> Operand {
        Operand::Reg(RegUse::whole(v))
    }

    /// `x = ld(tid)`, two uniform weights `w0`, `w1` (read-only loads of a parameter), then
    /// `y = fma(w0, x, w1)` and `z = fma(w0, y, x)`: an FFMA takes one non-GPR source, so
    /// only one of the two weights may move to UR; `w0` has the longer range and goes.
    #[test]
    fn one_uniform_operand_per_instruction() {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("b");
        let base = f.new_vreg(RegClass::R, 2);
        let tid = f.new_vreg(RegClass::R, 1);
        let x = f.new_vreg(RegClass::R, 1);
        let w0 = f.new_vreg(RegClass::R, 1);
        let w1 = f.new_vreg(RegClass::R, 1);
        let y = f.new_vreg(RegClass::R, 1);
        let z = f.new_vreg(RegClass::R, 1);
        let mem = |o| Operand::Mem {
            base: Some(RegUse::whole(base)),
            offset: o,
        };
        f.blocks[b.index()].insts = vec![
            Inst::new(
                Opcode::MOV,
                Mod::W64,
                vec![base],
                vec![Operand::CBank {
                    bank: 0,
                    offset: 0x160,
                }],
            ),
            Inst::new(
                Opcode::S2R,
                Mods::NONE,
                vec![tid],
                vec![Operand::Special("SR_TID.X")],
            ),
            Inst::new(
                Opcode::LDG,
                Mod::E,
                vec![x],
                vec![Operand::Mem {
                    base: Some(RegUse::whole(tid)),
                    offset: 0,
                }],
            ),
            Inst::new(
                Opcode::LDG,
                Mods::of([Mod::E, Mod::CONSTANT]),
                vec![w0],
                vec![mem(0)],
            ),
            Inst::new(
                Opcode::LDG,
                Mods::of([Mod::E, Mod::CONSTANT]),
                vec![w1],
                vec![mem(4)],
            ),
            Inst::new(Opcode::FFMA, Mods::NONE, vec![y], vec![r(w0), r(x), r(w1)]),
            Inst::new(Opcode::FFMA, Mods::NONE, vec![z], vec![r(w0), r(y), r(x)]),
            Inst::new(
                Opcode::STG,
                Mod::E,
                vec![],
                vec![
                    Operand::Mem {
                        base: Some(RegUse::whole(tid)),
                        offset: 0,
                    },
                    r(z),
                ],
            ),
            Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]),
        ];
        let info = Arch::parse("sm_80").expect("sm_80").info();
        assert_eq!(promote_uniform_loads(&mut f, info), 1);
        assert!(crate::ir::verify::verify_function(&f).is_ok());
        let insts = &f.blocks[0].insts;
        let copy = insts.iter().position(|i| i.op == Opcode::R2UR);
        assert_eq!(copy, Some(4), "the copy follows the load of w0");
        assert_eq!(insts[4].uses, vec![r(w0)]);
        let u = insts[4].defs[0];
        // Both FFMAs read the copy, in slot B (a GPR in slot A).
        for i in insts.iter().filter(|i| i.op == Opcode::FFMA) {
            assert_eq!(i.uses[1], r(u));
            assert!(i.uses.iter().all(|o| *o != r(w0)));
        }
        // w1 stays a GPR.
        assert!(insts.iter().any(|i| i.uses.contains(&r(w1))));
    }
}
