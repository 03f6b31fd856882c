; fdiv with arcp (or afn) may use a reciprocal: DIV, `x * INV(y)`, on
; every platform; the result is compared within DIV's tolerance
; (docs/reference.md, "Approximate math").
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: div (M1_NM, 8) q(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: div (M1_NM, 8) h(0,0)<1> c(0,0)<8;8,1> d(0,0)<8;8,1>
; CHECK-NOT: divm
define <8 x float> @fdiv_arcp(<8 x float> %a, <8 x float> %b, <8 x half> %c, <8 x half> %d) {
  %q = fdiv arcp <8 x float> %a, %b
  %h = fdiv afn <8 x half> %c, %d
  %hf = fpext <8 x half> %h to <8 x float>
  %s = fadd <8 x float> %q, zeroinitializer
  %r = select <8 x i1> <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>, <8 x float> %q, <8 x float> %hf
  ret <8 x float> %r
}
