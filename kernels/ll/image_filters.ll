; ModuleID = 'src/image_filters.cu'
source_filename = "src/image_filters.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_gauss = dso_local addrspace(4) externally_initialized constant [9 x float] zeroinitializer, align 4
@_ZZ14img_gauss_row9E1s = internal unnamed_addr addrspace(3) global [136 x float] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @img_gauss_row9(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = mul nsw i32 %2, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 0)
  %14 = add nsw i32 %2, -1
  %15 = tail call noundef i32 @llvm.smin.i32(i32 %13, i32 range(i32 -2147483648, 2147483647) %14)
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %12, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14img_gauss_row9E1s to ptr), i64 %19
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 16
  store float %18, ptr %21, align 4, !tbaa !8
  %22 = icmp samesign ult i32 %7, 4
  br i1 %22, label %23, label %35

23:                                               ; preds = %4
  %24 = tail call i32 @llvm.smax.i32(i32 %8, i32 4)
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr float, ptr %12, i64 %25
  %27 = getelementptr i8, ptr %26, i64 -16
  %28 = load float, ptr %27, align 4, !tbaa !8
  store float %28, ptr %20, align 4, !tbaa !8
  %29 = add nsw i32 %8, 128
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %29, i32 range(i32 -2147483648, 2147483647) %14)
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %12, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = getelementptr inbounds nuw i8, ptr %20, i64 528
  store float %33, ptr %34, align 4, !tbaa !8
  br label %35

35:                                               ; preds = %23, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = icmp slt i32 %8, %2
  br i1 %36, label %37, label %92

37:                                               ; preds = %35
  %38 = load float, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), align 4, !tbaa !8
  %39 = load float, ptr %20, align 4, !tbaa !8
  %40 = tail call contract noundef float @llvm.fma.f32(float %38, float %39, float 0.000000e+00)
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 4), align 4, !tbaa !8
  %42 = zext nneg i32 %7 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14img_gauss_row9E1s to ptr), i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = tail call contract noundef float @llvm.fma.f32(float %41, float %45, float %40)
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 8), align 4, !tbaa !8
  %48 = zext nneg i32 %7 to i64
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14img_gauss_row9E1s to ptr), i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 8
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = tail call contract noundef float @llvm.fma.f32(float %47, float %51, float %46)
  %53 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 12), align 4, !tbaa !8
  %54 = zext nneg i32 %7 to i64
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14img_gauss_row9E1s to ptr), i64 %54
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 12
  %57 = load float, ptr %56, align 4, !tbaa !8
  %58 = tail call contract noundef float @llvm.fma.f32(float %53, float %57, float %52)
  %59 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 16), align 4, !tbaa !8
  %60 = zext nneg i32 %7 to i64
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14img_gauss_row9E1s to ptr), i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = tail call contract noundef float @llvm.fma.f32(float %59, float %63, float %58)
  %65 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 20), align 4, !tbaa !8
  %66 = zext nneg i32 %7 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14img_gauss_row9E1s to ptr), i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 20
  %69 = load float, ptr %68, align 4, !tbaa !8
  %70 = tail call contract noundef float @llvm.fma.f32(float %65, float %69, float %64)
  %71 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 24), align 4, !tbaa !8
  %72 = zext nneg i32 %7 to i64
  %73 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14img_gauss_row9E1s to ptr), i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 24
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = tail call contract noundef float @llvm.fma.f32(float %71, float %75, float %70)
  %77 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 28), align 4, !tbaa !8
  %78 = zext nneg i32 %7 to i64
  %79 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14img_gauss_row9E1s to ptr), i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 28
  %81 = load float, ptr %80, align 4, !tbaa !8
  %82 = tail call contract noundef float @llvm.fma.f32(float %77, float %81, float %76)
  %83 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 32), align 4, !tbaa !8
  %84 = zext nneg i32 %7 to i64
  %85 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14img_gauss_row9E1s to ptr), i64 %84
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 32
  %87 = load float, ptr %86, align 4, !tbaa !8
  %88 = tail call contract noundef float @llvm.fma.f32(float %83, float %87, float %82)
  %89 = add nsw i32 %10, %8
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %1, i64 %90
  store float %88, ptr %91, align 4, !tbaa !8
  br label %92

92:                                               ; preds = %35, %37
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @img_bilinear_resize(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp slt i32 %11, %4
  %18 = icmp slt i32 %16, %5
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %20, label %84

20:                                               ; preds = %6
  %21 = sitofp i32 %11 to float
  %22 = fadd contract float %21, 5.000000e-01
  %23 = sitofp i32 %2 to float
  %24 = fmul contract float %22, %23
  %25 = sitofp i32 %4 to float
  %26 = fdiv contract float %24, %25
  %27 = fadd contract float %26, -5.000000e-01
  %28 = uitofp nneg i32 %16 to float
  %29 = fadd contract float %28, 5.000000e-01
  %30 = sitofp i32 %3 to float
  %31 = fmul contract float %29, %30
  %32 = uitofp nneg i32 %5 to float
  %33 = fdiv contract float %31, %32
  %34 = fadd contract float %33, -5.000000e-01
  %35 = tail call contract noundef float @llvm.floor.f32(float %27)
  %36 = fptosi float %35 to i32
  %37 = tail call noundef i32 @llvm.smax.i32(i32 %36, i32 0)
  %38 = tail call contract noundef float @llvm.floor.f32(float %34)
  %39 = fptosi float %38 to i32
  %40 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 0)
  %41 = add nuw nsw i32 %37, 1
  %42 = add nsw i32 %2, -1
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %41, i32 range(i32 -2147483648, 2147483647) %42)
  %44 = add nuw nsw i32 %40, 1
  %45 = add nsw i32 %3, -1
  %46 = tail call noundef i32 @llvm.smin.i32(i32 %44, i32 range(i32 -2147483648, 2147483647) %45)
  %47 = uitofp nneg i32 %37 to float
  %48 = fsub contract float %27, %47
  %49 = uitofp nneg i32 %40 to float
  %50 = fsub contract float %34, %49
  %51 = mul nsw i32 %40, %2
  %52 = add nsw i32 %51, %37
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !8
  %56 = fsub contract float 1.000000e+00, %48
  %57 = fmul contract float %56, %55
  %58 = add nsw i32 %51, %43
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = fmul contract float %48, %61
  %63 = fadd contract float %57, %62
  %64 = mul nsw i32 %46, %2
  %65 = add nsw i32 %64, %37
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = fmul contract float %56, %68
  %70 = add nsw i32 %64, %43
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !8
  %74 = fmul contract float %48, %73
  %75 = fadd contract float %69, %74
  %76 = fsub contract float 1.000000e+00, %50
  %77 = fmul contract float %76, %63
  %78 = fmul contract float %50, %75
  %79 = fadd contract float %77, %78
  %80 = mul nsw i32 %4, %16
  %81 = add nsw i32 %80, %11
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %1, i64 %82
  store float %79, ptr %83, align 4, !tbaa !8
  br label %84

84:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @img_median3x3(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp sgt i32 %9, 0
  %16 = icmp ne i32 %14, 0
  %17 = select i1 %15, i1 %16, i1 false
  %18 = add nsw i32 %2, -1
  %19 = icmp slt i32 %9, %18
  %20 = select i1 %17, i1 %19, i1 false
  %21 = add nsw i32 %3, -1
  %22 = icmp slt i32 %14, %21
  %23 = select i1 %20, i1 %22, i1 false
  br i1 %23, label %24, label %85

24:                                               ; preds = %4
  %25 = add nsw i32 %14, -1
  %26 = mul nsw i32 %2, %25
  %27 = add nsw i32 %26, %9
  %28 = sext i32 %27 to i64
  %29 = getelementptr float, ptr %0, i64 %28
  %30 = getelementptr i8, ptr %29, i64 -4
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = load float, ptr %29, align 4, !tbaa !8
  %33 = getelementptr i8, ptr %29, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = mul nsw i32 %2, %14
  %36 = add nsw i32 %35, %9
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = getelementptr i8, ptr %38, i64 -4
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = load float, ptr %38, align 4, !tbaa !8
  %42 = getelementptr i8, ptr %38, i64 4
  %43 = load float, ptr %42, align 4, !tbaa !8
  %44 = add nuw nsw i32 %14, 1
  %45 = mul nsw i32 %2, %44
  %46 = add nsw i32 %45, %9
  %47 = sext i32 %46 to i64
  %48 = getelementptr float, ptr %0, i64 %47
  %49 = getelementptr i8, ptr %48, i64 -4
  %50 = load float, ptr %49, align 4, !tbaa !8
  %51 = load float, ptr %48, align 4, !tbaa !8
  %52 = getelementptr i8, ptr %48, i64 4
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = tail call contract noundef float @llvm.minnum.f32(float %32, float %34)
  %55 = tail call contract noundef float @llvm.maxnum.f32(float %32, float %34)
  %56 = tail call contract noundef float @llvm.minnum.f32(float %41, float %43)
  %57 = tail call contract noundef float @llvm.maxnum.f32(float %41, float %43)
  %58 = tail call contract noundef float @llvm.minnum.f32(float %51, float %53)
  %59 = tail call contract noundef float @llvm.maxnum.f32(float %51, float %53)
  %60 = tail call contract noundef float @llvm.minnum.f32(float %31, float %54)
  %61 = tail call contract noundef float @llvm.maxnum.f32(float %31, float %54)
  %62 = tail call contract noundef float @llvm.minnum.f32(float %40, float %56)
  %63 = tail call contract noundef float @llvm.maxnum.f32(float %40, float %56)
  %64 = tail call contract noundef float @llvm.minnum.f32(float %50, float %58)
  %65 = tail call contract noundef float @llvm.maxnum.f32(float %50, float %58)
  %66 = tail call contract noundef float @llvm.minnum.f32(float %61, float %55)
  %67 = tail call contract noundef float @llvm.maxnum.f32(float %61, float %55)
  %68 = tail call contract noundef float @llvm.minnum.f32(float %63, float %57)
  %69 = tail call contract noundef float @llvm.maxnum.f32(float %63, float %57)
  %70 = tail call contract noundef float @llvm.minnum.f32(float %65, float %59)
  %71 = tail call contract noundef float @llvm.maxnum.f32(float %65, float %59)
  %72 = tail call contract noundef float @llvm.maxnum.f32(float %60, float %62)
  %73 = tail call contract noundef float @llvm.minnum.f32(float %69, float %71)
  %74 = tail call contract noundef float @llvm.minnum.f32(float %68, float %70)
  %75 = tail call contract noundef float @llvm.maxnum.f32(float %68, float %70)
  %76 = tail call contract noundef float @llvm.maxnum.f32(float %72, float %64)
  %77 = tail call contract noundef float @llvm.maxnum.f32(float %66, float %74)
  %78 = tail call contract noundef float @llvm.minnum.f32(float %67, float %73)
  %79 = tail call contract noundef float @llvm.minnum.f32(float %77, float %75)
  %80 = tail call contract noundef float @llvm.minnum.f32(float %79, float %78)
  %81 = tail call contract noundef float @llvm.maxnum.f32(float %79, float %78)
  %82 = tail call contract noundef float @llvm.maxnum.f32(float %76, float %80)
  %83 = tail call contract noundef float @llvm.minnum.f32(float %82, float %81)
  %84 = getelementptr inbounds float, ptr %1, i64 %37
  store float %83, ptr %84, align 4, !tbaa !8
  br label %85

85:                                               ; preds = %4, %24
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @img_rgba_to_yuv(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %49

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = and i32 %13, 255
  %15 = lshr i32 %13, 8
  %16 = and i32 %15, 255
  %17 = lshr i32 %13, 16
  %18 = and i32 %17, 255
  %19 = and i32 %13, -16777216
  %20 = mul nuw nsw i32 %14, 66
  %21 = mul nuw nsw i32 %16, 129
  %22 = mul nuw nsw i32 %18, 25
  %23 = add nuw nsw i32 %20, 128
  %24 = add nuw nsw i32 %23, %21
  %25 = add nuw nsw i32 %24, %22
  %26 = lshr i32 %25, 8
  %27 = mul nsw i32 %14, -38
  %28 = mul nsw i32 %16, -74
  %29 = mul nuw nsw i32 %18, 112
  %30 = add nsw i32 %27, 128
  %31 = add nsw i32 %30, %28
  %32 = add nsw i32 %31, %29
  %33 = and i32 %32, -256
  %34 = mul nuw nsw i32 %14, 112
  %35 = mul nuw i32 %16, 16777122
  %36 = add nuw i32 %35, %34
  %37 = mul nuw i32 %18, 16777198
  %38 = add i32 %36, %37
  %39 = add nuw nsw i32 %26, 16
  %40 = add nsw i32 %33, 32768
  %41 = shl i32 %38, 8
  %42 = add i32 %41, 32768
  %43 = and i32 %42, -65536
  %44 = add i32 %43, 8388608
  %45 = or i32 %40, %19
  %46 = or i32 %45, %39
  %47 = or i32 %46, %44
  %48 = getelementptr inbounds i32, ptr %1, i64 %11
  store i32 %47, ptr %48, align 4, !tbaa !4
  br label %49

49:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
