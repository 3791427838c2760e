; ModuleID = 'src/param_structs.cu'
source_filename = "src/param_structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Coeffs32 = type { [32 x float] }
%struct.Transform = type { [3 x [4 x float]], i32, float }
%struct.float3 = type { float, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @prm_poly32_const_index(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.Coeffs32) align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %110

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 124
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = getelementptr inbounds nuw i8, ptr %2, i64 120
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = tail call contract noundef float @llvm.fma.f32(float %16, float %14, float %18)
  %20 = getelementptr inbounds nuw i8, ptr %2, i64 116
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = tail call contract noundef float @llvm.fma.f32(float %19, float %14, float %21)
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 112
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = tail call contract noundef float @llvm.fma.f32(float %22, float %14, float %24)
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 108
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = tail call contract noundef float @llvm.fma.f32(float %25, float %14, float %27)
  %29 = getelementptr inbounds nuw i8, ptr %2, i64 104
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = tail call contract noundef float @llvm.fma.f32(float %28, float %14, float %30)
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 100
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = tail call contract noundef float @llvm.fma.f32(float %31, float %14, float %33)
  %35 = getelementptr inbounds nuw i8, ptr %2, i64 96
  %36 = load float, ptr %35, align 4, !tbaa !8
  %37 = tail call contract noundef float @llvm.fma.f32(float %34, float %14, float %36)
  %38 = getelementptr inbounds nuw i8, ptr %2, i64 92
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = tail call contract noundef float @llvm.fma.f32(float %37, float %14, float %39)
  %41 = getelementptr inbounds nuw i8, ptr %2, i64 88
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = tail call contract noundef float @llvm.fma.f32(float %40, float %14, float %42)
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 84
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = tail call contract noundef float @llvm.fma.f32(float %43, float %14, float %45)
  %47 = getelementptr inbounds nuw i8, ptr %2, i64 80
  %48 = load float, ptr %47, align 4, !tbaa !8
  %49 = tail call contract noundef float @llvm.fma.f32(float %46, float %14, float %48)
  %50 = getelementptr inbounds nuw i8, ptr %2, i64 76
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = tail call contract noundef float @llvm.fma.f32(float %49, float %14, float %51)
  %53 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = tail call contract noundef float @llvm.fma.f32(float %52, float %14, float %54)
  %56 = getelementptr inbounds nuw i8, ptr %2, i64 68
  %57 = load float, ptr %56, align 4, !tbaa !8
  %58 = tail call contract noundef float @llvm.fma.f32(float %55, float %14, float %57)
  %59 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %60 = load float, ptr %59, align 4, !tbaa !8
  %61 = tail call contract noundef float @llvm.fma.f32(float %58, float %14, float %60)
  %62 = getelementptr inbounds nuw i8, ptr %2, i64 60
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = tail call contract noundef float @llvm.fma.f32(float %61, float %14, float %63)
  %65 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %66 = load float, ptr %65, align 4, !tbaa !8
  %67 = tail call contract noundef float @llvm.fma.f32(float %64, float %14, float %66)
  %68 = getelementptr inbounds nuw i8, ptr %2, i64 52
  %69 = load float, ptr %68, align 4, !tbaa !8
  %70 = tail call contract noundef float @llvm.fma.f32(float %67, float %14, float %69)
  %71 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %72 = load float, ptr %71, align 4, !tbaa !8
  %73 = tail call contract noundef float @llvm.fma.f32(float %70, float %14, float %72)
  %74 = getelementptr inbounds nuw i8, ptr %2, i64 44
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = tail call contract noundef float @llvm.fma.f32(float %73, float %14, float %75)
  %77 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %78 = load float, ptr %77, align 4, !tbaa !8
  %79 = tail call contract noundef float @llvm.fma.f32(float %76, float %14, float %78)
  %80 = getelementptr inbounds nuw i8, ptr %2, i64 36
  %81 = load float, ptr %80, align 4, !tbaa !8
  %82 = tail call contract noundef float @llvm.fma.f32(float %79, float %14, float %81)
  %83 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %84 = load float, ptr %83, align 4, !tbaa !8
  %85 = tail call contract noundef float @llvm.fma.f32(float %82, float %14, float %84)
  %86 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %87 = load float, ptr %86, align 4, !tbaa !8
  %88 = tail call contract noundef float @llvm.fma.f32(float %85, float %14, float %87)
  %89 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %90 = load float, ptr %89, align 4, !tbaa !8
  %91 = tail call contract noundef float @llvm.fma.f32(float %88, float %14, float %90)
  %92 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %93 = load float, ptr %92, align 4, !tbaa !8
  %94 = tail call contract noundef float @llvm.fma.f32(float %91, float %14, float %93)
  %95 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %96 = load float, ptr %95, align 4, !tbaa !8
  %97 = tail call contract noundef float @llvm.fma.f32(float %94, float %14, float %96)
  %98 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %99 = load float, ptr %98, align 4, !tbaa !8
  %100 = tail call contract noundef float @llvm.fma.f32(float %97, float %14, float %99)
  %101 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %102 = load float, ptr %101, align 4, !tbaa !8
  %103 = tail call contract noundef float @llvm.fma.f32(float %100, float %14, float %102)
  %104 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %105 = load float, ptr %104, align 4, !tbaa !8
  %106 = tail call contract noundef float @llvm.fma.f32(float %103, float %14, float %105)
  %107 = load float, ptr %2, align 4, !tbaa !8
  %108 = tail call contract noundef float @llvm.fma.f32(float %106, float %14, float %107)
  %109 = getelementptr inbounds float, ptr %1, i64 %12
  store float %108, ptr %109, align 4, !tbaa !8
  br label %110

110:                                              ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @prm_runtime_index(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.Coeffs32) align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %32

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = and i32 %14, 31
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw float, ptr %2, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = lshr i32 %14, 5
  %20 = and i32 %19, 31
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr %2, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = fmul contract float %18, %23
  %25 = lshr i32 %14, 10
  %26 = and i32 %25, 31
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw float, ptr %2, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = fadd contract float %24, %29
  %31 = getelementptr inbounds float, ptr %1, i64 %12
  store float %30, ptr %31, align 4, !tbaa !8
  br label %32

32:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @prm_transform_points(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.Transform) align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %75

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.float3, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = load float, ptr %2, align 4, !tbaa !8
  %20 = fmul contract float %14, %19
  %21 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = fmul contract float %16, %22
  %24 = fadd contract float %20, %23
  %25 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %26 = load float, ptr %25, align 4, !tbaa !8
  %27 = fmul contract float %18, %26
  %28 = fadd contract float %24, %27
  %29 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fadd contract float %30, %28
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = fmul contract float %14, %33
  %35 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %36 = load float, ptr %35, align 4, !tbaa !8
  %37 = fmul contract float %16, %36
  %38 = fadd contract float %34, %37
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = fmul contract float %18, %40
  %42 = fadd contract float %38, %41
  %43 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = fadd contract float %44, %42
  %46 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = fmul contract float %14, %47
  %49 = getelementptr inbounds nuw i8, ptr %2, i64 36
  %50 = load float, ptr %49, align 4, !tbaa !8
  %51 = fmul contract float %16, %50
  %52 = fadd contract float %48, %51
  %53 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = fmul contract float %18, %54
  %56 = fadd contract float %52, %55
  %57 = getelementptr inbounds nuw i8, ptr %2, i64 44
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = fadd contract float %58, %56
  %60 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %61 = load i32, ptr %60, align 4, !tbaa !10
  %62 = and i32 %61, 1
  %63 = icmp eq i32 %62, 0
  %64 = getelementptr inbounds nuw i8, ptr %2, i64 52
  %65 = load float, ptr %64, align 4
  %66 = fmul contract float %31, %65
  %67 = fmul contract float %45, %65
  %68 = fmul contract float %59, %65
  %69 = select i1 %63, float %59, float %68
  %70 = select i1 %63, float %45, float %67
  %71 = select i1 %63, float %31, float %66
  %72 = getelementptr inbounds %struct.float3, ptr %1, i64 %12
  store float %71, ptr %72, align 4, !tbaa !8
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 4
  store float %70, ptr %73, align 4, !tbaa !8
  %74 = getelementptr inbounds nuw i8, ptr %72, i64 8
  store float %69, ptr %74, align 4, !tbaa !8
  br label %75

75:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @prm_many_scalars(ptr noundef writeonly captures(none) %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, double noundef %13, double noundef %14, i64 noundef %15, i64 noundef %16) local_unnamed_addr #2 {
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  %23 = sitofp i32 %22 to float
  %24 = fmul contract float %8, %23
  %25 = fadd contract float %7, %24
  %26 = fmul contract float %25, %23
  %27 = fadd contract float %6, %26
  %28 = fmul contract float %27, %23
  %29 = fadd contract float %5, %28
  %30 = fmul contract float %29, %23
  %31 = fadd contract float %4, %30
  %32 = fmul contract float %31, %23
  %33 = fadd contract float %3, %32
  %34 = fmul contract float %33, %23
  %35 = fadd contract float %2, %34
  %36 = fmul contract float %35, %23
  %37 = fadd contract float %1, %36
  %38 = mul nsw i32 %9, %22
  %39 = add nsw i32 %38, %10
  %40 = mul nsw i32 %12, %22
  %41 = sub nsw i32 %11, %40
  %42 = xor i32 %41, %39
  %43 = sitofp i32 %42 to float
  %44 = fadd contract float %37, %43
  %45 = sitofp i32 %22 to double
  %46 = fmul contract double %13, %45
  %47 = fadd contract double %46, %14
  %48 = fptrunc contract double %47 to float
  %49 = sext i32 %22 to i64
  %50 = mul nsw i64 %15, %49
  %51 = ashr i64 %50, 3
  %52 = sitofp i64 %51 to float
  %53 = fadd contract float %48, %52
  %54 = and i64 %16, %49
  %55 = sitofp i64 %54 to float
  %56 = fsub contract float %53, %55
  %57 = fadd contract float %56, %44
  %58 = getelementptr inbounds float, ptr %0, i64 %49
  store float %57, ptr %58, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!11, !5, i64 48}
!11 = !{!"_ZTS9Transform", !6, i64 0, !5, i64 48, !9, i64 52}
