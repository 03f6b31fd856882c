//! The 2D block calls the fuzzer draws where the platform has them (the
//! platform table's `lsc_block2d`): `llvm.genx.lsc.{load,store,prefetch}2d.stateless`
//! and `llvm.genx.lsc.{load,store,prefetch}.2d.ugm.desc[.transpose|.vnni]`,
//! each a shape of Intel's table (`visa_passes::isa::block2d`) on a surface
//! inside a global buffer.
//!
//! The surface keeps what the hardware requires (docs/lsc.md, "2D block":
//! breaking it is undefined behaviour): base 64-byte aligned, width 64
//! bytes or more, pitch a multiple of 16 and at least the width, and for
//! 1- and 2-byte elements X on a 4-byte boundary. The block is anywhere
//! around it: inside, across an edge, or wholly outside (reads give zero,
//! writes are dropped).

use visa_passes::isa::block2d::{self, Block2dKind};
use visa_passes::isa::lsc::{self as isa_lsc, LscCache, LscDataSize};

use super::render::*;
use super::*;

/// The most bytes a drawn block's register image may take (a quarter of
/// the register budget's worth of GRFs would be more than a kernel keeps).
const MAX_IMAGE_BYTES: usize = 2048;

impl Gen {
    pub(super) fn block2d(&mut self, case: &mut Case) {
        let p = self.platform;
        let op = *[Block2dOp::Load, Block2dOp::Load, Block2dOp::Store, Block2dOp::Prefetch]
            .choose(&mut self.rng)
            .unwrap_or(&Block2dOp::Load);
        let (transpose, vnni) = match (op, self.rng.random_range(0..4)) {
            (Block2dOp::Load, 0) => (true, false),
            (Block2dOp::Load, 1) => (false, true),
            _ => (false, false),
        };
        let kind = match block2d::message_kind(op == Block2dOp::Store, op == Block2dOp::Prefetch, transpose, vnni) {
            Ok(kind) => kind,
            Err(_) => Block2dKind::Load,
        };
        // Every (row, height, count) of the table the platform takes (`check_shape`: its Xe2
        // rows, the transposed heights of PVC's older assembler), within the image budget.
        let mut shapes = Vec::new();
        for row in block2d::SHAPES.iter().filter(|r| r.kind == kind) {
            for &height in row.heights {
                for &blocks in row.counts {
                    if block2d::check_shape(p, kind, row.elem_bytes, row.width, height, blocks).is_ok() {
                        shapes.push((row.elem_bytes, row.width, height, blocks));
                    }
                }
            }
        }
        let Some(&(elem_bytes, width, height, blocks)) = shapes
            .iter()
            .filter(|&&(e, w, h, b)| {
                let s =
                    visa_passes::ir::lsc::Block2d { elem_bytes: e, blocks: b, width: w, height: h, transpose, vnni };
                (s.load_elements().max(s.store_elements()) * e) as usize <= MAX_IMAGE_BYTES
            })
            .collect::<Vec<_>>()
            .choose(&mut self.rng)
            .copied()
        else {
            return self.lsc_untyped(case);
        };
        let data_size = match elem_bytes {
            1 => LscDataSize::D8,
            2 => LscDataSize::D16,
            8 => LscDataSize::D64,
            _ => LscDataSize::D32,
        };
        // The surface: 64..=160 bytes wide (any byte count: a partial last element),
        // a pitch a multiple of 16 at least that, as many rows as fit the buffer
        // from a 64-byte aligned base.
        let surface_width = if self.rng.random_bool(0.5) { 64 } else { self.rng.random_range(64..=160u32) };
        let pitch = surface_width.next_multiple_of(16) + 16 * self.rng.random_range(0..=3u32);
        let base = 64 * self.rng.random_range(0..=2i64);
        let room = (BUFFER_BYTES - base - i64::from(surface_width)) / i64::from(pitch) + 1;
        let surface_height = self.rng.random_range(1..=room.clamp(1, 12)) as u32;
        // X and Y: inside, across an edge, or outside; X on a 4-byte boundary for d8/d16.
        let unit = (4 / elem_bytes).max(1) as i32;
        let (cols, rows) = if transpose { (height, width) } else { (width * blocks, height) };
        let surface_cols = (surface_width / elem_bytes) as i32;
        let x = match self.rng.random_range(0..6) {
            0 => surface_cols - cols as i32 / 2,
            1 => -(cols as i32) / 2,
            2 => surface_cols + self.rng.random_range(0..4),
            _ => self.rng.random_range(0..=surface_cols.max(1)),
        };
        let x = x.div_euclid(unit) * unit;
        let y = match self.rng.random_range(0..6) {
            0 => surface_height as i32 - rows as i32 / 2,
            1 => -(rows as i32) / 2,
            2 => surface_height as i32 + self.rng.random_range(0..3),
            _ => self.rng.random_range(0..surface_height as i32),
        };
        let desc = self.rng.random_bool(0.4);
        let (x_imm, y_imm) = if desc && self.rng.random_bool(0.5) {
            (unit * self.rng.random_range(-4..=4), self.rng.random_range(-3..=3))
        } else {
            (0, 0)
        };
        let pairs = if op == Block2dOp::Store { isa_lsc::STORE_CACHE_PAIRS } else { isa_lsc::load_cache_pairs(p) };
        let cache = *pairs.choose(&mut self.rng).unwrap_or(&(LscCache::Df, LscCache::Df));
        let mask = match self.rng.random_range(0..8) {
            0 => Mask { bits: 0, form: MaskForm::Const },
            1 => Mask { bits: self.rng.random_range(0..2), form: MaskForm::Arg },
            _ => Mask { bits: 1, form: MaskForm::Const },
        };
        let mut msg = Block2dMsg {
            op,
            desc,
            data_size,
            blocks,
            width,
            height,
            transpose,
            vnni,
            cache,
            buf: self.rng.random_range(0..2),
            base,
            surface_width,
            surface_height,
            pitch,
            x,
            y,
            x_imm,
            y_imm,
            mask,
            data: Source::Undef,
        };
        let (elem, lanes) = (msg.elem(), msg.lanes());
        msg.data = match op {
            Block2dOp::Store => self.data(elem, lanes, &case.ops, false),
            Block2dOp::Load if desc => match self.rng.random_range(0..3) {
                0 => Source::Zero,
                1 => Source::Undef,
                _ => Source::Arg(self.values(elem, lanes)),
            },
            _ => Source::Undef,
        };
        case.ops.push(Op::Block2d(msg));
    }
}

impl Writer<'_> {
    pub(super) fn block2d_op(&mut self, k: usize, b: &Block2dMsg) -> Option<String> {
        self.bases.push(None);
        let o = self.opaque();
        let m = self.mask_operand(k);
        let elem = b.elem();
        let lanes = b.lanes();
        let em = elem.mangle(o);
        let vt = format!("<{lanes} x {}>", elem.ir(o));
        // The surface's base address, as an i64.
        let buf = self.buffer_base(b.buf, 1);
        let i8p = ptr_ty("i8", 1, o);
        let at = self.fresh("sb");
        self.line(&at, &format!("getelementptr i8, {i8p} {buf}, i64 {}", b.base));
        let base = self.fresh("sa");
        self.line(&base, &format!("ptrtoint {i8p} {at} to i64"));
        // X and Y sometimes as arguments.
        let (x, y) = if k % 2 == 1 {
            (
                self.param("i32", &format!("bx{k}"), toml_uint(u64::from((b.x - b.x_imm) as u32))),
                self.param("i32", &format!("by{k}"), toml_uint(u64::from((b.y - b.y_imm) as u32))),
            )
        } else {
            ((b.x - b.x_imm).to_string(), (b.y - b.y_imm).to_string())
        };
        let (w1, h1, p1) = (b.surface_width - 1, b.surface_height - 1, b.pitch - 1);
        if !b.desc {
            let imm = format!(
                "i8 {}, i8 {}, i8 {}, i8 {}, i8 {}, i16 {}, i16 {}, i8 {}, i64 {base}, i32 {w1}, i32 {h1}, i32 {p1}, i32 {x}, i32 {y}",
                b.cache.0.code(),
                b.cache.1.code(),
                b.data_size.code(),
                isa_lsc::data_order_code(b.transpose),
                b.blocks,
                b.width,
                b.height,
                u8::from(b.vnni),
            );
            let types = "<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32";
            return match b.op {
                Block2dOp::Load => {
                    let name = format!("llvm.genx.lsc.load2d.stateless.v{lanes}{em}.v1i1.i64");
                    self.declares.push(format!("declare {vt} @{name}({types})"));
                    let v = self.fresh("v");
                    self.line(&v, &format!("call {vt} @{name}(<1 x i1> {m}, {imm})"));
                    Some(v)
                }
                Block2dOp::Prefetch => {
                    let name = "llvm.genx.lsc.prefetch2d.stateless.v1i1.i64";
                    self.declares.push(format!("declare void @{name}({types})"));
                    let _ = writeln!(self.body, "  call void @{name}(<1 x i1> {m}, {imm})");
                    None
                }
                Block2dOp::Store => {
                    let d = self.source(&b.data, elem, lanes, &format!("x{k}"));
                    let name = format!("llvm.genx.lsc.store2d.stateless.v1i1.i64.v{lanes}{em}");
                    self.declares.push(format!("declare void @{name}({types}, {vt})"));
                    let _ = writeln!(self.body, "  call void @{name}(<1 x i1> {m}, {imm}, {vt} {d})");
                    None
                }
            };
        }
        // The descriptor: base (low, high), width - 1, height - 1, pitch - 1, X, Y, the shape.
        let lo = self.fresh("lo");
        self.line(&lo, &format!("trunc i64 {base} to i32"));
        let shifted = self.fresh("hi");
        self.line(&shifted, &format!("lshr i64 {base}, 32"));
        let hi = self.fresh("hi");
        self.line(&hi, &format!("trunc i64 {shifted} to i32"));
        let shape = (b.width - 1) | (b.height - 1) << 8 | (b.blocks - 1) << 16;
        let mut desc = format!("<16 x i32> <i32 0, i32 0, i32 {w1}, i32 {h1}, i32 {p1}, i32 0, i32 0, i32 {shape}");
        desc.push_str(&", i32 0".repeat(8));
        desc.push('>');
        for (i, v) in [(0, lo), (1, hi), (5, x), (6, y)] {
            let next = self.fresh("desc");
            let from = desc.strip_prefix("<16 x i32> ").unwrap_or(&desc).to_string();
            self.line(&next, &format!("insertelement <16 x i32> {from}, i32 {v}, i32 {i}"));
            desc = format!("<16 x i32> {next}");
        }
        let pred = self.fresh("pp");
        self.line(&pred, &format!("extractelement <1 x i1> {m}, i32 0"));
        let cache = format!("<2 x i8> <i8 {}, i8 {}>", b.cache.0.code(), b.cache.1.code());
        let args = format!(
            "i1 {pred}, {cache}, i8 {}, i16 {}, i16 {}, {desc}, i32 {}, i32 {}",
            b.blocks, b.width, b.height, b.x_imm, b.y_imm
        );
        let types = "i1, <2 x i8>, i8, i16, i16, <16 x i32>, i32, i32";
        match b.op {
            Block2dOp::Load => {
                let layout = match (b.transpose, b.vnni) {
                    (true, _) => ".transpose",
                    (_, true) => ".vnni",
                    _ => "",
                };
                let pt = self.source(&b.data, elem, lanes, &format!("pt{k}"));
                let name = format!("llvm.genx.lsc.load.2d.ugm.desc{layout}.v{lanes}{em}.v2i8");
                self.declares.push(format!("declare {vt} @{name}({types}, {vt})"));
                let v = self.fresh("v");
                self.line(&v, &format!("call {vt} @{name}({args}, {vt} {pt})"));
                Some(v)
            }
            Block2dOp::Prefetch | Block2dOp::Store => {
                let (what, d) = if b.op == Block2dOp::Store {
                    ("store", self.source(&b.data, elem, lanes, &format!("x{k}")))
                } else {
                    ("prefetch", "undef".to_string())
                };
                let name = format!("llvm.genx.lsc.{what}.2d.ugm.desc.v2i8.v{lanes}{em}");
                self.declares.push(format!("declare void @{name}({types}, {vt})"));
                let _ = writeln!(self.body, "  call void @{name}({args}, {vt} {d})");
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fuzz::{run_case, Checks, Outcome};

    /// Found by `visa-lower fuzz` (seed 2, case c1922 on xehpc): in SIMT mode
    /// a channel off at dispatch is a lane off, so a descriptor 2D load under
    /// an all-true constant predicate whose one channel is off does not run
    /// and returns its passthru; emit had not copied the passthru into the
    /// destination (only for a run-time predicate). With the channel on, the
    /// block (across the surface's left edge: zeros there) is read.
    #[test]
    fn a_simt_2d_load_whose_channel_is_off_at_dispatch_returns_its_passthru() {
        let load = Block2dMsg {
            op: Block2dOp::Load,
            desc: true,
            data_size: LscDataSize::D32,
            blocks: 1,
            width: 4,
            height: 4,
            transpose: true,
            vnni: false,
            cache: (LscCache::Df, LscCache::Df),
            buf: 0,
            base: 0,
            surface_width: 64,
            surface_height: 5,
            pitch: 112,
            x: -2,
            y: 1,
            x_imm: 1,
            y_imm: 0,
            mask: Mask { bits: 1, form: MaskForm::Const },
            data: Source::Arg((0..16).map(|i| 0x8000_0000 | i).collect()),
        };
        let image = Image { kind: "2d", format: "r32_uint", width: 4, height: 4, depth: 1, array_size: 1, mips: 1 };
        for dispatch_mask in [0xa6f9_72c2, 0xa6f9_72c3] {
            let case = Case {
                name: "simt-2d-passthru".to_string(),
                platform: Platform::XeHpc,
                simt: true,
                dispatch_mask,
                opaque: true,
                fill_seed: 7,
                image32: image,
                image16: Image { format: "r16_uint", ..image },
                buffer_bases: None,
                messages: visa_passes::isa::access::Messages::default_for(Platform::XeHpc),
                ops: vec![Op::Block2d(load.clone())],
                ret: Some(0),
                flow: Vec::new(),
            };
            let report = run_case(&case, Checks { jit: false, assemblers: None, ..Default::default() });
            assert_eq!(report.outcome, Outcome::Verified, "dispatch mask {dispatch_mask:#x}");
        }
    }
}
