//! The LSC intrinsics the fuzzer draws, each where the platform has it
//! (docs/lsc.md, "What `compile` emits"):
//! `llvm.genx.lsc.{load,load.merge,store,prefetch}[.quad].{stateless,slm,bti}`
//! with every data size it lowers (d32, d64, d8u32, d16u32, d16u32h, packed
//! d8 and d16), vector sizes, transposed and not, quad channel masks,
//! immediate offsets (negative too), the cache controls the platform takes
//! for the row, constant and argument predicates, and widths up to the
//! platform's LSC lanes; `llvm.genx.lsc.xatomic.{stateless,slm,bti}` of
//! every operation; `llvm.genx.lsc.fence` and generic `fence`; the typed
//! quad on xe2 (the 2D block calls are `lsc2d.rs`'s). Which platforms
//! draw them is [`Families`]'s and `LscFeature::on`'s.
//!
//! `.bti` addresses the launch's surface (by its constant index or an
//! argument) or SLM (254). `.bindless` is not drawn: a launch binds
//! surfaces by index, so the reference cannot run it (docs/lsc.md).
//!
//! Each keeps the input contract of the module above: an enabled lane's
//! address plus the immediate offset is aligned to its data size and inside
//! its buffer (SLM and the surface: sometimes past their end, where reads
//! give zero and writes are dropped); disabled lanes may point anywhere.

use crate::visa::LscSfid;
use visa_passes::ir::lsc::LscFeature;
use visa_passes::isa::lsc::{self as isa_lsc, LscCache, LscDataSize, LscFenceOp, LscFenceUnit, LscScope};

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

    /// An LSC call: mostly a load, store or prefetch; sometimes an atomic,
    /// a fence (LSC or generic) or, where the platform has them, a 2D block.
    pub(super) fn lsc(&mut self, case: &mut Case) {
        let block2d = LscFeature::Block2d.on(self.platform);
        let typed = LscFeature::Typed.on(self.platform);
        match self.rng.random_range(0..100) {
            0..=15 => self.lsc_atomic(case),
            16..=21 => self.fence(case),
            22..=33 if block2d => self.block2d(case),
            34..=41 if typed => self.typed_quad(case),
            _ => self.lsc_untyped(case),
        }
    }

    /// Where a call's lanes are: `.slm`, `.stateless`, or `.bti` on the
    /// launch's surface (by constant or argument) or on SLM (254).
    fn lsc_space(&mut self) -> (bool, Option<Surface>) {
        match self.rng.random_range(0..20) {
            0..=6 => (true, None),
            7..=9 => (
                false,
                Some(*[Surface::Bti, Surface::Arg, Surface::Slm].choose(&mut self.rng).unwrap_or(&Surface::Bti)),
            ),
            _ => (false, None),
        }
    }

    pub(super) fn lsc_untyped(&mut self, case: &mut Case) {
        let p = self.platform;
        let kind = *LscKind::ALL.choose(&mut self.rng).unwrap_or(&LscKind::Load);
        let (slm, bti) = self.lsc_space();
        // Quad: d32, one element per enabled channel; a store's channels contiguous from x.
        let quad = self.rng.random_bool(0.15).then(|| {
            if kind == LscKind::Store {
                *[1, 3, 7, 15].choose(&mut self.rng).unwrap_or(&1)
            } else {
                self.rng.random_range(1..=15)
            }
        });
        let transposed = quad.is_none() && self.rng.random_bool(0.2);
        let data_size = if quad.is_some() {
            LscDataSize::D32
        } else if transposed || self.rng.random_bool(0.6) {
            *[LscDataSize::D32, LscDataSize::D64].choose(&mut self.rng).unwrap_or(&LscDataSize::D32)
        } else if self.rng.random_bool(0.25) {
            // Packed bytes and words (sent as d8u32/d16u32).
            *[LscDataSize::D8, LscDataSize::D16].choose(&mut self.rng).unwrap_or(&LscDataSize::D8)
        } else {
            *LscDataSize::ALL.choose(&mut self.rng).unwrap_or(&LscDataSize::D32)
        };
        let max = LscMsg::max_width(kind, p);
        let width = if transposed { 1 } else { self.lsc_width(max) };
        let sizes: &[u32] = match (transposed, data_size, quad) {
            (_, _, Some(_)) => &[1],
            (true, _, _) => &LSC_VECTORS_TRANSPOSED,
            (false, LscDataSize::D32 | LscDataSize::D64, _) => LSC_VECTORS,
            _ => &[1],
        };
        let mask = self.mask(width, &case.ops);
        let in_slm = slm || bti == Some(Surface::Slm);
        let (l1, l3) =
            *LscMsg::cache_pairs(kind, in_slm, p).choose(&mut self.rng).unwrap_or(&(LscCache::Df, LscCache::Df));
        let mut msg = LscMsg {
            kind,
            slm,
            bti,
            quad,
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
            src0: Source::Undef,
            src1: Source::Undef,
        };
        // Within what `compile` takes, but rarely past it (an expected refusal).
        if !self.rng.random_bool(0.02) {
            let drawn = msg.vector;
            msg.vector = msg.fit_vector(p, &sizes[..sizes.iter().filter(|&&v| v <= drawn).count()]).unwrap_or(1);
        }
        // A lane's elements fit the space it addresses (the surface is 256 bytes).
        while msg.span() > msg.bound() && msg.vector > 1 {
            msg.vector = sizes.iter().rev().copied().find(|&v| v < msg.vector).unwrap_or(1);
        }
        self.lsc_addresses(&mut msg);
        let elem = msg.elem();
        let lanes = msg.lanes();
        msg.data = match kind {
            LscKind::Load | LscKind::Prefetch | LscKind::Atomic(_) => Source::Undef,
            LscKind::LoadMerge => match self.rng.random_range(0..4) {
                0 => Source::Zero,
                1 => Source::Const(self.values(elem, lanes)),
                _ => self.data(elem, lanes, &case.ops, true),
            },
            LscKind::Store => self.data(elem, lanes, &case.ops, false),
        };
        case.ops.push(Op::Lsc(msg));
    }

    /// A width up to `max`, often at an edge.
    fn lsc_width(&mut self, max: usize) -> usize {
        if self.rng.random_bool(0.5) {
            self.rng.random_range(1..=max)
        } else {
            let edges = [1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 24, 31, 32];
            *edges.iter().filter(|&&w| w <= max).collect::<Vec<_>>().choose(&mut self.rng).copied().unwrap_or(&1)
        }
    }

    /// Each lane's access, the immediate offset and the SLM offsets' width:
    /// aligned to the data size, inside the buffer (a bounded space:
    /// sometimes past its end, where reads give zero and writes are
    /// dropped); rarely an enabled stateless lane outside every buffer.
    fn lsc_addresses(&mut self, msg: &mut LscMsg) {
        let width = msg.width;
        let size = i64::from(msg.data_size.bytes());
        let bounded = msg.in_slm() || msg.bti.is_some();
        let limit = msg.bound() + if bounded && self.rng.random_bool(0.15) { 64 } else { 0 };
        msg.offs = self.offsets(width, msg.span(), size, limit, &msg.mask, true);
        if !bounded && msg.kind.has_result() && msg.mask.bits != 0 && self.rng.random_bool(0.01) {
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
        msg.narrow = msg.slm && self.rng.random_bool(0.3) && {
            let imm = i64::from(msg.offset);
            (0..width).filter(|&i| msg.mask.on(i)).all(|i| (0..=0xffff).contains(&(msg.offs[i] - imm)))
        };
    }

    /// `llvm.genx.lsc.xatomic.<space>`: an operation the unit and platform
    /// have (`isa::lsc::atomic_refusal`), rarely one they lack.
    fn lsc_atomic(&mut self, case: &mut Case) {
        let p = self.platform;
        let op = *LscAtomicOp::ALL.choose(&mut self.rng).unwrap_or(&LscAtomicOp::IAdd);
        let (mut slm, mut bti) = self.lsc_space();
        let float_op = op.is_float();
        let mut data_size = if float_op {
            *[LscDataSize::D32, LscDataSize::D32, LscDataSize::D64].choose(&mut self.rng).unwrap_or(&LscDataSize::D32)
        } else {
            *isa_lsc::ATOMIC_DATA_SIZES.choose(&mut self.rng).unwrap_or(&LscDataSize::D32)
        };
        // Rarely what the platform lacks on global memory (a 64-bit fadd on xehpg
        // or mtl: refused by `compile`); what SLM lacks the intrinsic's check refuses.
        let on_ugm = !slm && bti != Some(Surface::Slm);
        if !(on_ugm && self.rng.random_bool(0.02)) {
            // What the unit lacks: on global memory instead, and at 32 bits there.
            let sfid = |slm: bool, bti: Option<Surface>| {
                if slm || bti == Some(Surface::Slm) {
                    LscSfid::Slm
                } else {
                    LscSfid::Ugm
                }
            };
            if isa_lsc::atomic_refusal(op, sfid(slm, bti), data_size, p).is_some() {
                (slm, bti) = (false, None);
            }
            if isa_lsc::atomic_refusal(op, sfid(slm, bti), data_size, p).is_some() {
                data_size = LscDataSize::D32;
            }
        }
        let width = self.lsc_width(LscMsg::max_width(LscKind::Atomic(op), p));
        let mask = self.mask(width, &case.ops);
        let kind = LscKind::Atomic(op);
        let in_slm = slm || bti == Some(Surface::Slm);
        let cache =
            *LscMsg::cache_pairs(kind, in_slm, p).choose(&mut self.rng).unwrap_or(&(LscCache::Df, LscCache::Df));
        // Float lanes for the float operations, sometimes for load and store.
        let float = float_op
            || (matches!(op, LscAtomicOp::Load | LscAtomicOp::Store)
                && data_size != LscDataSize::D16U32
                && self.rng.random_bool(0.3));
        let mut msg = LscMsg {
            kind,
            slm,
            bti,
            quad: None,
            data_size,
            float,
            vector: 1,
            transposed: false,
            width,
            cache,
            offset: 0,
            buf: self.rng.random_range(0..2),
            offs: Vec::new(),
            addr: if self.rng.random_bool(0.5) { AddrForm::Arg } else { AddrForm::ByteOffsets },
            narrow: false,
            mask,
            data: Source::Undef,
            src0: Source::Undef,
            src1: Source::Undef,
        };
        self.lsc_addresses(&mut msg);
        let elem = msg.elem();
        let sixteen = data_size == LscDataSize::D16U32;
        let source = |g: &mut Gen, used: bool| {
            if !used {
                return Source::Undef;
            }
            let s = match g.rng.random_range(0..4) {
                0 => g.data(elem, width, &case.ops, false),
                1 => Source::Const(g.values(elem, width)),
                _ => Source::Arg(g.values(elem, width)),
            };
            // d16u32: the low 16 bits are the operand (kept so in the argument too).
            match s {
                Source::Arg(v) if sixteen => Source::Arg(v.into_iter().map(|x| x & 0xffff).collect()),
                Source::Const(v) if sixteen => Source::Const(v.into_iter().map(|x| x & 0xffff).collect()),
                s => s,
            }
        };
        msg.src0 = source(self, op.sources() >= 1);
        msg.src1 = source(self, op.sources() >= 2);
        msg.data = match self.rng.random_range(0..3) {
            0 => Source::Undef,
            1 => Source::Zero,
            _ => Source::Arg(self.values(elem, width)),
        };
        case.ops.push(Op::Lsc(msg));
    }

    /// A typed quad call of channel x on the launch's 32- or 16-bit image,
    /// its coordinates in range, at the edge or past it.
    fn typed_quad(&mut self, case: &mut Case) {
        let op =
            *[Block2dOp::Load, Block2dOp::Store, Block2dOp::Prefetch].choose(&mut self.rng).unwrap_or(&Block2dOp::Load);
        let width = self.lsc_width(LscMsg::max_width(LscKind::Load, self.platform));
        let mask = self.mask(width, &case.ops);
        let sixteen = self.rng.random_bool(0.3);
        let image = if sixteen { case.image16 } else { case.image32 };
        let dims = [image.width, image.height.max(image.array_size), image.depth.max(image.array_size), image.mips];
        let coords = [0, 1, 2, 3].map(|c| (0..width).map(|_| self.coord(dims[c])).collect::<Vec<u32>>());
        let zero_coords = [0, 1, 2].map(|_| self.rng.random_bool(0.3));
        let kind = if op == Block2dOp::Store { LscKind::Store } else { LscKind::Load };
        let cache = *LscMsg::cache_pairs(kind, false, self.platform)
            .choose(&mut self.rng)
            .unwrap_or(&(LscCache::Df, LscCache::Df));
        let data = match op {
            Block2dOp::Prefetch => Source::Undef,
            _ => match self.rng.random_range(0..4) {
                0 => Source::Zero,
                1 => Source::Const(self.values(Elem::I32, width)),
                _ => self.data(Elem::I32, width, &case.ops, op == Block2dOp::Load),
            },
        };
        case.ops.push(Op::TypedQuad(TypedQuadMsg { op, width, sixteen, cache, coords, zero_coords, mask, data }));
    }

    /// `llvm.genx.lsc.fence` of a unit the platform has (SLM: `.none.group`
    /// only), or a generic `fence` (selected to `lsc_fence` or nothing).
    fn fence(&mut self, case: &mut Case) {
        let p = self.platform;
        let kind = if self.rng.random_bool(0.5) {
            let units: Vec<LscFenceUnit> = LscFenceUnit::ALL.into_iter().filter(|u| u.exists_on(p).0).collect();
            let sfid = *units.choose(&mut self.rng).unwrap_or(&LscFenceUnit::Ugm);
            let (op, scope) = if sfid == LscFenceUnit::Slm {
                (LscFenceOp::None, LscScope::Group)
            } else {
                (
                    *LscFenceOp::ALL.choose(&mut self.rng).unwrap_or(&LscFenceOp::None),
                    *LscScope::ALL.choose(&mut self.rng).unwrap_or(&LscScope::Group),
                )
            };
            FenceKind::Lsc { sfid, op, scope, scalar: self.rng.random_bool(0.3) }
        } else {
            FenceKind::Generic {
                ordering: FENCE_ORDERINGS.choose(&mut self.rng).copied().unwrap_or("seq_cst"),
                scope: FENCE_SCOPES.choose(&mut self.rng).copied().unwrap_or(""),
            }
        };
        let mask = match self.rng.random_range(0..4) {
            0 => Mask { bits: 0, form: MaskForm::Const },
            1 => Mask { bits: self.rng.random_range(0..2), form: MaskForm::Arg },
            _ => Mask { bits: 1, form: MaskForm::Const },
        };
        case.ops.push(Op::Fence(FenceMsg { kind, mask }));
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
        let (addr_ty, addrs) = if c.slm || c.bti.is_some() {
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
        let surface = match c.bti {
            Some(s) => self.surface_operand(k, s),
            None => "0".to_string(),
        };
        let m = self.mask_operand(k);
        let elem = c.elem();
        let lanes = c.lanes();
        let vt = format!("<{lanes} x {}>", elem.ir(o));
        let space = match (c.slm, c.bti) {
            (true, _) => "slm",
            (false, Some(_)) => "bti",
            (false, None) => "stateless",
        };
        let quad = if c.quad.is_some() { "quad." } else { "" };
        // 0 or the operation's own (vISA spec, LSC_UNTYPED: load 0, load_quad 2, store 4, store_quad 6):
        // both name it; an atomic's is its operation.
        let own = match (c.kind, c.quad) {
            (LscKind::Atomic(op), _) => op.sub_op(),
            (LscKind::Store, None) => 4,
            (LscKind::Store, Some(_)) => 6,
            (_, Some(_)) => 2,
            _ => 0,
        };
        let subop = if matches!(c.kind, LscKind::Atomic(_)) || k % 2 == 1 { own } else { 0 };
        let immediates = format!(
            "i8 {subop}, i8 {}, i8 {}, i16 1, i32 {}, i8 {}, i8 {}, i8 {}, i8 {}",
            c.cache.0.code(),
            c.cache.1.code(),
            c.offset,
            c.data_size.code(),
            isa_lsc::LscVectorSize::from_count(c.vector).map_or(1, |v| v.code()),
            isa_lsc::data_order_code(c.transposed),
            c.quad.unwrap_or(0),
        );
        let pred_ty = format!("<{n} x i1>");
        let mangled_addr = &addr_ty[1..addr_ty.len() - 1].replace(" x ", "");
        let em = elem.mangle(o);
        let operand = |w: &mut Writer<'_>, s: &Source, stem: &str| w.source(s, elem, lanes, &format!("{stem}{k}"));
        match c.kind {
            LscKind::Store => {
                let d = operand(self, &c.data, "x");
                let name = format!("llvm.genx.lsc.store.{quad}{space}.v{n}i1.v{mangled_addr}.v{lanes}{em}");
                self.declares.push(format!(
                    "declare void @{name}({pred_ty}, i8, i8, i8, i16, i32, i8, i8, i8, i8, {addr_ty}, {vt}, i32)"
                ));
                let _ = writeln!(
                    self.body,
                    "  call void @{name}({pred_ty} {m}, {immediates}, {addr_ty} {addrs}, {vt} {d}, i32 {surface})"
                );
                None
            }
            LscKind::Prefetch => {
                let name = format!("llvm.genx.lsc.prefetch.{quad}{space}.v{n}i1.v{mangled_addr}");
                self.declares.push(format!(
                    "declare void @{name}({pred_ty}, i8, i8, i8, i16, i32, i8, i8, i8, i8, {addr_ty}, i32)"
                ));
                let _ = writeln!(
                    self.body,
                    "  call void @{name}({pred_ty} {m}, {immediates}, {addr_ty} {addrs}, i32 {surface})"
                );
                None
            }
            LscKind::Atomic(_) => {
                let s0 = operand(self, &c.src0, "x");
                let s1 = operand(self, &c.src1, "y");
                let pt = operand(self, &c.data, "pt");
                let name = format!("llvm.genx.lsc.xatomic.{space}.v{lanes}{em}.v{n}i1.v{mangled_addr}");
                self.declares.push(format!(
                    "declare {vt} @{name}({pred_ty}, i8, i8, i8, i16, i32, i8, i8, i8, i8, {addr_ty}, {vt}, {vt}, i32, {vt})"
                ));
                let v = self.fresh("v");
                self.line(
                    &v,
                    &format!(
                        "call {vt} @{name}({pred_ty} {m}, {immediates}, {addr_ty} {addrs}, {vt} {s0}, {vt} {s1}, i32 {surface}, {vt} {pt})"
                    ),
                );
                Some(v)
            }
            kind => {
                let merge = if kind == LscKind::LoadMerge { "merge." } else { "" };
                let name = format!("llvm.genx.lsc.load.{merge}{quad}{space}.v{lanes}{em}.v{n}i1.v{mangled_addr}");
                let (pt_ty, pt) = if kind == LscKind::LoadMerge {
                    let p = operand(self, &c.data, "x");
                    (format!(", {vt}"), format!(", {vt} {p}"))
                } else {
                    (String::new(), String::new())
                };
                self.declares.push(format!(
                    "declare {vt} @{name}({pred_ty}, i8, i8, i8, i16, i32, i8, i8, i8, i8, {addr_ty}, i32{pt_ty})"
                ));
                let v = self.fresh("v");
                self.line(
                    &v,
                    &format!("call {vt} @{name}({pred_ty} {m}, {immediates}, {addr_ty} {addrs}, i32 {surface}{pt})"),
                );
                Some(v)
            }
        }
    }

    /// `llvm.genx.lsc.<op>.quad.typed.bti(pred, L1, L3, mask 1, surface, u, v, r, lod[, data])`.
    pub(super) fn typed_quad_op(&mut self, k: usize, t: &TypedQuadMsg) -> Option<String> {
        self.bases.push(None);
        self.uses_images = true;
        let n = t.width;
        let m = self.mask_operand(k);
        let bti = if t.sixteen { IMAGE16_BTI } else { IMAGE32_BTI };
        let vt = format!("<{n} x i32>");
        let mut operands = vec![
            (format!("<{n} x i1>"), m),
            ("i8".to_string(), t.cache.0.code().to_string()),
            ("i8".to_string(), t.cache.1.code().to_string()),
            ("i8".to_string(), "1".to_string()),
            ("i32".to_string(), bti.to_string()),
        ];
        for (c, stem) in ["u", "v", "r", "lod"].iter().enumerate() {
            if c > 0 && t.zero_coords[c - 1] {
                operands.push((vt.clone(), "zeroinitializer".to_string()));
                continue;
            }
            let vals = toml_array(t.coords[c].iter().map(|&x| x.to_string()));
            let p = self.param(&vt, &format!("{stem}{k}"), vals);
            operands.push((vt.clone(), p));
        }
        if t.op != Block2dOp::Prefetch {
            let d = self.source(&t.data, Elem::I32, n, &format!("x{k}"));
            operands.push((vt.clone(), d));
        }
        let types: Vec<&str> = operands.iter().map(|(t, _)| t.as_str()).collect();
        let args: Vec<String> = operands.iter().map(|(t, v)| format!("{t} {v}")).collect();
        let (types, args) = (types.join(", "), args.join(", "));
        match t.op {
            Block2dOp::Load => {
                let name = format!("llvm.genx.lsc.load.merge.quad.typed.bti.v{n}i32.v{n}i1.v{n}i32");
                self.declares.push(format!("declare {vt} @{name}({types})"));
                let v = self.fresh("v");
                self.line(&v, &format!("call {vt} @{name}({args})"));
                Some(v)
            }
            Block2dOp::Store => {
                let name = format!("llvm.genx.lsc.store.quad.typed.bti.v{n}i1.v{n}i32.v{n}i32");
                self.declares.push(format!("declare void @{name}({types})"));
                let _ = writeln!(self.body, "  call void @{name}({args})");
                None
            }
            Block2dOp::Prefetch => {
                let name = format!("llvm.genx.lsc.prefetch.quad.typed.bti.v{n}i1.v{n}i32");
                self.declares.push(format!("declare void @{name}({types})"));
                let _ = writeln!(self.body, "  call void @{name}({args})");
                None
            }
        }
    }

    /// `llvm.genx.lsc.fence(pred, sfid, op, scope)` or `fence`.
    pub(super) fn fence_op(&mut self, k: usize, f: &FenceMsg) -> Option<String> {
        self.bases.push(None);
        match f.kind {
            FenceKind::Lsc { sfid, op, scope, scalar } => {
                let m = self.mask_operand(k);
                let (ty, pred, mangle) = if scalar {
                    // The one lane of the `<1 x i1>` operand, as an `i1`.
                    let p = self.fresh("fp");
                    self.line(&p, &format!("extractelement <1 x i1> {m}, i32 0"));
                    ("i1", p, "i1")
                } else {
                    ("<1 x i1>", m, "v1i1")
                };
                let name = format!("llvm.genx.lsc.fence.{mangle}");
                self.declares.push(format!("declare void @{name}({ty}, i8, i8, i8)"));
                let _ = writeln!(
                    self.body,
                    "  call void @{name}({ty} {pred}, i8 {}, i8 {}, i8 {})",
                    sfid.code(),
                    op.code(),
                    scope.code()
                );
            }
            FenceKind::Generic { ordering, scope } => {
                self.masks.push(mask_const(1, 1));
                let scope = if scope.is_empty() { String::new() } else { format!("syncscope(\"{scope}\") ") };
                let _ = writeln!(self.body, "  fence {scope}{ordering}");
            }
        }
        None
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
            let calls = drawn(platform, 2000);
            assert!(calls.len() > 100, "{platform}: {} LSC calls", calls.len());
            let max = if matches!(platform, Platform::XeHpc | Platform::Xe2) { 32 } else { 16 };
            let mut seen = BTreeSet::new();
            for c in &calls {
                assert!(c.width >= 1 && c.width <= max, "{platform}: {c:?}");
                assert_eq!(c.offs.len(), c.width);
                assert!(LscMsg::cache_pairs(c.kind, c.in_slm(), platform).contains(&c.cache), "{platform}: {c:?}");
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
                let limit = if c.in_slm() || c.bti.is_some() { c.bound() + 64 } else { BUFFER_BYTES };
                if let Some(ch) = c.quad {
                    assert!((1..=15).contains(&ch) && c.data_size == LscDataSize::D32 && !c.transposed, "{c:?}");
                    assert!(c.kind != LscKind::Store || [1, 3, 7, 15].contains(&ch), "{c:?}");
                }
                if let LscKind::Atomic(op) = c.kind {
                    assert!(
                        isa_lsc::ATOMIC_DATA_SIZES.contains(&c.data_size) && c.vector == 1 && !c.transposed,
                        "{c:?}"
                    );
                    // What SLM lacks the intrinsic's check refuses: never drawn.
                    let sfid = if c.in_slm() { LscSfid::Slm } else { LscSfid::Ugm };
                    let refused = isa_lsc::atomic_refusal(op, sfid, c.data_size, platform);
                    assert!(refused.is_none() || !c.in_slm(), "{platform}: {c:?}");
                }
                for (i, &x) in c.offs.iter().enumerate().filter(|&(i, _)| c.mask.on(i)) {
                    assert_eq!(x % size, 0, "{platform}: lane {i} of {c:?}");
                    assert!(x == WILD || (0..=limit - c.span()).contains(&x), "{platform}: lane {i} of {c:?}");
                    if c.narrow {
                        assert!((0..=0xffff).contains(&(x - i64::from(c.offset))), "{c:?}");
                    }
                }
                seen.insert(c.kind_name().to_string());
                if let LscKind::Atomic(op) = c.kind {
                    seen.insert(op.name().to_string());
                }
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
                "lsc.load.bti",
                "lsc.load.merge.bti",
                "lsc.store.bti",
                "lsc.prefetch.bti",
                "lsc.load.quad.stateless",
                "lsc.load.merge.quad.slm",
                "lsc.store.quad.bti",
                "lsc.prefetch.quad.stateless",
                "lsc.xatomic.stateless",
                "lsc.xatomic.slm",
                "lsc.xatomic.bti",
                "iinc",
                "icas",
                "fcas",
                "xor",
                "D8",
                "D16",
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

    /// Fences, 2D blocks and typed quads are drawn where the platform has
    /// them and nowhere else: a fence's unit where it exists (SLM only
    /// `.none.group`), each 2D block a shape of Intel's table for the
    /// platform on a surface the hardware takes (`surface_problem`), inside
    /// its buffer, at every edge.
    #[test]
    fn fences_2d_blocks_and_typed_quads_are_drawn_where_the_platform_has_them() {
        use visa_passes::isa::block2d;
        for platform in Platform::ALL {
            let options = GenOptions { platforms: vec![platform], simt: None, control_flow_share: 0 };
            let ops: Vec<Op> = (0..1500).flat_map(|i| random_case(5, i, &options).ops).collect();
            let mut seen = BTreeSet::new();
            for op in &ops {
                match op {
                    Op::Fence(f) => {
                        if let FenceKind::Lsc { sfid, op, scope, .. } = f.kind {
                            assert!(sfid.exists_on(platform).0, "{platform}: {f:?}");
                            assert!(sfid != LscFenceUnit::Slm || (op, scope) == (LscFenceOp::None, LscScope::Group));
                        }
                        seen.insert(f.name().to_string());
                    }
                    Op::Block2d(b) => {
                        let kind = b.kind();
                        block2d::check_shape(platform, kind, b.data_size.bytes(), b.width, b.height, b.blocks)
                            .unwrap_or_else(|e| panic!("{platform}: {e}: {b:?}"));
                        let base = 0x1_0000_0000 + b.base as u64;
                        let (w, h, p) = (u64::from(b.surface_width), u64::from(b.surface_height), u64::from(b.pitch));
                        let problem = block2d::surface_problem(base, w, h, p, i64::from(b.x), b.data_size.bytes());
                        assert_eq!(problem, None, "{b:?}");
                        assert!(b.base as u64 + p * (h - 1) + w <= BUFFER_BYTES as u64, "{b:?}");
                        seen.insert(b.kind_name().to_string());
                        let cols = (b.surface_width / b.data_size.bytes()) as i32;
                        if b.x < 0 || b.x + b.width as i32 > cols || b.y < 0 || b.y >= b.surface_height as i32 {
                            seen.insert("2D block across or past an edge".to_string());
                        }
                    }
                    Op::TypedQuad(t) => {
                        seen.insert(t.kind_name().to_string());
                    }
                    _ => {}
                }
            }
            let lsc = Families::of(platform).lsc;
            let block = LscFeature::Block2d.on(platform);
            let typed = LscFeature::Typed.on(platform);
            for (want, drawn) in [
                ("lsc.fence", lsc),
                ("fence", lsc),
                ("lsc.load2d.stateless", block),
                ("lsc.store2d.stateless", block),
                ("lsc.prefetch2d.stateless", block),
                ("lsc.load.2d.ugm.desc", block),
                ("lsc.load.2d.ugm.desc.transpose", block),
                ("lsc.load.2d.ugm.desc.vnni", block),
                ("lsc.store.2d.ugm.desc", block),
                ("lsc.prefetch.2d.ugm.desc", block),
                ("2D block across or past an edge", block),
                ("lsc.load.merge.quad.typed.bti", typed),
                ("lsc.store.quad.typed.bti", typed),
                ("lsc.prefetch.quad.typed.bti", typed),
            ] {
                assert_eq!(seen.contains(want), drawn, "{platform}: {want}: {seen:?}");
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
