; ModuleID = 'src/cl_local_reduce.cl'
source_filename = "src/cl_local_reduce.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

@cl_reduce_sum_max.ls = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@cl_reduce_sum_max.lm = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @cl_reduce_sum_max(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_cl_reduce_sum_max(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_cl_reduce_sum_max(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = mul nuw nsw i64 %8, %10
  %12 = add nuw nsw i64 %11, %6
  %13 = trunc i64 %12 to i32
  %14 = icmp sgt i32 %3, %13
  br i1 %14, label %15, label %20

15:                                               ; preds = %4
  %16 = shl i64 %12, 32
  %17 = ashr exact i64 %16, 30
  %18 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !12
  br label %20

20:                                               ; preds = %4, %15
  %21 = phi float [ %19, %15 ], [ 0xC7EC363CC0000000, %4 ]
  %22 = phi float [ %19, %15 ], [ 0.000000e+00, %4 ]
  %23 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.ls, i64 %6
  store float %22, ptr addrspace(3) %23, align 4, !tbaa !12
  %24 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.lm, i64 %6
  store float %21, ptr addrspace(3) %24, align 4, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = icmp samesign ult i32 %5, 128
  br i1 %25, label %26, label %37

26:                                               ; preds = %20
  %27 = or disjoint i32 %5, 128
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.ls, i64 %28
  %30 = load float, ptr addrspace(3) %29, align 4, !tbaa !12
  %31 = load float, ptr addrspace(3) %23, align 4, !tbaa !12
  %32 = fadd float %30, %31
  store float %32, ptr addrspace(3) %23, align 4, !tbaa !12
  %33 = load float, ptr addrspace(3) %24, align 4, !tbaa !12
  %34 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.lm, i64 %28
  %35 = load float, ptr addrspace(3) %34, align 4, !tbaa !12
  %36 = tail call float @llvm.maxnum.f32(float %33, float %35)
  store float %36, ptr addrspace(3) %24, align 4, !tbaa !12
  br label %37

37:                                               ; preds = %26, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = icmp samesign ult i32 %5, 64
  br i1 %38, label %39, label %50

39:                                               ; preds = %37
  %40 = or disjoint i32 %5, 64
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.ls, i64 %41
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !12
  %44 = load float, ptr addrspace(3) %23, align 4, !tbaa !12
  %45 = fadd float %43, %44
  store float %45, ptr addrspace(3) %23, align 4, !tbaa !12
  %46 = load float, ptr addrspace(3) %24, align 4, !tbaa !12
  %47 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.lm, i64 %41
  %48 = load float, ptr addrspace(3) %47, align 4, !tbaa !12
  %49 = tail call float @llvm.maxnum.f32(float %46, float %48)
  store float %49, ptr addrspace(3) %24, align 4, !tbaa !12
  br label %50

50:                                               ; preds = %39, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %51 = icmp samesign ult i32 %5, 32
  br i1 %51, label %52, label %63

52:                                               ; preds = %50
  %53 = or disjoint i32 %5, 32
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.ls, i64 %54
  %56 = load float, ptr addrspace(3) %55, align 4, !tbaa !12
  %57 = load float, ptr addrspace(3) %23, align 4, !tbaa !12
  %58 = fadd float %56, %57
  store float %58, ptr addrspace(3) %23, align 4, !tbaa !12
  %59 = load float, ptr addrspace(3) %24, align 4, !tbaa !12
  %60 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.lm, i64 %54
  %61 = load float, ptr addrspace(3) %60, align 4, !tbaa !12
  %62 = tail call float @llvm.maxnum.f32(float %59, float %61)
  store float %62, ptr addrspace(3) %24, align 4, !tbaa !12
  br label %63

63:                                               ; preds = %52, %50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = icmp samesign ult i32 %5, 16
  br i1 %64, label %65, label %76

65:                                               ; preds = %63
  %66 = or disjoint i32 %5, 16
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.ls, i64 %67
  %69 = load float, ptr addrspace(3) %68, align 4, !tbaa !12
  %70 = load float, ptr addrspace(3) %23, align 4, !tbaa !12
  %71 = fadd float %69, %70
  store float %71, ptr addrspace(3) %23, align 4, !tbaa !12
  %72 = load float, ptr addrspace(3) %24, align 4, !tbaa !12
  %73 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.lm, i64 %67
  %74 = load float, ptr addrspace(3) %73, align 4, !tbaa !12
  %75 = tail call float @llvm.maxnum.f32(float %72, float %74)
  store float %75, ptr addrspace(3) %24, align 4, !tbaa !12
  br label %76

76:                                               ; preds = %65, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = icmp samesign ult i32 %5, 8
  br i1 %77, label %78, label %89

78:                                               ; preds = %76
  %79 = or disjoint i32 %5, 8
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.ls, i64 %80
  %82 = load float, ptr addrspace(3) %81, align 4, !tbaa !12
  %83 = load float, ptr addrspace(3) %23, align 4, !tbaa !12
  %84 = fadd float %82, %83
  store float %84, ptr addrspace(3) %23, align 4, !tbaa !12
  %85 = load float, ptr addrspace(3) %24, align 4, !tbaa !12
  %86 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.lm, i64 %80
  %87 = load float, ptr addrspace(3) %86, align 4, !tbaa !12
  %88 = tail call float @llvm.maxnum.f32(float %85, float %87)
  store float %88, ptr addrspace(3) %24, align 4, !tbaa !12
  br label %89

89:                                               ; preds = %78, %76
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = icmp samesign ult i32 %5, 4
  br i1 %90, label %91, label %102

91:                                               ; preds = %89
  %92 = or disjoint i32 %5, 4
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.ls, i64 %93
  %95 = load float, ptr addrspace(3) %94, align 4, !tbaa !12
  %96 = load float, ptr addrspace(3) %23, align 4, !tbaa !12
  %97 = fadd float %95, %96
  store float %97, ptr addrspace(3) %23, align 4, !tbaa !12
  %98 = load float, ptr addrspace(3) %24, align 4, !tbaa !12
  %99 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.lm, i64 %93
  %100 = load float, ptr addrspace(3) %99, align 4, !tbaa !12
  %101 = tail call float @llvm.maxnum.f32(float %98, float %100)
  store float %101, ptr addrspace(3) %24, align 4, !tbaa !12
  br label %102

102:                                              ; preds = %91, %89
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %103 = icmp samesign ult i32 %5, 2
  br i1 %103, label %104, label %115

104:                                              ; preds = %102
  %105 = or disjoint i32 %5, 2
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.ls, i64 %106
  %108 = load float, ptr addrspace(3) %107, align 4, !tbaa !12
  %109 = load float, ptr addrspace(3) %23, align 4, !tbaa !12
  %110 = fadd float %108, %109
  store float %110, ptr addrspace(3) %23, align 4, !tbaa !12
  %111 = load float, ptr addrspace(3) %24, align 4, !tbaa !12
  %112 = getelementptr inbounds nuw float, ptr addrspace(3) @cl_reduce_sum_max.lm, i64 %106
  %113 = load float, ptr addrspace(3) %112, align 4, !tbaa !12
  %114 = tail call float @llvm.maxnum.f32(float %111, float %113)
  store float %114, ptr addrspace(3) %24, align 4, !tbaa !12
  br label %115

115:                                              ; preds = %104, %102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %116 = icmp eq i32 %5, 0
  br i1 %116, label %117, label %124

117:                                              ; preds = %115
  %118 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_reduce_sum_max.ls, i64 4), align 4, !tbaa !12
  %119 = load float, ptr addrspace(3) %23, align 4, !tbaa !12
  %120 = fadd float %118, %119
  store float %120, ptr addrspace(3) %23, align 4, !tbaa !12
  %121 = load float, ptr addrspace(3) %24, align 4, !tbaa !12
  %122 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @cl_reduce_sum_max.lm, i64 4), align 4, !tbaa !12
  %123 = tail call float @llvm.maxnum.f32(float %121, float %122)
  store float %123, ptr addrspace(3) %24, align 4, !tbaa !12
  br label %124

124:                                              ; preds = %117, %115
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %125 = icmp eq i32 %5, 0
  br i1 %125, label %126, label %131

126:                                              ; preds = %124
  %127 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %8
  %128 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %129 = load float, ptr addrspace(3) @cl_reduce_sum_max.ls, align 4, !tbaa !12
  store float %129, ptr addrspace(1) %128, align 4, !tbaa !12
  %130 = load float, ptr addrspace(3) @cl_reduce_sum_max.lm, align 4, !tbaa !12
  store float %130, ptr addrspace(1) %127, align 4, !tbaa !12
  br label %131

131:                                              ; preds = %126, %124
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

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
!11 = !{!"const", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
