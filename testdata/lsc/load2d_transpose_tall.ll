; llvm.genx.lsc.load2d.stateless, d32, transposed (data order 2), one 2 x 32
; block (width x height) at X = 15, Y = 0: a row of Intel's table (d32
; transposed, width 2, heights up to 32) that IGC 1.0.12504 refuses on PVC
; ("block2d cols * data size must be <= 64": 32 rows x 4 bytes) and 1.0.17791
; takes on PVC and XE2 (docs/lsc.md, "2D block shapes"). The surface `m`: u32
; iota, width 64 bytes (16 columns), height 32 rows, pitch 64: element (r, c)
; = 16r + c. Column 15 is inside, column 16 outside (zero). Transposed,
; element (y, x) lands at x * 32 + y (vISA spec, LSC_UNTYPED, LOAD_BLOCK2D,
; transpose):
;   x = 0 (column 15): 16y + 15 for y = 0..31: 15 31 47 ... 511
;   x = 1 (column 16): 0 x 32
; Lowered on xe2; xehpc refuses the shape by name.
; refused: gen9 xelp xehpg mtl xehpc
define <64 x i32> @load2d_transpose_tall(i64 %m) {
  %v = call <64 x i32> @llvm.genx.lsc.load2d.stateless.v64i32.v1i1.i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 3, i8 2, i8 1, i16 2, i16 32, i8 0, i64 %m, i32 63, i32 31, i32 63, i32 15, i32 0)
  ret <64 x i32> %v
}
declare <64 x i32> @llvm.genx.lsc.load2d.stateless.v64i32.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32)
