; llvm.genx.lsc.load2d.stateless of fp16 data at the surface's right edge,
; where one PVC part's 4-byte bounds check zeroes the last valid column
; (intel-xpu-backend-for-triton#6002): the bounds are per element.
; The surface: `m`, u16 iota read as half bit patterns (element (r, c) at u16
; index 64r + c holds the bits 64r + c); width 66 bytes (width - 1 = 65: 33
; columns, the last, column 32, in bytes 64..65, the first half of the
; 4-byte word 64..67 that crosses the width), height 2 rows, pitch 128 bytes
; (64 columns: larger than the width). One d16 16 x 2 block at X = 24, Y = 0:
; columns 24..39. Columns 24..32 are inside (2c + 2 <= 66), 33..39 outside
; (zero). Register image, rows at pow2(16) = 16 elements:
;   row 0: bits 24 .. 32, then 0 x 7      row 1: bits 88 .. 96, then 0 x 7
; Lowered to lsc_load_block2d where the platform has 2D block messages (the
; platform table's lsc_block2d: xehpc, xe2).
; refused: gen9 xelp xehpg mtl
define <32 x half> @load2d_fp16_edge(i64 %m) {
  %v = call <32 x half> @llvm.genx.lsc.load2d.stateless.v32f16.v1i1.i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 2, i8 1, i8 1, i16 16, i16 2, i8 0, i64 %m, i32 65, i32 1, i32 127, i32 24, i32 0)
  ret <32 x half> %v
}
declare <32 x half> @llvm.genx.lsc.load2d.stateless.v32f16.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32)
