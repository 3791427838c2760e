; ModuleID = 'src/stencils.cu'
source_filename = "src/stencils.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_w7 = dso_local addrspace(4) externally_initialized constant [7 x float] zeroinitializer, align 4
@_ZZ13st_1d7_sharedE1s = internal unnamed_addr addrspace(3) global [262 x float] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @st_1d7_shared(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = zext nneg i32 %6 to i64
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13st_1d7_sharedE1s to ptr), i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 12
  store float %14, ptr %17, align 4, !tbaa !8
  %18 = icmp samesign ult i32 %6, 3
  br i1 %18, label %19, label %37

19:                                               ; preds = %13
  %20 = icmp sgt i32 %7, 2
  br i1 %20, label %21, label %26

21:                                               ; preds = %19
  %22 = zext nneg i32 %7 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 -12
  %25 = load float, ptr %24, align 4, !tbaa !8
  br label %26

26:                                               ; preds = %19, %21
  %27 = phi contract float [ %25, %21 ], [ 0.000000e+00, %19 ]
  store float %27, ptr %16, align 4, !tbaa !8
  %28 = add nsw i32 %7, 256
  %29 = icmp slt i32 %28, %2
  br i1 %29, label %30, label %34

30:                                               ; preds = %26
  %31 = sext i32 %28 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  br label %34

34:                                               ; preds = %26, %30
  %35 = phi contract float [ %33, %30 ], [ 0.000000e+00, %26 ]
  %36 = getelementptr inbounds nuw i8, ptr %16, i64 1036
  store float %35, ptr %36, align 4, !tbaa !8
  br label %37

37:                                               ; preds = %34, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %38, label %80

38:                                               ; preds = %37
  %39 = load float, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), align 4, !tbaa !8
  %40 = load float, ptr %16, align 4, !tbaa !8
  %41 = tail call contract noundef float @llvm.fma.f32(float %39, float %40, float 0.000000e+00)
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 4), align 4, !tbaa !8
  %43 = zext nneg i32 %6 to i64
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13st_1d7_sharedE1s to ptr), i64 %43
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !8
  %47 = tail call contract noundef float @llvm.fma.f32(float %42, float %46, float %41)
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 8), align 4, !tbaa !8
  %49 = zext nneg i32 %6 to i64
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13st_1d7_sharedE1s to ptr), i64 %49
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 8
  %52 = load float, ptr %51, align 4, !tbaa !8
  %53 = tail call contract noundef float @llvm.fma.f32(float %48, float %52, float %47)
  %54 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 12), align 4, !tbaa !8
  %55 = zext nneg i32 %6 to i64
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13st_1d7_sharedE1s to ptr), i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 12
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = tail call contract noundef float @llvm.fma.f32(float %54, float %58, float %53)
  %60 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 16), align 4, !tbaa !8
  %61 = zext nneg i32 %6 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13st_1d7_sharedE1s to ptr), i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 16
  %64 = load float, ptr %63, align 4, !tbaa !8
  %65 = tail call contract noundef float @llvm.fma.f32(float %60, float %64, float %59)
  %66 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 20), align 4, !tbaa !8
  %67 = zext nneg i32 %6 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13st_1d7_sharedE1s to ptr), i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 20
  %70 = load float, ptr %69, align 4, !tbaa !8
  %71 = tail call contract noundef float @llvm.fma.f32(float %66, float %70, float %65)
  %72 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 24), align 4, !tbaa !8
  %73 = zext nneg i32 %6 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13st_1d7_sharedE1s to ptr), i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 24
  %76 = load float, ptr %75, align 4, !tbaa !8
  %77 = tail call contract noundef float @llvm.fma.f32(float %72, float %76, float %71)
  %78 = sext i32 %7 to i64
  %79 = getelementptr inbounds float, ptr %1, i64 %78
  store float %77, ptr %79, align 4, !tbaa !8
  br label %80

80:                                               ; preds = %38, %37
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @st_2d5_jacobi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp sgt i32 %11, 0
  %18 = icmp ne i32 %16, 0
  %19 = select i1 %17, i1 %18, i1 false
  %20 = add nsw i32 %3, -1
  %21 = icmp slt i32 %11, %20
  %22 = select i1 %19, i1 %21, i1 false
  %23 = add nsw i32 %4, -1
  %24 = icmp slt i32 %16, %23
  %25 = select i1 %22, i1 %24, i1 false
  br i1 %25, label %26, label %52

26:                                               ; preds = %6
  %27 = mul nsw i32 %3, %16
  %28 = add nsw i32 %27, %11
  %29 = sext i32 %28 to i64
  %30 = getelementptr float, ptr %0, i64 %29
  %31 = getelementptr i8, ptr %30, i64 -4
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = getelementptr i8, ptr %30, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = fadd contract float %32, %34
  %36 = sub nsw i32 %28, %3
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = fadd contract float %35, %39
  %41 = add nsw i32 %28, %3
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = fadd contract float %40, %44
  %46 = getelementptr inbounds float, ptr %1, i64 %29
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = fmul contract float %5, %47
  %49 = fsub contract float %45, %48
  %50 = fmul contract float %49, 2.500000e-01
  %51 = getelementptr inbounds float, ptr %2, i64 %29
  store float %50, ptr %51, align 4, !tbaa !8
  br label %52

52:                                               ; preds = %6, %26
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @st_3d7_zmarch(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = add nuw nsw i32 %15, %16
  %18 = icmp sgt i32 %12, 0
  %19 = icmp ne i32 %17, 0
  %20 = select i1 %18, i1 %19, i1 false
  %21 = add nsw i32 %2, -1
  %22 = icmp slt i32 %12, %21
  %23 = select i1 %20, i1 %22, i1 false
  %24 = add nsw i32 %3, -1
  %25 = icmp slt i32 %17, %24
  %26 = select i1 %23, i1 %25, i1 false
  br i1 %26, label %27, label %134

27:                                               ; preds = %7
  %28 = sext i32 %2 to i64
  %29 = sext i32 %3 to i64
  %30 = mul nsw i64 %29, %28
  %31 = zext nneg i32 %17 to i64
  %32 = mul nsw i64 %28, %31
  %33 = zext nneg i32 %12 to i64
  %34 = add nsw i64 %32, %33
  %35 = icmp sgt i32 %4, 2
  br i1 %35, label %36, label %134

36:                                               ; preds = %27
  %37 = getelementptr inbounds float, ptr %0, i64 %34
  %38 = getelementptr float, ptr %37, i64 %30
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = load float, ptr %37, align 4, !tbaa !8
  %41 = and i32 %4, 1
  %42 = icmp eq i32 %4, 3
  br i1 %42, label %105, label %43

43:                                               ; preds = %36
  %44 = and i32 %4, 2147483646
  %45 = add nsw i32 %44, -4
  br label %46

46:                                               ; preds = %46, %43
  %47 = phi float [ %40, %43 ], [ %56, %46 ]
  %48 = phi i32 [ 1, %43 ], [ %100, %46 ]
  %49 = phi float [ %39, %43 ], [ %81, %46 ]
  %50 = phi i32 [ 0, %43 ], [ %101, %46 ]
  %51 = zext nneg i32 %48 to i64
  %52 = mul nsw i64 %30, %51
  %53 = add nsw i64 %52, %34
  %54 = getelementptr float, ptr %0, i64 %53
  %55 = getelementptr float, ptr %54, i64 %30
  %56 = load float, ptr %55, align 4, !tbaa !8
  %57 = fmul contract float %5, %49
  %58 = getelementptr i8, ptr %54, i64 -4
  %59 = load float, ptr %58, align 4, !tbaa !8
  %60 = getelementptr i8, ptr %54, i64 4
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = fadd contract float %59, %61
  %63 = sub nsw i64 %53, %28
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = fadd contract float %62, %65
  %67 = getelementptr float, ptr %54, i64 %28
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = fadd contract float %66, %68
  %70 = fadd contract float %47, %69
  %71 = fadd contract float %56, %70
  %72 = fmul contract float %6, %71
  %73 = fadd contract float %57, %72
  %74 = getelementptr inbounds float, ptr %1, i64 %53
  store float %73, ptr %74, align 4, !tbaa !8
  %75 = add nuw nsw i32 %48, 1
  %76 = zext nneg i32 %75 to i64
  %77 = mul nsw i64 %30, %76
  %78 = add nsw i64 %77, %34
  %79 = getelementptr float, ptr %0, i64 %78
  %80 = getelementptr float, ptr %79, i64 %30
  %81 = load float, ptr %80, align 4, !tbaa !8
  %82 = fmul contract float %5, %56
  %83 = getelementptr i8, ptr %79, i64 -4
  %84 = load float, ptr %83, align 4, !tbaa !8
  %85 = getelementptr i8, ptr %79, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !8
  %87 = fadd contract float %84, %86
  %88 = sub nsw i64 %78, %28
  %89 = getelementptr inbounds float, ptr %0, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !8
  %91 = fadd contract float %87, %90
  %92 = getelementptr float, ptr %79, i64 %28
  %93 = load float, ptr %92, align 4, !tbaa !8
  %94 = fadd contract float %91, %93
  %95 = fadd contract float %49, %94
  %96 = fadd contract float %81, %95
  %97 = fmul contract float %6, %96
  %98 = fadd contract float %82, %97
  %99 = getelementptr inbounds float, ptr %1, i64 %78
  store float %98, ptr %99, align 4, !tbaa !8
  %100 = add nuw nsw i32 %48, 2
  %101 = add nuw i32 %50, 2
  %102 = icmp eq i32 %50, %45
  br i1 %102, label %103, label %46, !llvm.loop !10

103:                                              ; preds = %46
  %104 = icmp eq i32 %41, 0
  br i1 %104, label %134, label %105

105:                                              ; preds = %103, %36
  %106 = phi float [ %40, %36 ], [ %56, %103 ]
  %107 = phi i32 [ 1, %36 ], [ %100, %103 ]
  %108 = phi float [ %39, %36 ], [ %81, %103 ]
  %109 = icmp ne i32 %41, 0
  tail call void @llvm.assume(i1 %109)
  %110 = zext nneg i32 %107 to i64
  %111 = mul nsw i64 %30, %110
  %112 = add nsw i64 %111, %34
  %113 = getelementptr float, ptr %0, i64 %112
  %114 = getelementptr float, ptr %113, i64 %30
  %115 = load float, ptr %114, align 4, !tbaa !8
  %116 = fmul contract float %5, %108
  %117 = getelementptr i8, ptr %113, i64 -4
  %118 = load float, ptr %117, align 4, !tbaa !8
  %119 = getelementptr i8, ptr %113, i64 4
  %120 = load float, ptr %119, align 4, !tbaa !8
  %121 = fadd contract float %118, %120
  %122 = sub nsw i64 %112, %28
  %123 = getelementptr inbounds float, ptr %0, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !8
  %125 = fadd contract float %121, %124
  %126 = getelementptr float, ptr %113, i64 %28
  %127 = load float, ptr %126, align 4, !tbaa !8
  %128 = fadd contract float %125, %127
  %129 = fadd contract float %106, %128
  %130 = fadd contract float %115, %129
  %131 = fmul contract float %6, %130
  %132 = fadd contract float %116, %131
  %133 = getelementptr inbounds float, ptr %1, i64 %112
  store float %132, ptr %133, align 4, !tbaa !8
  br label %134

134:                                              ; preds = %105, %103, %27, %7
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
