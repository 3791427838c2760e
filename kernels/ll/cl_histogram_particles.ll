; ModuleID = 'src/cl_histogram_particles.cl'
source_filename = "src/cl_histogram_particles.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

@cl_particles_radial_hist.lh = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @cl_particles_radial_hist(ptr addrspace(1) noundef align 16 captures(none) %0, ptr addrspace(1) noundef align 16 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, float noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  tail call void @__clang_ocl_kern_imp_cl_particles_radial_hist(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, i32 noundef %4) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_cl_particles_radial_hist(ptr addrspace(1) noundef align 16 captures(none) %0, ptr addrspace(1) noundef align 16 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, float noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = icmp samesign ult i32 %6, 32
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  %10 = getelementptr inbounds nuw i32, ptr addrspace(3) @cl_particles_radial_hist.lh, i64 %7
  store i32 0, ptr addrspace(3) %10, align 4, !tbaa !4
  br label %11

11:                                               ; preds = %9, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = mul nuw nsw i64 %13, %15
  %17 = add nuw nsw i64 %16, %7
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %4, %18
  br i1 %19, label %20, label %58

20:                                               ; preds = %11
  %21 = shl i64 %17, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %22
  %24 = load <4 x float>, ptr addrspace(1) %23, align 16, !tbaa !13
  %25 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %22
  %26 = load <4 x float>, ptr addrspace(1) %25, align 16, !tbaa !13
  %27 = extractelement <4 x float> %24, i64 0
  %28 = extractelement <4 x float> %24, i64 1
  %29 = fmul float %28, %28
  %30 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %29)
  %31 = extractelement <4 x float> %24, i64 2
  %32 = tail call float @llvm.fmuladd.f32(float %31, float %31, float %30)
  %33 = fadd float %32, 0x3F1A36E2E0000000
  %34 = tail call float @llvm.nvvm.rsqrt.approx.f(float %33)
  %35 = fneg float %34
  %36 = fmul float %34, %35
  %37 = fmul float %34, %36
  %38 = shufflevector <4 x float> %24, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %39 = fmul float %3, %37
  %40 = insertelement <3 x float> poison, float %39, i64 0
  %41 = shufflevector <3 x float> %40, <3 x float> poison, <3 x i32> zeroinitializer
  %42 = shufflevector <4 x float> %26, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %43 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %38, <3 x float> %41, <3 x float> %42)
  %44 = shufflevector <3 x float> %43, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %45 = shufflevector <4 x float> %44, <4 x float> %26, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  %46 = insertelement <3 x float> poison, float %3, i64 0
  %47 = shufflevector <3 x float> %46, <3 x float> poison, <3 x i32> zeroinitializer
  %48 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %43, <3 x float> %47, <3 x float> %38)
  %49 = shufflevector <3 x float> %48, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %50 = shufflevector <4 x float> %49, <4 x float> %24, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  store <4 x float> %50, ptr addrspace(1) %23, align 16, !tbaa !13
  store <4 x float> %45, ptr addrspace(1) %25, align 16, !tbaa !13
  %51 = tail call float @llvm.sqrt.f32(float %33), !fpmath !14
  %52 = fmul float %51, 8.000000e+00
  %53 = tail call float @llvm.minnum.f32(float %52, float 3.100000e+01)
  %54 = fptoui float %53 to i32
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds nuw i32, ptr addrspace(3) @cl_particles_radial_hist.lh, i64 %55
  %57 = atomicrmw add ptr addrspace(3) %56, i32 1 monotonic, align 4
  br label %58

58:                                               ; preds = %20, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %59, label %66

59:                                               ; preds = %58
  %60 = getelementptr inbounds nuw i32, ptr addrspace(3) @cl_particles_radial_hist.lh, i64 %7
  %61 = load i32, ptr addrspace(3) %60, align 4, !tbaa !4
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %66, label %63

63:                                               ; preds = %59
  %64 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %7
  %65 = atomicrmw add ptr addrspace(1) %64, i32 %61 monotonic, align 4
  br label %66

66:                                               ; preds = %63, %59, %58
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float4*", !"float4*", !"uint*", !"float", !"int"}
!11 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"uint*", !"float", !"int"}
!12 = !{!"", !"", !"", !"", !""}
!13 = !{!6, !6, i64 0}
!14 = !{float 3.000000e+00}
