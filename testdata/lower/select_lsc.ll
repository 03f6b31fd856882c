; select with LSC messages (docs/lowering.md "LSC messages"), as Intel's
; GenXLoadStoreLowering chooses them: a contiguous access aligned to 4 as
; transposed d64 (align 8, whole qwords) or d32 pieces of the widest vector
; sizes within 8 GRFs (256 bytes on xehpg and mtl, 512 on xehpc and xe2),
; each at its immediate offset, and the bytes after the last dword per lane;
; everything else one naturally aligned unit per lane (d8u32, d16u32, d32,
; d64), the mask as predicate, the passthru merged. Plain loads and stores
; carry !visa.nomask.
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg | FileCheck %s --check-prefixes=CHECK,GRF32
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform mtl | FileCheck %s --check-prefixes=CHECK,GRF32
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc | FileCheck %s --check-prefixes=CHECK,GRF64
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xe2 | FileCheck %s --check-prefixes=CHECK,GRF64
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages lsc | FileCheck %s --check-prefixes=CHECK,GRF64
; RUN: not visa-lower compile %s --passes=select --emit llvm --platform xehpg --messages legacy 2>&1 | FileCheck %s --check-prefix=LEGACY
; RUN: not visa-lower compile %s --platform xe2 --messages legacy 2>&1 | FileCheck %s --check-prefix=NO-LEGACY
; RUN: not visa-lower compile %s --platform gen9 --messages lsc 2>&1 | FileCheck %s --check-prefix=NO-LSC
; RUN: not visa-lower compile %s --platform xehpg --messages fast 2>&1 | FileCheck %s --check-prefix=BAD
; NO-LEGACY: error: `--messages legacy` is not supported on xe2: xe2 has no legacy data-port messages ({{.*}}); platforms that have them: gen9, xelp, xehpg, xehpc, mtl; supported on xe2: `--messages lsc`
; NO-LSC: error: `--messages lsc` is not supported on gen9: gen9 has no LSC messages ({{.*}}); platforms that have them: xehpg, xehpc, mtl, xe2; supported on gen9: `--messages legacy`
; BAD: unknown message family `fast`; supported: legacy, lsc
; The legacy messages have no form for an i64 at align 2 (SVM_SCATTER's
; blocks), which LSC carries as four d16u32 lanes:
; LEGACY: select_lsc.ll:[[@LINE+47]]:3: error: select: store of i64 to global memory with align 2 is not supported: 8 bytes per lane at this alignment need 8 blocks of 1 byte

; <16 x i32> at align 16: one d64x8t (data size 4, vector code 5, transposed 2);
; stored at align 4: one d32x16t (3, 6).
; CHECK-LABEL: define void @blocks(
; CHECK: call <8 x i64> @llvm.genx.lsc.load.stateless.v8i64.v1i1.v1i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 4, i8 5, i8 2, i8 0, <1 x i64> %{{[0-9]+}}, i32 0), !visa.nomask
; CHECK: call void @llvm.genx.lsc.store.stateless.v1i1.v1i64.v16i32(<1 x i1> <i1 true>, i8 4, i8 0, i8 0, i16 1, i32 0, i8 3, i8 6, i8 2, i8 0, <1 x i64> %{{[0-9]+}}, <16 x i32> %a, i32 0), !visa.nomask
; <5 x float> at align 16: 20 bytes, not whole qwords: d32x4t, then d32x1t at offset 16.
; CHECK: call <4 x i32> @llvm.genx.lsc.load.stateless.v4i32.v1i1.v1i64({{.*}}, i32 0, i8 3, i8 4, i8 2, i8 0,
; CHECK: call <1 x i32> @llvm.genx.lsc.load.stateless.v1i32.v1i1.v1i64({{.*}}, i32 16, i8 3, i8 1, i8 2, i8 0,
; CHECK: ret void
define void @blocks(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load <16 x i32>, ptr addrspace(1) %p, align 16
  store <16 x i32> %a, ptr addrspace(1) %q, align 4
  %b = load <5 x float>, ptr addrspace(1) %p, align 16
  ret void
}

; <64 x i64> at align 8 (512 bytes): one d64x64t where 8 GRFs are 512 bytes,
; two d64x32t (offsets 0 and 256) where they are 256.
; CHECK-LABEL: define <64 x i64> @payload(
; GRF32: call <32 x i64> @llvm.genx.lsc.load.slm.v32i64.v1i1.v1i32({{.*}}, i32 0, i8 4, i8 7, i8 2,
; GRF32: call <32 x i64> @llvm.genx.lsc.load.slm.v32i64.v1i1.v1i32({{.*}}, i32 256, i8 4, i8 7, i8 2,
; GRF64: call <64 x i64> @llvm.genx.lsc.load.slm.v64i64.v1i1.v1i32({{.*}}, i32 0, i8 4, i8 8, i8 2,
; GRF64-NOT: llvm.genx.lsc.load
; CHECK: ret <64 x i64>
define <64 x i64> @payload(ptr addrspace(3) %s) {
  %v = load <64 x i64>, ptr addrspace(3) %s, align 8
  ret <64 x i64> %v
}

; Below align 4, or not contiguous: one unit per lane. <3 x i8> at align 1:
; three d8u32 lanes (data size 5, non-transposed 1) at p, p+1, p+2, truncated;
; stored to SLM zero-extended. An i64 at align 2: four d16u32 lanes (6) 2 bytes apart.
; CHECK-LABEL: define void @lanes(
; CHECK: [[A:%[0-9]+]] = add <3 x i64> %{{[0-9]+}}, <i64 0, i64 1, i64 2>
; CHECK: [[C:%[0-9]+]] = call <3 x i32> @llvm.genx.lsc.load.stateless.v3i32.v3i1.v3i64(<3 x i1> <i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 5, i8 1, i8 1, i8 0, <3 x i64> [[A]], i32 0), !visa.nomask
; CHECK: %c = trunc <3 x i32> [[C]] to <3 x i8>
; CHECK: [[Z:%[0-9]+]] = zext <3 x i8> %c to <3 x i32>
; CHECK: call void @llvm.genx.lsc.store.slm.v3i1.v3i32.v3i32({{.*}}, i8 5, i8 1, i8 1, i8 0, <3 x i32> %{{[0-9]+}}, <3 x i32> [[Z]], i32 0), !visa.nomask
; CHECK: add <4 x i64> %{{[0-9]+}}, <i64 0, i64 2, i64 4, i64 6>
; CHECK: [[H:%[0-9]+]] = bitcast <1 x i64> %{{[0-9]+}} to <4 x i16>
; CHECK: [[W:%[0-9]+]] = zext <4 x i16> [[H]] to <4 x i32>
; CHECK: call void @llvm.genx.lsc.store.stateless.v4i1.v4i64.v4i32(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i8 4, {{.*}}, i8 6, i8 1, i8 1, i8 0, <4 x i64> %{{[0-9]+}}, <4 x i32> [[W]], i32 0), !visa.nomask
define void @lanes(ptr addrspace(1) %p, ptr addrspace(3) %s, i64 %d) {
  %c = load <3 x i8>, ptr addrspace(1) %p, align 1
  store <3 x i8> %c, ptr addrspace(3) %s, align 1
  store i64 %d, ptr addrspace(1) %p, align 2
  ret void
}

; A masked gather of i16: d16u32 lanes, the mask as predicate (no
; !visa.nomask), the passthru zero-extended and merged.
; CHECK-LABEL: define <4 x i16> @gather(
; CHECK: [[P:%[0-9]+]] = ptrtoint <4 x ptr addrspace(1)> %p to <4 x i64>
; CHECK: [[PT:%[0-9]+]] = zext <4 x i16> %pt to <4 x i32>
; CHECK: [[G:%[0-9]+]] = call <4 x i32> @llvm.genx.lsc.load.merge.stateless.v4i32.v4i1.v4i64(<4 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 6, i8 1, i8 1, i8 0, <4 x i64> [[P]], i32 0, <4 x i32> [[PT]]){{$}}
; CHECK: %g = trunc <4 x i32> [[G]] to <4 x i16>
define <4 x i16> @gather(<4 x ptr addrspace(1)> %p, <4 x i1> %m, <4 x i16> %pt) {
  %g = call <4 x i16> @llvm.masked.gather.v4i16.v4p1(<4 x ptr addrspace(1)> %p, i32 2, <4 x i1> %m, <4 x i16> %pt)
  ret <4 x i16> %g
}

; A masked scatter of i64 at align 8: one d64 lane per element (4), the mask
; as predicate. A masked.store of i64 at align 4 with a variable mask: two
; d32 lanes per element (lane 2n at p + 8n, 2n+1 at p + 8n + 4), the mask
; spread over them (its lanes never overlap: contiguous).
; CHECK-LABEL: define void @scatter(
; CHECK: call void @llvm.genx.lsc.store.stateless.v2i1.v2i64.v2i64(<2 x i1> %m, i8 4, i8 0, i8 0, i16 1, i32 0, i8 4, i8 1, i8 1, i8 0, <2 x i64> %{{[0-9]+}}, <2 x i64> %d, i32 0){{$}}
; CHECK: add <4 x i64> %{{[0-9]+}}, <i64 0, i64 4, i64 8, i64 12>
; CHECK: [[M:%[0-9]+]] = shufflevector <2 x i1> %m, <2 x i1> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
; CHECK: call void @llvm.genx.lsc.store.stateless.v4i1.v4i64.v4i32(<4 x i1> [[M]], i8 4, {{.*}}, i8 3, i8 1, i8 1, i8 0, <4 x i64> %{{[0-9]+}}, <4 x i32> %{{[0-9]+}}, i32 0){{$}}
; CHECK: ret void
define void @scatter(<2 x i64> %d, <2 x ptr addrspace(1)> %p, ptr addrspace(1) %q, <2 x i1> %m) {
  call void @llvm.masked.scatter.v2i64.v2p1(<2 x i64> %d, <2 x ptr addrspace(1)> %p, i32 8, <2 x i1> %m)
  call void @llvm.masked.store.v2i64.p1(<2 x i64> %d, ptr addrspace(1) %q, i32 4, <2 x i1> %m)
  ret void
}

declare <4 x i16> @llvm.masked.gather.v4i16.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x i16>)
declare void @llvm.masked.scatter.v2i64.v2p1(<2 x i64>, <2 x ptr addrspace(1)>, i32, <2 x i1>)
declare void @llvm.masked.store.v2i64.p1(<2 x i64>, ptr addrspace(1), i32, <2 x i1>)
