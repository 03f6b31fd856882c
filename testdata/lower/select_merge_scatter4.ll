; Up to four 32-bit SLM scatters with the same mask to p, p+4, p+8, p+12
; become one SCATTER4_SCALED with those channels (any subset of RGBA; the
; lowest address is channel R), data channel-major in channel order. The
; message is built at the last scatter, so the earlier ones move down to it:
; only when the memory-dependence graph shows that nothing they pass may
; alias them, and that members written out of program order cannot overlap.
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform xehpg --messages legacy -o %t 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: sed '/^define .*@\(not_across_aliasing_operations\)(/,/^}/d' %s > %t.emit.ll
; RUN: visa-lower compile %t.emit.ll --emit llvm --verify-each --platform gen9 | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %t.emit.ll --emit llvm --verify-each --platform xelp | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %t.emit.ll --emit llvm --verify-each --platform xehpg --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %t.emit.ll --emit llvm --verify-each --platform xehpc --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %t.emit.ll --platform gen9 | FileCheck %s --check-prefixes=VISA,VISA-GRF32
; RUN: visa-lower compile %t.emit.ll --platform xelp | FileCheck %s --check-prefixes=VISA,VISA-GRF32
; RUN: visa-lower compile %t.emit.ll --platform xehpg --messages legacy | FileCheck %s --check-prefixes=VISA,VISA-GRF32
; RUN: visa-lower compile %t.emit.ll --platform xehpc --messages legacy | FileCheck %s --check-prefixes=VISA,VISA-XEHPC

; Four channels; the GEPs may count in i32s or in bytes. float data is
; written as its bits when the channels' types differ.
; CHECK-LABEL: define void @rgba(
; CHECK:         %slm.offsets = ptrtoint <8 x ptr addrspace(3)> %p to <8 x i32>
; CHECK-NEXT:    %slm.bits = bitcast <8 x float> %b to <8 x i32>
; CHECK-NEXT:    [[RG:%.*]] = shufflevector <8 x i32> %a, <8 x i32> %slm.bits, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    [[BA:%.*]] = shufflevector <8 x i32> %c, <8 x i32> %d, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %slm.data = shufflevector <16 x i32> [[RG]], <16 x i32> [[BA]], <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v32i32(<8 x i1> %m, i32 15, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets, <32 x i32> %slm.data)
; CHECK-NEXT:    ret void
; LEGAL-LABEL: define {{.*}}@rgba(
; LEGAL: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v32i32(<8 x i1> %m, i32 15, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets, <32 x i32> %slm.data)
; VISA-GRF32-LABEL: .kernel rgba{{$}}
; VISA-GRF32: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-GRF32: ({{P[0-9]+}}) scatter4_scaled.RGBA (M1_NM, 8) %slm 0x0:ud p.0 slm_data.0
; VISA-GRF32-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
; VISA-XEHPC-LABEL: .kernel rgba{{$}}
; VISA-XEHPC: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-XEHPC: ({{P[0-9]+}}) scatter4_scaled.RGBA (M1_NM, 8) %slm 0x0:ud p.0 {{V[0-9]+}}.0
; VISA-XEHPC-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @rgba(ptr addrspace(3) %base, <8 x i32> %idx, <8 x i1> %m, <8 x i32> %a, <8 x float> %b, <8 x i32> %c, <8 x i32> %d) {
  %p = getelementptr i32, ptr addrspace(3) %base, <8 x i32> %idx
  %p1 = getelementptr i32, <8 x ptr addrspace(3)> %p, i64 1
  %p2 = getelementptr i8, <8 x ptr addrspace(3)> %p, i64 8
  %p3 = getelementptr i32, <8 x ptr addrspace(3)> %p, i64 3
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %a, <8 x ptr addrspace(3)> %p, i32 4, <8 x i1> %m)
  call void @llvm.masked.scatter.v8f32.v8p3(<8 x float> %b, <8 x ptr addrspace(3)> %p1, i32 4, <8 x i1> %m)
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %c, <8 x ptr addrspace(3)> %p2, i32 4, <8 x i1> %m)
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %d, <8 x ptr addrspace(3)> %p3, i32 4, <8 x i1> %m)
  ret void
}

; A subset: p+4 and p+12 are channels R and B of a message at p+4. A gather
; from global memory in between touches another memory: no obstacle.
; CHECK-LABEL: define <8 x float> @r_b_across_a_global_gather(
; CHECK:         %v = call <8 x float> @llvm.genx.svm.gather.v8f32.v8i1.v8i64(
; CHECK-NEXT:    %slm.offsets = ptrtoint <8 x ptr addrspace(3)> %p1 to <8 x i32>
; CHECK-NEXT:    %slm.data = shufflevector <8 x float> %a, <8 x float> %v, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %m, i32 5, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets, <16 x float> %slm.data)
; CHECK-NEXT:    ret <8 x float> %v
; LEGAL-LABEL: define {{.*}}@r_b_across_a_global_gather(
; LEGAL: %v = call <8 x float> @llvm.genx.svm.gather.v8f32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %v.addrs, <8 x float> undef)
; LEGAL: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %m, i32 5, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets, <16 x float> %slm.data)
; VISA-GRF32-LABEL: .kernel r_b_across_a_global_gather{{$}}
; VISA-GRF32: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-GRF32: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) g.0 v.0
; VISA-GRF32: ({{P[0-9]+}}) scatter4_scaled.RB (M1_NM, 8) %slm 0x0:ud p1.0 slm_data.0
; VISA-GRF32-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
; VISA-XEHPC-LABEL: .kernel r_b_across_a_global_gather{{$}}
; VISA-XEHPC: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-XEHPC: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) g.0 v.0
; VISA-XEHPC: ({{P[0-9]+}}) scatter4_scaled.RB (M1_NM, 8) %slm 0x0:ud p1.0 {{V[0-9]+}}.0
; VISA-XEHPC-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x float> @r_b_across_a_global_gather(<8 x ptr addrspace(3)> %p, <8 x i1> %m, <8 x float> %a, <8 x ptr addrspace(1)> %g) {
  %p1 = getelementptr float, <8 x ptr addrspace(3)> %p, i64 1
  %p3 = getelementptr float, <8 x ptr addrspace(3)> %p, i64 3
  call void @llvm.masked.scatter.v8f32.v8p3(<8 x float> %a, <8 x ptr addrspace(3)> %p1, i32 4, <8 x i1> %m)
  %v = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %g, i32 4, <8 x i1> %m, <8 x float> undef)
  call void @llvm.masked.scatter.v8f32.v8p3(<8 x float> %v, <8 x ptr addrspace(3)> %p3, i32 4, <8 x i1> %m)
  ret <8 x float> %v
}

; Not merged: an unknown call may read or write anything, and an SLM
; message at offsets nobody knows may alias p.
; CHECK-LABEL: define void @not_across_aliasing_operations(
; CHECK:         call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets, <8 x i32> %a)
; CHECK-NEXT:    call void @unknown()
; CHECK-NEXT:    %slm.offsets1 = ptrtoint <8 x ptr addrspace(3)> %p1 to <8 x i32>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets1, <8 x i32> %a)
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %off, <8 x i32> %a)
; CHECK-NEXT:    %slm.offsets2 = ptrtoint <8 x ptr addrspace(3)> %p2 to <8 x i32>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets2, <8 x i32> %a)
define void @not_across_aliasing_operations(<8 x ptr addrspace(3)> %p, <8 x i1> %m, <8 x i32> %a, <8 x i32> %off) {
  %p1 = getelementptr i32, <8 x ptr addrspace(3)> %p, i64 1
  %p2 = getelementptr i32, <8 x ptr addrspace(3)> %p, i64 2
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %a, <8 x ptr addrspace(3)> %p, i32 4, <8 x i1> %m)
  call void @unknown()
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %a, <8 x ptr addrspace(3)> %p1, i32 4, <8 x i1> %m)
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %off, <8 x i32> %a)
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %a, <8 x ptr addrspace(3)> %p2, i32 4, <8 x i1> %m)
  ret void
}

; Not merged: different masks.
; CHECK-LABEL: define void @not_with_different_masks(
; CHECK:         call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1,
; CHECK:         call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %n, i32 1,
; LEGAL-LABEL: define {{.*}}@not_with_different_masks(
; LEGAL: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets, <8 x i32> %a)
; LEGAL: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %n, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets1, <8 x i32> %a)
; VISA-LABEL: .kernel not_with_different_masks{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud p.0 a.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud p1.0 a.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @not_with_different_masks(<8 x ptr addrspace(3)> %p, <8 x i1> %m, <8 x i1> %n, <8 x i32> %a) {
  %p1 = getelementptr i32, <8 x ptr addrspace(3)> %p, i64 1
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %a, <8 x ptr addrspace(3)> %p, i32 4, <8 x i1> %m)
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %a, <8 x ptr addrspace(3)> %p1, i32 4, <8 x i1> %n)
  ret void
}

; Written in the opposite order of the channels: SCATTER4_SCALED writes R
; before B, so the two may be merged only if they cannot overlap. With a
; vector of unknown addresses they may (lane 1 of p may be lane 0 of p+8):
; not merged. With addresses known lane by lane (base + 16 * lane) they
; cannot: merged.
; CHECK-LABEL: define void @reversed_unknown_lanes(
; CHECK-COUNT-2: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1,
; LEGAL-LABEL: define {{.*}}@reversed_unknown_lanes(
; LEGAL: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets, <8 x i32> %c)
; LEGAL: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets1, <8 x i32> %a)
; VISA-LABEL: .kernel reversed_unknown_lanes{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud p2.0 c.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud p.0 a.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @reversed_unknown_lanes(<8 x ptr addrspace(3)> %p, <8 x i1> %m, <8 x i32> %a, <8 x i32> %c) {
  %p2 = getelementptr i32, <8 x ptr addrspace(3)> %p, i64 2
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %c, <8 x ptr addrspace(3)> %p2, i32 4, <8 x i1> %m)
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %a, <8 x ptr addrspace(3)> %p, i32 4, <8 x i1> %m)
  ret void
}

; CHECK-LABEL: define void @reversed_known_lanes(
; CHECK:         %slm.offsets = ptrtoint <4 x ptr addrspace(3)> %p to <4 x i32>
; CHECK-NEXT:    %slm.data = shufflevector <4 x i32> %a, <4 x i32> %c, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v4i1.v4i32.v8i32(<4 x i1> %m, i32 5, i16 0, i32 254, i32 0, <4 x i32> %slm.offsets, <8 x i32> %slm.data)
; LEGAL-LABEL: define {{.*}}@reversed_known_lanes(
; LEGAL: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16i32(<8 x i1> %m.0, i32 5, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets.0, <16 x i32> %slm.data.0)
; VISA-GRF32-LABEL: .kernel reversed_known_lanes{{$}}
; VISA-GRF32: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-GRF32: ({{P[0-9]+}}) scatter4_scaled.RB (M1_NM, 8) %slm 0x0:ud slm_offsets_0.0 slm_data_0.0
; VISA-GRF32-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
; VISA-XEHPC-LABEL: .kernel reversed_known_lanes{{$}}
; VISA-XEHPC: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-XEHPC: ({{P[0-9]+}}) scatter4_scaled.RB (M1_NM, 8) %slm 0x0:ud slm_offsets_0.0 {{V[0-9]+}}.0
; VISA-XEHPC-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @reversed_known_lanes(ptr addrspace(3) %base, <4 x i1> %m, <4 x i32> %a, <4 x i32> %c) {
  %p = getelementptr i32, ptr addrspace(3) %base, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %p2 = getelementptr i32, <4 x ptr addrspace(3)> %p, i64 2
  call void @llvm.masked.scatter.v4i32.v4p3(<4 x i32> %c, <4 x ptr addrspace(3)> %p2, i32 4, <4 x i1> %m)
  call void @llvm.masked.scatter.v4i32.v4p3(<4 x i32> %a, <4 x ptr addrspace(3)> %p, i32 4, <4 x i1> %m)
  ret void
}

; STATS:      stats: select: scatter4_scaled: 15
; STATS-NEXT: stats: select: merged: 8
; STATS-NEXT: stats: select: svm_gather: 1

declare void @llvm.masked.scatter.v8i32.v8p3(<8 x i32>, <8 x ptr addrspace(3)>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v8f32.v8p3(<8 x float>, <8 x ptr addrspace(3)>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v4i32.v4p3(<4 x i32>, <4 x ptr addrspace(3)>, i32, <4 x i1>)
declare <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x float>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)
declare void @unknown()
