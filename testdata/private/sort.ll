; sort: a small sort in private memory. a[k] = ((5k + seed) & 7) * 7 for
; k in 0..8 (5 is odd, so the lanes are a permutation of 0, 7, ..., 49),
; then an insertion sort with variable indices (a[j + 1] = a[j] while
; a[j] > key), and the sorted array read back as one <8 x i32> load.
define <8 x i32> @sort(i32 %seed) {
entry:
  %a = alloca [8 x i32], align 4
  br label %fill

fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %k5 = mul i32 %k, 5
  %ks = add i32 %k5, %seed
  %km = and i32 %ks, 7
  %kv = mul i32 %km, 7
  %pk = getelementptr inbounds [8 x i32], ptr %a, i32 0, i32 %k
  store i32 %kv, ptr %pk, align 4
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 8
  br i1 %more, label %fill, label %outer

outer:
  %i = phi i32 [ 1, %fill ], [ %i1, %place ]
  %pi = getelementptr inbounds i32, ptr %a, i32 %i
  %key = load i32, ptr %pi, align 4
  br label %inner

inner:
  %j = phi i32 [ %i, %outer ], [ %jm, %shift ]
  %at0 = icmp eq i32 %j, 0
  br i1 %at0, label %place, label %compare

compare:
  %jm = sub i32 %j, 1
  %pjm = getelementptr inbounds i32, ptr %a, i32 %jm
  %vjm = load i32, ptr %pjm, align 4
  %gt = icmp sgt i32 %vjm, %key
  br i1 %gt, label %shift, label %place

shift:
  %pj = getelementptr inbounds i32, ptr %a, i32 %j
  store i32 %vjm, ptr %pj, align 4
  br label %inner

place:
  %pp = getelementptr inbounds i32, ptr %a, i32 %j
  store i32 %key, ptr %pp, align 4
  %i1 = add i32 %i, 1
  %again = icmp ult i32 %i1, 8
  br i1 %again, label %outer, label %done

done:
  %r = load <8 x i32>, ptr %a, align 4
  ret <8 x i32> %r
}
