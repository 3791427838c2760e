//! Any input: the parser and the validation must not panic, and every error span must lie
//! inside the input.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(m) = ptx_parser::parse_bytes(data) {
        let src = String::from_utf8_lossy(data);
        for e in ptx_parser::validate::validate_all(&m, &src) {
            for (span, _) in &e.labels {
                assert!(span.start <= span.end, "inverted span {span:?}");
                assert!(span.end as usize <= data.len(), "span {span:?} beyond");
            }
            let _ = e.render("fuzz.ptx", &src);
        }
    }
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
