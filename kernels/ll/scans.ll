; ModuleID = 'src/scans.cu'
source_filename = "src/scans.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17scan_blelloch_512E1s = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ18scan_warp_incl_f32E4wsum = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_blelloch_512(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 9
  %7 = shl nuw nsw i32 %4, 1
  %8 = add i32 %6, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !4
  %12 = zext nneg i32 %7 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %12
  store i32 %11, ptr %13, align 4, !tbaa !4
  %14 = or disjoint i32 %8, 1
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !4
  %18 = or disjoint i32 %7, 1
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %19
  store i32 %17, ptr %20, align 4, !tbaa !4
  %21 = add nuw nsw i32 %7, 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = icmp samesign ult i32 %4, 256
  br i1 %22, label %23, label %32

23:                                               ; preds = %3
  %24 = zext nneg i32 %7 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !4
  %27 = zext nneg i32 %7 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %30 = load i32, ptr %29, align 4, !tbaa !4
  %31 = add nsw i32 %30, %26
  store i32 %31, ptr %29, align 4, !tbaa !4
  br label %32

32:                                               ; preds = %23, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = icmp samesign ult i32 %4, 128
  br i1 %33, label %34, label %46

34:                                               ; preds = %32
  %35 = shl nuw nsw i32 %18, 1
  %36 = shl nuw nsw i32 %21, 1
  %37 = zext nneg i32 %35 to i64
  %38 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %37
  %39 = getelementptr i8, ptr %38, i64 -4
  %40 = load i32, ptr %39, align 4, !tbaa !4
  %41 = zext nneg i32 %36 to i64
  %42 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %41
  %43 = getelementptr i8, ptr %42, i64 -4
  %44 = load i32, ptr %43, align 4, !tbaa !4
  %45 = add nsw i32 %44, %40
  store i32 %45, ptr %43, align 4, !tbaa !4
  br label %46

46:                                               ; preds = %34, %32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = icmp samesign ult i32 %4, 64
  br i1 %47, label %48, label %60

48:                                               ; preds = %46
  %49 = shl nuw nsw i32 %18, 2
  %50 = shl nuw nsw i32 %21, 2
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %51
  %53 = getelementptr i8, ptr %52, i64 -4
  %54 = load i32, ptr %53, align 4, !tbaa !4
  %55 = zext nneg i32 %50 to i64
  %56 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %55
  %57 = getelementptr i8, ptr %56, i64 -4
  %58 = load i32, ptr %57, align 4, !tbaa !4
  %59 = add nsw i32 %58, %54
  store i32 %59, ptr %57, align 4, !tbaa !4
  br label %60

60:                                               ; preds = %48, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = icmp samesign ult i32 %4, 32
  br i1 %61, label %62, label %74

62:                                               ; preds = %60
  %63 = shl nuw nsw i32 %18, 3
  %64 = shl nuw nsw i32 %21, 3
  %65 = zext nneg i32 %63 to i64
  %66 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %65
  %67 = getelementptr i8, ptr %66, i64 -4
  %68 = load i32, ptr %67, align 4, !tbaa !4
  %69 = zext nneg i32 %64 to i64
  %70 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %69
  %71 = getelementptr i8, ptr %70, i64 -4
  %72 = load i32, ptr %71, align 4, !tbaa !4
  %73 = add nsw i32 %72, %68
  store i32 %73, ptr %71, align 4, !tbaa !4
  br label %74

74:                                               ; preds = %62, %60
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = icmp samesign ult i32 %4, 16
  br i1 %75, label %76, label %88

76:                                               ; preds = %74
  %77 = shl nuw nsw i32 %18, 4
  %78 = shl nuw nsw i32 %21, 4
  %79 = zext nneg i32 %77 to i64
  %80 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %79
  %81 = getelementptr i8, ptr %80, i64 -4
  %82 = load i32, ptr %81, align 4, !tbaa !4
  %83 = zext nneg i32 %78 to i64
  %84 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %83
  %85 = getelementptr i8, ptr %84, i64 -4
  %86 = load i32, ptr %85, align 4, !tbaa !4
  %87 = add nsw i32 %86, %82
  store i32 %87, ptr %85, align 4, !tbaa !4
  br label %88

88:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = icmp samesign ult i32 %4, 8
  br i1 %89, label %90, label %102

90:                                               ; preds = %88
  %91 = shl nuw nsw i32 %18, 5
  %92 = shl nuw nsw i32 %21, 5
  %93 = zext nneg i32 %91 to i64
  %94 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %93
  %95 = getelementptr i8, ptr %94, i64 -4
  %96 = load i32, ptr %95, align 4, !tbaa !4
  %97 = zext nneg i32 %92 to i64
  %98 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %97
  %99 = getelementptr i8, ptr %98, i64 -4
  %100 = load i32, ptr %99, align 4, !tbaa !4
  %101 = add nsw i32 %100, %96
  store i32 %101, ptr %99, align 4, !tbaa !4
  br label %102

102:                                              ; preds = %90, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %103 = icmp samesign ult i32 %4, 4
  br i1 %103, label %104, label %116

104:                                              ; preds = %102
  %105 = shl nuw nsw i32 %18, 6
  %106 = shl nuw nsw i32 %21, 6
  %107 = zext nneg i32 %105 to i64
  %108 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %107
  %109 = getelementptr i8, ptr %108, i64 -4
  %110 = load i32, ptr %109, align 4, !tbaa !4
  %111 = zext nneg i32 %106 to i64
  %112 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %111
  %113 = getelementptr i8, ptr %112, i64 -4
  %114 = load i32, ptr %113, align 4, !tbaa !4
  %115 = add nsw i32 %114, %110
  store i32 %115, ptr %113, align 4, !tbaa !4
  br label %116

116:                                              ; preds = %104, %102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %117 = icmp samesign ult i32 %4, 2
  br i1 %117, label %118, label %130

118:                                              ; preds = %116
  %119 = shl nuw nsw i32 %18, 7
  %120 = shl nuw nsw i32 %21, 7
  %121 = zext nneg i32 %119 to i64
  %122 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %121
  %123 = getelementptr i8, ptr %122, i64 -4
  %124 = load i32, ptr %123, align 4, !tbaa !4
  %125 = zext nneg i32 %120 to i64
  %126 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %125
  %127 = getelementptr i8, ptr %126, i64 -4
  %128 = load i32, ptr %127, align 4, !tbaa !4
  %129 = add nsw i32 %128, %124
  store i32 %129, ptr %127, align 4, !tbaa !4
  br label %130

130:                                              ; preds = %118, %116
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %131 = icmp eq i32 %4, 0
  br i1 %131, label %132, label %136

132:                                              ; preds = %130
  %133 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 1020), align 4, !tbaa !4
  %134 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 2044), align 4, !tbaa !4
  %135 = add nsw i32 %134, %133
  store i32 %135, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 2044), align 4, !tbaa !4
  br label %136

136:                                              ; preds = %132, %130
  %137 = icmp eq i32 %4, 0
  br i1 %137, label %138, label %142

138:                                              ; preds = %136
  %139 = zext nneg i32 %5 to i64
  %140 = getelementptr inbounds nuw i32, ptr %2, i64 %139
  %141 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 2044), align 4, !tbaa !4
  store i32 %141, ptr %140, align 4, !tbaa !4
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 2044), align 4, !tbaa !4
  br label %142

142:                                              ; preds = %138, %136
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %131, label %143, label %147

143:                                              ; preds = %142
  %144 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 1020), align 4, !tbaa !4
  %145 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 2044), align 4, !tbaa !4
  store i32 %145, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 1020), align 4, !tbaa !4
  %146 = add nsw i32 %145, %144
  store i32 %146, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 2044), align 4, !tbaa !4
  br label %147

147:                                              ; preds = %142, %143
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %117, label %148, label %160

148:                                              ; preds = %147
  %149 = shl nuw nsw i32 %18, 7
  %150 = shl nuw nsw i32 %21, 7
  %151 = zext nneg i32 %149 to i64
  %152 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %151
  %153 = getelementptr i8, ptr %152, i64 -4
  %154 = load i32, ptr %153, align 4, !tbaa !4
  %155 = zext nneg i32 %150 to i64
  %156 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %155
  %157 = getelementptr i8, ptr %156, i64 -4
  %158 = load i32, ptr %157, align 4, !tbaa !4
  store i32 %158, ptr %153, align 4, !tbaa !4
  %159 = add nsw i32 %158, %154
  store i32 %159, ptr %157, align 4, !tbaa !4
  br label %160

160:                                              ; preds = %148, %147
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %103, label %161, label %173

161:                                              ; preds = %160
  %162 = shl nuw nsw i32 %18, 6
  %163 = shl nuw nsw i32 %21, 6
  %164 = zext nneg i32 %162 to i64
  %165 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %164
  %166 = getelementptr i8, ptr %165, i64 -4
  %167 = load i32, ptr %166, align 4, !tbaa !4
  %168 = zext nneg i32 %163 to i64
  %169 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %168
  %170 = getelementptr i8, ptr %169, i64 -4
  %171 = load i32, ptr %170, align 4, !tbaa !4
  store i32 %171, ptr %166, align 4, !tbaa !4
  %172 = add nsw i32 %171, %167
  store i32 %172, ptr %170, align 4, !tbaa !4
  br label %173

173:                                              ; preds = %161, %160
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %89, label %174, label %186

174:                                              ; preds = %173
  %175 = shl nuw nsw i32 %18, 5
  %176 = shl nuw nsw i32 %21, 5
  %177 = zext nneg i32 %175 to i64
  %178 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %177
  %179 = getelementptr i8, ptr %178, i64 -4
  %180 = load i32, ptr %179, align 4, !tbaa !4
  %181 = zext nneg i32 %176 to i64
  %182 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %181
  %183 = getelementptr i8, ptr %182, i64 -4
  %184 = load i32, ptr %183, align 4, !tbaa !4
  store i32 %184, ptr %179, align 4, !tbaa !4
  %185 = add nsw i32 %184, %180
  store i32 %185, ptr %183, align 4, !tbaa !4
  br label %186

186:                                              ; preds = %174, %173
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %75, label %187, label %199

187:                                              ; preds = %186
  %188 = shl nuw nsw i32 %18, 4
  %189 = shl nuw nsw i32 %21, 4
  %190 = zext nneg i32 %188 to i64
  %191 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %190
  %192 = getelementptr i8, ptr %191, i64 -4
  %193 = load i32, ptr %192, align 4, !tbaa !4
  %194 = zext nneg i32 %189 to i64
  %195 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %194
  %196 = getelementptr i8, ptr %195, i64 -4
  %197 = load i32, ptr %196, align 4, !tbaa !4
  store i32 %197, ptr %192, align 4, !tbaa !4
  %198 = add nsw i32 %197, %193
  store i32 %198, ptr %196, align 4, !tbaa !4
  br label %199

199:                                              ; preds = %187, %186
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %61, label %200, label %212

200:                                              ; preds = %199
  %201 = shl nuw nsw i32 %18, 3
  %202 = shl nuw nsw i32 %21, 3
  %203 = zext nneg i32 %201 to i64
  %204 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %203
  %205 = getelementptr i8, ptr %204, i64 -4
  %206 = load i32, ptr %205, align 4, !tbaa !4
  %207 = zext nneg i32 %202 to i64
  %208 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %207
  %209 = getelementptr i8, ptr %208, i64 -4
  %210 = load i32, ptr %209, align 4, !tbaa !4
  store i32 %210, ptr %205, align 4, !tbaa !4
  %211 = add nsw i32 %210, %206
  store i32 %211, ptr %209, align 4, !tbaa !4
  br label %212

212:                                              ; preds = %200, %199
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %47, label %213, label %225

213:                                              ; preds = %212
  %214 = shl nuw nsw i32 %18, 2
  %215 = shl nuw nsw i32 %21, 2
  %216 = zext nneg i32 %214 to i64
  %217 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %216
  %218 = getelementptr i8, ptr %217, i64 -4
  %219 = load i32, ptr %218, align 4, !tbaa !4
  %220 = zext nneg i32 %215 to i64
  %221 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %220
  %222 = getelementptr i8, ptr %221, i64 -4
  %223 = load i32, ptr %222, align 4, !tbaa !4
  store i32 %223, ptr %218, align 4, !tbaa !4
  %224 = add nsw i32 %223, %219
  store i32 %224, ptr %222, align 4, !tbaa !4
  br label %225

225:                                              ; preds = %213, %212
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %33, label %226, label %238

226:                                              ; preds = %225
  %227 = shl nuw nsw i32 %18, 1
  %228 = shl nuw nsw i32 %21, 1
  %229 = zext nneg i32 %227 to i64
  %230 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %229
  %231 = getelementptr i8, ptr %230, i64 -4
  %232 = load i32, ptr %231, align 4, !tbaa !4
  %233 = zext nneg i32 %228 to i64
  %234 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %233
  %235 = getelementptr i8, ptr %234, i64 -4
  %236 = load i32, ptr %235, align 4, !tbaa !4
  store i32 %236, ptr %231, align 4, !tbaa !4
  %237 = add nsw i32 %236, %232
  store i32 %237, ptr %235, align 4, !tbaa !4
  br label %238

238:                                              ; preds = %226, %225
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %239, label %248

239:                                              ; preds = %238
  %240 = zext nneg i32 %7 to i64
  %241 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %240
  %242 = load i32, ptr %241, align 4, !tbaa !4
  %243 = zext nneg i32 %7 to i64
  %244 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17scan_blelloch_512E1s to ptr), i64 %243
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 4
  %246 = load i32, ptr %245, align 4, !tbaa !4
  store i32 %246, ptr %241, align 4, !tbaa !4
  %247 = add nsw i32 %246, %242
  store i32 %247, ptr %245, align 4, !tbaa !4
  br label %248

248:                                              ; preds = %239, %238
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %249 = load i32, ptr %13, align 4, !tbaa !4
  %250 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  store i32 %249, ptr %250, align 4, !tbaa !4
  %251 = load i32, ptr %20, align 4, !tbaa !4
  %252 = getelementptr inbounds nuw i32, ptr %1, i64 %15
  store i32 %251, ptr %252, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_warp_incl_f32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = and i32 %7, 31
  %10 = lshr i32 %7, 5
  %11 = icmp slt i32 %8, %2
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = sext i32 %8 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !8
  br label %16

16:                                               ; preds = %3, %12
  %17 = phi contract float [ %15, %12 ], [ 0.000000e+00, %3 ]
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %17, i32 range(i32 -2147483648, 32) 1, i32 0)
  %19 = icmp eq i32 %9, 0
  %20 = fadd contract float %17, %18
  %21 = select i1 %19, float %17, float %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %21, i32 range(i32 -2147483648, 32) 2, i32 0)
  %23 = icmp samesign ult i32 %9, 2
  %24 = fadd contract float %21, %22
  %25 = select i1 %23, float %21, float %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %25, i32 range(i32 -2147483648, 32) 4, i32 0)
  %27 = icmp samesign ult i32 %9, 4
  %28 = fadd contract float %25, %26
  %29 = select i1 %27, float %25, float %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %29, i32 range(i32 -2147483648, 32) 8, i32 0)
  %31 = icmp samesign ult i32 %9, 8
  %32 = fadd contract float %29, %30
  %33 = select i1 %31, float %29, float %32
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %33, i32 range(i32 -2147483648, 32) 16, i32 0)
  %35 = icmp samesign ult i32 %9, 16
  %36 = fadd contract float %33, %34
  %37 = select i1 %35, float %33, float %36
  %38 = icmp eq i32 %9, 31
  br i1 %38, label %39, label %42

39:                                               ; preds = %16
  %40 = zext nneg i32 %10 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_warp_incl_f32E4wsum to ptr), i64 %40
  store float %36, ptr %41, align 4, !tbaa !8
  br label %42

42:                                               ; preds = %39, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = icmp eq i32 %10, 0
  br i1 %43, label %44, label %69

44:                                               ; preds = %42
  %45 = lshr i32 %5, 5
  %46 = icmp samesign ult i32 %9, %45
  %47 = zext nneg i32 %9 to i64
  br i1 %46, label %48, label %51

48:                                               ; preds = %44
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_warp_incl_f32E4wsum to ptr), i64 %47
  %50 = load float, ptr %49, align 4, !tbaa !8
  br label %51

51:                                               ; preds = %44, %48
  %52 = phi contract float [ %50, %48 ], [ 0.000000e+00, %44 ]
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %52, i32 range(i32 -2147483648, 32) 1, i32 0)
  %54 = fadd contract float %52, %53
  %55 = select i1 %19, float %52, float %54
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %55, i32 range(i32 -2147483648, 32) 2, i32 0)
  %57 = fadd contract float %55, %56
  %58 = select i1 %23, float %55, float %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %58, i32 range(i32 -2147483648, 32) 4, i32 0)
  %60 = fadd contract float %58, %59
  %61 = select i1 %27, float %58, float %60
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %61, i32 range(i32 -2147483648, 32) 8, i32 0)
  %63 = fadd contract float %61, %62
  %64 = select i1 %31, float %61, float %63
  %65 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %64, i32 range(i32 -2147483648, 32) 16, i32 0)
  %66 = fadd contract float %64, %65
  %67 = select i1 %35, float %64, float %66
  %68 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_warp_incl_f32E4wsum to ptr), i64 %47
  store float %67, ptr %68, align 4, !tbaa !8
  br label %69

69:                                               ; preds = %51, %42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %76, label %70

70:                                               ; preds = %69
  %71 = zext nneg i32 %10 to i64
  %72 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_warp_incl_f32E4wsum to ptr), i64 %71
  %73 = getelementptr i8, ptr %72, i64 -4
  %74 = load float, ptr %73, align 4, !tbaa !8
  %75 = fadd contract float %37, %74
  br label %76

76:                                               ; preds = %70, %69
  %77 = phi float [ %75, %70 ], [ %37, %69 ]
  br i1 %11, label %78, label %81

78:                                               ; preds = %76
  %79 = sext i32 %8 to i64
  %80 = getelementptr inbounds float, ptr %1, i64 %79
  store float %77, ptr %80, align 4, !tbaa !8
  br label %81

81:                                               ; preds = %78, %76
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @scan_segmented_warp(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
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
  br i1 %11, label %18, label %23

18:                                               ; preds = %16
  %19 = sext i32 %9 to i64
  %20 = getelementptr inbounds i8, ptr %1, i64 %19
  %21 = load i8, ptr %20, align 1, !tbaa !10
  %22 = icmp ne i8 %21, 0
  br label %23

23:                                               ; preds = %16, %18
  %24 = phi i1 [ %22, %18 ], [ true, %16 ]
  %25 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %24)
  %26 = shl i32 2, %10
  %27 = add i32 %26, -1
  %28 = and i32 %25, %27
  %29 = icmp eq i32 %28, 0
  %30 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %28, i1 true)
  %31 = xor i32 %30, 31
  %32 = select i1 %29, i32 0, i32 %31
  %33 = sub nsw i32 %10, %32
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %17, i32 range(i32 -2147483648, 32) 1, i32 0)
  %35 = icmp sgt i32 %33, 0
  %36 = select i1 %35, i32 %34, i32 0
  %37 = add nsw i32 %36, %17
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %37, i32 range(i32 -2147483648, 32) 2, i32 0)
  %39 = icmp slt i32 %33, 2
  %40 = select i1 %39, i32 0, i32 %38
  %41 = add nsw i32 %40, %37
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %41, i32 range(i32 -2147483648, 32) 4, i32 0)
  %43 = icmp slt i32 %33, 4
  %44 = select i1 %43, i32 0, i32 %42
  %45 = add nsw i32 %44, %41
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %45, i32 range(i32 -2147483648, 32) 8, i32 0)
  %47 = icmp slt i32 %33, 8
  %48 = select i1 %47, i32 0, i32 %46
  %49 = add nsw i32 %48, %45
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %49, i32 range(i32 -2147483648, 32) 16, i32 0)
  br i1 %11, label %51, label %57

51:                                               ; preds = %23
  %52 = icmp slt i32 %33, 16
  %53 = select i1 %52, i32 0, i32 %50
  %54 = add nsw i32 %53, %49
  %55 = sext i32 %9 to i64
  %56 = getelementptr inbounds i32, ptr %2, i64 %55
  store i32 %54, ptr %56, align 4, !tbaa !4
  br label %57

57:                                               ; preds = %51, %23
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!10 = !{!6, !6, i64 0}
