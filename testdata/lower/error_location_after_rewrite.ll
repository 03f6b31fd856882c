; Diagnostics point at the input's line and column even after earlier passes
; inserted and replaced instructions before the failing one (select turns the
; gather into ptrtoint + SVM_GATHER, legalize pads it to 8 lanes): the failing
; instruction is found by identity, not by its index in the rewritten function.
; RUN: sed '/^define void @unnamed_fence/,/^}/s/.*//' %s > %t.qw.ll
; RUN: not visa-lower compile %t.qw.ll --platform gen9 2>&1 | FileCheck %s --check-prefix=QW
; RUN: not visa-lower compile %t.qw.ll --platform xelp 2>&1 | FileCheck %s --check-prefix=QW
; RUN: sed -n '/^define void @unknown_call/,/^}/p;/^declare/p' %s > %t.call.ll
; RUN: not visa-lower compile %t.call.ll --platform xehpg 2>&1 | FileCheck %s --check-prefix=CALL
; RUN: not visa-lower compile %t.call.ll --platform xehpc 2>&1 | FileCheck %s --check-prefix=CALL
; RUN: sed -n '/^define void @unnamed_fence/,/^}/p;/^declare/p' %s > %t.fence.ll
; RUN: not visa-lower compile %t.fence.ll --platform xelp 2>&1 | FileCheck %s --check-prefix=FENCE

define <5 x i32> @qw_after_gather(<5 x i32 addrspace(1)*> %p, <5 x i1> %m, <8 x i1> %q, <8 x i32> %off, <8 x i64> %d) {
  %v = call <5 x i32> @llvm.masked.gather.v5i32.v5p1i32(<5 x i32 addrspace(1)*> %p, i32 4, <5 x i1> %m, <5 x i32> undef)
; QW: error_location_after_rewrite.ll.qw.ll:[[@LINE+2]]:3: error: legalize: QW_SCATTER (`llvm.visa.qw.scatter`) is not available on {{gen9|xelp}}
; QW-NEXT: call void @llvm.visa.qw.scatter
  call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %q, i32 254, <8 x i32> %off, <8 x i64> %d)
  ret <5 x i32> %v
}

define void @unknown_call(<5 x i32 addrspace(1)*> %p, <5 x i1> %m) {
  %v = call <5 x i32> @llvm.masked.gather.v5i32.v5p1i32(<5 x i32 addrspace(1)*> %p, i32 4, <5 x i1> %m, <5 x i32> undef)
; The sed above keeps this function (comments included): the call is its line 6.
; CALL: error_location_after_rewrite.ll.call.ll:6:3: error: call to `@unknown` cannot be emitted
; CALL-NEXT: call void @unknown()
  call void @unknown()
  ret void
}

; An unnamed instruction that is not a call is found by its opcode (the only `fence`).
define void @unnamed_fence(<5 x i32 addrspace(1)*> %p, <5 x i1> %m) {
  %v = call <5 x i32> @llvm.masked.gather.v5i32.v5p1i32(<5 x i32 addrspace(1)*> %p, i32 4, <5 x i1> %m, <5 x i32> undef)
; FENCE: error_location_after_rewrite.ll.fence.ll:4:3: error: select: `fence` is not supported on xelp: it is lowered to lsc_fence, an LSC message, and xelp has none
  fence seq_cst
  ret void
}

declare <5 x i32> @llvm.masked.gather.v5i32.v5p1i32(<5 x i32 addrspace(1)*>, i32, <5 x i1>, <5 x i32>)
declare void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1>, i32, <8 x i32>, <8 x i64>)
declare void @unknown()
