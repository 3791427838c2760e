//! What the tests of the C library need from the build: the library cargo produced and the
//! `ptxra-llvm` helper it runs for LLVM input.

use std::path::{Path, PathBuf};

/// The directory holding `name`, the nearest among the parents of this test executable.
/// It lives in `target/[<triple>/]<profile>/deps/`; `cargo test` leaves the cdylib next to
/// it in `deps/`, binaries such as `ptxra-llvm` one level up, for any profile.
pub fn build_dir_holding(name: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("current_exe: {e}"));
    exe.ancestors()
        .skip(1)
        .take(4)
        .find(|d| d.join(name).is_file())
        .map(Path::to_path_buf)
        .unwrap_or_else(|| {
            panic!(
                "{name} not found in any parent of {}; build it with the same profile \
                 (`cargo build --profile <profile> --bins` builds the helper)",
                exe.display()
            )
        })
}

/// The `ptxra-llvm` helper cargo built with this test (`cargo test --workspace` builds it).
pub fn llvm_helper() -> PathBuf {
    build_dir_holding("ptxra-llvm").join("ptxra-llvm")
}
