; Selection's diagnostics through LLVM's own `opt` with the plugin: each
; unsupported operation of testdata/lower/select_unsupported.ll (cut out by
; the same `sed` lines) fails opt with the diagnostic the CLI prints, at the
; same file:line:col, checked by the same CHECK lines.
;
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9>' %S/../lower/select_unsupported.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=FIRST
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpg>' %S/../lower/select_unsupported.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=FIRSTLSC
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %S/../lower/select_unsupported.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=FIRST
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END ok_then_slm_atomic64$/s/.*//' %S/../lower/select_unsupported.ll > %t.1.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xelp>' %t.1.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=I64_SLM_GATHER_XELP
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9>' %t.1.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=I64_SLM_GATHER_GEN9
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i64_slm_gather_align2$/s/.*//' %S/../lower/select_unsupported.ll > %t.2.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9>' %t.2.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=ATOMIC64_GEN9
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END atomic64_global$/s/.*//' %S/../lower/select_unsupported.ll > %t.3.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpg>' %t.3.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=NAND
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9>' %t.3.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=NAND
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END rmw_nand$/s/.*//' %S/../lower/select_unsupported.ll > %t.4.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9>' %t.4.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=I64_ALIGN2_GEN9
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xelp>' %t.4.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=I64_ALIGN2_XELP
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i64_align2_scatter$/s/.*//' %S/../lower/select_unsupported.ll > %t.4b.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xelp>' %t.4b.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=QWORD_ALIGN4
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END qword_align4_scatter$/s/.*//' %S/../lower/select_unsupported.ll > %t.5.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpg;messages=legacy>' %t.5.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=I24_GATHER
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9>' %t.5.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=I24_GATHER
; RUN: sed -n '/^define void @i64_align2_scatter(/,/^}/p;/^declare/p' %S/../lower/select_unsupported.ll > %t.qw.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %t.qw.ll -S | FileCheck %S/../lower/select_unsupported.ll --check-prefix=QW
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i24_gather$/s/.*//' %S/../lower/select_unsupported.ll > %t.6.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %t.6.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=DOUBLE_ALIGN1
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9>' %t.6.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=DOUBLE_ALIGN1
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END double_align1_gather$/s/.*//' %S/../lower/select_unsupported.ll > %t.7.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9>' %t.7.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=I1_GATHER
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>' %t.7.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=I1_GATHER
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i1_gather$/s/.*//' %S/../lower/select_unsupported.ll > %t.8.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xelp>' %t.8.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=PRIVATE_GATHER
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<gen9>' %t.8.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=PRIVATE_GATHER
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END private_gather$/s/.*//' %S/../lower/select_unsupported.ll > %t.9.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpg>' %t.9.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=CMPXCHG_PAIR
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END cmpxchg_pair$/s/.*//' %S/../lower/select_unsupported.ll > %t.10.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpc>' %t.10.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=I8_ATOMIC
; RUN: sed '/^define void @ok_then_slm_atomic64(/,/^; END i8_atomic$/s/.*//' %S/../lower/select_unsupported.ll > %t.11.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-select<xehpg;messages=legacy>' %t.11.ll -S 2>&1 | FileCheck %S/../lower/select_unsupported.ll --check-prefix=STRUCT_LOAD
