//! Intel's vISA assembler as the judge: every kernel this project emits for
//! `testdata/` (every `.ll`, all four platforms, as `visa-lower compile`
//! writes it) and for a sample of fuzz cases is assembled by `GenX_IR` with
//! `-binary`, which must accept it and write a Gen binary. A rejection fails
//! the test with the assembler's message and the kernel. The object files
//! of `compile --emit isa` are read by the assembler too, and its own
//! disassembly of them is the text `compile` writes.
//!
//! The assembler is Debian's `libigc-tools` (`.ci/run` installs it). Without
//! it this test fails, saying so: it never skips.

use crate::assembler_support;

use assembler_support::{assemble_all, compile_ll, testdata_ll_files, Job};
use rayon::prelude::*;
use visa_lower::assembler::{assemble, rejections, Input, Verdict};
use visa_lower::driver::EmitKind;
use visa_lower::fuzz::gen::{random_case, GenOptions, KERNEL};
use visa_lower::visa::{isa_file, parse, print, Program, SurfaceId};
use visa_lower::Platform;

/// The kernels of `visa-lower compile`'s text for `ll` on `platform` (none
/// when it refuses the file), one job each.
fn compiled(file: &str, ll: &[u8], platform: Platform, simt: bool) -> Vec<Job> {
    let Ok(text) = compile_ll(file, ll, platform, simt, EmitKind::Visaasm) else { return Vec::new() };
    let text = String::from_utf8(text).unwrap_or_else(|e| panic!("{file}: the output is not UTF-8: {e}"));
    let program = parse::parse_program(&text).unwrap_or_else(|e| panic!("{file} on {platform}: {e}\n{text}"));
    program
        .kernels
        .into_iter()
        .map(|k| {
            let name = format!("{file} on {platform}, kernel {}", k.name);
            let one = Program { version: program.version, kernels: vec![k] };
            Job { name, platform, text: print::print_program(&one) }
        })
        .collect()
}

#[test]
fn every_emitted_kernel_assembles() {
    let mut jobs = Vec::new();
    for (file, bytes) in testdata_ll_files() {
        for platform in Platform::ALL {
            jobs.extend(compiled(&file, &bytes, platform, false));
        }
    }
    let testdata_kernels = jobs.len();
    // A sample of the fuzzer's kernels (seed 12), as it draws them: every
    // message and generic intrinsic, SIMT or not, all platforms.
    let options = GenOptions::default();
    for index in 0..150 {
        let case = random_case(12, index, &options);
        let ll = case.render().ll;
        let name = format!("fuzz case {}.ll", case.name);
        let kernels = compiled(&name, ll.as_bytes(), case.platform, case.simt);
        assert!(kernels.len() <= 1 && kernels.iter().all(|j| j.name.ends_with(&format!("kernel {KERNEL}"))));
        jobs.extend(kernels);
    }
    assert!(testdata_kernels > 400, "only {testdata_kernels} testdata kernels were emitted");
    assert!(jobs.len() > testdata_kernels + 80, "only {} fuzz kernels compiled", jobs.len() - testdata_kernels);

    let results = assemble_all(&jobs, true);
    let mut per_platform = std::collections::BTreeMap::new();
    for (k, (job, result)) in jobs.iter().zip(&results).enumerate() {
        let source = if k < testdata_kernels { "testdata" } else { "fuzz sample" };
        let entry = per_platform.entry((source, job.platform)).or_insert((0, 0));
        entry.1 += 1;
        if result.is_ok() {
            entry.0 += 1;
        }
    }
    for ((source, platform), (ok, all)) in &per_platform {
        eprintln!("GenX_IR -binary accepted {ok}/{all} {source} kernels on {platform}");
    }
    let failures: Vec<String> = jobs
        .iter()
        .zip(&results)
        .filter_map(|(job, r)| r.as_ref().err().map(|why| format!("{}: {why}\n{}", job.name, job.text)))
        .collect();
    assert!(
        failures.is_empty(),
        "Intel's assembler rejected {} of {} kernels:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.iter().take(5).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// The fuzzer assembles its sample in batches (`assembler::rejections`):
/// the assembler judges every kernel of a file, so a batch holding one
/// broken kernel among fuzz kernels is rejected, and the rejection goes to
/// exactly that kernel, in the assembler's words for it alone; the others,
/// and a batch of good kernels, are accepted.
#[test]
fn a_batch_of_kernels_names_the_one_the_assembler_rejects() {
    let assembler = assembler_support::assembler();
    let platform = Platform::XeHpg;
    let options = GenOptions { platforms: vec![platform], ..GenOptions::default() };
    let good: Vec<_> = (0..40)
        .flat_map(|index| {
            let case = random_case(12, index, &options);
            compiled(&format!("{}.ll", case.name), case.render().ll.as_bytes(), platform, case.simt)
        })
        .take(7)
        .map(|job| parse::parse_program(&job.text).expect("our text parses").kernels.remove(0))
        .collect();
    assert_eq!(good.len(), 7, "too few fuzz kernels compiled");
    assert_eq!(rejections(&assembler, platform, &good), vec![None; 7]);
    // A logic instruction on floats: the assembler's verifier refuses it
    // (every kernel of the batch has the fuzzer's name `kernel`).
    let broken = ".version 4.1\n.kernel kernel\n.decl f v_type=G type=f num_elts=8 align=GRF\n    \
                  and (M1_NM, 1) f(0,0)<1> f(0,0)<0;1,0> 0x1:f\n    ret (M1, 1)\n";
    let alone = match assemble(&assembler, Input::Text(broken), platform, false).expect("the assembler runs") {
        Verdict::Rejected(said) => said,
        accepted => panic!("the broken kernel was accepted: {accepted:?}"),
    };
    assert!(alone.contains("logic"), "{alone}");
    let mut batch = good.clone();
    batch.insert(3, parse::parse_program(broken).expect("parses").kernels.remove(0));
    let verdicts = rejections(&assembler, platform, &batch);
    let rejected: Vec<usize> = (0..batch.len()).filter(|&i| verdicts[i].is_some()).collect();
    assert_eq!(rejected, vec![3], "{verdicts:?}");
    assert_eq!(verdicts[3].as_deref(), Some(alone.as_str()));
}

/// The lines two `.visaasm` texts of one program must share: general and
/// predicate declarations, general inputs, instructions; comments and
/// spacing dropped. Declared surfaces are named `T<n>` (as the assembler's
/// disassembler names them).
fn comparable(text: &str) -> Vec<String> {
    // The disassembler writes the first instruction on its last header line.
    let text = text.replace("\"    ", "\"\n    ");
    text.lines()
        .map(|l| l.split("///").next().unwrap_or("").trim_end())
        .filter(|l| {
            l.starts_with("    ") && !l.trim().is_empty()
                || l.starts_with(".decl") && (l.contains("v_type=G") || l.contains("v_type=P")) && !l.starts_with("// ")
                || l.starts_with(".input") && !l.starts_with(".input T")
        })
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// `compile --emit isa` of every testdata file on every platform is the
/// object file of its text; each kernel's object file is read by the
/// assembler, which writes a Gen binary, and its disassembly is our text of
/// the same kernel.
#[test]
fn every_object_file_assembles_and_disassembles_to_our_text() {
    let assembler = assembler_support::assembler();
    let mut jobs = Vec::new();
    for (file, bytes) in testdata_ll_files() {
        for platform in Platform::ALL {
            let compiled = |emit| compile_ll(&file, &bytes, platform, false, emit).ok();
            let (Some(object), Some(text)) = (compiled(EmitKind::Isa), compiled(EmitKind::Visaasm)) else { continue };
            let program = parse::parse_program(&String::from_utf8_lossy(&text)).expect("our text parses");
            assert_eq!(Ok(&object), isa_file::encode_file(&program).as_ref(), "{file} on {platform}");
            // One object per kernel: the assembler's disassembler writes
            // every kernel of a file to one output.
            for mut k in program.kernels {
                for (i, s) in k.surfaces.iter_mut().enumerate() {
                    s.name = format!("T{}", SurfaceId::from_decl_index(i).map_or(0, |id| id.0));
                }
                // Address variables are `A<n>` to it, whatever their names.
                for (i, a) in k.addrs.iter_mut().enumerate() {
                    a.name = format!("A{i}");
                }
                let one = Program { version: program.version, kernels: vec![k] };
                let object = isa_file::encode_file(&one).expect("encodes");
                jobs.push(ObjectJob::new(
                    format!("{file} on {platform}, kernel {}", one.kernels[0].name),
                    platform,
                    object,
                    &one,
                ));
            }
        }
    }
    assert!(jobs.len() > 600, "only {} object files", jobs.len());
    let failures = read_back(&assembler, &jobs, true);
    eprintln!("GenX_IR read {} of {} object files back to our text", jobs.len() - failures.len(), jobs.len());
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.iter().take(8).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// IGC's own dumps (`testdata/igc/`, each on its platform) as object
/// files: the assembler reads each back to the same text, so the binary
/// forms of the dialect's instructions (labels, jumps, ADDC, BFN, MOVS, the
/// SVM block messages, ...) are the ones Intel's reader reads. Units the
/// object file has no place for (global functions, FCALL) are left out;
/// `v_name`, a text-only annotation, is dropped.
#[test]
fn igc_dumps_read_back_from_our_object_files() {
    let assembler = assembler_support::assembler();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut jobs = Vec::new();
    for platform in Platform::ALL {
        let dir = root.join("testdata/igc").join(platform.to_string());
        let mut files: Vec<_> = std::fs::read_dir(&dir).expect("the IGC corpus").flatten().map(|e| e.path()).collect();
        files.sort();
        for path in files.into_iter().filter(|p| p.extension().is_some_and(|x| x == "visaasm")) {
            let text = std::fs::read_to_string(&path).expect("readable");
            let program = parse::parse_program(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            for mut k in program.kernels {
                for (i, s) in k.surfaces.iter_mut().enumerate() {
                    s.v_name = None;
                    s.name = format!("T{}", SurfaceId::from_decl_index(i).map_or(0, |id| id.0));
                }
                let one = Program { version: program.version, kernels: vec![k] };
                let Ok(object) = isa_file::encode_file(&one) else { continue };
                let name = format!("{} on {platform}, unit {}", path.display(), one.kernels[0].name);
                jobs.push(ObjectJob::new(name, platform, object, &one));
            }
        }
    }
    assert!(jobs.len() >= 36, "only {} IGC units encode", jobs.len());
    let failures = read_back(&assembler, &jobs, false);
    eprintln!("GenX_IR read {} of {} IGC units back from our object files", jobs.len() - failures.len(), jobs.len());
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// One object file for the assembler to read back: its program's text and
/// label names.
struct ObjectJob {
    name: String,
    platform: Platform,
    object: Vec<u8>,
    text: String,
    labels: Vec<String>,
}

impl ObjectJob {
    fn new(name: String, platform: Platform, object: Vec<u8>, program: &Program) -> ObjectJob {
        let labels = program.kernels.iter().flat_map(|k| k.labels.iter().map(|l| l.name.clone())).collect();
        ObjectJob { name, platform, object, text: print::print_program(program), labels }
    }
}

/// The jobs the assembler does not accept (with `-binary`: and write a Gen
/// binary for) or whose disassembly is not their text, each described.
fn read_back(assembler: &std::path::Path, jobs: &[ObjectJob], binary: bool) -> Vec<String> {
    jobs.par_iter()
        .filter_map(|job| {
            let name = &job.name;
            let verdict =
                assemble(assembler, Input::Object(&job.object), job.platform, binary).unwrap_or_else(|e| panic!("{e}"));
            match verdict {
                Verdict::Accepted { disassembly: Some(theirs), gen_binary_bytes, .. }
                    if gen_binary_bytes.is_some() || !binary =>
                {
                    let theirs = without_label_numbers(&theirs, &job.labels);
                    let (ours, theirs) = (comparable(&job.text), comparable(&theirs));
                    let first = ours.iter().zip(&theirs).position(|(a, b)| a != b);
                    match (first, ours.len() == theirs.len()) {
                        (None, true) => None,
                        (Some(i), _) => {
                            Some(format!("{name}: line {i} differs:\n  ours:    {}\n  GenX_IR: {}", ours[i], theirs[i]))
                        }
                        (None, false) => Some(format!("{name}: {} lines against {}", ours.len(), theirs.len())),
                    }
                }
                other => Some(format!("{name}: {other:?}")),
            }
        })
        .collect()
}

/// The assembler's disassembler names a label `NAME_<n>`: back to `NAME`
/// for each of `labels` (the rest of the text as it is).
fn without_label_numbers(text: &str, labels: &[String]) -> String {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| is_word(c)) {
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let end = rest.find(|c: char| !is_word(c)).unwrap_or(rest.len());
        let word = &rest[..end];
        let numbered = word.rsplit_once('_').filter(|(base, n)| {
            !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) && labels.iter().any(|l| l == base)
        });
        out.push_str(numbered.map_or(word, |(base, _)| base));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Where the platform table gives no 64-bit integer ALU (TGLLP, DG2) or no
/// FP64, the Gen assembly Intel's assembler writes (`-output`) for every
/// testdata kernel has no `q`/`uq` (or `df`) operand: the 64-bit operations
/// are done on 32-bit halves before the assembler sees them (the moves it
/// splits itself), as Intel's compiler does for these platforms.
#[test]
fn no_qword_operand_in_the_gen_assembly_where_the_platform_lacks_it() {
    use visa_passes::target::Int64Alu;
    let assembler = assembler_support::assembler();
    let platforms: Vec<_> =
        Platform::ALL.into_iter().filter(|p| p.int64() == Int64Alu::None || !p.has_fp64()).collect();
    assert!(platforms.contains(&Platform::XeLp) && platforms.contains(&Platform::XeHpg));
    let mut jobs = Vec::new();
    for (file, bytes) in testdata_ll_files() {
        for &platform in &platforms {
            jobs.extend(compiled(&file, &bytes, platform, false));
        }
    }
    let found: Vec<(String, usize, Vec<String>)> = jobs
        .par_iter()
        .map(|job| {
            let dir = tempfile::tempdir().expect("a scratch folder");
            std::fs::write(dir.path().join("k.visaasm"), &job.text).expect("writable");
            let status = std::process::Command::new(&assembler)
                .args(["k.visaasm", "-platform", job.platform.desc().assembler_name, "-output"])
                .current_dir(dir.path())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status()
                .expect("the assembler runs");
            let asm = std::fs::read_dir(dir.path())
                .into_iter()
                .flatten()
                .flatten()
                .map(|e| e.path())
                .find(|p| p.extension().is_some_and(|x| x == "asm"))
                .and_then(|p| std::fs::read_to_string(p).ok());
            let Some(asm) = asm.filter(|_| status.success()) else { return (job.name.clone(), 0, Vec::new()) };
            let lacks = |ty: &str| match ty {
                "q" | "uq" => job.platform.int64() == Int64Alu::None,
                _ => !job.platform.has_fp64(),
            };
            let lines: Vec<String> = asm
                .lines()
                .map(|l| l.split("//").next().unwrap_or(""))
                .filter(|l| {
                    l.split(':').skip(1).any(|t| {
                        let ty: String = t.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
                        matches!(ty.as_str(), "q" | "uq" | "df") && lacks(&ty)
                    })
                })
                .map(|l| l.trim().to_string())
                .collect();
            (job.name.clone(), 1, lines)
        })
        .collect();
    let assembled: usize = found.iter().map(|(_, n, _)| n).sum();
    eprintln!("GenX_IR -output: {assembled} of {} kernels on {platforms:?} assembled", jobs.len());
    assert!(assembled > 250, "only {assembled} of {} kernels assembled", jobs.len());
    let with: Vec<String> = found
        .iter()
        .filter(|(_, _, lines)| !lines.is_empty())
        .map(|(name, _, lines)| format!("{name}: {} line(s), first: {}", lines.len(), lines[0]))
        .collect();
    assert!(with.is_empty(), "{} kernels keep 64-bit operands the platform lacks:\n{}", with.len(), with.join("\n"));
}
