; Message intrinsics already in the input (any width, legal or not) pass
; through select untouched; only the generic intrinsics around them change.
; They still take part in the memory-dependence graph (see
; select_merge_scatter4.ll and select_merge_gather.ll).
; (Without dead-loads: the results here are unused on purpose.)
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform xehpg --messages legacy -o %t 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: visa-lower compile %s --passes=select,legalize --emit llvm --verify-each --platform xehpg --messages legacy | FileCheck %s --check-prefixes=LEGAL-XEHPG
; RUN: visa-lower compile %s --passes=select,legalize --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --passes=select,legalize --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --passes=select,legalize --platform xehpg --messages legacy | FileCheck %s --check-prefixes=VISA
; RUN: not visa-lower compile %s --passes=select,legalize --platform xehpc --messages legacy 2>&1 | FileCheck %s --check-prefix=VISA-ERR-XEHPC

; CHECK-LABEL: define <10 x i32> @messages(
; CHECK-NEXT:    %g = call <10 x i32> @llvm.genx.svm.gather.v10i32.v5i1.v5i64(<5 x i1> %p5, i32 1, <5 x i64> %a5, <10 x i32> undef)
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %p, i32 3, i16 0, i32 254, i32 0, <8 x i32> %o, <16 x float> %d)
; CHECK-NEXT:    %x = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> %p, i32 1, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o)
; CHECK-NEXT:    %v.addrs = ptrtoint <8 x i32 addrspace(1)*> %ptrs to <8 x i64>
; CHECK-NEXT:    %v = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %p, i32 0, <8 x i64> %v.addrs, <8 x i32> %x)
; CHECK-NEXT:    ret <10 x i32> %g
; LEGAL-XEHPG-LABEL: define {{.*}}@messages(
; LEGAL-XEHPG: %g.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1> %p5.0, i32 1, <8 x i64> %a5.0, <16 x i32> undef)
; LEGAL-XEHPG: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %p, i32 3, i16 0, i32 254, i32 0, <8 x i32> %o, <16 x float> %d)
; LEGAL-XEHPG: %x = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> %p, i32 1, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o)
; LEGAL-XEHPG: %v = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %p, i32 0, <8 x i64> %v.addrs, <8 x i32> %x)
; VISA-LABEL: .kernel messages{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.2 (M1_NM, 8) a5.0 g_0.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.RG (M1_NM, 8) %slm 0x0:ud o.0 d.0
; VISA: ({{P[0-9]+}}) typed_atomic.add (M1_NM, 8) bti1 o.0 o.0 o.0 o.0 o.0 %null.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) ptrs.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <10 x i32> @messages(<5 x i1> %p5, <5 x i64> %a5, <8 x i1> %p, <8 x i32> %o, <16 x float> %d, <8 x i32 addrspace(1)*> %ptrs) {
  %g = call <10 x i32> @llvm.genx.svm.gather.v10i32.v5i1.v5i64(<5 x i1> %p5, i32 1, <5 x i64> %a5, <10 x i32> undef)
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %p, i32 3, i16 0, i32 254, i32 0, <8 x i32> %o, <16 x float> %d)
  %x = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> %p, i32 1, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o)
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %ptrs, i32 4, <8 x i1> %p, <8 x i32> %x)
  ret <10 x i32> %g
}

; The one generic gather is the only operation counted.
; STATS:     stats: select: svm_gather: 1
; STATS-NOT: stats: select

declare <10 x i32> @llvm.genx.svm.gather.v10i32.v5i1.v5i64(<5 x i1>, i32, <5 x i64>, <10 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <16 x float>)
declare <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)

; VISA-ERR-XEHPC: error: legalize: TYPED_ATOMIC (`llvm.genx.typed.atomic.add`) is not available on xehpc
