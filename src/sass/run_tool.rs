//! Running an external tool (ptxas, nvdisasm) with a time limit: a tool that hangs must not
//! hang the command that runs it (`compare` or `replay` over a suite would otherwise wait
//! forever, silently).

use std::io::Read;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// How long one ptxas or nvdisasm run may take by default: five minutes. ptxas compiles the
/// largest kernel of the kernels and the development corpus (0.5 MB of PTX) in 2 s; a run
/// this much longer is a hang, reported as the input's failure instead of waited for.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(300);

/// Why a tool run gave no output.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The tool could not be started or waited for.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// The tool ran longer than allowed and was killed.
    #[error("did not finish within {} s and was stopped", .0.as_secs_f64())]
    TimedOut(Duration),
}

/// Runs `cmd` (standard input empty, both outputs captured) and waits at most `limit` for
/// it; a tool still running then is killed.
pub fn output_within(cmd: &mut Command, limit: Duration) -> Result<Output, RunError> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    // Both pipes are drained while the tool runs, so that it never blocks on a full one.
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let start = Instant::now();
    // Polled: a short pause first (ptxas often takes milliseconds), growing to 50 ms.
    let mut pause = Duration::from_millis(1);
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        let elapsed = start.elapsed();
        if elapsed >= limit {
            let _ = child.kill();
            let _ = child.wait();
            // The readers are left to end with the pipes: a process the tool started could
            // still hold them open.
            return Err(RunError::TimedOut(limit));
        }
        std::thread::sleep(pause.min(limit - elapsed));
        pause = (pause * 2).min(Duration::from_millis(50));
    };
    Ok(Output {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}

fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut p) = pipe {
            let _ = p.read_to_end(&mut bytes);
        }
        bytes
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tool_past_its_limit_is_stopped() {
        let start = Instant::now();
        let r = output_within(Command::new("sleep").arg("30"), Duration::from_millis(200));
        assert!(matches!(r, Err(RunError::TimedOut(_))), "{r:?}");
        assert!(start.elapsed() < Duration::from_secs(10));
        let r = output_within(
            Command::new("sh").args(["-c", "echo out; echo err >&2"]),
            Duration::from_secs(30),
        );
        let Ok(o) = r else { panic!("{r:?}") };
        assert_eq!(
            (&o.stdout[..], &o.stderr[..]),
            (&b"out\n"[..], &b"err\n"[..])
        );
    }
}
