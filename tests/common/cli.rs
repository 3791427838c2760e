//! Running the `ptxra` binary from the repository root, for the CLI tests that include it
//! with `#[path]`.

use std::path::Path;
use std::process::Command;

/// What `ptxra ARGS` prints on standard output, run from the repository root; panics with
/// its standard error unless it succeeds.
pub fn ptxra_stdout(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxra"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
        .output();
    let Ok(out) = out else {
        panic!("cannot run ptxra")
    };
    assert!(
        out.status.success(),
        "ptxra {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}
