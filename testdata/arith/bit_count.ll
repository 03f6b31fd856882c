; Bit counting: ctpop is CBIT, ctlz LZD (a narrower lane has fewer
; leading zeros: minus the extra ones), cttz FBL (0 gives 0xffffffff: min
; with 32; a narrower lane gets a bit set just above it), bitreverse BFREV
; (narrower: shifted down; i64: on the halves, swapped). The vector
; compiler's lzd, fbl, cbit, bfrev, sfbh and ufbh are their instructions.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: cbit (M1_NM, 8) p(0,0)<1> a(0,0)<8;8,1>
; CHECK: lzd (M1_NM, 8) l(0,0)<1> a(0,0)<8;8,1>
; CHECK: fbl (M1_NM, 8) t(0,0)<1> a(0,0)<8;8,1>
; CHECK: min (M1_NM, 8) t(0,0)<1> t(0,0)<8;8,1> 0x20:ud
; CHECK: bfrev (M1_NM, 8) r(0,0)<1> a(0,0)<8;8,1>
; CHECK: lzd (M1_NM, 8) [[BL:V[0-9]+]](0,0)<1>
; CHECK: add (M1_NM, 8) [[BL]]_d(0,0)<1> [[BL]]_d(0,0)<8;8,1> 0xfffffff0:d
; CHECK: or (M1_NM, 8) [[M:V[0-9]+]](0,0)<1> {{V[0-9]+}}(0,0)<8;8,1> 0x10000:ud
; CHECK: fbl (M1_NM, 8) {{V[0-9]+}}(0,0)<1> [[M]](0,0)<8;8,1>
; CHECK: bfrev (M1_NM, 8) [[BR:V[0-9]+]](0,0)<1>
; CHECK: shr (M1_NM, 8) [[BR]](0,0)<1> [[BR]](0,0)<8;8,1> 0x10:ud
; CHECK: mov (M1_NM, 8) [[LO:V[0-9]+]](0,0)<1> c_ud(0,0)<2;1,0>
; CHECK: mov (M1_NM, 8) [[HI:V[0-9]+]](0,0)<1> c_ud(0,1)<2;1,0>
; CHECK: lzd (M1_NM, 8) [[CL:V[0-9]+]](0,0)<1> [[HI]](0,0)<8;8,1>
; CHECK: cmp.eq (M1_NM, 8) [[Z:P[0-9]+]] [[HI]](0,0)<8;8,1> 0x0:ud
; CHECK: ([[Z]]) add (M1_NM, 8) [[CL]](0,0)<1> [[CL]](0,0)<8;8,1> {{V[0-9]+}}(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) cl_ud(0,1)<2> 0x0:ud
; CHECK: lzd (M1_NM, 8) g1(0,0)<1> a(0,0)<8;8,1>
; CHECK: fbl (M1_NM, 8) g2(0,0)<1> a(0,0)<8;8,1>
; CHECK: fbh (M1_NM, 8) g3(0,0)<1> a_d(0,0)<8;8,1>
; CHECK: fbh (M1_NM, 8) g4(0,0)<1> a(0,0)<8;8,1>
; CHECK: cbit (M1_NM, 8) g5(0,0)<1> b(0,0)<8;8,1>
; CHECK: bfrev (M1_NM, 8) g6(0,0)<1> a(0,0)<8;8,1>
define <256 x i32> @bit_count(<8 x i32> %a, <8 x i16> %b, <8 x i64> %c) {
  %p = call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %a)
  %l = call <8 x i32> @llvm.ctlz.v8i32(<8 x i32> %a, i1 false)
  %t = call <8 x i32> @llvm.cttz.v8i32(<8 x i32> %a, i1 false)
  %r = call <8 x i32> @llvm.bitreverse.v8i32(<8 x i32> %a)
  %bl = call <8 x i16> @llvm.ctlz.v8i16(<8 x i16> %b, i1 false)
  %bt = call <8 x i16> @llvm.cttz.v8i16(<8 x i16> %b, i1 false)
  %br = call <8 x i16> @llvm.bitreverse.v8i16(<8 x i16> %b)
  %bp = call <8 x i16> @llvm.ctpop.v8i16(<8 x i16> %b)
  %cl = call <8 x i64> @llvm.ctlz.v8i64(<8 x i64> %c, i1 false)
  %ct = call <8 x i64> @llvm.cttz.v8i64(<8 x i64> %c, i1 false)
  %cp = call <8 x i64> @llvm.ctpop.v8i64(<8 x i64> %c)
  %cr = call <8 x i64> @llvm.bitreverse.v8i64(<8 x i64> %c)
  %g1 = call <8 x i32> @llvm.genx.lzd.v8i32(<8 x i32> %a)
  %g2 = call <8 x i32> @llvm.genx.fbl.v8i32(<8 x i32> %a)
  %g3 = call <8 x i32> @llvm.genx.sfbh.v8i32(<8 x i32> %a)
  %g4 = call <8 x i32> @llvm.genx.ufbh.v8i32(<8 x i32> %a)
  %g5 = call <8 x i32> @llvm.genx.cbit.v8i32.v8i16(<8 x i16> %b)
  %g6 = call <8 x i32> @llvm.genx.bfrev.v8i32(<8 x i32> %a)
  %b1 = zext <8 x i16> %bl to <8 x i32>
  %b2 = zext <8 x i16> %bt to <8 x i32>
  %b3 = zext <8 x i16> %br to <8 x i32>
  %b4 = zext <8 x i16> %bp to <8 x i32>
  %cl1 = trunc <8 x i64> %cl to <8 x i32>
  %ct1 = trunc <8 x i64> %ct to <8 x i32>
  %cp1 = trunc <8 x i64> %cp to <8 x i32>
  %crl = trunc <8 x i64> %cr to <8 x i32>
  %crs = lshr <8 x i64> %cr, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %crh = trunc <8 x i64> %crs to <8 x i32>
  %j0_0 = shufflevector <8 x i32> %p, <8 x i32> %l, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_1 = shufflevector <8 x i32> %t, <8 x i32> %r, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_2 = shufflevector <8 x i32> %b1, <8 x i32> %b2, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_3 = shufflevector <8 x i32> %b3, <8 x i32> %b4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_4 = shufflevector <8 x i32> %cl1, <8 x i32> %ct1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_5 = shufflevector <8 x i32> %cp1, <8 x i32> %crl, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_6 = shufflevector <8 x i32> %crh, <8 x i32> %g1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_7 = shufflevector <8 x i32> %g2, <8 x i32> %g3, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_8 = shufflevector <8 x i32> %g4, <8 x i32> %g5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j0_9 = shufflevector <8 x i32> %g6, <8 x i32> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %j1_0 = shufflevector <16 x i32> %j0_0, <16 x i32> %j0_1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_1 = shufflevector <16 x i32> %j0_2, <16 x i32> %j0_3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_2 = shufflevector <16 x i32> %j0_4, <16 x i32> %j0_5, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_3 = shufflevector <16 x i32> %j0_6, <16 x i32> %j0_7, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j1_4 = shufflevector <16 x i32> %j0_8, <16 x i32> %j0_9, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %j2_0 = shufflevector <32 x i32> %j1_0, <32 x i32> %j1_1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j2_1 = shufflevector <32 x i32> %j1_2, <32 x i32> %j1_3, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j2_2 = shufflevector <32 x i32> %j1_4, <32 x i32> zeroinitializer, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %j3_0 = shufflevector <64 x i32> %j2_0, <64 x i32> %j2_1, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %j3_1 = shufflevector <64 x i32> %j2_2, <64 x i32> zeroinitializer, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %j4_0 = shufflevector <128 x i32> %j3_0, <128 x i32> %j3_1, <256 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255>
  ret <256 x i32> %j4_0
}
declare <8 x i32> @llvm.ctpop.v8i32(<8 x i32>)
declare <8 x i32> @llvm.ctlz.v8i32(<8 x i32>, i1)
declare <8 x i32> @llvm.cttz.v8i32(<8 x i32>, i1)
declare <8 x i32> @llvm.bitreverse.v8i32(<8 x i32>)
declare <8 x i16> @llvm.ctlz.v8i16(<8 x i16>, i1)
declare <8 x i16> @llvm.cttz.v8i16(<8 x i16>, i1)
declare <8 x i16> @llvm.bitreverse.v8i16(<8 x i16>)
declare <8 x i16> @llvm.ctpop.v8i16(<8 x i16>)
declare <8 x i64> @llvm.ctlz.v8i64(<8 x i64>, i1)
declare <8 x i64> @llvm.cttz.v8i64(<8 x i64>, i1)
declare <8 x i64> @llvm.ctpop.v8i64(<8 x i64>)
declare <8 x i64> @llvm.bitreverse.v8i64(<8 x i64>)
declare <8 x i32> @llvm.genx.lzd.v8i32(<8 x i32>)
declare <8 x i32> @llvm.genx.fbl.v8i32(<8 x i32>)
declare <8 x i32> @llvm.genx.sfbh.v8i32(<8 x i32>)
declare <8 x i32> @llvm.genx.ufbh.v8i32(<8 x i32>)
declare <8 x i32> @llvm.genx.cbit.v8i32.v8i16(<8 x i16>)
declare <8 x i32> @llvm.genx.bfrev.v8i32(<8 x i32>)
