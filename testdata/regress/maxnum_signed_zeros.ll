; Regression (found by visa-lower fuzz): `llvm.maxnum` (and `minnum`) of
; -0.0 and +0.0, doubles. LangRef: "If the operands compare equal, returns
; either one of the operands"; the reference orders -0 below +0 (README
; decision 13), LLVM's JIT returned the other zero, and the comparison took
; the two bytes for a disagreement. Both comparisons (reference/emulator and
; reference/JIT) now accept either zero there, and only there.
; refused: xelp xehpg
define void @k(<4 x double> %a, <4 x double> %b, <4 x double> addrspace(1)* %max, <4 x double> addrspace(1)* %min) {
entry:
  %x = call <4 x double> @llvm.maxnum.v4f64(<4 x double> %a, <4 x double> %b)
  store <4 x double> %x, <4 x double> addrspace(1)* %max
  %n = call <4 x double> @llvm.minnum.v4f64(<4 x double> %a, <4 x double> %b)
  store <4 x double> %n, <4 x double> addrspace(1)* %min
  ret void
}

declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>)
declare <4 x double> @llvm.minnum.v4f64(<4 x double>, <4 x double>)
