//! Any input: the parser must not panic, and every error span must lie inside the input.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = ptx_parser::parse_bytes(data) {
        for (span, _) in &e.labels {
            assert!(span.start <= span.end, "inverted span {span:?}");
            assert!(
                span.end as usize <= data.len(),
                "span {span:?} beyond {}",
                data.len()
            );
        }
        let _ = e.render("fuzz.ptx", &String::from_utf8_lossy(data));
    }
});
