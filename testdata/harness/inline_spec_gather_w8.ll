; A kernel whose launch spec is written inline, on `; launch:` lines, for
; `visa-lower test` (docs/harness.md): eight lanes gather every other dword
; of `a` and return them plus one.
; launch: [[buffer]]
; launch: name = "a"
; launch: size = 64
; launch: fill = "iota"
; launch:
; launch: [args]
; launch: p = { base = "@a", stride = 8 }
define <8 x i32> @inline_spec_gather_w8(<8 x i32 addrspace(1)*> %p) {
entry:
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %p, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef)
  %w = add <8 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  ret <8 x i32> %w
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
