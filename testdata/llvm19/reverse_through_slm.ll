; requires: LLVM 19
; reverse_through_slm, in LLVM 19's syntax: lanes below %n gather src[l]
; (the others take the pass-through 100), compute 3v + 1, scatter it to
; SLM reversed (slm[7 - l]), gather SLM back in order and scatter it to dst:
; masked gathers and scatters on global and shared memory as LLVM 19 mangles
; them (`v8i32.v8p1`, `v8i32.v8p3`), `ptr` everywhere, `splat (...)`.

define void @reverse_through_slm(ptr addrspace(1) nocapture noundef readonly %src, ptr addrspace(3) noundef %slm, ptr addrspace(1) nocapture noundef writeonly %dst, i32 noundef range(i32 0, 9) %n) #0 {
entry:
  %n.ins = insertelement <8 x i32> poison, i32 %n, i64 0
  %n.splat = shufflevector <8 x i32> %n.ins, <8 x i32> poison, <8 x i32> zeroinitializer
  %mask = icmp ult <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %n.splat
  %p = getelementptr inbounds nuw i32, ptr addrspace(1) %src, <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %mask, <8 x i32> splat (i32 100))
  %t = mul nsw <8 x i32> %v, splat (i32 3)
  %w = add nuw nsw <8 x i32> %t, splat (i32 1)
  %s = getelementptr inbounds nuw i32, ptr addrspace(3) %slm, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %w, <8 x ptr addrspace(3)> %s, i32 4, <8 x i1> splat (i1 true))
  %r = getelementptr inbounds nuw i32, ptr addrspace(3) %slm, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %back = call <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)> %r, i32 4, <8 x i1> splat (i1 true), <8 x i32> poison)
  %d = getelementptr inbounds nuw i32, ptr addrspace(1) %dst, <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  call void @llvm.masked.scatter.v8i32.v8p1(<8 x i32> %back, <8 x ptr addrspace(1)> %d, i32 4, <8 x i1> splat (i1 true))
  ret void
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32 immarg, <8 x i1>, <8 x i32>)
declare void @llvm.masked.scatter.v8i32.v8p3(<8 x i32>, <8 x ptr addrspace(3)>, i32 immarg, <8 x i1>)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)>, i32 immarg, <8 x i1>, <8 x i32>)
declare void @llvm.masked.scatter.v8i32.v8p1(<8 x i32>, <8 x ptr addrspace(1)>, i32 immarg, <8 x i1>)

attributes #0 = { nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) }
