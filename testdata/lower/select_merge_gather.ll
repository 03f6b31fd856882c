; Gathers with the same mask whose addresses are p, p+s, p+2s, ... (s the
; element size) read consecutive blocks of each lane: they become one
; SVM_GATHER with 2, 4 or 8 blocks (8 only of 4-byte blocks), built at the
; first of them; every member's value is sliced out of the result. A member
; moves up to the first one only if no operation it passes may write what
; it reads.
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform xelp -o %t 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: sed '/^define .*@\(not_across_writes\)(/,/^}/d' %s > %t.emit.ll
; RUN: visa-lower compile %t.emit.ll --emit llvm --verify-each --platform gen9 | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %t.emit.ll --emit llvm --verify-each --platform xelp | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %t.emit.ll --emit llvm --verify-each --platform xehpg --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %t.emit.ll --emit llvm --verify-each --platform xehpc --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %t.emit.ll --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %t.emit.ll --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %t.emit.ll --platform xehpg --messages legacy | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %t.emit.ll --platform xehpc --messages legacy | FileCheck %s --check-prefixes=VISA

; Four i32s in any order: 4 blocks of 4 bytes, block-major, so member c is
; elements 8c .. 8c+7. The passthrus go to their blocks in `old` (x: %pt,
; y: undef, z: %pt, w: zero).
; CHECK-LABEL: define <8 x i32> @four_i32(
; CHECK:         %x.addrs = ptrtoint <8 x ptr addrspace(1)> %p to <8 x i64>
; CHECK-NEXT:    [[XY:%.*]] = shufflevector <8 x i32> %pt, <8 x i32> undef, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    [[ZW:%.*]] = shufflevector <8 x i32> %pt, <8 x i32> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %x.old = shufflevector <16 x i32> [[XY]], <16 x i32> [[ZW]], <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %x.msg = call <32 x i32> @llvm.genx.svm.gather.v32i32.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %x.addrs, <32 x i32> %x.old)
; CHECK-NEXT:    %x = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %x.msg, i32 0, i32 8, i32 1, i16 0, i32 0)
; CHECK-NEXT:    %y = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %x.msg, i32 0, i32 8, i32 1, i16 32, i32 0)
; CHECK-NEXT:    %z = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %x.msg, i32 0, i32 8, i32 1, i16 64, i32 0)
; CHECK-NEXT:    %w = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %x.msg, i32 0, i32 8, i32 1, i16 96, i32 0)
; CHECK-NOT:     svm.gather
; CHECK:         ret <8 x i32> %r
; LEGAL-LABEL: define {{.*}}@four_i32(
; LEGAL: %x.msg = call <32 x i32> @llvm.genx.svm.gather.v32i32.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %x.addrs, <32 x i32> %x.old)
; VISA-LABEL: .kernel four_i32{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.4 (M1_NM, 8) p.0 x_msg.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i32> @four_i32(<8 x ptr addrspace(1)> %p, <8 x i1> %m, <8 x i32> %pt) {
  %x = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> %pt)
  %p1 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 1
  %y = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i32> undef)
  %p3 = getelementptr i8, <8 x ptr addrspace(1)> %p, i64 12
  %w = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p3, i32 4, <8 x i1> %m, <8 x i32> zeroinitializer)
  %p2 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 2
  %z = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p2, i32 4, <8 x i1> %m, <8 x i32> %pt)
  %xy = add <8 x i32> %x, %y
  %zw = mul <8 x i32> %z, %w
  %r = xor <8 x i32> %xy, %zw
  ret <8 x i32> %r
}

; Eight floats: 8 blocks of 4 bytes (legalize keeps such a message at SIMD8).
; CHECK-LABEL: define <8 x float> @eight_floats(
; CHECK:         %a0.msg = call <64 x i32> @llvm.genx.svm.gather.v64i32.v8i1.v8i64(<8 x i1> %m, i32 3, <8 x i64> %a0.addrs, <64 x i32> undef)
; CHECK-NEXT:    %a0.blocks = call <8 x i32> @llvm.genx.rdregioni.v8i32.v64i32.i16(<64 x i32> %a0.msg, i32 0, i32 8, i32 1, i16 0, i32 0)
; CHECK-NEXT:    %a0 = bitcast <8 x i32> %a0.blocks to <8 x float>
; CHECK:         %a7.blocks = call <8 x i32> @llvm.genx.rdregioni.v8i32.v64i32.i16(<64 x i32> %a0.msg, i32 0, i32 8, i32 1, i16 224, i32 0)
; CHECK-NOT:     svm.gather
; LEGAL-LABEL: define {{.*}}@eight_floats(
; LEGAL: %a0.msg = call <64 x i32> @llvm.genx.svm.gather.v64i32.v8i1.v8i64(<8 x i1> %m, i32 3, <8 x i64> %a0.addrs, <64 x i32> undef)
; VISA-LABEL: .kernel eight_floats{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.8 (M1_NM, 8) p.0 a0_msg.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x float> @eight_floats(<8 x ptr addrspace(1)> %p, <8 x i1> %m) {
  %p1 = getelementptr float, <8 x ptr addrspace(1)> %p, i64 1
  %p2 = getelementptr float, <8 x ptr addrspace(1)> %p, i64 2
  %p3 = getelementptr float, <8 x ptr addrspace(1)> %p, i64 3
  %p4 = getelementptr float, <8 x ptr addrspace(1)> %p, i64 4
  %p5 = getelementptr float, <8 x ptr addrspace(1)> %p, i64 5
  %p6 = getelementptr float, <8 x ptr addrspace(1)> %p, i64 6
  %p7 = getelementptr float, <8 x ptr addrspace(1)> %p, i64 7
  %a0 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x float> undef)
  %a1 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x float> undef)
  %a2 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p2, i32 4, <8 x i1> %m, <8 x float> undef)
  %a3 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p3, i32 4, <8 x i1> %m, <8 x float> undef)
  %a4 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p4, i32 4, <8 x i1> %m, <8 x float> undef)
  %a5 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p5, i32 4, <8 x i1> %m, <8 x float> undef)
  %a6 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p6, i32 4, <8 x i1> %m, <8 x float> undef)
  %a7 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p7, i32 4, <8 x i1> %m, <8 x float> undef)
  %s01 = fadd <8 x float> %a0, %a1
  %s23 = fadd <8 x float> %a2, %a3
  %s45 = fadd <8 x float> %a4, %a5
  %s67 = fadd <8 x float> %a6, %a7
  %s03 = fadd <8 x float> %s01, %s23
  %s47 = fadd <8 x float> %s45, %s67
  %s = fadd <8 x float> %s03, %s47
  ret <8 x float> %s
}

; Eight floats of 16 lanes: 8 blocks of 4 bytes are SIMD8-only, so one
; 8-block message would be split into two anyway; two 4-block messages at
; SIMD16 cost the same 2 messages and leave legalize nothing to split.
; CHECK-LABEL: define <16 x float> @eight_floats_16_lanes(
; CHECK:         %a0.msg = call <64 x i32> @llvm.genx.svm.gather.v64i32.v16i1.v16i64(<16 x i1> %m, i32 2, <16 x i64> %a0.addrs, <64 x i32> undef)
; CHECK:         %a4.msg = call <64 x i32> @llvm.genx.svm.gather.v64i32.v16i1.v16i64(<16 x i1> %m, i32 2, <16 x i64> %a4.addrs, <64 x i32> undef)
; CHECK-NOT:     svm.gather
; LEGAL-LABEL: define {{.*}}@eight_floats_16_lanes(
; LEGAL: %a0.msg = call <64 x i32> @llvm.genx.svm.gather.v64i32.v16i1.v16i64(<16 x i1> %m, i32 2, <16 x i64> %a0.addrs, <64 x i32> undef)
; LEGAL: %a4.msg = call <64 x i32> @llvm.genx.svm.gather.v64i32.v16i1.v16i64(<16 x i1> %m, i32 2, <16 x i64> %a4.addrs, <64 x i32> undef)
; VISA-LABEL: .kernel eight_floats_16_lanes{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.4 (M1_NM, 16) p.0 a0_msg.0
; VISA: ({{P[0-9]+}}) svm_gather.4.4 (M1_NM, 16) p4.0 a4_msg.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <16 x float> @eight_floats_16_lanes(<16 x ptr addrspace(1)> %p, <16 x i1> %m) {
  %p1 = getelementptr float, <16 x ptr addrspace(1)> %p, i64 1
  %p2 = getelementptr float, <16 x ptr addrspace(1)> %p, i64 2
  %p3 = getelementptr float, <16 x ptr addrspace(1)> %p, i64 3
  %p4 = getelementptr float, <16 x ptr addrspace(1)> %p, i64 4
  %p5 = getelementptr float, <16 x ptr addrspace(1)> %p, i64 5
  %p6 = getelementptr float, <16 x ptr addrspace(1)> %p, i64 6
  %p7 = getelementptr float, <16 x ptr addrspace(1)> %p, i64 7
  %a0 = call <16 x float> @llvm.masked.gather.v16f32.v16p1(<16 x ptr addrspace(1)> %p, i32 4, <16 x i1> %m, <16 x float> undef)
  %a1 = call <16 x float> @llvm.masked.gather.v16f32.v16p1(<16 x ptr addrspace(1)> %p1, i32 4, <16 x i1> %m, <16 x float> undef)
  %a2 = call <16 x float> @llvm.masked.gather.v16f32.v16p1(<16 x ptr addrspace(1)> %p2, i32 4, <16 x i1> %m, <16 x float> undef)
  %a3 = call <16 x float> @llvm.masked.gather.v16f32.v16p1(<16 x ptr addrspace(1)> %p3, i32 4, <16 x i1> %m, <16 x float> undef)
  %a4 = call <16 x float> @llvm.masked.gather.v16f32.v16p1(<16 x ptr addrspace(1)> %p4, i32 4, <16 x i1> %m, <16 x float> undef)
  %a5 = call <16 x float> @llvm.masked.gather.v16f32.v16p1(<16 x ptr addrspace(1)> %p5, i32 4, <16 x i1> %m, <16 x float> undef)
  %a6 = call <16 x float> @llvm.masked.gather.v16f32.v16p1(<16 x ptr addrspace(1)> %p6, i32 4, <16 x i1> %m, <16 x float> undef)
  %a7 = call <16 x float> @llvm.masked.gather.v16f32.v16p1(<16 x ptr addrspace(1)> %p7, i32 4, <16 x i1> %m, <16 x float> undef)
  %s01 = fadd <16 x float> %a0, %a1
  %s23 = fadd <16 x float> %a2, %a3
  %s45 = fadd <16 x float> %a4, %a5
  %s67 = fadd <16 x float> %a6, %a7
  %s03 = fadd <16 x float> %s01, %s23
  %s47 = fadd <16 x float> %s45, %s67
  %s = fadd <16 x float> %s03, %s47
  ret <16 x float> %s
}

; Two i64s with align 4 are 2 dword blocks each: one message of 4. The
; first gather reads p+8, the second p, whose address is defined after the
; first: the message addresses p as (p+8) - 8.
; CHECK-LABEL: define <4 x i64> @two_i64_align4_base_defined_later(
; CHECK:         [[HI:%.*]] = ptrtoint <4 x ptr addrspace(1)> %p1 to <4 x i64>
; CHECK-NEXT:    %y.addrs = add <4 x i64> [[HI]], <i64 -8, i64 -8, i64 -8, i64 -8>
; CHECK:         %y.msg = call <16 x i32> @llvm.genx.svm.gather.v16i32.v4i1.v4i64(<4 x i1> %m, i32 2, <4 x i64> %y.addrs,
; CHECK-NEXT:    %x.blocks = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %y.msg, i32 1, i32 2, i32 4, i16 0, i32 0)
; CHECK-NEXT:    %x = bitcast <8 x i32> %x.blocks to <4 x i64>
; CHECK-NEXT:    %y.blocks = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %y.msg, i32 1, i32 2, i32 4, i16 32, i32 0)
; CHECK-NEXT:    %y = bitcast <8 x i32> %y.blocks to <4 x i64>
; LEGAL-LABEL: define {{.*}}@two_i64_align4_base_defined_later(
; LEGAL: %y.msg.0 = call <32 x i32> @llvm.genx.svm.gather.v32i32.v8i1.v8i64(<8 x i1> %m.0, i32 2, <8 x i64> %y.addrs.0, <32 x i32> %y.old.0)
; VISA-LABEL: .kernel two_i64_align4_base_defined_later{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.4 (M1_NM, 8) y_addrs_0.0 y_msg_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <4 x i64> @two_i64_align4_base_defined_later(<4 x ptr addrspace(1)> %p1, <4 x i1> %m, <4 x i64> %pt) {
  %y = call <4 x i64> @llvm.masked.gather.v4i64.v4p1(<4 x ptr addrspace(1)> %p1, i32 4, <4 x i1> %m, <4 x i64> %pt)
  %p = getelementptr i64, <4 x ptr addrspace(1)> %p1, i64 -1
  %x = call <4 x i64> @llvm.masked.gather.v4i64.v4p1(<4 x ptr addrspace(1)> %p, i32 4, <4 x i1> %m, <4 x i64> undef)
  %d = sub <4 x i64> %x, %y
  ret <4 x i64> %d
}

; Two i16s: 4 one-byte blocks in 4-byte slots; member c takes bytes 2c, 2c+1.
; CHECK-LABEL: define <8 x i16> @two_i16(
; CHECK:         %x.msg = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %x.addrs, <32 x i8> undef)
; CHECK-NEXT:    %x.blocks = call <16 x i8> @llvm.genx.rdregioni.v16i8.v32i8.i16(<32 x i8> %x.msg, i32 4, i32 2, i32 1, i16 0, i32 0)
; CHECK-NEXT:    %x = bitcast <16 x i8> %x.blocks to <8 x i16>
; CHECK-NEXT:    %y.blocks = call <16 x i8> @llvm.genx.rdregioni.v16i8.v32i8.i16(<32 x i8> %x.msg, i32 4, i32 2, i32 1, i16 2, i32 0)
; CHECK-NEXT:    %y = bitcast <16 x i8> %y.blocks to <8 x i16>
; LEGAL-LABEL: define {{.*}}@two_i16(
; LEGAL: %x.msg = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %x.addrs, <32 x i8> undef)
; VISA-LABEL: .kernel two_i16{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.4 (M1_NM, 8) p.0 x_msg.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i16> @two_i16(<8 x ptr addrspace(1)> %p, <8 x i1> %m) {
  %p1 = getelementptr i16, <8 x ptr addrspace(1)> %p, i64 1
  %x = call <8 x i16> @llvm.masked.gather.v8i16.v8p1(<8 x ptr addrspace(1)> %p, i32 2, <8 x i1> %m, <8 x i16> undef)
  %y = call <8 x i16> @llvm.masked.gather.v8i16.v8p1(<8 x ptr addrspace(1)> %p1, i32 2, <8 x i1> %m, <8 x i16> undef)
  %s = add <8 x i16> %x, %y
  ret <8 x i16> %s
}

; Three consecutive i32s: the widest count that fits is 2 (then 1).
; CHECK-LABEL: define <8 x i32> @three_i32(
; CHECK:         call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1> %m, i32 1,
; CHECK:         call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 0,
; LEGAL-LABEL: define {{.*}}@three_i32(
; LEGAL: %x.msg = call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1> %m, i32 1, <8 x i64> %x.addrs, <16 x i32> undef)
; LEGAL: %z = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %z.addrs, <8 x i32> undef)
; VISA-LABEL: .kernel three_i32{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.2 (M1_NM, 8) p.0 x_msg.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) p2.0 z.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i32> @three_i32(<8 x ptr addrspace(1)> %p, <8 x i1> %m) {
  %p1 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 1
  %p2 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 2
  %x = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  %y = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i32> undef)
  %z = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p2, i32 4, <8 x i1> %m, <8 x i32> undef)
  %s = add <8 x i32> %x, %y
  %t = add <8 x i32> %s, %z
  ret <8 x i32> %t
}

; Not merged: a write to global memory at unknown offsets (a stateless
; SCATTER4_SCALED, surface 255) or an unknown call between them.
; CHECK-LABEL: define <8 x i32> @not_across_writes(
; CHECK-COUNT-3: call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 0,
; CHECK-NOT:     svm.gather
define <8 x i32> @not_across_writes(<8 x ptr addrspace(1)> %p, <8 x i1> %m, <8 x i32> %off) {
  %p1 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 1
  %a = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 255, i32 0, <8 x i32> %off, <8 x i32> %a)
  %b = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i32> undef)
  call void @unknown()
  %c = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  %ab = add <8 x i32> %a, %b
  %r = add <8 x i32> %ab, %c
  ret <8 x i32> %r
}

; Not merged: different masks; a passthru defined after the first gather
; (the message would be built at the first).
; CHECK-LABEL: define <8 x i32> @not_merged(
; CHECK-COUNT-3: call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(
; CHECK-NOT:     svm.gather
; CHECK:         ret <8 x i32> %r
; LEGAL-LABEL: define {{.*}}@not_merged(
; LEGAL: %a = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %a.addrs, <8 x i32> undef)
; LEGAL: %b = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %n, i32 0, <8 x i64> %b.addrs, <8 x i32> undef)
; LEGAL: %d = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %d.addrs, <8 x i32> %pt)
; VISA-LABEL: .kernel not_merged{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) p.0 a.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) p1.0 b.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) p1.0 d.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i32> @not_merged(<8 x ptr addrspace(1)> %p, <8 x i1> %m, <8 x i1> %n) {
  %p1 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 1
  %a = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  %b = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %n, <8 x i32> undef)
  %pt = add <8 x i32> %a, %b
  %d = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i32> %pt)
  %r = add <8 x i32> %pt, %d
  ret <8 x i32> %r
}

; STATS:      stats: select: svm_gather: 33
; STATS-NEXT: stats: select: merged: 26
; STATS-NOT:  stats: select

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)
declare <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x float>)
declare <4 x i64> @llvm.masked.gather.v4i64.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x i64>)
declare <8 x i16> @llvm.masked.gather.v8i16.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i16>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)
declare void @unknown()
declare <16 x float> @llvm.masked.gather.v16f32.v16p1(<16 x ptr addrspace(1)>, i32, <16 x i1>, <16 x float>)
