//! What guards say within a block: a read under the guard of the last write of a register
//! sees that write alone, and a write under the opposite guard completes it.

use rustc_hash::FxHashMap;

use crate::ir::RegClass;
use crate::sass::lift::Slot;

/// One physical register (the renaming's `Unit`).
type Unit = (RegClass, u16);

/// The register writes made under a guard that later reads under the same guard see alone.
///
/// `@!P2 IMAD R6, ...` then `@!P2 LDS R6, [R6]`: the load runs only where the multiply
/// wrote R6, so whatever R6 held before is not read there and does not join the
/// multiply's value (ptxas reuses R6 of a pair whose other half holds a live value, and
/// joining would make one value of the pair and that live value). Tracked within a block,
/// until the guard's predicate is written again.
pub(super) struct SameGuard<D> {
    last: FxHashMap<Unit, ((Slot, bool), D)>,
}

impl<D> Default for SameGuard<D> {
    fn default() -> Self {
        SameGuard {
            last: FxHashMap::default(),
        }
    }
}

impl<D: Copy> SameGuard<D> {
    /// The definitions a read of `u` under `guard` sees, given those `reaching` it.
    pub(super) fn seen<'s>(
        &'s self,
        guard: Option<(Slot, bool)>,
        u: Unit,
        reaching: &'s [D],
    ) -> &'s [D] {
        match (guard, self.last.get(&u)) {
            (Some(g), Some((lg, d))) if g == *lg => std::slice::from_ref(d),
            _ => reaching,
        }
    }

    /// Whether a read of `u` under `guard` sees only a write made under the same guard.
    pub(super) fn covers(&self, guard: Option<(Slot, bool)>, u: Unit) -> bool {
        matches!((guard, self.last.get(&u)), (Some(g), Some((lg, _))) if g == *lg)
    }

    /// The write of `u` under the opposite guard that a write under `guard` completes.
    pub(super) fn completes(&self, guard: Option<(Slot, bool)>, u: Unit) -> Option<D> {
        match (guard, self.last.get(&u)) {
            (Some((p, negated)), Some(&((lp, lnegated), d))) if p == lp && negated != lnegated => {
                Some(d)
            }
            _ => None,
        }
    }

    /// Records the writes of an instruction under `guard` (their definitions by `def`).
    pub(super) fn after(
        &mut self,
        guard: Option<(Slot, bool)>,
        writes: &[Unit],
        def: impl Fn(Unit) -> D,
    ) {
        for &u in writes {
            match guard {
                Some(g) => {
                    self.last.insert(u, (g, def(u)));
                }
                None => {
                    self.last.remove(&u);
                }
            }
        }
        // A guard whose predicate is written again is another guard.
        self.last.retain(|_, ((p, _), _)| {
            !writes
                .iter()
                .any(|&(c, x)| p.class == c && (p.first..p.first + u16::from(p.width)).contains(&x))
        });
    }
}
