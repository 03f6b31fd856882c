; Code-size corpus: llvm.masked.gather of 16 dwords from SLM, as a C front end
; writes it (a GEP of an addrspace(3) pointer argument by a constant index
; vector: lane i reads dword (11i + 4) mod 16), under a mask from a compare
; (keys[i] < 0); masked-off lanes keep keys[i].
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64)
declare <16 x i32> @llvm.masked.gather.v16i32.v16p3i32(<16 x i32 addrspace(3)*>, i32, <16 x i1>, <16 x i32>)
declare void @llvm.genx.svm.block.st.i64.v16i32(i64, <16 x i32>)

define spir_kernel void @slm_masked_gather_w16(i32 addrspace(3)* "VCArgumentKind"="0" %slm, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %keys, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %k = call <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64 %keys)
  %m = icmp slt <16 x i32> %k, zeroinitializer
  %p = getelementptr i32, i32 addrspace(3)* %slm, <16 x i32> <i32 4, i32 15, i32 10, i32 5, i32 0, i32 11, i32 6, i32 1, i32 12, i32 7, i32 2, i32 13, i32 8, i32 3, i32 14, i32 9>
  %v = call <16 x i32> @llvm.masked.gather.v16i32.v16p3i32(<16 x i32 addrspace(3)*> %p, i32 4, <16 x i1> %m, <16 x i32> %k)
  call void @llvm.genx.svm.block.st.i64.v16i32(i64 %dst, <16 x i32> %v)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="64" }
