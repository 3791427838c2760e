//! Small generated kernels shared by the CLI tests (included with `#[path]` by the tests that
//! use them, so the others do not carry unused code).

/// A kernel that loads `n` words with volatile loads and stores them back in reverse order,
/// so all `n` are live at once: its register count grows with `n` (by hand: n values plus
/// the two 64-bit addresses).
pub fn reverse_kernel(name: &str, n: usize) -> String {
    let mut s = format!(
        ".version 8.0\n.target sm_80\n.address_size 64\n\n.visible .entry {name}(.param .u64 pin, .param .u64 pout)\n{{\n    .reg .b32 %r<{}>;\n    .reg .b64 %rd<3>;\n    ld.param.u64 %rd1, [pin];\n    ld.param.u64 %rd2, [pout];\n    cvta.to.global.u64 %rd1, %rd1;\n    cvta.to.global.u64 %rd2, %rd2;\n",
        n + 1
    );
    for i in 0..n {
        s.push_str(&format!(
            "    ld.volatile.global.u32 %r{i}, [%rd1+{}];\n",
            4 * i
        ));
    }
    for i in 0..n {
        s.push_str(&format!(
            "    st.volatile.global.u32 [%rd2+{}], %r{};\n",
            4 * i,
            n - 1 - i
        ));
    }
    s.push_str("    ret;\n}\n");
    s
}
