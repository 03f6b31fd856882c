; Two 8-lane SVM_GATHER pieces joined into 16 lanes. Each piece is computed
; in place in the joined value (placement.rs) where its raw destination is
; GRF-aligned: the second piece starts at byte 32, a GRF on a 32-byte-GRF
; platform, not on xehpc (64 bytes), where it keeps a variable of its own and
; the join copies it.
define <16 x i32> @join_w16(<16 x i64> %addr) {
  %a0 = shufflevector <16 x i64> %addr, <16 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r0 = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <8 x i64> %a0, <8 x i32> undef)
  %a1 = shufflevector <16 x i64> %addr, <16 x i64> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r1 = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <8 x i64> %a1, <8 x i32> undef)
  %r = shufflevector <8 x i32> %r0, <8 x i32> %r1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i32> %r
}

declare <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <8 x i32>)
