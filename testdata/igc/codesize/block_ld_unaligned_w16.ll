; Code-size corpus: llvm.genx.svm.block.ld.unaligned of 16 dwords (64 bytes)
; from src + 4 (dword- but not oword-aligned), plus one, written to dst
; with an SVM block store.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.genx.svm.block.ld.unaligned.v16i32.i64(i64)
declare void @llvm.genx.svm.block.st.i64.v16i32(i64, <16 x i32>)

define spir_kernel void @block_ld_unaligned_w16(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %a = add i64 %src, 4
  %v = call <16 x i32> @llvm.genx.svm.block.ld.unaligned.v16i32.i64(i64 %a)
  %r = add <16 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  call void @llvm.genx.svm.block.st.i64.v16i32(i64 %dst, <16 x i32> %r)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
