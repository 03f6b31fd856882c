; Generic memory operations in global memory (addrspace 1), chosen from the
; access table (docs/lowering.md): block messages only where they cover
; exactly the bytes the IR accesses, per-lane messages otherwise. Global
; memory has the same rows on every platform.
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s --check-prefixes=CHECK,DP
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s --check-prefixes=CHECK,DP
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s --check-prefixes=CHECK,DP
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s --check-prefixes=CHECK,DP
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform xelp -o %t 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: visa-lower compile %s --emit llvm --verify-each --platform gen9 | FileCheck %s --check-prefixes=LEGAL,LEGAL-DP
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xelp | FileCheck %s --check-prefixes=LEGAL,LEGAL-DP
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpg --messages legacy | FileCheck %s --check-prefixes=LEGAL,LEGAL-DP
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpc --messages legacy | FileCheck %s --check-prefixes=LEGAL,LEGAL-DP
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA,VISA-DP
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA,VISA-DP
; RUN: visa-lower compile %s --platform xehpg --messages legacy | FileCheck %s --check-prefixes=VISA,VISA-DP
; RUN: visa-lower compile %s --platform xehpc --messages legacy | FileCheck %s --check-prefixes=VISA,VISA-DP
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg | FileCheck %s --check-prefix=LSC
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpc | FileCheck %s --check-prefix=LEGAL-LSC
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefix=VISA-LSC

; An oword-aligned vector load in global memory is one SVM_BLOCK_LD.
; CHECK-LABEL: define <8 x i32> @load_block(
; CHECK-NEXT:    [[ADDR:%.*]] = ptrtoint <8 x i32> addrspace(1)* %p to i64
; CHECK-NEXT:    %v = call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64 [[ADDR]])
; CHECK-NEXT:    ret <8 x i32> %v
; LEGAL-LABEL: define {{.*}}@load_block(
; LEGAL: %v = call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64 %1)
; VISA-LABEL: .kernel load_block{{$}}
; VISA: svm_block_ld (2) p(0,0)<0;1,0> v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i32> @load_block(<8 x i32> addrspace(1)* %p) {
  %v = load <8 x i32>, <8 x i32> addrspace(1)* %p, align 16
  ret <8 x i32> %v
}

; A scalar load is a one-lane SVM_GATHER (8-byte blocks for i64) that runs
; NoMask: a plain load moves its bytes whatever the execution mask.
; CHECK-LABEL: define i64 @load_scalar_i64(
; CHECK-NEXT:    [[ADDR:%.*]] = ptrtoint i64 addrspace(1)* %p to i64
; CHECK-NEXT:    [[LANE:%.*]] = insertelement <1 x i64> poison, i64 [[ADDR]], i32 0
; CHECK-NEXT:    [[V:%.*]] = call <1 x i64> @llvm.genx.svm.gather.v1i64.v1i1.v1i64(<1 x i1> <i1 true>, i32 0, <1 x i64> [[LANE]], <1 x i64> undef), !visa.nomask
; CHECK-NEXT:    %v = extractelement <1 x i64> [[V]], i32 0
; LEGAL-LABEL: define {{.*}}@load_scalar_i64(
; LEGAL: %3 = call <1 x i64> @llvm.genx.svm.gather.v1i64.v1i1.v1i64(<1 x i1> <i1 true>, i32 0, <1 x i64> %2, <1 x i64> undef), !visa.nomask !0
; VISA-LABEL: .kernel load_scalar_i64{{$}}
; VISA: svm_gather.8.1 (M1_NM, 1) {{V[0-9]+}}.0 {{V[0-9]+}}.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define i64 @load_scalar_i64(i64 addrspace(1)* %p) {
  %v = load i64, i64 addrspace(1)* %p, align 8
  ret i64 %v
}

; A vector store aligned to less than an oword cannot be a block store (the
; block would cover bytes the IR does not write): SVM_SCATTER per element at
; consecutive addresses, NoMask.
; CHECK-LABEL: define void @store_dword_aligned(
; CHECK-NEXT:    [[BASE:%.*]] = ptrtoint <4 x float> addrspace(1)* %p to i64
; CHECK-NEXT:    [[B:%.*]] = insertelement <4 x i64> poison, i64 [[BASE]], i32 0
; CHECK-NEXT:    [[SPLAT:%.*]] = shufflevector <4 x i64> [[B]], <4 x i64> poison, <4 x i32> zeroinitializer
; CHECK-NEXT:    [[ADDRS:%.*]] = add <4 x i64> [[SPLAT]], <i64 0, i64 4, i64 8, i64 12>
; CHECK-NEXT:    call void @llvm.genx.svm.scatter.v4i1.v4i64.v4f32(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 0, <4 x i64> [[ADDRS]], <4 x float> %v), !visa.nomask
; LEGAL-LABEL: define {{.*}}@store_dword_aligned(
; LEGAL: call void @llvm.genx.svm.scatter.v4i1.v4i64.v4f32(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 0, <4 x i64> %4, <4 x float> %v), !visa.nomask !0
; VISA-LABEL: .kernel store_dword_aligned{{$}}
; VISA: svm_scatter.4.1 (M1_NM, 4) {{V[0-9]+}}.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @store_dword_aligned(<4 x float> %v, <4 x float> addrspace(1)* %p) {
  store <4 x float> %v, <4 x float> addrspace(1)* %p, align 4
  ret void
}

; llvm.masked.load with a variable mask: SVM_GATHER, the mask as predicate
; and the passthru as `old`.
; CHECK-LABEL: define <8 x float> @masked_load(
; CHECK:         [[ADDRS:%.*]] = add <8 x i64> {{%.*}}, <i64 0, i64 4, i64 8, i64 12, i64 16, i64 20, i64 24, i64 28>
; CHECK-NEXT:    %v = call <8 x float> @llvm.genx.svm.gather.v8f32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> [[ADDRS]], <8 x float> %old)
; CHECK-NOT:     !visa.nomask
; CHECK:         ret <8 x float> %v
; LEGAL-LABEL: define {{.*}}@masked_load(
; LEGAL: %v = call <8 x float> @llvm.genx.svm.gather.v8f32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %4, <8 x float> %old)
; VISA-LABEL: .kernel masked_load{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) {{V[0-9]+}}.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x float> @masked_load(<8 x float> addrspace(1)* %p, <8 x i1> %m, <8 x float> %old) {
  %v = call <8 x float> @llvm.masked.load.v8f32.p1v8f32(<8 x float> addrspace(1)* %p, i32 4, <8 x i1> %m, <8 x float> %old)
  ret <8 x float> %v
}

; llvm.masked.store with an all-true mask and align 16 writes every byte it
; covers: SVM_BLOCK_ST.
; CHECK-LABEL: define void @masked_store_all_true(
; CHECK-NEXT:    [[ADDR:%.*]] = ptrtoint <8 x float> addrspace(1)* %p to i64
; CHECK-NEXT:    call void @llvm.genx.svm.block.st.i64.v8f32(i64 [[ADDR]], <8 x float> %v)
; LEGAL-LABEL: define {{.*}}@masked_store_all_true(
; LEGAL: call void @llvm.genx.svm.block.st.i64.v8f32(i64 %1, <8 x float> %v)
; VISA-LABEL: .kernel masked_store_all_true{{$}}
; VISA: svm_block_st (2) p(0,0)<0;1,0> v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @masked_store_all_true(<8 x float> %v, <8 x float> addrspace(1)* %p) {
  call void @llvm.masked.store.v8f32.p1v8f32(<8 x float> %v, <8 x float> addrspace(1)* %p, i32 16, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  ret void
}

; llvm.masked.scatter to global memory: SVM_SCATTER with 4-byte blocks.
; CHECK-LABEL: define void @scatter_i32(
; CHECK-NEXT:    [[ADDRS:%.*]] = ptrtoint <8 x i32 addrspace(1)*> %p to <8 x i64>
; CHECK-NEXT:    call void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1> %m, i32 0, <8 x i64> [[ADDRS]], <8 x i32> %d)
; CHECK-NEXT:    ret void
; LEGAL-LABEL: define {{.*}}@scatter_i32(
; LEGAL: call void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1> %m, i32 0, <8 x i64> %1, <8 x i32> %d)
; VISA-LABEL: .kernel scatter_i32{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_scatter.4.1 (M1_NM, 8) p.0 d.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter_i32(<8 x i32> %d, <8 x i32 addrspace(1)*> %p, <8 x i1> %m) {
  call void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32> %d, <8 x i32 addrspace(1)*> %p, i32 4, <8 x i1> %m)
  ret void
}

; atomicrmw in global memory: a one-lane SVM_ATOMIC returning the old value;
; on the platforms with LSC a one-lane lsc_atomic_iadd (sub-op 12, d32).
; CHECK-LABEL: define i32 @atomic_add(
; CHECK-NEXT:    [[SRC:%.*]] = insertelement <1 x i32> poison, i32 %v, i32 0
; CHECK-NEXT:    [[ADDR:%.*]] = ptrtoint i32 addrspace(1)* %p to i64
; CHECK-NEXT:    [[LANE:%.*]] = insertelement <1 x i64> poison, i64 [[ADDR]], i32 0
; DP-NEXT:       [[OLD:%.*]] = call <1 x i32> @llvm.genx.svm.atomic.add.v1i32.v1i1.v1i64(<1 x i1> <i1 true>, <1 x i64> [[LANE]], <1 x i32> [[SRC]], <1 x i32> undef), !visa.nomask
; LSC:      [[OLD:%.*]] = call <1 x i32> @llvm.genx.lsc.xatomic.stateless.v1i32.v1i1.v1i64(<1 x i1> <i1 true>, i8 12, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <1 x i64> {{%.*}}, <1 x i32> {{%.*}}, <1 x i32> undef, i32 0, <1 x i32> undef), !visa.nomask
; CHECK-NEXT:    %old = extractelement <1 x i32> [[OLD]], i32 0
; LEGAL-LABEL: define {{.*}}@atomic_add(
; LEGAL-DP: %4 = call <1 x i32> @llvm.genx.svm.atomic.add.v1i32.v1i1.v1i64(<1 x i1> <i1 true>, <1 x i64> %3, <1 x i32> %1, <1 x i32> undef), !visa.nomask !0
; LEGAL-LSC: %4 = call <1 x i32> @llvm.genx.lsc.xatomic.stateless.v1i32.v1i1.v1i64(<1 x i1> <i1 true>, i8 12, {{.*}}, <1 x i64> %3, <1 x i32> %1, <1 x i32> undef, i32 0, <1 x i32> undef), !visa.nomask !0
; VISA-LABEL: .kernel atomic_add{{$}}
; VISA-DP: svm_atomic.add (M1_NM, 1) {{V[0-9]+}}.0 {{V[0-9]+}}.0 {{V[0-9]+}}.0 %null.0
; VISA-LSC: lsc_atomic_iadd.ugm (M1_NM, 1) {{V[0-9]+}}.0:d32 flat[{{V[0-9]+}}.0]:a64 {{V[0-9]+}}.0 %null.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define i32 @atomic_add(i32 addrspace(1)* %p, i32 %v) {
  %old = atomicrmw add i32 addrspace(1)* %p, i32 %v seq_cst
  ret i32 %old
}

; cmpxchg: SVM_ATOMIC CMPXCHG (new value, then expected); on the platforms
; with LSC lsc_atomic_icas (sub-op 18) in LSC's order (expected, then new).
; The pair's success flag is the old value compared with the expected one.
; CHECK-LABEL: define i1 @cmpxchg_i32(
; DP-NEXT:       [[NEW:%.*]] = insertelement <1 x i32> poison, i32 %n, i32 0
; DP-NEXT:       [[EXP:%.*]] = insertelement <1 x i32> poison, i32 %e, i32 0
; DP:            [[OLD:%.*]] = call <1 x i32> @llvm.genx.svm.atomic.cmpxchg.v1i32.v1i1.v1i64(<1 x i1> <i1 true>, <1 x i64> {{%.*}}, <1 x i32> [[NEW]], <1 x i32> [[EXP]], <1 x i32> undef), !visa.nomask
; LSC:      [[EXP:%.*]] = insertelement <1 x i32> poison, i32 %e, i32 0
; LSC:      [[NEW:%.*]] = insertelement <1 x i32> poison, i32 %n, i32 0
; LSC:           [[OLD:%.*]] = call <1 x i32> @llvm.genx.lsc.xatomic.stateless.v1i32.v1i1.v1i64(<1 x i1> <i1 true>, i8 18, {{.*}}, <1 x i64> {{%.*}}, <1 x i32> [[EXP]], <1 x i32> [[NEW]], i32 0, <1 x i32> undef), !visa.nomask
; CHECK-NEXT:    %pair.old = extractelement <1 x i32> [[OLD]], i32 0
; CHECK-NEXT:    %pair.success = icmp eq i32 %pair.old, %e
; CHECK-NEXT:    ret i1 %pair.success
; LEGAL-LABEL: define {{.*}}@cmpxchg_i32(
; LEGAL-DP: %5 = call <1 x i32> @llvm.genx.svm.atomic.cmpxchg.v1i32.v1i1.v1i64(<1 x i1> <i1 true>, <1 x i64> %4, <1 x i32> %1, <1 x i32> %2, <1 x i32> undef), !visa.nomask !0
; LEGAL-LSC: %5 = call <1 x i32> @llvm.genx.lsc.xatomic.stateless.v1i32.v1i1.v1i64(<1 x i1> <i1 true>, i8 18, {{.*}}, <1 x i64> %4, <1 x i32> %1, <1 x i32> %2, i32 0, <1 x i32> undef), !visa.nomask !0
; VISA-LABEL: .kernel cmpxchg_i32{{$}}
; VISA-DP: svm_atomic.cmpxchg (M1_NM, 1) {{V[0-9]+}}.0 {{V[0-9]+}}.0 {{V[0-9]+}}.0 {{V[0-9]+}}.0
; VISA-LSC: lsc_atomic_icas.ugm (M1_NM, 1) {{V[0-9]+}}.0:d32 flat[{{V[0-9]+}}.0]:a64 {{V[0-9]+}}.0 {{V[0-9]+}}.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define i1 @cmpxchg_i32(i32 addrspace(1)* %p, i32 %e, i32 %n) {
  %pair = cmpxchg i32 addrspace(1)* %p, i32 %e, i32 %n seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %pair, 1
  ret i1 %ok
}

; STATS: stats: select: svm_block_ld: 1
; STATS-NEXT: stats: select: svm_gather: 2
; STATS-NEXT: stats: select: svm_scatter: 2
; STATS-NEXT: stats: select: svm_block_st: 1
; STATS-NEXT: stats: select: svm_atomic: 2

declare <8 x float> @llvm.masked.load.v8f32.p1v8f32(<8 x float> addrspace(1)*, i32, <8 x i1>, <8 x float>)
declare void @llvm.masked.store.v8f32.p1v8f32(<8 x float>, <8 x float> addrspace(1)*, i32, <8 x i1>)
declare void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32>, <8 x i32 addrspace(1)*>, i32, <8 x i1>)
