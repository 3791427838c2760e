; Hand-written NVPTX kernels for tests/llvm_inputs.rs (facts derived by hand in that file).
;
; reverse32.bc is this file assembled with LLVM 22:
;   llvm-as-22 tests/llvm/reverse32.ll -o tests/llvm/reverse32.bc
;
; Every `reverse32*` kernel loads in[0..32) with volatile loads, then stores them to
; out[0..32) in reverse order with volatile stores. Volatile accesses keep their order (LLVM
; and ptxas alike), and the first store needs the last value loaded, so at that point all 32
; loaded values are live at once, plus the 64-bit `out` address: at least 34 GPRs without
; spilling.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; No launch bounds: --maxrregcount applies.
define ptx_kernel void @reverse32(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %pi0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 0
  %v0 = load volatile i32, ptr addrspace(1) %pi0, align 4
  %pi1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 1
  %v1 = load volatile i32, ptr addrspace(1) %pi1, align 4
  %pi2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 2
  %v2 = load volatile i32, ptr addrspace(1) %pi2, align 4
  %pi3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 3
  %v3 = load volatile i32, ptr addrspace(1) %pi3, align 4
  %pi4 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 4
  %v4 = load volatile i32, ptr addrspace(1) %pi4, align 4
  %pi5 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 5
  %v5 = load volatile i32, ptr addrspace(1) %pi5, align 4
  %pi6 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 6
  %v6 = load volatile i32, ptr addrspace(1) %pi6, align 4
  %pi7 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 7
  %v7 = load volatile i32, ptr addrspace(1) %pi7, align 4
  %pi8 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 8
  %v8 = load volatile i32, ptr addrspace(1) %pi8, align 4
  %pi9 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 9
  %v9 = load volatile i32, ptr addrspace(1) %pi9, align 4
  %pi10 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 10
  %v10 = load volatile i32, ptr addrspace(1) %pi10, align 4
  %pi11 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 11
  %v11 = load volatile i32, ptr addrspace(1) %pi11, align 4
  %pi12 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 12
  %v12 = load volatile i32, ptr addrspace(1) %pi12, align 4
  %pi13 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 13
  %v13 = load volatile i32, ptr addrspace(1) %pi13, align 4
  %pi14 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 14
  %v14 = load volatile i32, ptr addrspace(1) %pi14, align 4
  %pi15 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 15
  %v15 = load volatile i32, ptr addrspace(1) %pi15, align 4
  %pi16 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 16
  %v16 = load volatile i32, ptr addrspace(1) %pi16, align 4
  %pi17 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 17
  %v17 = load volatile i32, ptr addrspace(1) %pi17, align 4
  %pi18 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 18
  %v18 = load volatile i32, ptr addrspace(1) %pi18, align 4
  %pi19 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 19
  %v19 = load volatile i32, ptr addrspace(1) %pi19, align 4
  %pi20 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 20
  %v20 = load volatile i32, ptr addrspace(1) %pi20, align 4
  %pi21 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 21
  %v21 = load volatile i32, ptr addrspace(1) %pi21, align 4
  %pi22 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 22
  %v22 = load volatile i32, ptr addrspace(1) %pi22, align 4
  %pi23 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 23
  %v23 = load volatile i32, ptr addrspace(1) %pi23, align 4
  %pi24 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 24
  %v24 = load volatile i32, ptr addrspace(1) %pi24, align 4
  %pi25 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 25
  %v25 = load volatile i32, ptr addrspace(1) %pi25, align 4
  %pi26 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 26
  %v26 = load volatile i32, ptr addrspace(1) %pi26, align 4
  %pi27 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 27
  %v27 = load volatile i32, ptr addrspace(1) %pi27, align 4
  %pi28 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 28
  %v28 = load volatile i32, ptr addrspace(1) %pi28, align 4
  %pi29 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 29
  %v29 = load volatile i32, ptr addrspace(1) %pi29, align 4
  %pi30 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 30
  %v30 = load volatile i32, ptr addrspace(1) %pi30, align 4
  %pi31 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 31
  %v31 = load volatile i32, ptr addrspace(1) %pi31, align 4
  %po0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 0
  store volatile i32 %v31, ptr addrspace(1) %po0, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store volatile i32 %v30, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store volatile i32 %v29, ptr addrspace(1) %po2, align 4
  %po3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store volatile i32 %v28, ptr addrspace(1) %po3, align 4
  %po4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 4
  store volatile i32 %v27, ptr addrspace(1) %po4, align 4
  %po5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 5
  store volatile i32 %v26, ptr addrspace(1) %po5, align 4
  %po6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 6
  store volatile i32 %v25, ptr addrspace(1) %po6, align 4
  %po7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 7
  store volatile i32 %v24, ptr addrspace(1) %po7, align 4
  %po8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 8
  store volatile i32 %v23, ptr addrspace(1) %po8, align 4
  %po9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 9
  store volatile i32 %v22, ptr addrspace(1) %po9, align 4
  %po10 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 10
  store volatile i32 %v21, ptr addrspace(1) %po10, align 4
  %po11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 11
  store volatile i32 %v20, ptr addrspace(1) %po11, align 4
  %po12 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 12
  store volatile i32 %v19, ptr addrspace(1) %po12, align 4
  %po13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 13
  store volatile i32 %v18, ptr addrspace(1) %po13, align 4
  %po14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 14
  store volatile i32 %v17, ptr addrspace(1) %po14, align 4
  %po15 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 15
  store volatile i32 %v16, ptr addrspace(1) %po15, align 4
  %po16 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 16
  store volatile i32 %v15, ptr addrspace(1) %po16, align 4
  %po17 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 17
  store volatile i32 %v14, ptr addrspace(1) %po17, align 4
  %po18 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 18
  store volatile i32 %v13, ptr addrspace(1) %po18, align 4
  %po19 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 19
  store volatile i32 %v12, ptr addrspace(1) %po19, align 4
  %po20 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 20
  store volatile i32 %v11, ptr addrspace(1) %po20, align 4
  %po21 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 21
  store volatile i32 %v10, ptr addrspace(1) %po21, align 4
  %po22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 22
  store volatile i32 %v9, ptr addrspace(1) %po22, align 4
  %po23 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 23
  store volatile i32 %v8, ptr addrspace(1) %po23, align 4
  %po24 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 24
  store volatile i32 %v7, ptr addrspace(1) %po24, align 4
  %po25 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 25
  store volatile i32 %v6, ptr addrspace(1) %po25, align 4
  %po26 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 26
  store volatile i32 %v5, ptr addrspace(1) %po26, align 4
  %po27 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 27
  store volatile i32 %v4, ptr addrspace(1) %po27, align 4
  %po28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 28
  store volatile i32 %v3, ptr addrspace(1) %po28, align 4
  %po29 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 29
  store volatile i32 %v2, ptr addrspace(1) %po29, align 4
  %po30 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 30
  store volatile i32 %v1, ptr addrspace(1) %po30, align 4
  %po31 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 31
  store volatile i32 %v0, ptr addrspace(1) %po31, align 4
  ret void
}

; Launch bounds as a function attribute (what clang emits for __launch_bounds__(1024)):
; `.maxntid 1024, 1, 1` in the PTX. 65536 registers per SM / 1024 threads = 64 per thread,
; and the bound overrides --maxrregcount.
define ptx_kernel void @reverse32_maxntid(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %pi0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 0
  %v0 = load volatile i32, ptr addrspace(1) %pi0, align 4
  %pi1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 1
  %v1 = load volatile i32, ptr addrspace(1) %pi1, align 4
  %pi2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 2
  %v2 = load volatile i32, ptr addrspace(1) %pi2, align 4
  %pi3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 3
  %v3 = load volatile i32, ptr addrspace(1) %pi3, align 4
  %pi4 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 4
  %v4 = load volatile i32, ptr addrspace(1) %pi4, align 4
  %pi5 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 5
  %v5 = load volatile i32, ptr addrspace(1) %pi5, align 4
  %pi6 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 6
  %v6 = load volatile i32, ptr addrspace(1) %pi6, align 4
  %pi7 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 7
  %v7 = load volatile i32, ptr addrspace(1) %pi7, align 4
  %pi8 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 8
  %v8 = load volatile i32, ptr addrspace(1) %pi8, align 4
  %pi9 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 9
  %v9 = load volatile i32, ptr addrspace(1) %pi9, align 4
  %pi10 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 10
  %v10 = load volatile i32, ptr addrspace(1) %pi10, align 4
  %pi11 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 11
  %v11 = load volatile i32, ptr addrspace(1) %pi11, align 4
  %pi12 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 12
  %v12 = load volatile i32, ptr addrspace(1) %pi12, align 4
  %pi13 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 13
  %v13 = load volatile i32, ptr addrspace(1) %pi13, align 4
  %pi14 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 14
  %v14 = load volatile i32, ptr addrspace(1) %pi14, align 4
  %pi15 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 15
  %v15 = load volatile i32, ptr addrspace(1) %pi15, align 4
  %pi16 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 16
  %v16 = load volatile i32, ptr addrspace(1) %pi16, align 4
  %pi17 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 17
  %v17 = load volatile i32, ptr addrspace(1) %pi17, align 4
  %pi18 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 18
  %v18 = load volatile i32, ptr addrspace(1) %pi18, align 4
  %pi19 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 19
  %v19 = load volatile i32, ptr addrspace(1) %pi19, align 4
  %pi20 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 20
  %v20 = load volatile i32, ptr addrspace(1) %pi20, align 4
  %pi21 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 21
  %v21 = load volatile i32, ptr addrspace(1) %pi21, align 4
  %pi22 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 22
  %v22 = load volatile i32, ptr addrspace(1) %pi22, align 4
  %pi23 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 23
  %v23 = load volatile i32, ptr addrspace(1) %pi23, align 4
  %pi24 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 24
  %v24 = load volatile i32, ptr addrspace(1) %pi24, align 4
  %pi25 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 25
  %v25 = load volatile i32, ptr addrspace(1) %pi25, align 4
  %pi26 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 26
  %v26 = load volatile i32, ptr addrspace(1) %pi26, align 4
  %pi27 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 27
  %v27 = load volatile i32, ptr addrspace(1) %pi27, align 4
  %pi28 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 28
  %v28 = load volatile i32, ptr addrspace(1) %pi28, align 4
  %pi29 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 29
  %v29 = load volatile i32, ptr addrspace(1) %pi29, align 4
  %pi30 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 30
  %v30 = load volatile i32, ptr addrspace(1) %pi30, align 4
  %pi31 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 31
  %v31 = load volatile i32, ptr addrspace(1) %pi31, align 4
  %po0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 0
  store volatile i32 %v31, ptr addrspace(1) %po0, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store volatile i32 %v30, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store volatile i32 %v29, ptr addrspace(1) %po2, align 4
  %po3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store volatile i32 %v28, ptr addrspace(1) %po3, align 4
  %po4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 4
  store volatile i32 %v27, ptr addrspace(1) %po4, align 4
  %po5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 5
  store volatile i32 %v26, ptr addrspace(1) %po5, align 4
  %po6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 6
  store volatile i32 %v25, ptr addrspace(1) %po6, align 4
  %po7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 7
  store volatile i32 %v24, ptr addrspace(1) %po7, align 4
  %po8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 8
  store volatile i32 %v23, ptr addrspace(1) %po8, align 4
  %po9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 9
  store volatile i32 %v22, ptr addrspace(1) %po9, align 4
  %po10 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 10
  store volatile i32 %v21, ptr addrspace(1) %po10, align 4
  %po11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 11
  store volatile i32 %v20, ptr addrspace(1) %po11, align 4
  %po12 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 12
  store volatile i32 %v19, ptr addrspace(1) %po12, align 4
  %po13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 13
  store volatile i32 %v18, ptr addrspace(1) %po13, align 4
  %po14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 14
  store volatile i32 %v17, ptr addrspace(1) %po14, align 4
  %po15 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 15
  store volatile i32 %v16, ptr addrspace(1) %po15, align 4
  %po16 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 16
  store volatile i32 %v15, ptr addrspace(1) %po16, align 4
  %po17 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 17
  store volatile i32 %v14, ptr addrspace(1) %po17, align 4
  %po18 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 18
  store volatile i32 %v13, ptr addrspace(1) %po18, align 4
  %po19 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 19
  store volatile i32 %v12, ptr addrspace(1) %po19, align 4
  %po20 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 20
  store volatile i32 %v11, ptr addrspace(1) %po20, align 4
  %po21 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 21
  store volatile i32 %v10, ptr addrspace(1) %po21, align 4
  %po22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 22
  store volatile i32 %v9, ptr addrspace(1) %po22, align 4
  %po23 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 23
  store volatile i32 %v8, ptr addrspace(1) %po23, align 4
  %po24 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 24
  store volatile i32 %v7, ptr addrspace(1) %po24, align 4
  %po25 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 25
  store volatile i32 %v6, ptr addrspace(1) %po25, align 4
  %po26 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 26
  store volatile i32 %v5, ptr addrspace(1) %po26, align 4
  %po27 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 27
  store volatile i32 %v4, ptr addrspace(1) %po27, align 4
  %po28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 28
  store volatile i32 %v3, ptr addrspace(1) %po28, align 4
  %po29 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 29
  store volatile i32 %v2, ptr addrspace(1) %po29, align 4
  %po30 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 30
  store volatile i32 %v1, ptr addrspace(1) %po30, align 4
  %po31 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 31
  store volatile i32 %v0, ptr addrspace(1) %po31, align 4
  ret void
}

; Launch bounds in the legacy `nvvm.annotations` form (LLVM 22 upgrades it on load):
; `.maxntid 128, 1, 1` and `.minnctapersm 4`: 65536 / (128 * 4) = 128 registers per thread.
define ptx_kernel void @reverse32_annotated(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %pi0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 0
  %v0 = load volatile i32, ptr addrspace(1) %pi0, align 4
  %pi1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 1
  %v1 = load volatile i32, ptr addrspace(1) %pi1, align 4
  %pi2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 2
  %v2 = load volatile i32, ptr addrspace(1) %pi2, align 4
  %pi3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 3
  %v3 = load volatile i32, ptr addrspace(1) %pi3, align 4
  %pi4 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 4
  %v4 = load volatile i32, ptr addrspace(1) %pi4, align 4
  %pi5 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 5
  %v5 = load volatile i32, ptr addrspace(1) %pi5, align 4
  %pi6 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 6
  %v6 = load volatile i32, ptr addrspace(1) %pi6, align 4
  %pi7 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 7
  %v7 = load volatile i32, ptr addrspace(1) %pi7, align 4
  %pi8 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 8
  %v8 = load volatile i32, ptr addrspace(1) %pi8, align 4
  %pi9 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 9
  %v9 = load volatile i32, ptr addrspace(1) %pi9, align 4
  %pi10 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 10
  %v10 = load volatile i32, ptr addrspace(1) %pi10, align 4
  %pi11 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 11
  %v11 = load volatile i32, ptr addrspace(1) %pi11, align 4
  %pi12 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 12
  %v12 = load volatile i32, ptr addrspace(1) %pi12, align 4
  %pi13 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 13
  %v13 = load volatile i32, ptr addrspace(1) %pi13, align 4
  %pi14 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 14
  %v14 = load volatile i32, ptr addrspace(1) %pi14, align 4
  %pi15 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 15
  %v15 = load volatile i32, ptr addrspace(1) %pi15, align 4
  %pi16 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 16
  %v16 = load volatile i32, ptr addrspace(1) %pi16, align 4
  %pi17 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 17
  %v17 = load volatile i32, ptr addrspace(1) %pi17, align 4
  %pi18 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 18
  %v18 = load volatile i32, ptr addrspace(1) %pi18, align 4
  %pi19 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 19
  %v19 = load volatile i32, ptr addrspace(1) %pi19, align 4
  %pi20 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 20
  %v20 = load volatile i32, ptr addrspace(1) %pi20, align 4
  %pi21 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 21
  %v21 = load volatile i32, ptr addrspace(1) %pi21, align 4
  %pi22 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 22
  %v22 = load volatile i32, ptr addrspace(1) %pi22, align 4
  %pi23 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 23
  %v23 = load volatile i32, ptr addrspace(1) %pi23, align 4
  %pi24 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 24
  %v24 = load volatile i32, ptr addrspace(1) %pi24, align 4
  %pi25 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 25
  %v25 = load volatile i32, ptr addrspace(1) %pi25, align 4
  %pi26 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 26
  %v26 = load volatile i32, ptr addrspace(1) %pi26, align 4
  %pi27 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 27
  %v27 = load volatile i32, ptr addrspace(1) %pi27, align 4
  %pi28 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 28
  %v28 = load volatile i32, ptr addrspace(1) %pi28, align 4
  %pi29 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 29
  %v29 = load volatile i32, ptr addrspace(1) %pi29, align 4
  %pi30 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 30
  %v30 = load volatile i32, ptr addrspace(1) %pi30, align 4
  %pi31 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 31
  %v31 = load volatile i32, ptr addrspace(1) %pi31, align 4
  %po0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 0
  store volatile i32 %v31, ptr addrspace(1) %po0, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store volatile i32 %v30, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store volatile i32 %v29, ptr addrspace(1) %po2, align 4
  %po3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store volatile i32 %v28, ptr addrspace(1) %po3, align 4
  %po4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 4
  store volatile i32 %v27, ptr addrspace(1) %po4, align 4
  %po5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 5
  store volatile i32 %v26, ptr addrspace(1) %po5, align 4
  %po6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 6
  store volatile i32 %v25, ptr addrspace(1) %po6, align 4
  %po7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 7
  store volatile i32 %v24, ptr addrspace(1) %po7, align 4
  %po8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 8
  store volatile i32 %v23, ptr addrspace(1) %po8, align 4
  %po9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 9
  store volatile i32 %v22, ptr addrspace(1) %po9, align 4
  %po10 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 10
  store volatile i32 %v21, ptr addrspace(1) %po10, align 4
  %po11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 11
  store volatile i32 %v20, ptr addrspace(1) %po11, align 4
  %po12 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 12
  store volatile i32 %v19, ptr addrspace(1) %po12, align 4
  %po13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 13
  store volatile i32 %v18, ptr addrspace(1) %po13, align 4
  %po14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 14
  store volatile i32 %v17, ptr addrspace(1) %po14, align 4
  %po15 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 15
  store volatile i32 %v16, ptr addrspace(1) %po15, align 4
  %po16 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 16
  store volatile i32 %v15, ptr addrspace(1) %po16, align 4
  %po17 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 17
  store volatile i32 %v14, ptr addrspace(1) %po17, align 4
  %po18 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 18
  store volatile i32 %v13, ptr addrspace(1) %po18, align 4
  %po19 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 19
  store volatile i32 %v12, ptr addrspace(1) %po19, align 4
  %po20 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 20
  store volatile i32 %v11, ptr addrspace(1) %po20, align 4
  %po21 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 21
  store volatile i32 %v10, ptr addrspace(1) %po21, align 4
  %po22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 22
  store volatile i32 %v9, ptr addrspace(1) %po22, align 4
  %po23 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 23
  store volatile i32 %v8, ptr addrspace(1) %po23, align 4
  %po24 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 24
  store volatile i32 %v7, ptr addrspace(1) %po24, align 4
  %po25 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 25
  store volatile i32 %v6, ptr addrspace(1) %po25, align 4
  %po26 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 26
  store volatile i32 %v5, ptr addrspace(1) %po26, align 4
  %po27 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 27
  store volatile i32 %v4, ptr addrspace(1) %po27, align 4
  %po28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 28
  store volatile i32 %v3, ptr addrspace(1) %po28, align 4
  %po29 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 29
  store volatile i32 %v2, ptr addrspace(1) %po29, align 4
  %po30 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 30
  store volatile i32 %v1, ptr addrspace(1) %po30, align 4
  %po31 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 31
  store volatile i32 %v0, ptr addrspace(1) %po31, align 4
  ret void
}

; A non-inlinable device function: a `.func` in the PTX, reported with kind "func".
define void @bump(ptr addrspace(1) %p) #1 {
  %x = load i32, ptr addrspace(1) %p, align 4
  %y = add i32 %x, 1
  store i32 %y, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @calls_bump(ptr addrspace(1) %p) {
  call void @bump(ptr addrspace(1) %p)
  ret void
}

attributes #0 = { "nvvm.maxntid"="1024" }
attributes #1 = { noinline }

!nvvm.annotations = !{!0}
!0 = !{ptr @reverse32_annotated, !"maxntidx", i32 128, !"minctasm", i32 4}
