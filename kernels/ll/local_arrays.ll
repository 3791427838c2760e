; ModuleID = 'src/local_arrays.cu'
source_filename = "src/local_arrays.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @local_dyn_lut(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [32 x float], align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %324

12:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #8
  %13 = srem i32 %10, %3
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  store float %16, ptr %5, align 4, !tbaa !8
  %17 = add nsw i32 %10, 1
  %18 = srem i32 %17, %3
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %21, ptr %22, align 4, !tbaa !8
  %23 = add nsw i32 %10, 2
  %24 = srem i32 %23, %3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %27, ptr %28, align 4, !tbaa !8
  %29 = add nsw i32 %10, 3
  %30 = srem i32 %29, %3
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store float %33, ptr %34, align 4, !tbaa !8
  %35 = add nsw i32 %10, 4
  %36 = srem i32 %35, %3
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store float %39, ptr %40, align 4, !tbaa !8
  %41 = add nsw i32 %10, 5
  %42 = srem i32 %41, %3
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store float %45, ptr %46, align 4, !tbaa !8
  %47 = add nsw i32 %10, 6
  %48 = srem i32 %47, %3
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %1, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store float %51, ptr %52, align 4, !tbaa !8
  %53 = add nsw i32 %10, 7
  %54 = srem i32 %53, %3
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !8
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store float %57, ptr %58, align 4, !tbaa !8
  %59 = add nsw i32 %10, 8
  %60 = srem i32 %59, %3
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = getelementptr inbounds nuw i8, ptr %5, i64 32
  store float %63, ptr %64, align 4, !tbaa !8
  %65 = add nsw i32 %10, 9
  %66 = srem i32 %65, %3
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !8
  %70 = getelementptr inbounds nuw i8, ptr %5, i64 36
  store float %69, ptr %70, align 4, !tbaa !8
  %71 = add nsw i32 %10, 10
  %72 = srem i32 %71, %3
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = getelementptr inbounds nuw i8, ptr %5, i64 40
  store float %75, ptr %76, align 4, !tbaa !8
  %77 = add nsw i32 %10, 11
  %78 = srem i32 %77, %3
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %1, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !8
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 44
  store float %81, ptr %82, align 4, !tbaa !8
  %83 = add nsw i32 %10, 12
  %84 = srem i32 %83, %3
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %1, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !8
  %88 = getelementptr inbounds nuw i8, ptr %5, i64 48
  store float %87, ptr %88, align 4, !tbaa !8
  %89 = add nsw i32 %10, 13
  %90 = srem i32 %89, %3
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %1, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !8
  %94 = getelementptr inbounds nuw i8, ptr %5, i64 52
  store float %93, ptr %94, align 4, !tbaa !8
  %95 = add nsw i32 %10, 14
  %96 = srem i32 %95, %3
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %1, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !8
  %100 = getelementptr inbounds nuw i8, ptr %5, i64 56
  store float %99, ptr %100, align 4, !tbaa !8
  %101 = add nsw i32 %10, 15
  %102 = srem i32 %101, %3
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %1, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !8
  %106 = getelementptr inbounds nuw i8, ptr %5, i64 60
  store float %105, ptr %106, align 4, !tbaa !8
  %107 = add nsw i32 %10, 16
  %108 = srem i32 %107, %3
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %1, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !8
  %112 = getelementptr inbounds nuw i8, ptr %5, i64 64
  store float %111, ptr %112, align 4, !tbaa !8
  %113 = add nsw i32 %10, 17
  %114 = srem i32 %113, %3
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %1, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !8
  %118 = getelementptr inbounds nuw i8, ptr %5, i64 68
  store float %117, ptr %118, align 4, !tbaa !8
  %119 = add nsw i32 %10, 18
  %120 = srem i32 %119, %3
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %1, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !8
  %124 = getelementptr inbounds nuw i8, ptr %5, i64 72
  store float %123, ptr %124, align 4, !tbaa !8
  %125 = add nsw i32 %10, 19
  %126 = srem i32 %125, %3
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %1, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !8
  %130 = getelementptr inbounds nuw i8, ptr %5, i64 76
  store float %129, ptr %130, align 4, !tbaa !8
  %131 = add nsw i32 %10, 20
  %132 = srem i32 %131, %3
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds float, ptr %1, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !8
  %136 = getelementptr inbounds nuw i8, ptr %5, i64 80
  store float %135, ptr %136, align 4, !tbaa !8
  %137 = add nsw i32 %10, 21
  %138 = srem i32 %137, %3
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr %1, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !8
  %142 = getelementptr inbounds nuw i8, ptr %5, i64 84
  store float %141, ptr %142, align 4, !tbaa !8
  %143 = add nsw i32 %10, 22
  %144 = srem i32 %143, %3
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr %1, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !8
  %148 = getelementptr inbounds nuw i8, ptr %5, i64 88
  store float %147, ptr %148, align 4, !tbaa !8
  %149 = add nsw i32 %10, 23
  %150 = srem i32 %149, %3
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %1, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !8
  %154 = getelementptr inbounds nuw i8, ptr %5, i64 92
  store float %153, ptr %154, align 4, !tbaa !8
  %155 = add nsw i32 %10, 24
  %156 = srem i32 %155, %3
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %1, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !8
  %160 = getelementptr inbounds nuw i8, ptr %5, i64 96
  store float %159, ptr %160, align 4, !tbaa !8
  %161 = add nsw i32 %10, 25
  %162 = srem i32 %161, %3
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %1, i64 %163
  %165 = load float, ptr %164, align 4, !tbaa !8
  %166 = getelementptr inbounds nuw i8, ptr %5, i64 100
  store float %165, ptr %166, align 4, !tbaa !8
  %167 = add nsw i32 %10, 26
  %168 = srem i32 %167, %3
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds float, ptr %1, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !8
  %172 = getelementptr inbounds nuw i8, ptr %5, i64 104
  store float %171, ptr %172, align 4, !tbaa !8
  %173 = add nsw i32 %10, 27
  %174 = srem i32 %173, %3
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds float, ptr %1, i64 %175
  %177 = load float, ptr %176, align 4, !tbaa !8
  %178 = getelementptr inbounds nuw i8, ptr %5, i64 108
  store float %177, ptr %178, align 4, !tbaa !8
  %179 = add nsw i32 %10, 28
  %180 = srem i32 %179, %3
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds float, ptr %1, i64 %181
  %183 = load float, ptr %182, align 4, !tbaa !8
  %184 = getelementptr inbounds nuw i8, ptr %5, i64 112
  store float %183, ptr %184, align 4, !tbaa !8
  %185 = add nsw i32 %10, 29
  %186 = srem i32 %185, %3
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds float, ptr %1, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !8
  %190 = getelementptr inbounds nuw i8, ptr %5, i64 116
  store float %189, ptr %190, align 4, !tbaa !8
  %191 = add nsw i32 %10, 30
  %192 = srem i32 %191, %3
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds float, ptr %1, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !8
  %196 = getelementptr inbounds nuw i8, ptr %5, i64 120
  store float %195, ptr %196, align 4, !tbaa !8
  %197 = add nsw i32 %10, 31
  %198 = srem i32 %197, %3
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %1, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !8
  %202 = getelementptr inbounds nuw i8, ptr %5, i64 124
  store float %201, ptr %202, align 4, !tbaa !8
  %203 = shl nsw i32 %10, 3
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds i32, ptr %0, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !4
  %207 = and i32 %206, 31
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr inbounds nuw float, ptr %5, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !8
  %211 = fadd contract float %210, 0.000000e+00
  %212 = mul i32 %206, 5
  %213 = add i32 %212, 1
  %214 = and i32 %213, 31
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr inbounds nuw float, ptr %5, i64 %215
  store float %211, ptr %216, align 4, !tbaa !8
  %217 = sext i32 %203 to i64
  %218 = getelementptr i32, ptr %0, i64 %217
  %219 = getelementptr i8, ptr %218, i64 4
  %220 = load i32, ptr %219, align 4, !tbaa !4
  %221 = and i32 %220, 31
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr inbounds nuw float, ptr %5, i64 %222
  %224 = load float, ptr %223, align 4, !tbaa !8
  %225 = fadd contract float %211, %224
  %226 = mul i32 %220, 5
  %227 = add i32 %226, 1
  %228 = and i32 %227, 31
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr inbounds nuw float, ptr %5, i64 %229
  store float %225, ptr %230, align 4, !tbaa !8
  %231 = sext i32 %203 to i64
  %232 = getelementptr i32, ptr %0, i64 %231
  %233 = getelementptr i8, ptr %232, i64 8
  %234 = load i32, ptr %233, align 4, !tbaa !4
  %235 = and i32 %234, 31
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr inbounds nuw float, ptr %5, i64 %236
  %238 = load float, ptr %237, align 4, !tbaa !8
  %239 = fadd contract float %225, %238
  %240 = mul i32 %234, 5
  %241 = add i32 %240, 1
  %242 = and i32 %241, 31
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds nuw float, ptr %5, i64 %243
  store float %239, ptr %244, align 4, !tbaa !8
  %245 = sext i32 %203 to i64
  %246 = getelementptr i32, ptr %0, i64 %245
  %247 = getelementptr i8, ptr %246, i64 12
  %248 = load i32, ptr %247, align 4, !tbaa !4
  %249 = and i32 %248, 31
  %250 = zext nneg i32 %249 to i64
  %251 = getelementptr inbounds nuw float, ptr %5, i64 %250
  %252 = load float, ptr %251, align 4, !tbaa !8
  %253 = fadd contract float %239, %252
  %254 = mul i32 %248, 5
  %255 = add i32 %254, 1
  %256 = and i32 %255, 31
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr inbounds nuw float, ptr %5, i64 %257
  store float %253, ptr %258, align 4, !tbaa !8
  %259 = sext i32 %203 to i64
  %260 = getelementptr i32, ptr %0, i64 %259
  %261 = getelementptr i8, ptr %260, i64 16
  %262 = load i32, ptr %261, align 4, !tbaa !4
  %263 = and i32 %262, 31
  %264 = zext nneg i32 %263 to i64
  %265 = getelementptr inbounds nuw float, ptr %5, i64 %264
  %266 = load float, ptr %265, align 4, !tbaa !8
  %267 = fadd contract float %253, %266
  %268 = mul i32 %262, 5
  %269 = add i32 %268, 1
  %270 = and i32 %269, 31
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr inbounds nuw float, ptr %5, i64 %271
  store float %267, ptr %272, align 4, !tbaa !8
  %273 = sext i32 %203 to i64
  %274 = getelementptr i32, ptr %0, i64 %273
  %275 = getelementptr i8, ptr %274, i64 20
  %276 = load i32, ptr %275, align 4, !tbaa !4
  %277 = and i32 %276, 31
  %278 = zext nneg i32 %277 to i64
  %279 = getelementptr inbounds nuw float, ptr %5, i64 %278
  %280 = load float, ptr %279, align 4, !tbaa !8
  %281 = fadd contract float %267, %280
  %282 = mul i32 %276, 5
  %283 = add i32 %282, 1
  %284 = and i32 %283, 31
  %285 = zext nneg i32 %284 to i64
  %286 = getelementptr inbounds nuw float, ptr %5, i64 %285
  store float %281, ptr %286, align 4, !tbaa !8
  %287 = sext i32 %203 to i64
  %288 = getelementptr i32, ptr %0, i64 %287
  %289 = getelementptr i8, ptr %288, i64 24
  %290 = load i32, ptr %289, align 4, !tbaa !4
  %291 = and i32 %290, 31
  %292 = zext nneg i32 %291 to i64
  %293 = getelementptr inbounds nuw float, ptr %5, i64 %292
  %294 = load float, ptr %293, align 4, !tbaa !8
  %295 = fadd contract float %281, %294
  %296 = mul i32 %290, 5
  %297 = add i32 %296, 1
  %298 = and i32 %297, 31
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr inbounds nuw float, ptr %5, i64 %299
  store float %295, ptr %300, align 4, !tbaa !8
  %301 = sext i32 %203 to i64
  %302 = getelementptr i32, ptr %0, i64 %301
  %303 = getelementptr i8, ptr %302, i64 28
  %304 = load i32, ptr %303, align 4, !tbaa !4
  %305 = and i32 %304, 31
  %306 = zext nneg i32 %305 to i64
  %307 = getelementptr inbounds nuw float, ptr %5, i64 %306
  %308 = load float, ptr %307, align 4, !tbaa !8
  %309 = fadd contract float %295, %308
  %310 = mul i32 %304, 5
  %311 = add i32 %310, 1
  %312 = and i32 %311, 31
  %313 = zext nneg i32 %312 to i64
  %314 = getelementptr inbounds nuw float, ptr %5, i64 %313
  store float %309, ptr %314, align 4, !tbaa !8
  %315 = sext i32 %10 to i64
  %316 = getelementptr inbounds i32, ptr %0, i64 %315
  %317 = load i32, ptr %316, align 4, !tbaa !4
  %318 = and i32 %317, 31
  %319 = zext nneg i32 %318 to i64
  %320 = getelementptr inbounds nuw float, ptr %5, i64 %319
  %321 = load float, ptr %320, align 4, !tbaa !8
  %322 = fadd contract float %309, %321
  %323 = getelementptr inbounds float, ptr %2, i64 %315
  store float %322, ptr %323, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #8
  br label %324

324:                                              ; preds = %4, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @local_dyn_hist16(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = alloca [16 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #8
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %8 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 40
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 44
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 48
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 52
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 56
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 60
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  %25 = icmp sgt i32 %2, 0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  br i1 %25, label %26, label %69

26:                                               ; preds = %3
  %27 = mul nsw i32 %2, %24
  %28 = and i32 %2, 3
  %29 = icmp ult i32 %2, 4
  br i1 %29, label %34, label %30

30:                                               ; preds = %26
  %31 = and i32 %2, 2147483644
  br label %134

32:                                               ; preds = %134
  %33 = icmp eq i32 %28, 0
  br i1 %33, label %52, label %34

34:                                               ; preds = %32, %26
  %35 = phi i32 [ 0, %26 ], [ %176, %32 ]
  %36 = icmp ne i32 %28, 0
  tail call void @llvm.assume(i1 %36)
  br label %37

37:                                               ; preds = %37, %34
  %38 = phi i32 [ %35, %34 ], [ %49, %37 ]
  %39 = phi i32 [ 0, %34 ], [ %50, %37 ]
  %40 = add nsw i32 %38, %27
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %0, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !10
  %44 = and i8 %43, 15
  %45 = zext nneg i8 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr %4, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !4
  %48 = add i32 %47, 1
  store i32 %48, ptr %46, align 4, !tbaa !4
  %49 = add nuw nsw i32 %38, 1
  %50 = add i32 %39, 1
  %51 = icmp eq i32 %50, %28
  br i1 %51, label %52, label %37, !llvm.loop !11

52:                                               ; preds = %37, %32
  %53 = load i32, ptr %4, align 4, !tbaa !4
  %54 = load i32, ptr %5, align 4, !tbaa !4
  %55 = load i32, ptr %6, align 4, !tbaa !4
  %56 = load i32, ptr %7, align 4, !tbaa !4
  %57 = load i32, ptr %8, align 4, !tbaa !4
  %58 = load i32, ptr %9, align 4, !tbaa !4
  %59 = load i32, ptr %10, align 4, !tbaa !4
  %60 = load i32, ptr %11, align 4, !tbaa !4
  %61 = load i32, ptr %12, align 4, !tbaa !4
  %62 = load i32, ptr %13, align 4, !tbaa !4
  %63 = load i32, ptr %14, align 4, !tbaa !4
  %64 = load i32, ptr %15, align 4, !tbaa !4
  %65 = load i32, ptr %16, align 4, !tbaa !4
  %66 = load i32, ptr %17, align 4, !tbaa !4
  %67 = load i32, ptr %18, align 4, !tbaa !4
  %68 = load i32, ptr %19, align 4, !tbaa !4
  br label %69

69:                                               ; preds = %52, %3
  %70 = phi i32 [ %68, %52 ], [ 0, %3 ]
  %71 = phi i32 [ %67, %52 ], [ 0, %3 ]
  %72 = phi i32 [ %66, %52 ], [ 0, %3 ]
  %73 = phi i32 [ %65, %52 ], [ 0, %3 ]
  %74 = phi i32 [ %64, %52 ], [ 0, %3 ]
  %75 = phi i32 [ %63, %52 ], [ 0, %3 ]
  %76 = phi i32 [ %62, %52 ], [ 0, %3 ]
  %77 = phi i32 [ %61, %52 ], [ 0, %3 ]
  %78 = phi i32 [ %60, %52 ], [ 0, %3 ]
  %79 = phi i32 [ %59, %52 ], [ 0, %3 ]
  %80 = phi i32 [ %58, %52 ], [ 0, %3 ]
  %81 = phi i32 [ %57, %52 ], [ 0, %3 ]
  %82 = phi i32 [ %56, %52 ], [ 0, %3 ]
  %83 = phi i32 [ %55, %52 ], [ 0, %3 ]
  %84 = phi i32 [ %54, %52 ], [ 0, %3 ]
  %85 = phi i32 [ %53, %52 ], [ 0, %3 ]
  %86 = icmp ugt i32 %84, %85
  %87 = tail call i32 @llvm.umax.i32(i32 %84, i32 %85)
  %88 = icmp ugt i32 %83, %87
  %89 = tail call i32 @llvm.umax.i32(i32 %83, i32 %87)
  %90 = icmp ugt i32 %82, %89
  %91 = tail call i32 @llvm.umax.i32(i32 %82, i32 %89)
  %92 = icmp ugt i32 %81, %91
  %93 = tail call i32 @llvm.umax.i32(i32 %81, i32 %91)
  %94 = icmp ugt i32 %80, %93
  %95 = tail call i32 @llvm.umax.i32(i32 %80, i32 %93)
  %96 = icmp ugt i32 %79, %95
  %97 = tail call i32 @llvm.umax.i32(i32 %79, i32 %95)
  %98 = icmp ugt i32 %78, %97
  %99 = tail call i32 @llvm.umax.i32(i32 %78, i32 %97)
  %100 = icmp ugt i32 %77, %99
  %101 = tail call i32 @llvm.umax.i32(i32 %77, i32 %99)
  %102 = icmp ugt i32 %76, %101
  %103 = tail call i32 @llvm.umax.i32(i32 %76, i32 %101)
  %104 = icmp ugt i32 %75, %103
  %105 = tail call i32 @llvm.umax.i32(i32 %75, i32 %103)
  %106 = icmp ugt i32 %74, %105
  %107 = tail call i32 @llvm.umax.i32(i32 %74, i32 %105)
  %108 = icmp ugt i32 %73, %107
  %109 = tail call i32 @llvm.umax.i32(i32 %73, i32 %107)
  %110 = icmp ugt i32 %72, %109
  %111 = tail call i32 @llvm.umax.i32(i32 %72, i32 %109)
  %112 = icmp ugt i32 %71, %111
  %113 = tail call i32 @llvm.umax.i32(i32 %71, i32 %111)
  %114 = icmp ugt i32 %70, %113
  %115 = tail call i32 @llvm.umax.i32(i32 %70, i32 %113)
  %116 = select i1 %86, i32 65536, i32 0
  %117 = select i1 %88, i32 131072, i32 %116
  %118 = select i1 %90, i32 196608, i32 %117
  %119 = select i1 %92, i32 262144, i32 %118
  %120 = select i1 %94, i32 327680, i32 %119
  %121 = select i1 %96, i32 393216, i32 %120
  %122 = select i1 %98, i32 458752, i32 %121
  %123 = select i1 %100, i32 524288, i32 %122
  %124 = select i1 %102, i32 589824, i32 %123
  %125 = select i1 %104, i32 655360, i32 %124
  %126 = select i1 %106, i32 720896, i32 %125
  %127 = select i1 %108, i32 786432, i32 %126
  %128 = select i1 %110, i32 851968, i32 %127
  %129 = select i1 %112, i32 917504, i32 %128
  %130 = select i1 %114, i32 983040, i32 %129
  %131 = or i32 %130, %115
  %132 = sext i32 %24 to i64
  %133 = getelementptr inbounds i32, ptr %1, i64 %132
  store i32 %131, ptr %133, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #8
  ret void

134:                                              ; preds = %134, %30
  %135 = phi i32 [ 0, %30 ], [ %176, %134 ]
  %136 = phi i32 [ 0, %30 ], [ %177, %134 ]
  %137 = add nsw i32 %135, %27
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i8, ptr %0, i64 %138
  %140 = load i8, ptr %139, align 1, !tbaa !10
  %141 = and i8 %140, 15
  %142 = zext nneg i8 %141 to i64
  %143 = getelementptr inbounds nuw i32, ptr %4, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !4
  %145 = add i32 %144, 1
  store i32 %145, ptr %143, align 4, !tbaa !4
  %146 = or disjoint i32 %135, 1
  %147 = add nsw i32 %146, %27
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds i8, ptr %0, i64 %148
  %150 = load i8, ptr %149, align 1, !tbaa !10
  %151 = and i8 %150, 15
  %152 = zext nneg i8 %151 to i64
  %153 = getelementptr inbounds nuw i32, ptr %4, i64 %152
  %154 = load i32, ptr %153, align 4, !tbaa !4
  %155 = add i32 %154, 1
  store i32 %155, ptr %153, align 4, !tbaa !4
  %156 = or disjoint i32 %135, 2
  %157 = add nsw i32 %156, %27
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i8, ptr %0, i64 %158
  %160 = load i8, ptr %159, align 1, !tbaa !10
  %161 = and i8 %160, 15
  %162 = zext nneg i8 %161 to i64
  %163 = getelementptr inbounds nuw i32, ptr %4, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !4
  %165 = add i32 %164, 1
  store i32 %165, ptr %163, align 4, !tbaa !4
  %166 = or disjoint i32 %135, 3
  %167 = add nsw i32 %166, %27
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds i8, ptr %0, i64 %168
  %170 = load i8, ptr %169, align 1, !tbaa !10
  %171 = and i8 %170, 15
  %172 = zext nneg i8 %171 to i64
  %173 = getelementptr inbounds nuw i32, ptr %4, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !4
  %175 = add i32 %174, 1
  store i32 %175, ptr %173, align 4, !tbaa !4
  %176 = add nuw nsw i32 %135, 4
  %177 = add i32 %136, 4
  %178 = icmp eq i32 %177, %31
  br i1 %178, label %32, label %134, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @local_dyn_f64_stack(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = alloca [24 x double], align 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #8
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = mul nsw i32 %2, %9
  br label %36

13:                                               ; preds = %56, %3
  %14 = phi i32 [ 0, %3 ], [ %57, %56 ]
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %114

16:                                               ; preds = %13
  %17 = and i32 %14, 7
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %31, label %19

19:                                               ; preds = %16, %19
  %20 = phi double [ %28, %19 ], [ 0.000000e+00, %16 ]
  %21 = phi i32 [ %24, %19 ], [ %14, %16 ]
  %22 = phi i32 [ %29, %19 ], [ 0, %16 ]
  %23 = fmul contract double %20, 5.000000e-01
  %24 = add nsw i32 %21, -1
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw double, ptr %4, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !15
  %28 = fadd contract double %23, %27
  %29 = add i32 %22, 1
  %30 = icmp eq i32 %29, %17
  br i1 %30, label %31, label %19, !llvm.loop !17

31:                                               ; preds = %19, %16
  %32 = phi double [ 0.000000e+00, %16 ], [ %28, %19 ]
  %33 = phi i32 [ %14, %16 ], [ %24, %19 ]
  %34 = phi double [ poison, %16 ], [ %28, %19 ]
  %35 = icmp ult i32 %14, 8
  br i1 %35, label %114, label %62

36:                                               ; preds = %11, %56
  %37 = phi i32 [ 0, %11 ], [ %57, %56 ]
  %38 = phi i32 [ 0, %11 ], [ %58, %56 ]
  %39 = add nsw i32 %38, %12
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !15
  %43 = fcmp contract olt double %42, 0.000000e+00
  %44 = icmp sgt i32 %37, 0
  %45 = select i1 %43, i1 %44, i1 false
  br i1 %45, label %46, label %52

46:                                               ; preds = %36
  %47 = zext nneg i32 %37 to i64
  %48 = getelementptr double, ptr %4, i64 %47
  %49 = getelementptr i8, ptr %48, i64 -8
  %50 = load double, ptr %49, align 8, !tbaa !15
  %51 = fadd contract double %42, %50
  store double %51, ptr %49, align 8, !tbaa !15
  br label %56

52:                                               ; preds = %36
  %53 = add nsw i32 %37, 1
  %54 = sext i32 %37 to i64
  %55 = getelementptr inbounds double, ptr %4, i64 %54
  store double %42, ptr %55, align 8, !tbaa !15
  br label %56

56:                                               ; preds = %52, %46
  %57 = phi i32 [ %37, %46 ], [ %53, %52 ]
  %58 = add nuw nsw i32 %38, 1
  %59 = icmp slt i32 %58, %2
  %60 = icmp slt i32 %57, 24
  %61 = select i1 %59, i1 %60, i1 false
  br i1 %61, label %36, label %13, !llvm.loop !18

62:                                               ; preds = %31, %62
  %63 = phi double [ %112, %62 ], [ %32, %31 ]
  %64 = phi i32 [ %108, %62 ], [ %33, %31 ]
  %65 = fmul contract double %63, 5.000000e-01
  %66 = sext i32 %64 to i64
  %67 = getelementptr double, ptr %4, i64 %66
  %68 = getelementptr i8, ptr %67, i64 -8
  %69 = load double, ptr %68, align 8, !tbaa !15
  %70 = fadd contract double %65, %69
  %71 = fmul contract double %70, 5.000000e-01
  %72 = sext i32 %64 to i64
  %73 = getelementptr double, ptr %4, i64 %72
  %74 = getelementptr i8, ptr %73, i64 -16
  %75 = load double, ptr %74, align 8, !tbaa !15
  %76 = fadd contract double %71, %75
  %77 = fmul contract double %76, 5.000000e-01
  %78 = sext i32 %64 to i64
  %79 = getelementptr double, ptr %4, i64 %78
  %80 = getelementptr i8, ptr %79, i64 -24
  %81 = load double, ptr %80, align 8, !tbaa !15
  %82 = fadd contract double %77, %81
  %83 = fmul contract double %82, 5.000000e-01
  %84 = sext i32 %64 to i64
  %85 = getelementptr double, ptr %4, i64 %84
  %86 = getelementptr i8, ptr %85, i64 -32
  %87 = load double, ptr %86, align 8, !tbaa !15
  %88 = fadd contract double %83, %87
  %89 = fmul contract double %88, 5.000000e-01
  %90 = sext i32 %64 to i64
  %91 = getelementptr double, ptr %4, i64 %90
  %92 = getelementptr i8, ptr %91, i64 -40
  %93 = load double, ptr %92, align 8, !tbaa !15
  %94 = fadd contract double %89, %93
  %95 = fmul contract double %94, 5.000000e-01
  %96 = sext i32 %64 to i64
  %97 = getelementptr double, ptr %4, i64 %96
  %98 = getelementptr i8, ptr %97, i64 -48
  %99 = load double, ptr %98, align 8, !tbaa !15
  %100 = fadd contract double %95, %99
  %101 = fmul contract double %100, 5.000000e-01
  %102 = add nsw i32 %64, -7
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw double, ptr %4, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !15
  %106 = fadd contract double %101, %105
  %107 = fmul contract double %106, 5.000000e-01
  %108 = add nsw i32 %64, -8
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw double, ptr %4, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !15
  %112 = fadd contract double %107, %111
  %113 = icmp sgt i32 %64, 8
  br i1 %113, label %62, label %114, !llvm.loop !19

114:                                              ; preds = %31, %62, %13
  %115 = phi double [ 0.000000e+00, %13 ], [ %34, %31 ], [ %112, %62 ]
  %116 = sext i32 %9 to i64
  %117 = getelementptr inbounds double, ptr %1, i64 %116
  store double %115, ptr %117, align 8, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @local_const_matvec4(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %112

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 2
  %13 = shl nsw i32 %9, 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = sext i32 %13 to i64
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = getelementptr i8, ptr %21, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = sext i32 %13 to i64
  %25 = getelementptr float, ptr %0, i64 %24
  %26 = getelementptr i8, ptr %25, i64 8
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = sext i32 %13 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = getelementptr i8, ptr %29, i64 12
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = or disjoint i32 %12, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = sext i32 %13 to i64
  %37 = getelementptr float, ptr %0, i64 %36
  %38 = getelementptr i8, ptr %37, i64 16
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = sext i32 %13 to i64
  %41 = getelementptr float, ptr %0, i64 %40
  %42 = getelementptr i8, ptr %41, i64 20
  %43 = load float, ptr %42, align 4, !tbaa !8
  %44 = sext i32 %13 to i64
  %45 = getelementptr float, ptr %0, i64 %44
  %46 = getelementptr i8, ptr %45, i64 24
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = sext i32 %13 to i64
  %49 = getelementptr float, ptr %0, i64 %48
  %50 = getelementptr i8, ptr %49, i64 28
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = or disjoint i32 %12, 2
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %1, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !8
  %56 = sext i32 %13 to i64
  %57 = getelementptr float, ptr %0, i64 %56
  %58 = getelementptr i8, ptr %57, i64 32
  %59 = load float, ptr %58, align 4, !tbaa !8
  %60 = sext i32 %13 to i64
  %61 = getelementptr float, ptr %0, i64 %60
  %62 = getelementptr i8, ptr %61, i64 36
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = sext i32 %13 to i64
  %65 = getelementptr float, ptr %0, i64 %64
  %66 = getelementptr i8, ptr %65, i64 40
  %67 = load float, ptr %66, align 4, !tbaa !8
  %68 = sext i32 %13 to i64
  %69 = getelementptr float, ptr %0, i64 %68
  %70 = getelementptr i8, ptr %69, i64 44
  %71 = load float, ptr %70, align 4, !tbaa !8
  %72 = or disjoint i32 %12, 3
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = sext i32 %13 to i64
  %77 = getelementptr float, ptr %0, i64 %76
  %78 = getelementptr i8, ptr %77, i64 48
  %79 = load float, ptr %78, align 4, !tbaa !8
  %80 = sext i32 %13 to i64
  %81 = getelementptr float, ptr %0, i64 %80
  %82 = getelementptr i8, ptr %81, i64 52
  %83 = load float, ptr %82, align 4, !tbaa !8
  %84 = sext i32 %13 to i64
  %85 = getelementptr float, ptr %0, i64 %84
  %86 = getelementptr i8, ptr %85, i64 56
  %87 = load float, ptr %86, align 4, !tbaa !8
  %88 = sext i32 %13 to i64
  %89 = getelementptr float, ptr %0, i64 %88
  %90 = getelementptr i8, ptr %89, i64 60
  %91 = load float, ptr %90, align 4, !tbaa !8
  %92 = tail call contract noundef float @llvm.fma.f32(float %19, float %16, float 0.000000e+00)
  %93 = tail call contract noundef float @llvm.fma.f32(float %23, float %35, float %92)
  %94 = tail call contract noundef float @llvm.fma.f32(float %27, float %55, float %93)
  %95 = tail call contract noundef float @llvm.fma.f32(float %31, float %75, float %94)
  %96 = tail call contract noundef float @llvm.fma.f32(float %39, float %16, float 0.000000e+00)
  %97 = tail call contract noundef float @llvm.fma.f32(float %43, float %35, float %96)
  %98 = tail call contract noundef float @llvm.fma.f32(float %47, float %55, float %97)
  %99 = tail call contract noundef float @llvm.fma.f32(float %51, float %75, float %98)
  %100 = tail call contract noundef float @llvm.fma.f32(float %59, float %16, float 0.000000e+00)
  %101 = tail call contract noundef float @llvm.fma.f32(float %63, float %35, float %100)
  %102 = tail call contract noundef float @llvm.fma.f32(float %67, float %55, float %101)
  %103 = tail call contract noundef float @llvm.fma.f32(float %71, float %75, float %102)
  %104 = tail call contract noundef float @llvm.fma.f32(float %79, float %16, float 0.000000e+00)
  %105 = tail call contract noundef float @llvm.fma.f32(float %83, float %35, float %104)
  %106 = tail call contract noundef float @llvm.fma.f32(float %87, float %55, float %105)
  %107 = tail call contract noundef float @llvm.fma.f32(float %91, float %75, float %106)
  %108 = getelementptr inbounds float, ptr %2, i64 %14
  store float %95, ptr %108, align 4, !tbaa !8
  %109 = getelementptr inbounds float, ptr %2, i64 %33
  store float %99, ptr %109, align 4, !tbaa !8
  %110 = getelementptr inbounds float, ptr %2, i64 %53
  store float %103, ptr %110, align 4, !tbaa !8
  %111 = getelementptr inbounds float, ptr %2, i64 %73
  store float %107, ptr %111, align 4, !tbaa !8
  br label %112

112:                                              ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @local_const_window8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = sext i32 %2 to i64
  %11 = mul nsw i64 %10, %9
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = icmp sgt i32 %2, 0
  br i1 %13, label %14, label %123

14:                                               ; preds = %3
  %15 = and i32 %2, 3
  %16 = icmp ult i32 %2, 4
  br i1 %16, label %86, label %17

17:                                               ; preds = %14
  %18 = and i32 %2, 2147483644
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi float [ 0.000000e+00, %17 ], [ %24, %19 ]
  %21 = phi float [ 0.000000e+00, %17 ], [ %25, %19 ]
  %22 = phi float [ 0.000000e+00, %17 ], [ %26, %19 ]
  %23 = phi float [ 0.000000e+00, %17 ], [ %32, %19 ]
  %24 = phi float [ 0.000000e+00, %17 ], [ %45, %19 ]
  %25 = phi float [ 0.000000e+00, %17 ], [ %58, %19 ]
  %26 = phi float [ 0.000000e+00, %17 ], [ %71, %19 ]
  %27 = phi i32 [ 0, %17 ], [ %81, %19 ]
  %28 = phi float [ 0xC7EC363CC0000000, %17 ], [ %80, %19 ]
  %29 = phi i32 [ 0, %17 ], [ %82, %19 ]
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds nuw float, ptr %12, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = fadd contract float %32, %26
  %34 = fadd contract float %33, %25
  %35 = fadd contract float %34, %24
  %36 = fadd contract float %35, %23
  %37 = fadd contract float %36, %22
  %38 = fadd contract float %37, %21
  %39 = fadd contract float %38, %20
  %40 = fmul contract float %39, 1.250000e-01
  %41 = tail call contract noundef float @llvm.maxnum.f32(float %28, float %40)
  %42 = zext nneg i32 %27 to i64
  %43 = getelementptr inbounds nuw float, ptr %12, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = fadd contract float %45, %32
  %47 = fadd contract float %46, %26
  %48 = fadd contract float %47, %25
  %49 = fadd contract float %48, %24
  %50 = fadd contract float %49, %23
  %51 = fadd contract float %50, %22
  %52 = fadd contract float %51, %21
  %53 = fmul contract float %52, 1.250000e-01
  %54 = tail call contract noundef float @llvm.maxnum.f32(float %41, float %53)
  %55 = zext nneg i32 %27 to i64
  %56 = getelementptr inbounds nuw float, ptr %12, i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 8
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = fadd contract float %58, %45
  %60 = fadd contract float %59, %32
  %61 = fadd contract float %60, %26
  %62 = fadd contract float %61, %25
  %63 = fadd contract float %62, %24
  %64 = fadd contract float %63, %23
  %65 = fadd contract float %64, %22
  %66 = fmul contract float %65, 1.250000e-01
  %67 = tail call contract noundef float @llvm.maxnum.f32(float %54, float %66)
  %68 = zext nneg i32 %27 to i64
  %69 = getelementptr inbounds nuw float, ptr %12, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 12
  %71 = load float, ptr %70, align 4, !tbaa !8
  %72 = fadd contract float %71, %58
  %73 = fadd contract float %72, %45
  %74 = fadd contract float %73, %32
  %75 = fadd contract float %74, %26
  %76 = fadd contract float %75, %25
  %77 = fadd contract float %76, %24
  %78 = fadd contract float %77, %23
  %79 = fmul contract float %78, 1.250000e-01
  %80 = tail call contract noundef float @llvm.maxnum.f32(float %67, float %79)
  %81 = add nuw nsw i32 %27, 4
  %82 = add i32 %29, 4
  %83 = icmp eq i32 %82, %18
  br i1 %83, label %84, label %19, !llvm.loop !20

84:                                               ; preds = %19
  %85 = icmp eq i32 %15, 0
  br i1 %85, label %123, label %86

86:                                               ; preds = %84, %14
  %87 = phi float [ 0.000000e+00, %14 ], [ %24, %84 ]
  %88 = phi float [ 0.000000e+00, %14 ], [ %25, %84 ]
  %89 = phi float [ 0.000000e+00, %14 ], [ %26, %84 ]
  %90 = phi float [ 0.000000e+00, %14 ], [ %32, %84 ]
  %91 = phi float [ 0.000000e+00, %14 ], [ %45, %84 ]
  %92 = phi float [ 0.000000e+00, %14 ], [ %58, %84 ]
  %93 = phi float [ 0.000000e+00, %14 ], [ %71, %84 ]
  %94 = phi i32 [ 0, %14 ], [ %81, %84 ]
  %95 = phi float [ 0xC7EC363CC0000000, %14 ], [ %80, %84 ]
  %96 = icmp ne i32 %15, 0
  tail call void @llvm.assume(i1 %96)
  br label %97

97:                                               ; preds = %97, %86
  %98 = phi float [ %99, %97 ], [ %87, %86 ]
  %99 = phi float [ %100, %97 ], [ %88, %86 ]
  %100 = phi float [ %101, %97 ], [ %89, %86 ]
  %101 = phi float [ %102, %97 ], [ %90, %86 ]
  %102 = phi float [ %103, %97 ], [ %91, %86 ]
  %103 = phi float [ %104, %97 ], [ %92, %86 ]
  %104 = phi float [ %110, %97 ], [ %93, %86 ]
  %105 = phi i32 [ %120, %97 ], [ %94, %86 ]
  %106 = phi float [ %119, %97 ], [ %95, %86 ]
  %107 = phi i32 [ %121, %97 ], [ 0, %86 ]
  %108 = zext nneg i32 %105 to i64
  %109 = getelementptr inbounds nuw float, ptr %12, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !8
  %111 = fadd contract float %110, %104
  %112 = fadd contract float %111, %103
  %113 = fadd contract float %112, %102
  %114 = fadd contract float %113, %101
  %115 = fadd contract float %114, %100
  %116 = fadd contract float %115, %99
  %117 = fadd contract float %116, %98
  %118 = fmul contract float %117, 1.250000e-01
  %119 = tail call contract noundef float @llvm.maxnum.f32(float %106, float %118)
  %120 = add nuw nsw i32 %105, 1
  %121 = add i32 %107, 1
  %122 = icmp eq i32 %121, %15
  br i1 %122, label %123, label %97, !llvm.loop !21

123:                                              ; preds = %84, %97, %3
  %124 = phi float [ 0xC7EC363CC0000000, %3 ], [ %80, %84 ], [ %119, %97 ]
  %125 = getelementptr inbounds float, ptr %1, i64 %9
  store float %124, ptr %125, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!10 = !{!6, !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !6, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !12}
