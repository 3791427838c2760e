; ModuleID = 'src/transc_fast.cu'
source_filename = "src/transc_fast.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2 = type { float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tf_activations(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %146

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  %14 = fneg fast float %13
  %15 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %14, float -8.700000e+01)
  %16 = tail call fast float @llvm.minnum.f32(float %15, float 8.800000e+01)
  %17 = fmul fast float %16, 0x3FF7154760000000
  %18 = tail call fast float @llvm.rint.f32(float %17)
  %19 = tail call fast float @llvm.fma.f32(float %18, float 0xBFE62E4000000000, float %16)
  %20 = tail call fast float @llvm.fma.f32(float %18, float 0xBEB7F7D1C0000000, float %19)
  %21 = tail call fast float @llvm.fma.f32(float %20, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %22 = tail call fast float @llvm.fma.f32(float %21, float %20, float 0x3FA5550A60000000)
  %23 = tail call fast float @llvm.fma.f32(float %22, float %20, float 0x3FC5555540000000)
  %24 = tail call fast float @llvm.fma.f32(float %23, float %20, float 5.000000e-01)
  %25 = fmul fast float %20, %20
  %26 = tail call fast float @llvm.fma.f32(float %24, float %25, float %20)
  %27 = fadd fast float %26, 1.000000e+00
  %28 = fptosi float %18 to i32
  %29 = shl i32 %28, 23
  %30 = add i32 %29, 1065353216
  %31 = bitcast i32 %30 to float
  %32 = fmul fast float %27, %31
  %33 = fadd fast float %32, 1.000000e+00
  %34 = fdiv fast float 1.000000e+00, %33
  %35 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %13, float -8.700000e+01)
  %36 = tail call fast float @llvm.minnum.f32(float %35, float 8.800000e+01)
  %37 = fmul fast float %36, 0x3FF7154760000000
  %38 = tail call fast float @llvm.rint.f32(float %37)
  %39 = tail call fast float @llvm.fma.f32(float %38, float 0xBFE62E4000000000, float %36)
  %40 = tail call fast float @llvm.fma.f32(float %38, float 0xBEB7F7D1C0000000, float %39)
  %41 = tail call fast float @llvm.fma.f32(float %40, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %42 = tail call fast float @llvm.fma.f32(float %41, float %40, float 0x3FA5550A60000000)
  %43 = tail call fast float @llvm.fma.f32(float %42, float %40, float 0x3FC5555540000000)
  %44 = tail call fast float @llvm.fma.f32(float %43, float %40, float 5.000000e-01)
  %45 = fmul fast float %40, %40
  %46 = tail call fast float @llvm.fma.f32(float %44, float %45, float %40)
  %47 = fadd fast float %46, 1.000000e+00
  %48 = fptosi float %38 to i32
  %49 = shl i32 %48, 23
  %50 = add i32 %49, 1065353216
  %51 = bitcast i32 %50 to float
  %52 = fmul fast float %47, %51
  %53 = fadd fast float %52, 1.000000e+00
  %54 = fcmp fast ugt float %53, 0.000000e+00
  br i1 %54, label %58, label %55

55:                                               ; preds = %10
  %56 = fcmp fast oeq float %53, 0.000000e+00
  %57 = select fast i1 %56, float 0xFFF0000000000000, float 0x7FF8000000000000
  br label %78

58:                                               ; preds = %10
  %59 = bitcast float %53 to i32
  %60 = add nsw i32 %59, -1059760811
  %61 = ashr i32 %60, 23
  %62 = and i32 %60, -8388608
  %63 = sub nsw i32 %59, %62
  %64 = bitcast i32 %63 to float
  %65 = fadd fast float %64, -1.000000e+00
  %66 = tail call fast float @llvm.fma.f32(float %65, float 0xBFC0AE0000000000, float 0x3FC2080000000000)
  %67 = tail call fast float @llvm.fma.f32(float %66, float %65, float 0xBFBF198B20000000)
  %68 = tail call fast float @llvm.fma.f32(float %67, float %65, float 0x3FC1E57400000000)
  %69 = tail call fast float @llvm.fma.f32(float %68, float %65, float 0xBFC55B36C0000000)
  %70 = tail call fast float @llvm.fma.f32(float %69, float %65, float 0x3FC99D8B20000000)
  %71 = tail call fast float @llvm.fma.f32(float %70, float %65, float 0xBFCFFFE020000000)
  %72 = tail call fast float @llvm.fma.f32(float %71, float %65, float 0x3FD5554FA0000000)
  %73 = tail call fast float @llvm.fma.f32(float %72, float %65, float -5.000000e-01)
  %74 = fmul fast float %73, %65
  %75 = tail call fast float @llvm.fma.f32(float %74, float %65, float %65)
  %76 = sitofp i32 %61 to float
  %77 = tail call fast float @llvm.fma.f32(float %76, float 0x3FE62E4300000000, float %75)
  br label %78

78:                                               ; preds = %55, %58
  %79 = phi nsz float [ %57, %55 ], [ %77, %58 ]
  %80 = fmul fast float %13, %13
  %81 = fmul fast float %80, 0x3FA6E4E260000000
  %82 = fmul fast float %81, %13
  %83 = fadd fast float %82, %13
  %84 = fmul fast float %83, 0x3FE9884540000000
  %85 = tail call fast float @llvm.fabs.f32(float nofpclass(nan inf) %84)
  %86 = fmul fast float %85, -2.000000e+00
  %87 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %86, float -8.700000e+01)
  %88 = tail call fast float @llvm.minnum.f32(float %87, float 8.800000e+01)
  %89 = fmul fast float %88, 0x3FF7154760000000
  %90 = tail call fast float @llvm.rint.f32(float %89)
  %91 = tail call fast float @llvm.fma.f32(float %90, float 0xBFE62E4000000000, float %88)
  %92 = tail call fast float @llvm.fma.f32(float %90, float 0xBEB7F7D1C0000000, float %91)
  %93 = tail call fast float @llvm.fma.f32(float %92, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %94 = tail call fast float @llvm.fma.f32(float %93, float %92, float 0x3FA5550A60000000)
  %95 = tail call fast float @llvm.fma.f32(float %94, float %92, float 0x3FC5555540000000)
  %96 = tail call fast float @llvm.fma.f32(float %95, float %92, float 5.000000e-01)
  %97 = fmul fast float %92, %92
  %98 = tail call fast float @llvm.fma.f32(float %96, float %97, float %92)
  %99 = fadd fast float %98, 1.000000e+00
  %100 = fptosi float %90 to i32
  %101 = shl i32 %100, 23
  %102 = add i32 %101, 1065353216
  %103 = bitcast i32 %102 to float
  %104 = fmul fast float %99, %103
  %105 = fsub fast float 1.000000e+00, %104
  %106 = fadd fast float %104, 1.000000e+00
  %107 = fdiv fast float %105, %106
  %108 = tail call fast noundef float @llvm.copysign.f32(float %107, float nofpclass(nan inf) %84)
  %109 = fmul fast float %108, 5.000000e-01
  %110 = fadd fast float %109, 5.000000e-01
  %111 = fmul fast float %13, 0x3FE45F3060000000
  %112 = tail call fast float @llvm.rint.f32(float %111)
  %113 = tail call fast float @llvm.fma.f32(float %112, float 0xBFF921FB00000000, float nofpclass(nan inf) %13)
  %114 = tail call fast float @llvm.fma.f32(float %112, float 0xBE95110B40000000, float %113)
  %115 = fptosi float %112 to i32
  %116 = fmul fast float %114, %114
  %117 = tail call fast float @llvm.fma.f32(float %116, float 0x3EC6CD8780000000, float 0xBF2A017E20000000)
  %118 = tail call fast float @llvm.fma.f32(float %117, float %116, float 0x3F811110C0000000)
  %119 = tail call fast float @llvm.fma.f32(float %118, float %116, float 0xBFC5555560000000)
  %120 = fmul fast float %119, %116
  %121 = tail call fast noundef float @llvm.fma.f32(float %120, float nofpclass(nan inf) %114, float nofpclass(nan inf) %114)
  %122 = tail call fast float @llvm.fma.f32(float %116, float 0x3EF99EB9C0000000, float 0xBF56C0C340000000)
  %123 = tail call fast float @llvm.fma.f32(float %122, float %116, float 0x3FA55554A0000000)
  %124 = tail call fast float @llvm.fma.f32(float %123, float %116, float -5.000000e-01)
  %125 = tail call fast noundef float @llvm.fma.f32(float %124, float %116, float 1.000000e+00)
  %126 = and i32 %115, 1
  %127 = icmp eq i32 %126, 0
  %128 = select fast i1 %127, float %121, float %125
  %129 = select fast i1 %127, float %125, float %121
  %130 = and i32 %115, 2
  %131 = icmp eq i32 %130, 0
  %132 = fneg fast float %128
  %133 = select fast i1 %131, float %128, float %132
  %134 = add nsw i32 %115, 1
  %135 = and i32 %134, 2
  %136 = icmp eq i32 %135, 0
  %137 = fneg fast float %129
  %138 = select fast i1 %136, float %129, float %137
  %139 = fmul fast float %133, %138
  %140 = fadd fast float %110, %34
  %141 = fmul fast float %140, %13
  %142 = fadd fast float %34, %139
  %143 = fadd fast float %142, %141
  %144 = fadd fast float %143, %79
  %145 = getelementptr inbounds float, ptr %1, i64 %11
  store float %144, ptr %145, align 4, !tbaa !8
  br label %146

146:                                              ; preds = %3, %78
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tf_logsumexp8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %287

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 3
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = tail call fast noundef float @llvm.maxnum.f32(float nofpclass(nan inf) %14, float nofpclass(nan inf) 0xC7EC363CC0000000)
  %16 = sext i32 %11 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = getelementptr i8, ptr %17, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = tail call fast noundef float @llvm.maxnum.f32(float nofpclass(nan inf) %15, float nofpclass(nan inf) %19)
  %21 = sext i32 %11 to i64
  %22 = getelementptr float, ptr %0, i64 %21
  %23 = getelementptr i8, ptr %22, i64 8
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = tail call fast noundef float @llvm.maxnum.f32(float nofpclass(nan inf) %20, float nofpclass(nan inf) %24)
  %26 = sext i32 %11 to i64
  %27 = getelementptr float, ptr %0, i64 %26
  %28 = getelementptr i8, ptr %27, i64 12
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = tail call fast noundef float @llvm.maxnum.f32(float nofpclass(nan inf) %25, float nofpclass(nan inf) %29)
  %31 = sext i32 %11 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = getelementptr i8, ptr %32, i64 16
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = tail call fast noundef float @llvm.maxnum.f32(float nofpclass(nan inf) %30, float nofpclass(nan inf) %34)
  %36 = sext i32 %11 to i64
  %37 = getelementptr float, ptr %0, i64 %36
  %38 = getelementptr i8, ptr %37, i64 20
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = tail call fast noundef float @llvm.maxnum.f32(float nofpclass(nan inf) %35, float nofpclass(nan inf) %39)
  %41 = sext i32 %11 to i64
  %42 = getelementptr float, ptr %0, i64 %41
  %43 = getelementptr i8, ptr %42, i64 24
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = tail call fast noundef float @llvm.maxnum.f32(float nofpclass(nan inf) %40, float nofpclass(nan inf) %44)
  %46 = sext i32 %11 to i64
  %47 = getelementptr float, ptr %0, i64 %46
  %48 = getelementptr i8, ptr %47, i64 28
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = tail call fast noundef float @llvm.maxnum.f32(float nofpclass(nan inf) %45, float nofpclass(nan inf) %49)
  %51 = fsub fast float %14, %50
  %52 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %51, float -8.700000e+01)
  %53 = tail call fast float @llvm.minnum.f32(float %52, float 8.800000e+01)
  %54 = fmul fast float %53, 0x3FF7154760000000
  %55 = tail call fast float @llvm.rint.f32(float %54)
  %56 = tail call fast float @llvm.fma.f32(float %55, float 0xBFE62E4000000000, float %53)
  %57 = tail call fast float @llvm.fma.f32(float %55, float 0xBEB7F7D1C0000000, float %56)
  %58 = tail call fast float @llvm.fma.f32(float %57, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %59 = tail call fast float @llvm.fma.f32(float %58, float %57, float 0x3FA5550A60000000)
  %60 = tail call fast float @llvm.fma.f32(float %59, float %57, float 0x3FC5555540000000)
  %61 = tail call fast float @llvm.fma.f32(float %60, float %57, float 5.000000e-01)
  %62 = fmul fast float %57, %57
  %63 = tail call fast float @llvm.fma.f32(float %61, float %62, float %57)
  %64 = fadd fast float %63, 1.000000e+00
  %65 = fptosi float %55 to i32
  %66 = shl i32 %65, 23
  %67 = add i32 %66, 1065353216
  %68 = bitcast i32 %67 to float
  %69 = fmul fast float %64, %68
  %70 = fsub fast float %19, %50
  %71 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %70, float -8.700000e+01)
  %72 = tail call fast float @llvm.minnum.f32(float %71, float 8.800000e+01)
  %73 = fmul fast float %72, 0x3FF7154760000000
  %74 = tail call fast float @llvm.rint.f32(float %73)
  %75 = tail call fast float @llvm.fma.f32(float %74, float 0xBFE62E4000000000, float %72)
  %76 = tail call fast float @llvm.fma.f32(float %74, float 0xBEB7F7D1C0000000, float %75)
  %77 = tail call fast float @llvm.fma.f32(float %76, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %78 = tail call fast float @llvm.fma.f32(float %77, float %76, float 0x3FA5550A60000000)
  %79 = tail call fast float @llvm.fma.f32(float %78, float %76, float 0x3FC5555540000000)
  %80 = tail call fast float @llvm.fma.f32(float %79, float %76, float 5.000000e-01)
  %81 = fmul fast float %76, %76
  %82 = tail call fast float @llvm.fma.f32(float %80, float %81, float %76)
  %83 = fadd fast float %82, 1.000000e+00
  %84 = fptosi float %74 to i32
  %85 = shl i32 %84, 23
  %86 = add i32 %85, 1065353216
  %87 = bitcast i32 %86 to float
  %88 = fmul fast float %83, %87
  %89 = fadd fast float %88, %69
  %90 = fsub fast float %24, %50
  %91 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %90, float -8.700000e+01)
  %92 = tail call fast float @llvm.minnum.f32(float %91, float 8.800000e+01)
  %93 = fmul fast float %92, 0x3FF7154760000000
  %94 = tail call fast float @llvm.rint.f32(float %93)
  %95 = tail call fast float @llvm.fma.f32(float %94, float 0xBFE62E4000000000, float %92)
  %96 = tail call fast float @llvm.fma.f32(float %94, float 0xBEB7F7D1C0000000, float %95)
  %97 = tail call fast float @llvm.fma.f32(float %96, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %98 = tail call fast float @llvm.fma.f32(float %97, float %96, float 0x3FA5550A60000000)
  %99 = tail call fast float @llvm.fma.f32(float %98, float %96, float 0x3FC5555540000000)
  %100 = tail call fast float @llvm.fma.f32(float %99, float %96, float 5.000000e-01)
  %101 = fmul fast float %96, %96
  %102 = tail call fast float @llvm.fma.f32(float %100, float %101, float %96)
  %103 = fadd fast float %102, 1.000000e+00
  %104 = fptosi float %94 to i32
  %105 = shl i32 %104, 23
  %106 = add i32 %105, 1065353216
  %107 = bitcast i32 %106 to float
  %108 = fmul fast float %103, %107
  %109 = fadd fast float %108, %89
  %110 = fsub fast float %29, %50
  %111 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %110, float -8.700000e+01)
  %112 = tail call fast float @llvm.minnum.f32(float %111, float 8.800000e+01)
  %113 = fmul fast float %112, 0x3FF7154760000000
  %114 = tail call fast float @llvm.rint.f32(float %113)
  %115 = tail call fast float @llvm.fma.f32(float %114, float 0xBFE62E4000000000, float %112)
  %116 = tail call fast float @llvm.fma.f32(float %114, float 0xBEB7F7D1C0000000, float %115)
  %117 = tail call fast float @llvm.fma.f32(float %116, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %118 = tail call fast float @llvm.fma.f32(float %117, float %116, float 0x3FA5550A60000000)
  %119 = tail call fast float @llvm.fma.f32(float %118, float %116, float 0x3FC5555540000000)
  %120 = tail call fast float @llvm.fma.f32(float %119, float %116, float 5.000000e-01)
  %121 = fmul fast float %116, %116
  %122 = tail call fast float @llvm.fma.f32(float %120, float %121, float %116)
  %123 = fadd fast float %122, 1.000000e+00
  %124 = fptosi float %114 to i32
  %125 = shl i32 %124, 23
  %126 = add i32 %125, 1065353216
  %127 = bitcast i32 %126 to float
  %128 = fmul fast float %123, %127
  %129 = fadd fast float %128, %109
  %130 = fsub fast float %34, %50
  %131 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %130, float -8.700000e+01)
  %132 = tail call fast float @llvm.minnum.f32(float %131, float 8.800000e+01)
  %133 = fmul fast float %132, 0x3FF7154760000000
  %134 = tail call fast float @llvm.rint.f32(float %133)
  %135 = tail call fast float @llvm.fma.f32(float %134, float 0xBFE62E4000000000, float %132)
  %136 = tail call fast float @llvm.fma.f32(float %134, float 0xBEB7F7D1C0000000, float %135)
  %137 = tail call fast float @llvm.fma.f32(float %136, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %138 = tail call fast float @llvm.fma.f32(float %137, float %136, float 0x3FA5550A60000000)
  %139 = tail call fast float @llvm.fma.f32(float %138, float %136, float 0x3FC5555540000000)
  %140 = tail call fast float @llvm.fma.f32(float %139, float %136, float 5.000000e-01)
  %141 = fmul fast float %136, %136
  %142 = tail call fast float @llvm.fma.f32(float %140, float %141, float %136)
  %143 = fadd fast float %142, 1.000000e+00
  %144 = fptosi float %134 to i32
  %145 = shl i32 %144, 23
  %146 = add i32 %145, 1065353216
  %147 = bitcast i32 %146 to float
  %148 = fmul fast float %143, %147
  %149 = fadd fast float %148, %129
  %150 = fsub fast float %39, %50
  %151 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %150, float -8.700000e+01)
  %152 = tail call fast float @llvm.minnum.f32(float %151, float 8.800000e+01)
  %153 = fmul fast float %152, 0x3FF7154760000000
  %154 = tail call fast float @llvm.rint.f32(float %153)
  %155 = tail call fast float @llvm.fma.f32(float %154, float 0xBFE62E4000000000, float %152)
  %156 = tail call fast float @llvm.fma.f32(float %154, float 0xBEB7F7D1C0000000, float %155)
  %157 = tail call fast float @llvm.fma.f32(float %156, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %158 = tail call fast float @llvm.fma.f32(float %157, float %156, float 0x3FA5550A60000000)
  %159 = tail call fast float @llvm.fma.f32(float %158, float %156, float 0x3FC5555540000000)
  %160 = tail call fast float @llvm.fma.f32(float %159, float %156, float 5.000000e-01)
  %161 = fmul fast float %156, %156
  %162 = tail call fast float @llvm.fma.f32(float %160, float %161, float %156)
  %163 = fadd fast float %162, 1.000000e+00
  %164 = fptosi float %154 to i32
  %165 = shl i32 %164, 23
  %166 = add i32 %165, 1065353216
  %167 = bitcast i32 %166 to float
  %168 = fmul fast float %163, %167
  %169 = fadd fast float %168, %149
  %170 = fsub fast float %44, %50
  %171 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %170, float -8.700000e+01)
  %172 = tail call fast float @llvm.minnum.f32(float %171, float 8.800000e+01)
  %173 = fmul fast float %172, 0x3FF7154760000000
  %174 = tail call fast float @llvm.rint.f32(float %173)
  %175 = tail call fast float @llvm.fma.f32(float %174, float 0xBFE62E4000000000, float %172)
  %176 = tail call fast float @llvm.fma.f32(float %174, float 0xBEB7F7D1C0000000, float %175)
  %177 = tail call fast float @llvm.fma.f32(float %176, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %178 = tail call fast float @llvm.fma.f32(float %177, float %176, float 0x3FA5550A60000000)
  %179 = tail call fast float @llvm.fma.f32(float %178, float %176, float 0x3FC5555540000000)
  %180 = tail call fast float @llvm.fma.f32(float %179, float %176, float 5.000000e-01)
  %181 = fmul fast float %176, %176
  %182 = tail call fast float @llvm.fma.f32(float %180, float %181, float %176)
  %183 = fadd fast float %182, 1.000000e+00
  %184 = fptosi float %174 to i32
  %185 = shl i32 %184, 23
  %186 = add i32 %185, 1065353216
  %187 = bitcast i32 %186 to float
  %188 = fmul fast float %183, %187
  %189 = fadd fast float %188, %169
  %190 = fsub fast float %49, %50
  %191 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %190, float -8.700000e+01)
  %192 = tail call fast float @llvm.minnum.f32(float %191, float 8.800000e+01)
  %193 = fmul fast float %192, 0x3FF7154760000000
  %194 = tail call fast float @llvm.rint.f32(float %193)
  %195 = tail call fast float @llvm.fma.f32(float %194, float 0xBFE62E4000000000, float %192)
  %196 = tail call fast float @llvm.fma.f32(float %194, float 0xBEB7F7D1C0000000, float %195)
  %197 = tail call fast float @llvm.fma.f32(float %196, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %198 = tail call fast float @llvm.fma.f32(float %197, float %196, float 0x3FA5550A60000000)
  %199 = tail call fast float @llvm.fma.f32(float %198, float %196, float 0x3FC5555540000000)
  %200 = tail call fast float @llvm.fma.f32(float %199, float %196, float 5.000000e-01)
  %201 = fmul fast float %196, %196
  %202 = tail call fast float @llvm.fma.f32(float %200, float %201, float %196)
  %203 = fadd fast float %202, 1.000000e+00
  %204 = fptosi float %194 to i32
  %205 = shl i32 %204, 23
  %206 = add i32 %205, 1065353216
  %207 = bitcast i32 %206 to float
  %208 = fmul fast float %203, %207
  %209 = fadd fast float %208, %189
  %210 = fcmp fast ugt float %209, 0.000000e+00
  br i1 %210, label %214, label %211

211:                                              ; preds = %10
  %212 = fcmp fast oeq float %209, 0.000000e+00
  %213 = select fast i1 %212, float 0xFFF0000000000000, float 0x7FF8000000000000
  br label %234

214:                                              ; preds = %10
  %215 = bitcast float %209 to i32
  %216 = add nsw i32 %215, -1059760811
  %217 = ashr i32 %216, 23
  %218 = and i32 %216, -8388608
  %219 = sub nsw i32 %215, %218
  %220 = bitcast i32 %219 to float
  %221 = fadd fast float %220, -1.000000e+00
  %222 = tail call fast float @llvm.fma.f32(float %221, float 0xBFC0AE0000000000, float 0x3FC2080000000000)
  %223 = tail call fast float @llvm.fma.f32(float %222, float %221, float 0xBFBF198B20000000)
  %224 = tail call fast float @llvm.fma.f32(float %223, float %221, float 0x3FC1E57400000000)
  %225 = tail call fast float @llvm.fma.f32(float %224, float %221, float 0xBFC55B36C0000000)
  %226 = tail call fast float @llvm.fma.f32(float %225, float %221, float 0x3FC99D8B20000000)
  %227 = tail call fast float @llvm.fma.f32(float %226, float %221, float 0xBFCFFFE020000000)
  %228 = tail call fast float @llvm.fma.f32(float %227, float %221, float 0x3FD5554FA0000000)
  %229 = tail call fast float @llvm.fma.f32(float %228, float %221, float -5.000000e-01)
  %230 = fmul fast float %229, %221
  %231 = tail call fast float @llvm.fma.f32(float %230, float %221, float %221)
  %232 = sitofp i32 %217 to float
  %233 = tail call fast float @llvm.fma.f32(float %232, float 0x3FE62E4300000000, float %231)
  br label %234

234:                                              ; preds = %211, %214
  %235 = phi nsz float [ %213, %211 ], [ %233, %214 ]
  %236 = fadd fast float %235, %50
  br i1 %210, label %240, label %237

237:                                              ; preds = %234
  %238 = fcmp fast oeq float %209, 0.000000e+00
  %239 = select fast i1 %238, float 0xFFF0000000000000, float 0x7FF8000000000000
  br label %260

240:                                              ; preds = %234
  %241 = bitcast float %209 to i32
  %242 = add nsw i32 %241, -1059760811
  %243 = ashr i32 %242, 23
  %244 = and i32 %242, -8388608
  %245 = sub nsw i32 %241, %244
  %246 = bitcast i32 %245 to float
  %247 = fadd fast float %246, -1.000000e+00
  %248 = tail call fast float @llvm.fma.f32(float %247, float 0xBFC0AE0000000000, float 0x3FC2080000000000)
  %249 = tail call fast float @llvm.fma.f32(float %248, float %247, float 0xBFBF198B20000000)
  %250 = tail call fast float @llvm.fma.f32(float %249, float %247, float 0x3FC1E57400000000)
  %251 = tail call fast float @llvm.fma.f32(float %250, float %247, float 0xBFC55B36C0000000)
  %252 = tail call fast float @llvm.fma.f32(float %251, float %247, float 0x3FC99D8B20000000)
  %253 = tail call fast float @llvm.fma.f32(float %252, float %247, float 0xBFCFFFE020000000)
  %254 = tail call fast float @llvm.fma.f32(float %253, float %247, float 0x3FD5554FA0000000)
  %255 = tail call fast float @llvm.fma.f32(float %254, float %247, float -5.000000e-01)
  %256 = fmul fast float %255, %247
  %257 = tail call fast float @llvm.fma.f32(float %256, float %247, float %247)
  %258 = sitofp i32 %243 to float
  %259 = tail call fast float @llvm.fma.f32(float %258, float 0x3FE62E4300000000, float %257)
  br label %260

260:                                              ; preds = %237, %240
  %261 = phi nsz float [ %239, %237 ], [ %259, %240 ]
  %262 = fmul fast float %261, 0x3FD51EB860000000
  %263 = tail call fast float @llvm.maxnum.f32(float nofpclass(nan inf) %262, float -8.700000e+01)
  %264 = tail call fast float @llvm.minnum.f32(float %263, float 8.800000e+01)
  %265 = fmul fast float %264, 0x3FF7154760000000
  %266 = tail call fast float @llvm.rint.f32(float %265)
  %267 = tail call fast float @llvm.fma.f32(float %266, float 0xBFE62E4000000000, float %264)
  %268 = tail call fast float @llvm.fma.f32(float %266, float 0xBEB7F7D1C0000000, float %267)
  %269 = tail call fast float @llvm.fma.f32(float %268, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %270 = tail call fast float @llvm.fma.f32(float %269, float %268, float 0x3FA5550A60000000)
  %271 = tail call fast float @llvm.fma.f32(float %270, float %268, float 0x3FC5555540000000)
  %272 = tail call fast float @llvm.fma.f32(float %271, float %268, float 5.000000e-01)
  %273 = fmul fast float %268, %268
  %274 = tail call fast float @llvm.fma.f32(float %272, float %273, float %268)
  %275 = fadd fast float %274, 1.000000e+00
  %276 = fptosi float %266 to i32
  %277 = shl i32 %276, 23
  %278 = add i32 %277, 1065353216
  %279 = bitcast i32 %278 to float
  %280 = fmul fast float %275, %279
  %281 = fadd fast float %209, 1.000000e+00
  %282 = tail call fast noundef float @llvm.sqrt.f32(float nofpclass(nan inf) %281)
  %283 = fdiv fast float %280, %282
  %284 = fadd fast float %236, %283
  %285 = sext i32 %8 to i64
  %286 = getelementptr inbounds float, ptr %1, i64 %285
  store float %284, ptr %286, align 4, !tbaa !8
  br label %287

287:                                              ; preds = %3, %260
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tf_polar(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %70

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.float2, ptr %0, i64 %11
  %13 = load float, ptr %12, align 8, !tbaa !8
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = fmul fast float %13, %13
  %17 = fmul fast float %15, %15
  %18 = fadd fast float %17, %16
  %19 = tail call fast noundef float @llvm.sqrt.f32(float nofpclass(nan inf) %18)
  %20 = tail call fast float @llvm.fabs.f32(float nofpclass(nan inf) %13)
  %21 = tail call fast float @llvm.fabs.f32(float nofpclass(nan inf) %15)
  %22 = tail call fast float @llvm.minnum.f32(float %20, float %21)
  %23 = tail call fast float @llvm.maxnum.f32(float %20, float %21)
  %24 = fdiv fast float %22, %23
  %25 = fmul fast float %24, %24
  %26 = tail call fast float @llvm.fma.f32(float %25, float 0xBFA7CE62C0000000, float 0x3FC4646880000000)
  %27 = tail call fast float @llvm.fma.f32(float %26, float %25, float 0xBFD4F7C580000000)
  %28 = fmul fast float %27, %25
  %29 = tail call fast float @llvm.fma.f32(float %28, float %24, float %24)
  %30 = fcmp fast ogt float %21, %20
  %31 = fsub fast float 0x3FF921FB60000000, %29
  %32 = select nsz i1 %30, float %31, float %29
  %33 = fcmp fast olt float %13, 0.000000e+00
  %34 = fsub fast float 0x400921FB60000000, %32
  %35 = select nsz i1 %33, float %34, float %32
  %36 = tail call fast noundef float @llvm.copysign.f32(float %35, float nofpclass(nan inf) %15)
  %37 = fmul fast float %36, 2.000000e+00
  %38 = fmul fast float %36, 0x3FF45F3060000000
  %39 = tail call fast float @llvm.rint.f32(float %38)
  %40 = tail call fast float @llvm.fma.f32(float %39, float 0xBFF921FB00000000, float nofpclass(nan inf) %37)
  %41 = tail call fast float @llvm.fma.f32(float %39, float 0xBE95110B40000000, float %40)
  %42 = fptosi float %39 to i32
  %43 = fmul fast float %41, %41
  %44 = tail call fast float @llvm.fma.f32(float %43, float 0x3EC6CD8780000000, float 0xBF2A017E20000000)
  %45 = tail call fast float @llvm.fma.f32(float %44, float %43, float 0x3F811110C0000000)
  %46 = tail call fast float @llvm.fma.f32(float %45, float %43, float 0xBFC5555560000000)
  %47 = fmul fast float %46, %43
  %48 = tail call fast noundef float @llvm.fma.f32(float %47, float nofpclass(nan inf) %41, float nofpclass(nan inf) %41)
  %49 = tail call fast float @llvm.fma.f32(float %43, float 0x3EF99EB9C0000000, float 0xBF56C0C340000000)
  %50 = tail call fast float @llvm.fma.f32(float %49, float %43, float 0x3FA55554A0000000)
  %51 = tail call fast float @llvm.fma.f32(float %50, float %43, float -5.000000e-01)
  %52 = tail call fast noundef float @llvm.fma.f32(float %51, float %43, float 1.000000e+00)
  %53 = and i32 %42, 1
  %54 = icmp eq i32 %53, 0
  %55 = select fast i1 %54, float %48, float %52
  %56 = select fast i1 %54, float %52, float %48
  %57 = and i32 %42, 2
  %58 = icmp eq i32 %57, 0
  %59 = fneg fast float %55
  %60 = add nsw i32 %42, 1
  %61 = and i32 %60, 2
  %62 = icmp eq i32 %61, 0
  %63 = fneg fast float %56
  %64 = select fast i1 %62, float %56, float %63
  %65 = fmul fast float %64, %19
  %66 = select fast i1 %58, float %55, float %59
  %67 = fmul fast float %66, %19
  %68 = getelementptr inbounds %struct.float2, ptr %1, i64 %11
  store float %65, ptr %68, align 8, !tbaa !8
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 4
  store float %67, ptr %69, align 4, !tbaa !8
  br label %70

70:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
