; promote keeps private memory in registers: SROA and mem2reg take the
; constant-offset accesses, and an array read at a variable index becomes a
; vector value (`insertelement` per store, `extractelement` per load). An
; `alloca` whose address escapes (here stored in another, read back through
; it) goes to the private frame: its address is the private base plus
; `%hw_id` times the frame's size (32 bytes here: 16 and 8, each aligned to 16). One
; of a count that is no constant is refused at the `alloca`. The `opt`
; plugin runs it as `visa-promote` (tests/plugin_parity.rs).
; RUN: sed -n '/^define i32 @pick/,/^}/p' %s > %t.pick.ll
; RUN: visa-lower compile %t.pick.ll --passes=promote --verify-each --emit llvm --stats -o - 2>&1 | FileCheck %s
; RUN: sed -n '/^define i32 @escapes/,/^}/p' %s > %t.escapes.ll
; RUN: visa-lower compile %t.escapes.ll --passes=promote --verify-each --emit llvm -o - 2>&1 | FileCheck %s --check-prefix=ESCAPES
; RUN: not visa-lower compile %s --passes=promote --emit llvm -o - 2>&1 | FileCheck %s --check-prefix=REFUSED

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

; ESCAPES-LABEL: define i32 @escapes(
; ESCAPES-NEXT: entry:
; ESCAPES-NEXT: %0 = call i32 @llvm.genx.get.hwid()
; ESCAPES-NEXT: %1 = mul i32 %0, 32
; ESCAPES-NEXT: %2 = zext i32 %1 to i64
; ESCAPES-NEXT: %3 = call i64 @llvm.visa.private.base()
; ESCAPES-NEXT: %4 = add i64 %3, %2
; ESCAPES-NEXT: %a = inttoptr i64 %4 to ptr
; ESCAPES-NEXT: %5 = inttoptr i64 %4 to ptr
; ESCAPES-NEXT: %slot = getelementptr inbounds i8, ptr %5, i64 16
; ESCAPES-NEXT: %pi = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 %i
; ESCAPES: store volatile ptr %pi, ptr %slot, align 8
define i32 @escapes(i32 %i, ptr addrspace(1) %out) {
entry:
  %a = alloca [4 x i32], align 4
  %slot = alloca ptr, align 8
  %pi = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 %i
  store i32 1, ptr %pi, align 4
  store volatile ptr %pi, ptr %slot, align 8
  %back = load volatile ptr, ptr %slot, align 8
  %v = load i32, ptr %back, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret i32 %v
}

; REFUSED: promote.ll:[[#@LINE+3]]:3: error: promote: this `alloca`'s element count is not a constant; supported: `alloca`s of a constant count in the entry block of a kernel
define i32 @counted(i32 %n, i32 %i) {
entry:
  %a = alloca i32, i32 %n, align 4
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}
