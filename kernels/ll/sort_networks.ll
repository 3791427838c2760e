; ModuleID = 'src/sort_networks.cu'
source_filename = "src/sort_networks.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ23sort_bitonic_shared1024E1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @sort16_registers(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = shl i32 %6, 4
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !8
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = getelementptr inbounds nuw i8, ptr %9, i64 28
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %26 = load float, ptr %25, align 4, !tbaa !8
  %27 = getelementptr inbounds nuw i8, ptr %9, i64 36
  %28 = load float, ptr %27, align 4, !tbaa !8
  %29 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = getelementptr inbounds nuw i8, ptr %9, i64 44
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = getelementptr inbounds nuw i8, ptr %9, i64 48
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 52
  %36 = load float, ptr %35, align 4, !tbaa !8
  %37 = getelementptr inbounds nuw i8, ptr %9, i64 56
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = getelementptr inbounds nuw i8, ptr %9, i64 60
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = tail call contract noundef float @llvm.minnum.f32(float %10, float %12)
  %42 = tail call contract noundef float @llvm.maxnum.f32(float %16, float %14)
  %43 = tail call contract noundef float @llvm.minnum.f32(float %41, float %42)
  %44 = tail call contract noundef float @llvm.maxnum.f32(float %10, float %12)
  %45 = tail call contract noundef float @llvm.minnum.f32(float %16, float %14)
  %46 = tail call contract noundef float @llvm.minnum.f32(float %44, float %45)
  %47 = tail call contract noundef float @llvm.minnum.f32(float %43, float %46)
  %48 = tail call contract noundef float @llvm.minnum.f32(float %24, float %22)
  %49 = tail call contract noundef float @llvm.maxnum.f32(float %18, float %20)
  %50 = tail call contract noundef float @llvm.maxnum.f32(float %48, float %49)
  %51 = tail call contract noundef float @llvm.maxnum.f32(float %24, float %22)
  %52 = tail call contract noundef float @llvm.minnum.f32(float %18, float %20)
  %53 = tail call contract noundef float @llvm.maxnum.f32(float %51, float %52)
  %54 = tail call contract noundef float @llvm.maxnum.f32(float %50, float %53)
  %55 = tail call contract noundef float @llvm.minnum.f32(float %47, float %54)
  %56 = tail call contract noundef float @llvm.maxnum.f32(float %41, float %42)
  %57 = tail call contract noundef float @llvm.maxnum.f32(float %44, float %45)
  %58 = tail call contract noundef float @llvm.minnum.f32(float %56, float %57)
  %59 = tail call contract noundef float @llvm.minnum.f32(float %48, float %49)
  %60 = tail call contract noundef float @llvm.minnum.f32(float %51, float %52)
  %61 = tail call contract noundef float @llvm.maxnum.f32(float %59, float %60)
  %62 = tail call contract noundef float @llvm.minnum.f32(float %58, float %61)
  %63 = tail call contract noundef float @llvm.minnum.f32(float %55, float %62)
  %64 = tail call contract noundef float @llvm.maxnum.f32(float %43, float %46)
  %65 = tail call contract noundef float @llvm.minnum.f32(float %50, float %53)
  %66 = tail call contract noundef float @llvm.minnum.f32(float %64, float %65)
  %67 = tail call contract noundef float @llvm.maxnum.f32(float %56, float %57)
  %68 = tail call contract noundef float @llvm.minnum.f32(float %59, float %60)
  %69 = tail call contract noundef float @llvm.minnum.f32(float %67, float %68)
  %70 = tail call contract noundef float @llvm.minnum.f32(float %66, float %69)
  %71 = tail call contract noundef float @llvm.minnum.f32(float %63, float %70)
  %72 = tail call contract noundef float @llvm.minnum.f32(float %40, float %38)
  %73 = tail call contract noundef float @llvm.maxnum.f32(float %34, float %36)
  %74 = tail call contract noundef float @llvm.minnum.f32(float %72, float %73)
  %75 = tail call contract noundef float @llvm.maxnum.f32(float %40, float %38)
  %76 = tail call contract noundef float @llvm.minnum.f32(float %34, float %36)
  %77 = tail call contract noundef float @llvm.minnum.f32(float %75, float %76)
  %78 = tail call contract noundef float @llvm.minnum.f32(float %74, float %77)
  %79 = tail call contract noundef float @llvm.minnum.f32(float %26, float %28)
  %80 = tail call contract noundef float @llvm.maxnum.f32(float %32, float %30)
  %81 = tail call contract noundef float @llvm.maxnum.f32(float %79, float %80)
  %82 = tail call contract noundef float @llvm.maxnum.f32(float %26, float %28)
  %83 = tail call contract noundef float @llvm.minnum.f32(float %32, float %30)
  %84 = tail call contract noundef float @llvm.maxnum.f32(float %82, float %83)
  %85 = tail call contract noundef float @llvm.maxnum.f32(float %81, float %84)
  %86 = tail call contract noundef float @llvm.maxnum.f32(float %78, float %85)
  %87 = tail call contract noundef float @llvm.maxnum.f32(float %72, float %73)
  %88 = tail call contract noundef float @llvm.maxnum.f32(float %75, float %76)
  %89 = tail call contract noundef float @llvm.minnum.f32(float %87, float %88)
  %90 = tail call contract noundef float @llvm.minnum.f32(float %79, float %80)
  %91 = tail call contract noundef float @llvm.minnum.f32(float %82, float %83)
  %92 = tail call contract noundef float @llvm.maxnum.f32(float %90, float %91)
  %93 = tail call contract noundef float @llvm.maxnum.f32(float %89, float %92)
  %94 = tail call contract noundef float @llvm.maxnum.f32(float %86, float %93)
  %95 = tail call contract noundef float @llvm.maxnum.f32(float %74, float %77)
  %96 = tail call contract noundef float @llvm.minnum.f32(float %81, float %84)
  %97 = tail call contract noundef float @llvm.maxnum.f32(float %95, float %96)
  %98 = tail call contract noundef float @llvm.maxnum.f32(float %87, float %88)
  %99 = tail call contract noundef float @llvm.minnum.f32(float %90, float %91)
  %100 = tail call contract noundef float @llvm.maxnum.f32(float %98, float %99)
  %101 = tail call contract noundef float @llvm.maxnum.f32(float %97, float %100)
  %102 = tail call contract noundef float @llvm.maxnum.f32(float %94, float %101)
  %103 = tail call contract noundef float @llvm.maxnum.f32(float %71, float %102)
  %104 = tail call contract noundef float @llvm.maxnum.f32(float %47, float %54)
  %105 = tail call contract noundef float @llvm.maxnum.f32(float %58, float %61)
  %106 = tail call contract noundef float @llvm.minnum.f32(float %104, float %105)
  %107 = tail call contract noundef float @llvm.maxnum.f32(float %64, float %65)
  %108 = tail call contract noundef float @llvm.maxnum.f32(float %67, float %68)
  %109 = tail call contract noundef float @llvm.minnum.f32(float %107, float %108)
  %110 = tail call contract noundef float @llvm.minnum.f32(float %106, float %109)
  %111 = tail call contract noundef float @llvm.minnum.f32(float %78, float %85)
  %112 = tail call contract noundef float @llvm.minnum.f32(float %89, float %92)
  %113 = tail call contract noundef float @llvm.maxnum.f32(float %111, float %112)
  %114 = tail call contract noundef float @llvm.minnum.f32(float %95, float %96)
  %115 = tail call contract noundef float @llvm.minnum.f32(float %98, float %99)
  %116 = tail call contract noundef float @llvm.maxnum.f32(float %114, float %115)
  %117 = tail call contract noundef float @llvm.maxnum.f32(float %113, float %116)
  %118 = tail call contract noundef float @llvm.maxnum.f32(float %110, float %117)
  %119 = tail call contract noundef float @llvm.maxnum.f32(float %103, float %118)
  %120 = tail call contract noundef float @llvm.maxnum.f32(float %55, float %62)
  %121 = tail call contract noundef float @llvm.maxnum.f32(float %66, float %69)
  %122 = tail call contract noundef float @llvm.minnum.f32(float %120, float %121)
  %123 = tail call contract noundef float @llvm.minnum.f32(float %86, float %93)
  %124 = tail call contract noundef float @llvm.minnum.f32(float %97, float %100)
  %125 = tail call contract noundef float @llvm.maxnum.f32(float %123, float %124)
  %126 = tail call contract noundef float @llvm.maxnum.f32(float %122, float %125)
  %127 = tail call contract noundef float @llvm.maxnum.f32(float %104, float %105)
  %128 = tail call contract noundef float @llvm.maxnum.f32(float %107, float %108)
  %129 = tail call contract noundef float @llvm.minnum.f32(float %127, float %128)
  %130 = tail call contract noundef float @llvm.minnum.f32(float %111, float %112)
  %131 = tail call contract noundef float @llvm.minnum.f32(float %114, float %115)
  %132 = tail call contract noundef float @llvm.maxnum.f32(float %130, float %131)
  %133 = tail call contract noundef float @llvm.maxnum.f32(float %129, float %132)
  %134 = tail call contract noundef float @llvm.maxnum.f32(float %126, float %133)
  %135 = tail call contract noundef float @llvm.maxnum.f32(float %119, float %134)
  %136 = tail call contract noundef float @llvm.maxnum.f32(float %63, float %70)
  %137 = tail call contract noundef float @llvm.minnum.f32(float %94, float %101)
  %138 = tail call contract noundef float @llvm.maxnum.f32(float %136, float %137)
  %139 = tail call contract noundef float @llvm.maxnum.f32(float %106, float %109)
  %140 = tail call contract noundef float @llvm.minnum.f32(float %113, float %116)
  %141 = tail call contract noundef float @llvm.maxnum.f32(float %139, float %140)
  %142 = tail call contract noundef float @llvm.maxnum.f32(float %138, float %141)
  %143 = tail call contract noundef float @llvm.maxnum.f32(float %120, float %121)
  %144 = tail call contract noundef float @llvm.minnum.f32(float %123, float %124)
  %145 = tail call contract noundef float @llvm.maxnum.f32(float %143, float %144)
  %146 = tail call contract noundef float @llvm.maxnum.f32(float %127, float %128)
  %147 = tail call contract noundef float @llvm.minnum.f32(float %130, float %131)
  %148 = tail call contract noundef float @llvm.maxnum.f32(float %146, float %147)
  %149 = tail call contract noundef float @llvm.maxnum.f32(float %145, float %148)
  %150 = tail call contract noundef float @llvm.maxnum.f32(float %142, float %149)
  %151 = tail call contract noundef float @llvm.maxnum.f32(float %135, float %150)
  %152 = tail call contract noundef float @llvm.minnum.f32(float %135, float %150)
  %153 = tail call contract noundef float @llvm.minnum.f32(float %119, float %134)
  %154 = tail call contract noundef float @llvm.minnum.f32(float %142, float %149)
  %155 = tail call contract noundef float @llvm.maxnum.f32(float %153, float %154)
  %156 = tail call contract noundef float @llvm.minnum.f32(float %153, float %154)
  %157 = tail call contract noundef float @llvm.minnum.f32(float %103, float %118)
  %158 = tail call contract noundef float @llvm.minnum.f32(float %126, float %133)
  %159 = tail call contract noundef float @llvm.maxnum.f32(float %157, float %158)
  %160 = tail call contract noundef float @llvm.minnum.f32(float %138, float %141)
  %161 = tail call contract noundef float @llvm.minnum.f32(float %145, float %148)
  %162 = tail call contract noundef float @llvm.maxnum.f32(float %160, float %161)
  %163 = tail call contract noundef float @llvm.maxnum.f32(float %159, float %162)
  %164 = tail call contract noundef float @llvm.minnum.f32(float %159, float %162)
  %165 = tail call contract noundef float @llvm.minnum.f32(float %157, float %158)
  %166 = tail call contract noundef float @llvm.minnum.f32(float %160, float %161)
  %167 = tail call contract noundef float @llvm.maxnum.f32(float %165, float %166)
  %168 = tail call contract noundef float @llvm.minnum.f32(float %165, float %166)
  %169 = tail call contract noundef float @llvm.minnum.f32(float %71, float %102)
  %170 = tail call contract noundef float @llvm.minnum.f32(float %110, float %117)
  %171 = tail call contract noundef float @llvm.maxnum.f32(float %169, float %170)
  %172 = tail call contract noundef float @llvm.minnum.f32(float %122, float %125)
  %173 = tail call contract noundef float @llvm.minnum.f32(float %129, float %132)
  %174 = tail call contract noundef float @llvm.maxnum.f32(float %172, float %173)
  %175 = tail call contract noundef float @llvm.maxnum.f32(float %171, float %174)
  %176 = tail call contract noundef float @llvm.minnum.f32(float %136, float %137)
  %177 = tail call contract noundef float @llvm.minnum.f32(float %139, float %140)
  %178 = tail call contract noundef float @llvm.maxnum.f32(float %176, float %177)
  %179 = tail call contract noundef float @llvm.minnum.f32(float %143, float %144)
  %180 = tail call contract noundef float @llvm.minnum.f32(float %146, float %147)
  %181 = tail call contract noundef float @llvm.maxnum.f32(float %179, float %180)
  %182 = tail call contract noundef float @llvm.maxnum.f32(float %178, float %181)
  %183 = tail call contract noundef float @llvm.maxnum.f32(float %175, float %182)
  %184 = tail call contract noundef float @llvm.minnum.f32(float %175, float %182)
  %185 = tail call contract noundef float @llvm.minnum.f32(float %171, float %174)
  %186 = tail call contract noundef float @llvm.minnum.f32(float %178, float %181)
  %187 = tail call contract noundef float @llvm.maxnum.f32(float %185, float %186)
  %188 = tail call contract noundef float @llvm.minnum.f32(float %185, float %186)
  %189 = tail call contract noundef float @llvm.minnum.f32(float %169, float %170)
  %190 = tail call contract noundef float @llvm.minnum.f32(float %172, float %173)
  %191 = tail call contract noundef float @llvm.maxnum.f32(float %189, float %190)
  %192 = tail call contract noundef float @llvm.minnum.f32(float %176, float %177)
  %193 = tail call contract noundef float @llvm.minnum.f32(float %179, float %180)
  %194 = tail call contract noundef float @llvm.maxnum.f32(float %192, float %193)
  %195 = tail call contract noundef float @llvm.maxnum.f32(float %191, float %194)
  %196 = tail call contract noundef float @llvm.minnum.f32(float %191, float %194)
  %197 = tail call contract noundef float @llvm.minnum.f32(float %189, float %190)
  %198 = tail call contract noundef float @llvm.minnum.f32(float %192, float %193)
  %199 = tail call contract noundef float @llvm.maxnum.f32(float %197, float %198)
  %200 = tail call contract noundef float @llvm.minnum.f32(float %197, float %198)
  store float %200, ptr %9, align 4, !tbaa !8
  store float %199, ptr %11, align 4, !tbaa !8
  store float %196, ptr %13, align 4, !tbaa !8
  store float %195, ptr %15, align 4, !tbaa !8
  store float %188, ptr %17, align 4, !tbaa !8
  store float %187, ptr %19, align 4, !tbaa !8
  store float %184, ptr %21, align 4, !tbaa !8
  store float %183, ptr %23, align 4, !tbaa !8
  store float %168, ptr %25, align 4, !tbaa !8
  store float %167, ptr %27, align 4, !tbaa !8
  store float %164, ptr %29, align 4, !tbaa !8
  store float %163, ptr %31, align 4, !tbaa !8
  store float %156, ptr %33, align 4, !tbaa !8
  store float %155, ptr %35, align 4, !tbaa !8
  store float %152, ptr %37, align 4, !tbaa !8
  store float %151, ptr %39, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sort_bitonic_shared1024(ptr noundef captures(none) %0) local_unnamed_addr #2 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = shl i32 %2, 10
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %10

8:                                                ; preds = %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = icmp samesign ult i32 %6, 512
  br label %18

10:                                               ; preds = %1, %10
  %11 = phi i32 [ %6, %1 ], [ %16, %10 ]
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %5, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23sort_bitonic_shared1024E1s to ptr), i64 %12
  store i32 %14, ptr %15, align 4, !tbaa !4
  %16 = add nuw nsw i32 %11, %7
  %17 = icmp samesign ult i32 %16, 1024
  br i1 %17, label %10, label %8, !llvm.loop !10

18:                                               ; preds = %54, %8
  %19 = phi i32 [ 2, %8 ], [ %55, %54 ]
  %20 = lshr exact i32 %19, 1
  br label %21

21:                                               ; preds = %18, %57
  %22 = phi i32 [ %20, %18 ], [ %58, %57 ]
  br i1 %9, label %23, label %57

23:                                               ; preds = %21
  %24 = add nsw i32 %22, -1
  br label %60

25:                                               ; preds = %57
  %26 = shl nuw nsw i32 %19, 1
  br label %27

27:                                               ; preds = %51, %25
  %28 = phi i32 [ %19, %25 ], [ %52, %51 ]
  br i1 %9, label %29, label %51

29:                                               ; preds = %27
  %30 = add nsw i32 %28, -1
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi i32 [ %6, %29 ], [ %49, %48 ]
  %33 = shl nuw nsw i32 %32, 1
  %34 = and i32 %32, %30
  %35 = sub nsw i32 %33, %34
  %36 = add nsw i32 %35, %28
  %37 = and i32 %35, %26
  %38 = zext i32 %35 to i64
  %39 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23sort_bitonic_shared1024E1s to ptr), i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !4
  %41 = zext i32 %36 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23sort_bitonic_shared1024E1s to ptr), i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !4
  %44 = icmp ugt i32 %40, %43
  %45 = icmp ne i32 %37, 0
  %46 = xor i1 %45, %44
  br i1 %46, label %47, label %48

47:                                               ; preds = %31
  store i32 %43, ptr %39, align 4, !tbaa !4
  store i32 %40, ptr %42, align 4, !tbaa !4
  br label %48

48:                                               ; preds = %47, %31
  %49 = add nuw nsw i32 %32, %7
  %50 = icmp samesign ult i32 %49, 512
  br i1 %50, label %31, label %51, !llvm.loop !12

51:                                               ; preds = %48, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %52 = lshr i32 %28, 1
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %27, !llvm.loop !13

54:                                               ; preds = %51
  %55 = shl nuw nsw i32 %19, 2
  %56 = icmp ult i32 %19, 257
  br i1 %56, label %18, label %81, !llvm.loop !14

57:                                               ; preds = %77, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = lshr i32 %22, 1
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %25, label %21, !llvm.loop !13

60:                                               ; preds = %23, %77
  %61 = phi i32 [ %6, %23 ], [ %78, %77 ]
  %62 = shl nuw nsw i32 %61, 1
  %63 = and i32 %61, %24
  %64 = sub nsw i32 %62, %63
  %65 = add nsw i32 %64, %22
  %66 = and i32 %64, %19
  %67 = zext i32 %64 to i64
  %68 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23sort_bitonic_shared1024E1s to ptr), i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !4
  %70 = zext i32 %65 to i64
  %71 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23sort_bitonic_shared1024E1s to ptr), i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !4
  %73 = icmp ugt i32 %69, %72
  %74 = icmp ne i32 %66, 0
  %75 = xor i1 %74, %73
  br i1 %75, label %76, label %77

76:                                               ; preds = %60
  store i32 %72, ptr %68, align 4, !tbaa !4
  store i32 %69, ptr %71, align 4, !tbaa !4
  br label %77

77:                                               ; preds = %76, %60
  %78 = add nuw nsw i32 %61, %7
  %79 = icmp samesign ult i32 %78, 512
  br i1 %79, label %60, label %57, !llvm.loop !12

80:                                               ; preds = %81
  ret void

81:                                               ; preds = %54, %81
  %82 = phi i32 [ %87, %81 ], [ %6, %54 ]
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23sort_bitonic_shared1024E1s to ptr), i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !4
  %86 = getelementptr inbounds nuw i32, ptr %5, i64 %83
  store i32 %85, ptr %86, align 4, !tbaa !4
  %87 = add nuw nsw i32 %82, %7
  %88 = icmp samesign ult i32 %87, 1024
  br i1 %88, label %81, label %80, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sort_warp_bitonic_kv(ptr noundef captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #4 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = getelementptr inbounds i32, ptr %1, i64 %8
  %12 = load i32, ptr %11, align 4, !tbaa !4
  %13 = and i32 %6, 2
  %14 = icmp ne i32 %13, 0
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %10, i32 range(i32 1, -2147483648) 1, i32 31)
  %16 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %12, i32 range(i32 1, -2147483648) 1, i32 31)
  %17 = and i32 %6, 1
  %18 = icmp eq i32 %17, 0
  %19 = xor i1 %14, %18
  br i1 %19, label %181, label %183

20:                                               ; preds = %185
  %21 = icmp sgt i32 %191, %188
  br label %24

22:                                               ; preds = %185
  %23 = icmp slt i32 %191, %188
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i1 [ %23, %22 ], [ %21, %20 ]
  %26 = select i1 %25, i32 %192, i32 %187
  %27 = select i1 %25, i32 %191, i32 %188
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 range(i32 1, -2147483648) 1, i32 31)
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %26, i32 range(i32 1, -2147483648) 1, i32 31)
  %30 = and i32 %6, 1
  %31 = icmp eq i32 %30, 0
  %32 = xor i1 %190, %31
  br i1 %32, label %35, label %33

33:                                               ; preds = %24
  %34 = icmp sgt i32 %28, %27
  br label %37

35:                                               ; preds = %24
  %36 = icmp slt i32 %28, %27
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i1 [ %36, %35 ], [ %34, %33 ]
  %39 = select i1 %38, i32 %29, i32 %26
  %40 = select i1 %38, i32 %28, i32 %27
  %41 = and i32 %6, 8
  %42 = icmp ne i32 %41, 0
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 range(i32 1, -2147483648) 4, i32 31)
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 range(i32 1, -2147483648) 4, i32 31)
  %45 = and i32 %6, 4
  %46 = icmp eq i32 %45, 0
  %47 = xor i1 %42, %46
  br i1 %47, label %50, label %48

48:                                               ; preds = %37
  %49 = icmp sgt i32 %43, %40
  br label %52

50:                                               ; preds = %37
  %51 = icmp slt i32 %43, %40
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i1 [ %51, %50 ], [ %49, %48 ]
  %54 = select i1 %53, i32 %44, i32 %39
  %55 = select i1 %53, i32 %43, i32 %40
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 range(i32 1, -2147483648) 2, i32 31)
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 range(i32 1, -2147483648) 2, i32 31)
  %58 = and i32 %6, 2
  %59 = icmp eq i32 %58, 0
  %60 = xor i1 %42, %59
  br i1 %60, label %63, label %61

61:                                               ; preds = %52
  %62 = icmp sgt i32 %56, %55
  br label %65

63:                                               ; preds = %52
  %64 = icmp slt i32 %56, %55
  br label %65

65:                                               ; preds = %63, %61
  %66 = phi i1 [ %64, %63 ], [ %62, %61 ]
  %67 = select i1 %66, i32 %57, i32 %54
  %68 = select i1 %66, i32 %56, i32 %55
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 range(i32 1, -2147483648) 1, i32 31)
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 range(i32 1, -2147483648) 1, i32 31)
  %71 = and i32 %6, 1
  %72 = icmp eq i32 %71, 0
  %73 = xor i1 %42, %72
  br i1 %73, label %76, label %74

74:                                               ; preds = %65
  %75 = icmp sgt i32 %69, %68
  br label %78

76:                                               ; preds = %65
  %77 = icmp slt i32 %69, %68
  br label %78

78:                                               ; preds = %76, %74
  %79 = phi i1 [ %77, %76 ], [ %75, %74 ]
  %80 = select i1 %79, i32 %70, i32 %67
  %81 = select i1 %79, i32 %69, i32 %68
  %82 = and i32 %6, 16
  %83 = icmp ne i32 %82, 0
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 range(i32 1, -2147483648) 8, i32 31)
  %85 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 range(i32 1, -2147483648) 8, i32 31)
  %86 = and i32 %6, 8
  %87 = icmp eq i32 %86, 0
  %88 = xor i1 %83, %87
  br i1 %88, label %91, label %89

89:                                               ; preds = %78
  %90 = icmp sgt i32 %84, %81
  br label %93

91:                                               ; preds = %78
  %92 = icmp slt i32 %84, %81
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i1 [ %92, %91 ], [ %90, %89 ]
  %95 = select i1 %94, i32 %85, i32 %80
  %96 = select i1 %94, i32 %84, i32 %81
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 range(i32 1, -2147483648) 4, i32 31)
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 range(i32 1, -2147483648) 4, i32 31)
  %99 = and i32 %6, 4
  %100 = icmp eq i32 %99, 0
  %101 = xor i1 %83, %100
  br i1 %101, label %104, label %102

102:                                              ; preds = %93
  %103 = icmp sgt i32 %97, %96
  br label %106

104:                                              ; preds = %93
  %105 = icmp slt i32 %97, %96
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi i1 [ %105, %104 ], [ %103, %102 ]
  %108 = select i1 %107, i32 %98, i32 %95
  %109 = select i1 %107, i32 %97, i32 %96
  %110 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %109, i32 range(i32 1, -2147483648) 2, i32 31)
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 range(i32 1, -2147483648) 2, i32 31)
  %112 = and i32 %6, 2
  %113 = icmp eq i32 %112, 0
  %114 = xor i1 %83, %113
  br i1 %114, label %117, label %115

115:                                              ; preds = %106
  %116 = icmp sgt i32 %110, %109
  br label %119

117:                                              ; preds = %106
  %118 = icmp slt i32 %110, %109
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i1 [ %118, %117 ], [ %116, %115 ]
  %121 = select i1 %120, i32 %111, i32 %108
  %122 = select i1 %120, i32 %110, i32 %109
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 range(i32 1, -2147483648) 1, i32 31)
  %124 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %121, i32 range(i32 1, -2147483648) 1, i32 31)
  %125 = and i32 %6, 1
  %126 = icmp eq i32 %125, 0
  %127 = xor i1 %83, %126
  br i1 %127, label %130, label %128

128:                                              ; preds = %119
  %129 = icmp sgt i32 %123, %122
  br label %132

130:                                              ; preds = %119
  %131 = icmp slt i32 %123, %122
  br label %132

132:                                              ; preds = %130, %128
  %133 = phi i1 [ %131, %130 ], [ %129, %128 ]
  %134 = select i1 %133, i32 %124, i32 %121
  %135 = select i1 %133, i32 %123, i32 %122
  %136 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %135, i32 range(i32 1, -2147483648) 16, i32 31)
  %137 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 range(i32 1, -2147483648) 16, i32 31)
  %138 = and i32 %6, 16
  %139 = icmp eq i32 %138, 0
  %140 = icmp slt i32 %136, %135
  %141 = icmp sgt i32 %136, %135
  %142 = select i1 %139, i1 %140, i1 %141
  %143 = select i1 %142, i32 %137, i32 %134
  %144 = select i1 %142, i32 %136, i32 %135
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %144, i32 range(i32 1, -2147483648) 8, i32 31)
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 range(i32 1, -2147483648) 8, i32 31)
  %147 = and i32 %6, 8
  %148 = icmp eq i32 %147, 0
  %149 = icmp slt i32 %145, %144
  %150 = icmp sgt i32 %145, %144
  %151 = select i1 %148, i1 %149, i1 %150
  %152 = select i1 %151, i32 %146, i32 %143
  %153 = select i1 %151, i32 %145, i32 %144
  %154 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 range(i32 1, -2147483648) 4, i32 31)
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %152, i32 range(i32 1, -2147483648) 4, i32 31)
  %156 = and i32 %6, 4
  %157 = icmp eq i32 %156, 0
  %158 = icmp slt i32 %154, %153
  %159 = icmp sgt i32 %154, %153
  %160 = select i1 %157, i1 %158, i1 %159
  %161 = select i1 %160, i32 %155, i32 %152
  %162 = select i1 %160, i32 %154, i32 %153
  %163 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 range(i32 1, -2147483648) 2, i32 31)
  %164 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %161, i32 range(i32 1, -2147483648) 2, i32 31)
  %165 = and i32 %6, 2
  %166 = icmp eq i32 %165, 0
  %167 = icmp slt i32 %163, %162
  %168 = icmp sgt i32 %163, %162
  %169 = select i1 %166, i1 %167, i1 %168
  %170 = select i1 %169, i32 %164, i32 %161
  %171 = select i1 %169, i32 %163, i32 %162
  %172 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %171, i32 range(i32 1, -2147483648) 1, i32 31)
  %173 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %170, i32 range(i32 1, -2147483648) 1, i32 31)
  %174 = and i32 %6, 1
  %175 = icmp eq i32 %174, 0
  %176 = icmp slt i32 %172, %171
  %177 = icmp sgt i32 %172, %171
  %178 = select i1 %175, i1 %176, i1 %177
  %179 = select i1 %178, i32 %172, i32 %171
  %180 = select i1 %178, i32 %173, i32 %170
  store i32 %179, ptr %9, align 4, !tbaa !4
  store i32 %180, ptr %11, align 4, !tbaa !4
  ret void

181:                                              ; preds = %2
  %182 = icmp slt i32 %15, %10
  br label %185

183:                                              ; preds = %2
  %184 = icmp sgt i32 %15, %10
  br label %185

185:                                              ; preds = %183, %181
  %186 = phi i1 [ %182, %181 ], [ %184, %183 ]
  %187 = select i1 %186, i32 %16, i32 %12
  %188 = select i1 %186, i32 %15, i32 %10
  %189 = and i32 %6, 4
  %190 = icmp ne i32 %189, 0
  %191 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %188, i32 range(i32 1, -2147483648) 2, i32 31)
  %192 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %187, i32 range(i32 1, -2147483648) 2, i32 31)
  %193 = and i32 %6, 2
  %194 = icmp eq i32 %193, 0
  %195 = xor i1 %190, %194
  br i1 %195, label %22, label %20
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
