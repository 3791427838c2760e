//! Register pressure under a given placement: how many physical registers of a class are in
//! use at each instruction when every value sits where a placement (ptxas's, read from its
//! SASS, or ptxra's own) puts it. Unlike [`super::pressure`], which counts registers of live
//! values and lets a result reuse a dying source's register, this counts registers the way
//! nvdisasm's life ranges (`-plr`) do, so the two can be compared line by line:
//!
//! * liveness is of the registers themselves, found backwards from their reads; a write
//!   ends a register's life only when it is unguarded (a guarded write may leave the old
//!   contents, so nvdisasm keeps the register live across it);
//! * at an instruction, the registers live across it, read by it (only the registers of a
//!   tuple it reads) or written by it count; `R1`, the stack pointer, always counts.

use super::cfg::Cfg;
use crate::ir::{BlockId, Function, Inst, PhysReg, RegClass, RegUse};

/// A set of registers of one class (indices 0…255).
type Regs = [u64; 4];

fn union(a: &mut Regs, b: &Regs) {
    for (x, y) in a.iter_mut().zip(b) {
        *x |= y;
    }
}

/// The peak number of `class` registers in use at one instruction when every value sits
/// where `placement` puts it ([`placed_profile`]).
pub fn placed_peak(func: &Function, placement: &[PhysReg], class: RegClass) -> u32 {
    placed_profile(func, placement, class)
        .into_iter()
        .map(|(_, n)| n)
        .max()
        .unwrap_or(0)
}

/// The number of `class` registers in use at each instruction (with its listing line), block
/// by block in layout order, when every value sits where `placement` puts it (see the module
/// documentation).
pub fn placed_profile(func: &Function, placement: &[PhysReg], class: RegClass) -> Vec<(u32, u32)> {
    let regs = Registers {
        func,
        placement,
        class,
    };
    let cfg = Cfg::new(func);
    let n = func.blocks.len();
    // Registers live on entry to each block, to a fixed point (sets only grow).
    let mut live_in: Vec<Regs> = vec![[0; 4]; n];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            let mut live = regs.live_out(&cfg, &live_in, b);
            for inst in func.blocks[b].insts.iter().rev() {
                regs.step_back(inst, &mut live);
            }
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
    }
    let mut out = Vec::new();
    for b in 0..n {
        let mut live = regs.live_out(&cfg, &live_in, b);
        let mut block = Vec::new();
        for inst in func.blocks[b].insts.iter().rev() {
            let mut touched = live;
            if class == RegClass::R {
                touched[0] |= 1 << 1;
            }
            union(&mut touched, &regs.read(inst));
            union(&mut touched, &regs.written(inst));
            block.push((inst.ptx_line, touched.iter().map(|w| w.count_ones()).sum()));
            regs.step_back(inst, &mut live);
        }
        block.reverse();
        out.append(&mut block);
    }
    out
}

/// The registers of one class that instructions touch under a placement.
struct Registers<'a> {
    func: &'a Function,
    placement: &'a [PhysReg],
    class: RegClass,
}

impl Registers<'_> {
    /// The registers of `u` (only those of the part it names).
    fn of(&self, u: RegUse) -> Regs {
        let mut out = [0; 4];
        let (Some(p), Some(info)) = (
            self.placement.get(u.vreg.index()),
            self.func.vregs.get(u.vreg.index()),
        ) else {
            return out;
        };
        if p.class != self.class {
            return out;
        }
        let (first, count) = if u.is_whole() {
            (0, info.width)
        } else {
            (u.offset, u.count)
        };
        let start = p.index + u16::from(first);
        for r in start..(start + u16::from(count)).min(256) {
            out[usize::from(r / 64)] |= 1 << (r % 64);
        }
        out
    }

    fn read(&self, inst: &Inst) -> Regs {
        let mut out = [0; 4];
        for u in inst.reg_uses() {
            union(&mut out, &self.of(u));
        }
        out
    }

    fn written(&self, inst: &Inst) -> Regs {
        let mut out = [0; 4];
        for &d in &inst.defs {
            union(&mut out, &self.of(RegUse::whole(d)));
        }
        out
    }

    /// `live` after `inst` becomes `live` before it.
    fn step_back(&self, inst: &Inst, live: &mut Regs) {
        if inst.guard.is_none() {
            for (x, w) in live.iter_mut().zip(self.written(inst)) {
                *x &= !w;
            }
        }
        union(live, &self.read(inst));
    }

    /// The registers live on exit from block `b`: those live on entry to a successor.
    fn live_out(&self, cfg: &Cfg, live_in: &[Regs], b: usize) -> Regs {
        let mut out = [0; 4];
        for s in cfg.succs(BlockId::new(b)) {
            union(&mut out, &live_in[s.index()]);
        }
        out
    }
}
