; llvm.genx.sat clamps a float to [0, 1] (NaN to 0): `.sat` on the
; instruction that computed the value when it has no other use (here the
; fadd and the inv), else a mov.sat (the fmul, which is also returned).
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: add.sat (M1_NM, 8) s(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: inv.sat (M1_NM, 8) i(0,0)<1> a(0,0)<8;8,1>
; CHECK: mul (M1_NM, 8) m(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: mov.sat (M1_NM, 8) ms(0,0)<1> m(0,0)<8;8,1>
define <24 x float> @genx_sat(<8 x float> %a, <8 x float> %b) {
  %s = fadd <8 x float> %a, %b
  %ss = call <8 x float> @llvm.genx.sat.v8f32(<8 x float> %s)
  %i = call <8 x float> @llvm.genx.inv.v8f32(<8 x float> %a)
  %is = call <8 x float> @llvm.genx.sat.v8f32(<8 x float> %i)
  %m = fmul <8 x float> %a, %b
  %ms = call <8 x float> @llvm.genx.sat.v8f32(<8 x float> %m)
  %x = fadd <8 x float> %ms, %m
  %y = shufflevector <8 x float> %ss, <8 x float> %x, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %z = shufflevector <8 x float> %is, <8 x float> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %w = shufflevector <16 x float> %y, <16 x float> %z, <24 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  ret <24 x float> %w
}
declare <8 x float> @llvm.genx.sat.v8f32(<8 x float>)
declare <8 x float> @llvm.genx.inv.v8f32(<8 x float>)
