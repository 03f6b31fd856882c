; The math box's functions (llvm.genx.inv, log, exp, pow, sin, cos, sqrt,
; rsqrt) on halves are their instructions. The hardware computes them to
; a stated precision: the reference's exact results are compared within
; it (docs/reference.md, "Approximate math").
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: inv (M1_NM, 8) inv_(0,0)<1> a(0,0)<8;8,1>
; CHECK: log (M1_NM, 8) log_(0,0)<1> a(0,0)<8;8,1>
; CHECK: exp (M1_NM, 8) exp_(0,0)<1> a(0,0)<8;8,1>
; CHECK: pow (M1_NM, 8) pow_(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: sin (M1_NM, 8) sin_(0,0)<1> a(0,0)<8;8,1>
; CHECK: cos (M1_NM, 8) cos_(0,0)<1> a(0,0)<8;8,1>
; CHECK: sqrt (M1_NM, 8) sqrt_(0,0)<1> a(0,0)<8;8,1>
; CHECK: rsqrt (M1_NM, 8) rsqrt_(0,0)<1> a(0,0)<8;8,1>
define <64 x half> @math_box_half(<8 x half> %a, <8 x half> %b) {
  %inv = call <8 x half> @llvm.genx.inv.v8f16(<8 x half> %a)
  %log = call <8 x half> @llvm.genx.log.v8f16(<8 x half> %a)
  %exp = call <8 x half> @llvm.genx.exp.v8f16(<8 x half> %a)
  %pow = call <8 x half> @llvm.genx.pow.v8f16(<8 x half> %a, <8 x half> %b)
  %sin = call <8 x half> @llvm.genx.sin.v8f16(<8 x half> %a)
  %cos = call <8 x half> @llvm.genx.cos.v8f16(<8 x half> %a)
  %sqrt = call <8 x half> @llvm.genx.sqrt.v8f16(<8 x half> %a)
  %rsqrt = call <8 x half> @llvm.genx.rsqrt.v8f16(<8 x half> %a)
  %j0_0 = shufflevector <8 x half> %inv, <8 x half> %log, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_1 = shufflevector <8 x half> %exp, <8 x half> %pow, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_2 = shufflevector <8 x half> %sin, <8 x half> %cos, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_3 = shufflevector <8 x half> %sqrt, <8 x half> %rsqrt, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j1_0 = shufflevector <16 x half> %j0_0, <16 x half> %j0_1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_1 = shufflevector <16 x half> %j0_2, <16 x half> %j0_3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j2_0 = shufflevector <32 x half> %j1_0, <32 x half> %j1_1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  ret <64 x half> %j2_0
}
declare <8 x half> @llvm.genx.inv.v8f16(<8 x half>)
declare <8 x half> @llvm.genx.log.v8f16(<8 x half>)
declare <8 x half> @llvm.genx.exp.v8f16(<8 x half>)
declare <8 x half> @llvm.genx.pow.v8f16(<8 x half>, <8 x half>)
declare <8 x half> @llvm.genx.sin.v8f16(<8 x half>)
declare <8 x half> @llvm.genx.cos.v8f16(<8 x half>)
declare <8 x half> @llvm.genx.sqrt.v8f16(<8 x half>)
declare <8 x half> @llvm.genx.rsqrt.v8f16(<8 x half>)
