; ModuleID = 'src/transposes.cu'
source_filename = "src/transposes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ9tr_tile32E4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ11tr_tile_f64E4tile = internal unnamed_addr addrspace(3) global [16 x [17 x double]] undef, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tr_naive(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, %3
  %16 = icmp slt i32 %14, %2
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %28

18:                                               ; preds = %4
  %19 = mul nsw i32 %3, %14
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = mul nsw i32 %2, %9
  %25 = add nsw i32 %24, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  store float %23, ptr %27, align 4, !tbaa !8
  br label %28

28:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @tr_tile32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %8, %3
  %14 = zext nneg i32 %7 to i64
  %15 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9tr_tile32E4tile to ptr), i64 %14
  %16 = icmp slt i32 %12, %2
  %17 = select i1 %13, i1 %16, i1 false
  br i1 %17, label %18, label %26

18:                                               ; preds = %4
  %19 = mul nsw i32 %12, %3
  %20 = add nsw i32 %19, %8
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = zext nneg i32 %11 to i64
  %25 = getelementptr inbounds nuw [33 x float], ptr %15, i64 %24
  store float %23, ptr %25, align 4, !tbaa !8
  br label %26

26:                                               ; preds = %4, %18
  br i1 %13, label %27, label %63

27:                                               ; preds = %26
  %28 = add nuw nsw i32 %12, 8
  %29 = icmp slt i32 %28, %2
  br i1 %29, label %30, label %39

30:                                               ; preds = %27
  %31 = mul nsw i32 %28, %3
  %32 = add nsw i32 %31, %8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = zext nneg i32 %11 to i64
  %37 = getelementptr inbounds nuw [33 x float], ptr %15, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 1056
  store float %35, ptr %38, align 4, !tbaa !8
  br label %39

39:                                               ; preds = %27, %30
  %40 = add nuw nsw i32 %12, 16
  %41 = icmp slt i32 %40, %2
  br i1 %41, label %42, label %51

42:                                               ; preds = %39
  %43 = mul nsw i32 %40, %3
  %44 = add nsw i32 %43, %8
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = zext nneg i32 %11 to i64
  %49 = getelementptr inbounds nuw [33 x float], ptr %15, i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 2112
  store float %47, ptr %50, align 4, !tbaa !8
  br label %51

51:                                               ; preds = %39, %42
  %52 = add nuw nsw i32 %12, 24
  %53 = icmp slt i32 %52, %2
  br i1 %53, label %54, label %63

54:                                               ; preds = %51
  %55 = mul nsw i32 %52, %3
  %56 = add nsw i32 %55, %8
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !8
  %60 = zext nneg i32 %11 to i64
  %61 = getelementptr inbounds nuw [33 x float], ptr %15, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 3168
  store float %59, ptr %62, align 4, !tbaa !8
  br label %63

63:                                               ; preds = %26, %54, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = add nuw nsw i32 %10, %7
  %65 = add i32 %6, %11
  %66 = icmp slt i32 %64, %2
  %67 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tr_tile32E4tile to ptr), i64 %14
  %68 = icmp slt i32 %65, %3
  %69 = and i1 %66, %68
  br i1 %69, label %70, label %78

70:                                               ; preds = %63
  %71 = zext nneg i32 %11 to i64
  %72 = getelementptr inbounds nuw float, ptr %67, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !8
  %74 = mul nsw i32 %65, %2
  %75 = add nsw i32 %74, %64
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  store float %73, ptr %77, align 4, !tbaa !8
  br label %78

78:                                               ; preds = %63, %70
  br i1 %66, label %79, label %115

79:                                               ; preds = %78
  %80 = add nsw i32 %65, 8
  %81 = icmp slt i32 %80, %3
  br i1 %81, label %82, label %91

82:                                               ; preds = %79
  %83 = zext nneg i32 %11 to i64
  %84 = getelementptr inbounds nuw float, ptr %67, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 32
  %86 = load float, ptr %85, align 4, !tbaa !8
  %87 = mul nsw i32 %80, %2
  %88 = add nsw i32 %87, %64
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %1, i64 %89
  store float %86, ptr %90, align 4, !tbaa !8
  br label %91

91:                                               ; preds = %79, %82
  %92 = add nsw i32 %65, 16
  %93 = icmp slt i32 %92, %3
  br i1 %93, label %94, label %103

94:                                               ; preds = %91
  %95 = zext nneg i32 %11 to i64
  %96 = getelementptr inbounds nuw float, ptr %67, i64 %95
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 64
  %98 = load float, ptr %97, align 4, !tbaa !8
  %99 = mul nsw i32 %92, %2
  %100 = add nsw i32 %99, %64
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %1, i64 %101
  store float %98, ptr %102, align 4, !tbaa !8
  br label %103

103:                                              ; preds = %91, %94
  %104 = add nsw i32 %65, 24
  %105 = icmp slt i32 %104, %3
  br i1 %105, label %106, label %115

106:                                              ; preds = %103
  %107 = zext nneg i32 %11 to i64
  %108 = getelementptr inbounds nuw float, ptr %67, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 96
  %110 = load float, ptr %109, align 4, !tbaa !8
  %111 = mul nsw i32 %104, %2
  %112 = add nsw i32 %111, %64
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr %1, i64 %113
  store float %110, ptr %114, align 4, !tbaa !8
  br label %115

115:                                              ; preds = %78, %106, %103
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @tr_tile_f64(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl nuw nsw i32 %8, 4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = add nuw nsw i32 %9, %10
  %12 = icmp slt i32 %7, %2
  %13 = icmp slt i32 %11, %2
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %27

15:                                               ; preds = %3
  %16 = zext nneg i32 %11 to i64
  %17 = zext nneg i32 %2 to i64
  %18 = mul nuw nsw i64 %17, %16
  %19 = sext i32 %7 to i64
  %20 = getelementptr double, ptr %0, i64 %18
  %21 = getelementptr double, ptr %20, i64 %19
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = zext nneg i32 %10 to i64
  %24 = getelementptr inbounds nuw [17 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11tr_tile_f64E4tile to ptr), i64 %23
  %25 = zext nneg i32 %6 to i64
  %26 = getelementptr inbounds nuw double, ptr %24, i64 %25
  store double %22, ptr %26, align 8, !tbaa !10
  br label %27

27:                                               ; preds = %15, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = add nuw nsw i32 %9, %6
  %29 = add i32 %5, %10
  %30 = icmp slt i32 %28, %2
  %31 = icmp slt i32 %29, %2
  %32 = and i1 %30, %31
  br i1 %32, label %33, label %45

33:                                               ; preds = %27
  %34 = zext nneg i32 %6 to i64
  %35 = getelementptr inbounds nuw [17 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11tr_tile_f64E4tile to ptr), i64 %34
  %36 = zext nneg i32 %10 to i64
  %37 = getelementptr inbounds nuw double, ptr %35, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = sext i32 %29 to i64
  %40 = zext nneg i32 %2 to i64
  %41 = mul nsw i64 %40, %39
  %42 = zext nneg i32 %28 to i64
  %43 = getelementptr double, ptr %1, i64 %41
  %44 = getelementptr double, ptr %43, i64 %42
  store double %38, ptr %44, align 8, !tbaa !10
  br label %45

45:                                               ; preds = %33, %27
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tr_reg4x4(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = icmp slt i32 %9, %2
  %12 = icmp slt i32 %10, %3
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %95

14:                                               ; preds = %4
  %15 = shl nuw nsw i32 %10, 2
  %16 = mul nsw i32 %2, %15
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.float4, ptr %0, i64 %18
  %20 = load float, ptr %19, align 16, !tbaa !8
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %24 = load float, ptr %23, align 8, !tbaa !8
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %26 = load float, ptr %25, align 4, !tbaa !8
  %27 = or disjoint i32 %15, 1
  %28 = mul nsw i32 %2, %27
  %29 = add nsw i32 %28, %9
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.float4, ptr %0, i64 %30
  %32 = load float, ptr %31, align 16, !tbaa !8
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %36 = load float, ptr %35, align 8, !tbaa !8
  %37 = getelementptr inbounds nuw i8, ptr %31, i64 12
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = or disjoint i32 %15, 2
  %40 = mul nsw i32 %2, %39
  %41 = add nsw i32 %40, %9
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.float4, ptr %0, i64 %42
  %44 = load float, ptr %43, align 16, !tbaa !8
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !8
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 8
  %48 = load float, ptr %47, align 8, !tbaa !8
  %49 = getelementptr inbounds nuw i8, ptr %43, i64 12
  %50 = load float, ptr %49, align 4, !tbaa !8
  %51 = or disjoint i32 %15, 3
  %52 = mul nsw i32 %2, %51
  %53 = add nsw i32 %52, %9
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.float4, ptr %0, i64 %54
  %56 = load float, ptr %55, align 16, !tbaa !8
  %57 = getelementptr inbounds nuw i8, ptr %55, i64 4
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = getelementptr inbounds nuw i8, ptr %55, i64 8
  %60 = load float, ptr %59, align 8, !tbaa !8
  %61 = getelementptr inbounds nuw i8, ptr %55, i64 12
  %62 = load float, ptr %61, align 4, !tbaa !8
  %63 = shl nsw i32 %9, 2
  %64 = mul nsw i32 %3, %63
  %65 = add nsw i32 %64, %10
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds %struct.float4, ptr %1, i64 %66
  store float %20, ptr %67, align 16, !tbaa !8
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 4
  store float %32, ptr %68, align 4, !tbaa !8
  %69 = getelementptr inbounds nuw i8, ptr %67, i64 8
  store float %44, ptr %69, align 8, !tbaa !8
  %70 = getelementptr inbounds nuw i8, ptr %67, i64 12
  store float %56, ptr %70, align 4, !tbaa !8
  %71 = or disjoint i32 %63, 1
  %72 = mul nsw i32 %3, %71
  %73 = add nsw i32 %72, %10
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds %struct.float4, ptr %1, i64 %74
  store float %22, ptr %75, align 16, !tbaa !8
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 4
  store float %34, ptr %76, align 4, !tbaa !8
  %77 = getelementptr inbounds nuw i8, ptr %75, i64 8
  store float %46, ptr %77, align 8, !tbaa !8
  %78 = getelementptr inbounds nuw i8, ptr %75, i64 12
  store float %58, ptr %78, align 4, !tbaa !8
  %79 = or disjoint i32 %63, 2
  %80 = mul nsw i32 %3, %79
  %81 = add nsw i32 %80, %10
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds %struct.float4, ptr %1, i64 %82
  store float %24, ptr %83, align 16, !tbaa !8
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 4
  store float %36, ptr %84, align 4, !tbaa !8
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 8
  store float %48, ptr %85, align 8, !tbaa !8
  %86 = getelementptr inbounds nuw i8, ptr %83, i64 12
  store float %60, ptr %86, align 4, !tbaa !8
  %87 = or disjoint i32 %63, 3
  %88 = mul nsw i32 %3, %87
  %89 = add nsw i32 %88, %10
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds %struct.float4, ptr %1, i64 %90
  store float %26, ptr %91, align 16, !tbaa !8
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 4
  store float %38, ptr %92, align 4, !tbaa !8
  %93 = getelementptr inbounds nuw i8, ptr %91, i64 8
  store float %50, ptr %93, align 8, !tbaa !8
  %94 = getelementptr inbounds nuw i8, ptr %91, i64 12
  store float %62, ptr %94, align 4, !tbaa !8
  br label %95

95:                                               ; preds = %4, %14
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
