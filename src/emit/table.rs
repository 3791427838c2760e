//! The plain-text tables the command prints for people: per-function statistics of one input
//! (`ptxra stats` without `--json`) and the `--time-passes` lines. Machine-readable output is
//! [`super::json`]; these texts are for reading, not parsing.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

use crate::stats::FunctionStats;
use crate::target::Arch;

/// `ptxra stats`'s table for one input compiled for `arch`: a header line naming the input,
/// then one line per function (registers per class, stack, spill bytes, peak pressure,
/// occupancy, and whether the checker verified it).
pub fn stats_table<'a>(
    path: &Path,
    arch: Arch,
    functions: impl IntoIterator<Item = &'a FunctionStats>,
) -> String {
    let mut t = String::new();
    let _ = writeln!(t, "{} ({})", path.display(), arch);
    let functions: Vec<&FunctionStats> = functions.into_iter().collect();
    let names: Vec<_> = functions.iter().map(|s| display_name(&s.name)).collect();
    let w = column_width(40, names.iter().map(|n| n.as_ref()));
    let _ = writeln!(
        t,
        "  {:<w$} {:>5} {:>4} {:>3} {:>6} {:>7} {:>7} {:>8} {:>9}",
        "function", "regs", "UR", "P", "stack", "spill_st", "spill_ld", "max_live", "occupancy"
    );
    for (s, name) in functions.into_iter().zip(&names) {
        let occ = s.occupancy.as_ref().map_or_else(
            || "-".to_string(),
            |o| format!("{:.0}%", o.occupancy * 100.0),
        );
        let _ = writeln!(
            t,
            "  {:<w$} {:>5} {:>4} {:>3} {:>6} {:>7} {:>7} {:>8} {:>9}{}",
            name,
            s.registers,
            s.uniform_registers,
            s.predicates,
            s.stack_frame,
            s.spill_stores,
            s.spill_loads,
            s.max_live,
            occ,
            if s.verified { "  verified" } else { "" }
        );
    }
    t
}

/// A function's name for people: a mangled C++ name (`_Z…`, as NVRTC and nvcc emit for
/// templates and overloads) demangled without its return type, anything else as it is. JSON
/// keeps the mangled name: it is what ptxas prints and what tools match on.
pub fn display_name(name: &str) -> Cow<'_, str> {
    if !name.starts_with("_Z") {
        return Cow::Borrowed(name);
    }
    let options = cpp_demangle::DemangleOptions::new().no_return_type();
    match cpp_demangle::Symbol::new(name).map(|s| s.demangle_with_options(&options)) {
        Ok(Ok(d)) => Cow::Owned(d),
        _ => Cow::Borrowed(name),
    }
}

/// The width of a text column: its widest entry, at least `min`. Columns grow to fit
/// rather than cut names or paths.
pub fn column_width<'a>(min: usize, entries: impl IntoIterator<Item = &'a str>) -> usize {
    entries
        .into_iter()
        .map(|e| e.chars().count())
        .max()
        .unwrap_or(0)
        .max(min)
}

/// `--time-passes`: one line per pass (as the driver sums them over functions and
/// scheduling rounds), then the total, in milliseconds.
pub fn pass_times(times: &[(String, Duration)]) -> String {
    let mut t = String::new();
    let w = times.iter().map(|(n, _)| n.len()).max().unwrap_or(0).max(5);
    for (name, d) in times {
        let _ = writeln!(t, "{name:>w$}: {:10.3} ms", d.as_secs_f64() * 1e3);
    }
    let total: Duration = times.iter().map(|(_, d)| *d).sum();
    let _ = writeln!(t, "{:>w$}: {:10.3} ms", "total", total.as_secs_f64() * 1e3);
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `fir_unrolled<4, 4>` of kernels/src/unrolled_loops.cu, as clang 22 names it in the
    /// PTX, reads as the source spelled it; other names stay as they are.
    #[test]
    fn mangled_names_are_demangled_for_people() {
        assert_eq!(
            display_name("_Z12fir_unrolledILi4ELi4EEvPKfPfi"),
            "fir_unrolled<4, 4>(float const*, float*, int)"
        );
        assert_eq!(display_name("gemm_rb4x4_nn"), "gemm_rb4x4_nn");
        assert_eq!(display_name("_Znot_mangled"), "_Znot_mangled");
    }

    #[test]
    fn columns_grow_to_fit() {
        assert_eq!(column_width(5, ["ab", "abcdefg"]), 7);
        assert_eq!(column_width(5, ["ab"]), 5);
    }
}
