//! The allocator under random `--maxrregcount` budgets (the first byte chooses it, down to
//! the 16-register floor) on generated kernels: each allocation verifies and stays within
//! its budget, or the budget is reported as impossible to meet.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&b, rest)) = data.split_first() else {
        return;
    };
    let budget = ptxra::testing::testgen::budget_from(b);
    let ptx = ptxra::testing::testgen::generate(rest);
    if let Err(e) = ptxra::testing::testgen::check_pipeline(&ptx, budget) {
        panic!("maxrregcount {budget:?}: {e}\n{ptx}");
    }
});
