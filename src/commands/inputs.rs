//! The inputs below a directory (`stats DIR`, `compare DIR`, `suite DIR`, `replay DIR`), and
//! their names in reports.
//!
//! The walk never runs away: a symbolic link to a directory is not entered unless the
//! caller asks ([`Links::Follow`]), and then each directory is entered once, by its
//! canonical path, so a link to an ancestor (or to itself) adds nothing instead of looping
//! until the system's link limit. A link to a file is an input like the file. An entry that
//! cannot be read stops the walk with an error naming that entry, not the directory the walk
//! started from.
//!
//! [`lossless`] names a path component in text without merging two names into one: a suite
//! baseline keys its records by these names, and two files whose names differ only in a
//! byte that is not UTF-8 must not share a record.

use std::collections::HashSet;
use std::ffi::OsStr;
use std::fmt::Write as _;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// What to do with a symbolic link to a directory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Links {
    /// Leave it out (reported in [`Found::skipped_links`]).
    #[default]
    Skip,
    /// Enter it, each directory once.
    Follow,
}

/// An entry the walk could not read.
#[derive(Debug, thiserror::Error)]
#[error("cannot read {}: {source}", path.display())]
pub struct WalkError {
    /// The entry (a directory, or a link that leads nowhere readable).
    pub path: PathBuf,
    /// The system's reason.
    #[source]
    pub source: std::io::Error,
}

/// What a walk found.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// The files with one of the asked extensions, sorted by path.
    pub files: Vec<PathBuf>,
    /// Links to directories left out under [`Links::Skip`], sorted.
    pub skipped_links: Vec<PathBuf>,
}

/// Every regular file below `dir` whose extension is one of `kinds`, in path order.
pub fn find_inputs(dir: &Path, kinds: &[&str], links: Links) -> Result<Found, WalkError> {
    let mut walk = Walk {
        kinds,
        links,
        entered: HashSet::new(),
        found: Found::default(),
    };
    walk.enter(dir)?;
    walk.found.files.sort();
    walk.found.skipped_links.sort();
    Ok(walk.found)
}

struct Walk<'a> {
    kinds: &'a [&'a str],
    links: Links,
    /// Canonical paths of the directories entered.
    entered: HashSet<PathBuf>,
    found: Found,
}

impl Walk<'_> {
    fn enter(&mut self, dir: &Path) -> Result<(), WalkError> {
        let err = |path: &Path| {
            let path = path.to_path_buf();
            move |source| WalkError { path, source }
        };
        let canonical = std::fs::canonicalize(dir).map_err(err(dir))?;
        if !self.entered.insert(canonical) {
            return Ok(());
        }
        for entry in std::fs::read_dir(dir).map_err(err(dir))? {
            let entry = entry.map_err(err(dir))?;
            let path = entry.path();
            let kind = entry.file_type().map_err(err(&path))?;
            if kind.is_dir() {
                self.enter(&path)?;
            } else if kind.is_symlink() {
                match std::fs::metadata(&path) {
                    Ok(m) if m.is_dir() => match self.links {
                        Links::Follow => self.enter(&path)?,
                        Links::Skip => self.found.skipped_links.push(path),
                    },
                    Ok(m) if m.is_file() && self.wanted(&path) => self.found.files.push(path),
                    Ok(_) => {}
                    // A broken link with an input's name is an input that cannot be read:
                    // compiling it reports that, under its own name.
                    Err(_) if self.wanted(&path) => self.found.files.push(path),
                    Err(_) => {}
                }
            } else if kind.is_file() && self.wanted(&path) {
                self.found.files.push(path);
            }
        }
        Ok(())
    }

    fn wanted(&self, path: &Path) -> bool {
        path.extension()
            .and_then(OsStr::to_str)
            .is_some_and(|e| self.kinds.contains(&e))
    }
}

/// A path component as text, losslessly: UTF-8 as it is, a backslash doubled, and every
/// byte that is not UTF-8 as `\xNN`, so that different names never give the same text.
pub fn lossless(name: &OsStr) -> String {
    let mut out = String::with_capacity(name.len());
    for chunk in name.as_bytes().utf8_chunks() {
        for c in chunk.valid().chars() {
            if c == '\\' {
                out.push_str("\\\\");
            } else {
                out.push(c);
            }
        }
        for b in chunk.invalid() {
            let _ = write!(out, "\\x{b:02x}");
        }
    }
    out
}

/// `path` relative to `root`, each component [`lossless`], `/`-separated.
pub fn relative_label(path: &Path, root: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .components()
        .map(|c| lossless(c.as_os_str()))
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::ffi::OsStrExt;

    #[test]
    fn names_that_differ_in_a_non_utf8_byte_stay_apart() {
        let a = lossless(OsStr::from_bytes(b"k\xfe.ptx"));
        let b = lossless(OsStr::from_bytes(b"k\xff.ptx"));
        assert_eq!(a, "k\\xfe.ptx");
        assert_ne!(a, b);
        // The escape itself cannot be forged by a name that spells it out.
        assert_ne!(lossless(OsStr::new("k\\xfe.ptx")), a);
        assert_eq!(lossless(OsStr::new("plain/é.ptx")), "plain/é.ptx");
    }

    #[test]
    fn a_link_to_an_ancestor_is_skipped_or_entered_once() {
        let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = tmp.path();
        let sub = root.join("sub");
        std::fs::create_dir(&sub).unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(sub.join("a.ptx"), "").unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(sub.join("notes.txt"), "").unwrap_or_else(|e| panic!("{e}"));
        std::os::unix::fs::symlink(root, sub.join("up")).unwrap_or_else(|e| panic!("{e}"));
        std::os::unix::fs::symlink(&sub, sub.join("self")).unwrap_or_else(|e| panic!("{e}"));
        let found = find_inputs(root, &["ptx"], Links::Skip).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(found.files, [sub.join("a.ptx")]);
        assert_eq!(found.skipped_links, [sub.join("self"), sub.join("up")]);
        let found = find_inputs(root, &["ptx"], Links::Follow).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(found.files, [sub.join("a.ptx")]);
    }
}
