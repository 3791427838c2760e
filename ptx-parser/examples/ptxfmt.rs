//! Parses PTX files and prints them back (`cargo run -p ptx-parser --example ptxfmt -- a.ptx`):
//! a manual check that the printer's output is what ptxas accepts.

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for path in std::env::args().skip(1) {
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{path}: {e}");
                status = ExitCode::FAILURE;
                continue;
            }
        };
        match ptx_parser::parse_bytes(&bytes) {
            Ok(m) => print!("{}", ptx_parser::print_module(&m)),
            Err(e) => {
                eprint!("{}", e.render(&path, &String::from_utf8_lossy(&bytes)));
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}
