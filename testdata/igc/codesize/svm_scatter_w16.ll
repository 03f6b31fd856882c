; Code-size corpus: a 16-lane SVM scatter of dwords src[i] + 1 to 64-bit
; addresses (dst plus a constant offset vector: lane i writes dword
; (5i + 1) mod 16) under a mask from the data (src[i] & 3 != 0); the
; dwords of masked-off lanes keep their value.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64)
declare void @llvm.genx.svm.scatter.v16i1.v16i64.v16i32(<16 x i1>, i32, <16 x i64>, <16 x i32>)

define spir_kernel void @svm_scatter_w16(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %v = call <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64 %src)
  %low = and <16 x i32> %v, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %m = icmp ne <16 x i32> %low, zeroinitializer
  %d = add <16 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %base.0 = insertelement <16 x i64> undef, i64 %dst, i32 0
  %base = shufflevector <16 x i64> %base.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %addr = add <16 x i64> %base, <i64 4, i64 24, i64 44, i64 0, i64 20, i64 40, i64 60, i64 16, i64 36, i64 56, i64 12, i64 32, i64 52, i64 8, i64 28, i64 48>
  call void @llvm.genx.svm.scatter.v16i1.v16i64.v16i32(<16 x i1> %m, i32 0, <16 x i64> %addr, <16 x i32> %d)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
