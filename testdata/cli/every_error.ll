; Independent errors in two kernels (tests/it/cli.rs): compile and run
; report each once, in this order; the uses of a refused value are not
; reported (their errors would be the first one's consequence).
define void @a(ptr addrspace(1) %p, float %x) {
  %y = frem float %x, %x
  %z = fadd float %y, %x
  store float %z, ptr addrspace(1) %p
  %r = call float @llvm.round.f32(float %x)
  store float %r, ptr addrspace(1) %p
  ret void
}
define void @b(ptr addrspace(1) %p, i32 %x) {
  %y = call i32 @ext(i32 %x)
  %z = call i32 @ext(i32 %y)
  store i32 %z, ptr addrspace(1) %p
  %w = call i32 @ext(i32 %x)
  store i32 %w, ptr addrspace(1) %p
  ret void
}
declare i32 @ext(i32)
declare float @llvm.round.f32(float)
