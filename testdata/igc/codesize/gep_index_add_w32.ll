; Code-size corpus: the addresses a C front end writes for a vectorized
; loop: getelementptr float, float addrspace(1)* %src, <32 x i64> %i with %i an
; add of a splat (start) and a constant vector (0..31); masked gather and
; scatter (dst[i] = src[i] * 1.5) under the tail mask i < n.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <32 x float> @llvm.masked.gather.v32f32.v32p1f32(<32 x float addrspace(1)*>, i32, <32 x i1>, <32 x float>)
declare void @llvm.masked.scatter.v32f32.v32p1f32(<32 x float>, <32 x float addrspace(1)*>, i32, <32 x i1>)

define spir_kernel void @gep_index_add_w32(float addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, float addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i64 "VCArgumentKind"="0" %start, i64 "VCArgumentKind"="0" %n) #0 {
entry:
  %s.0 = insertelement <32 x i64> undef, i64 %start, i32 0
  %s = shufflevector <32 x i64> %s.0, <32 x i64> undef, <32 x i32> zeroinitializer
  %i = add <32 x i64> %s, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %ns.0 = insertelement <32 x i64> undef, i64 %n, i32 0
  %ns = shufflevector <32 x i64> %ns.0, <32 x i64> undef, <32 x i32> zeroinitializer
  %m = icmp slt <32 x i64> %i, %ns
  %p = getelementptr float, float addrspace(1)* %src, <32 x i64> %i
  %v = call <32 x float> @llvm.masked.gather.v32f32.v32p1f32(<32 x float addrspace(1)*> %p, i32 4, <32 x i1> %m, <32 x float> zeroinitializer)
  %r = fmul <32 x float> %v, <float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5, float 1.5>
  %q = getelementptr float, float addrspace(1)* %dst, <32 x i64> %i
  call void @llvm.masked.scatter.v32f32.v32p1f32(<32 x float> %r, <32 x float addrspace(1)*> %q, i32 4, <32 x i1> %m)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
