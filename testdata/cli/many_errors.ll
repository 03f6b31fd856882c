; Independent errors in two kernels: compile reports the first of each, in
; this order (tests/it/cli.rs).
define void @a(ptr addrspace(1) %p, float %x) {
  %y = frem float %x, %x
  store float %y, ptr addrspace(1) %p
  ret void
}
define void @b(ptr addrspace(1) %p, i32 %x) {
  %y = call i32 @ext(i32 %x)
  store i32 %y, ptr addrspace(1) %p
  %z = call i32 @ext(i32 %y)
  store i32 %z, ptr addrspace(1) %p
  ret void
}
declare i32 @ext(i32)
