; ModuleID = 'src/gemm_rb4x4.cu'
source_filename = "src/gemm_rb4x4.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13gemm_rb4x4_nnE2As = internal unnamed_addr addrspace(3) global [8 x [64 x float]] undef, align 4
@_ZZ13gemm_rb4x4_nnE2Bs = internal unnamed_addr addrspace(3) global [8 x [64 x float]] undef, align 4
@_ZZ14gemm_rb4x4_i32E2As = internal unnamed_addr addrspace(3) global [8 x [64 x i32]] undef, align 4
@_ZZ14gemm_rb4x4_i32E2Bs = internal unnamed_addr addrspace(3) global [8 x [64 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @gemm_rb4x4_nn(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 6
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl i32 %13, 6
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %8
  %17 = shl nuw nsw i32 %10, 2
  %18 = shl nuw nsw i32 %9, 2
  br label %150

19:                                               ; preds = %8
  %20 = shl nuw nsw i32 %10, 4
  %21 = add nuw nsw i32 %20, %9
  %22 = and i32 %9, 7
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 %23
  %25 = and i32 %21, 63
  %26 = or disjoint i32 %25, %14
  %27 = icmp slt i32 %26, %4
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 %28
  %30 = shl nuw nsw i32 %10, 2
  %31 = shl nuw nsw i32 %9, 2
  %32 = lshr i32 %21, 3
  %33 = add nuw nsw i32 %32, %12
  %34 = icmp slt i32 %33, %3
  %35 = mul nuw nsw i32 %33, %5
  %36 = zext nneg i32 %32 to i64
  %37 = getelementptr inbounds nuw float, ptr %24, i64 %36
  %38 = lshr i32 %21, 6
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw [64 x float], ptr %29, i64 %39
  %41 = add nuw nsw i32 %21, 256
  %42 = lshr i32 %41, 3
  %43 = add nuw nsw i32 %42, %12
  %44 = icmp slt i32 %43, %3
  %45 = mul nuw nsw i32 %43, %5
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr inbounds nuw float, ptr %24, i64 %46
  %48 = lshr i32 %41, 6
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw [64 x float], ptr %29, i64 %49
  %51 = zext nneg i32 %30 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 %51
  %53 = or disjoint i32 %30, 1
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 %54
  %56 = or disjoint i32 %30, 2
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 %57
  %59 = or disjoint i32 %30, 3
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 %60
  %62 = zext nneg i32 %31 to i64
  %63 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 %62
  %64 = or disjoint i32 %31, 1
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 %65
  %67 = or disjoint i32 %31, 2
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 %68
  %70 = or disjoint i32 %31, 3
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 %71
  %73 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 256), i64 %51
  %74 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 256), i64 %54
  %75 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 256), i64 %57
  %76 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 256), i64 %60
  %77 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 256), i64 %62
  %78 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 256), i64 %65
  %79 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 256), i64 %68
  %80 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 256), i64 %71
  %81 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 512), i64 %51
  %82 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 512), i64 %54
  %83 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 512), i64 %57
  %84 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 512), i64 %60
  %85 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 512), i64 %62
  %86 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 512), i64 %65
  %87 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 512), i64 %68
  %88 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 512), i64 %71
  %89 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 768), i64 %51
  %90 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 768), i64 %54
  %91 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 768), i64 %57
  %92 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 768), i64 %60
  %93 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 768), i64 %62
  %94 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 768), i64 %65
  %95 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 768), i64 %68
  %96 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 768), i64 %71
  %97 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1024), i64 %51
  %98 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1024), i64 %54
  %99 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1024), i64 %57
  %100 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1024), i64 %60
  %101 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1024), i64 %62
  %102 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1024), i64 %65
  %103 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1024), i64 %68
  %104 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1024), i64 %71
  %105 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1280), i64 %51
  %106 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1280), i64 %54
  %107 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1280), i64 %57
  %108 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1280), i64 %60
  %109 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1280), i64 %62
  %110 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1280), i64 %65
  %111 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1280), i64 %68
  %112 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1280), i64 %71
  %113 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1536), i64 %51
  %114 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1536), i64 %54
  %115 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1536), i64 %57
  %116 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1536), i64 %60
  %117 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1536), i64 %62
  %118 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1536), i64 %65
  %119 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1536), i64 %68
  %120 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1536), i64 %71
  %121 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1792), i64 %51
  %122 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1792), i64 %54
  %123 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1792), i64 %57
  %124 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2As to ptr), i64 1792), i64 %60
  %125 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1792), i64 %62
  %126 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1792), i64 %65
  %127 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1792), i64 %68
  %128 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemm_rb4x4_nnE2Bs to ptr), i64 1792), i64 %71
  br label %129

129:                                              ; preds = %19, %210
  %130 = phi float [ 0.000000e+00, %19 ], [ %388, %210 ]
  %131 = phi float [ 0.000000e+00, %19 ], [ %389, %210 ]
  %132 = phi float [ 0.000000e+00, %19 ], [ %390, %210 ]
  %133 = phi float [ 0.000000e+00, %19 ], [ %391, %210 ]
  %134 = phi float [ 0.000000e+00, %19 ], [ %392, %210 ]
  %135 = phi float [ 0.000000e+00, %19 ], [ %393, %210 ]
  %136 = phi float [ 0.000000e+00, %19 ], [ %394, %210 ]
  %137 = phi float [ 0.000000e+00, %19 ], [ %395, %210 ]
  %138 = phi float [ 0.000000e+00, %19 ], [ %396, %210 ]
  %139 = phi float [ 0.000000e+00, %19 ], [ %397, %210 ]
  %140 = phi float [ 0.000000e+00, %19 ], [ %398, %210 ]
  %141 = phi float [ 0.000000e+00, %19 ], [ %399, %210 ]
  %142 = phi float [ 0.000000e+00, %19 ], [ %400, %210 ]
  %143 = phi float [ 0.000000e+00, %19 ], [ %401, %210 ]
  %144 = phi float [ 0.000000e+00, %19 ], [ %402, %210 ]
  %145 = phi float [ 0.000000e+00, %19 ], [ %403, %210 ]
  %146 = phi i32 [ 0, %19 ], [ %404, %210 ]
  %147 = or disjoint i32 %146, %22
  %148 = icmp slt i32 %147, %5
  %149 = select i1 %34, i1 %148, i1 false
  br i1 %149, label %175, label %180

150:                                              ; preds = %210, %16
  %151 = phi i32 [ %18, %16 ], [ %31, %210 ]
  %152 = phi i32 [ %17, %16 ], [ %30, %210 ]
  %153 = phi float [ 0.000000e+00, %16 ], [ %388, %210 ]
  %154 = phi float [ 0.000000e+00, %16 ], [ %389, %210 ]
  %155 = phi float [ 0.000000e+00, %16 ], [ %390, %210 ]
  %156 = phi float [ 0.000000e+00, %16 ], [ %391, %210 ]
  %157 = phi float [ 0.000000e+00, %16 ], [ %392, %210 ]
  %158 = phi float [ 0.000000e+00, %16 ], [ %393, %210 ]
  %159 = phi float [ 0.000000e+00, %16 ], [ %394, %210 ]
  %160 = phi float [ 0.000000e+00, %16 ], [ %395, %210 ]
  %161 = phi float [ 0.000000e+00, %16 ], [ %396, %210 ]
  %162 = phi float [ 0.000000e+00, %16 ], [ %397, %210 ]
  %163 = phi float [ 0.000000e+00, %16 ], [ %398, %210 ]
  %164 = phi float [ 0.000000e+00, %16 ], [ %399, %210 ]
  %165 = phi float [ 0.000000e+00, %16 ], [ %400, %210 ]
  %166 = phi float [ 0.000000e+00, %16 ], [ %401, %210 ]
  %167 = phi float [ 0.000000e+00, %16 ], [ %402, %210 ]
  %168 = phi float [ 0.000000e+00, %16 ], [ %403, %210 ]
  %169 = add nuw nsw i32 %12, %152
  %170 = add nsw i32 %14, %151
  %171 = icmp slt i32 %169, %3
  %172 = mul nsw i32 %169, %4
  %173 = icmp slt i32 %170, %4
  %174 = select i1 %171, i1 %173, i1 false
  br i1 %174, label %406, label %414

175:                                              ; preds = %129
  %176 = add nuw i32 %147, %35
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds float, ptr %0, i64 %177
  %179 = load float, ptr %178, align 4, !tbaa !8
  br label %180

180:                                              ; preds = %129, %175
  %181 = phi contract float [ %179, %175 ], [ 0.000000e+00, %129 ]
  store float %181, ptr %37, align 4, !tbaa !8
  %182 = add nuw nsw i32 %38, %146
  %183 = icmp slt i32 %182, %5
  %184 = select i1 %183, i1 %27, i1 false
  br i1 %184, label %185, label %191

185:                                              ; preds = %180
  %186 = mul nsw i32 %182, %4
  %187 = add i32 %26, %186
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds float, ptr %1, i64 %188
  %190 = load float, ptr %189, align 4, !tbaa !8
  br label %191

191:                                              ; preds = %180, %185
  %192 = phi contract float [ %190, %185 ], [ 0.000000e+00, %180 ]
  store float %192, ptr %40, align 4, !tbaa !8
  %193 = select i1 %44, i1 %148, i1 false
  br i1 %193, label %194, label %199

194:                                              ; preds = %191
  %195 = add nuw i32 %147, %45
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds float, ptr %0, i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !8
  br label %199

199:                                              ; preds = %194, %191
  %200 = phi contract float [ %198, %194 ], [ 0.000000e+00, %191 ]
  store float %200, ptr %47, align 4, !tbaa !8
  %201 = add nuw nsw i32 %48, %146
  %202 = icmp slt i32 %201, %5
  %203 = select i1 %202, i1 %27, i1 false
  br i1 %203, label %204, label %210

204:                                              ; preds = %199
  %205 = mul nsw i32 %201, %4
  %206 = add i32 %26, %205
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr %1, i64 %207
  %209 = load float, ptr %208, align 4, !tbaa !8
  br label %210

210:                                              ; preds = %204, %199
  %211 = phi contract float [ %209, %204 ], [ 0.000000e+00, %199 ]
  store float %211, ptr %50, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %212 = load float, ptr %52, align 4, !tbaa !8
  %213 = load float, ptr %55, align 4, !tbaa !8
  %214 = load float, ptr %58, align 4, !tbaa !8
  %215 = load float, ptr %61, align 4, !tbaa !8
  %216 = load float, ptr %63, align 4, !tbaa !8
  %217 = load float, ptr %66, align 4, !tbaa !8
  %218 = load float, ptr %69, align 4, !tbaa !8
  %219 = load float, ptr %72, align 4, !tbaa !8
  %220 = tail call contract noundef float @llvm.fma.f32(float %212, float %216, float %130)
  %221 = tail call contract noundef float @llvm.fma.f32(float %212, float %217, float %131)
  %222 = tail call contract noundef float @llvm.fma.f32(float %212, float %218, float %132)
  %223 = tail call contract noundef float @llvm.fma.f32(float %212, float %219, float %133)
  %224 = tail call contract noundef float @llvm.fma.f32(float %213, float %216, float %134)
  %225 = tail call contract noundef float @llvm.fma.f32(float %213, float %217, float %135)
  %226 = tail call contract noundef float @llvm.fma.f32(float %213, float %218, float %136)
  %227 = tail call contract noundef float @llvm.fma.f32(float %213, float %219, float %137)
  %228 = tail call contract noundef float @llvm.fma.f32(float %214, float %216, float %138)
  %229 = tail call contract noundef float @llvm.fma.f32(float %214, float %217, float %139)
  %230 = tail call contract noundef float @llvm.fma.f32(float %214, float %218, float %140)
  %231 = tail call contract noundef float @llvm.fma.f32(float %214, float %219, float %141)
  %232 = tail call contract noundef float @llvm.fma.f32(float %215, float %216, float %142)
  %233 = tail call contract noundef float @llvm.fma.f32(float %215, float %217, float %143)
  %234 = tail call contract noundef float @llvm.fma.f32(float %215, float %218, float %144)
  %235 = tail call contract noundef float @llvm.fma.f32(float %215, float %219, float %145)
  %236 = load float, ptr %73, align 4, !tbaa !8
  %237 = load float, ptr %74, align 4, !tbaa !8
  %238 = load float, ptr %75, align 4, !tbaa !8
  %239 = load float, ptr %76, align 4, !tbaa !8
  %240 = load float, ptr %77, align 4, !tbaa !8
  %241 = load float, ptr %78, align 4, !tbaa !8
  %242 = load float, ptr %79, align 4, !tbaa !8
  %243 = load float, ptr %80, align 4, !tbaa !8
  %244 = tail call contract noundef float @llvm.fma.f32(float %236, float %240, float %220)
  %245 = tail call contract noundef float @llvm.fma.f32(float %236, float %241, float %221)
  %246 = tail call contract noundef float @llvm.fma.f32(float %236, float %242, float %222)
  %247 = tail call contract noundef float @llvm.fma.f32(float %236, float %243, float %223)
  %248 = tail call contract noundef float @llvm.fma.f32(float %237, float %240, float %224)
  %249 = tail call contract noundef float @llvm.fma.f32(float %237, float %241, float %225)
  %250 = tail call contract noundef float @llvm.fma.f32(float %237, float %242, float %226)
  %251 = tail call contract noundef float @llvm.fma.f32(float %237, float %243, float %227)
  %252 = tail call contract noundef float @llvm.fma.f32(float %238, float %240, float %228)
  %253 = tail call contract noundef float @llvm.fma.f32(float %238, float %241, float %229)
  %254 = tail call contract noundef float @llvm.fma.f32(float %238, float %242, float %230)
  %255 = tail call contract noundef float @llvm.fma.f32(float %238, float %243, float %231)
  %256 = tail call contract noundef float @llvm.fma.f32(float %239, float %240, float %232)
  %257 = tail call contract noundef float @llvm.fma.f32(float %239, float %241, float %233)
  %258 = tail call contract noundef float @llvm.fma.f32(float %239, float %242, float %234)
  %259 = tail call contract noundef float @llvm.fma.f32(float %239, float %243, float %235)
  %260 = load float, ptr %81, align 4, !tbaa !8
  %261 = load float, ptr %82, align 4, !tbaa !8
  %262 = load float, ptr %83, align 4, !tbaa !8
  %263 = load float, ptr %84, align 4, !tbaa !8
  %264 = load float, ptr %85, align 4, !tbaa !8
  %265 = load float, ptr %86, align 4, !tbaa !8
  %266 = load float, ptr %87, align 4, !tbaa !8
  %267 = load float, ptr %88, align 4, !tbaa !8
  %268 = tail call contract noundef float @llvm.fma.f32(float %260, float %264, float %244)
  %269 = tail call contract noundef float @llvm.fma.f32(float %260, float %265, float %245)
  %270 = tail call contract noundef float @llvm.fma.f32(float %260, float %266, float %246)
  %271 = tail call contract noundef float @llvm.fma.f32(float %260, float %267, float %247)
  %272 = tail call contract noundef float @llvm.fma.f32(float %261, float %264, float %248)
  %273 = tail call contract noundef float @llvm.fma.f32(float %261, float %265, float %249)
  %274 = tail call contract noundef float @llvm.fma.f32(float %261, float %266, float %250)
  %275 = tail call contract noundef float @llvm.fma.f32(float %261, float %267, float %251)
  %276 = tail call contract noundef float @llvm.fma.f32(float %262, float %264, float %252)
  %277 = tail call contract noundef float @llvm.fma.f32(float %262, float %265, float %253)
  %278 = tail call contract noundef float @llvm.fma.f32(float %262, float %266, float %254)
  %279 = tail call contract noundef float @llvm.fma.f32(float %262, float %267, float %255)
  %280 = tail call contract noundef float @llvm.fma.f32(float %263, float %264, float %256)
  %281 = tail call contract noundef float @llvm.fma.f32(float %263, float %265, float %257)
  %282 = tail call contract noundef float @llvm.fma.f32(float %263, float %266, float %258)
  %283 = tail call contract noundef float @llvm.fma.f32(float %263, float %267, float %259)
  %284 = load float, ptr %89, align 4, !tbaa !8
  %285 = load float, ptr %90, align 4, !tbaa !8
  %286 = load float, ptr %91, align 4, !tbaa !8
  %287 = load float, ptr %92, align 4, !tbaa !8
  %288 = load float, ptr %93, align 4, !tbaa !8
  %289 = load float, ptr %94, align 4, !tbaa !8
  %290 = load float, ptr %95, align 4, !tbaa !8
  %291 = load float, ptr %96, align 4, !tbaa !8
  %292 = tail call contract noundef float @llvm.fma.f32(float %284, float %288, float %268)
  %293 = tail call contract noundef float @llvm.fma.f32(float %284, float %289, float %269)
  %294 = tail call contract noundef float @llvm.fma.f32(float %284, float %290, float %270)
  %295 = tail call contract noundef float @llvm.fma.f32(float %284, float %291, float %271)
  %296 = tail call contract noundef float @llvm.fma.f32(float %285, float %288, float %272)
  %297 = tail call contract noundef float @llvm.fma.f32(float %285, float %289, float %273)
  %298 = tail call contract noundef float @llvm.fma.f32(float %285, float %290, float %274)
  %299 = tail call contract noundef float @llvm.fma.f32(float %285, float %291, float %275)
  %300 = tail call contract noundef float @llvm.fma.f32(float %286, float %288, float %276)
  %301 = tail call contract noundef float @llvm.fma.f32(float %286, float %289, float %277)
  %302 = tail call contract noundef float @llvm.fma.f32(float %286, float %290, float %278)
  %303 = tail call contract noundef float @llvm.fma.f32(float %286, float %291, float %279)
  %304 = tail call contract noundef float @llvm.fma.f32(float %287, float %288, float %280)
  %305 = tail call contract noundef float @llvm.fma.f32(float %287, float %289, float %281)
  %306 = tail call contract noundef float @llvm.fma.f32(float %287, float %290, float %282)
  %307 = tail call contract noundef float @llvm.fma.f32(float %287, float %291, float %283)
  %308 = load float, ptr %97, align 4, !tbaa !8
  %309 = load float, ptr %98, align 4, !tbaa !8
  %310 = load float, ptr %99, align 4, !tbaa !8
  %311 = load float, ptr %100, align 4, !tbaa !8
  %312 = load float, ptr %101, align 4, !tbaa !8
  %313 = load float, ptr %102, align 4, !tbaa !8
  %314 = load float, ptr %103, align 4, !tbaa !8
  %315 = load float, ptr %104, align 4, !tbaa !8
  %316 = tail call contract noundef float @llvm.fma.f32(float %308, float %312, float %292)
  %317 = tail call contract noundef float @llvm.fma.f32(float %308, float %313, float %293)
  %318 = tail call contract noundef float @llvm.fma.f32(float %308, float %314, float %294)
  %319 = tail call contract noundef float @llvm.fma.f32(float %308, float %315, float %295)
  %320 = tail call contract noundef float @llvm.fma.f32(float %309, float %312, float %296)
  %321 = tail call contract noundef float @llvm.fma.f32(float %309, float %313, float %297)
  %322 = tail call contract noundef float @llvm.fma.f32(float %309, float %314, float %298)
  %323 = tail call contract noundef float @llvm.fma.f32(float %309, float %315, float %299)
  %324 = tail call contract noundef float @llvm.fma.f32(float %310, float %312, float %300)
  %325 = tail call contract noundef float @llvm.fma.f32(float %310, float %313, float %301)
  %326 = tail call contract noundef float @llvm.fma.f32(float %310, float %314, float %302)
  %327 = tail call contract noundef float @llvm.fma.f32(float %310, float %315, float %303)
  %328 = tail call contract noundef float @llvm.fma.f32(float %311, float %312, float %304)
  %329 = tail call contract noundef float @llvm.fma.f32(float %311, float %313, float %305)
  %330 = tail call contract noundef float @llvm.fma.f32(float %311, float %314, float %306)
  %331 = tail call contract noundef float @llvm.fma.f32(float %311, float %315, float %307)
  %332 = load float, ptr %105, align 4, !tbaa !8
  %333 = load float, ptr %106, align 4, !tbaa !8
  %334 = load float, ptr %107, align 4, !tbaa !8
  %335 = load float, ptr %108, align 4, !tbaa !8
  %336 = load float, ptr %109, align 4, !tbaa !8
  %337 = load float, ptr %110, align 4, !tbaa !8
  %338 = load float, ptr %111, align 4, !tbaa !8
  %339 = load float, ptr %112, align 4, !tbaa !8
  %340 = tail call contract noundef float @llvm.fma.f32(float %332, float %336, float %316)
  %341 = tail call contract noundef float @llvm.fma.f32(float %332, float %337, float %317)
  %342 = tail call contract noundef float @llvm.fma.f32(float %332, float %338, float %318)
  %343 = tail call contract noundef float @llvm.fma.f32(float %332, float %339, float %319)
  %344 = tail call contract noundef float @llvm.fma.f32(float %333, float %336, float %320)
  %345 = tail call contract noundef float @llvm.fma.f32(float %333, float %337, float %321)
  %346 = tail call contract noundef float @llvm.fma.f32(float %333, float %338, float %322)
  %347 = tail call contract noundef float @llvm.fma.f32(float %333, float %339, float %323)
  %348 = tail call contract noundef float @llvm.fma.f32(float %334, float %336, float %324)
  %349 = tail call contract noundef float @llvm.fma.f32(float %334, float %337, float %325)
  %350 = tail call contract noundef float @llvm.fma.f32(float %334, float %338, float %326)
  %351 = tail call contract noundef float @llvm.fma.f32(float %334, float %339, float %327)
  %352 = tail call contract noundef float @llvm.fma.f32(float %335, float %336, float %328)
  %353 = tail call contract noundef float @llvm.fma.f32(float %335, float %337, float %329)
  %354 = tail call contract noundef float @llvm.fma.f32(float %335, float %338, float %330)
  %355 = tail call contract noundef float @llvm.fma.f32(float %335, float %339, float %331)
  %356 = load float, ptr %113, align 4, !tbaa !8
  %357 = load float, ptr %114, align 4, !tbaa !8
  %358 = load float, ptr %115, align 4, !tbaa !8
  %359 = load float, ptr %116, align 4, !tbaa !8
  %360 = load float, ptr %117, align 4, !tbaa !8
  %361 = load float, ptr %118, align 4, !tbaa !8
  %362 = load float, ptr %119, align 4, !tbaa !8
  %363 = load float, ptr %120, align 4, !tbaa !8
  %364 = tail call contract noundef float @llvm.fma.f32(float %356, float %360, float %340)
  %365 = tail call contract noundef float @llvm.fma.f32(float %356, float %361, float %341)
  %366 = tail call contract noundef float @llvm.fma.f32(float %356, float %362, float %342)
  %367 = tail call contract noundef float @llvm.fma.f32(float %356, float %363, float %343)
  %368 = tail call contract noundef float @llvm.fma.f32(float %357, float %360, float %344)
  %369 = tail call contract noundef float @llvm.fma.f32(float %357, float %361, float %345)
  %370 = tail call contract noundef float @llvm.fma.f32(float %357, float %362, float %346)
  %371 = tail call contract noundef float @llvm.fma.f32(float %357, float %363, float %347)
  %372 = tail call contract noundef float @llvm.fma.f32(float %358, float %360, float %348)
  %373 = tail call contract noundef float @llvm.fma.f32(float %358, float %361, float %349)
  %374 = tail call contract noundef float @llvm.fma.f32(float %358, float %362, float %350)
  %375 = tail call contract noundef float @llvm.fma.f32(float %358, float %363, float %351)
  %376 = tail call contract noundef float @llvm.fma.f32(float %359, float %360, float %352)
  %377 = tail call contract noundef float @llvm.fma.f32(float %359, float %361, float %353)
  %378 = tail call contract noundef float @llvm.fma.f32(float %359, float %362, float %354)
  %379 = tail call contract noundef float @llvm.fma.f32(float %359, float %363, float %355)
  %380 = load float, ptr %121, align 4, !tbaa !8
  %381 = load float, ptr %122, align 4, !tbaa !8
  %382 = load float, ptr %123, align 4, !tbaa !8
  %383 = load float, ptr %124, align 4, !tbaa !8
  %384 = load float, ptr %125, align 4, !tbaa !8
  %385 = load float, ptr %126, align 4, !tbaa !8
  %386 = load float, ptr %127, align 4, !tbaa !8
  %387 = load float, ptr %128, align 4, !tbaa !8
  %388 = tail call contract noundef float @llvm.fma.f32(float %380, float %384, float %364)
  %389 = tail call contract noundef float @llvm.fma.f32(float %380, float %385, float %365)
  %390 = tail call contract noundef float @llvm.fma.f32(float %380, float %386, float %366)
  %391 = tail call contract noundef float @llvm.fma.f32(float %380, float %387, float %367)
  %392 = tail call contract noundef float @llvm.fma.f32(float %381, float %384, float %368)
  %393 = tail call contract noundef float @llvm.fma.f32(float %381, float %385, float %369)
  %394 = tail call contract noundef float @llvm.fma.f32(float %381, float %386, float %370)
  %395 = tail call contract noundef float @llvm.fma.f32(float %381, float %387, float %371)
  %396 = tail call contract noundef float @llvm.fma.f32(float %382, float %384, float %372)
  %397 = tail call contract noundef float @llvm.fma.f32(float %382, float %385, float %373)
  %398 = tail call contract noundef float @llvm.fma.f32(float %382, float %386, float %374)
  %399 = tail call contract noundef float @llvm.fma.f32(float %382, float %387, float %375)
  %400 = tail call contract noundef float @llvm.fma.f32(float %383, float %384, float %376)
  %401 = tail call contract noundef float @llvm.fma.f32(float %383, float %385, float %377)
  %402 = tail call contract noundef float @llvm.fma.f32(float %383, float %386, float %378)
  %403 = tail call contract noundef float @llvm.fma.f32(float %383, float %387, float %379)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %404 = add nuw nsw i32 %146, 8
  %405 = icmp slt i32 %404, %5
  br i1 %405, label %129, label %150, !llvm.loop !10

406:                                              ; preds = %150
  %407 = fmul contract float %6, %153
  %408 = add nsw i32 %170, %172
  %409 = sext i32 %408 to i64
  %410 = getelementptr inbounds float, ptr %2, i64 %409
  %411 = load float, ptr %410, align 4, !tbaa !8
  %412 = fmul contract float %7, %411
  %413 = fadd contract float %407, %412
  store float %413, ptr %410, align 4, !tbaa !8
  br label %414

414:                                              ; preds = %406, %150
  %415 = or disjoint i32 %170, 1
  %416 = icmp slt i32 %415, %4
  %417 = select i1 %171, i1 %416, i1 false
  br i1 %417, label %418, label %426

418:                                              ; preds = %414
  %419 = fmul contract float %6, %154
  %420 = add nsw i32 %415, %172
  %421 = sext i32 %420 to i64
  %422 = getelementptr inbounds float, ptr %2, i64 %421
  %423 = load float, ptr %422, align 4, !tbaa !8
  %424 = fmul contract float %7, %423
  %425 = fadd contract float %419, %424
  store float %425, ptr %422, align 4, !tbaa !8
  br label %426

426:                                              ; preds = %418, %414
  %427 = or disjoint i32 %170, 2
  %428 = icmp slt i32 %427, %4
  %429 = select i1 %171, i1 %428, i1 false
  br i1 %429, label %430, label %438

430:                                              ; preds = %426
  %431 = fmul contract float %6, %155
  %432 = add nsw i32 %427, %172
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds float, ptr %2, i64 %433
  %435 = load float, ptr %434, align 4, !tbaa !8
  %436 = fmul contract float %7, %435
  %437 = fadd contract float %431, %436
  store float %437, ptr %434, align 4, !tbaa !8
  br label %438

438:                                              ; preds = %430, %426
  %439 = or disjoint i32 %170, 3
  %440 = icmp slt i32 %439, %4
  %441 = select i1 %171, i1 %440, i1 false
  br i1 %441, label %442, label %450

442:                                              ; preds = %438
  %443 = fmul contract float %6, %156
  %444 = add nsw i32 %439, %172
  %445 = sext i32 %444 to i64
  %446 = getelementptr inbounds float, ptr %2, i64 %445
  %447 = load float, ptr %446, align 4, !tbaa !8
  %448 = fmul contract float %7, %447
  %449 = fadd contract float %443, %448
  store float %449, ptr %446, align 4, !tbaa !8
  br label %450

450:                                              ; preds = %442, %438
  %451 = or disjoint i32 %169, 1
  %452 = icmp slt i32 %451, %3
  %453 = mul nsw i32 %451, %4
  %454 = select i1 %452, i1 %173, i1 false
  br i1 %454, label %455, label %463

455:                                              ; preds = %450
  %456 = fmul contract float %6, %157
  %457 = add nsw i32 %170, %453
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds float, ptr %2, i64 %458
  %460 = load float, ptr %459, align 4, !tbaa !8
  %461 = fmul contract float %7, %460
  %462 = fadd contract float %456, %461
  store float %462, ptr %459, align 4, !tbaa !8
  br label %463

463:                                              ; preds = %455, %450
  %464 = select i1 %452, i1 %416, i1 false
  br i1 %464, label %465, label %473

465:                                              ; preds = %463
  %466 = fmul contract float %6, %158
  %467 = add nsw i32 %415, %453
  %468 = sext i32 %467 to i64
  %469 = getelementptr inbounds float, ptr %2, i64 %468
  %470 = load float, ptr %469, align 4, !tbaa !8
  %471 = fmul contract float %7, %470
  %472 = fadd contract float %466, %471
  store float %472, ptr %469, align 4, !tbaa !8
  br label %473

473:                                              ; preds = %465, %463
  %474 = select i1 %452, i1 %428, i1 false
  br i1 %474, label %475, label %483

475:                                              ; preds = %473
  %476 = fmul contract float %6, %159
  %477 = add nsw i32 %427, %453
  %478 = sext i32 %477 to i64
  %479 = getelementptr inbounds float, ptr %2, i64 %478
  %480 = load float, ptr %479, align 4, !tbaa !8
  %481 = fmul contract float %7, %480
  %482 = fadd contract float %476, %481
  store float %482, ptr %479, align 4, !tbaa !8
  br label %483

483:                                              ; preds = %475, %473
  %484 = select i1 %452, i1 %440, i1 false
  br i1 %484, label %485, label %493

485:                                              ; preds = %483
  %486 = fmul contract float %6, %160
  %487 = add nsw i32 %439, %453
  %488 = sext i32 %487 to i64
  %489 = getelementptr inbounds float, ptr %2, i64 %488
  %490 = load float, ptr %489, align 4, !tbaa !8
  %491 = fmul contract float %7, %490
  %492 = fadd contract float %486, %491
  store float %492, ptr %489, align 4, !tbaa !8
  br label %493

493:                                              ; preds = %485, %483
  %494 = or disjoint i32 %169, 2
  %495 = icmp slt i32 %494, %3
  %496 = mul nsw i32 %494, %4
  %497 = select i1 %495, i1 %173, i1 false
  br i1 %497, label %498, label %506

498:                                              ; preds = %493
  %499 = fmul contract float %6, %161
  %500 = add nsw i32 %170, %496
  %501 = sext i32 %500 to i64
  %502 = getelementptr inbounds float, ptr %2, i64 %501
  %503 = load float, ptr %502, align 4, !tbaa !8
  %504 = fmul contract float %7, %503
  %505 = fadd contract float %499, %504
  store float %505, ptr %502, align 4, !tbaa !8
  br label %506

506:                                              ; preds = %498, %493
  %507 = select i1 %495, i1 %416, i1 false
  br i1 %507, label %508, label %516

508:                                              ; preds = %506
  %509 = fmul contract float %6, %162
  %510 = add nsw i32 %415, %496
  %511 = sext i32 %510 to i64
  %512 = getelementptr inbounds float, ptr %2, i64 %511
  %513 = load float, ptr %512, align 4, !tbaa !8
  %514 = fmul contract float %7, %513
  %515 = fadd contract float %509, %514
  store float %515, ptr %512, align 4, !tbaa !8
  br label %516

516:                                              ; preds = %508, %506
  %517 = select i1 %495, i1 %428, i1 false
  br i1 %517, label %518, label %526

518:                                              ; preds = %516
  %519 = fmul contract float %6, %163
  %520 = add nsw i32 %427, %496
  %521 = sext i32 %520 to i64
  %522 = getelementptr inbounds float, ptr %2, i64 %521
  %523 = load float, ptr %522, align 4, !tbaa !8
  %524 = fmul contract float %7, %523
  %525 = fadd contract float %519, %524
  store float %525, ptr %522, align 4, !tbaa !8
  br label %526

526:                                              ; preds = %518, %516
  %527 = select i1 %495, i1 %440, i1 false
  br i1 %527, label %528, label %536

528:                                              ; preds = %526
  %529 = fmul contract float %6, %164
  %530 = add nsw i32 %439, %496
  %531 = sext i32 %530 to i64
  %532 = getelementptr inbounds float, ptr %2, i64 %531
  %533 = load float, ptr %532, align 4, !tbaa !8
  %534 = fmul contract float %7, %533
  %535 = fadd contract float %529, %534
  store float %535, ptr %532, align 4, !tbaa !8
  br label %536

536:                                              ; preds = %528, %526
  %537 = or disjoint i32 %169, 3
  %538 = icmp slt i32 %537, %3
  %539 = mul nsw i32 %537, %4
  %540 = select i1 %538, i1 %173, i1 false
  br i1 %540, label %541, label %549

541:                                              ; preds = %536
  %542 = fmul contract float %6, %165
  %543 = add nsw i32 %170, %539
  %544 = sext i32 %543 to i64
  %545 = getelementptr inbounds float, ptr %2, i64 %544
  %546 = load float, ptr %545, align 4, !tbaa !8
  %547 = fmul contract float %7, %546
  %548 = fadd contract float %542, %547
  store float %548, ptr %545, align 4, !tbaa !8
  br label %549

549:                                              ; preds = %541, %536
  %550 = select i1 %538, i1 %416, i1 false
  br i1 %550, label %551, label %559

551:                                              ; preds = %549
  %552 = fmul contract float %6, %166
  %553 = add nsw i32 %415, %539
  %554 = sext i32 %553 to i64
  %555 = getelementptr inbounds float, ptr %2, i64 %554
  %556 = load float, ptr %555, align 4, !tbaa !8
  %557 = fmul contract float %7, %556
  %558 = fadd contract float %552, %557
  store float %558, ptr %555, align 4, !tbaa !8
  br label %559

559:                                              ; preds = %551, %549
  %560 = select i1 %538, i1 %428, i1 false
  br i1 %560, label %561, label %569

561:                                              ; preds = %559
  %562 = fmul contract float %6, %167
  %563 = add nsw i32 %427, %539
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds float, ptr %2, i64 %564
  %566 = load float, ptr %565, align 4, !tbaa !8
  %567 = fmul contract float %7, %566
  %568 = fadd contract float %562, %567
  store float %568, ptr %565, align 4, !tbaa !8
  br label %569

569:                                              ; preds = %561, %559
  %570 = select i1 %538, i1 %440, i1 false
  br i1 %570, label %571, label %579

571:                                              ; preds = %569
  %572 = fmul contract float %6, %168
  %573 = add nsw i32 %439, %539
  %574 = sext i32 %573 to i64
  %575 = getelementptr inbounds float, ptr %2, i64 %574
  %576 = load float, ptr %575, align 4, !tbaa !8
  %577 = fmul contract float %7, %576
  %578 = fadd contract float %572, %577
  store float %578, ptr %575, align 4, !tbaa !8
  br label %579

579:                                              ; preds = %571, %569
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @gemm_rb4x4_i32(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 6
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 6
  %13 = icmp sgt i32 %5, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %6
  %15 = shl nuw nsw i32 %8, 2
  %16 = shl nuw nsw i32 %7, 2
  br label %485

17:                                               ; preds = %6
  %18 = shl nuw nsw i32 %8, 4
  %19 = add nuw nsw i32 %18, %7
  %20 = and i32 %7, 7
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 %21
  %23 = and i32 %19, 63
  %24 = or disjoint i32 %23, %12
  %25 = zext nneg i32 %23 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 %25
  %27 = shl nuw nsw i32 %8, 2
  %28 = shl nuw nsw i32 %7, 2
  %29 = lshr i32 %19, 3
  %30 = add nuw nsw i32 %29, %10
  %31 = mul nuw nsw i32 %30, %5
  %32 = zext nneg i32 %29 to i64
  %33 = getelementptr inbounds nuw i32, ptr %22, i64 %32
  %34 = lshr i32 %19, 6
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw [64 x i32], ptr %26, i64 %35
  %37 = add nuw nsw i32 %19, 256
  %38 = lshr i32 %37, 3
  %39 = add nuw nsw i32 %38, %10
  %40 = mul nuw nsw i32 %39, %5
  %41 = zext nneg i32 %38 to i64
  %42 = getelementptr inbounds nuw i32, ptr %22, i64 %41
  %43 = lshr i32 %37, 6
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw [64 x i32], ptr %26, i64 %44
  %46 = zext nneg i32 %28 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 %46
  %48 = zext nneg i32 %27 to i64
  %49 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 %48
  %50 = or disjoint i32 %28, 1
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 %51
  %53 = or disjoint i32 %28, 2
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 %54
  %56 = or disjoint i32 %28, 3
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 %57
  %59 = or disjoint i32 %27, 1
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 %60
  %62 = or disjoint i32 %27, 2
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 %63
  %65 = or disjoint i32 %27, 3
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 %66
  %68 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 256), i64 %46
  %69 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 256), i64 %48
  %70 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 256), i64 %51
  %71 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 256), i64 %54
  %72 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 256), i64 %57
  %73 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 256), i64 %60
  %74 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 256), i64 %63
  %75 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 256), i64 %66
  %76 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 512), i64 %46
  %77 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 512), i64 %48
  %78 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 512), i64 %51
  %79 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 512), i64 %54
  %80 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 512), i64 %57
  %81 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 512), i64 %60
  %82 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 512), i64 %63
  %83 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 512), i64 %66
  %84 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 768), i64 %46
  %85 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 768), i64 %48
  %86 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 768), i64 %51
  %87 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 768), i64 %54
  %88 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 768), i64 %57
  %89 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 768), i64 %60
  %90 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 768), i64 %63
  %91 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 768), i64 %66
  %92 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1024), i64 %46
  %93 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1024), i64 %48
  %94 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1024), i64 %51
  %95 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1024), i64 %54
  %96 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1024), i64 %57
  %97 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1024), i64 %60
  %98 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1024), i64 %63
  %99 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1024), i64 %66
  %100 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1280), i64 %46
  %101 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1280), i64 %48
  %102 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1280), i64 %51
  %103 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1280), i64 %54
  %104 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1280), i64 %57
  %105 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1280), i64 %60
  %106 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1280), i64 %63
  %107 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1280), i64 %66
  %108 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1536), i64 %46
  %109 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1536), i64 %48
  %110 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1536), i64 %51
  %111 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1536), i64 %54
  %112 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1536), i64 %57
  %113 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1536), i64 %60
  %114 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1536), i64 %63
  %115 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1536), i64 %66
  %116 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1792), i64 %46
  %117 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1792), i64 %48
  %118 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1792), i64 %51
  %119 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1792), i64 %54
  %120 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2Bs to ptr), i64 1792), i64 %57
  %121 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1792), i64 %60
  %122 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1792), i64 %63
  %123 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemm_rb4x4_i32E2As to ptr), i64 1792), i64 %66
  br label %124

124:                                              ; preds = %17, %124
  %125 = phi i32 [ 0, %17 ], [ %446, %124 ]
  %126 = phi i32 [ 0, %17 ], [ %449, %124 ]
  %127 = phi i32 [ 0, %17 ], [ %452, %124 ]
  %128 = phi i32 [ 0, %17 ], [ %455, %124 ]
  %129 = phi i32 [ 0, %17 ], [ %458, %124 ]
  %130 = phi i32 [ 0, %17 ], [ %460, %124 ]
  %131 = phi i32 [ 0, %17 ], [ %462, %124 ]
  %132 = phi i32 [ 0, %17 ], [ %464, %124 ]
  %133 = phi i32 [ 0, %17 ], [ %467, %124 ]
  %134 = phi i32 [ 0, %17 ], [ %469, %124 ]
  %135 = phi i32 [ 0, %17 ], [ %471, %124 ]
  %136 = phi i32 [ 0, %17 ], [ %473, %124 ]
  %137 = phi i32 [ 0, %17 ], [ %476, %124 ]
  %138 = phi i32 [ 0, %17 ], [ %478, %124 ]
  %139 = phi i32 [ 0, %17 ], [ %480, %124 ]
  %140 = phi i32 [ 0, %17 ], [ %482, %124 ]
  %141 = phi i32 [ 0, %17 ], [ %483, %124 ]
  %142 = or disjoint i32 %141, %20
  %143 = add nuw i32 %142, %31
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, ptr %0, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !4
  store i32 %146, ptr %33, align 4, !tbaa !4
  %147 = add nuw nsw i32 %34, %141
  %148 = mul nsw i32 %147, %4
  %149 = add i32 %24, %148
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr %1, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !4
  store i32 %152, ptr %36, align 4, !tbaa !4
  %153 = add nuw i32 %142, %40
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i32, ptr %0, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !4
  store i32 %156, ptr %42, align 4, !tbaa !4
  %157 = add nuw nsw i32 %43, %141
  %158 = mul nsw i32 %157, %4
  %159 = add i32 %24, %158
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds i32, ptr %1, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !4
  store i32 %162, ptr %45, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %163 = load i32, ptr %49, align 4, !tbaa !4
  %164 = load i32, ptr %47, align 4, !tbaa !4
  %165 = mul nsw i32 %164, %163
  %166 = add nsw i32 %125, %165
  %167 = load i32, ptr %52, align 4, !tbaa !4
  %168 = mul nsw i32 %167, %163
  %169 = add nsw i32 %126, %168
  %170 = load i32, ptr %55, align 4, !tbaa !4
  %171 = mul nsw i32 %170, %163
  %172 = add nsw i32 %127, %171
  %173 = load i32, ptr %58, align 4, !tbaa !4
  %174 = mul nsw i32 %173, %163
  %175 = add nsw i32 %128, %174
  %176 = load i32, ptr %61, align 4, !tbaa !4
  %177 = mul nsw i32 %164, %176
  %178 = add nsw i32 %129, %177
  %179 = mul nsw i32 %167, %176
  %180 = add nsw i32 %130, %179
  %181 = mul nsw i32 %170, %176
  %182 = add nsw i32 %131, %181
  %183 = mul nsw i32 %173, %176
  %184 = add nsw i32 %132, %183
  %185 = load i32, ptr %64, align 4, !tbaa !4
  %186 = mul nsw i32 %164, %185
  %187 = add nsw i32 %133, %186
  %188 = mul nsw i32 %167, %185
  %189 = add nsw i32 %134, %188
  %190 = mul nsw i32 %170, %185
  %191 = add nsw i32 %135, %190
  %192 = mul nsw i32 %173, %185
  %193 = add nsw i32 %136, %192
  %194 = load i32, ptr %67, align 4, !tbaa !4
  %195 = mul nsw i32 %164, %194
  %196 = add nsw i32 %137, %195
  %197 = mul nsw i32 %167, %194
  %198 = add nsw i32 %138, %197
  %199 = mul nsw i32 %170, %194
  %200 = add nsw i32 %139, %199
  %201 = mul nsw i32 %173, %194
  %202 = add nsw i32 %140, %201
  %203 = load i32, ptr %69, align 4, !tbaa !4
  %204 = load i32, ptr %68, align 4, !tbaa !4
  %205 = mul nsw i32 %204, %203
  %206 = add nsw i32 %166, %205
  %207 = load i32, ptr %70, align 4, !tbaa !4
  %208 = mul nsw i32 %207, %203
  %209 = add nsw i32 %169, %208
  %210 = load i32, ptr %71, align 4, !tbaa !4
  %211 = mul nsw i32 %210, %203
  %212 = add nsw i32 %172, %211
  %213 = load i32, ptr %72, align 4, !tbaa !4
  %214 = mul nsw i32 %213, %203
  %215 = add nsw i32 %175, %214
  %216 = load i32, ptr %73, align 4, !tbaa !4
  %217 = mul nsw i32 %204, %216
  %218 = add nsw i32 %178, %217
  %219 = mul nsw i32 %207, %216
  %220 = add nsw i32 %180, %219
  %221 = mul nsw i32 %210, %216
  %222 = add nsw i32 %182, %221
  %223 = mul nsw i32 %213, %216
  %224 = add nsw i32 %184, %223
  %225 = load i32, ptr %74, align 4, !tbaa !4
  %226 = mul nsw i32 %204, %225
  %227 = add nsw i32 %187, %226
  %228 = mul nsw i32 %207, %225
  %229 = add nsw i32 %189, %228
  %230 = mul nsw i32 %210, %225
  %231 = add nsw i32 %191, %230
  %232 = mul nsw i32 %213, %225
  %233 = add nsw i32 %193, %232
  %234 = load i32, ptr %75, align 4, !tbaa !4
  %235 = mul nsw i32 %204, %234
  %236 = add nsw i32 %196, %235
  %237 = mul nsw i32 %207, %234
  %238 = add nsw i32 %198, %237
  %239 = mul nsw i32 %210, %234
  %240 = add nsw i32 %200, %239
  %241 = mul nsw i32 %213, %234
  %242 = add nsw i32 %202, %241
  %243 = load i32, ptr %77, align 4, !tbaa !4
  %244 = load i32, ptr %76, align 4, !tbaa !4
  %245 = mul nsw i32 %244, %243
  %246 = add nsw i32 %206, %245
  %247 = load i32, ptr %78, align 4, !tbaa !4
  %248 = mul nsw i32 %247, %243
  %249 = add nsw i32 %209, %248
  %250 = load i32, ptr %79, align 4, !tbaa !4
  %251 = mul nsw i32 %250, %243
  %252 = add nsw i32 %212, %251
  %253 = load i32, ptr %80, align 4, !tbaa !4
  %254 = mul nsw i32 %253, %243
  %255 = add nsw i32 %215, %254
  %256 = load i32, ptr %81, align 4, !tbaa !4
  %257 = mul nsw i32 %244, %256
  %258 = add nsw i32 %218, %257
  %259 = mul nsw i32 %247, %256
  %260 = add nsw i32 %220, %259
  %261 = mul nsw i32 %250, %256
  %262 = add nsw i32 %222, %261
  %263 = mul nsw i32 %253, %256
  %264 = add nsw i32 %224, %263
  %265 = load i32, ptr %82, align 4, !tbaa !4
  %266 = mul nsw i32 %244, %265
  %267 = add nsw i32 %227, %266
  %268 = mul nsw i32 %247, %265
  %269 = add nsw i32 %229, %268
  %270 = mul nsw i32 %250, %265
  %271 = add nsw i32 %231, %270
  %272 = mul nsw i32 %253, %265
  %273 = add nsw i32 %233, %272
  %274 = load i32, ptr %83, align 4, !tbaa !4
  %275 = mul nsw i32 %244, %274
  %276 = add nsw i32 %236, %275
  %277 = mul nsw i32 %247, %274
  %278 = add nsw i32 %238, %277
  %279 = mul nsw i32 %250, %274
  %280 = add nsw i32 %240, %279
  %281 = mul nsw i32 %253, %274
  %282 = add nsw i32 %242, %281
  %283 = load i32, ptr %85, align 4, !tbaa !4
  %284 = load i32, ptr %84, align 4, !tbaa !4
  %285 = mul nsw i32 %284, %283
  %286 = add nsw i32 %246, %285
  %287 = load i32, ptr %86, align 4, !tbaa !4
  %288 = mul nsw i32 %287, %283
  %289 = add nsw i32 %249, %288
  %290 = load i32, ptr %87, align 4, !tbaa !4
  %291 = mul nsw i32 %290, %283
  %292 = add nsw i32 %252, %291
  %293 = load i32, ptr %88, align 4, !tbaa !4
  %294 = mul nsw i32 %293, %283
  %295 = add nsw i32 %255, %294
  %296 = load i32, ptr %89, align 4, !tbaa !4
  %297 = mul nsw i32 %284, %296
  %298 = add nsw i32 %258, %297
  %299 = mul nsw i32 %287, %296
  %300 = add nsw i32 %260, %299
  %301 = mul nsw i32 %290, %296
  %302 = add nsw i32 %262, %301
  %303 = mul nsw i32 %293, %296
  %304 = add nsw i32 %264, %303
  %305 = load i32, ptr %90, align 4, !tbaa !4
  %306 = mul nsw i32 %284, %305
  %307 = add nsw i32 %267, %306
  %308 = mul nsw i32 %287, %305
  %309 = add nsw i32 %269, %308
  %310 = mul nsw i32 %290, %305
  %311 = add nsw i32 %271, %310
  %312 = mul nsw i32 %293, %305
  %313 = add nsw i32 %273, %312
  %314 = load i32, ptr %91, align 4, !tbaa !4
  %315 = mul nsw i32 %284, %314
  %316 = add nsw i32 %276, %315
  %317 = mul nsw i32 %287, %314
  %318 = add nsw i32 %278, %317
  %319 = mul nsw i32 %290, %314
  %320 = add nsw i32 %280, %319
  %321 = mul nsw i32 %293, %314
  %322 = add nsw i32 %282, %321
  %323 = load i32, ptr %93, align 4, !tbaa !4
  %324 = load i32, ptr %92, align 4, !tbaa !4
  %325 = mul nsw i32 %324, %323
  %326 = add nsw i32 %286, %325
  %327 = load i32, ptr %94, align 4, !tbaa !4
  %328 = mul nsw i32 %327, %323
  %329 = add nsw i32 %289, %328
  %330 = load i32, ptr %95, align 4, !tbaa !4
  %331 = mul nsw i32 %330, %323
  %332 = add nsw i32 %292, %331
  %333 = load i32, ptr %96, align 4, !tbaa !4
  %334 = mul nsw i32 %333, %323
  %335 = add nsw i32 %295, %334
  %336 = load i32, ptr %97, align 4, !tbaa !4
  %337 = mul nsw i32 %324, %336
  %338 = add nsw i32 %298, %337
  %339 = mul nsw i32 %327, %336
  %340 = add nsw i32 %300, %339
  %341 = mul nsw i32 %330, %336
  %342 = add nsw i32 %302, %341
  %343 = mul nsw i32 %333, %336
  %344 = add nsw i32 %304, %343
  %345 = load i32, ptr %98, align 4, !tbaa !4
  %346 = mul nsw i32 %324, %345
  %347 = add nsw i32 %307, %346
  %348 = mul nsw i32 %327, %345
  %349 = add nsw i32 %309, %348
  %350 = mul nsw i32 %330, %345
  %351 = add nsw i32 %311, %350
  %352 = mul nsw i32 %333, %345
  %353 = add nsw i32 %313, %352
  %354 = load i32, ptr %99, align 4, !tbaa !4
  %355 = mul nsw i32 %324, %354
  %356 = add nsw i32 %316, %355
  %357 = mul nsw i32 %327, %354
  %358 = add nsw i32 %318, %357
  %359 = mul nsw i32 %330, %354
  %360 = add nsw i32 %320, %359
  %361 = mul nsw i32 %333, %354
  %362 = add nsw i32 %322, %361
  %363 = load i32, ptr %101, align 4, !tbaa !4
  %364 = load i32, ptr %100, align 4, !tbaa !4
  %365 = mul nsw i32 %364, %363
  %366 = add nsw i32 %326, %365
  %367 = load i32, ptr %102, align 4, !tbaa !4
  %368 = mul nsw i32 %367, %363
  %369 = add nsw i32 %329, %368
  %370 = load i32, ptr %103, align 4, !tbaa !4
  %371 = mul nsw i32 %370, %363
  %372 = add nsw i32 %332, %371
  %373 = load i32, ptr %104, align 4, !tbaa !4
  %374 = mul nsw i32 %373, %363
  %375 = add nsw i32 %335, %374
  %376 = load i32, ptr %105, align 4, !tbaa !4
  %377 = mul nsw i32 %364, %376
  %378 = add nsw i32 %338, %377
  %379 = mul nsw i32 %367, %376
  %380 = add nsw i32 %340, %379
  %381 = mul nsw i32 %370, %376
  %382 = add nsw i32 %342, %381
  %383 = mul nsw i32 %373, %376
  %384 = add nsw i32 %344, %383
  %385 = load i32, ptr %106, align 4, !tbaa !4
  %386 = mul nsw i32 %364, %385
  %387 = add nsw i32 %347, %386
  %388 = mul nsw i32 %367, %385
  %389 = add nsw i32 %349, %388
  %390 = mul nsw i32 %370, %385
  %391 = add nsw i32 %351, %390
  %392 = mul nsw i32 %373, %385
  %393 = add nsw i32 %353, %392
  %394 = load i32, ptr %107, align 4, !tbaa !4
  %395 = mul nsw i32 %364, %394
  %396 = add nsw i32 %356, %395
  %397 = mul nsw i32 %367, %394
  %398 = add nsw i32 %358, %397
  %399 = mul nsw i32 %370, %394
  %400 = add nsw i32 %360, %399
  %401 = mul nsw i32 %373, %394
  %402 = add nsw i32 %362, %401
  %403 = load i32, ptr %109, align 4, !tbaa !4
  %404 = load i32, ptr %108, align 4, !tbaa !4
  %405 = mul nsw i32 %404, %403
  %406 = add nsw i32 %366, %405
  %407 = load i32, ptr %110, align 4, !tbaa !4
  %408 = mul nsw i32 %407, %403
  %409 = add nsw i32 %369, %408
  %410 = load i32, ptr %111, align 4, !tbaa !4
  %411 = mul nsw i32 %410, %403
  %412 = add nsw i32 %372, %411
  %413 = load i32, ptr %112, align 4, !tbaa !4
  %414 = mul nsw i32 %413, %403
  %415 = add nsw i32 %375, %414
  %416 = load i32, ptr %113, align 4, !tbaa !4
  %417 = mul nsw i32 %404, %416
  %418 = add nsw i32 %378, %417
  %419 = mul nsw i32 %407, %416
  %420 = add nsw i32 %380, %419
  %421 = mul nsw i32 %410, %416
  %422 = add nsw i32 %382, %421
  %423 = mul nsw i32 %413, %416
  %424 = add nsw i32 %384, %423
  %425 = load i32, ptr %114, align 4, !tbaa !4
  %426 = mul nsw i32 %404, %425
  %427 = add nsw i32 %387, %426
  %428 = mul nsw i32 %407, %425
  %429 = add nsw i32 %389, %428
  %430 = mul nsw i32 %410, %425
  %431 = add nsw i32 %391, %430
  %432 = mul nsw i32 %413, %425
  %433 = add nsw i32 %393, %432
  %434 = load i32, ptr %115, align 4, !tbaa !4
  %435 = mul nsw i32 %404, %434
  %436 = add nsw i32 %396, %435
  %437 = mul nsw i32 %407, %434
  %438 = add nsw i32 %398, %437
  %439 = mul nsw i32 %410, %434
  %440 = add nsw i32 %400, %439
  %441 = mul nsw i32 %413, %434
  %442 = add nsw i32 %402, %441
  %443 = load i32, ptr %117, align 4, !tbaa !4
  %444 = load i32, ptr %116, align 4, !tbaa !4
  %445 = mul nsw i32 %444, %443
  %446 = add nsw i32 %406, %445
  %447 = load i32, ptr %118, align 4, !tbaa !4
  %448 = mul nsw i32 %447, %443
  %449 = add nsw i32 %409, %448
  %450 = load i32, ptr %119, align 4, !tbaa !4
  %451 = mul nsw i32 %450, %443
  %452 = add nsw i32 %412, %451
  %453 = load i32, ptr %120, align 4, !tbaa !4
  %454 = mul nsw i32 %453, %443
  %455 = add nsw i32 %415, %454
  %456 = load i32, ptr %121, align 4, !tbaa !4
  %457 = mul nsw i32 %444, %456
  %458 = add nsw i32 %418, %457
  %459 = mul nsw i32 %447, %456
  %460 = add nsw i32 %420, %459
  %461 = mul nsw i32 %450, %456
  %462 = add nsw i32 %422, %461
  %463 = mul nsw i32 %453, %456
  %464 = add nsw i32 %424, %463
  %465 = load i32, ptr %122, align 4, !tbaa !4
  %466 = mul nsw i32 %444, %465
  %467 = add nsw i32 %427, %466
  %468 = mul nsw i32 %447, %465
  %469 = add nsw i32 %429, %468
  %470 = mul nsw i32 %450, %465
  %471 = add nsw i32 %431, %470
  %472 = mul nsw i32 %453, %465
  %473 = add nsw i32 %433, %472
  %474 = load i32, ptr %123, align 4, !tbaa !4
  %475 = mul nsw i32 %444, %474
  %476 = add nsw i32 %436, %475
  %477 = mul nsw i32 %447, %474
  %478 = add nsw i32 %438, %477
  %479 = mul nsw i32 %450, %474
  %480 = add nsw i32 %440, %479
  %481 = mul nsw i32 %453, %474
  %482 = add nsw i32 %442, %481
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %483 = add nuw nsw i32 %141, 8
  %484 = icmp slt i32 %483, %5
  br i1 %484, label %124, label %485, !llvm.loop !12

485:                                              ; preds = %124, %14
  %486 = phi i32 [ %16, %14 ], [ %28, %124 ]
  %487 = phi i32 [ %15, %14 ], [ %27, %124 ]
  %488 = phi i32 [ 0, %14 ], [ %446, %124 ]
  %489 = phi i32 [ 0, %14 ], [ %449, %124 ]
  %490 = phi i32 [ 0, %14 ], [ %452, %124 ]
  %491 = phi i32 [ 0, %14 ], [ %455, %124 ]
  %492 = phi i32 [ 0, %14 ], [ %458, %124 ]
  %493 = phi i32 [ 0, %14 ], [ %460, %124 ]
  %494 = phi i32 [ 0, %14 ], [ %462, %124 ]
  %495 = phi i32 [ 0, %14 ], [ %464, %124 ]
  %496 = phi i32 [ 0, %14 ], [ %467, %124 ]
  %497 = phi i32 [ 0, %14 ], [ %469, %124 ]
  %498 = phi i32 [ 0, %14 ], [ %471, %124 ]
  %499 = phi i32 [ 0, %14 ], [ %473, %124 ]
  %500 = phi i32 [ 0, %14 ], [ %476, %124 ]
  %501 = phi i32 [ 0, %14 ], [ %478, %124 ]
  %502 = phi i32 [ 0, %14 ], [ %480, %124 ]
  %503 = phi i32 [ 0, %14 ], [ %482, %124 ]
  %504 = add nuw nsw i32 %10, %487
  %505 = add i32 %486, %12
  %506 = mul nsw i32 %504, %4
  %507 = add i32 %505, %506
  %508 = sext i32 %507 to i64
  %509 = getelementptr inbounds i32, ptr %2, i64 %508
  store i32 %488, ptr %509, align 4, !tbaa !4
  %510 = sext i32 %507 to i64
  %511 = getelementptr i32, ptr %2, i64 %510
  %512 = getelementptr i8, ptr %511, i64 4
  store i32 %489, ptr %512, align 4, !tbaa !4
  %513 = sext i32 %507 to i64
  %514 = getelementptr i32, ptr %2, i64 %513
  %515 = getelementptr i8, ptr %514, i64 8
  store i32 %490, ptr %515, align 4, !tbaa !4
  %516 = sext i32 %507 to i64
  %517 = getelementptr i32, ptr %2, i64 %516
  %518 = getelementptr i8, ptr %517, i64 12
  store i32 %491, ptr %518, align 4, !tbaa !4
  %519 = or disjoint i32 %504, 1
  %520 = mul nsw i32 %519, %4
  %521 = add i32 %505, %520
  %522 = sext i32 %521 to i64
  %523 = getelementptr inbounds i32, ptr %2, i64 %522
  store i32 %492, ptr %523, align 4, !tbaa !4
  %524 = sext i32 %521 to i64
  %525 = getelementptr i32, ptr %2, i64 %524
  %526 = getelementptr i8, ptr %525, i64 4
  store i32 %493, ptr %526, align 4, !tbaa !4
  %527 = sext i32 %521 to i64
  %528 = getelementptr i32, ptr %2, i64 %527
  %529 = getelementptr i8, ptr %528, i64 8
  store i32 %494, ptr %529, align 4, !tbaa !4
  %530 = sext i32 %521 to i64
  %531 = getelementptr i32, ptr %2, i64 %530
  %532 = getelementptr i8, ptr %531, i64 12
  store i32 %495, ptr %532, align 4, !tbaa !4
  %533 = or disjoint i32 %504, 2
  %534 = mul nsw i32 %533, %4
  %535 = add i32 %505, %534
  %536 = sext i32 %535 to i64
  %537 = getelementptr inbounds i32, ptr %2, i64 %536
  store i32 %496, ptr %537, align 4, !tbaa !4
  %538 = sext i32 %535 to i64
  %539 = getelementptr i32, ptr %2, i64 %538
  %540 = getelementptr i8, ptr %539, i64 4
  store i32 %497, ptr %540, align 4, !tbaa !4
  %541 = sext i32 %535 to i64
  %542 = getelementptr i32, ptr %2, i64 %541
  %543 = getelementptr i8, ptr %542, i64 8
  store i32 %498, ptr %543, align 4, !tbaa !4
  %544 = sext i32 %535 to i64
  %545 = getelementptr i32, ptr %2, i64 %544
  %546 = getelementptr i8, ptr %545, i64 12
  store i32 %499, ptr %546, align 4, !tbaa !4
  %547 = or disjoint i32 %504, 3
  %548 = mul nsw i32 %547, %4
  %549 = add i32 %505, %548
  %550 = sext i32 %549 to i64
  %551 = getelementptr inbounds i32, ptr %2, i64 %550
  store i32 %500, ptr %551, align 4, !tbaa !4
  %552 = sext i32 %549 to i64
  %553 = getelementptr i32, ptr %2, i64 %552
  %554 = getelementptr i8, ptr %553, i64 4
  store i32 %501, ptr %554, align 4, !tbaa !4
  %555 = sext i32 %549 to i64
  %556 = getelementptr i32, ptr %2, i64 %555
  %557 = getelementptr i8, ptr %556, i64 8
  store i32 %502, ptr %557, align 4, !tbaa !4
  %558 = sext i32 %549 to i64
  %559 = getelementptr i32, ptr %2, i64 %558
  %560 = getelementptr i8, ptr %559, i64 12
  store i32 %503, ptr %560, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
