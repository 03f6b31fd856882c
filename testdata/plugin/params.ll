; Pass parameters in opt's `name<a;b>` form: a platform and `simt`, in any
; order; no platform is xehpg, as for `visa-lower compile`. A 64-bit SLM
; scatter shows the platform: QW_SCATTER on xehpc, SCATTER4_SCALED RG on
; gen9, xelp and xehpg.
; RUN: opt -load-pass-plugin=%plugin -passes='visa-lower-mem<xehpc;simt;messages=legacy>' %s -S | FileCheck %s --check-prefixes=QW,SIMT
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<simt;xehpc;messages=legacy>,visa-legalize<xehpc>' %s -S | FileCheck %s --check-prefixes=QW,SIMT
; RUN: opt -load-pass-plugin=%plugin -passes='visa-lower-mem<messages=legacy>' %s -S | FileCheck %s --check-prefixes=RG,NOSIMT
; RUN: opt -load-pass-plugin=%plugin -passes='visa-lower-mem<;messages=legacy>' %s -S | FileCheck %s --check-prefixes=RG,NOSIMT
; RUN: opt -load-pass-plugin=%plugin -passes='visa-lower-mem<gen9;gen9;messages=legacy>' %s -S | FileCheck %s --check-prefixes=RG,NOSIMT
; Intel's names (any case) are aliases of the platforms:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-lower-mem<SKL;messages=legacy>' %s -S | FileCheck %s --check-prefixes=RG,NOSIMT
; RUN: opt -load-pass-plugin=%plugin -passes='visa-lower-mem<PVC;simt;messages=legacy>' %s -S | FileCheck %s --check-prefixes=QW,SIMT
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xelp;messages=legacy>,visa-legalize<xelp;simt>' %s -S | FileCheck %s --check-prefixes=RG,SIMT

; Legalizing for a platform other than the one selected for is the user's
; choice; legalize then reports what that platform lacks. The call it blames
; is select's, which the file does not hold: the diagnostic names it.
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>,visa-legalize<gen9>' %s -S 2>&1 | FileCheck %s --check-prefix=MIXED

; Bad parameters fail when opt parses the pipeline, before any pass runs,
; with what is supported; opt then adds its own "unknown pass name" line.
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc;bogus>' %s -S 2>&1 | FileCheck %s --check-prefix=BOGUS
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select,visa-legalize<gen12>' %s -S 2>&1 | FileCheck %s --check-prefix=PVC
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-lower-mem<gen9;xehpc>' %s -S 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9' %s -S 2>&1 | FileCheck %s --check-prefix=OPEN
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-selects' %s -S 2>&1 | FileCheck %s --check-prefix=NAME

; QW-LABEL: define void @slm_i64(
; QW-NEXT:    %slm.offsets = ptrtoint <12 x i64 addrspace(3)*> %p to <12 x i32>
; QW-NEXT:    %m.0 = shufflevector <12 x i1> %m, <12 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 12, i32 12, i32 12>
; QW-NEXT:    %slm.offsets.0 = shufflevector
; QW-NEXT:    %d.0 = shufflevector
; QW-NEXT:    call void @llvm.visa.qw.scatter.v16i1.v16i32.v16i64(<16 x i1> %m.0, i32 254, <16 x i32> %slm.offsets.0, <16 x i64> %d.0)
; QW-NEXT:    ret void

; RG-LABEL: define void @slm_i64(
; RG:         %slm.dwords = bitcast <12 x i64> %d to <24 x i32>
; RG:         call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v32i32(<16 x i1> %m.0, i32 3, i16 0, i32 254, i32 0, <16 x i32> %slm.offsets.0, <32 x i32> %slm.data.0)
; RG-NEXT:    ret void

; `simt` marks the kernels (an attribute group used only by them).
; SIMT:       attributes #{{[0-9]+}} = { "visa-simt"="true" }
; NOSIMT-NOT: visa-simt

define void @slm_i64(<12 x i64 addrspace(3)*> %p, <12 x i1> %m, <12 x i64> %d) {
  call void @llvm.masked.scatter.v12i64.v12p3i64(<12 x i64> %d, <12 x i64 addrspace(3)*> %p, i32 8, <12 x i1> %m)
  ret void
}

declare void @llvm.masked.scatter.v12i64.v12p3i64(<12 x i64>, <12 x i64 addrspace(3)*>, i32, <12 x i1>)

; MIXED: error: {{.*}}params.ll: in @slm_i64, instruction #1: legalize: QW_SCATTER (`llvm.visa.qw.scatter`) is not available on gen9; platforms that have it: xehpc
; MIXED-NEXT: note: instruction: call void @llvm.visa.qw.scatter.v12i1.v12i32.v12i64(<12 x i1> %m, i32 254, <12 x i32> %slm.offsets, <12 x i64> %d)

; BOGUS: error: `visa-legalize<xehpc;bogus>`: unknown parameter `bogus`; supported: a platform (gen9 (Gen9, SKL), xelp (XeLP, TGLLP, Gen12LP), xehpg (XeHPG, DG2), xehpc (XeHPC, PVC), mtl (MTL, ARL, Xe-LPG, XeLPG), xe2 (Xe2, LNL, BMG, Xe2-HPG, Xe2-LPG); any case; default xehpg), `simt` and `messages=legacy|lsc`
; BOGUS-NEXT: opt: unknown pass name 'visa-legalize<xehpc;bogus>'
; PVC: error: `visa-legalize<gen12>`: unknown parameter `gen12`; supported: a platform (gen9 (Gen9, SKL), xelp (XeLP, TGLLP, Gen12LP), xehpg (XeHPG, DG2), xehpc (XeHPC, PVC), mtl (MTL, ARL, Xe-LPG, XeLPG), xe2 (Xe2, LNL, BMG, Xe2-HPG, Xe2-LPG); any case; default xehpg), `simt` and `messages=legacy|lsc`
; PVC-NEXT: opt: unknown module pass 'visa-legalize<gen12>'
; TWO: error: `visa-lower-mem<gen9;xehpc>`: two platforms, `gen9` and `xehpc`
; OPEN: error: `visa-select<gen9`: the parameters must end with `>`, as in `visa-select<xehpc;simt>`
; NAME-NOT: error: `
; NAME: opt: unknown pass name 'visa-selects'
