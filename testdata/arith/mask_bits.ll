; `bitcast <N x i1> to iN` (and to other integers of N bits) and back, and
; the "any lane" test front ends write with it (bitcast, then icmp ne 0).
; Expected lanes, by hand:
;  0: a > 0 = [1,0,1,0,1,0,1,1] -> i8 0b11010101 = 0xd5
;  1: b > 0 (odd lanes) -> i16 0xaaaa
;  2: c < 20 (lanes 0..19) -> i32 0x000fffff
;  3, 4: d < 36 (lanes 0..35) -> i64 0x0000000f_ffffffff (low, high dword)
;  5, 6: d % 4 == 0 -> <2 x i32> 0x11111111, 0x11111111
;  7: c < 20 as <4 x i8>, byte 2 -> 0x0f
;  8: lanes 40..47 of d % 4 == 0 -> i8 0x11 (lanes 40 and 44)
;  9: m == 0x80000101 (true) splat to 32 lanes -> 0xffffffff
; 10: the same splat to 8 lanes -> i8 0xff
; 11: any lane of c < 20 (i32 != 0) -> 1
; 12: all lanes of b > 0 (i16 == -1) -> 0
; 13: lanes 32..63 of d < 36 -> i32 0xf
; 14: i16 0xaaaa back to <16 x i1>, lane 3 (set) and lane 4 (clear): 1 + 0 * 2 = 1
; 15: m to <32 x i1> to i32 again -> 0x80000101
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; CHECK: mov (M1_NM, 1) [[B:V[0-9]+]](0,0)<1> P{{[0-9]+}}
; CHECK: and (M1_NM, 1) [[B]](0,0)<1> [[B]](0,0)<0;1,0> 0xff:ud
define <16 x i32> @mask_bits(<8 x i32> %a, <16 x i32> %b, <32 x i32> %c, <64 x i32> %d, i32 %m) {
  %a8 = icmp sgt <8 x i32> %a, zeroinitializer
  %i8 = bitcast <8 x i1> %a8 to i8
  %b16 = icmp sgt <16 x i32> %b, zeroinitializer
  %i16 = bitcast <16 x i1> %b16 to i16
  %c32 = icmp ult <32 x i32> %c, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %i32 = bitcast <32 x i1> %c32 to i32
  %d36ins = insertelement <64 x i32> undef, i32 36, i32 0
  %d36 = shufflevector <64 x i32> %d36ins, <64 x i32> undef, <64 x i32> zeroinitializer
  %dlt = icmp ult <64 x i32> %d, %d36
  %i64 = bitcast <64 x i1> %dlt to i64
  %i64v = bitcast i64 %i64 to <2 x i32>
  %three = insertelement <64 x i32> undef, i32 3, i32 0
  %threes = shufflevector <64 x i32> %three, <64 x i32> undef, <64 x i32> zeroinitializer
  %dand = and <64 x i32> %d, %threes
  %d4 = icmp eq <64 x i32> %dand, zeroinitializer
  %v2 = bitcast <64 x i1> %d4 to <2 x i32>
  %v4 = bitcast <32 x i1> %c32 to <4 x i8>
  %byte2 = extractelement <4 x i8> %v4, i32 2
  %sub = shufflevector <64 x i1> %d4, <64 x i1> undef, <8 x i32> <i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  %subi = bitcast <8 x i1> %sub to i8
  %s = icmp eq i32 %m, -2147483391
  %s1 = insertelement <32 x i1> undef, i1 %s, i32 0
  %s32 = shufflevector <32 x i1> %s1, <32 x i1> undef, <32 x i32> zeroinitializer
  %si = bitcast <32 x i1> %s32 to i32
  %s81 = insertelement <8 x i1> undef, i1 %s, i32 0
  %s8 = shufflevector <8 x i1> %s81, <8 x i1> undef, <8 x i32> zeroinitializer
  %s8i = bitcast <8 x i1> %s8 to i8
  %any = icmp ne i32 %i32, 0
  %all = icmp eq i16 %i16, -1
  %hi = shufflevector <64 x i1> %dlt, <64 x i1> undef, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %hii = bitcast <32 x i1> %hi to i32
  %back = bitcast i16 %i16 to <16 x i1>
  %l3 = extractelement <16 x i1> %back, i32 3
  %l4 = extractelement <16 x i1> %back, i32 4
  %l3i = zext i1 %l3 to i32
  %l4i = zext i1 %l4 to i32
  %l4x2 = shl i32 %l4i, 1
  %l34 = add i32 %l3i, %l4x2
  %mv = bitcast i32 %m to <32 x i1>
  %mi = bitcast <32 x i1> %mv to i32
  %r0i = zext i8 %i8 to i32
  %r1i = zext i16 %i16 to i32
  %lo = extractelement <2 x i32> %i64v, i32 0
  %hi64 = extractelement <2 x i32> %i64v, i32 1
  %v20 = extractelement <2 x i32> %v2, i32 0
  %v21 = extractelement <2 x i32> %v2, i32 1
  %r7 = zext i8 %byte2 to i32
  %r8 = zext i8 %subi to i32
  %r10 = zext i8 %s8i to i32
  %r11 = zext i1 %any to i32
  %r12 = zext i1 %all to i32
  %x0 = insertelement <16 x i32> undef, i32 %r0i, i32 0
  %x1 = insertelement <16 x i32> %x0, i32 %r1i, i32 1
  %x2 = insertelement <16 x i32> %x1, i32 %i32, i32 2
  %x3 = insertelement <16 x i32> %x2, i32 %lo, i32 3
  %x4 = insertelement <16 x i32> %x3, i32 %hi64, i32 4
  %x5 = insertelement <16 x i32> %x4, i32 %v20, i32 5
  %x6 = insertelement <16 x i32> %x5, i32 %v21, i32 6
  %x7 = insertelement <16 x i32> %x6, i32 %r7, i32 7
  %x8 = insertelement <16 x i32> %x7, i32 %r8, i32 8
  %x9 = insertelement <16 x i32> %x8, i32 %si, i32 9
  %x10 = insertelement <16 x i32> %x9, i32 %r10, i32 10
  %x11 = insertelement <16 x i32> %x10, i32 %r11, i32 11
  %x12 = insertelement <16 x i32> %x11, i32 %r12, i32 12
  %x13 = insertelement <16 x i32> %x12, i32 %hii, i32 13
  %x14 = insertelement <16 x i32> %x13, i32 %l34, i32 14
  %x15 = insertelement <16 x i32> %x14, i32 %mi, i32 15
  ret <16 x i32> %x15
}
