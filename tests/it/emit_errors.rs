//! What `emit` rejects: input outside the legal form or the ALU subset is a
//! diagnostic at the instruction's `file:line:col` (or the `define` line for
//! the signature), never a panic and never a kernel the verifier rejects.

use crate::emit_support;

use emit_support::*;
use visa_lower::input::ir;
use visa_lower::visa::verify::verify_kernel;
use visa_lower::{emit, Platform};

fn first_line(d: &str) -> &str {
    d.lines().next().unwrap_or_default()
}

#[test]
fn unsupported_instruction_points_at_it() {
    let ll = "define <8 x float> @k(<8 x float> %a, <8 x float> %b) {\n  %q = frem <8 x float> %a, %b\n  ret <8 x float> %q\n}\n";
    let d = emit_error("k.ll", ll, Platform::Gen9);
    assert!(first_line(&d).starts_with("k.ll:2:3: error: `frem` cannot be emitted; supported: add, sub, mul"), "{d}");
    assert!(d.contains("  %q = frem <8 x float> %a, %b\n  ^"), "{d}");
}

#[test]
fn arithmetic_a_platform_lacks_names_the_platforms_that_have_it() {
    // IEEE division of doubles is DIVM: gen9 and xehpc (the assembler
    // refuses it on TGLLP and DG2; floats and halves are emulated there).
    let ll = "define <8 x double> @k(<8 x double> %a, <8 x double> %b) {\n  %q = fdiv <8 x double> %a, %b\n  ret <8 x double> %q\n}\n";
    let d = emit_error("k.ll", ll, Platform::XeHpg);
    assert!(
        first_line(&d).starts_with(
            "k.ll:2:3: error: `fdiv` (IEEE, without `arcp` or `afn`) on `double` needs DIVM, which xehpg does not have \
             (nor FP64); accepted there: the same on `float` or `half` (an exact sequence); on `double`: gen9, xehpc"
        ),
        "{d}"
    );
    // No 64-bit integer division anywhere.
    let ll = "define i64 @k(i64 %a, i64 %b) {\n  %q = sdiv i64 %a, %b\n  ret i64 %q\n}\n";
    let d = emit_error("k.ll", ll, Platform::Gen9);
    assert!(first_line(&d).starts_with("k.ll:2:3: error: `sdiv` on i64 is not supported: vISA has no 64-bit"), "{d}");
    // ROL exists from xelp on.
    let ll = "define <8 x i32> @k(<8 x i32> %a, <8 x i32> %b) {\n  %r = call <8 x i32> @llvm.genx.rol.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)\n  ret <8 x i32> %r\n}\ndeclare <8 x i32> @llvm.genx.rol.v8i32.v8i32(<8 x i32>, <8 x i32>)\n";
    let d = emit_error("k.ll", ll, Platform::Gen9);
    assert!(
        first_line(&d).starts_with("k.ll:2:3: error: `llvm.genx.rol` needs ROL, which is not available on gen9; it is available on xelp, xehpg, xehpc"),
        "{d}"
    );
    // Rounding a double: RNDD takes f only.
    let ll = "define double @k(double %a) {\n  %r = call double @llvm.floor.f64(double %a)\n  ret double %r\n}\ndeclare double @llvm.floor.f64(double)\n";
    let d = emit_error("k.ll", ll, Platform::XeHpc);
    assert!(
        first_line(&d).starts_with(
            "k.ll:2:3: error: `llvm.floor` with a df dst is not supported: it needs RNDD, which takes f there"
        ),
        "{d}"
    );
    // A malformed vector-compiler call is a diagnostic, not a crash.
    let ll = "define <8 x i32> @k(<8 x i32> %a) {\n  %r = call <8 x i32> @llvm.genx.inv.v8i32(<8 x i32> %a)\n  ret <8 x i32> %r\n}\ndeclare <8 x i32> @llvm.genx.inv.v8i32(<8 x i32>)\n";
    let d = emit_error("k.ll", ll, Platform::XeHpg);
    assert!(first_line(&d).contains("`llvm.genx.inv` with a ud dst is not supported: it needs INV"), "{d}");
}

#[test]
fn messages_that_are_not_legal_for_the_platform() {
    let gather = "define <31 x i32> @k(<31 x i1> %m, <31 x i64> %a) {\n  %r = call <31 x i32> @llvm.genx.svm.gather.v31i32.v31i1.v31i64(<31 x i1> %m, i32 0, <31 x i64> %a, <31 x i32> undef)\n  ret <31 x i32> %r\n}\ndeclare <31 x i32> @llvm.genx.svm.gather.v31i32.v31i1.v31i64(<31 x i1>, i32, <31 x i64>, <31 x i32>)\n";
    let d = emit_error("g.ll", gather, Platform::Gen9);
    assert!(
        first_line(&d).starts_with("g.ll:2:3: error: `llvm.genx.svm.gather` with 31 lanes is not legal on gen9"),
        "{d}"
    );
    assert!(d.contains("run the `legalize` pass first"), "{d}");

    let blocks = "define <8 x i32> @k(<8 x i1> %m, <8 x i64> %a) {\n  %r = call <64 x i32> @llvm.genx.svm.gather.v64i32.v8i1.v8i64(<8 x i1> %m, i32 3, <8 x i64> %a, <64 x i32> undef)\n  %s = shufflevector <64 x i32> %r, <64 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>\n  ret <8 x i32> %s\n}\ndeclare <64 x i32> @llvm.genx.svm.gather.v64i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <64 x i32>)\n";
    // 8 blocks of 4 bytes at SIMD8 are legal...
    let context = ir::context_for(blocks.as_bytes());
    let loaded = ir::load_module(&context, "b.ll", blocks.as_bytes()).unwrap();
    let k = emit::emit_function(&loaded, "k", Platform::Gen9, visa_lower::emit::Dispatch::NoMask).unwrap();
    assert!(verify_kernel(&k, Platform::Gen9).is_ok());
    // ... 8 blocks of 8 bytes never are.
    let eight = "define <8 x i64> @k(<8 x i1> %m, <8 x i64> %a) {\n  %r = call <64 x i64> @llvm.genx.svm.gather.v64i64.v8i1.v8i64(<8 x i1> %m, i32 3, <8 x i64> %a, <64 x i64> undef)\n  %s = shufflevector <64 x i64> %r, <64 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>\n  ret <8 x i64> %s\n}\ndeclare <64 x i64> @llvm.genx.svm.gather.v64i64.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <64 x i64>)\n";
    let d = emit_error("b8.ll", eight, Platform::Gen9);
    assert!(first_line(&d).contains("8 blocks of 8 bytes at 8 lanes is not legal"), "{d}");

    let qw = "define void @k(<8 x i1> %m, <8 x i32> %o, <8 x i64> %d) {\n  call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %m, i32 254, <8 x i32> %o, <8 x i64> %d)\n  ret void\n}\ndeclare void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1>, i32, <8 x i32>, <8 x i64>)\n";
    let d = emit_error("qw.ll", qw, Platform::Gen9);
    assert!(first_line(&d).contains("QW_SCATTER is not available on gen9"), "{d}");

    let atomic = "define <8 x i32> @k(<8 x i1> %m, <8 x i32> %u) {\n  %r = call <8 x i32> @llvm.genx.typed.atomic.inc.v8i32.v8i1.v8i32(<8 x i1> %m, i32 4, <8 x i32> %u, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)\n  ret <8 x i32> %r\n}\ndeclare <8 x i32> @llvm.genx.typed.atomic.inc.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)\n";
    let d = emit_error("a.ll", atomic, Platform::XeHpc);
    assert!(first_line(&d).contains("TYPED_ATOMIC is not available on xehpc"), "{d}");
    let slm = atomic.replace("i32 4,", "i32 254,");
    let d = emit_error("a.ll", &slm, Platform::XeHpg);
    assert!(first_line(&d).contains("the surface must be an image"), "{d}");
    let a16 = atomic.replace("llvm.genx.typed.atomic.inc", "llvm.visa.typed.atomic16.inc");
    let d = emit_error("a.ll", &a16, Platform::Gen9);
    assert!(first_line(&d).contains("16-bit typed atomics are not available on gen9"), "{d}");
}

#[test]
fn generic_intrinsics_must_be_selected_first() {
    let ll = "define <4 x i32> @k(<4 x ptr addrspace(1)> %p) {\n  %r = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> %p, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> undef)\n  ret <4 x i32> %r\n}\ndeclare <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x i32>)\n";
    let d = emit_error("m.ll", ll, Platform::XeHpg);
    assert!(first_line(&d).starts_with("m.ll:2:3: error: `llvm.masked.gather` cannot be emitted"), "{d}");
    assert!(d.contains("run the `select` and `legalize` passes first"), "{d}");
}

#[test]
fn signature_and_shape_errors() {
    let ll = "define void @k({ i32, i32 } %s) {\n  ret void\n}\n";
    let d = emit_error("s.ll", ll, Platform::Gen9);
    assert!(first_line(&d).contains("parameter `%s`: type `{ i32, i32 }` cannot be emitted"), "{d}");

    let ll = "define <8 x i32> @k(<8 x i32> %a, ptr addrspace(1) %p) {\n  indirectbr ptr addrspace(1) %p, [label %t]\nt:\n  ret <8 x i32> %a\n}\n";
    let d = emit_error("b.ll", ll, Platform::Gen9);
    assert!(first_line(&d).starts_with("b.ll:2:3: error: `indirectbr` cannot be emitted; supported: "), "{d}");
    assert!(first_line(&d).contains(", phi, br, switch, unreachable, "), "{d}");

    let ll = "define <64 x i32> @k(<64 x i32> %a, i32 %i) {\n  %m = icmp ne <64 x i32> %a, zeroinitializer\n  %e = insertelement <64 x i1> %m, i1 true, i32 %i\n  %r = zext <64 x i1> %e to <64 x i32>\n  ret <64 x i32> %r\n}\n";
    let d = emit_error("x.ll", ll, Platform::Gen9);
    assert!(first_line(&d).starts_with("x.ll:3:3: error: a variable element index into a vector of 64 x i1 cannot be emitted; supported: constant indices, variable indices into vectors of i1 of at most 32 lanes and into vectors of data of any width"), "{d}");

    let ll = "define <512 x i64> @k(<512 x i64> %a) {\n  ret <512 x i64> %a\n}\n";
    let d = emit_error("big.ll", ll, Platform::Gen9);
    assert!(first_line(&d).contains("does not fit one vISA variable"), "{d}");

    let ll = "define void @k(<8 x i1> %m, i32 %s, <8 x i32> %o, <8 x i32> %d) {\n  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 %s, i32 %s, <8 x i32> %o, <8 x i32> %d)\n  ret void\n}\ndeclare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)\n";
    let d = emit_error("sv.ll", ll, Platform::Gen9);
    assert!(first_line(&d).contains("used as a message's surface and also as a value"), "{d}");
}

/// Odd but valid IR: every one is a diagnostic or a verified kernel, never a panic.
#[test]
fn odd_inputs_never_panic() {
    let inputs = [
        "define i128 @k(i128 %a) {\n  ret i128 %a\n}\n",
        "define void @k() {\n  ret void\n}\n",
        "define i1 @k() {\n  ret i1 true\n}\n",
        "define <4 x i1> @k(<4 x i1> %m) {\n  %n = xor <4 x i1> %m, <i1 true, i1 false, i1 undef, i1 true>\n  ret <4 x i1> %n\n}\n",
        "define <4 x i1> @k(<4 x i1> %m) {\n  %n = shl <4 x i1> %m, %m\n  ret <4 x i1> %n\n}\n",
        "define i32 @k(<32 x i1> %m) {\n  %b = bitcast <32 x i1> %m to i32\n  ret i32 %b\n}\n",
        "define <32 x i1> @k(i32 %x) {\n  %b = bitcast i32 %x to <32 x i1>\n  ret <32 x i1> %b\n}\n",
        "define <64 x i1> @k(i64 %x) {\n  %b = bitcast i64 %x to <64 x i1>\n  ret <64 x i1> %b\n}\n",
        "define <100 x i1> @k(<100 x i1> %m) {\n  ret <100 x i1> %m\n}\n",
        "@g = global i32 0\ndefine ptr @k() {\n  ret ptr @g\n}\n",
        "define <4 x i32> @k(<4 x i32> %a) {\n  %r = add <4 x i32> %a, <i32 undef, i32 undef, i32 undef, i32 undef>\n  ret <4 x i32> %r\n}\n",
        "define <4 x i32> @k(<4 x i32> %a) {\n  %r = insertelement <4 x i32> %a, i32 1, i32 9\n  ret <4 x i32> %r\n}\n",
        "define <4 x i32> @k(<4 x i32> %a) {\n  %r = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> undef\n  ret <4 x i32> %r\n}\n",
        "define i32 @k(<4 x i32> %a) {\n  %r = extractelement <4 x i32> %a, i32 7\n  ret i32 %r\n}\n",
        "define <2 x i16> @k(<4 x i8> %a) {\n  %s = shufflevector <4 x i8> %a, <4 x i8> poison, <3 x i32> <i32 1, i32 2, i32 3>\n  %t = shufflevector <3 x i8> %s, <3 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 0>\n  %b = bitcast <4 x i8> %t to <2 x i16>\n  ret <2 x i16> %b\n}\n",
        "define <2 x i16> @k(<8 x i8> %a) {\n  %s = shufflevector <8 x i8> %a, <8 x i8> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 4>\n  %b = bitcast <4 x i8> %s to <2 x i16>\n  ret <2 x i16> %b\n}\n",
        "define <8 x i32> @k(<8 x i32> %a) {\n  %r = call <8 x i32> @f(<8 x i32> %a)\n  ret <8 x i32> %r\n}\ndeclare <8 x i32> @f(<8 x i32>)\n",
        "define <8 x i32> @k(<8 x i1> %m, <8 x i64> %a) {\n  %r = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 9, <8 x i64> %a, <8 x i32> undef)\n  ret <8 x i32> %r\n}\ndeclare <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <8 x i32>)\n",
        "define <8 x i16> @k(<8 x i1> %m, <8 x i64> %a) {\n  %r = call <8 x i16> @llvm.genx.svm.gather.v8i16.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %a, <8 x i16> undef)\n  ret <8 x i16> %r\n}\ndeclare <8 x i16> @llvm.genx.svm.gather.v8i16.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <8 x i16>)\n",
        "define void @k(<8 x i1> %m, <8 x i32> %o, <8 x i32> %d) {\n  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 0, i16 0, i32 254, i32 0, <8 x i32> %o, <8 x i32> %d)\n  ret void\n}\ndeclare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)\n",
        "define void @k(<8 x i1> %m, <8 x i32> %o, <8 x i32> %d, i32 %s) {\n  %t = add i32 %s, 1\n  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 %t, i32 0, <8 x i32> %o, <8 x i32> %d)\n  ret void\n}\ndeclare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)\n",
        "define <3 x i32> @k(<3 x i1> %m, <3 x i64> %a) {\n  %r = call <3 x i32> @llvm.genx.svm.gather.v3i32.v3i1.v3i64(<3 x i1> %m, i32 0, <3 x i64> %a, <3 x i32> undef)\n  ret <3 x i32> %r\n}\ndeclare <3 x i32> @llvm.genx.svm.gather.v3i32.v3i1.v3i64(<3 x i1>, i32, <3 x i64>, <3 x i32>)\n",
        "define <4 x float> @k(<4 x float> %a) {\n  %r = fadd nnan <4 x float> %a, <float 0x7FF8000000000000, float 1.0, float undef, float -0.0>\n  ret <4 x float> %r\n}\n",
        "define i1 @k(i1 %a, i1 %b) {\n  %c = icmp eq i1 %a, %b\n  %d = select i1 %c, i1 %a, i1 false\n  ret i1 %d\n}\n",
        "define <2 x ptr addrspace(5)> @k(<2 x ptr addrspace(5)> %p) {\n  ret <2 x ptr addrspace(5)> %p\n}\n",
        "define i32 @k(i32 %V5) {\n  ret i32 %V5\n}\n",
        "define i32 @k(i32 %retval) {\n  ret i32 %retval\n}\n",
        "define i32 @k(i32 %0) {\n  %retval = add i32 %0, 1\n  ret i32 %retval\n}\n",
    ];
    for ll in inputs {
        let context = ir::context_for(ll.as_bytes());
        let Ok(loaded) = ir::load_module(&context, "odd.ll", ll.as_bytes()) else { panic!("not valid IR: {ll}") };
        for platform in Platform::ALL {
            match emit::emit_function(&loaded, "k", platform, visa_lower::emit::Dispatch::NoMask) {
                Ok(kernel) => {
                    if let Err(errors) = verify_kernel(&kernel, platform) {
                        panic!("{ll}\nemitted a kernel the verifier rejects: {errors:?}");
                    }
                }
                Err(d) => assert!(d.to_string().contains("error:"), "{d}"),
            }
        }
    }
}

/// The unnamed-argument form, and the `bti<N>` bindings helper.
#[test]
fn unnamed_arguments_and_surface_bindings() {
    let ll = "define i32 @k(i32 %0, i32) {\n  %s = add i32 %0, %1\n  ret i32 %s\n}\n";
    let e = emit_and_compare("u.ll", ll, "", Platform::Gen9);
    assert_lines(&e.asm, &[".input arg0 offset=32 size=4", ".input arg1 offset=36 size=4"]);

    let launch = testdata("qw_scatter.toml");
    let launch = visa_lower::exec::launch::Launch::parse("l.toml", &launch).unwrap();
    let kernel = emit_kernel("qw_scatter.ll", &testdata("qw_scatter.ll"), &launch, Platform::XeHpc);
    assert_eq!(emit::surface_bindings(&kernel), vec![(visa_lower::visa::SurfaceId(6), 3)]);
}

#[test]
fn bti_names_stay_unambiguous() {
    // A general argument called bti3 does not capture the name of surface 3.
    let ll = "define void @k(<8 x i1> %m, <8 x i32> %bti3, <8 x i64> %d) {\n  call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %m, i32 3, <8 x i32> %bti3, <8 x i64> %d)\n  ret void\n}\ndeclare void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1>, i32, <8 x i32>, <8 x i64>)\n";
    let launch = visa_lower::exec::launch::Launch::default();
    let kernel = emit_kernel("n.ll", ll, &launch, Platform::XeHpc);
    assert_eq!(kernel.surfaces[0].name, "bti3_1");
    assert_eq!(emit::surface_bindings(&kernel), vec![(visa_lower::visa::SurfaceId(6), 3)]);
    // A surface argument never takes such a name: `bti5` becomes `arg_bti5`,
    // bound by the launch spec under its own name, not as a constant surface.
    let ll = ll.replace("i32 3, <8 x i32> %bti3", "i32 %bti5, <8 x i32> %bti3").replace(
        "<8 x i1> %m, <8 x i32> %bti3, <8 x i64> %d)",
        "<8 x i1> %m, <8 x i32> %bti3, <8 x i64> %d, i32 %bti5)",
    );
    let kernel = emit_kernel("n.ll", &ll, &launch, Platform::XeHpc);
    assert_eq!(kernel.surfaces[0].name, "arg_bti5");
    assert_eq!(kernel.binding_name("arg_bti5"), "bti5");
    assert_eq!(emit::surface_bindings(&kernel), vec![]);
}

/// A value named like a predefined surface (`TSS`, T3 in the text) is
/// renamed; a parameter so named is refused (a launch spec binds parameters
/// by name).
#[test]
fn predefined_names_are_not_declared() {
    let ll = "define <8 x i32> @k(<8 x i32> %a) {\n  %TSS = add <8 x i32> %a, %a\n  ret <8 x i32> %TSS\n}\n";
    let kernel = emit_kernel("k.ll", ll, &visa_lower::exec::launch::Launch::default(), Platform::Gen9);
    assert!(kernel.vars.iter().all(|v| v.name != "TSS"), "{:?}", kernel.vars);
    let text = visa_lower::visa::text::print::print_kernel(&kernel);
    assert_eq!(visa_lower::visa::text::parse::parse_program(&text).map(|p| p.kernels), Ok(vec![kernel]), "{text}");
    // A parameter named so is renamed too; a launch spec binds it by its LLVM name.
    let ll = "define <8 x i32> @k(<8 x i32> %TSS) {\n  ret <8 x i32> %TSS\n}\n";
    let kernel = emit_kernel("k.ll", ll, &visa_lower::exec::launch::Launch::default(), Platform::Gen9);
    assert_eq!(kernel.vars[0].name, "TSS_");
    assert_eq!(kernel.binding_name("TSS_"), "TSS");
}

/// A refused LLVM intrinsic says, at the call, what is accepted instead.
#[test]
fn refused_intrinsics_name_the_accepted_alternative() {
    let cases = [
        ("float", "llvm.round.f32", "float %a", "`llvm.round` rounds halfway cases away from zero", "`llvm.roundeven`"),
        ("float", "llvm.minimum.f32", "float %a, float %a", "`llvm.minimum` returns NaN", "`llvm.minnum`"),
        ("i32", "llvm.bswap.i32", "i32 %b", "`llvm.bswap` is not supported", "`shufflevector`"),
    ];
    for (ty, callee, args, why, instead) in cases {
        let ll = format!(
            "define {ty} @k(float %a, i32 %b) {{\n  %r = call {ty} @{callee}({args})\n  ret {ty} %r\n}}\ndeclare {ty} @{callee}({})\n",
            args.split(", ").map(|a| a.split(' ').next().unwrap_or("")).collect::<Vec<_>>().join(", ")
        );
        let d = emit_error("k.ll", &ll, Platform::XeHpg);
        let line = first_line(&d);
        assert!(line.starts_with(&format!("k.ll:2:3: error: {why}")) && line.contains(instead), "{d}");
    }
}
