//! The constraint kinds the fat-point core understands, and the pre-colouring pass that
//! derives them from machine IR.
//!
//! `ptxas-allocator-architecture.txt` ("Constraint System") lists the operand constraints the
//! interference builder feeds into the per-slot arrays. In our IR they come in two families:
//!
//! * **register-level interference** ([`Interference`]): a physical register is unavailable
//!   to every ordinary value at one program point (*point*: a call clobber), over an interval
//!   (*range*: a pre-coloured value's live range, occupied before any other value is placed),
//!   or from a point to the end of the function (*below-point*: a reserved register such as
//!   the stack pointer R1, reserved from the entry on);
//! * **value-level constraints**, carried by each [`super::assign_fatpoint::Candidate`]:
//!   *exclude-all-but* (a fixed register: ABI arguments and results, R1), *exclude-one* (the
//!   reserved registers, which no unconstrained value may take), *paired* (a 64-bit pair or
//!   a quad takes consecutive registers starting at a multiple of its width) and *phi/copy*
//!   (values joined by a copy share a register: see [`super::coalesce`]).
//!
//! Only values of the class being allocated matter; classes never share registers.

use crate::ir::{Function, Opcode, RegClass};

/// One way a physical register is made unavailable before ordinary values are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interference {
    /// Register `reg` is destroyed at program point `point` (a call clobber at the call's
    /// write point).
    Point {
        /// Physical register index.
        reg: u16,
        /// Program point.
        point: u32,
    },
    /// Register `reg` is occupied over `[start, end)` (a pre-coloured value's segment).
    Range {
        /// Physical register index.
        reg: u16,
        /// First point.
        start: u32,
        /// One past the last point.
        end: u32,
    },
    /// Register `reg` is occupied from `point` to the end of the function (a reserved
    /// register; R1 is reserved from point 0).
    BelowPoint {
        /// Physical register index.
        reg: u16,
        /// First point.
        point: u32,
    },
}

impl Interference {
    /// The register and the half-open point interval it covers.
    pub fn interval(self) -> (u16, u32, u32) {
        match self {
            Interference::Point { reg, point } => (reg, point, point + 1),
            Interference::Range { reg, start, end } => (reg, start, end),
            Interference::BelowPoint { reg, point } => (reg, point, u32::MAX),
        }
    }
}

/// The register-level interference of `class` in `f`: reserved registers from the entry on,
/// and the clobbers of calls (at each call's write point, except registers the call itself
/// defines as results). Pre-coloured values are placed by the core itself, first.
pub fn precolor_interference(f: &Function, class: RegClass, reserved: &[u16]) -> Vec<Interference> {
    let mut out: Vec<Interference> = reserved
        .iter()
        .map(|&reg| Interference::BelowPoint { reg, point: 0 })
        .collect();
    let mut idx = 0u32;
    for blk in &f.blocks {
        for inst in &blk.insts {
            if inst.op == Opcode::CALL || !inst.clobbers.is_empty() {
                let results: Vec<u16> = inst
                    .defs
                    .iter()
                    .filter(|d| f.vreg(**d).class == class)
                    .filter_map(|d| f.vreg(*d).fixed)
                    .collect();
                for c in inst.clobbers.iter().filter(|c| c.class == class) {
                    for reg in c.first..c.first + c.count {
                        if !results.contains(&reg) {
                            out.push(Interference::Point {
                                reg,
                                point: 2 * idx + 1,
                            });
                        }
                    }
                }
            }
            idx += 1;
        }
    }
    // Where a kernel has lowered its warps' register limit (`setmaxnreg`), the registers
    // above it are taken.
    if class == RegClass::R {
        for (bound, start, end) in super::warp_limits::limited_stretches(f, 255) {
            out.extend((bound..255).map(|reg| Interference::Range {
                reg: reg as u16,
                start,
                end,
            }));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Clobber, FunctionKind, Inst, Operand, RegUse};

    use crate::ir::Mods;
    #[test]
    fn intervals_of_each_kind() {
        assert_eq!(
            Interference::Point { reg: 3, point: 7 }.interval(),
            (3, 7, 8)
        );
        assert_eq!(
            Interference::Range {
                reg: 2,
                start: 4,
                end: 9
            }
            .interval(),
            (2, 4, 9)
        );
        assert_eq!(
            Interference::BelowPoint { reg: 1, point: 5 }.interval(),
            (1, 5, u32::MAX)
        );
    }

    #[test]
    fn calls_clobber_all_but_their_results() {
        let mut f = Function::new("f", FunctionKind::Entry);
        let b = f.add_block("b");
        let r = f.new_vreg(RegClass::R, 1);
        f.vregs[r.index()].fixed = Some(4);
        let a = f.new_vreg(RegClass::R, 1);
        f.blocks[b.index()].insts.push(Inst::new(
            Opcode::MOV,
            Mods::NONE,
            vec![a],
            vec![Operand::Imm(1)],
        ));
        let mut call = Inst::new(
            Opcode::CALL,
            Mods::NONE,
            vec![r],
            vec![Operand::Reg(RegUse::whole(a))],
        );
        call.clobbers = thin_vec::thin_vec![Clobber {
            class: RegClass::R,
            first: 4,
            count: 3,
        }];
        f.blocks[b.index()].insts.push(call);
        let i = precolor_interference(&f, RegClass::R, &[1]);
        assert_eq!(
            i,
            vec![
                Interference::BelowPoint { reg: 1, point: 0 },
                Interference::Point { reg: 5, point: 3 },
                Interference::Point { reg: 6, point: 3 },
            ]
        );
        assert!(precolor_interference(&f, RegClass::P, &[]).is_empty());
    }
}
