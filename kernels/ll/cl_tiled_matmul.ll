; ModuleID = 'src/cl_tiled_matmul.cl'
source_filename = "src/cl_tiled_matmul.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

@cl_matmul_tile16x2.As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@cl_matmul_tile16x2.Bs = internal unnamed_addr addrspace(3) global [16 x [32 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @cl_matmul_tile16x2(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_cl_matmul_tile16x2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_cl_matmul_tile16x2(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl nuw nsw i32 %8, 4
  %10 = add nuw nsw i32 %9, %6
  %11 = shl i32 %7, 5
  %12 = add i32 %11, %5
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %4
  %15 = mul nsw i32 %3, %10
  br label %74

16:                                               ; preds = %4
  %17 = zext nneg i32 %5 to i64
  %18 = zext nneg i32 %6 to i64
  %19 = mul nuw nsw i32 %3, %10
  %20 = add nuw i32 %19, %5
  %21 = getelementptr inbounds nuw [16 x float], ptr addrspace(3) @cl_matmul_tile16x2.As, i64 %18
  %22 = getelementptr inbounds nuw float, ptr addrspace(3) %21, i64 %17
  %23 = getelementptr inbounds nuw [32 x float], ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 %18
  %24 = getelementptr inbounds nuw float, ptr addrspace(3) %23, i64 %17
  %25 = add nuw nsw i64 %17, 16
  %26 = getelementptr inbounds nuw float, ptr addrspace(3) %23, i64 %25
  %27 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 %17
  %28 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 %25
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 4
  %30 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 128), i64 %17
  %31 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 128), i64 %25
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 8
  %33 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 256), i64 %17
  %34 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 256), i64 %25
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 12
  %36 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 384), i64 %17
  %37 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 384), i64 %25
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 16
  %39 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 512), i64 %17
  %40 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 512), i64 %25
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 20
  %42 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 640), i64 %17
  %43 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 640), i64 %25
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 24
  %45 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 768), i64 %17
  %46 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 768), i64 %25
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 28
  %48 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 896), i64 %17
  %49 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 896), i64 %25
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 32
  %51 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1024), i64 %17
  %52 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1024), i64 %25
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 36
  %54 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1152), i64 %17
  %55 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1152), i64 %25
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 40
  %57 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1280), i64 %17
  %58 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1280), i64 %25
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 44
  %60 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1408), i64 %17
  %61 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1408), i64 %25
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 48
  %63 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1536), i64 %17
  %64 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1536), i64 %25
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 52
  %66 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1664), i64 %17
  %67 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1664), i64 %25
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 56
  %69 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1792), i64 %17
  %70 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1792), i64 %25
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %21, i64 60
  %72 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1920), i64 %17
  %73 = getelementptr inbounds nuw float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_matmul_tile16x2.Bs, i64 1920), i64 %25
  br label %82

74:                                               ; preds = %82, %14
  %75 = phi i32 [ %15, %14 ], [ %19, %82 ]
  %76 = phi float [ 0.000000e+00, %14 ], [ %175, %82 ]
  %77 = phi float [ 0.000000e+00, %14 ], [ %177, %82 ]
  %78 = add nsw i32 %75, %12
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %79
  store float %76, ptr addrspace(1) %80, align 4, !tbaa !12
  %81 = getelementptr i8, ptr addrspace(1) %80, i64 64
  store float %77, ptr addrspace(1) %81, align 4, !tbaa !12
  ret void

82:                                               ; preds = %16, %82
  %83 = phi i32 [ 0, %16 ], [ %178, %82 ]
  %84 = phi float [ 0.000000e+00, %16 ], [ %177, %82 ]
  %85 = phi float [ 0.000000e+00, %16 ], [ %175, %82 ]
  %86 = add i32 %20, %83
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %87
  %89 = load float, ptr addrspace(1) %88, align 4, !tbaa !12
  store float %89, ptr addrspace(3) %22, align 4, !tbaa !12
  %90 = add nuw nsw i32 %83, %6
  %91 = mul nuw nsw i32 %90, %3
  %92 = add nsw i32 %91, %12
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4, !tbaa !12
  store float %95, ptr addrspace(3) %24, align 4, !tbaa !12
  %96 = getelementptr i8, ptr addrspace(1) %94, i64 64
  %97 = load float, ptr addrspace(1) %96, align 4, !tbaa !12
  store float %97, ptr addrspace(3) %26, align 4, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %98 = load float, ptr addrspace(3) %21, align 4, !tbaa !12
  %99 = load float, ptr addrspace(3) %27, align 4, !tbaa !12
  %100 = tail call float @llvm.fma.f32(float %98, float %99, float %85)
  %101 = load float, ptr addrspace(3) %28, align 4, !tbaa !12
  %102 = tail call float @llvm.fma.f32(float %98, float %101, float %84)
  %103 = load float, ptr addrspace(3) %29, align 4, !tbaa !12
  %104 = load float, ptr addrspace(3) %30, align 4, !tbaa !12
  %105 = tail call float @llvm.fma.f32(float %103, float %104, float %100)
  %106 = load float, ptr addrspace(3) %31, align 4, !tbaa !12
  %107 = tail call float @llvm.fma.f32(float %103, float %106, float %102)
  %108 = load float, ptr addrspace(3) %32, align 4, !tbaa !12
  %109 = load float, ptr addrspace(3) %33, align 4, !tbaa !12
  %110 = tail call float @llvm.fma.f32(float %108, float %109, float %105)
  %111 = load float, ptr addrspace(3) %34, align 4, !tbaa !12
  %112 = tail call float @llvm.fma.f32(float %108, float %111, float %107)
  %113 = load float, ptr addrspace(3) %35, align 4, !tbaa !12
  %114 = load float, ptr addrspace(3) %36, align 4, !tbaa !12
  %115 = tail call float @llvm.fma.f32(float %113, float %114, float %110)
  %116 = load float, ptr addrspace(3) %37, align 4, !tbaa !12
  %117 = tail call float @llvm.fma.f32(float %113, float %116, float %112)
  %118 = load float, ptr addrspace(3) %38, align 4, !tbaa !12
  %119 = load float, ptr addrspace(3) %39, align 4, !tbaa !12
  %120 = tail call float @llvm.fma.f32(float %118, float %119, float %115)
  %121 = load float, ptr addrspace(3) %40, align 4, !tbaa !12
  %122 = tail call float @llvm.fma.f32(float %118, float %121, float %117)
  %123 = load float, ptr addrspace(3) %41, align 4, !tbaa !12
  %124 = load float, ptr addrspace(3) %42, align 4, !tbaa !12
  %125 = tail call float @llvm.fma.f32(float %123, float %124, float %120)
  %126 = load float, ptr addrspace(3) %43, align 4, !tbaa !12
  %127 = tail call float @llvm.fma.f32(float %123, float %126, float %122)
  %128 = load float, ptr addrspace(3) %44, align 4, !tbaa !12
  %129 = load float, ptr addrspace(3) %45, align 4, !tbaa !12
  %130 = tail call float @llvm.fma.f32(float %128, float %129, float %125)
  %131 = load float, ptr addrspace(3) %46, align 4, !tbaa !12
  %132 = tail call float @llvm.fma.f32(float %128, float %131, float %127)
  %133 = load float, ptr addrspace(3) %47, align 4, !tbaa !12
  %134 = load float, ptr addrspace(3) %48, align 4, !tbaa !12
  %135 = tail call float @llvm.fma.f32(float %133, float %134, float %130)
  %136 = load float, ptr addrspace(3) %49, align 4, !tbaa !12
  %137 = tail call float @llvm.fma.f32(float %133, float %136, float %132)
  %138 = load float, ptr addrspace(3) %50, align 4, !tbaa !12
  %139 = load float, ptr addrspace(3) %51, align 4, !tbaa !12
  %140 = tail call float @llvm.fma.f32(float %138, float %139, float %135)
  %141 = load float, ptr addrspace(3) %52, align 4, !tbaa !12
  %142 = tail call float @llvm.fma.f32(float %138, float %141, float %137)
  %143 = load float, ptr addrspace(3) %53, align 4, !tbaa !12
  %144 = load float, ptr addrspace(3) %54, align 4, !tbaa !12
  %145 = tail call float @llvm.fma.f32(float %143, float %144, float %140)
  %146 = load float, ptr addrspace(3) %55, align 4, !tbaa !12
  %147 = tail call float @llvm.fma.f32(float %143, float %146, float %142)
  %148 = load float, ptr addrspace(3) %56, align 4, !tbaa !12
  %149 = load float, ptr addrspace(3) %57, align 4, !tbaa !12
  %150 = tail call float @llvm.fma.f32(float %148, float %149, float %145)
  %151 = load float, ptr addrspace(3) %58, align 4, !tbaa !12
  %152 = tail call float @llvm.fma.f32(float %148, float %151, float %147)
  %153 = load float, ptr addrspace(3) %59, align 4, !tbaa !12
  %154 = load float, ptr addrspace(3) %60, align 4, !tbaa !12
  %155 = tail call float @llvm.fma.f32(float %153, float %154, float %150)
  %156 = load float, ptr addrspace(3) %61, align 4, !tbaa !12
  %157 = tail call float @llvm.fma.f32(float %153, float %156, float %152)
  %158 = load float, ptr addrspace(3) %62, align 4, !tbaa !12
  %159 = load float, ptr addrspace(3) %63, align 4, !tbaa !12
  %160 = tail call float @llvm.fma.f32(float %158, float %159, float %155)
  %161 = load float, ptr addrspace(3) %64, align 4, !tbaa !12
  %162 = tail call float @llvm.fma.f32(float %158, float %161, float %157)
  %163 = load float, ptr addrspace(3) %65, align 4, !tbaa !12
  %164 = load float, ptr addrspace(3) %66, align 4, !tbaa !12
  %165 = tail call float @llvm.fma.f32(float %163, float %164, float %160)
  %166 = load float, ptr addrspace(3) %67, align 4, !tbaa !12
  %167 = tail call float @llvm.fma.f32(float %163, float %166, float %162)
  %168 = load float, ptr addrspace(3) %68, align 4, !tbaa !12
  %169 = load float, ptr addrspace(3) %69, align 4, !tbaa !12
  %170 = tail call float @llvm.fma.f32(float %168, float %169, float %165)
  %171 = load float, ptr addrspace(3) %70, align 4, !tbaa !12
  %172 = tail call float @llvm.fma.f32(float %168, float %171, float %167)
  %173 = load float, ptr addrspace(3) %71, align 4, !tbaa !12
  %174 = load float, ptr addrspace(3) %72, align 4, !tbaa !12
  %175 = tail call float @llvm.fma.f32(float %173, float %174, float %170)
  %176 = load float, ptr addrspace(3) %73, align 4, !tbaa !12
  %177 = tail call float @llvm.fma.f32(float %173, float %176, float %172)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %178 = add nuw nsw i32 %83, 16
  %179 = icmp slt i32 %178, %3
  br i1 %179, label %82, label %74
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
