; Marked by the front end: @k is the one kernel (spir_kernel); "VCFunction"
; marks @not_a_kernel as a function of the module, not a kernel; @helper is internal.
define internal void @helper(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p
  ret void
}
define void @not_a_kernel(ptr addrspace(1) %p) #0 {
  store i32 9, ptr addrspace(1) %p
  ret void
}
define spir_kernel void @k(ptr addrspace(1) %p) #0 {
  store i32 5, ptr addrspace(1) %p
  ret void
}
attributes #0 = { "VCFunction" }
