; ModuleID = 'src/predicates.cu'
source_filename = "src/predicates.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pred_box_classify(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %154

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.float4, ptr %0, i64 %13
  %15 = load float, ptr %14, align 16, !tbaa !8
  %16 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = icmp sgt i32 %4, 0
  br i1 %18, label %19, label %71

19:                                               ; preds = %12
  %20 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %23 = load float, ptr %22, align 8, !tbaa !8
  %24 = fcmp contract ule float %21, 5.000000e-01
  %25 = fcmp contract uge float %23, 2.500000e-01
  %26 = select i1 %24, i1 true, i1 %25
  %27 = and i32 %4, 1
  %28 = icmp eq i32 %4, 1
  br i1 %28, label %33, label %29

29:                                               ; preds = %19
  %30 = and i32 %4, 2147483646
  br label %74

31:                                               ; preds = %149
  %32 = icmp eq i32 %27, 0
  br i1 %32, label %71, label %33

33:                                               ; preds = %31, %19
  %34 = phi i32 [ 0, %19 ], [ %150, %31 ]
  %35 = phi i32 [ 0, %19 ], [ %151, %31 ]
  %36 = icmp ne i32 %27, 0
  tail call void @llvm.assume(i1 %36)
  %37 = zext nneg i32 %35 to i64
  %38 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %37
  %39 = load float, ptr %38, align 16, !tbaa !8
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %41 = load float, ptr %40, align 4, !tbaa !8
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %43 = load float, ptr %42, align 8, !tbaa !8
  %44 = getelementptr inbounds nuw i8, ptr %38, i64 12
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = fcmp contract oge float %15, %39
  %47 = fcmp contract olt float %15, %43
  %48 = select i1 %46, i1 %47, i1 false
  %49 = fcmp contract oge float %17, %41
  %50 = fcmp contract olt float %17, %45
  %51 = fsub contract float %15, %39
  %52 = tail call contract noundef float @llvm.fabs.f32(float %51)
  %53 = fcmp contract olt float %52, 0x3F847AE140000000
  %54 = fsub contract float %17, %41
  %55 = tail call contract noundef float @llvm.fabs.f32(float %54)
  %56 = fcmp contract olt float %55, 0x3F847AE140000000
  %57 = or i1 %53, %56
  %58 = select i1 %48, i1 %49, i1 false
  %59 = select i1 %58, i1 %50, i1 false
  br i1 %59, label %64, label %60

60:                                               ; preds = %33
  %61 = or i1 %26, %57
  %62 = xor i32 %34, 65536
  %63 = select i1 %61, i32 %34, i32 %62
  br label %71

64:                                               ; preds = %33
  br i1 %57, label %67, label %65

65:                                               ; preds = %64
  %66 = add nsw i32 %34, 1
  br label %71

67:                                               ; preds = %64
  %68 = and i32 %35, 15
  %69 = shl nuw nsw i32 1, %68
  %70 = or i32 %69, %34
  br label %71

71:                                               ; preds = %31, %67, %65, %60, %12
  %72 = phi i32 [ 0, %12 ], [ %150, %31 ], [ %63, %60 ], [ %70, %67 ], [ %66, %65 ]
  %73 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %72, ptr %73, align 4, !tbaa !4
  br label %154

74:                                               ; preds = %149, %29
  %75 = phi i32 [ 0, %29 ], [ %150, %149 ]
  %76 = phi i32 [ 0, %29 ], [ %151, %149 ]
  %77 = phi i32 [ 0, %29 ], [ %152, %149 ]
  %78 = zext nneg i32 %76 to i64
  %79 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %78
  %80 = load float, ptr %79, align 16, !tbaa !8
  %81 = getelementptr inbounds nuw i8, ptr %79, i64 4
  %82 = load float, ptr %81, align 4, !tbaa !8
  %83 = getelementptr inbounds nuw i8, ptr %79, i64 8
  %84 = load float, ptr %83, align 8, !tbaa !8
  %85 = getelementptr inbounds nuw i8, ptr %79, i64 12
  %86 = load float, ptr %85, align 4, !tbaa !8
  %87 = fcmp contract oge float %15, %80
  %88 = fcmp contract olt float %15, %84
  %89 = select i1 %87, i1 %88, i1 false
  %90 = fcmp contract oge float %17, %82
  %91 = fcmp contract olt float %17, %86
  %92 = fsub contract float %15, %80
  %93 = tail call contract noundef float @llvm.fabs.f32(float %92)
  %94 = fcmp contract olt float %93, 0x3F847AE140000000
  %95 = fsub contract float %17, %82
  %96 = tail call contract noundef float @llvm.fabs.f32(float %95)
  %97 = fcmp contract olt float %96, 0x3F847AE140000000
  %98 = or i1 %94, %97
  %99 = select i1 %89, i1 %90, i1 false
  %100 = select i1 %99, i1 %91, i1 false
  br i1 %100, label %101, label %108

101:                                              ; preds = %74
  br i1 %98, label %102, label %106

102:                                              ; preds = %101
  %103 = and i32 %76, 14
  %104 = shl nuw nsw i32 1, %103
  %105 = or i32 %104, %75
  br label %112

106:                                              ; preds = %101
  %107 = add nsw i32 %75, 1
  br label %112

108:                                              ; preds = %74
  %109 = or i1 %26, %98
  %110 = xor i32 %75, 65536
  %111 = select i1 %109, i32 %75, i32 %110
  br label %112

112:                                              ; preds = %102, %106, %108
  %113 = phi i32 [ %111, %108 ], [ %105, %102 ], [ %107, %106 ]
  %114 = or disjoint i32 %76, 1
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %115
  %117 = load float, ptr %116, align 16, !tbaa !8
  %118 = getelementptr inbounds nuw i8, ptr %116, i64 4
  %119 = load float, ptr %118, align 4, !tbaa !8
  %120 = getelementptr inbounds nuw i8, ptr %116, i64 8
  %121 = load float, ptr %120, align 8, !tbaa !8
  %122 = getelementptr inbounds nuw i8, ptr %116, i64 12
  %123 = load float, ptr %122, align 4, !tbaa !8
  %124 = fcmp contract oge float %15, %117
  %125 = fcmp contract olt float %15, %121
  %126 = select i1 %124, i1 %125, i1 false
  %127 = fcmp contract oge float %17, %119
  %128 = fcmp contract olt float %17, %123
  %129 = fsub contract float %15, %117
  %130 = tail call contract noundef float @llvm.fabs.f32(float %129)
  %131 = fcmp contract olt float %130, 0x3F847AE140000000
  %132 = fsub contract float %17, %119
  %133 = tail call contract noundef float @llvm.fabs.f32(float %132)
  %134 = fcmp contract olt float %133, 0x3F847AE140000000
  %135 = or i1 %131, %134
  %136 = select i1 %126, i1 %127, i1 false
  %137 = select i1 %136, i1 %128, i1 false
  br i1 %137, label %142, label %138

138:                                              ; preds = %112
  %139 = or i1 %26, %135
  %140 = xor i32 %113, 65536
  %141 = select i1 %139, i32 %113, i32 %140
  br label %149

142:                                              ; preds = %112
  br i1 %135, label %145, label %143

143:                                              ; preds = %142
  %144 = add nsw i32 %113, 1
  br label %149

145:                                              ; preds = %142
  %146 = and i32 %114, 15
  %147 = shl nuw nsw i32 1, %146
  %148 = or i32 %147, %113
  br label %149

149:                                              ; preds = %145, %143, %138
  %150 = phi i32 [ %141, %138 ], [ %148, %145 ], [ %144, %143 ]
  %151 = add nuw nsw i32 %76, 2
  %152 = add i32 %77, 2
  %153 = icmp eq i32 %152, %30
  br i1 %153, label %31, label %74, !llvm.loop !10

154:                                              ; preds = %5, %71
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @pred_many_live(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, float noundef %2, float noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = mul nsw i32 %9, 12
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 20
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = getelementptr inbounds nuw i8, ptr %12, i64 36
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = getelementptr inbounds nuw i8, ptr %12, i64 44
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = fcmp contract ogt float %13, %2
  %37 = fcmp contract olt float %15, %3
  %38 = fcmp contract ogt float %17, %2
  %39 = fcmp contract olt float %19, %3
  %40 = fcmp contract ogt float %21, %2
  %41 = fcmp contract olt float %23, %3
  %42 = fcmp contract ogt float %25, %2
  %43 = fcmp contract olt float %27, %3
  %44 = fcmp contract ogt float %29, %2
  %45 = fcmp contract olt float %31, %3
  %46 = fcmp contract ogt float %33, %2
  %47 = fcmp contract olt float %35, %3
  %48 = select contract i1 %36, float %13, float 0.000000e+00
  %49 = select contract i1 %37, float %15, float 0.000000e+00
  %50 = fadd contract float %48, %49
  %51 = select contract i1 %38, float %17, float 0.000000e+00
  %52 = fadd contract float %50, %51
  %53 = select contract i1 %39, float %19, float 0.000000e+00
  %54 = fadd contract float %52, %53
  %55 = select contract i1 %40, float %21, float 0.000000e+00
  %56 = fadd contract float %54, %55
  %57 = select contract i1 %41, float %23, float 0.000000e+00
  %58 = fadd contract float %56, %57
  %59 = fmul contract float %58, 5.000000e-01
  %60 = select contract i1 %42, float %25, float 1.000000e+00
  %61 = fadd contract float %60, %59
  %62 = select contract i1 %43, float %27, float 1.000000e+00
  %63 = fadd contract float %62, %61
  %64 = select contract i1 %44, float %29, float 1.000000e+00
  %65 = fadd contract float %64, %63
  %66 = select contract i1 %45, float %31, float 1.000000e+00
  %67 = fadd contract float %66, %65
  %68 = select contract i1 %46, float %33, float 1.000000e+00
  %69 = fadd contract float %68, %67
  %70 = select contract i1 %47, float %35, float 1.000000e+00
  %71 = fadd contract float %70, %69
  %72 = zext i1 %36 to i32
  %73 = select i1 %37, i32 2, i32 0
  %74 = or disjoint i32 %73, %72
  %75 = select i1 %38, i32 4, i32 0
  %76 = or disjoint i32 %74, %75
  %77 = select i1 %39, i32 8, i32 0
  %78 = or disjoint i32 %76, %77
  %79 = select i1 %40, i32 16, i32 0
  %80 = or disjoint i32 %78, %79
  %81 = select i1 %41, i32 32, i32 0
  %82 = or disjoint i32 %80, %81
  %83 = select i1 %42, i32 64, i32 0
  %84 = or i32 %82, %83
  %85 = select i1 %43, i32 128, i32 0
  %86 = or i32 %84, %85
  %87 = select i1 %44, i32 256, i32 0
  %88 = or i32 %86, %87
  %89 = select i1 %45, i32 512, i32 0
  %90 = or i32 %88, %89
  %91 = select i1 %46, i32 1024, i32 0
  %92 = or i32 %90, %91
  %93 = select i1 %47, i32 2048, i32 0
  %94 = or i32 %92, %93
  %95 = bitcast float %71 to i32
  %96 = xor i32 %94, %95
  %97 = sext i32 %9 to i64
  %98 = getelementptr inbounds i32, ptr %1, i64 %97
  store i32 %96, ptr %98, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @pred_int_clamp_sign(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %46

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = getelementptr inbounds i32, ptr %1, i64 %14
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = icmp slt i32 %16, %3
  %20 = tail call i32 @llvm.smin.i32(i32 %16, i32 %4)
  %21 = select i1 %19, i32 %3, i32 %20
  %22 = icmp slt i32 %18, %3
  %23 = tail call i32 @llvm.smin.i32(i32 %18, i32 %4)
  %24 = select i1 %22, i32 %3, i32 %23
  %25 = and i32 %16, 1
  %26 = icmp ne i32 %25, 0
  %27 = and i32 %18, 2
  %28 = icmp ne i32 %27, 0
  %29 = select i1 %26, i1 %28, i1 false
  br i1 %29, label %30, label %34

30:                                               ; preds = %13
  %31 = ashr i32 %16, 31
  %32 = or i32 %31, 1
  %33 = mul nsw i32 %21, %32
  br label %43

34:                                               ; preds = %13
  %35 = icmp eq i32 %16, %18
  %36 = xor i32 %18, %16
  %37 = icmp slt i32 %36, 0
  %38 = or i1 %35, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %34
  %40 = sub nsw i32 %24, %21
  br label %43

41:                                               ; preds = %34
  %42 = add nsw i32 %24, %21
  br label %43

43:                                               ; preds = %39, %41, %30
  %44 = phi i32 [ %33, %30 ], [ %40, %39 ], [ %42, %41 ]
  %45 = getelementptr inbounds i32, ptr %2, i64 %14
  store i32 %44, ptr %45, align 4, !tbaa !4
  br label %46

46:                                               ; preds = %6, %43
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @pred_guarded_stores(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %131

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 3
  %13 = fneg contract float %2
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = fcmp contract ogt float %16, %2
  br i1 %17, label %18, label %21

18:                                               ; preds = %11
  %19 = fsub contract float %16, %2
  %20 = getelementptr inbounds float, ptr %1, i64 %14
  store float %19, ptr %20, align 4, !tbaa !8
  br label %26

21:                                               ; preds = %11
  %22 = fcmp contract olt float %16, %13
  br i1 %22, label %23, label %26

23:                                               ; preds = %21
  %24 = getelementptr inbounds float, ptr %1, i64 %14
  %25 = fneg contract float %16
  store float %25, ptr %24, align 4, !tbaa !8
  br label %26

26:                                               ; preds = %21, %23, %18
  %27 = or disjoint i32 %12, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fmul contract float %2, 2.000000e+00
  %32 = fcmp contract ogt float %30, %31
  br i1 %32, label %38, label %33

33:                                               ; preds = %26
  %34 = fcmp contract olt float %30, %13
  br i1 %34, label %35, label %41

35:                                               ; preds = %33
  %36 = getelementptr inbounds float, ptr %1, i64 %28
  %37 = fneg contract float %30
  store float %37, ptr %36, align 4, !tbaa !8
  br label %41

38:                                               ; preds = %26
  %39 = fsub contract float %30, %2
  %40 = getelementptr inbounds float, ptr %1, i64 %28
  store float %39, ptr %40, align 4, !tbaa !8
  br label %41

41:                                               ; preds = %38, %35, %33
  %42 = or disjoint i32 %12, 2
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = fmul contract float %2, 3.000000e+00
  %47 = fcmp contract ogt float %45, %46
  br i1 %47, label %53, label %48

48:                                               ; preds = %41
  %49 = fcmp contract olt float %45, %13
  br i1 %49, label %50, label %56

50:                                               ; preds = %48
  %51 = getelementptr inbounds float, ptr %1, i64 %43
  %52 = fneg contract float %45
  store float %52, ptr %51, align 4, !tbaa !8
  br label %56

53:                                               ; preds = %41
  %54 = fsub contract float %45, %2
  %55 = getelementptr inbounds float, ptr %1, i64 %43
  store float %54, ptr %55, align 4, !tbaa !8
  br label %56

56:                                               ; preds = %53, %50, %48
  %57 = or disjoint i32 %12, 3
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !8
  %61 = fmul contract float %2, 4.000000e+00
  %62 = fcmp contract ogt float %60, %61
  br i1 %62, label %68, label %63

63:                                               ; preds = %56
  %64 = fcmp contract olt float %60, %13
  br i1 %64, label %65, label %71

65:                                               ; preds = %63
  %66 = getelementptr inbounds float, ptr %1, i64 %58
  %67 = fneg contract float %60
  store float %67, ptr %66, align 4, !tbaa !8
  br label %71

68:                                               ; preds = %56
  %69 = fsub contract float %60, %2
  %70 = getelementptr inbounds float, ptr %1, i64 %58
  store float %69, ptr %70, align 4, !tbaa !8
  br label %71

71:                                               ; preds = %68, %65, %63
  %72 = or disjoint i32 %12, 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = fmul contract float %2, 5.000000e+00
  %77 = fcmp contract ogt float %75, %76
  br i1 %77, label %83, label %78

78:                                               ; preds = %71
  %79 = fcmp contract olt float %75, %13
  br i1 %79, label %80, label %86

80:                                               ; preds = %78
  %81 = getelementptr inbounds float, ptr %1, i64 %73
  %82 = fneg contract float %75
  store float %82, ptr %81, align 4, !tbaa !8
  br label %86

83:                                               ; preds = %71
  %84 = fsub contract float %75, %2
  %85 = getelementptr inbounds float, ptr %1, i64 %73
  store float %84, ptr %85, align 4, !tbaa !8
  br label %86

86:                                               ; preds = %83, %80, %78
  %87 = or disjoint i32 %12, 5
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %0, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !8
  %91 = fmul contract float %2, 6.000000e+00
  %92 = fcmp contract ogt float %90, %91
  br i1 %92, label %98, label %93

93:                                               ; preds = %86
  %94 = fcmp contract olt float %90, %13
  br i1 %94, label %95, label %101

95:                                               ; preds = %93
  %96 = getelementptr inbounds float, ptr %1, i64 %88
  %97 = fneg contract float %90
  store float %97, ptr %96, align 4, !tbaa !8
  br label %101

98:                                               ; preds = %86
  %99 = fsub contract float %90, %2
  %100 = getelementptr inbounds float, ptr %1, i64 %88
  store float %99, ptr %100, align 4, !tbaa !8
  br label %101

101:                                              ; preds = %98, %95, %93
  %102 = or disjoint i32 %12, 6
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %0, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !8
  %106 = fmul contract float %2, 7.000000e+00
  %107 = fcmp contract ogt float %105, %106
  br i1 %107, label %113, label %108

108:                                              ; preds = %101
  %109 = fcmp contract olt float %105, %13
  br i1 %109, label %110, label %116

110:                                              ; preds = %108
  %111 = getelementptr inbounds float, ptr %1, i64 %103
  %112 = fneg contract float %105
  store float %112, ptr %111, align 4, !tbaa !8
  br label %116

113:                                              ; preds = %101
  %114 = fsub contract float %105, %2
  %115 = getelementptr inbounds float, ptr %1, i64 %103
  store float %114, ptr %115, align 4, !tbaa !8
  br label %116

116:                                              ; preds = %113, %110, %108
  %117 = or disjoint i32 %12, 7
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr %0, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !8
  %121 = fmul contract float %2, 8.000000e+00
  %122 = fcmp contract ogt float %120, %121
  br i1 %122, label %128, label %123

123:                                              ; preds = %116
  %124 = fcmp contract olt float %120, %13
  br i1 %124, label %125, label %131

125:                                              ; preds = %123
  %126 = getelementptr inbounds float, ptr %1, i64 %118
  %127 = fneg contract float %120
  store float %127, ptr %126, align 4, !tbaa !8
  br label %131

128:                                              ; preds = %116
  %129 = fsub contract float %120, %2
  %130 = getelementptr inbounds float, ptr %1, i64 %118
  store float %129, ptr %130, align 4, !tbaa !8
  br label %131

131:                                              ; preds = %123, %125, %128, %4
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
