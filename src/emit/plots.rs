//! Plots of a compiled module: per function, the register pressure of the final code and
//! the occupancy curve, as SVG files.

use super::svg::{occupancy_svg, pressure_svg};
use crate::driver::CompileResult;
use crate::ir::RegClass;
use crate::target::occupancy::{self, OccupancyInput};

/// A function name as a file name for its plots: anything but ASCII letters, digits and `_`
/// (the `$` and `.` of mangled or PTX-internal names) becomes `_`.
pub fn file_stem(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Writes, for every function of `r`, `<name>.pressure.svg` (GPR/UR/P pressure per
/// instruction of the final code, with the budget line and the spill/reload points) and, for
/// entries, `<name>.occupancy.svg` (occupancy vs registers per thread at the kernel's block
/// size, marking ptxra's count) into `dir`.
pub fn write_plots(
    r: &CompileResult,
    dir: &std::path::Path,
) -> std::io::Result<Vec<std::path::PathBuf>> {
    std::fs::create_dir_all(dir)?;
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
        let safe = file_stem(&f.stats.name);
        let path = dir.join(format!("{safe}.pressure.svg"));
        std::fs::write(
            &path,
            pressure_svg(&f.stats.name, &profile, Some(f.budget), &spills),
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
                let path = dir.join(format!("{safe}.occupancy.svg"));
                std::fs::write(
                    &path,
                    occupancy_svg(&f.stats.name, &pts, Some(f.stats.registers), None),
                )?;
                written.push(path);
            }
        }
    }
    Ok(written)
}
