; The conversions from and to double are MOVs between the types (the
; datatypes chapter), to nearest even, on the platforms with FP64 (gen9,
; xehpc). Xe-LP and Xe-HPG have none (IGC's GenX.td: no FeatureFP64): the
; conversion is refused there, at its line, naming the platform.
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s --check-prefixes=NOFP64 -DP=xelp
; RUN: not visa-lower compile %s --platform xehpg 2>&1 | FileCheck %s --check-prefixes=NOFP64 -DP=xehpg
; CHECK: mov (M1_NM, 8) dt(0,0)<1> d(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) dh(0,0)<1> d(0,0)<8;8,1>
; CHECK: mov (M1_NM, 8) hd(0,0)<1> h(0,0)<8;8,1>
; NOFP64: convert_f64.ll:[[@LINE+3]]:3: error: arithmetic on doubles cannot be emitted for [[P]]: mov with a df operand needs FP64, which is not available on [[P]]
; refused: xelp xehpg
define <32 x i32> @convert_f64(<8 x double> %d, <8 x half> %h) {
  %dt = fptrunc <8 x double> %d to <8 x float>
  %dh = fptrunc <8 x double> %d to <8 x half>
  %hd = fpext <8 x half> %h to <8 x double>
  %dti = bitcast <8 x float> %dt to <8 x i32>
  %dhw = bitcast <8 x half> %dh to <4 x i32>
  %hdi = bitcast <8 x double> %hd to <16 x i32>
  %a = shufflevector <4 x i32> %dhw, <4 x i32> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 undef, i32 undef>
  %b = shufflevector <8 x i32> %dti, <8 x i32> %a, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 undef, i32 undef, i32 undef, i32 undef>
  %z = shufflevector <16 x i32> %b, <16 x i32> %hdi, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  ret <32 x i32> %z
}
