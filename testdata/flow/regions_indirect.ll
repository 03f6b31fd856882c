; regions_indirect: rdregion and wrregion at offsets known only at run time,
; through an address register: ADDR_ADD takes the vector's address plus the
; offset, then one move reads the whole region through an indirect source,
; and one move per row writes through an indirect destination.
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel regions_indirect
; CHECK: .decl [[A:addr[0-9_]*]] v_type=A num_elts=1
; CHECK: .decl [[B:addr[0-9_]+]] v_type=A num_elts=1
; CHECK: addr_add (M1_NM, 1) [[A]](0)<1> &v {{[A-Za-z0-9_]+}}(0,0)<0;1,0>
; CHECK: mov (M1_NM, 8) r(0,0)<1> r{{\[}}[[A]](0),0]<4;2,1>:ud
; CHECK: addr_add (M1_NM, 1) [[B]](0)<1> &w {{[A-Za-z0-9_]+}}(0,0)<0;1,0>
; CHECK: mov (M1_NM, 2) r{{\[}}[[B]](0),0]<2>:ud x(0,0)<2;2,1>
; CHECK: mov (M1_NM, 2) r{{\[}}[[B]](0),16]<2>:ud x(0,2)<2;2,1>
; CHECK: ret (M1, 1)

declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32)
declare <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32>, <4 x i32>, i32, i32, i32, i16, i32, i1)

define <8 x i32> @regions_indirect(<16 x i32> %v, <4 x i32> %x, i32 %roff, i32 %woff) {
  %ro = trunc i32 %roff to i16
  %wo = trunc i32 %woff to i16
  ; r = rows of 2, 4 apart, from byte %ro.
  %r = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 4, i32 2, i32 1, i16 %ro, i32 16)
  ; w = r with x written in rows of 2, 4 apart, stride 2, from byte %wo.
  %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %r, <4 x i32> %x, i32 4, i32 2, i32 2, i16 %wo, i32 8, i1 true)
  ret <8 x i32> %w
}
