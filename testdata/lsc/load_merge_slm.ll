; llvm.genx.lsc.load.merge.slm, d16u32 (16 bits zero-extended to 32), 4
; lanes, lane 1 off: it keeps the passthru (-1). SLM holds u16 iota (the u16
; at byte b is b/2). Offsets 0, 2, 6, 64 (+ immediate 0):
;   lane 0: 0/2 = 0; lane 1: passthru 0xffffffff; lane 2: 6/2 = 3; lane 3: 64/2 = 32
; One lsc_load/lsc_store where the platform has LSC (docs/lsc.md).
; refused: gen9 xelp
define <4 x i32> @load_merge_slm() {
  %v = call <4 x i32> @llvm.genx.lsc.load.merge.slm.v4i32.v4i1.v4i32(<4 x i1> <i1 true, i1 false, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 6, i8 1, i8 1, i8 0, <4 x i32> <i32 0, i32 2, i32 6, i32 64>, i32 0, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>)
  ret <4 x i32> %v
}
declare <4 x i32> @llvm.genx.lsc.load.merge.slm.v4i32.v4i1.v4i32(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i32>, i32, <4 x i32>)
