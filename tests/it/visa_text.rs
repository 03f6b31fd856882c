//! The `.visaasm` text form: printed forms, parse(print(p)) == p, exact parse
//! errors, and a parser that never panics.

use crate::support;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;
use std::collections::HashSet;
use support::arb::*;
use visa_lower::visa::text::parse::*;
use visa_lower::visa::text::print::*;
use visa_lower::visa::text::ParseError;
use visa_lower::visa::*;

// --- printed forms ----------------------------------------------------------

fn gen_var(name: &str, ty: ElemType, num_elts: u32, align: Align) -> GenVar {
    GenVar { name: name.to_string(), ty, num_elts, align, alias: None }
}

/// Variables named after their ids (V32..V45), P1, P2 and T6.
fn kernel() -> Kernel {
    let mut k = Kernel::new("k");
    for id in 32..=45 {
        k.declare_var(gen_var(&format!("V{id}"), ElemType::UD, 16, Align::Grf));
    }
    k.declare_pred(PredVar { name: "P1".into(), num_elts: 16 });
    k.declare_pred(PredVar { name: "P2".into(), num_elts: 16 });
    k.declare_surface(SurfaceVar { name: "T6".into(), num_elts: 1, v_name: None });
    k
}

fn v(id: u32) -> GenVarId {
    GenVarId(id)
}

fn p(id: u16) -> PredVarId {
    PredVarId::new(id).unwrap()
}

fn raw(id: u32, offset: u16) -> RawOperand {
    RawOperand::new(GenVarId(id), offset)
}

fn src(id: u32, row: u8, col: u8, (vstride, width, hstride): (u8, u8, u8), modifier: SrcModifier) -> SrcOperand {
    SrcOperand::General { var: v(id), row, col, region: Region { vstride, width, hstride }, modifier }
}

fn dst(id: u32, row: u8, col: u8, hstride: u8) -> DstOperand {
    DstOperand::General { var: v(id), row, col, hstride }
}

fn nm(lanes: u32) -> ExecCtrl {
    ExecCtrl::nm(ExecSize::from_lanes(lanes).unwrap())
}

#[track_caller]
fn assert_prints(inst: Instruction, text: &str) {
    let k = kernel();
    assert_eq!(print_instruction(&k, &inst), text);
    // ... and reads back as the same instruction.
    let program = parse_program(&format!("{}    {text}\n", print_kernel(&k))).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(program.kernels[0].body, [inst]);
}

#[test]
fn prints_messages() {
    assert_prints(
        Instruction::SvmGather(SvmGather {
            exec: nm(16),
            pred: None,
            block_size: BlockSize::B4,
            num_blocks: NumBlocks::N1,
            addresses: raw(35, 0),
            dst: raw(36, 0),
        }),
        "svm_gather.4.1 (M1_NM, 16) V35.0 V36.0",
    );
    assert_prints(
        Instruction::Scatter4Scaled(Scatter4Scaled {
            exec: ExecCtrl::new(ExecSize::S8, EmaskOffset::M5, false),
            pred: Some(Predicate::new(p(1))),
            channels: ChannelMask::RG,
            surface: SurfaceId::SLM,
            global_offset: SrcOperand::imm(ElemType::UD, 0),
            element_offset: raw(37, 0),
            src: raw(38, 64),
        }),
        "(P1) scatter4_scaled.RG (M5, 8) %slm 0x0:ud V37.0 V38.64",
    );
    assert_prints(
        Instruction::Scatter4Scaled(Scatter4Scaled {
            exec: nm(16),
            pred: None,
            channels: ChannelMask::new(0).unwrap(),
            surface: SurfaceId::STATELESS,
            global_offset: SrcOperand::scalar(v(40)),
            element_offset: raw(37, 0),
            src: raw(38, 65535),
        }),
        "scatter4_scaled.0000 (M1_NM, 16) %scratch V40(0,0)<0;1,0> V37.0 V38.65535",
    );
    assert_prints(
        Instruction::QwScatter(QwScatter {
            exec: nm(8),
            pred: Some(Predicate { var: p(2), inverse: true, combine: PredCombine::Any }),
            num_blocks: NumBlocks::N1,
            surface: SurfaceId(6),
            offset: raw(37, 0),
            src: raw(39, 0),
        }),
        "(!P2.any) qw_scatter.1 (M1_NM, 8) T6 V37.0 V39.0",
    );
    assert_prints(
        Instruction::TypedAtomic(TypedAtomic {
            op: AtomicOp::Add,
            is_16bit: true,
            exec: nm(8),
            pred: None,
            surface: SurfaceId(6),
            u: raw(40, 0),
            v: RawOperand::NULL,
            r: RawOperand::NULL,
            lod: RawOperand::NULL,
            src0: raw(41, 0),
            src1: RawOperand::NULL,
            dst: raw(42, 0),
        }),
        "typed_atomic.add.16 (M1_NM, 8) T6 V40.0 %null.0 %null.0 %null.0 V41.0 %null.0 V42.0",
    );
    assert_prints(
        Instruction::TypedAtomic(TypedAtomic {
            op: AtomicOp::CmpXchg,
            is_16bit: false,
            exec: ExecCtrl::new(ExecSize::S8, EmaskOffset::M3, false),
            pred: Some(Predicate { var: p(1), inverse: false, combine: PredCombine::All }),
            surface: SurfaceId(3),
            u: raw(40, 0),
            v: raw(7, 4),
            r: RawOperand::NULL,
            lod: RawOperand::NULL,
            src0: raw(41, 0),
            src1: raw(41, 32),
            dst: raw(42, 0),
        }),
        "(P1.all) typed_atomic.cmpxchg (M3, 8) TSS V40.0 %r0.4 %null.0 %null.0 V41.0 V41.32 V42.0",
    );
}

#[test]
fn prints_alu_instructions() {
    use SrcModifier::{Abs, Neg, NegAbs};
    assert_prints(
        Instruction::mov(nm(16), None, dst(43, 0, 0, 1), src(44, 0, 0, (1, 1, 0), SrcModifier::None)),
        "mov (M1_NM, 16) V43(0,0)<1> V44(0,0)<1;1,0>",
    );
    assert_prints(
        Instruction::alu2(
            AluOp::Add,
            ExecCtrl::new(ExecSize::S8, EmaskOffset::M1, false),
            None,
            dst(43, 1, 0, 1),
            src(44, 0, 2, (8, 8, 1), Neg),
            SrcOperand::imm(ElemType::UD, 4),
        ),
        "add (M1, 8) V43(1,0)<1> (-)V44(0,2)<8;8,1> 0x4:ud",
    );
    assert_prints(
        Instruction::alu2(
            AluOp::Mul,
            nm(16),
            None,
            dst(43, 0, 0, 1),
            src(44, 0, 0, (16, 16, 1), Abs),
            src(45, 0, 0, (0, 1, 0), NegAbs),
        ),
        "mul (M1_NM, 16) V43(0,0)<1> (abs)V44(0,0)<16;16,1> (-abs)V45(0,0)<0;1,0>",
    );
    assert_prints(
        Instruction::alu2(
            AluOp::And,
            nm(16),
            None,
            DstOperand::Predicate(p(1)),
            SrcOperand::Predicate(p(2)),
            SrcOperand::Predicate(p(1)),
        ),
        "and (M1_NM, 16) P1 P2 P1",
    );
    assert_prints(
        Instruction::Cmp {
            rel: CmpRel::Lt,
            exec: nm(16),
            dst: DstOperand::Predicate(p(1)),
            src0: src(44, 0, 0, (1, 1, 0), SrcModifier::None),
            src1: SrcOperand::imm(ElemType::D, 16),
        },
        "cmp.lt (M1_NM, 16) P1 V44(0,0)<1;1,0> 0x10:d",
    );
    assert_prints(
        Instruction::Setp { exec: nm(16), dst: p(2), src: SrcOperand::imm(ElemType::UW, 0xffff) },
        "setp (M1_NM, 16) P2 0xffff:uw",
    );
    assert_prints(
        Instruction::alu2(
            AluOp::Sel,
            nm(16),
            Some(Predicate::new(p(1))),
            dst(43, 0, 0, 1),
            src(44, 0, 0, (1, 1, 0), SrcModifier::None),
            src(45, 0, 0, (1, 1, 0), SrcModifier::None),
        ),
        "(P1) sel (M1_NM, 16) V43(0,0)<1> V44(0,0)<1;1,0> V45(0,0)<1;1,0>",
    );
    assert_prints(
        Instruction::Ret { exec: ExecCtrl::new(ExecSize::S1, EmaskOffset::M1, false), pred: None },
        "ret (M1, 1)",
    );
}

#[test]
fn prints_immediates_in_hex_masked_to_the_type() {
    let k = kernel();
    let mov = |ty, bits| Instruction::mov(nm(1), None, dst(32, 0, 0, 1), SrcOperand::imm(ty, bits));
    let text = |ty, bits| print_instruction(&k, &mov(ty, bits));
    assert_eq!(text(ElemType::F, 0x3f80_0000), "mov (M1_NM, 1) V32(0,0)<1> 0x3f800000:f");
    assert_eq!(text(ElemType::D, u64::MAX), "mov (M1_NM, 1) V32(0,0)<1> 0xffffffff:d");
    assert_eq!(text(ElemType::B, 0x180), "mov (M1_NM, 1) V32(0,0)<1> 0x80:b");
    assert_eq!(text(ElemType::HF, 0xABCD), "mov (M1_NM, 1) V32(0,0)<1> 0xabcd:hf");
    assert_eq!(text(ElemType::Q, u64::MAX), "mov (M1_NM, 1) V32(0,0)<1> 0xffffffffffffffff:q");
    assert_eq!(text(ElemType::Bool, 1), "mov (M1_NM, 1) V32(0,0)<1> 0x1:bool");
}

#[test]
fn prints_headers_in_order() {
    let mut k = Kernel::new("demo");
    k.attrs.push(KernelAttr { name: "SimdSize".into(), value: Some("16".into()) });
    k.attrs.push(KernelAttr { name: "NoBarrier".into(), value: None });
    k.declare_pred(PredVar { name: "P1".into(), num_elts: 16 });
    k.declare_surface(SurfaceVar { name: "T6".into(), num_elts: 1, v_name: None });
    let v32 = k.declare_var(gen_var("V32", ElemType::UD, 16, Align::Grf));
    let mut alias = gen_var("V33", ElemType::D, 8, Align::Dword);
    alias.alias = Some(Alias { base: v32, offset: 32 });
    k.declare_var(alias);
    k.inputs.push(Input::user(InputVar::General(v32), 32, 64));
    k.inputs.push(Input::user(InputVar::Surface(SurfaceId(6)), 96, 4));
    k.body.push(Instruction::Ret { exec: ExecCtrl::new(ExecSize::S1, EmaskOffset::M1, false), pred: None });
    let expected = "\
.kernel demo
.decl V32 v_type=G type=ud num_elts=16 align=GRF
.decl V33 v_type=G type=d num_elts=8 align=dword alias=<V32, 32>
.decl P1 v_type=P num_elts=16
.decl T6 v_type=T num_elts=1
.input V32 offset=32 size=64
.input T6 offset=96 size=4
.kernel_attr SimdSize=16
.kernel_attr NoBarrier
    ret (M1, 1)
";
    assert_eq!(print_kernel(&k), expected);
    let two = Program { kernels: vec![k.clone(), Kernel::new("empty")], ..Program::default() };
    assert_eq!(print_program(&two), format!(".version 4.1\n{expected}\n.kernel empty\n"));
    assert_eq!(print_program(&Program::default()), ".version 4.1\n");
}

// --- parse(print(p)) == p -------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn parse_inverts_print(program in arb_program()) {
        let text = print_program(&program);
        prop_assert_eq!(parse_program(&text), Ok(program), "text:\n{}", text);
    }
}

/// The round trip is only as strong as the generator: check that it reaches
/// every value of every field.
#[test]
fn strategies_cover_every_field_value() {
    let mut runner = TestRunner::deterministic();
    let mut seen = HashSet::new();
    let instructions = arb_instruction(3, 2, 2);
    for _ in 0..36_000 {
        instruction_features(&instructions.new_tree(&mut runner).unwrap().current(), &mut seen);
    }
    for _ in 0..1000 {
        let k = arb_kernel().new_tree(&mut runner).unwrap().current();
        for v in &k.vars {
            seen.insert(format!("decl {:?} {:?}", v.ty, v.align));
            seen.insert(match v.alias {
                Some(a) if a.base.decl_index().is_some() => "alias declared".into(),
                Some(_) => "alias predefined".into(),
                None => "alias none".to_string(),
            });
        }
        for (i, v) in k.vars.iter().enumerate() {
            seen.insert(format!("name canonical {}", v.name == format!("V{}", 32 + i)));
        }
        for input in &k.inputs {
            seen.insert(format!("input {}", matches!(input.var, InputVar::General(_))));
            seen.insert(format!("input implicit {}", input.provenance != 0));
        }
        for attr in &k.attrs {
            seen.insert(format!("attr value {}", attr.value.is_some()));
        }
        seen.insert(format!("unit {:?}", k.kind));
        seen.insert(format!("unit bare name {}", k.name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')));
        seen.insert(format!("functions {}", k.functions.len()));
        for s in &k.surfaces {
            seen.insert(format!("v_name {}", s.v_name.is_some()));
        }
        for l in &k.labels {
            seen.insert(format!("label {:?}", l.kind));
        }
    }

    let mut expected: Vec<String> = Vec::new();
    let mut all = |items: Vec<String>| expected.extend(items);
    all(ExecSize::ALL.iter().map(|s| format!("size {s:?}")).collect());
    all(EmaskOffset::ALL.iter().map(|o| format!("emask {o:?}")).collect());
    all(vec!["nm true".into(), "nm false".into(), "pred none".into(), "src pred".into(), "dst pred".into()]);
    for inverse in [false, true] {
        all([PredCombine::Sequential, PredCombine::Any, PredCombine::All]
            .iter()
            .map(|c| format!("pred {inverse} {c:?}"))
            .collect());
    }
    all((0..16).map(|b| format!("mask {b}")).collect());
    all(["S8", "S16"].iter().map(|s| format!("scatter4 size {s}")).collect());
    for bs in BlockSize::ALL {
        all(NumBlocks::ALL.iter().map(|nb| format!("svm_gather {bs:?} {nb:?}")).collect());
    }
    all(NumBlocks::ALL.iter().map(|nb| format!("qw_scatter {nb:?}")).collect());
    for is_16bit in [false, true] {
        all(AtomicOp::ALL.iter().map(|op| format!("atomic {op:?} {is_16bit}")).collect());
    }
    all(["null", "predefined", "declared", "offset 0", "offset 65535"].iter().map(|r| format!("raw {r}")).collect());
    all((0..6).map(|s| format!("surface T{s}")).collect());
    all(vec!["surface declared".into(), "global offset general".into(), "global offset imm".into()]);
    all(ElemType::ALL.iter().map(|t| format!("imm {t:?}")).collect());
    all(["None", "Neg", "Abs", "NegAbs", "Not"].iter().map(|m| format!("modifier {m}")).collect());
    for part in ["vstride", "width", "hstride", "dst hstride"] {
        all(Region::ENCODABLE.iter().map(|v| format!("{part} {v}")).collect());
    }
    all(ALU.iter().map(|s| format!("alu {:?}", s.op)).collect());
    all(vec!["alu sat".into(), "alu pred".into(), "src state".into(), "dst state".into()]);
    all(CmpRel::ALL.iter().map(|rel| format!("cmp {rel:?}")).collect());
    all([
        "setp",
        "ret",
        "cmp dst pred",
        "cmp dst general",
        "addc",
        "subb",
        "bfn",
        "bfn sat",
        "fret",
        "fcall",
        "label",
        "switchjmp",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect());
    all(["subroutine", "gather4 S8", "gather4 S16", "svm_block_ld", "svm_block_ld unaligned", "svm_block_st"]
        .iter()
        .map(|s| s.to_string())
        .collect());
    all(BranchOp::ALL.iter().map(|op| format!("branch {op:?}")).collect());
    all(["addr_add address", "addr_add variable", "addr_add surface", "src indirect single", "src indirect multi"]
        .iter()
        .map(|s| s.to_string())
        .collect());
    all(vec!["dst indirect".into()]);
    for bs in BlockSize::ALL {
        all(NumBlocks::ALL.iter().map(|nb| format!("svm_scatter {bs:?} {nb:?}")).collect());
    }
    all(NumBlocks::ALL.iter().map(|nb| format!("svm_block {nb:?}")).collect());
    all(NumBlocks::ALL.iter().map(|nb| format!("qw_gather {nb:?}")).collect());
    for mnemonic in ["gather_scaled", "scatter_scaled"] {
        all(["N1", "N2", "N4"].iter().map(|nb| format!("{mnemonic} {nb}")).collect());
    }
    for mnemonic in ["oword_ld", "oword_ld_unaligned", "oword_st"] {
        all(NumBlocks::ALL.iter().map(|nb| format!("{mnemonic} {nb:?}")).collect());
    }
    for is_16bit in [false, true] {
        all(AtomicOp::ALL.iter().map(|op| format!("dword_atomic {op:?} {is_16bit}")).collect());
    }
    for width in ["W16", "W32", "W64"] {
        all(AtomicOp::ALL.iter().map(|op| format!("svm_atomic {op:?} {width}")).collect());
    }
    // The unit with each address size, and each data size (the fields are printed and parsed apart).
    for mnemonic in ["lsc_load", "lsc_store"] {
        for sfid in LscSfid::ALL {
            all(LscAddrSize::ALL.iter().map(|a| format!("{mnemonic} {sfid:?} {a:?}")).collect());
        }
        all(LscDataSize::ALL.iter().map(|d| format!("{mnemonic} {d:?}")).collect());
    }
    all(LscVectorSize::ALL.iter().map(|v| format!("lsc {v:?}")).collect());
    all(LscSfid::ALL.iter().map(|sfid| format!("lsc_load_status {sfid:?} {:?}", sfid.addr_size())).collect());
    for mnemonic in ["lsc_load_quad", "lsc_store_quad"] {
        all(LscSfid::ALL.iter().map(|sfid| format!("{mnemonic} {sfid:?}")).collect());
    }
    all(["Bss imm", "Ss imm", "Bti imm", "Bss general", "Ss general", "Bti general", "Flat imm"]
        .iter()
        .map(|s| format!("lsc surface {s}"))
        .collect());
    all((1..16).filter_map(LscChannels::from_bits).map(|c| format!("lsc quad {}", c.name())).collect());
    for mnemonic in ["lsc_load_quad.tgm", "lsc_store_quad.tgm"] {
        all((1..=4).map(|n| format!("{mnemonic} coordinates {n}")).collect());
        for model in ["Bti", "Bss", "Ss"] {
            all(LscAddrSize::ALL.iter().map(|a| format!("{mnemonic} {model} {a:?}")).collect());
        }
    }
    all(vec!["lsc_load_quad.tgm null data true".into(), "lsc_load_quad.tgm null data false".into()]);
    all(LscAtomicOp::ALL.iter().map(|op| op.mnemonic().to_string()).collect());
    all(LscSfid::ALL.iter().map(|sfid| format!("lsc_atomic {sfid:?}")).collect());
    all(LscAtomicOp::ALL.iter().map(|op| op.typed_mnemonic().to_string()).collect());
    all((1..=4).map(|n| format!("lsc_atomic.tgm coordinates {n}")).collect());
    all(LscDataSize::ALL.iter().map(|d| format!("lsc_atomic.tgm {d:?}")).collect());
    all(LscFenceUnit::ALL.iter().map(|u| format!("lsc_fence {u:?}")).collect());
    all(LscFenceOp::ALL.iter().map(|o| format!("lsc_fence {o:?}")).collect());
    all(LscScope::ALL.iter().map(|s| format!("lsc_fence {s:?}")).collect());
    all(vec!["lsc offset -1".into(), "lsc offset 0".into(), "lsc offset 1".into()]);
    for mnemonic in ["lsc_load_block2d", "lsc_store_block2d"] {
        all(LscDataSize::BLOCK2D.iter().map(|d| format!("{mnemonic} {d:?}")).collect());
    }
    for (t, v) in [(false, false), (false, true), (true, false), (true, true)] {
        all(vec![format!("block2d transposed {t} vnni {v}")]);
    }
    all(["block2d blocks 1", "block2d blocks other", "lsc_load_block2d null"].iter().map(|s| s.to_string()).collect());
    for what in ["base", "dword"] {
        all(vec![format!("block2d surface {what} imm"), format!("block2d surface {what} var")]);
    }
    for ty in ElemType::ALL {
        all(Align::ALL.iter().map(|a| format!("decl {ty:?} {a:?}")).collect());
    }
    all(["alias declared", "alias predefined", "alias none", "name canonical true", "name canonical false"]
        .iter()
        .map(|s| s.to_string())
        .collect());
    all(vec!["input true".into(), "input false".into(), "attr value true".into(), "attr value false".into()]);
    all(["input implicit true", "input implicit false", "unit Kernel", "unit Function", "unit bare name true"]
        .iter()
        .map(|s| s.to_string())
        .collect());
    all(["unit bare name false", "functions 2", "v_name true", "v_name false", "label Block", "label Subroutine"]
        .iter()
        .map(|s| s.to_string())
        .collect());

    let missing: Vec<_> = expected.iter().filter(|f| !seen.contains(*f)).collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
}

fn instruction_features(inst: &Instruction, seen: &mut HashSet<String>) {
    let exec = inst.exec();
    seen.insert(format!("size {:?}", exec.size));
    seen.insert(format!("emask {:?}", exec.offset));
    seen.insert(format!("nm {}", exec.no_mask));
    seen.insert(match inst.pred() {
        Some(p) => format!("pred {} {:?}", p.inverse, p.combine),
        None => "pred none".into(),
    });
    let surface = |s: SurfaceId| match s.is_predefined() {
        true => format!("surface T{}", s.0),
        false => "surface declared".into(),
    };
    let mut raws = Vec::new();
    let mut srcs = Vec::new();
    let mut dsts = Vec::new();
    match *inst {
        Instruction::Scatter4Scaled(m) => {
            seen.insert(format!("mask {}", m.channels.bits()));
            seen.insert(format!("scatter4 size {:?}", m.exec.size));
            seen.insert(surface(m.surface));
            let kind = if matches!(m.global_offset, SrcOperand::Immediate(_)) { "imm" } else { "general" };
            seen.insert(format!("global offset {kind}"));
            srcs.push(m.global_offset);
            raws.push(m.element_offset);
            raws.push(m.src);
        }
        Instruction::QwScatter(m) => {
            seen.insert(format!("qw_scatter {:?}", m.num_blocks));
            seen.insert(surface(m.surface));
            raws.push(m.offset);
            raws.push(m.src);
        }
        Instruction::SvmGather(m) => {
            seen.insert(format!("svm_gather {:?} {:?}", m.block_size, m.num_blocks));
            raws.push(m.addresses);
            raws.push(m.dst);
        }
        Instruction::TypedAtomic(m) => {
            seen.insert(format!("atomic {:?} {}", m.op, m.is_16bit));
            seen.insert(surface(m.surface));
            raws.extend([m.u, m.v, m.r, m.lod, m.src0, m.src1, m.dst]);
        }
        Instruction::Gather4Scaled(m) => {
            seen.insert(format!("gather4 {:?}", m.exec.size));
            seen.insert(surface(m.surface));
            srcs.push(m.global_offset);
            raws.extend([m.element_offset, m.dst]);
        }
        Instruction::SvmScatter(m) => {
            seen.insert(format!("svm_scatter {:?} {:?}", m.block_size, m.num_blocks));
            raws.extend([m.addresses, m.src]);
        }
        Instruction::QwGather(m) => {
            seen.insert(format!("qw_gather {:?}", m.num_blocks));
            seen.insert(surface(m.surface));
            raws.extend([m.offset, m.dst]);
        }
        Instruction::GatherScaled(m) | Instruction::ScatterScaled(m) => {
            seen.insert(format!("{} {:?}", inst.mnemonic(), m.num_blocks));
            seen.insert(surface(m.surface));
            srcs.push(m.global_offset);
            raws.extend([m.element_offset, m.data]);
        }
        Instruction::OwordLd(m) | Instruction::OwordLdUnaligned(m) | Instruction::OwordSt(m) => {
            seen.insert(format!("{} {:?}", inst.mnemonic(), m.num_owords));
            seen.insert(surface(m.surface));
            srcs.push(m.offset);
            raws.push(m.data);
        }
        Instruction::DwordAtomic(m) => {
            seen.insert(format!("dword_atomic {:?} {}", m.op, m.is_16bit));
            seen.insert(surface(m.surface));
            raws.extend([m.element_offset, m.src0, m.src1, m.dst]);
        }
        Instruction::SvmAtomic(m) => {
            seen.insert(format!("svm_atomic {:?} {:?}", m.op, m.width));
            raws.extend([m.addresses, m.src0, m.src1, m.dst]);
        }
        Instruction::LscLoad(m) | Instruction::LscStore(m) | Instruction::LscLoadStatus(m) => {
            seen.insert(format!("{} {:?} {:?}", inst.mnemonic(), m.sfid, m.addr_size));
            seen.insert(format!("{} {:?}", inst.mnemonic(), m.data_size));
            seen.insert(format!("lsc {:?} {:?} transposed {}", m.l1, m.l3, m.transposed));
            seen.insert(format!("lsc {:?}", m.vector));
            seen.insert(format!("lsc offset {}", m.imm_offset.signum()));
            let index = if matches!(m.surface.index, SrcOperand::Immediate(_)) { "imm" } else { "general" };
            seen.insert(format!("lsc surface {:?} {index}", m.surface.model));
            raws.extend([m.addresses, m.data]);
        }
        Instruction::LscLoadQuad(m) | Instruction::LscStoreQuad(m) => {
            seen.insert(format!("{} {:?}", inst.mnemonic(), m.lsc.sfid));
            seen.insert(format!("lsc quad {}", m.channels.name()));
            raws.extend([m.lsc.addresses, m.lsc.data]);
        }
        Instruction::LscTypedLoadQuad(m) | Instruction::LscTypedStoreQuad(m) => {
            let coordinates = [m.u, m.v, m.r, m.lod];
            let used = coordinates.iter().rposition(|r| !r.is_null()).map_or(0, |i| i + 1);
            seen.insert(format!("{} coordinates {used}", inst.mnemonic()));
            seen.insert(format!("{} {:?} {:?}", inst.mnemonic(), m.surface.model, m.addr_size));
            seen.insert(format!("{} null data {}", inst.mnemonic(), m.data.is_null()));
            raws.extend(coordinates);
            raws.push(m.data);
        }
        Instruction::LscTypedAtomic(m) => {
            let coordinates = [m.u, m.v, m.r, m.lod];
            let used = coordinates.iter().rposition(|r| !r.is_null()).map_or(0, |i| i + 1);
            seen.insert(inst.mnemonic().to_string());
            seen.insert(format!("lsc_atomic.tgm coordinates {used}"));
            seen.insert(format!("lsc_atomic.tgm {:?}", m.data_size));
            raws.extend(coordinates);
            raws.extend([m.data, m.src1, m.src2]);
        }
        Instruction::LscAtomic(m) => {
            seen.insert(inst.mnemonic().to_string());
            seen.insert(format!("lsc_atomic {:?}", m.lsc.sfid));
            raws.extend([m.lsc.addresses, m.lsc.data, m.src1, m.src2]);
        }
        Instruction::LscFence(m) => {
            seen.insert(format!("lsc_fence {:?}", m.unit));
            seen.insert(format!("lsc_fence {:?}", m.op));
            seen.insert(format!("lsc_fence {:?}", m.scope));
        }
        Instruction::LscLoadBlock2d(m) | Instruction::LscStoreBlock2d(m) => {
            seen.insert(format!("{} {:?}", inst.mnemonic(), m.data_size));
            seen.insert(format!("block2d transposed {} vnni {}", m.transposed, m.vnni));
            seen.insert(format!("block2d blocks {}", if m.blocks == 1 { "1" } else { "other" }));
            if m.data.is_null() {
                seen.insert(format!("{} null", inst.mnemonic()));
            }
            for (i, s) in m.surface.iter().enumerate() {
                let kind = if matches!(s, SrcOperand::Immediate(_)) { "imm" } else { "var" };
                seen.insert(format!("block2d surface {} {kind}", if i == 0 { "base" } else { "dword" }));
            }
            raws.push(m.data);
        }
        Instruction::SvmBlockLd(m) | Instruction::SvmBlockSt(m) => {
            seen.insert(format!("{}{}", inst.mnemonic(), if m.unaligned { " unaligned" } else { "" }));
            seen.insert(format!("svm_block {:?}", m.num_owords));
            srcs.push(m.address);
            raws.push(m.data);
        }
        Instruction::Alu(a) => {
            seen.insert(format!("alu {:?}", a.op));
            if a.sat {
                seen.insert("alu sat".into());
            }
            if a.pred.is_some() {
                seen.insert("alu pred".into());
            }
            dsts.push(a.dst);
            srcs.extend(a.srcs.as_slice());
        }
        Instruction::Cmp { rel, dst, src0, src1, .. } => {
            seen.insert(format!("cmp {rel:?}"));
            let kind = if matches!(dst, DstOperand::Predicate(_)) { "pred" } else { "general" };
            seen.insert(format!("cmp dst {kind}"));
            dsts.push(dst);
            srcs.extend([src0, src1]);
        }
        Instruction::Setp { src, .. } => {
            seen.insert("setp".into());
            srcs.push(src);
        }
        Instruction::Carry { op, dst, carry, src0, src1, .. } => {
            seen.insert(op.mnemonic().into());
            dsts.extend([dst, carry]);
            srcs.extend([src0, src1]);
        }
        Instruction::Bfn { sat, dst, src0, src1, src2, .. } => {
            seen.insert(if sat { "bfn sat" } else { "bfn" }.into());
            dsts.push(dst);
            srcs.extend([src0, src1, src2]);
        }
        Instruction::Branch { op, .. } => {
            seen.insert(format!("branch {op:?}"));
        }
        Instruction::Label(_) | Instruction::Subroutine(_) | Instruction::Ret { .. } => {
            seen.insert(inst.mnemonic().into());
        }
        Instruction::Fcall { .. } | Instruction::Fret { .. } => {
            seen.insert(inst.mnemonic().into());
        }
        // Not generated (`arb_instruction` has no function table to name);
        // faddr_and_ifcall_formats and the sample file cover them.
        Instruction::Faddr { dst, .. } => dsts.push(dst),
        Instruction::Ifcall { func_addr, .. } => srcs.push(func_addr),
        Instruction::SwitchJmp { index, .. } => {
            seen.insert(inst.mnemonic().into());
            srcs.push(index);
        }
        Instruction::AddrAdd { src0, src1, .. } => {
            let kind = match src0 {
                SrcOperand::Address(_) => "address",
                SrcOperand::State(_) => "surface",
                _ => "variable",
            };
            seen.insert(format!("addr_add {kind}"));
            srcs.push(src1);
        }
    }
    for r in raws {
        let kind = match r.var.0 {
            0 => "null",
            1..=31 => "predefined",
            _ => "declared",
        };
        seen.insert(format!("raw {kind}"));
        if matches!(r.offset, 0 | 65535) {
            seen.insert(format!("raw offset {}", r.offset));
        }
    }
    for s in srcs {
        match s {
            SrcOperand::General { region, modifier, .. } => {
                seen.insert(format!("modifier {modifier:?}"));
                seen.insert(format!("vstride {}", region.vstride));
                seen.insert(format!("width {}", region.width));
                seen.insert(format!("hstride {}", region.hstride));
            }
            SrcOperand::Immediate(imm) => {
                seen.insert(format!("imm {:?}", imm.ty));
            }
            SrcOperand::Predicate(_) => {
                seen.insert("src pred".into());
            }
            SrcOperand::State(_) => {
                seen.insert("src state".into());
            }
            SrcOperand::Address(_) => {
                seen.insert("src address".into());
            }
            SrcOperand::Indirect { region, .. } => {
                let kind = if matches!(region, IndirectRegion::Multi { .. }) { "multi" } else { "single" };
                seen.insert(format!("src indirect {kind}"));
            }
        }
    }
    for d in dsts {
        seen.insert(match d {
            DstOperand::General { hstride, .. } => format!("dst hstride {hstride}"),
            DstOperand::Predicate(_) => "dst pred".into(),
            DstOperand::State(_) => "dst state".into(),
            DstOperand::Address(_) => "dst address".into(),
            DstOperand::Indirect { .. } => "dst indirect".into(),
        });
    }
}

/// The syntax fixture without its leading `//` lines (RUN and CHECK lines for
/// the FileCheck runner), which the printer does not reproduce.
fn sample_text() -> String {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/visa/syntax.visaasm")).unwrap();
    text.lines().skip_while(|l| l.starts_with("//")).map(|l| format!("{l}\n")).collect()
}

#[test]
fn sample_file_prints_back_identically() {
    let text = sample_text();
    let program = parse_program(&text).unwrap_or_else(|e| panic!("syntax.visaasm:{e}"));
    assert_eq!(print_program(&program), text);

    // The sample is meant to show every instruction form.
    let mut mnemonics: Vec<_> = program.kernels.iter().flat_map(|k| &k.body).map(Instruction::mnemonic).collect();
    mnemonics.sort();
    mnemonics.dedup();
    let mut all = vec![
        "svm_gather",
        "svm_scatter",
        "svm_block_ld",
        "svm_block_st",
        "gather4_scaled",
        "scatter4_scaled",
        "qw_scatter",
        "typed_atomic",
        "cmp",
        "setp",
        "addc",
        "subb",
        "bfn",
        "addr_add",
        "label",
        "subroutine",
        "jmp",
        "goto",
        "call",
        "ret",
        "fcall",
        "faddr",
        "ifcall",
        "fret",
        "switchjmp",
    ];
    all.extend(ALU.iter().map(|s| s.mnemonic));
    all.sort();
    assert_eq!(mnemonics, all);
}

#[test]
fn accepts_the_lenient_forms() {
    let text = "\
.version 3.6   // kept: the printer writes what it read
/* a block comment
   over two lines */
.KERNEL lenient
.decl data v_type=g num_elts=16 type=UD   // no align: natural (dword)
.decl view v_type=G type=w num_elts=4 alias (data, 8)
.decl other v_type=G type=ub num_elts=4 align=byte alias=(data, 0x10)
.decl flag v_type=P num_elts=16
.decl surf v_type=T num_elts=1

    (!flag.ALL) SVM_GATHER.4.1 (m1_nm, 0x10) data.0 V0.0
    Scatter4_Scaled.rgba (M2, 8) T0 -1:d /* inline */ data.0 %null.0
    qw_scatter.1 (M8, 8) T5 data.0 data.8
    typed_atomic.IMAX (M1, 8) surf data.0 V0.0 V0.0 V0.0 data.0 V0.0 data.0
    mov (M1, 1) view(0,0)<1> 16:uw
    mov (M1, 1) data(0,0)<1> 1.5:f
    mov (M1, 1) data(0,0)<1> (ABS)data(0,0)<0;1,0>
    CMP.GE (M1, 16) flag data(0,0)<1;1,0> -0x1:d
    mov (M1, 1) view(0,0)<1> -1.5e0:hf
    RET (M1, 1)
";
    let p = parse_program(text).unwrap_or_else(|e| panic!("{e}"));
    let k = &p.kernels[0];
    assert_eq!(k.name, "lenient");
    assert_eq!(k.vars[0].align, Align::Dword);
    assert_eq!(k.vars[1].alias, Some(Alias { base: GenVarId(32), offset: 8 }));
    assert_eq!(k.vars[2].alias, Some(Alias { base: GenVarId(32), offset: 16 }));
    let expected = "\
.version 3.6
.kernel lenient
.decl data v_type=G type=ud num_elts=16 align=dword
.decl view v_type=G type=w num_elts=4 align=word alias=<data, 8>
.decl other v_type=G type=ub num_elts=4 align=byte alias=<data, 16>
.decl flag v_type=P num_elts=16
.decl surf v_type=T num_elts=1
    (!flag.all) svm_gather.4.1 (M1_NM, 16) data.0 %null.0
    scatter4_scaled.RGBA (M2, 8) %slm 0xffffffff:d data.0 %null.0
    qw_scatter.1 (M8, 8) %scratch data.0 data.8
    typed_atomic.maxsint (M1, 8) surf data.0 %null.0 %null.0 %null.0 data.0 %null.0 data.0
    mov (M1, 1) view(0,0)<1> 0x10:uw
    mov (M1, 1) data(0,0)<1> 0x3fc00000:f
    mov (M1, 1) data(0,0)<1> (abs)data(0,0)<0;1,0>
    cmp.ge (M1, 16) flag data(0,0)<1;1,0> 0xffffffff:d
    mov (M1, 1) view(0,0)<1> 0xbe00:hf
    ret (M1, 1)
";
    assert_eq!(print_program(&p), expected);
    assert_eq!(p.version, Version { major: 3, minor: 6 });
    // Without `.version` (older files), the current one.
    let p = parse_program(".kernel k\n    ret (M1, 1)\n").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.version, Version::CURRENT);
    assert!(print_program(&p).starts_with(".version 4.1\n.kernel k\n"));
}

#[test]
fn names_are_just_names() {
    // The k-th declared variable is V(32+k) whatever it is called; `V40`
    // here is V32, and the predefined V5 is still V5.
    let p =
        parse_program(".kernel k\n.decl V40 v_type=G type=ud num_elts=1\n    mov (M1, 1) V40(0,0)<1> V5(0,0)<0;1,0>\n")
            .unwrap();
    assert_eq!(
        p.kernels[0].body,
        [Instruction::mov(
            ExecCtrl::new(ExecSize::S1, EmaskOffset::M1, false),
            None,
            dst(32, 0, 0, 1),
            src(5, 0, 0, (0, 1, 0), SrcModifier::None)
        )]
    );
}

// --- parse errors -----------------------------------------------------------

const K: &str = ".kernel k\n.decl V32 v_type=G type=ud num_elts=16\n.decl P1 v_type=P num_elts=16\n";

#[track_caller]
fn assert_error(src: &str, line: u32, col: u32, message: &str) {
    let expected = ParseError { line, col, message: message.to_string() };
    assert_eq!(parse_program(src), Err(expected), "input:\n{src}");
}

/// An error on the line after the [`K`] header (line 4).
#[track_caller]
fn assert_body_error(line: &str, col: u32, message: &str) {
    assert_error(&format!("{K}{line}\n"), 4, col, message);
}

#[test]
fn reports_instruction_errors() {
    assert_body_error(
        "    frob (M1, 1)",
        5,
        "unknown instruction 'frob'; supported: oword_ld, oword_ld_unaligned, oword_st, typed_atomic, gather4_scaled, \
         scatter4_scaled, gather_scaled, scatter_scaled, dword_atomic, qw_gather, qw_scatter, svm_block_ld, \
         svm_block_st, svm_gather, svm_scatter, svm_atomic, lsc_load, lsc_store, lsc_atomic_<iinc|idec|load|store|iadd|isub|smin|smax|umin|umax|icas|fadd|fsub|fmin|fmax|fcas|and|or|xor>, lsc_fence, lsc_load_block2d, lsc_store_block2d, lsc_load_quad, lsc_store_quad, lsc_load_status, lsc_load_quad.tgm, lsc_store_quad.tgm, lsc_atomic_<iinc|idec|load|store|iadd|isub|smin|smax|umin|umax|icas|fadd|fsub|fmin|fmax|fcas|and|or|xor>.tgm, mov, movs, sel, add, add3, mul, \
         mulh, mad, div, sqrt, min, max, shl, shr, asr, and, or, xor, avg, divm, mod, inv, log, exp, pow, sin, cos, sqrtm, rsqrt, frc, rndd, \
         rndu, rnde, rndz, lzd, cbit, bfrev, fbh, fbl, not, rol, ror, cmp, setp, addc, subb, bfn, addr_add, jmp, goto, call, \
         ret, switchjmp, fcall, faddr, ifcall, fret, labels (NAME:)",
    );
    // LSC: the immediate offset is a signed dword (LSC_UNTYPED: AddrImmOffset(d)).
    assert_body_error(
        "    lsc_load.ugm (M1, 16) V32.0:d32 flat[V32.0+0x100000000]:a64",
        48,
        "immediate offset 0x100000000 is out of range (0..=2147483648)",
    );
    assert_body_error(
        "    lsc_load.ugm (M1, 16) V32.0:d32 flat[V32.0+0x80000000]:a64",
        48,
        "immediate offset 2147483648 is not a 32-bit integer",
    );
    // LSC: the forms the table's rows have, and the ones they do not, by name.
    assert_body_error(
        "    lsc_load.tgm (M1, 16) V32.0:d32 flat[V32.0]:a64",
        14,
        "lsc_load unit must be ugm, ugml or slm (.tgm: only lsc_load_quad, lsc_store_quad and the atomics, LSC_TYPED), found 'tgm'",
    );
    // On the page's LSC_TYPED list, but both of Intel's assemblers refuse it ("unsupported load operation for .tgm").
    assert_body_error(
        "    lsc_load_status.tgm (M1, 16) V32.0:d32 bti(0x3)[V32.0]:a32",
        21,
        "lsc_load_status unit must be ugm, ugml or slm (.tgm: only lsc_load_quad, lsc_store_quad and the atomics, \
         LSC_TYPED), found 'tgm'",
    );
    assert_body_error(
        "    lsc_load.ugm.uc (M1, 16) V32.0:d32 flat[V32.0]:a64",
        18,
        "lsc_load takes both cache controls (.L1.L3, like .uc.ca) or neither, found '.uc' alone",
    );
    assert_body_error(
        "    lsc_load.ugm (M1, 16) V32.0:d8u32 flat[V32.0]:a64",
        33,
        "lsc_load data shape must be d32, d64, d8c32, d16c32 or d16c32h, then x1, x2, x3, x4, x8, x16, x32 or x64, \
         then t if transposed (like d32x4 or d64x8t), found 'd8u32'; d8 and d16 are not supported",
    );
    assert_body_error(
        "    lsc_store.ugm (M1, 16) arg[V32.0]:a32 V32.0:d32",
        28,
        "lsc_store address must be flat[V.0], bti(S)[V.0], bss(S)[V.0] or ss(S)[V.0], then :a32 or :a64, found \
         'arg'; arg addresses are not supported",
    );
    assert_body_error(
        "    lsc_store.ugm (M1, 16) bti[V32.0]:a32 V32.0:d32",
        31,
        "expected '(' and the surface after the address model, like bti(0x4), found '['",
    );
    assert_body_error(
        "    lsc_load.slm (M1, 16) V32.0:d32 flat[V32.0]:a16",
        49,
        "lsc_load address size must be a32 or a64, found 'a16'",
    );
    assert_body_error("    ret foo", 9, "expected exec size like (M1_NM, 16), found 'foo'");
    assert_body_error("    ret (M9, 1)", 10, "expected exec size like (M1_NM, 16), found 'M9'");
    assert_body_error("    ret (M1, 3)", 14, "exec size must be 1, 2, 4, 8, 16 or 32, found 3");
    assert_body_error("    svm_gather.4.1 (M1_NM, 16) V99.0 V32.0", 32, "unknown variable 'V99'");
    assert_body_error(
        "    svm_gather.2.1 (M1_NM, 16) V32.0 V32.0",
        16,
        "svm_gather block size must be 1, 4 or 8, found '2'",
    );
    assert_body_error(
        "    scatter4_scaled.RX (M1, 8) %slm 0x0:ud V32.0 V32.0",
        21,
        "channel mask 'RX' is not a subset of RGBA in order",
    );
    assert_body_error(
        "    scatter4_scaled.GR (M1, 8) %slm 0x0:ud V32.0 V32.0",
        21,
        "channel mask 'GR' is not a subset of RGBA in order",
    );
    assert_body_error("    qw_scatter.1 (M1, 8) T6 V32.0 V32.0", 26, "unknown surface 'T6'");
    assert_body_error(
        "    qw_scatter.1 (M1, 8) %slm V32.65536 V32.0",
        35,
        "raw operand offset 65536 is out of range (0..=65535)",
    );
    assert_body_error(
        "    qw_scatter (M1, 8) %slm V32.0 V32.0",
        5,
        "missing suffix; expected qw_scatter.<number of blocks>, like qw_scatter.1",
    );
    assert_body_error(
        "    typed_atomic.frob (M1, 8) T6 V32.0 V0.0 V0.0 V0.0 V0.0 V0.0 V32.0",
        18,
        "unknown atomic operation 'frob'; supported: add, sub, inc, dec, min, max, xchg, cmpxchg, and, or, xor, \
         minsint, maxsint, predec, fmax, fmin, fcmpwr (imin and imax also read as minsint, maxsint)",
    );
    assert_body_error(
        "    typed_atomic.add.32 (M1, 8) T6 V32.0",
        22,
        "expected '.16' (the 16-bit form) or nothing, found '.32'",
    );
    assert_body_error(
        "    mov (M1, 8) V32(0,0)<1> V32(0,0)<3;1,0>",
        38,
        "vertical stride must be one of 0, 1, 2, 4, 8, 16, 32, found 3",
    );
    assert_body_error("    mov (M1, 8) V32(256,0)<1> V32(0,0)<1;1,0>", 21, "row offset 256 is out of range (0..=255)");
    assert_body_error("    mov (M1, 8) V32(0,0)<1> 0x100:ub", 29, "immediate '0x100' does not fit in type ub");
    assert_body_error(
        "    mov (M1, 8) V32(0,0)<1> 1.5:ud",
        29,
        "invalid immediate '1.5': expected a decimal or 0x-hex integer for type ud",
    );
    assert_body_error("    mov.rnd (M1, 8) V32(0,0)<1> 0x1:ud", 9, "unexpected suffix '.rnd'; expected mov[.sat]");
    assert_body_error("    (P1) movs (M1, 1) T0(0) 0x1:ud", 5, "'movs' cannot be predicated");
    assert_body_error(
        "    movs (M1, 1) %slm 0x1:ud",
        23,
        "expected '(' after surface '%slm' (like %slm(0)), found '0x1'",
    );
    assert_body_error("    jmp (M1, 1) \"lbl\"", 17, "expected a label name, found '\"lbl\"'");
    assert_body_error(
        "    bfn.xfff (M1, 8) V32(0,0)<1> 0x1:ud 0x1:ud 0x1:ud",
        9,
        "expected a function byte like xf6, found '.xfff'",
    );
    assert_body_error(
        "    svm_block_st.unaligned (2) V32(0,0)<0;1,0> V32.0",
        18,
        "unexpected suffix '.unaligned'; expected svm_block_st",
    );
    assert_body_error(
        "    svm_block_ld (3) V32(0,0)<0;1,0> V32.0",
        19,
        "svm_block_ld moves 1, 2, 4, 8 or 16 owords, found 3",
    );
    assert_body_error("    fcall (M1, 1) f 300 1", 21, "argument size (GRFs) 300 is out of range (0..=255)");
    assert_body_error("    (P1) cmp.lt (M1, 8) P1 V32(0,0)<1;1,0> 0x0:ud", 5, "'cmp' cannot be predicated");
    assert_body_error("    setp (M1, 16) V32 0x1:uw", 19, "'V32' is a general variable, expected a predicate");
    assert_body_error("    (P2) ret (M1, 1)", 6, "unknown predicate 'P2'");
    assert_body_error("    ret (M1, 1) extra", 17, "expected end of line, found 'extra'");
    assert_body_error("    ret (M1, 1) /* never closed", 17, "unterminated comment: '/*' without '*/'");
}

#[test]
fn reports_declaration_errors() {
    assert_body_error(".decl V32 v_type=G type=ud num_elts=1", 7, "duplicate declaration of 'V32'");
    assert_body_error(".decl P1 v_type=T num_elts=1", 7, "duplicate declaration of 'P1'");
    assert_body_error(
        ".decl V41 v_type=G type=ud num_elts=1 alias=<V40, 0>",
        46,
        "alias base 'V40' is not declared before 'V41'",
    );
    assert_body_error(".decl V5 v_type=G type=ud num_elts=1", 7, "'V5' is predefined and cannot be declared");
    assert_body_error(".decl %slm v_type=T num_elts=1", 7, "expected variable name, found '%slm'");
    assert_body_error(".decl P0 v_type=P num_elts=1", 7, "'P0' is predefined and cannot be declared");
    assert_body_error(".decl x v_type=G type=ud num_elts=0", 35, "num_elts 0 is out of range (1..=65535)");
    assert_body_error(".decl x v_type=G type=ud num_elts=70000", 35, "num_elts 70000 is out of range (1..=65535)");
    assert_body_error(
        ".decl x v_type=G type=xx num_elts=1",
        23,
        "unknown type 'xx'; expected one of ud, d, uw, w, ub, b, df, f, v, vf, bool, uq, uv, q, hf, bf",
    );
    assert_body_error(".decl x v_type=S num_elts=1", 16, "unsupported v_type 'S'; supported: G, P, T, A");
    assert_body_error(".decl x v_type=A type=ud num_elts=1", 18, "an address variable has type uw, not ud");
    assert_body_error(".decl x v_type=A num_elts=1 align=GRF", 29, "'align' is not allowed for v_type=A");
    assert_body_error(".decl x type=ud num_elts=1", 7, "missing v_type=G|P|T|A in the declaration of 'x'");
    assert_body_error(".decl x v_type=P num_elts=1 align=GRF", 29, "'align' is not allowed for v_type=P");
    assert_body_error(
        ".decl x v_type=G type=ud num_elts=1 attrs={Input}",
        37,
        "unknown .decl attribute 'attrs'; expected v_type, type, num_elts, align, alias or v_name",
    );
    assert_body_error(".input V99 offset=0 size=4", 8, "expected a declared general or surface variable, found 'V99'");
    assert_body_error(".input V32 offset=0", 20, "expected size=N, found end of line");
    assert_body_error(
        ".frob f",
        1,
        "unknown directive '.frob'; supported: .version, .kernel, .global_function, .decl, .input, .implicit_*, \
         .kernel_attr, .funcdecl, .function",
    );
    assert_body_error(".implicit_UNDEFINED_32 V32 offset=0 size=4", 2, "unknown implicit input '.implicit_UNDEFINED_32'; expected .implicit_LOCAL_SIZE, .implicit_GROUP_COUNT, .implicit_LOCAL_ID or .implicit_UNDEFINED_<1..31>");
    assert_body_error(
        ".decl x v_type=G type=ud num_elts=1 v_name=y",
        37,
        "'v_name' is only allowed for v_type=T (and samplers), not v_type=G",
    );
    assert_body_error(".kernel \"k\\q\"", 9, "unknown escape '\\q' in \"k\\q\"");
    assert_body_error(".kernel \"open", 9, "unterminated string: '\"' without '\"'");
    assert_body_error(".kernel \"\\xff\"", 9, "string \"\\xff\" is not valid UTF-8");
    assert_error(
        &format!("{K}    jmp (M1, 1) f\n.function \"f\"\n"),
        5,
        11,
        "'f' is a block label here, but a subroutine label (the target of call, defined by .function) is needed",
    );
    assert_body_error(".kernel k", 9, "duplicate kernel 'k'");
    assert_error(
        ".decl V32 v_type=G type=ud num_elts=1\n",
        1,
        1,
        "'.decl' outside a kernel: expected '.kernel NAME' first",
    );
    assert_error("\n  ret (M1, 1)\n", 2, 3, "instruction outside a kernel: expected '.kernel NAME' first");

    // T6..T255: 250 surfaces, and no more.
    let surfaces: String = (0..250).map(|i| format!(".decl s{i} v_type=T num_elts=1\n")).collect();
    assert!(parse_program(&format!(".kernel k\n{surfaces}")).is_ok());
    assert_error(
        &format!(".kernel k\n{surfaces}.decl s250 v_type=T num_elts=1\n"),
        252,
        7,
        "too many surfaces: at most 250 can be declared (T6..T255)",
    );
}

#[test]
fn errors_render_as_diagnostics() {
    let src = ".kernel k\n    ret (M1, 3)\n";
    let err = parse_program(src).unwrap_err();
    assert_eq!(err.to_string(), "2:14: exec size must be 1, 2, 4, 8, 16 or 32, found 3");
    assert_eq!(
        err.to_diagnostic("a.visaasm", src).to_string(),
        "a.visaasm:2:14: error: exec size must be 1, 2, 4, 8, 16 or 32, found 3\n    ret (M1, 3)\n             ^"
    );
}

#[test]
fn columns_count_characters() {
    assert_error(".kernel k /* é */ ü\n", 1, 19, "expected end of line, found 'ü'");
}

// --- the parser never panics ------------------------------------------------

/// Fragments that take the parser down its less-travelled paths.
const FRAGMENTS: &[&str] = &[
    "(",
    ")",
    "<",
    ">",
    ",",
    ";",
    ".",
    ":",
    "!",
    "%",
    "-",
    "=",
    " ",
    "\n",
    "\t",
    "\r",
    "/*",
    "*/",
    "//",
    "0x",
    "9",
    "99999999999999999999",
    "65536",
    "4294967296",
    "V32",
    "V0",
    "P1",
    "P0",
    "T6",
    "T5",
    "%null",
    "%slm",
    ".any",
    "(-abs)",
    "(abs)",
    "é",
    "😀",
    "\u{0}",
    "_NM",
    "M9",
    "M0",
    "1.5e-3:hf",
    "-0x8000000000000000:q",
    "nan:f",
    "-inf:df",
    ".kernel k",
    ".decl",
    "v_type=G",
    "v_type=P",
    "v_type=T",
    "type=ud",
    "num_elts=1",
    "align=2GRF",
    "alias=<",
    "alias=(V32, 0)",
    ".input",
    "offset=0",
    "size=4",
    ".kernel_attr",
    "=",
    ".version",
    "ret",
    "mov",
    "cmp.lt",
    "setp",
    "svm_gather.8.8",
    "typed_atomic.add.16",
    "scatter4_scaled.RGBA",
    "qw_scatter.1",
    "(M1_NM, 16)",
    "(M5, 8)",
    "V32(0,0)<1>",
    "V32(0,0)<8;8,1>",
    "0x1:ud",
];

#[derive(Clone, Debug)]
enum Mutation {
    Delete(Index, usize),
    Insert(Index, String),
    Replace(Index, char),
    DuplicateLine(Index),
    SwapLines(Index, Index),
}

fn arb_mutation() -> impl Strategy<Value = Mutation> {
    let fragment = prop_oneof![select(FRAGMENTS).prop_map(str::to_string), "\\PC{0,3}"];
    prop_oneof![
        (any::<Index>(), 1usize..8).prop_map(|(i, n)| Mutation::Delete(i, n)),
        (any::<Index>(), fragment).prop_map(|(i, s)| Mutation::Insert(i, s)),
        (any::<Index>(), any::<char>()).prop_map(|(i, c)| Mutation::Replace(i, c)),
        any::<Index>().prop_map(Mutation::DuplicateLine),
        (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
    ]
}

fn mutate(text: &str, mutations: &[Mutation]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for m in mutations {
        let at = |i: &Index, len: usize| if len == 0 { 0 } else { i.index(len + 1) };
        match m {
            Mutation::Delete(i, n) => {
                let start = at(i, chars.len()).min(chars.len());
                let end = (start + n).min(chars.len());
                chars.drain(start..end);
            }
            Mutation::Insert(i, s) => {
                let pos = at(i, chars.len());
                chars.splice(pos..pos, s.chars());
            }
            Mutation::Replace(i, c) if !chars.is_empty() => {
                let pos = i.index(chars.len());
                chars[pos] = *c;
            }
            Mutation::Replace(..) => {}
            Mutation::DuplicateLine(i) | Mutation::SwapLines(i, _) => {
                let text: String = chars.iter().collect();
                let mut lines: Vec<&str> = text.split('\n').collect();
                let a = i.index(lines.len());
                match m {
                    Mutation::SwapLines(_, j) => {
                        let b = j.index(lines.len());
                        lines.swap(a, b);
                    }
                    _ => lines.insert(a, lines[a]),
                }
                chars = lines.join("\n").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

/// Parsing returns (no panic), and whatever it accepts prints to text that
/// parses back to the same program.
fn check_parse(text: &str) -> Result<(), TestCaseError> {
    if let Ok(program) = parse_program(text) {
        let printed = print_program(&program);
        prop_assert_eq!(parse_program(&printed), Ok(program), "input:\n{}\nprinted:\n{}", text, printed);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn parser_survives_mutated_programs(program in arb_program(), mutations in vec(arb_mutation(), 1..6)) {
        check_parse(&mutate(&print_program(&program), &mutations))?;
    }

    #[test]
    fn parser_survives_mutated_sample(mutations in vec(arb_mutation(), 1..4)) {
        check_parse(&mutate(&sample_text(), &mutations))?;
    }

    #[test]
    fn parser_survives_token_soup(tokens in vec(select(FRAGMENTS), 0..60), glue in select(&[" ", "", "\n"][..])) {
        check_parse(&format!(".kernel k\n{}", tokens.join(glue)))?;
    }

    #[test]
    fn parser_survives_random_strings(text in "\\PC{0,200}|(?s).{0,200}") {
        check_parse(&text)?;
    }
}

/// SWITCHJMP as Intel's assembler reads it: `switchjmp (M1_NM, 1) index (L0, L1)`.
#[test]
fn prints_switchjmp() {
    let table = JumpTable::new(&[LabelId(0), LabelId(1)]).unwrap();
    let index = src(33, 0, 2, (0, 1, 0), SrcModifier::None);
    // The parser's `K` kernel declares V32 and P1.
    assert_prints(
        Instruction::SwitchJmp { exec: nm(1), index, table },
        "switchjmp (M1_NM, 1) V33(0,2)<0;1,0> (L0, L1)",
    );
    assert_body_error(
        "    switchjmp (M1, 1) V32(0,0)<0;1,0> (A B)",
        42,
        "expected ',' or ')' in SWITCHJMP's labels, found 'B'",
    );
    assert_body_error("    (P1) switchjmp (M1, 1) V32(0,0)<0;1,0> (A)", 5, "'switchjmp' cannot be predicated");
}
