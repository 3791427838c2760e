; ModuleID = 'src/softmax_layernorm.cu'
source_filename = "src/softmax_layernorm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15layernorm_blockE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ15layernorm_blockE4stat.0 = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZ15layernorm_blockE4stat.1 = internal unnamed_addr addrspace(3) global float undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @softmax_warp_row256(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = lshr i32 %5, 5
  %7 = mul i32 %6, %4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = lshr i32 %8, 5
  %10 = add i32 %7, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %268

12:                                               ; preds = %3
  %13 = and i32 %8, 31
  %14 = shl nsw i32 %10, 8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = zext nneg i32 %13 to i64
  %18 = getelementptr inbounds nuw float, ptr %16, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = zext nneg i32 %13 to i64
  %21 = getelementptr inbounds nuw float, ptr %16, i64 %20
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 128
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = zext nneg i32 %13 to i64
  %25 = getelementptr inbounds nuw float, ptr %16, i64 %24
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 256
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = zext nneg i32 %13 to i64
  %29 = getelementptr inbounds nuw float, ptr %16, i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 384
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = zext nneg i32 %13 to i64
  %33 = getelementptr inbounds nuw float, ptr %16, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 512
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = zext nneg i32 %13 to i64
  %37 = getelementptr inbounds nuw float, ptr %16, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 640
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = zext nneg i32 %13 to i64
  %41 = getelementptr inbounds nuw float, ptr %16, i64 %40
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 768
  %43 = load float, ptr %42, align 4, !tbaa !8
  %44 = zext nneg i32 %13 to i64
  %45 = getelementptr inbounds nuw float, ptr %16, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 896
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = tail call contract noundef float @llvm.maxnum.f32(float %19, float %23)
  %49 = tail call contract noundef float @llvm.maxnum.f32(float %48, float %27)
  %50 = tail call contract noundef float @llvm.maxnum.f32(float %49, float %31)
  %51 = tail call contract noundef float @llvm.maxnum.f32(float %50, float %35)
  %52 = tail call contract noundef float @llvm.maxnum.f32(float %51, float %39)
  %53 = tail call contract noundef float @llvm.maxnum.f32(float %52, float %43)
  %54 = tail call contract noundef float @llvm.maxnum.f32(float %53, float %47)
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 range(i32 1, -2147483648) 16, i32 31)
  %56 = tail call contract noundef float @llvm.maxnum.f32(float %54, float %55)
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 range(i32 1, -2147483648) 8, i32 31)
  %58 = tail call contract noundef float @llvm.maxnum.f32(float %56, float %57)
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 range(i32 1, -2147483648) 4, i32 31)
  %60 = tail call contract noundef float @llvm.maxnum.f32(float %58, float %59)
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 range(i32 1, -2147483648) 2, i32 31)
  %62 = tail call contract noundef float @llvm.maxnum.f32(float %60, float %61)
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %62, i32 range(i32 1, -2147483648) 1, i32 31)
  %64 = tail call contract noundef float @llvm.maxnum.f32(float %62, float %63)
  %65 = fsub contract float %19, %64
  %66 = tail call contract float @llvm.maxnum.f32(float %65, float -8.700000e+01)
  %67 = tail call contract float @llvm.minnum.f32(float %66, float 8.800000e+01)
  %68 = fmul contract float %67, 0x3FF7154760000000
  %69 = tail call contract float @llvm.rint.f32(float %68)
  %70 = tail call contract float @llvm.fma.f32(float %69, float 0xBFE62E4000000000, float %67)
  %71 = tail call contract float @llvm.fma.f32(float %69, float 0xBEB7F7D1C0000000, float %70)
  %72 = tail call contract float @llvm.fma.f32(float %71, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %73 = tail call contract float @llvm.fma.f32(float %72, float %71, float 0x3FA5550A60000000)
  %74 = tail call contract float @llvm.fma.f32(float %73, float %71, float 0x3FC5555540000000)
  %75 = tail call contract float @llvm.fma.f32(float %74, float %71, float 5.000000e-01)
  %76 = fmul contract float %71, %71
  %77 = tail call contract float @llvm.fma.f32(float %75, float %76, float %71)
  %78 = fadd contract float %77, 1.000000e+00
  %79 = fptosi float %69 to i32
  %80 = shl i32 %79, 23
  %81 = add i32 %80, 1065353216
  %82 = bitcast i32 %81 to float
  %83 = fmul contract float %78, %82
  %84 = fadd contract float %83, 0.000000e+00
  %85 = fsub contract float %23, %64
  %86 = tail call contract float @llvm.maxnum.f32(float %85, float -8.700000e+01)
  %87 = tail call contract float @llvm.minnum.f32(float %86, float 8.800000e+01)
  %88 = fmul contract float %87, 0x3FF7154760000000
  %89 = tail call contract float @llvm.rint.f32(float %88)
  %90 = tail call contract float @llvm.fma.f32(float %89, float 0xBFE62E4000000000, float %87)
  %91 = tail call contract float @llvm.fma.f32(float %89, float 0xBEB7F7D1C0000000, float %90)
  %92 = tail call contract float @llvm.fma.f32(float %91, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %93 = tail call contract float @llvm.fma.f32(float %92, float %91, float 0x3FA5550A60000000)
  %94 = tail call contract float @llvm.fma.f32(float %93, float %91, float 0x3FC5555540000000)
  %95 = tail call contract float @llvm.fma.f32(float %94, float %91, float 5.000000e-01)
  %96 = fmul contract float %91, %91
  %97 = tail call contract float @llvm.fma.f32(float %95, float %96, float %91)
  %98 = fadd contract float %97, 1.000000e+00
  %99 = fptosi float %89 to i32
  %100 = shl i32 %99, 23
  %101 = add i32 %100, 1065353216
  %102 = bitcast i32 %101 to float
  %103 = fmul contract float %98, %102
  %104 = fadd contract float %84, %103
  %105 = fsub contract float %27, %64
  %106 = tail call contract float @llvm.maxnum.f32(float %105, float -8.700000e+01)
  %107 = tail call contract float @llvm.minnum.f32(float %106, float 8.800000e+01)
  %108 = fmul contract float %107, 0x3FF7154760000000
  %109 = tail call contract float @llvm.rint.f32(float %108)
  %110 = tail call contract float @llvm.fma.f32(float %109, float 0xBFE62E4000000000, float %107)
  %111 = tail call contract float @llvm.fma.f32(float %109, float 0xBEB7F7D1C0000000, float %110)
  %112 = tail call contract float @llvm.fma.f32(float %111, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %113 = tail call contract float @llvm.fma.f32(float %112, float %111, float 0x3FA5550A60000000)
  %114 = tail call contract float @llvm.fma.f32(float %113, float %111, float 0x3FC5555540000000)
  %115 = tail call contract float @llvm.fma.f32(float %114, float %111, float 5.000000e-01)
  %116 = fmul contract float %111, %111
  %117 = tail call contract float @llvm.fma.f32(float %115, float %116, float %111)
  %118 = fadd contract float %117, 1.000000e+00
  %119 = fptosi float %109 to i32
  %120 = shl i32 %119, 23
  %121 = add i32 %120, 1065353216
  %122 = bitcast i32 %121 to float
  %123 = fmul contract float %118, %122
  %124 = fadd contract float %104, %123
  %125 = fsub contract float %31, %64
  %126 = tail call contract float @llvm.maxnum.f32(float %125, float -8.700000e+01)
  %127 = tail call contract float @llvm.minnum.f32(float %126, float 8.800000e+01)
  %128 = fmul contract float %127, 0x3FF7154760000000
  %129 = tail call contract float @llvm.rint.f32(float %128)
  %130 = tail call contract float @llvm.fma.f32(float %129, float 0xBFE62E4000000000, float %127)
  %131 = tail call contract float @llvm.fma.f32(float %129, float 0xBEB7F7D1C0000000, float %130)
  %132 = tail call contract float @llvm.fma.f32(float %131, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %133 = tail call contract float @llvm.fma.f32(float %132, float %131, float 0x3FA5550A60000000)
  %134 = tail call contract float @llvm.fma.f32(float %133, float %131, float 0x3FC5555540000000)
  %135 = tail call contract float @llvm.fma.f32(float %134, float %131, float 5.000000e-01)
  %136 = fmul contract float %131, %131
  %137 = tail call contract float @llvm.fma.f32(float %135, float %136, float %131)
  %138 = fadd contract float %137, 1.000000e+00
  %139 = fptosi float %129 to i32
  %140 = shl i32 %139, 23
  %141 = add i32 %140, 1065353216
  %142 = bitcast i32 %141 to float
  %143 = fmul contract float %138, %142
  %144 = fadd contract float %124, %143
  %145 = fsub contract float %35, %64
  %146 = tail call contract float @llvm.maxnum.f32(float %145, float -8.700000e+01)
  %147 = tail call contract float @llvm.minnum.f32(float %146, float 8.800000e+01)
  %148 = fmul contract float %147, 0x3FF7154760000000
  %149 = tail call contract float @llvm.rint.f32(float %148)
  %150 = tail call contract float @llvm.fma.f32(float %149, float 0xBFE62E4000000000, float %147)
  %151 = tail call contract float @llvm.fma.f32(float %149, float 0xBEB7F7D1C0000000, float %150)
  %152 = tail call contract float @llvm.fma.f32(float %151, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %153 = tail call contract float @llvm.fma.f32(float %152, float %151, float 0x3FA5550A60000000)
  %154 = tail call contract float @llvm.fma.f32(float %153, float %151, float 0x3FC5555540000000)
  %155 = tail call contract float @llvm.fma.f32(float %154, float %151, float 5.000000e-01)
  %156 = fmul contract float %151, %151
  %157 = tail call contract float @llvm.fma.f32(float %155, float %156, float %151)
  %158 = fadd contract float %157, 1.000000e+00
  %159 = fptosi float %149 to i32
  %160 = shl i32 %159, 23
  %161 = add i32 %160, 1065353216
  %162 = bitcast i32 %161 to float
  %163 = fmul contract float %158, %162
  %164 = fadd contract float %144, %163
  %165 = fsub contract float %39, %64
  %166 = tail call contract float @llvm.maxnum.f32(float %165, float -8.700000e+01)
  %167 = tail call contract float @llvm.minnum.f32(float %166, float 8.800000e+01)
  %168 = fmul contract float %167, 0x3FF7154760000000
  %169 = tail call contract float @llvm.rint.f32(float %168)
  %170 = tail call contract float @llvm.fma.f32(float %169, float 0xBFE62E4000000000, float %167)
  %171 = tail call contract float @llvm.fma.f32(float %169, float 0xBEB7F7D1C0000000, float %170)
  %172 = tail call contract float @llvm.fma.f32(float %171, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %173 = tail call contract float @llvm.fma.f32(float %172, float %171, float 0x3FA5550A60000000)
  %174 = tail call contract float @llvm.fma.f32(float %173, float %171, float 0x3FC5555540000000)
  %175 = tail call contract float @llvm.fma.f32(float %174, float %171, float 5.000000e-01)
  %176 = fmul contract float %171, %171
  %177 = tail call contract float @llvm.fma.f32(float %175, float %176, float %171)
  %178 = fadd contract float %177, 1.000000e+00
  %179 = fptosi float %169 to i32
  %180 = shl i32 %179, 23
  %181 = add i32 %180, 1065353216
  %182 = bitcast i32 %181 to float
  %183 = fmul contract float %178, %182
  %184 = fadd contract float %164, %183
  %185 = fsub contract float %43, %64
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
  %204 = fadd contract float %184, %203
  %205 = fsub contract float %47, %64
  %206 = tail call contract float @llvm.maxnum.f32(float %205, float -8.700000e+01)
  %207 = tail call contract float @llvm.minnum.f32(float %206, float 8.800000e+01)
  %208 = fmul contract float %207, 0x3FF7154760000000
  %209 = tail call contract float @llvm.rint.f32(float %208)
  %210 = tail call contract float @llvm.fma.f32(float %209, float 0xBFE62E4000000000, float %207)
  %211 = tail call contract float @llvm.fma.f32(float %209, float 0xBEB7F7D1C0000000, float %210)
  %212 = tail call contract float @llvm.fma.f32(float %211, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %213 = tail call contract float @llvm.fma.f32(float %212, float %211, float 0x3FA5550A60000000)
  %214 = tail call contract float @llvm.fma.f32(float %213, float %211, float 0x3FC5555540000000)
  %215 = tail call contract float @llvm.fma.f32(float %214, float %211, float 5.000000e-01)
  %216 = fmul contract float %211, %211
  %217 = tail call contract float @llvm.fma.f32(float %215, float %216, float %211)
  %218 = fadd contract float %217, 1.000000e+00
  %219 = fptosi float %209 to i32
  %220 = shl i32 %219, 23
  %221 = add i32 %220, 1065353216
  %222 = bitcast i32 %221 to float
  %223 = fmul contract float %218, %222
  %224 = fadd contract float %204, %223
  %225 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %224, i32 range(i32 1, -2147483648) 16, i32 31)
  %226 = fadd contract float %224, %225
  %227 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %226, i32 range(i32 1, -2147483648) 8, i32 31)
  %228 = fadd contract float %226, %227
  %229 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %228, i32 range(i32 1, -2147483648) 4, i32 31)
  %230 = fadd contract float %228, %229
  %231 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %230, i32 range(i32 1, -2147483648) 2, i32 31)
  %232 = fadd contract float %230, %231
  %233 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %232, i32 range(i32 1, -2147483648) 1, i32 31)
  %234 = fadd contract float %232, %233
  %235 = fdiv contract float 1.000000e+00, %234
  %236 = or disjoint i32 %13, %14
  %237 = fmul contract float %235, %83
  %238 = zext i32 %236 to i64
  %239 = getelementptr inbounds nuw float, ptr %1, i64 %238
  store float %237, ptr %239, align 4, !tbaa !8
  %240 = fmul contract float %235, %103
  %241 = or disjoint i32 %236, 32
  %242 = zext i32 %241 to i64
  %243 = getelementptr inbounds nuw float, ptr %1, i64 %242
  store float %240, ptr %243, align 4, !tbaa !8
  %244 = fmul contract float %235, %123
  %245 = or disjoint i32 %236, 64
  %246 = zext i32 %245 to i64
  %247 = getelementptr inbounds nuw float, ptr %1, i64 %246
  store float %244, ptr %247, align 4, !tbaa !8
  %248 = fmul contract float %235, %143
  %249 = or disjoint i32 %236, 96
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds nuw float, ptr %1, i64 %250
  store float %248, ptr %251, align 4, !tbaa !8
  %252 = fmul contract float %235, %163
  %253 = or disjoint i32 %236, 128
  %254 = zext i32 %253 to i64
  %255 = getelementptr inbounds nuw float, ptr %1, i64 %254
  store float %252, ptr %255, align 4, !tbaa !8
  %256 = fmul contract float %235, %183
  %257 = or disjoint i32 %236, 160
  %258 = zext i32 %257 to i64
  %259 = getelementptr inbounds nuw float, ptr %1, i64 %258
  store float %256, ptr %259, align 4, !tbaa !8
  %260 = fmul contract float %235, %203
  %261 = or disjoint i32 %236, 192
  %262 = zext i32 %261 to i64
  %263 = getelementptr inbounds nuw float, ptr %1, i64 %262
  store float %260, ptr %263, align 4, !tbaa !8
  %264 = fmul contract float %235, %223
  %265 = or disjoint i32 %236, 224
  %266 = zext i32 %265 to i64
  %267 = getelementptr inbounds nuw float, ptr %1, i64 %266
  store float %264, ptr %267, align 4, !tbaa !8
  br label %268

268:                                              ; preds = %3, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @softmax_online_warp(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = lshr i32 %6, 5
  %8 = mul i32 %7, %5
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = lshr i32 %9, 5
  %11 = add i32 %8, %10
  %12 = and i32 %9, 31
  %13 = icmp slt i32 %11, %2
  br i1 %13, label %14, label %324

14:                                               ; preds = %4
  %15 = sext i32 %11 to i64
  %16 = sext i32 %3 to i64
  %17 = mul nsw i64 %16, %15
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = icmp slt i32 %12, %3
  br i1 %19, label %244, label %20

20:                                               ; preds = %244, %14
  %21 = phi float [ 0.000000e+00, %14 ], [ %291, %244 ]
  %22 = phi float [ 0xC7EC363CC0000000, %14 ], [ %251, %244 ]
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 range(i32 1, -2147483648) 16, i32 31)
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 range(i32 1, -2147483648) 16, i32 31)
  %25 = tail call contract noundef float @llvm.maxnum.f32(float %22, float %23)
  %26 = fsub contract float %22, %25
  %27 = tail call contract float @llvm.maxnum.f32(float %26, float -8.700000e+01)
  %28 = tail call contract float @llvm.minnum.f32(float %27, float 8.800000e+01)
  %29 = fmul contract float %28, 0x3FF7154760000000
  %30 = tail call contract float @llvm.rint.f32(float %29)
  %31 = tail call contract float @llvm.fma.f32(float %30, float 0xBFE62E4000000000, float %28)
  %32 = tail call contract float @llvm.fma.f32(float %30, float 0xBEB7F7D1C0000000, float %31)
  %33 = tail call contract float @llvm.fma.f32(float %32, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %34 = tail call contract float @llvm.fma.f32(float %33, float %32, float 0x3FA5550A60000000)
  %35 = tail call contract float @llvm.fma.f32(float %34, float %32, float 0x3FC5555540000000)
  %36 = tail call contract float @llvm.fma.f32(float %35, float %32, float 5.000000e-01)
  %37 = fmul contract float %32, %32
  %38 = tail call contract float @llvm.fma.f32(float %36, float %37, float %32)
  %39 = fadd contract float %38, 1.000000e+00
  %40 = fptosi float %30 to i32
  %41 = shl i32 %40, 23
  %42 = add i32 %41, 1065353216
  %43 = bitcast i32 %42 to float
  %44 = fmul contract float %39, %43
  %45 = fmul contract float %21, %44
  %46 = fsub contract float %23, %25
  %47 = tail call contract float @llvm.maxnum.f32(float %46, float -8.700000e+01)
  %48 = tail call contract float @llvm.minnum.f32(float %47, float 8.800000e+01)
  %49 = fmul contract float %48, 0x3FF7154760000000
  %50 = tail call contract float @llvm.rint.f32(float %49)
  %51 = tail call contract float @llvm.fma.f32(float %50, float 0xBFE62E4000000000, float %48)
  %52 = tail call contract float @llvm.fma.f32(float %50, float 0xBEB7F7D1C0000000, float %51)
  %53 = tail call contract float @llvm.fma.f32(float %52, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %54 = tail call contract float @llvm.fma.f32(float %53, float %52, float 0x3FA5550A60000000)
  %55 = tail call contract float @llvm.fma.f32(float %54, float %52, float 0x3FC5555540000000)
  %56 = tail call contract float @llvm.fma.f32(float %55, float %52, float 5.000000e-01)
  %57 = fmul contract float %52, %52
  %58 = tail call contract float @llvm.fma.f32(float %56, float %57, float %52)
  %59 = fadd contract float %58, 1.000000e+00
  %60 = fptosi float %50 to i32
  %61 = shl i32 %60, 23
  %62 = add i32 %61, 1065353216
  %63 = bitcast i32 %62 to float
  %64 = fmul contract float %59, %63
  %65 = fmul contract float %24, %64
  %66 = fadd contract float %45, %65
  %67 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 range(i32 1, -2147483648) 8, i32 31)
  %68 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %66, i32 range(i32 1, -2147483648) 8, i32 31)
  %69 = tail call contract noundef float @llvm.maxnum.f32(float %25, float %67)
  %70 = fsub contract float %25, %69
  %71 = tail call contract float @llvm.maxnum.f32(float %70, float -8.700000e+01)
  %72 = tail call contract float @llvm.minnum.f32(float %71, float 8.800000e+01)
  %73 = fmul contract float %72, 0x3FF7154760000000
  %74 = tail call contract float @llvm.rint.f32(float %73)
  %75 = tail call contract float @llvm.fma.f32(float %74, float 0xBFE62E4000000000, float %72)
  %76 = tail call contract float @llvm.fma.f32(float %74, float 0xBEB7F7D1C0000000, float %75)
  %77 = tail call contract float @llvm.fma.f32(float %76, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %78 = tail call contract float @llvm.fma.f32(float %77, float %76, float 0x3FA5550A60000000)
  %79 = tail call contract float @llvm.fma.f32(float %78, float %76, float 0x3FC5555540000000)
  %80 = tail call contract float @llvm.fma.f32(float %79, float %76, float 5.000000e-01)
  %81 = fmul contract float %76, %76
  %82 = tail call contract float @llvm.fma.f32(float %80, float %81, float %76)
  %83 = fadd contract float %82, 1.000000e+00
  %84 = fptosi float %74 to i32
  %85 = shl i32 %84, 23
  %86 = add i32 %85, 1065353216
  %87 = bitcast i32 %86 to float
  %88 = fmul contract float %83, %87
  %89 = fmul contract float %66, %88
  %90 = fsub contract float %67, %69
  %91 = tail call contract float @llvm.maxnum.f32(float %90, float -8.700000e+01)
  %92 = tail call contract float @llvm.minnum.f32(float %91, float 8.800000e+01)
  %93 = fmul contract float %92, 0x3FF7154760000000
  %94 = tail call contract float @llvm.rint.f32(float %93)
  %95 = tail call contract float @llvm.fma.f32(float %94, float 0xBFE62E4000000000, float %92)
  %96 = tail call contract float @llvm.fma.f32(float %94, float 0xBEB7F7D1C0000000, float %95)
  %97 = tail call contract float @llvm.fma.f32(float %96, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %98 = tail call contract float @llvm.fma.f32(float %97, float %96, float 0x3FA5550A60000000)
  %99 = tail call contract float @llvm.fma.f32(float %98, float %96, float 0x3FC5555540000000)
  %100 = tail call contract float @llvm.fma.f32(float %99, float %96, float 5.000000e-01)
  %101 = fmul contract float %96, %96
  %102 = tail call contract float @llvm.fma.f32(float %100, float %101, float %96)
  %103 = fadd contract float %102, 1.000000e+00
  %104 = fptosi float %94 to i32
  %105 = shl i32 %104, 23
  %106 = add i32 %105, 1065353216
  %107 = bitcast i32 %106 to float
  %108 = fmul contract float %103, %107
  %109 = fmul contract float %68, %108
  %110 = fadd contract float %89, %109
  %111 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 range(i32 1, -2147483648) 4, i32 31)
  %112 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %110, i32 range(i32 1, -2147483648) 4, i32 31)
  %113 = tail call contract noundef float @llvm.maxnum.f32(float %69, float %111)
  %114 = fsub contract float %69, %113
  %115 = tail call contract float @llvm.maxnum.f32(float %114, float -8.700000e+01)
  %116 = tail call contract float @llvm.minnum.f32(float %115, float 8.800000e+01)
  %117 = fmul contract float %116, 0x3FF7154760000000
  %118 = tail call contract float @llvm.rint.f32(float %117)
  %119 = tail call contract float @llvm.fma.f32(float %118, float 0xBFE62E4000000000, float %116)
  %120 = tail call contract float @llvm.fma.f32(float %118, float 0xBEB7F7D1C0000000, float %119)
  %121 = tail call contract float @llvm.fma.f32(float %120, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %122 = tail call contract float @llvm.fma.f32(float %121, float %120, float 0x3FA5550A60000000)
  %123 = tail call contract float @llvm.fma.f32(float %122, float %120, float 0x3FC5555540000000)
  %124 = tail call contract float @llvm.fma.f32(float %123, float %120, float 5.000000e-01)
  %125 = fmul contract float %120, %120
  %126 = tail call contract float @llvm.fma.f32(float %124, float %125, float %120)
  %127 = fadd contract float %126, 1.000000e+00
  %128 = fptosi float %118 to i32
  %129 = shl i32 %128, 23
  %130 = add i32 %129, 1065353216
  %131 = bitcast i32 %130 to float
  %132 = fmul contract float %127, %131
  %133 = fmul contract float %110, %132
  %134 = fsub contract float %111, %113
  %135 = tail call contract float @llvm.maxnum.f32(float %134, float -8.700000e+01)
  %136 = tail call contract float @llvm.minnum.f32(float %135, float 8.800000e+01)
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
  %153 = fmul contract float %112, %152
  %154 = fadd contract float %133, %153
  %155 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 range(i32 1, -2147483648) 2, i32 31)
  %156 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %154, i32 range(i32 1, -2147483648) 2, i32 31)
  %157 = tail call contract noundef float @llvm.maxnum.f32(float %113, float %155)
  %158 = fsub contract float %113, %157
  %159 = tail call contract float @llvm.maxnum.f32(float %158, float -8.700000e+01)
  %160 = tail call contract float @llvm.minnum.f32(float %159, float 8.800000e+01)
  %161 = fmul contract float %160, 0x3FF7154760000000
  %162 = tail call contract float @llvm.rint.f32(float %161)
  %163 = tail call contract float @llvm.fma.f32(float %162, float 0xBFE62E4000000000, float %160)
  %164 = tail call contract float @llvm.fma.f32(float %162, float 0xBEB7F7D1C0000000, float %163)
  %165 = tail call contract float @llvm.fma.f32(float %164, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %166 = tail call contract float @llvm.fma.f32(float %165, float %164, float 0x3FA5550A60000000)
  %167 = tail call contract float @llvm.fma.f32(float %166, float %164, float 0x3FC5555540000000)
  %168 = tail call contract float @llvm.fma.f32(float %167, float %164, float 5.000000e-01)
  %169 = fmul contract float %164, %164
  %170 = tail call contract float @llvm.fma.f32(float %168, float %169, float %164)
  %171 = fadd contract float %170, 1.000000e+00
  %172 = fptosi float %162 to i32
  %173 = shl i32 %172, 23
  %174 = add i32 %173, 1065353216
  %175 = bitcast i32 %174 to float
  %176 = fmul contract float %171, %175
  %177 = fmul contract float %154, %176
  %178 = fsub contract float %155, %157
  %179 = tail call contract float @llvm.maxnum.f32(float %178, float -8.700000e+01)
  %180 = tail call contract float @llvm.minnum.f32(float %179, float 8.800000e+01)
  %181 = fmul contract float %180, 0x3FF7154760000000
  %182 = tail call contract float @llvm.rint.f32(float %181)
  %183 = tail call contract float @llvm.fma.f32(float %182, float 0xBFE62E4000000000, float %180)
  %184 = tail call contract float @llvm.fma.f32(float %182, float 0xBEB7F7D1C0000000, float %183)
  %185 = tail call contract float @llvm.fma.f32(float %184, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %186 = tail call contract float @llvm.fma.f32(float %185, float %184, float 0x3FA5550A60000000)
  %187 = tail call contract float @llvm.fma.f32(float %186, float %184, float 0x3FC5555540000000)
  %188 = tail call contract float @llvm.fma.f32(float %187, float %184, float 5.000000e-01)
  %189 = fmul contract float %184, %184
  %190 = tail call contract float @llvm.fma.f32(float %188, float %189, float %184)
  %191 = fadd contract float %190, 1.000000e+00
  %192 = fptosi float %182 to i32
  %193 = shl i32 %192, 23
  %194 = add i32 %193, 1065353216
  %195 = bitcast i32 %194 to float
  %196 = fmul contract float %191, %195
  %197 = fmul contract float %156, %196
  %198 = fadd contract float %177, %197
  %199 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %157, i32 range(i32 1, -2147483648) 1, i32 31)
  %200 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %198, i32 range(i32 1, -2147483648) 1, i32 31)
  %201 = tail call contract noundef float @llvm.maxnum.f32(float %157, float %199)
  %202 = fsub contract float %157, %201
  %203 = tail call contract float @llvm.maxnum.f32(float %202, float -8.700000e+01)
  %204 = tail call contract float @llvm.minnum.f32(float %203, float 8.800000e+01)
  %205 = fmul contract float %204, 0x3FF7154760000000
  %206 = tail call contract float @llvm.rint.f32(float %205)
  %207 = tail call contract float @llvm.fma.f32(float %206, float 0xBFE62E4000000000, float %204)
  %208 = tail call contract float @llvm.fma.f32(float %206, float 0xBEB7F7D1C0000000, float %207)
  %209 = tail call contract float @llvm.fma.f32(float %208, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %210 = tail call contract float @llvm.fma.f32(float %209, float %208, float 0x3FA5550A60000000)
  %211 = tail call contract float @llvm.fma.f32(float %210, float %208, float 0x3FC5555540000000)
  %212 = tail call contract float @llvm.fma.f32(float %211, float %208, float 5.000000e-01)
  %213 = fmul contract float %208, %208
  %214 = tail call contract float @llvm.fma.f32(float %212, float %213, float %208)
  %215 = fadd contract float %214, 1.000000e+00
  %216 = fptosi float %206 to i32
  %217 = shl i32 %216, 23
  %218 = add i32 %217, 1065353216
  %219 = bitcast i32 %218 to float
  %220 = fmul contract float %215, %219
  %221 = fmul contract float %198, %220
  %222 = fsub contract float %199, %201
  %223 = tail call contract float @llvm.maxnum.f32(float %222, float -8.700000e+01)
  %224 = tail call contract float @llvm.minnum.f32(float %223, float 8.800000e+01)
  %225 = fmul contract float %224, 0x3FF7154760000000
  %226 = tail call contract float @llvm.rint.f32(float %225)
  %227 = tail call contract float @llvm.fma.f32(float %226, float 0xBFE62E4000000000, float %224)
  %228 = tail call contract float @llvm.fma.f32(float %226, float 0xBEB7F7D1C0000000, float %227)
  %229 = tail call contract float @llvm.fma.f32(float %228, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %230 = tail call contract float @llvm.fma.f32(float %229, float %228, float 0x3FA5550A60000000)
  %231 = tail call contract float @llvm.fma.f32(float %230, float %228, float 0x3FC5555540000000)
  %232 = tail call contract float @llvm.fma.f32(float %231, float %228, float 5.000000e-01)
  %233 = fmul contract float %228, %228
  %234 = tail call contract float @llvm.fma.f32(float %232, float %233, float %228)
  %235 = fadd contract float %234, 1.000000e+00
  %236 = fptosi float %226 to i32
  %237 = shl i32 %236, 23
  %238 = add i32 %237, 1065353216
  %239 = bitcast i32 %238 to float
  %240 = fmul contract float %235, %239
  %241 = fmul contract float %200, %240
  %242 = fadd contract float %221, %241
  %243 = fdiv contract float 1.000000e+00, %242
  br i1 %19, label %294, label %324

244:                                              ; preds = %14, %244
  %245 = phi float [ %251, %244 ], [ 0xC7EC363CC0000000, %14 ]
  %246 = phi float [ %291, %244 ], [ 0.000000e+00, %14 ]
  %247 = phi i32 [ %292, %244 ], [ %12, %14 ]
  %248 = zext nneg i32 %247 to i64
  %249 = getelementptr inbounds nuw float, ptr %18, i64 %248
  %250 = load float, ptr %249, align 4, !tbaa !8
  %251 = tail call contract noundef float @llvm.maxnum.f32(float %245, float %250)
  %252 = fsub contract float %245, %251
  %253 = tail call contract float @llvm.maxnum.f32(float %252, float -8.700000e+01)
  %254 = tail call contract float @llvm.minnum.f32(float %253, float 8.800000e+01)
  %255 = fmul contract float %254, 0x3FF7154760000000
  %256 = tail call contract float @llvm.rint.f32(float %255)
  %257 = tail call contract float @llvm.fma.f32(float %256, float 0xBFE62E4000000000, float %254)
  %258 = tail call contract float @llvm.fma.f32(float %256, float 0xBEB7F7D1C0000000, float %257)
  %259 = tail call contract float @llvm.fma.f32(float %258, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %260 = tail call contract float @llvm.fma.f32(float %259, float %258, float 0x3FA5550A60000000)
  %261 = tail call contract float @llvm.fma.f32(float %260, float %258, float 0x3FC5555540000000)
  %262 = tail call contract float @llvm.fma.f32(float %261, float %258, float 5.000000e-01)
  %263 = fmul contract float %258, %258
  %264 = tail call contract float @llvm.fma.f32(float %262, float %263, float %258)
  %265 = fadd contract float %264, 1.000000e+00
  %266 = fptosi float %256 to i32
  %267 = shl i32 %266, 23
  %268 = add i32 %267, 1065353216
  %269 = bitcast i32 %268 to float
  %270 = fmul contract float %265, %269
  %271 = fmul contract float %246, %270
  %272 = fsub contract float %250, %251
  %273 = tail call contract float @llvm.maxnum.f32(float %272, float -8.700000e+01)
  %274 = tail call contract float @llvm.minnum.f32(float %273, float 8.800000e+01)
  %275 = fmul contract float %274, 0x3FF7154760000000
  %276 = tail call contract float @llvm.rint.f32(float %275)
  %277 = tail call contract float @llvm.fma.f32(float %276, float 0xBFE62E4000000000, float %274)
  %278 = tail call contract float @llvm.fma.f32(float %276, float 0xBEB7F7D1C0000000, float %277)
  %279 = tail call contract float @llvm.fma.f32(float %278, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %280 = tail call contract float @llvm.fma.f32(float %279, float %278, float 0x3FA5550A60000000)
  %281 = tail call contract float @llvm.fma.f32(float %280, float %278, float 0x3FC5555540000000)
  %282 = tail call contract float @llvm.fma.f32(float %281, float %278, float 5.000000e-01)
  %283 = fmul contract float %278, %278
  %284 = tail call contract float @llvm.fma.f32(float %282, float %283, float %278)
  %285 = fadd contract float %284, 1.000000e+00
  %286 = fptosi float %276 to i32
  %287 = shl i32 %286, 23
  %288 = add i32 %287, 1065353216
  %289 = bitcast i32 %288 to float
  %290 = fmul contract float %285, %289
  %291 = fadd contract float %290, %271
  %292 = add nuw nsw i32 %247, 32
  %293 = icmp slt i32 %292, %3
  br i1 %293, label %244, label %20, !llvm.loop !10

294:                                              ; preds = %20
  %295 = getelementptr float, ptr %1, i64 %17
  br label %296

296:                                              ; preds = %294, %296
  %297 = phi i32 [ %12, %294 ], [ %322, %296 ]
  %298 = zext nneg i32 %297 to i64
  %299 = getelementptr inbounds nuw float, ptr %18, i64 %298
  %300 = load float, ptr %299, align 4, !tbaa !8
  %301 = fsub contract float %300, %201
  %302 = tail call contract float @llvm.maxnum.f32(float %301, float -8.700000e+01)
  %303 = tail call contract float @llvm.minnum.f32(float %302, float 8.800000e+01)
  %304 = fmul contract float %303, 0x3FF7154760000000
  %305 = tail call contract float @llvm.rint.f32(float %304)
  %306 = tail call contract float @llvm.fma.f32(float %305, float 0xBFE62E4000000000, float %303)
  %307 = tail call contract float @llvm.fma.f32(float %305, float 0xBEB7F7D1C0000000, float %306)
  %308 = tail call contract float @llvm.fma.f32(float %307, float 0x3F56C0C340000000, float 0x3F81274F40000000)
  %309 = tail call contract float @llvm.fma.f32(float %308, float %307, float 0x3FA5550A60000000)
  %310 = tail call contract float @llvm.fma.f32(float %309, float %307, float 0x3FC5555540000000)
  %311 = tail call contract float @llvm.fma.f32(float %310, float %307, float 5.000000e-01)
  %312 = fmul contract float %307, %307
  %313 = tail call contract float @llvm.fma.f32(float %311, float %312, float %307)
  %314 = fadd contract float %313, 1.000000e+00
  %315 = fptosi float %305 to i32
  %316 = shl i32 %315, 23
  %317 = add i32 %316, 1065353216
  %318 = bitcast i32 %317 to float
  %319 = fmul contract float %314, %318
  %320 = fmul contract float %243, %319
  %321 = getelementptr float, ptr %295, i64 %298
  store float %320, ptr %321, align 4, !tbaa !8
  %322 = add nuw nsw i32 %297, 32
  %323 = icmp slt i32 %322, %3
  br i1 %323, label %296, label %324, !llvm.loop !12

324:                                              ; preds = %296, %20, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @layernorm_block(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #2 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = sext i32 %4 to i64
  %10 = mul nsw i64 %9, %8
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %16

14:                                               ; preds = %6
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %29

16:                                               ; preds = %29, %6
  %17 = phi float [ 0.000000e+00, %6 ], [ %35, %29 ]
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 range(i32 1, -2147483648) 16, i32 31)
  %19 = fadd contract float %17, %18
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 range(i32 1, -2147483648) 8, i32 31)
  %21 = fadd contract float %19, %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 range(i32 1, -2147483648) 4, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 range(i32 1, -2147483648) 2, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 range(i32 1, -2147483648) 1, i32 31)
  %27 = and i32 %12, 31
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %38, label %43

29:                                               ; preds = %14, %29
  %30 = phi float [ 0.000000e+00, %14 ], [ %35, %29 ]
  %31 = phi i32 [ %12, %14 ], [ %36, %29 ]
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %11, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = fadd contract float %30, %34
  %36 = add i32 %31, %15
  %37 = icmp slt i32 %36, %4
  br i1 %37, label %29, label %16, !llvm.loop !13

38:                                               ; preds = %16
  %39 = fadd contract float %25, %26
  %40 = lshr exact i32 %12, 5
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15layernorm_blockE3red to ptr), i64 %41
  store float %39, ptr %42, align 4, !tbaa !8
  br label %43

43:                                               ; preds = %38, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %44 = icmp samesign ult i32 %12, 32
  br i1 %44, label %45, label %69

45:                                               ; preds = %43
  %46 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %47 = lshr i32 %46, 5
  %48 = icmp samesign ult i32 %12, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %45
  %50 = zext nneg i32 %12 to i64
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15layernorm_blockE3red to ptr), i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !8
  br label %53

53:                                               ; preds = %45, %49
  %54 = phi contract float [ %52, %49 ], [ 0.000000e+00, %45 ]
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 range(i32 1, -2147483648) 16, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 range(i32 1, -2147483648) 8, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 range(i32 1, -2147483648) 4, i32 31)
  %60 = fadd contract float %58, %59
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 range(i32 1, -2147483648) 2, i32 31)
  %62 = fadd contract float %60, %61
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %62, i32 range(i32 1, -2147483648) 1, i32 31)
  %64 = icmp eq i32 %12, 0
  br i1 %64, label %65, label %69

65:                                               ; preds = %53
  %66 = fadd contract float %62, %63
  %67 = sitofp i32 %4 to float
  %68 = fdiv contract float %66, %67
  store float %68, ptr addrspace(3) @_ZZ15layernorm_blockE4stat.0, align 4, !tbaa !8
  br label %69

69:                                               ; preds = %53, %65, %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %70 = load float, ptr addrspace(3) @_ZZ15layernorm_blockE4stat.0, align 4, !tbaa !8
  br i1 %13, label %71, label %73

71:                                               ; preds = %69
  %72 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %84

73:                                               ; preds = %84, %69
  %74 = phi float [ 0.000000e+00, %69 ], [ %91, %84 ]
  %75 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %74, i32 range(i32 1, -2147483648) 16, i32 31)
  %76 = fadd contract float %74, %75
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 range(i32 1, -2147483648) 8, i32 31)
  %78 = fadd contract float %76, %77
  %79 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %78, i32 range(i32 1, -2147483648) 4, i32 31)
  %80 = fadd contract float %78, %79
  %81 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %80, i32 range(i32 1, -2147483648) 2, i32 31)
  %82 = fadd contract float %80, %81
  %83 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %82, i32 range(i32 1, -2147483648) 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %94, label %99

84:                                               ; preds = %71, %84
  %85 = phi float [ 0.000000e+00, %71 ], [ %91, %84 ]
  %86 = phi i32 [ %12, %71 ], [ %92, %84 ]
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %11, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !8
  %90 = fsub contract float %89, %70
  %91 = tail call contract noundef float @llvm.fma.f32(float %90, float %90, float %85)
  %92 = add i32 %86, %72
  %93 = icmp slt i32 %92, %4
  br i1 %93, label %84, label %73, !llvm.loop !14

94:                                               ; preds = %73
  %95 = fadd contract float %82, %83
  %96 = lshr exact i32 %12, 5
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15layernorm_blockE3red to ptr), i64 %97
  store float %95, ptr %98, align 4, !tbaa !8
  br label %99

99:                                               ; preds = %94, %73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %44, label %100, label %126

100:                                              ; preds = %99
  %101 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %102 = lshr i32 %101, 5
  %103 = icmp samesign ult i32 %12, %102
  br i1 %103, label %104, label %108

104:                                              ; preds = %100
  %105 = zext nneg i32 %12 to i64
  %106 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15layernorm_blockE3red to ptr), i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !8
  br label %108

108:                                              ; preds = %100, %104
  %109 = phi contract float [ %107, %104 ], [ 0.000000e+00, %100 ]
  %110 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %109, i32 range(i32 1, -2147483648) 16, i32 31)
  %111 = fadd contract float %109, %110
  %112 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %111, i32 range(i32 1, -2147483648) 8, i32 31)
  %113 = fadd contract float %111, %112
  %114 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 range(i32 1, -2147483648) 4, i32 31)
  %115 = fadd contract float %113, %114
  %116 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %115, i32 range(i32 1, -2147483648) 2, i32 31)
  %117 = fadd contract float %115, %116
  %118 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %117, i32 range(i32 1, -2147483648) 1, i32 31)
  %119 = icmp eq i32 %12, 0
  br i1 %119, label %120, label %126

120:                                              ; preds = %108
  %121 = fadd contract float %117, %118
  %122 = sitofp i32 %4 to float
  %123 = fdiv contract float %121, %122
  %124 = fadd contract float %5, %123
  %125 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %124)
  store float %125, ptr addrspace(3) @_ZZ15layernorm_blockE4stat.1, align 4, !tbaa !8
  br label %126

126:                                              ; preds = %108, %120, %99
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = load float, ptr addrspace(3) @_ZZ15layernorm_blockE4stat.1, align 4, !tbaa !8
  br i1 %13, label %128, label %131

128:                                              ; preds = %126
  %129 = getelementptr float, ptr %3, i64 %10
  %130 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %132

131:                                              ; preds = %132, %126
  ret void

132:                                              ; preds = %128, %132
  %133 = phi i32 [ %12, %128 ], [ %145, %132 ]
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds float, ptr %11, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !8
  %137 = fsub contract float %136, %70
  %138 = fmul contract float %127, %137
  %139 = getelementptr inbounds float, ptr %1, i64 %134
  %140 = load float, ptr %139, align 4, !tbaa !8
  %141 = getelementptr inbounds float, ptr %2, i64 %134
  %142 = load float, ptr %141, align 4, !tbaa !8
  %143 = tail call contract noundef float @llvm.fma.f32(float %138, float %140, float %142)
  %144 = getelementptr float, ptr %129, i64 %134
  store float %143, ptr %144, align 4, !tbaa !8
  %145 = add i32 %133, %130
  %146 = icmp slt i32 %145, %4
  br i1 %146, label %132, label %131, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @rmsnorm_residual_warp(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 5
  %9 = mul i32 %8, %6
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = lshr i32 %10, 5
  %12 = add i32 %9, %11
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %93

14:                                               ; preds = %5
  %15 = and i32 %10, 31
  %16 = shl nsw i32 %12, 7
  %17 = or disjoint i32 %16, %15
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = getelementptr inbounds float, ptr %1, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = fadd contract float %20, %22
  store float %23, ptr %21, align 4, !tbaa !8
  %24 = tail call contract noundef float @llvm.fma.f32(float %23, float %23, float 0.000000e+00)
  %25 = or disjoint i32 %17, 32
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !8
  %29 = getelementptr inbounds float, ptr %1, i64 %26
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fadd contract float %28, %30
  store float %31, ptr %29, align 4, !tbaa !8
  %32 = tail call contract noundef float @llvm.fma.f32(float %31, float %31, float %24)
  %33 = or disjoint i32 %17, 64
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !8
  %37 = getelementptr inbounds float, ptr %1, i64 %34
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fadd contract float %36, %38
  store float %39, ptr %37, align 4, !tbaa !8
  %40 = tail call contract noundef float @llvm.fma.f32(float %39, float %39, float %32)
  %41 = or disjoint i32 %17, 96
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = getelementptr inbounds float, ptr %1, i64 %42
  %46 = load float, ptr %45, align 4, !tbaa !8
  %47 = fadd contract float %44, %46
  store float %47, ptr %45, align 4, !tbaa !8
  %48 = tail call contract noundef float @llvm.fma.f32(float %47, float %47, float %40)
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 range(i32 1, -2147483648) 16, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 range(i32 1, -2147483648) 8, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 range(i32 1, -2147483648) 4, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 range(i32 1, -2147483648) 2, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 range(i32 1, -2147483648) 1, i32 31)
  %58 = fadd contract float %56, %57
  %59 = fmul contract float %58, 7.812500e-03
  %60 = fadd contract float %59, 0x3EB0C6F7A0000000
  %61 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %60)
  %62 = fmul contract float %61, %23
  %63 = zext nneg i32 %15 to i64
  %64 = getelementptr inbounds nuw float, ptr %2, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = fmul contract float %62, %65
  %67 = zext i32 %17 to i64
  %68 = getelementptr inbounds nuw float, ptr %3, i64 %67
  store float %66, ptr %68, align 4, !tbaa !8
  %69 = fmul contract float %61, %31
  %70 = zext nneg i32 %15 to i64
  %71 = getelementptr inbounds nuw float, ptr %2, i64 %70
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 128
  %73 = load float, ptr %72, align 4, !tbaa !8
  %74 = fmul contract float %69, %73
  %75 = zext i32 %25 to i64
  %76 = getelementptr inbounds nuw float, ptr %3, i64 %75
  store float %74, ptr %76, align 4, !tbaa !8
  %77 = fmul contract float %61, %39
  %78 = zext nneg i32 %15 to i64
  %79 = getelementptr inbounds nuw float, ptr %2, i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 256
  %81 = load float, ptr %80, align 4, !tbaa !8
  %82 = fmul contract float %77, %81
  %83 = zext i32 %33 to i64
  %84 = getelementptr inbounds nuw float, ptr %3, i64 %83
  store float %82, ptr %84, align 4, !tbaa !8
  %85 = fmul contract float %61, %47
  %86 = zext nneg i32 %15 to i64
  %87 = getelementptr inbounds nuw float, ptr %2, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 384
  %89 = load float, ptr %88, align 4, !tbaa !8
  %90 = fmul contract float %85, %89
  %91 = zext i32 %41 to i64
  %92 = getelementptr inbounds nuw float, ptr %3, i64 %91
  store float %90, ptr %92, align 4, !tbaa !8
  br label %93

93:                                               ; preds = %5, %14
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
