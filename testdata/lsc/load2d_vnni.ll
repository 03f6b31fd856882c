; llvm.genx.lsc.load2d.stateless, d8, VNNI, one 4 x 4 block at X = 0, Y = 0.
; The surface `m`: u8 iota, width 64 bytes, height 4 rows, pitch 64: element
; (r, c) = 64r + c (mod 256). VNNI packs 4 rows of a column into a dword
; (vISA spec, LSC_UNTYPED, LOAD_BLOCK2D, transform): element (y, x) at
; (y - y%4) * 4 + 4x + y%4 = 4x + y; the block is 16 elements, padded to one
; 64-byte GRF (64 elements):
;   0 64 128 192 | 1 65 129 193 | 2 66 130 194 | 3 67 131 195 | 0 x 48
; Lowered to lsc_load_block2d / lsc_store_block2d where the platform has 2D block
; messages (the platform table's lsc_block2d: xehpc, xe2).
; refused: gen9 xelp xehpg mtl
define <64 x i8> @load2d_vnni(i64 %m) {
  %v = call <64 x i8> @llvm.genx.lsc.load2d.stateless.v64i8.v1i1.i64(<1 x i1> <i1 true>, i8 1, i8 2, i8 1, i8 1, i8 1, i16 4, i16 4, i8 1, i64 %m, i32 63, i32 3, i32 63, i32 0, i32 0)
  ret <64 x i8> %v
}
declare <64 x i8> @llvm.genx.lsc.load2d.stateless.v64i8.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32)
