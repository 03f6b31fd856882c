; Within the emulator's instruction set: SVM_GATHER from eight addresses given
; as a kernel argument, add a second argument, SCATTER4_SCALED to a buffer.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <8 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)

define spir_kernel void @gather_scatter4(<8 x i64> "VCArgumentKind"="0" %addrs, <8 x i32> "VCArgumentKind"="0" %bias, i32 "VCArgumentKind"="2" "VCArgumentDesc"="buffer_t read_write" %buf) #0 {
entry:
  %v = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true>, i32 0, <8 x i64> %addrs, <8 x i32> %bias)
  %r = add <8 x i32> %v, %bias
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 %buf, i32 0, <8 x i32> <i32 28, i32 24, i32 20, i32 16, i32 12, i32 8, i32 4, i32 0>, <8 x i32> %r)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
