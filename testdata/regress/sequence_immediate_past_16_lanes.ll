; Regression (found by visa-lower fuzz): a sequence's immediate (the
; 0x1f of llvm.abs's (x ^ s) - s on xelp and xehpg, DIV's sequence on xehpg and
; xehpc) is a one-lane constant; on the second SIMD16 piece it read lane 16 of
; that constant, which does not exist, and became 0 (`asr ... 0x0:ud`), so lanes
; 16 and up of a negative value came out negated.
define <32 x i32> @k(<32 x i32> %a, <32 x i32> %b) {
entry:
  %x = call <32 x i32> @llvm.abs.v32i32(<32 x i32> %a, i1 false)
  %q = udiv <32 x i32> %x, %b
  ret <32 x i32> %q
}
declare <32 x i32> @llvm.abs.v32i32(<32 x i32>, i1)
