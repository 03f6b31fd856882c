; Saturating arithmetic is the instruction with .sat on the types of each
; side: llvm.[su]add.sat and [su]sub.sat (a subtraction adds the negated
; source), the vector compiler's add/mul/avg/trunc with .sat, and the
; float to integer conversions, which saturate by themselves.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: add.sat (M1_NM, 8) s1_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) s2(0,0)<1> a(0,0)<8;8,1> (-)b(0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) s3_b(0,0)<1> c_b(0,0)<8;8,1> (-)d_b(0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) s4(0,0)<1> c(0,0)<8;8,1> d(0,0)<8;8,1>
; CHECK: add.sat (M1_NM, 8) g1_w(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: mul.sat (M1_NM, 8) g2(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: avg.sat (M1_NM, 8) g3(0,0)<1> c_b(0,0)<8;8,1> d_b(0,0)<8;8,1>
; CHECK: mov.sat (M1_NM, 8) g4_w(0,0)<1> a_d(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) f1_d(0,0)<1> f(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) f2(0,0)<1> f(0,0)<8;8,1>
define <48 x i32> @saturating(<8 x i32> %a, <8 x i32> %b, <8 x i8> %c, <8 x i8> %d, <8 x float> %f) {
  %s1 = call <8 x i32> @llvm.sadd.sat.v8i32(<8 x i32> %a, <8 x i32> %b)
  %s2 = call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %a, <8 x i32> %b)
  %s3 = call <8 x i8> @llvm.ssub.sat.v8i8(<8 x i8> %c, <8 x i8> %d)
  %s4 = call <8 x i8> @llvm.uadd.sat.v8i8(<8 x i8> %c, <8 x i8> %d)
  %g1 = call <8 x i16> @llvm.genx.ssadd.sat.v8i16.v8i32(<8 x i32> %a, <8 x i32> %b)
  %g2 = call <8 x i32> @llvm.genx.uumul.sat.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %g3 = call <8 x i8> @llvm.genx.usavg.sat.v8i8.v8i8(<8 x i8> %c, <8 x i8> %d)
  %g4 = call <8 x i16> @llvm.genx.sstrunc.sat.v8i16.v8i32(<8 x i32> %a)
  %f1 = call <8 x i32> @llvm.fptosi.sat.v8i32.v8f32(<8 x float> %f)
  %f2 = call <8 x i8> @llvm.genx.fptoui.sat.v8i8.v8f32(<8 x float> %f)
  %s3w = zext <8 x i8> %s3 to <8 x i32>
  %s4w = zext <8 x i8> %s4 to <8 x i32>
  %g1w = zext <8 x i16> %g1 to <8 x i32>
  %g3w = zext <8 x i8> %g3 to <8 x i32>
  %g4w = zext <8 x i16> %g4 to <8 x i32>
  %f2w = zext <8 x i8> %f2 to <8 x i32>
  %t1 = shl <8 x i32> %s4w, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %p1 = or <8 x i32> %s3w, %t1
  %t2 = shl <8 x i32> %g3w, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %p2 = or <8 x i32> %p1, %t2
  %t3 = shl <8 x i32> %f2w, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %p3 = or <8 x i32> %p2, %t3
  %t4 = shl <8 x i32> %g4w, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %p4 = or <8 x i32> %g1w, %t4
  %e = shufflevector <8 x i32> %s1, <8 x i32> %s2, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %k = shufflevector <8 x i32> %p3, <8 x i32> %p4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l = shufflevector <8 x i32> %g2, <8 x i32> %f1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %ek = shufflevector <16 x i32> %e, <16 x i32> %k, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %lw = shufflevector <16 x i32> %l, <16 x i32> undef, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %all = shufflevector <32 x i32> %ek, <32 x i32> %lw, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  ret <48 x i32> %all
}
declare <8 x i32> @llvm.sadd.sat.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i8> @llvm.ssub.sat.v8i8(<8 x i8>, <8 x i8>)
declare <8 x i8> @llvm.uadd.sat.v8i8(<8 x i8>, <8 x i8>)
declare <8 x i16> @llvm.genx.ssadd.sat.v8i16.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.uumul.sat.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i8> @llvm.genx.usavg.sat.v8i8.v8i8(<8 x i8>, <8 x i8>)
declare <8 x i16> @llvm.genx.sstrunc.sat.v8i16.v8i32(<8 x i32>)
declare <8 x i32> @llvm.fptosi.sat.v8i32.v8f32(<8 x float>)
declare <8 x i8> @llvm.genx.fptoui.sat.v8i8.v8f32(<8 x float>)
