; ModuleID = 'src/histograms.cu'
source_filename = "src/histograms.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15hist_shared_256E1s = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @hist_global_u8(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
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
  br label %14

13:                                               ; preds = %14, %3
  ret void

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %22, %14 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !8
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr %1, i64 %19
  %21 = atomicrmw add ptr %20, i32 1 monotonic, align 4
  %22 = add i32 %15, %12
  %23 = icmp slt i32 %22, %2
  br i1 %23, label %14, label %13, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @hist_shared_256(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp samesign ult i32 %4, 256
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %15, label %7

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %21

12:                                               ; preds = %7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %6, %13
  br label %22

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %4, %3 ]
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15hist_shared_256E1s to ptr), i64 %17
  store i32 0, ptr %18, align 4, !tbaa !4
  %19 = add nuw nsw i32 %16, %6
  %20 = icmp samesign ult i32 %19, 256
  br i1 %20, label %15, label %7, !llvm.loop !11

21:                                               ; preds = %22, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %5, label %48, label %47

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %10, %12 ], [ %45, %22 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !4
  %27 = and i32 %26, 255
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15hist_shared_256E1s to ptr), i64 %28
  %30 = atomicrmw add ptr %29, i32 1 monotonic, align 4
  %31 = lshr i32 %26, 8
  %32 = and i32 %31, 255
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15hist_shared_256E1s to ptr), i64 %33
  %35 = atomicrmw add ptr %34, i32 1 monotonic, align 4
  %36 = lshr i32 %26, 16
  %37 = and i32 %36, 255
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15hist_shared_256E1s to ptr), i64 %38
  %40 = atomicrmw add ptr %39, i32 1 monotonic, align 4
  %41 = lshr i32 %26, 24
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15hist_shared_256E1s to ptr), i64 %42
  %44 = atomicrmw add ptr %43, i32 1 monotonic, align 4
  %45 = add i32 %23, %14
  %46 = icmp slt i32 %45, %2
  br i1 %46, label %22, label %21, !llvm.loop !12

47:                                               ; preds = %57, %21
  ret void

48:                                               ; preds = %21, %57
  %49 = phi i32 [ %58, %57 ], [ %4, %21 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15hist_shared_256E1s to ptr), i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %48
  %55 = getelementptr inbounds nuw i32, ptr %1, i64 %50
  %56 = atomicrmw add ptr %55, i32 %52 monotonic, align 4
  br label %57

57:                                               ; preds = %48, %54
  %58 = add nuw nsw i32 %49, %6
  %59 = icmp samesign ult i32 %58, 256
  br i1 %59, label %48, label %47, !llvm.loop !13
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @hist_weighted_range(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, float noundef %4, float noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = sitofp i32 %6 to float
  %10 = fsub contract float %5, %4
  %11 = fdiv contract float %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %7
  br i1 %17, label %18, label %22

18:                                               ; preds = %8
  %19 = add nsw i32 %6, -1
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul i32 %13, %20
  br label %23

22:                                               ; preds = %43, %8
  ret void

23:                                               ; preds = %18, %43
  %24 = phi i32 [ %16, %18 ], [ %44, %43 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !14
  %28 = fcmp contract uge float %27, %4
  %29 = fcmp contract ult float %27, %5
  %30 = and i1 %28, %29
  br i1 %30, label %31, label %43

31:                                               ; preds = %23
  %32 = fsub contract float %27, %4
  %33 = fmul contract float %11, %32
  %34 = fptosi float %33 to i32
  %35 = tail call noundef i32 @llvm.smin.i32(i32 %34, i32 range(i32 -2147483648, 2147483647) %19)
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %2, i64 %36
  %38 = getelementptr inbounds float, ptr %1, i64 %25
  %39 = load float, ptr %38, align 4, !tbaa !14
  %40 = atomicrmw fadd ptr %37, float %39 seq_cst, align 4
  %41 = getelementptr inbounds i64, ptr %3, i64 %36
  %42 = atomicrmw add ptr %41, i64 1 monotonic, align 8
  br label %43

43:                                               ; preds = %23, %31
  %44 = add i32 %24, %21
  %45 = icmp slt i32 %44, %7
  br i1 %45, label %23, label %22, !llvm.loop !16
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !6, i64 0}
!16 = distinct !{!16, !10}
