//! `ptxra parse`: the parser alone, for checking a PTX file or printing it back.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Args;

/// `ptxra parse`'s arguments.
#[derive(Args, Debug)]
pub struct ParseArgs {
    /// Input `.ptx`.
    input: PathBuf,
    /// Print the parsed module back as PTX.
    #[arg(long)]
    print: bool,
}

/// Runs `ptxra parse`: exit status 2 with the rendered error when the input does not parse
/// or ptxas would refuse it (without `--print`).
pub fn run(a: ParseArgs) -> Result<ExitCode> {
    let input = &a.input;
    let bytes = std::fs::read(input).with_context(|| format!("cannot read {}", input.display()))?;
    let checked = ptx_parser::parse_bytes(&bytes).and_then(|m| {
        // Printing is a round trip of what parses; checking also refuses what ptxas would.
        if !a.print {
            ptx_parser::validate(&m, &String::from_utf8_lossy(&bytes))?;
        }
        Ok(m)
    });
    match checked {
        Ok(m) => {
            if a.print {
                print!("{}", ptx_parser::print_module(&m));
            } else {
                let funcs = m.functions().count();
                println!("{}: ok ({} functions)", input.display(), funcs);
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprint!(
                "{}",
                e.render(
                    &input.display().to_string(),
                    &String::from_utf8_lossy(&bytes)
                )
            );
            Ok(ExitCode::from(2))
        }
    }
}
