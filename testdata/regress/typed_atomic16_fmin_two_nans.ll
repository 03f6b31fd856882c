; Regression (found by visa-lower fuzz): a 16-bit TYPED_ATOMIC fmin whose texel
; holds a NaN (0x7d24) and whose source is a NaN (0xffff). The reference keeps the old
; NaN; the emulator stored the source (its minNum tested the old value first), so the
; two oracles disagreed. The emulator now keeps the old value, as the reference does.
define void @k(i32 %s0, <6 x i32> %x0, <6 x i32> %u0, <6 x i32> %v0, <6 x i32> %r0) {
entry:
  %v.1 = call <6 x i32> @llvm.visa.typed.atomic16.fmin.v6i32.v6i1.v6i32(<6 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>, i32 %s0, <6 x i32> %x0, <6 x i32> %u0, <6 x i32> %v0, <6 x i32> %r0, <6 x i32> zeroinitializer)
  ret void
}

declare <6 x i32> @llvm.visa.typed.atomic16.fmin.v6i32.v6i1.v6i32(<6 x i1>, i32, <6 x i32>, <6 x i32>, <6 x i32>, <6 x i32>, <6 x i32>)

; refused: gen9 xehpc xe2
