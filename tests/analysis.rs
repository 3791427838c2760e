//! The analyses on real lowered kernels: every function of the suite's clang-22 sm_80 PTX is
//! lowered and analysed, the fast liveness is compared with the naive recomputation (on
//! functions small enough for it), live ranges are checked for shape, and MaxLive must agree
//! between the two pressure entry points.

use std::path::{Path, PathBuf};

use ptxra::analysis::{
    calc_block_frequency, calc_live_ranges, calc_pressure, calc_uniformity, check_liveness,
    max_live, Cfg, DomTree, Liveness, LoopForest, DEFAULT_LOOP_ITERATIONS,
};
use ptxra::lower::{lower_module, LowerOptions};
use ptxra::passes::{if_convert, IfConvertOptions};
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
                }
            }
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
