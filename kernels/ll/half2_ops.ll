; ModuleID = 'src/half2_ops.cu'
source_filename = "src/half2_ops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { <2 x half> }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @h2_bias_act(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %31

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.__half2, ptr %0, i64 %12
  %14 = load <2 x half>, ptr %13, align 4, !tbaa !8
  %15 = srem i32 %9, %3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.__half2, ptr %1, i64 %16
  %18 = load <2 x half>, ptr %17, align 4, !tbaa !8
  %19 = fadd contract <2 x half> %14, %18
  %20 = fmul contract <2 x half> %19, %19
  %21 = fmul contract <2 x half> %19, %20
  %22 = fmul contract <2 x half> %21, splat (half 0xH29B9)
  %23 = fadd contract <2 x half> %19, %22
  %24 = fmul contract <2 x half> %23, splat (half 0xH3800)
  %25 = fadd contract <2 x half> %24, splat (half 0xH3800)
  %26 = fcmp contract ogt <2 x half> %25, zeroinitializer
  %27 = select <2 x i1> %26, <2 x half> %25, <2 x half> zeroinitializer
  %28 = fcmp contract olt <2 x half> %27, splat (half 0xH3C00)
  %29 = select <2 x i1> %28, <2 x half> %27, <2 x half> splat (half 0xH3C00)
  %30 = fmul contract <2 x half> %19, %29
  store <2 x half> %30, ptr %13, align 4, !tbaa !8
  br label %31

31:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @h2_dot_rows(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = sext i32 %3 to i64
  %12 = mul nsw i64 %11, %10
  %13 = getelementptr inbounds %struct.__half2, ptr %0, i64 %12
  %14 = getelementptr inbounds %struct.__half2, ptr %1, i64 %12
  %15 = icmp slt i32 %3, 4
  br i1 %15, label %16, label %19

16:                                               ; preds = %19, %4
  %17 = phi float [ 0.000000e+00, %4 ], [ %58, %19 ]
  %18 = getelementptr inbounds float, ptr %2, i64 %10
  store float %17, ptr %18, align 4, !tbaa !9
  ret void

19:                                               ; preds = %4, %19
  %20 = phi i32 [ %59, %19 ], [ 4, %4 ]
  %21 = phi float [ %58, %19 ], [ 0.000000e+00, %4 ]
  %22 = phi i32 [ %20, %19 ], [ 0, %4 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw %struct.__half2, ptr %13, i64 %23
  %25 = load <2 x half>, ptr %24, align 4, !tbaa !8
  %26 = getelementptr inbounds nuw %struct.__half2, ptr %14, i64 %23
  %27 = load <2 x half>, ptr %26, align 4, !tbaa !8
  %28 = fmul contract <2 x half> %25, %27
  %29 = or disjoint i32 %22, 1
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw %struct.__half2, ptr %13, i64 %30
  %32 = load <2 x half>, ptr %31, align 4, !tbaa !8
  %33 = getelementptr inbounds nuw %struct.__half2, ptr %14, i64 %30
  %34 = load <2 x half>, ptr %33, align 4, !tbaa !8
  %35 = fmul contract <2 x half> %32, %34
  %36 = fadd contract <2 x half> %28, %35
  %37 = or disjoint i32 %22, 2
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw %struct.__half2, ptr %13, i64 %38
  %40 = load <2 x half>, ptr %39, align 4, !tbaa !8
  %41 = getelementptr inbounds nuw %struct.__half2, ptr %14, i64 %38
  %42 = load <2 x half>, ptr %41, align 4, !tbaa !8
  %43 = fmul contract <2 x half> %40, %42
  %44 = fadd contract <2 x half> %36, %43
  %45 = or disjoint i32 %22, 3
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw %struct.__half2, ptr %13, i64 %46
  %48 = load <2 x half>, ptr %47, align 4, !tbaa !8
  %49 = getelementptr inbounds nuw %struct.__half2, ptr %14, i64 %46
  %50 = load <2 x half>, ptr %49, align 4, !tbaa !8
  %51 = fmul contract <2 x half> %48, %50
  %52 = fadd contract <2 x half> %44, %51
  %53 = extractelement <2 x half> %52, i64 0
  %54 = fpext contract half %53 to float
  %55 = extractelement <2 x half> %52, i64 1
  %56 = fpext contract half %55 to float
  %57 = fadd contract float %54, %56
  %58 = fadd contract float %21, %57
  %59 = add nuw nsw i32 %20, 4
  %60 = icmp sgt i32 %59, %3
  br i1 %60, label %16, label %19, !llvm.loop !11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @h2_scale_convert(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %35

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = fmul contract float %2, %15
  %17 = getelementptr i8, ptr %14, i64 4
  %18 = load float, ptr %17, align 4, !tbaa !9
  %19 = fmul contract float %2, %18
  %20 = fptrunc contract float %16 to half
  %21 = fptrunc contract float %19 to half
  %22 = fcmp contract ogt half %20, %21
  %23 = select contract i1 %22, half %20, half %21
  %24 = insertelement <2 x half> poison, half %23, i64 0
  %25 = fcmp contract ogt half %21, %20
  %26 = select contract i1 %25, half %21, half %20
  %27 = insertelement <2 x half> %24, half %26, i64 1
  %28 = select contract i1 %25, half %20, half %21
  %29 = insertelement <2 x half> poison, half %28, i64 0
  %30 = select contract i1 %22, half %21, half %20
  %31 = insertelement <2 x half> %29, half %30, i64 1
  %32 = fsub contract <2 x half> %27, %31
  %33 = sext i32 %9 to i64
  %34 = getelementptr inbounds %struct.__half2, ptr %1, i64 %33
  store <2 x half> %32, ptr %34, align 4, !tbaa !8
  br label %35

35:                                               ; preds = %4, %11
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }

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
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
