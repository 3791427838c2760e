//! Dense bitsets over typed indices.
//!
//! Liveness and the other dataflow problems of this module run on kernels with up to a
//! million instructions, so their sets must be cheap to union, compare and iterate: a plain
//! vector of 64-bit words gives word-parallel set operations and no allocation per operation.
//! The element type is a typed index ([`VReg`], [`BlockId`], or a bare `usize`) so a set of
//! blocks can never be mistaken for a set of values.

use std::fmt;
use std::marker::PhantomData;

use crate::ir::{BlockId, VReg};

/// A type usable as a bitset element: a dense index.
pub trait SetIndex: Copy {
    /// The position of the element.
    fn to_index(self) -> usize;
    /// The element at a position.
    fn from_index(i: usize) -> Self;
}

impl SetIndex for usize {
    #[inline]
    fn to_index(self) -> usize {
        self
    }
    #[inline]
    fn from_index(i: usize) -> Self {
        i
    }
}

impl SetIndex for VReg {
    #[inline]
    fn to_index(self) -> usize {
        self.index()
    }
    #[inline]
    fn from_index(i: usize) -> Self {
        VReg::new(i)
    }
}

impl SetIndex for BlockId {
    #[inline]
    fn to_index(self) -> usize {
        self.index()
    }
    #[inline]
    fn from_index(i: usize) -> Self {
        BlockId::new(i)
    }
}

/// A fixed-capacity set of indices `0..capacity`, one bit per element.
///
/// Binary operations require both sets to have the same capacity (they are always built for
/// the same function); elements at or beyond the capacity are ignored by `insert` and
/// reported absent by `contains`, so a malformed index can never panic here.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct BitSet<I = usize> {
    words: Vec<u64>,
    capacity: usize,
    _marker: PhantomData<fn(I) -> I>,
}

impl<I: SetIndex> BitSet<I> {
    /// An empty set able to hold `0..capacity`.
    pub fn new(capacity: usize) -> Self {
        BitSet {
            words: vec![0; capacity.div_ceil(64)],
            capacity,
            _marker: PhantomData,
        }
    }

    /// A set holding every element of `0..capacity`.
    pub fn full(capacity: usize) -> Self {
        let mut s = Self::new(capacity);
        s.words.iter_mut().for_each(|w| *w = !0);
        s.trim();
        s
    }

    /// The number of elements the set can hold.
    #[inline]
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Clears bits beyond the capacity in the last word (kept zero so `count` and equality
    /// stay exact).
    fn trim(&mut self) {
        let rem = self.capacity % 64;
        if rem != 0 {
            if let Some(last) = self.words.last_mut() {
                *last &= (1u64 << rem) - 1;
            }
        }
    }

    /// Adds `x`; returns whether it was absent.
    #[inline]
    pub fn insert(&mut self, x: I) -> bool {
        let i = x.to_index();
        if i >= self.capacity {
            return false;
        }
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let old = self.words[w];
        self.words[w] = old | b;
        old & b == 0
    }

    /// Removes `x`; returns whether it was present.
    #[inline]
    pub fn remove(&mut self, x: I) -> bool {
        let i = x.to_index();
        if i >= self.capacity {
            return false;
        }
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let old = self.words[w];
        self.words[w] = old & !b;
        old & b != 0
    }

    /// Whether `x` is in the set.
    #[inline]
    pub fn contains(&self, x: I) -> bool {
        let i = x.to_index();
        i < self.capacity && self.words[i / 64] & (1u64 << (i % 64)) != 0
    }

    /// Removes every element.
    pub fn clear(&mut self) {
        self.words.iter_mut().for_each(|w| *w = 0);
    }

    /// Whether the set has no element.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Number of elements.
    pub fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Makes `self` a copy of `other` without reallocating.
    pub fn copy_from(&mut self, other: &Self) {
        debug_assert_eq!(self.capacity, other.capacity);
        self.words.copy_from_slice(&other.words);
    }

    /// `self ∪= other`; returns whether `self` changed.
    pub fn union_with(&mut self, other: &Self) -> bool {
        debug_assert_eq!(self.capacity, other.capacity);
        let mut changed = 0u64;
        for (a, &b) in self.words.iter_mut().zip(&other.words) {
            let new = *a | b;
            changed |= new ^ *a;
            *a = new;
        }
        changed != 0
    }

    /// `self ∖= other`; returns whether `self` changed.
    pub fn subtract(&mut self, other: &Self) -> bool {
        debug_assert_eq!(self.capacity, other.capacity);
        let mut changed = 0u64;
        for (a, &b) in self.words.iter_mut().zip(&other.words) {
            let new = *a & !b;
            changed |= new ^ *a;
            *a = new;
        }
        changed != 0
    }

    /// `self ∩= other`; returns whether `self` changed.
    pub fn intersect_with(&mut self, other: &Self) -> bool {
        debug_assert_eq!(self.capacity, other.capacity);
        let mut changed = 0u64;
        for (a, &b) in self.words.iter_mut().zip(&other.words) {
            let new = *a & b;
            changed |= new ^ *a;
            *a = new;
        }
        changed != 0
    }

    /// Whether every element of `self` is in `other`.
    pub fn is_subset(&self, other: &Self) -> bool {
        self.words
            .iter()
            .zip(&other.words)
            .all(|(&a, &b)| a & !b == 0)
    }

    /// The elements in increasing order.
    pub fn iter(&self) -> Iter<'_, I> {
        Iter {
            words: &self.words,
            word: 0,
            bits: self.words.first().copied().unwrap_or(0),
            _marker: PhantomData,
        }
    }
}

impl<I: SetIndex + fmt::Debug> fmt::Debug for BitSet<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Iterator over the elements of a [`BitSet`], in increasing order.
pub struct Iter<'a, I> {
    words: &'a [u64],
    word: usize,
    bits: u64,
    _marker: PhantomData<fn(I) -> I>,
}

impl<I: SetIndex> Iterator for Iter<'_, I> {
    type Item = I;

    #[inline]
    fn next(&mut self) -> Option<I> {
        loop {
            if self.bits != 0 {
                let tz = self.bits.trailing_zeros() as usize;
                self.bits &= self.bits - 1;
                return Some(I::from_index(self.word * 64 + tz));
            }
            self.word += 1;
            self.bits = *self.words.get(self.word)?;
        }
    }
}

impl<'a, I: SetIndex> IntoIterator for &'a BitSet<I> {
    type Item = I;
    type IntoIter = Iter<'a, I>;
    fn into_iter(self) -> Iter<'a, I> {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_operations() {
        let mut a: BitSet = BitSet::new(130);
        assert!(a.insert(0));
        assert!(a.insert(64));
        assert!(a.insert(129));
        assert!(!a.insert(129));
        assert!(!a.insert(130), "out of range is ignored");
        assert!(!a.contains(130));
        assert_eq!(a.count(), 3);
        assert_eq!(a.iter().collect::<Vec<_>>(), vec![0, 64, 129]);
        assert!(a.remove(64));
        assert!(!a.remove(64));
        assert_eq!(a.iter().collect::<Vec<_>>(), vec![0, 129]);

        let mut b: BitSet = BitSet::new(130);
        b.insert(5);
        b.insert(129);
        assert!(b.union_with(&a));
        assert!(!b.union_with(&a));
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0, 5, 129]);
        assert!(b.subtract(&a));
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![5]);
        assert!(!b.subtract(&a));
        b.insert(0);
        assert!(b.intersect_with(&a));
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0]);
        assert!(b.is_subset(&a));
        assert!(!a.is_subset(&b));
        b.clear();
        assert!(b.is_empty());
    }

    #[test]
    fn full_and_empty_capacity() {
        let f: BitSet = BitSet::full(70);
        assert_eq!(f.count(), 70);
        assert_eq!(f.iter().last(), Some(69));
        let e: BitSet = BitSet::new(0);
        assert_eq!(e.iter().count(), 0);
        assert!(e.is_empty());
    }
}
