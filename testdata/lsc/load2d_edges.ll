; llvm.genx.lsc.load2d.stateless, d16, one 16 x 4 block (width x height), not
; transposed, no VNNI. The surface: `m`, u16 iota (element (r, c) at u16
; index 48r + c, value 48r + c); width 70 bytes (35 columns, the last partial
; in a 4-byte word), height 3 rows, pitch 96 bytes (48 columns: larger than
; the width). The block at X = 24, Y = 1: columns 24..39, rows 1..4.
; Columns 35..39 and rows 3, 4 are outside the surface: they read zero
; (SPV_INTEL_2d_block_io). Register image: rows of pow2(16) = 16 elements,
; 4 rows = 64 elements (2 GRFs of 32 d16), element (y, x) at 16y + x:
;   y = 0 (row 1): 72 73 ... 82, then 0 x 5     (48 + 24 + x for x <= 10)
;   y = 1 (row 2): 120 121 ... 130, then 0 x 5  (96 + 24 + x)
;   y = 2, 3: 0 x 16 each
; Lowered to lsc_load_block2d / lsc_store_block2d where the platform has 2D block
; messages (the platform table's lsc_block2d: xehpc, xe2).
; refused: gen9 xelp xehpg mtl
define <64 x i16> @load2d_edges(i64 %m) {
  %v = call <64 x i16> @llvm.genx.lsc.load2d.stateless.v64i16.v1i1.i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 2, i8 1, i8 1, i16 16, i16 4, i8 0, i64 %m, i32 69, i32 2, i32 95, i32 24, i32 1)
  ret <64 x i16> %v
}
declare <64 x i16> @llvm.genx.lsc.load2d.stateless.v64i16.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32)
