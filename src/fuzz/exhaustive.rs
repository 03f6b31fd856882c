//! Exhaustive small cases: one operation per kernel, for every message and
//! generic intrinsic shape ([`Template`]: element type x alignment, block
//! size x count, channel mask, atomic op x 16/32 bits), every platform,
//! widths 1..=8 with every mask (2^w) and width 16 with sampled masks, each
//! mask as a constant and as an argument. And every form of the accepted
//! arithmetic (`super::arith::FORMS`) on every element type it takes, on
//! the platforms that have it: a gather's value through it, as the
//! passthru of a second gather with no lane or every other lane on
//! (widths 3 and 16).
//!
//! Lanes address distinct, reversed locations (so a lane mix-up shows), and
//! every disabled lane has a known passthru or old value (so a lane that
//! should be off shows too).

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use visa_passes::atomic::AtomicOp;

use super::arith;
use super::gen::{
    AddrForm, Alu, Case, Elem, Gather, Image, Mask, MaskForm, Op, QwScatterMsg, Scatter4Msg, SlmScatter, Source,
    Surface, SvmGatherMsg, TypedAtomic,
};
use crate::Platform;

/// The shape of the one operation of an exhaustive case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Template {
    Gather { elem: Elem, align: u32 },
    SlmScatter { elem: Elem, align: u32 },
    SvmGather { block: u32, log2_blocks: u32 },
    Scatter4 { channels: u32 },
    QwScatter { double: bool },
    Atomic { op: AtomicOp, sixteen: bool },
    /// Form `form` of `arith::FORMS` on a gathered `<N x elem>`.
    Arith { form: usize, elem: Elem },
}

pub const ALIGNS: [u32; 5] = [1, 2, 4, 8, 16];

/// Every template.
pub fn templates() -> Vec<Template> {
    let mut out = Vec::new();
    for elem in Elem::ALL {
        for align in ALIGNS {
            out.push(Template::Gather { elem, align });
        }
    }
    for elem in Elem::SLM {
        for align in ALIGNS {
            out.push(Template::SlmScatter { elem, align });
        }
    }
    for (block, log2_blocks) in [(1, 0), (1, 1), (1, 2), (4, 0), (4, 1), (4, 2), (4, 3), (8, 0), (8, 1), (8, 2)] {
        out.push(Template::SvmGather { block, log2_blocks });
    }
    for channels in 1..=15 {
        out.push(Template::Scatter4 { channels });
    }
    out.push(Template::QwScatter { double: false });
    out.push(Template::QwScatter { double: true });
    for op in AtomicOp::ALL {
        for sixteen in [false, true] {
            out.push(Template::Atomic { op, sixteen });
        }
    }
    for (form, f) in arith::FORMS.iter().enumerate() {
        out.extend(f.elems.iter().map(|&elem| Template::Arith { form, elem }));
    }
    out
}

/// Widths of the arithmetic templates: one partial piece, one whole.
const ARITH_WIDTHS: [usize; 2] = [3, 16];

/// Widths of the exhaustive run.
pub const WIDTHS: [usize; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 16];

/// Masks of a width: all 2^w up to 8 lanes; at 16, edges plus a fixed sample.
pub fn masks(width: usize) -> Vec<u64> {
    if width <= 8 {
        return (0..1u64 << width).collect();
    }
    let all = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    let mut out = vec![0, all, 0x5555_5555_5555_5555 & all, 0xaaaa_aaaa_aaaa_aaaa & all, all >> (width / 2)];
    out.extend((0..width).map(|i| 1u64 << i));
    let mut rng = ChaCha8Rng::seed_from_u64(width as u64);
    out.extend((0..32).map(|_| rng.random::<u64>() & all));
    out
}

/// One exhaustive shape: the case's operation, platform and width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub platform: Platform,
    pub template: Template,
    pub width: usize,
    pub const_mask: bool,
}

/// Every shape, over `platforms`.
pub fn shapes(platforms: &[Platform]) -> Vec<Shape> {
    let mut out = Vec::new();
    for &platform in platforms {
        for template in templates() {
            if let Template::Arith { form, .. } = template {
                let needs = arith::FORMS[form].needs;
                if needs.is_none_or(|op| op.desc().available_on(platform)) {
                    out.extend(ARITH_WIDTHS.map(|width| Shape { platform, template, width, const_mask: false }));
                }
                continue;
            }
            for width in WIDTHS {
                for const_mask in [false, true] {
                    out.push(Shape { platform, template, width, const_mask });
                }
            }
        }
    }
    out
}

/// The masks of a shape: [`masks`], or for arithmetic no lane and every
/// other lane of the second gather (the passthru shows).
fn shape_masks(shape: &Shape) -> Vec<u64> {
    match shape.template {
        Template::Arith { .. } => vec![0, 0x5555 & ((1u64 << shape.width) - 1)],
        _ => masks(shape.width),
    }
}

/// Every (shape, mask) pair of the full run, in order.
pub fn all_cases(platforms: &[Platform]) -> Vec<(Shape, u64)> {
    shapes(platforms).into_iter().flat_map(|s| shape_masks(&s).into_iter().map(move |m| (s, m))).collect()
}

/// The fixed subset the tests run: every shape with argument masks, the
/// masks none, all, alternating and the last lane alone; constant masks
/// all-on only (the all-true constant takes its own path in the emitter).
pub fn ci_cases(platforms: &[Platform]) -> Vec<(Shape, u64)> {
    shapes(platforms)
        .into_iter()
        .flat_map(|s| {
            if let Template::Arith { .. } = s.template {
                return shape_masks(&s).into_iter().map(move |m| (s, m)).collect::<Vec<_>>();
            }
            let all = (1u64 << s.width) - 1;
            let picks: Vec<u64> = if s.const_mask { vec![all] } else { vec![0, all, 0x5555 & all, 1 << (s.width - 1)] };
            let mut picks = picks;
            picks.dedup();
            picks.into_iter().map(move |m| (s, m)).collect()
        })
        .collect()
}

/// Distinct lane values (bits) of `elem`, exact in TOML.
fn lane_values(elem: Elem, lanes: usize, salt: u64) -> Vec<u64> {
    (0..lanes as u64)
        .map(|i| {
            let n = i + 1 + salt * 64;
            let v = match elem {
                Elem::Half => u64::from(half::f16::from_f64(n as f64 * 0.5).to_bits()),
                Elem::Float => u64::from((n as f32 * 0.25).to_bits()),
                Elem::Double => (n as f64 * 0.125).to_bits(),
                Elem::Ptr => 0x1_0000_0000 + n * 8,
                Elem::I8 => 0x80 | n,
                Elem::I16 => 0x8000 | (n * 0x101),
                Elem::I32 => 0x8000_0000 | (n * 0x0101_0101),
                Elem::I64 => 0x8000_0000_0000_0000 | (n * 0x0101_0101_0101_0101),
            };
            // Wide `old` vectors have more lanes than the element has values.
            let bits = elem.bytes() * 8;
            if bits >= 64 {
                v
            } else {
                v & ((1u64 << bits) - 1)
            }
        })
        .collect()
}

/// Offsets of lanes at `stride` bytes, in reverse lane order, from `start`.
fn reversed(width: usize, stride: i64, start: i64) -> Vec<i64> {
    (0..width).map(|i| start + (width - 1 - i) as i64 * stride).collect()
}

/// The case of one shape and mask.
pub fn case(shape: &Shape, mask_bits: u64) -> Case {
    let Shape { platform, template, width, const_mask } = *shape;
    let mask = Mask { bits: mask_bits, form: if const_mask { MaskForm::Const } else { MaskForm::Arg } };
    let image =
        |format: &'static str| Image { kind: "2d", format, width: 4, height: 4, depth: 1, array_size: 1, mips: 1 };
    let mut image32 = image("r32_uint");
    let mut image16 = image("r16_uint");
    let (ops, ret) = match template {
        Template::Arith { form, elem } => {
            let stride = i64::from(elem.bytes());
            let gather = |buf, mask, passthru| Gather {
                elem,
                width,
                align: elem.bytes(),
                space: 1,
                buf,
                offs: reversed(width, stride, 0),
                addr: AddrForm::ByteOffsets,
                mask,
                passthru,
            };
            let all = Mask { bits: (1u64 << width) - 1, form: MaskForm::Const };
            let c = arith::legal_operand(&arith::FORMS[form], elem, lane_values(elem, 1, 3)[0]);
            let through = Source::Op { op: 0, signed: false, alu: Alu::Form(form, c) };
            (vec![Op::Gather(gather(0, all, Source::Zero)), Op::Gather(gather(1, mask, through))], Some(1))
        }
        _ => {
            let (op, ret) = one_operation(template, width, mask, &mut image32, &mut image16);
            (vec![op], ret.then_some(0))
        }
    };
    Case {
        name: format!(
            "x-{}-{}-w{width}-{}{mask_bits:x}",
            platform,
            template_name(&template),
            if const_mask { "c" } else { "m" }
        ),
        platform,
        simt: false,
        dispatch_mask: u32::MAX,
        opaque: true,
        fill_seed: 7,
        image32,
        image16,
        // Both buffers straddle a 4 GiB boundary halfway: lanes past the
        // middle carry into the high dword of their address.
        buffer_bases: Some(super::gen::straddling_bases(
            super::gen::BUFFER_BYTES as u64 / 2,
            super::gen::BUFFER_BYTES as u64 / 2,
        )),
        ops,
        ret,
    }
}

/// The one operation of a message or generic-intrinsic template (and
/// whether the kernel returns its value).
fn one_operation(template: Template, width: usize, mask: Mask, image32: &mut Image, image16: &mut Image) -> (Op, bool) {
    match template {
        Template::Gather { elem, align } => {
            let stride = i64::from(elem.bytes().max(align));
            let g = Gather {
                elem,
                width,
                align,
                space: 1,
                buf: 0,
                offs: reversed(width, stride, i64::from(align) * 3),
                addr: AddrForm::ByteOffsets,
                mask,
                passthru: Source::Arg(lane_values(elem, width, 1)),
            };
            (Op::Gather(g), true)
        }
        Template::SlmScatter { elem, align } => {
            let stride = i64::from(elem.bytes().max(align));
            let s = SlmScatter {
                elem,
                width,
                align,
                offs: reversed(width, stride, i64::from(align) * 2),
                addr: AddrForm::ByteOffsets,
                mask,
                data: Source::Arg(lane_values(elem, width, 0)),
            };
            (Op::SlmScatter(s), false)
        }
        Template::SvmGather { block, log2_blocks } => {
            let bytes = i64::from(block << log2_blocks);
            let mut g = SvmGatherMsg {
                width,
                block,
                log2_blocks,
                float: false,
                buf: 0,
                offs: reversed(width, bytes, i64::from(block)),
                addr: AddrForm::Arg,
                mask,
                old: Source::Undef,
            };
            let lanes = width * g.slots() / g.elem().bytes() as usize;
            g.old = Source::Arg(lane_values(g.elem(), lanes, 2));
            (Op::SvmGather(g), true)
        }
        Template::Scatter4 { channels } => {
            let lanes = width * channels.count_ones() as usize;
            let s = Scatter4Msg {
                width,
                channels,
                surface: Surface::Slm,
                global_offset: 8,
                offs: reversed(width, 16, 0),
                float: false,
                mask,
                data: Source::Arg(lane_values(Elem::I32, lanes, 0)),
            };
            (Op::Scatter4(s), false)
        }
        Template::QwScatter { double } => {
            let elem = if double { Elem::Double } else { Elem::I64 };
            let q = QwScatterMsg {
                width,
                surface: Surface::Slm,
                offs: reversed(width, 8, 16),
                double,
                mask,
                data: Source::Arg(lane_values(elem, width, 0)),
            };
            (Op::QwScatter(q), false)
        }
        Template::Atomic { op, sixteen } => {
            let format = match (sixteen, op) {
                (false, AtomicOp::FMin | AtomicOp::FMax | AtomicOp::FCmpWr) => "r32_float",
                (false, AtomicOp::IMin | AtomicOp::IMax) => "r32_sint",
                (false, _) => "r32_uint",
                (true, AtomicOp::IMin | AtomicOp::IMax) => "r16_sint",
                (true, _) => "r16_uint",
            };
            if sixteen {
                image16.format = format;
            } else {
                image32.format = format;
            }
            // Lanes on distinct texels (16 of them), in reverse order.
            let u: Vec<u32> = (0..width).map(|i| ((width - 1 - i) % 4) as u32).collect();
            let v: Vec<u32> = (0..width).map(|i| ((width - 1 - i) / 4 % 4) as u32).collect();
            let src = |salt| Source::Arg(lane_values(Elem::I32, width, salt).into_iter().map(|x| x & 0xff).collect());
            let a = TypedAtomic {
                op,
                sixteen,
                width,
                surface_arg: false,
                coords: [u, v, vec![0; width], vec![0; width]],
                zero_coords: [false, true, true],
                src0: if op.has_src0() { src(0) } else { Source::Undef },
                src1: if op.has_src1() { src(1) } else { Source::Undef },
                mask,
            };
            (Op::Atomic(a), true)
        }
        Template::Arith { .. } => unreachable!("arithmetic templates have two operations"),
    }
}

/// A file-name-safe name of a template.
pub fn template_name(t: &Template) -> String {
    match t {
        Template::Gather { elem, align } => format!("gather-{}-a{align}", elem.name()),
        Template::SlmScatter { elem, align } => format!("scatter-{}-a{align}", elem.name()),
        Template::SvmGather { block, log2_blocks } => format!("svmgather-{block}x{}", 1 << log2_blocks),
        Template::Scatter4 { channels } => format!("scatter4-{channels:x}"),
        Template::QwScatter { double } => format!("qwscatter-{}", if *double { "f64" } else { "i64" }),
        Template::Atomic { op, sixteen } => format!("atomic{}-{}", if *sixteen { "16" } else { "" }, op.name()),
        Template::Arith { form, elem } => {
            let f = &arith::FORMS[*form];
            format!("arith-{}{}-{}", f.row.replace('.', "_"), f.flags.replace(' ', "_"), elem.name())
        }
    }
}
