//! Interned strings: symbol names and modifier text, stored once for the life of the process
//! so that instructions carry them as `&'static str` and stay `Copy`-cheap.

/// The one copy of symbol name `name` for [`super::Operand::Symbol`] (and of modifier text,
/// [`super::Mods::text`]): each distinct name is stored once for the life of the process (a
/// suite names a few hundred functions and globals).
pub fn intern_symbol(name: &str) -> &'static str {
    use std::sync::{Mutex, OnceLock};
    static SYMBOLS: OnceLock<Mutex<rustc_hash::FxHashSet<&'static str>>> = OnceLock::new();
    let mut symbols = SYMBOLS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&s) = symbols.get(name) {
        return s;
    }
    let s: &'static str = Box::leak(name.to_owned().into_boxed_str());
    symbols.insert(s);
    s
}
