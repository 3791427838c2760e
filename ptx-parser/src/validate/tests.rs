//! Validation of constructs of CUTLASS's PTX (nvcc 13.5): `cvt.pack`, `set` of half
//! precision, `tensormap.replace` and vector registers; and of Triton 3.9's: vector
//! atomics and reductions, packed `.f32x2` and mixed-precision arithmetic. Every verdict below is ptxas
//! 13.5's on the same line in the same module (`ptxas -arch <target>`); its error text is
//! quoted where it refuses.

use crate::ast::Module;

/// A kernel declaring registers of each kind the cases use, `line` in its body.
fn module(target: &str, version: &str, line: &str) -> String {
    format!(
        ".version {version}\n.target {target}\n.address_size 64\n\
         .visible .entry k(.param .u64 p)\n{{\n\
         .reg .b16 %h<4>;\n.reg .b32 %r<4>;\n.reg .s32 %s<4>;\n.reg .f32 %f<4>;\n\
         .reg .b64 %rd<4>;\n.reg .pred %p<2>;\n\
         .reg .v2 .f32 mx;\n.reg .v4 .b32 q;\n\
         {line}\nret;\n}}\n"
    )
}

/// The first validation error of `line` (its message), `None` when it is valid.
fn error(target: &str, version: &str, line: &str) -> Option<String> {
    let src = module(target, version, line);
    let m: Module = match crate::parse_module(&src) {
        Ok(m) => m,
        Err(e) => return Some(format!("parse: {}", e.render("k.ptx", &src))),
    };
    crate::validate(&m, &src)
        .err()
        .map(|e| e.render("k.ptx", &src))
}

/// Each line is valid at `target`/`version`.
fn accepted(target: &str, version: &str, lines: &[&str]) {
    for line in lines {
        if let Some(e) = error(target, version, line) {
            panic!("ptxas 13.5 accepts `{line}` ({target}, {version}), ptxra refuses:\n{e}");
        }
    }
}

/// Each line is refused at `target`/`version` with a message containing the text given.
fn refused(target: &str, version: &str, cases: &[(&str, &str)]) {
    for (line, why) in cases {
        match error(target, version, line) {
            None => panic!("ptxas 13.5 refuses `{line}` ({target}, {version}), ptxra accepts"),
            Some(e) => assert!(e.contains(why), "`{line}`: expected `{why}` in\n{e}"),
        }
    }
}

#[test]
fn cvt_pack_packs_saturated_values() {
    accepted(
        "sm_80",
        "8.0",
        &[
            "cvt.pack.sat.s4.s32.b32 %r1, %s1, %s2, 0;",
            "cvt.pack.sat.u4.s32.b32 %r1, %s1, %s2, %r1;",
            "cvt.pack.sat.s2.s32.b32 %r1, %s1, %s2, %r1;",
            "cvt.pack.sat.u8.s32.b32 %r1, %s1, %s2, %f3;",
            "cvt.pack.sat.u16.s32 %r1, %s1, %s2;",
            // Results and sources may be wider than their types.
            "cvt.pack.sat.s8.s32.b32 %rd1, %s1, %s2, %r3;",
            "cvt.pack.sat.s4.s32.b32 %r1, %rd1, %s2, %rd3;",
        ],
    );
    refused(
        "sm_80",
        "8.0",
        &[
            // ".sat modifier required for instruction 'cvt.pack'"
            (
                "cvt.pack.s4.s32.b32 %r1, %s1, %s2, 0;",
                "needs one of `.sat`",
            ),
            // "Unknown modifier '.pack'"
            (
                "cvt.sat.pack.u16.s32 %r1, %s1, %s2;",
                "must come right after",
            ),
            // "Arguments mismatch for instruction 'cvt.pack'"
            (
                "cvt.pack.sat.u16.s32 %r1, %s1, %s2, %r3;",
                "takes 3 operands",
            ),
            ("cvt.pack.sat.s8.s32.b32 %h1, %s1, %s2, %r3;", "`%h1`"),
            ("cvt.pack.sat.s4.s32.b32 %f1, %s1, %s2, %r3;", "`%f1`"),
            ("cvt.pack.sat.s4.s32.b32 %r1, %f1, %s2, %r3;", "`%f1`"),
            ("cvt.pack.sat.s4.s32.b32 %r1, %s1, %s2, %h3;", "`%h3`"),
            // "Unexpected instruction types specified for 'cvt.pack'"
            (
                "cvt.pack.sat.s8.u32.b32 %r1, %s1, %s2, %r3;",
                "does not take the types",
            ),
        ],
    );
    // "Feature 'cvt.pack' requires PTX ISA .version 6.5 or later"
    refused(
        "sm_75",
        "6.4",
        &[("cvt.pack.sat.u16.s32 %r1, %s1, %s2;", "PTX ISA 6.5")],
    );
}

#[test]
fn set_writes_half_precision_results() {
    accepted(
        "sm_80",
        "8.0",
        &[
            "set.eq.f16x2.f16x2 %r1, %r2, %r3;",
            "set.lt.ftz.f16x2.f16x2 %r1, %r2, %r3;",
            "set.gtu.and.f16x2.f16x2 %r1, %r2, %r3, %p1;",
            "set.ge.f16.f16 %h1, %h2, %h3;",
            "set.ltu.ftz.f16.f32 %h1, %f2, %f3;",
            "set.lo.f16.u32 %h1, %r2, %r3;",
        ],
    );
    accepted(
        "sm_90",
        "8.0",
        &[
            "set.ne.bf16x2.bf16x2 %r1, %r2, %r3;",
            "set.lt.bf16.f16 %h1, %h2, %h3;",
        ],
    );
    refused(
        "sm_80",
        "8.0",
        &[
            // "Unexpected instruction types specified for 'set'"
            ("set.ge.f16x2.f16 %r1, %h1, %h2;", "does not take the types"),
            ("set.lt.f16.bf16 %h1, %h1, %h2;", "does not take the types"),
            // "Arguments mismatch for instruction 'set'"
            ("set.eq.f16x2.f16x2 %f1, %r2, %r3;", "`%f1`"),
            ("set.eq.f16x2.f16x2 %r1, %r2, %h3;", "`%h3`"),
            // "Feature 'set.bf16x2' requires .target sm_90 or higher"
            ("set.ne.bf16x2.bf16x2 %r1, %r2, %r3;", "sm_90"),
        ],
    );
    // "Illegal modifier '.ftz' for instruction 'set'"
    refused(
        "sm_90",
        "8.0",
        &[("set.lt.ftz.bf16.f32 %h1, %f2, %f3;", "`.ftz`")],
    );
}

#[test]
fn tensormap_replace_writes_one_field() {
    accepted(
        "sm_90a",
        "8.3",
        &[
            "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%r1], %rd2;",
            "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%rd1], 4, %r2;",
            "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%rd1], 1, %rd1;",
            "tensormap.replace.tile.rank.global.b1024.b32 [%rd1], %f1;",
            "tensormap.replace.tile.box_dim.b1024.b32 [%rd1], 0, %r2;",
            "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd1], 2;",
            "tensormap.replace.tile.rank.b1024.global.b32 [%rd1], %r2;",
        ],
    );
    accepted(
        "sm_100f",
        "8.8",
        &["tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [%rd1], 1;"],
    );
    refused(
        "sm_90a",
        "8.3",
        &[
            // "Illegal modifier '.rank' for instruction 'tensormap.replace' with type '.b64'"
            (
                "tensormap.replace.tile.rank.global.b1024.b64 [%rd1], %rd2;",
                "`.rank` is not allowed",
            ),
            // "Arguments mismatch for instruction 'tensormap.replace'"
            (
                "tensormap.replace.tile.global_dim.global.b1024.b32 [%rd1], %r2;",
                "takes 3 operands",
            ),
            (
                "tensormap.replace.tile.global_address.global.b1024.b64 [%rd1], %r2;",
                "`%r2`",
            ),
            // "State space incorrect for instruction 'tensormap.replace'"
            (
                "tensormap.replace.tile.rank.shared.b1024.b32 [%r1], %r2;",
                "`.shared`",
            ),
            // "Tensormap size modifier required for instruction 'tensormap.replace'"
            (
                "tensormap.replace.tile.rank.global.b32 [%rd1], %r2;",
                "`.b1024`",
            ),
            // "... 'tensormap.replace.swizzle_atomicity' requires PTX ISA .version 8.6"
            (
                "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [%rd1], 1;",
                "PTX ISA 8.6",
            ),
        ],
    );
    // "Instruction 'tensormap.replace' not supported on .target 'sm_90'"
    refused(
        "sm_90",
        "8.3",
        &[(
            "tensormap.replace.tile.rank.global.b1024.b32 [%rd1], %r2;",
            "architecture-specific",
        )],
    );
    // "Feature 'tensormap.replace' requires PTX ISA .version 8.3 or later"
    refused(
        "sm_90a",
        "8.2",
        &[(
            "tensormap.replace.tile.rank.global.b1024.b32 [%rd1], %r2;",
            "PTX ISA 8.3",
        )],
    );
}

#[test]
fn vector_registers_are_their_elements() {
    accepted(
        "sm_80",
        "8.0",
        &[
            "max.f32 mx.x, %f1, %f2;",
            "max.f32 mx.g, %f1, %f2;",
            "selp.f32 %f1, mx.x, mx.y, %p1;",
            "add.s32 q.w, q.x, %s1;",
            "st.global.v2.f32 [%rd1], mx;",
            "st.global.v2.f32 [%rd1], {mx.x, mx.y};",
            "ld.global.v4.u32 q, [%rd1];",
            "mov.v2.f32 mx, {%f1, %f2};",
            "mov.v2.f32 {%f1, %f2}, mx;",
            "mov.b64 %rd1, mx;",
            // Past the vector's end: ptxas reads whatever register is at hand.
            "max.f32 mx.z, %f1, %f2;",
        ],
    );
    refused(
        "sm_80",
        "8.0",
        &[
            // "Arguments mismatch for instruction 'max'"
            ("max.s32 mx.x, %s1, %s2;", "`mx` is a `.f32` register"),
            // "Vector operand is not allowed for instruction 'max'"
            ("max.f32 mx, %f1, %f2;", "vector register `mx`"),
            // "Argument vector size mismatch for instruction 'st'"
            (
                "st.global.v4.f32 [%rd1], mx;",
                "moves a vector of 4 registers, found 2",
            ),
            ("st.global.f32 [%rd1], mx;", "vector register `mx`"),
            // "Argument vector size mismatch for instruction 'mov'"
            ("mov.f32 mx, %f1;", "vector register `mx`"),
            // "Arguments mismatch for instruction 'ld'"
            ("ld.global.v2.u32 mx, [%rd1];", "`mx` is a `.f32` register"),
            // "Unknown video selector: '.x'"
            ("mov.b32 %r1.x, %r2;", "not a vector register"),
            // "Vector type too large, exceeds 128 bit limit"
            (
                "mov.v4.b64 {%rd0, %rd1, %rd2, %rd3}, {%rd0, %rd1, %rd2, %rd3};",
                "`.v4` is not allowed",
            ),
        ],
    );
}

#[test]
fn vector_atomics_take_float_vectors() {
    accepted(
        "sm_90a",
        "8.1",
        &[
            "atom.global.gpu.acq_rel.add.v4.f32 {%f0, %f1, %f2, %f3}, [%rd1], {%f0, %f1, %f2, %f3};",
            "atom.add.v2.f32 {%f0, %f1}, [%rd1], {%f2, %f3};",
            "atom.global.add.v4.f32 {%r0, %r1, %r2, %r3}, [%rd1], {%r0, %r1, %r2, %r3};",
            "atom.global.add.v2.f32.L2::cache_hint {%f0, %f1}, [%rd1], {%f2, %f3}, %rd2;",
            "atom.global.gpu.acq_rel.add.noftz.v8.bf16 {%h0, %h1, %h2, %h3, %h0, %h1, %h2, %h3}, \
             [%rd1], {%h0, %h1, %h2, %h3, %h0, %h1, %h2, %h3};",
            "atom.global.min.noftz.v8.f16 {%h0, %h1, %h2, %h3, %h0, %h1, %h2, %h3}, [%rd1], \
             {%h0, %h1, %h2, %h3, %h0, %h1, %h2, %h3};",
            "atom.global.max.noftz.v2.f16 {%h0, %h1}, [%rd1], {%h2, %h3};",
            "atom.global.add.noftz.v4.bf16x2 {%r0, %r1, %r2, %r3}, [%rd1], {%r0, %r1, %r2, %r3};",
            "atom.global.min.noftz.v2.f16x2 {%r0, %r1}, [%rd1], {%r2, %r3};",
            "red.global.gpu.relaxed.add.v4.f32 [%rd1], {%f0, %f1, %f2, %f3};",
            "red.global.release.sys.add.v4.f32.L2::cache_hint [%rd1], {%f0, %f1, %f2, %f3}, %rd2;",
            "red.global.add.noftz.v8.bf16 [%rd1], {%h0, %h1, %h2, %h3, %h0, %h1, %h2, %h3};",
            "red.global.max.noftz.v4.f16x2 [%rd1], {%r0, %r1, %r2, %r3};",
        ],
    );
    refused(
        "sm_90a",
        "8.1",
        &[
            // "State space incorrect for feature 'atom instruction with vector types'"
            (
                "atom.shared.add.v4.f32 {%f0, %f1, %f2, %f3}, [%rd1], {%f0, %f1, %f2, %f3};",
                "`.v4` is not allowed",
            ),
            (
                "red.shared.add.v2.f32 [%rd1], {%f0, %f1};",
                "`.v2` is not allowed",
            ),
            // "Only .v2 or .v4 vector modifier supported with type .f32 on .add operation
            // for atom instruction with vector types"
            (
                "atom.global.add.v8.f32 {%f0, %f1, %f2, %f3, %f0, %f1, %f2, %f3}, [%rd1], \
                 {%f0, %f1, %f2, %f3, %f0, %f1, %f2, %f3};",
                "`.v8`",
            ),
            // "Vector qualifier is not allowed for instruction 'atom'"
            (
                "atom.global.add.v4.u32 {%r0, %r1, %r2, %r3}, [%rd1], {%r0, %r1, %r2, %r3};",
                "`.v4`",
            ),
            (
                "red.global.add.v4.u32 [%rd1], {%r0, %r1, %r2, %r3};",
                "`.v4`",
            ),
            // "Operation .min requires .u32 or .s32 or .u64 or .s64 or .f16 ... type"
            (
                "atom.global.min.v4.f32 {%f0, %f1, %f2, %f3}, [%rd1], {%f0, %f1, %f2, %f3};",
                "`.min`",
            ),
            // "'.noftz' modifier required for instruction 'atom' with type '.bf16'"
            (
                "atom.global.add.v2.bf16 {%h0, %h1}, [%rd1], {%h2, %h3};",
                "`.v2` is not allowed",
            ),
            // "Vector modifier required for instruction 'atom.min.f16.global'"
            ("atom.global.min.noftz.f16 %h0, [%rd1], %h1;", "`.min`"),
            // "Arguments mismatch for instruction 'atom'"
            (
                "atom.global.add.noftz.v2.f16 {%r0, %r1}, [%rd1], {%r2, %r3};",
                "`%r0` is a `.b32` register",
            ),
            (
                "atom.global.add.v4.f32 {%rd0, %rd1, %rd2, %rd3}, [%rd1], {%f0, %f1, %f2, %f3};",
                "`%rd0` is a `.b64` register",
            ),
            // "Argument vector size mismatch for instruction 'atom'"
            (
                "atom.global.add.v2.f32 {%f0, %f1}, [%rd1], {%f0, %f1, %f2, %f3};",
                "moves a vector of 2 registers, found 4",
            ),
        ],
    );
    // "Feature 'atom instruction with vector types' requires PTX ISA .version 8.1 or later"
    refused(
        "sm_90a",
        "8.0",
        &[(
            "atom.global.add.v2.f32 {%f0, %f1}, [%rd1], {%f2, %f3};",
            "PTX ISA 8.1",
        )],
    );
    // "Feature 'red instruction with vector types' requires .target sm_90 or higher"
    refused(
        "sm_89",
        "8.1",
        &[("red.global.add.v2.f32 [%rd1], {%f2, %f3};", "sm_90")],
    );
}

#[test]
fn packed_f32x2_arithmetic_on_b64_registers() {
    accepted(
        "sm_100a",
        "8.6",
        &[
            "add.f32x2 %rd1, %rd2, %rd3;",
            "add.rz.ftz.f32x2 %rd1, %rd2, %rd3;",
            "sub.rm.ftz.f32x2 %rd1, %rd2, %rd3;",
            "mul.rp.f32x2 %rd1, %rd2, %rd3;",
            "fma.rn.ftz.f32x2 %rd1, %rd2, %rd3, %rd1;",
        ],
    );
    accepted("sm_120a", "8.7", &["mul.f32x2 %rd1, %rd2, %rd3;"]);
    refused(
        "sm_100a",
        "8.6",
        &[
            // "Illegal modifier '.sat' for instruction 'add'"
            ("add.sat.f32x2 %rd1, %rd2, %rd3;", "`.sat`"),
            ("fma.rn.sat.f32x2 %rd1, %rd2, %rd3, %rd1;", "`.sat`"),
            // "Rounding modifier required for instruction 'fma'"
            ("fma.f32x2 %rd1, %rd2, %rd3, %rd1;", "`.rn`"),
            // "Arguments mismatch for instruction 'add'"
            ("add.f32x2 %rd1, %rd2, %f3;", "`%f3` is a `.f32` register"),
        ],
    );
    // "Feature 'add.f32x2' requires .target sm_100 or higher"
    refused(
        "sm_90a",
        "8.6",
        &[("add.f32x2 %rd1, %rd2, %rd3;", "sm_100")],
    );
}

#[test]
fn mixed_precision_widens_the_first_operand() {
    accepted(
        "sm_100a",
        "8.6",
        &[
            "add.f32.bf16 %f1, %h1, %f2;",
            "add.rz.sat.f32.f16 %f1, %h1, %f2;",
            "sub.rm.f32.bf16 %f1, %h1, %f2;",
            "fma.rn.sat.f32.bf16 %f1, %h1, %h2, %f2;",
            "fma.rp.f32.f16 %f1, %h1, %h2, %f2;",
            "add.f32.f16 %r1, %h1, %r2;",
        ],
    );
    refused(
        "sm_100a",
        "8.6",
        &[
            // "Arguments mismatch for instruction 'add'"
            ("add.f32.bf16 %f1, %f2, %h1;", "`%f2` is a `.f32` register"),
            ("add.f32.f16 %f1, %r1, %f2;", "`%r1` is a `.b32` register"),
            (
                "fma.rn.f32.f16 %f1, %h1, %f3, %f2;",
                "`%f3` is a `.f32` register",
            ),
            // "Illegal modifier '.ftz' for instruction 'add'"
            ("add.ftz.f32.f16 %f1, %h1, %f2;", "`.ftz`"),
            // "Rounding modifier required for instruction 'fma'"
            ("fma.f32.f16 %f1, %h1, %h2, %f2;", "`.rn`"),
            // "Unexpected instruction types specified for 'mul'"
            ("mul.rn.f32.f16 %f1, %h1, %f2;", "`.f32.f16`"),
        ],
    );
    // "Feature 'add.f32.bf16' requires .target sm_100 or higher"
    refused(
        "sm_90a",
        "8.6",
        &[("add.f32.bf16 %f1, %h1, %f2;", "sm_100")],
    );
}
