; requires: LLVM 19
; scale_rows_loop, in LLVM 19's syntax: `ptr` everywhere, attributes LLVM 14
; cannot read (`memory(...)`, `range(...)`, `writable`, `splat (...)`), the
; flags LLVM 18 and 19 added (`getelementptr inbounds nuw`, `zext nneg`,
; `or disjoint`, `trunc nuw`, `uitofp nneg`), a counted loop, and the masked
; gather and scatter as LLVM 19 mangles them (`v8f32.v8p1`).
;
; Lane l sums rows 0..n-1 of src (row r, lane l: src[8r + l]), multiplies the
; sum by n, and lanes 0..5 store it to dst[l] (lanes 6 and 7 are masked off).

define void @scale_rows_loop(ptr addrspace(1) noundef readonly align 4 %src, ptr addrspace(1) noalias nocapture noundef writable align 4 dereferenceable(32) %dst, i64 noundef range(i64 1, 5) %n) local_unnamed_addr #0 {
entry:
  %n32 = trunc nuw i64 %n to i32
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <8 x float> [ zeroinitializer, %entry ], [ %acc.next, %loop ]
  %i64 = zext nneg i32 %i to i64
  %row = shl nuw nsw i64 %i64, 3
  %row.ins = insertelement <8 x i64> poison, i64 %row, i64 0
  %row.splat = shufflevector <8 x i64> %row.ins, <8 x i64> poison, <8 x i32> zeroinitializer
  %index = or disjoint <8 x i64> %row.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %p = getelementptr inbounds nuw float, ptr addrspace(1) %src, <8 x i64> %index
  %v = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> splat (i1 true), <8 x float> zeroinitializer)
  %acc.next = fadd nnan ninf <8 x float> %acc, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, %n32
  br i1 %more, label %loop, label %done

done:
  %scale = uitofp nneg i32 %n32 to float
  %scale.ins = insertelement <8 x float> poison, float %scale, i64 0
  %scale.splat = shufflevector <8 x float> %scale.ins, <8 x float> poison, <8 x i32> zeroinitializer
  %out = fmul contract <8 x float> %acc.next, %scale.splat
  %q = getelementptr inbounds nuw float, ptr addrspace(1) %dst, <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  call void @llvm.masked.scatter.v8f32.v8p1(<8 x float> %out, <8 x ptr addrspace(1)> %q, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>)
  ret void
}

declare <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)>, i32 immarg, <8 x i1>, <8 x float>) #1
declare void @llvm.masked.scatter.v8f32.v8p1(<8 x float>, <8 x ptr addrspace(1)>, i32 immarg, <8 x i1>) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(write) }
