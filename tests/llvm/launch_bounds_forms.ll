; Launch-bound and kernel-marking forms for tests/llvm_inputs.rs (facts derived there).
;
; Every kernel has the same body: 8 volatile 16-byte vector loads from `in`, then 8 volatile
; vector stores to `out` in reverse order. Volatile accesses keep their order, and the first
; store needs the last vector loaded, so all 32 loaded 32-bit values are live at once, plus
; the 64-bit `out` address: at least 34 GPRs to avoid spilling.
;
; Kernels are marked in both forms LLVM 22 reads: the `ptx_kernel` calling convention, and the
; older `!nvvm.annotations` `"kernel"` entries (LLVM turns those, and the `maxntid*`,
; `reqntid*`, `minctasm` and `maxnreg` annotations, into the calling convention and `"nvvm.*"`
; function attributes when it loads the module).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Marked a kernel only by `!nvvm.annotations` (no calling convention), as clang 19 and
; older producers emit. No launch bounds: --maxrregcount applies.
define void @ann_kernel(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %pi0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 0
  %v0 = load volatile <4 x i32>, ptr addrspace(1) %pi0, align 16
  %pi1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 1
  %v1 = load volatile <4 x i32>, ptr addrspace(1) %pi1, align 16
  %pi2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 2
  %v2 = load volatile <4 x i32>, ptr addrspace(1) %pi2, align 16
  %pi3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 3
  %v3 = load volatile <4 x i32>, ptr addrspace(1) %pi3, align 16
  %pi4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 4
  %v4 = load volatile <4 x i32>, ptr addrspace(1) %pi4, align 16
  %pi5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 5
  %v5 = load volatile <4 x i32>, ptr addrspace(1) %pi5, align 16
  %pi6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 6
  %v6 = load volatile <4 x i32>, ptr addrspace(1) %pi6, align 16
  %pi7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 7
  %v7 = load volatile <4 x i32>, ptr addrspace(1) %pi7, align 16
  %po0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 0
  store volatile <4 x i32> %v7, ptr addrspace(1) %po0, align 16
  %po1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 1
  store volatile <4 x i32> %v6, ptr addrspace(1) %po1, align 16
  %po2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 2
  store volatile <4 x i32> %v5, ptr addrspace(1) %po2, align 16
  %po3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 3
  store volatile <4 x i32> %v4, ptr addrspace(1) %po3, align 16
  %po4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 4
  store volatile <4 x i32> %v3, ptr addrspace(1) %po4, align 16
  %po5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 5
  store volatile <4 x i32> %v2, ptr addrspace(1) %po5, align 16
  %po6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 6
  store volatile <4 x i32> %v1, ptr addrspace(1) %po6, align 16
  %po7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 7
  store volatile <4 x i32> %v0, ptr addrspace(1) %po7, align 16
  ret void
}

; Annotation-marked kernel with a `maxnreg` annotation: `.maxnreg 32`, too few for 34 values.
define void @ann_maxnreg(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %pi0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 0
  %v0 = load volatile <4 x i32>, ptr addrspace(1) %pi0, align 16
  %pi1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 1
  %v1 = load volatile <4 x i32>, ptr addrspace(1) %pi1, align 16
  %pi2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 2
  %v2 = load volatile <4 x i32>, ptr addrspace(1) %pi2, align 16
  %pi3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 3
  %v3 = load volatile <4 x i32>, ptr addrspace(1) %pi3, align 16
  %pi4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 4
  %v4 = load volatile <4 x i32>, ptr addrspace(1) %pi4, align 16
  %pi5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 5
  %v5 = load volatile <4 x i32>, ptr addrspace(1) %pi5, align 16
  %pi6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 6
  %v6 = load volatile <4 x i32>, ptr addrspace(1) %pi6, align 16
  %pi7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 7
  %v7 = load volatile <4 x i32>, ptr addrspace(1) %pi7, align 16
  %po0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 0
  store volatile <4 x i32> %v7, ptr addrspace(1) %po0, align 16
  %po1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 1
  store volatile <4 x i32> %v6, ptr addrspace(1) %po1, align 16
  %po2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 2
  store volatile <4 x i32> %v5, ptr addrspace(1) %po2, align 16
  %po3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 3
  store volatile <4 x i32> %v4, ptr addrspace(1) %po3, align 16
  %po4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 4
  store volatile <4 x i32> %v3, ptr addrspace(1) %po4, align 16
  %po5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 5
  store volatile <4 x i32> %v2, ptr addrspace(1) %po5, align 16
  %po6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 6
  store volatile <4 x i32> %v1, ptr addrspace(1) %po6, align 16
  %po7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 7
  store volatile <4 x i32> %v0, ptr addrspace(1) %po7, align 16
  ret void
}

; `ptx_kernel` with the `"nvvm.maxnreg"="40"` attribute (LLVM 20+ form): `.maxnreg 40`.
define ptx_kernel void @attr_maxnreg(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %pi0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 0
  %v0 = load volatile <4 x i32>, ptr addrspace(1) %pi0, align 16
  %pi1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 1
  %v1 = load volatile <4 x i32>, ptr addrspace(1) %pi1, align 16
  %pi2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 2
  %v2 = load volatile <4 x i32>, ptr addrspace(1) %pi2, align 16
  %pi3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 3
  %v3 = load volatile <4 x i32>, ptr addrspace(1) %pi3, align 16
  %pi4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 4
  %v4 = load volatile <4 x i32>, ptr addrspace(1) %pi4, align 16
  %pi5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 5
  %v5 = load volatile <4 x i32>, ptr addrspace(1) %pi5, align 16
  %pi6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 6
  %v6 = load volatile <4 x i32>, ptr addrspace(1) %pi6, align 16
  %pi7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 7
  %v7 = load volatile <4 x i32>, ptr addrspace(1) %pi7, align 16
  %po0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 0
  store volatile <4 x i32> %v7, ptr addrspace(1) %po0, align 16
  %po1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 1
  store volatile <4 x i32> %v6, ptr addrspace(1) %po1, align 16
  %po2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 2
  store volatile <4 x i32> %v5, ptr addrspace(1) %po2, align 16
  %po3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 3
  store volatile <4 x i32> %v4, ptr addrspace(1) %po3, align 16
  %po4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 4
  store volatile <4 x i32> %v3, ptr addrspace(1) %po4, align 16
  %po5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 5
  store volatile <4 x i32> %v2, ptr addrspace(1) %po5, align 16
  %po6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 6
  store volatile <4 x i32> %v1, ptr addrspace(1) %po6, align 16
  %po7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 7
  store volatile <4 x i32> %v0, ptr addrspace(1) %po7, align 16
  ret void
}

; Annotation-marked kernel with `maxntidx` and `minctasm` in separate annotation nodes:
; `.maxntid 256, 1, 1` and `.minnctapersm 2`.
define void @ann_bounds(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %pi0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 0
  %v0 = load volatile <4 x i32>, ptr addrspace(1) %pi0, align 16
  %pi1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 1
  %v1 = load volatile <4 x i32>, ptr addrspace(1) %pi1, align 16
  %pi2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 2
  %v2 = load volatile <4 x i32>, ptr addrspace(1) %pi2, align 16
  %pi3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 3
  %v3 = load volatile <4 x i32>, ptr addrspace(1) %pi3, align 16
  %pi4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 4
  %v4 = load volatile <4 x i32>, ptr addrspace(1) %pi4, align 16
  %pi5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 5
  %v5 = load volatile <4 x i32>, ptr addrspace(1) %pi5, align 16
  %pi6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 6
  %v6 = load volatile <4 x i32>, ptr addrspace(1) %pi6, align 16
  %pi7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 7
  %v7 = load volatile <4 x i32>, ptr addrspace(1) %pi7, align 16
  %po0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 0
  store volatile <4 x i32> %v7, ptr addrspace(1) %po0, align 16
  %po1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 1
  store volatile <4 x i32> %v6, ptr addrspace(1) %po1, align 16
  %po2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 2
  store volatile <4 x i32> %v5, ptr addrspace(1) %po2, align 16
  %po3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 3
  store volatile <4 x i32> %v4, ptr addrspace(1) %po3, align 16
  %po4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 4
  store volatile <4 x i32> %v3, ptr addrspace(1) %po4, align 16
  %po5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 5
  store volatile <4 x i32> %v2, ptr addrspace(1) %po5, align 16
  %po6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 6
  store volatile <4 x i32> %v1, ptr addrspace(1) %po6, align 16
  %po7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 7
  store volatile <4 x i32> %v0, ptr addrspace(1) %po7, align 16
  ret void
}

; `ptx_kernel` with `"nvvm.maxntid"="512"` and `"nvvm.minctasm"="2"`: `.maxntid 512, 1, 1`
; and `.minnctapersm 2`.
define ptx_kernel void @attr_minctasm(ptr addrspace(1) %in, ptr addrspace(1) %out) #1 {
  %pi0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 0
  %v0 = load volatile <4 x i32>, ptr addrspace(1) %pi0, align 16
  %pi1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 1
  %v1 = load volatile <4 x i32>, ptr addrspace(1) %pi1, align 16
  %pi2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 2
  %v2 = load volatile <4 x i32>, ptr addrspace(1) %pi2, align 16
  %pi3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 3
  %v3 = load volatile <4 x i32>, ptr addrspace(1) %pi3, align 16
  %pi4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 4
  %v4 = load volatile <4 x i32>, ptr addrspace(1) %pi4, align 16
  %pi5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 5
  %v5 = load volatile <4 x i32>, ptr addrspace(1) %pi5, align 16
  %pi6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 6
  %v6 = load volatile <4 x i32>, ptr addrspace(1) %pi6, align 16
  %pi7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 7
  %v7 = load volatile <4 x i32>, ptr addrspace(1) %pi7, align 16
  %po0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 0
  store volatile <4 x i32> %v7, ptr addrspace(1) %po0, align 16
  %po1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 1
  store volatile <4 x i32> %v6, ptr addrspace(1) %po1, align 16
  %po2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 2
  store volatile <4 x i32> %v5, ptr addrspace(1) %po2, align 16
  %po3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 3
  store volatile <4 x i32> %v4, ptr addrspace(1) %po3, align 16
  %po4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 4
  store volatile <4 x i32> %v3, ptr addrspace(1) %po4, align 16
  %po5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 5
  store volatile <4 x i32> %v2, ptr addrspace(1) %po5, align 16
  %po6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 6
  store volatile <4 x i32> %v1, ptr addrspace(1) %po6, align 16
  %po7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 7
  store volatile <4 x i32> %v0, ptr addrspace(1) %po7, align 16
  ret void
}

; Annotation-marked kernel with `reqntidx` 64 and `reqntidy` 2: `.reqntid 64, 2, 1`.
define void @ann_reqntid(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %pi0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 0
  %v0 = load volatile <4 x i32>, ptr addrspace(1) %pi0, align 16
  %pi1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 1
  %v1 = load volatile <4 x i32>, ptr addrspace(1) %pi1, align 16
  %pi2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 2
  %v2 = load volatile <4 x i32>, ptr addrspace(1) %pi2, align 16
  %pi3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 3
  %v3 = load volatile <4 x i32>, ptr addrspace(1) %pi3, align 16
  %pi4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 4
  %v4 = load volatile <4 x i32>, ptr addrspace(1) %pi4, align 16
  %pi5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 5
  %v5 = load volatile <4 x i32>, ptr addrspace(1) %pi5, align 16
  %pi6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 6
  %v6 = load volatile <4 x i32>, ptr addrspace(1) %pi6, align 16
  %pi7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 7
  %v7 = load volatile <4 x i32>, ptr addrspace(1) %pi7, align 16
  %po0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 0
  store volatile <4 x i32> %v7, ptr addrspace(1) %po0, align 16
  %po1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 1
  store volatile <4 x i32> %v6, ptr addrspace(1) %po1, align 16
  %po2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 2
  store volatile <4 x i32> %v5, ptr addrspace(1) %po2, align 16
  %po3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 3
  store volatile <4 x i32> %v4, ptr addrspace(1) %po3, align 16
  %po4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 4
  store volatile <4 x i32> %v3, ptr addrspace(1) %po4, align 16
  %po5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 5
  store volatile <4 x i32> %v2, ptr addrspace(1) %po5, align 16
  %po6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 6
  store volatile <4 x i32> %v1, ptr addrspace(1) %po6, align 16
  %po7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 7
  store volatile <4 x i32> %v0, ptr addrspace(1) %po7, align 16
  ret void
}

; Neither marked nor annotated: a device function (`.func`), even though nothing calls it.
define void @not_a_kernel(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { "nvvm.maxnreg"="40" }
attributes #1 = { "nvvm.maxntid"="512" "nvvm.minctasm"="2" }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!0 = !{ptr @ann_kernel, !"kernel", i32 1}
!1 = !{ptr @ann_maxnreg, !"kernel", i32 1}
!2 = !{ptr @ann_maxnreg, !"maxnreg", i32 32}
!3 = !{ptr @ann_bounds, !"kernel", i32 1}
!4 = !{ptr @ann_bounds, !"maxntidx", i32 256}
!5 = !{ptr @ann_bounds, !"minctasm", i32 2}
!6 = !{ptr @ann_reqntid, !"kernel", i32 1}
!7 = !{ptr @ann_reqntid, !"reqntidx", i32 64}
!8 = !{ptr @ann_reqntid, !"reqntidy", i32 2}
