; udiv, sdiv, urem and srem of i32 lanes: DIV and MOD where the platform
; divides integers (gen9, xelp); on xehpg and xehpc, which do not (Intel's
; assembler: "int divide/remainder is not supported for this platform"),
; the sequence around the math box's reciprocal (INV, two estimates, one
; correction), signed through magnitudes. Quotients truncate toward zero,
; remainders take the dividend's sign (DIV's Notes, LangRef).
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefix=DIVIDES
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefix=DIVIDES
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefix=SEQUENCE
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefix=SEQUENCE
; DIVIDES: div (M1_NM, 8) q(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; DIVIDES: div (M1_NM, 8) s_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; DIVIDES: mod (M1_NM, 8) r(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; DIVIDES: mod (M1_NM, 8) t_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; SEQUENCE-NOT: {{^ *(div|mod) }}
; SEQUENCE: mov (M1_NM, 8) [[FB:V[0-9]+]](0,0)<1> b(0,0)<8;8,1>
; SEQUENCE: inv (M1_NM, 8) [[R:V[0-9]+]](0,0)<1> [[FB]](0,0)<8;8,1>
; SEQUENCE: add (M1_NM, 8) [[R]]_ud(0,0)<1> [[R]]_ud(0,0)<8;8,1> 0xfffffff0:ud
; SEQUENCE: add (M1_NM, 8) q(0,0)<1>
; SEQUENCE: cmp.ge (M1_NM, 8) [[P:P[0-9]+]] {{V[0-9]+}}(0,0)<8;8,1> b(0,0)<8;8,1>
; SEQUENCE: ([[P]]) add (M1_NM, 8) q(0,0)<1> q(0,0)<8;8,1> 0x1:ud
; SEQUENCE: mov (M1_NM, 8) {{V[0-9]+}}(0,0)<1> (abs)a_d(0,0)<8;8,1>
; SEQUENCE: asr (M1_NM, 8)
; SEQUENCE: add (M1_NM, 8) s_d(0,0)<1>
; SEQUENCE: ({{P[0-9]+}}) add (M1_NM, 8) r(0,0)<1> r(0,0)<8;8,1> (-)b(0,0)<8;8,1>
; SEQUENCE: add (M1_NM, 8) t_d(0,0)<1>
define <32 x i32> @int_div(<8 x i32> %a, <8 x i32> %b) {
  %q = udiv <8 x i32> %a, %b
  %s = sdiv <8 x i32> %a, %b
  %r = urem <8 x i32> %a, %b
  %t = srem <8 x i32> %a, %b
  %qs = shufflevector <8 x i32> %q, <8 x i32> %s, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %rt = shufflevector <8 x i32> %r, <8 x i32> %t, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %all = shufflevector <16 x i32> %qs, <16 x i32> %rt, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  ret <32 x i32> %all
}
