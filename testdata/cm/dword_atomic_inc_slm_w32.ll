; CM-style: llvm.genx.dword.atomic.inc of 32 lanes on 8 SLM counters (two
; SIMD16 DWORD_ATOMIC messages); four lanes per counter, in lane order.
define <32 x i32> @dword_atomic_inc_slm_w32() {
entry:
  %old = call <32 x i32> @llvm.genx.dword.atomic.inc.v32i32.v32i1(<32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 254, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>, <32 x i32> undef)
  ret <32 x i32> %old
}

declare <32 x i32> @llvm.genx.dword.atomic.inc.v32i32.v32i1(<32 x i1>, i32, <32 x i32>, <32 x i32>)
