; fence: on the platforms with LSC, lsc_fence as Intel's vector compiler
; writes it (docs/lowering.md): seq_cst (system scope) .ugm.evict.sysacq,
; acquire at agent scope .ugm.invalidate.gpu, release at all_devices scope
; .ugm.clean.gpus, workgroup scope lsc_fence.slm.none.group; a subgroup fence
; orders nothing and is dropped. A fence changes no value one thread reads:
; the kernel returns the cmpxchg's old value and success (5, 1) and leaves
; 9 at the address. gen9 and xelp have no message for a fence.
; refused: gen9 xelp
define i32 @fences(i32 addrspace(1)* %g) {
  fence seq_cst
  %c = cmpxchg i32 addrspace(1)* %g, i32 5, i32 9 acq_rel acquire
  fence syncscope("agent") acquire
  fence syncscope("all_devices") release
  fence syncscope("workgroup") acq_rel
  fence syncscope("subgroup") seq_cst
  %old = extractvalue { i32, i1 } %c, 0
  %ok = extractvalue { i32, i1 } %c, 1
  %z = zext i1 %ok to i32
  %r = add i32 %old, %z
  ret i32 %r
}
