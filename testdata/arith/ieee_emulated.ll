; IEEE `fdiv` and `llvm.sqrt` of float and half on every platform: DIVM and
; SQRTM on gen9 and xehpc; on xelp and xehpg, which have neither, exact
; integer sequences (src/emit/ieee.rs; tests/it/ieee_emulation.rs runs a
; larger sample). Lanes by hand (a / b, sqrt a):
;  1 / 3 = 0x3eaaaaab; sqrt 1 = 1
;  -4 / 0 = -inf; sqrt -4 = NaN
;  -0 / 5 = -0; sqrt -0 = -0
;  0 / 0 = NaN; sqrt 0 = 0
;  2^-149 / 2 = 2^-150, a tie between 0 and 2^-149: to even, 0;
;    sqrt 2^-149 = sqrt(2) * 2^-75 = 0x1a3504f3
;  3 * 2^-149 / 2 = 1.5 * 2^-149, a tie: to even, 2 * 2^-149 = 0x00000002;
;    sqrt = sqrt(1.5) * 2^-74 = 0x1a9cc471
;  0x7f7fffff / 0.5 overflows: inf; sqrt 0x7f7fffff = 0x5f7fffff
;  2^-126 / 3 = 2^23 / 3 = 2796202.67 units of 2^-149: 0x002aaaab;
;    sqrt 2^-126 = 2^-63 = 0x20000000
; Halves: 1 / 3 = 0x3555, 2 / 0 = inf (0x7c00), 2^-24 / 2 = 0 (a tie, to
; even), 65504 / 0.5 = inf; sqrt: 1, sqrt 2 = 0x3da8, 2^-12 = 0x0c00,
; sqrt 65504 = 255.9375 (0x5bff).
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefix=EMULATED
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefix=EMULATED
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefix=DIVM
; EMULATED-NOT: divm
; EMULATED-NOT: sqrtm
; EMULATED: lzd (M1_NM, 8)
; DIVM: divm (M1_NM, 8) q(0,0)<1>
; DIVM: sqrtm (M1_NM, 8) s(0,0)<1>
define <20 x i32> @ieee_emulated(<8 x i32> %ai, <8 x i32> %bi, <4 x i16> %xi, <4 x i16> %yi) {
  %a = bitcast <8 x i32> %ai to <8 x float>
  %b = bitcast <8 x i32> %bi to <8 x float>
  %x = bitcast <4 x i16> %xi to <4 x half>
  %y = bitcast <4 x i16> %yi to <4 x half>
  %q = fdiv <8 x float> %a, %b
  %s = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %a)
  %hq = fdiv <4 x half> %x, %y
  %hs = call <4 x half> @llvm.sqrt.v4f16(<4 x half> %x)
  %qi = bitcast <8 x float> %q to <8 x i32>
  %si = bitcast <8 x float> %s to <8 x i32>
  %hqi = bitcast <4 x half> %hq to <2 x i32>
  %hsi = bitcast <4 x half> %hs to <2 x i32>
  %qs = shufflevector <8 x i32> %qi, <8 x i32> %si, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %h = shufflevector <2 x i32> %hqi, <2 x i32> %hsi, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %h16 = shufflevector <4 x i32> %h, <4 x i32> undef, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %r = shufflevector <16 x i32> %qs, <16 x i32> %h16, <20 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19>
  ret <20 x i32> %r
}
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>)
declare <4 x half> @llvm.sqrt.v4f16(<4 x half>)
