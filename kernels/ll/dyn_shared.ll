; ModuleID = 'src/dyn_shared.cu'
source_filename = "src/dyn_shared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sm = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@raw = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 16
@stk = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @dsm_tile_reduce(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %6, %5
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %17

13:                                               ; preds = %17, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp sgt i32 %2, 1
  br i1 %14, label %15, label %25

15:                                               ; preds = %13
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %27

17:                                               ; preds = %11, %17
  %18 = phi i32 [ %9, %11 ], [ %23, %17 ]
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %8, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sm to ptr), i64 %19
  store float %21, ptr %22, align 4, !tbaa !8
  %23 = add i32 %18, %12
  %24 = icmp slt i32 %23, %2
  br i1 %24, label %17, label %13, !llvm.loop !10

25:                                               ; preds = %33, %13
  %26 = icmp eq i32 %9, 0
  br i1 %26, label %47, label %50

27:                                               ; preds = %15, %33
  %28 = phi i32 [ %2, %15 ], [ %30, %33 ]
  %29 = add nuw nsw i32 %28, 1
  %30 = lshr i32 %29, 1
  %31 = sub nsw i32 %28, %30
  %32 = icmp slt i32 %9, %31
  br i1 %32, label %35, label %33

33:                                               ; preds = %35, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = icmp ugt i32 %28, 2
  br i1 %34, label %27, label %25, !llvm.loop !12

35:                                               ; preds = %27, %35
  %36 = phi i32 [ %45, %35 ], [ %9, %27 ]
  %37 = add nsw i32 %36, %30
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sm to ptr), i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = sext i32 %36 to i64
  %42 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sm to ptr), i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !8
  %44 = fadd contract float %40, %43
  store float %44, ptr %42, align 4, !tbaa !8
  %45 = add i32 %36, %16
  %46 = icmp slt i32 %45, %31
  br i1 %46, label %35, label %33, !llvm.loop !13

47:                                               ; preds = %25
  %48 = getelementptr inbounds nuw float, ptr %1, i64 %5
  %49 = load float, ptr addrspacecast (ptr addrspace(3) @sm to ptr), align 4, !tbaa !8
  store float %49, ptr %48, align 4, !tbaa !8
  br label %50

50:                                               ; preds = %47, %25
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @dsm_two_views(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %2 to i64
  %5 = shl nsw i64 %4, 2
  %6 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @raw to ptr), i64 %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %15

9:                                                ; preds = %3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nsw i64 %4, %11
  %13 = getelementptr float, ptr %0, i64 %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

15:                                               ; preds = %22, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %16, label %31

16:                                               ; preds = %15
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = mul nsw i64 %4, %18
  %20 = getelementptr float, ptr %1, i64 %19
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %32

22:                                               ; preds = %9, %22
  %23 = phi i32 [ %7, %9 ], [ %29, %22 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr %13, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !8
  %27 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @raw to ptr), i64 %24
  store float %26, ptr %27, align 4, !tbaa !8
  %28 = getelementptr inbounds i32, ptr %6, i64 %24
  store i32 %23, ptr %28, align 4, !tbaa !4
  %29 = add i32 %23, %14
  %30 = icmp slt i32 %29, %2
  br i1 %30, label %22, label %15, !llvm.loop !14

31:                                               ; preds = %32, %15
  ret void

32:                                               ; preds = %16, %32
  %33 = phi i32 [ %7, %16 ], [ %47, %32 ]
  %34 = mul nsw i32 %33, 7
  %35 = srem i32 %34, %2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %6, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @raw to ptr), i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !8
  %42 = sext i32 %33 to i64
  %43 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @raw to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = fsub contract float %41, %44
  %46 = getelementptr float, ptr %20, i64 %42
  store float %45, ptr %46, align 4, !tbaa !8
  %47 = add i32 %33, %21
  %48 = icmp slt i32 %47, %2
  br i1 %48, label %32, label %31, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @dsm_warp_stack(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = mul i32 %2, %4
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @stk to ptr), i64 %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %4
  store i32 %11, ptr %7, align 4, !tbaa !4
  br label %12

12:                                               ; preds = %3, %33
  %13 = phi i32 [ 1, %3 ], [ %34, %33 ]
  %14 = phi i32 [ 0, %3 ], [ %23, %33 ]
  %15 = add nsw i32 %13, -1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %7, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !4
  %22 = and i32 %21, 65535
  %23 = add nuw nsw i32 %22, %14
  %24 = ashr i32 %21, 16
  %25 = icmp sgt i32 %24, 0
  %26 = icmp slt i32 %13, %2
  %27 = and i1 %26, %25
  br i1 %27, label %28, label %33

28:                                               ; preds = %12
  %29 = zext nneg i32 %13 to i64
  %30 = getelementptr inbounds nuw i32, ptr %7, i64 %29
  %31 = add nuw nsw i32 %13, 1
  %32 = add nuw nsw i32 %24, 1
  store i32 %24, ptr %17, align 4, !tbaa !4
  store i32 %32, ptr %30, align 4, !tbaa !4
  br label %33

33:                                               ; preds = %28, %12
  %34 = phi i32 [ %31, %28 ], [ %15, %12 ]
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %12, !llvm.loop !16

36:                                               ; preds = %33
  %37 = zext i32 %11 to i64
  %38 = getelementptr inbounds nuw i32, ptr %1, i64 %37
  store i32 %23, ptr %38, align 4, !tbaa !4
  ret void
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }

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
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
