; The typed quad intrinsics (LSC_TYPED, Xe2), channel x (mask 1), on image 4
; (r32_uint, 2D, 4 x 2 texels, iota: row 0 = 0 1 2 3, row 1 = 4 5 6 7).
; The load at U = 0..7, V = 0: texels (u, 0) = u for u < 4; U 4..7 are out
; of bounds and read zero. The store writes the loaded values at V = 1:
; row 1 becomes 0 1 2 3 (U 4..7 out of bounds: dropped).
;   returned 0 1 2 3 0 0 0 0; image u32s 0 1 2 3 | 0 1 2 3
; The prefetch has no effect.
; Lowered to lsc_load_quad.tgm / lsc_store_quad.tgm (V a register, R and LOD
; zero constants: %null) where the platform has typed LSC (xe2).
; refused: gen9 xelp xehpg mtl xehpc
define <8 x i32> @typed(<8 x i32> %u) {
  %v = call <8 x i32> @llvm.genx.lsc.load.merge.quad.typed.bti.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 1, i32 4, <8 x i32> %u, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  call void @llvm.genx.lsc.store.quad.typed.bti.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 1, i32 4, <8 x i32> %u, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> %v)
  call void @llvm.genx.lsc.prefetch.quad.typed.bti.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 1, i32 4, <8 x i32> %u, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  ret <8 x i32> %v
}
declare <8 x i32> @llvm.genx.lsc.load.merge.quad.typed.bti.v8i32.v8i1.v8i32(<8 x i1>, i8, i8, i8, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare void @llvm.genx.lsc.store.quad.typed.bti.v8i1.v8i32.v8i32(<8 x i1>, i8, i8, i8, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare void @llvm.genx.lsc.prefetch.quad.typed.bti.v8i1.v8i32(<8 x i1>, i8, i8, i8, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
