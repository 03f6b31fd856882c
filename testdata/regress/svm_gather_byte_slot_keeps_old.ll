; Regression (emit, found by visa-lower fuzz --exhaustive): an
; SVM_GATHER of one 1-byte block per lane under an all-enabled constant
; predicate. 1-byte blocks are read into 4-byte slots; the message writes byte
; 0 of each slot and leaves bytes 1..3 as `old` had them. emit skipped the
; passthru copy whenever every lane was enabled, and returned zeros there.
define <4 x i8> @k(<1 x i64> %a) {
entry:
  %v = call <4 x i8> @llvm.genx.svm.gather.v4i8.v1i1.v1i64(<1 x i1> <i1 true>, i32 0, <1 x i64> %a, <4 x i8> <i8 -127, i8 -126, i8 -125, i8 -124>)
  ret <4 x i8> %v
}

declare <4 x i8> @llvm.genx.svm.gather.v4i8.v1i1.v1i64(<1 x i1>, i32, <1 x i64>, <4 x i8>)
