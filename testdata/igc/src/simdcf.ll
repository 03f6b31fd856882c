; SIMD control flow: lanes whose value is positive double it; the others skip
; the block (llvm.genx.simdcf.goto / join, which VC emits as GOTO and JOIN).
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64)
declare void @llvm.genx.svm.block.st.i64.v8i32(i64, <8 x i32>)
declare { <32 x i1>, <8 x i1>, i1 } @llvm.genx.simdcf.goto.v32i1.v8i1(<32 x i1>, <8 x i1>, <8 x i1>)
declare { <32 x i1>, i1 } @llvm.genx.simdcf.join.v32i1.v8i1(<32 x i1>, <8 x i1>)
declare <32 x i1> @llvm.genx.constantpred.v32i1(<32 x i1>)

@EM = internal global <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>

define spir_kernel void @simdcf(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %buf) #0 {
entry:
  %v = call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64 %buf)
  %skip = icmp sle <8 x i32> %v, zeroinitializer
  %em = load <32 x i1>, <32 x i1>* @EM
  %g = call { <32 x i1>, <8 x i1>, i1 } @llvm.genx.simdcf.goto.v32i1.v8i1(<32 x i1> %em, <8 x i1> zeroinitializer, <8 x i1> %skip)
  %em1 = extractvalue { <32 x i1>, <8 x i1>, i1 } %g, 0
  %rm1 = extractvalue { <32 x i1>, <8 x i1>, i1 } %g, 1
  %none = extractvalue { <32 x i1>, <8 x i1>, i1 } %g, 2
  store <32 x i1> %em1, <32 x i1>* @EM
  br i1 %none, label %join, label %then

then:
  %d = shl <8 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %emt = load <32 x i1>, <32 x i1>* @EM
  %emt8 = shufflevector <32 x i1> %emt, <32 x i1> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %sel = select <8 x i1> %emt8, <8 x i32> %d, <8 x i32> %v
  br label %join

join:
  %r = phi <8 x i32> [ %v, %entry ], [ %sel, %then ]
  %emj = load <32 x i1>, <32 x i1>* @EM
  %j = call { <32 x i1>, i1 } @llvm.genx.simdcf.join.v32i1.v8i1(<32 x i1> %emj, <8 x i1> %rm1)
  %emj1 = extractvalue { <32 x i1>, i1 } %j, 0
  store <32 x i1> %emj1, <32 x i1>* @EM
  call void @llvm.genx.svm.block.st.i64.v8i32(i64 %buf, <8 x i32> %r)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
