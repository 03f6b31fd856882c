; Code-size corpus: the addresses a C front end writes for a vectorized
; loop: getelementptr i32, i32 addrspace(1)* %src, <16 x i64> %i with %i an
; add of a splat (start) and a constant vector (0..15); masked gather and
; scatter (dst[i] = src[i] * 3) under the tail mask i < n.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*>, i32, <16 x i1>, <16 x i32>)
declare void @llvm.masked.scatter.v16i32.v16p1i32(<16 x i32>, <16 x i32 addrspace(1)*>, i32, <16 x i1>)

define spir_kernel void @gep_index_add_w16(i32 addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i32 addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i64 "VCArgumentKind"="0" %start, i64 "VCArgumentKind"="0" %n) #0 {
entry:
  %s.0 = insertelement <16 x i64> undef, i64 %start, i32 0
  %s = shufflevector <16 x i64> %s.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %i = add <16 x i64> %s, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %ns.0 = insertelement <16 x i64> undef, i64 %n, i32 0
  %ns = shufflevector <16 x i64> %ns.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %m = icmp slt <16 x i64> %i, %ns
  %p = getelementptr i32, i32 addrspace(1)* %src, <16 x i64> %i
  %v = call <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*> %p, i32 4, <16 x i1> %m, <16 x i32> zeroinitializer)
  %r = mul <16 x i32> %v, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %q = getelementptr i32, i32 addrspace(1)* %dst, <16 x i64> %i
  call void @llvm.masked.scatter.v16i32.v16p1i32(<16 x i32> %r, <16 x i32 addrspace(1)*> %q, i32 4, <16 x i1> %m)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
