//! Register pressure under a given placement: how many physical registers of a class are in
//! use at each instruction when every value sits where a placement (ptxas's, read from its
//! SASS) puts it. Unlike [`super::pressure`], which counts registers of live values and lets
//! a result reuse a dying source's register, this counts the registers actually touched, the
//! way nvdisasm's life ranges (`-plr`) count them, so the two can be compared line by line.

use super::liveness::{LiveCursor, Liveness};
use crate::ir::{BlockId, Function, PhysReg, RegClass, VReg};

/// The peak number of `class` registers in use at one instruction when every value sits
/// where `placement` puts it ([`placed_profile`]); `live` is `func`'s liveness.
pub fn placed_peak(
    func: &Function,
    live: &Liveness,
    placement: &[PhysReg],
    class: RegClass,
) -> u32 {
    placed_profile(func, live, placement, class)
        .into_iter()
        .map(|(_, n)| n)
        .max()
        .unwrap_or(0)
}

/// The number of `class` registers in use at each instruction (with its listing line) when
/// every value sits where `placement` puts it: the registers live across the instruction,
/// read by it or written by it, as nvdisasm's life ranges count them (a result in a
/// register apart from its dying sources counts beside them). `R1`, the stack pointer, is
/// always in use. `live` is `func`'s liveness.
pub fn placed_profile(
    func: &Function,
    live: &Liveness,
    placement: &[PhysReg],
    class: RegClass,
) -> Vec<(u32, u32)> {
    let mut cursor = LiveCursor::new(func);
    let mut out = Vec::new();
    let mark = |regs: &mut [u64; 4], v: VReg| {
        let (Some(p), Some(info)) = (placement.get(v.index()), func.vregs.get(v.index())) else {
            return;
        };
        if p.class == class {
            for r in p.index..(p.index + u16::from(info.width)).min(256) {
                regs[usize::from(r / 64)] |= 1 << (r % 64);
            }
        }
    };
    for b in 0..func.blocks.len() {
        let mut block = Vec::new();
        live.walk_block(func, BlockId::new(b), &mut cursor, |il| {
            let mut regs = [0u64; 4];
            if class == RegClass::R {
                regs[0] |= 1 << 1;
            }
            for v in il.live_after.iter() {
                mark(&mut regs, v);
            }
            for u in il.inst.reg_uses() {
                mark(&mut regs, u.vreg);
            }
            for &d in &il.inst.defs {
                mark(&mut regs, d);
            }
            block.push((il.inst.ptx_line, regs.iter().map(|w| w.count_ones()).sum()));
        });
        block.reverse();
        out.append(&mut block);
    }
    out
}
