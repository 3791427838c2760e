; ModuleID = 'src/noinline_calls.cu'
source_filename = "src/noinline_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @ni_poly(float noundef %0, float noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #0 {
  %5 = tail call contract noundef float @llvm.fma.f32(float %1, float %0, float %2)
  %6 = tail call contract noundef float @llvm.fma.f32(float %5, float %0, float %3)
  ret float %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @ni_cross(ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %1) local_unnamed_addr #1 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !8
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = load float, ptr %5, align 4, !tbaa !11
  %7 = fmul contract float %4, %6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !8
  %12 = fmul contract float %9, %11
  %13 = fsub contract float %7, %12
  %14 = load float, ptr %1, align 4, !tbaa !12
  %15 = fmul contract float %9, %14
  %16 = load float, ptr %0, align 4, !tbaa !12
  %17 = fmul contract float %6, %16
  %18 = fsub contract float %15, %17
  %19 = fmul contract float %11, %16
  %20 = fmul contract float %4, %14
  %21 = fsub contract float %19, %20
  %22 = insertvalue %struct.Vec3 poison, float %13, 0
  %23 = insertvalue %struct.Vec3 %22, float %18, 1
  %24 = insertvalue %struct.Vec3 %23, float %21, 2
  ret %struct.Vec3 %24
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @ni_minmax(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #2 {
  %5 = load float, ptr %0, align 4, !tbaa !13
  %6 = icmp sgt i32 %1, 1
  br i1 %6, label %7, label %34

7:                                                ; preds = %4
  %8 = add nsw i32 %1, -1
  %9 = add nsw i32 %1, -2
  %10 = and i32 %8, 7
  %11 = icmp ult i32 %9, 7
  br i1 %11, label %16, label %12

12:                                               ; preds = %7
  %13 = and i32 %8, -8
  br label %37

14:                                               ; preds = %37
  %15 = icmp eq i32 %10, 0
  br i1 %15, label %34, label %16

16:                                               ; preds = %14, %7
  %17 = phi i32 [ 1, %7 ], [ %89, %14 ]
  %18 = phi float [ %5, %7 ], [ %88, %14 ]
  %19 = phi float [ %5, %7 ], [ %87, %14 ]
  %20 = icmp ne i32 %10, 0
  tail call void @llvm.assume(i1 %20)
  br label %21

21:                                               ; preds = %21, %16
  %22 = phi i32 [ %31, %21 ], [ %17, %16 ]
  %23 = phi float [ %30, %21 ], [ %18, %16 ]
  %24 = phi float [ %29, %21 ], [ %19, %16 ]
  %25 = phi i32 [ %32, %21 ], [ 0, %16 ]
  %26 = zext nneg i32 %22 to i64
  %27 = getelementptr inbounds nuw float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !13
  %29 = tail call contract noundef float @llvm.minnum.f32(float %24, float %28)
  %30 = tail call contract noundef float @llvm.maxnum.f32(float %23, float %28)
  %31 = add nuw nsw i32 %22, 1
  %32 = add i32 %25, 1
  %33 = icmp eq i32 %32, %10
  br i1 %33, label %34, label %21, !llvm.loop !14

34:                                               ; preds = %14, %21, %4
  %35 = phi float [ %5, %4 ], [ %87, %14 ], [ %29, %21 ]
  %36 = phi float [ %5, %4 ], [ %88, %14 ], [ %30, %21 ]
  store float %35, ptr %2, align 4, !tbaa !13
  store float %36, ptr %3, align 4, !tbaa !13
  ret void

37:                                               ; preds = %37, %12
  %38 = phi i32 [ 1, %12 ], [ %89, %37 ]
  %39 = phi float [ %5, %12 ], [ %88, %37 ]
  %40 = phi float [ %5, %12 ], [ %87, %37 ]
  %41 = phi i32 [ 0, %12 ], [ %90, %37 ]
  %42 = zext nneg i32 %38 to i64
  %43 = getelementptr inbounds nuw float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !13
  %45 = tail call contract noundef float @llvm.minnum.f32(float %40, float %44)
  %46 = tail call contract noundef float @llvm.maxnum.f32(float %39, float %44)
  %47 = zext nneg i32 %38 to i64
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %50 = load float, ptr %49, align 4, !tbaa !13
  %51 = tail call contract noundef float @llvm.minnum.f32(float %45, float %50)
  %52 = tail call contract noundef float @llvm.maxnum.f32(float %46, float %50)
  %53 = zext nneg i32 %38 to i64
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %56 = load float, ptr %55, align 4, !tbaa !13
  %57 = tail call contract noundef float @llvm.minnum.f32(float %51, float %56)
  %58 = tail call contract noundef float @llvm.maxnum.f32(float %52, float %56)
  %59 = zext nneg i32 %38 to i64
  %60 = getelementptr inbounds nuw float, ptr %0, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 12
  %62 = load float, ptr %61, align 4, !tbaa !13
  %63 = tail call contract noundef float @llvm.minnum.f32(float %57, float %62)
  %64 = tail call contract noundef float @llvm.maxnum.f32(float %58, float %62)
  %65 = zext nneg i32 %38 to i64
  %66 = getelementptr inbounds nuw float, ptr %0, i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16
  %68 = load float, ptr %67, align 4, !tbaa !13
  %69 = tail call contract noundef float @llvm.minnum.f32(float %63, float %68)
  %70 = tail call contract noundef float @llvm.maxnum.f32(float %64, float %68)
  %71 = zext nneg i32 %38 to i64
  %72 = getelementptr inbounds nuw float, ptr %0, i64 %71
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 20
  %74 = load float, ptr %73, align 4, !tbaa !13
  %75 = tail call contract noundef float @llvm.minnum.f32(float %69, float %74)
  %76 = tail call contract noundef float @llvm.maxnum.f32(float %70, float %74)
  %77 = zext nneg i32 %38 to i64
  %78 = getelementptr inbounds nuw float, ptr %0, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 24
  %80 = load float, ptr %79, align 4, !tbaa !13
  %81 = tail call contract noundef float @llvm.minnum.f32(float %75, float %80)
  %82 = tail call contract noundef float @llvm.maxnum.f32(float %76, float %80)
  %83 = zext nneg i32 %38 to i64
  %84 = getelementptr inbounds nuw float, ptr %0, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 28
  %86 = load float, ptr %85, align 4, !tbaa !13
  %87 = tail call contract noundef float @llvm.minnum.f32(float %81, float %86)
  %88 = tail call contract noundef float @llvm.maxnum.f32(float %82, float %86)
  %89 = add nuw nsw i32 %38, 8
  %90 = add i32 %41, 8
  %91 = icmp eq i32 %90, %13
  br i1 %91, label %14, label %37, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @ni_gcd(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %6 = phi i32 [ %5, %4 ], [ %0, %2 ]
  %7 = urem i32 %6, %5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %4

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %5, %4 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef double @ni_f64_blend(double noundef %0, double noundef %1, double noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = and i32 %3, 1
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = fsub contract double %1, %0
  %9 = fmul contract double %8, %2
  %10 = fadd contract double %0, %9
  br label %17

11:                                               ; preds = %4
  %12 = fsub contract double 1.000000e+00, %2
  %13 = fmul contract double %0, %12
  %14 = fmul contract double %1, %2
  %15 = fmul contract double %2, %14
  %16 = fadd contract double %13, %15
  br label %17

17:                                               ; preds = %11, %7
  %18 = phi double [ %10, %7 ], [ %16, %11 ]
  ret double %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @calls_poly_loop(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, float noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %26

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !13
  %17 = fadd contract float %4, 0.000000e+00
  %18 = tail call contract float @ni_poly(float noundef %16, float noundef %3, float noundef %17, float noundef %5) #10
  %19 = fadd contract float %4, 1.000000e+00
  %20 = tail call contract float @ni_poly(float noundef %18, float noundef %3, float noundef %19, float noundef %5) #10
  %21 = fadd contract float %4, 2.000000e+00
  %22 = tail call contract float @ni_poly(float noundef %20, float noundef %3, float noundef %21, float noundef %5) #10
  %23 = fadd contract float %4, 3.000000e+00
  %24 = tail call contract float @ni_poly(float noundef %22, float noundef %3, float noundef %23, float noundef %5) #10
  %25 = getelementptr inbounds float, ptr %1, i64 %14
  store float %24, ptr %25, align 4, !tbaa !13
  br label %26

26:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @calls_struct_cross(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = alloca %struct.Vec3, align 4
  %5 = alloca %struct.Vec3, align 4
  %6 = alloca %struct.Vec3, align 4
  %7 = alloca %struct.Vec3, align 4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %53

14:                                               ; preds = %3
  %15 = mul nsw i32 %12, 6
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !13
  %19 = getelementptr i8, ptr %17, i64 4
  %20 = load float, ptr %19, align 4, !tbaa !13
  %21 = getelementptr i8, ptr %17, i64 8
  %22 = load float, ptr %21, align 4, !tbaa !13
  %23 = getelementptr i8, ptr %17, i64 12
  %24 = load float, ptr %23, align 4, !tbaa !13
  %25 = getelementptr i8, ptr %17, i64 16
  %26 = load float, ptr %25, align 4, !tbaa !13
  %27 = getelementptr i8, ptr %17, i64 20
  %28 = load float, ptr %27, align 4, !tbaa !13
  store float %18, ptr %4, align 4, !tbaa !13
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float %20, ptr %29, align 4, !tbaa !13
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float %22, ptr %30, align 4, !tbaa !13
  store float %24, ptr %5, align 4, !tbaa !13
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %26, ptr %31, align 4, !tbaa !13
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %28, ptr %32, align 4, !tbaa !13
  %33 = tail call %struct.Vec3 @ni_cross(ptr noundef nonnull byval(%struct.Vec3) align 4 %4, ptr noundef nonnull byval(%struct.Vec3) align 4 %5) #10
  %34 = extractvalue %struct.Vec3 %33, 0
  %35 = extractvalue %struct.Vec3 %33, 1
  %36 = extractvalue %struct.Vec3 %33, 2
  store float %34, ptr %6, align 4, !tbaa !13
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store float %35, ptr %37, align 4, !tbaa !13
  %38 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store float %36, ptr %38, align 4, !tbaa !13
  store float %18, ptr %7, align 4, !tbaa !13
  %39 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %20, ptr %39, align 4, !tbaa !13
  %40 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %22, ptr %40, align 4, !tbaa !13
  %41 = tail call %struct.Vec3 @ni_cross(ptr noundef nonnull byval(%struct.Vec3) align 4 %6, ptr noundef nonnull byval(%struct.Vec3) align 4 %7) #10
  %42 = extractvalue %struct.Vec3 %41, 0
  %43 = extractvalue %struct.Vec3 %41, 1
  %44 = extractvalue %struct.Vec3 %41, 2
  %45 = fadd contract float %34, %42
  %46 = mul nsw i32 %12, 3
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  store float %45, ptr %48, align 4, !tbaa !13
  %49 = fadd contract float %35, %43
  %50 = getelementptr i8, ptr %48, i64 4
  store float %49, ptr %50, align 4, !tbaa !13
  %51 = fadd contract float %36, %44
  %52 = getelementptr i8, ptr %48, i64 8
  store float %51, ptr %52, align 4, !tbaa !13
  br label %53

53:                                               ; preds = %3, %14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @calls_local_minmax(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = alloca [12 x float], align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #10
  %12 = mul nsw i32 %11, 12
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !13
  store float %15, ptr %4, align 4, !tbaa !13
  %16 = sext i32 %12 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = getelementptr i8, ptr %17, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !13
  %20 = fmul contract float %19, 2.000000e+00
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float %20, ptr %21, align 4, !tbaa !13
  %22 = sext i32 %12 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 8
  %25 = load float, ptr %24, align 4, !tbaa !13
  %26 = fmul contract float %25, 3.000000e+00
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float %26, ptr %27, align 4, !tbaa !13
  %28 = sext i32 %12 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = getelementptr i8, ptr %29, i64 12
  %31 = load float, ptr %30, align 4, !tbaa !13
  %32 = fmul contract float %31, 4.000000e+00
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store float %32, ptr %33, align 4, !tbaa !13
  %34 = sext i32 %12 to i64
  %35 = getelementptr float, ptr %0, i64 %34
  %36 = getelementptr i8, ptr %35, i64 16
  %37 = load float, ptr %36, align 4, !tbaa !13
  %38 = fmul contract float %37, 5.000000e+00
  %39 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store float %38, ptr %39, align 4, !tbaa !13
  %40 = sext i32 %12 to i64
  %41 = getelementptr float, ptr %0, i64 %40
  %42 = getelementptr i8, ptr %41, i64 20
  %43 = load float, ptr %42, align 4, !tbaa !13
  %44 = fmul contract float %43, 6.000000e+00
  %45 = getelementptr inbounds nuw i8, ptr %4, i64 20
  store float %44, ptr %45, align 4, !tbaa !13
  %46 = sext i32 %12 to i64
  %47 = getelementptr float, ptr %0, i64 %46
  %48 = getelementptr i8, ptr %47, i64 24
  %49 = load float, ptr %48, align 4, !tbaa !13
  %50 = fmul contract float %49, 7.000000e+00
  %51 = getelementptr inbounds nuw i8, ptr %4, i64 24
  store float %50, ptr %51, align 4, !tbaa !13
  %52 = sext i32 %12 to i64
  %53 = getelementptr float, ptr %0, i64 %52
  %54 = getelementptr i8, ptr %53, i64 28
  %55 = load float, ptr %54, align 4, !tbaa !13
  %56 = fmul contract float %55, 8.000000e+00
  %57 = getelementptr inbounds nuw i8, ptr %4, i64 28
  store float %56, ptr %57, align 4, !tbaa !13
  %58 = sext i32 %12 to i64
  %59 = getelementptr float, ptr %0, i64 %58
  %60 = getelementptr i8, ptr %59, i64 32
  %61 = load float, ptr %60, align 4, !tbaa !13
  %62 = fmul contract float %61, 9.000000e+00
  %63 = getelementptr inbounds nuw i8, ptr %4, i64 32
  store float %62, ptr %63, align 4, !tbaa !13
  %64 = sext i32 %12 to i64
  %65 = getelementptr float, ptr %0, i64 %64
  %66 = getelementptr i8, ptr %65, i64 36
  %67 = load float, ptr %66, align 4, !tbaa !13
  %68 = fmul contract float %67, 1.000000e+01
  %69 = getelementptr inbounds nuw i8, ptr %4, i64 36
  store float %68, ptr %69, align 4, !tbaa !13
  %70 = sext i32 %12 to i64
  %71 = getelementptr float, ptr %0, i64 %70
  %72 = getelementptr i8, ptr %71, i64 40
  %73 = load float, ptr %72, align 4, !tbaa !13
  %74 = fmul contract float %73, 1.100000e+01
  %75 = getelementptr inbounds nuw i8, ptr %4, i64 40
  store float %74, ptr %75, align 4, !tbaa !13
  %76 = sext i32 %12 to i64
  %77 = getelementptr float, ptr %0, i64 %76
  %78 = getelementptr i8, ptr %77, i64 44
  %79 = load float, ptr %78, align 4, !tbaa !13
  %80 = fmul contract float %79, 1.200000e+01
  %81 = getelementptr inbounds nuw i8, ptr %4, i64 44
  store float %80, ptr %81, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  %82 = tail call i32 @llvm.smin.i32(i32 %2, i32 12)
  call void @ni_minmax(ptr noundef nonnull %4, i32 noundef %82, ptr noundef nonnull %5, ptr noundef nonnull %6) #10
  %83 = load float, ptr %5, align 4, !tbaa !13
  %84 = shl nsw i32 %11, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %1, i64 %85
  store float %83, ptr %86, align 4, !tbaa !13
  %87 = load float, ptr %6, align 4, !tbaa !13
  %88 = getelementptr i8, ptr %86, i64 4
  store float %87, ptr %88, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @calls_recursive_gcd(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %30

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = getelementptr inbounds i32, ptr %1, i64 %14
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = tail call i32 @ni_gcd(i32 noundef %16, i32 noundef %18) #10
  %20 = getelementptr inbounds i32, ptr %2, i64 %14
  store i32 %19, ptr %20, align 4, !tbaa !4
  %21 = getelementptr inbounds double, ptr %3, i64 %14
  %22 = load double, ptr %21, align 8, !tbaa !18
  %23 = getelementptr i8, ptr %21, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !18
  %25 = and i32 %19, 3
  %26 = uitofp nneg i32 %25 to double
  %27 = fmul contract double %26, 2.500000e-01
  %28 = tail call contract double @ni_f64_blend(double noundef %22, double noundef %24, double noundef %27, i32 noundef %19) #10
  %29 = getelementptr inbounds double, ptr %4, i64 %14
  store double %28, ptr %29, align 8, !tbaa !18
  br label %30

30:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }

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
!8 = !{!9, !10, i64 4}
!9 = !{!"_ZTS4Vec3", !10, i64 0, !10, i64 4, !10, i64 8}
!10 = !{!"float", !6, i64 0}
!11 = !{!9, !10, i64 8}
!12 = !{!9, !10, i64 0}
!13 = !{!10, !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !6, i64 0}
