//! IEEE `fdiv` and `llvm.sqrt` of floats where the platform has no
//! DIVM/SQRTM (xelp, xehpg: exact integer sequences, `src/emit/ieee.rs`),
//! run on the emulator over a sample of operands and compared bit for bit
//! with the host's IEEE division and square root (Rust's `/` and `sqrt`,
//! an engine independent of the tool), and by `run --verify` with the
//! reference. The sample: zeros of both signs, infinities, NaNs, the
//! extremes of each range, subnormals, random bit patterns, quotients
//! that overflow and that land in the subnormals, mantissas at both ends
//! of their binade against each other, and hard-to-round cases (quotients
//! and roots within an ulp of a halfway point between two floats).

use visa_lower::api::{Module, RunOptions};
use visa_lower::exec::launch::Launch;

/// Lanes per loop iteration of the kernel.
const LANES: usize = 16;

const KERNEL: &str = "define void @ieee(i32 addrspace(1)* %a, i32 addrspace(1)* %b, i32 addrspace(1)* %q, i32 addrspace(1)* %s, i32 %count) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %off = mul i32 %i, 16
  %pa = getelementptr i32, i32 addrspace(1)* %a, i32 %off
  %pb = getelementptr i32, i32 addrspace(1)* %b, i32 %off
  %pq = getelementptr i32, i32 addrspace(1)* %q, i32 %off
  %ps = getelementptr i32, i32 addrspace(1)* %s, i32 %off
  %va = bitcast i32 addrspace(1)* %pa to <16 x float> addrspace(1)*
  %vb = bitcast i32 addrspace(1)* %pb to <16 x float> addrspace(1)*
  %vq = bitcast i32 addrspace(1)* %pq to <16 x float> addrspace(1)*
  %vs = bitcast i32 addrspace(1)* %ps to <16 x float> addrspace(1)*
  %x = load <16 x float>, <16 x float> addrspace(1)* %va, align 16
  %y = load <16 x float>, <16 x float> addrspace(1)* %vb, align 16
  %r = fdiv <16 x float> %x, %y
  %t = call <16 x float> @llvm.sqrt.v16f32(<16 x float> %x)
  store <16 x float> %r, <16 x float> addrspace(1)* %vq, align 16
  store <16 x float> %t, <16 x float> addrspace(1)* %vs, align 16
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %count
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>)
";

/// A deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as u32
    }
}

/// `x` rounded to nearest float (the sample's hard cases are exact in f64).
fn f(x: f64) -> u32 {
    (x as f32).to_bits()
}

/// The operand pairs: every special against every special, then the rest.
fn sample() -> Vec<(u32, u32)> {
    let specials = [
        0x0000_0000,
        0x8000_0000,
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0000,
        0xffc0_0001,
        0x7f80_0001, // 0, inf, NaNs
        0x0000_0001,
        0x8000_0001,
        0x007f_ffff,
        0x0040_0000,
        0x0080_0000,
        0x0080_0001, // subnormals, the least normals
        0x7f7f_ffff,
        0xff7f_fffe,
        0x3f80_0000,
        0xbf80_0000,
        0x4000_0000,
        0x3f7f_ffff,
        0x3f80_0001,
        0x4040_0000,
    ];
    let mut pairs: Vec<(u32, u32)> = specials.iter().flat_map(|&a| specials.iter().map(move |&b| (a, b))).collect();
    // Mantissas at both ends of [1, 2) against each other: quotients
    // next to 1 from both sides and next to 2, where the float reciprocal
    // of the division is least accurate and the correction of its
    // quotient changes binade (1 / (1 - 2^-24) rounds up).
    for i in 0..16 {
        for j in 0..16 {
            let (lo_a, hi_a, lo_b, hi_b) = (0x3f80_0000 + i, 0x3fff_ffff - i, 0x3f80_0000 + j, 0x3fff_ffff - j);
            pairs.extend([(lo_a, lo_b), (hi_a, lo_b), (lo_a, hi_b), (hi_a, hi_b), (lo_a, hi_b - 0x80_0000)]);
        }
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..320 {
        // Any bit pattern; subnormals of either operand.
        pairs.push((rng.next(), rng.next()));
        pairs.push((rng.next() & 0x807f_ffff, rng.next()));
        pairs.push((rng.next(), rng.next() & 0x807f_ffff));
        // Quotients near the subnormal boundary and the overflow one.
        let small = (rng.next() & 0x807f_ffff) | ((1 + rng.next() % 30) << 23);
        pairs.push((small, (rng.next() & 0x007f_ffff) | (0x7f + rng.next() % 30) << 23));
        let large = (rng.next() & 0x007f_ffff) | ((0xe0 + rng.next() % 31) << 23);
        pairs.push((large, (rng.next() & 0x007f_ffff) | (0x40 + rng.next() % 60) << 23));
        // Hard-to-round quotients: b in [1, 2), q a halfway point between
        // two floats in [1, 2), a = b * q rounded (b * q is exact in f64),
        // so that a / b is within an ulp of a halfway point; scaled.
        let b = 1.0 + f64::from(rng.next() & 0x7f_ffff) / f64::from(1 << 23);
        let q = 1.0 + f64::from(2 * (rng.next() & 0x7f_ffff) + 1) / f64::from(1 << 24);
        let k = (rng.next() % 200) as i32 - 100;
        pairs.push((f(b * q * 2f64.powi(k)), f(b)));
        // Hard-to-round roots: a = r^2 rounded, r a halfway point (r^2 is
        // exact in f64), scaled by an even power of two.
        let r = 1.0 + f64::from(2 * (rng.next() & 0x7f_ffff) + 1) / f64::from(1 << 24);
        let k = 2 * ((rng.next() % 120) as i32 - 60);
        pairs.push((f(r * r * 2f64.powi(k)), f(r)));
    }
    pairs.truncate(pairs.len() / LANES * LANES);
    pairs
}

fn toml_list(values: impl Iterator<Item = u32>) -> String {
    values.map(|v| format!("{v:#x}")).collect::<Vec<_>>().join(", ")
}

fn le_u32s(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// The host's result, or `None` for a NaN (any NaN is IEEE's answer).
fn expected(bits: f32) -> Option<u32> {
    (!bits.is_nan()).then(|| bits.to_bits())
}

#[test]
fn ieee_division_and_square_root_are_exact_on_every_platform() {
    let pairs = sample();
    let n = pairs.len();
    let size = 4 * n;
    let spec = format!(
        "kernel = \"ieee\"\n\
         [[buffer]]\nname = \"a\"\nelement = \"u32\"\nsize = {size}\nfill = \"explicit\"\ndata = [{}]\n\
         [[buffer]]\nname = \"b\"\nelement = \"u32\"\nsize = {size}\nfill = \"explicit\"\ndata = [{}]\n\
         [[buffer]]\nname = \"q\"\nsize = {size}\n\
         [[buffer]]\nname = \"s\"\nsize = {size}\n\
         [args]\na = \"@a\"\nb = \"@b\"\nq = \"@q\"\ns = \"@s\"\ncount = {}\n",
        toml_list(pairs.iter().map(|p| p.0)),
        toml_list(pairs.iter().map(|p| p.1)),
        n / LANES
    );
    let launch = Launch::parse("ieee.toml", &spec).expect("the spec parses");
    let module = Module::from_memory("ieee.ll", KERNEL.as_bytes().to_vec()).expect("reads");
    // xe2 (DIVM and SQRTM, no legacy data port) waits for LSC selection.
    for platform in crate::support::legacy_platforms() {
        let report = module.run(&launch, &RunOptions::verify(platform)).unwrap_or_else(|d| panic!("{platform}: {d}"));
        assert!(report.verdict.as_ref().is_some_and(|v| v.passed()), "{platform}: {}", report.text());
        let buffer = |name: &str| le_u32s(&report.memory.svm.allocation(name).expect("buffer").bytes);
        let (q, s) = (buffer("q"), buffer("s"));
        let mut wrong = Vec::new();
        for (i, &(a, b)) in pairs.iter().enumerate() {
            let (x, y) = (f32::from_bits(a), f32::from_bits(b));
            let nan = |bits: u32| f32::from_bits(bits).is_nan();
            match expected(x / y) {
                Some(e) if q[i] != e => wrong.push(format!("{a:#010x} / {b:#010x} = {:#010x}, not {e:#010x}", q[i])),
                None if !nan(q[i]) => wrong.push(format!("{a:#010x} / {b:#010x} = {:#010x}, not NaN", q[i])),
                _ => {}
            }
            match expected(x.sqrt()) {
                Some(e) if s[i] != e => wrong.push(format!("sqrt {a:#010x} = {:#010x}, not {e:#010x}", s[i])),
                None if !nan(s[i]) => wrong.push(format!("sqrt {a:#010x} = {:#010x}, not NaN", s[i])),
                _ => {}
            }
        }
        assert!(
            wrong.is_empty(),
            "{platform}: {} of {n} wrong:\n{}",
            wrong.len(),
            wrong[..wrong.len().min(20)].join("\n")
        );
    }
}
