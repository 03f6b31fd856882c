; A loop: dst[i] = sum over k < n of (src[i] + k), for 8 lanes i, n a kernel argument.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64)
declare void @llvm.genx.svm.block.st.i64.v8i32(i64, <8 x i32>)

define spir_kernel void @loop(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i32 "VCArgumentKind"="0" %n) #0 {
entry:
  %v = call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64 %src)
  %none = icmp sle i32 %n, 0
  br i1 %none, label %exit, label %body

body:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %acc = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc1, %body ]
  %kv0 = insertelement <8 x i32> undef, i32 %k, i32 0
  %kv = shufflevector <8 x i32> %kv0, <8 x i32> undef, <8 x i32> zeroinitializer
  %t = add <8 x i32> %v, %kv
  %acc1 = add <8 x i32> %acc, %t
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %body, label %exit

exit:
  %res = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc1, %body ]
  call void @llvm.genx.svm.block.st.i64.v8i32(i64 %dst, <8 x i32> %res)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
