; ModuleID = 'src/fft_butterflies.cu'
source_filename = "src/fft_butterflies.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2 = type { float, float }

@c_tw_re = dso_local addrspace(4) externally_initialized constant [128 x float] zeroinitializer, align 4
@c_tw_im = dso_local addrspace(4) externally_initialized constant [128 x float] zeroinitializer, align 4
@_ZZ16fft_r2_shared256E1s = internal unnamed_addr addrspace(3) global [256 x %struct.float2] undef, align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_tw_im to ptr), ptr addrspacecast (ptr addrspace(4) @c_tw_re to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @fft_r2_shared256(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = shl i32 %2, 8
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds nuw %struct.float2, ptr %0, i64 %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw %struct.float2, ptr %5, i64 %7
  %9 = tail call noundef i32 @llvm.bitreverse.i32(i32 range(i32 0, 1152) %6)
  %10 = lshr i32 %9, 24
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw %struct.float2, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft_r2_shared256E1s to ptr), i64 %11
  %13 = load i64, ptr %8, align 8
  store i64 %13, ptr %12, align 8
  %14 = add nuw nsw i32 %6, 128
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw %struct.float2, ptr %5, i64 %15
  %17 = tail call noundef i32 @llvm.bitreverse.i32(i32 range(i32 0, 1152) %14)
  %18 = lshr i32 %17, 24
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw %struct.float2, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft_r2_shared256E1s to ptr), i64 %19
  %21 = load i64, ptr %16, align 8
  store i64 %21, ptr %20, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %27

22:                                               ; preds = %27
  %23 = getelementptr inbounds nuw %struct.float2, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft_r2_shared256E1s to ptr), i64 %7
  %24 = load i64, ptr %23, align 8
  store i64 %24, ptr %8, align 8
  %25 = getelementptr inbounds nuw %struct.float2, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft_r2_shared256E1s to ptr), i64 %15
  %26 = load i64, ptr %25, align 8
  store i64 %26, ptr %16, align 8
  ret void

27:                                               ; preds = %1, %27
  %28 = phi i32 [ 1, %1 ], [ %34, %27 ]
  %29 = phi i32 [ 128, %1 ], [ %64, %27 ]
  %30 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %28, i1 true)
  %31 = lshr i32 %6, %30
  %32 = add nsw i32 %28, 1023
  %33 = and i32 %32, %6
  %34 = shl i32 %28, 1
  %35 = mul i32 %34, %31
  %36 = add i32 %35, %33
  %37 = add i32 %36, %28
  %38 = mul nuw nsw i32 %33, %29
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_tw_re to ptr), i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !8
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_tw_im to ptr), i64 %39
  %43 = load float, ptr %42, align 4, !tbaa !8
  %44 = zext i32 %36 to i64
  %45 = getelementptr inbounds nuw %struct.float2, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft_r2_shared256E1s to ptr), i64 %44
  %46 = load float, ptr %45, align 8, !tbaa !8
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 4
  %48 = load float, ptr %47, align 4, !tbaa !8
  %49 = zext i32 %37 to i64
  %50 = getelementptr inbounds nuw %struct.float2, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft_r2_shared256E1s to ptr), i64 %49
  %51 = load float, ptr %50, align 8, !tbaa !8
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 4
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = fmul contract float %41, %51
  %55 = fmul contract float %43, %53
  %56 = fsub contract float %54, %55
  %57 = fmul contract float %43, %51
  %58 = fmul contract float %41, %53
  %59 = fadd contract float %57, %58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %60 = fadd contract float %46, %56
  %61 = fadd contract float %48, %59
  store float %60, ptr %45, align 8, !tbaa !8
  store float %61, ptr %47, align 4, !tbaa !8
  %62 = fsub contract float %46, %56
  %63 = fsub contract float %48, %59
  store float %62, ptr %50, align 8, !tbaa !8
  store float %63, ptr %52, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = lshr i32 %29, 1
  %65 = icmp slt i32 %34, 256
  br i1 %65, label %27, label %22, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @fft_r8_registers(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %242

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.float2, ptr %0, i64 %12
  %14 = load float, ptr %13, align 8
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %16 = load float, ptr %15, align 4
  %17 = add nsw i32 %2, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.float2, ptr %0, i64 %18
  %20 = load float, ptr %19, align 8
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load float, ptr %21, align 4
  %23 = shl nsw i32 %2, 1
  %24 = add nsw i32 %23, %9
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.float2, ptr %0, i64 %25
  %27 = load float, ptr %26, align 8
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %29 = load float, ptr %28, align 4
  %30 = mul nsw i32 %2, 3
  %31 = add nsw i32 %30, %9
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds %struct.float2, ptr %0, i64 %32
  %34 = load float, ptr %33, align 8
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %36 = load float, ptr %35, align 4
  %37 = shl nsw i32 %2, 2
  %38 = add nsw i32 %37, %9
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %struct.float2, ptr %0, i64 %39
  %41 = load float, ptr %40, align 8
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %43 = load float, ptr %42, align 4
  %44 = mul nsw i32 %2, 5
  %45 = add nsw i32 %44, %9
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.float2, ptr %0, i64 %46
  %48 = load float, ptr %47, align 8
  %49 = getelementptr inbounds nuw i8, ptr %47, i64 4
  %50 = load float, ptr %49, align 4
  %51 = mul nsw i32 %2, 6
  %52 = add nsw i32 %51, %9
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %struct.float2, ptr %0, i64 %53
  %55 = load float, ptr %54, align 8
  %56 = getelementptr inbounds nuw i8, ptr %54, i64 4
  %57 = load float, ptr %56, align 4
  %58 = mul nsw i32 %2, 7
  %59 = add nsw i32 %58, %9
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds %struct.float2, ptr %0, i64 %60
  %62 = load float, ptr %61, align 8
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %64 = load float, ptr %63, align 4
  %65 = fadd contract float %14, %41
  %66 = fadd contract float %16, %43
  %67 = fsub contract float %14, %41
  %68 = fsub contract float %16, %43
  %69 = fadd contract float %20, %48
  %70 = fadd contract float %22, %50
  %71 = fsub contract float %20, %48
  %72 = fsub contract float %22, %50
  %73 = fadd contract float %27, %55
  %74 = fadd contract float %29, %57
  %75 = fsub contract float %27, %55
  %76 = fsub contract float %29, %57
  %77 = fadd contract float %34, %62
  %78 = fadd contract float %36, %64
  %79 = fsub contract float %34, %62
  %80 = fsub contract float %36, %64
  %81 = fmul contract float %71, 0x3FE6A09E60000000
  %82 = fmul contract float %72, 0x3FE6A09E60000000
  %83 = fadd contract float %81, %82
  %84 = fsub contract float %82, %81
  %85 = fmul contract float %75, 0.000000e+00
  %86 = fadd contract float %85, %76
  %87 = fmul contract float %76, 0.000000e+00
  %88 = fsub contract float %87, %75
  %89 = fmul contract float %79, 0xBFE6A09E60000000
  %90 = fmul contract float %80, 0xBFE6A09E60000000
  %91 = fsub contract float %89, %90
  %92 = fadd contract float %89, %90
  %93 = fadd contract float %65, %73
  %94 = fadd contract float %66, %74
  %95 = fsub contract float %65, %73
  %96 = fsub contract float %66, %74
  %97 = fadd contract float %69, %77
  %98 = fadd contract float %70, %78
  %99 = fsub contract float %69, %77
  %100 = fsub contract float %70, %78
  %101 = fadd contract float %67, %86
  %102 = fadd contract float %68, %88
  %103 = fsub contract float %67, %86
  %104 = fsub contract float %68, %88
  %105 = fadd contract float %83, %91
  %106 = fadd contract float %84, %92
  %107 = fsub contract float %83, %91
  %108 = fsub contract float %84, %92
  %109 = fmul contract float %99, 0.000000e+00
  %110 = fadd contract float %109, %100
  %111 = fmul contract float %100, 0.000000e+00
  %112 = fsub contract float %111, %99
  %113 = fmul contract float %107, 0.000000e+00
  %114 = fadd contract float %113, %108
  %115 = fmul contract float %108, 0.000000e+00
  %116 = fsub contract float %115, %107
  %117 = fadd contract float %93, %97
  %118 = fadd contract float %94, %98
  %119 = fsub contract float %93, %97
  %120 = fsub contract float %94, %98
  %121 = fadd contract float %95, %110
  %122 = fadd contract float %96, %112
  %123 = fsub contract float %95, %110
  %124 = fsub contract float %96, %112
  %125 = fadd contract float %101, %105
  %126 = fadd contract float %102, %106
  %127 = fsub contract float %101, %105
  %128 = fsub contract float %102, %106
  %129 = fadd contract float %103, %114
  %130 = fadd contract float %104, %116
  %131 = fsub contract float %103, %114
  %132 = fsub contract float %104, %116
  %133 = srem i32 %9, %2
  %134 = sitofp i32 %133 to float
  %135 = fmul contract float %134, 0xC01921FB60000000
  %136 = shl nsw i32 %2, 3
  %137 = sitofp i32 %136 to float
  %138 = fdiv contract float %135, %137
  %139 = shl nsw i32 %9, 3
  %140 = fmul contract float %138, 0.000000e+00
  %141 = tail call contract float @llvm.nvvm.sin.approx.f(float %140)
  %142 = tail call contract float @llvm.nvvm.cos.approx.f(float %140)
  %143 = fmul contract float %142, %117
  %144 = fmul contract float %141, %118
  %145 = fsub contract float %143, %144
  %146 = fmul contract float %141, %117
  %147 = fmul contract float %142, %118
  %148 = fadd contract float %146, %147
  %149 = sext i32 %139 to i64
  %150 = getelementptr inbounds %struct.float2, ptr %1, i64 %149
  store float %145, ptr %150, align 8, !tbaa !8
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 4
  store float %148, ptr %151, align 4, !tbaa !8
  %152 = tail call contract float @llvm.nvvm.sin.approx.f(float %138)
  %153 = tail call contract float @llvm.nvvm.cos.approx.f(float %138)
  %154 = fmul contract float %153, %125
  %155 = fmul contract float %152, %126
  %156 = fsub contract float %154, %155
  %157 = fmul contract float %152, %125
  %158 = fmul contract float %153, %126
  %159 = fadd contract float %157, %158
  %160 = sext i32 %139 to i64
  %161 = getelementptr %struct.float2, ptr %1, i64 %160
  %162 = getelementptr i8, ptr %161, i64 8
  store float %156, ptr %162, align 8, !tbaa !8
  %163 = getelementptr i8, ptr %161, i64 12
  store float %159, ptr %163, align 4, !tbaa !8
  %164 = fmul contract float %138, 2.000000e+00
  %165 = tail call contract float @llvm.nvvm.sin.approx.f(float %164)
  %166 = tail call contract float @llvm.nvvm.cos.approx.f(float %164)
  %167 = fmul contract float %166, %121
  %168 = fmul contract float %165, %122
  %169 = fsub contract float %167, %168
  %170 = fmul contract float %165, %121
  %171 = fmul contract float %166, %122
  %172 = fadd contract float %170, %171
  %173 = sext i32 %139 to i64
  %174 = getelementptr %struct.float2, ptr %1, i64 %173
  %175 = getelementptr i8, ptr %174, i64 16
  store float %169, ptr %175, align 8, !tbaa !8
  %176 = getelementptr i8, ptr %174, i64 20
  store float %172, ptr %176, align 4, !tbaa !8
  %177 = fmul contract float %138, 3.000000e+00
  %178 = tail call contract float @llvm.nvvm.sin.approx.f(float %177)
  %179 = tail call contract float @llvm.nvvm.cos.approx.f(float %177)
  %180 = fmul contract float %179, %129
  %181 = fmul contract float %178, %130
  %182 = fsub contract float %180, %181
  %183 = fmul contract float %178, %129
  %184 = fmul contract float %179, %130
  %185 = fadd contract float %183, %184
  %186 = sext i32 %139 to i64
  %187 = getelementptr %struct.float2, ptr %1, i64 %186
  %188 = getelementptr i8, ptr %187, i64 24
  store float %182, ptr %188, align 8, !tbaa !8
  %189 = getelementptr i8, ptr %187, i64 28
  store float %185, ptr %189, align 4, !tbaa !8
  %190 = fmul contract float %138, 4.000000e+00
  %191 = tail call contract float @llvm.nvvm.sin.approx.f(float %190)
  %192 = tail call contract float @llvm.nvvm.cos.approx.f(float %190)
  %193 = fmul contract float %192, %119
  %194 = fmul contract float %191, %120
  %195 = fsub contract float %193, %194
  %196 = fmul contract float %191, %119
  %197 = fmul contract float %192, %120
  %198 = fadd contract float %196, %197
  %199 = sext i32 %139 to i64
  %200 = getelementptr %struct.float2, ptr %1, i64 %199
  %201 = getelementptr i8, ptr %200, i64 32
  store float %195, ptr %201, align 8, !tbaa !8
  %202 = getelementptr i8, ptr %200, i64 36
  store float %198, ptr %202, align 4, !tbaa !8
  %203 = fmul contract float %138, 5.000000e+00
  %204 = tail call contract float @llvm.nvvm.sin.approx.f(float %203)
  %205 = tail call contract float @llvm.nvvm.cos.approx.f(float %203)
  %206 = fmul contract float %205, %127
  %207 = fmul contract float %204, %128
  %208 = fsub contract float %206, %207
  %209 = fmul contract float %204, %127
  %210 = fmul contract float %205, %128
  %211 = fadd contract float %209, %210
  %212 = sext i32 %139 to i64
  %213 = getelementptr %struct.float2, ptr %1, i64 %212
  %214 = getelementptr i8, ptr %213, i64 40
  store float %208, ptr %214, align 8, !tbaa !8
  %215 = getelementptr i8, ptr %213, i64 44
  store float %211, ptr %215, align 4, !tbaa !8
  %216 = fmul contract float %138, 6.000000e+00
  %217 = tail call contract float @llvm.nvvm.sin.approx.f(float %216)
  %218 = tail call contract float @llvm.nvvm.cos.approx.f(float %216)
  %219 = fmul contract float %218, %123
  %220 = fmul contract float %217, %124
  %221 = fsub contract float %219, %220
  %222 = fmul contract float %217, %123
  %223 = fmul contract float %218, %124
  %224 = fadd contract float %222, %223
  %225 = sext i32 %139 to i64
  %226 = getelementptr %struct.float2, ptr %1, i64 %225
  %227 = getelementptr i8, ptr %226, i64 48
  store float %221, ptr %227, align 8, !tbaa !8
  %228 = getelementptr i8, ptr %226, i64 52
  store float %224, ptr %228, align 4, !tbaa !8
  %229 = fmul contract float %138, 7.000000e+00
  %230 = tail call contract float @llvm.nvvm.sin.approx.f(float %229)
  %231 = tail call contract float @llvm.nvvm.cos.approx.f(float %229)
  %232 = fmul contract float %231, %131
  %233 = fmul contract float %230, %132
  %234 = fsub contract float %232, %233
  %235 = fmul contract float %230, %131
  %236 = fmul contract float %231, %132
  %237 = fadd contract float %235, %236
  %238 = sext i32 %139 to i64
  %239 = getelementptr %struct.float2, ptr %1, i64 %238
  %240 = getelementptr i8, ptr %239, i64 56
  store float %234, ptr %240, align 8, !tbaa !8
  %241 = getelementptr i8, ptr %239, i64 60
  store float %237, ptr %241, align 4, !tbaa !8
  br label %242

242:                                              ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
