; promote keeps private memory in registers: SROA and mem2reg take the
; constant-offset accesses, and an array read at a variable index becomes a
; vector value (`insertelement` per store, `extractelement` per load). An
; `alloca` whose address escapes is refused at the escaping use. The `opt`
; plugin runs it as `visa-promote` (tests/plugin_parity.rs).
; RUN: sed -n '/^define i32 @pick/,/^}/p' %s > %t.pick.ll
; RUN: visa-lower compile %t.pick.ll --passes=promote --verify-each --emit llvm --stats -o - 2>&1 | FileCheck %s
; RUN: not visa-lower compile %s --passes=promote --emit llvm -o - 2>&1 | FileCheck %s --check-prefix=ESCAPES

; CHECK-LABEL: define i32 @pick(
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = insertelement <4 x i32> undef, i32 10, i32 0
; CHECK-NEXT: %1 = insertelement <4 x i32> %0, i32 11, i32 1
; CHECK-NEXT: %2 = insertelement <4 x i32> %1, i32 12, i32 2
; CHECK-NEXT: %3 = insertelement <4 x i32> %2, i32 13, i32 3
; CHECK-NEXT: %4 = extractelement <4 x i32> %3, i32 %i
; CHECK-NEXT: ret i32 %4
; CHECK: stats: promote: allocas_promoted: 1
define i32 @pick(i32 %i) {
entry:
  %a = alloca [4 x i32], align 4
  %p0 = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 0
  store i32 10, ptr %p0, align 4
  %p1 = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 1
  store i32 11, ptr %p1, align 4
  %p2 = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 2
  store i32 12, ptr %p2, align 4
  %p3 = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 3
  store i32 13, ptr %p3, align 4
  %pi = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 %i
  %v = load i32, ptr %pi, align 4
  ret i32 %v
}

; ESCAPES: promote.ll:[[#@LINE+6]]:3: error: promote: this use of private memory is not a load or store of its elements (its address escapes)
define i32 @escapes(i32 %i, ptr addrspace(1) %out) {
entry:
  %a = alloca [4 x i32], align 4
  %pi = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 %i
  store i32 1, ptr %pi, align 4
  %addr = ptrtoint ptr %a to i64
  store i64 %addr, ptr addrspace(1) %out, align 8
  %v = load i32, ptr %pi, align 4
  ret i32 %v
}
