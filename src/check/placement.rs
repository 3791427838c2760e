//! Structural checks of the assignment: every referenced vreg has a register of its class,
//! tuples are aligned and within budget, reserved and fixed registers are respected, origins
//! exist. Produces the placement table the value check works from.

use super::{inst_ref, Assignment, CheckErrorKind, Limits, Reporter};
use crate::ir::{Function, PhysReg, RegClass, VReg};

/// Where a vreg lives, as far as the value check is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Placement {
    /// Not referenced and not assigned.
    Unused,
    /// Assigned wrongly (already reported): its reads and writes are not followed, so one
    /// bad placement does not cascade into many value errors.
    Bad,
    /// A valid placement.
    At {
        /// First register.
        reg: PhysReg,
        /// Registers in the tuple.
        width: u8,
    },
}

/// The result of the structural check.
pub(super) struct Placements {
    /// Placement of each vreg of the function.
    pub table: Vec<Placement>,
    /// Origin of each vreg (itself when the claimed origin is missing or invalid).
    pub origin: Vec<VReg>,
    /// Per class, one more than the highest register any valid placement touches: the part
    /// of each register file the value check must model.
    pub nregs: [u32; 5],
}

impl Placements {
    /// The placement of `v` (`Bad` when `v` is out of range, which is reported separately).
    #[inline]
    pub(super) fn get(&self, v: VReg) -> Placement {
        self.table.get(v.index()).copied().unwrap_or(Placement::Bad)
    }

    /// The origin of `v`.
    #[inline]
    pub(super) fn origin(&self, v: VReg) -> VReg {
        self.origin.get(v.index()).copied().unwrap_or(v)
    }
}

/// Checks the placement of every vreg and records the first instruction referencing each.
pub(super) fn check_placement(
    f: &Function,
    a: &Assignment,
    limits: &Limits,
    rep: &mut Reporter,
) -> Placements {
    let nv = f.vregs.len();
    if a.regs.len() != nv {
        rep.push(
            None,
            CheckErrorKind::TableSize {
                table: "regs",
                len: a.regs.len(),
                vregs: nv,
            },
        );
    }
    if a.origin.len() != nv {
        rep.push(
            None,
            CheckErrorKind::TableSize {
                table: "origin",
                len: a.origin.len(),
                vregs: nv,
            },
        );
    }

    // First reference of each vreg (block, instruction), for locating errors; also reports
    // references to missing vregs and reads outside their tuple.
    let mut first_ref: Vec<Option<(u32, u32)>> = vec![None; nv];
    for (b, blk) in f.blocks.iter().enumerate() {
        for (i, inst) in blk.insts.iter().enumerate() {
            let mut note = |v: VReg, rep: &mut Reporter| match first_ref.get_mut(v.index()) {
                Some(slot) => {
                    if slot.is_none() {
                        *slot = Some((b as u32, i as u32));
                    }
                    true
                }
                None => {
                    rep.push(Some(inst_ref(f, b, i)), CheckErrorKind::UnknownVReg(v));
                    false
                }
            };
            for &d in &inst.defs {
                note(d, rep);
            }
            for u in inst.reg_uses() {
                if !note(u.vreg, rep) || u.is_whole() {
                    continue;
                }
                let width = f.vregs[u.vreg.index()].width;
                if u.offset as u32 + u.count as u32 > width as u32 {
                    rep.push(
                        Some(inst_ref(f, b, i)),
                        CheckErrorKind::BadSubRange {
                            vreg: u.vreg,
                            offset: u.offset,
                            count: u.count,
                            width,
                        },
                    );
                }
            }
        }
    }

    let mut table = Vec::with_capacity(nv);
    let mut origin = Vec::with_capacity(nv);
    let mut nregs = [0u32; 5];
    for (vi, info) in f.vregs.iter().enumerate() {
        let v = VReg::new(vi);
        let at = || first_ref[vi].map(|(b, i)| inst_ref(f, b as usize, i as usize));

        let o = a.origin.get(vi).copied().unwrap_or(v);
        if o.index() >= nv {
            rep.push(at(), CheckErrorKind::BadOrigin { vreg: v, origin: o });
            origin.push(v);
        } else {
            origin.push(o);
        }

        let reg = a.regs.get(vi).copied().flatten();
        let placement = match reg {
            None if first_ref[vi].is_none() => Placement::Unused,
            None => {
                rep.push(at(), CheckErrorKind::Unassigned(v));
                Placement::Bad
            }
            Some(reg) => match check_one(v, info.class, info.width, info.fixed, reg, limits) {
                Ok(soft) => {
                    // Reserved/fixed violations are reported, but the value is still where the
                    // assignment says, so its values are followed.
                    for kind in soft {
                        rep.push(at(), kind);
                    }
                    let end = reg.index as u32 + info.width as u32;
                    let n = &mut nregs[reg.class.index()];
                    *n = (*n).max(end);
                    Placement::At {
                        reg,
                        width: info.width,
                    }
                }
                Err(kind) => {
                    rep.push(at(), kind);
                    Placement::Bad
                }
            },
        };
        table.push(placement);
    }
    Placements {
        table,
        origin,
        nregs,
    }
}

/// Checks one placement. `Err` for errors that make the placement unusable (wrong class,
/// misaligned, out of budget); `Ok` with the errors that leave it usable.
fn check_one(
    v: VReg,
    class: RegClass,
    width: u8,
    fixed: Option<u16>,
    reg: PhysReg,
    limits: &Limits,
) -> Result<Vec<CheckErrorKind>, CheckErrorKind> {
    if !matches!(width, 1 | 2 | 4) {
        return Err(CheckErrorKind::InvalidWidth { vreg: v, width });
    }
    if reg.class != class {
        return Err(CheckErrorKind::WrongClass {
            vreg: v,
            class,
            reg,
        });
    }
    if reg.index % width as u16 != 0 {
        return Err(CheckErrorKind::Misaligned {
            vreg: v,
            reg,
            width,
        });
    }
    let max_index = limits.max_index[class];
    if reg.index as u32 + width as u32 > max_index as u32 {
        return Err(CheckErrorKind::OutOfBudget {
            vreg: v,
            reg,
            width,
            max_index,
        });
    }
    let mut soft = Vec::new();
    for r in reg.index..reg.index + width as u16 {
        // A reserved register holds only the value pinned to it (R1: the stack pointer).
        if limits.reserved[class].contains(&r) && fixed != Some(r) {
            soft.push(CheckErrorKind::Reserved {
                vreg: v,
                reg: PhysReg { class, index: r },
            });
        }
    }
    if let Some(fx) = fixed {
        if fx != reg.index {
            soft.push(CheckErrorKind::FixedViolated {
                vreg: v,
                reg,
                fixed: fx,
            });
        }
    }
    Ok(soft)
}
