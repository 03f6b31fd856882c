//! Any LLVM name becomes a legal vISA name: modules whose functions,
//! parameters and values have random names (random bytes, vISA keywords and
//! predefined names, quotes, backslashes, newlines, unicode, long names)
//! compile to text that this project's parser and verifier and both of
//! Intel's assemblers accept, one kernel per function; every renamed name keeps its
//! LLVM name, and a launch spec that binds the parameters by their LLVM
//! names runs and verifies.
//!
//! Without the assemblers this test fails, saying so.

use crate::assembler_support;

use proptest::collection::vec;
use proptest::prelude::*;
use visa_lower::pipeline::{compile::EmitKind, run::run_ir, run::IrEngine, run::IrRunRequest};
use visa_lower::visa::{names, text::parse, verify};
use visa_lower::Platform;

/// Names that are hard on purpose.
const TRICKY: &[&str] = &[
    "add", "mov", "sample", "ret", "retval", "V12", "V40", "T5", "P0", "P1", "TSS", "S31", "bti3", "arg0", "a.b",
    "a b", "1x", "_", "é", "naïve", "日本", "\"", "\\", "x\ny", "\t", "%null", "a\"b", "-", "$", "V0_", "x_1",
];

fn llvm_name() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        proptest::sample::select(TRICKY).prop_map(|s| s.as_bytes().to_vec()),
        vec(any::<u8>(), 1..12),
        "[a-zA-Z_.][a-zA-Z0-9_.$-]{0,10}".prop_map(String::into_bytes),
        any::<String>().prop_filter("non-empty", |s| !s.is_empty()).prop_map(String::into_bytes),
        (1usize..200).prop_map(|n| "long".repeat(n).into_bytes()),
    ]
}

/// `k` names, distinct, none that LLVM reads as a number or an intrinsic.
fn distinct(names: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = Vec::new();
    for (i, mut n) in names.into_iter().enumerate() {
        n.retain(|&b| b != 0);
        if n.is_empty() || n.iter().all(u8::is_ascii_digit) || n.starts_with(b"llvm.") {
            n.extend_from_slice(format!("n{i}").as_bytes());
        }
        while out.contains(&n) {
            n.push(b'\'');
        }
        out.push(n);
    }
    out
}

/// `"..."` in `.ll` syntax: printable ASCII as is, `"` and `\` and the rest as `\XX`.
fn quoted(name: &[u8]) -> String {
    let mut out = String::from("\"");
    for &b in name {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("\\{b:02X}"));
        }
    }
    out.push('"');
    out
}

/// A module of `functions.len()` kernels: each adds and multiplies its two
/// `<8 x i32>` parameters into named values and returns the last.
fn module(functions: &[(Vec<u8>, [Vec<u8>; 4])]) -> String {
    let mut ll = String::new();
    for (f, [a, b, x, y]) in functions {
        let (f, a, b, x, y) = (quoted(f), quoted(a), quoted(b), quoted(x), quoted(y));
        ll.push_str(&format!(
            "define <8 x i32> @{f}(<8 x i32> %{a}, <8 x i32> %{b}) {{\n  %{x} = add <8 x i32> %{a}, %{b}\n  \
             %{y} = mul <8 x i32> %{x}, %{b}\n  ret <8 x i32> %{y}\n}}\n\n"
        ));
    }
    ll
}

/// A launch spec for function `f` binding its parameters by their LLVM names.
fn launch(f: &[u8], a: &[u8], b: &[u8]) -> String {
    let mut args = toml::map::Map::new();
    let values = |k: i64| toml::Value::Array((0..8).map(|i| toml::Value::Integer(k * 10 + i)).collect());
    args.insert(String::from_utf8_lossy(a).into_owned(), values(1));
    args.insert(String::from_utf8_lossy(b).into_owned(), values(2));
    let mut spec = toml::map::Map::new();
    spec.insert("kernel".into(), toml::Value::String(String::from_utf8_lossy(f).into_owned()));
    spec.insert("args".into(), toml::Value::Table(args));
    toml::to_string(&toml::Value::Table(spec)).expect("a launch spec")
}

fn functions() -> impl Strategy<Value = Vec<(Vec<u8>, [Vec<u8>; 4])>> {
    (vec(llvm_name(), 1..4), vec(llvm_name(), 12)).prop_map(|(fs, values)| {
        let fs = distinct(fs);
        fs.into_iter()
            .enumerate()
            .map(|(i, f)| {
                let v = distinct(values[4 * (i % 3)..4 * (i % 3) + 4].to_vec());
                (f, [v[0].clone(), v[1].clone(), v[2].clone(), v[3].clone()])
            })
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn any_llvm_name_gives_text_both_sides_accept(functions in functions(), p in 0usize..4) {
        let platform = Platform::ALL[p];
        let ll = module(&functions);
        let out = assembler_support::compile_ll("names.ll", ll.as_bytes(), platform, false, EmitKind::Visaasm);
        let text = String::from_utf8(out.unwrap_or_else(|d| panic!("{d:?}\n{ll}"))).expect("UTF-8");
        // Our side: it parses, one kernel per function, and verifies.
        let program = parse::parse_program(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(program.kernels.len(), functions.len());
        verify::verify_program(&program, platform).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        for (kernel, (f, [a, b, ..])) in program.kernels.iter().zip(&functions) {
            prop_assert_eq!(names::name_problem(&kernel.name, names::MAX_KERNEL_NAME_LEN), None);
            // The LLVM names are kept where the names changed.
            let lossy = |n: &[u8]| String::from_utf8_lossy(n).into_owned();
            prop_assert_eq!(kernel.source_name.clone().unwrap_or_else(|| kernel.name.clone()), lossy(f));
            let inputs: Vec<&str> = kernel
                .inputs
                .iter()
                .filter_map(|i| match i.var {
                    visa_lower::visa::InputVar::General(v) => kernel.var(v).map(|v| kernel.binding_name(&v.name)),
                    _ => None,
                })
                .collect();
            prop_assert_eq!(inputs, vec![lossy(a), lossy(b)]);
        }
        // The assembler's side.
        let jobs = [assembler_support::Job { name: "names.ll".into(), platform, text: text.clone() }];
        for (judge, verdict) in &assembler_support::assemble_all(&jobs, false)[0] {
            if let Err(said) = verdict {
                panic!("{judge} rejects it: {said}\n{text}");
            }
        }
        // A launch spec naming the parameters by their LLVM names binds them
        // (UTF-8 names only: a TOML key is a string).
        let (f, [a, b, ..]) = &functions[0];
        if [f, a, b].iter().all(|n| std::str::from_utf8(n).is_ok()) {
            let spec = launch(f, a, b);
            let request = IrRunRequest {
                jit_timeout: visa_lower::limits::JIT_TIMEOUT,
                file: "names.ll",
                bytes: ll.as_bytes(),
                launch: Some(("names.toml", &spec)),
                kernel: None,
                engine: IrEngine::Emulator,
                ub_error: false,
                platform: Some(platform),
                messages: None,
                verify: true,
                budget: None,
            };
            let report = run_ir(&request).unwrap_or_else(|d| panic!("{d:?}\n{spec}\n{ll}"));
            prop_assert_eq!(report.exit_code(), 0, "{}", report.text());
        }
    }
}
