//! The corpus sweeps' inputs: the whole corpus with `PTXRA_FULL=1` (`scripts/test-full.sh`),
//! a stratified sample otherwise (included with `#[path]` by the tests that sweep).
//!
//! A sweep over all ~1,100 PTX files of the kernel suite and the development corpus takes
//! minutes; `cargo test` runs each sweep on a sample chosen so that it still covers every
//! stratum and every kernel:
//! * every directory (a producer × architecture, e.g. `kernels/ptx/nvrtc-13.5/sm_80`) keeps
//!   a fixed fraction of its files, at least one;
//! * every kernel compiled more than once (a file name in several directories: the same
//!   source built by each producer for each architecture, so each kind of construct) is in
//!   the sample at least once. (Files whose name is theirs alone, like the LLVM sources of
//!   the development corpus, are only sampled by the fraction.)
//!
//! The choice is deterministic — a fixed-seed hash of each file's path relative to the
//! project, seeded with the test's name as well, so that different sweeps sample different
//! files and their union covers more than any one does.

use std::collections::{BTreeMap, BTreeSet};
use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every file with extension `ext` under each of `dirs` (relative to the project; a missing
/// directory, such as the development corpus beside a bare checkout, adds nothing), sorted.
pub fn files(dirs: &[&str], ext: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, ext, out);
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    for d in dirs {
        walk(&root().join(d), ext, &mut out);
    }
    out.sort();
    out
}

/// The files a sweep runs: all of `files` with `PTXRA_FULL=1`, else a sample keeping
/// `per_mille`/1000 of each directory (at least one file) and every file name that recurs at
/// least once.
/// `test` (the sweep's name) seeds the choice; what was chosen is printed.
pub fn sweep(test: &str, files: Vec<PathBuf>, per_mille: u64) -> Vec<PathBuf> {
    if std::env::var_os("PTXRA_FULL").is_some_and(|v| v != "0") {
        eprintln!("{test}: all {} files (PTXRA_FULL)", files.len());
        return files;
    }
    let key = |p: &Path| {
        let rel = p.strip_prefix(root()).unwrap_or(p).to_string_lossy();
        // FNV-1a: stable across platforms and Rust versions, unlike the std hasher.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in test.bytes().chain([0]).chain(rel.bytes()) {
            h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        h
    };
    let mut strata: BTreeMap<&Path, Vec<(u64, &PathBuf)>> = BTreeMap::new();
    for f in &files {
        let dir = f.parent().unwrap_or(Path::new(""));
        strata.entry(dir).or_default().push((key(f), f));
    }
    let mut chosen: BTreeSet<&PathBuf> = BTreeSet::new();
    for members in strata.values_mut() {
        members.sort();
        let n = (members.len() as u64 * per_mille).div_ceil(1000).max(1) as usize;
        chosen.extend(members.iter().take(n).map(|(_, f)| *f));
    }
    // Every kernel compiled more than once, at least once: its lowest-keyed file where the
    // strata left it out.
    let mut copies: BTreeMap<&OsStr, usize> = BTreeMap::new();
    for name in files.iter().filter_map(|f| f.file_name()) {
        *copies.entry(name).or_default() += 1;
    }
    let covered: BTreeSet<OsString> = chosen
        .iter()
        .filter_map(|f| f.file_name())
        .map(Into::into)
        .collect();
    let mut first: BTreeMap<OsString, (u64, &PathBuf)> = BTreeMap::new();
    for f in &files {
        let Some(name) = f.file_name() else { continue };
        if copies[name] > 1 && !covered.contains(name) {
            let k = key(f);
            let slot = first.entry(name.into()).or_insert((k, f));
            if k < slot.0 {
                *slot = (k, f);
            }
        }
    }
    chosen.extend(first.values().map(|(_, f)| *f));
    eprintln!(
        "{test}: a sample of {} of {} files ({} directories, every kernel once; \
         PTXRA_FULL=1 runs all)",
        chosen.len(),
        files.len(),
        strata.len()
    );
    chosen.into_iter().cloned().collect()
}

/// `f` on every item, on as many threads as the machine has cores; results in item order.
pub fn parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = AtomicUsize::new(0);
    let mut results: Vec<(usize, R)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        mine.push((i, f(item)));
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    results.sort_by_key(|r| r.0);
    results.into_iter().map(|(_, r)| r).collect()
}
