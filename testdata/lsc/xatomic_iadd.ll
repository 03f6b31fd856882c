; llvm.genx.lsc.xatomic.stateless iadd (0x0c) d32, 4 lanes at a + 0, 4, 0, 8
; with src0 1, 2, 3, 4; `a` holds u32 iota (0, 1, 2, ...). Lanes run in
; order, each returning the old value (lanes 0 and 2 share an address):
;   lane 0: old 0, a[0] = 1;  lane 1: old 1, a[1] = 3
;   lane 2: old 1, a[0] = 4;  lane 3: old 2, a[2] = 6
; returned 0 1 1 2; `a` u32s 4 3 6 3
; refused: gen9 xelp
define <4 x i32> @xatomic_iadd(i64 %a) {
  %b = insertelement <4 x i64> undef, i64 %a, i32 0
  %s = shufflevector <4 x i64> %b, <4 x i64> undef, <4 x i32> zeroinitializer
  %addr = add <4 x i64> %s, <i64 0, i64 4, i64 0, i64 8>
  %v = call <4 x i32> @llvm.genx.lsc.xatomic.stateless.v4i32.v4i1.v4i64(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i8 12, i8 1, i8 3, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <4 x i64> %addr, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> undef, i32 0, <4 x i32> undef)
  ret <4 x i32> %v
}
declare <4 x i32> @llvm.genx.lsc.xatomic.stateless.v4i32.v4i1.v4i64(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i64>, <4 x i32>, <4 x i32>, i32, <4 x i32>)
