; Code-size corpus: sub-dword data, words: the high halves of 32 dwords
; scattered as i16 to word (13i + 7) mod 32 of dst where the dword is negative.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64)
declare void @llvm.masked.scatter.v32i16.v32p1i16(<32 x i16>, <32 x i16 addrspace(1)*>, i32, <32 x i1>)

define spir_kernel void @scatter_i16_w32(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %src, i16 addrspace(1)* "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %v = call <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64 %src)
  %m = icmp slt <32 x i32> %v, zeroinitializer
  %h = ashr <32 x i32> %v, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %t = trunc <32 x i32> %h to <32 x i16>
  %q = getelementptr i16, i16 addrspace(1)* %dst, <32 x i64> <i64 7, i64 20, i64 1, i64 14, i64 27, i64 8, i64 21, i64 2, i64 15, i64 28, i64 9, i64 22, i64 3, i64 16, i64 29, i64 10, i64 23, i64 4, i64 17, i64 30, i64 11, i64 24, i64 5, i64 18, i64 31, i64 12, i64 25, i64 6, i64 19, i64 0, i64 13, i64 26>
  call void @llvm.masked.scatter.v32i16.v32p1i16(<32 x i16> %t, <32 x i16 addrspace(1)*> %q, i32 2, <32 x i1> %m)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
