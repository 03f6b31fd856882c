; Code-size corpus: loads whose values are never used (an SVM block load, an
; SVM gather, an llvm.masked.gather, none volatile) beside one block copy of
; 16 dwords from src + 64 to dst: only the copy is needed.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64)
declare <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x i32>)
declare <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*>, i32, <16 x i1>, <16 x i32>)
declare void @llvm.genx.svm.block.st.i64.v16i32(i64, <16 x i32>)

define spir_kernel void @unused_loads_w16(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i32 addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %words, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %dead1 = call <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64 %src)
  %base.0 = insertelement <16 x i64> undef, i64 %src, i32 0
  %base = shufflevector <16 x i64> %base.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %addr = add <16 x i64> %base, <i64 4, i64 16, i64 28, i64 40, i64 52, i64 0, i64 12, i64 24, i64 36, i64 48, i64 60, i64 8, i64 20, i64 32, i64 44, i64 56>
  %dead2 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <16 x i64> %addr, <16 x i32> undef)
  %p = getelementptr i32, i32 addrspace(1)* %words, <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %dead3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*> %p, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef)
  %a = add i64 %src, 64
  %v = call <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64 %a)
  call void @llvm.genx.svm.block.st.i64.v16i32(i64 %dst, <16 x i32> %v)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
