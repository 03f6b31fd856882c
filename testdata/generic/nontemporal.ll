; `!nontemporal` loads and stores (LangRef: not expected to be reused from
; the cache) go to LSC uncached at both levels, `.uc.uc`, as Intel's
; GenXLoadStoreLowering chooses (getLSCCacheOptsImpl: LSC_CACHING_UNCACHED
; for a nontemporal access outside SLM); the same accesses without it keep
; the default `.df.df`, and SLM has no cache controls. The cache controls
; change nothing a kernel can see: `out` is `in` (u32 iota) copied twice,
; out[0..8] = 0..7 nontemporal, out[8..16] = 0..7, and the gather's lanes
; 0, 2, 4, 6 (in[3], in[1], in[7], in[5]; lanes 1, 3, 5, 7 off keep 100) at
; out[16..24] = 3 100 1 100 7 100 5 100. Legacy messages have no cache
; controls: `--messages legacy` ignores the metadata.
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s
; RUN: visa-lower compile %s --platform xe2 | FileCheck %s
; RUN: visa-lower compile %s --platform mtl | FileCheck %s
; CHECK:      lsc_load.ugm.uc.uc (M1_NM, 1) v.0:d32x8t
; CHECK:      lsc_store.ugm.uc.uc (M1_NM, 1)
; CHECK:      lsc_load.ugm (M1_NM, 1) w.0:d32x8t
; CHECK:      lsc_store.ugm (M1_NM, 1)
; CHECK:      lsc_store.slm (M1_NM, 1)
; CHECK:      lsc_load.ugm.uc.uc (M1_NM, 8) g.0:d32
; CHECK-NOT:  .uc.uc
; RUN: visa-lower compile %s --platform xehpg --messages legacy | FileCheck %s --check-prefix=LEGACY
; LEGACY-NOT: lsc_
; LEGACY-NOT: .uc
; RUN: visa-lower run %s --launch %S/nontemporal.toml --platform xe2 --verify --dump out | FileCheck %s --check-prefix=EMU
; EMU:      verification against the reference: passed
; EMU:      lsc_load: 3 send(s)
; EMU-NEXT: cache controls: .uc.uc 2, .df.df 1
; EMU:      lsc_store: 4 send(s)
; EMU-NEXT: cache controls: .uc.uc 1, .df.df 3
; EMU:      101000040: 3 100 1 100
; EMU-NEXT: 101000050: 7 100 5 100
define void @nontemporal(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %slm) {
entry:
  %v = load <8 x i32>, ptr addrspace(1) %in, align 4, !nontemporal !0
  store <8 x i32> %v, ptr addrspace(1) %out, align 4, !nontemporal !0
  %w = load <8 x i32>, ptr addrspace(1) %in, align 4
  %o8 = getelementptr i32, ptr addrspace(1) %out, i64 8
  store <8 x i32> %w, ptr addrspace(1) %o8, align 4
  store <8 x i32> %v, ptr addrspace(3) %slm, align 4, !nontemporal !0
  %ps = getelementptr i32, ptr addrspace(1) %in, <8 x i64> <i64 3, i64 0, i64 1, i64 0, i64 7, i64 0, i64 5, i64 0>
  %g = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %ps, i32 4, <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>), !nontemporal !0
  %o16 = getelementptr i32, ptr addrspace(1) %out, i64 16
  store <8 x i32> %g, ptr addrspace(1) %o16, align 4
  ret void
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)

!0 = !{i32 1}
