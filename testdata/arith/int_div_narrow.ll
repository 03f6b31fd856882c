; udiv, sdiv, urem, srem of i16 and i8 lanes: DIV and MOD on the narrow
; types where the platform divides integers; elsewhere widened to dwords
; (zero- or sign-extended) for the sequence, and cut back.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK,DIVIDES
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK,DIVIDES
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK,SEQUENCE
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK,SEQUENCE
; DIVIDES: div (M1_NM, 8) q(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; DIVIDES: mod (M1_NM, 8) t_w(0,0)<1> a_w(0,0)<8;8,1> b_w(0,0)<8;8,1>
; DIVIDES: div (M1_NM, 8) s_b(0,0)<1> c_b(0,0)<8;8,1> d_b(0,0)<8;8,1>
; DIVIDES: mod (M1_NM, 8) r(0,0)<1> c(0,0)<8;8,1> d(0,0)<8;8,1>
; SEQUENCE-NOT: {{^ *(div|mod) }}
; SEQUENCE: mov (M1_NM, 8) [[A:V[0-9]+]](0,0)<1> a(0,0)<8;8,1>
; SEQUENCE: inv (M1_NM, 8)
; SEQUENCE: mov (M1_NM, 8) q(0,0)<1> {{V[0-9]+}}(0,0)<8;8,1>
; SEQUENCE: mov (M1_NM, 8) {{V[0-9]+}}(0,0)<1> a_w(0,0)<8;8,1>
; SEQUENCE: mov (M1_NM, 8) t(0,0)<1> {{V[0-9]+}}_d(0,0)<8;8,1>
; CHECK: add (M1_NM, 8) x(0,0)<1> q(0,0)<8;8,1> s16(0,0)<8;8,1>
define <16 x i16> @int_div_narrow(<8 x i16> %a, <8 x i16> %b, <8 x i8> %c, <8 x i8> %d) {
  %q = udiv <8 x i16> %a, %b
  %t = srem <8 x i16> %a, %b
  %s = sdiv <8 x i8> %c, %d
  %r = urem <8 x i8> %c, %d
  %s16 = sext <8 x i8> %s to <8 x i16>
  %r16 = zext <8 x i8> %r to <8 x i16>
  %x = add <8 x i16> %q, %s16
  %y = xor <8 x i16> %t, %r16
  %all = shufflevector <8 x i16> %x, <8 x i16> %y, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i16> %all
}
