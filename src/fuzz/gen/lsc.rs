//! The LSC intrinsics the fuzzer draws: the calls `compile` emits as one
//! `lsc_load` or `lsc_store` each (docs/lsc.md, "What `compile` emits"),
//! `llvm.genx.lsc.{load,load.merge,store,prefetch}.{stateless,slm}`, with every data
//! size it lowers (d32, d64, d8u32, d16u32, d16u32h), vector sizes,
//! transposed and not, immediate offsets (negative too), the cache controls
//! the platform takes for the row, constant and argument predicates, and
//! widths up to the platform's LSC lanes. Which platforms draw them is
//! [`Families`]'s.
//!
//! Each keeps the input contract of the module above: an enabled lane's
//! address plus the immediate offset is aligned to its data size and inside
//! its buffer (SLM: sometimes past its end, where reads give zero and writes
//! are dropped); disabled lanes may point anywhere.

use visa_passes::isa::lsc::{self as isa_lsc, LscCache, LscDataSize};

use super::render::*;
use super::*;

/// The share of operations drawn as LSC calls where the platform has the
/// other families too.
const LSC_SHARE: f64 = 0.2;

impl Gen {
    /// Whether the next operation is an LSC call ([`Families`]).
    pub(super) fn draws_lsc(&mut self) -> bool {
        let f = Families::of(self.platform);
        f.lsc && (!(f.generic || f.legacy) || self.rng.random_bool(LSC_SHARE))
    }

    pub(super) fn lsc(&mut self, case: &mut Case) {
        let p = self.platform;
        let kind = *LscKind::ALL.choose(&mut self.rng).unwrap_or(&LscKind::Load);
        let slm = self.rng.random_bool(0.35);
        let transposed = self.rng.random_bool(0.2);
        let data_size = if transposed || self.rng.random_bool(0.6) {
            *[LscDataSize::D32, LscDataSize::D64].choose(&mut self.rng).unwrap_or(&LscDataSize::D32)
        } else {
            *LscDataSize::ALL.choose(&mut self.rng).unwrap_or(&LscDataSize::D32)
        };
        let max = LscMsg::max_width(kind, p);
        let width = if transposed {
            1
        } else if self.rng.random_bool(0.5) {
            self.rng.random_range(1..=max)
        } else {
            let edges = [1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 24, 31, 32];
            *edges.iter().filter(|&&w| w <= max).collect::<Vec<_>>().choose(&mut self.rng).copied().unwrap_or(&1)
        };
        let sizes: &[u32] = match (transposed, data_size) {
            (true, _) => &LSC_VECTORS_TRANSPOSED,
            (false, LscDataSize::D32 | LscDataSize::D64) => LSC_VECTORS,
            _ => &[1],
        };
        let mask = self.mask(width, &case.ops);
        let (l1, l3) =
            *LscMsg::cache_pairs(kind, slm, p).choose(&mut self.rng).unwrap_or(&(LscCache::Df, LscCache::Df));
        let mut msg = LscMsg {
            kind,
            slm,
            data_size,
            float: self.rng.random_bool(0.3),
            vector: *sizes.choose(&mut self.rng).unwrap_or(&1),
            transposed,
            width,
            cache: (l1, l3),
            offset: 0,
            buf: self.rng.random_range(0..2),
            offs: Vec::new(),
            addr: if self.rng.random_bool(0.5) { AddrForm::Arg } else { AddrForm::ByteOffsets },
            narrow: false,
            mask,
            data: Source::Undef,
        };
        // Within what `compile` takes, but rarely past it (an expected refusal).
        if !self.rng.random_bool(0.02) {
            let drawn = msg.vector;
            msg.vector = msg.fit_vector(p, &sizes[..sizes.iter().filter(|&&v| v <= drawn).count()]).unwrap_or(1);
        }
        let size = i64::from(data_size.bytes());
        let limit = match (slm, self.rng.random_bool(0.15)) {
            (true, true) => SLM_BYTES + 64, // past SLM's end: reads give zero, writes are dropped
            (true, false) => SLM_BYTES,
            (false, _) => BUFFER_BYTES,
        };
        msg.offs = self.offsets(width, msg.span(), size, limit, &msg.mask, true);
        if !slm && kind.has_result() && msg.mask.bits != 0 && self.rng.random_bool(0.01) {
            // An enabled lane outside every buffer: both sides must fault.
            let lane = (0..width).find(|&i| msg.mask.on(i)).unwrap_or(0);
            msg.offs[lane] = WILD;
        }
        msg.offset = match self.rng.random_range(0..10) {
            0..=4 => 0,
            5..=7 => size as i32 * self.rng.random_range(-64..=64),
            8 => self.rng.random_range(-300..=300),
            // Past what a message's offset field holds (the finalizer adds it).
            _ => *[-0x10_0000, 0x10_0000, 0x7fff_fff0].choose(&mut self.rng).unwrap_or(&0x10_0000),
        };
        // 16-bit SLM offsets where every enabled lane's address fits them.
        msg.narrow = slm && self.rng.random_bool(0.3) && {
            let imm = i64::from(msg.offset);
            (0..width).filter(|&i| msg.mask.on(i)).all(|i| (0..=0xffff).contains(&(msg.offs[i] - imm)))
        };
        let elem = msg.elem();
        let lanes = msg.lanes();
        msg.data = match kind {
            LscKind::Load | LscKind::Prefetch => Source::Undef,
            LscKind::LoadMerge => match self.rng.random_range(0..4) {
                0 => Source::Zero,
                1 => Source::Const(self.values(elem, lanes)),
                _ => self.data(elem, lanes, &case.ops, true),
            },
            LscKind::Store => self.data(elem, lanes, &case.ops, false),
        };
        case.ops.push(Op::Lsc(msg));
    }
}

impl Writer<'_> {
    /// The call: its address operand, predicate, data, immediates.
    pub(super) fn lsc_op(&mut self, k: usize, c: &LscMsg) -> Option<String> {
        let o = self.opaque();
        self.bases.push(None);
        let n = c.width;
        let imm = i64::from(c.offset);
        // Lane i's address operand: its access less the immediate offset.
        let at = |x: i64| x - imm;
        let (addr_ty, addrs) = if c.slm {
            let (bits, keep) = if c.narrow { (16, 0xffff) } else { (32, 0xffff_ffff) };
            let lanes: Vec<u64> = c.offs.iter().map(|&x| at(x) as u64 & keep).collect();
            let elem = if c.narrow { Elem::I16 } else { Elem::I32 };
            let ty = format!("<{n} x i{bits}>");
            let v = match c.addr {
                AddrForm::Arg => self.param(&ty, &format!("a{k}"), toml_array(lanes.iter().map(|&x| toml_uint(x)))),
                _ => const_vec(elem, &lanes, o),
            };
            (ty, v)
        } else {
            let ty = format!("<{n} x i64>");
            let v = match c.addr {
                AddrForm::Arg => {
                    let vals = toml_array(c.offs.iter().map(|&x| {
                        if x >= WILD {
                            toml_uint((0x1_0000_0000 + at(x)) as u64)
                        } else if at(x) < 0 {
                            format!("\"@buf{}{}\"", c.buf, at(x))
                        } else {
                            format!("\"@buf{}+{}\"", c.buf, at(x))
                        }
                    }));
                    self.param(&ty, &format!("a{k}"), vals)
                }
                _ => {
                    let base = self.buffer_base(c.buf, 1);
                    let i8p = ptr_ty("i8", 1, o);
                    let lanes: Vec<String> = c.offs.iter().map(|&x| format!("i64 {}", at(x))).collect();
                    let b = self.fresh("b");
                    self.line(&b, &format!("getelementptr i8, {i8p} {base}, <{n} x i64> <{}>", lanes.join(", ")));
                    let a = self.fresh("a");
                    self.line(&a, &format!("ptrtoint <{n} x {i8p}> {b} to <{n} x i64>"));
                    a
                }
            };
            (ty, v)
        };
        let m = self.mask_operand(k);
        let elem = c.elem();
        let lanes = c.lanes();
        let vt = format!("<{lanes} x {}>", elem.ir(o));
        let data = matches!(c.kind, LscKind::LoadMerge | LscKind::Store).then(|| self.source(&c.data, elem, lanes, &format!("x{k}")));
        let space = if c.slm { "slm" } else { "stateless" };
        // 0 or the operation's own (a store's 4): both name it.
        let subop = if c.kind == LscKind::Store && k % 2 == 1 { 4 } else { 0 };
        let immediates = format!(
            "i8 {subop}, i8 {}, i8 {}, i16 1, i32 {}, i8 {}, i8 {}, i8 {}, i8 0",
            c.cache.0.code(),
            c.cache.1.code(),
            c.offset,
            c.data_size.code(),
            isa_lsc::LscVectorSize::from_count(c.vector).map_or(1, |v| v.code()),
            isa_lsc::data_order_code(c.transposed),
        );
        let pred_ty = format!("<{n} x i1>");
        let mangled_addr = &addr_ty[1..addr_ty.len() - 1].replace(" x ", "");
        let em = elem.mangle(o);
        match (c.kind, data) {
            (LscKind::Store, Some(d)) => {
                let name = format!("llvm.genx.lsc.store.{space}.v{n}i1.v{mangled_addr}.v{lanes}{em}");
                self.declares.push(format!(
                    "declare void @{name}({pred_ty}, i8, i8, i8, i16, i32, i8, i8, i8, i8, {addr_ty}, {vt}, i32)"
                ));
                let _ = writeln!(
                    self.body,
                    "  call void @{name}({pred_ty} {m}, {immediates}, {addr_ty} {addrs}, {vt} {d}, i32 0)"
                );
                None
            }
            (LscKind::Prefetch, _) => {
                let name = format!("llvm.genx.lsc.prefetch.{space}.v{n}i1.v{mangled_addr}");
                self.declares.push(format!("declare void @{name}({pred_ty}, i8, i8, i8, i16, i32, i8, i8, i8, i8, {addr_ty}, i32)"));
                let _ = writeln!(self.body, "  call void @{name}({pred_ty} {m}, {immediates}, {addr_ty} {addrs}, i32 0)");
                None
            }
            (kind, passthru) => {
                let merge = if kind == LscKind::LoadMerge { "merge." } else { "" };
                let name = format!("llvm.genx.lsc.load.{merge}{space}.v{lanes}{em}.v{n}i1.v{mangled_addr}");
                let (pt_ty, pt) = match passthru {
                    Some(p) => (format!(", {vt}"), format!(", {vt} {p}")),
                    None => (String::new(), String::new()),
                };
                self.declares.push(format!(
                    "declare {vt} @{name}({pred_ty}, i8, i8, i8, i16, i32, i8, i8, i8, i8, {addr_ty}, i32{pt_ty})"
                ));
                let v = self.fresh("v");
                self.line(&v, &format!("call {vt} @{name}({pred_ty} {m}, {immediates}, {addr_ty} {addrs}, i32 0{pt})"));
                Some(v)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The LSC calls of `cases` random cases on `platform`.
    fn drawn(platform: Platform, cases: u64) -> Vec<LscMsg> {
        let options = GenOptions { platforms: vec![platform], simt: None, control_flow_share: 0 };
        (0..cases)
            .flat_map(|i| random_case(9, i, &options).ops)
            .filter_map(|op| match op {
                Op::Lsc(c) => Some(c),
                _ => None,
            })
            .collect()
    }

    /// What is drawn is what `compile` takes (docs/lsc.md): each call
    /// within the platform's LSC lanes and cache pairs, its vector size legal
    /// for its data size and order, every enabled lane's access aligned and
    /// inside its buffer (SLM: at most 64 bytes past); and every shape it
    /// varies is drawn.
    #[test]
    fn lsc_calls_are_drawn_within_what_compile_takes() {
        for platform in [Platform::XeHpg, Platform::XeLpg, Platform::XeHpc, Platform::Xe2] {
            let calls = drawn(platform, 600);
            assert!(calls.len() > 100, "{platform}: {} LSC calls", calls.len());
            let max = if matches!(platform, Platform::XeHpc | Platform::Xe2) { 32 } else { 16 };
            let mut seen = BTreeSet::new();
            for c in &calls {
                assert!(c.width >= 1 && c.width <= max, "{platform}: {c:?}");
                assert_eq!(c.offs.len(), c.width);
                assert!(LscMsg::cache_pairs(c.kind, c.slm, platform).contains(&c.cache), "{platform}: {c:?}");
                if c.transposed {
                    assert_eq!(c.width, 1);
                    assert!(matches!(c.data_size, LscDataSize::D32 | LscDataSize::D64));
                    assert!(LSC_VECTORS_TRANSPOSED.contains(&c.vector));
                } else if matches!(c.data_size, LscDataSize::D32 | LscDataSize::D64) {
                    assert!(LSC_VECTORS.contains(&c.vector));
                } else {
                    assert_eq!(c.vector, 1);
                }
                let size = i64::from(c.data_size.bytes());
                let limit = if c.slm { SLM_BYTES + 64 } else { BUFFER_BYTES };
                for (i, &x) in c.offs.iter().enumerate().filter(|&(i, _)| c.mask.on(i)) {
                    assert_eq!(x % size, 0, "{platform}: lane {i} of {c:?}");
                    assert!(x == WILD || (0..=limit - c.span()).contains(&x), "{platform}: lane {i} of {c:?}");
                    if c.narrow {
                        assert!((0..=0xffff).contains(&(x - i64::from(c.offset))), "{c:?}");
                    }
                }
                seen.insert(format!("{}", c.kind_name()));
                seen.insert(format!("{:?}", c.data_size));
                seen.insert(format!("transposed {}", c.transposed));
                seen.insert(format!("vector {}", c.vector));
                seen.insert(format!("mask {:?}", c.mask.form).replace(|ch: char| ch.is_ascii_digit(), ""));
                seen.insert(format!("offset {}", c.offset.signum()));
                seen.insert(format!("narrow {}", c.narrow));
                seen.insert(format!("{:?}", c.addr));
                seen.insert(format!("width {}", c.width == max));
            }
            let refused = calls.iter().filter(|c| c.refusal(platform).is_some()).count();
            assert!(refused * 20 < calls.len(), "{platform}: {refused} of {} refused", calls.len());
            for want in [
                "lsc.load.stateless",
                "lsc.load.merge.slm",
                "lsc.store.stateless",
                "lsc.store.slm",
                "lsc.prefetch.stateless",
                "lsc.prefetch.slm",
                "D8U32",
                "D16U32",
                "D16U32H",
                "D64",
                "transposed true",
                "vector 8",
                "vector 32",
                "mask Const",
                "mask Arg",
                "mask Same()",
                "offset -1",
                "offset 1",
                "narrow true",
                "Arg",
                "ByteOffsets",
                "width true",
            ] {
                assert!(seen.contains(want), "{platform}: never drew {want}: {seen:?}");
            }
        }
    }

    /// A platform draws the families it takes and no other ([`Families`]):
    /// LSC calls on xehpg, mtl, xehpc and xe2.
    #[test]
    fn the_platform_decides_which_families_are_drawn() {
        for platform in Platform::ALL {
            let families = Families::of(platform);
            let options = GenOptions { platforms: vec![platform], simt: None, control_flow_share: 0 };
            let drawn: BTreeSet<Family> =
                (0..300).flat_map(|i| random_case(3, i, &options).ops).map(|op| op.family()).collect();
            for family in [Family::Generic, Family::Legacy, Family::Lsc] {
                assert_eq!(drawn.contains(&family), families.has(family), "{platform}: {family:?}");
            }
        }
        let lsc = Platform::ALL.map(|p| Families::of(p).lsc);
        assert_eq!(lsc, Platform::ALL.map(|p| !matches!(p, Platform::Gen9 | Platform::XeLp)));
        assert_eq!(default_platforms(), Platform::ALL.to_vec());
    }
}
