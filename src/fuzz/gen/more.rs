//! Drawing and rendering the fuzzer's further operations (their types are
//! in `case.rs`): the generic operations beyond
//! gathers and scatters (`load`/`store` of scalars and vectors,
//! `llvm.masked.load`/`store`, `atomicrmw`, `cmpxchg`) and the message
//! intrinsics GATHER_SCALED/SCATTER_SCALED, the block messages
//! (SVM_BLOCK_LD/ST, OWORD_LD[_UNALIGNED]/ST) and DWORD_ATOMIC/SVM_ATOMIC
//! (16-, 32- and 64-bit). SVM_SCATTER, GATHER4_SCALED and QW_GATHER are
//! flags of their siblings' structs (`SvmScatteredMsg::write`,
//! `Scatter4Msg::gather`, `QwScatterMsg::gather`).
//!
//! Each keeps the input contract of the module above: enabled lanes in
//! bounds of SVM and as aligned as promised; bounded surfaces may be read
//! past their end.

use super::render::*;
use super::*;
// ---------------------------------------------------------------------------
// Drawing.

impl Gen {
    /// A random value lane of `elem` whose bits fit it.
    fn lane(&mut self, elem: Elem) -> u64 {
        self.value(elem)
    }

    pub(super) fn contig(&mut self, case: &mut Case) {
        let kind = *[ContigKind::Load, ContigKind::Store, ContigKind::MaskedLoad, ContigKind::MaskedStore]
            .choose(&mut self.rng)
            .unwrap_or(&ContigKind::Load);
        let elem = *Elem::ALL.choose(&mut self.rng).unwrap_or(&Elem::I32);
        let masked = matches!(kind, ContigKind::MaskedLoad | ContigKind::MaskedStore);
        let scalar = !masked && self.rng.random_bool(0.25);
        let width =
            if scalar { 1 } else { *[1, 2, 3, 4, 8, 16, 16, 32, 64, 5, 12].choose(&mut self.rng).unwrap_or(&4) };
        let space = *[1, 1, 0, 3, 3].choose(&mut self.rng).unwrap_or(&1);
        let size = i64::from(elem.bytes());
        let total = size * width as i64;
        let limit = if space == 3 { SLM_BYTES } else { BUFFER_BYTES };
        if total > limit {
            return self.contig(case);
        }
        let natural = elem.bytes();
        let align = match self.rng.random_range(0..10) {
            0..=3 => 16,
            4..=6 => natural,
            7 => 4,
            _ => *[1, 2, 4, 8].choose(&mut self.rng).unwrap_or(&4),
        };
        let slots = ((limit - total) / i64::from(align)).max(0) + 1;
        let off = self.rng.random_range(0..slots) * i64::from(align);
        let mask = if masked {
            let mut m = self.mask(width, &case.ops);
            if self.rng.random_bool(0.3) {
                m = Mask { bits: if width >= 64 { u64::MAX } else { (1u64 << width) - 1 }, form: MaskForm::Const };
            }
            m
        } else {
            Mask { bits: if width >= 64 { u64::MAX } else { (1u64 << width) - 1 }, form: MaskForm::Const }
        };
        let data = match kind {
            ContigKind::Load => Source::Undef,
            ContigKind::MaskedLoad => match self.rng.random_range(0..3) {
                0 => Source::Undef,
                1 => Source::Zero,
                _ => self.data(elem, width, &case.ops, true),
            },
            _ => self.data(elem, width, &case.ops, false),
        };
        let buf = self.rng.random_range(0..2);
        case.ops.push(Op::Contig(Contig { kind, elem, width, scalar, space, buf, off, align, mask, data }));
    }

    pub(super) fn rmw(&mut self, case: &mut Case) {
        let op = *RmwKind::ALL.choose(&mut self.rng).unwrap_or(&RmwKind::Add);
        let elem = if op == RmwKind::Xchg && self.rng.random_bool(0.3) {
            *[Elem::Float, Elem::Double].choose(&mut self.rng).unwrap_or(&Elem::Float)
        } else {
            *[Elem::I32, Elem::I32, Elem::I64, Elem::I16].choose(&mut self.rng).unwrap_or(&Elem::I32)
        };
        let space = *[1, 1, 3].choose(&mut self.rng).unwrap_or(&1);
        let size = i64::from(elem.bytes());
        let limit = if space == 3 { SLM_BYTES } else { BUFFER_BYTES };
        // A few slots only: atomics on one address follow each other.
        let off = self.rng.random_range(0..(limit / size).min(8)) * size;
        let value = self.lane(elem);
        let cmp = self.lane(elem);
        case.ops.push(Op::Rmw(Rmw {
            op,
            elem,
            space,
            buf: self.rng.random_range(0..2),
            off,
            value,
            cmp,
            prestore: op == RmwKind::CmpXchg && self.rng.random_bool(0.5),
            ordering: if self.rng.random_bool(0.5) {
                "seq_cst"
            } else {
                RMW_ORDERINGS.choose(&mut self.rng).copied().unwrap_or("seq_cst")
            },
            mask: Mask { bits: 1, form: MaskForm::Const },
        }));
    }

    pub(super) fn byte_scaled(&mut self, case: &mut Case) {
        let width = self.width();
        let log2_blocks = self.rng.random_range(0..3u32);
        let surface = self.surface();
        let mask = self.mask(width, &case.ops);
        let global_offset = if self.rng.random_bool(0.3) { self.rng.random_range(0..32) } else { 0 };
        let size = 1i64 << log2_blocks;
        let offs = self.surface_offsets(width, surface, size + i64::from(global_offset), 1, &mask);
        let gather = self.rng.random_bool(0.5);
        let data = match self.rng.random_range(0..4) {
            0 if gather => Source::Undef,
            1 => Source::Const(self.values(Elem::I32, width)),
            _ => Source::Arg(self.values(Elem::I32, width)),
        };
        case.ops.push(Op::ByteScaled(ByteScaledMsg {
            gather,
            width,
            log2_blocks,
            surface,
            global_offset,
            offs,
            mask,
            data,
        }));
    }

    pub(super) fn block(&mut self, case: &mut Case) {
        let kind = *BlockKind::ALL.choose(&mut self.rng).unwrap_or(&BlockKind::SvmLd);
        let owords = *[1, 2, 4, 8, 3, 5, 16].choose(&mut self.rng).unwrap_or(&2);
        let elem = *[Elem::I32, Elem::Float, Elem::I64, Elem::I8].choose(&mut self.rng).unwrap_or(&Elem::I32);
        let surface = self.surface();
        let bytes = 16 * owords as i64;
        let limit = if kind.is_svm() {
            BUFFER_BYTES
        } else if surface == Surface::Slm {
            SLM_BYTES
        } else {
            SURFACE_BYTES
        };
        // Bounded surfaces may be read or written past their end.
        let limit = if !kind.is_svm() && self.rng.random_bool(0.15) { limit + 64 } else { limit };
        let align = kind.align();
        let slots = ((limit - bytes) / align).max(0) + 1;
        let off = self.rng.random_range(0..slots) * align;
        let lanes = owords * 16 / elem.bytes() as usize;
        let data = if kind.is_load() {
            Source::Undef
        } else if self.rng.random_bool(0.3) {
            Source::Const(self.values(elem, lanes))
        } else {
            Source::Arg(self.values(elem, lanes))
        };
        case.ops.push(Op::Block(BlockMsg {
            kind,
            owords,
            elem,
            buf: self.rng.random_range(0..2),
            surface,
            off,
            mask: Mask { bits: if owords >= 64 { u64::MAX } else { (1u64 << owords) - 1 }, form: MaskForm::Const },
            data,
        }));
    }

    pub(super) fn addr_atomic(&mut self, case: &mut Case) {
        let svm = self.rng.random_bool(0.5);
        let mut op = *AtomicOp::ALL.choose(&mut self.rng).unwrap_or(&AtomicOp::Add);
        let bits = *[32, 32, 16, 64].choose(&mut self.rng).unwrap_or(&32);
        let bits = if bits == 64 && !svm { 32 } else { bits };
        if bits == 64 && op.is_float() {
            op = AtomicOp::Add; // no 64-bit float atomics (rule atomic-form)
        }
        let width = self.rng.random_range(1..=16);
        let mask = self.mask(width, &case.ops);
        let size = i64::from(bits / 8);
        let surface = self.surface();
        let offs = if svm {
            // A few addresses, so that lanes meet.
            self.offsets(width, size, size, BUFFER_BYTES.min(64 * size), &mask, true)
        } else {
            self.surface_offsets(width, surface, size, size, &mask)
        };
        let mut a = AddrAtomicMsg {
            svm,
            op,
            bits,
            width,
            buf: self.rng.random_range(0..2),
            surface,
            offs,
            mask,
            src0: Source::Undef,
            src1: Source::Undef,
            old: Source::Undef,
        };
        let elem = a.elem();
        let src = |g: &mut Gen, has: bool| {
            if !has {
                return Source::Undef;
            }
            let mut values = g.values(elem, width);
            if bits == 16 {
                values.iter_mut().for_each(|v| *v &= 0xffff);
            }
            if g.rng.random_bool(0.3) {
                Source::Const(values)
            } else {
                Source::Arg(values)
            }
        };
        a.src0 = src(self, op.has_src0());
        a.src1 = src(self, op.has_src1());
        a.old = match self.rng.random_range(0..3) {
            0 => Source::Undef,
            _ => Source::Arg(self.values(elem, width)),
        };
        case.ops.push(Op::AddrAtomic(a));
    }
}

// ---------------------------------------------------------------------------
// Rendering.

impl Writer<'_> {
    /// A pointer to `off` bytes into buffer `buf` (or SLM), typed as `pointee`.
    fn scalar_pointer(&mut self, space: u32, buf: u32, off: i64, pointee: &str) -> (String, String) {
        let o = self.opaque();
        let i8p = ptr_ty("i8", space, o);
        let base = if space == 3 { self.param(&i8p, "slm", "0".to_string()) } else { self.buffer_base(buf, space) };
        let idx = if space == 3 { format!("i32 {}", off as i32) } else { format!("i64 {off}") };
        let q = self.fresh("q");
        self.line(&q, &format!("getelementptr i8, {i8p} {base}, {idx}"));
        let pt = ptr_ty(pointee, space, o);
        if o {
            return (q, pt);
        }
        let p = self.fresh("p");
        self.line(&p, &format!("bitcast {i8p} {q} to {pt}"));
        (p, pt)
    }

    /// A scalar `name` of `elem` as `<1 x elem>`.
    fn wrap(&mut self, elem: Elem, name: &str) -> String {
        let t = elem.ir(self.opaque());
        let w = self.fresh("w");
        self.line(&w, &format!("insertelement <1 x {t}> undef, {t} {name}, i32 0"));
        w
    }

    pub(super) fn contig_op(&mut self, k: usize, c: &Contig) -> Option<String> {
        let o = self.opaque();
        let n = c.width;
        let t = c.elem.ir(o);
        let vt = if c.scalar { t.clone() } else { format!("<{n} x {t}>") };
        let (p, pt) = self.scalar_pointer(c.space, c.buf, c.off, &vt);
        self.bases.push(None);
        let em = c.elem.mangle(o);
        let pm = if o { format!("p{}", c.space) } else { format!("p{}v{n}{em}", c.space) };
        match c.kind {
            ContigKind::Load => {
                self.masks.push(mask_const(c.mask.bits, n));
                let v = self.fresh("v");
                self.line(&v, &format!("load {vt}, {pt} {p}, align {}", c.align));
                Some(if c.scalar { self.wrap(c.elem, &v) } else { v })
            }
            ContigKind::Store => {
                self.masks.push(mask_const(c.mask.bits, n));
                let data = self.source(&c.data, c.elem, n, &format!("x{k}"));
                let value = if c.scalar {
                    let s = self.fresh("s");
                    self.line(&s, &format!("extractelement <1 x {t}> {data}, i32 0"));
                    s
                } else {
                    data
                };
                let _ = writeln!(self.body, "  store {vt} {value}, {pt} {p}, align {}", c.align);
                None
            }
            ContigKind::MaskedLoad => {
                let m = self.mask_operand(k);
                let pass = self.source(&c.data, c.elem, n, &format!("pt{k}"));
                let name = format!("llvm.masked.load.v{n}{em}.{pm}");
                self.declares.push(format!("declare {vt} @{name}({pt}, i32, <{n} x i1>, {vt})"));
                let v = self.fresh("v");
                self.line(&v, &format!("call {vt} @{name}({pt} {p}, i32 {}, <{n} x i1> {m}, {vt} {pass})", c.align));
                Some(v)
            }
            ContigKind::MaskedStore => {
                let data = self.source(&c.data, c.elem, n, &format!("x{k}"));
                let m = self.mask_operand(k);
                let name = format!("llvm.masked.store.v{n}{em}.{pm}");
                self.declares.push(format!("declare void @{name}({vt}, {pt}, i32, <{n} x i1>)"));
                let _ =
                    writeln!(self.body, "  call void @{name}({vt} {data}, {pt} {p}, i32 {}, <{n} x i1> {m})", c.align);
                None
            }
        }
    }

    pub(super) fn rmw_op(&mut self, r: &Rmw) -> Option<String> {
        let t = r.elem.ir(self.opaque());
        let (p, pt) = self.scalar_pointer(r.space, r.buf, r.off, &t);
        self.bases.push(None);
        self.masks.push(mask_const(1, 1));
        let size = r.elem.bytes();
        let (value, cmp) = (lane_const(r.elem, r.value), lane_const(r.elem, r.cmp));
        if r.prestore {
            let _ = writeln!(self.body, "  store {t} {cmp}, {pt} {p}, align {size}");
        }
        let old = self.fresh("r");
        if r.op == RmwKind::CmpXchg {
            let pair = self.fresh("c");
            // A failure ordering is neither release nor acq_rel (LangRef).
            let failure = match r.ordering {
                "release" => "monotonic",
                "acq_rel" => "acquire",
                o => o,
            };
            self.line(&pair, &format!("cmpxchg {pt} {p}, {t} {cmp}, {t} {value} {} {failure}", r.ordering));
            self.line(&old, &format!("extractvalue {{ {t}, i1 }} {pair}, 0"));
            let ok = self.fresh("ok");
            self.line(&ok, &format!("extractvalue {{ {t}, i1 }} {pair}, 1"));
        } else {
            self.line(&old, &format!("atomicrmw {} {pt} {p}, {t} {value} {}", r.op.name(), r.ordering));
        }
        Some(self.wrap(r.elem, &old))
    }

    pub(super) fn byte_scaled_op(&mut self, k: usize, b: &ByteScaledMsg) -> Option<String> {
        self.bases.push(None);
        let n = b.width;
        let m = self.mask_operand(k);
        let surf = self.surface_operand(k, b.surface);
        let offs = self.offsets_i32(k, &b.offs);
        let data = self.source(&b.data, Elem::I32, n, &format!("x{k}"));
        let vt = format!("<{n} x i32>");
        let args = format!(
            "<{n} x i1> {m}, i32 {}, i16 0, i32 {surf}, i32 {}, <{n} x i32> {offs}, {vt} {data}",
            b.log2_blocks, b.global_offset
        );
        if b.gather {
            let name = format!("llvm.genx.gather.scaled.v{n}i32.v{n}i1.v{n}i32");
            self.declares.push(format!("declare {vt} @{name}(<{n} x i1>, i32, i16, i32, i32, <{n} x i32>, {vt})"));
            let v = self.fresh("v");
            self.line(&v, &format!("call {vt} @{name}({args})"));
            Some(v)
        } else {
            let name = format!("llvm.genx.scatter.scaled.v{n}i1.v{n}i32.v{n}i32");
            self.declares.push(format!("declare void @{name}(<{n} x i1>, i32, i16, i32, i32, <{n} x i32>, {vt})"));
            let _ = writeln!(self.body, "  call void @{name}({args})");
            None
        }
    }

    pub(super) fn block_op(&mut self, k: usize, b: &BlockMsg) -> Option<String> {
        let o = self.opaque();
        self.bases.push(None);
        self.masks.push(mask_const(b.mask.bits, b.owords));
        let lanes = b.lanes();
        let em = b.elem.mangle(o);
        let vt = format!("<{lanes} x {}>", b.elem.ir(o));
        let data = (!b.kind.is_load()).then(|| self.source(&b.data, b.elem, lanes, &format!("x{k}")));
        if b.kind.is_svm() {
            let (q, pt) = self.scalar_pointer(1, b.buf, b.off, "i8");
            let a = self.fresh("a");
            self.line(&a, &format!("ptrtoint {pt} {q} to i64"));
            return match data {
                None => {
                    let name = format!("llvm.genx.{}.v{lanes}{em}.i64", b.kind.name());
                    self.declares.push(format!("declare {vt} @{name}(i64)"));
                    let v = self.fresh("v");
                    self.line(&v, &format!("call {vt} @{name}(i64 {a})"));
                    Some(v)
                }
                Some(d) => {
                    let name = format!("llvm.genx.svm.block.st.i64.v{lanes}{em}");
                    self.declares.push(format!("declare void @{name}(i64, {vt})"));
                    let _ = writeln!(self.body, "  call void @{name}(i64 {a}, {vt} {d})");
                    None
                }
            };
        }
        let surf = self.surface_operand(k, b.surface);
        // OWORD_LD/OWORD_ST count the offset in owords, the unaligned load in bytes.
        let offset = if b.kind == BlockKind::OwordLdUnaligned { b.off } else { b.off / 16 };
        match data {
            None => {
                let name = format!("llvm.genx.{}.v{lanes}{em}", b.kind.name());
                self.declares.push(format!("declare {vt} @{name}(i32, i32, i32)"));
                let v = self.fresh("v");
                self.line(&v, &format!("call {vt} @{name}(i32 0, i32 {surf}, i32 {offset})"));
                Some(v)
            }
            Some(d) => {
                let name = format!("llvm.genx.oword.st.v{lanes}{em}");
                self.declares.push(format!("declare void @{name}(i32, i32, {vt})"));
                let _ = writeln!(self.body, "  call void @{name}(i32 {surf}, i32 {offset}, {vt} {d})");
                None
            }
        }
    }

    pub(super) fn addr_atomic_op(&mut self, k: usize, a: &AddrAtomicMsg) -> Option<String> {
        let o = self.opaque();
        self.bases.push(None);
        let n = a.width;
        let elem = a.elem();
        let em = elem.mangle(o);
        let vt = format!("<{n} x {}>", elem.ir(o));
        let m = self.mask_operand(k);
        let mut operands: Vec<(String, String)> = vec![(format!("<{n} x i1>"), m)];
        let (family, addr_ty) = if a.svm {
            let vals = toml_array(a.offs.iter().map(|&x| {
                if x >= WILD {
                    toml_uint((0x1_0000_0000 + x) as u64)
                } else {
                    format!("\"@buf{}+{x}\"", a.buf)
                }
            }));
            let addrs = self.param(&format!("<{n} x i64>"), &format!("a{k}"), vals);
            operands.push((format!("<{n} x i64>"), addrs));
            ("svm", "i64")
        } else {
            let surf = self.surface_operand(k, a.surface);
            let offs = self.offsets_i32(k, &a.offs);
            operands.push(("i32".to_string(), surf));
            operands.push((format!("<{n} x i32>"), offs));
            ("dword", "i32")
        };
        if a.op.has_src0() {
            let s = self.source(&a.src0, elem, n, &format!("x{k}"));
            operands.push((vt.clone(), s));
        }
        if a.op.has_src1() {
            let s = self.source(&a.src1, elem, n, &format!("y{k}"));
            operands.push((vt.clone(), s));
        }
        let old = self.source(&a.old, elem, n, &format!("old{k}"));
        operands.push((vt.clone(), old));
        let base =
            if a.bits == 16 { format!("llvm.visa.{family}.atomic16") } else { format!("llvm.genx.{family}.atomic") };
        let name = format!("{base}.{}.v{n}{em}.v{n}i1.v{n}{addr_ty}", a.op.name());
        let types: Vec<&str> = operands.iter().map(|(t, _)| t.as_str()).collect();
        self.declares.push(format!("declare {vt} @{name}({})", types.join(", ")));
        let operands: Vec<String> = operands.iter().map(|(t, v)| format!("{t} {v}")).collect();
        let v = self.fresh("v");
        self.line(&v, &format!("call {vt} @{name}({})", operands.join(", ")));
        Some(v)
    }
}
