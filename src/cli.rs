//! Command-line definitions (clap derive). Kept separate from `main.rs` so the argument
//! surface reads as one page; every command calls into the library.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

/// ptxra — how many registers will this kernel take, will it spill, what occupancy, and why.
#[derive(Parser, Debug)]
#[command(name = "ptxra", version, about, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Subcommands (DESIGN.md §3).
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Allocate registers and print the SASS-like listing (or IR / JSON).
    Compile {
        /// Input `.ptx`, `.ll` or `.bc`.
        input: PathBuf,
        /// Write the output here instead of stdout.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// What to print.
        #[arg(long, value_enum, default_value_t = Emit::Sass)]
        emit: Emit,
        /// Shared options.
        #[command(flatten)]
        common: CommonArgs,
    },
    /// Per-function statistics (registers, spills, occupancy) for one or more inputs.
    Stats {
        /// Inputs (`.ptx`, `.ll`, `.bc`, or directories searched for them).
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        /// Machine-readable output (DESIGN.md §4).
        #[arg(long)]
        json: bool,
        /// Shared options.
        #[command(flatten)]
        common: CommonArgs,
    },
    /// Drop-in for `ptxas`: accepts ptxas's arguments and prints its `-v` lines.
    #[command(disable_help_flag = true)]
    Ptxas {
        /// ptxas-style arguments.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Occupancy for a register count and block size, with the register cliffs.
    Occupancy {
        /// Target architecture, e.g. sm_80.
        #[arg(long)]
        arch: String,
        /// Registers per thread.
        #[arg(long)]
        registers: u32,
        /// Threads per block.
        #[arg(long)]
        block_size: u32,
        /// Shared memory per block in bytes.
        #[arg(long, default_value_t = 0)]
        smem: u64,
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
    },
    /// Run the real ptxas and ptxra on the same inputs and flags; per-function table and the
    /// fidelity summary (exact, within ±2, MAE, occupancy and spill agreement).
    Compare {
        /// Inputs (`.ptx`, `.ll`, `.bc`, or directories searched for them).
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        /// The ptxas to compare with (default: $PTXRA_PTXAS, `ptxas` on PATH, or the one
        /// `scripts/setup.sh` installs).
        #[arg(long)]
        ptxas: Option<PathBuf>,
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
        /// Exit with 1 when a function's register count differs from ptxas's by more than N.
        #[arg(long, value_name = "N")]
        tolerance: Option<u32>,
        /// Shared options.
        #[command(flatten)]
        common: CommonArgs,
    },
    /// Regression gate over a kernel suite (a directory or a manifest): compares registers,
    /// spills and occupancy with a baseline file and exits with 1 on a regression.
    Suite {
        /// A directory of `.ptx`/`.ll`/`.bc` files, or a manifest (one input per line,
        /// optionally followed by `--arch`, `--maxrregcount`, `--block-size`, `--knob`).
        suite: PathBuf,
        /// The baseline file (JSON, written by `--update`).
        #[arg(long)]
        baseline: PathBuf,
        /// Write the current results as the new baseline instead of comparing.
        #[arg(long)]
        update: bool,
        /// Registers a function may grow by before it counts as a regression.
        #[arg(long, default_value_t = 0, value_name = "N")]
        tolerance: u32,
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
        /// Also write JUnit XML here (one test case per function).
        #[arg(long, value_name = "FILE")]
        junit: Option<PathBuf>,
        /// Shared options.
        #[command(flatten)]
        common: CommonArgs,
    },
    /// Why a kernel needs its registers: the budget and target, the pressure peak of each
    /// register class with the values live there (PTX and source lines), and every value
    /// that had to leave the registers, with the reason.
    Explain {
        /// Input `.ptx`, `.ll` or `.bc`.
        input: PathBuf,
        /// Only this function.
        #[arg(long)]
        function: Option<String>,
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
        /// Shared options.
        #[command(flatten)]
        common: CommonArgs,
    },
    /// What each register budget costs and buys: registers, spill bytes, recomputations,
    /// occupancy and an estimated spill cost per `--maxrregcount`, with the cheapest budget
    /// for each occupancy step.
    Sweep {
        /// Input `.ptx`, `.ll` or `.bc`.
        input: PathBuf,
        /// First budget.
        #[arg(long, default_value_t = 24)]
        from: u32,
        /// Last budget.
        #[arg(long, default_value_t = 255)]
        to: u32,
        /// Step between budgets.
        #[arg(long, default_value_t = 8)]
        step: u32,
        /// Only this function.
        #[arg(long)]
        function: Option<String>,
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
        /// Shared options (`--maxrregcount` is ignored: the sweep sets it).
        #[command(flatten)]
        common: CommonArgs,
    },
    /// Parse a PTX file and report errors (or print it back).
    Parse {
        /// Input `.ptx`.
        input: PathBuf,
        /// Print the parsed module back as PTX.
        #[arg(long)]
        print: bool,
    },
}

/// What `compile` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// SASS-like listing with physical registers and spill code.
    Sass,
    /// Machine IR after allocation (virtual registers).
    Ir,
    /// The JSON statistics.
    Json,
    /// The PTX (for `.ll`/`.bc` inputs, what the NVPTX back end produced).
    Ptx,
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
}
