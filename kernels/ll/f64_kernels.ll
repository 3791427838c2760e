; ModuleID = 'src/f64_kernels.cu'
source_filename = "src/f64_kernels.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.double2 = type { double, double }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @f64_horner8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %23

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !8
  %14 = tail call contract noundef double @llvm.fma.f64(double %13, double 0x3EFA01A01A01A01A, double 0x3F2A01A01A01A01A)
  %15 = tail call contract noundef double @llvm.fma.f64(double %14, double %13, double 0x3F56C16C16C16C17)
  %16 = tail call contract noundef double @llvm.fma.f64(double %15, double %13, double 0x3F81111111111111)
  %17 = tail call contract noundef double @llvm.fma.f64(double %16, double %13, double 0x3FA5555555555555)
  %18 = tail call contract noundef double @llvm.fma.f64(double %17, double %13, double 0x3FC5555555555555)
  %19 = tail call contract noundef double @llvm.fma.f64(double %18, double %13, double 5.000000e-01)
  %20 = tail call contract noundef double @llvm.fma.f64(double %19, double %13, double 1.000000e+00)
  %21 = tail call contract noundef double @llvm.fma.f64(double %20, double %13, double 1.000000e+00)
  %22 = getelementptr inbounds double, ptr %1, i64 %11
  store double %21, ptr %22, align 8, !tbaa !8
  br label %23

23:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @f64_norm_div(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %90

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !8
  %16 = getelementptr inbounds double, ptr %1, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !8
  %18 = tail call contract noundef double @llvm.fma.f64(double %15, double %17, double 0.000000e+00)
  %19 = tail call contract noundef double @llvm.fma.f64(double %15, double %15, double 0.000000e+00)
  %20 = tail call contract noundef double @llvm.fma.f64(double %17, double %17, double 0.000000e+00)
  %21 = or disjoint i32 %12, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !8
  %25 = getelementptr inbounds double, ptr %1, i64 %22
  %26 = load double, ptr %25, align 8, !tbaa !8
  %27 = tail call contract noundef double @llvm.fma.f64(double %24, double %26, double %18)
  %28 = tail call contract noundef double @llvm.fma.f64(double %24, double %24, double %19)
  %29 = tail call contract noundef double @llvm.fma.f64(double %26, double %26, double %20)
  %30 = or disjoint i32 %12, 2
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %0, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !8
  %34 = getelementptr inbounds double, ptr %1, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !8
  %36 = tail call contract noundef double @llvm.fma.f64(double %33, double %35, double %27)
  %37 = tail call contract noundef double @llvm.fma.f64(double %33, double %33, double %28)
  %38 = tail call contract noundef double @llvm.fma.f64(double %35, double %35, double %29)
  %39 = or disjoint i32 %12, 3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !8
  %43 = getelementptr inbounds double, ptr %1, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !8
  %45 = tail call contract noundef double @llvm.fma.f64(double %42, double %44, double %36)
  %46 = tail call contract noundef double @llvm.fma.f64(double %42, double %42, double %37)
  %47 = tail call contract noundef double @llvm.fma.f64(double %44, double %44, double %38)
  %48 = or disjoint i32 %12, 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds double, ptr %0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !8
  %52 = getelementptr inbounds double, ptr %1, i64 %49
  %53 = load double, ptr %52, align 8, !tbaa !8
  %54 = tail call contract noundef double @llvm.fma.f64(double %51, double %53, double %45)
  %55 = tail call contract noundef double @llvm.fma.f64(double %51, double %51, double %46)
  %56 = tail call contract noundef double @llvm.fma.f64(double %53, double %53, double %47)
  %57 = or disjoint i32 %12, 5
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !8
  %61 = getelementptr inbounds double, ptr %1, i64 %58
  %62 = load double, ptr %61, align 8, !tbaa !8
  %63 = tail call contract noundef double @llvm.fma.f64(double %60, double %62, double %54)
  %64 = tail call contract noundef double @llvm.fma.f64(double %60, double %60, double %55)
  %65 = tail call contract noundef double @llvm.fma.f64(double %62, double %62, double %56)
  %66 = or disjoint i32 %12, 6
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !8
  %70 = getelementptr inbounds double, ptr %1, i64 %67
  %71 = load double, ptr %70, align 8, !tbaa !8
  %72 = tail call contract noundef double @llvm.fma.f64(double %69, double %71, double %63)
  %73 = tail call contract noundef double @llvm.fma.f64(double %69, double %69, double %64)
  %74 = tail call contract noundef double @llvm.fma.f64(double %71, double %71, double %65)
  %75 = or disjoint i32 %12, 7
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %0, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !8
  %79 = getelementptr inbounds double, ptr %1, i64 %76
  %80 = load double, ptr %79, align 8, !tbaa !8
  %81 = tail call contract noundef double @llvm.fma.f64(double %78, double %80, double %72)
  %82 = tail call contract noundef double @llvm.fma.f64(double %78, double %78, double %73)
  %83 = tail call contract noundef double @llvm.fma.f64(double %80, double %80, double %74)
  %84 = fmul contract double %82, %83
  %85 = fadd contract double %84, 1.000000e-300
  %86 = tail call contract noundef double @llvm.sqrt.f64(double %85)
  %87 = fdiv contract double %81, %86
  %88 = sext i32 %9 to i64
  %89 = getelementptr inbounds double, ptr %2, i64 %88
  store double %87, ptr %89, align 8, !tbaa !8
  br label %90

90:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @f64_cmac(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %131

12:                                               ; preds = %5
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %14, label %50

14:                                               ; preds = %12
  %15 = and i32 %3, 3
  %16 = icmp ult i32 %3, 4
  br i1 %16, label %21, label %17

17:                                               ; preds = %14
  %18 = and i32 %3, 2147483644
  br label %56

19:                                               ; preds = %56
  %20 = icmp eq i32 %15, 0
  br i1 %20, label %50, label %21

21:                                               ; preds = %19, %14
  %22 = phi double [ 0.000000e+00, %14 ], [ %125, %19 ]
  %23 = phi double [ 0.000000e+00, %14 ], [ %127, %19 ]
  %24 = phi i32 [ 0, %14 ], [ %128, %19 ]
  %25 = icmp ne i32 %15, 0
  tail call void @llvm.assume(i1 %25)
  br label %26

26:                                               ; preds = %26, %21
  %27 = phi double [ %44, %26 ], [ %22, %21 ]
  %28 = phi double [ %46, %26 ], [ %23, %21 ]
  %29 = phi i32 [ %47, %26 ], [ %24, %21 ]
  %30 = phi i32 [ %48, %26 ], [ 0, %21 ]
  %31 = add nsw i32 %29, %10
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds %struct.double2, ptr %0, i64 %32
  %34 = load double, ptr %33, align 16, !tbaa !8
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !8
  %37 = zext nneg i32 %29 to i64
  %38 = getelementptr inbounds nuw %struct.double2, ptr %1, i64 %37
  %39 = load double, ptr %38, align 16, !tbaa !8
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %41 = load double, ptr %40, align 8, !tbaa !8
  %42 = fneg contract double %36
  %43 = tail call contract noundef double @llvm.fma.f64(double %42, double %41, double %27)
  %44 = tail call contract noundef double @llvm.fma.f64(double %34, double %39, double %43)
  %45 = tail call contract noundef double @llvm.fma.f64(double %36, double %39, double %28)
  %46 = tail call contract noundef double @llvm.fma.f64(double %34, double %41, double %45)
  %47 = add nuw nsw i32 %29, 1
  %48 = add i32 %30, 1
  %49 = icmp eq i32 %48, %15
  br i1 %49, label %50, label %26, !llvm.loop !10

50:                                               ; preds = %19, %26, %12
  %51 = phi double [ 0.000000e+00, %12 ], [ %127, %19 ], [ %46, %26 ]
  %52 = phi double [ 0.000000e+00, %12 ], [ %125, %19 ], [ %44, %26 ]
  %53 = sext i32 %10 to i64
  %54 = getelementptr inbounds %struct.double2, ptr %2, i64 %53
  store double %52, ptr %54, align 16, !tbaa !8
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  store double %51, ptr %55, align 8, !tbaa !8
  br label %131

56:                                               ; preds = %56, %17
  %57 = phi double [ 0.000000e+00, %17 ], [ %125, %56 ]
  %58 = phi double [ 0.000000e+00, %17 ], [ %127, %56 ]
  %59 = phi i32 [ 0, %17 ], [ %128, %56 ]
  %60 = phi i32 [ 0, %17 ], [ %129, %56 ]
  %61 = add nsw i32 %59, %10
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds %struct.double2, ptr %0, i64 %62
  %64 = load double, ptr %63, align 16, !tbaa !8
  %65 = getelementptr inbounds nuw i8, ptr %63, i64 8
  %66 = load double, ptr %65, align 8, !tbaa !8
  %67 = zext nneg i32 %59 to i64
  %68 = getelementptr inbounds nuw %struct.double2, ptr %1, i64 %67
  %69 = load double, ptr %68, align 16, !tbaa !8
  %70 = getelementptr inbounds nuw i8, ptr %68, i64 8
  %71 = load double, ptr %70, align 8, !tbaa !8
  %72 = fneg contract double %66
  %73 = tail call contract noundef double @llvm.fma.f64(double %72, double %71, double %57)
  %74 = tail call contract noundef double @llvm.fma.f64(double %64, double %69, double %73)
  %75 = tail call contract noundef double @llvm.fma.f64(double %66, double %69, double %58)
  %76 = tail call contract noundef double @llvm.fma.f64(double %64, double %71, double %75)
  %77 = or disjoint i32 %59, 1
  %78 = add nsw i32 %77, %10
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds %struct.double2, ptr %0, i64 %79
  %81 = load double, ptr %80, align 16, !tbaa !8
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 8
  %83 = load double, ptr %82, align 8, !tbaa !8
  %84 = zext nneg i32 %77 to i64
  %85 = getelementptr inbounds nuw %struct.double2, ptr %1, i64 %84
  %86 = load double, ptr %85, align 16, !tbaa !8
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 8
  %88 = load double, ptr %87, align 8, !tbaa !8
  %89 = fneg contract double %83
  %90 = tail call contract noundef double @llvm.fma.f64(double %89, double %88, double %74)
  %91 = tail call contract noundef double @llvm.fma.f64(double %81, double %86, double %90)
  %92 = tail call contract noundef double @llvm.fma.f64(double %83, double %86, double %76)
  %93 = tail call contract noundef double @llvm.fma.f64(double %81, double %88, double %92)
  %94 = or disjoint i32 %59, 2
  %95 = add nsw i32 %94, %10
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds %struct.double2, ptr %0, i64 %96
  %98 = load double, ptr %97, align 16, !tbaa !8
  %99 = getelementptr inbounds nuw i8, ptr %97, i64 8
  %100 = load double, ptr %99, align 8, !tbaa !8
  %101 = zext nneg i32 %94 to i64
  %102 = getelementptr inbounds nuw %struct.double2, ptr %1, i64 %101
  %103 = load double, ptr %102, align 16, !tbaa !8
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 8
  %105 = load double, ptr %104, align 8, !tbaa !8
  %106 = fneg contract double %100
  %107 = tail call contract noundef double @llvm.fma.f64(double %106, double %105, double %91)
  %108 = tail call contract noundef double @llvm.fma.f64(double %98, double %103, double %107)
  %109 = tail call contract noundef double @llvm.fma.f64(double %100, double %103, double %93)
  %110 = tail call contract noundef double @llvm.fma.f64(double %98, double %105, double %109)
  %111 = or disjoint i32 %59, 3
  %112 = add nsw i32 %111, %10
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds %struct.double2, ptr %0, i64 %113
  %115 = load double, ptr %114, align 16, !tbaa !8
  %116 = getelementptr inbounds nuw i8, ptr %114, i64 8
  %117 = load double, ptr %116, align 8, !tbaa !8
  %118 = zext nneg i32 %111 to i64
  %119 = getelementptr inbounds nuw %struct.double2, ptr %1, i64 %118
  %120 = load double, ptr %119, align 16, !tbaa !8
  %121 = getelementptr inbounds nuw i8, ptr %119, i64 8
  %122 = load double, ptr %121, align 8, !tbaa !8
  %123 = fneg contract double %117
  %124 = tail call contract noundef double @llvm.fma.f64(double %123, double %122, double %108)
  %125 = tail call contract noundef double @llvm.fma.f64(double %115, double %120, double %124)
  %126 = tail call contract noundef double @llvm.fma.f64(double %117, double %120, double %110)
  %127 = tail call contract noundef double @llvm.fma.f64(double %115, double %122, double %126)
  %128 = add nuw nsw i32 %59, 4
  %129 = add i32 %60, 4
  %130 = icmp eq i32 %129, %18
  br i1 %130, label %19, label %56, !llvm.loop !12

131:                                              ; preds = %5, %50
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @f64_mixed_kahan(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp sgt i32 %3, 0
  br i1 %10, label %11, label %41

11:                                               ; preds = %4
  %12 = mul nsw i32 %3, %9
  %13 = and i32 %3, 3
  %14 = icmp ult i32 %3, 4
  br i1 %14, label %19, label %15

15:                                               ; preds = %11
  %16 = and i32 %3, 2147483644
  br label %49

17:                                               ; preds = %49
  %18 = icmp eq i32 %13, 0
  br i1 %18, label %41, label %19

19:                                               ; preds = %17, %11
  %20 = phi double [ 0.000000e+00, %11 ], [ %90, %17 ]
  %21 = phi double [ 0.000000e+00, %11 ], [ %92, %17 ]
  %22 = phi i32 [ 0, %11 ], [ %93, %17 ]
  %23 = icmp ne i32 %13, 0
  tail call void @llvm.assume(i1 %23)
  br label %24

24:                                               ; preds = %24, %19
  %25 = phi double [ %20, %19 ], [ %35, %24 ]
  %26 = phi double [ %21, %19 ], [ %37, %24 ]
  %27 = phi i32 [ %22, %19 ], [ %38, %24 ]
  %28 = phi i32 [ 0, %19 ], [ %39, %24 ]
  %29 = add nsw i32 %27, %12
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !14
  %33 = fpext contract float %32 to double
  %34 = fsub contract double %33, %26
  %35 = fadd contract double %25, %34
  %36 = fsub contract double %35, %25
  %37 = fsub contract double %36, %34
  %38 = add nuw nsw i32 %27, 1
  %39 = add i32 %28, 1
  %40 = icmp eq i32 %39, %13
  br i1 %40, label %41, label %24, !llvm.loop !16

41:                                               ; preds = %17, %24, %4
  %42 = phi double [ 0.000000e+00, %4 ], [ %90, %17 ], [ %35, %24 ]
  %43 = sext i32 %9 to i64
  %44 = getelementptr inbounds double, ptr %2, i64 %43
  store double %42, ptr %44, align 8, !tbaa !8
  %45 = sitofp i32 %3 to double
  %46 = fdiv contract double %42, %45
  %47 = fptrunc contract double %46 to float
  %48 = getelementptr inbounds float, ptr %1, i64 %43
  store float %47, ptr %48, align 4, !tbaa !14
  ret void

49:                                               ; preds = %49, %15
  %50 = phi double [ 0.000000e+00, %15 ], [ %90, %49 ]
  %51 = phi double [ 0.000000e+00, %15 ], [ %92, %49 ]
  %52 = phi i32 [ 0, %15 ], [ %93, %49 ]
  %53 = phi i32 [ 0, %15 ], [ %94, %49 ]
  %54 = add nsw i32 %52, %12
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !14
  %58 = fpext contract float %57 to double
  %59 = fsub contract double %58, %51
  %60 = fadd contract double %50, %59
  %61 = fsub contract double %60, %50
  %62 = fsub contract double %61, %59
  %63 = or disjoint i32 %52, 1
  %64 = add nsw i32 %63, %12
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !14
  %68 = fpext contract float %67 to double
  %69 = fsub contract double %68, %62
  %70 = fadd contract double %60, %69
  %71 = fsub contract double %70, %60
  %72 = fsub contract double %71, %69
  %73 = or disjoint i32 %52, 2
  %74 = add nsw i32 %73, %12
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !14
  %78 = fpext contract float %77 to double
  %79 = fsub contract double %78, %72
  %80 = fadd contract double %70, %79
  %81 = fsub contract double %80, %70
  %82 = fsub contract double %81, %79
  %83 = or disjoint i32 %52, 3
  %84 = add nsw i32 %83, %12
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !14
  %88 = fpext contract float %87 to double
  %89 = fsub contract double %88, %82
  %90 = fadd contract double %80, %89
  %91 = fsub contract double %90, %80
  %92 = fsub contract double %91, %89
  %93 = add nuw nsw i32 %52, 4
  %94 = add i32 %53, 4
  %95 = icmp eq i32 %94, %16
  br i1 %95, label %17, label %49, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

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
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !6, i64 0}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !13}
