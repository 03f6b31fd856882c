; The arith kernel of ../src/arith.ll with its division `fdiv arcp`: x * (1/y),
; what Intel's vector compiler computes for a plain `fdiv` (math.inv then mul).
; Like for like with Intel's arith; ours of the plain `fdiv` is IEEE-exact.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64)
declare <8 x float> @llvm.genx.svm.block.ld.v8f32.i64(i64)
declare <8 x i64> @llvm.genx.svm.block.ld.v8i64.i64(i64)
declare void @llvm.genx.svm.block.st.i64.v8i32(i64, <8 x i32>)
declare void @llvm.genx.svm.block.st.i64.v8f32(i64, <8 x float>)
declare void @llvm.genx.svm.block.st.i64.v8i64(i64, <8 x i64>)
declare <8 x i32> @llvm.genx.smin.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.umax.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)
declare <8 x float> @llvm.genx.sqrt.v8f32(<8 x float>)

define spir_kernel void @arith_arcp(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %a, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %b, i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %out) #0 {
entry:
  %x = call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64 %a)
  %y = call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64 %b)
  %s = sub <8 x i32> %x, %y
  %m = mul <8 x i32> %s, %y
  %n = xor <8 x i32> %m, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %o = or <8 x i32> %n, %x
  %p = and <8 x i32> %o, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %q = lshr <8 x i32> %m, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %r = ashr <8 x i32> %s, %p
  %mn = call <8 x i32> @llvm.genx.smin.v8i32.v8i32(<8 x i32> %q, <8 x i32> %r)
  %mx = call <8 x i32> @llvm.genx.umax.v8i32.v8i32(<8 x i32> %mn, <8 x i32> %p)
  %c = icmp sgt <8 x i32> %x, %y
  %sel = select <8 x i1> %c, <8 x i32> %mx, <8 x i32> %q
  %o1 = getelementptr i8, i8 addrspace(1)* null, i64 0
  call void @llvm.genx.svm.block.st.i64.v8i32(i64 %out, <8 x i32> %sel)
  %fx = sitofp <8 x i32> %x to <8 x float>
  %fy = uitofp <8 x i32> %y to <8 x float>
  %fm = call <8 x float> @llvm.fma.v8f32(<8 x float> %fx, <8 x float> %fy, <8 x float> <float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5>)
  %fs = call <8 x float> @llvm.genx.sqrt.v8f32(<8 x float> %fm)
  %fd = fdiv arcp <8 x float> %fs, %fy
  %fn = fneg <8 x float> %fd
  %out1 = add i64 %out, 32
  call void @llvm.genx.svm.block.st.i64.v8f32(i64 %out1, <8 x float> %fn)
  %xq = sext <8 x i32> %x to <8 x i64>
  %yq = zext <8 x i32> %y to <8 x i64>
  %mq = mul <8 x i64> %xq, %yq
  %tr = trunc <8 x i64> %mq to <8 x i16>
  %te = sext <8 x i16> %tr to <8 x i64>
  %aq = add <8 x i64> %mq, %te
  %out2 = add i64 %out, 64
  call void @llvm.genx.svm.block.st.i64.v8i64(i64 %out2, <8 x i64> %aq)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
