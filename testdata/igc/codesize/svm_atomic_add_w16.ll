; Code-size corpus: SVM atomic add of 16 lanes onto four counters (lane i
; adds src[i] to counter i mod 4) in the lanes whose increment is not zero;
; the old values (0 in masked-off lanes) written to dst.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.genx.svm.atomic.add.v16i32.v16i1.v16i64(<16 x i1>, <16 x i64>, <16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64)
declare void @llvm.genx.svm.block.st.i64.v16i32(i64, <16 x i32>)

define spir_kernel void @svm_atomic_add_w16(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %counters, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %inc = call <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64 %src)
  %m = icmp ne <16 x i32> %inc, zeroinitializer
  %base.0 = insertelement <16 x i64> undef, i64 %counters, i32 0
  %base = shufflevector <16 x i64> %base.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %addr = add <16 x i64> %base, <i64 0, i64 4, i64 8, i64 12, i64 0, i64 4, i64 8, i64 12, i64 0, i64 4, i64 8, i64 12, i64 0, i64 4, i64 8, i64 12>
  %old = call <16 x i32> @llvm.genx.svm.atomic.add.v16i32.v16i1.v16i64(<16 x i1> %m, <16 x i64> %addr, <16 x i32> %inc, <16 x i32> zeroinitializer)
  call void @llvm.genx.svm.block.st.i64.v16i32(i64 %dst, <16 x i32> %old)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
