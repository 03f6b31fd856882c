; Code-size corpus: predicates from an integer and a float compare combined
; with and/or (a > 100 and f < 0.5, or a == 7), a select on the float compare,
; and an SVM scatter under the combined predicate to dword 3i mod 16 of dst.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x float> @llvm.genx.svm.block.ld.v16f32.i64(i64)
declare <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64)
declare void @llvm.genx.svm.scatter.v16i1.v16i64.v16i32(<16 x i1>, i32, <16 x i64>, <16 x i32>)

define spir_kernel void @compare_select_w16(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %ia, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %fb, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %a = call <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64 %ia)
  %f = call <16 x float> @llvm.genx.svm.block.ld.v16f32.i64(i64 %fb)
  %c1 = icmp sgt <16 x i32> %a, <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %c2 = fcmp olt <16 x float> %f, <float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5>
  %c3 = icmp eq <16 x i32> %a, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %both = and <16 x i1> %c1, %c2
  %any = or <16 x i1> %both, %c3
  %x = select <16 x i1> %c2, <16 x i32> %a, <16 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %base.0 = insertelement <16 x i64> undef, i64 %dst, i32 0
  %base = shufflevector <16 x i64> %base.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %addr = add <16 x i64> %base, <i64 0, i64 12, i64 24, i64 36, i64 48, i64 60, i64 8, i64 20, i64 32, i64 44, i64 56, i64 4, i64 16, i64 28, i64 40, i64 52>
  call void @llvm.genx.svm.scatter.v16i1.v16i64.v16i32(<16 x i1> %any, i32 0, <16 x i64> %addr, <16 x i32> %x)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
