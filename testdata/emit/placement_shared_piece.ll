; A piece with a second use keeps its own variable: %h0 is joined and also
; added to itself afterwards, so computing it in the joined value's storage
; would be fine here, but only a single use makes that safe in general
; (placement.rs); %h1, used once, is computed in place. The passthru of
; %h1 is a shuffle used once: it is computed in %h1's lanes, not copied.
define <32 x i32> @shared_piece(<16 x i1> %m, <32 x i64> %addr, <32 x i32> %old) {
  %a0 = shufflevector <32 x i64> %addr, <32 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %h0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %a0, <16 x i32> undef)
  %a1 = shufflevector <32 x i64> %addr, <32 x i64> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %o1 = shufflevector <32 x i32> %old, <32 x i32> poison, <16 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16>
  %h1 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %a1, <16 x i32> %o1)
  %k = shufflevector <16 x i32> %h0, <16 x i32> %h1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %d = add <16 x i32> %h0, %h0
  %dd = shufflevector <16 x i32> %d, <16 x i32> %d, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %s = add <32 x i32> %k, %dd
  ret <32 x i32> %s
}

declare <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x i32>)
