; ModuleID = 'src/uniform_values.cu'
source_filename = "src/uniform_values.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Geometry = type { i32, i32, i32, i32, float, float, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @uni_geometry_offsets(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.Geometry) align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %8 = load i32, ptr %2, align 4, !tbaa !8
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %10 = load i32, ptr %9, align 4, !tbaa !11
  %11 = shl nsw i32 %10, 1
  %12 = add nsw i32 %11, %8
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !12
  %15 = add nsw i32 %14, %11
  %16 = mul nsw i32 %12, %15
  %17 = add nsw i32 %10, %7
  %18 = sext i32 %17 to i64
  %19 = sext i32 %16 to i64
  %20 = mul nsw i64 %19, %18
  %21 = add nsw i32 %10, %6
  %22 = mul nsw i32 %12, %21
  %23 = sext i32 %22 to i64
  %24 = sext i32 %10 to i64
  %25 = shl nsw i32 %5, 5
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %27 = load float, ptr %26, align 4, !tbaa !13
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %29 = load float, ptr %28, align 4, !tbaa !14
  %30 = fmul contract float %29, %29
  %31 = fdiv contract float %27, %30
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %33 = load float, ptr %32, align 4, !tbaa !15
  %34 = fmul contract float %33, %33
  %35 = fdiv contract float %27, %34
  %36 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %37 = load float, ptr %36, align 4, !tbaa !16
  %38 = fmul contract float %37, %37
  %39 = fdiv contract float %27, %38
  %40 = fadd contract float %31, %35
  %41 = fadd contract float %40, %39
  %42 = fmul contract float %41, 2.000000e+00
  %43 = fsub contract float 1.000000e+00, %42
  %44 = sitofp i32 %3 to float
  %45 = fmul contract float %44, 0x3F847AE140000000
  %46 = fadd contract float %45, 1.000000e+00
  %47 = fdiv contract float 1.000000e+00, %46
  %48 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %49 = add nuw i32 %25, %48
  %50 = zext i32 %49 to i64
  %51 = add nsw i64 %50, %24
  %52 = add nsw i64 %51, %23
  %53 = add nsw i64 %52, %20
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !17
  %56 = fmul contract float %55, %43
  %57 = getelementptr i8, ptr %54, i64 -4
  %58 = load float, ptr %57, align 4, !tbaa !17
  %59 = getelementptr i8, ptr %54, i64 4
  %60 = load float, ptr %59, align 4, !tbaa !17
  %61 = fadd contract float %58, %60
  %62 = fmul contract float %31, %61
  %63 = fadd contract float %62, %56
  %64 = sext i32 %12 to i64
  %65 = sub nsw i64 %53, %64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !17
  %68 = getelementptr float, ptr %54, i64 %64
  %69 = load float, ptr %68, align 4, !tbaa !17
  %70 = fadd contract float %67, %69
  %71 = fmul contract float %35, %70
  %72 = fadd contract float %63, %71
  %73 = sub nsw i64 %53, %19
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !17
  %76 = getelementptr float, ptr %54, i64 %19
  %77 = load float, ptr %76, align 4, !tbaa !17
  %78 = fadd contract float %75, %77
  %79 = fmul contract float %39, %78
  %80 = fadd contract float %72, %79
  %81 = fmul contract float %47, %80
  %82 = getelementptr inbounds float, ptr %1, i64 %53
  store float %81, ptr %82, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @uni_block_affine(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, float noundef %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  switch i32 %7, label %12 [
    i32 0, label %15
    i32 1, label %10
  ]

10:                                               ; preds = %8
  %11 = fmul contract float %4, %5
  br label %15

12:                                               ; preds = %8
  %13 = fmul contract float %4, %5
  %14 = fadd contract float %13, %6
  br label %15

15:                                               ; preds = %8, %10, %12
  %16 = phi contract float [ %14, %12 ], [ %11, %10 ], [ %4, %8 ]
  %17 = zext nneg i32 %9 to i64
  %18 = sext i32 %3 to i64
  %19 = mul nsw i64 %18, %17
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp slt i32 %21, %3
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %22, label %35, label %24

24:                                               ; preds = %35, %15
  %25 = phi float [ 0.000000e+00, %15 ], [ %43, %35 ]
  %26 = uitofp nneg i32 %9 to float
  %27 = fmul contract float %6, %26
  %28 = fadd contract float %5, %27
  %29 = fmul contract float %16, %25
  %30 = fadd contract float %28, %29
  %31 = mul i32 %9, %23
  %32 = add i32 %31, %21
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw float, ptr %2, i64 %33
  store float %30, ptr %34, align 4, !tbaa !17
  ret void

35:                                               ; preds = %15, %35
  %36 = phi float [ %43, %35 ], [ 0.000000e+00, %15 ]
  %37 = phi i32 [ %44, %35 ], [ %21, %15 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %20, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !17
  %41 = getelementptr inbounds float, ptr %1, i64 %38
  %42 = load float, ptr %41, align 4, !tbaa !17
  %43 = tail call contract noundef float @llvm.fma.f32(float %40, float %42, float %36)
  %44 = add i32 %37, %23
  %45 = icmp slt i32 %44, %3
  br i1 %45, label %35, label %24, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @uni_strided_loops(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %2, %9
  %11 = icmp sgt i32 %2, 0
  br i1 %11, label %12, label %27

12:                                               ; preds = %7
  %13 = icmp sgt i32 %3, 0
  %14 = and i32 %3, 7
  %15 = icmp ult i32 %3, 8
  %16 = and i32 %3, 2147483640
  %17 = icmp eq i32 %14, 0
  %18 = icmp ne i32 %14, 0
  br label %19

19:                                               ; preds = %12, %53
  %20 = phi i32 [ 0, %12 ], [ %54, %53 ]
  %21 = phi i32 [ 0, %12 ], [ %55, %53 ]
  br i1 %13, label %22, label %53

22:                                               ; preds = %19
  %23 = add i32 %21, %10
  %24 = mul i32 %23, %4
  %25 = add i32 %24, %8
  %26 = add nsw i32 %21, %6
  br i1 %15, label %35, label %57

27:                                               ; preds = %53, %7
  %28 = phi i32 [ 0, %7 ], [ %54, %53 ]
  %29 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = mul i32 %9, %29
  %31 = add i32 %30, %8
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr %1, i64 %32
  store i32 %28, ptr %33, align 4, !tbaa !4
  ret void

34:                                               ; preds = %57
  br i1 %17, label %53, label %35

35:                                               ; preds = %34, %22
  %36 = phi i32 [ %20, %22 ], [ %131, %34 ]
  %37 = phi i32 [ 0, %22 ], [ %132, %34 ]
  tail call void @llvm.assume(i1 %18)
  br label %38

38:                                               ; preds = %38, %35
  %39 = phi i32 [ %36, %35 ], [ %49, %38 ]
  %40 = phi i32 [ %37, %35 ], [ %50, %38 ]
  %41 = phi i32 [ 0, %35 ], [ %51, %38 ]
  %42 = mul nsw i32 %40, %5
  %43 = add i32 %25, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !4
  %47 = sub i32 %26, %40
  %48 = mul nsw i32 %46, %47
  %49 = add nsw i32 %48, %39
  %50 = add nuw nsw i32 %40, 1
  %51 = add i32 %41, 1
  %52 = icmp eq i32 %51, %14
  br i1 %52, label %53, label %38, !llvm.loop !20

53:                                               ; preds = %34, %38, %19
  %54 = phi i32 [ %20, %19 ], [ %131, %34 ], [ %49, %38 ]
  %55 = add nuw nsw i32 %21, 1
  %56 = icmp eq i32 %55, %2
  br i1 %56, label %27, label %19, !llvm.loop !22

57:                                               ; preds = %22, %57
  %58 = phi i32 [ %131, %57 ], [ %20, %22 ]
  %59 = phi i32 [ %132, %57 ], [ 0, %22 ]
  %60 = phi i32 [ %133, %57 ], [ 0, %22 ]
  %61 = mul nsw i32 %59, %5
  %62 = add i32 %25, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !4
  %66 = sub i32 %26, %59
  %67 = mul nsw i32 %65, %66
  %68 = add nsw i32 %67, %58
  %69 = or disjoint i32 %59, 1
  %70 = mul nsw i32 %69, %5
  %71 = add i32 %25, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !4
  %75 = sub i32 %26, %69
  %76 = mul nsw i32 %74, %75
  %77 = add nsw i32 %76, %68
  %78 = or disjoint i32 %59, 2
  %79 = mul nsw i32 %78, %5
  %80 = add i32 %25, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !4
  %84 = sub i32 %26, %78
  %85 = mul nsw i32 %83, %84
  %86 = add nsw i32 %85, %77
  %87 = or disjoint i32 %59, 3
  %88 = mul nsw i32 %87, %5
  %89 = add i32 %25, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr %0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !4
  %93 = sub i32 %26, %87
  %94 = mul nsw i32 %92, %93
  %95 = add nsw i32 %94, %86
  %96 = or disjoint i32 %59, 4
  %97 = mul nsw i32 %96, %5
  %98 = add i32 %25, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %0, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !4
  %102 = sub i32 %26, %96
  %103 = mul nsw i32 %101, %102
  %104 = add nsw i32 %103, %95
  %105 = or disjoint i32 %59, 5
  %106 = mul nsw i32 %105, %5
  %107 = add i32 %25, %106
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !4
  %111 = sub i32 %26, %105
  %112 = mul nsw i32 %110, %111
  %113 = add nsw i32 %112, %104
  %114 = or disjoint i32 %59, 6
  %115 = mul nsw i32 %114, %5
  %116 = add i32 %25, %115
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr %0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !4
  %120 = sub i32 %26, %114
  %121 = mul nsw i32 %119, %120
  %122 = add nsw i32 %121, %113
  %123 = or disjoint i32 %59, 7
  %124 = mul nsw i32 %123, %5
  %125 = add i32 %25, %124
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr %0, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !4
  %129 = sub i32 %26, %123
  %130 = mul nsw i32 %128, %129
  %131 = add nsw i32 %130, %122
  %132 = add nuw nsw i32 %59, 8
  %133 = add i32 %60, 8
  %134 = icmp eq i32 %133, %16
  br i1 %134, label %34, label %57, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!8 = !{!9, !5, i64 0}
!9 = !{!"_ZTS8Geometry", !5, i64 0, !5, i64 4, !5, i64 8, !5, i64 12, !10, i64 16, !10, i64 20, !10, i64 24, !10, i64 28}
!10 = !{!"float", !6, i64 0}
!11 = !{!9, !5, i64 12}
!12 = !{!9, !5, i64 4}
!13 = !{!9, !10, i64 28}
!14 = !{!9, !10, i64 16}
!15 = !{!9, !10, i64 20}
!16 = !{!9, !10, i64 24}
!17 = !{!10, !10, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19}
