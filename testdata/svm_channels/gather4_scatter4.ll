; gather4_scatter4: llvm.genx.svm.gather4.scaled and .scatter4.scaled (vISA
; SVM_GATHER4_SCALED, SVM_SCATTER4_SCALED), which visa-lower makes one
; SVM gather or scatter of a dword per enabled channel. Eight RGBA pixels
; of u32 at `src` (offsets 16 * i): channels R, G and A (mask 0b1011) are
; gathered under a predicate with lanes 2 and 5 off (they keep `old`, 7);
; the R and G parts are scattered as channels G and B (mask 0b0110) of the
; pixels at `dst`, under the scalar predicate `i1 true`.
define <24 x i32> @gather4_scatter4(i64 %src, i64 %dst) {
  %offsets = shl <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %g = call <24 x i32> @llvm.genx.svm.gather4.scaled.v24i32.v8i1.v8i64(<8 x i1> <i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true>, i32 11, i16 0, i64 %src, <8 x i64> %offsets, <24 x i32> <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>)
  %rg = shufflevector <24 x i32> %g, <24 x i32> undef, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  call void @llvm.genx.svm.scatter4.scaled.i1.v8i64.v16i32(i1 true, i32 6, i16 0, i64 %dst, <8 x i64> %offsets, <16 x i32> %rg)
  ret <24 x i32> %g
}

declare <24 x i32> @llvm.genx.svm.gather4.scaled.v24i32.v8i1.v8i64(<8 x i1>, i32, i16, i64, <8 x i64>, <24 x i32>)
declare void @llvm.genx.svm.scatter4.scaled.i1.v8i64.v16i32(i1, i32, i16, i64, <8 x i64>, <16 x i32>)
