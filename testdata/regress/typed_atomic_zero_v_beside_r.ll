; Regression (found by visa-lower fuzz, judged by GenX_IR of IGC 1.0.17791):
; TYPED_ATOMIC whose V coordinate is the constant zero and whose R coordinate
; is not. Emit wrote V as %null (as it does every constant-zero coordinate),
; which no surface type of the page's table has (an R coordinate comes with a
; V one), and IGC 1.0.17791's assembler aborted on it ("internal compiler
; error"). V is now written as zeros wherever R is given, and the verifier
; refuses a %null V beside an R.
define void @k(i32 %s0, <1 x i32> %u0, <1 x i32> %r0, <1 x i32> %lod0) {
entry:
  %v.1 = call <1 x i32> @llvm.genx.typed.atomic.and.v1i32.v1i1.v1i32(<1 x i1> <i1 true>, i32 %s0, <1 x i32> zeroinitializer, <1 x i32> %u0, <1 x i32> zeroinitializer, <1 x i32> %r0, <1 x i32> %lod0)
  ret void
}

declare <1 x i32> @llvm.genx.typed.atomic.and.v1i32.v1i1.v1i32(<1 x i1>, i32, <1 x i32>, <1 x i32>, <1 x i32>, <1 x i32>, <1 x i32>)

; refused: xehpc xe2
