; Hand-written NVPTX IR (ptxra kernel suite): the smallest useful kernels.
; out[0] = a + b, and out[tid] = tid * k.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @ll_tiny_add(ptr addrspace(1) %out, i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @ll_tiny_tid_scale(ptr addrspace(1) %out, i32 %k) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = mul i32 %t, %k
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
