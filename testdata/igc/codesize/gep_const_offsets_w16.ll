; Code-size corpus: 64-bit addresses from a GEP of a global pointer by a
; constant <16 x i64> index vector (every third dword), llvm.masked.gather and
; llvm.masked.scatter (dst[i] = src[3i] << 1) under a tail mask (lane < n), as
; a C front end writes a strided loop.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*>, i32, <16 x i1>, <16 x i32>)
declare void @llvm.masked.scatter.v16i32.v16p1i32(<16 x i32>, <16 x i32 addrspace(1)*>, i32, <16 x i1>)

define spir_kernel void @gep_const_offsets_w16(i32 addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i32 addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i32 "VCArgumentKind"="0" %n) #0 {
entry:
  %ns.0 = insertelement <16 x i32> undef, i32 %n, i32 0
  %ns = shufflevector <16 x i32> %ns.0, <16 x i32> undef, <16 x i32> zeroinitializer
  %m = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %ns
  %p = getelementptr i32, i32 addrspace(1)* %src, <16 x i64> <i64 0, i64 3, i64 6, i64 9, i64 12, i64 15, i64 18, i64 21, i64 24, i64 27, i64 30, i64 33, i64 36, i64 39, i64 42, i64 45>
  %v = call <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*> %p, i32 4, <16 x i1> %m, <16 x i32> zeroinitializer)
  %r = shl <16 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %q = getelementptr i32, i32 addrspace(1)* %dst, <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  call void @llvm.masked.scatter.v16i32.v16p1i32(<16 x i32> %r, <16 x i32 addrspace(1)*> %q, i32 4, <16 x i1> %m)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
