//! Random kernels against every message: random platforms, dispatch masks,
//! exec sizes and mask offsets, predicates, operand sizes and offsets,
//! addresses, block sizes and memories. The emulator must never panic, and
//! faults must be reported exactly when an enabled lane touches SVM outside
//! every allocation.

use crate::emu_support;

use emu_support::*;
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use visa_lower::exec::emu::chen::{evaluate_chen, PredFile};
use visa_lower::exec::emu::{RunOutcome, Stats};
use visa_lower::exec::memory::{Image, ImageFormat, ImageKind, Memory};
use visa_lower::visa::*;
use visa_lower::Platform;

const CASES: u32 = 600;

/// Allocations live at ALLOC_BASE + k * ALLOC_STRIDE, never adjacent, so a
/// block is inside SVM exactly when one allocation holds it.
const ALLOC_BASE: u64 = 0x1000_0000;
const ALLOC_STRIDE: u64 = 0x10_0000;

/// What every message shares: platform, masks, exec control, predicate.
#[derive(Clone, Debug)]
struct Env {
    platform: Platform,
    dispatch_mask: u32,
    exec: ExecCtrl,
    /// A predicate over P1, whose 32 bits `pred_bits` are set by a SETP first.
    pred: Option<(bool, PredCombine)>,
    pred_bits: u32,
}

fn arb_env() -> impl Strategy<Value = Env> {
    let mask = prop_oneof![Just(u32::MAX), Just(0), Just(0xffff), any::<u32>()];
    let combine = select(vec![PredCombine::Sequential, PredCombine::Any, PredCombine::All]);
    (
        select(Platform::ALL.to_vec()),
        mask,
        // Mostly the sizes every message allows, so that most cases execute.
        prop_oneof![3 => select(vec![ExecSize::S8, ExecSize::S16]), 2 => select(ExecSize::ALL.to_vec())],
        select(EmaskOffset::ALL.to_vec()),
        any::<bool>(),
        proptest::option::of((any::<bool>(), combine)),
        any::<u32>(),
    )
        .prop_map(|(platform, dispatch_mask, size, offset, nm, pred, pred_bits)| Env {
            platform,
            dispatch_mask,
            exec: ExecCtrl::new(size, offset, nm),
            pred,
            pred_bits,
        })
}

impl Env {
    /// A kernel whose first instruction sets P1; returns the predicate to use.
    fn kernel(&self) -> (K, Option<Predicate>) {
        let mut k = K::new();
        let p1 = k.pred("P1", 32);
        k.push(Instruction::Setp {
            exec: ExecCtrl::nm(ExecSize::S32),
            dst: p1,
            src: SrcOperand::imm(ElemType::UD, self.pred_bits.into()),
        });
        let pred = self.pred.map(|(inverse, combine)| Predicate { var: p1, inverse, combine });
        (k, pred)
    }

    fn chen(&self, pred: Option<Predicate>) -> u32 {
        evaluate_chen(self.exec, pred, self.dispatch_mask, PredFile::full_width(&[self.pred_bits]))
    }

    fn lanes(&self) -> u32 {
        self.exec.lanes()
    }
}

/// A raw operand: a variable of `elts` elements of `ty` filled with `fill`,
/// read at byte `offset` (not necessarily inside).
#[derive(Clone, Debug)]
struct Operand {
    elts: u32,
    offset: u16,
    fill: Vec<u8>,
}

fn arb_operand(max_elts: u32) -> impl Strategy<Value = Operand> {
    let offset = prop_oneof![4 => Just(0u16), 1 => 0u16..512];
    (1..=max_elts, offset, vec(any::<u8>(), 0..512)).prop_map(|(elts, offset, fill)| Operand { elts, offset, fill })
}

impl Operand {
    fn declare(&self, k: &mut K, name: &str, ty: ElemType) -> RawOperand {
        let var = k.input(name, ty, self.elts, self.fill.clone());
        RawOperand::new(var, self.offset)
    }
}

/// SVM allocations of random sizes.
fn arb_svm() -> impl Strategy<Value = Vec<usize>> {
    vec(1usize..=4096, 0..4)
}

fn svm_memory(sizes: &[usize]) -> Memory {
    let mut memory = Memory::default();
    for (k, &size) in sizes.iter().enumerate() {
        memory.svm.allocate(&format!("a{k}"), ALLOC_BASE + k as u64 * ALLOC_STRIDE, vec![0x5a; size]).unwrap();
    }
    memory
}

/// Is `[address, address + len)` inside one allocation?
fn inside(sizes: &[usize], address: u64, len: u64) -> bool {
    sizes.iter().enumerate().any(|(k, &size)| {
        let base = ALLOC_BASE + k as u64 * ALLOC_STRIDE;
        address >= base && address.checked_add(len).is_some_and(|end| end <= base + size as u64)
    })
}

/// Addresses near or inside the allocations, or anywhere.
fn arb_address() -> impl Strategy<Value = u64> {
    prop_oneof![
        4 => (0u64..4, 0u64..4200).prop_map(|(k, off)| ALLOC_BASE + k * ALLOC_STRIDE + off),
        1 => any::<u64>(),
        1 => Just(0u64),
        1 => (0u64..16).prop_map(|d| u64::MAX - d),
    ]
}

fn common_checks(outcome: &RunOutcome, env: &Env, body_len: usize) {
    assert!(outcome.executed <= body_len);
    for f in &outcome.findings {
        assert!(f.instruction < body_len && !f.message.is_empty(), "{f:?}");
    }
    assert_stats(&outcome.stats, env.lanes());
}

fn assert_stats(stats: &Stats, lanes: u32) {
    for s in stats.per_message.values() {
        assert!(s.messages <= 1 && s.active_lanes <= u64::from(lanes));
    }
}

/// The fault a message must report: the first enabled lane (in the order
/// given) with a block outside SVM, and that block's address.
fn expected_fault(order: impl Iterator<Item = (u32, u64, u64)>, sizes: &[usize]) -> Option<(u32, u64)> {
    order.filter(|&(_, a, len)| !inside(sizes, a, len)).map(|(lane, a, _)| (lane, a)).next()
}

fn lanes(mask: u32) -> impl Iterator<Item = u32> + Clone {
    (0..32).filter(move |i| mask >> i & 1 != 0)
}

// ---- SVM_GATHER ------------------------------------------------------------------

#[derive(Clone, Debug)]
struct GatherCase {
    env: Env,
    block: BlockSize,
    blocks: NumBlocks,
    addr_operand: Operand,
    dst: Operand,
    svm: Vec<usize>,
}

fn arb_gather() -> impl Strategy<Value = GatherCase> {
    (
        arb_env(),
        select(BlockSize::ALL.to_vec()),
        select(NumBlocks::ALL.to_vec()),
        vec(arb_address(), 32),
        arb_operand(40),
        arb_operand(600),
        arb_svm(),
    )
        .prop_map(|(env, block, blocks, addresses, mut addr_operand, dst, svm)| {
            // Mostly in-range address operands holding the chosen addresses.
            if addr_operand.offset % 3 != 1 {
                addr_operand = Operand { elts: 32, offset: 0, fill: uq_bytes(&addresses) };
            }
            GatherCase { env, block, blocks, addr_operand, dst, svm }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn svm_gather_faults_exactly_when_an_enabled_lane_reads_outside_svm(c in arb_gather()) {
        let (mut k, pred) = c.env.kernel();
        let addresses = c.addr_operand.declare(&mut k, "addrs", ElemType::UQ);
        let dst = c.dst.declare(&mut k, "dst", ElemType::UB);
        k.push(Instruction::SvmGather(SvmGather {
            exec: c.env.exec, pred, block_size: c.block, num_blocks: c.blocks, addresses, dst,
        }));
        let mut memory = svm_memory(&c.svm);
        let outcome = k.run(c.env.platform, c.env.dispatch_mask, &mut memory);
        common_checks(&outcome, &c.env, 2);

        // The address each lane really used: the operand bytes, zero outside the variable.
        let mut operand = c.addr_operand.fill.clone();
        operand.resize(8 * c.addr_operand.elts as usize, 0);
        let lane_address = |lane: u32| {
            let at = usize::from(c.addr_operand.offset) + 8 * lane as usize;
            // Byte by byte: an element straddling the variable's end keeps its in-range bytes.
            let bytes: [u8; 8] = std::array::from_fn(|b| operand.get(at + b).copied().unwrap_or(0));
            u64::from_le_bytes(bytes)
        };
        let executed = c.env.lanes() <= 16;
        let chen = if executed { c.env.chen(pred) } else { 0 };
        let (bs, nb) = (u64::from(c.block.bytes()), u64::from(c.blocks.count()));
        let step = if bs == 1 { 1 } else { bs };
        let blocks = lanes(chen).flat_map(|lane| {
            let a = lane_address(lane);
            (0..nb).map(move |j| (lane, a.wrapping_add(j * step), bs))
        });
        let expect = expected_fault(blocks, &c.svm);
        let got = outcome.fault.as_ref().map(|f| (f.lane, f.address));
        prop_assert_eq!(got, expect);
        if chen != 0 && lanes(chen).all(|l| !inside(&c.svm, lane_address(l), 1)) {
            prop_assert!(outcome.fault.is_some(), "every enabled lane is outside SVM");
        }
    }
}

// ---- SCATTER4_SCALED -------------------------------------------------------------

#[derive(Clone, Debug)]
struct ScatterCase {
    env: Env,
    /// 0: SLM, 5: stateless, 6: a user surface.
    surface: u8,
    channels: u8,
    global: u32,
    offset_operand: Operand,
    src: Operand,
    bounded_bytes: usize,
    svm: Vec<usize>,
    bind: bool,
}

fn arb_offset() -> impl Strategy<Value = u32> {
    prop_oneof![4 => 0u32..700, 1 => any::<u32>(), 2 => (0u32..4200).prop_map(|o| (ALLOC_BASE as u32) + o)]
}

fn arb_scatter() -> impl Strategy<Value = ScatterCase> {
    (
        arb_env(),
        select(vec![0u8, 5, 6]),
        0u8..16,
        prop_oneof![Just(0u32), 0u32..64, Just(ALLOC_BASE as u32)],
        vec(arb_offset(), 32),
        arb_operand(40),
        arb_operand(300),
        0usize..1024,
        arb_svm(),
        any::<bool>(),
    )
        .prop_map(
            |(env, surface, channels, global, offsets, mut offset_operand, src, bounded_bytes, svm, bind)| {
                if offset_operand.offset % 3 != 1 {
                    offset_operand = Operand { elts: 32, offset: 0, fill: ud_bytes(&offsets) };
                }
                ScatterCase { env, surface, channels, global, offset_operand, src, bounded_bytes, svm, bind }
            },
        )
}

impl ScatterCase {
    fn memory(&self) -> Memory {
        let mut memory = svm_memory(&self.svm);
        memory.slm = vec![0; self.bounded_bytes];
        if self.bind {
            memory.surfaces.insert(0, vec![0; self.bounded_bytes]);
        }
        memory
    }

    fn surface(&self, k: &mut K) -> SurfaceId {
        match self.surface {
            0 => SurfaceId::SLM,
            5 => SurfaceId::STATELESS,
            _ => k.surface("buf"),
        }
    }

    /// The per-lane UD the message really read: operand bytes, zero outside.
    fn lane_offset(&self, lane: u32) -> u32 {
        let mut bytes = self.offset_operand.fill.clone();
        bytes.resize(4 * self.offset_operand.elts as usize, 0);
        let at = usize::from(self.offset_operand.offset) + 4 * lane as usize;
        // Byte by byte: an element straddling the variable's end keeps its in-range bytes.
        u32::from_le_bytes(std::array::from_fn(|b| bytes.get(at + b).copied().unwrap_or(0)))
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn scatter4_scaled_never_panics_and_faults_only_on_stateless(c in arb_scatter()) {
        let (mut k, pred) = c.env.kernel();
        let surface = c.surface(&mut k);
        let element_offset = c.offset_operand.declare(&mut k, "offsets", ElemType::UD);
        let src = c.src.declare(&mut k, "src", ElemType::UD);
        k.push(Instruction::Scatter4Scaled(Scatter4Scaled {
            exec: c.env.exec,
            pred,
            channels: ChannelMask::new(c.channels).unwrap(),
            surface,
            global_offset: SrcOperand::imm(ElemType::UD, c.global.into()),
            element_offset,
            src,
        }));
        let mut memory = c.memory();
        let outcome = k.run(c.env.platform, c.env.dispatch_mask, &mut memory);
        common_checks(&outcome, &c.env, 2);
        prop_assert_eq!(memory.slm.len(), c.bounded_bytes);

        let executed = matches!(c.env.lanes(), 8 | 16) && c.channels != 0 && (c.surface != 6 || c.bind);
        let chen = if executed { c.env.chen(pred) } else { 0 };
        let expect = if c.surface == 5 {
            // Pseudo-code order: channel-major, then lane.
            let order = (0..4u64).filter(|ch| c.channels >> ch & 1 != 0).flat_map(|ch| {
                lanes(chen).map(move |lane| (lane, ch))
            });
            let writes = order.map(|(lane, ch)| {
                let address = c.global.wrapping_add(c.lane_offset(lane));
                (lane, (u64::from(address / 4) + ch) * 4, 4)
            });
            expected_fault(writes, &c.svm)
        } else {
            None
        };
        prop_assert_eq!(outcome.fault.as_ref().map(|f| (f.lane, f.address)), expect);
    }
}

// ---- QW_SCATTER ------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn qw_scatter_never_panics_and_faults_only_on_stateless(
        c in arb_scatter(),
        blocks in select(NumBlocks::ALL.to_vec()),
    ) {
        let (mut k, pred) = c.env.kernel();
        let surface = c.surface(&mut k);
        let offset = c.offset_operand.declare(&mut k, "offsets", ElemType::UD);
        let src = c.src.declare(&mut k, "src", ElemType::UQ);
        k.push(Instruction::QwScatter(QwScatter { exec: c.env.exec, pred, num_blocks: blocks, surface, offset, src }));
        let mut memory = c.memory();
        let outcome = k.run(c.env.platform, c.env.dispatch_mask, &mut memory);
        common_checks(&outcome, &c.env, 2);

        let executed = c.env.lanes() <= 16 && (c.surface != 6 || c.bind);
        let chen = if executed { c.env.chen(pred) } else { 0 };
        let expect = if c.surface == 5 {
            let nb = u64::from(blocks.count());
            let writes = lanes(chen).flat_map(|lane| {
                let base = u64::from(c.lane_offset(lane));
                (0..nb).map(move |j| (lane, base + 8 * j, 8))
            });
            expected_fault(writes, &c.svm)
        } else {
            None
        };
        prop_assert_eq!(outcome.fault.as_ref().map(|f| (f.lane, f.address)), expect);
    }
}

// ---- TYPED_ATOMIC ----------------------------------------------------------------

#[derive(Clone, Debug)]
struct AtomicCase {
    env: Env,
    op: AtomicOp,
    is_16bit: bool,
    kind: ImageKind,
    format: ImageFormat,
    dims: (u32, u32, u32, u32, u32),
    coords: [Operand; 4],
    srcs: [Operand; 2],
    dst: Option<Operand>,
    bind: bool,
}

fn arb_coords() -> impl Strategy<Value = Operand> {
    (vec(0u32..10, 16), arb_operand(20)).prop_map(|(values, op)| {
        if op.offset % 4 == 1 {
            op
        } else {
            Operand { elts: 16, offset: 0, fill: ud_bytes(&values) }
        }
    })
}

fn arb_atomic() -> impl Strategy<Value = AtomicCase> {
    let coords = [arb_coords(), arb_coords(), arb_coords(), arb_coords()];
    let dims = (1u32..9, 1u32..5, 1u32..4, 1u32..4, 1u32..4);
    (
        arb_env(),
        select(AtomicOp::ALL.to_vec()),
        any::<bool>(),
        (select(ImageKind::ALL.to_vec()), select(ImageFormat::ALL.to_vec()), dims),
        coords,
        [arb_operand(20), arb_operand(20)],
        proptest::option::of(arb_operand(20)),
        any::<bool>(),
    )
        .prop_map(|(env, op, is_16bit, (kind, format, dims), coords, srcs, dst, bind)| AtomicCase {
            env,
            op,
            is_16bit,
            kind,
            format,
            dims,
            coords,
            srcs,
            dst,
            bind,
        })
}

impl AtomicCase {
    fn image(&self) -> Image {
        let (w, h, d, a, mips) = self.dims;
        let uses = |yes: bool, v: u32| if yes { v } else { 1 };
        let height = uses(!matches!(self.kind, ImageKind::D1 | ImageKind::D1Array), h);
        let depth = uses(self.kind == ImageKind::D3, d);
        let array = uses(matches!(self.kind, ImageKind::D1Array | ImageKind::D2Array), a);
        Image::new("img", self.kind, self.format, w, height, depth, array, mips).unwrap()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn typed_atomic_never_panics_or_faults(c in arb_atomic()) {
        let (mut k, pred) = c.env.kernel();
        let surface = k.surface("img");
        let names = ["u", "v", "r", "lod"];
        let [u, v, r, lod] = std::array::from_fn(|i| c.coords[i].declare(&mut k, names[i], ElemType::UD));
        let src0 = c.srcs[0].declare(&mut k, "src0", ElemType::UD);
        let src1 = c.srcs[1].declare(&mut k, "src1", ElemType::UD);
        let dst = c.dst.as_ref().map_or(RawOperand::NULL, |d| d.declare(&mut k, "dst", ElemType::UD));
        k.push(Instruction::TypedAtomic(TypedAtomic {
            op: c.op, is_16bit: c.is_16bit, exec: c.env.exec, pred, surface, u, v, r, lod, src0, src1, dst,
        }));
        let mut memory = Memory::default();
        let image = c.image();
        let size = image.data.len();
        if c.bind {
            memory.images.insert(0, image);
        }
        let outcome = k.run(c.env.platform, c.env.dispatch_mask, &mut memory);
        common_checks(&outcome, &c.env, 2);
        prop_assert!(outcome.fault.is_none());
        if c.bind {
            prop_assert_eq!(memory.images[0].data.len(), size);
        }
    }
}

// ---- the ALU ---------------------------------------------------------------------

fn arb_src(vars: u32) -> impl Strategy<Value = SrcOperand> {
    let region =
        (select(Region::ENCODABLE.to_vec()), select(Region::ENCODABLE.to_vec()), select(Region::ENCODABLE.to_vec()));
    let modifier = select(vec![SrcModifier::None, SrcModifier::Neg, SrcModifier::Abs, SrcModifier::NegAbs]);
    prop_oneof![
        (0..vars, 0u8..4, 0u8..40, region, modifier).prop_map(|(v, row, col, (vstride, width, hstride), modifier)| {
            SrcOperand::General {
                var: GenVarId(32 + v),
                row,
                col,
                region: Region { vstride, width, hstride },
                modifier,
            }
        }),
        (select(ElemType::ALL.to_vec()), any::<u64>()).prop_map(|(ty, bits)| SrcOperand::imm(ty, bits)),
        Just(SrcOperand::Predicate(PredVarId::new(1).unwrap())),
    ]
}

fn arb_dst(vars: u32) -> impl Strategy<Value = DstOperand> {
    prop_oneof![
        4 => (0..vars, 0u8..4, 0u8..40, 0u8..5).prop_map(|(v, row, col, hstride)| DstOperand::General {
            var: GenVarId(32 + v), row, col, hstride
        }),
        1 => Just(DstOperand::Predicate(PredVarId::new(1).unwrap())),
    ]
}

fn arb_alu(vars: u32) -> impl Strategy<Value = Instruction> {
    let exec = (select(ExecSize::ALL.to_vec()), select(EmaskOffset::ALL.to_vec()), any::<bool>())
        .prop_map(|(s, o, nm)| ExecCtrl::new(s, o, nm));
    let pred = proptest::option::of(any::<bool>().prop_map(|inv| Predicate {
        var: PredVarId::new(1).unwrap(),
        inverse: inv,
        combine: PredCombine::Sequential,
    }));
    (
        0u8..6,
        exec,
        pred,
        arb_dst(vars),
        arb_src(vars),
        arb_src(vars),
        select(ALU.iter().map(|d| d.op).collect::<Vec<_>>()),
        select(CmpRel::ALL.to_vec()),
    )
        .prop_map(|(which, exec, pred, dst, src0, src1, op, rel)| match which {
            0 => Instruction::mov(exec, pred, dst, src0),
            // Every row the emulator runs, with the sources its shape says.
            1 => {
                let srcs = Srcs::from_slice(&[src0, src1, src0][..op.desc().srcs]).expect("1 to 3 sources");
                let pred = pred.filter(|_| op.desc().predicated);
                Instruction::Alu(Alu::new(op, exec, pred, dst, srcs))
            }
            2 => Instruction::Cmp { rel, exec, dst, src0, src1 },
            3 => Instruction::Setp { exec, dst: PredVarId::new(1).unwrap(), src: src0 },
            4 => Instruction::alu2(AluOp::Sel, exec, pred, dst, src0, src1),
            _ => Instruction::Ret { exec, pred },
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn alu_never_panics(
        env in arb_env(),
        types in vec(select(ElemType::ALL.to_vec()), 3),
        fills in vec(vec(any::<u8>(), 0..256), 3),
        body in vec(arb_alu(3), 1..8),
    ) {
        let (mut k, _) = env.kernel();
        for (i, (ty, fill)) in types.iter().zip(&fills).enumerate() {
            k.input(&format!("v{i}"), *ty, 16, fill.clone());
        }
        for inst in &body {
            k.push(*inst);
        }
        let outcome = k.run(env.platform, env.dispatch_mask, &mut Memory::default());
        prop_assert!(outcome.fault.is_none());
        prop_assert!(outcome.executed <= body.len() + 1);
    }
}
