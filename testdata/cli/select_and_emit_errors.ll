; Errors of select and of emit in one module (tests/it/cli.rs): compile
; and run report both, in the order of the text, once each; what reads a
; refused value is not reported.
define void @a(ptr addrspace(1) %p, float %x, ptr addrspace(1) %q) {
  %s = addrspacecast ptr addrspace(1) %q to ptr addrspace(2)
  %v = load i32, ptr addrspace(2) %s
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %p
  %y = frem float %x, %x
  store float %y, ptr addrspace(1) %p
  %z = atomicrmw nand ptr addrspace(1) %p, i32 3 seq_cst
  %e = call i32 @ext(i32 %z)
  %g = call i32 @ext(i32 7)
  ret void
}
declare i32 @ext(i32)
