//! Intel's vISA assemblers as the judges: every kernel this project emits
//! for `testdata/` (every `.ll`, all four platforms, as `visa-lower compile`
//! writes it) and for a sample of fuzz cases is assembled with `-binary` by
//! both `GenX_IR`s (IGC 1.0.12504 and 1.0.17791), each on every platform it
//! knows; each must accept it, write a Gen binary, and end the kernel's
//! thread in the Gen assembly (the EOT send). A rejection fails the test
//! with the assembler's message and the kernel. The object files of
//! `compile --emit isa` are read by the assembler that reads them (12504),
//! and its own disassembly of them is the text `compile` writes.
//!
//! Without either assembler this test fails, saying so: it never skips.

use crate::assembler_support;

use assembler_support::{assemble_all, compile_ll, testdata_ll_files, Job};
use rayon::prelude::*;
use visa_lower::fuzz::gen::{random_case, GenOptions, KERNEL};
use visa_lower::pipeline::compile::EmitKind;
use visa_lower::visa::assembler::{assemble, ends_thread, rejections, Input, Judge, Verdict};
use visa_lower::visa::{binary::isa_file, text::parse, text::print, verify, Instruction, Program, SurfaceId};
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
    // Xe2's kernels (loads, stores, gathers and scatters as LSC messages),
    // each checked below for a legacy data-port send.
    let xe2 = jobs.iter().filter(|j| j.platform == Platform::Xe2).count();
    assert!(xe2 >= 150, "only {xe2} testdata kernels were emitted for xe2");
    assert!(jobs.len() > testdata_kernels + 80, "only {} fuzz kernels compiled", jobs.len() - testdata_kernels);

    let results = assemble_all(&jobs, true);
    // (source kind, judge, platform) -> (accepted, with EOT, all)
    let mut counts = std::collections::BTreeMap::new();
    let mut failures = Vec::new();
    for (k, (job, judged)) in jobs.iter().zip(&results).enumerate() {
        let kind = if k < testdata_kernels { "testdata" } else { "fuzz sample" };
        for (judge, verdict) in judged {
            let entry = counts.entry((kind, *judge, job.platform)).or_insert((0, 0, 0));
            entry.2 += 1;
            match verdict {
                Ok(Verdict::Accepted { gen_assembly, .. }) => {
                    entry.0 += 1;
                    // `assemble` accepts only code that ends its thread: counted again here.
                    if !gen_assembly.is_empty() && gen_assembly.iter().all(|(_, asm)| ends_thread(asm)) {
                        entry.1 += 1;
                    }
                    // No send to the legacy data port where the platform has none
                    // (the assembler would encode one for XE2).
                    if !job.platform.desc().legacy_dataport.value {
                        for (_, asm) in gen_assembly {
                            if let Some(line) = asm.lines().find(|l| legacy_dataport_send(l)) {
                                failures.push(format!("{} by {judge}: a legacy data-port send: {line}", job.name));
                            }
                        }
                    }
                }
                Ok(Verdict::Rejected(said)) | Err(said) => {
                    eprintln!("rejected: {} by {judge}: {}", job.name, gist(said));
                    failures.push(format!("{} by {judge}: {said}\n{}", job.name, job.text))
                }
            }
        }
    }
    for ((kind, judge, platform), (ok, eot, all)) in &counts {
        eprintln!("{judge} -binary accepted {ok}/{all} {kind} kernels on {platform} ({eot} end their thread)");
    }
    for (kind, judge, platform) in counts.keys() {
        let (ok, eot, _) = counts[&(*kind, *judge, *platform)];
        assert_eq!(ok, eot, "{judge} on {platform}: accepted {kind} kernels without the EOT send");
    }
    assert!(
        failures.is_empty(),
        "Intel's assemblers rejected {} of {} kernels:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.iter().take(5).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// Whether a line of Gen assembly is a send to a legacy data port
/// (`send.dc0`, `dc1`, `dc2`, also `sends`/`sendc`), which Xe2 lacks.
fn legacy_dataport_send(line: &str) -> bool {
    line.split_whitespace().any(|word| {
        let word = word.trim_start_matches('(').trim_start_matches("W)");
        ["send", "sends", "sendc", "sendsc"].iter().any(|op| {
            word.strip_prefix(op)
                .and_then(|rest| rest.strip_prefix('.'))
                .is_some_and(|unit| ["dc0", "dc1", "dc2"].iter().any(|dc| unit.starts_with(dc)))
        })
    })
}

#[test]
fn legacy_dataport_sends_are_recognized() {
    assert!(legacy_dataport_send(
        "(W)     send.dc1 (8|M0)          null     r9      r3:1    0x0            0x020D42FF           {A@1,$2}"
    ));
    assert!(legacy_dataport_send("        send.dc0 (16|M0)  r4  r2  null:0  0x0  0x04205E00"));
    assert!(!legacy_dataport_send("        send.ugm (16|M0)  r4  r2  null:0  0x0  0x04205E00"));
    assert!(!legacy_dataport_send("(W)     send.gtwy (1|M0)         null     r127    null:0  0x0  0x02000010  {EOT}"));
}

/// The line of an assembler's rejection that says why (its instruction
/// error's message, else its first line).
fn gist(said: &str) -> &str {
    let message = said.lines().find_map(|l| l.trim().strip_prefix("Error Message:"));
    message.or_else(|| said.lines().next()).unwrap_or("").trim()
}

/// A kernel whose body does not start with its entry label: the verifier
/// refuses it (`entry-label`), and each assembler, which takes the text,
/// writes Gen code that never ends the thread (a `ret` through a register,
/// no EOT send), which `assemble` counts as a rejection; with the label,
/// both end the thread on every platform they know.
#[test]
fn a_kernel_without_its_entry_label_never_ends_its_thread() {
    let ll = b"define void @k(i32* %p) {\n  store i32 7, i32* %p\n  ret void\n}\n";
    for platform in Platform::ALL {
        let [job] = compiled("k.ll", ll, platform, false).try_into().unwrap_or_else(|_| panic!("one kernel"));
        let mut program = parse::parse_program(&job.text).expect("our text parses");
        let kernel = &mut program.kernels[0];
        assert!(job.text.contains(".function \"k_BB_0_0\"\nk_BB_0_0:\n"), "{}", job.text);
        assert!(matches!(kernel.body[0], Instruction::Subroutine(_)), "{}", job.text);
        kernel.body.remove(0);
        // Its only label (one block).
        assert_eq!(kernel.labels.len(), 1, "{}", job.text);
        kernel.labels.clear();
        let errors = verify::verify_kernel(kernel, platform).expect_err("the verifier refuses it");
        assert_eq!(errors.iter().map(|e| e.rule.id()).collect::<Vec<_>>(), ["entry-label"], "{errors:?}");
        let without = print::print_program(&program);
        for a in assembler_support::assemblers().iter().filter(|a| a.judge.knows(platform)) {
            match assemble(a, Input::Text(&job.text), platform, false) {
                Ok(Verdict::Accepted { gen_assembly, .. }) => {
                    assert!(gen_assembly.iter().all(|(_, asm)| ends_thread(asm)), "{}", job.text)
                }
                other => panic!("{} on {platform}: {other:?}", a.judge),
            }
            match assemble(a, Input::Text(&without), platform, false) {
                Ok(Verdict::Rejected(said)) => assert!(said.contains("no end-of-thread send (EOT)"), "{said}"),
                other => panic!("{} took the kernel without its entry label on {platform}: {other:?}", a.judge),
            }
        }
    }
}

/// The names rule knows both assemblers' keywords: each word of
/// `names::KEYWORDS` declared as a variable is refused by at least one of
/// them (IGC 1.0.17791's lexer added `lod`, `breakpoint`, the `sample_po*`
/// mnemonics, ...), and the name the scheme makes of it (`lod_`) is taken
/// by both.
#[test]
fn every_keyword_is_refused_as_a_name_by_an_assembler() {
    use visa_lower::visa::names::{legal_name, KEYWORDS, MAX_NAME_LEN};
    let kernel = |name: &str| {
        format!(
            ".version 4.1\n.kernel k\n.decl {name} v_type=G type=ud num_elts=8 align=GRF\n.function \"k_BB_0_0\"\n    \
             mov (M1_NM, 8) {name}(0,0)<1> 0x1:ud\n    ret (M1, 1)\n"
        )
    };
    let platform = Platform::XeHpg;
    let jobs: Vec<Job> = KEYWORDS
        .iter()
        .flat_map(|k| {
            let legal = legal_name(k.as_bytes(), MAX_NAME_LEN).expect("a name").into_owned();
            [k.to_string(), legal]
        })
        .map(|name| Job { text: kernel(&name), name, platform })
        .collect();
    let results = assemble_all(&jobs, false);
    let mut newer_only = Vec::new();
    for (job, judged) in jobs.iter().zip(&results) {
        let refused_by: Vec<Judge> = judged.iter().filter(|(_, v)| v.is_err()).map(|(j, _)| *j).collect();
        if KEYWORDS.contains(&job.name.as_str()) {
            assert!(!refused_by.is_empty(), "no assembler refuses `{}` as a name", job.name);
            if refused_by == [Judge::Igc17791] {
                newer_only.push(job.name.as_str());
            }
        } else {
            assert!(refused_by.is_empty(), "`{}` is refused by {refused_by:?}: {judged:?}", job.name);
        }
    }
    eprintln!("keywords of GenX_IR 1.0.17791 only: {newer_only:?}");
    assert!(newer_only.contains(&"lod") && newer_only.len() == 27, "{newer_only:?}");
}

/// Why GATHER_SCALED and SCATTER_SCALED stop at SIMD16 in the message
/// table although their pages allow 32: GenX_IR 1.0.17791 aborts ("internal
/// compiler error") on either at SIMD32, on every platform it knows, with
/// a binding-table or an SLM surface; it takes SIMD16, and 1.0.12504 takes
/// both.
#[test]
fn simd32_byte_scaled_messages_make_the_newer_assembler_abort() {
    let kernel = |message: &str, exec: u32, surface: &str| {
        format!(
            ".version 4.1\n.kernel k\n.decl off v_type=G type=ud num_elts=32 align=GRF\n\
             .decl v v_type=G type=ud num_elts=32 align=GRF\n.decl buf v_type=T num_elts=1\n\
             .input off offset=64 size=128\n.input buf offset=192 size=4\n.function \"k_BB_0_0\"\n    \
             {message}.1 (M1_NM, {exec}) {surface} 0x0:ud off.0 v.0\n    ret (M1, 1)\n"
        )
    };
    let mut jobs = Vec::new();
    for platform in Platform::ALL {
        for message in ["gather_scaled", "scatter_scaled"] {
            for surface in ["buf", "%slm"] {
                for exec in [16, 32] {
                    let name = format!("{message} SIMD{exec} on {surface}, {platform}");
                    jobs.push(Job { name, platform, text: kernel(message, exec, surface) });
                }
            }
        }
    }
    for (job, judged) in jobs.iter().zip(assemble_all(&jobs, false)) {
        for (judge, verdict) in judged {
            if judge == Judge::Igc17791 && job.name.contains("SIMD32") {
                let said = verdict.expect_err(&job.name);
                assert!(said.contains("internal compiler error"), "{}: {said}", job.name);
            } else {
                assert!(verdict.is_ok(), "{} by {judge}: {verdict:?}", job.name);
            }
        }
    }
}

/// IGC 1.0.12504's register allocator asserts "mismatch between len in send
/// and that of operand" on a send narrower than 8 lanes whose operand is
/// more than one GRF shorter than the payload, and exits 0: `assemble`
/// counts the assertion a rejection. `regress/lsc_payload_one_lane_slm_d64_input`
/// (fuzz seed 3, c5330) as emitted copies its 8-byte input `x0` into a
/// variable spanning the one-lane d64 store's payload; with the input as
/// the operand, as emit wrote it before, the verifier refuses it and the
/// assembler asserts on DG2.
#[test]
fn an_input_shorter_than_a_narrow_send_makes_the_allocator_assert() {
    let file = "regress/lsc_payload_one_lane_slm_d64_input.ll";
    let ll = std::fs::read(format!("{}/testdata/{file}", env!("CARGO_MANIFEST_DIR"))).expect("the kernel");
    let platform = Platform::XeHpg;
    let [job] = compiled(file, &ll, platform, false).try_into().unwrap_or_else(|_| panic!("one kernel"));
    // `mov (M1_NM, 2) V_ud(0,0)<1> x0_ud(0,0)<2;2,1>` (the qword as dwords) and the store of V: the store of x0.
    let copy = job.text.lines().find(|l| l.contains(" x0_ud(0,0)<2;2,1>")).expect("the copy of x0");
    let copied = copy.split_whitespace().nth(3).and_then(|d| d.strip_suffix("_ud(0,0)<1>")).expect("its destination");
    let store = format!(" {copied}.0:d64");
    assert!(job.text.contains("lsc_store.slm (M1_NM, 1) flat[") && job.text.contains(&store), "{}", job.text);
    let before = job.text.replace(&format!("{copy}\n"), "").replace(&store, " x0.0:d64");
    let program = parse::parse_program(&before).expect("parses");
    let errors = verify::verify_kernel(&program.kernels[0], platform).expect_err("the verifier refuses it");
    assert!(
        errors.iter().any(|e| e.rule.id() == "raw-footprint" && e.to_string().contains("x0.0 accesses 66 bytes")),
        "{errors:?}"
    );
    let judge = assembler_support::assembler(Judge::Igc12504);
    match assemble(judge, Input::Text(&before), platform, false).expect("the assembler runs") {
        Verdict::Rejected(said) => assert!(
            said.contains("exited with 0, but an assertion of it failed")
                && said.contains("mismatch between len in send and that of operand"),
            "{said}"
        ),
        accepted => panic!("{} took the input as the operand: {accepted:?}", judge.judge),
    }
    assert!(assemble(judge, Input::Text(&job.text), platform, false).expect("the assembler runs").is_accepted());
}

/// Why xehpc refuses transposed 2D blocks more than 64 bytes high (d32 32
/// rows) that Intel's table lists: GenX_IR 1.0.12504 refuses them on PVC
/// ("block2d cols * data size must be <= 64"), 1.0.17791 takes them on PVC
/// and XE2, and both take the same block 16 high (docs/lsc.md).
#[test]
fn the_older_assembler_refuses_tall_transposed_blocks_on_pvc() {
    let kernel = |height: u32| {
        format!(
            ".version 4.1\n.kernel k\n.decl img v_type=G type=uq num_elts=1 align=qword\n\
             .decl S v_type=G type=ud num_elts=16 align=GRF\n.decl A v_type=G type=ud num_elts=64 align=GRF\n\
             .input img offset=64 size=8\n.function \"k_BB_0_0\"\nk_BB_0_0:\n    \
             mov (M1_NM, 8) S(0,0)<1> 0x3f:ud\n    \
             lsc_load_block2d.ugm (M1_NM, 1) A.0:d32.1x2x{height}tn flat[img(0,0),S(0,0),S(0,1),S(0,2),S(0,3),S(0,4)]\n    \
             ret (M1, 1)\n"
        )
    };
    for (judge, platform) in
        [(Judge::Igc12504, Platform::XeHpc), (Judge::Igc17791, Platform::XeHpc), (Judge::Igc17791, Platform::Xe2)]
    {
        let assembler = assembler_support::assembler(judge);
        for height in [16, 32] {
            let verdict =
                assemble(assembler, Input::Text(&kernel(height)), platform, false).expect("the assembler runs");
            match verdict {
                Verdict::Rejected(said) if judge == Judge::Igc12504 && height == 32 => {
                    assert!(said.contains("block2d cols * data size must be <= 64"), "{said}")
                }
                verdict => assert!(verdict.is_accepted(), "{judge} on {platform}, {height} high: {verdict:?}"),
            }
        }
    }
}

/// The fuzzer assembles its sample in batches (`assembler::rejections`):
/// the assembler judges every kernel of a file, so a batch holding one
/// broken kernel among fuzz kernels is rejected, and the rejection goes to
/// exactly that kernel, in the assembler's words for it alone; the others,
/// and a batch of good kernels, are accepted.
#[test]
fn a_batch_of_kernels_names_the_one_the_assembler_rejects() {
    let assemblers = assembler_support::assemblers();
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
    assert_eq!(rejections(assemblers, platform, &good), vec![None; 7]);
    // A logic instruction on floats: the assembler's verifier refuses it
    // (every kernel of the batch has the fuzzer's name `kernel`).
    let broken = ".version 4.1\n.kernel kernel\n.decl f v_type=G type=f num_elts=8 align=GRF\n\
                  .function \"kernel_BB_0_0\"\n    and (M1_NM, 1) f(0,0)<1> f(0,0)<0;1,0> 0x1:f\n    ret (M1, 1)\n";
    let first = assembler_support::assembler(Judge::Igc12504);
    let alone = match assemble(first, Input::Text(broken), platform, false).expect("the assembler runs") {
        Verdict::Rejected(said) => format!("{} on DG2: {said}", first.judge),
        accepted => panic!("the broken kernel was accepted: {accepted:?}"),
    };
    assert!(alone.contains("logic"), "{alone}");
    let mut batch = good.clone();
    batch.insert(3, parse::parse_program(broken).expect("parses").kernels.remove(0));
    let verdicts = rejections(assemblers, platform, &batch);
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
        // The disassembler writes an LSC raw operand at byte 0 without its
        // offset (`V35:d32x2 flat[V33+0x4]:a64` for `V35.0:d32x2 flat[V33.0+0x4]:a64`;
        // an atomic's sources `V37 %null` for `V37.0 %null.0`), and a
        // surface variable at (0,0) without its region (`bti(s)` for `bti(s(0,0))`).
        .map(|l| {
            if l.contains("lsc_") {
                let l = l.replace(".0:", ":").replace(".0]", "]").replace(".0+", "+").replace(".0-", "-");
                let l = l.replace("(0,0))[", ")[");
                l.split(' ').map(|w| w.strip_suffix(".0").unwrap_or(w)).collect::<Vec<_>>().join(" ")
            } else {
                l
            }
        })
        .collect()
}

/// `compile --emit isa` of every testdata file on every platform is the
/// object file of its text; each kernel's object file is read by the
/// assembler, which writes a Gen binary whose code ends the thread (the
/// object file carries the entry label), and its disassembly is our text
/// of the same kernel.
#[test]
fn every_object_file_assembles_and_disassembles_to_our_text() {
    // The one that reads object files.
    let assembler = assembler_support::assembler(Judge::Igc12504);
    let mut jobs = Vec::new();
    for (file, bytes) in testdata_ll_files() {
        for platform in Judge::Igc12504.platforms() {
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
    let failures = read_back(assembler, &jobs, true);
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
    // The one that reads object files.
    let assembler = assembler_support::assembler(Judge::Igc12504);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut jobs = Vec::new();
    // Intel's dumps exist for the platforms 12504 judges (its ocloc knows no MTL or Xe2).
    for platform in Judge::Igc12504.platforms() {
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
    let failures = read_back(assembler, &jobs, false);
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
fn read_back(assembler: &visa_lower::visa::assembler::Assembler, jobs: &[ObjectJob], binary: bool) -> Vec<String> {
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
/// FP64, the Gen assembly each of Intel's assemblers writes (`-output`) for
/// every testdata kernel has no `q`/`uq` (or `df`) operand: the 64-bit
/// operations are done on 32-bit halves before the assembler sees them (the
/// moves it splits itself), as Intel's compiler does for these platforms.
#[test]
fn no_qword_operand_in_the_gen_assembly_where_the_platform_lacks_it() {
    use visa_passes::isa::target::Int64Alu;
    let platforms: Vec<_> =
        Platform::ALL.into_iter().filter(|p| p.int64() == Int64Alu::None || !p.has_fp64()).collect();
    assert!(platforms.contains(&Platform::XeLp) && platforms.contains(&Platform::XeHpg));
    // mtl (no 64-bit integer ALU) is judged by 17791 alone.
    assert!(platforms.contains(&Platform::XeLpg) && Judge::Igc17791.knows(Platform::XeLpg));
    for &p in &platforms {
        assert!(Judge::ALL.iter().any(|j| j.knows(p)), "no judge knows {p}");
    }
    let mut jobs = Vec::new();
    for (file, bytes) in testdata_ll_files() {
        for &platform in &platforms {
            jobs.extend(compiled(&file, &bytes, platform, false));
        }
    }
    // (judge, platform) -> kernels assembled; the kernels whose Gen
    // assembly keeps an operand type the platform lacks.
    let mut assembled = std::collections::BTreeMap::new();
    let mut with = Vec::new();
    for (job, judged) in jobs.iter().zip(assemble_all(&jobs, false)) {
        let lacks = |ty: &str| match ty {
            "q" | "uq" => job.platform.int64() == Int64Alu::None,
            _ => !job.platform.has_fp64(),
        };
        for (judge, verdict) in judged {
            let Ok(Verdict::Accepted { gen_assembly, .. }) = verdict else { continue };
            *assembled.entry((judge, job.platform)).or_insert(0) += 1;
            let lines: Vec<&str> = gen_assembly
                .iter()
                .flat_map(|(_, asm)| asm.lines())
                .map(|l| l.split("//").next().unwrap_or(""))
                .filter(|l| {
                    l.split(':').skip(1).any(|t| {
                        let ty: String = t.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
                        matches!(ty.as_str(), "q" | "uq" | "df") && lacks(&ty)
                    })
                })
                .map(str::trim)
                .collect();
            if let Some(first) = lines.first() {
                with.push(format!("{} by {judge}: {} line(s), first: {first}", job.name, lines.len()));
            }
        }
    }
    for judge in Judge::ALL {
        for &platform in platforms.iter().filter(|&&p| judge.knows(p)) {
            let all = jobs.iter().filter(|j| j.platform == platform).count();
            let ok = assembled.get(&(judge, platform)).copied().unwrap_or(0);
            eprintln!("{judge} -output: {ok} of {all} kernels on {platform} assembled");
            // Every one: `every_emitted_kernel_assembles` says why not.
            assert_eq!(ok, all, "{judge} on {platform}: not every kernel assembled");
            assert!(all > 250, "only {all} kernels on {platform}");
        }
    }
    assert!(with.is_empty(), "{} kernels keep 64-bit operands the platform lacks:\n{}", with.len(), with.join("\n"));
}

/// The surfaces of Intel's vector-compiler ABI (`"VCArgumentKind"="2"`)
/// get binding-table indices the compiler assigns, each set by a `movs`
/// right before its message (in a loop's block too: `vc_surfaces.ll`): in
/// the Gen assembly both assemblers write for DG2 and PVC, every message's
/// descriptor is an immediate holding the index, and no `a0.0` is computed
/// from the surface input. The same kernel without the attribute (the
/// input's value is the index) gets an `add (1) a0.0` per message, which is
/// what the rule would catch.
#[test]
fn assigned_surface_indices_fold_into_the_message_descriptors() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = [
        "testdata/igc/src/scaled.ll",
        "testdata/igc/src/typed_atomic.ll",
        "testdata/igc/src/gather_scatter4.ll",
        "testdata/igc/abi/surfaces.ll",
        "testdata/emit/vc_surfaces.ll",
    ];
    let plain = std::fs::read_to_string(root.join(files[0]))
        .expect("read")
        .replace("i32 \"VCArgumentKind\"=\"2\" \"VCArgumentDesc\"=\"buffer_t read_write\" %buf", "i32 %buf");
    assert!(!plain.contains("\"VCArgumentKind\"=\"2\""));
    let mut jobs = Vec::new();
    for platform in [Platform::XeHpg, Platform::XeHpc] {
        for file in files {
            let bytes = std::fs::read(root.join(file)).expect("read");
            jobs.extend(compiled(file, &bytes, platform, false));
        }
        jobs.extend(compiled("scaled.ll without the attribute", plain.as_bytes(), platform, false));
    }
    // typed_atomic and surfaces are refused on xehpc (no TYPED_ATOMIC).
    assert_eq!(jobs.len(), 10, "{:?}", jobs.iter().map(|j| &j.name).collect::<Vec<_>>());
    let mut judged_count = 0;
    for (job, judged) in jobs.iter().zip(assemble_all(&jobs, false)) {
        for (judge, verdict) in judged {
            let gen_assembly = match verdict {
                Ok(Verdict::Accepted { gen_assembly, .. }) => gen_assembly,
                other => panic!("{} by {judge}: {other:?}", job.name),
            };
            let code: Vec<&str> = gen_assembly
                .iter()
                .flat_map(|(_, asm)| asm.lines())
                .map(|l| l.split("//").next().unwrap_or("").trim())
                .filter(|l| !l.is_empty())
                .collect();
            let address_adds = code.iter().filter(|l| l.starts_with("(W)") && l.contains(" a0.0<1>:ud")).count();
            let sends = code.iter().filter(|l| l.contains("send.dc1")).count();
            let immediate = |l: &&&str| l.split_whitespace().any(|t| t.starts_with("0x") && t.len() == 10);
            let folded = code.iter().filter(|l| l.contains("send.dc1")).filter(immediate).count();
            if job.name.contains("without the attribute") {
                assert_eq!(address_adds, 2, "{} by {judge}: an add per message\n{}", job.name, code.join("\n"));
            } else {
                assert!(code.iter().all(|l| !l.contains("a0.")), "{} by {judge}:\n{}", job.name, code.join("\n"));
                assert!(sends >= 1 && folded == sends, "{} by {judge}:\n{}", job.name, code.join("\n"));
            }
            judged_count += 1;
        }
    }
    assert_eq!(judged_count, 20, "both judges on both platforms");
}
