//! ADDR_ADD and indirect operands in every layer: the emulator (each
//! expected value traced by hand from the vISA spec's ADDR_ADD page and the
//! Operands chapter, Region Interpretation for Indirect Operands, in the
//! comment above it), the text and binary forms, the verifier, and Intel's
//! assembler as the judge of both forms.

use visa_lower::exec::emu::{run, Bindings, FindingKind, RunConfig, RunOutcome};
use visa_lower::exec::memory::Memory;
use visa_lower::visa::assembler::{assemble, Input, Judge, Verdict};
use visa_lower::visa::text::parse::parse_program;
use visa_lower::visa::verify::{verify_kernel, Rule};
use visa_lower::visa::{
    binary, binary::isa_file, text::print, AddrVarId, AddressOperand, DstOperand, ElemType, ExecCtrl, ExecSize,
    Indirect, IndirectRegion, Instruction, Kernel, Program, Region, SrcModifier, SrcOperand,
};
use visa_lower::Platform;

fn kernel(text: &str) -> Kernel {
    let program = parse_program(text).unwrap_or_else(|e| panic!("{e}"));
    program.kernels.into_iter().next().expect("one kernel")
}

fn run_on(kernel: &Kernel, platform: Platform) -> RunOutcome {
    run(kernel, &RunConfig::new(platform, 0xffff), &Bindings::default(), &mut Memory::default())
}

/// The dwords of variable `name` at the end of the run.
fn dwords(kernel: &Kernel, outcome: &RunOutcome, name: &str) -> Vec<u32> {
    let index = kernel.vars.iter().position(|v| v.name == name).expect("declared");
    let bytes = outcome.state.var_bytes(visa_lower::visa::GenVarId::from_decl_index(index)).expect("bytes");
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// `a` holds 0..15 (a[i] = i; `ahi` is its upper half on every GRF size);
/// then each kind of indirect access.
const KERNEL: &str = "
.version 3.6
.kernel k
.decl a v_type=G type=ud num_elts=16 align=GRF
.decl ahi v_type=G type=ud num_elts=8 align=dword alias=<a, 32>
.decl b v_type=G type=ud num_elts=4 align=GRF
.decl c v_type=G type=ud num_elts=4 align=GRF
.decl d v_type=G type=ud num_elts=2 align=GRF
.decl e v_type=G type=ud num_elts=16 align=GRF
.decl idx v_type=G type=uw num_elts=1 align=word
.decl offs v_type=G type=uw num_elts=2 align=dword
.decl A0 v_type=A num_elts=1
.decl A1 v_type=A num_elts=2
.decl A2 v_type=A num_elts=2
.function \"k_BB_0_0\"
    mov (M1_NM, 8) a(0,0)<1> 0x76543210:v
    add (M1_NM, 8) ahi(0,0)<1> a(0,0)<8;8,1> 0x8:ud
    mov (M1_NM, 16) e(0,0)<1> a(0,0)<16;16,1>
    mov (M1_NM, 1) idx(0,0)<1> 0xc:uw
    addr_add (M1_NM, 1) A0(0)<1> &a idx(0,0)<0;1,0>
    mov (M1_NM, 4) b(0,0)<1> r[A0(0),8]<4;4,1>:ud
    addr_add (M1_NM, 1) A1(0)<1> &a[4] 0x0:uw
    addr_add (M1_NM, 1) A1(1)<1> &a 0x28:uw
    mov (M1_NM, 4) c(0,0)<1> r[A1(0),0]<2,1>:ud
    mov (M1_NM, 1) offs(0,0)<1> 0x8:uw
    mov (M1_NM, 1) offs(0,1)<1> 0x4:uw
    addr_add (M1_NM, 2) A2(0)<1> A1(0)<2> offs(0,0)<2;2,1>
    mov (M1_NM, 2) d(0,0)<1> r[A2(0),0]<1,0>:ud
    addr_add (M1_NM, 1) A0(0)<1> &e 0xc:uw
    mov (M1_NM, 4) r[A0(0),-4]<2>:ud 0x63:ud
    ret (M1_NM, 1)
";

/// * A0[0] = &a + idx = byte 12; `r[A0(0),8]<4;4,1>:ud` starts at byte
///   12 + 8 = 20 = a[5]: b = a[5..9] = 5, 6, 7, 8.
/// * A1 = {&a + 4 + 0, &a + 40} = bytes {4, 40}; `<2,1>` is multi-address:
///   row 0 from A1[0] (a[1], a[2]), row 1 from A1[1] (a[10], a[11]):
///   c = 1, 2, 10, 11.
/// * A2[i] = A1[i] + offs[i] = {4 + 8, 40 + 4} = {12, 44}; `<1,0>` reads
///   one element per address: d = a[3], a[11] = 3, 11.
/// * A0[0] = &e + 12; the destination `r[A0(0),-4]<2>:ud` starts at byte
///   8 = e[2], stride 2: e[2], e[4], e[6], e[8] = 0x63, the rest e[i] = i.
#[test]
fn addr_add_and_indirect_operands_compute_what_the_pages_say() {
    let k = kernel(KERNEL);
    for platform in Platform::ALL {
        let outcome = run_on(&k, platform);
        assert!(outcome.findings.is_empty(), "{platform}: {:?}", outcome.findings);
        assert_eq!(dwords(&k, &outcome, "b"), [5, 6, 7, 8], "{platform}");
        assert_eq!(dwords(&k, &outcome, "c"), [1, 2, 10, 11], "{platform}");
        assert_eq!(dwords(&k, &outcome, "d"), [3, 11], "{platform}");
        assert_eq!(
            dwords(&k, &outcome, "e"),
            [0, 1, 0x63, 3, 0x63, 5, 0x63, 7, 0x63, 9, 10, 11, 12, 13, 14, 15],
            "{platform}"
        );
    }
}

/// A channel disabled by the execution mask writes no address: with
/// dispatch mask 0b01, `addr_add (M1, 2)` sets A1[0] only, and reading
/// A1[1] is a never-written address (a finding; the element reads 0).
#[test]
fn addr_add_writes_only_enabled_channels() {
    let k = kernel(
        "
.kernel k
.decl a v_type=G type=ud num_elts=8 align=GRF
.decl r v_type=G type=ud num_elts=2 align=GRF
.decl A1 v_type=A num_elts=2
    mov (M1_NM, 8) a(0,0)<1> 0x76543210:v
    addr_add (M1, 2) A1(0)<1> &a 0x8:uw
    mov (M1_NM, 2) r(0,0)<1> r[A1(0),0]<1,0>:ud
",
    );
    let outcome = run(&k, &RunConfig::new(Platform::XeHpg, 0b01), &Bindings::default(), &mut Memory::default());
    assert_eq!(dwords(&k, &outcome, "r"), [2, 0]);
    assert_eq!(outcome.findings.len(), 1, "{:?}", outcome.findings);
    let f = &outcome.findings[0];
    assert_eq!((f.kind.clone(), f.kind.id(), f.instruction), (FindingKind::BadAddress, "bad-address", 2));
    assert!(f.message.contains("channel 1 ") && f.message.contains("A1(1) was never written"), "{}", f.message);
}

/// Out of the variable and misaligned accesses are undefined: each is a
/// finding naming the channels, which read zero or write nothing.
/// A0 = &a + 24 (a[6] of 8 dwords): channels 0, 1 read a[6], a[7]; 2, 3
/// are bytes 32 and 36, past a's 32 bytes. A0 + 2 is not dword aligned.
#[test]
fn indirect_accesses_outside_or_misaligned_are_findings() {
    let k = kernel(
        "
.kernel k
.decl a v_type=G type=ud num_elts=8 align=GRF
.decl r v_type=G type=ud num_elts=4 align=GRF
.decl A0 v_type=A num_elts=1
    mov (M1_NM, 8) a(0,0)<1> 0x76543210:v
    addr_add (M1_NM, 1) A0(0)<1> &a 0x18:uw
    mov (M1_NM, 4) r(0,0)<1> r[A0(0),0]<4;4,1>:ud
    mov (M1_NM, 1) r[A0(0),2]<1>:ud 0x1:ud
    mov (M1_NM, 4) r[A0(0),0]<1>:ud 0x9:ud
",
    );
    let outcome = run_on(&k, Platform::XeHpg);
    assert_eq!(dwords(&k, &outcome, "r"), [6, 7, 0, 0]);
    // The in-range channels of the last mov still write: a[6] = a[7] = 9.
    assert_eq!(dwords(&k, &outcome, "a"), [0, 1, 2, 3, 4, 5, 9, 9]);
    let found: Vec<(usize, &str)> = outcome.findings.iter().map(|f| (f.instruction, f.message.as_str())).collect();
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(found[0].0 == 2 && found[0].1.contains("channels 2, 3") && found[0].1.contains("outside a"), "{found:?}");
    assert!(found[1].0 == 3 && found[1].1.contains("channel 0 ") && found[1].1.contains("not aligned"), "{found:?}");
    assert!(found[2].0 == 4 && found[2].1.contains("channels 2, 3"), "{found:?}");
}

/// The text prints back to itself, the binary decodes to the same
/// instructions, and the object file to the same kernel.
#[test]
fn text_and_binary_round_trip() {
    let k = kernel(KERNEL);
    let program = Program { version: Default::default(), kernels: vec![k.clone()] };
    let text = print::print_program(&program);
    assert!(text.contains(".decl A1 v_type=A num_elts=2\n"), "{text}");
    assert!(text.contains("addr_add (M1_NM, 1) A1(0)<1> &a[4] 0x0:uw"), "{text}");
    assert!(text.contains("mov (M1_NM, 4) c(0,0)<1> r[A1(0),0]<2,1>:ud"), "{text}");
    assert!(text.contains("mov (M1_NM, 4) r[A0(0),-4]<2>:ud 0x63:ud"), "{text}");
    assert_eq!(parse_program(&text).expect("parses").kernels[0], k);
    let bytes = binary::encode_body(&k.body).expect("encodes");
    assert_eq!(binary::decode_body(&bytes).expect("decodes"), k.body);
    let object = isa_file::encode_file(&program).expect("encodes");
    assert_eq!(isa_file::decode_file(&object).expect("decodes").kernels[0].addrs, k.addrs);
}

/// The byte layouts of the Operands chapter, written out by hand:
/// ADDR_ADD 0x28, exec (M1_NM, 2) = 0x81; dst address tag 0b001, id 1,
/// offset 0, width code 1 (2 elements); src0 address likewise; src1
/// immediate tag 0b101, the type's code and the value's dword.
#[test]
fn addr_add_and_indirect_encode_as_the_operand_chapter_says() {
    let dst = AddressOperand { addr: AddrVarId(1), offset: 0, width: 2 };
    let inst = Instruction::AddrAdd {
        exec: ExecCtrl::nm(ExecSize::S2),
        dst,
        src0: SrcOperand::Address(dst),
        src1: SrcOperand::imm(ElemType::UW, 0x28),
    };
    let uw = ElemType::UW.code();
    assert_eq!(
        binary::encode_instruction(&inst).expect("encodes"),
        [0x28, 0x81, 0b001, 1, 0, 0, 1, 0b001, 1, 0, 0, 1, 0b101, uw, 0x28, 0, 0, 0]
    );
    // mov (M1_NM, 4) V40(0,0)<1> (-)r[A2(3),-8]<4,1>:ud: indirect tag 0b011
    // with modifier neg (2) in bits 5..3; id 2; addr offset 3; offset -8 as
    // a word; type; region: vstride Null (0b0000), width 4 (0b0100 in bits
    // 7..4), hstride 1 (0b0010 in bits 11..8).
    let at = Indirect { addr: AddrVarId(2), addr_offset: 3, offset: -8, ty: ElemType::UD };
    let src =
        SrcOperand::Indirect { at, region: IndirectRegion::Multi { width: 4, hstride: 1 }, modifier: SrcModifier::Neg };
    let dst = DstOperand::General { var: visa_lower::visa::GenVarId(40), row: 0, col: 0, hstride: 1 };
    let bytes = binary::encode_instruction(&Instruction::mov(ExecCtrl::nm(ExecSize::S4), None, dst, src)).unwrap();
    let ud = ElemType::UD.code();
    assert_eq!(&bytes[bytes.len() - 9..], [0b011 | 2 << 3, 2, 0, 3, 0xf8, 0xff, ud, 0x40, 0x02]);
}

fn rules(k: &Kernel) -> Vec<Rule> {
    verify_kernel(k, Platform::XeHpg).err().unwrap_or_default().into_iter().map(|e| e.rule).collect()
}

#[test]
fn the_verifier_accepts_the_kernel_and_names_each_broken_rule() {
    let k = kernel(KERNEL);
    for platform in Platform::ALL {
        assert_eq!(verify_kernel(&k, platform), Ok(()), "{platform}");
    }
    let with = |line: &str| {
        let text = KERNEL.replace("    ret (M1_NM, 1)\n", &format!("    {line}\n    ret (M1_NM, 1)\n"));
        rules(&kernel(&text))
    };
    // An address operand outside ADDR_ADD.
    assert_eq!(with("mov (M1_NM, 1) b(0,0)<1> A0(0)<1>"), [Rule::AddressOperand]);
    // Three address elements from A1(0): it has two.
    assert_eq!(with("addr_add (M1_NM, 4) A1(0)<1> &a 0x0:uw"), [Rule::AddressOperand]);
    // src1 must be UW.
    assert_eq!(with("addr_add (M1_NM, 1) A0(0)<1> &a 0x4:ud"), [Rule::AddrAdd]);
    // A multi-address source with four rows needs four elements of A1.
    assert_eq!(with("mov (M1_NM, 4) b(0,0)<1> r[A1(0),0]<1,0>:ud"), [Rule::IndirectOperand]);
    // A packed type.
    assert_eq!(with("mov (M1_NM, 1) b(0,0)<1> r[A0(0),0]<0;1,0>:v"), [Rule::IndirectOperand]);
    // The logic modifier on an arithmetic instruction's indirect source.
    assert_eq!(with("add (M1_NM, 1) b(0,0)<1> (~)r[A0(0),0]<0;1,0>:ud 0x1:ud"), [Rule::SourceModifier]);

    let mut bad = k.clone();
    bad.addrs[0].num_elts = 17;
    assert_eq!(rules(&bad), [Rule::AddrDecl]);
    let mut far = k.clone();
    let at = Indirect { addr: AddrVarId(0), addr_offset: 0, offset: 600, ty: ElemType::UD };
    let src = SrcOperand::Indirect { at, region: IndirectRegion::Single(Region::SCALAR), modifier: SrcModifier::None };
    // After the entry label.
    far.body.insert(
        1,
        Instruction::mov(
            ExecCtrl::nm(ExecSize::S1),
            None,
            DstOperand::General { var: visa_lower::visa::GenVarId(33), row: 0, col: 0, hstride: 1 },
            src,
        ),
    );
    assert_eq!(rules(&far), [Rule::IndirectOperand]);
}

#[test]
fn the_parser_locates_what_it_refuses() {
    let err = |line: &str| {
        let text = KERNEL.replace("    ret (M1_NM, 1)\n", &format!("    {line}\n"));
        parse_program(&text).err().map(|e| e.to_string()).unwrap_or_default()
    };
    assert!(err("mov (M1_NM, 1) b(0,0)<1> r[A0(0),512]<0;1,0>:ud").contains("[-512, 511]"));
    assert!(err("addr_add (M1_NM, 1) A0(0)<1> &a[3] 0x0:uw").contains("not a multiple"));
    assert!(err("addr_add (M1_NM, 1) b(0,0)<1> &a 0x0:uw").contains("an address operand"));
    assert!(err("addr_add (M1_NM, 1) A0(0)<1> 0x4:uw 0x0:uw").contains("an address operand"));
    assert!(err("mov (M1_NM, 1) b(0,0)<1> r[a(0),0]<0;1,0>:ud").contains("expected a address variable"));
}

/// Both of Intel's assemblers accept the text on every platform they know, and 12504 reads the
/// object file back to the same text (which checks the binary layout of
/// address declarations, ADDR_ADD and indirect operands against its reader).
#[test]
fn intels_assembler_accepts_the_text_and_reads_the_object_file_back() {
    let k = kernel(KERNEL);
    let program = Program { version: Default::default(), kernels: vec![k] };
    let text = print::print_program(&program);
    let object = isa_file::encode_file(&program).expect("encodes");
    for platform in Platform::ALL {
        for a in crate::assembler_support::assemblers().iter().filter(|a| a.judge.knows(platform)) {
            match assemble(a, Input::Text(&text), platform, true) {
                Ok(Verdict::Accepted { .. }) => {}
                other => panic!("{} on {platform}: {other:?}\n{text}", a.judge),
            }
        }
        // Only 12504 reads object files, and it knows neither MTL's Gen
        // assembly nor XE2.
        if !Judge::Igc12504.knows(platform) {
            continue;
        }
        let reader = crate::assembler_support::assembler(Judge::Igc12504);
        match assemble(reader, Input::Object(&object), platform, false) {
            Ok(Verdict::Accepted { disassembly: Some(theirs), .. }) => {
                let ours: Vec<String> = text.lines().filter(|l| l.starts_with("    ")).map(squash).collect();
                let theirs: Vec<String> = theirs
                    .replace("\"    ", "\"\n    ")
                    .lines()
                    .map(|l| l.split("///").next().unwrap_or(""))
                    .filter(|l| l.starts_with("    ") && !l.trim().is_empty())
                    .map(squash)
                    .collect();
                assert_eq!(ours, theirs, "{platform}");
            }
            other => panic!("{platform}: {other:?}"),
        }
    }
}

fn squash(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

use crate::support;

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(500))]

    /// Any ADDR_ADD and indirect mov, legal or not, on any platform: the
    /// emulator never panics, and what it cannot give a meaning is a finding.
    #[test]
    fn the_emulator_never_panics_on_addressing(
        body in proptest::collection::vec(support::arb::arb_addressing(3, 0), 1..8),
        nums in proptest::collection::vec(1u16..=16, support::arb::ADDRS as usize),
        platform in proptest::sample::select(Platform::ALL.to_vec()),
    ) {
        let mut k = Kernel::new("k");
        for (i, ty) in [ElemType::UD, ElemType::UW, ElemType::UQ].into_iter().enumerate() {
            let var = visa_lower::visa::GenVar { name: format!("v{i}"), ty, num_elts: 16, align: visa_lower::visa::Align::Grf, alias: None };
            k.declare_var(var);
        }
        for (i, num_elts) in nums.into_iter().enumerate() {
            k.declare_addr(visa_lower::visa::AddrVar { name: format!("A{i}"), num_elts });
        }
        k.body = body;
        let outcome = run_on(&k, platform);
        proptest::prop_assert!(outcome.fault.is_none());
    }
}
