; llvm.genx.lsc.store.quad.slm, channels x, y (mask 0b0011), 2 lanes at SLM
; offsets 0 and 16. The m-th enabled channel c of lane n is data[m*2 + n]
; and goes to offset + 4c (vISA spec, LSC_UNTYPED, STORE_QUAD). Data 1 2 | 3 4:
;   SLM u32 0 = 1, u32 1 = 3, u32 4 = 2, u32 5 = 4, the rest 0
; One lsc_load_quad/lsc_store_quad where the platform has LSC (docs/lsc.md).
; refused: gen9 xelp
define void @store_quad_slm() {
  call void @llvm.genx.lsc.store.quad.slm.v2i1.v2i32.v4i32(<2 x i1> <i1 true, i1 true>, i8 6, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 3, <2 x i32> <i32 0, i32 16>, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 0)
  ret void
}
declare void @llvm.genx.lsc.store.quad.slm.v2i1.v2i32.v4i32(<2 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <2 x i32>, <4 x i32>, i32)
