; Every legalization rule of README decision 1, run by LLVM's own `opt` with the
; plugin, on two platforms at least: gen9 (32-byte GRF) and xehpc (64-byte GRF),
; and where availability differs, the platforms that have the message. Each
; input is checked against the CHECK lines it carries in testdata/lower/, the
; ones `visa-lower compile --passes=legalize` must meet.
;
; calls of a legal width are kept as they are:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_legal_kept.ll -S | FileCheck %S/../lower/legalize_legal_kept.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_legal_kept.ll -S | FileCheck %S/../lower/legalize_legal_kept.ll
; 31 lanes of SVM_GATHER: two SIMD16 messages, lane 31 off:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_31_lanes.ll -S | FileCheck %S/../lower/legalize_31_lanes.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_31_lanes.ll -S | FileCheck %S/../lower/legalize_31_lanes.ll
; 32 lanes: two SIMD16 pieces, emask offsets M1 and M5:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_split_32.ll -S | FileCheck %S/../lower/legalize_split_32.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_split_32.ll -S | FileCheck %S/../lower/legalize_split_32.ll
; 64 lanes: pieces past 32 read the second predicate group:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_64_lanes.ll -S | FileCheck %S/../lower/legalize_64_lanes.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_64_lanes.ll -S | FileCheck %S/../lower/legalize_64_lanes.ll
; narrow or odd widths are padded up to the smallest legal exec size:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_narrow.ll -S | FileCheck %S/../lower/legalize_narrow.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_narrow.ll -S | FileCheck %S/../lower/legalize_narrow.ll
; SVM_GATHER block counts: num_blocks > 1 needs exec >= 8, 8 blocks only with 4-byte blocks:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_svm_blocks.ll -S | FileCheck %S/../lower/legalize_svm_blocks.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_svm_blocks.ll -S | FileCheck %S/../lower/legalize_svm_blocks.ll
; SCATTER4_SCALED channels, laid out channel-major per piece:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_scatter4_channels.ll -S | FileCheck %S/../lower/legalize_scatter4_channels.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_scatter4_channels.ll -S | FileCheck %S/../lower/legalize_scatter4_channels.ll
; a split gather feeding a split scatter:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_chain.ll -S | FileCheck %S/../lower/legalize_chain.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_chain.ll -S | FileCheck %S/../lower/legalize_chain.ll
; typed pointers as SVM_GATHER addresses:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_typed_pointers.ll -S | FileCheck %S/../lower/legalize_typed_pointers.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_typed_pointers.ll -S | FileCheck %S/../lower/legalize_typed_pointers.ll
; opaque pointers (`ptr`) as SVM_GATHER addresses: opt reads them with -opaque-pointers:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_opaque_pointers.ll -opaque-pointers -S | FileCheck %S/../lower/legalize_opaque_pointers.ll
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_opaque_pointers.ll -opaque-pointers -S | FileCheck %S/../lower/legalize_opaque_pointers.ll
; QW_SCATTER exec 1..16, one block (xehpc); an error where the platform lacks it:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_qw_scatter.ll -S | FileCheck %S/../lower/legalize_qw_scatter.ll --check-prefixes=QW
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_qw_scatter.ll -S 2>&1 | FileCheck %S/../lower/legalize_qw_scatter.ll --check-prefixes=NOQW,ERR -DP=gen9
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xelp>' %S/../lower/legalize_qw_scatter.ll -S 2>&1 | FileCheck %S/../lower/legalize_qw_scatter.ll --check-prefixes=NOQW,ERR -DP=xelp
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpg>' %S/../lower/legalize_qw_scatter.ll -S 2>&1 | FileCheck %S/../lower/legalize_qw_scatter.ll --check-prefixes=NOQW,ERR -DP=xehpg
; TYPED_ATOMIC is SIMD8 (gen9, xelp, xehpg); xehpc has none:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_typed_atomic.ll -S | FileCheck %S/../lower/legalize_typed_atomic.ll --check-prefixes=TA
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpg>' %S/../lower/legalize_typed_atomic.ll -S | FileCheck %S/../lower/legalize_typed_atomic.ll --check-prefixes=TA
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_typed_atomic.ll -S 2>&1 | FileCheck %S/../lower/legalize_typed_atomic.ll --check-prefixes=XEHPC
; 16-bit typed atomics exist on xelp and xehpg only:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xelp>' %S/../lower/legalize_typed_atomic16.ll -S | FileCheck %S/../lower/legalize_typed_atomic16.ll --check-prefixes=A16
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpg>' %S/../lower/legalize_typed_atomic16.ll -S | FileCheck %S/../lower/legalize_typed_atomic16.ll --check-prefixes=A16
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_typed_atomic16.ll -S 2>&1 | FileCheck %S/../lower/legalize_typed_atomic16.ll --check-prefixes=GEN9
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_typed_atomic16.ll -S 2>&1 | FileCheck %S/../lower/legalize_typed_atomic16.ll --check-prefixes=XEHPC
; the new messages' intrinsics split by the message table (SVM_ATOMIC SIMD8, 8-oword blocks, DWORD_ATOMIC SIMD16):
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_message_intrinsics.ll -S | FileCheck %S/../lower/legalize_message_intrinsics.ll --check-prefixes=CHECK,LEGACY,SIMD8
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_message_intrinsics.ll -S | FileCheck %S/../lower/legalize_message_intrinsics.ll --check-prefixes=CHECK,LSC,SIMD16
; RUN: opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpc>' %S/../lower/legalize_qw_gather.ll -S | FileCheck %S/../lower/legalize_qw_gather.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<xehpg>' %S/../lower/legalize_qw_gather.ll -S 2>&1 | FileCheck %S/../lower/legalize_qw_gather.ll --check-prefix=ERR -DP=xehpg
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-legalize<gen9>' %S/../lower/legalize_qw_gather.ll -S 2>&1 | FileCheck %S/../lower/legalize_qw_gather.ll --check-prefix=ERR -DP=gen9
