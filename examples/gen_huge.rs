//! Writes a generated kernel (see `ptxra::testing::synth`) to stdout, for `scripts/bench.sh`.
//!
//! Usage: `gen_huge straight|loops INSTRUCTIONS [WINDOW]` (WINDOW, the values live at once,
//! defaults to 64).

use std::io::Write as _;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let shape = args
        .first()
        .and_then(|s| ptxra::testing::synth::Shape::parse(s));
    let insts = args.get(1).and_then(|s| s.parse::<usize>().ok());
    let window = args.get(2).map_or(Some(64), |s| s.parse::<usize>().ok());
    let (Some(shape), Some(insts), Some(window)) = (shape, insts, window) else {
        eprintln!("usage: gen_huge straight|loops INSTRUCTIONS [WINDOW]");
        return std::process::ExitCode::from(2);
    };
    let text = ptxra::testing::synth::huge_kernel(shape, insts, window);
    if std::io::stdout().write_all(text.as_bytes()).is_err() {
        return std::process::ExitCode::from(1);
    }
    std::process::ExitCode::SUCCESS
}
