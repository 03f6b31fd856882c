//! The emit test harness (`use crate::emit_support;`): emit a function of legal
//! IR, check the kernel against the verifier and the text round trip, run
//! it on the emulator and compare the final memory and `retval` with the
//! reference interpreter's run of the same IR on the same launch spec.

use visa_lower::exec::check::compare;
use visa_lower::exec::emu::{run, Bindings, RunConfig, RunOutcome};
use visa_lower::exec::launch::Launch;
use visa_lower::exec::reference::{kernel_function, run_reference, RefOutcome};
use visa_lower::input::ir;
use visa_lower::visa::verify::verify_kernel;
use visa_lower::visa::{text::parse, text::print, GenVarId, InputVar, Kernel};
use visa_lower::{emit, Platform};

pub struct Emitted {
    pub kernel: Kernel,
    pub asm: String,
    pub reference: RefOutcome,
    pub outcome: RunOutcome,
}

/// The testdata file `name` under `testdata/emit/`.
pub fn testdata(name: &str) -> String {
    let path = format!("{}/testdata/emit/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Emits the launch's kernel (or the first function) of `ll` for
/// `platform`; panics with the diagnostic if emission fails.
pub fn emit_kernel(file: &str, ll: &str, launch: &Launch, platform: Platform) -> Kernel {
    let context = ir::context_for(ll.as_bytes());
    let loaded = ir::load_module(&context, file, ll.as_bytes()).unwrap_or_else(|d| panic!("{d}"));
    let function = kernel_function(&loaded, launch, None).unwrap_or_else(|d| panic!("{d}"));
    emit::emit_function(&loaded, &function, platform, visa_lower::emit::Dispatch::NoMask)
        .unwrap_or_else(|d| panic!("{d}"))
}

/// The diagnostic emitting `ll` gives (panics if it succeeds).
pub fn emit_error(file: &str, ll: &str, platform: Platform) -> String {
    let context = ir::context_for(ll.as_bytes());
    let loaded = ir::load_module(&context, file, ll.as_bytes()).unwrap_or_else(|d| panic!("{d}"));
    let function = kernel_function(&loaded, &Launch::default(), None).unwrap_or_else(|d| panic!("{d}"));
    match emit::emit_function(&loaded, &function, platform, visa_lower::emit::Dispatch::NoMask) {
        Ok(k) => panic!("expected a diagnostic, got:\n{}", print::print_kernel(&k)),
        Err(d) => d.to_string(),
    }
}

/// The emulator's bindings for an emitted kernel: inputs from the launch
/// spec, surface arguments from the spec, `bti<N>` surfaces to index N.
pub fn bindings(kernel: &Kernel, launch: &Launch, memory: &visa_lower::exec::memory::Memory) -> Bindings {
    let mut b = Bindings::default();
    for input in &kernel.inputs {
        match input.var {
            InputVar::General(id) => {
                let var = kernel.var(id).expect("declared input");
                let name = kernel.binding_name(&var.name);
                let bytes = launch.input_bytes(name, var.ty, var.num_elts, memory).unwrap_or_else(|e| panic!("{e}"));
                if let Some(bytes) = bytes {
                    b.inputs.push((id, bytes));
                }
            }
            InputVar::Surface(id) => {
                let name = kernel.surface_name(id);
                if let Some(bti) = launch.surface_binding(kernel.binding_name(&name)).unwrap_or_else(|e| panic!("{e}"))
                {
                    b.surfaces.push((id, bti));
                }
            }
        }
    }
    b.surfaces.extend(emit::surface_bindings(kernel));
    b
}

/// Emit, verify, round-trip, run, compare. Panics on any failure with the
/// kernel text.
pub fn emit_and_compare(file: &str, ll: &str, launch_text: &str, platform: Platform) -> Emitted {
    let launch = Launch::parse("launch.toml", launch_text).unwrap_or_else(|d| panic!("{d}"));
    let kernel = emit_kernel(file, ll, &launch, platform);
    let asm = print::print_kernel(&kernel);
    if let Err(errors) = verify_kernel(&kernel, platform) {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        panic!("{file} on {platform}: the kernel fails the verifier:\n{}\n{asm}", list.join("\n"));
    }
    let parsed = parse::parse_program(&asm)
        .unwrap_or_else(|e| panic!("{file}: the printed kernel does not parse: {e:?}\n{asm}"));
    assert_eq!(parsed.kernels.len(), 1);
    assert_eq!(parsed.kernels[0], kernel, "{file}: parse(print(kernel)) differs\n{asm}");

    let context = ir::context_for(ll.as_bytes());
    let loaded = ir::load_module(&context, file, ll.as_bytes()).unwrap_or_else(|d| panic!("{d}"));
    let function = kernel_function(&loaded, &launch, None).unwrap_or_else(|d| panic!("{d}"));
    let memory = launch.build_memory().unwrap_or_else(|d| panic!("{d}"));
    let reference = run_reference(&loaded, &function, &launch, memory.clone()).unwrap_or_else(|d| panic!("{d}"));

    let b = bindings(&kernel, &launch, &memory);
    let mut emulated = memory;
    let config = RunConfig::new(platform, launch.dispatch_mask);
    let outcome = run(&kernel, &config, &b, &mut emulated);
    let ub: Vec<String> = outcome.findings.iter().filter(|f| f.is_ub).map(|f| f.message.clone()).collect();
    assert!(ub.is_empty(), "{file} on {platform}: the emulator found undefined behaviour:\n{}\n{asm}", ub.join("\n"));
    assert!(outcome.fault.is_none(), "{file} on {platform}: fault {:?}\n{asm}", outcome.fault);

    let retval = kernel.vars.iter().position(|v| v.name == "retval").map(GenVarId::from_decl_index);
    let returned = retval.and_then(|id| outcome.state.var_bytes(id));
    // Byte for byte: the returned value (undefined bytes aside) ...
    if let Some(expected) = &reference.returned {
        let actual = returned.unwrap_or_else(|| panic!("{file}: no retval\n{asm}"));
        assert_eq!(actual.len(), expected.bytes.len(), "{file} on {platform}: retval size\n{asm}");
        for (i, (&e, &a)) in expected.bytes.iter().zip(actual).enumerate() {
            if !expected.undefined[i] {
                assert_eq!(a, e, "{file} on {platform}: returned byte {i}: expected {e:#04x}, got {a:#04x}\n{asm}");
            }
        }
    }
    // ... and every byte of memory, through the project's comparison.
    let verdict = compare(&reference, &emulated, &outcome, returned);
    if !verdict.passed() {
        let lines: Vec<String> = verdict.mismatches.iter().take(20).map(|m| m.to_string()).collect();
        panic!(
            "{file} on {platform}: emulator and reference differ:\n{}\n{}\n{asm}",
            lines.join("\n"),
            verdict.problems.join("\n")
        );
    }
    assert!(verdict.compared_bytes > 0, "{file}: nothing was compared");
    Emitted { kernel, asm, reference, outcome }
}

/// Asserts that each line of `expected` occurs in `asm` (trimmed), in order.
pub fn assert_lines(asm: &str, expected: &[&str]) {
    let mut rest = asm.lines().map(str::trim).collect::<Vec<_>>().into_iter();
    for want in expected {
        if !rest.by_ref().any(|line| line == *want) {
            panic!("missing (in order) `{want}` in:\n{asm}");
        }
    }
}

/// How many instructions of the kernel have this mnemonic.
pub fn count(kernel: &Kernel, mnemonic: &str) -> usize {
    kernel.body.iter().filter(|i| i.mnemonic() == mnemonic).count()
}

// ---- building split IR by hand (the legal form of docs/lowering.md) ----

pub fn lanes_list(lanes: impl Iterator<Item = String>) -> String {
    lanes.collect::<Vec<_>>().join(", ")
}

/// Pieces `(k, c, w)` of `n` lanes: first lane, lanes used, message width
/// (the widest of `legal`, a narrow operation padded to the smallest that holds it).
pub fn pieces(n: u32, legal: &[u32]) -> Vec<(u32, u32, u32)> {
    let widest = *legal.last().unwrap_or(&16);
    let mut out = Vec::new();
    let mut k = 0;
    while k < n {
        let c = (n - k).min(widest);
        let w = if n <= widest { *legal.iter().find(|&&w| w >= c).unwrap_or(&widest) } else { widest };
        out.push((k, c, w));
        k += c;
    }
    out
}

/// `shufflevector <n x t> %v, <n x t> <second>, <w x i32> <k..k+c-1, pad...>`.
pub fn slice(dst: &str, v: &str, n: u32, t: &str, (k, c, w): (u32, u32, u32), mask: bool) -> String {
    let (second, pad) = if mask {
        ("zeroinitializer".to_string(), format!("i32 {n}"))
    } else {
        ("poison".to_string(), "i32 undef".to_string())
    };
    let idx = lanes_list((k..k + c).map(|i| format!("i32 {i}")).chain((c..w).map(|_| pad.clone())));
    format!("  {dst} = shufflevector <{n} x {t}> {v}, <{n} x {t}> {second}, <{w} x i32> <{idx}>\n")
}

/// Concatenates pieces `%r0, %r1, ...` of `w` lanes into `%r` of `n` lanes.
pub fn concat(count: usize, w: u32, n: u32, t: &str) -> String {
    let mut ir = String::new();
    let mut acc = "%r0".to_string();
    let mut len = w;
    for i in 1..count {
        let widened = format!("%w{i}");
        let idx = lanes_list((0..len).map(|j| if j < w { format!("i32 {j}") } else { "i32 undef".to_string() }));
        ir += &format!("  {widened} = shufflevector <{w} x {t}> %r{i}, <{w} x {t}> poison, <{len} x i32> <{idx}>\n");
        let next = format!("%acc{i}");
        let idx = lanes_list((0..len + w).map(|j| format!("i32 {j}")));
        ir += &format!(
            "  {next} = shufflevector <{len} x {t}> {acc}, <{len} x {t}> {widened}, <{} x i32> <{idx}>\n",
            len + w
        );
        acc = next;
        len += w;
    }
    let idx = lanes_list((0..n).map(|j| format!("i32 {j}")));
    ir += &format!("  %r = shufflevector <{len} x {t}> {acc}, <{len} x {t}> poison, <{n} x i32> <{idx}>\n");
    ir
}
