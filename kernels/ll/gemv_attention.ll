; ModuleID = 'src/gemv_attention.cu'
source_filename = "src/gemv_attention.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.float2 = type { float, float }

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @gemv_warp_f4(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = lshr i32 %10, 5
  %12 = and i32 %9, 31
  %13 = icmp slt i32 %11, %3
  br i1 %13, label %14, label %63

14:                                               ; preds = %5
  %15 = icmp slt i32 %12, %4
  br i1 %15, label %16, label %21

16:                                               ; preds = %14
  %17 = zext nneg i32 %11 to i64
  %18 = zext nneg i32 %4 to i64
  %19 = mul nuw nsw i64 %18, %17
  %20 = getelementptr %struct.float4, ptr %0, i64 %19
  br label %33

21:                                               ; preds = %33, %14
  %22 = phi float [ 0.000000e+00, %14 ], [ %56, %33 ]
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 range(i32 1, -2147483648) 16, i32 31)
  %24 = fadd contract float %22, %23
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 range(i32 1, -2147483648) 8, i32 31)
  %26 = fadd contract float %24, %25
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 range(i32 1, -2147483648) 4, i32 31)
  %28 = fadd contract float %26, %27
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 range(i32 1, -2147483648) 2, i32 31)
  %30 = fadd contract float %28, %29
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 range(i32 1, -2147483648) 1, i32 31)
  %32 = icmp eq i32 %12, 0
  br i1 %32, label %59, label %63

33:                                               ; preds = %16, %33
  %34 = phi float [ 0.000000e+00, %16 ], [ %56, %33 ]
  %35 = phi i32 [ %12, %16 ], [ %57, %33 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr %struct.float4, ptr %20, i64 %36
  %38 = load float, ptr %37, align 16, !tbaa !8
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %42 = load float, ptr %41, align 8, !tbaa !8
  %43 = getelementptr inbounds nuw i8, ptr %37, i64 12
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %36
  %46 = load float, ptr %45, align 16, !tbaa !8
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 4
  %48 = load float, ptr %47, align 4, !tbaa !8
  %49 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %50 = load float, ptr %49, align 8, !tbaa !8
  %51 = getelementptr inbounds nuw i8, ptr %45, i64 12
  %52 = load float, ptr %51, align 4, !tbaa !8
  %53 = tail call contract noundef float @llvm.fma.f32(float %44, float %52, float %34)
  %54 = tail call contract noundef float @llvm.fma.f32(float %42, float %50, float %53)
  %55 = tail call contract noundef float @llvm.fma.f32(float %40, float %48, float %54)
  %56 = tail call contract noundef float @llvm.fma.f32(float %38, float %46, float %55)
  %57 = add nuw nsw i32 %35, 32
  %58 = icmp slt i32 %57, %4
  br i1 %58, label %33, label %21, !llvm.loop !10

59:                                               ; preds = %21
  %60 = fadd contract float %30, %31
  %61 = zext nneg i32 %11 to i64
  %62 = getelementptr inbounds nuw float, ptr %2, i64 %61
  store float %60, ptr %62, align 4, !tbaa !8
  br label %63

63:                                               ; preds = %21, %59, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @batched_mm8x8(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %267

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 6
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = getelementptr inbounds float, ptr %1, i64 %13
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %18 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 20
  %21 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %22 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %24 = getelementptr inbounds nuw i8, ptr %15, i64 36
  %25 = getelementptr inbounds nuw i8, ptr %15, i64 40
  %26 = getelementptr inbounds nuw i8, ptr %15, i64 44
  %27 = getelementptr inbounds nuw i8, ptr %15, i64 48
  %28 = getelementptr inbounds nuw i8, ptr %15, i64 52
  %29 = getelementptr inbounds nuw i8, ptr %15, i64 56
  %30 = getelementptr inbounds nuw i8, ptr %15, i64 60
  %31 = getelementptr inbounds nuw i8, ptr %15, i64 64
  %32 = getelementptr inbounds nuw i8, ptr %15, i64 68
  %33 = getelementptr inbounds nuw i8, ptr %15, i64 72
  %34 = getelementptr inbounds nuw i8, ptr %15, i64 76
  %35 = getelementptr inbounds nuw i8, ptr %15, i64 80
  %36 = getelementptr inbounds nuw i8, ptr %15, i64 84
  %37 = getelementptr inbounds nuw i8, ptr %15, i64 88
  %38 = getelementptr inbounds nuw i8, ptr %15, i64 92
  %39 = getelementptr inbounds nuw i8, ptr %15, i64 96
  %40 = getelementptr inbounds nuw i8, ptr %15, i64 100
  %41 = getelementptr inbounds nuw i8, ptr %15, i64 104
  %42 = getelementptr inbounds nuw i8, ptr %15, i64 108
  %43 = getelementptr inbounds nuw i8, ptr %15, i64 112
  %44 = getelementptr inbounds nuw i8, ptr %15, i64 116
  %45 = getelementptr inbounds nuw i8, ptr %15, i64 120
  %46 = getelementptr inbounds nuw i8, ptr %15, i64 124
  %47 = getelementptr inbounds nuw i8, ptr %15, i64 128
  %48 = getelementptr inbounds nuw i8, ptr %15, i64 132
  %49 = getelementptr inbounds nuw i8, ptr %15, i64 136
  %50 = getelementptr inbounds nuw i8, ptr %15, i64 140
  %51 = getelementptr inbounds nuw i8, ptr %15, i64 144
  %52 = getelementptr inbounds nuw i8, ptr %15, i64 148
  %53 = getelementptr inbounds nuw i8, ptr %15, i64 152
  %54 = getelementptr inbounds nuw i8, ptr %15, i64 156
  %55 = getelementptr inbounds nuw i8, ptr %15, i64 160
  %56 = getelementptr inbounds nuw i8, ptr %15, i64 164
  %57 = getelementptr inbounds nuw i8, ptr %15, i64 168
  %58 = getelementptr inbounds nuw i8, ptr %15, i64 172
  %59 = getelementptr inbounds nuw i8, ptr %15, i64 176
  %60 = getelementptr inbounds nuw i8, ptr %15, i64 180
  %61 = getelementptr inbounds nuw i8, ptr %15, i64 184
  %62 = getelementptr inbounds nuw i8, ptr %15, i64 188
  %63 = getelementptr inbounds nuw i8, ptr %15, i64 192
  %64 = getelementptr inbounds nuw i8, ptr %15, i64 196
  %65 = getelementptr inbounds nuw i8, ptr %15, i64 200
  %66 = getelementptr inbounds nuw i8, ptr %15, i64 204
  %67 = getelementptr inbounds nuw i8, ptr %15, i64 208
  %68 = getelementptr inbounds nuw i8, ptr %15, i64 212
  %69 = getelementptr inbounds nuw i8, ptr %15, i64 216
  %70 = getelementptr inbounds nuw i8, ptr %15, i64 220
  %71 = getelementptr inbounds nuw i8, ptr %15, i64 224
  %72 = getelementptr inbounds nuw i8, ptr %15, i64 228
  %73 = getelementptr inbounds nuw i8, ptr %15, i64 232
  %74 = getelementptr inbounds nuw i8, ptr %15, i64 236
  %75 = getelementptr inbounds nuw i8, ptr %15, i64 240
  %76 = getelementptr inbounds nuw i8, ptr %15, i64 244
  %77 = getelementptr inbounds nuw i8, ptr %15, i64 248
  %78 = getelementptr inbounds nuw i8, ptr %15, i64 252
  br label %79

79:                                               ; preds = %11, %79
  %80 = phi i32 [ 0, %11 ], [ %265, %79 ]
  %81 = shl nuw nsw i32 %80, 3
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr %14, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !8
  %85 = zext nneg i32 %81 to i64
  %86 = getelementptr inbounds nuw float, ptr %14, i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 4
  %88 = load float, ptr %87, align 4, !tbaa !8
  %89 = zext nneg i32 %81 to i64
  %90 = getelementptr inbounds nuw float, ptr %14, i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 8
  %92 = load float, ptr %91, align 4, !tbaa !8
  %93 = zext nneg i32 %81 to i64
  %94 = getelementptr inbounds nuw float, ptr %14, i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 12
  %96 = load float, ptr %95, align 4, !tbaa !8
  %97 = zext nneg i32 %81 to i64
  %98 = getelementptr inbounds nuw float, ptr %14, i64 %97
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 16
  %100 = load float, ptr %99, align 4, !tbaa !8
  %101 = zext nneg i32 %81 to i64
  %102 = getelementptr inbounds nuw float, ptr %14, i64 %101
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 20
  %104 = load float, ptr %103, align 4, !tbaa !8
  %105 = zext nneg i32 %81 to i64
  %106 = getelementptr inbounds nuw float, ptr %14, i64 %105
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 24
  %108 = load float, ptr %107, align 4, !tbaa !8
  %109 = zext nneg i32 %81 to i64
  %110 = getelementptr inbounds nuw float, ptr %14, i64 %109
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 28
  %112 = load float, ptr %111, align 4, !tbaa !8
  %113 = load float, ptr %15, align 4, !tbaa !8
  %114 = tail call contract noundef float @llvm.fma.f32(float %84, float %113, float 0.000000e+00)
  %115 = load float, ptr %16, align 4, !tbaa !8
  %116 = tail call contract noundef float @llvm.fma.f32(float %84, float %115, float 0.000000e+00)
  %117 = load float, ptr %17, align 4, !tbaa !8
  %118 = tail call contract noundef float @llvm.fma.f32(float %84, float %117, float 0.000000e+00)
  %119 = load float, ptr %18, align 4, !tbaa !8
  %120 = tail call contract noundef float @llvm.fma.f32(float %84, float %119, float 0.000000e+00)
  %121 = load float, ptr %19, align 4, !tbaa !8
  %122 = tail call contract noundef float @llvm.fma.f32(float %84, float %121, float 0.000000e+00)
  %123 = load float, ptr %20, align 4, !tbaa !8
  %124 = tail call contract noundef float @llvm.fma.f32(float %84, float %123, float 0.000000e+00)
  %125 = load float, ptr %21, align 4, !tbaa !8
  %126 = tail call contract noundef float @llvm.fma.f32(float %84, float %125, float 0.000000e+00)
  %127 = load float, ptr %22, align 4, !tbaa !8
  %128 = tail call contract noundef float @llvm.fma.f32(float %84, float %127, float 0.000000e+00)
  %129 = load float, ptr %23, align 4, !tbaa !8
  %130 = tail call contract noundef float @llvm.fma.f32(float %88, float %129, float %114)
  %131 = load float, ptr %24, align 4, !tbaa !8
  %132 = tail call contract noundef float @llvm.fma.f32(float %88, float %131, float %116)
  %133 = load float, ptr %25, align 4, !tbaa !8
  %134 = tail call contract noundef float @llvm.fma.f32(float %88, float %133, float %118)
  %135 = load float, ptr %26, align 4, !tbaa !8
  %136 = tail call contract noundef float @llvm.fma.f32(float %88, float %135, float %120)
  %137 = load float, ptr %27, align 4, !tbaa !8
  %138 = tail call contract noundef float @llvm.fma.f32(float %88, float %137, float %122)
  %139 = load float, ptr %28, align 4, !tbaa !8
  %140 = tail call contract noundef float @llvm.fma.f32(float %88, float %139, float %124)
  %141 = load float, ptr %29, align 4, !tbaa !8
  %142 = tail call contract noundef float @llvm.fma.f32(float %88, float %141, float %126)
  %143 = load float, ptr %30, align 4, !tbaa !8
  %144 = tail call contract noundef float @llvm.fma.f32(float %88, float %143, float %128)
  %145 = load float, ptr %31, align 4, !tbaa !8
  %146 = tail call contract noundef float @llvm.fma.f32(float %92, float %145, float %130)
  %147 = load float, ptr %32, align 4, !tbaa !8
  %148 = tail call contract noundef float @llvm.fma.f32(float %92, float %147, float %132)
  %149 = load float, ptr %33, align 4, !tbaa !8
  %150 = tail call contract noundef float @llvm.fma.f32(float %92, float %149, float %134)
  %151 = load float, ptr %34, align 4, !tbaa !8
  %152 = tail call contract noundef float @llvm.fma.f32(float %92, float %151, float %136)
  %153 = load float, ptr %35, align 4, !tbaa !8
  %154 = tail call contract noundef float @llvm.fma.f32(float %92, float %153, float %138)
  %155 = load float, ptr %36, align 4, !tbaa !8
  %156 = tail call contract noundef float @llvm.fma.f32(float %92, float %155, float %140)
  %157 = load float, ptr %37, align 4, !tbaa !8
  %158 = tail call contract noundef float @llvm.fma.f32(float %92, float %157, float %142)
  %159 = load float, ptr %38, align 4, !tbaa !8
  %160 = tail call contract noundef float @llvm.fma.f32(float %92, float %159, float %144)
  %161 = load float, ptr %39, align 4, !tbaa !8
  %162 = tail call contract noundef float @llvm.fma.f32(float %96, float %161, float %146)
  %163 = load float, ptr %40, align 4, !tbaa !8
  %164 = tail call contract noundef float @llvm.fma.f32(float %96, float %163, float %148)
  %165 = load float, ptr %41, align 4, !tbaa !8
  %166 = tail call contract noundef float @llvm.fma.f32(float %96, float %165, float %150)
  %167 = load float, ptr %42, align 4, !tbaa !8
  %168 = tail call contract noundef float @llvm.fma.f32(float %96, float %167, float %152)
  %169 = load float, ptr %43, align 4, !tbaa !8
  %170 = tail call contract noundef float @llvm.fma.f32(float %96, float %169, float %154)
  %171 = load float, ptr %44, align 4, !tbaa !8
  %172 = tail call contract noundef float @llvm.fma.f32(float %96, float %171, float %156)
  %173 = load float, ptr %45, align 4, !tbaa !8
  %174 = tail call contract noundef float @llvm.fma.f32(float %96, float %173, float %158)
  %175 = load float, ptr %46, align 4, !tbaa !8
  %176 = tail call contract noundef float @llvm.fma.f32(float %96, float %175, float %160)
  %177 = load float, ptr %47, align 4, !tbaa !8
  %178 = tail call contract noundef float @llvm.fma.f32(float %100, float %177, float %162)
  %179 = load float, ptr %48, align 4, !tbaa !8
  %180 = tail call contract noundef float @llvm.fma.f32(float %100, float %179, float %164)
  %181 = load float, ptr %49, align 4, !tbaa !8
  %182 = tail call contract noundef float @llvm.fma.f32(float %100, float %181, float %166)
  %183 = load float, ptr %50, align 4, !tbaa !8
  %184 = tail call contract noundef float @llvm.fma.f32(float %100, float %183, float %168)
  %185 = load float, ptr %51, align 4, !tbaa !8
  %186 = tail call contract noundef float @llvm.fma.f32(float %100, float %185, float %170)
  %187 = load float, ptr %52, align 4, !tbaa !8
  %188 = tail call contract noundef float @llvm.fma.f32(float %100, float %187, float %172)
  %189 = load float, ptr %53, align 4, !tbaa !8
  %190 = tail call contract noundef float @llvm.fma.f32(float %100, float %189, float %174)
  %191 = load float, ptr %54, align 4, !tbaa !8
  %192 = tail call contract noundef float @llvm.fma.f32(float %100, float %191, float %176)
  %193 = load float, ptr %55, align 4, !tbaa !8
  %194 = tail call contract noundef float @llvm.fma.f32(float %104, float %193, float %178)
  %195 = load float, ptr %56, align 4, !tbaa !8
  %196 = tail call contract noundef float @llvm.fma.f32(float %104, float %195, float %180)
  %197 = load float, ptr %57, align 4, !tbaa !8
  %198 = tail call contract noundef float @llvm.fma.f32(float %104, float %197, float %182)
  %199 = load float, ptr %58, align 4, !tbaa !8
  %200 = tail call contract noundef float @llvm.fma.f32(float %104, float %199, float %184)
  %201 = load float, ptr %59, align 4, !tbaa !8
  %202 = tail call contract noundef float @llvm.fma.f32(float %104, float %201, float %186)
  %203 = load float, ptr %60, align 4, !tbaa !8
  %204 = tail call contract noundef float @llvm.fma.f32(float %104, float %203, float %188)
  %205 = load float, ptr %61, align 4, !tbaa !8
  %206 = tail call contract noundef float @llvm.fma.f32(float %104, float %205, float %190)
  %207 = load float, ptr %62, align 4, !tbaa !8
  %208 = tail call contract noundef float @llvm.fma.f32(float %104, float %207, float %192)
  %209 = load float, ptr %63, align 4, !tbaa !8
  %210 = tail call contract noundef float @llvm.fma.f32(float %108, float %209, float %194)
  %211 = load float, ptr %64, align 4, !tbaa !8
  %212 = tail call contract noundef float @llvm.fma.f32(float %108, float %211, float %196)
  %213 = load float, ptr %65, align 4, !tbaa !8
  %214 = tail call contract noundef float @llvm.fma.f32(float %108, float %213, float %198)
  %215 = load float, ptr %66, align 4, !tbaa !8
  %216 = tail call contract noundef float @llvm.fma.f32(float %108, float %215, float %200)
  %217 = load float, ptr %67, align 4, !tbaa !8
  %218 = tail call contract noundef float @llvm.fma.f32(float %108, float %217, float %202)
  %219 = load float, ptr %68, align 4, !tbaa !8
  %220 = tail call contract noundef float @llvm.fma.f32(float %108, float %219, float %204)
  %221 = load float, ptr %69, align 4, !tbaa !8
  %222 = tail call contract noundef float @llvm.fma.f32(float %108, float %221, float %206)
  %223 = load float, ptr %70, align 4, !tbaa !8
  %224 = tail call contract noundef float @llvm.fma.f32(float %108, float %223, float %208)
  %225 = load float, ptr %71, align 4, !tbaa !8
  %226 = tail call contract noundef float @llvm.fma.f32(float %112, float %225, float %210)
  %227 = load float, ptr %72, align 4, !tbaa !8
  %228 = tail call contract noundef float @llvm.fma.f32(float %112, float %227, float %212)
  %229 = load float, ptr %73, align 4, !tbaa !8
  %230 = tail call contract noundef float @llvm.fma.f32(float %112, float %229, float %214)
  %231 = load float, ptr %74, align 4, !tbaa !8
  %232 = tail call contract noundef float @llvm.fma.f32(float %112, float %231, float %216)
  %233 = load float, ptr %75, align 4, !tbaa !8
  %234 = tail call contract noundef float @llvm.fma.f32(float %112, float %233, float %218)
  %235 = load float, ptr %76, align 4, !tbaa !8
  %236 = tail call contract noundef float @llvm.fma.f32(float %112, float %235, float %220)
  %237 = load float, ptr %77, align 4, !tbaa !8
  %238 = tail call contract noundef float @llvm.fma.f32(float %112, float %237, float %222)
  %239 = load float, ptr %78, align 4, !tbaa !8
  %240 = tail call contract noundef float @llvm.fma.f32(float %112, float %239, float %224)
  %241 = add nuw nsw i32 %81, %12
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds float, ptr %2, i64 %242
  store float %226, ptr %243, align 4, !tbaa !8
  %244 = sext i32 %241 to i64
  %245 = getelementptr float, ptr %2, i64 %244
  %246 = getelementptr i8, ptr %245, i64 4
  store float %228, ptr %246, align 4, !tbaa !8
  %247 = sext i32 %241 to i64
  %248 = getelementptr float, ptr %2, i64 %247
  %249 = getelementptr i8, ptr %248, i64 8
  store float %230, ptr %249, align 4, !tbaa !8
  %250 = sext i32 %241 to i64
  %251 = getelementptr float, ptr %2, i64 %250
  %252 = getelementptr i8, ptr %251, i64 12
  store float %232, ptr %252, align 4, !tbaa !8
  %253 = sext i32 %241 to i64
  %254 = getelementptr float, ptr %2, i64 %253
  %255 = getelementptr i8, ptr %254, i64 16
  store float %234, ptr %255, align 4, !tbaa !8
  %256 = sext i32 %241 to i64
  %257 = getelementptr float, ptr %2, i64 %256
  %258 = getelementptr i8, ptr %257, i64 20
  store float %236, ptr %258, align 4, !tbaa !8
  %259 = sext i32 %241 to i64
  %260 = getelementptr float, ptr %2, i64 %259
  %261 = getelementptr i8, ptr %260, i64 24
  store float %238, ptr %261, align 4, !tbaa !8
  %262 = sext i32 %241 to i64
  %263 = getelementptr float, ptr %2, i64 %262
  %264 = getelementptr i8, ptr %263, i64 28
  store float %240, ptr %264, align 4, !tbaa !8
  %265 = add nuw nsw i32 %80, 1
  %266 = icmp eq i32 %265, 8
  br i1 %266, label %267, label %79, !llvm.loop !12

267:                                              ; preds = %79, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @attn_single_query(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = and i32 %10, 31
  %13 = and i32 %11, -32
  %14 = or disjoint i32 %13, %12
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw %struct.float2, ptr %0, i64 %15
  %17 = load float, ptr %16, align 8, !tbaa !8
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %6
  %22 = lshr i32 %11, 5
  %23 = mul nuw nsw i32 %4, %22
  br label %32

24:                                               ; preds = %32, %6
  %25 = phi float [ 0.000000e+00, %6 ], [ %76, %32 ]
  %26 = phi float [ 0.000000e+00, %6 ], [ %74, %32 ]
  %27 = phi float [ 0.000000e+00, %6 ], [ %72, %32 ]
  %28 = fdiv contract float %26, %27
  %29 = fdiv contract float %25, %27
  %30 = getelementptr inbounds nuw %struct.float2, ptr %3, i64 %15
  store float %28, ptr %30, align 8, !tbaa !8
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 4
  store float %29, ptr %31, align 4, !tbaa !8
  ret void

32:                                               ; preds = %21, %32
  %33 = phi float [ 0xC7EC363CC0000000, %21 ], [ %60, %32 ]
  %34 = phi float [ 0.000000e+00, %21 ], [ %72, %32 ]
  %35 = phi float [ 0.000000e+00, %21 ], [ %74, %32 ]
  %36 = phi float [ 0.000000e+00, %21 ], [ %76, %32 ]
  %37 = phi i32 [ 0, %21 ], [ %77, %32 ]
  %38 = add nuw nsw i32 %37, %23
  %39 = shl nsw i32 %38, 5
  %40 = or disjoint i32 %39, %12
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw %struct.float2, ptr %1, i64 %41
  %43 = load float, ptr %42, align 8, !tbaa !8
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = fmul contract float %17, %43
  %47 = fmul contract float %19, %45
  %48 = fadd contract float %46, %47
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
  %59 = fmul contract float %5, %58
  %60 = tail call contract noundef float @llvm.maxnum.f32(float %33, float %59)
  %61 = fsub contract float %33, %60
  %62 = fmul contract float %61, 0x3FF7154760000000
  %63 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %62)
  %64 = fsub contract float %59, %60
  %65 = fmul contract float %64, 0x3FF7154760000000
  %66 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %65)
  %67 = getelementptr inbounds nuw %struct.float2, ptr %2, i64 %41
  %68 = load float, ptr %67, align 8, !tbaa !8
  %69 = getelementptr inbounds nuw i8, ptr %67, i64 4
  %70 = load float, ptr %69, align 4, !tbaa !8
  %71 = fmul contract float %34, %63
  %72 = fadd contract float %71, %66
  %73 = fmul contract float %66, %68
  %74 = tail call contract noundef float @llvm.fma.f32(float %35, float %63, float %73)
  %75 = fmul contract float %66, %70
  %76 = tail call contract noundef float @llvm.fma.f32(float %36, float %63, float %75)
  %77 = add nuw nsw i32 %37, 1
  %78 = icmp eq i32 %77, %4
  br i1 %78, label %24, label %32, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
