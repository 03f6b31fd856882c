; The IR's own memory instructions that select lowers are listed with the
; memory intrinsics: load, store, atomicrmw and cmpxchg, with the lanes of
; the value moved (1 for a scalar), its element type and the address space.
; RUN: visa-lower compile %s --stats -o %t 2>&1 | FileCheck %s
target datalayout = "p3:32:32"

; CHECK: instructions.ll:[[@LINE+3]]:3: load width=16 type=i32 addrspace=1
; CHECK: instructions.ll:[[@LINE+3]]:3: store width=1 type=half addrspace=3
define <16 x i32> @load_store(<16 x i32> addrspace(1)* %p, half addrspace(3)* %q, half %h) {
  %v = load <16 x i32>, <16 x i32> addrspace(1)* %p, align 64
  store half %h, half addrspace(3)* %q, align 2
  ret <16 x i32> %v
}

; CHECK: instructions.ll:[[@LINE+3]]:3: atomicrmw width=1 type=i64 addrspace=1
; CHECK: instructions.ll:[[@LINE+3]]:3: cmpxchg width=1 type=i32 addrspace=3
define i64 @atomics(i64 addrspace(1)* %p, i32 addrspace(3)* %q, i32 %e, i32 %n) {
  %old = atomicrmw umax i64 addrspace(1)* %p, i64 7 seq_cst
  %pair = cmpxchg i32 addrspace(3)* %q, i32 %e, i32 %n seq_cst seq_cst
  ret i64 %old
}

; CHECK: instructions.ll: 4 memory operation(s) in 2 function(s)
