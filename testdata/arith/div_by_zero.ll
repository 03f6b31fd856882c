; Division by zero and INT_MIN / -1 are undefined behaviour in LLVM: the
; reference reports them and leaves those lanes undefined (not compared);
; the emulator reports DIV's division by zero where a platform divides
; integers, and the sequence elsewhere gives some value.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK,DIVIDES
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK,DIVIDES
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK,SEQUENCE
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK,SEQUENCE
; DIVIDES: div (M1_NM, 8) q_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; SEQUENCE: inv (M1_NM, 8)
; CHECK: ret (M1, 1)
define <8 x i32> @div_by_zero(<8 x i32> %a, <8 x i32> %b) {
  %q = sdiv <8 x i32> %a, %b
  ret <8 x i32> %q
}
