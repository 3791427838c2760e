; Hand-written NVPTX IR: vector loads (<4 x float>), a chain of compares and selects on each lane,
; and an f64 reduction with fma -- exercising v4 loads, predicates and 64-bit register pairs.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare double @llvm.fma.f64(double, double, double)

define ptx_kernel void @ll_select_vector(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %dout, float %lo, float %hi) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b8 = shl i32 %bid, 8
  %gid = add i32 %b8, %tid
  %g64 = zext i32 %gid to i64
  %p = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %g64
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %lov = insertelement <4 x float> poison, float %lo, i32 0
  %los = shufflevector <4 x float> %lov, <4 x float> poison, <4 x i32> zeroinitializer
  %hiv = insertelement <4 x float> poison, float %hi, i32 0
  %his = shufflevector <4 x float> %hiv, <4 x float> poison, <4 x i32> zeroinitializer
  %below = fcmp olt <4 x float> %v, %los
  %above = fcmp ogt <4 x float> %v, %his
  %c1 = select <4 x i1> %below, <4 x float> %los, <4 x float> %v
  %c2 = select <4 x i1> %above, <4 x float> %his, <4 x float> %c1
  %q = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %g64
  store <4 x float> %c2, ptr addrspace(1) %q, align 16
  %e0 = extractelement <4 x float> %c2, i32 0
  %e1 = extractelement <4 x float> %c2, i32 1
  %e2 = extractelement <4 x float> %c2, i32 2
  %e3 = extractelement <4 x float> %c2, i32 3
  %d0 = fpext float %e0 to double
  %d1 = fpext float %e1 to double
  %d2 = fpext float %e2 to double
  %d3 = fpext float %e3 to double
  %s0 = call double @llvm.fma.f64(double %d0, double %d1, double 1.0)
  %s1 = call double @llvm.fma.f64(double %d2, double %d3, double %s0)
  %s2 = call double @llvm.fma.f64(double %s1, double %s1, double %d0)
  %r = getelementptr inbounds double, ptr addrspace(1) %dout, i64 %g64
  store double %s2, ptr addrspace(1) %r, align 8
  ret void
}
