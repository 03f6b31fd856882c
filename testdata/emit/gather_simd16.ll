; SIMD16 svm.gather of i32 with a mask argument and a passthru, returned.
define <16 x i32> @gather16(<16 x i1> %m, <16 x i64> %addr, <16 x i32> %old) {
  %r = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %addr, <16 x i32> %old)
  ret <16 x i32> %r
}

declare <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x i32>)
