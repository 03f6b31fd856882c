; lsc_offsets, legalize's last step: on xe2 a constant added to an LSC
; call's addresses becomes its immediate offset where the message encodes
; the sum (docs/lsc.md, "Immediate offsets": dword multiples in
; -2^19..2^19-1 flat, -2^11..2^11-1 bti); elsewhere nothing moves.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xe2 | FileCheck %s --check-prefix=XE2
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc | FileCheck %s --check-prefix=KEEP
target datalayout = "e-p:64:64-i64:64-n8:16:32"

declare <8 x i32> @llvm.genx.lsc.load.bti.v8i32.v8i1.v8i32(<8 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <8 x i32>, i32)
declare <8 x i32> @llvm.genx.lsc.load.slm.v8i32.v8i1.v8i32(<8 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <8 x i32>, i32)
declare <8 x i32> @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <8 x i64>, i32)

; A splat of 0x7fc is inside bti's range: the offset; 0x800 is not: kept.
; XE2-LABEL: define <8 x i32> @bti(
; XE2-NOT:   add <8 x i32> %off, <i32 2044
; XE2:       call <8 x i32> @llvm.genx.lsc.load.bti.v8i32.v8i1.v8i32({{.*}}, i16 1, i32 2044, i8 3, i8 1, i8 1, i8 0, <8 x i32> %off, i32 1)
; XE2:       %a = add <8 x i32> %off, <i32 2048,
; XE2:       call <8 x i32> @llvm.genx.lsc.load.bti.v8i32.v8i1.v8i32({{.*}}, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i32> %a, i32 1)
; KEEP-LABEL: define <8 x i32> @bti(
; KEEP:       i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i32> %b, i32 1)
; KEEP:       i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i32> %a, i32 1)
define <8 x i32> @bti(<8 x i32> %off) {
  %b = add <8 x i32> %off, <i32 2044, i32 2044, i32 2044, i32 2044, i32 2044, i32 2044, i32 2044, i32 2044>
  %x = call <8 x i32> @llvm.genx.lsc.load.bti.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i32> %b, i32 1)
  %a = add <8 x i32> %off, <i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048>
  %y = call <8 x i32> @llvm.genx.lsc.load.bti.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i32> %a, i32 1)
  %r = add <8 x i32> %x, %y
  ret <8 x i32> %r
}

; SLM: the call's own offset 16 plus two adds of 16 (a chain) is 48; the
; adds, read by nothing else, are gone. Lanes that differ are not a splat: kept.
; XE2-LABEL: define <8 x i32> @slm(
; XE2-NOT:   add <8 x i32> %off, <i32 16
; XE2:       call <8 x i32> @llvm.genx.lsc.load.slm.v8i32.v8i1.v8i32({{.*}}, i16 1, i32 48, i8 3, i8 1, i8 1, i8 0, <8 x i32> %off, i32 0)
; XE2:       %d = add <8 x i32> %off, <i32 0, i32 4,
; XE2:       call <8 x i32> @llvm.genx.lsc.load.slm.v8i32.v8i1.v8i32({{.*}}, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i32> %d, i32 0)
define <8 x i32> @slm(<8 x i32> %off) {
  %c1 = add <8 x i32> %off, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %c2 = add <8 x i32> %c1, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %x = call <8 x i32> @llvm.genx.lsc.load.slm.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 16, i8 3, i8 1, i8 1, i8 0, <8 x i32> %c2, i32 0)
  %d = add <8 x i32> %off, <i32 0, i32 4, i32 0, i32 4, i32 0, i32 4, i32 0, i32 4>
  %y = call <8 x i32> @llvm.genx.lsc.load.slm.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i32> %d, i32 0)
  %r = add <8 x i32> %x, %y
  ret <8 x i32> %r
}

; Stateless: -8 is the offset, and the add stays for its other reader;
; 3 is not a dword multiple: kept.
; XE2-LABEL: define <8 x i32> @stateless(
; XE2:       call <8 x i32> @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64({{.*}}, i16 1, i32 -8, i8 3, i8 1, i8 1, i8 0, <8 x i64> %p, i32 0)
; XE2:       call <8 x i32> @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64({{.*}}, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i64> %u, i32 0)
define <8 x i32> @stateless(<8 x i64> %p, ptr %keep) {
  %m = add <8 x i64> %p, <i64 -8, i64 -8, i64 -8, i64 -8, i64 -8, i64 -8, i64 -8, i64 -8>
  store <8 x i64> %m, ptr %keep
  %x = call <8 x i32> @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i64> %m, i32 0)
  %u = add <8 x i64> %p, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %y = call <8 x i32> @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i64> %u, i32 0)
  %r = add <8 x i32> %x, %y
  ret <8 x i32> %r
}
