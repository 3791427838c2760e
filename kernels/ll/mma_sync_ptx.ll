; ModuleID = 'src/mma_sync_ptx.cu'
source_filename = "src/mma_sync_ptx.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @mma_m16n8k16_strip(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = lshr i32 %10, 5
  %12 = lshr i32 %9, 2
  %13 = and i32 %12, 7
  %14 = and i32 %9, 3
  %15 = sdiv i32 %3, 32
  %16 = sdiv i32 %11, %15
  %17 = shl nsw i32 %16, 4
  %18 = mul i32 %16, %15
  %19 = sub i32 %11, %18
  %20 = shl nuw nsw i32 %19, 5
  %21 = icmp sgt i32 %4, 0
  %22 = or disjoint i32 %17, %13
  br i1 %21, label %25, label %23

23:                                               ; preds = %5
  %24 = or disjoint i32 %22, 8
  br label %38

25:                                               ; preds = %5
  %26 = lshr i32 %4, 1
  %27 = mul i32 %22, %26
  %28 = or disjoint i32 %22, 8
  %29 = mul i32 %28, %26
  %30 = or disjoint i32 %20, %13
  %31 = mul nuw nsw i32 %30, %26
  %32 = or disjoint i32 %30, 8
  %33 = mul nuw nsw i32 %32, %26
  %34 = or disjoint i32 %30, 16
  %35 = mul nuw nsw i32 %34, %26
  %36 = or disjoint i32 %30, 24
  %37 = mul nuw nsw i32 %36, %26
  br label %111

38:                                               ; preds = %111, %23
  %39 = phi i32 [ %24, %23 ], [ %28, %111 ]
  %40 = phi float [ 0.000000e+00, %23 ], [ %154, %111 ]
  %41 = phi float [ 0.000000e+00, %23 ], [ %155, %111 ]
  %42 = phi float [ 0.000000e+00, %23 ], [ %156, %111 ]
  %43 = phi float [ 0.000000e+00, %23 ], [ %157, %111 ]
  %44 = phi float [ 0.000000e+00, %23 ], [ %165, %111 ]
  %45 = phi float [ 0.000000e+00, %23 ], [ %166, %111 ]
  %46 = phi float [ 0.000000e+00, %23 ], [ %167, %111 ]
  %47 = phi float [ 0.000000e+00, %23 ], [ %168, %111 ]
  %48 = phi float [ 0.000000e+00, %23 ], [ %176, %111 ]
  %49 = phi float [ 0.000000e+00, %23 ], [ %177, %111 ]
  %50 = phi float [ 0.000000e+00, %23 ], [ %178, %111 ]
  %51 = phi float [ 0.000000e+00, %23 ], [ %179, %111 ]
  %52 = phi float [ 0.000000e+00, %23 ], [ %187, %111 ]
  %53 = phi float [ 0.000000e+00, %23 ], [ %188, %111 ]
  %54 = phi float [ 0.000000e+00, %23 ], [ %189, %111 ]
  %55 = phi float [ 0.000000e+00, %23 ], [ %190, %111 ]
  %56 = shl nuw nsw i32 %14, 1
  %57 = or disjoint i32 %56, %20
  %58 = mul i32 %22, %3
  %59 = mul i32 %39, %3
  %60 = add i32 %57, %58
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr %2, i64 %61
  store float %40, ptr %62, align 4, !tbaa !8
  %63 = add i32 %60, 1
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds nuw float, ptr %2, i64 %64
  store float %41, ptr %65, align 4, !tbaa !8
  %66 = add i32 %57, %59
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr %2, i64 %67
  store float %42, ptr %68, align 4, !tbaa !8
  %69 = add i32 %66, 1
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr %2, i64 %70
  store float %43, ptr %71, align 4, !tbaa !8
  %72 = or disjoint i32 %57, 8
  %73 = add i32 %72, %58
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %2, i64 %74
  store float %44, ptr %75, align 4, !tbaa !8
  %76 = add i32 %73, 1
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds nuw float, ptr %2, i64 %77
  store float %45, ptr %78, align 4, !tbaa !8
  %79 = add i32 %72, %59
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds nuw float, ptr %2, i64 %80
  store float %46, ptr %81, align 4, !tbaa !8
  %82 = add i32 %79, 1
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds nuw float, ptr %2, i64 %83
  store float %47, ptr %84, align 4, !tbaa !8
  %85 = or disjoint i32 %57, 16
  %86 = add i32 %85, %58
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds nuw float, ptr %2, i64 %87
  store float %48, ptr %88, align 4, !tbaa !8
  %89 = add i32 %86, 1
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds nuw float, ptr %2, i64 %90
  store float %49, ptr %91, align 4, !tbaa !8
  %92 = add i32 %85, %59
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds nuw float, ptr %2, i64 %93
  store float %50, ptr %94, align 4, !tbaa !8
  %95 = add i32 %92, 1
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds nuw float, ptr %2, i64 %96
  store float %51, ptr %97, align 4, !tbaa !8
  %98 = or disjoint i32 %57, 24
  %99 = add i32 %98, %58
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds nuw float, ptr %2, i64 %100
  store float %52, ptr %101, align 4, !tbaa !8
  %102 = add i32 %99, 1
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds nuw float, ptr %2, i64 %103
  store float %53, ptr %104, align 4, !tbaa !8
  %105 = add i32 %98, %59
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds nuw float, ptr %2, i64 %106
  store float %54, ptr %107, align 4, !tbaa !8
  %108 = add i32 %105, 1
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds nuw float, ptr %2, i64 %109
  store float %55, ptr %110, align 4, !tbaa !8
  ret void

111:                                              ; preds = %25, %111
  %112 = phi float [ 0.000000e+00, %25 ], [ %154, %111 ]
  %113 = phi float [ 0.000000e+00, %25 ], [ %155, %111 ]
  %114 = phi float [ 0.000000e+00, %25 ], [ %156, %111 ]
  %115 = phi float [ 0.000000e+00, %25 ], [ %157, %111 ]
  %116 = phi float [ 0.000000e+00, %25 ], [ %165, %111 ]
  %117 = phi float [ 0.000000e+00, %25 ], [ %166, %111 ]
  %118 = phi float [ 0.000000e+00, %25 ], [ %167, %111 ]
  %119 = phi float [ 0.000000e+00, %25 ], [ %168, %111 ]
  %120 = phi float [ 0.000000e+00, %25 ], [ %176, %111 ]
  %121 = phi float [ 0.000000e+00, %25 ], [ %177, %111 ]
  %122 = phi float [ 0.000000e+00, %25 ], [ %178, %111 ]
  %123 = phi float [ 0.000000e+00, %25 ], [ %179, %111 ]
  %124 = phi float [ 0.000000e+00, %25 ], [ %187, %111 ]
  %125 = phi float [ 0.000000e+00, %25 ], [ %188, %111 ]
  %126 = phi float [ 0.000000e+00, %25 ], [ %189, %111 ]
  %127 = phi float [ 0.000000e+00, %25 ], [ %190, %111 ]
  %128 = phi i32 [ 0, %25 ], [ %191, %111 ]
  %129 = lshr exact i32 %128, 1
  %130 = or disjoint i32 %129, %14
  %131 = add i32 %130, %27
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds nuw i32, ptr %0, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !4
  %135 = add i32 %130, %29
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds nuw i32, ptr %0, i64 %136
  %138 = load i32, ptr %137, align 4, !tbaa !4
  %139 = add i32 %131, 4
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds nuw i32, ptr %0, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !4
  %143 = add i32 %135, 4
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds nuw i32, ptr %0, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !4
  %147 = add nuw nsw i32 %31, %130
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds nuw i32, ptr %1, i64 %148
  %150 = load i32, ptr %149, align 4, !tbaa !4
  %151 = getelementptr i8, ptr %149, i64 16
  %152 = load i32, ptr %151, align 4, !tbaa !4
  %153 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %134, i32 %138, i32 %142, i32 %146, i32 %150, i32 %152, float %112, float %113, float %114, float %115) #2, !srcloc !10
  %154 = extractvalue { float, float, float, float } %153, 0
  %155 = extractvalue { float, float, float, float } %153, 1
  %156 = extractvalue { float, float, float, float } %153, 2
  %157 = extractvalue { float, float, float, float } %153, 3
  %158 = add nuw nsw i32 %33, %130
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds nuw i32, ptr %1, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !4
  %162 = getelementptr i8, ptr %160, i64 16
  %163 = load i32, ptr %162, align 4, !tbaa !4
  %164 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %134, i32 %138, i32 %142, i32 %146, i32 %161, i32 %163, float %116, float %117, float %118, float %119) #2, !srcloc !10
  %165 = extractvalue { float, float, float, float } %164, 0
  %166 = extractvalue { float, float, float, float } %164, 1
  %167 = extractvalue { float, float, float, float } %164, 2
  %168 = extractvalue { float, float, float, float } %164, 3
  %169 = add nuw nsw i32 %35, %130
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds nuw i32, ptr %1, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !4
  %173 = getelementptr i8, ptr %171, i64 16
  %174 = load i32, ptr %173, align 4, !tbaa !4
  %175 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %134, i32 %138, i32 %142, i32 %146, i32 %172, i32 %174, float %120, float %121, float %122, float %123) #2, !srcloc !10
  %176 = extractvalue { float, float, float, float } %175, 0
  %177 = extractvalue { float, float, float, float } %175, 1
  %178 = extractvalue { float, float, float, float } %175, 2
  %179 = extractvalue { float, float, float, float } %175, 3
  %180 = add nuw nsw i32 %37, %130
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr inbounds nuw i32, ptr %1, i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !4
  %184 = getelementptr i8, ptr %182, i64 16
  %185 = load i32, ptr %184, align 4, !tbaa !4
  %186 = tail call contract { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$0,$1,$2,$3};", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"(i32 %134, i32 %138, i32 %142, i32 %146, i32 %183, i32 %185, float %124, float %125, float %126, float %127) #2, !srcloc !10
  %187 = extractvalue { float, float, float, float } %186, 0
  %188 = extractvalue { float, float, float, float } %186, 1
  %189 = extractvalue { float, float, float, float } %186, 2
  %190 = extractvalue { float, float, float, float } %186, 3
  %191 = add nuw nsw i32 %128, 16
  %192 = icmp slt i32 %191, %4
  br i1 %192, label %111, label %38, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

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
!10 = !{i64 337}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
