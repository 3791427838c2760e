//! Typed indices, register classes and per-class containers shared by every pass.

use std::fmt;
use std::ops::{Index, IndexMut};

/// Defines a `u32` newtype index with a display prefix.
macro_rules! index_type {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
        pub struct $name(pub u32);
        impl $name {
            /// The index as a `usize`, for indexing dense tables.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
            /// Builds the index from a table position.
            #[inline]
            pub fn new(i: usize) -> Self {
                $name(i as u32)
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

index_type!(
    /// A virtual register: one value (possibly a tuple of 2 or 4 consecutive registers).
    VReg,
    "%"
);
index_type!(
    /// A basic block of a machine function.
    BlockId,
    "bb"
);

/// Register classes of the machine. The allocator assigns each class on its own; classes
/// never share physical registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RegClass {
    /// 32-bit general-purpose registers R0…R254 (RZ is the zero register, not allocatable).
    R,
    /// Uniform (warp-wide scalar) registers UR0…UR62 on sm_75+.
    UR,
    /// Predicates P0…P6 (PT is always true).
    P,
    /// Uniform predicates UP0…UP6.
    UP,
    /// Convergence barrier registers B0…B15.
    B,
}

impl RegClass {
    /// Every class, in the order ptxas allocates them (GPRs first, then uniform, then
    /// predicates), the order of per-class tables and reports. (The allocator's rounds
    /// assign the GPRs last, after the classes that spill into them.)
    pub const ALLOCATION_ORDER: [RegClass; 5] = [
        RegClass::R,
        RegClass::UR,
        RegClass::P,
        RegClass::UP,
        RegClass::B,
    ];

    /// Position in [`PerClass`] storage.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    /// Register-name prefix in listings (`R`, `UR`, `P`, `UP`, `B`).
    pub fn prefix(self) -> &'static str {
        match self {
            RegClass::R => "R",
            RegClass::UR => "UR",
            RegClass::P => "P",
            RegClass::UP => "UP",
            RegClass::B => "B",
        }
    }
    /// Whether values of this class are one bit (predicates).
    pub fn is_predicate(self) -> bool {
        matches!(self, RegClass::P | RegClass::UP)
    }
    /// Whether this is a uniform (warp-scalar) class.
    pub fn is_uniform(self) -> bool {
        matches!(self, RegClass::UR | RegClass::UP)
    }
    /// The uniform counterpart of a per-thread class (R → UR, P → UP).
    pub fn to_uniform(self) -> RegClass {
        match self {
            RegClass::R => RegClass::UR,
            RegClass::P => RegClass::UP,
            c => c,
        }
    }
    /// The per-thread counterpart of a uniform class (UR → R, UP → P).
    pub fn to_vector(self) -> RegClass {
        match self {
            RegClass::UR => RegClass::R,
            RegClass::UP => RegClass::P,
            c => c,
        }
    }
}

impl fmt::Display for RegClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.prefix())
    }
}

/// One `T` per register class, indexed by [`RegClass`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PerClass<T>(pub [T; 5]);

impl<T> PerClass<T> {
    /// Builds the container by calling `f` for each class.
    pub fn from_fn(mut f: impl FnMut(RegClass) -> T) -> Self {
        PerClass(RegClass::ALLOCATION_ORDER.map(&mut f))
    }
    /// `(class, &value)` pairs in allocation order.
    pub fn iter(&self) -> impl Iterator<Item = (RegClass, &T)> {
        RegClass::ALLOCATION_ORDER
            .into_iter()
            .map(move |c| (c, &self.0[c.index()]))
    }
}

impl<T> Index<RegClass> for PerClass<T> {
    type Output = T;
    #[inline]
    fn index(&self, c: RegClass) -> &T {
        &self.0[c.index()]
    }
}

impl<T> IndexMut<RegClass> for PerClass<T> {
    #[inline]
    fn index_mut(&mut self, c: RegClass) -> &mut T {
        &mut self.0[c.index()]
    }
}

/// A physical register: class plus index (`R12`, `UP0`). A tuple occupies `index..index+width`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PhysReg {
    /// Register class.
    pub class: RegClass,
    /// Register number within the class.
    pub index: u16,
}

impl fmt::Display for PhysReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.class.prefix(), self.index)
    }
}
