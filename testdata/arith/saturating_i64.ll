; Saturating arithmetic on 64-bit lanes: where the platform's ALU has no
; 64-bit add (xelp, xehpg) or no 64-bit saturation (xehpc), the wrapped sum
; on dwords (addc/subb), the carry, borrow or signed overflow read off the
; dwords, and a sel of the sum or the bound it passed.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=NATIVE
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=DWORDS
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=DWORDS
; NATIVE: add.sat (M1_NM, 8) s1(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; NATIVE: add.sat (M1_NM, 8) s2(0,0)<1> a(0,0)<8;8,1> (-)b(0,0)<8;8,1>
; DWORDS: addc (M1_NM, 8) {{V[0-9]+}}(0,0)<1> {{V[0-9]+}}(0,0)<1> a_ud(0,0)<16;8,2> b_ud(0,0)<16;8,2>
; DWORDS: (!P1) sel (M1_NM, 8) s1_ud(0,0)<2> {{V[0-9]+}}(0,0)<8;8,1> 0xffffffff:ud
; DWORDS: subb (M1_NM, 8)
; DWORDS-NOT: add.sat
define <48 x i64> @saturating_i64(<8 x i64> %a, <8 x i64> %b) {
  %s1 = call <8 x i64> @llvm.uadd.sat.v8i64(<8 x i64> %a, <8 x i64> %b)
  %s2 = call <8 x i64> @llvm.usub.sat.v8i64(<8 x i64> %a, <8 x i64> %b)
  %s3 = call <8 x i64> @llvm.sadd.sat.v8i64(<8 x i64> %a, <8 x i64> %b)
  %s4 = call <8 x i64> @llvm.ssub.sat.v8i64(<8 x i64> %a, <8 x i64> %b)
  %s5 = call <8 x i64> @llvm.genx.suadd.sat.v8i64.v8i64(<8 x i64> %a, <8 x i64> %b)
  %s6 = call <8 x i64> @llvm.genx.usadd.sat.v8i64.v8i64(<8 x i64> %a, <8 x i64> %b)
  %e1 = shufflevector <8 x i64> %s1, <8 x i64> %s2, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %e2 = shufflevector <8 x i64> %s3, <8 x i64> %s4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %e3 = shufflevector <8 x i64> %s5, <8 x i64> %s6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %e12 = shufflevector <16 x i64> %e1, <16 x i64> %e2, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %e3w = shufflevector <16 x i64> %e3, <16 x i64> undef, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %all = shufflevector <32 x i64> %e12, <32 x i64> %e3w, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  ret <48 x i64> %all
}
declare <8 x i64> @llvm.uadd.sat.v8i64(<8 x i64>, <8 x i64>)
declare <8 x i64> @llvm.usub.sat.v8i64(<8 x i64>, <8 x i64>)
declare <8 x i64> @llvm.sadd.sat.v8i64(<8 x i64>, <8 x i64>)
declare <8 x i64> @llvm.ssub.sat.v8i64(<8 x i64>, <8 x i64>)
declare <8 x i64> @llvm.genx.suadd.sat.v8i64.v8i64(<8 x i64>, <8 x i64>)
declare <8 x i64> @llvm.genx.usadd.sat.v8i64.v8i64(<8 x i64>, <8 x i64>)
