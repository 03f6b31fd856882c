; llvm.genx.lsc.load.bti, transposed (data order 2) d64 x4 (vector code 4),
; one address: surface 3 (64 bytes, u64 iota: the u64 at byte b is b/8).
; Address 40 + immediate 8 = 48; elements at 48, 56, 64, 72 (vISA spec,
; LSC_UNTYPED, LOAD: DstData[n].elems[v]). The surface ends at 64: reads
; past it give zero. Result: 6, 7, 0, 0.
; One lsc_load/lsc_store on bti(S) a32 where the platform has LSC (docs/lsc.md).
; refused: gen9 xelp
define <4 x i64> @load_transposed_bti() {
  %v = call <4 x i64> @llvm.genx.lsc.load.bti.v4i64.v1i1.v1i32(<1 x i1> <i1 true>, i8 0, i8 2, i8 2, i16 1, i32 8, i8 4, i8 4, i8 2, i8 0, <1 x i32> <i32 40>, i32 3)
  ret <4 x i64> %v
}
declare <4 x i64> @llvm.genx.lsc.load.bti.v4i64.v1i1.v1i32(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i32>, i32)
