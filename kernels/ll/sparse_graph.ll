; ModuleID = 'src/sparse_graph.cu'
source_filename = "src/sparse_graph.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmv_csr_scalar(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %133

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = getelementptr i8, ptr %15, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = icmp slt i32 %16, %18
  br i1 %19, label %20, label %46

20:                                               ; preds = %13
  %21 = sub i32 %18, %16
  %22 = and i32 %21, 7
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %40, label %24

24:                                               ; preds = %20, %24
  %25 = phi i32 [ %37, %24 ], [ %16, %20 ]
  %26 = phi float [ %36, %24 ], [ 0.000000e+00, %20 ]
  %27 = phi i32 [ %38, %24 ], [ 0, %20 ]
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = getelementptr inbounds i32, ptr %1, i64 %28
  %32 = load i32, ptr %31, align 4, !tbaa !4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = tail call contract noundef float @llvm.fma.f32(float %30, float %35, float %26)
  %37 = add nsw i32 %25, 1
  %38 = add i32 %27, 1
  %39 = icmp eq i32 %38, %22
  br i1 %39, label %40, label %24, !llvm.loop !10

40:                                               ; preds = %24, %20
  %41 = phi float [ poison, %20 ], [ %36, %24 ]
  %42 = phi i32 [ %16, %20 ], [ %37, %24 ]
  %43 = phi float [ 0.000000e+00, %20 ], [ %36, %24 ]
  %44 = sub i32 %16, %18
  %45 = icmp ugt i32 %44, -8
  br i1 %45, label %46, label %49

46:                                               ; preds = %40, %49, %13
  %47 = phi float [ 0.000000e+00, %13 ], [ %41, %40 ], [ %130, %49 ]
  %48 = getelementptr inbounds float, ptr %4, i64 %14
  store float %47, ptr %48, align 4, !tbaa !8
  br label %133

49:                                               ; preds = %40, %49
  %50 = phi i32 [ %131, %49 ], [ %42, %40 ]
  %51 = phi float [ %130, %49 ], [ %43, %40 ]
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds float, ptr %2, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = getelementptr inbounds i32, ptr %1, i64 %52
  %56 = load i32, ptr %55, align 4, !tbaa !4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %3, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !8
  %60 = tail call contract noundef float @llvm.fma.f32(float %54, float %59, float %51)
  %61 = add nsw i32 %50, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %2, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !8
  %65 = getelementptr inbounds i32, ptr %1, i64 %62
  %66 = load i32, ptr %65, align 4, !tbaa !4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %3, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !8
  %70 = tail call contract noundef float @llvm.fma.f32(float %64, float %69, float %60)
  %71 = add nsw i32 %50, 2
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %2, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !8
  %75 = getelementptr inbounds i32, ptr %1, i64 %72
  %76 = load i32, ptr %75, align 4, !tbaa !4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %3, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !8
  %80 = tail call contract noundef float @llvm.fma.f32(float %74, float %79, float %70)
  %81 = add nsw i32 %50, 3
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %2, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !8
  %85 = getelementptr inbounds i32, ptr %1, i64 %82
  %86 = load i32, ptr %85, align 4, !tbaa !4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %3, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !8
  %90 = tail call contract noundef float @llvm.fma.f32(float %84, float %89, float %80)
  %91 = add nsw i32 %50, 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %2, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !8
  %95 = getelementptr inbounds i32, ptr %1, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %3, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !8
  %100 = tail call contract noundef float @llvm.fma.f32(float %94, float %99, float %90)
  %101 = add nsw i32 %50, 5
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %2, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !8
  %105 = getelementptr inbounds i32, ptr %1, i64 %102
  %106 = load i32, ptr %105, align 4, !tbaa !4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %3, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !8
  %110 = tail call contract noundef float @llvm.fma.f32(float %104, float %109, float %100)
  %111 = add nsw i32 %50, 6
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr %2, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !8
  %115 = getelementptr inbounds i32, ptr %1, i64 %112
  %116 = load i32, ptr %115, align 4, !tbaa !4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr %3, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !8
  %120 = tail call contract noundef float @llvm.fma.f32(float %114, float %119, float %110)
  %121 = add nsw i32 %50, 7
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr %2, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !8
  %125 = getelementptr inbounds i32, ptr %1, i64 %122
  %126 = load i32, ptr %125, align 4, !tbaa !4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %3, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !8
  %130 = tail call contract noundef float @llvm.fma.f32(float %124, float %129, float %120)
  %131 = add nsw i32 %50, 8
  %132 = icmp eq i32 %131, %18
  br i1 %132, label %46, label %49, !llvm.loop !12

133:                                              ; preds = %6, %46
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @spmv_csr_warp(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = lshr i32 %11, 5
  %13 = and i32 %10, 31
  %14 = icmp slt i32 %12, %5
  br i1 %14, label %15, label %53

15:                                               ; preds = %6
  %16 = zext nneg i32 %12 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = add i32 %18, %13
  %20 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !4
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %35, label %23

23:                                               ; preds = %35, %15
  %24 = phi float [ 0.000000e+00, %15 ], [ %47, %35 ]
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %24, i32 range(i32 1, -2147483648) 16, i32 31)
  %26 = fadd contract float %24, %25
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %26, i32 range(i32 1, -2147483648) 8, i32 31)
  %28 = fadd contract float %26, %27
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %28, i32 range(i32 1, -2147483648) 4, i32 31)
  %30 = fadd contract float %28, %29
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %30, i32 range(i32 1, -2147483648) 2, i32 31)
  %32 = fadd contract float %30, %31
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %32, i32 range(i32 1, -2147483648) 1, i32 31)
  %34 = icmp eq i32 %13, 0
  br i1 %34, label %50, label %53

35:                                               ; preds = %15, %35
  %36 = phi i32 [ %48, %35 ], [ %19, %15 ]
  %37 = phi float [ %47, %35 ], [ 0.000000e+00, %15 ]
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = getelementptr inbounds i32, ptr %1, i64 %38
  %42 = load i32, ptr %41, align 4, !tbaa !4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %3, i64 %43
  %45 = addrspacecast ptr %44 to ptr addrspace(1)
  %46 = load float, ptr addrspace(1) %45, align 4, !invariant.load !14
  %47 = tail call contract noundef float @llvm.fma.f32(float %40, float %46, float %37)
  %48 = add nsw i32 %36, 32
  %49 = icmp slt i32 %48, %21
  br i1 %49, label %35, label %23, !llvm.loop !15

50:                                               ; preds = %23
  %51 = fadd contract float %32, %33
  %52 = getelementptr inbounds nuw float, ptr %4, i64 %16
  store float %51, ptr %52, align 4, !tbaa !8
  br label %53

53:                                               ; preds = %23, %50, %6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmv_ell_f64x2(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %158

13:                                               ; preds = %6
  %14 = icmp sgt i32 %5, 1
  br i1 %14, label %15, label %134

15:                                               ; preds = %13
  %16 = add nsw i32 %5, -2
  %17 = lshr i32 %16, 1
  %18 = add nuw i32 %17, 1
  %19 = and i32 %18, 1
  %20 = icmp eq i32 %17, 0
  br i1 %20, label %96, label %21

21:                                               ; preds = %15
  %22 = and i32 %18, -2
  br label %23

23:                                               ; preds = %89, %21
  %24 = phi double [ 0.000000e+00, %21 ], [ %80, %89 ]
  %25 = phi i32 [ 0, %21 ], [ %91, %89 ]
  %26 = phi double [ 0.000000e+00, %21 ], [ %90, %89 ]
  %27 = phi i32 [ 0, %21 ], [ %92, %89 ]
  %28 = or disjoint i32 %25, 1
  %29 = mul nsw i32 %25, %4
  %30 = add nsw i32 %29, %11
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !4
  %34 = mul nsw i32 %28, %4
  %35 = add nsw i32 %34, %11
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !4
  %39 = icmp sgt i32 %33, -1
  br i1 %39, label %40, label %47

40:                                               ; preds = %23
  %41 = zext nneg i32 %33 to i64
  %42 = getelementptr inbounds nuw double, ptr %2, i64 %41
  %43 = getelementptr inbounds double, ptr %1, i64 %31
  %44 = load double, ptr %43, align 8, !tbaa !16
  %45 = load double, ptr %42, align 8, !tbaa !16
  %46 = tail call contract noundef double @llvm.fma.f64(double %44, double %45, double %24)
  br label %47

47:                                               ; preds = %40, %23
  %48 = phi double [ %46, %40 ], [ %24, %23 ]
  %49 = icmp sgt i32 %38, -1
  br i1 %49, label %50, label %57

50:                                               ; preds = %47
  %51 = zext nneg i32 %38 to i64
  %52 = getelementptr inbounds nuw double, ptr %2, i64 %51
  %53 = getelementptr inbounds double, ptr %1, i64 %36
  %54 = load double, ptr %53, align 8, !tbaa !16
  %55 = load double, ptr %52, align 8, !tbaa !16
  %56 = tail call contract noundef double @llvm.fma.f64(double %54, double %55, double %26)
  br label %57

57:                                               ; preds = %50, %47
  %58 = phi double [ %56, %50 ], [ %26, %47 ]
  %59 = or disjoint i32 %25, 2
  %60 = or disjoint i32 %25, 3
  %61 = mul nsw i32 %59, %4
  %62 = add nsw i32 %61, %11
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !4
  %66 = mul nsw i32 %60, %4
  %67 = add nsw i32 %66, %11
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !4
  %71 = icmp sgt i32 %65, -1
  br i1 %71, label %72, label %79

72:                                               ; preds = %57
  %73 = zext nneg i32 %65 to i64
  %74 = getelementptr inbounds nuw double, ptr %2, i64 %73
  %75 = getelementptr inbounds double, ptr %1, i64 %63
  %76 = load double, ptr %75, align 8, !tbaa !16
  %77 = load double, ptr %74, align 8, !tbaa !16
  %78 = tail call contract noundef double @llvm.fma.f64(double %76, double %77, double %48)
  br label %79

79:                                               ; preds = %72, %57
  %80 = phi double [ %78, %72 ], [ %48, %57 ]
  %81 = icmp sgt i32 %70, -1
  br i1 %81, label %82, label %89

82:                                               ; preds = %79
  %83 = zext nneg i32 %70 to i64
  %84 = getelementptr inbounds nuw double, ptr %2, i64 %83
  %85 = getelementptr inbounds double, ptr %1, i64 %68
  %86 = load double, ptr %85, align 8, !tbaa !16
  %87 = load double, ptr %84, align 8, !tbaa !16
  %88 = tail call contract noundef double @llvm.fma.f64(double %86, double %87, double %58)
  br label %89

89:                                               ; preds = %82, %79
  %90 = phi double [ %88, %82 ], [ %58, %79 ]
  %91 = add nuw nsw i32 %25, 4
  %92 = add nuw nsw i32 %27, 2
  %93 = icmp eq i32 %92, %22
  br i1 %93, label %94, label %23, !llvm.loop !18

94:                                               ; preds = %89
  %95 = icmp eq i32 %19, 0
  br i1 %95, label %130, label %96

96:                                               ; preds = %94, %15
  %97 = phi double [ 0.000000e+00, %15 ], [ %80, %94 ]
  %98 = phi i32 [ 0, %15 ], [ %91, %94 ]
  %99 = phi double [ 0.000000e+00, %15 ], [ %90, %94 ]
  %100 = icmp ne i32 %19, 0
  tail call void @llvm.assume(i1 %100)
  %101 = or disjoint i32 %98, 1
  %102 = mul nsw i32 %98, %4
  %103 = add nsw i32 %102, %11
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, ptr %0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !4
  %107 = mul nsw i32 %101, %4
  %108 = add nsw i32 %107, %11
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !4
  %112 = icmp sgt i32 %106, -1
  br i1 %112, label %113, label %120

113:                                              ; preds = %96
  %114 = zext nneg i32 %106 to i64
  %115 = getelementptr inbounds nuw double, ptr %2, i64 %114
  %116 = getelementptr inbounds double, ptr %1, i64 %104
  %117 = load double, ptr %116, align 8, !tbaa !16
  %118 = load double, ptr %115, align 8, !tbaa !16
  %119 = tail call contract noundef double @llvm.fma.f64(double %117, double %118, double %97)
  br label %120

120:                                              ; preds = %113, %96
  %121 = phi double [ %119, %113 ], [ %97, %96 ]
  %122 = icmp sgt i32 %111, -1
  br i1 %122, label %123, label %130

123:                                              ; preds = %120
  %124 = zext nneg i32 %111 to i64
  %125 = getelementptr inbounds nuw double, ptr %2, i64 %124
  %126 = getelementptr inbounds double, ptr %1, i64 %109
  %127 = load double, ptr %126, align 8, !tbaa !16
  %128 = load double, ptr %125, align 8, !tbaa !16
  %129 = tail call contract noundef double @llvm.fma.f64(double %127, double %128, double %99)
  br label %130

130:                                              ; preds = %120, %123, %94
  %131 = phi double [ %90, %94 ], [ %129, %123 ], [ %99, %120 ]
  %132 = phi double [ %80, %94 ], [ %121, %123 ], [ %121, %120 ]
  %133 = and i32 %5, 2147483646
  br label %134

134:                                              ; preds = %130, %13
  %135 = phi double [ 0.000000e+00, %13 ], [ %131, %130 ]
  %136 = phi i32 [ 0, %13 ], [ %133, %130 ]
  %137 = phi double [ 0.000000e+00, %13 ], [ %132, %130 ]
  %138 = icmp slt i32 %136, %5
  br i1 %138, label %139, label %153

139:                                              ; preds = %134
  %140 = mul nsw i32 %136, %4
  %141 = add nsw i32 %140, %11
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr %0, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !4
  %145 = icmp sgt i32 %144, -1
  br i1 %145, label %146, label %153

146:                                              ; preds = %139
  %147 = zext nneg i32 %144 to i64
  %148 = getelementptr inbounds nuw double, ptr %2, i64 %147
  %149 = getelementptr inbounds double, ptr %1, i64 %142
  %150 = load double, ptr %149, align 8, !tbaa !16
  %151 = load double, ptr %148, align 8, !tbaa !16
  %152 = tail call contract noundef double @llvm.fma.f64(double %150, double %151, double %137)
  br label %153

153:                                              ; preds = %146, %139, %134
  %154 = phi double [ %152, %146 ], [ %137, %139 ], [ %137, %134 ]
  %155 = fadd contract double %135, %154
  %156 = sext i32 %11 to i64
  %157 = getelementptr inbounds double, ptr %3, i64 %156
  store double %155, ptr %157, align 8, !tbaa !16
  br label %158

158:                                              ; preds = %6, %153
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bfs_expand_frontier(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3, ptr noundef captures(none) %4, ptr noundef writeonly captures(none) %5, ptr noundef captures(none) %6, i32 noundef %7) local_unnamed_addr #3 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %44

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !4
  %22 = getelementptr i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !4
  %24 = icmp slt i32 %21, %23
  br i1 %24, label %25, label %44

25:                                               ; preds = %15
  %26 = add nsw i32 %7, 1
  br label %27

27:                                               ; preds = %25, %40
  %28 = phi i32 [ %21, %25 ], [ %41, %40 ]
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %1, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %4, i64 %32
  %34 = cmpxchg ptr %33, i32 -1, i32 %26 seq_cst seq_cst, align 4
  %35 = extractvalue { i32, i1 } %34, 1
  br i1 %35, label %36, label %40

36:                                               ; preds = %27
  %37 = atomicrmw add ptr %6, i32 1 monotonic, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %5, i64 %38
  store i32 %31, ptr %39, align 4, !tbaa !4
  br label %40

40:                                               ; preds = %36, %27
  %41 = add nsw i32 %28, 1
  %42 = load i32, ptr %22, align 4, !tbaa !4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %27, label %44, !llvm.loop !19

44:                                               ; preds = %40, %15, %8
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{}
!15 = distinct !{!15, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !6, i64 0}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
