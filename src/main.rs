//! The `ptxra` command: a thin layer over the library (see `ptxra::driver`). This file is the
//! process around it: start-up, the choice of subcommand, and how errors end the process (exit
//! codes: docs/design.md, "Outputs"). Each subcommand lives in its own module under `cli/`.

mod cli;

use std::ffi::OsString;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;

use cli::io::{flush_out, note, out};
use cli::{Cli, Command};
use ptxra::driver::DriverError;

fn main() -> ExitCode {
    cli::alloc::mimalloc_options::keep_freed_memory();
    // SIGPIPE stays ignored (Rust's default): a reader that goes away (`ptxra stats … |
    // head`) makes the next write fail, and that ends the command with exit status 2 and
    // one line, as any other failure to write does (cli::io::out).
    // LLVM input goes to the `ptxra-llvm` helper: this process does not load LLVM (its
    // start-up would cost as much as compiling a kernel), and an LLVM fatal error ends only
    // the helper.
    ptxra::llvm::set_backend(ptxra::llvm::in_helper_process);
    let argv: Vec<OsString> = std::env::args_os().collect();
    // Invoked through a link named `ptxas`: behave as the drop-in.
    let invoked_as_ptxas = argv
        .first()
        .and_then(|a| Path::new(a).file_name())
        .is_some_and(|n| n == "ptxas");
    let cli = if invoked_as_ptxas {
        let mut args = Vec::new();
        for a in argv.iter().skip(1) {
            let Some(a) = a.to_str() else {
                note(&format!(
                    "ptxas-compat: argument `{}` is not valid UTF-8",
                    a.to_string_lossy()
                ));
                return ExitCode::from(2);
            };
            args.push(a.to_string());
        }
        Cli {
            list_passes: false,
            list_knobs: false,
            command: Some(Command::Ptxas(cli::ptxas::PtxasArgs { args })),
        }
    } else {
        // Built once per run; clap keeps the text for the life of the process.
        let version: &'static str = Box::leak(ptxra::target::version_text().into_boxed_str());
        let command = <Cli as clap::CommandFactory>::command().version(version);
        match command
            .try_get_matches_from(&argv)
            .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m))
        {
            Ok(cli) => cli,
            Err(e) => return usage_exit(&e),
        }
    };
    ptxra::guard::install_panic_hook();
    // Per-function work is guarded in the driver; this catches a bug anywhere else.
    let outcome = match ptxra::guard::catch(|| run(cli).and_then(|code| Ok((code, flush_out()?)))) {
        Ok(o) => o,
        Err((cx, message)) => {
            let function = if cx.function.is_empty() {
                String::new()
            } else {
                format!(" (last function: `{}`)", cx.function)
            };
            note(&format!(
                "ptxra: internal error (panic){function}: {message}\nplease report this ptxra bug with the input file"
            ));
            return ExitCode::from(4);
        }
    };
    match outcome {
        Ok((code, ())) => code,
        Err(e) => {
            if let Some(d) = e.downcast_ref::<DriverError>() {
                note(&d.to_string());
                return ExitCode::from(d.exit_code() as u8);
            }
            note(&format!("ptxra: error: {e:#}"));
            ExitCode::from(2)
        }
    }
}

/// Help, the version, or a usage error from the argument parser: printed, and the parser's
/// exit status (0 for help, 2 for a usage error), or 2 with one line when the help cannot
/// be written.
fn usage_exit(e: &clap::Error) -> ExitCode {
    match e.print() {
        Ok(()) => ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2)),
        Err(io) => {
            note(&format!(
                "ptxra: error: cannot write to standard output: {io}"
            ));
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode> {
    let Some(command) = cli.command else {
        // `arg_required_else_help`: one of the two lists was asked for.
        out(&cli::listing(cli.list_passes))?;
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
