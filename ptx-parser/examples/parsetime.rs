//! Times `parse_module` on each file given and prints the slowest ones and total MB/s:
//! a quick profiling aid (`cargo run --release -p ptx-parser --example parsetime -- files...`).

use std::time::Instant;

fn main() {
    let mut times = Vec::new();
    let mut total_bytes = 0usize;
    let mut total_secs = 0f64;
    let mut drop_secs = 0f64;
    for path in std::env::args().skip(1) {
        let Ok(src) = std::fs::read_to_string(&path) else {
            continue;
        };
        let t = Instant::now();
        let m = ptx_parser::parse_module(&src);
        let dt = t.elapsed().as_secs_f64();
        let ok = m.is_ok();
        let td = Instant::now();
        drop(m);
        drop_secs += td.elapsed().as_secs_f64();
        total_bytes += src.len();
        total_secs += dt;
        times.push((dt, src.len(), ok, path));
    }
    times.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (dt, len, ok, path) in times.iter().take(8) {
        println!("{:8.3} ms {:9} bytes ok={ok} {path}", dt * 1e3, len);
    }
    println!(
        "{} files, {} bytes, parse {:.3} s ({:.1} MB/s), dropping the trees {:.3} s; statement size {} bytes",
        times.len(),
        total_bytes,
        total_secs,
        total_bytes as f64 / total_secs / 1e6,
        drop_secs,
        std::mem::size_of::<ptx_parser::ast::Statement>()
    );
}
