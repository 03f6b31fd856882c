; llvm.genx.lsc.load.stateless: a SIMT gather of d32 x2, 4 lanes, lane 2 off.
; Buffer `a` holds u32 iota (the u32 at byte b is b/4); lane i's address is
; a + 16i, the immediate offset 4: element v of lane i is at a + 16i + 4 + 4v,
; value 4i + 1 + v, at result index v*4 + i (vISA spec, LSC_UNTYPED, LOAD:
; DstData[v].elems[n]). The disabled lane's elements are undefined.
;   v = 0: 1, 5, -, 13      v = 1: 2, 6, -, 14
; One lsc_load/lsc_store where the platform has LSC (docs/lsc.md).
; refused: gen9 xelp
define <8 x i32> @load_stateless(<4 x i64> %addr) {
  %v = call <8 x i32> @llvm.genx.lsc.load.stateless.v8i32.v4i1.v4i64(<4 x i1> <i1 true, i1 true, i1 false, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 4, i8 3, i8 2, i8 1, i8 0, <4 x i64> %addr, i32 0)
  ret <8 x i32> %v
}
declare <8 x i32> @llvm.genx.lsc.load.stateless.v8i32.v4i1.v4i64(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i64>, i32)
