//! Oracle test: `ptxra::target::occupancy` against NVIDIA's own occupancy calculator.
//!
//! The expected values in `tests/data/occupancy/oracle.tsv` were produced by
//! `scripts/occupancy-oracle.sh`, which compiles `scripts/oracle/occupancy_oracle.cpp`
//! against the real `cuda_occupancy.h` and evaluates `cudaOccMaxActiveBlocksPerMultiprocessor`
//! over every architecture × register count 0–256 × a grid of block sizes, shared-memory
//! sizes, opt-in and carveout settings and barrier counts. They never come from ptxra.
//!
//! With `PTXRA_ORACLE_REBUILD=1` the test regenerates the data from the installed header into
//! a temporary file and checks against that instead (and says whether the checked-in copy is
//! stale).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use ptxra::target::occupancy::{occupancy, Carveout, OccupancyInput};
use ptxra::target::{Arch, SmInfo};

/// Registers 0..=256 per grid line, as the generator writes them.
const REGISTER_VALUES: usize = 257;
/// How many mismatches to print before giving up on detail.
const SHOW: usize = 25;

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn oracle_text() -> String {
    let checked_in = repo_root().join("tests/data/occupancy/oracle.tsv");
    if std::env::var_os("PTXRA_ORACLE_REBUILD").is_some_and(|v| v != "0") {
        let fresh =
            std::env::temp_dir().join(format!("ptxra-occupancy-oracle-{}.tsv", std::process::id()));
        let status = std::process::Command::new("bash")
            .arg(repo_root().join("scripts/occupancy-oracle.sh"))
            .arg(&fresh)
            .status()
            .unwrap_or_else(|e| panic!("cannot run scripts/occupancy-oracle.sh: {e}"));
        assert!(status.success(), "scripts/occupancy-oracle.sh failed");
        let text = read(&fresh);
        let _ = std::fs::remove_file(&fresh);
        if read(&checked_in) != text {
            eprintln!(
                "note: tests/data/occupancy/oracle.tsv differs from a fresh run; \
                 run scripts/occupancy-oracle.sh to update it"
            );
        }
        text
    } else {
        read(&checked_in)
    }
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

fn arch(name: &str) -> &'static SmInfo {
    Arch::parse(name)
        .unwrap_or_else(|e| panic!("oracle arch {name}: {e}"))
        .info()
}

fn num<T: std::str::FromStr>(field: &str, what: &str, line: usize) -> T {
    field
        .parse()
        .unwrap_or_else(|_| panic!("oracle line {line}: bad {what} `{field}`"))
}

/// The expected result at one register count: `Ok((blocks, limiting flags))` or the
/// header's error code.
type Expected = Result<(u32, u32), u32>;

fn expand_runs(runs: &str, line: usize) -> Vec<Expected> {
    let mut out = Vec::with_capacity(REGISTER_VALUES);
    for token in runs.split(' ') {
        let (value, count) = match token.split_once('*') {
            Some((v, c)) => (v, num::<usize>(c, "run length", line)),
            None => (token, 1),
        };
        let (blocks, flags) = value
            .split_once('.')
            .unwrap_or_else(|| panic!("oracle line {line}: bad value `{value}`"));
        let expected = match flags.strip_prefix('E') {
            Some(code) => Err(num(code, "error code", line)),
            None => Ok((
                num(blocks, "block count", line),
                u32::from_str_radix(flags, 16)
                    .unwrap_or_else(|_| panic!("oracle line {line}: bad flags `{flags}`")),
            )),
        };
        out.extend(std::iter::repeat_n(expected, count));
    }
    assert_eq!(
        out.len(),
        REGISTER_VALUES,
        "oracle line {line}: wrong number of values"
    );
    out
}

/// The device properties the oracle fed the header must be the ones `SmInfo` holds.
fn check_props(fields: &[&str], line: usize, problems: &mut Vec<String>) {
    let info = arch(fields[1]);
    let (major, minor) = info.compute_capability;
    let ours = [
        format!("{major}.{minor}"),
        info.max_threads_per_block.to_string(),
        (info.max_warps_per_sm * info.warp_size).to_string(),
        info.registers_per_block.to_string(),
        info.registers_per_sm.to_string(),
        info.warp_size.to_string(),
        info.shared_memory_per_block.to_string(),
        info.shared_memory_per_sm.to_string(),
        info.shared_memory_per_block_optin.to_string(),
        info.reserved_shared_memory_per_block.to_string(),
    ];
    const NAMES: [&str; 10] = [
        "compute capability",
        "maxThreadsPerBlock",
        "maxThreadsPerMultiprocessor",
        "regsPerBlock",
        "regsPerMultiprocessor",
        "warpSize",
        "sharedMemPerBlock",
        "sharedMemPerMultiprocessor",
        "sharedMemPerBlockOptin",
        "reservedSharedMemPerBlock",
    ];
    for ((name, theirs), ours) in NAMES.iter().zip(&fields[2..]).zip(&ours) {
        if theirs != ours {
            problems.push(format!(
                "line {line}: {} {name}: oracle used {theirs}, SmInfo has {ours}",
                fields[1]
            ));
        }
    }
}

#[test]
fn occupancy_matches_cuda_occupancy_h() {
    let text = oracle_text();
    let mut prop_problems = Vec::new();
    let mut mismatches = Vec::new();
    let mut mismatch_count = 0usize;
    let (mut points, mut lines, mut archs) = (0usize, 0usize, 0usize);

    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        if raw.starts_with('#') || raw.is_empty() {
            continue;
        }
        let fields: Vec<&str> = raw.split('\t').collect();
        match fields[0] {
            "P" if fields.len() == 12 => {
                archs += 1;
                check_props(&fields, line, &mut prop_problems);
            }
            "G" if fields.len() == 9 => {
                lines += 1;
                let info = arch(fields[1]);
                let block_size: u32 = num(fields[2], "block size", line);
                let static_smem: u64 = num(fields[3], "static smem", line);
                let dynamic_smem: u64 = num(fields[4], "dynamic smem", line);
                let barriers: u32 = num(fields[5], "barriers", line);
                let opt_in = match fields[6] {
                    "-" => None,
                    v => Some(num::<u64>(v, "opt-in", line)),
                };
                let carveout = match fields[7] {
                    "-" => Carveout::Default,
                    v => Carveout::Percent(num(v, "carveout", line)),
                };
                for (regs, expected) in expand_runs(fields[8], line).into_iter().enumerate() {
                    points += 1;
                    let input = OccupancyInput {
                        registers_per_thread: regs as u32,
                        block_size,
                        static_smem,
                        dynamic_smem,
                        barriers,
                        opt_in_max_dynamic_smem: opt_in,
                        carveout,
                    };
                    let got =
                        occupancy(info, &input).map(|o| (o.active_blocks, o.limiting_factors));
                    let agree = match (&got, &expected) {
                        (Ok(g), Ok(e)) => g == e,
                        (Err(_), Err(_)) => true,
                        _ => false,
                    };
                    if !agree {
                        mismatch_count += 1;
                        if mismatches.len() < SHOW {
                            mismatches.push(format!(
                                "sm_{} regs={regs} block={block_size} static={static_smem} \
                                 dynamic={dynamic_smem} barriers={barriers} optin={} carveout={}: \
                                 header {expected:?} (blocks, flags), ptxra {got:?}",
                                info.sm, fields[6], fields[7]
                            ));
                        }
                    }
                }
            }
            _ => panic!("oracle line {line}: unrecognised `{raw}`"),
        }
    }

    assert!(
        archs >= 20 && lines > 20_000,
        "oracle data looks truncated ({archs} archs, {lines} lines)"
    );
    assert_eq!(
        archs,
        Arch::all().count(),
        "the oracle must cover every supported architecture"
    );
    let mut report = String::new();
    for p in &prop_problems {
        let _ = writeln!(report, "{p}");
    }
    if mismatch_count > 0 {
        let _ = writeln!(
            report,
            "{mismatch_count} of {points} grid points differ; first {}:",
            mismatches.len()
        );
        for m in &mismatches {
            let _ = writeln!(report, "  {m}");
        }
    }
    assert!(
        report.is_empty(),
        "occupancy differs from cuda_occupancy.h:\n{report}"
    );
    eprintln!(
        "occupancy oracle: {points} points over {lines} lines and {archs} architectures agree"
    );
}
