; Instructions outside the input contract are rejected with their location, exit 2.
; RUN: not visa-lower run %s --engine reference 2>&1 | FileCheck %s
; CHECK: unsupported.ll:[[#@LINE+3]]:3: error: `udiv` is not supported; supported:
; CHECK-NOT: error
define i32 @f(i32 %a) {
  %v = udiv i32 %a, 3
  ret i32 %v
}
