; fdiv with `!fpmath` (LangRef: the largest error allowed, in ulps): a bound
; of at least DIV's tolerance (3 ulps, docs/arithmetic.md) is DIV, `x *
; INV(y)`, and compared within that tolerance; a tighter bound (2.5, what
; clang attaches to an OpenCL C `/`) stays correctly rounded: DIVM where the
; platform has it (gen9, xehpc), the exact sequence on xelp and xehpg.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK,DIVM
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK,EXACT
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK,DIVM
; CHECK: div (M1_NM, 8) q(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK-NOT: div (M1_NM, 8) t(0,0)
; DIVM: divm (M1_NM, 8) t(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; EXACT-NOT: divm
; EXACT-NOT: inv
define <8 x float> @fdiv_fpmath(<8 x float> %a, <8 x float> %b) {
  %q = fdiv <8 x float> %a, %b, !fpmath !0
  %t = fdiv <8 x float> %a, %b, !fpmath !1
  %r = select <8 x i1> <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>, <8 x float> %q, <8 x float> %t
  ret <8 x float> %r
}

!0 = !{float 3.0}
!1 = !{float 2.5}
