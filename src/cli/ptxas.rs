//! `ptxra ptxas …`, or the binary run through a link named `ptxas`: ptxas's command line in,
//! ptxas's `-v` lines on standard error and our listing in the `-o` file.

use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use ptxra::commands::ptxas;
use ptxra::driver;
use ptxra::emit::{listing, ptxas_v};

use super::io::{input_limit, note, note_raw, write_out};

/// `ptxra ptxas`'s arguments: whatever ptxas would be given.
#[derive(Args, Debug)]
pub struct PtxasArgs {
    /// ptxas-style arguments.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// Runs the drop-in. Command-line errors are ptxas's (`ptxas fatal   : …`, exit status
/// 255); no input prints the usage, as ptxas does.
pub fn run(a: PtxasArgs) -> Result<ExitCode> {
    let parsed = match ptxas::parse_ptxas_args(&a.args) {
        Ok(p) => p,
        Err(e) => {
            note_raw(&format!("{e}\n"));
            return Ok(ExitCode::from(255));
        }
    };
    for w in &parsed.warnings {
        note(w);
    }
    if parsed.version {
        return print(&ptxas::version_text());
    }
    if parsed.list_arch || parsed.list_version {
        return print(&ptxas::lists(parsed.list_arch, parsed.list_version));
    }
    if parsed.help || (parsed.inputs.is_empty() && parsed.input_strings.is_empty()) {
        return print(ptxas::HELP);
    }
    let mut opts = parsed.options().map_err(|e| anyhow::anyhow!(e))?;
    // ptxas's command line has no such option: only the environment sets the limit.
    opts.max_input_bytes = input_limit(None)?;
    // Without `-o`, ptxas writes `elf.o`; each input overwrites it, as there.
    let output = parsed.output.as_deref().unwrap_or(ptxas::DEFAULT_OUTPUT);
    let inputs = parsed
        .inputs
        .iter()
        .map(|path| driver::compile_path(Path::new(path), &opts))
        .chain(
            parsed
                .input_strings
                .iter()
                .map(|text| driver::compile_ptx(text.as_bytes(), "<input string>", &opts)),
        );
    for r in inputs {
        let mut r = r?;
        if let Some(fatal) = ptxas::refusal(&parsed, &r) {
            note(fatal);
            return Ok(ExitCode::from(2));
        }
        if let Err(unknown) = ptxas::select_entries(&mut r, &parsed.entries) {
            note(&unknown);
            return Ok(ExitCode::from(255));
        }
        let stats: Vec<_> = r.functions.iter().map(|f| f.stats.clone()).collect();
        let vopts = parsed.v_options(opts.maxrregcount);
        note_raw(&ptxas_v::format_v(
            &ptxra::emit::ptxas_facts::module_facts(&r),
            &stats,
            &vopts,
        ));
        let texts: Vec<String> = r
            .functions
            .iter()
            .map(|f| listing::emit_listing(&f.func, &f.regs, &f.stats))
            .collect();
        write_out(Some(Path::new(output)), &texts)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints `text` to standard output: the whole answer of `--help` and the like.
fn print(text: &str) -> Result<ExitCode> {
    write_out(None, &[text.to_string()])?;
    Ok(ExitCode::SUCCESS)
}
