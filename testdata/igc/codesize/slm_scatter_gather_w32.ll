; Code-size corpus: SLM through surface 254, 32 lanes: a scatter of src[i]
; to dword (3i + 2) mod 32 where src[i] > threshold (signed), then a gather
; of dword (9i + 5) mod 32 in the other lanes (the others keep src[i]),
; written to dst (SCATTER_SCALED / GATHER_SCALED of 4-byte blocks).
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <32 x i32> @llvm.genx.gather.scaled.v32i32.v32i1.v32i32(<32 x i1>, i32, i16, i32, i32, <32 x i32>, <32 x i32>)
declare <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64)
declare void @llvm.genx.scatter.scaled.v32i1.v32i32.v32i32(<32 x i1>, i32, i16, i32, i32, <32 x i32>, <32 x i32>)
declare void @llvm.genx.svm.block.st.i64.v32i32(i64, <32 x i32>)

define spir_kernel void @slm_scatter_gather_w32(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i32 "VCArgumentKind"="0" %threshold) #0 {
entry:
  %v = call <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64 %src)
  %t.0 = insertelement <32 x i32> undef, i32 %threshold, i32 0
  %t = shufflevector <32 x i32> %t.0, <32 x i32> undef, <32 x i32> zeroinitializer
  %m = icmp sgt <32 x i32> %v, %t
  call void @llvm.genx.scatter.scaled.v32i1.v32i32.v32i32(<32 x i1> %m, i32 2, i16 0, i32 254, i32 0, <32 x i32> <i32 8, i32 20, i32 32, i32 44, i32 56, i32 68, i32 80, i32 92, i32 104, i32 116, i32 0, i32 12, i32 24, i32 36, i32 48, i32 60, i32 72, i32 84, i32 96, i32 108, i32 120, i32 4, i32 16, i32 28, i32 40, i32 52, i32 64, i32 76, i32 88, i32 100, i32 112, i32 124>, <32 x i32> %v)
  %n = xor <32 x i1> %m, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %g = call <32 x i32> @llvm.genx.gather.scaled.v32i32.v32i1.v32i32(<32 x i1> %n, i32 2, i16 0, i32 254, i32 0, <32 x i32> <i32 20, i32 56, i32 92, i32 0, i32 36, i32 72, i32 108, i32 16, i32 52, i32 88, i32 124, i32 32, i32 68, i32 104, i32 12, i32 48, i32 84, i32 120, i32 28, i32 64, i32 100, i32 8, i32 44, i32 80, i32 116, i32 24, i32 60, i32 96, i32 4, i32 40, i32 76, i32 112>, <32 x i32> %v)
  call void @llvm.genx.svm.block.st.i64.v32i32(i64 %dst, <32 x i32> %g)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="128" }
