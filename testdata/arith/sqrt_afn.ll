; llvm.sqrt with afn may be approximated: SQRT on every platform (without
; afn it is SQRTM, which only gen9 and xehpc have); compared within SQRT's
; tolerance.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: sqrt (M1_NM, 8) s(0,0)<1> a(0,0)<8;8,1>
; CHECK-NOT: sqrtm
define <8 x float> @sqrt_afn(<8 x float> %a) {
  %s = call afn <8 x float> @llvm.sqrt.v8f32(<8 x float> %a)
  ret <8 x float> %s
}
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>)
