; ModuleID = 'src/rng_montecarlo.cu'
source_filename = "src/rng_montecarlo.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ11mc_pi_countE10block_hits = internal addrspace(3) global i32 undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @mc_philox_uniform(ptr noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %174

10:                                               ; preds = %3
  %11 = xor i32 %1, 305419896
  %12 = zext i32 %8 to i64
  %13 = mul nuw i64 %12, 3528531795
  %14 = lshr i64 %13, 32
  %15 = trunc nuw i64 %14 to i32
  %16 = mul i32 %8, -766435501
  %17 = xor i32 %11, %15
  %18 = add i32 %1, -1640531527
  %19 = add i32 %11, -1150833019
  %20 = zext i32 %1 to i64
  %21 = mul nuw i64 %20, 3528531795
  %22 = lshr i64 %21, 32
  %23 = trunc nuw i64 %22 to i32
  %24 = mul i32 %1, -766435501
  %25 = zext i32 %17 to i64
  %26 = mul nuw i64 %25, 3449720151
  %27 = lshr i64 %26, 32
  %28 = trunc nuw i64 %27 to i32
  %29 = mul i32 %17, -845247145
  %30 = xor i32 %18, %28
  %31 = xor i32 %16, %23
  %32 = xor i32 %31, %19
  %33 = add i32 %1, 1013904242
  %34 = add i32 %11, 1993301258
  %35 = zext i32 %30 to i64
  %36 = mul nuw i64 %35, 3528531795
  %37 = lshr i64 %36, 32
  %38 = trunc nuw i64 %37 to i32
  %39 = mul i32 %30, -766435501
  %40 = zext i32 %32 to i64
  %41 = mul nuw i64 %40, 3449720151
  %42 = lshr i64 %41, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = mul i32 %32, -845247145
  %45 = xor i32 %29, %43
  %46 = xor i32 %45, %33
  %47 = xor i32 %24, %38
  %48 = xor i32 %47, %34
  %49 = add i32 %1, -626627285
  %50 = add i32 %11, 842468239
  %51 = zext i32 %46 to i64
  %52 = mul nuw i64 %51, 3528531795
  %53 = lshr i64 %52, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = mul i32 %46, -766435501
  %56 = zext i32 %48 to i64
  %57 = mul nuw i64 %56, 3449720151
  %58 = lshr i64 %57, 32
  %59 = trunc nuw i64 %58 to i32
  %60 = mul i32 %48, -845247145
  %61 = xor i32 %44, %59
  %62 = xor i32 %61, %49
  %63 = xor i32 %39, %54
  %64 = xor i32 %63, %50
  %65 = add i32 %1, 2027808484
  %66 = add i32 %11, -308364780
  %67 = zext i32 %62 to i64
  %68 = mul nuw i64 %67, 3528531795
  %69 = lshr i64 %68, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = mul i32 %62, -766435501
  %72 = zext i32 %64 to i64
  %73 = mul nuw i64 %72, 3449720151
  %74 = lshr i64 %73, 32
  %75 = trunc nuw i64 %74 to i32
  %76 = mul i32 %64, -845247145
  %77 = xor i32 %60, %75
  %78 = xor i32 %77, %65
  %79 = xor i32 %55, %70
  %80 = xor i32 %79, %66
  %81 = add i32 %1, 387276957
  %82 = add i32 %11, -1459197799
  %83 = zext i32 %78 to i64
  %84 = mul nuw i64 %83, 3528531795
  %85 = lshr i64 %84, 32
  %86 = trunc nuw i64 %85 to i32
  %87 = mul i32 %78, -766435501
  %88 = zext i32 %80 to i64
  %89 = mul nuw i64 %88, 3449720151
  %90 = lshr i64 %89, 32
  %91 = trunc nuw i64 %90 to i32
  %92 = mul i32 %80, -845247145
  %93 = xor i32 %76, %91
  %94 = xor i32 %93, %81
  %95 = xor i32 %71, %86
  %96 = xor i32 %95, %82
  %97 = add i32 %1, -1253254570
  %98 = add i32 %11, 1684936478
  %99 = zext i32 %94 to i64
  %100 = mul nuw i64 %99, 3528531795
  %101 = lshr i64 %100, 32
  %102 = trunc nuw i64 %101 to i32
  %103 = mul i32 %94, -766435501
  %104 = zext i32 %96 to i64
  %105 = mul nuw i64 %104, 3449720151
  %106 = lshr i64 %105, 32
  %107 = trunc nuw i64 %106 to i32
  %108 = mul i32 %96, -845247145
  %109 = xor i32 %92, %107
  %110 = xor i32 %109, %97
  %111 = xor i32 %87, %102
  %112 = xor i32 %111, %98
  %113 = add i32 %1, 1401181199
  %114 = add i32 %11, 534103459
  %115 = zext i32 %110 to i64
  %116 = mul nuw i64 %115, 3528531795
  %117 = lshr i64 %116, 32
  %118 = trunc nuw i64 %117 to i32
  %119 = mul i32 %110, -766435501
  %120 = zext i32 %112 to i64
  %121 = mul nuw i64 %120, 3449720151
  %122 = lshr i64 %121, 32
  %123 = trunc nuw i64 %122 to i32
  %124 = mul i32 %112, -845247145
  %125 = xor i32 %108, %123
  %126 = xor i32 %125, %113
  %127 = xor i32 %103, %118
  %128 = xor i32 %127, %114
  %129 = add i32 %1, -239350328
  %130 = add i32 %11, -616729560
  %131 = zext i32 %126 to i64
  %132 = mul nuw i64 %131, 3528531795
  %133 = lshr i64 %132, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = mul i32 %126, -766435501
  %136 = zext i32 %128 to i64
  %137 = mul nuw i64 %136, 3449720151
  %138 = lshr i64 %137, 32
  %139 = trunc nuw i64 %138 to i32
  %140 = mul i32 %128, -845247145
  %141 = xor i32 %124, %139
  %142 = xor i32 %141, %129
  %143 = xor i32 %119, %134
  %144 = xor i32 %143, %130
  %145 = add i32 %1, -1879881855
  %146 = add i32 %11, -1767562579
  %147 = zext i32 %142 to i64
  %148 = mul nuw i64 %147, 3528531795
  %149 = lshr i64 %148, 32
  %150 = trunc nuw i64 %149 to i32
  %151 = mul i32 %142, -766435501
  %152 = zext i32 %144 to i64
  %153 = mul nuw i64 %152, 3449720151
  %154 = lshr i64 %153, 32
  %155 = trunc nuw i64 %154 to i32
  %156 = mul i32 %144, -845247145
  %157 = xor i32 %140, %155
  %158 = xor i32 %157, %145
  %159 = xor i32 %135, %150
  %160 = xor i32 %159, %146
  %161 = uitofp i32 %158 to float
  %162 = fmul contract float %161, 0x3DF0000000000000
  %163 = uitofp i32 %156 to float
  %164 = fmul contract float %163, 0x3DF0000000000000
  %165 = uitofp i32 %160 to float
  %166 = fmul contract float %165, 0x3DF0000000000000
  %167 = uitofp i32 %151 to float
  %168 = fmul contract float %167, 0x3DF0000000000000
  %169 = sext i32 %8 to i64
  %170 = getelementptr inbounds %struct.float4, ptr %0, i64 %169
  store float %162, ptr %170, align 16, !tbaa !8
  %171 = getelementptr inbounds nuw i8, ptr %170, i64 4
  store float %164, ptr %171, align 4, !tbaa !8
  %172 = getelementptr inbounds nuw i8, ptr %170, i64 8
  store float %166, ptr %172, align 8, !tbaa !8
  %173 = getelementptr inbounds nuw i8, ptr %170, i64 12
  store float %168, ptr %173, align 4, !tbaa !8
  br label %174

174:                                              ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @mc_option_paths(ptr noundef writeonly captures(none) %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #2 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = sitofp i32 %6 to float
  %16 = fdiv contract float %5, %15
  %17 = tail call contract noundef float @llvm.sqrt.f32(float %16)
  %18 = fmul contract float %4, %17
  %19 = icmp sgt i32 %7, 0
  br i1 %19, label %20, label %53

20:                                               ; preds = %9
  %21 = fmul contract float %4, 5.000000e-01
  %22 = fmul contract float %4, %21
  %23 = fsub contract float %3, %22
  %24 = fmul contract float %23, %16
  %25 = mul i32 %14, 747796405
  %26 = add i32 %25, -1403630843
  %27 = xor i32 %8, %26
  %28 = fcmp contract ugt float %1, 0.000000e+00
  %29 = fcmp contract oeq float %1, 0.000000e+00
  %30 = select contract i1 %29, float 0xFFF0000000000000, float 0x7FF8000000000000
  %31 = bitcast float %1 to i32
  %32 = add nsw i32 %31, -1059760811
  %33 = ashr i32 %32, 23
  %34 = and i32 %32, -8388608
  %35 = sub nsw i32 %31, %34
  %36 = bitcast i32 %35 to float
  %37 = fadd contract float %36, -1.000000e+00
  %38 = tail call contract float @llvm.fma.f32(float %37, float 0xBFC0AE0000000000, float 0x3FC2080000000000)
  %39 = tail call contract float @llvm.fma.f32(float %38, float %37, float 0xBFBF198B20000000)
  %40 = tail call contract float @llvm.fma.f32(float %39, float %37, float 0x3FC1E57400000000)
  %41 = tail call contract float @llvm.fma.f32(float %40, float %37, float 0xBFC55B36C0000000)
  %42 = tail call contract float @llvm.fma.f32(float %41, float %37, float 0x3FC99D8B20000000)
  %43 = tail call contract float @llvm.fma.f32(float %42, float %37, float 0xBFCFFFE020000000)
  %44 = tail call contract float @llvm.fma.f32(float %43, float %37, float 0x3FD5554FA0000000)
  %45 = tail call contract float @llvm.fma.f32(float %44, float %37, float -5.000000e-01)
  %46 = fmul contract float %37, %45
  %47 = tail call contract float @llvm.fma.f32(float %46, float %37, float %37)
  %48 = sitofp i32 %33 to float
  %49 = tail call contract float @llvm.fma.f32(float %48, float 0x3FE62E4300000000, float %47)
  %50 = icmp sgt i32 %6, 0
  %51 = fmul contract float %24, 2.000000e+00
  %52 = select i1 %28, float %49, float %30
  br label %80

53:                                               ; preds = %84, %9
  %54 = phi float [ 0.000000e+00, %9 ], [ %107, %84 ]
  %55 = fneg contract float %3
  %56 = fmul contract float %5, %55
  %57 = tail call contract float @llvm.maxnum.f32(float %56, float -8.700000e+01)
  %58 = tail call contract float @llvm.minnum.f32(float %57, float 8.800000e+01)
  %59 = fmul contract float %58, 0x3FF7154760000000
  %60 = tail call contract float @llvm.rint.f32(float %59)
  %61 = tail call contract float @llvm.fma.f32(float %60, float 0xBFE62E4000000000, float %58)
  %62 = tail call contract float @llvm.fma.f32(float %60, float 0xBEB7F7D1C0000000, float %61)
  %63 = tail call contract float @llvm.fma.f32(float %62, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %64 = tail call contract float @llvm.fma.f32(float %63, float %62, float 0x3FA5550A60000000)
  %65 = tail call contract float @llvm.fma.f32(float %64, float %62, float 0x3FC5555540000000)
  %66 = tail call contract float @llvm.fma.f32(float %65, float %62, float 5.000000e-01)
  %67 = fmul contract float %62, %62
  %68 = tail call contract float @llvm.fma.f32(float %66, float %67, float %62)
  %69 = fadd contract float %68, 1.000000e+00
  %70 = fptosi float %60 to i32
  %71 = shl i32 %70, 23
  %72 = add i32 %71, 1065353216
  %73 = bitcast i32 %72 to float
  %74 = fmul contract float %69, %73
  %75 = fmul contract float %74, %54
  %76 = sitofp i32 %7 to float
  %77 = fdiv contract float %75, %76
  %78 = sext i32 %14 to i64
  %79 = getelementptr inbounds float, ptr %0, i64 %78
  store float %77, ptr %79, align 4, !tbaa !8
  ret void

80:                                               ; preds = %20, %84
  %81 = phi i32 [ %27, %20 ], [ %86, %84 ]
  %82 = phi float [ 0.000000e+00, %20 ], [ %107, %84 ]
  %83 = phi i32 [ 0, %20 ], [ %108, %84 ]
  br i1 %50, label %110, label %84

84:                                               ; preds = %147, %80
  %85 = phi float [ %52, %80 ], [ %183, %147 ]
  %86 = phi i32 [ %81, %80 ], [ %121, %147 ]
  %87 = tail call contract float @llvm.maxnum.f32(float %85, float -8.700000e+01)
  %88 = tail call contract float @llvm.minnum.f32(float %87, float 8.800000e+01)
  %89 = fmul contract float %88, 0x3FF7154760000000
  %90 = tail call contract float @llvm.rint.f32(float %89)
  %91 = tail call contract float @llvm.fma.f32(float %90, float 0xBFE62E4000000000, float %88)
  %92 = tail call contract float @llvm.fma.f32(float %90, float 0xBEB7F7D1C0000000, float %91)
  %93 = tail call contract float @llvm.fma.f32(float %92, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %94 = tail call contract float @llvm.fma.f32(float %93, float %92, float 0x3FA5550A60000000)
  %95 = tail call contract float @llvm.fma.f32(float %94, float %92, float 0x3FC5555540000000)
  %96 = tail call contract float @llvm.fma.f32(float %95, float %92, float 5.000000e-01)
  %97 = fmul contract float %92, %92
  %98 = tail call contract float @llvm.fma.f32(float %96, float %97, float %92)
  %99 = fadd contract float %98, 1.000000e+00
  %100 = fptosi float %90 to i32
  %101 = shl i32 %100, 23
  %102 = add i32 %101, 1065353216
  %103 = bitcast i32 %102 to float
  %104 = fmul contract float %99, %103
  %105 = fsub contract float %104, %2
  %106 = tail call contract noundef float @llvm.maxnum.f32(float %105, float 0.000000e+00)
  %107 = fadd contract float %82, %106
  %108 = add nuw nsw i32 %83, 1
  %109 = icmp eq i32 %108, %7
  br i1 %109, label %53, label %80, !llvm.loop !10

110:                                              ; preds = %80, %147
  %111 = phi i32 [ %121, %147 ], [ %81, %80 ]
  %112 = phi i32 [ %184, %147 ], [ 0, %80 ]
  %113 = phi float [ %183, %147 ], [ %52, %80 ]
  %114 = mul i32 %111, 1664525
  %115 = add i32 %114, 1013904223
  %116 = lshr i32 %115, 8
  %117 = uitofp nneg i32 %116 to float
  %118 = fmul contract float %117, 0x3E70000000000000
  %119 = fadd contract float %118, 0x3E7AD7F2A0000000
  %120 = mul i32 %115, 1664525
  %121 = add i32 %120, 1013904223
  %122 = lshr i32 %121, 8
  %123 = uitofp nneg i32 %122 to float
  %124 = fmul contract float %123, 0x3E70000000000000
  %125 = fcmp contract ugt float %119, 0.000000e+00
  br i1 %125, label %126, label %147

126:                                              ; preds = %110
  %127 = bitcast float %119 to i32
  %128 = add nsw i32 %127, -1059760811
  %129 = ashr i32 %128, 23
  %130 = and i32 %128, -8388608
  %131 = sub nsw i32 %127, %130
  %132 = bitcast i32 %131 to float
  %133 = fadd contract float %132, -1.000000e+00
  %134 = tail call contract float @llvm.fma.f32(float %133, float 0xBFC0AE0000000000, float 0x3FC2080000000000)
  %135 = tail call contract float @llvm.fma.f32(float %134, float %133, float 0xBFBF198B20000000)
  %136 = tail call contract float @llvm.fma.f32(float %135, float %133, float 0x3FC1E57400000000)
  %137 = tail call contract float @llvm.fma.f32(float %136, float %133, float 0xBFC55B36C0000000)
  %138 = tail call contract float @llvm.fma.f32(float %137, float %133, float 0x3FC99D8B20000000)
  %139 = tail call contract float @llvm.fma.f32(float %138, float %133, float 0xBFCFFFE020000000)
  %140 = tail call contract float @llvm.fma.f32(float %139, float %133, float 0x3FD5554FA0000000)
  %141 = tail call contract float @llvm.fma.f32(float %140, float %133, float -5.000000e-01)
  %142 = fmul contract float %133, %141
  %143 = tail call contract float @llvm.fma.f32(float %142, float %133, float %133)
  %144 = sitofp i32 %129 to float
  %145 = tail call contract float @llvm.fma.f32(float %144, float 0x3FE62E4300000000, float %143)
  %146 = fmul contract float %145, -2.000000e+00
  br label %147

147:                                              ; preds = %110, %126
  %148 = phi float [ %146, %126 ], [ 0x7FF0000000000000, %110 ]
  %149 = tail call contract noundef float @llvm.sqrt.f32(float %148)
  %150 = fmul contract float %124, 0x401921FB60000000
  %151 = fmul contract float %150, 0x3FE45F3060000000
  %152 = tail call contract float @llvm.rint.f32(float %151)
  %153 = tail call contract float @llvm.fma.f32(float %152, float 0xBFF921FB00000000, float %150)
  %154 = tail call contract float @llvm.fma.f32(float %152, float 0xBE95110B40000000, float %153)
  %155 = fptosi float %152 to i32
  %156 = fmul contract float %154, %154
  %157 = tail call contract float @llvm.fma.f32(float %156, float 0x3EC6CD8780000000, float 0xBF2A017E20000000)
  %158 = tail call contract float @llvm.fma.f32(float %157, float %156, float 0x3F811110C0000000)
  %159 = tail call contract float @llvm.fma.f32(float %158, float %156, float 0xBFC5555560000000)
  %160 = fmul contract float %156, %159
  %161 = tail call contract noundef float @llvm.fma.f32(float %160, float %154, float %154)
  %162 = tail call contract float @llvm.fma.f32(float %156, float 0x3EF99EB9C0000000, float 0xBF56C0C340000000)
  %163 = tail call contract float @llvm.fma.f32(float %162, float %156, float 0x3FA55554A0000000)
  %164 = tail call contract float @llvm.fma.f32(float %163, float %156, float -5.000000e-01)
  %165 = tail call contract noundef float @llvm.fma.f32(float %164, float %156, float 1.000000e+00)
  %166 = and i32 %155, 1
  %167 = icmp eq i32 %166, 0
  %168 = select contract i1 %167, float %161, float %165
  %169 = select contract i1 %167, float %165, float %161
  %170 = and i32 %155, 2
  %171 = icmp eq i32 %170, 0
  %172 = fneg contract float %168
  %173 = select contract i1 %171, float %168, float %172
  %174 = add nsw i32 %155, 1
  %175 = and i32 %174, 2
  %176 = icmp eq i32 %175, 0
  %177 = fneg contract float %169
  %178 = select contract i1 %176, float %169, float %177
  %179 = fmul contract float %18, %149
  %180 = fadd contract float %173, %178
  %181 = fmul contract float %180, %179
  %182 = fadd contract float %51, %181
  %183 = fadd contract float %113, %182
  %184 = add nuw nsw i32 %112, 2
  %185 = icmp slt i32 %184, %6
  br i1 %185, label %110, label %84, !llvm.loop !12
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @mc_pi_count(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ11mc_pi_countE10block_hits to ptr), align 4, !tbaa !4
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %43

9:                                                ; preds = %7
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %4
  %14 = add i32 %13, %2
  %15 = and i32 %1, 1
  %16 = icmp eq i32 %1, 1
  br i1 %16, label %21, label %17

17:                                               ; preds = %9
  %18 = and i32 %1, 2147483646
  br label %46

19:                                               ; preds = %46
  %20 = icmp eq i32 %15, 0
  br i1 %20, label %43, label %21

21:                                               ; preds = %19, %9
  %22 = phi i32 [ %14, %9 ], [ %73, %19 ]
  %23 = phi i32 [ 0, %9 ], [ %85, %19 ]
  %24 = icmp ne i32 %15, 0
  tail call void @llvm.assume(i1 %24)
  %25 = shl i32 %22, 13
  %26 = xor i32 %25, %22
  %27 = lshr i32 %26, 17
  %28 = xor i32 %27, %26
  %29 = shl i32 %28, 5
  %30 = xor i32 %29, %28
  %31 = and i32 %30, 65535
  %32 = uitofp nneg i32 %31 to float
  %33 = fmul contract float %32, 0x3EF0000000000000
  %34 = lshr i32 %30, 16
  %35 = uitofp nneg i32 %34 to float
  %36 = fmul contract float %35, 0x3EF0000000000000
  %37 = fmul contract float %33, %33
  %38 = fmul contract float %36, %36
  %39 = fadd contract float %37, %38
  %40 = fcmp contract ole float %39, 1.000000e+00
  %41 = zext i1 %40 to i32
  %42 = add i32 %23, %41
  br label %43

43:                                               ; preds = %21, %19, %7
  %44 = phi i32 [ 0, %7 ], [ %85, %19 ], [ %42, %21 ]
  %45 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ11mc_pi_countE10block_hits to ptr), i32 %44 monotonic, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %5, label %88, label %91

46:                                               ; preds = %46, %17
  %47 = phi i32 [ %14, %17 ], [ %73, %46 ]
  %48 = phi i32 [ 0, %17 ], [ %85, %46 ]
  %49 = phi i32 [ 0, %17 ], [ %86, %46 ]
  %50 = shl i32 %47, 13
  %51 = xor i32 %50, %47
  %52 = lshr i32 %51, 17
  %53 = xor i32 %52, %51
  %54 = shl i32 %53, 5
  %55 = xor i32 %54, %53
  %56 = and i32 %55, 65535
  %57 = uitofp nneg i32 %56 to float
  %58 = fmul contract float %57, 0x3EF0000000000000
  %59 = lshr i32 %55, 16
  %60 = uitofp nneg i32 %59 to float
  %61 = fmul contract float %60, 0x3EF0000000000000
  %62 = fmul contract float %58, %58
  %63 = fmul contract float %61, %61
  %64 = fadd contract float %62, %63
  %65 = fcmp contract ole float %64, 1.000000e+00
  %66 = zext i1 %65 to i32
  %67 = add i32 %48, %66
  %68 = shl i32 %55, 13
  %69 = xor i32 %68, %55
  %70 = lshr i32 %69, 17
  %71 = xor i32 %70, %69
  %72 = shl i32 %71, 5
  %73 = xor i32 %72, %71
  %74 = and i32 %73, 65535
  %75 = uitofp nneg i32 %74 to float
  %76 = fmul contract float %75, 0x3EF0000000000000
  %77 = lshr i32 %73, 16
  %78 = uitofp nneg i32 %77 to float
  %79 = fmul contract float %78, 0x3EF0000000000000
  %80 = fmul contract float %76, %76
  %81 = fmul contract float %79, %79
  %82 = fadd contract float %80, %81
  %83 = fcmp contract ole float %82, 1.000000e+00
  %84 = zext i1 %83 to i32
  %85 = add i32 %67, %84
  %86 = add i32 %49, 2
  %87 = icmp eq i32 %86, %18
  br i1 %87, label %19, label %46, !llvm.loop !13

88:                                               ; preds = %43
  %89 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11mc_pi_countE10block_hits to ptr), align 4, !tbaa !4
  %90 = atomicrmw add ptr %0, i32 %89 monotonic, align 4
  br label %91

91:                                               ; preds = %88, %43
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
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
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
