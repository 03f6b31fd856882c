//! Random kernels as structured descriptions ([`Case`]): drawn from a seed,
//! rendered to `.ll` text plus a launch spec (TOML), and simple enough for
//! the reducer to edit (drop an operation, narrow a width, clear a mask).
//!
//! Every case stays inside the input contract (docs/intrinsics.md, docs/input-contract.md,
//! docs/arithmetic.md): enabled lanes address their buffer in bounds and as
//! aligned as the `align` argument promises; SLM scatters stay inside SLM.
//! Disabled lanes may point anywhere (they must never be accessed). The
//! only deliberate departures are predicted by [`Case::expected_refusal`]
//! (a message the platform lacks, an alignment no message can honour) and
//! rare enabled out-of-bounds gathers that must fault on both sides.
//!
//! The model is `case.rs` (with `Families`, which operations each platform
//! draws); this file, `more.rs` and `lsc.rs` (the LSC intrinsics) draw
//! cases, `render.rs` writes them out.

use std::fmt::Write;

use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use visa_passes::isa::access::Messages;
use visa_passes::isa::atomic::AtomicOp;

use super::arith;
use crate::Platform;

pub mod case;
pub mod case_base;
pub mod case_lsc;
mod lsc;
mod lsc2d;
mod more;
pub mod render;
pub use case::*;

// ---------------------------------------------------------------------------
// Drawing a random case.

/// The seed of case `index` of a run seeded with `seed`: each case
/// reproduces alone, and results do not depend on `--jobs`.
pub fn case_seed(seed: u64, index: u64) -> u64 {
    // SplitMix64 of the pair: well spread for consecutive indices.
    let mut z = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ index.wrapping_add(0x632b_e59b_d9b4_e019);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Options of random generation.
#[derive(Clone, Debug)]
pub struct GenOptions {
    /// Platforms to draw from.
    pub platforms: Vec<Platform>,
    /// `Some(b)`: always / never SIMT; `None`: either.
    pub simt: Option<bool>,
    /// The percentage of cases drawn with control flow regions (`Case::flow`;
    /// above 100 counts as 100). It is the case's last draw, so a case drawn
    /// without regions is the same case at every share.
    pub control_flow_share: u8,
}

/// The platforms the fuzzer draws when none is named: every one that takes
/// some family of operations ([`Families`]): all of them.
pub fn default_platforms() -> Vec<Platform> {
    Platform::ALL.into_iter().filter(|&p| Families::of(p).any()).collect()
}

/// The share of loops drawn behind a zero-trip test
/// ([`RegionKind::GuardedLoop`]).
const GUARDED_LOOP_SHARE: f64 = 0.4;

/// The default [`GenOptions::control_flow_share`].
pub const CONTROL_FLOW_SHARE: u8 = 30;

impl Default for GenOptions {
    fn default() -> GenOptions {
        GenOptions { platforms: default_platforms(), simt: None, control_flow_share: CONTROL_FLOW_SHARE }
    }
}

/// The share of cases compiled with legacy messages where the platform has
/// both families (`--messages legacy`; LSC is the default there).
const LEGACY_MESSAGES_SHARE: f64 = 0.3;

/// The messages case `index` of seed `seed` is compiled with: on a platform
/// with both families, sometimes legacy. Drawn from a stream of its own, so
/// that every other draw of the case is what it was before it existed.
fn draw_messages(seed: u64, index: u64, platform: Platform) -> Messages {
    let both = Messages::Legacy.check(platform).is_ok() && Messages::Lsc.check(platform).is_ok();
    let mut rng = ChaCha8Rng::seed_from_u64(case_seed(seed, index) ^ 0x6d65_7373_6167_6573);
    if both && rng.random_bool(LEGACY_MESSAGES_SHARE) {
        Messages::Legacy
    } else {
        Messages::default_for(platform)
    }
}

/// Draws case `index` of the run seeded with `seed`.
pub fn random_case(seed: u64, index: u64, options: &GenOptions) -> Case {
    let mut g = Gen { rng: ChaCha8Rng::seed_from_u64(case_seed(seed, index)), platform: Platform::XeHpg };
    let platform = *options.platforms.choose(&mut g.rng).unwrap_or(&Platform::XeHpg);
    g.platform = platform;
    let simt = options.simt.unwrap_or_else(|| g.rng.random_bool(0.25));
    let dispatch_mask = if simt && g.rng.random_bool(0.5) { g.mask_bits(32) as u32 } else { u32::MAX };
    let mut case = Case {
        name: format!("s{seed}-c{index}"),
        platform,
        simt,
        dispatch_mask,
        opaque: g.rng.random_bool(0.5),
        fill_seed: g.rng.random_range(1..1_000_000),
        image32: g.image(false),
        image16: g.image(true),
        buffer_bases: None,
        messages: draw_messages(seed, index, platform),
        ops: Vec::new(),
        ret: None,
        flow: Vec::new(),
    };
    if g.rng.random_bool(0.3) {
        // Multiples of 64 below the boundary: the bases stay as aligned as
        // any access (the default bases are).
        let mut below = || 64 * g.rng.random_range(1..BUFFER_BYTES as u64 / 64);
        case.buffer_bases = Some(straddling_bases(below(), below()));
    }
    let count = [1, 1, 2, 2, 3, 4, 5, 6][g.rng.random_range(0..8)];
    while case.ops.len() < count {
        g.add_op(&mut case);
        let bytes: usize = case.ops.iter().map(Op::register_bytes).sum();
        if case.ops.len() > 1 && bytes > REGISTER_BUDGET {
            case.ops.pop();
            break;
        }
    }
    let values: Vec<usize> = (0..case.ops.len()).filter(|&k| case.ops[k].value().is_some()).collect();
    if !values.is_empty() && g.rng.random_bool(0.6) {
        case.ret = values.choose(&mut g.rng).copied();
    }
    if g.rng.random_bool(f64::from(options.control_flow_share.min(100)) / 100.0) {
        case.flow = g.flow(case.ops.len());
        case.cut_links_out_of_skipped();
    }
    case
}

impl Gen {
    /// One region around a run of the `n` operations, sometimes with a
    /// second inside it.
    fn flow(&mut self, n: usize) -> Vec<Region> {
        let start = self.rng.random_range(0..n);
        let end = self.rng.random_range(start + 1..=n);
        let mut flow = vec![Region { start, end, kind: self.region_kind() }];
        if self.rng.random_bool(0.4) {
            let inner = self.rng.random_range(start..end);
            let inner_end = self.rng.random_range(inner + 1..=end);
            flow.push(Region { start: inner, end: inner_end, kind: self.region_kind() });
        }
        flow
    }

    fn region_kind(&mut self) -> RegionKind {
        if self.rng.random_bool(0.5) {
            if self.rng.random_bool(0.3) {
                return RegionKind::Switch { way: self.rng.random_range(0..=3) };
            }
            return RegionKind::If { taken: self.rng.random_bool(0.5) };
        }
        let bound = *[Bound::Arg, Bound::Alloca, Bound::Call].choose(&mut self.rng).unwrap_or(&Bound::Arg);
        if self.rng.random_bool(GUARDED_LOOP_SHARE) {
            let carries = Carries { ways: self.rng.random(), seed: self.rng.random() };
            return RegionKind::GuardedLoop { trips: self.rng.random_range(0..=3), bound, carries };
        }
        RegionKind::Loop { trips: self.rng.random_range(1..=3), endless: self.rng.random_bool(0.1), bound }
    }
}

struct Gen {
    rng: ChaCha8Rng,
    /// The case's platform: arithmetic it lacks is not drawn.
    platform: Platform,
}

const WIDTHS: [usize; 18] = [1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 24, 31, 32, 33, 48, 64];

impl Gen {
    fn width(&mut self) -> usize {
        if self.rng.random_bool(0.5) {
            self.rng.random_range(1..=64)
        } else {
            *WIDTHS.choose(&mut self.rng).unwrap_or(&8)
        }
    }

    fn mask_bits(&mut self, width: usize) -> u64 {
        let all = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
        let bits = match self.rng.random_range(0..10) {
            0..=2 => all,
            3 => 0,
            4 => 1u64 << self.rng.random_range(0..width),
            5 => 0x5555_5555_5555_5555,
            6 => all >> (width / 2).clamp(1, 63),
            _ => self.rng.random::<u64>(),
        };
        bits & all
    }

    fn mask(&mut self, width: usize, ops: &[Op]) -> Mask {
        // The same mask as an earlier operation of this width (merges need one value).
        let same: Vec<usize> = (0..ops.len()).filter(|&k| ops[k].width() == width).collect();
        if !same.is_empty() && self.rng.random_bool(0.2) {
            let k = *same.choose(&mut self.rng).unwrap_or(&0);
            return Mask { bits: ops[k].mask().bits, form: MaskForm::Same(k) };
        }
        let form = if self.rng.random_bool(0.5) { MaskForm::Arg } else { MaskForm::Const };
        Mask { bits: self.mask_bits(width), form }
    }

    fn image(&mut self, sixteen: bool) -> Image {
        let kind = *["1d", "1d_array", "2d", "2d_array", "3d"].choose(&mut self.rng).unwrap_or(&"2d");
        let format = if sixteen {
            *["r16_uint", "r16_sint"].choose(&mut self.rng).unwrap_or(&"r16_uint")
        } else {
            *["r32_uint", "r32_sint", "r32_float"].choose(&mut self.rng).unwrap_or(&"r32_uint")
        };
        let width = self.rng.random_range(1..=8);
        let height = if kind.starts_with("1d") { 1 } else { self.rng.random_range(1..=4) };
        let depth = if kind == "3d" { self.rng.random_range(1..=3) } else { 1 };
        let array_size = if kind.ends_with("array") { self.rng.random_range(1..=3) } else { 1 };
        Image { kind, format, width, height, depth, array_size, mips: self.rng.random_range(1..=3) }
    }

    /// An integer of `bits` bits, often an edge value; a 64-bit one also
    /// often with a low dword at either end of its range, so that sums and
    /// differences carry into or borrow from the high dword (what 64-bit
    /// arithmetic on 32-bit halves must get right; the summary counts the
    /// cases where they did).
    fn int_bits(&mut self, bits: u32) -> u64 {
        let all = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
        let v = match self.rng.random_range(0..if bits >= 64 { 10 } else { 8 }) {
            0 => 0,
            1 => 1,
            2 => all,
            3 => all >> 1,
            4 => (all >> 1) + 1,
            8 => (self.rng.random::<u64>() << 32) | (0xffff_ffff - self.rng.random_range(0..4u64)),
            9 => (self.rng.random::<u64>() << 32) | self.rng.random_range(0..4u64),
            _ => self.rng.random::<u64>(),
        };
        v & all
    }

    /// Bits of a value of `elem`: floats are finite and exact in TOML.
    fn value(&mut self, elem: Elem) -> u64 {
        let f: f64 = match self.rng.random_range(0..6) {
            0 => 0.0,
            1 => -0.0,
            2 => 1.5,
            3 => -1024.0,
            _ => f64::from(self.rng.random_range(-4096i32..4096)) * 0.125,
        };
        match elem {
            Elem::Half => u64::from(half::f16::from_f64(f).to_bits()),
            Elem::Float => u64::from((f as f32).to_bits()),
            Elem::Double => f.to_bits(),
            Elem::Ptr => (0x1_0000_0000 + self.rng.random_range(0..BUFFER_BYTES)) as u64,
            int => self.int_bits(int.bytes() * 8),
        }
    }

    fn values(&mut self, elem: Elem, lanes: usize) -> Vec<u64> {
        (0..lanes).map(|_| self.value(elem)).collect()
    }

    /// Offsets of `width` lanes in `[0, limit - size]`, multiples of
    /// `align`; disabled lanes sometimes wild; sometimes lanes repeat.
    fn offsets(&mut self, width: usize, size: i64, align: i64, limit: i64, mask: &Mask, wild_ok: bool) -> Vec<i64> {
        let wild = if limit == SLM_BYTES { SLM_WILD } else { WILD };
        let slots = ((limit - size) / align).max(0) + 1;
        let stride = if self.rng.random_bool(0.3) { self.rng.random_range(1..=4) } else { 0 };
        let start = self.rng.random_range(0..slots);
        let mut offs: Vec<i64> = (0..width)
            .map(|i| {
                let slot =
                    if stride > 0 { (start + i as i64 * stride) % slots } else { self.rng.random_range(0..slots) };
                slot * align
            })
            .collect();
        if width > 1 && self.rng.random_bool(0.1) {
            // Overlapping lanes.
            let a = self.rng.random_range(0..width);
            let b = self.rng.random_range(0..width);
            offs[b] = offs[a];
        }
        if wild_ok && self.rng.random_bool(0.15) {
            for (i, o) in offs.iter_mut().enumerate() {
                if !mask.on(i) && self.rng.random_bool(0.5) {
                    *o += wild;
                }
            }
        }
        offs
    }

    fn source_from_ops(&mut self, want: Elem, width: usize, ops: &[Op]) -> Option<Source> {
        let candidates: Vec<usize> = (0..ops.len())
            .filter(|&k| ops[k].value().is_some_and(|v| (want == Elem::Ptr || v.elem != Elem::Ptr) && v.lanes == width))
            .filter(|&k| !matches!(ops[k], Op::SvmScattered(_)))
            .collect();
        let op = *candidates.choose(&mut self.rng)?;
        let alu = if want != Elem::Ptr && self.rng.random_bool(0.8) { self.arith(want) } else { Alu::None };
        Some(Source::Op { op, signed: self.rng.random_bool(0.5), alu })
    }

    /// A form of the accepted arithmetic for a value of `want`: on its
    /// float value, or on the integer of its width.
    fn arith(&mut self, want: Elem) -> Alu {
        let forms = arith::forms_for(want, self.platform);
        let Some(&k) = forms.choose(&mut self.rng) else { return Alu::None };
        let bits = self.value(want);
        Alu::Form(k, arith::legal_operand(&arith::FORMS[k], want, bits))
    }

    fn data(&mut self, elem: Elem, width: usize, ops: &[Op], allow_undef: bool) -> Source {
        match self.rng.random_range(0..10) {
            0..=3 => {
                if let Some(s) = self.source_from_ops(elem, width, ops) {
                    return s;
                }
                Source::Arg(self.values(elem, width))
            }
            4 if elem != Elem::Ptr => Source::Computed { values: self.values(elem, width), alu: self.arith(elem) },
            5 => Source::Arg(self.values(elem, width)),
            6 if elem != Elem::Ptr => Source::Const(self.values(elem, width)),
            7 => Source::Zero,
            8 if allow_undef => Source::Undef,
            _ => Source::Arg(self.values(elem, width)),
        }
    }

    fn align(&mut self, elem: Elem, refusals: bool) -> u32 {
        let natural = elem.bytes();
        match self.rng.random_range(0..10) {
            0..=5 => natural,
            6 => (natural * 2).min(16),
            7 => 16,
            _ => {
                let lower: Vec<u32> = [1, 2, 4, 8].into_iter().filter(|&a| a < natural).collect();
                let a = lower.choose(&mut self.rng).copied().unwrap_or(natural);
                // 8-byte gathers below align 4 are refused: only sometimes.
                if !refusals && natural == 8 && a < 4 {
                    4
                } else {
                    a
                }
            }
        }
    }

    fn add_op(&mut self, case: &mut Case) {
        let before = case.ops.len();
        if self.draws_lsc() {
            self.lsc(case);
            return;
        }
        // The generic and legacy operations, as many as the platform takes
        // ([`Families`]): a roll of a family it lacks is drawn again.
        let families = Families::of(self.platform);
        let generic = |roll: u32| matches!(roll, 0..=36 | 67..=83);
        let roll = loop {
            let roll = self.rng.random_range(0..100);
            if (families.generic && generic(roll)) || (families.legacy && !generic(roll)) {
                break roll;
            }
            if !families.generic && !families.legacy {
                break roll; // only a named platform without either: an expected refusal
            }
        };
        match roll {
            0..=19 => self.gather(case),
            20..=36 => self.slm_scatter(case),
            37..=43 => self.svm_gather(case),
            44..=52 => self.scatter4(case),
            53..=58 => self.qw_scatter(case),
            59..=66 => self.atomic(case),
            67..=78 => self.contig(case),
            79..=83 => self.rmw(case),
            84..=88 => self.byte_scaled(case),
            89..=94 => self.block(case),
            _ => self.addr_atomic(case),
        }
        debug_assert!(case.ops.len() > before);
    }

    fn gather(&mut self, case: &mut Case) {
        let refusals = self.rng.random_bool(0.1);
        let elem = *Elem::ALL.choose(&mut self.rng).unwrap_or(&Elem::I32);
        let width = self.width();
        let align = self.align(elem, refusals);
        let mask = self.mask(width, &case.ops);
        let size = i64::from(elem.bytes());
        let buf = self.rng.random_range(0..2);
        // Sometimes from SLM (GATHER4_SCALED, QW_GATHER, GATHER_SCALED).
        let slm = self.rng.random_bool(0.2);
        let limit = if slm { SLM_BYTES } else { BUFFER_BYTES };
        let mut offs = self.offsets(width, size, i64::from(align), limit, &mask, true);
        let mut addr = *[AddrForm::ByteOffsets, AddrForm::ByteOffsets, AddrForm::Arg, AddrForm::Index]
            .choose(&mut self.rng)
            .unwrap_or(&AddrForm::ByteOffsets);
        if addr == AddrForm::Index && (offs.iter().any(|&o| o % size != 0 || o >= WILD)) {
            addr = AddrForm::ByteOffsets;
        }
        if !slm && mask.bits != 0 && self.rng.random_bool(0.01) {
            // An enabled lane out of bounds: both sides must fault.
            let lane = (0..width).find(|&i| mask.on(i)).unwrap_or(0);
            offs[lane] = WILD;
            if addr == AddrForm::Index {
                addr = AddrForm::ByteOffsets;
            }
        }
        let passthru = match self.rng.random_range(0..5) {
            0 => Source::Undef,
            1 => Source::Zero,
            2 if elem != Elem::Ptr => Source::Const(self.values(elem, width)),
            _ => self.data(elem, width, &case.ops, true),
        };
        let space = if slm {
            3
        } else if self.rng.random_bool(0.25) {
            0
        } else {
            1
        };
        let first = case.ops.len();
        case.ops.push(Op::Gather(Gather { elem, width, align, space, buf, offs, addr, mask, passthru }));
        // A merge group: gathers at consecutive blocks of the same lanes.
        if !slm && elem.bytes() >= 4 && align >= 4 && self.rng.random_bool(0.3) {
            let members = self.rng.random_range(1..8usize.min(32 / elem.bytes() as usize));
            let mut deltas: Vec<i64> = (1..=members as i64).map(|j| j * size).collect();
            if self.rng.random_bool(0.3) {
                deltas.reverse();
            }
            for delta in deltas {
                self.maybe_intervene(case, first);
                let Op::Gather(base) = &case.ops[first] else { return };
                let offs: Vec<i64> = base.offs.iter().map(|&o| o + delta).collect();
                let in_bounds = offs.iter().zip(0..).all(|(&o, i)| !mask.on(i) || o + size <= BUFFER_BYTES);
                if !in_bounds {
                    break;
                }
                let g = Gather {
                    align: base.align.min(elem.bytes()),
                    offs,
                    addr: AddrForm::Derived(first),
                    mask: Mask { bits: mask.bits, form: MaskForm::Same(first) },
                    passthru: if self.rng.random_bool(0.5) { Source::Undef } else { Source::Zero },
                    ..base.clone()
                };
                case.ops.push(Op::Gather(g));
            }
        }
    }

    /// Sometimes an operation between members of a merge group: a
    /// scatter that may alias, or an unrelated gather.
    fn maybe_intervene(&mut self, case: &mut Case, first: usize) {
        if !self.rng.random_bool(0.15) {
            return;
        }
        let _ = first;
        if self.rng.random_bool(0.5) || !Families::of(self.platform).legacy {
            self.slm_scatter_simple(case);
        } else {
            self.scatter4(case);
        }
    }

    fn slm_scatter_simple(&mut self, case: &mut Case) {
        let elem = *Elem::SLM.choose(&mut self.rng).unwrap_or(&Elem::I32);
        let width = self.width();
        let mask = self.mask(width, &case.ops);
        let offs = self.offsets(width, i64::from(elem.bytes()), i64::from(elem.bytes()), SLM_BYTES, &mask, true);
        let data = self.data(elem, width, &case.ops, false);
        let addr =
            *[AddrForm::ByteOffsets, AddrForm::Arg, AddrForm::Index].choose(&mut self.rng).unwrap_or(&AddrForm::Arg);
        case.ops.push(Op::Scatter(Scatter {
            elem,
            width,
            align: elem.bytes(),
            space: 3,
            buf: 0,
            offs,
            addr,
            mask,
            data,
        }));
    }

    /// A scatter to global memory (SVM_SCATTER), any element type.
    fn global_scatter(&mut self, case: &mut Case) {
        let refusals = self.rng.random_bool(0.1);
        let elem = *Elem::ALL.choose(&mut self.rng).unwrap_or(&Elem::I32);
        let width = self.width();
        let align = self.align(elem, refusals);
        let mask = self.mask(width, &case.ops);
        let offs = self.offsets(width, i64::from(elem.bytes()), i64::from(align), BUFFER_BYTES, &mask, true);
        let data = self.data(elem, width, &case.ops, false);
        let mut addr =
            *[AddrForm::ByteOffsets, AddrForm::Arg, AddrForm::Index].choose(&mut self.rng).unwrap_or(&AddrForm::Arg);
        if addr == AddrForm::Index && offs.iter().any(|&o| o % i64::from(elem.bytes()) != 0 || o >= WILD) {
            addr = AddrForm::ByteOffsets;
        }
        let space = if self.rng.random_bool(0.25) { 0 } else { 1 };
        let buf = self.rng.random_range(0..2);
        case.ops.push(Op::Scatter(Scatter { elem, width, align, space, buf, offs, addr, mask, data }));
    }

    fn slm_scatter(&mut self, case: &mut Case) {
        if self.rng.random_bool(0.25) {
            return self.global_scatter(case);
        }
        let refusals = self.rng.random_bool(0.1);
        // Mostly dwords and qwords; sometimes bytes and words (SCATTER_SCALED).
        let elem = if self.rng.random_bool(0.2) {
            *[Elem::I8, Elem::I16, Elem::Half].choose(&mut self.rng).unwrap_or(&Elem::I16)
        } else {
            *Elem::SLM.choose(&mut self.rng).unwrap_or(&Elem::I32)
        };
        let width = self.width();
        let mut align = self.align(elem, true);
        if align < 4 && !refusals && !(elem.bytes() == 8 && self.rng.random_bool(0.5)) {
            align = 4;
        }
        let mask = self.mask(width, &case.ops);
        let group = elem.bytes() == 4 && align >= 4 && self.rng.random_bool(0.35);
        // Merge groups need room for four dwords per lane.
        let (size, step) = if group { (16, 16) } else { (i64::from(elem.bytes()), i64::from(align)) };
        let offs = self.offsets(width, size, step, SLM_BYTES, &mask, true);
        let data = self.data(elem, width, &case.ops, false);
        let addr =
            *[AddrForm::ByteOffsets, AddrForm::Arg, AddrForm::Index].choose(&mut self.rng).unwrap_or(&AddrForm::Arg);
        let first = case.ops.len();
        case.ops.push(Op::Scatter(Scatter {
            elem,
            width,
            align,
            space: 3,
            buf: 0,
            offs: offs.clone(),
            addr,
            mask,
            data,
        }));
        if group {
            let mut deltas: Vec<i64> = (1..self.rng.random_range(2..=4)).map(|j| j * 4).collect();
            if self.rng.random_bool(0.3) {
                deltas.reverse();
            }
            for delta in deltas {
                self.maybe_intervene(case, first);
                let data = self.data(elem, width, &case.ops, false);
                case.ops.push(Op::Scatter(Scatter {
                    elem,
                    width,
                    align: 4,
                    space: 3,
                    buf: 0,
                    offs: offs.iter().map(|&o| o + delta).collect(),
                    addr: AddrForm::Derived(first),
                    mask: Mask { bits: mask.bits, form: MaskForm::Same(first) },
                    data,
                }));
            }
        }
    }

    fn svm_gather(&mut self, case: &mut Case) {
        let width = self.width();
        let (block, log2_blocks) = *[(1, 0), (1, 1), (1, 2), (4, 0), (4, 1), (4, 2), (4, 3), (8, 0), (8, 1), (8, 2)]
            .choose(&mut self.rng)
            .unwrap_or(&(4, 0));
        let mask = self.mask(width, &case.ops);
        let bytes = i64::from(block << log2_blocks);
        let offs = self.offsets(width, bytes, i64::from(block), BUFFER_BYTES, &mask, true);
        let float = block > 1 && self.rng.random_bool(0.3);
        let mut g = SvmScatteredMsg {
            write: self.rng.random_bool(0.35),
            width,
            block,
            log2_blocks,
            float,
            buf: self.rng.random_range(0..2),
            offs,
            addr: if self.rng.random_bool(0.6) { AddrForm::Arg } else { AddrForm::ByteOffsets },
            mask,
            old: Source::Undef,
        };
        let lanes = width * g.slots() / g.elem_bytes() as usize;
        let elem = g.elem();
        g.old = match self.rng.random_range(0..4) {
            0 => Source::Undef,
            1 => Source::Zero,
            2 => Source::Const(self.values(elem, lanes)),
            _ => Source::Arg(self.values(elem, lanes)),
        };
        case.ops.push(Op::SvmScattered(g));
    }

    fn surface(&mut self) -> Surface {
        *[Surface::Slm, Surface::Slm, Surface::Bti, Surface::Arg].choose(&mut self.rng).unwrap_or(&Surface::Slm)
    }

    /// Dword offsets into a bounded surface; sometimes past its end (dropped).
    fn surface_offsets(&mut self, width: usize, surface: Surface, size: i64, align: i64, mask: &Mask) -> Vec<i64> {
        let limit = if surface == Surface::Slm { SLM_BYTES } else { SURFACE_BYTES };
        let limit = if self.rng.random_bool(0.15) { limit + 64 } else { limit };
        self.offsets(width, size, align, limit, mask, false)
    }

    fn scatter4(&mut self, case: &mut Case) {
        let width = self.width();
        let channels = self.rng.random_range(1..=15u32);
        let surface = self.surface();
        let mask = self.mask(width, &case.ops);
        let global_offset = if self.rng.random_bool(0.3) { 4 * self.rng.random_range(0..8) } else { 0 };
        let offs = self.surface_offsets(width, surface, 16 + i64::from(global_offset), 4, &mask);
        let float = self.rng.random_bool(0.3);
        let elem = if float { Elem::Float } else { Elem::I32 };
        let lanes = width * channels.count_ones() as usize;
        let data = if channels.count_ones() == 1 && self.rng.random_bool(0.4) {
            self.source_from_ops(elem, width, &case.ops).unwrap_or_else(|| Source::Arg(self.values(elem, lanes)))
        } else if self.rng.random_bool(0.3) {
            Source::Const(self.values(elem, lanes))
        } else {
            Source::Arg(self.values(elem, lanes))
        };
        let gather = self.rng.random_bool(0.35);
        case.ops.push(Op::Scatter4(Scatter4Msg {
            gather,
            width,
            channels,
            surface,
            global_offset,
            offs,
            float,
            mask,
            data,
        }));
    }

    fn qw_scatter(&mut self, case: &mut Case) {
        let width = self.width();
        let surface = self.surface();
        let mask = self.mask(width, &case.ops);
        let align = if self.rng.random_bool(0.2) { 4 } else { 8 };
        let offs = self.surface_offsets(width, surface, 8, align, &mask);
        let double = self.rng.random_bool(0.3);
        let elem = if double { Elem::Double } else { Elem::I64 };
        let data = self.data(elem, width, &case.ops, false);
        let gather = self.rng.random_bool(0.35);
        case.ops.push(Op::QwScatter(QwScatterMsg { gather, width, surface, offs, double, mask, data }));
    }

    fn atomic(&mut self, case: &mut Case) {
        let op = *AtomicOp::ALL.choose(&mut self.rng).unwrap_or(&AtomicOp::Add);
        let sixteen = self.rng.random_bool(0.3);
        let width = self.width();
        let mask = self.mask(width, &case.ops);
        let image = if sixteen { case.image16 } else { case.image32 };
        let dims = [image.width, image.height.max(image.array_size), image.depth.max(image.array_size), image.mips];
        let coords = [0, 1, 2, 3].map(|c| (0..width).map(|_| self.coord(dims[c])).collect::<Vec<u32>>());
        let zero_coords = [0, 1, 2].map(|_| self.rng.random_bool(0.3));
        let src = |g: &mut Gen, has: bool, ops: &[Op]| {
            if !has {
                return Source::Undef;
            }
            match g.rng.random_range(0..4) {
                0 => g.source_from_ops(Elem::I32, width, ops).unwrap_or(Source::Zero),
                1 => Source::Const(g.values(Elem::I32, width)),
                _ => Source::Arg(g.values(Elem::I32, width)),
            }
        };
        let src0 = src(self, op.has_src0(), &case.ops);
        let src1 = src(self, op.has_src1(), &case.ops);
        let surface_arg = self.rng.random_bool(0.4);
        case.ops.push(Op::Atomic(TypedAtomic {
            op,
            sixteen,
            width,
            surface_arg,
            coords,
            zero_coords,
            src0,
            src1,
            mask,
        }));
    }

    /// A coordinate: in range mostly, else an edge or out of bounds.
    pub(super) fn coord(&mut self, dim: u32) -> u32 {
        match self.rng.random_range(0..10) {
            0 => dim,
            1 => dim.saturating_sub(1),
            2 => u32::MAX,
            3 => dim + self.rng.random_range(0..4),
            _ => self.rng.random_range(0..dim.max(1)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Guarded loops are drawn: every trip count 0..=3 (0 takes the guard's
    /// edge), every bound, every way of carrying a value out, at the top
    /// and nested with the other regions; and every drawn one's module is
    /// valid IR (LLVM's verifier) with its guard, loop phis and exit phis.
    #[test]
    fn guarded_loops_are_drawn_and_their_ir_is_valid() {
        let options = GenOptions { control_flow_share: 100, ..GenOptions::default() };
        let mut seen = BTreeSet::new();
        let mut guarded = 0;
        for i in 0..600 {
            let case = random_case(46, i, &options);
            for (r, region) in case.flow.iter().enumerate() {
                let RegionKind::GuardedLoop { trips, bound, carries } = region.kind else { continue };
                guarded += 1;
                assert!(trips <= 3, "{region:?}");
                seen.insert(format!("trips {trips}"));
                seen.insert(format!("{bound:?}"));
                seen.insert(if r == 0 { "outer" } else { "inner" }.to_string());
                if r == 0 && case.flow.len() > 1 {
                    seen.insert("around another".to_string());
                }
                for (position, k) in (region.start..region.end).enumerate() {
                    if case.ops[k].value().is_some() {
                        seen.insert(format!("{:?}", carries.of(position)));
                    }
                }
                let ll = case.render().ll;
                assert!(ll.contains(&format!("%none.{r} = icmp eq i32 ")), "{ll}");
                assert!(ll.contains(&format!("br i1 %none.{r}, label %exit.{r}, label %loop.{r}")), "{ll}");
                if guarded <= 60 {
                    let context = crate::input::ir::context_for(ll.as_bytes());
                    let loaded = crate::input::ir::load_module(&context, "k.ll", ll.as_bytes()).map(|_| ());
                    loaded.unwrap_or_else(|d| panic!("{d}\n{ll}"));
                }
            }
        }
        assert!(guarded > 60, "{guarded} guarded loops");
        for want in [
            "trips 0", "trips 1", "trips 3", "Arg", "Alloca", "Call", "outer", "inner", "around another", "Shared",
            "SharedArg", "Unrelated", "Previous", "Last",
        ] {
            assert!(seen.contains(want), "never drew {want}: {seen:?}");
        }
    }

    /// A guarded loop around an `i32` gather whose value the kernel
    /// returns: its accumulator starts from the constant the guard's edge
    /// also brings, and the exit phi joins it with the last trip's update.
    #[test]
    fn a_guarded_loop_carries_its_values_out_through_exit_phis() {
        let options = GenOptions { platforms: vec![Platform::XeHpg], simt: Some(false), control_flow_share: 0 };
        let mut case = (0..500)
            .map(|i| random_case(46, i, &options))
            .find(|c| matches!(c.ops.first(), Some(Op::Gather(g)) if g.elem == Elem::I32 && g.width <= 16))
            .expect("a case starting with an i32 gather");
        (1..case.ops.len()).rev().for_each(|k| case.remove_op(k));
        case.ret = Some(0);
        case.flow = vec![Region {
            start: 0,
            end: 1,
            kind: RegionKind::GuardedLoop { trips: 0, bound: Bound::Arg, carries: Carries::all(Carry::Shared, 7) },
        }];
        let ty = format!("<{} x i32>", case.ops[0].width());
        let ll = case.render().ll;
        let lines: Vec<&str> = ll.lines().map(str::trim).collect();
        let at = |prefix: &str| lines.iter().position(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("{prefix}: {ll}"));
        // loop.0: the counter's phi, then the accumulator's, from the
        // guard's block (entry) and the loop's one block.
        let header = at("loop.0:");
        let (acc, phi) = lines[header + 2].split_once(" = ").unwrap_or_default();
        let start = phi
            .strip_prefix(&format!("phi {ty} [ "))
            .and_then(|p| p.split_once(", %entry ], [ "))
            .unwrap_or_else(|| panic!("{phi}"));
        let (start, update) = (start.0, start.1.trim_end_matches(", %loop.0 ]"));
        assert!(start.starts_with("<i32 "), "{phi}");
        // Updated once per trip from the gather's value.
        let made = lines[at(&format!("{update} = "))];
        assert!(["add", "xor", "sub"].iter().any(|op| made.contains(&format!("= {op} {ty} {acc}, %v."))), "{made}");
        // exit.0: the exit phi, the same start from entry and the update from
        // the loop, and the kernel returns it.
        let exit = at("exit.0:");
        let (out, phi) = lines[exit + 1].split_once(" = ").unwrap_or_default();
        assert_eq!(phi, format!("phi {ty} [ {start}, %entry ], [ {update}, %loop.0 ]"));
        assert_eq!(lines[exit + 2], format!("ret {ty} {out}"));
        assert!(case.render().toml.contains("\nn0 = 0\n"), "{}", case.render().toml);
    }
}
