; llvm.genx.lsc.load.quad.stateless, channels x, z, w (mask 0b1101), d32,
; 2 lanes at a + 0 and a + 32 (u32 iota: the u32 at byte b is b/4).
; The m-th enabled channel c of lane n is at address + 4c, result index
; m*2 + n (vISA spec, LSC_UNTYPED, LOAD_QUAD):
;   x: 0, 8     z: 2, 10     w: 3, 11
; One lsc_load_quad/lsc_store_quad where the platform has LSC (docs/lsc.md).
; refused: gen9 xelp
define <6 x i32> @load_quad_stateless(<2 x i64> %addr) {
  %v = call <6 x i32> @llvm.genx.lsc.load.quad.stateless.v6i32.v2i1.v2i64(<2 x i1> <i1 true, i1 true>, i8 2, i8 1, i8 1, i16 1, i32 0, i8 3, i8 1, i8 1, i8 13, <2 x i64> %addr, i32 0)
  ret <6 x i32> %v
}
declare <6 x i32> @llvm.genx.lsc.load.quad.stateless.v6i32.v2i1.v2i64(<2 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <2 x i64>, i32)
