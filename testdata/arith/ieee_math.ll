; The correctly rounded square root (llvm.sqrt, genx.ieee.sqrt) and
; quotient (genx.ieee.div) are SQRTM and DIVM: gen9 and xehpc; refused on
; xelp and xehpg for the doubles, naming them (floats and halves are
; emulated there: ieee_emulated.ll). Compared exactly.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s --check-prefix=REFUSED
; RUN: not visa-lower compile %s --platform xehpg 2>&1 | FileCheck %s --check-prefix=REFUSED
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: sqrtm (M1_NM, 8) s(0,0)<1> a(0,0)<8;8,1>
; CHECK: sqrtm (M1_NM, 8) d(0,0)<1> c(0,0)<8;8,1>
; CHECK: sqrtm (M1_NM, 8) g(0,0)<1> a(0,0)<8;8,1>
; CHECK: divm (M1_NM, 8) q(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: divm (M1_NM, 8) r(0,0)<1> c(0,0)<8;8,1> e(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) [[W:V[0-9]+]](0,0)<1> h(0,0)<8;8,1>
; CHECK: sqrtm (M1_NM, 8) [[R:V[0-9]+]](0,0)<1> [[W]](0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) h2(0,0)<1> [[R]](0,0)<8;8,1>
; REFUSED: error: `llvm.sqrt` on `double` needs SQRTM, which {{xelp|xehpg}} does not have (nor FP64); accepted there: the same on `float` or `half` (an exact sequence); on `double`: gen9, xehpc
define <64 x i32> @ieee_math(<8 x float> %a, <8 x float> %b, <8 x double> %c, <8 x double> %e, <8 x half> %h) {
  %s = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %a)
  %d = call <8 x double> @llvm.sqrt.v8f64(<8 x double> %c)
  %g = call <8 x float> @llvm.genx.ieee.sqrt.v8f32(<8 x float> %a)
  %q = call <8 x float> @llvm.genx.ieee.div.v8f32(<8 x float> %a, <8 x float> %b)
  %r = call <8 x double> @llvm.genx.ieee.div.v8f64(<8 x double> %c, <8 x double> %e)
  %h2 = call <8 x half> @llvm.sqrt.v8f16(<8 x half> %h)
  %si = bitcast <8 x float> %s to <8 x i32>
  %gi = bitcast <8 x float> %g to <8 x i32>
  %qi = bitcast <8 x float> %q to <8 x i32>
  %di = bitcast <8 x double> %d to <16 x i32>
  %ri = bitcast <8 x double> %r to <16 x i32>
  %d0 = shufflevector <16 x i32> %di, <16 x i32> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %d1 = shufflevector <16 x i32> %di, <16 x i32> undef, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r0 = shufflevector <16 x i32> %ri, <16 x i32> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r1 = shufflevector <16 x i32> %ri, <16 x i32> undef, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %hh = shufflevector <8 x half> %h2, <8 x half> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %hw = bitcast <16 x half> %hh to <8 x i32>
  %j0_0 = shufflevector <8 x i32> %si, <8 x i32> %gi, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_1 = shufflevector <8 x i32> %qi, <8 x i32> %hw, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_2 = shufflevector <8 x i32> %d0, <8 x i32> %d1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_3 = shufflevector <8 x i32> %r0, <8 x i32> %r1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j1_0 = shufflevector <16 x i32> %j0_0, <16 x i32> %j0_1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_1 = shufflevector <16 x i32> %j0_2, <16 x i32> %j0_3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j2_0 = shufflevector <32 x i32> %j1_0, <32 x i32> %j1_1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  ret <64 x i32> %j2_0
}
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>)
declare <8 x float> @llvm.genx.ieee.sqrt.v8f32(<8 x float>)
declare <8 x float> @llvm.genx.ieee.div.v8f32(<8 x float>, <8 x float>)
declare <8 x double> @llvm.genx.ieee.div.v8f64(<8 x double>, <8 x double>)
declare <8 x half> @llvm.sqrt.v8f16(<8 x half>)

; refused: xelp xehpg mtl
