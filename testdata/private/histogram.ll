; histogram: bins of a struct type in private memory, h[b] = {count, sum}
; ([4 x {i32, i32}], variable bin, constant field). For k in 0..n:
; b = 7k & 3, h[b].count += 1, h[b].sum += k; the bins are zeroed first
; in a loop. The result is the whole histogram, one <8 x i32> load.
define <8 x i32> @histogram(i32 %n) {
entry:
  %h = alloca [4 x { i32, i32 }], align 4
  br label %zero

zero:
  %z = phi i32 [ 0, %entry ], [ %z1, %zero ]
  %pc0 = getelementptr inbounds [4 x { i32, i32 }], ptr %h, i32 0, i32 %z, i32 0
  store i32 0, ptr %pc0, align 4
  %ps0 = getelementptr inbounds [4 x { i32, i32 }], ptr %h, i32 0, i32 %z, i32 1
  store i32 0, ptr %ps0, align 4
  %z1 = add i32 %z, 1
  %zmore = icmp ult i32 %z1, 4
  br i1 %zmore, label %zero, label %count

count:
  %k = phi i32 [ 0, %zero ], [ %k1, %count ]
  %k7 = mul i32 %k, 7
  %b = and i32 %k7, 3
  %bin = getelementptr inbounds { i32, i32 }, ptr %h, i32 %b
  %c = load i32, ptr %bin, align 4
  %c1 = add i32 %c, 1
  store i32 %c1, ptr %bin, align 4
  %ps = getelementptr inbounds { i32, i32 }, ptr %bin, i32 0, i32 1
  %s = load i32, ptr %ps, align 4
  %s1 = add i32 %s, %k
  store i32 %s1, ptr %ps, align 4
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %count, label %done

done:
  %r = load <8 x i32>, ptr %h, align 4
  ret <8 x i32> %r
}
