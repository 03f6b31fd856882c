; Instructions outside the input contract are rejected with their location, exit 2.
; RUN: not visa-lower run %s --engine reference 2>&1 | FileCheck %s
; CHECK: unsupported.ll:[[#@LINE+3]]:3: error: `frem` is not supported; supported:
; CHECK-NOT: error
define float @f(float %a) {
  %v = frem float %a, 3.0
  ret float %v
}
