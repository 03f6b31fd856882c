; CM-style: llvm.genx.svm.atomic.add of 16 lanes on 16 counters (SVM_ATOMIC
; takes at most 8 lanes: two messages); lanes 2 and 3 hit the same counter.
define <16 x i32> @svm_atomic_add_w16(i64 %ctr, <16 x i32> %inc) {
entry:
  %b = insertelement <16 x i64> undef, i64 %ctr, i32 0
  %base = shufflevector <16 x i64> %b, <16 x i64> undef, <16 x i32> zeroinitializer
  %addr = add <16 x i64> %base, <i64 0, i64 4, i64 8, i64 8, i64 16, i64 20, i64 24, i64 28, i64 32, i64 36, i64 40, i64 44, i64 48, i64 52, i64 56, i64 60>
  %old = call <16 x i32> @llvm.genx.svm.atomic.add.v16i32.v16i1.v16i64(<16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i64> %addr, <16 x i32> %inc, <16 x i32> undef)
  ret <16 x i32> %old
}

declare <16 x i32> @llvm.genx.svm.atomic.add.v16i32.v16i1.v16i64(<16 x i1>, <16 x i64>, <16 x i32>, <16 x i32>)
