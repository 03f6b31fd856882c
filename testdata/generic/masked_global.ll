; llvm.masked.load with a variable mask: SVM_GATHER with the mask as the
; predicate and passthru as `old`; llvm.masked.store with an all-true mask
; and align 16: SVM_BLOCK_ST; with a variable mask: SVM_SCATTER.
define <16 x float> @masked_global(<16 x float> addrspace(1)* %src, <16 x float> addrspace(1)* %dst, <16 x i1> %m, <16 x float> %pass) {
entry:
  %v = call <16 x float> @llvm.masked.load.v16f32.p1v16f32(<16 x float> addrspace(1)* %src, i32 4, <16 x i1> %m, <16 x float> %pass)
  call void @llvm.masked.store.v16f32.p1v16f32(<16 x float> %v, <16 x float> addrspace(1)* %dst, i32 16, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %src2 = getelementptr <16 x float>, <16 x float> addrspace(1)* %src, i64 1
  call void @llvm.masked.store.v16f32.p1v16f32(<16 x float> %pass, <16 x float> addrspace(1)* %src2, i32 4, <16 x i1> %m)
  ret <16 x float> %v
}
declare <16 x float> @llvm.masked.load.v16f32.p1v16f32(<16 x float> addrspace(1)*, i32, <16 x i1>, <16 x float>)
declare void @llvm.masked.store.v16f32.p1v16f32(<16 x float>, <16 x float> addrspace(1)*, i32, <16 x i1>)
