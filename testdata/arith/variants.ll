; The rest of the arithmetic intrinsics' variants, one row each: the
; vector compiler's saturating add/mul/avg/trunc with every signedness of
; result and operands (the instruction's .sat with the types of each side),
; genx.[su]min/max and fmin, llvm.maxnum, the saturating conversions and
; genx.rndd/rndu/rnde.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s
; RUN: visa-lower compile %s --platform xelp | FileCheck %s
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s
; CHECK: add.sat (M1_NM, 8) suadd_d(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) usadd(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) uuadd(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: mul.sat (M1_NM, 8) ssmul_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: mul.sat (M1_NM, 8) sumul_d(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: mul.sat (M1_NM, 8) usmul(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: avg (M1_NM, 8) ssavg_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: avg (M1_NM, 8) suavg_d(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: avg (M1_NM, 8) usavg(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: avg (M1_NM, 8) uuavg(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: avg.sat (M1_NM, 8) ssavgs_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: avg.sat (M1_NM, 8) suavgs_d(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: avg.sat (M1_NM, 8) uuavgs(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: mov.sat (M1_NM, 8) sutrunc_w(0,0)<1> a(0,0)<8;8,1>
; CHECK: mov.sat (M1_NM, 8) ustrunc(0,0)<1> a_d(0,0)<8;8,1>
; CHECK: mov.sat (M1_NM, 8) uutrunc(0,0)<1> a(0,0)<8;8,1>
; CHECK: min (M1_NM, 8) smin_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: max (M1_NM, 8) smax_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: max (M1_NM, 8) umax(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: min (M1_NM, 8) fmin(0,0)<1> fx_f(0,0)<8;8,1> fy_f(0,0)<8;8,1>
; CHECK: max (M1_NM, 8) maxnum(0,0)<1> fx_f(0,0)<8;8,1> fy_f(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) fptoui(0,0)<1> fx_f(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) gfptosi_d(0,0)<1> fx_f(0,0)<8;8,1>
; CHECK: rndd (M1_NM, 8) rndd_(0,0)<1> fx_f(0,0)<8;8,1>
; CHECK: rndu (M1_NM, 8) rndu_(0,0)<1> fx_f(0,0)<8;8,1>
; CHECK: rnde (M1_NM, 8) rnde_(0,0)<1> fx_f(0,0)<8;8,1>
define <256 x i32> @variants(<8 x i32> %a, <8 x i32> %b, <8 x i32> %fx, <8 x i32> %fy) {
  %x = bitcast <8 x i32> %fx to <8 x float>
  %y = bitcast <8 x i32> %fy to <8 x float>
  %suadd = call <8 x i32> @llvm.genx.suadd.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %usadd = call <8 x i32> @llvm.genx.usadd.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %uuadd = call <8 x i32> @llvm.genx.uuadd.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %ssmul = call <8 x i32> @llvm.genx.ssmul.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %sumul = call <8 x i32> @llvm.genx.sumul.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %usmul = call <8 x i32> @llvm.genx.usmul.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %ssavg = call <8 x i32> @llvm.genx.ssavg.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %suavg = call <8 x i32> @llvm.genx.suavg.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %usavg = call <8 x i32> @llvm.genx.usavg.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %uuavg = call <8 x i32> @llvm.genx.uuavg.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %ssavgs = call <8 x i32> @llvm.genx.ssavg.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %suavgs = call <8 x i32> @llvm.genx.suavg.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %uuavgs = call <8 x i32> @llvm.genx.uuavg.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %sutrunc = call <8 x i16> @llvm.genx.sutrunc.sat.v8i16.v8i32(<8 x i32> %a)
  %sutrunci = zext <8 x i16> %sutrunc to <8 x i32>
  %ustrunc = call <8 x i16> @llvm.genx.ustrunc.sat.v8i16.v8i32(<8 x i32> %a)
  %ustrunci = zext <8 x i16> %ustrunc to <8 x i32>
  %uutrunc = call <8 x i16> @llvm.genx.uutrunc.sat.v8i16.v8i32(<8 x i32> %a)
  %uutrunci = zext <8 x i16> %uutrunc to <8 x i32>
  %smin = call <8 x i32> @llvm.genx.smin.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %smax = call <8 x i32> @llvm.genx.smax.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %umax = call <8 x i32> @llvm.genx.umax.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %fmin = call <8 x float> @llvm.genx.fmin.v8f32.v8f32(<8 x float> %x, <8 x float> %y)
  %fmini = bitcast <8 x float> %fmin to <8 x i32>
  %maxnum = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %x, <8 x float> %y)
  %maxnumi = bitcast <8 x float> %maxnum to <8 x i32>
  %fptoui = call <8 x i16> @llvm.fptoui.sat.v8i16.v8f32(<8 x float> %x)
  %fptouii = zext <8 x i16> %fptoui to <8 x i32>
  %gfptosi = call <8 x i32> @llvm.genx.fptosi.sat.v8i32.v8f32(<8 x float> %x)
  %rndd = call <8 x float> @llvm.genx.rndd.v8f32(<8 x float> %x)
  %rnddi = bitcast <8 x float> %rndd to <8 x i32>
  %rndu = call <8 x float> @llvm.genx.rndu.v8f32(<8 x float> %x)
  %rndui = bitcast <8 x float> %rndu to <8 x i32>
  %rnde = call <8 x float> @llvm.genx.rnde.v8f32(<8 x float> %x)
  %rndei = bitcast <8 x float> %rnde to <8 x i32>
  %j0_0 = shufflevector <8 x i32> %suadd, <8 x i32> %usadd, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_1 = shufflevector <8 x i32> %uuadd, <8 x i32> %ssmul, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_2 = shufflevector <8 x i32> %sumul, <8 x i32> %usmul, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_3 = shufflevector <8 x i32> %ssavg, <8 x i32> %suavg, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_4 = shufflevector <8 x i32> %usavg, <8 x i32> %uuavg, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_5 = shufflevector <8 x i32> %ssavgs, <8 x i32> %suavgs, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_6 = shufflevector <8 x i32> %uuavgs, <8 x i32> %sutrunci, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_7 = shufflevector <8 x i32> %ustrunci, <8 x i32> %uutrunci, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_8 = shufflevector <8 x i32> %smin, <8 x i32> %smax, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_9 = shufflevector <8 x i32> %umax, <8 x i32> %fmini, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_10 = shufflevector <8 x i32> %maxnumi, <8 x i32> %fptouii, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_11 = shufflevector <8 x i32> %gfptosi, <8 x i32> %rnddi, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_12 = shufflevector <8 x i32> %rndui, <8 x i32> %rndei, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j1_0 = shufflevector <16 x i32> %j0_0, <16 x i32> %j0_1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_1 = shufflevector <16 x i32> %j0_2, <16 x i32> %j0_3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_2 = shufflevector <16 x i32> %j0_4, <16 x i32> %j0_5, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_3 = shufflevector <16 x i32> %j0_6, <16 x i32> %j0_7, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_4 = shufflevector <16 x i32> %j0_8, <16 x i32> %j0_9, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_5 = shufflevector <16 x i32> %j0_10, <16 x i32> %j0_11, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_6 = shufflevector <16 x i32> %j0_12, <16 x i32> zeroinitializer, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j2_0 = shufflevector <32 x i32> %j1_0, <32 x i32> %j1_1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j2_1 = shufflevector <32 x i32> %j1_2, <32 x i32> %j1_3, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j2_2 = shufflevector <32 x i32> %j1_4, <32 x i32> %j1_5, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j2_3 = shufflevector <32 x i32> %j1_6, <32 x i32> zeroinitializer, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j3_0 = shufflevector <64 x i32> %j2_0, <64 x i32> %j2_1, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %j3_1 = shufflevector <64 x i32> %j2_2, <64 x i32> %j2_3, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %j4_0 = shufflevector <128 x i32> %j3_0, <128 x i32> %j3_1, <256 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255>
  ret <256 x i32> %j4_0
}
declare <8 x i32> @llvm.genx.suadd.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.usadd.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.uuadd.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.ssmul.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.sumul.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.usmul.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.ssavg.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.suavg.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.usavg.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.uuavg.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.ssavg.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.suavg.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.uuavg.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i16> @llvm.genx.sutrunc.sat.v8i16.v8i32(<8 x i32>)
declare <8 x i16> @llvm.genx.ustrunc.sat.v8i16.v8i32(<8 x i32>)
declare <8 x i16> @llvm.genx.uutrunc.sat.v8i16.v8i32(<8 x i32>)
declare <8 x i32> @llvm.genx.smin.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.smax.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.umax.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x float> @llvm.genx.fmin.v8f32.v8f32(<8 x float>, <8 x float>)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
declare <8 x i16> @llvm.fptoui.sat.v8i16.v8f32(<8 x float>)
declare <8 x i32> @llvm.genx.fptosi.sat.v8i32.v8f32(<8 x float>)
declare <8 x float> @llvm.genx.rndd.v8f32(<8 x float>)
declare <8 x float> @llvm.genx.rndu.v8f32(<8 x float>)
declare <8 x float> @llvm.genx.rnde.v8f32(<8 x float>)
