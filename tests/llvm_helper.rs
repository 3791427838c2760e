//! The `ptxra-llvm` helper process as `ptxra` runs it: a helper that hangs is stopped after
//! its time limit, and a helper never outlives `ptxra` (SIGTERM, SIGINT) nor leaves a file
//! behind. A stand-in helper (a script named by `$PTXRA_LLVM`) that records its process id
//! and sleeps plays LLVM hanging on a module; no LLVM is needed.

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A scratch directory holding the stand-in helper, an LLVM input and an empty directory
/// given to `ptxra` as `TMPDIR`.
struct Scene {
    dir: tempfile::TempDir,
}

impl Scene {
    fn new() -> Scene {
        let dir = tempfile::tempdir().expect("tempdir");
        let helper = dir.path().join("hanging-helper");
        // `exec`: the sleeping process is the helper itself, whose id the file records.
        std::fs::write(
            &helper,
            "#!/bin/sh\necho $$ > \"$HELPER_PID_FILE.tmp\"\nmv \"$HELPER_PID_FILE.tmp\" \"$HELPER_PID_FILE\"\nexec sleep 60\n",
        )
        .expect("write the helper");
        let mut perms = std::fs::metadata(&helper).expect("stat").permissions();
        std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
        std::fs::set_permissions(&helper, perms).expect("chmod");
        std::fs::write(
            dir.path().join("k.ll"),
            "target triple = \"nvptx64-nvidia-cuda\"\ndefine ptx_kernel void @k() {\n  ret void\n}\n",
        )
        .expect("write the input");
        std::fs::create_dir(dir.path().join("tmp")).expect("mkdir");
        Scene { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// `ptxra stats k.ll` with the stand-in helper and the given extra environment.
    fn start(&self, env: &[(&str, &str)]) -> Child {
        Command::new(env!("CARGO_BIN_EXE_ptxra"))
            .args(["stats"])
            .arg(self.path("k.ll"))
            .env("PTXRA_LLVM", self.path("hanging-helper"))
            .env("HELPER_PID_FILE", self.path("helper.pid"))
            .env("TMPDIR", self.path("tmp"))
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run ptxra")
    }

    /// The helper's process id, once it has started.
    fn helper_pid(&self) -> i32 {
        let file = self.path("helper.pid");
        let start = Instant::now();
        loop {
            if let Some(pid) = std::fs::read_to_string(&file)
                .ok()
                .and_then(|t| t.trim().parse().ok())
            {
                return pid;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the helper never started"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// The files left in `TMPDIR`.
    fn leftovers(&self) -> Vec<PathBuf> {
        std::fs::read_dir(self.path("tmp"))
            .expect("read TMPDIR")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect()
    }
}

/// Whether process `pid` has ended (gone, or a zombie nobody reaped yet).
fn ended(pid: i32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        // `pid (comm) S ...`: the state follows the command name's closing parenthesis.
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with(['Z', 'X'])),
    }
}

/// Waits up to `limit` for process `pid` to end.
fn ends_within(pid: i32, limit: Duration) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if ended(pid) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    ended(pid)
}

/// Kills the helper if a test left it running, so that a failure leaves no process behind.
fn cleanup(pid: i32) {
    if !ended(pid) {
        // SAFETY: sending a signal to a process id has no memory effects.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
}

#[test]
fn a_hanging_helper_is_stopped_after_its_time_limit() {
    let scene = Scene::new();
    let started = Instant::now();
    let child = scene.start(&[("PTXRA_LLVM_TIMEOUT", "1")]);
    let pid = scene.helper_pid();
    let out = child.wait_with_output().expect("wait for ptxra");
    let took = started.elapsed();
    let gone = ended(pid);
    cleanup(pid);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("did not finish this input within 1 s") && stderr.contains("k.ll"),
        "{stderr}"
    );
    assert!(took < Duration::from_secs(30), "took {took:?}");
    assert!(gone, "the helper (pid {pid}) still runs");
    assert_eq!(scene.leftovers(), Vec::<PathBuf>::new());
}

#[test]
fn a_bad_time_limit_is_an_input_error() {
    let scene = Scene::new();
    let out = scene
        .start(&[("PTXRA_LLVM_TIMEOUT", "soon")])
        .wait_with_output()
        .expect("wait for ptxra");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("PTXRA_LLVM_TIMEOUT=`soon`"), "{stderr}");
    assert!(!scene.path("helper.pid").exists(), "the helper ran");
}

/// Killed `ptxra` (SIGTERM from a build system, SIGINT from a user) takes its helper with
/// it and leaves no temporary file.
#[test]
fn the_helper_ends_with_ptxra() {
    for signal in [libc::SIGTERM, libc::SIGINT] {
        let scene = Scene::new();
        let mut child = scene.start(&[]);
        let pid = scene.helper_pid();
        // SAFETY: sending a signal to our own child has no memory effects.
        unsafe { libc::kill(child.id() as i32, signal) };
        let status = child.wait().expect("wait for ptxra");
        let gone = ends_within(pid, Duration::from_secs(10));
        cleanup(pid);
        assert!(
            !status.success(),
            "signal {signal}: ptxra ended with {status}"
        );
        assert!(
            gone,
            "signal {signal}: the helper (pid {pid}) outlived ptxra"
        );
        assert_eq!(scene.leftovers(), Vec::<PathBuf>::new(), "signal {signal}");
    }
}

/// The stand-in is a script: check the scene itself, so that a broken scene does not pass
/// for a working helper.
#[test]
fn the_stand_in_helper_runs() {
    let scene = Scene::new();
    assert!(Path::new("/bin/sh").exists());
    let mut helper = Command::new(scene.path("hanging-helper"))
        .env("HELPER_PID_FILE", scene.path("helper.pid"))
        .spawn()
        .expect("run the stand-in");
    let pid = scene.helper_pid();
    assert_eq!(pid, helper.id() as i32);
    let _ = helper.kill();
    let _ = helper.wait();
}
