; An integer `mul` by a splat power of two (either operand) is `shl` by its
; exponent, as Intel's compiler writes it: the same bits at every width
; (LangRef's `mul` wraps). A factor that is not a power of two stays `mul`.
; Launch (mul_pow2.toml): a = <1, 2, 3, -1 (0xffffffff), 100, 65535, 7, 2^30>.
;   x = a * 8:  <8, 16, 24, -8, 800, 524280, 56, 0> (2^33 wraps to 0)
;   y = 16 * a: <16, 32, 48, -16, 1600, 1048560, 112, 0>
;   z = a * 3:  <3, 6, 9, -3, 300, 196605, 21, 0xc0000000>
;   w = trunc(a) to i16 * 1024: <1024, 2048, 3072, 64512, 36864, 64512, 7168, 0>
;     (0xffff * 1024 = 64512 and 100 * 1024 = 36864 modulo 2^16)
; The result: x, then y + z + zext(w) = <1043, 2086, 3129, 64493, 38764,
;   1309677, 7301, 0xc0000000>.
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s
; CHECK: shl (M1_NM, 8) x(0,0)<1> a(0,0)<8;8,1> 0x3:ud
; CHECK: shl (M1_NM, 8) y(0,0)<1> a(0,0)<8;8,1> 0x4:ud
; CHECK: mul (M1_NM, 8) z(0,0)<1> a(0,0)<8;8,1> 0x3:ud
; CHECK: shl (M1_NM, 8) w(0,0)<1> {{.*}} 0xa:uw
define <16 x i32> @mul_pow2(<8 x i32> %a) {
  %x = mul <8 x i32> %a, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %y = mul <8 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, %a
  %z = mul <8 x i32> %a, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %h = trunc <8 x i32> %a to <8 x i16>
  %w = mul <8 x i16> %h, <i16 1024, i16 1024, i16 1024, i16 1024, i16 1024, i16 1024, i16 1024, i16 1024>
  %wz = zext <8 x i16> %w to <8 x i32>
  %yz = add <8 x i32> %y, %z
  %s = add <8 x i32> %yz, %wz
  %r = shufflevector <8 x i32> %x, <8 x i32> %s, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i32> %r
}
