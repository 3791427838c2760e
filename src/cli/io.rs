//! What every subcommand does with its inputs and outputs: finding the inputs below a
//! directory, the input size limit, writing texts to a file or standard output, and
//! printing warnings and pass times to standard error.
//!
//! Standard output is written only through [`out`], which returns an error instead of
//! panicking: a full disk (`> /dev/full`) or a reader that went away (`| head`) ends the
//! command with exit status 2 and one line, like any other failure to write. Standard error
//! is written through [`note`], which ignores failures: there is nowhere left to report them.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use ptxra::commands::inputs::{find_inputs, Links};

/// The environment variable that sets the input size limit when `--max-input-size` is not
/// given (also for `ptxra ptxas` and `ptxra parse`, which take no such option).
pub const MAX_INPUT_SIZE_ENV: &str = "PTXRA_MAX_INPUT_SIZE";

/// The inputs as given, each directory replaced by the `.ptx`, `.ll` and `.bc` files below
/// it in path order.
pub fn expand_inputs(inputs: &[PathBuf], follow_links: bool) -> Result<Vec<PathBuf>> {
    expand(inputs, &["ptx", "ll", "bc"], follow_links)
}

/// `replay`'s inputs: each directory replaced by the `.ptx`, `.cubin` and `.sass` files
/// below it.
pub fn expand_replay_inputs(inputs: &[PathBuf], follow_links: bool) -> Result<Vec<PathBuf>> {
    expand(inputs, &["ptx", "cubin", "sass"], follow_links)
}

fn expand(inputs: &[PathBuf], kinds: &[&str], follow_links: bool) -> Result<Vec<PathBuf>> {
    let links = if follow_links {
        Links::Follow
    } else {
        Links::Skip
    };
    let mut out = Vec::new();
    for p in inputs {
        if p.is_dir() {
            let found = find_inputs(p, kinds, links)?;
            for l in &found.skipped_links {
                note(&format!(
                    "ptxra: note: not searching {}, a link to a directory (--follow-links searches it)",
                    l.display()
                ));
            }
            out.extend(found.files);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

/// A progress bar over `len` inputs on standard error, drawn only when it is a terminal
/// (so logs and pipes stay clean); the caller clears it with `finish_and_clear`.
pub fn progress(len: usize) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::with_draw_target(
        Some(len as u64),
        indicatif::ProgressDrawTarget::stderr(),
    );
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} inputs  {elapsed}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar
}

/// The input size limit: `--max-input-size` when given, else `$PTXRA_MAX_INPUT_SIZE`, else
/// the library's default (`None`).
pub fn input_limit(option: Option<u64>) -> Result<Option<u64>> {
    if option.is_some() {
        return Ok(option);
    }
    match std::env::var_os(MAX_INPUT_SIZE_ENV) {
        None => Ok(None),
        Some(v) => {
            let v = v.to_string_lossy();
            parse_size(&v)
                .map(Some)
                .map_err(|e| anyhow::anyhow!("{MAX_INPUT_SIZE_ENV}: {e}"))
        }
    }
}

/// A size in bytes: a number, optionally followed by `K`, `M` or `G` (powers of 1024).
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (digits, shift) = match t.char_indices().last() {
        Some((i, 'K' | 'k')) => (&t[..i], 10),
        Some((i, 'M' | 'm')) => (&t[..i], 20),
        Some((i, 'G' | 'g')) => (&t[..i], 30),
        _ => (t, 0),
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(1 << shift))
        .filter(|&n| n > 0)
        .ok_or_else(|| {
            format!("bad size `{text}`: a positive number of bytes, optionally with K, M or G")
        })
}

/// Writes `texts` one after the other to `path` (replaced atomically), or to standard
/// output when `None`.
pub fn write_out(path: Option<&Path>, texts: &[String]) -> Result<()> {
    match path {
        Some(p) => Ok(ptxra::emit::files::write_atomic(p, texts)?),
        None => {
            for t in texts {
                out(t)?;
            }
            Ok(())
        }
    }
}

/// Writes `text` to standard output; a failure is an error (exit status 2), not a panic.
pub fn out(text: &str) -> Result<()> {
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .context("cannot write to standard output")
}

/// Sends what standard output still buffers: the last line may have no newline.
pub fn flush_out() -> Result<()> {
    std::io::stdout()
        .lock()
        .flush()
        .context("cannot write to standard output")
}

/// One line on standard error (a failure to write it is ignored: nowhere is left to say so).
pub fn note(line: &str) {
    let mut e = std::io::stderr().lock();
    let _ = e.write_all(line.as_bytes());
    let _ = e.write_all(b"\n");
}

/// Text on standard error as it is (no newline added), failures ignored as in [`note`].
pub fn note_raw(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// The compiler's warnings, one a line, on standard error.
pub fn print_warnings(w: &[String]) {
    for w in w {
        note(w);
    }
}

/// `--time-passes`: the per-pass times on standard error (CPU time of the compiling thread,
/// wall time for `emit`).
pub fn print_times(t: &[(String, std::time::Duration)]) {
    note_raw(&ptxra::emit::table::pass_times(t));
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sizes_take_binary_suffixes() {
        assert_eq!(parse_size("512"), Ok(512));
        assert_eq!(parse_size("64K"), Ok(64 << 10));
        assert_eq!(parse_size("256M"), Ok(256 << 20));
        assert_eq!(parse_size("2g"), Ok(2 << 30));
        assert!(parse_size("0").is_err());
        assert!(parse_size("lots").is_err());
        assert!(parse_size("99999999999G").is_err());
    }
}
