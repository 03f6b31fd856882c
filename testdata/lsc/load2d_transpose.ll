; llvm.genx.lsc.load2d.stateless, d32, transposed (data order 2), one 2 x 4
; block (width x height) at X = 15, Y = 6. The surface `m`: u32 iota, width
; 64 bytes (16 columns), height 8 rows, pitch 64: element (r, c) = 16r + c.
; Columns 15, 16 (16 is outside), rows 6..9 (8, 9 outside: zero).
; Transposed, element (y, x) lands at x * pow2(4) + y (vISA spec,
; LSC_UNTYPED, LOAD_BLOCK2D, transpose); the block (8 elements) is padded to
; one GRF of 16 d32:
;   x = 0 (column 15): 111 127 0 0     (16*6 + 15, 16*7 + 15)
;   x = 1 (column 16): 0 0 0 0;  then 0 x 8
; Lowered to lsc_load_block2d / lsc_store_block2d where the platform has 2D block
; messages (the platform table's lsc_block2d: xehpc, xe2).
; refused: gen9 xelp xehpg mtl
define <16 x i32> @load2d_transpose(i64 %m) {
  %v = call <16 x i32> @llvm.genx.lsc.load2d.stateless.v16i32.v1i1.i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 3, i8 2, i8 1, i16 2, i16 4, i8 0, i64 %m, i32 63, i32 7, i32 63, i32 15, i32 6)
  ret <16 x i32> %v
}
declare <16 x i32> @llvm.genx.lsc.load2d.stateless.v16i32.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32)
