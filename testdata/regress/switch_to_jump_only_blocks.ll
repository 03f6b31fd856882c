; Regression (found by visa-lower fuzz): a switch whose cases are blocks
; holding only a jump. Intel's assembler of IGC 1.0.12504 on SKL dropped
; those blocks' labels while the SWITCHJMP table still named them (an
; assertion "invalid label!" and an illegal `jmpi` in the Gen code); the
; table now names the jumps' targets. w0 = 1 takes case 1 (other.0); the
; join stores 7 to out[0] and w0 to out[1] (hand-computed: 07 00 00 00 01 00 00 00).
; RUN: visa-lower run %s --launch %S/switch_to_jump_only_blocks.toml --verify --dump all | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefix=TABLE
; CHECK: kernel k on gen9: ok
; CHECK: verification against the reference: passed
; CHECK: 100000000: 7 0 0 0 1 0 0 0
; TABLE: switchjmp (M1, 1) w0(0,0)<0;1,0> (join_0, join_0, join_0)
define void @k(i32 %w0, i32 addrspace(1)* %out) {
entry:
  switch i32 %w0, label %else.0 [ i32 0, label %then.0
    i32 1, label %other.0
    i32 2, label %then.0 ]
then.0:
  br label %join.0
else.0:
  br label %join.0
other.0:
  br label %join.0
join.0:
  store i32 7, i32 addrspace(1)* %out
  %p = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %w0, i32 addrspace(1)* %p
  ret void
}
