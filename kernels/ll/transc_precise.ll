; ModuleID = 'src/transc_precise.cu'
source_filename = "src/transc_precise.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2 = type { float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tp_f32_mix(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %226

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = getelementptr inbounds float, ptr %1, i64 %12
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = tail call contract float @llvm.maxnum.f32(float %14, float -8.700000e+01)
  %18 = tail call contract float @llvm.minnum.f32(float %17, float 8.800000e+01)
  %19 = fmul contract float %18, 0x3FF7154760000000
  %20 = tail call contract float @llvm.rint.f32(float %19)
  %21 = tail call contract float @llvm.fma.f32(float %20, float 0xBFE62E4000000000, float %18)
  %22 = tail call contract float @llvm.fma.f32(float %20, float 0xBEB7F7D1C0000000, float %21)
  %23 = tail call contract float @llvm.fma.f32(float %22, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %24 = tail call contract float @llvm.fma.f32(float %23, float %22, float 0x3FA5550A60000000)
  %25 = tail call contract float @llvm.fma.f32(float %24, float %22, float 0x3FC5555540000000)
  %26 = tail call contract float @llvm.fma.f32(float %25, float %22, float 5.000000e-01)
  %27 = fmul contract float %22, %22
  %28 = tail call contract float @llvm.fma.f32(float %26, float %27, float %22)
  %29 = fadd contract float %28, 1.000000e+00
  %30 = fptosi float %20 to i32
  %31 = shl i32 %30, 23
  %32 = add i32 %31, 1065353216
  %33 = bitcast i32 %32 to float
  %34 = fmul contract float %29, %33
  %35 = tail call contract float @llvm.fabs.f32(float %16)
  %36 = fadd contract float %35, 1.000000e+00
  %37 = fcmp contract ugt float %36, 0.000000e+00
  br i1 %37, label %38, label %58

38:                                               ; preds = %11
  %39 = bitcast float %36 to i32
  %40 = add nsw i32 %39, -1059760811
  %41 = ashr i32 %40, 23
  %42 = and i32 %40, -8388608
  %43 = sub nsw i32 %39, %42
  %44 = bitcast i32 %43 to float
  %45 = fadd contract float %44, -1.000000e+00
  %46 = tail call contract float @llvm.fma.f32(float %45, float 0xBFC0AE0000000000, float 0x3FC2080000000000)
  %47 = tail call contract float @llvm.fma.f32(float %46, float %45, float 0xBFBF198B20000000)
  %48 = tail call contract float @llvm.fma.f32(float %47, float %45, float 0x3FC1E57400000000)
  %49 = tail call contract float @llvm.fma.f32(float %48, float %45, float 0xBFC55B36C0000000)
  %50 = tail call contract float @llvm.fma.f32(float %49, float %45, float 0x3FC99D8B20000000)
  %51 = tail call contract float @llvm.fma.f32(float %50, float %45, float 0xBFCFFFE020000000)
  %52 = tail call contract float @llvm.fma.f32(float %51, float %45, float 0x3FD5554FA0000000)
  %53 = tail call contract float @llvm.fma.f32(float %52, float %45, float -5.000000e-01)
  %54 = fmul contract float %45, %53
  %55 = tail call contract float @llvm.fma.f32(float %54, float %45, float %45)
  %56 = sitofp i32 %41 to float
  %57 = tail call contract float @llvm.fma.f32(float %56, float 0x3FE62E4300000000, float %55)
  br label %58

58:                                               ; preds = %11, %38
  %59 = phi float [ %57, %38 ], [ 0xFFF0000000000000, %11 ]
  %60 = fmul contract float %34, %59
  %61 = fmul contract float %14, %16
  %62 = fmul contract float %61, 0x3FE45F3060000000
  %63 = tail call contract float @llvm.rint.f32(float %62)
  %64 = tail call contract float @llvm.fma.f32(float %63, float 0xBFF921FB00000000, float %61)
  %65 = tail call contract float @llvm.fma.f32(float %63, float 0xBE95110B40000000, float %64)
  %66 = fptosi float %63 to i32
  %67 = fmul contract float %65, %65
  %68 = tail call contract float @llvm.fma.f32(float %67, float 0x3EC6CD8780000000, float 0xBF2A017E20000000)
  %69 = tail call contract float @llvm.fma.f32(float %68, float %67, float 0x3F811110C0000000)
  %70 = tail call contract float @llvm.fma.f32(float %69, float %67, float 0xBFC5555560000000)
  %71 = fmul contract float %67, %70
  %72 = tail call contract noundef float @llvm.fma.f32(float %71, float %65, float %65)
  %73 = tail call contract float @llvm.fma.f32(float %67, float 0x3EF99EB9C0000000, float 0xBF56C0C340000000)
  %74 = tail call contract float @llvm.fma.f32(float %73, float %67, float 0x3FA55554A0000000)
  %75 = tail call contract float @llvm.fma.f32(float %74, float %67, float -5.000000e-01)
  %76 = tail call contract noundef float @llvm.fma.f32(float %75, float %67, float 1.000000e+00)
  %77 = and i32 %66, 1
  %78 = icmp eq i32 %77, 0
  %79 = select contract i1 %78, float %72, float %76
  %80 = and i32 %66, 2
  %81 = icmp eq i32 %80, 0
  %82 = fneg contract float %79
  %83 = select contract i1 %81, float %79, float %82
  %84 = fadd contract float %83, %60
  %85 = fmul contract float %16, 0x3FE45F3060000000
  %86 = tail call contract float @llvm.rint.f32(float %85)
  %87 = tail call contract float @llvm.fma.f32(float %86, float 0xBFF921FB00000000, float %16)
  %88 = tail call contract float @llvm.fma.f32(float %86, float 0xBE95110B40000000, float %87)
  %89 = fptosi float %86 to i32
  %90 = fmul contract float %88, %88
  %91 = tail call contract float @llvm.fma.f32(float %90, float 0x3EC6CD8780000000, float 0xBF2A017E20000000)
  %92 = tail call contract float @llvm.fma.f32(float %91, float %90, float 0x3F811110C0000000)
  %93 = tail call contract float @llvm.fma.f32(float %92, float %90, float 0xBFC5555560000000)
  %94 = fmul contract float %90, %93
  %95 = tail call contract noundef float @llvm.fma.f32(float %94, float %88, float %88)
  %96 = tail call contract float @llvm.fma.f32(float %90, float 0x3EF99EB9C0000000, float 0xBF56C0C340000000)
  %97 = tail call contract float @llvm.fma.f32(float %96, float %90, float 0x3FA55554A0000000)
  %98 = tail call contract float @llvm.fma.f32(float %97, float %90, float -5.000000e-01)
  %99 = tail call contract noundef float @llvm.fma.f32(float %98, float %90, float 1.000000e+00)
  %100 = and i32 %89, 1
  %101 = icmp eq i32 %100, 0
  %102 = select contract i1 %101, float %99, float %95
  %103 = add nsw i32 %89, 1
  %104 = and i32 %103, 2
  %105 = icmp eq i32 %104, 0
  %106 = fneg contract float %102
  %107 = select contract i1 %105, float %102, float %106
  %108 = fsub contract float %84, %107
  %109 = tail call contract float @llvm.fabs.f32(float %14)
  %110 = fadd contract float %109, 1.000000e+00
  %111 = fcmp contract ugt float %110, 0.000000e+00
  br i1 %111, label %112, label %135

112:                                              ; preds = %58
  %113 = bitcast float %110 to i32
  %114 = add nsw i32 %113, -1059760811
  %115 = ashr i32 %114, 23
  %116 = and i32 %114, -8388608
  %117 = sub nsw i32 %113, %116
  %118 = bitcast i32 %117 to float
  %119 = fadd contract float %118, -1.000000e+00
  %120 = tail call contract float @llvm.fma.f32(float %119, float 0xBFC0AE0000000000, float 0x3FC2080000000000)
  %121 = tail call contract float @llvm.fma.f32(float %120, float %119, float 0xBFBF198B20000000)
  %122 = tail call contract float @llvm.fma.f32(float %121, float %119, float 0x3FC1E57400000000)
  %123 = tail call contract float @llvm.fma.f32(float %122, float %119, float 0xBFC55B36C0000000)
  %124 = tail call contract float @llvm.fma.f32(float %123, float %119, float 0x3FC99D8B20000000)
  %125 = tail call contract float @llvm.fma.f32(float %124, float %119, float 0xBFCFFFE020000000)
  %126 = tail call contract float @llvm.fma.f32(float %125, float %119, float 0x3FD5554FA0000000)
  %127 = tail call contract float @llvm.fma.f32(float %126, float %119, float -5.000000e-01)
  %128 = fmul contract float %119, %127
  %129 = tail call contract float @llvm.fma.f32(float %128, float %119, float %119)
  %130 = sitofp i32 %115 to float
  %131 = tail call contract float @llvm.fma.f32(float %130, float 0x3FE62E4300000000, float %129)
  %132 = fmul contract float %131, 7.500000e-01
  %133 = tail call contract float @llvm.maxnum.f32(float %132, float -8.700000e+01)
  %134 = tail call contract float @llvm.minnum.f32(float %133, float 8.800000e+01)
  br label %135

135:                                              ; preds = %58, %112
  %136 = phi float [ %134, %112 ], [ -8.700000e+01, %58 ]
  %137 = fmul contract float %136, 0x3FF7154760000000
  %138 = tail call contract float @llvm.rint.f32(float %137)
  %139 = tail call contract float @llvm.fma.f32(float %138, float 0xBFE62E4000000000, float %136)
  %140 = tail call contract float @llvm.fma.f32(float %138, float 0xBEB7F7D1C0000000, float %139)
  %141 = tail call contract float @llvm.fma.f32(float %140, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %142 = tail call contract float @llvm.fma.f32(float %141, float %140, float 0x3FA5550A60000000)
  %143 = tail call contract float @llvm.fma.f32(float %142, float %140, float 0x3FC5555540000000)
  %144 = tail call contract float @llvm.fma.f32(float %143, float %140, float 5.000000e-01)
  %145 = fmul contract float %140, %140
  %146 = tail call contract float @llvm.fma.f32(float %144, float %145, float %140)
  %147 = fadd contract float %146, 1.000000e+00
  %148 = fptosi float %138 to i32
  %149 = shl i32 %148, 23
  %150 = add i32 %149, 1065353216
  %151 = bitcast i32 %150 to float
  %152 = fmul contract float %147, %151
  %153 = fmul contract float %35, -2.000000e+00
  %154 = tail call contract float @llvm.maxnum.f32(float %153, float -8.700000e+01)
  %155 = tail call contract float @llvm.minnum.f32(float %154, float 8.800000e+01)
  %156 = fmul contract float %155, 0x3FF7154760000000
  %157 = tail call contract float @llvm.rint.f32(float %156)
  %158 = tail call contract float @llvm.fma.f32(float %157, float 0xBFE62E4000000000, float %155)
  %159 = tail call contract float @llvm.fma.f32(float %157, float 0xBEB7F7D1C0000000, float %158)
  %160 = tail call contract float @llvm.fma.f32(float %159, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %161 = tail call contract float @llvm.fma.f32(float %160, float %159, float 0x3FA5550A60000000)
  %162 = tail call contract float @llvm.fma.f32(float %161, float %159, float 0x3FC5555540000000)
  %163 = tail call contract float @llvm.fma.f32(float %162, float %159, float 5.000000e-01)
  %164 = fmul contract float %159, %159
  %165 = tail call contract float @llvm.fma.f32(float %163, float %164, float %159)
  %166 = fadd contract float %165, 1.000000e+00
  %167 = fptosi float %157 to i32
  %168 = shl i32 %167, 23
  %169 = add i32 %168, 1065353216
  %170 = bitcast i32 %169 to float
  %171 = fmul contract float %166, %170
  %172 = fsub contract float 1.000000e+00, %171
  %173 = fadd contract float %171, 1.000000e+00
  %174 = fdiv contract float %172, %173
  %175 = tail call contract noundef float @llvm.copysign.f32(float %174, float %16)
  %176 = fadd contract float %175, %152
  %177 = tail call contract float @llvm.fma.f32(float %109, float 0x3FD4F740A0000000, float 1.000000e+00)
  %178 = fdiv contract float 1.000000e+00, %177
  %179 = tail call contract float @llvm.fma.f32(float %178, float 0x3FF0FB8440000000, float 0xBFF7401C60000000)
  %180 = tail call contract float @llvm.fma.f32(float %179, float %178, float 0x3FF6BE1C60000000)
  %181 = tail call contract float @llvm.fma.f32(float %180, float %178, float 0xBFD23531C0000000)
  %182 = tail call contract float @llvm.fma.f32(float %181, float %178, float 0x3FD04F20C0000000)
  %183 = fmul contract float %178, %182
  %184 = fneg contract float %14
  %185 = fmul contract float %14, %184
  %186 = tail call contract float @llvm.maxnum.f32(float %185, float -8.700000e+01)
  %187 = tail call contract float @llvm.minnum.f32(float %186, float 8.800000e+01)
  %188 = fmul contract float %187, 0x3FF7154760000000
  %189 = tail call contract float @llvm.rint.f32(float %188)
  %190 = tail call contract float @llvm.fma.f32(float %189, float 0xBFE62E4000000000, float %187)
  %191 = tail call contract float @llvm.fma.f32(float %189, float 0xBEB7F7D1C0000000, float %190)
  %192 = tail call contract float @llvm.fma.f32(float %191, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %193 = tail call contract float @llvm.fma.f32(float %192, float %191, float 0x3FA5550A60000000)
  %194 = tail call contract float @llvm.fma.f32(float %193, float %191, float 0x3FC5555540000000)
  %195 = tail call contract float @llvm.fma.f32(float %194, float %191, float 5.000000e-01)
  %196 = fmul contract float %191, %191
  %197 = tail call contract float @llvm.fma.f32(float %195, float %196, float %191)
  %198 = fadd contract float %197, 1.000000e+00
  %199 = fptosi float %189 to i32
  %200 = shl i32 %199, 23
  %201 = add i32 %200, 1065353216
  %202 = bitcast i32 %201 to float
  %203 = fmul contract float %198, %202
  %204 = fmul contract float %183, %203
  %205 = fsub contract float 1.000000e+00, %204
  %206 = tail call contract noundef float @llvm.copysign.f32(float %205, float %14)
  %207 = fadd contract float %206, %176
  %208 = tail call contract float @llvm.minnum.f32(float %109, float %35)
  %209 = tail call contract float @llvm.maxnum.f32(float %109, float %35)
  %210 = fdiv contract float %208, %209
  %211 = fmul contract float %210, %210
  %212 = tail call contract float @llvm.fma.f32(float %211, float 0xBFA7CE62C0000000, float 0x3FC4646880000000)
  %213 = tail call contract float @llvm.fma.f32(float %212, float %211, float 0xBFD4F7C580000000)
  %214 = fmul contract float %211, %213
  %215 = tail call contract float @llvm.fma.f32(float %214, float %210, float %210)
  %216 = fcmp contract ogt float %35, %109
  %217 = fsub contract float 0x3FF921FB60000000, %215
  %218 = select i1 %216, float %217, float %215
  %219 = fcmp contract olt float %14, 0.000000e+00
  %220 = fsub contract float 0x400921FB60000000, %218
  %221 = select i1 %219, float %220, float %218
  %222 = tail call contract noundef float @llvm.copysign.f32(float %221, float %16)
  %223 = fadd contract float %222, %207
  %224 = fadd contract float %108, %223
  %225 = getelementptr inbounds float, ptr %2, i64 %12
  store float %224, ptr %225, align 4, !tbaa !8
  br label %226

226:                                              ; preds = %4, %135
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tp_f32_sincos_big(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %45

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  %14 = fmul contract float %13, 1.000000e+04
  %15 = fmul contract float %14, 0x3FE45F3060000000
  %16 = tail call contract float @llvm.rint.f32(float %15)
  %17 = tail call contract float @llvm.fma.f32(float %16, float 0xBFF921FB00000000, float %14)
  %18 = tail call contract float @llvm.fma.f32(float %16, float 0xBE95110B40000000, float %17)
  %19 = fptosi float %16 to i32
  %20 = fmul contract float %18, %18
  %21 = tail call contract float @llvm.fma.f32(float %20, float 0x3EC6CD8780000000, float 0xBF2A017E20000000)
  %22 = tail call contract float @llvm.fma.f32(float %21, float %20, float 0x3F811110C0000000)
  %23 = tail call contract float @llvm.fma.f32(float %22, float %20, float 0xBFC5555560000000)
  %24 = fmul contract float %20, %23
  %25 = tail call contract noundef float @llvm.fma.f32(float %24, float %18, float %18)
  %26 = tail call contract float @llvm.fma.f32(float %20, float 0x3EF99EB9C0000000, float 0xBF56C0C340000000)
  %27 = tail call contract float @llvm.fma.f32(float %26, float %20, float 0x3FA55554A0000000)
  %28 = tail call contract float @llvm.fma.f32(float %27, float %20, float -5.000000e-01)
  %29 = tail call contract noundef float @llvm.fma.f32(float %28, float %20, float 1.000000e+00)
  %30 = and i32 %19, 1
  %31 = icmp eq i32 %30, 0
  %32 = select contract i1 %31, float %25, float %29
  %33 = select contract i1 %31, float %29, float %25
  %34 = and i32 %19, 2
  %35 = icmp eq i32 %34, 0
  %36 = fneg contract float %32
  %37 = select contract i1 %35, float %32, float %36
  %38 = add nsw i32 %19, 1
  %39 = and i32 %38, 2
  %40 = icmp eq i32 %39, 0
  %41 = fneg contract float %33
  %42 = select contract i1 %40, float %33, float %41
  %43 = getelementptr inbounds %struct.float2, ptr %1, i64 %11
  store float %37, ptr %43, align 8, !tbaa !8
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 4
  store float %42, ptr %44, align 4, !tbaa !8
  br label %45

45:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tp_f64_mix(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %152

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = fmul contract double %13, 5.000000e-01
  %15 = fmul contract double %14, 0x3FF71547652B82FE
  %16 = tail call contract double @llvm.rint.f64(double %15)
  %17 = tail call contract double @llvm.fma.f64(double %16, double 0xBFE62E42FEE00000, double %14)
  %18 = tail call contract double @llvm.fma.f64(double %16, double 0xBDEA39EF35793C76, double %17)
  %19 = tail call contract double @llvm.fma.f64(double %18, double 0x3EC71DE3A556C734, double 0x3EFA01A01A01A01A)
  %20 = tail call contract double @llvm.fma.f64(double %19, double %18, double 0x3F2A01A01A01A01A)
  %21 = tail call contract double @llvm.fma.f64(double %20, double %18, double 0x3F56C16C16C16C17)
  %22 = tail call contract double @llvm.fma.f64(double %21, double %18, double 0x3F81111111111111)
  %23 = tail call contract double @llvm.fma.f64(double %22, double %18, double 0x3FA5555555555555)
  %24 = tail call contract double @llvm.fma.f64(double %23, double %18, double 0x3FC5555555555555)
  %25 = tail call contract double @llvm.fma.f64(double %24, double %18, double 5.000000e-01)
  %26 = fmul contract double %18, %18
  %27 = tail call contract double @llvm.fma.f64(double %25, double %26, double %18)
  %28 = fadd contract double %27, 1.000000e+00
  %29 = fptosi double %16 to i64
  %30 = shl i64 %29, 52
  %31 = add i64 %30, 4607182418800017408
  %32 = bitcast i64 %31 to double
  %33 = fmul contract double %28, %32
  %34 = fmul contract double %13, %13
  %35 = fadd contract double %34, 1.000000e+00
  %36 = bitcast double %35 to i64
  %37 = add nsw i64 %36, -4604180019048437077
  %38 = ashr i64 %37, 52
  %39 = and i64 %37, -4503599627370496
  %40 = sub nsw i64 %36, %39
  %41 = bitcast i64 %40 to double
  %42 = fadd contract double %41, -1.000000e+00
  %43 = fadd contract double %41, 1.000000e+00
  %44 = fdiv contract double %42, %43
  %45 = fmul contract double %44, %44
  %46 = tail call contract double @llvm.fma.f64(double %45, double 0x3FC7466496CB03DE, double 0x3FCC71C51D8E78AE)
  %47 = tail call contract double @llvm.fma.f64(double %46, double %45, double 0x3FD2492494229359)
  %48 = tail call contract double @llvm.fma.f64(double %47, double %45, double 0x3FD999999997FA04)
  %49 = tail call contract double @llvm.fma.f64(double %48, double %45, double 0x3FE5555555555593)
  %50 = sitofp i64 %38 to double
  %51 = fmul contract double %45, %49
  %52 = fmul contract double %44, 2.000000e+00
  %53 = tail call contract double @llvm.fma.f64(double %51, double %44, double %52)
  %54 = tail call contract noundef double @llvm.fma.f64(double %50, double 0x3FE62E42FEFA39EF, double %53)
  %55 = fadd contract double %33, %54
  %56 = fmul contract double %13, 0x3FE45F306DC9C883
  %57 = tail call contract double @llvm.rint.f64(double %56)
  %58 = tail call contract double @llvm.fma.f64(double %57, double 0xBFF921FB54400000, double %13)
  %59 = tail call contract double @llvm.fma.f64(double %57, double 0xBDD0B4611A626331, double %58)
  %60 = fmul contract double %59, %59
  %61 = tail call contract double @llvm.fma.f64(double %60, double 0xBE5AE5E68A2B9CEB, double 0x3EC71DE357B1FE7D)
  %62 = tail call contract double @llvm.fma.f64(double %61, double %60, double 0xBF2A01A019C161D5)
  %63 = tail call contract double @llvm.fma.f64(double %62, double %60, double 0x3F8111111110F8A6)
  %64 = tail call contract double @llvm.fma.f64(double %63, double %60, double 0xBFC5555555555549)
  %65 = fmul contract double %60, %64
  %66 = tail call contract double @llvm.fma.f64(double %65, double %59, double %59)
  %67 = tail call contract double @llvm.fma.f64(double %60, double 0x3E21EE9EBDB4B1C4, double 0xBE927E4F809C52AD)
  %68 = tail call contract double @llvm.fma.f64(double %67, double %60, double 0x3EFA01A019CB1590)
  %69 = tail call contract double @llvm.fma.f64(double %68, double %60, double 0xBF56C16C16C15177)
  %70 = tail call contract double @llvm.fma.f64(double %69, double %60, double 0x3FA555555555554C)
  %71 = tail call contract double @llvm.fma.f64(double %70, double %60, double -5.000000e-01)
  %72 = tail call contract double @llvm.fma.f64(double %71, double %60, double 1.000000e+00)
  %73 = fptosi double %57 to i64
  %74 = and i64 %73, 1
  %75 = icmp eq i64 %74, 0
  %76 = select contract i1 %75, double %66, double %72
  %77 = and i64 %73, 2
  %78 = icmp eq i64 %77, 0
  %79 = fneg contract double %76
  %80 = select contract i1 %78, double %76, double %79
  %81 = fmul contract double %13, 2.000000e+00
  %82 = fmul contract double %81, 0x3FE45F306DC9C883
  %83 = tail call contract double @llvm.rint.f64(double %82)
  %84 = tail call contract double @llvm.fma.f64(double %83, double 0xBFF921FB54400000, double %81)
  %85 = tail call contract double @llvm.fma.f64(double %83, double 0xBDD0B4611A626331, double %84)
  %86 = fmul contract double %85, %85
  %87 = tail call contract double @llvm.fma.f64(double %86, double 0xBE5AE5E68A2B9CEB, double 0x3EC71DE357B1FE7D)
  %88 = tail call contract double @llvm.fma.f64(double %87, double %86, double 0xBF2A01A019C161D5)
  %89 = tail call contract double @llvm.fma.f64(double %88, double %86, double 0x3F8111111110F8A6)
  %90 = tail call contract double @llvm.fma.f64(double %89, double %86, double 0xBFC5555555555549)
  %91 = fmul contract double %86, %90
  %92 = tail call contract double @llvm.fma.f64(double %91, double %85, double %85)
  %93 = tail call contract double @llvm.fma.f64(double %86, double 0x3E21EE9EBDB4B1C4, double 0xBE927E4F809C52AD)
  %94 = tail call contract double @llvm.fma.f64(double %93, double %86, double 0x3EFA01A019CB1590)
  %95 = tail call contract double @llvm.fma.f64(double %94, double %86, double 0xBF56C16C16C15177)
  %96 = tail call contract double @llvm.fma.f64(double %95, double %86, double 0x3FA555555555554C)
  %97 = tail call contract double @llvm.fma.f64(double %96, double %86, double -5.000000e-01)
  %98 = tail call contract double @llvm.fma.f64(double %97, double %86, double 1.000000e+00)
  %99 = fptosi double %83 to i64
  %100 = and i64 %99, 1
  %101 = icmp eq i64 %100, 0
  %102 = select contract i1 %101, double %98, double %92
  %103 = add nsw i64 %99, 1
  %104 = and i64 %103, 2
  %105 = icmp eq i64 %104, 0
  %106 = fneg contract double %102
  %107 = select contract i1 %105, double %102, double %106
  %108 = fmul contract double %80, %107
  %109 = fadd contract double %108, %55
  %110 = fadd contract double %34, 2.000000e+00
  %111 = bitcast double %110 to i64
  %112 = add nsw i64 %111, -4604180019048437077
  %113 = ashr i64 %112, 52
  %114 = and i64 %112, -4503599627370496
  %115 = sub nsw i64 %111, %114
  %116 = bitcast i64 %115 to double
  %117 = fadd contract double %116, -1.000000e+00
  %118 = fadd contract double %116, 1.000000e+00
  %119 = fdiv contract double %117, %118
  %120 = fmul contract double %119, %119
  %121 = tail call contract double @llvm.fma.f64(double %120, double 0x3FC7466496CB03DE, double 0x3FCC71C51D8E78AE)
  %122 = tail call contract double @llvm.fma.f64(double %121, double %120, double 0x3FD2492494229359)
  %123 = tail call contract double @llvm.fma.f64(double %122, double %120, double 0x3FD999999997FA04)
  %124 = tail call contract double @llvm.fma.f64(double %123, double %120, double 0x3FE5555555555593)
  %125 = sitofp i64 %113 to double
  %126 = fmul contract double %120, %124
  %127 = fmul contract double %119, 2.000000e+00
  %128 = tail call contract double @llvm.fma.f64(double %126, double %119, double %127)
  %129 = tail call contract noundef double @llvm.fma.f64(double %125, double 0x3FE62E42FEFA39EF, double %128)
  %130 = fmul contract double %129, 3.000000e-01
  %131 = fmul contract double %130, 0x3FF71547652B82FE
  %132 = tail call contract double @llvm.rint.f64(double %131)
  %133 = tail call contract double @llvm.fma.f64(double %132, double 0xBFE62E42FEE00000, double %130)
  %134 = tail call contract double @llvm.fma.f64(double %132, double 0xBDEA39EF35793C76, double %133)
  %135 = tail call contract double @llvm.fma.f64(double %134, double 0x3EC71DE3A556C734, double 0x3EFA01A01A01A01A)
  %136 = tail call contract double @llvm.fma.f64(double %135, double %134, double 0x3F2A01A01A01A01A)
  %137 = tail call contract double @llvm.fma.f64(double %136, double %134, double 0x3F56C16C16C16C17)
  %138 = tail call contract double @llvm.fma.f64(double %137, double %134, double 0x3F81111111111111)
  %139 = tail call contract double @llvm.fma.f64(double %138, double %134, double 0x3FA5555555555555)
  %140 = tail call contract double @llvm.fma.f64(double %139, double %134, double 0x3FC5555555555555)
  %141 = tail call contract double @llvm.fma.f64(double %140, double %134, double 5.000000e-01)
  %142 = fmul contract double %134, %134
  %143 = tail call contract double @llvm.fma.f64(double %141, double %142, double %134)
  %144 = fadd contract double %143, 1.000000e+00
  %145 = fptosi double %132 to i64
  %146 = shl i64 %145, 52
  %147 = add i64 %146, 4607182418800017408
  %148 = bitcast i64 %147 to double
  %149 = fmul contract double %144, %148
  %150 = fadd contract double %109, %149
  %151 = getelementptr inbounds double, ptr %1, i64 %11
  store double %150, ptr %151, align 8, !tbaa !10
  br label %152

152:                                              ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @tp_gmm_loglik(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %87

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = icmp sgt i32 %5, 0
  br i1 %18, label %50, label %21

19:                                               ; preds = %50
  %20 = fadd contract float %84, 0x39B4484C00000000
  br label %21

21:                                               ; preds = %19, %14
  %22 = phi float [ 0x39B4484C00000000, %14 ], [ %20, %19 ]
  %23 = fcmp contract ugt float %22, 0.000000e+00
  br i1 %23, label %27, label %24

24:                                               ; preds = %21
  %25 = fcmp contract oeq float %22, 0.000000e+00
  %26 = select contract i1 %25, float 0xFFF0000000000000, float 0x7FF8000000000000
  br label %47

27:                                               ; preds = %21
  %28 = bitcast float %22 to i32
  %29 = add nsw i32 %28, -1059760811
  %30 = ashr i32 %29, 23
  %31 = and i32 %29, -8388608
  %32 = sub nsw i32 %28, %31
  %33 = bitcast i32 %32 to float
  %34 = fadd contract float %33, -1.000000e+00
  %35 = tail call contract float @llvm.fma.f32(float %34, float 0xBFC0AE0000000000, float 0x3FC2080000000000)
  %36 = tail call contract float @llvm.fma.f32(float %35, float %34, float 0xBFBF198B20000000)
  %37 = tail call contract float @llvm.fma.f32(float %36, float %34, float 0x3FC1E57400000000)
  %38 = tail call contract float @llvm.fma.f32(float %37, float %34, float 0xBFC55B36C0000000)
  %39 = tail call contract float @llvm.fma.f32(float %38, float %34, float 0x3FC99D8B20000000)
  %40 = tail call contract float @llvm.fma.f32(float %39, float %34, float 0xBFCFFFE020000000)
  %41 = tail call contract float @llvm.fma.f32(float %40, float %34, float 0x3FD5554FA0000000)
  %42 = tail call contract float @llvm.fma.f32(float %41, float %34, float -5.000000e-01)
  %43 = fmul contract float %34, %42
  %44 = tail call contract float @llvm.fma.f32(float %43, float %34, float %34)
  %45 = sitofp i32 %30 to float
  %46 = tail call contract float @llvm.fma.f32(float %45, float 0x3FE62E4300000000, float %44)
  br label %47

47:                                               ; preds = %24, %27
  %48 = phi float [ %26, %24 ], [ %46, %27 ]
  %49 = getelementptr inbounds float, ptr %4, i64 %15
  store float %48, ptr %49, align 4, !tbaa !8
  br label %87

50:                                               ; preds = %14, %50
  %51 = phi i32 [ %85, %50 ], [ 0, %14 ]
  %52 = phi float [ %84, %50 ], [ 0.000000e+00, %14 ]
  %53 = zext nneg i32 %51 to i64
  %54 = getelementptr inbounds nuw float, ptr %1, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !8
  %56 = fsub contract float %17, %55
  %57 = getelementptr inbounds nuw float, ptr %2, i64 %53
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = fdiv contract float %56, %58
  %60 = getelementptr inbounds nuw float, ptr %3, i64 %53
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = fmul contract float %59, -5.000000e-01
  %63 = fmul contract float %59, %62
  %64 = tail call contract float @llvm.maxnum.f32(float %63, float -8.700000e+01)
  %65 = tail call contract float @llvm.minnum.f32(float %64, float 8.800000e+01)
  %66 = fmul contract float %65, 0x3FF7154760000000
  %67 = tail call contract float @llvm.rint.f32(float %66)
  %68 = tail call contract float @llvm.fma.f32(float %67, float 0xBFE62E4000000000, float %65)
  %69 = tail call contract float @llvm.fma.f32(float %67, float 0xBEB7F7D1C0000000, float %68)
  %70 = tail call contract float @llvm.fma.f32(float %69, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %71 = tail call contract float @llvm.fma.f32(float %70, float %69, float 0x3FA5550A60000000)
  %72 = tail call contract float @llvm.fma.f32(float %71, float %69, float 0x3FC5555540000000)
  %73 = tail call contract float @llvm.fma.f32(float %72, float %69, float 5.000000e-01)
  %74 = fmul contract float %69, %69
  %75 = tail call contract float @llvm.fma.f32(float %73, float %74, float %69)
  %76 = fadd contract float %75, 1.000000e+00
  %77 = fptosi float %67 to i32
  %78 = shl i32 %77, 23
  %79 = add i32 %78, 1065353216
  %80 = bitcast i32 %79 to float
  %81 = fmul contract float %76, %80
  %82 = fmul contract float %61, %81
  %83 = fdiv contract float %82, %58
  %84 = fadd contract float %52, %83
  %85 = add nuw nsw i32 %51, 1
  %86 = icmp eq i32 %85, %5
  br i1 %86, label %19, label %50, !llvm.loop !12

87:                                               ; preds = %7, %47
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
