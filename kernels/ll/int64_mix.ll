; ModuleID = 'src/int64_mix.cu'
source_filename = "src/int64_mix.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @i64_splitmix(ptr noundef writeonly captures(none) %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %23

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = mul i64 %11, -7046029254386353131
  %13 = add i64 %12, %1
  %14 = lshr i64 %13, 30
  %15 = xor i64 %14, %13
  %16 = mul i64 %15, -4658895280553007687
  %17 = lshr i64 %16, 27
  %18 = xor i64 %17, %16
  %19 = mul i64 %18, -7723592293110705685
  %20 = lshr i64 %19, 31
  %21 = xor i64 %20, %19
  %22 = getelementptr inbounds i64, ptr %0, i64 %11
  store i64 %21, ptr %22, align 8, !tbaa !8
  br label %23

23:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @i64_xoshiro_popc(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %39

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 2
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i64, ptr %0, i64 %12
  %14 = getelementptr i8, ptr %13, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !8
  %16 = and i32 %2, 1
  %17 = icmp eq i32 %2, 1
  br i1 %17, label %27, label %18

18:                                               ; preds = %10
  %19 = load i64, ptr %13, align 8, !tbaa !8
  %20 = getelementptr i8, ptr %13, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !8
  %22 = getelementptr i8, ptr %13, i64 24
  %23 = load i64, ptr %22, align 8, !tbaa !8
  %24 = and i32 %2, 2147483646
  br label %43

25:                                               ; preds = %43
  %26 = icmp eq i32 %16, 0
  br i1 %26, label %39, label %27

27:                                               ; preds = %25, %10
  %28 = phi i64 [ %15, %10 ], [ %73, %25 ]
  %29 = phi i32 [ 0, %10 ], [ %79, %25 ]
  %30 = icmp ne i32 %16, 0
  tail call void @llvm.assume(i1 %30)
  %31 = mul i64 %28, 5
  %32 = mul i64 %28, 640
  %33 = lshr i64 %31, 57
  %34 = or disjoint i64 %33, %32
  %35 = mul i64 %34, 9
  %36 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %35)
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = add i32 %29, %37
  br label %39

39:                                               ; preds = %27, %25, %3
  %40 = phi i32 [ 0, %3 ], [ %79, %25 ], [ %38, %27 ]
  %41 = sext i32 %8 to i64
  %42 = getelementptr inbounds i32, ptr %1, i64 %41
  store i32 %40, ptr %42, align 4, !tbaa !4
  ret void

43:                                               ; preds = %43, %18
  %44 = phi i64 [ %19, %18 ], [ %74, %43 ]
  %45 = phi i64 [ %15, %18 ], [ %73, %43 ]
  %46 = phi i32 [ 0, %18 ], [ %79, %43 ]
  %47 = phi i64 [ %23, %18 ], [ %76, %43 ]
  %48 = phi i64 [ %21, %18 ], [ %75, %43 ]
  %49 = phi i32 [ 0, %18 ], [ %80, %43 ]
  %50 = mul i64 %45, 5
  %51 = mul i64 %45, 640
  %52 = lshr i64 %50, 57
  %53 = or disjoint i64 %52, %51
  %54 = mul i64 %53, 9
  %55 = shl i64 %45, 17
  %56 = xor i64 %44, %48
  %57 = xor i64 %45, %47
  %58 = xor i64 %56, %45
  %59 = xor i64 %44, %57
  %60 = xor i64 %56, %55
  %61 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %57, i64 45)
  %62 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %54)
  %63 = trunc nuw nsw i64 %62 to i32
  %64 = add i32 %46, %63
  %65 = mul i64 %58, 5
  %66 = mul i64 %58, 640
  %67 = lshr i64 %65, 57
  %68 = or disjoint i64 %67, %66
  %69 = mul i64 %68, 9
  %70 = shl i64 %58, 17
  %71 = xor i64 %59, %60
  %72 = xor i64 %58, %61
  %73 = xor i64 %71, %58
  %74 = xor i64 %59, %72
  %75 = xor i64 %71, %70
  %76 = tail call i64 @llvm.fshl.i64(i64 %72, i64 %72, i64 45)
  %77 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %69)
  %78 = trunc nuw nsw i64 %77 to i32
  %79 = add i32 %64, %78
  %80 = add i32 %49, 2
  %81 = icmp eq i32 %80, %24
  br i1 %81, label %25, label %43, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @i64_mul128_accum(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %15

12:                                               ; preds = %5
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %7, %13
  br label %21

15:                                               ; preds = %21, %5
  %16 = phi i64 [ 0, %5 ], [ %40, %21 ]
  %17 = phi i64 [ 0, %5 ], [ %36, %21 ]
  %18 = sext i32 %10 to i64
  %19 = getelementptr inbounds i64, ptr %2, i64 %18
  store i64 %17, ptr %19, align 8, !tbaa !8
  %20 = getelementptr inbounds i64, ptr %3, i64 %18
  store i64 %16, ptr %20, align 8, !tbaa !8
  ret void

21:                                               ; preds = %12, %21
  %22 = phi i64 [ 0, %12 ], [ %36, %21 ]
  %23 = phi i64 [ 0, %12 ], [ %40, %21 ]
  %24 = phi i32 [ %10, %12 ], [ %41, %21 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i64, ptr %0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !8
  %28 = getelementptr inbounds i64, ptr %1, i64 %25
  %29 = load i64, ptr %28, align 8, !tbaa !8
  %30 = mul i64 %29, %27
  %31 = zext i64 %27 to i128
  %32 = zext i64 %29 to i128
  %33 = mul nuw i128 %32, %31
  %34 = lshr i128 %33, 64
  %35 = trunc nuw i128 %34 to i64
  %36 = add i64 %30, %22
  %37 = icmp ult i64 %36, %22
  %38 = zext i1 %37 to i64
  %39 = add i64 %23, %38
  %40 = add i64 %39, %35
  %41 = add i32 %24, %14
  %42 = icmp slt i32 %41, %4
  br i1 %42, label %21, label %15, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @i64_strided_gather(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #3 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = mul nuw nsw i64 %7, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = icmp slt i64 %13, %4
  br i1 %14, label %15, label %28

15:                                               ; preds = %5
  %16 = mul nsw i64 %2, %13
  %17 = add nsw i64 %3, %16
  %18 = lshr i64 %13, 3
  %19 = ashr i64 %2, 1
  %20 = mul nsw i64 %19, %18
  %21 = sub i64 %17, %20
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !13
  %24 = getelementptr float, ptr %22, i64 %2
  %25 = load float, ptr %24, align 4, !tbaa !13
  %26 = fadd contract float %23, %25
  %27 = getelementptr inbounds nuw float, ptr %1, i64 %13
  store float %26, ptr %27, align 4, !tbaa !13
  br label %28

28:                                               ; preds = %5, %15
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!9 = !{!"long long", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !6, i64 0}
