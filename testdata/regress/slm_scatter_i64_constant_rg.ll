; Regression (found by visa-lower fuzz): an SLM scatter of a constant <1 x i64>
; on a platform without QW_SCATTER (gen9, xelp). select splits the data into R (low) and
; G (high) dwords with a bitcast and shuffles; LLVM's constant folder leaves the bitcast
; of a constant vector to another lane count unfolded, so the scatter's data became
; `extractelement (bitcast <1 x i64> ... to <2 x i32>), i32 k` constant expressions,
; which emit rejected ("constant ... cannot be emitted"). emit now evaluates them.
define void @k(ptr addrspace(3) %slm) {
entry:
  %b.1 = getelementptr i8, ptr addrspace(3) %slm, <1 x i32> <i32 96>
  call void @llvm.masked.scatter.v1i64.v1p3(<1 x i64> <i64 1>, <1 x ptr addrspace(3)> %b.1, i32 8, <1 x i1> <i1 true>)
  ret void
}

declare void @llvm.masked.scatter.v1i64.v1p3(<1 x i64>, <1 x ptr addrspace(3)>, i32, <1 x i1>)
