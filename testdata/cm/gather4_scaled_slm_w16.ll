; CM-style: llvm.genx.gather4.scaled of channels R, G, A from SLM (surface
; 254), 16 lanes at byte offsets 16i + 64 (GATHER4_SCALED, SIMD16); lane 3 off
; keeps `old`.
define <48 x i32> @gather4_scaled_slm_w16(<16 x i32> %off, <48 x i32> %old) {
entry:
  %v = call <48 x i32> @llvm.genx.gather4.scaled.v48i32.v16i1.v16i32(<16 x i1> <i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 11, i16 0, i32 254, i32 64, <16 x i32> %off, <48 x i32> %old)
  ret <48 x i32> %v
}

declare <48 x i32> @llvm.genx.gather4.scaled.v48i32.v16i1.v16i32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <48 x i32>)
