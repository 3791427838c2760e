//! `ptxra parse`: the parser alone, for checking a PTX file or printing it back.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use ptxra::driver;

use super::io::{input_limit, note_raw, out};

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
/// (the input size limit is `$PTXRA_MAX_INPUT_SIZE`'s, or the library's default) or ptxas
/// would refuse it (without `--print`).
pub fn run(a: ParseArgs) -> Result<ExitCode> {
    let input = &a.input;
    let limit = input_limit(None)?.unwrap_or(driver::DEFAULT_MAX_INPUT_BYTES);
    let bytes = driver::read_bounded(input, limit)?;
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
                out(&ptx_parser::print_module(&m))?;
            } else {
                let funcs = m.functions().count();
                out(&format!("{}: ok ({funcs} functions)\n", input.display()))?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            note_raw(&e.render(
                &input.display().to_string(),
                &String::from_utf8_lossy(&bytes),
            ));
            Ok(ExitCode::from(2))
        }
    }
}
