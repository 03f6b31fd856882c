; Constant families (emit/hoist.rs) in a kernel of several blocks, whose
; constant operands are written at the kernel's start (every path passes
; there): the index vectors 0..15 and 16..31 in block %entry, 32..47 and
; 16..31 again in block %more (one variable for both uses of 16..31). The
; copy of 0..15 is made at the start before the family pays; once it does
; (16..31: 3 + 4 in place against 3 + 1 + 1), the base is written before
; that copy, which becomes a mov from it. On xehpc the start is the base
; (three instructions), a mov and a qword add of 16 and of 32 (each index
; vector one instruction); on xehpg the low dwords of all three are one
; family with the passthrus 1000 + i, 2000 + i and 3000 + i.
; Lane i of idx is 16 + 2i: gather g reads a[16 + 3i + o_g] (o_g = 0, 16,
; 32, 16), by hand below; lanes 3, 6, 9, 12 are disabled (the passthru).
; The compiles below leave out gep-offsets, which would rebase each gather
; on the first of its block (docs/lowering.md "gep-offsets"): the families
; tested are emit's, of the IR as written. The runs take the whole pipeline.
; RUN: visa-lower run %s --launch %S/constant_families_blocks.toml --platform gen9 --verify --dump out | FileCheck %s -DP=gen9
; RUN: visa-lower run %s --launch %S/constant_families_blocks.toml --platform xelp --verify --dump out | FileCheck %s -DP=xelp
; RUN: visa-lower run %s --launch %S/constant_families_blocks.toml --platform xehpg --verify --dump out | FileCheck %s -DP=xehpg
; RUN: visa-lower run %s --launch %S/constant_families_blocks.toml --platform xehpc --verify --dump out | FileCheck %s -DP=xehpc
; RUN: visa-lower run %s --launch %S/constant_families_blocks.toml --platform mtl --verify --dump out | FileCheck %s -DP=mtl
; RUN: visa-lower run %s --launch %S/constant_families_blocks.toml --platform xe2 --verify --dump out | FileCheck %s -DP=xe2
; RUN: visa-lower compile %s --platform xehpc --passes=dead-loads,select,legalize --no-locations | FileCheck %s --check-prefix=QWORDS
; RUN: visa-lower compile %s --platform xehpg --passes=dead-loads,select,legalize --no-locations | FileCheck %s --check-prefix=DWORDS
; CHECK: kernel constant_families_blocks on [[P]]: ok
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
; CHECK-NEXT: 80: 48 51 54 3003
; CHECK-NEXT: 90: 60 63 3006 69
; CHECK-NEXT: a0: 72 3009 78 81
; CHECK-NEXT: b0: 3012 87 90 93
; CHECK-NEXT: c0: 32 35 38 2003
; CHECK-NEXT: d0: 44 47 2006 53
; CHECK-NEXT: e0: 56 2009 62 65
; CHECK-NEXT: f0: 2012 71 74 77
;
; QWORDS-LABEL: constant_families_blocks_BB_0_0:
; QWORDS-NEXT: mov (M1_NM, 8) [[D:V[0-9]+]](0,0)<1> 0x76543210:uv
; QWORDS-NEXT: add (M1_NM, 8) [[D]](0,8)<1> [[D]](0,0)<8;8,1> 0x8:ud
; QWORDS-NEXT: mov (M1_NM, 16) [[Q:V[0-9]+]](0,0)<1> [[D]](0,0)<16;16,1>
; QWORDS-NEXT: mov (M1_NM, 16) [[I0:V[0-9]+]](0,0)<1> [[Q]](0,0)<16;16,1>
; QWORDS-NEXT: add (M1_NM, 16) [[I1:V[0-9]+]](0,0)<1> [[Q]](0,0)<16;16,1> 0x10:uq
; QWORDS: add (M1_NM, 16) [[I2:V[0-9]+]](0,0)<1> [[Q]](0,0)<16;16,1> 0x20:uq
; QWORDS-LABEL: entry:
; QWORDS-NEXT: add (M1_NM, 16) i_g0(0,0)<1> idx(0,0)<16;16,1> [[I0]](0,0)<16;16,1>
; QWORDS: add (M1_NM, 16) i_g1(0,0)<1> idx(0,0)<16;16,1> [[I1]](0,0)<16;16,1>
; QWORDS-LABEL: more:
; QWORDS-NEXT: add (M1_NM, 16) i_g2(0,0)<1> idx(0,0)<16;16,1> [[I2]](0,0)<16;16,1>
; QWORDS: add (M1_NM, 16) i_g3(0,0)<1> idx(0,0)<16;16,1> [[I1]](0,0)<16;16,1>
; QWORDS-NOT: :uv
;
; DWORDS-LABEL: constant_families_blocks_BB_0_0:
; DWORDS-NEXT: mov (M1_NM, 8) [[D:V[0-9]+]](0,0)<1> 0x76543210:uv
; DWORDS-NEXT: add (M1_NM, 8) [[D]](1,0)<1> [[D]](0,0)<8;8,1> 0x8:ud
; DWORDS-NEXT: mov (M1_NM, 16) {{V[0-9]+}}(0,0)<1> [[D]](0,0)<16;16,1>
; DWORDS: add (M1_NM, 16) {{V[0-9]+}}(0,0)<1> [[D]](0,0)<16;16,1> 0x10:ud
; DWORDS: add (M1_NM, 16) {{V[0-9]+}}(0,0)<1> [[D]](0,0)<16;16,1> 0x20:ud
; DWORDS-LABEL: entry:
; DWORDS: add (M1_NM, 16) g_g0(0,0)<1> [[D]](0,0)<16;16,1> 0x3e8:ud
; DWORDS: add (M1_NM, 16) g_g1(0,0)<1> [[D]](0,0)<16;16,1> 0x7d0:ud
; DWORDS-LABEL: more:
; DWORDS: add (M1_NM, 16) g_g2(0,0)<1> [[D]](0,0)<16;16,1> 0xbb8:ud
; DWORDS: add (M1_NM, 16) g_g3(0,0)<1> [[D]](0,0)<16;16,1> 0x7d0:ud
; DWORDS-NOT: :uv
define void @constant_families_blocks(ptr addrspace(1) %a, <16 x i64> %idx, <16 x i1> %m, i32 %n, ptr addrspace(1) %out) {
entry:
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
  %go = icmp ugt i32 %n, 3
  br i1 %go, label %more, label %done

more:
  %i.g2 = add <16 x i64> %idx, <i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39, i64 40, i64 41, i64 42, i64 43, i64 44, i64 45, i64 46, i64 47>
  %p.g2 = getelementptr i32, ptr addrspace(1) %a, <16 x i64> %i.g2
  %g.g2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.g2, i32 4, <16 x i1> %m, <16 x i32> <i32 3000, i32 3001, i32 3002, i32 3003, i32 3004, i32 3005, i32 3006, i32 3007, i32 3008, i32 3009, i32 3010, i32 3011, i32 3012, i32 3013, i32 3014, i32 3015>)
  %o.g2 = getelementptr i32, ptr addrspace(1) %out, i64 32
  store <16 x i32> %g.g2, ptr addrspace(1) %o.g2, align 4
  %i.g3 = add <16 x i64> %idx, <i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %p.g3 = getelementptr i32, ptr addrspace(1) %a, <16 x i64> %i.g3
  %g.g3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.g3, i32 4, <16 x i1> %m, <16 x i32> <i32 2000, i32 2001, i32 2002, i32 2003, i32 2004, i32 2005, i32 2006, i32 2007, i32 2008, i32 2009, i32 2010, i32 2011, i32 2012, i32 2013, i32 2014, i32 2015>)
  %o.g3 = getelementptr i32, ptr addrspace(1) %out, i64 48
  store <16 x i32> %g.g3, ptr addrspace(1) %o.g3, align 4
  br label %done

done:
  ret void
}

declare <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)>, i32, <16 x i1>, <16 x i32>)
