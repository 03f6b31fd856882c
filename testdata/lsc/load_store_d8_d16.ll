; Packed data sizes d8 (1) and d16 (2), one element per lane (vISA spec,
; LSC_UNTYPED: DataSize; emitted as the d8u32/d16u32 messages Intel's
; vector compiler writes, zero-extended before a store and truncated
; after a load).
; llvm.genx.lsc.load.merge.stateless d8, 4 lanes, lane 1 off, immediate
; offset 1: buffer `a` is u8 iota (the byte at b is b), lane i's address
; a + 3i, so lane i reads byte 3i + 1; lane 1 keeps the passthru -2.
;   result: 1, -2, 7, 10
; llvm.genx.lsc.load.slm d16 at offsets 0, 2, 4, 6 of SLM (u16 iota: the
; u16 at byte b is b/2): 0, 1, 2, 3; stored again as d16 at offset + 64
; with lane 3 off: SLM u16 32, 33, 34 become 0, 1, 2; u16 35 stays 35.
; refused: gen9 xelp
define <4 x i8> @load_store_d8_d16(<4 x i64> %a, <4 x i32> %o) {
  %v = call <4 x i8> @llvm.genx.lsc.load.merge.stateless.v4i8.v4i1.v4i64(<4 x i1> <i1 true, i1 false, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 1, i8 1, i8 1, i8 1, i8 0, <4 x i64> %a, i32 0, <4 x i8> <i8 -1, i8 -2, i8 -3, i8 -4>)
  %w = call <4 x i16> @llvm.genx.lsc.load.slm.v4i16.v4i1.v4i32(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 2, i8 1, i8 1, i8 0, <4 x i32> %o, i32 0)
  call void @llvm.genx.lsc.store.slm.v4i1.v4i32.v4i16(<4 x i1> <i1 true, i1 true, i1 true, i1 false>, i8 4, i8 0, i8 0, i16 1, i32 64, i8 2, i8 1, i8 1, i8 0, <4 x i32> %o, <4 x i16> %w, i32 0)
  ret <4 x i8> %v
}
declare <4 x i8> @llvm.genx.lsc.load.merge.stateless.v4i8.v4i1.v4i64(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i64>, i32, <4 x i8>)
declare <4 x i16> @llvm.genx.lsc.load.slm.v4i16.v4i1.v4i32(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i32>, i32)
declare void @llvm.genx.lsc.store.slm.v4i1.v4i32.v4i16(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i32>, <4 x i16>, i32)
