//! Plots of a compiled module: per function, the register pressure of the final code and
//! the occupancy curve, as SVG files.

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use super::files::{write_atomic, WriteError};
use super::svg::{occupancy_svg, pressure_svg};
use crate::driver::CompileResult;
use crate::ir::RegClass;
use crate::target::occupancy::{self, OccupancyInput};

/// Why plots could not be written.
#[derive(Debug, thiserror::Error)]
pub enum PlotError {
    /// The directory could not be made.
    #[error("cannot create {}: {source}", dir.display())]
    CreateDir {
        /// The directory.
        dir: PathBuf,
        /// The system's reason.
        #[source]
        source: std::io::Error,
    },
    /// A plot could not be written.
    #[error(transparent)]
    Write(#[from] WriteError),
}

/// Longest cleaned function name in a plot's file name: with the hash and the longest
/// suffix (`.occupancy.svg`) a name is at most 111 bytes, far below the 255 file systems
/// allow (a 301-character C++ name once made the write fail).
const MAX_NAME_IN_FILE: usize = 80;

/// The file name stem of `function`'s plots from `input`: the name with anything but ASCII
/// letters, digits and `_` (the `$` and `.` of mangled or PTX-internal names) as `_`, cut to
/// 80 characters, then `.` and 16 hex digits hashing the input and the whole name. Plots
/// written into one directory never replace each other: names that clean up alike (`a$b`,
/// `a.b`), one function name in two inputs, and names alike in their first 80 characters all
/// differ in the hash. The hash is FNV-1a, fixed, so a rerun writes the same names.
pub fn plot_stem(input: &OsStr, function: &str) -> String {
    let clean: String = function
        .chars()
        .take(MAX_NAME_IN_FILE)
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let input = input.as_bytes();
    // The input's length first, so that no split of the same bytes between the two parts
    // hashes alike.
    for b in (input.len() as u64)
        .to_le_bytes()
        .iter()
        .chain(input)
        .chain(function.as_bytes())
    {
        h = (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{clean}.{h:016x}")
}

/// Writes, for every function of `r` (compiled from `input`), `<stem>.pressure.svg`
/// (GPR/UR/P pressure per instruction of the final code, with the budget line and the
/// spill/reload points) and, for entries, `<stem>.occupancy.svg` (occupancy vs registers per
/// thread at the kernel's block size, marking ptxra's count) into `dir`, each replaced
/// atomically; the stem is [`plot_stem`].
pub fn write_plots(r: &CompileResult, input: &Path, dir: &Path) -> Result<Vec<PathBuf>, PlotError> {
    std::fs::create_dir_all(dir).map_err(|source| PlotError::CreateDir {
        dir: dir.to_path_buf(),
        source,
    })?;
    let mut written = Vec::new();
    for f in &r.functions {
        let profile: Vec<[u32; 3]> = crate::analysis::pressure_profile(&f.func)
            .iter()
            .map(|p| [p[RegClass::R], p[RegClass::UR], p[RegClass::P]])
            .collect();
        let spills: Vec<usize> = f
            .func
            .insts()
            .enumerate()
            .filter(|(_, (_, i))| i.flags.spill)
            .map(|(k, _)| k)
            .collect();
        let stem = plot_stem(input.as_os_str(), &f.stats.name);
        let path = dir.join(format!("{stem}.pressure.svg"));
        write_atomic(
            &path,
            &[pressure_svg(
                &f.stats.name,
                &profile,
                Some(f.budget),
                Some(f.stats.registers),
                &spills,
            )],
        )?;
        written.push(path);
        if let Some(occ) = &f.stats.occupancy {
            let input = OccupancyInput::new(f.stats.registers, occ.block_size)
                .with_static_smem(f.stats.smem as u64);
            if let Ok(steps) = occupancy::register_steps(r.arch.info(), &input) {
                let pts: Vec<(u32, f64)> = steps
                    .iter()
                    .map(|s| (s.max_registers, s.occupancy))
                    .collect();
                let path = dir.join(format!("{stem}.occupancy.svg"));
                write_atomic(
                    &path,
                    &[occupancy_svg(
                        &f.stats.name,
                        &pts,
                        Some(f.stats.registers),
                        None,
                    )],
                )?;
                written.push(path);
            }
        }
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plot_names_are_unique_and_bounded() {
        let a = OsStr::new("a.ptx");
        // Names that clean up alike, one name in two inputs.
        assert_ne!(plot_stem(a, "k$1"), plot_stem(a, "k.1"));
        assert_ne!(plot_stem(a, "k"), plot_stem(OsStr::new("b.ptx"), "k"));
        assert!(plot_stem(a, "gemm_nn").starts_with("gemm_nn."));
        // Long names alike in their first 80 characters.
        let long = "x".repeat(301);
        let (s, t) = (plot_stem(a, &long), plot_stem(a, &format!("{long}y")));
        assert_ne!(s, t);
        assert_eq!(s.len(), 80 + 1 + 16);
    }
}
