//! Nothing lost, bounded, clean exits (docs/robustness.md): each test below is a finding
//! that once held — an empty or half-written baseline, two updates interleaving, a link
//! loop walked forever, `/dev/zero` read until memory ran out, a hanging ptxas hanging
//! `compare`, a panic on a non-UTF-8 argument or a full output, plots overwriting each
//! other — and checks the command as built, the way a user runs it.

// Test support code outside #[test] functions: a failed expectation is a test failure.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

#[path = "common/kernels.rs"]
mod kernels;
use kernels::reverse_kernel;

/// Longer than any run below needs on a busy machine, far shorter than the hangs they guard
/// against.
const HANG: Duration = Duration::from_secs(60);

fn ptxra(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ptxra"));
    c.current_dir(dir)
        .stdin(Stdio::null())
        .env("RAYON_NUM_THREADS", "2")
        .env_remove("RUST_BACKTRACE")
        .env_remove("PTXRA_MAX_INPUT_SIZE");
    c
}

/// Runs `cmd` with both outputs captured, killing it (and failing the test) when it is
/// still running after `limit`.
fn run_within(cmd: &mut Command, limit: Duration) -> Output {
    use std::io::Read;
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ptxra");
    let drain = |p: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            if let Some(mut p) = p {
                let _ = p.read_to_end(&mut v);
            }
            v
        })
    };
    let stdout = drain(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let stderr = drain(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return Output {
                status,
                stdout: stdout.join().expect("stdout"),
                stderr: stderr.join().expect("stderr"),
            };
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("still running after {limit:?}: {cmd:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn run(cmd: &mut Command) -> Output {
    run_within(cmd, HANG)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().expect("temporary directory")
}

fn write(path: impl AsRef<Path>, body: impl AsRef<[u8]>) {
    let path = path.as_ref();
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d).expect("create directory");
    }
    std::fs::write(path, body).expect("write");
}

fn read(path: impl AsRef<Path>) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// A suite of two small kernels in `dir/k`, with a baseline `dir/base.json` recorded.
fn suite_with_baseline(dir: &Path) {
    write(dir.join("k/a.ptx"), reverse_kernel("a", 2));
    write(dir.join("k/b.ptx"), reverse_kernel("b", 4));
    let o = run(ptxra(dir).args(["suite", "k", "--baseline", "base.json", "--update"]));
    assert!(o.status.success(), "{}", text(&o.stderr));
}

// ---- atomic, locked output -------------------------------------------------------------

/// A write that fails half way (here: the file size limit, as a full disk would) leaves the
/// old baseline whole and says so; it used to leave a truncated one. The baseline is
/// replaced, never rewritten in place: a second name for the old file keeps the old text.
#[test]
fn a_failed_baseline_write_leaves_the_old_baseline() {
    let tmp = tmp();
    let dir = tmp.path();
    suite_with_baseline(dir);
    let old = read(dir.join("base.json"));
    // More functions make a longer baseline than the limit below allows.
    write(dir.join("k/c.ptx"), reverse_kernel("c", 3));
    let mut cmd = ptxra(dir);
    cmd.args(["suite", "k", "--baseline", "base.json", "--update"]);
    // SAFETY: signal and setrlimit are async-signal-safe; nothing else runs before exec.
    unsafe {
        cmd.pre_exec(|| {
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            let lim = libc::rlimit {
                rlim_cur: 256,
                rlim_max: 256,
            };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let o = run(&mut cmd);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("cannot write base.json"), "{err}");
    assert!(err.contains("the previous file is left unchanged"), "{err}");
    assert_eq!(read(dir.join("base.json")), old);
    let litter: Vec<_> = std::fs::read_dir(dir)
        .expect("list")
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(litter.is_empty(), "temporary files left: {litter:?}");

    std::fs::hard_link(dir.join("base.json"), dir.join("old.json")).expect("link");
    let o = run(ptxra(dir).args(["suite", "k", "--baseline", "base.json", "--update"]));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(read(dir.join("old.json")), old, "rewritten in place");
    assert!(read(dir.join("base.json")).contains("\"function\": \"c\""));
}

/// While one `suite --update` holds the baseline's lock, a second one fails at once with a
/// message saying why (two used to both succeed and leave invalid JSON).
#[test]
fn a_second_update_at_the_same_time_is_refused() {
    use std::os::unix::io::AsRawFd;
    let tmp = tmp();
    let dir = tmp.path();
    suite_with_baseline(dir);
    let old = read(dir.join("base.json"));
    let lock = std::fs::File::create(dir.join("base.json.lock")).expect("lock file");
    // SAFETY: flock on a descriptor owned by `lock`, which outlives the call.
    assert_eq!(
        unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) },
        0
    );
    let o = run(ptxra(dir).args(["suite", "k", "--baseline", "base.json", "--update"]));
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("base.json is being written by another process"),
        "{err}"
    );
    assert_eq!(read(dir.join("base.json")), old);
    drop(lock);
    let o = run(ptxra(dir).args(["suite", "k", "--baseline", "base.json", "--update"]));
    assert!(o.status.success(), "{}", text(&o.stderr));
}

/// An internal error is never recorded as the accepted state: `--update` writes nothing
/// and exits with 4 (it used to record the error and exit 0); a comparison exits with 4.
#[test]
fn update_refuses_to_record_an_internal_error() {
    let tmp = tmp();
    let dir = tmp.path();
    suite_with_baseline(dir);
    let old = read(dir.join("base.json"));
    let args = [
        "suite",
        "k",
        "--baseline",
        "base.json",
        "--knob",
        "InjectPanic=1",
    ];
    let o = run(ptxra(dir).args(args).arg("--update"));
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(4), "{err}");
    assert!(err.contains("internal error (panic)"), "{err}");
    assert!(err.contains("base.json not written"), "{err}");
    assert_eq!(read(dir.join("base.json")), old);
    let o = run(ptxra(dir).args(args));
    assert_eq!(o.status.code(), Some(4), "{}", text(&o.stderr));
}

/// The regressions are printed before the JUnit file is written: when it cannot be, the
/// verdict is still there (it used to be lost), and the exit status says both.
#[test]
fn an_unwritable_junit_file_does_not_hide_the_regressions() {
    let tmp = tmp();
    let dir = tmp.path();
    suite_with_baseline(dir);
    write(dir.join("k/b.ptx"), reverse_kernel("b", 24));
    let o = run(ptxra(dir).args([
        "suite",
        "k",
        "--baseline",
        "base.json",
        "--junit",
        "no/such/dir/junit.xml",
    ]));
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert!(out.contains("REGRESSION b.ptx b: registers"), "{out}");
    assert!(err.contains("cannot write no/such/dir/junit.xml"), "{err}");
    assert_eq!(o.status.code(), Some(2), "{out}{err}");
}

// ---- directory walks -------------------------------------------------------------------

/// Links to a parent and to the directory itself: every file is compiled once and the walk
/// ends (it used to run forever, or compile each file 41 times), with or without
/// `--follow-links`.
#[test]
fn link_loops_end_and_compile_each_file_once() {
    let tmp = tmp();
    let dir = tmp.path();
    write(dir.join("d/sub/k.ptx"), reverse_kernel("k", 2));
    std::os::unix::fs::symlink("..", dir.join("d/sub/up")).expect("link");
    std::os::unix::fs::symlink(".", dir.join("d/sub/self")).expect("link");
    for follow in [false, true] {
        let mut cmd = ptxra(dir);
        cmd.args(["stats", "d"]);
        if follow {
            cmd.arg("--follow-links");
        }
        let o = run(&mut cmd);
        let out = text(&o.stdout);
        assert!(o.status.success(), "{}", text(&o.stderr));
        assert_eq!(out.matches("k.ptx (sm_80)").count(), 1, "{out}");
        if !follow {
            assert!(text(&o.stderr).contains("--follow-links"));
        }
    }
    let o = run(ptxra(dir).args(["suite", "d", "--baseline", "b.json", "--update"]));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(read(dir.join("b.json")).matches("\"function\"").count(), 1);
}

/// Two file names that differ only in a byte that is not UTF-8 get labels of their own: a
/// regression in one is caught (they used to share a label, and a regression of one to the
/// other's count passed the gate).
#[test]
fn names_differing_in_a_non_utf8_byte_are_different_suite_inputs() {
    let tmp = tmp();
    let dir = tmp.path();
    let a = dir.join("s").join(OsStr::from_bytes(b"k\xfe.ptx"));
    let b = dir.join("s").join(OsStr::from_bytes(b"k\xff.ptx"));
    write(&a, reverse_kernel("k", 2));
    write(&b, reverse_kernel("k", 28));
    let o = run(ptxra(dir).args(["suite", "s", "--baseline", "b.json", "--update"]));
    assert!(o.status.success(), "{}", text(&o.stderr));
    write(&a, reverse_kernel("k", 28));
    let o = run(ptxra(dir).args(["suite", "s", "--baseline", "b.json"]));
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}{}", text(&o.stderr));
    assert!(out.contains("REGRESSION k\\xfe.ptx k: registers"), "{out}");
}

/// A manifest naming one input with the same options twice is refused: both lines would be
/// one record of the baseline.
#[test]
fn a_manifest_line_repeated_is_refused() {
    let tmp = tmp();
    let dir = tmp.path();
    write(dir.join("k.ptx"), reverse_kernel("k", 2));
    write(dir.join("s.txt"), "k.ptx -O1\nk.ptx\nk.ptx   -O1\n");
    let o = run(ptxra(dir).args(["suite", "s.txt", "--baseline", "b.json", "--update"]));
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("s.txt:3: repeats line 1"), "{err}");
}

/// A directory that cannot be read is named itself, not the suite it is in (which is all
/// the message used to say). Root reads everything, so as root the command runs as
/// `nobody`.
#[test]
fn an_unreadable_directory_is_named() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = tmp();
    let dir = tmp.path();
    write(dir.join("s/ok/a.ptx"), reverse_kernel("a", 2));
    write(dir.join("s/closed/b.ptx"), reverse_kernel("b", 2));
    for (p, mode) in [
        (dir.to_path_buf(), 0o777),
        (dir.join("s"), 0o755),
        (dir.join("s/closed"), 0o000),
    ] {
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode)).expect("chmod");
    }
    for command in ["suite", "stats"] {
        let mut cmd = ptxra(dir);
        cmd.args([command, "s"]);
        if command == "suite" {
            cmd.args(["--baseline", "b.json", "--update"]);
        }
        // SAFETY: getuid, setgroups, setgid and setuid are async-signal-safe.
        unsafe {
            cmd.pre_exec(|| {
                if libc::geteuid() == 0
                    && (libc::setgroups(0, std::ptr::null()) != 0
                        || libc::setgid(65534) != 0
                        || libc::setuid(65534) != 0)
                {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let o = run(&mut cmd);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{command}: {err}");
        assert!(
            err.contains("cannot read s/closed: Permission denied"),
            "{command}: {err}"
        );
    }
    std::fs::set_permissions(dir.join("s/closed"), std::fs::Permissions::from_mode(0o755))
        .expect("chmod");
}

// ---- bounded resources -----------------------------------------------------------------

/// A stream without end is refused at the size limit (it used to be read until memory ran
/// out: here, a 1 GiB address-space limit, which ends that in an abort); the limit is set by
/// `--max-input-size` or `$PTXRA_MAX_INPUT_SIZE`, also for `parse` and the ptxas drop-in.
#[test]
fn inputs_larger_than_the_limit_are_refused() {
    let tmp = tmp();
    let dir = tmp.path();
    write(dir.join("k.ptx"), reverse_kernel("k", 24));
    let limited = |args: &[&str]| {
        let mut cmd = ptxra(dir);
        cmd.args(args);
        // SAFETY: setrlimit is async-signal-safe; nothing else runs between fork and exec.
        unsafe {
            cmd.pre_exec(|| {
                let lim = libc::rlimit {
                    rlim_cur: 1 << 30,
                    rlim_max: 1 << 30,
                };
                if libc::setrlimit(libc::RLIMIT_AS, &lim) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        cmd
    };
    let o = run(&mut limited(&["stats", "/dev/zero"]));
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(
        err,
        "/dev/zero: cannot read: larger than the input size limit of 256 MiB \
         (--max-input-size or PTXRA_MAX_INPUT_SIZE raise it)\n"
    );
    let o =
        run(limited(&["stats", "--max-input-size", "1K", "k.ptx"])
            .env("PTXRA_MAX_INPUT_SIZE", "1G"));
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("limit of 1 KiB"));
    for args in [
        &["stats", "k.ptx"][..],
        &["parse", "k.ptx"],
        &["ptxas", "-arch=sm_80", "k.ptx"],
    ] {
        let o = run(limited(args).env("PTXRA_MAX_INPUT_SIZE", "512"));
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o.stderr));
        assert!(
            text(&o.stderr).contains("limit of 512 bytes"),
            "{args:?}: {}",
            text(&o.stderr)
        );
        let o = run(&mut limited(args));
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o.stderr));
    }
    let o = run(limited(&["stats", "k.ptx"]).env("PTXRA_MAX_INPUT_SIZE", "lots"));
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("PTXRA_MAX_INPUT_SIZE: bad size `lots`"));
}

/// Sweep ranges past 255 registers are refused at once (`--to 4294967295` used to exhaust
/// memory, `--to 100000` to run for 30 s).
#[test]
fn sweep_ranges_beyond_the_register_file_are_refused() {
    let tmp = tmp();
    let dir = tmp.path();
    write(dir.join("k.ptx"), reverse_kernel("k", 2));
    for args in [
        &["--to", "4294967295"][..],
        &["--to", "100000"],
        &["--from", "0"],
        &["--step", "0"],
        &["--from", "64", "--to", "32"],
    ] {
        let o = run_within(
            ptxra(dir).arg("sweep").args(args).arg("k.ptx"),
            Duration::from_secs(10),
        );
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o.stderr));
    }
    let o = run(ptxra(dir).args([
        "sweep", "--from", "250", "--to", "255", "--step", "1", "k.ptx",
    ]));
    assert!(o.status.success(), "{}", text(&o.stderr));
}

/// A fake ptxas that answers `--version` (or not) and then hangs.
fn hanging_ptxas(dir: &Path, answers_version: bool) -> PathBuf {
    let p = dir.join(if answers_version {
        "ptxas-hangs"
    } else {
        "ptxas-mute"
    });
    let version = if answers_version {
        "if [ \"$1\" = --version ]; then echo 'Cuda compilation tools, release 13.5, V13.5.37'; exit 0; fi\n"
    } else {
        ""
    };
    write(&p, format!("#!/bin/sh\n{version}exec sleep 120\n"));
    std::fs::set_permissions(&p, std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .expect("chmod");
    p
}

/// A ptxas that hangs is stopped after `--ptxas-timeout` seconds and the input reported as
/// not compared (a hanging ptxas used to hang `compare`).
#[test]
fn a_hanging_ptxas_is_stopped() {
    let tmp = tmp();
    let dir = tmp.path();
    write(dir.join("k.ptx"), reverse_kernel("k", 2));
    let fake = hanging_ptxas(dir, true);
    let start = Instant::now();
    let o = run_within(
        ptxra(dir)
            .args(["compare", "--ptxas-timeout", "1", "--ptxas"])
            .arg(&fake)
            .arg("k.ptx"),
        Duration::from_secs(30),
    );
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(2), "{out}{}", text(&o.stderr));
    assert!(
        out.contains("did not finish within 1 s and was stopped"),
        "{out}"
    );
    assert!(start.elapsed() < Duration::from_secs(30));
    let mute = hanging_ptxas(dir, false);
    let o = run_within(
        ptxra(dir)
            .args(["compare", "--ptxas-timeout", "1", "--ptxas"])
            .arg(&mute)
            .arg("k.ptx"),
        Duration::from_secs(30),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("did not finish within 1 s"));
}

/// `replay` stops a hanging ptxas (on PTX) and a hanging nvdisasm (on a cubin) after
/// `--ptxas-timeout` seconds and reports the input as not replayed (they used to hang it).
#[test]
fn replay_stops_a_hanging_tool() {
    let tmp = tmp();
    let dir = tmp.path();
    write(dir.join("k.ptx"), reverse_kernel("k", 2));
    write(
        dir.join("k.cubin"),
        "not read: the fake nvdisasm hangs first",
    );
    let fake = hanging_ptxas(dir, false);
    for (input, tool) in [("k.ptx", "ptxas"), ("k.cubin", "nvdisasm")] {
        let start = Instant::now();
        let o = run_within(
            ptxra(dir)
                .args(["replay", "--ptxas-timeout", "1", "--ptxas"])
                .arg(&fake)
                .arg("--nvdisasm")
                .arg(&fake)
                .arg(input),
            Duration::from_secs(30),
        );
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(
            err.contains(&format!("{tool} did not finish within 1 s on {input}")),
            "{err}"
        );
        assert!(start.elapsed() < Duration::from_secs(30));
    }
}

// ---- exit codes ------------------------------------------------------------------------

/// Arguments and paths that are not UTF-8: handled (a file by that name compiles) or
/// refused with exit status 2 (they used to panic, 101).
#[test]
fn non_utf8_arguments_exit_cleanly() {
    let tmp = tmp();
    let dir = tmp.path();
    let name = OsStr::from_bytes(b"k\xff.ptx");
    write(dir.join(name), reverse_kernel("k", 2));
    let o = run(ptxra(dir).arg("stats").arg(name));
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let o = run(ptxra(dir)
        .arg("stats")
        .arg(OsStr::from_bytes(b"missing\xfe.ptx")));
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    // Through a link named `ptxas`, the drop-in reads the arguments itself.
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_ptxra"), dir.join("ptxas")).expect("link");
    let o = run(Command::new(dir.join("ptxas"))
        .current_dir(dir)
        .args(["-arch=sm_80", "-v"])
        .arg(name));
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(
        text(&o.stderr).contains("is not valid UTF-8"),
        "{}",
        text(&o.stderr)
    );
    for args in [
        &[&b"ptxas"[..], b"-arch=sm_80", b"k\xff.ptx"][..],
        &[b"stats", b"--arch", b"sm_\xff"],
        &[b"\xff"],
    ] {
        let o = run(ptxra(dir).args(args.iter().map(|a| OsStr::from_bytes(a))));
        assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
        assert!(!text(&o.stderr).contains("panicked"), "{}", text(&o.stderr));
    }
}

/// A full output (`> /dev/full`) or a reader gone (a closed pipe) ends with exit status 2
/// and one line (it used to be a panic reported as an internal error, exit 4, or death by
/// SIGPIPE).
#[test]
fn a_full_or_closed_output_ends_with_one_line() {
    use std::os::unix::io::{FromRawFd, OwnedFd};
    let tmp = tmp();
    let dir = tmp.path();
    write(dir.join("k.ptx"), reverse_kernel("k", 2));
    let full = || std::fs::File::create("/dev/full").expect("/dev/full");
    let closed_pipe = || {
        let mut fds = [0; 2];
        // SAFETY: pipe fills both descriptors, owned from here on.
        assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0);
        // SAFETY: each descriptor is owned once; the read end is closed at once.
        unsafe {
            drop(OwnedFd::from_raw_fd(fds[0]));
            OwnedFd::from_raw_fd(fds[1])
        }
    };
    for args in [
        &["stats", "k.ptx"][..],
        &["stats", "--json", "k.ptx"],
        &["compile", "k.ptx"],
        &[
            "occupancy",
            "--arch",
            "sm_80",
            "--registers",
            "32",
            "--block-size",
            "256",
        ],
        &["--list-knobs"],
        &["--help"],
    ] {
        for (what, out) in [
            ("full", Stdio::from(full())),
            ("closed", Stdio::from(closed_pipe())),
        ] {
            let mut cmd = ptxra(dir);
            cmd.args(args).stdout(out).stderr(Stdio::piped());
            let o = cmd.spawn().expect("run").wait_with_output().expect("wait");
            let err = text(&o.stderr);
            assert_eq!(o.status.code(), Some(2), "{args:?} {what}: {err}");
            assert_eq!(err.lines().count(), 1, "{args:?} {what}: {err}");
            assert!(
                err.starts_with("ptxra: error: cannot write to standard output"),
                "{args:?} {what}: {err}"
            );
        }
    }
    // Standard error full: the exit status is still the input's.
    let o = ptxra(dir)
        .args(["stats", "missing.ptx"])
        .stderr(Stdio::from(full()))
        .output()
        .expect("run");
    assert_eq!(o.status.code(), Some(2));
}

/// `compare --tolerance` passes only when something was compared: a ptxas that reports no
/// function fails the gate (it used to pass it).
#[test]
fn a_tolerance_gate_that_compared_nothing_fails() {
    let tmp = tmp();
    let dir = tmp.path();
    write(dir.join("k.ptx"), reverse_kernel("k", 2));
    let fake = dir.join("ptxas-says-nothing");
    write(
        &fake,
        "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'Cuda compilation tools, release 13.5, V13.5.37'; fi\nexit 0\n",
    );
    std::fs::set_permissions(&fake, std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .expect("chmod");
    let o = run(ptxra(dir)
        .args(["compare", "--tolerance", "100", "--ptxas"])
        .arg(&fake)
        .arg("k.ptx"));
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("nothing was compared"), "{err}");
    let o = run(ptxra(dir)
        .args(["compare", "--ptxas"])
        .arg(&fake)
        .arg("k.ptx"));
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
}

/// Plots never overwrite each other: names that clean up alike, one function name in two
/// inputs, and a 301-character name (which used to abort the run) each get a file of their
/// own, of a bounded length (30 of 60 plots used to survive over two inputs).
#[test]
fn every_plot_gets_a_file_of_its_own() {
    let tmp = tmp();
    let dir = tmp.path();
    let long = format!("k{}", "x".repeat(300));
    let module = |names: &[&str]| {
        let mut m = String::new();
        for (i, n) in names.iter().enumerate() {
            let k = reverse_kernel(n, 2 + i);
            // One header for the module, the kernels after it.
            let body = &k[k.find(".visible").expect("kernel")..];
            if i == 0 {
                m.push_str(&k[..k.find(".visible").expect("kernel")]);
            }
            m.push_str(body);
        }
        m
    };
    let names = ["k$1", "k_1", long.as_str()];
    write(dir.join("a/m.ptx"), module(&names));
    write(dir.join("b/m.ptx"), module(&names));
    let o = run(ptxra(dir).args(["stats", "--plot", "plots", "a/m.ptx", "b/m.ptx"]));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let files: Vec<String> = std::fs::read_dir(dir.join("plots"))
        .expect("plots")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    // Two inputs × three entries × (pressure, occupancy).
    assert_eq!(files.len(), 12, "{files:?}");
    assert!(files.iter().all(|f| f.len() <= 120), "{files:?}");
    let o = run(ptxra(dir).args([
        "sweep", "--from", "32", "--to", "40", "--plot", "plots", "a/m.ptx",
    ]));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let sweeps = std::fs::read_dir(dir.join("plots"))
        .expect("plots")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".sweep.svg"))
        })
        .count();
    assert_eq!(sweeps, 3);
}
