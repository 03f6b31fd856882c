; CM-style: llvm.genx.gather4.scaled of all four channels (R, G, B, A) from a
; buffer surface (bti 1), 32 lanes at element offsets 16i scaled by 1 plus a
; global offset of 32 bytes (GATHER4_SCALED, two SIMD16 messages); lanes 5 and
; 20 off keep `old`.
define <128 x i32> @gather4_scaled_rgba_w32(<32 x i32> %off, <128 x i32> %old) {
entry:
  %v = call <128 x i32> @llvm.genx.gather4.scaled.v128i32.v32i1.v32i32(<32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 15, i16 0, i32 1, i32 32, <32 x i32> %off, <128 x i32> %old)
  ret <128 x i32> %v
}

declare <128 x i32> @llvm.genx.gather4.scaled.v128i32.v32i1.v32i32(<32 x i1>, i32, i16, i32, i32, <32 x i32>, <128 x i32>)
