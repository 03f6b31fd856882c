//! Emulator throughput: active lanes per second for each message.
//!
//! Each kernel is `MESSAGES` messages of one kind, cycling through `VARIANTS`
//! operand sets that spread the lanes over a large buffer; the run is timed
//! with `Instant` (no harness). Run with `cargo bench --bench emu_throughput`.

use std::hint::black_box;
use std::time::Instant;

use visa_lower::exec::emu::{run, Bindings, RunConfig};
use visa_lower::exec::memory::{Image, ImageFormat, ImageKind, Memory};
use visa_lower::visa::*;
use visa_lower::Platform;

const MESSAGES: usize = 100_000;
const VARIANTS: u32 = 64;
const BUFFER: u32 = 1 << 20;
const SVM_BASE: u64 = 0x1_0000_0000;

fn var(kernel: &mut Kernel, name: String, ty: ElemType, num_elts: u32) -> GenVarId {
    kernel.declare_var(GenVar { name, ty, num_elts, align: Align::Grf, alias: None })
}

fn bytes<T: Copy, const N: usize>(values: impl Iterator<Item = T>, to: fn(T) -> [u8; N]) -> Vec<u8> {
    values.flat_map(to).collect()
}

/// Byte offsets of the 16 lanes of variant `v`: 1 KiB apart, so that the
/// 64 variants cover the whole buffer and no two lanes overlap.
fn lane_offsets(v: u32) -> impl Iterator<Item = u32> {
    (0..16).map(move |i| (v * 16 + i) * (BUFFER / (VARIANTS * 16)))
}

struct Bench {
    name: &'static str,
    kernel: Kernel,
    inputs: Vec<(GenVarId, Vec<u8>)>,
    memory: Memory,
}

fn scatter4() -> Bench {
    let mut k = Kernel::new("scatter4");
    let surface =
        k.declare_surface(SurfaceVar { name: "buf".into(), num_elts: 1, v_name: None }).unwrap_or(SurfaceId::SLM);
    let src = var(&mut k, "src".into(), ElemType::UD, 64);
    let mut inputs = vec![(src, bytes(0..64u32, u32::to_le_bytes))];
    let offsets: Vec<_> = (0..VARIANTS)
        .map(|v| {
            let id = var(&mut k, format!("off{v}"), ElemType::UD, 16);
            inputs.push((id, bytes(lane_offsets(v), u32::to_le_bytes)));
            id
        })
        .collect();
    k.body = (0..MESSAGES)
        .map(|m| {
            Instruction::Scatter4Scaled(Scatter4Scaled {
                exec: ExecCtrl::nm(ExecSize::S16),
                pred: None,
                channels: ChannelMask::RGBA,
                surface,
                global_offset: SrcOperand::imm(ElemType::UD, 0),
                element_offset: RawOperand::new(offsets[m % offsets.len()], 0),
                src: RawOperand::new(src, 0),
            })
        })
        .collect();
    let mut memory = Memory::default();
    memory.surfaces.insert(0, vec![0; BUFFER as usize]);
    Bench { name: "scatter4_scaled (RGBA, SIMD16, surface)", kernel: k, inputs, memory }
}

fn qw_scatter() -> Bench {
    let mut k = Kernel::new("qw");
    let src = var(&mut k, "src".into(), ElemType::UQ, 16);
    let mut inputs = vec![(src, bytes(0..16u64, u64::to_le_bytes))];
    let offsets: Vec<_> = (0..VARIANTS)
        .map(|v| {
            let id = var(&mut k, format!("off{v}"), ElemType::UD, 16);
            inputs.push((id, bytes(lane_offsets(v), u32::to_le_bytes)));
            id
        })
        .collect();
    k.body = (0..MESSAGES)
        .map(|m| {
            Instruction::QwScatter(QwScatter {
                exec: ExecCtrl::nm(ExecSize::S16),
                pred: None,
                num_blocks: NumBlocks::N1,
                surface: SurfaceId::SLM,
                offset: RawOperand::new(offsets[m % offsets.len()], 0),
                src: RawOperand::new(src, 0),
            })
        })
        .collect();
    let memory = Memory { slm: vec![0; BUFFER as usize], ..Memory::default() };
    Bench { name: "qw_scatter (SIMD16, SLM)", kernel: k, inputs, memory }
}

fn svm_gather(block: BlockSize, blocks: NumBlocks, name: &'static str) -> Bench {
    let mut k = Kernel::new("gather");
    let dst = var(&mut k, "dst".into(), ElemType::UD, 16 * 4 * 2);
    let mut inputs = Vec::new();
    let addresses: Vec<_> = (0..VARIANTS)
        .map(|v| {
            let id = var(&mut k, format!("addr{v}"), ElemType::UQ, 16);
            let lanes = lane_offsets(v).map(|o| SVM_BASE + u64::from(o));
            inputs.push((id, bytes(lanes, u64::to_le_bytes)));
            id
        })
        .collect();
    k.body = (0..MESSAGES)
        .map(|m| {
            Instruction::SvmGather(SvmGather {
                exec: ExecCtrl::nm(ExecSize::S16),
                pred: None,
                block_size: block,
                num_blocks: blocks,
                addresses: RawOperand::new(addresses[m % addresses.len()], 0),
                dst: RawOperand::new(dst, 0),
            })
        })
        .collect();
    let mut memory = Memory::default();
    if let Err(e) = memory.svm.allocate("buf", SVM_BASE, vec![7; BUFFER as usize]) {
        panic!("{e}");
    }
    Bench { name, kernel: k, inputs, memory }
}

fn typed_atomic() -> Bench {
    let mut k = Kernel::new("atomic");
    let image =
        k.declare_surface(SurfaceVar { name: "img".into(), num_elts: 1, v_name: None }).unwrap_or(SurfaceId::SLM);
    let src0 = var(&mut k, "src0".into(), ElemType::UD, 8);
    let dst = var(&mut k, "dst".into(), ElemType::UD, 8);
    let mut inputs = vec![(src0, bytes([1u32; 8].into_iter(), u32::to_le_bytes))];
    let coords: Vec<_> = (0..VARIANTS)
        .map(|v| {
            let u = var(&mut k, format!("u{v}"), ElemType::UD, 8);
            let w = var(&mut k, format!("v{v}"), ElemType::UD, 8);
            inputs.push((u, bytes((0..8).map(|i| (v * 8 + i) % 512), u32::to_le_bytes)));
            inputs.push((w, bytes((0..8).map(|i| (v * 7 + i) % 512), u32::to_le_bytes)));
            (u, w)
        })
        .collect();
    k.body = (0..MESSAGES)
        .map(|m| {
            let (u, v) = coords[m % coords.len()];
            Instruction::TypedAtomic(TypedAtomic {
                op: AtomicOp::Add,
                is_16bit: false,
                exec: ExecCtrl::nm(ExecSize::S8),
                pred: None,
                surface: image,
                u: RawOperand::new(u, 0),
                v: RawOperand::new(v, 0),
                r: RawOperand::NULL,
                lod: RawOperand::NULL,
                src0: RawOperand::new(src0, 0),
                src1: RawOperand::NULL,
                dst: RawOperand::new(dst, 0),
            })
        })
        .collect();
    let mut memory = Memory::default();
    match Image::new("img", ImageKind::D2, ImageFormat::R32Uint, 512, 512, 1, 1, 1) {
        Ok(img) => memory.images.insert(0, img),
        Err(e) => panic!("{e}"),
    };
    Bench { name: "typed_atomic (add, SIMD8, 2D R32)", kernel: k, inputs, memory }
}

fn main() {
    let config = RunConfig::new(Platform::XeHpg, u32::MAX);
    let benches = [
        scatter4(),
        qw_scatter(),
        svm_gather(BlockSize::B4, NumBlocks::N1, "svm_gather (4-byte x 1, SIMD16)"),
        svm_gather(BlockSize::B8, NumBlocks::N4, "svm_gather (8-byte x 4, SIMD16)"),
        svm_gather(BlockSize::B1, NumBlocks::N4, "svm_gather (1-byte x 4, SIMD16)"),
        typed_atomic(),
    ];
    println!("{:<42} {:>10} {:>12} {:>10} {:>16}", "message", "messages", "lanes", "ms", "lanes/s");
    for mut b in benches {
        let bindings = Bindings { inputs: b.inputs.clone(), surfaces: Vec::new() };
        // One warm-up run, then the best of three.
        let mut best = f64::INFINITY;
        let mut outcome = None;
        for _ in 0..4 {
            let start = Instant::now();
            let o = run(black_box(&b.kernel), &config, &bindings, &mut b.memory);
            best = best.min(start.elapsed().as_secs_f64());
            outcome = Some(o);
        }
        let Some(o) = outcome else { continue };
        assert!(o.fault.is_none() && o.findings.is_empty(), "{}: {:?}", b.name, o.findings.first());
        let s = o.stats.per_message.values().next().copied().unwrap_or_default();
        println!(
            "{:<42} {:>10} {:>12} {:>10.1} {:>16.0}",
            b.name,
            s.messages,
            s.active_lanes,
            best * 1e3,
            s.active_lanes as f64 / best
        );
    }
}
