; llvm.genx.any and llvm.genx.all of a vector of i1: the predicate's bits
; as a dword (a MOV from the predicate), masked to the lanes, compared;
; wider masks OR their groups' results (all: the missing bits of each).
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: cmp.gt (M1_NM, 16) [[M:P[0-9]+]] a(0,0)<16;16,1> 0x5:ud
; CHECK: mov (M1_NM, 1) [[ANY:V[0-9]+]](0,0)<1> [[M]]
; CHECK: and (M1_NM, 1) [[ANY]](0,0)<1> [[ANY]](0,0)<0;1,0> 0xffff:ud
; CHECK: cmp.ne (M1_NM, 32) {{P[0-9]+}} [[ANY]](0,0)<0;1,0> 0x0:ud
; CHECK: mov (M1_NM, 1) [[ALL:V[0-9]+]](0,0)<1> [[M]]
; CHECK: and (M1_NM, 1) [[ALL]](0,0)<1> [[ALL]](0,0)<0;1,0> 0xffff:ud
; CHECK: xor (M1_NM, 1) [[ALL]](0,0)<1> [[ALL]](0,0)<0;1,0> 0xffff:ud
; CHECK: cmp.eq (M1_NM, 32) {{P[0-9]+}} [[ALL]](0,0)<0;1,0> 0x0:ud
; CHECK: and (M1_NM, 1) [[HIGH:V[0-9]+]](0,0)<1> [[HIGH]](0,0)<0;1,0> 0xff:ud
; CHECK: or (M1_NM, 1) {{V[0-9]+}}(0,0)<1> {{V[0-9]+}}(0,0)<0;1,0> [[HIGH]](0,0)<0;1,0>
define <4 x i8> @any_all(<16 x i32> %a, <40 x i32> %b) {
  %m = icmp ugt <16 x i32> %a, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %n = icmp ne <40 x i32> %b, zeroinitializer
  %x = call i1 @llvm.genx.any.v16i1(<16 x i1> %m)
  %y = call i1 @llvm.genx.all.v16i1(<16 x i1> %m)
  %z = call i1 @llvm.genx.any.v40i1(<40 x i1> %n)
  %w = call i1 @llvm.genx.all.v40i1(<40 x i1> %n)
  %v0 = insertelement <4 x i1> undef, i1 %x, i32 0
  %v1 = insertelement <4 x i1> %v0, i1 %y, i32 1
  %v2 = insertelement <4 x i1> %v1, i1 %z, i32 2
  %v3 = insertelement <4 x i1> %v2, i1 %w, i32 3
  %r = zext <4 x i1> %v3 to <4 x i8>
  ret <4 x i8> %r
}
declare i1 @llvm.genx.any.v16i1(<16 x i1>)
declare i1 @llvm.genx.all.v16i1(<16 x i1>)
declare i1 @llvm.genx.any.v40i1(<40 x i1>)
declare i1 @llvm.genx.all.v40i1(<40 x i1>)
