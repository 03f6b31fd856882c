; phi_swap: two phis that swap each trip (a cycle in the edge's parallel
; copy, which needs a temporary) and a third that reads one of them; after
; %n trips the pair is swapped n times.

define <3 x i32> @phi_swap(i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %a = phi i32 [ %x, %entry ], [ %b, %loop ]
  %b = phi i32 [ %y, %entry ], [ %a, %loop ]
  %last = phi i32 [ 0, %entry ], [ %a, %loop ]
  %t = phi i32 [ 0, %entry ], [ %t1, %loop ]
  %t1 = add i32 %t, 1
  %c = icmp ult i32 %t1, %n
  br i1 %c, label %loop, label %done

done:
  %r0 = insertelement <3 x i32> undef, i32 %a, i32 0
  %r1 = insertelement <3 x i32> %r0, i32 %b, i32 1
  %r2 = insertelement <3 x i32> %r1, i32 %last, i32 2
  ret <3 x i32> %r2
}
