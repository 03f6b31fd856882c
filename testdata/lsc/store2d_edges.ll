; llvm.genx.lsc.store2d.stateless, d32, one 4 x 2 block at X = 14, Y = 1.
; The surface `out` (zero): width 64 bytes (16 columns), height 2 rows, pitch
; 128 bytes. The data is height x pow2(width) = 8 elements, row y at 4y:
; 1 2 3 4 | 5 6 7 8. Row 1, columns 14..17: 1 at u32 index 32 + 14 = 46,
; 2 at 47; columns 16, 17 are outside the width: dropped. Row 2 is past the
; height: dropped. `out` u32s: 46 = 1, 47 = 2, the rest 0.
; The 2D prefetch of the same block has no effect.
; Lowered to lsc_load_block2d / lsc_store_block2d where the platform has 2D block
; messages (the platform table's lsc_block2d: xehpc, xe2).
; refused: gen9 xelp xehpg mtl
define void @store2d_edges(i64 %out) {
  call void @llvm.genx.lsc.store2d.stateless.v1i1.i64.v8i32(<1 x i1> <i1 true>, i8 1, i8 3, i8 3, i8 1, i8 1, i16 4, i16 2, i8 0, i64 %out, i32 63, i32 1, i32 127, i32 14, i32 1, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>)
  call void @llvm.genx.lsc.prefetch2d.stateless.v1i1.i64(<1 x i1> <i1 true>, i8 2, i8 2, i8 3, i8 1, i8 1, i16 4, i16 2, i8 0, i64 %out, i32 63, i32 1, i32 127, i32 14, i32 1)
  ret void
}
declare void @llvm.genx.lsc.store2d.stateless.v1i1.i64.v8i32(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32, <8 x i32>)
declare void @llvm.genx.lsc.prefetch2d.stateless.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32)
