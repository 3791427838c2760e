//! The `ptxra` command: a thin layer over the library (see `ptxra::driver`). This file is
//! the process around it: start-up, the choice of subcommand, and how errors end the
//! process (DESIGN.md §3 exit codes). Each subcommand lives in its own module under `cli/`.

mod cli;

use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;
use clap::Parser;

use cli::{Cli, Command};
use ptxra::driver::DriverError;

fn main() -> ExitCode {
    cli::alloc::mimalloc_options::keep_freed_memory();
    // Like other Unix filters, end quietly when the reader of our output goes away
    // (`ptxra stats … | head`) instead of panicking on the failed write.
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // LLVM input goes to the `ptxra-llvm` helper: this process does not load LLVM (its
    // start-up would cost as much as compiling a kernel), and an LLVM fatal error ends only
    // the helper.
    ptxra::llvm::set_backend(ptxra::llvm::in_helper_process);
    let argv: Vec<String> = std::env::args().collect();
    // Invoked through a link named `ptxas`: behave as the drop-in.
    let invoked_as_ptxas = argv
        .first()
        .and_then(|a| Path::new(a).file_name())
        .is_some_and(|n| n == "ptxas");
    let cli = if invoked_as_ptxas {
        Cli {
            list_passes: false,
            list_knobs: false,
            command: Some(Command::Ptxas(cli::ptxas::PtxasArgs {
                args: argv[1..].to_vec(),
            })),
        }
    } else {
        Cli::parse()
    };
    ptxra::guard::install_panic_hook();
    // Per-function work is guarded in the driver; this catches a bug anywhere else.
    let outcome = match ptxra::guard::catch(|| run(cli)) {
        Ok(o) => o,
        Err((cx, message)) => {
            let function = if cx.function.is_empty() {
                String::new()
            } else {
                format!(" (last function: `{}`)", cx.function)
            };
            eprintln!(
                "ptxra: internal error (panic){function}: {message}\nplease report this ptxra bug with the input file"
            );
            return ExitCode::from(4);
        }
    };
    match outcome {
        Ok(code) => code,
        Err(e) => {
            if let Some(d) = e.downcast_ref::<DriverError>() {
                eprintln!("{d}");
                return ExitCode::from(d.exit_code() as u8);
            }
            eprintln!("ptxra: error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode> {
    let Some(command) = cli.command else {
        // `arg_required_else_help`: one of the two lists was asked for.
        print!("{}", cli::listing(cli.list_passes));
        return Ok(ExitCode::SUCCESS);
    };
    match command {
        Command::Compile(a) => cli::compile::run(a),
        Command::Stats(a) => cli::stats::run(a),
        Command::Ptxas(a) => cli::ptxas::run(a),
        Command::Compare(a) => cli::compare::run(a),
        Command::Explain(a) => cli::explain::run(a),
        Command::Sweep(a) => cli::sweep::run(a),
        Command::Suite(a) => cli::suite::run(a),
        Command::Occupancy(a) => cli::occupancy::run(a),
        Command::Parse(a) => cli::parse::run(a),
        Command::Replay(a) => cli::replay::run(a),
    }
}
