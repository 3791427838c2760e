; RUN: ptxra compile --emit ptx %s
; RUN(SM90): ptxra compile --emit ptx --arch sm_90 %s
; RUN(FACTS): ptxra compile --verify --maxrregcount 32 %s
; RUN(JSON): ptxra stats --json --verify %s tests/llvm/reverse32.bc
;
; LLVM IR in, the normal pipeline out. The function attributes `nvvm.maxntid` and
; `nvvm.minctasm` become `.maxntid`/`.minnctapersm` in the PTX that LLVM 22's NVPTX back end
; writes (the same text as `llc-22 -march=nvptx64 -mcpu=sm_80`), and from there set the
; occupancy block size and the register budget: 65536 registers / (128 threads x 4 blocks)
; = 128 per thread, which wins over --maxrregcount 32 as launch bounds do in ptxas.
;
; CHECK: .version 7.0
; CHECK: .target sm_80
; CHECK: .visible .entry scale_add(
; CHECK: .maxntid 128
; CHECK-NEXT: .minnctapersm 4
; CHECK: mul.wide.u32
; CHECK: ret;
;
; SM90: .target sm_90
; SM90: .visible .entry scale_add(
;
; FACTS: // ptxra facts for scale_add
; FACTS: // kind: entry
; FACTS: // spill_stores: 0
; FACTS: // register_target: 128
; FACTS: // verified: true
; FACTS: // occupancy: {{.*}}block_size 128
;
; The bitcode fixture next to the text one gives its own kernel; both inputs are reported.
; JSON: "path": "tests/golden/llvm/launch_bounds.ll"
; JSON: "name": "scale_add"
; JSON: "kind": "entry"
; JSON: "block_size": 128
; JSON: "verified": true
; JSON: "path": "tests/llvm/reverse32.bc"
; JSON: "name": "reverse32"
; JSON: "verified": true

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @scale_add(ptr addrspace(1) %x, ptr addrspace(1) %y, float %a) "nvvm.maxntid"="128" "nvvm.minctasm"="4" {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %c, 7
  %i = add i32 %base, %t
  %i64 = zext i32 %i to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i64
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %m = fmul float %vx, %a
  %s = fadd float %m, %vy
  store float %s, ptr addrspace(1) %py, align 4
  ret void
}
