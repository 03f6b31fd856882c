; Every selection row of docs/input-contract.md, run by LLVM's own `opt` with the
; plugin, on two platforms: gen9 (32-byte GRF, no QW_SCATTER) and xehpc (64-byte
; GRF, QW_SCATTER). Each input is checked against the CHECK lines it carries in
; testdata/lower/, the ones `visa-lower compile --passes=select` must meet.
; Inputs that use `ptr` need opt's -opaque-pointers (the CLI sees that itself).
;
; llvm.masked.gather of i32 from global memory: SVM_GATHER, 4-byte blocks:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_gather_i32.ll -S | FileCheck %S/../lower/select_gather_i32.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_gather_i32.ll -S | FileCheck %S/../lower/select_gather_i32.ll
; the alignment argument picks the block size (align 1: 1-byte blocks):
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_gather_align.ll -S | FileCheck %S/../lower/select_gather_align.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_gather_align.ll -S | FileCheck %S/../lower/select_gather_align.ll
; i16: 1-byte blocks x 2:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_gather_i16.ll -S | FileCheck %S/../lower/select_gather_i16.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_gather_i16.ll -S | FileCheck %S/../lower/select_gather_i16.ll
; i64 with align 4: 4-byte blocks x 2:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_gather_i64_align4.ll -S | FileCheck %S/../lower/select_gather_i64_align4.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_gather_i64_align4.ll -S | FileCheck %S/../lower/select_gather_i64_align4.ll
; double:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_gather_double.ll -opaque-pointers -S | FileCheck %S/../lower/select_gather_double.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_gather_double.ll -opaque-pointers -S | FileCheck %S/../lower/select_gather_double.ll
; the passthru comes out for disabled lanes:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_gather_passthru.ll -S | FileCheck %S/../lower/select_gather_passthru.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_gather_passthru.ll -S | FileCheck %S/../lower/select_gather_passthru.ll
; consecutive gathers of one mask merge into one SVM_GATHER with 2/4/8 blocks:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_merge_gather.ll -opaque-pointers -S | FileCheck %S/../lower/select_merge_gather.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_merge_gather.ll -opaque-pointers -S | FileCheck %S/../lower/select_merge_gather.ll
; 32-bit scatters to SLM: SCATTER4_SCALED on T0, channel R:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_scatter_slm_i32.ll -S | FileCheck %S/../lower/select_scatter_slm_i32.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_scatter_slm_i32.ll -S | FileCheck %S/../lower/select_scatter_slm_i32.ll
; up to four 32-bit SLM scatters to p, p+4, p+8, p+12 merge into one SCATTER4_SCALED:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_merge_scatter4.ll -opaque-pointers -S | FileCheck %S/../lower/select_merge_scatter4.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_merge_scatter4.ll -opaque-pointers -S | FileCheck %S/../lower/select_merge_scatter4.ll
; message intrinsics pass through select unchanged:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_message_passthrough.ll -S | FileCheck %S/../lower/select_message_passthrough.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_message_passthrough.ll -S | FileCheck %S/../lower/select_message_passthrough.ll
; 64-bit scatters to SLM: QW_SCATTER where the platform has it, else SCATTER4_SCALED RG:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_scatter_slm_i64.ll -S | FileCheck %S/../lower/select_scatter_slm_i64.ll --check-prefixes=CHECK,RG
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_scatter_slm_i64.ll -S | FileCheck %S/../lower/select_scatter_slm_i64.ll --check-prefixes=CHECK,QW
; load/store, masked.load/store, scatters and atomics in global memory (the access table):
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_generic_global.ll -S | FileCheck %S/../lower/select_generic_global.ll --check-prefixes=CHECK,DP
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_generic_global.ll -S | FileCheck %S/../lower/select_generic_global.ll --check-prefixes=CHECK,DP
; the same in SLM: OWORD_LD where the platform has OWORD on SLM, else GATHER4_SCALED:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<gen9;messages=legacy>' %S/../lower/select_generic_slm.ll -S | FileCheck %S/../lower/select_generic_slm.ll --check-prefixes=CHECK,GEN9,DP
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_generic_slm.ll -S | FileCheck %S/../lower/select_generic_slm.ll --check-prefixes=CHECK,OWORD,DP
