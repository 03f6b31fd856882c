; table1k: a 1 KiB private table (256 x i32, above the 512 bytes kept in
; registers) filled in a loop and read at variable indices, through the
; private frame. t[i] = i*i xor 0x55. With x = 3, y = 200:
;   t[3]   = 9 xor 85      = 92
;   t[200] = 40000 xor 85  = 0x9c40 xor 0x55 = 0x9c15 = 39957
;   t[203] = 41209 xor 85  = 0xa0f9 xor 0x55 = 0xa0ac = 41132   ((x + y) and 255)
;   t[255] = 65025 xor 85  = 0xfe01 xor 0x55 = 0xfe54 = 65108
; returned and stored to @out.
define <4 x i32> @table1k(ptr addrspace(1) %out, i32 %x, i32 %y) {
entry:
  %t = alloca [256 x i32], align 4
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %sq = mul i32 %i, %i
  %v = xor i32 %sq, 85
  %p = getelementptr inbounds [256 x i32], ptr %t, i32 0, i32 %i
  store i32 %v, ptr %p, align 4
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 256
  br i1 %more, label %fill, label %read

read:
  %px = getelementptr inbounds [256 x i32], ptr %t, i32 0, i32 %x
  %a = load i32, ptr %px, align 4
  %py = getelementptr inbounds [256 x i32], ptr %t, i32 0, i32 %y
  %b = load i32, ptr %py, align 4
  %s = add i32 %x, %y
  %m = and i32 %s, 255
  %pm = getelementptr inbounds [256 x i32], ptr %t, i32 0, i32 %m
  %c = load i32, ptr %pm, align 4
  %pl = getelementptr inbounds [256 x i32], ptr %t, i32 0, i32 255
  %d = load i32, ptr %pl, align 4
  %r0 = insertelement <4 x i32> poison, i32 %a, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %b, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %c, i32 2
  %r3 = insertelement <4 x i32> %r2, i32 %d, i32 3
  store <4 x i32> %r3, ptr addrspace(1) %out, align 4
  ret <4 x i32> %r3
}
