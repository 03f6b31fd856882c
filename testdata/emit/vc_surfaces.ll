; vc_surfaces: the surface arguments of Intel's vector-compiler ABI
; ("VCArgumentKind"="2") get the binding-table indices Intel's compiler
; assigns (its GenXBTIAssignment): read-only images first, then the other
; surfaces, each in parameter order, from 1. So %ro (a read-only image,
; never read) is 1, %buf 2 and %out 3, though %buf comes first. Each
; message names a surface set to its index by a `movs` right before it,
; in the loop's block too (Intel's finalizer folds the index into the
; message's descriptor only when it is set in the message's block); each
; surface's input stays, unread, where the ABI lays it out.
;   The loop runs %trips = 3 times, adding 1 to dwords 0..7 of %buf
;   (10, 20, ..., 80 -> 13, 23, ..., 83); the exit writes the last sums to
;   dwords 0..7 of %out (13, 23, ..., 83).
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel vc_surfaces
; CHECK-DAG: .decl buf v_type=T num_elts=1
; CHECK-DAG: .decl out v_type=T num_elts=1
; CHECK-DAG: .decl [[BUF:buf_bti]] v_type=T num_elts=1
; CHECK-DAG: .decl [[OUT:out_bti]] v_type=T num_elts=1
; CHECK-DAG: .input buf offset=32 size=4
; CHECK-DAG: .input out offset=44 size=4
; CHECK: loop:
; CHECK: movs (M1_NM, 1) [[BUF]](0) 0x2:ud
; CHECK-NEXT: gather4_scaled.R (M1_NM, 8) [[BUF]] 0x0:ud
; CHECK: movs (M1_NM, 1) [[BUF]](0) 0x2:ud
; CHECK-NEXT: scatter4_scaled.R (M1_NM, 8) [[BUF]] 0x0:ud
; CHECK: movs (M1_NM, 1) [[OUT]](0) 0x3:ud
; CHECK-NEXT: scatter4_scaled.R (M1_NM, 8) [[OUT]] 0x0:ud
; CHECK-NOT: movs
; RUN: visa-lower compile %s --no-locations --platform xe2 | FileCheck %s --check-prefix=XE2
; XE2: lsc_load.ugm (M1_NM, 8) {{.*}} bti(0x2)
; XE2: lsc_store.ugm (M1_NM, 8) bti(0x2)
; XE2: lsc_store.ugm (M1_NM, 8) bti(0x3)
; RUN: visa-lower run %s --launch %S/vc_surfaces.toml --platform xehpg --verify | FileCheck %s --check-prefix=VERIFY
; VERIFY: verification against the reference: passed
; VERIFY: surface bti 2 (32 bytes, as u32): 8 value(s) changed
; VERIFY-NEXT: 00000000: 13 23 33 43
; VERIFY-NEXT: 00000010: 53 63 73 83
; VERIFY: surface bti 3 (32 bytes, as u32): 8 value(s) changed
; VERIFY-NEXT: 00000000: 13 23 33 43
; VERIFY-NEXT: 00000010: 53 63 73 83
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <8 x i32> @llvm.genx.gather4.scaled.v8i32.v8i1.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)

define spir_kernel void @vc_surfaces(i32 "VCArgumentKind"="2" "VCArgumentDesc"="buffer_t read_write" %buf, i32 "VCArgumentKind"="2" "VCArgumentDesc"="image1d_t read_only" %ro, i32 "VCArgumentKind"="0" %trips, i32 "VCArgumentKind"="2" "VCArgumentDesc"="buffer_t read_write" %out) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %v = call <8 x i32> @llvm.genx.gather4.scaled.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 %buf, i32 0, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>, <8 x i32> undef)
  %v1 = add <8 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 %buf, i32 0, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>, <8 x i32> %v1)
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %trips
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 %out, i32 0, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>, <8 x i32> %v1)
  ret void
}
