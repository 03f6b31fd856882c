//! `driver::compile_split`: a module compiled in parts, each on its own
//! thread and LLVM context, gives the bytes, statistics and memory-operation
//! report that one thread gives; or it declines, and the caller compiles the
//! module whole.

use std::path::{Path, PathBuf};
use visa_lower::input::ir::LoadedModule;
use visa_lower::pipeline::memory_ops::memory_op_report;
use visa_lower::pipeline::memory_ops::MemoryOps;
use visa_lower::pipeline::{
    compile::compile, compile::compile_split, compile::pipeline_report_text, compile::CompileOptions, compile::EmitKind,
};
use visa_lower::pipeline::{compile::CompileOutput, compile::Split};
use visa_lower::Platform;

fn options(platform: Platform, emit: EmitKind) -> CompileOptions {
    CompileOptions {
        platform,
        simt: false,
        passes: None,
        messages: None,
        verify_each: false,
        print_after: visa_passes::transforms::pipeline::PrintAfter::None,
        emit,
        keep_kernels: false,
        locations: true,
    }
}

/// Any module of two or more defined functions is cut into `parts`.
fn any_size(parts: usize) -> Split<'static> {
    Split { parts, min_part_bytes: 1, free_modules: true, source: None }
}

/// One thread's compile: (output, `--stats` text: memory operations, then counters).
fn whole(file: &str, bytes: &[u8], options: &CompileOptions) -> Option<(Vec<u8>, String)> {
    let context = visa_lower::input::ir::context_for(bytes);
    let loaded = visa_lower::input::ir::load_module(&context, file, bytes).ok()?;
    let memory = memory_op_report(&loaded);
    let compiled = compile(&loaded, options).ok()?;
    if options.emit == EmitKind::Visaasm {
        let mut streamed = Vec::new();
        let again = visa_lower::pipeline::compile::compile_to(&loaded, options, Some(&mut streamed)).ok()?;
        assert!(again.output.is_empty() && streamed == compiled.output, "{file}, streamed: other bytes");
    }
    Some((compiled.output, memory + &pipeline_report_text(&compiled.report, true, false)))
}

/// [`compile_split`] with the parts' memory operations read.
fn split_in(
    file: &str,
    bytes: &[u8],
    options: &CompileOptions,
    split: Split<'_>,
) -> Option<(CompileOutput, Vec<MemoryOps>)> {
    compile_split(file, bytes, options, split, &|loaded: &LoadedModule<'_>| MemoryOps::of(loaded), None)
}

/// Compiles `bytes` both ways; whether it was split.
fn agree(file: &str, bytes: &[u8], options: &CompileOptions, parts: usize) -> bool {
    let Some((compiled, memory)) = split_in(file, bytes, options, any_size(parts)) else { return false };
    let (output, stats) = whole(file, bytes, options)
        .unwrap_or_else(|| panic!("{file}: compiled in {parts} parts, but one thread refuses it"));
    assert!(compiled.output == output, "{file} in {parts} parts for {}: other bytes", options.platform);
    let split_stats = MemoryOps::concat(memory).report(file) + &pipeline_report_text(&compiled.report, true, false);
    assert_eq!(split_stats, stats, "{file} in {parts} parts: other statistics");
    if options.emit == EmitKind::Visaasm {
        // Streamed as each kernel is printed: the same bytes, none left in the output.
        let mut streamed = Vec::new();
        let read = |loaded: &LoadedModule<'_>| MemoryOps::of(loaded);
        let split = compile_split(file, bytes, options, any_size(parts), &read, Some(&mut streamed));
        let compiled = split.unwrap_or_else(|| panic!("{file}: split once, not when streamed")).0;
        assert!(compiled.output.is_empty() && streamed == output, "{file} in {parts} parts, streamed: other bytes");
    }
    // Each part's run of the text read in place from the file (as the CLI
    // does): the same bytes and statistics.
    let mut source = tempfile::tempfile().expect("scratch file");
    std::io::Write::write_all(&mut source, bytes).expect("scratch file written");
    let in_place = Split { source: Some(&source), ..any_size(parts) };
    let (compiled, memory) =
        split_in(file, bytes, options, in_place).unwrap_or_else(|| panic!("{file}: split once, not from the file"));
    assert!(compiled.output == output, "{file} in {parts} parts read in place: other bytes");
    let split_stats = MemoryOps::concat(memory).report(file) + &pipeline_report_text(&compiled.report, true, false);
    assert_eq!(split_stats, stats, "{file} in {parts} parts read in place: other statistics");
    true
}

fn testdata_modules() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let mut found: Vec<PathBuf> = walkdir::WalkDir::new(root)
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    found.sort();
    found
}

#[test]
fn testdata_modules_compile_in_parts_to_the_same_bytes() {
    let mut split = 0;
    for path in testdata_modules() {
        let bytes = std::fs::read(&path).expect("testdata");
        let file = path.to_string_lossy();
        // Xe2: `legacy_to_lsc`, a step of `legalize`, counts under its own name.
        let platforms =
            [(Platform::Gen9, EmitKind::Visaasm), (Platform::XeHpg, EmitKind::Isa), (Platform::Xe2, EmitKind::Isa)];
        for (platform, emit) in platforms {
            for parts in [2, 3] {
                split += usize::from(agree(&file, &bytes, &options(platform, emit), parts));
            }
        }
    }
    // 32 testdata modules define two functions or more (138 compiles of them split).
    assert!(split >= 120, "only {split} compiles were split");
}

#[test]
fn bitcode_compiles_in_parts_to_the_same_bytes() {
    let mut split = 0;
    for path in testdata_modules() {
        let text = std::fs::read(&path).expect("testdata");
        let context = visa_lower::input::ir::context_for(&text);
        let Ok(loaded) = visa_lower::input::ir::load_module(&context, "m.ll", &text) else { continue };
        let bitcode = loaded.module.write_bitcode_to_memory();
        let file = format!("{}.bc", path.display());
        // (A part may get no function: the parts are cut after reading.)
        for parts in [2, 3] {
            split += usize::from(agree(&file, bitcode.as_slice(), &options(Platform::XeLp, EmitKind::Visaasm), parts));
        }
    }
    assert!(split >= 300, "only {split} compiles were split");
}

/// `count` functions of `gathers` masked gathers each.
fn gathers(count: usize, gathers: usize) -> String {
    let mut text = String::from(
        "declare <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*>, i32, <16 x i1>, <16 x i32>)\n",
    );
    for f in 0..count {
        text += &format!("\ndefine <16 x i32> @k{f}(<16 x i32 addrspace(1)*> %p, <16 x i1> %m) {{\nentry:\n");
        let mut sum = "zeroinitializer".to_string();
        for g in 0..gathers {
            text += &format!(
                "  %q{g} = getelementptr i32, <16 x i32 addrspace(1)*> %p, i64 {g}\n  %v{g} = call <16 x i32> \
                 @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*> %q{g}, i32 4, <16 x i1> %m, \
                 <16 x i32> <i32 {f}, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, \
                 i32 11, i32 12, i32 13, i32 14, i32 15>)\n  %s{g} = add <16 x i32> {sum}, %v{g}\n"
            );
            sum = format!("%s{g}");
        }
        text += &format!("  ret <16 x i32> {sum}\n}}\n");
    }
    text
}

#[test]
fn a_module_split_in_parts_of_a_function_each_is_the_same() {
    let text = gathers(5, 7);
    assert!(agree("g.ll", text.as_bytes(), &options(Platform::XeHpc, EmitKind::Visaasm), 5));
    // Only as many parts as functions.
    assert!(agree("g.ll", text.as_bytes(), &options(Platform::XeHpc, EmitKind::Visaasm), 8));
}

#[test]
fn declines_what_must_compile_whole() {
    let opts = options(Platform::XeHpg, EmitKind::Visaasm);
    let module = |second: &str| format!("{}\n{second}", gathers(2, 2));
    // Calls are inlined across functions: the whole module compiles, no part could.
    let caller = "define i32 @caller(i32 %x) {\nentry:\n  %y = call i32 @twice(i32 %x)\n  ret i32 %y\n}\n\
                  define internal i32 @twice(i32 %x) {\nentry:\n  %y = add i32 %x, %x\n  ret i32 %y\n}\n";
    let calls = module(caller);
    assert!(split_in("c.ll", calls.as_bytes(), &opts, any_size(2)).is_none());
    assert!(whole("c.ll", calls.as_bytes(), &opts).is_some());
    // A part that fails: one thread gives the diagnostic.
    let bad =
        module("define void @bad(i32* %p) {\nentry:\n  %v = atomicrmw nand i32* %p, i32 1 seq_cst\n  ret void\n}\n");
    assert!(split_in("b.ll", bad.as_bytes(), &opts, any_size(2)).is_none());
    // Printing the IR is the whole module's; and below the size a part must have.
    let printing = CompileOptions { print_after: visa_passes::transforms::pipeline::PrintAfter::All, ..opts.clone() };
    let text = gathers(2, 2);
    assert!(split_in("g.ll", text.as_bytes(), &printing, any_size(2)).is_none());
    let small = Split { min_part_bytes: text.len(), ..any_size(2) };
    assert!(split_in("g.ll", text.as_bytes(), &opts, small).is_none());
    assert!(split_in("g.ll", text.as_bytes(), &opts, any_size(1)).is_none());
    assert!(split_in("g.ll", text.as_bytes(), &opts, any_size(2)).is_some());
}

/// `compile --jobs N` on a module large enough to split: the same output
/// and `--stats` as `--jobs 1`.
#[test]
fn the_cli_writes_the_same_bytes_on_any_number_of_threads() {
    let dir = tempfile::tempdir().expect("scratch folder");
    let input = dir.path().join("big.ll");
    let text = gathers(6, 140);
    assert!(text.len() > 2 * Split::MIN_PART_BYTES, "{} bytes", text.len());
    std::fs::write(&input, &text).expect("write");
    let run = |jobs: &str, emit: &str| {
        let out = dir.path().join(format!("out-{jobs}.{emit}"));
        let done = std::process::Command::new(env!("CARGO_BIN_EXE_visa-lower"))
            .args(["compile", "--stats", "--emit", emit, "--jobs", jobs, "-o"])
            .arg(&out)
            .arg(&input)
            .output()
            .expect("visa-lower runs");
        assert!(done.status.success(), "{}", String::from_utf8_lossy(&done.stderr));
        (std::fs::read(&out).expect("output"), done.stderr)
    };
    for emit in ["visaasm", "isa"] {
        let one = run("1", emit);
        assert!(!one.0.is_empty() && one.1.ends_with(b"\n"));
        assert_eq!(run("2", emit), one, "--emit {emit}");
        assert_eq!(run("3", emit), one, "--emit {emit}");
    }
    // The JSON report: kernels, messages, memory operations, statistics.
    let json = |jobs: &str| {
        let done = std::process::Command::new(env!("CARGO_BIN_EXE_visa-lower"))
            .args(["compile", "--json", "--jobs", jobs])
            .arg(&input)
            .output()
            .expect("visa-lower runs");
        assert!(done.status.success(), "{}", String::from_utf8_lossy(&done.stderr));
        done.stdout
    };
    let one = json("1");
    assert!(String::from_utf8_lossy(&one).contains("\"memory_operations\""));
    assert_eq!(json("2"), one);
}

/// The library API compiles a large module in parts to what one thread makes.
#[test]
fn the_api_compiles_a_large_module_to_the_same_result() {
    let text = gathers(6, 140);
    let module = visa_lower::api::Module::from_memory("big.ll", text.as_bytes().to_vec()).expect("reads");
    let compiled = module.compile(&visa_lower::api::CompileOptions::new(Platform::XeHpg)).expect("compiles");
    let (output, _) = whole("big.ll", text.as_bytes(), &options(Platform::XeHpg, EmitKind::Visaasm)).expect("whole");
    assert_eq!(compiled.text().expect("text").as_bytes(), output.as_slice());
    assert_eq!(compiled.memory_operations().len(), 6 * 140);
}

/// A large module whose last function is refused: `--jobs 2` gives the
/// diagnostic `--jobs 1` gives (one thread compiles it again), exit 2, and
/// writes nothing.
#[test]
fn a_refused_function_gets_the_one_thread_diagnostic() {
    let dir = tempfile::tempdir().expect("scratch folder");
    let input = dir.path().join("bad.ll");
    let text = gathers(6, 140)
        + "\ndefine void @bad(i32* %p) {\nentry:\n  %v = atomicrmw nand i32* %p, i32 1 seq_cst\n  ret void\n}\n";
    std::fs::write(&input, &text).expect("write");
    let run = |jobs: &str| {
        let out = dir.path().join(format!("out-{jobs}.visaasm"));
        let done = std::process::Command::new(env!("CARGO_BIN_EXE_visa-lower"))
            .args(["compile", "--jobs", jobs, "-o"])
            .arg(&out)
            .arg(&input)
            .output()
            .expect("visa-lower runs");
        assert_eq!(done.status.code(), Some(2), "{}", String::from_utf8_lossy(&done.stderr));
        assert!(!out.exists(), "--jobs {jobs} wrote output");
        String::from_utf8_lossy(&done.stderr).into_owned()
    };
    let one = run("1");
    let nand_line = text.lines().position(|l| l.contains("atomicrmw nand")).expect("nand") + 1;
    assert!(one.contains(&format!("bad.ll:{nand_line}:3: error:")), "{one}");
    assert_eq!(run("2"), one);
}

/// Layouts the outline must read as LLVM does: headers over several lines,
/// quoted names, braces in strings and comments, debug info, opaque pointers.
#[test]
fn unusual_layouts_split_to_the_same_bytes() {
    let gather =
        "declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)\n";
    let body = |n: u32| {
        format!(
            "entry:\n  ; a }} and a {{ in a comment\n  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 \
             addrspace(1)*> %p, i32 4, <8 x i1> %m, <8 x i32> <i32 {n}, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, \
             i32 7>)\n  ret <8 x i32> %v\n}}\n"
        )
    };
    let params = "<8 x i32 addrspace(1)*> %p, <8 x i1> %m";
    let typed = format!(
        "{gather}\n; define void @commented() {{\ndefine <8 x i32> @\"k one\"({params}) section \"s{{\" align 16 {{\n{}\
         define <8 x i32>\n  @\"k\\5Ctwo\"(\n    {params})\n{{\n{}\
         define internal <8 x i32> @k3({params}) #0 {{\n{}\
         define <8 x i32> @k4({params}) !dbg !3 {{\n{}\
         attributes #0 = {{ \"odd\"=\"}}\" nounwind }}\n\
         !llvm.dbg.cu = !{{!0}}\n!llvm.module.flags = !{{!2}}\n\
         !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n\
         !1 = !DIFile(filename: \"k.c\", directory: \"/\")\n!2 = !{{i32 2, !\"Debug Info Version\", i32 3}}\n\
         !3 = distinct !DISubprogram(name: \"k4\", scope: !1, file: !1, unit: !0, spFlags: DISPFlagDefinition)\n",
        body(0),
        body(1),
        body(2),
        body(3)
    );
    let opaque = format!(
        "declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)\n{}",
        (0..3)
            .map(|n| format!(
                "define <8 x i32> @o{n}(<8 x ptr addrspace(1)> %p, <8 x i1> %m) {{\n{}",
                body(n)
                    .replace("v8i32.v8p1i32", "v8i32.v8p1")
                    .replace("<8 x i32 addrspace(1)*>", "<8 x ptr addrspace(1)>")
            ))
            .collect::<String>()
    );
    for (name, text, functions) in [("typed.ll", &typed, 4), ("opaque.ll", &opaque, 3)] {
        assert_eq!(visa_lower::input::split::outline(text).map(|d| d.len()), Some(functions), "{name}");
        for parts in 2..=functions {
            assert!(
                agree(name, text.as_bytes(), &options(Platform::XeHpg, EmitKind::Visaasm), parts),
                "{name}: not split"
            );
        }
    }
}

/// Kernel names are made unique in program order. Parts finish their
/// kernels apart, so two parts that would give one name decline the split
/// (one thread then suffixes the later kernel); a clash inside one part is
/// settled there, as one thread does.
#[test]
fn kernel_names_clashing_across_parts_compile_whole() {
    let opts = options(Platform::XeHpg, EmitKind::Visaasm);
    // `@"k.0"` and `@k_0` both ask for the kernel name `k_0`.
    let clash = |text: String| text.replacen("@k0(", "@\"k.0\"(", 1).replacen("@k1(", "@k_0(", 1);
    let text = clash(gathers(3, 2));
    let (whole_output, _) = whole("n.ll", text.as_bytes(), &opts).expect("one thread compiles it");
    let printed = String::from_utf8(whole_output).expect("vISA text");
    assert!(printed.contains(".kernel k_0 ") && printed.contains(".kernel k_0_1 "), "{printed}");
    // Parts of one function each: the clash spans two parts.
    assert!(split_in("n.ll", text.as_bytes(), &opts, any_size(3)).is_none());
    // Two parts, the clashing pair in the first: split, the same bytes.
    assert!(agree("n.ll", text.as_bytes(), &opts, 2));
}
