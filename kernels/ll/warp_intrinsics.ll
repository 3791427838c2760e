; ModuleID = 'src/warp_intrinsics.cu'
source_filename = "src/warp_intrinsics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @warp_ballot_compact(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = and i32 %8, 31
  %11 = icmp slt i32 %9, %3
  br i1 %11, label %12, label %16

12:                                               ; preds = %4
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !4
  br label %16

16:                                               ; preds = %4, %12
  %17 = phi i32 [ %15, %12 ], [ 0, %4 ]
  %18 = and i32 %17, 3
  %19 = icmp eq i32 %18, 1
  %20 = select i1 %11, i1 %19, i1 false
  %21 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %20)
  %22 = icmp eq i32 %10, 0
  %23 = icmp ne i32 %21, 0
  %24 = and i1 %22, %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %16
  %26 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %21)
  %27 = atomicrmw add ptr %2, i32 %26 monotonic, align 4
  br label %28

28:                                               ; preds = %25, %16
  %29 = phi i32 [ %27, %25 ], [ 0, %16 ]
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %29, i32 0, i32 31)
  br i1 %20, label %31, label %39

31:                                               ; preds = %28
  %32 = shl nsw i32 -1, %10
  %33 = xor i32 %32, -1
  %34 = and i32 %21, %33
  %35 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %34)
  %36 = add nsw i32 %30, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %1, i64 %37
  store i32 %17, ptr %38, align 4, !tbaa !4
  br label %39

39:                                               ; preds = %31, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @warp_match_aggregate(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %27

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = and i32 %13, 1023
  %15 = tail call noundef i32 @llvm.nvvm.activemask()
  %16 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %15, i32 range(i32 0, 1024) %14)
  %17 = and i32 %7, 31
  %18 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %16, i1 true)
  %19 = icmp ne i32 %16, 0
  %20 = icmp eq i32 %18, %17
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %22, label %27

22:                                               ; preds = %10
  %23 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %16)
  %24 = zext nneg i32 %14 to i64
  %25 = getelementptr inbounds nuw i32, ptr %1, i64 %24
  %26 = atomicrmw add ptr %25, i32 %23 monotonic, align 4
  br label %27

27:                                               ; preds = %10, %22, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @warp_votes(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = fcmp contract ogt float %15, 0.000000e+00
  %17 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %16)
  %18 = fcmp contract ogt float %15, 1.000000e+02
  %19 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %18)
  %20 = fcmp contract oeq float %15, 0.000000e+00
  %21 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %20)
  %22 = bitcast float %15 to i32
  %23 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %22)
  %24 = and i32 %7, 31
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %42

26:                                               ; preds = %14
  %27 = extractvalue { i32, i1 } %23, 0
  %28 = extractvalue { i32, i1 } %23, 1
  %29 = zext i1 %17 to i32
  %30 = select i1 %19, i32 2, i32 0
  %31 = or disjoint i32 %30, %29
  %32 = select i1 %21, i32 4, i32 0
  %33 = or disjoint i32 %31, %32
  %34 = select i1 %28, i32 8, i32 0
  %35 = or disjoint i32 %33, %34
  %36 = icmp eq i32 %27, 0
  %37 = select i1 %36, i32 0, i32 16
  %38 = or disjoint i32 %35, %37
  %39 = ashr i32 %8, 5
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %1, i64 %40
  store i32 %38, ptr %41, align 4, !tbaa !4
  br label %42

42:                                               ; preds = %26, %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @warp_redux_or_shfl(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %10, i32 -1)
  %12 = tail call noundef i32 @llvm.nvvm.redux.sync.or(i32 %10, i32 -1)
  %13 = xor i32 %12, %11
  %14 = add nuw nsw i32 %6, 1
  %15 = and i32 %14, 7
  %16 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %10, i32 range(i32 0, 8) %15, i32 6175)
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 2, i32 4127)
  %18 = mul i32 %16, 3
  %19 = add i32 %18, %13
  %20 = add i32 %19, %17
  %21 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %20, ptr %21, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
