; Hand-written NVPTX IR: a kernel calling a noinline device function (PTX .func, ABI call with
; .param arguments and return value), twice, with values live across the calls.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal float @ll_mix3(float %a, float %b, i32 %k) #0 {
entry:
  %kf = sitofp i32 %k to float
  %m = fmul float %a, %kf
  %s = fadd float %m, %b
  %c = fcmp ogt float %s, 1.0e2
  %r = select i1 %c, float 1.0e2, float %s
  ret float %r
}

define ptx_kernel void @ll_call_abi(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %k) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %a = load float, ptr addrspace(1) %p, align 4
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 32
  %b = load float, ptr addrspace(1) %p2, align 4
  %r1 = call float @ll_mix3(float %a, float %b, i32 %k)
  %k2 = add i32 %k, %t
  %r2 = call float @ll_mix3(float %r1, float %a, i32 %k2)
  %s = fadd float %r2, %b
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i
  store float %s, ptr addrspace(1) %q, align 4
  ret void
}

attributes #0 = { noinline }
