; LLVM's generic arithmetic intrinsics and fneg only, so that LLVM's JIT
; runs this kernel on the host too (tests/reference_agreement.rs): integer
; min/max, abs, saturating add/sub, bit counts, bitreverse, saturating
; conversions, minnum/maxnum, the sign bits and every rounding, on NaN,
; +-0, denormals, infinities, halves and the integer extremes.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK,ABSMOD
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK,ABSXOR
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK,ABSXOR
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK,ABSMOD
; CHECK: min (M1_NM, 8) smin_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: min (M1_NM, 8) umin(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: max (M1_NM, 8) smax_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: max (M1_NM, 8) umax(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; ABSMOD: mov (M1_NM, 8) abs_d(0,0)<1> (abs)a_d(0,0)<8;8,1>
; ABSXOR: asr (M1_NM, 8) [[S:V[0-9]+]](0,0)<1> a_d(0,0)<8;8,1> 0x1f:ud
; ABSXOR: xor (M1_NM, 8) [[X:V[0-9]+]](0,0)<1> a_d(0,0)<8;8,1> [[S]](0,0)<8;8,1>
; ABSXOR: add (M1_NM, 8) abs_d(0,0)<1> [[X]](0,0)<8;8,1> (-)[[S]](0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) sadd_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) uadd(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) ssub_d(0,0)<1> a_d(0,0)<8;8,1> (-)b_d(0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) usub(0,0)<1> a(0,0)<8;8,1> (-)b(0,0)<8;8,1>
; CHECK: cbit (M1_NM, 8) ctpop(0,0)<1> a(0,0)<8;8,1>
; CHECK: lzd (M1_NM, 8) ctlz(0,0)<1> a(0,0)<8;8,1>
; CHECK: fbl (M1_NM, 8) cttz(0,0)<1> a(0,0)<8;8,1>
; CHECK: min (M1_NM, 8) cttz(0,0)<1> cttz(0,0)<8;8,1> 0x20:ud
; CHECK: bfrev (M1_NM, 8) bitrev(0,0)<1> a(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) fptosi_d(0,0)<1> fa_f(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) fptoui(0,0)<1> fa_f(0,0)<8;8,1>
; CHECK: min (M1_NM, 8) minnum(0,0)<1> fa_f(0,0)<8;8,1> fb_f(0,0)<8;8,1>
; CHECK: max (M1_NM, 8) maxnum(0,0)<1> fa_f(0,0)<8;8,1> fb_f(0,0)<8;8,1>
; CHECK: and (M1_NM, 8) fabs_ud(0,0)<1> fa(0,0)<8;8,1> 0x7fffffff:ud
; CHECK: and (M1_NM, 8) [[SIGN:V[0-9]+]](0,0)<1> fb(0,0)<8;8,1> 0x80000000:ud
; CHECK: and (M1_NM, 8) copysign_ud(0,0)<1> fa(0,0)<8;8,1> 0x7fffffff:ud
; CHECK: or (M1_NM, 8) copysign_ud(0,0)<1> copysign_ud(0,0)<8;8,1> [[SIGN]](0,0)<8;8,1>
; CHECK: xor (M1_NM, 8) fneg_ud(0,0)<1> fa(0,0)<8;8,1> 0x80000000:ud
; CHECK: rndd (M1_NM, 8) floor(0,0)<1> fa_f(0,0)<8;8,1>
; CHECK: rndu (M1_NM, 8) ceil(0,0)<1> fa_f(0,0)<8;8,1>
; CHECK: rndz (M1_NM, 8) trunc(0,0)<1> fa_f(0,0)<8;8,1>
; CHECK: rnde (M1_NM, 8) roundeven(0,0)<1> fa_f(0,0)<8;8,1>
; CHECK: rnde (M1_NM, 8) rint(0,0)<1> fa_f(0,0)<8;8,1>
; CHECK: rnde (M1_NM, 8) nearbyint(0,0)<1> fa_f(0,0)<8;8,1>
; CHECK: ret (M1, 1)
define <256 x i32> @generic(<8 x i32> %a, <8 x i32> %b, <8 x i32> %fa, <8 x i32> %fb) {
  %x = bitcast <8 x i32> %fa to <8 x float>
  %y = bitcast <8 x i32> %fb to <8 x float>
  %smin = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %a, <8 x i32> %b)
  %umin = call <8 x i32> @llvm.umin.v8i32(<8 x i32> %a, <8 x i32> %b)
  %smax = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %a, <8 x i32> %b)
  %umax = call <8 x i32> @llvm.umax.v8i32(<8 x i32> %a, <8 x i32> %b)
  %abs = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %a, i1 false)
  %sadd = call <8 x i32> @llvm.sadd.sat.v8i32(<8 x i32> %a, <8 x i32> %b)
  %uadd = call <8 x i32> @llvm.uadd.sat.v8i32(<8 x i32> %a, <8 x i32> %b)
  %ssub = call <8 x i32> @llvm.ssub.sat.v8i32(<8 x i32> %a, <8 x i32> %b)
  %usub = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %a, <8 x i32> %b)
  %ctpop = call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %a)
  %ctlz = call <8 x i32> @llvm.ctlz.v8i32(<8 x i32> %a, i1 false)
  %cttz = call <8 x i32> @llvm.cttz.v8i32(<8 x i32> %a, i1 false)
  %bitrev = call <8 x i32> @llvm.bitreverse.v8i32(<8 x i32> %a)
  %fptosi = call <8 x i32> @llvm.fptosi.sat.v8i32.v8f32(<8 x float> %x)
  %fptoui = call <8 x i32> @llvm.fptoui.sat.v8i32.v8f32(<8 x float> %x)
  %minnum = call <8 x float> @llvm.minnum.v8f32(<8 x float> %x, <8 x float> %y)
  %minnum.i = bitcast <8 x float> %minnum to <8 x i32>
  %maxnum = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %x, <8 x float> %y)
  %maxnum.i = bitcast <8 x float> %maxnum to <8 x i32>
  %fabs = call <8 x float> @llvm.fabs.v8f32(<8 x float> %x)
  %fabs.i = bitcast <8 x float> %fabs to <8 x i32>
  %copysign = call <8 x float> @llvm.copysign.v8f32(<8 x float> %x, <8 x float> %y)
  %copysign.i = bitcast <8 x float> %copysign to <8 x i32>
  %fneg = fneg <8 x float> %x
  %fneg.i = bitcast <8 x float> %fneg to <8 x i32>
  %floor = call <8 x float> @llvm.floor.v8f32(<8 x float> %x)
  %floor.i = bitcast <8 x float> %floor to <8 x i32>
  %ceil = call <8 x float> @llvm.ceil.v8f32(<8 x float> %x)
  %ceil.i = bitcast <8 x float> %ceil to <8 x i32>
  %trunc = call <8 x float> @llvm.trunc.v8f32(<8 x float> %x)
  %trunc.i = bitcast <8 x float> %trunc to <8 x i32>
  %roundeven = call <8 x float> @llvm.roundeven.v8f32(<8 x float> %x)
  %roundeven.i = bitcast <8 x float> %roundeven to <8 x i32>
  %rint = call <8 x float> @llvm.rint.v8f32(<8 x float> %x)
  %rint.i = bitcast <8 x float> %rint to <8 x i32>
  %nearbyint = call <8 x float> @llvm.nearbyint.v8f32(<8 x float> %x)
  %nearbyint.i = bitcast <8 x float> %nearbyint to <8 x i32>
  %j0 = shufflevector <8 x i32> %smin, <8 x i32> %umin, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j1 = shufflevector <8 x i32> %smax, <8 x i32> %umax, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j2 = shufflevector <8 x i32> %abs, <8 x i32> %sadd, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j3 = shufflevector <8 x i32> %uadd, <8 x i32> %ssub, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j4 = shufflevector <8 x i32> %usub, <8 x i32> %ctpop, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j5 = shufflevector <8 x i32> %ctlz, <8 x i32> %cttz, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j6 = shufflevector <8 x i32> %bitrev, <8 x i32> %fptosi, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j7 = shufflevector <8 x i32> %fptoui, <8 x i32> %minnum.i, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j8 = shufflevector <8 x i32> %maxnum.i, <8 x i32> %fabs.i, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j9 = shufflevector <8 x i32> %copysign.i, <8 x i32> %fneg.i, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j10 = shufflevector <8 x i32> %floor.i, <8 x i32> %ceil.i, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j11 = shufflevector <8 x i32> %trunc.i, <8 x i32> %roundeven.i, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j12 = shufflevector <8 x i32> %rint.i, <8 x i32> %nearbyint.i, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j13 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j14 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j15 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j16 = shufflevector <16 x i32> %j0, <16 x i32> %j1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j17 = shufflevector <16 x i32> %j2, <16 x i32> %j3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j18 = shufflevector <16 x i32> %j4, <16 x i32> %j5, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j19 = shufflevector <16 x i32> %j6, <16 x i32> %j7, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j20 = shufflevector <16 x i32> %j8, <16 x i32> %j9, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j21 = shufflevector <16 x i32> %j10, <16 x i32> %j11, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j22 = shufflevector <16 x i32> %j12, <16 x i32> %j13, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j23 = shufflevector <16 x i32> %j14, <16 x i32> %j15, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j24 = shufflevector <32 x i32> %j16, <32 x i32> %j17, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j25 = shufflevector <32 x i32> %j18, <32 x i32> %j19, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j26 = shufflevector <32 x i32> %j20, <32 x i32> %j21, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j27 = shufflevector <32 x i32> %j22, <32 x i32> %j23, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j28 = shufflevector <64 x i32> %j24, <64 x i32> %j25, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %j29 = shufflevector <64 x i32> %j26, <64 x i32> %j27, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %j30 = shufflevector <128 x i32> %j28, <128 x i32> %j29, <256 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255>
  ret <256 x i32> %j30
}
declare <8 x float> @llvm.ceil.v8f32(<8 x float>)
declare <8 x float> @llvm.copysign.v8f32(<8 x float>, <8 x float>)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>)
declare <8 x float> @llvm.floor.v8f32(<8 x float>)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>)
declare <8 x float> @llvm.nearbyint.v8f32(<8 x float>)
declare <8 x float> @llvm.rint.v8f32(<8 x float>)
declare <8 x float> @llvm.roundeven.v8f32(<8 x float>)
declare <8 x float> @llvm.trunc.v8f32(<8 x float>)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1)
declare <8 x i32> @llvm.bitreverse.v8i32(<8 x i32>)
declare <8 x i32> @llvm.ctlz.v8i32(<8 x i32>, i1)
declare <8 x i32> @llvm.ctpop.v8i32(<8 x i32>)
declare <8 x i32> @llvm.cttz.v8i32(<8 x i32>, i1)
declare <8 x i32> @llvm.fptosi.sat.v8i32.v8f32(<8 x float>)
declare <8 x i32> @llvm.fptoui.sat.v8i32.v8f32(<8 x float>)
declare <8 x i32> @llvm.sadd.sat.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.ssub.sat.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.uadd.sat.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.umax.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>)
