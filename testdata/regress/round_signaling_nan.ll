; Regression (found by visa-lower fuzz): `llvm.ceil` of a `half` and
; `llvm.rint` of a `float` whose bits are a signaling NaN. The emulator's
; RNDU and RNDE quiet it (0xfc01 becomes 0xfe01), as the hardware does; the
; reference's quieting set the exponent's lowest bit instead of the
; mantissa's top bit and so kept the signaling bit, and the comparison took
; the two NaNs byte for byte. The reference now quiets the right bit, and a
; NaN result is compared by LangRef's NaN rule (docs/arithmetic.md): any
; sign, the preferred NaN, or the input's payload quieted or not.
define void @k(<1 x i16> %h, <1 x i32> %f, half addrspace(1)* %out_h, float addrspace(1)* %out_f) {
entry:
  %hf = bitcast <1 x i16> %h to <1 x half>
  %c = call <1 x half> @llvm.ceil.v1f16(<1 x half> %hf)
  %c0 = extractelement <1 x half> %c, i32 0
  store half %c0, half addrspace(1)* %out_h
  %ff = bitcast <1 x i32> %f to <1 x float>
  %r = call <1 x float> @llvm.rint.v1f32(<1 x float> %ff)
  %r0 = extractelement <1 x float> %r, i32 0
  store float %r0, float addrspace(1)* %out_f
  ret void
}

declare <1 x half> @llvm.ceil.v1f16(<1 x half>)
declare <1 x float> @llvm.rint.v1f32(<1 x float>)
