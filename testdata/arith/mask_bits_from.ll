; `bitcast` of any N bits to `<N x i1>`: vectors of integers, a float, an
; i64 (lane i is bit i, little-endian). Expected, by hand:
;  0: <4 x i8> [0x12, 0x34, 0x56, 0x78] -> <32 x i1> -> i32 0x78563412
;  1: <2 x i32> [0x10, 0x80000000] -> <64 x i1>: lane 4 (set) + 2 * lane 5
;     (clear) + 4 * lane 36 (clear) + 8 * lane 63 (set) = 9
;  2: float -1.0 (0xbf800000) -> <32 x i1>: lane 31 (sign, set) + 2 * lane 23
;     (the exponent's low bit, set) = 3
;  3: i64 0x0123456789abcdef -> <64 x i1>, lanes 32..63 -> i32 0x01234567
; RUN: visa-lower compile %s --platform xelp | FileCheck %s
; CHECK: setp (M1_NM, 32) P{{[0-9]+}} b4_ud(0,0)<0;1,0>
define <4 x i32> @mask_bits_from(<4 x i8> %b4, <2 x i32> %w2, float %f, i64 %q) {
  %m32 = bitcast <4 x i8> %b4 to <32 x i1>
  %r0 = bitcast <32 x i1> %m32 to i32
  %m64 = bitcast <2 x i32> %w2 to <64 x i1>
  %l4 = extractelement <64 x i1> %m64, i32 4
  %l5 = extractelement <64 x i1> %m64, i32 5
  %l36 = extractelement <64 x i1> %m64, i32 36
  %l63 = extractelement <64 x i1> %m64, i32 63
  %z4 = zext i1 %l4 to i32
  %z5 = zext i1 %l5 to i32
  %z36 = zext i1 %l36 to i32
  %z63 = zext i1 %l63 to i32
  %t5 = shl i32 %z5, 1
  %t36 = shl i32 %z36, 2
  %t63 = shl i32 %z63, 3
  %s0 = add i32 %z4, %t5
  %s1 = add i32 %s0, %t36
  %r1 = add i32 %s1, %t63
  %mf = bitcast float %f to <32 x i1>
  %l31 = extractelement <32 x i1> %mf, i32 31
  %l23 = extractelement <32 x i1> %mf, i32 23
  %z31 = zext i1 %l31 to i32
  %z23 = zext i1 %l23 to i32
  %t23 = shl i32 %z23, 1
  %r2 = add i32 %z31, %t23
  %mq = bitcast i64 %q to <64 x i1>
  %hi = shufflevector <64 x i1> %mq, <64 x i1> undef, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %r3 = bitcast <32 x i1> %hi to i32
  %x0 = insertelement <4 x i32> undef, i32 %r0, i32 0
  %x1 = insertelement <4 x i32> %x0, i32 %r1, i32 1
  %x2 = insertelement <4 x i32> %x1, i32 %r2, i32 2
  %x3 = insertelement <4 x i32> %x2, i32 %r3, i32 3
  ret <4 x i32> %x3
}
