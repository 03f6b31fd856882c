; llvm.genx.rol and ror are ROL and ROR, on dwords and words, from xelp on
; (the instructions-by-platform appendix: ICLLP+); gen9 is refused,
; naming the platforms that have them.
; RUN: not visa-lower compile %s --platform gen9 2>&1 | FileCheck %s --check-prefix=REFUSED
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: rol (M1_NM, 8) l(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
; CHECK: ror (M1_NM, 8) r(0,0)<1> c(0,0)<8;8,1> d(0,0)<8;8,1>
; REFUSED: error: `llvm.genx.rol` needs ROL, which is not available on gen9; it is available on xelp, xehpg, xehpc
define <16 x i32> @rotate(<8 x i32> %a, <8 x i32> %b, <8 x i16> %c, <8 x i16> %d) {
  %l = call <8 x i32> @llvm.genx.rol.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %r = call <8 x i16> @llvm.genx.ror.v8i16.v8i16(<8 x i16> %c, <8 x i16> %d)
  %rw = zext <8 x i16> %r to <8 x i32>
  %x = shufflevector <8 x i32> %l, <8 x i32> %rw, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i32> %x
}
declare <8 x i32> @llvm.genx.rol.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i16> @llvm.genx.ror.v8i16.v8i16(<8 x i16>, <8 x i16>)

; refused: gen9
