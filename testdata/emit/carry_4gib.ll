; 64-bit address arithmetic whose low dword carries into the high one, as in
; intel/intel-graphics-compiler#414: the buffer `below` is fixed 64 bytes
; under the 4 GiB boundary (the launch spec's `address`), so the lanes'
; addresses p + 8 * idx carry from idx 8 on, and so does the scalar p + 100;
; its values' low dwords carry on `+ 1` (even elements) and borrow on `- 16`
; (odd ones). On xelp and xehpg the GEPs and the arithmetic are done on
; 32-bit halves (addc/subb), on gen9 and xehpc on qwords: each platform
; verifies, and the memory is what follows by hand from
;   v[j] = j << 32 | (j even ? 0xffffffff : j)   (below, before)
;   below[j] = v[j] + 1
;   out[k] = 0xffffffc0 + 8 * idx[k]             (the addresses)
;   out[16 + k] = v[idx[k]] - 16
;   out[32] (a dword) = the high dword of below[12], at p + 100 = 0x1_0000_0024
; RUN: visa-lower run %s --launch %S/carry_4gib.toml --platform gen9 --verify --dump all | FileCheck %s -DP=gen9
; RUN: visa-lower run %s --launch %S/carry_4gib.toml --platform xelp --verify --dump all | FileCheck %s -DP=xelp
; RUN: visa-lower run %s --launch %S/carry_4gib.toml --platform xehpg --verify --dump all | FileCheck %s -DP=xehpg
; RUN: visa-lower run %s --launch %S/carry_4gib.toml --platform xehpc --verify --dump all | FileCheck %s -DP=xehpc
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefix=DWORDS
; Sixteen lanes of strided dwords are four 32-byte GRFs: each operation is
; two of eight lanes (Region Restriction 6), each half with its own carries.
; DWORDS: addc (M1_NM, 8) ptrs_ud(0,0)<2> [[C:V[0-9]+]](0,0)<1> p_ud(0,0)<0;1,0> [[O:V[0-9]+]]_ud(0,0)<16;8,2>
; DWORDS-NEXT: addc (M3_NM, 8) ptrs_ud(2,0)<2> [[C]](1,0)<1> p_ud(0,0)<0;1,0> [[O]]_ud(2,0)<16;8,2>
; DWORDS-NEXT: add (M1_NM, 8) ptrs_ud(0,1)<2> p_ud(0,1)<0;1,0> [[O]]_ud(0,1)<16;8,2>
; DWORDS-NEXT: add (M3_NM, 8) ptrs_ud(2,1)<2> p_ud(0,1)<0;1,0> [[O]]_ud(2,1)<16;8,2>
; DWORDS-NEXT: add (M1_NM, 8) ptrs_ud(0,1)<2> ptrs_ud(0,1)<16;8,2> [[C]](0,0)<8;8,1>
; DWORDS-NEXT: add (M3_NM, 8) ptrs_ud(2,1)<2> ptrs_ud(2,1)<16;8,2> [[C]](1,0)<8;8,1>
; CHECK: kernel carry_4gib on [[P]]: ok
; CHECK: verification against the reference: passed
; CHECK: {{^}}buffer below @ 0xffffffc0 (128 bytes, as u64):{{$}}
; CHECK-NEXT: ffffffc0: 4294967296 4294967298
; CHECK-NEXT: ffffffd0: 12884901888 12884901892
; CHECK-NEXT: ffffffe0: 21474836480 21474836486
; CHECK-NEXT: fffffff0: 30064771072 30064771080
; CHECK-NEXT: 100000000: 38654705664 38654705674
; CHECK-NEXT: 100000010: 47244640256 47244640268
; CHECK-NEXT: 100000020: 55834574848 55834574862
; CHECK-NEXT: 100000030: 64424509440 64424509456
; CHECK-NEXT: {{^}}buffer out @ 0x101000000 (264 bytes, as u32):{{$}}
; CHECK-NEXT: 101000000: 4294967232 0 8 1
; CHECK-NEXT: 101000010: 4294967248 0 24 1
; CHECK-NEXT: 101000020: 4294967264 0 40 1
; CHECK-NEXT: 101000030: 4294967280 0 56 1
; CHECK-NEXT: 101000040: 0 1 4294967240 0
; CHECK-NEXT: 101000050: 16 1 4294967256 0
; CHECK-NEXT: 101000060: 32 1 4294967272 0
; CHECK-NEXT: 101000070: 48 1 4294967288 0
; CHECK-NEXT: 101000080: 4294967279 0 4294967289 8
; CHECK-NEXT: 101000090: 4294967279 2 4294967291 10
; CHECK-NEXT: 1010000a0: 4294967279 4 4294967293 12
; CHECK-NEXT: 1010000b0: 4294967279 6 4294967295 14
; CHECK-NEXT: 1010000c0: 4294967279 8 4294967281 0
; CHECK-NEXT: 1010000d0: 4294967279 10 4294967283 2
; CHECK-NEXT: 1010000e0: 4294967279 12 4294967285 4
; CHECK-NEXT: 1010000f0: 4294967279 14 4294967287 6
; CHECK-NEXT: 101000100: 13 0
define void @carry_4gib(ptr addrspace(1) %p, ptr addrspace(1) %out, <16 x i32> %idx) {
entry:
  %off = zext <16 x i32> %idx to <16 x i64>
  %ptrs = getelementptr i64, ptr addrspace(1) %p, <16 x i64> %off
  %v = call <16 x i64> @llvm.masked.gather.v16i64.v16p1(<16 x ptr addrspace(1)> %ptrs, i32 8, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i64> zeroinitializer)
  %s = add <16 x i64> %v, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  call void @llvm.masked.scatter.v16i64.v16p1(<16 x i64> %s, <16 x ptr addrspace(1)> %ptrs, i32 8, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %a = ptrtoint <16 x ptr addrspace(1)> %ptrs to <16 x i64>
  store <16 x i64> %a, ptr addrspace(1) %out, align 8
  %d = sub <16 x i64> %v, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %out.d = getelementptr i8, ptr addrspace(1) %out, i64 128
  store <16 x i64> %d, ptr addrspace(1) %out.d, align 8
  %q = getelementptr i8, ptr addrspace(1) %p, i64 100
  %w = load i32, ptr addrspace(1) %q, align 4
  %out.w = getelementptr i8, ptr addrspace(1) %out, i64 256
  store i32 %w, ptr addrspace(1) %out.w, align 4
  ret void
}
declare <16 x i64> @llvm.masked.gather.v16i64.v16p1(<16 x ptr addrspace(1)>, i32, <16 x i1>, <16 x i64>)
declare void @llvm.masked.scatter.v16i64.v16p1(<16 x i64>, <16 x ptr addrspace(1)>, i32, <16 x i1>)
