; Code-size corpus: a histogram in SLM: 32 lanes increment counter
; src[i] & 7 (DWORD_ATOMIC INC on surface 254) where src[i] < 0xc0000000
; (unsigned); the old values (0 in masked-off lanes) written to dst.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <32 x i32> @llvm.genx.dword.atomic.inc.v32i32.v32i1(<32 x i1>, i32, <32 x i32>, <32 x i32>)
declare <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64)
declare void @llvm.genx.svm.block.st.i64.v32i32(i64, <32 x i32>)

define spir_kernel void @slm_atomic_inc_w32(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %v = call <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64 %src)
  %bin = and <32 x i32> %v, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %off = shl <32 x i32> %bin, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %m = icmp ult <32 x i32> %v, <i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472, i32 3221225472>
  %old = call <32 x i32> @llvm.genx.dword.atomic.inc.v32i32.v32i1(<32 x i1> %m, i32 254, <32 x i32> %off, <32 x i32> zeroinitializer)
  call void @llvm.genx.svm.block.st.i64.v32i32(i64 %dst, <32 x i32> %old)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="32" }
