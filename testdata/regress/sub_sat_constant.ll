; Regression (found by the exhaustive arithmetic cases of visa-lower
; fuzz): `llvm.usub.sat(a, c)` is `add.sat a, (-)c`; with a constant c the
; negation was folded into the immediate, and -c of an unsigned c is 2^32 - c,
; so a < c wrapped to a - c + 2^32 instead of saturating to 0. The same for
; `llvm.ssub.sat(a, INT_MIN)`: -INT_MIN folded back to INT_MIN. Such a
; constant is now moved to a register and the modifier applied there.
define <8 x i32> @k(<4 x i32> %a, <4 x i32> %b) {
entry:
  %u = call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %a, <4 x i32> <i32 -1048576, i32 -1048576, i32 -1048576, i32 -1048576>)
  %s = call <4 x i32> @llvm.ssub.sat.v4i32(<4 x i32> %b, <4 x i32> <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>)
  %r = shufflevector <4 x i32> %u, <4 x i32> %s, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i32> %r
}
declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.ssub.sat.v4i32(<4 x i32>, <4 x i32>)
