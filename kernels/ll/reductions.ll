; ModuleID = 'src/reductions.cu'
source_filename = "src/reductions.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12red_tree_sumE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ15red_shfl_atomicE2ws = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ13red_f64_sumsqE2ws = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @red_tree_sum(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 9
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = zext i32 %7 to i64
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = add i32 %7, 256
  %16 = icmp ult i32 %15, %2
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = zext i32 %15 to i64
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  br label %21

21:                                               ; preds = %13, %17
  %22 = phi contract float [ %20, %17 ], [ 0.000000e+00, %13 ]
  %23 = fadd contract float %14, %22
  %24 = zext nneg i32 %4 to i64
  %25 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), i64 %24
  store float %23, ptr %25, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %26 = icmp samesign ult i32 %4, 128
  br i1 %26, label %27, label %34

27:                                               ; preds = %21
  %28 = zext nneg i32 %4 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 512
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = load float, ptr %25, align 4, !tbaa !8
  %33 = fadd contract float %31, %32
  store float %33, ptr %25, align 4, !tbaa !8
  br label %34

34:                                               ; preds = %27, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = icmp samesign ult i32 %4, 64
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = zext nneg i32 %4 to i64
  %38 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 256
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = load float, ptr %25, align 4, !tbaa !8
  %42 = fadd contract float %40, %41
  store float %42, ptr %25, align 4, !tbaa !8
  br label %43

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %44 = icmp samesign ult i32 %4, 32
  br i1 %44, label %45, label %52

45:                                               ; preds = %43
  %46 = zext nneg i32 %4 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 128
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = load float, ptr %25, align 4, !tbaa !8
  %51 = fadd contract float %49, %50
  store float %51, ptr %25, align 4, !tbaa !8
  br label %52

52:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %53 = icmp samesign ult i32 %4, 16
  br i1 %53, label %54, label %61

54:                                               ; preds = %52
  %55 = zext nneg i32 %4 to i64
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 64
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = load float, ptr %25, align 4, !tbaa !8
  %60 = fadd contract float %58, %59
  store float %60, ptr %25, align 4, !tbaa !8
  br label %61

61:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %62 = icmp samesign ult i32 %4, 8
  br i1 %62, label %63, label %70

63:                                               ; preds = %61
  %64 = zext nneg i32 %4 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), i64 %64
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 32
  %67 = load float, ptr %66, align 4, !tbaa !8
  %68 = load float, ptr %25, align 4, !tbaa !8
  %69 = fadd contract float %67, %68
  store float %69, ptr %25, align 4, !tbaa !8
  br label %70

70:                                               ; preds = %63, %61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %71 = icmp samesign ult i32 %4, 4
  br i1 %71, label %72, label %79

72:                                               ; preds = %70
  %73 = zext nneg i32 %4 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 16
  %76 = load float, ptr %75, align 4, !tbaa !8
  %77 = load float, ptr %25, align 4, !tbaa !8
  %78 = fadd contract float %76, %77
  store float %78, ptr %25, align 4, !tbaa !8
  br label %79

79:                                               ; preds = %72, %70
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %80 = icmp samesign ult i32 %4, 2
  br i1 %80, label %81, label %88

81:                                               ; preds = %79
  %82 = zext nneg i32 %4 to i64
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %85 = load float, ptr %84, align 4, !tbaa !8
  %86 = load float, ptr %25, align 4, !tbaa !8
  %87 = fadd contract float %85, %86
  store float %87, ptr %25, align 4, !tbaa !8
  br label %88

88:                                               ; preds = %81, %79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = icmp eq i32 %4, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %88
  %91 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), i64 4), align 4, !tbaa !8
  %92 = load float, ptr %25, align 4, !tbaa !8
  %93 = fadd contract float %91, %92
  store float %93, ptr %25, align 4, !tbaa !8
  br label %94

94:                                               ; preds = %90, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = icmp eq i32 %4, 0
  br i1 %95, label %96, label %100

96:                                               ; preds = %94
  %97 = zext nneg i32 %5 to i64
  %98 = getelementptr inbounds nuw float, ptr %1, i64 %97
  %99 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12red_tree_sumE1s to ptr), align 4, !tbaa !8
  store float %99, ptr %98, align 4, !tbaa !8
  br label %100

100:                                              ; preds = %96, %94
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @red_shfl_atomic(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %27

13:                                               ; preds = %27, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %33, %27 ]
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 range(i32 1, -2147483648) 16, i32 31)
  %16 = fadd contract float %14, %15
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %16, i32 range(i32 1, -2147483648) 8, i32 31)
  %18 = fadd contract float %16, %17
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %18, i32 range(i32 1, -2147483648) 4, i32 31)
  %20 = fadd contract float %18, %19
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 range(i32 1, -2147483648) 2, i32 31)
  %22 = fadd contract float %20, %21
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 range(i32 1, -2147483648) 1, i32 31)
  %24 = and i32 %7, 31
  %25 = lshr i32 %7, 5
  %26 = icmp eq i32 %24, 0
  br i1 %26, label %36, label %40

27:                                               ; preds = %10, %27
  %28 = phi float [ 0.000000e+00, %10 ], [ %33, %27 ]
  %29 = phi i32 [ %8, %10 ], [ %34, %27 ]
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = fadd contract float %28, %32
  %34 = add i32 %29, %12
  %35 = icmp slt i32 %34, %2
  br i1 %35, label %27, label %13, !llvm.loop !10

36:                                               ; preds = %13
  %37 = fadd contract float %22, %23
  %38 = zext nneg i32 %25 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15red_shfl_atomicE2ws to ptr), i64 %38
  store float %37, ptr %39, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %36, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %41 = icmp eq i32 %25, 0
  br i1 %41, label %42, label %63

42:                                               ; preds = %40
  %43 = lshr i32 %5, 5
  %44 = icmp samesign ult i32 %24, %43
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  %46 = zext nneg i32 %24 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15red_shfl_atomicE2ws to ptr), i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !8
  br label %49

49:                                               ; preds = %42, %45
  %50 = phi contract float [ %48, %45 ], [ 0.000000e+00, %42 ]
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 range(i32 1, -2147483648) 16, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 range(i32 1, -2147483648) 8, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 range(i32 1, -2147483648) 4, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 range(i32 1, -2147483648) 2, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 range(i32 1, -2147483648) 1, i32 31)
  br i1 %26, label %60, label %63

60:                                               ; preds = %49
  %61 = fadd contract float %58, %59
  %62 = atomicrmw fadd ptr %1, float %61 seq_cst, align 4
  br label %63

63:                                               ; preds = %49, %60, %40
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @red_argmin_pack(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %19

13:                                               ; preds = %19, %3
  %14 = phi i32 [ -1, %3 ], [ %27, %19 ]
  %15 = phi float [ 0x47EC363CC0000000, %3 ], [ %28, %19 ]
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %15, i32 range(i32 1, -2147483648) 16, i32 31)
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 range(i32 1, -2147483648) 16, i32 31)
  %18 = fcmp contract olt float %16, %15
  br i1 %18, label %35, label %31

19:                                               ; preds = %10, %19
  %20 = phi float [ 0x47EC363CC0000000, %10 ], [ %28, %19 ]
  %21 = phi i32 [ -1, %10 ], [ %27, %19 ]
  %22 = phi i32 [ %8, %10 ], [ %29, %19 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = fcmp contract olt float %25, %20
  %27 = select i1 %26, i32 %22, i32 %21
  %28 = select i1 %26, float %25, float %20
  %29 = add i32 %22, %12
  %30 = icmp slt i32 %29, %2
  br i1 %30, label %19, label %13, !llvm.loop !12

31:                                               ; preds = %13
  %32 = fcmp contract oeq float %16, %15
  %33 = icmp ult i32 %17, %14
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %35, label %36

35:                                               ; preds = %31, %13
  br label %36

36:                                               ; preds = %35, %31
  %37 = phi i32 [ %17, %35 ], [ %14, %31 ]
  %38 = phi float [ %16, %35 ], [ %15, %31 ]
  %39 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %38, i32 range(i32 1, -2147483648) 8, i32 31)
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %37, i32 range(i32 1, -2147483648) 8, i32 31)
  %41 = fcmp contract olt float %39, %38
  br i1 %41, label %46, label %42

42:                                               ; preds = %36
  %43 = fcmp contract oeq float %39, %38
  %44 = icmp ult i32 %40, %37
  %45 = select i1 %43, i1 %44, i1 false
  br i1 %45, label %46, label %47

46:                                               ; preds = %42, %36
  br label %47

47:                                               ; preds = %46, %42
  %48 = phi i32 [ %40, %46 ], [ %37, %42 ]
  %49 = phi float [ %39, %46 ], [ %38, %42 ]
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %49, i32 range(i32 1, -2147483648) 4, i32 31)
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %48, i32 range(i32 1, -2147483648) 4, i32 31)
  %52 = fcmp contract olt float %50, %49
  br i1 %52, label %57, label %53

53:                                               ; preds = %47
  %54 = fcmp contract oeq float %50, %49
  %55 = icmp ult i32 %51, %48
  %56 = select i1 %54, i1 %55, i1 false
  br i1 %56, label %57, label %58

57:                                               ; preds = %53, %47
  br label %58

58:                                               ; preds = %57, %53
  %59 = phi i32 [ %51, %57 ], [ %48, %53 ]
  %60 = phi float [ %50, %57 ], [ %49, %53 ]
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %60, i32 range(i32 1, -2147483648) 2, i32 31)
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %59, i32 range(i32 1, -2147483648) 2, i32 31)
  %63 = fcmp contract olt float %61, %60
  br i1 %63, label %68, label %64

64:                                               ; preds = %58
  %65 = fcmp contract oeq float %61, %60
  %66 = icmp ult i32 %62, %59
  %67 = select i1 %65, i1 %66, i1 false
  br i1 %67, label %68, label %69

68:                                               ; preds = %64, %58
  br label %69

69:                                               ; preds = %68, %64
  %70 = phi i32 [ %62, %68 ], [ %59, %64 ]
  %71 = phi float [ %61, %68 ], [ %60, %64 ]
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %71, i32 range(i32 1, -2147483648) 1, i32 31)
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %70, i32 range(i32 1, -2147483648) 1, i32 31)
  %74 = fcmp contract olt float %72, %71
  br i1 %74, label %79, label %75

75:                                               ; preds = %69
  %76 = fcmp contract oeq float %72, %71
  %77 = icmp ult i32 %73, %70
  %78 = select i1 %76, i1 %77, i1 false
  br i1 %78, label %79, label %80

79:                                               ; preds = %75, %69
  br label %80

80:                                               ; preds = %79, %75
  %81 = phi i32 [ %73, %79 ], [ %70, %75 ]
  %82 = phi float [ %72, %79 ], [ %71, %75 ]
  %83 = and i32 %7, 31
  %84 = icmp eq i32 %83, 0
  %85 = icmp sgt i32 %81, -1
  %86 = select i1 %84, i1 %85, i1 false
  br i1 %86, label %87, label %107

87:                                               ; preds = %80
  %88 = bitcast float %82 to i32
  %89 = xor i32 %88, -1
  %90 = tail call float @llvm.fabs.f32(float %82)
  %91 = fneg float %90
  %92 = bitcast float %91 to i32
  %93 = icmp slt i32 %88, 0
  %94 = select i1 %93, i32 %89, i32 %92
  %95 = zext i32 %94 to i64
  %96 = shl nuw i64 %95, 32
  %97 = zext nneg i32 %81 to i64
  %98 = or disjoint i64 %96, %97
  %99 = load i64, ptr %1, align 8, !tbaa !13
  br label %100

100:                                              ; preds = %103, %87
  %101 = phi i64 [ %99, %87 ], [ %105, %103 ]
  %102 = icmp ugt i64 %101, %98
  br i1 %102, label %103, label %107

103:                                              ; preds = %100
  %104 = cmpxchg ptr %1, i64 %101, i64 %98 seq_cst seq_cst, align 8
  %105 = extractvalue { i64, i1 } %104, 0
  %106 = extractvalue { i64, i1 } %104, 1
  br i1 %106, label %107, label %100, !llvm.loop !15

107:                                              ; preds = %103, %100, %80
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @red_f64_sumsq(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %71

13:                                               ; preds = %71, %3
  %14 = phi double [ 0.000000e+00, %3 ], [ %77, %71 ]
  %15 = bitcast double %14 to i64
  %16 = trunc i64 %15 to i32
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 range(i32 1, -2147483648) 16, i32 31)
  %18 = lshr i64 %15, 32
  %19 = trunc nuw i64 %18 to i32
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %19, i32 range(i32 1, -2147483648) 16, i32 31)
  %21 = sext i32 %20 to i64
  %22 = shl nsw i64 %21, 32
  %23 = zext i32 %17 to i64
  %24 = or disjoint i64 %22, %23
  %25 = bitcast i64 %24 to double
  %26 = fadd contract double %14, %25
  %27 = bitcast double %26 to i64
  %28 = trunc i64 %27 to i32
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %28, i32 range(i32 1, -2147483648) 8, i32 31)
  %30 = lshr i64 %27, 32
  %31 = trunc nuw i64 %30 to i32
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %31, i32 range(i32 1, -2147483648) 8, i32 31)
  %33 = sext i32 %32 to i64
  %34 = shl nsw i64 %33, 32
  %35 = zext i32 %29 to i64
  %36 = or disjoint i64 %34, %35
  %37 = bitcast i64 %36 to double
  %38 = fadd contract double %26, %37
  %39 = bitcast double %38 to i64
  %40 = trunc i64 %39 to i32
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %40, i32 range(i32 1, -2147483648) 4, i32 31)
  %42 = lshr i64 %39, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %43, i32 range(i32 1, -2147483648) 4, i32 31)
  %45 = sext i32 %44 to i64
  %46 = shl nsw i64 %45, 32
  %47 = zext i32 %41 to i64
  %48 = or disjoint i64 %46, %47
  %49 = bitcast i64 %48 to double
  %50 = fadd contract double %38, %49
  %51 = bitcast double %50 to i64
  %52 = trunc i64 %51 to i32
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 range(i32 1, -2147483648) 2, i32 31)
  %54 = lshr i64 %51, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %55, i32 range(i32 1, -2147483648) 2, i32 31)
  %57 = sext i32 %56 to i64
  %58 = shl nsw i64 %57, 32
  %59 = zext i32 %53 to i64
  %60 = or disjoint i64 %58, %59
  %61 = bitcast i64 %60 to double
  %62 = fadd contract double %50, %61
  %63 = bitcast double %62 to i64
  %64 = trunc i64 %63 to i32
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %64, i32 range(i32 1, -2147483648) 1, i32 31)
  %66 = lshr i64 %63, 32
  %67 = trunc nuw i64 %66 to i32
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %67, i32 range(i32 1, -2147483648) 1, i32 31)
  %69 = and i32 %7, 31
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %80, label %90

71:                                               ; preds = %10, %71
  %72 = phi double [ 0.000000e+00, %10 ], [ %77, %71 ]
  %73 = phi i32 [ %8, %10 ], [ %78, %71 ]
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !16
  %77 = tail call contract noundef double @llvm.fma.f64(double %76, double %76, double %72)
  %78 = add i32 %73, %12
  %79 = icmp slt i32 %78, %2
  br i1 %79, label %71, label %13, !llvm.loop !18

80:                                               ; preds = %13
  %81 = sext i32 %68 to i64
  %82 = shl nsw i64 %81, 32
  %83 = zext i32 %65 to i64
  %84 = or disjoint i64 %82, %83
  %85 = bitcast i64 %84 to double
  %86 = fadd contract double %62, %85
  %87 = lshr exact i32 %7, 5
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %88
  store double %86, ptr %89, align 8, !tbaa !16
  br label %90

90:                                               ; preds = %80, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %91 = icmp eq i32 %7, 0
  br i1 %91, label %92, label %167

92:                                               ; preds = %90
  %93 = lshr i32 %5, 5
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %117, label %95

95:                                               ; preds = %92
  %96 = and i32 %93, 7
  %97 = icmp samesign ult i32 %5, 256
  br i1 %97, label %102, label %98

98:                                               ; preds = %95
  %99 = and i32 %93, 56
  br label %121

100:                                              ; preds = %121
  %101 = icmp eq i32 %96, 0
  br i1 %101, label %117, label %102

102:                                              ; preds = %100, %95
  %103 = phi double [ 0.000000e+00, %95 ], [ %163, %100 ]
  %104 = phi i32 [ 0, %95 ], [ %164, %100 ]
  %105 = icmp ne i32 %96, 0
  tail call void @llvm.assume(i1 %105)
  br label %106

106:                                              ; preds = %106, %102
  %107 = phi double [ %113, %106 ], [ %103, %102 ]
  %108 = phi i32 [ %114, %106 ], [ %104, %102 ]
  %109 = phi i32 [ %115, %106 ], [ 0, %102 ]
  %110 = zext nneg i32 %108 to i64
  %111 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !16
  %113 = fadd contract double %107, %112
  %114 = add nuw nsw i32 %108, 1
  %115 = add i32 %109, 1
  %116 = icmp eq i32 %115, %96
  br i1 %116, label %117, label %106, !llvm.loop !19

117:                                              ; preds = %100, %106, %92
  %118 = phi double [ 0.000000e+00, %92 ], [ %163, %100 ], [ %113, %106 ]
  %119 = zext nneg i32 %4 to i64
  %120 = getelementptr inbounds nuw double, ptr %1, i64 %119
  store double %118, ptr %120, align 8, !tbaa !16
  br label %167

121:                                              ; preds = %121, %98
  %122 = phi double [ 0.000000e+00, %98 ], [ %163, %121 ]
  %123 = phi i32 [ 0, %98 ], [ %164, %121 ]
  %124 = phi i32 [ 0, %98 ], [ %165, %121 ]
  %125 = zext nneg i32 %123 to i64
  %126 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !16
  %128 = fadd contract double %122, %127
  %129 = zext nneg i32 %123 to i64
  %130 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %132 = load double, ptr %131, align 8, !tbaa !16
  %133 = fadd contract double %128, %132
  %134 = zext nneg i32 %123 to i64
  %135 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %134
  %136 = getelementptr inbounds nuw i8, ptr %135, i64 16
  %137 = load double, ptr %136, align 8, !tbaa !16
  %138 = fadd contract double %133, %137
  %139 = zext nneg i32 %123 to i64
  %140 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %139
  %141 = getelementptr inbounds nuw i8, ptr %140, i64 24
  %142 = load double, ptr %141, align 8, !tbaa !16
  %143 = fadd contract double %138, %142
  %144 = zext nneg i32 %123 to i64
  %145 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 32
  %147 = load double, ptr %146, align 8, !tbaa !16
  %148 = fadd contract double %143, %147
  %149 = zext nneg i32 %123 to i64
  %150 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %149
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 40
  %152 = load double, ptr %151, align 8, !tbaa !16
  %153 = fadd contract double %148, %152
  %154 = zext nneg i32 %123 to i64
  %155 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %154
  %156 = getelementptr inbounds nuw i8, ptr %155, i64 48
  %157 = load double, ptr %156, align 8, !tbaa !16
  %158 = fadd contract double %153, %157
  %159 = zext nneg i32 %123 to i64
  %160 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13red_f64_sumsqE2ws to ptr), i64 %159
  %161 = getelementptr inbounds nuw i8, ptr %160, i64 56
  %162 = load double, ptr %161, align 8, !tbaa !16
  %163 = fadd contract double %158, %162
  %164 = add nuw nsw i32 %123, 8
  %165 = add i32 %124, 8
  %166 = icmp eq i32 %165, %99
  br i1 %166, label %100, label %121, !llvm.loop !21

167:                                              ; preds = %117, %90
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !6, i64 0}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !6, i64 0}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !11}
