; Regression (found by visa-lower fuzz): a TYPED_ATOMIC of 49 lanes, split into seven
; SIMD8 messages whose results legalize concatenates pairwise; the odd last piece is
; widened to 16 lanes (8 undefined). emit made that widening a view 16 lanes long over
; an 8-lane variable, so the next concatenation's mov read 64 bytes of a 32-byte
; variable and the kernel failed the vISA verifier (an internal error). A view now
; stays inside its variable; such a shuffle copies its defined lanes.
define void @k(<49 x i32> %u0, <49 x i32> %v0, <49 x i32> %r0, <49 x i32> %lod0) {
entry:
  %v.1 = call <49 x i32> @llvm.genx.typed.atomic.xor.v49i32.v49i1.v49i32(<49 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i32 4, <49 x i32> zeroinitializer, <49 x i32> %u0, <49 x i32> %v0, <49 x i32> %r0, <49 x i32> %lod0)
  ret void
}

declare <49 x i32> @llvm.genx.typed.atomic.xor.v49i32.v49i1.v49i32(<49 x i1>, i32, <49 x i32>, <49 x i32>, <49 x i32>, <49 x i32>, <49 x i32>)

; refused: xehpc xe2
