; Code-size corpus: a loop of 16-lane SVM gathers: for each of `iters` rows
; of 16 dwords, lane i adds dword (5i + 2) mod 16 of the row under a
; loop-invariant mask (keys[i] > 2^29, unsigned); the sums written to dst.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64)
declare <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x i32>)
declare void @llvm.genx.svm.block.st.i64.v16i32(i64, <16 x i32>)

define spir_kernel void @loop_gather_sum_w16(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %keys, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i32 "VCArgumentKind"="0" %iters) #0 {
entry:
  %k = call <16 x i32> @llvm.genx.svm.block.ld.v16i32.i64(i64 %keys)
  %m = icmp ugt <16 x i32> %k, <i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  %none = icmp sle i32 %iters, 0
  br i1 %none, label %exit, label %body

body:
  %it = phi i32 [ 0, %entry ], [ %it1, %body ]
  %acc = phi <16 x i32> [ zeroinitializer, %entry ], [ %acc1, %body ]
  %row = mul i32 %it, 64
  %row64 = zext i32 %row to i64
  %rbase = add i64 %src, %row64
  %b.0 = insertelement <16 x i64> undef, i64 %rbase, i32 0
  %b = shufflevector <16 x i64> %b.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %addr = add <16 x i64> %b, <i64 8, i64 28, i64 48, i64 4, i64 24, i64 44, i64 0, i64 20, i64 40, i64 60, i64 16, i64 36, i64 56, i64 12, i64 32, i64 52>
  %v = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %addr, <16 x i32> zeroinitializer)
  %acc1 = add <16 x i32> %acc, %v
  %it1 = add i32 %it, 1
  %more = icmp slt i32 %it1, %iters
  br i1 %more, label %body, label %exit

exit:
  %res = phi <16 x i32> [ zeroinitializer, %entry ], [ %acc1, %body ]
  call void @llvm.genx.svm.block.st.i64.v16i32(i64 %dst, <16 x i32> %res)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
