; The conversions are MOVs between the types (the datatypes chapter): to
; integers toward zero, to floats to nearest even. Out-of-range float to
; integer lanes are poison in LLVM and not compared. The conversions from
; and to double are convert_f64.ll (xelp and xehpg have no FP64).
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: mov (M1_NM, 8) fs_d(0,0)<1> f(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) fu(0,0)<1> f(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) is(0,0)<1> i_d(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) iu(0,0)<1> i(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) he(0,0)<1> h(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) bs(0,0)<1> b_b(0,0)<8;8,1>
; CHECK: ([[P:P[0-9]+]]) sel (M1_NM, 8) [[MS:V[0-9]+]](0,0)<1> 0xff:uw 0x0:uw
; CHECK: mov (M1_NM, 8) ms(0,0)<1> [[MS]]_b(0,0)<8;8,1>
; CHECK: ([[P]]) sel (M1_NM, 8) [[MU:V[0-9]+]](0,0)<1> 0x1:uw 0x0:uw
; CHECK: mov (M1_NM, 8) mu(0,0)<1> [[MU]](0,0)<8;8,1>
define <32 x i32> @convert(<8 x float> %f, <8 x i32> %i, <8 x half> %h, <8 x i8> %b, <8 x i1> %m) {
  %fs = fptosi <8 x float> %f to <8 x i32>
  %fu = fptoui <8 x float> %f to <8 x i16>
  %is = sitofp <8 x i32> %i to <8 x float>
  %iu = uitofp <8 x i32> %i to <8 x float>
  %he = fpext <8 x half> %h to <8 x float>
  %bs = sitofp <8 x i8> %b to <8 x half>
  %ms = sitofp <8 x i1> %m to <8 x float>
  %mu = uitofp <8 x i1> %m to <8 x float>
  %fu32 = zext <8 x i16> %fu to <8 x i32>
  %isi = bitcast <8 x float> %is to <8 x i32>
  %iui = bitcast <8 x float> %iu to <8 x i32>
  %hei = bitcast <8 x float> %he to <8 x i32>
  %bsw = bitcast <8 x half> %bs to <4 x i32>
  %msi = bitcast <8 x float> %ms to <8 x i32>
  %mui = bitcast <8 x float> %mu to <8 x i32>
  %hh = shufflevector <4 x i32> %bsw, <4 x i32> %bsw, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %s1 = add <8 x i32> %fs, %fu32
  %s2 = xor <8 x i32> %isi, %iui
  %s3 = xor <8 x i32> %hei, %isi
  %s4 = xor <8 x i32> %hh, %msi
  %s5 = xor <8 x i32> %s4, %mui
  %x = shufflevector <8 x i32> %s1, <8 x i32> %s2, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %y = shufflevector <8 x i32> %s3, <8 x i32> %s5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %z = shufflevector <16 x i32> %x, <16 x i32> %y, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  ret <32 x i32> %z
}
