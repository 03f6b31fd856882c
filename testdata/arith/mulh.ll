; llvm.genx.smulh and umulh are MULH: the high dword of the 64-bit
; product of two dwords, signed or unsigned.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: mulh (M1_NM, 8) s_d(0,0)<1> a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
; CHECK: mulh (M1_NM, 8) u(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>
define <16 x i32> @mulh(<8 x i32> %a, <8 x i32> %b) {
  %s = call <8 x i32> @llvm.genx.smulh.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %u = call <8 x i32> @llvm.genx.umulh.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %x = shufflevector <8 x i32> %s, <8 x i32> %u, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i32> %x
}
declare <8 x i32> @llvm.genx.smulh.v8i32.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.umulh.v8i32.v8i32(<8 x i32>, <8 x i32>)
