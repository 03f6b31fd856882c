; llvm.genx.svm.block.ld.unaligned (address dword-aligned; vISA spec,
; SVM_BLOCK_LD: Properties Bit[3]). On a platform with LSC messages and
; --messages lsc, legalize cuts it into pieces of the owords one transposed
; d32 LSC load moves (up to 16: 64 dwords fit 8 GRFs) and legacy_to_lsc
; makes each one such load (which needs the
; address aligned to 4 bytes, vISA spec LSC_UNTYPED: no more permissive);
; elsewhere it is read as NoMask dword SVM gathers (README decision 19).
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg | FileCheck %s --check-prefix=LSC
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform mtl | FileCheck %s --check-prefix=LSC
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc | FileCheck %s --check-prefix=LSC
; On xe2 the address's constant 4 is the load's immediate offset (lsc_offsets:
; the message encodes it there), and the add is gone.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xe2 | FileCheck %s --check-prefix=XE2
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s --check-prefix=GATHER
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 | FileCheck %s --check-prefix=GATHER
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp | FileCheck %s --check-prefix=GATHER
target datalayout = "e-p:64:64-i64:64-n8:16:32"

declare <16 x i32> @llvm.genx.svm.block.ld.unaligned.v16i32.i64(i64)
declare <64 x i32> @llvm.genx.svm.block.ld.unaligned.v64i32.i64(i64)
declare void @llvm.genx.svm.block.st.i64.v16i32(i64, <16 x i32>)
declare void @llvm.genx.svm.block.st.i64.v64i32(i64, <64 x i32>)

; 4 owords: one message.
; LSC-LABEL: define void @w16(
; LSC-NOT: svm.gather
; LSC: call <16 x i32> @llvm.genx.lsc.load.stateless.v16i32.v1i1.v1i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 6, i8 2, i8 0, <1 x i64> {{%.*}}, i32 0)
; LSC-NOT: llvm.genx.lsc.load
; LSC-NOT: svm.gather
; LSC: ret void
; XE2-LABEL: define void @w16(
; XE2-NOT: add i64
; XE2: [[A:%.*]] = insertelement <1 x i64> poison, i64 %src, i32 0
; XE2-NEXT: call <16 x i32> @llvm.genx.lsc.load.stateless.v16i32.v1i1.v1i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 0, i16 1, i32 4, i8 3, i8 6, i8 2, i8 0, <1 x i64> [[A]], i32 0)
; XE2: ret void
; GATHER-LABEL: define void @w16(
; GATHER-NOT: lsc
; GATHER: @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> <i1 true,
; GATHER: ret void
define void @w16(i64 %src, i64 %dst) {
  %a = add i64 %src, 4
  %v = call <16 x i32> @llvm.genx.svm.block.ld.unaligned.v16i32.i64(i64 %a)
  call void @llvm.genx.svm.block.st.i64.v16i32(i64 %dst, <16 x i32> %v)
  ret void
}

; 16 owords: one message of 64 dwords (8 GRFs on DG2, 4 on PVC); the
; gathers (gen9, xelp, xehpg --messages legacy) need 4 of 16 lanes.
; LSC-LABEL: define void @w64(
; LSC-NOT: svm.gather
; LSC: call <64 x i32> @llvm.genx.lsc.load.stateless.v64i32.v1i1.v1i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 8, i8 2, i8 0, <1 x i64> {{%.*}}, i32 0)
; LSC-NOT: llvm.genx.lsc.load
; LSC-NOT: svm.gather
; LSC: ret void
; XE2-LABEL: define void @w64(
; XE2-NOT: add i64
; XE2: [[A:%.*]] = insertelement <1 x i64> poison, i64 %src, i32 0
; XE2-NEXT: call <64 x i32> @llvm.genx.lsc.load.stateless.v64i32.v1i1.v1i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 0, i16 1, i32 4, i8 3, i8 8, i8 2, i8 0, <1 x i64> [[A]], i32 0)
; XE2: ret void
; GATHER-LABEL: define void @w64(
; GATHER-NOT: lsc
; GATHER-COUNT-4: @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> <i1 true,
; GATHER: ret void
define void @w64(i64 %src, i64 %dst) {
  %a = add i64 %src, 4
  %v = call <64 x i32> @llvm.genx.svm.block.ld.unaligned.v64i32.i64(i64 %a)
  call void @llvm.genx.svm.block.st.i64.v64i32(i64 %dst, <64 x i32> %v)
  ret void
}
