; Regression (found by visa-lower fuzz with Intel's assembler as judge): a
; 49-lane `llvm.genx.svm.gather` of i64 (four 8-byte blocks a lane) inside an
; if/else, its result a phi. Its lanes were copied sixteen at a time from
; mid-GRF (the 49th lane shifts every later piece by one qword): operands of
; five 32-byte GRFs, against the vISA Operands chapter's Region Restriction 6
; (at most two adjacent GRFs). GenX_IR of IGC 1.0.12504 crashed on the DG2
; kernel (a segmentation fault, in register allocation with spills). Every
; instruction is now split until its operands fit two GRFs (emit/span.rs),
; and the verifier holds the rule (`region-span`).
define void @k(i32 %f0, <49 x i64> %a0, <196 x i64> %old0) {
entry:
  %c.0 = icmp ne i32 %f0, 0
  br i1 %c.0, label %then.0, label %else.0
then.0:
  %v.1 = call <196 x i64> @llvm.genx.svm.gather.v196i64.v49i1.v49i64(<49 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i32 2, <49 x i64> %a0, <196 x i64> %old0)
  br label %join.0
else.0:
  br label %join.0
join.0:
  %j.2 = phi <196 x i64> [ %v.1, %then.0 ], [ zeroinitializer, %else.0 ]
  ret void
}

declare <196 x i64> @llvm.genx.svm.gather.v196i64.v49i1.v49i64(<49 x i1>, i32, <49 x i64>, <196 x i64>)
