; A merged gather's values keep their gathers' names: the message and its
; helpers are named after the first gather (`<name>.addrs`, `.msg`), and a
; helper whose name a gather already holds is the one renamed (LLVM appends
; a number), never the gather's value.
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s

; The second gather is named `v.msg`, the name the message would take.
; CHECK-LABEL: define <8 x i32> @member_named_like_the_message(
; CHECK:         %v.addrs = ptrtoint <8 x ptr addrspace(1)> %p to <8 x i64>
; CHECK-NEXT:    %v.msg1 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(
; CHECK-NEXT:    %v = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v.msg1, i32 0, i32 8, i32 1, i16 0, i32 0)
; CHECK-NEXT:    %v.msg = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v.msg1, i32 0, i32 8, i32 1, i16 32, i32 0)
; CHECK-NEXT:    %q = getelementptr
; CHECK-NEXT:    %r = add <8 x i32> %v, %v.msg
; CHECK-NEXT:    ret <8 x i32> %r
define <8 x i32> @member_named_like_the_message(<8 x ptr addrspace(1)> %p, <8 x i1> %m) {
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  %q = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 1
  %v.msg = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %q, i32 4, <8 x i1> %m, <8 x i32> undef)
  %r = add <8 x i32> %v, %v.msg
  ret <8 x i32> %r
}

; Unnamed gathers give unnamed values; the helpers are unnamed too.
; CHECK-LABEL: define <8 x i32> @unnamed(
; CHECK:         [[ADDRS:%[0-9]+]] = ptrtoint <8 x ptr addrspace(1)> %p to <8 x i64>
; CHECK-NEXT:    [[MSG:%[0-9]+]] = call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1> %m, i32 1, <8 x i64> [[ADDRS]], <16 x i32> undef)
; CHECK-NEXT:    [[A:%[0-9]+]] = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> [[MSG]], i32 0, i32 8, i32 1, i16 0, i32 0)
; CHECK-NEXT:    [[B:%[0-9]+]] = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> [[MSG]], i32 0, i32 8, i32 1, i16 32, i32 0)
; CHECK-NEXT:    %q = getelementptr
; CHECK-NEXT:    %r = add <8 x i32> [[A]], [[B]]
define <8 x i32> @unnamed(<8 x ptr addrspace(1)> %p, <8 x i1> %m) {
  %1 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  %q = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 1
  %2 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %q, i32 4, <8 x i1> %m, <8 x i32> undef)
  %r = add <8 x i32> %1, %2
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)
