//! The abstract state: what each location holds, and the meet at control-flow joins.

use std::collections::HashSet;

use crate::ir::{BlockId, VReg};

/// Position of an instruction in the whole function (block starts are prefix sums), used to
/// name the last writer of a location in messages.
pub(super) type InstId = u32;

/// What one location holds (see the lattice in the module documentation of `check`).
/// `Clobbered`, `Merged` and `Lost` are all the bottom element `Conflict`; they differ only in
/// what an error message says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Loc {
    /// Not written on any path.
    Uninit,
    /// Part `part` of original value `value`, last written by `writer` (for copies: the
    /// original definition).
    Val {
        /// The original value.
        value: VReg,
        /// Register within the tuple.
        part: u8,
        /// Who wrote it.
        writer: InstId,
    },
    /// Destroyed by a clobber.
    Clobbered(InstId),
    /// Two different values met at a join.
    Merged(VReg, VReg, BlockId),
    /// A value on one path, never written on another path that held the value elsewhere.
    Lost(VReg, BlockId),
}

impl Loc {
    /// The `(value, part)` held, if any.
    #[inline]
    pub(super) fn val(self) -> Option<(VReg, u8)> {
        match self {
            Loc::Val { value, part, .. } => Some((value, part)),
            _ => None,
        }
    }

    /// Whether this is the bottom element.
    #[inline]
    fn is_conflict(self) -> bool {
        matches!(self, Loc::Clobbered(_) | Loc::Merged(..) | Loc::Lost(..))
    }
}

/// The `(value, part)` pairs held anywhere in `state`.
fn held_values(state: &[Loc]) -> HashSet<(VReg, u8)> {
    state.iter().filter_map(|l| l.val()).collect()
}

/// Whether some location of `state` holds `(value, part)`; returns its position.
pub(super) fn find_value(state: &[Loc], value: VReg, part: u8) -> Option<usize> {
    state.iter().position(|l| l.val() == Some((value, part)))
}

/// Meets `src` (the state at the end of a predecessor) into `dst` (the state at the start of
/// the join block `at`). Returns whether `dst` changed. Elements only move down the lattice
/// (`Uninit` → `Val` → conflict), so iteration terminates; writers are not part of the
/// lattice (the first one seen is kept).
pub(super) fn meet_into(dst: &mut [Loc], src: &[Loc], at: BlockId) -> bool {
    debug_assert_eq!(dst.len(), src.len());
    // The refined `Uninit ⊓ Value(v)` rule needs to know what the `Uninit` side holds
    // elsewhere; build those sets only when that case occurs, and from `dst` before it changes.
    let mut dst_needs = false;
    let mut src_needs = false;
    for (d, s) in dst.iter().zip(src) {
        match (d, s) {
            (Loc::Uninit, Loc::Val { .. }) => dst_needs = true,
            (Loc::Val { .. }, Loc::Uninit) => src_needs = true,
            _ => {}
        }
    }
    let dst_held = if dst_needs {
        held_values(dst)
    } else {
        HashSet::new()
    };
    let src_held = if src_needs {
        held_values(src)
    } else {
        HashSet::new()
    };

    let mut changed = false;
    for (d, s) in dst.iter_mut().zip(src) {
        if d.is_conflict() {
            continue;
        }
        let new = match (*d, *s) {
            (_, s) if s.is_conflict() => s,
            (Loc::Uninit, Loc::Uninit) => continue,
            (Loc::Uninit, Loc::Val { value, part, .. }) => {
                if dst_held.contains(&(value, part)) {
                    Loc::Lost(value, at)
                } else {
                    *s
                }
            }
            (Loc::Val { value, part, .. }, Loc::Uninit) => {
                if src_held.contains(&(value, part)) {
                    Loc::Lost(value, at)
                } else {
                    continue;
                }
            }
            (
                Loc::Val {
                    value: a, part: pa, ..
                },
                Loc::Val {
                    value: b, part: pb, ..
                },
            ) => {
                if (a, pa) == (b, pb) {
                    continue;
                }
                Loc::Merged(a, b, at)
            }
            // `d` is not a conflict (skipped above) and every `s` case is covered.
            _ => continue,
        };
        *d = new;
        changed = true;
    }
    changed
}
