; Legalization's diagnostics through LLVM's own `opt` with the plugin: the
; message calls of testdata/lower/legalize_errors.ll that cannot be made legal
; fail opt with the diagnostic the CLI prints, at the same file:line:col,
; checked by the same CHECK lines, on two platforms.
;
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_errors.ll -S 2>&1 | FileCheck %S/../lower/legalize_errors.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_errors.ll -S 2>&1 | FileCheck %S/../lower/legalize_errors.ll
; RUN: sed -n '/^define void @zero_mask/,/^}/p;/^declare/p' %S/../lower/legalize_errors.ll > %t.zero.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpg>' %t.zero.ll -S 2>&1 | FileCheck %S/../lower/legalize_errors.ll --check-prefix=ZERO
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %t.zero.ll -S 2>&1 | FileCheck %S/../lower/legalize_errors.ll --check-prefix=ZERO
; RUN: sed -n '/^define void @bad_old/,/^}/p;/^declare/p' %S/../lower/legalize_errors.ll > %t.old.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpg>' %t.old.ll -S 2>&1 | FileCheck %S/../lower/legalize_errors.ll --check-prefix=OLD
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %t.old.ll -S 2>&1 | FileCheck %S/../lower/legalize_errors.ll --check-prefix=OLD
; RUN: sed -n '/^define void @bad_block/,/^}/p;/^declare/p' %S/../lower/legalize_errors.ll > %t.block.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpg>' %t.block.ll -S 2>&1 | FileCheck %S/../lower/legalize_errors.ll --check-prefix=BLOCK
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %t.block.ll -S 2>&1 | FileCheck %S/../lower/legalize_errors.ll --check-prefix=BLOCK
