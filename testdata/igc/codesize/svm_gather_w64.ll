; Code-size corpus: a 64-lane SVM gather of dwords at 64-bit addresses
; (src plus a constant offset vector: lane i reads dword (7i + 3) mod 64) under
; a mask from a compare (keys[i] < limit, unsigned); masked-off lanes keep
; keys[i]. Keys are read and the result written with SVM block messages.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <64 x i32> @llvm.genx.svm.block.ld.v64i32.i64(i64)
declare <64 x i32> @llvm.genx.svm.gather.v64i32.v64i1.v64i64(<64 x i1>, i32, <64 x i64>, <64 x i32>)
declare void @llvm.genx.svm.block.st.i64.v64i32(i64, <64 x i32>)

define spir_kernel void @svm_gather_w64(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %keys, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i32 "VCArgumentKind"="0" %limit) #0 {
entry:
  %k = call <64 x i32> @llvm.genx.svm.block.ld.v64i32.i64(i64 %keys)
  %lim.0 = insertelement <64 x i32> undef, i32 %limit, i32 0
  %lim = shufflevector <64 x i32> %lim.0, <64 x i32> undef, <64 x i32> zeroinitializer
  %m = icmp ult <64 x i32> %k, %lim
  %base.0 = insertelement <64 x i64> undef, i64 %src, i32 0
  %base = shufflevector <64 x i64> %base.0, <64 x i64> undef, <64 x i32> zeroinitializer
  %addr = add <64 x i64> %base, <i64 12, i64 40, i64 68, i64 96, i64 124, i64 152, i64 180, i64 208, i64 236, i64 8, i64 36, i64 64, i64 92, i64 120, i64 148, i64 176, i64 204, i64 232, i64 4, i64 32, i64 60, i64 88, i64 116, i64 144, i64 172, i64 200, i64 228, i64 0, i64 28, i64 56, i64 84, i64 112, i64 140, i64 168, i64 196, i64 224, i64 252, i64 24, i64 52, i64 80, i64 108, i64 136, i64 164, i64 192, i64 220, i64 248, i64 20, i64 48, i64 76, i64 104, i64 132, i64 160, i64 188, i64 216, i64 244, i64 16, i64 44, i64 72, i64 100, i64 128, i64 156, i64 184, i64 212, i64 240>
  %v = call <64 x i32> @llvm.genx.svm.gather.v64i32.v64i1.v64i64(<64 x i1> %m, i32 0, <64 x i64> %addr, <64 x i32> %k)
  call void @llvm.genx.svm.block.st.i64.v64i32(i64 %dst, <64 x i32> %v)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
