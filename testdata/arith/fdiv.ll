; IEEE division (fdiv without arcp or afn) is DIVM, correctly rounded:
; gen9 and xehpc have it; xelp and xehpg are refused here for the double
; division, naming them (the assembler: "IEEE instruction divm is not
; supported on DG2 platform"; floats and halves are emulated there:
; ieee_emulated.ll).
; Halves divide as floats and round once.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s --check-prefix=REFUSED
; RUN: not visa-lower compile %s --platform xehpg 2>&1 | FileCheck %s --check-prefix=REFUSED
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: divm (M1_NM, 8) q(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: divm (M1_NM, 8) r(0,0)<1> c(0,0)<8;8,1> d(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) [[E:V[0-9]+]](0,0)<1> e(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) [[F:V[0-9]+]](0,0)<1> f(0,0)<8;8,1>
; CHECK: divm (M1_NM, 8) [[H:V[0-9]+]](0,0)<1> [[E]](0,0)<8;8,1> [[F]](0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) h(0,0)<1> [[H]](0,0)<8;8,1>
; REFUSED: error: `fdiv` (IEEE, without `arcp` or `afn`) on `double` needs DIVM, which {{xelp|xehpg}} does not have (nor FP64); accepted there: the same on `float` or `half` (an exact sequence); on `double`: gen9, xehpc
define <24 x i32> @fdiv(<8 x float> %a, <8 x float> %b, <8 x double> %c, <8 x double> %d, <8 x half> %e, <8 x half> %f) {
  %q = fdiv <8 x float> %a, %b
  %r = fdiv <8 x double> %c, %d
  %h = fdiv <8 x half> %e, %f
  %qi = bitcast <8 x float> %q to <8 x i32>
  %ri = bitcast <8 x double> %r to <16 x i32>
  %hi = bitcast <8 x half> %h to <4 x i32>
  %hw = shufflevector <4 x i32> %hi, <4 x i32> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %x = shufflevector <8 x i32> %qi, <8 x i32> %hw, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %y = shufflevector <16 x i32> %x, <16 x i32> %ri, <24 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27>
  ret <24 x i32> %y
}

; refused: xelp xehpg mtl
