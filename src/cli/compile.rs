//! `ptxra compile`: one input allocated, printed as the SASS-like listing, the machine IR,
//! the statistics as JSON, or the PTX that was allocated.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use ptxra::driver;
use ptxra::emit::{json, listing};

use super::io::{print_times, print_warnings, write_out};
use super::CommonArgs;

/// `ptxra compile`'s arguments.
#[derive(Args, Debug)]
pub struct CompileArgs {
    /// Input `.ptx`, `.ll` or `.bc`.
    input: PathBuf,
    /// Write the output here instead of stdout (`-`: stdout).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// What to print.
    #[arg(long, value_enum, default_value_t = Emit::Sass)]
    emit: Emit,
    /// Shared options.
    #[command(flatten)]
    common: CommonArgs,
}

/// What `compile` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// SASS-like listing with physical registers and spill code.
    Sass,
    /// Machine IR after allocation (virtual registers).
    Ir,
    /// The JSON statistics: the document `stats --json` prints for the input.
    Json,
    /// The PTX (for `.ll`/`.bc` inputs, what the NVPTX back end produced).
    Ptx,
}

/// Runs `ptxra compile`.
pub fn run(a: CompileArgs) -> Result<ExitCode> {
    a.common.one_allocator()?;
    let opts = a.common.options()?;
    let text = match a.emit {
        Emit::Ptx => {
            let input = driver::read_input(&a.input, &opts)?;
            print_warnings(&input.warnings);
            vec![String::from_utf8_lossy(&input.ptx).into_owned()]
        }
        _ => {
            let r = driver::compile_path(&a.input, &opts)?;
            print_warnings(&r.warnings);
            if let Some(dir) = &a.common.plot {
                ptxra::emit::plots::write_plots(&r, &a.input, dir)
                    .with_context(|| format!("cannot write plots to {}", dir.display()))?;
            }
            let start = std::time::Instant::now();
            // One text per function, written one after the other: joining them would copy a
            // large kernel's listing (tens of megabytes) once more. JSON is one document,
            // the one `stats --json` prints for this input.
            let mut s = Vec::with_capacity(r.functions.len());
            if a.emit == Emit::Json {
                let stats = r.functions.iter().map(|f| f.stats.clone()).collect();
                let input = ptxra::api::input_report(
                    &a.input.display().to_string(),
                    &opts,
                    Some(r.arch.to_string()),
                    Ok(stats),
                );
                s.push(json::render_json(&json::Report::new(vec![input])));
            } else {
                for f in &r.functions {
                    let mut text = match a.emit {
                        Emit::Ir => ptxra::ir::print::print_function(&f.func),
                        _ => listing::emit_listing(&f.func, &f.regs, &f.stats),
                    };
                    text.push('\n');
                    s.push(text);
                }
            }
            if opts.time_passes {
                let mut times = r.pass_times.clone();
                times.push(("emit".into(), start.elapsed()));
                print_times(&times);
            }
            // The process ends after writing: freeing every instruction of a large kernel one
            // by one would only delay the exit (a tenth of a second at a million
            // instructions), so the result is left to the OS.
            std::mem::forget(r);
            s
        }
    };
    let output = a.output.as_deref().filter(|p| *p != Path::new("-"));
    write_out(output, &text)?;
    Ok(ExitCode::SUCCESS)
}
