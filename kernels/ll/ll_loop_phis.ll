; Hand-written NVPTX IR: a counted loop carrying four values through phis (a rotating
; Fibonacci-like recurrence with a float accumulator), then a data-dependent exit loop.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define ptx_kernel void @ll_loop_phis(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %bid, %bdim
  %gid = add i32 %base, %tid
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 1, %entry ], [ %c, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %c = add i32 %a, %b
  %idx = add i32 %gid, %i
  %idx64 = sext i32 %idx to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx64
  %x = load float, ptr addrspace(1) %p, align 4
  %cf = sitofp i32 %c to float
  %acc.next = call float @llvm.fma.f32(float %x, float %cf, float %acc)
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %res = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %fin = phi i32 [ 0, %entry ], [ %c, %loop ]
  br label %wloop

wloop:
  %v = phi i32 [ %fin, %exit ], [ %v.next, %wloop ]
  %steps = phi i32 [ 0, %exit ], [ %steps.next, %wloop ]
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  %t3 = mul i32 %v, 3
  %t3p = add i32 %t3, 1
  %half = lshr i32 %v, 1
  %v.next = select i1 %isodd, i32 %t3p, i32 %half
  %steps.next = add i32 %steps, 1
  %small = icmp ult i32 %v.next, 2
  %cap = icmp ugt i32 %steps.next, 200
  %stop = or i1 %small, %cap
  br i1 %stop, label %end, label %wloop

end:
  %sf = uitofp i32 %steps.next to float
  %r = fadd float %res, %sf
  %g64 = sext i32 %gid to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

declare float @llvm.fma.f32(float, float, float)
