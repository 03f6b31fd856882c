; Integer min/max compare as the intrinsic says (smin/smax signed, umin/umax
; unsigned: MIN/MAX on d or ud views); minnum/maxnum and genx.fmin/fmax give
; the operand that is not NaN (MIN_MAX Notes), -0 below +0.
; The 64-bit ones are MIN/MAX on q or uq only on gen9; on the other
; platforms (no 64-bit integer ALU, or one without 64-bit min/max) the
; high dwords decide (signed for smax) unless equal, then the low ones
; (unsigned), and `sel` takes each dword.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK,QWORD
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK,DWORDS
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK,DWORDS
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK,DWORDS
; CHECK: min (M1_NM, 8) s_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: max (M1_NM, 8) u(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: min (M1_NM, 8) mn(0,0)<1> fa_f(0,0)<8;8,1> fb_f(0,0)<8;8,1>
; CHECK: max (M1_NM, 8) mx(0,0)<1> fa_f(0,0)<8;8,1> fb_f(0,0)<8;8,1>
; QWORD: max (M1_NM, 4) q_q(0,0)<1> c_q(0,0)<4;4,1> d_q(0,0)<4;4,1>
; QWORD: min (M1_NM, 4) r(0,0)<1> c(0,0)<4;4,1> d(0,0)<4;4,1>
; The result's predicate holds the low dwords' answer while one temporary
; takes the high dwords' equality, then their order (two flags live, not three).
; DWORDS: cmp.gt (M1_NM, 4) [[G:P[0-9]+]] c_ud(0,0)<8;4,2> d_ud(0,0)<8;4,2>
; DWORDS-NEXT: cmp.eq (M1_NM, 4) [[T:P[0-9]+]] c_d(0,1)<8;4,2> d_d(0,1)<8;4,2>
; DWORDS-NEXT: and (M1_NM, 4) [[G]] [[G]] [[T]]
; DWORDS-NEXT: cmp.gt (M1_NM, 4) [[T]] c_d(0,1)<8;4,2> d_d(0,1)<8;4,2>
; DWORDS-NEXT: or (M1_NM, 4) [[G]] [[G]] [[T]]
; DWORDS-NEXT: ([[G]]) sel (M1_NM, 4) q_ud(0,0)<2> c_ud(0,0)<8;4,2> d_ud(0,0)<8;4,2>
; DWORDS-NEXT: ([[G]]) sel (M1_NM, 4) q_ud(0,1)<2> c_ud(0,1)<8;4,2> d_ud(0,1)<8;4,2>
; DWORDS: cmp.lt (M1_NM, 4) [[LT:P[0-9]+]] c_ud(0,0)<8;4,2> d_ud(0,0)<8;4,2>
; DWORDS-NEXT: cmp.eq (M1_NM, 4) [[U:P[0-9]+]] c_ud(0,1)<8;4,2> d_ud(0,1)<8;4,2>
; DWORDS-NEXT: and (M1_NM, 4) [[LT]] [[LT]] [[U]]
; DWORDS-NEXT: cmp.lt (M1_NM, 4) [[U]] c_ud(0,1)<8;4,2> d_ud(0,1)<8;4,2>
; DWORDS-NEXT: or (M1_NM, 4) [[LT]] [[LT]] [[U]]
; DWORDS: ([[LT]]) sel (M1_NM, 4) r_ud(0,0)<2> c_ud(0,0)<8;4,2> d_ud(0,0)<8;4,2>
define <48 x i32> @minmax(<8 x i32> %a, <8 x i32> %b, <8 x i32> %fa, <8 x i32> %fb, <4 x i64> %c, <4 x i64> %d) {
  %s = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %a, <8 x i32> %b)
  %u = call <8 x i32> @llvm.umax.v8i32(<8 x i32> %a, <8 x i32> %b)
  %x = bitcast <8 x i32> %fa to <8 x float>
  %y = bitcast <8 x i32> %fb to <8 x float>
  %mn = call <8 x float> @llvm.minnum.v8f32(<8 x float> %x, <8 x float> %y)
  %mx = call <8 x float> @llvm.genx.fmax.v8f32.v8f32(<8 x float> %x, <8 x float> %y)
  %q = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %c, <4 x i64> %d)
  %r = call <4 x i64> @llvm.genx.umin.v4i64.v4i64(<4 x i64> %c, <4 x i64> %d)
  %mni = bitcast <8 x float> %mn to <8 x i32>
  %mxi = bitcast <8 x float> %mx to <8 x i32>
  %qr = shufflevector <4 x i64> %q, <4 x i64> %r, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %qri = bitcast <8 x i64> %qr to <16 x i32>
  %e = shufflevector <8 x i32> %s, <8 x i32> %u, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %f = shufflevector <8 x i32> %mni, <8 x i32> %mxi, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %g = shufflevector <16 x i32> %e, <16 x i32> %f, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %h = shufflevector <16 x i32> %qri, <16 x i32> undef, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %all = shufflevector <32 x i32> %g, <32 x i32> %h, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  ret <48 x i32> %all
}
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.umax.v8i32(<8 x i32>, <8 x i32>)
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>)
declare <8 x float> @llvm.genx.fmax.v8f32.v8f32(<8 x float>, <8 x float>)
declare <4 x i64> @llvm.smax.v4i64(<4 x i64>, <4 x i64>)
declare <4 x i64> @llvm.genx.umin.v4i64.v4i64(<4 x i64>, <4 x i64>)
