; A subroutine call (internal noinline function) and a stack call ("VCStackCall").
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64)
declare void @llvm.genx.svm.block.st.i64.v8i32(i64, <8 x i32>)

define internal <8 x i32> @square_plus(<8 x i32> %x, <8 x i32> %y) #1 {
  %sq = mul <8 x i32> %x, %x
  %r = add <8 x i32> %sq, %y
  ret <8 x i32> %r
}

define internal <8 x i32> @twice(<8 x i32> %x) #2 {
  %r = shl <8 x i32> %x, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  ret <8 x i32> %r
}

define spir_kernel void @call(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %v = call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64 %src)
  %a = call <8 x i32> @square_plus(<8 x i32> %v, <8 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>)
  %b = call <8 x i32> @twice(<8 x i32> %a)
  call void @llvm.genx.svm.block.st.i64.v8i32(i64 %dst, <8 x i32> %b)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
attributes #1 = { noinline nounwind "VCFunction" }
attributes #2 = { noinline nounwind "VCFunction" "VCStackCall" }
