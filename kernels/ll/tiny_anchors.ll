; ModuleID = 'src/tiny_anchors.cu'
source_filename = "src/tiny_anchors.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21tiny_shared_roundtripE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local ptx_kernel void @tiny_empty() local_unnamed_addr #0 {
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_store_param(ptr noundef writeonly captures(none) initializes((0, 4)) %0, i32 noundef %1) local_unnamed_addr #1 {
  store i32 %1, ptr %0, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_add_params(ptr noundef writeonly captures(none) initializes((0, 4)) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = add nsw i32 %2, %1
  store i32 %4, ptr %0, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_fadd_params(ptr noundef writeonly captures(none) initializes((0, 4)) %0, float noundef %1, float noundef %2) local_unnamed_addr #1 {
  %4 = fadd contract float %1, %2
  store float %4, ptr %0, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_f64_mul(ptr noundef writeonly captures(none) initializes((0, 8)) %0, double noundef %1, double noundef %2) local_unnamed_addr #1 {
  %4 = fmul contract double %1, %2
  store double %4, ptr %0, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_store_tid(ptr noundef writeonly captures(none) %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 %2, ptr %4, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tiny_copy_elem(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !8
  %11 = getelementptr inbounds nuw float, ptr %1, i64 %8
  store float %10, ptr %11, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_loop_sum(ptr noundef writeonly captures(none) initializes((0, 4)) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %14

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = zext nneg i32 %5 to i33
  %7 = add nsw i32 %1, -2
  %8 = zext i32 %7 to i33
  %9 = mul i33 %6, %8
  %10 = lshr i33 %9, 1
  %11 = trunc nuw i33 %10 to i32
  %12 = add i32 %1, %11
  %13 = add i32 %12, -1
  br label %14

14:                                               ; preds = %4, %2
  %15 = phi i32 [ 0, %2 ], [ %13, %4 ]
  store i32 %15, ptr %0, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @tiny_loop_carried(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = and i32 %2, 7
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483640
  br label %30

10:                                               ; preds = %30
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %28, label %12

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %81, %10 ]
  %14 = phi i32 [ 0, %5 ], [ %80, %10 ]
  %15 = icmp ne i32 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i32 [ %25, %16 ], [ %13, %12 ]
  %18 = phi i32 [ %24, %16 ], [ %14, %12 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %12 ]
  %20 = mul nsw i32 %18, 3
  %21 = zext nneg i32 %17 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !4
  %24 = add nsw i32 %23, %20
  %25 = add nuw nsw i32 %17, 1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %6
  br i1 %27, label %28, label %16, !llvm.loop !12

28:                                               ; preds = %10, %16, %3
  %29 = phi i32 [ 0, %3 ], [ %80, %10 ], [ %24, %16 ]
  store i32 %29, ptr %1, align 4, !tbaa !4
  ret void

30:                                               ; preds = %30, %8
  %31 = phi i32 [ 0, %8 ], [ %81, %30 ]
  %32 = phi i32 [ 0, %8 ], [ %80, %30 ]
  %33 = phi i32 [ 0, %8 ], [ %82, %30 ]
  %34 = mul nsw i32 %32, 3
  %35 = zext nneg i32 %31 to i64
  %36 = getelementptr inbounds nuw i32, ptr %0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !4
  %38 = add nsw i32 %37, %34
  %39 = mul nsw i32 %38, 3
  %40 = zext nneg i32 %31 to i64
  %41 = getelementptr inbounds nuw i32, ptr %0, i64 %40
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !4
  %44 = add nsw i32 %43, %39
  %45 = mul nsw i32 %44, 3
  %46 = zext nneg i32 %31 to i64
  %47 = getelementptr inbounds nuw i32, ptr %0, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 8
  %49 = load i32, ptr %48, align 4, !tbaa !4
  %50 = add nsw i32 %49, %45
  %51 = mul nsw i32 %50, 3
  %52 = zext nneg i32 %31 to i64
  %53 = getelementptr inbounds nuw i32, ptr %0, i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 12
  %55 = load i32, ptr %54, align 4, !tbaa !4
  %56 = add nsw i32 %55, %51
  %57 = mul nsw i32 %56, 3
  %58 = zext nneg i32 %31 to i64
  %59 = getelementptr inbounds nuw i32, ptr %0, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 16
  %61 = load i32, ptr %60, align 4, !tbaa !4
  %62 = add nsw i32 %61, %57
  %63 = mul nsw i32 %62, 3
  %64 = zext nneg i32 %31 to i64
  %65 = getelementptr inbounds nuw i32, ptr %0, i64 %64
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 20
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = add nsw i32 %67, %63
  %69 = mul nsw i32 %68, 3
  %70 = zext nneg i32 %31 to i64
  %71 = getelementptr inbounds nuw i32, ptr %0, i64 %70
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 24
  %73 = load i32, ptr %72, align 4, !tbaa !4
  %74 = add nsw i32 %73, %69
  %75 = mul nsw i32 %74, 3
  %76 = zext nneg i32 %31 to i64
  %77 = getelementptr inbounds nuw i32, ptr %0, i64 %76
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 28
  %79 = load i32, ptr %78, align 4, !tbaa !4
  %80 = add nsw i32 %79, %75
  %81 = add nuw nsw i32 %31, 8
  %82 = add i32 %33, 8
  %83 = icmp eq i32 %82, %9
  br i1 %83, label %10, label %30, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @tiny_loop_nounroll(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %7, %3
  %6 = phi i32 [ 0, %3 ], [ %13, %7 ]
  store i32 %6, ptr %1, align 4, !tbaa !4
  ret void

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %14, %7 ], [ 0, %3 ]
  %9 = phi i32 [ %13, %7 ], [ 0, %3 ]
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !4
  %13 = xor i32 %12, %9
  %14 = add nuw nsw i32 %8, 1
  %15 = icmp eq i32 %14, %2
  br i1 %15, label %5, label %7, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_select(ptr noundef writeonly captures(none) initializes((0, 4)) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp slt i32 %1, %2
  %5 = sub nsw i32 %2, %1
  %6 = shl nsw i32 %1, 1
  %7 = select i1 %4, i32 %5, i32 %6
  store i32 %7, ptr %0, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_u64_add(ptr noundef writeonly captures(none) initializes((0, 8)) %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = add i64 %2, %1
  store i64 %4, ptr %0, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_fma_store(ptr noundef writeonly captures(none) %0, float noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #1 {
  %5 = tail call contract noundef float @llvm.fma.f32(float %1, float %2, float %3)
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  store float %5, ptr %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @tiny_guarded_store(ptr noundef writeonly captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  store float %2, ptr %12, align 4, !tbaa !8
  br label %13

13:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @tiny_shared_roundtrip(ptr noundef writeonly captures(none) %0) local_unnamed_addr #5 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = and i32 %2, 31
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21tiny_shared_roundtripE1s to ptr), i64 %4
  store i32 %2, ptr %5, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = xor i32 %3, 31
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21tiny_shared_roundtripE1s to ptr), i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !4
  %10 = zext nneg i32 %2 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  store i32 %9, ptr %11, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = !{!"double", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !6, i64 0}
