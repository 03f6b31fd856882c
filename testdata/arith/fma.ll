; llvm.fma and llvm.fmuladd are MAD, a * b + c rounded once (LangRef lets
; fmuladd round the product first; the tool always fuses), on every
; platform, f32 and f16 (f64: fma_f64.ll). The operands arrive as bits.
; Lanes, worked out by hand (each the one rounding of the exact value):
;  0: (1 + 2^-12) * (2^-24 - 4095 * 2^-48) + 1 = 1 + 2^-24 + 2^-60, above
;     the halfway point 1 + 2^-24: 1 + 2^-23 (0x3f800001); rounded twice
;     (the product first, or the sum through f64) 1.0.
;  1: (1 + 2^-13) * (1 - 2^-13) - 1 = -2^-26 (0xb2800000); unfused 0.
;  2: 2 * 3 + 1 = 7 (0x40e00000).
;  3: +0 * -5 + -0 = -0 (0x80000000).
; Halves: (1 + 22 * 2^-10) * (2^-11 - 43 * 2^-22) + 1 = 1 + 2^-11 +
; 78 * 2^-32: 1 + 2^-10 (0x3c01; through f32, 1.0); (1 + 2^-6) * (1 - 2^-6)
; - 1 = -2^-12 (0x8c00; unfused 0); 2 * 3 + 1 = 7 (0x4700); 65504 * 2 -
; 65504 = 65504 (0x7bff; unfused, inf).
; RUN: visa-lower compile %s --platform xelp | FileCheck %s
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s
; CHECK: mad (M1_NM, 4) f(0,0)<1> {{.*}}(0,0)<4;4,1> {{.*}}(0,0)<4;4,1> {{.*}}(0,0)<4;4,1>
; CHECK: mad (M1_NM, 4) fm(0,0)<1>
; CHECK: mad (M1_NM, 1) s(0,0)<1>
; CHECK: mad (M1_NM, 4) h(0,0)<1>
; CHECK: mad (M1_NM, 4) hm(0,0)<1>
define <16 x i32> @fma(<4 x i32> %ai, <4 x i32> %bi, <4 x i32> %ci, <4 x i16> %xi, <4 x i16> %yi, <4 x i16> %zi) {
  %a = bitcast <4 x i32> %ai to <4 x float>
  %b = bitcast <4 x i32> %bi to <4 x float>
  %c = bitcast <4 x i32> %ci to <4 x float>
  %x = bitcast <4 x i16> %xi to <4 x half>
  %y = bitcast <4 x i16> %yi to <4 x half>
  %z = bitcast <4 x i16> %zi to <4 x half>
  %f = call <4 x float> @llvm.fma.v4f32(<4 x float> %a, <4 x float> %b, <4 x float> %c)
  %fm = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %a, <4 x float> %b, <4 x float> %c)
  %a1 = extractelement <4 x float> %a, i32 1
  %b1 = extractelement <4 x float> %b, i32 1
  %c1 = extractelement <4 x float> %c, i32 1
  %s = call float @llvm.fmuladd.f32(float %a1, float %b1, float %c1)
  %h = call <4 x half> @llvm.fma.v4f16(<4 x half> %x, <4 x half> %y, <4 x half> %z)
  %hm = call <4 x half> @llvm.fmuladd.v4f16(<4 x half> %x, <4 x half> %y, <4 x half> %z)
  %fi = bitcast <4 x float> %f to <4 x i32>
  %fmi = bitcast <4 x float> %fm to <4 x i32>
  %hi = bitcast <4 x half> %h to <2 x i32>
  %hmi = bitcast <4 x half> %hm to <2 x i32>
  %si = bitcast float %s to i32
  %ff = shufflevector <4 x i32> %fi, <4 x i32> %fmi, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %hh = shufflevector <2 x i32> %hi, <2 x i32> %hmi, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %hs0 = insertelement <4 x i32> zeroinitializer, i32 %si, i32 0
  %tail = shufflevector <4 x i32> %hh, <4 x i32> %hs0, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = shufflevector <8 x i32> %ff, <8 x i32> %tail, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i32> %r
}
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare float @llvm.fmuladd.f32(float, float, float)
declare <4 x half> @llvm.fma.v4f16(<4 x half>, <4 x half>, <4 x half>)
declare <4 x half> @llvm.fmuladd.v4f16(<4 x half>, <4 x half>, <4 x half>)
