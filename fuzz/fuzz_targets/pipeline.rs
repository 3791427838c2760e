//! Structurally valid random PTX (`ptxra::testing::testgen`) through lowering, every pass, the
//! allocator and the independent checker: every function must allocate and verify (or the
//! budget be reported as impossible), never an error on valid PTX or a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let ptx = ptxra::testing::testgen::generate(data);
    if let Err(e) = ptxra::testing::testgen::check_pipeline(&ptx, None) {
        panic!("{e}\n{ptx}");
    }
});
