; Regression (found by visa-lower fuzz): TYPED_ATOMIC fmin where two lanes hit one
; texel with sources +0.0 then -0.0. The reference orders -0 below +0 (min takes -0);
; the emulator kept +0 (minNum with a plain <), so the two oracles disagreed on the
; texel. The emulator now orders zeros as the reference does.
define void @k(i32 %s0, <11 x i32> %x0, <11 x i32> %u0, <11 x i32> %lod0) {
entry:
  %v.1 = call <11 x i32> @llvm.genx.typed.atomic.fmin.v11i32.v11i1.v11i32(<11 x i1> <i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>, i32 %s0, <11 x i32> %x0, <11 x i32> %u0, <11 x i32> zeroinitializer, <11 x i32> zeroinitializer, <11 x i32> %lod0)
  ret void
}

declare <11 x i32> @llvm.genx.typed.atomic.fmin.v11i32.v11i1.v11i32(<11 x i1>, i32, <11 x i32>, <11 x i32>, <11 x i32>, <11 x i32>, <11 x i32>)

; refused: xehpc xe2
