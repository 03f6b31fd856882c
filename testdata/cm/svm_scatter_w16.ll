; CM-style kernel: one llvm.genx.svm.scatter of 16 dwords (SVM_SCATTER 4x1,
; SIMD16), lanes in reverse order, lane 5 off.
define void @svm_scatter_w16(i64 %dst, <16 x i32> %data) {
entry:
  %b = insertelement <16 x i64> undef, i64 %dst, i32 0
  %base = shufflevector <16 x i64> %b, <16 x i64> undef, <16 x i32> zeroinitializer
  %addr = add <16 x i64> %base, <i64 60, i64 56, i64 52, i64 48, i64 44, i64 40, i64 36, i64 32, i64 28, i64 24, i64 20, i64 16, i64 12, i64 8, i64 4, i64 0>
  call void @llvm.genx.svm.scatter.v16i1.v16i64.v16i32(<16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <16 x i64> %addr, <16 x i32> %data)
  ret void
}

declare void @llvm.genx.svm.scatter.v16i1.v16i64.v16i32(<16 x i1>, i32, <16 x i64>, <16 x i32>)
