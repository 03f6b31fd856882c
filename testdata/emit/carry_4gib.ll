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
; RUN: visa-lower run %s --launch %S/carry_4gib.toml --platform gen9 --verify | FileCheck %s -DP=gen9
; RUN: visa-lower run %s --launch %S/carry_4gib.toml --platform xelp --verify | FileCheck %s -DP=xelp
; RUN: visa-lower run %s --launch %S/carry_4gib.toml --platform xehpg --verify | FileCheck %s -DP=xehpg
; RUN: visa-lower run %s --launch %S/carry_4gib.toml --platform xehpc --verify | FileCheck %s -DP=xehpc
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
; CHECK: buffer below @ 0xffffffc0 (128 bytes)
; CHECK-NEXT: ffffffc0: 00 00 00 00 01 00 00 00 02 00 00 00 01 00 00 00
; CHECK-NEXT: ffffffd0: 00 00 00 00 03 00 00 00 04 00 00 00 03 00 00 00
; CHECK-NEXT: ffffffe0: 00 00 00 00 05 00 00 00 06 00 00 00 05 00 00 00
; CHECK-NEXT: fffffff0: 00 00 00 00 07 00 00 00 08 00 00 00 07 00 00 00
; CHECK-NEXT: 100000000: 00 00 00 00 09 00 00 00 0a 00 00 00 09 00 00 00
; CHECK-NEXT: 100000010: 00 00 00 00 0b 00 00 00 0c 00 00 00 0b 00 00 00
; CHECK-NEXT: 100000020: 00 00 00 00 0d 00 00 00 0e 00 00 00 0d 00 00 00
; CHECK-NEXT: 100000030: 00 00 00 00 0f 00 00 00 10 00 00 00 0f 00 00 00
; CHECK-NEXT: buffer out @ 0x101000000 (264 bytes)
; CHECK-NEXT: 101000000: c0 ff ff ff 00 00 00 00 08 00 00 00 01 00 00 00
; CHECK-NEXT: 101000010: d0 ff ff ff 00 00 00 00 18 00 00 00 01 00 00 00
; CHECK-NEXT: 101000020: e0 ff ff ff 00 00 00 00 28 00 00 00 01 00 00 00
; CHECK-NEXT: 101000030: f0 ff ff ff 00 00 00 00 38 00 00 00 01 00 00 00
; CHECK-NEXT: 101000040: 00 00 00 00 01 00 00 00 c8 ff ff ff 00 00 00 00
; CHECK-NEXT: 101000050: 10 00 00 00 01 00 00 00 d8 ff ff ff 00 00 00 00
; CHECK-NEXT: 101000060: 20 00 00 00 01 00 00 00 e8 ff ff ff 00 00 00 00
; CHECK-NEXT: 101000070: 30 00 00 00 01 00 00 00 f8 ff ff ff 00 00 00 00
; CHECK-NEXT: 101000080: ef ff ff ff 00 00 00 00 f9 ff ff ff 08 00 00 00
; CHECK-NEXT: 101000090: ef ff ff ff 02 00 00 00 fb ff ff ff 0a 00 00 00
; CHECK-NEXT: 1010000a0: ef ff ff ff 04 00 00 00 fd ff ff ff 0c 00 00 00
; CHECK-NEXT: 1010000b0: ef ff ff ff 06 00 00 00 ff ff ff ff 0e 00 00 00
; CHECK-NEXT: 1010000c0: ef ff ff ff 08 00 00 00 f1 ff ff ff 00 00 00 00
; CHECK-NEXT: 1010000d0: ef ff ff ff 0a 00 00 00 f3 ff ff ff 02 00 00 00
; CHECK-NEXT: 1010000e0: ef ff ff ff 0c 00 00 00 f5 ff ff ff 04 00 00 00
; CHECK-NEXT: 1010000f0: ef ff ff ff 0e 00 00 00 f7 ff ff ff 06 00 00 00
; CHECK-NEXT: 101000100: 0d 00 00 00 00 00 00 00
; CHECK: verification against the reference: passed
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
