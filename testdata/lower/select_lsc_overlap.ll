; A scatter of i64 at align 4 whose lanes may partly overlap: LSC would
; write each element as two d32 lanes, and the page leaves the order of
; lanes writing one address undefined, so LLVM's lane order would not hold.
; Where the platform has the legacy messages, select takes them (SVM_SCATTER
; writes lane by lane); xe2 has none and refuses it, saying why.
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg | FileCheck %s
; RUN: not visa-lower compile %s --platform xe2 2>&1 | FileCheck %s --check-prefix=XE2
; CHECK: call void @llvm.genx.svm.scatter.v2i1.v2i64.v4i32(<2 x i1> %m, i32 1,
; CHECK-NOT: llvm.genx.lsc
; XE2: select_lsc_overlap.ll:[[@LINE+2]]:3: error: select: llvm.masked.scatter of i64 to global memory with align 4 is not supported: no vISA message carries it (LSC_UNTYPED would write each element as units of 4 bytes in lanes of their own, whose order the page leaves undefined where they overlap, so lanes that partly overlap would not be written in LLVM's lane order; at align 8 they cannot partly overlap)
define void @scatter(<2 x i64> %d, <2 x ptr addrspace(1)> %p, <2 x i1> %m) {
  call void @llvm.masked.scatter.v2i64.v2p1(<2 x i64> %d, <2 x ptr addrspace(1)> %p, i32 4, <2 x i1> %m)
  ret void
}
declare void @llvm.masked.scatter.v2i64.v2p1(<2 x i64>, <2 x ptr addrspace(1)>, i32, <2 x i1>)
