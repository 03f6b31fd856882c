; A malformed module: LLVM's parse error comes out as file:line:col, exit 2.
; RUN: not visa-lower compile %s --stats 2>&1 | FileCheck %s
; CHECK: bad_syntax.ll:[[@LINE+3]]:12: error: expected type
; CHECK-NEXT: {{^}}  %x = add frob %a, 1
define i32 @f(i32 %a) {
  %x = add frob %a, 1
  ret i32 %x
}
