//! Verification catches a wrong lowering: the example kernel, lowered
//! correctly, matches the reference on every platform; the same kernel with
//! one message's emask offset changed (so it reads the wrong predicate bits
//! and the wrong lanes' execution mask) does not, and the mismatch names the
//! instruction and lane that wrote the byte.

use crate::support::legacy_platforms;
use visa_lower::exec::launch::Launch;
use visa_lower::pipeline::{compile::compile, compile::CompileOptions, compile::EmitKind, run::emulate_and_compare};
use visa_lower::visa::{EmaskOffset, Instruction, Kernel};
use visa_lower::Platform;
use visa_passes::transforms::pipeline::PrintAfter;

const KERNEL: &str = include_str!("../../src/examples/gather_sum.ll");
const LAUNCH: &str = include_str!("../../src/examples/gather_sum.toml");

fn lowered_and_reference(platform: Platform) -> (Kernel, Launch, visa_lower::exec::reference::RefOutcome) {
    let launch = Launch::parse("gather_sum.toml", LAUNCH).unwrap();
    let context = visa_lower::input::ir::context_for(KERNEL.as_bytes());
    let loaded = visa_lower::input::ir::load_module(&context, "gather_sum.ll", KERNEL.as_bytes()).unwrap();
    let reference =
        visa_lower::exec::reference::run_reference(&loaded, "gather_sum", &launch, launch.build_memory().unwrap())
            .unwrap();
    let options = CompileOptions {
        platform,
        simt: false,
        passes: None,
        // The tests below edit the legacy messages.
        messages: Some(visa_passes::transforms::pipeline::Messages::Legacy),
        verify_each: true,
        print_after: PrintAfter::None,
        emit: EmitKind::Llvm,
        keep_kernels: false,
        locations: false,
    };
    compile(&loaded, &options).unwrap();
    let kernel =
        visa_lower::emit::emit_function(&loaded, "gather_sum", platform, visa_lower::emit::Dispatch::NoMask).unwrap();
    (kernel, launch, reference)
}

#[test]
fn the_correct_lowering_matches_the_reference_on_every_platform() {
    for platform in legacy_platforms() {
        let (kernel, launch, reference) = lowered_and_reference(platform);
        let memory = launch.build_memory().unwrap();
        let (_, _, verdict) = emulate_and_compare(&kernel, &[], &[], platform, &launch, memory, &reference).unwrap();
        assert!(verdict.passed(), "{platform}: {:?}", verdict);
        assert_eq!(verdict.compared_bytes, 192, "{platform}");
    }
}

#[test]
fn a_wrong_emask_offset_is_caught_and_blamed_on_its_instruction() {
    let platform = Platform::XeHpg;
    let (mut kernel, launch, reference) = lowered_and_reference(platform);
    // The SLM scatter (the only SCATTER4_SCALED) moved from M1 to M5: it now
    // reads predicate bits 16..31 (zero for the 16-lane mask), so no lane writes.
    let scatter = kernel
        .body
        .iter()
        .position(|i| matches!(i, Instruction::Scatter4Scaled(_)))
        .expect("the example scatters to SLM");
    if let Instruction::Scatter4Scaled(m) = &mut kernel.body[scatter] {
        assert_eq!(m.exec.offset, EmaskOffset::M1);
        m.exec.offset = EmaskOffset::M5;
    }
    let memory = launch.build_memory().unwrap();
    let (_, _, verdict) = emulate_and_compare(&kernel, &[], &[], platform, &launch, memory, &reference).unwrap();
    assert!(!verdict.passed());
    // mask 0xbeef enables lane 1, which should write a[1] + b[1] = 1 + 1 = 2 at SLM offset 4.
    let at_4 = verdict.mismatches.iter().find(|m| m.place == "slm" && m.offset == 4).expect("SLM byte 4 differs");
    assert_eq!((at_4.expected, at_4.actual), (2, 0));
    // Nothing wrote it in the broken kernel, and the report says so.
    assert_eq!(at_4.writer, None);
    assert!(at_4.to_string().contains("no emulator write reached it"), "{at_4}");
}

#[test]
fn a_wrong_data_offset_is_blamed_on_the_writing_lane() {
    let platform = Platform::Gen9;
    let (mut kernel, launch, reference) = lowered_and_reference(platform);
    let scatter = kernel.body.iter().position(|i| matches!(i, Instruction::Scatter4Scaled(_))).unwrap();
    // Point the scatter's data one dword further: lane i writes lane i+1's sum.
    if let Instruction::Scatter4Scaled(m) = &mut kernel.body[scatter] {
        m.src.offset += 4;
    }
    let memory = launch.build_memory().unwrap();
    let (_, _, verdict) = emulate_and_compare(&kernel, &[], &[], platform, &launch, memory, &reference).unwrap();
    assert!(!verdict.passed());
    // Lane 1 (mask 0xbeef has bit 1) should write 2 at SLM offset 4; it writes lane 2's sum, 4.
    let at_4 = verdict.mismatches.iter().find(|m| m.place == "slm" && m.offset == 4).expect("SLM byte 4 differs");
    assert_eq!((at_4.expected, at_4.actual), (2, 4));
    assert_eq!(at_4.writer, Some((scatter, "scatter4_scaled", 1)));
}
