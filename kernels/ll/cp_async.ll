; ModuleID = 'src/cp_async.cu'
source_filename = "src/cp_async.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ21cpa_double_buffer_sumE3buf = internal addrspace(3) global [2 x [256 x float]] undef, align 4
@_ZZ14cpa_ring4_rowsE4ring = internal addrspace(3) global [4 x [64 x %struct.float4]] undef, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @cpa_double_buffer_sum(ptr noundef %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = sext i32 %2 to i64
  %7 = shl nuw nsw i64 %5, 10
  %8 = mul i64 %7, %6
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ21cpa_double_buffer_sumE3buf to ptr), i64 %11
  %13 = getelementptr inbounds nuw float, ptr %9, i64 %11
  %14 = addrspacecast ptr %12 to ptr addrspace(3)
  %15 = ptrtoint ptr addrspace(3) %14 to i64
  %16 = trunc i64 %15 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;", "r,l,~{memory}"(i32 %16, ptr %13) #3, !srcloc !8
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3, !srcloc !9
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %18, label %21

18:                                               ; preds = %3
  %19 = sub nsw i32 255, %10
  %20 = zext i32 %19 to i64
  br label %27

21:                                               ; preds = %42, %3
  %22 = phi float [ 0.000000e+00, %3 ], [ %51, %42 ]
  %23 = shl i32 %4, 8
  %24 = add i32 %23, %10
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw float, ptr %1, i64 %25
  store float %22, ptr %26, align 4, !tbaa !10
  ret void

27:                                               ; preds = %18, %42
  %28 = phi float [ 0.000000e+00, %18 ], [ %51, %42 ]
  %29 = phi i32 [ 0, %18 ], [ %30, %42 ]
  %30 = add nuw nsw i32 %29, 1
  %31 = icmp slt i32 %30, %2
  br i1 %31, label %32, label %42

32:                                               ; preds = %27
  %33 = and i32 %30, 1
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw [256 x float], ptr %12, i64 %34
  %36 = shl nsw i32 %30, 8
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw float, ptr %13, i64 %37
  %39 = addrspacecast ptr %35 to ptr addrspace(3)
  %40 = ptrtoint ptr addrspace(3) %39 to i64
  %41 = trunc i64 %40 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;", "r,l,~{memory}"(i32 %41, ptr nonnull %38) #3, !srcloc !8
  br label %42

42:                                               ; preds = %32, %27
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3, !srcloc !9
  tail call void asm sideeffect "cp.async.wait_group $0;", "n,~{memory}"(i32 1) #3, !srcloc !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = and i32 %29, 1
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21cpa_double_buffer_sumE3buf to ptr), i64 %44
  %46 = getelementptr inbounds nuw float, ptr %45, i64 %11
  %47 = load float, ptr %46, align 4, !tbaa !10
  %48 = getelementptr inbounds nuw float, ptr %45, i64 %20
  %49 = load float, ptr %48, align 4, !tbaa !10
  %50 = fmul contract float %47, %49
  %51 = fadd contract float %28, %50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %52 = icmp eq i32 %30, %2
  br i1 %52, label %21, label %27, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @cpa_ring4_rows(ptr noundef %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %3, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ14cpa_ring4_rowsE4ring to ptr), i64 %8
  %10 = getelementptr %struct.float4, ptr %0, i64 %8
  %11 = icmp sgt i32 %3, 0
  br i1 %11, label %15, label %22

12:                                               ; preds = %44
  %13 = sub nsw i32 63, %7
  %14 = zext i32 %13 to i64
  br label %46

15:                                               ; preds = %4
  %16 = shl nsw i32 %6, 6
  %17 = sext i32 %16 to i64
  %18 = getelementptr %struct.float4, ptr %10, i64 %17
  %19 = addrspacecast ptr %9 to ptr addrspace(3)
  %20 = ptrtoint ptr addrspace(3) %19 to i64
  %21 = trunc i64 %20 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %21, ptr %18) #3, !srcloc !15
  br label %22

22:                                               ; preds = %15, %4
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3, !srcloc !9
  %23 = icmp sgt i32 %3, 1
  br i1 %23, label %24, label %33

24:                                               ; preds = %22
  %25 = getelementptr inbounds nuw i8, ptr %9, i64 1024
  %26 = shl i32 %6, 6
  %27 = add i32 %26, 64
  %28 = sext i32 %27 to i64
  %29 = getelementptr %struct.float4, ptr %10, i64 %28
  %30 = addrspacecast ptr %25 to ptr addrspace(3)
  %31 = ptrtoint ptr addrspace(3) %30 to i64
  %32 = trunc i64 %31 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %32, ptr %29) #3, !srcloc !15
  br label %33

33:                                               ; preds = %24, %22
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3, !srcloc !9
  %34 = icmp sgt i32 %3, 2
  br i1 %34, label %35, label %44

35:                                               ; preds = %33
  %36 = getelementptr inbounds nuw i8, ptr %9, i64 2048
  %37 = shl i32 %6, 6
  %38 = add i32 %37, 128
  %39 = sext i32 %38 to i64
  %40 = getelementptr %struct.float4, ptr %10, i64 %39
  %41 = addrspacecast ptr %36 to ptr addrspace(3)
  %42 = ptrtoint ptr addrspace(3) %41 to i64
  %43 = trunc i64 %42 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %43, ptr %40) #3, !srcloc !15
  br label %44

44:                                               ; preds = %35, %33
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3, !srcloc !9
  br i1 %11, label %12, label %45

45:                                               ; preds = %65, %44
  ret void

46:                                               ; preds = %12, %65
  %47 = phi i32 [ 0, %12 ], [ %104, %65 ]
  %48 = add nuw nsw i32 %47, 3
  %49 = icmp slt i32 %48, %3
  br i1 %49, label %53, label %50

50:                                               ; preds = %46
  %51 = add nsw i32 %47, %6
  %52 = shl nsw i32 %51, 6
  br label %65

53:                                               ; preds = %46
  %54 = and i32 %48, 3
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw [64 x %struct.float4], ptr %9, i64 %55
  %57 = add nsw i32 %47, %6
  %58 = shl i32 %57, 6
  %59 = add i32 %58, 192
  %60 = sext i32 %59 to i64
  %61 = getelementptr %struct.float4, ptr %10, i64 %60
  %62 = addrspacecast ptr %56 to ptr addrspace(3)
  %63 = ptrtoint ptr addrspace(3) %62 to i64
  %64 = trunc i64 %63 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %64, ptr %61) #3, !srcloc !15
  br label %65

65:                                               ; preds = %50, %53
  %66 = phi i32 [ %52, %50 ], [ %58, %53 ]
  %67 = phi i32 [ %51, %50 ], [ %57, %53 ]
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3, !srcloc !9
  tail call void asm sideeffect "cp.async.wait_group $0;", "n,~{memory}"(i32 3) #3, !srcloc !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %68 = and i32 %47, 3
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw [64 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ14cpa_ring4_rowsE4ring to ptr), i64 %69
  %71 = getelementptr inbounds nuw %struct.float4, ptr %70, i64 %8
  %72 = load float, ptr %71, align 16, !tbaa !10
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 4
  %74 = load float, ptr %73, align 4, !tbaa !10
  %75 = getelementptr inbounds nuw i8, ptr %71, i64 8
  %76 = load float, ptr %75, align 8, !tbaa !10
  %77 = getelementptr inbounds nuw i8, ptr %71, i64 12
  %78 = load float, ptr %77, align 4, !tbaa !10
  %79 = getelementptr inbounds nuw %struct.float4, ptr %70, i64 %14
  %80 = load float, ptr %79, align 16, !tbaa !10
  %81 = getelementptr inbounds nuw i8, ptr %79, i64 4
  %82 = load float, ptr %81, align 4, !tbaa !10
  %83 = getelementptr inbounds nuw i8, ptr %79, i64 8
  %84 = load float, ptr %83, align 8, !tbaa !10
  %85 = getelementptr inbounds nuw i8, ptr %79, i64 12
  %86 = load float, ptr %85, align 4, !tbaa !10
  %87 = sext i32 %67 to i64
  %88 = getelementptr inbounds float, ptr %2, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !10
  %90 = fadd contract float %72, %86
  %91 = fmul contract float %90, %89
  %92 = fadd contract float %74, %84
  %93 = fmul contract float %92, %89
  %94 = fadd contract float %76, %82
  %95 = fmul contract float %94, %89
  %96 = fadd contract float %78, %80
  %97 = fmul contract float %96, %89
  %98 = add i32 %66, %7
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %99
  store float %91, ptr %100, align 16, !tbaa !10
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 4
  store float %93, ptr %101, align 4, !tbaa !10
  %102 = getelementptr inbounds nuw i8, ptr %100, i64 8
  store float %95, ptr %102, align 8, !tbaa !10
  %103 = getelementptr inbounds nuw i8, ptr %100, i64 12
  store float %97, ptr %103, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %104 = add nuw nsw i32 %47, 1
  %105 = icmp eq i32 %104, %3
  br i1 %105, label %45, label %46, !llvm.loop !16
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind }

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
!8 = !{i64 505}
!9 = !{i64 622}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}
!12 = !{i64 718}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i64 310}
!16 = distinct !{!16, !14}
