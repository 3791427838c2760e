; ModuleID = 'src/ew_chains.cu'
source_filename = "src/ew_chains.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @ew_affine_relu(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %23

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = tail call contract noundef float @llvm.fma.f32(float %2, float %17, float %3)
  %19 = fcmp contract ogt float %18, 0.000000e+00
  %20 = select contract i1 %19, float %18, float 0.000000e+00
  %21 = tail call contract noundef float @llvm.fma.f32(float %20, float %4, float %5)
  %22 = getelementptr inbounds float, ptr %1, i64 %15
  store float %21, ptr %22, align 4, !tbaa !8
  br label %23

23:                                               ; preds = %14, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ew_rational3(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %15

12:                                               ; preds = %5
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %7, %13
  br label %16

15:                                               ; preds = %16, %5
  ret void

16:                                               ; preds = %12, %16
  %17 = phi i32 [ %10, %12 ], [ %32, %16 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = getelementptr inbounds float, ptr %1, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = getelementptr inbounds float, ptr %2, i64 %18
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = tail call contract noundef float @llvm.fma.f32(float %20, float %22, float %24)
  %26 = tail call contract noundef float @llvm.fma.f32(float %22, float %24, float %20)
  %27 = fmul contract float %25, %26
  %28 = tail call contract noundef float @llvm.fma.f32(float %24, float %20, float %22)
  %29 = fadd contract float %28, 1.500000e+00
  %30 = fdiv contract float %27, %29
  %31 = getelementptr inbounds float, ptr %3, i64 %18
  store float %30, ptr %31, align 4, !tbaa !8
  %32 = add i32 %17, %14
  %33 = icmp slt i32 %32, %4
  br i1 %33, label %16, label %15, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @ew_float4_poly12(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %72

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.float4, ptr %0, i64 %11
  %13 = load float, ptr %12, align 16, !tbaa !8
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %17 = load float, ptr %16, align 8, !tbaa !8
  %18 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = tail call contract noundef float @llvm.fma.f32(float %13, float 3.125000e-02, float 5.000000e-01)
  %21 = tail call contract noundef float @llvm.fma.f32(float %20, float %13, float 4.375000e-01)
  %22 = tail call contract noundef float @llvm.fma.f32(float %21, float %13, float 3.750000e-01)
  %23 = tail call contract noundef float @llvm.fma.f32(float %22, float %13, float 3.125000e-01)
  %24 = tail call contract noundef float @llvm.fma.f32(float %23, float %13, float 2.500000e-01)
  %25 = tail call contract noundef float @llvm.fma.f32(float %24, float %13, float 1.875000e-01)
  %26 = tail call contract noundef float @llvm.fma.f32(float %25, float %13, float 1.250000e-01)
  %27 = tail call contract noundef float @llvm.fma.f32(float %26, float %13, float 6.250000e-02)
  %28 = tail call contract noundef float @llvm.fma.f32(float %27, float %13, float 0.000000e+00)
  %29 = tail call contract noundef float @llvm.fma.f32(float %28, float %13, float -6.250000e-02)
  %30 = tail call contract noundef float @llvm.fma.f32(float %29, float %13, float -1.250000e-01)
  %31 = tail call contract noundef float @llvm.fma.f32(float %30, float %13, float -1.875000e-01)
  %32 = tail call contract noundef float @llvm.fma.f32(float %15, float 3.125000e-02, float 5.000000e-01)
  %33 = tail call contract noundef float @llvm.fma.f32(float %32, float %15, float 4.375000e-01)
  %34 = tail call contract noundef float @llvm.fma.f32(float %33, float %15, float 3.750000e-01)
  %35 = tail call contract noundef float @llvm.fma.f32(float %34, float %15, float 3.125000e-01)
  %36 = tail call contract noundef float @llvm.fma.f32(float %35, float %15, float 2.500000e-01)
  %37 = tail call contract noundef float @llvm.fma.f32(float %36, float %15, float 1.875000e-01)
  %38 = tail call contract noundef float @llvm.fma.f32(float %37, float %15, float 1.250000e-01)
  %39 = tail call contract noundef float @llvm.fma.f32(float %38, float %15, float 6.250000e-02)
  %40 = tail call contract noundef float @llvm.fma.f32(float %39, float %15, float 0.000000e+00)
  %41 = tail call contract noundef float @llvm.fma.f32(float %40, float %15, float -6.250000e-02)
  %42 = tail call contract noundef float @llvm.fma.f32(float %41, float %15, float -1.250000e-01)
  %43 = tail call contract noundef float @llvm.fma.f32(float %42, float %15, float -1.875000e-01)
  %44 = tail call contract noundef float @llvm.fma.f32(float %17, float 3.125000e-02, float 5.000000e-01)
  %45 = tail call contract noundef float @llvm.fma.f32(float %44, float %17, float 4.375000e-01)
  %46 = tail call contract noundef float @llvm.fma.f32(float %45, float %17, float 3.750000e-01)
  %47 = tail call contract noundef float @llvm.fma.f32(float %46, float %17, float 3.125000e-01)
  %48 = tail call contract noundef float @llvm.fma.f32(float %47, float %17, float 2.500000e-01)
  %49 = tail call contract noundef float @llvm.fma.f32(float %48, float %17, float 1.875000e-01)
  %50 = tail call contract noundef float @llvm.fma.f32(float %49, float %17, float 1.250000e-01)
  %51 = tail call contract noundef float @llvm.fma.f32(float %50, float %17, float 6.250000e-02)
  %52 = tail call contract noundef float @llvm.fma.f32(float %51, float %17, float 0.000000e+00)
  %53 = tail call contract noundef float @llvm.fma.f32(float %52, float %17, float -6.250000e-02)
  %54 = tail call contract noundef float @llvm.fma.f32(float %53, float %17, float -1.250000e-01)
  %55 = tail call contract noundef float @llvm.fma.f32(float %54, float %17, float -1.875000e-01)
  %56 = tail call contract noundef float @llvm.fma.f32(float %19, float 3.125000e-02, float 5.000000e-01)
  %57 = tail call contract noundef float @llvm.fma.f32(float %56, float %19, float 4.375000e-01)
  %58 = tail call contract noundef float @llvm.fma.f32(float %57, float %19, float 3.750000e-01)
  %59 = tail call contract noundef float @llvm.fma.f32(float %58, float %19, float 3.125000e-01)
  %60 = tail call contract noundef float @llvm.fma.f32(float %59, float %19, float 2.500000e-01)
  %61 = tail call contract noundef float @llvm.fma.f32(float %60, float %19, float 1.875000e-01)
  %62 = tail call contract noundef float @llvm.fma.f32(float %61, float %19, float 1.250000e-01)
  %63 = tail call contract noundef float @llvm.fma.f32(float %62, float %19, float 6.250000e-02)
  %64 = tail call contract noundef float @llvm.fma.f32(float %63, float %19, float 0.000000e+00)
  %65 = tail call contract noundef float @llvm.fma.f32(float %64, float %19, float -6.250000e-02)
  %66 = tail call contract noundef float @llvm.fma.f32(float %65, float %19, float -1.250000e-01)
  %67 = tail call contract noundef float @llvm.fma.f32(float %66, float %19, float -1.875000e-01)
  %68 = getelementptr inbounds %struct.float4, ptr %1, i64 %11
  store float %31, ptr %68, align 16, !tbaa !8
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 4
  store float %43, ptr %69, align 4, !tbaa !8
  %70 = getelementptr inbounds nuw i8, ptr %68, i64 8
  store float %55, ptr %70, align 8, !tbaa !8
  %71 = getelementptr inbounds nuw i8, ptr %68, i64 12
  store float %67, ptr %71, align 4, !tbaa !8
  br label %72

72:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @ew_quant_dequant(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef readonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %30

12:                                               ; preds = %5
  %13 = zext nneg i32 %6 to i64
  %14 = getelementptr inbounds nuw float, ptr %3, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = fdiv contract float 1.000000e+00, %15
  %17 = sext i32 %10 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = fmul contract float %19, %16
  %21 = tail call contract float @llvm.rint.f32(float %20)
  %22 = fptosi float %21 to i32
  %23 = tail call i32 @llvm.smax.i32(i32 %22, i32 -127)
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 127)
  %25 = trunc nsw i32 %24 to i8
  %26 = getelementptr inbounds i8, ptr %1, i64 %17
  store i8 %25, ptr %26, align 1, !tbaa !12
  %27 = sitofp i32 %24 to float
  %28 = fmul contract float %15, %27
  %29 = getelementptr inbounds float, ptr %2, i64 %17
  store float %28, ptr %29, align 4, !tbaa !8
  br label %30

30:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!6, !6, i64 0}
