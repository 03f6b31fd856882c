; CM-style: llvm.genx.svm.atomic.cmpxchg on 8 qwords (64-bit SVM_ATOMIC,
; TGLLP and later; gen9 refuses it): lanes whose expected value matches swap.
define <8 x i64> @svm_atomic_cmpxchg64_w8(i64 %p, <8 x i64> %new, <8 x i64> %expected) {
entry:
  %b = insertelement <8 x i64> undef, i64 %p, i32 0
  %base = shufflevector <8 x i64> %b, <8 x i64> undef, <8 x i32> zeroinitializer
  %addr = add <8 x i64> %base, <i64 0, i64 8, i64 16, i64 24, i64 32, i64 40, i64 48, i64 56>
  %old = call <8 x i64> @llvm.genx.svm.atomic.cmpxchg.v8i64.v8i1.v8i64(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> %addr, <8 x i64> %new, <8 x i64> %expected, <8 x i64> undef)
  ret <8 x i64> %old
}

declare <8 x i64> @llvm.genx.svm.atomic.cmpxchg.v8i64.v8i1.v8i64(<8 x i1>, <8 x i64>, <8 x i64>, <8 x i64>, <8 x i64>)

; refused: gen9
