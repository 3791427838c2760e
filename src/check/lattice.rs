//! The abstract state: the set of `(value, part)` pairs each location is known to hold, and
//! the meet at control-flow joins (see *Definition* in the module documentation of `check`).

use crate::ir::VReg;

/// Position of an instruction in the whole function (block starts are prefix sums), used to
/// name the last writer of a location in messages.
pub(super) type InstId = u32;

/// Unused entry of a [`Loc`].
const NONE: u32 = u32::MAX;

/// What one location holds: a set of up to `N` `(value, part)` pairs, packed as
/// `value << 2 | part`, sorted ascending and padded with `NONE` (so equality is array
/// equality). `(v, k)` in the set means: on every path reaching this point along which `v`
/// is maybe-defined, the location holds part `k` of `v`. The empty set is "nothing known"
/// (never written, clobbered, or different values on different paths).
///
/// Dropping a pair when the set is full is conservative: it can only make a later read
/// fail, never hide a wrong value. The checker starts with 4 and repeats a check with more
/// when a read failed only for that (`values::check_values`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Loc<const N: usize>([u32; N]);

#[inline]
fn key(value: VReg, part: u8) -> u32 {
    debug_assert!(value.index() < (1 << 30) - 1 && part < 4);
    ((value.index() as u32) << 2) | (part as u32 & 3)
}

#[inline]
fn value_of(k: u32) -> VReg {
    VReg::new((k >> 2) as usize)
}

impl<const N: usize> Loc<N> {
    /// The empty set.
    pub(super) const EMPTY: Loc<N> = Loc([NONE; N]);

    /// Exactly `(value, part)`.
    #[inline]
    pub(super) fn single(value: VReg, part: u8) -> Loc<N> {
        let mut a = [NONE; N];
        a[0] = key(value, part);
        Loc(a)
    }

    /// Whether the set holds `(value, part)`.
    #[inline]
    pub(super) fn contains(self, value: VReg, part: u8) -> bool {
        self.0.contains(&key(value, part))
    }

    /// Adds `(value, part)`; false (and no change) when the set is full.
    pub(super) fn insert(&mut self, value: VReg, part: u8) -> bool {
        self.insert_key(key(value, part))
    }

    /// Adds every pair of `other` that fits (dropping a pair is conservative).
    pub(super) fn absorb(&mut self, other: Loc<N>) {
        for &k in other.0.iter().take_while(|&&k| k != NONE) {
            self.insert_key(k);
        }
    }

    fn insert_key(&mut self, k: u32) -> bool {
        if self.0.contains(&k) {
            return true;
        }
        match self.0.iter().position(|&e| e == NONE) {
            Some(i) => {
                self.0[i] = k;
                self.0.sort_unstable();
                true
            }
            None => false,
        }
    }
}

/// Meets `src`, the state at the end of a predecessor whose maybe-defined set is
/// `src_defined`, into `dst`, the meet of the predecessors merged so far, whose maybe-defined
/// sets have the union `acc_defined`. Per location:
///
/// `S = { x ∈ S_dst : x ∈ S_src or x.value ∉ MD_src } ∪ { x ∈ S_src : x.value ∉ MD_acc }`
///
/// capped at `N` pairs (the pairs already in `dst` first). Returns whether `dst` changed.
pub(super) fn meet_into<const N: usize>(
    dst: &mut [Loc<N>],
    src: &[Loc<N>],
    src_defined: impl Fn(VReg) -> bool,
    acc_defined: impl Fn(VReg) -> bool,
) -> bool {
    debug_assert_eq!(dst.len(), src.len());
    let mut changed = false;
    for (d, s) in dst.iter_mut().zip(src) {
        if *d == *s {
            continue;
        }
        let mut out = [NONE; N];
        let mut n = 0;
        for &k in d.0.iter().take_while(|&&k| k != NONE) {
            if s.0.contains(&k) || !src_defined(value_of(k)) {
                out[n] = k;
                n += 1;
            }
        }
        for &k in s.0.iter().take_while(|&&k| k != NONE) {
            if n < N && !d.0.contains(&k) && !acc_defined(value_of(k)) {
                out[n] = k;
                n += 1;
            }
        }
        out[..n].sort_unstable();
        let out = Loc(out);
        if out != *d {
            *d = out;
            changed = true;
        }
    }
    changed
}
