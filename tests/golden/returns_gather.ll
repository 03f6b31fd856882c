; The input of the golden JSON reports (docs/json.md): gathers eight dwords
; under a mask, returns them (disabled lanes: the passthru, 100), and stores
; the sum of the first and last.
define <8 x i32> @returns_gather(<8 x i32 addrspace(1)*> %p, <8 x i1> %m, i32 addrspace(1)* %out) {
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %p, i32 4, <8 x i1> %m, <8 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>)
  %first = extractelement <8 x i32> %v, i32 0
  %last = extractelement <8 x i32> %v, i32 7
  %s = add i32 %first, %last
  store i32 %s, i32 addrspace(1)* %out
  ret <8 x i32> %v
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
