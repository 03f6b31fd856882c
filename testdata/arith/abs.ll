; llvm.abs and genx.absi are a MOV with the (abs) modifier where MOV takes
; a modifier on the source (gen9 for every width; xehpc up to 32 bits);
; elsewhere (x ^ s) - s with s = x >> (bits - 1): on xelp and xehpg Intel's
; assembler folds a modifier mov into the widening mov of a later sext to i64
; and rejects what it made, and 64-bit values have no 64-bit ALU there
; (the 64-bit shift, xor and subtraction go on dwords: `asr` of the high
; dword, `subb` and the borrow); xehpc has a 64-bit mov but not a 64-bit
; abs (IGC emulates it), so the same dword sequence computes |c| there.
; abs(INT_MIN) is INT_MIN without the poison flag, poison with it.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=MODIFIER,MODIFIER64
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=SEQUENCE,DWORDS,ADD
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=SEQUENCE,DWORDS,ADD3
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=MODIFIER,ABS64
; MODIFIER: mov (M1_NM, 4) x_d(0,0)<1> (abs)a_d(0,0)<4;4,1>
; MODIFIER: mov (M1_NM, 4) y_w(0,0)<1> (abs)b_w(0,0)<4;4,1>
; MODIFIER64: mov (M1_NM, 4) z_q(0,0)<1> (abs)c_q(0,0)<4;4,1>
; ABS64: asr (M1_NM, 4) [[S:V[0-9]+]](0,0)<1> c_d(0,1)<8;4,2> 0x1f:ud
; ABS64: xor (M1_NM, 4) [[LO:V[0-9]+]](0,0)<1> c_ud(0,0)<8;4,2> [[S]]_ud(0,0)<4;4,1>
; ABS64: xor (M1_NM, 4) [[HI:V[0-9]+]](0,0)<1> c_ud(0,1)<8;4,2> [[S]]_ud(0,0)<4;4,1>
; ABS64: subb (M1_NM, 4) [[ALO:V[0-9]+]](0,0)<1> [[B:V[0-9]+]](0,0)<1> [[LO]](0,0)<4;4,1> [[S]]_ud(0,0)<4;4,1>
; ABS64: add3 (M1_NM, 4) [[AHI:V[0-9]+]]_d(0,0)<1> [[HI]]_d(0,0)<4;4,1> (-)[[S]](0,0)<4;4,1> (-)[[B]]_d(0,0)<4;4,1>
; ABS64: mov (M1_NM, 4) z_ud(0,0)<2> [[ALO]](0,0)<4;4,1>
; ABS64: mov (M1_NM, 4) z_ud(0,1)<2> [[AHI]](0,0)<4;4,1>
; MODIFIER: mov (M1_NM, 4) w_d(0,0)<1> (abs)d_d(0,0)<4;4,1>
; SEQUENCE-NOT: (abs)
; SEQUENCE: asr (M1_NM, 4) [[S:V[0-9]+]](0,0)<1> a_d(0,0)<4;4,1> 0x1f:ud
; SEQUENCE: xor (M1_NM, 4) [[X:V[0-9]+]](0,0)<1> a_d(0,0)<4;4,1> [[S]](0,0)<4;4,1>
; SEQUENCE: add (M1_NM, 4) x_d(0,0)<1> [[X]](0,0)<4;4,1> (-)[[S]](0,0)<4;4,1>
; SEQUENCE: asr (M1_NM, 4) {{V[0-9]+}}(0,0)<1> b_w(0,0)<4;4,1> 0xf:ud
; The 64-bit x >> 63 is the high dword >> 31 in both dwords, x ^ s one xor
; of all the dwords, and (x ^ s) - s a subtraction with borrow.
; DWORDS: asr (M1_NM, 4) [[T:V[0-9]+]]_d(0,0)<2> c_d(0,1)<8;4,2> 0x1f:ud
; DWORDS: asr (M1_NM, 4) [[T]]_d(0,1)<2> c_d(0,1)<8;4,2> 0x1f:ud
; DWORDS: xor (M1_NM, 8) [[Y:V[0-9]+]]_ud(0,0)<1> c_ud(0,0)<8;8,1> [[T]]_ud(0,0)<8;8,1>
; DWORDS: subb (M1_NM, 4) z_ud(0,0)<2> [[B:V[0-9]+]](0,0)<1> [[Y]]_ud(0,0)<8;4,2> [[T]]_ud(0,0)<8;4,2>
; ADD: add (M1_NM, 4) z_d(0,1)<2> [[Y]]_d(0,1)<8;4,2> (-)[[T]]_d(0,1)<8;4,2>
; ADD: add (M1_NM, 4) z_d(0,1)<2> z_d(0,1)<8;4,2> (-)[[B]]_d(0,0)<4;4,1>
; ADD3: add3 (M1_NM, 4) z_d(0,1)<2> [[Y]]_d(0,1)<8;4,2> (-)[[T]]_d(0,1)<8;4,2> (-)[[B]]_d(0,0)<4;4,1>
define <16 x i64> @abs(<4 x i32> %a, <4 x i16> %b, <4 x i64> %c, <4 x i32> %d) {
  %x = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %a, i1 false)
  %y = call <4 x i16> @llvm.abs.v4i16(<4 x i16> %b, i1 true)
  %z = call <4 x i64> @llvm.abs.v4i64(<4 x i64> %c, i1 false)
  %w = call <4 x i32> @llvm.genx.absi.v4i32(<4 x i32> %d)
  %x64 = sext <4 x i32> %x to <4 x i64>
  %y64 = sext <4 x i16> %y to <4 x i64>
  %w64 = zext <4 x i32> %w to <4 x i64>
  %e = shufflevector <4 x i64> %x64, <4 x i64> %y64, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %f = shufflevector <4 x i64> %z, <4 x i64> %w64, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %g = shufflevector <8 x i64> %e, <8 x i64> %f, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i64> %g
}
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1)
declare <4 x i16> @llvm.abs.v4i16(<4 x i16>, i1)
declare <4 x i64> @llvm.abs.v4i64(<4 x i64>, i1)
declare <4 x i32> @llvm.genx.absi.v4i32(<4 x i32>)
