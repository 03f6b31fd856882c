; gep-offsets (docs/lowering.md "gep-offsets"): within a block, vector GEPs
; of one base and one 64-bit index %idx plus constant vectors whose
; constants differ from an earlier one's by the same number in every lane
; are rebased on that earlier GEP: the address is computed once, each later
; one adds a constant (bytes: 4 x the difference), on xe2 the LSC message's
; immediate offset. In %entry: %p1 (+16 elements, 64 bytes) and %p2 (-8,
; -32 bytes) on %p0; %p3's constants (0, 2, 4, ...) differ from %p0's by
; 0, 1, 2, ...: no splat, a family of its own, and %p4 (1, 3, 5, ...) is %p3
; plus 1 (4 bytes). %q0 and %q1 index with i32, narrower than the pointers
; (sign-extended after the add wrapped): kept. In %more (another block:
; nothing is shared across blocks) %p7 is %p6 - 32 (-128 bytes) and the
; scatter address %s1 is %s0 + 32 (128 bytes).
; Lane i of idx and idx32 is 16 + 2i; a is u32 iota; lanes 2 and 5 are
; disabled (passthru 1000, no scatter write). Gathers by hand: g0 a[16+3i],
; g1 a[32+3i], g2 a[8+3i], g3 a[16+4i], g4 a[17+4i], h0 a[16+3i],
; h1 a[20+3i], g6 a[48+3i], g7 a[16+3i], stored to out[8k..8k+7], k = 0..8;
; the scatters write g6 to out[80+3i] and g7 to out[112+3i].
; RUN: visa-lower run %s --launch %S/gep_offsets.toml --platform gen9 --verify --dump out | FileCheck %s -DP=gen9
; RUN: visa-lower run %s --launch %S/gep_offsets.toml --platform xelp --verify --dump out | FileCheck %s -DP=xelp
; RUN: visa-lower run %s --launch %S/gep_offsets.toml --platform xehpg --verify --dump out | FileCheck %s -DP=xehpg
; RUN: visa-lower run %s --launch %S/gep_offsets.toml --platform xehpc --verify --dump out | FileCheck %s -DP=xehpc
; RUN: visa-lower run %s --launch %S/gep_offsets.toml --platform mtl --verify --dump out | FileCheck %s -DP=mtl
; RUN: visa-lower run %s --launch %S/gep_offsets.toml --platform xe2 --verify --dump out | FileCheck %s -DP=xe2
; RUN: visa-lower compile %s --passes=gep-offsets --verify-each --emit llvm --stats -o - 2>&1 | FileCheck %s --check-prefix=IR
; RUN: visa-lower compile %s --platform xehpc --no-locations | FileCheck %s --check-prefix=QWORDS
; RUN: visa-lower compile %s --platform xe2 --no-locations | FileCheck %s --check-prefix=XE2
; CHECK: kernel gep_offsets on [[P]]: ok
; CHECK: verification against the reference: passed
; CHECK: {{^}}buffer out @ 0x{{[0-9a-f]+}} (768 bytes, as u32):{{$}}
; CHECK-NEXT: 000: 16 19 1000 25
; CHECK-NEXT: 010: 28 1000 34 37
; CHECK-NEXT: 020: 32 35 1000 41
; CHECK-NEXT: 030: 44 1000 50 53
; CHECK-NEXT: 040: 8 11 1000 17
; CHECK-NEXT: 050: 20 1000 26 29
; CHECK-NEXT: 060: 16 20 1000 28
; CHECK-NEXT: 070: 32 1000 40 44
; CHECK-NEXT: 080: 17 21 1000 29
; CHECK-NEXT: 090: 33 1000 41 45
; CHECK-NEXT: 0a0: 16 19 1000 25
; CHECK-NEXT: 0b0: 28 1000 34 37
; CHECK-NEXT: 0c0: 20 23 1000 29
; CHECK-NEXT: 0d0: 32 1000 38 41
; CHECK-NEXT: 0e0: 48 51 1000 57
; CHECK-NEXT: 0f0: 60 1000 66 69
; CHECK-NEXT: 100: 16 19 1000 25
; CHECK-NEXT: 110: 28 1000 34 37
; CHECK-NEXT: 120: 0 0 0 0
; CHECK-NEXT: *
; CHECK-NEXT: 140: 48 0 0 51
; CHECK-NEXT: 150: 0 0 0 0
; CHECK-NEXT: 160: 0 57 0 0
; CHECK-NEXT: 170: 60 0 0 0
; CHECK-NEXT: 180: 0 0 66 0
; CHECK-NEXT: 190: 0 69 0 0
; CHECK-NEXT: 1a0: 0 0 0 0
; CHECK-NEXT: *
; CHECK-NEXT: 1c0: 16 0 0 19
; CHECK-NEXT: 1d0: 0 0 0 0
; CHECK-NEXT: 1e0: 0 25 0 0
; CHECK-NEXT: 1f0: 28 0 0 0
; CHECK-NEXT: 200: 0 0 34 0
; CHECK-NEXT: 210: 0 37 0 0
; CHECK-NEXT: 220: 0 0 0 0
; CHECK-NEXT: *
;
; IR-LABEL: entry:
; IR-NEXT: %i0 = add <8 x i64> %idx, <i64 0, i64 1,
; IR-NEXT: %p0 = getelementptr i32, ptr addrspace(1) %a, <8 x i64> %i0
; IR-NOT: %i1 =
; IR: %p1 = getelementptr i32, <8 x ptr addrspace(1)> %p0, <8 x i64> <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
; IR-NOT: %i2 =
; IR: %p2 = getelementptr i32, <8 x ptr addrspace(1)> %p0, <8 x i64> <i64 -8, i64 -8, i64 -8, i64 -8, i64 -8, i64 -8, i64 -8, i64 -8>
; IR: %i3 = add <8 x i64> %idx, <i64 0, i64 2,
; IR-NEXT: %p3 = getelementptr i32, ptr addrspace(1) %a, <8 x i64> %i3
; IR: %p4 = getelementptr i32, <8 x ptr addrspace(1)> %p3, <8 x i64> <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
; IR: %q0 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i32> %j0
; IR: %q1 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i32> %j1
; IR-LABEL: more:
; IR: %p6 = getelementptr i32, ptr addrspace(1) %a, <8 x i64> %i6
; IR: %p7 = getelementptr i32, <8 x ptr addrspace(1)> %p6, <8 x i64> <i64 -32, i64 -32, i64 -32, i64 -32, i64 -32, i64 -32, i64 -32, i64 -32>
; IR: %s0 = getelementptr i32, ptr addrspace(1) %out, <8 x i64> %k0
; IR: %s1 = getelementptr i32, <8 x ptr addrspace(1)> %s0, <8 x i64> <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
; IR: stats: gep-offsets: geps_rebased: 5
;
; QWORDS-LABEL: entry:
; QWORDS: add (M1_NM, 8) p0(0,0)<1> a(0,0)<0;1,0>
; QWORDS: add (M1_NM, 8) p1(0,0)<1> p0(0,0)<8;8,1> 0x40:uq
; QWORDS: add (M1_NM, 8) p2(0,0)<1> p0(0,0)<8;8,1> 0xffffffffffffffe0:uq
; QWORDS: add (M1_NM, 8) p3(0,0)<1> a(0,0)<0;1,0>
; QWORDS: add (M1_NM, 8) p4(0,0)<1> p3(0,0)<8;8,1> 0x4:uq
; QWORDS: add (M1_NM, 8) q0(0,0)<1> a(0,0)<0;1,0>
; QWORDS: add (M1_NM, 8) q1(0,0)<1> a(0,0)<0;1,0>
; QWORDS-LABEL: more:
; QWORDS: add (M1_NM, 8) p6(0,0)<1> a(0,0)<0;1,0>
; QWORDS: add (M1_NM, 8) p7(0,0)<1> p6(0,0)<8;8,1> 0xffffffffffffff80:uq
; QWORDS: add (M1_NM, 8) s0(0,0)<1> out(0,0)<0;1,0>
; QWORDS: add (M1_NM, 8) s1(0,0)<1> s0(0,0)<8;8,1> 0x80:uq
;
; XE2-LABEL: entry:
; XE2: lsc_load.ugm (M1_NM, 8) g0.0:d32 flat[p0.0]:a64
; XE2: lsc_load.ugm (M1_NM, 8) g1.0:d32 flat[p0.0+0x40]:a64
; XE2: lsc_load.ugm (M1_NM, 8) g2.0:d32 flat[p0.0-0x20]:a64
; XE2: lsc_load.ugm (M1_NM, 8) g3.0:d32 flat[p3.0]:a64
; XE2: lsc_load.ugm (M1_NM, 8) g4.0:d32 flat[p3.0+0x4]:a64
; XE2-LABEL: more:
; XE2: lsc_load.ugm (M1_NM, 8) g7.0:d32 flat[p6.0-0x80]:a64
; XE2: lsc_store.ugm (M1_NM, 8) flat[s0.0]:a64 g6.0:d32
; XE2: lsc_store.ugm (M1_NM, 8) flat[s0.0+0x80]:a64 g7.0:d32
define void @gep_offsets(ptr addrspace(1) %a, <8 x i64> %idx, <8 x i32> %idx32, <8 x i1> %m, i32 %n, ptr addrspace(1) %out) {
entry:
  %i0 = add <8 x i64> %idx, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i64> %i0
  %g0 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p0, i32 4, <8 x i1> %m, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %o0 = getelementptr i32, ptr addrspace(1) %out, i64 0
  store <8 x i32> %g0, ptr addrspace(1) %o0, align 4
  %i1 = add <8 x i64> %idx, <i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23>
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i64> %i1
  %g1 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 8
  store <8 x i32> %g1, ptr addrspace(1) %o1, align 4
  %i2 = add <8 x i64> %idx, <i64 -8, i64 -7, i64 -6, i64 -5, i64 -4, i64 -3, i64 -2, i64 -1>
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i64> %i2
  %g2 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p2, i32 4, <8 x i1> %m, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 16
  store <8 x i32> %g2, ptr addrspace(1) %o2, align 4
  %i3 = add <8 x i64> %idx, <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12, i64 14>
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i64> %i3
  %g3 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p3, i32 4, <8 x i1> %m, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 24
  store <8 x i32> %g3, ptr addrspace(1) %o3, align 4
  %i4 = add <8 x i64> %idx, <i64 1, i64 3, i64 5, i64 7, i64 9, i64 11, i64 13, i64 15>
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i64> %i4
  %g4 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p4, i32 4, <8 x i1> %m, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %o4 = getelementptr i32, ptr addrspace(1) %out, i64 32
  store <8 x i32> %g4, ptr addrspace(1) %o4, align 4
  %j0 = add <8 x i32> %idx32, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i32> %j0
  %h0 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %q0, i32 4, <8 x i1> %m, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %o5 = getelementptr i32, ptr addrspace(1) %out, i64 40
  store <8 x i32> %h0, ptr addrspace(1) %o5, align 4
  %j1 = add <8 x i32> %idx32, <i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11>
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i32> %j1
  %h1 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %q1, i32 4, <8 x i1> %m, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %o6 = getelementptr i32, ptr addrspace(1) %out, i64 48
  store <8 x i32> %h1, ptr addrspace(1) %o6, align 4
  %go = icmp ugt i32 %n, 3
  br i1 %go, label %more, label %done

more:
  %i6 = add <8 x i64> %idx, <i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39>
  %p6 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i64> %i6
  %g6 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p6, i32 4, <8 x i1> %m, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %o7 = getelementptr i32, ptr addrspace(1) %out, i64 56
  store <8 x i32> %g6, ptr addrspace(1) %o7, align 4
  %i7 = add <8 x i64> %idx, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %p7 = getelementptr inbounds i32, ptr addrspace(1) %a, <8 x i64> %i7
  %g7 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p7, i32 4, <8 x i1> %m, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %o8 = getelementptr i32, ptr addrspace(1) %out, i64 64
  store <8 x i32> %g7, ptr addrspace(1) %o8, align 4
  %k0 = add <8 x i64> %idx, <i64 64, i64 65, i64 66, i64 67, i64 68, i64 69, i64 70, i64 71>
  %s0 = getelementptr inbounds i32, ptr addrspace(1) %out, <8 x i64> %k0
  call void @llvm.masked.scatter.v8i32.v8p1(<8 x i32> %g6, <8 x ptr addrspace(1)> %s0, i32 4, <8 x i1> %m)
  %k1 = add <8 x i64> %idx, <i64 96, i64 97, i64 98, i64 99, i64 100, i64 101, i64 102, i64 103>
  %s1 = getelementptr inbounds i32, ptr addrspace(1) %out, <8 x i64> %k1
  call void @llvm.masked.scatter.v8i32.v8p1(<8 x i32> %g7, <8 x ptr addrspace(1)> %s1, i32 4, <8 x i1> %m)
  br label %done

done:
  ret void
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)
declare void @llvm.masked.scatter.v8i32.v8p1(<8 x i32>, <8 x ptr addrspace(1)>, i32, <8 x i1>)
