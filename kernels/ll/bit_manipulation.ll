; ModuleID = 'src/bit_manipulation.cu'
source_filename = "src/bit_manipulation.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bits_morton3(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %67

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.float4, ptr %0, i64 %12
  %14 = load float, ptr %13, align 16, !tbaa !8
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %18 = load float, ptr %17, align 8, !tbaa !8
  %19 = fmul contract float %2, %14
  %20 = tail call contract noundef float @llvm.maxnum.f32(float %19, float 0.000000e+00)
  %21 = tail call contract noundef float @llvm.minnum.f32(float %20, float 1.023000e+03)
  %22 = fptoui float %21 to i32
  %23 = fmul contract float %2, %16
  %24 = tail call contract noundef float @llvm.maxnum.f32(float %23, float 0.000000e+00)
  %25 = tail call contract noundef float @llvm.minnum.f32(float %24, float 1.023000e+03)
  %26 = fptoui float %25 to i32
  %27 = fmul contract float %2, %18
  %28 = tail call contract noundef float @llvm.maxnum.f32(float %27, float 0.000000e+00)
  %29 = tail call contract noundef float @llvm.minnum.f32(float %28, float 1.023000e+03)
  %30 = fptoui float %29 to i32
  %31 = and i32 %22, 1023
  %32 = shl nuw nsw i32 %31, 16
  %33 = shl i32 %22, 8
  %34 = and i32 %33, 61440
  %35 = or disjoint i32 %32, %34
  %36 = or disjoint i32 %35, %31
  %37 = and i32 %36, 50393103
  %38 = mul nuw nsw i32 %37, 17
  %39 = and i32 %38, 51130563
  %40 = mul nuw nsw i32 %39, 20
  %41 = and i32 %40, 613566756
  %42 = and i32 %26, 1023
  %43 = shl nuw nsw i32 %42, 16
  %44 = shl i32 %26, 8
  %45 = and i32 %44, 61440
  %46 = or disjoint i32 %43, %45
  %47 = or disjoint i32 %46, %42
  %48 = and i32 %47, 50393103
  %49 = mul nuw nsw i32 %48, 17
  %50 = and i32 %49, 51130563
  %51 = mul nuw nsw i32 %50, 10
  %52 = and i32 %51, 306783378
  %53 = or disjoint i32 %52, %41
  %54 = and i32 %30, 1023
  %55 = shl nuw nsw i32 %54, 16
  %56 = shl i32 %30, 8
  %57 = and i32 %56, 61440
  %58 = or disjoint i32 %55, %57
  %59 = or disjoint i32 %58, %54
  %60 = and i32 %59, 50393103
  %61 = mul nuw nsw i32 %60, 17
  %62 = and i32 %61, 51130563
  %63 = mul nuw nsw i32 %62, 5
  %64 = and i32 %63, 153391689
  %65 = or disjoint i32 %53, %64
  %66 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %65, ptr %66, align 4, !tbaa !4
  br label %67

67:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bits_mix32(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %49

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = getelementptr inbounds i32, ptr %1, i64 %12
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = tail call noundef i32 @llvm.bitreverse.i32(i32 %14)
  %18 = and i32 %16, 31
  %19 = zext i32 %16 to i64
  %20 = shl nuw i64 %19, 32
  %21 = zext i32 %14 to i64
  %22 = or disjoint i64 %20, %21
  %23 = zext nneg i32 %18 to i64
  %24 = shl i64 %22, %23
  %25 = lshr i64 %24, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = xor i32 %17, %26
  %28 = and i32 %14, 31
  %29 = tail call i64 @llvm.fshl.i64(i64 %22, i64 %22, i64 32)
  %30 = zext nneg i32 %28 to i64
  %31 = lshr i64 %29, %30
  %32 = trunc i64 %31 to i32
  %33 = xor i32 %27, %32
  %34 = tail call noundef i32 @llvm.nvvm.prmt(i32 %14, i32 %16, i32 20800)
  %35 = or i32 %14, 1
  %36 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %35, i1 true)
  %37 = mul nuw nsw i32 %36, 3
  %38 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %16)
  %39 = xor i32 %16, %14
  %40 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %39, i1 true)
  %41 = add nuw nsw i32 %40, 1
  %42 = icmp eq i32 %14, %16
  %43 = select i1 %42, i32 0, i32 %41
  %44 = add i32 %38, %34
  %45 = add i32 %44, %37
  %46 = add i32 %45, %43
  %47 = add i32 %46, %33
  %48 = getelementptr inbounds i32, ptr %2, i64 %12
  store i32 %47, ptr %48, align 4, !tbaa !4
  br label %49

49:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bits_mix64(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %27

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i64, ptr %0, i64 %11
  %13 = load i64, ptr %12, align 8, !tbaa !10
  %14 = tail call noundef i64 @llvm.bitreverse.i64(i64 %13)
  %15 = shl i64 %13, 13
  %16 = xor i64 %14, %15
  %17 = lshr i64 %13, 7
  %18 = xor i64 %16, %17
  %19 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %13)
  %20 = shl nuw nsw i64 %19, 40
  %21 = add i64 %18, %20
  %22 = or i64 %13, 1
  %23 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 range(i64 1, 0) %22, i1 true)
  %24 = mul i64 %23, -7046029254386353131
  %25 = xor i64 %21, %24
  %26 = getelementptr inbounds i64, ptr %1, i64 %11
  store i64 %25, ptr %26, align 8, !tbaa !10
  br label %27

27:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bits_csa_popcount(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %3
  %11 = mul nsw i32 %2, %8
  br label %22

12:                                               ; preds = %22
  %13 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %82)
  %14 = shl nuw nsw i32 %13, 1
  %15 = add i32 %14, %81
  %16 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %76)
  %17 = add i32 %15, %16
  br label %18

18:                                               ; preds = %12, %3
  %19 = phi i32 [ 0, %3 ], [ %17, %12 ]
  %20 = sext i32 %8 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %19, ptr %21, align 4, !tbaa !4
  ret void

22:                                               ; preds = %10, %22
  %23 = phi i32 [ 0, %10 ], [ %76, %22 ]
  %24 = phi i32 [ 0, %10 ], [ %82, %22 ]
  %25 = phi i32 [ 0, %10 ], [ %81, %22 ]
  %26 = phi i32 [ 0, %10 ], [ %83, %22 ]
  %27 = add nsw i32 %26, %11
  %28 = shl nsw i32 %27, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !4
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !4
  %34 = xor i32 %31, %23
  %35 = and i32 %31, %23
  %36 = and i32 %34, %33
  %37 = or i32 %36, %35
  %38 = xor i32 %34, %33
  %39 = and i32 %37, %24
  %40 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %39)
  %41 = xor i32 %37, %24
  %42 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %43 = load i32, ptr %42, align 4, !tbaa !4
  %44 = getelementptr inbounds nuw i8, ptr %30, i64 12
  %45 = load i32, ptr %44, align 4, !tbaa !4
  %46 = xor i32 %43, %38
  %47 = and i32 %43, %38
  %48 = and i32 %46, %45
  %49 = or i32 %48, %47
  %50 = xor i32 %46, %45
  %51 = and i32 %49, %41
  %52 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %51)
  %53 = add nuw nsw i32 %40, %52
  %54 = xor i32 %49, %41
  %55 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %56 = load i32, ptr %55, align 4, !tbaa !4
  %57 = getelementptr inbounds nuw i8, ptr %30, i64 20
  %58 = load i32, ptr %57, align 4, !tbaa !4
  %59 = xor i32 %56, %50
  %60 = and i32 %56, %50
  %61 = and i32 %59, %58
  %62 = or i32 %61, %60
  %63 = xor i32 %59, %58
  %64 = and i32 %62, %54
  %65 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %64)
  %66 = add nuw nsw i32 %53, %65
  %67 = xor i32 %62, %54
  %68 = getelementptr inbounds nuw i8, ptr %30, i64 24
  %69 = load i32, ptr %68, align 4, !tbaa !4
  %70 = getelementptr inbounds nuw i8, ptr %30, i64 28
  %71 = load i32, ptr %70, align 4, !tbaa !4
  %72 = xor i32 %69, %63
  %73 = and i32 %69, %63
  %74 = and i32 %72, %71
  %75 = or i32 %74, %73
  %76 = xor i32 %72, %71
  %77 = and i32 %75, %67
  %78 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %77)
  %79 = add nuw nsw i32 %66, %78
  %80 = shl nuw nsw i32 %79, 2
  %81 = add i32 %80, %25
  %82 = xor i32 %75, %67
  %83 = add nuw nsw i32 %26, 1
  %84 = icmp eq i32 %83, %2
  br i1 %84, label %12, label %22, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
