; llvm.genx.lsc.xatomic.stateless icas (0x12) d64, .uc.uc, 3 lanes (the
; message runs 4, the fourth disabled), lane 1 off. src0 is the compare
; value, src1 the new one (vISA spec, LSC_UNTYPED: "the new value will be
; set to VIFEQ only if (VCMP == [VOFF])"). `a` holds u64 10, 20, 30;
; lane i at a + 8i; compare 10, 0, 31; new 100, 200, 300; passthru 7.
;   lane 0: old 10 == 10: a[0] = 100, returns 10
;   lane 1: off: returns the passthru 7, a[1] stays 20
;   lane 2: old 30 != 31: a[2] stays 30, returns 30
; returned 10 7 30; `a` u64s 100 20 30
; refused: gen9 xelp
define <3 x i64> @xatomic_icas_d64(i64 %a) {
  %b = insertelement <3 x i64> undef, i64 %a, i32 0
  %s = shufflevector <3 x i64> %b, <3 x i64> undef, <3 x i32> zeroinitializer
  %addr = add <3 x i64> %s, <i64 0, i64 8, i64 16>
  %v = call <3 x i64> @llvm.genx.lsc.xatomic.stateless.v3i64.v3i1.v3i64(<3 x i1> <i1 true, i1 false, i1 true>, i8 18, i8 1, i8 1, i16 1, i32 0, i8 4, i8 1, i8 1, i8 0, <3 x i64> %addr, <3 x i64> <i64 10, i64 0, i64 31>, <3 x i64> <i64 100, i64 200, i64 300>, i32 0, <3 x i64> <i64 7, i64 7, i64 7>)
  ret <3 x i64> %v
}
declare <3 x i64> @llvm.genx.lsc.xatomic.stateless.v3i64.v3i1.v3i64(<3 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <3 x i64>, <3 x i64>, <3 x i64>, i32, <3 x i64>)
