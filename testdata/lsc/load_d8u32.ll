; llvm.genx.lsc.load.stateless d8u32 (a byte zero-extended to 32 bits), 4
; lanes at a + 0, 5, 200, 3 (u8 iota: byte b is b): 0, 5, 200, 3.
; One lsc_load/lsc_store where the platform has LSC (docs/lsc.md).
; refused: gen9 xelp
define <4 x i32> @load_d8u32(i64 %a) {
  %b = insertelement <4 x i64> undef, i64 %a, i32 0
  %s = shufflevector <4 x i64> %b, <4 x i64> undef, <4 x i32> zeroinitializer
  %addr = add <4 x i64> %s, <i64 0, i64 5, i64 200, i64 3>
  %v = call <4 x i32> @llvm.genx.lsc.load.stateless.v4i32.v4i1.v4i64(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 5, i8 1, i8 1, i8 0, <4 x i64> %addr, i32 0)
  ret <4 x i32> %v
}
declare <4 x i32> @llvm.genx.lsc.load.stateless.v4i32.v4i1.v4i64(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i64>, i32)
