//! Parse throughput on every corpus and `kernels/` PTX file, each parsed separately (as the
//! allocator does), reported in bytes per second of PTX text.
//!
//! `cargo bench -p ptx-parser --bench parse`

// `criterion_group!` generates an undocumented public function.
#![allow(missing_docs)]

use std::path::{Path, PathBuf};

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

fn ptx_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            ptx_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "ptx") {
            out.push(p);
        }
    }
}

fn sources() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    ptx_files(&root.join("../../shared/corpus/ptx"), &mut files);
    ptx_files(&root.join("../kernels"), &mut files);
    files
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .collect()
}

fn bench_parse(c: &mut Criterion) {
    let srcs = sources();
    let total: usize = srcs.iter().map(String::len).sum();
    if total == 0 {
        eprintln!("no PTX files found; nothing to benchmark");
        return;
    }
    let mut g = c.benchmark_group("parse");
    g.throughput(Throughput::Bytes(total as u64));
    g.sample_size(10);
    g.bench_function(
        format!("corpus ({} files, {} bytes)", srcs.len(), total),
        |b| {
            b.iter(|| {
                for s in &srcs {
                    let _ = black_box(ptx_parser::parse_module(black_box(s)));
                }
            })
        },
    );
    // The same, with the trees dropped outside the timed region: the cost of building them
    // without the cost of freeing them.
    g.bench_function("corpus, trees dropped untimed", |b| {
        b.iter_with_large_drop(|| {
            srcs.iter()
                .map(|s| ptx_parser::parse_module(black_box(s)))
                .collect::<Vec<_>>()
        })
    });
    g.finish();
}

criterion_group!(benches, bench_parse);
criterion_main!(benches);
