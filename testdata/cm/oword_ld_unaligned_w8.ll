; CM-style: llvm.genx.oword.ld.unaligned of 8 floats (2 owords) from byte
; offset 12 of SLM (OWORD_LD_UNALIGNED: dword-aligned; no OWORD on SLM before
; ICLLP, so gen9 refuses it).
define <8 x float> @oword_ld_unaligned_w8() {
entry:
  %v = call <8 x float> @llvm.genx.oword.ld.unaligned.v8f32(i32 0, i32 254, i32 12)
  ret <8 x float> %v
}

declare <8 x float> @llvm.genx.oword.ld.unaligned.v8f32(i32, i32, i32)

; refused: gen9
