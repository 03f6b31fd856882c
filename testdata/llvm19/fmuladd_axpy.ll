; requires: LLVM 19
; fmuladd_axpy, in LLVM 19's syntax: dst = fmuladd(x, a, y) over eight
; lanes: plain loads and stores of <8 x float> through `ptr addrspace(1)`,
; `llvm.fmuladd.v8f32` (the tool always fuses it: MAD), fast-math flags on
; the call, `nofpclass` and `memory(...)` attributes.

define void @fmuladd_axpy(ptr addrspace(1) nocapture noundef readonly %x, ptr addrspace(1) nocapture noundef readonly %y, ptr addrspace(1) nocapture noundef writeonly %dst, float noundef nofpclass(nan inf) %a) #0 {
entry:
  %xv = load <8 x float>, ptr addrspace(1) %x, align 32
  %yv = load <8 x float>, ptr addrspace(1) %y, align 32
  %a.ins = insertelement <8 x float> poison, float %a, i64 0
  %a.splat = shufflevector <8 x float> %a.ins, <8 x float> poison, <8 x i32> zeroinitializer
  %r = call nnan ninf <8 x float> @llvm.fmuladd.v8f32(<8 x float> %xv, <8 x float> %a.splat, <8 x float> %yv)
  store <8 x float> %r, ptr addrspace(1) %dst, align 32
  ret void
}

declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>)

attributes #0 = { nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) }
