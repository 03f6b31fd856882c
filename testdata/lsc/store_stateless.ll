; llvm.genx.lsc.store.stateless d32 x2, 4 lanes, lane 1 off; lane i's address
; out + 8i; element v of lane i is data[v*4 + i] (vISA spec, LSC_UNTYPED,
; STORE: *addr = DstData[v].elems[n]) and goes to out + 8i + 4v. Data
; 10 11 12 13 | 20 21 22 23. `out` (zero) becomes, as u32s:
;   10 20 | 0 0 | 12 22 | 13 23
; A prefetch of an address no buffer holds has no effect (and no fault).
; One lsc_store and one lsc_load with a %null destination where the platform
; has LSC (docs/lsc.md).
; refused: gen9 xelp
define void @store_stateless(<4 x i64> %addr) {
  call void @llvm.genx.lsc.store.stateless.v4i1.v4i64.v8i32(<4 x i1> <i1 true, i1 false, i1 true, i1 true>, i8 4, i8 1, i8 3, i16 1, i32 0, i8 3, i8 2, i8 1, i8 0, <4 x i64> %addr, <8 x i32> <i32 10, i32 11, i32 12, i32 13, i32 20, i32 21, i32 22, i32 23>, i32 0)
  call void @llvm.genx.lsc.prefetch.stateless.v1i1.v1i64(<1 x i1> <i1 true>, i8 0, i8 2, i8 2, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <1 x i64> <i64 16>, i32 0)
  ret void
}
declare void @llvm.genx.lsc.store.stateless.v4i1.v4i64.v8i32(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i64>, <8 x i32>, i32)
declare void @llvm.genx.lsc.prefetch.stateless.v1i1.v1i64(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i64>, i32)
