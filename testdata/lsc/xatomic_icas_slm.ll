; llvm.genx.lsc.xatomic.slm icas (0x12) d32: LSC's operand order, src0 =
; the compare value, src1 = the new value (vISA spec, LSC_UNTYPED: "the new
; value will be set to VIFEQ only if (VCMP == [VOFF])"). SLM u32 iota.
;   lane 0 at 0: old 0 == compare 0: stores 100, returns 0
;   lane 1 at 4: old 1 != compare 7: keeps 1, returns 1
; refused: gen9 xelp
define <2 x i32> @xatomic_icas_slm() {
  %v = call <2 x i32> @llvm.genx.lsc.xatomic.slm.v2i32.v2i1.v2i32(<2 x i1> <i1 true, i1 true>, i8 18, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <2 x i32> <i32 0, i32 4>, <2 x i32> <i32 0, i32 7>, <2 x i32> <i32 100, i32 200>, i32 0, <2 x i32> undef)
  ret <2 x i32> %v
}
declare <2 x i32> @llvm.genx.lsc.xatomic.slm.v2i32.v2i1.v2i32(<2 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <2 x i32>, <2 x i32>, <2 x i32>, i32, <2 x i32>)
