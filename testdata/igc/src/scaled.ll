; GATHER4_SCALED / SCATTER4_SCALED on a buffer surface: read channels R and G
; of 8 elements, write their sums to channel R.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <16 x i32> @llvm.genx.gather4.scaled.v16i32.v8i1.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <16 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)

define spir_kernel void @scaled(i32 "VCArgumentKind"="2" "VCArgumentDesc"="buffer_t read_write" %buf) #0 {
entry:
  %offs = add <8 x i32> zeroinitializer, <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %v = call <16 x i32> @llvm.genx.gather4.scaled.v16i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 3, i16 0, i32 %buf, i32 0, <8 x i32> %offs, <16 x i32> undef)
  %r = shufflevector <16 x i32> %v, <16 x i32> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %g = shufflevector <16 x i32> %v, <16 x i32> undef, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %s = add <8 x i32> %r, %g
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 %buf, i32 64, <8 x i32> %offs, <8 x i32> %s)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
