; lut2d: a two-dimensional lookup table in private memory, t[i][j] =
; 16i + j * j ([4 x [6 x i16]], both indices variable, i64 and i32), and a
; vector alloca <8 x float> written at variable lanes (v[m] = m / 2) and
; read at another. Returns {t[x][y], t[y][x] (through an i8 step of one
; row), v[x + y]} as <3 x i32>.
define <3 x i32> @lut2d(i32 %x, i32 %y) {
entry:
  %t = alloca [4 x [6 x i16]], align 2
  %v = alloca <8 x float>, align 32
  br label %rows

rows:
  %i = phi i64 [ 0, %entry ], [ %i1, %cols_done ]
  br label %cols

cols:
  %j = phi i32 [ 0, %rows ], [ %j1, %cols ]
  %i16 = trunc i64 %i to i16
  %row = shl i16 %i16, 4
  %j16 = trunc i32 %j to i16
  %jj = mul i16 %j16, %j16
  %e = add i16 %row, %jj
  %p = getelementptr inbounds [4 x [6 x i16]], ptr %t, i32 0, i64 %i, i32 %j
  store i16 %e, ptr %p, align 2
  %j1 = add i32 %j, 1
  %jmore = icmp ult i32 %j1, 6
  br i1 %jmore, label %cols, label %cols_done

cols_done:
  %i1 = add i64 %i, 1
  %imore = icmp ult i64 %i1, 4
  br i1 %imore, label %rows, label %vec

vec:
  %m = phi i32 [ 0, %cols_done ], [ %m1, %vec ]
  %mf = uitofp i32 %m to float
  %half = fmul float %mf, 5.000000e-01
  %pv = getelementptr inbounds <8 x float>, ptr %v, i32 0, i32 %m
  store float %half, ptr %pv, align 4
  %m1 = add i32 %m, 1
  %mmore = icmp ult i32 %m1, 8
  br i1 %mmore, label %vec, label %done

done:
  %pxy = getelementptr inbounds [4 x [6 x i16]], ptr %t, i32 0, i32 %x, i32 %y
  %txy = load i16, ptr %pxy, align 2
  %row1 = getelementptr inbounds i8, ptr %t, i32 12
  %pyx = getelementptr inbounds [6 x i16], ptr %row1, i32 %y, i32 %x
  %tyx = load i16, ptr %pyx, align 2
  %xy = add i32 %x, %y
  %pxyv = getelementptr inbounds float, ptr %v, i32 %xy
  %vxy = load float, ptr %pxyv, align 4
  %a = zext i16 %txy to i32
  %b = zext i16 %tyx to i32
  %c = bitcast float %vxy to i32
  %r0 = insertelement <3 x i32> undef, i32 %a, i32 0
  %r1 = insertelement <3 x i32> %r0, i32 %b, i32 1
  %r2 = insertelement <3 x i32> %r1, i32 %c, i32 2
  ret <3 x i32> %r2
}
