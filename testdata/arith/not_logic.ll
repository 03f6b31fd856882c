; not_logic: a NOT (`xor x, -1`) read only by the and/or/xor right after
; it is one BFN with it on platforms that have BFN (xehpg on;
; src/emit/logic_fold.rs), bit `s0 + 2*s1 + 4*s2` of its table the
; result; elsewhere the XOR and the logic operation. Lane 0 of each:
;   o = ~a | b   (table 0xdd): ~0x0f0f0000 | 0xff       = 0xf0f0ffff
;   n = a & ~c   (table 0x22): 0x0f0f0000 & ~0x0f000000 = 0x000f0000
;   x = ~d ^ e   (table 0x99): ~0x0000ffff ^ 0x00ff00ff = 0xff0000ff
;   w = ~h | g   on 16 bits:   ~0x00f0 | 0x0001         = 0xff0f
; q = ~a is read twice (r = q & b, t = q | b): not folded. rt = r + t is
; 0xff + 0xf0f0ffff = 0xf0f100fe in lane 0, 0 + 0xffffffff in the others.
; The kernel returns [o, n, x, zext w] (lane 0 of each) ^ rt:
;   <0x0001ff01, 0xfff0ffff, 0x00ffff00, 0xffff00f0>.
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s --check-prefixes=BFN
; RUN: visa-lower compile %s --no-locations --platform xehpc | FileCheck %s --check-prefixes=BFN
; RUN: visa-lower compile %s --no-locations --platform xelp | FileCheck %s --check-prefixes=XOR
; BFN: bfn.xdd (M1_NM, 4) o(0,0)<1> a(0,0)<4;4,1> b(0,0)<4;4,1> b(0,0)<4;4,1>
; BFN: bfn.x22 (M1_NM, 4) n(0,0)<1> a(0,0)<4;4,1> c(0,0)<4;4,1> c(0,0)<4;4,1>
; BFN: bfn.x99 (M1_NM, 4) x(0,0)<1> d(0,0)<4;4,1> e(0,0)<4;4,1> e(0,0)<4;4,1>
; BFN: bfn.xdd (M1_NM, 4) w(0,0)<1> h(0,0)<4;4,1> g(0,0)<4;4,1> g(0,0)<4;4,1>
; BFN: xor (M1_NM, 4) q(0,0)<1> a(0,0)<4;4,1> 0xffffffff:ud
; XOR-NOT: bfn
; XOR: xor (M1_NM, 4) na(0,0)<1> a(0,0)<4;4,1> 0xffffffff:ud
; XOR-NEXT: or (M1_NM, 4) o(0,0)<1> na(0,0)<4;4,1> b(0,0)<4;4,1>

define <4 x i32> @not_logic(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, <4 x i32> %d, <4 x i32> %e, <4 x i16> %h, <4 x i16> %g) {
  %na = xor <4 x i32> %a, <i32 -1, i32 -1, i32 -1, i32 -1>
  %o = or <4 x i32> %na, %b
  %nc = xor <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, %c
  %n = and <4 x i32> %a, %nc
  %nd = xor <4 x i32> %d, <i32 -1, i32 -1, i32 -1, i32 -1>
  %x = xor <4 x i32> %nd, %e
  %nh = xor <4 x i16> %h, <i16 -1, i16 -1, i16 -1, i16 -1>
  %w = or <4 x i16> %nh, %g
  %q = xor <4 x i32> %a, <i32 -1, i32 -1, i32 -1, i32 -1>
  %r = and <4 x i32> %q, %b
  %t = or <4 x i32> %q, %b
  %w32 = zext <4 x i16> %w to <4 x i32>
  %l0 = shufflevector <4 x i32> %o, <4 x i32> %n, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %l1 = shufflevector <4 x i32> %x, <4 x i32> %w32, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %l = shufflevector <4 x i32> %l0, <4 x i32> %l1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %rt = add <4 x i32> %r, %t
  %res = xor <4 x i32> %l, %rt
  ret <4 x i32> %res
}
