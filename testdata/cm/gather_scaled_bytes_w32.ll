; CM-style: llvm.genx.gather.scaled of one byte per lane from a buffer surface
; (bti 1), 32 lanes (GATHER_SCALED.1, SIMD32 where the platform has it); the
; kernel keeps the low byte of each lane (the upper bytes are undefined).
define <32 x i8> @gather_scaled_bytes_w32(<32 x i32> %off) {
entry:
  %v = call <32 x i32> @llvm.genx.gather.scaled.v32i32.v32i1.v32i32(<32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, i16 0, i32 1, i32 3, <32 x i32> %off, <32 x i32> undef)
  %b = trunc <32 x i32> %v to <32 x i8>
  ret <32 x i8> %b
}

declare <32 x i32> @llvm.genx.gather.scaled.v32i32.v32i1.v32i32(<32 x i1>, i32, i16, i32, i32, <32 x i32>, <32 x i32>)
