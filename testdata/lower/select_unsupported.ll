; Operations outside the input contract are rejected at their file:line:col
; with what is unsupported and what is supported instead (exit 2). The whole
; module is checked before anything is rewritten, so every error of the
; module is reported, in order, each at the line the user wrote. An operation that some
; platform carries (the access table, docs/lowering.md) is refused on the
; others naming the platforms that have a message for it.
; RUN: not visa-lower compile %s --passes=select --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=FIRST
; RUN: not visa-lower compile %s --passes=select --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefix=FIRSTLSC
; RUN: not visa-lower compile %s --passes=select --emit llvm --platform xehpc --messages legacy 2>&1 | FileCheck %s --check-prefix=FIRST
;
; Each later RUN blanks the functions before one (keeping line numbers) so
; that its error is the first.
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END ok_then_slm_atomic64$/s/.*//' %s > %t.1.ll
; RUN: not visa-lower compile %t.1.ll --passes=select --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefix=I64_SLM_GATHER_XELP
; RUN: not visa-lower compile %t.1.ll --passes=select --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=I64_SLM_GATHER_GEN9
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i64_slm_gather_align2$/s/.*//' %s > %t.2.ll
; RUN: not visa-lower compile %t.2.ll --passes=select --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=ATOMIC64_GEN9
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END atomic64_global$/s/.*//' %s > %t.3.ll
; RUN: not visa-lower compile %t.3.ll --passes=select --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefix=NAND
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END rmw_nand$/s/.*//' %s > %t.4.ll
; RUN: not visa-lower compile %t.4.ll --passes=select --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=I64_ALIGN2_GEN9
; RUN: not visa-lower compile %t.4.ll --passes=select --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefix=I64_ALIGN2_XELP
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i64_align2_scatter$/s/.*//' %s > %t.4b.ll
; RUN: not visa-lower compile %t.4b.ll --passes=select --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefix=QWORD_ALIGN4
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END qword_align4_scatter$/s/.*//' %s > %t.5.ll
; RUN: not visa-lower compile %t.5.ll --passes=select --emit llvm --platform xehpg --messages legacy 2>&1 | FileCheck %s --check-prefix=I24_GATHER
; QW_SCATTER has no alignment rule: the i64 scatter with align 2 is fine on Xe-HPC.
; RUN: sed -n '/^define void @i64_align2_scatter(/,/^}/p;/^declare/p' %s > %t.qw.ll
; RUN: visa-lower compile %t.qw.ll --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s --check-prefix=QW
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i24_gather$/s/.*//' %s > %t.6.ll
; RUN: not visa-lower compile %t.6.ll --passes=select --emit llvm --platform xehpc --messages legacy 2>&1 | FileCheck %s --check-prefix=DOUBLE_ALIGN1
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END double_align1_gather$/s/.*//' %s > %t.7.ll
; RUN: not visa-lower compile %t.7.ll --passes=select --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=I1_GATHER
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i1_gather$/s/.*//' %s > %t.8.ll
; RUN: not visa-lower compile %t.8.ll --passes=select --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefix=PRIVATE_GATHER
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END private_gather$/s/.*//' %s > %t.9.ll
; RUN: not visa-lower compile %t.9.ll --passes=select --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefix=CMPXCHG_PAIR
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END cmpxchg_pair$/s/.*//' %s > %t.10.ll
; RUN: not visa-lower compile %t.10.ll --passes=select --emit llvm --platform xehpc 2>&1 | FileCheck %s --check-prefix=I8_ATOMIC
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i8_atomic$/s/.*//' %s > %t.11.ll
; RUN: not visa-lower compile %t.11.ll --passes=select --emit llvm --platform xehpg --messages legacy 2>&1 | FileCheck %s --check-prefix=STRUCT_LOAD

; A valid gather before the error does not move the error's position. No
; platform has 64-bit DWORD_ATOMIC, nor a 64-bit LSC iadd on SLM (64-bit
; SLM atomics are icas, on xehpc and xe2).
define void @ok_then_slm_atomic64(<8 x i32 addrspace(1)*> %g, i64 addrspace(3)* %p, <8 x i1> %m) {
  %ok = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %g, i32 4, <8 x i1> %m, <8 x i32> undef)
; FIRST: select_unsupported.ll:[[@LINE+2]]:3: error: select: atomicrmw add of i64 in SLM with align 8 is not supported: no vISA message carries it; supported: atomics of 16- and 32-bit elements in SLM
; FIRSTLSC: select_unsupported.ll:[[@LINE+1]]:3: error: select: atomicrmw add of i64 in SLM is not supported on xehpg: a 64-bit lsc_atomic_iadd.slm is not available on xehpg; 64-bit .slm atomics are icas, on xehpc and xe2; supported there: the other LSC atomics
  %v = atomicrmw add i64 addrspace(3)* %p, i64 1 seq_cst
  ret void
}
; FIRST: select_unsupported.ll:{{[0-9]+}}:3: error: select:
; FIRST-NOT: define
; FIRSTLSC: select_unsupported.ll:{{[0-9]+}}:3: error: select:
; FIRSTLSC-NOT: define
; END ok_then_slm_atomic64

define void @i64_slm_gather_align2(<8 x i64 addrspace(3)*> %p, <8 x i1> %m) {
; I64_SLM_GATHER_XELP: .ll:[[@LINE+2]]:3: error: select: llvm.masked.gather of i64 from SLM with align 2 is not supported on xelp: it needs QW_GATHER (vISA spec, QW_GATHER and QW_SCATTER (a PVC message in one page set); IGC GenXLoadStoreLowering.cpp createLegacyGatherScatterQWordImpl (qwords through gather4/scatter4 scaled, channels RG); README decision 1), which xelp does not have; platforms that have it: xehpc
; I64_SLM_GATHER_GEN9: .ll:[[@LINE+1]]:3: error: select: llvm.masked.gather of i64 from SLM with align 2 is not supported on gen9: it needs QW_GATHER
  %v = call <8 x i64> @llvm.masked.gather.v8i64.v8p3i64(<8 x i64 addrspace(3)*> %p, i32 2, <8 x i1> %m, <8 x i64> undef)
  ret void
}
; END i64_slm_gather_align2

define void @atomic64_global(i64 addrspace(1)* %p) {
; ATOMIC64_GEN9: .ll:[[@LINE+1]]:3: error: select: atomicrmw umax of i64 in global memory with align 8 is not supported on gen9: it needs 64-bit SVM_ATOMIC (vISA spec, SVM_ATOMIC: Op {TGLLP+}Bit[6..5]), which gen9 does not have; platforms that have it: xelp, xehpg, xehpc
  %v = atomicrmw umax i64 addrspace(1)* %p, i64 7 monotonic
  ret void
}
; END atomic64_global

define void @rmw_nand(i32 addrspace(1)* %p) {
; NAND: .ll:[[@LINE+1]]:3: error: select: atomicrmw nand is not supported: no vISA atomic operation computes it (vISA spec, {{SVM_ATOMIC: Op|LSC_UNTYPED: the atomic operations}}); supported: atomicrmw xchg, add, sub, and, or, xor, max, min, umax, umin, {{(fadd, fsub, fmax, fmin, uinc_wrap and udec_wrap with an all-ones bound, )?}}and cmpxchg
  %v = atomicrmw nand i32 addrspace(1)* %p, i32 7 seq_cst
  ret void
}
; END rmw_nand

define void @i64_align2_scatter(<8 x i64 addrspace(3)*> %p, <8 x i1> %m, <8 x i64> %d) {
; I64_ALIGN2_GEN9: .ll:[[@LINE+2]]:3: error: select: llvm.masked.scatter of i64 to SLM with align 2 is not supported on gen9: it needs QW_SCATTER (vISA spec, QW_GATHER and QW_SCATTER (a PVC message in one page set); IGC GenXLoadStoreLowering.cpp createLegacyGatherScatterQWordImpl (qwords through gather4/scatter4 scaled, channels RG); README decision 1), which gen9 does not have; platforms that have it: xehpc
; I64_ALIGN2_XELP: .ll:[[@LINE+1]]:3: error: select: llvm.masked.scatter of i64 to SLM with align 2 is not supported on xelp: it needs QW_SCATTER
  call void @llvm.masked.scatter.v8i64.v8p3i64(<8 x i64> %d, <8 x i64 addrspace(3)*> %p, i32 2, <8 x i1> %m)
  ret void
}
; QW: call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %m, i32 254, <8 x i32> %slm.offsets, <8 x i64> %d)
; END i64_align2_scatter

; SCATTER4_SCALED R+G writes all low dwords before the high ones: 8-byte lanes
; 4 bytes apart would not be written in LLVM's lane order (the later lane wins).
define void @qword_align4_scatter(<8 x double addrspace(3)*> %p, <8 x i1> %m, <8 x double> %d) {
; QWORD_ALIGN4: .ll:[[@LINE+1]]:3: error: select: llvm.masked.scatter of double to SLM with align 4 is not supported on xelp: it needs QW_SCATTER (vISA spec, QW_GATHER and QW_SCATTER (a PVC message in one page set); IGC GenXLoadStoreLowering.cpp createLegacyGatherScatterQWordImpl (qwords through gather4/scatter4 scaled, channels RG); README decision 1), which xelp does not have (SCATTER4_SCALED would store the lanes channel by channel, so lanes that partly overlap would not be written in LLVM's lane order; at align 8 they cannot partly overlap); platforms that have it: xehpc
  call void @llvm.masked.scatter.v8f64.v8p3f64(<8 x double> %d, <8 x double addrspace(3)*> %p, i32 4, <8 x i1> %m)
  ret void
}
; END qword_align4_scatter

define void @i24_gather(<8 x i24 addrspace(1)*> %p, <8 x i1> %m) {
; I24_GATHER: .ll:[[@LINE+1]]:3: error: select: llvm.masked.gather of i24 from global memory with align 4 is not supported: 3 bytes per lane at this alignment need 3 blocks of 1 byte, and SVM_GATHER reads 1, 2 or 4 blocks of 1, 4 or 8 bytes, or 8 blocks of 4 bytes
  %v = call <8 x i24> @llvm.masked.gather.v8i24.v8p1i24(<8 x i24 addrspace(1)*> %p, i32 4, <8 x i1> %m, <8 x i24> undef)
  ret void
}
; END i24_gather

define void @double_align1_gather(<8 x double addrspace(1)*> %p, <8 x i1> %m) {
; DOUBLE_ALIGN1: .ll:[[@LINE+1]]:3: error: select: llvm.masked.gather of double from global memory with align 1 is not supported: 8 bytes per lane at this alignment need 8 blocks of 1 byte, and SVM_GATHER reads 1, 2 or 4 blocks of 1, 4 or 8 bytes, or 8 blocks of 4 bytes; supported: align 4 or more for this element type
  %v = call <8 x double> @llvm.masked.gather.v8f64.v8p1f64(<8 x double addrspace(1)*> %p, i32 1, <8 x i1> %m, <8 x double> undef)
  ret void
}
; END double_align1_gather

define void @i1_gather(<8 x i1 addrspace(1)*> %p, <8 x i1> %m) {
; I1_GATHER: .ll:[[@LINE+1]]:3: error: select: llvm.masked.gather of i1 from global memory is not supported: its elements are not a whole number of bytes; supported: elements of whole bytes (i8, i16, i32, i64, half, float, double, pointers)
  %v = call <8 x i1> @llvm.masked.gather.v8i1.v8p1i1(<8 x i1 addrspace(1)*> %p, i32 1, <8 x i1> %m, <8 x i1> undef)
  ret void
}
; END i1_gather

define void @private_gather(<8 x i32 addrspace(5)*> %p, <8 x i1> %m) {
; PRIVATE_GATHER: .ll:[[@LINE+1]]:3: error: select: llvm.masked.gather in addrspace(5) is not supported; supported: addrspace 0 and 1 (global memory) and 3 (SLM)
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p5i32(<8 x i32 addrspace(5)*> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  ret void
}
; END private_gather

define { i32, i1 } @cmpxchg_pair(i32 addrspace(1)* %p) {
; CMPXCHG_PAIR: .ll:[[@LINE+1]]:3: error: select: cmpxchg whose result is used other than by `extractvalue` is not supported; supported: `extractvalue` of the old value (0) and the success flag (1)
  %r = cmpxchg i32 addrspace(1)* %p, i32 1, i32 2 seq_cst seq_cst
  ret { i32, i1 } %r
}
; END cmpxchg_pair

define void @i8_atomic(i8 addrspace(1)* %p) {
; I8_ATOMIC: .ll:[[@LINE+1]]:3: error: select: atomicrmw add of i8 in global memory is not supported: LSC atomics move 16-, 32- and 64-bit data (vISA spec, LSC_UNTYPED: d16u32, d32, d64); supported: atomics of i16, i32, i64, float and double
  %v = atomicrmw add i8 addrspace(1)* %p, i8 1 seq_cst
  ret void
}
; END i8_atomic

define void @struct_load({ i32, i32 } addrspace(1)* %p) {
; STRUCT_LOAD: .ll:[[@LINE+1]]:3: error: select: load of `{ i32, i32 }` is not supported; supported: scalars and vectors of integers, floats and pointers
  %v = load { i32, i32 }, { i32, i32 } addrspace(1)* %p
  ret void
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
declare <8 x i64> @llvm.masked.gather.v8i64.v8p3i64(<8 x i64 addrspace(3)*>, i32, <8 x i1>, <8 x i64>)
declare void @llvm.masked.scatter.v8f64.v8p3f64(<8 x double>, <8 x double addrspace(3)*>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v8i64.v8p3i64(<8 x i64>, <8 x i64 addrspace(3)*>, i32, <8 x i1>)
declare <8 x i24> @llvm.masked.gather.v8i24.v8p1i24(<8 x i24 addrspace(1)*>, i32, <8 x i1>, <8 x i24>)
declare <8 x double> @llvm.masked.gather.v8f64.v8p1f64(<8 x double addrspace(1)*>, i32, <8 x i1>, <8 x double>)
declare <8 x i1> @llvm.masked.gather.v8i1.v8p1i1(<8 x i1 addrspace(1)*>, i32, <8 x i1>, <8 x i1>)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p5i32(<8 x i32 addrspace(5)*>, i32, <8 x i1>, <8 x i32>)
