; ModuleID = 'src/atomics_cas.cu'
source_filename = "src/atomics_cas.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19atom_last_block_sumE7is_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@_ZZ19atom_last_block_sumE1s = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @atom_cas_fmax(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %27

10:                                               ; preds = %3
  %11 = and i32 %8, 15
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr %1, i64 %12
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = load i32, ptr %13, align 4, !tbaa !4
  %18 = bitcast float %16 to i32
  br label %19

19:                                               ; preds = %23, %10
  %20 = phi i32 [ %17, %10 ], [ %25, %23 ]
  %21 = bitcast i32 %20 to float
  %22 = fcmp contract ogt float %16, %21
  br i1 %22, label %23, label %27

23:                                               ; preds = %19
  %24 = cmpxchg ptr %13, i32 %20, i32 %18 seq_cst seq_cst, align 4
  %25 = extractvalue { i32, i1 } %24, 0
  %26 = extractvalue { i32, i1 } %24, 1
  br i1 %26, label %27, label %19, !llvm.loop !10

27:                                               ; preds = %23, %19, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @atom_ring_push(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %23

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %12
  %18 = add i32 %3, -1
  %19 = atomicrmw uinc_wrap ptr %2, i32 %18 seq_cst, align 4
  %20 = load i32, ptr %14, align 4, !tbaa !4
  %21 = zext i32 %19 to i64
  %22 = getelementptr inbounds nuw i32, ptr %1, i64 %21
  store i32 %20, ptr %22, align 4, !tbaa !4
  br label %23

23:                                               ; preds = %5, %12, %17
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @atom_last_block_sum(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %4
  br i1 %10, label %11, label %15

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  br label %15

15:                                               ; preds = %5, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %5 ]
  %17 = zext nneg i32 %8 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE1s to ptr), i64 %17
  store float %16, ptr %18, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = icmp samesign ult i32 %8, 64
  br i1 %19, label %20, label %27

20:                                               ; preds = %15
  %21 = zext nneg i32 %8 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE1s to ptr), i64 %21
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 256
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = load float, ptr %18, align 4, !tbaa !8
  %26 = fadd contract float %24, %25
  store float %26, ptr %18, align 4, !tbaa !8
  br label %27

27:                                               ; preds = %20, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = icmp samesign ult i32 %8, 32
  br i1 %28, label %29, label %36

29:                                               ; preds = %27
  %30 = zext nneg i32 %8 to i64
  %31 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE1s to ptr), i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = load float, ptr %18, align 4, !tbaa !8
  %35 = fadd contract float %33, %34
  store float %35, ptr %18, align 4, !tbaa !8
  br label %36

36:                                               ; preds = %29, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = icmp samesign ult i32 %8, 16
  br i1 %37, label %38, label %45

38:                                               ; preds = %36
  %39 = zext nneg i32 %8 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE1s to ptr), i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 64
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = load float, ptr %18, align 4, !tbaa !8
  %44 = fadd contract float %42, %43
  store float %44, ptr %18, align 4, !tbaa !8
  br label %45

45:                                               ; preds = %38, %36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %46 = icmp samesign ult i32 %8, 8
  br i1 %46, label %47, label %54

47:                                               ; preds = %45
  %48 = zext nneg i32 %8 to i64
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE1s to ptr), i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 32
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = load float, ptr %18, align 4, !tbaa !8
  %53 = fadd contract float %51, %52
  store float %53, ptr %18, align 4, !tbaa !8
  br label %54

54:                                               ; preds = %47, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = icmp samesign ult i32 %8, 4
  br i1 %55, label %56, label %63

56:                                               ; preds = %54
  %57 = zext nneg i32 %8 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE1s to ptr), i64 %57
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = load float, ptr %59, align 4, !tbaa !8
  %61 = load float, ptr %18, align 4, !tbaa !8
  %62 = fadd contract float %60, %61
  store float %62, ptr %18, align 4, !tbaa !8
  br label %63

63:                                               ; preds = %56, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = icmp samesign ult i32 %8, 2
  br i1 %64, label %65, label %72

65:                                               ; preds = %63
  %66 = zext nneg i32 %8 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE1s to ptr), i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 8
  %69 = load float, ptr %68, align 4, !tbaa !8
  %70 = load float, ptr %18, align 4, !tbaa !8
  %71 = fadd contract float %69, %70
  store float %71, ptr %18, align 4, !tbaa !8
  br label %72

72:                                               ; preds = %65, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %73 = icmp eq i32 %8, 0
  br i1 %73, label %74, label %78

74:                                               ; preds = %72
  %75 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE1s to ptr), i64 4), align 4, !tbaa !8
  %76 = load float, ptr %18, align 4, !tbaa !8
  %77 = fadd contract float %75, %76
  store float %77, ptr %18, align 4, !tbaa !8
  br label %78

78:                                               ; preds = %74, %72
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %79 = icmp eq i32 %8, 0
  br i1 %79, label %80, label %89

80:                                               ; preds = %78
  %81 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE1s to ptr), align 4, !tbaa !8
  %82 = zext nneg i32 %6 to i64
  %83 = getelementptr inbounds nuw float, ptr %1, i64 %82
  store float %81, ptr %83, align 4, !tbaa !8
  tail call void @llvm.nvvm.membar.gl()
  %84 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %85 = atomicrmw uinc_wrap ptr %3, i32 %84 seq_cst, align 4
  %86 = add nsw i32 %84, -1
  %87 = icmp eq i32 %85, %86
  %88 = zext i1 %87 to i8
  store i8 %88, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE7is_last to ptr), align 1, !tbaa !12
  br label %89

89:                                               ; preds = %80, %78
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19atom_last_block_sumE7is_last to ptr), align 1, !tbaa !12, !range !14, !noundef !15
  %91 = trunc nuw i8 %90 to i1
  %92 = and i1 %79, %91
  br i1 %92, label %93, label %164

93:                                               ; preds = %89
  %94 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %95 = and i32 %94, 7
  %96 = icmp samesign ult i32 %94, 8
  br i1 %96, label %101, label %97

97:                                               ; preds = %93
  %98 = and i32 %94, 2147483640
  br label %118

99:                                               ; preds = %118
  %100 = icmp eq i32 %95, 0
  br i1 %100, label %116, label %101

101:                                              ; preds = %99, %93
  %102 = phi float [ 0.000000e+00, %93 ], [ %160, %99 ]
  %103 = phi i32 [ 0, %93 ], [ %161, %99 ]
  %104 = icmp ne i32 %95, 0
  tail call void @llvm.assume(i1 %104)
  br label %105

105:                                              ; preds = %105, %101
  %106 = phi float [ %102, %101 ], [ %112, %105 ]
  %107 = phi i32 [ %103, %101 ], [ %113, %105 ]
  %108 = phi i32 [ 0, %101 ], [ %114, %105 ]
  %109 = zext nneg i32 %107 to i64
  %110 = getelementptr inbounds nuw float, ptr %1, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !8
  %112 = fadd contract float %106, %111
  %113 = add nuw nsw i32 %107, 1
  %114 = add i32 %108, 1
  %115 = icmp eq i32 %114, %95
  br i1 %115, label %116, label %105, !llvm.loop !16

116:                                              ; preds = %105, %99
  %117 = phi float [ %160, %99 ], [ %112, %105 ]
  store float %117, ptr %2, align 4, !tbaa !8
  store i32 0, ptr %3, align 4, !tbaa !4
  br label %164

118:                                              ; preds = %118, %97
  %119 = phi float [ 0.000000e+00, %97 ], [ %160, %118 ]
  %120 = phi i32 [ 0, %97 ], [ %161, %118 ]
  %121 = phi i32 [ 0, %97 ], [ %162, %118 ]
  %122 = zext nneg i32 %120 to i64
  %123 = getelementptr inbounds nuw float, ptr %1, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !8
  %125 = fadd contract float %119, %124
  %126 = zext nneg i32 %120 to i64
  %127 = getelementptr inbounds nuw float, ptr %1, i64 %126
  %128 = getelementptr inbounds nuw i8, ptr %127, i64 4
  %129 = load float, ptr %128, align 4, !tbaa !8
  %130 = fadd contract float %125, %129
  %131 = zext nneg i32 %120 to i64
  %132 = getelementptr inbounds nuw float, ptr %1, i64 %131
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 8
  %134 = load float, ptr %133, align 4, !tbaa !8
  %135 = fadd contract float %130, %134
  %136 = zext nneg i32 %120 to i64
  %137 = getelementptr inbounds nuw float, ptr %1, i64 %136
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 12
  %139 = load float, ptr %138, align 4, !tbaa !8
  %140 = fadd contract float %135, %139
  %141 = zext nneg i32 %120 to i64
  %142 = getelementptr inbounds nuw float, ptr %1, i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 16
  %144 = load float, ptr %143, align 4, !tbaa !8
  %145 = fadd contract float %140, %144
  %146 = zext nneg i32 %120 to i64
  %147 = getelementptr inbounds nuw float, ptr %1, i64 %146
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 20
  %149 = load float, ptr %148, align 4, !tbaa !8
  %150 = fadd contract float %145, %149
  %151 = zext nneg i32 %120 to i64
  %152 = getelementptr inbounds nuw float, ptr %1, i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 24
  %154 = load float, ptr %153, align 4, !tbaa !8
  %155 = fadd contract float %150, %154
  %156 = zext nneg i32 %120 to i64
  %157 = getelementptr inbounds nuw float, ptr %1, i64 %156
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 28
  %159 = load float, ptr %158, align 4, !tbaa !8
  %160 = fadd contract float %155, %159
  %161 = add nuw nsw i32 %120, 8
  %162 = add i32 %121, 8
  %163 = icmp eq i32 %162, %98
  br i1 %163, label %99, label %118, !llvm.loop !18

164:                                              ; preds = %89, %116
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @atom_spinlock_update(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %34

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  br label %18

18:                                               ; preds = %18, %12
  %19 = cmpxchg ptr %17, i32 0, i32 1 seq_cst seq_cst, align 4
  %20 = extractvalue { i32, i1 } %19, 1
  br i1 %20, label %21, label %18

21:                                               ; preds = %18
  %22 = getelementptr inbounds float, ptr %3, i64 %13
  %23 = shl nsw i32 %15, 1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = getelementptr i8, ptr %25, i64 4
  %27 = load float, ptr %22, align 4, !tbaa !8
  %28 = load float, ptr %25, align 4, !tbaa !8
  %29 = fadd contract float %27, %28
  store float %29, ptr %25, align 4, !tbaa !8
  %30 = load float, ptr %26, align 4, !tbaa !8
  %31 = load float, ptr %22, align 4, !tbaa !8
  %32 = tail call contract noundef float @llvm.maxnum.f32(float %30, float %31)
  store float %32, ptr %26, align 4, !tbaa !8
  tail call void @llvm.nvvm.membar.gl()
  %33 = atomicrmw xchg ptr %17, i32 0 seq_cst, align 4
  br label %34, !llvm.loop !19

34:                                               ; preds = %21, %5
  ret void
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { nocallback nounwind }
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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"bool", !6, i64 0}
!14 = !{i8 0, i8 2}
!15 = !{}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
