//! `explain --plot`: the register pressure of the code the allocator was given, with its
//! peaks marked.

use std::path::Path;

use super::{allocated_from, keeping_allocated_from, Explanation};
use crate::analysis::{pressure_profile_with, Cfg, Liveness};
use crate::driver::{self, DriverError, Options};
use crate::ir::RegClass;

/// Writes `<stem>.explain.svg` per explained function into `dir` (the stem is
/// [`crate::emit::plots::plot_stem`], each file replaced atomically): the register
/// pressure of the code the allocator was given, with its GPR peaks marked.
pub fn write_plots(
    input: &Path,
    opts: &Options,
    e: &Explanation,
    dir: &Path,
) -> Result<Vec<std::path::PathBuf>, DriverError> {
    use crate::emit::svg::pressure_svg_annotated;
    let io = |err: std::io::Error| {
        DriverError::Arch(format!("cannot write plots to {}: {err}", dir.display()))
    };
    std::fs::create_dir_all(dir).map_err(io)?;
    let r = driver::compile_path(input, &keeping_allocated_from(opts))?;
    let mut written = Vec::new();
    for f in &r.functions {
        let Some(ex) = e.functions.iter().find(|x| x.name == f.stats.name) else {
            continue;
        };
        let func = allocated_from(f);
        let cfg = Cfg::new(func);
        let live = Liveness::compute(func, &cfg);
        let profile: Vec<[u32; 3]> = pressure_profile_with(func, &live)
            .iter()
            .map(|p| [p[RegClass::R], p[RegClass::UR], p[RegClass::P]])
            .collect();
        let ptx_of: Vec<u32> = func
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .map(|i| i.ptx_line)
            .collect();
        let marks: Vec<(usize, String)> = ex
            .peaks
            .iter()
            .filter(|p| p.class == "R")
            .flat_map(|p| &p.at)
            .filter_map(|at| {
                let i = ptx_of.iter().position(|&l| l == at.line)?;
                let src = at
                    .source
                    .as_ref()
                    .map_or(String::new(), |s| format!(" ({}:{})", s.file, s.line));
                Some((i, format!("peak: PTX line {}{src}", at.line)))
            })
            .collect();
        let stem = crate::emit::plots::plot_stem(input.as_os_str(), &ex.name);
        let path = dir.join(format!("{stem}.explain.svg"));
        crate::emit::files::write_atomic(
            &path,
            &[pressure_svg_annotated(
                &ex.name,
                &profile,
                Some(f.budget),
                Some(f.stats.registers),
                &[],
                &marks,
            )],
        )
        .map_err(|e| DriverError::Arch(e.to_string()))?;
        written.push(path);
    }
    Ok(written)
}
