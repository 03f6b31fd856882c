//! IGC's own `.visaasm` (testdata/igc/<platform>/, written by IGC and copied
//! byte for byte by scripts/gen_igc_corpus.py from the kernels of
//! testdata/igc/src/):
//!
//! * every file parses and round-trips through the printer and the binary
//!   codec;
//! * every file verifies for the platform it was compiled for, except the
//!   intended disagreements listed in [`INTENDED`] (IGC writes what the spec
//!   pages forbid), whose exact errors are pinned;
//! * every kernel runs with `validate` against its source `.ll`, bound by the
//!   IR's names in the launch spec of testdata/igc/launch/ (the inputs by
//!   position, the stack-called functions joined from `<kernel>_f<n>`), and
//!   computes what its source kernel says (values worked out here from the
//!   source, not read from the emulator), agreeing with the reference;
//! * run as a `.visaasm` alone, without the function files, a kernel that
//!   calls a function is refused before running, at the `file:line:col` of
//!   the call, which the message names;
//! * a snapshot per file pins the verdict and the run or the refusal.

use std::path::{Path, PathBuf};
use std::process::Command;

use visa_lower::commands::validate::{self, Validated};
use visa_lower::pipeline::{run::run_visaasm, run::RunRequest};
use visa_lower::visa::{binary, text::parse, text::print, verify};
use visa_lower::Platform;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The platforms Intel's dumps were made for: the ocloc that wrote them
/// (22.43) knows no MTL, LNL or BMG device.
const DUMPED: [Platform; 4] = [Platform::Gen9, Platform::XeLp, Platform::XeHpg, Platform::XeHpc];

/// Every dump with its platform (the folder's name).
fn corpus() -> Vec<(PathBuf, Platform)> {
    let mut files = Vec::new();
    for platform in DUMPED {
        let dir = root().join("testdata/igc").join(platform.name());
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "visaasm") {
                files.push((path, platform));
            }
        }
    }
    files.sort();
    files
}

/// The path relative to the crate root, as diagnostics show it.
fn display(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

/// `testdata/igc/launch/<kernel>.toml`, the launch spec of a dump's source
/// kernel (`testdata/igc/src/<kernel>.ll`), binding the IR's names.
fn launch_spec(path: &Path) -> PathBuf {
    let stem = path.file_stem().expect("a file name");
    root().join("testdata/igc/launch").join(stem).with_extension("toml")
}

/// Where our verifier and IGC 1.0.12504 disagree on IGC's own output: the
/// file and the verifier errors it gets, exactly. Both are spec rules that
/// IGC does not follow (docs/igc-dialect.md, "Intended disagreements").
const INTENDED: [(&str, &[&str]); 2] = [
    (
        // vISA spec, Instructions chapter marks TYPED_ATOMIC {-PVC}; IGC emits it for PVC
        // (as SIMD16) and its assembler accepts it.
        "testdata/igc/xehpc/typed_atomic.visaasm",
        &[
            "kernel typed_atomic, instruction #8 (typed_atomic): [message-available] TYPED_ATOMIC is not available \
             on xehpc; it is available on gen9, xelp, xehpg, mtl (vISA spec, Instructions chapter: TYPED_ATOMIC {-PVC} (legacy typed messages end before PVC))",
            "kernel typed_atomic, instruction #11 (typed_atomic): [message-available] TYPED_ATOMIC is not \
             available on xehpc; it is available on gen9, xelp, xehpg, mtl (vISA spec, Instructions chapter: TYPED_ATOMIC {-PVC} (legacy typed messages end before PVC))",
        ],
    ),
    (
        // "Unless otherwise specified, all raw operands must be GRF-aligned":
        // IGC gives SVM_BLOCK_ST a dword-aligned 32-byte source on PVC's 64-byte
        // GRF; both assemblers GRF-align it, and validate runs it with a warning.
        "testdata/igc/xehpc/implicit.visaasm",
        &["kernel implicit, instruction #13 (svm_block_st): [raw-align] src V40.0 lies in V40, declared align=dword \
           (4 bytes); raw operands need GRF alignment (64 bytes) (vISA spec, Operands chapter: Raw Operands)"],
    ),
];

#[test]
fn every_dump_parses_round_trips_and_verifies() {
    let files = corpus();
    assert_eq!(files.len(), 44, "11 units (10 kernels and a function) on each of the 4 platforms");
    for (path, platform) in &files {
        let name = display(path);
        let text = std::fs::read_to_string(path).expect("readable");
        let program = parse::parse_program(&text).unwrap_or_else(|e| panic!("{name}:{e}"));
        let printed = print::print_program(&program);
        assert_eq!(parse::parse_program(&printed).as_ref(), Ok(&program), "{name}: print/parse\n{printed}");
        for kernel in &program.kernels {
            let bytes = binary::encode_body(&kernel.body).unwrap_or_else(|e| panic!("{name}: encode: {e}"));
            assert_eq!(binary::decode_body(&bytes).as_ref(), Ok(&kernel.body), "{name}: binary round trip");
        }
        let errors: Vec<String> = match verify::verify_program(&program, *platform) {
            Ok(()) => Vec::new(),
            Err(errors) => errors.iter().map(ToString::to_string).collect(),
        };
        let intended: Vec<String> = INTENDED
            .iter()
            .find(|(file, _)| *file == name)
            .map(|(_, errors)| errors.iter().map(|e| e.to_string()).collect())
            .unwrap_or_default();
        assert_eq!(errors, intended, "{name} on {platform}");
    }
}

/// The dialect's pieces are all in the corpus (so the tests above exercise
/// them): quoted names, predefined-variable comments, `v_name`, implicit
/// inputs, `.kernel_attr`, `.function`, labels, `.funcdecl`, `.global_function`,
/// surfaces with `movs`, predefined variables as operands and alias bases.
#[test]
fn corpus_covers_the_dialect() {
    let all: String = corpus().iter().map(|(p, _)| std::fs::read_to_string(p).expect("readable")).collect();
    for piece in [
        ".kernel \"",
        "// .decl V1 v_type=G v_name=%thread_x",
        "v_type=T num_elts=1 v_name=T6",
        ".implicit_LOCAL_ID ",
        ".implicit_UNDEFINED_12 ",
        ".kernel_attr Target=\"cm\"",
        ".function \"",
        "\nBB_1:",
        ".funcdecl \"twice\"",
        ".global_function \"twice\"",
        "movs (M1, 1) T7(0) 0x1:ud",
        "%group_id_x(0,0)<0;1,0>",
        "alias=<%arg, 0>",
        "(~)V",
    ] {
        assert!(all.contains(piece), "no dump contains {piece:?}");
    }
    let mut mnemonics: Vec<String> = Vec::new();
    for (path, _) in corpus() {
        let program = parse::parse_program(&std::fs::read_to_string(&path).expect("readable")).expect("parses");
        mnemonics.extend(program.kernels.iter().flat_map(|k| &k.body).map(|i| i.mnemonic().to_string()));
    }
    mnemonics.sort();
    mnemonics.dedup();
    let expected = [
        "add",
        "add3",
        "addc",
        "and",
        "asr",
        "bfn",
        "call",
        "cmp",
        "div",
        "fcall",
        "fret",
        "gather4_scaled",
        "goto",
        "jmp",
        "label",
        "mad",
        "max",
        "min",
        "mov",
        "movs",
        "mul",
        "mulh",
        "or",
        "ret",
        "scatter4_scaled",
        "sel",
        "setp",
        "shl",
        "shr",
        "sqrt",
        "subroutine",
        "svm_block_ld",
        "svm_block_st",
        "svm_gather",
        "svm_scatter",
        "typed_atomic",
    ];
    assert_eq!(mnemonics, expected);
}

/// The dump run as a `.visaasm` alone (`visa-lower run`), without a launch spec.
fn run(path: &Path, platform: Platform) -> Result<visa_lower::exec::report::RunReport, String> {
    let text = std::fs::read_to_string(path).expect("readable");
    let file = display(path);
    let request = RunRequest {
        file: &file,
        text: &text,
        launch: None,
        platform: Some(platform),
        kernel: None,
        ub_error: true,
        budget: None,
    };
    run_visaasm(&request).map_err(|d| d.iter().map(|d| format!("{d}\n")).collect())
}

/// The dump validated against its source kernel (`visa-lower validate
/// testdata/igc/src/K.ll DUMP --launch testdata/igc/launch/K.toml`, the
/// functions in `K_f<n>.visaasm` joined): the report of the launch spec's
/// dispatch mask and the verdict of every mask, or the diagnostics.
fn validated(path: &Path, platform: Platform) -> Result<Validated, String> {
    let stem = path.file_stem().and_then(|s| s.to_str()).expect("a file name");
    let ll = format!("testdata/igc/src/{stem}.ll");
    let ir_bytes = std::fs::read(root().join(&ll)).expect("the source kernel");
    let spec = launch_spec(path);
    let spec_text = std::fs::read_to_string(&spec).unwrap_or_else(|e| panic!("{}: {e}", spec.display()));
    let spec_file = display(&spec);
    let (visa_file, visa_text) = (display(path), std::fs::read_to_string(path).expect("readable"));
    let function_files: Vec<(String, String)> = validate::functions_beside(path)
        .iter()
        .map(|f| (display(f), std::fs::read_to_string(f).expect("readable")))
        .collect();
    let request = validate::ValidateRequest {
        ir_file: &ll,
        ir_bytes: &ir_bytes,
        visa_file: &visa_file,
        visa_text: &visa_text,
        function_files: &function_files,
        launch: (&spec_file, &spec_text),
        platform,
        budget: None,
        masks: Default::default(),
    };
    validate::validate(&request).map_err(|d| d.iter().map(|d| format!("{d}\n")).collect())
}

/// `validated`, which must agree under every dispatch mask: the report.
fn agreeing(kernel: &str, platform: Platform) -> visa_lower::exec::report::RunReport {
    let path = root().join("testdata/igc").join(platform.name()).join(format!("{kernel}.visaasm"));
    let validated = validated(&path, platform).unwrap_or_else(|e| panic!("{kernel} on {platform}: {e}"));
    assert_eq!(
        validated.exit_code(),
        0,
        "{kernel} on {platform}:\n{}{}",
        validated.report.text(),
        validated.masks_text()
    );
    validated.report
}

fn dwords(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// gather_scatter4.ll: `v[i] = pred[i] ? *addrs[i] : bias[i]` with lane 6
/// off, `r = v + bias`, and `buf[(28 - 4i) / 4] = r[i]` (channel R of
/// SCATTER4_SCALED at byte offsets 28, 24, ..., 0).
#[test]
fn gather_scatter4_computes_its_source() {
    let src = [10u32, 20, 30, 40, 50, 60, 70, 80];
    let bias = [1000u32, 2000, 3000, 4000, 5000, 6000, 7000, 8000];
    let mut expected = [0u32; 8];
    for i in 0..8 {
        let v = if i == 6 { bias[i] } else { src[i] };
        expected[7 - i] = v + bias[i];
    }
    for platform in DUMPED {
        let report = agreeing("gather_scatter4", platform);
        let buf = report.memory.surfaces.get(&1).expect("the surface at bti 1");
        assert_eq!(dwords(buf), expected, "{platform}");
        let src_after = report.memory.svm.allocation("src").expect("src").bytes.clone();
        assert_eq!(dwords(&src_after), src, "{platform}: the gather leaves memory alone");
    }
}

/// typed_atomic.ll: `old = atomic add 5` on texels 0..7 of the image at bti 1,
/// then `atomic min old` on texels 0..3 of the image at bti 2 (unsigned).
#[test]
fn typed_atomic_computes_its_source() {
    let counters = [1u32, 2, 3, 4, 5, 6, 7, 8];
    let low = [3u32; 8];
    let added: Vec<u32> = counters.iter().map(|c| c + 5).collect();
    let minimum: Vec<u32> = (0..8).map(|i| if i < 4 { low[i].min(counters[i]) } else { low[i] }).collect();
    // On xehpc too: the page marks TYPED_ATOMIC -PVC (an intended
    // disagreement above), and validate runs it with a warning.
    for platform in DUMPED {
        let report = agreeing("typed_atomic", platform);
        assert_eq!(dwords(&report.memory.images[&1].data), added, "{platform}");
        assert_eq!(dwords(&report.memory.images[&2].data), minimum, "{platform}");
    }
}

/// The dumps `validate` runs against their source kernel and that agree
/// (on every platform that has them), each with a test that it computes its
/// source; `simdcf` is run alone ([`simdcf_runs_its_goto_as_the_spec_says`]):
/// its IR is outside the input contract.
const RUNNABLE: [&str; 9] = [
    "arith.visaasm",
    "gather_scatter4.visaasm",
    "simdcf.visaasm",
    "loop.visaasm",
    "typed_atomic.visaasm",
    "scaled.visaasm",
    "svm_block.visaasm",
    "svm_add.visaasm",
    // tests/it/validate.rs, `implicit_inputs_come_from_the_launch_spec`.
    "implicit.visaasm",
];

/// scaled.ll: GATHER4_SCALED reads channels R and G of dword pairs at byte
/// offsets 8i of the buffer at bti 1, SCATTER4_SCALED writes R + G to byte
/// 64 + 8i (IGC widens the messages to SIMD16 on xehpc; lanes 8..15 read
/// and write past the 128-byte buffer, where reads are zero and writes dropped).
#[test]
fn scaled_computes_its_source() {
    let buf: Vec<u32> = (1..=16).collect();
    let mut expected = buf.clone();
    expected.extend([0u32; 16]);
    for i in 0..8 {
        expected[16 + 2 * i] = buf[2 * i] + buf[2 * i + 1];
    }
    for platform in DUMPED {
        let report = agreeing("scaled", platform);
        assert_eq!(dwords(&report.memory.surfaces[&1]), expected, "{platform}");
    }
}

/// arith.ll on every platform (ADDC and BFN in the dumps for xelp and
/// later): integer arithmetic, min/max and a select, then `fma`,
/// `genx.sqrt`, `fdiv` and `fneg`, then 64-bit products, worked out on the
/// host from the source (the emulator computes SQRT and DIV exactly,
/// rounded once, as the host does; NaN lanes compare as NaN).
#[test]
fn arith_computes_its_source() {
    for platform in DUMPED {
        arith_on(platform);
    }
}

fn arith_on(platform: Platform) {
    let a = [-252i32, 13, 283, 777, -511, -765, 261, -756];
    let b = [7i32, 14, 55, 22, 43, 44, 45, 57];
    let report = agreeing("arith", platform);
    let out = report.memory.svm.allocation("out").expect("out").bytes.clone();
    for (i, (&x, &y)) in a.iter().zip(&b).enumerate() {
        let s = x.wrapping_sub(y);
        let m = s.wrapping_mul(y);
        let p = (!m | x) & 255;
        assert!(p < 32, "lane {i}: the launch spec keeps shift counts below 32");
        let q = ((m as u32) >> 3) as i32;
        let r = s >> p;
        let selected = if x > y { (q.min(r) as u32).max(p as u32) } else { q as u32 };
        assert_eq!(dwords(&out[..32])[i], selected, "{platform}: int lane {i}");
        let fused = (x as f32).mul_add(y as u32 as f32, 0.5);
        let expected = -(fused.sqrt() / y as u32 as f32);
        let actual = f32::from_bits(dwords(&out[32..64])[i]);
        assert!(
            actual == expected || (actual.is_nan() && expected.is_nan()),
            "{platform}: float lane {i}: {actual} {expected}"
        );
        let product = i64::from(x).wrapping_mul(i64::from(y as u32));
        let sum = product.wrapping_add(i64::from(product as i16));
        let at = 64 + 8 * i;
        let mut q = [0u8; 8];
        q.copy_from_slice(&out[at..at + 8]);
        assert_eq!(i64::from_le_bytes(q), sum, "{platform}: i64 lane {i}");
    }
}

/// svm_block.ll: SVM_BLOCK_LD of 8 dwords from `src`, add 1, SVM_BLOCK_ST to `dst`.
#[test]
fn svm_block_computes_its_source() {
    let src = [10u32, 20, 30, 40, 50, 60, 70, 80];
    for platform in DUMPED {
        let report = agreeing("svm_block", platform);
        let dst = report.memory.svm.allocation("dst").expect("dst").bytes.clone();
        assert_eq!(dwords(&dst), src.map(|v| v + 1), "{platform}");
    }
}

/// loop.ll: `dst[i] = sum over k < n of (src[i] + k)` with n = 3, a JMP loop
/// (xehpg and xehpc fold its adds into ADD3).
#[test]
fn loop_computes_its_source() {
    let src = [10u32, 20, 30, 40, 50, 60, 70, 80];
    let n = 3;
    let expected = src.map(|s| (0..n).map(|k| s + k).sum::<u32>());
    for platform in DUMPED {
        let report = agreeing("loop", platform);
        let dst = report.memory.svm.allocation("dst").expect("dst").bytes.clone();
        assert_eq!(dwords(&dst), expected, "{platform}");
    }
}

/// simdcf.ll through IGC: `cmp.lt P1 v 1; (!P1) goto BB_1`, then the block
/// sets P2 on the channels still active and `(P2) shl v 1` at BB_1. By the
/// vISA spec (GOTO notes; Execution model chapter, Branch instructions) the
/// predicated channels of a forward GOTO, here v >= 1, wait at the label, so
/// the lanes with v < 1 are doubled. (The source's comment says the positive
/// lanes double: the vc-intrinsics text for llvm.genx.simdcf.goto gives the
/// condition's sense both ways, its formula keeping the condition's channels
/// enabled and its prose disabling them.)
#[test]
fn simdcf_runs_its_goto_as_the_spec_says() {
    let buf = [5i32, -3, 0, 7, -1, 2, 0, 100];
    let expected = buf.map(|v| if v < 1 { v << 1 } else { v });
    // The source reads a global (`@EM`), outside the input contract, so
    // `validate` refuses it; the dump runs alone, its input bound by name.
    let spec = "[[buffer]]\nname = \"buf\"\nelement = \"i32\"\ndata = [5, -3, 0, 7, -1, 2, 0, 100]\n\n[args]\nV32 = \"@buf\"\n";
    for platform in DUMPED {
        let path = root().join("testdata/igc").join(platform.name()).join("simdcf.visaasm");
        let (file, text) = (display(&path), std::fs::read_to_string(&path).expect("readable"));
        let request = RunRequest {
            file: &file,
            text: &text,
            launch: Some(("simdcf.toml", spec)),
            platform: Some(platform),
            kernel: None,
            ub_error: true,
            budget: None,
        };
        let report = run_visaasm(&request).unwrap_or_else(|e| panic!("{platform}: {e:?}"));
        assert_eq!(report.exit_code(), 0, "{platform}:\n{}", report.text());
        let after = report.memory.svm.allocation("buf").expect("buf").bytes.clone();
        assert_eq!(dwords(&after), expected.map(|v| v as u32), "{platform}");
    }
}

/// svm_add.ll: SVM_GATHER of 8 dwords from `src`, add 1, SVM_SCATTER to
/// `dst`; Intel's compiler computes the 64-bit addresses with a 64-bit add
/// on gen9 and xehpc, with ADDC and the carry into the high dwords (ADD3 on
/// xehpg) on xelp and xehpg, whose ALU has no 64-bit add.
#[test]
fn svm_add_computes_its_source() {
    let src = [10u32, 20, 30, 40, 50, 60, 70, 80];
    for platform in DUMPED {
        let report = agreeing("svm_add", platform);
        let dst = report.memory.svm.allocation("dst").expect("dst").bytes.clone();
        assert_eq!(dwords(&dst), src.map(|v| v + 1), "{platform}");
    }
}

/// Every dump outside the emulator's set is refused before it runs, at the
/// first instruction the emulator cannot run: the diagnostic is located, and
/// the line it points at holds the instruction (or operand) it names. What
/// is left are the calls: `call`'s `fcall` of `twice`, whose body is in
/// `call_f0` (a file of its own, which [`validated`] joins), and `call_f0`
/// itself, a function, whose `fret` returns to a caller.
#[test]
fn the_others_are_refused_where_the_missing_instruction_is() {
    let mut refused = 0;
    for (path, platform) in corpus() {
        let name = display(&path);
        let runs = RUNNABLE.iter().any(|f| name.ends_with(&format!("/{f}")));
        if runs || INTENDED.iter().any(|(f, _)| *f == name) {
            continue;
        }
        let error = run(&path, platform).err().unwrap_or_else(|| panic!("{name} ran"));
        let prefix = format!("{name}:");
        let rest = error.strip_prefix(&prefix).unwrap_or_else(|| panic!("not located: {error}"));
        let (line, rest) = rest.split_once(':').expect("line");
        let (col, rest) = rest.split_once(':').expect("col");
        let (line, col): (usize, usize) = (line.parse().expect("line number"), col.parse().expect("col number"));
        let message = rest.strip_prefix(" error: cannot run kernel ").unwrap_or_else(|| panic!("{error}"));
        assert!(message.contains(" on the emulator: "), "{error}");
        let text = std::fs::read_to_string(&path).expect("readable");
        let located = text.lines().nth(line - 1).expect("the line exists");
        assert_eq!(col, located.len() - located.trim_start().len() + 1, "{error}");
        let named = message
            .split(": the emulator does not implement ")
            .nth(1)
            .map(|m| m.split(';').next().unwrap_or(m).to_string())
            .or_else(|| message.split(": ").nth(1).and_then(|m| m.split(' ').next()).map(str::to_string))
            .expect("names an instruction");
        let instruction = located.trim_start();
        // After the predicate, if any: `(P1) gather4_scaled...`.
        let instruction = match instruction.strip_prefix('(') {
            Some(rest) => rest.split_once(") ").map_or(instruction, |(_, i)| i),
            None => instruction,
        };
        assert!(instruction.starts_with(&named), "{error}\nline {line}: {located}");
        refused += 1;
    }
    assert_eq!(refused, 8, "44 dumps: 9 kernels that run on 4 platforms, `call` and `call_f0` refused on each");
}

/// The command line: the exact refusal and exit code 2.
#[test]
fn run_refuses_with_a_located_error_and_exit_code_2() {
    let out = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
        .current_dir(root())
        .args(["run", "testdata/igc/xehpg/call.visaasm", "--platform", "xehpg"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr,
        "testdata/igc/xehpg/call.visaasm:100:5: error: cannot run kernel call on the emulator: fcall calls function \
         `twice`, which no unit of testdata/igc/xehpg/call.visaasm defines (append the file that defines it, \
         without its `.version` line: docs/validate.md)\n    fcall (M1, 16) twice 1 1                                                     /// $21\n    ^\n"
    );
}

/// One snapshot per dump: the verdict for its platform, then `validate`'s
/// report against its source kernel and every dispatch mask's verdict, or
/// the diagnostics (a function, `call_f0`, is run alone: refused).
#[test]
fn snapshots() {
    insta::glob!("../../testdata", "igc/*/*.visaasm", |path| {
        let platform: Platform = path
            .parent()
            .and_then(Path::file_name)
            .and_then(|p| p.to_str())
            .and_then(|p| p.parse().ok())
            .expect("a platform folder");
        let function = path.file_stem().and_then(|s| s.to_str()).is_some_and(|s| s.contains("_f"));
        let outcome = match function {
            true => run(path, platform).map(|report| report.text()),
            false => validated(path, platform).map(|v| {
                let warnings: String =
                    v.warnings.iter().map(|w| format!("{w}\n").replacen(": error: ", ": warning: ", 1)).collect();
                format!("{warnings}{}{}", v.report.text(), v.masks_text())
            }),
        };
        let outcome = outcome.unwrap_or_else(|diagnostics| diagnostics);
        insta::assert_snapshot!(format!("platform {platform}\n{outcome}"));
    });
}
