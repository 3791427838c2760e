; ModuleID = 'src/int_divrem.cu'
source_filename = "src/int_divrem.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @div_u32_runtime(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %26

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = getelementptr inbounds i32, ptr %1, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !4
  %18 = or i32 %17, 1
  %19 = freeze i32 %15
  %20 = freeze i32 %18
  %21 = udiv i32 %19, %20
  %22 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %21, ptr %22, align 4, !tbaa !4
  %23 = mul i32 %21, %20
  %24 = sub i32 %19, %23
  %25 = getelementptr inbounds i32, ptr %3, i64 %13
  store i32 %24, ptr %25, align 4, !tbaa !4
  br label %26

26:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @div_s32_mixed(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %26

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = freeze i32 %14
  %16 = sdiv i32 %15, %2
  %17 = srem i32 %14, 7
  %18 = add nsw i32 %16, %17
  %19 = sdiv i32 %14, -13
  %20 = add i32 %18, %19
  %21 = mul i32 %16, %2
  %22 = sub i32 %15, %21
  %23 = mul nsw i32 %22, 3
  %24 = add nsw i32 %20, %23
  %25 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %24, ptr %25, align 4, !tbaa !4
  br label %26

26:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @div_u64_runtime(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %26

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i64, ptr %0, i64 %13
  %15 = load i64, ptr %14, align 8, !tbaa !8
  %16 = getelementptr inbounds i64, ptr %1, i64 %13
  %17 = load i64, ptr %16, align 8, !tbaa !8
  %18 = or i64 %17, 1
  %19 = freeze i64 %15
  %20 = freeze i64 %18
  %21 = udiv i64 %19, %20
  %22 = getelementptr inbounds i64, ptr %2, i64 %13
  store i64 %21, ptr %22, align 8, !tbaa !8
  %23 = mul i64 %21, %20
  %24 = sub i64 %19, %23
  %25 = getelementptr inbounds i64, ptr %3, i64 %13
  store i64 %24, ptr %25, align 8, !tbaa !8
  br label %26

26:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @div_s64_const_and_var(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %25

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i64, ptr %0, i64 %12
  %14 = load i64, ptr %13, align 8, !tbaa !8
  %15 = sdiv i64 %14, 1000000007
  %16 = srem i64 %14, 10
  %17 = add nsw i64 %15, %16
  %18 = freeze i64 %14
  %19 = sdiv i64 %18, %2
  %20 = add nsw i64 %17, %19
  %21 = mul i64 %19, %2
  %22 = sub i64 %18, %21
  %23 = sub i64 %20, %22
  %24 = getelementptr inbounds i64, ptr %1, i64 %12
  store i64 %23, ptr %24, align 8, !tbaa !8
  br label %25

25:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @div_index_decomp(ptr noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %28

12:                                               ; preds = %5
  %13 = sdiv i32 %10, %1
  %14 = mul i32 %13, %1
  %15 = sub i32 %10, %14
  %16 = sdiv i32 %13, %2
  %17 = mul i32 %16, %2
  %18 = sub i32 %13, %17
  %19 = sdiv i32 %16, %3
  %20 = mul i32 %19, %3
  %21 = sub i32 %16, %20
  %22 = shl nsw i32 %10, 2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  store i32 %15, ptr %24, align 4, !tbaa !4
  %25 = getelementptr i8, ptr %24, i64 4
  store i32 %18, ptr %25, align 4, !tbaa !4
  %26 = getelementptr i8, ptr %24, i64 8
  store i32 %21, ptr %26, align 4, !tbaa !4
  %27 = getelementptr i8, ptr %24, i64 12
  store i32 %19, ptr %27, align 4, !tbaa !4
  br label %28

28:                                               ; preds = %5, %12
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long long", !6, i64 0}
