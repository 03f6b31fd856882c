; Conversions between i64 and floats: MOV between q/uq and a float type,
; which Intel's assembler takes on gen9 and xehpc only ("expecting int
; types on src, dst" on TGLLP and DG2): refused there, naming them.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s --check-prefix=REFUSED
; RUN: not visa-lower compile %s --platform xehpg 2>&1 | FileCheck %s --check-prefix=REFUSED
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: mov (M1_NM, 8) a_q(0,0)<1> f(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) b(0,0)<1> q(0,0)<8;8,1>
; REFUSED: error: `fptosi` needs MOV between q/uq and floating-point types, which is not available on {{xelp|xehpg}}; it is available on gen9, xehpc
define <16 x i64> @convert_i64(<8 x float> %f, <8 x i64> %q) {
  %a = fptosi <8 x float> %f to <8 x i64>
  %b = uitofp <8 x i64> %q to <8 x double>
  %bi = bitcast <8 x double> %b to <8 x i64>
  %all = shufflevector <8 x i64> %a, <8 x i64> %bi, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i64> %all
}

; refused: xelp xehpg mtl
