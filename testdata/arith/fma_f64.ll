; llvm.fma and llvm.fmuladd on doubles are MAD on DF: gen9 and xehpc
; (xelp and xehpg have no FP64: refused, naming where it is available).
; Lanes by hand: (1 + 2^-30) * (1 - 2^-30) - 1 = -2^-60
; (0xbc30000000000000; unfused 0); 2 * 3 + 1 = 7 (0x401c000000000000).
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s
; RUN: not visa-lower compile %s --platform xehpg 2>&1 | FileCheck %s --check-prefix=REFUSED
; CHECK: mad (M1_NM, 2) f(0,0)<1>
; CHECK: mad (M1_NM, 2) fm(0,0)<1>
; REFUSED: error: arithmetic on doubles cannot be emitted for xehpg: mad with a df operand needs FP64
; refused: xelp xehpg
define <4 x i64> @fma_f64(<2 x i64> %ai, <2 x i64> %bi, <2 x i64> %ci) {
  %a = bitcast <2 x i64> %ai to <2 x double>
  %b = bitcast <2 x i64> %bi to <2 x double>
  %c = bitcast <2 x i64> %ci to <2 x double>
  %f = call <2 x double> @llvm.fma.v2f64(<2 x double> %a, <2 x double> %b, <2 x double> %c)
  %fm = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %a, <2 x double> %b, <2 x double> %c)
  %fi = bitcast <2 x double> %f to <2 x i64>
  %fmi = bitcast <2 x double> %fm to <2 x i64>
  %r = shufflevector <2 x i64> %fi, <2 x i64> %fmi, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x i64> %r
}
declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>)
