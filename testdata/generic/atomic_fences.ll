; atomic_fences: on the platforms with LSC an atomic ordered release,
; acq_rel or seq_cst has an lsc_fence before its message, one ordered
; acquire, acq_rel or seq_cst one after it (a cmpxchg's failure ordering
; counts), as Intel's vector compiler writes them (GenXLoadStoreLowering):
; fence operation .none, the atomic's unit, the scope of its sync scope
; (system .sysacq, agent .gpu, all_devices .gpus, workgroup .group). An SLM
; atomic's fences are lsc_fence.slm.none.group, the only SLM fence;
; monotonic and subgroup-scope atomics have none (docs/lsc.md, "Orderings").
; A fence changes no value one thread reads: g holds 10, 20, 30, 40, 50,
; 60; the atomics return them and 5 (stored in SLM first), 215 in all, and
; leave 11, 18, 7, 41, 99, 61 in g.
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s
; RUN: visa-lower compile %s --platform xe2 | FileCheck %s
; RUN: visa-lower compile %s --platform xehpg --messages legacy | FileCheck --check-prefix=LEGACY %s
; LEGACY-NOT: lsc_fence
; CHECK-LABEL: .kernel atomic_fences
; CHECK: lsc_fence.ugm.none.sysacq
; CHECK-NOT: lsc_
; CHECK: lsc_atomic_iadd.ugm
; CHECK-NEXT: lsc_fence.ugm.none.sysacq
; CHECK-NOT: lsc_
; CHECK: lsc_fence.ugm.none.gpu
; CHECK-NOT: lsc_
; CHECK: lsc_atomic_isub.ugm
; CHECK-NOT: lsc_
; CHECK: lsc_atomic_store.ugm
; CHECK-NEXT: lsc_fence.ugm.none.group
; CHECK-NOT: lsc_
; CHECK: lsc_atomic_or.ugm
; CHECK-NOT: lsc_
; CHECK: lsc_atomic_umax.ugm
; CHECK-NOT: lsc_
; CHECK: lsc_fence.ugm.none.gpus
; CHECK-NOT: lsc_
; CHECK: lsc_atomic_icas.ugm
; CHECK-NEXT: lsc_fence.ugm.none.gpus
; CHECK-NOT: lsc_
; CHECK: lsc_store.slm
; CHECK-NOT: lsc_
; CHECK: lsc_fence.slm.none.group
; CHECK-NOT: lsc_
; CHECK: lsc_atomic_iadd.slm
; CHECK-NEXT: lsc_fence.slm.none.group
; CHECK-NOT: lsc_
; CHECK: ret
define i32 @atomic_fences(i32 addrspace(1)* %g, i32 addrspace(3)* %s) {
  %g1 = getelementptr i32, i32 addrspace(1)* %g, i64 1
  %g2 = getelementptr i32, i32 addrspace(1)* %g, i64 2
  %g3 = getelementptr i32, i32 addrspace(1)* %g, i64 3
  %g4 = getelementptr i32, i32 addrspace(1)* %g, i64 4
  %g5 = getelementptr i32, i32 addrspace(1)* %g, i64 5
  %a = atomicrmw add i32 addrspace(1)* %g, i32 1 seq_cst
  %b = atomicrmw sub i32 addrspace(1)* %g1, i32 2 syncscope("agent") release
  %c = atomicrmw xchg i32 addrspace(1)* %g2, i32 7 syncscope("workgroup") acquire
  %d = atomicrmw or i32 addrspace(1)* %g3, i32 1 monotonic
  %e = atomicrmw umax i32 addrspace(1)* %g4, i32 99 syncscope("subgroup") seq_cst
  %f = cmpxchg i32 addrspace(1)* %g5, i32 60, i32 61 syncscope("all_devices") release acquire
  %fo = extractvalue { i32, i1 } %f, 0
  store i32 5, i32 addrspace(3)* %s
  %h = atomicrmw add i32 addrspace(3)* %s, i32 3 acq_rel
  %ab = add i32 %a, %b
  %cd = add i32 %c, %d
  %ef = add i32 %e, %fo
  %abcd = add i32 %ab, %cd
  %efh = add i32 %ef, %h
  %r = add i32 %abcd, %efh
  ret i32 %r
}
