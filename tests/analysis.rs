//! The analyses on real lowered kernels: every function of the suite's clang-22 sm_80 PTX is
//! lowered and analysed, the fast liveness is compared with the naive recomputation (on
//! functions small enough for it), live ranges are checked for shape, and MaxLive must agree
//! between the two pressure entry points.

use std::path::{Path, PathBuf};

use ptxra::analysis::pressure::peak_of;
use ptxra::analysis::{
    calc_block_frequency, calc_live_ranges, calc_pressure, calc_uniformity, check_liveness,
    max_live, pressure_profile_with, Cfg, DomTree, Liveness, LoopForest, DEFAULT_LOOP_ITERATIONS,
};
use ptxra::ir::{BlockId, Function};
use ptxra::lower::{lower_module, LowerOptions};
use ptxra::passes::{assign_uniform_with, if_convert, IfConvertOptions, SchedOptions, Scheduler};
use ptxra::target::Arch;

/// Functions with more instructions than this skip the (quadratic) naive liveness check.
const NAIVE_CHECK_LIMIT: usize = 3000;

fn ptx_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ptx"))
        .collect();
    files.sort();
    files
}

/// The scheduler's liveness of the code it scheduled (its liveness of the original order,
/// reordered) must equal liveness computed afresh on that code, for a latency schedule and a
/// register-saving one: the driver takes the register target from it, and allocates with it
/// when assigning uniform registers made no copies. Uniformity must not change with the
/// schedule either: the driver analyses it once for all the schedules it tries.
fn check_scheduled_liveness(f: &Function, name: &str, failures: &mut Vec<String>) {
    let mut sched = Scheduler::new(f);
    let uniform = calc_uniformity(f, &Cfg::new(f));
    let Ok(arch) = Arch::parse("sm_80") else {
        panic!("sm_80 must parse");
    };
    for (limit, bottom_up) in [(0, Some(0)), (200, None)] {
        let mut g = f.clone();
        sched.schedule(
            &mut g,
            SchedOptions {
                pressure_limit: limit,
                bottom_up,
                predicate_limit: u32::MAX,
            },
        );
        if calc_uniformity(&g, &Cfg::new(&g)) != uniform {
            failures.push(format!(
                "{name}: uniformity changed by a schedule (limit {limit})"
            ));
        }
        let reordered = sched.scheduled_liveness();
        if !same_liveness(&g, &reordered) {
            failures.push(format!(
                "{name}: scheduled liveness (limit {limit}) differs"
            ));
        }
        let values = g.vregs.len();
        assign_uniform_with(&mut g, arch.info(), &uniform);
        // Without copies (new values) the driver keeps the scheduler's liveness.
        if g.vregs.len() == values && !same_liveness(&g, &reordered) {
            failures.push(format!(
                "{name}: liveness after assigning uniform registers (limit {limit}) differs"
            ));
        }
    }
}

/// Whether `live` is what liveness computed afresh on `g` gives: block live sets, kills
/// and pressure.
fn same_liveness(g: &Function, live: &Liveness) -> bool {
    let fresh = Liveness::compute(g, &Cfg::new(g));
    let mut same = calc_pressure(g, &fresh) == calc_pressure(g, live);
    for (b, block) in g.blocks.iter().enumerate() {
        let b = BlockId::new(b);
        same &= fresh.live_in(b).iter().eq(live.live_in(b).iter())
            && fresh.live_out(b).iter().eq(live.live_out(b).iter());
        for (pos, inst) in block.insts.iter().enumerate() {
            let i = fresh.numbering().inst(b, pos);
            same &= (0..inst.defs.len()).all(|k| fresh.kills(g, i, k) == live.kills(g, i, k));
        }
    }
    same
}

#[test]
fn analyses_agree_on_suite_kernels() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = ptx_files(&root.join("kernels/ptx/clang-22/sm_80"));
    if files.is_empty() {
        eprintln!("no kernels found; skipping");
        return;
    }
    let Ok(arch) = Arch::parse("sm_80") else {
        panic!("sm_80 must parse");
    };
    let opts = LowerOptions {
        arch,
        keep_param_loads: false,
    };
    let mut functions = 0;
    let mut checked = 0;
    let mut converted = 0;
    let mut failures = Vec::new();
    for path in &files {
        let Ok(src) = std::fs::read_to_string(path) else {
            continue;
        };
        // Parsing and lowering are tested elsewhere; this test is about the analyses.
        let Ok(ast) = ptx_parser::parse_module(&src) else {
            continue;
        };
        let Ok(lowered) = lower_module(&ast, &src, &opts) else {
            continue;
        };
        for f in &lowered.module.functions {
            functions += 1;
            let name = format!("{}:{}", path.display(), f.name);
            let cfg = Cfg::new(f);
            let dom = DomTree::new(&cfg);
            let loops = LoopForest::new(&cfg, &dom);
            let freq = calc_block_frequency(&cfg, &loops, DEFAULT_LOOP_ITERATIONS);
            assert!(freq.iter().all(|x| x.is_finite() && *x >= 0.0), "{name}");
            let live = Liveness::compute(f, &cfg);
            if f.num_insts() <= NAIVE_CHECK_LIMIT {
                checked += 1;
                if let Err(e) = check_liveness(f, &cfg, &live) {
                    failures.push(format!("{name}: {e}"));
                }
                // If-converted code is where guard-local values (guarded definitions that
                // kill) come from: both implementations must agree on it too.
                let mut g = f.clone();
                let regions = if_convert(
                    &mut g,
                    IfConvertOptions {
                        max_insts: 8,
                        lone_loads: true,
                    },
                );
                if regions > 0 {
                    converted += 1;
                    let gcfg = Cfg::new(&g);
                    if let Err(e) = check_liveness(&g, &gcfg, &Liveness::compute(&g, &gcfg)) {
                        failures.push(format!("{name} (if-converted): {e}"));
                    }
                    check_scheduled_liveness(&g, &format!("{name} (if-converted)"), &mut failures);
                }
            }
            check_scheduled_liveness(f, &name, &mut failures);
            let entry_live = live.live_in(ptxra::ir::BlockId(0));
            if !entry_live
                .iter()
                .all(|v| f.vregs[v.index()].fixed.is_some())
            {
                failures.push(format!("{name}: unpinned values live at the entry"));
            }
            let ranges = calc_live_ranges(f, &live);
            for (v, r) in ranges.iter().enumerate() {
                let ok = r.segments.iter().all(|s| s.0 < s.1)
                    && r.segments.windows(2).all(|w| w[0].1 < w[1].0)
                    && r.segments
                        .last()
                        .is_none_or(|s| s.1 <= live.numbering().num_points());
                if !ok {
                    failures.push(format!("{name}: malformed range of %{v}: {:?}", r.segments));
                }
            }
            let p = calc_pressure(f, &live);
            assert_eq!(p.max_live, max_live(f), "{name}");
            let uniform = calc_uniformity(f, &cfg);
            assert_eq!(uniform.len(), f.vregs.len());
        }
    }
    eprintln!(
        "{functions} functions analysed, {checked} checked against naive liveness \
         ({converted} also if-converted)"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(converted > 0, "no suite kernel has a region to if-convert");
}

/// On a function large enough for [`calc_pressure`] to walk two halves on two threads, the
/// peak (MaxLive and the first instruction reaching it, per class) is the one the
/// per-instruction profile gives, for both shapes of generated kernel.
#[test]
fn pressure_peak_of_a_large_function_matches_its_profile() {
    let Ok(arch) = Arch::parse("sm_80") else {
        panic!("sm_80 must parse");
    };
    let opts = LowerOptions {
        arch,
        keep_param_loads: false,
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap_or_else(|e| panic!("a pool of two threads: {e}"));
    for shape in [
        ptxra::testing::synth::Shape::Straight,
        ptxra::testing::synth::Shape::Loops,
    ] {
        let text = ptxra::testing::synth::huge_kernel(shape, 40_000, 64);
        let ast = ptx_parser::parse_module(&text).unwrap_or_else(|e| panic!("{e}"));
        let lowered = lower_module(&ast, &text, &opts).unwrap_or_else(|e| panic!("{e}"));
        for f in &lowered.module.functions {
            assert!(f.num_insts() >= 20_000, "{}", f.num_insts());
            let live = Liveness::compute(f, &Cfg::new(f));
            let expected = peak_of(&pressure_profile_with(f, &live));
            assert_eq!(
                pool.install(|| calc_pressure(f, &live)),
                expected,
                "{}",
                f.name
            );
        }
    }
}
