//! Writing report files so that nothing is lost: a file is replaced whole or not at all, and
//! two processes updating the same file take turns.
//!
//! [`write_atomic`] writes into a temporary file beside the target (same directory, so the
//! same file system), syncs it and renames it over the target. A process killed mid-write,
//! a full disk or any other failure leaves the old file as it was (and the error says so);
//! a reader never sees a half-written file. [`FileLock`] is an advisory `flock` on
//! `<file>.lock` for read-modify-write cycles such as `suite --update`: the kernel releases
//! it when its holder dies, so a killed run never leaves a stale lock behind. (Unix only, as
//! the command is.)

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Why a file could not be written. The target is unchanged in every case.
#[derive(Debug, thiserror::Error)]
#[error("cannot write {}: {source} ({})", path.display(), unchanged(.existed))]
pub struct WriteError {
    /// The file that was to be written.
    pub path: PathBuf,
    /// Whether it existed before (and is still there, unchanged).
    pub existed: bool,
    /// The system's reason.
    #[source]
    pub source: std::io::Error,
}

fn unchanged(existed: &bool) -> &'static str {
    if *existed {
        "the previous file is left unchanged"
    } else {
        "nothing was written"
    }
}

/// Replaces `path` with `parts`, one after the other, atomically: the old contents or the
/// new, never a mixture or an empty file. A new file gets the usual permissions (0666 less
/// the umask); a replaced one keeps its own. A symbolic link is kept and its target
/// replaced. What is not a regular file (`/dev/null`, a pipe) is written in place: it
/// cannot be replaced, and has no old contents to keep.
pub fn write_atomic<B: AsRef<[u8]>>(path: &Path, parts: &[B]) -> Result<(), WriteError> {
    let old = std::fs::metadata(path).ok();
    let fail = |source| WriteError {
        path: path.to_path_buf(),
        existed: old.is_some(),
        source,
    };
    if old.as_ref().is_some_and(|m| !m.is_file()) {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(fail)?;
        for p in parts {
            f.write_all(p.as_ref()).map_err(fail)?;
        }
        return f.flush().map_err(fail);
    }
    let target = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => std::fs::canonicalize(path).map_err(fail)?,
        _ => path.to_path_buf(),
    };
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = target.file_name().unwrap_or(target.as_os_str());
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    let mut tmp = tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(".tmp")
        .permissions(new_file_permissions())
        .tempfile_in(dir)
        .map_err(fail)?;
    for p in parts {
        tmp.write_all(p.as_ref()).map_err(fail)?;
    }
    if let Some(old) = &old {
        tmp.as_file()
            .set_permissions(old.permissions())
            .map_err(fail)?;
    }
    // The data reaches the disk before the rename makes it visible: after a crash the name
    // holds the old file or the complete new one.
    tmp.as_file().sync_all().map_err(fail)?;
    tmp.persist(&target).map_err(|e| fail(e.error))?;
    // The rename itself reaches the disk with the directory; when the directory cannot be
    // synced (some file systems refuse), the file is complete either way.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

fn new_file_permissions() -> std::fs::Permissions {
    use std::os::unix::fs::PermissionsExt;
    std::fs::Permissions::from_mode(0o666)
}

/// Why a lock could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another process holds it.
    #[error("{} is being written by another process (it holds {}); wait for it to finish", target.display(), lock.display())]
    Busy {
        /// The file the lock guards.
        target: PathBuf,
        /// The lock file.
        lock: PathBuf,
    },
    /// The lock file could not be created or locked.
    #[error("cannot lock {}: {source}", lock.display())]
    Io {
        /// The lock file.
        lock: PathBuf,
        /// The system's reason.
        #[source]
        source: std::io::Error,
    },
}

/// An exclusive lock on `<file>.lock`, held until dropped; the lock file is removed then.
#[derive(Debug)]
pub struct FileLock {
    path: PathBuf,
    /// Holds the lock: closing it releases the lock.
    _locked: File,
}

impl FileLock {
    /// Takes the lock guarding `target`, or fails at once with [`LockError::Busy`] when
    /// another process holds it (no waiting: a second `suite --update` should say so, not
    /// hang behind a long first one).
    pub fn try_lock(target: &Path) -> Result<FileLock, LockError> {
        let mut name = target.as_os_str().to_owned();
        name.push(".lock");
        let path = PathBuf::from(name);
        let io = |source| LockError::Io {
            lock: path.clone(),
            source,
        };
        loop {
            let file = std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&path)
                .map_err(io)?;
            if !try_flock(&file).map_err(io)? {
                return Err(LockError::Busy {
                    target: target.to_path_buf(),
                    lock: path,
                });
            }
            // The holder before us removes the file when it is done: when the name no longer
            // leads to the file locked here, the lock is on a removed file and guards
            // nothing; take the new one.
            if same_file(&file, &path) {
                return Ok(FileLock {
                    path,
                    _locked: file,
                });
            }
        }
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        // Removed while still locked, so that no process can lock this file after it is
        // gone (it would see the name lead elsewhere and retry).
        // The lock itself goes when the file is closed, right after.
        let _ = std::fs::remove_file(&self.path);
    }
}

/// `flock(LOCK_EX | LOCK_NB)`: `Ok(false)` when another process holds the lock.
fn try_flock(file: &File) -> std::io::Result<bool> {
    use std::os::unix::io::AsRawFd;
    // SAFETY: flock on a file descriptor this function borrows for the call.
    let r = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
    if r == 0 {
        return Ok(true);
    }
    let e = std::io::Error::last_os_error();
    if e.raw_os_error() == Some(libc::EWOULDBLOCK) {
        Ok(false)
    } else {
        Err(e)
    }
}

fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replaced_file_holds_the_new_bytes_and_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let p = dir.path().join("b.json");
        std::fs::write(&p, "old").unwrap_or_else(|e| panic!("{e}"));
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o640))
            .unwrap_or_else(|e| panic!("{e}"));
        write_atomic(&p, &["ne", "w"]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(std::fs::read_to_string(&p).unwrap_or_default(), "new");
        let mode = std::fs::metadata(&p).map(|m| m.permissions().mode() & 0o777);
        assert_eq!(mode.ok(), Some(0o640));
        // No temporary file is left behind.
        assert_eq!(
            std::fs::read_dir(dir.path()).map(Iterator::count).ok(),
            Some(1)
        );
    }

    #[test]
    fn a_failed_write_says_the_old_file_is_unchanged() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let p = dir.path().join("no/such/dir/b.json");
        let e = write_atomic(&p, &["x"]).err().map(|e| e.to_string());
        assert!(e.is_some_and(|e| e.contains("nothing was written")));
    }

    #[test]
    fn a_second_lock_is_refused_until_the_first_is_dropped() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let p = dir.path().join("b.json");
        let first = FileLock::try_lock(&p).unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(
            FileLock::try_lock(&p),
            Err(LockError::Busy { .. })
        ));
        drop(first);
        assert!(FileLock::try_lock(&p).is_ok());
        assert!(!dir.path().join("b.json.lock").exists());
    }

    #[test]
    fn a_link_is_kept_and_a_device_written_in_place() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let real = dir.path().join("real.json");
        let link = dir.path().join("link.json");
        std::fs::write(&real, "old").unwrap_or_else(|e| panic!("{e}"));
        std::os::unix::fs::symlink(&real, &link).unwrap_or_else(|e| panic!("{e}"));
        write_atomic(&link, &["new"]).unwrap_or_else(|e| panic!("{e}"));
        assert!(std::fs::symlink_metadata(&link).is_ok_and(|m| m.file_type().is_symlink()));
        assert_eq!(std::fs::read_to_string(&real).unwrap_or_default(), "new");
        write_atomic(Path::new("/dev/null"), &["x"]).unwrap_or_else(|e| panic!("{e}"));
        assert!(std::fs::metadata("/dev/null").is_ok_and(|m| !m.is_file()));
    }
}
