; fneg, llvm.fabs, llvm.copysign and llvm.genx.absf change the sign bit of
; the integer view (xor, and, or), so every payload survives: a signalling
; NaN (0x7f800001) stays signalling, -0 and infinities flip exactly.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: xor (M1_NM, 8) n_ud(0,0)<1> ai(0,0)<8;8,1> 0x80000000:ud
; CHECK: and (M1_NM, 8) m_ud(0,0)<1> ai(0,0)<8;8,1> 0x7fffffff:ud
; CHECK: and (M1_NM, 8) [[SIGN:V[0-9]+]](0,0)<1> bi(0,0)<8;8,1> 0x80000000:ud
; CHECK: and (M1_NM, 8) c_ud(0,0)<1> ai(0,0)<8;8,1> 0x7fffffff:ud
; CHECK: or (M1_NM, 8) c_ud(0,0)<1> c_ud(0,0)<8;8,1> [[SIGN]](0,0)<8;8,1>
; CHECK: and (M1_NM, 8) g_ud(0,0)<1> bi(0,0)<8;8,1> 0x7fffffff:ud
; CHECK: xor (M1_NM, 8) hn_uw(0,0)<1> hi(0,0)<8;8,1> 0x8000:uw
; CHECK-NOT: {{^ *mov.* [a-z0-9_]+_f\(}}
define <36 x i32> @sign_bits(<8 x i32> %ai, <8 x i32> %bi, <8 x i16> %hi) {
  %a = bitcast <8 x i32> %ai to <8 x float>
  %b = bitcast <8 x i32> %bi to <8 x float>
  %n = fneg <8 x float> %a
  %m = call <8 x float> @llvm.fabs.v8f32(<8 x float> %a)
  %c = call <8 x float> @llvm.copysign.v8f32(<8 x float> %a, <8 x float> %b)
  %g = call <8 x float> @llvm.genx.absf.v8f32(<8 x float> %b)
  %h = bitcast <8 x i16> %hi to <8 x half>
  %hn = fneg <8 x half> %h
  %hw = bitcast <8 x half> %hn to <4 x i32>
  %ni = bitcast <8 x float> %n to <8 x i32>
  %mi = bitcast <8 x float> %m to <8 x i32>
  %ci = bitcast <8 x float> %c to <8 x i32>
  %gi = bitcast <8 x float> %g to <8 x i32>
  %x = shufflevector <8 x i32> %ni, <8 x i32> %mi, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %y = shufflevector <8 x i32> %ci, <8 x i32> %gi, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %z = shufflevector <16 x i32> %x, <16 x i32> %y, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %hw8 = shufflevector <4 x i32> %hw, <4 x i32> undef, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %all = shufflevector <32 x i32> %z, <32 x i32> %hw8, <36 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35>
  ret <36 x i32> %all
}
declare <8 x float> @llvm.fabs.v8f32(<8 x float>)
declare <8 x float> @llvm.copysign.v8f32(<8 x float>, <8 x float>)
declare <8 x float> @llvm.genx.absf.v8f32(<8 x float>)
