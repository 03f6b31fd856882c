; Constants a kernel uses again and again (emit/hoist.rs):
; - %a, %b and %c gather with one passthru, the non-splat constant 5 + 3i
;   (four steps: a packed immediate, an add, a mul and an add). Each gather
;   needs it in its own result (the enabled lanes overwrite it), and three
;   copies in place cost 12 instructions where writing it once, at the
;   kernel's start, and copying it costs 4 + 3: it is hoisted, and each
;   gather's result gets one mov from it. The copy in block %more too:
;   the kernel's start comes before every block;
; - 10i is read as an operand by three adds in two blocks: written once, at
;   the kernel's start, and read there by all three;
; - a disabled lane of each gather returns the passthru: the emulator's run
;   is checked against the reference's.
define <16 x i32> @constant_hoisting(<16 x i64> %addr, <16 x i1> %m, i32 %n) {
entry:
  %a = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %addr, <16 x i32> <i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50>)
  %b = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %addr, <16 x i32> <i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50>)
  %x = add <16 x i32> %a, <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70, i32 80, i32 90, i32 100, i32 110, i32 120, i32 130, i32 140, i32 150>
  %y = add <16 x i32> %b, <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70, i32 80, i32 90, i32 100, i32 110, i32 120, i32 130, i32 140, i32 150>
  %s = add <16 x i32> %x, %y
  %go = icmp ugt i32 %n, 3
  br i1 %go, label %more, label %done

more:
  %c = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %addr, <16 x i32> <i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50>)
  %t = add <16 x i32> %s, %c
  %u = add <16 x i32> %t, <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70, i32 80, i32 90, i32 100, i32 110, i32 120, i32 130, i32 140, i32 150>
  br label %done

done:
  %r = phi <16 x i32> [ %s, %entry ], [ %u, %more ]
  ret <16 x i32> %r
}

declare <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x i32>)
