; ModuleID = 'src/nbody.cu'
source_filename = "src/nbody.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ15nbody_tiled_f32E4tile = internal unnamed_addr addrspace(3) global [128 x %struct.float4] undef, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @nbody_tiled_f32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, float noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.float4, ptr %0, i64 %12
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %16 = load float, ptr %13, align 16, !tbaa !8
  %17 = load float, ptr %15, align 4, !tbaa !8
  %18 = load float, ptr %14, align 8, !tbaa !8
  br label %19

19:                                               ; preds = %4, %11
  %20 = phi float [ %16, %11 ], [ 0.000000e+00, %4 ]
  %21 = phi float [ %17, %11 ], [ 0.000000e+00, %4 ]
  %22 = phi float [ %18, %11 ], [ 0.000000e+00, %4 ]
  %23 = icmp sgt i32 %2, 0
  br i1 %23, label %24, label %30

24:                                               ; preds = %19
  %25 = zext nneg i32 %8 to i64
  %26 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ15nbody_tiled_f32E4tile to ptr), i64 %25
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 8
  %29 = getelementptr inbounds nuw i8, ptr %26, i64 12
  br label %34

30:                                               ; preds = %56, %19
  %31 = phi float [ 0.000000e+00, %19 ], [ %246, %56 ]
  %32 = phi float [ 0.000000e+00, %19 ], [ %245, %56 ]
  %33 = phi float [ 0.000000e+00, %19 ], [ %244, %56 ]
  br i1 %10, label %249, label %255

34:                                               ; preds = %24, %56
  %35 = phi float [ 0.000000e+00, %24 ], [ %244, %56 ]
  %36 = phi float [ 0.000000e+00, %24 ], [ %245, %56 ]
  %37 = phi float [ 0.000000e+00, %24 ], [ %246, %56 ]
  %38 = phi i32 [ 0, %24 ], [ %57, %56 ]
  %39 = add nuw i32 %38, %8
  %40 = icmp slt i32 %39, %2
  br i1 %40, label %41, label %51

41:                                               ; preds = %34
  %42 = sext i32 %39 to i64
  %43 = getelementptr inbounds %struct.float4, ptr %0, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 12
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 4
  %47 = load float, ptr %43, align 16, !tbaa !8
  %48 = load float, ptr %46, align 4, !tbaa !8
  %49 = load float, ptr %45, align 8, !tbaa !8
  %50 = load float, ptr %44, align 4, !tbaa !8
  br label %51

51:                                               ; preds = %34, %41
  %52 = phi float [ %47, %41 ], [ 0.000000e+00, %34 ]
  %53 = phi float [ %48, %41 ], [ 0.000000e+00, %34 ]
  %54 = phi float [ %49, %41 ], [ 0.000000e+00, %34 ]
  %55 = phi float [ %50, %41 ], [ 0.000000e+00, %34 ]
  store float %52, ptr %26, align 16, !tbaa !8
  store float %53, ptr %27, align 4, !tbaa !8
  store float %54, ptr %28, align 8, !tbaa !8
  store float %55, ptr %29, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %59

56:                                               ; preds = %59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = add nuw nsw i32 %38, 128
  %58 = icmp slt i32 %57, %2
  br i1 %58, label %34, label %30, !llvm.loop !10

59:                                               ; preds = %59, %51
  %60 = phi float [ %35, %51 ], [ %244, %59 ]
  %61 = phi float [ %36, %51 ], [ %245, %59 ]
  %62 = phi float [ %37, %51 ], [ %246, %59 ]
  %63 = phi i32 [ 0, %51 ], [ %247, %59 ]
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ15nbody_tiled_f32E4tile to ptr), i64 %64
  %66 = load float, ptr %65, align 16, !tbaa !8
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %70 = load float, ptr %69, align 8, !tbaa !8
  %71 = getelementptr inbounds nuw i8, ptr %65, i64 12
  %72 = load float, ptr %71, align 4, !tbaa !8
  %73 = fsub contract float %66, %20
  %74 = fsub contract float %68, %21
  %75 = fsub contract float %70, %22
  %76 = tail call contract noundef float @llvm.fma.f32(float %75, float %75, float %3)
  %77 = tail call contract noundef float @llvm.fma.f32(float %74, float %74, float %76)
  %78 = tail call contract noundef float @llvm.fma.f32(float %73, float %73, float %77)
  %79 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %78)
  %80 = fmul contract float %72, %79
  %81 = fmul contract float %79, %80
  %82 = fmul contract float %79, %81
  %83 = tail call contract noundef float @llvm.fma.f32(float %73, float %82, float %60)
  %84 = tail call contract noundef float @llvm.fma.f32(float %74, float %82, float %61)
  %85 = tail call contract noundef float @llvm.fma.f32(float %75, float %82, float %62)
  %86 = zext nneg i32 %63 to i64
  %87 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ15nbody_tiled_f32E4tile to ptr), i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 16
  %89 = load float, ptr %88, align 16, !tbaa !8
  %90 = getelementptr inbounds nuw i8, ptr %87, i64 20
  %91 = load float, ptr %90, align 4, !tbaa !8
  %92 = getelementptr inbounds nuw i8, ptr %87, i64 24
  %93 = load float, ptr %92, align 8, !tbaa !8
  %94 = getelementptr inbounds nuw i8, ptr %87, i64 28
  %95 = load float, ptr %94, align 4, !tbaa !8
  %96 = fsub contract float %89, %20
  %97 = fsub contract float %91, %21
  %98 = fsub contract float %93, %22
  %99 = tail call contract noundef float @llvm.fma.f32(float %98, float %98, float %3)
  %100 = tail call contract noundef float @llvm.fma.f32(float %97, float %97, float %99)
  %101 = tail call contract noundef float @llvm.fma.f32(float %96, float %96, float %100)
  %102 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %101)
  %103 = fmul contract float %95, %102
  %104 = fmul contract float %102, %103
  %105 = fmul contract float %102, %104
  %106 = tail call contract noundef float @llvm.fma.f32(float %96, float %105, float %83)
  %107 = tail call contract noundef float @llvm.fma.f32(float %97, float %105, float %84)
  %108 = tail call contract noundef float @llvm.fma.f32(float %98, float %105, float %85)
  %109 = zext nneg i32 %63 to i64
  %110 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ15nbody_tiled_f32E4tile to ptr), i64 %109
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 32
  %112 = load float, ptr %111, align 16, !tbaa !8
  %113 = getelementptr inbounds nuw i8, ptr %110, i64 36
  %114 = load float, ptr %113, align 4, !tbaa !8
  %115 = getelementptr inbounds nuw i8, ptr %110, i64 40
  %116 = load float, ptr %115, align 8, !tbaa !8
  %117 = getelementptr inbounds nuw i8, ptr %110, i64 44
  %118 = load float, ptr %117, align 4, !tbaa !8
  %119 = fsub contract float %112, %20
  %120 = fsub contract float %114, %21
  %121 = fsub contract float %116, %22
  %122 = tail call contract noundef float @llvm.fma.f32(float %121, float %121, float %3)
  %123 = tail call contract noundef float @llvm.fma.f32(float %120, float %120, float %122)
  %124 = tail call contract noundef float @llvm.fma.f32(float %119, float %119, float %123)
  %125 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %124)
  %126 = fmul contract float %118, %125
  %127 = fmul contract float %125, %126
  %128 = fmul contract float %125, %127
  %129 = tail call contract noundef float @llvm.fma.f32(float %119, float %128, float %106)
  %130 = tail call contract noundef float @llvm.fma.f32(float %120, float %128, float %107)
  %131 = tail call contract noundef float @llvm.fma.f32(float %121, float %128, float %108)
  %132 = zext nneg i32 %63 to i64
  %133 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ15nbody_tiled_f32E4tile to ptr), i64 %132
  %134 = getelementptr inbounds nuw i8, ptr %133, i64 48
  %135 = load float, ptr %134, align 16, !tbaa !8
  %136 = getelementptr inbounds nuw i8, ptr %133, i64 52
  %137 = load float, ptr %136, align 4, !tbaa !8
  %138 = getelementptr inbounds nuw i8, ptr %133, i64 56
  %139 = load float, ptr %138, align 8, !tbaa !8
  %140 = getelementptr inbounds nuw i8, ptr %133, i64 60
  %141 = load float, ptr %140, align 4, !tbaa !8
  %142 = fsub contract float %135, %20
  %143 = fsub contract float %137, %21
  %144 = fsub contract float %139, %22
  %145 = tail call contract noundef float @llvm.fma.f32(float %144, float %144, float %3)
  %146 = tail call contract noundef float @llvm.fma.f32(float %143, float %143, float %145)
  %147 = tail call contract noundef float @llvm.fma.f32(float %142, float %142, float %146)
  %148 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %147)
  %149 = fmul contract float %141, %148
  %150 = fmul contract float %148, %149
  %151 = fmul contract float %148, %150
  %152 = tail call contract noundef float @llvm.fma.f32(float %142, float %151, float %129)
  %153 = tail call contract noundef float @llvm.fma.f32(float %143, float %151, float %130)
  %154 = tail call contract noundef float @llvm.fma.f32(float %144, float %151, float %131)
  %155 = zext nneg i32 %63 to i64
  %156 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ15nbody_tiled_f32E4tile to ptr), i64 %155
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 64
  %158 = load float, ptr %157, align 16, !tbaa !8
  %159 = getelementptr inbounds nuw i8, ptr %156, i64 68
  %160 = load float, ptr %159, align 4, !tbaa !8
  %161 = getelementptr inbounds nuw i8, ptr %156, i64 72
  %162 = load float, ptr %161, align 8, !tbaa !8
  %163 = getelementptr inbounds nuw i8, ptr %156, i64 76
  %164 = load float, ptr %163, align 4, !tbaa !8
  %165 = fsub contract float %158, %20
  %166 = fsub contract float %160, %21
  %167 = fsub contract float %162, %22
  %168 = tail call contract noundef float @llvm.fma.f32(float %167, float %167, float %3)
  %169 = tail call contract noundef float @llvm.fma.f32(float %166, float %166, float %168)
  %170 = tail call contract noundef float @llvm.fma.f32(float %165, float %165, float %169)
  %171 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %170)
  %172 = fmul contract float %164, %171
  %173 = fmul contract float %171, %172
  %174 = fmul contract float %171, %173
  %175 = tail call contract noundef float @llvm.fma.f32(float %165, float %174, float %152)
  %176 = tail call contract noundef float @llvm.fma.f32(float %166, float %174, float %153)
  %177 = tail call contract noundef float @llvm.fma.f32(float %167, float %174, float %154)
  %178 = zext nneg i32 %63 to i64
  %179 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ15nbody_tiled_f32E4tile to ptr), i64 %178
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 80
  %181 = load float, ptr %180, align 16, !tbaa !8
  %182 = getelementptr inbounds nuw i8, ptr %179, i64 84
  %183 = load float, ptr %182, align 4, !tbaa !8
  %184 = getelementptr inbounds nuw i8, ptr %179, i64 88
  %185 = load float, ptr %184, align 8, !tbaa !8
  %186 = getelementptr inbounds nuw i8, ptr %179, i64 92
  %187 = load float, ptr %186, align 4, !tbaa !8
  %188 = fsub contract float %181, %20
  %189 = fsub contract float %183, %21
  %190 = fsub contract float %185, %22
  %191 = tail call contract noundef float @llvm.fma.f32(float %190, float %190, float %3)
  %192 = tail call contract noundef float @llvm.fma.f32(float %189, float %189, float %191)
  %193 = tail call contract noundef float @llvm.fma.f32(float %188, float %188, float %192)
  %194 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %193)
  %195 = fmul contract float %187, %194
  %196 = fmul contract float %194, %195
  %197 = fmul contract float %194, %196
  %198 = tail call contract noundef float @llvm.fma.f32(float %188, float %197, float %175)
  %199 = tail call contract noundef float @llvm.fma.f32(float %189, float %197, float %176)
  %200 = tail call contract noundef float @llvm.fma.f32(float %190, float %197, float %177)
  %201 = zext nneg i32 %63 to i64
  %202 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ15nbody_tiled_f32E4tile to ptr), i64 %201
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 96
  %204 = load float, ptr %203, align 16, !tbaa !8
  %205 = getelementptr inbounds nuw i8, ptr %202, i64 100
  %206 = load float, ptr %205, align 4, !tbaa !8
  %207 = getelementptr inbounds nuw i8, ptr %202, i64 104
  %208 = load float, ptr %207, align 8, !tbaa !8
  %209 = getelementptr inbounds nuw i8, ptr %202, i64 108
  %210 = load float, ptr %209, align 4, !tbaa !8
  %211 = fsub contract float %204, %20
  %212 = fsub contract float %206, %21
  %213 = fsub contract float %208, %22
  %214 = tail call contract noundef float @llvm.fma.f32(float %213, float %213, float %3)
  %215 = tail call contract noundef float @llvm.fma.f32(float %212, float %212, float %214)
  %216 = tail call contract noundef float @llvm.fma.f32(float %211, float %211, float %215)
  %217 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %216)
  %218 = fmul contract float %210, %217
  %219 = fmul contract float %217, %218
  %220 = fmul contract float %217, %219
  %221 = tail call contract noundef float @llvm.fma.f32(float %211, float %220, float %198)
  %222 = tail call contract noundef float @llvm.fma.f32(float %212, float %220, float %199)
  %223 = tail call contract noundef float @llvm.fma.f32(float %213, float %220, float %200)
  %224 = zext nneg i32 %63 to i64
  %225 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ15nbody_tiled_f32E4tile to ptr), i64 %224
  %226 = getelementptr inbounds nuw i8, ptr %225, i64 112
  %227 = load float, ptr %226, align 16, !tbaa !8
  %228 = getelementptr inbounds nuw i8, ptr %225, i64 116
  %229 = load float, ptr %228, align 4, !tbaa !8
  %230 = getelementptr inbounds nuw i8, ptr %225, i64 120
  %231 = load float, ptr %230, align 8, !tbaa !8
  %232 = getelementptr inbounds nuw i8, ptr %225, i64 124
  %233 = load float, ptr %232, align 4, !tbaa !8
  %234 = fsub contract float %227, %20
  %235 = fsub contract float %229, %21
  %236 = fsub contract float %231, %22
  %237 = tail call contract noundef float @llvm.fma.f32(float %236, float %236, float %3)
  %238 = tail call contract noundef float @llvm.fma.f32(float %235, float %235, float %237)
  %239 = tail call contract noundef float @llvm.fma.f32(float %234, float %234, float %238)
  %240 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %239)
  %241 = fmul contract float %233, %240
  %242 = fmul contract float %240, %241
  %243 = fmul contract float %240, %242
  %244 = tail call contract noundef float @llvm.fma.f32(float %234, float %243, float %221)
  %245 = tail call contract noundef float @llvm.fma.f32(float %235, float %243, float %222)
  %246 = tail call contract noundef float @llvm.fma.f32(float %236, float %243, float %223)
  %247 = add nuw nsw i32 %63, 8
  %248 = icmp eq i32 %247, 128
  br i1 %248, label %56, label %59, !llvm.loop !12

249:                                              ; preds = %30
  %250 = sext i32 %9 to i64
  %251 = getelementptr inbounds %struct.float4, ptr %1, i64 %250
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 12
  %253 = getelementptr inbounds nuw i8, ptr %251, i64 8
  %254 = getelementptr inbounds nuw i8, ptr %251, i64 4
  store float %33, ptr %251, align 16, !tbaa !8
  store float %32, ptr %254, align 4, !tbaa !8
  store float %31, ptr %253, align 8, !tbaa !8
  store float 0.000000e+00, ptr %252, align 4, !tbaa !8
  br label %255

255:                                              ; preds = %249, %30
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @nbody_cutoff_f64(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, ptr noundef writeonly captures(none) %6, i32 noundef %7, double noundef %8) local_unnamed_addr #3 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %7
  br i1 %15, label %16, label %75

16:                                               ; preds = %9
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !14
  %20 = getelementptr inbounds double, ptr %1, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !14
  %22 = getelementptr inbounds double, ptr %2, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !14
  %24 = icmp sgt i32 %7, 0
  br i1 %24, label %32, label %25

25:                                               ; preds = %69, %16
  %26 = phi double [ 0.000000e+00, %16 ], [ %70, %69 ]
  %27 = phi double [ 0.000000e+00, %16 ], [ %71, %69 ]
  %28 = phi double [ 0.000000e+00, %16 ], [ %72, %69 ]
  %29 = getelementptr inbounds double, ptr %4, i64 %17
  store double %28, ptr %29, align 8, !tbaa !14
  %30 = getelementptr inbounds double, ptr %5, i64 %17
  store double %27, ptr %30, align 8, !tbaa !14
  %31 = getelementptr inbounds double, ptr %6, i64 %17
  store double %26, ptr %31, align 8, !tbaa !14
  br label %75

32:                                               ; preds = %16, %69
  %33 = phi double [ %72, %69 ], [ 0.000000e+00, %16 ]
  %34 = phi double [ %71, %69 ], [ 0.000000e+00, %16 ]
  %35 = phi double [ %70, %69 ], [ 0.000000e+00, %16 ]
  %36 = phi i32 [ %73, %69 ], [ 0, %16 ]
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !14
  %40 = fsub contract double %39, %19
  %41 = getelementptr inbounds nuw double, ptr %1, i64 %37
  %42 = load double, ptr %41, align 8, !tbaa !14
  %43 = fsub contract double %42, %21
  %44 = getelementptr inbounds nuw double, ptr %2, i64 %37
  %45 = load double, ptr %44, align 8, !tbaa !14
  %46 = fsub contract double %45, %23
  %47 = fmul contract double %40, %40
  %48 = fmul contract double %43, %43
  %49 = fadd contract double %47, %48
  %50 = fmul contract double %46, %46
  %51 = fadd contract double %49, %50
  %52 = fcmp contract ogt double %51, %8
  %53 = icmp eq i32 %36, %14
  %54 = or i1 %53, %52
  br i1 %54, label %69, label %55

55:                                               ; preds = %32
  %56 = tail call contract noundef double @llvm.sqrt.f64(double %51)
  %57 = fdiv contract double 1.000000e+00, %56
  %58 = getelementptr inbounds nuw double, ptr %3, i64 %37
  %59 = load double, ptr %58, align 8, !tbaa !14
  %60 = fmul contract double %57, %59
  %61 = fmul contract double %57, %60
  %62 = fmul contract double %57, %61
  %63 = fmul contract double %40, %62
  %64 = fadd contract double %33, %63
  %65 = fmul contract double %43, %62
  %66 = fadd contract double %34, %65
  %67 = fmul contract double %46, %62
  %68 = fadd contract double %35, %67
  br label %69

69:                                               ; preds = %32, %55
  %70 = phi double [ %68, %55 ], [ %35, %32 ]
  %71 = phi double [ %66, %55 ], [ %34, %32 ]
  %72 = phi double [ %64, %55 ], [ %33, %32 ]
  %73 = add nuw nsw i32 %36, 1
  %74 = icmp eq i32 %73, %7
  br i1 %74, label %25, label %32, !llvm.loop !16

75:                                               ; preds = %9, %25
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!12 = distinct !{!12, !11, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !6, i64 0}
!16 = distinct !{!16, !11}
