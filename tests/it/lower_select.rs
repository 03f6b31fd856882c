//! `select` keeps the meaning of its input: the reference interpreter runs
//! each kernel before and after the pass (the output's message intrinsics
//! with their pages' semantics) on the same launch spec, for every
//! platform, and every byte of memory and of the returned value must agree.
//! This checks what the FileCheck tests only spell out: the block layouts,
//! passthru placement, channel order of merged scatters, merged gathers'
//! slices.

use visa_lower::exec::launch::Launch;
use visa_lower::exec::reference::{kernel_function, run_reference};
use visa_lower::exec::report::RunReport;
use visa_lower::input::ir::{context_for, load_module};
use visa_lower::Platform;
use visa_passes::transforms::pipeline::{run_pipeline, Messages, PassOptions, PipelineOptions};
use visa_passes::transforms::select::Select;

/// A kernel and the launch spec it runs with.
struct Case {
    name: &'static str,
    ir: &'static str,
    launch: &'static str,
}

/// The report of one reference run, without source locations (the two
/// modules differ in their lines).
fn reference_run(file: &str, ir: &str, launch_text: &str) -> serde_json::Value {
    let launch = Launch::parse("launch.toml", launch_text).expect("launch spec");
    let context = context_for(ir.as_bytes());
    let loaded = load_module(&context, file, ir.as_bytes()).expect("module");
    let function = kernel_function(&loaded, &launch, None).expect("kernel");
    let memory = launch.build_memory().expect("memory");
    let outcome = run_reference(&loaded, &function, &launch, memory).expect("reference run");
    let report = RunReport::from_reference(function, false, outcome).json();
    let findings: Vec<serde_json::Value> = report["findings"]
        .as_array()
        .map(|all| all.iter().map(|f| serde_json::json!({ "ub": f["ub"], "message": f["message"] })).collect())
        .unwrap_or_default();
    serde_json::json!({
        "status": report["status"],
        "fault": report["fault"],
        "returned": report["returned"],
        "memory": report["memory"],
        "ub": findings.iter().filter(|f| f["ub"] == true).count(),
    })
}

/// The module after `select` for `platform` with `messages`, as text.
fn selected(ir: &str, platform: Platform, messages: Messages) -> String {
    let context = context_for(ir.as_bytes());
    let loaded = load_module(&context, "input.ll", ir.as_bytes()).expect("module");
    let options = PassOptions { messages, ..PassOptions::new(platform, false) };
    let pipeline = PipelineOptions { verify_each: true, ..Default::default() };
    run_pipeline(&loaded.module, &[&Select], &options, &pipeline).unwrap_or_else(|e| panic!("select: {e:?}"));
    loaded.module.print_to_string().to_string()
}

fn check(case: &Case) {
    let want = reference_run("input.ll", case.ir, case.launch);
    assert_eq!(want["status"], "ok", "{}: the input run itself must be clean: {want}", case.name);
    // Every platform with each family it has: legacy, and LSC where it has LSC.
    let runs = Platform::ALL
        .into_iter()
        .flat_map(|p| [Messages::Legacy, Messages::Lsc].into_iter().map(move |m| (p, m)))
        .filter(|(p, m)| m.check(*p).is_ok());
    for (platform, messages) in runs {
        let output = selected(case.ir, platform, messages);
        let generic_calls = output.lines().filter(|l| l.contains("call") && l.contains("@llvm.masked.")).count();
        assert_eq!(generic_calls, 0, "{output}");
        let got = reference_run("selected.ll", &output, case.launch);
        assert_eq!(got, want, "{} on {platform} ({messages:?}): select changed the result\n{output}", case.name);
    }
}

const GATHERS: &str = r#"
define <8 x i16> @i16(<8 x i16 addrspace(1)*> %p, <8 x i1> %m, <8 x i16> %pt) {
  %v = call <8 x i16> @llvm.masked.gather.v8i16.v8p1i16(<8 x i16 addrspace(1)*> %p, i32 2, <8 x i1> %m, <8 x i16> %pt)
  ret <8 x i16> %v
}
define <8 x i64> @i64_align4(<8 x i64 addrspace(1)*> %p, <8 x i1> %m, <8 x i64> %pt) {
  %v = call <8 x i64> @llvm.masked.gather.v8i64.v8p1i64(<8 x i64 addrspace(1)*> %p, i32 4, <8 x i1> %m, <8 x i64> %pt)
  ret <8 x i64> %v
}
define <4 x double> @double_align4_constant(<4 x double addrspace(1)*> %p, <4 x i1> %m) {
  %v = call <4 x double> @llvm.masked.gather.v4f64.v4p1f64(<4 x double addrspace(1)*> %p, i32 4, <4 x i1> %m, <4 x double> <double 1.5, double -2.0, double 0.25, double 8.0>)
  ret <4 x double> %v
}
define <8 x i8> @i8(<8 x i8 addrspace(1)*> %p, <8 x i1> %m, <8 x i8> %pt) {
  %v = call <8 x i8> @llvm.masked.gather.v8i8.v8p1i8(<8 x i8 addrspace(1)*> %p, i32 1, <8 x i1> %m, <8 x i8> %pt)
  ret <8 x i8> %v
}
define <8 x float> @float_align1(<8 x float addrspace(1)*> %p, <8 x i1> %m) {
  %v = call <8 x float> @llvm.masked.gather.v8f32.v8p1f32(<8 x float addrspace(1)*> %p, i32 1, <8 x i1> %m, <8 x float> <float 1.0, float 2.0, float 3.0, float 4.0, float 5.0, float 6.0, float 7.0, float 8.0>)
  ret <8 x float> %v
}
declare <8 x i16> @llvm.masked.gather.v8i16.v8p1i16(<8 x i16 addrspace(1)*>, i32, <8 x i1>, <8 x i16>)
declare <8 x i64> @llvm.masked.gather.v8i64.v8p1i64(<8 x i64 addrspace(1)*>, i32, <8 x i1>, <8 x i64>)
declare <4 x double> @llvm.masked.gather.v4f64.v4p1f64(<4 x double addrspace(1)*>, i32, <4 x i1>, <4 x double>)
declare <8 x i8> @llvm.masked.gather.v8i8.v8p1i8(<8 x i8 addrspace(1)*>, i32, <8 x i1>, <8 x i8>)
declare <8 x float> @llvm.masked.gather.v8f32.v8p1f32(<8 x float addrspace(1)*>, i32, <8 x i1>, <8 x float>)
"#;

/// Gathers from a random buffer at lane stride 12 (unaligned for 8 bytes
/// only where the kernel's `align` allows it), mask 0b1011_0111.
macro_rules! gather_launch {
    ($kernel:literal, $stride:literal, $pt:literal) => {
        concat!(
            "kernel = \"",
            $kernel,
            "\"\n[slm]\nsize = 64\n[[buffer]]\nname = \"src\"\nsize = 512\nfill = \"random\"\nseed = 9\n",
            "[args]\np = { base = \"@src\", stride = ",
            $stride,
            " }\nm = 0xb7\n",
            $pt
        )
    };
}

const MERGES: &str = r#"
define <8 x i32> @four_i32(ptr addrspace(1) %base, <8 x i32> %idx, <8 x i1> %m, <8 x i32> %pt) {
  %p = getelementptr i32, ptr addrspace(1) %base, <8 x i32> %idx
  %p1 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 1
  %p2 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 2
  %p3 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 3
  %z = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p2, i32 4, <8 x i1> %m, <8 x i32> %pt)
  %x = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>)
  %w = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p3, i32 4, <8 x i1> %m, <8 x i32> %pt)
  %y = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i32> zeroinitializer)
  %xy = sub <8 x i32> %x, %y
  %zw = mul <8 x i32> %z, %w
  %r = xor <8 x i32> %xy, %zw
  ret <8 x i32> %r
}
define <8 x i64> @two_i64_align4(ptr addrspace(1) %base, <8 x i32> %idx, <8 x i1> %m, <8 x i64> %pt) {
  %p = getelementptr i64, ptr addrspace(1) %base, <8 x i32> %idx
  %p1 = getelementptr i64, <8 x ptr addrspace(1)> %p, i64 1
  %y = call <8 x i64> @llvm.masked.gather.v8i64.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i64> %pt)
  %x = call <8 x i64> @llvm.masked.gather.v8i64.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i64> zeroinitializer)
  %s = sub <8 x i64> %x, %y
  ret <8 x i64> %s
}
define <8 x i16> @two_i16(ptr addrspace(1) %base, <8 x i32> %idx, <8 x i1> %m, <8 x i16> %pt) {
  %p = getelementptr i16, ptr addrspace(1) %base, <8 x i32> %idx
  %p1 = getelementptr i16, <8 x ptr addrspace(1)> %p, i64 1
  %x = call <8 x i16> @llvm.masked.gather.v8i16.v8p1(<8 x ptr addrspace(1)> %p, i32 2, <8 x i1> %m, <8 x i16> %pt)
  %y = call <8 x i16> @llvm.masked.gather.v8i16.v8p1(<8 x ptr addrspace(1)> %p1, i32 2, <8 x i1> %m, <8 x i16> undef)
  %s = sub <8 x i16> %x, %y
  ret <8 x i16> %s
}
define void @rgba(ptr addrspace(3) %base, <8 x i32> %idx, <8 x i1> %m, <8 x i1> %n, <8 x i32> %a, <8 x float> %b) {
  %p = getelementptr i32, ptr addrspace(3) %base, <8 x i32> %idx
  %p1 = getelementptr i32, <8 x ptr addrspace(3)> %p, i64 1
  %p2 = getelementptr i8, <8 x ptr addrspace(3)> %p, i64 8
  %p3 = getelementptr i32, <8 x ptr addrspace(3)> %p, i64 3
  %c = add <8 x i32> %a, <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %c, <8 x ptr addrspace(3)> %p, i32 4, <8 x i1> %m)
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %a, <8 x ptr addrspace(3)> %p1, i32 4, <8 x i1> %m)
  call void @llvm.masked.scatter.v8f32.v8p3(<8 x float> %b, <8 x ptr addrspace(3)> %p3, i32 4, <8 x i1> %m)
  call void @llvm.masked.scatter.v8i32.v8p3(<8 x i32> %a, <8 x ptr addrspace(3)> %p2, i32 4, <8 x i1> %n)
  ret void
}
define void @slm_qwords(ptr addrspace(3) %base, <8 x i32> %idx, <8 x i1> %m, <8 x i64> %a) {
  %p = getelementptr i64, ptr addrspace(3) %base, <8 x i32> %idx
  call void @llvm.masked.scatter.v8i64.v8p3(<8 x i64> %a, <8 x ptr addrspace(3)> %p, i32 8, <8 x i1> %m)
  %d = bitcast <8 x i64> %a to <8 x double>
  %p1 = getelementptr i64, <8 x ptr addrspace(3)> %p, i64 1
  call void @llvm.masked.scatter.v8f64.v8p3(<8 x double> %d, <8 x ptr addrspace(3)> %p1, i32 4, <8 x i1> %m)
  ret void
}
declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)
declare <8 x i64> @llvm.masked.gather.v8i64.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i64>)
declare <8 x i16> @llvm.masked.gather.v8i16.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i16>)
declare void @llvm.masked.scatter.v8i32.v8p3(<8 x i32>, <8 x ptr addrspace(3)>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v8f32.v8p3(<8 x float>, <8 x ptr addrspace(3)>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v8i64.v8p3(<8 x i64>, <8 x ptr addrspace(3)>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v8f64.v8p3(<8 x double>, <8 x ptr addrspace(3)>, i32, <8 x i1>)
"#;

/// Element indices 2 + 8i apart: no lane overlaps another's elements.
macro_rules! indexed_launch {
    ($kernel:literal, $args:literal) => {
        concat!(
            "kernel = \"",
            $kernel,
            "\"\n[slm]\nsize = 512\nfill = \"iota\"\n[[buffer]]\nname = \"src\"\nsize = 1024\nfill = \"random\"\nseed = 4\n",
            "[args]\nidx = [2, 10, 18, 26, 34, 42, 50, 58]\nm = 0xdb\n",
            $args
        )
    };
}

/// The LSC rules' shapes (docs/lowering.md "LSC messages"): transposed
/// pieces with an immediate offset, the bytes after the dwords per lane,
/// sub-dword and split units per lane, a variable mask with a passthru.
const CONTIGUOUS: &str = r#"
define <7 x i32> @contiguous(ptr addrspace(1) %p, ptr addrspace(1) %q, <4 x i1> %m, <4 x i16> %pt) {
  %a = load <7 x i32>, ptr addrspace(1) %p, align 4
  store <7 x i32> %a, ptr addrspace(1) %q, align 4
  %pb = getelementptr i8, ptr addrspace(1) %p, i64 33
  %b = load <3 x i8>, ptr addrspace(1) %pb, align 1
  %qb = getelementptr i8, ptr addrspace(1) %q, i64 65
  store <3 x i8> %b, ptr addrspace(1) %qb, align 1
  %pc = getelementptr i8, ptr addrspace(1) %p, i64 16
  %c = load <5 x float>, ptr addrspace(1) %pc, align 16
  %qc = getelementptr i8, ptr addrspace(1) %q, i64 96
  store <5 x float> %c, ptr addrspace(1) %qc, align 16
  %pd = getelementptr i8, ptr addrspace(1) %p, i64 42
  %d = load i32, ptr addrspace(1) %pd, align 2
  %qd = getelementptr i8, ptr addrspace(1) %q, i64 130
  store i32 %d, ptr addrspace(1) %qd, align 2
  %pe = getelementptr i8, ptr addrspace(1) %p, i64 64
  %e = call <4 x i16> @llvm.masked.load.v4i16.p1(ptr addrspace(1) %pe, i32 2, <4 x i1> %m, <4 x i16> %pt)
  %qe = getelementptr i8, ptr addrspace(1) %q, i64 160
  call void @llvm.masked.store.v4i16.p1(<4 x i16> %e, ptr addrspace(1) %qe, i32 2, <4 x i1> %m)
  %pf = getelementptr i8, ptr addrspace(1) %p, i64 200
  %f = load <6 x i8>, ptr addrspace(1) %pf, align 8
  %qf = getelementptr i8, ptr addrspace(1) %q, i64 200
  store <6 x i8> %f, ptr addrspace(1) %qf, align 8
  ret <7 x i32> %a
}
declare <4 x i16> @llvm.masked.load.v4i16.p1(ptr addrspace(1), i32, <4 x i1>, <4 x i16>)
declare void @llvm.masked.store.v4i16.p1(<4 x i16>, ptr addrspace(1), i32, <4 x i1>)
"#;

const CASES: &[Case] = &[
    Case {
        name: "contiguous",
        ir: CONTIGUOUS,
        launch: concat!(
            "kernel = \"contiguous\"\n[[buffer]]\nname = \"src\"\nsize = 512\nfill = \"random\"\nseed = 3\n",
            "[[buffer]]\nname = \"dst\"\nsize = 512\nfill = \"random\"\nseed = 4\n",
            "[args]\np = \"@src\"\nq = \"@dst\"\nm = 0b1101\npt = [7, 8, 9, 10]\n"
        ),
    },
    Case { name: "i16", ir: GATHERS, launch: gather_launch!("i16", "6", "pt = [1, 2, 3, 4, 5, 6, 7, 8]\n") },
    Case {
        name: "i64_align4",
        ir: GATHERS,
        launch: gather_launch!("i64_align4", "12", "pt = [1, 2, 3, 4, 5, 6, 7, 8]\n"),
    },
    Case {
        name: "double_align4_constant",
        ir: GATHERS,
        launch: concat!(
            "kernel = \"double_align4_constant\"\n[slm]\nsize = 64\n[[buffer]]\nname = \"src\"\nsize = 512\n",
            "fill = \"random\"\nseed = 9\n[args]\np = { base = \"@src\", stride = 12 }\n",
            // 0b1011_0111 cut to the kernel's four lanes.
            "m = 0x7\n"
        ),
    },
    Case { name: "i8", ir: GATHERS, launch: gather_launch!("i8", "3", "pt = [1, 2, 3, 4, 5, 6, 7, 8]\n") },
    Case { name: "float_align1", ir: GATHERS, launch: gather_launch!("float_align1", "5", "") },
    Case {
        name: "four_i32",
        ir: MERGES,
        launch: indexed_launch!("four_i32", "base = \"@src\"\npt = [11, 12, 13, 14, 15, 16, 17, 18]\n"),
    },
    Case {
        name: "two_i64_align4",
        ir: MERGES,
        launch: indexed_launch!("two_i64_align4", "base = \"@src+4\"\npt = [11, 12, 13, 14, 15, 16, 17, 18]\n"),
    },
    Case {
        name: "two_i16",
        ir: MERGES,
        launch: indexed_launch!("two_i16", "base = \"@src\"\npt = [11, 12, 13, 14, 15, 16, 17, 18]\n"),
    },
    Case {
        name: "rgba",
        ir: MERGES,
        launch: indexed_launch!(
            "rgba",
            "base = 16\nn = 0x3c\na = [1, 2, 3, 4, 5, 6, 7, 8]\nb = [9, 10, 11, 12, 13, 14, 15, 16]\n"
        ),
    },
    Case {
        name: "slm_qwords",
        ir: MERGES,
        launch: indexed_launch!(
            "slm_qwords",
            "base = 8\na = [0x1111111122222222, 2, 3, 4, 5, 6, 7, 0x7fffffffffffffff]\n"
        ),
    },
];

#[test]
fn select_keeps_the_reference_result() {
    for case in CASES {
        check(case);
    }
}

#[test]
fn merges_happen_in_these_kernels() {
    // The merged forms are what the cases above exercise.
    let output = selected(MERGES, Platform::XeHpg, Messages::Legacy);
    let generic_calls = output.lines().filter(|l| l.contains("call") && l.contains("@llvm.masked.")).count();
    assert_eq!(generic_calls, 0, "{output}");
    assert!(output.contains("@llvm.genx.svm.gather.v32i32.v8i1.v8i64(<8 x i1> %m, i32 2,"), "{output}");
    assert!(
        output.contains("@llvm.genx.svm.gather.v32i32.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %y.addrs"),
        "{output}"
    );
    assert!(output.contains("@llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 2,"), "{output}");
    assert!(output.contains("@llvm.genx.scatter4.scaled.v8i1.v8i32.v24i32(<8 x i1> %m, i32 11,"), "{output}");
    // With LSC messages the dword gathers are vector loads: four i32 one
    // d32 (3) x4 (4), two i64 at align 4 (two dwords each) too.
    let output = selected(MERGES, Platform::XeHpg, Messages::Lsc);
    let x4 = "@llvm.genx.lsc.load.merge.stateless.v32i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4,";
    assert_eq!(output.matches(x4).count(), 2, "{output}");
    assert!(output.contains(&format!("{x4} i8 1, i8 0, <8 x i64> %z.addrs")), "{output}");
}
