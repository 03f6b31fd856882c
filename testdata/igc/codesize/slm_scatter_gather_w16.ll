; Code-size corpus: SLM through surface 254, 16 lanes: a scatter of src[i]
; to dword (3i + 2) mod 16 where src[i] > threshold (signed), then a gather
; of dword (9i + 5) mod 16 in the other lanes (the others keep src[i]),
; written to dst (SCATTER_SCALED / GATHER_SCALED of 4-byte blocks).
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.genx.gather.scaled.v16i32.v16i1.v16i32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64)
declare void @llvm.genx.scatter.scaled.v16i1.v16i32.v16i32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <16 x i32>)
declare void @llvm.genx.svm.block.st.i64.v16i32(i64, <16 x i32>)

define spir_kernel void @slm_scatter_gather_w16(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i32 "VCArgumentKind"="0" %threshold) #0 {
entry:
  %v = call <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64 %src)
  %t.0 = insertelement <16 x i32> undef, i32 %threshold, i32 0
  %t = shufflevector <16 x i32> %t.0, <16 x i32> undef, <16 x i32> zeroinitializer
  %m = icmp sgt <16 x i32> %v, %t
  call void @llvm.genx.scatter.scaled.v16i1.v16i32.v16i32(<16 x i1> %m, i32 2, i16 0, i32 254, i32 0, <16 x i32> <i32 8, i32 20, i32 32, i32 44, i32 56, i32 4, i32 16, i32 28, i32 40, i32 52, i32 0, i32 12, i32 24, i32 36, i32 48, i32 60>, <16 x i32> %v)
  %n = xor <16 x i1> %m, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %g = call <16 x i32> @llvm.genx.gather.scaled.v16i32.v16i1.v16i32(<16 x i1> %n, i32 2, i16 0, i32 254, i32 0, <16 x i32> <i32 20, i32 56, i32 28, i32 0, i32 36, i32 8, i32 44, i32 16, i32 52, i32 24, i32 60, i32 32, i32 4, i32 40, i32 12, i32 48>, <16 x i32> %v)
  call void @llvm.genx.svm.block.st.i64.v16i32(i64 %dst, <16 x i32> %g)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="64" }
