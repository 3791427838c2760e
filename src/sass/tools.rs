//! Finding and running the NVIDIA tools that show what ptxas did: `ptxas` turns PTX into a
//! cubin, `nvdisasm` prints the cubin's code as the text [`super::parse`] reads.
//!
//! ```text
//! .ptx ─► assemble (ptxas -arch=sm_XX x.ptx -o tmp.cubin) ─► disassemble (nvdisasm -c
//!         [-plr -lrm narrow] tmp.cubin) ─► listing text
//! ```
//!
//! nvdisasm is found by [`find_nvdisasm`] the way the `compare` command finds ptxas; the
//! caller finds ptxas itself and passes its path (this module sits below the commands).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use super::run_tool::{output_within, RunError};

/// Where `scripts/setup.sh` installs nvdisasm (the `nvidia-cuda-nvdisasm` wheel), relative
/// to the project.
const TOOLS_NVDISASM: &str = ".tools/cuda/nvidia/cu13/bin/nvdisasm";

/// Why an NVIDIA tool could not be found or did not do its job.
#[derive(Debug, thiserror::Error)]
pub enum ToolError {
    /// The tool is nowhere it is looked for.
    #[error("{tool} not found: pass its path, set {env}, put {tool} on PATH, or run scripts/setup.sh (it installs NVIDIA's tools from PyPI into .tools/cuda)")]
    NotFound {
        /// The tool's name.
        tool: &'static str,
        /// The environment variable that names it.
        env: &'static str,
    },
    /// The tool could not be started, or a file around it could not be made.
    #[error("cannot run {path}: {message}")]
    Unusable {
        /// The binary tried.
        path: String,
        /// What went wrong.
        message: String,
    },
    /// The tool ran longer than its time limit and was stopped.
    #[error("{tool} did not finish within {} s on {input} and was stopped (--ptxas-timeout sets the limit)", .limit.as_secs())]
    TimedOut {
        /// The tool's name.
        tool: &'static str,
        /// The file it was given.
        input: String,
        /// The limit.
        limit: Duration,
    },
    /// The tool ran and failed; `message` is what it printed.
    #[error("{tool} failed on {input} ({status}):\n{message}")]
    Failed {
        /// The tool's name.
        tool: &'static str,
        /// The file it was given.
        input: String,
        /// Its exit status.
        status: String,
        /// Its standard error and output.
        message: String,
    },
}

/// Locates nvdisasm: `explicit`, else `$PTXRA_NVDISASM`, else `nvdisasm` on `PATH`, else the
/// project's tools directory below the working directory or above the running executable
/// (a checkout's `target/release/ptxra` finds the checkout's `.tools`).
pub fn find_nvdisasm(explicit: Option<&Path>) -> Result<PathBuf, ToolError> {
    if let Some(p) = explicit {
        return Ok(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os("PTXRA_NVDISASM") {
        return Ok(PathBuf::from(p));
    }
    if let Some(paths) = std::env::var_os("PATH") {
        if let Some(p) = std::env::split_paths(&paths)
            .map(|dir| dir.join("nvdisasm"))
            .find(|p| p.is_file())
        {
            return Ok(p);
        }
    }
    let mut roots: Vec<PathBuf> = std::env::current_dir().into_iter().collect();
    if let Ok(exe) = std::env::current_exe() {
        roots.extend(exe.ancestors().skip(1).map(Path::to_path_buf));
    }
    roots
        .iter()
        .map(|r| r.join(TOOLS_NVDISASM))
        .find(|p| p.is_file())
        .ok_or(ToolError::NotFound {
            tool: "nvdisasm",
            env: "PTXRA_NVDISASM",
        })
}

/// The code of `cubin` as `nvdisasm -c` prints it, with the life-range columns
/// (`-plr -lrm narrow`, one character per register) when `life_ranges`; nvdisasm is
/// stopped after `limit`.
pub fn disassemble(
    nvdisasm: &Path,
    cubin: &Path,
    life_ranges: bool,
    limit: Duration,
) -> Result<String, ToolError> {
    let mut cmd = Command::new(nvdisasm);
    cmd.arg("-c");
    if life_ranges {
        cmd.args(["-plr", "-lrm", "narrow"]);
    }
    let out = run("nvdisasm", nvdisasm, cmd.arg(cubin), cubin, limit)?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Compiles `ptx` with `ptxas -arch=<arch> <extra_args> <ptx> -o <cubin>` into a temporary
/// cubin, deleted when the returned file is dropped; ptxas is stopped after `limit`. A
/// ptxas error is [`ToolError::Failed`] carrying ptxas's message.
pub fn assemble(
    ptxas: &Path,
    ptx: &Path,
    arch: &str,
    extra_args: &[String],
    limit: Duration,
) -> Result<tempfile::NamedTempFile, ToolError> {
    assemble_with_log(ptxas, ptx, arch, extra_args, limit).map(|(cubin, _)| cubin)
}

/// [`assemble`], also returning what ptxas printed (its `-v` lines, when `extra_args` ask
/// for them: from sm_90 on, the listing no longer carries the register count).
pub fn assemble_with_log(
    ptxas: &Path,
    ptx: &Path,
    arch: &str,
    extra_args: &[String],
    limit: Duration,
) -> Result<(tempfile::NamedTempFile, String), ToolError> {
    let cubin = tempfile::Builder::new()
        .prefix("ptxra-")
        .suffix(".cubin")
        .tempfile()
        .map_err(|e| ToolError::Unusable {
            path: ptxas.display().to_string(),
            message: format!("cannot create a temporary cubin: {e}"),
        })?;
    let mut cmd = Command::new(ptxas);
    cmd.arg(format!("-arch={arch}"))
        .args(extra_args)
        .arg(ptx)
        .arg("-o")
        .arg(cubin.path());
    let out = run("ptxas", ptxas, &mut cmd, ptx, limit)?;
    let mut log = String::from_utf8_lossy(&out.stdout).into_owned();
    log.push_str(&String::from_utf8_lossy(&out.stderr));
    Ok((cubin, log))
}

/// Runs `cmd` (the tool `tool` at `path` on `input`) for at most `limit`; its output when
/// it succeeded.
fn run(
    tool: &'static str,
    path: &Path,
    cmd: &mut Command,
    input: &Path,
    limit: Duration,
) -> Result<Output, ToolError> {
    let out = output_within(cmd, limit).map_err(|e| match e {
        RunError::Io(e) => ToolError::Unusable {
            path: path.display().to_string(),
            message: e.to_string(),
        },
        RunError::TimedOut(limit) => ToolError::TimedOut {
            tool,
            input: input.display().to_string(),
            limit,
        },
    })?;
    if out.status.success() {
        return Ok(out);
    }
    let mut message = String::from_utf8_lossy(&out.stderr).into_owned();
    message.push_str(&String::from_utf8_lossy(&out.stdout));
    Err(ToolError::Failed {
        tool,
        input: input.display().to_string(),
        status: out.status.to_string(),
        message: message.trim_end().to_string(),
    })
}
