; A message intrinsic at a width no platform allows (SIMD5) is run by the
; reference with its page's semantics: two 4-byte blocks per lane,
; result[j*5+i] = *(addr[i] + 4j); lane 4 is disabled and keeps `old` (0xff..).
; RUN: visa-lower run %s --engine reference --launch %S/svm_gather_msg.toml --dump all | FileCheck %s
; CHECK: kernel svm_gather_msg (reference): ok
; CHECK: returned <10 x i32> (40 bytes): 0 2 4 6 -1 1 3 5 7 -1
define <10 x i32> @svm_gather_msg(<5 x i64> %addr) {
  %v = call <10 x i32> @llvm.genx.svm.gather.v10i32.v5i1.v5i64(<5 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false>, i32 1, <5 x i64> %addr, <10 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>)
  ret <10 x i32> %v
}
declare <10 x i32> @llvm.genx.svm.gather.v10i32.v5i1.v5i64(<5 x i1>, i32, <5 x i64>, <10 x i32>)
