; llvm.genx.lsc.store.bti d16u32 (the low 16 bits of each dword), 3 lanes to
; surface 5 (64 bytes) at offsets 0, 62, 64. Lane 0 writes 0x5678 at 0,
; lane 1 0x9abc at 62; lane 2's bytes 64..66 are past the surface: dropped
; (a bounded surface drops out-of-bounds writes).
;   surface bytes 0, 1 = 78 56; 62, 63 = bc 9a; the rest 0
; One lsc_load/lsc_store on bti(S) a32 where the platform has LSC (docs/lsc.md).
; refused: gen9 xelp
define void @store_bti_d16u32() {
  call void @llvm.genx.lsc.store.bti.v3i1.v3i32.v3i32(<3 x i1> <i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 6, i8 1, i8 1, i8 0, <3 x i32> <i32 0, i32 62, i32 64>, <3 x i32> <i32 305419896, i32 39612, i32 -1>, i32 5)
  ret void
}
declare void @llvm.genx.lsc.store.bti.v3i1.v3i32.v3i32(<3 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <3 x i32>, <3 x i32>, i32)
