; llvm.genx.lsc.store.slm transposed (data order 2) d32 x8 at SLM offset 16
; + immediate 16 = 32, then llvm.genx.lsc.load.slm transposed d64 x2 from
; offset 32 (vISA spec, LSC_UNTYPED, STORE/LOAD: one address, element v at
; address + v * size). Data 1..8: SLM u32 8..15 = 1..8; the d64 load reads
; them back as (2 << 32) | 1 and (4 << 32) | 3.
; And llvm.genx.lsc.store.stateless transposed d64 x3 (vector code 3) to `out`
; + 8: `out` u64s 1..3 = 0x1_0000_0001 (1 | 1 << 32), 2, 3; u64 0 stays 0.
; refused: gen9 xelp
define <2 x i64> @store_transposed_slm(<1 x i64> %out) {
  call void @llvm.genx.lsc.store.slm.v1i1.v1i32.v8i32(<1 x i1> <i1 true>, i8 4, i8 0, i8 0, i16 1, i32 16, i8 3, i8 5, i8 2, i8 0, <1 x i32> <i32 16>, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>, i32 0)
  %v = call <2 x i64> @llvm.genx.lsc.load.slm.v2i64.v1i1.v1i32(<1 x i1> <i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 4, i8 2, i8 2, i8 0, <1 x i32> <i32 32>, i32 0)
  call void @llvm.genx.lsc.store.stateless.v1i1.v1i64.v3i64(<1 x i1> <i1 true>, i8 4, i8 1, i8 3, i16 1, i32 8, i8 4, i8 3, i8 2, i8 0, <1 x i64> %out, <3 x i64> <i64 4294967297, i64 2, i64 3>, i32 0)
  ret <2 x i64> %v
}
declare void @llvm.genx.lsc.store.slm.v1i1.v1i32.v8i32(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i32>, <8 x i32>, i32)
declare <2 x i64> @llvm.genx.lsc.load.slm.v2i64.v1i1.v1i32(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i32>, i32)
declare void @llvm.genx.lsc.store.stateless.v1i1.v1i64.v3i64(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i64>, <3 x i64>, i32)
