; ModuleID = 'src/divergence.cu'
source_filename = "src/divergence.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @div_mandelbrot(ptr noundef writeonly captures(none) %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = icmp slt i32 %12, %5
  br i1 %14, label %15, label %45

15:                                               ; preds = %7
  %16 = sitofp i32 %12 to float
  %17 = fmul contract float %3, %16
  %18 = fadd contract float %1, %17
  %19 = uitofp nneg i32 %13 to float
  %20 = fmul contract float %4, %19
  %21 = fadd contract float %2, %20
  %22 = icmp sgt i32 %6, 0
  br i1 %22, label %23, label %39

23:                                               ; preds = %15, %31
  %24 = phi i32 [ %37, %31 ], [ 0, %15 ]
  %25 = phi float [ %36, %31 ], [ 0.000000e+00, %15 ]
  %26 = phi float [ %33, %31 ], [ 0.000000e+00, %15 ]
  %27 = fmul contract float %26, %26
  %28 = fmul contract float %25, %25
  %29 = fadd contract float %27, %28
  %30 = fcmp contract olt float %29, 4.000000e+00
  br i1 %30, label %31, label %39

31:                                               ; preds = %23
  %32 = fsub contract float %27, %28
  %33 = fadd contract float %18, %32
  %34 = fmul contract float %26, 2.000000e+00
  %35 = fmul contract float %34, %25
  %36 = fadd contract float %21, %35
  %37 = add nuw nsw i32 %24, 1
  %38 = icmp eq i32 %37, %6
  br i1 %38, label %39, label %23, !llvm.loop !8

39:                                               ; preds = %23, %31, %15
  %40 = phi i32 [ 0, %15 ], [ %24, %23 ], [ %6, %31 ]
  %41 = mul nsw i32 %5, %13
  %42 = add nsw i32 %41, %12
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %0, i64 %43
  store i32 %40, ptr %44, align 4, !tbaa !4
  br label %45

45:                                               ; preds = %7, %39
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @div_opcode_switch(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %84

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !10
  %16 = getelementptr inbounds float, ptr %2, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !10
  %18 = getelementptr inbounds i32, ptr %0, i64 %13
  %19 = load i32, ptr %18, align 4, !tbaa !4
  %20 = and i32 %19, 7
  switch i32 %20, label %66 [
    i32 0, label %30
    i32 1, label %32
    i32 2, label %34
    i32 3, label %36
    i32 4, label %39
    i32 5, label %41
    i32 6, label %21
    i32 7, label %67
  ]

21:                                               ; preds = %12
  %22 = fptosi float %17 to i32
  %23 = tail call i32 @llvm.smin.i32(i32 %22, i32 16)
  %24 = icmp sgt i32 %22, 0
  br i1 %24, label %25, label %81

25:                                               ; preds = %21
  %26 = and i32 %23, 7
  %27 = icmp slt i32 %22, 8
  br i1 %27, label %71, label %28

28:                                               ; preds = %25
  %29 = and i32 %23, 24
  br label %45

30:                                               ; preds = %12
  %31 = fadd contract float %15, %17
  br label %81

32:                                               ; preds = %12
  %33 = fsub contract float %15, %17
  br label %81

34:                                               ; preds = %12
  %35 = fmul contract float %15, %17
  br label %81

36:                                               ; preds = %12
  %37 = fadd contract float %17, 1.000000e+00
  %38 = fdiv contract float %15, %37
  br label %81

39:                                               ; preds = %12
  %40 = tail call contract noundef float @llvm.maxnum.f32(float %15, float %17)
  br label %81

41:                                               ; preds = %12
  %42 = tail call contract noundef float @llvm.fabs.f32(float %15)
  %43 = tail call contract noundef float @llvm.sqrt.f32(float %42)
  %44 = fadd contract float %17, %43
  br label %81

45:                                               ; preds = %45, %28
  %46 = phi float [ %15, %28 ], [ %63, %45 ]
  %47 = phi i32 [ 0, %28 ], [ %64, %45 ]
  %48 = fmul contract float %46, 5.000000e-01
  %49 = fadd contract float %48, 1.000000e+00
  %50 = fmul contract float %49, 5.000000e-01
  %51 = fadd contract float %50, 1.000000e+00
  %52 = fmul contract float %51, 5.000000e-01
  %53 = fadd contract float %52, 1.000000e+00
  %54 = fmul contract float %53, 5.000000e-01
  %55 = fadd contract float %54, 1.000000e+00
  %56 = fmul contract float %55, 5.000000e-01
  %57 = fadd contract float %56, 1.000000e+00
  %58 = fmul contract float %57, 5.000000e-01
  %59 = fadd contract float %58, 1.000000e+00
  %60 = fmul contract float %59, 5.000000e-01
  %61 = fadd contract float %60, 1.000000e+00
  %62 = fmul contract float %61, 5.000000e-01
  %63 = fadd contract float %62, 1.000000e+00
  %64 = add i32 %47, 8
  %65 = icmp eq i32 %64, %29
  br i1 %65, label %69, label %45, !llvm.loop !12

66:                                               ; preds = %12
  unreachable

67:                                               ; preds = %12
  %68 = fneg contract float %15
  br label %81

69:                                               ; preds = %45
  %70 = icmp eq i32 %26, 0
  br i1 %70, label %81, label %71

71:                                               ; preds = %69, %25
  %72 = phi float [ %15, %25 ], [ %63, %69 ]
  %73 = icmp ne i32 %26, 0
  tail call void @llvm.assume(i1 %73)
  br label %74

74:                                               ; preds = %74, %71
  %75 = phi float [ %78, %74 ], [ %72, %71 ]
  %76 = phi i32 [ %79, %74 ], [ 0, %71 ]
  %77 = fmul contract float %75, 5.000000e-01
  %78 = fadd contract float %77, 1.000000e+00
  %79 = add i32 %76, 1
  %80 = icmp eq i32 %79, %26
  br i1 %80, label %81, label %74, !llvm.loop !13

81:                                               ; preds = %69, %74, %21, %67, %41, %39, %36, %34, %32, %30
  %82 = phi float [ %31, %30 ], [ %33, %32 ], [ %35, %34 ], [ %38, %36 ], [ %40, %39 ], [ %44, %41 ], [ %68, %67 ], [ %15, %21 ], [ %63, %69 ], [ %78, %74 ]
  %83 = getelementptr inbounds float, ptr %3, i64 %13
  store float %82, ptr %83, align 4, !tbaa !10
  br label %84

84:                                               ; preds = %5, %81
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @div_chain_walk(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %48

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %3, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = srem i32 %11, 64
  %18 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  br label %19

19:                                               ; preds = %42, %13
  %20 = phi i32 [ %17, %13 ], [ %43, %42 ]
  %21 = phi i32 [ 0, %13 ], [ %25, %42 ]
  %22 = phi i32 [ -1, %13 ], [ %44, %42 ]
  %23 = icmp sgt i32 %20, -1
  br i1 %23, label %24, label %45

24:                                               ; preds = %19
  %25 = add nuw i32 %21, 1
  %26 = icmp eq i32 %21, %18
  br i1 %26, label %45, label %27

27:                                               ; preds = %24
  %28 = zext nneg i32 %20 to i64
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !4
  %31 = icmp eq i32 %30, %16
  br i1 %31, label %42, label %32

32:                                               ; preds = %27
  %33 = icmp sgt i32 %30, %16
  %34 = shl nuw nsw i32 %20, 1
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr %0, i64 %35
  br i1 %33, label %37, label %39

37:                                               ; preds = %32
  %38 = load i32, ptr %36, align 4, !tbaa !4
  br label %42, !llvm.loop !15

39:                                               ; preds = %32
  %40 = getelementptr inbounds nuw i8, ptr %36, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !4
  br label %42

42:                                               ; preds = %27, %39, %37
  %43 = phi i32 [ %41, %39 ], [ %38, %37 ], [ %20, %27 ]
  %44 = phi i32 [ %22, %39 ], [ %22, %37 ], [ %20, %27 ]
  br i1 %31, label %45, label %19

45:                                               ; preds = %42, %24, %19
  %46 = phi i32 [ %22, %19 ], [ %44, %42 ], [ -2, %24 ]
  %47 = getelementptr inbounds i32, ptr %2, i64 %14
  store i32 %46, ptr %47, align 4, !tbaa !4
  br label %48

48:                                               ; preds = %6, %45
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @div_nested_trip(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %102

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %102

15:                                               ; preds = %10
  %16 = trunc i32 %8 to i4
  br label %21

17:                                               ; preds = %53
  %18 = add nuw nsw i32 %24, 1
  %19 = add i4 %22, 7
  %20 = icmp eq i32 %18, %13
  br i1 %20, label %102, label %21, !llvm.loop !16

21:                                               ; preds = %15, %17
  %22 = phi i4 [ %16, %15 ], [ %19, %17 ]
  %23 = phi float [ 0.000000e+00, %15 ], [ %54, %17 ]
  %24 = phi i32 [ 0, %15 ], [ %18, %17 ]
  %25 = zext i4 %22 to i32
  %26 = mul nuw nsw i32 %24, 7
  %27 = add nsw i32 %26, %8
  %28 = and i32 %27, 15
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %53, label %30

30:                                               ; preds = %21
  %31 = add nsw i32 %25, -1
  %32 = and i32 %25, 7
  %33 = icmp ult i32 %31, 7
  br i1 %33, label %38, label %34

34:                                               ; preds = %30
  %35 = and i32 %25, 8
  br label %56

36:                                               ; preds = %56
  %37 = icmp eq i32 %32, 0
  br i1 %37, label %53, label %38

38:                                               ; preds = %36, %30
  %39 = phi float [ %23, %30 ], [ %98, %36 ]
  %40 = phi i32 [ 0, %30 ], [ %99, %36 ]
  %41 = icmp ne i32 %32, 0
  tail call void @llvm.assume(i1 %41)
  br label %42

42:                                               ; preds = %42, %38
  %43 = phi float [ %49, %42 ], [ %39, %38 ]
  %44 = phi i32 [ %50, %42 ], [ %40, %38 ]
  %45 = phi i32 [ %51, %42 ], [ 0, %38 ]
  %46 = xor i32 %44, %24
  %47 = uitofp nneg i32 %46 to float
  %48 = fmul contract float %47, 5.000000e-01
  %49 = fadd contract float %43, %48
  %50 = add nuw nsw i32 %44, 1
  %51 = add i32 %45, 1
  %52 = icmp eq i32 %51, %32
  br i1 %52, label %53, label %42, !llvm.loop !17

53:                                               ; preds = %36, %42, %21
  %54 = phi float [ %23, %21 ], [ %98, %36 ], [ %49, %42 ]
  %55 = fcmp contract ule float %54, 1.000000e+06
  br i1 %55, label %17, label %102

56:                                               ; preds = %56, %34
  %57 = phi float [ %23, %34 ], [ %98, %56 ]
  %58 = phi i32 [ 0, %34 ], [ %99, %56 ]
  %59 = phi i32 [ 0, %34 ], [ %100, %56 ]
  %60 = xor i32 %58, %24
  %61 = uitofp nneg i32 %60 to float
  %62 = fmul contract float %61, 5.000000e-01
  %63 = fadd contract float %57, %62
  %64 = or disjoint i32 %58, 1
  %65 = xor i32 %64, %24
  %66 = uitofp nneg i32 %65 to float
  %67 = fmul contract float %66, 5.000000e-01
  %68 = fadd contract float %63, %67
  %69 = or disjoint i32 %58, 2
  %70 = xor i32 %69, %24
  %71 = uitofp nneg i32 %70 to float
  %72 = fmul contract float %71, 5.000000e-01
  %73 = fadd contract float %68, %72
  %74 = or disjoint i32 %58, 3
  %75 = xor i32 %74, %24
  %76 = uitofp nneg i32 %75 to float
  %77 = fmul contract float %76, 5.000000e-01
  %78 = fadd contract float %73, %77
  %79 = or disjoint i32 %58, 4
  %80 = xor i32 %79, %24
  %81 = uitofp nneg i32 %80 to float
  %82 = fmul contract float %81, 5.000000e-01
  %83 = fadd contract float %78, %82
  %84 = or disjoint i32 %58, 5
  %85 = xor i32 %84, %24
  %86 = uitofp nneg i32 %85 to float
  %87 = fmul contract float %86, 5.000000e-01
  %88 = fadd contract float %83, %87
  %89 = or disjoint i32 %58, 6
  %90 = xor i32 %89, %24
  %91 = uitofp nneg i32 %90 to float
  %92 = fmul contract float %91, 5.000000e-01
  %93 = fadd contract float %88, %92
  %94 = or disjoint i32 %58, 7
  %95 = xor i32 %94, %24
  %96 = uitofp nneg i32 %95 to float
  %97 = fmul contract float %96, 5.000000e-01
  %98 = fadd contract float %93, %97
  %99 = add nuw nsw i32 %58, 8
  %100 = add i32 %59, 8
  %101 = icmp eq i32 %100, %35
  br i1 %101, label %36, label %56, !llvm.loop !18

102:                                              ; preds = %17, %53, %10, %3
  %103 = phi float [ 0.000000e+00, %3 ], [ 0.000000e+00, %10 ], [ %54, %53 ], [ %54, %17 ]
  %104 = fcmp contract ogt float %103, 1.000000e+02
  %105 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %104)
  br i1 %9, label %106, label %111

106:                                              ; preds = %102
  %107 = sext i32 %8 to i64
  %108 = getelementptr inbounds float, ptr %1, i64 %107
  %109 = fmul contract float %103, 5.000000e-01
  %110 = select contract i1 %105, float %109, float %103
  store float %110, ptr %108, align 4, !tbaa !10
  br label %111

111:                                              ; preds = %106, %102
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !9}
