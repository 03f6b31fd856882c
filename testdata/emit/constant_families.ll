; Constant families (emit/hoist.rs): constants that differ from one another
; by a scalar are written once, at the kernel's start, and each use is one
; `add` of that scalar per 16 lanes from it (a `mov` where it is the
; written one). Four gathers of `a` (u32 iota) at %idx plus the index
; vectors 0..15, 16..31, 48..63 and -16..-1 (clang's `add <16 x i64>`
; before a GEP), with passthrus 1000 + i, 2000 + i, 3000 + i and 1000 + i.
; - On gen9, xehpc and xe2, whose ALU adds qwords, the index vectors are one
;   family of qwords: 0..15 written once (dwords from `0x76543210:uv` and
;   an add of 8, widened by one mov), the others one qword add of 16, 48
;   and -16 (a `:q` immediate, which the finalizer writes as a word): each
;   gather's index takes one instruction where it took four. The
;   passthrus are a family of dwords: 1000 + i written once (three
;   steps), 2000 + i and 3000 + i an add of 1000 and 2000, the last
;   gather's 1000 + i a mov.
; - On xelp, xehpg and mtl, whose ALU does not, a qword constant is its low
;   and high dwords (int64.rs): the low dwords 0..15, 16..31, 48..63 and
;   2^32 - 16 .. 2^32 - 1 and the passthrus are all one family of dwords,
;   0..15 written once and every other member one add (0x10, 0x30,
;   0xfffffff0; 0x3e8, 0x7d0, 0xbb8); the high dwords are 0 and 0xffffffff.
; Lane i of idx is 16 + 2i, so gather g reads a[16 + 3i + o_g] (o_g = 0,
; 16, 48, -16), computed by hand below; lanes 3, 6, 9, 12 are disabled and
; return the passthru. The multi-block form: constant_families_blocks.ll.
; The compiles below leave out gep-offsets, which would rebase each gather
; on the first of its block (docs/lowering.md "gep-offsets"): the families
; tested are emit's, of the IR as written. The runs take the whole pipeline.
; RUN: visa-lower run %s --launch %S/constant_families.toml --platform gen9 --verify --dump out | FileCheck %s -DP=gen9
; RUN: visa-lower run %s --launch %S/constant_families.toml --platform xelp --verify --dump out | FileCheck %s -DP=xelp
; RUN: visa-lower run %s --launch %S/constant_families.toml --platform xehpg --verify --dump out | FileCheck %s -DP=xehpg
; RUN: visa-lower run %s --launch %S/constant_families.toml --platform xehpc --verify --dump out | FileCheck %s -DP=xehpc
; RUN: visa-lower run %s --launch %S/constant_families.toml --platform mtl --verify --dump out | FileCheck %s -DP=mtl
; RUN: visa-lower run %s --launch %S/constant_families.toml --platform xe2 --verify --dump out | FileCheck %s -DP=xe2
; RUN: visa-lower compile %s --platform xehpc --passes=dead-loads,select,legalize --no-locations | FileCheck %s --check-prefix=QWORDS
; RUN: visa-lower compile %s --platform xe2 --passes=dead-loads,select,legalize --no-locations | FileCheck %s --check-prefix=QWORDS
; RUN: visa-lower compile %s --platform xehpg --passes=dead-loads,select,legalize --no-locations | FileCheck %s --check-prefix=DWORDS
; RUN: visa-lower compile %s --platform xelp --passes=dead-loads,select,legalize --no-locations | FileCheck %s --check-prefix=DWORDS
; CHECK: kernel constant_families on [[P]]: ok
; CHECK: verification against the reference: passed
; CHECK: {{^}}buffer out @ 0x{{[0-9a-f]+}} (256 bytes, as u32):{{$}}
; CHECK-NEXT: 0: 16 19 22 1003
; CHECK-NEXT: 10: 28 31 1006 37
; CHECK-NEXT: 20: 40 1009 46 49
; CHECK-NEXT: 30: 1012 55 58 61
; CHECK-NEXT: 40: 32 35 38 2003
; CHECK-NEXT: 50: 44 47 2006 53
; CHECK-NEXT: 60: 56 2009 62 65
; CHECK-NEXT: 70: 2012 71 74 77
; CHECK-NEXT: 80: 64 67 70 3003
; CHECK-NEXT: 90: 76 79 3006 85
; CHECK-NEXT: a0: 88 3009 94 97
; CHECK-NEXT: b0: 3012 103 106 109
; CHECK-NEXT: c0: 0 3 6 1003
; CHECK-NEXT: d0: 12 15 1006 21
; CHECK-NEXT: e0: 24 1009 30 33
; CHECK-NEXT: f0: 1012 39 42 45
;
; The bases, at the kernel's start: 0..15 as qwords, then 1000 + i.
; QWORDS-LABEL: constant_families_BB_0_0:
; QWORDS-NEXT: mov (M1_NM, 8) [[D:V[0-9]+]](0,0)<1> 0x76543210:uv
; QWORDS-NEXT: add (M1_NM, 8) [[D]](0,8)<1> [[D]](0,0)<8;8,1> 0x8:ud
; QWORDS-NEXT: mov (M1_NM, 16) [[Q:V[0-9]+]](0,0)<1> [[D]](0,0)<16;16,1>
; QWORDS-NEXT: mov (M1_NM, 8) [[T:V[0-9]+]](0,0)<1> 0x76543210:uv
; QWORDS-NEXT: add (M1_NM, 8) [[T]](0,0)<1> [[T]](0,0)<8;8,1> 0x3e8:ud
; QWORDS-NEXT: add (M1_NM, 8) [[T]](0,8)<1> [[T]](0,0)<8;8,1> 0x8:ud
; QWORDS: mov (M1_NM, 16) [[I0:V[0-9]+]](0,0)<1> [[Q]](0,0)<16;16,1>
; QWORDS-NEXT: add (M1_NM, 16) i_g0(0,0)<1> idx(0,0)<16;16,1> [[I0]](0,0)<16;16,1>
; QWORDS: mov (M1_NM, 16) g_g0(0,0)<1> [[T]](0,0)<16;16,1>
; Each later gather: the index (one add), its sum, shift and address, the
; passthru (one add or mov) and the message.
; QWORDS: add (M1_NM, 16) [[I1:V[0-9]+]](0,0)<1> [[Q]](0,0)<16;16,1> 0x10:uq
; QWORDS-NEXT: add (M1_NM, 16) i_g1(0,0)<1> idx(0,0)<16;16,1> [[I1]](0,0)<16;16,1>
; QWORDS-NEXT: shl
; QWORDS-NEXT: add (M1_NM, 16) p_g1
; QWORDS-NEXT: add (M1_NM, 16) g_g1(0,0)<1> [[T]](0,0)<16;16,1> 0x3e8:ud
; QWORDS-NEXT: (P1) lsc_load.ugm (M1_NM, 16) g_g1.0:d32 flat[p_g1.0]:a64
; QWORDS: add (M1_NM, 16) [[I2:V[0-9]+]](0,0)<1> [[Q]](0,0)<16;16,1> 0x30:uq
; QWORDS-NEXT: add (M1_NM, 16) i_g2(0,0)<1> idx(0,0)<16;16,1> [[I2]](0,0)<16;16,1>
; QWORDS-NEXT: shl
; QWORDS-NEXT: add (M1_NM, 16) p_g2
; QWORDS-NEXT: add (M1_NM, 16) g_g2(0,0)<1> [[T]](0,0)<16;16,1> 0x7d0:ud
; QWORDS-NEXT: (P1) lsc_load.ugm (M1_NM, 16) g_g2.0:d32 flat[p_g2.0]:a64
; QWORDS: add (M1_NM, 16) [[I3:V[0-9]+]](0,0)<1> [[Q]](0,0)<16;16,1> 0xfffffffffffffff0:q
; QWORDS-NEXT: add (M1_NM, 16) i_g3(0,0)<1> idx(0,0)<16;16,1> [[I3]](0,0)<16;16,1>
; QWORDS-NEXT: shl
; QWORDS-NEXT: add (M1_NM, 16) p_g3
; QWORDS-NEXT: mov (M1_NM, 16) g_g3(0,0)<1> [[T]](0,0)<16;16,1>
; QWORDS-NEXT: (P1) lsc_load.ugm (M1_NM, 16) g_g3.0:d32 flat[p_g3.0]:a64
; QWORDS-NOT: :uv
;
; One base of dwords, 0..15, at the start; every other member an add.
; DWORDS-LABEL: constant_families_BB_0_0:
; DWORDS-NEXT: mov (M1_NM, 8) [[D:V[0-9]+]](0,0)<1> 0x76543210:uv
; DWORDS-NEXT: add (M1_NM, 8) [[D]](1,0)<1> [[D]](0,0)<8;8,1> 0x8:ud
; DWORDS: mov (M1_NM, 16) [[L0:V[0-9]+]](0,0)<1> [[D]](0,0)<16;16,1>
; DWORDS: mov (M1_NM, 8) {{V[0-9]+}}_ud(0,1)<2> 0x0:ud
; DWORDS: add (M1_NM, 16) g_g0(0,0)<1> [[D]](0,0)<16;16,1> 0x3e8:ud
; DWORDS: add (M1_NM, 16) [[L1:V[0-9]+]](0,0)<1> [[D]](0,0)<16;16,1> 0x10:ud
; DWORDS-NEXT: mov (M1_NM, 8) {{V[0-9]+}}_ud(0,0)<2> [[L1]](0,0)<8;8,1>
; DWORDS: add (M1_NM, 16) g_g1(0,0)<1> [[D]](0,0)<16;16,1> 0x7d0:ud
; DWORDS: add (M1_NM, 16) [[L2:V[0-9]+]](0,0)<1> [[D]](0,0)<16;16,1> 0x30:ud
; DWORDS-NEXT: mov (M1_NM, 8) {{V[0-9]+}}_ud(0,0)<2> [[L2]](0,0)<8;8,1>
; DWORDS: add (M1_NM, 16) g_g2(0,0)<1> [[D]](0,0)<16;16,1> 0xbb8:ud
; DWORDS: add (M1_NM, 16) [[L3:V[0-9]+]](0,0)<1> [[D]](0,0)<16;16,1> 0xfffffff0:ud
; DWORDS-NEXT: mov (M1_NM, 8) {{V[0-9]+}}_ud(0,0)<2> [[L3]](0,0)<8;8,1>
; DWORDS: mov (M1_NM, 8) {{V[0-9]+}}_ud(0,1)<2> 0xffffffff:ud
; DWORDS: add (M1_NM, 16) g_g3(0,0)<1> [[D]](0,0)<16;16,1> 0x3e8:ud
; DWORDS-NOT: :uv
define void @constant_families(ptr addrspace(1) %a, <16 x i64> %idx, <16 x i1> %m, ptr addrspace(1) %out) {
  %i.g0 = add <16 x i64> %idx, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %p.g0 = getelementptr i32, ptr addrspace(1) %a, <16 x i64> %i.g0
  %g.g0 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.g0, i32 4, <16 x i1> %m, <16 x i32> <i32 1000, i32 1001, i32 1002, i32 1003, i32 1004, i32 1005, i32 1006, i32 1007, i32 1008, i32 1009, i32 1010, i32 1011, i32 1012, i32 1013, i32 1014, i32 1015>)
  %o.g0 = getelementptr i32, ptr addrspace(1) %out, i64 0
  store <16 x i32> %g.g0, ptr addrspace(1) %o.g0, align 4
  %i.g1 = add <16 x i64> %idx, <i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %p.g1 = getelementptr i32, ptr addrspace(1) %a, <16 x i64> %i.g1
  %g.g1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.g1, i32 4, <16 x i1> %m, <16 x i32> <i32 2000, i32 2001, i32 2002, i32 2003, i32 2004, i32 2005, i32 2006, i32 2007, i32 2008, i32 2009, i32 2010, i32 2011, i32 2012, i32 2013, i32 2014, i32 2015>)
  %o.g1 = getelementptr i32, ptr addrspace(1) %out, i64 16
  store <16 x i32> %g.g1, ptr addrspace(1) %o.g1, align 4
  %i.g2 = add <16 x i64> %idx, <i64 48, i64 49, i64 50, i64 51, i64 52, i64 53, i64 54, i64 55, i64 56, i64 57, i64 58, i64 59, i64 60, i64 61, i64 62, i64 63>
  %p.g2 = getelementptr i32, ptr addrspace(1) %a, <16 x i64> %i.g2
  %g.g2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.g2, i32 4, <16 x i1> %m, <16 x i32> <i32 3000, i32 3001, i32 3002, i32 3003, i32 3004, i32 3005, i32 3006, i32 3007, i32 3008, i32 3009, i32 3010, i32 3011, i32 3012, i32 3013, i32 3014, i32 3015>)
  %o.g2 = getelementptr i32, ptr addrspace(1) %out, i64 32
  store <16 x i32> %g.g2, ptr addrspace(1) %o.g2, align 4
  %i.g3 = add <16 x i64> %idx, <i64 -16, i64 -15, i64 -14, i64 -13, i64 -12, i64 -11, i64 -10, i64 -9, i64 -8, i64 -7, i64 -6, i64 -5, i64 -4, i64 -3, i64 -2, i64 -1>
  %p.g3 = getelementptr i32, ptr addrspace(1) %a, <16 x i64> %i.g3
  %g.g3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.g3, i32 4, <16 x i1> %m, <16 x i32> <i32 1000, i32 1001, i32 1002, i32 1003, i32 1004, i32 1005, i32 1006, i32 1007, i32 1008, i32 1009, i32 1010, i32 1011, i32 1012, i32 1013, i32 1014, i32 1015>)
  %o.g3 = getelementptr i32, ptr addrspace(1) %out, i64 48
  store <16 x i32> %g.g3, ptr addrspace(1) %o.g3, align 4
  ret void
}

declare <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)>, i32, <16 x i1>, <16 x i32>)
