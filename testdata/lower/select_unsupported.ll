; Operations outside the input contract are rejected at their file:line:col
; with what is unsupported and what is supported instead (exit 2). The whole
; module is checked before anything is rewritten, so the first error of the
; module is reported, at the line the user wrote.
; RUN: not visa-lower compile %s --passes=select --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=FIRST
; RUN: not visa-lower compile %s --passes=select --emit llvm --platform xehpc 2>&1 | FileCheck %s --check-prefix=FIRST
;
; Each later RUN blanks the functions before one (keeping line numbers) so
; that its error is the first.
; RUN: sed '/^define void @ok_then_slm_gather(/,/^; END ok_then_slm_gather$/s/.*//' %s > %t.1.ll
; RUN: not visa-lower compile %t.1.ll --passes=select --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefix=GLOBAL_SCATTER
; RUN: sed '/^define void @ok_then_slm_gather(/,/^; END global_scatter$/s/.*//' %s > %t.2.ll
; RUN: not visa-lower compile %t.2.ll --passes=select --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefix=I16_SCATTER
; RUN: sed '/^define void @ok_then_slm_gather(/,/^; END i16_scatter$/s/.*//' %s > %t.3.ll
; RUN: not visa-lower compile %t.3.ll --passes=select --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=ALIGN2_SCATTER
; RUN: sed '/^define void @ok_then_slm_gather(/,/^; END align2_scatter$/s/.*//' %s > %t.4.ll
; RUN: not visa-lower compile %t.4.ll --passes=select --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=I64_ALIGN2_GEN9
; RUN: not visa-lower compile %t.4.ll --passes=select --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefix=I64_ALIGN2_XELP
; RUN: sed '/^define void @ok_then_slm_gather(/,/^; END i64_align2_scatter$/s/.*//' %s > %t.5.ll
; RUN: not visa-lower compile %t.5.ll --passes=select --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefix=I24_GATHER
; QW_SCATTER has no alignment rule: the i64 scatter with align 2 is fine on Xe-HPG.
; RUN: sed -n '/^define void @i64_align2_scatter(/,/^}/p;/^declare/p' %s > %t.qw.ll
; RUN: visa-lower compile %t.qw.ll --passes=select --verify-each --emit llvm --platform xehpg | FileCheck %s --check-prefix=QW
; RUN: sed '/^define void @ok_then_slm_gather(/,/^; END i24_gather$/s/.*//' %s > %t.6.ll
; RUN: not visa-lower compile %t.6.ll --passes=select --emit llvm --platform xehpc 2>&1 | FileCheck %s --check-prefix=DOUBLE_ALIGN1
; RUN: sed '/^define void @ok_then_slm_gather(/,/^; END double_align1_gather$/s/.*//' %s > %t.7.ll
; RUN: not visa-lower compile %t.7.ll --passes=select --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=I1_GATHER
; RUN: sed '/^define void @ok_then_slm_gather(/,/^; END i1_gather$/s/.*//' %s > %t.8.ll
; RUN: not visa-lower compile %t.8.ll --passes=select --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefix=PRIVATE_GATHER

; A valid gather before the error does not move the error's position.
define void @ok_then_slm_gather(<8 x i32 addrspace(1)*> %g, <8 x i32 addrspace(3)*> %p, <8 x i1> %m) {
  %ok = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %g, i32 4, <8 x i1> %m, <8 x i32> undef)
; FIRST: select_unsupported.ll:[[@LINE+1]]:3: error: select: llvm.masked.gather from addrspace(3) is not supported yet: it needs GATHER4_SCALED/QW_GATHER; supported: gathers from global memory (addrspace 0/1), scatters to SLM (addrspace 3)
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p3i32(<8 x i32 addrspace(3)*> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  ret void
}
; FIRST-NOT: error
; FIRST-NOT: define
; END ok_then_slm_gather

define void @global_scatter(<8 x i32 addrspace(1)*> %p, <8 x i1> %m, <8 x i32> %d) {
; GLOBAL_SCATTER: .ll:[[@LINE+1]]:3: error: select: llvm.masked.scatter to addrspace(1) is not supported yet: it needs SVM_SCATTER; supported: gathers from global memory (addrspace 0/1), scatters to SLM (addrspace 3)
  call void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32> %d, <8 x i32 addrspace(1)*> %p, i32 4, <8 x i1> %m)
  ret void
}
; END global_scatter

define void @i16_scatter(<8 x i16 addrspace(3)*> %p, <8 x i1> %m, <8 x i16> %d) {
; I16_SCATTER: .ll:[[@LINE+1]]:3: error: select: llvm.masked.scatter of i16 to SLM is not supported: SCATTER4_SCALED writes 32-bit and QW_SCATTER 64-bit elements; supported: scatters of 32-bit (i32, float) and 64-bit (i64, double, pointer) elements to SLM (addrspace 3)
  call void @llvm.masked.scatter.v8i16.v8p3i16(<8 x i16> %d, <8 x i16 addrspace(3)*> %p, i32 2, <8 x i1> %m)
  ret void
}
; END i16_scatter

define void @align2_scatter(<8 x float addrspace(3)*> %p, <8 x i1> %m, <8 x float> %d) {
; ALIGN2_SCATTER: .ll:[[@LINE+1]]:3: error: select: llvm.masked.scatter of float to SLM with align 2 is not supported: SCATTER4_SCALED needs dword-aligned addresses; supported: align 4 or more
  call void @llvm.masked.scatter.v8f32.v8p3f32(<8 x float> %d, <8 x float addrspace(3)*> %p, i32 2, <8 x i1> %m)
  ret void
}
; END align2_scatter

define void @i64_align2_scatter(<8 x i64 addrspace(3)*> %p, <8 x i1> %m, <8 x i64> %d) {
; I64_ALIGN2_GEN9: .ll:[[@LINE+2]]:3: error: select: llvm.masked.scatter of i64 to SLM with align 2 is not supported: gen9 has no QW_SCATTER, so 64-bit elements are written as two dwords by SCATTER4_SCALED, which needs dword-aligned addresses; supported: align 4 or more
; I64_ALIGN2_XELP: .ll:[[@LINE+1]]:3: error: select: llvm.masked.scatter of i64 to SLM with align 2 is not supported: xelp has no QW_SCATTER
  call void @llvm.masked.scatter.v8i64.v8p3i64(<8 x i64> %d, <8 x i64 addrspace(3)*> %p, i32 2, <8 x i1> %m)
  ret void
}
; QW: call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %m, i32 254, <8 x i32> %slm.offsets, <8 x i64> %d)
; END i64_align2_scatter

define void @i24_gather(<8 x i24 addrspace(1)*> %p, <8 x i1> %m) {
; I24_GATHER: .ll:[[@LINE+1]]:3: error: select: llvm.masked.gather of i24 with align 4 is not supported: 3 bytes per lane at this alignment need 3 blocks of 1 byte, and SVM_GATHER reads 1, 2 or 4 blocks of 1, 4 or 8 bytes, or 8 blocks of 4 bytes
  %v = call <8 x i24> @llvm.masked.gather.v8i24.v8p1i24(<8 x i24 addrspace(1)*> %p, i32 4, <8 x i1> %m, <8 x i24> undef)
  ret void
}
; END i24_gather

define void @double_align1_gather(<8 x double addrspace(1)*> %p, <8 x i1> %m) {
; DOUBLE_ALIGN1: .ll:[[@LINE+1]]:3: error: select: llvm.masked.gather of double with align 1 is not supported: 8 bytes per lane at this alignment need 8 blocks of 1 byte, and SVM_GATHER reads 1, 2 or 4 blocks of 1, 4 or 8 bytes, or 8 blocks of 4 bytes; supported: align 4 or more for this element type
  %v = call <8 x double> @llvm.masked.gather.v8f64.v8p1f64(<8 x double addrspace(1)*> %p, i32 1, <8 x i1> %m, <8 x double> undef)
  ret void
}
; END double_align1_gather

define void @i1_gather(<8 x i1 addrspace(1)*> %p, <8 x i1> %m) {
; I1_GATHER: .ll:[[@LINE+1]]:3: error: select: llvm.masked.gather of i1 is not supported: its elements are not a whole number of bytes; supported: elements of whole bytes (i8, i16, i32, i64, half, float, double, pointers)
  %v = call <8 x i1> @llvm.masked.gather.v8i1.v8p1i1(<8 x i1 addrspace(1)*> %p, i32 1, <8 x i1> %m, <8 x i1> undef)
  ret void
}
; END i1_gather

define void @private_gather(<8 x i32 addrspace(5)*> %p, <8 x i1> %m) {
; PRIVATE_GATHER: .ll:[[@LINE+1]]:3: error: select: llvm.masked.gather from addrspace(5) is not supported; supported: gathers from global memory (addrspace 0/1), scatters to SLM (addrspace 3)
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p5i32(<8 x i32 addrspace(5)*> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  ret void
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p3i32(<8 x i32 addrspace(3)*>, i32, <8 x i1>, <8 x i32>)
declare void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32>, <8 x i32 addrspace(1)*>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v8i16.v8p3i16(<8 x i16>, <8 x i16 addrspace(3)*>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v8f32.v8p3f32(<8 x float>, <8 x float addrspace(3)*>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v8i64.v8p3i64(<8 x i64>, <8 x i64 addrspace(3)*>, i32, <8 x i1>)
declare <8 x i24> @llvm.masked.gather.v8i24.v8p1i24(<8 x i24 addrspace(1)*>, i32, <8 x i1>, <8 x i24>)
declare <8 x double> @llvm.masked.gather.v8f64.v8p1f64(<8 x double addrspace(1)*>, i32, <8 x i1>, <8 x double>)
declare <8 x i1> @llvm.masked.gather.v8i1.v8p1i1(<8 x i1 addrspace(1)*>, i32, <8 x i1>, <8 x i1>)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p5i32(<8 x i32 addrspace(5)*>, i32, <8 x i1>, <8 x i32>)
