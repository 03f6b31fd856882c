; Code-size corpus: sub-dword data, words: a masked gather of 16 i16 (index
; start + i; mask keys[i] > 2^30 unsigned, masked-off lanes 0), sign-extended,
; plus keys[i], written to dst with an SVM block store.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i16> @llvm.masked.gather.v16i16.v16p1i16(<16 x i16 addrspace(1)*>, i32, <16 x i1>, <16 x i16>)
declare <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64)
declare void @llvm.genx.svm.block.st.i64.v16i32(i64, <16 x i32>)

define spir_kernel void @gather_i16_w16(i16 addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %keys, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i64 "VCArgumentKind"="0" %start) #0 {
entry:
  %s.0 = insertelement <16 x i64> undef, i64 %start, i32 0
  %s = shufflevector <16 x i64> %s.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %i = add <16 x i64> %s, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %k = call <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64 %keys)
  %m = icmp ugt <16 x i32> %k, <i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824>
  %p = getelementptr i16, i16 addrspace(1)* %src, <16 x i64> %i
  %v = call <16 x i16> @llvm.masked.gather.v16i16.v16p1i16(<16 x i16 addrspace(1)*> %p, i32 2, <16 x i1> %m, <16 x i16> zeroinitializer)
  %w = sext <16 x i16> %v to <16 x i32>
  %r = add <16 x i32> %w, %k
  call void @llvm.genx.svm.block.st.i64.v16i32(i64 %dst, <16 x i32> %r)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
