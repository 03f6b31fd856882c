; Code-size corpus: sub-dword data, bytes: a masked gather of 16 bytes at
; every other byte (lane i reads byte start + 2i where that index is below
; n), widened, times 5 over 4, narrowed and scattered back to the same
; indices of dst.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i8> @llvm.masked.gather.v16i8.v16p1i8(<16 x i8 addrspace(1)*>, i32, <16 x i1>, <16 x i8>)
declare void @llvm.masked.scatter.v16i8.v16p1i8(<16 x i8>, <16 x i8 addrspace(1)*>, i32, <16 x i1>)

define spir_kernel void @gather_scatter_i8_w16(i8 addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i8 addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst, i64 "VCArgumentKind"="0" %start, i64 "VCArgumentKind"="0" %n) #0 {
entry:
  %s.0 = insertelement <16 x i64> undef, i64 %start, i32 0
  %s = shufflevector <16 x i64> %s.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %i = add <16 x i64> %s, <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12, i64 14, i64 16, i64 18, i64 20, i64 22, i64 24, i64 26, i64 28, i64 30>
  %ns.0 = insertelement <16 x i64> undef, i64 %n, i32 0
  %ns = shufflevector <16 x i64> %ns.0, <16 x i64> undef, <16 x i32> zeroinitializer
  %m = icmp ult <16 x i64> %i, %ns
  %p = getelementptr i8, i8 addrspace(1)* %src, <16 x i64> %i
  %v = call <16 x i8> @llvm.masked.gather.v16i8.v16p1i8(<16 x i8 addrspace(1)*> %p, i32 1, <16 x i1> %m, <16 x i8> zeroinitializer)
  %w = zext <16 x i8> %v to <16 x i32>
  %x = mul <16 x i32> %w, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %y = lshr <16 x i32> %x, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %b = trunc <16 x i32> %y to <16 x i8>
  %q = getelementptr i8, i8 addrspace(1)* %dst, <16 x i64> %i
  call void @llvm.masked.scatter.v16i8.v16p1i8(<16 x i8> %b, <16 x i8 addrspace(1)*> %q, i32 1, <16 x i1> %m)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
