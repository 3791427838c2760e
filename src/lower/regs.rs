//! PTX register declarations and what each PTX register is bound to during lowering.
//!
//! PTX registers are not SSA: a register may be written many times (loop-carried values).
//! Each PTX register normally becomes one virtual register of the matching class and width.
//! Registers written exactly once may instead be *bound* to something cheaper, which is what
//! ptxas's own copy propagation achieves: a kernel parameter or `%ntid.x` becomes a
//! constant-bank operand (no register at all), a vector-load lane becomes a sub-range of the
//! load's tuple, a single-def copy of a single-def register shares its source's value.

use rustc_hash::FxHashMap as HashMap;

use ptx_parser::ast::{self, ScalarType};

use crate::ir::{Operand, RegClass, RegUse};

/// The class and width a PTX type occupies in the machine.
pub fn class_of(ty: ScalarType) -> (RegClass, u8) {
    match ty {
        ScalarType::Pred => (RegClass::P, 1),
        ScalarType::B128 => (RegClass::R, 4),
        t if t.bits() == 64 => (RegClass::R, 2),
        _ => (RegClass::R, 1),
    }
}

/// A declared PTX register as lowering keys it: its scope, its declaration there, its
/// number in a `%r<N>` range, and how many leading zeros its name spells that number with
/// (`%r05` and `%r5` are different names). Cheap to copy and hash, where the name string it
/// stands for cost an allocation at every operand.
///
/// `id` numbers the function's registers densely (see [`RegMap`]); it is a function of the
/// other fields, so comparing it with them changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegKey {
    scope: u32,
    decl: u32,
    index: u32,
    zeros: u8,
    id: u32,
}

/// [`RegKey::id`] of a register not numbered by its declaration (see [`RegDecls::number`]).
pub const UNNUMBERED: u32 = u32::MAX;

/// [`RegKey::index`] of a register declared by its exact name.
const EXACT: u32 = u32::MAX;

/// A resolved register operand: its key, declared type and vector width.
#[derive(Clone, Copy, Debug)]
pub struct Resolved {
    /// The register's key.
    pub key: RegKey,
    /// Its declared type.
    pub ty: ScalarType,
    /// Its vector width (`.v2`, `.v4`), 1 for scalars.
    pub vec: u32,
}

/// Declared PTX registers of one scope: exact names and `%r<N>` ranges.
#[derive(Clone, Default)]
pub struct RegDecls {
    /// Name → type, vector width and declaration number.
    exact: HashMap<String, (ScalarType, u32, u32)>,
    /// Range prefix → type, vector width, count and declaration number.
    ranges: HashMap<String, (ScalarType, u32, u32, u32)>,
    /// Per declaration number: the name or range prefix.
    names: Vec<String>,
    /// Per declaration number: the [`RegKey::id`] of its first register, or [`UNNUMBERED`].
    first_id: Vec<u32>,
    /// The ranges again, as a list, when there are few (NVVM declares about six): every
    /// operand is looked up several times, and comparing a short prefix with six others
    /// beats hashing it.
    few_ranges: Vec<(u64, (ScalarType, u32, u32, u32))>,
}

/// A range prefix of at most 8 bytes packed into an integer (0 when longer; no prefix is
/// empty), so that finding it among a few others compares integers, not strings.
fn packed(prefix: &str) -> u64 {
    match prefix.len() {
        1..=8 => prefix
            .bytes()
            .fold(0u64, |acc, b| (acc << 8) | u64::from(b)),
        _ => 0,
    }
}

/// Recent register resolutions, keyed by the name packed into an integer and the scope it
/// was looked up from. Lowering resolves each operand about a dozen times (the analyses
/// before lowering, the instruction's own checks, its sources and destinations), nearly
/// always within a few instructions of the last time; a hit here costs a hash of the packed
/// name instead of parsing the name's number and searching the declarations again. A
/// resolution never changes once the body's declarations are numbered, so entries need no
/// invalidation; names longer than 8 bytes are not cached.
#[derive(Clone)]
pub struct ResolveCache {
    entries: Vec<(u64, u32, Option<Resolved>)>,
}

/// Entries of a [`ResolveCache`] (a power of two).
const CACHE_ENTRIES: usize = 256;

impl Default for ResolveCache {
    fn default() -> Self {
        ResolveCache {
            entries: vec![(0, 0, None); CACHE_ENTRIES],
        }
    }
}

impl ResolveCache {
    /// The cache slot and key of `name` looked up from `scope`, `None` for an uncacheable name.
    fn slot(name: &str, scope: usize) -> Option<(usize, u64, u32)> {
        let key = packed(name);
        let scope = u32::try_from(scope).ok()?;
        if key == 0 {
            return None;
        }
        let hash = (key ^ u64::from(scope)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Some(((hash >> 56) as usize % CACHE_ENTRIES, key, scope))
    }

    /// The cached resolution of `name` from `scope`: `Some(result)` on a hit.
    pub fn get(&self, name: &str, scope: usize) -> Option<Option<Resolved>> {
        let (i, key, scope) = Self::slot(name, scope)?;
        let &(k, s, r) = &self.entries[i];
        (k == key && s == scope).then_some(r)
    }

    /// Records the resolution of `name` from `scope`.
    pub fn put(&mut self, name: &str, scope: usize, r: Option<Resolved>) {
        if let Some((i, key, scope)) = Self::slot(name, scope) {
            self.entries[i] = (key, scope, r);
        }
    }
}

/// Up to how many ranges [`RegDecls::few_ranges`] lists.
const FEW_RANGES: usize = 16;

impl RegDecls {
    /// Records a `.reg` declaration (a name declared again keeps its declaration number).
    pub fn declare(&mut self, decl: &ast::RegDecl) {
        let vec = decl.vector.unwrap_or(1);
        for n in &decl.names {
            match n.range {
                Some(count) => {
                    let id = match self.ranges.get(&n.name) {
                        Some(&(.., id)) => id,
                        None => self.new_name(&n.name),
                    };
                    self.ranges
                        .insert(n.name.clone(), (decl.ty, vec, count, id));
                }
                None => {
                    let id = match self.exact.get(&n.name) {
                        Some(&(.., id)) => id,
                        None => self.new_name(&n.name),
                    };
                    self.exact.insert(n.name.clone(), (decl.ty, vec, id));
                }
            }
        }
    }

    /// Numbers the declared registers densely from `*next` on, once every declaration of
    /// the scope has been seen. Declarations that would take the numbers to `limit` or
    /// beyond stay unnumbered: the registers of a `%r<4000000000>` that are actually named
    /// are numbered as they are met instead.
    pub fn number(&mut self, next: &mut u64, limit: u64) {
        let packable = self.ranges.keys().all(|p| packed(p) != 0);
        self.few_ranges = if self.ranges.len() <= FEW_RANGES && packable {
            let mut few: Vec<_> = self.ranges.iter().map(|(p, r)| (packed(p), *r)).collect();
            few.sort_by_key(|(_, r)| r.3);
            few
        } else {
            Vec::new()
        };
        let mut count = vec![1u64; self.names.len()];
        for &(_, _, n, decl) in self.ranges.values() {
            count[decl as usize] = u64::from(n);
        }
        self.first_id = count
            .into_iter()
            .map(|n| {
                if *next + n > limit {
                    return UNNUMBERED;
                }
                let first = *next as u32;
                *next += n;
                first
            })
            .collect();
    }

    fn id(&self, decl: u32, index: u32, zeros: u8) -> u32 {
        match self.first_id.get(decl as usize) {
            Some(&first) if first != UNNUMBERED && zeros == 0 => {
                first + if index == EXACT { 0 } else { index }
            }
            _ => UNNUMBERED,
        }
    }

    fn new_name(&mut self, name: &str) -> u32 {
        self.names.push(name.to_string());
        (self.names.len() - 1) as u32
    }

    /// The register `name` names in this scope (numbered `scope`), if declared here.
    pub fn lookup(&self, name: &str, scope: u32) -> Option<Resolved> {
        let exact = match self.exact.is_empty() {
            true => None,
            false => self.exact.get(name),
        };
        if let Some(&(ty, vec, decl)) = exact {
            let key = RegKey {
                scope,
                decl,
                index: EXACT,
                zeros: 0,
                id: self.id(decl, EXACT, 0),
            };
            return Some(Resolved { key, ty, vec });
        }
        let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let (prefix, num) = name.split_at(name.len() - digits);
        let &(ty, vec, count, decl) = if self.few_ranges.is_empty() {
            self.ranges.get(prefix)?
        } else {
            let key = packed(prefix);
            self.few_ranges
                .iter()
                .find_map(|(p, r)| (*p == key).then_some(r))?
        };
        let n = num.bytes().try_fold(0u64, |n, d| {
            n.checked_mul(10)?.checked_add(u64::from(d - b'0'))
        })?;
        if n >= u64::from(count) {
            return None;
        }
        // Leading zeros spelled, all but the last digit for a zero (`%r00` is `%r0` with one).
        let lead = num.bytes().take_while(|&b| b == b'0').count();
        let zeros = if lead == digits { digits - 1 } else { lead };
        let (index, zeros) = (n as u32, u8::try_from(zeros).ok()?);
        let key = RegKey {
            scope,
            decl,
            index,
            zeros,
            id: self.id(decl, index, zeros),
        };
        Some(Resolved { key, ty, vec })
    }

    /// The name of `key` as written (a key of this scope).
    pub fn name(&self, key: RegKey) -> String {
        let base = self.names.get(key.decl as usize).map_or("", String::as_str);
        let mut name = String::with_capacity(base.len() + usize::from(key.zeros) + 10);
        name.push_str(base);
        if key.index != EXACT {
            // Every virtual register is named after its PTX register: no formatter here.
            (0..key.zeros).for_each(|_| name.push('0'));
            crate::ir::decimal::push_decimal(&mut name, u64::from(key.index));
        }
        name
    }
}

impl RegKey {
    /// The scope the register was declared in.
    pub fn scope(self) -> usize {
        self.scope as usize
    }

    /// The key with number `id`.
    pub fn with_id(self, id: u32) -> RegKey {
        RegKey { id, ..self }
    }

    /// Its dense number.
    pub fn id(self) -> u32 {
        self.id
    }
}

/// A map keyed by PTX register, stored densely by [`RegKey::id`]: lowering consults
/// several of these per operand, and a straight-line kernel may name a million registers,
/// where hashing cost a cache miss per lookup and a rehash per doubling. Iteration yields
/// the numbers; [`RegMap::get_id`] and friends look them up in other maps.
#[derive(Clone, Debug)]
pub struct RegMap<V> {
    slots: Vec<Option<V>>,
}

impl<V> Default for RegMap<V> {
    fn default() -> Self {
        RegMap { slots: Vec::new() }
    }
}

impl<V> RegMap<V> {
    /// An empty map with room for the registers numbered below `n`.
    pub fn with_capacity(n: usize) -> Self {
        RegMap {
            slots: Vec::with_capacity(n),
        }
    }

    /// The value of `key`.
    pub fn get(&self, key: &RegKey) -> Option<&V> {
        self.get_id(key.id)
    }

    /// The value of the register numbered `id`.
    pub fn get_id(&self, id: u32) -> Option<&V> {
        self.slots.get(id as usize)?.as_ref()
    }

    /// Whether `key` has a value.
    pub fn contains_key(&self, key: &RegKey) -> bool {
        self.get(key).is_some()
    }

    /// Sets the value of `key`, returning the old one.
    pub fn insert(&mut self, key: RegKey, value: V) -> Option<V> {
        self.insert_id(key.id, value)
    }

    /// Sets the value of the register numbered `id`, returning the old one.
    pub fn insert_id(&mut self, id: u32, value: V) -> Option<V> {
        self.slot(id).replace(value)
    }

    /// Removes the value of `key`, returning it.
    pub fn remove(&mut self, key: &RegKey) -> Option<V> {
        self.slots.get_mut(key.id as usize)?.take()
    }

    /// The value of `key`, set to `make()` first if it has none.
    pub fn get_or_insert_with(&mut self, key: RegKey, make: impl FnOnce() -> V) -> &mut V {
        self.slot(key.id).get_or_insert_with(make)
    }

    /// The numbers of the registers with values and their values, in number order.
    pub fn iter(&self) -> impl Iterator<Item = (u32, &V)> {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(i, v)| Some((i as u32, v.as_ref()?)))
    }

    fn slot(&mut self, id: u32) -> &mut Option<V> {
        debug_assert_ne!(id, UNNUMBERED, "keys are numbered when resolved");
        let i = id as usize;
        if i >= self.slots.len() {
            self.slots.resize_with(i + 1, || None);
        }
        &mut self.slots[i]
    }
}

impl<V> IntoIterator for RegMap<V> {
    type Item = (u32, V);
    type IntoIter = std::iter::FilterMap<
        std::iter::Enumerate<std::vec::IntoIter<Option<V>>>,
        fn((usize, Option<V>)) -> Option<(u32, V)>,
    >;
    fn into_iter(self) -> Self::IntoIter {
        self.slots
            .into_iter()
            .enumerate()
            .filter_map(|(i, v)| Some((i as u32, v?)))
    }
}

/// What a PTX register stands for at its uses.
#[derive(Clone, Debug, PartialEq)]
pub enum Binding {
    /// A (part of a) virtual register.
    Reg(RegUse),
    /// A value every use can read without a register: a constant-bank word or an immediate.
    Const(Operand),
}
