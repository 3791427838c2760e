//! What every subcommand does with its inputs and outputs: finding the inputs below a
//! directory, writing texts to a file or standard output, and printing warnings and pass
//! times to standard error.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// The inputs as given, each directory replaced by the `.ptx`, `.ll` and `.bc` files below
/// it in path order.
pub fn expand_inputs(inputs: &[PathBuf]) -> Result<Vec<PathBuf>> {
    expand(inputs, &["ptx", "ll", "bc"])
}

/// `replay`'s inputs: each directory replaced by the `.ptx`, `.cubin` and `.sass` files
/// below it.
pub fn expand_replay_inputs(inputs: &[PathBuf]) -> Result<Vec<PathBuf>> {
    expand(inputs, &["ptx", "cubin", "sass"])
}

fn expand(inputs: &[PathBuf], kinds: &[&str]) -> Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for p in inputs {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, kinds, &mut found)?;
            found.sort();
            out.extend(found);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

fn walk(dir: &Path, kinds: &[&str], out: &mut Vec<PathBuf>) -> Result<()> {
    for e in std::fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))? {
        let p = e?.path();
        if p.is_dir() {
            walk(&p, kinds, out)?;
        } else if p
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| kinds.contains(&e))
        {
            out.push(p);
        }
    }
    Ok(())
}

/// Writes `texts` one after the other to `path` (standard output when `None`).
pub fn write_out(path: Option<&Path>, texts: &[String]) -> Result<()> {
    let write = |out: &mut dyn Write| -> std::io::Result<()> {
        for t in texts {
            out.write_all(t.as_bytes())?;
        }
        out.flush()
    };
    match path {
        Some(p) => std::fs::File::create(p)
            .and_then(|mut file| write(&mut file))
            .with_context(|| format!("cannot write {}", p.display())),
        None => Ok(write(&mut std::io::stdout().lock())?),
    }
}

/// The compiler's warnings, one a line, on standard error.
pub fn print_warnings(w: &[String]) {
    for w in w {
        eprintln!("{w}");
    }
}

/// `--time-passes`: the per-pass times on standard error (CPU time of the compiling thread,
/// wall time for `emit`).
pub fn print_times(t: &[(String, std::time::Duration)]) {
    eprint!("{}", ptxra::emit::table::pass_times(t));
}
