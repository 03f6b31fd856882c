; private_table: two private arrays SROA and mem2reg cannot keep in
; registers (variable indices), kept as GRF variables instead. A 64 x i32
; table is filled with t[k] = k * k in a loop, t[10] is overwritten at a
; constant index, then a second loop sums t[(5 * i + seed) & 63] and counts
; a histogram h[(3 * i) & 7] += 1 in an 8 x i32 array. Past 32 lanes a
; variable index is an addr_add of the byte offset and an indirect move;
; the histogram's 8 lanes are read and written by compares.
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel private_table
; CHECK-NOT: svm
; CHECK: .decl [[A:addr[0-9_]*]] v_type=A num_elts=1
; CHECK: fill:
; CHECK: min (M1_NM, 1) [[M:[A-Za-z0-9_]+]](0,0)<1> kx_ud(0,0)<0;1,0> 0x3f:ud
; CHECK: addr_add (M1_NM, 1) [[A]](0)<1> &{{[A-Za-z0-9_]+}} {{[A-Za-z0-9_]+}}(0,0)<0;1,0>
; CHECK: mov (M1_NM, 1) r{{\[}}[[A]](0),0]<1>:ud kk(0,0)<0;1,0>
; CHECK: cmp.eq (M1_NM, 8) P{{[0-9]+}} {{[A-Za-z0-9_]+}}(0,0)<8;8,1> k8(0,0)<0;1,0>
; CHECK: (P{{[0-9]+}}) jmp (M1, 1) [[E:edge[0-9_]*]]
; CHECK: [[E]]:
; CHECK: jmp (M1, 1) fill
; CHECK: filled:
; CHECK: mov (M1_NM, 1) [[T:[A-Za-z0-9_]+]](1,2)<1> 0x3e8:ud
; CHECK: sum:
; CHECK: addr_add (M1_NM, 1) [[B:addr[0-9_]*]](0)<1> &[[T]] {{[A-Za-z0-9_]+}}(0,0)<0;1,0>
; CHECK: mov (M1_NM, 1) {{[A-Za-z0-9_]+}}(0,0)<1> r{{\[}}[[B]](0),0]<0;1,0>:ud
; CHECK: cmp.eq (M1_NM, 1) P{{[0-9]+}} c(0,0)<0;1,0> 0x7:ud
; CHECK: cmp.eq (M1_NM, 8) P{{[0-9]+}} {{[A-Za-z0-9_]+}}(0,0)<8;8,1> c(0,0)<0;1,0>
; CHECK: jmp (M1, 1) sum
; CHECK: done:
; CHECK: addr_add (M1_NM, 1) {{addr[0-9_]*}}(0)<1> &[[T]]
; CHECK: mov (M1_NM, 1) r0(0,1)<1> [[T]](1,2)<0;1,0>
; CHECK: ret (M1, 1)

define <4 x i32> @private_table(i32 %n, i32 %seed, i32 %j) {
entry:
  %t = alloca [64 x i32], align 4
  %h = alloca [8 x i32], align 4
  br label %fill

fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %kk = mul i32 %k, %k
  %kx = zext i32 %k to i64
  %pk = getelementptr inbounds i32, ptr %t, i64 %kx
  store i32 %kk, ptr %pk, align 4
  %k8 = and i32 %k, 7
  %ph = getelementptr inbounds [8 x i32], ptr %h, i32 0, i32 %k8
  store i32 0, ptr %ph, align 4
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 64
  br i1 %more, label %fill, label %filled

filled:
  %p10 = getelementptr inbounds [64 x i32], ptr %t, i32 0, i32 10
  store i32 1000, ptr %p10, align 4
  br label %sum

sum:
  %i = phi i32 [ 0, %filled ], [ %i1, %sum ]
  %acc = phi i32 [ 0, %filled ], [ %acc1, %sum ]
  %i5 = mul i32 %i, 5
  %is = add i32 %i5, %seed
  %b = and i32 %is, 63
  %pb = getelementptr inbounds [64 x i32], ptr %t, i32 0, i32 %b
  %tb = load i32, ptr %pb, align 4
  %acc1 = add i32 %acc, %tb
  %i3 = mul i32 %i, 3
  %c = and i32 %i3, 7
  %pc = getelementptr inbounds [8 x i32], ptr %h, i32 0, i32 %c
  %hc = load i32, ptr %pc, align 4
  %hc1 = add i32 %hc, 1
  store i32 %hc1, ptr %pc, align 4
  %i1 = add i32 %i, 1
  %again = icmp ult i32 %i1, %n
  br i1 %again, label %sum, label %done

done:
  %v0 = load i32, ptr %p10, align 4
  %pj = getelementptr inbounds [64 x i32], ptr %t, i32 0, i32 %j
  %vj = load i32, ptr %pj, align 4
  %p3 = getelementptr inbounds [8 x i32], ptr %h, i32 0, i32 3
  %h3 = load i32, ptr %p3, align 4
  %r0 = insertelement <4 x i32> undef, i32 %acc1, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %v0, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %vj, i32 2
  %r3 = insertelement <4 x i32> %r2, i32 %h3, i32 3
  ret <4 x i32> %r3
}
