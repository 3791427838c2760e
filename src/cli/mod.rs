//! The command line: the clap definitions of the subcommands (docs/design.md) and one module
//! per subcommand that parses its arguments, calls the library and prints what the library
//! rendered. Nothing here decides a number or formats a report: that is the library's
//! ([`ptxra::driver`], [`ptxra::commands`], [`ptxra::emit`]).

use std::path::PathBuf;

use anyhow::Result;
use clap::{Args, Parser, Subcommand};
use ptxra::driver::{self, Options};
use ptxra::target::Arch;

pub mod alloc;
pub mod compare;
pub mod compile;
pub mod explain;
pub mod io;
pub mod occupancy;
pub mod parse;
pub mod ptxas;
pub mod replay;
pub mod stats;
pub mod suite;
pub mod sweep;

/// ptxra — how many registers will this kernel take, will it spill, what occupancy, and why.
#[derive(Parser, Debug)]
#[command(name = "ptxra", version, about, long_about = None, arg_required_else_help = true)]
pub struct Cli {
    /// Print the passes of the pipeline in order, whether each runs by default and what
    /// switches it, and exit.
    #[arg(long, exclusive = true)]
    pub list_passes: bool,
    /// Print every knob (`--knob NAME=VALUE`) with its default, its values and its meaning,
    /// and exit.
    #[arg(long, exclusive = true)]
    pub list_knobs: bool,
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands (README "Commands").
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Allocate registers and print the SASS-like listing (or IR / JSON).
    Compile(compile::CompileArgs),
    /// Per-function statistics (registers, spills, occupancy) for one or more inputs.
    Stats(stats::StatsArgs),
    /// Drop-in for `ptxas`: accepts ptxas's arguments and prints its `-v` lines.
    #[command(disable_help_flag = true)]
    Ptxas(ptxas::PtxasArgs),
    /// Occupancy for a register count and block size, with the register cliffs.
    Occupancy(occupancy::OccupancyArgs),
    /// Run the real ptxas and ptxra on the same inputs and flags; per-function table and the
    /// fidelity summary (exact, within ±2, MAE, occupancy and spill agreement).
    Compare(compare::CompareArgs),
    /// Regression gate over a kernel suite (a directory or a manifest): compares registers,
    /// spills and occupancy with a baseline file and exits with 1 on a regression.
    Suite(suite::SuiteArgs),
    /// Why a kernel needs its registers: the budget and target, the pressure peak of each
    /// register class with the values live there (PTX and source lines), and every value
    /// that had to leave the registers, with the reason.
    Explain(explain::ExplainArgs),
    /// What each register budget costs and buys: registers, spill bytes, recomputations,
    /// occupancy and an estimated spill cost per `--maxrregcount`, with the cheapest budget
    /// for each occupancy step.
    Sweep(sweep::SweepArgs),
    /// Parse a PTX file and report errors (or print it back).
    Parse(parse::ParseArgs),
    /// Allocate ptxas's own code (from its SASS) with ptxra's allocator: per function,
    /// ptxas's registers and ptxra's on the same code, the peak of live registers and how
    /// many values got ptxas's very register.
    Replay(replay::ReplayArgs),
}

/// Options shared by the allocation commands.
#[derive(Args, Debug, Clone)]
pub struct CommonArgs {
    /// Target architecture (default: the PTX `.target`, sm_80 for LLVM input).
    #[arg(long)]
    pub arch: Option<String>,
    /// Register budget per thread, as ptxas's `--maxrregcount`.
    #[arg(long)]
    pub maxrregcount: Option<u32>,
    /// Allocation strategy: fatpoint (ptxas-style), briggs (graph colouring), greedy (live
    /// intervals), or `all` (stats and compare: every allocator side by side).
    #[arg(long, default_value = "fatpoint")]
    pub allocator: String,
    /// Optimisation level as ptxas's `-O0`…`-O3` (default 3): lower levels turn off the
    /// passes and recomputation ptxas skips there; `--knob` settings still win.
    #[arg(short = 'O', long = "opt-level", value_name = "N",
          value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: Option<u8>,
    /// Allocator knob, NAME=VALUE (repeatable).
    #[arg(long = "knob")]
    pub knobs: Vec<String>,
    /// Check every allocation with the independent checker.
    #[arg(long)]
    pub verify: bool,
    /// Block size for occupancy when the kernel declares none (default 256).
    #[arg(long)]
    pub block_size: Option<u32>,
    /// Print the IR after this pass (or `all`) to stderr.
    #[arg(long)]
    pub print_after: Option<String>,
    /// Print per-pass CPU times to stderr.
    #[arg(long)]
    pub time_passes: bool,
    /// Write SVG plots per function here: register pressure per instruction and occupancy vs
    /// registers per thread.
    #[arg(long)]
    pub plot: Option<PathBuf>,
    /// Refuse input files larger than this: bytes, or with K, M, G (default 256M, or
    /// $PTXRA_MAX_INPUT_SIZE).
    #[arg(long, value_name = "SIZE", value_parser = io::parse_size)]
    pub max_input_size: Option<u64>,
    /// Compile at most N inputs at once (default: one per core, or $RAYON_NUM_THREADS).
    #[arg(short = 'j', long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
}

impl CommonArgs {
    /// The driver's options for these arguments (`--allocator all` leaves the default: the
    /// commands that accept it run every allocator themselves). `--jobs` sizes the thread
    /// pool here, before any command has used it.
    pub fn options(&self) -> Result<Options> {
        if let Some(n) = self.jobs {
            // Fails only when the pool already exists: then it keeps its size.
            let _ = rayon::ThreadPoolBuilder::new()
                .num_threads(usize::from(n))
                .build_global();
        }
        let mut o = Options {
            arch: self
                .arch
                .as_deref()
                .map(Arch::parse)
                .transpose()
                .map_err(|e| anyhow::anyhow!("{e}"))?,
            maxrregcount: self.maxrregcount,
            verify: self.verify,
            block_size: self.block_size,
            print_after: self
                .print_after
                .as_deref()
                .map(|p| driver::check_print_after(p).map(|()| p.to_string()))
                .transpose()
                .map_err(|e| anyhow::anyhow!(e))?,
            time_passes: self.time_passes,
            opt_level: self.opt_level,
            max_input_bytes: io::input_limit(self.max_input_size)?,
            ..Options::default()
        };
        if self.allocator != "all" {
            o.allocator =
                driver::AllocatorKind::parse(&self.allocator).map_err(|e| anyhow::anyhow!(e))?;
        }
        for k in &self.knobs {
            o.knobs.set(k).map_err(|e| anyhow::anyhow!(e))?;
        }
        Ok(o)
    }

    /// `--allocator all`: every allocator (only `stats` and `compare` compare them).
    pub fn all_allocators(&self) -> bool {
        self.allocator == "all"
    }

    /// Refuses `--time-passes` (`time_passes`) and `--plot` (`plot`) in `command`, which has
    /// no use for them: no option is accepted and then ignored.
    pub fn refuse(&self, command: &str, time_passes: bool, plot: bool) -> Result<()> {
        if time_passes && self.time_passes {
            anyhow::bail!("`--time-passes` is for `compile` and `stats`, not `{command}`");
        }
        if plot && self.plot.is_some() {
            anyhow::bail!(
                "`--plot` is for `compile`, `stats`, `explain` and `sweep`, not `{command}`"
            );
        }
        Ok(())
    }

    /// Refuses `--allocator all` in a command that runs one allocator.
    pub fn one_allocator(&self) -> Result<()> {
        if self.all_allocators() {
            anyhow::bail!("`--allocator all` is for `stats` and `compare`");
        }
        Ok(())
    }
}

/// `--list-passes` (`passes`) or `--list-knobs`: the pipeline as it runs by default (at -O3,
/// for sm_80, where the architecture matters), or every knob.
pub fn listing(passes: bool) -> String {
    if !passes {
        return ptxra::knobs::describe();
    }
    let settings = ptxra::knobs::Settings::default();
    match Arch::parse("sm_80") {
        Ok(arch) => driver::describe_passes(&driver::pipeline::PassContext {
            settings: &settings,
            arch,
            opt_level: 3,
        }),
        Err(e) => e.to_string(),
    }
}
