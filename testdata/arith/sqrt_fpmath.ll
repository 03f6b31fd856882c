; llvm.sqrt with `!fpmath` (LangRef: the largest error allowed, in ulps), by
; the rule of fdiv's (`input::ops::sqrt_may_approximate`): a bound of at
; least SQRT's tolerance (3 ulps, docs/arithmetic.md) is SQRT, compared
; within that tolerance; a tighter bound (2.5) and none stay correctly
; rounded: SQRTM where the platform has it (gen9, xehpc), the exact
; sequence on xelp and xehpg.
; Launch (sqrt_fpmath.toml): a = <4, 2.25, 0.0625, 16, 1, 0.25, 64, 6.25>,
; squares of floats, so every lane's exact root is <2, 1.5, 0.25, 4, 1,
; 0.5, 8, 2.5>: lanes 1, 3, 5, 7 (t, `!fpmath` 2.5) bit for bit, lanes 0,
; 2, 4, 6 (q, SQRT) within 3 ulps.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK,SQRTM
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK,EXACT
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK,SQRTM
; CHECK: sqrt (M1_NM, 8) q(0,0)<1> a(0,0)<8;8,1>
; CHECK-NOT: sqrt (M1_NM, 8) t(0,0)
; SQRTM: sqrtm (M1_NM, 8) t(0,0)<1> a(0,0)<8;8,1>
; EXACT-NOT: sqrtm
; EXACT-NOT: sqrt (
define <8 x float> @sqrt_fpmath(<8 x float> %a) {
  %q = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %a), !fpmath !0
  %t = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %a), !fpmath !1
  %r = select <8 x i1> <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>, <8 x float> %q, <8 x float> %t
  ret <8 x float> %r
}

declare <8 x float> @llvm.sqrt.v8f32(<8 x float>)

!0 = !{float 3.0}
!1 = !{float 2.5}
