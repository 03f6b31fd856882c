; Instructions outside the input contract are rejected with their location, exit 2.
; RUN: not visa-lower run %s --engine reference 2>&1 | FileCheck %s
; CHECK: unsupported.ll:[[#@LINE+3]]:3: error: `load` is not supported; supported:
; CHECK-NOT: error
define i32 @f(i32 addrspace(1)* %p) {
  %v = load i32, i32 addrspace(1)* %p
  ret i32 %v
}
