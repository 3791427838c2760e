//! `ptxra-llvm FILE|- --name NAME --sm sm_XX`: the helper the `ptxra` command runs for LLVM
//! input (see `ptxra::llvm`), so that the command itself never loads LLVM.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(ptxra::llvm::serve(&args));
}
