; Code-size corpus: a 32-lane predicate written a quarter at a time by
; llvm.genx.wrpredregion from four 8-lane compares (> threshold in quarters 0
; and 2, < threshold in 1 and 3), predicating an SVM scatter of src[i] to dword
; (7i + 1) mod 32 of dst.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <32 x i1> @llvm.genx.wrpredregion.v32i1.v8i1(<32 x i1>, <8 x i1>, i32)
declare <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64)
declare void @llvm.genx.svm.scatter.v32i1.v32i64.v32i32(<32 x i1>, i32, <32 x i64>, <32 x i32>)

define spir_kernel void @wrpredregion_w32(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i32 "VCArgumentKind"="0" %threshold) #0 {
entry:
  %v = call <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64 %src)
  %t.0 = insertelement <8 x i32> undef, i32 %threshold, i32 0
  %t = shufflevector <8 x i32> %t.0, <8 x i32> undef, <8 x i32> zeroinitializer
  %s0 = shufflevector <32 x i32> %v, <32 x i32> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %c0 = icmp sgt <8 x i32> %s0, %t
  %p0 = call <32 x i1> @llvm.genx.wrpredregion.v32i1.v8i1(<32 x i1> zeroinitializer, <8 x i1> %c0, i32 0)
  %s1 = shufflevector <32 x i32> %v, <32 x i32> undef, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %c1 = icmp slt <8 x i32> %s1, %t
  %p1 = call <32 x i1> @llvm.genx.wrpredregion.v32i1.v8i1(<32 x i1> %p0, <8 x i1> %c1, i32 8)
  %s2 = shufflevector <32 x i32> %v, <32 x i32> undef, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %c2 = icmp sgt <8 x i32> %s2, %t
  %p2 = call <32 x i1> @llvm.genx.wrpredregion.v32i1.v8i1(<32 x i1> %p1, <8 x i1> %c2, i32 16)
  %s3 = shufflevector <32 x i32> %v, <32 x i32> undef, <8 x i32> <i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %c3 = icmp slt <8 x i32> %s3, %t
  %p3 = call <32 x i1> @llvm.genx.wrpredregion.v32i1.v8i1(<32 x i1> %p2, <8 x i1> %c3, i32 24)
  %base.0 = insertelement <32 x i64> undef, i64 %dst, i32 0
  %base = shufflevector <32 x i64> %base.0, <32 x i64> undef, <32 x i32> zeroinitializer
  %addr = add <32 x i64> %base, <i64 4, i64 32, i64 60, i64 88, i64 116, i64 16, i64 44, i64 72, i64 100, i64 0, i64 28, i64 56, i64 84, i64 112, i64 12, i64 40, i64 68, i64 96, i64 124, i64 24, i64 52, i64 80, i64 108, i64 8, i64 36, i64 64, i64 92, i64 120, i64 20, i64 48, i64 76, i64 104>
  call void @llvm.genx.svm.scatter.v32i1.v32i64.v32i32(<32 x i1> %p3, i32 0, <32 x i64> %addr, <32 x i32> %v)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
