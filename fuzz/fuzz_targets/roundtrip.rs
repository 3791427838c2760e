//! If the input parses, printing it and parsing again gives the same tree.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(m) = ptx_parser::parse_bytes(data) {
        let printed = ptx_parser::print_module(&m);
        match ptx_parser::parse_module(&printed) {
            Ok(again) => assert_eq!(again, m, "printed:\n{printed}"),
            Err(e) => panic!(
                "printed form does not parse:\n{}",
                e.render("printed.ptx", &printed)
            ),
        }
    }
});
