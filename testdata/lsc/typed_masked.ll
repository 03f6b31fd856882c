; The typed quad load (LSC_TYPED, Xe2) on image 2 (r32_sint, 2d_array, 2 x 2
; texels x 2 slices, iota: texel (x, y, slice) = 4 slice + 2y + x) at U, V, R
; from registers, LOD 0 (a zero constant: %null), under a predicate of the
; even lanes, merged into a passthru of -1.
; Even lanes n (u, v, r): 0 (0,0,0) = 0; 2 (0,1,0) = 2; 4 (0,0,1) = 4;
; 6 (0,1,1) = 6; 8 (2,0,0): U past the width, 0; 10 (1,0,2): R past the
; slices, 0; 12 (1,0,0) = 1; 14 (1,1,0) = 3. Odd lanes keep -1:
;   returned 0 -1 2 -1 4 -1 6 -1 0 -1 0 -1 1 -1 3 -1
; refused: gen9 xelp xehpg mtl xehpc
define <16 x i32> @typed_masked(<16 x i32> %u, <16 x i32> %v, <16 x i32> %r) {
  %x = call <16 x i32> @llvm.genx.lsc.load.merge.quad.typed.bti.v16i32.v16i1.v16i32(<16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, i8 0, i8 0, i8 1, i32 2, <16 x i32> %u, <16 x i32> %v, <16 x i32> %r, <16 x i32> zeroinitializer, <16 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>)
  ret <16 x i32> %x
}
declare <16 x i32> @llvm.genx.lsc.load.merge.quad.typed.bti.v16i32.v16i1.v16i32(<16 x i1>, i8, i8, i8, i32, <16 x i32>, <16 x i32>, <16 x i32>, <16 x i32>, <16 x i32>)
