//! Time of each pipeline stage — parse, lower, liveness, allocation, allocation under a
//! budget that forces spills and rematerialisation, listing emission, and the whole
//! compilation — on real kernels from `kernels/` and on generated huge kernels
//! (`ptxra::testing::synth`: straight-line and loop-heavy, 10k and 100k instructions, 64 values live).
//!
//! `cargo bench --bench pipeline` (optionally a filter: `cargo bench --bench pipeline -- lower`).
//! The 1M-instruction kernels take seconds per iteration; they run only with
//! `PTXRA_BENCH_HUGE=1`. `scripts/bench.sh` measures the same sizes end to end against ptxas.

// `criterion_group!` generates an undocumented public function.
#![allow(missing_docs)]
#![allow(clippy::expect_used)]

use std::path::Path;
use std::time::Duration;

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ptxra::analysis::{Cfg, Liveness};
use ptxra::driver::{self, Options};
use ptxra::knobs::Settings;
use ptxra::lower::{self, LowerOptions};
use ptxra::regalloc::{self, AllocOptions};
use ptxra::target::Arch;
use ptxra::testing::synth::{huge_kernel, Shape};

/// Real kernels: the three largest of the suite and a typical GEMM.
const REAL: &[&str] = &[
    "kernels/ptx/nvrtc-13.5/sm_80/huge_register_tile.ptx",
    "kernels/ptx/nvrtc-13.5/sm_80/huge_sha256.ptx",
    "kernels/ptx/nvrtc-13.5/sm_80/huge_many_accumulators.ptx",
    "kernels/ptx/nvrtc-13.5/sm_80/gemm_rb8x8.ptx",
];

/// A benchmark input: its name, PTX text and PTX instruction count.
struct Input {
    name: String,
    text: String,
    insts: u64,
}

fn inputs() -> Vec<Input> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for rel in REAL {
        let Ok(text) = std::fs::read_to_string(root.join(rel)) else {
            continue;
        };
        let name = Path::new(rel)
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let insts = text.lines().filter(|l| l.trim_end().ends_with(';')).count() as u64;
        out.push(Input { name, text, insts });
    }
    let mut sizes = vec![10_000, 100_000];
    if std::env::var_os("PTXRA_BENCH_HUGE").is_some() {
        sizes.push(1_000_000);
    }
    for shape in [Shape::Straight, Shape::Loops] {
        for &n in &sizes {
            out.push(Input {
                name: format!("{}_{n}", shape.name()),
                text: huge_kernel(shape, n, 64),
                insts: n as u64,
            });
        }
    }
    out
}

/// Fewer samples for the big inputs, so that a full run stays in minutes.
fn configure(g: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(3));
}

fn sm80() -> Arch {
    Arch::parse("sm_80").expect("sm_80 is a known architecture")
}

fn bench_front(c: &mut Criterion) {
    let mut g = c.benchmark_group("front");
    configure(&mut g);
    for input in inputs() {
        g.throughput(Throughput::Elements(input.insts));
        g.bench_with_input(BenchmarkId::new("parse", &input.name), &input, |b, i| {
            b.iter(|| ptx_parser::parse_bytes(black_box(i.text.as_bytes())).expect("parses"))
        });
        let module = ptx_parser::parse_bytes(input.text.as_bytes()).expect("parses");
        let opts = LowerOptions {
            arch: sm80(),
            keep_param_loads: false,
        };
        g.bench_with_input(BenchmarkId::new("lower", &input.name), &input, |b, i| {
            b.iter(|| lower::lower_module(black_box(&module), &i.text, &opts).expect("lowers"))
        });
    }
    g.finish();
}

fn bench_back(c: &mut Criterion) {
    let mut g = c.benchmark_group("back");
    configure(&mut g);
    let info = sm80().info();
    for input in inputs() {
        g.throughput(Throughput::Elements(input.insts));
        let opts = Options {
            keep_allocated_from: true,
            ..Options::default()
        };
        let compiled =
            driver::compile_ptx(input.text.as_bytes(), &input.name, &opts).expect("compiles");
        // The code the allocator was given (scheduled) and its budget.
        let Some(f) = compiled.functions.iter().max_by_key(|f| f.func.num_insts()) else {
            continue;
        };
        let Some(code) = &f.allocated_from else {
            continue;
        };
        g.bench_with_input(
            BenchmarkId::new("liveness", &input.name),
            code,
            |b, code| b.iter(|| Liveness::compute(code, &Cfg::new(code))),
        );
        let opts = AllocOptions::new(info, f.budget, Settings::default());
        g.bench_with_input(
            BenchmarkId::new("allocate", &input.name),
            code,
            |b, code| b.iter(|| regalloc::allocate(black_box(code), &opts).expect("allocates")),
        );
        // 32 registers: far below the 64 live values of the generated kernels, so the
        // allocator spills and rematerialises.
        let tight = AllocOptions::new(info, 32, Settings::default());
        if regalloc::allocate(code, &tight).is_ok() {
            g.bench_with_input(
                BenchmarkId::new("spill_remat", &input.name),
                code,
                |b, code| {
                    b.iter(|| regalloc::allocate(black_box(code), &tight).expect("allocates"))
                },
            );
        }
        g.bench_with_input(BenchmarkId::new("emit", &input.name), f, |b, f| {
            b.iter(|| ptxra::emit::emit_listing(&f.func, &f.regs, &f.stats))
        });
        g.bench_with_input(BenchmarkId::new("compile", &input.name), &input, |b, i| {
            b.iter(|| {
                driver::compile_ptx(black_box(i.text.as_bytes()), &i.name, &Options::default())
                    .expect("compiles")
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench_front, bench_back);
criterion_main!(benches);
