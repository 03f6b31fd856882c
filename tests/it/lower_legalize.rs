//! `legalize` preserves meaning: for random message intrinsics (every
//! message, widths 1..64, block counts, channel masks, predicates, every
//! platform that has the message), the reference execution of the legalized
//! module equals that of the input (memory, undefined bytes, returned value),
//! every message left has a width the platform table allows, and the
//! `messages` statistic equals `lower_bound`.

use crate::support::legacy_platforms;
use inkwell::values::AnyValue;
use proptest::prelude::*;
use visa_lower::exec::launch::Launch;
use visa_lower::exec::reference::{kernel_function, run_reference, RefOutcome};
use visa_lower::input::ir::{context_for, load_module};
use visa_passes::ir::intrinsics::instructions;
use visa_passes::ir::msg::MessageCall;
use visa_passes::isa::messages::{svm_block_exec_sizes, Message};
use visa_passes::isa::target::Platform;
use visa_passes::transforms::legalize::Legalize;
use visa_passes::transforms::pipeline::{run_pipeline, ModulePass, PassOptions, PipelineOptions};

fn reference(ll: &str, toml: &str) -> RefOutcome {
    let launch = Launch::parse("launch.toml", toml).unwrap_or_else(|d| panic!("{d}"));
    let memory = launch.build_memory().unwrap_or_else(|d| panic!("{d}"));
    let context = context_for(ll.as_bytes());
    let loaded = load_module(&context, "t.ll", ll.as_bytes()).unwrap_or_else(|d| panic!("{d}\n{ll}"));
    let function = kernel_function(&loaded, &launch, None).unwrap_or_else(|d| panic!("{d}"));
    run_reference(&loaded, &function, &launch, memory).unwrap_or_else(|d| panic!("{d}\n{ll}"))
}

/// Legalizes `ll` for `platform`: the output text, and (messages, lower_bound).
fn legalize(ll: &str, platform: Platform) -> (String, u64, u64) {
    let context = context_for(ll.as_bytes());
    let loaded = load_module(&context, "t.ll", ll.as_bytes()).unwrap_or_else(|d| panic!("{d}"));
    let passes: [&dyn ModulePass; 1] = [&Legalize];
    let options = PassOptions::new(platform, false);
    let pipeline = PipelineOptions { verify_each: true, ..Default::default() };
    let report = run_pipeline(&loaded.module, &passes, &options, &pipeline)
        .unwrap_or_else(|e| panic!("legalize failed on {platform}: {e:?}\n{ll}"));
    check_legal(&loaded.module, platform);
    let stats = &report.stats;
    (
        loaded.module.print_to_string().to_string(),
        stats.get("legalize", "messages"),
        stats.get("legalize", "lower_bound"),
    )
}

/// Every message call has a width the platform's table allows.
fn check_legal(module: &inkwell::module::Module<'_>, platform: Platform) {
    for f in module.get_functions() {
        for inst in instructions(f) {
            let Ok(Some(m)) = MessageCall::parse(inst) else { continue };
            let n = m.width();
            let ok = match &m {
                MessageCall::SvmGather(g) => {
                    let block = match g.old.get_type().get_element_type().print_to_string().to_string().as_str() {
                        "i8" => 1,
                        "i32" | "float" => 4,
                        _ => 8,
                    };
                    svm_block_exec_sizes(Message::SvmGather, platform, block, 1 << g.log2_num_blocks).contains(&n)
                }
                _ => m.message().exec_sizes(platform).contains(&n),
            };
            assert!(ok, "illegal message left on {platform}: {}", inst.print_to_string());
        }
    }
}

/// Runs the input and its legalized form for every platform in `platforms`
/// and compares.
fn check_same(ll: &str, toml: &str, platforms: &[Platform]) {
    let expected = reference(ll, toml);
    assert!(expected.fault.is_none(), "input faults: {:?}\n{ll}", expected.fault);
    assert!(expected.findings.iter().all(|f| !f.ub), "input has UB: {:?}\n{ll}", expected.findings);
    for &platform in platforms {
        let (out, messages, lower_bound) = legalize(ll, platform);
        assert_eq!(messages, lower_bound, "{platform}: more messages than needed\n{out}");
        let got = reference(&out, toml);
        assert!(got.fault.is_none(), "{platform}: output faults: {:?}\n{out}", got.fault);
        assert!(got.findings.iter().all(|f| !f.ub), "{platform}: output has UB: {:?}\n{out}", got.findings);
        assert_eq!(got.returned, expected.returned, "{platform}: returned value differs\n{ll}\n{out}");
        assert_eq!(got.undefined, expected.undefined, "{platform}: undefined bytes differ\n{out}");
        assert!(got.memory == expected.memory, "{platform}: memory differs\n{ll}\n{out}");
    }
}

fn vector(t: &str, values: impl IntoIterator<Item = u64>) -> String {
    let items: Vec<String> = values.into_iter().map(|v| format!("{t} {v}")).collect();
    format!("<{}>", items.join(", "))
}

fn predicate(bits: &[bool]) -> String {
    vector("i1", bits.iter().map(|&b| u64::from(b)))
}

/// A permutation of 0..n from a seed (distinct addresses per lane).
fn permutation(n: usize, seed: u64) -> Vec<u64> {
    let mut items: Vec<u64> = (0..n as u64).collect();
    let mut state = seed | 1;
    for i in (1..n).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        items.swap(i, (state % (i as u64 + 1)) as usize);
    }
    items
}

fn lanes_and_predicate() -> impl Strategy<Value = Vec<bool>> {
    (1usize..=64).prop_flat_map(|n| proptest::collection::vec(proptest::bool::weighted(0.7), n))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn svm_gather_keeps_its_meaning(pred in lanes_and_predicate(), log2 in 0u32..4, block in prop::sample::select(vec![1u32, 4, 8])) {
        let n = pred.len();
        let blocks = 1usize << log2;
        let (t, slot) = match block {
            1 => ("i8", blocks.max(4)),
            4 => ("i32", blocks),
            _ => ("i64", blocks),
        };
        let m = n * slot;
        let old = vector(t, (0..m as u64).map(|i| 200 - (i % 50)));
        let ll = format!(
            "define <{m} x {t}> @k(<{n} x i64> %addr) {{\n  %r = call <{m} x {t}> @llvm.genx.svm.gather.v{m}{t}.v{n}i1.v{n}i64(<{n} x i1> {}, i32 {log2}, <{n} x i64> %addr, <{m} x {t}> {old})\n  ret <{m} x {t}> %r\n}}\ndeclare <{m} x {t}> @llvm.genx.svm.gather.v{m}{t}.v{n}i1.v{n}i64(<{n} x i1>, i32, <{n} x i64>, <{m} x {t}>)\n",
            predicate(&pred)
        );
        let toml = format!(
            "[[buffer]]\nname = \"a\"\nsize = {}\nelement = \"u8\"\nfill = \"iota\"\n[args]\naddr = {{ base = \"@a\", stride = 64 }}\n",
            64 * n + 64
        );
        check_same(&ll, &toml, &legacy_platforms());
    }

    #[test]
    fn scatter4_keeps_its_meaning(pred in lanes_and_predicate(), channels in 1u32..16, seed in any::<u64>(), global in 0u64..4) {
        let n = pred.len();
        let count = channels.count_ones() as usize;
        let offsets = vector("i32", permutation(n, seed).into_iter().map(|p| 16 * p));
        let data = vector("i32", (0..(n * count) as u64).map(|i| 0x1000 + i));
        let m = n * count;
        let ll = format!(
            "define void @k() {{\n  call void @llvm.genx.scatter4.scaled.v{n}i1.v{n}i32.v{m}i32(<{n} x i1> {}, i32 {channels}, i16 0, i32 254, i32 {}, <{n} x i32> {offsets}, <{m} x i32> {data})\n  ret void\n}}\ndeclare void @llvm.genx.scatter4.scaled.v{n}i1.v{n}i32.v{m}i32(<{n} x i1>, i32, i16, i32, i32, <{n} x i32>, <{m} x i32>)\n",
            predicate(&pred),
            global * 1024
        );
        check_same(&ll, "[slm]\nsize = 8192\n", &legacy_platforms());
    }

    #[test]
    fn qw_scatter_keeps_its_meaning(pred in lanes_and_predicate(), seed in any::<u64>()) {
        let n = pred.len();
        let offsets = vector("i32", permutation(n, seed).into_iter().map(|p| 8 * p));
        let data = vector("i64", (0..n as u64).map(|i| 0x1_0000_0000 + i));
        let ll = format!(
            "define void @k() {{\n  call void @llvm.visa.qw.scatter.v{n}i1.v{n}i32.v{n}i64(<{n} x i1> {}, i32 254, <{n} x i32> {offsets}, <{n} x i64> {data})\n  ret void\n}}\ndeclare void @llvm.visa.qw.scatter.v{n}i1.v{n}i32.v{n}i64(<{n} x i1>, i32, <{n} x i32>, <{n} x i64>)\n",
            predicate(&pred)
        );
        check_same(&ll, "[slm]\nsize = 4096\n", &Message::QwScatter.platforms());
    }

    /// Lanes hitting the same texel apply in lane order: the pieces keep it.
    #[test]
    fn typed_atomics_keep_their_meaning(pred in lanes_and_predicate(), seed in any::<u64>(), op in 0usize..3, sixteen in any::<bool>()) {
        let n = pred.len();
        let coords = vector("i32", permutation(n, seed).into_iter().map(|p| p % 24));
        let zero = format!("<{n} x i32> zeroinitializer");
        let src = format!("<{n} x i32> {}", vector("i32", (0..n as u64).map(|i| i + 1)));
        let (name, sources) = match op {
            0 => ("add", src.clone()),
            1 => ("inc", String::new()),
            _ => ("cmpxchg", format!("{src}, {src}")),
        };
        let family = if sixteen { "llvm.visa.typed.atomic16" } else { "llvm.genx.typed.atomic" };
        let args = [sources.as_str(), &format!("<{n} x i32> {coords}"), &zero, &zero, &zero]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(", ");
        let params = args.split(", <").count();
        let param_types = vec![format!("<{n} x i32>"); params].join(", ");
        let f = format!("{family}.{name}.v{n}i32.v{n}i1.v{n}i32");
        let ll = format!(
            "define <{n} x i32> @k() {{\n  %r = call <{n} x i32> @{f}(<{n} x i1> {}, i32 2, {args})\n  ret <{n} x i32> %r\n}}\ndeclare <{n} x i32> @{f}(<{n} x i1>, i32, {param_types})\n",
            predicate(&pred)
        );
        let format = if sixteen { "r16_uint" } else { "r32_uint" };
        let toml = format!("[[image]]\nname = \"img\"\nbti = 2\nkind = \"1d\"\nformat = \"{format}\"\nwidth = 32\nfill = \"iota\"\n");
        let platforms: &[Platform] =
            if sixteen { &[Platform::XeLp, Platform::XeHpg] } else { &[Platform::Gen9, Platform::XeLp, Platform::XeHpg] };
        check_same(&ll, &toml, platforms);
    }
}

/// Legal calls come out byte for byte as they went in.
#[test]
fn legal_calls_are_untouched() {
    let ll = "define <16 x i32> @k(<16 x i1> %m, <16 x i64> %a) {\n  %r = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %a, <16 x i32> undef)\n  ret <16 x i32> %r\n}\n\ndeclare <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x i32>)\n";
    for platform in legacy_platforms() {
        let (out, messages, lower_bound) = legalize(ll, platform);
        assert!(out.ends_with(ll), "{out}");
        assert_eq!((messages, lower_bound), (1, 1));
    }
}
