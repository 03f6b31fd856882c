; A 12-lane SCATTER4_SCALED padded to SIMD16 (docs/lowering.md): lanes 12..15
; are disabled by the zero lanes of the predicate slice. The mask is an icmp
; computed over the padded lanes, so the bits past lane 11 must be cleared.
define void @padded(<12 x i32> %a, <12 x i32> %b, <12 x i32> %off, <12 x float> %data) {
  %m = icmp ne <12 x i32> %a, %b
  %mp = shufflevector <12 x i1> %m, <12 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 12, i32 12, i32 12>
  %op = shufflevector <12 x i32> %off, <12 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 undef, i32 undef, i32 undef, i32 undef>
  %dp = shufflevector <12 x float> %data, <12 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 undef, i32 undef, i32 undef, i32 undef>
  call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(<16 x i1> %mp, i32 1, i16 0, i32 254, i32 0, <16 x i32> %op, <16 x float> %dp)
  ret void
}

declare void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <16 x float>)
