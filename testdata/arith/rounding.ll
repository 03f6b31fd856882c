; Rounding to integral values: floor RNDD, ceil RNDU, trunc RNDZ,
; roundeven/rint/nearbyint RNDE (round half to even), genx.frc FRC
; (x - floor(x)). RND* take f only: a half is widened (exactly), rounded,
; and narrowed (exactly: the result is an integer or the half itself).
; Zero results keep their sign; NaN stays NaN.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: rndd (M1_NM, 8) f(0,0)<1> a(0,0)<8;8,1>
; CHECK: rndu (M1_NM, 8) c(0,0)<1> a(0,0)<8;8,1>
; CHECK: rndz (M1_NM, 8) t(0,0)<1> a(0,0)<8;8,1>
; CHECK: rnde (M1_NM, 8) e(0,0)<1> a(0,0)<8;8,1>
; CHECK: rnde (M1_NM, 8) r(0,0)<1> a(0,0)<8;8,1>
; CHECK: rndz (M1_NM, 8) n(0,0)<1> a(0,0)<8;8,1>
; CHECK: frc (M1_NM, 8) x(0,0)<1> a(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) [[W:V[0-9]+]](0,0)<1> h(0,0)<8;8,1>
; CHECK: rndd (M1_NM, 8) [[R:V[0-9]+]](0,0)<1> [[W]](0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) hf(0,0)<1> [[R]](0,0)<8;8,1>
define <64 x i32> @rounding(<8 x float> %a, <8 x half> %h) {
  %f = call <8 x float> @llvm.floor.v8f32(<8 x float> %a)
  %c = call <8 x float> @llvm.ceil.v8f32(<8 x float> %a)
  %t = call <8 x float> @llvm.trunc.v8f32(<8 x float> %a)
  %e = call <8 x float> @llvm.roundeven.v8f32(<8 x float> %a)
  %r = call <8 x float> @llvm.rint.v8f32(<8 x float> %a)
  %n = call <8 x float> @llvm.genx.rndz.v8f32(<8 x float> %a)
  %x = call <8 x float> @llvm.genx.frc.v8f32(<8 x float> %a)
  %hf = call <8 x half> @llvm.floor.v8f16(<8 x half> %h)
  %he = call <8 x half> @llvm.nearbyint.v8f16(<8 x half> %h)
  %fi = bitcast <8 x float> %f to <8 x i32>
  %ci = bitcast <8 x float> %c to <8 x i32>
  %ti = bitcast <8 x float> %t to <8 x i32>
  %ei = bitcast <8 x float> %e to <8 x i32>
  %ri = bitcast <8 x float> %r to <8 x i32>
  %ni = bitcast <8 x float> %n to <8 x i32>
  %xi = bitcast <8 x float> %x to <8 x i32>
  %hh = shufflevector <8 x half> %hf, <8 x half> %he, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %hi = bitcast <16 x half> %hh to <8 x i32>
  %j0_0 = shufflevector <8 x i32> %fi, <8 x i32> %ci, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_1 = shufflevector <8 x i32> %ti, <8 x i32> %ei, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_2 = shufflevector <8 x i32> %ri, <8 x i32> %ni, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_3 = shufflevector <8 x i32> %xi, <8 x i32> %hi, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j1_0 = shufflevector <16 x i32> %j0_0, <16 x i32> %j0_1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_1 = shufflevector <16 x i32> %j0_2, <16 x i32> %j0_3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j2_0 = shufflevector <32 x i32> %j1_0, <32 x i32> %j1_1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  ret <64 x i32> %j2_0
}
declare <8 x float> @llvm.floor.v8f32(<8 x float>)
declare <8 x float> @llvm.ceil.v8f32(<8 x float>)
declare <8 x float> @llvm.trunc.v8f32(<8 x float>)
declare <8 x float> @llvm.roundeven.v8f32(<8 x float>)
declare <8 x float> @llvm.rint.v8f32(<8 x float>)
declare <8 x float> @llvm.genx.rndz.v8f32(<8 x float>)
declare <8 x float> @llvm.genx.frc.v8f32(<8 x float>)
declare <8 x half> @llvm.floor.v8f16(<8 x half>)
declare <8 x half> @llvm.nearbyint.v8f16(<8 x half>)
