//! The predefined variables in the emulator (vISA spec, vISA Header
//! chapter, pre-defined variables; docs/launch.md, "Predefined
//! variables"): their start values, `%cr0`'s rounding mode applied to float
//! results and conversions, and what is not modelled. Expected values are
//! worked by hand below from IEEE 754 binary32.

use visa_lower::exec::emu::{run, Bindings, FindingKind, RunConfig, RunOutcome};
use visa_lower::exec::memory::Memory;
use visa_lower::visa::text::parse::parse_program;
use visa_lower::visa::Kernel;
use visa_lower::Platform;

fn kernel(text: &str) -> Kernel {
    let program = parse_program(text).unwrap_or_else(|e| panic!("{e}"));
    program.kernels.into_iter().next().expect("one kernel")
}

fn run_on(kernel: &Kernel, dispatch_mask: u32) -> RunOutcome {
    run(kernel, &RunConfig::new(Platform::XeHpg, dispatch_mask), &Bindings::default(), &mut Memory::default())
}

fn dwords(kernel: &Kernel, outcome: &RunOutcome, name: &str) -> Vec<u32> {
    let index = kernel.vars.iter().position(|v| v.name == name).expect("declared");
    let bytes = outcome.state.var_bytes(visa_lower::visa::GenVarId::from_decl_index(index)).expect("bytes");
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// `x` = 1 + 2^-23 (0x3f800001) and `y` = 2^-24 (0x33800000): x + y lies
/// halfway between 1 + 2^-23 and 1 + 2^-22, so nearest-even rounds up to
/// 1 + 2^-22 (0x3f800002, even), toward zero down to 0x3f800001. The
/// integer 2^24 + 1 = 16777217 is no float: nearest even 16777216
/// (0x4b800000), up 16777218 (0x4b800001).
fn body(mode: &str) -> String {
    format!(
        "
.version 4.1
.kernel k
.decl x v_type=G type=f num_elts=1 align=dword
.decl y v_type=G type=f num_elts=1 align=dword
.decl s v_type=G type=f num_elts=1 align=dword
.decl i v_type=G type=ud num_elts=1 align=dword
.decl c v_type=G type=f num_elts=1 align=dword
.decl saved v_type=G type=ud num_elts=4 align=dword
.function \"k_BB_0_0\"
    mov (M1_NM, 4) saved(0,0)<1> %sr0(0,0)<1;1,0>
    mov (M1_NM, 1) saved(0,1)<1> %cr0(0,0)<0;1,0>
    {mode}
    mov (M1_NM, 1) x(0,0)<1> 0x3f800001:f
    mov (M1_NM, 1) y(0,0)<1> 0x33800000:f
    add (M1_NM, 1) s(0,0)<1> x(0,0)<0;1,0> y(0,0)<0;1,0>
    mov (M1_NM, 1) i(0,0)<1> 0x1000001:ud
    mov (M1_NM, 1) c(0,0)<1> i(0,0)<0;1,0>
    ret (M1, 1)
"
    )
}

#[test]
fn cr0_rounding_mode_rounds_float_results_and_conversions() {
    for (mode, sum, converted) in [
        ("", 0x3f80_0002, 0x4b80_0000),
        // RTZ: bits 5..4 = 11b (what IGC's integer division sets).
        ("or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x30:ud", 0x3f80_0001, 0x4b80_0000),
        // RU: 01b.
        ("or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x10:ud", 0x3f80_0002, 0x4b80_0001),
    ] {
        let k = kernel(&body(mode));
        let out = run_on(&k, 0xffff);
        assert!(out.findings.is_empty() && out.fault.is_none(), "{mode}: {:?}", out.findings);
        assert_eq!(dwords(&k, &out, "s"), [sum], "{mode}");
        assert_eq!(dwords(&k, &out, "c"), [converted], "{mode}");
    }
}

#[test]
fn sr0_holds_the_dispatch_mask_and_cr0_its_start_value() {
    let k = kernel(&body(""));
    let out = run_on(&k, 0x00ff_00f0);
    // saved = sr0.0, cr0 (over sr0.1), sr0.2 (DMask), sr0.3.
    assert_eq!(dwords(&k, &out, "saved"), [0, 0x4c0, 0x00ff_00f0, 0]);
}

#[test]
fn alt_mode_stops_the_run_where_it_is_set() {
    let k = kernel(&body("or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x1:ud"));
    let out = run_on(&k, 0xffff);
    let stop = out.findings.iter().find(|f| f.kind == FindingKind::Unsupported).expect("a stop");
    assert!(stop.message.contains("ALT mode"), "{}", stop.message);
    assert_eq!(stop.mnemonic, "or", "stops at the `or` that sets it");
}
